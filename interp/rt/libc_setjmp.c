/* libc_setjmp.c — <setjmp.h>: the names each C library's headers make of
 * setjmp and longjmp (the size of its jmp_buf is a fact of the target's
 * row, TargetABI.jmp_buf_size).  The jump itself is a frame-stack
 * operation of the execution core (vm/sjlj.c). */
#include "rt/libc.h"

static bool
applies(const Target *t)
{
	return t->abi.jmp_buf_size != 0;
}

/* the Windows CRTs' longjmp unwinds the frames it leaves (vm/sjlj.c) */
static bool
crt_unwinds(const VM *vm)
{
	return vm->tgt.abi.crt == CRT_UCRT || vm->tgt.abi.crt == CRT_MINGW;
}

/* setjmp(env), _setjmp(env), __sigsetjmp(env, savemask); Windows:
 * _setjmp(env, frame), _setjmp3(env, count, ...): the arguments after
 * env do not change what ehi records (no signal mask is kept: ehi has no
 * signals) */
static int
b_setjmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	vm_setjmp(vm, cs, ARG(0), vm->tgt.abi.jmp_buf_size);
	/* (the registers may have moved: vm_setjmp writes no register) */
	builtin_ret(cs, R, Z, 0);
	return BI_DONE;
}

/* longjmp(env, val), _longjmp, siglongjmp, __longjmp_chk (fortified) */
static int
b_longjmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	return vm_longjmp(vm, cs, ARG(0), vm->tgt.abi.jmp_buf_size, (int32_t)ARG(1), crt_unwinds(vm));
}

static const RtFn fns[] = {
	{"setjmp", b_setjmp}, {"_setjmp", b_setjmp}, {"__sigsetjmp", b_setjmp}, {"sigsetjmp", b_setjmp},
	{"_setjmp3", b_setjmp}, {"_setjmpex", b_setjmp}, {"__mingw_setjmp", b_setjmp},
	{"longjmp", b_longjmp}, {"_longjmp", b_longjmp}, {"siglongjmp", b_longjmp}, {"__longjmp_chk", b_longjmp},
	{"__mingw_longjmp", b_longjmp},
};

const RuntimeLib rt_libc_setjmp = {
	.name = "C library <setjmp.h>",
	.applies = applies,
	.fns = RT_TABLE(fns),
};
