/* lower_fmf.c — the check of an instruction's fast-math flags nnan and
 * ninf (LangRef: an operand or a result that is a NaN, an infinity,
 * gives poison): only flagged instructions get it, as an op after their
 * own (INTRIN_FASTMATH, vm/ubcheck.c), so unflagged float code pays
 * nothing.  The terms are the float operands (fadd to frem, fneg, fcmp,
 * select's two values, a call's float arguments) and the float result
 * (not fcmp's; a phi has only its result, which is one of its incoming
 * values).  Formats: every float format, and vectors of half, bfloat,
 * float and double. */
#include "vm/lower.h"
#include "vm/vm_ops.h"

/* the term of a value of type t in register s; false: not a type the
 * check reads (a vector of x86_fp80, fp128 or ppc_fp128, an array) */
static bool
fmf_term(const Type *t, uint32_t s, FmfTerm *out)
{
	const Type *e = type_scalar(t);
	if (!type_is_fp(e))
		return false;
	if (t->kind == TY_VECTOR && ((t->flags & TYF_SCALABLE) || t->count > UINT32_MAX ||
				     (e->kind != TY_HALF && e->kind != TY_BFLOAT && e->kind != TY_FLOAT && e->kind != TY_DOUBLE)))
		return false;
	*out = (FmfTerm){.slot = s, .lanes = t->kind == TY_VECTOR ? (uint32_t)t->count : 0,
			 .fpk = (uint8_t)fp_kind_of_type(e)};
	return true;
}

/* the operands the flags speak of: [*first, *end) */
static void
fmf_operands(const Inst *i, uint32_t *first, uint32_t *end)
{
	switch (inst_op(i)) {
	case OP_PHI: *first = *end = 0; break;
	case OP_SELECT: *first = 1, *end = 3; break;
	case OP_CALL: *first = 0, *end = inst_call(i)->nargs; break;
	default: *first = 0, *end = i->u.nops; break;
	}
}

FmfCheck *
lw_fastmath_before(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	if (op == OP_CALL && (i->u.flags & IF_MUSTTAIL))
		return NULL; /* (its result is the caller's: no op runs after it) */
	uint32_t first, end;
	fmf_operands(i, &first, &end);
	FmfCheck *c = arena_alloc(&L->vm->arena, sizeof *c + (end - first + 1) * sizeof(FmfTerm));
	c->classes = (uint16_t)((i->fmf & FMF_NNAN ? 0x003 : 0) | (i->fmf & FMF_NINF ? 0x204 : 0));
	c->nterms = 1;
	const Type *rt = i->u.v.type;
	uint32_t d = UINT32_MAX, nd = 0;
	if (rt->kind != TY_VOID) {
		d = lw_slot_of(L, &i->u.v);
		nd = type_slots(L->vm, rt);
	}
	const Type *re = type_scalar(rt);
	if (op == OP_FCMP && re->kind == TY_INT)
		c->t[0] = (FmfTerm){.slot = d, .lanes = rt->kind == TY_VECTOR ? (uint32_t)rt->count : 0,
				    .fpk = FK__COUNT};
	else if (d == UINT32_MAX || !fmf_term(rt, d, &c->t[0]))
		c->t[0] = (FmfTerm){.slot = UINT32_MAX};
	for (uint32_t k = first; k < end && c->nterms < 255; k++) {
		const Value *v = inst_opnd(i, k);
		FmfTerm t;
		if (!fmf_term(v->type, lw_slot_of(L, v), &t))
			continue;
		/* the check reads the operands after the instruction's ops: an
		 * operand in the result's registers (a promoted x = x + 1.0)
		 * is copied first */
		uint32_t n = type_slots(L->vm, v->type);
		if (d != UINT32_MAX && t.slot < d + nd && d < t.slot + n) {
			uint32_t tmp = lw_new_slots(L, n);
			Op *o = lw_emit(L, n == 1 ? OPC_MOV : OPC_MOVN, tmp, t.slot, 0);
			o->x.k = n;
			t.slot = tmp;
		}
		c->t[c->nterms++] = t;
	}
	if (c->t[0].slot == UINT32_MAX && c->nterms == 1)
		return NULL;
	return c;
}

void
lw_fastmath_after(Lowerer *L, FmfCheck *c)
{
	if (c->t[0].slot == UINT32_MAX)
		return; /* (a void call: nothing to make poison) */
	Op *o = lw_emit(L, OPC_INTRIN, c->t[0].slot, 0, 0);
	o->f = INTRIN_FASTMATH;
	o->x.p = c;
}
