/* verify.c — the verifier's engine and LLVM's structural rules (V-S).
 *
 * One visit per instruction kind from one switch; every finding goes
 * through verify_failed() and checking goes on, so one run reports every
 * violation.  Per-function facts (CFG predecessors, reverse postorder,
 * the dominator tree as DFS intervals) are built once in begin_function
 * and dropped in end_function.  The EH rules live in verify_eh.c. */
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const struct {
	const char *id;
	DiagLevel level;
	const char *msg;
} rules[R__COUNT] = {
#define ERROR DIAG_ERROR
#define WARNING DIAG_WARNING
#define RULE(e, id, sev, msg) {id, sev, msg},
#include "verify_rules.def"
#undef RULE
#undef ERROR
#undef WARNING
};

/* ------------------------------------------------------------ reporting */
static Source *
source_of(const VCtx *v, const Global *g)
{
	const Module *m = v->m;
	if (!m->sources.len)
		return NULL;
	uint32_t k = g && g->src < m->sources.len ? g->src : 0;
	return VEC_AT(&m->sources, Source *, k);
}

void
verify_failed(VCtx *v, Rule rule, const void *where, ...)
{
	char msg[600];
	va_list ap;
	va_start(ap, where);
	vsnprintf(msg, sizeof msg, rules[rule].msg, ap);
	va_end(ap);
	if (rules[rule].level == DIAG_ERROR)
		v->nerr++;
	else
		v->nwarn++;

	const Value *w = where;
	const Inst *i = w && w->kind == VK_INST ? (const Inst *)w : NULL;
	const Block *b = i ? i->parent : w && w->kind == VK_BLOCK ? (const Block *)w : NULL;
	const Function *f = b ? b->parent : w && w->kind == VK_FUNCTION ? (const Function *)w : v->f;
	uint32_t off = i ? i->loc : b ? b->loc : f ? f->g.loc : 0;
	Source *src = source_of(v, f ? &f->g : NULL);
	if (!src) {
		fprintf(v->out, "%s: %s [%s]\n", rules[rule].level == DIAG_ERROR ? "error" : "warning",
			msg, rules[rule].id);
	} else {
		uint32_t line, col;
		source_linecol(src, off, &line, &col);
		fprintf(v->out, "%s:%u:%u: %s: %s [%s]\n", src->name, line, col,
			rules[rule].level == DIAG_ERROR ? "error" : "warning", msg, rules[rule].id);
	}
	Buf ctx = {0};
	if (f) {
		buf_puts(&ctx, "  in function ");
		print_value_ref(&ctx, &f->g.u.v);
	}
	if (b) {
		buf_puts(&ctx, ", block ");
		print_value_ref(&ctx, &b->v);
	}
	if (i) {
		buf_puts(&ctx, ": ");
		print_inst(&ctx, i);
		char *nl = strchr(ctx.s, '\n'); /* one line: landingpad clauses etc. */
		if (nl)
			ctx.len = (size_t)(nl - ctx.s), ctx.s[ctx.len] = 0, buf_puts(&ctx, " ...");
	}
	if (ctx.len)
		fprintf(v->out, "%s\n", ctx.s);
	buf_free(&ctx);
	if (src) { /* the source line and a caret, as for parse errors */
		uint32_t line, col;
		source_linecol(src, off, &line, &col);
		const char *ls = src->text + src->line_starts[line - 1], *le = ls;
		while (le < src->text + src->len && *le != '\n' && le - ls < 400)
			le++;
		fprintf(v->out, "%.*s\n%*s^\n", (int)(le - ls), ls, (int)(col - 1), "");
	}
}

/* ----------------------------------------------------------------- CFG */
bool
verify_reachable(const VCtx *v, const Block *b)
{
	return v->rpo[b->index] != UINT32_MAX;
}

/* does a dominate b?  (an unreachable b is dominated by everything) */
bool
verify_dominates_block(const VCtx *v, const Block *a, const Block *b)
{
	if (!verify_reachable(v, b))
		return true;
	if (!verify_reachable(v, a))
		return false;
	return v->dom_in[a->index] <= v->dom_in[b->index] && v->dom_out[b->index] <= v->dom_out[a->index];
}

static uint32_t
intersect(const VCtx *v, uint32_t a, uint32_t b)
{
	while (a != b) {
		while (v->rpo[a] > v->rpo[b])
			a = v->idom[a];
		while (v->rpo[b] > v->rpo[a])
			b = v->idom[b];
	}
	return a;
}

static void
begin_function(VCtx *v, Function *f)
{
	v->f = f;
	uint32_t nb = f->nblocks;
	v->nb = nb;
	v->blocks = xcalloc(nb + 1, sizeof *v->blocks);
	v->preds = xcalloc(nb + 1, sizeof *v->preds);
	v->rpo = xmalloc((nb + 1) * sizeof *v->rpo);
	v->idom = xmalloc((nb + 1) * sizeof *v->idom);
	v->dom_in = xcalloc(nb + 1, sizeof *v->dom_in);
	v->dom_out = xcalloc(nb + 1, sizeof *v->dom_out);
	uint32_t k = 0;
	for (Block *b = f->first; b; b = b->next) {
		b->index = k;
		v->blocks[k++] = b;
		uint32_t n = 0;
		for (Inst *i = b->first; i; i = i->next)
			i->order = n++;
	}
	for (uint32_t j = 0; j < nb; j++) {
		Inst *t = block_terminator(v->blocks[j]);
		if (!t)
			continue;
		uint32_t ns = term_num_succ(t);
		for (uint32_t s = 0; s < ns; s++) {
			Block *d = term_succ(t, s);
			if (d && d->parent == f)
				VEC_PUSH(&v->preds[d->index], Block *, v->blocks[j]);
		}
	}
	/* reverse postorder by an explicit-stack DFS from the entry */
	for (uint32_t j = 0; j < nb; j++)
		v->rpo[j] = UINT32_MAX, v->idom[j] = UINT32_MAX;
	uint32_t *order = xmalloc((nb + 1) * sizeof *order), norder = 0;
	uint32_t *stack = xmalloc((nb + 1) * sizeof *stack), *next = xcalloc(nb + 1, sizeof *next);
	uint8_t *seen = xcalloc(nb + 1, 1);
	uint32_t sp = 0;
	if (nb) {
		stack[sp++] = 0;
		seen[0] = 1;
	}
	while (sp) {
		uint32_t b = stack[sp - 1];
		Inst *t = block_terminator(v->blocks[b]);
		uint32_t ns = t ? term_num_succ(t) : 0;
		if (next[b] < ns) {
			Block *d = term_succ(t, next[b]++);
			if (d && d->parent == f && !seen[d->index]) {
				seen[d->index] = 1;
				stack[sp++] = d->index;
			}
		} else {
			order[norder++] = b;
			sp--;
		}
	}
	for (uint32_t j = 0; j < norder; j++)
		v->rpo[order[norder - 1 - j]] = j;
	/* dominators: iterate to a fixed point over reverse postorder */
	if (nb)
		v->idom[0] = 0;
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t j = 1; j < norder; j++) {
			uint32_t b = order[norder - 1 - j];
			uint32_t nd = UINT32_MAX;
			Vec *pv = &v->preds[b];
			for (uint32_t p = 0; p < pv->len; p++) {
				uint32_t pi = VEC_AT(pv, Block *, p)->index;
				if (v->idom[pi] == UINT32_MAX)
					continue;
				nd = nd == UINT32_MAX ? pi : intersect(v, pi, nd);
			}
			if (nd != v->idom[b]) {
				v->idom[b] = nd;
				changed = true;
			}
		}
	}
	/* DFS intervals of the dominator tree, for O(1) dominance queries */
	uint32_t *first_child = xmalloc((nb + 1) * sizeof *first_child);
	uint32_t *sibling = xmalloc((nb + 1) * sizeof *sibling);
	for (uint32_t j = 0; j < nb; j++)
		first_child[j] = sibling[j] = UINT32_MAX;
	for (uint32_t j = norder; j-- > 1;) {
		uint32_t b = order[norder - 1 - j], d = v->idom[b];
		sibling[b] = first_child[d];
		first_child[d] = b;
	}
	uint32_t clock = 0;
	sp = 0;
	if (nb) {
		stack[sp++] = 0;
		v->dom_in[0] = clock++;
	}
	while (sp) {
		uint32_t b = stack[sp - 1];
		uint32_t c = first_child[b];
		if (c != UINT32_MAX) {
			first_child[b] = sibling[c];
			v->dom_in[c] = clock++;
			stack[sp++] = c;
		} else {
			v->dom_out[b] = clock++;
			sp--;
		}
	}
	free(first_child);
	free(sibling);
	free(order);
	free(stack);
	free(next);
	free(seen);
}

static void
end_function(VCtx *v)
{
	for (uint32_t j = 0; j < v->nb; j++)
		vec_free(&v->preds[j]);
	free(v->preds);
	free(v->blocks);
	free(v->rpo);
	free(v->idom);
	free(v->dom_in);
	free(v->dom_out);
	free(v->colour);
	v->colour = NULL;
	v->f = NULL;
}

/* ----------------------------------------------------------- dominance */
/* Does the edge from -> to (an invoke's normal edge) dominate block b? */
static bool
edge_dominates(const VCtx *v, const Block *from, const Block *to, const Block *b)
{
	const Vec *pv = &v->preds[to->index];
	uint32_t from_edges = 0;
	for (uint32_t p = 0; p < pv->len; p++) {
		const Block *pb = VEC_AT(pv, Block *, p);
		if (pb == from)
			from_edges++;
		else if (!verify_dominates_block(v, to, pb))
			return false; /* another way into `to` */
	}
	if (from_edges != 1)
		return false; /* normal and unwind edge to the same block */
	return verify_dominates_block(v, to, b);
}

/* Is def available at the use `u` (operand k of user)? */
static bool
def_dominates_use(const VCtx *v, const Inst *def, const Inst *user, uint32_t k)
{
	const Block *db = def->parent;
	bool inv = inst_op(def) == OP_INVOKE;
	const Block *normal = inv ? term_succ(def, 0) : NULL;
	if (inst_op(user) == OP_PHI) {
		const Block *in = (const Block *)inst_opnd(user, k + 1);
		if (!verify_reachable(v, in))
			return true;
		if (!inv)
			return verify_dominates_block(v, db, in);
		if (in == db) /* used on the edge out of the invoke's own block */
			return user->parent == normal && term_succ(def, 1) != normal;
		return edge_dominates(v, db, normal, in);
	}
	const Block *ub = user->parent;
	if (!verify_reachable(v, ub))
		return true;
	if (inv)
		return edge_dominates(v, db, normal, ub);
	if (db == ub)
		return def->order < user->order;
	return db != ub && verify_dominates_block(v, db, ub);
}

/* ------------------------------------------------------------ per opcode */
static uint32_t
fp_bits(const Type *t)
{
	switch (t->kind) {
	case TY_HALF: case TY_BFLOAT: return 16;
	case TY_FLOAT: return 32;
	case TY_DOUBLE: return 64;
	case TY_X86_FP80: return 80;
	case TY_FP128: case TY_PPC_FP128: return 128;
	default: return 0;
	}
}

static bool
same_shape(const Type *a, const Type *b)
{
	if ((a->kind == TY_VECTOR) != (b->kind == TY_VECTOR))
		return false;
	return a->kind != TY_VECTOR || (a->count == b->count && (a->flags & TYF_SCALABLE) == (b->flags & TYF_SCALABLE));
}

/* LLVM's castIsValid, per opcode */
static bool
cast_ok(Opcode op, const Type *st, const Type *dt)
{
	if (!same_shape(st, dt))
		return op == OP_BITCAST && st->kind != TY_PTR && dt->kind != TY_PTR && false;
	const Type *s = type_scalar(st), *d = type_scalar(dt);
	switch (op) {
	case OP_TRUNC: return s->kind == TY_INT && d->kind == TY_INT && s->bits > d->bits;
	case OP_ZEXT:
	case OP_SEXT: return s->kind == TY_INT && d->kind == TY_INT && s->bits < d->bits;
	case OP_FPTRUNC: return type_is_fp(s) && type_is_fp(d) && fp_bits(s) > fp_bits(d);
	case OP_FPEXT: return type_is_fp(s) && type_is_fp(d) && fp_bits(s) < fp_bits(d);
	case OP_FPTOUI:
	case OP_FPTOSI: return type_is_fp(s) && d->kind == TY_INT;
	case OP_UITOFP:
	case OP_SITOFP: return s->kind == TY_INT && type_is_fp(d);
	case OP_PTRTOINT: return s->kind == TY_PTR && d->kind == TY_INT;
	case OP_INTTOPTR: return s->kind == TY_INT && d->kind == TY_PTR;
	case OP_ADDRSPACECAST: return s->kind == TY_PTR && d->kind == TY_PTR && s->bits != d->bits;
	case OP_BITCAST:
		if (s->kind == TY_PTR || d->kind == TY_PTR)
			return s->kind == TY_PTR && d->kind == TY_PTR && s->bits == d->bits;
		if (type_is_aggregate(s) || type_is_aggregate(d))
			return false;
		{
			uint64_t sb = (s->kind == TY_INT ? s->bits : fp_bits(s)) * (st->kind == TY_VECTOR ? st->count : 1);
			uint64_t db = (d->kind == TY_INT ? d->bits : fp_bits(d)) * (dt->kind == TY_VECTOR ? dt->count : 1);
			return sb && sb == db;
		}
	default: return false;
	}
}

static bool
is_sized(const Type *t)
{
	switch (t->kind) {
	case TY_VOID: case TY_LABEL: case TY_METADATA: case TY_TOKEN: case TY_FUNC:
		return false;
	case TY_STRUCT:
		if (t->flags & TYF_OPAQUE)
			return false;
		for (uint32_t i = 0; i < t->nsub; i++)
			if (!is_sized(t->sub[i]))
				return false;
		return true;
	case TY_ARRAY: case TY_VECTOR:
		return is_sized(t->elem);
	default:
		return true;
	}
}

static void
check_call(VCtx *v, Inst *i)
{
	Value *callee = inst_callee(i);
	const Type *fty = i->ty;
	const CallInfo *ci = inst_call(i);
	VCHECK(v, callee->type->kind == TY_PTR, R_S_CALL_PTR, i);
	VCHECK(v, ci->nargs == fty->nsub || (fty->flags & TYF_VARARG && ci->nargs > fty->nsub),
	       R_S_CALL_NARGS, i);
	for (uint32_t k = 0; k < fty->nsub; k++)
		VCHECK(v, inst_opnd(i, k)->type == fty->sub[k], R_S_CALL_ARGTYPE, i);
	/* calls to a known function must agree with its type (typed pointers
	 * make this a type error at parse time; with `ptr` it is checked here) */
	if (callee->kind == VK_FUNCTION && ((Function *)callee)->fty != fty &&
	    !(callee->type->elem)) {
		/* a call through a mismatched prototype is legal IR (UB at run time) */
	}
}

static void
visit_inst(VCtx *v, Inst *i)
{
	Opcode op = inst_op(i);
	Type *rt = i->u.v.type;
	/* operands: first-class values, and dominance of instruction defs */
	for (uint32_t k = 0; k < i->u.nops; k++) {
		Value *o = inst_opnd(i, k);
		if (!o)
			continue;
		if (o->kind == VK_INST) {
			Inst *d = (Inst *)o;
			if (d == i && op != OP_PHI) {
				verify_failed(v, R_S_SELF_REF, i);
				continue;
			}
			if (d->parent && d->parent->parent == v->f && !def_dominates_use(v, d, i, k))
				verify_failed(v, R_S_DOMINANCE, i);
		}
		if (op == OP_PHI && (k & 1))
			k += 0; /* incoming blocks are labels */
	}
	switch (op) {
	case OP_RET: {
		Type *want = v->f->fty->elem;
		if (i->u.nops == 0)
			VCHECK(v, want->kind == TY_VOID, R_S_RET_TYPE, i);
		else
			VCHECK(v, inst_opnd(i, 0)->type == want, R_S_RET_TYPE, i);
		break;
	}
	case OP_BR:
		if (i->u.nops == 3) {
			Type *c = inst_opnd(i, 0)->type;
			VCHECK(v, c->kind == TY_INT && c->bits == 1, R_S_BR_COND, i);
		}
		break;
	case OP_SWITCH: {
		Type *ct = inst_opnd(i, 0)->type;
		for (uint32_t k = 2; k < i->u.nops; k += 2) {
			Value *c = inst_opnd(i, k);
			VCHECK(v, c->type == ct && c->kind == VK_CINT, R_S_SWITCH_CASE, i);
			for (uint32_t j = 2; j < k; j += 2)
				VCHECK(v, inst_opnd(i, j) != c, R_S_SWITCH_DUP, i);
		}
		break;
	}
	case OP_PHI: {
		VCHECK(v, rt->kind != TY_TOKEN, R_S_TOKEN_PHI, i);
		Block *b = i->parent;
		Vec *pv = &v->preds[b->index];
		VCHECK(v, i->u.nops > 0, R_S_PHI_EMPTY, i);
		/* one entry per predecessor edge: multiset comparison */
		uint32_t n = i->u.nops / 2;
		VCHECK(v, n == pv->len, R_S_PHI_COUNT, i);
		for (uint32_t k = 0; k < n; k++) {
			Block *in = (Block *)inst_opnd(i, 2 * k + 1);
			uint32_t want = 0, got = 0;
			for (uint32_t p = 0; p < pv->len; p++)
				want += VEC_AT(pv, Block *, p) == in;
			for (uint32_t j = 0; j < n; j++) {
				if ((Block *)inst_opnd(i, 2 * j + 1) != in)
					continue;
				got++;
				VCHECK(v, inst_opnd(i, 2 * j) == inst_opnd(i, 2 * k), R_S_PHI_SAME_PRED, i);
			}
			VCHECK(v, want == got, R_S_PHI_MISMATCH, i);
		}
		break;
	}
	case OP_FNEG:
	case OP_ADD: case OP_FADD: case OP_SUB: case OP_FSUB: case OP_MUL: case OP_FMUL:
	case OP_UDIV: case OP_SDIV: case OP_FDIV: case OP_UREM: case OP_SREM: case OP_FREM:
	case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_AND: case OP_OR: case OP_XOR: {
		Type *a = inst_opnd(i, 0)->type;
		if (i->u.nops > 1)
			VCHECK(v, a == inst_opnd(i, 1)->type && a == rt, R_S_BINOP_TYPES, i);
		bool fp = op == OP_FADD || op == OP_FSUB || op == OP_FMUL || op == OP_FDIV ||
			  op == OP_FREM || op == OP_FNEG;
		const Type *s = type_scalar(a);
		if (fp)
			VCHECK(v, type_is_fp(s), R_S_BINOP_KIND, i, "Floating-point arithmetic operators", "floating-point");
		else if (op == OP_SHL || op == OP_LSHR || op == OP_ASHR)
			VCHECK(v, s->kind == TY_INT, R_S_BINOP_KIND, i, "Shifts", "integral");
		else if (op == OP_AND || op == OP_OR || op == OP_XOR)
			VCHECK(v, s->kind == TY_INT, R_S_BINOP_KIND, i, "Logical operators", "integral");
		else
			VCHECK(v, s->kind == TY_INT, R_S_BINOP_KIND, i, "Integer arithmetic operators", "integral");
		break;
	}
	case OP_ICMP:
	case OP_FCMP: {
		Type *a = inst_opnd(i, 0)->type;
		const char *nm = op == OP_ICMP ? "ICmp" : "FCmp";
		VCHECK(v, a == inst_opnd(i, 1)->type, R_S_CMP_TYPES, i, nm);
		const Type *s = type_scalar(a);
		VCHECK(v, op == OP_ICMP ? (s->kind == TY_INT || s->kind == TY_PTR) : type_is_fp(s),
		       R_S_CMP_KIND, i, nm);
		break;
	}
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI: case OP_FPTOSI:
	case OP_UITOFP: case OP_SITOFP: case OP_FPTRUNC: case OP_FPEXT: case OP_PTRTOINT:
	case OP_INTTOPTR: case OP_BITCAST: case OP_ADDRSPACECAST: {
		Type *st = inst_opnd(i, 0)->type;
		if (!cast_ok(op, st, rt)) {
			char a[128];
			snprintf(a, sizeof a, "%s", type_str(st));
			verify_failed(v, R_S_CAST, i, op_names[op], a, type_str(rt));
		}
		break;
	}
	case OP_SELECT: {
		Type *c = inst_opnd(i, 0)->type;
		VCHECK(v, rt->kind != TY_TOKEN, R_S_TOKEN_SELECT, i);
		const Type *cs = type_scalar(c);
		VCHECK(v, cs->kind == TY_INT && cs->bits == 1 &&
			  (c->kind != TY_VECTOR || (rt->kind == TY_VECTOR && c->count == rt->count)),
		       R_S_SELECT, i);
		break;
	}
	case OP_LOAD:
		VCHECK(v, inst_opnd(i, 0)->type->kind == TY_PTR, R_S_MEM_PTR, i, "Load");
		VCHECK(v, rt->kind != TY_TOKEN && is_sized(rt), R_S_TOKEN_STORE, i, "load");
		if (i->u.flags & IF_ATOMIC) {
			VCHECK(v, i->align_log2p1, R_S_ATOMIC_ALIGN, i, "load");
			VCHECK(v, i->ord != ORD_RELEASE && i->ord != ORD_ACQ_REL, R_S_ATOMIC_ORDER, i, "Load",
			       ordering_names[i->ord]);
		}
		break;
	case OP_STORE:
		VCHECK(v, inst_opnd(i, 1)->type->kind == TY_PTR, R_S_MEM_PTR, i, "Store");
		VCHECK(v, inst_opnd(i, 0)->type->kind != TY_TOKEN, R_S_TOKEN_STORE, i, "store");
		if (i->u.flags & IF_ATOMIC) {
			VCHECK(v, i->align_log2p1, R_S_ATOMIC_ALIGN, i, "store");
			VCHECK(v, i->ord != ORD_ACQUIRE && i->ord != ORD_ACQ_REL, R_S_ATOMIC_ORDER, i, "Store",
			       ordering_names[i->ord]);
		}
		break;
	case OP_ALLOCA:
		VCHECK(v, is_sized(i->ty), R_S_ALLOCA_TYPE, i);
		break;
	case OP_GETELEMENTPTR:
		VCHECK(v, type_scalar(inst_opnd(i, 0)->type)->kind == TY_PTR, R_S_GEP, i);
		VCHECK(v, is_sized(i->ty), R_S_ALLOCA_TYPE, i);
		break;
	case OP_CALL:
	case OP_INVOKE:
	case OP_CALLBR:
		check_call(v, i);
		break;
	default:
		break;
	}
	verify_eh_inst(v, i);
}

static void
visit_block(VCtx *v, Block *b)
{
	if (!block_terminator(b)) {
		char name[256];
		snprintf(name, sizeof name, "%s", v->f->g.u.v.name ? v->f->g.u.v.name : "");
		verify_failed(v, R_S_NO_TERMINATOR, b->last ? (void *)b->last : (void *)b, name);
	}
	bool phis_done = false;
	for (Inst *i = b->first; i; i = i->next) {
		if (i != b->last && op_is_terminator(inst_op(i)))
			verify_failed(v, R_S_MID_TERMINATOR, i);
		if (inst_op(i) == OP_PHI) {
			if (phis_done)
				verify_failed(v, R_S_PHI_NOT_TOP, i);
		} else {
			phis_done = true;
		}
		visit_inst(v, i);
	}
}

static void
verify_function(VCtx *v, Function *f)
{
	begin_function(v, f);
	if (v->nb && v->preds[0].len)
		verify_failed(v, R_S_ENTRY_PREDS, v->blocks[0]);
	for (uint32_t j = 0; j < v->nb; j++)
		visit_block(v, v->blocks[j]);
	verify_eh_function(v);
	end_function(v);
}

unsigned
ir_verify(Module *m, FILE *out, unsigned *nwarnings)
{
	VCtx v = {.m = m, .out = out};
	print_assign_slots(m); /* diagnostics print instructions */
	for (Global *g = m->funcs; g; g = g->next) {
		Function *f = (Function *)g;
		if (!f->is_decl)
			verify_function(&v, f);
	}
	if (nwarnings)
		*nwarnings = v.nwarn;
	return v.nerr;
}
