/* scan.c — the scanf-family engine (scan.h): glibc's vfscanf, directive by
 * directive, over callbacks for the input and the assignments. */
#include "machine/scan.h"

#include <string.h>

typedef struct Scan {
	const ScanHooks *h;
	const ScanTarget *t;
	size_t count;           /* characters consumed so far (%n) */
	bool failed;            /* a callback failed: stop at once */
	Buf buf;                /* the text of the conversion being read */
} Scan;

/* how a directive ended */
typedef enum { GO, INPUT_FAILURE, MATCHING_FAILURE, HOOK_FAILED, UNSUPPORTED } Outcome;

static int
in(Scan *s)
{
	int c = s->h->getc(s->h->ctx);
	if (c == SCAN_EOF) {
		if (s->h->failed && s->h->failed(s->h->ctx))
			s->failed = true;
		return SCAN_EOF;
	}
	s->count++;
	return c;
}

static void
back(Scan *s, int c)
{
	if (c == SCAN_EOF)
		return;
	s->h->ungetc(s->h->ctx, c);
	s->count--;
}

/* the C locale's classes (glibc's isspace, isdigit, isxdigit) */
static bool
is_space(int c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static bool
is_xdigit(int c)
{
	return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int
digit_value(int c)
{
	return is_digit(c) ? c - '0' : lower(c) - 'a' + 10;
}

static void
add(Scan *s, int c)
{
	buf_putc(&s->buf, (char)c);
}

/* strtol/strtoul of the collected digits at `bits` (glibc converts the
 * text it read with them): the extreme value on overflow, and a '-'
 * negates an unsigned result modulo 2^bits */
static uint64_t
convert_integer(const char *p, size_t n, int base, unsigned bits, bool is_signed)
{
	size_t k = 0;
	bool neg = false;
	if (k < n && (p[k] == '-' || p[k] == '+'))
		neg = p[k++] == '-';
	uint64_t umax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1, v = 0;
	bool over = false;
	for (; k < n; k++) {
		unsigned __int128 nv = (unsigned __int128)v * (unsigned)base + (unsigned)digit_value((unsigned char)p[k]);
		if (nv > umax)
			over = true;
		else
			v = (uint64_t)nv;
	}
	uint64_t smax = umax >> 1;
	if (!is_signed)
		return over ? umax : neg ? (0 - v) & umax : v;
	if (over || v > smax + (neg ? 1 : 0))
		return neg ? (smax + 1) & umax : smax;
	return neg ? (0 - v) & umax : v;
}

/* %d %i %u %o %x %p: the longest prefix of a number in `base` (0: by its
 * prefix), at most width characters (-1: no limit) */
static Outcome
read_integer(Scan *s, int base, long width, uint64_t *out, bool is_signed, unsigned bits)
{
	int c = in(s);
	if (c == SCAN_EOF)
		return s->failed ? HOOK_FAILED : INPUT_FAILURE;
	if (c == '-' || c == '+') {
		add(s, c);
		if (width > 0)
			width--;
		c = in(s);
	}
	if (width != 0 && c == '0') {
		if (width > 0)
			width--;
		add(s, c);
		c = in(s);
		if (width != 0 && lower(c) == 'x') {
			if (base == 0)
				base = 16;
			if (base == 16) { /* the x is read, not kept */
				if (width > 0)
					width--;
				c = in(s);
			}
		} else if (base == 0) {
			base = 8;
		}
	}
	if (base == 0)
		base = 10;
	while (c != SCAN_EOF && width != 0) {
		if (base == 16 ? !is_xdigit(c) : !is_digit(c) || c - '0' >= base)
			break;
		add(s, c);
		if (width > 0)
			width--;
		c = in(s);
	}
	if (s->failed)
		return HOOK_FAILED;
	back(s, c);
	size_t n = s->buf.len;
	if (n == 0 || (n == 1 && (s->buf.s[0] == '+' || s->buf.s[0] == '-')))
		return MATCHING_FAILURE;
	*out = convert_integer(s->buf.s, n, base, bits, is_signed);
	return GO;
}

/* the rest of a word of a float ("an", "nity"): each letter must come */
static Outcome
expect_letters(Scan *s, const char *rest, long *width, int *c)
{
	for (; *rest; rest++) {
		if (*width == 0 || (*c = in(s)) == SCAN_EOF || lower(*c) != *rest)
			return s->failed ? HOOK_FAILED : MATCHING_FAILURE;
		if (*width > 0)
			(*width)--;
		add(s, *c);
	}
	return GO;
}

/* %a %e %f %g: the text glibc collects for strtod */
static Outcome
read_float(Scan *s, long width)
{
	int c = in(s);
	if (width > 0)
		width--;
	if (c == SCAN_EOF)
		return s->failed ? HOOK_FAILED : INPUT_FAILURE;
	size_t sign = 0;
	if (c == '-' || c == '+') {
		add(s, c);
		sign = 1;
		if (width == 0 || (c = in(s)) == SCAN_EOF)
			return s->failed ? HOOK_FAILED : MATCHING_FAILURE;
		if (width > 0)
			width--;
	}
	if (lower(c) == 'n') {
		add(s, c);
		return expect_letters(s, "an", &width, &c);
	}
	if (lower(c) == 'i') {
		add(s, c);
		Outcome o = expect_letters(s, "nf", &width, &c);
		if (o != GO || width == 0)
			return o;
		if ((c = in(s)) == SCAN_EOF)
			return s->failed ? HOOK_FAILED : GO;
		if (lower(c) != 'i') {
			back(s, c);
			return GO;
		}
		if (width > 0)
			width--;
		add(s, c);
		return expect_letters(s, "nity", &width, &c);
	}
	bool hex = false, got_digit = false, got_dot = false, got_e = false;
	int exp_char = 'e';
	if (width != 0 && c == '0') {
		add(s, c);
		c = in(s);
		if (width > 0)
			width--;
		if (width != 0 && lower(c) == 'x') {
			add(s, c);
			hex = true;
			exp_char = 'p';
			c = in(s);
			if (width > 0)
				width--;
		} else {
			got_digit = true;
		}
	}
	for (;;) {
		if (is_digit(c) || (!got_e && hex && is_xdigit(c))) {
			add(s, c);
			got_digit = true;
		} else if (got_e && s->buf.len && lower(s->buf.s[s->buf.len - 1]) == exp_char && (c == '-' || c == '+')) {
			add(s, c);
		} else if (got_digit && !got_e && lower(c) == exp_char) {
			add(s, exp_char);
			got_e = got_dot = true;
		} else if (!got_dot && c == '.') {
			add(s, c);
			got_dot = true;
		} else {
			back(s, c); /* not part of the number */
			break;
		}
		if (width == 0 || (c = in(s)) == SCAN_EOF)
			break;
		if (width > 0)
			width--;
	}
	if (s->failed)
		return HOOK_FAILED;
	/* nothing but a sign, or a bare 0x prefix; else strtod converts at
	 * least a digit (a lone "." converts nothing) */
	if (s->buf.len == sign || (hex && s->buf.len == sign + 2) || (!got_digit && !hex))
		return MATCHING_FAILURE;
	return GO;
}

/* %[: the set after the '[' at *f; *f moves past its ']'.  False when
 * the format ends first (glibc: a matching failure) */
static bool
parse_set(const char **f, const char *end, bool set[256])
{
	const unsigned char *p = (const unsigned char *)*f, *e = (const unsigned char *)end;
	bool negate = p < e && *p == '^';
	if (negate)
		p++;
	memset(set, 0, 256);
	const unsigned char *first = p;
	for (; p < e && *p && (*p != ']' || p == first); p++) {
		/* a range a-z when '-' is neither first nor last and the ends
		 * are in order; otherwise '-' is itself */
		if (*p == '-' && p > first && p + 1 < e && p[1] && p[1] != ']' && p[-1] <= p[1]) {
			for (int c = p[-1]; c <= p[1]; c++)
				set[c] = true;
			p++;
			continue;
		}
		set[*p] = true;
	}
	if (p >= e || *p != ']')
		return false;
	*f = (const char *)p + 1;
	if (negate)
		for (int c = 0; c < 256; c++)
			set[c] = !set[c];
	return true;
}

/* one conversion's length modifier */
typedef enum { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T, LEN_BIGL } Length;

static unsigned
int_size(const ScanTarget *t, Length len)
{
	switch (len) {
	case LEN_HH: return 1;
	case LEN_H: return 2;
	case LEN_L: return t->long_bytes;
	case LEN_LL: case LEN_BIGL: return 8;
	case LEN_J: return t->intmax_bytes;
	case LEN_Z: case LEN_T: return t->size_t_bytes;
	default: return 4;
	}
}

/* only ASCII bytes: what the C locale's mbrtowc converts (wide %lc, %ls) */
static bool
ascii(const Buf *b)
{
	for (size_t k = 0; k < b->len; k++)
		if ((unsigned char)b->s[k] >= 0x80)
			return false;
	return true;
}

static bool
store(Scan *s, const ScanValue *v)
{
	if (!s->h->store(s->h->ctx, v)) {
		s->failed = true;
		return false;
	}
	return true;
}

/* One conversion at *f (just past the '%'): GO, or how the scan ends.
 * *done counts the assignments. */
static Outcome
conversion(Scan *s, const char **fp, const char *end, int *done, const char **why)
{
	const char *f = *fp;
	const ScanTarget *t = s->t;
	bool suppress = false;
	long width = -1;
	if (f < end && is_digit((unsigned char)*f)) {
		const char *q = f;
		while (q < end && is_digit((unsigned char)*q))
			q++;
		if (q < end && *q == '$') {
			*why = "positional arguments (%N$) in a scanf format";
			return UNSUPPORTED;
		}
	}
	/* flags: '*' (no assignment); glibc's I (the locale's digits) and
	 * ' (grouping) change nothing in the C locale */
	for (; f < end && (*f == '*' || *f == 'I' || *f == '\''); f++)
		if (*f == '*')
			suppress = true;
	if (f < end && is_digit((unsigned char)*f)) {
		width = 0;
		while (f < end && is_digit((unsigned char)*f)) {
			if (width < 0x7fffffff)
				width = width * 10 + (*f - '0');
			f++;
		}
		if (width == 0)
			width = -1; /* glibc: a width of 0 is no width */
	}
	if (f < end && *f == 'm') {
		*why = "the allocating %m modifier of scanf";
		return UNSUPPORTED;
	}
	Length len = LEN_NONE;
	if (f < end) {
		switch (*f) {
		case 'h': len = f + 1 < end && f[1] == 'h' ? LEN_HH : LEN_H; f += len == LEN_HH ? 2 : 1; break;
		case 'l': len = f + 1 < end && f[1] == 'l' ? LEN_LL : LEN_L; f += len == LEN_LL ? 2 : 1; break;
		case 'q': len = LEN_LL; f++; break;
		case 'L': len = LEN_BIGL; f++; break;
		case 'j': len = LEN_J; f++; break;
		case 'z': len = LEN_Z; f++; break;
		case 't': len = LEN_T; f++; break;
		default: break;
		}
	}
	if (f >= end || !*f)
		return MATCHING_FAILURE; /* the format ends inside the conversion */
	int conv = (unsigned char)*f++;
	*fp = f;
	bool wide = conv == 'C' || conv == 'S' || (len == LEN_L && (conv == 'c' || conv == 's' || conv == '['));
	if (conv == 'C')
		conv = 'c';
	if (conv == 'S')
		conv = 's';
	/* white space first, except for [ c n (the end of the input is no
	 * failure yet: each conversion finds it, an unknown one does not) */
	if (conv != '[' && conv != 'c' && conv != 'n') {
		int c;
		do
			c = in(s);
		while (c != SCAN_EOF && is_space(c));
		if (s->failed)
			return HOOK_FAILED;
		back(s, c);
	}
	s->buf.len = 0;
	ScanValue v = {0};
	switch (conv) {
	case '%': {
		int c = in(s);
		if (c == SCAN_EOF)
			return s->failed ? HOOK_FAILED : INPUT_FAILURE;
		if (c != '%') {
			back(s, c);
			return MATCHING_FAILURE;
		}
		return GO;
	}
	case 'n':
		if (suppress)
			return GO;
		v = (ScanValue){.kind = SV_INT, .size = int_size(t, len), .u = s->count};
		return store(s, &v) ? GO : HOOK_FAILED;
	case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'p': {
		bool is_signed = conv == 'd' || conv == 'i';
		int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
		unsigned size = conv == 'p' ? t->ptr_bytes : int_size(t, len);
		/* strtol at long's width, or strtoll's when the object is wider */
		unsigned bits = size > t->long_bytes ? 64 : t->long_bytes * 8;
		if (conv == 'p')
			bits = t->ptr_bytes * 8;
		uint64_t u = 0;
		Outcome o = read_integer(s, base, width, &u, is_signed, bits);
		if (o != GO || suppress)
			return o;
		v = (ScanValue){.kind = SV_INT, .size = size, .u = u, .pointer = conv == 'p'};
		break;
	}
	case 'a': case 'A': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
		Outcome o = read_float(s, width);
		if (o != GO || suppress)
			return o;
		buf_putc(&s->buf, 0);
		v = (ScanValue){.kind = SV_FLOAT, .size = len == LEN_L ? 8 : len == LEN_LL || len == LEN_BIGL ? 0 : 4,
				.text = s->buf.s};
		break;
	}
	case 'c': {
		if (width < 0)
			width = 1;
		int c = in(s);
		if (c == SCAN_EOF)
			return s->failed ? HOOK_FAILED : INPUT_FAILURE;
		do
			add(s, c);
		while (--width > 0 && (c = in(s)) != SCAN_EOF);
		if (s->failed)
			return HOOK_FAILED;
		if (suppress)
			return wide && !ascii(&s->buf) ? MATCHING_FAILURE : GO;
		v = (ScanValue){.kind = SV_CHARS, .chars = (const uint8_t *)s->buf.s, .n = s->buf.len, .nul = false};
		break;
	}
	case 's': case '[': {
		bool set[256];
		if (conv == '[' && !parse_set(fp, end, set))
			return MATCHING_FAILURE;
		int c = SCAN_EOF;
		for (long n = 0; width < 0 || n < width; n++) {
			c = in(s);
			if (c == SCAN_EOF)
				break;
			if (conv == 's' ? is_space(c) : !set[c]) {
				back(s, c);
				break;
			}
			add(s, c);
		}
		if (s->failed)
			return HOOK_FAILED;
		if (s->buf.len == 0)
			return c == SCAN_EOF ? INPUT_FAILURE : MATCHING_FAILURE;
		if (suppress)
			return wide && conv == 's' && !ascii(&s->buf) ? MATCHING_FAILURE : GO;
		v = (ScanValue){.kind = SV_CHARS, .chars = (const uint8_t *)s->buf.s, .n = s->buf.len, .nul = true};
		break;
	}
	default:
		return MATCHING_FAILURE; /* glibc: an unknown conversion */
	}
	if (v.kind == SV_CHARS) {
		v.size = wide ? t->wchar_bytes : 1;
		/* the C locale's mbrtowc takes only ASCII: for %lc and %ls
		 * glibc stores the wide characters before the first other
		 * byte, then fails (EILSEQ) without counting the conversion;
		 * %l[ leaves that byte's unit unwritten (skip_high) */
		v.skip_high = wide && conv == '[';
		for (size_t k = 0; wide && !v.skip_high && k < v.n; k++)
			if (v.chars[k] >= 0x80) {
				v.n = k;
				v.nul = false;
				return !k || store(s, &v) ? MATCHING_FAILURE : HOOK_FAILED;
			}
	}
	if (!store(s, &v))
		return HOOK_FAILED;
	(*done)++;
	return GO;
}

int
scan_format(const char *fmt, size_t fmtlen, const ScanTarget *t, const ScanHooks *h, ScanError *err)
{
	Scan s = {.h = h, .t = t};
	const char *f = fmt, *end = fmt + fmtlen;
	int done = 0;
	Outcome o = GO;
	const char *why = NULL;
	while (o == GO && f < end && *f) {
		int fc = (unsigned char)*f++;
		if (is_space(fc)) {
			/* any white space in the format: any amount in the input */
			while (f < end && is_space((unsigned char)*f))
				f++;
			int c;
			do
				c = in(&s);
			while (c != SCAN_EOF && is_space(c));
			back(&s, c);
			o = s.failed ? HOOK_FAILED : GO;
		} else if (fc != '%') {
			int c = in(&s);
			if (c == SCAN_EOF)
				o = s.failed ? HOOK_FAILED : INPUT_FAILURE;
			else if (c != fc) {
				back(&s, c);
				o = MATCHING_FAILURE;
			}
		} else {
			o = conversion(&s, &f, end, &done, &why);
		}
	}
	buf_free(&s.buf);
	if (o == HOOK_FAILED || o == UNSUPPORTED) {
		err->code = o == HOOK_FAILED ? SCAN_E_HOOK : SCAN_E_UNSUPPORTED;
		err->msg = why;
		return -2;
	}
	/* glibc: an input failure before any assignment returns EOF */
	if (o == INPUT_FAILURE && done == 0)
		return SCAN_EOF;
	err->code = SCAN_OK;
	return done;
}
