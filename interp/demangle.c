/* demangle.c — Itanium C++ ABI manglings back to C++ spelling, as
 * libstdc++'s __cxa_demangle and binutils' c++filt print them:
 * "PKc" -> "char const*", "PFviE" -> "void (*)(int)",
 * "_ZNSt6vectorIiSaIiEE9push_backEOi" ->
 * "std::vector<int, std::allocator<int> >::push_back(int&&)".
 *
 * Types (what a type_info's name holds): builtins, qualifiers, pointers,
 * references, names (nested, std::, template arguments with types,
 * literals and packs, substitutions and the std abbreviations, local
 * names, unnamed types and lambdas), functions, arrays, pointers to
 * members, vector types, template parameters and pack expansions.
 * Symbols: a name and its parameter types (the return type first when the
 * name ends in template arguments), with the member function's
 * qualifiers; constructors, destructors, operators and conversions; ABI
 * tags; internal (L) names; the special names (vtables, typeinfo, VTTs,
 * thunks, guard variables, TLS wrappers); clone suffixes.  Of the
 * expressions in template arguments only template parameters, names and
 * scoped names (sr) are understood; others (decltype, operators) refuse
 * the mangling and the caller prints it as it is.  The parse builds a small
 * tree in an arena (the declarator syntax of C++ prints inside out); the
 * printer walks it. */
#include "demangle.h"

#include <stdlib.h>
#include <string.h>

/* D_TPARAM: a template parameter as substitution candidate (nparams: its
 * index), never printed: resolved where the candidate is used */
typedef enum DKind { D_NAME, D_QUAL, D_PTR, D_REF, D_RREF, D_ARRAY, D_FUNC, D_MEMPTR, D_PACK, D_TPARAM } DKind;
enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4 };

typedef struct DNode DNode;
struct DNode {
	DKind kind;
	const char *text;       /* D_NAME: the name as printed; D_ARRAY: the dimension */
	unsigned cv;            /* D_QUAL: qualifiers; D_FUNC: the member function's */
	DNode *a, *b;           /* child; D_FUNC: return type; D_MEMPTR: class (a), member (b) */
	DNode **params;         /* D_FUNC: parameters; D_PACK: elements */
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
	bool verbose;           /* the std abbreviations spelt out, as c++filt does */
	/* template parameters (T_, T0_ ...) name the arguments of the
	 * encoding's name: its last template-argument list, kept while
	 * capture is on (the name, not its parameters' types) */
	bool capture;
	DNode **targs;
	uint32_t ntargs;
	/* the last source name, for a constructor's or destructor's name
	 * (template arguments leave it alone) */
	const char *last_name;
	/* what the last name parsed ends in, for the encoding */
	bool ends_template;     /* template arguments: the return type is encoded */
	bool cdtor_conv;        /* a constructor, destructor or conversion: no return type */
	uint32_t last_tparam;   /* the index of the last T_ parsed */
	unsigned name_cv;       /* a member function's qualifiers (N [K] ... E) */
	uint8_t name_ref;       /* and its ref-qualifier */
} Dem;

/* bounds for hostile input: nesting, and the length of any spelling (a
 * substitution names a whole earlier spelling, so each level can double
 * it; the longest of LLVM's 38,000 symbols spells 4,272 characters) */
enum { DEM_MAX_DEPTH = 200, DEM_MAX_OUT = 1 << 16 };

static char
peek(const Dem *d, size_t k)
{
	for (size_t i = 0; i < k; i++)
		if (!d->s[d->pos + i])
			return 0;
	return d->s[d->pos + k];
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

/* a name spelt in b; too long a spelling fails the parse (the node is
 * still returned, for callers that check d->fail later) */
static DNode *
buf_node(Dem *d, const Buf *b)
{
	if (b->len > DEM_MAX_OUT) {
		d->fail = true;
		return name_node(d, "", 0);
	}
	return name_node(d, b->s ? b->s : "", b->len);
}

static void
add_sub(Dem *d, DNode *n)
{
	if (n)
		VEC_PUSH(&d->subs, DNode *, n);
}

static bool
is_void(const DNode *n)
{
	return n->kind == D_NAME && strcmp(n->text, "void") == 0;
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

/* a list of types as "a, b", packs flattened, as libstdc++'s demangler
 * prints it: each separator is written, then taken back when what
 * follows printed nothing (an empty pack: "<, int>" for a leading one).
 * True when the list ended in a separator taken back: the demangler then
 * counts the last character printed as a space, and writes ">>" */
static bool
print_list(DNode *const *ns, uint32_t n, Buf *out)
{
	bool removed = false;
	for (uint32_t k = 0; k < n; k++) {
		size_t at = out->len;
		if (k)
			buf_puts(out, ", ");
		size_t mark = out->len;
		bool inner = false;
		if (ns[k]->kind == D_PACK)
			inner = print_list(ns[k]->params, ns[k]->nparams, out);
		else
			print_node(ns[k], out);
		removed = inner;
		if (k && out->len == mark) {
			out->len = at;
			out->s[at] = 0;
			removed = true;
		}
	}
	return removed;
}

static void
emit(const DNode *n, const char *decl, Buf *out)
{
	if (out->len > DEM_MAX_OUT) /* refused by the caller's length check */
		return;
	Buf d = {0};
	switch (n->kind) {
	case D_NAME:
		buf_puts(out, n->text);
		buf_puts(out, decl);
		break;
	case D_PACK:
		print_list(n->params, n->nparams, out);
		buf_puts(out, decl);
		break;
	case D_TPARAM: /* resolved before printing */
		break;
	case D_QUAL:
		if (n->a->kind == D_FUNC) { /* a function's own qualifiers print after it */
			DNode f = *n->a;
			f.cv |= n->cv;
			emit(&f, decl, out);
			break;
		}
		if (n->a->kind == D_ARRAY) { /* a const array is an array of const */
			DNode q = *n, arr = *n->a;
			q.a = arr.a;
			arr.a = &q;
			emit(&arr, decl, out);
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
		print_list(n->params, n->nparams, out);
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
static DNode *name(Dem *d, bool as_type);
static bool encoding(Dem *d, Buf *out, bool local);
static DNode *template_param(Dem *d);

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
	size_t at = out->len;
	if (n >= 10 && strncmp(id, "_GLOBAL_", 8) == 0 && strchr("._$", id[8]) && id[9] == 'N')
		buf_puts(out, "(anonymous namespace)");
	else
		buf_put(out, id, n);
	d->last_name = arena_strndup(&d->arena, out->s + at, out->len - at);
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
 * as true/false, others as (type)value; L _Z <encoding> E: the entity */
static bool
literal(Dem *d, Buf *out)
{
	if (eat(d, "_Z") || eat(d, "Z"))
		return encoding(d, out, false) && eat(d, "E");
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
	if (code == 'b' && vlen == 1 && !neg && (d->s[vstart] == '0' || d->s[vstart] == '1')) {
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

static bool template_arg(Dem *d, Vec *args);
static bool template_args(Dem *d, Buf *out);

/* <simple-id> ::= <source-name> [<template-args>] (in expressions) */
static bool
simple_id(Dem *d, Buf *out)
{
	const char *last = d->last_name;
	bool ok = source_name(d, out) && (peek(d, 0) != 'I' || template_args(d, out));
	d->last_name = last;
	return ok;
}

/* after sr, a name whose scope depends on template parameters:
 * <qualifier>+ E <name> ("std::is_signed<int>::value"), or <type> <name>
 * ("T::value"; N <type> <qualifier>+ E <name>) */
static bool
unresolved_name(Dem *d, Buf *out)
{
	bool levels = eat(d, "N");
	if (levels || !(peek(d, 0) >= '0' && peek(d, 0) <= '9')) {
		DNode *t = type(d);
		if (!t)
			return false;
		print_node(t, out);
		buf_puts(out, "::");
	} else {
		levels = true;
	}
	while (levels && !eat(d, "E")) {
		if (!simple_id(d, out))
			return false;
		buf_puts(out, "::");
	}
	return simple_id(d, out);
}

/* I <template-arg>+ E, printed as <a, b>; the arguments become the
 * template parameters' values when capture is on */
static bool
template_args(Dem *d, Buf *out)
{
	if (!eat(d, "I"))
		return false;
	const char *last = d->last_name;
	bool cap = d->capture;
	d->capture = false;
	Vec args = {0};
	bool ok = true;
	while (ok && peek(d, 0) != 'E' && peek(d, 0))
		ok = template_arg(d, &args);
	ok = ok && eat(d, "E");
	d->capture = cap;
	d->last_name = last;
	/* "operator<" followed by its arguments: "operator< <int>" */
	if (out->len && out->s[out->len - 1] == '<')
		buf_putc(out, ' ');
	buf_putc(out, '<');
	bool removed = print_list((DNode *const *)args.data, args.len, out);
	if (!removed && out->s[out->len - 1] == '>')
		buf_putc(out, ' ');
	buf_putc(out, '>');
	if (ok && cap) {
		d->targs = arena_dup(&d->arena, args.data ? args.data : (void *)"", args.len * sizeof(DNode *));
		d->ntargs = args.len;
	}
	vec_free(&args);
	return ok;
}

static bool
template_arg(Dem *d, Vec *args)
{
	if (eat(d, "J") || eat(d, "I")) { /* a pack (I: GCC's older spelling) */
		Vec els = {0};
		bool ok = true;
		while (ok && peek(d, 0) != 'E' && peek(d, 0))
			ok = template_arg(d, &els);
		ok = ok && eat(d, "E");
		DNode *p = node(d, D_PACK);
		p->nparams = els.len;
		p->params = arena_dup(&d->arena, els.data ? els.data : (void *)"", els.len * sizeof(DNode *));
		vec_free(&els);
		VEC_PUSH(args, DNode *, p);
		return ok;
	}
	DNode *t;
	if (eat(d, "X")) {
		/* expressions: only a template parameter (its value) or a
		 * name with template arguments */
		if (peek(d, 0) == 'T') {
			t = template_param(d);
		} else {
			Buf b = {0};
			t = (eat(d, "sr") ? unresolved_name(d, &b) : simple_id(d, &b)) ? buf_node(d, &b) : fail(d);
			buf_free(&b);
		}
		if (t && !eat(d, "E"))
			t = fail(d);
	} else if (eat(d, "L")) {
		Buf b = {0};
		t = literal(d, &b) ? buf_node(d, &b) : NULL;
		buf_free(&b);
	} else {
		t = type(d);
	}
	if (!t)
		return false;
	VEC_PUSH(args, DNode *, t);
	return true;
}

/* the std abbreviations (St is handled with names): their short
 * spelling, the full one (before a constructor or destructor) and the
 * name a constructor takes */
static const struct {
	const char *code, *text, *full, *last;
} abbrevs[] = {
	{"Sa", "std::allocator", "std::allocator", "allocator"},
	{"Sb", "std::basic_string", "std::basic_string", "basic_string"},
	{"Ss", "std::string", "std::basic_string<char, std::char_traits<char>, std::allocator<char> >",
	 "basic_string"},
	{"Si", "std::istream", "std::basic_istream<char, std::char_traits<char> >", "basic_istream"},
	{"So", "std::ostream", "std::basic_ostream<char, std::char_traits<char> >", "basic_ostream"},
	{"Sd", "std::iostream", "std::basic_iostream<char, std::char_traits<char> >", "basic_iostream"},
};

/* S_, S<seq-id>_, Sa ... (not St): the node, or NULL with d->fail */
static DNode *
substitution(Dem *d)
{
	for (size_t k = 0; k < countof(abbrevs); k++)
		if (eat(d, abbrevs[k].code)) {
			bool full = d->verbose || peek(d, 0) == 'C' || peek(d, 0) == 'D';
			const char *t = full ? abbrevs[k].full : abbrevs[k].text;
			d->last_name = abbrevs[k].last;
			return name_node(d, t, strlen(t));
		}
	if (!eat(d, "S"))
		return fail(d);
	uint64_t idx;
	if (!seq_id(d, &idx) || idx >= d->subs.len)
		return fail(d);
	DNode *n = VEC_AT(&d->subs, DNode *, idx);
	if (n->kind == D_TPARAM)
		return n->nparams < d->ntargs ? d->targs[n->nparams] : fail(d);
	return n;
}

/* T_, T<n>_: the encoding's template argument */
static DNode *
template_param(Dem *d)
{
	uint64_t idx = 0;
	if (!eat(d, "T"))
		return fail(d);
	if (!eat(d, "_")) {
		if (!number(d, &idx) || !eat(d, "_"))
			return fail(d);
		idx++;
	}
	if (idx >= d->ntargs)
		return fail(d);
	d->last_tparam = (uint32_t)idx;
	return d->targs[idx];
}

/* the T_ just parsed as a substitution candidate: S<n>_ naming it means
 * the template parameter of the encoding where it is used (libstdc++'s
 * demangler resolves parameters when printing, so a T_ of a local name's
 * function named again outside is the outer function's) */
static void
add_tparam_sub(Dem *d)
{
	DNode *n = node(d, D_TPARAM);
	n->nparams = d->last_tparam;
	add_sub(d, n);
}

/* the operator names: code, spelling (after "operator") */
static const struct {
	char code[3];
	const char *op;
} operators[] = {
	{"nw", "new"}, {"na", "new[]"}, {"dl", "delete"}, {"da", "delete[]"}, {"ps", "+"},
	{"ng", "-"}, {"ad", "&"}, {"de", "*"}, {"co", "~"}, {"pl", "+"}, {"mi", "-"},
	{"ml", "*"}, {"dv", "/"}, {"rm", "%"}, {"an", "&"}, {"or", "|"}, {"eo", "^"},
	{"aS", "="}, {"pL", "+="}, {"mI", "-="}, {"mL", "*="}, {"dV", "/="}, {"rM", "%="},
	{"aN", "&="}, {"oR", "|="}, {"eO", "^="}, {"ls", "<<"}, {"rs", ">>"}, {"lS", "<<="},
	{"rS", ">>="}, {"eq", "=="}, {"ne", "!="}, {"lt", "<"}, {"gt", ">"}, {"le", "<="},
	{"ge", ">="}, {"ss", "<=>"}, {"nt", "!"}, {"aa", "&&"}, {"oo", "||"}, {"pp", "++"},
	{"mm", "--"}, {"cm", ","}, {"pm", "->*"}, {"pt", "->"}, {"cl", "()"}, {"ix", "[]"},
	{"qu", "?"}, {"st", "sizeof "}, {"sz", "sizeof "}, {"at", "alignof "}, {"az", "alignof "},
	{"aw", "co_await"},
};

/* an operator name; *conv set for a conversion (no return type) */
static bool
operator_name(Dem *d, Buf *out, bool *conv)
{
	if (eat(d, "cv")) {
		bool cap = d->capture;
		d->capture = false;
		DNode *t = type(d);
		d->capture = cap;
		if (!t)
			return false;
		buf_puts(out, "operator ");
		print_node(t, out);
		*conv = true;
		return true;
	}
	if (eat(d, "li")) {
		buf_puts(out, "operator\"\" ");
		return source_name(d, out);
	}
	if (peek(d, 0) == 'v' && peek(d, 1) >= '0' && peek(d, 1) <= '9') {
		d->pos += 2;
		buf_puts(out, "operator ");
		return source_name(d, out);
	}
	for (size_t k = 0; k < countof(operators); k++)
		if (peek(d, 0) == operators[k].code[0] && peek(d, 1) == operators[k].code[1]) {
			d->pos += 2;
			const char *op = operators[k].op;
			buf_puts(out, "operator");
			if (op[0] >= 'a' && op[0] <= 'z')
				buf_putc(out, ' ');
			buf_puts(out, op);
			/* "sizeof " and "alignof " carry their space for expressions */
			if (out->s[out->len - 1] == ' ')
				out->s[--out->len] = 0;
			return true;
		}
	return false;
}

/* an unqualified name: source name (L: internal), operator, constructor
 * or destructor, unnamed type, lambda; then its ABI tags */
static bool
unqualified(Dem *d, Buf *out)
{
	bool cdtor = false, ok = true;
	char c = peek(d, 0);
	if (eat(d, "Ut")) {
		uint64_t idx = 0;
		ok = seq_id(d, &idx);
		buf_printf(out, "{unnamed type#%llu}", (unsigned long long)idx + 1);
	} else if (eat(d, "Ul")) {
		buf_puts(out, "{lambda(");
		bool first = true;
		while (ok && peek(d, 0) && peek(d, 0) != 'E') {
			DNode *p = type(d);
			if (!p)
				return false;
			if (is_void(p) && first && peek(d, 0) == 'E')
				break;
			if (!first)
				buf_puts(out, ", ");
			print_node(p, out);
			first = false;
		}
		uint64_t idx = 0;
		ok = eat(d, "E") && seq_id(d, &idx);
		buf_printf(out, ")#%llu}", (unsigned long long)idx + 1);
	} else if ((c == 'C' && (peek(d, 1) == 'I' || (peek(d, 1) >= '1' && peek(d, 1) <= '5'))) ||
		   (c == 'D' && peek(d, 1) >= '0' && peek(d, 1) <= '5')) {
		/* constructors (C1 ... C5, CI1/CI2 <base> inheriting) and destructors */
		if (!d->last_name)
			return false;
		bool inherit = peek(d, 1) == 'I';
		d->pos += inherit ? 3 : 2;
		if (inherit && !type(d))
			return false;
		if (c == 'D')
			buf_putc(out, '~');
		buf_puts(out, d->last_name);
		cdtor = true;
	} else if (c >= '0' && c <= '9') {
		ok = source_name(d, out);
	} else if (c == 'L' && peek(d, 1) >= '0' && peek(d, 1) <= '9') {
		d->pos++; /* internal linkage: printed as any name */
		ok = source_name(d, out);
	} else if (c >= 'a' && c <= 'z') {
		ok = operator_name(d, out, &cdtor);
	} else {
		return false;
	}
	while (ok && eat(d, "B")) { /* ABI tags */
		Buf tag = {0};
		const char *last = d->last_name;
		ok = source_name(d, &tag);
		d->last_name = last;
		if (ok)
			buf_printf(out, "[abi:%s]", tag.s);
		buf_free(&tag);
	}
	d->cdtor_conv = cdtor;
	return ok;
}

/* [r] [V] [K]: the qualifiers, Q_* bits */
static unsigned
cv_qualifiers(Dem *d)
{
	static const char codes[] = "rVK";
	static const unsigned bits[] = {Q_RESTRICT, Q_VOLATILE, Q_CONST};
	unsigned cv = 0;
	for (const char *p; peek(d, 0) && (p = strchr(codes, peek(d, 0))); d->pos++)
		cv |= bits[p - codes];
	return cv;
}

/* N [<CV>] [<ref>] <prefix> <unqualified-name> E: the prefixes (not the
 * whole name, which is the caller's) are substitution candidates */
static DNode *
nested(Dem *d)
{
	Buf b = {0};
	DNode *cur = NULL;
	unsigned cv = cv_qualifiers(d);
	uint8_t ref = 0;
	if (eat(d, "R"))
		ref = 1;
	else if (eat(d, "O"))
		ref = 2;
	bool tmpl = false, cdtor = false;
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
			cur = buf_node(d, &b);
			if (peek(d, 0) != 'E')
				add_sub(d, cur);
			tmpl = true;
			continue;
		}
		tmpl = false;
		if (eat(d, "St")) {
			if (cur) {
				fail(d);
				break;
			}
			buf_puts(&b, "std");
			cur = buf_node(d, &b); /* std:: itself is no candidate */
			continue;
		}
		if (peek(d, 0) == 'S' || peek(d, 0) == 'T') {
			if (cur) {
				fail(d);
				break;
			}
			bool sub = peek(d, 0) == 'S';
			cur = sub ? substitution(d) : template_param(d);
			if (!cur || cur->kind != D_NAME) {
				fail(d);
				break;
			}
			buf_puts(&b, cur->text);
			if (!sub)
				add_tparam_sub(d);
			continue;
		}
		if (cur)
			buf_puts(&b, "::");
		if (!unqualified(d, &b)) {
			fail(d);
			break;
		}
		cdtor = d->cdtor_conv;
		cur = buf_node(d, &b);
		if (peek(d, 0) != 'E')
			add_sub(d, cur);
	}
	if (!d->fail && !eat(d, "E"))
		fail(d);
	buf_free(&b);
	if (d->fail || !cur)
		return fail(d);
	d->ends_template = tmpl;
	d->cdtor_conv = cdtor;
	d->name_cv = cv;
	d->name_ref = ref;
	return cur;
}

/* Z <encoding> E <entity> [<discriminator>], Z <encoding> E s: the
 * entity printed inside its function ("f()::x") */
static DNode *
local_name(Dem *d)
{
	Buf full = {0};
	if (!encoding(d, &full, true) || !eat(d, "E")) {
		buf_free(&full);
		return fail(d);
	}
	buf_puts(&full, "::");
	bool ok = true;
	if (eat(d, "s")) {
		buf_puts(&full, "string literal");
		d->ends_template = d->cdtor_conv = false;
		d->name_cv = d->name_ref = 0;
	} else if (eat(d, "N")) {
		DNode *ent = nested(d);
		ok = ent != NULL;
		if (ok)
			buf_puts(&full, ent->text);
	} else {
		ok = unqualified(d, &full);
		d->name_cv = d->name_ref = 0;
		d->ends_template = false;
		if (ok && peek(d, 0) == 'I') {
			bool cd = d->cdtor_conv;
			ok = template_args(d, &full);
			d->ends_template = true;
			d->cdtor_conv = cd;
		}
	}
	if (ok && eat(d, "__")) { /* discriminator */
		uint64_t v;
		ok = number(d, &v) && eat(d, "_");
	} else if (ok && eat(d, "_")) {
		uint64_t v;
		ok = number(d, &v);
	}
	DNode *r = ok ? buf_node(d, &full) : fail(d);
	buf_free(&full);
	return r;
}

/* a name; as_type: a class or enum type, itself a substitution candidate */
static DNode *
name(Dem *d, bool as_type)
{
	if (++d->depth > DEM_MAX_DEPTH)
		return fail(d);
	DNode *r = NULL;
	Buf b = {0};
	if (eat(d, "N")) {
		r = nested(d);
	} else if (eat(d, "Z")) {
		r = local_name(d);
	} else {
		DNode *base = NULL;
		bool from_sub = false;
		d->name_cv = d->name_ref = 0;
		if (eat(d, "St")) {
			buf_puts(&b, "std::");
			if (unqualified(d, &b))
				base = buf_node(d, &b);
			else
				fail(d);
		} else if (peek(d, 0) == 'S') {
			base = substitution(d);
			from_sub = true;
			if (base && base->kind == D_NAME)
				buf_puts(&b, base->text);
			else
				base = fail(d);
			d->cdtor_conv = false;
		} else if (unqualified(d, &b)) {
			base = buf_node(d, &b);
		} else {
			fail(d);
		}
		d->ends_template = false;
		if (base && peek(d, 0) == 'I') {
			bool cd = d->cdtor_conv;
			if (!from_sub) /* an unscoped template name is a candidate */
				add_sub(d, base);
			if (template_args(d, &b))
				r = buf_node(d, &b);
			else
				fail(d);
			d->ends_template = true;
			d->cdtor_conv = cd;
		} else {
			r = base;
		}
	}
	buf_free(&b);
	d->depth--;
	if (r && r->kind != D_NAME)
		return fail(d);
	if (d->fail)
		return NULL;
	if (as_type)
		add_sub(d, r);
	return r;
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
	if (ps.len == 1 && is_void(VEC_AT(&ps, DNode *, 0))) /* (void) is () */
		ps.len = 0;
	f->nparams = ps.len;
	f->params = arena_alloc(&d->arena, (ps.len + 1) * sizeof(DNode *));
	if (ps.len)
		memcpy(f->params, ps.data, ps.len * sizeof(DNode *));
	vec_free(&ps);
	return f;
}

/* the first pack in n (a template parameter bound to J...E), or NULL */
static const DNode *
find_pack(const DNode *n)
{
	if (!n || n->kind == D_NAME)
		return NULL;
	if (n->kind == D_PACK)
		return n;
	const DNode *p = find_pack(n->a);
	if (!p)
		p = find_pack(n->b);
	for (uint32_t k = 0; !p && n->kind == D_FUNC && k < n->nparams; k++)
		p = find_pack(n->params[k]);
	return p;
}

/* n with pack replaced by el (the nodes without it shared) */
static DNode *
replace_pack(Dem *d, DNode *n, const DNode *pack, DNode *el)
{
	if (!n || n == pack)
		return n ? el : NULL;
	if (n->kind == D_NAME || !find_pack(n))
		return n;
	DNode *c = node(d, n->kind);
	*c = *n;
	c->a = replace_pack(d, n->a, pack, el);
	c->b = replace_pack(d, n->b, pack, el);
	if ((c->kind == D_REF || c->kind == D_RREF) && (c->a->kind == D_REF || c->a->kind == D_RREF)) {
		/* reference collapsing, as in type(): & wins */
		if (c->kind == D_REF)
			c->a = c->a->a;
		else
			c = c->a;
	}
	if (n->kind == D_FUNC) {
		c->params = arena_alloc(&d->arena, (n->nparams + 1) * sizeof(DNode *));
		for (uint32_t k = 0; k < n->nparams; k++)
			c->params[k] = replace_pack(d, n->params[k], pack, el);
	}
	return c;
}

/* Dp <type>: the type once per element of the pack it names */
static DNode *
pack_expansion(Dem *d)
{
	DNode *t = type(d);
	const DNode *pack = t ? find_pack(t) : NULL;
	if (t && !pack) { /* naming no pack: "(T)..." */
		Buf b = {0};
		buf_putc(&b, '(');
		print_node(t, &b);
		buf_puts(&b, ")...");
		DNode *r = buf_node(d, &b);
		buf_free(&b);
		return r;
	}
	if (!pack || pack == t)
		return t;
	DNode *r = node(d, D_PACK);
	r->nparams = pack->nparams;
	r->params = arena_alloc(&d->arena, (pack->nparams + 1) * sizeof(DNode *));
	for (uint32_t k = 0; k < pack->nparams; k++)
		r->params[k] = replace_pack(d, t, pack, pack->params[k]);
	return r;
}

/* a template name from a substitution or a template parameter, and
 * the arguments that follow it, if any (the whole a candidate) */
static DNode *
with_template_args(Dem *d, DNode *tmpl)
{
	if (!tmpl || peek(d, 0) != 'I')
		return tmpl;
	Buf b = {0};
	DNode *r = NULL;
	if (tmpl->kind == D_NAME && (buf_puts(&b, tmpl->text), template_args(d, &b)))
		add_sub(d, r = buf_node(d, &b));
	else
		fail(d);
	buf_free(&b);
	return r;
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
		unsigned cv = cv_qualifiers(d);
		/* qualifiers of a function type are its this-qualifiers: the
		 * unqualified function is no substitution candidate */
		DNode *t = eat(d, "F") ? function(d) : type(d);
		if (t) {
			r = node(d, D_QUAL);
			r->cv = cv;
			r->a = t;
			if (t->kind == D_QUAL) { /* K of a const T (a parameter): one const */
				r->cv |= t->cv;
				r->a = t->a;
			}
			add_sub(d, r);
		}
	} else if (c == 'P' || c == 'R' || c == 'O') {
		d->pos++;
		DNode *t = type(d);
		if (t && c != 'P' && (t->kind == D_REF || t->kind == D_RREF)) {
			/* a reference to a reference (through a template
			 * parameter) collapses: & wins */
			r = c == 'R' ? node(d, D_REF) : t;
			if (r != t)
				r->a = t->a;
			add_sub(d, r);
		} else if (t) {
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
	} else if (c == 'D' && peek(d, 1) == 'p') {
		d->pos += 2;
		r = pack_expansion(d);
		add_sub(d, r);
	} else if (c == 'D' && peek(d, 1) == 'v') {
		d->pos += 2; /* vector of N elements: "float __vector(4)" */
		uint64_t n;
		DNode *e = number(d, &n) && eat(d, "_") ? type(d) : NULL;
		if (e) {
			Buf b = {0};
			print_node(e, &b);
			buf_printf(&b, " __vector(%llu)", (unsigned long long)n);
			add_sub(d, r = buf_node(d, &b));
			buf_free(&b);
		} else {
			fail(d);
		}
	} else if (c == 'F') {
		d->pos++;
		r = function(d);
		add_sub(d, r);
	} else if (c == 'A') {
		/* A [<number> | <template-param>] _ <element> */
		d->pos++;
		Buf dim = {0};
		DNode *p = peek(d, 0) == 'T' ? template_param(d) : NULL;
		if (p)
			print_node(p, &dim);
		while (!p && peek(d, 0) >= '0' && peek(d, 0) <= '9')
			buf_putc(&dim, d->s[d->pos++]);
		if (!d->fail && eat(d, "_")) {
			DNode *e = type(d);
			if (e) {
				r = node(d, D_ARRAY);
				r->text = arena_strndup(&d->arena, dim.s ? dim.s : "", dim.len);
				r->a = e;
				add_sub(d, r);
			}
		} else {
			fail(d);
		}
		buf_free(&dim);
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
	} else if (c == 'T') {
		/* a template parameter, or a template template one with arguments */
		DNode *p = template_param(d);
		if (p)
			add_tparam_sub(d);
		r = with_template_args(d, p);
	} else if (c == 'S' && peek(d, 1) != 't') {
		r = with_template_args(d, substitution(d));
	} else if (c == 'N' || c == 'Z' || (c >= '0' && c <= '9') || c == 'S' || c == 'U') {
		r = name(d, true);
	} else {
		fail(d);
	}
	d->depth--;
	return d->fail ? NULL : r;
}

/* ------------------------------------------------------------ encodings */

/* the call offsets of thunks: h <number> _, v <number> _ <number> _ */
static bool
call_offset(Dem *d)
{
	uint64_t v;
	char c = d->s[d->pos];
	if (c != 'h' && c != 'v')
		return false;
	d->pos++;
	for (int k = 0; k < (c == 'v' ? 2 : 1); k++) {
		eat(d, "n");
		if (!number(d, &v) || !eat(d, "_"))
			return false;
	}
	return true;
}

/* the special names: code, prefix, what follows */
enum { SP_TYPE, SP_NAME, SP_ENC, SP_THUNK, SP_COVARIANT };
static const struct {
	const char *code, *prefix;
	int what;
} specials[] = {
	{"TV", "vtable for ", SP_TYPE}, {"TT", "VTT for ", SP_TYPE},
	{"TI", "typeinfo for ", SP_TYPE}, {"TS", "typeinfo name for ", SP_TYPE},
	{"Th", "non-virtual thunk to ", SP_THUNK}, {"Tv", "virtual thunk to ", SP_THUNK},
	{"Tc", "covariant return thunk to ", SP_COVARIANT},
	{"TW", "TLS wrapper function for ", SP_NAME}, {"TH", "TLS init function for ", SP_NAME},
	{"GV", "guard variable for ", SP_NAME}, {"GA", "hidden alias for ", SP_ENC},
	{"GTt", "transaction clone for ", SP_ENC}, {"GTn", "non-transaction clone for ", SP_ENC},
};

static bool
special_name(Dem *d, Buf *out, bool *done)
{
	*done = true;
	if (eat(d, "TC")) { /* construction vtable: TC <derived> <offset> _ <base> */
		DNode *derived = type(d);
		uint64_t off;
		DNode *base = derived && number(d, &off) && eat(d, "_") ? type(d) : NULL;
		if (!base)
			return false;
		buf_puts(out, "construction vtable for ");
		print_node(base, out);
		buf_puts(out, "-in-");
		print_node(derived, out);
		return true;
	}
	if (eat(d, "GR")) { /* reference temporary: GR <name> [<seq-id>] _ */
		DNode *n = name(d, false);
		uint64_t idx = 0;
		if (!n || (peek(d, 0) != '_' ? !seq_id(d, &idx) : !eat(d, "_")))
			return false;
		buf_printf(out, "reference temporary #%llu for %s", (unsigned long long)idx, n->text);
		return true;
	}
	for (size_t k = 0; k < countof(specials); k++) {
		if (!eat(d, specials[k].code))
			continue;
		buf_puts(out, specials[k].prefix);
		switch (specials[k].what) {
		case SP_TYPE: {
			DNode *t = type(d);
			if (t)
				print_node(t, out);
			return t != NULL;
		}
		case SP_NAME: {
			DNode *n = name(d, false);
			if (n)
				buf_puts(out, n->text);
			return n != NULL;
		}
		case SP_THUNK:
			d->pos--; /* the h or v is the call offset's own */
			if (!call_offset(d))
				return false;
			return encoding(d, out, false);
		case SP_COVARIANT:
			if (!call_offset(d) || !call_offset(d))
				return false;
			return encoding(d, out, false);
		case SP_ENC:
			return encoding(d, out, false);
		}
	}
	*done = false;
	return false;
}

/* whether a return type prints in declarator syntax around the name
 * ("int (*f())()") rather than before it */
static bool
declarator_return(const DNode *t)
{
	while (t->kind == D_PTR || t->kind == D_REF || t->kind == D_RREF || t->kind == D_QUAL)
		t = t->a;
	return t->kind == D_FUNC || t->kind == D_ARRAY || t->kind == D_MEMPTR;
}

/* <encoding> ::= <name> [<bare-function-type>] | <special-name>; local:
 * the function of a local name, printed without its return type */
static bool
encoding(Dem *d, Buf *out, bool local)
{
	if (d->fail || ++d->depth > DEM_MAX_DEPTH)
		return false;
	bool done, ok;
	if (peek(d, 0) == 'T' || peek(d, 0) == 'G') {
		ok = special_name(d, out, &done);
		if (done) {
			d->depth--;
			return ok && !d->fail;
		}
	}
	bool cap = d->capture;
	DNode **targs = d->targs;
	uint32_t ntargs = d->ntargs;
	d->capture = true;
	d->ntargs = 0;
	DNode *n = name(d, false);
	d->capture = false;
	ok = n != NULL;
	char c = peek(d, 0);
	if (ok && c && c != 'E') {
		/* a function: [return type] and parameters (a data name takes
		 * no clone suffix: c++filt refuses it) */
		bool has_ret = d->ends_template && !d->cdtor_conv;
		unsigned cv = d->name_cv;
		uint8_t ref = d->name_ref;
		DNode *ret = has_ret ? type(d) : NULL;
		Vec ps = {0};
		while (ok && peek(d, 0) && peek(d, 0) != 'E' && peek(d, 0) != '.') {
			DNode *p = type(d);
			ok = p != NULL;
			if (ok)
				VEC_PUSH(&ps, DNode *, p);
		}
		ok = ok && (!has_ret || ret) && ps.len;
		if (ok) {
			if (ps.len == 1 && is_void(VEC_AT(&ps, DNode *, 0)))
				ps.len = 0;
			Buf decl = {0};
			buf_puts(&decl, n->text);
			buf_putc(&decl, '(');
			print_list((DNode *const *)ps.data, ps.len, &decl);
			buf_putc(&decl, ')');
			quals(cv, &decl);
			if (ref)
				buf_puts(&decl, ref == 1 ? " &" : " &&");
			if (local)
				ret = NULL;
			if (ret && declarator_return(ret)) {
				emit(ret, decl.s, out);
			} else {
				if (ret) {
					print_node(ret, out);
					buf_putc(out, ' ');
				}
				buf_puts(out, decl.s);
			}
			buf_free(&decl);
		}
		vec_free(&ps);
	} else if (ok) {
		/* data; a qualified nested name without parameters keeps its
		 * qualifiers, as c++filt prints them */
		buf_puts(out, n->text);
		quals(d->name_cv, out);
		if (d->name_ref)
			buf_puts(out, d->name_ref == 1 ? " &" : " &&");
	}
	/* an inner encoding (a local name's function, an entity as template
	 * argument) leaves the outer's template parameters as they were */
	d->capture = cap;
	d->targs = targs;
	d->ntargs = ntargs;
	d->depth--;
	return ok && !d->fail;
}

/* .cold, .part.0, .isra.0.constprop.1 ...: " [clone .cold]" each */
static bool
clone_suffixes(Dem *d, Buf *out)
{
	const char *s = d->s + d->pos;
	while (*s == '.' && ((s[1] >= 'a' && s[1] <= 'z') || s[1] == '_' || (s[1] >= '0' && s[1] <= '9'))) {
		const char *e = s + 2;
		while ((*e >= 'a' && *e <= 'z') || *e == '_' || (*e >= '0' && *e <= '9'))
			e++;
		while (*e == '.' && e[1] >= '0' && e[1] <= '9')
			for (e += 2; *e >= '0' && *e <= '9'; e++)
				;
		buf_printf(out, " [clone %.*s]", (int)(e - s), s);
		s = e;
	}
	return *s == 0;
}

static void
dem_init(Dem *d, const char *s)
{
	*d = (Dem){.s = s};
	arena_init(&d->arena);
}

static void
dem_free(Dem *d)
{
	arena_free(&d->arena);
	vec_free(&d->subs);
}

bool
demangle_type(const char *mangled, unsigned flags, Buf *out)
{
	if (!mangled || !*mangled)
		return false;
	Dem d;
	dem_init(&d, mangled);
	d.verbose = flags & DEMANGLE_VERBOSE;
	DNode *t = type(&d);
	bool ok = t && !d.fail && d.s[d.pos] == 0;
	Buf b = {0};
	if (ok)
		print_node(t, &b);
	ok = ok && b.len <= DEM_MAX_OUT;
	if (ok)
		buf_puts(out, b.s ? b.s : "");
	buf_free(&b);
	dem_free(&d);
	return ok;
}

bool
demangle_symbol(const char *mangled, unsigned flags, Buf *out)
{
	if (!mangled || strncmp(mangled, "_Z", 2) != 0)
		return false;
	Dem d;
	dem_init(&d, mangled + 2);
	d.verbose = flags & DEMANGLE_VERBOSE;
	Buf b = {0};
	bool ok = encoding(&d, &b, false) && clone_suffixes(&d, &b) && b.len <= DEM_MAX_OUT;
	if (ok)
		buf_puts(out, b.s ? b.s : "");
	buf_free(&b);
	dem_free(&d);
	return ok;
}
