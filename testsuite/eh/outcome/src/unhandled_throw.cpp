// unhandled_throw: an exception that no frame catches: the search reaches
// the bottom of the stack, std::terminate runs without any cleanup (the
// destructor of f's local never prints); libstdc++ names the type, the
// UCRT ends silently; the target's abort status.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);

struct Guard {
	~Guard() { printf("~Guard\n"); fflush(0); }   // (before an abort: stdout may be a buffered file)
};

static void __attribute__((noinline)) f(int v)
{
	Guard g;
	if (v > 0)
		throw v;
	printf("no throw\n");
}

int main()
{
	printf("start\n");
	fflush(0);
	f(42);
	printf("not reached\n");
	return 0;
}
