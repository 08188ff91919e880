# -*- Python -*-
# lit configuration for the ehi test suite (root: testsuite/).
#
# Run:   python3 /usr/lib/llvm-14/build/utils/lit/lit.py -sv testsuite
#        python3 .../lit.py -sv testsuite/parse          (one folder)
# The ehi binary defaults to <repo>/build/ehi; override it with the EHI
# environment variable or with --param ehi=PATH.
#
# Folders: parse/, verify/, exec/, eh/ ... hold ordinary ShTest tests (files
# with RUN: lines).  corpus/ installs its own format in corpus/lit.local.cfg
# (every .ll there is a parser round-trip test, no RUN: lines needed).

import os
import re
import shlex
import shutil
import sys

import lit.formats

config.name = 'ehi'
config.suffixes = ['.ll', '.test']

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
ehi_repo_root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(ehi_repo_root, 'build', 'lit')
os.makedirs(config.test_exec_root, exist_ok=True)   # lit keeps test times there

# Never collected: 'src' (corpus C/C++ sources), 'bench' (benchmarks),
# 'Inputs' (auxiliary files of other tests), 'demo' (input of `make demo`,
# no RUN: lines).  'll' is deliberately NOT excluded: corpus/ll is the
# round-trip corpus.
config.excludes = ['src', 'bench', 'Inputs', 'demo']

# Internal lit shell: portable, and its diagnostics are clearer.
config.test_format = lit.formats.ShTest(execute_external=False)

# ---- environment -----------------------------------------------------------
config.environment['PATH'] = os.environ.get('PATH', '/usr/bin:/bin')
for var in ('TMPDIR', 'HOME', 'LLVM14_BIN', 'LLVM19_BIN'):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# ---- tools -------------------------------------------------------------------
LLVM14 = os.environ.get('LLVM14_BIN', '/usr/lib/llvm-14/bin')
LLVM19 = os.environ.get('LLVM19_BIN', '/usr/lib/llvm-19/bin')


def _resolve_ehi():
    ehi = lit_config.params.get('ehi') or os.environ.get('EHI')
    if not ehi:
        return os.path.join(ehi_repo_root, 'build', 'ehi')
    if os.sep in ehi:
        # tests run with their own cwd: make relative paths absolute
        return os.path.abspath(ehi)
    # bare command name: look it up on PATH now, keep it as is if not found
    return shutil.which(ehi) or ehi


config.ehi = _resolve_ehi()   # also read by corpus/lit.local.cfg
lit_config.note('ehi under test: %s' % config.ehi)


def _q(path):
    return shlex.quote(path)


def _repl(text):
    # substitution values are used as re.sub() templates: escape backslashes
    return text.replace('\\', '\\\\')


# Placeholder substitutions.  Config substitutions are applied before lit's
# built-in %s/%t/..., so '%testsuite' is not mangled by '%t'.  Longer names
# that share a prefix with shorter ones come first.
config.substitutions.append(('%testsuite', _repl(_q(config.test_source_root))))
config.substitutions.append(('%python', _repl(_q(sys.executable))))
config.substitutions.append(('%ehi', _repl(_q(config.ehi))))
config.substitutions.append(('%FileCheck', _repl(_q(os.path.join(LLVM14, 'FileCheck')))))
for ver, bindir in (('14', LLVM14), ('19', LLVM19)):
    for tool in ('llvm-as', 'llvm-dis', 'opt', 'llvm-undname'):
        config.substitutions.append(('%' + tool + ver,
                                     _repl(_q(os.path.join(bindir, tool)))))
    config.substitutions.append(('%clangxx' + ver, _repl(_q(os.path.join(bindir, 'clang++')))))

# Bare tool names.  FileCheck anywhere it is a whole word (not part of a path
# or another name).  'not' only in command position: at the start of the
# command (lit prefixes each RUN line with "%dbg(RUN: at line N) " before
# substituting, hence the ')'), after | ; & ( or after another 'not', with up
# to 4 blanks in between (Python look-behinds must have a fixed width).
config.substitutions.append(
    (r'(?<![\w%/.-])FileCheck(?![\w.-])',
     _repl(_q(os.path.join(LLVM14, 'FileCheck')))))
_not_lookbehinds = ['(?<=%s%s)' % (before, r'\s' * blanks)
                    for before in ('^', r'[|;&()]', r'\bnot')
                    for blanks in range(0 if before != r'\bnot' else 1, 5)]
config.substitutions.append(
    ('(?:%s)not(?=\\s)' % '|'.join(_not_lookbehinds),
     _repl(_q(os.path.join(LLVM14, 'not')))))

# ---- C drivers linked against the library (machine/) --------------------------
#   RUN: %cc %ehi-cflags DRIVER.c %libehi -lm -o %t.exe
# The library is the one next to the ehi under test; an ASan/UBSan build of
# it (make check-asan) needs the same flags when the driver is linked.
ehi_lib = os.path.join(os.path.dirname(config.ehi), 'libehi.a')
ehi_cc = os.environ.get('CC', 'cc')
ehi_cflags = '-std=c17 -Wall -Wextra -D_DEFAULT_SOURCE -I' + os.path.join(ehi_repo_root, 'interp')
try:
    with open(ehi_lib, 'rb') as f:
        if b'__asan_' in f.read():
            ehi_cc = 'clang'
            ehi_cflags += ' -fsanitize=address,undefined'
except OSError:
    pass
# inserted first: '%ehi' must not eat the front of '%ehi-cflags'
config.substitutions.insert(0, ('%ehi-cflags', _repl(ehi_cflags)))
# %libehi: the library and what it needs beyond libm (libquadmath: the
# binary128 math functions, interp/rt/libc_math.c)
config.substitutions.insert(0, ('%libehi', _repl(_q(ehi_lib) + ' -lquadmath')))
config.substitutions.insert(0, ('%cc', _repl(ehi_cc)))
