extern "C" int printf(const char *, ...);
struct A { virtual ~A() {} };
struct B : A { int b = 1; };
static A *__attribute__((noinline)) id(A *p) { return p; }
int main()
{
	B b;
	printf("cast %d\n", dynamic_cast<B *>(id(&b)) == &b);
	printf("typeid %d\n", &typeid(*id(&b)) != nullptr);
	return 0;
}
