// catch by pointer: Derived* as Base*, int* as const int*, int** as const int* const*, int* as void*, a string literal as const char*, void* not caught by int*; the pointer is not copied-through (same object)
extern "C" int printf(const char *, ...);

struct Base {
	int tag;
	virtual int id() const { return 1; }
};
struct Derived : Base {
	int id() const override { return 2; }
};

static Derived g_derived;
static int g_int = 42;

int main()
{
	g_derived.tag = 5;
	try {
		throw &g_derived;
	} catch (Base *b) {
		printf("Base* id=%d tag=%d same=%d\n", b->id(), b->tag, b == &g_derived);
	}
	try {
		throw &g_int;
	} catch (const int *p) {
		printf("const int* %d\n", *p);
	}
	int *pi = &g_int; /* outside the try: the handler reads it through the exception */
	try {
		int **ppi = &pi;
		throw ppi;
	} catch (const int *const *pp) {
		printf("const int* const* %d\n", **pp);
	}
	try {
		throw "a literal";
	} catch (char *s) {
		printf("wrong: char*\n");
	} catch (const char *s) {
		printf("const char* %s\n", s);
	}
	try {
		throw (void *)&g_int;
	} catch (int *p) {
		printf("wrong: void* caught as int*\n");
	} catch (void *p) {
		printf("void* same=%d\n", p == (void *)&g_int);
	}
	try {
		throw &g_int;
	} catch (void *p) {
		printf("int* as void* value=%d\n", *(int *)p);
	}
	try {
		throw &g_derived;
	} catch (Base &b) {
		printf("wrong: pointer caught by reference\n");
	} catch (Derived *d) {
		printf("Derived* id=%d\n", d->id());
	}
	return 0;
}
