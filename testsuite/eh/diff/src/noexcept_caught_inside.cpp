// a noexcept function may throw and catch internally (no terminate); noexcept(false) and a noexcept(expr) operator check; an exception passing through a function that is noexcept(false) is fine
extern "C" int printf(const char *, ...);

static int inner(int k)
{
	if (k % 2)
		throw k;
	return k;
}

static int safe(int k) noexcept
{
	try {
		return inner(k);
	} catch (int v) {
		printf("safe caught %d\n", v);
		return -v;
	}
}

static int maybe(int k) noexcept(false) { return inner(k) + 1; }

int main()
{
	printf("noexcept(safe(1))=%d noexcept(maybe(1))=%d\n", (int)noexcept(safe(1)), (int)noexcept(maybe(1)));
	int total = 0;
	for (int k = 0; k < 4; k++)
		total += safe(k);
	printf("total %d\n", total);
	try {
		maybe(3);
	} catch (int v) {
		printf("maybe threw %d\n", v);
	}
	return 0;
}
