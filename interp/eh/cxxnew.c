/* cxxnew.c — what both C++ runtimes share with the C library's heap:
 * operator new and delete (every mangling: the Itanium ABI's _Znwm...,
 * MSVC's ??2@...), function-local statics' guards (Itanium's
 * __cxa_guard_*, MSVC's _Init_thread_*).  The Itanium and MSVC runtime
 * tables (cxxabi.c, msvcrt.c) list them. */
#include "eh/eh.h"
#include "rt/builtin.h"

#include <string.h>

/* function-local statics: the guard's first byte says "initialised" */
int
cxx_guard_acquire(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint8_t *g = vm_mem_write(vm, ARG(0), 1);
	builtin_ret(cs, R, Z, g[0] ? 0 : 1);
	return 0;
}

int
cxx_guard_release(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	(void)cs;
	*vm_mem_write(vm, ARG(0), 1) = 1;
	return 0;
}

/* MSVC's thread-safe statics: a guard is 0 (never), -1 (being built) or
 * the epoch at which it was built; _Init_thread_epoch starts at INT_MIN */
int
cxx_init_thread_header(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint8_t *g = vm_mem_write(vm, ARG(0), 4);
	if (mem_read_uint(g, 4, vm->big_endian) == 0)
		mem_write_uint(g, 4, 0xffffffffu, vm->big_endian);
	return 0;
}

int
cxx_init_thread_footer(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Value *e = vm_symbol(vm, "_Init_thread_epoch");
	uint32_t epoch = (uint32_t)INT32_MIN;
	if (e) {
		uint8_t *p = vm_mem_write(vm, vm_global_addr(vm, e), 4);
		epoch = (uint32_t)mem_read_uint(p, 4, vm->big_endian) + 1;
		mem_write_uint(p, 4, epoch, vm->big_endian);
	}
	mem_write_uint(vm_mem_write(vm, ARG(0), 4), 4, epoch, vm->big_endian);
	return 0;
}

int
cxx_init_thread_abort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	mem_write_uint(vm_mem_write(vm, ARG(0), 4), 4, 0, vm->big_endian);
	return 0;
}

/* the installed new-handler (std::set_new_handler's), or 0: it lives in
 * the C++ library (libstdc++'s new_handler.cc, compiled to IR), read
 * through its std::get_new_handler when the library is linked */
static uint64_t
new_handler(VM *vm)
{
	Value *g = vm_symbol(vm, "_ZSt15get_new_handlerv");
	uint64_t h = 0;
	if (!g || g->kind != VK_FUNCTION || ((Function *)g)->is_decl)
		return 0;
	vm_call_function(vm, (Function *)g, NULL, 0, &h);
	return h & vm->mem.ptr_mask;
}

/* operator new's block of its first argument's size (0: 1 byte), undef
 * until constructed; 0 when it fails: more than the machine has, or more
 * than PTRDIFF_MAX (glibc refuses those outright) */
static uint64_t
new_block(VM *vm, const CallSite *cs, const uint64_t *R)
{
	uint64_t n = ARG(0) ? ARG(0) : 1;
	uint64_t a = n > (vm->mem.ptr_mask >> 1) ? 0 : mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
	if (a)
		mem_set_state(&vm->mem, a, n, SH_HEAP_UNINIT);
	return a;
}

int
cxx_new(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t a;
	/* [new.delete.single]: while the allocation fails, call the
	 * new-handler if one is installed (it may free memory, install
	 * another, or throw), else throw std::bad_alloc */
	while (!(a = new_block(vm, cs, R))) {
		uint64_t h = new_handler(vm), ret;
		if (!h)
			return eh_throw_std(vm, cs, "St9bad_alloc", NULL);
		if (vm_call_address(vm, h, NULL, 0, &ret, 0))
			return BI_UNWIND;
	}
	builtin_ret(cs, R, Z, a);
	return 0;
}

/* operator new(size, const std::nothrow_t&) and its array form: a
 * failure is a null pointer, not std::bad_alloc */
int
cxx_new_nothrow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, new_block(vm, cs, R));
	return 0;
}

int
cxx_delete(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	rt_heap_free(vm, ARG(0), cs, "operator delete");
	return 0;
}

