/* ubcheck.c — undefined behaviour LLVM's LangRef gives an operation
 * beyond its operands' addresses (SPEC.md section 6, "LLVM's UB-aware
 * interpreter"): the checks ehi added so that every report llubi makes,
 * ehi makes too.
 *
 * llvm.memcpy (and llvm.memcpy.inline) copies between ranges that "must
 * either be equal or non-overlapping" (LangRef; llvm.memmove allows an
 * overlap): an overlap is undefined behaviour (X-MEM-11).  The MEMCPY op
 * tests it when its f & 16 says the call is a memcpy, the C function
 * (rt/intrinsics.c) when it is called as one.
 *
 * Their pointers' `align` attributes are promises of the access as a
 * load's or store's `align` is (LangRef: even with a zero length the
 * pointers "must still be appropriately aligned"): an address that
 * breaks one is X-MEM-10.  The MEMCPY and MEMSET ops carry in w the mask
 * of the larger of the two (up to 256): an address not a multiple of it
 * comes here for the exact check; LOADN and STOREN's w is the
 * instruction's align_log2p1. */
#include "vm/vm_ops.h"

#include <stdio.h>
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

/* log2 of argument k's `align` attribute at call site `call` (0: none;
 * capped at 15, the op's 4 bits) */
unsigned
vm_arg_align_log(VM *vm, const Inst *call, uint32_t k)
{
	const CallInfo *ci = inst_call(call);
	if (!ci->arg_attrs || k >= ci->nargs || !call->parent)
		return 0;
	const Attr *a = attrs_get(vm_module_of(vm, call->parent->parent), ci->arg_attrs[k], ATTR_ALIGN);
	if (!a || a->ival <= 1)
		return 0;
	unsigned l = (unsigned)__builtin_ctzll(a->ival);
	return l > 15 ? 15 : l;
}

static EHI_NORETURN void
mem_align_fail(VM *vm, const char *name, uint64_t dst, uint64_t src, unsigned w)
{
	bool d = dst & (((uint64_t)1 << (w & 15)) - 1);
	uint64_t a = d ? dst : src, al = (uint64_t)1 << (d ? w & 15 : w >> 4);
	vm_fail(vm, R_X_MEM_10, "misaligned %s of %s at address 0x%llx: its `align %llu` says a multiple of %llu",
		d ? "destination" : "source", name, (unsigned long long)a, (unsigned long long)al, (unsigned long long)al);
}

void
vm_call_mem_align(VM *vm, const Inst *call, const char *name, uint64_t dst, uint64_t src, bool has_src)
{
	unsigned w = vm_arg_align_log(vm, call, 0) | (has_src ? vm_arg_align_log(vm, call, 1) << 4 : 0);
	if (vm_mem_misaligned(dst, src, w))
		mem_align_fail(vm, name, dst, src, w);
}

void
vm_mem_align_slow(VM *vm, uint64_t dst, uint64_t src, bool has_src)
{
	const Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	uint32_t pc = fr->pc ? fr->pc - 1 : 0;
	const Inst *call = fr->lf && pc < fr->lf->ncode ? fr->lf->src[pc] : NULL;
	if (!call || (inst_op(call) != OP_CALL && inst_op(call) != OP_INVOKE))
		return;
	const Value *c = inst_callee(call);
	const char *name = c->kind == VK_FUNCTION ? ((const Function *)c)->g.u.v.name : NULL;
	vm_call_mem_align(vm, call, !name ? "?" : !strncmp(name, "llvm.memcpy", 11) ? "llvm.memcpy"
				    : !strncmp(name, "llvm.memmove", 12) ? "llvm.memmove" : "llvm.memset",
			  dst, src, has_src);
}

/* an aggregate, vector or wide integer load or store (LOADN, STOREN) of
 * n bytes at addr, its instruction's align_log2p1 lp1: checked up to the
 * largest power of two its size holds, as scalars are to their size */
void
vm_wide_align(VM *vm, uint64_t addr, uint64_t n, uint8_t lp1, bool write)
{
	if (lp1 <= 1 || !n)
		return;
	uint64_t al = (uint64_t)1 << (lp1 - 1), cap = (uint64_t)1 << (63 - __builtin_clzll(n));
	uint64_t m = al < cap ? al : cap;
	if (addr & (m - 1))
		vm_fail(vm, R_X_MEM_10, "misaligned %s of %llu bytes at address 0x%llx: its `align %llu` says a multiple of %llu",
			write ? "write" : "read", (unsigned long long)n, (unsigned long long)addr, (unsigned long long)al,
			(unsigned long long)al);
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

/* ------------------------------------------- llvm.assume's bundles */

void
vmop_assume(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	uint64_t p = R[op->a] & vm->mem.ptr_mask, n = op->x.k ? R[op->b] & vm_wmask((unsigned)op->x.k) : 0;
	if (Z[op->a] || (op->x.k && Z[op->b]))
		return; /* (not checked: a poison operand) */
	switch (op->w) {
	case ASSUME_NONNULL:
		if (!p)
			vm_fail(vm, R_X_UB_9_BUNDLE, "llvm.assume's \"nonnull\" operand bundle does not hold: the pointer is null");
		break;
	case ASSUME_ALIGN:
		if (n && !(n & (n - 1)) && (p & (n - 1)))
			vm_fail(vm, R_X_UB_9_BUNDLE, "llvm.assume's \"align\" operand bundle does not hold: 0x%llx is not a multiple of %llu",
				(unsigned long long)p, (unsigned long long)n);
		break;
	default:
		if (n && (!p || !mem_ok_range(&vm->mem, p, n, SH_LIVE_READ)))
			vm_fail(vm, R_X_UB_9_BUNDLE, "llvm.assume's \"dereferenceable\" operand bundle does not hold: %llu bytes at 0x%llx are not all in one live object",
				(unsigned long long)n, (unsigned long long)p);
		break;
	}
}
