/* strtol family, strtod family, atoi/atol/atoll/atof: values, end
 * positions and errno as glibc gives them. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static const char *ints[] = {
	"0", "42", "  -17xyz", "+99", "0x1F", "0X", "0xg", "012", "09", "z", "", "   ", "-",
	"2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296", "-4294967295",
	"9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
	"18446744073709551615", "18446744073709551616", "-1", "-18446744073709551615", "\t\n 123 ",
	"1010", "zz", "ZZtop", "777",
};
static const int bases[] = {0, 10, 16, 8, 2, 36, 1, 37};

static const char *flts[] = {
	"0", "1.5", "  -2.25e3xyz", "1e400", "-1e400", "1e-400", "4.9e-324", "0x1p-3", "0x1.8p1", "inf", "-Infinity",
	"nan", "nan(123)", ".5", "5.", ".", "e5", "1e", "1e+", "3.4028235e38", "3.5e38", "1.17549435e-38",
	"0.1", "123456789012345678901234567890", "2.2250738585072011e-308", "1.7976931348623157e308", "abc",
};

int main(void)
{
	for (unsigned i = 0; i < sizeof ints / sizeof *ints; i++)
		for (unsigned b = 0; b < sizeof bases / sizeof *bases; b++) {
			const char *s = ints[i];
			/* set: strtol leaves *endptr alone for an invalid base (EINVAL) */
			char *e1 = (char *)s, *e2 = (char *)s, *e3 = (char *)s, *e4 = (char *)s;
			errno = 0;
			long a = strtol(s, &e1, bases[b]);
			int ea = errno;
			errno = 0;
			unsigned long u = strtoul(s, &e2, bases[b]);
			int eu = errno;
			errno = 0;
			long long ll = strtoll(s, &e3, bases[b]);
			int ell = errno;
			errno = 0;
			unsigned long long ull = strtoull(s, &e4, bases[b]);
			int eull = errno;
			printf("[%s] base %d: l %ld/%d/%d ul %lu/%d/%d ll %lld/%d/%d ull %llu/%d/%d\n", s, bases[b], a,
			       (int)(e1 - s), ea, u, (int)(e2 - s), eu, ll, (int)(e3 - s), ell, ull, (int)(e4 - s), eull);
		}
	for (unsigned i = 0; i < sizeof ints / sizeof *ints; i++)
		printf("ato* [%s]: %d %ld %lld\n", ints[i], atoi(ints[i]), atol(ints[i]), atoll(ints[i]));
	for (unsigned i = 0; i < sizeof flts / sizeof *flts; i++) {
		const char *s = flts[i];
		char *e1, *e2;
		errno = 0;
		double d = strtod(s, &e1);
		int ed = errno;
		errno = 0;
		float f = strtof(s, &e2);
		int ef = errno;
		printf("[%s]: d %.17g %a /%d/%d  f %.9g %a /%d/%d  atof %.17g\n", s, d, d, (int)(e1 - s), ed != 0, f, f,
		       (int)(e2 - s), ef != 0, atof(s));
	}
	return 0;
}
