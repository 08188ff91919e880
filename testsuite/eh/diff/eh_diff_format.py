# lit test format for the differential C++ EH corpus (used by lit.local.cfg).
# In a real module, not in lit.local.cfg, because lit pickles the test format
# to send it to its worker processes.
#
# One test per ll/<cc>/<target>/<name>.<opt>.ll: `ehi run FILE.ll`, and
#   stdout == expected/<name>.<target>.out    if that file exists, else expected/<name>.out
#   stderr == expected/<name>.<target>.err    if that file exists, else expected/<name>.err
#   status == expected/<name>.<target>.status if that file exists, else expected/<name>.status
# all three compared exactly (gen.sh writes no per-target files: every
# program is portable and its real binaries agree; the lookup is there for a
# documented exception).  Where ehi must report the program instead (a SPEC.md
# rule: the IR clang emits for that target is wrong, e.g. EH-U-17 on MinGW),
# expected/<name>.<target>.report replaces the stderr comparison: each of its
# lines ('#' starts a comment) must occur in ehi's stderr (the report names the
# .ll file, so its text cannot be compared whole); stdout and status as above.
# expected/XFAIL lists known failures, one glob over <cc>/<target>/<name>.<opt>
# per line ('#' starts a comment): a listed test that fails is XFAIL, one
# that passes is XPASS (counted as a failure, so fixed tests get unlisted).

import os
import sys

import lit.Test
from lit.formats.base import FileBasedTest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools'))
import outcome_check as oc  # noqa: E402

TIMEOUT = 60          # seconds per test unless lit's --timeout says otherwise


class EHDiffFormat(FileBasedTest):
    def __init__(self, suite_dir, ehi, extra_args=(), enabled=True, why_disabled=''):
        self.suite_dir = suite_dir
        self.enabled = enabled
        self.why_disabled = why_disabled
        self.ehi = ehi
        self.extra_args = list(extra_args)
        self.xfail = oc.read_xfail(suite_dir)

    def execute(self, test, litConfig):
        if not self.enabled:
            return lit.Test.Result(lit.Test.UNSUPPORTED, self.why_disabled)
        result = self._execute(test, litConfig)
        rel = os.path.relpath(test.getSourcePath(), os.path.join(self.suite_dir, 'll'))
        return oc.apply_xfail(result, rel[:-3] if rel.endswith('.ll') else rel, self.xfail)

    def _expected(self, name, target, ext):
        return oc.expected_file(self.suite_dir, name, target, ext)

    def _execute(self, test, litConfig):
        path = test.getSourcePath()
        rel = os.path.relpath(path, os.path.join(self.suite_dir, 'll'))
        parts = rel.split(os.sep)
        if len(parts) != 3 or not parts[2].endswith('.ll'):
            return lit.Test.Result(lit.Test.UNRESOLVED,
                                   'not of the form ll/<cc>/<target>/<name>.<opt>.ll: %s\n' % rel)
        cc, target, base = parts
        name, opt = base[:-3].rsplit('.', 1)
        what = 'program %s (src/%s.cpp), target %s, %s -%s' % (name, name, target, cc, opt)
        report = self._expected(name, target, 'report')
        exp = {ext: self._expected(name, target, ext) for ext in ('out', 'err', 'status')}
        if report:
            exp['err'] = report
        missing = [ext for ext, p in exp.items() if not p]
        if missing:
            return lit.Test.Result(lit.Test.UNRESOLVED, '%s: no expected/%s.{%s} (run gen.sh)\n' %
                                   (what, name, ','.join(missing)))

        cmd = [self.ehi, 'run'] + self.extra_args + [path]
        out, err, code, failed = oc.run_ehi(what, cmd, test.config.environment,
                                            litConfig.maxIndividualTestTime or TIMEOUT)
        if failed:
            return failed
        want_err = oc.read_bytes(exp['err'])
        if report:
            lines = [l.split(b'#', 1)[0].strip() for l in want_err.splitlines()]
            absent = [l for l in lines if l and l not in err]
            want_err = err if not absent else b'every line of %s, lacking:\n%s\n' % (
                os.path.basename(report).encode(), b'\n'.join(absent))
        want_st = int(oc.read_bytes(exp['status']).decode().strip())
        problems = oc.compare(oc.read_bytes(exp['out']), want_err, want_st, out, err, code)
        if not problems:
            return lit.Test.Result(lit.Test.PASS, '')
        msg = [what,
               'command: %s' % oc.shown(cmd),
               'expected: %s' % ', '.join(os.path.relpath(exp[e], self.suite_dir) for e in ('out', 'err', 'status')),
               'status pair (expected, got): (%d, %d)' % (want_st, code)]
        msg += problems
        if err != want_err or code != want_st:
            msg.append('ehi stderr head:')
            msg.append(oc.head(err))
        return lit.Test.Result(lit.Test.FAIL, '\n'.join(msg) + '\n')
