/* unwind.c — the generic unwinder: two phases over the frame stack.
 *
 * Phase 1 (eh_search) visits frames from the top down and asks each
 * one's personality whether it handles the exception; nothing changes.
 * Phase 2 (eh_unwind) walks the same frames again, popping each one the
 * exception leaves and stopping at every pad to enter: cleanups on the
 * way, then the handler's pad.  Between pads the program runs; `resume`
 * (eh_resume) hands the exception back and phase 2 goes on below.  Its
 * state is the exception record, so several exceptions can be in flight
 * (one thrown and caught inside another's cleanup).
 *
 * A frame's current call site is the CALL op before its pc: the call the
 * exception leaves the frame through.  Frames that the host entered
 * (vm_call_function: global constructors, callbacks from builtins) are
 * transparent; below the bottom frame is the end of the stack. */
#include "eh/personality.h"
#include "eh/seh.h"

#include <string.h>

static const CallSite *
frame_site(const Frame *fr)
{
	if (!fr->lf || fr->pc == 0)
		return NULL;
	const Op *op = &fr->lf->code[fr->pc - 1];
	return op_is_call(op->code) ? op->x.p : NULL;
}

static Frame *
frame_at(VM *vm, uint32_t d)
{
	return &VEC_AT(&vm->frames, Frame, d);
}

/* where an unwind edge from a call site goes: its pad (NULL: the caller) */
static const Inst *
arrival(const CallSite *cs)
{
	return cs && cs->unwind_block ? block_first_non_phi(cs->unwind_block) : NULL;
}

/* EH-F-10: the exception reaches `pad`, which personality p cannot read
 * (V-P-3, 4, 8..10 statically, rules LLVM's verifier does not have) */
static EHI_NORETURN void
unreadable_pad(VM *vm, const Personality *p, const Inst *pad, const char *why)
{
	Buf b = {0};
	print_value_ref(&b, &pad->u.v);
	char name[160]; /* (vm_fail does not return: nothing may stay allocated) */
	snprintf(name, sizeof name, "%s", b.s ? b.s : "?");
	buf_free(&b);
	uint32_t line = 0, col = 0;
	const char *file = vm_inst_source(vm, pad, &line, &col);
	vm_fail(vm, R_EH_F_10, "the exception reaches %s %s (%s:%u:%u), which @%s cannot read: %s", op_names[inst_op(pad)],
		name, file ? file : "?", line, col, p->name, why);
}

/* Phase 1 in a frame of a funclet personality: follow the frame's unwind
 * edges from the call site, past cleanups (they only matter in phase 2),
 * asking the personality at each catchswitch.  Leaving to the caller
 * must not leave a pad that unwinds elsewhere (EH-F-2). */
static PersAnswer
search_funclets(VM *vm, const Personality *p, PersQuery *q)
{
	for (unsigned steps = 0; q->pad && steps < 100000; steps++) {
		switch (inst_op(q->pad)) {
		case OP_CATCHSWITCH: {
			PersAnswer a = p->frame(q);
			if (a != PA_CONTINUE)
				return a;
			break;
		}
		case OP_CLEANUPPAD:
			break;
		default:
			unreadable_pad(vm, p, q->pad, "its pads are funclet pads (V-P-3)");
		}
		q->pad = eh_pad_unwind_dest(q->pad);
	}
	q->why = "no catchpad takes it";
	return PA_CONTINUE;
}

/* ask frame d's personality about x */
static PersAnswer
ask(VM *vm, EhException *x, uint32_t d, int phase, PersQuery *q)
{
	Frame *fr = frame_at(vm, d);
	memset(q, 0, sizeof *q);
	q->vm = vm;
	q->x = x;
	q->depth = d;
	q->fr = fr;
	q->phase = phase;
	q->cs = frame_site(fr);
	if (!q->cs)
		vm_fail(vm, R_ERROR, "internal: frame %u (@%s) is not at a call", d, fn_name_of(fr->lf->fn));
	q->site = eh_site(vm, fr, q->cs);
	q->pad = q->site->pad;
	const Personality *p = personality_of(vm, fr->lf);
	if (!p) {
		q->why = "no personality";
		return PA_CONTINUE;
	}
	if (p->funclets)
		return search_funclets(vm, p, q);
	if (q->pad && inst_op(q->pad) != OP_LANDINGPAD)
		unreadable_pad(vm, p, q->pad, "its pads are landingpads (V-P-4)");
	if (q->pad && !ir_landingpad_fits(q->pad, p->family))
		unreadable_pad(vm, p, q->pad, "a clause is no type info or the result is not { ptr, i32 } (V-P-8..10)");
	return p->frame(q);
}

static void
emit(VM *vm, EhEventKind k, EhException *x, uint32_t d, const Inst *at, const char *answer, const char *detail,
     int32_t sel)
{
	EhRuntime *eh = vm->eh;
	if (!eh->nsinks)
		return;
	EhEvent ev = {.kind = k, .x = x, .depth = d, .at = at, .answer = answer, .detail = detail, .selector = sel};
	eh_emit(vm, &ev);
}

/* a search event with the personality's reason (words made only here) */
static void
emit_search(VM *vm, EhException *x, uint32_t d, const Inst *at, const char *answer, const PersQuery *q,
	    int32_t sel)
{
	if (!vm->eh->nsinks)
		return;
	char buf[256];
	emit(vm, EV_SEARCH, x, d, at, answer, eh_why_text(vm, q->why, q->why_kind, q->why_ti, q->why_pad, buf, sizeof buf),
	     sel);
}

/* leaving frame d (with a nounwind attribute, that is undefined) */
static void
check_may_leave(VM *vm, EhException *x, uint32_t d)
{
	if (x->abi && x->abi->os_dispatch)
		return; /* (the OS's dispatcher knows no nounwind) */
	Frame *fr = frame_at(vm, d);
	/* a frame of an SEH personality is one the OS's dispatcher visits
	 * (its __try table): an MSVC C++ exception, which Windows dispatches
	 * too, leaves it as an SEH one does, C's nounwind notwithstanding
	 * (SPEC.md EH-SEH-9) */
	const Personality *p = personality_of(vm, fr->lf);
	if (p && p->family == PF_SEH)
		return;
	if (eh_func_nounwind(vm, fr->lf))
		vm_fail(vm, R_EH_U_4, "exception #%u unwinds out of @%s, which is nounwind", x->id, fn_name_of(fr->lf->fn));
}

/* EH-SEH-9: an SEH exception passes by a C++ frame (MSVC's personality)
 * of the synchronous model without entering any of its pads */
static bool
seh_passes_by(VM *vm, uint32_t d)
{
	LFunc *lf = frame_at(vm, d)->lf;
	const Personality *p = personality_of(vm, lf);
	return p && p->family == PF_MSVC && !seh_cxx_frame_async(lf->fn);
}

/* another exception is running a cleanup in frame d: x leaving d
 * abandons it (C++: terminate) */
static EhException *
cleanup_in(VM *vm, EhException *x, uint32_t d)
{
	Vec *f = &vm->eh->flying;
	for (uint32_t i = 0; i < f->len; i++) {
		EhException *y = VEC_AT(f, EhException *, i);
		if (y != x && y->cleanup_depth == d)
			return y;
	}
	return NULL;
}

/* y's cleanup in frame d is left by x, which replaces it where the
 * dispatcher is the OS's (SEH: y is abandoned; C++ alone terminates) */
static bool
replaces(const EhException *x, const EhException *y)
{
	return (x->abi && x->abi->os_dispatch) || (y->abi && y->abi->os_dispatch);
}

static void
abandon(VM *vm, EhException *y, uint32_t d, const char *why)
{
	emit(vm, EV_ABANDON, y, d, NULL, NULL, why, 0);
	y->landed_depth = y->cleanup_depth = EH_NO_FRAME;
	eh_set_in_flight(vm, y, false);
}

/* is a pad of frame d entered for y? */
static bool
pad_of(VM *vm, const EhException *y, uint32_t d)
{
	Vec *v = &vm->eh->pads;
	for (uint32_t k = 0; k < v->len; k++)
		if (VEC_AT(v, PadEntry, k).depth == d && VEC_AT(v, PadEntry, k).x == y)
			return true;
	return false;
}

/* frame d is searched the funclet way: its personality uses funclets,
 * or it has none and the target's C++ runtime does (a frame without EH
 * tables in an MSVC program: RtlDispatchException walks past it and
 * knows nothing of LLVM's nounwind, so only phase 2 can leave it) */
static bool
uses_funclets(VM *vm, uint32_t d)
{
	const Personality *p = personality_of(vm, frame_at(vm, d)->lf);
	if (!p)
		p = vm->eh->target_pers;
	return p && p->funclets;
}

EhSearch
eh_search(VM *vm, EhException *x)
{
	eh_runtime(vm);
	uint32_t top = x->search_top < vm->frames.len ? x->search_top + 1 : vm->frames.len;
	for (uint32_t d = top; d-- > 0;) {
		if (frame_at(vm, d)->flags & FR_FAULTED) {
			/* a fault's frame, below a filter of its dispatch that
			 * raised this one: no pad of it covers the faulting op */
			emit(vm, EV_SEARCH, x, d, NULL, pers_answer_names[PA_CONTINUE],
			     "its frame faulted: no pad of it covers the faulting instruction", 0);
			continue;
		}
		PersQuery q;
		PersAnswer a = ask(vm, x, d, 1, &q);
		if (a == PA_ABANDON)
			return SEARCH_ABANDONED; /* (frame d may be gone) */
		emit_search(vm, x, d, q.cs->inst, pers_answer_names[a], &q, q.selector);
		if (a == PA_DISMISS)
			return SEARCH_DISMISSED;
		if (a == PA_HANDLER || a == PA_TERMINATE) {
			x->handler_depth = d;
			x->handler_host = false;
			x->handler_sel = q.selector;
			x->handler_terminates = a == PA_TERMINATE;
			x->handler_why = q.why;
			x->handler_why_kind = q.why_kind;
			x->handler_why_ti = q.why_ti;
			x->handler_why_pad = q.why_pad;
			x->handler_rule = q.rule;
			x->handler_pad = q.catchpad ? q.catchpad : q.pad;
			x->adjusted = q.adjusted;
			x->filter = q.filter;
			return SEARCH_FOUND;
		}
		EhException *y = cleanup_in(vm, x, d);
		if (y && !replaces(x, y)) {
			/* the frame's own pad had its chance above */
			x->handler_depth = d;
			x->handler_host = false;
			x->handler_terminates = true;
			x->handler_why = "an exception escapes a cleanup that is running for another exception";
			x->handler_why_kind = WHY_TEXT;
			x->handler_rule = R_EH_U_5;
			return SEARCH_FOUND;
		}
		/* funclets: a nounwind function's terminate pad is entered
		 * in phase 2 (MSVC's tables do not know nounwind); a call
		 * without an unwind edge inside pads is checked here too, as
		 * an exception that nothing handles never gets to phase 2 */
		if (!uses_funclets(vm, d)) {
			/* a frame whose landing pad is a cleanup is left only
			 * if that cleanup resumes (eh_resume checks it then):
			 * one that returns keeps the exception in (LangRef:
			 * nounwind is about unwinding out, which it never does) */
			const Inst *lp = arrival(q.cs);
			if (!lp || inst_op(lp) != OP_LANDINGPAD || !(lp->u.flags & IF_CLEANUP))
				check_may_leave(vm, x, d);
		} else if (!arrival(q.cs))
			eh_pads_check_to_caller(vm, d);
		if (VEC_AT(&vm->frames, Frame, d).flags & FR_HOST_CATCH) {
			/* the runtime called in and catches whatever leaves */
			emit(vm, EV_SEARCH, x, d, NULL, "handler", "caught by the runtime that called this frame", 0);
			x->handler_depth = d;
			x->handler_host = true;
			x->handler_terminates = false;
			x->handler_why = "the runtime's catch (...)";
			x->handler_why_kind = WHY_TEXT;
			return SEARCH_FOUND;
		}
	}
	emit(vm, EV_END_OF_STACK, x, EH_NO_FRAME, NULL, NULL, "no frame handles it", 0);
	return SEARCH_END_OF_STACK;
}

static void
pop_frame(VM *vm, EhException *x, uint32_t d)
{
	Frame *fr = frame_at(vm, d);
	bool keeps = x->abi && x->abi->keeps_frames;
	emit(vm, EV_UNWIND, x, d, frame_site(fr) ? frame_site(fr)->inst : NULL, NULL,
	     keeps ? "its memory stays until the catch ends" : NULL, 0);
	/* (MSVC) unwound is not freed: the object lives in these frames */
	if (keeps)
		x->release_sp = fr->sp_mark;
	else
		mem_stack_release(&vm->mem, fr->sp_mark);
	vm->frames.len = d;
	Vec *f = &vm->eh->flying; /* (only a record in flight has a landing frame) */
	for (uint32_t i = 0; i < f->len; i++) {
		EhException *y = VEC_AT(f, EhException *, i);
		if (y->landed_depth == d)
			y->landed_depth = EH_NO_FRAME;
		if (y->cleanup_depth == d)
			y->cleanup_depth = EH_NO_FRAME;
	}
	if (vm->eh->landing && vm->eh->land_depth >= d)
		vm->eh->landing = false;
}

/* x leaves the top frame d, which faulted: where it stood, no pad of
 * it runs (the pads it was in are left) */
static void
leave_faulted(VM *vm, EhException *x, uint32_t d)
{
	EhException *y = cleanup_in(vm, x, d);
	if (y && replaces(x, y))
		abandon(vm, y, d, "an exception leaves the cleanup that runs for it, and replaces it");
	while (eh_pad_top(vm, d))
		eh_pad_exit_top(vm, d, x, "its frame faulted");
	pop_frame(vm, x, d);
}

/* continue in frame d's pad for x, with a selector */
static void
land(VM *vm, EhException *x, uint32_t d, int32_t sel, bool cleanup)
{
	EhRuntime *eh = vm->eh;
	Frame *fr = frame_at(vm, d);
	const CallSite *cs = frame_site(fr);
	fr->pc = cs->unwind_pc;
	eh->landing = true;
	eh->land_depth = d;
	eh->land_exn = x->ue;
	eh->land_sel = sel;
	x->landed_depth = d;
	x->cleanup_depth = cleanup ? d : EH_NO_FRAME;
	emit(vm, EV_LANDING, x, d, block_first_non_phi(cs->unwind_block), cleanup ? "cleanup" : "handler", NULL, sel);
}

static uint32_t
handler_index(const PadOp *po, const Inst *cp)
{
	for (uint32_t k = 0; k < po->nh; k++)
		if (po->handler_block[k] == cp->parent)
			return k;
	return UINT32_MAX;
}

/* x reached catchswitch `cs` of frame d: enter it, then the catchpad
 * that takes x (true), or exit it again (false) */
static bool
at_catchswitch(VM *vm, EhException *x, uint32_t d, const Inst *cs, const PadOp *po)
{
	eh_pad_enter(vm, x, d, cs, po->d, 0);
	const Inst *cp = NULL;
	int32_t sel = 0;
	if (x->single_phase) {
		const Personality *p = personality_of(vm, frame_at(vm, d)->lf);
		PersQuery q = {.vm = vm, .x = x, .depth = d, .fr = frame_at(vm, d), .pad = cs, .phase = 2};
		if (p && p->frame(&q) == PA_HANDLER) {
			cp = q.catchpad;
			sel = q.selector;
			x->adjusted = q.adjusted;
		}
		emit_search(vm, x, d, cs, cp ? "handler" : "continue", &q, sel);
	} else if (d == x->handler_depth && x->handler_pad && eh_pad_parent(x->handler_pad) == cs) {
		cp = x->handler_pad;
		sel = x->handler_sel;
	}
	uint32_t k = cp ? handler_index(po, cp) : UINT32_MAX;
	if (k != UINT32_MAX) {
		eh_land_pad(vm, x, d, cp, po->handler_pc[k], sel, false);
		return true;
	}
	eh_pad_exit_top(vm, d, x, "no catchpad takes the exception");
	return false;
}

/* Phase 2 from frame d, where x goes to `pad` (NULL: d's caller) by the
 * edge at pc: enter the next pad the program must run, popping the
 * frames x leaves; the program continues at that pad. */
void
eh_unwind_to(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t pc)
{
	for (;;) {
		if (d == x->handler_depth && x->handler_host) {
			/* the frame's own cleanups run first: what leaves the
			 * frame is the runtime's (eh_resume hands it over) */
			PersQuery q;
			if (pad && inst_op(pad) == OP_CLEANUPPAD) {
				eh_pad_edge(vm, x, d, pad);
				eh_land_pad(vm, x, d, pad, pc, 0, true);
				return;
			}
			if (pad && inst_op(pad) == OP_LANDINGPAD && ask(vm, x, d, 2, &q) == PA_CLEANUP) {
				land(vm, x, d, q.selector, true);
				return;
			}
			pop_frame(vm, x, d);
			vm->eh->host_caught = x;
			return;
		}
		if (d == x->handler_depth && x->handler_terminates) {
			eh_set_in_flight(vm, x, false);
			char buf[256];
			eh_terminate(vm, x, eh_handler_why(vm, x, buf, sizeof buf), x->handler_rule);
		}
		if (pad && x->abi == &seh_abi && seh_passes_by(vm, d) && !seh_was_cxx(vm, x))
			pad = NULL; /* (EH-SEH-9: no pad of it runs) */
		if (pad && inst_op(pad) != OP_LANDINGPAD) {
			/* a funclet pad of frame d */
			eh_pad_edge(vm, x, d, pad);
			EhException *y = cleanup_in(vm, x, d);
			if (y && replaces(x, y) && !pad_of(vm, y, d))
				abandon(vm, y, d, "an exception leaves the cleanup that runs for it, and replaces it");
			if (inst_op(pad) == OP_CLEANUPPAD) {
				eh_land_pad(vm, x, d, pad, pc, 0, true);
				return;
			}
			const PadOp *po = eh_pad_op(frame_at(vm, d)->lf, pad);
			if (!po)
				vm_fail(vm, R_ERROR, "internal: no code for a catchswitch");
			/* the edge is taken though no code runs: the phis of the
			 * catchswitch's block get their values from it (a cleanup
			 * runs its edge's copies itself, from pc) */
			vm_edge_copies(vm, d, pc);
			if (at_catchswitch(vm, x, d, pad, po))
				return;
			pc = po->next_pc;
			pad = po->next_block ? block_first_non_phi(po->next_block) : NULL;
			continue;
		}
		if (d == x->handler_depth && !x->single_phase) {
			/* (a forced unwind's cleanup lands as one: selector 0) */
			land(vm, x, d, x->handler_sel, x->forced && !x->handler_sel);
			return;
		}
		if (pad) {
			PersQuery q;
			if (ask(vm, x, d, 2, &q) == PA_CLEANUP) {
				land(vm, x, d, q.selector, true);
				return;
			}
		}
		/* x leaves frame d */
		EhException *y = cleanup_in(vm, x, d);
		if (y && replaces(x, y))
			abandon(vm, y, d, "an exception leaves the cleanup that runs for it, and replaces it");
		if (x->single_phase) {
			/* no search ran: what phase 1 finds, found here */
			if (cleanup_in(vm, x, d)) {
				eh_set_in_flight(vm, x, false);
				eh_terminate(vm, x, "an exception escapes a cleanup that is running for another exception",
					     R_EH_U_5);
			}
			check_may_leave(vm, x, d);
			if (frame_at(vm, d)->flags & FR_HOST_CATCH) {
				pop_frame(vm, x, d);
				vm->eh->host_caught = x;
				return;
			}
		} else if (uses_funclets(vm, d)) {
			check_may_leave(vm, x, d);
		}
		eh_pads_leave_frame(vm, x, d);
		pop_frame(vm, x, d);
		if (d == 0) {
			if (x->to_bottom) {
				emit(vm, EV_END_OF_STACK, x, EH_NO_FRAME, NULL, NULL, "unwound out of the bottom frame", 0);
				eh_set_in_flight(vm, x, false);
				x->abi->unwound_out(vm, x);
			}
			if (!x->single_phase)
				vm_fail(vm, R_ERROR, "internal: exception #%u unwound past the bottom frame", x->id);
			emit(vm, EV_END_OF_STACK, x, EH_NO_FRAME, NULL, NULL, "unwound out of the bottom frame", 0);
			eh_set_in_flight(vm, x, false);
			eh_terminate(vm, x, "no handler: the exception unwound out of the bottom frame (single phase)",
				     R_EH_F_7);
		}
		d--;
		while (d > 0 && (frame_at(vm, d)->flags & FR_FAULTED)) {
			/* a fault's frame (EH-SEH-5: this exception left a
			 * filter of its dispatch): left where it stood */
			leave_faulted(vm, x, d);
			d--;
		}
		const CallSite *cs = frame_site(frame_at(vm, d));
		if (!cs)
			vm_fail(vm, R_ERROR, "internal: frame %u is not at a call", d);
		pad = arrival(cs);
		pc = cs->unwind_pc;
	}
}

void
eh_unwind(VM *vm, EhException *x, uint32_t from)
{
	eh_runtime(vm);
	while (vm->frames.len > from + 1)
		leave_faulted(vm, x, vm->frames.len - 1);
	/* forced unwinding: its own walk (the stop function first at each
	 * frame) names the frame to land in, or ends it (unwind_api.c) */
	if (x->forced && !eh_forced_walk(vm, x, from))
		return;
	if (!x->single_phase && !x->to_bottom && (x->handler_depth == EH_NO_FRAME || x->handler_depth > from))
		vm_fail(vm, R_EH_U_8,
			"exception #%u is resumed below the frame phase 1 chose to handle it (@%s did not handle it)",
			x->id, x->handler_depth < vm->frames.len ? fn_name_of(frame_at(vm, x->handler_depth)->lf->fn) : "?");
	const CallSite *cs = frame_site(frame_at(vm, from));
	if (!cs)
		vm_fail(vm, R_ERROR, "internal: frame %u (@%s) is not at a call", from,
			fn_name_of(frame_at(vm, from)->lf->fn));
	eh_unwind_to(vm, x, from, arrival(cs), cs->unwind_pc);
}

EhSearch
eh_raise(VM *vm, EhException *x, const Inst *at)
{
	eh_runtime(vm);
	x->raise_at = at;
	eh_set_in_flight(vm, x, true);
	x->handler_depth = EH_NO_FRAME;
	x->handler_host = x->handler_terminates = false;
	x->handler_pad = NULL;
	/* the exception is raised by the target's C++ runtime: its
	 * personality says whether there is a search (wasm: none) */
	EhRuntime *eh = vm->eh;
	if (!eh->target_pers)
		eh->target_pers = personality_of_target(vm);
	x->single_phase = eh->target_pers && eh->target_pers->single_phase;
	emit(vm, EV_THROW, x, vm->frames.len ? vm->frames.len - 1 : EH_NO_FRAME, at, NULL, NULL, 0);
	if (x->single_phase || x->forced) {
		/* wasm, forced unwinding: no search; phase 2 decides */
		eh_unwind(vm, x, vm->frames.len - 1);
		return SEARCH_FOUND;
	}
	EhSearch found = eh_search(vm, x);
	if (found == SEARCH_END_OF_STACK && x->bottom_handler && x->abi && x->abi->unwound_out) {
		/* the runtime's handler below the stack takes it */
		x->to_bottom = true;
		eh_unwind(vm, x, x->search_top < vm->frames.len ? x->search_top : vm->frames.len - 1);
		return SEARCH_FOUND;
	}
	if (found != SEARCH_FOUND) {
		if (found == SEARCH_ABANDONED && x->in_flight)
			abandon(vm, x, EH_NO_FRAME, "another exception left the search for it");
		eh_set_in_flight(vm, x, false);
		return found;
	}
	/* the runtime's turn before any frame unwinds (MSVC builds the
	 * catch parameter) */
	if (x->abi && x->abi->handler_found && x->handler_pad && !x->handler_terminates && !x->handler_host)
		x->abi->handler_found(vm, x, x->handler_pad, x->handler_depth);
	/* (a fault: the frames above the search's start go without a pad) */
	eh_unwind(vm, x, x->search_top < vm->frames.len ? x->search_top : vm->frames.len - 1);
	return SEARCH_FOUND;
}

void
eh_resume(VM *vm, uint64_t ue, uint32_t depth, const Inst *at)
{
	EhException *x = eh_exception_at(vm, ue);
	if (!x || !x->in_flight || x->landed_depth != depth)
		vm_fail(vm, R_EH_U_11,
			"resume of %s: it did not come from a landing pad of this frame for an exception in flight",
			!x ? "a value that is no exception" : !x->in_flight ? "an exception no longer in flight"
							    : "an exception this frame did not land");
	emit(vm, EV_RESUME, x, depth, at, NULL, NULL, 0);
	x->landed_depth = x->cleanup_depth = EH_NO_FRAME;
	check_may_leave(vm, x, depth);
	pop_frame(vm, x, depth);
	if (x->handler_host && x->handler_depth == depth) {
		/* the runtime that called this frame catches what leaves it */
		vm->eh->host_caught = x;
		return;
	}
	if (depth == 0)
		vm_fail(vm, R_EH_U_8, "exception #%u is resumed out of the bottom frame", x->id);
	eh_unwind(vm, x, depth - 1);
}

/* longjmp resumes frame d after its setjmp and takes the frames above it
 * away (SPEC.md X-SJLJ-4): an exception that had landed in one of them is
 * abandoned where it stood (still uncaught, never freed, as libgcc's
 * unwinder leaves it); caught exceptions stay caught.  A funclet pad
 * entered in frame d or above is refused: the CRTs whose C++ uses
 * funclets (MSVC) unwind them on longjmp, which ehi does not do */
void
eh_frames_gone(VM *vm, uint32_t d)
{
	EhRuntime *eh = vm->eh;
	if (!eh)
		return;
	for (uint32_t k = 0; k < eh->pads.len; k++) {
		const PadEntry *p = &VEC_AT(&eh->pads, PadEntry, k);
		if (p->depth >= d)
			vm_fail(vm, R_X_SJLJ_3,
				"longjmp out of a funclet pad entered in @%s: the C library's longjmp unwinds it, which ehi does not do",
				fn_name_of(frame_at(vm, p->depth)->lf->fn));
	}
	for (uint32_t i = eh->flying.len; i-- > 0;) { /* (backwards: a record may leave the list) */
		EhException *y = VEC_AT(&eh->flying, EhException *, i);
		if (y->landed_depth != EH_NO_FRAME && y->landed_depth > d) {
			emit(vm, EV_ABANDON, y, y->landed_depth, NULL, NULL, "longjmp out of its landing pad", 0);
			eh_set_in_flight(vm, y, false);
			continue;
		}
		if (y->cleanup_depth != EH_NO_FRAME && y->cleanup_depth > d)
			y->cleanup_depth = EH_NO_FRAME;
	}
	if (eh->landing && eh->land_depth > d)
		eh->landing = false;
}

void
eh_landingpad(VM *vm, uint64_t *exn, int32_t *sel)
{
	EhRuntime *eh = eh_runtime(vm);
	uint32_t d = vm->frames.len - 1;
	if (!eh->landing || eh->land_depth != d)
		vm_fail(vm, R_EH_U_10, "a landingpad was reached other than by unwinding");
	eh->landing = false;
	*exn = eh->land_exn;
	*sel = eh->land_sel;
}
