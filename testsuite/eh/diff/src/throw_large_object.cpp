// a large exception object (a 1000-int array and a string field): fully preserved when thrown through frames, caught by reference and by value (copied), checksums equal
extern "C" int printf(const char *, ...);

struct Big {
	int data[1000];
	char label[24];
	long long sum;
};

static void __attribute__((noinline)) fill_and_throw(int seed)
{
	Big b;
	long long s = 0;
	for (int i = 0; i < 1000; i++) {
		b.data[i] = (i * seed + 7) % 1009;
		s += b.data[i];
	}
	const char *l = "big exception";
	int k = 0;
	for (; l[k]; k++)
		b.label[k] = l[k];
	b.label[k] = 0;
	b.sum = s;
	throw b;
}

static long long check(const Big &b)
{
	long long s = 0;
	for (int i = 0; i < 1000; i++)
		s += b.data[i];
	return s;
}

int main()
{
	try {
		fill_and_throw(3);
	} catch (const Big &b) {
		printf("by ref: %s sum %lld recomputed %lld\n", b.label, b.sum, check(b));
	}
	try {
		fill_and_throw(5);
	} catch (Big b) {
		printf("by value: %s sum %lld recomputed %lld\n", b.label, b.sum, check(b));
	}
	return 0;
}
