/* builtin.h — what a runtime function written in C needs: its arguments
 * from the caller's registers, its result back into them.  (libc.c, the
 * EH runtimes.) */
#ifndef EHI_BUILTIN_H
#define EHI_BUILTIN_H

#include "vm/vm_ops.h"

#define BARG(k) (R[cs->args[k]])

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

#endif
