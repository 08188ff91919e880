#!/usr/bin/env python3
"""Time commands and record their peak RSS; used by bench-parse.sh.

Usage: measure.py [--runs N] [--warmup W] [--subject NAME] [--goal-peer NAME]
                  [--goal SUBJECT:PEER:FACTOR ...] NAME=CMD [NAME=CMD ...]

Each CMD is one argument holding the command's argv joined by the ASCII unit
separator (\\x1f), so paths with spaces survive; no shell is involved.
Runs are interleaved round-robin (run 1 of every tool, then run 2, ...) so
slow drift of the machine affects all tools alike.

Peak RSS is per run: if /usr/bin/time is GNU time, each run is
`/usr/bin/time -f %M -o FILE -- CMD` (time forks the tool from a small
process and reports that child's ru_maxrss). Otherwise (or with
BENCH_NO_GNU_TIME=1) the command is spawned directly and reaped with
os.wait4, whose rusage is that one child's (plus children it waited for);
that value is floored at this Python process's RSS (~15 MiB), since Linux
carries the pre-exec high-water mark over. Wall time is perf_counter around
spawn..reap either way.

CPU time is the user + system time of the run (wait4's rusage; with GNU
time in between it covers the tool, which time waited for); the goals are
judged on the median CPU time, which a loaded machine disturbs far less than
wall time (the wall time is printed too).  Each --goal prints one verdict
line for speed (PEER's CPU time / SUBJECT's >= FACTOR) and one for memory
(SUBJECT's peak RSS <= PEER's); without --goal, the one goal is
--subject:--goal-peer:--speedup-goal.

Prints a report and the verdict lines. Exit status: 0 if every command
exited 0 on every run (whatever the numbers), 2 at the first failure.

bench-exec.py imports this module and uses run_once's optional arguments:
timeout= (seconds; the run's process group is killed and the error is
TIMED_OUT) and stdout_path= (the tool's standard output goes to that file
instead of /dev/null).
"""

import argparse
import os
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time

SEP = "\x1f"


GNU_TIME = "/usr/bin/time"

# run_once's error value when its timeout expired (compare with `is`)
TIMED_OUT = "timed out"


def gnu_time_works(tmpdir):
    """True if /usr/bin/time is GNU time and reports %M in KiB."""
    if os.environ.get("BENCH_NO_GNU_TIME") or not os.access(GNU_TIME, os.X_OK):
        return False
    out = os.path.join(tmpdir, "probe")
    try:
        pid = os.posix_spawn(GNU_TIME, [GNU_TIME, "-f", "%M", "-o", out, "/bin/true"],
                             os.environ)
        _, status, _ = os.wait4(pid, 0)
        with open(out) as fh:
            kib = int(fh.read().split()[-1])
    except (OSError, ValueError, IndexError):
        return False
    return os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and 0 < kib < 65536


def run_once(argv, tmpdir, use_time, timeout=None, stdout_path=None):
    """Run argv once; return (wall seconds, peak RSS MiB, None) or (.., .., error).
    run_once.cpu is set to the run's CPU seconds (user + system).

    With timeout (seconds) the run gets its own process group, which is
    killed when the time is up; the result is then (timeout, None, TIMED_OUT).
    With stdout_path the tool's standard output is written to that file."""
    errpath = os.path.join(tmpdir, "stderr")
    rsspath = os.path.join(tmpdir, "rss")
    spawn = argv
    if use_time:
        # GNU time forks the tool from a ~1 MiB process, so the tool's
        # ru_maxrss is not floored at this Python process's RSS (which is
        # what a child spawned directly from here inherits at exec).
        spawn = [GNU_TIME, "-f", "%M", "-o", rsspath, "--"] + list(argv)
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, stdout_path or "/dev/null",
         os.O_WRONLY | os.O_CREAT | os.O_TRUNC if stdout_path else os.O_WRONLY, 0o644),
        (os.POSIX_SPAWN_OPEN, 2, errpath, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    extra = {"setpgroup": 0} if timeout else {}
    fired = []
    t0 = time.perf_counter()
    try:
        pid = os.posix_spawnp(spawn[0], spawn, os.environ, file_actions=actions, **extra)
    except OSError as e:
        return None, None, "cannot start %s: %s" % (spawn[0], e)
    timer = None
    if timeout:
        def kill():
            fired.append(True)
            try:
                os.killpg(pid, signal.SIGKILL)
            except OSError:
                pass
        timer = threading.Timer(timeout, kill)
        timer.start()
    _, status, ru = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    run_once.cpu = ru.ru_utime + ru.ru_stime
    if timer:
        timer.cancel()
        if fired:
            return timeout, None, TIMED_OUT
    ok = os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    if ok:
        kib = ru.ru_maxrss  # KiB on Linux
        if use_time:
            try:
                with open(rsspath) as fh:
                    kib = int(fh.read().split()[-1])
            except (OSError, ValueError, IndexError):
                return None, None, "could not read %s output" % GNU_TIME
        return wall, kib / 1024.0, None
    if os.WIFSIGNALED(status):
        why = "killed by signal %d" % os.WTERMSIG(status)
    else:
        why = "exit status %d" % os.WEXITSTATUS(status)
    err = ""
    for path in (rsspath, errpath) if use_time else (errpath,):
        try:
            with open(path, errors="replace") as fh:
                err += fh.read()[-2000:]
        except OSError:
            pass
    return None, None, "%s: %s\n%s" % (" ".join(argv), why, err)


def yn(b):
    return "yes" if b else "no"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--subject", default="ehi",
                    help="tool whose ratios are reported against the others")
    ap.add_argument("--goal-peer", default="llvm-as",
                    help="peer named in the verdict lines")
    ap.add_argument("--speedup-goal", type=float, default=5.0)
    ap.add_argument("--goal", action="append", default=[],
                    help="SUBJECT:PEER:FACTOR, repeatable (see above)")
    ap.add_argument("tools", nargs="+", help="NAME=CMD (CMD fields separated by \\x1f)")
    a = ap.parse_args()

    tools = []
    for t in a.tools:
        name, _, cmd = t.partition("=")
        tools.append((name, cmd.split(SEP)))
    names = [n for n, _ in tools]
    goals = []
    for g in a.goal or ["%s:%s:%g" % (a.subject, a.goal_peer, a.speedup_goal)]:
        subj, peer, factor = g.split(":")
        goals.append((subj, peer, float(factor)))
    if a.subject not in names or any(x not in names for sb, pr, _ in goals for x in (sb, pr)):
        sys.exit("measure.py: subject/goal peer not among the tools")

    tmpdir = tempfile.mkdtemp(prefix="bench-parse-")
    use_time = gnu_time_works(tmpdir)
    print("peak RSS via %s" % ("GNU time %M" if use_time else
                              "wait4 ru_maxrss (floored at this runner's RSS)"))
    times = {n: [] for n in names}
    cpus = {n: [] for n in names}
    rss = {n: [] for n in names}
    try:
        for w in range(a.warmup):
            for n, argv in tools:
                _, _, err = run_once(argv, tmpdir, use_time)
                if err:
                    print("FAILED (%s, warm-up): %s" % (n, err), file=sys.stderr)
                    return 2
        for i in range(a.runs):
            for n, argv in tools:
                wall, peak, err = run_once(argv, tmpdir, use_time)
                if err:
                    print("FAILED (%s, run %d): %s" % (n, i + 1, err), file=sys.stderr)
                    return 2
                times[n].append(wall)
                cpus[n].append(run_once.cpu)
                rss[n].append(peak)
            print("  run %d/%d done" % (i + 1, a.runs), file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    med = {n: statistics.median(times[n]) for n in names}
    cpu = {n: statistics.median(cpus[n]) for n in names}
    peak = {n: max(rss[n]) for n in names}

    print()
    print("%-10s %10s %10s %10s %10s %10s" % ("tool", "median cpu", "median s", "min s", "max s",
                                              "peak MiB"))
    for n in names:
        print("%-10s %10.3f %10.3f %10.3f %10.3f %10.1f" % (
            n, cpu[n], med[n], min(times[n]), max(times[n]), peak[n]))
    print()
    s = a.subject
    print("%-10s %18s %18s %18s" % ("vs", "cpu: peer / %s" % s, "wall: peer / %s" % s,
                                    "memory: %s / peer" % s))
    for n in names:
        if n == s:
            continue
        print("%-10s %18.2f %18.2f %18.2f" % (n, cpu[n] / cpu[s], med[n] / med[s], peak[s] / peak[n]))
    print()
    for s, g, factor in goals:
        speed = cpu[g] / cpu[s]
        mem = peak[s] / peak[g]
        print("%s >= %gx faster than %s (cpu time): %s (%.2f)" % (s, factor, g, yn(speed >= factor), speed))
        print("%s peak memory <= %s: %s (%.3f: %.1f vs %.1f MiB)" % (
            s, g, yn(peak[s] <= peak[g]), mem, peak[s], peak[g]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
