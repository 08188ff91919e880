// catch by value of a class with a user copy constructor (__cxa_get_exception_ptr): the handler's copy, its destruction, and `throw;` rethrowing the original object, not the modified copy
extern "C" int printf(const char *, ...);

struct E {
	int v;
	E(int v_) : v(v_) { printf("E(%d)\n", v); }
	E(const E &o) : v(o.v + 100) { printf("E(copy of %d) -> %d\n", o.v, v); }
	~E() { printf("~E(%d)\n", v); }
};

static void thrower(int n)
{
	printf("throwing E(%d)\n", n);
	throw E(n);
}

int main()
{
	try {
		try {
			thrower(1);
		} catch (E e) {
			printf("inner caught %d\n", e.v);
			e.v = 7;
			throw;
		}
	} catch (E e) {
		printf("outer caught %d\n", e.v);
	}
	try {
		thrower(2);
	} catch (const E e) {
		printf("caught const E %d\n", e.v);
	}
	printf("done\n");
	return 0;
}
