/* pers_funclet.c — the funclet personalities: MSVC C++
 * (__CxxFrameHandler3, and __CxxFrameHandler4, whose tables differ but
 * whose meaning at the level of the IR is the same) and wasm
 * (__gxx_wasm_personality_v0).
 *
 * The unwinder walks a frame's pads itself (funclet.c, unwind.c); a
 * personality answers one question at a catchswitch: which of its
 * catchpads takes the exception (PA_HANDLER, q->catchpad), if any.
 *
 * MSVC asks it in phase 1: a catchpad's arguments are [TypeDescriptor*,
 * adjectives, catch object slot], matched against the ThrowInfo's
 * catchable types (msvcrt.c).  wasm has no phase 1: the unwinder asks as
 * it arrives.  A wasm catchpad of type infos catches every C++ exception
 * (wasm's `catch` of the C++ tag) with the selector of the first type
 * that matches, or 0, and the code in the pad compares and rethrows; a
 * catchpad whose only argument is null (`catch_all`) takes anything,
 * foreign exceptions too. */
#include "eh/personality.h"
#include "eh/msvc.h"
#include "eh/rtti.h"
#include "eh/seh.h"

#include <string.h>

/* the catchpad in each handler block of catchswitch cs, in order */
static const Inst *
handler_pad(const Inst *cs, uint32_t k)
{
	return block_first_non_phi((const Block *)inst_opnd(cs, 1 + k));
}

static uint32_t
handler_count(const Inst *cs)
{
	return cs->u.nops - 1 - ((cs->u.flags & IF_HAS_UNWIND) ? 1 : 0);
}

/* EH-F-10: the exception reached catchswitch cs, whose every catchpad
 * the personality considers; one whose operands it cannot read (V-P-5..7,
 * which LLVM's verifier accepts) leaves the catchswitch without meaning
 * (LLVM's WinEHPrepare, PR #222181, makes such a catchswitch unreachable) */
static void
check_catchpads(VM *vm, const Inst *cs, PersFamily fam)
{
	for (uint32_t k = 0; k < handler_count(cs); k++) {
		const Inst *cp = handler_pad(cs, k);
		if (!cp || inst_op(cp) != OP_CATCHPAD || ir_catchpad_fits(cp, fam))
			continue;
		Buf b = {0}, c = {0};
		print_value_ref(&b, &cp->u.v);
		print_value_ref(&c, &cs->u.v);
		char cpn[160], csn[160]; /* (vm_fail does not return: nothing may stay allocated) */
		snprintf(cpn, sizeof cpn, "%s", b.s ? b.s : "?");
		snprintf(csn, sizeof csn, "%s", c.s ? c.s : "?");
		buf_free(&b);
		buf_free(&c);
		uint32_t line = 0, col = 0;
		const char *file = vm_inst_source(vm, cp, &line, &col);
		const Value *pers = fn_personality(cp->parent->parent);
		vm_fail(vm, R_EH_F_10,
			"the exception reaches catchswitch %s, whose catchpad %s (%s:%u:%u) has operands %s%s cannot "
			"read (V-P-5..7)",
			csn, cpn, file ? file : "?", line, col, pers && pers->name ? "@" : "",
			pers && pers->name ? pers->name : "its personality");
	}
}

/* EH-SEH-9: an SEH exception (RaiseException, a fault) reaches a C++
 * catchswitch: typed catches never take it; catch(...) does only when
 * compiled for asynchronous exceptions (/EHa, clang -fasync-exceptions:
 * adjectives without HT_IsStdDotDot 0x40); clang's default, like /EHs,
 * marks catch(...) 0x40: C++ exceptions only, and a frame of that model
 * passes an SEH exception by altogether (no cleanup either: unwind.c
 * asks seh_cxx_frame_async). */
static PersAnswer
seh_through_cxx(PersQuery *q)
{
	const Inst *cs = q->pad;
	if (!seh_cxx_frame_async(cs->parent->parent)) {
		q->why = "an SEH exception passes a C++ frame of the synchronous model";
		return PA_CONTINUE;
	}
	for (uint32_t k = 0; k < handler_count(cs); k++) {
		const Inst *cp = handler_pad(cs, k);
		if (!cp || inst_op(cp) != OP_CATCHPAD || cp->u.nops < 3)
			continue;
		const Value *td = inst_opnd(cp, 1), *adj = inst_opnd(cp, 2);
		if ((td->kind != VK_CNULL && td->kind != VK_CZERO) || (adj->kind != VK_CINT && adj->kind != VK_CZERO))
			continue;
		if (adj->kind == VK_CINT && (((const ConstInt *)adj)->w[0] & 0x40))
			continue;
		q->catchpad = cp;
		q->selector = 0;
		q->why = "catch(...) of /EHa takes an SEH exception";
		return PA_HANDLER;
	}
	q->why = "an SEH exception: only a catch(...) compiled for asynchronous exceptions takes one";
	return PA_CONTINUE;
}

PersAnswer
msvc_frame(PersQuery *q)
{
	const Inst *cs = q->pad;
	if (q->x->abi == &seh_abi)
		return seh_through_cxx(q);
	if (q->x->abi != &msvc_abi) {
		q->why = "not a C++ exception of this runtime";
		return PA_CONTINUE;
	}
	check_catchpads(q->vm, cs, PF_MSVC);
	for (uint32_t k = 0; k < handler_count(cs); k++) {
		const Inst *cp = handler_pad(cs, k);
		if (!cp || inst_op(cp) != OP_CATCHPAD)
			continue;
		if (msvc_catchpad_matches(q->vm, q->x, cp)) {
			q->catchpad = cp;
			q->selector = 0;
			q->why_kind = WHY_CATCHPAD;
			q->why_pad = cp;
			return PA_HANDLER;
		}
	}
	q->why = "no catchpad of this catchswitch matches";
	return PA_CONTINUE;
}

static bool
is_null_const(const Value *v)
{
	return v->kind == VK_CNULL || v->kind == VK_CZERO;
}

PersAnswer
wasm_frame(PersQuery *q)
{
	VM *vm = q->vm;
	EhException *x = q->x;
	const Inst *cs = q->pad;
	q->adjusted = x->obj;
	check_catchpads(vm, cs, PF_WASM);
	for (uint32_t k = 0; k < handler_count(cs); k++) {
		const Inst *cp = handler_pad(cs, k);
		if (!cp || inst_op(cp) != OP_CATCHPAD)
			continue;
		const Function *f = cp->parent->parent;
		if (cp->u.nops == 2 && is_null_const(inst_opnd(cp, 1))) {
			q->catchpad = cp;
			q->selector = 0;
			q->why = "catch_all";
			return PA_HANDLER;
		}
		/* `catch` of the C++ tag: every exception thrown through the
		 * C++ runtime (foreign ones included: _Unwind_RaiseException
		 * throws with that tag too); the selector decides in the pad */
		q->catchpad = cp;
		q->selector = 0;
		q->why = "caught; no type matches (the pad rethrows)";
		for (uint32_t j = 1; j < cp->u.nops; j++) {
			uint64_t ti = eh_const_addr(vm, inst_opnd(cp, j)), adj = x->obj;
			if (ti && (x->foreign || !rtti_can_catch(vm, ti, x->type, x->obj, &adj)))
				continue;
			q->selector = eh_typeid(vm, f, ti);
			q->adjusted = adj;
			q->why_kind = WHY_CATCH;
			q->why_ti = ti;
			break;
		}
		return PA_HANDLER;
	}
	q->why = "no catchpad";
	return PA_CONTINUE;
}
