/* pers_seh.c — (scratch) Windows SEH's __C_specific_handler, at its
 * simplest: a catchpad whose filter argument is null (__except(1)) takes
 * any SEH exception; RaiseException raises one. */
#include "eh/personality.h"
#include "rt/builtin.h"

#include <string.h>

#define ARG BARG

static const char *
seh_type_str(VM *vm, EhException *x, char *buf, size_t n)
{
	(void)vm;
	snprintf(buf, n, "SEH exception 0x%08llx", (unsigned long long)x->type);
	return buf;
}

static void
seh_end_catch(VM *vm, EhException *x, EhException *by)
{
	(void)by;
	mem_free_heap(&vm->mem, x->ue, NULL);
	eh_exception_free(vm, x);
}

static void
seh_begin_catch(VM *vm, EhException *x)
{
	(void)vm;
	x->caught = true;
}

static const CxxAbi seh_abi = {
	.name = "SEH",
	.type_str = seh_type_str,
	.begin_catch = seh_begin_catch,
	.pad_begin_catch = seh_begin_catch,
	.pad_end_catch = seh_end_catch,
};

PersAnswer
seh_frame(PersQuery *q)
{
	const Inst *cs = q->pad;
	if (q->x->abi != &seh_abi) {
		q->why = "not an SEH exception";
		return PA_CONTINUE;
	}
	for (uint32_t k = 1; k < cs->u.nops; k++) {
		const Inst *cp = block_first_non_phi((const Block *)inst_opnd(cs, k));
		if (!cp || inst_op(cp) != OP_CATCHPAD || cp->u.nops < 2)
			continue;
		const Value *filter = inst_opnd(cp, 1);
		if (filter->kind == VK_CNULL || filter->kind == VK_CZERO) {
			q->catchpad = cp;
			q->why = "__except(1)";
			return PA_HANDLER;
		}
	}
	q->why = "no catch-all __except";
	return PA_CONTINUE;
}

/* RaiseException(code, flags, nargs, args) */
static int
b_raise_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	uint64_t rec = mem_alloc_heap(&vm->mem, 16, 16, cs->inst, vm->frames.len);
	EhException *x = eh_exception_new(vm, rec, &seh_abi);
	x->type = (uint32_t)ARG(0);
	return eh_throw(vm, x, cs->inst);
}

BuiltinFn
seh_lookup(const char *name)
{
	return strcmp(name, "RaiseException") == 0 ? b_raise_exception : NULL;
}
