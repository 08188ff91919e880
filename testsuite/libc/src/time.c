/* <time.h>: the calendar in UTC (gmtime, localtime, mktime, timegm,
 * strftime, asctime, ctime, difftime) over fixed times, and the clocks'
 * properties that hold on every run (the values themselves differ from
 * run to run natively: ehi's step clock is tested in run/). */
/* LIBC-GEN: clang14 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>

static void show(const char *what, const struct tm *tm)
{
	printf("%s: %d-%02d-%02d %02d:%02d:%02d wday %d yday %d isdst %d\n", what, tm->tm_year + 1900,
	       tm->tm_mon + 1, tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec, tm->tm_wday, tm->tm_yday,
	       tm->tm_isdst);
}

static const char *const formats[] = {
	"%a %A %b %B %h", "%c", "%C %d %D %e", "%F %T", "%g %G %V", "%H %I %j %k %l", "%m %M %n%t %p %P",
	"%r %R %S", "%u %U %w %W", "%x %X %y %Y", "%z %Z", "%%", "%-d %_d %0e %-j", "%Ey %Od %s", "[%q]",
};

int main(void)
{
	static const long long times[] = {0, 1, 86399, 86400, 951782400, 951868800, 978307199, 1000000000,
					  1234567890, 1700000000, 2147483647, -1, -86400, -2147483647};
	for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++) {
		time_t t = (time_t)times[i];
		struct tm a, b;
		show("gmtime_r", gmtime_r(&t, &a));
		show("localtime_r", localtime_r(&t, &b));
		struct tm *g = gmtime(&t);
		printf("  gmtime zone %s off %ld\n", g->tm_zone, g->tm_gmtoff);
		struct tm *l = localtime(&t);
		printf("  localtime zone %s off %ld\n", l->tm_zone, l->tm_gmtoff);
		printf("  asctime %s", asctime(&a));
		printf("  ctime %s", ctime(&t));
		char buf[128];
		for (unsigned f = 0; f < sizeof formats / sizeof formats[0]; f++) {
			size_t n = strftime(buf, sizeof buf, formats[f], &b);
			printf("  [%s] %zu \"%s\"\n", formats[f], n, buf);
		}
		printf("  mktime %lld timegm %lld\n", (long long)mktime(&b), (long long)timegm(&a));
	}
	/* normalisation of out-of-range fields */
	struct tm n = {0};
	n.tm_year = 100, n.tm_mon = 13, n.tm_mday = 35, n.tm_hour = 25, n.tm_min = -5, n.tm_sec = 70;
	time_t nt = mktime(&n);
	printf("normalised %lld\n", (long long)nt);
	show("normalised", &n);
	n.tm_year = 99, n.tm_mon = -1, n.tm_mday = 0, n.tm_hour = 0, n.tm_min = 0, n.tm_sec = -1;
	printf("normalised %lld\n", (long long)timegm(&n));
	show("normalised", &n);
	/* ISO weeks around new year */
	for (int y = 2004; y <= 2012; y++)
		for (int d = 26; d <= 38; d += 4) {
			struct tm w = {0};
			w.tm_year = y - 1900, w.tm_mon = 11, w.tm_mday = d;
			char buf[64];
			timegm(&w);
			strftime(buf, sizeof buf, "%F %a %G-W%V-%u %U %W %j", &w);
			printf("%s\n", buf);
		}
	char small[8];
	struct tm z = {0};
	printf("strftime too long: %zu\n", strftime(small, sizeof small, "%A %B", &z));
	printf("difftime %a %a\n", difftime((time_t)100, (time_t)50), difftime((time_t)-3, (time_t)4));
	/* the clocks: success, and they do not go back */
	time_t t1 = time(NULL), t2;
	time(&t2);
	clock_t c1 = clock();
	struct timespec ts1, ts2;
	int r1 = clock_gettime(CLOCK_REALTIME, &ts1), r2 = clock_gettime(CLOCK_MONOTONIC, &ts2);
	struct timeval tv;
	int r3 = gettimeofday(&tv, NULL);
	volatile unsigned long spin = 0;
	for (int i = 0; i < 100000; i++)
		spin += i;
	clock_t c2 = clock();
	struct timespec ts3;
	clock_gettime(CLOCK_MONOTONIC, &ts3);
	printf("clocks: %d %d %d %d %d %d %d\n", t2 >= t1, c2 >= c1, r1, r2, r3,
	       ts3.tv_sec > ts2.tv_sec || (ts3.tv_sec == ts2.tv_sec && ts3.tv_nsec >= ts2.tv_nsec),
	       ts1.tv_nsec >= 0 && ts1.tv_nsec < 1000000000 && tv.tv_usec >= 0 && tv.tv_usec < 1000000);
	printf("bad clock: %d\n", clock_gettime((clockid_t)99, &ts1));
	return 0;
}
