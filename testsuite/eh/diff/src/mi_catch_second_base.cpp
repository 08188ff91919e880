// multiple inheritance: a class derived from A and B thrown and caught as B& and B* (pointer adjusted to the second base), as A&, and as the full class; values and virtual calls through the adjusted reference
extern "C" int printf(const char *, ...);

struct A {
	int a = 1;
	virtual ~A() {}
	virtual const char *whoA() const { return "A"; }
};
struct B {
	int b = 2;
	virtual ~B() {}
	virtual const char *whoB() const { return "B"; }
};
struct D : A, B {
	int d;
	explicit D(int k) : d(k) { a = 10 * k; b = 20 * k; printf("D(%d)\n", k); }
	D(const D &o) : A(o), B(o), d(o.d) { printf("D copy(%d)\n", d); }
	~D() override { printf("~D(%d)\n", d); }
	const char *whoA() const override { return "D via A"; }
	const char *whoB() const override { return "D via B"; }
};

int main()
{
	try {
		throw D(1);
	} catch (B &b) {
		printf("B& b=%d who=%s\n", b.b, b.whoB());
		D &d = static_cast<D &>(b);
		printf("back to D: a=%d d=%d\n", d.a, d.d);
	}
	try {
		throw D(2);
	} catch (const A &a) {
		printf("A& a=%d who=%s\n", a.a, a.whoA());
	}
	D local(3);
	try {
		throw &local;
	} catch (A *) {
		printf("A* matches too\n");
	}
	try {
		throw &local;
	} catch (B *pb) {
		printf("B* b=%d same=%d\n", pb->b, pb == static_cast<B *>(&local));
	}
	try {
		throw D(4);
	} catch (D d) {
		printf("D by value a=%d b=%d d=%d\n", d.a, d.b, d.d);
	}
	printf("end\n");
	return 0;
}
