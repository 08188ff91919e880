/* Bit tricks, shifts of every width, signed/unsigned conversions, sign and
 * zero extension, truncation, and integer edge arithmetic that never
 * overflows (INT_MIN / -1 is deliberately absent).  char signedness is never
 * relied on: signed char and unsigned char are spelled out.  Exits with 3. */
int printf(const char *, ...);
typedef unsigned long long u64;
typedef long long i64;

static int popcount_loop(u64 x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
static unsigned rev32(unsigned x) {
	x = (x >> 1 & 0x55555555u) | (x & 0x55555555u) << 1;
	x = (x >> 2 & 0x33333333u) | (x & 0x33333333u) << 2;
	x = (x >> 4 & 0x0f0f0f0fu) | (x & 0x0f0f0f0fu) << 4;
	x = (x >> 8 & 0x00ff00ffu) | (x & 0x00ff00ffu) << 8;
	return x >> 16 | x << 16;
}
static unsigned rotl32(unsigned x, int r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static u64 rotr64(u64 x, int r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }
static int ilog2(u64 x) { int r = -1; while (x) { x >>= 1; r++; } return r; }
static unsigned next_pow2(unsigned x) {
	x--; x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16; return x + 1;
}
static unsigned gray(unsigned x) { return x ^ (x >> 1); }
static unsigned ungray(unsigned g) { for (unsigned s = 1; s < 32; s <<= 1) g ^= g >> s; return g; }
static u64 xorshift(u64 *s) { u64 x = *s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; return *s = x; }

int main(void) {
	volatile u64 seedv = 0x0123456789abcdefULL;
	u64 seed = seedv;
	printf("popcount:");
	u64 probes[] = { 0, 1, 0xff, 0x8000000000000000ULL, ~0ULL, 0x0123456789abcdefULL };
	for (int i = 0; i < 6; i++)
		printf(" %d/%d", popcount_loop(probes[i]), __builtin_popcountll(probes[i]));
	printf("\nclz/ctz:");
	for (int i = 1; i < 6; i++)
		printf(" %d,%d,%d", __builtin_clzll(probes[i]), __builtin_ctzll(probes[i]), ilog2(probes[i]));
	printf("\nclz32 %d ctz32 %d ffs %d parity %d\n", __builtin_clz(0x00f00000u), __builtin_ctz(0x00f00000u),
	       __builtin_ffs(0x00f00000), __builtin_parityll(0x0123456789abcdefULL));
	printf("bswap: %04x %08x %016llx\n", __builtin_bswap16(0x1234), __builtin_bswap32(0xdeadbeefu),
	       __builtin_bswap64(0x0102030405060708ULL));
	printf("rev32 %08x rotl %08x %08x rotr64 %016llx\n", rev32(0x12345678u), rotl32(0x80000001u, 1),
	       rotl32(0x12345678u, 0), rotr64(0x0123456789abcdefULL, 12));
	printf("next_pow2: %u %u %u %u\n", next_pow2(1), next_pow2(17), next_pow2(1024), next_pow2(0x40000001u));
	unsigned gsum = 0;
	for (unsigned i = 0; i < 1000; i++) { if (ungray(gray(i)) != i) printf("gray mismatch %u\n", i); gsum += gray(i); }
	printf("gray sum %u\n", gsum);
	u64 h = 0;
	for (int i = 0; i < 1000; i++) h ^= xorshift(&seed) >> (i % 64);
	printf("xorshift hash %016llx\n", h);

	/* shifts of every width */
	unsigned char uc = 0x81; signed char sc = -127;
	unsigned short us = 0x8001; short ss = -32767;
	unsigned ui = 0x80000001u; int si = -2147483647;
	u64 ul = 0x8000000000000001ULL; i64 sl = -9223372036854775807LL;
	printf("shl: %x %x %x %x %x %x %llx %llx\n", (unsigned char)(uc << 1), (unsigned)(unsigned char)(sc << 1),
	       (unsigned short)(us << 1), (unsigned short)(ss << 1), ui << 1, (unsigned)si << 1, ul << 1, (u64)sl << 1);
	printf("shr: %x %d %x %d %x %d %llx %lld\n", uc >> 1, sc >> 1, us >> 1, ss >> 1, ui >> 1, si >> 1, ul >> 1,
	       sl >> 1);
	volatile int amt = 31;
	printf("var shifts: %x %x %d %llx %lld\n", 1u << amt, ui >> amt, si >> amt, 1ULL << (amt + 32),
	       sl >> (amt + 32));
	for (int s = 0; s < 64; s += 9) printf("%llx ", 0xfedcba9876543210ULL >> s ^ 0x0123456789abcdefULL << s);
	printf("\n");

	/* conversions */
	int neg = -1;
	printf("conv: %u %llu %lld %d %d %u %d\n", (unsigned)neg, (u64)neg, (i64)(unsigned)neg, (int)(signed char)200,
	       (int)(unsigned char)-56, (unsigned)(unsigned short)-1, (int)(short)40000);
	printf("trunc: %d %d %u %d\n", (int)(signed char)0x1234, (int)(short)0x12345678, (unsigned)(u64)0x123456789ULL,
	       (int)(i64)-4294967297LL);
	printf("cmp signedness: %d %d %d\n", -1 < 1u, (i64)-1 < 1u, (short)-1 < (unsigned short)1);
	printf("promotion: %d %d\n", (unsigned char)255 + 1, (unsigned short)65535 * 2);

	/* edge arithmetic without overflow */
	int imin = -2147483647 - 1, imax = 2147483647;
	printf("int: %d %d %d %d %d %d %d\n", imin / 2, imin % 3, imin / -3, imax / -1, imin + imax, -imax, imin / imax);
	printf("mod signs: %d %d %d %d\n", 7 % 3, -7 % 3, 7 % -3, -7 % -3);
	printf("div signs: %d %d %d %d\n", 7 / 2, -7 / 2, 7 / -2, -7 / -2);
	printf("unsigned wrap: %u %u %llu\n", 0u - 1u, 4000000000u + 500000000u, 0ULL - 5);
	printf("abs-ish: %d %d\n", (imin + 1) < 0 ? -(imin + 1) : imin + 1, imax & -imax);
	i64 prod = (i64)imax * imax;
	printf("widen mul: %lld %llu\n", prod, (u64)0xffffffffu * 0xffffffffu);
	int overflow_checked;
	int o1 = __builtin_add_overflow(imax, 1, &overflow_checked);  /* argument order is unspecified: */
	int o2 = __builtin_mul_overflow(65536, 32768, &overflow_checked);  /* no side effects in arguments */
	printf("builtin overflow: %d %d %d\n", o1, o2, overflow_checked);
	return 3;
}
