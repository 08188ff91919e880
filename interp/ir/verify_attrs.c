/* verify_attrs.c — LLVM's checks of attribute sets (V-S-39 .. V-S-43):
 * of a function's own attributes and its parameters', and of the
 * attributes written at a call site.
 *
 * Attributes ehi gives no meaning to are kept as their verbatim text
 * (ATTR_OTHER, ATTR_STRING), so these checks read the spelling: the
 * tables below say which words and string keys are checked and how. */
#include "ir/verify.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ spelling */
static bool
is_word_char(char c)
{
	return c == '_' || c == '-' || c == '.' || (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
}

typedef bool (*AttrVisit)(const Attr *a, void *ctx);

/* every attribute of s, its groups' included; stops when visit says so */
static bool
each_attr(const Module *m, const AttrSet *s, AttrVisit visit, void *ctx)
{
	if (!s)
		return false;
	for (uint32_t i = 0; i < s->n; i++)
		if (visit(&s->attrs[i], ctx))
			return true;
	for (uint32_t i = 0; i < s->ngroups; i++) {
		AttrGroup *g = module_attr_group((Module *)m, s->groups[i]);
		if (g && g->set != s && each_attr(m, g->set, visit, ctx))
			return true;
	}
	return false;
}

typedef struct WordFind {
	const char *word;
	const Attr *found;
} WordFind;

static bool
match_word(const Attr *a, void *ctx)
{
	WordFind *w = ctx;
	size_t n = strlen(w->word);
	if (a->kind == ATTR_STRING || !a->text || a->len < n || memcmp(a->text, w->word, n) ||
	    (a->len > n && is_word_char(a->text[n])))
		return false;
	w->found = a;
	return true;
}

/* the attribute spelled `word` (with or without an argument list) */
static const Attr *
find_word(const Module *m, const AttrSet *s, const char *word)
{
	WordFind w = {word, NULL};
	each_attr(m, s, match_word, &w);
	return w.found;
}

unsigned
verify_vscale_min(const Module *m, const AttrSet *s)
{
	const Attr *a = find_word(m, s, "vscale_range");
	if (!a || a->len <= 13 || a->text[12] != '(')
		return 1;
	unsigned long lo = strtoul(a->text + 13, NULL, 10);
	return lo ? (unsigned)lo : 1;
}

static bool
has(const Module *m, const AttrSet *s, AttrKind k, const char *word)
{
	return k != ATTR_OTHER ? attrs_has(m, s, k) : find_word(m, s, word) != NULL;
}

/* "key"="value" or "key": the key's and the value's spans (value empty
 * when absent) */
static void
string_parts(const Attr *a, const char **key, size_t *klen, const char **val, size_t *vlen)
{
	const char *t = a->text, *e = a->text + a->len;
	const char *k = t + 1, *ke = k;
	while (ke < e && *ke != '"')
		ke++;
	*key = k, *klen = (size_t)(ke - k);
	*val = "", *vlen = 0;
	const char *p = ke + 1;
	if (p + 1 < e && p[0] == '=' && p[1] == '"') {
		const char *v = p + 2, *ve = v;
		while (ve < e && *ve != '"')
			ve++;
		*val = v, *vlen = (size_t)(ve - v);
	}
}

/* --------------------------------------------- string attribute values */
typedef enum { SV_BOOL, SV_BOOL19, SV_UNSIGNED, SV_FRAME_POINTER } StrValue;

/* the string attributes whose values LLVM checks: booleans are "true",
 * "false" or empty (SV_BOOL19: only in LLVM 19, so only for modules
 * written with opaque pointers); a few take a base-ten unsigned int */
static const struct {
	const char *key;
	StrValue how;
} string_rules[] = {
	{"less-precise-fpmad", SV_BOOL},      {"no-infs-fp-math", SV_BOOL},
	{"no-nans-fp-math", SV_BOOL},         {"no-signed-zeros-fp-math", SV_BOOL},
	{"unsafe-fp-math", SV_BOOL},          {"no-inline-line-tables", SV_BOOL},
	{"no-jump-tables", SV_BOOL},          {"profile-sample-accurate", SV_BOOL},
	{"use-sample-profile", SV_BOOL},      {"approx-func-fp-math", SV_BOOL19},
	{"patchable-function-prefix", SV_UNSIGNED}, {"patchable-function-entry", SV_UNSIGNED},
	{"warn-stack-size", SV_UNSIGNED},     {"frame-pointer", SV_FRAME_POINTER},
};

static bool
unsigned_base10(const char *s, size_t n)
{
	if (n == 0 || n > 10)
		return false;
	uint64_t x = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		x = x * 10 + (uint64_t)(s[i] - '0');
	}
	return x <= UINT32_MAX;
}

static bool
is_one_of(const char *s, size_t n, const char *const *words)
{
	for (; *words; words++)
		if (strlen(*words) == n && !memcmp(*words, s, n))
			return true;
	return false;
}

typedef struct StrCheck {
	VCtx *v;
	const void *where;
	bool fn_level;  /* the function's own set: the unsigned and frame-pointer keys apply */
} StrCheck;

static bool
check_string(const Attr *a, void *ctx)
{
	StrCheck *c = ctx;
	if (a->kind != ATTR_STRING || !a->text || a->len < 2)
		return false;
	const char *key, *val;
	size_t klen, vlen;
	string_parts(a, &key, &klen, &val, &vlen);
	static const char *const bools[] = {"", "true", "false", NULL};
	static const char *const fp[] = {"all", "non-leaf", "none", NULL};
	for (size_t r = 0; r < countof(string_rules); r++) {
		if (strlen(string_rules[r].key) != klen || memcmp(string_rules[r].key, key, klen))
			continue;
		switch (string_rules[r].how) {
		case SV_BOOL19:
			if (!c->v->m->opaque_ptrs)
				break;
			/* fall through */
		case SV_BOOL:
			if (!is_one_of(val, vlen, bools))
				verify_failed(c->v, R_S_ATTR_STRBOOL, c->where, (int)klen, key, (int)vlen, val);
			break;
		case SV_UNSIGNED:
			if (c->fn_level && !unsigned_base10(val, vlen))
				verify_failed(c->v, R_S_ATTR_UNSIGNED, c->where, (int)klen, key, (int)vlen, val);
			break;
		case SV_FRAME_POINTER:
			if (c->fn_level && !is_one_of(val, vlen, fp))
				verify_failed(c->v, R_S_ATTR_FRAME_POINTER, c->where, (int)vlen, val);
			break;
		}
	}
	return false;
}

static void
check_strings(VCtx *v, const AttrSet *s, const void *where, bool fn_level)
{
	StrCheck c = {v, where, fn_level};
	each_attr(v->m, s, check_string, &c);
}

/* ------------------------------------------------ incompatible pairs */
static const struct {
	AttrKind a, b;
	const char *an, *bn;
} incompatible[] = {
	{ATTR_READNONE, ATTR_READONLY, "readnone", "readonly"},
	{ATTR_READNONE, ATTR_WRITEONLY, "readnone", "writeonly"},
	{ATTR_READONLY, ATTR_WRITEONLY, "readonly", "writeonly"},
};

static void
check_pairs(VCtx *v, const AttrSet *s, const void *where)
{
	for (size_t k = 0; k < countof(incompatible); k++)
		if (attrs_has(v->m, s, incompatible[k].a) && attrs_has(v->m, s, incompatible[k].b))
			verify_failed(v, R_S_ATTR_INCOMPATIBLE, where, incompatible[k].an, incompatible[k].bn);
	if (attrs_has(v->m, s, ATTR_NOINLINE) && find_word(v->m, s, "alwaysinline"))
		verify_failed(v, R_S_ATTR_INCOMPATIBLE, where, "noinline", "alwaysinline");
}

/* ------------------------------------------ a parameter and its type */
/* attributes that say something about a pointer (or, for align, a vector
 * of them): LLVM's AttributeFuncs::typeIncompatible, the part LLVM 14 and
 * 19 share */
static const struct {
	AttrKind k;
	const char *word;
	enum { FOR_INT, FOR_PTR, FOR_PTRS, FOR_VALUE } needs;
} typed_attrs[] = {
	{ATTR_ZEROEXT, "zeroext", FOR_INT}, {ATTR_SIGNEXT, "signext", FOR_INT},
	{ATTR_NEST, "nest", FOR_PTR}, {ATTR_NOALIAS, "noalias", FOR_PTR},
	{ATTR_NOCAPTURE, "nocapture", FOR_PTR}, {ATTR_BYVAL, "byval", FOR_PTR},
	{ATTR_BYREF, "byref", FOR_PTR}, {ATTR_SRET, "sret", FOR_PTR},
	{ATTR_INALLOCA, "inalloca", FOR_PTR}, {ATTR_PREALLOCATED, "preallocated", FOR_PTR},
	{ATTR_SWIFTERROR, "swifterror", FOR_PTR}, {ATTR_DEREF, "dereferenceable", FOR_PTR},
	{ATTR_DEREF_OR_NULL, "dereferenceable_or_null", FOR_PTR},
	{ATTR_ALIGN, "align", FOR_PTRS}, {ATTR_NONNULL, "nonnull", FOR_PTRS},
	{ATTR_NOUNDEF, "noundef", FOR_VALUE},
};

/* the attributes with a type argument that must be the pointee of a
 * typed pointer, and must have a size */
static const struct {
	AttrKind k;
	const char *word;
	bool sized;
} pointee_attrs[] = {
	{ATTR_BYVAL, "byval", true}, {ATTR_BYREF, "byref", true}, {ATTR_INALLOCA, "inalloca", true},
	{ATTR_PREALLOCATED, "preallocated", true}, {ATTR_SRET, "sret", false},
	{ATTR_ELEMENTTYPE, "elementtype", false},
};

/* how a parameter is passed: one way at most, where sret and inreg
 * together count as one (MSVC's ABI returns through an inreg sret) */
static const AttrKind passing[] = {ATTR_BYVAL, ATTR_INALLOCA, ATTR_PREALLOCATED, ATTR_NEST, ATTR_BYREF};

static bool
count_attr(const Attr *a, void *ctx)
{
	(void)a;
	++*(unsigned *)ctx;
	return false;
}

/* V-S-61 .. 63 for one attribute set and the type of its value (a
 * parameter, an argument or a return value) */
static void
check_typed(VCtx *v, const AttrSet *s, const Type *t, const void *where)
{
	if (!s)
		return;
	const Module *m = v->m;
	bool ptr = t->kind == TY_PTR, ptrs = ptr || (t->kind == TY_VECTOR && t->elem->kind == TY_PTR);
	for (size_t k = 0; k < countof(typed_attrs); k++) {
		bool fits = typed_attrs[k].needs == FOR_INT ? t->kind == TY_INT
			    : typed_attrs[k].needs == FOR_PTR ? ptr
			    : typed_attrs[k].needs == FOR_PTRS ? ptrs : t->kind != TY_VOID;
		if (!fits && attrs_has(m, s, typed_attrs[k].k))
			verify_failed(v, R_S_ATTR_TYPE, where, typed_attrs[k].word, type_str(t));
	}
	for (size_t k = 0; ptr && k < countof(pointee_attrs); k++) {
		const Attr *a = attrs_get(m, s, pointee_attrs[k].k);
		if (!a || !a->type)
			continue;
		if (t->elem && a->type != t->elem)
			verify_failed(v, R_S_ATTR_POINTEE, where, pointee_attrs[k].word, type_str(a->type));
		else if (pointee_attrs[k].sized && !verify_is_sized(a->type))
			verify_failed(v, R_S_ATTR_UNSIZED, where, pointee_attrs[k].word);
	}
	unsigned ways = 0;
	for (size_t k = 0; k < countof(passing); k++)
		ways += attrs_has(m, s, passing[k]);
	ways += attrs_has(m, s, ATTR_SRET) || attrs_has(m, s, ATTR_INREG);
	if (ways > 1)
		verify_failed(v, R_S_ATTR_EXCLUSIVE, where);
	if (attrs_has(m, s, ATTR_IMMARG)) {
		unsigned n = 0;
		each_attr(m, s, count_attr, &n);
		if (n > 1)
			verify_failed(v, R_S_ATTR_IMMARG_ALONE, where);
	}
}

/* --------------------------------------------------------- vscale_range */
static void
check_vscale_range(VCtx *v, const AttrSet *s, const void *where)
{
	const Attr *a = find_word(v->m, s, "vscale_range");
	if (!a || a->len <= 13 || a->text[12] != '(')
		return;
	char buf[64];
	size_t n = a->len - 13 < sizeof buf - 1 ? a->len - 13 : sizeof buf - 1;
	memcpy(buf, a->text + 13, n);
	buf[n] = 0;
	char *e;
	unsigned long lo = strtoul(buf, &e, 10), hi = lo;
	while (*e == ' ')
		e++;
	if (*e == ',')
		hi = strtoul(e + 1, &e, 10);
	if (lo == 0)
		verify_failed(v, R_S_VSCALE_MIN, where);
	else if (hi != 0 && lo > hi)
		verify_failed(v, R_S_VSCALE_ORDER, where);
}

/* ------------------------------------------------------------ allocsize */
/* allocsize(N[, M]): parameters N and M exist, differ and are integers */
static void
check_allocsize(VCtx *v, const AttrSet *s, const Type *fty, const void *where)
{
	const Attr *a = find_word(v->m, s, "allocsize");
	if (!a || a->len <= 10 || a->text[9] != '(')
		return;
	char buf[64];
	size_t n = a->len - 10 < sizeof buf - 1 ? a->len - 10 : sizeof buf - 1;
	memcpy(buf, a->text + 10, n);
	buf[n] = 0;
	char *e;
	unsigned long idx[2];
	int count = 0;
	idx[count++] = strtoul(buf, &e, 10);
	while (*e == ' ')
		e++;
	if (*e == ',')
		idx[count++] = strtoul(e + 1, &e, 10);
	if (count == 2 && idx[0] == idx[1])
		verify_failed(v, R_S_ALLOCSIZE, where, (unsigned)idx[0], "named twice");
	for (int k = 0; k < count; k++) {
		if (idx[k] >= fty->nsub)
			verify_failed(v, R_S_ALLOCSIZE, where, (unsigned)idx[k], "out of range");
		else if (fty->sub[idx[k]]->kind != TY_INT)
			verify_failed(v, R_S_ALLOCSIZE, where, (unsigned)idx[k], "not an integer");
	}
}

/* ----------------------------------------------------------- functions */
/* the parameter attributes of which a function has at most one */
static const struct {
	AttrKind k;
	const char *word;
	Rule rule;
} at_most_one[] = {
	{ATTR_NEST, "nest", R_S_PARAM_ONCE},
	{ATTR_RETURNED, "returned", R_S_PARAM_ONCE},
	{ATTR_SRET, "sret", R_S_PARAM_MULTIPLE},
	{ATTR_SWIFTSELF, "swiftself", R_S_PARAM_MULTIPLE},
	{ATTR_OTHER, "swiftasync", R_S_PARAM_MULTIPLE},
	{ATTR_SWIFTERROR, "swifterror", R_S_PARAM_MULTIPLE},
};

void
verify_function_attrs(VCtx *v, Function *f)
{
	const Module *m = v->m;
	uint32_t np = f->fty->nsub;
	for (size_t r = 0; r < countof(at_most_one); r++) {
		uint32_t seen = 0;
		for (uint32_t k = 0; k < np; k++)
			seen += has(m, f->param_attrs[k], at_most_one[r].k, at_most_one[r].word);
		if (seen > 1)
			verify_failed(v, at_most_one[r].rule, f, at_most_one[r].word);
	}
	for (uint32_t k = 2; k < np; k++)
		if (attrs_has(m, f->param_attrs[k], ATTR_SRET))
			verify_failed(v, R_S_SRET_POSITION, f);
	check_pairs(v, f->fn_attrs, f);
	for (uint32_t k = 0; k < np; k++) {
		check_pairs(v, f->param_attrs[k], f);
		check_strings(v, f->param_attrs[k], f, false);
		check_typed(v, f->param_attrs[k], f->fty->sub[k], f);
	}
	check_typed(v, f->ret_attrs, f->fty->elem, f);
	if (attrs_has(m, f->fn_attrs, ATTR_BUILTIN))
		verify_failed(v, R_S_BUILTIN_DECL, f);
	check_strings(v, f->fn_attrs, f, true);
	check_strings(v, f->ret_attrs, f, false);
	if (find_word(m, f->fn_attrs, "jumptable") && f->g.unnamed_addr != UA_UNNAMED)
		verify_failed(v, R_S_JUMPTABLE, f);
	check_vscale_range(v, f->fn_attrs, f);
	check_allocsize(v, f->fn_attrs, f->fty, f);
}

void
verify_call_attrs(VCtx *v, Inst *i)
{
	const CallInfo *ci = inst_call(i);
	/* speculatable at a call only repeats the callee's own (its casts
	 * stripped, as llvm-as 14 reads a bitcast callee) */
	const Function *callee = verify_callee_fn(i);
	if (find_word(v->m, ci->fn_attrs, "speculatable") &&
	    !(callee && find_word(v->m, callee->fn_attrs, "speculatable")))
		verify_failed(v, R_S_SPECULATABLE_CALL, i);
	/* LLVM checks a call site's function attributes as a function's */
	check_strings(v, ci->fn_attrs, i, true);
	check_vscale_range(v, ci->fn_attrs, i);
	check_strings(v, ci->ret_attrs, i, false);
	check_typed(v, ci->ret_attrs, i->ty->elem, i);
	uint32_t fixed = i->ty->nsub;
	for (uint32_t k = 0; ci->arg_attrs && k < ci->nargs; k++) {
		check_strings(v, ci->arg_attrs[k], i, false);
		check_typed(v, ci->arg_attrs[k], inst_opnd(i, k)->type, i);
		/* the variadic part: no sret (but gc.statepoint passes its
		 * callee's arguments on), inalloca only last */
		if (k >= fixed && attrs_has(v->m, ci->arg_attrs[k], ATTR_SRET) &&
		    !(callee && callee->g.u.v.name && strncmp(callee->g.u.v.name, "llvm.experimental.gc.statepoint", 31) == 0))
			verify_failed(v, R_S_VARARG_SRET, i);
		if (k >= fixed && attrs_has(v->m, ci->arg_attrs[k], ATTR_INALLOCA) && k + 1 != ci->nargs)
			verify_failed(v, R_S_VARARG_INALLOCA, i);
	}
	/* (LLVM's isNoBuiltin: the call's own attributes or the callee's) */
	if (attrs_has(v->m, ci->fn_attrs, ATTR_BUILTIN) && !attrs_has(v->m, ci->fn_attrs, ATTR_NOBUILTIN) &&
	    !(callee && attrs_has(v->m, callee->fn_attrs, ATTR_NOBUILTIN)))
		verify_failed(v, R_S_BUILTIN_CALL, i);
}
