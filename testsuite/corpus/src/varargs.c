/* ehi parser corpus: C varargs via builtins, function pointers and tables,
 * computed goto (GNU labels-as-values), string literals with escapes and
 * non-ASCII bytes, struct initialisers with designators, va_copy. */

int printf(const char *, ...);
int putchar(int);

typedef __builtin_va_list va_list_t;

/* Format mini-language: i=int, l=long long, d=double, s=string, c=char, p=struct */
struct Pt { short x, y; };

static long long vsum(const char *fmt, ...) {
  va_list_t ap, ap2;
  long long total = 0;
  __builtin_va_start(ap, fmt);
  __builtin_va_copy(ap2, ap);
  for (const char *f = fmt; *f; ++f) {
    switch (*f) {
    case 'i': total += __builtin_va_arg(ap, int); break;
    case 'l': total += __builtin_va_arg(ap, long long); break;
    case 'd': total += (long long)(__builtin_va_arg(ap, double) * 10); break;
    case 's': { const char *s = __builtin_va_arg(ap, const char *); while (*s++) ++total; break; }
    case 'c': total += (char)__builtin_va_arg(ap, int); break;
    case 'p': { struct Pt p = __builtin_va_arg(ap, struct Pt); total += p.x * 100 + p.y; break; }
    default: break;
    }
  }
  __builtin_va_end(ap);
  /* second pass over the copy: count the first int only */
  int first = (*fmt == 'i') ? __builtin_va_arg(ap2, int) : 0;
  __builtin_va_end(ap2);
  return total * 1000 + first;
}

static int forward(int n, ...) {
  va_list_t ap;
  __builtin_va_start(ap, n);
  int r = 0;
  while (n-- > 0) r = r * 31 + __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return r;
}

/* ---- function pointers ---- */
typedef int (*binop)(int, int);
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_div(int a, int b) { return b ? a / b : 0; }

static const struct { char sym; binop fn; } op_table[] = {
    {'+', op_add}, {'-', op_sub}, {'*', op_mul}, {'/', op_div},
};

static binop lookup(char c) {
  for (unsigned i = 0; i < sizeof op_table / sizeof op_table[0]; ++i)
    if (op_table[i].sym == c) return op_table[i].fn;
  return 0;
}

static int apply_all(int (*const *fns)(int, int), int n, int a, int b) {
  int acc = 0;
  for (int i = 0; i < n; ++i) acc += fns[i](a, b);
  return acc;
}

/* ---- computed goto: a tiny bytecode interpreter ---- */
enum { OP_PUSH, OP_ADD, OP_MUL, OP_OVER, OP_JNZ, OP_DEC, OP_SWAP, OP_HALT };

static int run(const int *code) {
  static const void *dispatch[] = {&&do_push, &&do_add, &&do_mul, &&do_over,
                                   &&do_jnz, &&do_dec, &&do_swap, &&do_halt};
  int stack[16], sp = 0, pc = 0;
#define NEXT goto *dispatch[code[pc++]]
  NEXT;
do_push: stack[sp++] = code[pc++]; NEXT;
do_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
do_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
do_over: stack[sp] = stack[sp - 2]; sp++; NEXT;
do_jnz: { int t = code[pc++]; if (stack[--sp]) pc = t; NEXT; }
do_dec: stack[sp - 1]--; NEXT;
do_swap: { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; NEXT; }
do_halt: return stack[sp - 1];
#undef NEXT
}

/* ---- strings ---- */
static const char esc[] = "tab\there\nnl \"q\" \\ \a\b\f\v\r \x7f \177 \0after-nul";
static const char utf8[] = "caf\xc3\xa9 \u00fc\u00df \U0001F600 \xff\xfe end";
static const unsigned char raw[8] = {0, 1, 0x80, 0xff, 'A', '\'', '"', 0x7f};
static const char *const words[] = {"alpha", "", "g\x61mma", "\x1b[0m", 0};
static char buf2d[3][5] = {"ab", "cde", {'x', 'y', 'z', 'w', 'v'}};
static struct { int a; char s[6]; double d; } init = {.d = 2.5, .s = "hi", .a = 9};
static const int wchar_t_dummy = 0;
#define WSTR L"wide\u00e9"
static const __WCHAR_TYPE__ wide[] = WSTR;

int main(void) {
  struct Pt pt = {3, 4};
  printf("vsum %lld\n", vsum("ildscp", 5, 1000000000000LL, 1.25, "four", 'A', pt));
  printf("forward %d\n", forward(4, 1, 2, 3, 4));

  const char *expr = "+-*/%";
  for (const char *e = expr; *e; ++e) {
    binop f = lookup(*e);
    printf("%c:%d ", *e, f ? f(17, 5) : -1);
  }
  int (*const fns[])(int, int) = {op_add, op_mul, op_sub};
  printf("\napply %d\n", apply_all(fns, 3, 6, 7));

  /* computes 5! in bytecode; stack is [n, acc]; loop: acc*=n; n--; while n */
  static const int prog[] = {OP_PUSH, 5, OP_PUSH, 1,
                             /*4*/ OP_OVER, OP_MUL, OP_SWAP, OP_DEC, OP_SWAP, OP_OVER, OP_JNZ, 4,
                             OP_HALT};
  int fact = 1;
  for (int i = 5; i > 0; --i) fact *= i;
  printf("bytecode %d fact %d\n", run(prog), fact);

  unsigned h = 2166136261u;
  for (unsigned i = 0; i < sizeof esc; ++i) h = (h ^ (unsigned char)esc[i]) * 16777619u;
  printf("esc len=%d hash=%08x\n", (int)sizeof esc, h);
  printf("utf8 %s (%d bytes)\n", utf8, (int)sizeof utf8);
  printf("raw %d %d %d\n", raw[2], raw[3], raw[5]);
  for (const char *const *w = words; *w; ++w) printf("[%s]", *w[0] == 0x1b ? "esc" : *w);
  printf("\n%s %s %.5s %d %s %.1f %d\n", buf2d[0], buf2d[1], buf2d[2], init.a, init.s, init.d,
         (int)(sizeof wide / sizeof wide[0]) + wchar_t_dummy);
  putchar('\n');
  return 0;
}
