/* verify_module.c — the module-level rules: the named metadata LLVM's
 * verifier reads (V-S-33 `!llvm.module.flags`, V-S-34 `!llvm.ident` and
 * `!llvm.commandline`), each finding at the node at fault (its
 * definition, or the operand written inline); and V-S-37, which globals
 * may be in a comdat, at the global. */
#include "ir/verify.h"

#include <string.h>

/* ------------------------------------------------------- node helpers */
static uint32_t
md_at(const MDNode *n, const MDNode *fallback)
{
	return n ? n->loc : fallback ? fallback->loc : 0;
}

/* operand k of a tuple, NULL for `null` or raw text */
static const MDNode *
md_op(const MDNode *n, uint32_t k)
{
	return k < n->nops && n->ops[k].kind == MDO_NODE ? n->ops[k].node : NULL;
}

static bool
md_is_string(const MDNode *n)
{
	return n && n->kind == MDK_STRING;
}

static bool
md_string_is(const MDNode *n, const char *s)
{
	return md_is_string(n) && n->namelen == strlen(s) && memcmp(n->name, s, n->namelen) == 0;
}

static bool
md_same_string(const MDNode *a, const MDNode *b)
{
	return a->namelen == b->namelen && memcmp(a->name, b->name, a->namelen) == 0;
}

/* a node (tuple or specialised), not a string or a value */
static bool
md_is_node(const MDNode *n)
{
	return n && (n->kind == MDK_TUPLE || n->kind == MDK_SPECIAL);
}

/* the integer constant a value-as-metadata operand holds, if it is one */
static const Value *
md_const_int(const MDNode *n)
{
	if (!n || n->kind != MDK_VALUE || !n->use.val)
		return NULL;
	const Value *val = n->use.val;
	if (val->type->kind != TY_INT || (val->kind != VK_CINT && val->kind != VK_CZERO))
		return NULL;
	return val;
}

/* the constant's low 64 bits and whether its sign bit is set */
static uint64_t
int_value(const Value *val, bool *negative)
{
	if (val->kind == VK_CZERO) {
		*negative = false;
		return 0;
	}
	const ConstInt *c = (const ConstInt *)val;
	uint32_t bits = val->type->bits, top = (bits - 1) / 64;
	*negative = top < c->nwords && (c->w[top] >> ((bits - 1) % 64) & 1);
	for (uint32_t k = 1; k < c->nwords; k++)
		if (c->w[k] && !*negative)
			return UINT64_MAX; /* out of any range below */
	return c->w[0];
}

/* --------------------------------------------------------- module flags */
enum { MFB_ERROR = 1, MFB_WARNING, MFB_REQUIRE, MFB_OVERRIDE, MFB_APPEND, MFB_APPEND_UNIQUE, MFB_MAX,
       MFB_MIN };

/* a "CG Profile" entry: !{function or null, function or null, iN count} */
static void
check_cg_profile_entry(VCtx *v, const MDNode *flag, const MDOp *op)
{
	const MDNode *e = op->kind == MDO_NODE ? op->node : NULL;
	if (!md_is_node(e) || e->nops != 3) {
		verify_failed_at(v, R_S_MODFLAG_CGPROF_TRIPLE, md_at(e, flag));
		return;
	}
	for (uint32_t k = 0; k < 2; k++) {
		if (e->ops[k].kind == MDO_NULL)
			continue;
		const MDNode *f = md_op(e, k);
		const Value *fv = f && f->kind == MDK_VALUE ? verify_strip_casts(f->use.val, false) : NULL;
		if (!fv || fv->kind != VK_FUNCTION) {
			verify_failed_at(v, R_S_MODFLAG_CGPROF_FN, md_at(f, e));
			return;
		}
	}
	const MDNode *count = md_op(e, 2);
	if (!count || count->kind != MDK_VALUE || !count->use.val || count->use.val->type->kind != TY_INT ||
	    !vk_is_const(count->use.val->kind))
		verify_failed_at(v, R_S_MODFLAG_CGPROF_COUNT, md_at(count, e));
}

/* One flag: !{i32 behaviour, !"id", value}.  ids[] collects the ids seen
 * (not of `require` flags) and reqs[] the `require` pairs. */
static void
check_module_flag(VCtx *v, const MDNode *flag, Vec *ids, Vec *reqs)
{
	VCHECK_AT(v, md_is_node(flag) && flag->nops == 3, R_S_MODFLAG_ARITY, md_at(flag, NULL));
	const MDNode *b = md_op(flag, 0), *id = md_op(flag, 1), *val = md_op(flag, 2);
	const Value *bc = md_const_int(b);
	VCHECK_AT(v, bc, R_S_MODFLAG_BEHAVIOUR_TYPE, md_at(b, flag));
	bool neg;
	uint64_t beh = int_value(bc, &neg);
	VCHECK_AT(v, !neg && beh >= MFB_ERROR && beh <= MFB_MIN, R_S_MODFLAG_BEHAVIOUR, md_at(b, flag));
	VCHECK_AT(v, md_is_string(id), R_S_MODFLAG_ID, md_at(id, flag));
	switch (beh) {
	case MFB_MIN: {
		const Value *c = md_const_int(val);
		VCHECK_AT(v, c && (int_value(c, &neg), !neg), R_S_MODFLAG_MIN, md_at(val, flag));
		break;
	}
	case MFB_MAX:
		VCHECK_AT(v, md_const_int(val), R_S_MODFLAG_MAX, md_at(val, flag));
		break;
	case MFB_REQUIRE:
		VCHECK_AT(v, md_is_node(val) && val->nops == 2, R_S_MODFLAG_REQUIRE, md_at(val, flag));
		VCHECK_AT(v, md_is_string(md_op(val, 0)), R_S_MODFLAG_REQUIRE_ID,
		       md_at(md_op(val, 0), val));
		VEC_PUSH(reqs, const MDNode *, val);
		break;
	case MFB_APPEND: case MFB_APPEND_UNIQUE:
		VCHECK_AT(v, md_is_node(val), R_S_MODFLAG_APPEND, md_at(val, flag));
		break;
	}
	if (beh != MFB_REQUIRE) {
		for (uint32_t k = 0; k < ids->len; k += 2)
			VCHECK_AT(v, !md_same_string(VEC_AT(ids, const MDNode *, k), id), R_S_MODFLAG_UNIQUE,
				  md_at(id, flag));
		VEC_PUSH(ids, const MDNode *, id);
		VEC_PUSH(ids, const MDNode *, flag);
	}
	/* flags whose value LLVM reads */
	if (md_string_is(id, "wchar_size"))
		VCHECK_AT(v, md_const_int(val), R_S_MODFLAG_WCHAR, md_at(val, flag));
	if (md_string_is(id, "SemanticInterposition"))
		VCHECK_AT(v, md_const_int(val), R_S_MODFLAG_INTERPOSITION, md_at(val, flag));
	if (md_string_is(id, "Linker Options")) {
		bool upgraded = false;
		for (const NamedMD *nm = v->m->named_md; nm && !upgraded; nm = nm->next)
			upgraded = strcmp(nm->name, "llvm.linker.options") == 0;
		VCHECK_AT(v, upgraded, R_S_MODFLAG_LINKER_OPTIONS, md_at(id, flag));
	}
	if (md_string_is(id, "CG Profile") && md_is_node(val))
		for (uint32_t k = 0; k < val->nops; k++)
			check_cg_profile_entry(v, flag, &val->ops[k]);
}

/* the value of a flag: structurally, as LLVM compares uniqued metadata */
static bool
md_same_value(const MDOp *a, const MDOp *b)
{
	if (a->kind != b->kind)
		return false;
	if (a->kind != MDO_NODE)
		return a->kind == MDO_NULL || (a->len == b->len && memcmp(a->raw, b->raw, a->len) == 0);
	const MDNode *x = a->node, *y = b->node;
	if (x == y)
		return true;
	if (x->kind != y->kind || x->distinct || y->distinct)
		return false;
	if (x->kind == MDK_STRING)
		return md_same_string(x, y);
	if (x->kind == MDK_VALUE)
		return x->use.val == y->use.val;
	if (x->kind != MDK_TUPLE || x->nops != y->nops)
		return false;
	for (uint32_t k = 0; k < x->nops; k++)
		if (!md_same_value(&x->ops[k], &y->ops[k]))
			return false;
	return true;
}

static void
check_requirements(VCtx *v, const Vec *ids, const Vec *reqs)
{
	for (uint32_t r = 0; r < reqs->len; r++) {
		const MDNode *req = VEC_AT(reqs, const MDNode *, r), *name = md_op(req, 0), *flag = NULL;
		for (uint32_t k = 0; k < ids->len && !flag; k += 2)
			if (md_same_string(VEC_AT(ids, const MDNode *, k), name))
				flag = VEC_AT(ids, const MDNode *, k + 1);
		if (!flag)
			verify_failed_at(v, R_S_MODFLAG_REQUIRE_ABSENT, md_at(name, req));
		else if (!md_same_value(&flag->ops[2], &req->ops[1]))
			verify_failed_at(v, R_S_MODFLAG_REQUIRE_VALUE, md_at(name, req));
	}
}

/* -------------------------------------------- llvm.ident, llvm.commandline */
static void
check_string_list(VCtx *v, const NamedMD *nm, Rule arity, Rule string)
{
	for (uint32_t k = 0; k < nm->n; k++) {
		const MDNode *n = nm->nodes[k];
		if (!md_is_node(n) || n->nops != 1)
			verify_failed_at(v, arity, md_at(n, NULL));
		else if (!md_is_string(md_op(n, 0)))
			verify_failed_at(v, string, md_at(md_op(n, 0), n));
	}
}

/* ------------------------------------------------------------ comdats */
static void
check_comdat(VCtx *v, const Global *g)
{
	if (!g->comdat && !g->comdat_self)
		return;
	bool decl = g->u.v.kind == VK_FUNCTION ? ((const Function *)g)->is_decl
		  : g->u.v.kind == VK_GLOBALVAR ? g->u.nops == 0 : false;
	if (decl || g->linkage == LINK_AVAILABLE_EXTERNALLY)
		verify_failed_at(v, R_S_COMDAT_DECL, g->loc);
	else if (g->u.v.kind == VK_GLOBALVAR && g->linkage == LINK_COMMON)
		verify_failed_at(v, R_S_COMDAT_COMMON, g->loc);
}

/* ------------------------------------------------------------ aliases */
/* V-S-38: following an alias's aliasee (through casts and GEPs) never
 * comes back to it; a chain longer than the module's aliases is a cycle
 * further on, reported at its own alias */
static void
check_alias_cycle(VCtx *v, const Global *a, uint32_t naliases)
{
	const Value *x = &a->u.v;
	for (uint32_t steps = 0; steps <= naliases; steps++) {
		if (x->kind != VK_ALIAS || !((const User *)x)->nops)
			return;
		x = ((const User *)x)->ops[0].val;
		while (x->kind == VK_CEXPR && ((const User *)x)->nops >= 1)
			x = ((const User *)x)->ops[0].val;
		if (x == &a->u.v) {
			verify_failed_at(v, R_S_ALIAS_CYCLE, a->loc);
			return;
		}
	}
}

void
verify_module_md(VCtx *v)
{
	uint32_t naliases = 0;
	for (const Global *g = v->m->aliases; g; g = g->next)
		naliases++;
	for (const Global *g = v->m->aliases; g; g = g->next) {
		if (g->u.v.kind == VK_ALIAS)
			check_alias_cycle(v, g, naliases);
		/* an ifunc's resolver returns the address the ifunc stands for */
		const Value *r = g->u.v.kind == VK_IFUNC && g->u.nops ? verify_strip_casts(g->u.ops[0].val, false) : NULL;
		if (r && !(r->kind == VK_FUNCTION && ((const Function *)r)->fty->elem->kind == TY_PTR))
			verify_failed_at(v, R_S_IFUNC_RESOLVER, g->loc);
	}
	for (const Global *g = v->m->globals; g; g = g->next) {
		check_comdat(v, g);
		verify_global_var(v, g);
	}
	for (const Global *g = v->m->funcs; g; g = g->next)
		check_comdat(v, g);
	for (const NamedMD *nm = v->m->named_md; nm; nm = nm->next) {
		if (strcmp(nm->name, "llvm.module.flags") == 0) {
			Vec ids = {0}, reqs = {0}; /* ids: (id, flag) pairs */
			for (uint32_t k = 0; k < nm->n; k++)
				check_module_flag(v, nm->nodes[k], &ids, &reqs);
			check_requirements(v, &ids, &reqs);
			vec_free(&ids);
			vec_free(&reqs);
		} else if (strcmp(nm->name, "llvm.ident") == 0) {
			check_string_list(v, nm, R_S_IDENT_ARITY, R_S_IDENT_STRING);
		} else if (strcmp(nm->name, "llvm.commandline") == 0) {
			check_string_list(v, nm, R_S_CMDLINE_ARITY, R_S_CMDLINE_STRING);
		}
	}
}
