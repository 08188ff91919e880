/* type.c — uniqued types and their printing.
 *
 * Structural types are uniqued through one hash table keyed by a small
 * byte string: (kind, flags, bits, count, element ids, member ids).
 * Identified structs are unique by name instead. */
#include "ir/ir.h"

#include <string.h>

typedef struct TypeEntry {
	const void *key;
	unsigned keylen;
	Type *t;
	UT_hash_handle hh;
} TypeEntry;

static Type *
new_type(Module *m, TypeKind k)
{
	Type *t = arena_alloc(&m->arena, sizeof *t);
	t->kind = (uint8_t)k;
	t->id = ++m->ntypes;
	return t;
}

/* Look up the key; if absent, insert `fresh` (built by the caller). */
static Type *
intern(Module *m, const uint32_t *key, unsigned nwords, Type *(*make)(Module *, void *), void *ctx)
{
	TypeEntry *e, *table = m->type_table;
	HASH_FIND(hh, table, key, nwords * 4u, e);
	if (e)
		return e->t;
	e = arena_alloc(&m->arena, sizeof *e);
	e->key = arena_dup(&m->arena, key, nwords * 4u);
	e->keylen = nwords * 4u;
	e->t = make(m, ctx);
	HASH_ADD_KEYPTR(hh, table, e->key, e->keylen, e);
	m->type_table = table;
	return e->t;
}

typedef struct TypeSpec {
	TypeKind kind;
	uint8_t flags;
	uint32_t bits;
	uint64_t count;
	Type *elem;
	Type **sub;
	uint32_t nsub;
} TypeSpec;

static Type *
make_from_spec(Module *m, void *ctx)
{
	TypeSpec *s = ctx;
	Type *t = new_type(m, s->kind);
	t->flags = s->flags;
	t->bits = s->bits;
	t->count = s->count;
	t->elem = s->elem;
	t->nsub = s->nsub;
	if (s->nsub)
		t->sub = arena_dup(&m->arena, s->sub, s->nsub * sizeof(Type *));
	return t;
}

static Type *
unique(Module *m, TypeSpec *s)
{
	uint32_t small[16], *key = small;
	unsigned n = 6 + s->nsub;
	if (n > countof(small))
		key = xmalloc(n * sizeof *key);
	key[0] = (uint32_t)s->kind | (uint32_t)s->flags << 8;
	key[1] = s->bits;
	key[2] = (uint32_t)s->count;
	key[3] = (uint32_t)(s->count >> 32);
	key[4] = s->elem ? s->elem->id : 0;
	key[5] = s->nsub;
	for (uint32_t i = 0; i < s->nsub; i++)
		key[6 + i] = s->sub[i]->id;
	Type *t = intern(m, key, n, make_from_spec, s);
	if (key != small)
		free(key);
	return t;
}

Type *
type_prim(Module *m, TypeKind k)
{
	if (!m->prim[k])
		m->prim[k] = new_type(m, k);
	return m->prim[k];
}

Type *
type_int(Module *m, uint32_t bits)
{
	if (bits < countof(m->int_types) && m->int_types[bits])
		return m->int_types[bits];
	TypeSpec s = {.kind = TY_INT, .bits = bits};
	Type *t = unique(m, &s);
	if (bits < countof(m->int_types))
		m->int_types[bits] = t;
	return t;
}

Type *
type_ptr(Module *m, Type *pointee, uint32_t as)
{
	if (as == 0 && (pointee ? pointee->ptr_to : m->opaque_ptr0))
		return pointee ? pointee->ptr_to : m->opaque_ptr0;
	TypeSpec s = {.kind = TY_PTR, .bits = as, .elem = pointee};
	Type *t = unique(m, &s);
	if (as == 0) {
		if (pointee)
			pointee->ptr_to = t;
		else
			m->opaque_ptr0 = t;
	}
	return t;
}

Type *
type_array(Module *m, Type *elem, uint64_t n)
{
	TypeSpec s = {.kind = TY_ARRAY, .count = n, .elem = elem};
	return unique(m, &s);
}

Type *
type_vector(Module *m, Type *elem, uint64_t n, bool scalable)
{
	TypeSpec s = {.kind = TY_VECTOR, .count = n, .elem = elem,
		      .flags = scalable ? TYF_SCALABLE : 0};
	return unique(m, &s);
}

Type *
type_func(Module *m, Type *ret, Type **params, uint32_t n, bool vararg)
{
	TypeSpec s = {.kind = TY_FUNC, .elem = ret, .sub = params, .nsub = n,
		      .flags = vararg ? TYF_VARARG : 0};
	return unique(m, &s);
}

Type *
type_struct_literal(Module *m, Type **elems, uint32_t n, bool packed)
{
	TypeSpec s = {.kind = TY_STRUCT, .sub = elems, .nsub = n,
		      .flags = TYF_LITERAL | TYF_DEFINED | (packed ? TYF_PACKED : 0)};
	return unique(m, &s);
}

Type *
type_target(Module *m, const char *params)
{
	/* target types are rare: unique them by their verbatim text */
	Type *t = sym_find(m->target_types, params, strlen(params));
	if (t)
		return t;
	t = new_type(m, TY_TARGET);
	t->tparams = params;
	sym_add(&m->arena, &m->target_types, t->tparams, t);
	return t;
}

Type *
type_named(Module *m, const char *name, size_t len)
{
	Type *t = sym_find(m->type_names, name, len);
	if (t)
		return t;
	t = new_type(m, TY_STRUCT);
	t->flags = TYF_OPAQUE;
	t->name = arena_strndup(&m->arena, name, len);
	sym_add(&m->arena, &m->type_names, t->name, t);
	return t;
}

void
type_set_body(Module *m, Type *st, Type **elems, uint32_t n, bool packed)
{
	st->flags = (uint8_t)(TYF_DEFINED | (packed ? TYF_PACKED : 0));
	st->nsub = n;
	st->sub = n ? arena_dup(&m->arena, elems, n * sizeof(Type *)) : NULL;
}

/* ---- printing ---- */
static const char *const prim_names[TY__COUNT] = {
	[TY_VOID] = "void", [TY_HALF] = "half", [TY_BFLOAT] = "bfloat",
	[TY_FLOAT] = "float", [TY_DOUBLE] = "double", [TY_X86_FP80] = "x86_fp80",
	[TY_FP128] = "fp128", [TY_PPC_FP128] = "ppc_fp128", [TY_X86_AMX] = "x86_amx",
	[TY_X86_MMX] = "x86_mmx", [TY_LABEL] = "label", [TY_METADATA] = "metadata",
	[TY_TOKEN] = "token",
};

static void
print_struct_body(Buf *b, const Type *t)
{
	if (t->flags & TYF_PACKED)
		buf_putc(b, '<');
	if (t->nsub == 0) {
		buf_puts(b, "{}");
	} else {
		buf_puts(b, "{ ");
		for (uint32_t i = 0; i < t->nsub; i++) {
			if (i)
				buf_puts(b, ", ");
			type_print(b, t->sub[i]);
		}
		buf_puts(b, " }");
	}
	if (t->flags & TYF_PACKED)
		buf_putc(b, '>');
}

void
type_print_body(Buf *b, const Type *t)
{
	if (t->flags & TYF_OPAQUE)
		buf_puts(b, "opaque");
	else
		print_struct_body(b, t);
}

void
type_print(Buf *b, const Type *t)
{
	switch (t->kind) {
	case TY_INT:
		buf_putc(b, 'i'), buf_putu(b, t->bits);
		return;
	case TY_PTR:
		if (t->elem) {
			type_print(b, t->elem);
			if (t->bits)
				buf_printf(b, " addrspace(%u)", t->bits);
			buf_putc(b, '*');
		} else {
			buf_puts(b, "ptr");
			if (t->bits)
				buf_printf(b, " addrspace(%u)", t->bits);
		}
		return;
	case TY_FUNC:
		type_print(b, t->elem);
		buf_puts(b, " (");
		for (uint32_t i = 0; i < t->nsub; i++) {
			if (i)
				buf_puts(b, ", ");
			type_print(b, t->sub[i]);
		}
		if (t->flags & TYF_VARARG)
			buf_puts(b, t->nsub ? ", ..." : "...");
		buf_putc(b, ')');
		return;
	case TY_STRUCT:
		if (t->flags & TYF_LITERAL)
			print_struct_body(b, t);
		else if (t->flags & TYF_NUMBERED)
			buf_putc(b, '%'), buf_puts(b, t->name);
		else
			print_name(b, '%', t->name);
		return;
	case TY_ARRAY:
		buf_putc(b, '['), buf_putu(b, t->count), buf_puts(b, " x ");
		type_print(b, t->elem);
		buf_putc(b, ']');
		return;
	case TY_VECTOR:
		buf_printf(b, "<%s%llu x ", t->flags & TYF_SCALABLE ? "vscale x " : "",
			   (unsigned long long)t->count);
		type_print(b, t->elem);
		buf_putc(b, '>');
		return;
	case TY_TARGET:
		buf_printf(b, "target(%s)", t->tparams);
		return;
	default:
		buf_puts(b, prim_names[t->kind]);
	}
}

const char *
type_str(const Type *t)
{
	static char out[256];
	Buf b = {0};
	type_print(&b, t);
	size_t n = b.len < sizeof out - 1 ? b.len : sizeof out - 4;
	memcpy(out, b.s, n);
	if (n < b.len)
		memcpy(out + n, "...", 3), n += 3;
	out[n] = 0;
	buf_free(&b);
	return out;
}

/* ---------------------------------------------------------------- casts */
static uint32_t
fp_bits(const Type *t)
{
	switch (t->kind) {
	case TY_HALF: case TY_BFLOAT: return 16;
	case TY_FLOAT: return 32;
	case TY_DOUBLE: return 64;
	case TY_X86_FP80: return 80;
	case TY_FP128: case TY_PPC_FP128: return 128;
	default: return 0;
	}
}

/* LLVM's getPrimitiveSizeInBits (0 for pointers and aggregates) */
static uint64_t
prim_bits(const Type *t)
{
	if (t->kind == TY_VECTOR)
		return prim_bits(t->elem) * t->count;
	if (t->kind == TY_INT)
		return t->bits;
	if (t->kind == TY_X86_MMX)
		return 64;
	if (t->kind == TY_X86_AMX)
		return 8192;
	return fp_bits(t);
}

static bool
is_int_like(const Type *t)
{
	return type_scalar(t)->kind == TY_INT;
}

static bool
is_fp_like(const Type *t)
{
	return type_is_fp(type_scalar(t));
}

static bool
is_ptr_like(const Type *t)
{
	return type_scalar(t)->kind == TY_PTR;
}

/* LLVM's CastInst::castIsValid */
bool
type_cast_valid(int op, const Type *st, const Type *dt)
{
	if (!type_is_first_class(st) || !type_is_first_class(dt) || st->kind == TY_LABEL ||
	    dt->kind == TY_LABEL || type_is_aggregate(st) || type_is_aggregate(dt))
		return false;
	bool sv = st->kind == TY_VECTOR, dv = dt->kind == TY_VECTOR;
	/* element counts; 0 for scalars, so scalar <-> vector never matches */
	uint64_t sec = sv ? st->count : 0, dec = dv ? dt->count : 0;
	bool sscal = sv && (st->flags & TYF_SCALABLE), dscal = dv && (dt->flags & TYF_SCALABLE);
	bool same_ec = sec == dec && sscal == dscal;
	const Type *s = type_scalar(st), *d = type_scalar(dt);
	uint64_t sb = s->kind == TY_INT ? s->bits : fp_bits(s), db = d->kind == TY_INT ? d->bits : fp_bits(d);
	switch ((Opcode)op) {
	case OP_TRUNC: return is_int_like(st) && is_int_like(dt) && same_ec && sb > db;
	case OP_ZEXT:
	case OP_SEXT: return is_int_like(st) && is_int_like(dt) && same_ec && sb < db;
	case OP_FPTRUNC: return is_fp_like(st) && is_fp_like(dt) && same_ec && sb > db;
	case OP_FPEXT: return is_fp_like(st) && is_fp_like(dt) && same_ec && sb < db;
	case OP_UITOFP:
	case OP_SITOFP: return is_int_like(st) && is_fp_like(dt) && same_ec;
	case OP_FPTOUI:
	case OP_FPTOSI: return is_fp_like(st) && is_int_like(dt) && same_ec;
	case OP_PTRTOINT: return same_ec && is_ptr_like(st) && is_int_like(dt);
	case OP_INTTOPTR: return same_ec && is_int_like(st) && is_ptr_like(dt);
	case OP_ADDRSPACECAST:
		return s->kind == TY_PTR && d->kind == TY_PTR && s->bits != d->bits && same_ec;
	case OP_BITCAST:
		if ((s->kind == TY_PTR) != (d->kind == TY_PTR))
			return false;
		if (s->kind != TY_PTR)
			return prim_bits(st) == prim_bits(dt) && sscal == dscal;
		if (s->bits != d->bits)
			return false;
		if (sv && dv)
			return same_ec;
		if (sv)
			return sec == 1 && !sscal;
		if (dv)
			return dec == 1 && !dscal;
		return true;
	default: return false;
	}
}
