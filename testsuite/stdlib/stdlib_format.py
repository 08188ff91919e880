# lit test format for the stdlib corpus (used by lit.local.cfg; a real
# module because lit pickles the format for its worker processes).
#
# Every src/<name>.cpp gives one test per (compiler, target, level) of the
# chosen matrix, named stdlib/<cc>/<target>/<name>.<O0|O2>.  A test
#   1. compiles the program to IR with that clang for that target into the
#      build folder, <exec root>/stdlib/<cc>/<target>/<name>.<opt>.ll, unless
#      the .ll there is newer than the source and was made by the same
#      command (kept beside it in .ll.cmd), so a second run compiles nothing;
#   2. runs `ehi run FILE.ll` (with --libdir=$EHI_LIBDIR when that variable
#      is set; otherwise ehi finds lib/ beside itself);
#   3. compares stdout, stderr and the exit status exactly with
#      expected/<name>[.<target>].out, .err, .status (gen.sh).
# expected/XFAIL lists known failures, one glob over <cc>/<target>/<name>.<opt>
# per line ('#' starts a comment): a listed test that fails is XFAIL, one
# that passes is XPASS (a failure, so fixed tests get unlisted).

import os
import shlex
import subprocess
import sys

import lit.Test
from lit.formats.base import TestFormat

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tools'))
import outcome_check as oc  # noqa: E402

RUN_TIMEOUT = 120      # seconds per ehi run unless lit's --timeout says otherwise
CC_TIMEOUT = 300       # seconds per compilation
OPTS = ('O0', 'O2')
COMPILERS = ('clang19', 'clang14')
NATIVE = 'x86_64-linux-gnu'
SMOKE_MARK = 'STDLIB-SMOKE'


def read_targets(path):
    """The rows of the targets file that are on: (common flags, {triple: flags})."""
    common, targets = [], {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            fields = [x.strip() for x in line.split('|')]
            if len(fields) != 5 or fields[4] != 'on':
                continue
            if fields[0] == 'ALL':
                common = shlex.split(fields[1])
            else:
                targets[fields[0]] = shlex.split(fields[1])
    return common, targets


def matrix(mode, smoke, targets):
    """The (cc, target, opt) triples a program is tested with.

    full:    every compiler, target and level.
    default: clang19 x86_64 at both levels for every program; the programs
             marked STDLIB-SMOKE also with clang14 x86_64 at both levels and,
             on every other target, clang19 -O0 and clang14 -O2.
    native:  clang19 and clang14 x86_64 at both levels, every program.
    off:     nothing."""
    if mode == 'off':
        return []
    if mode == 'full':
        return [(cc, t, o) for cc in COMPILERS for t in targets for o in OPTS]
    if mode == 'native':
        return [(cc, NATIVE, o) for cc in COMPILERS for o in OPTS]
    rows = [('clang19', NATIVE, o) for o in OPTS]
    if smoke:
        rows += [('clang14', NATIVE, o) for o in OPTS]
        for t in targets:
            if t != NATIVE:
                rows += [('clang19', t, 'O0'), ('clang14', t, 'O2')]
    return rows


class StdlibFormat(TestFormat):
    def __init__(self, suite_dir, ehi, mode, libdir, clangs):
        self.suite_dir = os.path.realpath(suite_dir)
        self.ehi = ehi
        self.mode = mode
        self.libdir = libdir
        self.clangs = clangs            # {'clang14': path of clang++, ...}
        self.common, self.targets = read_targets(os.path.join(suite_dir, 'targets'))
        self.xfail = oc.read_xfail(suite_dir)

    # ---- discovery -----------------------------------------------------------
    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        if os.path.realpath(testSuite.getSourcePath(path_in_suite)) != self.suite_dir:
            return
        src_dir = os.path.join(self.suite_dir, 'src')
        for fn in sorted(os.listdir(src_dir)):
            if not fn.endswith('.cpp'):
                continue
            name = fn[:-4]
            src = os.path.join(src_dir, fn)
            with open(src, errors='replace') as f:
                smoke = SMOKE_MARK in f.read()
            for cc, target, opt in matrix(self.mode, smoke, self.targets):
                yield lit.Test.Test(testSuite, path_in_suite + (cc, target, '%s.%s' % (name, opt)),
                                    localConfig, file_path=src)

    # ---- one test ------------------------------------------------------------
    def execute(self, test, litConfig):
        cc, target, base = test.path_in_suite[-3:]
        result = self._execute(test, litConfig, cc, target, base)
        return oc.apply_xfail(result, '%s/%s/%s' % (cc, target, base), self.xfail)

    def _compile(self, src, ll, cc, target, opt):
        """Compile SRC to LL unless the cached one is up to date; None or an error text."""
        flags = [self.clangs[cc]] + self.common + self.targets[target] + ['-' + opt, '-S', '-emit-llvm', src]
        key = ' '.join(shlex.quote(a) for a in flags) + '\n'
        tmp = '%s.%d.tmp' % (ll, os.getpid())     # two runs of lit at once never share it
        cmd = flags + ['-o', tmp]
        try:
            with open(ll + '.cmd') as f:
                same = f.read() == key
            if same and os.path.getmtime(ll) >= os.path.getmtime(src):
                return None
        except OSError:
            pass
        os.makedirs(os.path.dirname(ll), exist_ok=True)
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=CC_TIMEOUT)
        except (OSError, subprocess.TimeoutExpired) as e:
            return 'compilation failed: %s\ncommand: %s' % (e, key)
        if p.returncode != 0:
            return 'compilation failed (status %d)\ncommand: %s%s' % (
                p.returncode, key, p.stdout.decode('utf-8', 'replace')[:2000])
        os.replace(tmp, ll)
        with open(ll + '.cmd', 'w') as f:
            f.write(key)
        return None

    def _execute(self, test, litConfig, cc, target, base):
        name, opt = base.rsplit('.', 1)
        what = 'program %s, target %s, %s -%s' % (name, target, cc, opt)
        src = test.getFilePath()
        exp = {ext: oc.expected_file(self.suite_dir, name, target, ext) for ext in ('out', 'err', 'status')}
        if not all(exp.values()):
            return lit.Test.Result(lit.Test.UNRESOLVED, '%s: no expected/%s.out, .err or .status (run gen.sh)\n'
                                   % (what, name))
        ll = test.getExecPath() + '.ll'
        problem = self._compile(src, ll, cc, target, opt)
        if problem:
            return lit.Test.Result(lit.Test.UNRESOLVED, '%s\n%s\n' % (what, problem))

        cmd = [self.ehi, 'run'] + (['--libdir=' + self.libdir] if self.libdir else []) + [ll]
        out, err, code, failed = oc.run_ehi(what, cmd, test.config.environment,
                                            litConfig.maxIndividualTestTime or RUN_TIMEOUT)
        if failed:
            return failed
        want_st = int(oc.read_bytes(exp['status']).decode().strip())
        problems = oc.compare(oc.read_bytes(exp['out']), oc.read_bytes(exp['err']), want_st, out, err, code)
        if not problems:
            return lit.Test.Result(lit.Test.PASS, '')
        first = next((l for l in err.decode('utf-8', 'replace').splitlines() if l.startswith('ehi: ')), '')
        msg = [what, 'command: %s' % oc.shown(cmd)]
        if first:
            msg.append('first ehi report: %s' % first[:300])
        msg += problems
        msg += ['ehi stderr head:', oc.head(err)]
        return lit.Test.Result(lit.Test.FAIL, '\n'.join(msg) + '\n')
