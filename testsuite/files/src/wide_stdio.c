/* wide-character streams in the C locale: fwide and the orientation the
 * first call gives a stream (a byte call on a wide stream fails, and the
 * other way round), fputwc/putwc/fputws, fgetwc/getwc/ungetwc, a wide
 * character over 0x7f (EILSEQ), and standard output made wide */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

int
main(int argc, char **argv)
{
	(void)argc;
	char path[256];
	snprintf(path, sizeof path, "%s/wide.txt", argv[2]);
	FILE *f = fopen(path, "w");
	if (!f)
		return 1;
	printf("new stream: fwide %d\n", fwide(f, 0));
	printf("fputwc 'A': %d, now %d\n", (int)fputwc(L'A', f), fwide(f, 0));
	printf("fputc on it: %d\n", fputc('b', f));
	printf("fputs on it: %d\n", fputs("bytes", f));
	printf("fputws: %d\n", fputws(L"wide line\n", f));
	errno = 0;
	wint_t r = fputwc(0xe9, f);
	printf("fputwc 0xe9: %s, errno %d, ferror %d\n", r == WEOF ? "WEOF" : "ok", errno, ferror(f) != 0);
	clearerr(f);
	printf("putwc 'z': %d\n", (int)putwc(L'z', f));
	fclose(f);
	f = fopen(path, "r");
	printf("fwide(f, -5): %d\n", fwide(f, -5));
	printf("fgetwc on a byte stream: %s\n", fgetwc(f) == WEOF ? "WEOF" : "a char");
	printf("fgetc: '%c'\n", fgetc(f));
	fclose(f);
	f = fopen(path, "r");
	wint_t c;
	printf("read wide:");
	while ((c = getwc(f)) != WEOF)
		printf(" %d", (int)c);
	printf("\nat the end: feof %d\n", feof(f) != 0);
	rewind(f);
	c = fgetwc(f);
	printf("ungetwc: %d, again %d\n", (int)ungetwc(c, f), (int)fgetwc(f));
	fclose(f);
	fflush(stdout);
	printf("stdout before: %d\n", fwide(stdout, 0));
	fflush(stdout);
	putwchar(L'W');
	putwchar(L'\n');
	printf("printf on wide stdout is lost\n");
	fputws(L"fputws on stdout\n", stdout);
	return 0;
}
