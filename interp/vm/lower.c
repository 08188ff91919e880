/* lower.c — a verified function, once, into the VM's compact form: the
 * Lowerer's kit and lower_function, which runs the passes (lower.h lists
 * the files that hold them).
 *
 * Every SSA value gets frame slots (64-bit registers, regimage.c says
 * what they hold); every constant it uses gets slots too, filled at frame
 * entry from the function's constant image, so ops address all operands
 * the same way.  Phis become parallel copies on the incoming edges (an
 * edge with copies gets a stub: copies, then a jump).  Widths, offsets
 * and types are resolved here, so the dispatch loop never inspects IR
 * types.
 *
 * For speed on -O0 code (off under --trace=exec, which shows the plain
 * ops): scalar allocas used only by loads and stores become registers
 * (lower_vars.c); small integer constants of the common ops become
 * immediates (the K forms: no slot, nothing copied per call); a result
 * stored straight into a variable is computed into it;
 * compare-and-branch has an op per predicate; index sexts and
 * getelementptrs fold into the access after them (LOADX, STOREX); loads
 * and stores at constant addresses inside globals are checked here, once
 * (LOADG, STOREG); a jump to the next block disappears, a jump to a
 * branch becomes a copy of it (lower_peep.c). */
#include "vm/lower.h"
#include "vm/vm_ops.h"

#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------- registers for debuggers */
static int
cmp_value_slot(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const struct LValueSlot *)a)->v, y = (uintptr_t)((const struct LValueSlot *)b)->v;
	return x < y ? -1 : x > y;
}

/* the slot map of arguments and results outlives the lowering, sorted
 * for lfunc_value_slot (constants are not kept: they print as written) */
static void
keep_value_slots(Lowerer *L)
{
	uint32_t n = 0;
	SlotEntry *e, *tmp;
	HASH_ITER(hh, L->slots, e, tmp)
		n += e->v->kind == VK_ARG || e->v->kind == VK_INST;
	L->lf->values = arena_alloc(&L->vm->arena, (n + 1) * sizeof *L->lf->values);
	n = 0;
	HASH_ITER(hh, L->slots, e, tmp)
		if (e->v->kind == VK_ARG || e->v->kind == VK_INST)
			L->lf->values[n++] = (struct LValueSlot){e->v, e->slot};
	qsort(L->lf->values, n, sizeof *L->lf->values, cmp_value_slot);
	L->lf->nvalues = n;
}

uint32_t
lfunc_value_slot(const LFunc *lf, const Value *v)
{
	if (!lf->values)
		return UINT32_MAX;
	struct LValueSlot key = {v, 0};
	const struct LValueSlot *hit = bsearch(&key, lf->values, lf->nvalues, sizeof key, cmp_value_slot);
	return hit ? hit->slot : UINT32_MAX;
}

/* -------------------------------------------------------------- errors */
bool
lw_fail(Lowerer *L, const char *fmt, ...)
{
	if (!L->failed) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(L->err, L->errlen, fmt, ap);
		va_end(ap);
		L->failed = true;
	}
	return true;
}
/* ------------------------------------------------------------- slots */
uint32_t
lw_new_slots(Lowerer *L, uint32_t n)
{
	uint32_t s = L->nslots;
	L->nslots += n ? n : 1;
	return s;
}

static void
bind(Lowerer *L, const Value *v, uint32_t slot)
{
	SlotEntry *e = xmalloc(sizeof *e);
	e->v = v;
	e->slot = slot;
	HASH_ADD_PTR(L->slots, v, e);
}

/* the slot of an operand; constants get a slot group on first use */
uint32_t
lw_slot_of(Lowerer *L, const Value *v)
{
	SlotEntry *e;
	HASH_FIND_PTR(L->slots, &v, e);
	if (e)
		return e->slot;
	if (!vk_is_const(v->kind) && v->kind != VK_MDVALUE) {
		lw_fail(L, "internal: value without a slot");
		return 0;
	}
	uint32_t s = lw_new_slots(L, v->kind == VK_MDVALUE ? 1 : type_slots(L->vm, v->type));
	VEC_PUSH(&L->kvals, const Value *, v);
	bind(L, v, s);
	return s;
}
/* --------------------------------------------------------------- emit */
Op *
lw_emit(Lowerer *L, OpCode c, uint32_t d, uint32_t a, uint32_t b)
{
	Op o = {0};
	o.code = (uint16_t)c;
	o.d = d;
	o.a = a;
	o.b = b;
	VEC_PUSH(&L->code, Op, o);
	VEC_PUSH(&L->src, const Inst *, L->cur);
	return &VEC_AT(&L->code, Op, L->code.len - 1);
}

/* remember that op `at`'s x.c[which] names block `b` (patched at the end) */
void
lw_fix_block(Lowerer *L, uint32_t at, int which, const Block *b)
{
	uint32_t v = at << 1 | (uint32_t)which;
	VEC_PUSH(&L->fix_ops, uint32_t, v);
	VEC_AT(&L->code, Op, at).x.c[which] = b->index;
}

/* Parallel copies into the phis of `to` for the edge from `from`, then a
 * jump.  Returns the pc of the stub (or, without phis, of `to` via fixup:
 * then *direct is set and no code is emitted). */
uint32_t
lw_edge(Lowerer *L, const Block *from, const Block *to, bool *direct)
{
	Inst *i = to->first;
	/* copies of a phi's register to itself (lower_phi.c) are none */
	bool any = false;
	for (Inst *p = i; p && inst_op(p) == OP_PHI && !any; p = p->next)
		for (uint32_t k = 0; k < p->u.nops; k += 2)
			if ((Block *)inst_opnd(p, k + 1) == from) {
				any = lw_slot_of(L, inst_opnd(p, k)) != lw_slot_of(L, &p->u.v);
				break;
			}
	if (!any) {
		*direct = true;
		return 0;
	}
	*direct = false;
	uint32_t start = lw_pc_here(L);
	/* copy sources to temporaries first when a phi reads another phi of
	 * the same block: parallel semantics */
	bool reads_phi = false;
	for (Inst *p = i; p && inst_op(p) == OP_PHI; p = p->next)
		for (uint32_t k = 0; k < p->u.nops; k += 2)
			if ((Block *)inst_opnd(p, k + 1) == from) {
				Value *src = inst_opnd(p, k);
				if (src->kind == VK_INST && inst_op((Inst *)src) == OP_PHI && ((Inst *)src)->parent == to)
					reads_phi = true;
				break;
			}
	Vec temps = {0};
	for (Inst *p = i; p && inst_op(p) == OP_PHI; p = p->next) {
		for (uint32_t k = 0; k < p->u.nops; k += 2) {
			if ((Block *)inst_opnd(p, k + 1) != from)
				continue;
			uint32_t n = type_slots(L->vm, p->u.v.type);
			uint32_t src = lw_slot_of(L, inst_opnd(p, k));
			uint32_t dst = lw_slot_of(L, &p->u.v);
			if (src == dst)
				break;
			if (reads_phi) {
				uint32_t t = lw_new_slots(L, n);
				VEC_PUSH(&temps, uint32_t, t);
				Op *o = lw_emit(L, n == 1 ? OPC_MOV : OPC_MOVN, t, src, 0);
				o->x.k = n;
			} else {
				Op *o = lw_emit(L, n == 1 ? OPC_MOV : OPC_MOVN, dst, src, 0);
				o->x.k = n;
			}
			break;
		}
	}
	if (reads_phi) {
		uint32_t ti = 0;
		for (Inst *p = i; p && inst_op(p) == OP_PHI; p = p->next)
			for (uint32_t k = 0; k < p->u.nops; k += 2)
				if ((Block *)inst_opnd(p, k + 1) == from) {
					if (lw_slot_of(L, inst_opnd(p, k)) == lw_slot_of(L, &p->u.v))
						break;
					uint32_t n = type_slots(L->vm, p->u.v.type);
					Op *o = lw_emit(L, n == 1 ? OPC_MOV : OPC_MOVN, lw_slot_of(L, &p->u.v),
						     VEC_AT(&temps, uint32_t, ti++), 0);
					o->x.k = n;
					break;
				}
	}
	vec_free(&temps);
	uint32_t j = lw_pc_here(L);
	lw_emit(L, OPC_JMP, 0, 0, 0);
	lw_fix_block(L, j, 0, to);
	return start;
}
/* ------------------------------------------------------- instructions */
InstSlots *
lw_inst_slots(Lowerer *L, Inst *i)
{
	InstSlots *is = arena_alloc(&L->vm->arena, sizeof *is + (i->u.nops + 1) * sizeof(uint32_t));
	is->i = i;
	is->nops = i->u.nops;
	for (uint32_t k = 0; k < i->u.nops; k++) {
		Value *o = inst_opnd(i, k);
		is->s[k] = o->kind == VK_BLOCK ? UINT32_MAX : lw_slot_of(L, o);
	}
	is->d = i->u.v.type->kind != TY_VOID ? lw_slot_of(L, &i->u.v) : 0;
	return is;
}
/* ---------------------------------------------------------- constants */

/* The register image of a one-slot constant, for the immediate forms
 * (not of poison or undef: an immediate has no poison byte). */
bool
lw_const_image(Lowerer *L, const Value *c, uint64_t *img)
{
	if (!vk_is_const(c->kind) || type_slots(L->vm, c->type) != 1 || c->type->kind == TY_VECTOR ||
	    type_is_aggregate(c->type))
		return false;
	uint64_t out[2] = {0, 0};
	uint8_t z[2];
	char err[128];
	if (!vm_const_slots(L->vm, c, out, z, err, sizeof err) || z[0])
		return false; /* poison or undef: the register form carries it */
	*img = out[0];
	return true;
}

/* A w-bit integer constant that fits the ops' 32-bit immediate. */
bool
lw_small_imm(const Value *c, unsigned w, uint32_t *imm)
{
	uint64_t v;
	if (c->kind == VK_CINT && w <= 64)
		v = ((const ConstInt *)c)->w[0];
	else if (c->kind == VK_CZERO || c->kind == VK_CNULL)
		v = 0;
	else
		return false;
	int64_t sv = vm_sext(v, w);
	if (sv != (int32_t)sv)
		return false;
	*imm = (uint32_t)(int32_t)sv;
	return true;
}

/* A w-bit integer constant that fits 32 bits zero-extended. */
bool
lw_zext_imm(const Value *c, unsigned w, uint32_t *imm)
{
	uint64_t v;
	if (c->kind == VK_CINT && w <= 64)
		v = ((const ConstInt *)c)->w[0];
	else if (c->kind == VK_CZERO || c->kind == VK_CNULL)
		v = 0;
	else
		return false;
	*imm = (uint32_t)v;
	return v <= UINT32_MAX;
}

/* --------------------------------------------------------------- driver */
/* EHI_DUMP_LOWERED=1 in the environment lists each function's ops as it
 * is lowered (on stderr): what the lowering made of the IR, for work on
 * the lowering and the op set. */
static void
dump_lowered(const LFunc *lf)
{
	fprintf(stderr, "@%s: %u ops, %u slots (params %u, variables %u at %u, constants %u at %u), frame block %llu%s\n",
		lf->fn->g.u.v.name ? lf->fn->g.u.v.name : "?", lf->ncode, lf->nslots, lf->nparam_slots, lf->nvars,
		lf->vbase, lf->nk, lf->kbase, (unsigned long long)lf->frame_bytes,
		lf->frame_bytes && lf->frame_private ? " (private)" : "");
	for (uint32_t k = 0; k < lf->ncode; k++) {
		const Op *o = &lf->code[k];
		Buf b = {0};
		if (lf->src[k])
			print_inst(&b, lf->src[k]);
		char *nl = b.s ? strchr(b.s, '\n') : NULL;
		if (nl)
			*nl = 0;
		fprintf(stderr, "%5u %-10s d=%-4u a=%-4u b=%-4u f=%-3u w=%-3u x=%#llx\t; %s\n", k, opc_names[o->code], o->d, o->a,
			o->b, o->f, o->w, (unsigned long long)o->x.k, b.s ? b.s : "");
		buf_free(&b);
	}
}

/* Jump targets: block indices to pcs, and stub pcs (marked by bit 31)
 * to plain pcs. */
static void
resolve_jumps(Lowerer *L)
{
	for (uint32_t k = 0; k < L->fix_ops.len; k++) {
		uint32_t v = VEC_AT(&L->fix_ops, uint32_t, k);
		Op *o = &VEC_AT(&L->code, Op, v >> 1);
		uint32_t *t = &o->x.c[v & 1];
		*t = L->lf->block_pc[*t];
	}
	for (uint32_t k = 0; k < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		if (lw_two_way(o->code))
			for (int j = 0; j < 2; j++)
				if (o->x.c[j] & 0x80000000u)
					o->x.c[j] &= 0x7fffffffu;
		if (o->code == OPC_JMP && (o->x.c[0] & 0x80000000u))
			o->x.c[0] &= 0x7fffffffu;
	}
	for (uint32_t k = 0; k < L->switches.len; k++) {
		SwitchTable *st = VEC_AT(&L->switches, SwitchTable *, k);
		st->dflt = st->dflt & 0x80000000u ? st->dflt & 0x7fffffffu : L->lf->block_pc[st->dflt];
		for (uint32_t j = 0; j < st->n; j++)
			st->pcs[j] = st->pcs[j] & 0x80000000u ? st->pcs[j] & 0x7fffffffu : L->lf->block_pc[st->pcs[j]];
	}
}

/* Invoke unwind destinations and funclet edges without phi copies: the
 * pcs of their blocks. */
static void
resolve_unwind(Lowerer *L)
{
	for (uint32_t k = 0; k < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		if (op_is_call(o->code)) {
			CallSite *cs = o->x.p;
			if (cs->unwind_block && cs->unwind_pc == UINT32_MAX)
				cs->unwind_pc = L->lf->block_pc[cs->unwind_block->index];
		} else if (o->code == OPC_EHOP && o->f != OP_RESUME) {
			PadOp *po = o->x.p;
			if (po->next_block && po->next_pc == UINT32_MAX)
				po->next_pc = L->lf->block_pc[po->next_block->index];
			for (uint32_t h = 0; h < po->nh; h++)
				if (po->handler_pc[h] == UINT32_MAX)
					po->handler_pc[h] = L->lf->block_pc[po->handler_block[h]->index];
		}
	}
}

LFunc *
lower_function(VM *vm, Function *f, char *err, size_t errlen)
{
	Lowerer L = {.vm = vm, .f = f, .err = err, .errlen = errlen, .opt = !vm->trace_exec && !vm->debug,
		     .fast_mem = !vm->trace_exec && !vm->debug && !vm->big_endian};
	LFunc *lf = arena_alloc(&vm->arena, sizeof *lf);
	lf->fn = f;
	L.lf = lf;
	for (Block *b = f->first; b && !lf->has_pads; b = b->next)
		for (Inst *i = b->first; i; i = i->next)
			if (inst_op(i) == OP_CATCHSWITCH || op_is_funclet_pad(inst_op(i)))
				lf->has_pads = true;
	/* parameters first, then every value-producing instruction */
	lf->param_slot = arena_alloc(&vm->arena, (f->nargs + 1) * sizeof *lf->param_slot);
	for (uint32_t k = 0; k < f->nargs; k++) {
		uint32_t n = type_slots(vm, f->args[k].v.type);
		lf->param_slot[k] = lw_new_slots(&L, n);
		bind(&L, &f->args[k].v, lf->param_slot[k]);
	}
	lf->nparam_slots = L.nslots;
	lw_frame_byval(&L);
	/* then the values, the promoted variables (a load that reads a
	 * variable in place shares its slot), the constants and temporaries:
	 * variables and constants are one range, set from k[] at frame entry */
	Vec var_loads = {0};
	uint32_t *param_of, nv = lw_vars_find(&L, &param_of);
	uint32_t nb = 0;
	for (Block *b = f->first; b; b = b->next) {
		b->index = nb++;
		uint32_t order = 0;
		for (Inst *i = b->first; i; i = i->next)
			i->order = order++;
	}
	bool share_phis = L.opt && lw_phis_may_share(f);
	for (Block *b = f->first; b; b = b->next)
		for (Inst *i = b->first; i; i = i->next) {
			if (i->u.v.type->kind == TY_VOID)
				continue;
			uint32_t same, vi = L.vars && inst_op(i) == OP_LOAD ? lw_var_of(&L, inst_opnd(i, 0)) : UINT32_MAX;
			if (vi != UINT32_MAX && param_of[vi] != UINT32_MAX && lw_var_stores(inst_opnd(i, 0)) == 1)
				/* a parameter's variable never stored again: always the
				 * parameter (its casts may share the slot too) */
				bind(&L, &i->u.v, param_of[vi]);
			else if (vi != UINT32_MAX && lw_load_reads_var(i, inst_opnd(i, 0)))
				VEC_PUSH(&var_loads, Inst *, i);
			else if ((same = lw_cast_shares_slot(&L, i)) != UINT32_MAX)
				bind(&L, &i->u.v, same);
			else if (share_phis && (same = lw_phi_slot(&L, i)) != UINT32_MAX)
				bind(&L, &i->u.v, same);
			else
				bind(&L, &i->u.v, lw_new_slots(&L, type_slots(vm, i->u.v.type)));
		}
	uint32_t nundef, kbase = lw_vars_place(&L, param_of, nv, nb, &nundef);
	free(param_of);
	for (uint32_t k = 0; k < var_loads.len; k++) {
		Inst *ld = VEC_AT(&var_loads, Inst *, k);
		bind(&L, &ld->u.v, lw_var_of(&L, inst_opnd(ld, 0)));
	}
	vec_free(&var_loads);
	lf->block_pc = arena_alloc(&vm->arena, (nb + 1) * sizeof *lf->block_pc);
	/* predecessors per block, for the available loads (reuse_frame_load) */
	L.npreds = xcalloc(nb + 1, sizeof *L.npreds);
	for (Block *b = f->first; b; b = b->next)
		for (uint32_t k = 0, n = b->last ? term_num_succ(b->last) : 0; k < n; k++)
			if (term_succ(b->last, k))
				L.npreds[term_succ(b->last, k)->index]++;
	lw_promise_params(&L); /* before the entry block's code */
	for (Block *b = f->first; b && !L.failed; b = b->next) {
		lf->block_pc[b->index] = lw_pc_here(&L);
		/* loads stay available into a block whose only predecessor is
		 * the block before it, reached by a plain branch */
		const Block *pb = b->prev;
		bool keep = false;
		if (pb && L.npreds[b->index] == 1 && pb->last && inst_op(pb->last) == OP_BR)
			for (uint32_t k = 0, n = term_num_succ(pb->last); k < n; k++)
				keep = keep || term_succ(pb->last, k) == b;
		if (!keep)
			L.navail = 0;
		L.ngepi = 0;
		for (Inst *i = b->first; i && !L.failed; i = i->next) {
			if (L.skip_to) {
				if (i == L.skip_to)
					L.skip_to = NULL;
				continue;
			}
			lower_inst(&L, i);
		}
	}
	if (L.frame_top)
		lw_frame_layout(&L, nb);
	vec_free(&L.statics);
	vec_free(&L.byval);
	vec_free(&L.callacc);
	vec_free(&L.sret_seen);
	free(L.npreds);
	FrameObj *fo, *ftmp;
	HASH_ITER(hh, L.fobjs, fo, ftmp) {
		HASH_DEL(L.fobjs, fo);
		free(fo);
	}
	resolve_jumps(&L);
	if (L.opt)
		lw_thread_jumps(&L);
	resolve_unwind(&L);
	if (L.opt) {
		lw_tail_duplicate(&L, lf);
		lw_pair_loads(&L);
		lw_fuse_moves(&L);
		lw_fix_widths(&L);
	}
	/* variables (undef: a register image of 0, poison) and constants:
	 * their register images, copied in at frame entry */
	lf->kbase = kbase;
	lf->nk = L.nslots - kbase;
	if (!L.failed) {
		lf->k = arena_alloc(&vm->arena, (L.nslots + 1) * sizeof *lf->k);
		lf->kpoison = arena_alloc(&vm->arena, L.nslots + 1);
		lf->kconst = arena_alloc(&vm->arena, L.nslots + 1); /* (zeroed) */
		for (uint32_t k = 0; k < L.kvals.len && !L.failed; k++) {
			const Value *c = VEC_AT(&L.kvals, const Value *, k);
			uint32_t s = lw_slot_of(&L, c);
			if (c->kind == VK_MDVALUE)
				continue;
			if (!vm_const_slots(vm, c, lf->k + s, lf->kpoison + s, err, errlen))
				L.failed = true;
			memset(lf->kconst + s, 1, type_slots(vm, c->type));
		}
		memset(lf->kpoison + kbase, 0xff, nundef);
	}
	lf->nslots = L.nslots;
	lf->code = arena_dup(&vm->arena, L.code.data, L.code.len * sizeof(Op));
	vm_thread_code(vm, lf->code, L.code.len);
	lf->src = arena_dup(&vm->arena, L.src.data, L.src.len * sizeof(const Inst *));
	lf->ncode = L.code.len;
	if (vm->debug || vm->trace_exec)
		keep_value_slots(&L); /* a debugger and --trace=exec read values by name */
	SlotEntry *e, *tmp;
	HASH_ITER(hh, L.slots, e, tmp) {
		HASH_DEL(L.slots, e);
		free(e);
	}
	HASH_ITER(hh, L.vars, e, tmp) {
		HASH_DEL(L.vars, e);
		free(e);
	}
	vec_free(&L.code);
	vec_free(&L.src);
	vec_free(&L.kvals);
	vec_free(&L.switches);
	vec_free(&L.fix_ops);
	if (L.failed)
		return NULL;
	static int dump = -1;
	if (dump < 0)
		dump = getenv("EHI_DUMP_LOWERED") != NULL;
	if (dump)
		dump_lowered(lf);
	return lf;
}
