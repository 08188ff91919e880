/* Floating-point series: k = 1..n = argv[1] terms of nine partial sums
   (powers, square roots, sines and cosines, alternating harmonics), the
   shape of the "partial sums" benchmark: libm calls (pow, sin, cos, sqrt)
   dominate the loop. Prints the sums and a checksum of their bits. */
int printf(const char *, ...);
double pow(double, double);
double sin(double);
double cos(double);
double sqrt(double);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

int main(int argc, char **argv)
{
	long n = arg(argc, argv, 1500000);
	double s[9] = {0};
	double sign = 1.0;
	for (long k = 1; k <= n; k++) {
		double d = (double)k, d2 = d * d, d3 = d2 * d;
		double sk = sin(d), ck = cos(d);
		s[0] += pow(2.0 / 3.0, d - 1.0);
		s[1] += 1.0 / sqrt(d);
		s[2] += 1.0 / (d * (d + 1.0));
		s[3] += 1.0 / (d3 * sk * sk);
		s[4] += 1.0 / (d3 * ck * ck);
		s[5] += 1.0 / d;
		s[6] += 1.0 / d2;
		s[7] += sign / d;
		s[8] += sign / (2.0 * d - 1.0);
		sign = -sign;
	}
	unsigned long long check = 0;
	for (int i = 0; i < 9; i++) {
		union { double d; unsigned long long u; } b = { s[i] };
		check = check * 1000003ull ^ b.u;
		printf("%.9f\n", s[i]);
	}
	printf("partialsums n=%ld checksum=%llu\n", n, check);
	return 0;
}
