// a base class that occurs twice (non-virtually) is ambiguous and does not catch; neither does a private or protected base; the exception falls through to the next matching handler (by reference and by pointer)
extern "C" int printf(const char *, ...);

struct Base { int v = 7; };
struct L : Base { int l = 1; };
struct R : Base { int r = 2; };
struct D : L, R {};
struct Priv : private Base { int p = 3; };
struct Prot : protected Base { int q = 4; };

int main()
{
	try {
		throw D();
	} catch (Base &) {
		printf("wrong: ambiguous Base&\n");
	} catch (R &r) {
		printf("R& r=%d\n", r.r);
	}
	D d;
	try {
		throw &d;
	} catch (Base *) {
		printf("wrong: ambiguous Base*\n");
	} catch (L *l) {
		printf("L* l=%d\n", l->l);
	}
	try {
		throw Priv();
	} catch (Base &) {
		printf("wrong: private Base&\n");
	} catch (Priv &p) {
		printf("Priv& p=%d\n", p.p);
	}
	try {
		throw Prot();
	} catch (const Base &) {
		printf("wrong: protected Base&\n");
	} catch (...) {
		printf("Prot caught by ...\n");
	}
	return 0;
}
