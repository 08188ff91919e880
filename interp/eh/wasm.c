/* wasm.c — the intrinsics of wasm exception handling at the level of the
 * IR clang emits before WasmEHPrepare: a catchpad's exception and
 * selector (llvm.wasm.get.exception/get.ehselector, from the pad the
 * token names), llvm.wasm.rethrow (the exception of the enclosing
 * catchpad goes on unwinding from the call) and llvm.wasm.throw (tag 0,
 * C++: what _Unwind_RaiseException throws).
 *
 * And after WasmEHPrepare (opt -wasmehprepare), which replaces those two
 * with llvm.wasm.catch and a call of _Unwind_CallPersonality that leaves
 * the selector in @__wasm_lpad_context { i32 index; ptr lsda; i32
 * selector }: the selector is the one the pad was entered with. */
#include "eh/eh.h"

#include "rt/builtin.h"
#include "eh/rtti.h"

#include <string.h>


static PadEntry *
pad_of(VM *vm, uint64_t token, const char *what)
{
	PadEntry *e = eh_pad_of_token(vm, vm->frames.len - 1, token);
	if (!e)
		vm_fail(vm, R_EH_F_4, "%s of a token whose pad is not entered (it has exited)", what);
	if (inst_op(e->pad) != OP_CATCHPAD)
		vm_fail(vm, R_EH_F_4, "%s of a %s token (a catchpad's is needed)", what, op_names[inst_op(e->pad)]);
	return e;
}

static int
b_get_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	PadEntry *e = pad_of(vm, ARG(0), "llvm.wasm.get.exception");
	builtin_ret(cs, R, Z, e->x ? e->x->ue : 0);
	return BI_DONE;
}

static int
b_get_ehselector(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	PadEntry *e = pad_of(vm, ARG(0), "llvm.wasm.get.ehselector");
	builtin_ret(cs, R, Z, (uint64_t)(uint32_t)e->sel);
	return BI_DONE;
}

static int
b_rethrow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	uint32_t d = vm->frames.len - 1;
	PadEntry *e = eh_pad_top(vm, d);
	if (!e || inst_op(e->pad) != OP_CATCHPAD || !e->x)
		vm_fail(vm, R_EH_F_9, "llvm.wasm.rethrow outside a catchpad");
	EhException *x = e->x;
	eh_set_in_flight(vm, x, true);
	x->single_phase = true;
	x->handler_depth = EH_NO_FRAME;
	if (vm->eh->nsinks) {
		EhEvent ev = {.kind = EV_RETHROW, .x = x, .depth = d, .at = cs->inst, .detail = "llvm.wasm.rethrow"};
		eh_emit(vm, &ev);
	}
	eh_unwind(vm, x, d);
	return BI_UNWIND;
}

static int
b_throw(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	if (ARG(0) != 0)
		vm_fail(vm, R_X_CALL_3, "llvm.wasm.throw with tag %llu: only the C++ tag (0) is provided",
			(unsigned long long)ARG(0));
	EhException *x = eh_exception_at(vm, ARG(1));
	if (!x)
		vm_fail(vm, R_EH_U_13, "llvm.wasm.throw(0, 0x%llx): not an exception header",
			(unsigned long long)ARG(1));
	return eh_throw(vm, x, cs->inst); /* single phase: the unwinder always takes it */
}

/* the innermost pad of the calling frame, which must be a catchpad */
static PadEntry *
current_catchpad(VM *vm, const char *what)
{
	PadEntry *e = eh_pad_top(vm, vm->frames.len - 1);
	if (!e || inst_op(e->pad) != OP_CATCHPAD)
		vm_fail(vm, R_EH_F_9, "%s outside a catchpad", what);
	return e;
}

static int
b_catch(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	PadEntry *e = current_catchpad(vm, "llvm.wasm.catch");
	builtin_ret(cs, R, Z, e->x ? e->x->ue : 0);
	return BI_DONE;
}

static int
b_nothing(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 0);
	return BI_DONE;
}

static int
b_call_personality(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	PadEntry *e = current_catchpad(vm, "_Unwind_CallPersonality");
	uint64_t ctx = rt_symbol_addr(vm, "__wasm_lpad_context");
	if (!ctx)
		vm_fail(vm, R_ERROR, "_Unwind_CallPersonality without @__wasm_lpad_context in the module");
	/* { i32, ptr, i32 }: the pointer at its alignment, the selector after it */
	uint64_t off = 2 * (uint64_t)vm->ptr_bytes;
	mem_write_uint(vm_mem_write(vm, ctx + off, 4), 4, (uint32_t)e->sel, vm->big_endian);
	/* _URC_HANDLER_FOUND (6) or _URC_CONTINUE_UNWIND (8) */
	builtin_ret(cs, R, Z, e->sel ? 6 : 8);
	return BI_DONE;
}

static const RtFn wasm_fns[] = {
	{"llvm.wasm.catch", b_catch},
	{"llvm.wasm.landingpad.index", b_nothing},
	{"llvm.wasm.lsda", b_nothing},
	{"_Unwind_CallPersonality", b_call_personality},
	{"llvm.wasm.get.exception", b_get_exception},
	{"llvm.wasm.get.ehselector", b_get_ehselector},
	{"llvm.wasm.rethrow", b_rethrow},
	{"llvm.wasm.throw", b_throw},
};

static bool
wasm_object(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	(void)o;
	return strcmp(name, "__wasm_lpad_context") == 0;
}

static bool
wasm_applies(const Target *t)
{
	return t->arch == ARCH_WASM32;
}

const RuntimeLib rt_wasm_eh = {
	.name = "wasm EH",
	.applies = wasm_applies,
	.fns = RT_TABLE(wasm_fns),
	.object = wasm_object,
};
