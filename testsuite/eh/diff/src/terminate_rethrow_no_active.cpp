// `throw;` with no exception being handled calls std::terminate: "terminate called without an active exception", status 134
extern "C" int printf(const char *, ...);

struct Local {
	~Local() { printf("~Local (never)\n"); }
};

static void __attribute__((noinline)) rethrow_nothing()
{
	printf("rethrowing nothing\n");
	throw;
}

int main()
{
	try {
		throw 1;
	} catch (int) {
		printf("handled 1\n");
	}
	Local l;
	try {
		rethrow_nothing();
	} catch (...) {
		printf("never: caught\n");
	}
	return 0;
}
