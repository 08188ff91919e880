# The SEH generator's shrinker: the edits of a seh.Program (remove a
# statement, put a __try's body in the place of the whole __try, remove a
# function nothing calls) for shrink.py's greedy search.
#
# As in shrink.py, an edit is named by its place in a fixed pre-order walk
# (the n-th statement list, the i-th statement in it) and applied to a fresh
# copy.  Each statement the generator drew is one node with its own
# invariants inside it (a filter's site counter, a tracked local's block, the
# trace line before a __try), so removing one leaves a valid program; the
# one rule that spans statements is checked by valid(): a hardware fault
# is called only from inside a __try of its function (seh.py: nothing may
# continue execution after it, and clang's SEH is synchronous), which
# unwrapping the __try around it would break.

import copy

from seh import Body, Node
from shrink import greedy


def _lists(prog):
    """(statement list, inside a __try of its function), pre-order."""
    out = []

    def walk(parts, in_try):
        for p in parts:
            if isinstance(p, Body):
                inner = {'try': True, 'out': False}.get(p.role, in_try)
                out.append((p, inner))
                for n in p:
                    walk(n.parts, inner)

    for f in prog.funcs:
        walk(f.parts, False)
    walk(prog.main.parts, False)
    return out


def _edits(prog):
    edits = []
    called = set()
    for li, (body, _) in enumerate(_lists(prog)):
        for i, n in enumerate(body):
            edits.append(('remove', li, i))
            if n.unwrap is not None:
                edits.append(('splice', li, i))
            if n.kind == 'call':
                called.add(n.callee)
    # a function still called stays: C would declare it implicitly and the
    # program would fail only at the call
    edits += [('func', j, None) for j, f in enumerate(prog.funcs) if f.callee not in called]
    return edits


def _apply(prog, edit):
    p = copy.deepcopy(prog)
    kind, a, b = edit
    if kind == 'func':
        del p.funcs[a]
        return p
    body = _lists(p)[a][0]
    if kind == 'remove':
        del body[b]
        return p
    unwrap = body[b].unwrap
    if all(isinstance(u, Body) for u in unwrap):
        body[b:b + 1] = [n for u in unwrap for n in u]
    else:
        body[b] = Node('block', unwrap)     # the tracked local's block stays
    for u in unwrap:
        if isinstance(u, Body):
            u.role = None                   # no longer a __try's body
    return p


def size(prog):
    return sum(len(b) for b, _ in _lists(prog)) + len(prog.funcs)


def valid(prog):
    """Every fault and __leave inside a __try of its function."""
    return all(in_try for body, in_try in _lists(prog) for n in body if n.kind in ('fault', 'leave'))


def shrink(prog, still_fails, max_tests=400, max_seconds=600.0, log=None):
    """The SEH program PROG shrunk while still_fails(tree): (tree, runs)."""
    return greedy(prog, lambda t: valid(t) and still_fails(t), _edits, _apply, size,
                  max_tests, max_seconds, log)
