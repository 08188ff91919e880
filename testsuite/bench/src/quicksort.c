/* Recursive quicksort (Hoare partition, median-of-three) of n pseudo-random
   32-bit values; n = argv[1]. Prints a position-weighted checksum. */
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

static void swap(unsigned *a, unsigned *b)
{
	unsigned t = *a;
	*a = *b;
	*b = t;
}

static void quicksort(unsigned *a, long lo, long hi)
{
	while (lo < hi) {
		long mid = lo + (hi - lo) / 2;
		if (a[mid] < a[lo]) swap(&a[mid], &a[lo]);
		if (a[hi] < a[lo]) swap(&a[hi], &a[lo]);
		if (a[hi] < a[mid]) swap(&a[hi], &a[mid]);
		unsigned pivot = a[mid];
		long i = lo - 1, j = hi + 1;
		for (;;) {
			do i++; while (a[i] < pivot);
			do j--; while (a[j] > pivot);
			if (i >= j)
				break;
			swap(&a[i], &a[j]);
		}
		/* recurse into the smaller half, loop on the larger */
		if (j - lo < hi - j) {
			quicksort(a, lo, j);
			lo = j + 1;
		} else {
			quicksort(a, j + 1, hi);
			hi = j;
		}
	}
}

int main(int argc, char **argv)
{
	long n = arg(argc, argv, 600000);
	unsigned *a = malloc((unsigned long)n * sizeof *a);
	unsigned x = 12345u;
	for (long i = 0; i < n; i++) {
		x = x * 1664525u + 1013904223u;
		a[i] = x ^ (x >> 13);
	}
	quicksort(a, 0, n - 1);
	unsigned long long sum = 0;
	long unsorted = 0;
	for (long i = 0; i < n; i++) {
		if (i && a[i - 1] > a[i])
			unsorted++;
		sum = sum * 1000003u + a[i];
	}
	free(a);
	printf("quicksort n=%ld unsorted=%ld checksum=%llu\n", n, unsorted, sum);
	return 0;
}
