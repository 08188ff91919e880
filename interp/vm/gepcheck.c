/* gepcheck.c — what a getelementptr's flags promise (SPEC.md section 6,
 * "Registers and poison"): LLVM 19's LangRef makes the result poison
 *
 *   nusw      when an index times its type's size, or their sum, wraps
 *             as a signed number of the index width, or adding that
 *             signed offset to the address wraps the address space;
 *   nuw       the same as unsigned numbers (a negative index wraps);
 *   inbounds  nusw, and the base and the result are not both in bounds
 *             of one allocated object (inside it or one past its end; a
 *             zero offset is always in bounds).
 *
 * ehi keeps no object per pointer: the object is told by the shadow,
 * which separates objects by redzones (mem.h).  The base and the result
 * are in bounds of one object when every byte between them (the upper
 * one excluded: one past the end) belongs to an object, live or dead:
 * both ends are checked, and the bytes between them one in every
 * MEM_REDZONE when they are at most 256 bytes apart.  Further apart (an
 * array indexed far from its base), the bytes are looked at the same
 * way and kept, with some beyond, as the span of that base address (a
 * cache, VM.gep_span): later steps from the base inside its span cost a
 * compare, and one beyond looks only at the bytes the span lacks.  A
 * kept span can outlive its object (a freed block, a popped frame): it
 * then only lets a step pass that a fresh look would have made poison,
 * never the reverse.  A span kept for b always holds b (it grows from a
 * step from b), so a step from b stays inside when its result does
 * (vm_gep_near, and the JIT's copy of it, test the result alone).
 * An inbounds getelementptr (clang's) is one op, GEPKB or GEPIB, whose
 * fast path checks a result near its base (vm_gep_near: both ends); the
 * other flags (nusw alone, nuw) are checked by an INTRIN op after the
 * getelementptr's own ops (vmop_gepcheck), index by index.  The poison
 * is reported where it is used (a branch, an address, noundef). */
#include "vm/vm_ops.h"

/* is the byte at addr part of an object (not a redzone, not unmapped)? */
static inline bool
object_byte(const Mem *m, uint64_t addr)
{
	uint64_t off = addr - m->base;
	return off < m->size && m->shadow[off] != SH_NONE;
}

/* are the bytes [a, e) all objects'?  Each MEM_REDZONE chunk's two
 * ends: a redzone is at least a chunk wide, so one between them would
 * hold one end */
static bool
all_objects(const Mem *m, uint64_t a, uint64_t e)
{
	for (; a < e; a += MEM_REDZONE)
		if (!object_byte(m, a) || !object_byte(m, (e - a > MEM_REDZONE ? a + MEM_REDZONE : e) - 1))
			return false;
	return true;
}

enum { SPAN_AHEAD = 4096 }; /* bytes a found span reaches beyond its step */

/* base b's step over [lo, hi) (hi - lo > 256): are those bytes in one
 * object?  The span kept for b holds them, or is extended to them, or
 * they are looked at and kept as b's span with up to SPAN_AHEAD more
 * bytes each side: an array walked from one base costs its bytes once */
static bool
far_in_one(VM *vm, uint64_t b, uint64_t lo, uint64_t hi)
{
	const Mem *m = &vm->mem;
	__typeof__(vm->gep_span[0]) *sp = &vm->gep_span[(b >> 4) & 63];
	if (sp->key == b && lo >= sp->lo && hi <= sp->hi)
		return true;
	uint64_t s = lo, e = hi;
	if (sp->key == b && lo < sp->hi && hi > sp->lo) {
		/* overlapping b's span: only the bytes beyond it */
		if ((lo < sp->lo && !all_objects(m, lo, sp->lo)) || (hi > sp->hi && !all_objects(m, sp->hi, hi)))
			return false;
		s = lo < sp->lo ? lo : sp->lo;
		e = hi > sp->hi ? hi : sp->hi;
	} else if (!all_objects(m, lo, hi)) {
		return false;
	}
	for (uint64_t e0 = e; e - e0 < SPAN_AHEAD && object_byte(m, e) && object_byte(m, e + MEM_REDZONE - 1);)
		e += MEM_REDZONE;
	for (uint64_t s0 = s; s0 - s < SPAN_AHEAD && object_byte(m, s - 1) && object_byte(m, s - MEM_REDZONE);)
		s -= MEM_REDZONE;
	sp->key = b, sp->lo = s, sp->hi = e;
	return true;
}

/* base and r in bounds of one object (r != base).  A base outside every
 * object is taken as it comes, and only the result checked: LLVM's own
 * passes make such bases (instcombine at -O2 gives two in-bounds fields
 * a common base before the object, testsuite/diff's small-17 at MSVC
 * clang 14 -O2; the Microsoft C++ ABI's vbase destructor passes a `this`
 * past the end of the complete object, which it adjusts back,
 * run/promise-msvc-vbase-dtor.test), and a getelementptr used only as
 * the base of others (through casts) is not checked (lower_gep: at
 * MSVC clang 14 -O2 a vbase's `this - 4` is such a base, small-15) */
static bool
in_bounds(VM *vm, uint64_t base, uint64_t r)
{
	const Mem *m = &vm->mem;
	if (!object_byte(m, base) && !object_byte(m, base - 1))
		return object_byte(m, r) || object_byte(m, r - 1);
	uint64_t lo = base < r ? base : r, hi = base < r ? r : base;
	if (!object_byte(m, lo) || !object_byte(m, hi - 1))
		return false;
	if (hi - lo > 16 * MEM_REDZONE)
		return far_in_one(vm, base, lo, hi);
	for (uint64_t a = lo + MEM_REDZONE; a < hi - 1; a += MEM_REDZONE)
		if (!object_byte(m, a))
			return false;
	return true;
}

/* does the getelementptr keep its flags' promise? r: its result */
static bool
gep_kept(VM *vm, const GepCheck *g, const uint64_t *R, uint64_t r)
{
	uint64_t mask = vm->mem.ptr_mask, base = R[g->base];
	bool narrow = mask != ~(uint64_t)0; /* a 32-bit index width */
	int64_t soff = 0;
	uint64_t uoff = 0;
	bool swrap = false, uwrap = false;
	for (uint32_t k = 0; k < g->nterms; k++) {
		const GepTerm *t = &g->t[k];
		int64_t v = vm_sext(t->slot == UINT32_MAX ? t->val : R[t->slot], t->w);
		if (narrow)
			v = (int32_t)v; /* sign-extended or truncated to the index width */
		int64_t sp;
		uint64_t up, uv = (uint64_t)v & mask;
		swrap |= __builtin_mul_overflow(v, (int64_t)t->scale, &sp) || (t->scale > INT64_MAX);
		swrap |= __builtin_add_overflow(soff, sp, &soff);
		uwrap |= __builtin_mul_overflow(uv, t->scale, &up) || up > mask;
		uwrap |= __builtin_add_overflow(uoff, up, &uoff) || uoff > mask;
		if (narrow)
			swrap |= sp != (int32_t)sp || soff != (int32_t)soff;
	}
	if (g->flags & (IF_INBOUNDS | IF_NUSW)) {
		/* the unsigned address plus the signed offset stays in [0, mask] */
		if (swrap || (soff >= 0 ? (uint64_t)soff > mask - base : (uint64_t)-(soff + 1) >= base))
			return false;
	}
	if ((g->flags & IF_GEP_NUW) && (uwrap || uoff > mask - base))
		return false;
	if ((g->flags & IF_INBOUNDS) && r != base && !in_bounds(vm, base, r))
		return false;
	return true;
}

uint8_t
vm_gep_bounds_slow(VM *vm, uint64_t b, uint64_t r)
{
	return r == b || in_bounds(vm, b, r) ? 0 : 0xff;
}

void
vmop_gepcheck(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	uint64_t r = R[op->a];
	uint8_t z = Z[op->a];
	if (!z && !gep_kept(vm, op->x.p, R, r))
		z = 0xff;
	R[op->d] = r;
	Z[op->d] = z;
}

/* the byte offset of getelementptr constant expression e from its base,
 * with constant indices only (false: another index) */
static bool
cexpr_offset(const VM *vm, const ConstExpr *e, int64_t *off)
{
	const Type *t = e->src_type;
	*off = 0;
	for (uint32_t k = 1; k < e->u.nops; k++) {
		const Value *idx = e->u.ops[k].val;
		if (idx->type->kind != TY_INT || idx->type->bits > 64 || (idx->kind != VK_CINT && idx->kind != VK_CZERO))
			return false;
		uint64_t iv = idx->kind == VK_CINT ? ((const ConstInt *)idx)->w[0] : 0;
		int64_t si = vm_sext(iv, idx->type->bits);
		int64_t term;
		if (k == 1) {
			if (__builtin_mul_overflow(si, (int64_t)dl_type_size(&vm->dl, t), &term))
				goto overflow;
		} else if (t->kind == TY_STRUCT) {
			if (iv >= t->nsub)
				return false;
			term = (int64_t)dl_field_offset(&vm->dl, t, (uint32_t)iv);
			t = t->sub[iv];
		} else if (t->kind == TY_ARRAY || t->kind == TY_VECTOR) {
			t = t->elem;
			if (__builtin_mul_overflow(si, (int64_t)dl_type_size(&vm->dl, t), &term))
				goto overflow;
		} else {
			return false;
		}
		if (__builtin_add_overflow(*off, term, off))
			goto overflow;
	}
	return true;
overflow: /* (no object is that big: outside whichever it starts in) */
	*off = INT64_MAX;
	return true;
}

/* Is constant c a chain of getelementptr inbounds constant expressions
 * (through casts) on a global variable defined in the module one of
 * whose steps leaves it (beyond one past its end, or before it)?  Such
 * a constant is poison (LLVM 19's LangRef; consteval.c), where its
 * address would otherwise be the global's neighbour's: a load or store
 * through it is X-UB-2 (a declared global's size is not known here; a
 * step without inbounds, or an index that is not a constant integer: not
 * claimed) */
bool
vm_cexpr_gep_outside(VM *vm, const Value *c)
{
	const ConstExpr *chain[16];
	int n = 0;
	while (c->kind == VK_CEXPR && n < 16) {
		const ConstExpr *e = (const ConstExpr *)c;
		if (c->op == OP_GETELEMENTPTR) {
			if (!(e->u.flags & IF_INBOUNDS))
				return false;
			chain[n++] = e;
		} else if (c->op != OP_BITCAST && c->op != OP_ADDRSPACECAST) {
			return false;
		}
		c = e->u.ops[0].val;
	}
	if (!n || c->kind != VK_GLOBALVAR || !((const GlobalVar *)c)->g.u.nops)
		return false;
	int64_t size = (int64_t)dl_type_size(&vm->dl, ((const GlobalVar *)c)->vty), at = 0;
	while (n-- > 0) {
		int64_t off;
		if (!cexpr_offset(vm, chain[n], &off))
			return false;
		if (__builtin_add_overflow(at, off, &at))
			return true;
		if (off && (at < 0 || at > size))
			return true;
	}
	return false;
}
