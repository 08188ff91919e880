/* regimage.c — what a register slot holds, and the copies between a
 * value's register image and its memory image.
 *
 * Register images:
 *   iN <= 64 bits   the value, zero-extended        1 slot
 *   iN > 64         little-endian words              ceil(N/64) slots
 *   pointer         the target address               1 slot
 *   half/float/double and friends: their IEEE bits   1 slot (80/128-bit: 2)
 *   vector, struct, array: the target memory image (target byte order),
 *                   padded to whole slots, so loads and stores copy bytes
 * (the float formats' values: vm_fp_get and vm_fp_put, vm_ops.c) */
#include "vm/exec.h"

#include <string.h>

/* the slots a value of type t takes */
uint32_t
type_slots(VM *vm, const Type *t)
{
	switch (t->kind) {
	case TY_VOID: return 0;
	case TY_INT: return (t->bits + 63) / 64;
	case TY_X86_FP80: case TY_FP128: case TY_PPC_FP128: return 2;
	case TY_STRUCT: case TY_ARRAY: case TY_VECTOR: {
		uint64_t n = dl_type_size(&vm->dl, t);
		return (uint32_t)((n + 7) / 8);
	}
	default: return 1;
	}
}


/* the types whose register image is their memory image */
static bool
is_image_type(const Type *t)
{
	return t->kind == TY_STRUCT || t->kind == TY_ARRAY || t->kind == TY_VECTOR;
}

void
vm_load_value(VM *vm, const uint8_t *mem, const Type *t, uint64_t *slots)
{
	uint64_t n = dl_store_size(&vm->dl, t);
	bool be = vm->big_endian;
	if (is_image_type(t)) {
		memset(slots, 0, (size_t)type_slots(vm, t) * 8);
		memcpy(slots, mem, n);
		return;
	}
	switch (t->kind) {
	case TY_INT:
		if (t->bits > 64) {
			uint32_t ns = type_slots(vm, t);
			memset(slots, 0, ns * 8);
			for (uint64_t j = 0; j < n; j++) {
				uint8_t byte = be ? mem[n - 1 - j] : mem[j];
				slots[j / 8] |= (uint64_t)byte << (8 * (j % 8));
			}
			if (t->bits % 64)
				slots[ns - 1] &= ((uint64_t)1 << (t->bits % 64)) - 1;
			return;
		}
		slots[0] = mem_read_uint(mem, (unsigned)n, be) & (t->bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << t->bits) - 1);
		return;
	case TY_X86_FP80:
		slots[0] = mem_read_uint(mem, 8, be);
		slots[1] = mem_read_uint(mem + 8, 2, be);
		return;
	case TY_FP128:
		slots[be ? 1 : 0] = mem_read_uint(mem, 8, be);
		slots[be ? 0 : 1] = mem_read_uint(mem + 8, 8, be);
		return;
	case TY_PPC_FP128:
		slots[0] = mem_read_uint(mem, 8, be);
		slots[1] = mem_read_uint(mem + 8, 8, be);
		return;
	default:
		slots[0] = mem_read_uint(mem, (unsigned)(n > 8 ? 8 : n), be);
		return;
	}
}

void
vm_store_value(VM *vm, uint8_t *mem, const Type *t, const uint64_t *slots)
{
	uint64_t n = dl_store_size(&vm->dl, t);
	bool be = vm->big_endian;
	if (is_image_type(t)) {
		memcpy(mem, slots, n);
		return;
	}
	switch (t->kind) {
	case TY_INT:
		if (t->bits > 64) {
			for (uint64_t j = 0; j < n; j++) {
				uint8_t byte = (uint8_t)(slots[j / 8] >> (8 * (j % 8)));
				mem[be ? n - 1 - j : j] = byte;
			}
			return;
		}
		mem_write_uint(mem, (unsigned)n, slots[0], be);
		return;
	case TY_X86_FP80:
		mem_write_uint(mem, 8, slots[0], be);
		mem_write_uint(mem + 8, 2, slots[1], be);
		return;
	case TY_FP128:
		mem_write_uint(mem, 8, slots[be ? 1 : 0], be);
		mem_write_uint(mem + 8, 8, slots[be ? 0 : 1], be);
		return;
	case TY_PPC_FP128:
		mem_write_uint(mem, 8, slots[0], be);
		mem_write_uint(mem + 8, 8, slots[1], be);
		return;
	default:
		mem_write_uint(mem, (unsigned)(n > 8 ? 8 : n), slots[0], be);
		return;
	}
}

