// throwing a new exception from a handler: the handled exception is destroyed when the handler is left by the new throw; the new one propagates to the outer handler; handler locals unwound
extern "C" int printf(const char *, ...);

struct E {
	int v;
	explicit E(int v_) : v(v_) { printf("E(%d)\n", v); }
	~E() { printf("~E(%d)\n", v); }
};
struct Guard {
	~Guard() { printf("~Guard\n"); }
};

static void translate()
{
	try {
		throw E(1);
	} catch (E &e) {
		Guard g;
		printf("translating %d\n", e.v);
		throw E(e.v + 1);
	}
}

int main()
{
	try {
		translate();
	} catch (E &e) {
		printf("caught %d\n", e.v);
	}
	try {
		try {
			throw 5;
		} catch (int i) {
			throw E(i * 2);
		}
	} catch (int) {
		printf("wrong: int\n");
	} catch (E &e) {
		printf("caught translated %d\n", e.v);
	}
	return 0;
}
