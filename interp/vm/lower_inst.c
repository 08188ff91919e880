/* lower_inst.c — one lower_<op>() per IR instruction (or family of
 * them), reached from one table (lowerers, at the end) by lower_inst.
 * Loads, stores, getelementptr and memcpy/memset are lower_mem.c's,
 * alloca lower_frame.c's. */
#include "vm/lower.h"
#include "vm/vm_ops.h"
#include "vm/wideint.h"

#include <string.h>

/* ---------------------------------------------------- arithmetic, casts */
/* With opt, is `m` a multiplication by a small constant, with no flags,
 * whose only use is the add (no flags) right after it?  The add then
 * does both (MADDK: hashes, polynomial checksums); the constant in *k. */
static bool
mul_fuses_into_add(const Lowerer *L, const Inst *m, uint32_t *k)
{
	const Inst *a = m->next;
	const Type *t = m->u.v.type;
	return L->opt && inst_op(m) == OP_MUL && !m->u.flags && t->kind == TY_INT && t->bits <= 64 && m->u.v.uses &&
	       !m->u.v.uses->next && a && inst_op(a) == OP_ADD && !a->u.flags &&
	       (inst_opnd(a, 0) == &m->u.v) != (inst_opnd(a, 1) == &m->u.v) && lw_small_imm(inst_opnd(m, 1), t->bits, k);
}

/* add .. xor, fadd .. frem, fneg: the integer ops (with an immediate when
 * opt), the float, vector and wide forms */
static void
lower_binary(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	const Type *t = i->u.v.type;
	uint32_t mk;
	if (mul_fuses_into_add(L, i, &mk))
		return; /* the add after it does it (MADDK) */
	if (op == OP_ADD && i->prev && inst_opnd(i, 0) != inst_opnd(i, 1) &&
	    (inst_opnd(i, 0) == &i->prev->u.v || inst_opnd(i, 1) == &i->prev->u.v) && mul_fuses_into_add(L, i->prev, &mk)) {
		const Inst *m = i->prev;
		Value *other = inst_opnd(i, 0) == &m->u.v ? inst_opnd(i, 1) : inst_opnd(i, 0);
		Op *o = lw_emit(L, OPC_MADDK, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(m, 0)), lw_slot_of(L, other));
		o->w = (uint8_t)t->bits;
		o->x.c[0] = mk;
		return;
	}
	uint8_t flags = (uint8_t)((i->u.flags & IF_NUW ? OPF_NUW : 0) | (i->u.flags & IF_NSW ? OPF_NSW : 0) |
				  (i->u.flags & IF_EXACT ? OPF_EXACT : 0) | (i->u.flags & IF_DISJOINT ? OPF_DISJOINT : 0));
	/* an immediate operand: b, or a of a commutative op (then swapped);
	 * the constant then needs no slot */
	static const uint16_t kmap[OP__COUNT] = {
		[OP_ADD] = OPC_ADDK, [OP_SUB] = OPC_SUBK, [OP_MUL] = OPC_MULK, [OP_AND] = OPC_ANDK,
		[OP_OR] = OPC_ORK, [OP_XOR] = OPC_XORK};
	/* division by a constant that cannot trap (not 0, not -1 signed) */
	static const uint16_t dkmap[OP__COUNT] = {
		[OP_UDIV] = OPC_UDIVK, [OP_SDIV] = OPC_SDIVK, [OP_UREM] = OPC_UREMK, [OP_SREM] = OPC_SREMK};
	if (L->opt && dkmap[op] && t->kind == TY_INT && t->bits <= 64) {
		bool sgn = op == OP_SDIV || op == OP_SREM;
		uint32_t imm;
		if ((sgn ? lw_small_imm(inst_opnd(i, 1), t->bits, &imm) : lw_zext_imm(inst_opnd(i, 1), t->bits, &imm)) &&
		    imm != 0 && !(sgn && (int32_t)imm == -1)) {
			Op *o = lw_emit(L, (OpCode)dkmap[op], lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), imm);
			o->f = flags;
			o->w = (uint8_t)t->bits;
			o->x.k = lw_mask_of(t->bits);
			return;
		}
	}
	if (L->opt && kmap[op] && t->kind == TY_INT && t->bits <= 64) {
		Value *x = inst_opnd(i, 0);
		uint32_t imm;
		bool ok = lw_small_imm(inst_opnd(i, 1), t->bits, &imm);
		if (!ok && op != OP_SUB && lw_small_imm(x, t->bits, &imm)) {
			x = inst_opnd(i, 1);
			ok = true;
		}
		if (ok) {
			static const uint16_t nkmap[OP__COUNT] = {
				[OP_ADD] = OPC_ADDNK, [OP_SUB] = OPC_SUBNK, [OP_MUL] = OPC_MULNK};
			static const uint16_t fkmap[OP__COUNT] = {
				[OP_ADD] = OPC_ADDFK, [OP_SUB] = OPC_SUBFK, [OP_MUL] = OPC_MULFK};
			uint16_t code = flags == OPF_NSW && nkmap[op] ? nkmap[op]
					: (flags & OPF_NUW) && fkmap[op] ? fkmap[op] : kmap[op];
			if (t->bits == 64 && (code == OPC_ADDFK || code == OPC_SUBFK))
				code = code == OPC_ADDFK ? OPC_ADDFK64 : OPC_SUBFK64;
			Op *o = lw_emit(L, (OpCode)code, lw_slot_of(L, &i->u.v), lw_slot_of(L, x), imm);
			o->f = flags;
			o->w = (uint8_t)t->bits;
			o->x.k = lw_mask_of(t->bits);
			return;
		}
	}
	static const uint16_t shkmap[OP__COUNT] = {[OP_SHL] = OPC_SHLK, [OP_LSHR] = OPC_LSHRK, [OP_ASHR] = OPC_ASHRK};
	uint32_t amt;
	if (L->opt && shkmap[op] && t->kind == TY_INT && t->bits <= 64 && lw_zext_imm(inst_opnd(i, 1), t->bits, &amt) &&
	    amt < t->bits) {
		Op *o = lw_emit(L, (OpCode)shkmap[op], lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), amt);
		o->f = flags;
		o->w = (uint8_t)t->bits;
		o->x.k = lw_mask_of(t->bits);
		return;
	}
	uint32_t d = lw_slot_of(L, &i->u.v), a = lw_slot_of(L, inst_opnd(i, 0));
	uint32_t b = op == OP_FNEG ? 0 : lw_slot_of(L, inst_opnd(i, 1));
	if (t->kind == TY_VECTOR) {
		Op *o = lw_emit(L, OPC_VECOP, d, a, b);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	if (type_is_fp(t)) {
		static const uint8_t fo[OP__COUNT] = {[OP_FADD] = FO_ADD, [OP_FSUB] = FO_SUB,
						      [OP_FMUL] = FO_MUL, [OP_FDIV] = FO_DIV, [OP_FREM] = FO_REM};
		Op *o = lw_emit(L, op == OP_FNEG ? OPC_FNEG : OPC_FBIN, d, a, b);
		o->f = fo[op];
		o->w = (uint8_t)fp_kind_of_type(t);
		if (o->w == FK_F64 && op != OP_FREM) /* (FO_ADD..FO_DIV in order, ops.def) */
			o->code = op == OP_FNEG ? OPC_FNEG64 : (uint16_t)(OPC_FADD64 + (o->f - FO_ADD));
		return;
	}
	if (t->bits > 64) {
		if (t->bits > 128) { /* the slower path (wideint.c) */
			Op *o = lw_emit(L, OPC_WIDEINT, d, a, b);
			o->f = (uint8_t)wideint_op(op);
			o->w = flags;
			o->x.c[0] = o->x.c[1] = t->bits;
			return;
		}
		static const uint8_t io[OP__COUNT] = {
			[OP_ADD] = I128_ADD, [OP_SUB] = I128_SUB, [OP_MUL] = I128_MUL, [OP_UDIV] = I128_UDIV,
			[OP_SDIV] = I128_SDIV, [OP_UREM] = I128_UREM, [OP_SREM] = I128_SREM, [OP_AND] = I128_AND,
			[OP_OR] = I128_OR, [OP_XOR] = I128_XOR, [OP_SHL] = I128_SHL, [OP_LSHR] = I128_LSHR,
			[OP_ASHR] = I128_ASHR};
		Op *o = lw_emit(L, OPC_INT128, d, a, b);
		o->f = io[op];
		o->w = (uint8_t)(t->bits - 64); /* 65..128 */
		o->x.c[1] = flags;
		return;
	}
	static const uint16_t map[OP__COUNT] = {
		[OP_ADD] = OPC_ADD, [OP_SUB] = OPC_SUB, [OP_MUL] = OPC_MUL, [OP_AND] = OPC_AND,
		[OP_OR] = OPC_OR, [OP_XOR] = OPC_XOR, [OP_SHL] = OPC_SHL, [OP_LSHR] = OPC_LSHR,
		[OP_ASHR] = OPC_ASHR, [OP_UDIV] = OPC_UDIV, [OP_SDIV] = OPC_SDIV, [OP_UREM] = OPC_UREM,
		[OP_SREM] = OPC_SREM};
	static const uint16_t nmap[OP__COUNT] = {[OP_ADD] = OPC_ADDN, [OP_SUB] = OPC_SUBN, [OP_MUL] = OPC_MULN};
	static const uint16_t fmap[OP__COUNT] = {[OP_ADD] = OPC_ADDF, [OP_SUB] = OPC_SUBF, [OP_MUL] = OPC_MULF};
	uint16_t code = map[op];
	if (L->opt && flags == OPF_NSW && nmap[op])
		code = nmap[op];
	else if (L->opt && (flags & OPF_NUW) && fmap[op])
		code = t->bits == 64 && op != OP_MUL ? (op == OP_ADD ? OPC_ADDF64 : OPC_SUBF64) : fmap[op];
	Op *o = lw_emit(L, (OpCode)code, d, a, b);
	o->f = flags;
	o->w = (uint8_t)t->bits;
	o->x.k = lw_mask_of(t->bits);
}

static void
lower_cast(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	const Type *st = inst_opnd(i, 0)->type, *dt = i->u.v.type;
	if (lw_sext_folds(L, i))
		return; /* the getelementptr using it extends the index itself */
	uint32_t d = lw_slot_of(L, &i->u.v), a = lw_slot_of(L, inst_opnd(i, 0));
	if (d == a && lw_cast_shares_slot(L, i) == a)
		return; /* the result is its operand's slot (lw_cast_shares_slot) */
	if (st->kind == TY_VECTOR || dt->kind == TY_VECTOR) {
		if (op == OP_BITCAST && st->kind == TY_VECTOR && dt->kind == TY_VECTOR) {
			Op *o = lw_emit(L, OPC_MOVN, d, a, 0);
			o->x.k = type_slots(L->vm, dt);
			return;
		}
		Op *o = lw_emit(L, OPC_VECOP, d, a, 0);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	switch (op) {
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_PTRTOINT: case OP_INTTOPTR: {
		uint32_t sb = st->kind == TY_PTR ? L->vm->ptr_bytes * 8 : st->bits;
		uint32_t db = dt->kind == TY_PTR ? L->vm->ptr_bytes * 8 : dt->bits;
		/* the promises of trunc nuw/nsw and zext nneg (LLVM 18+) */
		uint8_t cflags = (uint8_t)((i->u.flags & IF_NUW ? OPF_NUW : 0) | (i->u.flags & IF_NSW ? OPF_NSW : 0) |
					   (i->u.flags & IF_NNEG ? OPF_NNEG : 0));
		if (op != OP_TRUNC && op != OP_ZEXT)
			cflags = 0;
		if (sb > 128 || db > 128) {
			Op *o = lw_emit(L, OPC_WIDEINT, d, a, 0);
			o->f = (uint8_t)(op == OP_SEXT ? WI_SEXT : db < sb ? WI_TRUNC : WI_ZEXT);
			o->w = cflags;
			o->x.c[0] = sb;
			o->x.c[1] = db;
			return;
		}
		if (sb > 64 || db > 64) {
			Op *o = lw_emit(L, OPC_INT128, d, a, 0);
			o->f = op == OP_SEXT ? I128_SEXT : db < sb ? I128_TRUNC : I128_ZEXT;
			o->w = (uint8_t)(sb > 64 ? sb - 64 : 0);
			o->b = cflags;
			o->x.c[0] = sb;
			o->x.c[1] = db;
			return;
		}
		if (op == OP_SEXT) {
			Op *o = lw_emit(L, OPC_SEXT, d, a, 0);
			o->w = (uint8_t)sb;
			o->x.k = lw_mask_of(db);
		} else {
			Op *o = lw_emit(L, OPC_TRUNC, d, a, 0);
			o->x.k = lw_mask_of(db < sb ? db : sb);
			o->f = cflags;
			o->w = (uint8_t)sb;
		}
		return;
	}
	case OP_BITCAST:
	case OP_ADDRSPACECAST: {
		uint32_t n = type_slots(L->vm, dt);
		Op *o = lw_emit(L, n == 1 ? OPC_MOV : OPC_MOVN, d, a, 0);
		o->x.k = n;
		return;
	}
	default: {
		const Type *it = type_is_fp(st) ? dt : st;
		if (it->kind == TY_INT && it->bits > 64) { /* wideint.c rounds once, at any width */
			Op *o = lw_emit(L, OPC_WIDEINT, d, a, 0);
			o->f = (uint8_t)wideint_op(op);
			o->w = (uint8_t)fp_kind_of_type(type_is_fp(st) ? st : dt);
			o->x.c[0] = it->bits;
			o->x.c[1] = i->u.flags & IF_NNEG ? OPF_NNEG : 0;
			return;
		}
		static const uint8_t cv[OP__COUNT] = {[OP_FPTRUNC] = CV_FPTRUNC, [OP_FPEXT] = CV_FPEXT,
						      [OP_FPTOSI] = CV_FPTOSI, [OP_FPTOUI] = CV_FPTOUI,
						      [OP_SITOFP] = CV_SITOFP, [OP_UITOFP] = CV_UITOFP};
		/* b: uitofp nneg (a negative operand gives poison) */
		Op *o = lw_emit(L, OPC_FCONV, d, a, op == OP_UITOFP && (i->u.flags & IF_NNEG));
		o->f = cv[op];
		/* float kinds and integer widths of both sides */
		o->w = (uint8_t)(type_is_fp(st) ? fp_kind_of_type(st) : fp_kind_of_type(dt));
		o->x.c[0] = type_is_fp(st) ? fp_kind_of_type(st) : st->bits;
		o->x.c[1] = type_is_fp(dt) ? fp_kind_of_type(dt) : dt->bits;
		/* the common double conversions (the integer's width in w) */
		if ((o->f == CV_SITOFP || o->f == CV_UITOFP) && dt->kind == TY_DOUBLE) {
			o->code = o->f == CV_SITOFP ? OPC_SITOD : OPC_UITOD;
			o->w = (uint8_t)st->bits;
		} else if (o->f == CV_FPTOSI && st->kind == TY_DOUBLE && dt->bits <= 32) {
			o->code = OPC_DTOSI;
			o->w = (uint8_t)dt->bits;
		}
		return;
	}
	}
}

/* ---------------------------------------------------------------- calls */
/* the CallSite of a call or invoke: its arguments' slots, the callee
 * (direct, a builtin, or a slot), the result's slots */
static CallSite *
lower_callsite(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	Arena *A = &vm->arena;
	CallInfo *ci = inst_call(i);
	CallSite *cs = arena_alloc(A, sizeof *cs);
	cs->inst = i;
	cs->fty = i->ty;
	cs->nargs = ci->nargs;
	cs->nfixed = i->ty->nsub;
	cs->args = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->args);
	cs->argslots = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->argslots);
	cs->argtypes = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->argtypes);
	for (uint32_t k = 0; k < ci->nargs; k++) {
		Value *a = inst_opnd(i, k);
		const Attr *bv = ci->arg_attrs ? attrs_get(vm->m, ci->arg_attrs[k], ATTR_BYVAL) : NULL;
		if (bv && bv->type) {
			if (!cs->byval) {
				cs->byval = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->byval);
				cs->byval_size = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->byval_size);
				cs->byval_align = arena_alloc(A, (ci->nargs + 1) * sizeof *cs->byval_align);
			}
			cs->byval[k] = bv->type;
			cs->byval_size[k] = dl_type_size(&vm->dl, bv->type);
			cs->byval_align[k] = dl_abi_align(&vm->dl, bv->type);
		}
		cs->args[k] = lw_slot_of(L, a);
		cs->argslots[k] = (uint16_t)(a->kind == VK_MDVALUE ? 1 : type_slots(vm, a->type));
		if (a->kind != VK_MDVALUE && type_slots(vm, a->type) > UINT16_MAX)
			lw_fail(L, "argument %u is too large (%s)", k, type_str(a->type));
		cs->argtypes[k] = a->type;
		cs->nflat += cs->argslots[k];
	}
	cs->flat = arena_alloc(A, (cs->nflat + 1) * sizeof *cs->flat);
	for (uint32_t k = 0, j = 0; k < ci->nargs; k++)
		for (uint32_t s = 0; s < cs->argslots[k]; s++)
			cs->flat[j++] = cs->args[k] + s;
	Value *callee = inst_callee(i);
	const Value *c = callee;
	while (c->kind == VK_CEXPR && ((const User *)c)->nops == 1 && op_is_cast(c->op))
		c = ((const User *)c)->ops[0].val;
	while (c->kind == VK_ALIAS)
		c = ((const User *)c)->ops[0].val;
	if (c->kind == VK_FUNCTION) {
		cs->fn = vm_resolved_function(vm, (Function *)c); /* by name, across modules (link.c) */
		if (cs->fn->is_decl) /* looked up once, here */
			cs->builtin = vm_builtin(vm, cs->fn, cs);
	}
	else if (c->kind == VK_ASM)
		cs->builtin = vm_inline_asm; /* no callee: checked when it runs (inline_asm.c) */
	else
		cs->callee = lw_slot_of(L, callee);
	Type *rt = i->ty->elem;
	cs->dst_slots = type_slots(vm, rt);
	cs->dst = cs->dst_slots ? lw_slot_of(L, &i->u.v) : 0;
	return cs;
}

/* ---------------------------------------------------------- funclet pads */
/* An edge's pc for a PadOp: its phi copies, or the block (resolved once
 * block pcs are known: *pc stays UINT32_MAX and *blk names it). */
static void
pad_edge(Lowerer *L, const Block *from, const Block *to, uint32_t *pc, const Block **blk)
{
	bool direct;
	uint32_t stub = lw_edge(L, from, to, &direct);
	*pc = direct ? UINT32_MAX : stub;
	*blk = to;
}

/* The funclet instructions: one EHOP each, with the edges it may take
 * (their phi copies follow it; only the unwinder and the op jump there). */
static void
lower_pad_op(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	PadOp *po = arena_alloc(&L->vm->arena, sizeof *po);
	memset(po, 0, sizeof *po);
	po->i = i;
	po->next_pc = UINT32_MAX;
	Value *first = inst_opnd(i, 0);
	if (op == OP_CATCHRET || op == OP_CLEANUPRET)
		po->tok = lw_slot_of(L, first);
	else
		po->tok = first->kind == VK_CNONE ? UINT32_MAX : lw_slot_of(L, first);
	po->d = op == OP_CATCHRET || op == OP_CLEANUPRET ? 0 : lw_slot_of(L, &i->u.v);
	if (op == OP_CATCHPAD || op == OP_CLEANUPPAD) {
		po->nargs = i->u.nops - 1;
		po->args = arena_alloc(&L->vm->arena, (po->nargs + 1) * sizeof *po->args);
		for (uint32_t k = 0; k < po->nargs; k++)
			po->args[k] = lw_slot_of(L, inst_opnd(i, 1 + k));
	}
	Op *o = lw_emit(L, OPC_EHOP, po->d, 0, 0);
	o->f = (uint8_t)op;
	o->x.p = po;
	const Block *here = i->parent;
	switch (op) {
	case OP_CATCHRET:
		pad_edge(L, here, (Block *)inst_opnd(i, 1), &po->next_pc, &po->next_block);
		break;
	case OP_CLEANUPRET:
	case OP_CATCHSWITCH: {
		if (op == OP_CATCHSWITCH) {
			uint32_t nh = i->u.nops - 1 - ((i->u.flags & IF_HAS_UNWIND) ? 1 : 0);
			po->nh = nh;
			po->handler_pc = arena_alloc(&L->vm->arena, (nh + 1) * sizeof *po->handler_pc);
			po->handler_block = arena_alloc(&L->vm->arena, (nh + 1) * sizeof *po->handler_block);
			for (uint32_t k = 0; k < nh; k++) {
				/* `o` may move as stubs are emitted: reached through po */
				pad_edge(L, here, (Block *)inst_opnd(i, 1 + k), &po->handler_pc[k], &po->handler_block[k]);
			}
		}
		Block *u = term_unwind_dest(i);
		if (u)
			pad_edge(L, here, u, &po->next_pc, &po->next_block);
		break;
	}
	default:
		break;
	}
}

/* funclet rules the verifier cannot decide, checked before each call
 * and ret of a function with pads (SPEC.md EH-F-*) */
static void
lower_funclet_check(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	if (op == OP_RET) {
		Op *o = lw_emit(L, OPC_FCHECK, 0, UINT32_MAX, 0);
		o->f = 1;
		o->x.p = (void *)i;
		return;
	}
	const CallInfo *ci = inst_call(i);
	uint32_t tok = UINT32_MAX;
	for (uint32_t k = 0; ci && k < ci->nbundles; k++)
		if (strcmp(ci->bundles[k].tag, "funclet") == 0 && ci->bundles[k].n == 1)
			tok = lw_slot_of(L, inst_opnd(i, ci->bundles[k].first));
	/* an intrinsic that cannot unwind needs no bundle (LangRef) */
	const Value *callee = inst_callee(i);
	if (tok == UINT32_MAX && callee->kind == VK_FUNCTION && callee->name && strncmp(callee->name, "llvm.", 5) == 0)
		return;
	Op *o = lw_emit(L, OPC_FCHECK, 0, tok, 0);
	o->f = 0;
	o->x.p = (void *)i;
}

/* A switch on an integer wider than 64 bits: a chain of compares (the
 * WIDEINT icmp eq) and branches, then the edges' phi copies.  A poison
 * value stops at the first branch (X-UB-1), also with no cases. */
static void
lower_wide_switch(Lowerer *L, Inst *i)
{
	Value *v = inst_opnd(i, 0);
	uint32_t n = (i->u.nops - 2) / 2, vs = lw_slot_of(L, v), t = lw_new_slots(L, 1);
	uint32_t ncmp = n ? n : 1, first = lw_pc_here(L);
	for (uint32_t k = 0; k < ncmp; k++) {
		Op *o = lw_emit(L, OPC_WIDEINT, t, vs, n ? lw_slot_of(L, inst_opnd(i, 2 * k + 2)) : vs);
		o->f = WI_ICMP;
		o->w = ICMP_EQ;
		o->x.c[0] = o->x.c[1] = v->type->bits;
		o = lw_emit(L, OPC_BR, 0, t, 0);
		o->x.c[1] = lw_pc_here(L) | 0x80000000u; /* the next compare (the last: below) */
	}
	/* targets: case k is the true side of branch k, the default the false
	 * side of the last one (with no cases, both sides) */
	for (uint32_t k = 0; k <= n; k++) {
		Block *to = (Block *)inst_opnd(i, k == 0 ? 1 : 2 * k + 1);
		uint32_t at = first + 2 * (k ? k - 1 : ncmp - 1) + 1;
		bool direct;
		uint32_t stub = lw_edge(L, i->parent, to, &direct);
		for (int side = k ? 0 : 1; side >= (k || !n ? 0 : 1); side--) {
			if (direct)
				lw_fix_block(L, at, side, to);
			else
				VEC_AT(&L->code, Op, at).x.c[side] = stub | 0x80000000u;
		}
	}
}

/* ---------------------------------------------------------- the others */
/* ret: its value's slots (at most 255) */
static void
lower_ret(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	lw_promise_ret(L, i);
	Op *o = lw_emit(L, OPC_RET, 0, i->u.nops ? lw_slot_of(L, inst_opnd(i, 0)) : 0, 0);
	o->w = (uint8_t)(i->u.nops ? type_slots(vm, inst_opnd(i, 0)->type) : 0);
	/* f: a scalar result the function's return marks noundef: its
	 * poison or undef is undefined behaviour (X-UB-12) */
	const Type *rt = i->u.nops ? inst_opnd(i, 0)->type : NULL;
	o->f = rt && (rt->kind == TY_INT || rt->kind == TY_PTR || type_is_fp(rt)) &&
	       attrs_has(vm_module_of(vm, L->f), L->f->ret_attrs, ATTR_NOUNDEF);
	if (i->u.nops && type_slots(vm, inst_opnd(i, 0)->type) > 255)
		lw_fail(L, "returned value too large");
}

/* br: a jump (none to the next block), or a two-way branch (fused with
 * the icmp before it, lower_peep.c); phi copies in stubs after it */
static void
lower_br(Lowerer *L, Inst *i)
{
	if (i->u.nops == 1) {
		/* the phi copies (if any) end with their own jump */
		Block *to = (Block *)inst_opnd(i, 0);
		bool direct;
		lw_edge(L, i->parent, to, &direct);
		if (direct && !(L->opt && to == i->parent->next)) { /* else: fall through */
			uint32_t j = lw_pc_here(L);
			lw_emit(L, OPC_JMP, 0, 0, 0);
			lw_fix_block(L, j, 0, to);
		}
		return;
	}
	uint32_t at = lw_pc_here(L), first = UINT32_MAX;
	int shared = -1;
	Value *c = inst_opnd(i, 0);
	Inst *ci = c->kind == VK_INST ? (Inst *)c : NULL;
	const Inst *logic = lw_logic_branch(L, i);
	if (logic) {
		/* a || b, a && b: a branch on each (lower_peep.c) */
		at = lw_emit_logic_branch(L, logic, &first, &shared);
	} else if (ci && lw_fusable_compare(L, ci)) {
		/* the compare was not emitted (see lower_icmp): branch on it directly */
		lw_emit_brcmp(L, ci);
	} else {
		lw_emit(L, OPC_BR, 0, lw_slot_of(L, c), 0);
	}
	/* stubs for edges with phis follow the branch */
	for (int k = 0; k < 2; k++) {
		Block *to = (Block *)inst_opnd(i, 1 + k);
		bool direct;
		uint32_t stub = lw_edge(L, i->parent, to, &direct);
		for (uint32_t o = at; o != UINT32_MAX; o = o == at && k == shared ? first : UINT32_MAX) {
			if (direct)
				lw_fix_block(L, o, k, to);
			else
				VEC_AT(&L->code, Op, o).x.c[k] = stub | 0x80000000u; /* already a pc */
		}
	}
}

/* switch: a table of values and targets (wider than 64 bits: a chain
 * of compares) */
static void
lower_switch(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	uint32_t n = (i->u.nops - 2) / 2;
	SwitchTable *st = arena_alloc(&vm->arena, sizeof *st);
	st->n = n;
	st->vals = arena_alloc(&vm->arena, (n + 1) * sizeof *st->vals);
	st->pcs = arena_alloc(&vm->arena, (n + 1) * sizeof *st->pcs);
	if (inst_opnd(i, 0)->type->bits > 64) {
		lower_wide_switch(L, i);
		return;
	}
	Op *o = lw_emit(L, OPC_SWITCH, 0, lw_slot_of(L, inst_opnd(i, 0)), 0);
	o->x.p = st;
	for (uint32_t k = 0; k <= n; k++) {
		Block *to = (Block *)inst_opnd(i, k == 0 ? 1 : 2 * k + 1);
		if (k)
			st->vals[k - 1] = ((ConstInt *)inst_opnd(i, 2 * k))->w[0];
		bool direct;
		uint32_t stub = lw_edge(L, i->parent, to, &direct);
		uint32_t target = direct ? to->index : stub | 0x80000000u;
		if (k == 0)
			st->dflt = target;
		else
			st->pcs[k - 1] = target;
	}
	/* the table's block indices are patched with the others */
	VEC_PUSH(&L->switches, SwitchTable *, st);
}

/* indirectbr: checked against its destinations at run time */
static void
lower_indirectbr(Lowerer *L, Inst *i)
{
	Op *o = lw_emit(L, OPC_INDIRECTBR, 0, lw_slot_of(L, inst_opnd(i, 0)), 0);
	o->x.p = (void *)i;
}

static void
lower_unreachable(Lowerer *L, Inst *i)
{
	(void)i;
	lw_emit(L, OPC_UNREACHABLE, 0, 0, 0);
}

/* A direct call, with no bundles, of a declared function (an intrinsic)
 * that an op may do instead: its name, else NULL */
static const char *
op_call_name(const Lowerer *L, const Inst *i)
{
	const Value *c = inst_callee(i);
	if (!L->opt || c->kind != VK_FUNCTION || !((const Function *)c)->is_decl || inst_call(i)->nbundles)
		return NULL;
	return ((const Function *)c)->g.u.v.name;
}

/* ... with nargs arguments and no attributes: nothing for the call
 * itself to check */
static const char *
plain_call(const Lowerer *L, const Inst *i, uint32_t nargs)
{
	const CallInfo *ci = inst_call(i);
	const char *name = op_call_name(L, i);
	if (!name || ci->nargs != nargs)
		return NULL;
	/* (the attribute arrays are there, an entry each: all must be empty) */
	const Function *fn = (const Function *)inst_callee(i);
	for (uint32_t k = 0; k < nargs; k++)
		if ((ci->arg_attrs && ci->arg_attrs[k]) || (fn->param_attrs && k < fn->nargs && fn->param_attrs[k]))
			return NULL;
	return name;
}

/* llvm.fshl/fshr on an integer of at most 64 bits: a FUNNEL op instead
 * of the builtin's call */
static bool
lower_funnel(Lowerer *L, Inst *i)
{
	const char *name = plain_call(L, i, 3);
	const Type *t = i->u.v.type;
	bool left = name && !strncmp(name, "llvm.fshl.", 10);
	if (!left && !(name && !strncmp(name, "llvm.fshr.", 10)))
		return false;
	if (t->kind != TY_INT || t->bits > 64)
		return false;
	Op *o = lw_emit(L, OPC_FUNNEL, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)),
			lw_slot_of(L, inst_opnd(i, 1)));
	o->x.c[0] = lw_slot_of(L, inst_opnd(i, 2));
	o->f = left;
	o->w = (uint8_t)t->bits;
	return true;
}

/* llvm.lifetime.start/end called directly with no bundles: a LIFETIME op
 * with the size of the alloca it names found now (lifetime.c; a marker
 * that names no alloca of a known size is a no-op: nothing), instead of
 * the builtin's call, which found it on every run of the marker */
static bool
lower_lifetime(Lowerer *L, Inst *i)
{
	const CallInfo *ci = inst_call(i);
	const char *name = ci->nargs ? op_call_name(L, i) : NULL;
	bool start = name && !strncmp(name, "llvm.lifetime.start", 19);
	if (!start && !(name && !strncmp(name, "llvm.lifetime.end", 17)))
		return false;
	uint64_t n = vm_lifetime_size(L->vm, i);
	if (n) {
		Op *o = lw_emit(L, OPC_LIFETIME, 0, lw_slot_of(L, inst_opnd(i, ci->nargs - 1)), 0);
		o->x.k = n;
		o->f = start;
	}
	return true;
}

/* llvm.load.relative (clang's switch tables of relative offsets) called
 * directly with no bundles or attributes: a LOADREL op */
static bool
lower_load_relative(Lowerer *L, Inst *i)
{
	const char *name = plain_call(L, i, 2);
	if (!name || strncmp(name, "llvm.load.relative.", 19) || i->u.v.type->kind != TY_PTR)
		return false;
	lw_emit(L, OPC_LOADREL, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), lw_slot_of(L, inst_opnd(i, 1)));
	return true;
}

/* A call of a pure maths builtin whose arguments and result are all
 * float or all double scalars: its function (the MATHFP op), or NULL */
static const VmMathFn *
pure_math_of(const Lowerer *L, const CallSite *cs)
{
	const VM *vm = L->vm;
	if (!cs->builtin || !cs->fn || !vm->rt || !vm->rt->pure_math || cs->nargs < 1 || cs->nargs > 3 ||
	    cs->dst_slots != 1)
		return NULL;
	const Type *t = cs->fty->elem;
	if (t->kind != TY_DOUBLE && t->kind != TY_FLOAT)
		return NULL;
	for (uint32_t k = 0; k < cs->nargs; k++)
		if (cs->argtypes[k] != t)
			return NULL;
	return vm->rt->pure_math(cs->builtin);
}

/* call, invoke: a CALL op on a CallSite (llvm.memcpy/memmove/memset:
 * their op); an invoke continues through its normal edge's copies */
static void
lower_call(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	if (op == OP_CALL && (lower_mem_intrinsic(L, i) || lower_funnel(L, i) || lower_lifetime(L, i) ||
				lower_load_relative(L, i)))
		return;
	CallSite *cs = lower_callsite(L, i);
	lw_promise_args(L, i);
	if (EHI_UNLIKELY(inst_call(i)->nbundles))
		lw_assume_bundles(L, i);
	uint32_t at = lw_pc_here(L);
	Op *o = lw_emit(L, OPC_CALL, 0, 0, 0);
	o->x.p = cs;
	if (op == OP_CALL && (cs->pure = pure_math_of(L, cs)) != NULL) {
		o->code = OPC_MATHFP;
		o->d = cs->dst;
		o->a = cs->args[0];
		o->b = cs->args[cs->nargs > 1];
		o->w = (uint8_t)cs->nargs;
		o->f = cs->fty->elem->kind == TY_FLOAT;
	}
	lw_note_call_access(L, i, at, cs);
	/* the result's promises; an invoke's on its normal return only (its
	 * normal_pc is the op after the call: these, then the jump) */
	lw_promise_result(L, i);
	if (op == OP_INVOKE) {
		/* normal edge: continue (through phi copies) */
		Block *normal = term_succ(i, 0);
		bool direct;
		uint32_t j = lw_pc_here(L);
		lw_emit(L, OPC_JMP, 0, 0, 0);
		uint32_t stub = lw_edge(L, i->parent, normal, &direct);
		if (direct)
			lw_fix_block(L, j, 0, normal);
		else
			VEC_AT(&L->code, Op, j).x.c[0] = stub | 0x80000000u;
		cs->unwind_block = term_unwind_dest(i);
		cs->normal_pc = at + 1;
		/* unwind edge: its phi copies, then the pad (resolved at the end, resolve_unwind) */
		uint32_t ustub = lw_edge(L, i->parent, cs->unwind_block, &direct);
		cs->unwind_pc = direct ? UINT32_MAX : ustub;
	}
}

/* an icmp predicate as ICMPB's set of relations (ops.def) */
static uint8_t
icmp_relations(unsigned pred)
{
	enum { LT = 1, EQ = 2, GT = 4, SGN = 8 };
	static const uint8_t rel[] = {
		[ICMP_EQ] = EQ, [ICMP_NE] = LT | GT, [ICMP_UGT] = GT, [ICMP_UGE] = GT | EQ,
		[ICMP_ULT] = LT, [ICMP_ULE] = LT | EQ, [ICMP_SGT] = SGN | GT, [ICMP_SGE] = SGN | GT | EQ,
		[ICMP_SLT] = SGN | LT, [ICMP_SLE] = SGN | LT | EQ};
	return rel[pred];
}

/* icmp: with an immediate, a register, or the wide and vector forms */
static void
lower_icmp(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	const Type *t = inst_opnd(i, 0)->type;
	if (lw_fusable_compare(L, i) || lw_logic_compare(L, i) || lw_select_compare(L, i))
		return; /* emitted by the branch or select that uses it */
	unsigned w = t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->bits;
	uint32_t imm;
	if (L->opt && (t->kind == TY_PTR || (t->kind == TY_INT && w <= 64)) && lw_small_imm(inst_opnd(i, 1), w, &imm)) {
		Op *o = lw_emit(L, OPC_ICMPBK, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), 0);
		o->f = icmp_relations(i->pred);
		o->w = (uint8_t)w;
		o->x.k = vm_imm(imm, w) ^ ((uint64_t)(o->f >> 3) << (w - 1));
		return;
	}
	uint32_t d = lw_slot_of(L, &i->u.v), a = lw_slot_of(L, inst_opnd(i, 0)), b = lw_slot_of(L, inst_opnd(i, 1));
	if (t->kind == TY_VECTOR) {
		Op *o = lw_emit(L, OPC_VECOP, d, a, b);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	if (t->kind == TY_INT && t->bits > 128) {
		Op *o = lw_emit(L, OPC_WIDEINT, d, a, b);
		o->f = WI_ICMP;
		o->w = (uint8_t)i->pred;
		o->x.c[0] = o->x.c[1] = t->bits;
		return;
	}
	if (t->kind == TY_INT && t->bits > 64) {
		Op *o = lw_emit(L, OPC_INT128, d, a, b);
		o->f = I128_ICMP;
		o->w = (uint8_t)(t->bits - 64);
		o->x.c[0] = i->pred;
		return;
	}
	Op *o = lw_emit(L, L->opt ? OPC_ICMPB : OPC_ICMP, d, a, b);
	o->f = L->opt ? icmp_relations(i->pred) : i->pred;
	o->w = (uint8_t)(t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->bits);
}

static void
lower_fcmp(Lowerer *L, Inst *i)
{
	const Type *t = inst_opnd(i, 0)->type;
	uint32_t d = lw_slot_of(L, &i->u.v), a = lw_slot_of(L, inst_opnd(i, 0)), b = lw_slot_of(L, inst_opnd(i, 1));
	if (t->kind == TY_VECTOR) {
		Op *o = lw_emit(L, OPC_VECOP, d, a, b);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	Op *o = lw_emit(L, OPC_FCMP, d, a, b);
	o->f = i->pred;
	o->w = (uint8_t)fp_kind_of_type(t);
}

static void
lower_select(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	uint32_t n = type_slots(vm, i->u.v.type);
	if (inst_opnd(i, 0)->type->kind == TY_VECTOR) {
		Op *o = lw_emit(L, OPC_VECOP, lw_slot_of(L, &i->u.v), 0, 0);
		o->x.p = lw_inst_slots(L, i);
		return;
	}
	if (lw_logic_select(L, i))
		return; /* the branch that uses it branches on its conditions */
	Value *c = inst_opnd(i, 0);
	if (c->kind == VK_INST && lw_select_compare(L, (const Inst *)c) == i) {
		/* its compare in the same op (lw_select_compare) */
		const Inst *ci = (const Inst *)c;
		const Type *t = inst_opnd(ci, 0)->type;
		Op *o = lw_emit(L, OPC_SELCMP, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(ci, 0)),
				lw_slot_of(L, inst_opnd(ci, 1)));
		o->f = icmp_relations(ci->pred);
		o->w = (uint8_t)(t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->bits);
		o->x.c[0] = lw_slot_of(L, inst_opnd(i, 1));
		o->x.c[1] = lw_slot_of(L, inst_opnd(i, 2));
		return;
	}
	Op *o = lw_emit(L, n == 1 && L->opt ? OPC_SELECT1 : OPC_SELECT, lw_slot_of(L, &i->u.v), lw_slot_of(L, c),
			lw_slot_of(L, inst_opnd(i, 1)));
	o->x.c[0] = lw_slot_of(L, inst_opnd(i, 2));
	o->x.c[1] = n;
}

/* phi (copies on the edges) and fence (single-threaded: no effect) */
static void
lower_nothing(Lowerer *L, Inst *i)
{
	(void)L;
	(void)i;
}

static void
lower_freeze(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	Op *o = lw_emit(L, OPC_FREEZE, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), 0);
	o->x.k = type_slots(vm, i->u.v.type);
}

/* extractvalue, insertvalue: the field's place in the aggregate image */
static void
lower_aggregate(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	Opcode op = inst_op(i);
	const Type *agg = inst_opnd(i, 0)->type, *t = agg;
	const uint32_t *x = i->x;
	uint64_t off = 0;
	for (uint32_t k = 0; k < x[0]; k++) {
		if (t->kind == TY_STRUCT) {
			off += dl_field_offset(&vm->dl, t, x[1 + k]);
			t = t->sub[x[1 + k]];
		} else {
			off += x[1 + k] * dl_type_size(&vm->dl, t->elem);
			t = t->elem;
		}
	}
	AggField *af = arena_alloc(&vm->arena, sizeof *af);
	af->off = (uint32_t)off;
	af->type = t;
	af->agg_slots = type_slots(vm, agg);
	Op *o = op == OP_EXTRACTVALUE
			? lw_emit(L, OPC_EXTRACT, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), 0)
			: lw_emit(L, OPC_INSERT, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)),
			       lw_slot_of(L, inst_opnd(i, 1)));
	o->x.p = af;
}

/* extractelement, insertelement, shufflevector (vector.c) */
static void
lower_vector_elt(Lowerer *L, Inst *i)
{
	Op *o = lw_emit(L, OPC_VECOP, lw_slot_of(L, &i->u.v), 0, 0);
	o->x.p = lw_inst_slots(L, i);
}

static void
lower_vaarg(Lowerer *L, Inst *i)
{
	Op *o = lw_emit(L, OPC_VAARG, lw_slot_of(L, &i->u.v), lw_slot_of(L, inst_opnd(i, 0)), 0);
	o->x.p = (void *)i->u.v.type;
}

/* cmpxchg, atomicrmw (vm_ops.c) */
static void
lower_atomic(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	Op *o = lw_emit(L, OPC_INTRIN, lw_slot_of(L, &i->u.v), 0, 0);
	o->f = op == OP_CMPXCHG ? 250 : 251;
	o->x.p = lw_inst_slots(L, i);
}

static void
lower_landingpad(Lowerer *L, Inst *i)
{
	Op *o = lw_emit(L, OPC_LANDINGPAD, lw_slot_of(L, &i->u.v), 0, 0);
	o->x.p = (void *)i;
}

static void
lower_resume(Lowerer *L, Inst *i)
{
	Op *o = lw_emit(L, OPC_EHOP, 0, 0, 0);
	o->f = OP_RESUME;
	o->x.p = lw_inst_slots(L, i);
}

/* ------------------------------------------------------------- the table */
typedef void LowerFn(Lowerer *L, Inst *i);

/* NULL: an instruction the VM cannot execute (callbr) */
static LowerFn *const lowerers[OP__COUNT] = {
	[OP_RET] = lower_ret,
	[OP_BR] = lower_br,
	[OP_SWITCH] = lower_switch,
	[OP_INDIRECTBR] = lower_indirectbr,
	[OP_UNREACHABLE] = lower_unreachable,
	[OP_CALL] = lower_call,
	[OP_INVOKE] = lower_call,
	[OP_FNEG] = lower_binary,
	[OP_ADD] = lower_binary,
	[OP_FADD] = lower_binary,
	[OP_SUB] = lower_binary,
	[OP_FSUB] = lower_binary,
	[OP_MUL] = lower_binary,
	[OP_FMUL] = lower_binary,
	[OP_UDIV] = lower_binary,
	[OP_SDIV] = lower_binary,
	[OP_FDIV] = lower_binary,
	[OP_UREM] = lower_binary,
	[OP_SREM] = lower_binary,
	[OP_FREM] = lower_binary,
	[OP_SHL] = lower_binary,
	[OP_LSHR] = lower_binary,
	[OP_ASHR] = lower_binary,
	[OP_AND] = lower_binary,
	[OP_OR] = lower_binary,
	[OP_XOR] = lower_binary,
	[OP_ICMP] = lower_icmp,
	[OP_FCMP] = lower_fcmp,
	[OP_TRUNC] = lower_cast,
	[OP_ZEXT] = lower_cast,
	[OP_SEXT] = lower_cast,
	[OP_FPTOUI] = lower_cast,
	[OP_FPTOSI] = lower_cast,
	[OP_UITOFP] = lower_cast,
	[OP_SITOFP] = lower_cast,
	[OP_FPTRUNC] = lower_cast,
	[OP_FPEXT] = lower_cast,
	[OP_PTRTOINT] = lower_cast,
	[OP_INTTOPTR] = lower_cast,
	[OP_BITCAST] = lower_cast,
	[OP_ADDRSPACECAST] = lower_cast,
	[OP_SELECT] = lower_select,
	[OP_ALLOCA] = lower_alloca,
	[OP_LOAD] = lower_load_store,
	[OP_STORE] = lower_load_store,
	[OP_GETELEMENTPTR] = lower_gep,
	[OP_PHI] = lower_nothing,
	[OP_FREEZE] = lower_freeze,
	[OP_EXTRACTVALUE] = lower_aggregate,
	[OP_INSERTVALUE] = lower_aggregate,
	[OP_EXTRACTELEMENT] = lower_vector_elt,
	[OP_INSERTELEMENT] = lower_vector_elt,
	[OP_SHUFFLEVECTOR] = lower_vector_elt,
	[OP_VAARG] = lower_vaarg,
	[OP_FENCE] = lower_nothing,
	[OP_CMPXCHG] = lower_atomic,
	[OP_ATOMICRMW] = lower_atomic,
	[OP_LANDINGPAD] = lower_landingpad,
	[OP_RESUME] = lower_resume,
	[OP_CATCHSWITCH] = lower_pad_op,
	[OP_CATCHPAD] = lower_pad_op,
	[OP_CLEANUPPAD] = lower_pad_op,
	[OP_CATCHRET] = lower_pad_op,
	[OP_CLEANUPRET] = lower_pad_op,
};

void
lower_inst(Lowerer *L, Inst *i)
{
	L->cur = i;
	Opcode op = inst_op(i);
	if (EHI_UNLIKELY(L->lf->has_pads) && (op == OP_RET || op == OP_CALL || op == OP_INVOKE))
		lower_funclet_check(L, i);
	lw_avail_before(L, op);
	/* fast-math nnan/ninf: a check after the flagged op (lower_fmf.c) */
	struct FmfCheck *fmf = EHI_UNLIKELY(i->fmf & (FMF_NNAN | FMF_NINF)) ? lw_fastmath_before(L, i) : NULL;
	uint32_t before = lw_pc_here(L);
	if (lowerers[op])
		lowerers[op](L, i);
	else
		lw_fail(L, "'%s' cannot be executed yet", op_names[op]);
	if (fmf)
		lw_fastmath_after(L, fmf);
	/* a load's metadata promises, on the slot its op wrote (a load that
	 * emitted nothing shares another value's slot: only checked for
	 * undefined behaviour, never made poison there) */
	if (op == OP_LOAD && i->md)
		lw_promise_load(L, i, lw_pc_here(L) > before);
}
