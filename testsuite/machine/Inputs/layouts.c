/* Ground truth for testsuite/machine: compiled by gen.sh with clang for
 * each target, so that the .ll's initialisers hold what the C compiler
 * says (sizeof, _Alignof, offsetof) and the IR holds how clang lowered
 * the types.  layout_probe compares the two through ehi's data layout:
 *   g_N                     a global of the type (its IR value type)
 *   size_N, align_N         sizeof / _Alignof of the type
 *   off_N_F, f_N_F          offsetof of a member, and a function whose
 *                           getelementptr chain reaches that member
 * Types whose name starts with X need not have C's alignment in IR (clang
 * then relies on explicit `align` on globals and allocas): _Alignas,
 * #pragma pack, bitfields, __int128 where the layout string predates
 * i128:128, vectors.  The probe checks their sizes exactly and only notes
 * a different alignment. */

#define CHECK(T, N) \
	T g_##N; \
	unsigned size_##N = sizeof(T), align_##N = _Alignof(T);
#define FIELD(T, N, F, M) \
	unsigned off_##N##_##F = __builtin_offsetof(T, M); \
	char *f_##N##_##F(T *p) { return (char *)&p->M; }

/* target facts, checked against the target table */
unsigned fact_ptr = sizeof(void *), fact_long = sizeof(long);
unsigned fact_wchar = sizeof(__WCHAR_TYPE__), fact_char_signed = (char)-1 < 0;
unsigned fact_va_list = sizeof(__builtin_va_list);
__builtin_va_list g_va_list;
long double g_long_double_kind;

/* scalars */
CHECK(char, char)
CHECK(short, short)
CHECK(int, int)
CHECK(long, long)
CHECK(long long, llong)
CHECK(float, float)
CHECK(double, double)
CHECK(long double, ldouble)
CHECK(void *, ptr)
CHECK(_Bool, bool)
CHECK(__WCHAR_TYPE__, wchar)
#ifdef __SIZEOF_INT128__
CHECK(__int128, Xint128)
#endif

/* padding between and after members */
struct pad { char a; int b; char c; double d; short e; };
CHECK(struct pad, pad)
FIELD(struct pad, pad, b, b)
FIELD(struct pad, pad, d, d)
FIELD(struct pad, pad, e, e)

/* double and long long inside structs: 4-aligned on i686 Linux, 8 on MSVC */
struct dbl { char a; double d; char b; long long l; };
CHECK(struct dbl, dbl)
FIELD(struct dbl, dbl, d, d)
FIELD(struct dbl, dbl, l, l)

/* long double: x86_fp80 (10 bytes stored, 12 or 16 allocated), fp128, double */
struct ld { char a; long double x; char b; };
CHECK(struct ld, ld)
FIELD(struct ld, ld, x, x)
FIELD(struct ld, ld, b, b)
struct ldarr { long double x[3]; char c; };
CHECK(struct ldarr, ldarr)
FIELD(struct ldarr, ldarr, x2, x[2])
FIELD(struct ldarr, ldarr, c, c)

/* nested structs and arrays */
struct inner { short s; char t[3]; };
struct nest { char a; struct inner in[2]; int i; struct { char c; double d; } anon; };
CHECK(struct nest, nest)
FIELD(struct nest, nest, in1t2, in[1].t[2])
FIELD(struct nest, nest, i, i)
FIELD(struct nest, nest, anond, anon.d)
struct arr { int a[3]; char b[7]; short c[2][3]; };
CHECK(struct arr, arr)
FIELD(struct arr, arr, b5, b[5])
FIELD(struct arr, arr, c12, c[1][2])

/* pointers, function pointers, long (4 on Windows and 32-bit) */
struct ptrs { char a; void *p; char b; void (*fn)(void); long l; char c; };
CHECK(struct ptrs, ptrs)
FIELD(struct ptrs, ptrs, p, p)
FIELD(struct ptrs, ptrs, fn, fn)
FIELD(struct ptrs, ptrs, l, l)
FIELD(struct ptrs, ptrs, c, c)

/* unions: the IR type is the most aligned member plus padding bytes */
union mix { char c[5]; int i; double d; };
CHECK(union mix, mix)
union ldu { char c[11]; long double x; };
CHECK(union ldu, ldu)
struct hasu { char a; union mix u; char b; };
CHECK(struct hasu, hasu)
FIELD(struct hasu, hasu, u, u)
FIELD(struct hasu, hasu, b, b)

/* packed: a packed IR struct, members at any byte */
struct __attribute__((packed)) packed { char a; int b; double c; short d; };
CHECK(struct packed, packed)
FIELD(struct packed, packed, b, b)
FIELD(struct packed, packed, c, c)
FIELD(struct packed, packed, d, d)
#pragma pack(push, 2)
struct Xpack2 { char a; int b; double c; char d; };
#pragma pack(pop)
CHECK(struct Xpack2, Xpack2)
FIELD(struct Xpack2, Xpack2, b, b)
FIELD(struct Xpack2, Xpack2, c, c)
struct haspacked { char a; struct packed p; char b; };
CHECK(struct haspacked, haspacked)
FIELD(struct haspacked, haspacked, pc, p.c)
FIELD(struct haspacked, haspacked, b, b)

/* bitfields: clang 19 stores them in byte arrays, clang 14 in odd-width
 * integers; either way the IR type need not carry C's alignment */
struct Xbits { char a; int b : 20; int c : 4; char d; };
CHECK(struct Xbits, Xbits)
struct Xbits2 { long long a : 40; char b; short c : 9; };
CHECK(struct Xbits2, Xbits2)
struct Xbits3 { char a; char b : 3; short c : 12; char d[3]; };
CHECK(struct Xbits3, Xbits3)

/* flexible array member and zero-length tail */
struct flex { int n; char c; short tail[]; };
CHECK(struct flex, flex)

/* bool, enum, float */
enum color { RED, GREEN, BLUE };
struct misc { _Bool b; enum color e; float f; _Bool b2; };
CHECK(struct misc, misc)
FIELD(struct misc, misc, f, f)
FIELD(struct misc, misc, b2, b2)

/* _Alignas: IR under-aligned, clang pads by hand */
struct Xalignas { char a; _Alignas(16) int b; char c; };
CHECK(struct Xalignas, Xalignas)
FIELD(struct Xalignas, Xalignas, b, b)
FIELD(struct Xalignas, Xalignas, c, c)
struct Xalignas32 { _Alignas(32) char a; double d; };
CHECK(struct Xalignas32, Xalignas32)
FIELD(struct Xalignas32, Xalignas32, d, d)

/* vectors: <3 x float> is 12 bytes stored, 16 allocated */
typedef float float3 __attribute__((ext_vector_type(3)));
typedef int int4 __attribute__((vector_size(16)));
typedef short short2 __attribute__((vector_size(4)));
struct Xvec { char a; float3 v3; short2 s2; int4 v4; };
CHECK(struct Xvec, Xvec)
FIELD(struct Xvec, Xvec, v3, v3)
FIELD(struct Xvec, Xvec, s2, s2)
FIELD(struct Xvec, Xvec, v4, v4)

#ifdef __SIZEOF_INT128__
struct Xi128 { char a; __int128 x; char b; };
CHECK(struct Xi128, Xi128)
FIELD(struct Xi128, Xi128, x, x)
FIELD(struct Xi128, Xi128, b, b)
#endif

/* big and nested arrays */
struct big { double m[4][5]; char tag; struct pad p[3]; };
CHECK(struct big, big)
FIELD(struct big, big, m34, m[3][4])
FIELD(struct big, big, p2e, p[2].e)
