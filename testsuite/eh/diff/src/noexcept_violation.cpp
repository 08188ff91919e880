// an exception leaving a noexcept function calls std::terminate (status 134, libstdc++'s message names the type); frames below the noexcept one are unwound first (the search stops at its terminate handler), the caller's handler never runs. The noexcept frame has no local with a destructor: clang 14 destroys it before terminating, clang 19 does not
extern "C" int printf(const char *, ...);

struct Trace {
	const char *n;
	explicit Trace(const char *n_) : n(n_) { printf("Trace(%s)\n", n); }
	~Trace() { printf("~Trace(%s)\n", n); }
};
struct Oops { int code; };

static void __attribute__((noinline)) thrower(int k)
{
	Trace t("thrower");
	if (k > 0)
		throw Oops{k};
}

static void __attribute__((noinline)) promise(int k) noexcept
{
	printf("promise\n");
	thrower(k);
	printf("never\n");
}

int main(int argc, char **argv)
{
	Trace t("main");
	try {
		promise(argc);
	} catch (...) {
		printf("never: caught\n");
	}
	return 0;
}
