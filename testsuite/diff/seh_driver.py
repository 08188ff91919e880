#!/usr/bin/env python3
# seh_driver.py: run generated Windows SEH programs (gen/seh.py) under Wine
# and under ehi, report every disagreement (README.md, "SEH programs").
#
#   seh_driver.py --seed 7 [--count 10] [--matrix check|ir|full] [--size small|normal|large]
#   seh_driver.py --source prog.c [--matrix ...]        a kept or hand-written program
#
# For one program: the x86_64-pc-windows-msvc IR of clang-19 -O0, built into
# a PE binary and run under Wine (testsuite/eh/seh's peer,
# /work/shared/peers/wine/build-and-run.sh, WINEPEER), gives the
# expectation: stdout and exit status (Wine writes nothing of the program's
# on stderr; ehi's stderr may hold only its line for an unhandled exception,
# SPEC.md EH-SEH-7).  Without Wine, a committed expectation
# (seh-expected/<program>.json, made by --record under Wine) stands in, for
# make check's fixed seeds.  Then, per the matrix, the IR of the three SEH
# targets (x86_64, i686, aarch64 MSVC: the rules state no target difference
# for these programs) from clang-14 and clang-19 at -O0 and -O2 runs under
# `ehi run` (kind "ehi"), and in the full matrix the other x86_64 IR builds
# run under Wine too (kind "real": a difference there is Wine's or the
# compiler's, not ehi's).  JSON lines as driver.py's, so merge.py takes both.

import argparse
import hashlib
import json
import os
import shutil
import sys
import time

sys.dont_write_bytecode = True      # keep __pycache__ out of the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, 'gen'))
sys.path.insert(0, HERE)
import seh as gen  # noqa: E402
import seh_shrink  # noqa: E402
from driver import (CC_TIMEOUT, COMPILERS, EHI_STATUS, LLVM, OPTS, RUN_TIMEOUT,  # noqa: E402
                    _first_diff, _run, add_options, append_results, drive, note_failure, shrink_failures)

TARGETS = ('x86_64-pc-windows-msvc', 'i686-pc-windows-msvc', 'aarch64-pc-windows-msvc')
PEER_TARGET = TARGETS[0]               # Wine runs x86_64 PE binaries only
REF = ('clang19', 'O0')
CFLAGS = ['-x', 'c', '-std=c17', '-fms-extensions', '-nostdinc', '-Wno-everything']
WINEPEER = os.environ.get('WINEPEER', '/work/shared/peers/wine/build-and-run.sh')
# the peer's work folder (its Wine prefix): fixed, not under lit's per-test TMPDIR
WINEPEER_WORK = os.environ.get('WINEPEER_WORK', '/tmp/ehi-winepeer')
WINE64 = '/usr/lib/wine/wine64'
WINESERVER = '/usr/lib/wine/wineserver64'
_server_until = [0.0]
EXPECTED = os.path.join(HERE, 'seh-expected')
UNHANDLED = b'unhandled SEH exception'    # ehi's line for EH-SEH-7


def wine_available():
    """Wine and a peer set up (`build-and-run.sh setup`: its prefix and CRT
    object); otherwise the recorded expectations stand in."""
    return (os.path.exists(WINE64) and os.path.exists(WINEPEER)
            and os.path.isdir(os.path.join(WINEPEER_WORK, 'prefix'))
            and os.path.exists(os.path.join(WINEPEER_WORK, 'build', 'crt_ucrt.x64.obj')))


def keep_wineserver():
    """A wineserver that stays 60 s after its last client: a cold start
    costs each run seconds (the peer's README); it ends by itself."""
    now = time.monotonic()
    if now < _server_until[0]:
        return
    prefix = os.path.join(WINEPEER_WORK, 'prefix')
    if os.path.exists(WINESERVER) and os.path.isdir(prefix):
        _run(['env', 'WINEPREFIX=' + prefix, WINESERVER, '-p', '60'], 30)
    _server_until[0] = now + 30


def cells(matrix, seed):
    """The (kind, target, cc, opt) cells of one program, the reference excluded.
    check: the three targets at -O0 and -O2, one compiler per level, swapped
           with the seed's parity (6 ehi runs);
    ir:    the three targets x clang14, clang19 x -O0, -O2 (12 ehi runs);
    full:  ir, and the other x86_64 builds under Wine (3 real runs)."""
    out = []
    if matrix == 'check':
        a, b = ('clang19', 'clang14') if seed % 2 else ('clang14', 'clang19')
        for t in TARGETS:
            out += [('ehi', t, a, 'O0'), ('ehi', t, b, 'O2')]
        return out
    if matrix == 'full':
        out += [('real', PEER_TARGET, cc, o) for cc in COMPILERS for o in OPTS if (cc, o) != REF]
    out += [('ehi', t, cc, o) for t in TARGETS for cc in COMPILERS for o in OPTS]
    return out


class Program:
    def __init__(self, work, name, text, ehi):
        self.work = work
        self.name = name
        self.ehi = ehi
        os.makedirs(work, exist_ok=True)
        self.src = os.path.join(work, 'prog.c')
        with open(self.src, 'w') as f:
            f.write(text)

    def ir(self, target, cc, opt):
        # the program's name in the file name: the peer names its binary by it
        ll = os.path.join(self.work, '%s.%s.%s.%s.ll' % (self.name, target, cc, opt))
        if os.path.exists(ll):
            return ll, None
        cmd = [os.path.join(LLVM[cc], 'clang'), '--target=' + target] + CFLAGS + \
            ['-' + opt, '-S', '-emit-llvm', self.src, '-o', ll + '.tmp']
        st, _, err, to = _run(cmd, CC_TIMEOUT)
        if st != 0:
            return None, 'IR compilation failed: %s' % err.decode(errors='replace')[:500]
        os.replace(ll + '.tmp', ll)
        return ll, None

    def wine(self, cc, opt):
        """The x86_64 IR of (cc, opt) built by the peer (codegen at the same
        level) and run under Wine: (status, stdout) or an error text."""
        ll, problem = self.ir(PEER_TARGET, cc, opt)
        if problem:
            return problem
        # the peer's copy in its work folder: the script copies itself there
        # on each run from elsewhere, which a concurrent run would read half
        # written
        own = os.path.join(WINEPEER_WORK, 'build-and-run.sh')
        script = own if os.path.exists(own) else WINEPEER
        exe = os.path.join(WINEPEER_WORK, 'build', 'one.%s.msvc64.exe' % os.path.basename(ll)[:-3])
        for attempt in range(2):    # once more after a timeout (a cold Wine on a loaded machine)
            keep_wineserver()       # or a failed build (another session's run of the peer)
            for f in (exe, exe + '.obj'):
                if os.path.exists(f):
                    os.remove(f)
            st, out, err, to = _run(['env', 'WINEPEER_WORK=' + WINEPEER_WORK, 'bash', script, 'one',
                                     'msvc64', ll, '-' + opt], RUN_TIMEOUT)
            # the peer's 125 is a failed build only when no binary was made:
            # a program may exit with 125 too (an unhandled 0x...7D)
            built = os.path.exists(exe)
            if not to and built:
                break
        for f in (exe, exe + '.obj'):
            if os.path.exists(f):
                os.remove(f)
        if to:
            return 'Wine timed out'
        if not built:
            return 'the peer could not build it (status %s): %s' % (st, err.decode(errors='replace')[:500])
        return st, out

    def ehi_run(self, ll):
        return _run([self.ehi, 'run', ll], RUN_TIMEOUT)


def judge_ehi(ref, got):
    want_st, want_out = ref
    st, out, err, to = got
    if to:
        return 'ehi-timeout', 'no exit within %d s' % RUN_TIMEOUT
    if st < 0:
        return 'ehi-crash', 'ehi died with signal %d' % -st
    # stderr: nothing, or ehi's one line for an unhandled exception
    err_ok = not err or (err.count(b'\n') <= 1 and UNHANDLED in err)
    if (st, out) == (want_st, want_out) and err_ok:
        return 'pass', ''
    first = next((l for l in err.decode('utf-8', 'replace').splitlines() if l.startswith('ehi: ')), '')
    if st != want_st and st in EHI_STATUS:
        return EHI_STATUS[st], first[:300] or 'status %d' % st
    if out != want_out:
        return 'differs', _first_diff('stdout', want_out, out)
    if not err_ok:
        return 'differs', 'stderr: %s' % err.decode('utf-8', 'replace')[:200]
    return 'differs', 'status: expected %d, got %d' % (want_st, st)


def judge_real(ref, got):
    if isinstance(got, str):
        return 'real-error', got
    if got == ref:
        return 'pass', ''
    if got[1] != ref[1]:
        return 'real-differs', _first_diff('stdout', ref[1], got[1])
    return 'real-differs', 'status: expected %d, got %d' % (ref[0], got[0])


def run_cell(prog, ref, cell):
    kind, target, cc, opt = cell
    if kind == 'real':
        return judge_real(ref, prog.wine(cc, opt))
    ll, problem = prog.ir(target, cc, opt)
    if problem:
        return 'compile-error', problem
    return judge_ehi(ref, prog.ehi_run(ll))


def _sha(text):
    return hashlib.sha256(text.encode()).hexdigest()


def recorded(name, text):
    """The committed expectation of a program: ((status, stdout), None), or
    (None, why not)."""
    path = os.path.join(EXPECTED, name + '.json')
    if not os.path.exists(path):
        return None, 'no Wine here and no recorded expectation %s' % path
    with open(path) as f:
        d = json.load(f)
    if d['sha256'] != _sha(text):
        return None, '%s was recorded for another program (generator version %s; now %d): ' \
            'record it again under Wine (seh_driver.py --record)' % (path, d.get('gen'), gen.GEN_VERSION)
    return (d['status'], d['stdout'].encode()), None


def reference(prog, name, text, use_wine):
    """((status, stdout), source, problem)."""
    if use_wine:
        got = prog.wine(*REF)
        if isinstance(got, str):
            return None, 'wine', got
        return got, 'wine', None
    ref, problem = recorded(name, text)
    return ref, 'recorded', problem


def record(name, text, ref):
    os.makedirs(EXPECTED, exist_ok=True)
    with open(os.path.join(EXPECTED, name + '.json'), 'w') as f:
        json.dump({'program': name, 'gen': gen.GEN_VERSION, 'sha256': _sha(text),
                   'peer': 'Wine 8, x86_64 IR of clang-19 -O0', 'status': ref[0],
                   'stdout': ref[1].decode()}, f, indent=1, sort_keys=True)
        f.write('\n')


def witness_reference(prog, cell):
    """Without Wine, what a shrink candidate must print: ehi's run of a cell
    that agreed with the original program's reference (the rules state no
    difference between the three targets and the levels), when it ends with
    no report of ehi's: ((status, stdout), None) or (None, why not)."""
    ll, problem = prog.ir(*cell[1:])
    if problem:
        return None, problem
    st, out, err, to = prog.ehi_run(ll)
    if to or st < 0 or any(l.startswith(b'ehi: ') and UNHANDLED not in l for l in err.splitlines()):
        return None, 'the witness %s did not end normally' % ' '.join(cell)
    return (st, out), None


class SehLang:
    """driver.shrink_cell's view of an SEH program: candidates are compared
    with Wine where it runs, else with a witness cell (witness_reference)."""
    ext = '.c'
    shrink = staticmethod(seh_shrink.shrink)
    size = staticmethod(seh_shrink.size)
    run_cell = staticmethod(run_cell)

    def __init__(self, name, ehi, use_wine, witness):
        self.name, self.ehi, self.use_wine, self.witness = name, ehi, use_wine, witness

    def program(self, work, tree):
        return Program(work, self.name, gen.render(tree), self.ehi)

    def reference(self, prog):
        if not self.use_wine:
            return witness_reference(prog, self.witness)
        got = prog.wine(*REF)
        return (None, got) if isinstance(got, str) else (got, None)


def run_program(name, text, tree, seed, opts, log=lambda s: None):
    """One program through the matrix; its JSON-line dicts.  The work folder
    is removed when every cell passes (unless opts.keep).  With the
    program's TREE (seh.tree; None for a --source program) and opts.shrink,
    a cell of each way of failing is shrunk (driver.shrink_cell):
    shrunk-<cell>.c."""
    work = os.path.join(os.path.abspath(opts.work), name)   # (the peer runs in its own folder)
    shutil.rmtree(work, ignore_errors=True)
    prog = Program(work, name, text, opts.ehi)
    base = {'program': name, 'seed': seed, 'size': opts.size if seed is not None else None,
            'gen': ('seh-%d' % gen.GEN_VERSION) if seed is not None else None,
            'matrix': opts.matrix, 'lang': 'seh'}
    t0 = time.monotonic()
    use_wine = opts.wine if opts.wine is not None else wine_available()
    ref, source, problem = reference(prog, name, text, use_wine)
    lines = []
    if problem:
        lines.append(dict(base, kind='real', target=PEER_TARGET, cc=REF[0], opt=REF[1],
                          outcome='generator-error', detail=problem[:500], keep=work))
        return lines
    if use_wine:
        if opts.record:
            record(name, text, ref)
        elif os.path.exists(os.path.join(EXPECTED, name + '.json')):
            # Wine and the committed expectation must agree
            rec, why = recorded(name, text)
            if rec is None or rec != ref:
                lines.append(dict(base, kind='real', target=PEER_TARGET, cc=REF[0], opt=REF[1],
                                  outcome='real-differs', keep=work,
                                  detail=why or 'Wine no longer prints the recorded expectation'))
    seen, passed = {}, []
    for cell in cells(opts.matrix, seed if seed is not None else 0):
        t = time.monotonic()
        outcome, detail = run_cell(prog, ref, cell)
        d = dict(base, kind=cell[0], target=cell[1], cc=cell[2], opt=cell[3], outcome=outcome,
                 detail=detail, expected_status=ref[0], reference=source,
                 seconds=round(time.monotonic() - t, 3))
        if outcome != 'pass':
            d['keep'] = work
            note_failure(seen, cell, outcome, detail)
        elif cell[0] == 'ehi':
            passed.append(cell)
        lines.append(d)
    if seen and tree is not None and opts.shrink:
        if use_wine or passed:
            lang = SehLang(name + '-shrink', opts.ehi, use_wine, passed[0] if passed else None)
            shrink_failures(name, lines, seen, tree, lang, work, opts.shrink_seconds, log)
        else:
            log('%s: not shrunk: no Wine, and no cell agreed with the recorded output' % name)
    if all(d['outcome'] == 'pass' for d in lines) and not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    log('%s: %d cells in %.1f s (reference: %s)' % (name, len(lines), time.monotonic() - t0, source))
    return lines


def program_name(seed, size):
    return 'seh-%s-%d' % (size, seed)


def options(argv=None):
    ap = argparse.ArgumentParser(description='generated SEH programs under Wine and ehi')
    add_options(ap, 'C', gen.SIZES)
    ap.add_argument('--wine', dest='wine', action='store_const', const=True, default=None,
                    help='the expectation from Wine (default: when Wine is installed)')
    ap.add_argument('--no-wine', dest='wine', action='store_const', const=False,
                    help='the recorded expectation (seh-expected/) even where Wine is')
    ap.add_argument('--record', action='store_true',
                    help='write Wine\'s output as the recorded expectation (seh-expected/)')
    return ap.parse_args(argv)


def main():
    opts = options()
    if opts.record and not (opts.wine or (opts.wine is None and wine_available())):
        sys.exit('--record needs Wine')
    drive(opts, gen.tree, gen.render, program_name, run_program)


if __name__ == '__main__':
    main()
