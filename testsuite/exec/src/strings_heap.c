/* String and memory functions (strlen strcmp strncmp strcpy strncpy strcat
 * strchr strrchr strstr memcpy memmove memset memcmp), malloc/calloc/
 * realloc/free, a growing vector, a linked list, a hash table, and sorting
 * without qsort (insertion, merge, quick, heap).  Exits with 19. */
typedef __SIZE_TYPE__ size_t;
int printf(const char *, ...);
int puts(const char *);
int putchar(int);
void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
size_t strlen(const char *);
int strcmp(const char *, const char *);
int strncmp(const char *, const char *, size_t);
char *strcpy(char *, const char *);
char *strncpy(char *, const char *, size_t);
char *strcat(char *, const char *);
char *strchr(const char *, int);
char *strrchr(const char *, int);
char *strstr(const char *, const char *);
void *memcpy(void *, const void *, size_t);
void *memmove(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(const void *, const void *, size_t);

static int sgn(int x) { return (x > 0) - (x < 0); }

static void insertion_sort(int *a, int n) {
	for (int i = 1; i < n; i++) {
		int v = a[i], j = i - 1;
		while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
		a[j + 1] = v;
	}
}
static void merge_sort(int *a, int *tmp, int n) {
	if (n < 2) return;
	int h = n / 2;
	merge_sort(a, tmp, h);
	merge_sort(a + h, tmp, n - h);
	int i = 0, j = h, k = 0;
	while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
	while (i < h) tmp[k++] = a[i++];
	while (j < n) tmp[k++] = a[j++];
	memcpy(a, tmp, (size_t)n * sizeof *a);
}
static void quick_sort(int *a, int lo, int hi) {
	while (lo < hi) {
		int p = a[(lo + hi) / 2], i = lo, j = hi;
		while (i <= j) {
			while (a[i] < p) i++;
			while (a[j] > p) j--;
			if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
		}
		if (j - lo < hi - i) { quick_sort(a, lo, j); lo = i; }
		else { quick_sort(a, i, hi); hi = j; }
	}
}
static void sift(int *a, int i, int n) {
	for (;;) {
		int l = 2 * i + 1, m = i;
		if (l < n && a[l] > a[m]) m = l;
		if (l + 1 < n && a[l + 1] > a[m]) m = l + 1;
		if (m == i) return;
		int t = a[i]; a[i] = a[m]; a[m] = t;
		i = m;
	}
}
static void heap_sort(int *a, int n) {
	for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
	for (int e = n - 1; e > 0; e--) { int t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); }
}
static void sort_strings(const char **v, int n) {
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && strcmp(v[j - 1], v[j]) > 0; j--) { const char *t = v[j]; v[j] = v[j - 1]; v[j - 1] = t; }
}
static unsigned check(const int *a, int n) {
	unsigned h = 2166136261u;
	for (int i = 0; i < n; i++) {
		if (i && a[i - 1] > a[i]) return 0;
		h = (h ^ (unsigned)a[i]) * 16777619u;
	}
	return h;
}

struct Entry { char *key; int count; struct Entry *next; };
static unsigned hash_str(const char *s) { unsigned h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }

int main(void) {
	char buf[64];
	const char *hello = "Hello, world";
	printf("strlen %u, empty %u\n", (unsigned)strlen(hello), (unsigned)strlen(""));
	printf("strcmp: %d %d %d %d %d\n", sgn(strcmp("abc", "abd")), sgn(strcmp("abc", "abc")), sgn(strcmp("b", "abc")),
	       sgn(strcmp("ab", "abc")), sgn(strcmp("\xff", "a")));
	printf("strncmp: %d %d\n", sgn(strncmp("abcdef", "abcxyz", 3)), sgn(strncmp("abcdef", "abcxyz", 4)));
	strcpy(buf, hello);
	strcat(buf, "! and more");
	printf("strcpy/strcat: '%s' (%u)\n", buf, (unsigned)strlen(buf));
	printf("strchr: '%s' '%s' %d\n", strchr(buf, 'w'), strrchr(buf, 'o'), strchr(buf, 'Z') == 0);
	printf("strchr nul: %d, strstr: '%s' %d\n", (int)(strchr(buf, 0) - buf), strstr(buf, "and"),
	       strstr(buf, "xyz") == 0);
	memset(buf, '-', 10);
	buf[10] = 0;
	printf("memset: '%s'\n", buf);
	char nb[8];
	strncpy(nb, "abc", sizeof nb);
	printf("strncpy pad: %d %d %d\n", nb[3], nb[7], (int)strlen(nb));
	char mv[] = "0123456789";
	memmove(mv + 2, mv, 5);
	printf("memmove fwd: %s\n", mv);
	memmove(mv, mv + 3, 6);
	printf("memmove back: %s\n", mv);
	printf("memcmp: %d %d %d\n", sgn(memcmp("abc\0x", "abc\0y", 5)), sgn(memcmp("abc", "abc", 3)),
	       sgn(memcmp("\x80", "\x01", 1)));

	/* a growing vector via realloc */
	int cap = 1, n = 0;
	int *vec = malloc(sizeof *vec);
	for (int i = 0; i < 1000; i++) {
		if (n == cap) { cap *= 2; vec = realloc(vec, (size_t)cap * sizeof *vec); }
		vec[n++] = (i * 7919) % 1009;
	}
	long long s = 0;
	for (int i = 0; i < n; i++) s += vec[i];
	printf("vector: n=%d cap=%d sum=%lld\n", n, cap, s);

	/* sorts */
	int *a = malloc(1000 * sizeof *a), *tmp = malloc(1000 * sizeof *tmp);
	unsigned x = 12345;
	unsigned results[4];
	for (int alg = 0; alg < 4; alg++) {
		x = 12345;
		for (int i = 0; i < 1000; i++) { x = x * 1103515245u + 12345u; a[i] = (int)(x >> 8) % 2000 - 1000; }
		switch (alg) {
		case 0: insertion_sort(a, 1000); break;
		case 1: merge_sort(a, tmp, 1000); break;
		case 2: quick_sort(a, 0, 999); break;
		case 3: heap_sort(a, 1000); break;
		}
		results[alg] = check(a, 1000);
	}
	printf("sorts: %08x %08x %08x %08x min %d max %d\n", results[0], results[1], results[2], results[3], a[0], a[999]);
	free(a);
	free(tmp);
	free(vec);

	const char *words[] = { "pear", "apple", "fig", "banana", "apple", "cherry", "fig", "date", "apple" };
	sort_strings(words, 9);
	for (int i = 0; i < 9; i++) printf("%s%s", words[i], i < 8 ? " " : "\n");

	/* hash table of word counts, calloc'ed buckets, strdup by hand */
	struct Entry **tab = calloc(16, sizeof *tab);
	const char *text = "the quick brown fox jumps over the lazy dog the fox";
	const char *p = text;
	while (*p) {
		const char *e = strchr(p, ' ');
		size_t len = e ? (size_t)(e - p) : strlen(p);
		char *w = malloc(len + 1);
		memcpy(w, p, len);
		w[len] = 0;
		unsigned b = hash_str(w) % 16;
		struct Entry *it = tab[b];
		while (it && strcmp(it->key, w)) it = it->next;
		if (it) { it->count++; free(w); }
		else { it = malloc(sizeof *it); it->key = w; it->count = 1; it->next = tab[b]; tab[b] = it; }
		p += len;
		while (*p == ' ') p++;
	}
	int distinct = 0;
	for (int b = 0; b < 16; b++)
		for (struct Entry *it = tab[b]; it; it = it->next) {
			distinct++;
			if (it->count > 1) printf("  %s x%d\n", it->key, it->count);
		}
	printf("distinct words %d\n", distinct);
	for (int b = 0; b < 16; b++) {
		struct Entry *it = tab[b];
		while (it) { struct Entry *nx = it->next; free(it->key); free(it); it = nx; }
	}
	free(tab);
	free(0);
	puts("puts works");
	putchar('!');
	putchar('\n');
	return 19;
}
