#!/usr/bin/env python3
"""Random IR from LLVM's llvm-stress, run by ehi and by lli (LLVM's JIT),
outputs compared: a check of ehi's non-EH semantics on IR nobody wrote.

  stress.py [--ehi PATH] [--first SEED] [--count N] [--size N] [--keep DIR] [--json FILE]

Each seed's function (@autogen_SD<seed>(i8*, i32*, i64*, i32, i64, i8), LLVM 14
syntax) is wrapped in a main that gives it three zeroed 256-byte cells and fixed
scalars, then prints each cell's first value and a hash of all their bytes,
passed as noundef arguments so that ehi reports a cell holding undef or poison
instead of printing a value.  Verdicts per seed:
  agree       same stdout and status
  DISAGREE    ehi ran to the end and differs from lli (kept in --keep DIR)
  ehi-ub      ehi reported undefined behaviour (66): lli's answer means nothing
              (the JSON line's "report" names the rule)
  ehi-limit   ehi stopped at --max-steps (a loop llvm-stress made endless)
  lli-hang    lli did not finish in time (ehi's answer is not compared)
Exit status 1 when any seed disagrees.  A small fixed run is part of
`make check` (stress.test)."""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

LLVM14 = os.environ.get('LLVM14_BIN', '/usr/lib/llvm-14/bin')

# Each cell is 256 bytes (llvm-stress reads and writes them through
# pointers of any type it casts them to, up to a 128-byte vector: 1-byte
# cells made most programs undefined, a read past the end); main prints the
# first value of each and a hash of all their bytes.  The i8 goes to printf
# sign-extended to int, as C promotes it: a bare i8 argument leaves the
# upper bits of its register unspecified (x86-64 psABI), which lli printed
# as they happened to be (ehi: zero).
WRAPPER = '''
@g8 = global [256 x i8] zeroinitializer, align 64
@g32 = global [64 x i32] zeroinitializer, align 64
@g64 = global [32 x i64] zeroinitializer, align 64
@fmt = private constant [25 x i8] c"%%d %%d %%lld %%016llx done\\0A\\00"
declare i32 @printf(i8*, ...)
define i64 @hash(i8* %%p, i64 %%h0) {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%h = phi i64 [ %%h0, %%entry ], [ %%h1, %%loop ]
  %%q = getelementptr i8, i8* %%p, i64 %%i
  %%b = load i8, i8* %%q
  %%z = zext i8 %%b to i64
  %%m = mul i64 %%h, 1099511628211
  %%h1 = xor i64 %%m, %%z
  %%i1 = add i64 %%i, 1
  %%more = icmp ult i64 %%i1, 256
  br i1 %%more, label %%loop, label %%done
done:
  ret i64 %%h1
}
define i32 @main() {
  %%p8 = getelementptr [256 x i8], [256 x i8]* @g8, i64 0, i64 0
  %%p32 = getelementptr [64 x i32], [64 x i32]* @g32, i64 0, i64 0
  %%p64 = getelementptr [32 x i64], [32 x i64]* @g64, i64 0, i64 0
  call void @autogen_SD%(seed)d(i8* %%p8, i32* %%p32, i64* %%p64, i32 1234567, i64 -98765432101, i8 77)
  %%a8 = load i8, i8* %%p8
  %%a = sext i8 %%a8 to i32
  %%b = load i32, i32* %%p32
  %%c = load i64, i64* %%p64
  %%q32 = bitcast i32* %%p32 to i8*
  %%q64 = bitcast i64* %%p64 to i8*
  %%h8 = call i64 @hash(i8* %%p8, i64 -3750763034362895579)
  %%h32 = call i64 @hash(i8* %%q32, i64 %%h8)
  %%h64 = call i64 @hash(i8* %%q64, i64 %%h32)
  %%f = getelementptr [25 x i8], [25 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %%f, i32 noundef %%a, i32 noundef %%b, i64 noundef %%c, i64 noundef %%h64)
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
        rule = re.search(rb'\[([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\]', eerr)
        return 'ehi-ub', path, rule.group(1) if rule else b''  # the rule's id
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
                line = {'seed': seed, 'size': a.size, 'verdict': verdict}
                if verdict == 'ehi-ub':
                    line['report'] = detail.decode()
                out.write(json.dumps(line) + '\n')
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
