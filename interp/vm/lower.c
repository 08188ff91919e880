/* lower.c — a verified function, once, into the VM's compact form.
 *
 * Every SSA value gets frame slots (64-bit registers); every constant it
 * uses gets slots too, filled at frame entry from the function's constant
 * image, so ops address all operands the same way.  Phis become parallel
 * copies on the incoming edges (an edge with copies gets a stub: copies,
 * then a jump).  Widths, offsets and types are resolved here, so the
 * dispatch loop never inspects IR types.
 *
 * For speed on -O0 code (off under --trace=exec, which shows the plain
 * ops): scalar allocas used only by loads and stores become registers
 * (variables, below); small integer constants of the common ops become
 * immediates (the K forms: no slot, nothing copied per call); a result
 * stored straight into a variable is computed into it;
 * compare-and-branch has an op per predicate; index sexts and
 * getelementptrs fold into the access after them (LOADX, STOREX); loads
 * and stores at constant addresses inside globals are checked here, once
 * (LOADG, STOREG); a jump to the next block disappears, a jump to a
 * branch becomes a copy of it.
 *
 * Register images (what a slot holds):
 *   iN <= 64 bits   the value, zero-extended        1 slot
 *   iN > 64         little-endian words              ceil(N/64) slots
 *   pointer         the target address               1 slot
 *   half/float/double and friends: their IEEE bits   1 slot (80/128-bit: 2)
 *   vector, struct, array: the target memory image (target byte order),
 *                   padded to whole slots, so loads and stores copy bytes */
#include "vm/exec.h"
#include "vm/vm_ops.h"
#include "vm/wideint.h"

#include <stdlib.h>
#include <string.h>

typedef struct SlotEntry {
	const Value *v;
	uint32_t slot;
	UT_hash_handle hh;
} SlotEntry;

/* Frame-relative loads whose values a later load of the same bytes may
 * take instead of loading again (reuse_frame_load): the place (distance
 * from the block's top), width, the first load's slot, and whether the
 * object is private (only frame-relative stores and copies write it;
 * anything that may write memory ends the others).  Valid along a block
 * and into a block whose only predecessor is the one laid out before
 * it. */
enum { NAVAIL = 16 };
typedef struct AvailLoad {
	uint64_t dist, bytes;
	uint32_t slot;
	bool priv;
} AvailLoad;

typedef struct Lowerer {
	VM *vm;
	Function *f;
	LFunc *lf;
	Vec code;           /* Op */
	Vec src;            /* const Inst* */
	SlotEntry *slots;   /* Value* -> first slot */
	uint32_t nslots;
	Vec kvals;          /* const Value* of each constant slot group, in order */
	Vec switches;       /* SwitchTable*: targets still block indices (or stub pcs) */
	Vec fix_ops;        /* uint32_t op index of jumps whose targets are block indices */
	char *err;
	size_t errlen;
	bool failed;
	const Inst *cur;
	uint64_t frame_top;  /* static allocas: bytes of the frame block so far */
	Vec statics;        /* uint64_t pairs: distance from the top, size */
	bool opt;           /* promote variables, pick K/_V forms (off for --trace=exec) */
	bool fast_mem;      /* opt on a little-endian target: the memory ops that
			       read and write host words directly (LOADX, LOADO,
			       LOADF, LOADG and their stores) */
	SlotEntry *vars;    /* promoted alloca -> its variable's slot */
	struct FrameObj *fobjs; /* objects of the frame block (frame-relative access) */
	bool frame_shared;  /* some object of the frame block is not private */
	AvailLoad avail[NAVAIL];
	uint32_t navail;
	uint32_t *npreds;   /* predecessors of each block (by index) */
	const Inst *skip_to; /* an op already did the instructions up to this one */
	Vec byval;          /* LByval: byval parameters, their copies in the frame block */
	Vec callacc;        /* CallAccess: what calls read and write of sret_only objects */
	Vec sret_seen;      /* SretFill: callees sret_filled has looked at */
} Lowerer;

/* A call's access to a frame object (frame_init): a byval argument's
 * copy reads it, a proven sret result (sret_filled) writes it. */
typedef struct CallAccess {
	uint32_t pc;
	const void *cs;     /* the CALL op's call site (a check that pc is still it) */
	uint64_t dist, n;
	bool write;
} CallAccess;

typedef struct SretFill {
	const Function *f;
	uint64_t size;      /* 0: not proven */
} SretFill;

/* An object in the frame block (a static alloca or a byval parameter's
 * copy) at a fixed distance below the block's top: it is live exactly as
 * long as its frame, so an access at a constant offset inside it needs
 * no check (the F ops). */
typedef struct FrameObj {
	const Value *v;
	uint64_t dist, size;
	bool priv;          /* private (uses_private) */
	bool tracked;       /* its bytes' initialisation is kept in the shadow (frame_init) */
	bool byval;         /* a byval parameter's copy (written at entry) */
	bool sret_only;     /* not private, but only as call arguments seen (uses_frame_only) */
	UT_hash_handle hh;
} FrameObj;

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
	L->lf->values = arena_alloc(&L->vm->m->arena, (n + 1) * sizeof *L->lf->values);
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


/* ------------------------------------------------------------- types */
uint32_t
type_slots(VM *vm, const Type *t)
{
	switch (t->kind) {
	case TY_VOID: return 0;
	case TY_INT: return (t->bits + 63) / 64;
	case TY_X86_FP80: case TY_FP128: case TY_PPC_FP128: return 2;
	case TY_STRUCT: case TY_ARRAY: case TY_VECTOR: {
		uint64_t n = dl_type_size(&vm->dl, t);
		return (uint32_t)((n + 7) / 8);
	}
	default: return 1;
	}
}

static uint64_t
mask_of(uint32_t bits)
{
	return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

/* -------------------------------------------------------------- errors */
static bool
fail(Lowerer *L, const char *fmt, ...)
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
static uint32_t
new_slots(Lowerer *L, uint32_t n)
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
static uint32_t
slot_of(Lowerer *L, const Value *v)
{
	SlotEntry *e;
	HASH_FIND_PTR(L->slots, &v, e);
	if (e)
		return e->slot;
	if (!vk_is_const(v->kind) && v->kind != VK_MDVALUE) {
		fail(L, "internal: value without a slot");
		return 0;
	}
	uint32_t s = new_slots(L, v->kind == VK_MDVALUE ? 1 : type_slots(L->vm, v->type));
	VEC_PUSH(&L->kvals, const Value *, v);
	bind(L, v, s);
	return s;
}

/* --------------------------------------------------------------- emit */
static Op *
emit(Lowerer *L, OpCode c, uint32_t d, uint32_t a, uint32_t b)
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

static uint32_t
pc_here(Lowerer *L)
{
	return L->code.len;
}

/* remember that op `at`'s x.c[which] names block `b` (patched at the end) */
static void
fix_block(Lowerer *L, uint32_t at, int which, const Block *b)
{
	uint32_t v = at << 1 | (uint32_t)which;
	VEC_PUSH(&L->fix_ops, uint32_t, v);
	VEC_AT(&L->code, Op, at).x.c[which] = b->index;
}

/* Parallel copies into the phis of `to` for the edge from `from`, then a
 * jump.  Returns the pc of the stub (or, without phis, of `to` via fixup:
 * then *direct is set and no code is emitted). */
static uint32_t
edge(Lowerer *L, const Block *from, const Block *to, bool *direct)
{
	Inst *i = to->first;
	if (!i || inst_op(i) != OP_PHI) {
		*direct = true;
		return 0;
	}
	*direct = false;
	uint32_t start = pc_here(L);
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
			uint32_t src = slot_of(L, inst_opnd(p, k));
			uint32_t dst = slot_of(L, &p->u.v);
			if (reads_phi) {
				uint32_t t = new_slots(L, n);
				VEC_PUSH(&temps, uint32_t, t);
				Op *o = emit(L, n == 1 ? OPC_MOV : OPC_MOVN, t, src, 0);
				o->x.k = n;
			} else {
				Op *o = emit(L, n == 1 ? OPC_MOV : OPC_MOVN, dst, src, 0);
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
					uint32_t n = type_slots(L->vm, p->u.v.type);
					Op *o = emit(L, n == 1 ? OPC_MOV : OPC_MOVN, slot_of(L, &p->u.v),
						     VEC_AT(&temps, uint32_t, ti++), 0);
					o->x.k = n;
					break;
				}
	}
	vec_free(&temps);
	uint32_t j = pc_here(L);
	emit(L, OPC_JMP, 0, 0, 0);
	fix_block(L, j, 0, to);
	return start;
}

/* ------------------------------------------------------- instructions */
static InstSlots *
inst_slots(Lowerer *L, Inst *i)
{
	InstSlots *is = arena_alloc(&L->vm->m->arena, sizeof *is + (i->u.nops + 1) * sizeof(uint32_t));
	is->i = i;
	is->nops = i->u.nops;
	for (uint32_t k = 0; k < i->u.nops; k++) {
		Value *o = inst_opnd(i, k);
		is->s[k] = o->kind == VK_BLOCK ? UINT32_MAX : slot_of(L, o);
	}
	is->d = i->u.v.type->kind != TY_VOID ? slot_of(L, &i->u.v) : 0;
	return is;
}

/* ------------------------------------------------ promoted variables */
/* -O0 code keeps every local in an alloca and touches it only by loads
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
static bool
is_scalar_reg(const Type *t)
{
	return t->kind == TY_INT ? t->bits <= 64 : (t->kind == TY_PTR || t->kind == TY_FLOAT ||
						    t->kind == TY_DOUBLE || t->kind == TY_HALF ||
						    t->kind == TY_BFLOAT);
}

static bool
plain_access(const Inst *i)
{
	return !(i->u.flags & (IF_VOLATILE | IF_ATOMIC));
}

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
	if (!is_scalar_reg(t) || bytes > 8 || (bytes & (bytes - 1)) || type_slots(L->vm, t) != 1)
		return false;
	for (const Use *u = a->u.v.uses; u; u = u->next) {
		if (!u->user)
			continue; /* metadata (llvm.dbg.declare): never an access */
		const Inst *ui = (const Inst *)u->user;
		if (ui->u.v.kind != VK_INST || !plain_access(ui))
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

static uint32_t
var_of(const Lowerer *L, const Value *p)
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
			if (inst_op(i) == OP_STORE && (v = var_of(L, inst_opnd(i, 1))) != UINT32_MAX)
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
			if (inst_op(i) == OP_STORE && (v = var_of(L, inst_opnd(i, 1))) != UINT32_MAX)
				in[v / 64] |= (uint64_t)1 << (v % 64);
			else if (inst_op(i) == OP_LOAD && (v = var_of(L, inst_opnd(i, 0))) != UINT32_MAX &&
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
	    !plain_access(st))
		return NULL;
	const Value *var = inst_opnd(st, 1);
	if (var_of(L, var) == UINT32_MAX || type_slots(L->vm, a->v.type) != 1)
		return NULL;
	for (const Inst *i = L->f->first->first; i != st; i = i->next)
		if ((inst_op(i) == OP_LOAD && inst_opnd(i, 0) == var) || (inst_op(i) == OP_STORE && inst_opnd(i, 1) == var))
			return NULL;
	return var;
}

/* How many stores write variable var? */
static uint32_t
var_stores(const Value *var)
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
static bool
load_reads_var(const Inst *ld, const Value *var)
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

/* The register image of a one-slot constant, for the immediate forms
 * (not of poison or undef: an immediate has no poison byte). */
static bool
const_image(Lowerer *L, const Value *c, uint64_t *img)
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
static bool
small_imm(const Value *c, unsigned w, uint32_t *imm)
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
	case OPC_MOV: case OPC_TRUNC: case OPC_SEXT: case OPC_LOAD: case OPC_GEPK: case OPC_GEPI:
	case OPC_LOADX: case OPC_LOADF: case OPC_LOADO: case OPC_LOADO8: case OPC_LOADF8:
		return true;
	default:
		return false;
	}
}

/* store v into variable `var`: retarget the op that just computed v
 * when the store is its only use, else copy */
static void
store_var(Lowerer *L, Inst *st, uint32_t var)
{
	Value *v = inst_opnd(st, 0);
	uint64_t img;
	if (v->kind == VK_ARG && slot_of(L, v) == var)
		return; /* a parameter that is its variable (param_var) */
	if (v->kind == VK_INST && (Inst *)v == st->prev && v->uses && !v->uses->next && L->code.len) {
		Op *last = &VEC_AT(&L->code, Op, L->code.len - 1);
		const Inst *last_src = VEC_AT(&L->src, const Inst *, L->src.len - 1);
		if (last_src == (Inst *)v && writes_var(last->code) && last->d == slot_of(L, v)) {
			last->d = var;
			return;
		}
	}
	if (v->kind != VK_INST && v->kind != VK_ARG && const_image(L, v, &img)) {
		Op *o = emit(L, OPC_SETK_V, var, 0, 0);
		o->x.k = img;
		return;
	}
	emit(L, OPC_MOV, var, slot_of(L, v), 0);
}

static bool zext_imm(const Value *c, unsigned w, uint32_t *imm);

static void
lower_binary(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	const Type *t = i->u.v.type;
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
		if ((sgn ? small_imm(inst_opnd(i, 1), t->bits, &imm) : zext_imm(inst_opnd(i, 1), t->bits, &imm)) &&
		    imm != 0 && !(sgn && (int32_t)imm == -1)) {
			Op *o = emit(L, (OpCode)dkmap[op], slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), imm);
			o->f = flags;
			o->w = (uint8_t)t->bits;
			o->x.k = mask_of(t->bits);
			return;
		}
	}
	if (L->opt && kmap[op] && t->kind == TY_INT && t->bits <= 64) {
		Value *x = inst_opnd(i, 0);
		uint32_t imm;
		bool ok = small_imm(inst_opnd(i, 1), t->bits, &imm);
		if (!ok && op != OP_SUB && small_imm(x, t->bits, &imm)) {
			x = inst_opnd(i, 1);
			ok = true;
		}
		if (ok) {
			static const uint16_t nkmap[OP__COUNT] = {
				[OP_ADD] = OPC_ADDNK, [OP_SUB] = OPC_SUBNK, [OP_MUL] = OPC_MULNK};
			uint16_t code = flags == OPF_NSW && nkmap[op] ? nkmap[op] : kmap[op];
			Op *o = emit(L, (OpCode)code, slot_of(L, &i->u.v), slot_of(L, x), imm);
			o->f = flags;
			o->w = (uint8_t)t->bits;
			o->x.k = mask_of(t->bits);
			return;
		}
	}
	uint32_t d = slot_of(L, &i->u.v), a = slot_of(L, inst_opnd(i, 0));
	uint32_t b = op == OP_FNEG ? 0 : slot_of(L, inst_opnd(i, 1));
	if (t->kind == TY_VECTOR) {
		Op *o = emit(L, OPC_VECOP, d, a, b);
		o->x.p = inst_slots(L, i);
		return;
	}
	if (type_is_fp(t)) {
		static const uint8_t fo[OP__COUNT] = {[OP_FADD] = FO_ADD, [OP_FSUB] = FO_SUB,
						      [OP_FMUL] = FO_MUL, [OP_FDIV] = FO_DIV, [OP_FREM] = FO_REM};
		Op *o = emit(L, op == OP_FNEG ? OPC_FNEG : OPC_FBIN, d, a, b);
		o->f = fo[op];
		o->w = (uint8_t)fp_kind_of_type(t);
		return;
	}
	if (t->bits > 64) {
		if (t->bits > 128) { /* the slower path (wideint.c) */
			Op *o = emit(L, OPC_WIDEINT, d, a, b);
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
		Op *o = emit(L, OPC_INT128, d, a, b);
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
	Op *o = emit(L, (OpCode)(L->opt && flags == OPF_NSW && nmap[op] ? nmap[op] : map[op]), d, a, b);
	o->f = flags;
	o->w = (uint8_t)t->bits;
	o->x.k = mask_of(t->bits);
}

static bool sext_folds(const Lowerer *L, const Inst *s);
static uint32_t cast_shares_slot(Lowerer *L, const Inst *i);

static void
lower_cast(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	const Type *st = inst_opnd(i, 0)->type, *dt = i->u.v.type;
	if (sext_folds(L, i))
		return; /* the getelementptr using it extends the index itself */
	uint32_t d = slot_of(L, &i->u.v), a = slot_of(L, inst_opnd(i, 0));
	if (d == a && cast_shares_slot(L, i) == a)
		return; /* the result is its operand's slot (cast_shares_slot) */
	if (st->kind == TY_VECTOR || dt->kind == TY_VECTOR) {
		if (op == OP_BITCAST && st->kind == TY_VECTOR && dt->kind == TY_VECTOR) {
			Op *o = emit(L, OPC_MOVN, d, a, 0);
			o->x.k = type_slots(L->vm, dt);
			return;
		}
		Op *o = emit(L, OPC_VECOP, d, a, 0);
		o->x.p = inst_slots(L, i);
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
			Op *o = emit(L, OPC_WIDEINT, d, a, 0);
			o->f = (uint8_t)(op == OP_SEXT ? WI_SEXT : db < sb ? WI_TRUNC : WI_ZEXT);
			o->w = cflags;
			o->x.c[0] = sb;
			o->x.c[1] = db;
			return;
		}
		if (sb > 64 || db > 64) {
			Op *o = emit(L, OPC_INT128, d, a, 0);
			o->f = op == OP_SEXT ? I128_SEXT : db < sb ? I128_TRUNC : I128_ZEXT;
			o->w = (uint8_t)(sb > 64 ? sb - 64 : 0);
			o->b = cflags;
			o->x.c[0] = sb;
			o->x.c[1] = db;
			return;
		}
		if (op == OP_SEXT) {
			Op *o = emit(L, OPC_SEXT, d, a, 0);
			o->w = (uint8_t)sb;
			o->x.k = mask_of(db);
		} else {
			Op *o = emit(L, OPC_TRUNC, d, a, 0);
			o->x.k = mask_of(db < sb ? db : sb);
			o->f = cflags;
			o->w = (uint8_t)sb;
		}
		return;
	}
	case OP_BITCAST:
	case OP_ADDRSPACECAST: {
		uint32_t n = type_slots(L->vm, dt);
		Op *o = emit(L, n == 1 ? OPC_MOV : OPC_MOVN, d, a, 0);
		o->x.k = n;
		return;
	}
	default: {
		const Type *it = type_is_fp(st) ? dt : st;
		if (it->kind == TY_INT && it->bits > 64) { /* wideint.c rounds once, at any width */
			Op *o = emit(L, OPC_WIDEINT, d, a, 0);
			o->f = (uint8_t)wideint_op(op);
			o->w = (uint8_t)fp_kind_of_type(type_is_fp(st) ? st : dt);
			o->x.c[0] = it->bits;
			o->x.c[1] = i->u.flags & IF_NNEG ? OPF_NNEG : 0;
			return;
		}
		static const uint8_t cv[OP__COUNT] = {[OP_FPTRUNC] = CV_FPTRUNC, [OP_FPEXT] = CV_FPEXT,
						      [OP_FPTOSI] = CV_FPTOSI, [OP_FPTOUI] = CV_FPTOUI,
						      [OP_SITOFP] = CV_SITOFP, [OP_UITOFP] = CV_UITOFP};
		Op *o = emit(L, OPC_FCONV, d, a, 0);
		o->f = cv[op];
		/* float kinds and integer widths of both sides */
		o->w = (uint8_t)(type_is_fp(st) ? fp_kind_of_type(st) : fp_kind_of_type(dt));
		o->x.c[0] = type_is_fp(st) ? fp_kind_of_type(st) : st->bits;
		o->x.c[1] = type_is_fp(dt) ? fp_kind_of_type(dt) : dt->bits;
		return;
	}
	}
}

/* -O0 widens every array index with its own sext right before the
 * getelementptr; GEPI sign-extends from any width itself, so such a sext
 * (whose only use is the index of the scalar getelementptr right after
 * it) emits nothing and the index is its operand.  Right after: the
 * operand is then read one instruction later, with nothing between that
 * could store to a variable it reads in place.  The same holds for the
 * other folds below (a getelementptr into the one after it or into the
 * access after it). */
static bool
sext_folds(const Lowerer *L, const Inst *s)
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
	if (idx->kind == VK_INST && sext_folds(L, (const Inst *)idx)) {
		Value *src = inst_opnd((const Inst *)idx, 0);
		*w = src->type->bits;
		return src;
	}
	*w = idx->type->bits;
	return idx;
}

/* A scalar getelementptr with at most one variable index, as
 * base + sext_w(idx) * scale + koff (idx NULL: none). */
typedef struct GepParts {
	Value *base, *idx;
	unsigned w;
	uint64_t scale;
	int64_t koff;
} GepParts;

static bool gep_parts(const Lowerer *L, const Inst *g, GepParts *p);

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
	       outer->u.v.type->kind != TY_VECTOR && gep_parts(L, g, &p) && !p.idx;
}

static bool
gep_parts(const Lowerer *L, const Inst *g, GepParts *p)
{
	VM *vm = L->vm;
	*p = (GepParts){.base = inst_opnd(g, 0)};
	if (g->u.v.type->kind == TY_VECTOR)
		return false;
	if (p->base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)p->base)) {
		GepParts in;
		gep_parts(L, (const Inst *)p->base, &in);
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
			p->koff += (int64_t)dl_field_offset(&vm->dl, t, (uint32_t)fi);
			t = t->sub[fi];
			continue;
		} else {
			t = t->elem;
			scale = dl_type_size(&vm->dl, t);
		}
		if (idx->type->kind != TY_INT || idx->type->bits > 64)
			return false;
		if (idx->kind == VK_CINT)
			p->koff += vm_sext(((ConstInt *)idx)->w[0], idx->type->bits) * (int64_t)scale;
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
static bool
full_width_scalar(VM *vm, const Type *t, uint64_t *bytes)
{
	*bytes = dl_store_size(&vm->dl, t);
	return is_scalar_reg(t) && *bytes <= 8 && (*bytes & (*bytes - 1)) == 0 &&
	       (t->kind != TY_INT || t->bits == *bytes * 8);
}

/* Does getelementptr g become part of the load or store right after it
 * (LOADX, STOREX)?  When it is that access's address and nothing else's. */
/* Does v's register hold at instruction `to` what it held at `from`
 * (both in one block, from first)?  Only a load that reads a promoted
 * variable in place can change between them: by a store to the variable. */
static bool
reads_stable(const Lowerer *L, const Value *v, const Inst *from, const Inst *to)
{
	if (!v || !L->vars || v->kind != VK_INST || inst_op((const Inst *)v) != OP_LOAD)
		return true;
	const Value *var = inst_opnd((const Inst *)v, 0);
	uint32_t vs = var_of(L, var);
	SlotEntry *e;
	HASH_FIND_PTR(L->slots, &v, e);
	if (vs == UINT32_MAX || !e || e->slot != vs)
		return true;
	for (const Inst *i = from->next; i && i != to; i = i->next)
		if (inst_op(i) == OP_STORE && inst_opnd(i, 1) == var)
			return false;
	return true;
}

/* The getelementptr g becomes part of its users when each is a load or
 * store through it later in its block (LOADX, STOREX, LOADO, STOREO) and
 * g's operands hold the same values there (reads_stable): each access
 * computes the address itself (p->field = x; p->field += y). */
static bool
gep_folds(const Lowerer *L, const Inst *g, GepParts *p)
{
	uint64_t bytes;
	if (!L->fast_mem || !g->u.v.uses || !gep_parts(L, g, p) || p->scale > UINT32_MAX || p->koff != (int32_t)p->koff)
		return false;
	for (const Use *u = g->u.v.uses; u; u = u->next) {
		const Inst *n = (const Inst *)u->user;
		if (!n || n->u.v.kind != VK_INST || n->parent != g->parent || n->order <= g->order ||
		    n->order - g->order > 64)
			return false;
		if (n != g->next && !(reads_stable(L, p->base, g, n) && reads_stable(L, p->idx, g, n)))
			return false;
		if (inst_op(n) == OP_LOAD && inst_opnd(n, 0) == &g->u.v && full_width_scalar(L->vm, n->u.v.type, &bytes))
			continue;
		if (inst_op(n) == OP_STORE && inst_opnd(n, 1) == &g->u.v && inst_opnd(n, 0) != &g->u.v &&
		    full_width_scalar(L->vm, inst_opnd(n, 0)->type, &bytes))
			continue;
		return false;
	}
	return true;
}

static bool uses_private(const Lowerer *L, const Value *p, int depth);

static void
lower_gep(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	GepParts gp;
	if (gep_folds(L, i, &gp) || gep_folds_into_gep(L, i))
		return; /* its user computes the address */
	uint32_t same = cast_shares_slot(L, i);
	if (same != UINT32_MAX && same == slot_of(L, &i->u.v))
		return; /* adds 0: its base's slot (cast_shares_slot) */
	if (L->fobjs && uses_private(L, &i->u.v, 0))
		return; /* only frame-relative ops use it: they know the address */
	uint32_t d = slot_of(L, &i->u.v);
	if (i->u.v.type->kind == TY_VECTOR) {
		Op *o = emit(L, OPC_VECOP, d, slot_of(L, inst_opnd(i, 0)), 0);
		o->x.p = inst_slots(L, i);
		return;
	}
	if (L->opt && gep_parts(L, i, &gp)) {
		Op *o;
		if (gp.idx && gp.koff == 0) {
			o = emit(L, OPC_GEPI, d, slot_of(L, gp.base), slot_of(L, gp.idx));
			o->w = (uint8_t)gp.w;
			o->x.k = gp.scale;
		} else if (gp.idx) {
			uint32_t t2 = new_slots(L, 1);
			o = emit(L, OPC_GEPI, t2, slot_of(L, gp.base), slot_of(L, gp.idx));
			o->w = (uint8_t)gp.w;
			o->x.k = gp.scale;
			o = emit(L, OPC_GEPK, d, t2, 0);
			o->x.s = gp.koff;
		} else {
			o = emit(L, OPC_GEPK, d, slot_of(L, gp.base), 0);
			o->x.s = gp.koff;
		}
		o->f = (uint8_t)(i->u.flags & IF_INBOUNDS ? 1 : 0);
		return;
	}
	/* the general case: any number of variable indices */
	Value *base = inst_opnd(i, 0);
	int64_t koff = 0;
	if (base->kind == VK_INST && gep_folds_into_gep(L, (const Inst *)base)) {
		gep_parts(L, (const Inst *)base, &gp);
		base = gp.base;
		koff = gp.koff;
	}
	uint32_t cur = slot_of(L, base);
	Type *t = i->ty;
	for (uint32_t k = 1; k < i->u.nops; k++) {
		Value *idx = inst_opnd(i, k);
		uint64_t scale;
		if (k == 1) {
			scale = dl_type_size(&vm->dl, t);
		} else if (t->kind == TY_STRUCT) {
			uint64_t fi = ((ConstInt *)idx)->w[0];
			koff += (int64_t)dl_field_offset(&vm->dl, t, (uint32_t)fi);
			t = t->sub[fi];
			continue;
		} else {
			t = t->elem;
			scale = dl_type_size(&vm->dl, t);
		}
		if (idx->kind == VK_CINT && idx->type->bits <= 64) {
			uint64_t v = ((ConstInt *)idx)->w[0];
			uint32_t bits = idx->type->bits;
			int64_t sv = bits < 64 && (v >> (bits - 1) & 1) ? (int64_t)(v | ~mask_of(bits)) : (int64_t)v;
			koff += sv * (int64_t)scale;
		} else if (idx->kind != VK_CZERO) {
			uint32_t t2 = new_slots(L, 1), w, is;
			if (idx->type->bits > 64) {
				/* wider than the index type: truncated to it (to 64
				 * bits here, the address mask does the rest) */
				is = new_slots(L, 1);
				Op *o = emit(L, OPC_WIDEINT, is, slot_of(L, idx), 0);
				o->f = WI_TRUNC;
				o->x.c[0] = idx->type->bits;
				o->x.c[1] = w = 64;
			} else {
				idx = gep_index(L, idx, &w);
				is = slot_of(L, idx);
			}
			Op *o = emit(L, OPC_GEPI, t2, cur, is);
			o->w = (uint8_t)w;
			o->x.k = scale;
			o->f = (uint8_t)(i->u.flags & IF_INBOUNDS ? 1 : 0);
			cur = t2;
		}
	}
	Op *o = emit(L, OPC_GEPK, d, cur, 0);
	o->x.s = koff;
	o->f = (uint8_t)(i->u.flags & IF_INBOUNDS ? 1 : 0);
}

/* Room for `bytes` in the frame block, aligned, below what is there and
 * with a redzone between: its distance from the block's top. */
static uint64_t
frame_place(Lowerer *L, uint64_t bytes, uint64_t align)
{
	uint64_t a = align < 16 ? 16 : align;
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

/* Make v a frame object (unless lifetime markers touch it); is it
 * private (uses_private)?  L->frame_shared notes one that is not. */
static bool frame_obj_private(Lowerer *L, const Value *v);
static bool uses_frame_only(const Lowerer *L, const Value *p, int depth, bool calls);
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
	o->priv = frame_obj_private(L, v);
	if (o->priv)
		return true;
	o->sret_only = uses_frame_only(L, v, 0, true);
	L->frame_shared = true;
	return false;
}

/* Does pointer p address n bytes at a constant offset inside a frame
 * object?  Then *dist is that place's distance from the block's top
 * (pointer: the object itself, or getelementptrs of constant indices). */
static bool frame_access_obj(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist, const FrameObj **obj);
static bool
frame_access(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist)
{
	return frame_access_obj(L, p, n, dist, NULL);
}

static bool
frame_access_obj(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist, const FrameObj **obj)
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
		if (!gep_parts(L, g, &gp) || gp.idx || __builtin_add_overflow(koff, gp.koff, &koff))
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
 * slot (cast_shares_slot). */
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

/* Is every use of frame object pointer p (or of a pointer derived from
 * it) a load or store that lower_load_store makes frame-relative?  Then
 * no op ever sees the object's address: the object is private, and
 * needs no live shadow (no checked access may reach it: stricter still)
 * and no FRAMEADDR. */
static bool mem_intrinsic(const Lowerer *L, const Inst *i, bool *set);
static bool mem_frame_side(const Lowerer *L, const Inst *i, uint32_t k, uint64_t *dist);

static bool call_arg_ok(const Lowerer *L, const Inst *call, uint32_t k, const Value *p);

static bool
uses_private(const Lowerer *L, const Value *p, int depth)
{
	return uses_frame_only(L, p, depth, false);
}

/* uses_private, and with `calls` also a call's sret argument that the
 * callee writes whole (sret_filled) and a byval argument (call_arg_ok):
 * the object's address reaches no op but those calls, which see its
 * bytes only as frame_init knows (CallAccess) */
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
			if (!plain_access(ui) || !full_width_scalar(L->vm, ui->u.v.type, &bytes) ||
			    !frame_access(L, p, bytes, &dist))
				return false;
			break;
		case OP_STORE:
			if (u != &ui->u.ops[1] || !plain_access(ui) ||
			    !full_width_scalar(L->vm, inst_opnd(ui, 0)->type, &bytes) || !frame_access(L, p, bytes, &dist))
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
			if (calls && !(inst_op(ui) == OP_CALL && mem_intrinsic(L, ui, &set)) && call_arg_ok(L, ui, k, p))
				break;
			if (inst_op(ui) != OP_CALL || !mem_intrinsic(L, ui, &set) || k > (set ? 0u : 1u) ||
			    !mem_frame_side(L, ui, k, &dist))
				return false;
			break;
		}
		default:
			return false;
		}
	}
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
 * object's bytes before that call are never seen by anyone, so frame_init
 * may count the call as a write, and an object only ever passed to such
 * calls (and byval copies, which frame_init sees as reads) starts
 * written when frame_init proves every read of it follows a write: the
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
			if (u != &ui->u.ops[0] || !gep_parts(L, ui, &gp) || gp.idx || gp.base != p || gp.koff < 0 ||
			    (uint64_t)gp.koff > size - koff || !sret_writes(L, &ui->u.v, koff + (uint64_t)gp.koff, size, gen, depth + 1))
				return false;
			break;
		}
		case OP_STORE:
			if (u != &ui->u.ops[1] || !plain_access(ui) || !full_width_scalar(L->vm, inst_opnd(ui, 0)->type, &n) ||
			    n > size - koff)
				return false;
			gen[ui->parent->index] |= sret_bits(koff, n);
			break;
		case OP_CALL: {
			bool set;
			const Value *len = inst_opnd(ui, 2);
			if (!mem_intrinsic(L, ui, &set) || u != &ui->u.ops[0] || len->kind != VK_CINT ||
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
		return *n && frame_access_obj(L, p, *n, dist, &o);
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
	return frame_access_obj(L, p, *n, dist, &o) && *dist == o->dist;
}

static bool
call_arg_ok(const Lowerer *L, const Inst *call, uint32_t k, const Value *p)
{
	uint64_t dist, n;
	bool write;
	return call_arg_access(L, call, k, p, &dist, &n, &write);
}

/* The CALL op at pc for `call`: note what it reads and writes of
 * sret_only frame objects (frame_init). */
static void
note_call_access(Lowerer *L, const Inst *call, uint32_t pc, const void *cs)
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
		    !frame_access_obj(L, p, n, &dist, &o) || !o->sret_only)
			continue;
		if (write && inst_op(call) != OP_CALL)
			continue; /* an invoke: the callee may unwind before it is done */
		CallAccess a = {pc, cs, dist, n, write};
		VEC_PUSH(&L->callacc, CallAccess, a);
	}
}

static bool
frame_obj_private(Lowerer *L, const Value *v)
{
	return uses_private(L, v, 0);
}

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
	if (!st || t->kind != TY_INT || t->bits > 64 || !plain_access(ld) || !ld->u.v.uses || ld->u.v.uses->next ||
	    (inst_op(a) != OP_ADD && inst_op(a) != OP_SUB) || !a->u.v.uses || a->u.v.uses->next ||
	    inst_op(st) != OP_STORE || !plain_access(st) || inst_opnd(st, 0) != &a->u.v ||
	    inst_opnd(st, 1) != inst_opnd(ld, 0))
		return false;
	const Value *k;
	if (inst_opnd(a, 0) == &ld->u.v)
		k = inst_opnd(a, 1);
	else if (inst_op(a) == OP_ADD && inst_opnd(a, 1) == &ld->u.v)
		k = inst_opnd(a, 0);
	else
		return false;
	if (!small_imm(k, t->bits, imm) || (inst_op(a) == OP_SUB && *imm == 0x80000000u) || (a->u.flags & IF_NUW))
		return false;
	(void)L;
	if (inst_op(a) == OP_SUB)
		*imm = (uint32_t)-(int32_t)*imm;
	return true;
}

static void
lower_load_store(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	bool store = inst_op(i) == OP_STORE;
	const Type *t = store ? inst_opnd(i, 0)->type : i->u.v.type;
	Value *pv = inst_opnd(i, store ? 1 : 0);
	uint32_t var = L->vars ? var_of(L, pv) : UINT32_MAX;
	GepParts gp;
	uint64_t fbytes, dist;
	const FrameObj *fo;
	if (L->fobjs && var == UINT32_MAX && plain_access(i) && full_width_scalar(vm, t, &fbytes) &&
	    frame_access_obj(L, pv, fbytes, &dist, &fo)) {
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
			 * becomes a store to a variable's (store_var) */
			const Use *u = i->u.v.uses;
			bool to_var = u && !u->next && u->user && inst_op((const Inst *)u->user) == OP_STORE;
			if (!to_var) {
				if (L->navail == NAVAIL)
					L->avail[0] = L->avail[--L->navail];
				L->avail[L->navail++] = (AvailLoad){dist, fbytes, slot_of(L, &i->u.v), fo->priv};
			}
		}
		if (!store) {
			o = emit(L, fbytes == 8 ? OPC_LOADF8 : OPC_LOADF, slot_of(L, &i->u.v), 0, 0);
			o->f = (uint8_t)(64 - 8 * fbytes); /* the cut (load_le) */
		}
		else if (const_image(L, inst_opnd(i, 0), &img) && (fbytes < 8 || img == (uint64_t)(int64_t)(int32_t)img))
			o = emit(L, OPC_STOREFK, (uint32_t)img, 0, 0);
		else
			o = emit(L, OPC_STOREF, 0, 0, slot_of(L, inst_opnd(i, 0)));
		o->w = (uint8_t)fbytes;
		o->x.k = dist; /* from the top: made an offset from the base at the end */
		return;
	}
	if (pv->kind == VK_INST && inst_op((Inst *)pv) == OP_GETELEMENTPTR && gep_folds(L, (Inst *)pv, &gp)) {
		/* the getelementptr emitted nothing: address it here
		 * (no variable index: index the base by 0) */
		uint32_t base = slot_of(L, gp.base), idx = gp.idx ? slot_of(L, gp.idx) : base;
		uint64_t bytes = dl_store_size(&vm->dl, t), img;
		Op *o;
		if (!gp.idx) {
			/* a constant offset only (a field) */
			if (!store) {
				o = emit(L, bytes == 8 ? OPC_LOADO8 : OPC_LOADO, slot_of(L, &i->u.v), base, 0);
				o->f = (uint8_t)(64 - 8 * bytes); /* the cut (load_le) */
			}
			else if (const_image(L, inst_opnd(i, 0), &img) && (bytes < 8 || img == (uint64_t)(int64_t)(int32_t)img))
				o = emit(L, OPC_STOREOK, 0, base, (uint32_t)img);
			else
				o = emit(L, OPC_STOREO, 0, base, slot_of(L, inst_opnd(i, 0)));
			o->w = (uint8_t)bytes;
			o->x.s = gp.koff;
			return;
		}
		if (!store)
			o = emit(L, OPC_LOADX, slot_of(L, &i->u.v), base, idx);
		else if (const_image(L, inst_opnd(i, 0), &img) && (bytes < 8 || img == (uint64_t)(int64_t)(int32_t)img)) {
			o = emit(L, OPC_STOREXK, (uint32_t)img, base, idx);
		} else
			o = emit(L, OPC_STOREX, slot_of(L, inst_opnd(i, 0)), base, idx);
		o->f = (uint8_t)(gp.idx ? gp.w : 64);
		o->w = (uint8_t)bytes;
		o->x.c[0] = (uint32_t)gp.scale;
		o->x.c[1] = (uint32_t)(int32_t)gp.koff;
		return;
	}
	if (var != UINT32_MAX) {
		/* a promoted variable (the load may read it in place: no op) */
		if (store)
			store_var(L, i, var);
		else if (slot_of(L, &i->u.v) != var)
			emit(L, OPC_MOV, slot_of(L, &i->u.v), var, 0);
		return;
	}
	uint64_t bytes = dl_store_size(&vm->dl, t);
	uint64_t addr;
	if (L->fast_mem && is_scalar_reg(t) && bytes <= 8 && (bytes & (bytes - 1)) == 0 &&
	    (t->kind != TY_INT || t->bits == bytes * 8) && pv->kind != VK_INST && pv->kind != VK_ARG &&
	    const_image(L, pv, &addr)) {
		/* a constant address inside a global: globals never move, die
		 * or change their state, so the check is done once, here */
		MemState s0 = mem_state_at(&vm->mem, addr), s1 = mem_state_at(&vm->mem, addr + bytes - 1);
		bool ok = store ? s0 == SH_GLOBAL && s1 == SH_GLOBAL
				: (s0 == SH_GLOBAL || s0 == SH_CONST) && (s1 == SH_GLOBAL || s1 == SH_CONST);
		uint32_t imm;
		if (ok && !store && s0 == SH_GLOBAL && s1 == SH_GLOBAL && global_add_imm(L, i, &imm)) {
			/* g += k (the add and the store are skipped) */
			Op *o = emit(L, OPC_ADDG, 0, 0, imm);
			o->w = (uint8_t)bytes;
			o->f = i->next->u.flags & IF_NSW ? OPF_NSW : 0;
			o->x.p = mem_host(&vm->mem, addr);
			L->skip_to = i->next->next;
			return;
		}
		if (ok && mem_ok(&vm->mem, addr, bytes, store ? SH_WRITABLE : SH_READABLE)) {
			Op *o = store ? emit(L, OPC_STOREG, 0, 0, slot_of(L, inst_opnd(i, 0)))
				      : emit(L, OPC_LOADG, slot_of(L, &i->u.v), 0, 0);
			o->w = (uint8_t)bytes;
			o->x.p = mem_host(&vm->mem, addr);
			return;
		}
	}
	uint32_t ptr = slot_of(L, pv);
	if (is_scalar_reg(t) && bytes <= 8 && (bytes & (bytes - 1)) == 0) {
		uint64_t img;
		Op *o;
		if (store && L->opt && const_image(L, inst_opnd(i, 0), &img)) {
			o = emit(L, OPC_STOREK, 0, ptr, 0);
			o->w = (uint8_t)bytes;
			o->x.k = img;
			return;
		}
		o = store ? emit(L, OPC_STORE, 0, ptr, slot_of(L, inst_opnd(i, 0)))
			  : emit(L, OPC_LOAD, slot_of(L, &i->u.v), ptr, 0);
		o->w = (uint8_t)bytes;
		o->f = (uint8_t)(i->u.flags & IF_ATOMIC ? 1 : 0);
		o->x.k = t->kind == TY_INT ? mask_of(t->bits) : ~(uint64_t)0;
		return;
	}
	Op *o = store ? emit(L, OPC_STOREN, 0, ptr, slot_of(L, inst_opnd(i, 0)))
		      : emit(L, OPC_LOADN, slot_of(L, &i->u.v), ptr, 0);
	o->x.p = (void *)t;
	o->w = 0;
}

static CallSite *
lower_callsite(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	Arena *A = &vm->m->arena;
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
		cs->args[k] = slot_of(L, a);
		cs->argslots[k] = (uint16_t)(a->kind == VK_MDVALUE ? 1 : type_slots(vm, a->type));
		if (a->kind != VK_MDVALUE && type_slots(vm, a->type) > UINT16_MAX)
			fail(L, "argument %u is too large (%s)", k, type_str(a->type));
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
			cs->builtin = vm_builtin(vm, cs->fn);
	}
	else if (c->kind == VK_ASM)
		fail(L, "inline assembly cannot be executed");
	else
		cs->callee = slot_of(L, callee);
	Type *rt = i->ty->elem;
	cs->dst_slots = type_slots(vm, rt);
	cs->dst = cs->dst_slots ? slot_of(L, &i->u.v) : 0;
	return cs;
}

/* Is i a direct call of llvm.memcpy/memmove (*set false) or
 * llvm.memset (*set true) that lower_mem_intrinsic makes an op? */
static bool
mem_intrinsic(const Lowerer *L, const Inst *i, bool *set)
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
static bool
mem_frame_side(const Lowerer *L, const Inst *i, uint32_t k, uint64_t *dist)
{
	const Value *len = inst_opnd(i, 2);
	return L->fobjs && len->kind == VK_CINT && ((const ConstInt *)len)->w[0] > 0 &&
	       ((const ConstInt *)len)->w[0] <= UINT32_MAX &&
	       frame_access(L, inst_opnd(i, k), ((const ConstInt *)len)->w[0], dist) && *dist <= UINT32_MAX;
}

/* llvm.memcpy/memmove/memset called directly: an op (MEMCPY, MEMSET)
 * instead of a call of ehi's C function for them, with the same checks
 * in the same order (the source's bytes, then the destination's); a side
 * inside a frame object is frame-relative and needs none (f & 4: the
 * destination, f & 8: the source, at distance a or b from the block's
 * top until the end of the lowering). */
static bool
lower_mem_intrinsic(Lowerer *L, Inst *i)
{
	bool set;
	uint64_t dist;
	if (!mem_intrinsic(L, i, &set))
		return false;
	Value *len = inst_opnd(i, 2), *val = inst_opnd(i, 1);
	Op *o = emit(L, set ? OPC_MEMSET : OPC_MEMCPY, 0, 0, 0);
	if (mem_frame_side(L, i, 0, &dist)) {
		o->f |= 4;
		o->a = (uint32_t)dist;
		avail_kill(L, dist, ((const ConstInt *)len)->w[0]);
	} else {
		o->a = slot_of(L, inst_opnd(i, 0));
	}
	if (len->kind == VK_CINT || len->kind == VK_CZERO)
		o->x.k = len->kind == VK_CINT ? ((const ConstInt *)len)->w[0] : 0;
	else {
		o->f |= 1;
		o->d = slot_of(L, len);
	}
	if (set && (val->kind == VK_CINT || val->kind == VK_CZERO)) {
		o->f |= 2;
		o->b = val->kind == VK_CINT ? (uint32_t)(((const ConstInt *)val)->w[0] & 0xff) : 0;
	} else if (!set && mem_frame_side(L, i, 1, &dist)) {
		o->f |= 8;
		o->b = (uint32_t)dist;
	} else {
		o->b = slot_of(L, val);
	}
	return true;
}

/* A w-bit integer constant that fits 32 bits zero-extended. */
static bool
zext_imm(const Value *c, unsigned w, uint32_t *imm)
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

/* the fused compare-and-branch of icmp `c` (x.c targets set by the caller) */
static void
emit_brcmp(Lowerer *L, const Inst *c)
{
	Value *va = inst_opnd(c, 0), *vb = inst_opnd(c, 1);
	unsigned w = va->type->bits;
	Op *o;
	if (!L->opt) {
		o = emit(L, OPC_BRCMP, 0, slot_of(L, va), slot_of(L, vb));
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
	if (is_signed ? small_imm(vb, w, &imm) : zext_imm(vb, w, &imm)) {
		o = emit(L, (OpCode)kop[c->pred], 0, slot_of(L, va), imm);
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
	o = emit(L, (OpCode)code, 0, slot_of(L, swap ? vb : va), slot_of(L, swap ? va : vb));
	o->w = (uint8_t)w;
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

/* ops that end in a two-way branch on x.c[0] / x.c[1] */
static bool
two_way(uint16_t code)
{
	return code == OPC_BR || code == OPC_BRCMP || (code >= OPC_BREQ && code <= OPC_BRSGEK);
}

/* An integer compare whose only use is the conditional branch right
 * after it: the two become one op (loops end this way). */
static bool
fusable_compare(const Inst *c)
{
	const Inst *br = c->next;
	const Type *t = inst_opnd(c, 0)->type;
	return inst_op(c) == OP_ICMP && br && inst_op(br) == OP_BR && br->u.nops == 3 &&
	       inst_opnd(br, 0) == &c->u.v && c->u.v.uses && !c->u.v.uses->next && t->kind == TY_INT &&
	       t->bits <= 64;
}

/* An edge's pc for a PadOp: its phi copies, or the block (resolved once
 * block pcs are known: *pc stays UINT32_MAX and *blk names it). */
static void
pad_edge(Lowerer *L, const Block *from, const Block *to, uint32_t *pc, const Block **blk)
{
	bool direct;
	uint32_t stub = edge(L, from, to, &direct);
	*pc = direct ? UINT32_MAX : stub;
	*blk = to;
}

/* The funclet instructions: one EHOP each, with the edges it may take
 * (their phi copies follow it; only the unwinder and the op jump there). */
static void
lower_pad_op(Lowerer *L, Inst *i)
{
	Opcode op = inst_op(i);
	PadOp *po = arena_alloc(&L->vm->m->arena, sizeof *po);
	memset(po, 0, sizeof *po);
	po->i = i;
	po->next_pc = UINT32_MAX;
	Value *first = inst_opnd(i, 0);
	if (op == OP_CATCHRET || op == OP_CLEANUPRET)
		po->tok = slot_of(L, first);
	else
		po->tok = first->kind == VK_CNONE ? UINT32_MAX : slot_of(L, first);
	po->d = op == OP_CATCHRET || op == OP_CLEANUPRET ? 0 : slot_of(L, &i->u.v);
	if (op == OP_CATCHPAD || op == OP_CLEANUPPAD) {
		po->nargs = i->u.nops - 1;
		po->args = arena_alloc(&L->vm->m->arena, (po->nargs + 1) * sizeof *po->args);
		for (uint32_t k = 0; k < po->nargs; k++)
			po->args[k] = slot_of(L, inst_opnd(i, 1 + k));
	}
	Op *o = emit(L, OPC_EHOP, po->d, 0, 0);
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
			po->handler_pc = arena_alloc(&L->vm->m->arena, (nh + 1) * sizeof *po->handler_pc);
			po->handler_block = arena_alloc(&L->vm->m->arena, (nh + 1) * sizeof *po->handler_block);
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
		Op *o = emit(L, OPC_FCHECK, 0, UINT32_MAX, 0);
		o->f = 1;
		o->x.p = (void *)i;
		return;
	}
	const CallInfo *ci = inst_call(i);
	uint32_t tok = UINT32_MAX;
	for (uint32_t k = 0; ci && k < ci->nbundles; k++)
		if (strcmp(ci->bundles[k].tag, "funclet") == 0 && ci->bundles[k].n == 1)
			tok = slot_of(L, inst_opnd(i, ci->bundles[k].first));
	/* an intrinsic that cannot unwind needs no bundle (LangRef) */
	const Value *callee = inst_callee(i);
	if (tok == UINT32_MAX && callee->kind == VK_FUNCTION && callee->name && strncmp(callee->name, "llvm.", 5) == 0)
		return;
	Op *o = emit(L, OPC_FCHECK, 0, tok, 0);
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
	uint32_t n = (i->u.nops - 2) / 2, vs = slot_of(L, v), t = new_slots(L, 1);
	uint32_t ncmp = n ? n : 1, first = pc_here(L);
	for (uint32_t k = 0; k < ncmp; k++) {
		Op *o = emit(L, OPC_WIDEINT, t, vs, n ? slot_of(L, inst_opnd(i, 2 * k + 2)) : vs);
		o->f = WI_ICMP;
		o->w = ICMP_EQ;
		o->x.c[0] = o->x.c[1] = v->type->bits;
		o = emit(L, OPC_BR, 0, t, 0);
		o->x.c[1] = pc_here(L) | 0x80000000u; /* the next compare (the last: below) */
	}
	/* targets: case k is the true side of branch k, the default the false
	 * side of the last one (with no cases, both sides) */
	for (uint32_t k = 0; k <= n; k++) {
		Block *to = (Block *)inst_opnd(i, k == 0 ? 1 : 2 * k + 1);
		uint32_t at = first + 2 * (k ? k - 1 : ncmp - 1) + 1;
		bool direct;
		uint32_t stub = edge(L, i->parent, to, &direct);
		for (int side = k ? 0 : 1; side >= (k || !n ? 0 : 1); side--) {
			if (direct)
				fix_block(L, at, side, to);
			else
				VEC_AT(&L->code, Op, at).x.c[side] = stub | 0x80000000u;
		}
	}
}

static void
lower_inst(Lowerer *L, Inst *i)
{
	VM *vm = L->vm;
	L->cur = i;
	Opcode op = inst_op(i);
	if (EHI_UNLIKELY(L->lf->has_pads) && (op == OP_RET || op == OP_CALL || op == OP_INVOKE))
		lower_funclet_check(L, i);
	if (L->navail && may_write_memory(op)) {
		/* an object whose address escaped may change: its loads end */
		for (uint32_t k = 0; k < L->navail;)
			if (!L->avail[k].priv)
				L->avail[k] = L->avail[--L->navail];
			else
				k++;
	}
	switch (op) {
	case OP_RET: {
		Op *o = emit(L, OPC_RET, 0, i->u.nops ? slot_of(L, inst_opnd(i, 0)) : 0, 0);
		o->w = (uint8_t)(i->u.nops ? type_slots(vm, inst_opnd(i, 0)->type) : 0);
		if (i->u.nops && type_slots(vm, inst_opnd(i, 0)->type) > 255)
			fail(L, "returned value too large");
		return;
	}
	case OP_BR: {
		if (i->u.nops == 1) {
			/* the phi copies (if any) end with their own jump */
			Block *to = (Block *)inst_opnd(i, 0);
			bool direct;
			edge(L, i->parent, to, &direct);
			if (direct && !(L->opt && to == i->parent->next)) { /* else: fall through */
				uint32_t j = pc_here(L);
				emit(L, OPC_JMP, 0, 0, 0);
				fix_block(L, j, 0, to);
			}
			return;
		}
		uint32_t at = pc_here(L);
		Value *c = inst_opnd(i, 0);
		Inst *ci = c->kind == VK_INST ? (Inst *)c : NULL;
		if (ci && fusable_compare(ci)) {
			/* the compare was not emitted (see OP_ICMP): branch on it directly */
			emit_brcmp(L, ci);
		} else {
			emit(L, OPC_BR, 0, slot_of(L, c), 0);
		}
		/* stubs for edges with phis follow the branch */
		for (int k = 0; k < 2; k++) {
			Block *to = (Block *)inst_opnd(i, 1 + k);
			bool direct;
			uint32_t stub = edge(L, i->parent, to, &direct);
			if (direct)
				fix_block(L, at, k, to);
			else
				VEC_AT(&L->code, Op, at).x.c[k] = stub | 0x80000000u; /* already a pc */
		}
		return;
	}
	case OP_SWITCH: {
		uint32_t n = (i->u.nops - 2) / 2;
		SwitchTable *st = arena_alloc(&vm->m->arena, sizeof *st);
		st->n = n;
		st->vals = arena_alloc(&vm->m->arena, (n + 1) * sizeof *st->vals);
		st->pcs = arena_alloc(&vm->m->arena, (n + 1) * sizeof *st->pcs);
		if (inst_opnd(i, 0)->type->bits > 64) {
			lower_wide_switch(L, i);
			return;
		}
		Op *o = emit(L, OPC_SWITCH, 0, slot_of(L, inst_opnd(i, 0)), 0);
		o->x.p = st;
		for (uint32_t k = 0; k <= n; k++) {
			Block *to = (Block *)inst_opnd(i, k == 0 ? 1 : 2 * k + 1);
			if (k)
				st->vals[k - 1] = ((ConstInt *)inst_opnd(i, 2 * k))->w[0];
			bool direct;
			uint32_t stub = edge(L, i->parent, to, &direct);
			uint32_t target = direct ? to->index : stub | 0x80000000u;
			if (k == 0)
				st->dflt = target;
			else
				st->pcs[k - 1] = target;
		}
		/* the table's block indices are patched with the others */
		VEC_PUSH(&L->switches, SwitchTable *, st);
		return;
	}
	case OP_INDIRECTBR: {
		Op *o = emit(L, OPC_INDIRECTBR, 0, slot_of(L, inst_opnd(i, 0)), 0);
		o->x.p = (void *)i;
		return;
	}
	case OP_UNREACHABLE:
		emit(L, OPC_UNREACHABLE, 0, 0, 0);
		return;
	case OP_CALL: case OP_INVOKE: {
		if (op == OP_CALL && lower_mem_intrinsic(L, i))
			return;
		CallSite *cs = lower_callsite(L, i);
		uint32_t at = pc_here(L);
		Op *o = emit(L, OPC_CALL, 0, 0, 0);
		o->x.p = cs;
		note_call_access(L, i, at, cs);
		if (op == OP_INVOKE) {
			/* normal edge: continue (through phi copies) */
			Block *normal = term_succ(i, 0);
			bool direct;
			uint32_t j = pc_here(L);
			emit(L, OPC_JMP, 0, 0, 0);
			uint32_t stub = edge(L, i->parent, normal, &direct);
			if (direct)
				fix_block(L, j, 0, normal);
			else
				VEC_AT(&L->code, Op, j).x.c[0] = stub | 0x80000000u;
			cs->unwind_block = term_unwind_dest(i);
			cs->normal_pc = at + 1;
			/* unwind edge: its phi copies, then the pad (resolved below) */
			uint32_t ustub = edge(L, i->parent, cs->unwind_block, &direct);
			cs->unwind_pc = direct ? UINT32_MAX : ustub;
		}
		return;
	}
	case OP_FNEG: case OP_ADD: case OP_FADD: case OP_SUB: case OP_FSUB: case OP_MUL:
	case OP_FMUL: case OP_UDIV: case OP_SDIV: case OP_FDIV: case OP_UREM: case OP_SREM:
	case OP_FREM: case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR: case OP_XOR:
		lower_binary(L, i);
		return;
	case OP_ICMP: {
		const Type *t = inst_opnd(i, 0)->type;
		if (fusable_compare(i))
			return; /* emitted by the branch after it, as OPC_BRCMP */
		unsigned w = t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->bits;
		uint32_t imm;
		if (L->opt && (t->kind == TY_PTR || (t->kind == TY_INT && w <= 64)) && small_imm(inst_opnd(i, 1), w, &imm)) {
			Op *o = emit(L, OPC_ICMPK, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), imm);
			o->f = i->pred;
			o->w = (uint8_t)w;
			return;
		}
		uint32_t d = slot_of(L, &i->u.v), a = slot_of(L, inst_opnd(i, 0)), b = slot_of(L, inst_opnd(i, 1));
		if (t->kind == TY_VECTOR) {
			Op *o = emit(L, OPC_VECOP, d, a, b);
			o->x.p = inst_slots(L, i);
			return;
		}
		if (t->kind == TY_INT && t->bits > 128) {
			Op *o = emit(L, OPC_WIDEINT, d, a, b);
			o->f = WI_ICMP;
			o->w = (uint8_t)i->pred;
			o->x.c[0] = o->x.c[1] = t->bits;
			return;
		}
		if (t->kind == TY_INT && t->bits > 64) {
			Op *o = emit(L, OPC_INT128, d, a, b);
			o->f = I128_ICMP;
			o->w = (uint8_t)(t->bits - 64);
			o->x.c[0] = i->pred;
			return;
		}
		Op *o = emit(L, OPC_ICMP, d, a, b);
		o->f = i->pred;
		o->w = (uint8_t)(t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->bits);
		return;
	}
	case OP_FCMP: {
		const Type *t = inst_opnd(i, 0)->type;
		uint32_t d = slot_of(L, &i->u.v), a = slot_of(L, inst_opnd(i, 0)), b = slot_of(L, inst_opnd(i, 1));
		if (t->kind == TY_VECTOR) {
			Op *o = emit(L, OPC_VECOP, d, a, b);
			o->x.p = inst_slots(L, i);
			return;
		}
		Op *o = emit(L, OPC_FCMP, d, a, b);
		o->f = i->pred;
		o->w = (uint8_t)fp_kind_of_type(t);
		return;
	}
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI: case OP_FPTOSI: case OP_UITOFP:
	case OP_SITOFP: case OP_FPTRUNC: case OP_FPEXT: case OP_PTRTOINT: case OP_INTTOPTR:
	case OP_BITCAST: case OP_ADDRSPACECAST:
		lower_cast(L, i);
		return;
	case OP_SELECT: {
		uint32_t n = type_slots(vm, i->u.v.type);
		if (inst_opnd(i, 0)->type->kind == TY_VECTOR) {
			Op *o = emit(L, OPC_VECOP, slot_of(L, &i->u.v), 0, 0);
			o->x.p = inst_slots(L, i);
			return;
		}
		Op *o = emit(L, OPC_SELECT, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), slot_of(L, inst_opnd(i, 1)));
		o->x.c[0] = slot_of(L, inst_opnd(i, 2));
		o->x.c[1] = n;
		return;
	}
	case OP_ALLOCA: {
		uint64_t size = dl_type_size(&vm->dl, i->ty);
		uint64_t align = inst_align(i) ? inst_align(i) : dl_abi_align(&vm->dl, i->ty);
		if (i->parent == L->f->first && (!i->u.nops || inst_opnd(i, 0)->kind == VK_CINT) &&
		    !(i->u.flags & IF_INALLOCA)) {
			/* static: a fixed place in the frame block (below the
			 * previous one, with a redzone between, as the stack grows) */
			if (L->vars && var_of(L, &i->u.v) != UINT32_MAX)
				return; /* a variable: a register, no memory */
			uint64_t count = i->u.nops ? ((ConstInt *)inst_opnd(i, 0))->w[0] : 1;
			uint64_t bytes = size * count;
			uint64_t dist = frame_place(L, bytes, align);
			if (add_frame_obj(L, &i->u.v, dist, bytes))
				return; /* private: nothing needs its address */
			Op *o = emit(L, OPC_FRAMEADDR, slot_of(L, &i->u.v), 0, 0);
			o->x.k = dist; /* offset from the block's top, resolved below */
			return;
		}
		Op *o = emit(L, OPC_ALLOCA, slot_of(L, &i->u.v), i->u.nops ? slot_of(L, inst_opnd(i, 0)) : 0, i->u.nops);
		o->x.k = size;
		o->w = (uint8_t)(i->u.nops ? inst_opnd(i, 0)->type->bits : 0);
		uint8_t l = 0;
		while (((uint64_t)1 << l) < align)
			l++;
		o->f = l;
		return;
	}
	case OP_LOAD: case OP_STORE:
		lower_load_store(L, i);
		return;
	case OP_GETELEMENTPTR:
		lower_gep(L, i);
		return;
	case OP_PHI:
		return; /* copies on the edges */
	case OP_FREEZE: {
		Op *o = emit(L, OPC_FREEZE, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), 0);
		o->x.k = type_slots(vm, i->u.v.type);
		return;
	}
	case OP_EXTRACTVALUE: case OP_INSERTVALUE: {
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
		AggField *af = arena_alloc(&vm->m->arena, sizeof *af);
		af->off = (uint32_t)off;
		af->type = t;
		af->agg_slots = type_slots(vm, agg);
		Op *o = op == OP_EXTRACTVALUE
				? emit(L, OPC_EXTRACT, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), 0)
				: emit(L, OPC_INSERT, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)),
				       slot_of(L, inst_opnd(i, 1)));
		o->x.p = af;
		return;
	}
	case OP_EXTRACTELEMENT: case OP_INSERTELEMENT: case OP_SHUFFLEVECTOR: {
		Op *o = emit(L, OPC_VECOP, slot_of(L, &i->u.v), 0, 0);
		o->x.p = inst_slots(L, i);
		return;
	}
	case OP_VAARG: {
		Op *o = emit(L, OPC_VAARG, slot_of(L, &i->u.v), slot_of(L, inst_opnd(i, 0)), 0);
		o->x.p = (void *)i->u.v.type;
		return;
	}
	case OP_FENCE:
		return; /* single-threaded: no effect */
	case OP_CMPXCHG: case OP_ATOMICRMW: {
		Op *o = emit(L, OPC_INTRIN, slot_of(L, &i->u.v), 0, 0);
		o->f = op == OP_CMPXCHG ? 250 : 251;
		o->x.p = inst_slots(L, i);
		return;
	}
	case OP_LANDINGPAD: {
		Op *o = emit(L, OPC_LANDINGPAD, slot_of(L, &i->u.v), 0, 0);
		o->x.p = (void *)i;
		return;
	}
	case OP_RESUME: {
		Op *o = emit(L, OPC_EHOP, 0, 0, 0);
		o->f = OP_RESUME;
		o->x.p = inst_slots(L, i);
		return;
	}
	case OP_CATCHSWITCH: case OP_CATCHPAD: case OP_CLEANUPPAD: case OP_CATCHRET: case OP_CLEANUPRET:
		lower_pad_op(L, i);
		return;
	default:
		fail(L, "'%s' cannot be executed yet", op_names[op]);
	}
}

/* ------------------------------------------------- tail duplication */
/* The length of the run of ops at t that a jump there may copy: up to
 * four ops that end in a jump, a two-way branch or a return (0: none).
 * Ops that know their own pc (a call continues after itself, an invoke
 * at normal_pc) or share per-site state are never copied. */
static uint32_t
dup_run(const Vec *code, uint32_t t)
{
	for (uint32_t n = 0; n < 4 && t + n < code->len; n++) {
		uint16_t c = VEC_AT(code, Op, t + n).code;
		if (c == OPC_CALL || c == OPC_LANDINGPAD || c == OPC_EHOP || c == OPC_HALT || c == OPC_SWITCH ||
		    c == OPC_INDIRECTBR)
			return 0;
		if (c == OPC_JMP || c == OPC_RET || c == OPC_UNREACHABLE || two_way(c))
			return n + 1;
	}
	return 0;
}

/* A jump to a short run that ends its block (a loop's test at the top,
 * a shared return) becomes a copy of the run: one dispatch less each
 * time, and the copy's branch predicts for its own path.  Ops name jump
 * targets by pc, so the code is rebuilt and every pc mapped to its new
 * place: jumps, switch tables, call sites, block starts. */
static void
tail_duplicate(Lowerer *L, LFunc *lf)
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
		} else if (two_way(o->code)) {
			o->x.c[0] = newpc[o->x.c[0]];
			o->x.c[1] = newpc[o->x.c[1]];
		} else if (o->code == OPC_CALL) {
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

/* ------------------------------------------------------ shared slots */
/* A cast that leaves a one-slot register image as it is (a bitcast, a
 * zext, ptrtoint/inttoptr/addrspacecast of the pointer's width; also a
 * getelementptr that adds 0) is its
 * operand's slot: the result is the operand, and an SSA value holds the
 * same value wherever a use of the cast can see it.  Not so for what a
 * slot may hold differently over time: a phi (rewritten on each edge)
 * and a load that reads a variable in place (not bound yet here, so
 * never found).  The slot to share, or UINT32_MAX. */
static uint32_t
cast_shares_slot(Lowerer *L, const Inst *i)
{
	Opcode op = inst_op(i);
	GepParts gp;
	if (L->opt && op == OP_GETELEMENTPTR && i->u.v.type->kind == TY_PTR && gep_parts(L, i, &gp) && !gp.idx &&
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

/* ------------------------------------------- frame objects' initialisation */
/* A load of bytes never written gives undef (SPEC.md section 6).  The
 * checked accesses find that in the shadow; the frame-relative ops
 * (LOADF, STOREF...) of private objects have no shadow to look at, so
 * here a forward must-analysis over the blocks finds which bytes of the
 * frame block are written on every path from the entry (-O0 stores each
 * local before it reads it: most loads are proven).  An object with a
 * load (or a copy out of it) not proven, or whose bytes a copy may fill
 * with unwritten ones (a memcpy into it from elsewhere), is tracked: its
 * frame-relative ops take their checked forms (LOADFC...) and its bytes
 * start unwritten in the frame's shadow, which the frame then sets up
 * (not private any more).  So are objects that are not private.  Bytes
 * are indexed by their distance from the block's top (an access at
 * distance d of n bytes covers d-n+1 .. d). */
enum { FRAME_INIT_MAX_BYTES = 1 << 16 };

typedef struct FAccess {
	uint64_t dist, n;       /* n 0: a length only known at run time */
	bool write;
} FAccess;

/* the frame accesses of op o: up to two (a copy reads and writes) */
static int
frame_accesses(const Op *o, FAccess acc[2])
{
	int k = 0;
	switch ((OpCode)o->code) {
	case OPC_LOADF: case OPC_LOADF8:
		acc[k++] = (FAccess){o->x.k, o->w, false};
		break;
	case OPC_STOREF: case OPC_STOREFK:
		acc[k++] = (FAccess){o->x.k, o->w, true};
		break;
	case OPC_MEMCPY: case OPC_MEMSET: {
		uint64_t n = o->f & 1 ? 0 : o->x.k;
		if (o->code == OPC_MEMCPY && (o->f & 8))
			acc[k++] = (FAccess){o->b, n, false};
		if (o->f & 4)
			acc[k++] = (FAccess){o->a, n, true};
		break;
	}
	default:
		break;
	}
	return k;
}

static FrameObj *
fobj_at(FrameObj **objs, uint32_t nobj, uint64_t dist)
{
	for (uint32_t k = 0; k < nobj; k++)
		if (objs[k]->dist >= dist && objs[k]->dist - objs[k]->size < dist)
			return objs[k];
	return NULL;
}

static bool
bits_all(const uint64_t *b, uint64_t lo, uint64_t hi) /* bits lo..hi set? */
{
	for (uint64_t i = lo; i <= hi; i++)
		if (!(b[i / 64] >> (i % 64) & 1))
			return false;
	return true;
}

static void
bits_set(uint64_t *b, uint64_t lo, uint64_t hi)
{
	for (uint64_t i = lo; i <= hi; i++)
		b[i / 64] |= (uint64_t)1 << (i % 64);
}

/* one block's ops over the written bytes w (in: at its start); with
 * objs, mark the objects a load or copy is not proven for */
static void
frame_init_block(const Lowerer *L, uint32_t from, uint32_t to, uint64_t *w, FrameObj **objs, uint32_t nobj)
{
	for (uint32_t pc = from; pc < to; pc++) {
		const Op *o = &VEC_AT(&L->code, Op, pc);
		FAccess acc[2];
		int na = frame_accesses(o, acc);
		bool from_frame = o->code == OPC_MEMCPY && (o->f & 8);
		/* a call's byval copies read, then its callee fills its sret result */
		for (uint32_t j = 0; o->code == OPC_CALL && j < L->callacc.len; j++) {
			const CallAccess *c = &VEC_AT(&L->callacc, CallAccess, j);
			FrameObj *ob = objs ? fobj_at(objs, nobj, c->dist) : NULL;
			if (c->pc != pc || c->write)
				continue;
			if (ob && (c->cs != o->x.p || !bits_all(w, c->dist - c->n + 1, c->dist)))
				ob->tracked = true;
		}
		for (uint32_t j = 0; o->code == OPC_CALL && j < L->callacc.len; j++) {
			const CallAccess *c = &VEC_AT(&L->callacc, CallAccess, j);
			if (c->pc == pc && c->write && c->cs == o->x.p)
				bits_set(w, c->dist - c->n + 1, c->dist);
		}
		for (int k = 0; k < na; k++) {
			const FAccess *a = &acc[k];
			FrameObj *ob = objs ? fobj_at(objs, nobj, a->dist) : NULL;
			if (!a->write) {
				if (ob && (!a->n || !bits_all(w, a->dist - a->n + 1, a->dist)))
					ob->tracked = true;
			} else if (o->code == OPC_MEMCPY && !from_frame) {
				if (ob)
					ob->tracked = true; /* unwritten bytes may come in */
				if (a->n)
					bits_set(w, a->dist - a->n + 1, a->dist);
			} else if (a->n) {
				bits_set(w, a->dist - a->n + 1, a->dist);
			}
		}
	}
}

static void
frame_init(Lowerer *L, uint32_t nb)
{
	uint32_t nobj = HASH_COUNT(L->fobjs);
	if (!nobj)
		return;
	FrameObj **objs = xmalloc(nobj * sizeof *objs), *fo, *ftmp;
	uint32_t n = 0;
	HASH_ITER(hh, L->fobjs, fo, ftmp)
		objs[n++] = fo;
	uint64_t nbits = L->frame_top + 1;
	if (nbits > FRAME_INIT_MAX_BYTES) {
		for (uint32_t k = 0; k < nobj; k++)
			objs[k]->tracked = true;
	} else {
		uint32_t words = (uint32_t)((nbits + 63) / 64);
		uint64_t *out = xmalloc(((size_t)nb * words + 1) * sizeof *out);
		uint64_t *in = xmalloc(((size_t)words + 1) * sizeof *in);
		uint64_t *entry_in = xcalloc((size_t)words + 1, sizeof *entry_in);
		for (uint32_t k = 0; k < nobj; k++)
			if (objs[k]->byval && objs[k]->size)
				bits_set(entry_in, objs[k]->dist - objs[k]->size + 1, objs[k]->dist);
		/* predecessors by block, from the terminators */
		uint32_t *pstart = xcalloc(nb + 2, sizeof *pstart), npred = 0;
		for (const Block *b = L->f->first; b; b = b->next)
			for (uint32_t k = 0, m = b->last ? term_num_succ(b->last) : 0; k < m; k++)
				if (term_succ(b->last, k)) {
					pstart[term_succ(b->last, k)->index + 2]++;
					npred++;
				}
		for (uint32_t k = 2; k < nb + 2; k++)
			pstart[k] += pstart[k - 1];
		uint32_t *preds = xmalloc((npred + 1) * sizeof *preds);
		for (const Block *b = L->f->first; b; b = b->next)
			for (uint32_t k = 0, m = b->last ? term_num_succ(b->last) : 0; k < m; k++)
				if (term_succ(b->last, k))
					preds[pstart[term_succ(b->last, k)->index + 1]++] = b->index;
		memset(out, 0xff, (size_t)nb * words * sizeof *out);
		const Block *entry = L->f->first;
		/* a block's ops: from its first pc to the next block's */
#define BLOCK_END(b) ((b)->next ? L->lf->block_pc[(b)->next->index] : L->code.len)
#define BLOCK_IN(b)                                                                          \
	do {                                                                                 \
		for (uint32_t w_ = 0; w_ < words; w_++)                                      \
			in[w_] = (b) == entry ? entry_in[w_] : ~(uint64_t)0;                 \
		for (uint32_t p_ = pstart[(b)->index]; (b) != entry && p_ < pstart[(b)->index + 1]; p_++) \
			for (uint32_t w_ = 0; w_ < words; w_++)                              \
				in[w_] &= out[(size_t)preds[p_] * words + w_];               \
	} while (0)
		for (bool changed = true; changed;) {
			changed = false;
			for (const Block *b = entry; b; b = b->next) {
				if (b != entry && pstart[b->index] == pstart[b->index + 1])
					continue; /* never runs */
				BLOCK_IN(b);
				frame_init_block(L, L->lf->block_pc[b->index], BLOCK_END(b), in, NULL, 0);
				if (memcmp(in, out + (size_t)b->index * words, words * sizeof *in)) {
					memcpy(out + (size_t)b->index * words, in, words * sizeof *in);
					changed = true;
				}
			}
		}
		for (const Block *b = entry; b; b = b->next) {
			if (b != entry && pstart[b->index] == pstart[b->index + 1])
				continue;
			BLOCK_IN(b);
			frame_init_block(L, L->lf->block_pc[b->index], BLOCK_END(b), in, objs, nobj);
		}
#undef BLOCK_IN
#undef BLOCK_END
		free(out);
		free(in);
		free(entry_in);
		free(pstart);
		free(preds);
	}
	/* a copy out of a tracked object may carry unwritten bytes: its
	 * destination is tracked too (to the fixed point) */
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t pc = 0; pc < L->code.len; pc++) {
			const Op *o = &VEC_AT(&L->code, Op, pc);
			if (o->code != OPC_MEMCPY || (o->f & 12) != 12)
				continue;
			FrameObj *s = fobj_at(objs, nobj, o->b), *d = fobj_at(objs, nobj, o->a);
			if (s && d && s->tracked && !d->tracked)
				changed = d->tracked = true;
		}
	}
	/* the checked forms for tracked and shared objects */
	for (uint32_t pc = 0; pc < L->code.len; pc++) {
		Op *o = &VEC_AT(&L->code, Op, pc);
		if (o->code != OPC_LOADF && o->code != OPC_LOADF8 && o->code != OPC_STOREF && o->code != OPC_STOREFK)
			continue;
		FrameObj *ob = fobj_at(objs, nobj, o->x.k);
		if (!ob || (ob->priv && !ob->tracked))
			continue;
		if (o->code == OPC_LOADF || o->code == OPC_LOADF8) {
			o->code = OPC_LOADFC;
			o->f = (uint8_t)(64 - 8 * o->w);
		} else {
			o->code = o->code == OPC_STOREF ? OPC_STOREFC : OPC_STOREFKC;
		}
	}
	for (uint32_t k = 0; k < nobj; k++)
		if (objs[k]->tracked)
			L->frame_shared = true;
	free(objs);
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

LFunc *
lower_function(VM *vm, Function *f, char *err, size_t errlen)
{
	Lowerer L = {.vm = vm, .f = f, .err = err, .errlen = errlen, .opt = !vm->trace_exec && !vm->debug,
		     .fast_mem = !vm->trace_exec && !vm->debug && !vm->big_endian};
	LFunc *lf = arena_alloc(&vm->m->arena, sizeof *lf);
	lf->fn = f;
	L.lf = lf;
	for (Block *b = f->first; b && !lf->has_pads; b = b->next)
		for (Inst *i = b->first; i; i = i->next)
			if (inst_op(i) == OP_CATCHSWITCH || op_is_funclet_pad(inst_op(i)))
				lf->has_pads = true;
	/* parameters first, then every value-producing instruction */
	lf->param_slot = arena_alloc(&vm->m->arena, (f->nargs + 1) * sizeof *lf->param_slot);
	for (uint32_t k = 0; k < f->nargs; k++) {
		uint32_t n = type_slots(vm, f->args[k].v.type);
		lf->param_slot[k] = new_slots(&L, n);
		bind(&L, &f->args[k].v, lf->param_slot[k]);
	}
	lf->nparam_slots = L.nslots;
	/* byval parameters: their copies open the frame block */
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
		struct LByval b = {.param = k, .slot = lf->param_slot[k], .off = frame_place(&L, size, align), .size = size};
		VEC_PUSH(&L.byval, struct LByval, b);
		add_frame_obj(&L, &f->args[k].v, b.off, size);
		FrameObj *bo;
		const Value *bv_v = &f->args[k].v;
		HASH_FIND_PTR(L.fobjs, &bv_v, bo);
		if (bo)
			bo->byval = true; /* written by the call (frame_init) */
	}
	/* then the values, the promoted variables (a load that reads a
	 * variable in place shares its slot), the constants and temporaries:
	 * variables and constants are one range, set from k[] at frame entry */
	Vec var_loads = {0};
	if (L.opt && f->first)
		for (Inst *i = f->first->first; i; i = i->next)
			if (promotable(&L, i)) {
				SlotEntry *e = xmalloc(sizeof *e);
				e->v = &i->u.v;
				e->slot = HASH_COUNT(L.vars); /* its index until it gets a slot, below */
				HASH_ADD_PTR(L.vars, v, e);
			}
	/* parameters that are their variables: the variable's slot is the
	 * parameter's (by the variable's index, UINT32_MAX: none) */
	uint32_t nv = HASH_COUNT(L.vars);
	uint32_t *param_of = xmalloc((nv + 1) * sizeof *param_of);
	for (uint32_t k = 0; k <= nv; k++)
		param_of[k] = UINT32_MAX;
	for (uint32_t k = 0; nv && k < f->nargs; k++) {
		const Value *var = param_var(&L, &f->args[k]);
		SlotEntry *e;
		HASH_FIND_PTR(L.vars, &var, e);
		if (!var || !e || param_of[e->slot] != UINT32_MAX)
			continue;
		param_of[e->slot] = lf->param_slot[k];
	}
	uint32_t nb = 0;
	for (Block *b = f->first; b; b = b->next) {
		b->index = nb++;
		uint32_t order = 0;
		for (Inst *i = b->first; i; i = i->next)
			i->order = order++;
	}
	for (Block *b = f->first; b; b = b->next)
		for (Inst *i = b->first; i; i = i->next) {
			if (i->u.v.type->kind == TY_VOID)
				continue;
			uint32_t same, vi = L.vars && inst_op(i) == OP_LOAD ? var_of(&L, inst_opnd(i, 0)) : UINT32_MAX;
			if (vi != UINT32_MAX && param_of[vi] != UINT32_MAX && var_stores(inst_opnd(i, 0)) == 1)
				/* a parameter's variable never stored again: always the
				 * parameter (its casts may share the slot too) */
				bind(&L, &i->u.v, param_of[vi]);
			else if (vi != UINT32_MAX && load_reads_var(i, inst_opnd(i, 0)))
				VEC_PUSH(&var_loads, Inst *, i);
			else if ((same = cast_shares_slot(&L, i)) != UINT32_MAX)
				bind(&L, &i->u.v, same);
			else
				bind(&L, &i->u.v, new_slots(&L, type_slots(vm, i->u.v.type)));
		}
	/* variables: those always stored before they are loaded first, then
	 * the others, which are undef until stored, so start as undef (with
	 * the constants, from k[] and kpoison[]) */
	lf->vbase = L.nslots;
	SlotEntry *e, *tmp;
	uint8_t *zero = vars_read_unset(&L, nv, nb);
	SlotEntry **byindex = xmalloc((nv + 1) * sizeof *byindex);
	HASH_ITER(hh, L.vars, e, tmp)
		byindex[e->slot] = e;
	for (uint32_t k = 0; k < nv; k++)
		if (param_of[k] != UINT32_MAX)
			byindex[k]->slot = param_of[k];
		else if (!zero[k])
			byindex[k]->slot = new_slots(&L, 1);
	uint32_t kbase = L.nslots;
	Vec unset = {0};
	for (uint32_t k = 0; k < nv; k++)
		if (param_of[k] == UINT32_MAX && zero[k]) {
			byindex[k]->slot = new_slots(&L, 1);
			VEC_PUSH(&unset, const Value *, byindex[k]->v);
		}
	uint32_t nundef = L.nslots - kbase;
	lf->nunset = unset.len;
	lf->unset = arena_dup(&vm->m->arena, unset.data, (unset.len + 1) * sizeof(const Value *));
	vec_free(&unset);
	free(byindex);
	free(zero);
	free(param_of);
	lf->nvars = L.nslots - lf->vbase;
	for (uint32_t k = 0; k < var_loads.len; k++) {
		Inst *ld = VEC_AT(&var_loads, Inst *, k);
		bind(&L, &ld->u.v, var_of(&L, inst_opnd(ld, 0)));
	}
	vec_free(&var_loads);
	lf->block_pc = arena_alloc(&vm->m->arena, (nb + 1) * sizeof *lf->block_pc);
	/* predecessors per block, for the available loads (reuse_frame_load) */
	L.npreds = xcalloc(nb + 1, sizeof *L.npreds);
	for (Block *b = f->first; b; b = b->next)
		for (uint32_t k = 0, n = b->last ? term_num_succ(b->last) : 0; k < n; k++)
			if (term_succ(b->last, k))
				L.npreds[term_succ(b->last, k)->index]++;
	for (Block *b = f->first; b && !L.failed; b = b->next) {
		lf->block_pc[b->index] = pc_here(&L);
		/* loads stay available into a block whose only predecessor is
		 * the block before it, reached by a plain branch */
		const Block *pb = b->prev;
		bool keep = false;
		if (pb && L.npreds[b->index] == 1 && pb->last && inst_op(pb->last) == OP_BR)
			for (uint32_t k = 0, n = term_num_succ(pb->last); k < n; k++)
				keep = keep || term_succ(pb->last, k) == b;
		if (!keep)
			L.navail = 0;
		for (Inst *i = b->first; i && !L.failed; i = i->next) {
			if (L.skip_to) {
				if (i == L.skip_to)
					L.skip_to = NULL;
				continue;
			}
			lower_inst(&L, i);
		}
	}
	/* the frame block: objects at their distances below the top; the
	 * shadow template marks them live and everything else a redzone */
	if (L.frame_top) {
		/* a multiple of the block's alignment: objects lie at total - top */
		uint64_t fa = lf->frame_align < 16 ? 16 : lf->frame_align;
		uint64_t total = (L.frame_top + MEM_REDZONE + fa - 1) & ~(fa - 1);
		lf->frame_bytes = total;
		lf->frame_shadow = arena_alloc(&vm->m->arena, total);
		FrameObj *fo, *ftmp;
		frame_init(&L, nb);
		/* objects start unwritten, but those whose frame-relative
		 * loads are proven to read written bytes (no shadow is ever
		 * checked for them) and byval copies (written at the call) */
		for (uint32_t k = 0; k < L.statics.len; k += 2) {
			uint64_t dist = VEC_AT(&L.statics, uint64_t, k), n = VEC_AT(&L.statics, uint64_t, k + 1);
			memset(lf->frame_shadow + (total - dist), SH_STACK_UNINIT, n);
		}
		HASH_ITER(hh, L.fobjs, fo, ftmp)
			if ((fo->priv || fo->sret_only) && !fo->tracked)
				memset(lf->frame_shadow + (total - fo->dist), SH_STACK, fo->size);
		for (uint32_t k = 0; k < L.byval.len; k++) {
			const struct LByval *b = &VEC_AT(&L.byval, struct LByval, k);
			memset(lf->frame_shadow + (total - b->off), SH_STACK, b->size);
		}
		for (uint32_t k = 0; k < L.code.len; k++) {
			Op *o = &VEC_AT(&L.code, Op, k);
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
		lf->frame_private = !L.frame_shared;
		lf->frame_mask = ~(fa - 1);
		lf->frame_fast = lf->frame_private && total <= ((uint64_t)1 << 20);
		lf->nbyval = L.byval.len;
		lf->byval = arena_alloc(&vm->m->arena, (L.byval.len + 1) * sizeof *lf->byval);
		for (uint32_t k = 0; k < L.byval.len; k++) {
			lf->byval[k] = VEC_AT(&L.byval, struct LByval, k);
			lf->byval[k].off = total - lf->byval[k].off;
		}
	}
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
	/* resolve jump targets: block indices to pcs */
	for (uint32_t k = 0; k < L.fix_ops.len; k++) {
		uint32_t v = VEC_AT(&L.fix_ops, uint32_t, k);
		Op *o = &VEC_AT(&L.code, Op, v >> 1);
		uint32_t *t = &o->x.c[v & 1];
		*t = lf->block_pc[*t];
	}
	for (uint32_t k = 0; k < L.code.len; k++) {
		Op *o = &VEC_AT(&L.code, Op, k);
		if (two_way(o->code))
			for (int j = 0; j < 2; j++)
				if (o->x.c[j] & 0x80000000u)
					o->x.c[j] &= 0x7fffffffu;
		if (o->code == OPC_JMP && (o->x.c[0] & 0x80000000u))
			o->x.c[0] &= 0x7fffffffu;
	}
	for (uint32_t k = 0; k < L.switches.len; k++) {
		SwitchTable *st = VEC_AT(&L.switches, SwitchTable *, k);
		st->dflt = st->dflt & 0x80000000u ? st->dflt & 0x7fffffffu : lf->block_pc[st->dflt];
		for (uint32_t j = 0; j < st->n; j++)
			st->pcs[j] = st->pcs[j] & 0x80000000u ? st->pcs[j] & 0x7fffffffu : lf->block_pc[st->pcs[j]];
	}
	/* jump threading: a jump to a jump goes to the end of the chain, and
	 * a jump to a two-way branch becomes a copy of it (a loop's back
	 * edge then tests the condition itself: one op per iteration less) */
	for (uint32_t k = 0; L.opt && k < L.code.len; k++) {
		Op *o = &VEC_AT(&L.code, Op, k);
		if (o->code != OPC_JMP)
			continue;
		uint32_t t = o->x.c[0];
		for (int hops = 0; hops < 8 && t < L.code.len && VEC_AT(&L.code, Op, t).code == OPC_JMP; hops++)
			t = VEC_AT(&L.code, Op, t).x.c[0];
		if (t >= L.code.len)
			continue;
		const Op *to = &VEC_AT(&L.code, Op, t);
		if (two_way(to->code)) {
			*o = *to;
			VEC_AT(&L.src, const Inst *, k) = VEC_AT(&L.src, const Inst *, t);
		} else {
			o->x.c[0] = t;
		}
	}
	/* invoke unwind destinations */
	for (uint32_t k = 0; k < L.code.len; k++) {
		Op *o = &VEC_AT(&L.code, Op, k);
		if (o->code == OPC_CALL) {
			CallSite *cs = o->x.p;
			if (cs->unwind_block && cs->unwind_pc == UINT32_MAX)
				cs->unwind_pc = lf->block_pc[cs->unwind_block->index];
		} else if (o->code == OPC_EHOP && o->f != OP_RESUME) {
			PadOp *po = o->x.p;
			if (po->next_block && po->next_pc == UINT32_MAX)
				po->next_pc = lf->block_pc[po->next_block->index];
			for (uint32_t h = 0; h < po->nh; h++)
				if (po->handler_pc[h] == UINT32_MAX)
					po->handler_pc[h] = lf->block_pc[po->handler_block[h]->index];
		}
	}
	if (L.opt)
		tail_duplicate(&L, lf);
	/* -O0 loads a function's locals in pairs (a + b, a * b: byval
	 * copies, parameters kept in memory): a LOADF8 whose next op is one
	 * does both (LOADF8P), skipping it, and one followed by a LOADO8 (a
	 * local against a field: clamp, compare) goes on to its code without
	 * a dispatch (LOADF8O8); a jump may still land on the second, which
	 * is unchanged (all jumps are resolved above) */
	for (uint32_t k = 0; L.opt && k + 1 < L.code.len; k++) {
		Op *o = &VEC_AT(&L.code, Op, k);
		uint16_t next = VEC_AT(&L.code, Op, k + 1).code;
		if (o->code == OPC_LOADF8 && (next == OPC_LOADF8 || next == OPC_LOADO8)) {
			o->code = next == OPC_LOADF8 ? OPC_LOADF8P : OPC_LOADF8O8;
			k++;
		}
	}
	/* variables (undef: a register image of 0, poison) and constants:
	 * their register images, copied in at frame entry */
	lf->kbase = kbase;
	lf->nk = L.nslots - kbase;
	if (!L.failed) {
		lf->k = arena_alloc(&vm->m->arena, (L.nslots + 1) * sizeof *lf->k);
		lf->kpoison = arena_alloc(&vm->m->arena, L.nslots + 1);
		for (uint32_t k = 0; k < L.kvals.len && !L.failed; k++) {
			const Value *c = VEC_AT(&L.kvals, const Value *, k);
			uint32_t s = slot_of(&L, c);
			if (c->kind == VK_MDVALUE)
				continue;
			if (!vm_const_slots(vm, c, lf->k + s, lf->kpoison + s, err, errlen))
				L.failed = true;
		}
		memset(lf->kpoison + kbase, 0xff, nundef);
	}
	lf->nslots = L.nslots;
	lf->code = arena_dup(&vm->m->arena, L.code.data, L.code.len * sizeof(Op));
	vm_thread_code(vm, lf->code, L.code.len);
	lf->src = arena_dup(&vm->m->arena, L.src.data, L.src.len * sizeof(const Inst *));
	lf->ncode = L.code.len;
	if (vm->debug)
		keep_value_slots(&L); /* a debugger reads values by name */
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
	lf->fn->lowered = lf;
	static int dump = -1;
	if (dump < 0)
		dump = getenv("EHI_DUMP_LOWERED") != NULL;
	if (dump)
		dump_lowered(lf);
	return lf;
}
