# The generated program as a tree, and its C++ text.
#
# generate.py builds a Program from a seed; shrink.py removes parts of it;
# render() prints it.  Every node is plain data, so a shrunk tree renders the
# same way as a generated one and the text is a function of the tree alone.
#
# What the rendered program is (README.md, "What a program is"): no headers,
# `extern "C" int printf`, exception classes E<k> in a random hierarchy
# (single, multiple, virtual, non-public inheritance), guard classes G<k> whose
# destructors catch what they throw, holders H<k> whose constructor may throw
# after building their members, pointers g_p<k> to objects of main (thrown
# as pointers), functions f<k>(int a) that only call
# functions of a higher index (no recursion), a global call budget (bounded
# runs), and main whose outer catch (...) catches everything: a program never
# terminates, and every line it prints is the same on every target.

from dataclasses import dataclass, field
from typing import List, Optional, Tuple


@dataclass
class Cls:
    """struct E<k>: bases are (index, virtual, access) with access one of
    'public', 'protected', 'private'; poly: declares or overrides tag()."""
    k: int
    bases: List[Tuple[int, bool, str]]
    poly: bool
    vbases: List[int] = field(default_factory=list)   # every virtual base, transitively


# ---- statements ---------------------------------------------------------------
@dataclass
class Print:
    label: int


@dataclass
class Local:            # E<k> o<n>(id);  or  G<k> o<n>(id);  or  H<k> o<n>[c] = {H<k>(id), ...};
    kind: str           # 'E', 'G' or 'H'
    k: int
    n: int
    id: int
    count: int = 0      # 0: one object; else an array of this many


@dataclass
class Call:             # f<k>(a + d);
    k: int
    d: int


@dataclass
class Throw:            # [if (cond)] throw VALUE;
    cond: Optional[str]
    value: Tuple        # ('E', k, id) | ('ptr', k) | ('int', v) | ('long', v) | ('str', v)


@dataclass
class Rethrow:          # [if (cond)] throw;   or a call of rethrow_now() (another frame)
    cond: Optional[str]
    via_call: bool


@dataclass
class Handler:          # catch (TYPE) { body }
    type: Tuple         # ('E', k, 'ref'|'cref'|'val') | ('ptr', k, const) | ('void*',) | ('int',)
    #                     | ('long',) | ('str',) | ('all',)
    label: int
    body: list


@dataclass
class Try:
    body: list
    handlers: List[Handler]
    var: Optional[int] = None   # a tracked local v<var> = a + init, declared just before the
    init: int = 0               # try, changed in it (Assign), printed in every handler and after


@dataclass
class Assign:           # v<n> += d;  v<n> = (v<n> * 3 + d) % 1009;  bump(&v<n>, d);
    n: int
    how: str            # 'add' | 'mul' | 'ptr' (through memory, in another function)
    d: int


@dataclass
class Loop:             # for (int i<n> = 0; i<n> < bound; ++i<n>) { body }
    n: int
    bound: int
    body: list


@dataclass
class Jump:             # if (cond) break; / continue; / return;
    what: str
    cond: str
    label: int


@dataclass
class Block:            # { body }: a scope of its own (locals die at its end)
    body: list


@dataclass
class Guard:
    """struct G<k>: its destructor runs `try { body } catch (...)`-style code
    that lets nothing escape (the last handler is catch (...) and no handler
    of that outer try throws)."""
    k: int
    body: list          # the destructor's try body
    handlers: List[Handler]


@dataclass
class Holder:
    """struct H<k>: members (('E', k) or ('G', k)) constructed in order, then a
    constructor body that throws VALUE when COND (over its argument i and
    g_n) holds: the members built so far are destroyed by the unwind, an
    array of holders destroys its built elements.  ftb: the constructor is a
    function-try-block whose handler prints (and rethrows, as the language
    says)."""
    k: int
    members: List[Tuple[str, int]]
    cond: str
    value: Tuple
    ftb: bool
    label: int


@dataclass
class Func:
    k: int
    noexcept: bool
    body: list
    handlers: List[Handler]   # noexcept: the outer try's handlers (last is catch (...))


@dataclass
class Program:
    seed: int
    classes: List[Cls]
    guards: List[Guard]
    funcs: List[Func]
    main: list
    main_handlers: List[Handler]
    budget: int
    rounds: int             # main runs its body this many times, a = 0, 1, ...
    holders: List[Holder] = field(default_factory=list)


# ---- C++ text -------------------------------------------------------------------
def _ind(d):
    return '\t' * d


def _value(v):
    if v[0] == 'E':
        return '::E%d(%d)' % (v[1], v[2])
    if v[0] == 'int':
        return '%d' % v[1]
    if v[0] == 'long':
        return '%dL' % v[1]
    if v[0] == 'ptr':
        return 'g_p%d' % v[1]
    return '"s%d"' % v[1]


def _handler_head(h, classes):
    t = h.type
    if t[0] == 'E':
        decl = {'ref': '::E%d &e', 'cref': 'const ::E%d &e', 'val': '::E%d e'}[t[2]] % t[1]
        return 'catch (%s)' % decl
    if t[0] == 'ptr':
        return 'catch (%s::E%d *e)' % ('const ' if t[2] else '', t[1])
    return {'void*': 'catch (void *e)', 'int': 'catch (int e)', 'long': 'catch (long e)',
            'str': 'catch (const char *e)', 'all': 'catch (...)'}[t[0]]


def _handler_print(h, classes, where):
    t = h.type
    if t[0] == 'E':
        c = classes[t[1]]
        if c.poly:
            return 'printf("%s h%d E%d f=%%d tag=%%d\\n", e.f%d, e.tag());' % (where, h.label, t[1], t[1])
        return 'printf("%s h%d E%d f=%%d\\n", e.f%d);' % (where, h.label, t[1], t[1])
    if t[0] == 'ptr':
        c = classes[t[1]]
        if c.poly:
            return 'printf("%s h%d E%d* f=%%d tag=%%d\\n", e->f%d, e->tag());' % (where, h.label, t[1], t[1])
        return 'printf("%s h%d E%d* f=%%d\\n", e->f%d);' % (where, h.label, t[1], t[1])
    if t[0] == 'void*':
        return 'printf("%s h%d void*\\n");' % (where, h.label)
    if t[0] in ('int', 'long'):
        return 'printf("%s h%d %s %%d\\n", (int)e);' % (where, h.label, t[0])
    if t[0] == 'str':
        return 'printf("%s h%d str %%s\\n", e);' % (where, h.label)
    return 'printf("%s h%d ...\\n");' % (where, h.label)


class _Out:
    def __init__(self, prog):
        self.p = prog
        self.lines = []

    def w(self, d, text):
        self.lines.append(_ind(d) + text)

    def stmts(self, body, d, where):
        for s in body:
            self.stmt(s, d, where)

    def stmt(self, s, d, where):
        w = self.w
        if isinstance(s, Print):
            w(d, 'printf("%s p%d\\n");' % (where, s.label))
        elif isinstance(s, Local):
            if s.count:
                elems = ', '.join('::%s%d(%d)' % (s.kind, s.k, s.id + 1000 * j) for j in range(s.count))
                w(d, '::%s%d o%d[%d] = {%s};' % (s.kind, s.k, s.n, s.count, elems))
            else:
                w(d, '::%s%d o%d(%d);' % (s.kind, s.k, s.n, s.id))
        elif isinstance(s, Call):
            w(d, 'f%d(a + %d);' % (s.k, s.d))
        elif isinstance(s, Throw):
            t = 'throw %s;' % _value(s.value)
            w(d, ('if (%s) ' % s.cond if s.cond else '') + t)
        elif isinstance(s, Rethrow):
            t = 'rethrow_now();' if s.via_call else 'throw;'
            w(d, ('if (%s) ' % s.cond if s.cond else '') + t)
        elif isinstance(s, Assign):
            v = 'v%d' % s.n
            w(d, {'add': '%s += %d;' % (v, s.d),
                  'mul': '%s = (%s * 3 + %d) %% 1009;' % (v, v, s.d),
                  'ptr': 'bump(&%s, %d);' % (v, s.d)}[s.how])
        elif isinstance(s, Try):
            if s.var is None:
                self.try_(s.body, s.handlers, d, where)
            else:
                # the local lives in a block of its own around the try: the
                # handlers read what the try body left in it, the line after
                # the try what the body or the handler that ran left
                w(d, '{')
                w(d + 1, 'int v%d = a + %d;' % (s.var, s.init))
                self.try_(s.body, s.handlers, d + 1, where, s.var)
                w(d + 1, 'printf("%s after v%d=%%d\\n", v%d);' % (where, s.var, s.var))
                w(d, '}')
        elif isinstance(s, Loop):
            v = 'i%d' % s.n
            w(d, 'for (int %s = 0; %s < %d; ++%s) {' % (v, v, s.bound, v))
            self.stmts(s.body, d + 1, where)
            w(d, '}')
        elif isinstance(s, Jump):
            w(d, 'if (%s) { printf("%s j%d %s\\n"); %s; }' % (s.cond, where, s.label, s.what, s.what))
        elif isinstance(s, Block):
            w(d, '{')
            self.stmts(s.body, d + 1, where)
            w(d, '}')
        else:
            raise TypeError(s)

    def try_(self, body, handlers, d, where, var=None):
        self.w(d, 'try {')
        self.stmts(body, d + 1, where)
        for h in handlers:
            self.w(d, '} %s {' % _handler_head(h, self.p.classes))
            self.w(d + 1, _handler_print(h, self.p.classes, where))
            if var is not None:
                self.w(d + 1, 'printf("%s h%d v%d=%%d\\n", v%d);' % (where, h.label, var, var))
            self.stmts(h.body, d + 1, where)
        self.w(d, '}')

    def cls(self, c):
        w = self.w
        bases = ', '.join('%s%s ::E%d' % ('virtual ' if v else '', acc, b) for b, v, acc in c.bases)
        w(0, 'struct E%d%s {' % (c.k, (' : ' + bases) if bases else ''))
        w(1, 'int f%d;' % c.k)
        inits = ['::E%d(i + %d)' % (b, 10 * (c.k + 1)) for b, v, _ in c.bases if not v]
        inits += ['::E%d(i + %d)' % (b, 100 * (c.k + 1)) for b in c.vbases]
        inits.append('f%d(i)' % c.k)
        w(1, 'explicit E%d(int i = 0) : %s {}' % (c.k, ', '.join(inits)))
        w(1, '%s~E%d() { printf("~E%d %%d\\n", f%d); }' % ('virtual ' if c.poly else '', c.k, c.k, c.k))
        if c.poly:
            w(1, 'virtual int tag() const { return %d; }' % c.k)
        w(0, '};')

    def guard(self, g):
        w = self.w
        where = 'G%d' % g.k
        w(0, 'struct G%d {' % g.k)
        w(1, 'int a;')
        w(1, 'explicit G%d(int i) : a(i) { printf("G%d %%d\\n", a); }' % (g.k, g.k))
        w(1, '~G%d() {' % g.k)
        w(2, 'printf("~G%d %%d\\n", a);' % g.k)
        self.try_(g.body, g.handlers, 2, where)
        w(1, '}')
        w(0, '};')

    def holder(self, h):
        w = self.w
        w(0, 'struct H%d {' % h.k)
        for j, (kind, k) in enumerate(h.members):
            w(1, '::%s%d m%d;' % (kind, k, j))
        w(1, 'int a;')
        inits = ', '.join(['m%d(i + %d)' % (j, j) for j in range(len(h.members))] + ['a(i)'])
        w(1, 'explicit H%d(int i)%s : %s {' % (h.k, ' try' if h.ftb else '', inits))
        w(2, 'printf("H%d %%d\\n", i);' % h.k)
        w(2, 'if (%s) throw %s;' % (h.cond, _value(h.value)))
        if h.ftb:
            w(1, '} catch (...) {')
            w(2, 'printf("H%d h%d ctor\\n");' % (h.k, h.label))
        w(1, '}')
        w(1, '~H%d() { printf("~H%d %%d\\n", a); }' % (h.k, h.k))
        w(0, '};')

    def func(self, f):
        w = self.w
        where = 'f%d' % f.k
        w(0, 'static void f%d(int a)%s {' % (f.k, ' noexcept' if f.noexcept else ''))
        w(1, 'printf("f%d %%d\\n", a);' % f.k)
        w(1, 'if (--g_budget < 0) return;')
        w(1, '++g_n;')
        if f.noexcept:
            self.try_(f.body, f.handlers, 1, where)
        else:
            self.stmts(f.body, 1, where)
        w(0, '}')

    def program(self):
        p = self.p
        w = self.w
        w(0, '// generated by testsuite/diff/gen/generate.py, seed %d' % p.seed)
        w(0, 'extern "C" int printf(const char *, ...);')
        w(0, '')
        w(0, 'static int g_budget = %d;   // function calls left: every run is short' % p.budget)
        w(0, 'static int g_n;              // calls so far: conditions depend on it')
        w(0, '')
        for c in p.classes:
            self.cls(c)
        w(0, '')
        w(0, '// what `throw g_p<k>` throws: objects of main, alive while it runs')
        for c in p.classes:
            w(0, 'static ::E%d *g_p%d;' % (c.k, c.k))
        w(0, '// called only from a handler: rethrows from another frame')
        w(0, 'static void rethrow_now() { printf("rethrow_now\\n"); throw; }')
        w(0, '// changes a tracked local through its address (its value lives in memory)')
        w(0, 'static void bump(int *p, int d) { *p = (*p * 3 + d) % 1009; }')
        for f in p.funcs:
            w(0, 'static void f%d(int a)%s;' % (f.k, ' noexcept' if f.noexcept else ''))
        w(0, '')
        for g in p.guards:
            self.guard(g)
        for h in p.holders:
            self.holder(h)
        w(0, '')
        for f in p.funcs:
            self.func(f)
            w(0, '')
        w(0, 'int main() {')
        for c in p.classes:
            w(1, '::E%d t%d(%d);' % (c.k, c.k, 900 + c.k))
            w(1, 'g_p%d = &t%d;' % (c.k, c.k))
        w(1, 'for (int a = 0; a < %d; ++a) {' % p.rounds)
        self.try_(p.main, p.main_handlers, 2, 'main')
        w(1, '}')
        w(1, 'printf("end %d %d\\n", g_n, g_budget);')
        w(1, 'return g_n % 64;')
        w(0, '}')
        return '\n'.join(self.lines) + '\n'


def render(prog):
    return _Out(prog).program()
