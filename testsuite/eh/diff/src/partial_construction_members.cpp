// a constructor that throws after some members are built: exactly the constructed members are destroyed, in reverse order; the object's own destructor does not run; the enclosing object's earlier members too
extern "C" int printf(const char *, ...);

struct Member {
	int id;
	explicit Member(int i) : id(i)
	{
		printf("Member(%d)\n", id);
		if (id == 3 || id == 13)
			throw id;
	}
	~Member() { printf("~Member(%d)\n", id); }
};

struct Holder {
	Member m1, m2, m3, m4;
	Holder() : m1(1), m2(2), m3(3), m4(4) { printf("Holder body (never)\n"); }
	~Holder() { printf("~Holder (never)\n"); }
};

struct Outer {
	Member first;
	Member second;
	Member third;
	Outer() : first(11), second(12), third(13) {}
	~Outer() { printf("~Outer (never)\n"); }
};

struct BodyThrows {
	Member a, b;
	BodyThrows() : a(21), b(22)
	{
		printf("BodyThrows body throws\n");
		throw 23;
	}
	~BodyThrows() { printf("~BodyThrows (never)\n"); }
};

int main()
{
	try {
		Holder h;
	} catch (int v) {
		printf("caught %d\n", v);
	}
	try {
		Outer o;
	} catch (int v) {
		printf("caught %d\n", v);
	}
	try {
		BodyThrows b;
	} catch (int v) {
		printf("caught %d\n", v);
	}
	return 0;
}
