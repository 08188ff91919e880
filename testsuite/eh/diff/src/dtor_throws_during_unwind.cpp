// a noexcept(false) destructor that throws while the stack is being unwound for another exception calls std::terminate (the message names the second exception's type); status 134
extern "C" int printf(const char *, ...);

struct First { int v; };
struct Second { int v; };

struct Bad {
	~Bad() noexcept(false)
	{
		printf("~Bad throws Second\n");
		throw Second{2};
	}
};
struct Fine {
	~Fine() { printf("~Fine\n"); }
};

static void __attribute__((noinline)) work()
{
	Fine f;
	Bad b;
	printf("throwing First\n");
	throw First{1};
}

int main()
{
	try {
		work();
	} catch (...) {
		printf("never: caught\n");
	}
	return 0;
}
