// `throw e;` in a handler throws a new, sliced copy of the static type (the original is destroyed at the end of its handler); `throw;` keeps the dynamic type
extern "C" int printf(const char *, ...);

struct Base {
	int id;
	explicit Base(int i) : id(i) { printf("Base(%d)\n", id); }
	Base(const Base &o) : id(o.id + 10) { printf("Base copy %d -> %d\n", o.id, id); }
	virtual ~Base() { printf("~Base(%d)\n", id); }
	virtual const char *kind() const { return "Base"; }
};
struct Derived : Base {
	explicit Derived(int i) : Base(i) {}
	Derived(const Derived &o) : Base(o) {}
	const char *kind() const override { return "Derived"; }
};

int main()
{
	try {
		try {
			throw Derived(1);
		} catch (Base &b) {
			printf("inner %s %d, throw b\n", b.kind(), b.id);
			throw b;
		}
	} catch (Derived &d) {
		printf("wrong: Derived\n");
	} catch (Base &b) {
		printf("outer %s %d\n", b.kind(), b.id);
	}
	try {
		try {
			throw Derived(2);
		} catch (Base &b) {
			printf("inner %s %d, throw;\n", b.kind(), b.id);
			throw;
		}
	} catch (Derived &d) {
		printf("outer %s %d\n", d.kind(), d.id);
	}
	return 0;
}
