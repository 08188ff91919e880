/* Rounding to _Float16 happens once, from the source's precision:
 * (_Float16)d of a double just above a tie of half rounds up, where a
 * conversion through float first would lose the bits that break the tie and
 * round to even (printed too: a cast through float is two roundings in C as
 * well).  Ties, the subnormal range, the overflow threshold; from float too.
 * Prints the bits of each result.  Exits with 5.
 *
 * _Float16 exists only where clang-19 gives it (not i686, wasm32, PowerPC;
 * not clang-14 on x86).  __bf16 and long double -> _Float16 are not here:
 * this machine's libgcc has no __truncdfbf2, and LLVM 19's x86 backend
 * cannot select x86_fp80 -> half at -O0; testsuite/run/fptrunc-once.ll
 * covers those.  No real armv7 binary: the cross libgcc has no __aeabi_d2h.
 * EXEC-COMPILERS: clang19
 * EXEC-NO-REAL: armv7-linux-gnueabihf
 * EXEC-TARGETS: x86_64-linux-gnu aarch64-linux-gnu armv7-linux-gnueabihf armv7-apple-ios x86_64-pc-windows-msvc x86_64-w64-mingw32
 */
int printf(const char *, ...);

static unsigned h_bits(_Float16 h) { unsigned short b; __builtin_memcpy(&b, &h, 2); return b; }

static volatile double ds[] = {
	0x1.0020000001p+0,   /* 1 + 2^-11 + 2^-40: above half's tie -> 0x3c01 (via float: 0x3c00) */
	-0x1.0020000001p+0,
	0x1.002p+0,          /* the tie itself: to even, 0x3c00 */
	0x1.006p+0,          /* a tie to the odd neighbour: up, 0x3c02 */
	0x1.0000000001p-25,  /* above half the least subnormal: 2^-24, 0x0001 */
	0x1.8000000001p-24,  /* 1.5 * 2^-24 and a little: 0x0002 */
	0x1.ffdfffffp+15,    /* below the overflow threshold 65520: 65504, 0x7bff (via float: inf) */
	0x1.ffep+15,         /* 65520: inf, 0x7c00 */
	0x1.ff80000001p-15,  /* the largest subnormal and a little: 0x03ff */
	0x1.ffc0000001p-15,  /* above its tie with the least normal: 0x0400 */
	1.0 / 3.0,
};
static volatile float fs[] = { 0x1.002002p+0f, 0x1.006p+0f, 0x1.0000001p-25f, -0x1.ffep+15f };

int main(void) {
	for (int i = 0; i < (int)(sizeof ds / sizeof ds[0]); i++) {
		double d = ds[i];
		printf("%-22a half %04x (via float %04x)\n", d, h_bits((_Float16)d), h_bits((_Float16)(float)d));
	}
	for (int i = 0; i < (int)(sizeof fs / sizeof fs[0]); i++)
		printf("%-22a half %04x\n", (double)fs[i], h_bits((_Float16)fs[i]));
	return 5;
}
