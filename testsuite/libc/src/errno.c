/* errno's messages (strerror, strerror_r) as glibc writes them, and the
 * environment the program sets for itself (setenv, getenv, unsetenv);
 * the variables given from outside are tested in run/. */
/* LIBC-GEN: clang14 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
	for (int e = 0; e <= 134; e++)
		printf("%d: %s\n", e, strerror(e));
	printf("-1: %s\n", strerror(-1));
	printf("1000: %s\n", strerror(1000));
	char buf[64];
	char *m = strerror_r(ENOENT, buf, sizeof buf);
	printf("strerror_r: %s\n", m);
	errno = 0;
	printf("getenv unset: %p\n", (void *)getenv("EHI_TEST_SURELY_UNSET"));
	printf("setenv: %d\n", setenv("EHI_TEST_VAR", "first", 1));
	printf("getenv: %s\n", getenv("EHI_TEST_VAR"));
	char *kept = getenv("EHI_TEST_VAR");
	printf("setenv no overwrite: %d -> %s\n", setenv("EHI_TEST_VAR", "second", 0), getenv("EHI_TEST_VAR"));
	printf("setenv overwrite: %d -> %s (old pointer still reads %s)\n", setenv("EHI_TEST_VAR", "third", 1),
	       getenv("EHI_TEST_VAR"), kept);
	printf("setenv empty value: %d -> [%s]\n", setenv("EHI_TEST_EMPTY", "", 1), getenv("EHI_TEST_EMPTY"));
	errno = 0;
	int r = setenv("BAD=NAME", "x", 1);
	printf("setenv bad name: %d errno %d\n", r, errno);
	errno = 0;
	r = setenv("", "x", 1);
	printf("setenv empty name: %d errno %d\n", r, errno);
	printf("getenv with '=': %p\n", (void *)getenv("EHI_TEST_VAR=third"));
	printf("unsetenv: %d -> %p\n", unsetenv("EHI_TEST_VAR"), (void *)getenv("EHI_TEST_VAR"));
	printf("unsetenv again: %d\n", unsetenv("EHI_TEST_VAR"));
	errno = 0;
	r = unsetenv("A=B");
	printf("unsetenv bad name: %d errno %d\n", r, errno);
	printf("other kept: [%s]\n", getenv("EHI_TEST_EMPTY"));
	return 0;
}
