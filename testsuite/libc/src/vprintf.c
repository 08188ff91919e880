/* The v*printf family reading the target's real va_list: more arguments
 * than the register save areas hold, every argument class, va_copy, a
 * va_list handed on twice, vsnprintf truncation and its return value. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = vprintf(fmt, ap);
	va_end(ap);
	return r;
}

static int err(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = vfprintf(f, fmt, ap);
	va_end(ap);
	return r;
}

/* formats twice from one start: once through a copy */
static void twice(char *buf, size_t n, const char *fmt, ...)
{
	va_list ap, aq;
	va_start(ap, fmt);
	va_copy(aq, ap);
	int a = vsnprintf(buf, n, fmt, ap);
	printf("vsnprintf(%zu) = %d [%s]\n", n, a, buf);
	int b = vsprintf(buf, fmt, aq);
	printf("vsprintf = %d [%s]\n", b, buf);
	va_end(aq);
	va_end(ap);
}

/* skips the first int with va_arg, then hands the rest on */
static int tail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int first = va_arg(ap, int);
	printf("first %d: ", first);
	int r = vprintf(fmt, ap);
	va_end(ap);
	return r;
}

int main(void)
{
	int r = say("%d %u %ld %lld %hhd %hd %c %s %5.2f %e %g %Lf %p %x %o %#x %zu|\n", -7, 4000000000u, -123456789L,
		    1234567890123456789LL, 300, 70000, 'q', "text", 3.14159, 1e-10, 0.5, (long double)1 / 3, (void *)0,
		    255, 8, 255, sizeof(long));
	printf("returned %d\n", r);
	r = say("%f %f %f %f %f %f %f %f %f %f %f|%d %d %d %d %d %d %d %d|\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0,
		10.0, 11.0, 1, 2, 3, 4, 5, 6, 7, 8);
	printf("returned %d\n", r);
	r = say("%s-%s-%s-%s-%s-%s-%s-%s\n", "a", "b", "c", "d", "e", "f", "g", "h");
	printf("returned %d\n", r);
	r = say("%Lg %d %Lg %f %Lg\n", (long double)2.5, 3, (long double)-0.125, 0.25, (long double)1e30);
	printf("returned %d\n", r);
	r = say("%3$s %1$d %2$f\n", 42, 2.5, "positional");
	printf("returned %d\n", r);
	r = err(stdout, "to a stream: %d %s\n", 99, "ok");
	printf("returned %d\n", r);
	char buf[64];
	twice(buf, sizeof buf, "%s|%d|%.3f|%lld", "alpha", 12345, 2.0 / 3, -9LL);
	twice(buf, 8, "%s|%d|%.3f|%lld", "alpha", 12345, 2.0 / 3, -9LL);
	twice(buf, 1, "%d", 7);
	r = tail("%d %d %s\n", 10, 20, 30, "rest");
	printf("returned %d\n", r);
	int n = 0;
	r = say("abc%n def\n", &n);
	printf("returned %d, n %d\n", r, n);
	return 0;
}
