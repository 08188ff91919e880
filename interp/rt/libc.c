/* libc.c — the C library's core: what its parts (libc_*.c, one per
 * header) share — the per-run state, C strings in simulated memory,
 * errno — and the process's end (exit, abort, atexit).
 *
 * A builtin reads its arguments from the caller's registers (the call
 * site says which) and writes its result there.  Strings and buffers are
 * read and written through checked accesses to simulated memory, so a
 * bad pointer passed to strlen is reported like any other bad access.
 * Names are looked up once per call site (registry.c); an unknown
 * external function is a clean error naming it (vm.c). */
#include "rt/libc.h"
#include "rt/outcome.h"

#include <string.h>

LibcState *
libc_state(VM *vm)
{
	return rt_state(vm, &rt_libc);
}

unsigned
libc_int_bits(VM *vm, const Type *t)
{
	return t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->kind == TY_INT ? t->bits : 64;
}

/* ------------------------------------------------------------- strings */
uint64_t
libc_strlen(VM *vm, uint64_t addr)
{
	uint64_t n = 0;
	for (;; n++)
		if (*vm_mem_read(vm, addr + n, 1) == 0)
			return n;
}

char *
rt_read_cstr(VM *vm, uint64_t addr, size_t max, char *buf)
{
	/* the length first: a bad read ends the run before anything is
	 * allocated (nothing leaks) */
	size_t k = 0;
	while (k < max && *vm_mem_read(vm, addr + k, 1))
		k++;
	char *out = buf ? buf : xmalloc(k + 1);
	if (k)
		memcpy(out, vm_mem_read(vm, addr, k), k);
	out[k] = 0;
	return out;
}

uint8_t
libc_peek(VM *vm, uint64_t a)
{
	return *vm_mem_read(vm, a, 1);
}

/* glibc's __chk_fail: a fortified function found a buffer overflow */
void
libc_chk_fail(VM *vm)
{
	static const char msg[] = "*** buffer overflow detected ***: terminated\n";
	vm_flush_stdout(vm);
	fwrite(msg, 1, sizeof msg - 1, vm->stderr_file);
	fflush(vm->stderr_file);
	vm->status = RUN_EXITED;
	vm->exit_code = 134;
	longjmp(*vm->bail, 1);
}

/* ---------------------------------------------------------------- errno */
/* errno of the target: one int in runtime memory, its address what
 * __errno_location (glibc, wasi), _errno (UCRT) and __error (Darwin)
 * return (libc.h: ERANGE and EINVAL have the same numbers on all of them). */
uint64_t
libc_errno_addr(VM *vm)
{
	LibcState *st = libc_state(vm);
	if (!st->errno_obj)
		st->errno_obj = mem_alloc_internal(&vm->mem, 4, 4, "errno");
	return st->errno_obj;
}

void
libc_set_errno(VM *vm, int e)
{
	mem_write_uint(vm_mem_write(vm, libc_errno_addr(vm), 4), 4, (uint32_t)e, vm->big_endian);
}

static int
b_errno_location(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, libc_errno_addr(vm));
	return 0;
}

/* ------------------------------------------------------- process exit */
static int
b_exit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	int status = (int)(uint8_t)ARG(0);
	(void)cs;
	vm_exit_process(vm, status);
	vm->status = RUN_EXITED;
	vm->exit_code = status;
	longjmp(*vm->bail, 1);
}

static int
b_abort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm_flush_stdout(vm);
	vm->status = RUN_EXITED;
	vm->exit_code = rt_outcome(&vm->tgt)->abort_status;
	longjmp(*vm->bail, 1);
}

int
rt_atexit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	VEC_PUSH(&vm->atexit_fns, uint64_t, ARG(0));
	VEC_PUSH(&vm->atexit_fns, uint64_t, cs->nargs > 1 ? ARG(1) : 0);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

/* a call that does nothing: its result (if any) is 0 */
int
rt_nop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	if (cs->dst_slots)
		memset(R + cs->dst, 0, cs->dst_slots * 8), memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}


/* ---------------------------------------------------------------- table */
static const RtCFn fns[] = {
	{"__errno_location", b_errno_location, "p()"}, {"_errno", b_errno_location, "p()"}, {"__error", b_errno_location, "p()"},
	{"exit", b_exit, "v(i)"}, {"_exit", b_exit, "v(i)"}, {"abort", b_abort, "v()"}, {"atexit", rt_atexit, "i(p)"},
};

const RuntimeLib rt_libc = {
	.name = "C library (errno, exit)",
	.cfns = RT_TABLE(fns),
	.state_size = sizeof(LibcState),
};

void
libc_va_list_arg(VM *vm, const CallSite *cs, const uint64_t *R, uint32_t va, uint64_t *ap, uint64_t *walk)
{
	VaListKind k = (VaListKind)vm->tgt.abi.va_list;
	*ap = *walk = 0;
	if (k == VA_X86_64_SYSV || k == VA_AARCH64_AAPCS) {
		*ap = ARG(va); /* the address of the va_list (an array, or a copy passed by reference) */
	} else if (cs->argtypes[va]->kind == TY_PTR || cs->argtypes[va]->kind == TY_INT) {
		*walk = ARG(va); /* the pointer itself, by value */
	} else { /* ARM: struct { ptr } passed as [1 x i32] */
		uint8_t img[16] = {0};
		if (dl_store_size(&vm->dl, cs->argtypes[va]) > sizeof img)
			vm_fail(vm, R_ERROR, "a va_list of type %s is not supported", type_str(cs->argtypes[va]));
		vm_store_value(vm, img, cs->argtypes[va], R + cs->args[va]);
		*walk = mem_read_uint(img, vm->ptr_bytes, vm->big_endian);
	}
}
