#!/usr/bin/env python3
"""Random IR from LLVM's llvm-stress, run by ehi and by lli (LLVM's JIT),
outputs compared: a check of ehi's non-EH semantics on IR nobody wrote.

  stress.py [--ehi PATH] [--first SEED] [--count N] [--size N] [--keep DIR] [--json FILE]

Each seed's function (@autogen_SD<seed>(i8*, i32*, i64*, i32, i64, i8), LLVM 14
syntax) is wrapped in a main that gives it three zeroed cells and fixed scalars,
then prints the three cells, passed as noundef arguments so that ehi reports a
cell holding undef or poison instead of printing a value.  Verdicts per seed:
  agree       same stdout and status
  DISAGREE    ehi ran to the end and differs from lli (kept in --keep DIR)
  ehi-ub      ehi reported undefined behaviour (66): lli's answer means nothing
  ehi-limit   ehi stopped at --max-steps (a loop llvm-stress made endless)
  lli-hang    lli did not finish in time (ehi's answer is not compared)
Exit status 1 when any seed disagrees.  A small fixed run is part of
`make check` (stress.test)."""
import argparse, json, os, shutil, subprocess, sys, tempfile

LLVM14 = os.environ.get('LLVM14_BIN', '/usr/lib/llvm-14/bin')

WRAPPER = '''
@g8 = global i8 0
@g32 = global i32 0
@g64 = global i64 0
@fmt = private constant [17 x i8] c"%%d %%d %%lld done\\0A\\00"
declare i32 @printf(i8*, ...)
define i32 @main() {
  call void @autogen_SD%(seed)d(i8* @g8, i32* @g32, i64* @g64, i32 1234567, i64 -98765432101, i8 77)
  %%a = load i8, i8* @g8
  %%b = load i32, i32* @g32
  %%c = load i64, i64* @g64
  %%f = getelementptr [17 x i8], [17 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %%f, i8 noundef %%a, i32 noundef %%b, i64 noundef %%c)
  ret i32 0
}
'''


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b'', b''


def one(seed, size, ehi, tmp):
    gen = subprocess.run([os.path.join(LLVM14, 'llvm-stress'), '-seed=%d' % seed, '-size=%d' % size],
                         stdout=subprocess.PIPE, check=True).stdout.decode()
    path = os.path.join(tmp, 'stress-%d.ll' % seed)
    with open(path, 'w') as f:
        f.write('target triple = "x86_64-unknown-linux-gnu"\n' + gen + WRAPPER % {'seed': seed})
    est, eout, eerr = run([ehi, 'run', '--max-steps=2000000', '--timeout=60', path], 90)
    if est == 66:
        return 'ehi-ub', path, eerr
    if est == 67:
        return 'ehi-limit', path, eerr
    lst, lout, lerr = run([os.path.join(LLVM14, 'lli'), path], 20)
    if lst is None:
        return 'lli-hang', path, b''
    if (est, eout) == (lst, lout):
        return 'agree', path, b''
    detail = b'ehi: status %r, stdout %r, stderr %r\nlli: status %r, stdout %r\n' % (
        est, eout, eerr[:400], lst, lout)
    return 'DISAGREE', path, detail


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ehi', default=os.environ.get('EHI', 'build/ehi'))
    ap.add_argument('--first', type=int, default=1)
    ap.add_argument('--count', type=int, default=20)
    ap.add_argument('--size', type=int, default=40)
    ap.add_argument('--keep', default=None)
    ap.add_argument('--json', default=None)
    a = ap.parse_args()
    counts = {}
    out = open(a.json, 'w') if a.json else None
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(a.first, a.first + a.count):
            verdict, path, detail = one(seed, a.size, a.ehi, tmp)
            counts[verdict] = counts.get(verdict, 0) + 1
            if out:
                out.write(json.dumps({'seed': seed, 'size': a.size, 'verdict': verdict}) + '\n')
            if verdict == 'DISAGREE':
                sys.stdout.write('seed %d: DISAGREE\n%s' % (seed, detail.decode('utf-8', 'replace')))
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    shutil.copy(path, a.keep)
    print('llvm-stress seeds %d..%d (size %d): %s' % (
        a.first, a.first + a.count - 1, a.size,
        ', '.join('%s %d' % (k, v) for k, v in sorted(counts.items()))))
    return 1 if counts.get('DISAGREE') else 0


if __name__ == '__main__':
    sys.exit(main())
