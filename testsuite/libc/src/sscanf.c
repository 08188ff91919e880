/* sscanf and vsscanf as glibc's: every conversion, widths, lengths,
 * assignment suppression, %n, scan sets, the return value on matching
 * and input failures (EOF only before the first assignment), and integer
 * overflow (strtol at long's width, then cut to the object).
 * LIBC-GEN: clang14 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static int vscan(const char *s, const char *fmt, ...) {
	va_list ap;
	va_start(ap, fmt);
	int r = vsscanf(s, fmt, ap);
	va_end(ap);
	return r;
}

static void ints(void) {
	int a = -7, b = -7, c = -7;
	unsigned u = 7;
	long l = 0;
	long long ll = 0;
	short h = 0;
	signed char hh = 0;
	unsigned char uc = 0;
	int r = sscanf("  12 -34 +56", "%d%d%d", &a, &b, &c);
	printf("d: %d %d %d %d\n", r, a, b, c);
	r = sscanf("0x1f 017 19 -0x10", "%i %i %i %i", &a, &b, &c, &u);
	printf("i: %d %d %d %d %d\n", r, a, b, c, (int)u);
	r = sscanf("ff 0XfF 777 4294967295", "%x %X %o %u", &a, &b, &c, &u);
	printf("x o u: %d %d %d %d %u\n", r, a, b, c, u);
	r = sscanf("-1", "%u", &u);
	printf("u of -1: %d %u\n", r, u);
	r = sscanf("123456789012 -9223372036854775808 70000 300 200", "%ld %lld %hd %hhd %hhu", &l, &ll, &h, &hh, &uc);
	printf("lengths: %d %ld %lld %d %d %d\n", r, (long)(l % 1000), ll, h, hh, uc);
	intmax_t j = 0;
	size_t z = 0;
	ptrdiff_t t = 0;
	r = sscanf("-5 6 -7", "%jd %zu %td", &j, &z, &t);
	printf("j z t: %d %lld %llu %lld\n", r, (long long)j, (unsigned long long)z, (long long)t);
	r = sscanf("99999999999999999999 -99999999999999999999", "%lld %lld", &ll, &ll);
	printf("overflow ll: %d %lld\n", r, ll);
	r = sscanf("12345", "%3d%d", &a, &b);
	printf("width: %d %d %d\n", r, a, b);
	r = sscanf("0x", "%x", &a);
	printf("0x alone: %d %d\n", r, a);
	r = sscanf("0xg", "%x%n", &a, &b);
	printf("0xg: %d %d n=%d\n", r, a, b);
	r = sscanf("-", "%d", &a);
	printf("sign only: %d\n", r);
	r = sscanf("08", "%i%n", &a, &b);
	printf("08 as %%i: %d %d n=%d\n", r, a, b);
	void *p = 0;
	r = sscanf("0x1234", "%p", &p);
	printf("p: %d %d\n", r, p == (void *)0x1234);
}

static void floats(void) {
	float f = 0;
	double d = 0;
	long double ld = 0;
	int r = sscanf("3.25 -1e3 0x1.8p1", "%f %lf %Lf", &f, &d, &ld);
	printf("f: %d %.3f %.1f %.2Lf\n", r, f, d, ld);
	r = sscanf("1e5x .5 -.25e-2", "%e x %lg %le", &f, &d, &d);
	printf("e g: %d %g %g\n", r, f, d);
	r = sscanf("inf -INFINITY nan", "%f %lf %lf", &f, &d, &d);
	printf("inf nan: %d %f %d\n", r, f, d != d);
	int n = -1;
	r = sscanf("infx", "%lf%n", &d, &n);
	printf("infx: %d n=%d %f\n", r, n, d);
	r = sscanf("1e+", "%lf", &d);
	printf("1e+: %d %g\n", r, d);
	r = sscanf(".", "%lf", &d);
	printf("dot: %d\n", r);
	r = sscanf("123.456", "%4lf%lf", &d, &d);
	printf("width f: %d %g\n", r, d);
	r = sscanf("0x1p-2", "%la", &d);
	printf("a: %d %g\n", r, d);
	r = sscanf("1.5E2", "%G", &f);
	printf("G: %d %g\n", r, f);
}

static void strings(void) {
	char s1[16] = "", s2[16] = "", s3[16] = "";
	char c4[4] = {'.', '.', '.', '.'};
	int r = sscanf("  hello world", "%s %5s", s1, s2);
	printf("s: %d [%s] [%s]\n", r, s1, s2);
	r = sscanf("abcdef", "%3c", c4);
	printf("c: %d [%.4s]\n", r, c4);
	r = sscanf(" x", "%c", c4);
	printf("c space: %d [%c]\n", r, c4[0]);
	r = sscanf("ab", "%4c", c4);
	printf("c short: %d [%.2s]\n", r, c4);
	r = sscanf("key=value;rest", "%[^=]=%[^;];%s", s1, s2, s3);
	printf("set: %d [%s] [%s] [%s]\n", r, s1, s2, s3);
	r = sscanf("]-a-z]X!", "%[]a-z-]%s", s1, s2);
	printf("set ]-: %d [%s] [%s]\n", r, s1, s2);
	r = sscanf("2024-01-15", "%4[0-9]-%2[0-9]-%2s", s1, s2, s3);
	printf("date: %d %s/%s/%s\n", r, s1, s2, s3);
	r = sscanf("xyz", "%[abc]", s1);
	printf("set no match: %d\n", r);
	r = sscanf("", "%[abc]", s1);
	printf("set eof: %d\n", r);
	wchar_t w1[4] = {7, 7, 7, 7}, w2[4] = {7, 7, 7, 7}, wc = 7;
	r = sscanf("ab cab!", "%ls %l[abc]%lc", w1, w2, &wc);
	printf("wide: %d %d %d %d | %d %d %d %d | %d\n", r, (int)w1[0], (int)w1[1], (int)w1[2], (int)w2[0], (int)w2[1],
	       (int)w2[2], (int)w2[3], (int)wc);
}

static void returns(void) {
	int a = 0, b = 0, n1 = -1, n2 = -1;
	printf("empty %%d: %d\n", sscanf("", "%d", &a));
	printf("spaces %%d: %d\n", sscanf("   ", "%d", &a));
	printf("empty literal: %d\n", sscanf("", "abc"));
	printf("empty space: %d\n", sscanf("", " "));
	printf("empty %%n: %d\n", sscanf("", "%n", &n1));
	printf("mismatch: %d\n", sscanf("abc", "%d", &a));
	printf("partial: %d %d\n", sscanf("5 x", "%d %d", &a, &b), a);
	printf("eof after one: %d\n", sscanf("5", "%d %d", &a, &b));
	printf("suppressed then eof: %d\n", sscanf("5", "%*d %d", &a));
	printf("suppressed: %d %d\n", sscanf("1 2 3", "%*d %d %*d%n", &a, &n2), a);
	printf("n: %d\n", n2);
	printf("literal: %d %d\n", sscanf("x=4, y=5", "x=%d, y=%d", &a, &b), a + b);
	printf("percent: %d %d\n", sscanf("50 %", "%d %%", &a), a);
	printf("percent miss: %d\n", sscanf("50 x", "%d %%", &a));
	printf("%%hhn: %d\n", sscanf("abcd", "ab%hhn", (signed char *)&n1) + (n1 & 0xff));
	printf("vsscanf: %d", vscan("7 8.5 word", "%d %lf %s", &a, &(double){0}, (char[8]){0}));
	double d = 0;
	char w[8] = "";
	printf(" %d\n", vscan("7 8.5 word", "%d %lf %7s", &a, &d, w) * 100 + a + (int)(d * 2) + (int)strlen(w));
}

int main(void) {
	ints();
	floats();
	strings();
	returns();
	return 0;
}
