/* Conversions between floating point and integers wider than 128 bits
 * (_BitInt; clang-19 with -fexperimental-max-bitint-width).  Each rounds
 * once, to nearest even, at double's precision: values just above, at and
 * below ties, negative ones, the extremes of i256 and u512; back from
 * double and float with truncation toward zero.  Exits with 7.
 *
 * The ARM and PowerPC backends of LLVM 19 cannot lower these conversions
 * (no real binary for them); their IR runs all the same.  Not float: the
 * x86 backend of LLVM 19 gets (float) of an i256 above 2^128 wrong at -O0
 * (an exponent off by 256), so the native binary is no reference for it;
 * testsuite/run/wideint-float.ll covers float and the other formats.
 * EXEC-COMPILERS: clang19
 * EXEC-CFLAGS: -Xclang -fexperimental-max-bitint-width=1024
 * EXEC-NO-REAL: aarch64-linux-gnu armv7-linux-gnueabihf powerpc64-linux-gnu
 */
int printf(const char *, ...);
typedef unsigned long long u64;
typedef _BitInt(256) i256;
typedef unsigned _BitInt(200) u200;
typedef unsigned _BitInt(512) u512;

static void put_hex(u512 v, int words) {
	printf("0x");
	for (int k = words - 1; k >= 0; k--) printf("%016llx", (u64)(v >> (64 * k)));
}

static volatile int sink;

int main(void) {
	i256 one = 1;
	i256 ties[] = {
		(one << 100) + (one << 47),      /* a tie between doubles: to even (down) */
		(one << 100) + (3 * (one << 47)), /* a tie: to even (up) */
		(one << 100) + (one << 47) + 1,  /* just above the tie: up */
		(one << 100) + (one << 47) - 1,  /* just below: down */
		(one << 200) + (one << 147),     /* a tie */
		(one << 200) + (one << 147) + 1,
		-((one << 150) + (one << 97) + 5),
		((one << 128) - 1) << 100,       /* rounds up to 2^228 */
		(i256)1 << 255 >> 1,
		~((i256)1 << 255),               /* the largest */
		-(~((i256)1 << 255)) - 1,        /* the smallest */
	};
	for (int i = 0; i < (int)(sizeof ties / sizeof ties[0]); i++) {
		printf("%2d: %a\n", i, (double)ties[i]);
	}
	u200 u = ~(u200)0;
	printf("u200 max: %a\n", (double)u);
	u512 big = ~(u512)0;
	printf("u512 max: %a\n", (double)big);
	u512 mid = (u512)1 << 400 | (u512)1 << 347 | 1;
	printf("2^400+2^347+1: %a\n", (double)mid);

	double ds[] = { -0x1.8p1, 0x1.fffffffffffffp+254, -0x1p+255, 0x1.23456789abcdep+199, 1e60, -1e70, 0.999 };
	for (int i = 0; i < (int)(sizeof ds / sizeof ds[0]); i++) {
		i256 v = (i256)ds[i];
		printf("(i256)%a = ", ds[i]); put_hex(v < 0 ? -(u512)v : (u512)v, 4); /* -v overflows for -2^255 */ printf("%s\n", v < 0 ? " negated" : "");
	}
	printf("(u200)%a = ", 0x1.fffffffffffffp+199); put_hex((u200)0x1.fffffffffffffp+199, 4); printf("\n");
	printf("(u512)%a = ", 0x1p+511); put_hex((u512)0x1p+511, 8); printf("\n");
	float fl = 0x1.fffffep+127f;
	printf("(i256)%a = ", (double)fl); put_hex((u512)(i256)fl, 4); printf("\n");
	sink = 7;
	return sink;
}
