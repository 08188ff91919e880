/* crt_mingw.c — what the MinGW-w64 C runtime itself defines, beyond the
 * C library's functions, that programs and MinGW's libstdc++ reach: its
 * flag that threads are in use and MB_CUR_MAX's function. */
#include "rt/libc.h"

#include <string.h>

/* ___mb_cur_max_func(): MB_CUR_MAX of the C locale */
static int
b_mb_cur_max(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 1);
	return 0;
}

static const RtFn fns[] = {
	{"___mb_cur_max_func", b_mb_cur_max},
};

/* _CRT_MT: nonzero when the program may run threads, which turns on the
 * win32 thread model's locking in libgcc and libstdc++ (__gthread_*).  A
 * run has one thread: 0, so the library takes its single-threaded paths
 * (natively the CRT sets 2; nothing the program prints depends on it) */
static bool
mingw_object(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	(void)o;
	return !strcmp(name, "_CRT_MT");
}

static void
mingw_fill(VM *vm)
{
	Value *g = vm_symbol(vm, "_CRT_MT");
	if (g && g->kind == VK_GLOBALVAR && !((Global *)g)->u.nops)
		memset(mem_host(&vm->mem, vm_global_addr(vm, g)), 0, 4);
}

static bool
is_mingw(const Target *t)
{
	return t->os == OS_WINDOWS && t->env == ENV_MINGW;
}

const RuntimeLib rt_crt_mingw = {
	.name = "MinGW-w64 C runtime's own objects",
	.applies = is_mingw,
	.fns = RT_TABLE(fns),
	.object = mingw_object,
	.fill = mingw_fill,
};
