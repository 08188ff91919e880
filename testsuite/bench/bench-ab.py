#!/usr/bin/env python3
"""Two ehi binaries on the same programs: the cost of a change to the core.

usage: testsuite/bench/bench-ab.py EHI_A EHI_B [--runs N] [--quick]

Compiles the compute benchmarks of bench-exec.py (src/*.c, -O0 and -O2
IR) and the throw/catch benchmarks of bench-eh.py (src/eh_*.cpp, -O0 IR)
with clang-14, checks that both binaries print the same, and runs them
interleaved (A, B, A, B, ...) so that drift of the machine hits both
alike.  Prints the median wall time of each and the ratio B/A per
program, and the geometric mean of the ratios.  Used for the REPL's
claim that a run without the debugger pays nothing for its hooks (A:
the core without them, B: with them).
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
import importlib.util  # noqa: E402

CLANG = os.environ.get("CLANG", "clang-14")
CXX = os.environ.get("CXX14", "clang++-14")


def load(file):
    spec = importlib.util.spec_from_file_location(file.replace("-", "_")[:-3], os.path.join(HERE, file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def sizes():
    """(name, source, argv[1], quick argv[1]) of every program, from the
    benchmarks' own tables"""
    be, bh = load("bench-exec.py"), load("bench-eh.py")
    progs = [(name, os.path.join(HERE, "src", name + ".c"), full, quick) for name, full, quick in be.BENCHMARKS]
    progs += [(name, os.path.join(HERE, "src", name + ".cpp"), full, quick) for name, full, quick, _ in bh.PROGRAMS]
    return progs


def run(cmd):
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True)
    dt = time.perf_counter() - t
    if p.returncode != 0:
        sys.exit("bench-ab: %s failed (status %d): %s" % (" ".join(cmd), p.returncode, p.stderr[:300]))
    return dt, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="ehi-bench-ab-")
    print("A = %s\nB = %s\nruns: %d each, interleaved; time = median wall" % (args.a, args.b, args.runs))
    print("%-16s %10s %10s %8s" % ("program", "A s", "B s", "B/A"))
    ratios = []
    for name, src, full, quick in sizes():
        n = str(quick if args.quick else full)
        opts = ["-O0", "-O2"] if src.endswith(".c") else ["-O0"]
        for o in opts:
            ll = os.path.join(tmp, "%s.%s.ll" % (name, o[1:]))
            cc = CLANG if src.endswith(".c") else CXX
            subprocess.run([cc, o, "-w", "-S", "-emit-llvm", src, "-o", ll], check=True)
            ta, tb = [], []
            out_a = out_b = None
            for _ in range(args.runs):
                t, out_a = run([args.a, "run", ll, n])
                ta.append(t)
                t, out_b = run([args.b, "run", ll, n])
                tb.append(t)
            if out_a != out_b:
                sys.exit("bench-ab: %s: the binaries print different things" % ll)
            ma, mb = statistics.median(ta), statistics.median(tb)
            ratios.append(mb / ma)
            print("%-16s %10.3f %10.3f %7.3fx" % (name + " " + o, ma, mb, mb / ma))
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print("geomean B/A: %.3fx (min %.3fx, max %.3fx)" % (geo, min(ratios), max(ratios)))


if __name__ == "__main__":
    main()
