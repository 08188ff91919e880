/* va.c — variadic calls, per the target's va_list ABI.
 *
 * clang expands most va_arg uses into loads from the va_list structure,
 * so a variadic call must lay its arguments out in simulated memory
 * exactly as the target's calling convention would: the x86-64 SysV
 * register save area (6 GP + 8 XMM) and overflow area, the AArch64 AAPCS
 * general and vector save areas, or one argument area walked by a plain
 * pointer (i686, ARM, Windows x64, wasm32, PowerPC64).  va_prepare does
 * that at the call; llvm.va_start fills the program's va_list from it. */
#include "vm_ops.h"

#include <string.h>

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) & ~(a - 1);
}

static bool
is_fp(const Type *t)
{
	return t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_HALF;
}

/* The argument area of the pointer-walk ABIs: slot size and alignment
 * of one argument. */
static void
ptr_abi_slot(VM *vm, const Type *t, uint64_t size, uint64_t *slot, uint64_t *align)
{
	unsigned pb = vm->ptr_bytes;
	uint64_t a = dl_abi_align(&vm->dl, t);
	switch (vm->tgt.arch) {
	case ARCH_X86:
		*align = 4;
		*slot = align_up(size, 4);
		return;
	case ARCH_ARM:
		*align = vm->tgt.os == OS_DARWIN ? 4 : (a > 4 ? 8 : 4);
		*slot = align_up(size, 4);
		return;
	case ARCH_WASM32:
		*align = a < 4 ? 4 : a;
		*slot = align_up(size, 4);
		return;
	default: /* 64-bit: Windows x64, PowerPC64, Apple arm64 */
		*align = a > pb && size > pb ? a : pb;
		*slot = align_up(size, pb);
		return;
	}
}

/* byval arguments are passed as pointers in IR; the callee expects the
 * bytes themselves in the argument area */
static const Type *
byval_type(const CallSite *cs, uint32_t k)
{
	const CallInfo *ci = inst_call(cs->inst);
	const Attr *a = ci->arg_attrs && ci->arg_attrs[k] ? NULL : NULL;
	(void)a;
	if (!ci->arg_attrs || !ci->arg_attrs[k])
		return NULL;
	const AttrSet *s = ci->arg_attrs[k];
	for (uint32_t j = 0; j < s->n; j++)
		if (s->attrs[j].kind == ATTR_BYVAL)
			return s->attrs[j].type;
	return NULL;
}

void va_prepare(VM *vm, Frame *callee, const CallSite *cs, const uint64_t *R);

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
		vm_fail(vm, RUN_LIMIT, "X-LIM-2", "stack overflow: the simulated stack is full");
	memset(mem_host(mem, area), 0, total + regs_size + 16);
	uint64_t regs = area, stack = area + regs_size, sp = stack;
	unsigned ngp = 0, nfp = 0;
	unsigned gp_max = kind == VA_X86_64_SYSV ? 6 : 8, fp_max = 8;
	uint32_t fixed_gp = 0, fixed_fp = 0;
	for (uint32_t k = 0; k < cs->nargs; k++) {
		const Type *t = cs->argtypes[k];
		/* wasm32 passes a variadic aggregate by reference: the area holds
		 * the pointer to the caller's copy, not the bytes */
		const Type *bt = vm->tgt.arch == ARCH_WASM32 ? NULL : byval_type(cs, k);
		uint64_t size = bt ? dl_type_size(&vm->dl, bt) : dl_store_size(&vm->dl, t);
		uint8_t img[64] = {0};
		if (bt) {
			if (size > sizeof img) {
				/* big byval: copied straight from its memory below */
			} else {
				memcpy(img, vm_mem_read(vm, R[cs->args[k]], size), size);
			}
		} else {
			vm_store_value(vm, img, t, R + cs->args[k]);
		}
		bool fixed = k < cs->nfixed;
		if (kind == VA_X86_64_SYSV || kind == VA_AARCH64_AAPCS) {
			bool fp = !bt && is_fp(t);
			unsigned words = (unsigned)((size + 7) / 8);
			bool in_regs = !bt && words <= 2 &&
				       (fp ? nfp < fp_max : ngp + words <= gp_max) && t->kind != TY_X86_FP80 &&
				       t->kind != TY_FP128;
			if (kind == VA_AARCH64_AAPCS && t->kind == TY_FP128 && nfp < fp_max)
				in_regs = true, fp = true;
			if (in_regs) {
				if (fp) {
					uint64_t off = kind == VA_X86_64_SYSV ? 48 + 16 * nfp : 64 + 16 * nfp;
					memcpy(mem_host(mem, regs + off), img, size > 16 ? 16 : size);
					nfp++;
				} else {
					if (kind == VA_AARCH64_AAPCS && words == 2 && (ngp & 1))
						ngp++; /* 16-byte aligned pairs */
					memcpy(mem_host(mem, regs + 8 * ngp), img, words * 8);
					ngp += words;
				}
			} else {
				uint64_t a = bt ? 8 : dl_abi_align(&vm->dl, t) > 8 ? 16 : 8;
				if (kind == VA_X86_64_SYSV && bt && dl_abi_align(&vm->dl, bt) > 8)
					a = 16;
				sp = align_up(sp, a);
				if (!fixed || k < cs->nfixed) {
					if (bt && size > sizeof img)
						memcpy(mem_host(mem, sp), vm_mem_read(vm, R[cs->args[k]], size), size);
					else
						memcpy(mem_host(mem, sp), img, size);
				}
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
int va_start_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int
va_start_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	if (!(fr->lf->fn->fty->flags & TYF_VARARG))
		vm_fail(vm, RUN_UB, "X-UB-7", "llvm.va_start in a function that is not variadic");
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

int va_copy_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
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

/* the va_arg instruction (pointer-walk ABIs; clang expands the others) */
void
vmop_vaarg(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)fr;
	const Type *t = op->x.p;
	if (vm->tgt.abi.va_list == VA_X86_64_SYSV || vm->tgt.abi.va_list == VA_AARCH64_AAPCS)
		vm_fail(vm, RUN_ERROR, NULL, "the va_arg instruction is not supported for this target's va_list");
	unsigned pb = vm->ptr_bytes;
	uint64_t ap = R[op->a];
	uint64_t p = mem_read_uint(vm_mem_read(vm, ap, pb), pb, vm->big_endian);
	uint64_t size = dl_store_size(&vm->dl, t), slot, align;
	ptr_abi_slot(vm, t, size, &slot, &align);
	p = align_up(p, align);
	uint64_t at = vm->big_endian && t->kind == TY_INT && size < slot ? p + slot - size : p;
	vm_load_value(vm, vm_mem_read(vm, at, size), t, R + op->d);
	memset(Z + op->d, 0, type_slots(vm, t));
	mem_write_uint(vm_mem_write(vm, ap, pb), pb, p + slot, vm->big_endian);
}
