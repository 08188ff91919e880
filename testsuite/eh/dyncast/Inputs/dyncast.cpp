// dynamic_cast against the real C++ runtime (testsuite/eh/dyncast): every
// result printed as an offset from the start of the complete object (or
// "null"), never as a raw pointer.  No standard headers.
extern "C" int printf(const char *, ...);
namespace std {
class exception {
public:
	exception() noexcept {}
	virtual ~exception() noexcept;
	virtual const char *what() const noexcept;
};
class bad_cast : public exception {
public:
	bad_cast() noexcept {}
	virtual ~bad_cast() noexcept;
	virtual const char *what() const noexcept;
};
}

// hides a pointer from the optimiser, so that every cast is done at run time
template <class T> static T *opaque(T *p)
{
	T *volatile q = p;
	return q;
}

static void *whole;   // the complete object of the current test

static void __attribute__((noinline)) show(const char *what, const void *p)
{
	if (!p)
		printf("%-28s null\n", what);
	else
		printf("%-28s +%ld\n", what, (long)((const char *)p - (const char *)whole));
}

// ---- single inheritance
struct A { virtual void fA() {} int a = 1; };
struct B : A { int b = 2; };
struct C : B { int c = 3; };
struct Sib : A { int s = 4; };
struct Fin final : B { int f = 5; };

// ---- multiple inheritance
struct X { virtual void fX() {} int x = 6; };
struct Y { virtual void fY() {} int y = 7; };
struct Empty {};
struct XY : X, Y, Empty { int xy = 8; };
struct Z { virtual void fZ() {} int z = 9; };

// ---- virtual inheritance: a diamond over V
struct V { virtual void fV() {} int v = 10; };
struct L : virtual V { int l = 11; };
struct R : virtual V { int r = 12; };
struct D : L, R { int d = 13; };
// V both virtual (through L) and non-virtual (through NV): ambiguous
struct NV : V { int nv = 14; };
struct M : L, NV, Z { int m = 15; };
// a deeper lattice: two virtual diamonds sharing V
struct L2 : virtual L { int l2 = 16; };
struct R2 : virtual R, virtual L { int r2 = 17; };
struct D2 : L2, R2 { int d2 = 18; };

// one virtual V under two distinct VC subobjects: a downcast to VC is ambiguous
struct VC : virtual V { int vc = 31; };
struct VP : VC { int vp = 32; };
struct VQ : VC { int vq = 33; };
struct VPQ : VP, VQ { int vpq = 34; };

// ---- A twice, non-virtually
struct A1 : A { int a1 = 19; };
struct A2 : A { int a2 = 20; };
struct AA : A1, A2 { int aa = 21; };

// ---- private and protected bases
struct PrivA : private A {
	int p = 22;
	A *as_a() { return this; }
};
struct ProtA : protected A {
	int p = 23;
	A *as_a() { return this; }
};
struct HasPriv : PrivA, X { int h = 24; };
// a private path and a public one to the same virtual base
struct PV : private virtual V { int pv = 25; V *as_v() { return this; } };
struct PVD : PV, virtual V { int pvd = 26; };
// a private base of a class that is itself a public base
struct PX : private X { int px = 27; X *as_x() { return this; } };
struct PXY : PX, Y { int pxy = 28; };

// ---- during construction: the vptr is the base's (construction vtables)
struct CV : virtual V {
	int cv = 29;
	CV();
};
struct CD : Z, CV { int cd = 30; };
// (whole is the storage of the CD under construction)
static void __attribute__((noinline)) in_ctor(V *v)
{
	show("ctor: V -> CV", dynamic_cast<CV *>(opaque(v)));
	show("ctor: V -> CD", dynamic_cast<CD *>(opaque(v)));
	show("ctor: V -> Z", dynamic_cast<Z *>(opaque(v)));
	show("ctor: V -> void", dynamic_cast<void *>(opaque(v)));
}
CV::CV() { in_ctor(this); }
inline void *operator new(decltype(sizeof 0), void *p) noexcept { return p; }
alignas(CD) static char cd_storage[sizeof(CD)];

// references: a failed cast throws std::bad_cast
template <class T, class S> static int __attribute__((noinline)) ref_cast(S &s)
{
	try {
		T &t = dynamic_cast<T &>(s);
		show("  ok", &t);
		return 1;
	} catch (std::bad_cast &e) {
		printf("  bad_cast: %s\n", e.what());
		return 0;
	}
}

int main()
{
	printf("-- single\n");
	{
		C c;
		whole = &c;
		A *a = opaque<A>(&c);
		show("A -> B", dynamic_cast<B *>(a));
		show("A -> C", dynamic_cast<C *>(a));
		show("A -> Sib", dynamic_cast<Sib *>(a));
		show("A -> Fin", dynamic_cast<Fin *>(a));
		show("A -> void", dynamic_cast<void *>(a));
		show("B -> C", dynamic_cast<C *>(opaque<B>(&c)));
		show("A -> X (unrelated)", dynamic_cast<X *>(a));
		B b;
		whole = &b;
		show("B obj: A -> B", dynamic_cast<B *>(opaque<A>(&b)));
		show("B obj: A -> C", dynamic_cast<C *>(opaque<A>(&b)));
		Fin f;
		whole = &f;
		show("Fin obj: A -> Fin", dynamic_cast<Fin *>(opaque<A>(&f)));
		show("Fin obj: B -> Fin", dynamic_cast<Fin *>(opaque<B>(&f)));
		show("C obj: B -> Fin", dynamic_cast<Fin *>(opaque<B>(&c)));
		A *nul = opaque<A>(nullptr);
		show("null A -> C", dynamic_cast<C *>(nul));
		show("null A -> void", dynamic_cast<void *>(nul));
	}
	printf("-- multiple\n");
	{
		XY xy;
		whole = &xy;
		X *x = opaque<X>(&xy);
		Y *y = opaque<Y>(&xy);
		show("X -> XY", dynamic_cast<XY *>(x));
		show("Y -> XY", dynamic_cast<XY *>(y));
		show("X -> Y (cross)", dynamic_cast<Y *>(x));
		show("Y -> X (cross)", dynamic_cast<X *>(y));
		show("X -> Empty (cross)", dynamic_cast<Empty *>(x));
		show("Y -> void", dynamic_cast<void *>(y));
		show("X -> Z", dynamic_cast<Z *>(x));
		const Y *cy = opaque<const Y>(&xy);
		show("const Y -> const X", dynamic_cast<const X *>(cy));
	}
	printf("-- virtual diamond\n");
	{
		D d;
		whole = &d;
		V *v = opaque<V>(&d);
		L *l = opaque<L>(&d);
		R *r = opaque<R>(&d);
		show("V -> D", dynamic_cast<D *>(v));
		show("V -> L", dynamic_cast<L *>(v));
		show("V -> R", dynamic_cast<R *>(v));
		show("L -> R (cross)", dynamic_cast<R *>(l));
		show("R -> L (cross)", dynamic_cast<L *>(r));
		show("R -> D", dynamic_cast<D *>(r));
		show("V -> void", dynamic_cast<void *>(v));
		show("R -> void", dynamic_cast<void *>(r));
		show("V -> M", dynamic_cast<M *>(v));
		L ll;
		whole = &ll;
		show("L obj: V -> L", dynamic_cast<L *>(opaque<V>(&ll)));
		show("L obj: V -> D", dynamic_cast<D *>(opaque<V>(&ll)));
		show("L obj: V -> R", dynamic_cast<R *>(opaque<V>(&ll)));
	}
	printf("-- deeper lattice\n");
	{
		D2 d2;
		whole = &d2;
		V *v = opaque<V>(&d2);
		show("V -> D2", dynamic_cast<D2 *>(v));
		show("V -> L", dynamic_cast<L *>(v));
		show("V -> R", dynamic_cast<R *>(v));
		show("V -> L2", dynamic_cast<L2 *>(v));
		show("V -> R2", dynamic_cast<R2 *>(v));
		show("L -> R2", dynamic_cast<R2 *>(opaque<L>(&d2)));
		show("R -> L2", dynamic_cast<L2 *>(opaque<R>(&d2)));
		show("L2 -> R (cross)", dynamic_cast<R *>(opaque<L2>(&d2)));
		show("V -> void", dynamic_cast<void *>(v));
	}
	printf("-- ambiguous\n");
	{
		M m;
		whole = &m;
		V *vl = opaque<V>(static_cast<L *>(&m));
		V *vn = opaque<V>(static_cast<NV *>(&m));
		show("V(L) -> L", dynamic_cast<L *>(vl));
		show("V(L) -> NV", dynamic_cast<NV *>(vl));
		show("V(NV) -> NV", dynamic_cast<NV *>(vn));
		show("V(NV) -> L", dynamic_cast<L *>(vn));
		show("V(L) -> M", dynamic_cast<M *>(vl));
		show("V(NV) -> M", dynamic_cast<M *>(vn));
		show("Z -> V (ambiguous)", dynamic_cast<V *>(opaque<Z>(&m)));
		show("Z -> L (cross)", dynamic_cast<L *>(opaque<Z>(&m)));
		show("Z -> NV (cross)", dynamic_cast<NV *>(opaque<Z>(&m)));
		show("Z -> void", dynamic_cast<void *>(opaque<Z>(&m)));
		show("NV -> L (cross)", dynamic_cast<L *>(opaque<NV>(&m)));
		AA aa;
		whole = &aa;
		A *a1 = opaque<A>(static_cast<A1 *>(&aa));
		A *a2 = opaque<A>(static_cast<A2 *>(&aa));
		show("A(A1) -> AA", dynamic_cast<AA *>(a1));
		show("A(A2) -> AA", dynamic_cast<AA *>(a2));
		show("A(A1) -> A1", dynamic_cast<A1 *>(a1));
		show("A(A1) -> A2 (cross)", dynamic_cast<A2 *>(a1));
		show("A(A2) -> A1 (cross)", dynamic_cast<A1 *>(a2));
		show("A(A2) -> void", dynamic_cast<void *>(a2));
		VPQ vpq;
		whole = &vpq;
		V *vv = opaque<V>(&vpq);
		show("V -> VC (two contain it)", dynamic_cast<VC *>(vv));
		show("V -> VP", dynamic_cast<VP *>(vv));
		show("V -> VQ", dynamic_cast<VQ *>(vv));
		show("V -> VPQ", dynamic_cast<VPQ *>(vv));
		show("VP -> VQ (cross)", dynamic_cast<VQ *>(opaque<VP>(&vpq)));
	}
	printf("-- private and protected\n");
	{
		PrivA pa;
		whole = &pa;
		show("A -> PrivA (private)", dynamic_cast<PrivA *>(opaque(pa.as_a())));
		show("A -> void", dynamic_cast<void *>(opaque(pa.as_a())));
		ProtA pr;
		whole = &pr;
		show("A -> ProtA (protected)", dynamic_cast<ProtA *>(opaque(pr.as_a())));
		HasPriv hp;
		whole = &hp;
		show("A -> HasPriv", dynamic_cast<HasPriv *>(opaque(hp.as_a())));
		show("A -> X (cross, private src)", dynamic_cast<X *>(opaque(hp.as_a())));
		show("X -> PrivA (cross)", dynamic_cast<PrivA *>(opaque<X>(&hp)));
		show("X -> HasPriv", dynamic_cast<HasPriv *>(opaque<X>(&hp)));
		PVD pvd;
		whole = &pvd;
		show("V -> PV (private path)", dynamic_cast<PV *>(opaque(pvd.as_v())));
		show("V -> PVD (public path)", dynamic_cast<PVD *>(opaque(pvd.as_v())));
		PXY pxy;
		whole = &pxy;
		show("X -> PX (private)", dynamic_cast<PX *>(opaque(pxy.as_x())));
		show("X -> PXY", dynamic_cast<PXY *>(opaque(pxy.as_x())));
		show("X -> Y (private src)", dynamic_cast<Y *>(opaque(pxy.as_x())));
		show("Y -> PX (cross)", dynamic_cast<PX *>(opaque<Y>(&pxy)));
	}
	printf("-- construction\n");
	{
		whole = cd_storage;
		CD *cd = new (cd_storage) CD;
		show("after: V -> CV", dynamic_cast<CV *>(opaque<V>(cd)));
		show("after: V -> CD", dynamic_cast<CD *>(opaque<V>(cd)));
		show("after: Z -> V (cross)", dynamic_cast<V *>(opaque<Z>(cd)));
		show("after: V -> void", dynamic_cast<void *>(opaque<V>(cd)));
	}
	printf("-- references\n");
	{
		D d;
		whole = &d;
		int n = 0;
		printf("V& -> D&\n");
		n += ref_cast<D>(*opaque<V>(&d));
		printf("V& -> R&\n");
		n += ref_cast<R>(*opaque<V>(&d));
		printf("L& -> R&\n");
		n += ref_cast<R>(*opaque<L>(&d));
		printf("V& -> M&\n");
		n += ref_cast<M>(*opaque<V>(&d));
		C c;
		whole = &c;
		printf("A& -> Sib&\n");
		n += ref_cast<Sib>(*opaque<A>(&c));
		printf("A& -> Fin&\n");
		n += ref_cast<Fin>(*opaque<A>(&c));
		printf("A& -> X&\n");
		n += ref_cast<X>(*opaque<A>(&c));
		printf("A& -> const C&\n");
		n += ref_cast<const C>(*opaque<A>(&c));
		printf("casts that succeeded: %d\n", n);
		try {
			Sib &s = dynamic_cast<Sib &>(*opaque<A>(&c));
			printf("never %d\n", s.s);
		} catch (std::exception &e) {
			printf("as std::exception: %s\n", e.what());
		}
	}
	return 0;
}
