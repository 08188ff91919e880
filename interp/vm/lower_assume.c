/* lower_assume.c — llvm.assume's operand bundles (LangRef, "Assume
 * Operand Bundles"): `"align"(ptr %p, i64 A)`, `"nonnull"(ptr %p)` and
 * `"dereferenceable"(ptr %p, i64 N)` assume what the attributes of those
 * names promise of %p; an assumption that does not hold is undefined
 * behaviour, as llvm.assume of false is (X-UB-9).  One op per bundle
 * before the call (INTRIN_ASSUME, vm/ubcheck.c); other tags, the form of
 * "align" with an offset, and a poison pointer are not checked. */
#include "vm/lower.h"
#include "vm/vm_ops.h"

#include <string.h>

void
lw_assume_bundles(Lowerer *L, const Inst *i)
{
	const Value *c = inst_callee(i);
	const CallInfo *ci = inst_call(i);
	if (!ci->nbundles || c->kind != VK_FUNCTION || !((const Function *)c)->g.u.v.name ||
	    strcmp(((const Function *)c)->g.u.v.name, "llvm.assume"))
		return;
	for (uint32_t k = 0; k < ci->nbundles; k++) {
		const Bundle *b = &ci->bundles[k];
		uint8_t kind = !strcmp(b->tag, "nonnull") && b->n == 1		? ASSUME_NONNULL
			       : !strcmp(b->tag, "align") && b->n == 2		? ASSUME_ALIGN
			       : !strcmp(b->tag, "dereferenceable") && b->n == 2 ? ASSUME_DEREF
										 : 0;
		const Value *p = kind ? inst_opnd(i, b->first) : NULL;
		if (!kind || p->type->kind != TY_PTR)
			continue;
		const Value *n = b->n > 1 ? inst_opnd(i, b->first + 1) : NULL;
		if (n && (n->type->kind != TY_INT || n->type->bits > 64))
			continue;
		Op *o = lw_emit(L, OPC_INTRIN, 0, lw_slot_of(L, p), n ? lw_slot_of(L, n) : 0);
		o->f = INTRIN_ASSUME;
		o->w = kind;
		o->x.k = n ? n->type->bits : 0;
	}
}
