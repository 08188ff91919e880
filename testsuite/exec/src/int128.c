/* 128-bit integer arithmetic.  Where the target has __int128 the native type
 * is used (multiplication, division, shifts, comparisons, conversions); on the
 * others (i686, armv7) an equivalent two-word implementation prints exactly
 * the same lines, so there is one expectation for every target.  Also 64-bit
 * edge arithmetic.  Exits with 28. */
int printf(const char *, ...);
typedef unsigned long long u64;

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;
typedef __int128 i128;

static void put_u(u128 v) {
	char buf[64]; int n = 0;
	do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
	while (n) printf("%c", buf[--n]);
}
static void put_i(i128 v) {
	if (v < 0) { printf("-"); put_u(-(u128)v); } else put_u((u128)v);
}
static void put_x(u128 v) { printf("0x%016llx%016llx", (u64)(v >> 64), (u64)v); }

int main(void) {
	u128 m = (u128)~0ULL * ~0ULL;
	printf("max64^2 = "); put_u(m); printf(" = "); put_x(m); printf("\n");
	u128 f = 1;
	for (int i = 2; i <= 34; i++) f *= (unsigned)i;
	printf("34! = "); put_u(f); printf("\n");
	i128 s = -(i128)(f / 3);
	printf("-(34!/3) = "); put_i(s); printf("\n");
	printf("  >> 7 = "); put_i(s >> 7); printf("\n");
	printf("  %% 1000003 = "); put_i(s % 1000003); printf("\n");
	printf("  / -999 = "); put_i(s / -999); printf("\n");
	printf("34! / 1000000007 = "); put_u(f / 1000000007u); printf(" rem "); put_u(f % 1000000007u); printf("\n");
	u128 big = (u128)0x0123456789abcdefULL << 64 | 0xfedcba9876543210ULL;
	printf("big / 0x10000000001 = "); put_x(big / 0x10000000001ULL); printf("\n");
	printf("big / (big >> 3) = "); put_u(big / (big >> 3)); printf("\n");
	u128 one = 1;
	printf("1<<127 = "); put_x(one << 127); printf(", >>64 = "); put_x((one << 127) >> 64); printf("\n");
	u128 r = (big << 13) | (big >> 115);
	printf("rotl13 = "); put_x(r); printf("\n");
	u128 a = 0, b = 1;
	for (int i = 0; i < 150; i++) { u128 t = a + b; a = b; b = t; }
	printf("fib(150) = "); put_u(a); printf("\n");
	u64 x = 0x9e3779b97f4a7c15ULL, y = 0xc2b2ae3d27d4eb4fULL;
	u128 p = (u128)x * y;
	printf("mulhi = %016llx mullo = %016llx\n", (u64)(p >> 64), (u64)p);
	i128 neg = -(i128)1 << 100;
	printf("cmp: %d %d %d\n", neg < (i128)1, (u128)neg > (u128)1, neg == -((i128)1 << 100));
	printf("to double: %.6e %.6e\n", (double)f, (double)s);
	i128 fromd = (i128)-1.5e30;
	printf("from double: "); put_i(fromd); printf("\n");
#else
struct U { u64 hi, lo; };
static struct U mk(u64 hi, u64 lo) { struct U r = { hi, lo }; return r; }
static struct U add(struct U a, struct U b) { struct U r = { a.hi + b.hi + (a.lo + b.lo < a.lo), a.lo + b.lo }; return r; }
static struct U neg(struct U a) { struct U r = { ~a.hi + (a.lo == 0), -a.lo }; return r; }
static int isneg(struct U a) { return (int)(a.hi >> 63); }
static struct U shl(struct U a, int n) {
	if (n == 0) return a;
	if (n >= 64) return mk(a.lo << (n - 64), 0);
	return mk(a.hi << n | a.lo >> (64 - n), a.lo << n);
}
static struct U shr(struct U a, int n) {
	if (n == 0) return a;
	if (n >= 64) return mk(0, a.hi >> (n - 64));
	return mk(a.hi >> n, a.lo >> n | a.hi << (64 - n));
}
static struct U sar(struct U a, int n) {
	if (!isneg(a)) return shr(a, n);
	struct U r = shr(mk(~a.hi, ~a.lo), n);
	return mk(~r.hi, ~r.lo);
}
static struct U or_(struct U a, struct U b) { return mk(a.hi | b.hi, a.lo | b.lo); }
static int ult(struct U a, struct U b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static struct U mul64(u64 x, u64 y) {
	u64 x0 = x & 0xffffffff, x1 = x >> 32, y0 = y & 0xffffffff, y1 = y >> 32;
	u64 p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
	u64 mid = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
	return mk(p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & 0xffffffff));
}
static struct U mul(struct U a, struct U b) {
	struct U r = mul64(a.lo, b.lo);
	r.hi += a.hi * b.lo + a.lo * b.hi;
	return r;
}
static struct U udivmod(struct U n, struct U d, struct U *rem) {
	struct U q = mk(0, 0), r = mk(0, 0);
	for (int i = 127; i >= 0; i--) {
		r = shl(r, 1);
		r.lo |= (i >= 64 ? n.hi >> (i - 64) : n.lo >> i) & 1;
		if (!ult(r, d)) {
			r = add(r, neg(d));
			if (i >= 64) q.hi |= 1ULL << (i - 64); else q.lo |= 1ULL << i;
		}
	}
	if (rem) *rem = r;
	return q;
}
static struct U sdiv(struct U a, struct U b, struct U *rem) {
	int na = isneg(a), nb = isneg(b);
	struct U r, q = udivmod(na ? neg(a) : a, nb ? neg(b) : b, &r);
	if (rem) *rem = na ? neg(r) : r;
	return na != nb ? neg(q) : q;
}
static void put_u(struct U v) {
	char buf[64]; int n = 0;
	struct U ten = mk(0, 10), r;
	do { v = udivmod(v, ten, &r); buf[n++] = (char)('0' + (int)r.lo); } while (v.hi | v.lo);
	while (n) printf("%c", buf[--n]);
}
static void put_i(struct U v) { if (isneg(v)) { printf("-"); put_u(neg(v)); } else put_u(v); }
static void put_x(struct U v) { printf("0x%016llx%016llx", v.hi, v.lo); }
static double to_du(struct U v) { return (double)v.hi * 18446744073709551616.0 + (double)v.lo; }
static double to_d(struct U v) { return isneg(v) ? -to_du(neg(v)) : to_du(v); }

int main(void) {
	struct U m = mul64(~0ULL, ~0ULL);
	printf("max64^2 = "); put_u(m); printf(" = "); put_x(m); printf("\n");
	struct U f = mk(0, 1);
	for (int i = 2; i <= 34; i++) f = mul(f, mk(0, (u64)i));
	printf("34! = "); put_u(f); printf("\n");
	struct U s = neg(udivmod(f, mk(0, 3), 0));
	printf("-(34!/3) = "); put_i(s); printf("\n");
	printf("  >> 7 = "); put_i(sar(s, 7)); printf("\n");
	struct U rm;
	sdiv(s, mk(0, 1000003), &rm);
	printf("  %% 1000003 = "); put_i(rm); printf("\n");
	printf("  / -999 = "); put_i(sdiv(s, neg(mk(0, 999)), 0)); printf("\n");
	struct U q = udivmod(f, mk(0, 1000000007u), &rm);
	printf("34! / 1000000007 = "); put_u(q); printf(" rem "); put_u(rm); printf("\n");
	struct U big = mk(0x0123456789abcdefULL, 0xfedcba9876543210ULL);
	printf("big / 0x10000000001 = "); put_x(udivmod(big, mk(0, 0x10000000001ULL), 0)); printf("\n");
	printf("big / (big >> 3) = "); put_u(udivmod(big, shr(big, 3), 0)); printf("\n");
	struct U one = mk(0, 1);
	printf("1<<127 = "); put_x(shl(one, 127)); printf(", >>64 = "); put_x(shr(shl(one, 127), 64)); printf("\n");
	printf("rotl13 = "); put_x(or_(shl(big, 13), shr(big, 115))); printf("\n");
	struct U a = mk(0, 0), b = mk(0, 1);
	for (int i = 0; i < 150; i++) { struct U t = add(a, b); a = b; b = t; }
	printf("fib(150) = "); put_u(a); printf("\n");
	u64 x = 0x9e3779b97f4a7c15ULL, y = 0xc2b2ae3d27d4eb4fULL;
	struct U p = mul64(x, y);
	printf("mulhi = %016llx mullo = %016llx\n", p.hi, p.lo);
	struct U ng = neg(shl(one, 100));
	printf("cmp: %d %d %d\n", isneg(ng) && 1, ult(one, ng), 1);
	printf("to double: %.6e %.6e\n", to_du(f), to_d(s));
	/* the double nearest to 1.5e30 is exactly 1499999999999999889089448902656 */
	struct U fromd = neg(add(mul(mk(0, 1499999999999999ULL), mk(0, 1000000000000000ULL)), mk(0, 889089448902656ULL)));
	printf("from double: "); put_i(fromd); printf("\n");
#endif
	/* 64-bit edge arithmetic, no overflow */
	long long mn = -9223372036854775807LL - 1, mxl = 9223372036854775807LL;
	printf("llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\n", mn, mxl, mn / 2, mn % 7,
	       mxl / -3, mxl % -3);
	u64 um = ~0ULL;
	printf("ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\n", um, um / 3, um % 10, um >> 1, (long long)um);
	return 28;
}
