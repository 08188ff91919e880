# What the corpus test formats (exec, eh/diff, stdlib) share: the expected
# outcome files of a program, the XFAIL list, one run of ehi with a timeout,
# and the comparison of stdout, stderr and the exit status with the failure
# text a reader needs (the first differing line, a short diff, ehi's stderr).
# A plain module, not a lit format, so that each format keeps only what is
# its own: how it finds its tests and how it makes the IR it runs.

import difflib
import fnmatch
import os
import shlex
import subprocess

import lit.Test

STDERR_HEAD = 12      # lines of ehi's stderr shown on failure


def read_xfail(suite_dir):
    """The globs of expected/XFAIL ('#' starts a comment); [] without the file."""
    pats = []
    try:
        with open(os.path.join(suite_dir, 'expected', 'XFAIL')) as f:
            for line in f:
                line = line.split('#', 1)[0].strip()
                if line:
                    pats.append(line)
    except OSError:
        pass
    return pats


def apply_xfail(result, key, pats):
    """A listed test that fails is XFAIL; one that passes is XPASS, so that a
    fixed test gets unlisted."""
    if not any(fnmatch.fnmatchcase(key, p) for p in pats):
        return result
    if result.code == lit.Test.PASS:
        return lit.Test.Result(lit.Test.XPASS, 'listed in expected/XFAIL but passes: unlist it\n')
    if result.code in (lit.Test.FAIL, lit.Test.TIMEOUT):
        return lit.Test.Result(lit.Test.XFAIL, result.output)
    return result


def expected_file(suite_dir, name, target, ext):
    """expected/<name>.<target>.<ext> if it exists, else expected/<name>.<ext>."""
    for cand in ('%s.%s.%s' % (name, target, ext), '%s.%s' % (name, ext)):
        p = os.path.join(suite_dir, 'expected', cand)
        if os.path.exists(p):
            return p
    return None


def read_bytes(path):
    with open(path, 'rb') as f:
        return f.read()


def head(err):
    lines = err.decode('utf-8', 'replace').splitlines()
    s = '\n'.join('    ' + l[:300] for l in lines[:STDERR_HEAD])
    if len(lines) > STDERR_HEAD:
        s += '\n    ... (%d more lines)' % (len(lines) - STDERR_HEAD)
    return s or '    (empty)'


def first_diff(label, exp, got, limit=16):
    """The start of a unified diff of an expected and an actual stream."""
    el = exp.decode('utf-8', 'replace').splitlines()
    gl = got.decode('utf-8', 'replace').splitlines()
    i = 0
    while i < len(el) and i < len(gl) and el[i] == gl[i]:
        i += 1
    diff = list(difflib.unified_diff(el, gl, 'expected', 'ehi', n=2, lineterm=''))
    lines = ['%s differs, first at line %d (expected %d lines, got %d%s):' %
             (label, i + 1, len(el), len(gl), '' if got.endswith(b'\n') or not got else ', no final newline')]
    lines += ['    ' + l[:300] for l in diff[:limit]]
    if len(diff) > limit:
        lines.append('    ... (%d more diff lines)' % (len(diff) - limit))
    return '\n'.join(lines)


def shown(cmd):
    return ' '.join(shlex.quote(a) for a in cmd)


def run_ehi(what, cmd, env, timeout):
    """Run ehi; (stdout, stderr, status, None) or (.., .., .., a lit Result
    when it could not run or timed out)."""
    ehi = cmd[0]
    if os.sep in ehi and not os.access(ehi, os.X_OK):
        return b'', b'', 0, lit.Test.Result(lit.Test.FAIL, 'ehi binary not found or not executable: %s\n' % ehi)
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=env, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return b'', b'', 0, lit.Test.Result(
            lit.Test.TIMEOUT, '%s\ncommand: %s\ntimed out after %s s\nstderr head:\n%s\n' %
            (what, shown(cmd), timeout, head(e.stderr or b'')))
    return p.stdout, p.stderr, p.returncode, None


def compare(want_out, want_err, want_st, out, err, code):
    """The problems of a run against its expectations (want_err None: stderr
    is not compared); [] when it matches."""
    problems = []
    if code < 0:
        problems.append('ehi itself died with signal %d (a crash in ehi, not the program)' % -code)
    if code != want_st:
        problems.append('exit status: expected %d, got %d' % (want_st, code))
    if out != want_out:
        problems.append(first_diff('stdout', want_out, out))
    if want_err is not None and err != want_err:
        problems.append(first_diff('stderr', want_err, err))
    return problems
