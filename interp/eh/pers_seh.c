/* pers_seh.c — the SEH personalities: __C_specific_handler (x86_64,
 * aarch64) and _except_handler3/4 (i686).
 *
 * At a catchswitch, each catchpad's one argument is its __except filter:
 * null (`__except(1)`) takes every exception; a function is called in
 * phase 1, on top of the frame stack (the raiser's frames stay), with the
 * target's arguments: (EXCEPTION_POINTERS*, establisher frame) on x86_64
 * and aarch64, none on i686, where the filter finds the pointers at -20
 * from the frame pointer `llvm.frameaddress(1)` gives it (seh.c).  Its
 * answer (SPEC.md EH-SEH-2): > 0 EXCEPTION_EXECUTE_HANDLER, 0
 * EXCEPTION_CONTINUE_SEARCH, < 0 EXCEPTION_CONTINUE_EXECUTION (for a
 * noncontinuable exception, a nested STATUS_NONCONTINUABLE_EXCEPTION).
 *
 * An exception that leaves a filter is a nested exception (EH-SEH-5): it
 * is searched like any other, from the filter outward through the frames
 * of the interrupted dispatch, whose filters run again (as on Windows
 * x64: Wine shows it), and when it is handled the interrupted exception
 * is abandoned (PA_ABANDON). */
#include "eh/personality.h"
#include "eh/seh.h"
#include "eh/msvc.h"

#include <string.h>

static uint32_t
handler_count(const Inst *cs)
{
	return cs->u.nops - 1 - ((cs->u.flags & IF_HAS_UNWIND) ? 1 : 0);
}

static void
filter_event(VM *vm, EhException *x, uint32_t d, const Inst *cp, const char *fn, int32_t r)
{
	EhRuntime *eh = vm->eh;
	if (!eh->nsinks)
		return;
	char buf[200];
	snprintf(buf, sizeof buf, "@%s returned %d (%s)", fn, r,
		 r > 0 ? "EXCEPTION_EXECUTE_HANDLER" : r == 0 ? "EXCEPTION_CONTINUE_SEARCH" : "EXCEPTION_CONTINUE_EXECUTION");
	EhEvent ev = {.kind = EV_FILTER, .x = x, .depth = d, .at = cp, .detail = buf, .selector = r};
	eh_emit(vm, &ev);
}

/* the host recursion of dispatches inside dispatches (a filter that
 * raises, whose filter raises ...) is bounded: a limit, not a host crash */
static void
nest(VM *vm, SehState *st, int by)
{
	st->nesting += by;
	if (st->nesting > 256)
		vm_fail(vm, R_LIMIT, "more than 256 SEH dispatches nested inside each other");
}

/* run filter f for x at frame d; false: an exception left it (the stack
 * is at that one's pad) */
static bool
call_filter(VM *vm, EhException *x, uint32_t d, Function *f, int32_t *result)
{
	SehState *st = seh_state(vm);
	SehDispatch a = {.x = x, .establisher = d, .entry = vm->frames.len, .fp = seh_frame_addr(vm, d)};
	uint64_t ptrs = seh_pointers(vm, x);
	uint64_t args[2] = {ptrs, a.fp};
	uint32_t nargs = 2;
	if (vm->tgt.arch == ARCH_X86) {
		/* _except_handler3's registration node below the frame
		 * pointer: [-24] saved esp, [-20] the exception pointers */
		a.node = mem_alloc_heap(&vm->mem, 24, 4, NULL, vm->frames.len);
		a.fp = a.node + 24;
		mem_write_uint(vm_mem_write(vm, a.node + 4, 4), 4, ptrs, vm->big_endian);
		nargs = 0;
	}
	VEC_PUSH(&st->dispatch, SehDispatch, a);
	nest(vm, st, 1);
	uint64_t ret = 0;
	int rc = vm_call_function(vm, f, args, nargs < f->nargs ? nargs : f->nargs, &ret);
	st = seh_state(vm);
	st->dispatch.len--;
	nest(vm, st, -1);
	if (a.node)
		mem_free_heap(&vm->mem, a.node, NULL);
	*result = (int32_t)ret;
	return rc == 0;
}

/* the record an exception's pointers name (its EXCEPTION_RECORD) */
static uint64_t
rd_ptr_rec(VM *vm, EhException *x)
{
	uint64_t p = seh_pointers(vm, x);
	return mem_read_uint(vm_mem_read(vm, p, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
}

static Function *
filter_fn(VM *vm, const Value *v)
{
	if (v->kind == VK_FUNCTION)
		return (Function *)v;
	uint64_t a = eh_const_addr(vm, v);
	return a ? vm_func_at(vm, a) : NULL;
}

PersAnswer
seh_frame(PersQuery *q)
{
	VM *vm = q->vm;
	EhException *x = q->x;
	const Inst *cs = q->pad;
	if (x->abi != &seh_abi && x->abi != &msvc_abi)
		vm_fail(vm, R_ERROR,
			"a %s exception reaches an SEH __except of @%s: ehi presents only MSVC's C++ exceptions to SEH "
			"filters (code 0xE06D7363)",
			x->abi ? x->abi->name : "foreign", fn_name_of(cs->parent->parent));
	uint32_t d = q->depth;
	for (uint32_t k = 0; k < handler_count(cs); k++) {
		const Inst *cp = block_first_non_phi((const Block *)inst_opnd(cs, 1 + k));
		if (!cp || inst_op(cp) != OP_CATCHPAD)
			continue;
		const Value *fv = cp->u.nops >= 2 ? inst_opnd(cp, 1) : NULL;
		int32_t r = 1;
		const char *fname = "__except(1)";
		if (fv && fv->kind != VK_CNULL && fv->kind != VK_CZERO) {
			Function *f = filter_fn(vm, fv);
			if (!f)
				vm_fail(vm, R_EH_SEH_1, "the filter of an SEH catchpad of @%s is not a function",
					fn_name_of(cs->parent->parent));
			fname = fn_name_of(f);
			if (!call_filter(vm, x, d, f, &r))
				return PA_ABANDON;
		}
		filter_event(vm, x, d, cp, fname, r);
		if (r > 0) {
			if (x->abi != &seh_abi)
				seh_take_cxx(vm, x);
			q->catchpad = cp;
			q->selector = 0;
			q->why_kind = WHY_CATCHPAD;
			q->why_pad = cp;
			return PA_HANDLER;
		}
		if (r < 0) {
			if (!(seh_flags(vm, x) & SEH_NONCONTINUABLE)) {
				q->why = "the filter says continue execution";
				return PA_DISMISS;
			}
			/* the dispatcher raises a nested exception in place */
			EhException *y = seh_new(vm, (uint32_t)SEH_NONCONTINUABLE_EXCEPTION, SEH_NONCONTINUABLE, 0, 0,
						 NULL, rd_ptr_rec(vm, x));
			/* (no filter is running: its search is not nested, it
			 * starts at the raiser again) */
			SehState *st = seh_state(vm);
			nest(vm, st, 1);
			seh_raise(vm, y, cp); /* (handled, or the process ended) */
			nest(vm, seh_state(vm), -1);
			return PA_ABANDON;
		}
	}
	q->why = "no filter takes it";
	return PA_CONTINUE;
}
