/* lower_frame.c — the frame block: static allocas and byval copies as
 * objects at fixed distances below its top, the proofs that let their
 * accesses skip the shadow (private objects, whose address no op sees;
 * sret results a callee provably fills whole), and the block's layout
 * and shadow template.  Which bytes are written before they are read is
 * lower_frame_init.c's. */
#include "vm/lower.h"
#include "vm/vm_ops.h"

#include <string.h>

/* ------------------------------------------------------- frame objects */

/* Room for `bytes` in the frame block, aligned, below what is there and
 * with a redzone between: its distance from the block's top. */
static uint64_t
frame_place(Lowerer *L, uint64_t bytes, uint64_t align)
{
	uint64_t a = align < 16 ? 16 : align;
	/* a frame larger than the whole stack (a huge or unsized alloca:
	 * the sum would wrap) overflows it at this first call */
	if (bytes > MEM_STACK_BYTES || a > MEM_STACK_BYTES || L->frame_top > MEM_STACK_BYTES - bytes - a) {
		/* the lowering ends (its temporaries freed) and the call that
		 * asked for it reports the overflow (ensure_lowered) */
		L->vm->frame_overflow = bytes;
		lw_fail(L, "its frame needs more than the simulated stack");
		return L->frame_top;
	}
	L->frame_top = (L->frame_top + bytes + MEM_REDZONE + a - 1) & ~(a - 1);
	if (a > L->lf->frame_align)
		L->lf->frame_align = (uint32_t)a;
	VEC_PUSH(&L->statics, uint64_t, L->frame_top);
	VEC_PUSH(&L->statics, uint64_t, bytes);
	return L->frame_top;
}

/* Is v passed to llvm.lifetime.*?  Such an object may one day be dead
 * inside its frame (ehi's markers do nothing now), so it stays checked. */
static bool
has_lifetime_use(const Value *v)
{
	for (const Use *u = v->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST)
			continue;
		if (inst_op(ui) == OP_CALL) {
			const Value *c = inst_callee(ui);
			if (c->kind == VK_FUNCTION && ((const Function *)c)->g.u.v.name &&
			    !strncmp(((const Function *)c)->g.u.v.name, "llvm.lifetime.", 14))
				return true;
		} else if (inst_op(ui) == OP_BITCAST || inst_op(ui) == OP_GETELEMENTPTR) {
			if (has_lifetime_use(&ui->u.v))
				return true;
		}
	}
	return false;
}

/* Does pointer p address n bytes at a constant offset inside a frame
 * object?  Then *dist is that place's distance from the block's top
 * (pointer: the object itself, or getelementptrs of constant indices). */
bool
lw_frame_access(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist)
{
	return lw_frame_access_obj(L, p, n, dist, NULL);
}

bool
lw_frame_access_obj(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist, const FrameObj **obj)
{
	int64_t koff = 0;
	for (int depth = 0; depth < 8 && p->kind == VK_INST; depth++) {
		const Inst *g = (const Inst *)p;
		if (inst_op(g) == OP_BITCAST && g->u.v.type->kind == TY_PTR) {
			p = inst_opnd(g, 0);
			continue;
		}
		GepParts gp;
		if (inst_op(g) != OP_GETELEMENTPTR)
			break;
		if (!lw_gep_parts(L, g, &gp) || gp.idx || __builtin_add_overflow(koff, gp.koff, &koff))
			return false;
		p = gp.base;
	}
	FrameObj *o;
	HASH_FIND_PTR(L->fobjs, &p, o);
	if (!o || koff < 0 || (uint64_t)koff > o->size || n > o->size - (uint64_t)koff)
		return false;
	*dist = o->dist - (uint64_t)koff;
	if (obj)
		*obj = o;
	return true;
}

/* ------------------------------------------------ sret results, proven */
/* -O0 returns a struct through an sret pointer to a local of the caller
 * that the caller reads after the call.  That local's address escapes
 * (a FRAMEADDR), so its bytes start unwritten in the frame's shadow and
 * the callee's first stores and copies into it take the first-write
 * paths.  When the callee provably writes every byte of its sret
 * object before each `ret` (stores of full-width scalars and
 * memcpy/memset of constant length into it, on every path) and does
 * nothing else with the pointer (no load, no copy out, no escape), the
 * object's bytes before that call are never seen by anyone, so lw_frame_init
 * may count the call as a write, and an object only ever passed to such
 * calls (and byval copies, which lw_frame_init sees as reads) starts
 * written when lw_frame_init proves every read of it follows a write: the
 * shadow still follows every store (poison, copied undef bytes), only
 * the never-seen start state differs.  An invoke counts as no write (the
 * callee may unwind before it is done). */
enum { SRET_SCAN_MAX_INSTS = 1024, SRET_MAX_BYTES = 64, SRET_MAX_DEPTH = 8 };

/* the sret parameter of f (k) and its type's size */
static bool
sret_param(const Lowerer *L, const Function *f, uint32_t *k, uint64_t *size)
{
	for (uint32_t j = 0; f->param_attrs && j < f->nargs; j++) {
		const Attr *a = attrs_get(L->vm->m, f->param_attrs[j], ATTR_SRET);
		if (!a)
			continue;
		const Type *t = a->type;
		if (!t && f->args[j].v.type->kind == TY_PTR)
			t = f->args[j].v.type->elem; /* typed pointers: the pointee */
		if (!t || !type_is_first_class(t) || (t->kind == TY_STRUCT && (t->flags & TYF_OPAQUE)))
			return false;
		*k = j;
		*size = dl_type_size(&L->vm->dl, t);
		return true;
	}
	return false;
}

/* bits lo .. lo + n - 1 of a mask of SRET_MAX_BYTES */
static uint64_t
sret_bits(uint64_t lo, uint64_t n)
{
	uint64_t m = n >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
	return m << lo;
}

/* Every use of p (koff bytes into the sret object of `size` bytes) is a
 * write of whole bytes inside it: gen[b] gets them, by block index. */
static bool
sret_writes(const Lowerer *L, const Value *p, uint64_t koff, uint64_t size, uint64_t *gen, int depth)
{
	if (depth > SRET_MAX_DEPTH)
		return false;
	for (const Use *u = p->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		uint64_t n;
		if (!ui)
			continue; /* metadata */
		if (ui->u.v.kind != VK_INST)
			return false;
		switch (inst_op(ui)) {
		case OP_BITCAST:
			if (ui->u.v.type->kind != TY_PTR || !sret_writes(L, &ui->u.v, koff, size, gen, depth + 1))
				return false;
			break;
		case OP_GETELEMENTPTR: {
			GepParts gp;
			if (u != &ui->u.ops[0] || !lw_gep_parts(L, ui, &gp) || gp.idx || gp.base != p || gp.koff < 0 ||
			    (uint64_t)gp.koff > size - koff || !sret_writes(L, &ui->u.v, koff + (uint64_t)gp.koff, size, gen, depth + 1))
				return false;
			break;
		}
		case OP_STORE:
			if (u != &ui->u.ops[1] || !lw_plain_access(ui) || !lw_full_width_scalar(L->vm, inst_opnd(ui, 0)->type, &n) ||
			    n > size - koff)
				return false;
			gen[ui->parent->index] |= sret_bits(koff, n);
			break;
		case OP_CALL: {
			bool set;
			const Value *len = inst_opnd(ui, 2);
			if (!lw_mem_intrinsic(L, ui, &set) || u != &ui->u.ops[0] || len->kind != VK_CINT ||
			    ((const ConstInt *)len)->w[0] > size - koff)
				return false;
			n = ((const ConstInt *)len)->w[0];
			if (n)
				gen[ui->parent->index] |= sret_bits(koff, n);
			break;
		}
		default:
			return false;
		}
	}
	return true;
}

/* The size of f's sret object if f writes it whole on every path to a
 * `ret` and does nothing else with it (above); 0 if not proven. */
static uint64_t
sret_filled_scan(const Lowerer *L, Function *f)
{
	uint32_t k;
	uint64_t size;
	if (f->is_decl || !f->first || !sret_param(L, f, &k, &size) || !size || size > SRET_MAX_BYTES)
		return 0;
	uint32_t nb = 0, ni = 0;
	for (Block *b = f->first; b; b = b->next) {
		b->index = nb++; /* (the position: what the verifier and lower_function set too) */
		for (const Inst *i = b->first; i; i = i->next)
			ni++;
	}
	if (ni > SRET_SCAN_MAX_INSTS)
		return 0;
	uint64_t *gen = xcalloc(nb, sizeof *gen), *out = xmalloc(nb * sizeof *out), *in = xmalloc(nb * sizeof *in);
	uint64_t full = sret_bits(0, size), result = 0;
	if (sret_writes(L, &f->args[k].v, 0, size, gen, 0)) {
		/* forward: the bytes written on every path to each block's end */
		for (uint32_t j = 0; j < nb; j++)
			out[j] = ~(uint64_t)0;
		for (bool changed = true; changed;) {
			changed = false;
			for (uint32_t j = 0; j < nb; j++)
				in[j] = ~(uint64_t)0;
			in[0] = 0;
			for (const Block *b = f->first; b; b = b->next)
				for (uint32_t s = 0, m = b->last ? term_num_succ(b->last) : 0; s < m; s++)
					if (term_succ(b->last, s))
						in[term_succ(b->last, s)->index] &= out[b->index];
			for (uint32_t j = 0; j < nb; j++)
				if ((in[j] | gen[j]) != out[j]) {
					out[j] = in[j] | gen[j];
					changed = true;
				}
		}
		result = size;
		for (const Block *b = f->first; b; b = b->next)
			if (!b->last || (inst_op(b->last) == OP_RET && (out[b->index] & full) != full))
				result = 0;
	}
	free(gen);
	free(out);
	free(in);
	return result;
}

static uint64_t
sret_filled(const Lowerer *L, Function *f)
{
	for (uint32_t j = 0; j < L->sret_seen.len; j++)
		if (VEC_AT(&L->sret_seen, SretFill, j).f == f)
			return VEC_AT(&L->sret_seen, SretFill, j).size;
	SretFill e = {f, sret_filled_scan(L, f)};
	VEC_PUSH((Vec *)&L->sret_seen, SretFill, e); /* (a cache: the analysis is the same) */
	return e.size;
}

/* Argument k of call (or invoke) `call` is p: is it an sret argument of a
 * direct call of a function that fills it (p: its whole frame object),
 * or a byval argument (p inside a frame object)?  *n, *write: what the
 * call does with the object's bytes. */
static bool
call_arg_access(const Lowerer *L, const Inst *call, uint32_t k, const Value *p, uint64_t *dist, uint64_t *n, bool *write)
{
	const CallInfo *ci = inst_call(call);
	if (k >= ci->nargs || ci->nbundles || inst_opnd(call, k) != p)
		return false;
	const Attr *bv = ci->arg_attrs ? attrs_get(L->vm->m, ci->arg_attrs[k], ATTR_BYVAL) : NULL;
	const FrameObj *o;
	if (bv && bv->type) {
		*n = dl_type_size(&L->vm->dl, bv->type);
		*write = false;
		return *n && lw_frame_access_obj(L, p, *n, dist, &o);
	}
	const Value *c = inst_callee(call);
	if (c->kind != VK_FUNCTION || call->ty != ((const Function *)c)->fty)
		return false;
	Function *f = (Function *)c;
	uint32_t sk;
	uint64_t size;
	if (!sret_param(L, f, &sk, &size) || sk != k || !(*n = sret_filled(L, f)))
		return false;
	*write = true;
	return lw_frame_access_obj(L, p, *n, dist, &o) && *dist == o->dist;
}

static bool
call_arg_ok(const Lowerer *L, const Inst *call, uint32_t k, const Value *p)
{
	uint64_t dist, n;
	bool write;
	return call_arg_access(L, call, k, p, &dist, &n, &write);
}

/* ------------------------------------------------------- private objects */
/* lw_uses_private, and with `calls` also a call's sret argument that the
 * callee writes whole (sret_filled) and a byval argument (call_arg_ok):
 * the object's address reaches no op but those calls, which see its
 * bytes only as lw_frame_init knows (CallAccess) */
static bool
uses_frame_only(const Lowerer *L, const Value *p, int depth, bool calls)
{
	uint64_t bytes, dist;
	if (depth > 8)
		return false;
	for (const Use *u = p->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui)
			continue; /* metadata (llvm.dbg.declare) */
		if (ui->u.v.kind != VK_INST)
			return false;
		switch (inst_op(ui)) {
		case OP_LOAD:
			if (!lw_plain_access(ui) || !lw_full_width_scalar(L->vm, ui->u.v.type, &bytes) ||
			    !lw_frame_access(L, p, bytes, &dist))
				return false;
			break;
		case OP_STORE:
			if (u != &ui->u.ops[1] || !lw_plain_access(ui) ||
			    !lw_full_width_scalar(L->vm, inst_opnd(ui, 0)->type, &bytes) || !lw_frame_access(L, p, bytes, &dist))
				return false;
			break;
		case OP_GETELEMENTPTR:
			if (u != &ui->u.ops[0] || !uses_frame_only(L, &ui->u.v, depth + 1, calls))
				return false;
			break;
		case OP_BITCAST:
			if (ui->u.v.type->kind != TY_PTR || !uses_frame_only(L, &ui->u.v, depth + 1, calls))
				return false;
			break;
		case OP_CALL: case OP_INVOKE: {
			/* a side of a memcpy/memset the op addresses frame-relative */
			bool set;
			uint32_t k = (uint32_t)(u - ui->u.ops);
			if (calls && !(inst_op(ui) == OP_CALL && lw_mem_intrinsic(L, ui, &set)) && call_arg_ok(L, ui, k, p))
				break;
			if (inst_op(ui) != OP_CALL || !lw_mem_intrinsic(L, ui, &set) || k > (set ? 0u : 1u) ||
			    !lw_mem_frame_side(L, ui, k, &dist))
				return false;
			break;
		}
		default:
			return false;
		}
	}
	return true;
}

/* Is every use of frame object pointer p (or of a pointer derived from
 * it) a load or store that lower_load_store makes frame-relative?  Then
 * no op ever sees the object's address: the object is private, and
 * needs no live shadow (no checked access may reach it: stricter still)
 * and no FRAMEADDR. */
bool
lw_uses_private(const Lowerer *L, const Value *p, int depth)
{
	return uses_frame_only(L, p, depth, false);
}

/* Make v a frame object (unless lifetime markers touch it); is it
 * private (lw_uses_private)?  L->frame_shared notes one that is not. */
static bool
add_frame_obj(Lowerer *L, const Value *v, uint64_t dist, uint64_t size)
{
	if (!L->fast_mem || has_lifetime_use(v)) {
		L->frame_shared = true;
		return false;
	}
	FrameObj *o = xmalloc(sizeof *o);
	o->v = v;
	o->dist = dist;
	o->size = size;
	o->tracked = o->byval = o->sret_only = false;
	HASH_ADD_PTR(L->fobjs, v, o);
	o->priv = lw_uses_private(L, v, 0);
	if (o->priv)
		return true;
	o->sret_only = uses_frame_only(L, v, 0, true);
	L->frame_shared = true;
	return false;
}

/* The CALL op at pc for `call`: note what it reads and writes of
 * sret_only frame objects (lw_frame_init). */
void
lw_note_call_access(Lowerer *L, const Inst *call, uint32_t pc, const void *cs)
{
	if (!L->fobjs)
		return;
	const CallInfo *ci = inst_call(call);
	for (uint32_t k = 0; k < ci->nargs; k++) {
		const Value *p = inst_opnd(call, k);
		uint64_t dist, n;
		bool write;
		const FrameObj *o;
		if (p->type->kind != TY_PTR || !call_arg_access(L, call, k, p, &dist, &n, &write) ||
		    !lw_frame_access_obj(L, p, n, &dist, &o) || !o->sret_only)
			continue;
		if (write && inst_op(call) != OP_CALL)
			continue; /* an invoke: the callee may unwind before it is done */
		CallAccess a = {pc, cs, dist, n, write};
		VEC_PUSH(&L->callacc, CallAccess, a);
	}
}

/* ------------------------------------------------ allocas, byval, layout */
/* A static alloca (entry block, constant size) takes a fixed place in the
 * frame block, below the previous one with a redzone between, as the
 * stack grows; the others allocate at run time (ALLOCA). */
void
lower_alloca(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	uint64_t size = dl_type_size(&vm->dl, i->ty);
	uint64_t align = inst_align(i) ? inst_align(i) : dl_abi_align(&vm->dl, i->ty);
	if (i->parent == L->f->first && (!i->u.nops || inst_opnd(i, 0)->kind == VK_CINT) &&
	    !(i->u.flags & IF_INALLOCA)) {
		if (L->vars && lw_var_of(L, &i->u.v) != UINT32_MAX)
			return; /* a variable: a register, no memory */
		uint64_t count = i->u.nops ? ((ConstInt *)inst_opnd(i, 0))->w[0] : 1;
		uint64_t bytes = size * count;
		uint64_t dist = frame_place(L, bytes, align);
		if (add_frame_obj(L, &i->u.v, dist, bytes))
			return; /* private: nothing needs its address */
		Op *o = lw_emit(L, OPC_FRAMEADDR, lw_slot_of(L, &i->u.v), 0, 0);
		o->x.k = dist; /* offset from the block's top, resolved by lw_frame_layout */
		return;
	}
	Op *o = lw_emit(L, OPC_ALLOCA, lw_slot_of(L, &i->u.v), i->u.nops ? lw_slot_of(L, inst_opnd(i, 0)) : 0, i->u.nops);
	o->x.k = size;
	o->w = (uint8_t)(i->u.nops ? inst_opnd(i, 0)->type->bits : 0);
	uint8_t l = 0;
	while (((uint64_t)1 << l) < align)
		l++;
	o->f = l;
}

/* byval parameters: their copies open the frame block (the call copies
 * the argument's bytes there, so the callee's accesses to them are
 * frame-relative) */
void
lw_frame_byval(Lowerer *L)
{
	VM *vm = L->vm;
	Function *f = L->f;
	LFunc *lf = L->lf;
	for (uint32_t k = 0; k < f->nargs; k++) {
		const Attr *bv = f->param_attrs ? attrs_get(vm->m, f->param_attrs[k], ATTR_BYVAL) : NULL;
		const Type *bt = bv ? bv->type : NULL;
		if (bv && !bt && f->args[k].v.type->kind == TY_PTR)
			bt = f->args[k].v.type->elem; /* typed pointers: the pointee */
		if (!bt || !type_is_first_class(bt) || (bt->kind == TY_STRUCT && (bt->flags & TYF_OPAQUE)))
			continue;
		const Attr *al = attrs_get(vm->m, f->param_attrs[k], ATTR_ALIGN);
		uint64_t size = dl_type_size(&vm->dl, bt), align = dl_abi_align(&vm->dl, bt);
		if (al && al->ival > align)
			align = al->ival;
		struct LByval b = {.param = k, .slot = lf->param_slot[k], .off = frame_place(L, size, align), .size = size};
		VEC_PUSH(&L->byval, struct LByval, b);
		add_frame_obj(L, &f->args[k].v, b.off, size);
		FrameObj *bo;
		const Value *bv_v = &f->args[k].v;
		HASH_FIND_PTR(L->fobjs, &bv_v, bo);
		if (bo)
			bo->byval = true; /* written by the call (lw_frame_init) */
	}
}

/* The frame block, once its ops are lowered: objects at their distances
 * below the top; the shadow template marks them live and everything else
 * a redzone; the ops' distances from the top become offsets from the
 * base. */
void
lw_frame_layout(Lowerer *L, uint32_t nb)
{
	VM *vm = L->vm;
	LFunc *lf = L->lf;
	/* a multiple of the block's alignment: objects lie at total - top */
	uint64_t fa = lf->frame_align < 16 ? 16 : lf->frame_align;
	uint64_t total = (L->frame_top + MEM_REDZONE + fa - 1) & ~(fa - 1);
	lf->frame_bytes = total;
	lf->frame_shadow = arena_alloc(&vm->arena, total);
	FrameObj *fo, *ftmp;
	lw_frame_init(L, nb);
	/* objects start unwritten, but those whose frame-relative
	 * loads are proven to read written bytes (no shadow is ever
	 * checked for them) and byval copies (written at the call) */
	for (uint32_t k = 0; k < L->statics.len; k += 2) {
		uint64_t dist = VEC_AT(&L->statics, uint64_t, k), n = VEC_AT(&L->statics, uint64_t, k + 1);
		memset(lf->frame_shadow + (total - dist), SH_STACK_UNINIT, n);
	}
	HASH_ITER(hh, L->fobjs, fo, ftmp)
		if ((fo->priv || fo->sret_only) && !fo->tracked)
			memset(lf->frame_shadow + (total - fo->dist), SH_STACK, fo->size);
	for (uint32_t k = 0; k < L->byval.len; k++) {
		const struct LByval *b = &VEC_AT(&L->byval, struct LByval, k);
		memset(lf->frame_shadow + (total - b->off), SH_STACK, b->size);
	}
	/* an alloca that an llvm.lifetime.start makes live starts dead
	 * (LangRef; vm/lifetime.c) */
	for (uint32_t k = 0; k < L->code.len && k < L->src.len; k++) {
		const Op *o = &VEC_AT(&L->code, Op, k);
		const Inst *a = VEC_AT(&L->src, const Inst *, k);
		if (o->code == OPC_FRAMEADDR && a && inst_op(a) == OP_ALLOCA && vm_lifetime_starts(&a->u.v)) {
			uint64_t count = a->u.nops ? ((const ConstInt *)inst_opnd(a, 0))->w[0] : 1;
			memset(lf->frame_shadow + (total - o->x.k), SH_DEAD_STACK, dl_type_size(&vm->dl, a->ty) * count);
		}
	}
	for (uint32_t k = 0; k < L->code.len; k++) {
		Op *o = &VEC_AT(&L->code, Op, k);
		if (o->code == OPC_FRAMEADDR || o->code == OPC_LOADF || o->code == OPC_LOADF8 ||
		    o->code == OPC_STOREF || o->code == OPC_STOREFK || o->code == OPC_LOADFC ||
		    o->code == OPC_STOREFC || o->code == OPC_STOREFKC)
			o->x.k = total - o->x.k;
		if ((o->code == OPC_MEMCPY || o->code == OPC_MEMSET) && (o->f & 4))
			o->a = (uint32_t)(total - o->a);
		if (o->code == OPC_MEMCPY && (o->f & 8))
			o->b = (uint32_t)(total - o->b);
	}
	/* every object private: the block's shadow is never set up
	 * (what was below sp stays not accessible) */
	lf->frame_private = !L->frame_shared;
	lf->frame_mask = ~(fa - 1);
	lf->frame_fast = lf->frame_private && total <= ((uint64_t)1 << 20);
	lf->nbyval = L->byval.len;
	lf->byval = arena_alloc(&vm->arena, (L->byval.len + 1) * sizeof *lf->byval);
	for (uint32_t k = 0; k < L->byval.len; k++) {
		lf->byval[k] = VEC_AT(&L->byval, struct LByval, k);
		lf->byval[k].off = total - lf->byval[k].off;
	}
}