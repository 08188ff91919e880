/* lower_peep.c — the lowering's peephole passes, for speed on -O0 code
 * (none runs without opt: --trace=exec and a debugger see the plain
 * ops): an icmp fused into the branch after it, casts that share their
 * operand's slot, jump threading, tail duplication, paired frame loads,
 * a phi copy fused with the jump after it. */
#include "vm/lower.h"

#include <stdlib.h>

/* ---------------------------------------------------- compare and branch */
/* instructions that write no register but their own result (no store
 * to a variable kept in a register, no call) and report nothing a
 * compare could have reported first: a compare may be evaluated after
 * them */
static bool
passes_compare(Opcode op)
{
	switch (op) {
	case OP_ADD: case OP_SUB: case OP_MUL: case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_AND:
	case OP_OR: case OP_XOR: case OP_ICMP: case OP_SELECT: case OP_TRUNC: case OP_ZEXT: case OP_SEXT:
	case OP_PTRTOINT: case OP_INTTOPTR: case OP_BITCAST: case OP_GETELEMENTPTR: case OP_LOAD:
	case OP_FREEZE:
		return true;
	default:
		return false;
	}
}

/* An integer compare whose only use is the conditional branch that ends
 * its block: the two become one op (loops end this way).  Without opt
 * the branch must come right after it; with opt (-O2 puts the compare
 * earlier) the instructions between must be ones a compare passes: none
 * of them writes a register the compare reads (SSA; a value computed
 * into a phi's register waits for the compare's uses, lower_phi.c) */
bool
lw_fusable_compare(const Lowerer *L, const Inst *c)
{
	const Type *t = inst_opnd(c, 0)->type;
	if (inst_op(c) != OP_ICMP || !c->u.v.uses || c->u.v.uses->next || t->kind != TY_INT || t->bits > 64)
		return false;
	const Inst *br = c->next;
	for (int n = 0; L->opt && br && n < 8 && passes_compare(inst_op(br)); n++)
		br = br->next;
	return br && inst_op(br) == OP_BR && br->u.nops == 3 && inst_opnd(br, 0) == &c->u.v;
}

/* With opt, the select that is the only use of integer compare `c`, as
 * its condition, in c's block with only instructions a compare passes
 * between them, and of a one-slot type: the two become one op (SELCMP:
 * clamps, min and max); or NULL */
const Inst *
lw_select_compare(const Lowerer *L, const Inst *c)
{
	if (!L->opt || inst_op(c) != OP_ICMP || !c->u.v.uses || c->u.v.uses->next)
		return NULL;
	const Type *t = inst_opnd(c, 0)->type;
	if (!((t->kind == TY_INT && t->bits <= 64) || t->kind == TY_PTR))
		return NULL;
	const Inst *s = c->next;
	for (int n = 0; s && n < 8 && inst_op(s) != OP_SELECT && passes_compare(inst_op(s)); n++)
		s = s->next;
	if (!s || inst_op(s) != OP_SELECT || inst_opnd(s, 0) != &c->u.v || inst_opnd(s, 1) == &c->u.v ||
	    inst_opnd(s, 2) == &c->u.v || s->u.v.type->kind == TY_VECTOR || type_slots(L->vm, s->u.v.type) != 1)
		return NULL;
	return lw_logic_select(L, s) ? NULL : s; /* (the branch after it takes it apart) */
}

/* ----------------------------------------------- short-circuit branches */
/* i1 constant v (true: 1, false: 0)? */
static bool
is_bool_const(const Value *c, uint64_t v)
{
	if (c->kind == VK_CINT)
		return ((const ConstInt *)c)->w[0] == v;
	return v == 0 && c->kind == VK_CZERO;
}

/* `to` follows `from` in its block with at most 8 instructions between,
 * all of them ones a compare passes */
static bool
passes_to(const Inst *from, const Inst *to)
{
	const Inst *i = from->next;
	for (int n = 0; i && i != to && n < 8 && passes_compare(inst_op(i)); n++)
		i = i->next;
	return i == to;
}

/* With opt, a conditional branch on `select i1 %a, i1 true, i1 %b` (what
 * -O2 makes of a || b) or `select i1 %a, i1 %b, i1 false` (a && b), the
 * select's only use, in the branch's block with only instructions a
 * compare passes between: two branches, on %a and then (when %a leaves
 * the choice to %b) on %b.  The same outcomes: the select is poison
 * exactly when %a is, or when %a chooses %b and %b is poison, and the
 * second branch reads %b only then.  The select, or NULL. */
const Inst *
lw_logic_branch(const Lowerer *L, const Inst *br)
{
	if (!L->opt || !br || br->u.v.kind != VK_INST || inst_op(br) != OP_BR || br->u.nops != 3)
		return NULL;
	const Value *c = inst_opnd(br, 0);
	if (c->kind != VK_INST)
		return NULL;
	const Inst *s = (const Inst *)c;
	if (inst_op(s) != OP_SELECT || s->parent != br->parent || !s->u.v.uses || s->u.v.uses->next ||
	    inst_opnd(s, 0)->type->kind != TY_INT || s->u.v.type->kind != TY_INT || s->u.v.type->bits != 1)
		return NULL;
	if (!is_bool_const(inst_opnd(s, 1), 1) && !is_bool_const(inst_opnd(s, 2), 0))
		return NULL;
	return passes_to(s, br) ? s : NULL;
}

/* select s is the one its only user, a branch, takes apart (lw_logic_branch) */
bool
lw_logic_select(const Lowerer *L, const Inst *s)
{
	return s->u.v.uses && !s->u.v.uses->next && lw_logic_branch(L, (const Inst *)s->u.v.uses->user) == s;
}

/* the two conditions of short-circuit select `s` (lw_logic_branch): %a,
 * %b, and whether it is an or */
static void
logic_parts(const Inst *s, const Value **a, const Value **b, bool *is_or)
{
	*is_or = is_bool_const(inst_opnd(s, 1), 1);
	*a = inst_opnd(s, 0);
	*b = inst_opnd(s, *is_or ? 2 : 1);
}

/* An integer compare whose only use is a short-circuit select that a
 * branch reads (lw_logic_branch), as one of its two conditions: that
 * branch's op compares (the compare waits for it: only instructions a
 * compare passes between) */
bool
lw_logic_compare(const Lowerer *L, const Inst *c)
{
	const Type *t = inst_opnd(c, 0)->type;
	if (!L->opt || inst_op(c) != OP_ICMP || !c->u.v.uses || c->u.v.uses->next || t->kind != TY_INT || t->bits > 64)
		return false;
	const Inst *s = (const Inst *)c->u.v.uses->user;
	if (!s || s->u.v.kind != VK_INST || inst_op(s) != OP_SELECT || s->parent != c->parent || !lw_logic_select(L, s))
		return false;
	const Value *a, *b;
	bool is_or;
	logic_parts(s, &a, &b, &is_or);
	return (a == &c->u.v || b == &c->u.v) && passes_to(c, s);
}

/* a branch on condition `c` (a fused compare when lw_logic_compare) */
static uint32_t
emit_cond_branch(Lowerer *L, const Value *c)
{
	uint32_t at = lw_pc_here(L);
	if (c->kind == VK_INST && lw_logic_compare(L, (const Inst *)c))
		lw_emit_brcmp(L, (const Inst *)c);
	else
		lw_emit(L, OPC_BR, 0, lw_slot_of(L, (Value *)c), 0);
	return at;
}

/* the two branches of lw_logic_branch's select `s`: on %a (at *first),
 * whose side that leaves the choice to %b goes on to the second, on %b
 * (its pc returned); the caller sets the second's targets, and the
 * first's other side (*shared: 0 for an or, 1 for an and) as the
 * second's same side */
uint32_t
lw_emit_logic_branch(Lowerer *L, const Inst *s, uint32_t *first, int *shared)
{
	const Value *a, *b;
	bool is_or;
	logic_parts(s, &a, &b, &is_or);
	*first = emit_cond_branch(L, a);
	uint32_t second = emit_cond_branch(L, b);
	*shared = is_or ? 0 : 1;
	VEC_AT(&L->code, Op, *first).x.c[1 - *shared] = second | 0x80000000u;
	return second;
}

/* the fused compare-and-branch of icmp `c` (x.c targets set by the caller) */
void
lw_emit_brcmp(Lowerer *L, const Inst *c)
{
	Value *va = inst_opnd(c, 0), *vb = inst_opnd(c, 1);
	unsigned w = va->type->bits;
	Op *o;
	if (!L->opt) {
		o = lw_emit(L, OPC_BRCMP, 0, lw_slot_of(L, va), lw_slot_of(L, vb));
		o->f = c->pred;
		o->w = (uint8_t)w;
		return;
	}
	/* with an immediate */
	static const uint16_t kop[] = {
		[ICMP_EQ] = OPC_BREQK, [ICMP_NE] = OPC_BRNEK, [ICMP_ULT] = OPC_BRULTK, [ICMP_ULE] = OPC_BRULEK,
		[ICMP_UGT] = OPC_BRUGTK, [ICMP_UGE] = OPC_BRUGEK, [ICMP_SLT] = OPC_BRSLTK, [ICMP_SLE] = OPC_BRSLEK,
		[ICMP_SGT] = OPC_BRSGTK, [ICMP_SGE] = OPC_BRSGEK};
	bool is_signed = c->pred == ICMP_SLT || c->pred == ICMP_SLE || c->pred == ICMP_SGT || c->pred == ICMP_SGE;
	uint32_t imm;
	if (is_signed ? lw_small_imm(vb, w, &imm) : lw_zext_imm(vb, w, &imm)) {
		o = lw_emit(L, (OpCode)kop[c->pred], 0, lw_slot_of(L, va), imm);
		o->w = (uint8_t)w;
		return;
	}
	/* registers: gt and ge swap their operands */
	uint16_t code;
	bool swap = false;
	switch (c->pred) {
	case ICMP_EQ: code = OPC_BREQ; break;
	case ICMP_NE: code = OPC_BRNE; break;
	case ICMP_ULT: code = OPC_BRULT; break;
	case ICMP_ULE: code = OPC_BRULE; break;
	case ICMP_UGT: code = OPC_BRULT; swap = true; break;
	case ICMP_UGE: code = OPC_BRULE; swap = true; break;
	case ICMP_SLT: code = OPC_BRSLT; break;
	case ICMP_SLE: code = OPC_BRSLE; break;
	case ICMP_SGT: code = OPC_BRSLT; swap = true; break;
	default: code = OPC_BRSLE; swap = true; break;
	}
	o = lw_emit(L, (OpCode)code, 0, lw_slot_of(L, swap ? vb : va), lw_slot_of(L, swap ? va : vb));
	o->w = (uint8_t)w;
}

/* ---------------------------------------------------------- shared slots */
/* A cast that leaves a one-slot register image as it is (a bitcast, a
 * zext, ptrtoint/inttoptr/addrspacecast of the pointer's width; also a
 * getelementptr that adds 0) is its
 * operand's slot: the result is the operand, and an SSA value holds the
 * same value wherever a use of the cast can see it.  Not so for what a
 * slot may hold differently over time: a phi (rewritten on each edge)
 * and a load that reads a variable in place (not bound yet here, so
 * never found).  The slot to share, or UINT32_MAX. */
uint32_t
lw_cast_shares_slot(Lowerer *L, const Inst *i)
{
	Opcode op = inst_op(i);
	GepParts gp;
	if (L->opt && op == OP_GETELEMENTPTR && i->u.v.type->kind == TY_PTR && lw_gep_parts(L, i, &gp) && !gp.idx &&
	    gp.koff == 0) {
		/* a getelementptr that adds nothing (a struct's first field) */
		const Value *b = gp.base;
		SlotEntry *e;
		if ((b->kind == VK_INST && inst_op((const Inst *)b) == OP_PHI) || vk_is_const(b->kind))
			return UINT32_MAX;
		HASH_FIND_PTR(L->slots, &b, e);
		return e ? e->slot : UINT32_MAX;
	}
	if (!L->opt || (op != OP_BITCAST && op != OP_ZEXT && op != OP_PTRTOINT && op != OP_INTTOPTR &&
			op != OP_ADDRSPACECAST))
		return UINT32_MAX;
	const Value *src = inst_opnd(i, 0);
	const Type *st = src->type, *dt = i->u.v.type;
	if (st->kind == TY_VECTOR || dt->kind == TY_VECTOR || type_slots(L->vm, st) != 1 || type_slots(L->vm, dt) != 1)
		return UINT32_MAX;
	unsigned pb = L->vm->ptr_bytes * 8;
	unsigned sb = st->kind == TY_PTR ? pb : st->bits, db = dt->kind == TY_PTR ? pb : dt->bits;
	if ((op == OP_ZEXT && (sb > 64 || db > 64 || (i->u.flags & IF_NNEG))) ||
	    ((op == OP_PTRTOINT || op == OP_INTTOPTR) && sb != db))
		return UINT32_MAX; /* (zext nneg: its op checks the promise) */
	/* (a constant gets its slot later, with the others: set at frame entry) */
	if ((src->kind == VK_INST && inst_op((const Inst *)src) == OP_PHI) || vk_is_const(src->kind))
		return UINT32_MAX;
	SlotEntry *e;
	HASH_FIND_PTR(L->slots, &src, e);
	return e ? e->slot : UINT32_MAX;
}

/* ---------------------------------------------------------------- jumps */
/* Jump threading (after the jumps are resolved): a jump to a jump goes
 * to the end of the chain, and a jump to a two-way branch becomes a copy
 * of it (a loop's back edge then tests the condition itself: one op per
 * iteration less). */
void
lw_thread_jumps(Lowerer *L)
{
	for (uint32_t k = 0; k < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		if (o->code != OPC_JMP)
			continue;
		uint32_t t = o->x.c[0];
		for (int hops = 0; hops < 8 && t < L->code.len && VEC_AT(&L->code, Op, t).code == OPC_JMP; hops++)
			t = VEC_AT(&L->code, Op, t).x.c[0];
		if (t >= L->code.len)
			continue;
		const Op *to = &VEC_AT(&L->code, Op, t);
		if (lw_two_way(to->code)) {
			*o = *to;
			VEC_AT(&L->src, const Inst *, k) = VEC_AT(&L->src, const Inst *, t);
		} else {
			o->x.c[0] = t;
		}
	}
}

/* The length of the run of ops at t that a jump there may copy: up to
 * four ops that end in a jump, a two-way branch or a return (0: none).
 * Ops that know their own pc (a call continues after itself, an invoke
 * at normal_pc) or share per-site state are never copied. */
static uint32_t
dup_run(const Vec *code, uint32_t t)
{
	for (uint32_t n = 0; n < 4 && t + n < code->len; n++) {
		uint16_t c = VEC_AT(code, Op, t + n).code;
		if (op_is_call(c) || c == OPC_LANDINGPAD || c == OPC_EHOP || c == OPC_HALT || c == OPC_SWITCH ||
		    c == OPC_INDIRECTBR)
			return 0;
		if (c == OPC_JMP || c == OPC_RET || c == OPC_UNREACHABLE || lw_two_way(c))
			return n + 1;
	}
	return 0;
}

/* A jump to a short run that ends its block (a loop's test at the top,
 * a shared return) becomes a copy of the run: one dispatch less each
 * time, and the copy's branch predicts for its own path.  Ops name jump
 * targets by pc, so the code is rebuilt and every pc mapped to its new
 * place: jumps, switch tables, call sites, block starts. */
void
lw_tail_duplicate(Lowerer *L, LFunc *lf)
{
	uint32_t n = L->code.len;
	uint32_t *newpc = xmalloc((n + 1) * sizeof *newpc);
	Vec code = {0}, src = {0};
	for (uint32_t k = 0; k < n; k++) {
		const Op *o = &VEC_AT(&L->code, Op, k);
		newpc[k] = code.len;
		uint32_t len = o->code == OPC_JMP ? dup_run(&L->code, o->x.c[0]) : 0;
		uint32_t from = len ? o->x.c[0] : k;
		for (uint32_t j = 0; j < (len ? len : 1); j++) {
			VEC_PUSH(&code, Op, VEC_AT(&L->code, Op, from + j));
			VEC_PUSH(&src, const Inst *, VEC_AT(&L->src, const Inst *, from + j));
		}
	}
	newpc[n] = code.len;
	for (uint32_t k = 0; k < code.len; k++) {
		Op *o = &VEC_AT(&code, Op, k);
		if (o->code == OPC_JMP) {
			o->x.c[0] = newpc[o->x.c[0]];
		} else if (lw_two_way(o->code)) {
			o->x.c[0] = newpc[o->x.c[0]];
			o->x.c[1] = newpc[o->x.c[1]];
		} else if (op_is_call(o->code)) {
			CallSite *cs = o->x.p;
			if (cs->normal_pc)
				cs->normal_pc = newpc[cs->normal_pc];
			if (cs->unwind_block && cs->unwind_pc != UINT32_MAX)
				cs->unwind_pc = newpc[cs->unwind_pc];
		}
	}
	for (uint32_t k = 0; k < L->switches.len; k++) {
		SwitchTable *st = VEC_AT(&L->switches, SwitchTable *, k);
		st->dflt = newpc[st->dflt];
		for (uint32_t j = 0; j < st->n; j++)
			st->pcs[j] = newpc[st->pcs[j]];
	}
	for (Block *b = L->f->first; b; b = b->next)
		lf->block_pc[b->index] = newpc[lf->block_pc[b->index]];
	/* the funclet ops' edges: each PadOp once, from the old code (a
	 * duplicated run shares it) */
	for (uint32_t k = 0; k < n; k++) {
		const Op *o = &VEC_AT(&L->code, Op, k);
		if (o->code != OPC_EHOP || o->f == OP_RESUME)
			continue;
		PadOp *po = o->x.p;
		if (po->next_pc != UINT32_MAX)
			po->next_pc = newpc[po->next_pc];
		for (uint32_t h = 0; h < po->nh; h++)
			po->handler_pc[h] = newpc[po->handler_pc[h]];
	}
	free(newpc);
	vec_free(&L->code);
	vec_free(&L->src);
	L->code = code;
	L->src = src;
}

/* ----------------------------------------------------------- paired loads */
/* -O0 loads a function's locals in pairs (a + b, a * b: byval
 * copies, parameters kept in memory): a LOADF8 whose next op is one
 * does both (LOADF8P), skipping it, and one followed by a LOADO8 (a
 * local against a field: clamp, compare) goes on to its code without
 * a dispatch (LOADF8O8); a jump may still land on the second, which
 * is unchanged (run last: all jumps are resolved) */
void
lw_pair_loads(Lowerer *L)
{
	for (uint32_t k = 0; k + 1 < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		uint16_t next = VEC_AT(&L->code, Op, k + 1).code;
		if (o->code == OPC_LOADF8 && (next == OPC_LOADF8 || next == OPC_LOADO8)) {
			o->code = next == OPC_LOADF8 ? OPC_LOADF8P : OPC_LOADF8O8;
			k++;
		}
	}
}

/* ------------------------------------------------------- edge moves */
/* An edge's last phi copy and the jump after it (a loop's back edge, a
 * join): one op (MOVJ), the jump left in place for jumps that land on
 * it (run last, as lw_pair_loads) */
void
lw_fuse_moves(Lowerer *L)
{
	for (uint32_t k = 0; k + 1 < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		const Op *next = &VEC_AT(&L->code, Op, k + 1);
		if (o->code == OPC_MOV && next->code == OPC_JMP) {
			o->code = OPC_MOVJ;
			o->x.c[0] = next->x.c[0];
		}
	}
}

/* ------------------------------------------------------- widths */
/* The scalar accesses of one width get that width's op on a
 * little-endian target (the width a constant in its code) */
void
lw_fix_widths(Lowerer *L)
{
	static const uint16_t by_width[][5] = { /* the op; its forms of 1, 2, 4, 8 bytes */
		{OPC_LOAD, OPC_LOAD1, OPC_LOAD2, OPC_LOAD4, OPC_LOAD8},
		{OPC_STORE, OPC_STORE1, OPC_STORE2, OPC_STORE4, OPC_STORE8},
		{OPC_LOADX, OPC_LOADX1, OPC_LOADX2, OPC_LOADX4, OPC_LOADX8},
		{OPC_STOREX, OPC_STOREX1, OPC_STOREX2, OPC_STOREX4, OPC_STOREX8},
		{OPC_STOREXK, OPC_STOREXK1, OPC_STOREXK2, OPC_STOREXK4, OPC_STOREXK8},
	};
	if (L->vm->big_endian)
		return;
	for (uint32_t k = 0; k < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		int wi = o->w == 1 ? 1 : o->w == 2 ? 2 : o->w == 4 ? 3 : o->w == 8 ? 4 : 0;
		for (size_t r = 0; wi && r < sizeof by_width / sizeof by_width[0]; r++)
			if (o->code == by_width[r][0]) {
				o->code = by_width[r][wi];
				break;
			}
	}
}
