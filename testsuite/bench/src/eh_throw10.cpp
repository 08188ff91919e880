// Throw through 10 frames: n = argv[1] rounds of an exception thrown 10
// calls deep, each frame holding a local object whose destructor runs during
// the unwind (10 landing pads entered and resumed per throw), caught in main.
// Prints the number of catches, destructor calls and a checksum.
// Sizes for bench-exec.py: full 3000 (native clang++-14 -O0 ~0.1 s here),
// quick 50. C++: build with clang++ (links libstdc++), no headers.
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

static unsigned long long dtors, mix;

struct Local {
	int depth;
	explicit Local(int d) : depth(d) {}
	~Local()
	{
		dtors++;
		mix = mix * 33 + (unsigned)depth;
	}
};

static int __attribute__((noinline)) frame(int depth, int value)
{
	Local l(depth);
	if (depth == 10)
		throw value;
	return frame(depth + 1, value) + 1;
}

int main(int argc, char **argv)
{
	int n = (int)arg(argc, argv, 3000);
	unsigned long long sum = 0;
	int caught = 0;
	for (int i = 0; i < n; i++) {
		try {
			sum += (unsigned)frame(1, i);
		} catch (int v) {
			caught++;
			sum = sum * 31 + (unsigned)v;
		}
	}
	printf("eh_throw10 n=%d caught=%d dtors=%llu checksum=%llu\n", n, caught, dtors, sum ^ mix);
	return 0;
}
