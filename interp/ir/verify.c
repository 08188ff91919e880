/* verify.c — the verifier's engine and the structural rules (V-S).
 *
 * One visit per instruction from one switch; every finding goes through
 * verify_failed() and checking goes on, so one run reports every
 * violation.  Diagnostics are collected and printed in source order at
 * the end.  Per-function facts (CFG predecessors, reverse postorder, the
 * dominator tree as DFS intervals) are built once in begin_function and
 * dropped in end_function.  The EH rules live in verify_eh.c.
 *
 * The rule ids and messages are in verify_rules.def; SPEC.md section 5
 * states the rules, testsuite/verify/RULES.md where each one points. */
#include "ir/intrinsic.h"
#include "ir/verify.h"

#include <stdlib.h>
#include <string.h>

static const struct {
	const char *id;
	DiagLevel level;
	bool ehi_only; /* LLVM accepts what the rule rejects */
	const char *msg;
} rules[R__COUNT] = {
#define ERROR DIAG_ERROR, false
#define EHI_ONLY DIAG_ERROR, true
#define WARNING DIAG_WARNING, false
#define RULE(e, id, sev, msg) {id, sev, msg},
#include "ir/verify_rules.def"
#undef RULE
#undef ERROR
#undef EHI_ONLY
#undef WARNING
};

/* what an error of ehi's own rules adds to its diagnostic */
static const char ehi_only_label[] = " (LLVM accepts this IR)";

/* ------------------------------------------------------------ reporting */
typedef struct VDiag {
	uint32_t src, off, seq;
	char *text;
} VDiag;

static Source *
source_at(const VCtx *v, uint32_t k)
{
	const Module *m = v->m;
	if (!m->sources.len)
		return NULL;
	return VEC_AT(&m->sources, Source *, k < m->sources.len ? k : 0);
}

const char *
verify_name(const Value *val)
{
	static char ring[8][192];
	static unsigned next;
	char *s = ring[next++ % countof(ring)];
	if (!val || val->kind == VK_CNONE)
		return strcpy(s, "none");
	Buf b = {0};
	print_value_ref(&b, val);
	snprintf(s, sizeof ring[0], "%s", b.s ? b.s : "?");
	buf_free(&b);
	return s;
}

/* One diagnostic: at off in source srck, in f (block b, instruction i)
 * when they are known. */
static void
report(VCtx *v, Rule rule, uint32_t srck, uint32_t off, const Function *f, const Block *b, const Inst *i,
       const char *msg)
{
	bool err = rules[rule].level == DIAG_ERROR, ehi_only = rules[rule].ehi_only;
	if (err)
		v->nerr++;
	else
		v->nwarn++;
	v->nehi_only += ehi_only;
	/* a run: ehi's own rules warn, and its advice about valid IR is
	 * not printed (it would mix with the program's output) */
	if (v->for_run && !err)
		return;
	if (v->for_run && ehi_only)
		err = false;
	Source *src = source_at(v, srck);

	Buf t = {0};
	const char *lvl = err ? "error" : "warning";
	uint32_t line = 0, col = 0;
	if (src) {
		source_linecol(src, off, &line, &col);
		buf_printf(&t, "%s:%u:%u: %s: %s [%s]%s\n", src->name, line, col, lvl, msg, rules[rule].id,
			   ehi_only ? ehi_only_label : "");
	} else {
		buf_printf(&t, "%s: %s [%s]%s\n", lvl, msg, rules[rule].id, ehi_only ? ehi_only_label : "");
	}
	if (f) {
		buf_puts(&t, "  in function ");
		print_value_ref(&t, &f->g.u.v);
		if (b) {
			buf_puts(&t, ", block ");
			print_value_ref(&t, &b->v);
		}
		if (i) {
			buf_puts(&t, ": ");
			size_t at = t.len;
			print_inst(&t, i);
			char *nl = memchr(t.s + at, '\n', t.len - at); /* one line: clauses etc. */
			if (nl) {
				t.len = (size_t)(nl - t.s);
				buf_puts(&t, " ...");
			}
		}
		buf_putc(&t, '\n');
	}
	if (src) { /* the source line and a caret, as for parse errors */
		const char *ls = src->text + src->line_starts[line - 1], *le = ls;
		while (le < src->text + src->len && *le != '\n' && le - ls < 400)
			le++;
		for (const char *p = ls; p < le; p++) {
			unsigned char c = (unsigned char)*p;
			buf_putc(&t, c == '\t' || (c >= 0x20 && c < 0x7f) ? (char)c : (c == '\r' ? ' ' : '?'));
		}
		buf_putc(&t, '\n');
		for (uint32_t k = 1; k < col && k <= (uint32_t)(le - ls); k++)
			buf_putc(&t, ls[k - 1] == '\t' ? '\t' : ' ');
		buf_puts(&t, "^\n");
	}
	VDiag d = {srck, off, v->diags.len, t.s};
	VEC_PUSH(&v->diags, VDiag, d);
}

void
verify_failed(VCtx *v, Rule rule, const void *where, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, where);
	vsnprintf(msg, sizeof msg, rules[rule].msg, ap);
	va_end(ap);
	const Value *w = where;
	const Inst *i = w && w->kind == VK_INST ? (const Inst *)w : NULL;
	const Block *b = i ? i->parent : w && w->kind == VK_BLOCK ? (const Block *)w : NULL;
	const Function *f = b ? b->parent : w && w->kind == VK_FUNCTION ? (const Function *)w : v->f;
	uint32_t off = i ? i->loc : b ? b->loc : f ? f->g.loc : 0;
	report(v, rule, f ? f->g.src : 0, off, f, b, i, msg);
}

void
verify_failed_at(VCtx *v, Rule rule, uint32_t off, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, off);
	vsnprintf(msg, sizeof msg, rules[rule].msg, ap);
	va_end(ap);
	report(v, rule, 0, off, NULL, NULL, NULL, msg);
}

static int
diag_cmp(const void *pa, const void *pb)
{
	const VDiag *a = pa, *b = pb;
	if (a->src != b->src)
		return a->src < b->src ? -1 : 1;
	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static void
flush_diags(VCtx *v)
{
	VDiag *d = v->diags.data;
	if (v->diags.len)
		qsort(d, v->diags.len, sizeof *d, diag_cmp);
	for (uint32_t k = 0; k < v->diags.len; k++) {
		fputs(d[k].text, v->out);
		free(d[k].text);
	}
	vec_free(&v->diags);
}

/* -------------------------------------------------------- value helpers */
const Value *
verify_strip_casts(const Value *val, bool zero_geps)
{
	for (unsigned guard = 0; val && val->kind == VK_CEXPR && guard < 256; guard++) {
		const User *u = (const User *)val;
		Opcode op = (Opcode)val->op;
		if ((op == OP_BITCAST || op == OP_ADDRSPACECAST) && u->nops == 1) {
			val = u->ops[0].val;
			continue;
		}
		if (op == OP_GETELEMENTPTR && zero_geps && u->nops >= 1) {
			bool zero = true;
			for (uint32_t k = 1; k < u->nops && zero; k++) {
				const Value *ix = u->ops[k].val;
				zero = ix->kind == VK_CZERO || (ix->kind == VK_CINT && ((const ConstInt *)ix)->w[0] == 0 &&
								((const ConstInt *)ix)->nwords <= 1);
			}
			if (zero) {
				val = u->ops[0].val;
				continue;
			}
		}
		break;
	}
	return val;
}

Function *
verify_callee_fn(const Inst *call)
{
	const Value *c = verify_strip_casts(inst_callee(call), false);
	return c && c->kind == VK_FUNCTION ? (Function *)c : NULL;
}

bool
verify_is_intrinsic(const Function *f)
{
	return f && f->g.u.v.name && strncmp(f->g.u.v.name, "llvm.", 5) == 0;
}

static bool
is_call_op(Opcode op)
{
	return op == OP_CALL || op == OP_INVOKE || op == OP_CALLBR;
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

/* Immediate dominators by Semi-NCA (Georgiadis; the algorithm LLVM's
 * dominator trees use): semidominators as Lengauer and Tarjan's, over a
 * DFS tree, then each idom as the nearest common ancestor of its parent
 * and its semidominator.  The iterative fixed point (Cooper, Harvey and
 * Kennedy) used before walks the dominator tree once per predecessor, which
 * is quadratic in -O0 C++ (deep chains of blocks, one shared landing pad
 * or resume block reached from hundreds of invokes).
 *
 * pre[]: the blocks in DFS preorder (npre of them, the entry first);
 * num[b]: b's preorder number (UINT32_MAX: unreachable); parent[]: the DFS
 * tree.  Fills v->idom with block indexes (the entry: itself). */
static void
semi_nca(VCtx *v, const uint32_t *pre, uint32_t npre, const uint32_t *num, const uint32_t *parent)
{
	/* per preorder number: semi (a preorder number), the union-find
	 * forest's ancestor and label (preorder numbers), idom (a number) */
	uint32_t *semi = xmalloc((npre + 1) * sizeof *semi);
	uint32_t *anc = xmalloc((npre + 1) * sizeof *anc);
	uint32_t *label = xmalloc((npre + 1) * sizeof *label);
	uint32_t *idom = xmalloc((npre + 1) * sizeof *idom);
	uint32_t *path = xmalloc((npre + 1) * sizeof *path);
	for (uint32_t i = 0; i < npre; i++) {
		semi[i] = label[i] = i;
		anc[i] = UINT32_MAX;
		idom[i] = i ? num[parent[pre[i]]] : 0;
	}
	for (uint32_t w = npre; w-- > 1;) {
		uint32_t b = pre[w];
		for (uint32_t p = v->pred_at[b]; p < v->pred_at[b + 1]; p++) {
			uint32_t u = num[v->pred[p]->index];
			if (u == UINT32_MAX)
				continue; /* an unreachable predecessor */
			/* eval(u): compress u's path in the forest (iteratively:
			 * chains are as deep as the function is long) */
			if (anc[u] != UINT32_MAX) {
				uint32_t n = 0;
				for (uint32_t x = u; anc[anc[x]] != UINT32_MAX; x = anc[x])
					path[n++] = x;
				while (n--) {
					uint32_t x = path[n], a = anc[x];
					if (semi[label[a]] < semi[label[x]])
						label[x] = label[a];
					anc[x] = anc[a];
				}
				u = label[u];
			}
			if (semi[u] < semi[w])
				semi[w] = semi[u];
		}
		anc[w] = idom[w]; /* link to the DFS parent (idom holds it so far) */
	}
	for (uint32_t w = 1; w < npre; w++) {
		uint32_t d = idom[w];
		while (d > semi[w])
			d = idom[d];
		idom[w] = d;
	}
	for (uint32_t i = 0; i < npre; i++)
		v->idom[pre[i]] = pre[idom[i]];
	free(semi);
	free(anc);
	free(label);
	free(idom);
	free(path);
}

static Block *
succ_in(const VCtx *v, const Inst *t, uint32_t k)
{
	Block *d = term_succ(t, k);
	return d && d->parent == v->f ? d : NULL;
}

static void
begin_function(VCtx *v, Function *f)
{
	v->f = f;
	uint32_t nb = f->nblocks, ninst = 0;
	v->nb = nb;
	v->blocks = xcalloc(nb + 1, sizeof *v->blocks);
	uint32_t k = 0;
	for (Block *b = f->first; b && k < nb; b = b->next) {
		b->index = k;
		v->blocks[k++] = b;
		for (Inst *i = b->first; i; i = i->next)
			i->order = ninst++;
	}
	v->nb = nb = k;
	v->ninst = ninst;
	v->iflag = xcalloc(ninst + 1, 1);

	/* predecessors, one per edge, in compressed rows */
	v->pred_at = xcalloc(nb + 2, sizeof *v->pred_at);
	for (uint32_t j = 0; j < nb; j++) {
		Inst *t = block_terminator(v->blocks[j]);
		uint32_t ns = t ? term_num_succ(t) : 0;
		for (uint32_t s = 0; s < ns; s++) {
			Block *d = succ_in(v, t, s);
			if (d)
				v->pred_at[d->index + 1]++;
		}
	}
	for (uint32_t j = 0; j < nb; j++)
		v->pred_at[j + 1] += v->pred_at[j];
	v->pred = xmalloc((v->pred_at[nb] + 1) * sizeof *v->pred);
	uint32_t *fill = xmalloc((nb + 1) * sizeof *fill);
	memcpy(fill, v->pred_at, nb * sizeof *fill);
	for (uint32_t j = 0; j < nb; j++) {
		Inst *t = block_terminator(v->blocks[j]);
		uint32_t ns = t ? term_num_succ(t) : 0;
		for (uint32_t s = 0; s < ns; s++) {
			Block *d = succ_in(v, t, s);
			if (d)
				v->pred[fill[d->index]++] = v->blocks[j];
		}
	}
	free(fill);

	/* reverse postorder by an explicit-stack DFS from the entry */
	v->rpo = xmalloc((nb + 1) * sizeof *v->rpo);
	v->idom = xmalloc((nb + 1) * sizeof *v->idom);
	v->dom_in = xcalloc(nb + 1, sizeof *v->dom_in);
	v->dom_out = xcalloc(nb + 1, sizeof *v->dom_out);
	for (uint32_t j = 0; j < nb; j++)
		v->rpo[j] = UINT32_MAX, v->idom[j] = UINT32_MAX;
	uint32_t *order = xmalloc((nb + 1) * sizeof *order), norder = 0;
	uint32_t *stack = xmalloc((nb + 1) * sizeof *stack), *next = xcalloc(nb + 1, sizeof *next);
	/* the same DFS in preorder, with its tree, for the dominators */
	uint32_t *pre = xmalloc((nb + 1) * sizeof *pre), npre = 0;
	uint32_t *num = xmalloc((nb + 1) * sizeof *num), *parent = xmalloc((nb + 1) * sizeof *parent);
	for (uint32_t j = 0; j < nb; j++)
		num[j] = UINT32_MAX;
	uint32_t sp = 0;
	if (nb) {
		stack[sp++] = 0;
		num[0] = npre;
		pre[npre++] = 0;
		parent[0] = 0;
	}
	while (sp) {
		uint32_t b = stack[sp - 1];
		Inst *t = block_terminator(v->blocks[b]);
		uint32_t ns = t ? term_num_succ(t) : 0;
		if (next[b] < ns) {
			Block *d = succ_in(v, t, next[b]++);
			if (d && num[d->index] == UINT32_MAX) {
				num[d->index] = npre;
				pre[npre++] = d->index;
				parent[d->index] = b;
				stack[sp++] = d->index;
			}
		} else {
			order[norder++] = b;
			sp--;
		}
	}
	for (uint32_t j = 0; j < norder; j++)
		v->rpo[order[norder - 1 - j]] = j;
	if (nb) {
		v->idom[0] = 0;
		semi_nca(v, pre, npre, num, parent);
	}
	free(pre);
	free(num);
	free(parent);
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
	v->lp_type = NULL;
	v->nescapes = 0;
	verify_eh_begin(v);
}

static void
end_function(VCtx *v)
{
	free(v->blocks);
	free(v->pred_at);
	free(v->pred);
	free(v->rpo);
	free(v->idom);
	free(v->dom_in);
	free(v->dom_out);
	free(v->iflag);
	free(v->pads);
	free(v->pad_hash);
	free(v->colour1);
	free(v->colour2);
	free(v->ncolours);
	if (v->colour_sets)
		for (uint32_t j = 0; j < v->nb; j++)
			vec_free(&v->colour_sets[j]);
	free(v->colour_sets);
	v->blocks = NULL, v->pred_at = NULL, v->pred = NULL, v->rpo = NULL, v->idom = NULL;
	v->dom_in = v->dom_out = NULL, v->iflag = NULL, v->pads = NULL, v->pad_hash = NULL;
	v->colour1 = v->colour2 = NULL, v->ncolours = NULL, v->colour_sets = NULL;
	v->npads = 0;
	v->f = NULL;
}

/* ----------------------------------------------------------- dominance */
/* Does the edge from -> to dominate block b?  (LLVM's edge dominance: `to`
 * dominates b, and every other way into `to` comes from below `to`.)  The
 * second half depends on the edge only: it is computed once per def. */
static bool
edge_dominates(VCtx *v, const Inst *def, const Block *to, const Block *b)
{
	uint8_t *fl = &v->iflag[def->order];
	if (!(*fl & IFL_EDGE_KNOWN)) {
		bool ok = true;
		uint32_t from_edges = 0;
		for (uint32_t p = v->pred_at[to->index]; p < v->pred_at[to->index + 1] && ok; p++) {
			const Block *pb = v->pred[p];
			if (pb == def->parent)
				ok = !from_edges++; /* two edges from the def's block */
			else
				ok = verify_dominates_block(v, to, pb);
		}
		*fl |= IFL_EDGE_KNOWN | (ok ? IFL_EDGE_OK : 0);
	}
	return (*fl & IFL_EDGE_OK) && verify_dominates_block(v, to, b);
}

/* Is def available at operand k of user?  (LLVM's DominatorTree::dominates
 * for an instruction and a use: PHI uses sit at the end of the incoming
 * block; the value of an invoke or callbr exists only on its normal edge.) */
static bool
def_dominates_use(VCtx *v, const Inst *def, const Inst *user, uint32_t k)
{
	const Block *db = def->parent;
	bool phi = inst_op(user) == OP_PHI;
	const Value *in = phi ? inst_opnd(user, k + 1) : &user->parent->v;
	if (!in || in->kind != VK_BLOCK)
		return true;
	const Block *ub = (const Block *)in;
	if (!verify_reachable(v, ub))
		return true;
	if (!verify_reachable(v, db))
		return false;
	Opcode dop = inst_op(def);
	if (dop == OP_INVOKE || dop == OP_CALLBR) {
		const Block *normal = term_succ(def, 0);
		if (!normal)
			return true;
		if (phi && user->parent == normal && ub == db)
			return true;
		return edge_dominates(v, def, normal, ub);
	}
	if (phi || db != ub)
		return verify_dominates_block(v, db, ub);
	return def->order < user->order;
}

/* ------------------------------------------------------------ types */
/* LLVM's Type::isSized.  A struct that contains itself (through its
 * fields' fields, never through a pointer) has no size: `path` holds the
 * structs being looked into, so such a cycle ends the walk instead of
 * recursing forever (LLVM keeps a visited set for the same reason). */
typedef struct SizedPath {
	const Type *t;
	const struct SizedPath *up;
} SizedPath;

/* a scalable vector among t's members, at any depth of structs (LLVM's
 * containsScalableVectorType; the depth bound ends a self-containing
 * struct) */
static bool
holds_scalable(const Type *t, unsigned depth)
{
	for (uint32_t i = 0; t->kind == TY_STRUCT && !(t->flags & TYF_OPAQUE) && i < t->nsub && depth < 64; i++) {
		const Type *e = t->sub[i];
		if ((e->kind == TY_VECTOR && (e->flags & TYF_SCALABLE)) || holds_scalable(e, depth + 1))
			return true;
	}
	return false;
}

/* { <vscale x 4 x i32>, <vscale x 4 x i32> }: LLVM 19 gives such a struct
 * a (scalable) size; any other struct holding a scalable vector has none */
static bool
homogeneous_scalable(const Type *t)
{
	for (uint32_t i = 0; i < t->nsub; i++)
		if (t->sub[i] != t->sub[0] || t->sub[i]->kind != TY_VECTOR || !(t->sub[i]->flags & TYF_SCALABLE))
			return false;
	return true;
}

static bool
is_sized_in(const Type *t, const SizedPath *path)
{
	switch (t->kind) {
	case TY_VOID: case TY_LABEL: case TY_METADATA: case TY_TOKEN: case TY_FUNC:
		return false;
	case TY_STRUCT: {
		if (t->flags & TYF_OPAQUE)
			return false;
		for (const SizedPath *p = path; p; p = p->up)
			if (p->t == t)
				return false;
		SizedPath here = {t, path};
		for (uint32_t i = 0; i < t->nsub; i++)
			if (!is_sized_in(t->sub[i], &here))
				return false;
		return !holds_scalable(t, 0) || homogeneous_scalable(t);
	}
	case TY_ARRAY: case TY_VECTOR:
		return is_sized_in(t->elem, path);
	default:
		return true;
	}
}

static bool
is_sized(const Type *t)
{
	return is_sized_in(t, NULL);
}

bool
verify_is_sized(const Type *t)
{
	return is_sized(t);
}

/* calling conventions with rules of their own (module.c's table) */
enum { CC_SPIR_KERNEL = 76, CC_X86_INTR = 83, CC_AMDGPU_VS = 87, CC_AMDGPU_GS = 88, CC_AMDGPU_PS = 89,
       CC_AMDGPU_CS = 90, CC_AMDGPU_KERNEL = 91 };

/* what an atomic load or store moves (LLVM 14 and 19 alike) */
static bool
atomic_type_ok(const Type *t)
{
	return t->kind == TY_INT || t->kind == TY_PTR || type_is_fp(t);
}

/* GPU kernels and shaders: no variadic ones, no sret; kernels return void */
static void
check_gpu_cc(VCtx *v, Function *f)
{
	static const struct {
		uint32_t cc;
		const char *name;
		bool kernel;
	} gpu[] = {{CC_AMDGPU_KERNEL, "amdgpu_kernel", true}, {CC_SPIR_KERNEL, "spir_kernel", true},
		   {CC_AMDGPU_VS, "amdgpu_vs", false}, {CC_AMDGPU_GS, "amdgpu_gs", false},
		   {CC_AMDGPU_PS, "amdgpu_ps", false}, {CC_AMDGPU_CS, "amdgpu_cs", false}};
	for (size_t k = 0; k < countof(gpu); k++) {
		if (f->cc != gpu[k].cc)
			continue;
		if (gpu[k].kernel && f->fty->elem->kind != TY_VOID)
			verify_failed(v, R_S_CC_VOID, f, gpu[k].name);
		for (uint32_t p = 0; p < f->fty->nsub; p++)
			if (attrs_has(v->m, f->param_attrs[p], ATTR_SRET)) {
				verify_failed(v, R_S_CC_SRET, f, gpu[k].name);
				break;
			}
		if (f->fty->flags & TYF_VARARG)
			verify_failed(v, R_S_CC_VARARG, f, gpu[k].name);
	}
}

/* ------------------------------------------------------------ intrinsics */
/* The intrinsics ehi runs (and a few EH ones it knows), with their type
 * in LLVM 19.  A signature is a return code and parameter codes:
 *   v void   b i1   8 i8   3 i32   6 i64   p any pointer   t token
 *   m metadata   I any integer
 *   T the overloaded type (tclass: integer or FP, scalar or vector)
 *   V T, which must be a vector   E T's element type
 *   S { T, i1 } (with.overflow; a vector T takes a vector of i1)
 *   M a mask for vector T: as many i1 lanes, scalable alike
 *   Q a vector of pointers as long as vector T (typed: to T's elements)
 *   K any vector of i1
 *   * i8* with typed pointers, else ptr   2 i8** with typed pointers, else ptr */
enum { TC_ANY, TC_INT, TC_FP };
enum { IK_PLAIN, IK_VA_START, IK_EXCPTR, IK_LOCALESCAPE, IK_LOCALRECOVER, IK_BSWAP };

static const struct Intrinsic {
	const char *name; /* after "llvm.", without type suffixes */
	const char *ret, *params;
	uint8_t tclass, kind;
} intrinsics[] = {
	{"memcpy", "v", "ppIb", TC_ANY, IK_PLAIN},
	{"memmove", "v", "ppIb", TC_ANY, IK_PLAIN},
	{"memset", "v", "p8Ib", TC_ANY, IK_PLAIN},
	{"lifetime.start", "v", "6p", TC_ANY, IK_PLAIN},
	{"lifetime.end", "v", "6p", TC_ANY, IK_PLAIN},
	{"dbg.declare", "v", "mmm", TC_ANY, IK_PLAIN},
	{"dbg.value", "v", "mmm", TC_ANY, IK_PLAIN},
	{"dbg.assign", "v", "mmmmmm", TC_ANY, IK_PLAIN},
	{"dbg.label", "v", "m", TC_ANY, IK_PLAIN},
	{"expect", "T", "TT", TC_INT, IK_PLAIN},
	{"assume", "v", "b", TC_ANY, IK_PLAIN},
	{"trap", "v", "", TC_ANY, IK_PLAIN},
	{"debugtrap", "v", "", TC_ANY, IK_PLAIN},
	{"donothing", "v", "", TC_ANY, IK_PLAIN},
	{"abs", "T", "Tb", TC_INT, IK_PLAIN},
	{"smax", "T", "TT", TC_INT, IK_PLAIN},
	{"smin", "T", "TT", TC_INT, IK_PLAIN},
	{"umax", "T", "TT", TC_INT, IK_PLAIN},
	{"umin", "T", "TT", TC_INT, IK_PLAIN},
	{"ctpop", "T", "T", TC_INT, IK_PLAIN},
	{"ctlz", "T", "Tb", TC_INT, IK_PLAIN},
	{"cttz", "T", "Tb", TC_INT, IK_PLAIN},
	{"bswap", "T", "T", TC_INT, IK_BSWAP},
	{"bitreverse", "T", "T", TC_INT, IK_PLAIN},
	{"fshl", "T", "TTT", TC_INT, IK_PLAIN},
	{"fshr", "T", "TTT", TC_INT, IK_PLAIN},
	{"sadd.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"uadd.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"ssub.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"usub.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"smul.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"umul.with.overflow", "S", "TT", TC_INT, IK_PLAIN},
	{"sadd.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"uadd.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"ssub.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"usub.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"sshl.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"ushl.sat", "T", "TT", TC_INT, IK_PLAIN},
	{"stacksave", "p", "", TC_ANY, IK_PLAIN},
	{"stackrestore", "v", "p", TC_ANY, IK_PLAIN},
	{"va_start", "v", "p", TC_ANY, IK_VA_START},
	{"va_end", "v", "p", TC_ANY, IK_PLAIN},
	{"va_copy", "v", "pp", TC_ANY, IK_PLAIN},
	{"fmuladd", "T", "TTT", TC_FP, IK_PLAIN},
	{"fma", "T", "TTT", TC_FP, IK_PLAIN},
	{"fabs", "T", "T", TC_FP, IK_PLAIN},
	{"sqrt", "T", "T", TC_FP, IK_PLAIN},
	{"floor", "T", "T", TC_FP, IK_PLAIN},
	{"ceil", "T", "T", TC_FP, IK_PLAIN},
	{"trunc", "T", "T", TC_FP, IK_PLAIN},
	{"round", "T", "T", TC_FP, IK_PLAIN},
	{"roundeven", "T", "T", TC_FP, IK_PLAIN},
	{"rint", "T", "T", TC_FP, IK_PLAIN},
	{"nearbyint", "T", "T", TC_FP, IK_PLAIN},
	{"canonicalize", "T", "T", TC_FP, IK_PLAIN},
	{"sin", "T", "T", TC_FP, IK_PLAIN},
	{"cos", "T", "T", TC_FP, IK_PLAIN},
	{"exp", "T", "T", TC_FP, IK_PLAIN},
	{"exp2", "T", "T", TC_FP, IK_PLAIN},
	{"log", "T", "T", TC_FP, IK_PLAIN},
	{"log2", "T", "T", TC_FP, IK_PLAIN},
	{"log10", "T", "T", TC_FP, IK_PLAIN},
	{"copysign", "T", "TT", TC_FP, IK_PLAIN},
	{"minnum", "T", "TT", TC_FP, IK_PLAIN},
	{"maxnum", "T", "TT", TC_FP, IK_PLAIN},
	{"minimum", "T", "TT", TC_FP, IK_PLAIN},
	{"maximum", "T", "TT", TC_FP, IK_PLAIN},
	{"pow", "T", "TT", TC_FP, IK_PLAIN},
	{"powi", "T", "TI", TC_FP, IK_PLAIN},
	{"vector.reduce.add", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.mul", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.and", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.or", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.xor", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.smax", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.smin", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.umax", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.umin", "E", "V", TC_INT, IK_PLAIN},
	{"vector.reduce.fmax", "E", "V", TC_FP, IK_PLAIN},
	{"vector.reduce.fmin", "E", "V", TC_FP, IK_PLAIN},
	{"vector.reduce.fmaximum", "E", "V", TC_FP, IK_PLAIN},
	{"vector.reduce.fminimum", "E", "V", TC_FP, IK_PLAIN},
	{"vector.reduce.fadd", "E", "EV", TC_FP, IK_PLAIN},
	{"vector.reduce.fmul", "E", "EV", TC_FP, IK_PLAIN},
	{"masked.load", "V", "p3MV", TC_ANY, IK_PLAIN},
	{"masked.store", "v", "Vp3M", TC_ANY, IK_PLAIN},
	{"masked.gather", "V", "Q3MV", TC_ANY, IK_PLAIN},
	{"masked.scatter", "v", "VQ3M", TC_ANY, IK_PLAIN},
	{"experimental.stepvector", "V", "", TC_INT, IK_PLAIN},
	{"get.active.lane.mask", "K", "II", TC_ANY, IK_PLAIN},
	{"gcroot", "v", "2*", TC_ANY, IK_PLAIN},
	{"gcread", "*", "*2", TC_ANY, IK_PLAIN},
	{"gcwrite", "v", "**2", TC_ANY, IK_PLAIN},
	{"eh.typeid.for", "3", "p", TC_ANY, IK_PLAIN},
	{"eh.exceptionpointer", "p", "t", TC_ANY, IK_EXCPTR},
	{"eh.exceptioncode", "3", "t", TC_ANY, IK_EXCPTR},
	{"eh.recoverfp", "p", "pp", TC_ANY, IK_PLAIN},
	{"wasm.get.exception", "p", "t", TC_ANY, IK_PLAIN},
	{"wasm.get.ehselector", "3", "t", TC_ANY, IK_PLAIN},
	{"wasm.rethrow", "v", "", TC_ANY, IK_PLAIN},
	{"wasm.throw", "v", "3p", TC_ANY, IK_PLAIN},
	{"wasm.lsda", "p", "", TC_ANY, IK_PLAIN},
	{"localescape", "v", "", TC_ANY, IK_LOCALESCAPE},
	{"localrecover", "p", "pp3", TC_ANY, IK_LOCALRECOVER},
	{"localaddress", "p", "", TC_ANY, IK_PLAIN},
	{"frameaddress", "p", "3", TC_ANY, IK_PLAIN},
};

/* "" or a type suffix (".i32", ".p0", ".v4f32", ".p0i8", ...) rather than
 * the rest of another intrinsic's name (".inline", ".with.probability") */
static bool
type_suffix(const char *s)
{
	if (!*s)
		return true;
	if (*s++ != '.')
		return false;
	if (strchr("pifva", s[0]) && s[0] && s[1] >= '0' && s[1] <= '9')
		return true;
	static const char *const pre[] = {"nxv", "bf16", "ppcf128", "x86", "s_", "sl_", "tx", "isVoid"};
	for (size_t k = 0; k < countof(pre); k++)
		if (strncmp(s, pre[k], strlen(pre[k])) == 0)
			return true;
	return false;
}

/* the table's row for the name after "llvm.", or -1 */
static int32_t
intrinsic_lookup_name(const char *n)
{
	for (size_t k = 0; k < countof(intrinsics); k++) {
		size_t l = strlen(intrinsics[k].name);
		if (strncmp(n, intrinsics[k].name, l) == 0 && type_suffix(n + l))
			return (int32_t)k;
	}
	return -1;
}

static int32_t
intrinsic_lookup(const Function *f)
{
	return verify_is_intrinsic(f) ? intrinsic_lookup_name(f->g.u.v.name + 5) : -1;
}

static int intrinsic_sig(const struct Intrinsic *in, const Type *fty);

int
verify_intrinsic_in_family(const char *family, const char *name, const Type *fty)
{
	/* (the family "sadd.with.overflow." holds the intrinsic named
	 * "sadd.with.overflow": its name is the family without the dot) */
	size_t fl = strlen(family), stem = fl && family[fl - 1] == '.' ? fl - 1 : fl;
	bool known = false;
	int32_t own = -1;
	for (size_t k = 0; k < countof(intrinsics); k++) {
		if (strlen(intrinsics[k].name) == stem && strncmp(intrinsics[k].name, family, stem) == 0)
			own = (int32_t)k;
		known = known || strncmp(intrinsics[k].name, family, fl) == 0;
	}
	if (!known && own < 0)
		return -1;
	if (strncmp(name, "llvm.", 5) != 0 || strncmp(name + 5, family, fl) != 0 || !fty || fty->kind != TY_FUNC)
		return 0;
	/* a name the table does not have (llvm.memcpy.inline.*): the family's
	 * own intrinsic's type, which its builtin reads, must fit */
	int32_t k = intrinsic_lookup_name(name + 5);
	if (k < 0)
		k = own;
	return k >= 0 && intrinsic_sig(&intrinsics[k], fty) == 0;
}

static bool
sig_type_ok(const Type *t, char c, const Type *T)
{
	switch (c) {
	case 'v': return t->kind == TY_VOID;
	case 'b': return t->kind == TY_INT && t->bits == 1;
	case '8': return t->kind == TY_INT && t->bits == 8;
	case '3': return t->kind == TY_INT && t->bits == 32;
	case '6': return t->kind == TY_INT && t->bits == 64;
	case 'p': return t->kind == TY_PTR;
	case 't': return t->kind == TY_TOKEN;
	case 'm': return t->kind == TY_METADATA;
	case 'I': return t->kind == TY_INT;
	case 'T': case 'V': return T && t == T;
	case 'E': return T && T->kind == TY_VECTOR && t == T->elem;
	case 'M': case 'Q': {
		if (!T || T->kind != TY_VECTOR || t->kind != TY_VECTOR || t->count != T->count ||
		    (t->flags & TYF_SCALABLE) != (T->flags & TYF_SCALABLE))
			return false;
		const Type *e = t->elem;
		if (c == 'M')
			return e->kind == TY_INT && e->bits == 1;
		return e->kind == TY_PTR && (!e->elem || e->elem == T->elem);
	}
	case 'K': return t->kind == TY_VECTOR && t->elem->kind == TY_INT && t->elem->bits == 1;
	case '*': return t->kind == TY_PTR && (!t->elem || (t->elem->kind == TY_INT && t->elem->bits == 8));
	case '2': return t->kind == TY_PTR && (!t->elem || sig_type_ok(t->elem, '*', NULL));
	case 'S': {
		if (!T || t->kind != TY_STRUCT || t->nsub != 2 || t->sub[0] != T)
			return false;
		const Type *o = t->sub[1];
		if (T->kind == TY_VECTOR)
			return o->kind == TY_VECTOR && o->count == T->count && o->elem->kind == TY_INT &&
			       o->elem->bits == 1;
		return o->kind == TY_INT && o->bits == 1;
	}
	default: return false;
	}
}

static int intrinsic_params(const struct Intrinsic *in, const char *params, const Type *fty);

/* 0: the declared type fits; 1: wrong return type; 2: wrong parameters */
static int
intrinsic_sig(const struct Intrinsic *in, const Type *fty)
{
	/* older parameter lists LLVM's reader still upgrades (ehi runs them
	 * alike: the debug intrinsics do nothing; ctlz and cttz without
	 * their i1 flag count a zero as its width) */
	static const struct {
		const char *name, *params;
	} old[] = {{"dbg.value", "m6mm"}, {"ctlz", "T"}, {"cttz", "T"}};
	int r = intrinsic_params(in, in->params, fty);
	for (size_t k = 0; r == 2 && k < countof(old); k++)
		if (strcmp(in->name, old[k].name) == 0)
			r = intrinsic_params(in, old[k].params, fty);
	return r;
}

static int
intrinsic_params(const struct Intrinsic *in, const char *params, const Type *fty)
{
	/* bind the overloaded type at its first occurrence */
	const Type *T = NULL;
	size_t np = strlen(params);
	for (size_t k = 0; k <= np && !T; k++) {
		char c = k == 0 ? in->ret[0] : params[k - 1];
		const Type *t = k == 0 ? fty->elem : k - 1 < fty->nsub ? fty->sub[k - 1] : NULL;
		if (!t || !strchr("TVS", c))
			continue;
		if (c == 'S')
			t = t->kind == TY_STRUCT && t->nsub == 2 ? t->sub[0] : NULL;
		if (!t)
			break;
		const Type *s = type_scalar(t);
		bool cls = in->tclass == TC_INT ? s->kind == TY_INT : in->tclass == TC_FP ? type_is_fp(s) : true;
		if (cls && (c != 'V' || t->kind == TY_VECTOR))
			T = t;
		break;
	}
	if (!sig_type_ok(fty->elem, in->ret[0], T))
		return 1;
	if (fty->nsub != np || ((fty->flags & TYF_VARARG) && in->kind != IK_LOCALESCAPE))
		return 2; /* (llvm.localescape is the table's one variadic intrinsic) */
	for (size_t k = 0; k < np; k++)
		if (!sig_type_ok(fty->sub[k], params[k], T))
			return 2;
	return 0;
}

/* Parameters LLVM's intrinsic tables mark `immarg` whatever the
 * declaration says (LLVM gives an intrinsic its table's attributes): bit k
 * for parameter k.  Names match whole or before a type suffix. */
static const struct {
	const char *name;
	uint32_t mask;
} immargs[] = {
	{"llvm.ctlz", 1u << 1}, {"llvm.cttz", 1u << 1}, {"llvm.abs", 1u << 1},
	{"llvm.memcpy", 1u << 3}, {"llvm.memmove", 1u << 3}, {"llvm.memset", 1u << 3},
	{"llvm.memcpy.inline", 1u << 3}, {"llvm.memset.inline", 1u << 3},
	{"llvm.memcpy.element.unordered.atomic", 1u << 3},
	{"llvm.memmove.element.unordered.atomic", 1u << 3},
	{"llvm.memset.element.unordered.atomic", 1u << 3},
	{"llvm.objectsize", 7u << 1}, {"llvm.prefetch", 7u << 1},
	{"llvm.arm.cdp", 0x3f}, {"llvm.arm.cdp2", 0x3f},
	{"llvm.arm.mcr", 0x3b}, {"llvm.arm.mcr2", 0x3b}, {"llvm.arm.mrc", 0x1f}, {"llvm.arm.mrc2", 0x1f},
	{"llvm.arm.mcrr", 0x13}, {"llvm.arm.mcrr2", 0x13}, {"llvm.arm.mrrc", 0x7}, {"llvm.arm.mrrc2", 0x7},
	{"llvm.arm.space", 1}, {"llvm.s390.lcbb", 1u << 1},
};

static uint32_t
table_immargs(const Function *f)
{
	const char *n = f->g.u.v.name;
	for (size_t k = 0; k < countof(immargs); k++) {
		size_t l = strlen(immargs[k].name);
		if (strncmp(n, immargs[k].name, l) == 0 && (n[l] == 0 || type_suffix(n + l)))
			return immargs[k].mask;
	}
	return 0;
}

/* V-S-78: LLVM gives a declaration named after an intrinsic that
 * intrinsic's table attributes, immarg ones included (AutoUpgrade, also
 * when the declared type is not the intrinsic's); an immarg past the
 * declared parameters is an attribute after the last one.  Old forms
 * AutoUpgrade rewrites to a new declaration first are spared: ctlz and
 * cttz without their flag, objectsize with 2 or 3 parameters. */
static void
check_table_attrs_fit(VCtx *v, const Function *f)
{
	static const struct {
		const char *name;
		uint32_t nparams;
	} upgraded[] = {{"llvm.ctlz", 1}, {"llvm.cttz", 1}, {"llvm.objectsize", 2}, {"llvm.objectsize", 3}};
	uint32_t table = table_immargs(f), n = f->fty->nsub;
	if (n >= 32 || !(table >> n))
		return;
	const char *name = f->g.u.v.name;
	for (size_t k = 0; k < countof(upgraded); k++) {
		size_t l = strlen(upgraded[k].name);
		if (n == upgraded[k].nparams && strncmp(name, upgraded[k].name, l) == 0 &&
		    (!name[l] || name[l] == '.'))
			return;
	}
	unsigned last = 31;
	while (!(table >> last & 1))
		last--;
	verify_failed(v, R_S_INTRIN_ATTR_PAST, f, last + 1, n);
}

/* A constant expression of numbers only: LLVM's parser folds it to one
 * (add (i32 2, i32 3), ptrtoint (ptr null to i32)); one that reaches a
 * global, undef or poison stays what it is. */
static bool
folds_to_immediate(const Value *c, unsigned depth)
{
	switch (c->kind) {
	case VK_CINT: case VK_CFP: case VK_CNULL: case VK_CZERO:
		return true;
	case VK_CEXPR: {
		const User *u = (const User *)c;
		for (uint32_t k = 0; k < u->nops && depth < 64; k++)
			if (!folds_to_immediate(u->ops[k].val, depth + 1))
				return false;
		return depth < 64;
	}
	default:
		return false;
	}
}

/* V-S-35: an `immarg` parameter (declared, at the call, or by LLVM's
 * table) takes an integer or FP constant, nothing computed. */
static void
check_immargs(VCtx *v, Inst *i, const Function *callee)
{
	const CallInfo *ci = inst_call(i);
	uint32_t table = table_immargs(callee);
	for (uint32_t k = 0; k < ci->nargs && k < callee->nargs; k++) {
		bool imm = (k < 32 && (table >> k & 1)) || attrs_has(v->m, callee->param_attrs[k], ATTR_IMMARG) ||
			   (ci->arg_attrs && attrs_has(v->m, ci->arg_attrs[k], ATTR_IMMARG));
		const Value *a = inst_opnd(i, k);
		if (imm && a->kind != VK_CINT && a->kind != VK_CFP && !(a->kind == VK_CZERO && a->type->kind == TY_INT))
			if (!(a->kind == VK_CEXPR && folds_to_immediate(a, 0)))
				verify_failed(v, R_S_IMMARG, i);
	}
}

/* Among intrinsics only these may be invoked (LLVM 19's list). */
static bool
invokable_intrinsic(const Function *f)
{
	static const char *const ok[] = {
		"llvm.donothing", "llvm.experimental.patchpoint", "llvm.experimental.gc.statepoint",
		"llvm.coro.resume", "llvm.coro.destroy", "llvm.coro.await.suspend.void",
		"llvm.coro.await.suspend.bool", "llvm.coro.await.suspend.handle", "llvm.seh.try.begin",
		"llvm.seh.try.end", "llvm.seh.scope.begin", "llvm.seh.scope.end", "llvm.wasm.rethrow",
	};
	const char *n = f->g.u.v.name;
	for (size_t k = 0; k < countof(ok); k++) {
		size_t l = strlen(ok[k]);
		if (strncmp(n, ok[k], l) == 0 && (n[l] == 0 || n[l] == '.'))
			return true;
	}
	return false;
}

static VFn *
fn_info(const Function *f)
{
	return f ? (VFn *)f->aux : NULL;
}

/* ------------------------------------------------------------ calls */
bool
verify_is_static_alloca(const VCtx *v, const Value *val)
{
	if (!val || val->kind != VK_INST || inst_op((const Inst *)val) != OP_ALLOCA)
		return false;
	const Inst *a = (const Inst *)val;
	if (a->u.flags & IF_INALLOCA)
		return false;
	if (a->u.nops && inst_opnd(a, 0)->kind != VK_CINT)
		return false;
	(void)v; /* (v may be NULL: ir_catchpad_fits at run time) */
	return a->parent && a->parent->parent && a->parent == a->parent->parent->first;
}

/* The rules of one intrinsic call whose declaration fits (LLVM checks
 * them only then). */
static void
intrinsic_call(VCtx *v, Inst *i, const struct Intrinsic *in)
{
	const CallInfo *ci = inst_call(i);
	switch (in->kind) {
	case IK_VA_START:
		VCHECK(v, v->f->fty->flags & TYF_VARARG, R_S_VA_START, i);
		break;
	case IK_EXCPTR: {
		const Value *a = ci->nargs ? inst_opnd(i, 0) : NULL;
		VCHECK(v, a && a->kind == VK_INST && inst_op((const Inst *)a) == OP_CATCHPAD, R_EH_EXCPTR_ARG, i);
		break;
	}
	case IK_LOCALESCAPE: {
		if (v->nb && i->parent != v->blocks[0])
			verify_failed(v, R_EH_ESCAPE_ENTRY, i);
		if (v->nescapes++)
			verify_failed(v, R_EH_ESCAPE_TWICE, i);
		for (uint32_t k = 0; k < ci->nargs; k++) {
			const Value *a = inst_opnd(i, k);
			if (a->kind == VK_CNULL)
				continue;
			if (!verify_is_static_alloca(v, verify_strip_casts(a, false))) {
				verify_failed(v, R_EH_ESCAPE_STATIC, i);
				break;
			}
		}
		fn_info(v->f)->nescaped = (int32_t)ci->nargs;
		break;
	}
	case IK_BSWAP: {
		/* bytes are swapped in pairs: i8 or i12 has none to swap with */
		const Type *t = type_scalar(i->ty->elem);
		VCHECK(v, t->kind != TY_INT || t->bits % 16 == 0, R_S_BSWAP_WIDTH, i);
		break;
	}
	case IK_LOCALRECOVER: {
		const Value *p = verify_strip_casts(inst_opnd(i, 0), false);
		VCHECK(v, p->kind == VK_FUNCTION && !((const Function *)p)->is_decl, R_EH_RECOVER_FN, i);
		if (inst_opnd(i, 2)->kind == VK_CINT)
			VEC_PUSH(&v->recovers, Inst *, i); /* index checked once all functions are seen */
		break;
	}
	default:
		break;
	}
}

/* V-S-36: a tailcc/swifttailcc musttail call has no varargs at either end
 * and no parameter (of the caller's or at the call) with an attribute
 * that changes how it is passed. */
static void
tailcc_musttail(VCtx *v, Inst *i, const char *cc)
{
	static const struct {
		AttrKind k;
		const char *s;
	} abi[] = {{ATTR_INALLOCA, "inalloca"}, {ATTR_INREG, "inreg"}, {ATTR_SWIFTERROR, "swifterror"},
		   {ATTR_PREALLOCATED, "preallocated"}, {ATTR_BYREF, "byref"}};
	const CallInfo *ci = inst_call(i);
	if ((v->f->fty->flags & TYF_VARARG) || (i->ty->flags & TYF_VARARG))
		verify_failed(v, R_S_TAILCC_VARARGS, i, cc);
	for (int end = 0; end < 2; end++) {
		uint32_t n = end ? ci->nargs : v->f->nargs;
		for (uint32_t k = 0; k < n; k++) {
			const AttrSet *s = end ? (ci->arg_attrs ? ci->arg_attrs[k] : NULL) : v->f->param_attrs[k];
			for (size_t a = 0; a < countof(abi); a++)
				if (attrs_has(v->m, s, abi[a].k))
					verify_failed(v, R_S_TAILCC_ATTR, i, abi[a].s, cc, end ? "callee" : "caller");
		}
	}
}

static void
visit_call(VCtx *v, Inst *i)
{
	Opcode op = inst_op(i);
	const Type *fty = i->ty;
	const Value *callee = inst_callee(i);
	Function *cf = verify_callee_fn(i);
	bool intrin = verify_is_intrinsic(cf);
	/* getCalledFunction: the callee itself, with the call's type */
	Function *direct = callee->kind == VK_FUNCTION && ((const Function *)callee)->fty == fty
				   ? (Function *)callee : NULL;
	if (intrin && cf->fty != fty)
		verify_failed(v, R_S_INTRIN_CALL_SIG, i);
	if (!intrin)
		for (uint32_t k = 0; k < fty->nsub; k++)
			if (fty->sub[k]->kind == TY_TOKEN) {
				verify_failed(v, R_S_CALL_TOKEN_PARAM, i);
				break;
			}
	if (!direct && fty->elem->kind == TY_TOKEN)
		verify_failed(v, R_S_INDIRECT_TOKEN, i);
	/* x86_amx lives in tile registers: made and consumed by intrinsics,
	 * never a constant */
	if (!direct && fty->elem->kind == TY_X86_AMX)
		verify_failed(v, R_S_AMX_INDIRECT, i);
	for (uint32_t k = 0; k < inst_call(i)->nargs; k++) {
		const Value *a = inst_opnd(i, k);
		if (a->type->kind == TY_X86_AMX && vk_is_const(a->kind)) {
			verify_failed(v, R_S_AMX_CONST_ARG, i);
			break;
		}
	}
	verify_call_attrs(v, i);
	if (direct && intrin)
		check_immargs(v, i, direct);
	if (direct && intrin)
		verify_named_intrinsic(v, i, direct->g.u.v.name);
	verify_inalloca_arg(v, i);
	if (callee->kind == VK_ASM)
		verify_asm_call(v, i);
	if (direct && intrin) {
		const VFn *fi = fn_info(direct);
		if (fi && fi->intrinsic >= 0) {
			if (fi->sig == 1)
				verify_failed(v, R_S_INTRIN_RET, i);
			else if (fi->sig == 2)
				verify_failed(v, R_S_INTRIN_ARG, i);
			else
				intrinsic_call(v, i, &intrinsics[fi->intrinsic]);
		}
	}
	if (op == OP_CALL && (i->u.flags & IF_MUSTTAIL)) {
		/* the call is followed by a ret, optionally through one bitcast */
		const Inst *n = i->next;
		if (n && inst_op(n) == OP_BITCAST && inst_opnd(n, 0) == &i->u.v)
			n = n->next;
		if (!n || inst_op(n) != OP_RET)
			verify_failed(v, R_S_MUSTTAIL_RET, i);
		/* tailcc (18) and swifttailcc (20) calls need not match the
		 * caller's prototype; LLVM checks their ABI attributes instead */
		uint32_t cc = inst_call(i)->cc;
		if (cc == 18 || cc == 20)
			tailcc_musttail(v, i, cc == 18 ? "tailcc" : "swifttailcc");
		else if (!direct || !intrin)
			if (v->f->fty->nsub != fty->nsub)
				verify_failed(v, R_S_MUSTTAIL_PARAMS, i);
	}
}

/* Is operand k of a call in a "clang.arc.attachedcall" bundle? */
static bool
in_attachedcall_bundle(const Inst *i, uint32_t k)
{
	const CallInfo *ci = inst_call(i);
	for (uint32_t b = 0; b < ci->nbundles; b++)
		if (k >= ci->bundles[b].first && k < ci->bundles[b].first + ci->bundles[b].n &&
		    strcmp(ci->bundles[b].tag, "clang.arc.attachedcall") == 0)
			return true;
	return false;
}

/* ------------------------------------------------------- per instruction */
static void
check_operands(VCtx *v, Inst *i)
{
	Opcode op = inst_op(i);
	bool reachable = verify_reachable(v, i->parent);
	bool said_dom = false, said_self = false, said_addr = false, said_user = false;
	for (uint32_t k = 0; k < i->u.nops; k++) {
		Value *o = inst_opnd(i, k);
		if (!o)
			continue;
		if (o->kind == VK_INST) {
			if (op == OP_PHI && (k & 1))
				continue;
			Inst *d = (Inst *)o;
			if (d == i && op != OP_PHI) {
				if (reachable && !said_self)
					verify_failed(v, R_S_SELF_REF, i);
				said_self = true;
				continue;
			}
			if (!d->parent || d->parent->parent != v->f || said_dom)
				continue;
			if (inst_op(d) == OP_INVOKE && term_succ(d, 0) == term_succ(d, 1))
				continue; /* LLVM leaves it to the invoke's own checks */
			if (!def_dominates_use(v, d, i, k)) {
				verify_failed(v, inst_op(d) == OP_INVOKE ? R_S_DOM_INVOKE
						 : op == OP_PHI         ? R_S_DOM_PHI
									: R_S_DOM_USE,
					      i);
				said_dom = true;
			}
			continue;
		}
		/* intrinsics are only ever the callee of calls of their own type */
		const Value *s = o->kind == VK_CEXPR ? verify_strip_casts(o, false) : o;
		if (s->kind != VK_FUNCTION || !verify_is_intrinsic((const Function *)s))
			continue;
		const Function *fn = (const Function *)s;
		bool callee = is_call_op(op) && k == i->u.nops - 1;
		if (o->kind == VK_FUNCTION && !callee && !(is_call_op(op) && in_attachedcall_bundle(i, k))) {
			if (!said_addr)
				verify_failed(v, R_S_INTRIN_ADDRESS, i);
			said_addr = true;
		} else if (o->kind == VK_FUNCTION && callee && op != OP_CALL && !invokable_intrinsic(fn)) {
			verify_failed(v, R_EH_INVOKE_INTRIN, i);
		}
		bool ok_user = (callee && o->kind == VK_FUNCTION && fn->fty == i->ty) ||
			       (is_call_op(op) && !callee && in_attachedcall_bundle(i, k));
		if (!ok_user && !said_user) {
			verify_failed(v, R_S_INTRIN_USER, i);
			said_user = true;
		}
	}
}

static void
visit_inst(VCtx *v, Inst *i)
{
	Opcode op = inst_op(i);
	Type *rt = i->u.v.type;
	check_operands(v, i);
	if (i->md)
		verify_inst_md(v, i);
	switch (op) {
	case OP_PHI:
		if (rt->kind == TY_TOKEN)
			verify_failed(v, R_S_PHI_TOKEN, i);
		break;
	case OP_TRUNC: case OP_ZEXT: case OP_SEXT: case OP_FPTOUI: case OP_FPTOSI:
	case OP_UITOFP: case OP_SITOFP: case OP_FPTRUNC: case OP_FPEXT: case OP_PTRTOINT:
	case OP_INTTOPTR: case OP_BITCAST: case OP_ADDRSPACECAST: {
		Type *st = inst_opnd(i, 0)->type;
		if (!type_cast_valid(op, st, rt)) {
			char a[256];
			snprintf(a, sizeof a, "%s", type_str(st));
			verify_failed(v, R_S_CAST, i, a, type_str(rt));
		}
		break;
	}
	case OP_SELECT:
		VCHECK(v, rt->kind != TY_TOKEN, R_S_SELECT_TOKEN, i);
		break;
	case OP_LOAD:
		if (!is_sized(rt))
			verify_failed(v, R_S_LOAD_UNSIZED, i);
		if (i->u.flags & IF_ATOMIC) {
			if (!atomic_type_ok(rt))
				verify_failed(v, R_S_ATOMIC_TYPE, i, "load", type_str(rt));
			if (!i->align_log2p1)
				verify_failed(v, R_S_ATOMIC_ALIGN, i, "load");
			if (i->ord == ORD_RELEASE || i->ord == ORD_ACQ_REL)
				verify_failed(v, R_S_ATOMIC_ORDER, i, "load", "Release");
		}
		break;
	case OP_STORE:
		if (!is_sized(inst_opnd(i, 0)->type))
			verify_failed(v, R_S_STORE_UNSIZED, i);
		if (i->u.flags & IF_ATOMIC) {
			if (!atomic_type_ok(inst_opnd(i, 0)->type))
				verify_failed(v, R_S_ATOMIC_TYPE, i, "store", type_str(inst_opnd(i, 0)->type));
			if (!i->align_log2p1)
				verify_failed(v, R_S_ATOMIC_ALIGN, i, "store");
			if (i->ord == ORD_ACQUIRE || i->ord == ORD_ACQ_REL)
				verify_failed(v, R_S_ATOMIC_ORDER, i, "store", "Acquire");
		}
		break;
	case OP_ALLOCA:
		VCHECK(v, is_sized(i->ty), R_S_ALLOCA_UNSIZED, i);
		break;
	case OP_CMPXCHG: {
		const Type *t = inst_opnd(i, 1)->type;
		VCHECK(v, t->kind == TY_INT || t->kind == TY_PTR, R_S_CMPXCHG_TYPE, i);
		break;
	}
	case OP_ATOMICRMW: {
		const Type *t = inst_opnd(i, 1)->type;
		unsigned r = i->pred;
		const char *name = r < RMW__COUNT ? rmw_names[r] : "?";
		if (r == RMW_XCHG && !v->m->opaque_ptrs) /* LLVM 14: no pointers yet */
			VCHECK(v, t->kind == TY_INT || type_is_fp(t), R_S_RMW_TYPE, i, name,
			       "an integer or floating point type");
		else if (r == RMW_XCHG)
			VCHECK(v, t->kind == TY_INT || type_is_fp(t) || t->kind == TY_PTR, R_S_RMW_TYPE, i, name,
			       "an integer, floating point, or pointer type");
		else if (r == RMW_FADD || r == RMW_FSUB || r == RMW_FMAX || r == RMW_FMIN)
			VCHECK(v, type_is_fp(type_scalar(t)), R_S_RMW_TYPE, i, name, "a floating point type");
		else
			VCHECK(v, t->kind == TY_INT, R_S_RMW_TYPE, i, name, "an integer");
		break;
	}
	case OP_CALL:
	case OP_INVOKE:
	case OP_CALLBR:
		visit_call(v, i);
		break;
	default:
		break;
	}
}

/* ---------------------------------------------------------------- PHIs */
typedef struct PhiIn {
	uint32_t block;
	const Value *val;
} PhiIn;

static int
phi_in_cmp(const void *pa, const void *pb)
{
	const PhiIn *a = pa, *b = pb;
	if (a->block != b->block)
		return a->block < b->block ? -1 : 1;
	return (uintptr_t)a->val < (uintptr_t)b->val ? -1 : (uintptr_t)a->val > (uintptr_t)b->val;
}

static int
u32_cmp(const void *pa, const void *pb)
{
	uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
	return a < b ? -1 : a > b;
}

/* One entry per incoming edge, and the entries name exactly the
 * predecessors (LLVM compares the sorted lists). */
static void
check_phi(VCtx *v, Inst *phi, const uint32_t *preds, uint32_t npred, Vec *scratch)
{
	uint32_t n = phi->u.nops / 2;
	VCHECK(v, n == npred, R_S_PHI_COUNT, phi);
	scratch->len = 0;
	for (uint32_t k = 0; k < n; k++) {
		const Value *b = inst_opnd(phi, 2 * k + 1);
		PhiIn in = {b && b->kind == VK_BLOCK && ((const Block *)b)->parent == v->f ? ((const Block *)b)->index
											     : UINT32_MAX,
			    inst_opnd(phi, 2 * k)};
		VEC_PUSH(scratch, PhiIn, in);
	}
	PhiIn *in = scratch->data;
	if (n)
		qsort(in, n, sizeof *in, phi_in_cmp);
	bool said_same = false, said_match = false;
	for (uint32_t k = 0; k < n; k++) {
		if (k && in[k].block == in[k - 1].block && !value_same(in[k].val, in[k - 1].val) && !said_same) {
			verify_failed(v, R_S_PHI_SAME_PRED, phi);
			said_same = true;
		}
		if (in[k].block != preds[k] && !said_match) {
			verify_failed(v, R_S_PHI_MISMATCH, phi);
			said_match = true;
		}
	}
}

static void
visit_block(VCtx *v, Block *b, Vec *preds, Vec *scratch)
{
	if (b->first && inst_op(b->first) == OP_PHI) {
		preds->len = 0;
		for (uint32_t p = v->pred_at[b->index]; p < v->pred_at[b->index + 1]; p++)
			VEC_PUSH(preds, uint32_t, v->pred[p]->index);
		if (preds->len)
			qsort(preds->data, preds->len, sizeof(uint32_t), u32_cmp);
	}
	bool phis_done = false;
	for (Inst *i = b->first; i; i = i->next) {
		if (inst_op(i) == OP_PHI) {
			if (phis_done)
				verify_failed(v, R_S_PHI_NOT_TOP, i);
			else
				check_phi(v, i, preds->data, preds->len, scratch);
		} else {
			phis_done = true;
		}
		visit_inst(v, i);
		verify_eh_inst(v, i);
	}
}

/* --------------------------------------------------------- per function */
/* Rules on the function itself (declarations too). */
static void
visit_function_decl(VCtx *v, Function *f)
{
	bool intrin = verify_is_intrinsic(f);
	if (!intrin) {
		for (uint32_t k = 0; k < f->fty->nsub; k++)
			if (f->fty->sub[k]->kind == TY_TOKEN) {
				verify_failed(v, R_S_TOKEN_PARAM, f);
				break;
			}
		if (f->fty->elem->kind == TY_TOKEN)
			verify_failed(v, R_S_TOKEN_RETURN, f);
		for (uint32_t k = 0; k < f->fty->nsub; k++)
			if (f->fty->sub[k]->kind == TY_X86_AMX) {
				verify_failed(v, R_S_AMX_PARAM, f);
				break;
			}
		if (f->fty->elem->kind == TY_X86_AMX)
			verify_failed(v, R_S_AMX_RETURN, f);
	}
	/* an interrupt handler gets the interrupt frame by value on its stack */
	if (f->cc == CC_X86_INTR && f->fty->nsub && !attrs_has(v->m, f->param_attrs[0], ATTR_BYVAL))
		verify_failed(v, R_S_INTRCC_BYVAL, f);
	check_gpu_cc(v, f);
	if (intrin)
		check_table_attrs_fit(v, f);
	if (f->is_decl && fn_personality(f))
		verify_failed(v, R_EH_DECL_PERS, f);
	verify_function_attrs(v, f);
	verify_function_md(v, f);
	if (!f->is_decl && intrin)
		verify_failed(v, R_S_INTRIN_DEFINED, f);
}

static void
verify_function(VCtx *v, Function *f)
{
	begin_function(v, f);
	/* the entry block has no predecessors: said once, at the first
	 * terminator that branches there */
	if (v->nb && v->pred_at[1] > v->pred_at[0]) {
		Inst *first = NULL;
		for (uint32_t p = v->pred_at[0]; p < v->pred_at[1]; p++) {
			Inst *t = block_terminator(v->pred[p]);
			if (t && (!first || t->order < first->order))
				first = t;
		}
		verify_failed(v, R_S_ENTRY_PREDS, first ? (void *)first : (void *)v->blocks[0]);
	}
	Vec preds = {0}, scratch = {0};
	for (uint32_t j = 0; j < v->nb; j++)
		visit_block(v, v->blocks[j], &preds, &scratch);
	vec_free(&preds);
	vec_free(&scratch);
	verify_eh_function(v);
	end_function(v);
}

/* llvm.localrecover indices against the parent's llvm.localescape */
static void
check_recovers(VCtx *v)
{
	for (uint32_t k = 0; k < v->recovers.len; k++) {
		Inst *i = VEC_AT(&v->recovers, Inst *, k);
		const Function *p = (const Function *)verify_strip_casts(inst_opnd(i, 0), false);
		const ConstInt *ix = (const ConstInt *)inst_opnd(i, 2);
		int32_t n = fn_info(p) ? fn_info(p)->nescaped : -1;
		uint64_t idx = ix->w[0];
		if (n < 0 || idx >= (uint64_t)n || ix->nwords > 1)
			verify_failed(v, R_EH_RECOVER_INDEX, i);
	}
	vec_free(&v->recovers);
}

unsigned
ir_verify(Module *m, FILE *out, unsigned *nwarnings)
{
	VerifyCounts c;
	ir_verify_counts(m, out, false, &c);
	if (nwarnings)
		*nwarnings = c.warnings;
	return c.errors;
}

void
ir_verify_counts(Module *m, FILE *out, bool for_run, VerifyCounts *c)
{
	VCtx v = {.m = m, .out = out, .for_run = for_run};
	/* no renumbering: diagnostics name values as the source does */
	uint32_t nf = 0;
	for (Global *g = m->funcs; g; g = g->next)
		nf++;
	v.fns = xcalloc(nf + 1, sizeof *v.fns);
	nf = 0;
	for (Global *g = m->funcs; g; g = g->next) {
		Function *f = (Function *)g;
		VFn *fi = &v.fns[nf++];
		fi->nescaped = -1;
		fi->intrinsic = intrinsic_lookup(f);
		if (fi->intrinsic >= 0)
			fi->sig = (int8_t)intrinsic_sig(&intrinsics[fi->intrinsic], f->fty);
		f->aux = fi;
	}
	for (Global *g = m->funcs; g; g = g->next) {
		Function *f = (Function *)g;
		visit_function_decl(&v, f);
		if (!f->is_decl)
			verify_function(&v, f);
	}
	check_recovers(&v);
	verify_module_md(&v);
	verify_debug_info(&v);
	for (Global *g = m->funcs; g; g = g->next)
		((Function *)g)->aux = NULL;
	free(v.fns);
	flush_diags(&v);
	c->errors = v.nerr;
	c->ehi_only = v.nehi_only;
	c->warnings = v.nwarn;
}
