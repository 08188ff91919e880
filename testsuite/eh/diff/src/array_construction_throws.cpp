// arrays of objects: a local array whose 4th element's constructor throws (3 built elements destroyed in reverse), a brace-initialised array, and new[] (elements destroyed, class operator delete[] called)
extern "C" int printf(const char *, ...);
extern "C" void *malloc(__SIZE_TYPE__);
extern "C" void free(void *);

static int counter, fail_at;

struct Elem {
	int id;
	Elem() : id(++counter)
	{
		printf("Elem(%d)\n", id);
		if (id == fail_at)
			throw id;
	}
	explicit Elem(int i) : id(i)
	{
		printf("Elem(%d) explicit\n", id);
		if (id == fail_at)
			throw id;
	}
	~Elem() { printf("~Elem(%d)\n", id); }
	static void *operator new[](__SIZE_TYPE__ n)
	{
		printf("Elem::operator new[]\n");
		return malloc(n);
	}
	static void operator delete[](void *p)
	{
		printf("Elem::operator delete[]\n");
		free(p);
	}
};

int main()
{
	counter = 0;
	fail_at = 4;
	try {
		Elem arr[6];
		printf("never\n");
	} catch (int v) {
		printf("caught %d\n", v);
	}
	fail_at = 30;
	try {
		Elem arr[4] = {Elem(10), Elem(20), Elem(30), Elem(40)};
		printf("never\n");
	} catch (int v) {
		printf("caught %d\n", v);
	}
	counter = 100;
	fail_at = 103;
	try {
		Elem *p = new Elem[5];
		printf("never %d\n", p[0].id);
	} catch (int v) {
		printf("caught %d\n", v);
	}
	fail_at = 0;
	counter = 200;
	Elem *ok = new Elem[2];
	delete[] ok;
	return 0;
}
