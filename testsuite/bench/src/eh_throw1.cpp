// Throw and catch in one frame, in a loop: n = argv[1] rounds of
// `throw i` caught by `catch (int)` in the same function (allocate, raise,
// search one frame, enter the landing pad, begin/end catch, free).
// Prints the number of catches and a checksum.
// Sizes for bench-exec.py: full 35000 (native clang++-14 -O0 ~0.1 s here),
// quick 500. C++: build with clang++ (links libstdc++), no headers.
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

int main(int argc, char **argv)
{
	int n = (int)arg(argc, argv, 35000);
	unsigned long long sum = 0;
	int caught = 0;
	for (int i = 0; i < n; i++) {
		try {
			if (i >= 0)
				throw i;
			sum += 1000000007ull;
		} catch (int v) {
			caught++;
			sum = sum * 31 + (unsigned)v;
		}
	}
	printf("eh_throw1 n=%d caught=%d checksum=%llu\n", n, caught, sum);
	return 0;
}
