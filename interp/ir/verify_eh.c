/* verify_eh.c — the EH rules: LLVM's (V-EH), the funclet transitions of
 * the EH reference decidable before running (V-FT), and what each
 * personality requires of its pads and clauses (V-P).
 *
 * Layered as LLVM's verifier is: the rules of one pad or EH instruction in
 * verify_eh_inst(); the rules of the edges into a pad block in
 * pad_predecessors(); "all unwind edges out of a funclet agree" over the
 * pads' uses in funclet_edges(); the sibling-cycle check once the whole
 * function has been seen.  Then, for functions with funclet pads, the
 * funclet colouring (WinEHPrepare's: which funclet each block runs in) and
 * the V-FT rules on it, and last the personality's rules.
 *
 * Every walk up a chain of parent pads is bounded: the pads are indexed
 * once (verify_eh_begin), cycles of parents found in linear time, and a
 * walk stops at a pad it has already visited. */
#include "ir/verify.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers */
static bool
is_op(const Value *val, Opcode op)
{
	return val && val->kind == VK_INST && inst_op((const Inst *)val) == op;
}

static bool
is_none(const Value *val)
{
	return val && val->kind == VK_CNONE;
}

/* the same parent token (`none` compared by kind) */
static bool
same_pad(const Value *a, const Value *b)
{
	return a == b || (is_none(a) && is_none(b));
}

/* catchswitch, catchpad or cleanuppad: pads with a parent token */
static bool
is_scoped_pad_op(Opcode op)
{
	return op == OP_CATCHSWITCH || op_is_funclet_pad(op);
}

/* the EH pad a block begins with (after PHIs), or NULL */
static Inst *
head_pad(const Block *b)
{
	Inst *i = b ? block_first_non_phi(b) : NULL;
	return i && op_is_eh_pad(inst_op(i)) ? i : NULL;
}

static uint32_t
ptr_hash(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 29;
	x *= 0x9E3779B97F4A7C15ull;
	return (uint32_t)(x >> 32);
}

/* the index of a pad of this function, or PAD_NONE / PAD_BAD */
static int32_t
pad_index(const VCtx *v, const Value *val)
{
	if (is_none(val))
		return PAD_NONE;
	if (!val || val->kind != VK_INST || !v->pad_hash)
		return PAD_BAD;
	for (uint32_t h = ptr_hash(val) & v->pad_hash_mask;; h = (h + 1) & v->pad_hash_mask) {
		uint32_t e = v->pad_hash[h];
		if (!e)
			return PAD_BAD;
		if (&v->pads[e - 1].i->u.v == val)
			return (int32_t)(e - 1);
	}
}

static Opcode
pad_op(const VCtx *v, int32_t p)
{
	return inst_op(v->pads[p].i);
}

static bool
is_funclet_pad(const VCtx *v, int32_t p)
{
	return p >= 0 && op_is_funclet_pad(pad_op(v, p));
}

/* a walkable parent: a catchswitch/catchpad/cleanuppad index, else -1 */
static int32_t
up(const VCtx *v, int32_t p)
{
	int32_t q = p >= 0 ? v->pads[p].parent : PAD_NONE;
	return q >= 0 && is_scoped_pad_op(pad_op(v, q)) ? q : PAD_NONE;
}

static const char *
pad_name(const VCtx *v, int32_t p)
{
	return p >= 0 ? verify_name(&v->pads[p].i->u.v) : p == PAD_NONE ? "none" : "?";
}

static const char *
dest_name(const VCtx *v, int32_t p)
{
	return p == PAD_NONE ? "caller" : pad_name(v, p);
}

/* The "funclet" bundles of a call: how many, the first one's operand count
 * and operand. */
typedef struct FBundle {
	uint32_t count, nops;
	Value *pad;
} FBundle;

static FBundle
funclet_bundle(const Inst *call)
{
	const CallInfo *ci = inst_call(call);
	FBundle fb = {0, 0, NULL};
	for (uint32_t k = 0; k < ci->nbundles; k++)
		if (strcmp(ci->bundles[k].tag, "funclet") == 0) {
			if (!fb.count++) {
				fb.nops = ci->bundles[k].n;
				fb.pad = fb.nops ? inst_opnd(call, ci->bundles[k].first) : NULL;
			}
		}
	return fb;
}

/* A funclet bundle the V-FT rules can read: one, naming one funclet pad. */
static int32_t
bundle_pad(const VCtx *v, const FBundle *fb)
{
	if (fb->count != 1 || fb->nops != 1)
		return PAD_BAD;
	int32_t p = pad_index(v, fb->pad);
	return is_funclet_pad(v, p) ? p : PAD_BAD;
}

static bool
has_nounwind(const VCtx *v, const Inst *call, const Function *cf)
{
	return attrs_has(v->m, inst_call(call)->fn_attrs, ATTR_NOUNWIND) ||
	       (cf && attrs_has(v->m, cf->fn_attrs, ATTR_NOUNWIND));
}

/* LLVM's IntrinsicInst::mayLowerToFunctionCall: the ObjC ARC intrinsics */
bool
verify_eh_lowers_to_call(const Function *f)
{
	static const char *const arc[] = {
		"autorelease", "autoreleasePoolPop", "autoreleasePoolPush", "autoreleaseReturnValue",
		"copyWeak", "destroyWeak", "initWeak", "loadWeak", "loadWeakRetained", "moveWeak", "release",
		"retain", "retainAutorelease", "retainAutoreleaseReturnValue",
		"retainAutoreleasedReturnValue", "retainBlock", "storeStrong", "storeWeak",
		"unsafeClaimAutoreleasedReturnValue", "retainedObject", "unretainedObject",
		"unretainedPointer", "retain.autorelease", "sync.enter", "sync.exit",
	};
	if (!verify_is_intrinsic(f) || strncmp(f->g.u.v.name, "llvm.objc.", 10) != 0)
		return false;
	for (size_t k = 0; k < countof(arc); k++)
		if (strcmp(f->g.u.v.name + 10, arc[k]) == 0)
			return true;
	return false;
}

/* ------------------------------------------------------- personalities */

/* the catalogue (ir/personality.def): what the verifier reads of it */
static const struct {
	const char *name;
	PersFamily family;
	bool scoped; /* LLVM's isScopedEHPersonality (V-EH-44) */
} personalities[] = {
#define PERS(sym, fam, scoped, funclets, single_phase, model, frame, cxx, pad_tis) {#sym, PF_##fam, scoped},
#include "ir/personality.def"
#undef PERS
};

static const Value *
personality_value(const Function *f)
{
	const Value *p = fn_personality(f);
	return p ? verify_strip_casts(p, true) : NULL;
}

static int
personality_entry(const Function *f)
{
	const Value *p = personality_value(f);
	if (!p || !vk_is_global(p->kind) || !p->name)
		return -1;
	for (size_t k = 0; k < countof(personalities); k++)
		if (strcmp(p->name, personalities[k].name) == 0)
			return (int)k;
	return -1;
}

static PersFamily
personality_family(const Function *f)
{
	if (!fn_personality(f))
		return PF_NONE;
	int k = personality_entry(f);
	return k < 0 ? PF_UNKNOWN : personalities[k].family;
}

static bool
landingpad_family(PersFamily fam)
{
	return fam == PF_ITANIUM || fam == PF_C;
}

static bool
funclet_family(PersFamily fam)
{
	return fam == PF_MSVC || fam == PF_SEH || fam == PF_WASM;
}

/* null, or a global variable or alias under pointer casts and zero GEPs */
static bool
is_typeinfo(const Value *val)
{
	val = verify_strip_casts(val, true);
	return val && (val->kind == VK_CNULL || val->kind == VK_CZERO || val->kind == VK_GLOBALVAR ||
		       val->kind == VK_ALIAS);
}

/* V-P-10: what a landingpad produces for a landingpad personality */
static bool
lp_type_fits(const Type *t)
{
	return t->kind == TY_STRUCT && !(t->flags & TYF_PACKED) && t->nsub == 2 && t->sub[0]->kind == TY_PTR &&
	       t->sub[0]->bits == 0 && t->sub[1]->kind == TY_INT && t->sub[1]->bits == 32;
}

/* V-P-8, 9: a catch clause is a type info; a filter clause, a constant
 * array of them (or zeroinitializer) */
static bool
clause_fits(uint8_t kind, const Value *cl)
{
	if (kind == LP_CATCH)
		return is_typeinfo(cl);
	for (uint32_t e = 0; cl->kind == VK_CAGG && e < ((const User *)cl)->nops; e++)
		if (!is_typeinfo(((const User *)cl)->ops[e].val))
			return false;
	return true;
}

/* V-P-8..10 (and at run time EH-F-10): landingpad lp is what its
 * function's landingpad personality reads */
bool
ir_landingpad_fits(const Inst *lp, PersFamily fam)
{
	if (!landingpad_family(fam))
		return true;
	const uint8_t *kinds = lp->x;
	for (uint32_t c = 0; c < lp->u.nops; c++)
		if (!clause_fits(kinds[c], inst_opnd(lp, c)))
			return false;
	return lp_type_fits(lp->u.v.type);
}

/* V-P-5..7 (and at run time EH-F-10): the operands of catchpad cp are
 * what its function's personality reads.  LLVM's verifier does not look
 * at them (LangRef: they are the personality's business). */
bool
ir_catchpad_fits(const Inst *cp, PersFamily fam)
{
	uint32_t na = cp->u.nops - 1;
	const Value *a0 = na > 0 ? inst_opnd(cp, 1) : NULL;
	switch (fam) {
	case PF_MSVC: {
		/* [type descriptor or null, i32 adjectives, static alloca or null] */
		const Value *adj = na > 1 ? inst_opnd(cp, 2) : NULL, *slot = na > 2 ? inst_opnd(cp, 3) : NULL;
		return na == 3 && is_typeinfo(a0) && adj->kind == VK_CINT && adj->type->bits == 32 &&
		       (slot->kind == VK_CNULL || verify_is_static_alloca(NULL, slot));
	}
	case PF_WASM: /* one or more type infos or null */
		for (uint32_t k = 0; k < na; k++)
			if (!is_typeinfo(inst_opnd(cp, 1 + k)))
				return false;
		return na >= 1;
	case PF_SEH: { /* a filter function or null */
		const Value *s = a0 ? verify_strip_casts(a0, false) : NULL;
		return na == 1 && (s->kind == VK_FUNCTION || s->kind == VK_CNULL);
	}
	default:
		return true;
	}
}

/* ------------------------------------------------------------ the pads */
/* For the functional graph next[] (negative: no successor), set cyc[k] to
 * 1 + the smallest index on k's cycle for nodes on a cycle, else 0.
 * Linear: every node is walked once. */
static void
graph_cycles(uint32_t n, const int32_t *next, uint32_t *cyc)
{
	uint8_t *state = xcalloc(n + 1, 1);
	uint32_t *path = xmalloc((n + 1) * sizeof *path);
	for (uint32_t s = 0; s < n; s++) {
		cyc[s] = 0;
	}
	for (uint32_t s = 0; s < n; s++) {
		if (state[s])
			continue;
		uint32_t len = 0;
		int32_t x = (int32_t)s;
		while (x >= 0 && !state[x]) {
			state[x] = 1;
			path[len++] = (uint32_t)x;
			x = next[x];
		}
		if (x >= 0 && state[x] == 1) { /* closed a cycle on this path */
			uint32_t j = len, lo = (uint32_t)x;
			while (j-- > 0 && path[j] != (uint32_t)x)
				lo = path[j] < lo ? path[j] : lo;
			for (uint32_t k = j; k < len; k++)
				cyc[path[k]] = lo + 1;
		}
		for (uint32_t k = 0; k < len; k++)
			state[path[k]] = 2;
	}
	free(state);
	free(path);
}

void
verify_eh_begin(VCtx *v)
{
	v->has_lp = v->has_funclet = false;
	uint32_t n = 0;
	for (uint32_t j = 0; j < v->nb; j++)
		for (Inst *i = v->blocks[j]->first; i; i = i->next)
			n += op_is_eh_pad(inst_op(i));
	v->npads = n;
	v->stamp = 0;
	if (!n)
		return;
	v->pads = xcalloc(n, sizeof *v->pads);
	uint32_t cap = 4;
	while (cap < 2 * n + 2)
		cap *= 2;
	v->pad_hash = xcalloc(cap, sizeof *v->pad_hash);
	v->pad_hash_mask = cap - 1;
	n = 0;
	for (uint32_t j = 0; j < v->nb; j++)
		for (Inst *i = v->blocks[j]->first; i; i = i->next) {
			Opcode op = inst_op(i);
			if (!op_is_eh_pad(op))
				continue;
			VPad *p = &v->pads[n];
			p->i = i;
			p->lfirst = p->lsecond = p->cfirst = p->csecond = PAD_UNSET;
			uint32_t h = ptr_hash(&i->u.v) & v->pad_hash_mask;
			while (v->pad_hash[h])
				h = (h + 1) & v->pad_hash_mask;
			v->pad_hash[h] = ++n;
			if (op == OP_LANDINGPAD)
				v->has_lp = true;
			else
				v->has_funclet = true;
		}
	int32_t *next = xmalloc(n * sizeof *next);
	for (uint32_t k = 0; k < n; k++) {
		VPad *p = &v->pads[k];
		p->parent_v = is_scoped_pad_op(inst_op(p->i)) ? inst_opnd(p->i, 0) : NULL;
		p->parent = p->parent_v ? pad_index(v, p->parent_v) : PAD_NONE;
		next[k] = up(v, (int32_t)k);
	}
	/* cycles of parents; depth below `none` for the others */
	uint32_t *cyc = xmalloc(n * sizeof *cyc);
	graph_cycles(n, next, cyc);
	uint8_t *done = xcalloc(n, 1);
	uint32_t *path = xmalloc(n * sizeof *path);
	for (uint32_t s = 0; s < n; s++) {
		uint32_t len = 0;
		int32_t x = (int32_t)s;
		while (x >= 0 && !done[x] && !cyc[x]) {
			path[len++] = (uint32_t)x;
			x = next[x];
		}
		bool cyclic = x >= 0 && (cyc[x] || v->pads[x].cyclic);
		uint32_t depth = x >= 0 && !cyclic ? v->pads[x].depth + 1 : 0;
		if (x >= 0 && cyc[x] && !done[x])
			v->pads[x].cyclic = v->pads[x].on_cycle = 1, done[x] = 1;
		while (len--) {
			VPad *p = &v->pads[path[len]];
			p->cyclic = cyclic;
			p->depth = depth++;
			done[path[len]] = 1;
		}
		if (cyc[s])
			v->pads[s].cyclic = v->pads[s].on_cycle = 1, done[s] = 1;
	}
	free(path);
	free(done);
	free(cyc);
	free(next);
}

/* ---------------------------------------------------- per instruction */
static void
first_non_phi(VCtx *v, Inst *i, Rule r)
{
	VCHECK(v, block_first_non_phi(i->parent) == i, r, i);
}

static void
check_unwind_target(VCtx *v, Inst *i, Rule r)
{
	Block *d = term_unwind_dest(i);
	if (!d)
		return;
	Inst *p = head_pad(d);
	VCHECK(v, p && inst_op(p) != OP_LANDINGPAD, r, i);
}

static void
check_parent(VCtx *v, Inst *i, Rule r)
{
	Value *p = inst_opnd(i, 0);
	VCHECK(v, is_none(p) || is_op(p, OP_CATCHPAD) || is_op(p, OP_CLEANUPPAD), r, i);
}

/* landingpads and resumes share one type, set by the first of them */
static void
lp_type(VCtx *v, Inst *i, Type *t, Rule r)
{
	if (!v->lp_type)
		v->lp_type = t;
	else
		VCHECK(v, t == v->lp_type, r, i);
}

static void
visit_landingpad(VCtx *v, Inst *i)
{
	if (!fn_personality(v->f))
		verify_failed(v, R_EH_LP_PERS, i);
	first_non_phi(v, i, R_EH_LP_NOT_FIRST);
	if (!i->u.nops && !(i->u.flags & IF_CLEANUP))
		verify_failed(v, R_EH_LP_CLAUSES, i);
	lp_type(v, i, i->u.v.type, R_EH_LP_RESULT);
	const uint8_t *kinds = i->x;
	for (uint32_t k = 0; k < i->u.nops; k++) {
		const Value *c = inst_opnd(i, k);
		if (kinds[k] == LP_CATCH) {
			if (c->type->kind != TY_PTR)
				verify_failed(v, R_EH_LP_CATCH_TYPE, i);
		} else if (!((c->kind == VK_CAGG && c->type->kind == TY_ARRAY && ((const User *)c)->nops) ||
			     c->kind == VK_CZERO)) {
			verify_failed(v, R_EH_LP_FILTER_TYPE, i);
		}
	}
}

static void
check_bundles(VCtx *v, Inst *i)
{
	FBundle fb = funclet_bundle(i);
	if (fb.count > 1)
		verify_failed(v, R_EH_BUNDLE_MULTI, i);
	if (fb.count && fb.nops != 1)
		verify_failed(v, R_EH_BUNDLE_ARITY, i);
	else if (fb.count && !is_op(fb.pad, OP_CATCHPAD) && !is_op(fb.pad, OP_CLEANUPPAD))
		verify_failed(v, R_EH_BUNDLE_PAD, i);
}

void
verify_eh_inst(VCtx *v, Inst *i)
{
	Function *f = v->f;
	Opcode op = inst_op(i);
	/* (LLVM looks at a funclet pad or catchswitch only once it is first
	 * in its block; at a landingpad anywhere) */
	if (op_is_eh_pad(op) && v->nb && i->parent == v->blocks[0] &&
	    (op == OP_LANDINGPAD || block_first_non_phi(i->parent) == i))
		verify_failed(v, R_EH_PAD_ENTRY, i);
	switch (op) {
	case OP_LANDINGPAD:
		visit_landingpad(v, i);
		break;
	case OP_RESUME:
		if (!fn_personality(f))
			verify_failed(v, R_EH_RESUME_PERS, i);
		lp_type(v, i, inst_opnd(i, 0)->type, R_EH_RESUME_TYPE);
		break;
	case OP_INVOKE: {
		Block *u = term_unwind_dest(i);
		if (!head_pad(u))
			verify_failed(v, R_EH_INVOKE_DEST, i);
		check_bundles(v, i);
		break;
	}
	case OP_CALL:
	case OP_CALLBR:
		check_bundles(v, i);
		break;
	case OP_CATCHPAD:
		if (!fn_personality(f))
			verify_failed(v, R_EH_CP_PERS, i);
		if (!is_op(inst_opnd(i, 0), OP_CATCHSWITCH))
			verify_failed(v, R_EH_CP_PARENT, i);
		first_non_phi(v, i, R_EH_CP_NOT_FIRST);
		break;
	case OP_CLEANUPPAD:
		if (!fn_personality(f))
			verify_failed(v, R_EH_CLP_PERS, i);
		first_non_phi(v, i, R_EH_CLP_NOT_FIRST);
		check_parent(v, i, R_EH_CLP_PARENT);
		break;
	case OP_CATCHSWITCH: {
		if (!fn_personality(f))
			verify_failed(v, R_EH_CS_PERS, i);
		first_non_phi(v, i, R_EH_CS_NOT_FIRST);
		check_parent(v, i, R_EH_CS_PARENT);
		check_unwind_target(v, i, R_EH_CS_UNWIND);
		uint32_t nh = term_num_succ(i) - (term_unwind_dest(i) ? 1 : 0);
		for (uint32_t k = 0; k < nh; k++) {
			Inst *h = term_succ(i, k) ? block_first_non_phi(term_succ(i, k)) : NULL;
			if (!h || inst_op(h) != OP_CATCHPAD)
				verify_failed(v, R_EH_CS_HANDLER, i);
		}
		break;
	}
	case OP_CATCHRET:
		VCHECK(v, is_op(inst_opnd(i, 0), OP_CATCHPAD), R_EH_CATCHRET_PAD, i);
		break;
	case OP_CLEANUPRET:
		if (!is_op(inst_opnd(i, 0), OP_CLEANUPPAD))
			verify_failed(v, R_EH_CLEANUPRET_PAD, i);
		check_unwind_target(v, i, R_EH_CLEANUPRET_UNWIND);
		break;
	default:
		break;
	}
}

/* -------------------------------------------------- unwind edges, preds */
static void
edge_rejected(VCtx *v, Rule r, Inst *t)
{
	verify_failed(v, r, t);
	v->iflag[t->order] |= IFL_EDGE_REJECTED;
}

/* The unwind edge t -> (block of) to_pad: it exits pads from its source up
 * to the new pad's parent and enters that one pad (LLVM's
 * visitEHPadPredecessors, for catchswitch and cleanuppad blocks). */
static void
unwind_edge(VCtx *v, Inst *t, const Block *b, Inst *to_pad)
{
	const Value *to_parent = inst_opnd(to_pad, 0);
	const Value *from;
	switch (inst_op(t)) {
	case OP_INVOKE: {
		if (term_unwind_dest(t) != b || term_succ(t, 0) == b) {
			edge_rejected(v, R_EH_PAD_PREDS, t);
			return;
		}
		const Function *cf = verify_callee_fn(t);
		if (verify_is_intrinsic(cf) && has_nounwind(v, t, cf) && !verify_eh_lowers_to_call(cf))
			return; /* cannot unwind: not an edge */
		FBundle fb = funclet_bundle(t);
		from = fb.count && fb.nops ? fb.pad : NULL;
		break;
	}
	case OP_CLEANUPRET:
		from = inst_opnd(t, 0);
		if (same_pad(from, to_parent)) {
			edge_rejected(v, R_EH_CLEANUPRET_EXIT, t);
			return;
		}
		break;
	case OP_CATCHSWITCH:
		from = &t->u.v;
		break;
	default:
		edge_rejected(v, R_EH_PAD_PREDS, t);
		return;
	}
	uint32_t stamp = ++v->stamp;
	for (;;) {
		if (from == &to_pad->u.v) {
			edge_rejected(v, R_EH_PAD_SELF, t);
			return;
		}
		if (same_pad(from, to_parent) || (!from && is_none(to_parent)))
			break;
		if (!from || is_none(from)) {
			edge_rejected(v, R_EH_ENTERS_TWO, t);
			return;
		}
		int32_t p = pad_index(v, from);
		if (p >= 0 && v->pads[p].stamp == stamp) {
			edge_rejected(v, R_EH_PAD_CYCLE, t);
			return;
		}
		if (p < 0 || !is_scoped_pad_op(pad_op(v, p))) {
			edge_rejected(v, R_EH_PARENT_NOT_PAD, t);
			return;
		}
		v->pads[p].stamp = stamp;
		from = v->pads[p].parent_v;
	}
}

/* Rules on the edges into a pad block. */
static void
pad_predecessors(VCtx *v, Block *b, Inst *pad)
{
	uint32_t lo = v->pred_at[b->index], hi = v->pred_at[b->index + 1];
	Opcode op = inst_op(pad);
	const Block *last = NULL;
	if (op == OP_CATCHPAD) {
		Value *csv = inst_opnd(pad, 0);
		if (!is_op(csv, OP_CATCHSWITCH))
			return;
		Inst *cs = (Inst *)csv;
		for (uint32_t k = lo; k < hi; k++) {
			const Block *pb = v->pred[k];
			if (pb == last || pb == cs->parent)
				continue;
			last = pb;
			Inst *t = block_terminator(pb);
			verify_failed(v, R_EH_CP_PREDS, t ? (void *)t : (void *)pb);
		}
		if (term_unwind_dest(cs) == b)
			verify_failed(v, R_EH_CS_OWN_HANDLER, cs);
		return;
	}
	for (uint32_t k = lo; k < hi; k++) {
		const Block *pb = v->pred[k];
		if (pb == last)
			continue; /* several edges from one terminator: judged once */
		last = pb;
		Inst *t = block_terminator(pb);
		if (!t)
			continue;
		if (op == OP_LANDINGPAD) {
			if (!(inst_op(t) == OP_INVOKE && term_unwind_dest(t) == b && term_succ(t, 0) != b))
				verify_failed(v, R_EH_LP_PREDS, t);
		} else {
			unwind_edge(v, t, b, pad);
		}
	}
}

/* ------------------------------------------------------- funclet edges */
static void
record(int32_t *first, int32_t *second, int32_t dest)
{
	if (*first == PAD_UNSET)
		*first = dest;
	else if (dest != *first && *second == PAD_UNSET)
		*second = dest;
}

/* The destination pad of an unwind edge to block d (NULL: the caller):
 * PAD_NONE for the caller, PAD_BAD when d does not begin with a pad. */
static int32_t
dest_pad(const VCtx *v, const Block *d)
{
	if (!d)
		return PAD_NONE;
	Inst *p = head_pad(d);
	return p ? pad_index(v, &p->u.v) : PAD_BAD;
}

/* The edges LLVM attributes to funclet pad q (its users: cleanupret,
 * catchswitch, invokes naming it), recorded for every pad they exit whose
 * visit reaches q (q itself, and ancestors through cleanuppads only);
 * other users are reported as bogus (LLVM's visitFuncletPadInst). */
static void
funclet_uses(VCtx *v, int32_t q)
{
	Inst *qi = v->pads[q].i;
	for (Use *u = qi->u.v.uses; u; u = u->next) {
		Inst *user = (Inst *)u->user;
		if (!user || user->u.v.kind != VK_INST || !user->parent || user->parent->parent != v->f)
			continue;
		Block *dest = NULL;
		switch (inst_op(user)) {
		case OP_CLEANUPRET:
			dest = term_unwind_dest(user);
			break;
		case OP_CATCHSWITCH:
			if (!term_unwind_dest(user))
				continue; /* `unwind to caller` may nest anywhere */
			dest = term_unwind_dest(user);
			break;
		case OP_INVOKE:
			dest = term_unwind_dest(user);
			break;
		case OP_CALL:
		case OP_CLEANUPPAD:
		case OP_CATCHRET:
			continue;
		default:
			/* once per pad it uses */
			if (v->iflag[user->order] & IFL_BOGUS)
				continue;
			v->iflag[user->order] |= IFL_BOGUS;
			verify_failed(v, R_EH_BOGUS_USE, user);
			continue;
		}
		int32_t d = PAD_NONE;
		const Value *uparent = NULL;
		if (dest) {
			Inst *p = head_pad(dest);
			if (!p || inst_op(p) == OP_LANDINGPAD)
				continue;
			d = pad_index(v, &p->u.v);
			uparent = v->pads[d].parent_v;
			if (same_pad(uparent, &qi->u.v))
				continue; /* stays inside q */
		}
		bool visits = true;
		uint32_t stamp = ++v->stamp;
		for (int32_t x = q; x >= 0 && v->pads[x].stamp != stamp;) {
			v->pads[x].stamp = stamp;
			if (visits && is_funclet_pad(v, x))
				record(&v->pads[x].lfirst, &v->pads[x].lsecond, d);
			if (pad_op(v, x) != OP_CLEANUPPAD)
				visits = false;
			if (dest && same_pad(v->pads[x].parent_v, uparent))
				break;
			x = up(v, x);
		}
	}
	/* bogus uses are per (user, pad): forget the marks */
	for (Use *u = qi->u.v.uses; u; u = u->next) {
		Inst *user = (Inst *)u->user;
		if (user && user->u.v.kind == VK_INST && user->parent && user->parent->parent == v->f)
			v->iflag[user->order] &= (uint8_t)~IFL_BOGUS;
	}
}

static void
funclet_edges(VCtx *v)
{
	uint32_t n = v->npads;
	/* pads nested within themselves through cleanuppads */
	int32_t *next = xmalloc(n * sizeof *next);
	uint32_t *cyc = xmalloc(n * sizeof *cyc);
	for (uint32_t k = 0; k < n; k++) {
		int32_t p = v->pads[k].parent;
		next[k] = pad_op(v, (int32_t)k) == OP_CLEANUPPAD && p >= 0 && pad_op(v, p) == OP_CLEANUPPAD ? p
														     : -1;
	}
	graph_cycles(n, next, cyc);
	for (uint32_t k = 0; k < n; k++)
		if (cyc[k]) {
			verify_failed(v, R_EH_SELF_NESTED, v->pads[k].i);
			v->pads[k].reported |= PR_SELF_NESTED;
		}

	for (uint32_t k = 0; k < n; k++)
		if (is_funclet_pad(v, (int32_t)k))
			funclet_uses(v, (int32_t)k);

	/* agreement, and the sibling unwinds for the cycle check */
	for (uint32_t k = 0; k < n; k++) {
		VPad *p = &v->pads[k];
		Opcode op = inst_op(p->i);
		next[k] = -1;
		if (op == OP_CATCHSWITCH) {
			int32_t d = dest_pad(v, term_unwind_dest(p->i));
			if (d >= 0 && inst_op(v->pads[d].i) != OP_LANDINGPAD && same_pad(v->pads[d].parent_v, p->parent_v))
				next[k] = d;
			continue;
		}
		if (!op_is_funclet_pad(op) || (p->reported & PR_SELF_NESTED))
			continue;
		if (p->lsecond != PAD_UNSET) {
			verify_failed(v, R_EH_FUNCLET_DESTS, p->i);
			p->reported |= PR_DESTS;
		} else if (op == OP_CATCHPAD && p->lfirst != PAD_UNSET && p->parent >= 0 &&
			   pad_op(v, p->parent) == OP_CATCHSWITCH) {
			int32_t sd = dest_pad(v, term_unwind_dest(v->pads[p->parent].i));
			if (sd != p->lfirst) {
				verify_failed(v, R_EH_CATCH_DEST, p->i);
				p->reported |= PR_DESTS;
			}
		}
		if (op == OP_CLEANUPPAD && p->lfirst >= 0 && same_pad(v->pads[p->lfirst].parent_v, p->parent_v))
			next[k] = p->lfirst;
	}
	/* EH pads can't handle each other's exceptions */
	graph_cycles(n, next, cyc);
	for (uint32_t k = 0; k < n; k++)
		if (cyc[k]) {
			v->pads[k].reported |= PR_SIBLING_CYCLE;
			if (cyc[k] == k + 1)
				verify_failed(v, R_EH_SIBLING_CYCLE, v->pads[k].i);
		}
	free(next);
	free(cyc);
}

/* ------------------------------------------------------------ colouring */
/* Which funclets each block runs in (WinEHPrepare's colorEHFunclets): the
 * entry block is `none`; a block beginning with a catchswitch, catchpad
 * or cleanuppad is that pad; a block passes its colour to its successors,
 * except that a catchret's successor takes the parent of the catchpad's
 * catchswitch.  A colour is a pad index or PAD_NONE. */
static int64_t
colour_key(const VCtx *v, int32_t c)
{
	return c < 0 ? -1 : (int64_t)v->pads[c].i->parent->index;
}

static bool
add_colour(VCtx *v, uint32_t b, int32_t c)
{
	uint32_t n = v->ncolours[b];
	if (!n) {
		v->colour1[b] = c;
		v->ncolours[b] = 1;
		return true;
	}
	Vec *set = &v->colour_sets[b];
	if (n == 1) {
		if (v->colour1[b] == c)
			return false;
		VEC_PUSH(set, int32_t, v->colour1[b]);
	} else {
		for (uint32_t k = 0; k < set->len; k++)
			if (VEC_AT(set, int32_t, k) == c)
				return false;
	}
	VEC_PUSH(set, int32_t, c);
	v->ncolours[b] = n + 1;
	/* keep the first two by layout */
	int32_t a = v->colour1[b], s = n == 1 ? c : v->colour2[b];
	if (n == 1) {
		if (colour_key(v, s) < colour_key(v, a))
			a = c, s = v->colour1[b];
	} else if (colour_key(v, c) < colour_key(v, a)) {
		s = a, a = c;
	} else if (colour_key(v, c) < colour_key(v, s)) {
		s = c;
	}
	v->colour1[b] = a;
	v->colour2[b] = s;
	return true;
}

static void
colour_blocks(VCtx *v)
{
	uint32_t nb = v->nb;
	v->colour1 = xmalloc((nb + 1) * sizeof *v->colour1);
	v->colour2 = xmalloc((nb + 1) * sizeof *v->colour2);
	v->ncolours = xcalloc(nb + 1, sizeof *v->ncolours);
	v->colour_sets = xcalloc(nb + 1, sizeof *v->colour_sets);
	typedef struct { uint32_t b; int32_t c; } Item;
	Vec work = {0};
	if (nb) {
		Item it = {0, PAD_NONE};
		VEC_PUSH(&work, Item, it);
	}
	while (work.len) {
		Item it = VEC_AT(&work, Item, --work.len);
		Block *b = v->blocks[it.b];
		int32_t c = it.c;
		Inst *head = block_first_non_phi(b);
		if (head && is_scoped_pad_op(inst_op(head)))
			c = pad_index(v, &head->u.v);
		if (!add_colour(v, it.b, c))
			continue;
		Inst *t = block_terminator(b);
		if (!t)
			continue;
		int32_t sc = c;
		if (inst_op(t) == OP_CATCHRET) {
			int32_t cp = pad_index(v, inst_opnd(t, 0));
			if (cp >= 0 && pad_op(v, cp) == OP_CATCHPAD) {
				int32_t cs = v->pads[cp].parent;
				if (cs >= 0 && pad_op(v, cs) == OP_CATCHSWITCH)
					sc = up(v, cs);
			}
		}
		uint32_t ns = term_num_succ(t);
		for (uint32_t s = 0; s < ns; s++) {
			Block *d = term_succ(t, s);
			if (d && d->parent == v->f) {
				Item n = {d->index, sc};
				VEC_PUSH(&work, Item, n);
			}
		}
	}
	vec_free(&work);
}

/* ------------------------------------------------- funclet transitions */
static bool
is_call(Opcode op)
{
	return op == OP_CALL || op == OP_INVOKE || op == OP_CALLBR;
}

/* an intrinsic that may unwind */
static bool
unwinding_intrinsic(const Function *f)
{
	return !strcmp(f->g.u.v.name, "llvm.wasm.throw") || !strcmp(f->g.u.v.name, "llvm.wasm.rethrow");
}

/* Does what the instruction does depend on which pads are entered? */
static bool
funclet_dependent(const Inst *i)
{
	switch (inst_op(i)) {
	case OP_RET: case OP_RESUME: case OP_CATCHRET: case OP_CLEANUPRET:
		return true;
	case OP_CALL: case OP_INVOKE: case OP_CALLBR: {
		if (inst_callee(i)->kind == VK_ASM)
			return false;
		const Function *cf = verify_callee_fn(i);
		return !(inst_op(i) == OP_CALL && verify_is_intrinsic(cf) && !unwinding_intrinsic(cf));
	}
	default:
		return false;
	}
}

/* Is pad `anc` the pad p or one enclosing it?  (bounded walk) */
static bool
encloses(VCtx *v, int32_t anc, int32_t p)
{
	uint32_t stamp = ++v->stamp;
	for (int32_t x = p; x >= 0 && v->pads[x].stamp != stamp; x = up(v, x)) {
		if (x == anc)
			return true;
		v->pads[x].stamp = stamp;
	}
	return false;
}

/* the V-FT rules on a block of the single colour c */
static void
block_transitions(VCtx *v, Block *b, int32_t c)
{
	if (c >= 0 && pad_op(v, c) == OP_CATCHSWITCH)
		return; /* holds the catchswitch only */
	bool in_funclet = is_funclet_pad(v, c);
	for (Inst *i = b->first; i; i = i->next) {
		Opcode op = inst_op(i);
		if (is_call(op)) {
			FBundle fb = funclet_bundle(i);
			int32_t named = bundle_pad(v, &fb);
			if (!fb.count && in_funclet && funclet_dependent(i))
				verify_failed(v, R_FT_NO_BUNDLE, i, op_names[op], pad_name(v, c));
			else if (fb.count && named >= 0 && c == PAD_NONE)
				verify_failed(v, R_FT_BUNDLE_OUTSIDE, i, pad_name(v, named));
			else if (fb.count && named >= 0 && in_funclet && named != c)
				verify_failed(v, R_FT_WRONG_BUNDLE, i, pad_name(v, named), pad_name(v, c));
		}
		if (op == OP_INVOKE && !(v->iflag[i->order] & IFL_EDGE_REJECTED)) {
			Inst *to = head_pad(term_unwind_dest(i));
			int32_t d = to ? pad_index(v, &to->u.v) : PAD_BAD;
			if (d >= 0 && (inst_op(to) == OP_CATCHSWITCH || inst_op(to) == OP_CLEANUPPAD) &&
			    !v->pads[d].cyclic && !is_none(v->pads[d].parent_v)) {
				int32_t q = v->pads[d].parent;
				if (q < 0 || !encloses(v, q, c))
					verify_failed(v, R_FT_ENTER_PARENT, i, pad_name(v, c), pad_name(v, d),
						      verify_name(v->pads[d].parent_v), pad_name(v, c));
			}
		} else if (op == OP_RET && in_funclet) {
			verify_failed(v, R_FT_RET_IN_FUNCLET, i, pad_name(v, c));
		} else if (op == OP_CATCHRET || op == OP_CLEANUPRET) {
			int32_t x = pad_index(v, inst_opnd(i, 0));
			if (x >= 0 && pad_op(v, x) == (op == OP_CATCHRET ? OP_CATCHPAD : OP_CLEANUPPAD) && x != c)
				verify_failed(v, R_FT_EXIT_ELSEWHERE, i, op_names[op], pad_name(v, x), pad_name(v, x),
					      pad_name(v, c));
		}
	}
}

/* An unwind edge from inside pad s to pad d (PAD_NONE: the caller) exits
 * s and its ancestors below the lowest one enclosing d; record it for the
 * funclet pads it exits. */
static void
colour_exits(VCtx *v, int32_t s, int32_t d)
{
	if (s < 0 || v->pads[s].cyclic || (d >= 0 && v->pads[d].cyclic))
		return;
	int32_t a = s, b = d >= 0 ? up(v, d) : PAD_NONE;
	if (d >= 0 && !is_none(v->pads[d].parent_v) && v->pads[d].parent < 0)
		return; /* d's parent is no pad */
	while (a >= 0 && b >= 0 && a != b) {
		if (v->pads[a].depth >= v->pads[b].depth)
			a = up(v, a);
		else
			b = up(v, b);
	}
	int32_t lca = a >= 0 && b >= 0 ? a : PAD_NONE;
	for (int32_t x = s; x >= 0 && x != lca; x = up(v, x))
		if (is_funclet_pad(v, x))
			record(&v->pads[x].cfirst, &v->pads[x].csecond, d);
}

/* Unwind edges found by colour, in layout order (V-FT-6, V-FT-7). */
static void
colour_edge(VCtx *v, Inst *i, int32_t c)
{
	switch (inst_op(i)) {
	case OP_INVOKE: {
		int32_t d = dest_pad(v, term_unwind_dest(i));
		if (c >= 0 && d >= 0 && is_scoped_pad_op(pad_op(v, d)))
			colour_exits(v, c, d);
		break;
	}
	case OP_CLEANUPRET: {
		int32_t s = pad_index(v, inst_opnd(i, 0));
		int32_t d = dest_pad(v, term_unwind_dest(i));
		if (s >= 0 && pad_op(v, s) == OP_CLEANUPPAD && (d == PAD_NONE || (d >= 0 && is_scoped_pad_op(pad_op(v, d)))))
			colour_exits(v, s, d);
		break;
	}
	case OP_CATCHSWITCH: {
		int32_t s = pad_index(v, &i->u.v);
		int32_t d = dest_pad(v, term_unwind_dest(i));
		if (d != PAD_NONE && (d < 0 || !is_scoped_pad_op(pad_op(v, d))))
			break;
		record(&v->pads[s].cfirst, &v->pads[s].csecond, d);
		uint32_t nh = term_num_succ(i) - (term_unwind_dest(i) ? 1 : 0);
		for (uint32_t k = 0; k < nh; k++) { /* its catchpads leave through it */
			Inst *h = term_succ(i, k) ? head_pad(term_succ(i, k)) : NULL;
			int32_t hp = h && inst_op(h) == OP_CATCHPAD ? pad_index(v, &h->u.v) : PAD_BAD;
			if (hp >= 0 && v->pads[hp].parent == s)
				record(&v->pads[hp].cfirst, &v->pads[hp].csecond, d);
		}
		if (d != PAD_NONE) /* a nested `unwind to caller` does not count */
			colour_exits(v, s, d);
		break;
	}
	default:
		break;
	}
}

static void
funclet_transitions(VCtx *v)
{
	colour_blocks(v);
	for (uint32_t j = 0; j < v->nb; j++) {
		Block *b = v->blocks[j];
		uint32_t n = v->ncolours[j];
		if (!n)
			continue; /* unreachable */
		if (n > 1) {
			for (Inst *i = b->first; i; i = i->next)
				if (funclet_dependent(i)) {
					verify_failed(v, R_FT_MULTI_COLOUR, i, verify_name(&b->v),
						      pad_name(v, v->colour1[j]), pad_name(v, v->colour2[j]));
					break;
				}
			continue;
		}
		block_transitions(v, b, v->colour1[j]);
		for (Inst *i = b->first; i; i = i->next)
			colour_edge(v, i, v->colour1[j]);
	}
	/* V-FT-6: one destination per funclet pad */
	uint32_t n = v->npads;
	int32_t *next = xmalloc((n + 1) * sizeof *next);
	uint32_t *cyc = xmalloc((n + 1) * sizeof *cyc);
	for (uint32_t k = 0; k < n; k++) {
		VPad *p = &v->pads[k];
		next[k] = -1;
		if (op_is_funclet_pad(inst_op(p->i)) && p->csecond != PAD_UNSET && !(p->reported & PR_DESTS))
			verify_failed(v, R_FT_DESTS, p->i, pad_name(v, (int32_t)k), dest_name(v, p->cfirst),
				      dest_name(v, p->csecond));
		if (is_scoped_pad_op(inst_op(p->i)) && p->cfirst >= 0 &&
		    same_pad(v->pads[p->cfirst].parent_v, p->parent_v))
			next[k] = p->cfirst;
	}
	/* V-FT-7: no cycle of sibling destinations (unless V-EH-40 said so) */
	graph_cycles(n, next, cyc);
	uint8_t *skip = xcalloc(n + 1, 1);
	for (uint32_t k = 0; k < n; k++)
		if (cyc[k] && (v->pads[k].reported & PR_SIBLING_CYCLE))
			skip[cyc[k] - 1] = 1;
	for (uint32_t k = 0; k < n; k++)
		if (cyc[k] == k + 1 && !skip[k])
			verify_failed(v, R_FT_CYCLE, v->pads[k].i, pad_name(v, (int32_t)k));
	free(skip);
	free(next);
	free(cyc);
}

/* V-EH-44: under a funclet personality (as LLVM classifies them), a call
 * of an intrinsic that may become a real call, in a block one of whose
 * colours is a funclet pad, names its funclet. */
static void
intrinsic_bundles(VCtx *v)
{
	int pe = personality_entry(v->f);
	if (pe < 0 || !personalities[pe].scoped)
		return;
	for (uint32_t j = 0; j < v->nb; j++) {
		uint32_t n = v->ncolours[j];
		bool in_funclet = false;
		if (n == 1)
			in_funclet = is_funclet_pad(v, v->colour1[j]);
		for (uint32_t k = 0; n > 1 && k < v->colour_sets[j].len && !in_funclet; k++)
			in_funclet = is_funclet_pad(v, VEC_AT(&v->colour_sets[j], int32_t, k));
		if (!in_funclet)
			continue;
		for (Inst *i = v->blocks[j]->first; i; i = i->next) {
			if (!is_call(inst_op(i)))
				continue;
			const Value *c = inst_callee(i);
			if (c->kind != VK_FUNCTION || ((const Function *)c)->fty != i->ty ||
			    !verify_eh_lowers_to_call((const Function *)c))
				continue;
			if (!funclet_bundle(i).count)
				verify_failed(v, R_EH_INTRIN_BUNDLE, i);
		}
	}
}

/* ------------------------------------------------------------ personality */
static void
personality_rules(VCtx *v)
{
	Function *f = v->f;
	PersFamily fam = personality_family(f);
	const char *pn = fn_personality(f) ? verify_name(personality_value(f)) : "";
	char pname[192];
	snprintf(pname, sizeof pname, "%s", pn);
	if (fam == PF_UNKNOWN)
		verify_failed(v, R_P_UNKNOWN, f, pname);
	if (!v->npads)
		return;
	bool mixed = v->has_lp && v->has_funclet;
	if (mixed) {
		bool first_lp = inst_op(v->pads[0].i) == OP_LANDINGPAD;
		for (uint32_t k = 1; k < v->npads; k++)
			if ((inst_op(v->pads[k].i) == OP_LANDINGPAD) != first_lp) {
				verify_failed(v, R_P_MIXED, v->pads[k].i);
				break;
			}
	}
	for (uint32_t k = 0; k < v->npads; k++) {
		Inst *p = v->pads[k].i;
		Opcode op = inst_op(p);
		if (op == OP_LANDINGPAD) {
			if (!mixed && funclet_family(fam))
				verify_failed(v, R_P_LP_UNDER_FUNCLET, p, pname);
			if (!landingpad_family(fam))
				continue;
			if (!lp_type_fits(p->u.v.type))
				verify_failed(v, R_P_LP_TYPE, p, pname, v->m->typed_ptrs ? "{ i8*, i32 }" : "{ ptr, i32 }");
			const uint8_t *kinds = p->x;
			for (uint32_t c = 0; c < p->u.nops; c++)
				if (!clause_fits(kinds[c], inst_opnd(p, c)))
					verify_failed(v, kinds[c] == LP_CATCH ? R_P_CATCH_TYPEINFO : R_P_FILTER_TYPEINFO, p);
			if (fam == PF_C && p->u.nops)
				verify_failed(v, R_P_C_CLAUSE, p, pname);
		} else if (op == OP_CATCHSWITCH || op == OP_CLEANUPPAD) {
			if (!mixed && landingpad_family(fam))
				verify_failed(v, R_P_FUNCLET_UNDER_LP, p, op_names[op], pname);
		} else if (op == OP_CATCHPAD && !ir_catchpad_fits(p, fam)) {
			static const Rule shape_rule[] = {[PF_MSVC] = R_P_MSVC_CATCHPAD, [PF_WASM] = R_P_WASM_CATCHPAD,
							  [PF_SEH] = R_P_SEH_CATCHPAD};
			verify_failed(v, shape_rule[fam], p, pname);
		}
	}
}

/* --------------------------------------------------------- per function */
void
verify_eh_function(VCtx *v)
{
	for (uint32_t j = 0; j < v->nb; j++) {
		Block *b = v->blocks[j];
		Inst *pad = head_pad(b);
		if (pad)
			pad_predecessors(v, b, pad);
	}
	if (v->has_funclet) {
		funclet_edges(v);
		funclet_transitions(v);
		intrinsic_bundles(v);
	}
	personality_rules(v);
}
