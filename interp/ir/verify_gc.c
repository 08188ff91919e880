/* verify_gc.c — the operand layout of LLVM's statepoint intrinsics
 * (V-S-75 .. 77): llvm.experimental.gc.statepoint, gc.relocate and
 * gc.result, the facts of LLVM's Verifier (visitIntrinsicCall and
 * verifyStatepoint).
 *
 * A statepoint's arguments: id (i64), patch bytes (i32), the target, the
 * number N of call arguments (i32), flags (i32), the N call arguments,
 * then two counts that must be 0 (transition and deopt operands now travel
 * in bundles), so 7 + N in all.  The target's function type is its
 * pointee with typed pointers (LLVM 14) and the `elementtype` attribute
 * of that argument with opaque ones (LLVM 19). */
#include "ir/verify.h"

#include <string.h>

/* a ConstantInt argument's value (zero-extended); false when it is none */
static bool
const_int_arg(const Value *a, uint64_t *out)
{
	if (a->type->kind != TY_INT || (a->kind != VK_CINT && a->kind != VK_CZERO))
		return false;
	*out = a->kind == VK_CINT ? ((const ConstInt *)a)->w[0] : 0;
	return true;
}

/* its value as LLVM's getSExtValue would give it */
static int64_t
sext(const Value *a, uint64_t w)
{
	unsigned bits = a->type->bits;
	if (bits < 64 && (w >> (bits - 1) & 1))
		w |= ~(uint64_t)0 << bits;
	return (int64_t)w;
}

static bool
named(const Function *f, const char *prefix)
{
	size_t l = strlen(prefix);
	return f && f->g.u.v.name && strncmp(f->g.u.v.name, prefix, l) == 0 &&
	       (!f->g.u.v.name[l] || f->g.u.v.name[l] == '.');
}

/* a call or invoke of llvm.experimental.gc.statepoint, else NULL */
static const Inst *
as_statepoint(const Value *val)
{
	if (val->kind != VK_INST)
		return NULL;
	const Inst *i = (const Inst *)val;
	if (inst_op(i) != OP_CALL && inst_op(i) != OP_INVOKE)
		return NULL;
	const Function *f = verify_callee_fn(i);
	return f && f->is_decl && named(f, "llvm.experimental.gc.statepoint") ? i : NULL;
}

/* the wrapped callee's function type, or NULL */
static const Type *
target_type(const VCtx *v, const Inst *sp)
{
	const CallInfo *ci = inst_call(sp);
	if (ci->nargs < 3)
		return NULL;
	const Type *t = inst_opnd(sp, 2)->type;
	if (!v->m->opaque_ptrs)
		return t->kind == TY_PTR && t->elem && t->elem->kind == TY_FUNC ? t->elem : NULL;
	const Attr *a = ci->arg_attrs ? attrs_get(v->m, ci->arg_attrs[2], ATTR_ELEMENTTYPE) : NULL;
	return a && a->type && a->type->kind == TY_FUNC ? a->type : NULL;
}

static void
statepoint(VCtx *v, Inst *i)
{
	const CallInfo *ci = inst_call(i);
	uint64_t w;
	VCHECK(v, v->f->gc, R_S_GC_NO_STRATEGY, i, "gc.statepoint");
	VCHECK(v, ci->nargs >= 5, R_S_STATEPOINT, i, "takes at least 5 arguments");
	VCHECK(v, const_int_arg(inst_opnd(i, 1), &w), R_S_STATEPOINT, i,
	       "number of patchable bytes must be a constant integer");
	VCHECK(v, sext(inst_opnd(i, 1), w) >= 0, R_S_STATEPOINT, i, "number of patchable bytes must not be negative");
	const Type *fty = target_type(v, i);
	VCHECK(v, fty, R_S_STATEPOINT, i,
	       v->m->opaque_ptrs ? "the callee argument needs an elementtype attribute naming a function type"
				 : "the callee must be of function pointer type");
	VCHECK(v, const_int_arg(inst_opnd(i, 3), &w), R_S_STATEPOINT, i,
	       "number of call arguments must be a constant integer");
	int64_t ncall = sext(inst_opnd(i, 3), w);
	VCHECK(v, ncall >= 0, R_S_STATEPOINT, i, "number of call arguments must not be negative");
	if (fty->flags & TYF_VARARG) {
		VCHECK(v, ncall >= fty->nsub, R_S_STATEPOINT, i, "fewer call arguments than the vararg callee's parameters");
		VCHECK(v, fty->elem->kind == TY_VOID, R_S_STATEPOINT, i, "a vararg callee must return void");
	} else {
		VCHECK(v, ncall == fty->nsub, R_S_STATEPOINT, i, "number of call arguments differs from the callee's parameters");
	}
	VCHECK(v, const_int_arg(inst_opnd(i, 4), &w), R_S_STATEPOINT, i, "flags must be a constant integer");
	VCHECK(v, (w & ~(uint64_t)3) == 0, R_S_STATEPOINT, i, "unknown flag in the flags argument");
	for (uint32_t k = 0; k < fty->nsub && 5 + k < ci->nargs; k++)
		VCHECK(v, inst_opnd(i, 5 + k)->type == fty->sub[k], R_S_STATEPOINT, i,
		       "a call argument does not match the callee's parameter type");
	/* the transition and deopt counts, each 0 (LLVM's deprecated inline forms) */
	static const char *const counts[] = {"transition", "deoptimization"};
	for (uint32_t k = 0; k < 2; k++) {
		uint64_t at = 5 + (uint64_t)ncall + k;
		VCHECK(v, at < ci->nargs, R_S_STATEPOINT, i, "takes 7 arguments and the call arguments");
		VCHECK(v, const_int_arg(inst_opnd(i, (uint32_t)at), &w), R_S_STATEPOINT, i,
		       k ? "number of deoptimization arguments must be a constant integer"
			 : "number of transition arguments must be a constant integer");
		if (w != 0) {
			verify_failed(v, R_S_STATEPOINT_INLINE, i, counts[k]);
			return;
		}
	}
	VCHECK(v, ci->nargs == 7 + (uint64_t)ncall, R_S_STATEPOINT, i, "too many arguments (7 and the call arguments)");
}

/* the block's one predecessor (several edges from it count once), or NULL */
static const Block *
unique_pred(const VCtx *v, const Block *b)
{
	const Block *p = NULL;
	for (uint32_t k = v->pred_at[b->index]; k < v->pred_at[b->index + 1]; k++) {
		if (p && v->pred[k] != p)
			return NULL;
		p = v->pred[k];
	}
	return p;
}

static void
relocate(VCtx *v, Inst *i)
{
	const CallInfo *ci = inst_call(i);
	VCHECK(v, ci->nargs == 3, R_S_GC_RELOCATE, i, "takes 3 arguments");
	const Type *rt = i->ty->elem;
	VCHECK(v, type_scalar(rt)->kind == TY_PTR, R_S_GC_RELOCATE, i, "must return a pointer or a vector of pointers");
	/* on an invoke's unwind path the token is the landingpad, whose one
	 * predecessor ends in the statepoint; else it is the statepoint */
	const Value *tok = inst_opnd(i, 0);
	const Inst *sp;
	if (tok->kind == VK_INST && inst_op((const Inst *)tok) == OP_LANDINGPAD) {
		const Block *pb = unique_pred(v, ((const Inst *)tok)->parent);
		VCHECK(v, pb, R_S_GC_RELOCATE, i, "the landingpad of a statepoint has one predecessor");
		sp = block_terminator(pb) ? as_statepoint(&block_terminator(pb)->u.v) : NULL;
		VCHECK(v, sp, R_S_GC_RELOCATE, i, "the landingpad's predecessor does not end in a statepoint");
	} else {
		sp = as_statepoint(tok);
		VCHECK(v, sp, R_S_GC_RELOCATE, i, "the token is not a statepoint's");
	}
	uint64_t base, derived;
	VCHECK(v, const_int_arg(inst_opnd(i, 1), &base), R_S_GC_RELOCATE, i, "the base index must be a constant integer");
	VCHECK(v, const_int_arg(inst_opnd(i, 2), &derived), R_S_GC_RELOCATE, i,
	       "the derived index must be a constant integer");
	/* the indices name "gc-live" operands, or without that bundle the
	 * statepoint's arguments */
	const CallInfo *sci = inst_call(sp);
	const Bundle *live = NULL;
	for (uint32_t k = 0; k < sci->nbundles; k++)
		if (sci->bundles[k].tag && strcmp(sci->bundles[k].tag, "gc-live") == 0)
			live = &sci->bundles[k];
	uint32_t first = live ? live->first : 0, n = live ? live->n : sci->nargs;
	if (live) {
		VCHECK(v, base < n, R_S_GC_RELOCATE, i, "the base index is past the statepoint's gc-live operands");
		VCHECK(v, derived < n, R_S_GC_RELOCATE, i, "the derived index is past the statepoint's gc-live operands");
	}
	/* (LLVM reads past the arguments there; ehi says so) */
	VCHECK(v, derived < n, R_S_GC_RELOCATE, i, "the derived index is past the statepoint's arguments");
	const Type *dt = inst_opnd(sp, first + (uint32_t)derived)->type;
	VCHECK(v, type_scalar(dt)->kind == TY_PTR, R_S_GC_RELOCATE, i, "the relocated value must be a pointer or a vector of pointers");
	VCHECK(v, (rt->kind == TY_VECTOR) == (dt->kind == TY_VECTOR), R_S_GC_RELOCATE, i,
	       "a vector relocates to a vector, a pointer to a pointer");
	VCHECK(v, type_scalar(rt)->bits == type_scalar(dt)->bits, R_S_GC_RELOCATE, i,
	       "relocating a pointer does not change its address space");
}

static void
result(VCtx *v, Inst *i)
{
	VCHECK(v, v->f->gc, R_S_GC_NO_STRATEGY, i, "gc.result");
	const CallInfo *ci = inst_call(i);
	const Inst *sp = ci->nargs ? as_statepoint(inst_opnd(i, 0)) : NULL;
	VCHECK(v, sp, R_S_GC_RESULT, i, "its operand must be a statepoint's token");
	const Type *fty = target_type(v, sp);
	VCHECK(v, !fty || i->ty->elem == fty->elem, R_S_GC_RESULT, i, "its type must be the wrapped callee's return type");
}

void
verify_gc_call(VCtx *v, Inst *i, const Function *f)
{
	if (named(f, "llvm.experimental.gc.statepoint"))
		statepoint(v, i);
	else if (named(f, "llvm.experimental.gc.relocate"))
		relocate(v, i);
	else if (named(f, "llvm.experimental.gc.result"))
		result(v, i);
}
