/* Loops and recursion: counted/while/do loops, nested loops with break and
 * continue, goto, mutual recursion, a recursion ~10000 frames deep, Ackermann,
 * Towers of Hanoi, a sieve.  Target-independent output.  Exits with 7. */
int printf(const char *, ...);

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static long long deep_sum(int n) { return n == 0 ? 0 : n + deep_sum(n - 1); }

/* not a tail call: the addition happens after the return */
static int deep_depth(int n, volatile int *maxd) {
	if (n > *maxd) *maxd = n;
	if (n == 10000) return 1;
	return 1 + deep_depth(n + 1, maxd);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static unsigned ack(unsigned m, unsigned n) {
	if (m == 0) return n + 1;
	if (n == 0) return ack(m - 1, 1);
	return ack(m - 1, ack(m, n - 1));
}

static int moves;
static void hanoi(int n, int from, int to, int via, unsigned *sig) {
	if (n == 0) return;
	hanoi(n - 1, from, via, to, sig);
	moves++;
	*sig = *sig * 31u + (unsigned)(from * 3 + to);
	hanoi(n - 1, via, to, from, sig);
}

static unsigned collatz_len(unsigned long long x) {
	unsigned n = 0;
	while (x != 1) {
		x = (x & 1) ? 3 * x + 1 : x / 2;
		n++;
	}
	return n;
}

int main(void) {
	int i, j;
	printf("fib:");
	for (i = 0; i <= 20; i += 4) printf(" %d", fib(i));
	printf("\n");

	printf("deep_sum(10000) = %lld\n", deep_sum(10000));
	volatile int maxd = 0;
	int dd = deep_depth(1, &maxd);
	printf("deep_depth = %d max %d\n", dd, maxd);
	printf("even(10001)=%d odd(7777)=%d\n", is_even(10001), is_odd(7777));
	printf("ack(2,3)=%u ack(3,3)=%u\n", ack(2, 3), ack(3, 3));

	unsigned sig = 0;
	hanoi(10, 1, 3, 2, &sig);
	printf("hanoi(10): %d moves, signature %u\n", moves, sig);

	/* sieve */
	static char composite[10001];
	int count = 0, last = 0;
	for (i = 2; i <= 10000; i++) {
		if (composite[i]) continue;
		count++;
		last = i;
		for (j = i * i; j <= 10000; j += i) composite[j] = 1;
	}
	printf("primes <= 10000: %d, largest %d\n", count, last);

	/* longest Collatz chain below 10000 */
	unsigned best = 0, arg = 0;
	for (unsigned k = 1; k < 10000; k++) {
		unsigned l = collatz_len(k);
		if (l > best) { best = l; arg = k; }
	}
	printf("collatz: %u steps from %u\n", best, arg);

	/* nested loops with break/continue and a goto out of two levels */
	int found_i = -1, found_j = -1, iters = 0;
	for (i = 1; i < 100; i++) {
		if (i % 3 == 0) continue;
		for (j = i; j < 100; j++) {
			iters++;
			if ((i * j) % 7 == 0 && i + j > 50) { found_i = i; found_j = j; goto done; }
			if (j - i > 30) break;
		}
	}
done:
	printf("found %d*%d after %d iterations\n", found_i, found_j, iters);

	/* do-while and a countdown with an unsigned wrap check */
	unsigned u = 5, steps = 0;
	do { steps++; } while (u-- != 0);
	printf("do-while steps %u, u now %u\n", steps, u);

	/* triangular numbers with a while loop */
	long long tri = 0; int n = 0;
	while (tri < 1000000) tri += ++n;
	printf("first triangular >= 1e6: T(%d) = %lld\n", n, tri);
	return 7;
}
