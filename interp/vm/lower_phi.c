/* lower_phi.c — a loop's next value computed straight into its phi's
 * register, so the back edge copies nothing (-O2 loops are single
 * blocks of register arithmetic whose phis take values made in the
 * block itself: without this each iteration ends in one MOV per phi).
 *
 * Value v of block B gets the register of phi p of B when p takes v on
 * the edge B -> B, and from v's definition on p's old value is dead:
 *   - every use of p is an instruction of B at or before v (v itself
 *     reads its operands before it writes), none a phi (a phi reads p on
 *     an edge, after v), and none an instruction whose reads the
 *     lowering moves later (a compare fused into the branch, a
 *     getelementptr folded into the access after it, a cast that shares
 *     its operand's slot): their own uses must then pass the same test;
 *   - so p is not live out of B, and no path leaves v's definition and
 *     reads p again without running B from its top, which writes p on
 *     the way in and v before anything of B reads v's register again.
 * v is one of the plain ops that read all their operands before they
 * write their one result slot.  Only with opt (a debugger and
 * --trace=exec see one register per value), and not in a function that
 * calls setjmp (a longjmp resumes after the call with registers as they
 * are then, which need not be as their values were at the setjmp). */
#include "vm/lower.h"

#include <string.h>

/* instructions whose op reads its operands where the instruction is and
 * writes one register last */
static bool
plain_op(Opcode op)
{
	switch (op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_UDIV: case OP_SDIV: case OP_UREM: case OP_SREM:
	case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR: case OP_XOR:
	case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV:
	case OP_ICMP: case OP_SELECT: case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_PTRTOINT:
	case OP_INTTOPTR: case OP_GETELEMENTPTR: case OP_LOAD:
		return true;
	default:
		return false;
	}
}

/* ... and those the lowering may fold into a later op (which then reads
 * their operands) */
static bool
may_fold_later(Opcode op)
{
	switch (op) {
	case OP_ICMP: case OP_SELECT: case OP_GETELEMENTPTR: case OP_TRUNC: case OP_ZEXT: case OP_SEXT:
	case OP_PTRTOINT: case OP_INTTOPTR: case OP_BITCAST: case OP_ADDRSPACECAST:
		return true;
	default:
		return false;
	}
}

/* a one-register scalar (the types whose ops above write one slot) */
static bool
one_reg(VM *vm, const Type *t)
{
	return ((t->kind == TY_INT && t->bits <= 64) || t->kind == TY_PTR || t->kind == TY_FLOAT ||
		t->kind == TY_DOUBLE) && type_slots(vm, t) == 1;
}

/* every read of x's register happens in v's block at or before v */
static bool
reads_end_by(const Value *x, const Inst *v, int depth)
{
	for (const Use *u = x->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST || ui->parent != v->parent || inst_op(ui) == OP_PHI ||
		    ui->order > v->order)
			return false;
		if (ui != v && may_fold_later(inst_op(ui)) && (depth == 0 || !reads_end_by(&ui->u.v, v, depth - 1)))
			return false;
	}
	return true;
}

bool
lw_phis_may_share(const Function *f)
{
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next) {
			if (inst_op(i) != OP_CALL && inst_op(i) != OP_INVOKE)
				continue;
			const Value *c = inst_callee(i);
			if (c->kind != VK_FUNCTION && c->kind != VK_ALIAS)
				continue;
			if (c->name && strstr(c->name, "setjmp"))
				return false;
		}
	return true;
}

uint32_t
lw_phi_slot(Lowerer *L, const Inst *v)
{
	const Block *b = v->parent;
	if (!L->opt || !plain_op(inst_op(v)) || !one_reg(L->vm, v->u.v.type))
		return UINT32_MAX;
	for (const Use *u = v->u.v.uses; u; u = u->next) {
		const Inst *p = (const Inst *)u->user;
		if (!p || p->u.v.kind != VK_INST || inst_op(p) != OP_PHI || p->parent != b)
			continue;
		/* v must be p's value on the edge from b itself */
		uint32_t k = (uint32_t)(u - p->u.ops);
		if (k + 1 >= p->u.nops || (const Block *)inst_opnd(p, k + 1) != b)
			continue;
		if (!reads_end_by(&p->u.v, v, 3))
			continue;
		SlotEntry *e;
		const Value *pv = &p->u.v;
		HASH_FIND_PTR(L->slots, &pv, e);
		if (!e)
			continue;
		return e->slot;
	}
	return UINT32_MAX;
}
