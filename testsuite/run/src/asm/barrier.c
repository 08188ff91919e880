/* Inline assembly that holds no instruction runs as a no-op (SPEC.md
 * X-ASM-1): compiler barriers, blank and comment-only text, outputs tied
 * to inputs ("+r": the value passes through unchanged); asm with an
 * instruction on a path that never runs does not stop the program. */
#include <stdio.h>

static int g = 5;

int main(int argc, char **argv)
{
	(void)argv;
	int x = 41;
	asm volatile("" ::: "memory");
	asm("");
	asm volatile("  \n\t;" ::: "memory");
	asm volatile("/* nothing */");
	asm volatile("" : "+r"(x));
	x++;
	int a = 1, b = 2;
	asm volatile("" : "+r"(a), "+r"(b));
	asm volatile("" : : "r"(&g) : "memory");
	g += a;
	asm volatile("" : "=r"(a) : "0"(a + 10));
	asm volatile("" : "+m"(b));
	long long w = 1LL << 40;
	asm volatile("" : "+r"(w));
	double d = 2.5;
	asm volatile("" : "+m"(d));
#if defined(__x86_64__) || defined(__i386__)
	asm volatile("# a comment\n\t# another");
#elif defined(__aarch64__)
	asm volatile("// a comment\n");
#elif defined(__arm__)
	asm volatile("@ a comment\n");
#endif
	if (argc > 5)
		asm volatile("nop");
	printf("%d %d %d %d %lld %.1f\n", x, a, b, g, w, d);
	return 0;
}
