/* Function pointers (tables, callbacks, pointers returned from functions,
 * pointers in structs), switch statements dense enough to become jump or
 * lookup tables at -O2, sparse switches, fallthrough, and a small bytecode
 * interpreter.  Exits with 42. */
int printf(const char *, ...);

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int mx(int a, int b) { return a > b ? a : b; }
static int band(int a, int b) { return a & b; }
static const binop table[] = { add, sub, mul, mx, band };
static const char *const names[] = { "add", "sub", "mul", "max", "and" };

static binop pick(int k) { return table[k % 5]; }

static int fold(const int *v, int n, binop f, int init) {
	for (int i = 0; i < n; i++) init = f(init, v[i]);
	return init;
}

struct Shape {
	const char *name;
	int (*area)(const struct Shape *);
	int w, h;
};
static int rect_area(const struct Shape *s) { return s->w * s->h; }
static int tri_area(const struct Shape *s) { return s->w * s->h / 2; }

/* dense switch: a lookup table at -O2 */
__attribute__((noinline)) static int days_in_month(int m) {
	switch (m) {
	case 1: return 31; case 2: return 28; case 3: return 31; case 4: return 30;
	case 5: return 31; case 6: return 30; case 7: return 31; case 8: return 31;
	case 9: return 30; case 10: return 31; case 11: return 30; case 12: return 31;
	default: return -1;
	}
}

/* dense switch with different bodies: a jump table */
__attribute__((noinline)) static const char *classify(int c) {
	switch (c) {
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9': return "digit";
	case ' ': case '\t': case '\n': return "space";
	case '+': case '-': case '*': case '/': return "op";
	case '(': return "open";
	case ')': return "close";
	default:
		if ((c | 32) >= 'a' && (c | 32) <= 'z') return "alpha";
		return "other";
	}
}

/* sparse switch and fallthrough */
__attribute__((noinline)) static int sparse(unsigned x) {
	int r = 0;
	switch (x) {
	case 7: r += 1; /* fallthrough */
	case 1000: r += 10; break;
	case 65536: r = 3; break;
	case 0xdeadbeef: r = -1; break;
	case 12345678: r = 99; /* fallthrough */
	default: r += 5;
	}
	return r;
}

/* 64-bit switch */
static int sw64(long long v) {
	switch (v) {
	case -1LL: return 1;
	case 1LL << 40: return 2;
	case (1LL << 40) + 1: return 3;
	case -(1LL << 62): return 4;
	default: return 0;
	}
}

/* a tiny register/stack machine */
enum { PUSH, ADD, MUL, LOAD, STORE, JNZ, PRINT, HALT };
static int run(const int *code) {
	int stack[32], reg[4] = { 0, 0, 0, 0 }, sp = 0, pc = 0, steps = 0;
	for (;;) {
		steps++;
		switch (code[pc++]) {
		case PUSH: stack[sp++] = code[pc++]; break;
		case ADD: sp--; stack[sp - 1] += stack[sp]; break;
		case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
		case LOAD: stack[sp++] = reg[code[pc++]]; break;
		case STORE: reg[code[pc++]] = stack[--sp]; break;
		case JNZ: { int t = code[pc++]; if (stack[--sp]) pc = t; break; }
		case PRINT: printf("  vm: %d\n", stack[sp - 1]); break;
		case HALT: return stack[sp - 1] * 1000 + steps;
		}
	}
}

static void apply_all(void (*cb)(int, void *), void *ctx) { for (int i = 1; i <= 5; i++) cb(i, ctx); }
static void collect(int i, void *ctx) { int *p = ctx; *p = *p * 10 + i; }

int main(void) {
	int v[] = { 3, 9, -2, 7, 12, 5 };
	for (int k = 0; k < 5; k++)
		printf("%s -> %d\n", names[k], fold(v, 6, table[k], k == 2 ? 1 : 0));
	printf("pick(7)(6,7) = %d\n", pick(7)(6, 7));

	struct Shape shapes[] = { { "rect", rect_area, 4, 5 }, { "tri", tri_area, 6, 7 }, { "sq", rect_area, 9, 9 } };
	int total = 0;
	for (int i = 0; i < 3; i++) {
		int a = shapes[i].area(&shapes[i]);
		printf("%s area %d\n", shapes[i].name, a);
		total += a;
	}
	int days = 0;
	for (int m = 0; m <= 13; m++) days += days_in_month(m);
	printf("days %d\n", days);

	const char *text = "x1 = (42 + y) * 7;";
	for (const char *p = text; *p; p++) printf("%s%s", p == text ? "" : ",", classify(*p));
	printf("\n");
	unsigned sp[] = { 0, 7, 1000, 65536, 0xdeadbeef, 12345678, 3 };
	for (int i = 0; i < 7; i++) printf("sparse(%u)=%d\n", sp[i], sparse(sp[i]));
	printf("sw64: %d %d %d %d %d\n", sw64(-1), sw64(1LL << 40), sw64((1LL << 40) + 1), sw64(-(1LL << 62)), sw64(5));

	/* acc = 1; n = 6; do { acc *= n; print acc; n--; } while (n); */
	static const int fact[] = { PUSH, 1, STORE, 0, PUSH, 6, STORE, 1,
		/* 8: */ LOAD, 0, LOAD, 1, MUL, PRINT, STORE, 0, LOAD, 1, PUSH, -1, ADD, STORE, 1, LOAD, 1, JNZ, 8,
		LOAD, 0, HALT };
	int r = run(fact);
	printf("vm result %d\n", r);

	int acc = 0;
	apply_all(collect, &acc);
	printf("callback acc %d\n", acc);
	binop chosen = (total & 1) ? sub : add;
	printf("chosen(%d, 1) = %d\n", total, chosen(total, 1));
	return 42;
}
