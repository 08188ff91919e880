#!/usr/bin/env python3
"""What integers wider than 128 bits cost (SPEC.md section 6, wide integers).

One loop per width (i64, i128 and the slower path: i256, i1024), the same
work at each: ITERS iterations of an add/xor/shift body, and separately of
a multiply and a division body.  Each module is run by ehi and, as the peer
in the same invocation, by LLVM's own JIT (lli-19); both must print the
same checksum.  Reports the best of RUNS wall times and the ratios: each
width against ehi's own i64 loop (what the slower path costs), and ehi
against lli.

    python3 testsuite/bench/bench-wideint.py [EHI] [--iters N] [--runs R]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
LLI = '/usr/lib/llvm-19/bin/lli'

BODIES = {
    # x = (x + i) ^ (x >> 7); acc += x
    'add/xor/shift': '''
  %s1 = add iW %x, %iw
  %s2 = lshr iW %x, 7
  %x1 = xor iW %s1, %s2
  %acc1 = add iW %acc, %x1''',
    # x = x * K + i (a wrapping LCG); acc ^= x
    'mul': '''
  %s1 = mul iW %x, 6364136223846793005
  %x1 = add iW %s1, %iw
  %acc1 = xor iW %acc, %x1''',
    # acc += x / (i | 3) + x % 1000003; x = x * 3 + 1
    'udiv/urem': '''
  %d = or iW %iw, 3
  %q = udiv iW %x, %d
  %r = urem iW %x, 1000003
  %s1 = add iW %q, %r
  %acc1 = add iW %acc, %s1
  %x3 = mul iW %x, 3
  %x1 = add iW %x3, 1''',
}


def module(width, body, iters):
    b = body.replace('iW', 'i%d' % width)
    return '''target triple = "x86_64-unknown-linux-gnu"
@fmt = private constant [6 x i8] c"%%llx\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%x = phi iW [ 12345678901234567, %%entry ], [ %%x1, %%loop ]
  %%acc = phi iW [ 0, %%entry ], [ %%acc1, %%loop ]
  %%iw = zext i64 %%i to iW%s
  %%i1 = add i64 %%i, 1
  %%done = icmp eq i64 %%i1, %d
  br i1 %%done, label %%out, label %%loop
out:
  %%h = lshr iW %%acc1, %d
  %%m = xor iW %%acc1, %%h
  %%t = trunc iW %%m to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %%t)
  ret i32 0
}
'''.replace('iW', 'i%d' % width) % (b, iters, width // 2) if width > 64 else '''target triple = "x86_64-unknown-linux-gnu"
@fmt = private constant [6 x i8] c"%%llx\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%x = phi i64 [ 12345678901234567, %%entry ], [ %%x1, %%loop ]
  %%acc = phi i64 [ 0, %%entry ], [ %%acc1, %%loop ]
  %%iw = add i64 %%i, 0%s
  %%i1 = add i64 %%i, 1
  %%done = icmp eq i64 %%i1, %d
  br i1 %%done, label %%out, label %%loop
out:
  %%h = lshr i64 %%acc1, 32
  %%m = xor i64 %%acc1, %%h
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %%m)
  ret i32 0
}
''' % (b.replace('iW', 'i64'), iters)


def best(cmd, runs, timeout=None):
    """the best wall time of `runs` runs and the output; (None, None) when
    a run exceeds the timeout"""
    times, out = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, None
        times.append(time.perf_counter() - t0)
        if p.returncode != 0:
            sys.exit('bench-wideint: %s failed (%d): %s' % (' '.join(cmd), p.returncode, p.stderr[:400]))
        out = p.stdout
    return min(times), out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('ehi', nargs='?', default=os.path.join(HERE, '..', '..', 'build', 'ehi'))
    ap.add_argument('--iters', type=int, default=1000000)
    ap.add_argument('--runs', type=int, default=3)
    ap.add_argument('--lli-timeout', type=float, default=30, help='seconds per lli run')
    a = ap.parse_args()
    widths = [64, 128, 256, 1024]
    print('ITERS=%d, best of %d runs; ratios: against ehi on i64, and ehi / lli-19 (JIT, compile included)'
          % (a.iters, a.runs))
    print('%-14s %6s %10s %10s %9s %9s' % ('body', 'width', 'ehi s', 'lli s', 'vs i64', 'ehi/lli'))
    with tempfile.TemporaryDirectory() as d:
        for name, body in BODIES.items():
            base = None
            for w in widths:
                path = os.path.join(d, 'w%d.ll' % w)
                with open(path, 'w') as f:
                    f.write(module(w, body, a.iters))
                te, oe = best([a.ehi, 'run', path], a.runs)
                tl, ol = best([LLI, path], a.runs, a.lli_timeout) if os.path.exists(LLI) else (None, None)
                if ol is not None and oe != ol:
                    sys.exit('bench-wideint: ehi and lli disagree on %s i%d: %r %r' % (name, w, oe, ol))
                base = base or te
                lli_s = '%10.3f' % tl if tl is not None else '%10s' % ('> %g' % a.lli_timeout)
                ratio = '%8.1fx' % (te / tl) if tl is not None else '%9s' % ('< %.2fx' % (te / a.lli_timeout))
                print('%-14s %6s %10.3f %s %8.1fx %s' % (name, 'i%d' % w, te, lli_s, te / base, ratio))


if __name__ == '__main__':
    main()
