// deep recursion: an exception thrown 10000 frames down (each frame with a destructor) caught in main with all 10000 destructors run; then a chain of 300 frames that each catch (...) and rethrow
extern "C" int printf(const char *, ...);

static int destroyed, rethrows;

struct Counter {
	int d;
	explicit Counter(int d_) : d(d_) {}
	~Counter() { destroyed += d > 0 ? 1 : 1000000; }
};

static int __attribute__((noinline)) dive(int n)
{
	Counter c(n);
	if (n == 10000)
		throw n;
	return dive(n + 1) + 1;
}

static int __attribute__((noinline)) chain(int n)
{
	if (n == 300)
		throw -n;
	try {
		return chain(n + 1) + 1;
	} catch (...) {
		rethrows++;
		throw;
	}
}

int main()
{
	try {
		dive(1);
	} catch (int v) {
		printf("caught %d, destroyed %d\n", v, destroyed);
	}
	try {
		chain(0);
	} catch (int v) {
		printf("caught %d after %d rethrows\n", v, rethrows);
	}
	return 0;
}
