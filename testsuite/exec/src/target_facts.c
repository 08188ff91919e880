/* EXEC-TARGET-DEPENDENT.  Facts that legitimately differ between targets: type sizes and
 * alignments, char signedness, byte order seen through unions and memcpy,
 * struct and bitfield layout, the width of long, and the long double format.
 * Expectations: expected/target_facts.<target>.out -- from real binaries where
 * Debian provides them (see expected/MANIFEST), else derived by hand; the
 * derivation is at the end of this file.  Exits with 51. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
void *memcpy(void *, const void *, size_t);

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
#define OFF(T, m) ((unsigned)__builtin_offsetof(T, m))

struct CL { char c; long long x; };
struct CD { char c; double x; };
struct CLD { char c; long double x; };
struct CP { char c; void *p; };
struct SC3 { short s; char c[3]; };
struct BF { u32 a : 3, b : 5, c : 8, d : 16; };
struct BFmix { u8 a : 4; u32 b : 4; };          /* Itanium: one unit; MSVC: two */
struct BFspan { u32 a : 20; u32 b : 20; };       /* b cannot straddle: starts a new unit */
union U32 { u32 v; u8 b[4]; };
union U64 { u64 v; u32 w[2]; u16 h[4]; };

int main(void) {
	printf("sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\n",
	       (unsigned)sizeof(short), (unsigned)sizeof(int), (unsigned)sizeof(long), (unsigned)sizeof(long long),
	       (unsigned)sizeof(void *), (unsigned)sizeof(size_t), (unsigned)sizeof(float), (unsigned)sizeof(double),
	       (unsigned)sizeof(long double), (unsigned)sizeof(__WCHAR_TYPE__));
	printf("align: llong %u double %u ldouble %u ptr %u\n", (unsigned)_Alignof(long long),
	       (unsigned)_Alignof(double), (unsigned)_Alignof(long double), (unsigned)_Alignof(void *));
	char ch = (char)200;
	printf("char: %s, (int)(char)200 = %d\n", (char)-1 < 0 ? "signed" : "unsigned", (int)ch);
	unsigned long lmax = (unsigned long)-1;
	printf("long: max %lu, signed max %ld\n", lmax, (long)(lmax >> 1));

	printf("structs: CL %u/%u CD %u/%u CLD %u/%u CP %u/%u SC3 %u/%u\n", (unsigned)sizeof(struct CL), OFF(struct CL, x),
	       (unsigned)sizeof(struct CD), OFF(struct CD, x), (unsigned)sizeof(struct CLD), OFF(struct CLD, x),
	       (unsigned)sizeof(struct CP), OFF(struct CP, p), (unsigned)sizeof(struct SC3), OFF(struct SC3, c));
	printf("bitfield sizes: BF %u BFmix %u BFspan %u\n", (unsigned)sizeof(struct BF), (unsigned)sizeof(struct BFmix),
	       (unsigned)sizeof(struct BFspan));
	struct BF bf = { 5, 17, 0xa5, 0x1234 };
	u32 raw;
	memcpy(&raw, &bf, 4);
	printf("bitfield raw: %08x\n", raw);

	union U32 u = { 0x01020304u };
	printf("union bytes: %02x %02x %02x %02x -> %s-endian\n", u.b[0], u.b[1], u.b[2], u.b[3],
	       u.b[0] == 4 ? "little" : "big");
	union U64 w = { 0x0102030405060708ULL };
	printf("u64 halves: %08x %08x quarters: %04x %04x %04x %04x\n", w.w[0], w.w[1], w.h[0], w.h[1], w.h[2], w.h[3]);
	u8 bytes[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	u16 h; u32 v; u64 q;
	memcpy(&h, bytes, 2); memcpy(&v, bytes + 1, 4); memcpy(&q, bytes, 8);
	printf("memcpy into ints: %04x %08x %016llx\n", h, v, q);
	double d = 1.0;
	u8 db[8];
	memcpy(db, &d, 8);
	printf("double 1.0 bytes:");
	for (int i = 0; i < 8; i++) printf(" %02x", db[i]);
	printf("\n");

	printf("long double: mant %d, max_exp %d\n", __LDBL_MANT_DIG__, __LDBL_MAX_EXP__);
	long double third = 1.0L / 3.0L;
	volatile long double tiny = 1e-17L;
	printf("1/3 = %.25Lf\n", third);
	printf("1/3 = %La\n", third);
	printf("1 + 1e-17 > 1: %d\n", (1.0L + tiny) > 1.0L);
#ifdef __SIZEOF_INT128__
	printf("__int128: yes\n");
#else
	printf("__int128: no\n");
#endif
	return 51;
}

/* ---- Hand-derived expectations (targets with no real binary here) ----
 *
 * Every line above depends only on the facts below; the C standard, the
 * target's ABI and clang's TargetInfo fix each of them.  Cross-check: in
 * ll/clang{14,19}/<target>/target_facts.O2.ll clang has folded every sizeof,
 * offsetof, _Alignof and byte-order value into the printf arguments, and
 * they agree with these files for both compilers.  Byte order is little on
 * all five, so the "bitfield raw", union, memcpy and "double 1.0 bytes"
 * lines are x86_64-linux-gnu's.  The long double lines are those of a real
 * target with the same long double format: double -> armv7-linux-gnueabihf,
 * x87 -> x86_64-linux-gnu, IEEE quad -> aarch64-linux-gnu.
 *
 * armv7-apple-ios (ILP32, Darwin's APCS-derived ABI): long/pointer/size_t 4;
 *   long double = double (8 bytes, mant 53, max_exp 1024, so 1+1e-17 == 1);
 *   wchar_t is int (4); char is signed on Darwin; long long, double and long
 *   double are 4-aligned (APCS), so CL/CD/CLD are 12 bytes, member at 4;
 *   APCS ignores the declared type of a bitfield for alignment and storage
 *   units (clang: UseBitFieldTypeAlignment = false), so BFmix (8 bits) is 1
 *   byte and BFspan (40 bits) is 5 bytes; no __int128 on 32-bit ARM.
 * x86_64-pc-windows-msvc (LLP64): long 4 (so "long: max 4294967295"),
 *   pointers 8; long double = double; wchar_t 2; char signed; double and long
 *   long 8-aligned; MSVC bitfield layout: a bitfield whose declared type has
 *   another size starts a new unit of that type, so BFmix = 1 (u8 unit) + pad
 *   + 4 (u32 unit) = 8; BF and BFspan as Itanium; clang provides __int128.
 * i686-pc-windows-msvc: as x86_64 MSVC but pointers/size_t 4 (CP 8/4); unlike
 *   i686 Linux, double and long long are 8-aligned in structs (CL/CD 16/8);
 *   no __int128.
 * x86_64-w64-mingw32 (LLP64): long 4, pointers 8, wchar_t 2, char signed;
 *   long double is x87 80-bit stored in 16 bytes, 16-aligned, as on x86_64
 *   Linux; clang lays out bitfields the MS way on every Windows target,
 *   mingw included (GCC's -mms-bitfields default), so BFmix is 8; __int128.
 * wasm32-unknown-unknown (ILP32): long/pointer 4, wchar_t 4, char signed;
 *   long double is IEEE quad (16 bytes, 16-aligned, mant 113, max_exp
 *   16384); long long/double 8-aligned; Itanium bitfields; clang provides
 *   __int128 on wasm32.
 */
