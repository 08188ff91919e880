/* <math.h> as glibc computes it: every function in double, float and
 * long double, printed exactly (%a), over arguments that reach the
 * special cases (zeros, infinities, NaN, huge and tiny values) and
 * ordinary ones; the functions with pointer outputs (frexp, modf,
 * remquo, sincos, lgamma_r) and integer results (ilogb, lrint, ...).
 * The few functions whose results under ehi are not the target's (i686,
 * aarch64) are listed below and not printed there. */
/* LIBC-GEN: clang14 */
#define _GNU_SOURCE
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static const double D[] = {0.0, -0.0, 0.5, -0.75, 1.0, 2.0, 3.25, -7.5, 10.0, 100.5, 1e-300, 1e300, 0.1, 1.0 / 3};
static const float F[] = {0.0f, -0.0f, 0.5f, -0.75f, 1.0f, 2.5f, -7.5f, 10.0f, 1e-30f, 1e30f, 0.1f};
static const long double L[] = {0.0L, 0.5L, -0.75L, 1.0L, 2.0L, -7.5L, 10.0L, 1e-300L, 1e300L, 0.1L};
#define ND (sizeof D / sizeof D[0])
#define NF (sizeof F / sizeof F[0])
#define NL (sizeof L / sizeof L[0])

/* The functions whose results under ehi are not the target glibc's
 * (SPEC.md section 6, "<math.h>"): ehi calls the host's x86_64 libm
 * (binary128: libquadmath); i686's glibc computes on the x87 (and
 * returns float and double results in x87 registers, with their excess
 * precision), aarch64's double code is compiled with fused
 * multiply-adds.  Their values are not printed on those targets. */
static const char inexact[] =
#if defined(__i386__)
	" sqrtf cbrt cbrtf cbrtl exp10 expm1 expm1f log10 log10f log1p log1pf asinf acosf atanf sinh sinhf coshf"
	" tanhf asinh asinhf acosh acoshf atanh atanhf erff erfc erfcf lgamma lgammaf tgamma tgammaf j0 j0f j1"
	" j1f y0 y0f y1 y1f atan2f lgamma_r jn remquo "
#elif defined(__aarch64__)
	" cbrt exp10l erff erfc j0 j0f j0l j1 j1l y0 y0f y1 hypotl jn "
#else
	""
#endif
	;

static int exact(const char *name)
{
	char key[32];
	snprintf(key, sizeof key, " %s ", name);
	return strstr(inexact, key) == NULL;
}

/* volatile: the compiler must call the library, never fold */
static volatile double vd;
static volatile float vf;
static volatile long double vl;

/* the functions of one and two arguments, in their three precisions:
 * called through pointers (one call site each: the IR stays small) */
typedef struct Unary {
	const char *name;
	double (*d)(double);
	float (*f)(float);
	long double (*l)(long double);
} Unary;
#define U(F) {#F, F, F##f, F##l}
static const Unary unary[] = {
	U(sqrt), U(cbrt), U(fabs), U(exp), U(exp2), U(exp10), U(expm1), U(log), U(log2), U(log10), U(log1p),
	U(logb), U(sin), U(cos), U(tan), U(asin), U(acos), U(atan), U(sinh), U(cosh), U(tanh), U(asinh),
	U(acosh), U(atanh), U(erf), U(erfc), U(lgamma), U(tgamma), U(ceil), U(floor), U(trunc), U(round),
	U(rint), U(nearbyint), U(j0), U(j1), U(y0), U(y1),
};
typedef struct Binary {
	const char *name;
	double (*d)(double, double);
	float (*f)(float, float);
	long double (*l)(long double, long double);
} Binary;
static const Binary binary[] = {
	U(pow), U(atan2), U(hypot), U(fmod), U(remainder), U(copysign), U(fdim), U(fmax), U(fmin), U(nextafter),
};

/* "NAME: values" for one precision of a function (its suffix sfx), or
 * "NAME:" alone where it is not exact */
static int head(const char *name, const char *sfx)
{
	char full[32];
	snprintf(full, sizeof full, "%s%s", name, sfx);
	printf("%s:", full);
	return exact(full);
}

int main(void)
{
	for (unsigned k = 0; k < sizeof unary / sizeof unary[0]; k++) {
		const Unary *u = &unary[k];
		if (head(u->name, ""))
			for (unsigned i = 0; i < ND; i++) {
				vd = D[i];
				printf(" %a", u->d(vd));
			}
		printf("\n");
		if (head(u->name, "f"))
			for (unsigned i = 0; i < NF; i++) {
				vf = F[i];
				printf(" %a", (double)u->f(vf));
			}
		printf("\n");
		if (head(u->name, "l"))
			for (unsigned i = 0; i < NL; i++) {
				vl = L[i];
				printf(" %La", u->l(vl));
			}
		printf("\n");
	}
	for (unsigned k = 0; k < sizeof binary / sizeof binary[0]; k++) {
		const Binary *b = &binary[k];
		if (head(b->name, ""))
			for (unsigned i = 0; i < ND; i++) {
				vd = D[i];
				printf(" %a", b->d(vd, D[(i + 3) % ND]));
			}
		printf("\n");
		if (head(b->name, "f"))
			for (unsigned i = 0; i < NF; i++) {
				vf = F[i];
				printf(" %a", (double)b->f(vf, F[(i + 3) % NF]));
			}
		printf("\n");
		if (head(b->name, "l"))
			for (unsigned i = 0; i < NL; i++) {
				vl = L[i];
				printf(" %La", b->l(vl, L[(i + 3) % NL]));
			}
		printf("\n");
	}

	printf("fma: %a\n", fma(vd = 0.1, 10.0, -1.0));
	if (exact("fmaf"))
		printf("fmaf: %a\n", (double)fmaf(vf = 0.1f, 10.0f, -1.0f));
	if (exact("fmal"))
		printf("fmal: %La\n", fmal(vl = 0.1L, 10.0L, -1.0L));
	for (unsigned i = 0; i < ND; i++) {
		int e = 0, q = 0, s = 0;
		double ip = 0, sn = 0, cs = 0;
		vd = D[i];
		double fr = frexp(vd, &e);
		double mf = modf(vd, &ip);
		double rq = remquo(vd, 0.7, &q);
		sincos(vd, &sn, &cs);
		printf("d[%u]: frexp %a %d modf %a %a sincos %a %a\n", i, fr, e, mf, ip, sn, cs);
		if (exact("remquo"))
			printf("  remquo %a %d\n", rq, q);
		double lg = lgamma_r(vd, &s);
		if (exact("lgamma_r"))
			printf("  lgamma_r %a %d\n", lg, s);
		printf("  ldexp %a scalbn %a scalbln %a ilogb %d lrint %ld lround %ld llrint %lld llround %lld\n",
		       ldexp(vd, 5), scalbn(vd, -3), scalbln(vd, 7L), vd == 0 ? 0 : ilogb(vd),
		       fabs(vd) < 1e15 ? lrint(vd) : 0, fabs(vd) < 1e15 ? lround(vd) : 0,
		       fabs(vd) < 1e15 ? llrint(vd) : 0, fabs(vd) < 1e15 ? llround(vd) : 0);
		if (exact("jn"))
			printf("  jn %a yn %a\n", jn(3, vd), vd > 0 ? yn(2, vd) : 0.0);
		printf("  nexttoward %a\n", nexttoward(vd, 1.0L));
	}
	for (unsigned i = 0; i < NF; i++) {
		int e = 0, q = 0;
		float ip = 0, sn = 0, cs = 0;
		vf = F[i];
		float fr = frexpf(vf, &e);
		float mf = modff(vf, &ip);
		float rq = remquof(vf, 0.7f, &q);
		sincosf(vf, &sn, &cs);
		printf("f[%u]: frexpf %a %d modff %a %a remquof %a %d ldexpf %a\n", i, (double)fr, e, (double)mf,
		       (double)ip, (double)rq, q, (double)ldexpf(vf, 4));
		if (exact("sincosf"))
			printf("  sincosf %a %a\n", (double)sn, (double)cs);
	}
	for (unsigned i = 0; i < NL; i++) {
		int e = 0, q = 0;
		long double ip = 0, sn = 0, cs = 0;
		vl = L[i];
		long double fr = frexpl(vl, &e);
		long double mf = modfl(vl, &ip);
		long double rq = remquol(vl, 0.7L, &q);
		sincosl(vl, &sn, &cs);
		printf("l[%u]: frexpl %La %d modfl %La %La remquol %La %d sincosl %La %La\n", i, fr, e, mf, ip, rq, q,
		       sn, cs);
	}
	printf("nan: %d %d %d\n", isnan(nan("")), isnan(nanf("7")), isnan(nanl("")));
	vd = INFINITY;
	printf("inf: %a %a %a %a\n", exp(vd), exp(-vd), atan(vd), tanh(-vd));
	vd = -1.0;
	printf("domain: %d %d %d\n", isnan(sqrt(vd)), isnan(log(vd)), isinf(log(vd + 1)));
	printf("fegetround: %d\n", fegetround());
	return 0;
}
