/* lower_mem.c — memory accesses: getelementptr (and the index sexts
 * and getelementptrs that fold into the access after them), loads and
 * stores in their forms (frame-relative, at a folded address, of a
 * variable, at a constant address in a global, checked), llvm.memcpy,
 * memmove and memset as ops, and the frame loads a later load of the
 * same bytes may reuse. */
#include "vm/lower.h"
#include "vm/vm_ops.h"
#include "vm/wideint.h"

#include <string.h>

/* ------------------------------------------------------ available loads */
/* A frame-relative store or copy wrote the n bytes ending at distance
 * dist: loads of them are no longer available. */
static void
avail_kill(Lowerer *L, uint64_t dist, uint64_t n)
{
	for (uint32_t k = 0; k < L->navail;) {
		const AvailLoad *a = &L->avail[k];
		if (a->dist - a->bytes < dist && dist - n < a->dist)
			L->avail[k] = L->avail[--L->navail];
		else
			k++;
	}
}

/* May load ld take the slot of an earlier load of its bytes?  When each
 * use follows it in its block (not a phi: every use is lowered after it,
 * and sees the slot given here) and none is a cast that shares ld's own
 * slot (lw_cast_shares_slot). */
static bool
reuse_frame_load(const Inst *ld)
{
	for (const Use *u = ld->u.v.uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST || ui->parent != ld->parent || ui->order <= ld->order)
			return false;
		Opcode op = inst_op(ui);
		if (op == OP_PHI || op == OP_BITCAST || op == OP_ZEXT || op == OP_PTRTOINT || op == OP_INTTOPTR ||
		    op == OP_ADDRSPACECAST)
			return false;
	}
	return true;
}

/* May an instruction of this opcode write memory a pointer can reach? */
static bool
may_write_memory(Opcode op)
{
	switch (op) {
	case OP_STORE: case OP_CALL: case OP_INVOKE: case OP_CALLBR: case OP_ATOMICRMW: case OP_CMPXCHG:
	case OP_VAARG: case OP_FENCE: case OP_LANDINGPAD: case OP_RESUME: case OP_CATCHSWITCH:
	case OP_CATCHPAD: case OP_CLEANUPPAD: case OP_CATCHRET: case OP_CLEANUPRET:
		return true;
	default:
		return false;
	}
}

/* Before an instruction that may write memory: the loads of objects
 * whose address escaped end (private objects change only through the
 * frame-relative ops, which end what they overwrite). */
void
lw_avail_before(Lowerer *L, Opcode op)
{
	if (!L->navail || !may_write_memory(op))
		return;
	for (uint32_t k = 0; k < L->navail;)
		if (!L->avail[k].priv)
			L->avail[k] = L->avail[--L->navail];
		else
			k++;
}

/* ------------------------------------------------------- getelementptr */

/* -O0 widens every array index with its own sext right before the
 * getelementptr; GEPI sign-extends from any width itself, so such a sext
 * (whose only use is the index of the scalar getelementptr right after
 * it) emits nothing and the index is its operand.  Right after: the
 * operand is then read one instruction later, with nothing between that
 * could store to a variable it reads in place.  The same holds for the
 * other folds below (a getelementptr into the one after it or into the
 * access after it). */
bool
lw_sext_folds(const Lowerer *L, const Inst *s)
{
	if (!L->opt || inst_op(s) != OP_SEXT || !s->u.v.uses || s->u.v.uses->next)
		return false;
	const Use *u = s->u.v.uses;
	const Inst *g = (const Inst *)u->user;
	const Type *st = inst_opnd(s, 0)->type;
	return g && g == s->next && g->u.v.kind == VK_INST && inst_op(g) == OP_GETELEMENTPTR && u != g->u.ops &&
	       g->u.v.type->kind != TY_VECTOR && st->kind == TY_INT && st->bits <= 64 && s->u.v.type->bits <= 64;
}

/* a getelementptr index: the value and the width it is sign-extended from */
static Value *
gep_index(const Lowerer *L, Value *idx, unsigned *w)
{
	if (idx->kind == VK_INST && lw_sext_folds(L, (const Inst *)idx)) {
		Value *src = inst_opnd((const Inst *)idx, 0);
		*w = src->type->bits;
		return src;
	}
	*w = idx->type->bits;
	return idx;
}

/* A getelementptr of constant indices whose only use is the base of
 * another (a nested field: s.a.b) emits nothing: the outer one adds its
 * offset. */
static bool
gep_folds_into_gep(const Lowerer *L, const Inst *g)
{
	GepParts p;
	if (!L->opt || inst_op(g) != OP_GETELEMENTPTR || !g->u.v.uses || g->u.v.uses->next)
		return false;
	const Use *u = g->u.v.uses;
	const Inst *outer = (const Inst *)u->user;
	return outer && outer == g->next && outer->u.v.kind == VK_INST && inst_op(outer) == OP_GETELEMENTPTR && u == outer->u.ops &&
	       outer->u.v.type->kind != TY_VECTOR && lw_gep_parts(L, g, &p) && !p.idx;
}

bool
lw_gep_parts(const Lowerer *L, const Inst *g, GepParts *p)
{
	VM *vm = L->vm;
	*p = (GepParts){.base = inst_opnd(g, 0)};
	if (g->u.v.type->kind == TY_VECTOR)
		return false;
	if (p->base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)p->base)) {
		GepParts in;
		lw_gep_parts(L, (const Inst *)p->base, &in);
		p->base = in.base;
		p->koff = in.koff;
	}
	Type *t = g->ty;
	for (uint32_t k = 1; k < g->u.nops; k++) {
		Value *idx = inst_opnd(g, k);
		uint64_t scale;
		if (k == 1) {
			scale = dl_type_size(&vm->dl, t);
		} else if (t->kind == TY_STRUCT) {
			uint64_t fi = ((ConstInt *)idx)->w[0];
			p->koff = (int64_t)((uint64_t)p->koff + dl_field_offset(&vm->dl, t, (uint32_t)fi));
			t = t->sub[fi];
			continue;
		} else {
			t = t->elem;
			scale = dl_type_size(&vm->dl, t);
		}
		if (idx->type->kind != TY_INT || idx->type->bits > 64)
			return false;
		if (idx->kind == VK_CINT)
			/* (modulo 2^64, as the address is: the in-bounds check
			 * decides on the exact terms, gepcheck.c) */
			p->koff = (int64_t)((uint64_t)p->koff +
					    (uint64_t)vm_sext(((ConstInt *)idx)->w[0], idx->type->bits) * scale);
		else if (idx->kind != VK_CZERO) {
			if (p->idx)
				return false;
			p->idx = gep_index(L, idx, &p->w);
			p->scale = scale;
		}
	}
	return true;
}

/* full-width scalars of 1, 2, 4 or 8 bytes: a load needs no mask */
bool
lw_full_width_scalar(VM *vm, const Type *t, uint64_t *bytes)
{
	*bytes = dl_store_size(&vm->dl, t);
	return lw_is_scalar_reg(t) && *bytes <= 8 && (*bytes & (*bytes - 1)) == 0 &&
	       (t->kind != TY_INT || t->bits == *bytes * 8);
}

/* The getelementptr g becomes part of its users when each is a load or
 * store through it later in its block (LOADX, STOREX, LOADO, STOREO) and
 * g's operands hold the same values there (lw_reads_stable): each access
 * computes the address itself (p->field = x; p->field += y). */
static bool
gep_folds(const Lowerer *L, const Inst *g, GepParts *p)
{
	uint64_t bytes;
	if (!L->fast_mem || !g->u.v.uses || !lw_gep_parts(L, g, p) || p->scale > UINT32_MAX || p->koff != (int32_t)p->koff)
		return false;
	for (const Use *u = g->u.v.uses; u; u = u->next) {
		const Inst *n = (const Inst *)u->user;
		if (!n || n->u.v.kind != VK_INST || n->parent != g->parent || n->order <= g->order ||
		    n->order - g->order > 64)
			return false;
		if (n != g->next && !(lw_reads_stable(L, p->base, g, n) && lw_reads_stable(L, p->idx, g, n)))
			return false;
		if (inst_op(n) == OP_LOAD && inst_opnd(n, 0) == &g->u.v && lw_full_width_scalar(L->vm, n->u.v.type, &bytes))
			continue;
		if (inst_op(n) == OP_STORE && inst_opnd(n, 1) == &g->u.v && inst_opnd(n, 0) != &g->u.v &&
		    lw_full_width_scalar(L->vm, inst_opnd(n, 0)->type, &bytes))
			continue;
		return false;
	}
	return true;
}

static void emit_gep(Lowerer *L, Inst *i, uint32_t d, uint8_t fused);

/* is every use of pointer v (through casts) the base of another
 * getelementptr?  Such a base is not checked (gepcheck.c's in_bounds:
 * LLVM's passes compute them outside the object) */
static bool
only_gep_bases(const Value *v, int depth)
{
	if (!v->uses || depth > 4)
		return false;
	for (const Use *u = v->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST)
			return false;
		Opcode op = inst_op(ui);
		if (op == OP_GETELEMENTPTR && u == ui->u.ops)
			continue;
		if ((op == OP_BITCAST || op == OP_ADDRSPACECAST) && only_gep_bases(&ui->u.v, depth + 1))
			continue;
		return false;
	}
	return true;
}

/* The promise of getelementptr i's inbounds, nusw or nuw flag, to be
 * checked after its ops (gepcheck.c): its base and every index term, as
 * the ops see them (a folded nested getelementptr's too, whose flags
 * must then promise the same); NULL when nothing is promised or an
 * index is wider than 64 bits. */
static GepCheck *
gep_check_new(Lowerer *L, const Inst *i)
{
	uint32_t flags = i->u.flags & (IF_INBOUNDS | IF_NUSW | IF_GEP_NUW);
	const Inst *parts[2] = {NULL, i};
	const Value *base = inst_opnd(i, 0);
	if (base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)base)) {
		parts[0] = (const Inst *)base;
		flags &= parts[0]->u.flags;
		base = inst_opnd(parts[0], 0);
	}
	if (!flags)
		return NULL;
	uint32_t max = parts[0] ? parts[0]->u.nops : 0;
	GepCheck *g = arena_alloc(&L->vm->arena, sizeof *g + (max + i->u.nops) * sizeof(GepTerm));
	*g = (GepCheck){.i = i, .base = lw_slot_of(L, base), .flags = flags};
	for (int p = 0; p < 2; p++) {
		const Inst *gi = parts[p];
		if (!gi)
			continue;
		Type *t = gi->ty;
		for (uint32_t k = 1; k < gi->u.nops; k++) {
			Value *idx = inst_opnd(gi, k);
			uint64_t scale;
			if (k == 1) {
				scale = dl_type_size(&L->vm->dl, t);
			} else if (t->kind == TY_STRUCT) {
				uint64_t fi = ((ConstInt *)idx)->w[0];
				g->t[g->nterms++] = (GepTerm){dl_field_offset(&L->vm->dl, t, (uint32_t)fi), 1, UINT32_MAX, 64};
				t = t->sub[fi];
				continue;
			} else {
				t = t->elem;
				scale = dl_type_size(&L->vm->dl, t);
			}
			if (idx->type->kind != TY_INT || idx->type->bits > 64)
				return NULL;
			if (idx->kind == VK_CZERO)
				continue;
			if (idx->kind == VK_CINT) {
				g->t[g->nterms++] = (GepTerm){((ConstInt *)idx)->w[0], scale, UINT32_MAX, (uint8_t)idx->type->bits};
			} else {
				unsigned w;
				Value *v = gep_index(L, idx, &w);
				g->t[g->nterms++] = (GepTerm){0, scale, lw_slot_of(L, v), (uint8_t)w};
			}
		}
	}
	return g;
}

void
lower_gep(Lowerer *L, Inst *i)
{
	GepParts gp;
	if (gep_folds(L, i, &gp) || gep_folds_into_gep(L, i))
		return; /* its user computes the address */
	uint32_t same = lw_cast_shares_slot(L, i);
	if (same != UINT32_MAX && same == lw_slot_of(L, &i->u.v))
		return; /* adds 0: its base's slot (lw_cast_shares_slot) */
	if (L->fobjs && lw_uses_private(L, &i->u.v, 0))
		return; /* only frame-relative ops use it: they know the address */
	uint32_t d = lw_slot_of(L, &i->u.v);
	if (i->u.v.type->kind == TY_VECTOR) {
		Op *o = lw_emit(L, OPC_VECOP, d, lw_slot_of(L, inst_opnd(i, 0)), 0);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	/* inbounds (clang's flag): one op that also checks it (GEPKB,
	 * GEPIB); nusw alone or nuw: an op after the getelementptr's own
	 * (gepcheck.c) */
	const Value *base = inst_opnd(i, 0);
	uint32_t flags = i->u.flags & (IF_INBOUNDS | IF_NUSW | IF_GEP_NUW);
	if (base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)base))
		flags &= ((const Inst *)base)->u.flags;
	if (only_gep_bases(&i->u.v, 0))
		flags = 0; /* (gepcheck.c's in_bounds) */
	uint8_t fused = (flags & IF_INBOUNDS) && !(flags & IF_GEP_NUW);
	GepCheck *gc = !fused && flags ? gep_check_new(L, i) : NULL;
	if (!gc) {
		emit_gep(L, i, d, fused);
		return;
	}
	/* the check reads the operands after the ops: a register of theirs
	 * that is also the result's (a promoted p = p + 1) gets the result
	 * from the check, which copies it from a temporary */
	uint32_t t = d;
	for (uint32_t k = 0; k < gc->nterms && t == d; k++)
		if (gc->t[k].slot == d)
			t = lw_new_slots(L, 1);
	if (gc->base == d)
		t = lw_new_slots(L, 1);
	emit_gep(L, i, t, 0);
	Op *o = lw_emit(L, OPC_INTRIN, d, t, 0);
	o->f = INTRIN_GEPCHECK;
	o->x.p = gc;
}

/* a register holding base + sext_w(idx) * scale: a GEPI op's, or the
 * one an earlier GEPI of the block computed (clang -O2 addresses each
 * field of p[i] from p and i).  Only for SSA values: a promoted
 * variable's register may change within the block; an SSA value's
 * changes only at the edges into it. */
static uint32_t
element_address(Lowerer *L, uint32_t base, uint32_t idx, unsigned w, uint64_t scale)
{
	const LFunc *lf = L->lf;
	bool ssa = !(base >= lf->vbase && base < lf->vbase + lf->nvars) && !(idx >= lf->vbase && idx < lf->vbase + lf->nvars);
	for (uint32_t k = 0; ssa && k < L->ngepi && k < countof(L->gepi); k++)
		if (L->gepi[k].base == base && L->gepi[k].idx == idx && L->gepi[k].w == w && L->gepi[k].scale == scale)
			return L->gepi[k].t;
	uint32_t t = lw_new_slots(L, 1);
	Op *o = lw_emit(L, OPC_GEPI, t, base, idx);
	o->w = (uint8_t)w;
	o->x.k = scale;
	if (ssa)
		L->gepi[L->ngepi++ % countof(L->gepi)] = (struct GepiSeen){base, idx, t, scale, w};
	return t;
}

/* the ops of getelementptr i (scalar), its result into register d;
 * fused: its last op checks inbounds (GEPKB, GEPIB) against the first
 * base */
static void
emit_gep(Lowerer *L, Inst *i, uint32_t d, uint8_t fused)
{
	VM *vm = L->vm;
	GepParts gp;
	if (L->opt && lw_gep_parts(L, i, &gp)) {
		Op *o;
		uint32_t bs = lw_slot_of(L, gp.base);
		if (gp.idx && gp.koff == 0) {
			o = lw_emit(L, fused ? OPC_GEPIB : OPC_GEPI, d, bs, lw_slot_of(L, gp.idx));
			o->w = (uint8_t)gp.w;
			o->x.k = gp.scale;
		} else if (!fused && gp.idx && gp.scale <= UINT32_MAX && gp.koff == (int32_t)gp.koff) {
			/* a field of an array element: one op (an inbounds one
			 * takes the two below, whose last checks the bounds) */
			o = lw_emit(L, OPC_GEPIK, d, lw_slot_of(L, gp.base), lw_slot_of(L, gp.idx));
			o->w = (uint8_t)gp.w;
			o->x.c[0] = (uint32_t)gp.scale;
			o->x.c[1] = (uint32_t)(int32_t)gp.koff;
		} else if (gp.idx) {
			uint32_t t2 = element_address(L, bs, lw_slot_of(L, gp.idx), gp.w, gp.scale);
			o = lw_emit(L, fused ? OPC_GEPKB : OPC_GEPK, d, t2, fused ? bs : 0);
			o->x.s = gp.koff;
		} else {
			/* a zero offset is always in bounds; one of at most 256
			 * bytes (a field's) has its bytes checked inline (f 1:
			 * from the base up, 2: from the result up; w: the
			 * offset's size - 1, vm_gep_bytes) */
			o = lw_emit(L, fused && gp.koff ? OPC_GEPKB : OPC_GEPK, d, bs, fused ? bs : 0);
			o->x.s = gp.koff;
			if (fused && gp.koff && gp.koff >= -256 && gp.koff <= 256) {
				o->f = gp.koff > 0 ? 1 : 2;
				o->w = (uint8_t)((gp.koff > 0 ? gp.koff : -gp.koff) - 1);
			}
		}
		return;
	}
	/* the general case: any number of variable indices */
	Value *base = inst_opnd(i, 0);
	int64_t koff = 0;
	if (base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)base)) {
		lw_gep_parts(L, (const Inst *)base, &gp);
		base = gp.base;
		koff = gp.koff;
	}
	uint32_t cur = lw_slot_of(L, base), first = cur;
	Type *t = i->ty;
	for (uint32_t k = 1; k < i->u.nops; k++) {
		Value *idx = inst_opnd(i, k);
		uint64_t scale;
		if (k == 1) {
			scale = dl_type_size(&vm->dl, t);
		} else if (t->kind == TY_STRUCT) {
			uint64_t fi = ((ConstInt *)idx)->w[0];
			koff = (int64_t)((uint64_t)koff + dl_field_offset(&vm->dl, t, (uint32_t)fi));
			t = t->sub[fi];
			continue;
		} else {
			t = t->elem;
			scale = dl_type_size(&vm->dl, t);
		}
		if (idx->kind == VK_CINT && idx->type->bits <= 64) {
			uint64_t v = ((ConstInt *)idx)->w[0];
			uint32_t bits = idx->type->bits;
			int64_t sv = bits < 64 && (v >> (bits - 1) & 1) ? (int64_t)(v | ~lw_mask_of(bits)) : (int64_t)v;
			koff = (int64_t)((uint64_t)koff + (uint64_t)sv * scale); /* (modulo 2^64) */
		} else if (idx->kind != VK_CZERO) {
			uint32_t t2 = lw_new_slots(L, 1), w, is;
			if (idx->type->bits > 64) {
				/* wider than the index type: truncated to it (to 64
				 * bits here, the address mask does the rest) */
				is = lw_new_slots(L, 1);
				Op *o = lw_emit(L, OPC_WIDEINT, is, lw_slot_of(L, idx), 0);
				o->f = WI_TRUNC;
				o->x.c[0] = idx->type->bits;
				o->x.c[1] = w = 64;
			} else {
				idx = gep_index(L, idx, &w);
				is = lw_slot_of(L, idx);
			}
			Op *o = lw_emit(L, OPC_GEPI, t2, cur, is);
			o->w = (uint8_t)w;
			o->x.k = scale;
			cur = t2;
		}
	}
	Op *o = lw_emit(L, fused ? OPC_GEPKB : OPC_GEPK, d, cur, fused ? first : 0);
	o->x.s = koff;
}

/* ------------------------------------------------------ loads and stores */
/* -O0's g += k on a global: the load ld, an add (or sub) of an
 * immediate right after it whose only use is a store of the sum back to
 * the same address right after that, with no nuw (nsw: ADDG checks it,
 * as a sum that overflows is poison, which leaves the global's bytes
 * poisoned).  *imm: what to add. */
static bool
global_add_imm(const Lowerer *L, const Inst *ld, uint32_t *imm)
{
	const Inst *a = ld->next, *st = a ? a->next : NULL;
	const Type *t = ld->u.v.type;
	if (!st || t->kind != TY_INT || t->bits > 64 || !lw_plain_access(ld) || !ld->u.v.uses || ld->u.v.uses->next ||
	    (inst_op(a) != OP_ADD && inst_op(a) != OP_SUB) || !a->u.v.uses || a->u.v.uses->next ||
	    inst_op(st) != OP_STORE || !lw_plain_access(st) || inst_opnd(st, 0) != &a->u.v ||
	    inst_opnd(st, 1) != inst_opnd(ld, 0))
		return false;
	const Value *k;
	if (inst_opnd(a, 0) == &ld->u.v)
		k = inst_opnd(a, 1);
	else if (inst_op(a) == OP_ADD && inst_opnd(a, 1) == &ld->u.v)
		k = inst_opnd(a, 0);
	else
		return false;
	if (!lw_small_imm(k, t->bits, imm) || (inst_op(a) == OP_SUB && *imm == 0x80000000u) || (a->u.flags & IF_NUW))
		return false;
	(void)L;
	if (inst_op(a) == OP_SUB)
		*imm = (uint32_t)-(int32_t)*imm;
	return true;
}

/* Is an access of n bytes at an address whose value modulo 16 is
 * `addr`'s (a frame object's offset: they start 16-aligned, frame_place;
 * a global's address) aligned as its `align` says, up to its size?  Else
 * it takes an op whose check reports it (X-MEM-10, vm.c's check_align). */
static bool
access_aligned(const Inst *i, uint64_t addr, uint64_t n)
{
	uint64_t al = inst_align(i) ? inst_align(i) : n, m = al < n ? al : n;
	return !(addr & (m - 1));
}

void
lower_load_store(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	bool store = inst_op(i) == OP_STORE;
	const Type *t = store ? inst_opnd(i, 0)->type : i->u.v.type;
	Value *pv = inst_opnd(i, store ? 1 : 0);
	uint32_t var = L->vars ? lw_var_of(L, pv) : UINT32_MAX;
	GepParts gp;
	uint64_t fbytes, dist;
	const FrameObj *fo;
	if (L->fobjs && var == UINT32_MAX && lw_plain_access(i) && lw_full_width_scalar(vm, t, &fbytes) &&
	    lw_frame_access_obj(L, pv, fbytes, &dist, &fo) && access_aligned(i, fo->dist - dist, fbytes)) {
		/* inside a frame object: no check (a getelementptr for the
		 * address alone emitted nothing, see gep_folds) */
		uint64_t img;
		Op *o;
		if (store) {
			avail_kill(L, dist, fbytes);
		} else {
			/* the same bytes loaded before, not written since: that
			 * load's slot (no op) */
			for (uint32_t k = 0; k < L->navail; k++)
				if (L->avail[k].dist == dist && L->avail[k].bytes == fbytes && reuse_frame_load(i)) {
					SlotEntry *e;
					const Value *v = &i->u.v;
					HASH_FIND_PTR(L->slots, &v, e);
					if (e) {
						e->slot = L->avail[k].slot;
						return;
					}
				}
			/* this load's slot is its value from now on, unless the op
			 * becomes a store to a variable's (lw_store_var) */
			const Use *u = i->u.v.uses;
			bool to_var = u && !u->next && u->user && inst_op((const Inst *)u->user) == OP_STORE;
			if (!to_var) {
				if (L->navail == NAVAIL)
					L->avail[0] = L->avail[--L->navail];
				L->avail[L->navail++] = (AvailLoad){dist, fbytes, lw_slot_of(L, &i->u.v), fo->priv};
			}
		}
		if (!store) {
			o = lw_emit(L, fbytes == 8 ? OPC_LOADF8 : OPC_LOADF, lw_slot_of(L, &i->u.v), 0, 0);
			o->f = (uint8_t)(64 - 8 * fbytes); /* the cut (load_le) */
		}
		else if (lw_const_image(L, inst_opnd(i, 0), &img) && (fbytes < 8 || img == (uint64_t)(int64_t)(int32_t)img))
			o = lw_emit(L, OPC_STOREFK, (uint32_t)img, 0, 0);
		else
			o = lw_emit(L, OPC_STOREF, 0, 0, lw_slot_of(L, inst_opnd(i, 0)));
		o->w = (uint8_t)fbytes;
		o->x.k = dist; /* from the top: made an offset from the base at the end */
		return;
	}
	if (pv->kind == VK_INST && inst_op((Inst *)pv) == OP_GETELEMENTPTR && gep_folds(L, (Inst *)pv, &gp)) {
		/* the getelementptr emitted nothing: address it here
		 * (no variable index: index the base by 0) */
		uint32_t base = lw_slot_of(L, gp.base), idx = gp.idx ? lw_slot_of(L, gp.idx) : base;
		uint64_t bytes = dl_store_size(&vm->dl, t), img;
		Op *o;
		if (!gp.idx) {
			/* a constant offset only (a field) */
			if (!store) {
				o = lw_emit(L, bytes == 8 ? OPC_LOADO8 : OPC_LOADO, lw_slot_of(L, &i->u.v), base, 0);
				o->f = (uint8_t)(64 - 8 * bytes); /* the cut (load_le) */
			}
			else if (lw_const_image(L, inst_opnd(i, 0), &img) && (bytes < 8 || img == (uint64_t)(int64_t)(int32_t)img))
				o = lw_emit(L, OPC_STOREOK, 0, base, (uint32_t)img);
			else
				o = lw_emit(L, OPC_STOREO, 0, base, lw_slot_of(L, inst_opnd(i, 0)));
			o->w = (uint8_t)bytes;
			o->x.s = gp.koff;
			return;
		}
		if (!store)
			o = lw_emit(L, OPC_LOADX, lw_slot_of(L, &i->u.v), base, idx);
		else if (lw_const_image(L, inst_opnd(i, 0), &img) && (bytes < 8 || img == (uint64_t)(int64_t)(int32_t)img)) {
			o = lw_emit(L, OPC_STOREXK, (uint32_t)img, base, idx);
		} else
			o = lw_emit(L, OPC_STOREX, lw_slot_of(L, inst_opnd(i, 0)), base, idx);
		o->f = (uint8_t)(gp.idx ? gp.w : 64);
		o->w = (uint8_t)bytes;
		o->x.c[0] = (uint32_t)gp.scale;
		o->x.c[1] = (uint32_t)(int32_t)gp.koff;
		return;
	}
	if (var != UINT32_MAX) {
		/* a promoted variable (the load may read it in place: no op) */
		if (store)
			lw_store_var(L, i, var);
		else if (lw_slot_of(L, &i->u.v) != var)
			lw_emit(L, OPC_MOV, lw_slot_of(L, &i->u.v), var, 0);
		return;
	}
	uint64_t bytes = dl_store_size(&vm->dl, t);
	uint64_t addr;
	if (L->fast_mem && lw_is_scalar_reg(t) && bytes <= 8 && (bytes & (bytes - 1)) == 0 &&
	    (t->kind != TY_INT || t->bits == bytes * 8) && pv->kind != VK_INST && pv->kind != VK_ARG &&
	    lw_const_image(L, pv, &addr)) {
		/* a constant address inside a global: globals never move, die
		 * or change their state, so the check is done once, here */
		MemState s0 = mem_state_at(&vm->mem, addr), s1 = mem_state_at(&vm->mem, addr + bytes - 1);
		bool ok = store ? s0 == SH_GLOBAL && s1 == SH_GLOBAL
				: (s0 == SH_GLOBAL || s0 == SH_CONST) && (s1 == SH_GLOBAL || s1 == SH_CONST);
		uint32_t imm;
		ok = ok && access_aligned(i, addr, bytes);
		if (ok && !store && s0 == SH_GLOBAL && s1 == SH_GLOBAL && global_add_imm(L, i, &imm)) {
			/* g += k (the add and the store are skipped) */
			Op *o = lw_emit(L, OPC_ADDG, 0, 0, imm);
			o->w = (uint8_t)bytes;
			o->f = i->next->u.flags & IF_NSW ? OPF_NSW : 0;
			o->x.p = mem_host(&vm->mem, addr);
			L->skip_to = i->next->next;
			return;
		}
		if (ok && mem_ok(&vm->mem, addr, bytes, store ? SH_WRITABLE : SH_READABLE)) {
			Op *o = store ? lw_emit(L, OPC_STOREG, 0, 0, lw_slot_of(L, inst_opnd(i, 0)))
				      : lw_emit(L, OPC_LOADG, lw_slot_of(L, &i->u.v), 0, 0);
			o->w = (uint8_t)bytes;
			o->x.p = mem_host(&vm->mem, addr);
			return;
		}
	}
	uint32_t ptr = lw_slot_of(L, pv);
	if (lw_is_scalar_reg(t) && bytes <= 8 && (bytes & (bytes - 1)) == 0) {
		uint64_t img;
		Op *o;
		if (store && L->opt && lw_const_image(L, inst_opnd(i, 0), &img)) {
			o = lw_emit(L, OPC_STOREK, 0, ptr, 0);
			o->w = (uint8_t)bytes;
			o->x.k = img;
			return;
		}
		o = store ? lw_emit(L, OPC_STORE, 0, ptr, lw_slot_of(L, inst_opnd(i, 0)))
			  : lw_emit(L, OPC_LOAD, lw_slot_of(L, &i->u.v), ptr, 0);
		o->w = (uint8_t)bytes;
		o->f = (uint8_t)(i->u.flags & IF_ATOMIC ? 1 : 0);
		o->x.k = t->kind == TY_INT ? lw_mask_of(t->bits) : ~(uint64_t)0;
		return;
	}
	Op *o = store ? lw_emit(L, OPC_STOREN, 0, ptr, lw_slot_of(L, inst_opnd(i, 0)))
		      : lw_emit(L, OPC_LOADN, lw_slot_of(L, &i->u.v), ptr, 0);
	o->x.p = (void *)t;
	o->w = i->align_log2p1; /* (X-MEM-10, ubcheck.c) */
}

/* ------------------------------------------------------ memcpy, memset */

/* Is i a direct call of llvm.memcpy/memmove (*set false) or
 * llvm.memset (*set true) that lower_mem_intrinsic makes an op? */
bool
lw_mem_intrinsic(const Lowerer *L, const Inst *i, bool *set)
{
	const Value *c = inst_callee(i);
	const CallInfo *ci = inst_call(i);
	if (!L->opt || inst_op(i) != OP_CALL || c->kind != VK_FUNCTION || !((const Function *)c)->is_decl ||
	    ci->nargs < 3 || ci->nbundles)
		return false;
	const char *name = ((const Function *)c)->g.u.v.name;
	if (name && (!strncmp(name, "llvm.memcpy.", 12) || !strncmp(name, "llvm.memmove.", 13)))
		*set = false;
	else if (name && !strncmp(name, "llvm.memset.", 12))
		*set = true;
	else
		return false;
	const Value *len = inst_opnd(i, 2);
	return len->type->kind == TY_INT && len->type->bits <= 64;
}

/* Operand k (0: destination, 1: source) of mem intrinsic i lies inside a
 * frame object for a constant length: *dist, its distance from the
 * frame block's top (the op addresses it frame-relative, unchecked). */
bool
lw_mem_frame_side(const Lowerer *L, const Inst *i, uint32_t k, uint64_t *dist)
{
	const Value *len = inst_opnd(i, 2);
	return L->fobjs && len->kind == VK_CINT && ((const ConstInt *)len)->w[0] > 0 &&
	       ((const ConstInt *)len)->w[0] <= UINT32_MAX &&
	       lw_frame_access(L, inst_opnd(i, k), ((const ConstInt *)len)->w[0], dist) && *dist <= UINT32_MAX;
}

/* llvm.memcpy/memmove/memset called directly: an op (MEMCPY, MEMSET)
 * instead of a call of ehi's C function for them, with the same checks
 * in the same order (the source's bytes, then the destination's); a side
 * inside a frame object is frame-relative and needs none (f & 4: the
 * destination, f & 8: the source, at distance a or b from the block's
 * top until the end of the lowering). */
bool
lower_mem_intrinsic(Lowerer *L, Inst *i)
{
	bool set;
	uint64_t dist;
	if (!lw_mem_intrinsic(L, i, &set))
		return false;
	Value *len = inst_opnd(i, 2), *val = inst_opnd(i, 1);
	Op *o = lw_emit(L, set ? OPC_MEMSET : OPC_MEMCPY, 0, 0, 0);
	if (lw_mem_frame_side(L, i, 0, &dist)) {
		o->f |= 4;
		o->a = (uint32_t)dist;
		avail_kill(L, dist, ((const ConstInt *)len)->w[0]);
	} else {
		o->a = lw_slot_of(L, inst_opnd(i, 0));
	}
	if (len->kind == VK_CINT || len->kind == VK_CZERO)
		o->x.k = len->kind == VK_CINT ? ((const ConstInt *)len)->w[0] : 0;
	else {
		o->f |= 1;
		o->d = lw_slot_of(L, len);
	}
	if (set && (val->kind == VK_CINT || val->kind == VK_CZERO)) {
		o->f |= 2;
		o->b = val->kind == VK_CINT ? (uint32_t)(((const ConstInt *)val)->w[0] & 0xff) : 0;
	} else if (!set && lw_mem_frame_side(L, i, 1, &dist)) {
		o->f |= 8;
		o->b = (uint32_t)dist;
	} else {
		o->b = lw_slot_of(L, val);
	}
	/* the pointers' align attributes (w: the larger one's mask, which
	 * sends an address not a multiple of it to ubcheck.c's exact check,
	 * X-MEM-10); a side in the frame, whose block is aligned to at
	 * least 16, is checked here when its align is at most that */
	unsigned dl = vm_arg_align_log(L->vm, i, 0), sl = set ? 0 : vm_arg_align_log(L->vm, i, 1);
	if ((o->f & 4) && dl <= 4 && !(o->a & ((1u << dl) - 1)))
		dl = 0;
	if ((o->f & 8) && sl <= 4 && !(o->b & ((1u << sl) - 1)))
		sl = 0;
	unsigned ml = dl > sl ? dl : sl;
	o->w = (uint8_t)(ml > 8 ? 255 : (1u << ml) - 1); /* (an align above 256: checked to 256) */
	/* memcpy's ranges must not overlap (f & 16: X-MEM-11, ubcheck.c);
	 * two sides in the frame are checked here, once */
	if (!set && vm_memcpy_no_overlap(((const Function *)inst_callee(i))->g.u.v.name) &&
	    ((o->f & 12) != 12 || vm_memcpy_overlaps(o->a, o->b, o->x.k)))
		o->f |= 16;
	return true;
}
