// C frames compiled with -fexceptions (c_cleanup_between.c, llvm-linked into the module) between C++ frames: a C++ exception unwinds through them running their __attribute__((cleanup)) handlers (C personality) in order, interleaved with C++ destructors
extern "C" int printf(const char *, ...);
extern "C" {
typedef void (*callback_t)(int);
void c_layer(int depth, callback_t cb);
}

struct Obj {
	int d;
	explicit Obj(int d_) : d(d_) {}
	~Obj() { printf("C++ ~Obj(%d)\n", d); }
};

extern "C" void cpp_callback(int depth)
{
	Obj o(depth);
	if (depth == 3) {
		printf("C++ throws at %d\n", depth);
		throw depth;
	}
	c_layer(depth + 1, cpp_callback);
}

int main()
{
	try {
		c_layer(1, cpp_callback);
	} catch (int v) {
		printf("caught %d\n", v);
	}
	c_layer(10, [](int d) { printf("no-throw callback %d\n", d); });
	return 0;
}
