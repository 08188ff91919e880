/* demangle.c — Itanium type manglings back to C++ spelling, as libstdc++'s
 * demangler (the one its verbose terminate handler uses) prints them:
 * "PKc" -> "char const*", "PFviE" -> "void (*)(int)",
 * "NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE" ->
 * "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >".
 *
 * Types only (what a type_info's name holds): builtins, qualifiers,
 * pointers, references, names (nested, std::, template arguments with
 * types, literals and packs, substitutions and the std abbreviations,
 * local names, unnamed types and lambdas), functions, arrays, pointers to
 * members.  A mangling outside this is reported as not understood and the
 * caller prints it as it is.  The parse builds a small tree in an arena
 * (the declarator syntax of C++ prints inside out); the printer walks it. */
#include "eh/rtti.h"

#include <stdlib.h>
#include <string.h>

typedef enum DKind { D_NAME, D_QUAL, D_PTR, D_REF, D_RREF, D_ARRAY, D_FUNC, D_MEMPTR } DKind;
enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4 };

typedef struct DNode DNode;
struct DNode {
	DKind kind;
	const char *text;       /* D_NAME: the name as printed; D_ARRAY: the dimension */
	unsigned cv;            /* D_QUAL: qualifiers; D_FUNC: the member function's */
	DNode *a, *b;           /* child; D_FUNC: return type; D_MEMPTR: class (a), member (b) */
	DNode **params;         /* D_FUNC */
	uint32_t nparams;
	uint8_t refq;           /* D_FUNC: 1 &, 2 && */
	bool noexcept_;
};

typedef struct Dem {
	const char *s;
	size_t pos;
	Arena arena;
	Vec subs;               /* DNode*: the substitution candidates, in order */
	unsigned depth;
	bool fail;
} Dem;

enum { DEM_MAX_DEPTH = 200 };

static char
peek(const Dem *d, size_t k)
{
	size_t n = strlen(d->s + d->pos);
	return k < n ? d->s[d->pos + k] : 0;
}

static bool
eat(Dem *d, const char *lit)
{
	size_t n = strlen(lit);
	if (strncmp(d->s + d->pos, lit, n) != 0)
		return false;
	d->pos += n;
	return true;
}

static DNode *
fail(Dem *d)
{
	d->fail = true;
	return NULL;
}

static DNode *
node(Dem *d, DKind k)
{
	DNode *n = arena_alloc(&d->arena, sizeof *n);
	n->kind = k;
	return n;
}

static DNode *
name_node(Dem *d, const char *text, size_t len)
{
	DNode *n = node(d, D_NAME);
	n->text = arena_strndup(&d->arena, text, len);
	return n;
}

static void
add_sub(Dem *d, DNode *n)
{
	if (n)
		VEC_PUSH(&d->subs, DNode *, n);
}

/* ---------------------------------------------------------------- printing */
static void emit(const DNode *n, const char *decl, Buf *out);

static void
print_node(const DNode *n, Buf *out)
{
	emit(n, "", out);
}

static void
quals(unsigned cv, Buf *out)
{
	if (cv & Q_CONST)
		buf_puts(out, " const");
	if (cv & Q_VOLATILE)
		buf_puts(out, " volatile");
	if (cv & Q_RESTRICT)
		buf_puts(out, " restrict");
}

static const char *
ltrim(const char *s)
{
	while (*s == ' ')
		s++;
	return s;
}

static void
emit(const DNode *n, const char *decl, Buf *out)
{
	Buf d = {0};
	switch (n->kind) {
	case D_NAME:
		buf_puts(out, n->text);
		buf_puts(out, decl);
		break;
	case D_QUAL:
		if (n->a->kind == D_FUNC) { /* a function's own qualifiers print after it */
			DNode f = *n->a;
			f.cv |= n->cv;
			emit(&f, decl, out);
			break;
		}
		quals(n->cv, &d);
		buf_puts(&d, decl);
		emit(n->a, d.s, out);
		break;
	case D_PTR: case D_REF: case D_RREF:
		buf_puts(&d, n->kind == D_PTR ? "*" : n->kind == D_REF ? "&" : "&&");
		buf_puts(&d, decl);
		emit(n->a, d.s, out);
		break;
	case D_MEMPTR: {
		const DNode *mem = n->b;
		bool fn = mem->kind == D_FUNC || (mem->kind == D_QUAL && mem->a->kind == D_FUNC);
		if (!fn)
			buf_putc(&d, ' ');
		print_node(n->a, &d);
		buf_puts(&d, "::*");
		buf_puts(&d, decl);
		emit(mem, d.s, out);
		break;
	}
	case D_FUNC:
		print_node(n->a, out);
		buf_puts(out, " (");
		if (*decl) {
			buf_puts(out, ltrim(decl));
			buf_puts(out, ")(");
		}
		for (uint32_t k = 0; k < n->nparams; k++) {
			if (k)
				buf_puts(out, ", ");
			print_node(n->params[k], out);
		}
		buf_putc(out, ')');
		quals(n->cv, out);
		if (n->refq)
			buf_puts(out, n->refq == 1 ? " &" : " &&");
		if (n->noexcept_)
			buf_puts(out, " noexcept");
		break;
	case D_ARRAY: {
		const DNode *e = n;
		Buf dims = {0};
		for (; e->kind == D_ARRAY; e = e->a)
			buf_printf(&dims, "[%s]", e->text);
		print_node(e, out);
		if (*decl)
			buf_printf(out, " (%s)", ltrim(decl));
		buf_printf(out, " %s", dims.s);
		buf_free(&dims);
		break;
	}
	}
	buf_free(&d);
}

/* --------------------------------------------------------------- parsing */
static DNode *type(Dem *d);
static DNode *name(Dem *d);

static bool
number(Dem *d, uint64_t *v)
{
	if (peek(d, 0) < '0' || peek(d, 0) > '9')
		return false;
	*v = 0;
	while (peek(d, 0) >= '0' && peek(d, 0) <= '9') {
		if (*v > 100000000)
			return false;
		*v = *v * 10 + (uint64_t)(d->s[d->pos++] - '0');
	}
	return true;
}

/* <seq-id> _ : S_ is 0, S0_ 1, ... base 36 */
static bool
seq_id(Dem *d, uint64_t *idx)
{
	uint64_t v = 0;
	bool any = false;
	for (;;) {
		char c = peek(d, 0);
		if (c == '_')
			break;
		int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : -1;
		if (digit < 0 || v > 100000000)
			return false;
		v = v * 36 + (uint64_t)digit;
		any = true;
		d->pos++;
	}
	d->pos++;
	*idx = any ? v + 1 : 0;
	return true;
}

/* <source-name> ::= <length> <identifier> */
static bool
source_name(Dem *d, Buf *out)
{
	uint64_t n;
	if (!number(d, &n) || n == 0 || strlen(d->s + d->pos) < n)
		return false;
	const char *id = d->s + d->pos;
	d->pos += n;
	if (n >= 10 && strncmp(id, "_GLOBAL_", 8) == 0 && strchr("._$", id[8]) && id[9] == 'N')
		buf_puts(out, "(anonymous namespace)");
	else
		buf_put(out, id, n);
	return true;
}

static const struct {
	const char *code, *name;
} builtins[] = {
	{"DF16_", "_Float16"}, {"Dd", "decimal64"}, {"De", "decimal128"}, {"Df", "decimal32"},
	{"Dh", "half"}, {"Di", "char32_t"}, {"Ds", "char16_t"}, {"Du", "char8_t"}, {"Da", "auto"},
	{"Dc", "decltype(auto)"}, {"Dn", "decltype(nullptr)"}, {"v", "void"}, {"w", "wchar_t"},
	{"b", "bool"}, {"c", "char"}, {"a", "signed char"}, {"h", "unsigned char"}, {"s", "short"},
	{"t", "unsigned short"}, {"i", "int"}, {"j", "unsigned int"}, {"l", "long"},
	{"m", "unsigned long"}, {"x", "long long"}, {"y", "unsigned long long"}, {"n", "__int128"},
	{"o", "unsigned __int128"}, {"f", "float"}, {"d", "double"}, {"e", "long double"},
	{"g", "__float128"}, {"z", "..."},
};

static DNode *
builtin(Dem *d)
{
	for (size_t k = 0; k < countof(builtins); k++)
		if (eat(d, builtins[k].code))
			return name_node(d, builtins[k].name, strlen(builtins[k].name));
	return NULL;
}

/* the literal suffixes of integer types in template arguments */
static const char *
literal_suffix(char t)
{
	switch (t) {
	case 'i': return "";
	case 'j': return "u";
	case 'l': return "l";
	case 'm': return "ul";
	case 'x': return "ll";
	case 'y': return "ull";
	default: return NULL;
	}
}

/* L <type> <value> E: integers with their suffix (5, 5u, 5l ...), bools
 * as true/false, others as (type)value */
static bool
literal(Dem *d, Buf *out)
{
	if (peek(d, 0) == '_')
		return false; /* L_Z <encoding> E: a name as argument, not supported */
	size_t tstart = d->pos;
	DNode *ty = type(d);
	if (!ty)
		return false;
	char code = d->pos - tstart == 1 ? d->s[tstart] : 0;
	bool neg = eat(d, "n");
	size_t vstart = d->pos;
	while (peek(d, 0) && peek(d, 0) != 'E')
		d->pos++;
	size_t vlen = d->pos - vstart;
	if (!eat(d, "E") || vlen == 0)
		return false;
	if (code == 'b' && vlen == 1 && !neg) {
		buf_puts(out, d->s[vstart] == '0' ? "false" : "true");
		return true;
	}
	const char *suf = literal_suffix(code);
	if (!suf) {
		buf_putc(out, '(');
		print_node(ty, out);
		buf_putc(out, ')');
	}
	if (neg)
		buf_putc(out, '-');
	bool fp = code == 'f' || code == 'd' || code == 'e' || code == 'g'; /* hex image, bracketed */
	if (fp)
		buf_putc(out, '[');
	buf_put(out, d->s + vstart, vlen);
	if (fp)
		buf_putc(out, ']');
	if (suf)
		buf_puts(out, suf);
	return true;
}

/* one template argument into args ("" separators handled by the caller) */
static bool template_arg(Dem *d, Vec *args);

/* I <template-arg>+ E, printed as <a, b> */
static bool
template_args(Dem *d, Buf *out)
{
	if (!eat(d, "I"))
		return false;
	Vec args = {0};
	bool ok = true;
	while (ok && peek(d, 0) != 'E' && peek(d, 0))
		ok = template_arg(d, &args);
	ok = ok && eat(d, "E");
	buf_putc(out, '<');
	for (uint32_t k = 0; k < args.len; k++) {
		if (k)
			buf_puts(out, ", ");
		buf_puts(out, VEC_AT(&args, char *, k));
		free(VEC_AT(&args, char *, k));
	}
	if (out->len && out->s[out->len - 1] == '>')
		buf_putc(out, ' ');
	buf_putc(out, '>');
	vec_free(&args);
	return ok;
}

static bool
template_arg(Dem *d, Vec *args)
{
	Buf b = {0};
	bool ok;
	if (eat(d, "J")) { /* a pack: its elements, flattened */
		ok = true;
		while (ok && peek(d, 0) != 'E' && peek(d, 0))
			ok = template_arg(d, args);
		return ok && eat(d, "E");
	}
	if (eat(d, "L")) {
		ok = literal(d, &b);
	} else {
		DNode *t = type(d);
		ok = t != NULL;
		if (ok)
			print_node(t, &b);
	}
	if (!ok) {
		buf_free(&b);
		return false;
	}
	buf_putc(&b, 0);
	VEC_PUSH(args, char *, b.s);
	return true;
}

/* the std abbreviations (St is handled with names) */
static const struct {
	const char *code, *text;
} abbrevs[] = {
	{"Sa", "std::allocator"}, {"Sb", "std::basic_string"},
	{"Ss", "std::string"}, {"Si", "std::istream"}, {"So", "std::ostream"}, {"Sd", "std::iostream"},
};

/* S_, S<seq-id>_, Sa ... (not St): the node, or NULL with d->fail */
static DNode *
substitution(Dem *d)
{
	for (size_t k = 0; k < countof(abbrevs); k++)
		if (eat(d, abbrevs[k].code))
			return name_node(d, abbrevs[k].text, strlen(abbrevs[k].text));
	if (!eat(d, "S"))
		return fail(d);
	uint64_t idx;
	if (!seq_id(d, &idx) || idx >= d->subs.len)
		return fail(d);
	return VEC_AT(&d->subs, DNode *, idx);
}

/* an unqualified name: source name, unnamed type, lambda */
static bool
unqualified(Dem *d, Buf *out)
{
	if (eat(d, "Ut")) {
		uint64_t idx;
		if (!seq_id(d, &idx))
			return false;
		buf_printf(out, "{unnamed type#%llu}", (unsigned long long)idx + 1);
		return true;
	}
	if (eat(d, "Ul")) {
		buf_puts(out, "{lambda(");
		bool first = true;
		while (peek(d, 0) && peek(d, 0) != 'E') {
			DNode *p = type(d);
			if (!p)
				return false;
			if (p->kind == D_NAME && strcmp(p->text, "void") == 0 && first && peek(d, 0) == 'E')
				break;
			if (!first)
				buf_puts(out, ", ");
			print_node(p, out);
			first = false;
		}
		uint64_t idx;
		if (!eat(d, "E") || !seq_id(d, &idx))
			return false;
		buf_printf(out, ")#%llu}", (unsigned long long)idx + 1);
		return true;
	}
	return source_name(d, out);
}

/* function parameters of a local name's function, as "(int, char)" */
static bool
bare_params(Dem *d, Buf *out)
{
	buf_putc(out, '(');
	bool first = true;
	while (peek(d, 0) && peek(d, 0) != 'E') {
		DNode *p = type(d);
		if (!p)
			return false;
		if (first && peek(d, 0) == 'E' && p->kind == D_NAME && strcmp(p->text, "void") == 0)
			break;
		if (!first)
			buf_puts(out, ", ");
		print_node(p, out);
		first = false;
	}
	buf_putc(out, ')');
	return true;
}

/* N [<CV>] <prefix> <unqualified-name> E */
static DNode *
nested(Dem *d)
{
	Buf b = {0};
	DNode *cur = NULL;
	while (peek(d, 0) == 'r' || peek(d, 0) == 'V' || peek(d, 0) == 'K')
		d->pos++;
	while (!d->fail && peek(d, 0) != 'E') {
		if (!peek(d, 0)) {
			fail(d);
			break;
		}
		if (peek(d, 0) == 'I') {
			if (!cur || !template_args(d, &b)) {
				fail(d);
				break;
			}
			cur = name_node(d, b.s, b.len);
			if (peek(d, 0) != 'E')
				add_sub(d, cur);
			continue;
		}
		if (eat(d, "St")) {
			if (cur) {
				fail(d);
				break;
			}
			buf_puts(&b, "std");
			cur = name_node(d, b.s, b.len); /* std:: itself is no candidate */
			continue;
		}
		if (peek(d, 0) == 'S') {
			if (cur) {
				fail(d);
				break;
			}
			cur = substitution(d);
			if (!cur || cur->kind != D_NAME) {
				fail(d);
				break;
			}
			buf_puts(&b, cur->text);
			continue;
		}
		if (cur)
			buf_puts(&b, "::");
		if (!unqualified(d, &b)) {
			fail(d);
			break;
		}
		cur = name_node(d, b.s, b.len);
		add_sub(d, cur);
	}
	if (!d->fail && !eat(d, "E"))
		fail(d);
	buf_free(&b);
	if (d->fail || !cur)
		return fail(d);
	/* the whole name is a candidate as a type: added above unless it
	 * ended in template arguments */
	if (d->subs.len && VEC_AT(&d->subs, DNode *, d->subs.len - 1) != cur)
		add_sub(d, cur);
	return cur;
}

/* Z <function name> <params> E <entity> [<discriminator>] */
static DNode *
local_name(Dem *d)
{
	Buf b = {0};
	DNode *fn = name(d);
	/* "Z4mainE..." (no parameter types) prints without parentheses */
	if (!fn || (peek(d, 0) != 'E' && !bare_params(d, &b)) || !eat(d, "E")) {
		buf_free(&b);
		return fail(d);
	}
	Buf full = {0};
	buf_puts(&full, fn->text);
	if (b.len)
		buf_puts(&full, b.s);
	buf_puts(&full, "::");
	buf_free(&b);
	DNode *ent = NULL;
	if (peek(d, 0) == 'N') {
		d->pos++;
		ent = nested(d);
		if (ent)
			buf_puts(&full, ent->text);
	} else if (unqualified(d, &full)) {
		ent = name_node(d, full.s, full.len);
	}
	if (eat(d, "__")) { /* discriminator */
		uint64_t v;
		if (!number(d, &v) || !eat(d, "_"))
			ent = NULL;
	} else if (eat(d, "_")) {
		uint64_t v;
		if (!number(d, &v))
			ent = NULL;
	}
	DNode *r = ent ? name_node(d, full.s, full.len) : fail(d);
	buf_free(&full);
	return r;
}

/* a class or enum name, with its substitution candidates */
static DNode *
name(Dem *d)
{
	if (++d->depth > DEM_MAX_DEPTH)
		return fail(d);
	DNode *r = NULL;
	Buf b = {0};
	if (eat(d, "N")) {
		r = nested(d);
	} else if (eat(d, "Z")) {
		r = local_name(d);
		add_sub(d, r);
	} else {
		DNode *base = NULL;
		if (eat(d, "St")) {
			buf_puts(&b, "std::");
			if (!unqualified(d, &b))
				r = fail(d);
			else
				add_sub(d, base = name_node(d, b.s, b.len));
		} else if (peek(d, 0) == 'S') {
			base = substitution(d);
			if (base && base->kind == D_NAME)
				buf_puts(&b, base->text);
			else
				base = fail(d);
		} else if (unqualified(d, &b)) {
			add_sub(d, base = name_node(d, b.s, b.len));
		} else {
			fail(d);
		}
		if (base && peek(d, 0) == 'I') {
			if (template_args(d, &b))
				add_sub(d, r = name_node(d, b.s, b.len));
			else
				fail(d);
		} else {
			r = base;
		}
	}
	buf_free(&b);
	d->depth--;
	if (r && r->kind != D_NAME)
		return fail(d);
	return d->fail ? NULL : r;
}

/* F [Y] <return> <params> [<ref>] E */
static DNode *
function(Dem *d)
{
	DNode *f = node(d, D_FUNC);
	eat(d, "Y");
	f->a = type(d);
	if (!f->a)
		return NULL;
	Vec ps = {0};
	while (!d->fail && peek(d, 0) && peek(d, 0) != 'E') {
		if (peek(d, 0) == 'R' && peek(d, 1) == 'E') {
			d->pos++;
			f->refq = 1;
			continue;
		}
		if (peek(d, 0) == 'O' && peek(d, 1) == 'E') {
			d->pos++;
			f->refq = 2;
			continue;
		}
		DNode *p = type(d);
		if (!p)
			break;
		VEC_PUSH(&ps, DNode *, p);
	}
	if (d->fail || !eat(d, "E")) {
		vec_free(&ps);
		return fail(d);
	}
	if (ps.len == 1) { /* (void) is () */
		DNode *p = VEC_AT(&ps, DNode *, 0);
		if (p->kind == D_NAME && strcmp(p->text, "void") == 0)
			ps.len = 0;
	}
	f->nparams = ps.len;
	f->params = arena_alloc(&d->arena, (ps.len + 1) * sizeof(DNode *));
	if (ps.len)
		memcpy(f->params, ps.data, ps.len * sizeof(DNode *));
	vec_free(&ps);
	return f;
}

static DNode *
type(Dem *d)
{
	if (d->fail || ++d->depth > DEM_MAX_DEPTH)
		return fail(d);
	DNode *r = builtin(d);
	char c = peek(d, 0);
	if (r) {
		/* builtins are no candidates */
	} else if (c == 'r' || c == 'V' || c == 'K') {
		unsigned cv = 0;
		for (;; d->pos++) {
			c = peek(d, 0);
			if (c == 'r')
				cv |= Q_RESTRICT;
			else if (c == 'V')
				cv |= Q_VOLATILE;
			else if (c == 'K')
				cv |= Q_CONST;
			else
				break;
		}
		DNode *t = type(d);
		if (t) {
			r = node(d, D_QUAL);
			r->cv = cv;
			r->a = t;
			add_sub(d, r);
		}
	} else if (c == 'P' || c == 'R' || c == 'O') {
		d->pos++;
		DNode *t = type(d);
		if (t) {
			r = node(d, c == 'P' ? D_PTR : c == 'R' ? D_REF : D_RREF);
			r->a = t;
			add_sub(d, r);
		}
	} else if (c == 'D' && (peek(d, 1) == 'o' || peek(d, 1) == 'x') && peek(d, 2) == 'F') {
		d->pos += 2; /* noexcept / transaction_safe function */
		bool ne = d->s[d->pos - 1] == 'o';
		d->pos++;
		r = function(d);
		if (r) {
			r->noexcept_ = ne;
			add_sub(d, r);
		}
	} else if (c == 'F') {
		d->pos++;
		r = function(d);
		add_sub(d, r);
	} else if (c == 'A') {
		d->pos++;
		size_t start = d->pos;
		while (peek(d, 0) >= '0' && peek(d, 0) <= '9')
			d->pos++;
		size_t len = d->pos - start;
		if (eat(d, "_")) {
			DNode *e = type(d);
			if (e) {
				r = node(d, D_ARRAY);
				r->text = arena_strndup(&d->arena, d->s + start, len);
				r->a = e;
				add_sub(d, r);
			}
		} else {
			fail(d);
		}
	} else if (c == 'M') {
		d->pos++;
		DNode *cls = type(d);
		DNode *mem = cls ? type(d) : NULL;
		if (mem) {
			r = node(d, D_MEMPTR);
			r->a = cls;
			r->b = mem;
			add_sub(d, r);
		}
	} else if (c == 'S' && peek(d, 1) != 't') {
		DNode *s = substitution(d);
		if (s && peek(d, 0) == 'I') {
			/* a substituted template name with arguments */
			Buf b = {0};
			if (s->kind == D_NAME && template_args(d, &b)) {
				Buf full = {0};
				buf_puts(&full, s->text);
				buf_puts(&full, b.s);
				add_sub(d, r = name_node(d, full.s, full.len));
				buf_free(&full);
			} else {
				fail(d);
			}
			buf_free(&b);
		} else {
			r = s;
		}
	} else if (c == 'N' || c == 'Z' || (c >= '0' && c <= '9') || c == 'S' || c == 'U') {
		r = name(d);
	} else {
		fail(d);
	}
	d->depth--;
	return d->fail ? NULL : r;
}

bool
rtti_demangle_type(const char *mangled, Buf *out)
{
	if (!mangled || !*mangled)
		return false;
	Dem d = {.s = mangled};
	arena_init(&d.arena);
	DNode *t = type(&d);
	bool ok = t && !d.fail && d.s[d.pos] == 0;
	if (ok)
		print_node(t, out);
	arena_free(&d.arena);
	vec_free(&d.subs);
	return ok;
}
