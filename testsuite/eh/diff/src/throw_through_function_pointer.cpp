// exceptions through indirect calls: a table of function pointers, a callback invoked by a higher-order function with a local object, pointers to member functions (non-virtual and virtual), a lambda converted to a function pointer
extern "C" int printf(const char *, ...);

struct Guard {
	const char *n;
	explicit Guard(const char *n_) : n(n_) {}
	~Guard() { printf("~Guard(%s)\n", n); }
};

static int op_ok(int x) { return x + 1; }
static int op_throw(int x) { throw x * 100; }
static int op_double(int x) { return 2 * x; }

static int __attribute__((noinline)) apply_all(int (*const *ops)(int), int n, int x)
{
	Guard g("apply_all");
	for (int i = 0; i < n; i++)
		x = ops[i](x);
	return x;
}

struct Calc {
	int base;
	int plain(int x) { if (x > 5) throw base + x; return x; }
	virtual int virt(int x) { return x; }
	virtual ~Calc() {}
};
struct Calc2 : Calc {
	int virt(int x) override { throw -x; }
};

static int __attribute__((noinline)) call_pmf(Calc &c, int (Calc::*pmf)(int), int x)
{
	Guard g("call_pmf");
	return (c.*pmf)(x);
}

int main()
{
	int (*const ok_ops[])(int) = {op_ok, op_double};
	printf("ok %d\n", apply_all(ok_ops, 2, 3));
	int (*const bad_ops[])(int) = {op_ok, op_throw, op_double};
	try {
		apply_all(bad_ops, 3, 3);
	} catch (int v) {
		printf("table threw %d\n", v);
	}
	Calc2 c;
	c.base = 1000;
	try {
		call_pmf(c, &Calc::plain, 7);
	} catch (int v) {
		printf("pmf plain threw %d\n", v);
	}
	try {
		call_pmf(c, &Calc::virt, 8);
	} catch (int v) {
		printf("pmf virtual threw %d\n", v);
	}
	int (*lam)(int) = [](int x) -> int { throw x + 1; };
	try {
		lam(41);
	} catch (int v) {
		printf("lambda threw %d\n", v);
	}
	return 0;
}
