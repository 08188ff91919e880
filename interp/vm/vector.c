/* vector.c — vector operations, lane by lane.
 *
 * A vector's register image is its memory image (lanes of the element's
 * store size, target byte order; <N x i1> bit-packed), so loads and
 * stores copy bytes and only these operations look at lanes.  Vectors
 * come from -O2 loops; they are not the hot path of the interpreter, so
 * the code here favours one generic lane loop over many specialised ops.
 * Poison is tracked per slot: a lane that is poison poisons its slot. */
#include "vm/vm_ops.h"
#include "vm/wideint.h"

#include <math.h>
#include <string.h>

static uint64_t
elt_bytes(VM *vm, const Type *e)
{
	return dl_store_size(&vm->dl, e);
}

static uint64_t
lane_get(VM *vm, const uint64_t *img, const Type *e, uint64_t k)
{
	const uint8_t *p = (const uint8_t *)img;
	if (e->kind == TY_INT && e->bits == 1)
		return p[k / 8] >> (k % 8) & 1;
	uint64_t n = elt_bytes(vm, e);
	uint64_t v = mem_read_uint(p + k * n, (unsigned)n, vm->big_endian);
	if (e->kind == TY_INT && e->bits < 64)
		v &= ((uint64_t)1 << e->bits) - 1;
	return v;
}

static void
lane_set(VM *vm, uint64_t *img, const Type *e, uint64_t k, uint64_t v)
{
	uint8_t *p = (uint8_t *)img;
	if (e->kind == TY_INT && e->bits == 1) {
		p[k / 8] = (uint8_t)((p[k / 8] & ~(1u << (k % 8))) | (v & 1) << (k % 8));
		return;
	}
	uint64_t n = elt_bytes(vm, e);
	mem_write_uint(p + k * n, (unsigned)n, v, vm->big_endian);
}

/* A vector's poison is one bit per byte of its image, as an aggregate's
 * (bit j of Z[s]: byte 8s+j), so each lane has its own (i1 lanes: eight
 * to a byte share one); a 0xff slot is poison in all its bytes. */
static bool
lane_poison(VM *vm, const uint8_t *Z, const Type *e, uint64_t k)
{
	if (e->kind == TY_INT && e->bits == 1)
		return Z[k / 64] >> (k / 8 % 8) & 1;
	uint64_t n = elt_bytes(vm, e), first = k * n;
	for (uint64_t j = first; j < first + n; j++)
		if (Z[j / 8] >> (j % 8) & 1)
			return true;
	return false;
}

static double
as_double(const Type *e, uint64_t v)
{
	if (e->kind == TY_FLOAT) {
		float f;
		uint32_t b = (uint32_t)v;
		memcpy(&f, &b, 4);
		return f;
	}
	double d;
	memcpy(&d, &v, 8);
	return d;
}

static uint64_t
from_double(const Type *e, double d)
{
	if (e->kind == TY_FLOAT) {
		float f = (float)d;
		uint32_t b;
		memcpy(&b, &f, 4);
		return b;
	}
	uint64_t v;
	memcpy(&v, &d, 8);
	return v;
}

static uint64_t
mask_of(unsigned bits)
{
	return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

/* one lane of a binary operator; *poison set for violated flags */
static uint64_t
lane_binop(VM *vm, const Inst *i, const Type *e, uint64_t a, uint64_t b, bool *poison)
{
	Opcode op = inst_op(i);
	if (type_is_fp(e)) {
		if (e->kind != TY_FLOAT && e->kind != TY_DOUBLE)
			vm_fail(vm, R_ERROR, "vectors of %s are not supported yet", type_str(e));
		double x = as_double(e, a), y = as_double(e, b), r;
		switch (op) {
		case OP_FADD: r = x + y; break;
		case OP_FSUB: r = x - y; break;
		case OP_FMUL: r = x * y; break;
		case OP_FDIV: r = x / y; break;
		case OP_FREM: r = fmod(x, y); break;
		default: r = -x; break;
		}
		if (e->kind == TY_FLOAT) { /* single precision arithmetic, not rounded twice */
			float fx = (float)x, fy = (float)y, fr;
			switch (op) {
			case OP_FADD: fr = fx + fy; break;
			case OP_FSUB: fr = fx - fy; break;
			case OP_FMUL: fr = fx * fy; break;
			case OP_FDIV: fr = fx / fy; break;
			case OP_FREM: fr = fmodf(fx, fy); break;
			default: fr = -fx; break;
			}
			r = fr;
		}
		return from_double(e, r);
	}
	unsigned w = e->kind == TY_PTR ? vm->ptr_bytes * 8 : e->bits;
	if (w > 64)
		vm_fail(vm, R_ERROR, "vectors of %s are not supported yet", type_str(e));
	uint64_t m = mask_of(w), r;
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	switch (op) {
	case OP_ADD: r = a + b; break;
	case OP_SUB: r = a - b; break;
	case OP_MUL: r = a * b; break;
	case OP_AND: r = a & b; break;
	case OP_OR: r = a | b; break;
	case OP_XOR: r = a ^ b; break;
	case OP_SHL: if (b >= w) { *poison = true; r = 0; } else r = a << b; break;
	case OP_LSHR: if (b >= w) { *poison = true; r = 0; } else r = a >> b; break;
	case OP_ASHR: if (b >= w) { *poison = true; r = 0; } else r = (uint64_t)(sa >> b); break;
	case OP_UDIV: case OP_UREM: case OP_SDIV: case OP_SREM:
		if (b == 0)
			vm_fail(vm, R_X_UB_4, "integer division by zero (vector lane)");
		if ((op == OP_SDIV || op == OP_SREM) && sb == -1 && sa == vm_sext((uint64_t)1 << (w - 1), w))
			vm_fail(vm, R_X_UB_5, "signed division overflow (vector lane)");
		r = op == OP_UDIV ? a / b : op == OP_UREM ? a % b : op == OP_SDIV ? (uint64_t)(sa / sb) : (uint64_t)(sa % sb);
		break;
	default: r = 0; break;
	}
	r &= m;
	uint32_t f = i->u.flags;
	__int128 sr = vm_sext(r, w);
	if ((f & IF_NUW) && ((op == OP_ADD && (unsigned __int128)a + b > m) || (op == OP_SUB && a < b) ||
			     (op == OP_MUL && (unsigned __int128)a * b > m)))
		*poison = true;
	if ((f & IF_NSW) && ((op == OP_ADD && (__int128)sa + sb != sr) || (op == OP_SUB && (__int128)sa - sb != sr) ||
			     (op == OP_MUL && (__int128)sa * sb != sr)))
		*poison = true;
	return r;
}

/* one lane of a cast */
static uint64_t
lane_cast(VM *vm, Opcode op, const Type *se, const Type *de, uint64_t v, bool *poison)
{
	unsigned sw = se->kind == TY_PTR ? vm->ptr_bytes * 8 : se->kind == TY_INT ? se->bits : 64;
	unsigned dw = de->kind == TY_PTR ? vm->ptr_bytes * 8 : de->kind == TY_INT ? de->bits : 64;
	switch (op) {
	case OP_TRUNC: case OP_ZEXT: case OP_PTRTOINT: case OP_INTTOPTR: return v & mask_of(dw);
	case OP_SEXT: return (uint64_t)vm_sext(v, sw) & mask_of(dw);
	/* float lanes: one rounding, not one to double and another to float */
	case OP_SITOFP: return from_double(de, de->kind == TY_FLOAT ? (double)(float)vm_sext(v, sw) : (double)vm_sext(v, sw));
	case OP_UITOFP: return from_double(de, de->kind == TY_FLOAT ? (double)(float)v : (double)v);
	case OP_FPTOSI: case OP_FPTOUI: {
		double d = as_double(se, v);
		double lim = ldexp(1.0, (int)(op == OP_FPTOSI ? dw - 1 : dw));
		if (d != d || d >= lim || (op == OP_FPTOSI ? d <= -lim - 1 : d <= -1)) {
			*poison = true;
			return 0;
		}
		return (op == OP_FPTOSI ? (uint64_t)(int64_t)d : (uint64_t)d) & mask_of(dw);
	}
	case OP_FPTRUNC: case OP_FPEXT: return from_double(de, as_double(se, v));
	default:
		vm_fail(vm, R_ERROR, "vector '%s' is not supported yet", op_names[op]);
	}
}

/* ------------------------------------------------ half, bfloat, fp80, fp128
 * Lanes of these formats go through __float128, which holds every value
 * of each exactly (as the scalar operations in vm_ops.c do): arithmetic
 * on half and bfloat in float, rounded once to the lane's format (float
 * has more than twice their precision plus two bits, so +, -, *, / are
 * correctly rounded), on x86_fp80 in the host's long double (that format
 * on an x86-64 host), on fp128 in __float128.  Conversions round once
 * (to half and bfloat: vm_fp_put_wide, shared with the scalar ones). */
typedef __float128 wide;

static bool
is_wide_fp(const Type *e)
{
	return e->kind == TY_HALF || e->kind == TY_BFLOAT || e->kind == TY_X86_FP80 || e->kind == TY_FP128;
}

static FpKind
fp_kind(const Type *e)
{
	switch (e->kind) {
	case TY_HALF: return FK_HALF;
	case TY_BFLOAT: return FK_BFLOAT;
	case TY_FLOAT: return FK_F32;
	case TY_DOUBLE: return FK_F64;
	case TY_X86_FP80: return FK_F80;
	default: return FK_F128;
	}
}

/* lane k's bytes, in host (little-endian) order */
static void
lane_bytes(VM *vm, const uint64_t *img, const Type *e, uint64_t k, uint8_t out[16])
{
	uint64_t n = elt_bytes(vm, e);
	const uint8_t *p = (const uint8_t *)img + k * n;
	memset(out, 0, 16);
	for (uint64_t i = 0; i < n; i++)
		out[i] = vm->big_endian ? p[n - 1 - i] : p[i];
}

static void
set_lane_bytes(VM *vm, uint64_t *img, const Type *e, uint64_t k, const uint8_t in[16])
{
	uint64_t n = elt_bytes(vm, e);
	uint8_t *p = (uint8_t *)img + k * n;
	for (uint64_t i = 0; i < n; i++)
		p[i] = vm->big_endian ? in[n - 1 - i] : in[i];
}

static wide
lane_wide(VM *vm, const uint64_t *img, const Type *e, uint64_t k)
{
	if (e->kind == TY_INT || e->kind == TY_PTR)
		vm_fail(vm, R_ERROR, "internal: integer lane read as a float");
	uint8_t b[16];
	lane_bytes(vm, img, e, k, b);
	if (e->kind == TY_FP128) {
		wide q;
		memcpy(&q, b, 16);
		return q;
	}
	uint64_t s[2];
	memcpy(s, b, 16);
	return (wide)vm_fp_get(s, fp_kind(e)); /* exact for the others */
}

static void
set_lane_wide(VM *vm, uint64_t *img, const Type *e, uint64_t k, wide v)
{
	uint8_t b[16] = {0};
	uint64_t s[2] = {0, 0};
	switch (e->kind) {
	case TY_FP128:
		memcpy(b, &v, 16);
		break;
	case TY_X86_FP80: {
		long double l = (long double)v;
		memcpy(b, &l, 10);
		break;
	}
	case TY_HALF: case TY_BFLOAT: /* one rounding, as the scalar fptrunc */
		vm_fp_put_wide(s, fp_kind(e), v);
		memcpy(b, s, 2);
		break;
	case TY_FLOAT: {
		float f = (float)v;
		memcpy(b, &f, 4);
		break;
	}
	default: {
		double d = (double)v;
		memcpy(b, &d, 8);
		break;
	}
	}
	set_lane_bytes(vm, img, e, k, b);
}

static void
wide_binop(VM *vm, Opcode op, const Type *e, const uint64_t *A, const uint64_t *B, uint64_t k, uint64_t *out)
{
	if (op == OP_FNEG) { /* the sign bit only, NaN payloads kept */
		uint8_t b[16];
		lane_bytes(vm, A, e, k, b);
		b[elt_bytes(vm, e) - 1] ^= 0x80;
		set_lane_bytes(vm, out, e, k, b);
		return;
	}
	wide x = lane_wide(vm, A, e, k), y = lane_wide(vm, B, e, k), r;
	if (e->kind == TY_HALF || e->kind == TY_BFLOAT) {
		float fx = (float)x, fy = (float)y, fr;
		switch (op) {
		case OP_FADD: fr = fx + fy; break;
		case OP_FSUB: fr = fx - fy; break;
		case OP_FMUL: fr = fx * fy; break;
		case OP_FDIV: fr = fx / fy; break;
		default: fr = fmodf(fx, fy); break;
		}
		r = fr;
	} else if (e->kind == TY_X86_FP80) {
		long double lx = (long double)x, ly = (long double)y, lr;
		switch (op) {
		case OP_FADD: lr = lx + ly; break;
		case OP_FSUB: lr = lx - ly; break;
		case OP_FMUL: lr = lx * ly; break;
		case OP_FDIV: lr = lx / ly; break;
		default: lr = fmodl(lx, ly); break;
		}
		r = lr;
	} else {
		switch (op) {
		case OP_FADD: r = x + y; break;
		case OP_FSUB: r = x - y; break;
		case OP_FMUL: r = x * y; break;
		case OP_FDIV: r = x / y; break;
		default: r = (wide)fmodl((long double)x, (long double)y); break; /* as the scalar frem */
		}
	}
	set_lane_wide(vm, out, e, k, r);
}

/* a cast with a half/bfloat/fp80/fp128 lane on either side */
static void
wide_cast(VM *vm, Opcode op, const Type *se, const Type *de, const uint64_t *A, uint64_t k, uint64_t *out, bool *poison)
{
	unsigned sw = se->kind == TY_INT ? se->bits : 64, dw = de->kind == TY_INT ? de->bits : 64;
	switch (op) {
	case OP_SITOFP: case OP_UITOFP: {
		uint64_t v = lane_get(vm, A, se, k);
		if (sw > 64)
			vm_fail(vm, R_ERROR, "vectors of %s are not supported yet", type_str(se));
		wide w = op == OP_SITOFP ? (wide)vm_sext(v, sw) : (wide)v;
		set_lane_wide(vm, out, de, k, w);
		return;
	}
	case OP_FPTOSI: case OP_FPTOUI: {
		if (dw > 64)
			vm_fail(vm, R_ERROR, "vectors of %s are not supported yet", type_str(de));
		wide d = lane_wide(vm, A, se, k);
		wide lim = (wide)ldexp(1.0, (int)(op == OP_FPTOSI ? dw - 1 : dw));
		if (d != d || d >= lim || (op == OP_FPTOSI ? d <= -lim - 1 : d <= -1)) {
			*poison = true;
			lane_set(vm, out, de, k, 0);
			return;
		}
		uint64_t r = op == OP_FPTOSI ? (uint64_t)(int64_t)d : (uint64_t)d;
		lane_set(vm, out, de, k, r & mask_of(dw));
		return;
	}
	case OP_FPTRUNC: case OP_FPEXT:
		set_lane_wide(vm, out, de, k, lane_wide(vm, A, se, k));
		return;
	case OP_BITCAST: default:
		vm_fail(vm, R_ERROR, "vector '%s' is not supported yet", op_names[op]);
	}
}

/* copy lane ks of S (element e) to lane kd of out: any width */
static void
lane_copy(VM *vm, uint64_t *out, const Type *e, uint64_t kd, const uint64_t *S, uint64_t ks)
{
	if (e->kind == TY_INT && e->bits == 1) {
		lane_set(vm, out, e, kd, lane_get(vm, S, e, ks));
		return;
	}
	uint64_t n = elt_bytes(vm, e);
	memmove((uint8_t *)out + kd * n, (const uint8_t *)S + ks * n, n);
}

/* mark the bytes of lane k poison (on: true) or defined */
static void
lane_poison_put(VM *vm, uint8_t *zout, const Type *e, uint64_t k, bool on)
{
	uint64_t first = e->kind == TY_INT && e->bits == 1 ? k / 8 : k * elt_bytes(vm, e);
	uint64_t n = e->kind == TY_INT && e->bits == 1 ? 1 : elt_bytes(vm, e);
	for (uint64_t j = first; j < first + n; j++) {
		uint8_t bit = (uint8_t)(1u << (j % 8));
		zout[j / 8] = on ? zout[j / 8] | bit : (uint8_t)(zout[j / 8] & ~bit);
	}
}

static void
lane_poison_set(VM *vm, uint8_t *zout, const Type *e, uint64_t k)
{
	lane_poison_put(vm, zout, e, k, true);
}

void
vmop_vector(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const InstSlots *is = op->x.p;
	if (wideint_vector(vm, is, R, Z)) /* integer lanes wider than 64 bits */
		return;
	const Inst *i = is->i;
	Opcode o = inst_op(i);
	const Type *rt = i->u.v.type;
	uint32_t nd = type_slots(vm, rt);
	uint64_t out[64];
	uint8_t zout[64];
	if (nd > 64)
		vm_fail(vm, R_ERROR, "vector of %u slots is too wide", nd);
	memset(out, 0, sizeof out);
	memset(zout, 0, sizeof zout);
	const Type *re = rt->kind == TY_VECTOR ? rt->elem : rt;
	uint64_t n = rt->kind == TY_VECTOR ? rt->count : 0;
	const Value *v0 = inst_opnd(i, 0);
	const uint64_t *A = R + is->s[0];
	const uint8_t *ZA = Z + is->s[0];
	bool p;

#define SETLANE(k, val, pz)                                                          \
	do {                                                                         \
		lane_set(vm, out, re, (k), (val));                                   \
		if (pz)                                                              \
			lane_poison_set(vm, zout, re, (k));                          \
	} while (0)

	if (op_is_binary(o) || o == OP_FNEG) {
		const uint64_t *B = o == OP_FNEG ? A : R + is->s[1];
		const uint8_t *ZB = o == OP_FNEG ? ZA : Z + is->s[1];
		for (uint64_t k = 0; k < n; k++) {
			p = lane_poison(vm, ZA, re, k) || lane_poison(vm, ZB, re, k);
			if (is_wide_fp(re)) {
				wide_binop(vm, o, re, A, B, k, out);
				if (p)
					lane_poison_set(vm, zout, re, k);
				continue;
			}
			uint64_t r = lane_binop(vm, i, re, lane_get(vm, A, re, k), lane_get(vm, B, re, k), &p);
			SETLANE(k, r, p);
		}
	} else if (o == OP_ICMP || o == OP_FCMP) {
		const Type *se = v0->type->elem;
		const uint64_t *B = R + is->s[1];
		const uint8_t *ZB = Z + is->s[1];
		unsigned w = se->kind == TY_PTR ? vm->ptr_bytes * 8 : se->kind == TY_INT ? se->bits : 64;
		for (uint64_t k = 0; k < n; k++) {
			bool r;
			if (is_wide_fp(se)) {
				r = vm_fcmp_holds(i->pred, vm_fcmp_rel_wide(lane_wide(vm, A, se, k), lane_wide(vm, B, se, k)));
			} else {
				uint64_t a = lane_get(vm, A, se, k), b = lane_get(vm, B, se, k);
				r = o == OP_ICMP ? vm_icmp(i->pred, a, b, w) : vm_fcmp_holds(i->pred, vm_fcmp_rel(as_double(se, a), as_double(se, b)));
			}
			SETLANE(k, r, lane_poison(vm, ZA, se, k) || lane_poison(vm, ZB, se, k));
		}
	} else if (op_is_cast(o)) {
		const Type *st = v0->type;
		if (o == OP_BITCAST) { /* vector <-> scalar: reinterpret the image */
			uint8_t img[512] = {0};
			if (dl_store_size(&vm->dl, st) > sizeof img)
				vm_fail(vm, R_ERROR, "bitcast of a vector wider than %zu bytes", sizeof img);
			vm_store_value(vm, img, st, A);
			vm_load_value(vm, img, rt, R + is->d);
			uint8_t z = 0;
			for (uint32_t s = 0; s < type_slots(vm, st); s++)
				z |= ZA[s];
			memset(Z + is->d, vm_zwhole(z), nd);
			return;
		}
		bool wide_lanes = is_wide_fp(st->elem) || is_wide_fp(re) ||
				  (type_is_fp(st->elem) && type_is_fp(re) && st->elem->kind != re->kind);
		for (uint64_t k = 0; k < n; k++) {
			p = lane_poison(vm, ZA, st->elem, k);
			if (wide_lanes) {
				wide_cast(vm, o, st->elem, re, A, k, out, &p);
				if (p)
					lane_poison_set(vm, zout, re, k);
				continue;
			}
			uint64_t r = lane_cast(vm, o, st->elem, re, lane_get(vm, A, st->elem, k), &p);
			SETLANE(k, r, p);
		}
	} else if (o == OP_SELECT) {
		const Type *ct = v0->type;
		const uint64_t *T = R + is->s[1], *F = R + is->s[2];
		const uint8_t *ZT = Z + is->s[1], *ZF = Z + is->s[2];
		for (uint64_t k = 0; k < n; k++) {
			bool c = lane_get(vm, A, ct->elem, k) & 1;
			bool pc = lane_poison(vm, ZA, ct->elem, k);
			const uint64_t *S = c ? T : F;
			lane_copy(vm, out, re, k, S, k);
			if (pc || lane_poison(vm, c ? ZT : ZF, re, k))
				lane_poison_set(vm, zout, re, k);
		}
	} else if (o == OP_EXTRACTELEMENT) {
		const Type *vt = v0->type;
		uint64_t idx = R[is->s[1]];
		if (Z[is->s[1]] || idx >= vt->count) { /* out of range: poison */
			memset(R + is->d, 0, nd * 8);
			memset(Z + is->d, 0xff, nd);
			return;
		}
		uint8_t img[1024] = {0}; /* up to i8192 lanes */
		if (elt_bytes(vm, vt->elem) > sizeof img)
			vm_fail(vm, R_ERROR, "vector lanes of %s are too wide", type_str(vt->elem));
		if (vt->elem->kind == TY_INT && vt->elem->bits == 1)
			img[0] = (uint8_t)lane_get(vm, A, vt->elem, idx);
		else
			memcpy(img, (const uint8_t *)A + idx * elt_bytes(vm, vt->elem), elt_bytes(vm, vt->elem));
		vm_load_value(vm, img, rt, R + is->d);
		memset(Z + is->d, lane_poison(vm, ZA, vt->elem, idx) ? 0xff : 0, nd);
		return;
	} else if (o == OP_INSERTELEMENT) {
		memcpy(out, A, nd * 8);
		memcpy(zout, ZA, nd);
		uint64_t idx = R[is->s[2]];
		if (Z[is->s[2]] || idx >= rt->count) {
			memset(zout, 0xff, nd);
		} else {
			uint8_t img[1024] = {0};
			if (elt_bytes(vm, re) > sizeof img)
				vm_fail(vm, R_ERROR, "vector lanes of %s are too wide", type_str(re));
			vm_store_value(vm, img, re, R + is->s[1]);
			if (re->kind == TY_INT && re->bits == 1)
				lane_set(vm, out, re, idx, img[0] & 1);
			else
				memcpy((uint8_t *)out + idx * elt_bytes(vm, re), img, elt_bytes(vm, re));
			/* the slot's other lanes keep their state; this lane's state is
			 * the element's: poison, or defined where the lane has its
			 * slots to itself (a 64-bit lane: insertelement into a poison
			 * vector, then a splat, as clang vectorises pointer pairs) */
			bool pz = false;
			for (uint32_t s = 0; s < type_slots(vm, re); s++)
				pz |= Z[is->s[1] + s] != 0;
			lane_poison_put(vm, zout, re, idx, pz);
		}
	} else if (o == OP_SHUFFLEVECTOR) {
		const Type *vt = v0->type;
		const Value *mask = inst_opnd(i, 2);
		const uint64_t *B = R + is->s[1];
		const uint8_t *ZB = Z + is->s[1];
		uint64_t na = vt->count;
		for (uint64_t k = 0; k < n; k++) {
			const Value *mv = mask->kind == VK_CAGG ? ((const User *)mask)->ops[k].val : mask;
			if (mv->kind != VK_CINT && mv->kind != VK_CZERO) { /* undef/poison lane */
				SETLANE(k, 0, true);
				continue;
			}
			uint64_t m = mv->kind == VK_CINT ? ((const ConstInt *)mv)->w[0] : 0;
			const uint64_t *S = m < na ? A : B;
			const uint8_t *ZS = m < na ? ZA : ZB;
			uint64_t li = m < na ? m : m - na;
			lane_copy(vm, out, re, k, S, li);
			if (lane_poison(vm, ZS, vt->elem, li))
				lane_poison_set(vm, zout, re, k);
		}
	} else if (o == OP_GETELEMENTPTR) {
		/* lane k: base[k] + sum of index[k] * scale, walking the types */
		for (uint64_t k = 0; k < n; k++) {
			const Value *b = inst_opnd(i, 0);
			uint64_t addr = b->type->kind == TY_VECTOR ? lane_get(vm, R + is->s[0], b->type->elem, k) : R[is->s[0]];
			bool pz = b->type->kind == TY_VECTOR ? lane_poison(vm, Z + is->s[0], b->type->elem, k) : Z[is->s[0]] != 0;
			const Type *t = i->ty;
			for (uint32_t j = 1; j < i->u.nops; j++) {
				const Value *x = inst_opnd(i, j);
				const Type *xt = x->type->kind == TY_VECTOR ? x->type->elem : x->type;
				uint64_t iv = x->type->kind == TY_VECTOR ? lane_get(vm, R + is->s[j], xt, k) : R[is->s[j]];
				pz |= x->type->kind == TY_VECTOR ? lane_poison(vm, Z + is->s[j], xt, k) : Z[is->s[j]] != 0;
				int64_t si = vm_sext(iv, xt->bits);
				if (j == 1) {
					addr += (uint64_t)si * dl_type_size(&vm->dl, t);
				} else if (t->kind == TY_STRUCT) {
					addr += dl_field_offset(&vm->dl, t, (uint32_t)iv);
					t = t->sub[iv];
				} else {
					t = t->elem;
					addr += (uint64_t)si * dl_type_size(&vm->dl, t);
				}
			}
			SETLANE(k, addr & vm->mem.ptr_mask, pz);
		}
	} else {
		vm_fail(vm, R_ERROR, "vector '%s' is not supported yet", op_names[o]);
	}
	memcpy(R + is->d, out, nd * 8);
	memcpy(Z + is->d, zout, nd);
}
