/* verify_md.c — LLVM's rules on the metadata attached to instructions and
 * functions (V-S-58 .. 60): which instructions a kind may be attached to
 * (!range, !align, !dereferenceable, !invariant.group, !nonnull, !fpmath)
 * and the shape of the node (one i64 for !align, pairs of integers for
 * !range, scope lists for !alias.scope and !noalias, the struct-path
 * !tbaa tag, !annotation, a function's !prof).  Each finding is at the
 * instruction (or function) carrying the attachment. */
#include "ir/verify.h"

#include <string.h>

/* ------------------------------------------------------ node helpers */
static const MDNode *
op_node(const MDNode *n, uint32_t k)
{
	return k < n->nops && n->ops[k].kind == MDO_NODE ? n->ops[k].node : NULL;
}

static bool
is_tuple(const MDNode *n)
{
	return n && n->kind == MDK_TUPLE;
}

static bool
is_string(const MDNode *n)
{
	return n && n->kind == MDK_STRING;
}

static bool
string_is(const MDNode *n, const char *s)
{
	return is_string(n) && n->namelen == strlen(s) && memcmp(n->name, s, n->namelen) == 0;
}

/* the constant a value-as-metadata operand wraps, if it is one */
static const Value *
op_const(const MDNode *n, uint32_t k)
{
	const MDNode *o = op_node(n, k);
	if (!o || o->kind != MDK_VALUE || !o->use.val || !vk_is_const(o->use.val->kind))
		return NULL;
	return o->use.val;
}

static bool
is_const_int(const Value *c)
{
	return c && c->type->kind == TY_INT && (c->kind == VK_CINT || c->kind == VK_CZERO);
}

static uint64_t
int_low(const Value *c)
{
	return c->kind == VK_CZERO ? 0 : ((const ConstInt *)c)->w[0];
}

/* ------------------------------------------------------ the kinds */
enum { AT_LOAD = 1, AT_STORE = 2, AT_CALL = 4, AT_INVOKE = 8, AT_INTTOPTR = 16 };

static unsigned
where(Opcode op)
{
	switch (op) {
	case OP_LOAD: return AT_LOAD;
	case OP_STORE: return AT_STORE;
	case OP_CALL: return AT_CALL;
	case OP_INVOKE: return AT_INVOKE;
	case OP_INTTOPTR: return AT_INTTOPTR;
	default: return 0;
	}
}

/* which instructions may carry these kinds (LLVM's verifier; a call's
 * !align or !nonnull is an attribute's job) */
static const struct Placement {
	const char *kind, *desc;
	unsigned at;
} placements[] = {
	{"range", "loads, calls and invokes", AT_LOAD | AT_CALL | AT_INVOKE},
	{"align", "loads", AT_LOAD},
	{"nonnull", "loads", AT_LOAD},
	{"dereferenceable", "loads and inttoptr", AT_LOAD | AT_INTTOPTR},
	{"dereferenceable_or_null", "loads and inttoptr", AT_LOAD | AT_INTTOPTR},
	{"invariant.group", "loads and stores", AT_LOAD | AT_STORE},
};

/* one i64 operand (and, for !align, a power of two) */
static const char *
one_i64(const MDNode *n, bool pow2)
{
	const Value *c = n->nops == 1 ? op_const(n, 0) : NULL;
	if (!is_const_int(c) || c->type->bits != 64)
		return "takes one i64 constant";
	uint64_t a = int_low(c);
	if (pow2 && (a == 0 || (a & (a - 1)) || a > ((uint64_t)1 << 32)))
		return "takes a power of two no greater than 2^32";
	return NULL;
}

static const char *
range_shape(const MDNode *n)
{
	if (n->nops == 0 || n->nops % 2)
		return "takes pairs of integers, at least one";
	for (uint32_t k = 0; k < n->nops; k++)
		if (!is_const_int(op_const(n, k)))
			return "takes pairs of integers, at least one";
	return NULL;
}

static const char *
fpmath_shape(const Inst *i, const MDNode *n)
{
	const Type *t = i->u.v.type;
	if (!type_is_fp(type_scalar(t)))
		return "belongs on instructions with a floating-point result";
	const Value *c = n->nops == 1 ? op_const(n, 0) : NULL;
	if (!c || c->kind != VK_CFP || c->type->kind != TY_FLOAT)
		return "takes one float constant";
	/* the accuracy in ULPs: a positive number (not 0, negative, inf or NaN) */
	uint32_t bits = (uint32_t)((const ConstFP *)c)->lo;
	if ((bits >> 31) || (bits & 0x7fffffffu) == 0 || ((bits >> 23) & 0xff) == 0xff)
		return "takes a positive accuracy";
	return NULL;
}

static const char *
annotation_shape(const MDNode *n)
{
	if (!is_tuple(n) || n->nops == 0)
		return "takes at least one operand";
	for (uint32_t k = 0; k < n->nops; k++) {
		const MDNode *o = op_node(n, k);
		if (!is_string(o) && !is_tuple(o))
			return "takes strings (or tuples of them)";
	}
	return NULL;
}

/* a scope or a domain: self-referential or named by a string first */
static bool
self_or_string(const MDNode *n)
{
	const MDNode *f = op_node(n, 0);
	return f == n || is_string(f);
}

static const char *
scope_list_shape(const MDNode *n)
{
	if (!is_tuple(n))
		return "takes a list of scopes";
	for (uint32_t k = 0; k < n->nops; k++) {
		const MDNode *s = op_node(n, k);
		if (!is_tuple(s))
			return "takes a list of scope nodes";
		if (s->nops != 2 && s->nops != 3)
			return "a scope has two or three operands";
		if (!self_or_string(s))
			return "a scope's first operand is itself or a string";
		if (s->nops == 3 && !is_string(op_node(s, 2)))
			return "a scope's third operand is a string";
		const MDNode *d = op_node(s, 1);
		if (!is_tuple(d))
			return "a scope's second operand is its domain node";
		if (d->nops != 1 && d->nops != 2)
			return "a domain has one or two operands";
		if (!self_or_string(d))
			return "a domain's first operand is itself or a string";
	}
	return NULL;
}

/* the struct-path access tag { base, access, offset [, immutable] }, or
 * in the newer form (an access type whose first operand is a node)
 * { base, access, offset, size [, immutable] }; a tag whose first operand
 * is no node is the old scalar form, not checked here */
static const char *
tbaa_shape(const MDNode *n)
{
	const MDNode *base = op_node(n, 0);
	if (!is_tuple(n) || n->nops < 3 || !base || base->kind == MDK_VALUE || is_string(base))
		return NULL;
	const MDNode *access = op_node(n, 1);
	const MDNode *a0 = access ? op_node(access, 0) : NULL;
	bool new_form = is_tuple(access) && access->nops >= 3 && a0 && a0->kind != MDK_VALUE && !is_string(a0);
	uint32_t imm = new_form ? 4 : 3;
	if (new_form ? n->nops != 4 && n->nops != 5 : n->nops > 4)
		return "an access tag has too many or too few operands";
	if (!is_const_int(op_const(n, 2)))
		return "an access tag's offset is an integer constant";
	if (n->nops > imm) {
		const Value *c = op_const(n, imm);
		if (!is_const_int(c))
			return "an access tag's immutability flag is an integer constant";
		if (int_low(c) > 1)
			return "an access tag's immutability flag is 0 or 1";
	}
	return NULL;
}

static bool
kind_is(const VCtx *v, uint32_t kind, const char *name)
{
	return kind < v->m->md_kinds.len && strcmp(VEC_AT(&v->m->md_kinds, const char *, kind), name) == 0;
}

static const char *
kind_name(const VCtx *v, uint32_t kind)
{
	return kind < v->m->md_kinds.len ? VEC_AT(&v->m->md_kinds, const char *, kind) : "?";
}

void
verify_inst_md(VCtx *v, Inst *i)
{
	unsigned at = where(inst_op(i));
	for (const MDAttach *a = i->md; a; a = a->next) {
		const MDNode *n = a->node;
		const char *bad = NULL;
		for (size_t k = 0; k < countof(placements); k++)
			if (kind_is(v, a->kind, placements[k].kind) && !(at & placements[k].at))
				verify_failed(v, R_S_MD_PLACE, i, placements[k].kind, placements[k].desc);
		if (!n || n->kind != MDK_TUPLE) {
			if (kind_is(v, a->kind, "range") || kind_is(v, a->kind, "fpmath") ||
			    kind_is(v, a->kind, "annotation"))
				bad = "takes a tuple";
		} else if (kind_is(v, a->kind, "range")) {
			bad = range_shape(n);
		} else if (kind_is(v, a->kind, "align") && at == AT_LOAD) {
			bad = one_i64(n, true);
		} else if ((kind_is(v, a->kind, "dereferenceable") || kind_is(v, a->kind, "dereferenceable_or_null")) &&
			   (at & (AT_LOAD | AT_INTTOPTR))) {
			bad = one_i64(n, false);
		} else if (kind_is(v, a->kind, "fpmath")) {
			bad = fpmath_shape(i, n);
		} else if (kind_is(v, a->kind, "annotation")) {
			bad = annotation_shape(n);
		} else if (kind_is(v, a->kind, "alias.scope") || kind_is(v, a->kind, "noalias")) {
			bad = scope_list_shape(n);
		} else if (kind_is(v, a->kind, "tbaa")) {
			bad = tbaa_shape(n);
		}
		if (bad)
			verify_failed(v, R_S_MD_SHAPE, i, kind_name(v, a->kind), bad);
	}
}

/* llvm.experimental.noalias.scope.decl's operand: a list of one scope */
void
verify_scope_decl(VCtx *v, Inst *i)
{
	const Value *a = inst_call(i)->nargs ? inst_opnd(i, 0) : NULL;
	const MDNode *n = a && a->kind == VK_MDVALUE ? ((const MDValue *)a)->md : NULL;
	if (!is_tuple(n) || n->nops != 1 || scope_list_shape(n))
		verify_failed(v, R_S_MD_SHAPE, i, "llvm.experimental.noalias.scope.decl",
			      "takes a list of exactly one scope");
}

/* a function's !prof: on a definition, { "function_entry_count" or
 * "synthetic_function_entry_count", an integer } */
void
verify_function_md(VCtx *v, Function *f)
{
	unsigned nprof = 0;
	for (const MDAttach *a = f->g.md; a; a = a->next) {
		if (!kind_is(v, a->kind, "prof"))
			continue;
		nprof++;
		if (f->is_decl) {
			verify_failed(v, R_S_MD_FUNCTION_PROF, f, "a declaration has none");
			continue;
		}
		const MDNode *n = a->node;
		const MDNode *name = n ? op_node(n, 0) : NULL;
		if (!is_tuple(n) || n->nops < 2 || !is_string(name))
			verify_failed(v, R_S_MD_FUNCTION_PROF, f, "it begins with a string naming the count");
		else if (!string_is(name, "function_entry_count") && !string_is(name, "synthetic_function_entry_count"))
			verify_failed(v, R_S_MD_FUNCTION_PROF, f, "the count is function_entry_count or synthetic_function_entry_count");
		else if (!is_const_int(op_const(n, 1)))
			verify_failed(v, R_S_MD_FUNCTION_PROF, f, "the count is an integer constant");
	}
	if (nprof > 1)
		verify_failed(v, R_S_MD_FUNCTION_PROF, f, "a function has one at most");
}
