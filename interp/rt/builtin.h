/* builtin.h — what a runtime function written in C needs: its arguments
 * from the caller's registers, its result back into them.  (libc.c, the
 * EH runtimes.) */
#ifndef EHI_BUILTIN_H
#define EHI_BUILTIN_H

#include "vm/vm_ops.h"
#include "rt/runtime.h"

/* argument k's (first) register */
#define ARG(k) (R[cs->args[k]])

/* the integer or pointer result of a builtin, cut to the result type */
static inline void
builtin_ret(const CallSite *cs, uint64_t *R, uint8_t *Z, uint64_t v)
{
	if (!cs->dst_slots)
		return;
	const Type *t = cs->fty->elem;
	if (t->kind == TY_INT && t->bits < 64)
		v &= ((uint64_t)1 << t->bits) - 1;
	R[cs->dst] = v;
	Z[cs->dst] = 0;
}

/* libc.c: what other runtimes share with the C library */
/* free a heap block (fn: who frees it, for the report); 0 is ignored */
void rt_heap_free(VM *vm, uint64_t addr, const CallSite *cs, const char *fn);
/* a call that does nothing: its result (if any) is 0 */
int rt_nop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
/* the C string at addr, at most max bytes of it (each a checked read),
 * into buf (max + 1 bytes), or into a fresh xmalloc'd string when buf is
 * NULL (max may then be SIZE_MAX: up to the NUL); returns the string */
char *rt_read_cstr(VM *vm, uint64_t addr, size_t max, char *buf);
/* atexit(fn[, arg]) (and __cxa_atexit) */
int rt_atexit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

#endif
