/* standard input passed through: getchar, ungetc, fgets, fread,
 * getline, getc */
#define _DEFAULT_SOURCE /* getline, and the *_unlocked functions glibc inlines at -O2 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(void)
{
	int c = getchar();
	printf("first '%c'\n", c);
	ungetc(c, stdin);
	char line[32];
	printf("line: %s", fgets(line, sizeof line, stdin));
	char b[6] = {0};
	printf("fread %zu '%s'\n", fread(b, 1, 5, stdin), b);
	char *l = NULL;
	size_t cap = 0;
	ssize_t len = getline(&l, &cap, stdin);
	printf("getline %zd, capacity %zu: %s", len, cap, l);
	len = getdelim(&l, &cap, ' ', stdin);
	printf("getdelim %zd: '%s'\n", len, l);
	len = getline(&l, &cap, stdin);
	printf("long getline %zd, capacity %zu\n", len, cap);
	free(l);
	/* one line by getc_unlocked, echoed by putc_unlocked */
	int u;
	while ((u = getc_unlocked(stdin)) != EOF && u != '\n')
		putc_unlocked(u == ' ' ? '_' : u, stdout);
	putc_unlocked('\n', stdout);
	printf("feof_unlocked %d\n", feof_unlocked(stdin) != 0);
	int words = 0, lines = 0, in_word = 0, chars = 0;
	while ((c = getc(stdin)) != EOF) {
		chars++;
		if (c == '\n')
			lines++;
		if (c == ' ' || c == '\n')
			in_word = 0;
		else if (!in_word)
			in_word = 1, words++;
	}
	printf("rest: %d chars, %d lines, %d words\n", chars, lines, words);
	printf("feof %d, getchar %d\n", feof(stdin) != 0, getchar());
	printf("feof_unlocked %d\n", feof_unlocked(stdin) != 0);
	l = NULL;
	cap = 0;
	printf("getline at the end %zd, capacity %zu\n", getline(&l, &cap, stdin), cap);
	free(l);
	return 0;
}
