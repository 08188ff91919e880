// a constructor throwing inside a new-expression: the matching class operator delete frees the memory (plain and placement forms); the handler sees the exception; no destructor runs
extern "C" int printf(const char *, ...);
extern "C" void *malloc(__SIZE_TYPE__);
extern "C" void free(void *);

struct Obj {
	int v;
	explicit Obj(int v_) : v(v_)
	{
		printf("Obj(%d)\n", v);
		if (v < 0)
			throw v;
	}
	~Obj() { printf("~Obj(%d)\n", v); }
	static void *operator new(__SIZE_TYPE__ n)
	{
		printf("operator new\n");
		return malloc(n);
	}
	static void operator delete(void *p)
	{
		printf("operator delete\n");
		free(p);
	}
	static void *operator new(__SIZE_TYPE__ n, int tag)
	{
		printf("placement operator new tag=%d\n", tag);
		return malloc(n);
	}
	static void operator delete(void *p, int tag)
	{
		printf("placement operator delete tag=%d\n", tag);
		free(p);
	}
};

int main()
{
	try {
		Obj *p = new Obj(-1);
		printf("never %d\n", p->v);
	} catch (int v) {
		printf("caught %d\n", v);
	}
	try {
		Obj *p = new (7) Obj(-2);
		printf("never %d\n", p->v);
	} catch (int v) {
		printf("caught %d\n", v);
	}
	Obj *ok = new Obj(3);
	delete ok;
	return 0;
}
