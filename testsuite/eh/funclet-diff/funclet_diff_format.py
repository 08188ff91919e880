# lit test format for the funclet-EH differential corpus (used by lit.local.cfg):
# testsuite/eh/diff's EHDiffFormat (imported, not copied) with a different
# lookup of the expectations.  One test per ll/<cc>/<target>/<name>.<opt>.ll,
# run as `ehi run FILE.ll`; stdout, stderr and status compared exactly with
# the first that exists of
#   expected/<name>.<target>.<ext>        (none today; for a target-only rule)
#   expected/<name>.<model>.<ext>         model = msvc | wasm (a documented
#                                         model difference, see expected/MANIFEST)
#   ../diff/expected/<name>.<ext>         the native Linux run
# expected/XFAIL works as in eh/diff (globs over <cc>/<target>/<name>.<opt>).

import os

from eh_diff_format import EHDiffFormat

MODEL_OF_TARGET = {
    'x86_64-pc-windows-msvc': 'msvc',
    'i686-pc-windows-msvc': 'msvc',
    'aarch64-pc-windows-msvc': 'msvc',
    'wasm32-unknown-unknown': 'wasm',
}


class FuncletDiffFormat(EHDiffFormat):
    def __init__(self, suite_dir, base_expected, ehi, extra_args=(), enabled=True, why_disabled=''):
        super().__init__(suite_dir, ehi, extra_args, enabled, why_disabled)
        self.base_expected = base_expected

    def _expected(self, name, target, ext):
        own = os.path.join(self.suite_dir, 'expected')
        cands = [os.path.join(own, '%s.%s.%s' % (name, target, ext))]
        model = MODEL_OF_TARGET.get(target)
        if model:
            cands.append(os.path.join(own, '%s.%s.%s' % (name, model, ext)))
        cands.append(os.path.join(self.base_expected, '%s.%s' % (name, ext)))
        for p in cands:
            if os.path.exists(p):
                return p
        return None
