#!/usr/bin/env python3
"""Execution benchmark: ehi against LLVM's interpreter, lli's JIT and native code.

usage: testsuite/bench/bench-exec.py [EHI]        (or: make bench)

  EHI   the ehi binary (default <repo>/build/ehi); run as `EHI run FILE.ll N`.

For each C program in testsuite/bench/src/ (sieve, quicksort, fib, hash,
structs, strings, partialsums; each sized by argv[1] so that the native -O0 binary takes
about 0.1 s) this compiles native -O0 and -O2 binaries and -O0 and -O2 .ll
(clang-14, x86_64-linux-gnu) into build/bench/exec/, then measures, runs
interleaved round-robin, the median wall time and the peak RSS of

  ehi -O0 IR      ehi run on the -O0 IR
  ehi -O2 IR      ehi run on the -O2 IR
  lli-interp      lli -jit-kind=mcjit -force-interpreter on the -O0 IR
                  (LLVM 14 ignores -force-interpreter without -jit-kind=mcjit)
  lli-jit         lli on the -O0 IR
  native -O0      the -O0 binary
  native -O2      the -O2 binary

and checks that every tool prints exactly what native -O0 prints (the
checksum line). Then it measures start-up: ehi run on `int main(){return 0;}`
(parse + verify + lower + run). It ends with one verdict line per goal:
ehi(-O0 IR) within 10x of native -O0, lli-interp at least 20x slower than
ehi(-O0 IR), start-up under 5 ms.

Environment:
  BENCH_RUNS          measured runs per tool (default 3); the median is reported
  BENCH_WARMUP        unmeasured warm-up runs per tool except lli-interp (default 1)
  BENCH_TIMEOUT       seconds before a run is killed and reported as "> N s"
                      (default 60); a tool that timed out is not run again
  BENCH_LLI_RUNS      measured runs of lli-interp (default 1: it takes
                      minutes per benchmark, 20-500x the others; 0: not run)
  BENCH_LLI_FACTOR    lli-interp's timeout on a benchmark is the larger of
                      BENCH_TIMEOUT and this many times the slowest ehi -O0
                      run before it (default 25): when lli-interp is cut
                      off, its "> N s" still proves the ratio lli-interp /
                      ehi(-O0 IR) above this factor, so above the 20x goal
  BENCH_STARTUP_RUNS  start-up runs (default 20)
  BENCH_QUICK=1       tiny sizes (a smoke run well under 30 s; ratios then
                      mostly measure start-up)
  BENCH_ONLY          comma-separated benchmark names to run (default all)
  CLANG, LLI          override the peer tools (default clang-14, lli-14)

Exit status: 0 whatever the numbers; 2 if a tool fails (exit status, signal,
could not start) or prints something else than native -O0; 1 if a compile
step fails. Timeouts are reported, not failures.
"""

import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import measure  # noqa: E402  (run_once, gnu_time_works, TIMED_OUT)

# name: (full size, quick size); the full sizes make native -O0 take ~0.1 s
BENCHMARKS = [
    ("sieve", 10000000, 100000),
    ("quicksort", 600000, 10000),
    ("fib", 35, 20),
    ("hash", 1800000, 15000),
    ("structs", 3000, 15),
    ("strings", 1000, 10),
    ("partialsums", 1500000, 20000),
]
STARTUP_SRC = "startup.c"  # int main(void) { return 0; }

GOAL_VS_NATIVE = 10.0   # ehi(-O0 IR) / native -O0 at most this
GOAL_VS_LLI = 20.0      # lli-interp / ehi(-O0 IR) at least this
GOAL_STARTUP_MS = 5.0

EHI_O0, EHI_O2, LLI_INT, LLI_JIT, NAT_O0, NAT_O2 = (
    "ehi -O0 IR", "ehi -O2 IR", "lli-interp -O0 IR", "lli-jit -O0 IR", "native -O0", "native -O2")
TOOLS = [EHI_O0, EHI_O2, LLI_INT, LLI_JIT, NAT_O0, NAT_O2]


def env_int(name, default):
    v = os.environ.get(name, "")
    try:
        return int(v) if v else default
    except ValueError:
        sys.exit("bench-exec: %s must be an integer, not %r" % (name, v))


def env_float(name, default):
    v = os.environ.get(name, "")
    try:
        return float(v) if v else default
    except ValueError:
        sys.exit("bench-exec: %s must be a number, not %r" % (name, v))


def compile_one(cmd, out, src):
    """Run a compile command producing out from src unless out is newer."""
    if os.path.exists(out) and os.path.getmtime(out) >= os.path.getmtime(src) \
            and os.path.getmtime(out) >= os.path.getmtime(__file__):
        return True
    tmp = out + ".tmp"
    r = subprocess.run(cmd + ["-o", tmp], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if r.returncode != 0:
        print("bench-exec: compile failed: %s\n%s" % (" ".join(cmd), r.stdout), file=sys.stderr)
        return False
    if r.stdout.strip():
        print(r.stdout, end="", file=sys.stderr)
    os.replace(tmp, out)
    return True


def build(clang, name, outdir):
    """Compile src/NAME.c to NAME.O{0,2}.ll and NAME.O{0,2}; return paths or None."""
    src = os.path.join(HERE, "src", name + ".c")
    paths = {}
    for opt in ("O0", "O2"):
        ll = os.path.join(outdir, "%s.%s.ll" % (name, opt))
        exe = os.path.join(outdir, "%s.%s" % (name, opt))
        if not compile_one([clang, "--target=x86_64-linux-gnu", "-" + opt, "-Wall", "-Wextra",
                            "-S", "-emit-llvm", src], ll, src):
            return None
        if not compile_one([clang, "-" + opt, "-Wall", "-Wextra", src, "-lm"], exe, src):
            return None
        paths["ll" + opt] = ll
        paths["exe" + opt] = exe
    return paths


def fmt_s(x, timed_out, timeout):
    if timed_out:
        return "> %g s" % timeout
    return "%.4f" % x


def ratio_str(r, lower_bound=False):
    if r is None:
        return "n/a"
    return ("> " if lower_bound else "") + ("%.1fx" % r)


def clean_error(err):
    """measure.run_once's error text without GNU time's own report lines
    ("Command exited with non-zero status N" and the %M number)."""
    lines = err.rstrip().splitlines()
    keep = lines[:1] + [l for l in lines[1:]
                        if not l.startswith("Command exited with non-zero status ")
                        and not l.strip().isdigit()]
    return "\n".join(keep)


def one_line(text):
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "(no output)"


def run_benchmark(name, size, paths, ehi, lli, runs, warmup, timeout, lli_factor, lli_runs, tmpdir, use_time):
    """Measure every tool on one benchmark; return a result dict."""
    arg = str(size)
    cmds = {
        EHI_O0: [ehi, "run", paths["llO0"], arg],
        EHI_O2: [ehi, "run", paths["llO2"], arg],
        LLI_INT: [lli, "-jit-kind=mcjit", "-force-interpreter", paths["llO0"], arg],
        LLI_JIT: [lli, paths["llO0"], arg],
        NAT_O0: [paths["exeO0"], arg],
        NAT_O2: [paths["exeO2"], arg],
    }
    times = {t: [] for t in TOOLS}
    rss = {t: [] for t in TOOLS}
    timed_out = {t: False for t in TOOLS}
    failed = {}        # tool -> error text
    outputs = {}       # tool -> first stdout seen
    mismatch = {}      # tool -> differing stdout
    out_path = os.path.join(tmpdir, "stdout")
    # each tool's timeout; lli-interp's grows with ehi's slowest run so
    # far (ehi -O0 runs before it in every round)
    tmo = {t: timeout for t in TOOLS}
    ehi_walls = []

    def go(tool, measured):
        if tool in failed or timed_out[tool]:
            return
        if tool == LLI_INT and ehi_walls:
            tmo[tool] = max(timeout, lli_factor * max(ehi_walls))
        wall, peak, err = measure.run_once(cmds[tool], tmpdir, use_time,
                                           timeout=tmo[tool], stdout_path=out_path)
        if err is measure.TIMED_OUT:
            timed_out[tool] = True
            times[tool].append(wall)
            return
        if err:
            failed[tool] = clean_error(err)
            return
        if tool == EHI_O0:
            ehi_walls.append(wall)
        with open(out_path, errors="replace") as fh:
            out = fh.read()
        if tool not in outputs:
            outputs[tool] = out
        elif out != outputs[tool] and tool not in mismatch:
            mismatch[tool] = out  # output differs between runs of one tool
        if measured:
            times[tool].append(wall)
            rss[tool].append(peak)

    # native -O0 first: its output is the reference
    order = [NAT_O0] + [t for t in TOOLS if t != NAT_O0]
    for _ in range(warmup):
        for t in order:
            if t != LLI_INT:
                go(t, False)
    for i in range(runs):
        for t in order:
            if t != LLI_INT or i < lli_runs:
                go(t, True)
        print("  %s: run %d/%d done" % (name, i + 1, runs), file=sys.stderr, flush=True)

    ref_tool = NAT_O0 if NAT_O0 in outputs else next(iter(outputs), None)
    ref = outputs.get(ref_tool)
    for t, out in outputs.items():
        if out != ref and t not in mismatch:
            mismatch[t] = out
    med = {t: statistics.median(times[t]) for t in TOOLS if times[t]}
    peak = {t: max(rss[t]) for t in TOOLS if rss[t]}
    return dict(name=name, size=size, med=med, times=times, peak=peak, timed_out=timed_out,
                failed=failed, mismatch=mismatch, ref=ref, ref_tool=ref_tool, cmds=cmds, tmo=tmo)


def print_benchmark(r):
    print()
    print("== %s (argv[1] = %d): %s" % (r["name"], r["size"],
                                       one_line(r["ref"]) if r["ref"] is not None else "no output"))
    print("%-18s %10s %9s %9s %9s %11s  %s" % ("tool", "median s", "min s", "max s", "peak MiB",
                                              "/native-O0", "output"))
    med, peak, to = r["med"], r["peak"], r["timed_out"]
    nat = med.get(NAT_O0)
    for t in TOOLS:
        if t in r["failed"]:
            lines = r["failed"][t].splitlines()
            print("%-18s FAILED (%s)" % (t, lines[0].rsplit(": ", 1)[-1]))
            for line in lines[1:8]:
                print("%-18s   %s" % ("", line))
            continue
        ts = r["times"][t]
        if not ts and not to[t]:
            print("%-18s (not run)" % t)  # BENCH_LLI_RUNS=0
            continue
        if to[t]:
            cells = (fmt_s(0, True, r["tmo"][t]), "-", "-", "-",
                     ratio_str(r["tmo"][t] / nat, True) if nat else "n/a")
        else:
            cells = ("%.4f" % med[t], "%.4f" % min(ts), "%.4f" % max(ts), "%.1f" % peak[t],
                     ratio_str(med[t] / nat) if nat else "n/a")
        if t in r["mismatch"]:
            check = "MISMATCH: " + one_line(r["mismatch"][t])
        elif to[t]:
            check = "(timed out; not checked)"
        else:
            check = "ok"
        print("%-18s %10s %9s %9s %9s %11s  %s" % ((t,) + cells + (check,)))
    vn, vl = ratios(r)
    print("ehi(-O0 IR) / native -O0:   %-9s (goal <= %gx)" % (
        ratio_str(vn[0]) if vn else "n/a", GOAL_VS_NATIVE))
    print("lli-interp / ehi(-O0 IR):   %-9s (goal >= %gx; lli-interp's timeout here %g s)" % (
        ratio_str(vl[0], vl[1]) if vl else "n/a", GOAL_VS_LLI, r["tmo"][LLI_INT]))
    mem = ", ".join("%s %.1f" % (t, peak[t]) for t in (EHI_O0, EHI_O2, LLI_INT, LLI_JIT, NAT_O0)
                    if t in peak)
    print("peak memory (MiB):          %s" % (mem or "n/a"))


def ratios(r):
    """(ehi/native, lower_bound?) and (lli-interp/ehi, lower_bound?), or None each."""
    med, to, failed = r["med"], r["timed_out"], r["failed"]
    ok = lambda t: t in med and t not in failed and t not in r["mismatch"]
    vn = vl = None
    if ok(EHI_O0) and ok(NAT_O0) and not to[EHI_O0]:
        vn = (med[EHI_O0] / med[NAT_O0], False)
    if ok(EHI_O0) and not to[EHI_O0] and (ok(LLI_INT) or to[LLI_INT]) and LLI_INT not in failed:
        vl = ((r["tmo"][LLI_INT] if to[LLI_INT] else med[LLI_INT]) / med[EHI_O0], to[LLI_INT])
    return vn, vl


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def main():
    args = [a for a in sys.argv[1:]]
    if any(a in ("-h", "--help") for a in args):
        print(__doc__)
        return 0
    if len(args) > 1 or any(a.startswith("-") for a in args):
        print("usage: bench-exec.py [EHI]", file=sys.stderr)
        return 64
    ehi = os.path.abspath(args[0]) if args and "/" in args[0] else (args[0] if args else
                                                                   os.path.join(ROOT, "build", "ehi"))
    clang = os.environ.get("CLANG", "clang-14")
    lli = os.environ.get("LLI", "lli-14")
    quick = os.environ.get("BENCH_QUICK", "") not in ("", "0")
    runs = env_int("BENCH_RUNS", 3)
    warmup = env_int("BENCH_WARMUP", 1)
    timeout = env_float("BENCH_TIMEOUT", 60.0)
    lli_factor = env_float("BENCH_LLI_FACTOR", 25.0)
    lli_runs = env_int("BENCH_LLI_RUNS", 1)
    startup_runs = env_int("BENCH_STARTUP_RUNS", 20)
    only = [s for s in os.environ.get("BENCH_ONLY", "").split(",") if s]
    names = [b[0] for b in BENCHMARKS]
    for s in only:
        if s not in names:
            sys.exit("bench-exec: unknown benchmark %r in BENCH_ONLY (have: %s)" % (s, ", ".join(names)))
    if runs < 1:
        sys.exit("bench-exec: BENCH_RUNS must be >= 1")

    for t in (clang, lli):
        if not shutil.which(t):
            sys.exit("bench-exec: %s not found" % t)
    if not (os.access(ehi, os.X_OK) or shutil.which(ehi)):
        sys.exit("bench-exec: ehi binary '%s' not found (build it, or pass EHI)" % ehi)

    outdir = os.path.join(ROOT, "build", "bench", "exec")
    os.makedirs(outdir, exist_ok=True)
    tmpdir = tempfile.mkdtemp(prefix="bench-exec-")
    use_time = measure.gnu_time_works(tmpdir)

    print("ehi: %s; peers: %s, %s (%s)" % (ehi, shutil.which(lli), shutil.which(clang),
                                          subprocess.run([clang, "--version"], stdout=subprocess.PIPE,
                                                         universal_newlines=True).stdout.splitlines()[0]))
    print("runs: %d measured (+%d warm-up; lli-interp: %d, no warm-up) per tool, interleaved; "
          "time = median wall, memory = max peak RSS (%s); timeout %g s (lli-interp: the larger of "
          "that and %g x the slowest ehi -O0 run)%s" % (
              runs, warmup, lli_runs, "GNU time %M" if use_time else "wait4 ru_maxrss", timeout, lli_factor,
              "; BENCH_QUICK: tiny sizes, ratios mostly measure start-up" if quick else ""))

    results = []
    compile_failed = False
    try:
        for name, full, small in BENCHMARKS:
            if only and name not in only:
                continue
            paths = build(clang, name, outdir)
            if paths is None:
                compile_failed = True
                continue
            r = run_benchmark(name, small if quick else full, paths, ehi, lli, runs, warmup,
                              timeout, lli_factor, lli_runs, tmpdir, use_time)
            print_benchmark(r)
            sys.stdout.flush()
            results.append(r)

        # start-up: the whole pipeline on a trivial program. Wall time is
        # measured by spawning ehi directly (GNU time would add its own
        # fork+exec); peak RSS comes from one more run under GNU time.
        src = os.path.join(HERE, "src", STARTUP_SRC)
        ll = os.path.join(outdir, "startup.O0.ll")
        startup = None
        startup_err = None
        if compile_one([clang, "--target=x86_64-linux-gnu", "-O0", "-S", "-emit-llvm", src], ll, src):
            cmd = [ehi, "run", ll]
            base = []
            st = []
            for i in range(2 + startup_runs):
                wall, _, err = measure.run_once(cmd, tmpdir, False, timeout=timeout)
                if err:
                    startup_err = "TIMED OUT" if err is measure.TIMED_OUT else err.rstrip()
                    break
                if i >= 2:
                    st.append(wall)
                wall, _, err = measure.run_once(["/bin/true"], tmpdir, False)
                if i >= 2 and not err:
                    base.append(wall)
            if not startup_err:
                _, peak, err = measure.run_once(cmd, tmpdir, use_time, timeout=timeout)
                startup = (statistics.median(st), min(st), max(st), peak,
                           statistics.median(base) if base else None)
        else:
            compile_failed = True
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)

    # ---- summary ----
    print()
    print("== summary (median wall; ratios as in the tables)")
    print("%-10s %10s %12s %12s %12s %14s %14s %12s %12s" % (
        "benchmark", "native-O0 s", "ehi-O0 s", "ehi-O2 s", "lli-int s", "ehi-O0/nat-O0", "lli-int/ehi-O0",
        "ehi-O2/nat-O2", "ehi MiB"))
    vs_native, vs_lli = [], []
    bad_native, bad_lli, miss_native, miss_lli, unproven_lli = [], [], [], [], []
    lli_bound = False
    failures = []
    for r in results:
        med, peak = r["med"], r["peak"]
        vn, vl = ratios(r)
        o2 = None
        if EHI_O2 in med and NAT_O2 in med and EHI_O2 not in r["failed"] and not r["timed_out"][EHI_O2] \
                and EHI_O2 not in r["mismatch"]:
            o2 = med[EHI_O2] / med[NAT_O2]
        cell = lambda t: ("> %.3g" % r["tmo"][t] if r["timed_out"][t] else
                          "FAILED" if t in r["failed"] else "%.4f" % med[t] if t in med else "n/a")
        print("%-10s %10s %12s %12s %12s %14s %14s %12s %12s" % (
            r["name"], cell(NAT_O0), cell(EHI_O0), cell(EHI_O2), cell(LLI_INT),
            ratio_str(vn[0]) if vn else "n/a", ratio_str(vl[0], vl[1]) if vl else "n/a",
            ratio_str(o2) if o2 else "n/a",
            "%.1f" % peak[EHI_O0] if EHI_O0 in peak else "n/a"))
        if vn:
            vs_native.append(vn[0])
            if vn[0] > GOAL_VS_NATIVE:
                bad_native.append(r["name"])
        else:
            miss_native.append(r["name"])
        if vl:
            vs_lli.append(vl[0])
            lli_bound = lli_bound or vl[1]
            if vl[0] < GOAL_VS_LLI:
                (unproven_lli if vl[1] else bad_lli).append(r["name"])
        else:
            miss_lli.append(r["name"])
        for t in TOOLS:
            if t in r["failed"]:
                failures.append("%s: %s failed: %s" % (r["name"], t, r["failed"][t]))
            elif t in r["mismatch"]:
                failures.append("%s: %s printed %r, %s printed %r" % (
                    r["name"], t, one_line(r["mismatch"][t]), r["ref_tool"], one_line(r["ref"] or "")))
    gn, gl = geomean(vs_native), geomean(vs_lli)
    print("%-10s %10s %12s %12s %12s %14s %14s" % ("geomean", "", "", "", "", ratio_str(gn),
                                                    ratio_str(gl, lli_bound)))
    print()
    if startup:
        print("start-up: ehi run int main(){return 0;}: median %.2f ms (min %.2f, max %.2f) over %d runs, "
              "peak %.1f MiB%s" % (startup[0] * 1e3, startup[1] * 1e3, startup[2] * 1e3, startup_runs,
                                   startup[3], "; spawning /bin/true takes %.2f ms here" % (startup[4] * 1e3)
                                   if startup[4] else ""))
    else:
        print("start-up: ehi run int main(){return 0;}: FAILED: %s" % (startup_err or "compile failed"))
        if startup_err:
            failures.append("start-up: ehi failed: %s" % startup_err)

    def verdict(goal, missing, bad, value, unproven=()):
        notes = ""
        if bad:
            notes += " (missed on: %s)" % ", ".join(bad)
        if unproven:
            notes += " (lli-interp timed out, ratio only a lower bound below the goal, on: %s)" % \
                ", ".join(unproven)
        if missing or not results:
            return "%s: no (no ratio for: %s)%s%s" % (goal, ", ".join(missing) or "any benchmark",
                                                      value, notes)
        word = "no" if bad else "unproven" if unproven else "yes"
        return "%s: %s%s%s" % (goal, word, value, notes)

    print()
    print("failures:" if failures else "failures: none")
    for f in failures:
        print("  " + f.replace("\n", "\n    "))
    print()
    print(verdict("ehi(-O0 IR) within %gx of native -O0 on every benchmark" % GOAL_VS_NATIVE, miss_native,
                  bad_native, " (geomean %s, worst %s)" % (ratio_str(gn), ratio_str(max(vs_native)))
                  if vs_native else ""))
    print(verdict("lli-interp >= %gx slower than ehi(-O0 IR) on every benchmark" % GOAL_VS_LLI, miss_lli,
                  bad_lli, " (geomean %s, worst %s)" % (ratio_str(gl, lli_bound), ratio_str(min(vs_lli)))
                  if vs_lli else "", unproven_lli))
    print("start-up < %g ms: %s" % (GOAL_STARTUP_MS, ("yes" if startup[0] * 1e3 < GOAL_STARTUP_MS else "no")
                                    + " (%.2f ms)" % (startup[0] * 1e3) if startup else "no (failed)"))
    if failures:
        print("bench-exec: %d failure(s) (see above)" % len(failures), file=sys.stderr)
        return 2
    return 1 if compile_failed else 0


if __name__ == "__main__":
    sys.exit(main())
