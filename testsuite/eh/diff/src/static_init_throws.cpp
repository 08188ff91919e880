// a function-local static whose initialiser throws: the guard is released (__cxa_guard_abort), the next call tries again; once it succeeds it is never re-run
extern "C" int printf(const char *, ...);

static int attempts;

struct Config {
	int value;
	explicit Config(int attempt) : value(attempt * 10)
	{
		printf("Config attempt %d\n", attempt);
		if (attempt < 3)
			throw attempt;
	}
};

static int __attribute__((noinline)) get()
{
	static Config c(++attempts);
	return c.value;
}

int main()
{
	for (int i = 0; i < 5; i++) {
		try {
			printf("get -> %d\n", get());
		} catch (int a) {
			printf("init failed at attempt %d\n", a);
		}
	}
	printf("attempts %d\n", attempts);
	return 0;
}
