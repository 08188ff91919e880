/* ehi parser corpus: numeric code.
 * Covers: loops that vectorise at -O2 (int and float), __int128 (guarded),
 * long double (x86_fp80 / fp128 / ppc_fp128 / double depending on target),
 * _Float16 (guarded), unions for type punning, bit tricks and bit builtins,
 * switch statements (dense -> jump table, sparse -> compare tree). */

int printf(const char *, ...);

#define N 256

static int ia[N], ib[N];
static float fa[N], fb[N];
static double da[N];

__attribute__((noinline)) static int sum_ints(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += a[i];
  return s;
}

__attribute__((noinline)) static void saxpy(float *restrict y, const float *restrict x, float k, int n) {
  for (int i = 0; i < n; ++i) y[i] = k * x[i] + y[i];
}

__attribute__((noinline)) static void scale_add(int *restrict dst, const int *restrict src, int k, int n) {
  for (int i = 0; i < n; ++i) dst[i] = dst[i] * k + (src[i] >> 1);
}

__attribute__((noinline)) static double dot(const double *a, const float *b, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i) s += a[i] * (double)b[i];
  return s;
}

__attribute__((noinline)) static unsigned char clamp_max(const int *a, int n) {
  int m = 0;
  for (int i = 0; i < n; ++i) m = a[i] > m ? a[i] : m;
  return (unsigned char)(m > 255 ? 255 : m);
}

union Pun {
  float f;
  unsigned int u;
  unsigned char b[4];
  struct { unsigned mant : 23, exp : 8, sign : 1; } bits;
};

static unsigned popcnt_manual(unsigned x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0Fu;
  return (x * 0x01010101u) >> 24;
}

static unsigned long long rotl64(unsigned long long x, int r) { return (x << r) | (x >> (64 - r)); }

static const char *day_name(int d) {
  switch (d) {
  case 0: return "sun";
  case 1: return "mon";
  case 2: return "tue";
  case 3: return "wed";
  case 4: return "thu";
  case 5: return "fri";
  case 6: return "sat";
  default: return "???";
  }
}

static int sparse(int x) {
  switch (x) {
  case -1000: return 1;
  case 7: return 2;
  case 77: case 78: return 3;
  case 100000: return 4;
  case 0x7fffffff: return 5;
  default: return x < 0 ? -1 : 0;
  }
}

#ifdef __SIZEOF_INT128__
static unsigned __int128 mul128(unsigned long long a, unsigned long long b) {
  return (unsigned __int128)a * b;
}
static void print_u128(unsigned __int128 v) {
  char buf[48];
  int i = 47;
  buf[i] = 0;
  do { buf[--i] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
  printf("%s", buf + i);
}
#endif

static long double ld_poly(long double x) {
  long double r = 0.0L;
  static const long double c[] = {1.0L, -0.5L, 0.125L, 3.14159265358979323846264338327950288L};
  for (int i = 3; i >= 0; --i) r = r * x + c[i];
  return r;
}

int main(void) {
  for (int i = 0; i < N; ++i) {
    ia[i] = i * 3 - 100;
    ib[i] = (i * 7) & 63;
    fa[i] = (float)i * 0.5f;
    fb[i] = 1.0f;
    da[i] = 1.0 / (i + 1);
  }
  scale_add(ia, ib, 3, N);
  saxpy(fb, fa, 2.0f, N);
  printf("sum=%d max=%u\n", sum_ints(ia, N), clamp_max(ia, N));
  printf("fb[10]=%.2f dot=%.6f\n", fb[10], dot(da, fb, N));

  union Pun p;
  p.f = -1.5f;
  printf("pun %08x sign=%u exp=%u mant=%06x b0=%02x\n", p.u, p.bits.sign, p.bits.exp, p.bits.mant, p.b[0]);
  unsigned x = 0xF00DBEEFu;
  printf("bits %u %d %d %d %u\n", popcnt_manual(x), __builtin_popcount(x), __builtin_clz(x >> 4),
         __builtin_ctz(x & ~1u), __builtin_bswap32(x));
  printf("rot %llx\n", rotl64(0x8000000000000001ull, 3));
  printf("sign %d %u %d\n", -7 >> 1, (unsigned)-7 >> 28, -7 / 2 + -7 % 2);

  for (int d = -1; d <= 7; ++d) printf("%s ", day_name(d));
  printf("\nsparse %d %d %d %d %d %d\n", sparse(-1000), sparse(7), sparse(78), sparse(100000),
         sparse(0x7fffffff), sparse(-3));

#ifdef __SIZEOF_INT128__
  unsigned __int128 big = mul128(0xFFFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull);
  __int128 neg = -(__int128)big / 3;
  printf("u128 ");
  print_u128(big);
  printf(" hi=%llx neg_lo=%llx\n", (unsigned long long)(big >> 64), (unsigned long long)neg);
#else
  printf("u128 unsupported\n");
#endif

  long double ld = ld_poly(0.25L);
  printf("ld %.6f size=%d\n", (double)ld, (int)sizeof(long double));

#ifdef __FLT16_MAX__
  _Float16 h = (_Float16)1.5f, h2 = (_Float16)0.25f;
  _Float16 hs = h * h2 + (_Float16)2.0f;
  printf("half %.4f\n", (double)hs);
#else
  printf("half %.4f\n", 2.375);
#endif
  float nan = __builtin_nanf(""), inf = __builtin_inff();
  printf("special %d %d %d\n", nan != nan, inf > 1e38f, (int)(-0.0 == 0.0));
  return 0;
}
