/* undef_bytes.c — per-byte undef of scalars (SPEC.md section 6,
 * "Registers and poison").
 *
 * A scalar register's poison byte Z (up to 8 bytes of value) is one of
 *   0        defined;
 *   0xff     wholly poison or undef (a poison constant, a broken nsw
 *            promise, a load of poisoned or wholly unwritten bytes, any
 *            op on an undef operand that mixes its bytes);
 *   a mask   bit i set: byte i of the value (bits 8i..8i+7, whatever
 *            the target's byte order) is undef, only bits of the
 *            value's own bytes: what a load of partly written memory
 *            read.
 * So `Z != 0` is "some byte is undef" everywhere a use is checked, and
 * ops that only copy a value (calls, returns, phi, select, bitcast)
 * carry Z as it is.  The ops that move bytes about without mixing them
 * (trunc, zext, sext, shifts, and/or/xor, add and the like upwards,
 * loads, stores, aggregates' scalar fields) keep a mask exact here;
 * every other op makes any undef byte the whole value's (vm_zwhole).
 * 0xff stays 0xff through the byte moves: a poison value is poison
 * whole, as LLVM's is. */
#include "vm/vm_ops.h"

/* a mask's bits in target byte order: memory byte j of an n-byte
 * scalar is value byte j (little-endian) or n-1-j (big-endian) */
static uint8_t
reverse_n(uint8_t m, unsigned n)
{
	uint8_t r = 0;
	for (unsigned j = 0; j < n; j++)
		if (m >> j & 1)
			r |= (uint8_t)(1u << (n - 1 - j));
	return r;
}

/* a mask that covers all n bytes is the whole value: 0xff */
static uint8_t
whole_if_full(uint8_t m, unsigned n)
{
	return m && m == vm_zbytes(8 * n) ? 0xff : m;
}

uint8_t
vm_undef_int(OpCode kind, unsigned w, uint8_t za, uint8_t zb, uint64_t a, uint64_t b)
{
	if (za == 0xff || zb == 0xff)
		return 0xff;
	uint8_t bytes = vm_zbytes(w), a0 = 0, a1 = 0, b0 = 0, b1 = 0;
	/* the defined bytes of each side that decide an and (0x00) or an or
	 * (0xff) whatever the other side's byte is */
	for (unsigned j = 0; j < 8; j++) {
		uint8_t ab = (uint8_t)(a >> 8 * j), bb = (uint8_t)(b >> 8 * j), bit = (uint8_t)(1u << j);
		if (!(za & bit))
			a0 |= ab == 0 ? bit : 0, a1 |= ab == 0xff ? bit : 0;
		if (!(zb & bit))
			b0 |= bb == 0 ? bit : 0, b1 |= bb == 0xff ? bit : 0;
	}
	uint8_t z = za | zb, m;
	switch (kind) {
	case OPC_AND: m = (uint8_t)((za & ~b0) | (zb & ~a0)); break;
	case OPC_OR: m = (uint8_t)((za & ~b1) | (zb & ~a1)); break;
	case OPC_XOR: m = z; break;
	/* a carry or a product's low bytes only move up: the lowest undef
	 * byte and every byte above it */
	case OPC_ADD: case OPC_SUB: case OPC_MUL: m = (uint8_t)(z | -z); break;
	default: return vm_zwhole(z);
	}
	return (uint8_t)(m & bytes);
}

uint8_t
vm_undef_shift(OpCode kind, unsigned w, uint8_t za, uint8_t zb, uint64_t b)
{
	if (zb || za == 0xff || b >= w)
		return vm_zwhole((uint8_t)(za | zb));
	unsigned q = (unsigned)b / 8, r = (unsigned)b % 8;
	uint32_t m = za;
	/* result byte i takes bits of source bytes i -/+ q, and of the next
	 * one when the shift is not a whole number of bytes */
	if (kind == OPC_SHL) {
		m = (m << q) | (r ? m << (q + 1) : 0);
	} else {
		m = (m >> q) | (r ? m >> (q + 1) : 0);
		unsigned top = (w - 1) / 8;
		if (kind == OPC_ASHR && (za >> top & 1)) /* an undef sign fills the top */
			m |= 0xffu << ((w - (unsigned)b) / 8);
	}
	return (uint8_t)(m & vm_zbytes(w));
}

uint8_t
vm_undef_cast(const Op *op, uint8_t z)
{
	if (z == 0xff)
		return z;
	unsigned db = 64 - (unsigned)__builtin_clzll(op->x.k); /* x.k: the mask of the result */
	if (op->code == OPC_SEXT) { /* w: the source's width; an undef sign byte fills */
		unsigned top = (op->w - 1) / 8;
		if (z >> top & 1)
			z |= (uint8_t)(0xffu << top);
	}
	return (uint8_t)(z & vm_zbytes(db));
}

uint8_t
vm_undef_load(VM *vm, uint64_t addr, unsigned n)
{
	const uint8_t *sh = vm->mem.shadow + (addr - vm->mem.base);
	uint8_t m = 0;
	for (unsigned j = 0; j < n; j++) {
		if (sh[j] & SH_POISONED) /* poison bytes: the value is poison */
			return 0xff;
		if (sh[j] & SH_UNINIT)
			m |= (uint8_t)(1u << j);
	}
	if (vm->big_endian)
		m = reverse_n(m, n);
	return whole_if_full(m, n);
}

void
vm_undef_store(VM *vm, uint64_t addr, unsigned n, uint8_t z)
{
	if (z == 0xff) {
		mem_mark_poisoned(&vm->mem, addr, n);
		return;
	}
	mem_mark_written(&vm->mem, addr, n);
	if (!z)
		return;
	if (vm->big_endian)
		z = reverse_n(z, n);
	/* the undef bytes of a partly undef value stay unwritten, so that
	 * loading them back gives the same mask */
	uint8_t *sh = vm->mem.shadow + (addr - vm->mem.base);
	for (unsigned j = 0; j < n; j++)
		if (z >> j & 1)
			sh[j] = SH_UNINIT_OF(sh[j]);
}

uint8_t
vm_undef_from_image(VM *vm, const uint8_t *Zimg, uint64_t off, unsigned n)
{
	uint8_t m = 0;
	for (unsigned j = 0; j < n; j++) {
		uint64_t p = off + j;
		if (Zimg[p / 8] >> (p % 8) & 1)
			m |= (uint8_t)(1u << j);
	}
	if (vm->big_endian)
		m = reverse_n(m, n);
	return whole_if_full(m, n);
}

void
vm_undef_to_image(VM *vm, uint8_t *Zimg, uint64_t off, unsigned n, uint8_t z)
{
	if (z != 0xff && vm->big_endian)
		z = reverse_n(z, n);
	for (unsigned j = 0; j < n; j++) {
		uint64_t p = off + j;
		uint8_t bit = (uint8_t)(1u << (p % 8));
		if (z == 0xff || (z >> j & 1))
			Zimg[p / 8] |= bit;
		else
			Zimg[p / 8] &= (uint8_t)~bit;
	}
}
