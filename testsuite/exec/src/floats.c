/* Floating point: float and double arithmetic, conversions, rounding, special
 * values, and printf with %f %e %g %a (upper and lower case), widths,
 * precisions and flags.  long double is used only with values and precisions
 * that print the same whatever its format (x87, IEEE quad, double-double or
 * plain double).  Exits with 0. */
int printf(const char *, ...);
double sqrt(double);
double fabs(double);
double floor(double);
double ceil(double);
double pow(double, double);
double fmod(double, double);

static double horner(const double *c, int n, double x) {
	double r = 0;
	for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
	return r;
}

int main(void) {
	double vals[] = { 0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 1e-5, 123456.789, 1e21, 6.02214076e23, 1.0 / 3.0,
			  5e-324, 1.7976931348623157e308, 2.2250738585072014e-308 };
	int nv = sizeof vals / sizeof vals[0];
	for (int i = 0; i < nv; i++) {
		double v = vals[i];
		printf("%d: [%f] [%e] [%g] [%a] [%.3f] [%.0e] [%.10g] [%12.4e] [%-12.2f] [%+g] [% .2e] [%#.0f] [%#g]\n", i,
		       v, v, v, v, v, v, v, v, v, v, v, v, v);
	}
	printf("[%E] [%G] [%A] [%G]\n", 1234.5e-20, 0.00001234, 255.5, 1e100);
	printf("[%010.3f] [%-+10.1f] [%*.*f] [%.*e] [%08.2e]\n", -3.14159, 2.71828, 9, 2, 1.005, 3, 9.9995, 12.5);
	printf("[%.0f %.0f %.0f %.0f %.0f] [%.1f %.1f] [%.2f]\n", 0.5, 1.5, 2.5, 3.5, -0.5, 0.25, 0.35, 1.005);
	printf("[%g %g %g %g %g %g]\n", 100000.0, 1000000.0, 1e-4, 1e-5, 123456789.0, 0.000123456789);
	printf("[%.20f] [%.17g] [%.40e]\n", 0.1, 0.1, 1.0 / 3.0);

	double inf = 1.0 / 0.0 * (vals[2] > 0 ? 1 : 0);
	double qnan = __builtin_nan("");
	printf("inf: [%f] [%e] [%g] [%a] [%5.1f] [%-6f|] [%+f] [%F]\n", inf, -inf, inf, -inf, inf, inf, inf, inf);
	printf("nan: [%f] [%e] [%g] [%F] [%5g] nan==nan %d, nan<1 %d, nan!=nan %d\n", qnan, qnan, qnan, qnan, qnan,
	       qnan == qnan, qnan < 1, qnan != qnan);

	/* float arithmetic (printed through double promotion) */
	float f = 0.1f, fs = 0;
	for (int i = 0; i < 10; i++) fs += f;
	printf("float: %.9g %.9g %a %d\n", (double)f, (double)fs, (double)fs, fs == 1.0f);
	/* results go through volatile floats: a float value must be rounded to
	 * float even where the hardware computes in wider registers (x87) */
	volatile float big = 16777216.0f, vf;
	vf = big + 1.0f;
	printf("float 2^24+1: %.1f, double: %.1f\n", (double)vf, (double)big + 1.0);
	printf("float ops: %g %g %g %g\n", (double)(3.0f / 7.0f), (double)(1e20f * 1e20f), (double)(-2.5f * 4.0f),
	       (double)(1.0f - 0.9f));

	/* double arithmetic */
	double sum = 0;
	for (int i = 1; i <= 1000; i++) sum += 1.0 / i;
	printf("harmonic(1000) = %.15f\n", sum);
	double kahan = 0, c = 0;
	for (int i = 0; i < 100000; i++) {
		double y = 0.1 - c, t = kahan + y;
		c = (t - kahan) - y;
		kahan = t;
	}
	printf("kahan 0.1*1e5 = %.12f\n", kahan);
	double coef[] = { 1, -3, 3, -1 };
	printf("horner (x-1)^3 at 1.001: %.6e\n", horner(coef, 4, 1.001));
	printf("sqrt2 %.17g, pow %.17g, fmod %.17g, floor %g, ceil %g, fabs %g\n", sqrt(2.0), pow(2.0, 0.5),
	       fmod(10.0, 3.3), floor(-2.5), ceil(-2.5), fabs(-0.0));
	printf("subnormal: %g %a halves to %g\n", vals[11], vals[11], vals[11] / 2);
	printf("min normal / 4: %a\n", vals[13] / 4);

	/* conversions */
	double d = -7.99;
	printf("conv: %d %d %u %lld %d %d\n", (int)d, (int)-d, (unsigned)7.99, (long long)-1e15, (int)(float)2147483520.0,
	       (int)0.9999999999);
	long long ll = 9007199254740993LL;  /* 2^53 + 1 */
	printf("i64->double: %.1f, u64 max->double: %.1f, ->float: %.1f\n", (double)ll, (double)18446744073709551615ULL,
	       (double)(float)16777217);
	unsigned u = 4294967295u;
	vf = (float)u;
	printf("u32->float %.1f, u32->double %.1f, double->u32 %u\n", (double)vf, (double)u,
	       (unsigned)4294967295.0);
	printf("comparisons: %d %d %d %d\n", 0.1 + 0.2 == 0.3, 0.1f + 0.2f == 0.3f, -0.0 == 0.0, 1e308 * 10 > 1e308);

	/* long double: only values whose printing does not depend on the format */
	long double ld = 1.0L / 3.0L;
	long double la = 2.5L * 4.0L - 0.75L;
	printf("long double: %.10Lf %.6Le %Lg %.3Lf %Lg\n", ld, ld, la, (long double)1e10, ld * 3);
	printf("ld cmp: %d %d, to double %.15g, to int %d\n", la > 9.0L, ld < 0.34L, (double)ld, (int)(la * 10));
	return 0;
}
