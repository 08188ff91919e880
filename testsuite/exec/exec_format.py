# lit test format for the ehi execution corpus (used by lit.local.cfg).  In a
# real module, not in lit.local.cfg, because lit pickles the test format to
# send it to its worker processes.
#
# One test per ll/<cc>/<target>/<name>.<opt>.ll: `ehi run FILE.ll`, and
#   stdout == expected/<name>.<target>.out    if that file exists,
#             else expected/<name>.out
#   status == expected/<name>.<target>.status if that file exists,
#             else expected/<name>.status
#   and, where expected/<name>.check exists (the EXEC-UB programs), the first
#   line of ehi's stderr passes FileCheck with that file.
# expected/XFAIL lists known failures, one glob over <cc>/<target>/<name>.<opt>
# per line ('#' starts a comment): a listed test that fails is XFAIL, one
# that passes is XPASS (counted as a failure, so fixed tests get unlisted).

import os
import subprocess
import sys

import lit.Test
from lit.formats.base import FileBasedTest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tools'))
import outcome_check as oc  # noqa: E402

TIMEOUT = 60          # seconds per test unless lit's --timeout says otherwise


class ExecFormat(FileBasedTest):
    def __init__(self, exec_dir, ehi, filecheck):
        self.exec_dir = exec_dir
        self.ehi = ehi
        self.filecheck = filecheck
        self.xfail = oc.read_xfail(exec_dir)

    def execute(self, test, litConfig):
        result = self._execute(test, litConfig)
        rel = os.path.relpath(test.getSourcePath(), os.path.join(self.exec_dir, 'll'))
        return oc.apply_xfail(result, rel[:-3] if rel.endswith('.ll') else rel, self.xfail)

    def _execute(self, test, litConfig):
        path = test.getSourcePath()
        rel = os.path.relpath(path, os.path.join(self.exec_dir, 'll'))
        parts = rel.split(os.sep)
        if len(parts) != 3 or not parts[2].endswith('.ll'):
            return lit.Test.Result(lit.Test.UNRESOLVED,
                                   'not of the form ll/<cc>/<target>/<name>.<opt>.ll: %s\n' % rel)
        cc, target, base = parts
        name, opt = base[:-3].rsplit('.', 1)
        what = 'program %s, target %s, %s -%s' % (name, target, cc, opt)
        exp_out = oc.expected_file(self.exec_dir, name, target, 'out')
        exp_st = oc.expected_file(self.exec_dir, name, target, 'status')
        if not exp_out or not exp_st:
            return lit.Test.Result(lit.Test.UNRESOLVED,
                                   '%s: no expected/%s.out or .status (run gen.sh)\n' % (what, name))
        check = os.path.join(self.exec_dir, 'expected', name + '.check')
        if not os.path.exists(check):
            check = None

        cmd = [self.ehi, 'run', path]
        out, err, code, failed = oc.run_ehi(what, cmd, test.config.environment,
                                            litConfig.maxIndividualTestTime or TIMEOUT)
        if failed:
            return failed
        want_st = int(oc.read_bytes(exp_st).decode().strip())
        problems = oc.compare(oc.read_bytes(exp_out), None, want_st, out, err, code)
        if check and self.filecheck:
            first = err.split(b'\n', 1)[0] + b'\n'
            fc = subprocess.run([self.filecheck, '--dump-input=never', check], input=first,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if fc.returncode != 0:
                problems.append('first stderr line does not match %s:\n    %s\n  FileCheck says:\n%s' %
                                (os.path.relpath(check, self.exec_dir), first.decode('utf-8', 'replace').rstrip(),
                                 '\n'.join('    ' + l for l in fc.stdout.decode('utf-8', 'replace').splitlines()[:6])))
        if not problems:
            return lit.Test.Result(lit.Test.PASS, '')
        msg = ['%s' % what,
               'command: %s' % oc.shown(cmd),
               'expected: %s, %s%s' % (os.path.relpath(exp_out, self.exec_dir), os.path.relpath(exp_st, self.exec_dir),
                                       ', ' + os.path.relpath(check, self.exec_dir) if check else ''),
               'status pair (expected, got): (%d, %d)' % (want_st, code)]
        msg += problems
        msg.append('ehi stderr head:')
        msg.append(oc.head(err))
        return lit.Test.Result(lit.Test.FAIL, '\n'.join(msg) + '\n')
