# lit test format of the generated-program campaign (used by lit.local.cfg; a
# real module because lit pickles the format for its worker processes).
#
# Each seed is one test, diff/<size>-<seed>: the program is generated at test
# time (gen/generate.py), run by driver.py through the matrix, and its JSON
# lines are appended to the results file (under a lock: lit's workers share
# it).  A test passes when every cell does; a failure names each failing
# cell, the kept work folder and the shrunk programs.  lit's -j, --filter,
# --num-shards/--run-shard work as for any suite.

import os
import shlex
import sys

import lit.Test
from lit.formats.base import TestFormat


class DiffFormat(TestFormat):
    def __init__(self, suite_dir, ehi, params):
        self.suite_dir = os.path.realpath(suite_dir)
        self.ehi = ehi
        self.p = params     # dict: n, seed, matrix, size, shrink, results, work

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        if os.path.realpath(testSuite.getSourcePath(path_in_suite)) != self.suite_dir:
            return
        gen = os.path.join(self.suite_dir, 'gen', 'generate.py')
        for seed in range(self.p['seed'], self.p['seed'] + self.p['n']):
            name = '%s-%d' % (self.p['size'], seed)
            yield lit.Test.Test(testSuite, path_in_suite + (name,), localConfig, file_path=gen)
        # the SEH programs (gen/seh.py, seh_driver.py): seh-<size>-<seed>
        gen = os.path.join(self.suite_dir, 'gen', 'seh.py')
        for seed in range(self.p['seh_seed'], self.p['seh_seed'] + self.p['seh_n']):
            name = 'seh-%s-%d' % (self.p['seh_size'], seed)
            yield lit.Test.Test(testSuite, path_in_suite + (name,), localConfig, file_path=gen)

    def execute(self, test, litConfig):
        sys.dont_write_bytecode = True      # keep __pycache__ out of the source tree
        for d in (self.suite_dir, os.path.join(self.suite_dir, 'gen')):
            if d not in sys.path:
                sys.path.insert(0, d)
        name = test.path_in_suite[-1]
        size, seed = name.rsplit('-', 1)
        seed = int(seed)
        if os.sep in self.ehi and not os.access(self.ehi, os.X_OK):
            return lit.Test.Result(lit.Test.FAIL, 'ehi binary not found or not executable: %s\n' % self.ehi)
        seh = name.startswith('seh-')
        if seh:
            size = size[len('seh-'):]
        args = ['--seed', str(seed), '--size', size, '--matrix', self.p['matrix'], '--work', self.p['work'],
                '--ehi', self.ehi] + ([] if self.p['shrink'] else ['--no-shrink'])
        if seh:
            # an SEH program (gen/seh.py): Wine, or its recorded output, against ehi
            import seh_driver as drv
            from seh import tree as make_tree, render
        else:
            import driver as drv
            from generate import generate as make_tree
            from program import render
        tree = make_tree(seed, size)
        try:
            lines = drv.run_program(name, render(tree), tree, seed, drv.options(args))
        except Exception as e:     # a broken driver is a failure of the test, with its reason
            return lit.Test.Result(lit.Test.UNRESOLVED, 'driver failed: %r\n' % (e,))
        drv.append_results(self.p['results'], lines)
        bad = [d for d in lines if d['outcome'] != 'pass']
        if not bad:
            return lit.Test.Result(lit.Test.PASS, '')
        repro = 'python3 %s --seed %d --size %s --matrix %s' % (
            shlex.quote(os.path.abspath(drv.__file__)), seed, size, self.p['matrix'])
        msg = ['%d of %d cells fail; program kept in %s' % (len(bad), len(lines), bad[0].get('keep', '?')),
               'reproduce: %s' % repro]
        for d in bad:
            msg.append('  %s %s %s -%s: %s: %s' % (d['kind'], d['target'], d['cc'], d['opt'],
                                                   d['outcome'], d['detail']))
            if d.get('shrunk'):
                msg.append('    shrunk: %s' % d['shrunk'])
        return lit.Test.Result(lit.Test.FAIL, '\n'.join(msg) + '\n')
