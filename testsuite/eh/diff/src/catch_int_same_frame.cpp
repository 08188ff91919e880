// throw an int and catch it in the same frame, in a loop; code after the try block runs each time
extern "C" int printf(const char *, ...);

int main()
{
	int total = 0;
	for (int i = 0; i < 4; i++) {
		try {
			printf("try %d\n", i);
			if (i != 2)
				throw i * 10;
			printf("no throw at %d\n", i);
		} catch (int v) {
			printf("caught int %d\n", v);
			total += v;
		}
		printf("after try %d\n", i);
	}
	printf("total %d\n", total);
	return total == 40 ? 0 : 1;
}
