/* format.c — printf-family formatting, glibc-exact, without host printf.
 *
 * Three stages, so target varargs are read in argument order even when the
 * format uses positional (%2$d) references:
 *   1. parse   the whole format into a list of Specs and a table of
 *              argument slots (one C type class per argument number);
 *   2. fetch   every slot, in order, through FmtHooks.next_arg;
 *   3. render  the Specs in order into the output Buf.
 *
 * Floating point: a value is decoded into an exact m × 2^e (following
 * glibc's own extraction for the odd formats: x87 pseudo-denormals and
 * IBM double-double), expanded to all of its decimal digits with base-1e9
 * big integers (m × 5^-e for negative e), then rounded once on the digit
 * string with glibc's round_away rule.  %a follows glibc's printf_fphex,
 * whose leading-digit convention differs per format (x87 uses a full
 * nibble: 1.0L is 0x8p-3). */
#include "machine/format.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ======================================================================
 * Errors
 * ==================================================================== */

static const char msg_inval[] = "format string ends inside a conversion specification";
static const char msg_overflow[] = "printf output, width or precision exceeds INT_MAX";
static const char msg_ilseq[] = "wide character not representable in the current locale";
static const char msg_hook[] = "could not access a printf argument";
static const char msg_nom[] = "%m is not supported here";
static const char msg_limit[] = "printf output exceeds the interpreter's limit";
static const char msg_posn[] = "positional argument number too large";

/* Positional references beyond this are refused rather than allocated
 * (sequential ones are bounded by the format's length). */
enum { MAX_ARGS = 1 << 16 };

/* ======================================================================
 * Parsing
 * ==================================================================== */

typedef enum { SP_LITERAL, SP_CONV, SP_UNKNOWN, SP_EINVAL, SP_EOVERFLOW } SpecKind;

typedef struct Spec {
	SpecKind kind;
	uint32_t off, len;  /* SP_LITERAL: the text fmt[off..off+len) */
	char conv;          /* conversion character ('\0' for a truncated unknown) */
	bool left, plus, space, alt, zero, group, i18n;
	uint8_t narrow;     /* hh: 1, h: 2 (bytes the int is truncated to) */
	bool is_long, is_ll; /* glibc's is_long and is_long_double */
	int width, prec;    /* prec -1: none */
	int width_arg, prec_arg, arg; /* argument numbers (0-based) or -1 */
} Spec;

typedef struct Slot {
	FmtArgKind kind;
	unsigned size;
	FmtArg v;
} Slot;

typedef struct Parser {
	const char *fmt;
	size_t len, i;
	const FmtTarget *t;
	Vec specs, slots;
	int seq;            /* next sequential argument number */
	bool positional;    /* glibc has switched to printf_positional */
	bool too_many;
} Parser;

/* Reads a decimal number; -1 if it exceeds INT_MAX (glibc's read_int). */
static int
read_int(Parser *p)
{
	long long v = 0;
	bool big = false;
	while (p->i < p->len && p->fmt[p->i] >= '0' && p->fmt[p->i] <= '9') {
		v = v * 10 + (p->fmt[p->i++] - '0');
		if (v > INT_MAX) {
			big = true;
			v = INT_MAX;
		}
	}
	return big ? -1 : (int)v;
}

static bool
at_digit(const Parser *p)
{
	return p->i < p->len && p->fmt[p->i] >= '1' && p->fmt[p->i] <= '9';
}

/* "n$" at the cursor: returns n - 1 and consumes it, else -1. */
static int
read_posn(Parser *p)
{
	size_t save = p->i;
	if (!at_digit(p))
		return -1;
	int n = read_int(p);
	if (n != 0 && p->i < p->len && p->fmt[p->i] == '$') {
		p->i++;
		if (n < 0 || n > MAX_ARGS) {
			p->too_many = true; /* fails before anything is fetched */
			return 0;
		}
		return n - 1;
	}
	p->i = save;
	return -1;
}

static int
use_slot(Parser *p, int idx, FmtArgKind kind, unsigned size)
{
	while (p->slots.len <= (uint32_t)idx)
		VEC_PUSH(&p->slots, Slot, ((Slot){FA_INT, 4, {0}}));
	Slot *s = &VEC_AT(&p->slots, Slot, idx);
	s->kind = kind;
	s->size = size;
	return idx;
}

/* The argument number of a '*' (width or precision) at the cursor. */
static int
star_arg(Parser *p)
{
	int posn = read_posn(p);
	if (posn >= 0)
		p->positional = true;
	else
		posn = p->seq++;
	return use_slot(p, posn, FA_INT, 4);
}

/* Length modifiers, as glibc's printf-parsemb.c sets its flags; j/z/t are
 * sized by the target exactly as glibc's sizeof tests would on it. */
static void
parse_modifiers(Parser *p, Spec *s)
{
	const FmtTarget *t = p->t;
	if (p->i >= p->len)
		return;
	char c = p->fmt[p->i];
	unsigned sz = 0;
	switch (c) {
	case 'h':
		p->i++;
		if (p->i < p->len && p->fmt[p->i] == 'h') {
			p->i++;
			s->narrow = 1;
		} else {
			s->narrow = 2;
		}
		return;
	case 'l':
		p->i++;
		s->is_long = true;
		if (p->i < p->len && p->fmt[p->i] == 'l') {
			p->i++;
			s->is_ll = true;
		}
		return;
	case 'L':
	case 'q':
		p->i++;
		s->is_ll = true;
		return;
	case 'j':
		sz = 8;
		break;
	case 'z':
	case 'Z':
	case 't':
		sz = t->size_t_bytes;
		break;
	case 'I':
		if (!t->msvc)
			return;
		p->i++;
		if (p->i + 1 < p->len && p->fmt[p->i] == '6' && p->fmt[p->i + 1] == '4') {
			p->i += 2;
			s->is_ll = true;
		} else if (p->i + 1 < p->len && p->fmt[p->i] == '3' && p->fmt[p->i + 1] == '2') {
			p->i += 2;
		} else if (t->ptr_bytes == 8) {
			s->is_ll = true;
		}
		return;
	default:
		return;
	}
	p->i++;
	s->is_ll = sz > t->long_bytes;
	s->is_long = sz > 4;
}

static unsigned
int_size(const Spec *s, const FmtTarget *t)
{
	return s->is_ll ? 8 : s->is_long ? t->long_bytes : 4;
}

/* Registers the value argument of a known conversion; false if unknown. */
static bool
conv_arg(Parser *p, Spec *s, int posn)
{
	const FmtTarget *t = p->t;
	FmtArgKind kind;
	unsigned size;
	switch (s->conv) {
	case 'd':
	case 'i':
		kind = FA_INT;
		size = int_size(s, t);
		break;
	case 'u':
	case 'o':
	case 'x':
	case 'X':
	case 'b':
	case 'B':
		kind = FA_UINT;
		size = int_size(s, t);
		break;
	case 'e': case 'E': case 'f': case 'F':
	case 'g': case 'G': case 'a': case 'A':
		if (s->is_ll && t->long_double_kind != FMT_LD_DOUBLE) {
			kind = FA_LDOUBLE;
			size = t->long_double_kind == FMT_LD_X87 ? 10 : 16;
		} else {
			kind = FA_DOUBLE;
			size = 8;
		}
		break;
	case 'C':
		s->is_long = true;
		/* fall through */
	case 'c':
		kind = s->is_long ? FA_WCHAR : FA_CHAR;
		size = 4;
		break;
	case 'S':
		s->is_long = true;
		/* fall through */
	case 's':
		kind = s->is_long ? FA_WSTR : FA_STR;
		size = t->ptr_bytes;
		break;
	case 'p':
		kind = FA_PTR;
		size = t->ptr_bytes;
		break;
	case 'n':
		kind = FA_NPTR;
		size = t->ptr_bytes;
		break;
	case '%':
	case 'm':
		return true;
	default:
		return false;
	}
	s->arg = use_slot(p, posn >= 0 ? posn : p->seq++, kind, size);
	return true;
}

/* One conversion specification; the cursor is just past its '%'.
 *   spec ::= '%' [n '$'] flags* [width] ['.' [precision]] modifier* conv */
static void
parse_spec(Parser *p)
{
	Spec s = {.kind = SP_CONV, .prec = -1, .width_arg = -1, .prec_arg = -1, .arg = -1};
	int posn = read_posn(p);
	if (posn >= 0)
		p->positional = true;
	for (; p->i < p->len; p->i++) {
		switch (p->fmt[p->i]) {
		case '-': s.left = true; continue;
		case '+': s.plus = true; continue;
		case ' ': s.space = true; continue;
		case '#': s.alt = true; continue;
		case '0': s.zero = true; continue;
		case '\'': s.group = true; continue;
		case 'I':
			if (p->t->msvc)
				break;
			s.i18n = true;
			continue;
		default:
			break;
		}
		break;
	}
	if (p->i < p->len && p->fmt[p->i] == '*') {
		p->i++;
		s.width_arg = star_arg(p);
	} else if (at_digit(p)) {
		s.width = read_int(p);
		if (s.width < 0)
			s.kind = SP_EOVERFLOW;
	}
	if (p->i < p->len && p->fmt[p->i] == '.') {
		p->i++;
		if (p->i < p->len && p->fmt[p->i] == '*') {
			p->i++;
			s.prec_arg = star_arg(p);
		} else {
			s.prec = read_int(p);
			if (s.prec < 0)
				s.kind = SP_EOVERFLOW;
		}
	}
	parse_modifiers(p, &s);
	if (s.kind == SP_EOVERFLOW) {
		/* glibc fails here, before fetching this conversion's value */
	} else if (p->i >= p->len) {
		/* glibc's direct loop reports EINVAL; once it has fallen back
		 * to printf_positional the stub is echoed like any unknown. */
		s.conv = '\0';
		s.kind = p->positional ? SP_UNKNOWN : SP_EINVAL;
	} else {
		s.conv = p->fmt[p->i++];
		if (!conv_arg(p, &s, posn)) {
			s.kind = SP_UNKNOWN;
			p->positional = true;
		}
	}
	if (s.left)
		s.zero = false;
	VEC_PUSH(&p->specs, Spec, s);
}

static void
parse_format(Parser *p)
{
	while (p->i < p->len) {
		const char *pct = memchr(p->fmt + p->i, '%', p->len - p->i);
		size_t end = pct ? (size_t)(pct - p->fmt) : p->len;
		if (end > p->i) {
			Spec lit = {.kind = SP_LITERAL, .off = (uint32_t)p->i,
				    .len = (uint32_t)(end - p->i)};
			VEC_PUSH(&p->specs, Spec, lit);
		}
		p->i = end;
		if (!pct)
			break;
		p->i++;
		parse_spec(p);
		SpecKind k = VEC_AT(&p->specs, Spec, p->specs.len - 1).kind;
		if (EHI_UNLIKELY(k == SP_EINVAL || k == SP_EOVERFLOW))
			break; /* glibc reads nothing past a failing conversion */
	}
}

/* ======================================================================
 * Output with limits
 * ==================================================================== */

typedef struct Big Big;
typedef struct Dec Dec;

typedef struct Ctx {
	Buf *out;
	size_t start;
	const FmtTarget *t;
	const FmtHooks *h;
	FmtError *err;
	Buf tmp;            /* a conversion's body before padding */
	Buf str;            /* strings read from the target */
	Big *big;           /* float scratch, allocated on first use */
	Dec *dec;
} Ctx;

static bool
fail(Ctx *c, FmtErrCode code, const char *msg)
{
	c->err->code = code;
	c->err->msg = msg;
	return false;
}

/* May n more bytes be produced?  glibc fails with EOVERFLOW past INT_MAX. */
static bool
room(Ctx *c, size_t n)
{
	size_t done = c->out->len - c->start;
	if (n > (size_t)INT_MAX - done)
		return fail(c, FMT_E_OVERFLOW, msg_overflow);
	if (c->t->max_bytes && n > c->t->max_bytes - (done < c->t->max_bytes ? done : c->t->max_bytes))
		return fail(c, FMT_E_LIMIT, msg_limit);
	return true;
}

/* Appends n bytes of unspecified content to b and returns them. */
static char *
buf_extend(Buf *b, size_t n)
{
	static const char zeros[512];
	size_t at = b->len;
	buf_put(b, "", 0);
	for (size_t left = n; left;) {
		size_t k = left < sizeof zeros ? left : sizeof zeros;
		buf_put(b, zeros, k);
		left -= k;
	}
	return b->s + at;
}

static void
buf_fill(Buf *b, char ch, size_t n)
{
	if (n)
		memset(buf_extend(b, n), ch, n);
}

/* Lays out [sign][prefix][zeros][body] in a field of s->width bytes: glibc
 * pads with spaces before the sign, with zeros after the prefix (zero_pad),
 * or with spaces after everything (left). */
static bool
emit_field(Ctx *c, const Spec *s, char sign, const char *prefix, size_t zeros, const char *body,
	   size_t blen, bool zero_pad)
{
	size_t plen = strlen(prefix);
	size_t len = (sign != 0) + plen + zeros + blen;
	size_t fill = s->width > 0 && (size_t)s->width > len ? (size_t)s->width - len : 0;
	if (!room(c, len + fill))
		return false;
	if (!s->left && !zero_pad)
		buf_fill(c->out, ' ', fill);
	if (sign)
		buf_putc(c->out, sign);
	buf_put(c->out, prefix, plen);
	if (!s->left && zero_pad)
		buf_fill(c->out, '0', fill);
	buf_fill(c->out, '0', zeros);
	buf_put(c->out, body, blen);
	if (s->left)
		buf_fill(c->out, ' ', fill);
	return true;
}

/* ======================================================================
 * Integers, characters, strings, pointers
 * ==================================================================== */

static uint64_t
truncate_bits(uint64_t v, unsigned bytes, bool sign_extend)
{
	if (bytes >= 8)
		return v;
	unsigned bits = bytes * 8;
	v &= (UINT64_C(1) << bits) - 1;
	if (sign_extend && (v >> (bits - 1)) & 1)
		v |= ~UINT64_C(0) << bits;
	return v;
}

/* glibc's LABEL(number): digits, precision zeros, octal/hex/binary marks. */
static bool
render_number(Ctx *c, const Spec *s, bool neg, uint64_t mag, unsigned base, char conv,
	      bool alt, bool sign_ok)
{
	static const char lower[] = "0123456789abcdef", upper[] = "0123456789ABCDEF";
	const char *digs = conv == 'X' ? upper : lower;
	char buf[80];
	char *end = buf + sizeof buf, *p = end;
	int prec = s->prec;
	bool zero_pad = s->zero;
	if (prec < 0)
		prec = 1;
	else
		zero_pad = false; /* a precision overrides the 0 flag */
	if (prec == 0 && mag == 0) {
		if (base == 8 && alt)
			*--p = '0';
	} else {
		uint64_t v = mag;
		do {
			*--p = digs[v % base];
			v /= base;
		} while (v);
	}
	if (mag != 0 && alt && base == 8 && prec <= end - p)
		*--p = '0';
	size_t zeros = prec > end - p ? (size_t)(prec - (end - p)) : 0;
	char prefix[3] = {0};
	if (mag != 0 && alt && (base == 16 || base == 2)) {
		prefix[0] = '0';
		prefix[1] = conv;
	}
	char sign = neg ? '-' : sign_ok && s->plus ? '+' : sign_ok && s->space ? ' ' : 0;
	return emit_field(c, s, sign, prefix, zeros, p, (size_t)(end - p), zero_pad);
}

static bool
render_int(Ctx *c, const Spec *s, uint64_t raw)
{
	bool is_signed = s->conv == 'd' || s->conv == 'i';
	uint64_t v = truncate_bits(raw, int_size(s, c->t), is_signed);
	if (s->narrow && !s->is_long && !s->is_ll)
		v = truncate_bits(v, s->narrow, is_signed);
	bool neg = is_signed && (int64_t)v < 0;
	uint64_t mag = neg ? ~v + 1 : v;
	unsigned base = 10;
	switch (s->conv) {
	case 'o': base = 8; break;
	case 'x': case 'X': base = 16; break;
	case 'b': case 'B': base = 2; break;
	default: break;
	}
	return render_number(c, s, neg, mag, base, s->conv, s->alt, is_signed);
}

/* glibc's %p is %#x of the address, and "(nil)" as a string for null;
 * the + and space flags are not cleared on this path, unlike %x. */
static bool
render_ptr(Ctx *c, const Spec *s, uint64_t addr)
{
	addr = truncate_bits(addr, c->t->ptr_bytes, false);
	if (addr == 0)
		return emit_field(c, s, 0, "", 0, "(nil)", 5, false);
	return render_number(c, s, false, addr, 16, 'x', true, true);
}

static bool
render_text(Ctx *c, const Spec *s, const char *p, size_t n)
{
	return emit_field(c, s, 0, "", 0, p, n, false);
}

/* Multibyte form of a wide character: the C locale knows only ASCII;
 * glibc's UTF-8 converter takes anything up to 0x7fffffff but surrogates. */
static int
wc_to_mb(uint32_t wc, bool utf8, char *out)
{
	if (wc < 0x80) {
		out[0] = (char)wc;
		return 1;
	}
	if (!utf8 || wc > 0x7fffffff || (wc & 0xfffff800) == 0xd800)
		return -1;
	int n = wc < 0x800 ? 2 : wc < 0x10000 ? 3 : wc < 0x200000 ? 4 : wc < 0x4000000 ? 5 : 6;
	for (int i = n - 1; i > 0; i--) {
		out[i] = (char)(0x80 | (wc & 0x3f));
		wc >>= 6;
	}
	out[0] = (char)((0xff00 >> n) | wc);
	return n;
}

static bool
render_wchar(Ctx *c, const Spec *s, uint64_t raw)
{
	char mb[8];
	int n = wc_to_mb((uint32_t)raw, c->t->utf8, mb);
	if (n < 0)
		return fail(c, FMT_E_ILSEQ, msg_ilseq);
	return render_text(c, s, mb, (size_t)n);
}

/* glibc prints "(null)" for a null %s only if the precision lets all of it. */
static bool
render_null_str(Ctx *c, const Spec *s)
{
	bool fits = s->prec < 0 || s->prec >= 6;
	return render_text(c, s, "(null)", fits ? 6 : 0);
}

static bool
render_str(Ctx *c, const Spec *s, uint64_t addr)
{
	addr = truncate_bits(addr, c->t->ptr_bytes, false);
	if (addr == 0)
		return render_null_str(c, s);
	size_t max = s->prec >= 0 ? (size_t)s->prec : SIZE_MAX;
	c->str.len = 0;
	if (!c->h->read_str(c->h->ctx, addr, 1, max, &c->str))
		return fail(c, FMT_E_HOOK, msg_hook);
	return render_text(c, s, c->str.s ? c->str.s : "", c->str.len);
}

/* %ls: converted whole before any output (glibc runs wcsrtombs first), and
 * a precision bounds the bytes without splitting a character. */
static bool
render_wstr(Ctx *c, const Spec *s, uint64_t addr)
{
	addr = truncate_bits(addr, c->t->ptr_bytes, false);
	if (addr == 0)
		return render_null_str(c, s);
	size_t max = s->prec >= 0 ? (size_t)s->prec : SIZE_MAX;
	c->str.len = 0;
	if (!c->h->read_str(c->h->ctx, addr, c->t->wchar_bytes, max, &c->str))
		return fail(c, FMT_E_HOOK, msg_hook);
	c->tmp.len = 0;
	size_t nunits = c->str.len / sizeof(uint32_t);
	for (size_t i = 0; i < nunits; i++) {
		uint32_t wc;
		char mb[8];
		memcpy(&wc, c->str.s + i * sizeof wc, sizeof wc);
		int n = wc_to_mb(wc, c->t->utf8, mb);
		if (n < 0)
			return fail(c, FMT_E_ILSEQ, msg_ilseq);
		if (c->tmp.len + (size_t)n > max)
			break;
		buf_put(&c->tmp, mb, (size_t)n);
	}
	return render_text(c, s, c->tmp.s ? c->tmp.s : "", c->tmp.len);
}

/* printf_unknown: glibc echoes an unknown conversion with its flags in a
 * canonical order and without its length modifiers. */
static bool
render_unknown(Ctx *c, const Spec *s)
{
	char buf[64];
	size_t n = 0;
	buf[n++] = '%';
	if (s->alt)
		buf[n++] = '#';
	if (s->group)
		buf[n++] = '\'';
	if (s->plus)
		buf[n++] = '+';
	else if (s->space)
		buf[n++] = ' ';
	if (s->left)
		buf[n++] = '-';
	if (s->zero)
		buf[n++] = '0';
	if (s->i18n)
		buf[n++] = 'I';
	if (!room(c, n))
		return false;
	buf_put(c->out, buf, n);
	n = 0;
	char num[16];
	if (s->width != 0) {
		int k = 0;
		for (unsigned v = (unsigned)s->width; v; v /= 10)
			num[k++] = (char)('0' + v % 10);
		while (k)
			buf[n++] = num[--k];
	}
	if (s->prec != -1) {
		buf[n++] = '.';
		int k = 0;
		unsigned v = (unsigned)s->prec;
		do
			num[k++] = (char)('0' + v % 10);
		while (v /= 10);
		while (k)
			buf[n++] = num[--k];
	}
	if (s->conv)
		buf[n++] = s->conv;
	if (!room(c, n))
		return false;
	buf_put(c->out, buf, n);
	return true;
}

/* ======================================================================
 * Floating point: decoding
 * ==================================================================== */

typedef enum { FV_FINITE, FV_INF, FV_NAN } FvClass;

/* A decoded value: exact m × 2^e2 for decimal output, and the digits and
 * exponent glibc's printf_fphex would start from for %a. */
typedef struct FloatVal {
	FvClass cls;
	bool neg;
	uint64_t m[2]; /* low, high; zero for ±0 */
	int e2;
	int lead;      /* %a: leading hex digit */
	uint8_t hex[28];
	int nhex;
	bool zero_mant;
	int hexp;
} FloatVal;

static void
put_hex(uint64_t v, uint8_t *dst, int ndig)
{
	for (int i = ndig - 1; i >= 0; i--) {
		dst[i] = (uint8_t)(v & 15);
		v >>= 4;
	}
}

static uint64_t
shl64(uint64_t v, int n)
{
	return n >= 64 ? 0 : v << n;
}

static uint64_t
shr64(uint64_t v, int n)
{
	return n >= 64 ? 0 : v >> n;
}

static void
decode_double(FloatVal *v, uint64_t bits)
{
	const uint64_t frac_mask = (UINT64_C(1) << 52) - 1;
	int e = (int)(bits >> 52) & 0x7ff;
	uint64_t f = bits & frac_mask;
	v->neg = bits >> 63;
	if (e == 0x7ff) {
		v->cls = f ? FV_NAN : FV_INF;
		return;
	}
	v->m[0] = e ? f | (UINT64_C(1) << 52) : f;
	v->e2 = (e ? e : 1) - 1075;
	v->lead = e != 0;
	put_hex(f, v->hex, 13);
	v->nhex = 13;
	v->zero_mant = f == 0;
	v->hexp = e ? e - 1023 : f ? -1022 : 0;
}

/* x87 extended.  The invalid encodings behave as glibc 2.36 prints them:
 * unnormals, pseudo-infinities and pseudo-NaNs are NaN (isnan says so);
 * a pseudo-denormal loses its integer bit unless nothing else is set. */
static void
decode_x87(FloatVal *v, uint64_t m, uint64_t se)
{
	const uint64_t int_bit = UINT64_C(1) << 63;
	int e = (int)(se & 0x7fff);
	v->neg = (se >> 15) & 1;
	if (e == 0x7fff) {
		v->cls = (m & int_bit) && (m << 1) == 0 ? FV_INF : FV_NAN;
		return;
	}
	if (e != 0 && !(m & int_bit)) {
		v->cls = FV_NAN;
		return;
	}
	if (e == 0) {
		uint64_t f = m & ~int_bit;
		v->m[0] = f ? f : m;
		v->e2 = -16445;
	} else {
		v->m[0] = m;
		v->e2 = e - 16383 - 63;
	}
	uint8_t all[16];
	put_hex(m, all, 16);
	v->lead = all[0];
	memcpy(v->hex, all + 1, 15);
	v->nhex = 15;
	v->zero_mant = m == 0;
	v->hexp = e ? e - 16386 : m ? -16385 : 0;
}

static void
decode_fp128(FloatVal *v, uint64_t lo, uint64_t hi)
{
	const uint64_t top_mask = (UINT64_C(1) << 48) - 1;
	int e = (int)(hi >> 48) & 0x7fff;
	uint64_t fhi = hi & top_mask;
	bool fzero = fhi == 0 && lo == 0;
	v->neg = hi >> 63;
	if (e == 0x7fff) {
		v->cls = fzero ? FV_INF : FV_NAN;
		return;
	}
	v->m[0] = lo;
	v->m[1] = e ? fhi | (UINT64_C(1) << 48) : fhi;
	v->e2 = (e ? e : 1) - 16383 - 112;
	v->lead = e != 0;
	put_hex(fhi, v->hex, 12);
	put_hex(lo, v->hex + 12, 16);
	v->nhex = 28;
	v->zero_mant = fzero;
	v->hexp = e ? e - 16383 : fzero ? 0 : -16382;
}

/* IBM double-double, as glibc's ldbl-128ibm ldbl2mpn and printf_fphex
 * build it: a 106-bit significand from the high double's 53 bits and the
 * low double aligned below them (bits further down are dropped), with a
 * borrow when the halves have opposite signs.  Kept bug for bug. */
static void
decode_ppc(FloatVal *v, uint64_t hbits, uint64_t lbits)
{
	const uint64_t frac_mask = (UINT64_C(1) << 52) - 1;
	int he = (int)(hbits >> 52) & 0x7ff, le = (int)(lbits >> 52) & 0x7ff;
	uint64_t hi = hbits & frac_mask;
	v->neg = hbits >> 63;
	if (he == 0x7ff) {
		v->cls = hi ? FV_NAN : FV_INF;
		return;
	}
	uint64_t lo = (lbits & frac_mask) << 7;
	if (le != 0)
		lo |= UINT64_C(1) << 59;
	else
		lo <<= 1;
	int ediff = he - le - 53;
	if (ediff > 0)
		lo = shr64(lo, ediff);
	else if (ediff < 0)
		lo = shl64(lo, -ediff);
	int hexp_field = he, expt = he - 1023;
	if ((hbits >> 63) != (lbits >> 63) && lo != 0) {
		lo = (UINT64_C(1) << 60) - lo;
		if (hi == 0) {
			/* a borrow from the hidden bit */
			hi = UINT64_C(0xffffffffffffe) | (lo >> 59);
			lo = UINT64_C(0x0fffffffffffffff) & (lo << 1);
			expt--;
			hexp_field = (hexp_field - 1) & 0x7ff;
		} else {
			hi--;
		}
	}
	v->m[0] = (hi << 53) | (lo >> 7);
	v->m[1] = hi >> 11;
	if (he == 0) {
		v->e2 = -1022 - 105;
	} else {
		v->m[1] |= UINT64_C(1) << 41;
		v->e2 = expt - 105;
	}
	uint64_t num0 = hi >> 4, num1 = (hi << 60) | lo;
	put_hex(num0, v->hex, 12);
	put_hex(num1, v->hex + 12, 16);
	v->nhex = 28;
	v->zero_mant = (num0 | num1) == 0;
	v->lead = hexp_field != 0;
	v->hexp = hexp_field ? hexp_field - 1023 : v->zero_mant ? 0 : -1022;
}

static void
decode_arg(const Ctx *c, const Slot *sl, FloatVal *v)
{
	memset(v, 0, sizeof *v);
	if (sl->kind == FA_DOUBLE) {
		uint64_t bits;
		memcpy(&bits, &sl->v.d, sizeof bits);
		decode_double(v, bits);
		return;
	}
	switch (c->t->long_double_kind) {
	case FMT_LD_X87: decode_x87(v, sl->v.lo, sl->v.hi); break;
	case FMT_LD_FP128: decode_fp128(v, sl->v.lo, sl->v.hi); break;
	case FMT_LD_PPC: decode_ppc(v, sl->v.hi, sl->v.lo); break;
	case FMT_LD_DOUBLE: decode_double(v, sl->v.lo); break;
	}
}

/* ======================================================================
 * Floating point: exact decimal expansion
 * ==================================================================== */

/* The longest expansion is binary128's smallest subnormal times a full
 * significand: 2^112 × 5^16494 has 11563 digits, 1285 base-1e9 limbs. */
enum { BIG_LIMBS = 1300, DEC_MAX = BIG_LIMBS * 9 };
#define BIG_BASE 1000000000u

struct Big {
	uint32_t w[BIG_LIMBS]; /* little-endian base-1e9 limbs */
	int n;
};

/* value = 0.d[0]d[1]...d[n-1] × 10^dp; d[0] != 0 and d[n-1] != 0, n == 0 for zero */
struct Dec {
	uint8_t d[DEC_MAX];
	int n, dp;
};

static void
big_mul(Big *b, uint32_t m)
{
	uint64_t carry = 0;
	for (int i = 0; i < b->n; i++) {
		uint64_t t = (uint64_t)b->w[i] * m + carry;
		b->w[i] = (uint32_t)(t % BIG_BASE);
		carry = t / BIG_BASE;
	}
	while (carry) {
		if (b->n == BIG_LIMBS)
			ehi_die("format: decimal expansion overflow");
		b->w[b->n++] = (uint32_t)(carry % BIG_BASE);
		carry /= BIG_BASE;
	}
}

static void
big_set(Big *b, const uint64_t m[2])
{
	uint32_t w[4] = {(uint32_t)m[0], (uint32_t)(m[0] >> 32), (uint32_t)m[1],
			 (uint32_t)(m[1] >> 32)};
	b->n = 0;
	while (w[0] | w[1] | w[2] | w[3]) {
		uint64_t rem = 0;
		for (int i = 3; i >= 0; i--) {
			uint64_t cur = (rem << 32) | w[i];
			w[i] = (uint32_t)(cur / BIG_BASE);
			rem = cur % BIG_BASE;
		}
		b->w[b->n++] = (uint32_t)rem;
	}
}

/* All the digits of m × 2^e2: m × 2^e2 directly, or m × 5^-e2 / 10^-e2. */
static void
dec_exact(Ctx *c, const FloatVal *v, Dec *x)
{
	Big *b = c->big;
	big_set(b, v->m);
	x->n = 0;
	x->dp = 0;
	if (b->n == 0)
		return;
	if (v->e2 >= 0) {
		int k = v->e2;
		for (; k >= 31; k -= 31)
			big_mul(b, UINT32_C(1) << 31);
		if (k)
			big_mul(b, UINT32_C(1) << k);
	} else {
		static const uint32_t pow5[14] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625,
						  1953125, 9765625, 48828125, 244140625, 1220703125};
		int k = -v->e2;
		for (; k >= 13; k -= 13)
			big_mul(b, pow5[13]);
		if (k)
			big_mul(b, pow5[k]);
	}
	int n = 0;
	uint32_t top = b->w[b->n - 1];
	uint8_t tmp[10];
	int k = 0;
	for (; top; top /= 10)
		tmp[k++] = (uint8_t)(top % 10);
	while (k)
		x->d[n++] = tmp[--k];
	for (int i = b->n - 2; i >= 0; i--) {
		uint32_t w = b->w[i];
		for (int j = 8; j >= 0; j--) {
			x->d[n + j] = (uint8_t)(w % 10);
			w /= 10;
		}
		n += 9;
	}
	x->dp = v->e2 >= 0 ? n : n + v->e2;
	while (n > 0 && x->d[n - 1] == 0)
		n--;
	x->n = n;
}

/* glibc's round_away(): should the kept digits be incremented? */
static bool
round_away(bool neg, bool odd, bool half, bool more, FmtRound mode)
{
	switch (mode) {
	case FMT_RD: return neg && (half || more);
	case FMT_RU: return !neg && (half || more);
	case FMT_RZ: return false;
	case FMT_RN: break;
	}
	return half && (odd || more);
}

/* Rounds x to its first `keep` digits; keep <= 0 puts the rounding point
 * left of the first digit, so the result is 0 or one unit there. */
static void
dec_round(Dec *x, int keep, bool neg, FmtRound mode)
{
	if (x->n <= keep)
		return;
	bool half = false, more = true, odd = false;
	if (keep >= 0) {
		int nd = x->d[keep];
		half = nd >= 5;
		more = nd % 5 != 0 || keep + 1 < x->n;
		odd = keep > 0 && (x->d[keep - 1] & 1);
	}
	bool up = round_away(neg, odd, half, more, mode);
	if (keep <= 0) {
		if (up) {
			x->dp = x->dp - keep + 1;
			x->d[0] = 1;
			x->n = 1;
		} else {
			x->n = 0;
			x->dp = 0;
		}
		return;
	}
	x->n = keep;
	if (up) {
		int i = keep - 1;
		while (i >= 0 && x->d[i] == 9)
			i--;
		if (i < 0) {
			x->d[0] = 1;
			x->n = 1;
			x->dp++;
			return;
		}
		x->d[i]++;
		x->n = i + 1;
	}
	while (x->n > 0 && x->d[x->n - 1] == 0)
		x->n--;
}

/* A digit count for dec_round: huge precisions keep everything. */
static int
keep_digits(long n)
{
	return n > INT_MAX ? INT_MAX : n < -INT_MAX ? -INT_MAX : (int)n;
}

static uint8_t
dec_digit(const Dec *x, long idx)
{
	return idx >= 0 && idx < x->n ? x->d[idx] : 0;
}

/* ======================================================================
 * Floating point: rendering
 * ==================================================================== */

static void
put_digits(Buf *b, const Dec *x, long from, long count)
{
	if (count <= 0)
		return;
	char *p = buf_extend(b, (size_t)count);
	for (long i = 0; i < count; i++)
		p[i] = (char)('0' + dec_digit(x, from + i));
}

/* [-]ddd.ddd with prec fraction digits (x already rounded). */
static void
body_f(Buf *b, const Dec *x, long prec, bool dot)
{
	if (x->n == 0 || x->dp <= 0)
		buf_putc(b, '0');
	else
		put_digits(b, x, 0, x->dp);
	if (dot)
		buf_putc(b, '.');
	put_digits(b, x, x->n ? x->dp : 0, prec);
}

/* d.ddde±XX (x already rounded). */
static void
body_e(Buf *b, const Dec *x, long prec, bool dot, bool upper)
{
	buf_putc(b, (char)('0' + dec_digit(x, 0)));
	if (dot)
		buf_putc(b, '.');
	put_digits(b, x, 1, prec);
	long e = x->n ? x->dp - 1L : 0;
	char tmp[24];
	int k = 0;
	unsigned long ae = (unsigned long)(e < 0 ? -e : e);
	do
		tmp[k++] = (char)('0' + ae % 10);
	while (ae /= 10);
	if (k < 2)
		tmp[k++] = '0';
	buf_putc(b, upper ? 'E' : 'e');
	buf_putc(b, e < 0 ? '-' : '+');
	while (k)
		buf_putc(b, tmp[--k]);
}

/* The decimal conversions e, f, g on a finite value. */
static bool
body_decimal(Ctx *c, const Spec *s, const FloatVal *v)
{
	if (!c->big) {
		c->big = xmalloc(sizeof *c->big);
		c->dec = xmalloc(sizeof *c->dec);
	}
	Dec *x = c->dec;
	dec_exact(c, v, x);
	char conv = s->conv | 0x20;
	bool upper = s->conv != conv;
	long prec = s->prec < 0 ? 6 : s->prec;
	/* these print at least prec digits: refuse absurd precisions before
	 * allocating them (%g without '#' drops its trailing zeros) */
	if ((conv != 'g' || s->alt) && !room(c, (size_t)prec))
		return false;
	switch (conv) {
	case 'f':
		dec_round(x, keep_digits(x->dp + prec), v->neg, c->t->rounding);
		body_f(&c->tmp, x, prec, prec > 0 || s->alt);
		return true;
	case 'e':
		dec_round(x, keep_digits(prec + 1), v->neg, c->t->rounding);
		body_e(&c->tmp, x, prec, prec > 0 || s->alt, upper);
		return true;
	default:
		break;
	}
	/* %g: P significant digits; the exponent X is the one after rounding */
	long p = prec == 0 ? 1 : prec;
	dec_round(x, keep_digits(p), v->neg, c->t->rounding);
	long xe = x->n ? x->dp - 1L : 0;
	if (p > xe && xe >= -4) {
		long fp = p - 1 - xe;
		if (!s->alt) {
			long have = x->n - (long)x->dp; /* fraction digits up to the last nonzero */
			fp = have < fp ? (have > 0 ? have : 0) : fp;
		}
		body_f(&c->tmp, x, fp, fp > 0 || s->alt);
	} else {
		long ep = p - 1;
		if (!s->alt && x->n - 1L < ep)
			ep = x->n > 1 ? x->n - 1L : 0;
		body_e(&c->tmp, x, ep, ep > 0 || s->alt, upper);
	}
	return true;
}

/* glibc's printf_fphex from the digits decode_* prepared. */
static bool
body_hex(Ctx *c, const Spec *s, const FloatVal *v)
{
	bool upper = s->conv == 'A';
	const char *digs = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	uint8_t hex[28];
	memcpy(hex, v->hex, sizeof hex);
	int lead = v->lead, hexp = v->hexp;
	long prec = s->prec, numend = 0;
	if (!v->zero_mant) {
		numend = v->nhex;
		while (numend > 0 && hex[numend - 1] == 0)
			numend--;
		if (prec >= 0 && prec < numend) {
			int last = prec > 0 ? hex[prec - 1] : lead, next = hex[prec];
			bool more = (next & 7) != 0 || prec + 1 < numend;
			if (round_away(v->neg, last & 1, next >= 8, more, c->t->rounding)) {
				long i = prec - 1;
				for (; i >= 0 && hex[i] == 15; i--)
					hex[i] = 0;
				if (i >= 0) {
					hex[i]++;
				} else if (lead < 15) {
					lead++;
				} else {
					lead = 1;
					hexp += 4;
				}
			}
		}
		if (prec < 0)
			prec = numend;
	} else if (prec < 0) {
		prec = 0;
	}
	if (!room(c, (size_t)prec))
		return false;
	buf_putc(&c->tmp, digs[lead]);
	if (prec > 0 || s->alt)
		buf_putc(&c->tmp, '.');
	long shown = numend < prec ? numend : prec;
	for (long i = 0; i < shown; i++)
		buf_putc(&c->tmp, digs[hex[i]]);
	buf_fill(&c->tmp, '0', (size_t)(prec - shown));
	buf_putc(&c->tmp, upper ? 'P' : 'p');
	buf_putc(&c->tmp, hexp < 0 ? '-' : '+');
	char tmp[12];
	int k = 0;
	unsigned ae = (unsigned)(hexp < 0 ? -hexp : hexp);
	do
		tmp[k++] = (char)('0' + ae % 10);
	while (ae /= 10);
	while (k)
		buf_putc(&c->tmp, tmp[--k]);
	return true;
}

static bool
render_float(Ctx *c, const Spec *s, const Slot *sl)
{
	FloatVal v;
	decode_arg(c, sl, &v);
	bool upper = s->conv >= 'A' && s->conv <= 'Z';
	char sign = v.neg ? '-' : s->plus ? '+' : s->space ? ' ' : 0;
	if (v.cls != FV_FINITE) {
		const char *w = v.cls == FV_INF ? (upper ? "INF" : "inf") : (upper ? "NAN" : "nan");
		return emit_field(c, s, sign, "", 0, w, 3, false);
	}
	c->tmp.len = 0;
	bool hex = (s->conv | 0x20) == 'a';
	if (!(hex ? body_hex(c, s, &v) : body_decimal(c, s, &v)))
		return false;
	return emit_field(c, s, sign, hex ? (upper ? "0X" : "0x") : "", 0, c->tmp.s, c->tmp.len,
			  s->zero);
}

/* ======================================================================
 * Driver
 * ==================================================================== */

static const Slot *
slot(const Vec *slots, int idx)
{
	return &VEC_AT(slots, Slot, idx);
}

/* The width and precision a spec ends up with once '*' arguments are in:
 * a negative '*' width means '-', a negative '*' precision means none. */
static bool
resolve_stars(Ctx *c, const Vec *slots, Spec *s)
{
	if (s->width_arg >= 0) {
		int32_t w = (int32_t)slot(slots, s->width_arg)->v.u;
		if (w < 0) {
			if (w == INT32_MIN)
				return fail(c, FMT_E_OVERFLOW, msg_overflow);
			w = -w;
			s->left = true;
			s->zero = false;
		}
		s->width = w;
	}
	if (s->prec_arg >= 0) {
		int32_t p = (int32_t)slot(slots, s->prec_arg)->v.u;
		s->prec = p < 0 ? -1 : p;
	}
	return true;
}

static bool
render_conv(Ctx *c, const Vec *slots, const Spec *s)
{
	const Slot *sl = s->arg >= 0 ? slot(slots, s->arg) : NULL;
	switch (s->conv) {
	case '%':
		if (!room(c, 1))
			return false;
		buf_putc(c->out, '%');
		return true;
	case 'd': case 'i': case 'u': case 'o':
	case 'x': case 'X': case 'b': case 'B':
		return render_int(c, s, sl->v.u);
	case 'e': case 'E': case 'f': case 'F':
	case 'g': case 'G': case 'a': case 'A':
		return render_float(c, s, sl);
	case 'c':
	case 'C':
		if (sl->kind == FA_WCHAR)
			return render_wchar(c, s, sl->v.u);
		{
			char ch = (char)(unsigned char)sl->v.u;
			return render_text(c, s, &ch, 1);
		}
	case 's':
	case 'S':
		return sl->kind == FA_WSTR ? render_wstr(c, s, sl->v.u) : render_str(c, s, sl->v.u);
	case 'p':
		return render_ptr(c, s, sl->v.u);
	case 'n': {
		unsigned sz = s->is_ll ? 8 : s->is_long ? c->t->long_bytes : s->narrow ? s->narrow : 4;
		uint64_t addr = truncate_bits(sl->v.u, c->t->ptr_bytes, false);
		int64_t done = (int64_t)(c->out->len - c->start);
		if (!c->h->store_count(c->h->ctx, addr, sz, done))
			return fail(c, FMT_E_HOOK, msg_hook);
		return true;
	}
	case 'm':
		if (!c->h->errno_message)
			return fail(c, FMT_E_UNSUPPORTED, msg_nom);
		c->str.len = 0;
		if (!c->h->errno_message(c->h->ctx, s->alt, &c->str))
			return fail(c, FMT_E_HOOK, msg_hook);
		{
			size_t n = c->str.len;
			if (s->prec >= 0 && (size_t)s->prec < n)
				n = (size_t)s->prec;
			return render_text(c, s, c->str.s ? c->str.s : "", n);
		}
	default:
		ehi_die("format: unhandled conversion '%c'", s->conv);
	}
}

static bool
render_all(Ctx *c, const char *fmt, const Vec *specs, const Vec *slots)
{
	for (uint32_t i = 0; i < specs->len; i++) {
		Spec s = VEC_AT(specs, Spec, i);
		switch (s.kind) {
		case SP_LITERAL:
			if (!room(c, s.len))
				return false;
			buf_put(c->out, fmt + s.off, s.len);
			continue;
		case SP_EINVAL:
			return fail(c, FMT_E_INVAL, msg_inval);
		case SP_EOVERFLOW:
			return fail(c, FMT_E_OVERFLOW, msg_overflow);
		case SP_UNKNOWN:
			if (!resolve_stars(c, slots, &s) || !render_unknown(c, &s))
				return false;
			continue;
		case SP_CONV:
			if (!resolve_stars(c, slots, &s) || !render_conv(c, slots, &s))
				return false;
			continue;
		}
	}
	return true;
}

int
fmt_format(Buf *out, const char *fmt, size_t fmtlen, const FmtTarget *t, const FmtHooks *h,
	   FmtError *err)
{
	const char *nul = memchr(fmt, '\0', fmtlen);
	Parser p = {.fmt = fmt, .len = nul ? (size_t)(nul - fmt) : fmtlen, .t = t};
	Ctx c = {.out = out, .start = out->len, .t = t, .h = h, .err = err};
	err->code = FMT_OK;
	err->msg = NULL;
	buf_put(out, "", 0); /* out->s is never NULL afterwards */
	parse_format(&p);
	bool ok = true;
	if (p.too_many)
		ok = fail(&c, FMT_E_INVAL, msg_posn);
	for (uint32_t i = 0; ok && i < p.slots.len; i++) {
		Slot *s = &VEC_AT(&p.slots, Slot, i);
		if (!h->next_arg(h->ctx, s->kind, s->size, &s->v))
			ok = fail(&c, FMT_E_HOOK, msg_hook);
	}
	if (ok)
		ok = render_all(&c, fmt, &p.specs, &p.slots);
	vec_free(&p.specs);
	vec_free(&p.slots);
	buf_free(&c.tmp);
	buf_free(&c.str);
	free(c.big);
	free(c.dec);
	return ok ? (int)(out->len - c.start) : -1;
}

FmtTarget
fmt_target_x86_64_linux(void)
{
	return (FmtTarget){.long_bytes = 8, .size_t_bytes = 8, .ptr_bytes = 8, .wchar_bytes = 4,
			   .long_double_kind = FMT_LD_X87, .rounding = FMT_RN};
}
