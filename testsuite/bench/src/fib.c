/* Naive doubly recursive Fibonacci: fib(n), n = argv[1].
   Prints fib(n) and the number of calls made. */
int printf(const char *, ...);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

static unsigned long long calls;

static unsigned long long fib(int n)
{
	calls++;
	if (n < 2)
		return (unsigned long long)n;
	return fib(n - 1) + fib(n - 2);
}

int main(int argc, char **argv)
{
	int n = (int)arg(argc, argv, 30);
	unsigned long long r = fib(n);
	printf("fib n=%d calls=%llu checksum=%llu\n", n, calls, r);
	return 0;
}
