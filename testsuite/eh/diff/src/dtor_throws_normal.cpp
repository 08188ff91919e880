// a noexcept(false) destructor that throws on normal scope exit (no unwind in progress): the exception propagates and is caught; the other locals of that scope are still destroyed
extern "C" int printf(const char *, ...);

struct Plain {
	int id;
	explicit Plain(int i) : id(i) {}
	~Plain() { printf("~Plain(%d)\n", id); }
};
struct Thrower {
	~Thrower() noexcept(false)
	{
		printf("~Thrower throws\n");
		throw 42;
	}
};

int main()
{
	try {
		Plain a(1);
		Thrower t;
		Plain b(2);
		printf("end of scope\n");
	} catch (int v) {
		printf("caught %d\n", v);
	}
	printf("end\n");
	return 0;
}
