// an exception thrown 10 frames deep: each frame's local object is destroyed in innermost-first order during the unwind, then the handler in main runs; code after the calls never runs
extern "C" int printf(const char *, ...);

struct Frame {
	int depth;
	explicit Frame(int d) : depth(d) { printf("enter %d\n", depth); }
	~Frame() { printf("leave %d\n", depth); }
};

static int recurse(int depth)
{
	Frame f(depth);
	if (depth == 10)
		throw depth * 7;
	int r = recurse(depth + 1);
	printf("never: after call at %d\n", depth);
	return r + 1;
}

int main()
{
	Frame outer(0);
	try {
		recurse(1);
	} catch (int v) {
		printf("caught %d\n", v);
	}
	printf("end\n");
	return 0;
}
