/* the scanf family on streams: scanf and vscanf from standard input,
 * fscanf and vfscanf from a granted file, mixed with getc and ungetc on
 * the same stream (one buffer), and the end of the input */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int
my_vfscanf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vfscanf(f, fmt, ap);
	va_end(ap);
	return n;
}

static int
my_vscanf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vscanf(fmt, ap);
	va_end(ap);
	return n;
}

int
main(int argc, char **argv)
{
	(void)argc;
	char w1[16], w2[16];
	int n = scanf("%15s %15s", w1, w2);
	printf("scanf %d: %s %s\n", n, w1, w2);
	int c = getchar();
	printf("then getchar '%c'\n", c);
	n = my_vscanf("%15s", w1);
	printf("vscanf %d: %s\n", n, w1);
	char path[256];
	snprintf(path, sizeof path, "%s/lines.txt", argv[1]);
	FILE *f = fopen(path, "r");
	if (!f)
		return 1;
	char word[32];
	int k = 0;
	while ((n = fscanf(f, "%31s", word)) == 1 && k < 3)
		printf("fscanf word %d: %s\n", k++, word);
	c = fgetc(f);
	ungetc(c, f);
	n = my_vfscanf(f, "%31[^\n]", word);
	printf("vfscanf %d: [%s]\n", n, word);
	while (fscanf(f, "%31s", word) == 1)
		k++;
	printf("words %d, at the end: %d %d\n", k, fscanf(f, "%31s", word), feof(f) != 0);
	fclose(f);
	int x = -1;
	while ((n = scanf("%d", &x)) == 0 && getchar() != EOF)
		;
	printf("scanf int %d %d\n", n, x);
	return 0;
}
