/* va.c — variadic calls, per the target's va_list ABI.
 *
 * clang expands most va_arg uses into loads from the va_list structure,
 * so a variadic call must lay its arguments out in simulated memory
 * exactly as the target's calling convention would: the x86-64 SysV
 * register save area (6 GP + 8 XMM) and overflow area, the AArch64 AAPCS
 * general and vector save areas, or one argument area walked by a plain
 * pointer (i686, ARM, Windows x64, wasm32, PowerPC64).  va_prepare does
 * that at the call; llvm.va_start fills the program's va_list from it. */
#include "vm/vm_ops.h"

#include <string.h>

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) & ~(a - 1);
}

/* Where a variadic argument travels in the register-save ABIs (x86-64
 * SysV, AArch64 AAPCS): general registers (`words` of them), a vector
 * register (floating point and short vectors: one 16-byte slot), or
 * memory.  va_prepare lays arguments out by it and the va_arg reader
 * (va_arg_next) reads them back by it, so the two always agree; for the
 * types clang passes it is the ABI's classification. */
typedef enum { VC_GP, VC_FP, VC_MEM } VaClass;

static VaClass
va_class(const Type *t, bool byval, uint64_t size, unsigned *words)
{
	*words = (unsigned)((size + 7) / 8);
	if (byval)
		return VC_MEM;
	switch (t->kind) {
	case TY_HALF: case TY_BFLOAT: case TY_FLOAT: case TY_DOUBLE: case TY_FP128:
		return VC_FP;
	case TY_X86_FP80:
		return VC_MEM;
	case TY_VECTOR: /* longer ones: memory (AArch64 clang passes them by reference) */
		return size <= 16 ? VC_FP : VC_MEM;
	default:
		return *words <= 2 ? VC_GP : VC_MEM;
	}
}

/* AArch64 rounds the general register number up to even for a
 * 16-byte-aligned argument (__int128) */
static bool
gp_pair_aligned(VM *vm, VaListKind kind, const Type *t, unsigned words)
{
	return kind == VA_AARCH64_AAPCS && words == 2 && dl_abi_align(&vm->dl, t) >= 16;
}

/* Win64 passes an argument whose size is not 1, 2, 4 or 8 bytes by
 * reference: its variadic slot holds a pointer (a long double of MinGW) */
static bool
odd_size_by_ref(VM *vm, uint64_t size)
{
	return vm->tgt.abi.va_odd_by_ref && size != 1 && size != 2 && size != 4 && size != 8;
}

/* The argument area of the pointer-walk ABIs: slot size and alignment of
 * one argument, from the target row (x86 and Apple ARM: 4; ARM EABI: 4
 * or 8; wasm32: at least 4; the 64-bit ones: at least a pointer) */
static void
ptr_abi_slot(VM *vm, const Type *t, uint64_t size, uint64_t *slot, uint64_t *align)
{
	const TargetABI *abi = &vm->tgt.abi;
	uint64_t a = dl_abi_align(&vm->dl, t);
	if (a < abi->va_align_min)
		a = abi->va_align_min;
	if (abi->va_align_max && a > abi->va_align_max)
		a = abi->va_align_max;
	*align = a;
	*slot = align_up(size, abi->va_slot);
}

/* byval arguments are passed as pointers in IR; the callee expects the
 * bytes themselves in the argument area */
static const Type *
byval_type(const CallSite *cs, uint32_t k)
{
	const CallInfo *ci = inst_call(cs->inst);
	if (!ci->arg_attrs || !ci->arg_attrs[k])
		return NULL;
	const AttrSet *s = ci->arg_attrs[k];
	for (uint32_t j = 0; j < s->n; j++)
		if (s->attrs[j].kind == ATTR_BYVAL)
			return s->attrs[j].type;
	return NULL;
}

void
va_prepare(VM *vm, Frame *callee, const CallSite *cs, const uint64_t *R)
{
	Mem *mem = &vm->mem;
	bool be = vm->big_endian;
	VaListKind kind = (VaListKind)vm->tgt.abi.va_list;
	/* pass 1: how big is the stacked part? (generous: 16 bytes a value) */
	uint64_t total = 0;
	for (uint32_t k = 0; k < cs->nargs; k++) {
		const Type *bt = byval_type(cs, k);
		total += 16 + (bt ? dl_type_size(&vm->dl, bt) : dl_type_size(&vm->dl, cs->argtypes[k]));
	}
	uint64_t regs_size = kind == VA_X86_64_SYSV ? 176 : kind == VA_AARCH64_AAPCS ? 64 + 128 : 0;
	uint64_t area = mem_stack_alloc(mem, total + regs_size + 16, 16);
	if (!area)
		vm_stack_full(vm, total + regs_size + 16);
	memset(mem_host(mem, area), 0, total + regs_size + 16);
	mem_mark_written(mem, area, total + regs_size + 16); /* the arguments' image: written */
	uint64_t regs = area, stack = area + regs_size, sp = stack;
	unsigned ngp = 0, nfp = 0;
	unsigned gp_max = kind == VA_X86_64_SYSV ? 6 : 8, fp_max = 8;
	uint32_t fixed_gp = 0, fixed_fp = 0;
	for (uint32_t k = 0; k < cs->nargs; k++) {
		const Type *t = cs->argtypes[k];
		/* wasm32 passes a variadic aggregate by reference: the area holds
		 * the pointer to the caller's copy, not the bytes */
		const Type *bt = vm->tgt.abi.va_aggr_by_ref ? NULL : byval_type(cs, k);
		uint64_t size = bt ? dl_type_size(&vm->dl, bt) : dl_store_size(&vm->dl, t);
		uint8_t img[64] = {0};
		if (bt) {
			if (size > sizeof img) {
				/* big byval: copied straight from its memory below */
			} else {
				memcpy(img, vm_mem_read(vm, R[cs->args[k]], size), size);
			}
		} else {
			if (size > sizeof img)
				vm_fail(vm, R_ERROR, "a variadic argument of type %s (%llu bytes) is not supported",
					type_str(t), (unsigned long long)size);
			vm_store_value(vm, img, t, R + cs->args[k]);
		}
		bool fixed = k < cs->nfixed;
		if (kind == VA_X86_64_SYSV || kind == VA_AARCH64_AAPCS) {
			unsigned words;
			VaClass c = va_class(t, bt != NULL, size, &words);
			bool in_regs = false;
			if (c == VC_FP) {
				in_regs = nfp < fp_max;
				if (in_regs) {
					uint64_t off = kind == VA_X86_64_SYSV ? 48 + 16 * nfp : 64 + 16 * nfp;
					memcpy(mem_host(mem, regs + off), img, size > 16 ? 16 : size);
					nfp++;
				}
			} else if (c == VC_GP) {
				if (gp_pair_aligned(vm, kind, t, words) && (ngp & 1))
					ngp++;
				in_regs = ngp + words <= gp_max;
				if (in_regs) {
					memcpy(mem_host(mem, regs + 8 * ngp), img, words * 8);
					ngp += words;
				} else if (kind == VA_AARCH64_AAPCS) {
					ngp = gp_max; /* AAPCS: no later argument goes in a register */
				}
			}
			if (!in_regs) {
				uint64_t a = bt ? 8 : dl_abi_align(&vm->dl, t) > 8 ? 16 : 8;
				if (kind == VA_X86_64_SYSV && bt && dl_abi_align(&vm->dl, bt) > 8)
					a = 16;
				sp = align_up(sp, a);
				if (bt && size > sizeof img)
					memcpy(mem_host(mem, sp), vm_mem_read(vm, R[cs->args[k]], size), size);
				else
					memcpy(mem_host(mem, sp), img, size);
				sp += align_up(size, 8);
			}
			if (fixed) {
				fixed_gp = ngp;
				fixed_fp = nfp;
				if (k + 1 == cs->nfixed)
					stack = sp; /* variadic arguments on the stack start here */
			}
			continue;
		}
		/* pointer-walk ABIs: every argument in one area, in order */
		uint64_t slot, align;
		ptr_abi_slot(vm, bt ? bt : t, size, &slot, &align);
		sp = align_up(sp, align);
		if (fixed) {
			sp += slot;
			stack = sp;
			continue;
		}
		uint8_t *dst = mem_host(mem, sp);
		if (bt && size > sizeof img)
			memcpy(dst, vm_mem_read(vm, R[cs->args[k]], size), size);
		else if (be && !bt && size < slot && t->kind == TY_INT)
			memcpy(dst + (slot - size), img, size); /* right-justified on big-endian */
		else
			memcpy(dst, img, size);
		sp += slot;
	}
	if (cs->nfixed == 0)
		stack = kind == VA_X86_64_SYSV || kind == VA_AARCH64_AAPCS ? area + regs_size : area;
	callee->va_regs = regs;
	callee->va_stack = stack;
	callee->va_gp = fixed_gp;
	callee->va_fp = fixed_fp;
}

/* llvm.va_start(ptr %ap): the program's va_list from the frame's layout */
int
va_start_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	if (!(fr->lf->fn->fty->flags & TYF_VARARG))
		vm_fail(vm, R_X_UB_7, "llvm.va_start in a function that is not variadic");
	if (fr->site && fr->site->fty && !(fr->site->fty->flags & TYF_VARARG))
		/* a "thunk" called through its target's type (X-CALL-5): its
		 * arguments were passed as fixed ones, laid out for no va_list */
		vm_fail(vm, R_X_CALL_5, "llvm.va_start in @%s, a variadic thunk called through a non-variadic type",
			fr->lf->fn->g.u.v.name ? fr->lf->fn->g.u.v.name : "?");
	uint64_t ap = R[cs->args[0]];
	unsigned pb = vm->ptr_bytes;
	bool be = vm->big_endian;
	switch ((VaListKind)vm->tgt.abi.va_list) {
	case VA_X86_64_SYSV: {
		uint8_t *p = vm_mem_write(vm, ap, 24);
		mem_write_uint(p, 4, 8 * fr->va_gp, be);
		mem_write_uint(p + 4, 4, 48 + 16 * fr->va_fp, be);
		mem_write_uint(p + 8, 8, fr->va_stack, be);
		mem_write_uint(p + 16, 8, fr->va_regs, be);
		return 0;
	}
	case VA_AARCH64_AAPCS: {
		uint8_t *p = vm_mem_write(vm, ap, 32);
		mem_write_uint(p, 8, fr->va_stack, be);
		mem_write_uint(p + 8, 8, fr->va_regs + 64, be);       /* __gr_top */
		mem_write_uint(p + 16, 8, fr->va_regs + 64 + 128, be); /* __vr_top */
		mem_write_uint(p + 24, 4, (uint64_t)(uint32_t)(-(int32_t)(64 - 8 * fr->va_gp)), be);
		mem_write_uint(p + 28, 4, (uint64_t)(uint32_t)(-(int32_t)(128 - 16 * fr->va_fp)), be);
		return 0;
	}
	default:
		mem_write_uint(vm_mem_write(vm, ap, pb), pb, fr->va_stack, be);
		return 0;
	}
}

int
va_copy_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	VaListKind k = (VaListKind)vm->tgt.abi.va_list;
	uint64_t n = k == VA_X86_64_SYSV ? 24 : k == VA_AARCH64_AAPCS ? 32 : vm->ptr_bytes;
	uint8_t *src = vm_mem_read(vm, R[cs->args[1]], n);
	memmove(vm_mem_write(vm, R[cs->args[0]], n), src, n);
	return 0;
}

/* The next variadic argument of type t, read from a va_list exactly as
 * the target's va_arg does, into t's register image `slots`.
 *
 *   x86-64 SysV   ap -> { i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
 *                         ptr reg_save_area }: a GP argument of w words comes
 *                 from reg_save_area + gp_offset while gp_offset + 8w <= 48,
 *                 a floating-point one from reg_save_area + fp_offset while
 *                 fp_offset + 16 <= 176, anything else (or once those run
 *                 out) from overflow_arg_area, aligned to 16 for types
 *                 aligned more than 8, which then advances by the size
 *                 rounded up to 8.
 *   AArch64       ap -> { ptr __stack, ptr __gr_top, ptr __vr_top,
 *                         i32 __gr_offs, i32 __vr_offs }: a GP argument comes
 *                 from __gr_top + __gr_offs while __gr_offs < 0 (rounded up
 *                 to 16 first for 16-byte-aligned types); __gr_offs advances
 *                 by 8 a word even when that overflows, and a positive
 *                 result means the argument (and every later one) is on
 *                 the stack; likewise FP and short vectors from __vr_top +
 *                 __vr_offs in 16-byte steps.  __stack is aligned to 16 for
 *                 16-byte-aligned types and advances by the size rounded to 8.
 *   others        a pointer walks one argument area (ptr_abi_slot); Win64
 *                 passes arguments of odd sizes by reference.
 *
 * ap is the address of the va_list object (for the pointer forms: of the
 * pointer variable), updated in memory.  With ap == 0 the pointer form's
 * pointer is *walk itself (vprintf(fmt, ap) receives it by value). */
void
va_arg_next(VM *vm, uint64_t ap, uint64_t *walk, const Type *t, uint64_t *slots)
{
	VaListKind kind = (VaListKind)vm->tgt.abi.va_list;
	bool be = vm->big_endian;
	uint64_t size = dl_store_size(&vm->dl, t), at;
	if (kind == VA_X86_64_SYSV || kind == VA_AARCH64_AAPCS) {
		unsigned words;
		VaClass c = va_class(t, false, size, &words);
		bool align16 = dl_abi_align(&vm->dl, t) > 8;
		uint8_t *p = vm_mem_write(vm, ap, kind == VA_X86_64_SYSV ? 24 : 32);
		at = 0;
		if (kind == VA_X86_64_SYSV) {
			uint32_t gp = (uint32_t)mem_read_uint(p, 4, be), fp = (uint32_t)mem_read_uint(p + 4, 4, be);
			uint64_t save = mem_read_uint(p + 16, 8, be);
			if (c == VC_GP && gp <= 48 && 8 * words <= 48 - gp) {
				at = save + gp;
				mem_write_uint(p, 4, gp + 8 * words, be);
			} else if (c == VC_FP && fp <= 160) {
				at = save + fp;
				mem_write_uint(p + 4, 4, fp + 16, be);
			} else {
				uint64_t ov = mem_read_uint(p + 8, 8, be);
				if (align16)
					ov = align_up(ov, 16);
				at = ov;
				mem_write_uint(p + 8, 8, ov + align_up(size, 8), be);
			}
		} else {
			int32_t gr = (int32_t)(uint32_t)mem_read_uint(p + 24, 4, be);
			int32_t vr = (int32_t)(uint32_t)mem_read_uint(p + 28, 4, be);
			if (c == VC_GP && gr < 0) {
				if (gp_pair_aligned(vm, kind, t, words))
					gr = (int32_t)(((uint32_t)gr + 15u) & ~15u);
				int32_t next = gr + 8 * (int32_t)words;
				mem_write_uint(p + 24, 4, (uint32_t)next, be);
				if (next <= 0)
					at = mem_read_uint(p + 8, 8, be) + (uint64_t)(int64_t)gr;
			} else if (c == VC_FP && vr < 0) {
				int32_t next = vr + 16;
				mem_write_uint(p + 28, 4, (uint32_t)next, be);
				if (next <= 0)
					at = mem_read_uint(p + 16, 8, be) + (uint64_t)(int64_t)vr;
			}
			if (!at) {
				uint64_t st = mem_read_uint(p, 8, be);
				if (align16)
					st = align_up(st, 16);
				at = st;
				mem_write_uint(p, 8, st + align_up(size, 8), be);
			}
		}
		vm_load_value(vm, vm_mem_read(vm, at, size), t, slots);
		return;
	}
	unsigned pb = vm->ptr_bytes;
	uint64_t ptr = ap ? mem_read_uint(vm_mem_read(vm, ap, pb), pb, be) : *walk;
	bool indirect = odd_size_by_ref(vm, size);
	uint64_t slot, align;
	if (indirect)
		slot = align = 8;
	else
		ptr_abi_slot(vm, t, size, &slot, &align);
	ptr = align_up(ptr, align);
	at = be && t->kind == TY_INT && size < slot ? ptr + slot - size : ptr;
	if (indirect)
		at = mem_read_uint(vm_mem_read(vm, at, 8), 8, be);
	vm_load_value(vm, vm_mem_read(vm, at, size), t, slots);
	ptr += slot;
	if (ap)
		mem_write_uint(vm_mem_write(vm, ap, pb), pb, ptr, be);
	else
		*walk = ptr;
}

/* the va_arg instruction: %ap is the address of the va_list */
void
vmop_vaarg(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)fr;
	const Type *t = op->x.p;
	if (Z[op->a])
		vm_fail(vm, R_X_UB_2, "va_arg through a poison or undef va_list pointer");
	uint32_t n = type_slots(vm, t);
	uint64_t tmp[16] = {0};
	if (n > 16)
		vm_fail(vm, R_ERROR, "va_arg of type %s is not supported", type_str(t));
	va_arg_next(vm, R[op->a], NULL, t, tmp);
	memcpy(R + op->d, tmp, n * 8);
	memset(Z + op->d, 0, n);
}
