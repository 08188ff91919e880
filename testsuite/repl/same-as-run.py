#!/usr/bin/env python3
"""same-as-run.py EHI FILE... — SPEC.md D-1: a run under the debugger
prints what `ehi run` prints and ends with its status.  Each FILE runs as
`ehi run --trace FILE` and as `ehi run --debug --trace FILE` with no
commands (at a stop the input ends: the program goes on unwatched); the
outputs must agree once the debugger's own stop lines are taken out.
Prints one line per file; exit status 1 when any differs."""
import re
import subprocess
import sys

# what the debugger itself prints at a stop (repl/run.c)
STOP = re.compile(r'^(catch: \[eh\] |step: \[eh\] |stopped \(post-mortem\)|frame \d+ [^,]+(, block |$)|  => |         (to label |cleanup$|catch |filter ))')


def run(cmd):
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=120)
    return p.stdout.decode('utf-8', 'replace'), p.returncode


def main():
    ehi, files = sys.argv[1], sys.argv[2:]
    bad = 0
    for f in files:
        plain, st1 = run([ehi, 'run', '--trace', f])
        dbg, st2 = run([ehi, 'run', '--debug', '--trace', f])
        stops = [l for l in dbg.splitlines() if STOP.match(l)]
        dbg = '\n'.join(l for l in dbg.splitlines() if not STOP.match(l))
        if plain.rstrip('\n') != dbg.rstrip('\n') or st1 != st2:
            bad += 1
            print('DIFFERS %s (status %d vs %d)' % (f, st1, st2))
            for a, b in zip(plain.splitlines() + ['<end>'], dbg.splitlines() + ['<end>']):
                if a != b:
                    print('  run:     %s\n  --debug: %s' % (a, b))
                    break
        else:
            print('same %s (status %d, %d stop lines)' % (f.split('/testsuite/')[-1], st1, len(stops) and 1))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
