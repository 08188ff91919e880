/* The execution demo (until exceptions run, issue 6): a table of squares,
 * a struct returned by value, and a heap block written out of bounds on
 * purpose, which ehi reports instead of letting it pass. */
extern int printf(const char *, ...);
extern void *malloc(unsigned long);

struct Stats { long sum; double mean; };

static struct Stats stats(const int *v, int n) {
	struct Stats s = {0, 0.0};
	for (int i = 0; i < n; i++)
		s.sum += v[i];
	s.mean = (double)s.sum / n;
	return s;
}

int main(int argc, char **argv) {
	int sq[8];
	for (int i = 0; i < 8; i++)
		sq[i] = i * i;
	struct Stats s = stats(sq, 8);
	printf("squares: sum %ld, mean %.3f\n", s.sum, s.mean);
	int *p = malloc(4 * sizeof *p);
	for (int i = 0; i <= 4 + argc - 1; i++) /* one element too many */
		p[i] = i;
	printf("not reached\n");
	(void)argv;
	return 0;
}
