// throw of an array and of a function decays to a pointer: an int array caught as int* / const int*, a function caught as a function pointer (and not by void*), a string array as const char*
extern "C" int printf(const char *, ...);

static int table[3] = {4, 5, 6};
static int seven() { return 7; }

int main()
{
	try {
		throw table;
	} catch (const int *p) {
		printf("array as const int*: %d %d %d\n", p[0], p[1], p[2]);
	}
	try {
		throw seven;
	} catch (void *) {
		printf("wrong: function as void*\n");
	} catch (int (*f)()) {
		printf("function pointer gives %d\n", f());
	}
	char word[] = "hello";
	try {
		throw word;
	} catch (const char *s) {
		printf("char array as const char*: %s\n", s);
	}
	return 0;
}
