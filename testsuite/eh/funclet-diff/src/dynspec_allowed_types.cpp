// EH-STD: c++14. Exceptions allowed by a dynamic specification pass through untouched: the listed type, a class derived from it, a derived pointer for a listed base pointer; throw() with an internal try/catch does not call unexpected
extern "C" int printf(const char *, ...);
#if defined(_MSC_VER)
// the UCRT's set_unexpected is a C function at global scope (eh.h); std:: names it by using-declaration
typedef void (*unexpected_handler)();
extern "C" unexpected_handler set_unexpected(unexpected_handler) throw();
namespace std {
using ::unexpected_handler;
using ::set_unexpected;
}
#else
namespace std {
typedef void (*unexpected_handler)();
unexpected_handler set_unexpected(unexpected_handler) throw();
}
#endif

struct Base { int v; };
struct Derived : Base {};
static Derived g_d;

static void never_handler()
{
	printf("never: unexpected\n");
	throw;
}

static void __attribute__((noinline)) spec(int k) throw(Base, int, Base *)
{
	if (k == 0)
		throw Base{10};
	if (k == 1) {
		Derived d;
		d.v = 11;
		throw d;
	}
	if (k == 2)
		throw 12;
	g_d.v = 13;
	throw &g_d;
}

static int __attribute__((noinline)) quiet(int k) throw()
{
	try {
		spec(k);
	} catch (...) {
		return k;
	}
	return -1;
}

int main()
{
	std::set_unexpected(never_handler);
	for (int k = 0; k < 4; k++) {
		try {
			spec(k);
		} catch (Derived &d) {
			printf("%d: Derived %d\n", k, d.v);
		} catch (Base &b) {
			printf("%d: Base %d\n", k, b.v);
		} catch (int i) {
			printf("%d: int %d\n", k, i);
		} catch (Base *p) {
			printf("%d: Base* %d\n", k, p->v);
		}
	}
	printf("quiet %d\n", quiet(0) + quiet(3));
	return 0;
}
