/* The rand48 family as glibc computes it: the library's own state
 * (drand48, lrand48, mrand48 after srand48, seed48, lcong48, and
 * unseeded) and the caller's (erand48, nrand48, jrand48). */
/* LIBC-GEN: clang14 */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>

static void show(const char *what)
{
	printf("%s:", what);
	for (int i = 0; i < 4; i++)
		printf(" %a", drand48());
	for (int i = 0; i < 4; i++)
		printf(" %ld", lrand48());
	for (int i = 0; i < 4; i++)
		printf(" %ld", mrand48());
	printf("\n");
}

int main(void)
{
	show("unseeded");
	srand48(1);
	show("srand48(1)");
	srand48(0);
	show("srand48(0)");
	srand48(-1L);
	show("srand48(-1)");
	srand48(0x7fffffffL);
	show("srand48(2^31-1)");
	unsigned short s1[3] = {0x1234, 0xabcd, 0x0042};
	unsigned short *old = seed48(s1);
	printf("seed48 old: %04x %04x %04x\n", old[0], old[1], old[2]);
	show("seed48");
	old = seed48(s1);
	printf("seed48 old: %04x %04x %04x\n", old[0], old[1], old[2]);
	unsigned short p[7] = {1, 2, 3, 0xe66d, 0xdeec, 0x5, 0xb};
	lcong48(p);
	show("lcong48 (default a, c)");
	unsigned short q[7] = {0x330e, 0, 0, 0x0005, 0, 0, 0x0007};
	lcong48(q);
	show("lcong48 (a 5, c 7)");
	unsigned short x[3] = {0x330e, 0x1111, 0x2222};
	for (int i = 0; i < 4; i++)
		printf("erand48 %a  ", erand48(x));
	printf("\n");
	for (int i = 0; i < 4; i++)
		printf("nrand48 %ld  ", nrand48(x));
	printf("\n");
	for (int i = 0; i < 4; i++)
		printf("jrand48 %ld  ", jrand48(x));
	printf("\nstate %04x %04x %04x\n", x[0], x[1], x[2]);
	srand48(12345);
	double sum = 0;
	long lsum = 0;
	for (int i = 0; i < 20000; i++) {
		sum += drand48();
		lsum ^= lrand48() ^ mrand48();
	}
	printf("sum %a xor %ld\n", sum, lsum);
	return 0;
}
