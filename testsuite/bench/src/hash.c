/* Hash-mixing loop: splitmix64-style finaliser, a 32-bit FNV-1a over the
   bytes of each value, rotates and a small open-addressing table of
   counters; n = argv[1] iterations. Prints a checksum. */
int printf(const char *, ...);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

static unsigned long long mix64(unsigned long long z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static unsigned fnv1a(unsigned long long v)
{
	unsigned h = 2166136261u;
	for (int i = 0; i < 8; i++) {
		h ^= (unsigned)(v & 0xff);
		h *= 16777619u;
		v >>= 8;
	}
	return h;
}

static unsigned long long rotl(unsigned long long x, int k)
{
	return (x << k) | (x >> (64 - k));
}

#define TBITS 12
static unsigned table[1 << TBITS];

int main(int argc, char **argv)
{
	long n = arg(argc, argv, 1500000);
	unsigned long long state = 0x9e3779b97f4a7c15ull, acc = 0;
	for (long i = 0; i < n; i++) {
		state += 0x9e3779b97f4a7c15ull;
		unsigned long long z = mix64(state);
		unsigned h = fnv1a(z);
		table[h & ((1u << TBITS) - 1)] += (unsigned)(z >> 40) | 1u;
		acc = rotl(acc ^ z, 17) + h;
	}
	for (int i = 0; i < (1 << TBITS); i++)
		acc = acc * 31 + table[i];
	printf("hash n=%ld checksum=%llu\n", n, acc);
	return 0;
}
