/* vm_ops.c — out-of-line operations of the dispatch loop: poison flags,
 * division, 128-bit integers, floats of every format, conversions, wide
 * loads and stores, aggregates, atomics, va_arg, indirectbr.
 *
 * Floats: the register image holds each format's own bits.  Arithmetic
 * on float and double uses the host's IEEE operations; half and bfloat
 * compute in float and round once; x86_fp80 uses the host's long double
 * (an x86_64 host's long double is that format); fp128 and ppc_fp128 use
 * __float128.  Conversions go through __float128, which holds every
 * value of every format exactly, so each conversion rounds once. */
#include "vm/vm_ops.h"
#include "vm/wideint.h"

#include <math.h>
#include <string.h>

typedef __float128 wide;

/* ---------------------------------------------------------------- ints */
uint8_t
vmop_int_flags(const Op *op, OpCode kind, uint64_t a, uint64_t b, uint64_t r)
{
	return vm_int_flags_bad(op->f, kind, op->w, a, b, r) ? 0xff : 0;
}

uint8_t
vmop_int_slow(const Op *op, OpCode kind, uint64_t a, uint64_t b, uint64_t r, uint8_t za, uint8_t zb)
{
	uint8_t z = za | zb ? vm_undef_int(kind, op->w, za, zb, a, b) : 0;
	if (op->f && z != 0xff)
		z |= vmop_int_flags(op, kind, a, b & op->x.k, r);
	return z;
}

uint8_t
vmop_undef_regs(const Op *op, OpCode kind, const uint64_t *R, const uint8_t *Z, bool k)
{
	uint64_t a = R[op->a], b = k ? (uint64_t)(int64_t)(int32_t)op->b : R[op->b];
	uint8_t za = Z[op->a], zb = k ? 0 : Z[op->b];
	if (kind == OPC_SHL || kind == OPC_LSHR || kind == OPC_ASHR) {
		if (za | zb)
			return vm_undef_shift(kind, op->w, za, zb, b);
		uint64_t r = kind == OPC_SHL ? (a << b) & op->x.k : kind == OPC_LSHR ? a >> b
			   : (uint64_t)(vm_sext(a, op->w) >> b) & op->x.k;
		return vmop_int_flags(op, kind, a, b, r);
	}
	return vm_undef_int(kind, op->w, za, zb, a, b); /* (an nsw op that did not overflow) */
}

void
vmop_divide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	uint64_t a = R[op->a], b = R[op->b];
	unsigned w = op->w;
	if (Z[op->b])
		vm_fail(vm, R_X_UB_4_POISON, "division by a poison or undef value");
	if (b == 0)
		vm_fail(vm, R_X_UB_4, "integer division by zero");
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	bool is_signed = op->code == OPC_SDIV || op->code == OPC_SREM;
	if (is_signed && sb == -1 && sa == vm_sext((uint64_t)1 << (w - 1), w))
		vm_fail(vm, R_X_UB_5, "signed division overflow (%lld / -1)", (long long)sa);
	uint64_t r;
	switch ((OpCode)op->code) {
	case OPC_UDIV: r = a / b; break;
	case OPC_UREM: r = a % b; break;
	case OPC_SDIV: r = (uint64_t)(sa / sb); break;
	default: r = (uint64_t)(sa % sb); break;
	}
	R[op->d] = r & op->x.k;
	Z[op->d] = vm_zwhole(Z[op->a]);
	if ((op->f & OPF_EXACT) && (is_signed ? sa % sb : (int64_t)(a % b)))
		Z[op->d] = 0xff;
}

static unsigned __int128
get128(const uint64_t *s)
{
	return (unsigned __int128)s[1] << 64 | s[0];
}

static void
put128(uint64_t *s, unsigned __int128 v, unsigned bits)
{
	if (bits < 128)
		v &= ((unsigned __int128)1 << bits) - 1;
	s[0] = (uint64_t)v;
	s[1] = (uint64_t)(v >> 64);
}

static __int128
sext128(unsigned __int128 v, unsigned bits)
{
	return bits >= 128 ? (__int128)v : (__int128)(v << (128 - bits)) >> (128 - bits);
}

/* TRUNC's promises (op->f: trunc nuw/nsw, zext nneg; op->w: the source
 * width, up to 64): 0xff when a is not what they promise, else 0 */
uint8_t
vmop_trunc_flags(const Op *op, uint64_t a)
{
	unsigned sb = op->w;
	uint64_t r = a & op->x.k;
	if ((op->f & OPF_NNEG) && (a >> (sb - 1) & 1))
		return 0xff;
	if ((op->f & OPF_NUW) && r != a)
		return 0xff;
	if ((op->f & OPF_NSW) && op->x.k != ~(uint64_t)0) {
		unsigned db = (unsigned)__builtin_popcountll(op->x.k);
		if (vm_sext(r, db) != vm_sext(a, sb))
			return 0xff;
	}
	return 0;
}

void
vmop_int128(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	unsigned bits = op->w + 64u;
	if (op->f == I128_TRUNC || op->f == I128_ZEXT || op->f == I128_SEXT) {
		unsigned sb = op->x.c[0], db = op->x.c[1];
		unsigned __int128 v = sb > 64 ? get128(R + op->a) : R[op->a];
		if (op->f == I128_SEXT)
			v = (unsigned __int128)sext128(v, sb);
		uint8_t z = vm_zwhole(Z[op->a] | (sb > 64 ? Z[op->a + 1] : 0));
		/* trunc nuw/nsw, zext nneg (op->b): a broken promise is poison */
		if (op->b & OPF_NNEG && op->f == I128_ZEXT && (v >> (sb - 1) & 1))
			z = 0xff;
		if (op->f == I128_TRUNC && db < sb) {
			unsigned __int128 low = db >= 128 ? v : v & (((unsigned __int128)1 << db) - 1);
			if ((op->b & OPF_NUW) && low != v)
				z = 0xff;
			if ((op->b & OPF_NSW) && sext128(low, db) != sext128(v, sb))
				z = 0xff;
		}
		if (db > 64) {
			put128(R + op->d, v, db);
			Z[op->d] = Z[op->d + 1] = z;
		} else {
			R[op->d] = (uint64_t)v & (db >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << db) - 1);
			Z[op->d] = z;
		}
		return;
	}
	unsigned __int128 a = get128(R + op->a), b = get128(R + op->b), r = 0;
	__int128 sa = sext128(a, bits), sb = sext128(b, bits);
	uint8_t z = vm_zwhole(Z[op->a] | Z[op->a + 1] | Z[op->b] | Z[op->b + 1]);
	switch (op->f) {
	case I128_ADD: r = a + b; break;
	case I128_SUB: r = a - b; break;
	case I128_MUL: r = a * b; break;
	case I128_AND: r = a & b; break;
	case I128_OR: r = a | b; break;
	case I128_XOR: r = a ^ b; break;
	case I128_SHL: if (b >= bits) z = 0xff; else r = a << b; break;
	case I128_LSHR: if (b >= bits) z = 0xff; else r = a >> b; break;
	case I128_ASHR: if (b >= bits) z = 0xff; else r = (unsigned __int128)(sa >> b); break;
	case I128_UDIV: case I128_UREM: case I128_SDIV: case I128_SREM:
		if (Z[op->b] | Z[op->b + 1])
			vm_fail(vm, R_X_UB_4_POISON, "division by a poison or undef value");
		if (b == 0)
			vm_fail(vm, R_X_UB_4, "integer division by zero");
		if ((op->f == I128_SDIV || op->f == I128_SREM) && sb == -1 &&
		    sa == sext128((unsigned __int128)1 << (bits - 1), bits))
			vm_fail(vm, R_X_UB_5, "signed division overflow");
		r = op->f == I128_UDIV ? a / b : op->f == I128_UREM ? a % b :
		    op->f == I128_SDIV ? (unsigned __int128)(sa / sb) : (unsigned __int128)(sa % sb);
		break;
	case I128_ICMP: {
		bool t;
		switch (op->x.c[0]) {
		case ICMP_EQ: t = a == b; break;
		case ICMP_NE: t = a != b; break;
		case ICMP_UGT: t = a > b; break;
		case ICMP_UGE: t = a >= b; break;
		case ICMP_ULT: t = a < b; break;
		case ICMP_ULE: t = a <= b; break;
		case ICMP_SGT: t = sa > sb; break;
		case ICMP_SGE: t = sa >= sb; break;
		case ICMP_SLT: t = sa < sb; break;
		default: t = sa <= sb; break;
		}
		R[op->d] = t;
		Z[op->d] = z;
		return;
	}
	}
	unsigned flags = op->x.c[1];
	if (flags && !z) {
		unsigned __int128 mask = bits >= 128 ? ~(unsigned __int128)0 : ((unsigned __int128)1 << bits) - 1;
		__int128 sr = sext128(r & mask, bits);
		bool bad = false;
		if (op->f == I128_ADD)
			bad = ((flags & OPF_NUW) && (r & mask) < a) || ((flags & OPF_NSW) && ((sa < 0) == (sb < 0)) && ((sr < 0) != (sa < 0)));
		else if (op->f == I128_SUB)
			bad = ((flags & OPF_NUW) && a < b) || ((flags & OPF_NSW) && ((sa < 0) != (sb < 0)) && ((sr < 0) != (sa < 0)));
		else if (op->f == I128_MUL)
			bad = ((flags & OPF_NUW) && a && (r & mask) / a != b) || ((flags & OPF_NSW) && sa && sr / sa != sb);
		if (bad)
			z = 0xff;
	}
	put128(R + op->d, r, bits);
	Z[op->d] = Z[op->d + 1] = z;
}

/* -------------------------------------------------------------- floats */
static wide
get_wide(const uint64_t *s, FpKind k)
{
	switch (k) {
	case FK_HALF: return half_to_float((uint16_t)s[0]);
	case FK_BFLOAT: return bf16_to_float((uint16_t)s[0]);
	case FK_F32: { float f; uint32_t b = (uint32_t)s[0]; memcpy(&f, &b, 4); return f; }
	case FK_F64: { double d; memcpy(&d, s, 8); return d; }
	case FK_F80: { long double l = 0; memcpy(&l, s, 10); return l; }
	case FK_F128: { wide q; memcpy(&q, s, 16); return q; }
	default: { double h, l; memcpy(&h, s, 8); memcpy(&l, s + 1, 8); return (wide)h + (wide)l; }
	}
}

/* the value of a format a double holds exactly (half, bfloat, float,
 * double): compares need no __float128 */
static double
get_double(const uint64_t *s, FpKind k)
{
	switch (k) {
	case FK_HALF: return half_to_float((uint16_t)s[0]);
	case FK_BFLOAT: return bf16_to_float((uint16_t)s[0]);
	case FK_F32: { float f; uint32_t b = (uint32_t)s[0]; memcpy(&f, &b, 4); return f; }
	default: { double d; memcpy(&d, s, 8); return d; }
	}
}

static void
put_wide(uint64_t *s, FpKind k, wide v)
{
	switch (k) {
	case FK_HALF: s[0] = half_from_wide(v); return;
	case FK_BFLOAT: s[0] = bf16_from_wide(v); return;
	case FK_F32: { float f = (float)v; uint32_t b; memcpy(&b, &f, 4); s[0] = b; return; }
	case FK_F64: { double d = (double)v; memcpy(s, &d, 8); return; }
	case FK_F80: { long double l = (long double)v; s[1] = 0; memcpy(s, &l, 10); return; }
	case FK_F128: memcpy(s, &v, 16); return;
	default: {
		double h = (double)v, l = isfinite(h) ? (double)(v - (wide)h) : 0.0;
		memcpy(s, &h, 8);
		memcpy(s + 1, &l, 8);
		return;
	}
	}
}

long double
vm_fp_get(const uint64_t *slots, FpKind k)
{
	return (long double)get_wide(slots, k);
}

void
vm_fp_put(uint64_t *slots, FpKind k, long double v)
{
	put_wide(slots, k, (wide)v);
}

wide
vm_fp_get_wide(const uint64_t *slots, FpKind k)
{
	return get_wide(slots, k);
}

void
vm_fp_put_wide(uint64_t *slots, FpKind k, wide v)
{
	put_wide(slots, k, v);
}

static unsigned
fk_slots(FpKind k)
{
	return k >= FK_F80 ? 2 : 1;
}

void
vmop_fbin(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	FpKind k = (FpKind)op->w;
	uint8_t z = vm_zwhole(Z[op->a] | Z[op->b]);
	if (k == FK_F32 || k == FK_HALF || k == FK_BFLOAT) {
		float a = (float)get_wide(R + op->a, k), b = (float)get_wide(R + op->b, k), r;
		switch (op->f) {
		case FO_ADD: r = a + b; break;
		case FO_SUB: r = a - b; break;
		case FO_MUL: r = a * b; break;
		case FO_DIV: r = a / b; break;
		default: r = fmodf(a, b); break;
		}
		put_wide(R + op->d, k, r);
	} else if (k == FK_F80) {
		long double a = 0, b = 0, r;
		memcpy(&a, R + op->a, 10);
		memcpy(&b, R + op->b, 10);
		switch (op->f) {
		case FO_ADD: r = a + b; break;
		case FO_SUB: r = a - b; break;
		case FO_MUL: r = a * b; break;
		case FO_DIV: r = a / b; break;
		default: r = fmodl(a, b); break;
		}
		R[op->d + 1] = 0;
		memcpy(R + op->d, &r, 10);
	} else {
		wide a = get_wide(R + op->a, k), b = get_wide(R + op->b, k), r;
		switch (op->f) {
		case FO_ADD: r = a + b; break;
		case FO_SUB: r = a - b; break;
		case FO_MUL: r = a * b; break;
		case FO_DIV: r = a / b; break;
		default: r = (wide)fmodl((long double)a, (long double)b); break;
		}
		put_wide(R + op->d, k, r);
	}
	for (unsigned s = 0; s < fk_slots(k); s++)
		Z[op->d + s] = z;
}

void
vmop_fneg(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	FpKind k = (FpKind)op->w;
	/* flip the sign bit of the format */
	memmove(R + op->d, R + op->a, fk_slots(k) * 8);
	switch (k) {
	case FK_HALF: case FK_BFLOAT: R[op->d] ^= 0x8000; break;
	case FK_F32: R[op->d] ^= 0x80000000u; break;
	case FK_F64: R[op->d] ^= (uint64_t)1 << 63; break;
	case FK_F80: R[op->d + 1] ^= 0x8000; break;
	case FK_F128: R[op->d + 1] ^= (uint64_t)1 << 63; break;
	default: R[op->d] ^= (uint64_t)1 << 63; R[op->d + 1] ^= (uint64_t)1 << 63; break;
	}
	memmove(Z + op->d, Z + op->a, fk_slots(k));
}

void
vmop_fcmp(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	FpKind k = (FpKind)op->w;
	unsigned rel;
	if (k <= FK_F64) /* half, bfloat, float, double: exact as doubles, the host compares */
		rel = vm_fcmp_rel(get_double(R + op->a, k), get_double(R + op->b, k));
	else
		rel = vm_fcmp_rel_wide(get_wide(R + op->a, k), get_wide(R + op->b, k));
	bool r = vm_fcmp_holds(op->f, rel);
	R[op->d] = r;
	Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b]);
}

void
vmop_fconv(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	uint32_t src = op->x.c[0], dst = op->x.c[1];
	uint8_t z = vm_zwhole(Z[op->a]);
	switch (op->f) {
	case CV_FPTRUNC: case CV_FPEXT:
		put_wide(R + op->d, (FpKind)dst, get_wide(R + op->a, (FpKind)src));
		for (unsigned s = 0; s < fk_slots((FpKind)dst); s++)
			Z[op->d + s] = z;
		return;
	case CV_FPTOSI: case CV_FPTOUI: {
		wide v = get_wide(R + op->a, (FpKind)src);
		unsigned bits = dst;
		/* out of range (after truncation toward zero) is poison */
		wide t = v < 0 ? -v : v;
		bool bad = v != v;
		if (!bad) {
			wide lim = (wide)1.0;
			for (unsigned i = 0; i < (op->f == CV_FPTOSI ? bits - 1 : bits); i++)
				lim *= 2;
			if (op->f == CV_FPTOSI)
				bad = v >= lim || v <= -lim - 1;
			else
				bad = v >= lim || v <= -1;
		}
		(void)t;
		/* (integers wider than 64 bits: wideint.c) */
		uint64_t r = bad ? 0 : op->f == CV_FPTOSI ? (uint64_t)(int64_t)v : (uint64_t)v;
		R[op->d] = bits >= 64 ? r : r & (((uint64_t)1 << bits) - 1);
		Z[op->d] = bad ? 0xff : z;
		return;
	}
	case CV_SITOFP: case CV_UITOFP: {
		unsigned bits = src; /* at most 64 (wider: wideint.c); exact in __float128 */
		wide v = op->f == CV_SITOFP ? (wide)vm_sext(R[op->a], bits) : (wide)R[op->a];
		put_wide(R + op->d, (FpKind)dst, v);
		if (op->b && (R[op->a] >> (bits - 1) & 1)) /* uitofp nneg of a negative */
			z = 0xff;
		for (unsigned s = 0; s < fk_slots((FpKind)dst); s++)
			Z[op->d + s] = z;
		return;
	}
	}
}

/* ------------------------------------------------------- wide memory */
uint8_t *
vm_mem_read(VM *vm, uint64_t addr, uint64_t n)
{
	/* the C library reads bytes as bytes: written or not (SPEC.md, X-UB-11) */
	if (!mem_ok_range(&vm->mem, addr, n, SH_LIVE_READ)) {
		uint64_t bad = addr;
		while (bad < addr + n && mem_ok(&vm->mem, bad, 1, SH_LIVE_READ))
			bad++;
		vm_fault_addr(vm, bad, n - (bad - addr), false);
	}
	return mem_host(&vm->mem, addr);
}

uint64_t
vm_load_relative(VM *vm, uint64_t p, uint64_t off)
{
	int64_t rel = vm_sext(mem_read_uint(vm_mem_read(vm, p + off, 4), 4, vm->big_endian), 32);
	return (p + (uint64_t)rel) & vm->mem.ptr_mask;
}

uint8_t *
vm_mem_write(VM *vm, uint64_t addr, uint64_t n)
{
	if (!mem_ok_range(&vm->mem, addr, n, SH_LIVE_WRITE)) {
		uint64_t bad = addr;
		while (bad < addr + n && mem_ok(&vm->mem, bad, 1, SH_LIVE_WRITE))
			bad++;
		vm_fault_addr(vm, bad, n - (bad - addr), true);
	}
	/* what the runtime writes is written (its callers write all n) */
	mem_mark_written(&vm->mem, addr, n);
	return mem_host(&vm->mem, addr);
}

/* The poison bytes of a value of type t loaded from n bytes at addr: a
 * byte never written makes it undef.  Structs and arrays keep a bit per
 * byte of their image (vmop_aggregate), other values a whole register. */
void
vm_load_poison(VM *vm, uint64_t addr, const Type *t, uint8_t *Z)
{
	uint64_t n = dl_store_size(&vm->dl, t);
	uint32_t ns = type_slots(vm, t);
	const uint8_t *sh = vm->mem.shadow + (addr - vm->mem.base);
	memset(Z, 0, ns);
	if (mem_all_written(&vm->mem, addr, n))
		return;
	if (t->kind == TY_STRUCT || t->kind == TY_ARRAY) {
		for (uint64_t j = 0; j < n && j / 8 < ns; j++)
			if (sh[j] & SH_UNDEF)
				Z[j / 8] |= (uint8_t)(1u << (j % 8));
		return;
	}
	if (t->kind == TY_VECTOR) { /* a bit per byte, as an aggregate's (vector.c) */
		for (uint64_t j = 0; j < n && j / 8 < ns; j++)
			if (sh[j] & SH_UNDEF)
				Z[j / 8] |= (uint8_t)(1u << (j % 8));
		return;
	}
	if (ns == 1 && n <= 8 && (t->kind == TY_INT || t->kind == TY_PTR)) { /* per byte (i24, i48...) */
		Z[0] = vm_undef_load(vm, addr, (unsigned)n);
		return;
	}
	memset(Z, 0xff, ns);
}

/* A store of a value with poison bytes Z: those bytes of memory become
 * uninitialised, the others written (the range is checked). */
void
vm_store_poison(VM *vm, uint64_t addr, const Type *t, const uint8_t *Z)
{
	uint64_t n = dl_store_size(&vm->dl, t);
	uint32_t ns = type_slots(vm, t);
	uint8_t z = 0;
	for (uint32_t k = 0; k < ns; k++)
		z |= Z[k];
	if (!z) {
		mem_mark_written(&vm->mem, addr, n);
		return;
	}
	if (t->kind == TY_STRUCT || t->kind == TY_ARRAY || t->kind == TY_VECTOR) {
		for (uint64_t j = 0; j < n && j / 8 < ns; j++) {
			bool p = Z[j / 8] >> (j % 8) & 1;
			(p ? mem_mark_poisoned : mem_mark_written)(&vm->mem, addr + j, 1);
		}
		return;
	}
	if (ns == 1 && n <= 8 && (t->kind == TY_INT || t->kind == TY_PTR)) {
		vm_undef_store(vm, addr, (unsigned)n, z);
		return;
	}
	mem_mark_poisoned(&vm->mem, addr, n);
}

void
vmop_mem_wide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const Type *t = op->x.p;
	uint64_t n = dl_store_size(&vm->dl, t), addr = R[op->a];
	if (Z[op->a])
		vm_fail(vm, R_X_UB_2, "%s through a poison or undef pointer", op->code == OPC_LOADN ? "load" : "store");
	if (op->w)
		vm_wide_align(vm, addr, n, op->w, op->code == OPC_STOREN); /* (ubcheck.c) */
	if (op->code == OPC_LOADN) {
		vm_load_value(vm, vm_mem_read(vm, addr, n), t, R + op->d);
		vm_load_poison(vm, addr, t, Z + op->d);
		if (Z[op->d] && !(t->kind == TY_STRUCT || t->kind == TY_ARRAY))
			vm_note_uninit(vm, addr, n);
	} else {
		vm_store_value(vm, vm_mem_write(vm, addr, n), t, R + op->b);
		vm_store_poison(vm, addr, t, Z + op->b);
	}
}

/* ---------------------------------------------------------- aggregates */
/* Poison in an aggregate's registers is one bit per byte of the image
 * (bit j of Z[s] = byte 8s+j), so inserting a field into a poison
 * aggregate clears exactly that field's bytes; a scalar's register is
 * poison when any bit is set (0xff). */
void
vmop_aggregate(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const AggField *af = op->x.p;
	uint64_t fsize = dl_store_size(&vm->dl, af->type);
	if (op->code == OPC_EXTRACT) {
		uint64_t tmp[64];
		uint32_t ns = type_slots(vm, af->type);
		uint64_t *dst = ns <= 64 ? tmp : R + op->d; /* source and destination may overlap */
		uint8_t z = 0;
		for (uint64_t j = af->off; j < af->off + fsize; j++)
			z |= (uint8_t)(Z[op->a + j / 8] >> (j % 8) & 1);
		if (type_is_aggregate(af->type) || af->type->kind == TY_VECTOR) {
			/* a nested aggregate keeps its bytes' bits, shifted to its start */
			vm_load_value(vm, (const uint8_t *)(R + op->a) + af->off, af->type, dst);
			if (dst == tmp)
				memcpy(R + op->d, tmp, ns * 8);
			uint8_t zz[64] = {0};
			for (uint64_t j = 0; j < fsize && j < 512; j++)
				if (Z[op->a + (af->off + j) / 8] >> ((af->off + j) % 8) & 1)
					zz[j / 8] |= (uint8_t)(1u << (j % 8));
			memcpy(Z + op->d, zz, ns);
			return;
		}
		if (ns == 1 && fsize <= 8) /* a scalar field keeps its undef bytes */
			z = vm_undef_from_image(vm, Z + op->a, af->off, (unsigned)fsize);
		else
			z = vm_zwhole(z);
		vm_load_value(vm, (const uint8_t *)(R + op->a) + af->off, af->type, dst);
		if (dst == tmp)
			memcpy(R + op->d, tmp, ns * 8);
		memset(Z + op->d, z, ns);
		return;
	}
	if (op->d != op->a) {
		memmove(R + op->d, R + op->a, af->agg_slots * 8);
		memmove(Z + op->d, Z + op->a, af->agg_slots);
	}
	bool nested = type_is_aggregate(af->type) || af->type->kind == TY_VECTOR;
	uint8_t z = 0;
	for (uint32_t s = 0; s < type_slots(vm, af->type); s++)
		z |= Z[op->b + s];
	vm_store_value(vm, (uint8_t *)(R + op->d) + af->off, af->type, R + op->b);
	if (!nested && type_slots(vm, af->type) == 1 && fsize <= 8) { /* per byte */
		vm_undef_to_image(vm, Z + op->d, af->off, (unsigned)fsize, z);
		return;
	}
	for (uint64_t j = 0; j < fsize; j++) {
		uint64_t pos = af->off + j;
		bool p = nested ? (Z[op->b + j / 8] >> (j % 8) & 1) : z != 0;
		if (p)
			Z[op->d + pos / 8] |= (uint8_t)(1u << (pos % 8));
		else
			Z[op->d + pos / 8] &= (uint8_t) ~(1u << (pos % 8));
	}
}

/* ------------------------------------------------------------- atomics */
void
vmop_intrin(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	if (op->f == INTRIN_PROMISE)
		vmop_promise(vm, op, R, Z);
	else if (op->f == INTRIN_GEPCHECK)
		vmop_gepcheck(vm, op, R, Z);
	else if (op->f == INTRIN_FASTMATH)
		vmop_fastmath(vm, op, R, Z);
	else if (op->f == INTRIN_ASSUME)
		vmop_assume(vm, op, R, Z);
	else
		vmop_atomic(vm, op, R, Z);
}

void
vmop_atomic(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const InstSlots *is = op->x.p;
	const Inst *i = is->i;
	uint32_t ps = is->s[0];
	uint64_t addr = R[ps];
	if (Z[ps])
		vm_fail(vm, R_X_UB_2, "atomic access through a poison pointer");
	const Type *t = inst_opnd(i, 1)->type;
	uint64_t n = dl_store_size(&vm->dl, t);
	uint64_t align = inst_align(i) ? inst_align(i) : n;
	if (addr % align || addr % n)
		vm_fail(vm, R_X_MEM_6, "misaligned atomic access of %llu bytes at 0x%llx",
			(unsigned long long)n, (unsigned long long)addr);
	uint8_t *p = vm_mem_write(vm, addr, n);
	uint64_t old[16] = {0}; /* up to i1024 */
	uint32_t ns = type_slots(vm, t);
	if (ns > countof(old))
		vm_fail(vm, R_ERROR, "atomic operation on %s: wider than ehi supports", type_str(t));
	vm_load_value(vm, p, t, old);
	if (inst_op(i) == OP_CMPXCHG) {
		uint32_t cs = is->s[1], ns = is->s[2];
		bool eq = memcmp(old, R + cs, type_slots(vm, t) * 8) == 0;
		if (eq)
			vm_store_value(vm, p, t, R + ns);
		/* the result { T, i1 } as an aggregate image */
		uint8_t *img = (uint8_t *)(R + op->d);
		uint32_t nslots = type_slots(vm, i->u.v.type);
		memset(img, 0, nslots * 8);
		vm_store_value(vm, img, t, old);
		img[dl_field_offset(&vm->dl, i->u.v.type, 1)] = eq;
		memset(Z + op->d, 0, nslots);
		return;
	}
	uint32_t vs = is->s[1];
	uint64_t v = R[vs], o = old[0], r;
	unsigned bits = t->kind == TY_INT ? t->bits : 64;
	if (bits > 64) { /* wideint.c */
		uint64_t rw[countof(old)];
		wideint_rmw(i->pred, bits, old, R + vs, rw);
		vm_store_value(vm, p, t, rw);
		memcpy(R + op->d, old, ns * 8);
		memset(Z + op->d, 0, ns);
		return;
	}
	switch (i->pred) {
	case RMW_XCHG: r = v; break;
	case RMW_ADD: r = o + v; break;
	case RMW_SUB: r = o - v; break;
	case RMW_AND: r = o & v; break;
	case RMW_NAND: r = ~(o & v); break;
	case RMW_OR: r = o | v; break;
	case RMW_XOR: r = o ^ v; break;
	case RMW_MAX: r = vm_sext(o, bits) > vm_sext(v, bits) ? o : v; break;
	case RMW_MIN: r = vm_sext(o, bits) < vm_sext(v, bits) ? o : v; break;
	case RMW_UMAX: r = o > v ? o : v; break;
	case RMW_UMIN: r = o < v ? o : v; break;
	case RMW_UINC_WRAP: r = o >= v ? 0 : o + 1; break;
	case RMW_UDEC_WRAP: r = o == 0 || o > v ? v : o - 1; break;
	default: {
		FpKind k = t->kind == TY_FLOAT ? FK_F32 : FK_F64;
		double a = (double)get_wide(&o, k), b = (double)get_wide(&v, k), x;
		x = i->pred == RMW_FADD ? a + b : i->pred == RMW_FSUB ? a - b : i->pred == RMW_FMAX ? fmax(a, b) : fmin(a, b);
		uint64_t s[2];
		put_wide(s, k, x);
		r = s[0];
	}
	}
	if (bits < 64)
		r &= ((uint64_t)1 << bits) - 1;
	uint64_t rs[2] = {r, 0};
	vm_store_value(vm, p, t, rs);
	R[op->d] = o;
	Z[op->d] = 0;
}

/* ---------------------------------------------------------- indirectbr */
uint32_t
vmop_indirectbr(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z)
{
	const Inst *i = op->x.p;
	if (Z[op->a])
		vm_fail(vm, R_X_UB_1, "indirectbr to a poison address");
	uint64_t addr = R[op->a];
	for (uint32_t k = 1; k < i->u.nops; k++) {
		Block *b = (Block *)inst_opnd(i, k);
		if (vm_global_addr(vm, &b->v) == addr)
			return fr->lf->block_pc[b->index];
	}
	vm_fail(vm, R_X_UB_6, "indirectbr to 0x%llx, which is not one of its destinations",
		(unsigned long long)addr);
}

/* ------------------------------------------------------------------ EH */
/* a landingpad's { ptr exn, i32 selector } in its register image */
void
vmop_landingpad_result(VM *vm, const Op *op, uint64_t *R, uint8_t *Z, uint64_t exn, int32_t sel)
{
	const Inst *i = op->x.p;
	const Type *t = i->u.v.type;
	uint32_t ns = type_slots(vm, t);
	uint8_t *img = (uint8_t *)(R + op->d);
	memset(img, 0, (size_t)ns * 8);
	memset(Z + op->d, 0, ns);
	if (t->kind != TY_STRUCT || t->nsub < 1)
		return;
	mem_write_uint(img + dl_field_offset(&vm->dl, t, 0), vm->ptr_bytes, exn, vm->big_endian);
	if (t->nsub >= 2) {
		/* (the verifier's V-P-10 wants { ptr, i32 }; a run without it
		 * writes an integer field's bytes and nothing else) */
		const Type *st = t->sub[1];
		unsigned n = st->kind == TY_INT && st->bits <= 64 ? (st->bits + 7) / 8 : 0;
		if (n)
			mem_write_uint(img + dl_field_offset(&vm->dl, t, 1), n, (uint64_t)(int64_t)sel, vm->big_endian);
	}
}

/* the pointer in the first field of an aggregate's register image (the
 * exception of a landingpad value) */
uint64_t
vm_aggregate_ptr(VM *vm, const uint64_t *slots)
{
	return mem_read_uint((const uint8_t *)slots, vm->ptr_bytes, vm->big_endian);
}

/* ---------------------------------------------------------- edge copies */
void
vm_edge_copies(VM *vm, uint32_t depth, uint32_t pc)
{
	const Frame *fr = &VEC_AT(&vm->frames, Frame, depth);
	uint64_t *R = vm->regs + fr->base;
	uint8_t *Z = vm->poison + fr->base;
	for (; pc < fr->lf->ncode; pc++) {
		const Op *op = &fr->code[pc];
		switch (op->code) {
		case OPC_MOV:
		case OPC_MOVJ: /* (the JMP after it ends the copies) */
			R[op->d] = R[op->a];
			Z[op->d] = Z[op->a];
			break;
		case OPC_MOVN:
			memmove(R + op->d, R + op->a, op->x.k * sizeof *R);
			memmove(Z + op->d, Z + op->a, op->x.k);
			break;
		case OPC_JMP:   /* the stub's end */
		case OPC_EHOP:  /* a direct edge: the pad's block itself */
			return;
		default:
			vm_fail(vm, R_ERROR, "internal: op %s in the phi copies of an unwind edge",
				opc_names[op->code]);
		}
	}
}
