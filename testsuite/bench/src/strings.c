/* String work with hand-written helpers (no libc string calls): number
   formatting, concatenation, reversal, comparison, naive substring search
   and character counts over a growing text; n = argv[1] rounds.
   Prints a checksum. */
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

static long my_strlen(const char *s)
{
	const char *p = s;
	while (*p)
		p++;
	return p - s;
}

static int my_strcmp(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return (unsigned char)*a - (unsigned char)*b;
}

static char *my_strcat(char *dst, const char *src)
{
	char *d = dst + my_strlen(dst);
	while ((*d++ = *src++))
		;
	return dst;
}

static void reverse(char *s)
{
	long n = my_strlen(s);
	for (long i = 0, j = n - 1; i < j; i++, j--) {
		char t = s[i];
		s[i] = s[j];
		s[j] = t;
	}
}

/* unsigned to decimal, returns the length */
static int utoa(unsigned long v, char *out)
{
	char tmp[24];
	int n = 0;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (int i = 0; i < n; i++)
		out[i] = tmp[n - 1 - i];
	out[n] = 0;
	return n;
}

static long count_occurrences(const char *hay, const char *needle)
{
	long count = 0, m = my_strlen(needle);
	for (const char *p = hay; *p; p++) {
		long k = 0;
		while (k < m && p[k] == needle[k])
			k++;
		if (k == m)
			count++;
	}
	return count;
}

static const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};

#define CAP 4096

int main(int argc, char **argv)
{
	long rounds = arg(argc, argv, 1000);
	char *text = malloc(CAP);
	char num[24], word[64];
	unsigned long long sum = 0;
	unsigned seed = 1;
	for (long r = 0; r < rounds; r++) {
		text[0] = 0;
		long len = 0;
		for (int w = 0; len < CAP - 128; w++) {
			seed = seed * 1664525u + 1013904223u;
			const char *src = words[(seed >> 16) & 7];
			int k = 0;
			while ((word[k] = src[k]))
				k++;
			if (seed & 0x100)
				reverse(word);
			utoa(seed % 1000, num);
			my_strcat(word, num);
			my_strcat(word, " ");
			my_strcat(text + len, word);
			len += my_strlen(word);
		}
		long hits = count_occurrences(text, "ta") + count_occurrences(text, "ahpla");
		int cmp = my_strcmp(text, text + len / 2);
		unsigned h = 5381;
		for (const char *p = text; *p; p++)
			h = h * 33 + (unsigned char)*p;
		sum = sum * 1000003u + h + (unsigned long long)hits * 7 + (unsigned long long)(cmp < 0) + (unsigned long long)len;
	}
	free(text);
	printf("strings rounds=%ld checksum=%llu\n", rounds, sum);
	return 0;
}
