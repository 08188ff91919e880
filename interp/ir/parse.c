/* parse.c — the parser kit: what every parse_*.c file builds on.
 *
 * One error function (the first error is kept, a lexer error outranks the
 * parser's follow-on one); accept/expect over the current token; numbers,
 * strings, alignment and balanced groups; nesting depth; the value symbol
 * tables with their forward references.
 *
 * Forward references (to values, blocks, globals) are placeholders
 * carrying their first-use location; a definition replaces the
 * placeholder through its use list, and whatever is left at the end of a
 * function or of the module is reported at its first use. */
#include "ir/parse.h"

#include <string.h>

/* ---------------------------------------------------------------- errors */
/* The one place a diagnostic is recorded (a breakpoint here stops at every
 * error).  One error is kept: the first, except that a lexer error outranks
 * a parser error, since the parser's complaint about a bad token is only a
 * follow-on of the lexer's.  (The lexer stops at the first error, so today
 * a lexer error always comes first; the rank says which one wins should
 * that change.)  The current token becomes TK_ERROR, so that every parse
 * function up the chain fails too. */
static bool
record_error(Parser *P, uint32_t off, bool from_lexer, const char *fmt, va_list ap)
{
	if (!P->failed || (from_lexer && !P->err_from_lexer)) {
		vsnprintf(P->err, sizeof P->err, fmt, ap);
		P->failed = true;
		P->err_from_lexer = from_lexer;
		P->err_off = off;
	}
	P->tok.kind = TK_ERROR;
	return true;
}

bool
lex_error(Parser *P, uint32_t off, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	record_error(P, off, true, fmt, ap);
	va_end(ap);
	return true;
}

bool
perror_at(Parser *P, uint32_t off, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	record_error(P, off, false, fmt, ap);
	va_end(ap);
	return true;
}

/* an error at the current token */
bool
perror_tok(Parser *P, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	record_error(P, P->tok.start, false, fmt, ap);
	va_end(ap);
	return true;
}

bool
parse_u64(Parser *P, uint64_t *out, const char *what)
{
	*out = 0;
	if (tk(P) != TK_INT || P->tok.big || P->text[P->tok.off] == '-')
		return perror_tok(P, "%s", what);
	*out = P->tok.ival;
	lex_next(P);
	return false;
}

bool
parse_u32(Parser *P, uint32_t *out, const char *what)
{
	*out = 0; /* set on every path (the error paths' helpers are elsewhere) */
	uint64_t v = 0;
	uint32_t at = tok_off(P);
	if (parse_u64(P, &v, what))
		return true;
	if (v > UINT32_MAX)
		return perror_at(P, at, "%s", what);
	*out = (uint32_t)v;
	return false;
}

/* align N: a power of two up to 2^32 */
bool
parse_align(Parser *P, uint8_t *log2p1)
{
	uint32_t at = tok_off(P);
	uint64_t a = 0;
	if (parse_u64(P, &a, "expected integer"))
		return true;
	if (a == 0 || (a & (a - 1)))
		return perror_at(P, at, "alignment is not a power of two");
	if (a > ((uint64_t)1 << 32))
		return perror_at(P, at, "huge alignments are not supported yet");
	uint8_t l = 0;
	while (((uint64_t)1 << l) < a)
		l++;
	*log2p1 = (uint8_t)(l + 1);
	return false;
}

bool
parse_string(Parser *P, const char **out)
{
	if (tk(P) != TK_STRING)
		return perror_tok(P, "expected string constant");
	char *s = arena_alloc(&P->m->arena, P->tok.len + 1);
	size_t n = unescape_string(P->text + P->tok.off, P->tok.len, s);
	s[n] = 0;
	*out = s;
	lex_next(P);
	return false;
}

/* Skip a balanced (...) / {...} / [...] group starting at the current
 * token (used for summaries and constructs ehi keeps only as text). */
bool
skip_balanced(Parser *P)
{
	int depth = 0;
	do {
		switch (tk(P)) {
		case TK_LPAREN: case TK_LBRACE: case TK_LSQUARE: case TK_LESS:
			depth++;
			break;
		case TK_RPAREN: case TK_RBRACE: case TK_RSQUARE: case TK_GREATER:
			depth--;
			break;
		case TK_EOF:
			return perror_tok(P, "unexpected end of file");
		case TK_ERROR:
			return true;
		}
		lex_next(P);
	} while (depth > 0);
	return false;
}

/* One more level of nested types, constants or metadata: deep nesting is
 * an error, not a stack overflow.  The caller decrements P->depth. */
bool
enter_nested(Parser *P)
{
	if (++P->depth > PARSE_MAX_DEPTH)
		return perror_tok(P, "nesting too deep (more than %d levels)", PARSE_MAX_DEPTH);
	return false;
}

/* ------------------------------------------------------- value symbols */
Sym *
sym_entry(Sym *table, const char *name, size_t len)
{
	Sym *s;
	HASH_FIND(hh, table, name, (unsigned)len, s);
	return s;
}

static Value *
new_fwdref(Parser *P, Type *ty, uint32_t loc)
{
	FwdRef *f = arena_alloc(&P->m->arena, sizeof *f);
	f->v.kind = VK_FWDREF;
	f->v.type = ty;
	f->v.slot = -1;
	f->loc = loc;
	return &f->v;
}

static bool
check_type(Parser *P, uint32_t at, Value *v, Type *ty, char sigil, const char *name)
{
	if (!ty || v->type == ty)
		return false;
	char got[256];
	snprintf(got, sizeof got, "%s", type_str(v->type));
	return perror_at(P, at, "'%c%s' defined with type '%s' but expected '%s'", sigil, name, got,
			 type_str(ty));
}

static Block *
new_block(Parser *P, uint32_t loc)
{
	Block *b = arena_alloc(&P->m->arena, sizeof *b);
	b->v.kind = VK_BLOCK;
	b->v.type = type_prim(P->m, TY_LABEL);
	b->v.slot = -1;
	b->parent = P->fn;
	b->loc = loc;
	return b;
}

/* The numbered values of a function (%N) or a module (@N): a vector
 * indexed by number, NULL where a number is not used yet. */
static Value *
numbered_get(const Vec *numbered, uint64_t id)
{
	return id < numbered->len ? VEC_AT(numbered, Value *, id) : NULL;
}

/* v becomes number `id`; the vector grows, with NULLs, to reach it */
static void
numbered_put(Vec *numbered, uint32_t id, Value *v)
{
	if (id >= numbered->len) {
		vec_reserve(numbered, sizeof(Value *), id + 1);
		memset((Value **)numbered->data + numbered->len, 0,
		       (id + 1 - numbered->len) * sizeof(Value *));
		numbered->len = id + 1;
	}
	VEC_AT(numbered, Value *, id) = v;
	v->slot = (int32_t)id;
}

/* How each kind of numbered definition is named in the error, as LLVM 19
 * and LLVM 14 word it (14 writes '%' before every number but a label's). */
static const struct {
	const char *what19, *sigil19, *what14, *sigil14;
} number_words[] = {
	[NUM_ARG] = {"argument", "%", "argument", "%"},
	[NUM_INST] = {"instruction", "%", "instruction", "%"},
	[NUM_LABEL] = {"label", "", "label", ""},
	[NUM_GLOBAL] = {"global", "@", "variable", "%"},
	[NUM_FUNC] = {"function", "@", "function", "%"},
};

/* A definition's explicit number: the next one, or at most 1000 past it
 * (LLVM 19's rule); under --llvm=14 exactly the next one (LLVM 14's);
 * *next moves past it. */
bool
check_number(Parser *P, uint32_t at, uint64_t id, uint32_t *next, NumberKind kind)
{
	if (P->m->llvm == 14 && id != *next)
		return perror_at(P, at, "%s expected to be numbered '%s%u'", number_words[kind].what14,
				 number_words[kind].sigil14, *next);
	if (id < *next)
		return perror_at(P, at, "%s expected to be numbered '%s%u' or greater", number_words[kind].what19,
				 number_words[kind].sigil19, *next);
	if (id > (uint64_t)*next + 1000)
		return perror_at(P, at, "value numbers can skip at most 1000 values");
	*next = (uint32_t)id + 1;
	return false;
}

/* Whether a definition still to come could be number id.  Each comes
 * after `next` with at most 1000 numbers skipped (check_number) and takes
 * at least two bytes of the text left, so a forward reference past that
 * names no value for sure, and is said at once (the error LLVM gives at
 * the end): the numbered vectors are dense, and growing one to a number
 * nothing can reach took host memory for nothing (8 GiB for %1073741823,
 * a module of one line; found by the verify fuzz target). */
static bool
number_reachable(const Parser *P, uint64_t id, uint32_t next)
{
	size_t at = P->p >= P->text ? (size_t)(P->p - P->text) : 0;
	uint64_t left = at < P->src->len ? P->src->len - at : 0;
	return id <= (uint64_t)next + 1001 * (left / 2 + 1);
}

/* %name or %N used with type ty (label: a block) */
Value *
lookup_local(Parser *P, const Tok *t, Type *ty)
{
	Function *f = P->fn;
	uint32_t at = t->start;
	bool is_label = ty && ty->kind == TY_LABEL;
	if (t->kind == TK_LOCALID) {
		if (t->big || t->ival >= (1u << 30)) {
			perror_at(P, at, "value number too large");
			return NULL;
		}
		uint32_t id = (uint32_t)t->ival;
		Value *v = numbered_get(&f->numbered, id);
		if (v && (!ty || v->type == ty))
			return v;
		if (v) { /* the name only for check_type's message */
			char name[16];
			snprintf(name, sizeof name, "%u", id);
			return check_type(P, at, v, ty, '%', name) ? NULL : v;
		}
		if (!ty || !number_reachable(P, id, P->next_local)) {
			perror_at(P, at, "use of undefined value '%%%u'", id);
			return NULL;
		}
		v = is_label ? &new_block(P, at)->v : new_fwdref(P, ty, at);
		numbered_put(&f->numbered, id, v);
		return v;
	}
	size_t len;
	const char *name = tok_name(P, t, &len);
	Value *v = sym_find(f->locals, name, len);
	if (v && (!ty || v->type == ty))
		return v;
	if (v) {
		char nm[200];
		snprintf(nm, sizeof nm, "%.*s", (int)(len > 190 ? 190 : len), name);
		return check_type(P, at, v, ty, '%', nm) ? NULL : v;
	}
	if (!ty) {
		perror_at(P, at, "use of undefined value '%%%.*s'", (int)len, name);
		return NULL;
	}
	v = is_label ? &new_block(P, at)->v : new_fwdref(P, ty, at);
	v->name = arena_strndup(&P->m->arena, name, len);
	sym_add(&P->m->arena, &f->locals, v->name, v);
	return v;
}

Block *
lookup_block(Parser *P, const Tok *t)
{
	Value *v = lookup_local(P, t, type_prim(P->m, TY_LABEL));
	return (Block *)v;
}

/* Give v (an argument, block or instruction) its name or number. `name`
 * NULL: unnamed, takes the next number. */
bool
define_local(Parser *P, Value *v, const Tok *name, uint32_t loc)
{
	Function *f = P->fn;
	NumberKind what = v->kind == VK_ARG ? NUM_ARG : v->kind == VK_BLOCK ? NUM_LABEL : NUM_INST;
	if (name && name->quoted && name->len == 0)
		name = NULL; /* %"" is unnamed, as in LLVM */
	if (!name || name->kind == TK_LOCALID || name->kind == TK_LABELID) {
		uint64_t id = name ? name->ival : P->next_local;
		if (name && (name->big || check_number(P, name->start, id, &P->next_local, what)))
			return P->failed ? true : perror_at(P, loc, "value number too large");
		if (!name)
			P->next_local++;
		Value *old = numbered_get(&f->numbered, id);
		if (old) {
			if (old->kind == VK_BLOCK && v->kind == VK_BLOCK && !((Block *)old)->defined)
				return false; /* caller already used the forward block */
			if (old->kind != VK_FWDREF || old->type != v->type) {
				if (old->kind == VK_FWDREF || (old->kind == VK_BLOCK && !((Block *)old)->defined)) {
					char got[256];
					snprintf(got, sizeof got, "%s", type_str(old->type));
					return perror_at(P, loc, "'%%%llu' defined with type '%s' but expected '%s'",
							 (unsigned long long)id, type_str(v->type), got);
				}
				return perror_at(P, loc, "multiple definition of local value named '%llu'",
						 (unsigned long long)id);
			}
			value_replace_all_uses(old, v);
		}
		numbered_put(&f->numbered, (uint32_t)id, v);
		return false;
	}
	size_t len;
	const char *nm = tok_name(P, name, &len);
	if (memchr(nm, 0, len))
		return perror_at(P, loc, "Null bytes are not allowed in names");
	Sym *s = sym_entry(f->locals, nm, len);
	if (s) {
		Value *old = s->p;
		if (old->kind == VK_BLOCK && v->kind == VK_BLOCK && !((Block *)old)->defined)
			return false;
		if (old->kind == VK_FWDREF && old->type == v->type) {
			value_replace_all_uses(old, v);
			v->name = old->name;
			s->p = v;
			return false;
		}
		if (old->kind == VK_FWDREF || (old->kind == VK_BLOCK && !((Block *)old)->defined)) {
			char got[256];
			snprintf(got, sizeof got, "%s", type_str(old->type));
			return perror_at(P, loc, "'%%%.*s' defined with type '%s' but expected '%s'", (int)len,
					 nm, type_str(v->type), got);
		}
		return perror_at(P, loc, "multiple definition of local value named '%.*s'", (int)len, nm);
	}
	v->name = arena_strndup(&P->m->arena, nm, len);
	sym_add(&P->m->arena, &f->locals, v->name, v);
	return false;
}

/* @name or @N used with type ty (NULL: any type; must exist or be made) */
Value *
lookup_global(Parser *P, const Tok *t, Type *ty)
{
	Module *m = P->m;
	uint32_t at = t->start;
	if (ty && ty->kind != TY_PTR && ty->kind != TY_VECTOR) {
		perror_at(P, at, "global variable reference must have pointer type");
		return NULL;
	}
	if (t->kind == TK_GLOBALID) {
		if (t->big || t->ival >= (1u << 30)) {
			perror_at(P, at, "value number too large");
			return NULL;
		}
		uint32_t id = (uint32_t)t->ival;
		Value *v = numbered_get(&m->gnumbered, id);
		if (v && v->kind == VK_FWDREF && !v->type && ty)
			v->type = ty;
		if (v && (!ty || v->type == ty))
			return v;
		if (v) { /* the name only for check_type's message */
			char name[16];
			snprintf(name, sizeof name, "%u", id);
			return check_type(P, at, v, ty, '@', name) ? NULL : v;
		}
		if (P->closed || !number_reachable(P, id, P->next_global)) {
			perror_at(P, at, "use of undefined value '@%u'", id);
			return NULL;
		}
		v = new_fwdref(P, ty, at); /* no type yet: blockaddress(@f, ...) */
		numbered_put(&m->gnumbered, id, v);
		return v;
	}
	size_t len;
	const char *name = tok_name(P, t, &len);
	Value *v = sym_find(m->gsyms, name, len);
	if (v && v->kind == VK_FWDREF && !v->type && ty)
		v->type = ty; /* first typed use of a blockaddress-only reference */
	if (v && (!ty || v->type == ty))
		return v;
	if (v) {
		char nm[200];
		snprintf(nm, sizeof nm, "%.*s", (int)(len > 190 ? 190 : len), name);
		return check_type(P, at, v, ty, '@', nm) ? NULL : v;
	}
	if (P->closed) {
		perror_at(P, at, "use of undefined value '@%.*s'", (int)(len > 190 ? 190 : len), name);
		return NULL;
	}
	v = new_fwdref(P, ty, at); /* no type yet: blockaddress(@f, ...) */
	v->name = arena_strndup(&m->arena, name, len);
	sym_add(&m->arena, &m->gsyms, v->name, v);
	return v;
}

/* Bind a new global to its name or number, resolving a forward reference. */
bool
define_global(Parser *P, Global *g, const Tok *name, uint32_t loc)
{
	Module *m = P->m;
	Value *v = &g->u.v;
	g->src = (uint16_t)(m->sources.len - 1);
	if (name && name->quoted && name->len == 0)
		name = NULL; /* @"" is unnamed, as in LLVM */
	if (!name || name->kind == TK_GLOBALID) {
		uint64_t id = name ? name->ival : P->next_global;
		/* LLVM points at a function's name, at a variable's line */
		NumberKind kind = g->u.v.kind == VK_FUNCTION ? NUM_FUNC : NUM_GLOBAL;
		uint32_t at = kind == NUM_FUNC && name ? name->start : loc;
		if (name && (name->big || check_number(P, at, id, &P->next_global, kind)))
			return P->failed ? true : perror_at(P, loc, "value number too large");
		if (!name)
			P->next_global++;
		Value *old = numbered_get(&m->gnumbered, id);
		if (old) {
			if (old->kind != VK_FWDREF)
				return perror_at(P, loc, "redefinition of global '@%llu'", (unsigned long long)id);
			if (old->type && old->type != v->type) {
				char got[256];
				snprintf(got, sizeof got, "%s", type_str(old->type));
				return perror_at(P, ((FwdRef *)old)->loc,
						 "'@%llu' defined with type '%s' but expected '%s'",
						 (unsigned long long)id, type_str(v->type), got);
			}
			value_replace_all_uses(old, v);
		}
		numbered_put(&m->gnumbered, (uint32_t)id, v);
		return false;
	}
	size_t len;
	const char *nm = tok_name(P, name, &len);
	if (memchr(nm, 0, len))
		return perror_at(P, loc, "Null bytes are not allowed in names");
	Sym *s = sym_entry(m->gsyms, nm, len);
	if (s) {
		Value *old = s->p;
		if (old->kind != VK_FWDREF)
			return perror_at(P, loc, "redefinition of global '@%.*s'", (int)len, nm);
		/* opaque pointers: any ptr use matches; typed: must agree */
		if (old->type && old->type != v->type) {
			char got[256];
			snprintf(got, sizeof got, "%s", type_str(old->type));
			return perror_at(P, ((FwdRef *)old)->loc,
					 "'@%.*s' defined with type '%s' but expected '%s'", (int)len, nm,
					 type_str(v->type), got);
		}
		value_replace_all_uses(old, v);
		v->name = old->name;
		s->p = v;
		return false;
	}
	v->name = arena_strndup(&m->arena, nm, len);
	sym_add(&m->arena, &m->gsyms, v->name, v);
	return false;
}
