/* standard input passed through: getchar, ungetc, fgets, fread, getc */
#include <stdio.h>
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
	return 0;
}
