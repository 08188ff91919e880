// an int that nothing catches: std::terminate with "terminate called after throwing an instance of 'int'", status 134; no destructor runs (the search phase finds no handler, nothing is unwound)
extern "C" int printf(const char *, ...);

struct Local {
	int id;
	explicit Local(int i) : id(i) { printf("Local(%d)\n", id); }
	~Local() { printf("~Local(%d) (never)\n", id); }
};

static void __attribute__((noinline)) deep(int n)
{
	Local l(n);
	if (n == 0)
		throw 7;
	deep(n - 1);
}

int main()
{
	Local m(100);
	deep(3);
	return 0;
}
