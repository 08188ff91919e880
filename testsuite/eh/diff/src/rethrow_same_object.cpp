// `throw;` rethrows the same exception object (no copy): changes made by each handler through a reference are seen by the next, through three levels; the object is destroyed once, after the last handler
extern "C" int printf(const char *, ...);

struct E {
	int hops;
	E() : hops(0) { printf("E()\n"); }
	E(const E &o) : hops(o.hops) { printf("E copy (unexpected)\n"); }
	~E() { printf("~E hops=%d\n", hops); }
};

static void level3() { throw E(); }
static void level2()
{
	try {
		level3();
	} catch (E &e) {
		e.hops++;
		printf("level2 hops=%d\n", e.hops);
		throw;
	}
}
static void level1()
{
	try {
		level2();
	} catch (E &e) {
		e.hops++;
		printf("level1 hops=%d\n", e.hops);
		throw;
	}
}

int main()
{
	try {
		level1();
	} catch (const E &e) {
		printf("main hops=%d\n", e.hops);
	}
	printf("end\n");
	return 0;
}
