/* qsort and bsearch calling back into the program.  glibc's qsort is a
 * merge sort (stable, a fixed sequence of comparisons); the comparison
 * counts and the order of equal keys below are glibc's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ncmp;

static int by_int(const void *a, const void *b)
{
	ncmp++;
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

struct rec {
	int key;
	char tag;
};

static int by_key(const void *a, const void *b)
{
	ncmp++;
	return ((const struct rec *)a)->key - ((const struct rec *)b)->key;
}

struct big {
	int key;
	char name[40];
};

static int by_big(const void *a, const void *b)
{
	ncmp++;
	return ((const struct big *)b)->key - ((const struct big *)a)->key; /* descending */
}

static int by_str(const void *a, const void *b)
{
	ncmp++;
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(void)
{
	int v[37];
	unsigned x = 12345;
	for (int i = 0; i < 37; i++) {
		x = x * 1103515245u + 12345u;
		v[i] = (int)(x >> 16) % 100;
	}
	ncmp = 0;
	qsort(v, 37, sizeof *v, by_int);
	printf("ints (%d comparisons):", ncmp);
	for (int i = 0; i < 37; i++)
		printf(" %d", v[i]);
	printf("\n");
	for (int k = -1; k < 101; k += 17) {
		ncmp = 0;
		int *p = bsearch(&k, v, 37, sizeof *v, by_int);
		printf("bsearch %d: %s at %d (%d comparisons)\n", k, p ? "found" : "absent", p ? (int)(p - v) : -1, ncmp);
	}
	struct rec r[12];
	for (int i = 0; i < 12; i++)
		r[i] = (struct rec){(i * 7) % 4, (char)('a' + i)};
	ncmp = 0;
	qsort(r, 12, sizeof *r, by_key);
	printf("records (%d comparisons):", ncmp);
	for (int i = 0; i < 12; i++)
		printf(" %d%c", r[i].key, r[i].tag);
	printf("\n");
	struct big b[9];
	for (int i = 0; i < 9; i++) {
		b[i].key = (i * 5) % 3;
		snprintf(b[i].name, sizeof b[i].name, "item-%d", i);
	}
	ncmp = 0;
	qsort(b, 9, sizeof *b, by_big);
	printf("big (%d comparisons):", ncmp);
	for (int i = 0; i < 9; i++)
		printf(" %d:%s", b[i].key, b[i].name);
	printf("\n");
	const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "apple", "elder"};
	ncmp = 0;
	qsort(words, 8, sizeof *words, by_str);
	printf("words (%d comparisons):", ncmp);
	for (int i = 0; i < 8; i++)
		printf(" %s", words[i]);
	printf("\n");
	qsort(v, 0, sizeof *v, by_int);
	qsort(v, 1, sizeof *v, by_int);
	return 0;
}
