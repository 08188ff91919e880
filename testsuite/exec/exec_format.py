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

import difflib
import fnmatch
import os
import shlex
import subprocess

import lit.Test
import lit.util
from lit.formats.base import FileBasedTest

TIMEOUT = 60          # seconds per test unless lit's --timeout says otherwise
STDERR_HEAD = 12      # lines of ehi's stderr shown on failure


def _read(path):
    with open(path, 'rb') as f:
        return f.read()


def _first_diff(exp, got, limit=16):
    """The start of a unified diff of the expected and the actual stdout."""
    el = exp.decode('utf-8', 'replace').splitlines()
    gl = got.decode('utf-8', 'replace').splitlines()
    i = 0
    while i < len(el) and i < len(gl) and el[i] == gl[i]:
        i += 1
    diff = list(difflib.unified_diff(el, gl, 'expected', 'ehi', n=2, lineterm=''))
    head = ['stdout differs, first at line %d (expected %d lines, got %d%s):' %
            (i + 1, len(el), len(gl), '' if got.endswith(b'\n') or not got else ', no final newline')]
    body = ['    ' + l[:300] for l in diff[:limit]]
    if len(diff) > limit:
        body.append('    ... (%d more diff lines)' % (len(diff) - limit))
    return '\n'.join(head + body)


class ExecFormat(FileBasedTest):
    def __init__(self, exec_dir, ehi, filecheck):
        self.exec_dir = exec_dir
        self.ehi = ehi
        self.filecheck = filecheck
        self.xfail = []
        try:
            with open(os.path.join(exec_dir, 'expected', 'XFAIL')) as f:
                for line in f:
                    line = line.split('#', 1)[0].strip()
                    if line:
                        self.xfail.append(line)
        except OSError:
            pass

    def execute(self, test, litConfig):
        result = self._execute(test, litConfig)
        rel = os.path.relpath(test.getSourcePath(), os.path.join(self.exec_dir, 'll'))
        key = rel[:-3] if rel.endswith('.ll') else rel
        if any(fnmatch.fnmatchcase(key, pat) for pat in self.xfail):
            if result.code == lit.Test.PASS:
                return lit.Test.Result(lit.Test.XPASS, 'listed in expected/XFAIL but passes: unlist it\n')
            if result.code in (lit.Test.FAIL, lit.Test.TIMEOUT):
                return lit.Test.Result(lit.Test.XFAIL, result.output)
        return result

    def _expected(self, name, target, ext):
        for cand in ('%s.%s.%s' % (name, target, ext), '%s.%s' % (name, ext)):
            p = os.path.join(self.exec_dir, 'expected', cand)
            if os.path.exists(p):
                return p
        return None

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
        exp_out = self._expected(name, target, 'out')
        exp_st = self._expected(name, target, 'status')
        if not exp_out or not exp_st:
            return lit.Test.Result(lit.Test.UNRESOLVED,
                                   '%s: no expected/%s.out or .status (run gen.sh)\n' % (what, name))
        check = os.path.join(self.exec_dir, 'expected', name + '.check')
        if not os.path.exists(check):
            check = None

        ehi = self.ehi
        if os.sep in ehi and not os.access(ehi, os.X_OK):
            return lit.Test.Result(lit.Test.FAIL, 'ehi binary not found or not executable: %s\n' % ehi)
        cmd = [ehi, 'run', path]
        timeout = litConfig.maxIndividualTestTime or TIMEOUT
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=test.config.environment, timeout=timeout)
            out, err, code = p.stdout, p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            err = e.stderr or b''
            return lit.Test.Result(
                lit.Test.TIMEOUT,
                '%s\ncommand: %s\ntimed out after %s s\nstderr head:\n%s\n' %
                (what, ' '.join(shlex.quote(a) for a in cmd), timeout, self._head(err)))

        want_out = _read(exp_out)
        want_st = int(_read(exp_st).decode().strip())
        problems = []
        if code < 0:
            problems.append('ehi itself died with signal %d (a crash in ehi, not the program)' % -code)
        if code != want_st:
            problems.append('exit status: expected %d, got %d' % (want_st, code))
        if out != want_out:
            problems.append(_first_diff(want_out, out))
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
               'command: %s' % ' '.join(shlex.quote(a) for a in cmd),
               'expected: %s, %s%s' % (os.path.relpath(exp_out, self.exec_dir), os.path.relpath(exp_st, self.exec_dir),
                                       ', ' + os.path.relpath(check, self.exec_dir) if check else ''),
               'status pair (expected, got): (%d, %d)' % (want_st, code)]
        msg += problems
        msg.append('ehi stderr head:')
        msg.append(self._head(err))
        return lit.Test.Result(lit.Test.FAIL, '\n'.join(msg) + '\n')

    @staticmethod
    def _head(err):
        lines = err.decode('utf-8', 'replace').splitlines()
        s = '\n'.join('    ' + l[:300] for l in lines[:STDERR_HEAD])
        if len(lines) > STDERR_HEAD:
            s += '\n    ... (%d more lines)' % (len(lines) - STDERR_HEAD)
        return s or '    (empty)'
