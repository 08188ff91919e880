#!/usr/bin/env python3
# merge.py [-o MERGED.jsonl] RESULTS...: combine the JSON lines of campaign
# runs (one file per lit shard or machine, or folders of such files) and
# print a summary: programs, cells by kind and outcome, per target, compiler
# and level, and every cell that did not pass.
#
# A cell is keyed by (program, gen, matrix, kind, target, cc, opt); when the
# same cell comes twice (a shard run again), the later file wins.  Exit
# status 1 when any cell did not pass.

import argparse
import collections
import json
import os
import sys

KEY = ('program', 'gen', 'matrix', 'kind', 'target', 'cc', 'opt')


def files(paths):
    for p in paths:
        if os.path.isdir(p):
            for dirpath, _, names in sorted(os.walk(p)):
                for n in sorted(names):
                    if n.endswith('.jsonl'):
                        yield os.path.join(dirpath, n)
        else:
            yield p


def load(paths):
    cells = {}
    for path in files(paths):
        with open(path) as f:
            for i, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    d = json.loads(line)
                except ValueError:
                    sys.exit('%s:%d: not a JSON line' % (path, i))
                cells[tuple(d.get(k) for k in KEY)] = d
    return list(cells.values())


def summary(rows, out=sys.stdout):
    w = out.write
    progs = {(d['program'], d.get('gen')) for d in rows}
    by = collections.Counter((d['kind'], d['outcome']) for d in rows)
    w('%d programs, %d cells\n' % (len(progs), len(rows)))
    for (kind, outcome), n in sorted(by.items()):
        w('  %-5s %-16s %d\n' % (kind, outcome, n))
    per = collections.defaultdict(collections.Counter)
    for d in rows:
        per[(d['kind'], d['target'], d['cc'], d['opt'])][d['outcome'] == 'pass'] += 1
    w('per cell (kind target compiler level: passed/total):\n')
    for k in sorted(per):
        c = per[k]
        w('  %-5s %-24s %-8s %s  %d/%d\n' % (k + (c[True], c[True] + c[False])))
    bad = [d for d in rows if d['outcome'] != 'pass']
    if bad:
        w('not passing (%d):\n' % len(bad))
        for d in sorted(bad, key=lambda d: tuple(str(d.get(k)) for k in KEY)):
            w('  %s %s %s %s -%s: %s: %s\n' % (d['program'], d['kind'], d['target'], d['cc'], d['opt'],
                                              d['outcome'], d.get('detail', '')))
            if d.get('shrunk'):
                w('      shrunk: %s\n' % d['shrunk'])
    ok = sum(1 for d in rows if d['outcome'] == 'pass')
    w('%d passed, %d failed\n' % (ok, len(rows) - ok))
    return not bad


def main():
    ap = argparse.ArgumentParser(description='merge campaign results and summarise them')
    ap.add_argument('results', nargs='+', help='.jsonl files or folders of them')
    ap.add_argument('-o', dest='out', help='write the merged lines here')
    a = ap.parse_args()
    rows = load(a.results)
    if a.out:
        with open(a.out, 'w') as f:
            for d in sorted(rows, key=lambda d: tuple(str(d.get(k)) for k in KEY)):
                f.write(json.dumps(d, sort_keys=True) + '\n')
    sys.exit(0 if summary(rows) else 1)


if __name__ == '__main__':
    main()
