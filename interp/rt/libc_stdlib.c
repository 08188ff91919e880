/* libc_stdlib.c — <stdlib.h>: the heap (malloc, calloc, realloc, free),
 * strto* and ato*, qsort and bsearch, rand (glibc's or the UCRT's), abs. */
#include "rt/libc.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- memory */
static int
b_malloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t a = mem_alloc_heap(&vm->mem, ARG(0), 16, cs->inst, vm->frames.len);
	if (a) /* undef until written (calloc's are zero) */
		mem_set_state(&vm->mem, a, ARG(0), SH_HEAP_UNINIT);
	builtin_ret(cs, R, Z, a);
	return 0;
}

static int
b_calloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned __int128 n = (unsigned __int128)ARG(0) * ARG(1);
	uint64_t a = n >> 63 ? 0 : mem_alloc_heap(&vm->mem, (uint64_t)n, 16, cs->inst, vm->frames.len);
	if (a)
		memset(mem_host(&vm->mem, a), 0, (size_t)n);
	builtin_ret(cs, R, Z, a);
	return 0;
}

void
rt_heap_free(VM *vm, uint64_t addr, const CallSite *cs, const char *fn)
{
	if (!addr)
		return;
	int rc = mem_free_heap(&vm->mem, addr, cs->inst);
	if (rc == 2)
		vm_fail(vm, R_X_MEM_7, "double free of heap block 0x%llx by %s", (unsigned long long)addr, fn);
	if (rc)
		vm_fail(vm, R_X_MEM_8, "%s of 0x%llx, which is not the start of a heap block (%s)", fn,
			(unsigned long long)addr, mem_state_name(mem_state_at(&vm->mem, addr)));
}

static int
b_free(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	rt_heap_free(vm, ARG(0), cs, "free");
	return 0;
}

static int
b_realloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t old = ARG(0), n = ARG(1);
	uint64_t a = mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
	if (a && old) {
		const MemObject *o = mem_find_object(&vm->mem, old);
		if (!o || o->addr != old || o->kind != OBJ_HEAP || o->freed)
			vm_fail(vm, R_X_MEM_8, "realloc of 0x%llx, which is not a live heap block",
				(unsigned long long)old);
		uint64_t k = o->size < n ? o->size : n;
		memcpy(mem_host(&vm->mem, a), mem_host(&vm->mem, old), k);
		/* the old bytes keep their state, the new tail is undef */
		mem_set_state(&vm->mem, a + k, n - k, SH_HEAP_UNINIT);
		mem_copy_init(&vm->mem, a, old, k);
		rt_heap_free(vm, old, cs, "realloc");
	} else if (a) {
		mem_set_state(&vm->mem, a, n, SH_HEAP_UNINIT);
	}
	builtin_ret(cs, R, Z, a);
	return 0;
}

static int
b_abs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned w = libc_int_bits(vm, cs->argtypes[0]);
	int64_t v = vm_sext(ARG(0), w);
	builtin_ret(cs, R, Z, (uint64_t)(v < 0 ? -v : v));
	return 0;
}

/* ------------------------------------------------------------ strto* */
static void
store_end(VM *vm, uint64_t endp, uint64_t v)
{
	if (endp)
		mem_write_uint(vm_mem_write(vm, endp, vm->ptr_bytes), vm->ptr_bytes, v, vm->big_endian);
}

/* glibc's strtol family for a `bits`-wide result: leading white space, a
 * sign, a 0x/0 prefix by the base, digits; on overflow the extreme value
 * and ERANGE; the unsigned forms negate a '-' value modulo 2^bits;
 * "0x" with no hex digit after it converts the "0" and ends at the 'x' */
static uint64_t
parse_integer(VM *vm, uint64_t nptr, uint64_t endp, int base, unsigned bits, bool is_signed)
{
	if (base < 0 || base == 1 || base > 36) {
		libc_set_errno(vm, T_EINVAL);
		return 0;
	}
	uint64_t s = nptr;
	while (libc_ctype_class(libc_peek(vm, s)) & CT_SPACE)
		s++;
	bool neg = false;
	if (libc_peek(vm, s) == '-' || libc_peek(vm, s) == '+')
		neg = libc_peek(vm, s++) == '-';
	if (libc_peek(vm, s) == '0') {
		if ((base == 0 || base == 16) && libc_toupper(libc_peek(vm, s + 1)) == 'X') {
			s += 2;
			base = 16;
		} else if (base == 0) {
			base = 8;
		}
	} else if (base == 0) {
		base = 10;
	}
	uint64_t umax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
	uint64_t v = 0, start = s;
	bool over = false;
	for (;; s++) {
		uint8_t ch = libc_peek(vm, s);
		int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10
			: ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 99;
		if (d >= base)
			break;
		unsigned __int128 nv = (unsigned __int128)v * (unsigned)base + (unsigned)d;
		if (nv > umax)
			over = true;
		else
			v = (uint64_t)nv;
	}
	if (s == start) {
		if (s - nptr >= 2 && libc_toupper(libc_peek(vm, s - 1)) == 'X' && libc_peek(vm, s - 2) == '0')
			store_end(vm, endp, s - 1);
		else
			store_end(vm, endp, nptr);
		return 0;
	}
	store_end(vm, endp, s);
	uint64_t smax = umax >> 1;
	if (!is_signed) {
		if (over) {
			libc_set_errno(vm, T_ERANGE);
			return umax;
		}
		return neg ? (0 - v) & umax : v;
	}
	if (over || v > smax + (neg ? 1 : 0)) {
		libc_set_errno(vm, T_ERANGE);
		return neg ? (smax + 1) & umax : smax;
	}
	return neg ? (0 - v) & umax : v;
}

static unsigned
ret_bits(VM *vm, const CallSite *cs)
{
	return cs->dst_slots ? libc_int_bits(vm, cs->fty->elem) : 64;
}

static int
b_strtol(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), ARG(1), (int)vm_sext(ARG(2), 32), ret_bits(vm, cs), true));
	return 0;
}

static int
b_strtoul(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), ARG(1), (int)vm_sext(ARG(2), 32), ret_bits(vm, cs), false));
	return 0;
}

/* atoi (int) strtol(s, NULL, 10), atol, atoll: strtol of the result's width
 * (glibc's atoi truncates a long; the difference shows only on overflow) */
static int
b_atoi(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned bits = ret_bits(vm, cs);
	const char *name = vm->callee->g.u.v.name;
	if (!strcmp(name, "atoi"))
		bits = vm->tgt.abi.long_size * 8;
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), 0, 10, bits, true));
	return 0;
}

/* strtod/strtof/strtold/atof: the longest prefix glibc accepts, converted
 * correctly rounded to the result's format (glibc's own strtod family on
 * the host; strtold of a binary128 or double-double long double goes
 * through the host's long double) */
static int
b_strtod(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t nptr = ARG(0), endp = cs->nargs > 1 ? ARG(1) : 0;
	char *h = rt_read_cstr(vm, nptr, SIZE_MAX, NULL), *end = h;
	const Type *rt = cs->fty->elem;
	uint64_t sl[2] = {0, 0};
	errno = 0;
	switch (rt->kind) {
	case TY_FLOAT: {
		float f = strtof(h, &end);
		uint32_t b;
		memcpy(&b, &f, 4);
		sl[0] = b;
		break;
	}
	case TY_DOUBLE: {
		double d = strtod(h, &end);
		memcpy(sl, &d, 8);
		break;
	}
	default:
		vm_fp_put(sl, fp_kind_of_type(rt), strtold(h, &end));
		break;
	}
	/* underflow: glibc on x86 (the host) detects tininess after rounding,
	 * on the other targets before it (the row's tininess_before_rounding),
	 * so there a value just below the smallest normal number that rounds
	 * up to it underflows too */
	bool erange = errno == ERANGE;
	if (!erange && (rt->kind == TY_FLOAT || rt->kind == TY_DOUBLE) && vm->tgt.abi.tininess_before_rounding) {
		long double r = vm_fp_get(sl, fp_kind_of_type(rt)), tiny = rt->kind == TY_FLOAT ? FLT_MIN : DBL_MIN;
		erange = fabsl(r) == tiny && fabsl(strtold(h, NULL)) < tiny;
	}
	if (erange)
		libc_set_errno(vm, T_ERANGE);
	store_end(vm, endp, nptr + (uint64_t)(end - h));
	free(h);
	memcpy(R + cs->dst, sl, cs->dst_slots * 8);
	memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}

/* ------------------------------------------------------ qsort, bsearch */
/* The comparator is interpreted code: each call runs a nested frame, which
 * may move the register file, so the builtin's own registers are found
 * again by frame index afterwards. */
typedef struct Sorter {
	VM *vm;
	Function *cmp;
	uint64_t base, size;
} Sorter;

static Function *
callback(VM *vm, uint64_t addr, const char *who)
{
	Function *f = vm_func_at(vm, addr);
	if (!f)
		vm_fail(vm, addr < 4096 ? R_X_CALL_1_NULL : R_X_CALL_1,
			"%s's comparison function 0x%llx is not a function", who, (unsigned long long)addr);
	if (f->is_decl)
		vm_fail(vm, R_ERROR, "%s with the external function '@%s' as comparison is not supported", who,
			f->g.u.v.name ? f->g.u.v.name : "?");
	return f;
}

static int
compare(Sorter *so, uint64_t a, uint64_t b)
{
	uint64_t args[2] = {a, b}, ret = 0;
	vm_call_function(so->vm, so->cmp, args, 2, &ret);
	return (int)vm_sext(ret, 32);
}

/* glibc's msort_with_tmp: halves [n/2, n - n/2], sorted in turn, merged
 * taking from the left half while cmp(left, right) <= 0.  Direct form:
 * elements move in simulated memory (the comparator sees them where they
 * currently are); the merge buffer is the host's. */
static void
msort_direct(Sorter *so, uint64_t b, uint64_t n, uint8_t *tmp)
{
	if (n <= 1)
		return;
	uint64_t n1 = n / 2, n2 = n - n1, s = so->size;
	uint64_t b1 = b, b2 = b + n1 * s;
	msort_direct(so, b1, n1, tmp);
	msort_direct(so, b2, n2, tmp);
	uint8_t *t = tmp;
	while (n1 > 0 && n2 > 0) {
		if (compare(so, b1, b2) <= 0) {
			memcpy(t, vm_mem_read(so->vm, b1, s), s);
			b1 += s;
			n1--;
		} else {
			memcpy(t, vm_mem_read(so->vm, b2, s), s);
			b2 += s;
			n2--;
		}
		t += s;
	}
	if (n1 > 0)
		memcpy(t, vm_mem_read(so->vm, b1, n1 * s), n1 * s);
	memcpy(vm_mem_write(so->vm, b, (n - n2) * s), tmp, (n - n2) * s);
}

/* Indirect form (glibc, for elements over 32 bytes): the same merge sort
 * of pointers to the elements, which stay put until a final permutation */
static void
msort_indirect(Sorter *so, uint64_t *p, uint64_t n, uint64_t *tmp)
{
	if (n <= 1)
		return;
	uint64_t n1 = n / 2, n2 = n - n1, *b1 = p, *b2 = p + n1, *t = tmp;
	msort_indirect(so, b1, n1, tmp);
	msort_indirect(so, b2, n2, tmp);
	while (n1 > 0 && n2 > 0) {
		if (compare(so, *b1, *b2) <= 0)
			*t++ = *b1++, n1--;
		else
			*t++ = *b2++, n2--;
	}
	while (n1 > 0)
		*t++ = *b1++, n1--;
	memcpy(p, tmp, (size_t)(n - n2) * sizeof *p);
}

static int
b_qsort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint64_t mask = vm->mem.ptr_mask;
	Sorter so = {vm, NULL, ARG(0), ARG(2) & mask};
	uint64_t n = ARG(1) & mask;
	so.cmp = callback(vm, ARG(3), "qsort");
	if (n <= 1 || !so.size)
		return 0;
	if (n > (1ull << 40) / so.size)
		vm_fail(vm, R_ERROR, "qsort of %llu elements of %llu bytes is too large", (unsigned long long)n,
			(unsigned long long)so.size);
	vm_mem_write(vm, so.base, n * so.size); /* the whole array must be there */
	if (so.size <= 32) {
		uint8_t *tmp = xmalloc(n * so.size);
		msort_direct(&so, so.base, n, tmp);
		free(tmp);
		return 0;
	}
	uint64_t *p = xmalloc(n * sizeof *p), *tmp = xmalloc(n * sizeof *tmp);
	for (uint64_t k = 0; k < n; k++)
		p[k] = so.base + k * so.size;
	msort_indirect(&so, p, n, tmp);
	/* permute: element k of the result is the one at p[k] */
	uint8_t *img = xmalloc(n * so.size);
	for (uint64_t k = 0; k < n; k++)
		memcpy(img + k * so.size, vm_mem_read(vm, p[k], so.size), so.size);
	memcpy(vm_mem_write(vm, so.base, n * so.size), img, n * so.size);
	free(img);
	free(p);
	free(tmp);
	return 0;
}

static int
b_bsearch(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t mask = vm->mem.ptr_mask;
	uint64_t key = ARG(0), base = ARG(1), n = ARG(2) & mask, size = ARG(3) & mask, r = 0;
	Sorter so = {vm, callback(vm, ARG(4), "bsearch"), base, size};
	uint32_t fi = vm->frames.len - 1;
	uint64_t l = 0, u = n;
	while (l < u) { /* glibc's bsearch */
		uint64_t idx = (l + u) / 2, p = base + idx * size;
		int c = compare(&so, key, p);
		if (c < 0)
			u = idx;
		else if (c > 0)
			l = idx + 1;
		else {
			r = p;
			break;
		}
	}
	Frame *fr = &VEC_AT(&vm->frames, Frame, fi);
	builtin_ret(cs, vm->regs + fr->base, vm->poison + fr->base, r);
	(void)R;
	(void)Z;
	return 0;
}

/* ------------------------------------------------------------- rand */
/* glibc's random() (TYPE_3: x[i] = x[i-31] + x[i-3] mod 2^32, output
 * x >> 1), seeded as srandom does: Park-Miller by Schrage's method, then
 * 310 outputs discarded; rand() without srand() is srand(1).  MSVC's UCRT
 * rand() is x = x * 214013 + 2531011, output (x >> 16) & 0x7fff. */
static uint32_t
glibc_random(LibcState *st)
{
	uint32_t v = (uint32_t)st->rtab[st->rf] + (uint32_t)st->rtab[st->rr];
	st->rtab[st->rf] = (int32_t)v;
	st->rf = (st->rf + 1) % 31;
	st->rr = (st->rr + 1) % 31;
	return v >> 1;
}

static void
glibc_srandom(LibcState *st, uint32_t seed)
{
	int32_t word = seed ? (int32_t)seed : 1;
	st->rtab[0] = word;
	for (int i = 1; i < 31; i++) {
		int64_t hi = word / 127773, lo = word % 127773;
		int64_t w = 16807 * lo - 2836 * hi;
		if (w < 0)
			w += 2147483647;
		word = (int32_t)w;
		st->rtab[i] = word;
	}
	st->rf = 3;
	st->rr = 0;
	for (int k = 0; k < 310; k++)
		glibc_random(st);
	st->rand_seeded = true;
}

static int
b_srand(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	LibcState *st = libc_state(vm);
	uint32_t seed = (uint32_t)ARG(0);
	if (vm->tgt.abi.crt == CRT_UCRT)
		st->msvc_seed = seed;
	else
		glibc_srandom(st, seed);
	return 0;
}

static int
b_rand(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LibcState *st = libc_state(vm);
	if (vm->tgt.abi.crt == CRT_UCRT) {
		if (!st->rand_seeded) {
			st->msvc_seed = 1;
			st->rand_seeded = true;
		}
		st->msvc_seed = st->msvc_seed * 214013u + 2531011u;
		builtin_ret(cs, R, Z, (st->msvc_seed >> 16) & 0x7fff);
		return 0;
	}
	if (!st->rand_seeded)
		glibc_srandom(st, 1);
	builtin_ret(cs, R, Z, glibc_random(st));
	return 0;
}


/* ---------------------------------------------------------------- table */
static const RtCFn fns[] = {
	{"malloc", b_malloc, "p(z)"}, {"calloc", b_calloc, "p(zz)"}, {"realloc", b_realloc, "p(pz)"}, {"free", b_free, "v(p)"}, {"atoi", b_atoi, "i(p)"},
	{"atol", b_atoi, "l(p)"}, {"atoll", b_atoi, "q(p)"}, {"strtol", b_strtol, "l(ppi)"}, {"strtoll", b_strtol, "q(ppi)"}, {"strtoimax", b_strtol, "q(ppi)"},
	{"strtoul", b_strtoul, "l(ppi)"}, {"strtoull", b_strtoul, "q(ppi)"}, {"strtoumax", b_strtoul, "q(ppi)"}, {"__isoc23_strtol", b_strtol, "l(ppi)"},
	{"__isoc23_strtoll", b_strtol, "q(ppi)"}, {"__isoc23_strtoul", b_strtoul, "l(ppi)"}, {"__isoc23_strtoull", b_strtoul, "q(ppi)"},
	{"strtod", b_strtod, "d(pp)"}, {"strtof", b_strtod, "f(pp)"}, {"strtold", b_strtod, "L(pp)"}, {"atof", b_strtod, "d(p)"},
	/* the C locale's forms (the locale argument changes nothing) */
	{"__strtod_l", b_strtod, "d(ppp)"}, {"__strtof_l", b_strtod, "f(ppp)"}, {"strtold_l", b_strtod, "L(ppp)"},
	{"__strtold_l", b_strtod, "L(ppp)"}, {"strtod_l", b_strtod, "d(ppp)"}, {"strtof_l", b_strtod, "f(ppp)"},
	{"__mingw_strtod", b_strtod, "d(pp)"}, {"__mingw_strtof", b_strtod, "f(pp)"}, {"__mingw_strtold", b_strtod, "L(pp)"},
	{"qsort", b_qsort, "v(pzzp)"}, {"bsearch", b_bsearch, "p(ppzzp)"}, {"rand", b_rand, "i()"}, {"srand", b_srand, "v(i)"},
	{"abs", b_abs, "i(i)"}, {"labs", b_abs, "l(l)"}, {"llabs", b_abs, "q(q)"},
};

const RuntimeLib rt_libc_stdlib = {
	.name = "C library <stdlib.h>",
	.cfns = RT_TABLE(fns),
};
