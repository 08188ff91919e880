// EH-STD: c++14. throw(A) violated with the default unexpected handler: std::unexpected calls std::terminate, the message names the offending type 'B', status 134; the violating function's locals were destroyed first
extern "C" int printf(const char *, ...);

struct A {};
struct B { int v; };
struct Local {
	const char *n;
	explicit Local(const char *n_) : n(n_) {}
	~Local() { printf("~Local(%s)\n", n); }
};

static void __attribute__((noinline)) thrower()
{
	Local l("thrower");
	throw B{1};
}

static void __attribute__((noinline)) only_a() throw(A)
{
	Local l("only_a");
	thrower();
}

int main()
{
	Local l("main");
	try {
		only_a();
	} catch (...) {
		printf("never: caught\n");
	}
	return 0;
}
