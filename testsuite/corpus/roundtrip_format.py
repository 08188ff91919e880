# lit test format for the ehi parser round-trip corpus (used by lit.local.cfg).
# It lives in a real module, not in lit.local.cfg, because lit pickles the
# test format to send it to its worker processes.

import os
import shlex

import lit.Test
import lit.util
from lit.formats.base import FileBasedTest


class RoundTripFormat(FileBasedTest):
    """One test per .ll file: `roundtrip.sh <ehi> <file>`, no RUN: lines."""

    def __init__(self, script, ehi):
        self.script = script
        self.ehi = ehi

    def execute(self, test, litConfig):
        path = test.getSourcePath()
        ehi = self.ehi
        if os.sep in ehi and not os.access(ehi, os.X_OK):
            return lit.Test.Result(
                lit.Test.FAIL,
                'ehi binary not found or not executable: %s\n'
                '(build it, or set EHI=/path/to/ehi or --param ehi=...)\n' % ehi)
        cmd = ['/bin/bash', self.script, ehi, path]
        try:
            out, err, code = lit.util.executeCommand(
                cmd, env=test.config.environment,
                timeout=litConfig.maxIndividualTestTime)
        except lit.util.ExecuteCommandTimeoutException as e:
            return lit.Test.Result(
                lit.Test.TIMEOUT,
                'roundtrip timed out after %s s\n%s%s' %
                (litConfig.maxIndividualTestTime, e.out, e.err))
        if code == 0:
            return lit.Test.Result(lit.Test.PASS, '')
        return lit.Test.Result(
            lit.Test.FAIL,
            'command: %s\n%s%s' % (' '.join(shlex.quote(a) for a in cmd), out, err))
