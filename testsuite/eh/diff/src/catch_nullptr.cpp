// throw nullptr: caught by a pointer handler (as a null pointer), by a pointer-to-member handler, by nullptr_t; not by an int handler; a null int* is not caught by nullptr_t
extern "C" int printf(const char *, ...);
namespace std { typedef decltype(nullptr) nullptr_t; }

struct S { int m; };

int main()
{
	try {
		throw nullptr;
	} catch (int) {
		printf("wrong: int\n");
	} catch (S *p) {
		printf("S* null=%d\n", p == nullptr);
	}
	try {
		throw nullptr;
	} catch (int S::*pm) {
		printf("int S::* null=%d\n", pm == nullptr);
	}
	try {
		throw nullptr;
	} catch (std::nullptr_t n) {
		printf("nullptr_t\n");
	}
	try {
		throw (int *)nullptr;
	} catch (std::nullptr_t) {
		printf("wrong: nullptr_t\n");
	} catch (const int *p) {
		printf("const int* null=%d\n", p == nullptr);
	}
	return 0;
}
