/* extern.c — external behaviours: the script (SPEC.md section 10), its
 * builtin, and the choice points of `ehi explore` (extern.h).
 *
 * A script line:  @NAME [#N]: ACTION [; ACTION ...]
 * (#N: the N-th call of NAME, from 1; without: every call no #N line
 * names).  The actions, in order: `store TYPE VALUE to arg K`, `print
 * "TEXT"`, then at most one of `return [VALUE]`, `throw TYPE [VALUE]`,
 * `throw-foreign`, `seh CODE`, `choose`, `diverge`; none of those: it
 * returns (0, null, or nothing).
 *
 * An external whose memory effects are none or read-only (readnone,
 * readonly, memory(none), memory(read, ...) on its declaration or call)
 * is silent: its calls are not observable events, and its answer is a
 * function of its arguments (read-only: and of the observable events
 * before it), chosen once and repeated (LangRef: the same value, or the
 * same unwinding, for the same arguments and state). */
#include "extern.h"
#include "eh/eh.h"
#include "eh/personality.h"
#include "rt/builtin.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* the target's C++ runtime is the Itanium ABI's (else MSVC's) */
static bool
itanium(VM *vm)
{
	return eh_target_cxx(&vm->tgt) == &itanium_abi;
}

/* ------------------------------------------------------------ the script */
typedef enum XKind { XA_RETURN, XA_STORE, XA_PRINT, XA_THROW, XA_FOREIGN, XA_SEH, XA_CHOOSE, XA_DIVERGE } XKind;
typedef enum XValKind { XV_NONE, XV_INT, XV_FLOAT, XV_NULL, XV_GLOBAL, XV_ARG, XV_ALLOC, XV_POISON } XValKind;

typedef struct XVal {
	XValKind k;
	int64_t i;              /* XV_INT, XV_ARG, XV_ALLOC */
	double f;
	char *name;             /* XV_GLOBAL */
} XVal;

typedef struct XAct {
	XKind k;
	XVal v;                 /* return, store, throw: the value */
	char *type;             /* store: iN/float/double/ptr; throw: a builtin
				   type's name or a type info's symbol */
	char *text;             /* print */
	uint32_t arg;           /* store: the pointer argument */
} XAct;

typedef struct XEntry {
	uint32_t call;          /* 0: every call not listed */
	XAct *acts;
	uint32_t nacts;
} XEntry;

typedef struct XFunc {
	char *name;
	XEntry *e;
	uint32_t ne;
	UT_hash_handle hh;
} XFunc;

struct ExtScript {
	XFunc *funcs;           /* uthash by name */
};

/* the builtin types a throw may name, as the Itanium ABI and MSVC spell
 * them, and the IR type of their object */
static const struct {
	const char *name, *itanium, *msvc;
	unsigned bytes;
	bool fp;
} builtin_types[] = {
	{"int", "i", "H", 4, false},       {"unsigned", "j", "I", 4, false}, {"long", "l", "J", 8, false},
	{"long long", "x", "_J", 8, false}, {"short", "s", "F", 2, false},   {"char", "c", "D", 1, false},
	{"bool", "b", "_N", 1, false},      {"double", "d", "N", 8, true},   {"float", "f", "M", 4, true},
};

static int
builtin_type(const char *name)
{
	for (size_t k = 0; k < countof(builtin_types); k++)
		if (!strcmp(name, builtin_types[k].name))
			return (int)k;
	return -1;
}

typedef struct Lex {
	const char *name, *p, *line0;
	uint32_t line;
	bool ok;
} Lex;

static bool
lx_err(Lex *L, const char *what)
{
	if (L->ok)
		fprintf(stderr, "%s:%u:%u: error: %s\n", L->name, L->line, (unsigned)(L->p - L->line0) + 1, what);
	L->ok = false;
	return false;
}

static void
lx_ws(Lex *L)
{
	while (*L->p == ' ' || *L->p == '\t')
		L->p++;
}

/* a word: letters, digits, _ . - */
static bool
lx_word(Lex *L, char *out, size_t n)
{
	lx_ws(L);
	size_t k = 0;
	while (isalnum((unsigned char)*L->p) || *L->p == '_' || *L->p == '.' || *L->p == '-') {
		if (k + 1 < n)
			out[k++] = *L->p;
		L->p++;
	}
	out[k] = 0;
	return k > 0;
}

static bool
lx_is(Lex *L, const char *w)
{
	lx_ws(L);
	size_t n = strlen(w);
	if (strncmp(L->p, w, n) || isalnum((unsigned char)L->p[n]) || L->p[n] == '_' || L->p[n] == '-')
		return false;
	L->p += n;
	return true;
}

/* @name, or @"quoted name" */
static char *
lx_global(Lex *L)
{
	lx_ws(L);
	if (*L->p != '@')
		return lx_err(L, "expected '@NAME'"), NULL;
	L->p++;
	const char *s = L->p;
	if (*s == '"') {
		const char *e = strchr(s + 1, '"');
		if (!e)
			return lx_err(L, "unterminated quoted name"), NULL;
		L->p = e + 1;
		return strndup(s + 1, (size_t)(e - s - 1));
	}
	while (*L->p && (isalnum((unsigned char)*L->p) || strchr("_.$?@", *L->p)))
		L->p++;
	if (L->p == s)
		return lx_err(L, "expected a name after '@'"), NULL;
	return strndup(s, (size_t)(L->p - s));
}

static bool
lx_int(Lex *L, int64_t *v)
{
	lx_ws(L);
	char *end;
	errno = 0;
	long long x = strtoll(L->p, &end, 0);
	if (end == L->p || errno)
		return lx_err(L, "expected an integer");
	L->p = end;
	*v = x;
	return true;
}

/* VALUE: integer, float (with a '.', 'e', inf or nan), null, poison,
 * @global, arg K, alloc N */
static bool
lx_value(Lex *L, XVal *v)
{
	lx_ws(L);
	memset(v, 0, sizeof *v);
	if (lx_is(L, "null"))
		return v->k = XV_NULL, true;
	if (lx_is(L, "poison"))
		return v->k = XV_POISON, true;
	if (lx_is(L, "arg"))
		return v->k = XV_ARG, lx_int(L, &v->i);
	if (lx_is(L, "alloc"))
		return v->k = XV_ALLOC, lx_int(L, &v->i) && (v->i > 0 && v->i <= (1 << 20) ? true : lx_err(L, "alloc takes 1 to 1048576 bytes"));
	if (*L->p == '@')
		return v->k = XV_GLOBAL, (v->name = lx_global(L)) != NULL;
	const char *s = L->p;
	size_t n = strspn(s, "+-0123456789abcdefABCDEFxX.infINFNaN");
	bool fp = memchr(s, '.', n) || (!memchr(s, 'x', n) && (memchr(s, 'e', n) || memchr(s, 'E', n))) ||
		  memchr(s, 'n', n) || memchr(s, 'N', n);
	if (fp) {
		char *end;
		v->f = strtod(s, &end);
		if (end == s)
			return lx_err(L, "expected a value");
		L->p = end;
		return v->k = XV_FLOAT, true;
	}
	v->k = XV_INT;
	return lx_int(L, &v->i);
}

static bool
lx_string(Lex *L, char **out)
{
	lx_ws(L);
	if (*L->p != '"')
		return lx_err(L, "expected a \"string\"");
	Buf b = {0};
	L->p++;
	while (*L->p && *L->p != '"' && *L->p != '\n') {
		char c = *L->p++;
		if (c == '\\') {
			char e = *L->p++;
			c = e == 'n' ? '\n' : e == 't' ? '\t' : e == '0' ? 0 : e;
			if (!e)
				return buf_free(&b), lx_err(L, "unterminated string");
		}
		buf_putc(&b, c);
	}
	if (*L->p != '"')
		return buf_free(&b), lx_err(L, "unterminated string");
	L->p++;
	buf_putc(&b, 0);
	*out = b.s;
	return true;
}

/* TYPE of a store: iN, float, double, ptr */
static bool
lx_store_type(Lex *L, char **out)
{
	char w[32];
	if (!lx_word(L, w, sizeof w))
		return lx_err(L, "expected a type (iN, float, double, ptr)");
	bool ok = !strcmp(w, "float") || !strcmp(w, "double") || !strcmp(w, "ptr");
	if (w[0] == 'i' && isdigit((unsigned char)w[1])) {
		int bits = atoi(w + 1);
		ok = bits == 8 || bits == 16 || bits == 32 || bits == 64 || bits == 1;
	}
	if (!ok)
		return lx_err(L, "expected a type (i1, i8, i16, i32, i64, float, double, ptr)");
	*out = xstrdup(w);
	return true;
}

/* what an action holds (one parsed in part too: parse_action clears it
 * first, then sets these as it goes) */
static void
act_free(XAct *a)
{
	free(a->type);
	free(a->text);
	free(a->v.name);
}

static bool
parse_action(Lex *L, XAct *a)
{
	memset(a, 0, sizeof *a);
	lx_ws(L);
	if (lx_is(L, "return")) {
		a->k = XA_RETURN;
		lx_ws(L);
		return *L->p == ';' || !*L->p || *L->p == '\n' ? true : lx_value(L, &a->v);
	}
	if (lx_is(L, "store")) {
		a->k = XA_STORE;
		int64_t k;
		if (!lx_store_type(L, &a->type) || !lx_value(L, &a->v))
			return false;
		if (!lx_is(L, "to") || !lx_is(L, "arg"))
			return lx_err(L, "expected 'to arg K'");
		if (!lx_int(L, &k) || k < 0 || k > 255)
			return lx_err(L, "bad argument number");
		a->arg = (uint32_t)k;
		return true;
	}
	if (lx_is(L, "print"))
		return a->k = XA_PRINT, lx_string(L, &a->text);
	if (lx_is(L, "throw-foreign"))
		return a->k = XA_FOREIGN, true;
	if (lx_is(L, "choose"))
		return a->k = XA_CHOOSE, true;
	if (lx_is(L, "diverge"))
		return a->k = XA_DIVERGE, true;
	if (lx_is(L, "seh"))
		return a->k = XA_SEH, lx_value(L, &a->v);
	if (lx_is(L, "throw")) {
		a->k = XA_THROW;
		lx_ws(L);
		if (*L->p == '@') {
			char *g = lx_global(L);
			if (!g)
				return false;
			Buf b = {0};
			buf_printf(&b, "@%s", g); /* keep the '@': a symbol, not a builtin type */
			free(g);
			a->type = b.s;
		} else {
			if (lx_is(L, "long long"))
				a->type = xstrdup("long long");
			else {
				char w[32];
				if (!lx_word(L, w, sizeof w) || builtin_type(w) < 0)
					return lx_err(L, "expected a type: @TYPEINFO or int, unsigned, long, long long, short, char, bool, double, float");
				a->type = xstrdup(w);
			}
		}
		lx_ws(L);
		if (*L->p && *L->p != ';' && *L->p != '\n')
			return lx_value(L, &a->v);
		a->v.k = XV_INT;
		return true;
	}
	return lx_err(L, "expected an action (return, store, print, throw, throw-foreign, seh, choose, diverge)");
}

static bool
terminal(XKind k)
{
	return k == XA_RETURN || k == XA_THROW || k == XA_FOREIGN || k == XA_SEH || k == XA_CHOOSE || k == XA_DIVERGE;
}

/* one script line at L->p (up to the newline) */
static void
parse_line(ExtScript *s, Lex *L)
{
	char *name = lx_global(L);
	if (!name)
		return;
	uint32_t call = 0;
	lx_ws(L);
	if (*L->p == '#') {
		L->p++;
		int64_t n;
		if (!lx_int(L, &n) || n < 1 || n > UINT32_MAX) {
			lx_err(L, "a call number is 1 or more");
			free(name);
			return;
		}
		call = (uint32_t)n;
	}
	lx_ws(L);
	if (*L->p != ':') {
		lx_err(L, "expected ':' after the function");
		free(name);
		return;
	}
	L->p++;
	XEntry e = {call, NULL, 0};
	bool ended = false;
	for (;;) {
		lx_ws(L);
		if (!*L->p || *L->p == '\n')
			break;
		if (ended) {
			lx_err(L, "nothing may follow return, throw, throw-foreign, seh or choose");
			break;
		}
		e.acts = xrealloc(e.acts, (e.nacts + 1) * sizeof *e.acts);
		if (!parse_action(L, &e.acts[e.nacts])) {
			act_free(&e.acts[e.nacts]); /* (a store's type before a bad value) */
			break;
		}
		ended = terminal(e.acts[e.nacts++].k);
		lx_ws(L);
		if (*L->p == ';')
			L->p++;
		else if (*L->p && *L->p != '\n') {
			lx_err(L, "expected ';' between actions");
			break;
		}
	}
	XFunc *f;
	HASH_FIND_STR(s->funcs, name, f);
	if (!f) {
		f = xcalloc(1, sizeof *f);
		f->name = name;
		HASH_ADD_KEYPTR(hh, s->funcs, f->name, strlen(f->name), f);
	} else {
		free(name);
	}
	for (uint32_t k = 0; k < f->ne; k++)
		if (f->e[k].call == call && L->ok)
			lx_err(L, call ? "this call of the function already has a line" : "the function already has a line for every call");
	f->e = xrealloc(f->e, (f->ne + 1) * sizeof *f->e);
	f->e[f->ne++] = e;
}

static ExtScript *
parse_text(ExtScript *s, const char *name, const char *text, const char *prefix, bool *ok)
{
	if (!s)
		s = xcalloc(1, sizeof *s);
	Lex L = {name, text, text, 1, true};
	while (*L.p) {
		L.line0 = L.p;
		const char *eol = strchr(L.p, '\n');
		if (prefix) {
			/* the module's leading comment block: ';' lines, blank ones */
			lx_ws(&L);
			if (*L.p != ';' && *L.p != '\n' && *L.p != '\r' && *L.p)
				break;
			while (*L.p == ';')
				L.p++;
			lx_ws(&L);
			if (!strncmp(L.p, prefix, strlen(prefix))) {
				L.p += strlen(prefix);
				parse_line(s, &L);
			}
		} else {
			lx_ws(&L);
			if (*L.p == '@')
				parse_line(s, &L);
			else if (*L.p != '#' && *L.p != '\n' && *L.p != '\r' && *L.p)
				lx_err(&L, "expected '@FUNCTION: ACTIONS' or a '#' comment");
		}
		if (!eol)
			break;
		L.p = eol + 1;
		L.line++;
	}
	*ok = L.ok;
	return s;
}

ExtScript *
ext_parse(ExtScript *s, const char *name, const char *text, bool *ok)
{
	return parse_text(s, name, text, NULL, ok);
}

ExtScript *
ext_from_module(ExtScript *s, const Module *m, bool *ok)
{
	*ok = true;
	if (!m->sources.len)
		return s;
	const Source *src = VEC_AT(&m->sources, Source *, 0);
	if (!strstr(src->text, "ehi-extern:"))
		return s;
	return parse_text(s, src->name, src->text, "ehi-extern:", ok);
}

void
ext_free(ExtScript *s)
{
	if (!s)
		return;
	XFunc *f, *tmp;
	HASH_ITER(hh, s->funcs, f, tmp) {
		HASH_DEL(s->funcs, f);
		for (uint32_t k = 0; k < f->ne; k++) {
			for (uint32_t j = 0; j < f->e[k].nacts; j++)
				act_free(&f->e[k].acts[j]);
			free(f->e[k].acts);
		}
		free(f->e);
		free(f->name);
		free(f);
	}
	free(s);
}

/* --------------------------------------------------------- clause types */
static const Value *
strip_casts(const Value *v)
{
	while (v && v->kind == VK_CEXPR && ((const User *)v)->nops >= 1 &&
	       (v->op == OP_BITCAST || v->op == OP_ADDRSPACECAST || v->op == OP_GETELEMENTPTR))
		v = ((const User *)v)->ops[0].val;
	return v;
}

static void
add_type(const char ***out, uint32_t *n, const Value *v)
{
	v = strip_casts(v);
	if (!v || !vk_is_global(v->kind) || !v->name)
		return;
	for (uint32_t k = 0; k < *n; k++)
		if (!strcmp((*out)[k], v->name))
			return;
	*out = xrealloc(*out, (*n + 1) * sizeof **out);
	(*out)[(*n)++] = v->name;
}

const char **
ext_clause_types(const Module *m, uint32_t *n)
{
	const char **out = NULL;
	*n = 0;
	for (const Global *g = m->funcs; g; g = g->next)
		for (const Block *b = ((const Function *)g)->first; b; b = b->next)
			for (const Inst *i = b->first; i; i = i->next) {
				if (inst_op(i) == OP_LANDINGPAD) {
					const uint8_t *kinds = i->x;
					for (uint32_t k = 0; k < i->u.nops; k++) {
						const Value *c = i->u.ops[k].val;
						if (kinds && kinds[k] == LP_FILTER && c->kind == VK_CAGG)
							for (uint32_t j = 0; j < ((const User *)c)->nops; j++)
								add_type(&out, n, ((const User *)c)->ops[j].val);
						else if (!kinds || kinds[k] == LP_CATCH)
							add_type(&out, n, c);
					}
				} else if (inst_op(i) == OP_CATCHPAD && i->u.nops > 1) {
					/* operand 0 is the catchswitch; then the type */
					add_type(&out, n, i->u.ops[1].val);
				}
			}
	return out;
}

/* the personalities of structured exception handling (personality.def's
 * SEH family) */
static const struct { const char *sym; PersFamily fam; } pers_rows[] = {
#define PERS(sym, fam, scoped, funclets, single, model, frame, cxx, tis) {#sym, PF_##fam},
#include "ir/personality.def"
#undef PERS
};

static bool
has_seh_personality(const Module *m)
{
	for (const Global *g = m->funcs; g; g = g->next) {
		const Function *f = (const Function *)g;
		const Value *p = f->is_decl ? NULL : strip_casts(fn_personality(f));
		for (size_t k = 0; p && p->name && k < countof(pers_rows); k++)
			if (pers_rows[k].fam == PF_SEH && !strcmp(p->name, pers_rows[k].sym))
				return true;
	}
	return false;
}

static void
add_code(uint32_t *out, uint32_t *n, uint32_t max, uint32_t c)
{
	for (uint32_t k = 0; k < *n; k++)
		if (out[k] == c)
			return;
	if (*n < max)
		out[(*n)++] = c;
}

uint32_t
ext_seh_codes(const Module *m, uint32_t *out, uint32_t max)
{
	uint32_t n = 0;
	if (!max || !has_seh_personality(m))
		return 0;
	/* the codes the filters test for (filt(code) == 0xE0000042), found
	 * where any icmp compares an i32 with one: cheap, and a code the
	 * program never tests is as good as the access violation */
	for (const Global *g = m->funcs; g; g = g->next)
		for (const Block *b = ((const Function *)g)->first; b; b = b->next)
			for (const Inst *i = b->first; i; i = i->next)
				for (uint32_t k = 0; inst_op(i) == OP_ICMP && k < i->u.nops && n + 1 < max; k++) {
					const Value *c = i->u.ops[k].val;
					if (c->kind == VK_CINT && c->type->kind == TY_INT && c->type->bits == 32 &&
					    (((const ConstInt *)c)->w[0] & 0x80000000u))
						add_code(out, &n, max - 1, (uint32_t)((const ConstInt *)c)->w[0]);
				}
	add_code(out, &n, max, 0xC0000005u);
	return n;
}

/* ------------------------------------------------------------ the state */
typedef struct Ext {
	VmRuntime rt;           /* the wrapper installed as vm->rt */
	const VmRuntime *orig;
	ExtScript *script;
	ExtConfig cfg;
	bool has_cfg;
	char **types;           /* throw options: type names (builtin, or @symbol), owned */
	uint32_t ntypes;
	uint32_t seh_codes[2 * EXT_MAX_SEH_CODES]; /* SEH raise options (Windows targets;
						      equiv: both modules') */
	uint32_t nseh;
	struct Count { const char *name; uint32_t n; UT_hash_handle hh; } *counts;
	/* a silent external's answers: key "@f(args)" (read-only: what it
	 * may read appended, pointee_digest) -> the option taken, and
	 * the value it returned (a fresh block is one block) */
	struct Memo { char *key; XAct act; uint64_t ret; UT_hash_handle hh; } *memo;
	uint32_t observable;    /* observable external calls so far */
	ExtLog log;
} Ext;

ExtLog *
ext_log(VM *vm)
{
	return vm->ext ? &((Ext *)vm->ext)->log : NULL;
}

static int ext_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
static bool throwable(VM *vm, const char *t);

static XFunc *
script_func(const Ext *x, const char *name)
{
	XFunc *f = NULL;
	if (x->script)
		HASH_FIND_STR(x->script->funcs, name, f);
	return f;
}

static BuiltinFn
w_lookup(VM *vm, const char *name, const CallSite *cs)
{
	Ext *x = vm->ext;
	if (script_func(x, name))
		return ext_builtin;
	BuiltinFn b = x->orig->lookup(vm, name, cs);
	if (b || !x->cfg.choose || !strncmp(name, "llvm.", 5))
		return b;
	return ext_builtin;
}

/* the symbols a throw needs exist before layout: the builtin types'
 * type infos (the C++ runtime defines them) */
static void
w_declare(VM *vm)
{
	Ext *x = vm->ext;
	if (itanium(vm))
		for (size_t k = 0; k < countof(builtin_types); k++) {
			char b[64];
			snprintf(b, sizeof b, "_ZTI%s", builtin_types[k].itanium);
			vm_runtime_data(vm, b);
		}
	if (x->orig->declare)
		x->orig->declare(vm);
}

static void
w_free(VM *vm)
{
	Ext *x = vm->ext;
	const VmRuntime *orig = x->orig;
	vm->rt = orig;
	if (orig->free)
		orig->free(vm);
	struct Count *c, *tmp;
	HASH_ITER(hh, x->counts, c, tmp) {
		HASH_DEL(x->counts, c);
		free(c);
	}
	struct Memo *me, *mt;
	HASH_ITER(hh, x->memo, me, mt) {
		HASH_DEL(x->memo, me);
		free(me->key);
		free(me);
	}
	buf_free(&x->log.silent);
	buf_free(&x->log.silent_script);
	buf_free(&x->log.silent_calls);
	ext_free(x->script);
	buf_free(&x->log.calls);
	buf_free(&x->log.script);
	buf_free(&x->log.choices);
	for (uint32_t k = 0; k < x->ntypes; k++)
		free(x->types[k]);
	free(x->types);
	free(x);
	vm->ext = NULL;
}

void
ext_install(VM *vm, ExtScript *s, const ExtConfig *cfg)
{
	Ext *x = xcalloc(1, sizeof *x);
	x->orig = vm->rt;
	x->rt = *vm->rt;
	x->rt.lookup = w_lookup;
	x->rt.declare = w_declare;
	x->rt.free = w_free;
	x->script = s;
	if (cfg)
		x->cfg = *cfg;
	/* the throw options: the given types, or the module's clause types;
	 * then one type no clause names */
	const char **given = NULL;
	uint32_t ng = 0;
	if (cfg && cfg->throw_types) {
		given = (const char **)cfg->throw_types;
		ng = cfg->nthrow_types;
	} else {
		given = ext_clause_types(vm->m, &ng);
	}
	x->types = xcalloc(ng + 1, sizeof *x->types);
	for (uint32_t k = 0; k < ng; k++) {
		Buf b = {0};
		buf_printf(&b, given[k][0] == '@' || builtin_type(given[k]) >= 0 ? "%s" : "@%s", given[k]);
		x->types[x->ntypes++] = b.s;
	}
	if (!(cfg && cfg->throw_types))
		free(given);
	static const char *const other[][2] = {{"int", "_ZTIi"}, {"long", "_ZTIl"}, {"char", "_ZTIc"}, {"double", "_ZTId"}};
	static const char *const other_msvc[][2] = {{"int", "??_R0H@8"}, {"long", "??_R0J@8"}, {"char", "??_R0D@8"}, {"double", "??_R0N@8"}};
	for (size_t j = 0; j < countof(other); j++) {
		bool named = false;
		for (uint32_t k = 0; k < x->ntypes; k++)
			named |= !strcmp(x->types[k] + 1, other[j][1]) || !strcmp(x->types[k] + 1, other_msvc[j][1]) ||
				 !strcmp(x->types[k], other[j][0]);
		if (!named) {
			x->types[x->ntypes++] = xstrdup(other[j][0]);
			break;
		}
	}
	if (vm->tgt.os != OS_WINDOWS)
		x->nseh = 0;
	else if (cfg && cfg->seh_codes)
		for (uint32_t k = 0; k < cfg->nseh_codes && k < countof(x->seh_codes); k++)
			x->seh_codes[x->nseh++] = cfg->seh_codes[k];
	else
		x->nseh = ext_seh_codes(vm->m, x->seh_codes, EXT_MAX_SEH_CODES);
	vm->ext = x;
	vm->rt = &x->rt;
}

/* ------------------------------------------------------------ the log */
static void
put_value(Buf *b, const Type *t, const uint64_t *r, const uint8_t *z)
{
	if (z[0]) {
		buf_puts(b, "poison");
		return;
	}
	switch (t->kind) {
	case TY_INT:
		if (t->bits <= 64) {
			buf_puti(b, vm_sext(r[0], t->bits));
			return;
		}
		break;
	case TY_PTR: buf_puts(b, r[0] ? "ptr" : "null"); return;
	case TY_DOUBLE: {
		double d;
		memcpy(&d, r, sizeof d);
		buf_printf(b, "%g", d);
		return;
	}
	case TY_FLOAT: {
		float f;
		uint32_t u = (uint32_t)r[0];
		memcpy(&f, &u, sizeof f);
		buf_printf(b, "%g", (double)f);
		return;
	}
	default: break;
	}
	buf_puts(b, "...");
}

/* "(ARG, ...)": the arguments as the log shows them */
static void
args_text(Buf *b, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	buf_putc(b, '(');
	for (uint32_t k = 0; k < cs->nargs; k++) {
		if (k)
			buf_puts(b, ", ");
		/* a pointer is a pointer (i8* and i16* are one value) */
		buf_printf(b, "%s ", cs->argtypes[k]->kind == TY_PTR ? "ptr" : type_str(cs->argtypes[k]));
		put_value(b, cs->argtypes[k], R + cs->args[k], Z + cs->args[k]);
	}
	buf_puts(b, ")");
}

static void
log_call(Buf *b, const CallSite *cs, uint64_t *R, uint8_t *Z, const char *name, uint32_t n)
{
	buf_printf(b, "@%s#%u", name, n);
	args_text(b, cs, R, Z);
}

static void
describe_act(Buf *b, const XAct *a)
{
	switch (a->k) {
	case XA_RETURN:
		buf_puts(b, "return");
		switch (a->v.k) {
		case XV_INT: buf_printf(b, " %lld", (long long)a->v.i); break;
		case XV_FLOAT: buf_printf(b, " %.17g", a->v.f); break;
		case XV_NULL: buf_puts(b, " null"); break;
		case XV_ALLOC: buf_printf(b, " alloc %lld", (long long)a->v.i); break;
		case XV_ARG: buf_printf(b, " arg %lld", (long long)a->v.i); break;
		case XV_GLOBAL: buf_printf(b, " @%s", a->v.name); break;
		case XV_POISON: buf_puts(b, " poison"); break;
		default: break;
		}
		break;
	case XA_THROW:
		buf_printf(b, "throw %s", a->type);
		if (a->v.k == XV_INT)
			buf_printf(b, " %lld", (long long)a->v.i);
		else if (a->v.k == XV_FLOAT)
			buf_printf(b, " %.17g", a->v.f);
		break;
	case XA_FOREIGN: buf_puts(b, "throw-foreign"); break;
	case XA_SEH: buf_printf(b, "seh 0x%llX", (unsigned long long)a->v.i); break;
	case XA_CHOOSE: buf_puts(b, "choose"); break;
	case XA_DIVERGE: buf_puts(b, "diverge"); break;
	case XA_STORE: buf_printf(b, "store %s", a->type); break;
	case XA_PRINT: buf_puts(b, "print"); break;
	}
}

/* ------------------------------------------------------------ choices */
/* the function attribute k of the external f, on its declaration or on
 * the call (the call's attributes are in the calling module's groups);
 * LLVM reads a call's attributes as the callee's, strengthened */
static const Attr *
fn_attr(VM *vm, const CallSite *cs, const Function *f, AttrKind k)
{
	const Attr *a = attrs_get(vm_module_of(vm, f), f->fn_attrs, k);
	const Inst *i = cs->inst;
	if (a || !i || !inst_call(i) || !vm->frames.len)
		return a;
	const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	return attrs_get(vm_module_of(vm, top->lf->fn), inst_call(i)->fn_attrs, k);
}

/* the external promises not to unwind: its declaration or the call says
 * nounwind */
static bool
is_nounwind(VM *vm, const CallSite *cs, const Function *f)
{
	return fn_attr(vm, cs, f, ATTR_NOUNWIND) != NULL;
}

/* an attribute ehi keeps verbatim (ATTR_OTHER) spelled "word(...)" */
static const Attr *
other_attr(const Module *m, const AttrSet *set, const char *word)
{
	size_t n = strlen(word);
	for (uint32_t i = 0; set && i < set->n; i++) {
		const Attr *a = &set->attrs[i];
		if (a->kind == ATTR_OTHER && a->len > n && !memcmp(a->text, word, n) && a->text[n] == '(')
			return a;
	}
	for (uint32_t i = 0; set && i < set->ngroups; i++) {
		AttrGroup *g = module_attr_group((Module *)m, set->groups[i]);
		const Attr *a = g && g->set != set ? other_attr(m, g->set, word) : NULL;
		if (a)
			return a;
	}
	return NULL;
}

/* allocsize(K[, M]): the size of the block the external returns, from its
 * arguments (0: none, or not one ehi makes) */
static uint64_t
alloc_size(VM *vm, const CallSite *cs, const Function *f, const uint64_t *R)
{
	const Attr *a = other_attr(vm_module_of(vm, f), f->fn_attrs, "allocsize");
	const Inst *i = cs->inst;
	if (!a && i && inst_call(i) && vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		a = other_attr(vm_module_of(vm, top->lf->fn), inst_call(i)->fn_attrs, "allocsize");
	}
	if (!a)
		return 0;
	unsigned k = 0, m = 0;
	int got = sscanf(a->text, "allocsize(%u, %u)", &k, &m);
	if (got < 1 || k >= cs->nargs || (got == 2 && m >= cs->nargs))
		return 0;
	uint64_t n = R[cs->args[k]];
	if (got == 2)
		n = R[cs->args[m]] && n > (1u << 20) / R[cs->args[m]] ? 0 : n * R[cs->args[m]];
	return n >= 1 && n <= (1u << 20) ? n : 0;
}

static bool
is_noreturn(VM *vm, const CallSite *cs, const Function *f)
{
	return fn_attr(vm, cs, f, ATTR_NORETURN) != NULL;
}

/* how silent a call of f is (SPEC.md section 10): LLVM 14 spells the
 * memory effects readnone/readonly, LLVM 16+ memory(...), where an
 * effect that writes says "write" (write, readwrite) and one that reads
 * says "read" */
enum { LOUD, SILENT_READ, SILENT_NONE };

/* memory(...) lets it write somewhere other than what its pointer
 * arguments point to: a part "write"/"readwrite" not for "argmem:" */
static bool
writes_outside_args(const char *t)
{
	const char *p = strchr(t, '(');
	while (p && *p) {
		p++;
		while (*p == ' ')
			p++;
		const char *end = strpbrk(p, ",)");
		size_t n = end ? (size_t)(end - p) : strlen(p);
		bool w = false;
		for (size_t k = 0; k + 5 <= n; k++)
			w |= !memcmp(p + k, "write", 5);
		if (w && strncmp(p, "argmem:", 7))
			return true;
		p = end && *end == ',' ? end : NULL;
	}
	return false;
}
static int
silence(VM *vm, const CallSite *cs, const Function *f)
{
	if (fn_attr(vm, cs, f, ATTR_READNONE))
		return SILENT_NONE;
	/* argmemonly: it touches only what its pointer arguments point to;
	 * its writes there are not events (ehi's choices make none) */
	int best = fn_attr(vm, cs, f, ATTR_READONLY) || fn_attr(vm, cs, f, ATTR_ARGMEMONLY) ? SILENT_READ : LOUD;
	/* memory(...): the declaration's and the call's, the stronger */
	const Attr *mem[2] = {attrs_get(vm_module_of(vm, f), f->fn_attrs, ATTR_MEMORY), NULL};
	const Inst *i = cs->inst;
	if (i && inst_call(i) && vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		mem[1] = attrs_get(vm_module_of(vm, top->lf->fn), inst_call(i)->fn_attrs, ATTR_MEMORY);
	}
	for (int k = 0; k < 2; k++) {
		if (!mem[k])
			continue;
		char t[128];
		snprintf(t, sizeof t, "%.*s", (int)(mem[k]->len < 127 ? mem[k]->len : 127), mem[k]->text);
		int s = writes_outside_args(t) ? LOUD : strstr(t, "write") || strstr(t, "read") ? SILENT_READ : SILENT_NONE;
		if (s > best)
			best = s;
	}
	return best;
}

/* the options of a choice point for a call of f: returns of a small set
 * for its result type, then throws of each type (SPEC.md section 10) */
static uint32_t
options(VM *vm, Ext *x, const CallSite *cs, const Function *f, const uint64_t *R, bool silent, XAct *out, uint32_t max)
{
	uint32_t n = 0;
	const Type *t = f->fty->elem;
	XAct r = {.k = XA_RETURN};
	/* a noreturn external does not return (explore); equiv offers the
	 * return anyway: the source's noreturn decides (X-EXT-3) */
	bool noreturn = is_noreturn(vm, cs, f);
	if (noreturn && !x->cfg.throw_at_nounwind)
		t = NULL;
	switch (t ? t->kind : TY_LABEL) {
	case TY_VOID: out[n++] = r; break;
	case TY_INT:
		r.v.k = XV_INT;
		out[n++] = r;
		r.v.i = 1;
		out[n++] = r;
		break;
	case TY_PTR: {
		r.v.k = XV_NULL;
		out[n++] = r;
		/* an allocation function (allocsize) returns a block of the size
		 * its arguments ask for: passes rely on it (dereferenceable) */
		uint64_t size = alloc_size(vm, cs, f, R);
		r.v.k = XV_ALLOC;
		r.v.i = size ? (int64_t)size : 64;
		out[n++] = r;
		break;
	}
	case TY_FLOAT: case TY_DOUBLE:
		r.v.k = XV_FLOAT;
		out[n++] = r;
		r.v.f = 1;
		out[n++] = r;
		break;
	case TY_LABEL: break; /* noreturn: no return option */
	default: out[n++] = r; break; /* zero */
	}
	/* an external that promises not to unwind does not (explore); equiv
	 * offers the throw anyway: the source's nounwind decides */
	if (!is_nounwind(vm, cs, f) || x->cfg.throw_at_nounwind) {
		for (uint32_t k = 0; k < x->ntypes && n + 1 < max; k++) {
			if (!throwable(vm, x->types[k]))
				continue;
			XAct a = {.k = XA_THROW, .v = {.k = XV_INT}};
			a.type = x->types[k];
			out[n++] = a;
		}
		/* SEH raises from inside the external, where the module handles
		 * structured exceptions (ext_seh_codes) */
		for (uint32_t k = 0; k < x->nseh && n + 1 < max; k++)
			out[n++] = (XAct){.k = XA_SEH, .v = {.k = XV_INT, .i = x->seh_codes[k]}};
	}
	/* a silent external without willreturn may not come back (LangRef:
	 * deleting its unused call is wrong); one that writes is an
	 * observable call, and its deletion shows without this option */
	if ((silent && !fn_attr(vm, cs, f, ATTR_WILLRETURN)) || noreturn || !n)
		out[n++] = (XAct){.k = XA_DIVERGE};
	return n;
}

/* ------------------------------------------------------------- acting */
static uint64_t
value_of(VM *vm, const CallSite *cs, uint64_t *R, const XVal *v, const char *fn)
{
	switch (v->k) {
	case XV_INT: return (uint64_t)v->i;
	case XV_ARG:
		if ((uint64_t)v->i >= cs->nargs)
			vm_fail(vm, R_X_EXT_1, "@%s: 'arg %lld', but the call passes %u arguments", fn, (long long)v->i, cs->nargs);
		return R[cs->args[v->i]];
	case XV_ALLOC: {
		uint64_t a = mem_alloc_heap(&vm->mem, (uint64_t)v->i, 16, cs->inst, vm->frames.len);
		if (!a)
			vm_fail(vm, R_X_LIM_4, "out of memory: @%s's 'alloc %lld'", fn, (long long)v->i);
		memset(vm_mem_write(vm, a, (uint64_t)v->i), 0, (size_t)v->i);
		return a;
	}
	case XV_GLOBAL: {
		uint64_t a = vm_symbol_addr(vm, v->name);
		if (!a)
			vm_fail(vm, R_X_EXT_1, "@%s: no global '@%s' in the module", fn, v->name);
		return a;
	}
	default: return 0;
	}
}

static uint64_t
fp_bits(const Type *t, double d)
{
	if (t->kind == TY_FLOAT) {
		float f = (float)d;
		uint32_t u;
		memcpy(&u, &f, sizeof u);
		return u;
	}
	uint64_t u;
	memcpy(&u, &d, sizeof u);
	return u;
}

static void
do_return(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const XAct *a, const char *fn)
{
	if (!cs->dst_slots)
		return;
	for (uint32_t k = 0; k < cs->dst_slots; k++)
		R[cs->dst + k] = 0;
	const Type *t = cs->fty->elem;
	if (a->v.k == XV_POISON) {
		Z[cs->dst] = 0xff;
		return;
	}
	if (t->kind == TY_FLOAT || t->kind == TY_DOUBLE)
		R[cs->dst] = fp_bits(t, a->v.k == XV_FLOAT ? a->v.f : (double)a->v.i);
	else if (t->kind == TY_INT || t->kind == TY_PTR)
		builtin_ret(cs, R, Z, value_of(vm, cs, R, &a->v, fn));
	else if (a->v.k != XV_NONE)
		vm_fail(vm, R_X_EXT_1, "@%s returns %s: only 'return' (zero) is provided for it", fn, type_str(t));
}

static void
do_store(VM *vm, const CallSite *cs, uint64_t *R, const XAct *a, const char *fn)
{
	if (a->arg >= cs->nargs || cs->argtypes[a->arg]->kind != TY_PTR)
		vm_fail(vm, R_X_EXT_1, "@%s: 'store ... to arg %u', but that argument is not a pointer", fn, a->arg);
	uint64_t p = R[cs->args[a->arg]];
	unsigned n;
	uint64_t v;
	if (!strcmp(a->type, "float") || !strcmp(a->type, "double")) {
		Type t = {.kind = a->type[0] == 'f' ? TY_FLOAT : TY_DOUBLE};
		n = a->type[0] == 'f' ? 4 : 8;
		v = fp_bits(&t, a->v.k == XV_FLOAT ? a->v.f : (double)a->v.i);
	} else if (!strcmp(a->type, "ptr")) {
		n = vm->ptr_bytes;
		v = value_of(vm, cs, R, &a->v, fn);
	} else {
		unsigned bits = (unsigned)atoi(a->type + 1);
		n = bits < 8 ? 1 : bits / 8;
		v = value_of(vm, cs, R, &a->v, fn);
	}
	mem_write_uint(vm_mem_write(vm, p, n), n, v, vm->big_endian);
}

/* call the runtime's builtin `name` with args (all pointer-sized), as if
 * from call site cs (the events name its place); its result in *ret */
static int
call_runtime(VM *vm, Ext *x, const CallSite *cs, const char *name, const uint64_t *args, uint32_t nargs, uint64_t *ret)
{
	BuiltinFn b = x->orig->lookup(vm, name, NULL);
	if (!b)
		vm_fail(vm, R_X_EXT_1, "the target's runtime has no '%s' to throw with", name);
	uint64_t r[8] = {0};
	uint8_t z[8] = {0};
	uint32_t idx[8];
	uint16_t one[8];
	Type *ptr = type_ptr(vm->m, NULL, 0), *types[8];
	for (uint32_t k = 0; k < nargs; k++) {
		idx[k] = k;
		one[k] = 1;
		types[k] = ptr;
		r[k] = args[k];
	}
	CallSite c = *cs;
	c.args = idx;
	c.argslots = one;
	c.argtypes = types;
	c.nargs = c.nfixed = nargs;
	c.dst = nargs;
	c.dst_slots = 1;
	c.builtin = b;
	c.fty = type_func(vm->m, ptr, types, nargs, false);
	Function *saved = vm->callee;
	int rc = b(vm, &c, r, z);
	vm->callee = saved;
	if (ret)
		*ret = r[nargs];
	return rc;
}

/* MSVC: the module's ThrowInfo for the TypeDescriptor td ("??_R0H@8":
 * "_TI1H", "_TIC2..."), or 0 */
static uint64_t
msvc_throwinfo(VM *vm, const char *td)
{
	char code[200];
	size_t len = strlen(td);
	if (len < 8 || len - 7 >= sizeof code)
		return 0;
	memcpy(code, td + 5, len - 7);
	code[len - 7] = 0;
	for (uint32_t j = 0; j < vm->mods.len; j++)
		for (const Global *g = VEC_AT(&vm->mods, Module *, j)->globals; g; g = g->next) {
			const char *n = g->u.v.name;
			if (!n || strncmp(n, "_TI", 3))
				continue;
			const char *p = n + 3;
			while (*p && !isdigit((unsigned char)*p))
				p++;
			while (isdigit((unsigned char)*p))
				p++;
			if (!strcmp(p, code))
				return vm_symbol_addr(vm, n);
		}
	return 0;
}

/* can a choice point throw type t (a builtin name or @symbol) here?
 * MSVC throws need the module's ThrowInfo for the type */
static bool
throwable(VM *vm, const char *t)
{
	if (itanium(vm))
		return true;
	char b[64];
	int bt = builtin_type(t);
	if (bt >= 0)
		snprintf(b, sizeof b, "??_R0%s@8", builtin_types[bt].msvc);
	return msvc_throwinfo(vm, bt >= 0 ? b : t + 1) != 0;
}

/* the type info (Itanium) or ThrowInfo (MSVC) of a throw's type, and
 * its object's size */
static uint64_t
throw_type(VM *vm, const XAct *a, const char *fn, unsigned *size, bool *fp)
{
	char b[256];
	int bt = builtin_type(a->type);
	bool ita = itanium(vm);
	*size = bt >= 0 ? builtin_types[bt].bytes : 16;
	*fp = bt >= 0 && builtin_types[bt].fp;
	const char *sym = a->type + 1;
	if (bt >= 0) {
		if (ita) {
			snprintf(b, sizeof b, "_ZTI%s", builtin_types[bt].itanium);
			sym = b;
		} else {
			snprintf(b, sizeof b, "??_R0%s@8", builtin_types[bt].msvc);
			sym = b;
		}
	}
	if (ita) {
		uint64_t ti = vm_symbol_addr(vm, sym);
		if (!ti)
			vm_fail(vm, R_X_EXT_1, "@%s: throw %s: no type info '@%s' in the module", fn, a->type, sym);
		return ti;
	}
	/* MSVC: a ThrowInfo of the module whose name ends in the type's code
	 * (??_R0H@8: _TI1H; the module has one where it throws the type) */
	if (!strncmp(sym, "_TI", 3)) {
		uint64_t ti = vm_symbol_addr(vm, sym);
		if (ti)
			return ti;
	}
	if (strncmp(sym, "??_R0", 5) || strlen(sym) < 8)
		vm_fail(vm, R_X_EXT_1, "@%s: throw %s: on this target a throw names a TypeDescriptor (@\"??_R0...@8\") or a ThrowInfo (@_TI...)",
			fn, a->type);
	uint64_t ti = msvc_throwinfo(vm, sym);
	if (ti)
		return ti;
	vm_fail(vm, R_X_EXT_1, "@%s: throw %s: the module has no ThrowInfo for '%s' (it throws no such object itself)", fn,
		a->type, sym);
}

static int
do_throw(VM *vm, Ext *x, const CallSite *cs, uint64_t *R, const XAct *a, const char *fn)
{
	unsigned size;
	bool fp;
	uint64_t ti = throw_type(vm, a, fn, &size, &fp);
	uint64_t v = a->v.k == XV_FLOAT ? fp_bits(&(Type){.kind = size == 4 ? TY_FLOAT : TY_DOUBLE}, a->v.f)
		     : a->v.k == XV_INT && fp ? fp_bits(&(Type){.kind = size == 4 ? TY_FLOAT : TY_DOUBLE}, (double)a->v.i)
					      : value_of(vm, cs, R, &a->v, fn);
	if (itanium(vm)) {
		uint64_t obj, args[3];
		args[0] = size;
		call_runtime(vm, x, cs, "__cxa_allocate_exception", args, 1, &obj);
		memset(vm_mem_write(vm, obj, size), 0, size);
		mem_write_uint(vm_mem_write(vm, obj, size > 8 ? 8 : size), size > 8 ? 8 : size, v, vm->big_endian);
		args[0] = obj, args[1] = ti, args[2] = 0;
		return call_runtime(vm, x, cs, "__cxa_throw", args, 3, NULL);
	}
	/* MSVC: the object lives on as long as the catch needs it (heap) */
	uint64_t obj = mem_alloc_heap(&vm->mem, size, 16, cs->inst, vm->frames.len);
	if (!obj)
		vm_fail(vm, R_X_LIM_4, "out of memory throwing from @%s", fn);
	memset(vm_mem_write(vm, obj, size), 0, size);
	mem_write_uint(vm_mem_write(vm, obj, size > 8 ? 8 : size), size > 8 ? 8 : size, v, vm->big_endian);
	uint64_t args[2] = {obj, ti};
	return call_runtime(vm, x, cs, "_CxxThrowException", args, 2, NULL);
}

/* a foreign exception (not C++'s): _Unwind_RaiseException of a header
 * whose class is "EHI\0FRGN"; when nothing handles it, the raise returns
 * and the program cannot go on: terminate, as EH-U-1 */
static int
do_foreign(VM *vm, Ext *x, const CallSite *cs, const char *fn)
{
	if (!itanium(vm))
		vm_fail(vm, R_X_EXT_1, "@%s: throw-foreign on this target (an SEH code: 'seh CODE') is not provided", fn);
	uint64_t ue = mem_alloc_heap(&vm->mem, 4 * 8, 16, cs->inst, vm->frames.len);
	if (!ue)
		vm_fail(vm, R_X_LIM_4, "out of memory throwing from @%s", fn);
	memset(vm_mem_write(vm, ue, 32), 0, 32);
	mem_write_uint(vm_mem_write(vm, ue, 8), 8, 0x4548490046524741ull, vm->big_endian);
	uint64_t ret;
	int rc = call_runtime(vm, x, cs, "_Unwind_RaiseException", &ue, 1, &ret);
	if (rc == BI_UNWIND)
		return rc;
	eh_terminate(vm, NULL, "a foreign exception found no handler", R_EH_U_1);
}

/* an SEH exception (Windows targets): RaiseException(CODE, 0, 0, NULL)
 * through the target's runtime, as the external itself would raise it;
 * when a filter says continue execution the raise returns and so does the
 * external (zero) */
static int
do_seh(VM *vm, Ext *x, const CallSite *cs, uint64_t *R, uint8_t *Z, const XAct *a, const char *fn)
{
	if (a->v.k != XV_INT || a->v.i < 0 || a->v.i > 0xffffffffll)
		vm_fail(vm, R_X_EXT_1, "@%s: 'seh' takes a 32-bit exception code", fn);
	uint64_t args[4] = {(uint64_t)a->v.i, 0, 0, 0};
	int rc = call_runtime(vm, x, cs, "RaiseException", args, 4, NULL);
	if (rc == BI_UNWIND)
		return rc;
	XAct zero = {.k = XA_RETURN};
	do_return(vm, cs, R, Z, &zero, fn);
	return BI_DONE;
}

static int
perform(VM *vm, Ext *x, const CallSite *cs, uint64_t *R, uint8_t *Z, const XAct *a, const char *fn)
{
	/* LangRef: a noreturn function that returns, a nounwind function
	 * that unwinds, is undefined behaviour */
	if (a->k == XA_RETURN && is_noreturn(vm, cs, vm->callee))
		vm_fail(vm, R_X_EXT_3, "@%s is noreturn, but its behaviour returns", fn);
	if ((a->k == XA_THROW || a->k == XA_FOREIGN || a->k == XA_SEH) && is_nounwind(vm, cs, vm->callee))
		vm_fail(vm, R_X_EXT_2, "@%s is nounwind, but its behaviour throws (%s)", fn,
			a->k == XA_THROW ? a->type : a->k == XA_FOREIGN ? "a foreign exception" : "an SEH exception");
	switch (a->k) {
	case XA_RETURN: do_return(vm, cs, R, Z, a, fn); return BI_DONE;
	case XA_STORE: do_store(vm, cs, R, a, fn); return BI_DONE;
	case XA_PRINT: buf_put(&vm->out, a->text, strlen(a->text)); return BI_DONE;
	case XA_THROW: return do_throw(vm, x, cs, R, a, fn);
	case XA_FOREIGN: return do_foreign(vm, x, cs, fn);
	case XA_SEH: return do_seh(vm, x, cs, R, Z, a, fn);
	case XA_CHOOSE: break;
	case XA_DIVERGE:
		/* the external never returns: the run cannot go on (explore
		 * reports it as its own outcome) */
		snprintf(x->log.diverged, sizeof x->log.diverged, "@%s", fn);
		vm_fail(vm, R_X_LIM_1, "@%s does not return (its behaviour is 'diverge'): the run would not end", fn);
	}
	return BI_DONE;
}

/* what a read-only external may read, in its key: the observable calls
 * before it (the state outside the module may have changed), and the
 * bytes its pointer arguments point to (the readable run from there, up
 * to 64 bytes: objects are apart by unreadable red zones): a store
 * between two calls gives the second its own answer.  Other memory it
 * may read (globals) is not in the key. */
static void
pointee_digest(VM *vm, Buf *key, const CallSite *cs, const uint64_t *R, uint32_t observable)
{
	buf_printf(key, "[after %u calls", observable);
	for (uint32_t k = 0; k < cs->nargs; k++) {
		if (cs->argtypes[k]->kind != TY_PTR)
			continue;
		uint64_t p = R[cs->args[k]], n = 0;
		while (n < 64 && mem_ok(&vm->mem, p + n, 1, SH_READABLE))
			n++;
		if (!n)
			continue;
		uint64_t h = 1469598103934665603ull; /* FNV-1a */
		const uint8_t *b = mem_host(&vm->mem, p);
		for (uint64_t j = 0; j < n; j++)
			h = (h ^ b[j]) * 1099511628211ull;
		buf_printf(key, "; *arg%u %08llx", k, (unsigned long long)(h >> 32));
	}
	buf_putc(key, ']');
}

static int
choose(VM *vm, Ext *x, const CallSite *cs, uint64_t *R, uint8_t *Z, const Function *f, const char *fn, uint32_t n,
       int silent)
{
	/* a silent external answers as it answered before */
	Buf key = {0};
	struct Memo *me = NULL;
	if (silent) {
		buf_printf(&key, "@%s", fn);
		args_text(&key, cs, R, Z);
		if (silent == SILENT_READ)
			pointee_digest(vm, &key, cs, R, x->observable);
		HASH_FIND_STR(x->memo, key.s, me);
		if (me) {
			Buf d = {0};
			describe_act(&d, &me->act);
			buf_printf(&x->log.silent_script, "@%s #%u: %s\n", fn, n, d.s);
			buf_printf(&x->log.silent_calls, " -> %s (as before)\n", d.s);
			buf_free(&d);
			buf_free(&key);
			if (me->act.k == XA_RETURN && me->act.v.k == XV_ALLOC) {
				builtin_ret(cs, R, Z, me->ret);
				return BI_DONE;
			}
			return perform(vm, x, cs, R, Z, &me->act, fn);
		}
	}
	XAct opts[64];
	uint32_t nopts = options(vm, x, cs, f, R, silent, opts, countof(opts));
	uint32_t k = 0;
	if (x->cfg.max_choices && x->log.nchoices >= x->cfg.max_choices)
		x->log.cut = true;
	else
		k = x->cfg.choose(vm, x->cfg.ctx, nopts);
	x->log.nchoices++;
	if (k >= nopts)
		k = 0;
	Buf d = {0};
	describe_act(&d, &opts[k]);
	if (silent) {
		/* the answer, by key, for equiv to match A's and B's paths */
		buf_printf(&x->log.silent, "%s: %s\n", key.s, d.s);
		buf_printf(&x->log.silent_script, "@%s #%u: %s\n", fn, n, d.s);
		buf_printf(&x->log.choices, "%s%s=%s", x->log.choices.len ? ", " : "", key.s, d.s);
		buf_printf(&x->log.silent_calls, " -> %s\n", d.s);
		me = xcalloc(1, sizeof *me);
		me->key = key.s;
		me->act = opts[k];
		HASH_ADD_KEYPTR(hh, x->memo, me->key, strlen(me->key), me);
	} else {
		buf_printf(&x->log.script, "@%s #%u: %s\n", fn, n, d.s);
		buf_printf(&x->log.choices, "%s@%s#%u=%s", x->log.choices.len ? ", " : "", fn, n, d.s);
		buf_printf(&x->log.calls, " -> %s\n", d.s);
	}
	buf_free(&d);
	int rc = perform(vm, x, cs, R, Z, &opts[k], fn);
	if (me && cs->dst_slots)
		me->ret = R[cs->dst];
	return rc;
}

/* every call of a scripted or chosen external comes here */
static int
ext_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Ext *x = vm->ext;
	const Function *f = vm->callee;
	const char *fn = fn_name_of(f);
	struct Count *c;
	HASH_FIND_STR(x->counts, fn, c);
	if (!c) {
		c = xcalloc(1, sizeof *c);
		c->name = fn;
		HASH_ADD_KEYPTR(hh, x->counts, c->name, strlen(c->name), c);
	}
	uint32_t n = ++c->n;
	/* a silent call is no event: it is logged apart, for the reader */
	int silent = x->cfg.choose ? silence(vm, cs, f) : LOUD;
	Buf *calls = silent ? &x->log.silent_calls : &x->log.calls;
	log_call(calls, cs, R, Z, fn, n);
	if (!silent)
		x->observable++;
	XFunc *sf = script_func(x, fn);
	const XEntry *e = NULL;
	for (uint32_t k = 0; sf && k < sf->ne; k++)
		if (sf->e[k].call == n || (!e && sf->e[k].call == 0))
			e = &sf->e[k];
	if (e && e->nacts && e->acts[e->nacts - 1].k == XA_CHOOSE && !x->cfg.choose)
		vm_fail(vm, R_X_EXT_1, "@%s: 'choose' is for ehi explore and equiv", fn);
	if (!e || (e->nacts && e->acts[e->nacts - 1].k == XA_CHOOSE)) {
		for (uint32_t k = 0; e && k + 1 < e->nacts; k++)
			perform(vm, x, cs, R, Z, &e->acts[k], fn);
		if (x->cfg.choose)
			return choose(vm, x, cs, R, Z, f, fn, n, silent);
		char note[64];
		snprintf(note, sizeof note, "#%u", n);
		vm_fail(vm, R_X_CALL_3, "call %s of external function '@%s': the --extern script says nothing of it", note, fn);
	}
	bool ended = e->nacts && terminal(e->acts[e->nacts - 1].k);
	Buf d = {0};
	describe_act(&d, ended ? &e->acts[e->nacts - 1] : &(XAct){.k = XA_RETURN});
	buf_printf(calls, " -> %s (script)\n", d.s);
	buf_free(&d);
	int rc = BI_DONE;
	for (uint32_t k = 0; k < e->nacts && rc == BI_DONE; k++)
		rc = perform(vm, x, cs, R, Z, &e->acts[k], fn);
	if (!ended && rc == BI_DONE)
		perform(vm, x, cs, R, Z, &(XAct){.k = XA_RETURN}, fn);
	return rc;
}
