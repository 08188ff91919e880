#!/usr/bin/env python3
"""Throw/catch benchmarks: ehi on the -O0 IR against the native -O0 binary.

  bench-eh.py [--runs N] [--quick]

Each program in src/eh_*.cpp takes a round count as argv[1] and prints a
checksum; the checksums of ehi and the native binary must agree.  Both run
in this one invocation, interleaved, and the table gives the median wall
time of each, the ratio ehi/native, and the time per throw.  The whole
program is timed, so ehi's figure includes interpreting the code between
throws (constructors, destructors, the loop), not only the unwinder.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EHI = os.environ.get("EHI", os.path.join(ROOT, "build", "ehi"))
CXX = os.environ.get("CXX14", "clang++-14" if subprocess.run(["sh", "-c", "command -v clang++-14"],
                     capture_output=True).returncode == 0 else "clang++")
# (program, full rounds, quick rounds, throws per round)
PROGRAMS = [("eh_throw1", 35000, 500, 1), ("eh_throw10", 3000, 50, 1), ("eh_base3", 12000, 200, 1)]


def run(cmd):
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        sys.exit("bench-eh: %s failed (status %d): %s" % (" ".join(cmd), p.returncode, p.stderr[:300]))
    return dt, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_RUNS", "3")))
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="ehi-bench-eh-")
    print("%-11s %7s %10s %10s %8s %12s %12s" % ("benchmark", "rounds", "native s", "ehi s", "ehi/nat",
                                                 "native/throw", "ehi/throw"))
    for name, full, quick, per in PROGRAMS:
        n = quick if a.quick else full
        src = os.path.join(HERE, "src", name + ".cpp")
        exe, ll = os.path.join(tmp, name), os.path.join(tmp, name + ".ll")
        subprocess.run([CXX, "-O0", "-w", src, "-o", exe], check=True)
        subprocess.run([CXX, "-O0", "-w", "-S", "-emit-llvm", src, "-o", ll], check=True)
        nat, ehi = [], []
        out_n = out_e = None
        for _ in range(a.runs):
            t, out_n = run([exe, str(n)])
            nat.append(t)
            t, out_e = run([EHI, "run", ll, str(n)])
            ehi.append(t)
        if out_n != out_e:
            sys.exit("bench-eh: %s: ehi printed %r, native %r" % (name, out_e, out_n))
        mn, me = statistics.median(nat), statistics.median(ehi)
        throws = n * per
        print("%-11s %7d %10.3f %10.3f %7.2fx %10.2f us %10.2f us" % (name, n, mn, me, me / mn,
                                                                   mn / throws * 1e6, me / throws * 1e6))
    print("goal (issue 6): ehi's throw-to-catch through 10 frames no worse than native (eh_throw10 ratio <= 1)")


if __name__ == "__main__":
    main()
