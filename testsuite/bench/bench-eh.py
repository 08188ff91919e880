#!/usr/bin/env python3
"""Throw/catch benchmarks: ehi on the -O0 IR against the native -O0 binary.

The same programs also run in their funclet forms (issue 7): the IR clang
emits for x86_64-pc-windows-msvc (__CxxFrameHandler3) and for wasm32 with
-fwasm-exceptions, against the same native (Linux, Itanium) binary: the
peer is the program, the columns compare ehi's three EH models.

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
FORMS = [("msvc", ["--target=x86_64-pc-windows-msvc", "-fexceptions", "-fcxx-exceptions", "-fno-threadsafe-statics"]),
         ("wasm", ["--target=wasm32-unknown-unknown", "-fwasm-exceptions"])]
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
    print("%-11s %7s %10s %10s %8s %12s %12s %9s %9s" % ("benchmark", "rounds", "native s", "ehi s", "ehi/nat",
                                                         "native/throw", "ehi/throw", "msvc/nat", "wasm/nat"))
    for name, full, quick, per in PROGRAMS:
        n = quick if a.quick else full
        src = os.path.join(HERE, "src", name + ".cpp")
        exe, ll = os.path.join(tmp, name), os.path.join(tmp, name + ".ll")
        subprocess.run([CXX, "-O0", "-w", src, "-o", exe], check=True)
        subprocess.run([CXX, "-O0", "-w", "-S", "-emit-llvm", src, "-o", ll], check=True)
        forms = {}
        for form, flags in FORMS:
            forms[form] = os.path.join(tmp, "%s.%s.ll" % (name, form))
            subprocess.run([CXX, "-O0", "-w", "-S", "-emit-llvm"] + flags + [src, "-o", forms[form]], check=True)
        nat, ehi = [], []
        per_form = {form: [] for form, _ in FORMS}
        out_n = out_e = None
        for _ in range(a.runs):
            t, out_n = run([exe, str(n)])
            nat.append(t)
            t, out_e = run([EHI, "run", ll, str(n)])
            ehi.append(t)
            if out_n != out_e:
                sys.exit("bench-eh: %s: ehi printed %r, native %r" % (name, out_e, out_n))
            for form, _ in FORMS:
                t, out_f = run([EHI, "run", forms[form], str(n)])
                per_form[form].append(t)
                if out_f != out_n:
                    sys.exit("bench-eh: %s (%s): ehi printed %r, native %r" % (name, form, out_f, out_n))
        mn, me = statistics.median(nat), statistics.median(ehi)
        throws = n * per
        print("%-11s %7d %10.3f %10.3f %7.2fx %10.2f us %10.2f us %8.2fx %8.2fx" % (
            name, n, mn, me, me / mn, mn / throws * 1e6, me / throws * 1e6,
            statistics.median(per_form["msvc"]) / mn, statistics.median(per_form["wasm"]) / mn))
    print("goal (issue 6): ehi's throw-to-catch through 10 frames no worse than native (eh_throw10 ratio <= 1)")


if __name__ == "__main__":
    main()
