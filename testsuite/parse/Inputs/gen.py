#!/usr/bin/env python3
"""Generators for the large / deeply nested inputs of testsuite/parse.

usage: gen.py KIND [N] > OUT.ll     (see KINDS below; N defaults per kind)
"""
import sys

P = '%'   # kept out of the RUN lines, where lit would substitute it


def nested_array_type(n):
    return '@g = external global ' + '[1 x ' * n + 'i8' + ']' * n + '\n'


def nested_struct_type(n):
    return '@g = external global ' + '{ ' * n + 'i8' + ' }' * n + '\n'


def nested_fn_type(n):
    return '@g = external global ' + 'i8 (' * n + 'i8' + ')*' * n + '\n'


def nested_pointer_type(n):
    return '@g = external global i8' + '*' * n + '\n'


def nested_struct_const(n):
    # named types %T0 = { i8 }, %Tk = { %T(k-1) }, so only the constant nests
    out = [P + 'T0 = type { i8 }']
    out += [P + 'T%d = type { %sT%d }' % (k, P, k - 1) for k in range(1, n + 1)]
    val = ''.join('{ %sT%d ' % (P, k - 1) for k in range(n, 0, -1))
    out.append('@g = global %sT%d ' % (P, n) + val + '{ i8 0 }' + ' }' * n)
    return '\n'.join(out) + '\n'


def nested_constexpr(n):
    return '@g = global i64 ' + 'add (i64 ' * n + '1' + ', i64 1)' * n + '\n'


def nested_gep_constexpr(n):
    # typed pointers: bitcast (i8* bitcast (i8* ... @x ...) to i8*)
    return ('@x = global i8 0\n@g = global i8* ' +
            'bitcast (i8* ' * n + '@x' + ' to i8*)' * n + '\n')


def nested_metadata(n):
    return '!named = !{!0}\n!0 = ' + '!{' * n + '!"x"' + '}' * n + '\n'


def phi_chain(n):
    # one loop block: n phis whose incoming values are defined after them
    # (n pending forward references at once), then n adds defining them.
    out = ['define i32 @f(i1 %c) {', 'entry:', '  br label %loop', 'loop:']
    for i in range(n):
        out.append('  %sv%d = phi i32 [ 0, %sentry ], [ %sw%d, %sloop ]' % (P, i, P, P, i, P))
    for i in range(n):
        out.append('  %sw%d = add i32 %sv%d, %d' % (P, i, P, i, i))
    out += ['  br i1 %c, label %loop, label %exit', 'exit:', '  ret i32 %w0', '}', '']
    return '\n'.join(out)


def numbered_chain(n):
    # unnamed values %0..%(n-1) each using the previous one, plus n forward
    # branches to unnamed blocks defined later
    out = ['define i32 @f(i32 %a) {', 'entry:', '  %0 = add i32 %a, 1']
    for i in range(1, n):
        out.append('  %s%d = add i32 %s%d, 1' % (P, i, P, i - 1))
    out += ['  ret i32 %s%d' % (P, n - 1), '}', '']
    return '\n'.join(out)


def random_bytes(n):
    # deterministic pseudo-random bytes (binary, written as latin-1)
    import random
    rnd = random.Random(1234)
    return bytes(rnd.randrange(256) for _ in range(n)).decode('latin-1')


KINDS = {
    'random-bytes': (random_bytes, 65536),
    'nested-array-type': (nested_array_type, 10000),
    'nested-struct-type': (nested_struct_type, 10000),
    'nested-fn-type': (nested_fn_type, 10000),
    'nested-pointer-type': (nested_pointer_type, 1000000),
    'nested-struct-const': (nested_struct_const, 10000),
    'nested-constexpr': (nested_constexpr, 10000),
    'nested-cast-constexpr': (nested_gep_constexpr, 10000),
    'nested-metadata': (nested_metadata, 10000),
    'phi-chain': (phi_chain, 100000),
    'numbered-chain': (numbered_chain, 200000),
}

if __name__ == '__main__':
    fn, default = KINDS[sys.argv[1]]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else default
    text = fn(n)
    sys.stdout.buffer.write(text.encode('latin-1'))
