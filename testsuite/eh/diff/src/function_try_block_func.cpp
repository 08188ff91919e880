// function-try-blocks on an ordinary function (the handler returns a value; locals of the body already destroyed), on a throwing destructor (implicit rethrow), and on main itself
extern "C" int printf(const char *, ...);

struct Local {
	~Local() { printf("~Local\n"); }
};

static int compute(int x) try {
	Local l;
	if (x > 2)
		throw x;
	return x * 10;
} catch (int v) {
	printf("compute handler %d\n", v);
	return -v;
}

struct Noisy {
	int id;
	explicit Noisy(int i) : id(i) {}
	~Noisy() noexcept(false) try {
		printf("~Noisy(%d) body\n", id);
		if (id == 2)
			throw id;
	} catch (int v) {
		printf("~Noisy handler %d (rethrows)\n", v);
	}
};

int main() try {
	printf("compute(1)=%d\n", compute(1));
	printf("compute(5)=%d\n", compute(5));
	try {
		Noisy n(2);
	} catch (int v) {
		printf("caught from destructor %d\n", v);
	}
	throw 99;
} catch (int v) {
	printf("main handler %d\n", v);
	return 3;
}
