/* rand() as glibc generates it: unseeded, and after several srand seeds. */
#include <stdio.h>
#include <stdlib.h>

static void show(const char *what)
{
	printf("%s:", what);
	for (int i = 0; i < 12; i++)
		printf(" %d", rand());
	printf("\n");
}

int main(void)
{
	show("unseeded");
	srand(1);
	show("srand(1)");
	srand(0);
	show("srand(0)");
	srand(42);
	show("srand(42)");
	srand(2147483647u);
	show("srand(2^31-1)");
	srand(0x80000000u);
	show("srand(2^31)");
	srand(0xffffffffu);
	show("srand(2^32-1)");
	srand(7);
	long sum = 0;
	for (int i = 0; i < 100000; i++)
		sum += rand() % 1000;
	printf("sum of 100000: %ld, then %d\n", sum, rand());
	return 0;
}
