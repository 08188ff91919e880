/* pers_itanium.c — the successive-unwind personalities: the Itanium C++
 * one (__gxx_personality_v0) and its relatives, at the level of the IR.
 *
 * A landingpad's clauses stand for the LSDA's action chain: they are
 * tried in order; `catch T` handles an exception T catches (RTTI rules,
 * rtti.c), `catch null` everything, `filter [T...]` handles (with a
 * negative selector) an exception that none of its types catches, and
 * `cleanup` makes the pad worth entering in phase 2 even when nothing
 * handles the exception here.  A plain call in a function with this
 * personality has a call-site entry without a pad (the exception passes)
 * unless the call cannot unwind: then there is no entry, and the
 * personality terminates (SPEC.md EH-U-3).
 *
 * SJLJ (armv7 Apple), ARM EHABI (armv7 Linux) and SEH-hosted MinGW differ
 * in how the tables are found and how the unwinder runs, not in what an
 * IR program observes: they share this code (SPEC.md, EH-U-9).  The C
 * personality (__gcc_personality_v0) has no handlers: it only runs pads
 * as cleanups and never terminates. */
#include "eh/personality.h"
#include "eh/rtti.h"

#include <string.h>

/* a filter clause's type list: its constant array read as pointers */
uint32_t eh_filter_types(VM *vm, const Value *filter, uint64_t *out, uint32_t max);
uint32_t
eh_filter_types(VM *vm, const Value *filter, uint64_t *out, uint32_t max)
{
	const Type *t = filter->type;
	uint32_t n = t->kind == TY_ARRAY ? (uint32_t)t->count : 0;
	if (!n)
		return 0;
	uint64_t size = dl_type_size(&vm->dl, t);
	uint8_t *img = xcalloc(1, size + 8);
	char err[256];
	if (!vm_const_bytes(vm, filter, img, err, sizeof err)) {
		free(img);
		vm_fail(vm, R_ERROR, "landingpad filter: %s", err);
	}
	uint32_t k;
	for (k = 0; k < n && k < max; k++)
		out[k] = mem_read_uint(img + (uint64_t)k * vm->ptr_bytes, vm->ptr_bytes, vm->big_endian);
	free(img);
	return k;
}

/* the call's attributes and its callee's are in the attribute groups of
 * the module the calling frame's function comes from (a library linked
 * with the program has its own) */
static bool
call_is_nounwind(VM *vm, const Frame *fr, const CallSite *cs)
{
	const Inst *i = cs->inst;
	const CallInfo *ci = inst_call(i);
	Module *m = vm_module_of(vm, fr->lf->fn);
	if (ci && attrs_has(m, ci->fn_attrs, ATTR_NOUNWIND))
		return true;
	const Value *callee = inst_callee(i);
	return callee->kind == VK_FUNCTION && attrs_has(m, ((const Function *)callee)->fn_attrs, ATTR_NOUNWIND);
}

PersAnswer
itanium_frame(PersQuery *q)
{
	VM *vm = q->vm;
	EhException *x = q->x;
	EhSite *site = q->site;
	if (!q->pad) {
		if (site->nounwind < 0)
			site->nounwind = call_is_nounwind(vm, q->fr, q->cs);
		if (site->nounwind) {
			q->why = "the call is nounwind: no call-site entry";
			q->rule = R_EH_U_3;
			return PA_TERMINATE;
		}
		q->why = "a call without a landing pad";
		return PA_CONTINUE;
	}
	const Inst *lp = q->pad;
	const Function *f = lp->parent->parent;
	bool cleanup = lp->u.flags & IF_CLEANUP;
	if (q->phase == 2 && !x->forced) {
		/* frames above the handler: only cleanups are entered */
		q->selector = 0;
		q->why = cleanup ? "cleanup" : "no cleanup";
		return cleanup ? PA_CLEANUP : PA_CONTINUE;
	}
	const uint8_t *kinds = lp->x;
	for (uint32_t k = 0; k < lp->u.nops; k++) {
		const Value *c = inst_opnd(lp, k);
		EhClause *cl = &site->clauses[k];
		if (!cl->decoded) {
			if (kinds[k] == LP_CATCH) {
				cl->ti = eh_const_addr(vm, c);
			} else {
				uint64_t types[64];
				cl->nfilter = eh_filter_types(vm, c, types, 64);
				cl->filter = arena_alloc(&vm->arena, (cl->nfilter ? cl->nfilter : 1) * sizeof *types);
				memcpy(cl->filter, types, cl->nfilter * sizeof *types);
			}
			cl->decoded = true;
		}
		if (kinds[k] == LP_CATCH) {
			uint64_t ti = cl->ti, adj = x->obj;
			/* (forced unwinding: only catch (...), EH-U-18) */
			if (ti && (x->foreign || x->forced || !rtti_can_catch(vm, ti, x->type, x->obj, &adj)))
				continue;
			if (!cl->sel_known) {
				cl->sel = eh_typeid(vm, f, ti);
				cl->sel_known = true;
			}
			q->selector = cl->sel;
			q->adjusted = adj;
			q->why_kind = WHY_CATCH;
			q->why_ti = ti;
			return PA_HANDLER;
		}
		if (x->forced) {
			/* libstdc++ tests the magic __forced_unwind type, which
			 * no specification allows: std::unexpected, terminate */
			q->why = "forced unwinding reaches an exception specification";
			q->rule = R_EH_U_19;
			return PA_TERMINATE;
		}
		/* a filter handles what it does not allow; a foreign exception
		 * is allowed by any non-empty filter (no object to test) */
		const uint64_t *types = cl->filter;
		uint32_t n = cl->nfilter;
		bool allowed = false;
		if (x->foreign) {
			allowed = n > 0;
		} else {
			for (uint32_t j = 0; j < n && !allowed; j++) {
				uint64_t adj;
				allowed = types[j] && rtti_can_catch(vm, types[j], x->type, x->obj, &adj);
			}
		}
		if (allowed)
			continue;
		if (!cl->sel_known) {
			cl->sel = eh_filterid(vm, f, c);
			cl->sel_known = true;
		}
		q->selector = cl->sel;
		q->filter = c;
		q->adjusted = x->obj;
		q->why = n ? "filter: the exception specification does not allow it" : "empty filter (throw())";
		return PA_HANDLER;
	}
	if (x->forced && cleanup) {
		q->selector = 0;
		q->why = "cleanup";
		return PA_CLEANUP;
	}
	q->why = cleanup ? "only a cleanup (entered in phase 2)" : "no clause matches";
	return PA_CONTINUE;
}

/* C: no handlers; any pad is a cleanup; a call without a pad passes */
PersAnswer
gcc_frame(PersQuery *q)
{
	if (!q->pad || q->phase == 1) {
		q->why = q->pad ? "C frames only clean up" : "a call without a landing pad";
		return PA_CONTINUE;
	}
	q->selector = 0;
	q->why = "cleanup";
	return PA_CLEANUP;
}
