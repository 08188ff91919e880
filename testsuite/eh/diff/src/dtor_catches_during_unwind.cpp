// a destructor running during an unwind throws and catches exceptions of its own (also of the same type, two calls deep): allowed, no terminate; the original exception continues to its handler unchanged
extern "C" int printf(const char *, ...);

struct Err {
	int v;
	~Err() { printf("~Err(%d)\n", v); }
};

static void __attribute__((noinline)) helper(int v)
{
	throw Err{v};
}
static void __attribute__((noinline)) helper2(int v)
{
	helper(v);
}

struct Careful {
	~Careful()
	{
		printf("~Careful start\n");
		try {
			helper2(2);
		} catch (Err &e) {
			printf("~Careful caught its own %d\n", e.v);
		}
		try {
			throw 3;
		} catch (int i) {
			printf("~Careful caught int %d\n", i);
		}
		printf("~Careful end\n");
	}
};

static void __attribute__((noinline)) work()
{
	Careful c;
	throw Err{1};
}

int main()
{
	try {
		work();
	} catch (Err &e) {
		printf("main caught %d\n", e.v);
	}
	return 0;
}
