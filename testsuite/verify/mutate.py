#!/usr/bin/env python3
"""mutate.py — differential test of `ehi verify` against LLVM 19's verifier.

Takes valid EH modules, applies small textual mutations that break (or keep)
the exception-handling structure, and checks that `ehi verify FILE` and
`opt-19 -passes=verify -disable-output FILE` agree on accept/reject for every
mutant.

  * A mutant that either tool fails to *parse* is skipped (LLVM: an
    `opt: FILE:LINE:COL: error:` parse diagnostic; ehi: exit status 1).
  * When LLVM accepts and ehi rejects, they still agree if every error ehi
    reports says "(LLVM accepts this IR)": an ehi-only rule (ids V-FT-* and
    V-P-*, see RULES.md); the label must come with exactly those ids.
  * Warnings are ignored.  ehi exit statuses: 0 valid, 3 rejected,
    1 input error; anything else (a crash) is a disagreement.

Usage:  mutate.py [--ehi PATH] [--opt PATH] [--per-kind N] [--seed S]
                  [--jobs N] [--timeout S] [--keep DIR] [FILE.ll ...]
Without files it uses this folder's valid-*.ll and a few clang 19 corpus
modules (x86_64 MSVC, x86_64 Linux, wasm32).  Prints a summary; exits 1 on
any disagreement, listing the mutants.
"""

import argparse
import concurrent.futures
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(os.path.dirname(HERE), 'corpus', 'll', 'clang19')
DEFAULT_CORPUS = [
    'x86_64-pc-windows-msvc/eh_basic.O0.ll',
    'x86_64-pc-windows-msvc/eh_basic.O2.ll',
    'x86_64-pc-windows-msvc/classes.O2.ll',
    'x86_64-pc-windows-msvc/cleanup_atomic.O0.ll',
    'x86_64-linux-gnu/eh_basic.O0.ll',
    'x86_64-linux-gnu/eh_basic.O2.ll',
    'x86_64-linux-gnu/classes.O2.ll',
    'wasm32-unknown-unknown/eh_basic.O0.ll',
]

LABEL_RE = re.compile(r'^("(?:[^"\\]|\\.)*"|[-\w.$]+):')
PAD_RE = re.compile(r'^\s*(%[-\w.$]+|%"[^"]*") = (catchswitch|catchpad|cleanuppad|landingpad)\b')
BUNDLE_RE = re.compile(r' \[ "funclet"\(token (%[-\w.$]+)\) \]')
LLVM_PARSE_ERR = re.compile(r'^[^\n]*:\d+:\d+: error:', re.M)
EHI_ERR = re.compile(r'^[^\n]*: error: .*\[(V-[A-Z]+-\d+)\]( \(LLVM accepts this IR\))?\s*$', re.M)


class Function:
    """Line range of one `define` and what mutations need from it."""

    def __init__(self, start):
        self.start = start      # index of the define line
        self.end = None         # index of the closing brace
        self.labels = []        # block names as written after 'label %'
        self.pads = {}          # token -> kind
        self.pad_blocks = []    # labels of blocks whose first inst is a pad


def scan(lines):
    funcs, cur, pending_label = [], None, None
    for i, line in enumerate(lines):
        if line.startswith('define '):
            cur = Function(i)
            continue
        if cur is None:
            continue
        if line.startswith('}'):
            cur.end = i
            funcs.append(cur)
            cur = None
            continue
        m = LABEL_RE.match(line)
        if m:
            name = m.group(1)
            cur.labels.append('%' + name)
            pending_label = '%' + name
            continue
        m = PAD_RE.match(line)
        if m:
            cur.pads[m.group(1)] = m.group(2)
            if pending_label:
                cur.pad_blocks.append(pending_label)
        if line.strip() and not line.lstrip().startswith(';') and \
                not re.match(r'^\s*%[-\w.$]+ = phi ', line):
            pending_label = None
    return funcs


def in_func(f, i):
    return f.start < i < f.end


def mutations(lines, funcs):
    """Yield (kind, description, new_lines) for every applicable site."""
    def with_line(i, new):
        out = list(lines)
        out[i] = new
        return out

    for f in funcs:
        body = range(f.start + 1, f.end)
        tokens = [t for t, k in f.pads.items() if k in ('catchpad', 'cleanuppad')]
        switches = [t for t, k in f.pads.items() if k == 'catchswitch']
        for i in body:
            line = lines[i]
            # 1. drop a funclet bundle
            m = BUNDLE_RE.search(line)
            if m:
                yield ('drop-bundle', 'line %d: drop "funclet"(%s)' % (i + 1, m.group(1)),
                       with_line(i, line[:m.start()] + line[m.end():]))
                # 2. point the bundle at another pad
                for t in tokens:
                    if t != m.group(1):
                        yield ('retarget-bundle', 'line %d: bundle %s -> %s' % (i + 1, m.group(1), t),
                               with_line(i, line[:m.start(1)] + t + line[m.end(1):]))
            # 3. retarget an unwind edge (invoke, catchswitch, cleanupret)
            m = re.search(r'unwind label (%[-\w.$]+|%"[^"]*")', line)
            if m:
                for lab in f.labels:
                    if lab != m.group(1):
                        yield ('retarget-unwind', 'line %d: unwind %s -> %s' % (i + 1, m.group(1), lab),
                               with_line(i, line[:m.start(1)] + lab + line[m.end(1):]))
                if 'catchswitch' in line or 'cleanupret' in line:
                    yield ('unwind-to-caller', 'line %d: unwind %s -> caller' % (i + 1, m.group(1)),
                           with_line(i, line[:m.start()] + 'unwind to caller' + line[m.end():]))
            if re.search(r'(catchswitch|cleanupret) .*unwind to caller', line):
                for lab in f.pad_blocks:
                    yield ('unwind-from-caller', 'line %d: unwind to caller -> %s' % (i + 1, lab),
                           with_line(i, line.replace('unwind to caller', 'unwind label ' + lab)))
            # 4. invoke normal destination -> a pad block
            m = re.search(r'\bto label (%[-\w.$]+|%"[^"]*") unwind', line)
            if m:
                for lab in f.pad_blocks:
                    yield ('normal-to-pad', 'line %d: normal dest %s -> %s' % (i + 1, m.group(1), lab),
                           with_line(i, line[:m.start(1)] + lab + line[m.end(1):]))
            # 5. swap a pad's parent token
            m = re.search(r'= (catchswitch|catchpad|cleanuppad) within (%[-\w.$]+|none)\b', line)
            if m:
                for t in ['none'] + tokens + switches:
                    if t != m.group(2):
                        yield ('swap-parent', 'line %d: within %s -> %s' % (i + 1, m.group(2), t),
                               with_line(i, line[:m.start(2)] + t + line[m.end(2):]))
            # 6. catchret/cleanupret from another pad
            m = re.search(r'\b(catchret|cleanupret) from (%[-\w.$]+)', line)
            if m:
                for t in tokens:
                    if t != m.group(2):
                        yield ('swap-ret-pad', 'line %d: %s from %s -> %s' % (i + 1, m.group(1), m.group(2), t),
                               with_line(i, line[:m.start(2)] + t + line[m.end(2):]))
            # 7. something before an EH pad
            if PAD_RE.match(line):
                yield ('insert-before-pad', 'line %d: add before pad' % (i + 1),
                       lines[:i] + ['  %mut.x = add i32 0, 0'] + lines[i:])
            # 8. a landingpad loses its only 'cleanup'
            if re.search(r'= landingpad [^\n]*\bcleanup\s*$', line) and \
                    not (i + 1 < len(lines) and re.match(r'^\s+(catch|filter) ', lines[i + 1])):
                yield ('drop-cleanup', 'line %d: landingpad without clauses' % (i + 1),
                       with_line(i, re.sub(r'\s*\bcleanup\s*$', '', line)))
            # 9. an ordinary branch into a pad block
            m = re.match(r'^(\s*br label )(%[-\w.$]+|%"[^"]*")\s*$', line)
            if m:
                for lab in f.pad_blocks:
                    yield ('br-to-pad', 'line %d: br %s -> %s' % (i + 1, m.group(2), lab),
                           with_line(i, m.group(1) + lab))
        # 10. delete the personality
        m = re.search(r' personality (ptr|i8\*) (@[-\w.$]+|@"[^"]*"|bitcast \([^)]*\))', lines[f.start])
        if m:
            yield ('delete-personality', 'line %d: no personality' % (f.start + 1),
                   with_line(f.start, lines[f.start][:m.start()] + lines[f.start][m.end():]))


def llvm_verdict(opt, path):
    r = subprocess.run([opt, '-passes=verify', '-disable-output', path],
                       capture_output=True, text=True)
    if r.returncode == 0:
        return 'accept', ''
    if LLVM_PARSE_ERR.search(r.stderr):
        return 'parse', r.stderr
    return 'reject', r.stderr


def ehi_verdict(ehi, path, timeout=20):
    try:
        r = subprocess.run([ehi, 'verify', path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'crash', 'timeout', []
    out = r.stdout + r.stderr
    if r.returncode == 0:
        return 'accept', out, []
    if r.returncode == 1:
        return 'parse', out, []
    if r.returncode == 3:
        return 'reject', out, EHI_ERR.findall(out)
    return 'crash', 'exit status %d\n%s' % (r.returncode, out), []


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--ehi', default=os.environ.get('EHI', os.path.join(HERE, '..', '..', 'build', 'ehi')))
    ap.add_argument('--opt', default='opt-19')
    ap.add_argument('--per-kind', type=int, default=3,
                    help='mutants kept per (file, mutation kind); 0 = all')
    ap.add_argument('--seed', type=int, default=19)
    ap.add_argument('--keep', help='write disagreeing mutants into this folder')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=int, default=20, help='seconds per ehi run')
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()

    files = a.files or (sorted(glob.glob(os.path.join(HERE, 'valid-*.ll'))) +
                        [os.path.join(CORPUS, p) for p in DEFAULT_CORPUS
                         if os.path.exists(os.path.join(CORPUS, p))])
    rng = random.Random(a.seed)
    tasks = []
    for path in files:
        lines = open(path).read().split('\n')
        by_kind = {}
        for kind, desc, new in mutations(lines, scan(lines)):
            by_kind.setdefault(kind, []).append((desc, new))
        for kind in sorted(by_kind):
            sites = by_kind[kind]
            if a.per_kind and len(sites) > a.per_kind:
                sites = rng.sample(sites, a.per_kind)
            for desc, new in sites:
                tasks.append(('%s [%s] %s' % (os.path.relpath(path), kind, desc), new))

    tmpdir = tempfile.mkdtemp(prefix='ehi-mutate-')

    def run(n_task):
        n, (name, new) = n_task
        mpath = os.path.join(tmpdir, 'm%05d.ll' % n)
        with open(mpath, 'w') as fh:
            fh.write('\n'.join(new))
        lv, lout = llvm_verdict(a.opt, mpath)
        ev, eout, ids = ehi_verdict(a.ehi, mpath, a.timeout)
        os.unlink(mpath)
        return name, new, lv, lout, ev, eout, ids

    counts = dict(skipped=0, agree=0, ehi_only=0)
    disagreements = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        results = list(pool.map(run, enumerate(tasks)))
    for name, new, lv, lout, ev, eout, ids in results:
        why = None
        if lv == 'parse' or ev == 'parse':
            counts['skipped'] += 1
        elif ev == 'crash':
            why = 'ehi crashed: ' + eout.strip()[:300]
        elif lv == ev:
            counts['agree'] += 1
        elif any(bool(lab) != i.startswith(('V-FT-', 'V-P-')) for i, lab in ids):
            why = 'the label "(LLVM accepts this IR)" on the wrong rules: ' + eout.strip()[:300]
        elif lv == 'accept' and ids and all(lab for i, lab in ids):
            counts['agree'] += 1
            counts['ehi_only'] += 1
        elif lv == 'accept':
            why = 'LLVM accepts, ehi rejects: ' + (', '.join(sorted(set(i for i, _ in ids))) or eout.strip()[:200])
        else:
            first = lout.strip().split('\n')[0] if lout.strip() else ''
            why = 'LLVM rejects (%s), ehi accepts' % first
        if why:
            disagreements.append((name, why))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                keep = os.path.join(a.keep, 'mutant%03d.ll' % len(disagreements))
                with open(keep, 'w') as fh:
                    fh.write('; %s\n; %s\n' % (name, why.split('\n')[0]) + '\n'.join(new))

    for name, why in disagreements:
        print('DISAGREE %s: %s' % (name, why))
    print('%d files, %d mutants: %d skipped (parse error), %d agree (%d of them ehi-only '
          'rejections), %d disagree' % (len(files), len(tasks), counts['skipped'],
                                        counts['agree'], counts['ehi_only'], len(disagreements)))
    try:
        os.rmdir(tmpdir)
    except OSError:
        pass
    return 1 if disagreements else 0


if __name__ == '__main__':
    sys.exit(main())
