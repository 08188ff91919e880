# lit test format for LLVM's own verifier and assembler tests (used by
# lit.local.cfg; a module, since lit pickles formats for its workers).
#
# One test per .ll file of llvm/test/Verifier and llvm/test/Assembler as
# fetch.sh extracted them (outside the source tree): LLVM's verdict is
# what llvm-as said of the file when fetch.sh ran it (LLVM 19's for the
# files written for -opaque-pointers, LLVM 14's for the rest), ehi's is
# `ehi verify --llvm=N` for that llvm-as's version N.  The
# test passes when both accept or both reject.  known-disagreements.txt
# lists the files where ehi does not agree yet: those are XFAIL, and one
# that agrees again is an unexpected pass (the list must shrink with it).
# A rejection by ehi's own rules only (V-FT, V-P: every error says "LLVM
# accepts this IR", as the closing count line sums up) is ehi's verdict
# "LLVM accepts", as mutate.py counts it.
# ehi dying of a signal or a time-out fails whatever the list says.

import os
import re
import subprocess

import lit.Test
import lit.formats.base


# ehi verify's closing line: "N errors (M of ehi's rules: LLVM accepts the IR), ..."
_COUNT = re.compile(r"^(\d+) errors? \((\d+) of ehi's rules: LLVM accepts the IR\)", re.M)


def ehi_only(stderr):
    m = _COUNT.search(stderr)
    return bool(m) and m.group(1) == m.group(2)


def read_known(path):
    known = {}
    with open(path) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                name, _, why = line.partition(' ')
                known[name] = why.strip()
    return known


class VerdictFormat(lit.formats.base.TestFormat):
    def __init__(self, root, known, ehi):
        self.root = root          # DEST/14 of fetch.sh
        self.known = read_known(known)
        self.ehi = ehi
        # llvm-as's verdicts, recorded once by fetch.sh: file -> (ok, version)
        self.llvm = {}
        with open(os.path.join(root, 'llvm-verdicts.txt')) as f:
            for line in f:
                code, ver, name = line.split(None, 2)
                self.llvm[name.strip()] = (code == '0', ver)

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        for rel in sorted(self.llvm):
            yield lit.Test.Test(testSuite, path_in_suite + tuple(rel.split('/')), localConfig)

    def _run(self, cmd, timeout):
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=timeout)
            return p.returncode, p.stderr.decode('utf-8', 'replace')
        except subprocess.TimeoutExpired:
            return None, 'timed out after %s s' % timeout

    def execute(self, test, litConfig):
        rel = '/'.join(test.path_in_suite[1:])
        path = os.path.join(self.root, rel)
        llvm_ok, ver = self.llvm[rel]
        # read as the llvm-as that gave the verdict reads it (ehi's
        # --llvm=N: LLVM 14 numbers values without gaps, for one)
        ecode, eerr = self._run([self.ehi, 'verify', '--llvm=' + ver, path], 30)
        if ecode is None or ecode < 0 or ecode > 3:
            return lit.Test.Result(lit.Test.FAIL, 'ehi verify %s: %s\n%s' % (
                path, 'died with signal %d' % -ecode if ecode and ecode < 0 else
                'status %s' % ecode, eerr[-2000:]))
        ehi_ok = ecode == 0 or (ecode == 3 and ehi_only(eerr))
        detail = '%s: llvm-as-%s %s it; ehi %s it\n--- ehi verify:\n%s' % (
            rel, ver, 'accepts' if llvm_ok else 'rejects', 'accepts' if ehi_ok else 'rejects', eerr[-1500:])
        agree = llvm_ok == ehi_ok
        if rel in self.known:
            return lit.Test.Result(lit.Test.XPASS if agree else lit.Test.XFAIL, detail)
        return lit.Test.Result(lit.Test.PASS if agree else lit.Test.FAIL, detail)
