// noexcept_escape: an exception leaves f into the noexcept h, called from a
// main that has no EH table (at -O0 the call of the nounwind h is a plain
// call and main is nounwind).  Itanium: h's terminate handler ends the
// search, f's frame unwinds (~Guard prints), then std::terminate.  MSVC
// (EH-M-5): the terminate pad is a cleanup, the search passes h and main
// and finds no handler: terminate at once, no destructor (issue 21: ehi
// used to report main's nounwind at -O0 instead).
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
}

static void __attribute__((noinline)) h(int v) noexcept
{
	f(v);
}

int main()
{
	printf("start\n");
	fflush(0);
	h(7);
	printf("not reached\n");
	return 0;
}
