// throw classes of a 3-level single-inheritance hierarchy, catch by reference to a base: virtual dispatch on the caught reference, changes through it survive `throw;`, the right destructors run once
extern "C" int printf(const char *, ...);

struct Base {
	int code;
	explicit Base(int c) : code(c) {}
	virtual const char *name() const { return "Base"; }
	virtual ~Base() { printf("~Base(%d)\n", code); }
};
struct Mid : Base {
	explicit Mid(int c) : Base(c) {}
	const char *name() const override { return "Mid"; }
	~Mid() override { printf("~Mid\n"); }
};
struct Leaf : Mid {
	explicit Leaf(int c) : Mid(c) {}
	const char *name() const override { return "Leaf"; }
	~Leaf() override { printf("~Leaf\n"); }
};

static void f(int k)
{
	if (k == 0)
		throw Base(10);
	if (k == 1)
		throw Mid(11);
	throw Leaf(12);
}

int main()
{
	for (int k = 0; k < 3; k++) {
		try {
			try {
				f(k);
			} catch (Mid &m) {
				printf("caught Mid& name=%s code=%d\n", m.name(), m.code);
				m.code += 100;
				throw;
			}
		} catch (const Base &b) {
			printf("caught const Base& name=%s code=%d\n", b.name(), b.code);
		}
		printf("-- %d\n", k);
	}
	return 0;
}
