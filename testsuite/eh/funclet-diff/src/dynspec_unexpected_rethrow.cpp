// EH-STD: c++14. A dynamic exception specification throw(A) violated by B: __cxa_call_unexpected calls the std::set_unexpected handler, which throws an A; that is allowed by the spec and reaches the caller's handler
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

struct A { int v; };
struct B { int v; };

static void handler()
{
	printf("unexpected handler: throwing A\n");
	throw A{2};
}

struct Local {
	~Local() { printf("~Local\n"); }
};

static void __attribute__((noinline)) only_a(int k) throw(A)
{
	Local l;
	if (k == 1)
		throw A{1};
	throw B{k};
}

int main()
{
	std::set_unexpected(handler);
	for (int k = 1; k <= 2; k++) {
		try {
			only_a(k);
		} catch (A &a) {
			printf("caught A %d\n", a.v);
		} catch (B &b) {
			printf("never: B %d\n", b.v);
		}
	}
	return 0;
}
