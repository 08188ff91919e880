// extern "C" functions with __attribute__((cleanup)) in the C++ translation unit, between C++ frames: the cleanup functions run during the unwind like destructors, innermost first; no cleanup for the never-initialised variable after the throw point
extern "C" int printf(const char *, ...);

extern "C" {
static void release(int *p) { printf("cleanup %d\n", *p); }

void c_thrower(int n)
{
	int a __attribute__((cleanup(release))) = n;
	if (n == 0)
		throw 99;
	int b __attribute__((cleanup(release))) = n + 100;
	void c_middle(int);
	c_middle(n - 1);
}

void c_middle(int n)
{
	int m __attribute__((cleanup(release))) = 1000 + n;
	c_thrower(n);
}
}

struct Obj {
	~Obj() { printf("~Obj\n"); }
};

static void __attribute__((noinline)) cpp_frame()
{
	Obj o;
	c_thrower(2);
}

int main()
{
	try {
		cpp_frame();
	} catch (int v) {
		printf("caught %d\n", v);
	}
	return 0;
}
