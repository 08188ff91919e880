/* Loops that clang vectorises at -O2: reductions over int, short, char,
 * float and double arrays of length 1000, element-wise maps, saxpy, min/max,
 * conditional selects, reversed copies, strided and interleaved access,
 * byte counting.  Float data are chosen so that every partial sum is exact,
 * so a reordered reduction gives the same bits.  Exits with 31. */
int printf(const char *, ...);

#define N 1000
static int ia[N], ib[N], ic[N];
static float fa[N], fb[N], fc[N];
static double da[N];
static short sa[N];
static unsigned char bytes[N];
static long long la[N];

__attribute__((noinline)) static int sum_int(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static long long sum_ll(const long long *a, int n) { long long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static float sum_float(const float *a, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) static double dot(const double *a, const float *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
__attribute__((noinline)) static void saxpy(float *y, const float *x, float a, int n) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
__attribute__((noinline)) static void add3(int *restrict c, const int *restrict a, const int *restrict b, int n) { for (int i = 0; i < n; i++) c[i] = a[i] + 3 * b[i] - (a[i] >> 2); }
__attribute__((noinline)) static int max_int(const int *a, int n) { int m = a[0]; for (int i = 1; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
__attribute__((noinline)) static int min_int(const int *a, int n) { int m = a[0]; for (int i = 1; i < n; i++) if (a[i] < m) m = a[i]; return m; }
__attribute__((noinline)) static unsigned count_bytes(const unsigned char *b, int n, unsigned char v) { unsigned c = 0; for (int i = 0; i < n; i++) c += b[i] == v; return c; }
__attribute__((noinline)) static int sum_short(const short *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i] * a[i]; return s; }
__attribute__((noinline)) static void reverse_copy(int *restrict d, const int *restrict s, int n) { for (int i = 0; i < n; i++) d[i] = s[n - 1 - i]; }
__attribute__((noinline)) static void clamp(int *a, int n, int lo, int hi) { for (int i = 0; i < n; i++) a[i] = a[i] < lo ? lo : a[i] > hi ? hi : a[i]; }
__attribute__((noinline)) static long long strided(const int *a, int n) { long long s = 0; for (int i = 0; i < n; i += 2) s += (long long)a[i] * a[i + 1]; return s; }
__attribute__((noinline)) static void to_float(float *d, const int *s, int n) { for (int i = 0; i < n; i++) d[i] = (float)s[i] * 0.5f; }
__attribute__((noinline)) static unsigned xor_bytes(const unsigned char *b, int n) { unsigned x = 0; for (int i = 0; i < n; i++) x ^= (unsigned)b[i] << (i & 7); return x; }
__attribute__((noinline)) static void abs_diff(unsigned char *d, const unsigned char *a, int n) { for (int i = 0; i < n; i++) { int t = a[i] - a[n - 1 - i]; d[i] = (unsigned char)(t < 0 ? -t : t); } }

int main(void) {
	for (int i = 0; i < N; i++) {
		ia[i] = (i * 37) % 101 - 50;
		ib[i] = (i * i) % 97;
		fa[i] = (float)((i % 17) - 8) * 0.25f;
		fb[i] = (float)(i % 5) + 0.5f;
		da[i] = (double)(i % 13) * 0.125;
		sa[i] = (short)((i * 7) % 200 - 100);
		bytes[i] = (unsigned char)(i * 13 + (i >> 3));
		la[i] = (long long)i * 1000003LL - 400000000LL;
	}
	printf("sum_int %d %d\n", sum_int(ia, N), sum_int(ib, N));
	printf("sum_ll %lld\n", sum_ll(la, N));
	printf("sum_float %.4f %.4f\n", (double)sum_float(fa, N), (double)sum_float(fb, N));
	printf("dot %.6f\n", dot(da, fb, N));
	for (int i = 0; i < N; i++) fc[i] = fb[i];
	saxpy(fc, fa, 2.0f, N);
	printf("saxpy %.4f %.4f %.4f\n", (double)fc[0], (double)fc[999], (double)sum_float(fc, N));
	add3(ic, ia, ib, N);
	printf("add3 %d %d %d\n", ic[0], ic[500], sum_int(ic, N));
	printf("max %d min %d\n", max_int(ic, N), min_int(ic, N));
	printf("count_bytes %u %u\n", count_bytes(bytes, N, 7), count_bytes(bytes, N, 200));
	printf("sum_short %d\n", sum_short(sa, N));
	reverse_copy(ic, ia, N);
	printf("reverse %d %d %d\n", ic[0], ic[999], sum_int(ic, N));
	clamp(ic, N, -10, 20);
	printf("clamp %d\n", sum_int(ic, N));
	printf("strided %lld\n", strided(ib, N));
	to_float(fc, ia, N);
	printf("to_float %.2f\n", (double)sum_float(fc, N));
	printf("xor_bytes %u\n", xor_bytes(bytes, N));
	static unsigned char diff[N];
	abs_diff(diff, bytes, N);
	unsigned ds = 0;
	for (int i = 0; i < N; i++) ds += diff[i];
	printf("abs_diff %u\n", ds);
	/* a 2-D loop nest */
	static int mat[32][32];
	for (int i = 0; i < 32; i++) for (int j = 0; j < 32; j++) mat[i][j] = (i ^ j) + i * j;
	long long tr = 0;
	for (int i = 0; i < 32; i++) for (int j = 0; j < 32; j++) tr += (long long)mat[i][j] * mat[j][i];
	printf("matrix %lld\n", tr);
	return 31;
}
