/* libc_math.c — <math.h> and <complex.h>'s helpers: each function in the
 * argument's own precision (float, double, long double), and the complex
 * multiply and divide clang calls (__mulsc3...).  The llvm.* forms of
 * these are intrinsics.c's rows, calling the same functions. */
#include "rt/libc.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* ------------------------------------------------------------------ math */
/* A math function in each precision: computed in the argument's own
 * format (float functions for float, long double ones for x86_fp80 and
 * the 128-bit formats), over every lane of a vector argument. */
typedef struct MathFn {
	float (*f)(float, float, float);
	double (*d)(double, double, double);
	long double (*l)(long double, long double, long double);
} MathFn;

#define MATHWRAP(NAME, ARITY, FEXPR, DEXPR, LEXPR)                                        \
	static float m_##NAME##_f(float x, float y, float z) { (void)y; (void)z; return FEXPR; } \
	static double m_##NAME##_d(double x, double y, double z) { (void)y; (void)z; return DEXPR; } \
	static long double m_##NAME##_l(long double x, long double y, long double z)              \
	{                                                                                         \
		(void)y;                                                                          \
		(void)z;                                                                          \
		return LEXPR;                                                                     \
	}                                                                                         \
	static const MathFn mf_##NAME = {m_##NAME##_f, m_##NAME##_d, m_##NAME##_l};
MATHWRAP(sqrt, 1, sqrtf(x), sqrt(x), sqrtl(x))
MATHWRAP(sin, 1, sinf(x), sin(x), sinl(x))
MATHWRAP(cos, 1, cosf(x), cos(x), cosl(x))
MATHWRAP(tan, 1, tanf(x), tan(x), tanl(x))
MATHWRAP(exp, 1, expf(x), exp(x), expl(x))
MATHWRAP(exp2, 1, exp2f(x), exp2(x), exp2l(x))
MATHWRAP(log, 1, logf(x), log(x), logl(x))
MATHWRAP(log10, 1, log10f(x), log10(x), log10l(x))
MATHWRAP(log2, 1, log2f(x), log2(x), log2l(x))
MATHWRAP(fabs, 1, fabsf(x), fabs(x), fabsl(x))
MATHWRAP(floor, 1, floorf(x), floor(x), floorl(x))
MATHWRAP(ceil, 1, ceilf(x), ceil(x), ceill(x))
MATHWRAP(trunc, 1, truncf(x), trunc(x), truncl(x))
MATHWRAP(round, 1, roundf(x), round(x), roundl(x))
MATHWRAP(roundeven, 1, nearbyintf(x), nearbyint(x), nearbyintl(x))
MATHWRAP(rint, 1, rintf(x), rint(x), rintl(x))
MATHWRAP(atan, 1, atanf(x), atan(x), atanl(x))
MATHWRAP(asin, 1, asinf(x), asin(x), asinl(x))
MATHWRAP(acos, 1, acosf(x), acos(x), acosl(x))
MATHWRAP(sinh, 1, sinhf(x), sinh(x), sinhl(x))
MATHWRAP(cosh, 1, coshf(x), cosh(x), coshl(x))
MATHWRAP(tanh, 1, tanhf(x), tanh(x), tanhl(x))
MATHWRAP(cbrt, 1, cbrtf(x), cbrt(x), cbrtl(x))
MATHWRAP(pow, 2, powf(x, y), pow(x, y), powl(x, y))
MATHWRAP(fmod, 2, fmodf(x, y), fmod(x, y), fmodl(x, y))
MATHWRAP(atan2, 2, atan2f(x, y), atan2(x, y), atan2l(x, y))
MATHWRAP(copysign, 2, copysignf(x, y), copysign(x, y), copysignl(x, y))
MATHWRAP(fmin, 2, fminf(x, y), fmin(x, y), fminl(x, y))
MATHWRAP(fmax, 2, fmaxf(x, y), fmax(x, y), fmaxl(x, y))
MATHWRAP(minimum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fmin(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminl(x, y))
MATHWRAP(maximum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmax(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxl(x, y))
MATHWRAP(fma, 3, fmaf(x, y, z), fma(x, y, z), fmal(x, y, z))

static long double
lane_fp(VM *vm, const uint64_t *img, const Type *t, uint64_t k)
{
	if (t->kind != TY_VECTOR)
		return vm_fp_get(img, fp_kind_of_type(t));
	uint64_t es = dl_store_size(&vm->dl, t->elem), bits = mem_read_uint((const uint8_t *)img + k * es,
									   (unsigned)es, vm->big_endian);
	uint64_t s[2] = {bits, 0};
	return vm_fp_get(s, fp_kind_of_type(t->elem));
}

static void
set_lane_fp(VM *vm, uint64_t *img, const Type *t, uint64_t k, long double v)
{
	if (t->kind != TY_VECTOR) {
		vm_fp_put(img, fp_kind_of_type(t), v);
		return;
	}
	uint64_t es = dl_store_size(&vm->dl, t->elem), s[2] = {0, 0};
	vm_fp_put(s, fp_kind_of_type(t->elem), v);
	mem_write_uint((uint8_t *)img + k * es, (unsigned)es, s[0], vm->big_endian);
}

static int
apply_math(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const MathFn *fn)
{
	const Type *t = cs->argtypes[0];
	const Type *e = t->kind == TY_VECTOR ? t->elem : t;
	uint64_t lanes = t->kind == TY_VECTOR ? t->count : 1;
	uint64_t out[32] = {0};
	if (type_slots(vm, cs->fty->elem) > 32)
		vm_fail(vm, R_ERROR, "'%s' on so wide a vector is not supported", vm->callee->g.u.v.name);
	uint8_t z = 0;
	for (uint32_t a = 0; a < cs->nargs && a < 3; a++)
		for (uint32_t s = 0; s < cs->argslots[a]; s++)
			z |= Z[cs->args[a] + s];
	for (uint64_t k = 0; k < lanes; k++) {
		long double x[3] = {0, 0, 0};
		for (uint32_t a = 0; a < cs->nargs && a < 3; a++)
			x[a] = lane_fp(vm, R + cs->args[a], cs->argtypes[a], k);
		long double r;
		if (e->kind == TY_FLOAT || e->kind == TY_HALF || e->kind == TY_BFLOAT)
			r = fn->f((float)x[0], (float)x[1], (float)x[2]);
		else if (e->kind == TY_DOUBLE)
			r = fn->d((double)x[0], (double)x[1], (double)x[2]);
		else
			r = fn->l(x[0], x[1], x[2]);
		set_lane_fp(vm, out, cs->fty->elem, k, r);
	}
	memcpy(R + cs->dst, out, cs->dst_slots * 8);
	memset(Z + cs->dst, z, cs->dst_slots);
	return 0;
}

#define MATHB(NAME) \
	int libc_math_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return apply_math(vm, cs, R, Z, &mf_##NAME); }
LIBC_MATH_FNS(MATHB)

/* complex multiply and divide helpers clang calls (C99 Annex G) */
static int
b_complex(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool div)
{
	/* the ABI decides the shape: (a, b, c, d) returning {T, T}, <2 x T>
	 * or an integer holding both; or a leading sret pointer */
	uint32_t first = cs->nargs == 5 ? 1 : 0;
	const Type *e = cs->argtypes[first];
	long double v[4];
	for (int k = 0; k < 4; k++)
		v[k] = vm_fp_get(R + cs->args[first + k], fp_kind_of_type(cs->argtypes[first + k]));
	long double re, im;
	if (e->kind == TY_FLOAT) {
		_Complex float x = (float)v[0] + (float)v[1] * 1.0if, y = (float)v[2] + (float)v[3] * 1.0if;
		_Complex float r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	} else if (e->kind == TY_DOUBLE) {
		_Complex double x = (double)v[0] + (double)v[1] * 1.0i, y = (double)v[2] + (double)v[3] * 1.0i;
		_Complex double r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	} else {
		_Complex long double x = v[0] + v[1] * 1.0il, y = v[2] + v[3] * 1.0il;
		_Complex long double r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	}
	uint64_t es = dl_type_size(&vm->dl, e);
	uint8_t img[64] = {0};
	uint64_t s[2] = {0, 0};
	vm_fp_put(s, fp_kind_of_type(e), re);
	vm_store_value(vm, img, e, s);
	vm_fp_put(s, fp_kind_of_type(e), im);
	vm_store_value(vm, img + es, e, s);
	if (first) {
		memcpy(vm_mem_write(vm, ARG(0), 2 * es), img, 2 * es);
		return 0;
	}
	vm_load_value(vm, img, cs->fty->elem, R + cs->dst);
	memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}
static int b_mulc3(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_complex(vm, cs, R, Z, false); }
static int b_divc3(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_complex(vm, cs, R, Z, true); }


/* ---------------------------------------------------------------- table */
static const RtFn fns[] = {
	{"sqrt", libc_math_sqrt}, {"sqrtf", libc_math_sqrt}, {"sin", libc_math_sin}, {"sinf", libc_math_sin}, {"cos", libc_math_cos}, {"cosf", libc_math_cos},
	{"tan", libc_math_tan}, {"exp", libc_math_exp}, {"expf", libc_math_exp}, {"log", libc_math_log}, {"logf", libc_math_log}, {"log10", libc_math_log10},
	{"log2", libc_math_log2}, {"fabs", libc_math_fabs}, {"fabsf", libc_math_fabs}, {"floor", libc_math_floor}, {"floorf", libc_math_floor},
	{"ceil", libc_math_ceil}, {"ceilf", libc_math_ceil}, {"trunc", libc_math_trunc}, {"round", libc_math_round}, {"rint", libc_math_rint},
	{"atan", libc_math_atan}, {"asin", libc_math_asin}, {"acos", libc_math_acos}, {"sinh", libc_math_sinh}, {"cosh", libc_math_cosh},
	{"tanh", libc_math_tanh}, {"cbrt", libc_math_cbrt}, {"pow", libc_math_pow}, {"powf", libc_math_pow}, {"fmod", libc_math_fmod}, {"fmodf", libc_math_fmod},
	{"atan2", libc_math_atan2}, {"copysign", libc_math_copysign}, {"fmin", libc_math_fmin}, {"fmax", libc_math_fmax}, {"fma", libc_math_fma},
	{"sqrtl", libc_math_sqrt}, {"fabsl", libc_math_fabs}, {"powl", libc_math_pow}, {"exp2", libc_math_exp2}, {"fmaf", libc_math_fma},
	{"__mulsc3", b_mulc3}, {"__muldc3", b_mulc3}, {"__mulxc3", b_mulc3}, {"__multc3", b_mulc3},
	{"__divsc3", b_divc3}, {"__divdc3", b_divc3}, {"__divxc3", b_divc3}, {"__divtc3", b_divc3},
};

const RuntimeLib rt_libc_math = {
	.name = "C library <math.h>",
	.fns = RT_TABLE(fns),
};
