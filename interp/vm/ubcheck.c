/* ubcheck.c — undefined behaviour LLVM's LangRef gives an operation
 * beyond its operands' addresses (SPEC.md section 6, "LLVM's UB-aware
 * interpreter"): the checks ehi added so that every report llubi makes,
 * ehi makes too.
 *
 * llvm.memcpy (and llvm.memcpy.inline) copies between ranges that "must
 * either be equal or non-overlapping" (LangRef; llvm.memmove allows an
 * overlap): an overlap is undefined behaviour (X-MEM-11).  The MEMCPY op
 * tests it when its f & 16 says the call is a memcpy, the C function
 * (rt/intrinsics.c) when it is called as one. */
#include "vm/vm_ops.h"

#include <string.h>

bool
vm_memcpy_no_overlap(const char *name)
{
	return name && !strncmp(name, "llvm.memcpy.", 12);
}

void
vm_memcpy_overlap_fail(VM *vm, uint64_t dst, uint64_t src, uint64_t n)
{
	vm_fail(vm, R_X_MEM_11,
		"llvm.memcpy of %llu bytes from 0x%llx to 0x%llx: the ranges overlap by %llu bytes "
		"(llvm.memcpy's must be equal or disjoint; llvm.memmove allows an overlap)",
		(unsigned long long)n, (unsigned long long)src, (unsigned long long)dst,
		(unsigned long long)(n - (dst > src ? dst - src : src - dst)));
}

/* ------------------------------------------------ fast-math nnan, ninf */

const uint8_t vm_fp_bytes[FK__COUNT] = {[FK_HALF] = 2, [FK_BFLOAT] = 2, [FK_F32] = 4, [FK_F64] = 8};

/* is lane j of term t (lane 0: a scalar) of an excluded class? */
static bool
excluded(const VM *vm, const FmfTerm *t, uint32_t j, uint16_t classes, const uint64_t *R, const uint8_t *Z)
{
	if (!t->lanes)
		return !Z[t->slot] && (vm_fp_class(R + t->slot, (FpKind)t->fpk) & classes);
	unsigned n = vm_fp_bytes[t->fpk];
	uint64_t v = vm_image_lane(vm, R, t->slot, j * n, n);
	return !vm_image_poison(Z, t->slot, j * n, n) && (vm_fp_class(&v, (FpKind)t->fpk) & classes);
}

void
vmop_fastmath(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const FmfCheck *c = op->x.p;
	const FmfTerm *d = &c->t[0];
	uint32_t lanes = d->lanes ? d->lanes : 1;
	for (uint32_t j = 0; j < lanes; j++) {
		/* an operand's lane (a vector's lane j meets lane j) */
		bool bad = d->slot != UINT32_MAX && d->fpk != FK__COUNT && excluded(vm, d, j, c->classes, R, Z);
		for (uint32_t k = 1; k < c->nterms && !bad; k++) {
			const FmfTerm *t = &c->t[k];
			if (t->lanes) {
				bad = excluded(vm, t, d->lanes ? j : 0, c->classes, R, Z);
				for (uint32_t l = 1; !d->lanes && l < t->lanes && !bad; l++)
					bad = excluded(vm, t, l, c->classes, R, Z);
			} else {
				bad = excluded(vm, t, 0, c->classes, R, Z);
			}
		}
		if (!bad || d->slot == UINT32_MAX)
			continue;
		if (!d->lanes)
			Z[d->slot] = 0xff;
		else if (d->fpk == FK__COUNT) /* an i1 lane shares its byte */
			vm_image_poison_set(Z, d->slot, j / 8, 1);
		else
			vm_image_poison_set(Z, d->slot, j * vm_fp_bytes[d->fpk], vm_fp_bytes[d->fpk]);
	}
}
