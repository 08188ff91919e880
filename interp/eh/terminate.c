/* terminate.c — std::terminate, shared by every C++ runtime, and the
 * throw that ends in it when nothing handles the exception.
 *
 * ehi has one terminate: one handler (std::set_terminate of either
 * runtime sets it), one "terminating" state, and the default handler's
 * message, which each runtime in use writes about the exception it is
 * handling (CxxAbi.verbose_terminate), the first that has one. */
#include "eh/eh.h"
#include "eh/personality.h" /* eh_target_cxx */
#include "eh/rtti.h"
#include "rt/outcome.h"

/* libstdc++'s default terminate handler, which set_terminate returns first */
static const char default_terminate[] = "_ZN9__gnu_cxx27__verbose_terminate_handlerEv";

void
eh_err_write(VM *vm, const char *s)
{
	vm_flush_stdout(vm);
	fputs(s, vm->stderr_file);
	fflush(vm->stderr_file);
}

void
eh_abort(VM *vm)
{
	vm_flush_stdout(vm);
	vm->status = RUN_EXITED;
	vm->exit_code = rt_outcome(&vm->tgt)->abort_status;
	longjmp(*vm->bail, 1);
}

void
eh_verbose_terminate(VM *vm)
{
	EhRuntime *eh = eh_runtime(vm);
	for (uint32_t k = 0; k < eh->nabis; k++) {
		const CxxAbi *abi = eh->abis[k].abi;
		if (abi->verbose_terminate && abi->verbose_terminate(vm, eh_err_write))
			return;
	}
	eh_err_write(vm, "terminate called without an active exception\n");
}

void
eh_terminate(VM *vm, EhException *x, const char *why, Rule rule)
{
	EhRuntime *eh = eh_runtime(vm);
	EhEvent ev = {.kind = EV_TERMINATE, .x = x, .depth = vm->frames.len ? vm->frames.len - 1 : EH_NO_FRAME,
		      .detail = why, .rule = rule};
	eh_emit(vm, &ev);
	if (eh->terminating) {
		if (rt_outcome(&vm->tgt)->terminate_text)
			eh_err_write(vm, "terminate called recursively\n");
		eh_abort(vm);
	}
	eh->terminating = true;
	/* the exception terminate is called for counts as caught */
	if (x && !x->caught && !x->foreign && x->abi && x->abi->begin_catch)
		x->abi->begin_catch(vm, x);
	if (eh->terminate_handler && eh->terminate_handler != rt_symbol_addr(vm, default_terminate)) {
		uint64_t ret;
		/* a handler that returns, or throws, ends in abort */
		vm_call_address(vm, eh->terminate_handler, NULL, 0, &ret, FR_HOST_CATCH);
		eh_abort(vm);
	}
	/* the runtime's default handler: libstdc++'s verbose one, or (UCRT)
	 * abort itself */
	if (rt_outcome(&vm->tgt)->terminate_text)
		eh_verbose_terminate(vm);
	eh_abort(vm);
}

int
eh_throw(VM *vm, EhException *x, const Inst *at)
{
	EhSearch s = eh_raise(vm, x, at);
	if (s == SEARCH_FOUND || s == SEARCH_ABANDONED)
		return BI_UNWIND;
	if (x->abi && x->abi->catch_unhandled)
		x->abi->begin_catch(vm, x);
	eh_terminate(vm, x, "no handler: the exception is not caught", R_EH_U_1);
}

int
eh_throw_std(VM *vm, const CallSite *cs, const char *mangled, const char *msg)
{
	return eh_target_cxx(&vm->tgt)->throw_std(vm, cs, mangled, msg);
}
