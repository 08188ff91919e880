// Catch by base class across 3 frames: n = argv[1] rounds of throwing one
// of three classes derived (singly, multiply, virtually) from Error, 3 calls
// deep, caught as `const Error &` in main (RTTI walk of the class hierarchy
// in the search, base adjustment when entering the handler) with a virtual
// call on the caught object. Prints the number of catches and a checksum.
// Sizes for bench-exec.py: full 12000 (native clang++-14 -O0 ~0.1 s here),
// quick 200. C++: build with clang++ (links libstdc++), no headers.
extern "C" int printf(const char *, ...);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

struct Error {
	int code;
	explicit Error(int c) : code(c) {}
	virtual ~Error() {}
	virtual int weight() const { return 1; }
};
struct IoError : Error {
	explicit IoError(int c) : Error(c) {}
	int weight() const override { return 2; }
};
struct Extra {
	int extra = 5;
	virtual ~Extra() {}
};
struct NetError : Extra, Error {
	explicit NetError(int c) : Error(c) {}
	int weight() const override { return 3; }
};
struct Wrapper : virtual Error {
	explicit Wrapper(int c) : Error(c) {}
	int weight() const override { return 4; }
};

static void __attribute__((noinline)) raise(int i)
{
	switch (i % 3) {
	case 0: throw IoError(i);
	case 1: throw NetError(i);
	default: throw Wrapper(i);
	}
}
static void __attribute__((noinline)) middle(int i) { raise(i); }
static void __attribute__((noinline)) outer(int i) { middle(i); }

int main(int argc, char **argv)
{
	int n = (int)arg(argc, argv, 12000);
	unsigned long long sum = 0;
	int caught = 0;
	for (int i = 0; i < n; i++) {
		try {
			outer(i);
		} catch (const Error &e) {
			caught++;
			sum = sum * 31 + (unsigned)(e.code * e.weight());
		}
	}
	printf("eh_base3 n=%d caught=%d checksum=%llu\n", n, caught, sum);
	return 0;
}
