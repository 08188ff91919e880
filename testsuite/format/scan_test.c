/* Differential test of the scanf engine (interp/machine/scan.c) against
 * the host glibc's sscanf (x86_64 Linux: LP64, x87 long double): each
 * case scans one input by one format of one to three directives (from a
 * fixed, seeded pool) both ways and compares the result, the bytes of
 * every destination and the %n counts.  Prints each mismatch and
 * "N passed, M failed". */
#include "machine/scan.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef union Dest {
	long double ld;
	char s[512]; /* room for the longest input as wchar_t */
} Dest;

typedef struct Ctx {
	const char *in;
	size_t pos;
	Dest *dest;
	int next;
} Ctx;

static int
t_getc(void *p)
{
	Ctx *c = p;
	unsigned char ch = (unsigned char)c->in[c->pos];
	if (!ch)
		return SCAN_EOF;
	c->pos++;
	return ch;
}

static void
t_ungetc(void *p, int ch)
{
	(void)ch;
	((Ctx *)p)->pos--;
}

static bool
t_store(void *p, const ScanValue *v)
{
	Ctx *c = p;
	char *d = c->dest[c->next++].s;
	switch (v->kind) {
	case SV_INT:
		memcpy(d, &v->u, v->size); /* little-endian host */
		break;
	case SV_FLOAT:
		if (v->size == 4) {
			float f = strtof(v->text, NULL);
			memcpy(d, &f, 4);
		} else if (v->size == 8) {
			double x = strtod(v->text, NULL);
			memcpy(d, &x, 8);
		} else {
			long double x = strtold(v->text, NULL);
			memcpy(d, &x, 10);
		}
		break;
	case SV_CHARS:
		for (size_t k = 0; k < v->n + (v->nul ? 1 : 0); k++) {
			uint32_t u = k < v->n ? v->chars[k] : 0;
			if (!(v->skip_high && u >= 0x80))
				memcpy(d + k * v->size, &u, v->size);
		}
		break;
	}
	return true;
}

static const char *const inputs[] = {
	"", " ", "12", "-12", "+7x", "0x1F", "0X", "0x", "077", "08", "1e5", "1.5e-3q", ".5", "-.e1", "inf",
	"INFINITY", "infinit", "nan(12)", "nanx", "0x1.8p3", "0x.p1", "abc def", "a,b,c", "  \t\n 42", "-", "+",
	"99999999999999999999", "-9223372036854775809", "4294967296", "3.", "1e", "1e+", "0.0e-0", "[]x", "a-b", "%",
	" % 5", "12 34 56", "x=3,y=4", "hello123", "1.2.3", "0x1p", "-0", "00x5", "0xx", "-0x8000000000000000",
	"255 0377 0xff", "\xe9t\xe9", "\xe9", "\x80x", "ab\xff,c", "1,5", "--5", "+-5", "1e-400", "1e400", "0x1p-1080", "12abc", "   ",
};
static const char *const convs[] = {
	"%d", "%i", "%u", "%o", "%x", "%X", "%p", "%f", "%e", "%g", "%a", "%E", "%s", "%c", "%[0-9]", "%[^,]", "%[]x]",
	"%[a-]", "%[^]", "%n", "%%", "%3d", "%2s", "%1c", "%3c", "%2f", "%4i", "%*d", "%*s", "%*c", "%*[a-z]", "%hhd",
	"%hd", "%ld", "%lld", "%lu", "%lf", "%Lf", "%Lg", "%5[a-z]", "%1x", "%2x", "%3i", "%2e", "%4f", "%3g", "%jd",
	"%zu", "%td", "%hhn", "%ln", "%qd", "%Lx", "%10s", "%0d", "%y", "%[a", "%ls", "%lc", "%l[a-z]", "%*ls", "%2lc", "%l[^,]", "%3ls", "%5c", "%*5c", "%+d", "% d", "%-d",
	"%Z", "%hs", "%hhx", "%LLd", "%I", "%C", "%S",
};
static const char *const lits[] = {" ", ",", "x", "=", "", "", "", "\t"};

static uint64_t rng = 88172645463325252ull;
static unsigned
pick(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

#ifndef CASES
#define CASES 60000
#endif
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

int
main(void)
{
	ScanTarget t = {.long_bytes = 8, .size_t_bytes = 8, .ptr_bytes = 8, .wchar_bytes = 4, .intmax_bytes = 8};
	unsigned passed = 0, failed = 0;
	for (int k = 0; k < CASES; k++) {
		char in[128], fmt[64];
		snprintf(in, sizeof in, "%s%s%s", inputs[pick(COUNT(inputs))], lits[pick(COUNT(lits))],
			 inputs[pick(COUNT(inputs))]);
		fmt[0] = 0;
		int ndir = 1 + (int)pick(3);
		for (int j = 0; j < ndir; j++) {
			strcat(fmt, lits[pick(COUNT(lits))]);
			strcat(fmt, convs[pick(COUNT(convs))]);
		}
		Dest host[4], mine[4];
		memset(host, 0x5a, sizeof host);
		memset(mine, 0x5a, sizeof mine);
		int hr = sscanf(in, fmt, host[0].s, host[1].s, host[2].s, host[3].s);
		Ctx c = {in, 0, mine, 0};
		ScanHooks h = {&c, t_getc, t_ungetc, t_store, NULL};
		ScanError e = {0};
		int mr = scan_format(fmt, strlen(fmt), &t, &h, &e);
		if (mr == hr && !memcmp(host, mine, sizeof host)) {
			passed++;
			continue;
		}
		if (failed++ < 20) {
			printf("MISMATCH input \"%s\" format \"%s\": glibc %d, engine %d", in, fmt, hr, mr);
			for (int q = 0; q < 4; q++)
				if (memcmp(host[q].s, mine[q].s, sizeof host[q]))
					printf(" (destination %d differs)", q);
			printf("\n");
		}
	}
	printf("%u passed, %u failed\n", passed, failed);
	return failed != 0;
}
