/* libc_math.c — <math.h> and <complex.h>'s helpers: each function in the
 * argument's own precision (float, double, long double), and the complex
 * multiply and divide clang calls (__mulsc3...).  The llvm.* forms of
 * these are intrinsics.c's rows, calling the same functions.
 *
 * Each function is the host's libm function of the same precision: the
 * host is x86_64 glibc, so for x86_64 Linux programs the results are
 * glibc's, bit for bit; SPEC.md (section 6, "The C library") says what
 * holds for the other targets. */
#define _GNU_SOURCE /* exp10, sincos, roundeven, significand */
#include "rt/libc.h"

#include <float.h>
#include <math.h>
#include <string.h>

/* binary128 (the long double of aarch64 Linux, wasm32, s390x): GCC's
 * libquadmath, whose functions are glibc's ldbl-128 code, the code of
 * those targets' long double functions.  Declared here: quadmath.h is
 * GCC's own header, which other compilers do not find. */
typedef __float128 quad;
#define QUAD_FNS1(X)                                                                               \
	X(sqrt) X(sin) X(cos) X(tan) X(exp) X(exp2) X(log) X(log10) X(log2) X(fabs) X(floor) X(ceil) \
	X(trunc) X(round) X(rint) X(nearbyint) X(atan) X(asin) X(acos) X(sinh) X(cosh) X(tanh) X(cbrt) \
	X(acosh) X(asinh) X(atanh) X(expm1) X(log1p) X(logb) X(erf) X(erfc) X(lgamma) X(tgamma) X(j0)  \
	X(j1) X(y0) X(y1)
#define QUAD_FNS2(X) X(pow) X(fmod) X(atan2) X(copysign) X(fmin) X(fmax) X(hypot) X(remainder) X(fdim) X(nextafter)
#define QUAD_DECL1(N) quad N##q(quad);
#define QUAD_DECL2(N) quad N##q(quad, quad);
QUAD_FNS1(QUAD_DECL1)
QUAD_FNS2(QUAD_DECL2)
quad fmaq(quad, quad, quad);
quad frexpq(quad, int *);
quad modfq(quad, quad *);
quad remquoq(quad, quad, int *);
void sincosq(quad, quad *, quad *);
quad scalblnq(quad, long);
quad jnq(int, quad);
quad ynq(int, quad);
quad nanq(const char *);
int ilogbq(quad);
long long llrintq(quad);
long long llroundq(quad);
/* libquadmath's sqrtq may be an ulp off; glibc's binary128 sqrt is
 * correctly rounded.  r is the correctly rounded root of x exactly when
 * x lies between the squares of the midpoints to r's neighbours; as x
 * is a multiple of ulp(r)^2, that is pred(r)*r < x <= r*succ(r), whose
 * sides fmaq computes with the exact sign */
static quad
sqrt_q(quad x)
{
	quad r = sqrtq(x);
	if (!(x > 0) || x == (quad)INFINITY)
		return r;
	for (int k = 0; k < 2; k++) {
		quad up = nextafterq(r, (quad)INFINITY), down = nextafterq(r, 0);
		if (fmaq(r, up, -x) < 0)
			r = up;
		else if (fmaq(down, r, -x) >= 0)
			r = down;
		else
			break;
	}
	return r;
}

/* what libquadmath lacks: through long double (not the target's bits) */
static quad exp10q(quad x) { return exp10l((long double)x); }
static quad significandq(quad x) { return significandl((long double)x); }

/* the sign bit of a binary128 value (the host is little-endian) */
static bool
quad_signbit(quad x)
{
	uint8_t b[16];
	memcpy(b, &x, 16);
	return b[15] >> 7;
}

/* ------------------------------------------------------------------ math */
/* A math function in each precision: computed in the argument's own
 * format (float functions for float, long double ones for x86_fp80 and
 * the 128-bit formats), over every lane of a vector argument. */
typedef struct MathFn {
	VmMathFn s; /* float and double: also the core's MATHFP op's */
	long double (*l)(long double, long double, long double);
	quad (*q)(quad, quad, quad);
} MathFn;

#define MATHWRAP(NAME, ARITY, FEXPR, DEXPR, LEXPR, QEXPR)                                 \
	static float m_##NAME##_f(float x, float y, float z) { (void)y; (void)z; return FEXPR; } \
	static double m_##NAME##_d(double x, double y, double z) { (void)y; (void)z; return DEXPR; } \
	static long double m_##NAME##_l(long double x, long double y, long double z)              \
	{                                                                                         \
		(void)y;                                                                          \
		(void)z;                                                                          \
		return LEXPR;                                                                     \
	}                                                                                         \
	static quad m_##NAME##_q(quad x, quad y, quad z) { (void)y; (void)z; return QEXPR; }     \
	static const MathFn mf_##NAME = {{m_##NAME##_f, m_##NAME##_d}, m_##NAME##_l, m_##NAME##_q};
MATHWRAP(sqrt, 1, sqrtf(x), sqrt(x), sqrtl(x), sqrt_q(x))
MATHWRAP(sin, 1, sinf(x), sin(x), sinl(x), sinq(x))
MATHWRAP(cos, 1, cosf(x), cos(x), cosl(x), cosq(x))
MATHWRAP(tan, 1, tanf(x), tan(x), tanl(x), tanq(x))
MATHWRAP(exp, 1, expf(x), exp(x), expl(x), expq(x))
MATHWRAP(exp2, 1, exp2f(x), exp2(x), exp2l(x), exp2q(x))
MATHWRAP(log, 1, logf(x), log(x), logl(x), logq(x))
MATHWRAP(log10, 1, log10f(x), log10(x), log10l(x), log10q(x))
MATHWRAP(log2, 1, log2f(x), log2(x), log2l(x), log2q(x))
MATHWRAP(fabs, 1, fabsf(x), fabs(x), fabsl(x), fabsq(x))
MATHWRAP(floor, 1, floorf(x), floor(x), floorl(x), floorq(x))
MATHWRAP(ceil, 1, ceilf(x), ceil(x), ceill(x), ceilq(x))
MATHWRAP(trunc, 1, truncf(x), trunc(x), truncl(x), truncq(x))
MATHWRAP(round, 1, roundf(x), round(x), roundl(x), roundq(x))
MATHWRAP(roundeven, 1, nearbyintf(x), nearbyint(x), nearbyintl(x), nearbyintq(x))
MATHWRAP(rint, 1, rintf(x), rint(x), rintl(x), rintq(x))
MATHWRAP(atan, 1, atanf(x), atan(x), atanl(x), atanq(x))
MATHWRAP(asin, 1, asinf(x), asin(x), asinl(x), asinq(x))
MATHWRAP(acos, 1, acosf(x), acos(x), acosl(x), acosq(x))
MATHWRAP(sinh, 1, sinhf(x), sinh(x), sinhl(x), sinhq(x))
MATHWRAP(cosh, 1, coshf(x), cosh(x), coshl(x), coshq(x))
MATHWRAP(tanh, 1, tanhf(x), tanh(x), tanhl(x), tanhq(x))
MATHWRAP(cbrt, 1, cbrtf(x), cbrt(x), cbrtl(x), cbrtq(x))
MATHWRAP(pow, 2, powf(x, y), pow(x, y), powl(x, y), powq(x, y))
MATHWRAP(fmod, 2, fmodf(x, y), fmod(x, y), fmodl(x, y), fmodq(x, y))
MATHWRAP(atan2, 2, atan2f(x, y), atan2(x, y), atan2l(x, y), atan2q(x, y))
MATHWRAP(copysign, 2, copysignf(x, y), copysign(x, y), copysignl(x, y), copysignq(x, y))
MATHWRAP(fmin, 2, fminf(x, y), fmin(x, y), fminl(x, y), fminq(x, y))
MATHWRAP(fmax, 2, fmaxf(x, y), fmax(x, y), fmaxl(x, y), fmaxq(x, y))
MATHWRAP(minimum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fmin(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminl(x, y),
	 (x != x || y != y) ? (quad)NAN : (x == 0 && y == 0) ? (quad_signbit(x) ? x : y) : fminq(x, y))
MATHWRAP(maximum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmax(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxl(x, y),
	 (x != x || y != y) ? (quad)NAN : (x == 0 && y == 0) ? (quad_signbit(x) ? y : x) : fmaxq(x, y))
MATHWRAP(fma, 3, fmaf(x, y, z), fma(x, y, z), fmal(x, y, z), fmaq(x, y, z))
/* the rest of <math.h>'s functions of one, two or three arguments of
 * the result's type (C names only: no llvm.* form calls them) */
#define C_MATH_FNS(X)                                                                               \
	X(acosh, 1) X(asinh, 1) X(atanh, 1) X(exp10, 1) X(expm1, 1) X(log1p, 1) X(logb, 1) X(erf, 1) \
	X(erfc, 1) X(lgamma, 1) X(tgamma, 1) X(nearbyint, 1) X(j0, 1) X(j1, 1) X(y0, 1) X(y1, 1)       \
	X(significand, 1) X(hypot, 2) X(remainder, 2) X(fdim, 2) X(nextafter, 2)
#define C_MATHWRAP(NAME, ARITY) \
	MATHWRAP(NAME, ARITY, ARGS##ARITY(NAME##f), ARGS##ARITY(NAME), ARGS##ARITY(NAME##l), ARGS##ARITY(NAME##q))
#define ARGS1(F) F(x)
#define ARGS2(F) F(x, y)
C_MATH_FNS(C_MATHWRAP)

/* A NaN made from numbers (sqrt(-1), log(-1), inf - inf) is the
 * hardware's default NaN: x86's has the sign bit set (printed "-nan";
 * glibc's functions return it, or a positive one where they build it
 * themselves: the host's result is x86 glibc's own), ARM's, AArch64's,
 * wasm's and the others' not: on them such a result is the positive
 * quiet NaN.  A NaN argument's NaN goes through as every target
 * propagates it. */
static quad
target_nan(const VM *vm, quad r, bool nan_in)
{
	if (r == r || nan_in || vm->tgt.arch == ARCH_X86_64 || vm->tgt.arch == ARCH_X86)
		return r;
	return (quad)NAN;
}

/* lane k of a value of type t (a scalar: k 0), widened exactly */
static quad
lane_fp(VM *vm, const uint64_t *img, const Type *t, uint64_t k)
{
	if (t->kind != TY_VECTOR)
		return vm_fp_get_wide(img, fp_kind_of_type(t));
	uint64_t es = dl_store_size(&vm->dl, t->elem), bits = mem_read_uint((const uint8_t *)img + k * es,
									   (unsigned)es, vm->big_endian);
	uint64_t s[2] = {bits, 0};
	return vm_fp_get_wide(s, fp_kind_of_type(t->elem));
}

static void
set_lane_fp(VM *vm, uint64_t *img, const Type *t, uint64_t k, quad v)
{
	if (t->kind != TY_VECTOR) {
		vm_fp_put_wide(img, fp_kind_of_type(t), v);
		return;
	}
	uint64_t es = dl_store_size(&vm->dl, t->elem), s[2] = {0, 0};
	vm_fp_put_wide(s, fp_kind_of_type(t->elem), v);
	mem_write_uint((uint8_t *)img + k * es, (unsigned)es, s[0], vm->big_endian);
}

/* The common case, a float or double scalar whose arguments are no NaN,
 * without the binary128 detour of the general path below (its software
 * conversions and compares cost several times the libm call itself).
 * The results are the same bits: the detour is exact for these formats
 * but for a NaN argument, which it quiets first (so NaN arguments take
 * the general path).  Returns false when the call is not of this case. */
static bool
math_scalar(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const MathFn *fn)
{
	const Type *t = cs->argtypes[0];
	uint32_t n = cs->nargs;
	if (n < 1 || n > 3 || cs->fty->elem != t || (t->kind != TY_DOUBLE && t->kind != TY_FLOAT))
		return false;
	const uint32_t *a = cs->args;
	if ((n > 1 && cs->argtypes[1] != t) || (n > 2 && cs->argtypes[2] != t))
		return false;
	uint8_t z = Z[a[0]] | (n > 1 ? Z[a[1]] : 0) | (n > 2 ? Z[a[2]] : 0);
	bool nan_target = vm->tgt.arch != ARCH_X86_64 && vm->tgt.arch != ARCH_X86;
	if (t->kind == TY_DOUBLE) {
		double x0, x1 = 0, x2 = 0;
		memcpy(&x0, R + a[0], 8);
		if (n > 1)
			memcpy(&x1, R + a[1], 8);
		if (n > 2)
			memcpy(&x2, R + a[2], 8);
		if (x0 != x0 || x1 != x1 || x2 != x2)
			return false;
		double r = fn->s.d(x0, x1, x2);
		if (r != r && nan_target)
			r = NAN; /* target_nan's rule: the positive quiet NaN */
		memcpy(R + cs->dst, &r, 8);
	} else {
		float x[3] = {0, 0, 0};
		for (uint32_t k = 0; k < n; k++) {
			uint32_t b = (uint32_t)R[a[k]];
			memcpy(&x[k], &b, 4);
		}
		if (x[0] != x[0] || x[1] != x[1] || x[2] != x[2])
			return false;
		float r = fn->s.f(x[0], x[1], x[2]);
		if (r != r && nan_target)
			r = NAN;
		uint32_t b;
		memcpy(&b, &r, 4);
		R[cs->dst] = b;
	}
	Z[cs->dst] = z;
	return true;
}

static __attribute__((noinline)) int
apply_math_wide(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const MathFn *fn)
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
		quad x[3] = {0, 0, 0};
		for (uint32_t a = 0; a < cs->nargs && a < 3; a++)
			x[a] = lane_fp(vm, R + cs->args[a], cs->argtypes[a], k);
		quad r;
		if (e->kind == TY_FLOAT || e->kind == TY_HALF || e->kind == TY_BFLOAT)
			r = fn->s.f((float)x[0], (float)x[1], (float)x[2]);
		else if (e->kind == TY_DOUBLE)
			r = fn->s.d((double)x[0], (double)x[1], (double)x[2]);
		else if (e->kind == TY_FP128)
			r = fn->q(x[0], x[1], x[2]);
		else
			r = fn->l((long double)x[0], (long double)x[1], (long double)x[2]);
		r = target_nan(vm, r, x[0] != x[0] || x[1] != x[1] || x[2] != x[2]);
		set_lane_fp(vm, out, cs->fty->elem, k, r);
	}
	memcpy(R + cs->dst, out, cs->dst_slots * 8);
	memset(Z + cs->dst, vm_zwhole(z), cs->dst_slots);
	return 0;
}

/* (math_scalar apart from the wide path: its frame is small) */
static inline int
apply_math(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const MathFn *fn)
{
	if (cs->dst_slots == 1 && math_scalar(vm, cs, R, Z, fn))
		return 0;
	return apply_math_wide(vm, cs, R, Z, fn);
}

#define MATHB(NAME) \
	int libc_math_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return apply_math(vm, cs, R, Z, &mf_##NAME); }
LIBC_MATH_FNS(MATHB)
#define C_MATHB(NAME, ARITY) \
	static int m_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return apply_math(vm, cs, R, Z, &mf_##NAME); }
C_MATH_FNS(C_MATHB)

/* The plain float and double functions of a maths builtin of the table
 * above (the core's MATHFP op calls them inline: VmRuntime.pure_math),
 * or NULL for any other builtin */
const VmMathFn *
libc_math_pure(BuiltinFn bi)
{
#define PURE_ROW(NAME) {libc_math_##NAME, &mf_##NAME.s},
#define C_PURE_ROW(NAME, ARITY) {m_##NAME, &mf_##NAME.s},
	static const struct {
		BuiltinFn bi;
		const VmMathFn *fn;
	} rows[] = {LIBC_MATH_FNS(PURE_ROW) C_MATH_FNS(C_PURE_ROW)};
#undef PURE_ROW
#undef C_PURE_ROW
	for (size_t k = 0; k < sizeof rows / sizeof rows[0]; k++)
		if (rows[k].bi == bi)
			return rows[k].fn;
	return NULL;
}

/* ------------------------------------------- other shapes of argument */
/* The functions whose arguments or result are not all of one floating
 * type (an int exponent, a pointer output, an int result): each in the
 * precision of its floating argument (or result), 0 float, 1 double,
 * 2 long double */
typedef enum Prec { P_F, P_D, P_L, P_Q } Prec;

static Prec
prec_of(const Type *t)
{
	return t->kind == TY_FLOAT ? P_F : t->kind == TY_DOUBLE ? P_D : t->kind == TY_FP128 ? P_Q : P_L;
}

/* the host function of precision p: F##f, F, F##l or (binary128) F##q */
#define BY_PREC(p, F, ...)                                                                        \
	((p) == P_F ? (quad)F##f(__VA_ARGS__) : (p) == P_D ? (quad)F(__VA_ARGS__)                    \
	 : (p) == P_L ? (quad)F##l(__VA_ARGS__) : F##q(__VA_ARGS__))

static quad
fp_arg(const CallSite *cs, const uint64_t *R, uint32_t k)
{
	return vm_fp_get_wide(R + cs->args[k], fp_kind_of_type(cs->argtypes[k]));
}

/* the floating result v (the arguments were NaN: nan_in) */
static void
fp_ret(const VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, quad v, bool nan_in)
{
	if (!cs->dst_slots)
		return;
	vm_fp_put_wide(R + cs->dst, fp_kind_of_type(cs->fty->elem), target_nan(vm, v, nan_in));
	memset(Z + cs->dst, 0, cs->dst_slots); /* (x86_fp80, fp128: two slots) */
}

/* *addr = v, an int */
static void
put_int(VM *vm, uint64_t addr, int v)
{
	mem_write_uint(vm_mem_write(vm, addr, 4), 4, (uint32_t)v, vm->big_endian);
}

/* *addr = v, a floating value of type t */
static void
put_fp(VM *vm, uint64_t addr, const Type *t, quad v, bool nan_in)
{
	v = target_nan(vm, v, nan_in);
	uint64_t s[2] = {0, 0};
	uint8_t img[16] = {0};
	uint64_t n = dl_store_size(&vm->dl, t);
	vm_fp_put_wide(s, fp_kind_of_type(t), v);
	vm_store_value(vm, img, t, s);
	memcpy(vm_mem_write(vm, addr, n), img, n);
}

static int
b_frexp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int e = 0;
	quad x = fp_arg(cs, R, 0), r = BY_PREC(prec_of(cs->argtypes[0]), frexp, x, &e);
	put_int(vm, ARG(1), e);
	fp_ret(vm, cs, R, Z, r, x != x);
	return 0;
}

static int
b_modf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const Type *t = cs->argtypes[0];
	quad x = fp_arg(cs, R, 0), ip, r;
	switch (prec_of(t)) {
	case P_F: { float i; r = modff((float)x, &i); ip = i; break; }
	case P_D: { double i; r = modf((double)x, &i); ip = i; break; }
	case P_L: { long double i; r = modfl((long double)x, &i); ip = i; break; }
	default: r = modfq(x, &ip); break;
	}
	put_fp(vm, ARG(1), t, ip, x != x);
	fp_ret(vm, cs, R, Z, r, x != x);
	return 0;
}

static int
b_remquo(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int q = 0;
	quad x = fp_arg(cs, R, 0), y = fp_arg(cs, R, 1);
	quad r = BY_PREC(prec_of(cs->argtypes[0]), remquo, x, y, &q);
	put_int(vm, ARG(2), q);
	fp_ret(vm, cs, R, Z, r, x != x || y != y);
	return 0;
}

static int
b_lgamma_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int sg = 0;
	quad x = fp_arg(cs, R, 0), r;
	switch (prec_of(cs->argtypes[0])) {
	case P_F: r = lgammaf_r((float)x, &sg); break;
	case P_D: r = lgamma_r((double)x, &sg); break;
	case P_L: r = lgammal_r((long double)x, &sg); break;
	default: /* libquadmath has no lgammaq_r: the sign from long double */
		lgammal_r((long double)x, &sg);
		r = lgammaq(x);
		break;
	}
	put_int(vm, ARG(1), sg);
	fp_ret(vm, cs, R, Z, r, x != x);
	return 0;
}

static int
b_sincos(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	const Type *t = cs->argtypes[0];
	quad x = fp_arg(cs, R, 0), sn, cn;
	switch (prec_of(t)) {
	case P_F: { float a, b; sincosf((float)x, &a, &b); sn = a, cn = b; break; }
	case P_D: { double a, b; sincos((double)x, &a, &b); sn = a, cn = b; break; }
	case P_L: { long double a, b; sincosl((long double)x, &a, &b); sn = a, cn = b; break; }
	default: sincosq(x, &sn, &cn); break;
	}
	put_fp(vm, ARG(1), t, sn, x != x);
	put_fp(vm, ARG(2), t, cn, x != x);
	return 0;
}

/* ldexp, scalbn (an int exponent), scalbln (a long one) */
static int
b_ldexp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	quad x = fp_arg(cs, R, 0);
	long n = (long)vm_sext(ARG(1), libc_int_bits(vm, cs->argtypes[1]));
	fp_ret(vm, cs, R, Z, BY_PREC(prec_of(cs->argtypes[0]), scalbln, x, n), x != x);
	return 0;
}

/* jn, yn: the order first */
static int
bessel_n(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool second_kind)
{
	int n = (int)ARG(0);
	quad x = fp_arg(cs, R, 1);
	Prec p = prec_of(cs->argtypes[1]);
	fp_ret(vm, cs, R, Z, second_kind ? BY_PREC(p, yn, n, x) : BY_PREC(p, jn, n, x), x != x);
	return 0;
}
static int b_jn(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return bessel_n(vm, cs, R, Z, false); }
static int b_yn(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return bessel_n(vm, cs, R, Z, true); }

/* nexttoward: the second argument is a long double */
static int
b_nexttoward(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	quad x = fp_arg(cs, R, 0), y = fp_arg(cs, R, 1);
	Prec p = prec_of(cs->argtypes[0]);
	/* (binary128: y is of x's type, nextafter is nexttoward) */
	quad r = p == P_Q ? nextafterq(x, y) : p == P_F ? (quad)nexttowardf((float)x, (long double)y)
		 : p == P_D ? (quad)nexttoward((double)x, (long double)y) : (quad)nexttowardl((long double)x, (long double)y);
	fp_ret(vm, cs, R, Z, r, x != x || y != y);
	return 0;
}

/* nan("..."): the payload's text read from the program's memory */
static int
b_nan(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char tag[64];
	rt_read_cstr(vm, ARG(0), sizeof tag - 1, tag);
	fp_ret(vm, cs, R, Z, BY_PREC(prec_of(cs->fty->elem), nan, tag), true); /* its own NaN */
	return 0;
}

/* functions of one floating argument with an integer result: ilogb,
 * lrint, lround (long), llrint, llround, and the classifications
 * glibc's headers can call (__fpclassify, __isnan, ...): their result
 * computed as long long, cut to the result type */
typedef enum IntOf {
	IO_ILOGB, IO_LRINT, IO_LROUND, IO_LLRINT, IO_LLROUND, IO_FPCLASSIFY, IO_ISNAN, IO_ISINF, IO_FINITE,
	IO_SIGNBIT, IO_ISSIGNALING,
} IntOf;

static bool
quad_isinf(quad x)
{
	return x == (quad)INFINITY || x == -(quad)INFINITY;
}

/* glibc's FP_* numbers (the host's, as both are glibc) */
static int
classify(Prec p, quad x)
{
	switch (p) {
	case P_F: return fpclassify((float)x);
	case P_D: return fpclassify((double)x);
	case P_L: return fpclassify((long double)x);
	default: {
		quad ax = quad_signbit(x) ? -x : x, min_normal = (quad)LDBL_MIN; /* 2^-16382 in both */
		return x != x ? FP_NAN : quad_isinf(x) ? FP_INFINITE : x == 0 ? FP_ZERO
			: ax < min_normal ? FP_SUBNORMAL : FP_NORMAL;
	}
	}
}

static long long
int_of(IntOf op, Prec p, quad x)
{
	switch (op) {
	case IO_ILOGB: return (long long)BY_PREC(p, ilogb, x);
	case IO_LRINT: return (long long)BY_PREC(p, llrint, x);
	case IO_LROUND: return (long long)BY_PREC(p, llround, x);
	case IO_LLRINT: return (long long)BY_PREC(p, llrint, x);
	case IO_LLROUND: return (long long)BY_PREC(p, llround, x);
	case IO_FPCLASSIFY: return classify(p, x);
	case IO_ISNAN: return x != x;
	case IO_ISINF: /* glibc's __isinf: -1 for -inf */
		return quad_isinf(x) ? (quad_signbit(x) ? -1 : 1) : 0;
	case IO_FINITE: return x == x && !quad_isinf(x);
	case IO_SIGNBIT: return quad_signbit(x);
	case IO_ISSIGNALING: return 0; /* a signalling NaN reaches a builtin quieted */
	}
	return 0;
}

#define INTOF(NAME, OP)                                                                           \
	static int NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)                       \
	{                                                                                          \
		(void)vm;                                                                          \
		long long v = int_of(OP, prec_of(cs->argtypes[0]), fp_arg(cs, R, 0));              \
		builtin_ret(cs, R, Z, (uint64_t)v);                                               \
		return 0;                                                                          \
	}
INTOF(b_ilogb, IO_ILOGB)
INTOF(b_lrint, IO_LRINT)
INTOF(b_lround, IO_LROUND)
INTOF(b_llrint, IO_LLRINT)
INTOF(b_llround, IO_LLROUND)
INTOF(b_fpclassify, IO_FPCLASSIFY)
INTOF(b_isnan, IO_ISNAN)
INTOF(b_isinf, IO_ISINF)
INTOF(b_finite, IO_FINITE)
INTOF(b_signbit, IO_SIGNBIT)
INTOF(b_issignaling, IO_ISSIGNALING)

/* llvm.is.fpclass(x, mask): does x's class have its bit in mask (0
 * signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0,
 * 6 +0, 7 +subnormal, 8 +normal, 9 +inf)?  The quiet bit is read from
 * x's own bits (a conversion would quiet a signalling NaN). */
static unsigned
fp_class_bit(const uint64_t *s, FpKind k)
{
	long double x = vm_fp_get(s, k);
	if (x != x) {
		bool quiet = k == FK_F32 ? (s[0] >> 22) & 1 : k == FK_F64 ? (s[0] >> 51) & 1
			     : k == FK_F80 ? (s[0] >> 62) & 1 : k == FK_F128 ? (s[1] >> 47) & 1 : 1;
		return quiet ? 1 : 0;
	}
	bool neg = signbit(x);
	if (isinf(x))
		return neg ? 2 : 9;
	if (x == 0)
		return neg ? 5 : 6;
	/* subnormal in x's own format */
	bool sub = k == FK_F32 ? fabsl(x) < FLT_MIN : k == FK_F64 ? fabsl(x) < DBL_MIN : fabsl(x) < LDBL_MIN;
	return sub ? (neg ? 4 : 7) : (neg ? 3 : 8);
}

int
libc_math_is_fpclass(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const Type *t = cs->argtypes[0];
	if (t->kind == TY_VECTOR)
		vm_fail(vm, R_ERROR, "llvm.is.fpclass on a vector is not supported");
	uint32_t mask = (uint32_t)ARG(1);
	builtin_ret(cs, R, Z, (mask >> fp_class_bit(R + cs->args[0], fp_kind_of_type(t))) & 1);
	Z[cs->dst] = vm_zwhole(Z[cs->args[0]]);
	return 0;
}

/* <fenv.h>: ehi rounds to nearest, as every program starts; the other
 * modes are not modelled (an ERROR, not a wrong answer) */
static int
b_fegetround(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 0); /* FE_TONEAREST is 0 on every target's C library */
	return 0;
}

static int
b_fesetround(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if ((uint32_t)ARG(0) != 0)
		vm_fail(vm, R_ERROR, "fesetround(%d): ehi computes in round-to-nearest only", (int)ARG(0));
	builtin_ret(cs, R, Z, 0);
	return 0;
}

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
/* each function in its three precisions (NAME, NAMEf, NAMEl), and the
 * __NAME_finite forms glibc's headers before 2.31 call under
 * -ffinite-math-only */
#define U3(N, B) {#N, B, "d(d)"}, {#N "f", B, "f(f)"}, {#N "l", B, "L(L)"}
#define B3(N, B) {#N, B, "d(dd)"}, {#N "f", B, "f(ff)"}, {#N "l", B, "L(LL)"}
#define FIN1(N, B) {"__" #N "_finite", B, "d(d)"}, {"__" #N "f_finite", B, "f(f)"}, {"__" #N "l_finite", B, "L(L)"}
#define FIN2(N, B) {"__" #N "_finite", B, "d(dd)"}, {"__" #N "f_finite", B, "f(ff)"}, {"__" #N "l_finite", B, "L(LL)"}
#define I3(N, B, R) {#N, B, R "(d)"}, {#N "f", B, R "(f)"}, {#N "l", B, R "(L)"}
static const RtCFn fns[] = {
	U3(sqrt, libc_math_sqrt), U3(sin, libc_math_sin), U3(cos, libc_math_cos), U3(tan, libc_math_tan),
	U3(exp, libc_math_exp), U3(exp2, libc_math_exp2), U3(log, libc_math_log), U3(log10, libc_math_log10),
	U3(log2, libc_math_log2), U3(fabs, libc_math_fabs), U3(floor, libc_math_floor), U3(ceil, libc_math_ceil),
	U3(trunc, libc_math_trunc), U3(round, libc_math_round), U3(roundeven, libc_math_roundeven),
	U3(rint, libc_math_rint), U3(atan, libc_math_atan), U3(asin, libc_math_asin), U3(acos, libc_math_acos),
	U3(sinh, libc_math_sinh), U3(cosh, libc_math_cosh), U3(tanh, libc_math_tanh), U3(cbrt, libc_math_cbrt),
	B3(pow, libc_math_pow), B3(fmod, libc_math_fmod), B3(atan2, libc_math_atan2),
	B3(copysign, libc_math_copysign), B3(fmin, libc_math_fmin), B3(fmax, libc_math_fmax),
	{"fma", libc_math_fma, "d(ddd)"}, {"fmaf", libc_math_fma, "f(fff)"}, {"fmal", libc_math_fma, "L(LLL)"},
	U3(acosh, m_acosh), U3(asinh, m_asinh), U3(atanh, m_atanh), U3(exp10, m_exp10), U3(expm1, m_expm1),
	U3(log1p, m_log1p), U3(logb, m_logb), U3(erf, m_erf), U3(erfc, m_erfc), U3(lgamma, m_lgamma),
	U3(gamma, m_lgamma), U3(tgamma, m_tgamma), U3(nearbyint, m_nearbyint), U3(j0, m_j0), U3(j1, m_j1),
	U3(y0, m_y0), U3(y1, m_y1), U3(significand, m_significand), B3(hypot, m_hypot),
	B3(remainder, m_remainder), B3(drem, m_remainder), B3(fdim, m_fdim), B3(nextafter, m_nextafter),
	{"frexp", b_frexp, "d(dp)"}, {"frexpf", b_frexp, "f(fp)"}, {"frexpl", b_frexp, "L(Lp)"},
	{"modf", b_modf, "d(dp)"}, {"modff", b_modf, "f(fp)"}, {"modfl", b_modf, "L(Lp)"},
	{"remquo", b_remquo, "d(ddp)"}, {"remquof", b_remquo, "f(ffp)"}, {"remquol", b_remquo, "L(LLp)"},
	{"lgamma_r", b_lgamma_r, "d(dp)"}, {"lgammaf_r", b_lgamma_r, "f(fp)"}, {"lgammal_r", b_lgamma_r, "L(Lp)"},
	{"sincos", b_sincos, "v(dpp)"}, {"sincosf", b_sincos, "v(fpp)"}, {"sincosl", b_sincos, "v(Lpp)"},
	{"ldexp", b_ldexp, "d(di)"}, {"ldexpf", b_ldexp, "f(fi)"}, {"ldexpl", b_ldexp, "L(Li)"},
	{"scalbn", b_ldexp, "d(di)"}, {"scalbnf", b_ldexp, "f(fi)"}, {"scalbnl", b_ldexp, "L(Li)"},
	{"scalbln", b_ldexp, "d(dl)"}, {"scalblnf", b_ldexp, "f(fl)"}, {"scalblnl", b_ldexp, "L(Ll)"},
	{"jn", b_jn, "d(id)"}, {"jnf", b_jn, "f(if)"}, {"jnl", b_jn, "L(iL)"},
	{"yn", b_yn, "d(id)"}, {"ynf", b_yn, "f(if)"}, {"ynl", b_yn, "L(iL)"},
	{"nexttoward", b_nexttoward, "d(dL)"}, {"nexttowardf", b_nexttoward, "f(fL)"},
	{"nexttowardl", b_nexttoward, "L(LL)"},
	{"nan", b_nan, "d(p)"}, {"nanf", b_nan, "f(p)"}, {"nanl", b_nan, "L(p)"},
	I3(ilogb, b_ilogb, "i"), I3(lrint, b_lrint, "l"), I3(lround, b_lround, "l"), I3(llrint, b_llrint, "q"),
	I3(llround, b_llround, "q"), I3(__fpclassify, b_fpclassify, "i"), I3(__isnan, b_isnan, "i"),
	I3(__isinf, b_isinf, "i"), I3(__finite, b_finite, "i"), I3(__signbit, b_signbit, "i"),
	I3(__issignaling, b_issignaling, "i"), I3(isnan, b_isnan, "i"), I3(isinf, b_isinf, "i"),
	I3(finite, b_finite, "i"),
	FIN1(acos, libc_math_acos), FIN1(acosh, m_acosh), FIN1(asin, libc_math_asin), FIN1(atanh, m_atanh),
	FIN1(cosh, libc_math_cosh), FIN1(sinh, libc_math_sinh), FIN1(exp, libc_math_exp),
	FIN1(exp2, libc_math_exp2), FIN1(exp10, m_exp10), FIN1(log, libc_math_log), FIN1(log10, libc_math_log10),
	FIN1(log2, libc_math_log2), FIN1(sqrt, libc_math_sqrt), FIN1(lgamma, m_lgamma), FIN1(gamma, m_lgamma),
	FIN1(j0, m_j0), FIN1(j1, m_j1), FIN1(y0, m_y0), FIN1(y1, m_y1), FIN2(atan2, libc_math_atan2),
	FIN2(fmod, libc_math_fmod), FIN2(hypot, m_hypot), FIN2(pow, libc_math_pow), FIN2(remainder, m_remainder),
	{"fegetround", b_fegetround, "i()"}, {"fesetround", b_fesetround, "i(i)"},
	{"__mulsc3", b_mulc3, NULL}, {"__muldc3", b_mulc3, NULL}, {"__mulxc3", b_mulc3, NULL}, {"__multc3", b_mulc3, NULL},
	{"__divsc3", b_divc3, NULL}, {"__divdc3", b_divc3, NULL}, {"__divxc3", b_divc3, NULL}, {"__divtc3", b_divc3, NULL},
};

const RuntimeLib rt_libc_math = {
	.name = "C library <math.h>",
	.cfns = RT_TABLE(fns),
};
