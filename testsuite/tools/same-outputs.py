#!/usr/bin/env python3
"""same-outputs.py OLD_EHI NEW_EHI [DIR...] — behaviour unchanged, checked.

Runs two ehi binaries on every .ll file under DIR (default: testsuite/)
with `run`, `verify` and `print`, and reports every file where their
standard output, standard error or exit status differ.  A refactoring
that must not change behaviour passes with "0 differ".

Each run gets no standard input and a time limit; paths in the outputs
are the same for both binaries (the same file is given to each).
Options: -j N (parallel runs, default 2), --cmd run|verify|print (repeat;
default all three), --timeout S (default 20).
Exit status: 0 when nothing differs, 1 otherwise.
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys


def run(ehi, cmd, path, timeout):
    argv = [ehi, cmd, path]
    try:
        p = subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 'timeout', b'', b''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('old')
    ap.add_argument('new')
    ap.add_argument('dirs', nargs='*')
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--cmd', action='append', choices=['run', 'verify', 'print'])
    ap.add_argument('--timeout', type=float, default=20)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    dirs = a.dirs or [root]
    cmds = a.cmd or ['run', 'verify', 'print']
    files = []
    for d in dirs:
        if os.path.isfile(d):
            files.append(d)
            continue
        for dp, dn, fn in os.walk(d):
            dn.sort()
            files += [os.path.join(dp, f) for f in sorted(fn) if f.endswith('.ll')]
    jobs = [(c, f) for f in files for c in cmds]

    def one(job):
        c, f = job
        o = run(a.old, c, f, a.timeout)
        n = run(a.new, c, f, a.timeout)
        return job, o, n

    differ = 0
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        for (c, f), o, n in ex.map(one, jobs):
            if o != n:
                differ += 1
                what = [k for k, x, y in zip(('status', 'stdout', 'stderr'), o, n) if x != y]
                print('DIFFER %s %s (%s): old status %s, new status %s'
                      % (c, os.path.relpath(f), ', '.join(what), o[0], n[0]), flush=True)
    print('%d runs, %d files, %d differ' % (len(jobs), len(files), differ))
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
