/* <ctype.h> for every unsigned char and EOF, through the header's macros
 * (glibc: its tables) and through the functions themselves. */
#include <ctype.h>
#include <stdio.h>

int main(void)
{
	for (int c = -1; c < 256; c++) {
		int m = (isalpha(c) ? 1 : 0) | (isdigit(c) ? 2 : 0) | (isspace(c) ? 4 : 0) | (isupper(c) ? 8 : 0) |
			(islower(c) ? 16 : 0) | (isalnum(c) ? 32 : 0) | (isprint(c) ? 64 : 0) | (ispunct(c) ? 128 : 0) |
			(isxdigit(c) ? 256 : 0) | (iscntrl(c) ? 512 : 0) | (isgraph(c) ? 1024 : 0) | (isblank(c) ? 2048 : 0);
		int f = ((isalpha)(c) ? 1 : 0) | ((isdigit)(c) ? 2 : 0) | ((isspace)(c) ? 4 : 0) | ((isupper)(c) ? 8 : 0) |
			((islower)(c) ? 16 : 0) | ((isalnum)(c) ? 32 : 0) | ((isprint)(c) ? 64 : 0) | ((ispunct)(c) ? 128 : 0) |
			((isxdigit)(c) ? 256 : 0) | ((iscntrl)(c) ? 512 : 0) | ((isgraph)(c) ? 1024 : 0) | ((isblank)(c) ? 2048 : 0);
		printf("%4d: %4x %4x %4d %4d %4d %4d\n", c, m, f, toupper(c), tolower(c), (toupper)(c), (tolower)(c));
	}
	return 0;
}
