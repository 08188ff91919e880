#!/usr/bin/env python3
# generate.py SEED [-o FILE]: a random EH program (C++17, no headers) from SEED.
#
# Same seed, same bytes: the only source of randomness is random.Random(SEED)
# and every choice walks lists in a fixed order.  The tree is program.py's;
# the rules that keep a program valid, UB-free, terminating and
# target-independent are in README.md ("What a program is") and below where
# they are enforced.

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from program import (Assign, Block, Call, Cls, Func, Guard, Handler, Holder, Jump, Local,  # noqa: E402
                     Loop, Print, Program, Rethrow, Throw, Try, render)

GEN_VERSION = 3          # bump when the same seed would give another program

MAX_DEPTH = 3            # nesting of try/loop/block


class Ctx:
    """Where a statement is generated.
    func:     index of the enclosing function (-1: main or a guard's destructor
              context that may call any function from `min_call` on)
    min_call: the lowest function index a call may name (the call graph is a
              DAG: f<i> calls only f<j>, j > i; a guard's destructor calls only
              functions above every function that declares the guard)
    may_throw: False in the handlers of a no-escape try (destructors, noexcept
              functions, main's outer try): nothing there may throw
    handler:  inside a catch block: `throw;` is valid
    loops:    loop variables in scope of this function, innermost last
    in_loop:  a break/continue here leaves the innermost loop
    guards_ok: guard locals may be declared (not inside a destructor)
    returns:  `return;` is valid (a void function or destructor, not main)
    tracked:  the tracked locals v<n> in scope (tries that declare one),
              innermost last: statements here may change them"""

    def __init__(self, min_call, may_throw=True, handler=False, loops=(), in_loop=False,
                 guards_ok=True, returns=True, depth=0, var='a', tracked=()):
        self.min_call = min_call
        self.may_throw = may_throw
        self.handler = handler
        self.loops = tuple(loops)
        self.in_loop = in_loop
        self.guards_ok = guards_ok
        self.returns = returns
        self.depth = depth
        self.var = var
        self.tracked = tuple(tracked)

    def but(self, **kw):
        c = Ctx(self.min_call, self.may_throw, self.handler, self.loops, self.in_loop,
                self.guards_ok, self.returns, self.depth, self.var, self.tracked)
        for k, v in kw.items():
            setattr(c, k, v)
        return c


class Gen:
    def __init__(self, seed, size):
        self.seed = seed
        self.max_stmts = {'small': 2, 'normal': 3, 'large': 4}[size]
        self.max_funcs = {'small': 4, 'normal': 6, 'large': 8}[size]
        self.r = random.Random(seed)
        self.label = 0
        self.obj = 0
        self.loopvar = 0
        self.ids = 0
        self.tracked = 0
        self.holder_min = []     # set by program() once the guards exist

    def next_label(self):
        self.label += 1
        return self.label

    def next_id(self):
        self.ids += 1
        return self.ids

    # ---- the class hierarchy ---------------------------------------------------
    def classes(self):
        r = self.r
        n = r.randint(3, 7)
        # a class is inherited either always virtually or never: a class that
        # is both a virtual and a non-virtual base of one class would make the
        # mem-initializer naming it ill-formed ([class.base.init]/2)
        virt = [r.random() < 0.35 for _ in range(n)]
        out = []
        for k in range(n):
            bases = []
            if k > 0:
                nb = r.choice([0, 1, 1, 1, 2, 2, 3]) if k > 1 else r.choice([0, 1, 1])
                cands = list(range(k))
                r.shuffle(cands)
                for b in sorted(cands[:nb]):
                    acc = 'public'
                    # non-public bases only where no virtual base is behind
                    # them (keeps the virtual bases' initialisation accessible)
                    if not virt[b] and not out[b].vbases and r.random() < 0.15:
                        acc = r.choice(['protected', 'private'])
                    bases.append((b, virt[b], acc))
            vb = []
            for b, v, _ in bases:
                for x in out[b].vbases + ([b] if v else []):
                    if x not in vb:
                        vb.append(x)
            poly = r.random() < 0.5 or any(out[b].poly for b, _, _ in bases)
            out.append(Cls(k, bases, poly, sorted(vb)))
        return out

    # ---- values and handlers ---------------------------------------------------
    def value(self):
        r = self.r
        x = r.random()
        if x < 0.6:
            return ('E', r.randrange(len(self.cls)), self.next_id())
        if x < 0.7:
            return ('ptr', r.randrange(len(self.cls)))
        if x < 0.82:
            return ('int', self.next_id())
        if x < 0.92:
            return ('long', self.next_id())
        return ('str', self.next_id())

    def handler_types(self):
        r = self.r
        n = r.choice([1, 1, 2, 2, 3])
        types = []
        for _ in range(n):
            x = r.random()
            if x < 0.6:
                k = r.randrange(len(self.cls))
                t = ('E', k, r.choice(['ref', 'ref', 'cref', 'val']))
            elif x < 0.7:
                t = ('ptr', r.randrange(len(self.cls)), r.random() < 0.3)
            elif x < 0.72:
                t = ('void*',)
            elif x < 0.82:
                t = ('int',)
            elif x < 0.9:
                t = ('long',)
            else:
                t = ('str',)
            if t not in types:
                types.append(t)
        if r.random() < 0.3:
            types.append(('all',))
        return types

    def handlers(self, ctx, types):
        hs = []
        for t in types:
            hctx = ctx.but(handler=True, depth=ctx.depth + 1)
            hs.append(Handler(t, self.next_label(), self.block(hctx, lo=0, hi=None if ctx.may_throw else 1)))
        return hs

    # ---- conditions --------------------------------------------------------------
    def cond(self, ctx):
        r = self.r
        terms = [ctx.var] + (['i%d' % ctx.loops[-1]] if ctx.loops and r.random() < 0.7 else [])
        if len(terms) == 1 or r.random() < 0.4:
            terms.append('g_n')
        m = r.randint(2, 4)
        return '(%s) %% %d == %d' % (' + '.join(terms), m, r.randrange(m))

    # ---- statements ----------------------------------------------------------------
    def block(self, ctx, lo=1, hi=None):
        if hi is None:
            hi = self.max_stmts if ctx.depth < MAX_DEPTH else 2
        n = self.r.randint(lo, max(lo, hi))
        return [s for s in (self.stmt(ctx) for _ in range(n)) if s is not None]

    def stmt(self, ctx):
        r = self.r
        kinds = [('print', 3), ('local', 3)]
        if ctx.may_throw:
            if ctx.min_call < len(self.funcs_n):
                kinds.append(('call', 5))
            kinds += [('throw', 3)]
            if ctx.handler:
                kinds.append(('rethrow', 3))
        if ctx.depth < MAX_DEPTH:
            kinds += [('try', 4), ('block', 1)]
            kinds.append(('loop', 2))
        if ctx.in_loop:
            kinds.append(('jump', 3))
        if ctx.returns:
            kinds.append(('return', 1))
        if ctx.tracked:
            kinds.append(('assign', 4))
        total = sum(w for _, w in kinds)
        x = r.randrange(total)
        for kind, w in kinds:
            if x < w:
                break
            x -= w
        return getattr(self, 's_' + kind)(ctx)

    def s_print(self, ctx):
        return Print(self.next_label())

    def s_local(self, ctx):
        self.obj += 1
        guards = [g for g in range(len(self.guard_min)) if self.guard_min[g] >= ctx.min_call]
        # a holder's constructor may throw: only where throwing is allowed
        holders = [h for h in range(len(self.holder_min)) if self.holder_min[h] >= ctx.min_call]
        if ctx.may_throw and ctx.guards_ok and holders and self.r.random() < 0.35:
            count = self.r.choice([0, 0, 2, 3])
            return Local('H', self.r.choice(holders), self.obj, self.next_id(), count)
        if ctx.guards_ok and guards and self.r.random() < 0.5:
            return Local('G', self.r.choice(guards), self.obj, self.next_id())
        return Local('E', self.r.randrange(len(self.cls)), self.obj, self.next_id())

    def s_call(self, ctx):
        k = self.r.randrange(ctx.min_call, len(self.funcs_n))
        return Call(k, self.r.randint(0, 3))

    def s_throw(self, ctx):
        cond = self.cond(ctx) if self.r.random() < 0.9 else None
        return Throw(cond, self.value())

    def s_rethrow(self, ctx):
        cond = self.cond(ctx) if self.r.random() < 0.5 else None
        return Rethrow(cond, self.r.random() < 0.3)

    def s_try(self, ctx):
        # version 3: a try may own a tracked local, changed in its body (and
        # in nested tries and handlers) and read in each handler and after
        # the try: what the landing pads and the code after them see of a
        # local the unwind left behind
        if self.r.random() < 0.45:
            self.tracked += 1
            n = self.tracked
            inner = ctx.but(tracked=ctx.tracked + (n,))
            body = self.block(inner.but(depth=ctx.depth + 1))
            if not any(isinstance(s, Assign) for s in body):
                body.insert(self.r.randint(0, len(body)), self.s_assign(inner, n))
            return Try(body, self.handlers(inner, self.handler_types()), n, self.r.randint(0, 9))
        body = self.block(ctx.but(depth=ctx.depth + 1))
        return Try(body, self.handlers(ctx, self.handler_types()))

    def s_assign(self, ctx, n=None):
        if n is None:
            # the innermost local more often: the one the nearest handler prints
            n = ctx.tracked[-1] if self.r.random() < 0.6 else self.r.choice(ctx.tracked)
        return Assign(n, self.r.choice(['add', 'mul', 'mul', 'ptr']), self.r.randint(1, 9))

    def s_block(self, ctx):
        return Block(self.block(ctx.but(depth=ctx.depth + 1)))

    def s_loop(self, ctx):
        self.loopvar += 1
        n = self.loopvar
        body = self.block(ctx.but(depth=ctx.depth + 1, loops=ctx.loops + (n,), in_loop=True))
        return Loop(n, self.r.randint(2, 3), body)

    def s_jump(self, ctx):
        return Jump(self.r.choice(['break', 'continue']), self.cond(ctx), self.next_label())

    def s_return(self, ctx):
        return Jump('return', self.cond(ctx), self.next_label())

    # ---- a try whose handlers let nothing escape -------------------------------------
    def no_escape(self, ctx):
        """The outer try of a destructor, a noexcept function or main: its body
        may throw, its handlers may not, and the last one is catch (...)."""
        body = self.block(ctx.but(depth=1), lo=1)
        types = [t for t in self.handler_types() if t != ('all',)] + [('all',)]
        return body, self.handlers(ctx.but(may_throw=False), types)

    # ---- the program -----------------------------------------------------------------
    def program(self):
        r = self.r
        self.cls = self.classes()
        nf = r.randint(2, self.max_funcs)
        self.funcs_n = list(range(nf))
        # guard g's destructor may call f<j> for j >= guard_min[g]; f<i> may
        # declare guard g only when i < guard_min[g]
        ng = r.randint(1, 3)
        self.guard_min = [r.randint(1, nf) for _ in range(ng)]
        guards = []
        for g in range(ng):
            ctx = Ctx(self.guard_min[g], guards_ok=False, var='a')
            body, hs = self.no_escape(ctx)
            guards.append(Guard(g, body, hs))
        # holders (generator version 2): members of E and G classes and a
        # constructor that may throw; a holder with guard members is
        # declared only where those guards may be
        holders = []
        self.holder_min = []
        for h in range(r.randint(1, 2)):
            members = []
            for _ in range(r.randint(1, 2)):
                if r.random() < 0.3:
                    members.append(('G', r.randrange(ng)))
                else:
                    members.append(('E', r.randrange(len(self.cls))))
            self.holder_min.append(min([self.guard_min[g] for kind, g in members if kind == 'G'] + [nf]))
            m = r.randint(2, 4)
            cond = '(i + g_n) %% %d == %d' % (m, r.randrange(m))
            holders.append(Holder(h, members, cond, self.value(), r.random() < 0.4, self.next_label()))
        funcs = []
        for k in range(nf):
            noex = r.random() < 0.25
            ctx = Ctx(k + 1)
            if noex:
                body, hs = self.no_escape(ctx)
            else:
                body, hs = self.block(ctx.but(depth=1), lo=2), []
            funcs.append(Func(k, noex, body, hs))
        ctx = Ctx(0, returns=False)
        main_body = self.block(ctx.but(depth=1), lo=2)
        if not any(isinstance(s, Call) for s in main_body):
            main_body.append(Call(0, 0))
        main_hs = self.handlers(ctx.but(may_throw=False), [('all',)])
        return Program(self.seed, self.cls, guards, funcs, main_body, main_hs, r.randint(20, 80), r.randint(2, 4),
                       holders)


SIZES = ('small', 'normal', 'large')


def generate(seed, size='normal'):
    return Gen(seed, size).program()


def main():
    ap = argparse.ArgumentParser(description='a random EH program from a seed')
    ap.add_argument('seed', type=int)
    ap.add_argument('--size', choices=SIZES, default='normal')
    ap.add_argument('-o', dest='out', help='write here (default stdout)')
    a = ap.parse_args()
    text = render(generate(a.seed, a.size))
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == '__main__':
    main()
