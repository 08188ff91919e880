/* ehi parser corpus: assorted C features that produce less common IR.
 * Covers: bit-fields and packed structs, VLAs (stacksave/stackrestore),
 * flexible array members, compound literals, _Generic, statement
 * expressions, overflow builtins, memcpy/memset intrinsics, _Complex,
 * over-aligned data, constructor/destructor attributes (llvm.global_ctors),
 * global initialisers that are constant expressions over other globals
 * (pointer arithmetic, ptrtoint differences, self references), recursion,
 * a qsort-like routine taking a comparator, and __builtin_expect. */

int printf(const char *, ...);
void *malloc(__SIZE_TYPE__);
void free(void *);

struct Flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed delta : 5;
  unsigned : 0;
  unsigned long long big : 40;
};

struct __attribute__((packed)) Wire {
  char kind;
  int len;
  short crc;
};

struct Msg {
  int n;
  double vals[];
};

struct __attribute__((aligned(32))) Aligned { float v[3]; };
static struct Aligned aligned_g = {{1, 2, 3}};

/* constant-expression initialisers */
static int table[10] = {[2] = 20, [7] = 70, [9] = 90};
static int *const mid = &table[5];
static const long span = (long)((char *)&table[9] - (char *)&table[1]);
static struct Self { struct Self *next; int *slot; } ring[2] = {{&ring[1], &table[3]}, {&ring[0], table + 8}};
static const char *const greeting = "hello" + 1;
static void (*const hook)(void);

static int ctor_ran = 0;
__attribute__((constructor(200))) static void early_init(void) { ctor_ran += 1; }
__attribute__((constructor)) static void late_init(void) { ctor_ran *= 10; }
__attribute__((destructor)) static void at_exit_fn(void) { }

#define TYPE_NAME(x) _Generic((x), int: "int", long: "long", float: "float", double: "double", \
                              char *: "char*", default: "other")

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

static int vla_sum(int n) {
  int v[n];                        /* dynamic alloca */
  for (int i = 0; i < n; ++i) v[i] = i * i;
  int s = 0;
  for (int i = 0; i < n; ++i) {
    int w[i + 1];                  /* nested VLA inside a loop -> stacksave */
    w[i] = v[i];
    s += w[i];
  }
  return s;
}

static void sort(void *base, int n, int size, int (*cmp)(const void *, const void *)) {
  char *b = base;
  char tmp[64];
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; --j) {
      __builtin_memcpy(tmp, b + j * size, size);
      __builtin_memcpy(b + j * size, b + (j - 1) * size, size);
      __builtin_memcpy(b + (j - 1) * size, tmp, size);
    }
}
static int cmp_int_desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

static unsigned long ackermann(unsigned long m, unsigned long n) {
  if (__builtin_expect(m == 0, 0)) return n + 1;
  if (n == 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

int main(void) {
  struct Flags f = {1, 5, -3, 0x123456789ull};
  f.delta += 2;
  printf("flags %u %u %d %llx size=%d\n", f.ready, f.mode, f.delta, (unsigned long long)f.big, (int)sizeof f);

  unsigned char bytes[7] = {7, 1, 0, 0, 0, 0xcd, 0xab};
  struct Wire wire;
  __builtin_memcpy(&wire, bytes, sizeof wire);
  printf("wire %d %d %x size=%d\n", wire.kind, wire.len, (unsigned short)wire.crc, (int)sizeof(struct Wire));

  struct Msg *m = malloc(sizeof *m + 4 * sizeof(double));
  m->n = 4;
  for (int i = 0; i < m->n; ++i) m->vals[i] = i / 4.0;
  printf("msg %.2f\n", m->vals[3]);
  __builtin_memset(m, 0, sizeof *m);
  free(m);

  int *lit = (int[]){3, 1, 4, 1, 5, 9, 2, 6};
  sort(lit, 8, sizeof(int), cmp_int_desc);
  printf("sorted %d %d %d\n", lit[0], lit[1], lit[7]);
  struct Flags *fp = &(struct Flags){.mode = 2};
  printf("compound %u\n", fp->mode);

  printf("generic %s %s %s %s\n", TYPE_NAME(1), TYPE_NAME(2L), TYPE_NAME(1.0f), TYPE_NAME((char *)0));
  printf("stmt-expr %d %.1f\n", MAX(3, 8), MAX(2.5, -1.0));

  int res;
  int ovf = __builtin_add_overflow(0x7fffffff, 1, &res);
  unsigned long long ures;
  int uovf = __builtin_umulll_overflow(1ull << 40, 1ull << 30, &ures);
  printf("overflow %d %d %d\n", ovf, res, uovf);

  double _Complex z = 1.0 + 2.0 * __builtin_complex(0.0, 1.0);
  double _Complex z2 = z * z;
  printf("complex %.1f %.1f\n", __real__ z2, __imag__ z2);
  float _Complex fz = __builtin_complex(1.0f, -1.0f);
  fz = fz / (fz + 1.0f);
  printf("fcomplex %.3f %.3f\n", (double)__real__ fz, (double)__imag__ fz);

  printf("globals %d %ld %d %d %s %d\n", *mid + table[2], span, *ring[1].next->slot, *ring[0].next->slot,
         greeting, hook == 0);
  printf("aligned %.1f %d ctor=%d\n", aligned_g.v[2], (int)_Alignof(struct Aligned), ctor_ran);
  printf("vla %d ack %lu\n", vla_sum(12), ackermann(2, 3));
  return 0;
}
