#!/usr/bin/env python3
"""Robustness driver: feed many damaged variants of a valid module to ehi.

usage: robust.py truncate FILE TMPFILE -- CMD...   every prefix of FILE
       robust.py mutate N SEED FILE TMPFILE -- CMD...
                                        N deterministic token-level mutations
CMD is run with TMPFILE appended as its last argument.  Every run must end
cleanly: status 0 with an empty stderr, or status 1 with exactly one
diagnostic (FILE:LINE:COL: error: MESSAGE, source line, caret line).  A
crash, sanitizer report, hang (10 s) or any other status is reported with
the variant saved to TMPFILE.bad.N, and the script exits 1.
"""
import random
import re
import subprocess
import sys

DIAG = re.compile(r'^.+:\d+:\d+: error: \S')
TOKEN = re.compile(rb'[%@!#$]?[-\w.$]+|"[^"\n]*"|\S')
EXTRA = [b'(', b')', b'[', b']', b'{', b'}', b'<', b'>', b',', b'=', b'*', b'...',
         b'"', b'!{', b'\x00', b'\xff', b'c"', b'0x', b'-', b'ptr', b'i8*', b'%',
         b'@', b'!', b'#', b'$', b'void', b'label', b'to', b'unwind', b'x',
         b'i99999999', b'99999999999999999999', b'0x7FF0000000000000', b'!DILocation(']


def clean(cmd, path):
    try:
        p = subprocess.run(cmd + [path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=10)
    except subprocess.TimeoutExpired:
        return 'timeout'
    lines = p.stderr.decode('latin-1').split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if p.returncode == 0 and not lines:
        return None
    if (p.returncode == 1 and len(lines) == 3 and DIAG.match(lines[0])
            and re.match(r'^ *\^$', lines[2])):
        return None
    return 'status %d, stderr %r' % (p.returncode, '\n'.join(lines)[:500])


def variants_truncate(data):
    for i in range(len(data)):
        yield data[:i]


def variants_mutate(data, n, seed):
    rnd = random.Random(seed)
    toks = list(TOKEN.finditer(data))
    pool = sorted(set(m.group() for m in toks)) + EXTRA
    for _ in range(n):
        d = data
        for _ in range(rnd.randrange(1, 4)):
            ms = list(TOKEN.finditer(d))
            if not ms:
                break
            m = ms[rnd.randrange(len(ms))]
            k = rnd.randrange(5)
            if k == 0:      # replace a token
                d = d[:m.start()] + pool[rnd.randrange(len(pool))] + d[m.end():]
            elif k == 1:    # delete a token
                d = d[:m.start()] + d[m.end():]
            elif k == 2:    # insert a token
                d = d[:m.start()] + pool[rnd.randrange(len(pool))] + b' ' + d[m.start():]
            elif k == 3:    # duplicate a line
                a = d.rfind(b'\n', 0, m.start()) + 1
                b = d.find(b'\n', m.start()) + 1 or len(d)
                d = d[:b] + d[a:b] + d[b:]
            else:           # cut at the token
                d = d[:m.start()]
        yield d


def main():
    args = sys.argv[1:]
    sep = args.index('--')
    opts, cmd = args[:sep], args[sep + 1:]
    if opts[0] == 'truncate':
        src, tmp = opts[1], opts[2]
        data = open(src, 'rb').read()
        gen = variants_truncate(data)
    else:
        n, seed, src, tmp = int(opts[1]), int(opts[2]), opts[3], opts[4]
        data = open(src, 'rb').read()
        gen = variants_mutate(data, n, seed)
    count = bad = 0
    for v in gen:
        count += 1
        with open(tmp, 'wb') as f:
            f.write(v)
        why = clean(cmd, tmp)
        if why:
            bad += 1
            with open('%s.bad.%d' % (tmp, bad), 'wb') as f:
                f.write(v)
            print('NOT CLEAN (variant %d, saved as %s.bad.%d): %s' % (count, tmp, bad, why))
            if bad >= 5:
                break
    print('%d variants, %d not clean' % (count, bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
