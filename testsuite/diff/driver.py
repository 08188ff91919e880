#!/usr/bin/env python3
# driver.py: run generated EH programs natively and under ehi, report every
# disagreement (README.md).
#
#   driver.py --seed 7 [--count 10] [--matrix check|ir|full] [--size small|normal|large]
#   driver.py --source prog.cpp [--matrix ...]        a kept or hand-written program
#
# For one program: the x86_64 Linux native binary (clang-19 -O0, libstdc++,
# stdout unbuffered) gives the expectation (stdout, stderr, status) of every
# target: the generator makes programs whose output does not depend on the
# target (gen/program.py).  Then, per the matrix, real binaries of other
# targets (kind "real": compared with the expectation, a difference is a
# target difference or a generator bug) and the IR of each target, compiler
# and level under `ehi run` (kind "ehi").  One JSON line per (program, kind,
# target, compiler, level) goes to --results.  A failing program is kept in
# its work folder, and the generator's shrinker writes a reduced program per
# failing outcome (shrunk-*.cpp) while the same cell still fails the same way.

import argparse
import fcntl
import json
import os
import shlex
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True      # keep __pycache__ out of the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, 'gen'))
import generate  # noqa: E402
from program import render  # noqa: E402
from shrink import shrink, size as tree_size  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
LLVM = {'clang14': os.environ.get('LLVM14_BIN', '/usr/lib/llvm-14/bin'),
        'clang19': os.environ.get('LLVM19_BIN', '/usr/lib/llvm-19/bin')}
NATIVE = 'x86_64-linux-gnu'
REF = ('clang19', 'O0')            # the native build that gives the expectation
OPTS = ('O0', 'O2')
COMPILERS = ('clang14', 'clang19')
CC_TIMEOUT = 120
RUN_TIMEOUT = 60

# ehi's exit statuses that name what went wrong (SPEC.md, "Exit statuses");
# any other status or output that differs is "differs"
EHI_STATUS = {1: 'ehi-rejects', 3: 'ehi-rejects', 66: 'ehi-ub', 67: 'ehi-limit', 68: 'ehi-unsupported'}

GCC_DROPS = ('-fcxx-exceptions', '-Wno-everything', '-Wno-unused-command-line-argument')
# outcomes that are no disagreement between ehi and a real run: not shrunk
NOT_SHRUNK = ('compile-error', 'real-error', 'generator-error')

UNBUFFERED_C = ('#include <stdio.h>\n'
                '__attribute__((constructor)) static void ehi_diff_unbuffered(void)'
                ' { setvbuf(stdout, NULL, _IONBF, 0); }\n')


def read_targets(path=os.path.join(HERE, 'targets')):
    """(common IR flags, [(triple, ir flags, real flags, runner, in_check)])."""
    common, rows = [], []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            t, ir, real, runner, check = [x.strip() for x in line.split('|')]
            if t == 'ALL':
                common = shlex.split(ir)
            else:
                rows.append((t, shlex.split(ir), shlex.split(real) if real else None,
                             None if runner in ('', '-') else runner, check == 'yes'))
    return common, rows


def cells(matrix, seed, rows):
    """The (kind, target, cc, opt) cells of one program, the reference excluded.
    check: every target of the check column at -O0 and -O2, one compiler per
           level, swapped with the seed's parity (both compilers at both
           levels over two seeds); no real binary but the reference.
    ir:    every target x clang14, clang19 x -O0, -O2 under ehi.
    full:  ir, plus the real binaries: each target that has one at -O0 and
           -O2 (clang-19), and g++ for x86_64."""
    out = []
    if matrix == 'check':
        a, b = ('clang19', 'clang14') if seed % 2 else ('clang14', 'clang19')
        for t, _, _, _, chk in rows:
            if chk:
                out += [('ehi', t, a, 'O0'), ('ehi', t, b, 'O2')]
        return out
    if matrix == 'full':
        for t, _, real, _, _ in rows:
            if real:
                for o in OPTS:
                    if (t, 'clang19', o) != (NATIVE,) + REF:
                        out.append(('real', t, 'clang19', o))
        out += [('real', NATIVE, 'gcc', o) for o in OPTS]
    for t, _, _, _, _ in rows:
        for cc in COMPILERS:
            for o in OPTS:
                out.append(('ehi', t, cc, o))
    return out


def _run(cmd, timeout, cwd=None):
    """(status, stdout, stderr, timed_out); status -N for a signal."""
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, cwd=cwd)
        return p.returncode, p.stdout, p.stderr, False
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b'', e.stderr or b'', True


def _first_diff(what, exp, got):
    el, gl = exp.decode('utf-8', 'replace').splitlines(), got.decode('utf-8', 'replace').splitlines()
    i = 0
    while i < len(el) and i < len(gl) and el[i] == gl[i]:
        i += 1
    e = el[i] if i < len(el) else '(end)'
    g = gl[i] if i < len(gl) else '(end)'
    return '%s line %d: expected %r, got %r' % (what, i + 1, e[:120], g[:120])


class Program:
    """One program's work folder and its builds."""

    def __init__(self, work, text, common, rows, ehi):
        self.work = work
        self.common = common
        self.rows = {r[0]: r for r in rows}
        self.ehi = ehi
        os.makedirs(work, exist_ok=True)
        self.src = os.path.join(work, 'prog.cpp')
        with open(self.src, 'w') as f:
            f.write(text)

    def _unbuffered(self):
        obj = os.path.join(self.work, 'unbuffered.o')
        if not os.path.exists(obj):
            c = os.path.join(self.work, 'unbuffered.c')
            with open(c, 'w') as f:
                f.write(UNBUFFERED_C)
            st, _, err, _ = _run([os.path.join(LLVM['clang19'], 'clang'), '-c', c, '-o', obj], CC_TIMEOUT)
            if st != 0:
                raise RuntimeError('cannot build unbuffered.o: %s' % err.decode(errors='replace'))
        return obj

    def real(self, target, cc, opt):
        """Build and run a real binary: (status, out, err) or an error text."""
        exe = os.path.join(self.work, 'real.%s.%s.%s' % (target, cc, opt))
        flags = self.common + ['-' + opt]
        if cc == 'gcc':
            # clang's spellings that g++ does not take
            drv = ['g++'] + [f for f in flags if f not in GCC_DROPS] + ['-w']
        else:
            drv = [os.path.join(LLVM[cc], 'clang++')] + flags + self.rows[target][2]
        st, out, err, to = _run(drv + ['-c', self.src, '-o', exe + '.o'], CC_TIMEOUT)
        if st != 0:
            return 'real build failed: %s' % err.decode(errors='replace')[:500]
        link = drv[:1] + (self.rows[target][2] if cc != 'gcc' else [])
        objs = [exe + '.o'] + ([self._unbuffered()] if target == NATIVE else [])
        st, out, err, to = _run(link + objs + ['-o', exe], CC_TIMEOUT)
        if st != 0:
            return 'real link failed: %s' % err.decode(errors='replace')[:500]
        runner = self.rows[target][3]
        st, out, err, to = _run(([runner] if runner else []) + [exe], RUN_TIMEOUT)
        if to:
            return 'real binary timed out'
        # qemu-user's own report of a guest signal is not the program's
        err = b''.join(l for l in err.splitlines(True) if not l.startswith(b'qemu: uncaught target signal'))
        if st < 0:
            st = 128 - st
        return st, out, err

    def ir(self, target, cc, opt):
        ll = os.path.join(self.work, '%s.%s.%s.ll' % (target, cc, opt))
        cmd = [os.path.join(LLVM[cc], 'clang')] + self.common + self.rows[target][1] + \
            ['-' + opt, '-S', '-emit-llvm', self.src, '-o', ll]
        st, _, err, to = _run(cmd, CC_TIMEOUT)
        if st != 0:
            return None, 'IR compilation failed: %s' % err.decode(errors='replace')[:500]
        return ll, None

    def ehi_run(self, ll):
        return _run([self.ehi, 'run', ll], RUN_TIMEOUT)


def judge_ehi(ref, got):
    """Outcome and detail of an ehi run against the expectation."""
    want_st, want_out, want_err = ref
    st, out, err, to = got
    if to:
        return 'ehi-timeout', 'no exit within %d s' % RUN_TIMEOUT
    if st < 0:
        return 'ehi-crash', 'ehi died with signal %d' % -st
    if (st, out, err) == (want_st, want_out, want_err):
        return 'pass', ''
    first = next((l for l in err.decode('utf-8', 'replace').splitlines() if l.startswith('ehi: ')), '')
    if st != want_st and st in EHI_STATUS:
        return EHI_STATUS[st], first[:300] or 'status %d' % st
    if out != want_out:
        d = _first_diff('stdout', want_out, out)
    elif err != want_err:
        d = _first_diff('stderr', want_err, err)
    else:
        d = 'status: expected %d, got %d' % (want_st, st)
    return 'differs', d


def judge_real(ref, got):
    if isinstance(got, str):
        return 'real-error', got
    if got == ref:
        return 'pass', ''
    want_st, want_out, want_err = ref
    st, out, err = got
    if out != want_out:
        return 'real-differs', _first_diff('stdout', want_out, out)
    if err != want_err:
        return 'real-differs', _first_diff('stderr', want_err, err)
    return 'real-differs', 'status: expected %d, got %d' % (want_st, st)


def run_cell(prog, ref, cell):
    kind, target, cc, opt = cell
    if kind == 'real':
        return judge_real(ref, prog.real(target, cc, opt))
    ll, problem = prog.ir(target, cc, opt)
    if problem:
        return 'compile-error', problem
    return judge_ehi(ref, prog.ehi_run(ll))


def reference(prog):
    got = prog.real(NATIVE, *REF)
    if isinstance(got, str):
        return None, got
    return got, None


def _aspect(outcome, detail):
    """What the shrinker keeps: the outcome, and for 'differs' which of
    stdout, stderr and status differs first."""
    return (outcome, detail.split(' ', 1)[0] if outcome in ('differs', 'real-differs') else '')


class CxxLang:
    """What shrink_cell needs of a generator and its driver: a program's
    builds from a tree, its reference, a cell's run, the shrinker."""
    ext = '.cpp'
    shrink = staticmethod(shrink)
    size = staticmethod(tree_size)
    run_cell = staticmethod(run_cell)
    reference = staticmethod(reference)

    def __init__(self, common, rows, ehi):
        self.common, self.rows, self.ehi = common, rows, ehi

    def program(self, work, tree):
        return Program(work, render(tree), self.common, self.rows, self.ehi)


def shrink_cell(tree, cell, aspect, lang, work, log, max_seconds=600.0):
    """Shrink TREE while CELL still fails with ASPECT (_aspect); write
    shrunk-<cell><ext> and, beside it, a folder with its builds and a README;
    returns the path of the reduced program.  LANG: CxxLang or the like."""
    tag = '-'.join(cell)
    scratch = os.path.join(work, 'shrink-' + tag)

    def still_fails(cand):
        shutil.rmtree(scratch, ignore_errors=True)
        p = lang.program(scratch, cand)
        ref, problem = lang.reference(p)
        if problem:
            return False
        return _aspect(*lang.run_cell(p, ref, cell)) == aspect

    small, tests = lang.shrink(tree, still_fails, max_seconds=max_seconds, log=log)
    shutil.rmtree(scratch, ignore_errors=True)
    p = lang.program(os.path.join(work, 'shrunk-' + tag), small)
    ref, _ = lang.reference(p)
    res = lang.run_cell(p, ref, cell) if ref else ('reference failed', '')
    with open(os.path.join(p.work, 'README'), 'w') as f:
        f.write('cell %s: %s (%s)\nshrunk from size %d to %d in %d runs\n'
                % (' '.join(cell), res[0], res[1], lang.size(tree), lang.size(small), tests))
    final = os.path.join(work, 'shrunk-%s%s' % (tag, lang.ext))
    shutil.copyfile(p.src, final)
    return final


def note_failure(seen, cell, outcome, detail):
    """Remember the first cell of each way of failing (one shrink each)."""
    if outcome not in NOT_SHRUNK:
        seen.setdefault(_aspect(outcome, detail), cell)


def shrink_failures(name, lines, seen, tree, lang, work, seconds, log):
    """Shrink a cell of each way of failing; name the reduced program in
    the cells' lines (field 'shrunk')."""
    for aspect, cell in seen.items():
        log('%s: shrinking %s (%s)' % (name, ' '.join(cell), ' '.join(aspect)))
        path = shrink_cell(tree, cell, aspect, lang, work, log, seconds)
        for d in lines:
            if (d['kind'], d['target'], d['cc'], d['opt']) == cell:
                d['shrunk'] = path


def append_results(path, lines):
    if not path:
        return
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, 'a') as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        for d in lines:
            f.write(json.dumps(d, sort_keys=True) + '\n')
        f.flush()
        fcntl.flock(f, fcntl.LOCK_UN)


def report_cells(name, lines, results):
    """keep a program's cells in RESULTS, print the failed ones and a
    summary line; the number failed"""
    append_results(results, lines)
    failed = [d for d in lines if d['outcome'] != 'pass']
    for d in failed:
        print('%s %s %s %s %s: %s: %s' % (name, d['kind'], d['target'], d['cc'], d['opt'],
                                          d['outcome'], d['detail']))
    print('%s: %d cells, %d failed' % (name, len(lines), len(failed)))
    return len(failed)


def run_program(name, text, tree, seed, opts, log=lambda s: None):
    """Run one program through the matrix; returns its JSON-line dicts.  Its
    work folder is removed when every cell passes (unless opts.keep)."""
    common, rows = read_targets()
    work = os.path.join(opts.work, name)
    shutil.rmtree(work, ignore_errors=True)
    prog = Program(work, text, common, rows, opts.ehi)
    generated = tree is not None      # else a --source program: no seed, size or generator
    base = {'program': name, 'seed': seed, 'size': opts.size if generated else None,
            'gen': generate.GEN_VERSION if generated else None, 'matrix': opts.matrix}
    t0 = time.monotonic()
    ref, problem = reference(prog)
    lines = []
    if problem:
        lines.append(dict(base, kind='real', target=NATIVE, cc=REF[0], opt=REF[1],
                          outcome='generator-error', detail=problem[:500], keep=work))
        return lines
    seen = {}
    for cell in cells(opts.matrix, seed if seed is not None else 0, rows):
        t = time.monotonic()
        outcome, detail = run_cell(prog, ref, cell)
        d = dict(base, kind=cell[0], target=cell[1], cc=cell[2], opt=cell[3], outcome=outcome,
                 detail=detail, expected_status=ref[0], seconds=round(time.monotonic() - t, 3))
        if outcome != 'pass':
            d['keep'] = work
            note_failure(seen, cell, outcome, detail)
        lines.append(d)
    if seen and tree is not None and opts.shrink:
        shrink_failures(name, lines, seen, tree, CxxLang(common, rows, opts.ehi), work, opts.shrink_seconds, log)
    if all(d['outcome'] == 'pass' for d in lines) and not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    log('%s: %d cells in %.1f s' % (name, len(lines), time.monotonic() - t0))
    return lines


def program_name(seed, size):
    return '%s-%d' % (size, seed)


def add_options(ap, what, sizes):
    """The options both drivers take (WHAT: the kind of program --source
    names; SIZES: the generator's)."""
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument('--seed', type=int, help='the first seed')
    src.add_argument('--source', help='a %s program instead of a generated one' % what)
    ap.add_argument('--count', type=int, default=1, help='programs from --seed on')
    ap.add_argument('--size', choices=sizes, default='normal')
    ap.add_argument('--matrix', choices=('check', 'ir', 'full'), default='full')
    ap.add_argument('--work', default=os.path.join(ROOT, 'build', 'difftest'))
    ap.add_argument('--results', help='append the JSON lines here')
    ap.add_argument('--ehi', default=os.environ.get('EHI', os.path.join(ROOT, 'build', 'ehi')))
    ap.add_argument('--no-shrink', dest='shrink', action='store_false')
    ap.add_argument('--shrink-seconds', type=float, default=600.0, help='time for one shrink')
    ap.add_argument('--keep', action='store_true', help='keep passing programs too')
    ap.add_argument('-v', action='store_true', help='say what happens on stderr')


def options(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[1] if __doc__ else None)
    add_options(ap, 'C++', generate.SIZES)
    return ap.parse_args(argv)


def drive(opts, make_tree, render, name_of, run_program):
    """Either driver's main: the --source program, or the --count generated
    from --seed on (make_tree(seed, size), rendered), through run_program;
    exits 1 when a cell failed."""
    opts.ehi = os.path.abspath(opts.ehi)
    log = (lambda s: sys.stderr.write(s + '\n')) if opts.v else (lambda s: None)
    if opts.source:
        with open(opts.source) as f:
            jobs = [(os.path.splitext(os.path.basename(opts.source))[0], f.read(), None, None)]
    else:
        jobs = []
        for seed in range(opts.seed, opts.seed + opts.count):
            tree = make_tree(seed, opts.size)
            jobs.append((name_of(seed, opts.size), render(tree), tree, seed))
    bad = 0
    for name, text, tree, seed in jobs:
        bad += report_cells(name, run_program(name, text, tree, seed, opts, log), opts.results)
    sys.exit(1 if bad else 0)


def main():
    drive(options(), generate.generate, render, program_name, run_program)


if __name__ == '__main__':
    main()
