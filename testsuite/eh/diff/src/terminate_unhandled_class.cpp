// an unhandled class in a namespace, passing handlers for other types: terminate names 'app::Failure'; handlers that do not match are not entered and no cleanup runs
extern "C" int printf(const char *, ...);

namespace app {
struct Failure {
	int code;
	~Failure() { printf("~Failure (never)\n"); }
};
}

struct Local {
	~Local() { printf("~Local (never)\n"); }
};

static void __attribute__((noinline)) run()
{
	Local l;
	try {
		throw app::Failure{3};
	} catch (int) {
		printf("never: int\n");
	}
}

int main()
{
	Local l;
	try {
		run();
	} catch (const char *) {
		printf("never: const char*\n");
	}
	return 0;
}
