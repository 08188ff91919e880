/* libc_setjmp.c — <setjmp.h>: the names each C library's headers make of
 * setjmp and longjmp, and the size of its jmp_buf.  The jump itself is a
 * frame-stack operation of the execution core (vm/sjlj.c). */
#include "rt/libc.h"

/* the target C library's jmp_buf (glibc's struct __jmp_buf_tag[1]; the
 * Windows CRTs' _JBTYPE[_JBLEN]): setjmp writes all of it */
typedef struct JmpBufSize {
	TargetArch arch;
	TargetOS os;
	uint32_t bytes;
} JmpBufSize;

static const JmpBufSize jmp_buf_sizes[] = {
	{ARCH_X86_64, OS_LINUX, 200}, {ARCH_X86, OS_LINUX, 156}, {ARCH_AARCH64, OS_LINUX, 312},
	{ARCH_ARM, OS_LINUX, 392}, {ARCH_X86_64, OS_WINDOWS, 256}, {ARCH_X86, OS_WINDOWS, 64},
};

static uint32_t
jmp_buf_bytes(const Target *t)
{
	for (size_t k = 0; k < countof(jmp_buf_sizes); k++)
		if (jmp_buf_sizes[k].arch == t->arch && jmp_buf_sizes[k].os == t->os)
			return jmp_buf_sizes[k].bytes;
	return 0;
}

static bool
applies(const Target *t)
{
	return jmp_buf_bytes(t) != 0;
}

/* setjmp(env), _setjmp(env), __sigsetjmp(env, savemask); Windows:
 * _setjmp(env, frame), _setjmp3(env, count, ...): the arguments after
 * env do not change what ehi records (no signal mask is kept: ehi has no
 * signals) */
static int
b_setjmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	vm_setjmp(vm, cs, ARG(0), jmp_buf_bytes(&vm->tgt));
	/* (the registers may have moved: vm_setjmp writes no register) */
	builtin_ret(cs, R, Z, 0);
	return BI_DONE;
}

/* longjmp(env, val), _longjmp, siglongjmp, __longjmp_chk (fortified) */
static int
b_longjmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	return vm_longjmp(vm, cs, ARG(0), jmp_buf_bytes(&vm->tgt), (int32_t)ARG(1));
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
