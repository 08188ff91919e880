// a catch (...) that rethrows with no outer handler: cleanups between the throw and the catch (...) ran during the first unwind, then the rethrow finds no handler and terminates naming 'Lost', status 134
extern "C" int printf(const char *, ...);

struct Lost { int v; };
struct Local {
	const char *n;
	explicit Local(const char *n_) : n(n_) {}
	~Local() { printf("~Local(%s)\n", n); }
};

static void __attribute__((noinline)) thrower()
{
	Local l("thrower");
	throw Lost{1};
}

static void __attribute__((noinline)) middle()
{
	Local l("middle");
	try {
		thrower();
	} catch (...) {
		printf("middle: cleanup and rethrow\n");
		throw;
	}
}

int main()
{
	Local l("main");
	middle();
	return 0;
}
