// the constructor of the object being thrown throws: the half-made exception's storage is released (__cxa_free_exception), the inner exception propagates instead; a copy into the exception object that throws likewise
extern "C" int printf(const char *, ...);

struct Inner { int v; };

struct Outer {
	int v;
	explicit Outer(int v_) : v(v_)
	{
		printf("Outer(%d)\n", v);
		if (v < 0)
			throw Inner{v};
	}
	Outer(const Outer &o) : v(o.v)
	{
		printf("Outer copy(%d)\n", v);
		if (v == 5)
			throw Inner{50};
	}
	~Outer() { printf("~Outer(%d)\n", v); }
};

int main()
{
	try {
		throw Outer(-1);
	} catch (Outer &) {
		printf("never: Outer\n");
	} catch (Inner &i) {
		printf("caught Inner %d\n", i.v);
	}
	try {
		Outer local(5);
		throw local;
	} catch (Outer &) {
		printf("never: Outer\n");
	} catch (Inner &i) {
		printf("caught Inner %d\n", i.v);
	}
	try {
		throw Outer(2);
	} catch (Outer &o) {
		printf("caught Outer %d\n", o.v);
	}
	return 0;
}
