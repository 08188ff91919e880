/* Integers wider than 128 bits: C23 _BitInt(N) with N up to 512 (clang-19;
 * past 128 bits only with -fexperimental-max-bitint-width on most targets,
 * and clang-14 has no wide _BitInt at all).  Integer work only, so every
 * target's backend builds a real binary: factorials and powers that wrap,
 * signed division and shifts of negative values, modular exponentiation,
 * comparisons, conversions to and from narrow types, the overflow and
 * bit-counting builtins, a switch on a 256-bit value, a bit-field of 150
 * bits, structs of wide integers passed and returned by value, a sort.
 * Exits with 41.
 *
 * EXEC-COMPILERS: clang19
 * EXEC-CFLAGS: -Xclang -fexperimental-max-bitint-width=1024
 */
int printf(const char *, ...);
typedef unsigned long long u64;
typedef unsigned _BitInt(512) u512;
typedef _BitInt(256) i256;
typedef unsigned _BitInt(256) u256;
typedef unsigned _BitInt(200) u200;
typedef _BitInt(129) i129;
typedef unsigned _BitInt(129) u129;

static void put_dec(u512 v) {
	char buf[160];
	int n = 0;
	do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
	while (n) printf("%c", buf[--n]);
}
static void put_sdec(i256 v) {
	if (v < 0) { printf("-"); put_dec((u512)(-(u256)v)); } else put_dec((u512)v);
}
static void put_hex(u512 v, int words) {
	printf("0x");
	for (int k = words - 1; k >= 0; k--) printf("%016llx", (u64)(v >> (64 * k)));
}

struct pair { u200 lo; i256 hi; char tag; };
static struct pair mkpair(u200 a, i256 b, char t) { struct pair p = { a * 3, b - 1, t }; return p; }
static i256 sum_pair(struct pair p) { return (i256)p.lo + p.hi + p.tag; }

struct bits { unsigned _BitInt(200) a : 150; unsigned _BitInt(200) b : 50; };

static u200 powmod(u200 b, u200 e, u200 m) {
	u512 r = 1, x = b % m;
	while (e) {
		if (e & 1) r = r * x % m;
		x = x * x % m;
		e >>= 1;
	}
	return (u200)r;
}

static int classify(i256 v) {
	switch (v) {
	case 0: return 1;
	case -1: return 2;
	case (i256)1 << 200: return 3;
	case ((i256)1 << 200) + 1: return 4;
	case 12345678901234567890uwb: return 5;
	default: return 0;
	}
}

int main(void) {
	u256 f = 1;
	for (int i = 2; i <= 50; i++) f *= (unsigned)i;
	printf("50! = "); put_dec(f); printf("\n");
	u512 g = 1;
	for (int i = 2; i <= 100; i++) g *= (unsigned)i;
	printf("100! mod 2^512 = "); put_hex(g, 8); printf("\n");
	u256 w = 1;
	for (int i = 2; i <= 60; i++) w *= (unsigned)i;
	printf("60! mod 2^256 = "); put_hex(w, 4); printf("\n");

	i256 s = -(i256)(f / 7);
	printf("-(50!/7) = "); put_sdec(s); printf("\n");
	printf("  / 1000003 = "); put_sdec(s / 1000003); printf("\n");
	printf("  %% 1000003 = "); put_sdec(s % 1000003); printf("\n");
	printf("  / -(2^100+7) = "); put_sdec(s / -(((i256)1 << 100) + 7)); printf("\n");
	printf("  %% -(2^100+7) = "); put_sdec(s % -(((i256)1 << 100) + 7)); printf("\n");
	printf("  >> 77 = "); put_sdec(s >> 77); printf("\n");
	printf("  << 3 = "); put_sdec(s << 3); printf("\n");
	u256 big = (u256)0x0123456789abcdefULL << 192 | (u256)0xfedcba9876543210ULL << 64 | 0x1111;
	printf("big / (big >> 70) = "); put_dec(big / (big >> 70)); printf("\n");
	printf("big %% 0xffffffffffffffc5 = "); put_hex(big % 0xffffffffffffffc5ULL, 1); printf("\n");
	printf("rotl 13 = "); put_hex((big << 13) | (big >> 243), 4); printf("\n");

	u200 p = ((u200)1 << 199) - 1; /* not prime; a modulus all the same */
	printf("3^1000 mod (2^199-1) = "); put_dec(powmod(3, 1000, p)); printf("\n");
	printf("7^(2^150) mod (2^127-1) = "); put_dec(powmod(7, (u200)1 << 150, ((u200)1 << 127) - 1)); printf("\n");

	u129 m = 0;
	m -= 1;
	printf("u129 max = "); put_hex(m, 3); printf(", +1 = "); put_hex((u129)(m + 1), 3); printf("\n");
	i129 neg = -((i129)1 << 128);
	printf("i129 min = "); put_sdec(neg); printf(", < 0: %d, as u129 > 1: %d\n", neg < 0, (u129)neg > 1);

	printf("compare: %d %d %d %d\n", s < 0, (u256)s > (u256)1, big > (u256)s, -s == (i256)(f / 7));
	long long ll = (long long)s;
	unsigned char uc = (unsigned char)s;
	printf("narrow: %lld %u %lld\n", ll, uc, (long long)(i256)-5LL);
	i256 from = (i256)-123456789012345LL * 1000000007;
	printf("from long long: "); put_sdec(from); printf("\n");

	i256 r;
	int o1 = __builtin_add_overflow((i256)1 << 254, (i256)1 << 254, &r);
	printf("add_overflow: %d ", o1); put_sdec(r); printf("\n");
	u256 ur;
	int o2 = __builtin_mul_overflow((u256)1 << 200, (u256)1 << 56, &ur);
	int o3 = __builtin_mul_overflow((u256)1 << 200, (u256)1 << 55, &ur);
	printf("mul_overflow: %d %d ", o2, o3); put_hex(ur, 4); printf("\n");
	int o4 = __builtin_sub_overflow((u256)5, (u256)7, &ur);
	printf("sub_overflow: %d ", o4); put_hex(ur, 4); printf("\n");
	printf("popcount %d clz %d ctz %d\n", __builtin_popcountg(big), __builtin_clzg(big), __builtin_ctzg(big));
	printf("popcount(u200 max) %d clz(1) %d ctz(2^199) %d\n", __builtin_popcountg(p), __builtin_clzg((u200)1),
	       __builtin_ctzg((u200)1 << 199));

	i256 cases[] = { 0, -1, (i256)1 << 200, ((i256)1 << 200) + 1, 12345678901234567890uwb, 7, (i256)1 << 201 };
	printf("switch:");
	for (int i = 0; i < 7; i++) printf(" %d", classify(cases[i]));
	printf("\n");

	struct bits bf = { 0, 0 };
	bf.a = ((unsigned _BitInt(200))1 << 149) | 12345;
	bf.b = ((unsigned _BitInt(200))1 << 50) - 1;
	bf.a += 1;
	printf("bit-field: "); put_hex(bf.a, 3); printf(" "); put_hex(bf.b, 1); printf("\n");
	bf.b += 1; /* wraps in 50 bits */
	printf("  b wraps: "); put_hex(bf.b, 1); printf(", a kept: %d\n", bf.a == (((unsigned _BitInt(200))1 << 149) | 12346));

	struct pair pr = mkpair((u200)1 << 190, -((i256)1 << 250), 'x');
	printf("pair: "); put_sdec(sum_pair(pr)); printf("\n");

	u200 arr[8];
	u200 x = 0x9e3779b97f4a7c15ULL;
	for (int i = 0; i < 8; i++) { x = x * 0x5851f42d4c957f2dULL + 0x14057b7ef767814fULL; arr[i] = x ^ (x >> 97); }
	for (int i = 0; i < 8; i++)
		for (int j = 0; j + 1 < 8 - i; j++)
			if (arr[j] > arr[j + 1]) { u200 t = arr[j]; arr[j] = arr[j + 1]; arr[j + 1] = t; }
	printf("sorted:");
	for (int i = 0; i < 8; i++) printf(" %016llx", (u64)(arr[i] >> 136));
	printf("\n");
	return (int)(f % 97) + 41 - (int)(f % 97);
}
