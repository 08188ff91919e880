#!/usr/bin/env python3
# seh.py SEED [--size small|normal|large] [-o FILE]: a random Windows SEH
# program (C with __try/__except/__finally, clang -fms-extensions) from SEED.
#
# Same seed, same bytes: the only source of randomness is random.Random(SEED).
# The program is drawn as a tree (tree(): a Program of Nodes, one a
# statement, with their statement lists) and rendered (render()): the
# shrinker (seh_shrink.py) edits the tree, not the text.
# The program prints a trace on stdout and returns a status computed from the
# run; README.md ("SEH programs") says what it contains and why it is valid,
# terminating and the same on the three Windows targets.  The rules that keep
# it so are enforced here where the choice is made:
#   - every hardware fault is in a noinline function called from a __try
#     (synchronous SEH: a function's own __try does not cover its faulting
#     instruction, SPEC.md EH-SEH-8) and nothing continues execution after a
#     fault (it would run the instruction again, for ever);
#   - a filter answers EXCEPTION_CONTINUE_EXECUTION only for the codes of the
#     program's own continuable raises (RESUME_CODES) and, in `resume_nc`,
#     for its noncontinuable ones (whose dispatcher raises 0xC0000025, never
#     resumed); the constant -1 filter guards a __try that only raises a
#     continuable code;
#   - a filter raises an exception of its own at most once (a per-site
#     counter), a __finally raises only once per site as well;
#   - the call graph is a DAG (f<i> calls f<j>, j > i) and each call takes
#     one of g_budget; loops run 2 or 3 rounds;
#   - each round of main runs in __try/__except(1), so only the optional
#     last raise of main leaves the program (its status: the code's low
#     byte, SPEC.md EH-SEH-7);
#   - no GetExceptionCode() in an __except block and no chained record
#     (Wine 8's deviations, testsuite/eh/seh/wine/DEVIATIONS): handlers
#     print the code a filter stored in g_code.

import argparse
import random

GEN_VERSION = 1          # bump when the same seed would give another program
SIZES = ('small', 'normal', 'large')
# (functions, statements per block, nesting depth, rounds of main)
SIZE = {'small': (3, 2, 2, 2), 'normal': (5, 3, 3, 3), 'large': (7, 4, 3, 4)}

RESUME = 0xE0001000      # continuable raises: a resume filter answers -1
NONCONT = 0xE0002000     # noncontinuable raises
IN_FILTER = 0xE0003000   # raised and handled inside a filter
OUT_FILTER = 0xE0004000  # raised by a filter, leaving it
IN_FINALLY = 0xE0005000  # raised by a __finally
IN_HANDLER = 0xE0006000  # raised by an __except block
LAST = 0xE0007000        # main's last, unhandled raise
ACCESS_VIOLATION = 0xC0000005
DIVIDE_BY_ZERO = 0xC0000094
NONCONTINUABLE = 0xC0000025


class Body(list):
    """A statement list (Nodes).  role: 'try' (a __try body: its statements
    are inside a __try of their function), 'out' (a function body, an
    __except block: not inside one) or None (a loop body: as around it)."""

    def __init__(self, items=(), role=None):
        super().__init__(items)
        self.role = role


class Node:
    """One statement (or function, or main) as the generator drew it: parts
    are its lines and, among them, its statement lists (Body).  kind is the
    generator's name (s_<kind>); callee the function a call names; unwrap
    the parts that stand in its place when the shrinker takes its __try
    away (None: it cannot be)."""

    def __init__(self, kind, parts, unwrap=None, callee=None):
        self.kind = kind
        self.parts = parts
        self.unwrap = unwrap
        self.callee = callee

    def lines(self):
        out = []
        for p in self.parts:
            if isinstance(p, Body):
                for n in p:
                    out += n.lines()
            else:
                out.append(p)
        return out


class Program:
    """A generated program: its functions (Nodes of kind 'func', by index)
    and main; the prelude's numbers are drawn with them."""

    def __init__(self, seed, size, funcs, main, budget, sites):
        self.seed, self.size = seed, size
        self.funcs, self.main = funcs, main
        self.budget, self.sites = budget, sites


def render(prog):
    head = PRELUDE % dict(ver=GEN_VERSION, seed=prog.seed, size=prog.size, budget=prog.budget,
                          sites=prog.sites, resume=RESUME, noncont=NONCONT, in_filter=IN_FILTER,
                          out_filter=OUT_FILTER)
    protos = ['static int f%d(int a);' % f.callee for f in prog.funcs] + ['']
    body = protos + [l for f in prog.funcs for l in f.lines()] + prog.main.lines()
    return head + '\n' + '\n'.join(body) + '\n'

PRELUDE = r'''/* A generated Windows SEH program (testsuite/diff/gen/seh.py, version %(ver)d,
 * seed %(seed)d, %(size)s).  The Windows declarations it uses, without
 * windows.h, as winnt.h and excpt.h give them. */
int printf(const char *, ...);
typedef unsigned long DWORD;
#if defined(_WIN64)
typedef unsigned long long ULONG_PTR;
#else
typedef unsigned long ULONG_PTR;
#endif
typedef struct EXCEPTION_RECORD {
	DWORD ExceptionCode;
	DWORD ExceptionFlags;
	struct EXCEPTION_RECORD *ExceptionRecord;
	void *ExceptionAddress;
	DWORD NumberParameters;
	ULONG_PTR ExceptionInformation[15];
} EXCEPTION_RECORD;
typedef struct EXCEPTION_POINTERS {
	EXCEPTION_RECORD *ExceptionRecord;
	void *ContextRecord;
} EXCEPTION_POINTERS;
__declspec(dllimport) void __stdcall RaiseException(DWORD code, DWORD flags, DWORD nargs, const ULONG_PTR *args);
#define GetExceptionCode() ((DWORD)_exception_code())
#define GetExceptionInformation() ((EXCEPTION_POINTERS *)_exception_info())
#define AbnormalTermination() _abnormal_termination()

static int g_budget = %(budget)d;  /* calls left: every call of f<i> takes one */
static int g_sum;               /* the exit status is computed from it */
static DWORD g_code;            /* the code the last filter function saw */
static volatile int g_zero;     /* 0: the divisor of the divide fault */
static volatile int g_num;      /* its dividend: both read as volatile, so no
                                 * optimiser can fold the division (0 / x is 0) */
static int *volatile g_null;    /* null: the pointer of the write fault */
static int g_raised[%(sites)d];       /* per site: a filter or __finally raised once */
static int g_flips[%(sites)d];        /* per site: how often a flip filter was asked */

/* filters: each prints what it sees and returns its answer */
static int flt(int site, DWORD code, int answer)
{
	g_code = code;
	printf("  filter %%d sees %%08lx -> %%d\n", site, code, answer);
	return answer;
}

static int info(int site, EXCEPTION_POINTERS *p, int answer)
{
	EXCEPTION_RECORD *r = p->ExceptionRecord;
	g_code = r->ExceptionCode;
	printf("  filter %%d: %%08lx noncontinuable %%lu params %%lu:", site, r->ExceptionCode,
	       r->ExceptionFlags & 1, r->NumberParameters);
	for (DWORD i = 0; i < r->NumberParameters && i < 15; i++)
		printf(" %%lu", (unsigned long)r->ExceptionInformation[i]);
	printf(" -> %%d\n", answer);
	return answer;
}

/* continue execution for the program's continuable raises only */
static int resume(int site, DWORD code, int other)
{
	return flt(site, code, (code & 0xFFFFF000) == 0x%(resume)08X ? -1 : other);
}

/* also for its noncontinuable ones: the dispatcher then raises c0000025 */
static int resume_nc(int site, DWORD code, int other)
{
	DWORD kind = code & 0xFFFFF000;
	return flt(site, code, kind == 0x%(resume)08X || kind == 0x%(noncont)08X ? -1 : other);
}

static int flip(int site, DWORD code)
{
	return flt(site, code, g_flips[site]++ %% 2);
}

/* an exception raised and handled inside the filter */
static int nest_in(int site, DWORD code, int answer)
{
	__try {
		RaiseException(0x%(in_filter)08X + site, 0, 0, 0);
	} __except (flt(site + 1000, GetExceptionCode(), 1)) {
		printf("  filter %%d handled its own\n", site);
	}
	return flt(site, code, answer);
}

/* the first time: an exception that leaves the filter */
static int nest_out(int site, DWORD code, int answer)
{
	if (!g_raised[site]++) {
		printf("  filter %%d sees %%08lx and raises\n", site, code);
		RaiseException(0x%(out_filter)08X + site, 0, 0, 0);
	}
	return flt(site, code, answer);
}

/* hardware faults, in functions of their own (synchronous SEH) */
__declspec(noinline) static void fault_write(int v)
{
	*(volatile int *)g_null = v;
}

__declspec(noinline) static int fault_div(int v)
{
	g_num = v;
	return g_num / g_zero;
}
'''


class Gen:
    def __init__(self, seed, size):
        self.r = random.Random(seed)
        self.seed = seed
        self.size = size
        self.nfuncs, self.width, self.depth, self.rounds = SIZE[size]
        self.site = 0           # filter and __finally sites, numbered from 1
        self.codes = []         # codes raised somewhere (filters may test them)
        self.nvar = 0

    # ------------------------------------------------------------ helpers
    def new_site(self):
        self.site += 1
        return self.site

    def pick(self, *weighted):
        """pick((weight, value), ...)"""
        total = sum(w for w, _ in weighted)
        x = self.r.uniform(0, total)
        for w, v in weighted:
            if x < w:
                return v
            x -= w
        return weighted[-1][1]

    def cond(self, c):
        """A condition on the function's argument and the loop counters:
        the same on every target."""
        vars_ = [c['var']] + list(c['loops'])
        v = self.r.choice(vars_)
        m = self.r.choice((2, 3, 4))
        return '(%s %% %d %s %d)' % (v, m, self.r.choice(('==', '!=')), self.r.randrange(m))

    # ------------------------------------------------------------ filters
    def filter_expr(self, c, tracked):
        s = self.new_site()
        code = 'GetExceptionCode()'
        codes = self.codes + [ACCESS_VIOLATION, DIVIDE_BY_ZERO, NONCONTINUABLE]
        kind = self.pick((2, 'const'), (3, 'flt'), (2, 'test'), (2, 'info'), (2, 'resume'),
                         (1, 'resume_nc'), (1, 'flip'), (1, 'nest_in'), (1, 'nest_out'))
        if kind == 'const':
            e = self.r.choice(('1', '0'))
        elif kind == 'flt':
            e = 'flt(%d, %s, %d)' % (s, code, self.r.choice((0, 1, 1)))
        elif kind == 'test':
            e = 'flt(%d, %s, %s == 0x%08X)' % (s, code, code, self.r.choice(codes))
        elif kind == 'info':
            e = 'info(%d, GetExceptionInformation(), %d)' % (s, self.r.choice((0, 1, 1)))
        elif kind in ('resume', 'resume_nc'):
            e = '%s(%d, %s, %d)' % (kind, s, code, self.r.choice((0, 1)))
        elif kind == 'flip':
            e = 'flip(%d, %s)' % (s, code)
        else:
            e = '%s(%d, %s, %d)' % (kind, s, code, self.r.choice((0, 1, 1)))
        if tracked and self.r.random() < 0.3:
            # the filter changes a local of the frame (reached through
            # llvm.localrecover): the handler and the code after see it
            e = '(%s += 100, %s)' % (tracked[-1], e)
        return e

    # ------------------------------------------------------------ statements
    def block(self, c, ind, n=None, role=None):
        return Body([self.stmt(c, ind) for _ in range(self.r.randint(1, self.width) if n is None else n)],
                    role)

    def stmt(self, c, ind):
        deep = c['depth'] < self.depth
        choices = [(3, 'print'), (3, 'call'), (3, 'raise')]
        if c['in_try']:
            choices += [(2, 'fault')]
        if deep:
            choices += [(3, 'finally'), (1, 'resumable'), (2, 'loop')]
            if not c['fin_try']:
                # not inside the __try of a __finally of the same function:
                # clang's x64 scope table leaves the __except block's
                # address outside that __try's ranges, so the unwind to it
                # runs the __finally too (README.md, "SEH programs")
                choices += [(4, 'except')]
        if c['in_try'] and c['leave_ok']:
            choices += [(1, 'leave')]
        if c['in_loop'] and c['jump_ok']:
            choices += [(1, 'jump')]
        if c['tracked']:
            choices += [(2, 'change')]
        if c['func'] >= 0 and c['jump_ok']:
            choices += [(1, 'return')]
        k = self.pick(*choices)
        got = getattr(self, 's_' + k)(c, ind)
        return got if isinstance(got, Node) else Node(k, got)

    def s_print(self, c, ind):
        return ['%sprintf("f%s %%d\\n", %s);' % (ind, c['name'], c['var'])]

    def s_call(self, c, ind):
        lo = c['func'] + 1
        if lo >= self.nfuncs:
            return Node('print', self.s_print(c, ind))
        j = self.r.randrange(lo, self.nfuncs)
        return Node('call', ['%sif (g_budget-- > 0)' % ind,
                             '%s\tg_sum += f%d(%s + %d);' % (ind, j, c['var'], self.r.randrange(1, 5))],
                    callee=j)

    def s_raise(self, c, ind):
        nc = self.r.random() < 0.35
        code = (NONCONT if nc else RESUME) + self.r.randrange(1, 64)
        self.codes.append(code)
        nargs = self.r.choice((0, 0, 1, 2, 3))
        guard = self.cond(c) if self.r.random() < 0.6 else None
        if nargs:
            vals = ', '.join(['(ULONG_PTR)%s' % c['var']] + [str(self.r.randrange(100)) for _ in range(nargs - 1)])
            call = ['ULONG_PTR args[%d] = {%s};' % (nargs, vals),
                    'RaiseException(0x%08X, %d, %d, args);' % (code, int(nc), nargs)]
        else:
            call = ['RaiseException(0x%08X, %d, 0, 0);' % (code, int(nc))]
        if guard or nargs:
            lines = ['%s%s{' % (ind, 'if %s ' % guard if guard else '')] + \
                    ['%s\t%s' % (ind, l) for l in call] + ['%s}' % ind]
        else:
            lines = [ind + call[0]]
        lines.append('%sprintf("f%s after raise %%d\\n", %s);' % (ind, c['name'], c['var']))
        return lines

    def s_fault(self, c, ind):
        guard = self.cond(c)
        if self.r.random() < 0.5:
            call = 'fault_write(%s);' % c['var']
        else:
            call = 'g_sum += fault_div(%s);' % c['var']
        return ['%sif %s' % (ind, guard), '%s\t%s' % (ind, call),
                '%sprintf("f%s no fault %%d\\n", %s);' % (ind, c['name'], c['var'])]

    def before_try(self, c, ind, site):
        """A trace line just before each __try: the call before a __try
        never raises.  clang's x64 scope table may begin a __try's range at
        the return address of the call before it, so that call's exception
        would be attributed to the __try (README.md, "SEH programs")."""
        return ['%sprintf("f%s try %d\\n");' % (ind, c['name'], site)]

    def s_leave(self, c, ind):
        return ['%sif %s' % (ind, self.cond(c)), '%s\t__leave;' % ind]

    def s_jump(self, c, ind):
        return ['%sif %s' % (ind, self.cond(c)), '%s\t%s;' % (ind, self.r.choice(('break', 'continue')))]

    def s_return(self, c, ind):
        return ['%sif %s' % (ind, self.cond(c)), '%s\treturn %s + %d;' % (ind, c['var'], self.r.randrange(10))]

    def s_change(self, c, ind):
        v = self.r.choice(c['tracked'])
        d = self.r.randrange(1, 10)
        return ['%s%s' % (ind, self.r.choice(('%s += %d;' % (v, d), '%s = (%s * 3 + %d) %% 1009;' % (v, v, d))))]

    def s_loop(self, c, ind):
        lv = 'k%d' % len(c['loops'])
        n = self.r.choice((2, 3))
        body = self.block(dict(c, loops=c['loops'] + (lv,), in_loop=True, jump_ok=True,
                               depth=c['depth'] + 1), ind + '\t')
        return ['%sfor (int %s = 0; %s < %d; %s++) {' % (ind, lv, lv, n, lv),
                '%s\tprintf("f%s loop %%d\\n", %s);' % (ind, c['name'], lv), body, '%s}' % ind]

    def _tracked(self, c, ind):
        """A tracked local before a __try: (lines, name, context)."""
        if self.r.random() >= 0.45:
            return [], None, c
        self.nvar += 1
        v = 'v%d' % self.nvar
        return (['%sint %s = %s + %d;' % (ind, v, c['var'], self.r.randrange(1, 50))], v,
                dict(c, tracked=c['tracked'] + (v,)))

    def _wrapped(self, c, ind, site, v, pre, body, open_, handler):
        """A __try statement: the tracked local's block around it, the trace
        line before it; unwrapped, the __try's body stands in its place (in
        the local's block: the body may change it)."""
        after = ['%sprintf("f%s after %d: v=%%d\\n", %s);' % (ind, c['name'], site, v), ind + '}'] if v else []
        head = ([ind + '{'] if v else []) + pre
        parts = head + self.before_try(c, ind, site) + ['%s__try {' % ind, body, open_] + handler + \
            [ind + '}'] + after
        return parts, head + [body] + after

    def s_except(self, c, ind):
        pre, v, c = self._tracked(c, ind)
        try_c = dict(c, in_try=True, leave_ok=True, depth=c['depth'] + 1)
        body = self.block(try_c, ind + '\t', role='try')
        filt = self.filter_expr(c, c['tracked'])
        site = self.site
        hc = dict(c, in_try=False, leave_ok=False, depth=c['depth'] + 1)
        hlines = ['%s\tprintf("f%s handler %d: %%08lx%s\\n", g_code%s);'
                  % (ind, c['name'], site, ' v=%d' if v else '', ', ' + v if v else '')]
        if self.r.random() < 0.12:
            code = IN_HANDLER + site
            hlines += ['%s\tif %s' % (ind, self.cond(c)),
                       '%s\t\tRaiseException(0x%08X, 0, 0, 0);' % (ind, code)]
        hbody = self.block(hc, ind + '\t', 1, 'out') if self.r.random() < 0.5 else Body(role='out')
        parts, unwrap = self._wrapped(c, ind, site, v, pre, body, '%s} __except (%s) {' % (ind, filt),
                                      hlines + [hbody])
        return Node('except', parts, unwrap)

    def s_finally(self, c, ind):
        pre, v, c = self._tracked(c, ind)
        site = self.new_site()
        body = self.block(dict(c, in_try=True, leave_ok=True, fin_try=True, depth=c['depth'] + 1), ind + '\t',
                          role='try')
        flines = ['%s\tprintf("f%s finally %d abnormal %%d%s\\n", AbnormalTermination()%s);'
                  % (ind, c['name'], site, ' v=%d' if v else '', ', ' + v if v else '')]
        if self.r.random() < 0.15:
            # a __finally that raises (once): while an exception unwinds
            # through it, the new one replaces it (SPEC.md EH-SEH-5)
            flines += ['%s\tif (!g_raised[%d]++)' % (ind, site),
                       '%s\t\tRaiseException(0x%08X, 0, 0, 0);' % (ind, IN_FINALLY + site)]
        parts, unwrap = self._wrapped(c, ind, site, v, pre, body, '%s} __finally {' % ind, flines)
        return Node('finally', parts, unwrap)

    def s_resumable(self, c, ind):
        """A __try that raises only a continuable code, under __except(-1):
        the raise returns and the __try goes on."""
        code = RESUME + self.r.randrange(1, 64)
        self.codes.append(code)
        site = self.new_site()
        return self.before_try(c, ind, site) + [
                '%s__try {' % ind,
                '%s\tprintf("f%s resumable %d\\n");' % (ind, c['name'], site),
                '%s\tRaiseException(0x%08X, 0, 0, 0);' % (ind, code),
                '%s\tprintf("f%s resumed %d\\n");' % (ind, c['name'], site),
                '%s} __except (-1) {' % ind,
                '%s\tprintf("not reached\\n");' % ind,
                '%s}' % ind]

    # ------------------------------------------------------------ program
    def function(self, i):
        c = dict(func=i, name=str(i), var='a', loops=(), in_loop=False, jump_ok=True, in_try=False,
                 leave_ok=False, fin_try=False, tracked=(), depth=0)
        body = self.block(c, '\t', role='out')
        noinline = '__declspec(noinline) ' if self.r.random() < 0.6 else ''
        return Node('func', ['%sstatic int f%d(int a)' % (noinline, i), '{',
                             '\tprintf("f%d enter %%d\\n", a);' % i, body,
                             '\tprintf("f%d leave %%d\\n", a);' % i, '\treturn a % 7;', '}', ''], callee=i)

    def generate(self):
        funcs = [self.function(i) for i in reversed(range(self.nfuncs))][::-1]
        c = dict(func=-1, name='m', var='r', loops=(), in_loop=False, jump_ok=False, in_try=True,
                 leave_ok=False, fin_try=False, tracked=(), depth=1)
        body = self.block(c, '\t\t\t', self.r.randint(1, self.width), 'try')
        # main's first call and its last raise are statements as well: the
        # shrinker may remove them
        first = Body([Node('call', ['\t\t\tif (g_budget-- > 0)', '\t\t\t\tg_sum += f0(r);'], callee=0)], 'try')
        last = Body(role='out')
        if self.r.random() < 0.15:
            # the last raise: nothing handles it; the __finally runs, then
            # the process ends with the code's low byte (SPEC.md EH-SEH-7)
            last.append(Node('last', [
                '\t__try {',
                '\t\tRaiseException(0x%08X, 1, 0, 0);' % (LAST + self.r.randrange(1, 255)),
                '\t} __finally {',
                '\t\tprintf("last finally abnormal %d\\n", AbnormalTermination());',
                '\t}']))
        main = Node('main', ['int main(void)', '{',
                             '\tfor (int r = 0; r < %d; r++) {' % self.rounds,
                             '\t\tprintf("round %d\\n", r);',
                             '\t\t__try {', first, body,
                             '\t\t} __except (flt(0, GetExceptionCode(), 1)) {',
                             '\t\t\tprintf("main handler: %08lx\\n", g_code);',
                             '\t\t}',
                             '\t}',
                             '\tprintf("end %d\\n", g_sum);', last,
                             '\treturn g_sum % 64;', '}'])
        return Program(self.seed, self.size, funcs, main, self.r.randrange(20, 60), self.site + 1)


def tree(seed, size='normal'):
    """The program of SEED as a tree (render() gives its text)."""
    return Gen(seed, size).generate()


def generate(seed, size='normal'):
    return render(tree(seed, size))


def main():
    ap = argparse.ArgumentParser(description='a random Windows SEH program from a seed')
    ap.add_argument('seed', type=int)
    ap.add_argument('--size', choices=SIZES, default='normal')
    ap.add_argument('-o', dest='out')
    a = ap.parse_args()
    text = generate(a.seed, a.size)
    if a.out:
        with open(a.out, 'w') as f:
            f.write(text)
    else:
        print(text, end='')


if __name__ == '__main__':
    main()
