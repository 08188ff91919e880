/* lower_vars.c — promoted variables: scalar allocas that live in registers.
 *
 * -O0 code keeps every local in an alloca and touches it only by loads
 * and stores.  A static alloca of one scalar whose address is used for
 * nothing else cannot be reached through any pointer, so it lives in a
 * frame register instead, a variable: its loads become reads of that
 * register (mostly no op at all), its stores writes to it; it takes no
 * room in the frame block (a frame of variables only has none, and its
 * call sets up no shadow).  A variable holds poison as memory does (a
 * store of poison leaves undef bytes), so the ops that write it keep
 * their result's poison byte.  A variable that may be read before it is
 * stored is undef (poison byte set) at frame entry, as unwritten memory
 * reads; the others need nothing there (vars_read_unset). */
#include "vm/lower.h"
#include "vm/vm_ops.h"

#include <stdlib.h>
#include <string.h>

/* a scalar that one register holds whole: an integer of at most 64 bits,
 * a pointer, half, bfloat, float or double */
bool
lw_is_scalar_reg(const Type *t)
{
	return t->kind == TY_INT ? t->bits <= 64 : (t->kind == TY_PTR || t->kind == TY_FLOAT ||
						    t->kind == TY_DOUBLE || t->kind == TY_HALF ||
						    t->kind == TY_BFLOAT);
}

/* neither volatile nor atomic: a load or store the lowering may fold */
bool
lw_plain_access(const Inst *i)
{
	return !(i->u.flags & (IF_VOLATILE | IF_ATOMIC));
}

/* a static alloca of one scalar, touched only by plain loads and stores
 * of that scalar (and never stored as a value itself) */
static bool
promotable(Lowerer *L, const Inst *a)
{
	const Type *t = a->ty;
	if (inst_op(a) != OP_ALLOCA || a->parent != L->f->first || (a->u.flags & (IF_INALLOCA | IF_SWIFTERROR)))
		return false;
	if (a->u.nops) {
		const Value *n = inst_opnd(a, 0);
		if (n->kind != VK_CINT || ((const ConstInt *)n)->w[0] != 1)
			return false;
	}
	uint64_t bytes = dl_store_size(&L->vm->dl, t);
	if (!lw_is_scalar_reg(t) || bytes > 8 || (bytes & (bytes - 1)) || type_slots(L->vm, t) != 1)
		return false;
	for (const Use *u = a->u.v.uses; u; u = u->next) {
		if (!u->user)
			continue; /* metadata (llvm.dbg.declare): never an access */
		const Inst *ui = (const Inst *)u->user;
		if (ui->u.v.kind != VK_INST || !lw_plain_access(ui))
			return false;
		if (inst_op(ui) == OP_LOAD && ui->u.v.type == t)
			continue;
		if (inst_op(ui) == OP_STORE && inst_opnd(ui, 1) == &a->u.v && inst_opnd(ui, 0) != &a->u.v &&
		    inst_opnd(ui, 0)->type == t)
			continue;
		return false;
	}
	return true;
}

uint32_t
lw_var_of(const Lowerer *L, const Value *p)
{
	SlotEntry *e;
	HASH_FIND_PTR(L->vars, &p, e);
	return e ? e->slot : UINT32_MAX;
}

/* Which variables (by index, the slot field of L->vars while slots are
 * not given yet) may be loaded before anything was stored to them?  A
 * forward must-analysis over the blocks: stored[b] holds the variables
 * stored on every path from the entry to the end of b.  The others need
 * no zero at frame entry.  Returns a malloc'ed flag per variable. */
static uint8_t *
vars_read_unset(const Lowerer *L, uint32_t nv, uint32_t nb)
{
	uint8_t *unset = xcalloc(nv + 1, 1);
	if (!nv)
		return unset;
	uint32_t words = (nv + 63) / 64;
	uint64_t *out = xmalloc(((size_t)nb * words + 1) * sizeof *out);  /* at each block's end */
	uint64_t *gen = xcalloc((size_t)nb * words + 1, sizeof *gen);     /* stored in the block */
	uint64_t *in = xmalloc(words * sizeof *in);
	/* predecessors, as one array cut per block (pstart[b] .. pstart[b+1]) */
	uint32_t *pstart = xcalloc(nb + 2, sizeof *pstart), npred = 0;
	for (const Block *b = L->f->first; b; b = b->next)
		for (uint32_t k = 0, n = b->last ? term_num_succ(b->last) : 0; k < n; k++) {
			const Block *t = term_succ(b->last, k);
			if (t) {
				pstart[t->index + 2]++;
				npred++;
			}
		}
	for (uint32_t k = 2; k < nb + 2; k++)
		pstart[k] += pstart[k - 1];
	uint32_t *preds = xmalloc((npred + 1) * sizeof *preds);
	for (const Block *b = L->f->first; b; b = b->next)
		for (uint32_t k = 0, n = b->last ? term_num_succ(b->last) : 0; k < n; k++) {
			const Block *t = term_succ(b->last, k);
			if (t)
				preds[pstart[t->index + 1]++] = b->index;
		}
	for (const Block *b = L->f->first; b; b = b->next) {
		for (const Inst *i = b->first; i; i = i->next) {
			uint32_t v;
			if (inst_op(i) == OP_STORE && (v = lw_var_of(L, inst_opnd(i, 1))) != UINT32_MAX)
				gen[b->index * words + v / 64] |= (uint64_t)1 << (v % 64);
		}
		memset(out + b->index * words, 0xff, words * sizeof *out);
	}
	/* in = the meet of the predecessors' out (the entry's: nothing),
	 * out = in + gen, to the fixed point */
	const Block *entry = L->f->first;
	for (bool changed = true; changed;) {
		changed = false;
		for (const Block *b = entry; b; b = b->next) {
			for (uint32_t w = 0; w < words; w++)
				in[w] = b == entry ? 0 : ~(uint64_t)0;
			for (uint32_t p = pstart[b->index]; b != entry && p < pstart[b->index + 1]; p++)
				for (uint32_t w = 0; w < words; w++)
					in[w] &= out[preds[p] * words + w];
			for (uint32_t w = 0; w < words; w++) {
				uint64_t o = in[w] | gen[b->index * words + w];
				if (o != out[b->index * words + w]) {
					out[b->index * words + w] = o;
					changed = true;
				}
			}
		}
	}
	/* a load with no store before it in its block, of a variable not
	 * stored on every path to the block (blocks without predecessors
	 * never run) */
	for (const Block *b = entry; b; b = b->next) {
		if (b != entry && pstart[b->index] == pstart[b->index + 1])
			continue;
		for (uint32_t w = 0; w < words; w++)
			in[w] = b == entry ? 0 : ~(uint64_t)0;
		for (uint32_t p = pstart[b->index]; b != entry && p < pstart[b->index + 1]; p++)
			for (uint32_t w = 0; w < words; w++)
				in[w] &= out[preds[p] * words + w];
		for (const Inst *i = b->first; i; i = i->next) {
			uint32_t v;
			if (inst_op(i) == OP_STORE && (v = lw_var_of(L, inst_opnd(i, 1))) != UINT32_MAX)
				in[v / 64] |= (uint64_t)1 << (v % 64);
			else if (inst_op(i) == OP_LOAD && (v = lw_var_of(L, inst_opnd(i, 0))) != UINT32_MAX &&
				 !(in[v / 64] >> (v % 64) & 1))
				unset[v] = 1;
		}
	}
	free(out);
	free(gen);
	free(in);
	free(pstart);
	free(preds);
	return unset;
}

/* -O0 stores each parameter to its own variable first thing: when that
 * store is the parameter's only use and comes before anything else
 * touches the variable, the variable can be the parameter's register
 * (no copy at each call; a poison argument stays poison, as its store
 * to memory would leave it).  The variable, or NULL. */
static const Value *
param_var(const Lowerer *L, const Arg *a)
{
	const Use *u = a->v.uses;
	if (!u || u->next || !u->user)
		return NULL;
	const Inst *st = (const Inst *)u->user;
	if (st->u.v.kind != VK_INST || inst_op(st) != OP_STORE || u != &st->u.ops[0] || st->parent != L->f->first ||
	    !lw_plain_access(st))
		return NULL;
	const Value *var = inst_opnd(st, 1);
	if (lw_var_of(L, var) == UINT32_MAX || type_slots(L->vm, a->v.type) != 1)
		return NULL;
	for (const Inst *i = L->f->first->first; i != st; i = i->next)
		if ((inst_op(i) == OP_LOAD && inst_opnd(i, 0) == var) || (inst_op(i) == OP_STORE && inst_opnd(i, 1) == var))
			return NULL;
	return var;
}

/* How many stores write variable var? */
uint32_t
lw_var_stores(const Value *var)
{
	uint32_t n = 0;
	for (const Use *u = var->uses; u; u = u->next)
		if (u->user && inst_op((const Inst *)u->user) == OP_STORE && inst_opnd((const Inst *)u->user, 1) == var)
			n++;
	return n;
}

/* May the load `ld` of a variable read the variable's register directly?
 * Yes when all its uses follow it in its block with no store to the
 * variable in between (calls cannot write it: its address never escapes). */
bool
lw_load_reads_var(const Inst *ld, const Value *var)
{
	uint32_t last = ld->order;
	for (const Use *u = ld->u.v.uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST || ui->parent != ld->parent || inst_op(ui) == OP_PHI ||
		    ui->order <= ld->order)
			return false;
		if (ui->order > last)
			last = ui->order;
	}
	if (last - ld->order > 64)
		return false; /* not worth the walk */
	for (const Inst *i = ld->next; i && i->order < last; i = i->next)
		if (inst_op(i) == OP_STORE && inst_opnd(i, 1) == var)
			return false;
	return true;
}

/* Find the variables: L->vars maps each to its index (its slot comes
 * later, lw_vars_place).  *param_of: per variable, the slot of the
 * parameter that is it (param_var; UINT32_MAX: none), malloc'ed.  The
 * number of variables. */
uint32_t
lw_vars_find(Lowerer *L, uint32_t **param_of_out)
{
	Function *f = L->f;
	LFunc *lf = L->lf;
	if (L->opt && f->first)
		for (Inst *i = f->first->first; i; i = i->next)
			if (promotable(L, i)) {
				SlotEntry *e = xmalloc(sizeof *e);
				e->v = &i->u.v;
				e->slot = HASH_COUNT(L->vars); /* its index until it gets a slot (lw_vars_place) */
				HASH_ADD_PTR(L->vars, v, e);
			}
	/* parameters that are their variables: the variable's slot is the
	 * parameter's (by the variable's index, UINT32_MAX: none) */
	uint32_t nv = HASH_COUNT(L->vars);
	uint32_t *param_of = xmalloc((nv + 1) * sizeof *param_of);
	for (uint32_t k = 0; k <= nv; k++)
		param_of[k] = UINT32_MAX;
	for (uint32_t k = 0; nv && k < f->nargs; k++) {
		const Value *var = param_var(L, &f->args[k]);
		SlotEntry *e;
		HASH_FIND_PTR(L->vars, &var, e);
		if (!var || !e || param_of[e->slot] != UINT32_MAX)
			continue;
		param_of[e->slot] = lf->param_slot[k];
	}
	*param_of_out = param_of;
	return nv;
}

/* Slots for the variables: those always stored before they are loaded
 * first, then the others, which are undef until stored, so start as
 * undef (with the constants, from k[] and kpoison[]): the first of those
 * is returned (the constants' base), *nundef counts them. */
uint32_t
lw_vars_place(Lowerer *L, const uint32_t *param_of, uint32_t nv, uint32_t nb, uint32_t *nundef_out)
{
	VM *vm = L->vm;
	LFunc *lf = L->lf;
	lf->vbase = L->nslots;
	SlotEntry *e, *tmp;
	uint8_t *zero = vars_read_unset(L, nv, nb);
	SlotEntry **byindex = xmalloc((nv + 1) * sizeof *byindex);
	HASH_ITER(hh, L->vars, e, tmp)
		byindex[e->slot] = e;
	for (uint32_t k = 0; k < nv; k++)
		if (param_of[k] != UINT32_MAX)
			byindex[k]->slot = param_of[k];
		else if (!zero[k])
			byindex[k]->slot = lw_new_slots(L, 1);
	uint32_t kbase = L->nslots;
	Vec unset = {0};
	for (uint32_t k = 0; k < nv; k++)
		if (param_of[k] == UINT32_MAX && zero[k]) {
			byindex[k]->slot = lw_new_slots(L, 1);
			VEC_PUSH(&unset, const Value *, byindex[k]->v);
		}
	uint32_t nundef = L->nslots - kbase;
	lf->nunset = unset.len;
	lf->unset = arena_dup(&vm->arena, unset.data, (unset.len + 1) * sizeof(const Value *));
	vec_free(&unset);
	free(byindex);
	free(zero);
	lf->nvars = L->nslots - lf->vbase;
	*nundef_out = nundef;
	return kbase;
}

/* May an op that just computed a value write a variable directly (its
 * d retargeted to the variable's register)?  Any op with one result
 * register that reads no register after writing it; the variable takes
 * the value's poison as memory would (a store of poison leaves undef). */
static bool
writes_var(uint16_t code)
{
	switch ((OpCode)code) {
	case OPC_ADD: case OPC_SUB: case OPC_MUL: case OPC_AND: case OPC_OR: case OPC_XOR:
	case OPC_ADDK: case OPC_SUBK: case OPC_MULK: case OPC_ANDK: case OPC_ORK: case OPC_XORK:
	case OPC_ADDN: case OPC_SUBN: case OPC_MULN: case OPC_ADDNK: case OPC_SUBNK: case OPC_MULNK:
	case OPC_MOV: case OPC_TRUNC: case OPC_SEXT: case OPC_LOAD: case OPC_GEPK: case OPC_GEPI: case OPC_GEPIK:
	case OPC_GEPKB: case OPC_GEPIB:
	case OPC_LOADX: case OPC_LOADF: case OPC_LOADO: case OPC_LOADO8: case OPC_LOADF8:
		return true;
	default:
		return false;
	}
}

/* store v into variable `var`: retarget the op that just computed v
 * when the store is its only use, else copy */
void
lw_store_var(Lowerer *L, Inst *st, uint32_t var)
{
	Value *v = inst_opnd(st, 0);
	uint64_t img;
	if (v->kind == VK_ARG && lw_slot_of(L, v) == var)
		return; /* a parameter that is its variable (param_var) */
	if (v->kind == VK_INST && (Inst *)v == st->prev && v->uses && !v->uses->next && L->code.len) {
		Op *last = &VEC_AT(&L->code, Op, L->code.len - 1);
		const Inst *last_src = VEC_AT(&L->src, const Inst *, L->src.len - 1);
		/* (a getelementptr's flag check writes its result: lower_gep) */
		if (last_src == (Inst *)v && (writes_var(last->code) || (last->code == OPC_INTRIN && last->f == INTRIN_GEPCHECK)) &&
		    last->d == lw_slot_of(L, v)) {
			last->d = var;
			return;
		}
	}
	if (v->kind != VK_INST && v->kind != VK_ARG && lw_const_image(L, v, &img)) {
		Op *o = lw_emit(L, OPC_SETK_V, var, 0, 0);
		o->x.k = img;
		return;
	}
	lw_emit(L, OPC_MOV, var, lw_slot_of(L, v), 0);
}

/* Does v's register hold at instruction `to` what it held at `from`
 * (both in one block, from first)?  Only a load that reads a promoted
 * variable in place can change between them: by a store to the variable. */
bool
lw_reads_stable(const Lowerer *L, const Value *v, const Inst *from, const Inst *to)
{
	if (!v || !L->vars || v->kind != VK_INST || inst_op((const Inst *)v) != OP_LOAD)
		return true;
	const Value *var = inst_opnd((const Inst *)v, 0);
	uint32_t vs = lw_var_of(L, var);
	SlotEntry *e;
	HASH_FIND_PTR(L->slots, &v, e);
	if (vs == UINT32_MAX || !e || e->slot != vs)
		return true;
	for (const Inst *i = from->next; i && i != to; i = i->next)
		if (inst_op(i) == OP_STORE && inst_opnd(i, 1) == var)
			return false;
	return true;
}
