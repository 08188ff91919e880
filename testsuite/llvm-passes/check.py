#!/usr/bin/env python3
"""check.py — LLVM's own EH passes checked by `ehi equiv` (SPEC.md section 10).

Usage: check.py [--ehi PATH] [--src DIR] [--out DIR] [--passes P,...]
                [--groups G,...] [--limit N] [--jobs N] [--budget SECONDS]

Takes EH test IR of three kinds: LLVM 14's and LLVM 19's own tests (the
files of DIR/14 and DIR/19 with invoke, landingpad or the funclet pads;
fetch.sh makes DIR from Debian's llvm-toolchain-14/-19 source packages,
never vendored) and real clang output (the -O0 modules of testsuite/eh/diff
and eh/funclet-diff: Itanium, MSVC and wasm EH).  Runs the EH-relevant
passes of LLVM 14 and 19 over each file (LLVM 19's tests: LLVM 19's passes
only; LLVM 19 reads LLVM 14's files after LLVM 14 wrote them with opaque
pointers) and checks with `ehi equiv --entry F` that each function F with
EH code still behaves as before, under every choice of what its external
functions do.  Prints one line per check and the counts per group, pass and
verdict; the counterexamples are kept under OUT, every check's verdict in
OUT/results.tsv.

Verdicts: equivalent, counterexample, cut (equivalent within the bounds),
skip-ehi (ehi cannot load, verify or run the source: not a check),
skip-opt (opt rejects the file or the pass), inconclusive (limits).
--budget: no file is started after that many seconds (the files are taken
round-robin from the groups, so each group gets its share).
"""
import argparse
import collections
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import threading
import time

LANDING = re.compile(r'\blandingpad\b')
FUNCLET = re.compile(r'\b(catchswitch|cleanuppad|catchpad)\b')
EH = re.compile(r'\b(invoke|landingpad|catchswitch|cleanuppad|catchpad|resume)\b')

# (LLVM version, name, opt flags, which files: any, landing (landingpad
# EH), funclet (funclet pads), wasm (a wasm triple))
PASSES = [
    ('14', 'simplifycfg', ['-passes=simplifycfg'], 'any'),
    ('14', 'inline', ['-passes=inline'], 'any'),
    ('14', 'prune-eh', ['-prune-eh', '-enable-new-pm=0'], 'any'),
    ('14', 'function-attrs', ['-passes=function-attrs'], 'any'),
    ('14', 'instcombine', ['-passes=instcombine'], 'any'),
    ('14', 'O2', ['-O2'], 'any'),
    ('14', 'dwarfehprepare', ['-dwarfehprepare', '-enable-new-pm=0'], 'landing'),
    ('14', 'winehprepare', ['-winehprepare', '-enable-new-pm=0'], 'funclet'),
    ('19', 'simplifycfg', ['-passes=simplifycfg'], 'any'),
    ('19', 'inline', ['-passes=inline'], 'any'),
    ('19', 'function-attrs', ['-passes=function-attrs'], 'any'),
    ('19', 'instcombine', ['-passes=instcombine'], 'any'),
    ('19', 'O2', ['-passes=default<O2>'], 'any'),
    ('19', 'dwarf-eh-prepare', ['-passes=dwarf-eh-prepare'], 'landing'),
    ('19', 'win-eh-prepare', ['-passes=win-eh-prepare'], 'funclet'),
    ('19', 'wasm-eh-prepare', ['-passes=wasm-eh-prepare'], 'wasm'),
]


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


def applies(which, text):
    if which == 'landing':
        return bool(LANDING.search(text))
    if which == 'funclet':
        return bool(FUNCLET.search(text))
    if which == 'wasm':
        return bool(re.search(r'target triple = "wasm', text))
    return True


# the folders of the EH passes first (a budget may stop the rest)
FIRST = ['Transforms/SimplifyCFG', 'Transforms/Inline', 'Transforms/PruneEH', 'Transforms/FunctionAttrs',
         'Transforms/InstCombine', 'CodeGen/WinEH', 'CodeGen/X86', 'CodeGen/WebAssembly']


def first(files):
    def rank(p):
        for k, d in enumerate(FIRST):
            if '/%s/' % d in p:
                return k
        return len(FIRST)
    return sorted(files, key=lambda p: (rank(p), p))


def groups(root, src):
    """(group, versions, files) of the three kinds of input"""
    ll = os.path.join(root, 'testsuite', 'eh')

    def tests(d):
        files = []
        for dd, dirs, fs in os.walk(d):
            dirs[:] = sorted(x for x in dirs if x != 'Inputs')
            for f in sorted(fs):
                p = os.path.join(dd, f)
                if f.endswith('.ll') and EH.search(open(p, errors='replace').read()):
                    files.append(p)
        return files
    return [
        ('llvm14-tests', ('14', '19'), first(tests(os.path.join(src, '14')))),
        ('llvm19-tests', ('19',), first(tests(os.path.join(src, '19')))),
        ('clang14-x86_64-linux', ('14', '19'),
         sorted(glob.glob(os.path.join(ll, 'diff/ll/clang14/x86_64-linux-gnu/*.O0.ll')))),
        ('clang19-x86_64-msvc', ('19',),
         sorted(glob.glob(os.path.join(ll, 'funclet-diff/ll/clang19/x86_64-pc-windows-msvc/*.O0.ll')))),
        ('clang19-wasm32', ('19',),
         sorted(glob.glob(os.path.join(ll, 'funclet-diff/ll/clang19/wasm32-unknown-unknown/*.O0.ll')))),
    ]


def main():
    ap = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument('--ehi', default=os.path.join(root, 'build', 'ehi'))
    ap.add_argument('--src', default=os.path.join(root, 'build', 'llvm-eh-tests'))
    ap.add_argument('--out', default=os.path.join(root, 'build', 'llvm-passes'))
    ap.add_argument('--passes', default='')
    ap.add_argument('--groups', default='')
    ap.add_argument('--limit', type=int, default=0, help='at most N files a group')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--budget', type=float, default=0)
    ap.add_argument('--resume', action='store_true',
                    help='keep OUT/results.tsv and check only the files it does not have')
    ap.add_argument('--bounds', default='--max-paths=256 --max-choices=10 --max-steps=200000')
    a = ap.parse_args()
    wanted = set(a.passes.split(',')) if a.passes else None
    wanted_groups = set(a.groups.split(',')) if a.groups else None
    work_items = []
    per_group = []
    for g, vers, files in groups(root, a.src):
        if wanted_groups and g not in wanted_groups:
            continue
        if a.limit:
            files = files[:a.limit]
        per_group.append([(g, vers, f) for f in files])
    # round-robin over the groups: a budget cuts each group alike
    while any(per_group):
        for q in per_group:
            if q:
                work_items.append(q.pop(0))
    counts = collections.defaultdict(collections.Counter)
    modules = collections.Counter()
    files_done = collections.Counter()
    lock = threading.Lock()
    os.makedirs(a.out, exist_ok=True)
    tsv_path = os.path.join(a.out, 'results.tsv')
    done = set()
    if a.resume and os.path.exists(tsv_path):
        # the rows of an earlier run: its files are not checked again
        seen_mod = set()
        has_mod_rows = False
        rows = [r.rstrip('\n').split('\t') for r in open(tsv_path)]
        for r in rows:
            if len(r) >= 5 and r[2] == 'module':
                has_mod_rows = True
        for r in rows:
            if len(r) < 5:
                continue
            g, key, v, rel, fn = r[:5]
            if (g, rel) not in done:
                done.add((g, rel))
                files_done[g] += 1
            if v == 'module':
                modules[(g, key)] += 1
                continue
            counts[(g, key)][v] += 1
            # rows of a run before 'module' rows: a module is a file with a check
            if not has_mod_rows and fn and (g, key, rel) not in seen_mod:
                seen_mod.add((g, key, rel))
                modules[(g, key)] += 1
        work_items = [w for w in work_items
                      if (w[0], os.path.relpath(w[2], root if w[2].startswith(os.path.join(root, 'testsuite')) else a.src))
                      not in done]
    tsv = open(tsv_path, 'a' if a.resume else 'w')
    start = time.time()

    def note(g, key, v, rel, fn, extra=''):
        with lock:
            counts[(g, key)][v] += 1
            tsv.write('%s\t%s\t%s\t%s\t%s\t%s\n' % (g, key, v, rel, fn, extra))
            tsv.flush()
            if fn:
                print('%-20s %-20s %-14s %s @%s' % (g, key, v, rel, fn), flush=True)

    def one_file(item):
        g, vers, path = item
        if a.budget and time.time() - start > a.budget:
            return
        rel = os.path.relpath(path, root if path.startswith(os.path.join(root, 'testsuite')) else a.src)
        work = os.path.join(a.out, g, rel.replace('/', '__'))
        os.makedirs(work, exist_ok=True)
        src, text = source_copy(path, work)
        fns = eh_functions(text)
        src19 = os.path.join(work, 'src19.ll')
        if '14' in vers:
            rc19, _, _ = run(['/usr/lib/llvm-14/bin/opt', '-opaque-pointers', '-S', src, '-o', src19])
        else:
            src19, rc19 = src, 0
        with lock:
            files_done[g] += 1
        for ver, name, flags, which in PASSES:
            key = '%s-%s' % (name, ver)
            if ver not in vers or (wanted and name not in wanted and key not in wanted):
                continue
            if not applies(which, text):
                continue
            if not fns:
                note(g, key, 'skip-ehi', rel, '', 'no function with EH code')
                continue
            a_in = src if ver == '14' else src19
            if ver == '19' and rc19 != 0:
                note(g, key, 'skip-opt', rel, '', 'opt-14 -opaque-pointers failed')
                continue
            b = os.path.join(work, '%s.ll' % key)
            orc, _, err = run(['/usr/lib/llvm-%s/bin/opt' % ver] + flags + ['-S', a_in, '-o', b])
            if orc != 0:
                note(g, key, 'skip-opt', rel, '', err.strip().splitlines()[0][:200] if err.strip() else 'rc %d' % orc)
                continue
            with lock:
                modules[(g, key)] += 1
                tsv.write('%s\t%s\tmodule\t%s\t\t\n' % (g, key, rel))
            b_text = open(b, errors='replace').read()
            for fn in fns:
                if not re.search(r'define\b.*@"?%s"?\s*\(' % re.escape(fn), b_text):
                    continue  # inlined away or removed: nothing to run
                cmd = [a.ehi, 'equiv'] + a.bounds.split() + ['--entry', fn, a_in, b]
                erc, out, err = run(cmd, timeout=120)
                extra = ''
                if erc == 0:
                    v = 'cut' if 'cut the search' in out else 'equivalent'
                    if 'inconclusive' in out:
                        v = 'inconclusive'
                elif erc == 1:
                    v = 'counterexample'
                    cex = os.path.join(work, '%s.%s.cex' % (key, fn.replace('/', '_')))
                    with open(cex, 'w') as f:
                        f.write(' '.join(cmd) + '\n' + out + err)
                    extra = out.splitlines()[0] if out else ''
                else:
                    v = 'skip-ehi'
                    extra = 'rc %d: %s' % (erc, (err.strip().splitlines() or [''])[0][:200])
                note(g, key, v, rel, fn, extra)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        list(ex.map(one_file, work_items))
    tsv.close()
    print()
    print('files: ' + ', '.join('%s %d' % (g, n) for g, n in sorted(files_done.items())) +
          ' (%.0f s)' % (time.time() - start))
    verdicts = ['equivalent', 'cut', 'counterexample', 'inconclusive', 'skip-ehi', 'skip-opt']
    print('%-22s %-18s %7s ' % ('group', 'pass', 'modules') + ' '.join('%14s' % v for v in verdicts))
    total = collections.Counter()
    for g, key in sorted(counts):
        print('%-22s %-18s %7d ' % (g, key, modules[(g, key)]) + ' '.join('%14d' % counts[(g, key)][v] for v in verdicts))
        total.update(counts[(g, key)])
    print('%-22s %-18s %7d ' % ('total', '', sum(modules.values())) + ' '.join('%14d' % total[v] for v in verdicts))


if __name__ == '__main__':
    sys.exit(main())
