#!/usr/bin/env python3
"""Run a command and check that it ended cleanly, whatever the input.

usage: clean_exit.py [--timeout S] [--expect 0|1|any] -- CMD ARGS...

Clean means: exit status 0 with nothing on stderr, or exit status 1 with
exactly one diagnostic on stderr (FILE:LINE:COL: error: MESSAGE, the source
line and the caret line).  A crash, a sanitizer report, a timeout or any other
status fails.  The outcome is printed ('clean exit=N') for FileCheck.
"""
import re
import subprocess
import sys

args = sys.argv[1:]
timeout, expect = 60.0, 'any'
while args and args[0] != '--':
    opt = args.pop(0)
    if opt == '--timeout':
        timeout = float(args.pop(0))
    elif opt == '--expect':
        expect = args.pop(0)
    else:
        sys.exit('clean_exit.py: unknown option %s' % opt)
cmd = args[1:]
try:
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=timeout)
except subprocess.TimeoutExpired:
    print('NOT CLEAN: timed out after %g s' % timeout)
    sys.exit(1)
err = p.stderr.decode('latin-1')
lines = err.split('\n')
if lines and lines[-1] == '':
    lines.pop()
ok = False
if p.returncode == 0:
    ok = not lines
elif p.returncode == 1:
    ok = (len(lines) == 3 and
          re.match(r'^.+:\d+:\d+: error: \S', lines[0]) is not None and
          re.match(r'^ *\^$', lines[2]) is not None)
if expect != 'any' and str(p.returncode) != expect:
    ok = False
if not ok:
    print('NOT CLEAN: exit status %d, stderr:' % p.returncode)
    print(err[:4000])
    sys.exit(1)
print('clean exit=%d' % p.returncode)
if lines:
    print(lines[0][:300])
