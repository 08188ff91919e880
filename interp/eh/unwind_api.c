/* unwind_api.c — the unwinder's public API as programs call it (libgcc's
 * and LLVM libunwind's <unwind.h>; SPEC.md EH-U-18..20): forced
 * unwinding with a stop function, _Unwind_Resume_or_Rethrow, the
 * context queries (_Unwind_GetIP, GetIPInfo, GetCFA, GetRegionStart,
 * GetLanguageSpecificData, ARM EHABI's _Unwind_VRS_Get) and
 * _Unwind_Backtrace, whose callback is an interpreted call per frame.
 *
 * A context (struct _Unwind_Context *) is an address of ehi's own, valid
 * while the callback it was handed to runs; what the queries answer was
 * taken from the frame when the context was made: the frame's function
 * (the region start), an IP inside it (its address + 4: a return
 * address into the function, ehi has no machine code), its CFA (the
 * stack pointer at the call that entered the frame) and no LSDA (ehi
 * keeps the tables as IR).
 *
 * Forced unwinding is phase 2 alone (eh_forced_walk below, called by the
 * generic unwinder for an exception marked forced): frame by frame from
 * the caller down, the stop function is asked first, then the frame's
 * personality, which in forced mode enters cleanups and catch (...)
 * handlers but no typed handler (pers_itanium.c).  The walk only looks;
 * the generic unwinder then pops the frames to the one it chose. */
#include "eh/personality.h"
#include "rt/builtin.h"

#include <string.h>

/* _Unwind_Reason_Code (libgcc); ARM EHABI has its own values */
enum {
	URC_NO_REASON = 0,
	URC_FATAL_PHASE2_ERROR = 2,
	URC_FATAL_PHASE1_ERROR = 3,
	URC_END_OF_STACK = 5,
	URC_EHABI_FAILURE = 9,
};
/* _Unwind_Action */
enum { UA_CLEANUP_PHASE = 2, UA_FORCE_UNWIND = 8, UA_END_OF_STACK = 16 };

enum { UW_MAX_CTX = 16 };
/* _Unwind_Control_Block (EHABI): pr_cache.fnstart's offset */
enum { EHABI_FNSTART = 72 };

typedef EhFrameFacts UwCtx; /* the frame's, when the context was made */

typedef struct UwState {
	UwCtx ctx[UW_MAX_CTX];  /* the contexts in use, innermost last */
	uint64_t addr[UW_MAX_CTX]; /* ... their addresses (made once each) */
	uint32_t n;
} UwState;

const RuntimeLib rt_unwind_api;

static UwState *
uw_state(VM *vm)
{
	UwState *st = rt_state(vm, &rt_unwind_api);
	if (!st)
		vm_fail(vm, R_ERROR, "internal: the unwinder's API is not installed for this target");
	return st;
}

/* the facts of frame d (EH_NO_FRAME: past the bottom of the stack) */
static UwCtx
frame_ctx(VM *vm, uint32_t d)
{
	UwCtx c = {0, 0, 0, d};
	if (d == EH_NO_FRAME || d >= vm->frames.len)
		return c;
	const Frame *fr = &VEC_AT(&vm->frames, Frame, d);
	c.fn = vm_global_addr(vm, &fr->lf->fn->g.u.v);
	c.ip = c.fn + 4;
	c.cfa = fr->sp_mark;
	return c;
}

/* hand the program a context for c (released by ctx_pop) */
static uint64_t
ctx_push(VM *vm, UwCtx c)
{
	UwState *st = uw_state(vm);
	if (st->n >= UW_MAX_CTX)
		vm_fail(vm, R_LIMIT, "more than %d unwinder contexts in use at once (nested _Unwind_Backtrace or stop functions)",
			UW_MAX_CTX);
	if (!st->addr[st->n])
		st->addr[st->n] = mem_alloc_internal(&vm->mem, 16, 16, "_Unwind_Context");
	st->ctx[st->n] = c;
	return st->addr[st->n++];
}

static void
ctx_pop(VM *vm)
{
	uw_state(vm)->n--;
}

/* the context at addr (one in use), or a report */
static const UwCtx *
ctx_at(VM *vm, uint64_t addr, const char *fn)
{
	UwState *st = uw_state(vm);
	for (uint32_t k = st->n; k-- > 0;)
		if (st->addr[k] == addr)
			return &st->ctx[k];
	vm_fail(vm, R_EH_U_20, "%s of 0x%llx, which is no _Unwind_Context the unwinder handed out (or its callback has returned)",
		fn, (unsigned long long)addr);
}

static void
event(VM *vm, EhEventKind k, EhException *x, uint32_t d, const char *answer, const char *detail)
{
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->nsinks)
		return;
	EhEvent ev = {.kind = k, .x = x, .depth = d, .answer = answer, .detail = detail};
	if (d != EH_NO_FRAME && d < vm->frames.len)
		ev.fn = VEC_AT(&vm->frames, Frame, d).lf->fn;
	eh_emit(vm, &ev);
}

static bool
ehabi(const VM *vm)
{
	return vm->tgt.abi.eh == EH_ARM_EHABI;
}

/* --------------------------------------------------- forced unwinding */
/* ask x's stop function about context c: true when it says go on */
static bool
ask_stop(VM *vm, EhException *x, UwCtx c, uint32_t d, bool end, bool resumed)
{
	uint64_t cls = ehabi(vm) ? x->ue /* char[8] at the block's start: passed as a pointer */
				 : mem_read_uint(vm_mem_read(vm, x->ue, 8), 8, vm->big_endian);
	uint32_t actions = UA_FORCE_UNWIND | UA_CLEANUP_PHASE;
	if (ehabi(vm)) {
		/* _US_UNWIND_FRAME_STARTING (1) or, for the frame a cleanup
		 * resumed in, _US_UNWIND_FRAME_RESUME (2); and the control
		 * block's pr_cache.fnstart names the frame's function, as the
		 * EHABI unwinder leaves it (a foreign block is the program's) */
		actions = UA_FORCE_UNWIND | (resumed ? 2 : 1);
		if (x->foreign && c.fn)
			mem_write_uint(vm_mem_write(vm, x->ue + EHABI_FNSTART, 4), 4, c.fn, vm->big_endian);
	}
	uint64_t ctx = ctx_push(vm, c);
	uint64_t args[6] = {1, actions | (end ? UA_END_OF_STACK : 0), cls, x->ue, ctx, x->stop_arg};
	uint64_t ret = 0;
	int rc = vm_call_address(vm, x->stop_fn, args, 6, &ret, 0);
	ctx_pop(vm);
	if (rc)
		vm_fail(vm, R_ERROR, "an exception left the stop function of a forced unwind: ehi does not unwind through the unwinder");
	uint32_t code = (uint32_t)ret;
	char buf[64];
	snprintf(buf, sizeof buf, "%s%s", code == URC_NO_REASON ? "go on" : "stop", end ? ", end of stack" : "");
	event(vm, EV_STOP, x, d, buf, resumed ? "the frame whose cleanup resumed, as it was" : NULL);
	return code == URC_NO_REASON;
}

/* the walk found no frame to land in: back to _Unwind_ForcedUnwind's
 * caller with rc when nothing has run yet, else libgcc's assertion in
 * _Unwind_Resume fails (abort) */
static bool
walk_fails(VM *vm, EhException *x, uint32_t rc, const char *why)
{
	event(vm, EV_STOP, x, EH_NO_FRAME, "forced unwind ends", why);
	if (!x->forced_fresh) {
		eh_set_in_flight(vm, x, false);
		eh_abort(vm);
	}
	x->forced_rc = rc;
	return false;
}

/* the call frame d is at (the call the unwind leaves it through) */
static const CallSite *
site_of(const Frame *fr)
{
	if (!fr->lf || fr->pc == 0)
		return NULL;
	const Op *op = &fr->lf->code[fr->pc - 1];
	return op_is_call(op->code) ? op->x.p : NULL;
}

bool
eh_forced_walk(VM *vm, EhException *x, uint32_t from)
{
	uint32_t fail = ehabi(vm) ? URC_EHABI_FAILURE : URC_FATAL_PHASE2_ERROR;
	/* after a cleanup's resume, the unwinder starts at the frame that
	 * resumed (gone here: its context as it was); a rethrow from a
	 * handler starts at the handler's frame, still there */
	if (x->forced_landed.fn && x->forced_landed.depth == from + 1 &&
	    !ask_stop(vm, x, x->forced_landed, from + 1, false, true))
		return walk_fails(vm, x, fail, "the stop function stopped it");
	memset(&x->forced_landed, 0, sizeof x->forced_landed);
	for (uint32_t d = from + 1; d-- > 0;) {
		if (!ask_stop(vm, x, frame_ctx(vm, d), d, false, false))
			return walk_fails(vm, x, fail, "the stop function stopped it");
		/* (after the call: the stop function's frames may have moved the stack) */
		Frame *fr = &VEC_AT(&vm->frames, Frame, d);
		const CallSite *cs = site_of(fr);
		const Personality *p = cs ? personality_of(vm, fr->lf) : NULL;
		PersAnswer a = PA_CONTINUE;
		PersQuery q;
		memset(&q, 0, sizeof q);
		if (p && !p->funclets) {
			q.vm = vm;
			q.x = x;
			q.depth = d;
			q.fr = fr;
			q.phase = 2;
			q.cs = cs;
			q.site = eh_site(vm, fr, cs);
			q.pad = q.site->pad;
			a = p->frame(&q);
		}
		if (a != PA_CONTINUE) {
			x->handler_depth = d;
			x->handler_host = false;
			x->handler_sel = a == PA_TERMINATE ? 0 : q.selector;
			x->handler_terminates = a == PA_TERMINATE;
			x->handler_why = q.why ? q.why : a == PA_HANDLER ? "catch (...)" : "cleanup";
			x->handler_why_kind = WHY_TEXT;
			x->handler_rule = q.rule;
			x->handler_pad = q.pad;
			x->adjusted = 0;
			x->forced_landed = frame_ctx(vm, d);
			return true;
		}
		if (eh_func_nounwind(vm, fr->lf))
			vm_fail(vm, R_EH_U_4, "forced unwind #%u leaves @%s, which is nounwind", x->id, fn_name_of(fr->lf->fn));
		if (fr->flags & FR_HOST_CATCH) {
			x->handler_depth = d;
			x->handler_host = true;
			x->handler_terminates = false;
			x->handler_why = "the runtime's catch (...)";
			x->handler_why_kind = WHY_TEXT;
			return true;
		}
	}
	/* past the bottom frame: the stop function is told so */
	UwCtx none = {0, 0, 0, EH_NO_FRAME};
	if (!ask_stop(vm, x, none, EH_NO_FRAME, true, false))
		return walk_fails(vm, x, fail, "the stop function stopped it at the end of the stack");
	return walk_fails(vm, x, URC_END_OF_STACK, "end of stack");
}

/* _Unwind_ForcedUnwind(exc, stop, stop_parameter) */
static int
b_forced_unwind(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	bool made;
	EhException *x = eh_exception_or_foreign(vm, ARG(0), &made);
	if (x->in_flight)
		vm_fail(vm, R_EH_U_20, "_Unwind_ForcedUnwind of exception #%u, which is already being unwound", x->id);
	if (!ARG(1))
		vm_fail(vm, R_EH_U_20, "_Unwind_ForcedUnwind with a null stop function");
	x->forced = true;
	x->forced_fresh = true;
	x->forced_rc = 0;
	x->stop_fn = ARG(1);
	x->stop_arg = ARG(2);
	memset(&x->forced_landed, 0, sizeof x->forced_landed);
	event(vm, EV_FORCED_UNWIND, x, vm->frames.len - 1, NULL, NULL);
	eh_raise(vm, x, cs->inst);
	x->forced_fresh = false;
	if (!x->forced_rc)
		return BI_UNWIND;
	/* nothing ran: back to the caller */
	x->forced = false;
	eh_set_in_flight(vm, x, false);
	if (made)
		eh_exception_free(vm, x);
	builtin_ret(cs, R, Z, x->forced_rc);
	return BI_DONE;
}

/* _Unwind_Resume_or_Rethrow(exc): a forced unwind goes on (phase 2 from
 * the caller); any other exception is raised again, two phases, and the
 * call returns _URC_END_OF_STACK when nothing handles it */
static int
b_resume_or_rethrow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = eh_exception_or_foreign(vm, ARG(0), NULL);
	if (eh_raise(vm, x, cs->inst) == SEARCH_FOUND)
		return BI_UNWIND;
	builtin_ret(cs, R, Z, URC_END_OF_STACK);
	return BI_DONE;
}

/* ------------------------------------------------------------ queries */
static int
b_get_ip(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, ctx_at(vm, ARG(0), "_Unwind_GetIP")->ip);
	return BI_DONE;
}

/* the IP is a return address, never the faulting instruction of a
 * signal frame: *ip_before_insn = 0 */
static int
b_get_ip_info(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const UwCtx *c = ctx_at(vm, ARG(0), "_Unwind_GetIPInfo");
	if (ARG(1))
		mem_write_uint(vm_mem_write(vm, ARG(1), 4), 4, 0, vm->big_endian);
	builtin_ret(cs, R, Z, c->ip);
	return BI_DONE;
}

static int
b_get_cfa(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, ctx_at(vm, ARG(0), "_Unwind_GetCFA")->cfa);
	return BI_DONE;
}

static int
b_get_region_start(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, ctx_at(vm, ARG(0), "_Unwind_GetRegionStart")->fn);
	return BI_DONE;
}

static int
b_get_lsda(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	ctx_at(vm, ARG(0), "_Unwind_GetLanguageSpecificData");
	builtin_ret(cs, R, Z, 0);
	return BI_DONE;
}

/* ARM EHABI: _Unwind_VRS_Get(ctx, class, reg, representation, valuep),
 * what <unwind.h>'s inline _Unwind_GetGR/GetIP call: the core registers
 * 13 (sp: the CFA) and 15 (pc: the IP) as 32-bit values; any other is
 * _UVRSR_NOT_IMPLEMENTED (1) */
static int
b_vrs_get(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const UwCtx *c = ctx_at(vm, ARG(0), "_Unwind_VRS_Get");
	uint64_t cls = ARG(1), reg = ARG(2), repr = ARG(3);
	if (cls != 0 || repr != 0 || (reg != 13 && reg != 15)) {
		builtin_ret(cs, R, Z, 1);
		return BI_DONE;
	}
	mem_write_uint(vm_mem_write(vm, ARG(4), 4), 4, reg == 15 ? c->ip : c->cfa, vm->big_endian);
	builtin_ret(cs, R, Z, 0);
	return BI_DONE;
}

/* _Unwind_Backtrace(trace, arg): trace(ctx, arg) for each frame from
 * the caller down; a result other than _URC_NO_REASON stops it
 * (_URC_FATAL_PHASE1_ERROR, EHABI _URC_FAILURE); past the bottom frame:
 * _URC_END_OF_STACK.  Frames below main (the C library's start code) are
 * not simulated. */
static int
b_backtrace(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t fn = ARG(0), arg = ARG(1);
	uint32_t top = vm->frames.len;
	for (uint32_t d = top; d-- > 0;) {
		uint64_t ctx = ctx_push(vm, frame_ctx(vm, d));
		uint64_t args[2] = {ctx, arg}, ret = 0;
		int rc = vm_call_address(vm, fn, args, 2, &ret, 0);
		ctx_pop(vm);
		if (rc)
			return BI_UNWIND; /* an exception left the callback: it goes on from here */
		uint32_t code = (uint32_t)ret;
		event(vm, EV_BACKTRACE, NULL, d, code == URC_NO_REASON ? "go on" : "stop", NULL);
		if (code != URC_NO_REASON) {
			builtin_ret(cs, R, Z, ehabi(vm) ? URC_EHABI_FAILURE : URC_FATAL_PHASE1_ERROR);
			return BI_DONE;
		}
	}
	builtin_ret(cs, R, Z, URC_END_OF_STACK);
	return BI_DONE;
}

/* ------------------------------------------------------------- tables */
static const RtFn unwind_fns[] = {
	{"_Unwind_ForcedUnwind", b_forced_unwind},
	{"_Unwind_Resume_or_Rethrow", b_resume_or_rethrow},
	{"_Unwind_GetIP", b_get_ip},
	{"_Unwind_GetIPInfo", b_get_ip_info},
	{"_Unwind_GetCFA", b_get_cfa},
	{"_Unwind_GetRegionStart", b_get_region_start},
	{"_Unwind_GetLanguageSpecificData", b_get_lsda},
	{"_Unwind_Backtrace", b_backtrace},
	/* ARM EHABI (the others are inline in its <unwind.h>) */
	{"_Unwind_VRS_Get", b_vrs_get},
	/* SJLJ (armv7 iOS: libunwind's Unwind-sjlj.c) */
	{"_Unwind_SjLj_ForcedUnwind", b_forced_unwind},
	{"_Unwind_SjLj_Resume_or_Rethrow", b_resume_or_rethrow},
};

/* the targets whose C++ runtime is the Itanium one, with an unwinder
 * library (libgcc, LLVM libunwind): not wasm, whose unwinder has only
 * _Unwind_RaiseException (wasm.c) */
static bool
unwind_applies(const Target *t)
{
	return eh_target_cxx(t) == &itanium_abi && t->abi.eh != EH_WASM;
}

const RuntimeLib rt_unwind_api = {
	.name = "unwinder API",
	.applies = unwind_applies,
	.fns = RT_TABLE(unwind_fns),
	.state_size = sizeof(UwState),
};
