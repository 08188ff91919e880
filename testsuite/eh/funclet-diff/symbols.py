#!/usr/bin/env python3
"""Write SYMBOLS.md (to stdout): every external function (`declare`) and external
global the IR under LLDIR (<cc>/<target>/<name>.<opt>.ll) references, per EH
model, grouped by kind, with the number of programs using each.  Run by gen.sh."""
import collections
import os
import re
import subprocess
import sys

MODELS = [('msvc', ['x86_64-pc-windows-msvc', 'i686-pc-windows-msvc', 'aarch64-pc-windows-msvc']),
          ('wasm', ['wasm32-unknown-unknown'])]
DECL = re.compile(r'^declare\b[^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\s*\(')
EXTG = re.compile(r'^@("(?:[^"\\]|\\.)*"|[-\w$.]+)\s*=\s*external\b')
CLIB = {'printf', 'puts', 'putchar', 'malloc', 'free', 'exit', 'abort', 'memcpy', 'memset', 'memmove',
        'strlen', 'calloc', 'realloc'}
PERSONALITIES = {'__CxxFrameHandler3', '__CxxFrameHandler4', '__gxx_wasm_personality_v0',
                 '__gcc_personality_v0', '__C_specific_handler'}
KINDS = [('personality', 'personality functions'),
         ('eh-abi', 'EH ABI entry points (throw, catch, rethrow, terminate, unwinder)'),
         ('cxxrt', 'other C++ runtime functions (operator new/delete, RTTI, std:: functions, std::exception support)'),
         ('clib', 'C library'),
         ('intrinsic', 'LLVM intrinsics'),
         ('global', 'external globals (vtables, image base)')]
EH_ABI = re.compile(r'^(__cxa_(allocate_exception|free_exception|throw|rethrow|begin_catch|end_catch|'
                    r'get_exception_ptr|call_unexpected|current_exception_type)|_CxxThrowException|'
                    r'__std_terminate|_Unwind_\w+|_ZSt9terminatev|\?terminate@@YAXXZ|__clang_call_terminate)$')


# what the C-named symbols are (the mangled ones are demangled)
MEANING = {
    '__CxxFrameHandler3': 'MSVC C++ personality (FH3 tables)',
    '__gxx_wasm_personality_v0': 'wasm C++ personality (Itanium RTTI, single phase)',
    '_CxxThrowException': 'throw(obj, ThrowInfo*); (null, null) rethrows; x86_stdcallcc on i686',
    '__std_terminate': 'terminate from a noexcept cleanup funclet (clang\'s terminate pads)',
    '__RTDynamicCast': 'dynamic_cast(obj, vfdelta, srcTD, dstTD, isReference): throws std::bad_cast when a reference cast fails',
    '__RTtypeid': 'typeid of a polymorphic object: throws std::bad_typeid for null',
    '__std_exception_copy': 'copy std::exception\'s {what, dofree} (strdup when dofree)',
    '__std_exception_destroy': 'free std::exception\'s what when dofree',
    '__uncaught_exceptions': 'count of thrown, not yet caught exceptions (std::uncaught_exceptions)',
    '__uncaught_exception': 'that count > 0 (std::uncaught_exception)',
    '_purecall': 'pure virtual call handler',
    '__ImageBase': 'image base: ThrowInfo/CatchableType fields are image-relative on x64 and arm64',
    '__cxa_allocate_exception': 'Itanium ABI',
    '__cxa_free_exception': 'Itanium ABI',
    '__cxa_throw': 'Itanium ABI',
    '__cxa_rethrow': 'Itanium ABI',
    '__cxa_begin_catch': 'Itanium ABI',
    '__cxa_end_catch': 'Itanium ABI',
    '__cxa_get_exception_ptr': 'Itanium ABI (catch by value)',
    '__cxa_current_exception_type': 'Itanium ABI',
    '__cxa_bad_cast': 'Itanium ABI: throws std::bad_cast',
    '__cxa_bad_typeid': 'Itanium ABI: throws std::bad_typeid',
    '__cxa_throw_bad_array_new_length': 'Itanium ABI: throws std::bad_array_new_length',
    '__cxa_pure_virtual': 'Itanium ABI: pure virtual call',
    '__dynamic_cast': 'Itanium ABI',
    '_Unwind_RaiseException': 'unwinder: raise a foreign exception (on wasm: throw it with the C++ tag)',
    'llvm.wasm.get.exception': 'the exception pointer of a catchpad',
    'llvm.wasm.get.ehselector': 'the selector of a catchpad (matched against llvm.eh.typeid.for)',
    'llvm.wasm.rethrow': 'rethrow the exception of the current catchpad',
    'llvm.eh.typeid.for': 'selector value of a type info',
    'llvm.eh.typeid.for.p0': 'selector value of a type info',
}


def kind(sym, is_global):
    if is_global:
        return 'global'
    if sym.startswith('llvm.'):
        return 'intrinsic'
    if sym in PERSONALITIES:
        return 'personality'
    if sym in CLIB:
        return 'clib'
    if EH_ABI.match(sym):
        return 'eh-abi'
    return 'cxxrt'


def demangle(names):
    """name -> readable form, via llvm-undname (MSVC) and llvm-cxxfilt (Itanium)."""
    out = {}
    ms = [n for n in names if n.startswith('?')]
    it = [n for n in names if n.startswith('_Z')]
    for tool, group in (('/usr/lib/llvm-19/bin/llvm-undname', ms), ('/usr/lib/llvm-19/bin/llvm-cxxfilt', it)):
        if not group:
            continue
        try:
            p = subprocess.run([tool], input='\n'.join(group) + '\n', capture_output=True, text=True)
            lines = [l for l in p.stdout.split('\n') if l.strip()]
            if tool.endswith('undname'):   # echoes each input line, then its demangling
                lines = [l for l in lines if l not in group]
            if len(lines) == len(group):
                out.update(zip(group, lines))
        except OSError:
            pass
    return out


def main():
    lldir = sys.argv[1]
    # model -> sym -> {'programs': set, 'targets': set, 'cc': set, 'opt': set, 'global': bool}
    data = {m: collections.defaultdict(lambda: {'programs': set(), 'targets': set(), 'cc': set(),
                                                   'opt': set(), 'global': False}) for m, _ in MODELS}
    programs = {m: set() for m, _ in MODELS}
    files = {m: 0 for m, _ in MODELS}
    tmodel = {t: m for m, ts in MODELS for t in ts}
    for cc in sorted(os.listdir(lldir)):
        for target in sorted(os.listdir(os.path.join(lldir, cc))):
            m = tmodel.get(target)
            if not m:
                continue
            d = os.path.join(lldir, cc, target)
            for f in sorted(os.listdir(d)):
                if not f.endswith('.ll'):
                    continue
                name, opt = f[:-3].rsplit('.', 1)
                programs[m].add(name)
                files[m] += 1
                with open(os.path.join(d, f)) as fh:
                    for line in fh:
                        mo = DECL.match(line)
                        g = False
                        if not mo:
                            mo = EXTG.match(line)
                            g = True
                        if not mo:
                            continue
                        sym = mo.group(1)
                        if sym.startswith('"'):
                            sym = sym[1:-1]
                        e = data[m][sym]
                        e['programs'].add(name)
                        e['targets'].add(target)
                        e['cc'].add(cc)
                        e['opt'].add(opt)
                        e['global'] = e['global'] or g
    w = sys.stdout.write
    w('# External symbols of the funclet corpus\n\n')
    w('Generated by `gen.sh` (`symbols.py ll`) from the `declare` lines and `external` globals of\n'
      'every `.ll` under `ll/`; do not edit. "programs" counts the distinct programs (of the\n'
      'model\'s corpus) that reference the symbol in at least one target/compiler/level; the\n'
      'last column says where it appears when that is not everywhere the model has the program\n'
      '(the ports of `src/` reference the MSVC names only on the MSVC targets).\n'
      'Intrinsics are listed by their clang-19 (opaque-pointer) name and clang-14 name separately\n'
      'where they differ.\n\n')
    allsyms = set()
    for m, _ in MODELS:
        allsyms |= set(data[m])
    dem = demangle(sorted(allsyms))
    for m, targets in MODELS:
        w('## %s (%s): %d programs, %d modules\n\n' % (m, ', '.join('`%s`' % t for t in targets),
                                                     len(programs[m]), files[m]))
        for k, title in KINDS:
            rows = [(s, e) for s, e in data[m].items() if kind(s, e['global']) == k]
            if not rows:
                continue
            rows.sort(key=lambda r: (-len(r[1]['programs']), r[0]))
            w('### %s\n\n| symbol | meaning | programs | only in |\n|---|---|---|---|\n' % title)
            for s, e in rows:
                only = []
                if set(e['targets']) != set(targets) and len(targets) > 1:
                    only.append(', '.join(t.split('-')[0] for t in sorted(e['targets'])))
                if len(e['cc']) == 1:
                    only.append(next(iter(e['cc'])))
                if len(e['opt']) == 1:
                    only.append('-' + next(iter(e['opt'])))
                d = dem.get(s, MEANING.get(s, ''))
                w('| `%s` | %s | %d | %s |\n' % (s, d.replace('|', '\\|'), len(e['programs']), '; '.join(only)))
            w('\n')


if __name__ == '__main__':
    main()
