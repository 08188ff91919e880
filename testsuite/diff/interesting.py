#!/usr/bin/env python3
# interesting.py [OPTIONS] FILE.ll: llvm-reduce's interestingness test for a
# disagreement of the campaign (README.md, "Reducing a disagreement"): exit 0
# when ehi still disagrees on FILE.ll the way the kept cell did, 1 otherwise.
#
# llvm-reduce changes the IR, so the expectation cannot be the original
# program's output: it is made again for every candidate.
#   --mode native  (IR of x86_64-linux-gnu): FILE.ll itself compiled by
#                  clang-19 and run natively is the expectation; interesting
#                  when that binary builds and ends normally (no signal, no
#                  timeout) and ehi's run ends as OUTCOME says: `differs`:
#                  another stdout or status and no report of ehi's; `ehi-ub`, `ehi-limit`,
#                  `ehi-unsupported`, `ehi-rejects`, `ehi-crash`,
#                  `ehi-timeout`: that ending (driver.py's outcomes).
#   --mode match   (any target: MSVC, MinGW and wasm IR have no native run
#                  here): interesting when ehi ends with --status and its
#                  output matches --match.
# --match REGEX (both modes) must also match ehi's stdout + stderr: the same
# report (a rule id, a line of the trace), so that the reduction does not
# wander to another failure, e.g. to undefined behaviour the reduction made.
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True      # keep __pycache__ out of the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import EHI_STATUS, LLVM, ROOT  # noqa: E402

CLANG = os.path.join(LLVM['clang19'], 'clang++')
TIMEOUT = 30


def run(cmd):
    """(status, output) with status None for a timeout, -N for a signal."""
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, b'', b''


def ehi_outcome(st):
    if st is None:
        return 'ehi-timeout'
    if st < 0:
        return 'ehi-crash'
    return EHI_STATUS.get(st)


def main():
    ap = argparse.ArgumentParser(description='interestingness test for llvm-reduce')
    ap.add_argument('--ehi', default=os.environ.get('EHI', os.path.join(ROOT, 'build', 'ehi')))
    ap.add_argument('--mode', choices=('native', 'match'), default='native')
    ap.add_argument('--outcome', default='differs')
    ap.add_argument('--status', type=int, help='match mode: ehi exit status')
    ap.add_argument('--match', help='a regular expression ehi\'s output must match')
    ap.add_argument('ll')
    a = ap.parse_args()
    st, out, err = run([a.ehi, 'run', a.ll])
    text = (out + err).decode('utf-8', 'replace')
    if a.match and not re.search(a.match, text, re.M):
        return 1
    if a.mode == 'match':
        return 0 if a.status is None or st == a.status else 1
    with tempfile.TemporaryDirectory(prefix='ehi-reduce-') as tmp:
        exe = os.path.join(tmp, 'native')
        bst, _, _ = run([CLANG, '-O0', '-w', '-Wno-override-module', a.ll, '-o', exe])
        if bst != 0:
            return 1
        nst, nout, _ = run([exe])
    if nst is None or nst < 0 or nst >= 128:
        return 1                    # the expectation itself crashed or hung
    if a.outcome == 'differs':
        # no report of ehi's (a fault, UB, a limit): a report means the
        # reduction made the program wrong (printf(NULL), which glibc
        # survives and ehi rightly calls a fault, status 139), not that
        # ehi and the program disagree
        reported = any(l.startswith(b'ehi: ') for l in err.splitlines())
        return 0 if not reported and ehi_outcome(st) is None and (st, out) != (nst, nout) else 1
    return 0 if ehi_outcome(st) == a.outcome else 1


if __name__ == '__main__':
    sys.exit(main())
