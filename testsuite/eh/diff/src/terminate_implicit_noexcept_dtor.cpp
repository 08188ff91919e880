// a destructor without noexcept(false) is implicitly noexcept: throwing from it (even with no unwind in progress) calls std::terminate, message names 'int', status 134; the enclosing handler is not entered
extern "C" int printf(const char *, ...);

struct Implicit {
	~Implicit()
	{
		printf("~Implicit throws\n");
		throw 5;
	}
};

int main()
{
	try {
		Implicit i;
		printf("leaving scope\n");
	} catch (...) {
		printf("never: caught\n");
	}
	return 0;
}
