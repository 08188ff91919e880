// pointers to members as exceptions: int S::* caught by int S::* and const int S::*, a member function pointer caught by its exact type, a mismatched class not caught
extern "C" int printf(const char *, ...);

struct S {
	int a, b;
	int get() { return a + b; }
	int twice() { return 2 * b; }
};
struct T { int a; };

int main()
{
	S s;
	s.a = 3;
	s.b = 4;
	try {
		throw &S::b;
	} catch (int T::*) {
		printf("wrong: int T::*\n");
	} catch (int S::*pm) {
		printf("int S::* -> %d\n", s.*pm);
	}
	try {
		throw &S::a;
	} catch (const int S::*pm) {
		printf("const int S::* -> %d\n", s.*pm);
	}
	try {
		throw &S::twice;
	} catch (int (S::*pmf)()) {
		printf("int (S::*)() -> %d\n", (s.*pmf)());
	}
	return 0;
}
