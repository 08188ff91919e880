#!/usr/bin/env python3
"""check.py — LLVM's own EH passes checked by `ehi equiv` (SPEC.md section 10).

Usage: check.py [--ehi PATH] [--src DIR] [--out DIR] [--passes P,...] [--limit N]

Takes LLVM 14's EH test IR (the files of DIR that use invoke, landingpad or
the funclet pads; DIR is made by fetch.sh from Debian's llvm-toolchain-14
source package, never vendored), runs EH-relevant passes of LLVM 14 and 19
over each, and checks with `ehi equiv --entry F` that each function F with
EH code in the file still behaves as before, under every choice of what its
external functions do.  LLVM 19 reads the file after LLVM 14 wrote it with
opaque pointers (its own input format).  Prints one line per check and the
counts per pass and verdict; the counterexamples are kept under OUT.

Verdicts: equivalent, counterexample, cut (equivalent within the bounds),
skip-ehi (ehi cannot load, verify or run the source: not a check),
skip-opt (opt rejects the file or the pass), inconclusive (limits).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

PASSES = [
    ('14', 'simplifycfg', ['-passes=simplifycfg']),
    ('14', 'inline', ['-passes=inline']),
    ('14', 'prune-eh', ['-prune-eh', '-enable-new-pm=0']),
    ('14', 'function-attrs', ['-passes=function-attrs']),
    ('14', 'instcombine', ['-passes=instcombine']),
    ('14', 'O2', ['-O2']),
    ('14', 'dwarfehprepare', ['-dwarfehprepare', '-enable-new-pm=0']),
    ('14', 'winehprepare', ['-winehprepare', '-enable-new-pm=0']),
    ('19', 'simplifycfg', ['-passes=simplifycfg']),
    ('19', 'inline', ['-passes=inline']),
    ('19', 'function-attrs', ['-passes=function-attrs']),
    ('19', 'instcombine', ['-passes=instcombine']),
    ('19', 'O2', ['-passes=default<O2>']),
    ('19', 'win-eh-prepare', ['-passes=win-eh-prepare']),
]
EH = re.compile(r'\b(invoke|landingpad|catchswitch|cleanuppad|catchpad|resume)\b')


def run(cmd, timeout=60, **kw):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, errors='replace', **kw)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -1, '', 'timeout'
    except OSError as e:
        return -2, '', str(e)


def eh_functions(text):
    """the defined functions whose bodies have EH instructions, in order"""
    out, name, body = [], None, []
    for line in text.splitlines():
        m = re.match(r'define\b.*?@("[^"]+"|[-\w.$]+)\s*\(', line)
        if m:
            name, body = m.group(1), []
            continue
        if name is not None:
            if line.startswith('}'):
                if EH.search('\n'.join(body)):
                    out.append(name.strip('"'))
                name = None
            else:
                body.append(line)
    return out


def source_copy(path, out):
    """the test file, with the triple its RUN line gives when it has none"""
    text = open(path, errors='replace').read()
    if 'target triple' not in text:
        m = re.search(r'-mtriple[= ](\S+)', text)
        if m:
            text = 'target triple = "%s"\n' % m.group(1) + text
    dst = os.path.join(out, 'src.ll')
    with open(dst, 'w') as f:
        f.write(text)
    return dst, text


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument('--ehi', default=os.path.join(root, 'build', 'ehi'))
    ap.add_argument('--src', default=os.path.join(root, 'build', 'llvm-eh-tests'))
    ap.add_argument('--out', default=os.path.join(root, 'build', 'llvm-passes'))
    ap.add_argument('--passes', default='')
    ap.add_argument('--limit', type=int, default=0)
    ap.add_argument('--bounds', default='--max-paths=256 --max-choices=10 --max-steps=200000')
    a = ap.parse_args()
    wanted = set(a.passes.split(',')) if a.passes else None
    files = []
    for d, dirs, fs in os.walk(a.src):
        dirs[:] = sorted(x for x in dirs if x != 'Inputs')
        for f in sorted(fs):
            if f.endswith('.ll'):
                p = os.path.join(d, f)
                if EH.search(open(p, errors='replace').read()):
                    files.append(p)
    if a.limit:
        files = files[:a.limit]
    counts = collections.defaultdict(collections.Counter)
    modules = collections.Counter()
    for path in files:
        rel = os.path.relpath(path, a.src)
        work = os.path.join(a.out, rel.replace('/', '__'))
        os.makedirs(work, exist_ok=True)
        src, text = source_copy(path, work)
        fns = eh_functions(text)
        rc = 0  # (equiv verifies as run does: LLVM's rules decide)
        src19 = os.path.join(work, 'src19.ll')
        rc19, _, _ = run(['/usr/lib/llvm-14/bin/opt', '-opaque-pointers', '-S', src, '-o', src19])
        for ver, name, flags in PASSES:
            key = '%s-%s' % (name, ver)
            if wanted and name not in wanted and key not in wanted:
                continue
            if not fns or rc != 0:
                counts[key]['skip-ehi'] += 1
                continue
            a_in = src if ver == '14' else src19
            if ver == '19' and rc19 != 0:
                counts[key]['skip-opt'] += 1
                continue
            b = os.path.join(work, '%s.ll' % key)
            orc, _, err = run(['/usr/lib/llvm-%s/bin/opt' % ver] + flags + ['-S', a_in, '-o', b])
            if orc != 0:
                counts[key]['skip-opt'] += 1
                continue
            modules[key] += 1
            b_text = open(b, errors='replace').read()
            for fn in fns:
                if not re.search(r'define\b.*@"?%s"?\s*\(' % re.escape(fn), b_text):
                    continue  # inlined away or removed: nothing to run
                cmd = [a.ehi, 'equiv'] + a.bounds.split() + ['--entry', fn, a_in, b]
                erc, out, err = run(cmd, timeout=120)
                if erc == 0:
                    v = 'cut' if 'cut the search' in out else 'equivalent'
                    if 'inconclusive' in out:
                        v = 'inconclusive'
                elif erc == 1:
                    v = 'counterexample'
                    with open(os.path.join(work, '%s.%s.cex' % (key, fn.replace('/', '_'))), 'w') as f:
                        f.write(' '.join(cmd) + '\n' + out + err)
                else:
                    v = 'skip-ehi'
                counts[key][v] += 1
                print('%-16s %-14s %s @%s' % (key, v, rel, fn), flush=True)
    print()
    verdicts = ['equivalent', 'cut', 'counterexample', 'inconclusive', 'skip-ehi', 'skip-opt']
    print('%-16s %8s ' % ('pass', 'modules') + ' '.join('%14s' % v for v in verdicts))
    total = collections.Counter()
    for key in sorted(counts):
        print('%-16s %8d ' % (key, modules[key]) + ' '.join('%14d' % counts[key][v] for v in verdicts))
        total.update(counts[key])
    print('%-16s %8d ' % ('total', sum(modules.values())) + ' '.join('%14d' % total[v] for v in verdicts))


if __name__ == '__main__':
    sys.exit(main())
