/* verify_eh.c — the EH rules: LLVM's (V-EH), the funclet transitions of
 * the EH reference decidable before running (V-FT), and what each
 * personality requires of its pads and clauses (V-P).
 *
 * Layered as LLVM's verifier is: rules of one pad in its own visit; rules
 * of an unwind edge in pad_predecessors(); the "all unwind edges out of a
 * funclet agree" walk in funclet_unwinds(); the sibling-cycle check once
 * the whole function has been seen.  Funclet colouring (which funclet
 * each block executes in) follows WinEHPrepare's definition.  Never is an
 * invoke assumed to reach a landingpad: unwind targets are whatever pad
 * the destination block begins with. */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers */
static Inst *
pad_of(const Block *b)
{
	Inst *i = b ? block_first_non_phi(b) : NULL;
	return i && op_is_eh_pad(inst_op(i)) ? i : NULL;
}

static bool
is_none(const Value *v)
{
	return v && v->kind == VK_CNONE;
}

/* parent of a funclet pad or catchswitch: a pad instruction or `none` */
static Value *
parent_pad(const Inst *pad)
{
	return pad && inst_op(pad) != OP_LANDINGPAD ? inst_opnd(pad, 0) : NULL;
}

static bool
is_inst_op(const Value *v, Opcode op)
{
	return v && v->kind == VK_INST && inst_op((const Inst *)v) == op;
}

/* the pad named by a call's "funclet" bundle; *count says how many */
static Value *
funclet_bundle(const Inst *call, uint32_t *count)
{
	const CallInfo *ci = inst_call(call);
	Value *pad = NULL;
	*count = 0;
	for (uint32_t k = 0; k < ci->nbundles; k++)
		if (strcmp(ci->bundles[k].tag, "funclet") == 0) {
			(*count)++;
			pad = ci->bundles[k].n ? inst_opnd(call, ci->bundles[k].first) : NULL;
		}
	return pad;
}

static const char *
pad_name(const Value *pad, char *buf, size_t n)
{
	if (!pad || is_none(pad))
		return "none";
	Buf b = {0};
	print_value_ref(&b, pad);
	snprintf(buf, n, "%s", b.s);
	buf_free(&b);
	return buf;
}

static const Function *
callee_function(const Inst *call)
{
	const Value *c = inst_callee(call);
	while (c && c->kind == VK_CEXPR && ((const User *)c)->nops == 1)
		c = ((const User *)c)->ops[0].val;
	return c && c->kind == VK_FUNCTION ? (const Function *)c : NULL;
}

static bool
is_intrinsic(const Function *f)
{
	return f && f->g.u.v.name && strncmp(f->g.u.v.name, "llvm.", 5) == 0;
}

/* ------------------------------------------------------- personalities */
typedef enum { PF_NONE, PF_UNKNOWN, PF_LANDINGPAD, PF_MSVC, PF_SEH, PF_WASM } PersFamily;

static const struct {
	const char *name;
	PersFamily family;
} known_personalities[] = {
	{"__gxx_personality_v0", PF_LANDINGPAD}, {"__gxx_personality_sj0", PF_LANDINGPAD},
	{"__gxx_personality_seh0", PF_LANDINGPAD}, {"__gcc_personality_v0", PF_LANDINGPAD},
	{"__gcc_personality_sj0", PF_LANDINGPAD}, {"__gcc_personality_seh0", PF_LANDINGPAD},
	{"__CxxFrameHandler3", PF_MSVC}, {"__CxxFrameHandler4", PF_MSVC},
	{"__C_specific_handler", PF_SEH}, {"_except_handler3", PF_SEH}, {"_except_handler4", PF_SEH},
	{"__gxx_wasm_personality_v0", PF_WASM},
};

static const char *
personality_name(const Function *f)
{
	const Value *p = f->g.u.ops[FN_PERSONALITY].val;
	while (p && p->kind == VK_CEXPR && ((const User *)p)->nops == 1)
		p = ((const User *)p)->ops[0].val;
	return p && vk_is_global(p->kind) ? p->name : NULL;
}

static PersFamily
personality_family(const Function *f)
{
	if (!fn_personality(f))
		return PF_NONE;
	const char *n = personality_name(f);
	for (size_t k = 0; n && k < countof(known_personalities); k++)
		if (strcmp(n, known_personalities[k].name) == 0)
			return known_personalities[k].family;
	return PF_UNKNOWN;
}

/* a type info reference: null, a global, or a cast of one */
static bool
is_typeinfo_ref(const Value *v)
{
	while (v && v->kind == VK_CEXPR && ((const User *)v)->nops == 1)
		v = ((const User *)v)->ops[0].val;
	return v && (v->kind == VK_CNULL || v->kind == VK_GLOBALVAR || v->kind == VK_ALIAS ||
		     v->kind == VK_CZERO);
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
	Inst *p = pad_of(d);
	VCHECK(v, p && inst_op(p) != OP_LANDINGPAD, r, i);
}

static void
visit_landingpad(VCtx *v, Inst *i)
{
	Function *f = v->f;
	VCHECK(v, fn_personality(f), R_EH_LP_NEEDS_PERS, i);
	first_non_phi(v, i, R_EH_LP_NOT_FIRST);
	VCHECK(v, i->u.nops > 0 || (i->u.flags & IF_CLEANUP), R_EH_LP_CLAUSES, i);
	const uint8_t *kinds = i->x;
	for (uint32_t k = 0; k < i->u.nops; k++) {
		Value *c = inst_opnd(i, k);
		if (kinds[k] == LP_CATCH) {
			VCHECK(v, c->type->kind == TY_PTR, R_EH_LP_CATCH_TYPE, i);
			if (!is_typeinfo_ref(c))
				verify_failed(v, R_P_LP_CLAUSE, i, "catch", "a non-constant value");
		} else {
			VCHECK(v, c->type->kind == TY_ARRAY && vk_is_const(c->kind), R_EH_LP_FILTER_TYPE, i);
			if (c->kind == VK_CAGG)
				for (uint32_t e = 0; e < ((User *)c)->nops; e++)
					if (!is_typeinfo_ref(((User *)c)->ops[e].val)) {
						verify_failed(v, R_P_LP_CLAUSE, i, "filter", "a non-constant value");
						break;
					}
		}
	}
}

static void
check_bundle(VCtx *v, Inst *i)
{
	uint32_t n;
	Value *pad = funclet_bundle(i, &n);
	VCHECK(v, n <= 1, R_EH_BUNDLE_MULTI, i);
	if (n == 1)
		VCHECK(v, is_inst_op(pad, OP_CATCHPAD) || is_inst_op(pad, OP_CLEANUPPAD), R_EH_BUNDLE_PAD, i);
}

void
verify_eh_inst(VCtx *v, Inst *i)
{
	Function *f = v->f;
	switch (inst_op(i)) {
	case OP_LANDINGPAD:
		visit_landingpad(v, i);
		break;
	case OP_RESUME:
		VCHECK(v, fn_personality(f), R_EH_RESUME_PERS, i);
		break;
	case OP_INVOKE: {
		Block *u = term_unwind_dest(i);
		VCHECK(v, pad_of(u), R_EH_INVOKE_DEST, i);
		const Function *cf = callee_function(i);
		if (is_intrinsic(cf)) {
			static const char *const ok[] = {"llvm.donothing", "llvm.experimental.patchpoint",
							 "llvm.experimental.gc.statepoint", "llvm.coro.resume",
							 "llvm.coro.destroy", "llvm.seh.scope.begin",
							 "llvm.seh.scope.end", "llvm.seh.try.begin",
							 "llvm.seh.try.end", "llvm.wasm.throw", "llvm.wasm.rethrow"};
			bool allowed = false;
			for (size_t k = 0; k < countof(ok); k++)
				allowed |= strncmp(cf->g.u.v.name, ok[k], strlen(ok[k])) == 0;
			VCHECK(v, allowed, R_EH_INVOKE_INTRIN, i);
		}
		check_bundle(v, i);
		break;
	}
	case OP_CALL:
	case OP_CALLBR:
		check_bundle(v, i);
		break;
	case OP_CATCHPAD:
		VCHECK(v, fn_personality(f), R_EH_CP_PERS, i);
		VCHECK(v, is_inst_op(inst_opnd(i, 0), OP_CATCHSWITCH), R_EH_CP_PARENT, i);
		first_non_phi(v, i, R_EH_CP_NOT_FIRST);
		break;
	case OP_CLEANUPPAD: {
		VCHECK(v, fn_personality(f), R_EH_CLP_PERS, i);
		first_non_phi(v, i, R_EH_CLP_NOT_FIRST);
		Value *p = inst_opnd(i, 0);
		VCHECK(v, is_none(p) || is_inst_op(p, OP_CATCHPAD) || is_inst_op(p, OP_CLEANUPPAD),
		       R_EH_CLP_PARENT, i);
		break;
	}
	case OP_CATCHSWITCH: {
		VCHECK(v, fn_personality(f), R_EH_CS_PERS, i);
		first_non_phi(v, i, R_EH_CS_NOT_FIRST);
		Value *p = inst_opnd(i, 0);
		VCHECK(v, is_none(p) || is_inst_op(p, OP_CATCHPAD) || is_inst_op(p, OP_CLEANUPPAD),
		       R_EH_CS_PARENT, i);
		check_unwind_target(v, i, R_EH_CS_UNWIND);
		uint32_t nh = term_num_succ(i) - (term_unwind_dest(i) ? 1 : 0);
		VCHECK(v, nh > 0, R_EH_CS_EMPTY, i);
		for (uint32_t k = 0; k < nh; k++) {
			Inst *h = block_first_non_phi(term_succ(i, k));
			VCHECK(v, h && inst_op(h) == OP_CATCHPAD, R_EH_CS_HANDLER, i);
		}
		break;
	}
	case OP_CATCHRET:
		VCHECK(v, is_inst_op(inst_opnd(i, 0), OP_CATCHPAD), R_EH_CATCHRET_PAD, i);
		break;
	case OP_CLEANUPRET:
		VCHECK(v, is_inst_op(inst_opnd(i, 0), OP_CLEANUPPAD), R_EH_CLEANUPRET_PAD, i);
		check_unwind_target(v, i, R_EH_CLEANUPRET_UW);
		break;
	default:
		break;
	}
}

/* -------------------------------------------------- unwind edges, preds */
/* The pad an unwind edge leaves from: an invoke's funclet (its bundle),
 * the catchswitch itself, the cleanupret's pad. */
static Value *
edge_from_pad(VCtx *v, const Inst *t)
{
	uint32_t n;
	switch (inst_op(t)) {
	case OP_INVOKE: {
		Value *p = funclet_bundle(t, &n);
		return p ? p : const_special(v->m, type_prim(v->m, TY_TOKEN), VK_CNONE);
	}
	case OP_CATCHSWITCH:
		return (Value *)&t->u.v;
	case OP_CLEANUPRET:
		return inst_opnd(t, 0);
	default:
		return NULL;
	}
}

/* Rules on the edges into a pad block (LLVM's visitEHPadPredecessors). */
static void
pad_predecessors(VCtx *v, Block *b, Inst *pad)
{
	Vec *pv = &v->preds[b->index];
	if (inst_op(pad) == OP_LANDINGPAD) {
		for (uint32_t k = 0; k < pv->len; k++) {
			Inst *t = block_terminator(VEC_AT(pv, Block *, k));
			VCHECK(v, t && inst_op(t) == OP_INVOKE && term_unwind_dest(t) == b && term_succ(t, 0) != b,
			       R_EH_LP_PREDS, pad);
		}
		return;
	}
	if (inst_op(pad) == OP_CATCHPAD) {
		Inst *cs = (Inst *)inst_opnd(pad, 0);
		for (uint32_t k = 0; k < pv->len; k++)
			VCHECK(v, is_inst_op(&cs->u.v, OP_CATCHSWITCH) && VEC_AT(pv, Block *, k) == cs->parent,
			       R_EH_CP_PREDS, pad);
		return;
	}
	/* cleanuppad, catchswitch: entered only by unwind edges, each of which
	 * exits pads up to the new pad's parent and enters this one pad */
	Value *to_parent = parent_pad(pad);
	for (uint32_t k = 0; k < pv->len; k++) {
		Inst *t = block_terminator(VEC_AT(pv, Block *, k));
		VCHECK(v, t && term_unwind_dest(t) == b, R_EH_PAD_PREDS, pad);
		Value *from = edge_from_pad(v, t);
		VCHECK(v, from != &pad->u.v, R_EH_PAD_SELF, t);
		/* walk from the source pad up to the destination's parent */
		uint32_t steps = 0;
		while (from != to_parent) {
			VCHECK(v, !is_none(from) && from, R_EH_PAD_UNWIND_TO, t);
			VCHECK(v, ++steps <= v->nb + 1, R_EH_PAD_CYCLE, t);
			from = parent_pad((Inst *)from);
		}
	}
}

/* ------------------------------------------------------- funclet walks */
/* Every unwind edge that exits funclet pad `fpi` goes to one place
 * (LLVM's visitFuncletPadInst).  `unwind_pad_out` receives that place
 * (NULL: no exiting edge seen; none: the caller) for the sibling check. */
static Value *
funclet_unwinds(VCtx *v, Inst *fpi)
{
	Value *none = const_special(v->m, type_prim(v->m, TY_TOKEN), VK_CNONE);
	Value *first_pad = NULL;
	Inst *first_user = NULL;
	Vec work = {0};
	VEC_PUSH(&work, Inst *, fpi);
	for (uint32_t w = 0; w < work.len; w++) {
		Inst *cur = VEC_AT(&work, Inst *, w);
		for (Use *u = cur->u.v.uses; u; u = u->next) {
			Inst *user = (Inst *)u->user;
			if (!user || user->u.v.kind != VK_INST || user->parent->parent != v->f)
				continue;
			Block *dest = NULL;
			switch (inst_op(user)) {
			case OP_CLEANUPRET:
				dest = term_unwind_dest(user);
				break;
			case OP_CATCHSWITCH:
				if (&user->u.ops[0] != u)
					continue;
				if (!(user->u.flags & IF_HAS_UNWIND))
					continue; /* may nest in a pad that unwinds elsewhere */
				dest = term_unwind_dest(user);
				break;
			case OP_INVOKE:
				dest = term_unwind_dest(user);
				break;
			case OP_CALL:
			case OP_CALLBR:
				continue; /* calls need not be marked nounwind */
			case OP_CLEANUPPAD:
				VEC_PUSH(&work, Inst *, user);
				continue;
			case OP_CATCHRET:
				continue;
			default:
				verify_failed(v, R_EH_BOGUS_USE, user);
				continue;
			}
			Value *upad;
			bool exits = false;
			if (dest) {
				Inst *p = pad_of(dest);
				if (!p || inst_op(p) == OP_LANDINGPAD)
					continue;
				upad = &p->u.v;
				Value *uparent = parent_pad(p);
				if (uparent == &cur->u.v)
					continue; /* stays inside cur */
				Value *exited = &cur->u.v;
				uint32_t steps = 0;
				do {
					if (exited == &fpi->u.v) {
						exits = true;
						break;
					}
					Value *ep = parent_pad((Inst *)exited);
					if (ep == uparent)
						break;
					exited = ep;
				} while (exited && !is_none(exited) && ++steps <= v->nb + 1);
			} else {
				upad = none; /* unwind to caller exits every pad */
				exits = true;
			}
			if (!exits)
				goto next_user;
			if (first_user) {
				if (upad != first_pad)
					verify_failed(v, R_EH_FUNCLET_UNWIND, user);
			} else {
				first_user = user;
				first_pad = upad;
			}
		next_user:
			if (cur != fpi)
				break; /* for nested pads the first use decides */
		}
	}
	vec_free(&work);
	if (inst_op(fpi) == OP_CATCHPAD && first_user && is_inst_op(inst_opnd(fpi, 0), OP_CATCHSWITCH)) {
		Inst *cs = (Inst *)inst_opnd(fpi, 0);
		Block *sd = term_unwind_dest(cs);
		Inst *sp = sd ? pad_of(sd) : NULL;
		Value *switch_pad = sd ? (sp ? &sp->u.v : NULL) : none;
		if (switch_pad != first_pad)
			verify_failed(v, R_EH_CATCH_UNWIND, first_user);
	}
	return first_pad;
}

/* ------------------------------------------------------------ colouring */
/* Which funclet does each block execute in?  (WinEHPrepare's colouring:
 * flood from the entry and from each pad along every CFG edge; a pad
 * block starts its own colour; catchret continues in the catchswitch's
 * parent.)  Colour = index of the pad's block, or the entry (0). */
typedef struct Colours {
	uint32_t *first;  /* first colour of each block, UINT32_MAX: none */
	uint8_t *multi;   /* reported already */
} Colours;

static Value *
colour_pad(VCtx *v, uint32_t c)
{
	if (c == 0 || c == UINT32_MAX)
		return NULL; /* the function itself */
	Inst *p = pad_of(v->blocks[c]);
	return p ? &p->u.v : NULL;
}

/* Does the block's meaning depend on the funclet executing it?  A block
 * reached from several funclets is cloned per funclet by EH preparation
 * (WinEHPrepare), which is harmless unless it calls something that may
 * unwind, names a pad, or leaves a pad or the function. */
static bool
funclet_dependent(VCtx *v, const Block *b)
{
	for (const Inst *i = b->first; i; i = i->next) {
		switch (inst_op(i)) {
		case OP_RET: case OP_CATCHRET: case OP_CLEANUPRET: case OP_INVOKE: case OP_CALLBR:
		case OP_RESUME:
			return true;
		case OP_CALL: {
			uint32_t n;
			funclet_bundle(i, &n);
			const Function *cf = callee_function(i);
			bool nounwind = (cf && attrs_has(v->m, cf->fn_attrs, ATTR_NOUNWIND)) ||
					attrs_has(v->m, inst_call(i)->fn_attrs, ATTR_NOUNWIND);
			if (n || !nounwind)
				return true;
			break;
		}
		default:
			break;
		}
	}
	return false;
}

static void
colour_blocks(VCtx *v, Colours *c)
{
	uint32_t nb = v->nb;
	c->first = xmalloc((nb + 1) * sizeof *c->first);
	c->multi = xcalloc(nb + 1, 1);
	for (uint32_t j = 0; j < nb; j++)
		c->first[j] = UINT32_MAX;
	typedef struct { uint32_t b, colour; } Item;
	Vec work = {0};
	Item start = {0, 0};
	VEC_PUSH(&work, Item, start);
	/* visited (block, colour) pairs: a block seldom has more than one */
	Vec *seen = xcalloc(nb + 1, sizeof *seen);
	while (work.len) {
		Item it = VEC_AT(&work, Item, --work.len);
		Block *b = v->blocks[it.b];
		uint32_t colour = it.colour;
		Inst *head = block_first_non_phi(b);
		if (head && op_is_eh_pad(inst_op(head)))
			colour = it.b;
		bool dup = false;
		for (uint32_t k = 0; k < seen[it.b].len; k++)
			dup |= VEC_AT(&seen[it.b], uint32_t, k) == colour;
		if (dup)
			continue;
		VEC_PUSH(&seen[it.b], uint32_t, colour);
		if (c->first[it.b] == UINT32_MAX) {
			c->first[it.b] = colour;
		} else if (!c->multi[it.b] && funclet_dependent(v, b)) {
			c->multi[it.b] = 1;
			char a[128], bb[128];
			Value *pa = colour_pad(v, c->first[it.b]), *pb = colour_pad(v, colour);
			verify_failed(v, R_FT_COLOUR, b->first ? (void *)b->first : (void *)b,
				      pa ? pad_name(pa, a, sizeof a) : "the function body",
				      pb ? pad_name(pb, bb, sizeof bb) : "the function body");
		}
		Inst *t = block_terminator(b);
		if (!t)
			continue;
		uint32_t succ_colour = colour;
		if (inst_op(t) == OP_CATCHRET) {
			Value *cp = inst_opnd(t, 0);
			Value *csp = is_inst_op(cp, OP_CATCHPAD) ? inst_opnd((Inst *)cp, 0) : NULL;
			Value *pp = is_inst_op(csp, OP_CATCHSWITCH) ? inst_opnd((Inst *)csp, 0) : NULL;
			succ_colour = pp && pp->kind == VK_INST ? ((Inst *)pp)->parent->index : 0;
		}
		uint32_t ns = term_num_succ(t);
		for (uint32_t s = 0; s < ns; s++) {
			Block *d = term_succ(t, s);
			if (d && d->parent == v->f) {
				Item n = {d->index, succ_colour};
				VEC_PUSH(&work, Item, n);
			}
		}
	}
	for (uint32_t j = 0; j < nb; j++)
		vec_free(&seen[j]);
	free(seen);
	vec_free(&work);
}

/* V-FT rules on one block, given its (first) colour */
static void
funclet_transitions(VCtx *v, Block *b, Value *funclet, PersFamily fam)
{
	char a[128], c[128];
	for (Inst *i = b->first; i; i = i->next) {
		Opcode op = inst_op(i);
		if (op == OP_CALL || op == OP_INVOKE || op == OP_CALLBR) {
			uint32_t n;
			Value *named = funclet_bundle(i, &n);
			const Function *cf = callee_function(i);
			bool nounwind = cf && (attrs_has(v->m, cf->fn_attrs, ATTR_NOUNWIND) ||
					       attrs_has(v->m, inst_call(i)->fn_attrs, ATTR_NOUNWIND));
			bool exempt = (is_intrinsic(cf) && nounwind) || fam == PF_SEH ||
				      inst_callee(i)->kind == VK_ASM;
			if (n == 0 && funclet && !exempt)
				verify_failed(v, R_FT_BUNDLE, i, pad_name(funclet, a, sizeof a));
			else if (n == 1 && named != funclet && (named || funclet))
				verify_failed(v, R_FT_BUNDLE_WRONG, i, pad_name(named, a, sizeof a),
					      funclet ? pad_name(funclet, c, sizeof c) : "the function body");
		} else if (op == OP_RET && funclet) {
			verify_failed(v, R_FT_RET_IN_PAD, i, pad_name(funclet, a, sizeof a));
		} else if ((op == OP_CATCHRET || op == OP_CLEANUPRET) && inst_opnd(i, 0) != funclet) {
			verify_failed(v, R_FT_EXIT_WRONG, i, op_names[op], pad_name(inst_opnd(i, 0), a, sizeof a),
				      funclet ? pad_name(funclet, c, sizeof c) : "the function body");
		}
		/* an invoke without the right bundle: judge its unwind edge by
		 * the funclet it really executes in */
		if (op == OP_INVOKE) {
			uint32_t n;
			Value *named = funclet_bundle(i, &n);
			Inst *to = pad_of(term_unwind_dest(i));
			if (to && inst_op(to) != OP_LANDINGPAD && named != funclet) {
				Value *target_parent = parent_pad(to), *from = funclet;
				uint32_t steps = 0;
				while (from != target_parent && !(from == NULL && is_none(target_parent)) &&
				       from && ++steps <= v->nb + 1)
					from = is_none(parent_pad((Inst *)from)) ? NULL : parent_pad((Inst *)from);
				if (!(from == target_parent || (from == NULL && is_none(target_parent))))
					verify_failed(v, R_FT_ENTER_PARENT, i, funclet ? pad_name(funclet, a, sizeof a) : "none",
						      pad_name(&to->u.v, c, sizeof c),
						      pad_name(target_parent, a + 64, 64));
			}
		}
	}
}

/* --------------------------------------------------------- per function */
void
verify_eh_function(VCtx *v)
{
	Function *f = v->f;
	Type *lp_type = NULL;
	bool has_lp = false, has_funclet = false;
	Inst *first_lp = NULL, *first_funclet = NULL;
	for (uint32_t j = 0; j < v->nb; j++) {
		Block *b = v->blocks[j];
		for (Inst *i = b->first; i; i = i->next) {
			Opcode op = inst_op(i);
			Type *t = op == OP_LANDINGPAD ? i->u.v.type : op == OP_RESUME ? inst_opnd(i, 0)->type : NULL;
			if (t) {
				if (!lp_type)
					lp_type = t;
				else if (t != lp_type)
					verify_failed(v, op == OP_LANDINGPAD ? R_EH_LP_RESULT : R_EH_RESUME_TYPE, i);
			}
			if (op == OP_LANDINGPAD && !has_lp)
				has_lp = true, first_lp = i;
			if ((op_is_funclet_pad(op) || op == OP_CATCHSWITCH) && !has_funclet)
				has_funclet = true, first_funclet = i;
		}
		Inst *pad = pad_of(b);
		if (pad)
			pad_predecessors(v, b, pad);
	}
	if (has_lp && has_funclet)
		verify_failed(v, R_EH_MIXED, first_lp->u.v.op == OP_LANDINGPAD && first_lp->loc > first_funclet->loc
						     ? (void *)first_lp : (void *)first_funclet);

	/* the personality and the pads it must understand */
	PersFamily fam = personality_family(f);
	if (fam == PF_UNKNOWN && (has_lp || has_funclet))
		verify_failed(v, R_P_UNKNOWN, f, personality_name(f) ? personality_name(f) : "?");
	if (fam == PF_LANDINGPAD && has_funclet)
		verify_failed(v, R_P_FAMILY, first_funclet, personality_name(f), "landingpads", "funclet pads");
	if ((fam == PF_MSVC || fam == PF_SEH || fam == PF_WASM) && has_lp)
		verify_failed(v, R_P_FAMILY, first_lp, personality_name(f), "funclet pads", "a landingpad");
	if (!has_funclet)
		return;

	/* unwind destinations of funclets agree; remember sibling unwinds */
	uint32_t *sibling = xmalloc((v->nb + 1) * sizeof *sibling);
	for (uint32_t j = 0; j < v->nb; j++) {
		sibling[j] = UINT32_MAX;
		Inst *pad = pad_of(v->blocks[j]);
		if (!pad || inst_op(pad) == OP_LANDINGPAD)
			continue;
		Value *upad = NULL;
		if (op_is_funclet_pad(inst_op(pad)))
			upad = funclet_unwinds(v, pad);
		else if (term_unwind_dest(pad)) /* catchswitch */
			upad = pad_of(term_unwind_dest(pad)) ? &pad_of(term_unwind_dest(pad))->u.v : NULL;
		if (upad && upad->kind == VK_INST && inst_op(pad) != OP_CATCHPAD &&
		    parent_pad((Inst *)upad) == parent_pad(pad))
			sibling[j] = ((Inst *)upad)->parent->index;
	}
	/* EH pads can't handle each other's exceptions: no cycle of siblings */
	uint8_t *state = xcalloc(v->nb + 1, 1); /* 0 new, 1 on path, 2 done */
	for (uint32_t j = 0; j < v->nb; j++) {
		uint32_t k = j;
		while (k != UINT32_MAX && state[k] == 0) {
			state[k] = 1;
			k = sibling[k];
		}
		if (k != UINT32_MAX && state[k] == 1)
			verify_failed(v, R_EH_SIBLING_CYCLE, pad_of(v->blocks[k]));
		for (k = j; k != UINT32_MAX && state[k] == 1; k = sibling[k])
			state[k] = 2;
	}
	free(state);
	free(sibling);

	/* personality-specific catchpad shapes */
	for (uint32_t j = 0; j < v->nb; j++) {
		Inst *pad = pad_of(v->blocks[j]);
		if (!pad || inst_op(pad) != OP_CATCHPAD)
			continue;
		uint32_t na = pad->u.nops - 1;
		const char *pn = personality_name(f);
		if (fam == PF_MSVC) {
			Value *td = na > 0 ? inst_opnd(pad, 1) : NULL, *adj = na > 1 ? inst_opnd(pad, 2) : NULL;
			Value *slot = na > 2 ? inst_opnd(pad, 3) : NULL;
			bool ok = na == 3 && is_typeinfo_ref(td) && adj->kind == VK_CINT && adj->type->bits == 32 &&
				  slot->type->kind == TY_PTR &&
				  (slot->kind == VK_CNULL || is_inst_op(slot, OP_ALLOCA));
			if (!ok)
				verify_failed(v, R_P_MSVC_CATCHPAD, pad, pn);
		} else if (fam == PF_WASM) {
			bool ok = na >= 1;
			for (uint32_t k = 0; k < na; k++)
				ok &= is_typeinfo_ref(inst_opnd(pad, 1 + k));
			if (!ok)
				verify_failed(v, R_P_WASM_CATCHPAD, pad, pn);
		} else if (fam == PF_SEH) {
			Value *a = na == 1 ? inst_opnd(pad, 1) : NULL;
			bool ok = a && (a->kind == VK_FUNCTION || a->kind == VK_CNULL || vk_is_const(a->kind));
			if (!ok)
				verify_failed(v, R_P_SEH_CATCHPAD, pad, pn);
		}
	}

	/* funclet transitions, by colour */
	Colours c;
	colour_blocks(v, &c);
	for (uint32_t j = 0; j < v->nb; j++) {
		if (c.first[j] == UINT32_MAX)
			continue; /* unreachable */
		Value *funclet = colour_pad(v, c.first[j]);
		if (funclet && inst_op((Inst *)funclet) == OP_CATCHSWITCH)
			continue; /* a catchswitch block holds nothing else */
		funclet_transitions(v, v->blocks[j], funclet, fam);
	}
	free(c.first);
	free(c.multi);
}
