/* libc_rand48.c — <stdlib.h>'s rand48 family, as glibc computes it.
 *
 * One 48-bit linear congruential generator, x' = a*x + c mod 2^48, with
 * a = 0x5DEECE66D and c = 0xB until lcong48 sets them.  drand48,
 * lrand48 and mrand48 step the library's own x; erand48, nrand48 and
 * jrand48 the unsigned short[3] the program passes (little end first),
 * with the library's a and c.  The results are glibc's:
 *   drand48: x / 2^48 (glibc places the 48 bits in a double's mantissa:
 *            exact), lrand48: x >> 17, mrand48: (int32_t)(x >> 16)
 * sign-extended to long.  srand48 keeps the low 32 bits of its seed
 * (x = seed << 16 | 0x330E); seed48 returns the previous x in a buffer
 * of the library's (an unsigned short[3] in runtime memory). */
#include "rt/libc.h"

typedef struct Rand48 {
	uint64_t x, a;
	uint16_t c;
	bool init;              /* a and c set (the first use, srand48, seed48, lcong48) */
	uint64_t seed_buf;      /* seed48's result: unsigned short[3] */
} Rand48;

#define LOW48(v) ((v) & 0xffffffffffffull)

const RuntimeLib rt_libc_rand48;

static Rand48 *
state(VM *vm)
{
	Rand48 *r = rt_state(vm, &rt_libc_rand48);
	if (!r->init) { /* glibc's first use: the default multiplier and addend */
		r->a = 0x5DEECE66Dull;
		r->c = 0xB;
		r->init = true;
	}
	return r;
}

/* the unsigned short[3] at p (x0 the low 16 bits), and back */
static uint64_t
get48(VM *vm, uint64_t p)
{
	uint64_t v = 0;
	for (int k = 2; k >= 0; k--)
		v = v << 16 | mem_read_uint(vm_mem_read(vm, p + 2 * (uint64_t)k, 2), 2, vm->big_endian);
	return v;
}

static void
put48(VM *vm, uint64_t p, uint64_t v)
{
	for (int k = 0; k < 3; k++)
		mem_write_uint(vm_mem_write(vm, p + 2 * (uint64_t)k, 2), 2, (v >> (16 * k)) & 0xffff, vm->big_endian);
}

static uint64_t
step(const Rand48 *r, uint64_t x)
{
	return LOW48(x * r->a + r->c);
}

/* the next x: the library's (xsubi 0) or the program's array */
static uint64_t
next(VM *vm, uint64_t xsubi)
{
	Rand48 *r = state(vm);
	if (!xsubi)
		return r->x = step(r, r->x);
	uint64_t x = step(r, get48(vm, xsubi));
	put48(vm, xsubi, x);
	return x;
}

static void
ret_double(const CallSite *cs, uint64_t *R, uint8_t *Z, uint64_t x)
{
	double d = (double)x / 281474976710656.0; /* 2^48: exact */
	if (!cs->dst_slots)
		return;
	vm_fp_put(R + cs->dst, fp_kind_of_type(cs->fty->elem), d);
	Z[cs->dst] = 0;
}

static int
b_drand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	ret_double(cs, R, Z, next(vm, 0));
	return 0;
}

static int
b_erand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	ret_double(cs, R, Z, next(vm, ARG(0)));
	return 0;
}

static int
b_lrand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, next(vm, 0) >> 17);
	return 0;
}

static int
b_nrand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, next(vm, ARG(0)) >> 17);
	return 0;
}

static int
b_mrand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)(int32_t)(uint32_t)(next(vm, 0) >> 16));
	return 0;
}

static int
b_jrand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)(int32_t)(uint32_t)(next(vm, ARG(0)) >> 16));
	return 0;
}

static void
reset_lcg(Rand48 *r)
{
	r->a = 0x5DEECE66Dull;
	r->c = 0xB;
}

static int
b_srand48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	(void)cs;
	Rand48 *r = state(vm);
	r->x = (ARG(0) & 0xffffffffu) << 16 | 0x330E;
	reset_lcg(r);
	return 0;
}

static int
b_seed48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Rand48 *r = state(vm);
	if (!r->seed_buf)
		r->seed_buf = mem_alloc_internal(&vm->mem, 6, 2, "seed48's buffer");
	put48(vm, r->seed_buf, r->x);
	r->x = get48(vm, ARG(0));
	reset_lcg(r);
	builtin_ret(cs, R, Z, r->seed_buf);
	return 0;
}

static int
b_lcong48(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	(void)cs;
	Rand48 *r = state(vm);
	uint64_t p = ARG(0);
	r->x = get48(vm, p);
	r->a = get48(vm, p + 6);
	r->c = (uint16_t)mem_read_uint(vm_mem_read(vm, p + 12, 2), 2, vm->big_endian);
	return 0;
}

static const RtCFn fns[] = {
	{"drand48", b_drand48, "d()"}, {"erand48", b_erand48, "d(p)"}, {"lrand48", b_lrand48, "l()"},
	{"nrand48", b_nrand48, "l(p)"}, {"mrand48", b_mrand48, "l()"}, {"jrand48", b_jrand48, "l(p)"},
	{"srand48", b_srand48, "v(l)"}, {"seed48", b_seed48, "p(p)"}, {"lcong48", b_lcong48, "v(p)"},
};

const RuntimeLib rt_libc_rand48 = {
	.name = "C library <stdlib.h> rand48",
	.applies = NULL,
	.cfns = RT_TABLE(fns),
	.state_size = sizeof(Rand48),
};
