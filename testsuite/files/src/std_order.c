/* Standard output and error in the program's order (SPEC.md, "Files and
 * the sandbox": as a terminal shows them), whatever writes them: printf,
 * fputs to stderr, write(2) on descriptors 1 and 2, puts, putchar. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	printf("1 printf, no newline; ");
	fputs("2 stderr\n", stderr);
	write(1, "3 write(1)\n", 11);
	puts("4 puts");
	write(2, "5 write(2)\n", 11);
	putchar('6');
	putchar('\n');
	fprintf(stderr, "7 fprintf(stderr)\n");
	printf("8 printf at exit");
	return 0;
}
