/* Variadic functions that walk their own va_list with the clang builtins:
 * ints, long long, doubles, pointers, small structs, promoted char/short/
 * float, va_copy, and calls with more than 6 integer and more than 8
 * floating-point variadic arguments (so some are passed on the stack).
 * Also printf itself with many mixed arguments.  Exits with 23. */
int printf(const char *, ...);

typedef __builtin_va_list va_list;
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, T) __builtin_va_arg(ap, T)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(d, s) __builtin_va_copy(d, s)

struct Pair { int a; short b; };

static int sum_ints(int n, ...) {
	va_list ap;
	int s = 0;
	va_start(ap, n);
	for (int i = 0; i < n; i++) s += va_arg(ap, int) * (i + 1);
	va_end(ap);
	return s;
}

static long long sum_ll(int n, ...) {
	va_list ap;
	long long s = 0;
	va_start(ap, n);
	for (int i = 0; i < n; i++) s ^= va_arg(ap, long long) + i;
	va_end(ap);
	return s;
}

static double sum_doubles(int n, ...) {
	va_list ap;
	double s = 0;
	va_start(ap, n);
	for (int i = 0; i < n; i++) s = s * 2 + va_arg(ap, double);
	va_end(ap);
	return s;
}

/* the format: i int, l long long, d double, s string, p int*, P struct Pair,
 * c char (promoted), h short (promoted), f float (promoted) */
static void show(const char *fmt, ...) {
	va_list ap, ap2;
	va_start(ap, fmt);
	va_copy(ap2, ap);
	printf("[");
	for (const char *f = fmt; *f; f++) {
		if (f != fmt) printf(" ");
		switch (*f) {
		case 'i': printf("%d", va_arg(ap, int)); break;
		case 'l': printf("%lld", va_arg(ap, long long)); break;
		case 'd': printf("%.3f", va_arg(ap, double)); break;
		case 's': printf("%s", va_arg(ap, const char *)); break;
		case 'p': printf("*%d", *va_arg(ap, int *)); break;
		case 'P': { struct Pair p = va_arg(ap, struct Pair); printf("{%d,%d}", p.a, p.b); break; }
		case 'c': printf("'%c'", (char)va_arg(ap, int)); break;
		case 'h': printf("%d", (short)va_arg(ap, int)); break;
		case 'f': printf("%g", va_arg(ap, double)); break;
		}
	}
	printf("]");
	/* second walk with the copy: count the integers and add the doubles */
	int ints = 0; double dsum = 0;
	for (const char *f = fmt; *f; f++) {
		switch (*f) {
		case 'i': case 'c': case 'h': ints += va_arg(ap2, int); break;
		case 'l': ints += (int)va_arg(ap2, long long); break;
		case 'd': case 'f': dsum += va_arg(ap2, double); break;
		case 's': (void)va_arg(ap2, const char *); break;
		case 'p': ints += *va_arg(ap2, int *); break;
		case 'P': ints += va_arg(ap2, struct Pair).a; break;
		}
	}
	printf(" ints=%d dsum=%.3f\n", ints, dsum);
	va_end(ap2);
	va_end(ap);
}

/* seven fixed integer parameters: all the variadic ones are on the stack on
 * x86-64 SysV and some on AArch64 */
static long long after_seven(int a, int b, int c, int d, int e, int f, int g, ...) {
	va_list ap;
	va_start(ap, g);
	long long s = a + b + c + d + e + f + g;
	double ds = 0;
	for (;;) {
		int tag = va_arg(ap, int);
		if (tag == 0) break;
		if (tag == 1) s += va_arg(ap, long long);
		else ds += va_arg(ap, double);
	}
	va_end(ap);
	return s * 1000 + (long long)(ds * 10);
}

/* a va_list handed to a helper (as vprintf would) */
static int vsum(int n, va_list ap) {
	int s = 0;
	while (n--) s += va_arg(ap, int);
	return s;
}
static int forward(int n, ...) {
	va_list ap;
	va_start(ap, n);
	int r = vsum(n, ap);
	va_end(ap);
	return r;
}

int main(void) {
	printf("sum_ints: %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3),
	       sum_ints(12, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12));
	printf("sum_ll: %lld %lld\n", sum_ll(2, 1LL << 40, -1LL),
	       sum_ll(9, 1LL, 2LL, 3LL, 1LL << 50, 5LL, -6LL, 7LL, 8LL, 9LL));
	printf("sum_doubles: %.4f %.4f\n", sum_doubles(3, 0.5, 0.25, 0.125),
	       sum_doubles(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 0.5));
	int k1 = 42, k2 = -7;
	struct Pair pr = { 99, -3 };
	show("isd", 5, "five", 5.5);
	show("iiiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
	show("ddddddddddd", 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5);
	show("idldidldidldidldidld", 1, 0.5, 10LL, 1.25, 2, 2.5, 20LL, 2.25, 3, 3.5, 30LL, 3.25,
	     4, 4.5, 40LL, 4.25, 5, 5.5, 50LL, 5.25);
	show("pcpshfP", &k1, 'Z', &k2, "str", (short)-300, 0.75f, pr);
	show("lllllllldddddddddd", 1LL << 33, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL, -(1LL << 35),
	     0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0);
	printf("after_seven: %lld\n", after_seven(1, 2, 3, 4, 5, 6, 7, 1, 100LL, 2, 0.5, 1, 1LL << 20, 2, 1.25, 2, 2.0,
						  2, 3.0, 2, 4.0, 2, 5.0, 2, 6.0, 2, 7.0, 2, 8.0, 2, 9.0, 0));
	printf("forward: %d\n", forward(8, 1, 2, 3, 4, 5, 6, 7, 8));
	printf("printf: %d %u %x %X %o %c %s %lld %llu %.2f %e %g %5d|%-5d|%05d %+d %% %hd %hhu\n",
	       -1, 4000000000u, 0xbeefu, 0xbeefu, 8u, 'A', "s", -9000000000LL, 18000000000000000000ULL, 3.14159,
	       1e-10, 123456789.0, 42, 42, 42, 42, (short)-2, (unsigned char)200);
	return 23;
}
