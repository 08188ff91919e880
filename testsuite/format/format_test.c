/* format_test.c — differential test of fmt_format() against the host glibc.
 *
 * Build and run (from the repository root):
 *   cc -std=c17 -O2 -Iinterp testsuite/format/format_test.c \
 *      interp/machine/format.c interp/util.c -lm && ./a.out
 *
 * The host must be x86_64 glibc (>= 2.35 for %b): its long double is x87
 * extended, so the same bits are fed to snprintf and to the engine.  The
 * oracle for binary128 is glibc's strfromf128 (precision-only formats);
 * IBM double-double values whose two halves fit one 106-bit significand are
 * checked against the binary128 printing of the same exact value.  Targets
 * the host cannot be (32-bit long, MSVC, wchar_t of 2) get hand-written
 * expectations.  A deterministic generator crosses formats (flags, widths,
 * precisions, '*', length modifiers) with edge and random values.
 *
 * Prints "N passed, N failed" and exits non-zero on any failure.
 * Options: -v lists every failure (default: the first 40). */
#define _GNU_SOURCE
#define __STDC_WANT_IEC_60559_TYPES_EXT__
#include "machine/format.h"

#include <fenv.h>
#include <float.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

static long passed, failed;
static bool verbose;

/* ---- deterministic random numbers (splitmix64) ---- */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t
rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static int
rnd_in(int lo, int hi) /* inclusive */
{
	return lo + (int)(rnd() % (uint64_t)(hi - lo + 1));
}

/* ---- hooks over a scripted argument list ---- */
typedef struct TArgs {
	FmtArgKind kind[8];
	unsigned size[8];
	FmtArg v[8];
	int n, next;
	bool mismatch;
} TArgs;

static void
targ(TArgs *a, FmtArgKind kind, unsigned size, FmtArg v)
{
	a->kind[a->n] = kind;
	a->size[a->n] = size;
	a->v[a->n++] = v;
}

static void
targ_u(TArgs *a, FmtArgKind kind, unsigned size, uint64_t u)
{
	targ(a, kind, size, (FmtArg){.u = u});
}

static bool
t_next(void *ctx, FmtArgKind kind, unsigned size, FmtArg *out)
{
	TArgs *a = ctx;
	if (a->next >= a->n) {
		a->mismatch = true;
		return false;
	}
	if (a->kind[a->next] != kind || a->size[a->next] != size)
		a->mismatch = true;
	*out = a->v[a->next++];
	return true;
}

/* Target addresses are host addresses here. */
static bool
t_read_str(void *ctx, uint64_t addr, unsigned unit, size_t max, Buf *out)
{
	(void)ctx;
	for (size_t i = 0; i < max; i++) {
		uint32_t u;
		if (unit == 1)
			u = ((const unsigned char *)(uintptr_t)addr)[i];
		else if (unit == 2)
			u = ((const uint16_t *)(uintptr_t)addr)[i];
		else
			u = (uint32_t)((const wchar_t *)(uintptr_t)addr)[i];
		if (u == 0)
			break;
		if (unit == 1)
			buf_putc(out, (char)u);
		else
			buf_put(out, (const char *)&u, sizeof u);
	}
	return true;
}

/* The last %n store, for targets whose addresses are not host pointers. */
static uint64_t last_store_addr;
static unsigned last_store_size;
static int64_t last_store_n;

static bool
t_store(void *ctx, uint64_t addr, unsigned size, int64_t n)
{
	(void)ctx;
	last_store_addr = addr;
	last_store_size = size;
	last_store_n = n;
	if (addr < 0x10000)
		return true;
	void *p = (void *)(uintptr_t)addr;
	switch (size) {
	case 1: *(signed char *)p = (signed char)n; return true;
	case 2: *(short *)p = (short)n; return true;
	case 4: *(int *)p = (int)n; return true;
	case 8: *(long long *)p = n; return true;
	default: return false;
	}
}

static bool
t_errno(void *ctx, bool alt, Buf *out)
{
	(void)ctx;
	buf_puts(out, alt ? "EDOM" : "Numerical argument out of domain");
	return true;
}

static FmtTarget host_target;

/* Runs the engine and compares with the expected bytes and return value. */
static void
check_with(const FmtTarget *t, const char *what, const char *fmt, TArgs *a, const char *want,
	   int want_ret)
{
	FmtHooks h = {a, t_next, t_read_str, t_store, t_errno};
	Buf b = {0};
	FmtError e;
	a->next = 0;
	a->mismatch = false;
	int r = fmt_format(&b, fmt, strlen(fmt), t, &h, &e);
	bool ok = r == want_ret && !a->mismatch && a->next == a->n;
	if (ok && r >= 0)
		ok = b.len == (size_t)r && memcmp(b.s, want, (size_t)r) == 0;
	if (ok) {
		passed++;
	} else {
		failed++;
		if (verbose || failed <= 40)
			printf("FAIL %s: fmt \"%s\": want %d \"%.300s\", got %d \"%.300s\"%s%s\n", what,
			       fmt, want_ret, want_ret >= 0 ? want : "", r, b.s ? b.s : "",
			       a->mismatch || a->next != a->n ? " (argument kinds differ)" : "",
			       r < 0 ? e.msg : "");
	}
	buf_free(&b);
}

static void
check(const char *what, const char *fmt, TArgs *a, const char *want, int want_ret)
{
	check_with(&host_target, what, fmt, a, want, want_ret);
}

/* ---- format generation ---- */
static char host_out[1 << 17];

typedef struct Gen {
	char fmt[128];
	int nstar, star[2];
} Gen;

static void
gen_spec(Gen *g, const char *mod, char conv, bool flags_ok)
{
	static const char flag_chars[] = "-+ #0'I";
	char *p = g->fmt;
	g->nstar = 0;
	*p++ = '%';
	if (flags_ok)
		for (int i = 0; i < 6; i++)
			if (rnd() % 4 == 0)
				*p++ = flag_chars[rnd() % 7];
	switch (rnd() % 10) {
	case 0: case 1: case 2: case 3:
		break;
	case 4: case 5: case 6: case 7:
		p += sprintf(p, "%d", rnd_in(1, 30));
		break;
	case 8:
		p += sprintf(p, "%d", rnd_in(100, 140));
		break;
	default:
		*p++ = '*';
		g->star[g->nstar++] = rnd_in(-30, 30);
		break;
	}
	switch (rnd() % 10) {
	case 0: case 1: case 2:
		break;
	case 3:
		*p++ = '.';
		break;
	case 4: case 5: case 6: case 7:
		p += sprintf(p, ".%d", rnd_in(0, 30));
		break;
	case 8:
		p += sprintf(p, ".%d", rnd_in(31, 130));
		break;
	default:
		p += sprintf(p, ".*");
		g->star[g->nstar++] = rnd_in(-3, 40);
		break;
	}
	p += sprintf(p, "%s%c", mod, conv);
}

static void
gen_stars(const Gen *g, TArgs *a)
{
	a->n = 0;
	for (int i = 0; i < g->nstar; i++)
		targ_u(a, FA_INT, 4, (uint64_t)(int64_t)g->star[i]);
}

#define HOST(g, V)                                                                           \
	((g)->nstar == 0   ? snprintf(host_out, sizeof host_out, (g)->fmt, V)                \
	 : (g)->nstar == 1 ? snprintf(host_out, sizeof host_out, (g)->fmt, (g)->star[0], V) \
			   : snprintf(host_out, sizeof host_out, (g)->fmt, (g)->star[0],      \
				      (g)->star[1], V))

static void
check_host(const char *what, const Gen *g, TArgs *a, int r)
{
	if (r >= (int)sizeof host_out) {
		printf("note: host output too long for %s\n", g->fmt);
		return;
	}
	check(what, g->fmt, a, host_out, r);
}

/* ---- integers ---- */
static uint64_t
edge_int(void)
{
	static const uint64_t edges[] = {
		0, 1, 2, 7, 8, 9, 10, 15, 16, 99, 100, 127, 128, 255, 256, 1000, 32767, 32768,
		65535, 65536, 0x7fffffff, 0x80000000u, 0xffffffffu, 0x100000000u,
		0x7fffffffffffffffu, 0x8000000000000000u, 0xffffffffffffffffu,
		0xfffffffffffffffeu, 0xffffffff80000000u, 0xffffffffffff8000u,
		0xffffffffffffff80u, 1234567890123456789u};
	switch (rnd() % 4) {
	case 0:
		return edges[rnd() % (sizeof edges / sizeof edges[0])];
	case 1:
		return rnd() >> (rnd() % 64);
	case 2:
		return (uint64_t)-(int64_t)(rnd() >> (rnd() % 64));
	default:
		return rnd();
	}
}

static void
test_ints(int n)
{
	static const char *mods[] = {"hh", "h", "", "l", "ll", "j", "z", "t", "L", "q"};
	static const char convs[] = "diouxXbBc";
	for (int i = 0; i < n; i++) {
		const char *mod = mods[rnd() % 10];
		char conv = convs[rnd() % (sizeof convs - 1)];
		if (conv == 'c')
			mod = "";
		Gen g;
		TArgs a;
		gen_spec(&g, mod, conv, true);
		gen_stars(&g, &a);
		uint64_t v = edge_int();
		bool wide = mod[0] == 'l' || mod[0] == 'j' || mod[0] == 'z' || mod[0] == 't' ||
			    mod[0] == 'L' || mod[0] == 'q';
		FmtArgKind kind = conv == 'c' ? FA_CHAR : conv == 'd' || conv == 'i' ? FA_INT : FA_UINT;
		targ_u(&a, kind, wide ? 8 : 4, v);
		int r = wide ? HOST(&g, (long long)v) : HOST(&g, (int)v);
		check_host("int", &g, &a, r);
	}
}

/* ---- doubles ---- */
static double
bits_double(uint64_t b)
{
	double d;
	memcpy(&d, &b, sizeof d);
	return d;
}

static double
pow10i(int k)
{
	double p = 1;
	for (int i = 0; i < k; i++)
		p *= 10;
	return p;
}

static double
rnd_double(void)
{
	switch (rnd() % 8) {
	case 0: case 1:
		return bits_double(rnd()); /* anything, NaNs included */
	case 2: /* decimal-looking values, where ties and near-ties live */
		return (double)(int64_t)(rnd() % 2000001 - 1000000) / pow10i(rnd_in(0, 8));
	case 3: /* halves and small binary fractions: exact ties */
		return (double)(int64_t)(rnd() % 20001 - 10000) / (double)(1 << rnd_in(0, 12));
	case 4: /* subnormals */
		return bits_double((rnd() >> rnd_in(12, 63)) | (rnd() & 0x8000000000000000u));
	case 5: { /* moderate magnitudes */
		uint64_t e = (uint64_t)rnd_in(1023 - 70, 1023 + 70);
		return bits_double((rnd() & 0x800fffffffffffffu) | (e << 52));
	}
	case 6: { /* huge and tiny */
		uint64_t e = rnd() % 2 ? (uint64_t)rnd_in(2000, 2046) : (uint64_t)rnd_in(1, 60);
		return bits_double((rnd() & 0x800fffffffffffffu) | (e << 52));
	}
	default: {
		static const double specials[] = {0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 0.125,
						  0.1, 0.2, 0.3, 9.5, 99.5, 999.5, 0.05, 0.15,
						  0.25, 0.35, 1e15, 1e16, 1e17, 1e22, 1e23, 1e300,
						  DBL_MAX, DBL_MIN, DBL_TRUE_MIN, 9.999999999999999e22,
						  0.0009765625, 123456789.125, 4503599627370496.5,
						  9007199254740993.0, 1.0 / 3, 2.0 / 3};
		double d = specials[rnd() % (sizeof specials / sizeof specials[0])];
		if (rnd() % 8 == 0)
			d = rnd() % 2 ? INFINITY : -INFINITY;
		if (rnd() % 16 == 0)
			d = rnd() % 2 ? NAN : -NAN;
		return d;
	}
	}
}

static void
test_doubles(int n)
{
	static const char convs[] = "eEfFgGaA";
	for (int i = 0; i < n; i++) {
		Gen g;
		TArgs a;
		gen_spec(&g, rnd() % 4 ? "" : "l", convs[rnd() % 8], true);
		gen_stars(&g, &a);
		double d = rnd_double();
		targ(&a, FA_DOUBLE, 8, (FmtArg){.d = d});
		check_host("double", &g, &a, HOST(&g, d));
	}
}

/* Every precision of every conversion, no flags, on chosen values. */
static const int sweep_precs[] = {-1, 0,  1,  2,  3,  4,  5,  6,  7,  8,  9,   10,  11,  12,
				  13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,  25,  26,
				  27, 28, 29, 30, 35, 40, 50, 60, 80, 100, 120, 200, 340, 760, 1100};

static void
sweep_fmt(Gen *g, int prec, const char *mod, char conv)
{
	g->nstar = 0;
	if (prec < 0)
		sprintf(g->fmt, "%%%s%c", mod, conv);
	else
		sprintf(g->fmt, "%%.%d%s%c", prec, mod, conv);
}

static void
sweep_doubles(int nvalues)
{
	static const char convs[] = "efgaEG";
	for (int i = 0; i < nvalues; i++) {
		double d = rnd_double();
		for (size_t p = 0; p < sizeof sweep_precs / sizeof sweep_precs[0]; p++)
			for (int c = 0; convs[c]; c++) {
				Gen g;
				TArgs a = {0};
				sweep_fmt(&g, sweep_precs[p], "", convs[c]);
				targ(&a, FA_DOUBLE, 8, (FmtArg){.d = d});
				check_host("double sweep", &g, &a, HOST(&g, d));
			}
	}
}

/* ---- x87 long double ---- */
typedef struct X87 {
	uint64_t m;
	uint16_t se;
} X87;

static long double
x87_ld(X87 x)
{
	long double ld = 0;
	memcpy(&ld, &x.m, 8);
	memcpy((char *)&ld + 8, &x.se, 2);
	return ld;
}

static X87
rnd_x87(void)
{
	X87 x;
	uint16_t sign = (uint16_t)(rnd() % 2) << 15;
	x.m = rnd() >> (rnd() % 8 == 0 ? rnd() % 64 : 0);
	int e;
	switch (rnd() % 10) {
	case 0: case 1: case 2: case 3: case 4:
		e = rnd_in(16383 - 80, 16383 + 80);
		break;
	case 5:
		e = rnd_in(16383 - 1100, 16383 + 1100);
		break;
	case 6:
		e = rnd_in(1, 32766);
		break;
	case 7: /* denormals and pseudo-denormals */
		e = 0;
		x.m >>= rnd() % 64;
		if (rnd() % 4 == 0)
			x.m |= 1ull << 63;
		break;
	case 8: { /* decimal-looking values computed in long double */
		long double v = (long double)(int64_t)(rnd() % 20000001 - 10000000);
		for (int k = rnd_in(0, 12); k > 0; k--)
			v /= 10;
		memcpy(&x.m, &v, 8);
		memcpy(&x.se, (char *)&v + 8, 2);
		return x;
	}
	default: /* infinities, NaNs, unnormals, pseudo-NaNs */
		e = rnd() % 3 ? 0x7fff : rnd_in(1, 32766);
		if (rnd() % 2)
			x.m &= ~(1ull << 63);
		else if (rnd() % 2)
			x.m = 1ull << 63;
		x.se = (uint16_t)(sign | e);
		return x;
	}
	if (e != 0)
		x.m |= 1ull << 63;
	x.se = (uint16_t)(sign | e);
	return x;
}

static void
x87_arg(TArgs *a, X87 x)
{
	targ(a, FA_LDOUBLE, 10, (FmtArg){.lo = x.m, .hi = x.se});
}

static void
test_x87(int n)
{
	static const char convs[] = "eEfFgGaA";
	for (int i = 0; i < n; i++) {
		Gen g;
		TArgs a;
		gen_spec(&g, "L", convs[rnd() % 8], true);
		gen_stars(&g, &a);
		X87 x = rnd_x87();
		x87_arg(&a, x);
		check_host("x87", &g, &a, HOST(&g, x87_ld(x)));
	}
}

static void
sweep_x87(int nvalues)
{
	static const char convs[] = "efgaA";
	for (int i = 0; i < nvalues; i++) {
		X87 x = rnd_x87();
		for (size_t p = 0; p < sizeof sweep_precs / sizeof sweep_precs[0]; p++)
			for (int c = 0; convs[c]; c++) {
				Gen g;
				TArgs a = {0};
				sweep_fmt(&g, sweep_precs[p], "L", convs[c]);
				x87_arg(&a, x);
				check_host("x87 sweep", &g, &a, HOST(&g, x87_ld(x)));
			}
	}
}

/* ---- binary128 (oracle: strfromf128) and IBM double-double ---- */
#if defined(__FLT128_MANT_DIG__) && __GLIBC_PREREQ(2, 26)
#define HAVE_F128 1
typedef struct Q {
	uint64_t lo, hi;
} Q;

static _Float128
q_val(Q q)
{
	_Float128 v;
	memcpy(&v, &q.lo, 8);
	memcpy((char *)&v + 8, &q.hi, 8);
	return v;
}

static Q
q_bits(_Float128 v)
{
	Q q;
	memcpy(&q.lo, &v, 8);
	memcpy(&q.hi, (char *)&v + 8, 8);
	return q;
}

static Q
rnd_q(void)
{
	Q q = {rnd(), rnd() & 0xffffffffffffu};
	int e;
	switch (rnd() % 8) {
	case 0: case 1: case 2: case 3:
		e = rnd_in(16383 - 120, 16383 + 120);
		break;
	case 4:
		e = rnd_in(16383 - 1100, 16383 + 1100);
		break;
	case 5:
		e = rnd_in(0, 32767);
		break;
	case 6:
		e = 0;
		break;
	default: {
		_Float128 v = (_Float128)(int64_t)(rnd() % 20000001 - 10000000);
		for (int k = rnd_in(0, 12); k > 0; k--)
			v /= 10;
		return q_bits(v);
	}
	}
	if (rnd() % 8 == 0)
		q.lo = 0, q.hi &= 0xffff000000000000u;
	q.hi |= (uint64_t)e << 48 | (rnd() % 2) << 63;
	return q;
}

/* strfromf128 takes only "%[.prec]conv": flags and widths are the shared
 * code the double and x87 tests cover. */
static void
check_f128(const char *what, const FmtTarget *t, FmtArg arg, _Float128 v, int prec, char conv)
{
	Gen g, o;
	TArgs a = {0};
	sweep_fmt(&g, prec, "L", conv);
	sweep_fmt(&o, prec, "", conv);
	targ(&a, FA_LDOUBLE, 16, arg);
	int r = strfromf128(host_out, sizeof host_out, o.fmt, v);
	if (r >= (int)sizeof host_out)
		return;
	check_with(t, what, g.fmt, &a, host_out, r);
}

static void
test_f128(int nvalues)
{
	static const char convs[] = "eEfFgGaA";
	FmtTarget t = host_target;
	t.long_double_kind = FMT_LD_FP128;
	for (int i = 0; i < nvalues; i++) {
		Q q = rnd_q();
		for (size_t p = 0; p < sizeof sweep_precs / sizeof sweep_precs[0]; p += 1 + rnd() % 3)
			check_f128("fp128", &t, (FmtArg){.lo = q.lo, .hi = q.hi}, q_val(q),
				   sweep_precs[p], convs[rnd() % 8]);
	}
}

/* Double-doubles whose exact value glibc's 106-bit extraction keeps: the
 * low half lies k bits below the high half's last bit with its own lowest
 * k bits clear.  That value is exact in binary128 too. */
static void
test_ppc(int nvalues)
{
	static const char convs[] = "eEfFgGaA";
	FmtTarget t = host_target;
	t.long_double_kind = FMT_LD_PPC;
	for (int i = 0; i < nvalues; i++) {
		uint64_t he = (uint64_t)(rnd() % 4 ? rnd_in(1023 - 60, 1023 + 60) : rnd_in(120, 2000));
		uint64_t hb = (rnd() & 0x800fffffffffffffu) | he << 52;
		if (rnd() % 8 == 0)
			hb &= 0xfff0000000000000u; /* a power of two: the borrow path */
		int k = rnd_in(0, 20);
		uint64_t lb = 0;
		if (rnd() % 10) {
			uint64_t lm = (rnd() & 0xfffffffffffffu) & (~0ull << k);
			lb = lm | (he - 53 - (uint64_t)k) << 52 | (rnd() % 2) << 63;
		}
		_Float128 v = (_Float128)bits_double(hb) + (_Float128)bits_double(lb);
		FmtArg arg = {.lo = lb, .hi = hb};
		for (size_t p = 0; p < sizeof sweep_precs / sizeof sweep_precs[0]; p += 1 + rnd() % 4)
			check_f128("ppc", &t, arg, v, sweep_precs[p], convs[rnd() % 8]);
	}
}
#endif

/* ---- strings, characters, pointers, %n, %% ---- */
static void
test_strings(int n)
{
	static const char *strs[] = {"", "a", "hello", "hello, world", "tab\there",
				     "a much longer string that goes past most widths", NULL};
	static const wchar_t *wstrs[] = {L"", L"w", L"wide string", NULL};
	static const uint64_t ptrs[] = {0, 1, 0x1234, 0xdeadbeef, 0x7fffffffffff,
					0xffffffffffffffffu, 0x8000000000000000u};
	for (int i = 0; i < n; i++) {
		Gen g;
		TArgs a;
		int r;
		switch (rnd() % 4) {
		case 0: {
			const char *s = strs[rnd() % 7];
			gen_spec(&g, "", 's', true);
			gen_stars(&g, &a);
			targ_u(&a, FA_STR, 8, (uint64_t)(uintptr_t)s);
			r = HOST(&g, s);
			break;
		}
		case 1: {
			const wchar_t *s = wstrs[rnd() % 4];
			if (rnd() % 2)
				gen_spec(&g, "l", 's', true);
			else
				gen_spec(&g, "", 'S', true);
			gen_stars(&g, &a);
			targ_u(&a, FA_WSTR, 8, (uint64_t)(uintptr_t)s);
			r = HOST(&g, s);
			break;
		}
		case 2: {
			uint64_t p = ptrs[rnd() % 7];
			gen_spec(&g, "", 'p', true);
			gen_stars(&g, &a);
			targ_u(&a, FA_PTR, 8, p);
			r = HOST(&g, (void *)(uintptr_t)p);
			break;
		}
		default: {
			int ch = rnd() % 4 ? rnd_in(32, 126) : rnd_in(0, 255);
			bool wide = rnd() % 3 == 0;
			gen_spec(&g, wide ? "l" : "", 'c', true);
			gen_stars(&g, &a);
			if (wide) {
				ch &= 0x7f;
				targ_u(&a, FA_WCHAR, 4, (uint64_t)ch);
				r = HOST(&g, (wint_t)ch);
			} else {
				targ_u(&a, FA_CHAR, 4, (uint64_t)ch);
				r = HOST(&g, ch);
			}
			break;
		}
		}
		check_host("string", &g, &a, r);
	}
}

/* ---- hand-written cases: several arguments, positional, errors ---- */
static void
expect(const FmtTarget *t, const char *fmt, TArgs *a, const char *want, int want_ret)
{
	check_with(t, "fixed", fmt, a, want, want_ret);
}

static void
test_fixed(int unused)
{
	(void)unused;
	const FmtTarget *t = &host_target;
	TArgs a = {0};
	int r;

	/* several arguments, in order */
	r = snprintf(host_out, sizeof host_out, "x=%d y=%s z=%.3f%%", -5, "ab", 2.5);
	a.n = 0;
	targ_u(&a, FA_INT, 4, (uint64_t)-5);
	targ_u(&a, FA_STR, 8, (uint64_t)(uintptr_t) "ab");
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 2.5});
	expect(t, "x=%d y=%s z=%.3f%%", &a, host_out, r);

	/* positional: fetched in argument order whatever the format order */
	r = snprintf(host_out, sizeof host_out, "%3$s|%1$d|%2$.2f|%1$x", 255, 1.0 / 3, "s");
	a.n = 0;
	targ_u(&a, FA_UINT, 4, 255); /* the last use of an argument sets its type */
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 1.0 / 3});
	targ_u(&a, FA_STR, 8, (uint64_t)(uintptr_t) "s");
	expect(t, "%3$s|%1$d|%2$.2f|%1$x", &a, host_out, r);

	r = snprintf(host_out, sizeof host_out, "[%1$*2$.*3$f]", 3.14159, -12, 2);
	a.n = 0;
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 3.14159});
	targ_u(&a, FA_INT, 4, (uint64_t)-12);
	targ_u(&a, FA_INT, 4, 2);
	expect(t, "[%1$*2$.*3$f]", &a, host_out, r);

	/* %n of every size, and its count */
	{
		signed char c1 = 0;
		short s1 = 0;
		int i1 = 0;
		long l1 = 0;
		a.n = 0;
		targ_u(&a, FA_NPTR, 8, (uint64_t)(uintptr_t)&c1);
		targ_u(&a, FA_NPTR, 8, (uint64_t)(uintptr_t)&s1);
		targ_u(&a, FA_INT, 4, 12345);
		targ_u(&a, FA_NPTR, 8, (uint64_t)(uintptr_t)&i1);
		targ_u(&a, FA_NPTR, 8, (uint64_t)(uintptr_t)&l1);
		expect(t, "ab%hhncd%hn%d%n!%ln", &a, "abcd12345!", 10);
		if (c1 != 2 || s1 != 4 || i1 != 9 || l1 != 10) {
			failed++;
			printf("FAIL %%n stored %d %d %d %ld\n", c1, s1, i1, l1);
		} else {
			passed++;
		}
	}

	/* unknown conversions are echoed; a format ending inside one fails */
	static const char *odd[] = {"%y", "a%5.3yb", "%hhy", "%-05y", "%#'+ -I5.3y|%", "%0$d",
				    "%y %*y", "%y %hhy %Ly %-", "%5%|%-5%", "%1$d %", "%1$d %-05y"};
	for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
		r = snprintf(host_out, sizeof host_out, odd[i], 1, 2, 3);
		a.n = 0;
		for (const char *p = odd[i]; *p; p++)
			if (*p == '*' || (*p == '$' && p[-1] == '1'))
				targ_u(&a, FA_INT, 4, 1);
		if (strcmp(odd[i], "%y %*y") == 0)
			a.n = 1;
		if (strstr(odd[i], "%1$d %-05y") || strcmp(odd[i], "%1$d %") == 0)
			a.n = 1;
		expect(t, odd[i], &a, host_out, r);
	}
	a.n = 0;
	expect(t, "ab%", &a, "", -1);
	expect(t, "ab%l", &a, "", -1);
	expect(t, "%2147483648d", &a, "", -1);

	/* %m through the hook; %ls outside ASCII fails in the C locale */
	a.n = 0;
	expect(t, "[%m] [%#m] [%.5m]", &a, "[Numerical argument out of domain] [EDOM] [Numer]", 49);
	a.n = 0;
	targ_u(&a, FA_WSTR, 8, (uint64_t)(uintptr_t)L"\u00e9");
	expect(t, "%ls", &a, "", -1);
	a.n = 0;
	targ_u(&a, FA_WSTR, 8, (uint64_t)(uintptr_t)L"ab\u00e9");
	expect(t, "[%.2ls]", &a, "[ab]", 4);
	a.n = 0;
	targ_u(&a, FA_WCHAR, 4, 0xe9);
	expect(t, "%lc", &a, "", -1);
	a.n = 0;
	targ_u(&a, FA_WCHAR, 4, 0);
	expect(t, "[%lc]", &a, "[\0]", 3);
	a.n = 0;
	targ_u(&a, FA_CHAR, 4, 0x141);
	expect(t, "[%c]", &a, "[A]", 3);

	/* the output limit */
	{
		FmtTarget lim = host_target;
		lim.max_bytes = 100;
		a.n = 0;
		targ_u(&a, FA_INT, 4, 1);
		expect(&lim, "%200d", &a, "", -1);
		a.n = 0;
		targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 1});
		expect(&lim, "%.1000000000f", &a, "", -1);
		a.n = 0;
		targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 1});
		expect(&lim, "%.100000000g", &a, "1", 1); /* glibc: "1" as well */
		a.n = 0;
		targ_u(&a, FA_INT, 4, 1);
		expect(&lim, "%99d", &a, "                                                         "
					 "                                         1", 99);
	}
}

/* Targets the host is not: sizes of long/size_t/pointers, MSVC modifiers,
 * 2-byte wchar_t, long double = double, UTF-8. */
static void
test_targets(int unused)
{
	(void)unused;
	FmtTarget ilp32 = {.long_bytes = 4, .size_t_bytes = 4, .ptr_bytes = 4, .wchar_bytes = 4,
			   .long_double_kind = FMT_LD_X87};
	FmtTarget win64 = {.long_bytes = 4, .size_t_bytes = 8, .ptr_bytes = 8, .wchar_bytes = 2,
			   .long_double_kind = FMT_LD_DOUBLE, .msvc = true};
	TArgs a = {0};

	targ_u(&a, FA_INT, 4, 0xffffffff);
	expect(&ilp32, "%ld", &a, "-1", 2);
	a.n = 0;
	targ_u(&a, FA_UINT, 4, 0xfffffffffffffffeu);
	expect(&ilp32, "%zu", &a, "4294967294", 10);
	a.n = 0;
	targ_u(&a, FA_INT, 8, 0x8000000000000000u);
	expect(&ilp32, "%jd", &a, "-9223372036854775808", 20);
	a.n = 0;
	targ_u(&a, FA_PTR, 4, 0xffffffff12345678u);
	expect(&ilp32, "%p", &a, "0x12345678", 10);
	a.n = 0;
	targ_u(&a, FA_INT, 8, 5);
	expect(&ilp32, "%lld", &a, "5", 1);
	a.n = 0;
	targ_u(&a, FA_NPTR, 4, 0x1000);
	expect(&ilp32, "abc%zn", &a, "abc", 3); /* size_t is 4 bytes there */
	if (last_store_addr == 0x1000 && last_store_size == 4 && last_store_n == 3) {
		passed++;
	} else {
		failed++;
		printf("FAIL ILP32 %%zn stored %d bytes\n", last_store_size);
	}
	a.n = 0;
	targ_u(&a, FA_INT, 4, (uint64_t)-3);
	expect(&ilp32, "%td", &a, "-3", 2);

	a.n = 0;
	targ_u(&a, FA_INT, 8, 0xfffffffffffffff0u);
	expect(&win64, "%I64d", &a, "-16", 3);
	a.n = 0;
	targ_u(&a, FA_UINT, 4, 0xfffffff0u);
	expect(&win64, "%I32u", &a, "4294967280", 10);
	a.n = 0;
	targ_u(&a, FA_UINT, 8, 0x123456789u);
	expect(&win64, "%Ix", &a, "123456789", 9);
	a.n = 0;
	targ_u(&a, FA_INT, 4, 0xffffffff);
	expect(&win64, "%ld", &a, "-1", 2);
	a.n = 0;
	targ_u(&a, FA_INT, 8, (uint64_t)-2);
	expect(&win64, "%zd", &a, "-2", 2);
	a.n = 0;
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = 0.1});
	expect(&win64, "%.20Lf", &a, "0.10000000000000000555", 22);
	a.n = 0;
	static const uint16_t w16[] = {'h', 'i', 0};
	targ_u(&a, FA_WSTR, 8, (uint64_t)(uintptr_t)w16);
	expect(&win64, "[%ls]", &a, "[hi]", 4);

	FmtTarget ld64 = host_target;
	ld64.long_double_kind = FMT_LD_DOUBLE;
	a.n = 0;
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = -1.5});
	targ(&a, FA_DOUBLE, 8, (FmtArg){.d = -1.5});
	expect(&ld64, "%La|%Lg", &a, "-0x1.8p+0|-1.5", 14);
}

/* ---- UTF-8 against the host, if the C.UTF-8 locale exists ---- */
static void
test_utf8(int unused)
{
	(void)unused;
	if (!setlocale(LC_ALL, "C.UTF-8")) {
		printf("note: no C.UTF-8 locale, UTF-8 cases skipped\n");
		return;
	}
	FmtTarget u8 = host_target;
	u8.utf8 = true;
	static const wchar_t *ws[] = {L"\u00e9x\U0001F600", L"\u20ac\u20ac", L"plain"};
	static const char *fmts[] = {"[%ls]", "[%.1ls]", "[%.2ls]", "[%.3ls]", "[%.5ls]",
				     "[%-9ls]", "[%9.4ls]"};
	for (size_t i = 0; i < sizeof ws / sizeof ws[0]; i++)
		for (size_t j = 0; j < sizeof fmts / sizeof fmts[0]; j++) {
			TArgs a = {0};
			targ_u(&a, FA_WSTR, 8, (uint64_t)(uintptr_t)ws[i]);
			int r = snprintf(host_out, sizeof host_out, fmts[j], ws[i]);
			check_with(&u8, "utf8", fmts[j], &a, host_out, r);
		}
	static const uint32_t wcs[] = {0x41, 0xe9, 0x20ac, 0x1f600, 0xd800, 0x110000, 0x7fffffff};
	for (size_t i = 0; i < sizeof wcs / sizeof wcs[0]; i++) {
		TArgs a = {0};
		targ_u(&a, FA_WCHAR, 4, wcs[i]);
		int r = snprintf(host_out, sizeof host_out, "[%3lc]", (wint_t)wcs[i]);
		check_with(&u8, "utf8", "[%3lc]", &a, host_out, r);
	}
	setlocale(LC_ALL, "C");
}

/* ---- rounding modes ---- */
static void
test_rounding(int n)
{
	static const int modes[] = {FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO, FE_TONEAREST};
	static const FmtRound ours[] = {FMT_RU, FMT_RD, FMT_RZ, FMT_RN};
	static const char convs[] = "efgaEA";
	for (int m = 0; m < 4; m++) {
		FmtTarget t = host_target;
		t.rounding = ours[m];
		for (int i = 0; i < n; i++) {
			Gen g;
			TArgs a = {0};
			bool ld = rnd() % 3 == 0;
			sweep_fmt(&g, rnd_in(-1, 20), ld ? "L" : "", convs[rnd() % 6]);
			int r;
			fesetround(modes[m]);
			if (ld) {
				X87 x = rnd_x87();
				x87_arg(&a, x);
				r = HOST(&g, x87_ld(x));
			} else {
				double d = rnd_double();
				targ(&a, FA_DOUBLE, 8, (FmtArg){.d = d});
				r = HOST(&g, d);
			}
			fesetround(FE_TONEAREST);
			check_with(&t, "rounding", g.fmt, &a, host_out, r);
		}
	}
}

static void
section(const char *name, void (*fn)(int), int n)
{
	long p0 = passed, f0 = failed;
	clock_t t0 = clock();
	fn(n);
	printf("%-28s %7ld passed, %ld failed (%.1fs)\n", name, passed - p0, failed - f0,
	       (double)(clock() - t0) / CLOCKS_PER_SEC);
}

int
main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], "-v") == 0)
			verbose = true;
	host_target = fmt_target_x86_64_linux();
	section("fixed cases", test_fixed, 0);
	section("other targets", test_targets, 0);
	section("integers and %c", test_ints, 40000);
	section("strings, pointers, chars", test_strings, 8000);
	section("double, random formats", test_doubles, 40000);
	section("double, precision sweep", sweep_doubles, 120);
	section("x87, random formats", test_x87, 15000);
	section("x87, precision sweep", sweep_x87, 40);
	section("rounding modes", test_rounding, 3000);
	section("UTF-8 locale", test_utf8, 0);
#ifdef HAVE_F128
	section("binary128 vs strfromf128", test_f128, 700);
	section("double-double vs binary128", test_ppc, 700);
#else
	printf("note: no _Float128/strfromf128: binary128 and double-double skipped\n");
#endif
	printf("%ld passed, %ld failed\n", passed, failed);
	return failed != 0;
}
