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

import difflib
import fnmatch
import os
import shlex
import subprocess

import lit.Test
from lit.formats.base import FileBasedTest

TIMEOUT = 60          # seconds per test unless lit's --timeout says otherwise
STDERR_HEAD = 12      # lines of ehi's stderr shown on failure


def _read(path):
    with open(path, 'rb') as f:
        return f.read()


def _first_diff(label, exp, got, limit=16):
    """The start of a unified diff of an expected and an actual stream."""
    el = exp.decode('utf-8', 'replace').splitlines()
    gl = got.decode('utf-8', 'replace').splitlines()
    i = 0
    while i < len(el) and i < len(gl) and el[i] == gl[i]:
        i += 1
    diff = list(difflib.unified_diff(el, gl, 'expected', 'ehi', n=2, lineterm=''))
    head = ['%s differs, first at line %d (expected %d lines, got %d%s):' %
            (label, i + 1, len(el), len(gl), '' if got.endswith(b'\n') or not got else ', no final newline')]
    body = ['    ' + l[:300] for l in diff[:limit]]
    if len(diff) > limit:
        body.append('    ... (%d more diff lines)' % (len(diff) - limit))
    return '\n'.join(head + body)


class EHDiffFormat(FileBasedTest):
    def __init__(self, suite_dir, ehi, extra_args=(), enabled=True, why_disabled=''):
        self.suite_dir = suite_dir
        self.enabled = enabled
        self.why_disabled = why_disabled
        self.ehi = ehi
        self.extra_args = list(extra_args)
        self.xfail = []
        try:
            with open(os.path.join(suite_dir, 'expected', 'XFAIL')) as f:
                for line in f:
                    line = line.split('#', 1)[0].strip()
                    if line:
                        self.xfail.append(line)
        except OSError:
            pass

    def execute(self, test, litConfig):
        if not self.enabled:
            return lit.Test.Result(lit.Test.UNSUPPORTED, self.why_disabled)
        result = self._execute(test, litConfig)
        rel = os.path.relpath(test.getSourcePath(), os.path.join(self.suite_dir, 'll'))
        key = rel[:-3] if rel.endswith('.ll') else rel
        if any(fnmatch.fnmatchcase(key, pat) for pat in self.xfail):
            if result.code == lit.Test.PASS:
                return lit.Test.Result(lit.Test.XPASS, 'listed in expected/XFAIL but passes: unlist it\n')
            if result.code in (lit.Test.FAIL, lit.Test.TIMEOUT):
                return lit.Test.Result(lit.Test.XFAIL, result.output)
        return result

    def _expected(self, name, target, ext):
        for cand in ('%s.%s.%s' % (name, target, ext), '%s.%s' % (name, ext)):
            p = os.path.join(self.suite_dir, 'expected', cand)
            if os.path.exists(p):
                return p
        return None

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

        ehi = self.ehi
        if os.sep in ehi and not os.access(ehi, os.X_OK):
            return lit.Test.Result(lit.Test.FAIL, 'ehi binary not found or not executable: %s\n' % ehi)
        cmd = [ehi, 'run'] + self.extra_args + [path]
        timeout = litConfig.maxIndividualTestTime or TIMEOUT
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env=test.config.environment, timeout=timeout)
            out, err, code = p.stdout, p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            return lit.Test.Result(
                lit.Test.TIMEOUT,
                '%s\ncommand: %s\ntimed out after %s s\nstderr head:\n%s\n' %
                (what, ' '.join(shlex.quote(a) for a in cmd), timeout, self._head(e.stderr or b'')))

        want_out = _read(exp['out'])
        want_err = _read(exp['err'])
        if report:
            lines = [l.split(b'#', 1)[0].strip() for l in want_err.splitlines()]
            absent = [l for l in lines if l and l not in err]
            want_err = err if not absent else b'every line of %s, lacking:\n%s\n' % (
                os.path.basename(report).encode(), b'\n'.join(absent))
        want_st = int(_read(exp['status']).decode().strip())
        problems = []
        if code < 0:
            problems.append('ehi itself died with signal %d (a crash in ehi, not the program)' % -code)
        if code != want_st:
            problems.append('exit status: expected %d, got %d' % (want_st, code))
        if out != want_out:
            problems.append(_first_diff('stdout', want_out, out))
        if err != want_err:
            problems.append(_first_diff('stderr', want_err, err))
        if not problems:
            return lit.Test.Result(lit.Test.PASS, '')
        msg = [what,
               'command: %s' % ' '.join(shlex.quote(a) for a in cmd),
               'expected: %s' % ', '.join(os.path.relpath(exp[e], self.suite_dir) for e in ('out', 'err', 'status')),
               'status pair (expected, got): (%d, %d)' % (want_st, code)]
        msg += problems
        if err != want_err or code != want_st:
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
