// virtual inheritance: a diamond over a virtual base V caught as V& and V* (unambiguous, offset read from the vtable), as each side; a class with V both virtual and non-virtual makes V ambiguous
extern "C" int printf(const char *, ...);

struct V {
	int v;
	V() : v(100) {}
	virtual ~V() {}
	virtual const char *who() const { return "V"; }
};
struct L : virtual V { int l = 1; };
struct R : virtual V { int r = 2; };
struct D : L, R {
	int d = 3;
	D() { v = 300; }
	~D() override { printf("~D\n"); }
	const char *who() const override { return "D"; }
};
struct Extra : V { int e = 9; };
struct M : L, Extra { int m = 5; };

int main()
{
	try {
		throw D();
	} catch (V &v) {
		printf("V& v=%d who=%s\n", v.v, v.who());
		D *d = dynamic_cast<D *>(&v);
		printf("dynamic_cast back: l=%d r=%d d=%d\n", d->l, d->r, d->d);
	}
	try {
		throw D();
	} catch (R &r) {
		printf("R& r=%d v=%d\n", r.r, r.v);
	}
	D local;
	try {
		throw &local;
	} catch (const V *pv) {
		printf("const V* v=%d same=%d\n", pv->v, pv == static_cast<V *>(&local));
	}
	try {
		throw M();
	} catch (V &) {
		printf("wrong: ambiguous V&\n");
	} catch (Extra &e) {
		printf("Extra& e=%d\n", e.e);
	}
	printf("end\n");
	return 0;
}
