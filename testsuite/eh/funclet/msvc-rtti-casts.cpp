// dynamic_cast under the MSVC ABI (__RTDynamicCast, __RTCastToVoid): single,
// multiple and virtual inheritance, cross casts, ambiguous and private bases
extern "C" int printf(const char *, ...);

struct A { int a = 1; virtual ~A() {} };
struct B : A { int b = 2; };
struct C { int c = 3; virtual ~C() {} };
struct MI : B, C { int mi = 4; };          // multiple: B (with A) and C
struct V { int v = 5; virtual ~V() {} };
struct L : virtual V { int l = 6; };
struct R : virtual V { int r = 7; };
struct D : L, R { int d = 8; };            // diamond over virtual V
struct X : A { int x = 9; };
struct AA : B, X, C { int aa = 10; };      // A twice: ambiguous in AA
struct P : private A { int p = 11; A *self() { return this; } };
struct Q : B, private C { int q = 12; C *asc() { return this; } };

static int __attribute__((noinline)) ok(const void *p) { return p != nullptr; }

int main()
{
	MI mi;
	A *pa = &mi;
	C *pc = &mi;
	printf("down A->MI %d\n", dynamic_cast<MI *>(pa) == &mi);
	printf("down C->MI %d\n", dynamic_cast<MI *>(pc) == &mi);
	printf("cross A->C %d %d\n", dynamic_cast<C *>(pa) == pc, dynamic_cast<C *>(pa)->c);
	printf("cross C->B %d %d\n", dynamic_cast<B *>(pc) == static_cast<B *>(&mi), dynamic_cast<B *>(pc)->b);
	printf("void* from C %d\n", dynamic_cast<void *>(pc) == static_cast<void *>(&mi));
	printf("wrong A->D %d\n", ok(dynamic_cast<D *>(pa)));

	D d;
	V *pv = &d;
	L *pl = &d;
	printf("virtual V->D %d %d\n", dynamic_cast<D *>(pv) == &d, dynamic_cast<D *>(pv)->d);
	printf("virtual V->R %d %d\n", dynamic_cast<R *>(pv) == static_cast<R *>(&d), dynamic_cast<R *>(pv)->r);
	printf("cross L->R %d\n", dynamic_cast<R *>(pl) == static_cast<R *>(&d));
	printf("void* from V %d\n", dynamic_cast<void *>(pv) == static_cast<void *>(&d));
	L l;
	printf("V of a plain L ->R %d, ->L %d\n", ok(dynamic_cast<R *>(static_cast<V *>(&l))),
	       dynamic_cast<L *>(static_cast<V *>(&l)) == &l);

	AA aa;
	B *pb = &aa;
	A *pa_b = pb; // the A inside B
	printf("A in B ->AA %d\n", dynamic_cast<AA *>(pa_b) == &aa);
	printf("cross B->X %d\n", dynamic_cast<X *>(pb) == static_cast<X *>(&aa));
	printf("cross C->ambiguous A %d, ->B %d\n", ok(dynamic_cast<A *>(static_cast<C *>(&aa))),
	       dynamic_cast<B *>(static_cast<C *>(&aa)) == pb);

	P p;
	printf("private base A->P %d\n", ok(dynamic_cast<P *>(p.self())));
	Q q;
	printf("private C ->Q %d, ->B %d\n", ok(dynamic_cast<Q *>(q.asc())), ok(dynamic_cast<B *>(q.asc())));
	printf("A of Q ->Q %d\n", dynamic_cast<Q *>(static_cast<A *>(&q)) == &q);

	try {
		X &rx = dynamic_cast<X &>(*pa);
		printf("never %d\n", rx.x);
	} catch (...) {
		printf("bad_cast caught\n");
	}
	A *none = nullptr;
	printf("null %d\n", ok(dynamic_cast<B *>(none)));
	return 0;
}
