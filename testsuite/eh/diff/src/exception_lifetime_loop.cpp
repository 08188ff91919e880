// 1000 throw/catch rounds with class exceptions caught by value and by reference: every exception object and handler copy is destroyed (live count back to 0), no state leaks from one round to the next
extern "C" int printf(const char *, ...);

static int live, made, copies;

struct Ex {
	int v;
	explicit Ex(int v_) : v(v_) { live++; made++; }
	Ex(const Ex &o) : v(o.v) { live++; copies++; }
	~Ex() { live--; }
};
struct Sub : Ex {
	explicit Sub(int v) : Ex(v) {}
};

static void __attribute__((noinline)) thrower(int i)
{
	if (i % 3 == 0)
		throw Ex(i);
	if (i % 3 == 1)
		throw Sub(i);
	throw i;
}

int main()
{
	long long sum = 0;
	for (int i = 0; i < 1000; i++) {
		try {
			thrower(i);
		} catch (Sub s) {
			sum += s.v * 3;
		} catch (const Ex &e) {
			sum += e.v * 2;
		} catch (int v) {
			sum += v;
		}
		if (live != 0)
			printf("live %d after round %d\n", live, i);
	}
	printf("sum %lld made %d copies %d live %d\n", sum, made, copies, live);
	return 0;
}
