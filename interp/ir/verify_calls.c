/* verify_calls.c — rules of calls ehi checks by the callee's name or the
 * arguments' attributes rather than by the intrinsic signature table of
 * verify.c: vector.extract/insert/splice and matrix shapes (V-S-73),
 * llvm.assume's bundles (V-S-74), noalias.scope.decl's scope (V-S-59),
 * gcroot (V-S-70), masked load/store alignment (V-S-71), and the alloca
 * behind an inalloca argument (V-S-69). */
#include "ir/verify.h"

#include <string.h>

/* a constant integer argument's value, sign-extended; false when it is none */
static bool
const_arg(const Inst *i, uint32_t k, int64_t *out)
{
	const Value *a = k < inst_call(i)->nargs ? inst_opnd(i, k) : NULL;
	if (!a || a->type->kind != TY_INT || (a->kind != VK_CINT && a->kind != VK_CZERO))
		return false;
	uint64_t w = a->kind == VK_CINT ? ((const ConstInt *)a)->w[0] : 0;
	unsigned bits = a->type->bits;
	if (bits < 64 && (w >> (bits - 1) & 1))
		w |= ~(uint64_t)0 << bits;
	*out = (int64_t)w;
	return true;
}

/* vector.extract / vector.insert (LLVM 14's experimental. names too): the
 * part and the whole share an element type, the index is a multiple of
 * the part's (minimum) length, and a part of the same kind (fixed or
 * scalable) as the whole fits in it; vector.splice's index lies in
 * [-VL, VL-1] */
static void
vector_part_call(VCtx *v, Inst *i, const char *name)
{
	const char *what = strstr(name, "vector.");
	const Type *whole, *part;
	int64_t idx;
	if (!what)
		return;
	bool extract = strncmp(what, "vector.extract.", 15) == 0, insert = strncmp(what, "vector.insert.", 14) == 0;
	if (extract || insert) {
		whole = extract ? (inst_call(i)->nargs ? inst_opnd(i, 0)->type : NULL) : i->ty->elem;
		part = extract ? i->ty->elem : (inst_call(i)->nargs > 1 ? inst_opnd(i, 1)->type : NULL);
		if (!whole || !part || whole->kind != TY_VECTOR || part->kind != TY_VECTOR ||
		    !const_arg(i, extract ? 1 : 2, &idx))
			return;
		const char *in = extract ? "llvm.vector.extract" : "llvm.vector.insert";
		if (whole->elem != part->elem)
			verify_failed(v, R_S_VECTOR_INTRIN, i, in, "the part and the whole have different element types");
		else if (idx < 0 || (uint64_t)idx % part->count)
			verify_failed(v, R_S_VECTOR_INTRIN, i, in, "the index is not a multiple of the part's length");
		else if ((whole->flags & TYF_SCALABLE) == (part->flags & TYF_SCALABLE) &&
			 (uint64_t)idx + part->count > whole->count)
			verify_failed(v, R_S_VECTOR_INTRIN, i, in, "the part overruns the whole");
		return;
	}
	if (strncmp(what, "vector.splice.", 14) == 0 && i->ty->elem->kind == TY_VECTOR && const_arg(i, 2, &idx)) {
		/* VL: the known minimum length (vscale_range's min times the
		 * lanes, as LLVM counts it for fixed vectors too) */
		int64_t vl = (int64_t)i->ty->elem->count * verify_vscale_min(v->m, v->f->fn_attrs);
		if (idx < -vl || idx >= vl)
			verify_failed(v, R_S_VECTOR_INTRIN, i, "llvm.vector.splice", "the index is outside [-VL, VL-1]");
	}
}

/* llvm.matrix.*: the rows and columns given (constants) match the vectors'
 * lengths, and the vectors share an element type */
static void
matrix_call(VCtx *v, Inst *i, const char *name)
{
	static const struct {
		const char *prefix;
		int8_t a, b, res;  /* operand of the first and second matrix, -1: none; res: the result is one */
		uint8_t rows, cols, inner; /* argument indices of the shape (inner: multiply's N) */
	} ops[] = {
		{"llvm.matrix.multiply.", 0, 1, 1, 2, 4, 3},
		{"llvm.matrix.transpose.", 0, -1, 1, 1, 2, 0},
		{"llvm.matrix.column.major.load.", -1, -1, 1, 3, 4, 0},
		{"llvm.matrix.column.major.store.", 0, -1, 0, 4, 5, 0},
	};
	for (size_t k = 0; k < countof(ops); k++) {
		if (strncmp(name, ops[k].prefix, strlen(ops[k].prefix)) != 0)
			continue;
		int64_t r, c, n = 0;
		if (!const_arg(i, ops[k].rows, &r) || !const_arg(i, ops[k].cols, &c) ||
		    (ops[k].inner && !const_arg(i, ops[k].inner, &n)))
			return; /* not constants: immarg's business */
		const Type *ta = ops[k].a >= 0 ? inst_opnd(i, (uint32_t)ops[k].a)->type : NULL;
		const Type *tb = ops[k].b >= 0 ? inst_opnd(i, (uint32_t)ops[k].b)->type : NULL;
		const Type *tr = ops[k].res ? i->ty->elem : NULL;
		bool multiply = ops[k].inner != 0;
		/* expected lengths: multiply A r*n, B n*c, result r*c; transpose A r*c, result c*r */
		int64_t la = multiply ? r * n : r * c, lb = n * c, lr = r * c;
		const char *bad = NULL;
		if ((ta && (ta->kind != TY_VECTOR || (int64_t)ta->count != la)) ||
		    (tb && (tb->kind != TY_VECTOR || (int64_t)tb->count != lb)) ||
		    (tr && (tr->kind != TY_VECTOR || (int64_t)tr->count != lr)))
			bad = "the rows and columns do not match the vectors' lengths";
		else if ((ta && tr && ta->elem != tr->elem) || (tb && tr && tb->elem != tr->elem) ||
			 (ta && tb && ta->elem != tb->elem))
			bad = "the matrices have different element types";
		if (bad)
			verify_failed(v, R_S_VECTOR_INTRIN, i, "llvm.matrix", bad);
		return;
	}
}

/* Rules of intrinsics ehi knows by name only (their signatures are not in
 * the table above). */
void
verify_named_intrinsic(VCtx *v, Inst *i, const char *name)
{
	if (strncmp(name, "llvm.matrix.", 12) == 0)
		matrix_call(v, i, name);
	if (strncmp(name, "llvm.aarch64.neon.", 18) == 0)
		verify_neon_call(v, i, name);
	if (strncmp(name, "llvm.experimental.gc.", 21) == 0)
		verify_gc_call(v, i, verify_callee_fn(i));
	/* llvm.assume's bundles name attributes (or "ignore", "separate_storage") */
	for (uint32_t k = 0; strcmp(name, "llvm.assume") == 0 && k < inst_call(i)->nbundles; k++) {
		const char *tag = inst_call(i)->bundles[k].tag;
		if (tag && strcmp(tag, "ignore") && strcmp(tag, "separate_storage") &&
		    !ir_attribute_name_known(tag, strlen(tag))) {
			verify_failed(v, R_S_ASSUME_TAG, i, tag);
			break;
		}
	}
	if (strncmp(name, "llvm.vector.", 12) == 0 || strncmp(name, "llvm.experimental.vector.", 25) == 0)
		vector_part_call(v, i, name);
	static const struct {
		const char *prefix;
		uint32_t align_arg;
	} masked[] = {{"llvm.masked.load.", 1}, {"llvm.masked.store.", 2}};
	if (strcmp(name, "llvm.experimental.noalias.scope.decl") == 0)
		verify_scope_decl(v, i);
	if (strcmp(name, "llvm.gcroot") == 0 && !v->f->gc)
		verify_failed(v, R_S_GCROOT_NO_GC, i);
	for (size_t k = 0; k < countof(masked); k++) {
		if (strncmp(name, masked[k].prefix, strlen(masked[k].prefix)) != 0 ||
		    inst_call(i)->nargs <= masked[k].align_arg)
			continue;
		const Value *a = inst_opnd(i, masked[k].align_arg);
		uint64_t al = a->kind == VK_CINT ? ((const ConstInt *)a)->w[0] : 0;
		if (a->type->kind != TY_INT || !al || (al & (al - 1)))
			verify_failed(v, R_S_MASKED_ALIGN, i, masked[k].prefix);
	}
}

/* an inalloca argument that is an alloca (offsets and casts stripped) is
 * one made for that: `alloca inalloca` */
void
verify_inalloca_arg(VCtx *v, Inst *i)
{
	const CallInfo *ci = inst_call(i);
	for (uint32_t k = 0; ci->arg_attrs && k < ci->nargs; k++) {
		if (!attrs_has(v->m, ci->arg_attrs[k], ATTR_INALLOCA))
			continue;
		const Value *a = verify_strip_casts(inst_opnd(i, k), true);
		while (a->kind == VK_INST && (inst_op((const Inst *)a) == OP_BITCAST ||
					      inst_op((const Inst *)a) == OP_ADDRSPACECAST))
			a = inst_opnd((const Inst *)a, 0);
		if (a->kind == VK_INST && inst_op((const Inst *)a) == OP_ALLOCA &&
		    !(((const Inst *)a)->u.flags & IF_INALLOCA))
			verify_failed(v, R_S_INALLOCA_ALLOCA, i);
	}
}

/* V-S-79: the arguments of an inline asm call against its constraints:
 * one for an indirect constraint is a pointer whose call site names the
 * pointee with `elementtype` (LLVM 14 too), and only such one has it;
 * label constraints only in a callbr, one per indirect destination (the
 * count is checked when there are labels: LLVM 14's callbr passes its
 * destinations as blockaddress arguments instead). */
void
verify_asm_call(VCtx *v, Inst *i)
{
	const InlineAsm *a = (const InlineAsm *)inst_callee(i);
	const CallInfo *ci = inst_call(i);
	/* label constraints (LLVM 19) are a callbr's indirect destinations */
	uint32_t labels = asm_constraint_labels(a, v->m->llvm);
	if (labels && inst_op(i) != OP_CALLBR)
		verify_failed(v, R_S_ASM_OPERAND, i, "label constraints belong to callbr only");
	else if (labels && labels != ci->nindirect)
		verify_failed(v, R_S_ASM_OPERAND, i, "the label constraints are not as many as the callbr's indirect destinations");
	bool ind;
	for (uint32_t k = 0; k < ci->nargs && asm_constraint_arg(a, k, v->m->llvm, &ind); k++) {
		bool et = ci->arg_attrs && attrs_has(v->m, ci->arg_attrs[k], ATTR_ELEMENTTYPE);
		const char *bad = !ind ? (et ? "elementtype belongs to indirect constraints only" : NULL)
			    : inst_opnd(i, k)->type->kind != TY_PTR ? "an indirect constraint's operand must be a pointer"
			    : !et ? "an indirect constraint's operand needs an elementtype attribute" : NULL;
		if (bad) {
			verify_failed(v, R_S_ASM_OPERAND, i, bad);
			break;
		}
	}
}
