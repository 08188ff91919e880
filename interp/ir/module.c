/* module.c — module lifetime, symbol tables, uses, constants, attributes. */
#include "ir/ir.h"

#include <string.h>

const char *const op_names[OP__COUNT] = {
#define OP(e, s, c) s,
#include "ir/opcodes.def"
#undef OP
};

const uint8_t op_classes[OP__COUNT] = {
#define OP(e, s, c) OPC_##c,
#include "ir/opcodes.def"
#undef OP
};

const char *const linkage_names[LINK__COUNT] = {
	"", "private", "internal", "available_externally", "linkonce", "weak",
	"common", "appending", "extern_weak", "linkonce_odr", "weak_odr",
};

const char *const ordering_names[] = {
	"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst",
};

const char *const pred_names[PRED__COUNT] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true",
	"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
};

const char *const rmw_names[RMW__COUNT] = {
	"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
	"umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
};

/* calling conventions: LLVM's number for each keyword (the parser reads
 * the names, the printer writes them: one table for both) */
static const struct {
	const char *name;
	uint32_t cc;
} calling_convs[] = {
	{"ccc", 0}, {"fastcc", 8}, {"coldcc", 9}, {"ghccc", 10}, {"webkit_jscc", 12},
	{"anyregcc", 13}, {"preserve_mostcc", 14}, {"preserve_allcc", 15}, {"swiftcc", 16},
	{"cxx_fast_tlscc", 17}, {"tailcc", 18}, {"cfguard_checkcc", 19}, {"swifttailcc", 20},
	{"preserve_nonecc", 46}, {"x86_stdcallcc", 64}, {"x86_fastcallcc", 65}, {"arm_apcscc", 66},
	{"arm_aapcscc", 67}, {"arm_aapcs_vfpcc", 68}, {"msp430_intrcc", 69},
	{"x86_thiscallcc", 70}, {"ptx_kernel", 71}, {"ptx_device", 72}, {"spir_func", 75},
	{"spir_kernel", 76}, {"intel_ocl_bicc", 77}, {"x86_64_sysvcc", 78}, {"win64cc", 79},
	{"x86_vectorcallcc", 80}, {"hhvmcc", 81}, {"hhvm_ccc", 82}, {"x86_intrcc", 83},
	{"avr_intrcc", 84}, {"avr_signalcc", 85}, {"amdgpu_vs", 87}, {"amdgpu_gs", 88},
	{"amdgpu_ps", 89}, {"amdgpu_cs", 90}, {"amdgpu_kernel", 91}, {"x86_regcallcc", 92},
	{"amdgpu_hs", 93}, {"msp430_builtincc", 94}, {"amdgpu_ls", 95}, {"amdgpu_es", 96},
	{"aarch64_vector_pcs", 97}, {"aarch64_sve_vector_pcs", 98}, {"amdgpu_gfx", 100},
	{"m68k_intrcc", 101}, {"aarch64_sme_preservemost_from_x0", 102},
	{"aarch64_sme_preservemost_from_x2", 103}, {"amdgpu_cs_chain", 104},
	{"amdgpu_cs_chain_preserve", 105}, {"m68k_rtdcc", 106}, {"graalcc", 107},
	{"arm64ec_thunk_x64", 108}, {"arm64ec_thunk_native", 109}, {"riscv_vector_cc", 110},
	{"aarch64_sme_preservemost_from_x1", 111},
};

bool
cc_from_name(const char *s, size_t n, uint32_t *cc)
{
	/* asked of every word before a call's or a function's type (noundef,
	 * zeroext...): the first character turns most entries down cheaply */
	for (size_t i = 0; i < countof(calling_convs); i++)
		if (n && calling_convs[i].name[0] == s[0] && strlen(calling_convs[i].name) == n &&
		    memcmp(calling_convs[i].name, s, n) == 0) {
			*cc = calling_convs[i].cc;
			return true;
		}
	return false;
}

const char *
cc_name(uint32_t cc)
{
	for (size_t i = 0; i < countof(calling_convs); i++)
		if (calling_convs[i].cc == cc)
			return calling_convs[i].name;
	return NULL;
}

const char *const comdat_kind_names[] = {
	"any", "exactmatch", "largest", "nodeduplicate", "samesize",
};

/* ---- symbols ---- */
void *
sym_find(Sym *table, const char *name, size_t len)
{
	Sym *s;
	HASH_FIND(hh, table, name, (unsigned)len, s);
	return s ? s->p : NULL;
}

void
sym_add(Arena *a, Sym **table, const char *name, void *p)
{
	Sym *s = arena_alloc(a, sizeof *s);
	s->name = name;
	s->p = p;
	HASH_ADD_KEYPTR(hh, *table, s->name, (unsigned)strlen(s->name), s);
}

/* a table's own memory (its entries live in the arena) */
void
sym_clear(Sym **table)
{
	HASH_CLEAR(hh, *table);
}

/* ---- module ---- */
Module *
module_new(void)
{
	Module *m = xcalloc(1, sizeof *m);
	arena_init(&m->arena);
	module_md_kind(m, "dbg", 3); /* kind 0 is always !dbg */
	return m;
}

typedef struct KindEntry {
	const char *name;
	uint32_t id;
	UT_hash_handle hh;
} KindEntry;

typedef struct GroupEntry {
	uint32_t id;
	AttrGroup *g;
	UT_hash_handle hh;
} GroupEntry;

typedef struct SetEntry {
	const char *key;
	unsigned keylen;
	AttrSet *set;
	UT_hash_handle hh;
} SetEntry;

typedef struct CIntEntry {
	struct {
		const Type *t;
		uint64_t v;
	} key;
	Value *c;
	UT_hash_handle hh;
} CIntEntry;

typedef struct TypeEntryHdr { /* matches type.c's entry: only the handle matters here */
	const void *key;
	unsigned keylen;
	Type *t;
	UT_hash_handle hh;
} TypeEntryHdr;

void
module_free(Module *m)
{
	if (!m)
		return;
	/* uthash bucket arrays live on the host heap; entries in the arena */
	TypeEntryHdr *tt = m->type_table;
	HASH_CLEAR(hh, tt);
	HASH_CLEAR(hh, m->type_names);
	HASH_CLEAR(hh, m->target_types);
	HASH_CLEAR(hh, m->gsyms);
	HASH_CLEAR(hh, m->comdat_names);
	KindEntry *ke = m->md_kind_index;
	HASH_CLEAR(hh, ke);
	GroupEntry *ge = m->attrgroup_index;
	HASH_CLEAR(hh, ge);
	SetEntry *se = m->attrset_table;
	HASH_CLEAR(hh, se);
	CIntEntry *ce = m->cint_table;
	HASH_CLEAR(hh, ce);
	for (Global *g = m->funcs; g; g = g->next) {
		Function *f = (Function *)g;
		HASH_CLEAR(hh, f->locals);
		vec_free(&f->numbered);
	}
	for (uint32_t i = 0; i < m->sources.len; i++)
		source_free(VEC_AT(&m->sources, Source *, i));
	vec_free(&m->sources);
	vec_free(&m->module_asm);
	vec_free(&m->type_defs);
	vec_free(&m->gnumbered);
	vec_free(&m->md_numbered);
	free(m->md_index);
	free(m->md_dense);
	vec_free(&m->md_kinds);
	arena_free(&m->arena);
	free(m);
}

/* Numbered metadata !N: N is any 32-bit number and need not be dense
 * (`!4000000000 = !{}` is valid IR), so the nodes are a vector in
 * first-reference order with an index by number: a direct one (md_dense)
 * for the numbers below a bound that grows with the node count — a
 * module numbers its nodes 0..N, and a direct index keeps the locality
 * of the text, where a hash made every reference a cache miss (a quarter
 * of a big -g module's parse time) — and a hash for the others, so a
 * large number costs no memory (a vector indexed by N grew to 512 MB for
 * one). */
static uint32_t
md_hash(uint32_t id)
{
	uint64_t h = (uint64_t)id * 0x9e3779b97f4a7c15u;
	return (uint32_t)(h >> 32);
}

static uint32_t *
md_cell(const Module *m, uint32_t id)
{
	uint32_t i = md_hash(id) & m->md_index_mask;
	for (;; i = (i + 1) & m->md_index_mask) {
		uint32_t k = m->md_index[i];
		if (!k || VEC_AT(&m->md_numbered, MDNode *, k - 1)->slot == id)
			return &m->md_index[i];
	}
}

MDNode **
module_md_find(Module *m, uint32_t id)
{
	uint32_t k;
	if (id < m->md_dense_cap)
		k = m->md_dense[id];
	else if (!m->md_index)
		return NULL;
	else
		k = *md_cell(m, id);
	return k ? &VEC_AT(&m->md_numbered, MDNode *, k - 1) : NULL;
}

/* the hash index anew, of `size` cells, with the nodes not in md_dense */
static void
md_rehash(Module *m, uint32_t size)
{
	free(m->md_index);
	m->md_index = xcalloc(size, sizeof *m->md_index);
	m->md_index_mask = size - 1;
	m->md_hashed = 0;
	for (uint32_t k = 1; k <= m->md_numbered.len; k++) {
		uint32_t id = VEC_AT(&m->md_numbered, MDNode *, k - 1)->slot;
		if (id >= m->md_dense_cap) {
			*md_cell(m, id) = k;
			m->md_hashed++;
		}
	}
}

MDNode *
module_md_add(Module *m, MDNode *n)
{
	VEC_PUSH(&m->md_numbered, MDNode *, n);
	uint32_t len = m->md_numbered.len, id = n->slot;
	if (id >= m->md_dense_cap && (uint64_t)id < 4 * (uint64_t)len + 65536) {
		/* the direct index grows to cover id: its memory stays within a
		 * few words per node (and 512 KiB); a function's !dbg references
		 * come before the nodes they name, numbered well ahead of the
		 * count so far */
		uint64_t cap = m->md_dense_cap ? m->md_dense_cap : 4096;
		while (cap <= id)
			cap *= 2;
		if (cap > UINT32_MAX)
			cap = UINT32_MAX;
		m->md_dense = xrealloc(m->md_dense, cap * sizeof *m->md_dense);
		memset(m->md_dense + m->md_dense_cap, 0, (cap - m->md_dense_cap) * sizeof *m->md_dense);
		uint32_t old = m->md_dense_cap;
		m->md_dense_cap = (uint32_t)cap;
		if (m->md_hashed) { /* hashed nodes now below the bound move over */
			for (uint32_t k = 1; k < len; k++) {
				uint32_t s = VEC_AT(&m->md_numbered, MDNode *, k - 1)->slot;
				if (s >= old && s < m->md_dense_cap)
					m->md_dense[s] = k;
			}
			md_rehash(m, m->md_index_mask + 1);
		}
	}
	if (id < m->md_dense_cap) {
		m->md_dense[id] = len;
		return n;
	}
	if (!m->md_index || (m->md_hashed + 1) * 2 > m->md_index_mask + 1) { /* keep the load at most 1/2 */
		md_rehash(m, m->md_index ? (m->md_index_mask + 1) * 2 : 64); /* n among them */
		return n;
	}
	*md_cell(m, id) = len;
	m->md_hashed++;
	return n;
}

static int
md_by_number(const void *a, const void *b)
{
	uint32_t x = (*(MDNode *const *)a)->slot, y = (*(MDNode *const *)b)->slot;
	return (x > y) - (x < y);
}

MDNode **
module_md_sorted(const Module *m)
{
	/* the direct index's numbers in order, then the hashed ones (all
	 * above them) sorted */
	uint32_t n = m->md_numbered.len, o = 0;
	MDNode **v = xmalloc((n ? n : 1) * sizeof *v);
	for (uint32_t id = 0; id < m->md_dense_cap; id++)
		if (m->md_dense[id])
			v[o++] = VEC_AT(&m->md_numbered, MDNode *, m->md_dense[id] - 1);
	uint32_t rest = 0;
	for (uint32_t k = 0; m->md_hashed && k < n; k++) {
		MDNode *x = VEC_AT(&m->md_numbered, MDNode *, k);
		if (x->slot >= m->md_dense_cap)
			v[o + rest++] = x;
	}
	qsort(v + o, rest, sizeof *v, md_by_number);
	return v;
}

uint32_t
module_md_kind(Module *m, const char *name, size_t len)
{
	KindEntry *e, *t = m->md_kind_index;
	HASH_FIND(hh, t, name, (unsigned)len, e);
	if (e)
		return e->id;
	e = arena_alloc(&m->arena, sizeof *e);
	e->name = arena_strndup(&m->arena, name, len);
	e->id = m->md_kinds.len;
	VEC_PUSH(&m->md_kinds, const char *, e->name);
	HASH_ADD_KEYPTR(hh, t, e->name, (unsigned)len, e);
	m->md_kind_index = t;
	return e->id;
}

AttrGroup *
module_attr_group(Module *m, uint32_t id)
{
	GroupEntry *e, *t = m->attrgroup_index;
	HASH_FIND(hh, t, &id, sizeof id, e);
	if (e)
		return e->g;
	return NULL;
}

void
module_add_attr_group(Module *m, AttrGroup *g)
{
	GroupEntry *e = arena_alloc(&m->arena, sizeof *e), *t = m->attrgroup_index;
	e->id = g->id;
	e->g = g;
	HASH_ADD(hh, t, id, sizeof e->id, e);
	m->attrgroup_index = t;
	if (m->attr_groups_tail)
		m->attr_groups_tail->next = g;
	else
		m->attr_groups = g;
	m->attr_groups_tail = g;
}

/* ---- attributes ---- */
AttrSet *
attrs_unique(Module *m, Attr *attrs, uint32_t n, uint32_t *groups, uint32_t ngroups)
{
	if (n == 0 && ngroups == 0)
		return NULL;
	/* key: each attribute's spelling and type id, then the group ids;
	 * built on the stack (this runs for every attribute list parsed) */
	size_t klen = 1 + ngroups * sizeof *groups;
	for (uint32_t i = 0; i < n; i++)
		klen += attrs[i].len + sizeof(uint32_t) + 1;
	char stack_key[512];
	char *key = klen <= sizeof stack_key ? stack_key : xmalloc(klen), *k = key;
	for (uint32_t i = 0; i < n; i++) {
		memcpy(k, attrs[i].text, attrs[i].len);
		k += attrs[i].len;
		uint32_t tid = attrs[i].type ? attrs[i].type->id : 0;
		memcpy(k, &tid, sizeof tid);
		k += sizeof tid;
		*k++ = 1;
	}
	*k++ = 2;
	if (ngroups)
		memcpy(k, groups, ngroups * sizeof *groups);
	SetEntry *e, *t = m->attrset_table;
	HASH_FIND(hh, t, key, (unsigned)klen, e);
	AttrSet *s = e ? e->set : NULL;
	if (!e) {
		s = arena_alloc(&m->arena, sizeof *s);
		s->n = n;
		s->ngroups = ngroups;
		s->attrs = arena_dup(&m->arena, attrs, n * sizeof *attrs);
		s->groups = ngroups ? arena_dup(&m->arena, groups, ngroups * sizeof *groups) : NULL;
		e = arena_alloc(&m->arena, sizeof *e);
		e->key = arena_dup(&m->arena, key, klen);
		e->keylen = (unsigned)klen;
		e->set = s;
		HASH_ADD_KEYPTR(hh, t, e->key, e->keylen, e);
		m->attrset_table = t;
	}
	if (key != stack_key)
		free(key);
	return s;
}

/* Spelled lists share attrs_unique's table: their keys begin with a byte
 * (3) that no canonical key begins with (an attribute's text, or 2) */
enum { SPAN_KEY_MAX = 256 };

static size_t
span_key(char *key, const char *text, size_t n)
{
	key[0] = 3;
	memcpy(key + 1, text, n);
	return n + 1;
}

bool
attrs_by_text(Module *m, const char *text, size_t n, AttrSet **out)
{
	char key[SPAN_KEY_MAX + 1];
	if (n > SPAN_KEY_MAX)
		return false;
	size_t klen = span_key(key, text, n);
	SetEntry *e, *t = m->attrset_table;
	HASH_FIND(hh, t, key, (unsigned)klen, e);
	if (!e)
		return false;
	*out = e->set;
	return true;
}

void
attrs_remember_text(Module *m, const char *text, size_t n, AttrSet *set)
{
	char key[SPAN_KEY_MAX + 1];
	if (n > SPAN_KEY_MAX)
		return;
	size_t klen = span_key(key, text, n);
	SetEntry *e = arena_alloc(&m->arena, sizeof *e), *t = m->attrset_table;
	e->key = arena_dup(&m->arena, key, klen);
	e->keylen = (unsigned)klen;
	e->set = set;
	HASH_ADD_KEYPTR(hh, t, e->key, e->keylen, e);
	m->attrset_table = t;
}

const Attr *
attrs_get(const Module *m, const AttrSet *s, AttrKind k)
{
	if (!s)
		return NULL;
	for (uint32_t i = 0; i < s->n; i++)
		if (s->attrs[i].kind == k)
			return &s->attrs[i];
	for (uint32_t i = 0; i < s->ngroups; i++) {
		AttrGroup *g = module_attr_group((Module *)m, s->groups[i]);
		if (g && g->set != s) {
			const Attr *a = attrs_get(m, g->set, k);
			if (a)
				return a;
		}
	}
	return NULL;
}

bool
attrs_has(const Module *m, const AttrSet *s, AttrKind k)
{
	return attrs_get(m, s, k) != NULL;
}

bool
attrs_has_string(const Module *m, const AttrSet *s, const char *key)
{
	if (!s)
		return false;
	size_t n = strlen(key);
	for (uint32_t i = 0; i < s->n; i++) {
		const Attr *a = &s->attrs[i];
		/* "key" or "key"="value", spelled verbatim */
		if (a->kind == ATTR_STRING && a->len >= n + 2 && a->text[0] == '"' && memcmp(a->text + 1, key, n) == 0 &&
		    a->text[n + 1] == '"')
			return true;
	}
	for (uint32_t i = 0; i < s->ngroups; i++) {
		AttrGroup *g = module_attr_group((Module *)m, s->groups[i]);
		if (g && g->set != s && attrs_has_string(m, g->set, key))
			return true;
	}
	return false;
}

/* ---- uses ---- */
void
use_set(Use *u, User *user, Value *v)
{
	if (u->val) { /* unlink */
		*u->pprev = u->next;
		if (u->next)
			u->next->pprev = u->pprev;
	}
	u->user = user;
	u->val = v;
	if (v) {
		u->next = v->uses;
		if (v->uses)
			v->uses->pprev = &u->next;
		u->pprev = &v->uses;
		v->uses = u;
	} else {
		u->next = NULL;
		u->pprev = NULL;
	}
}

void
value_replace_all_uses(Value *from, Value *to)
{
	while (from->uses) {
		Use *u = from->uses;
		use_set(u, u->user, to);
	}
}

uint32_t
value_num_uses(const Value *v)
{
	uint32_t n = 0;
	for (Use *u = v->uses; u; u = u->next)
		n++;
	return n;
}

/* ---- constants ---- */
User *
user_new(Module *m, size_t size, ValueKind k, Type *t, uint32_t nops)
{
	User *u = arena_alloc(&m->arena, size);
	u->v.kind = (uint8_t)k;
	u->v.type = t;
	u->v.slot = -1;
	u->nops = nops;
	if (nops)
		u->ops = arena_alloc(&m->arena, nops * sizeof(Use));
	return u;
}

Value *
const_int(Module *m, Type *t, uint64_t v)
{
	CIntEntry probe, *e, *table = m->cint_table;
	memset(&probe.key, 0, sizeof probe.key);
	probe.key.t = t;
	probe.key.v = v;
	HASH_FIND(hh, table, &probe.key, sizeof probe.key, e);
	if (e)
		return e->c;
	ConstInt *c = arena_alloc(&m->arena, sizeof *c);
	c->v.kind = VK_CINT;
	c->v.type = t;
	c->v.slot = -1;
	c->nwords = 1;
	c->w[0] = v;
	e = arena_alloc(&m->arena, sizeof *e);
	e->key = probe.key;
	e->c = &c->v;
	HASH_ADD(hh, table, key, sizeof e->key, e);
	m->cint_table = table;
	return &c->v;
}

Value *
const_int_wide(Module *m, Type *t, const uint64_t *w, uint32_t nwords)
{
	if (nwords <= 1)
		return const_int(m, t, nwords ? w[0] : 0);
	ConstInt *c = arena_alloc(&m->arena, sizeof *c + (nwords - 1) * sizeof(uint64_t));
	c->v.kind = VK_CINT;
	c->v.type = t;
	c->v.slot = -1;
	c->nwords = nwords;
	memcpy(c->w, w, nwords * sizeof *w);
	return &c->v;
}

/* null/undef/poison/zeroinitializer/none: one per (type, kind), cached in a
 * small table hung off the module's constant hash (key: type + kind tag). */
Value *
const_special(Module *m, Type *t, ValueKind k)
{
	CIntEntry probe, *e, *table = m->cint_table;
	memset(&probe.key, 0, sizeof probe.key);
	probe.key.t = t;
	probe.key.v = 0xE410000000000000ull | (uint64_t)k; /* never an int's key: type differs */
	/* an int constant of type t with this exact value could collide, so
	 * special constants use the type pointer + 1 (never a real Type*) */
	probe.key.t = (const Type *)((const char *)t + 1);
	HASH_FIND(hh, table, &probe.key, sizeof probe.key, e);
	if (e)
		return e->c;
	Value *c = arena_alloc(&m->arena, sizeof *c);
	c->kind = (uint8_t)k;
	c->type = t;
	c->slot = -1;
	e = arena_alloc(&m->arena, sizeof *e);
	e->key = probe.key;
	e->c = c;
	HASH_ADD(hh, table, key, sizeof e->key, e);
	m->cint_table = table;
	return c;
}

/* ---- control flow ---- */
uint32_t
term_num_succ(const Inst *t)
{
	uint32_t n = t->u.nops;
	switch (inst_op(t)) {
	case OP_BR: return n == 1 ? 1 : 2;
	case OP_SWITCH: return 1 + (n - 2) / 2;
	case OP_INDIRECTBR: return n - 1;
	case OP_INVOKE: return 2;
	case OP_CALLBR: return 1 + inst_call(t)->nindirect;
	case OP_CATCHSWITCH: return n - 1;
	case OP_CATCHRET: return 1;
	case OP_CLEANUPRET: return n - 1;
	default: return 0;
	}
}

Block *
term_succ(const Inst *t, uint32_t k)
{
	uint32_t n = t->u.nops;
	Value *v = NULL;
	switch (inst_op(t)) {
	case OP_BR: v = n == 1 ? inst_opnd(t, 0) : inst_opnd(t, 1 + k); break;
	case OP_SWITCH: v = k == 0 ? inst_opnd(t, 1) : inst_opnd(t, 2 * k + 1); break;
	case OP_INDIRECTBR: v = inst_opnd(t, 1 + k); break;
	case OP_INVOKE: v = inst_opnd(t, n - 3 + k); break;
	case OP_CALLBR: v = inst_opnd(t, n - 1 - (inst_call(t)->nindirect + 1) + k); break;
	case OP_CATCHSWITCH: v = inst_opnd(t, 1 + k); break;
	case OP_CATCHRET: v = inst_opnd(t, 1); break;
	case OP_CLEANUPRET: v = inst_opnd(t, 1); break;
	default: return NULL;
	}
	return v && v->kind == VK_BLOCK ? (Block *)v : NULL;
}

Block *
term_unwind_dest(const Inst *t)
{
	uint32_t n = t->u.nops;
	switch (inst_op(t)) {
	case OP_INVOKE: return (Block *)inst_opnd(t, n - 2);
	case OP_CATCHSWITCH:
	case OP_CLEANUPRET:
		return t->u.flags & IF_HAS_UNWIND ? (Block *)inst_opnd(t, n - 1) : NULL;
	default: return NULL;
	}
}

Inst *
block_first_non_phi(const Block *b)
{
	Inst *i = b->first;
	while (i && inst_op(i) == OP_PHI)
		i = i->next;
	return i;
}

/* ---- structural equality of constants ---- */
static bool
same_operands(const User *x, const User *y)
{
	if (x->nops != y->nops)
		return false;
	for (uint32_t k = 0; k < x->nops; k++)
		if (!value_same(x->ops[k].val, y->ops[k].val))
			return false;
	return true;
}

bool
value_same(const Value *a, const Value *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind || a->type != b->type || !vk_is_const(a->kind) ||
	    vk_is_global(a->kind))
		return false;
	switch (a->kind) {
	case VK_CINT: {
		const ConstInt *x = (const ConstInt *)a, *y = (const ConstInt *)b;
		return x->nwords == y->nwords && memcmp(x->w, y->w, x->nwords * sizeof x->w[0]) == 0;
	}
	case VK_CFP: {
		const ConstFP *x = (const ConstFP *)a, *y = (const ConstFP *)b;
		return x->lo == y->lo && x->hi == y->hi;
	}
	case VK_CDATA: {
		const ConstData *x = (const ConstData *)a, *y = (const ConstData *)b;
		return x->len == y->len && memcmp(x->bytes, y->bytes, x->len) == 0;
	}
	case VK_CNULL: case VK_CUNDEF: case VK_CPOISON: case VK_CZERO: case VK_CNONE:
		return true;
	case VK_CEXPR: {
		const ConstExpr *x = (const ConstExpr *)a, *y = (const ConstExpr *)b;
		if (x->u.v.op != y->u.v.op || x->u.flags != y->u.flags || x->pred != y->pred ||
		    x->src_type != y->src_type || x->inrange_idx != y->inrange_idx ||
		    x->inrange_lo != y->inrange_lo || x->inrange_hi != y->inrange_hi)
			return false;
		if ((x->indices == NULL) != (y->indices == NULL) ||
		    (x->indices && memcmp(x->indices, y->indices, (x->indices[0] + 1) * sizeof(uint32_t))))
			return false;
		return same_operands((const User *)a, (const User *)b);
	}
	case VK_CAGG: case VK_CSPLAT: case VK_CBLOCKADDR: case VK_CDSOEQUIV: case VK_CNOCFI:
		return same_operands((const User *)a, (const User *)b);
	default:
		return false;
	}
}
