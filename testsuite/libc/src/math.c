/* <math.h> as glibc computes it: every function in double, float and
 * long double, printed exactly (%a), over arguments that reach the
 * special cases (zeros, infinities, NaN, huge and tiny values) and
 * ordinary ones; the functions with pointer outputs (frexp, modf,
 * remquo, sincos, lgamma_r) and integer results (ilogb, lrint, ...).
 * The few functions whose results under ehi are not the target's (i686,
 * aarch64) are listed below and not printed there. */
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

#define U1(FN)                                                                 \
	do {                                                                   \
		printf("%s:", #FN);                                            \
		for (unsigned i = 0; i < ND && exact(#FN); i++) {              \
			vd = D[i];                                             \
			printf(" %a", FN(vd));                                 \
		}                                                              \
		printf("\n%sf:", #FN);                                         \
		for (unsigned i = 0; i < NF && exact(#FN "f"); i++) {          \
			vf = F[i];                                             \
			printf(" %a", (double)FN##f(vf));                      \
		}                                                              \
		printf("\n%sl:", #FN);                                         \
		for (unsigned i = 0; i < NL && exact(#FN "l"); i++) {          \
			vl = L[i];                                             \
			printf(" %La", FN##l(vl));                             \
		}                                                              \
		printf("\n");                                                  \
	} while (0)

#define B1(FN)                                                                 \
	do {                                                                   \
		printf("%s:", #FN);                                            \
		for (unsigned i = 0; i < ND && exact(#FN); i++) {              \
			vd = D[i];                                             \
			printf(" %a", FN(vd, D[(i + 3) % ND]));                \
		}                                                              \
		printf("\n%sf:", #FN);                                         \
		for (unsigned i = 0; i < NF && exact(#FN "f"); i++) {          \
			vf = F[i];                                             \
			printf(" %a", (double)FN##f(vf, F[(i + 3) % NF]));     \
		}                                                              \
		printf("\n%sl:", #FN);                                         \
		for (unsigned i = 0; i < NL && exact(#FN "l"); i++) {                            \
			vl = L[i];                                             \
			printf(" %La", FN##l(vl, L[(i + 3) % NL]));            \
		}                                                              \
		printf("\n");                                                  \
	} while (0)

int main(void)
{
	U1(sqrt); U1(cbrt); U1(fabs); U1(exp); U1(exp2); U1(exp10); U1(expm1); U1(log); U1(log2); U1(log10);
	U1(log1p); U1(logb); U1(sin); U1(cos); U1(tan); U1(asin); U1(acos); U1(atan); U1(sinh); U1(cosh);
	U1(tanh); U1(asinh); U1(acosh); U1(atanh); U1(erf); U1(erfc); U1(lgamma); U1(tgamma); U1(ceil);
	U1(floor); U1(trunc); U1(round); U1(rint); U1(nearbyint); U1(j0); U1(j1); U1(y0); U1(y1);
	B1(pow); B1(atan2); B1(hypot); B1(fmod); B1(remainder); B1(copysign); B1(fdim); B1(fmax); B1(fmin);
	B1(nextafter);

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
