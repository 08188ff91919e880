/* lexer.c — tokens of the textual IR.
 *
 * One function, lex_next, dispatches on the first character.  Bare words
 * are classified through one keyword table (keywords.def + opcodes.def);
 * `iN` is recognised without it.  Nothing is decoded here: a token is a
 * kind and a span, plus a 64-bit value for ids and small integers. */
#include "ir/parse.h"
#include "ir/wordtab.h"

#include <string.h>

static void cclass_init(void);

static WordSlot kw_slots[512]; /* over twice the keywords and opcodes */
static WordTab kw_table = {kw_slots, countof(kw_slots) - 1};
static bool kw_ready;

static const char *const kw_spelling[] = {
#define KW(e, s) s,
#include "ir/keywords.def"
#undef KW
};

void
lex_init(void)
{
	if (kw_ready)
		return;
	cclass_init();
	_Static_assert(countof(kw_spelling) + OP__COUNT < countof(kw_slots) / 2, "kw_slots too small");
	for (size_t i = 0; i < countof(kw_spelling); i++)
		wordtab_add(&kw_table, kw_spelling[i], TK_KW_FIRST_ + 1 + (int)i);
	for (int o = 0; o < OP__COUNT; o++)
		wordtab_add(&kw_table, op_names[o], TK_OP(o));
	kw_ready = true;
}

const char *
tok_kind_text(int k)
{
	static const char *const punct[] = {
		[TK_EOF] = "end of file", [TK_ERROR] = "invalid token", [TK_EQ] = "'='",
		[TK_COMMA] = "','", [TK_STAR] = "'*'", [TK_LSQUARE] = "'['",
		[TK_RSQUARE] = "']'", [TK_LBRACE] = "'{'", [TK_RBRACE] = "'}'",
		[TK_LPAREN] = "'('", [TK_RPAREN] = "')'", [TK_LESS] = "'<'",
		[TK_GREATER] = "'>'", [TK_EXCLAIM] = "'!'", [TK_BAR] = "'|'",
		[TK_DOTDOTDOT] = "'...'",
	};
	if (k <= TK_DOTDOTDOT)
		return punct[k];
	if (k > TK_KW_FIRST_ && k < TK_OP_FIRST_)
		return kw_spelling[k - TK_KW_FIRST_ - 1];
	if (tk_is_opcode(k))
		return op_names[tk_opcode(k)];
	return "token";
}

/* character classes, without the locale lookups of <ctype.h> */
enum { CC_DIGIT = 1, CC_ALPHA = 2, CC_NAME = 4, CC_HEX = 8, CC_SPACE = 16 };
static uint8_t cclass[256];

static void
cclass_init(void)
{
	for (int c = 0; c < 256; c++) {
		uint8_t k = 0;
		if (c >= '0' && c <= '9')
			k |= CC_DIGIT | CC_NAME | CC_HEX;
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
			k |= CC_ALPHA | CC_NAME;
		if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
			k |= CC_HEX;
		if (c == '-' || c == '$' || c == '.' || c == '_')
			k |= CC_NAME;
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
			k |= CC_SPACE;
		cclass[c] = k;
	}
}

#define isdigit(c) (cclass[(unsigned char)(c)] & CC_DIGIT)
#define isalpha(c) (cclass[(unsigned char)(c)] & CC_ALPHA)
#define isxdigit(c) (cclass[(unsigned char)(c)] & CC_HEX)

static inline bool
is_name_char(unsigned char c)
{
	return cclass[c] & CC_NAME;
}

/* Skip white space and ; comments. */
static const char *
skip_space(const char *p)
{
	for (;;) {
		unsigned char c = (unsigned char)*p;
		if (cclass[c] & CC_SPACE)
			p++;
		else if (c == ';') {
			const char *nl = strchr(p, '\n'); /* the text ends with a NUL */
			p = nl ? nl : p + strlen(p);
		} else
			return p;
	}
}

/* A quoted string starting at p (on the opening quote). Returns the
 * position after the closing quote, or NULL if unterminated. */
static const char *
scan_string(Parser *P, const char *p)
{
	const char *q = p + 1;
	const char *end = P->text + P->src->len;
	const char *close = memchr(q, '"', (size_t)(end - q));
	return close ? close + 1 : NULL;
}

static bool
scan_uint(const char *p, const char *e, uint64_t *v)
{
	uint64_t x = 0;
	bool big = false;
	if (e - p <= 19) { /* 19 digits cannot overflow: no check per digit */
		for (; p < e; p++)
			x = x * 10 + (uint64_t)(*p - '0');
		*v = x;
		return false;
	}
	for (; p < e; p++) {
		uint64_t d = (uint64_t)(*p - '0');
		if (x > (UINT64_MAX - d) / 10)
			big = true;
		x = x * 10 + d;
	}
	*v = x;
	return big;
}

/* a sigil with no valid name after it (^foo, #foo, a lone %) */
static void
sigil_error(Parser *P, const char *p)
{
	if (!P->failed)
		lex_error(P, P->tok.start, "invalid name after '%c'", *p);
}

/* sigil-prefixed name or id: %foo %"foo" %12; same for @ $ ! # ^ (the
 * token is complete on return: lex_next tail-calls it) */
static EHI_NOINLINE void
lex_sigil(Parser *P, const char *p, int var_kind, int id_kind)
{
	Tok *t = &P->tok;
	const char *s = p + 1;
	if (*s == '"') {
		const char *e = scan_string(P, s);
		if (!e) {
			lex_error(P, t->start, "end of file in global variable name");
			return;
		}
		t->kind = (uint16_t)var_kind;
		t->quoted = 1;
		t->off = (uint32_t)(s + 1 - P->text);
		t->len = (uint32_t)(e - 1 - (s + 1));
		P->p = e;
		if (t->kind == TK_ERROR)
			sigil_error(P, p);
		return;
	}
	if (isdigit((unsigned char)*s) && id_kind >= 0) {
		/* the value as the digits go by; past 19 digits, again with the
		 * overflow check */
		const char *e = s;
		uint64_t x = 0;
		while (isdigit((unsigned char)*e))
			x = x * 10 + (uint64_t)(*e++ - '0');
		t->kind = (uint16_t)id_kind;
		t->ival = x;
		if (e - s > 19)
			t->big = scan_uint(s, e, &t->ival);
		t->off = (uint32_t)(s - P->text);
		t->len = (uint32_t)(e - s);
		P->p = e;
		return;
	}
	const char *e = s;
	bool esc = false;
	while (is_name_char((unsigned char)*e))
		e++;
	if (var_kind == TK_METAVAR) /* !a\41b: escapes in metadata names */
		while (is_name_char((unsigned char)*e) || *e == '\\') {
			esc |= *e == '\\';
			e++;
		}
	if (e == s) {
		t->kind = TK_ERROR;
		P->p = s;
		sigil_error(P, p);
		return;
	}
	t->kind = (uint16_t)var_kind;
	t->quoted = esc; /* !a\41b: escapes are decoded like quoted names */
	t->off = (uint32_t)(s - P->text);
	t->len = (uint32_t)(e - s);
	P->p = e;
	if (t->kind == TK_ERROR)
		sigil_error(P, p);
}

static EHI_NOINLINE void lex_word(Parser *P, const char *p);

static EHI_NOINLINE void
lex_number(Parser *P, const char *p)
{
	Tok *t = &P->tok;
	const char *s = p;
	/* hex floats: 0x[KLMHR]?[0-9A-Fa-f]+ */
	if (p[0] == '0' && p[1] == 'x') {
		const char *e = p + 2;
		if (*e == 'K' || *e == 'L' || *e == 'M' || *e == 'H' || *e == 'R')
			e++;
		const char *digits = e;
		while (isxdigit((unsigned char)*e))
			e++;
		if (e == digits) {
			lex_error(P, t->start, "expected hex digits after '0x'");
			return;
		}
		t->kind = TK_FP;
		t->off = (uint32_t)(s - P->text);
		t->len = (uint32_t)(e - s);
		P->p = e;
		return;
	}
	const char *e = p;
	if (*e == '-' || *e == '+')
		e++;
	const char *digits = e;
	while (isdigit((unsigned char)*e))
		e++;
	if (e == digits) {
		lex_error(P, t->start, "invalid number");
		return;
	}
	/* -3: and -3x: are string labels (LLVM's lexer) */
	if (*s == '-') {
		const char *le = e;
		while (is_name_char((unsigned char)*le))
			le++;
		if (*le == ':') {
			lex_word(P, s);
			return;
		}
	}
	/* a label: 42: */
	if (*e == ':' && *s != '-' && *s != '+') {
		t->kind = TK_LABELID;
		t->big = scan_uint(digits, e, &t->ival);
		t->off = (uint32_t)(s - P->text);
		t->len = (uint32_t)(e - s);
		P->p = e + 1;
		return;
	}
	if (*e == '.') {
		e++;
		while (isdigit((unsigned char)*e))
			e++;
		if ((*e == 'e' || *e == 'E') &&
		    (isdigit((unsigned char)e[1]) ||
		     ((e[1] == '-' || e[1] == '+') && isdigit((unsigned char)e[2])))) {
			e += 2;
			while (isdigit((unsigned char)*e))
				e++;
		}
		t->kind = TK_FP;
		t->off = (uint32_t)(s - P->text);
		t->len = (uint32_t)(e - s);
		P->p = e;
		return;
	}
	t->kind = TK_INT;
	uint64_t v;
	t->big = scan_uint(digits, e, &v);
	if (*s == '-') {
		if (v > (uint64_t)1 << 63)
			t->big = 1;
		v = (uint64_t)0 - v;
	}
	t->ival = v;
	t->off = (uint32_t)(s - P->text);
	t->len = (uint32_t)(e - s);
	P->p = e;
}

static EHI_NOINLINE void
lex_word(Parser *P, const char *p)
{
	Tok *t = &P->tok;
	const char *e = p;
	while (is_name_char((unsigned char)*e))
		e++;
	/* label: [-a-zA-Z$._0-9]+: */
	if (*e == ':') {
		t->kind = TK_LABELSTR;
		t->off = (uint32_t)(p - P->text);
		t->len = (uint32_t)(e - p);
		P->p = e + 1;
		return;
	}
	size_t n = (size_t)(e - p);
	t->off = (uint32_t)(p - P->text);
	t->len = (uint32_t)n;
	P->p = e;
	/* u0xFF / s0xFF: hexadecimal integers (s: signed, from the digit count) */
	if (n > 3 && (p[0] == 'u' || p[0] == 's') && p[1] == '0' && p[2] == 'x') {
		bool ok = true;
		for (size_t i = 3; i < n; i++)
			ok &= isxdigit(p[i]) != 0;
		if (ok) {
			uint64_t v = 0;
			size_t nd = n - 3;
			for (size_t i = 3; i < n; i++)
				v = v << 4 | (uint64_t)(p[i] <= '9' ? p[i] - '0' : (p[i] | 0x20) - 'a' + 10);
			if (nd > 16)
				t->big = 1; /* the value is rebuilt from the text by the parser */
			t->kind = TK_INT;
			t->ival = v;
			t->quoted = 2; /* hex form: the decimal text reparse does not apply */
			return;
		}
	}
	/* c"..." */
	if (n == 1 && p[0] == 'c' && *e == '"') {
		const char *se = scan_string(P, e);
		if (!se) {
			lex_error(P, t->start, "end of file in string constant");
			return;
		}
		t->kind = TK_CSTRING;
		t->off = (uint32_t)(e + 1 - P->text);
		t->len = (uint32_t)(se - 1 - (e + 1));
		P->p = se;
		return;
	}
	/* iN */
	if (p[0] == 'i' && n > 1 && n < 10) {
		bool all = true;
		uint64_t w = 0;
		for (size_t i = 1; i < n; i++) {
			all &= isdigit((unsigned char)p[i]) != 0;
			w = w * 10 + (uint64_t)(p[i] - '0');
		}
		if (all) {
			if (w == 0 || w > (1u << 23)) {
				lex_error(P, t->start, "bitwidth for integer type out of range");
				return;
			}
			t->kind = TK_INTTYPE;
			t->ival = w;
			return;
		}
	}
	const WordSlot *k = wordtab_find(&kw_table, p, n);
	t->kind = k ? (uint16_t)k->val : TK_WORD;
}

/* the rarer first characters of a token, out of lex_next's way */
static EHI_NOINLINE void
lex_dollar(Parser *P, const char *p)
{
	const char *le = p + 1;
	while (is_name_char((unsigned char)*le))
		le++;
	if (*le == ':') /* $N: is a label ($ is a name character) */
		lex_word(P, p);
	else if (p[1] == '"' || is_name_char((unsigned char)p[1]))
		lex_sigil(P, p, TK_COMDATVAR, -1);
	else
		lex_word(P, p);
}

static EHI_NOINLINE void
lex_hash(Parser *P, const char *p)
{
	if (strncmp(p + 1, "dbg_", 4) == 0)
		lex_sigil(P, p, TK_DBGREC, -1);
	else
		lex_sigil(P, p, TK_ERROR, TK_ATTRGRP);
}

static EHI_NOINLINE void
lex_quoted(Parser *P, const char *p)
{
	Tok *t = &P->tok;
	const char *e = scan_string(P, p);
	if (!e) {
		lex_error(P, t->start, "end of file in string constant");
		return;
	}
	t->off = (uint32_t)(p + 1 - P->text);
	t->len = (uint32_t)(e - 1 - (p + 1));
	P->p = e;
	if (*e == ':') { /* "quoted label": */
		t->kind = TK_LABELSTR;
		t->quoted = 1;
		P->p = e + 1;
		return;
	}
	t->kind = TK_STRING;
}

static EHI_NOINLINE void
lex_other(Parser *P, const char *p)
{
	Tok *t = &P->tok;
	unsigned char c = (unsigned char)*p;
	if (c == 0) {
		if (p < P->text + P->src->len) {
			lex_error(P, t->start, "invalid character in input (NUL byte)");
			return;
		}
		t->kind = TK_EOF;
		P->p = p;
		return;
	}
	if (c == '-' && !isdigit((unsigned char)p[1])) {
		lex_word(P, p); /* e.g. a label "-foo:" */
		if (t->kind != TK_LABELSTR)
			lex_error(P, t->start, "invalid token '-'");
		return;
	}
	if (c >= 0x20 && c < 0x7f)
		lex_error(P, t->start, "invalid character '%c'", c);
	else
		lex_error(P, t->start, "invalid byte 0x%02x in input", c);
}

/* a ; comment: skipped, then lex_next again (a tail call, see below) */
static EHI_NOINLINE void
lex_comment(Parser *P, const char *p)
{
	P->p = skip_space(p);
	lex_next(P);
}

/* The hot path: punctuation is done here, every other token by a tail
 * call (so this function saves no registers: it runs for every token) */
void
lex_next(Parser *P)
{
	Tok *t = &P->tok;
	if (P->failed) { /* after an error, stay on it */
		t->kind = TK_ERROR;
		return;
	}
	const char *p = P->p;
	while (cclass[(unsigned char)*p] & CC_SPACE)
		p++;
	if (*p == ';') {
		lex_comment(P, p);
		return;
	}
	t->start = (uint32_t)(p - P->text);
	t->quoted = 0;
	t->big = 0;
	t->ival = 0;
	t->off = t->start;
	t->len = 0;
	unsigned char c = (unsigned char)*p;
	P->p = p + 1;
	switch (c) {
	case '=': t->kind = TK_EQ; return;
	case ',': t->kind = TK_COMMA; return;
	case '*': t->kind = TK_STAR; return;
	case '[': t->kind = TK_LSQUARE; return;
	case ']': t->kind = TK_RSQUARE; return;
	case '{': t->kind = TK_LBRACE; return;
	case '}': t->kind = TK_RBRACE; return;
	case '(': t->kind = TK_LPAREN; return;
	case ')': t->kind = TK_RPAREN; return;
	case '<': t->kind = TK_LESS; return;
	case '>': t->kind = TK_GREATER; return;
	case '|': t->kind = TK_BAR; return;
	case '.':
		if (p[1] == '.' && p[2] == '.') {
			t->kind = TK_DOTDOTDOT;
			P->p = p + 3;
			return;
		}
		lex_word(P, p);
		return;
	case '%': lex_sigil(P, p, TK_LOCALVAR, TK_LOCALID); return;
	case '@': lex_sigil(P, p, TK_GLOBALVAR, TK_GLOBALID); return;
	case '$': lex_dollar(P, p); return;
	case '^': lex_sigil(P, p, TK_ERROR, TK_SUMMARYID); return;
	case '#': lex_hash(P, p); return;
	case '!':
		if (isalpha((unsigned char)p[1]) || p[1] == '_' || p[1] == '.' ||
		    p[1] == '-' || p[1] == '$' || p[1] == '\\') {
			lex_sigil(P, p, TK_METAVAR, -1);
			return;
		}
		if (isdigit((unsigned char)p[1])) {
			lex_sigil(P, p, TK_ERROR, TK_MDID);
			return;
		}
		t->kind = TK_EXCLAIM;
		return;
	case '"': lex_quoted(P, p); return;
	default:
		if (isdigit(c) || ((c == '-' || c == '+') && (c == '+' || isdigit((unsigned char)p[1])))) {
			lex_number(P, p);
			return;
		}
		if (isalpha(c) || c == '_' || c == '$' || c == '.') {
			lex_word(P, p);
			return;
		}
		lex_other(P, p);
		return;
	}
}

size_t
unescape_string(const char *s, size_t n, char *out)
{
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n) {
			if (s[i + 1] == '\\') {
				out[o++] = '\\';
				i++;
				continue;
			}
			if (i + 2 < n && isxdigit((unsigned char)s[i + 1]) &&
			    isxdigit((unsigned char)s[i + 2])) {
				char h[3] = {s[i + 1], s[i + 2], 0};
				out[o++] = (char)strtol(h, NULL, 16);
				i += 2;
				continue;
			}
		}
		out[o++] = s[i];
	}
	return o;
}

const char *
tok_name(Parser *P, const Tok *t, size_t *len)
{
	const char *s = P->text + t->off;
	/* most quoted names (%"class.std::vector") have no escape: the span */
	if (!t->quoted || (t->quoted == 1 && !memchr(s, '\\', t->len))) {
		*len = t->len;
		return s;
	}
	P->namebuf.len = 0;
	buf_put(&P->namebuf, s, t->len); /* ensure capacity */
	*len = unescape_string(s, t->len, P->namebuf.s);
	P->namebuf.s[*len] = 0;
	return P->namebuf.s;
}
