# The generator's own shrinker: remove statements, handlers and try blocks
# from a Program while a predicate (the disagreement) still holds.
#
# An edit is named by its place in a fixed pre-order walk of the tree (the
# n-th statement list, the i-th statement in it), so it can be applied to a
# fresh copy of the current tree: shrink() never edits a tree that the
# predicate has not accepted.  Edits that would make the program invalid are
# never offered: a loop is removed whole (its body uses its variable and may
# break), the last catch (...) of a try that must let nothing escape stays.
# Removing a class, guard or function that is still named is offered and
# fails to compile: the predicate is false for a program that does not build.
#
# greedy() is the search itself, for any generator's tree: the SEH
# generator's edits (seh_shrink.py) run through it too.

import copy
import time

from program import Block, Loop, Try


def _stmt_lists(prog):
    """Every statement list, pre-order (outer lists before the lists inside them)."""
    out = []

    def walk(body):
        out.append(body)
        for s in body:
            if isinstance(s, Try):
                walk(s.body)
                for h in s.handlers:
                    walk(h.body)
            elif isinstance(s, (Loop, Block)):
                walk(s.body)

    walk(prog.main)
    for h in prog.main_handlers:
        walk(h.body)
    for f in prog.funcs:
        walk(f.body)
        for h in f.handlers:
            walk(h.body)
    for g in prog.guards:
        walk(g.body)
        for h in g.handlers:
            walk(h.body)
    return out


def _handler_lists(prog):
    """(handlers, keep_last): keep_last for the tries that must catch everything."""
    out = []
    for body in _stmt_lists(prog):
        for s in body:
            if isinstance(s, Try):
                out.append((s.handlers, False))
    for f in prog.funcs:
        if f.handlers:
            out.append((f.handlers, True))
    for g in prog.guards:
        out.append((g.handlers, True))
    return out


def _edits(prog):
    """Candidate edits, biggest first within each list: remove a statement,
    splice a try's or a block's body in its place, remove a handler."""
    edits = []
    for li, body in enumerate(_stmt_lists(prog)):
        for i, s in enumerate(body):
            edits.append(('remove', li, i))
            if isinstance(s, (Try, Block)):
                edits.append(('splice', li, i))
    for hi, (hs, keep_last) in enumerate(_handler_lists(prog)):
        for j in range(len(hs)):
            if len(hs) > 1 and not (keep_last and j == len(hs) - 1):
                edits.append(('handler', hi, j))
    # whole declarations last: one still named somewhere makes the program
    # fail to compile, which the predicate rejects
    for what in ('funcs', 'holders', 'guards', 'classes'):
        for j in range(len(getattr(prog, what))):
            edits.append((what, j, None))
    return edits


def _apply(prog, edit):
    p = copy.deepcopy(prog)
    kind, a, b = edit
    if kind == 'handler':
        del _handler_lists(p)[a][0][b]
        return p
    if kind in ('funcs', 'holders', 'guards', 'classes'):
        del getattr(p, kind)[a]
        return p
    body = _stmt_lists(p)[a]
    s = body[b]
    if kind == 'remove':
        del body[b]
    else:
        body[b:b + 1] = s.body
    return p


def size(prog):
    return (sum(len(b) for b in _stmt_lists(prog)) + sum(len(hs) for hs, _ in _handler_lists(prog))
            + len(prog.funcs) + len(prog.holders) + len(prog.guards) + len(prog.classes))


def greedy(prog, still_fails, edits, apply, size, max_tests=400, max_seconds=600.0, log=None):
    """Greedy: try each edit (edits(tree): a list; apply(tree, edit): a new
    tree) of the current tree; keep it when still_fails(tree) is true, and go
    on from the same place of the new tree.  Returns the smallest tree found
    and the number of predicate runs."""
    start = time.monotonic()
    tests = 0
    changed = True
    while changed:
        changed = False
        i = 0
        while True:
            todo = edits(prog)
            if i >= len(todo):
                break
            if tests >= max_tests or time.monotonic() - start > max_seconds:
                return prog, tests
            cand = apply(prog, todo[i])
            tests += 1
            if still_fails(cand):
                prog = cand
                changed = True
                if log:
                    log('shrink: %s kept, size %d' % (todo[i], size(prog)))
            else:
                i += 1
    return prog, tests


def shrink(prog, still_fails, max_tests=400, max_seconds=600.0, log=None):
    """The C++ program PROG shrunk while still_fails(tree): (tree, runs)."""
    return greedy(prog, still_fails, _edits, _apply, size, max_tests, max_seconds, log)
