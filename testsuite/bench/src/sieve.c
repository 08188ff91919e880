/* Sieve of Eratosthenes over [0, n]; n = argv[1] (default below).
   Prints the number of primes and a checksum of them. */
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);

static long arg(int argc, char **argv, long def)
{
	if (argc < 2)
		return def;
	long v = 0;
	for (const char *p = argv[1]; *p >= '0' && *p <= '9'; p++)
		v = v * 10 + (*p - '0');
	return v;
}

int main(int argc, char **argv)
{
	long n = arg(argc, argv, 4000000);
	unsigned char *composite = malloc((unsigned long)n + 1);
	for (long i = 0; i <= n; i++)
		composite[i] = 0;
	for (long i = 2; i * i <= n; i++)
		if (!composite[i])
			for (long j = i * i; j <= n; j += i)
				composite[j] = 1;
	long count = 0;
	unsigned long long sum = 0;
	for (long i = 2; i <= n; i++)
		if (!composite[i]) {
			count++;
			sum = sum * 31 + (unsigned long long)i;
		}
	free(composite);
	printf("sieve n=%ld primes=%ld checksum=%llu\n", n, count, sum);
	return 0;
}
