/* msvc_demangle.c — Microsoft C++ symbols as undname spells them.
 *
 * What clang emits for the *-windows-msvc targets, as a person reads it in
 * a backtrace: "public: virtual void * __cdecl X::`scalar deleting
 * dtor'(unsigned int)", "int __cdecl count_args<int, char>(int, char)".
 * The text is LLVM's llvm-undname's, which testsuite/demangle/msvc.test
 * checks on every function symbol of the testsuite's MSVC modules.
 *
 * The grammar, briefly: '?' NAME SCOPE... '@' ENCODING.  A name is an
 * identifier ending in '@', a back-reference (a digit: the Nth name
 * remembered), a template instantiation ("?$" NAME ARGS '@', with its own
 * back-references), an operator code ('?' then one or two characters), or
 * a local scope ("?N?" and a whole symbol: `f'::`N').  The encoding of a
 * function: its class (access, static, virtual), for a member `this`'s
 * qualifiers, the calling convention, the return type ('@': none), the
 * parameter types (a digit: the Nth type remembered), the throw
 * specification.  What this does not read (data symbols, thunks, RTTI
 * records, member pointers, arrays) makes it answer false: the symbol is
 * then shown as the IR spells it. */
#include "msvc_demangle.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BACKREFS = 10, MAX_DEPTH = 64 };

/* a type as two halves around a declarator: "void (__cdecl *" ")(int)" */
typedef struct {
	Buf l, r;
	bool fn; /* a function type (a pointer to it puts its sigil inside) */
	bool ptr; /* a pointer or reference: cv after its sigil */
	unsigned ptr_cv;
	size_t cv_at;  /* where in l that cv starts */
	bool custom;   /* a placeholder type (<auto>): undname shows no cv on it */
} MType;

typedef struct {
	char *names[MAX_BACKREFS];
	unsigned nnames;
	MType *types[MAX_BACKREFS];
	unsigned ntypes;
} Backrefs;

typedef struct {
	const char *p;
	bool err;
	unsigned depth;
	Backrefs br;
	size_t params_len;    /* the last function type's "(PARAMS)" */
	size_t name_at, name_len, params_at; /* the outermost symbol's, in its text */
} MD;

static bool symbol(MD *d, Buf *out);
static bool type(MD *d, MType *t, bool result);

static void
mtype_free(MType *t)
{
	buf_free(&t->l);
	buf_free(&t->r);
}

static const char *
bs(const Buf *b)
{
	return b->s ? b->s : "";
}

static char
last(const Buf *b)
{
	return b->len ? b->s[b->len - 1] : 0;
}

static bool
fail(MD *d)
{
	d->err = true;
	return false;
}

static bool
eat(MD *d, const char *s)
{
	size_t n = strlen(s);
	if (strncmp(d->p, s, n))
		return false;
	d->p += n;
	return true;
}

static void
backrefs_free(Backrefs *b)
{
	for (unsigned k = 0; k < b->nnames; k++)
		free(b->names[k]);
	for (unsigned k = 0; k < b->ntypes; k++) {
		mtype_free(b->types[k]);
		free(b->types[k]);
	}
	memset(b, 0, sizeof *b);
}

/* a name remembered for back-references (the first ten distinct ones) */
static void
remember_name(MD *d, const char *s)
{
	if (d->br.nnames >= MAX_BACKREFS)
		return;
	for (unsigned k = 0; k < d->br.nnames; k++)
		if (!strcmp(d->br.names[k], s))
			return;
	d->br.names[d->br.nnames++] = strdup(s);
}

/* a number: '0'..'9' are 1..10, else hex digits 'A'..'P' ending in '@';
 * '?' first: negative */
static bool
number(MD *d, uint64_t *v, bool *neg)
{
	*neg = eat(d, "?");
	if (*d->p >= '0' && *d->p <= '9') {
		*v = (uint64_t)(*d->p++ - '0') + 1;
		return true;
	}
	uint64_t x = 0;
	const char *start = d->p;
	while (*d->p >= 'A' && *d->p <= 'P') {
		if (d->p - start == 16)
			return fail(d); /* more than 64 bits */
		x = x * 16 + (uint64_t)(*d->p++ - 'A');
	}
	if (*d->p != '@' || d->p == start)
		return fail(d);
	d->p++;
	*v = x;
	return true;
}

/* an identifier up to '@' */
static bool
simple_name(MD *d, Buf *out, bool memo)
{
	const char *e = strchr(d->p, '@');
	if (!e || e == d->p || *d->p == '?')
		return fail(d); /* a '?' starts what this does not read */
	buf_put(out, d->p, (size_t)(e - d->p));
	d->p = e + 1;
	if (memo)
		remember_name(d, bs(out));
	return true;
}

static bool
backref_name(MD *d, Buf *out)
{
	unsigned k = (unsigned)(*d->p++ - '0');
	if (k >= d->br.nnames)
		return fail(d);
	buf_puts(out, d->br.names[k]);
	return true;
}

/* ------------------------------------------------------- operator codes */
static const struct {
	const char *code, *name;
} operators[] = {
	{"2", "operator new"}, {"3", "operator delete"}, {"4", "operator="}, {"5", "operator>>"},
	{"6", "operator<<"}, {"7", "operator!"}, {"8", "operator=="}, {"9", "operator!="},
	{"A", "operator[]"}, {"C", "operator->"}, {"D", "operator*"}, {"E", "operator++"},
	{"F", "operator--"}, {"G", "operator-"}, {"H", "operator+"}, {"I", "operator&"},
	{"J", "operator->*"}, {"K", "operator/"}, {"L", "operator%"}, {"M", "operator<"},
	{"N", "operator<="}, {"O", "operator>"}, {"P", "operator>="}, {"Q", "operator,"},
	{"R", "operator()"}, {"S", "operator~"}, {"T", "operator^"}, {"U", "operator|"},
	{"V", "operator&&"}, {"W", "operator||"}, {"X", "operator*="}, {"Y", "operator+="},
	{"Z", "operator-="}, {"_0", "operator/="}, {"_1", "operator%="}, {"_2", "operator>>="},
	{"_3", "operator<<="}, {"_4", "operator&="}, {"_5", "operator|="}, {"_6", "operator^="},
	{"_D", "`vbase dtor'"}, {"_E", "`vector deleting dtor'"}, {"_F", "`default ctor closure'"},
	{"_G", "`scalar deleting dtor'"}, {"_H", "`vector ctor iterator'"}, {"_I", "`vector dtor iterator'"},
	{"_J", "`vector vbase ctor iterator'"}, {"_L", "`eh vector ctor iterator'"},
	{"_M", "`eh vector dtor iterator'"}, {"_N", "`eh vector vbase ctor iterator'"},
	{"_O", "`copy ctor closure'"}, {"_U", "operator new[]"}, {"_V", "operator delete[]"},
};

/* the leaf of a symbol's name: what it is besides its text */
typedef struct {
	Buf text;      /* the name, or a structor's template arguments */
	int structor;  /* 1 constructor, 2 destructor: named after the class */
	bool conversion; /* operator TYPE: the type is the return type */
} Leaf;

static bool
operator_code(MD *d, Leaf *lf)
{
	if (eat(d, "0") || (*d->p == '1' && d->p++)) {
		lf->structor = d->p[-1] == '0' ? 1 : 2;
		return true;
	}
	if (eat(d, "B")) {
		lf->conversion = true;
		return true;
	}
	for (size_t k = 0; k < countof(operators); k++)
		if (eat(d, operators[k].code)) {
			buf_puts(&lf->text, operators[k].name);
			return true;
		}
	return fail(d);
}

/* ------------------------------------------------------------ templates */
static bool template_args(MD *d, Buf *out);
static bool fully_qualified(MD *d, Leaf *lf, Buf *out, bool type_name);

/* "?$" NAME ARGS '@' with back-references of its own; memo: remember the
 * whole instantiation (a type's or a scope's name) */
static bool
template_inst(MD *d, Leaf *lf, bool memo)
{
	d->p += 2;
	Backrefs outer = d->br;
	memset(&d->br, 0, sizeof d->br);
	bool ok;
	if (isdigit((unsigned char)*d->p))
		ok = backref_name(d, &lf->text);
	else if (*d->p == '?') {
		d->p++;
		ok = operator_code(d, lf);
	} else
		ok = simple_name(d, &lf->text, true);
	Buf args = {0};
	ok = ok && template_args(d, &args);
	backrefs_free(&d->br);
	d->br = outer;
	if (ok) {
		buf_putc(&lf->text, '<');
		buf_puts(&lf->text, bs(&args));
		buf_putc(&lf->text, '>');
		if (lf->conversion)
			ok = fail(d); /* a conversion operator template: not read */
		if (ok && memo) {
			if (lf->structor)
				ok = fail(d);
			else
				remember_name(d, bs(&lf->text));
		}
	}
	buf_free(&args);
	return ok;
}

static bool
template_args(MD *d, Buf *out)
{
	bool first = true;
	while (!d->err && *d->p && *d->p != '@') {
		if (eat(d, "$$V") || eat(d, "$$Z"))
			continue; /* an empty pack, a pack's end */
		if (!first)
			buf_puts(out, ", ");
		first = false;
		if (eat(d, "$0")) {
			uint64_t v;
			bool neg;
			if (!number(d, &v, &neg))
				return false;
			buf_printf(out, "%s%llu", neg ? "-" : "", (unsigned long long)v);
			continue;
		}
		if (*d->p == '$' && d->p[1] != '$')
			return fail(d); /* pointers to members, entities: not read */
		MType t = {0};
		bool ok = type(d, &t, false);
		buf_puts(out, bs(&t.l));
		buf_puts(out, bs(&t.r));
		mtype_free(&t);
		if (!ok)
			return false;
	}
	return eat(d, "@") || fail(d);
}

/* ---------------------------------------------------------------- names */
/* one scope of a qualified name */
static bool
scope_piece(MD *d, Buf *out)
{
	if (isdigit((unsigned char)*d->p))
		return backref_name(d, out);
	if (d->p[0] == '?' && d->p[1] == '$') {
		Leaf lf = {0};
		bool ok = template_inst(d, &lf, true);
		buf_puts(out, bs(&lf.text));
		buf_free(&lf.text);
		return ok;
	}
	if (d->p[0] == '?' && d->p[1] == 'A')
		return fail(d); /* an anonymous namespace: not read */
	if (d->p[0] == '?') {
		/* a local scope: ?N? then the symbol of the function it is in */
		d->p++;
		uint64_t n;
		bool neg;
		if (!number(d, &n, &neg) || neg || !eat(d, "?"))
			return fail(d);
		Buf in = {0};
		bool ok = ++d->depth < MAX_DEPTH && symbol(d, &in);
		d->depth--;
		if (ok)
			buf_printf(out, "`%s'::`%llu'", bs(&in), (unsigned long long)n);
		buf_free(&in);
		return ok;
	}
	return simple_name(d, out, true);
}

/* LEAF SCOPE... '@': the qualified name into out ("a::b::leaf"); the
 * leaf's kind in lf.  type_name: a class's name (its leaf template is
 * remembered, no operator codes) */
static bool
fully_qualified(MD *d, Leaf *lf, Buf *out, bool type_name)
{
	Buf leaf = {0};
	bool ok;
	if (isdigit((unsigned char)*d->p))
		ok = backref_name(d, &leaf);
	else if (d->p[0] == '?' && d->p[1] == '$') {
		ok = template_inst(d, lf, type_name);
		buf_puts(&leaf, bs(&lf->text));
	} else if (d->p[0] == '?' && !type_name) {
		d->p++;
		ok = operator_code(d, lf);
		buf_puts(&leaf, bs(&lf->text));
	} else
		ok = simple_name(d, &leaf, true);
	/* the scopes, innermost first */
	Buf scopes[32];
	unsigned n = 0;
	while (ok && *d->p && *d->p != '@') {
		if (n == countof(scopes)) {
			ok = fail(d);
			break;
		}
		memset(&scopes[n], 0, sizeof scopes[n]);
		ok = scope_piece(d, &scopes[n++]);
	}
	ok = ok && (eat(d, "@") || fail(d));
	if (ok && lf->structor && !n)
		ok = fail(d);
	if (ok) {
		for (unsigned k = n; k-- > 0;) {
			buf_puts(out, bs(&scopes[k]));
			buf_puts(out, "::");
		}
		if (lf->structor) {
			/* named after its class (the innermost scope), with the
			 * structor's own template arguments */
			if (lf->structor == 2)
				buf_putc(out, '~');
			buf_puts(out, bs(&scopes[0]));
		}
		buf_puts(out, bs(&leaf));
	}
	for (unsigned k = 0; k < n; k++)
		buf_free(&scopes[k]);
	buf_free(&leaf);
	return ok;
}

/* ---------------------------------------------------------------- types */
static const struct {
	const char *code, *name;
} builtins[] = {
	{"C", "signed char"}, {"D", "char"}, {"E", "unsigned char"}, {"F", "short"},
	{"G", "unsigned short"}, {"H", "int"}, {"I", "unsigned int"}, {"J", "long"},
	{"K", "unsigned long"}, {"M", "float"}, {"N", "double"}, {"O", "long double"},
	{"X", "void"}, {"_J", "__int64"}, {"_K", "unsigned __int64"}, {"_N", "bool"},
	{"_W", "wchar_t"}, {"_S", "char16_t"}, {"_U", "char32_t"}, {"_Q", "char8_t"},
	{"$$T", "std::nullptr_t"},
};

static const char *
calling_convention(char c)
{
	switch (c) {
	case 'A': case 'B': return "__cdecl";
	case 'C': case 'D': return "__pascal";
	case 'E': case 'F': return "__thiscall";
	case 'G': case 'H': return "__stdcall";
	case 'I': case 'J': return "__fastcall";
	case 'K': case 'L': case 'U': case 'V': return ""; /* none shown */
	case 'M': case 'N': return "__clrcall";
	case 'O': case 'P': return "__eabi";
	case 'Q': return "__vectorcall";
	/* (undname spells these two with a blank after them) */
	case 'S': return "__attribute__((__swiftcall__)) ";
	case 'W': return "__attribute__((__swiftasynccall__)) ";
	default: return NULL;
	}
}

/* a pointer's or `this`'s extended qualifiers, each at most once in this
 * order: __ptr64 (not shown), __restrict, __unaligned */
enum { EXT_RESTRICT = 1, EXT_UNALIGNED = 2 };
static unsigned
ext_quals(MD *d)
{
	unsigned q = 0;
	eat(d, "E");
	if (eat(d, "I"))
		q |= EXT_RESTRICT;
	if (eat(d, "F"))
		q |= EXT_UNALIGNED;
	return q;
}

/* 'A'..'D': none, const, volatile, const volatile */
static bool
cv(MD *d, unsigned *q)
{
	char c = *d->p;
	if (c < 'A' || c > 'D')
		return fail(d);
	d->p++;
	*q = (unsigned)(c - 'A');
	return true;
}

/* q: 1 const, 2 volatile, 4 __restrict, 8 __unaligned (of `this`) */
static void
put_cv(Buf *b, unsigned q, bool space)
{
	static const char *const words[] = {"const", "volatile", "__restrict", "__unaligned"};
	for (unsigned k = 0; k < 4; k++)
		if (q >> k & 1) {
			if (space)
				buf_putc(b, ' ');
			buf_puts(b, words[k]);
			space = true;
		}
}

/* the parameter list: 'X' (void), or types ending in '@' (or 'Z':
 * variadic); each type longer than one character is remembered */
static bool
params(MD *d, Buf *out)
{
	buf_putc(out, '(');
	if (eat(d, "X")) {
		buf_puts(out, "void)");
		return true;
	}
	bool first = true;
	while (!d->err && *d->p && *d->p != '@' && *d->p != 'Z') {
		if (!first)
			buf_puts(out, ", ");
		first = false;
		if (isdigit((unsigned char)*d->p)) {
			unsigned k = (unsigned)(*d->p++ - '0');
			if (k >= d->br.ntypes)
				return fail(d);
			buf_puts(out, bs(&d->br.types[k]->l));
			buf_puts(out, bs(&d->br.types[k]->r));
			continue;
		}
		const char *start = d->p;
		MType *t = calloc(1, sizeof *t);
		if (!t || !type(d, t, false)) {
			if (t)
				mtype_free(t);
			free(t);
			return fail(d);
		}
		buf_puts(out, bs(&t->l));
		buf_puts(out, bs(&t->r));
		if (d->p - start > 1 && d->br.ntypes < MAX_BACKREFS) {
			d->br.types[d->br.ntypes++] = t;
		} else {
			mtype_free(t);
			free(t);
		}
	}
	if (eat(d, "Z"))
		buf_puts(out, first ? "..." : ", ...");
	else if (!eat(d, "@"))
		return fail(d);
	buf_putc(out, ')');
	return true;
}

/* CC RETURN PARAMS THROW: a function type (fn->l "RET CC", fn->r
 * "(PARAMS)"); this_cv and ref (`this`'s) go after the parameters */
static bool
function_type(MD *d, MType *fn, unsigned this_cv, const char *ref, bool cc_inside, Buf *ret_text)
{
	const char *cc = calling_convention(*d->p);
	if (!cc)
		return fail(d);
	d->p++;
	MType ret = {0};
	bool has_ret = !eat(d, "@");
	bool ok = !has_ret || type(d, &ret, true);
	Buf ps = {0};
	ok = ok && params(d, &ps);
	d->params_len = ps.len; /* the outermost function type's is read last */
	bool noexcept_ = ok && eat(d, "_E");
	ok = ok && (eat(d, "Z") || fail(d));
	if (ok && ret_text) {
		buf_puts(ret_text, bs(&ret.l));
		buf_puts(ret_text, bs(&ret.r));
	}
	if (ok) {
		if (has_ret) {
			buf_puts(&fn->l, bs(&ret.l));
			buf_putc(&fn->l, ' ');
		}
		if (!cc_inside)
			buf_puts(&fn->l, cc);
		else
			buf_printf(&fn->l, "\x01%s", cc); /* the pointer puts it inside its parentheses */
		buf_puts(&fn->r, bs(&ps));
		put_cv(&fn->r, this_cv, true);
		if (noexcept_)
			buf_puts(&fn->r, " noexcept");
		if (ref)
			buf_puts(&fn->r, ref);
		buf_puts(&fn->r, bs(&ret.r));
		fn->fn = true;
	}
	mtype_free(&ret);
	buf_free(&ps);
	return ok;
}

/* `this`'s qualifiers of a member function: __ptr64 and friends (not
 * shown), a ref-qualifier, cv */
static bool
this_quals(MD *d, unsigned *this_cv, const char **ref)
{
	unsigned x = ext_quals(d);
	if (eat(d, "G"))
		*ref = " &";
	else if (eat(d, "H"))
		*ref = " &&";
	bool ok = cv(d, this_cv);
	*this_cv |= x << 2; /* shown after const and volatile */
	return ok;
}

/* a space before a pointer's sigil after a word or a '>' */
static void
space_if_needed(Buf *b)
{
	char c = last(b);
	if (isalnum((unsigned char)c) || c == '>')
		buf_putc(b, ' ');
}

/* P Q R S (pointer, cv pointer), A B (reference), $$Q $$R (rvalue) */
static bool
pointer(MD *d, MType *t, const char *sigil, unsigned self_cv)
{
	t->ptr = true;
	unsigned x = ext_quals(d);
	if (x & EXT_RESTRICT)
		self_cv |= 4; /* after the sigil: "char *__restrict" */
	t->ptr_cv = self_cv;
	if (eat(d, "6")) {
		MType fn = {0};
		bool ok = function_type(d, &fn, 0, NULL, true, NULL);
		if (ok) {
			/* "RET (CC *" ")(PARAMS)" */
			const char *s = bs(&fn.l);
			const char *mark = strchr(s, '\x01');
			buf_put(&t->l, s, (size_t)(mark - s));
			buf_putc(&t->l, '(');
			buf_puts(&t->l, mark + 1);
			buf_putc(&t->l, ' ');
			buf_puts(&t->l, sigil);
			t->cv_at = t->l.len;
			put_cv(&t->l, self_cv, false);
			buf_putc(&t->r, ')');
			buf_puts(&t->r, bs(&fn.r));
		}
		mtype_free(&fn);
		return ok;
	}
	if (eat(d, "8")) {
		/* a pointer to a member function: CLASS@ then its type with
		 * `this`'s qualifiers */
		Leaf lf = {0};
		Buf cls = {0};
		MType fn = {0};
		unsigned this_cv = 0;
		const char *ref = NULL;
		bool ok = fully_qualified(d, &lf, &cls, true) && this_quals(d, &this_cv, &ref) &&
			  function_type(d, &fn, this_cv, ref, true, NULL);
		if (ok) {
			const char *s = bs(&fn.l);
			const char *mark = strchr(s, '\x01');
			buf_put(&t->l, s, (size_t)(mark - s));
			buf_printf(&t->l, "(%s %s::%s", mark + 1, bs(&cls), sigil);
			t->cv_at = t->l.len;
			put_cv(&t->l, self_cv, false);
			buf_putc(&t->r, ')');
			buf_puts(&t->r, bs(&fn.r));
		}
		mtype_free(&fn);
		buf_free(&cls);
		buf_free(&lf.text);
		return ok;
	}
	if (*d->p == 'Y')
		return fail(d); /* arrays: not read */
	unsigned q;
	MType pt = {0};
	Buf cls = {0};
	bool ok;
	if (*d->p >= 'Q' && *d->p <= 'T' && !strcmp(sigil, "*")) {
		/* a pointer to a data member: cv, CLASS@, the member's type */
		q = (unsigned)(*d->p++ - 'Q');
		Leaf lf = {0};
		ok = fully_qualified(d, &lf, &cls, true);
		buf_free(&lf.text);
		buf_puts(&cls, "::");
	} else {
		ok = cv(d, &q);
	}
	ok = ok && type(d, &pt, false);
	if (ok && pt.fn)
		ok = fail(d);
	if (ok) {
		if (pt.ptr) {
			/* the pointee pointer's own cv and these, together */
			buf_put(&t->l, bs(&pt.l), pt.cv_at);
			put_cv(&t->l, q | pt.ptr_cv, false);
		} else {
			buf_puts(&t->l, bs(&pt.l));
			if (!pt.custom)
				put_cv(&t->l, q, true);
		}
		space_if_needed(&t->l);
		if (x & EXT_UNALIGNED)
			buf_puts(&t->l, "__unaligned ");
		buf_puts(&t->l, bs(&cls));
		buf_puts(&t->l, sigil);
		t->cv_at = t->l.len;
		put_cv(&t->l, self_cv, false);
		buf_puts(&t->r, bs(&pt.r));
	}
	buf_free(&cls);
	mtype_free(&pt);
	return ok;
}

/* a type; result: a return type, which may carry '?' and its qualifiers */
static bool
type(MD *d, MType *t, bool result)
{
	if (++d->depth > MAX_DEPTH)
		return fail(d);
	bool ok = false;
	unsigned q = 0;
	if (result && *d->p == '?') {
		/* a return type's '?' is always its qualifiers' */
		char c1 = d->p[1];
		if (!((c1 >= 'A' && c1 <= 'D') || (c1 >= 'Q' && c1 <= 'T'))) {
			d->depth--;
			return fail(d);
		}
		q = (unsigned)(c1 - (c1 >= 'Q' ? 'Q' : 'A'));
		d->p += 2;
	}
	char c = *d->p;
	if (c == '?') {
		/* a placeholder type: ?<auto>@@, a name remembered like a
		 * class's (a digit: one remembered before) */
		d->p++;
		Buf n = {0};
		if (isdigit((unsigned char)*d->p))
			ok = backref_name(d, &n);
		else
			ok = simple_name(d, &n, true);
		ok = ok && (eat(d, "@") || fail(d));
		buf_puts(&t->l, bs(&n));
		buf_free(&n);
		t->custom = true;
		q = 0;
	} else if (c == 'T' || c == 'U' || c == 'V' || c == 'W') {
		d->p++;
		if (c == 'W' && !(*d->p == '4' && d->p++)) { /* undname reads int enums only */
			d->depth--;
			return fail(d);
		}
		static const char *const tags[] = {"union ", "struct ", "class ", "enum "};
		buf_puts(&t->l, tags[c - 'T']);
		Leaf lf = {0};
		ok = fully_qualified(d, &lf, &t->l, true);
		buf_free(&lf.text);
		put_cv(&t->l, q, true);
	} else if (strchr("PQRS", c) && c) {
		/* a return type's qualifiers are the pointer's own */
		d->p++;
		ok = pointer(d, t, "*", (unsigned)(c - 'P') | q);
	} else if (c == 'A') {
		/* (undname reads no 'B' nor "$$R", volatile references) */
		d->p++;
		ok = pointer(d, t, "&", q);
	} else if (eat(d, "$$Q")) {
		ok = pointer(d, t, "&&", q);
	} else if (eat(d, "$$A6")) {
		ok = function_type(d, t, 0, NULL, false, NULL);
	} else {
		for (size_t k = 0; k < countof(builtins); k++)
			if (eat(d, builtins[k].code)) {
				buf_puts(&t->l, builtins[k].name);
				put_cv(&t->l, q, true);
				ok = true;
				break;
			}
		if (!ok)
			fail(d);
	}
	d->depth--;
	return ok && !d->err;
}

/* --------------------------------------------------------------- symbols */
/* the function class: access, static, virtual; 'Y' a free function; a
 * thunk's `this` adjustment: a static one ('W': `adjustor{N}'), a
 * vtordisp one ("$4": `vtordisp{V, N}') */
enum { ADJ_NONE, ADJ_STATIC, ADJ_VTORDISP };
static const struct {
	const char *code;
	const char *access;
	const char *kind; /* "static ", "virtual " */
	bool member;  /* has `this` qualifiers */
	int adjust;
} classes[] = {
	{"A", "private: ", "", true, 0}, {"B", "private: ", "", true, 0},
	{"C", "private: ", "static ", false, 0}, {"D", "private: ", "static ", false, 0},
	{"E", "private: ", "virtual ", true, 0}, {"F", "private: ", "virtual ", true, 0},
	{"G", "private: ", "", true, ADJ_STATIC}, {"H", "private: ", "", true, ADJ_STATIC},
	{"I", "protected: ", "", true, 0}, {"J", "protected: ", "", true, 0},
	{"K", "protected: ", "static ", false, 0}, {"L", "protected: ", "static ", false, 0},
	{"M", "protected: ", "virtual ", true, 0}, {"N", "protected: ", "virtual ", true, 0},
	{"O", "protected: ", "virtual ", true, ADJ_STATIC}, {"P", "protected: ", "virtual ", true, ADJ_STATIC},
	{"Q", "public: ", "", true, 0}, {"R", "public: ", "", true, 0},
	{"S", "public: ", "static ", false, 0}, {"T", "public: ", "static ", false, 0},
	{"U", "public: ", "virtual ", true, 0}, {"V", "public: ", "virtual ", true, 0},
	{"W", "public: ", "virtual ", true, ADJ_STATIC}, {"X", "public: ", "virtual ", true, ADJ_STATIC},
	{"Y", "", "", false, 0}, {"Z", "", "", false, 0},
	{"$0", "private: ", "virtual ", true, ADJ_VTORDISP}, {"$1", "private: ", "virtual ", true, ADJ_VTORDISP},
	{"$2", "protected: ", "virtual ", true, ADJ_VTORDISP}, {"$3", "protected: ", "virtual ", true, ADJ_VTORDISP},
	{"$4", "public: ", "virtual ", true, ADJ_VTORDISP}, {"$5", "public: ", "virtual ", true, ADJ_VTORDISP},
};

/* an offset of a thunk, as undname keeps it: a vtordisp offset in 32
 * signed bits, a static offset in 32 unsigned ones */
static bool
offset(MD *d, Buf *out, bool is_signed)
{
	uint64_t v;
	bool neg;
	if (!number(d, &v, &neg))
		return false;
	if (v > (uint64_t)INT64_MAX)
		return fail(d);
	uint32_t x = (uint32_t)(neg ? (uint64_t)0 - v : v);
	if (is_signed)
		buf_printf(out, "%d", (int32_t)x);
	else
		buf_printf(out, "%u", x);
	return true;
}

/* ??_9CLASS@@$BN A CC: a virtual call thunk */
static bool
vcall_thunk(MD *d, Buf *out)
{
	Leaf lf = {0};
	Buf name = {0};
	uint64_t n;
	bool neg;
	bool ok = fully_qualified(d, &lf, &name, false) && (eat(d, "$B") || fail(d)) && number(d, &n, &neg) &&
		  (eat(d, "A") || fail(d));
	const char *cc = ok ? calling_convention(*d->p) : NULL;
	if (cc) {
		d->p++;
		buf_printf(out, "[thunk]: %s ", cc);
		d->name_at = out->len;
		buf_printf(out, "%s::`vcall'{%llu, {flat}}", bs(&name), (unsigned long long)n);
		d->name_len = out->len - d->name_at;
		d->params_at = out->len; /* no parameter list */
		d->params_len = 0;
	}
	buf_free(&name);
	buf_free(&lf.text);
	return cc != NULL || fail(d);
}

/* '?' NAME ENCODING, a function (or an extern "C" function's bare name,
 * '9', as a local scope names it) */
static bool
symbol(MD *d, Buf *out)
{
	if (!eat(d, "?"))
		return fail(d);
	const char *special = NULL;
	if (eat(d, "?__E"))
		special = "`dynamic initializer for '";
	else if (eat(d, "?__F"))
		special = "`dynamic atexit destructor for '";
	else if (eat(d, "?_9"))
		return vcall_thunk(d, out);
	else if (d->p[0] == '?' && d->p[1] == '_' && strchr("78ABCPRST", d->p[2]) && d->p[2])
		return fail(d); /* vftables, thunks, RTTI, string literals: not functions */
	else if (d->p[0] == '?' && d->p[1] == '@')
		return fail(d); /* a hashed (MD5) name */
	Leaf lf = {0};
	Buf name = {0};
	bool ok = fully_qualified(d, &lf, &name, false);
	if (ok && eat(d, "9")) {
		/* extern "C", no signature mangled */
		buf_printf(out, "extern \"C\" %s", bs(&name));
		d->params_at = 0; /* no function's signature */
		buf_free(&name);
		buf_free(&lf.text);
		return true;
	}
	size_t k = 0;
	while (ok && k < countof(classes) && strncmp(classes[k].code, d->p, strlen(classes[k].code)))
		k++;
	if (ok && k == countof(classes))
		ok = fail(d);
	MType fn = {0};
	Buf adj = {0};
	if (ok) {
		d->p += strlen(classes[k].code);
		if (classes[k].adjust == ADJ_STATIC) {
			buf_puts(&adj, "`adjustor{");
			ok = offset(d, &adj, false);
			buf_puts(&adj, "}'");
		} else if (classes[k].adjust == ADJ_VTORDISP) {
			buf_puts(&adj, "`vtordisp{");
			ok = offset(d, &adj, true);
			buf_puts(&adj, ", ");
			ok = ok && offset(d, &adj, false);
			buf_puts(&adj, "}'");
		}
	}
	if (ok) {
		unsigned this_cv = 0;
		const char *ref = NULL;
		if (classes[k].member)
			ok = this_quals(d, &this_cv, &ref);
		Buf ret = {0};
		ok = ok && function_type(d, &fn, this_cv, ref, false, &ret);
		/* operator TYPE: its type is the return type, shown in both places */
		if (ok && lf.conversion && !ret.len)
			ok = fail(d);
		if (ok && lf.conversion)
			buf_printf(&name, "operator %s", bs(&ret));
		buf_free(&ret);
	}
	if (ok) {
		if (classes[k].adjust)
			buf_puts(out, "[thunk]: ");
		buf_puts(out, classes[k].access);
		buf_puts(out, classes[k].kind);
		buf_puts(out, bs(&fn.l));
		space_if_needed(out);
		d->name_at = out->len;
		if (special)
			buf_printf(out, "%s%s''", special, bs(&name));
		else
			buf_puts(out, bs(&name));
		d->name_len = out->len - d->name_at;
		buf_puts(out, bs(&adj));
		d->params_at = out->len;
		buf_puts(out, bs(&fn.r));
	}
	buf_free(&adj);
	mtype_free(&fn);
	buf_free(&name);
	buf_free(&lf.text);
	return ok && !d->err;
}

bool
msvc_demangle_parts(const char *sym, Buf *out, MsvcParts *parts)
{
	if (!sym || sym[0] != '?')
		return false;
	MD d = {.p = sym};
	Buf b = {0};
	/* a suffix a pass added (".specialized.1"): as undname, not shown */
	bool ok = symbol(&d, &b) && (!*d.p || *d.p == '.') && d.params_at;
	backrefs_free(&d.br);
	if (ok) {
		if (parts) {
			parts->name_at = out->len + d.name_at;
			parts->name_len = d.name_len;
			parts->params_at = out->len + d.params_at;
			parts->params_len = d.params_len;
		}
		buf_puts(out, bs(&b));
	}
	buf_free(&b);
	return ok;
}

bool
msvc_demangle(const char *sym, Buf *out)
{
	return msvc_demangle_parts(sym, out, NULL);
}
