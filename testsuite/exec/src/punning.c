/* Type punning through unions and memcpy, and bitfields, written so that
 * the result does not depend on byte order or type widths: values go in and
 * come out as whole objects of the same size (float <-> uint32, double <->
 * uint64, struct <-> struct), bitfields are only read back through their
 * own members.  The byte-order-dependent views are in target_facts.c.
 * Exits with 37. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);

typedef unsigned int u32;
typedef unsigned long long u64;

static u32 fbits(float f) { u32 u; memcpy(&u, &f, sizeof u); return u; }
static u64 dbits(double d) { u64 u; memcpy(&u, &d, sizeof u); return u; }
static float bitsf(u32 u) { float f; memcpy(&f, &u, sizeof f); return f; }
static double bitsd(u64 u) { double d; memcpy(&d, &u, sizeof d); return d; }
union FU { float f; u32 u; };
union DU { double d; u64 u; };

struct Flags {
	unsigned a : 1;
	unsigned b : 3;
	unsigned c : 12;
	signed d : 5;
	unsigned e : 11;
};
struct Wide {
	unsigned long long lo : 40;
	unsigned long long hi : 24;
	signed char s : 4;
};

/* fast inverse square root, the classic union trick */
static float rsqrt(float x) {
	union FU u = { x };
	u.u = 0x5f3759dfu - (u.u >> 1);
	float y = u.f;
	return y * (1.5f - 0.5f * x * y * y);
}

int main(void) {
	float fs[] = { 1.0f, -2.0f, 0.1f, 3.4028235e38f, 1e-45f, 0.0f, -0.0f };
	for (int i = 0; i < 7; i++) {
		union FU u;
		u.f = fs[i];
		printf("float %g -> %08x (union %08x) sign %u exp %u mant %06x\n", (double)fs[i], fbits(fs[i]), u.u,
		       u.u >> 31, (u.u >> 23) & 0xff, u.u & 0x7fffff);
	}
	double ds[] = { 1.0, -0.5, 3.141592653589793, 1e300, 4.9e-324 };
	for (int i = 0; i < 5; i++) {
		union DU u;
		u.d = ds[i];
		printf("double %g -> %016llx (union %016llx)\n", ds[i], dbits(ds[i]), u.u);
	}
	printf("from bits: %g %g %g %.17g\n", (double)bitsf(0x40490fdbu), (double)bitsf(0xc0000000u),
	       bitsd(0x3ff8000000000000ULL), bitsd(0x3fb999999999999aULL));
	printf("nextafter by bits: %a %a\n", bitsd(dbits(1.0) + 1), bitsd(dbits(1.0) - 1));
	printf("rsqrt(4) = %.5f, rsqrt(2) = %.5f\n", (double)rsqrt(4.0f), (double)rsqrt(2.0f));

	struct Flags fl;
	memset(&fl, 0, sizeof fl);
	fl.a = 1; fl.b = 5; fl.c = 0xabc; fl.d = -7; fl.e = 2047;
	printf("bitfields: %u %u %x %d %u\n", fl.a, fl.b, fl.c, fl.d, fl.e);
	fl.b += 3;   /* wraps to 0 */
	fl.d -= 9;   /* -16 */
	fl.c = fl.c << 4;  /* truncated to 12 bits */
	fl.e++;      /* wraps to 0 */
	printf("after wrap: %u %u %x %d %u\n", fl.a, fl.b, fl.c, fl.d, fl.e);
	struct Flags copy;
	memcpy(&copy, &fl, sizeof fl);
	printf("memcpy'd: %u %u %x %d %u\n", copy.a, copy.b, copy.c, copy.d, copy.e);
	struct Wide w = { 0xffffffffffULL, 0x123456, -3 };
	w.lo += 2;
	printf("wide: %llx %llx %d\n", (unsigned long long)w.lo, (unsigned long long)w.hi, w.s);

	/* struct copy through a char buffer */
	struct Rec { int id; double score; char tag[5]; } r = { 42, 98.5, "abcd" }, r2;
	unsigned char buf[sizeof r];
	memcpy(buf, &r, sizeof r);
	memcpy(&r2, buf, sizeof r2);
	printf("rec: %d %.1f %s\n", r2.id, r2.score, r2.tag);

	/* an int array viewed as one big integer value is endian-dependent;
	 * reading the same array back is not */
	u32 words[4] = { 0x01020304u, 0x05060708u, 0x090a0b0cu, 0x0d0e0f10u };
	unsigned char raw[16];
	memcpy(raw, words, 16);
	u32 back[4];
	memcpy(back, raw, 16);
	unsigned sum = 0;
	for (int i = 0; i < 16; i++) sum += raw[i];
	printf("roundtrip %08x %08x byte sum %u\n", back[1], back[3], sum);
	/* shifting into a u64 builds the same value everywhere */
	u64 packed = 0;
	for (int i = 0; i < 8; i++) packed = packed << 8 | (u64)(i * 17 + 1);
	printf("packed %016llx\n", packed);
	return 37;
}
