/* verify_di.c — LLVM's rules on debug-info metadata (V-S-48 .. 55).
 *
 * Which metadata counts: llvm-as (LLVM 14 and 19 alike) never rejects a
 * module for its debug info proper.  When the module says "Debug Info
 * Version" 3 and a debug-info rule fails, the reader warns ("ignoring
 * invalid debug info") and strips the debug info; without that flag it
 * strips it anyway.  Stripping drops the `llvm.dbg.*` named metadata, the
 * !dbg attachments, the calls of llvm.dbg.* and the DILocations of loop
 * metadata; what is left is verified for real.  So the rules here apply
 * to the nodes reached from what survives: other named metadata, other
 * attachments, the metadata operands of other calls, and every node those
 * lead to.  ehi keeps a specialised node's fields as written (parse_md.c),
 * so the checks read the field text: a number, a DW_ name, or a node.
 *
 * Where LLVM 19 dropped a rule LLVM 14 had (a DISubrange with no count or
 * upper bound; a DIGlobalVariable with no name, a parser rule checked on
 * every numbered node), the rule applies to a module in LLVM 14's syntax
 * only: one that does not use `ptr`. */
#include "ir/verify.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------- the nodes reached */
/* an open-addressing set of nodes; each remembers whether a DILocation may
 * be its operand (LLVM: reached from named metadata, !dbg or !llvm.loop) */
typedef struct Seen {
	const MDNode **node;
	uint8_t *locs_ok;
	uint32_t mask, n;
} Seen;

static uint32_t
slot_of(const Seen *s, const MDNode *n)
{
	uint32_t h = (uint32_t)(((uintptr_t)n >> 4) * 2654435761u) & s->mask;
	while (s->node[h] && s->node[h] != n)
		h = (h + 1) & s->mask;
	return h;
}

static void
seen_grow(Seen *s)
{
	Seen t = {xcalloc(2 * (s->mask + 1), sizeof *t.node), xcalloc(2 * (s->mask + 1), 1), 2 * s->mask + 1, s->n};
	for (uint32_t k = 0; k <= s->mask; k++)
		if (s->node[k]) {
			uint32_t h = slot_of(&t, s->node[k]);
			t.node[h] = s->node[k];
			t.locs_ok[h] = s->locs_ok[k];
		}
	free(s->node);
	free(s->locs_ok);
	*s = t;
}

typedef struct DI {
	VCtx *v;
	Seen seen;
	Vec stack;          /* const MDNode*: nodes to look into */
	bool llvm14;        /* the module is written in LLVM 14's syntax */
	bool fortran;       /* some compile unit is Fortran (LLVM 14's subrange exception) */
	const NamedMD *cus; /* !llvm.dbg.cu */
} DI;

/* Reach n (and, through the stack, what it leads to); locs_ok: may its
 * operands be DILocations.  A node reached both ways counts as allowed,
 * so ehi never rejects what some order of LLVM's walk accepts. */
static void
reach(DI *d, const MDNode *n, bool locs_ok)
{
	if (!n)
		return;
	if (2 * (d->seen.n + 1) > d->seen.mask)
		seen_grow(&d->seen);
	uint32_t h = slot_of(&d->seen, n);
	if (d->seen.node[h]) {
		if (!locs_ok || d->seen.locs_ok[h])
			return;
		d->seen.locs_ok[h] = 1; /* look again, now allowed */
	} else {
		d->seen.node[h] = n;
		d->seen.locs_ok[h] = locs_ok;
		d->seen.n++;
	}
	VEC_PUSH(&d->stack, const MDNode *, n);
}

static void
drain(DI *d)
{
	while (d->stack.len) {
		const MDNode *n = VEC_AT(&d->stack, const MDNode *, --d->stack.len);
		bool ok = d->seen.locs_ok[slot_of(&d->seen, n)];
		for (uint32_t k = 0; k < n->nops; k++)
			if (n->ops[k].kind == MDO_NODE)
				reach(d, n->ops[k].node, ok);
	}
}

/* ------------------------------------------------------ field helpers */
static bool
named(const MDNode *n, const char *name)
{
	return n && n->kind == MDK_SPECIAL && n->namelen == strlen(name) && memcmp(n->name, name, n->namelen) == 0;
}

static const MDOp *
field(const MDNode *n, const char *name)
{
	for (uint32_t k = 0; k < n->nops; k++)
		if (n->ops[k].field && strcmp(n->ops[k].field, name) == 0)
			return &n->ops[k];
	return NULL;
}

/* a field present and not null */
static bool
given(const MDOp *op)
{
	return op && op->kind != MDO_NULL;
}

static bool
raw_is(const MDOp *op, const char *s)
{
	return op && op->kind == MDO_RAW && op->len == strlen(s) && memcmp(op->raw, s, op->len) == 0;
}

/* a number written as such (decimal or 0x hex, maybe negative) */
static bool
raw_number(const char *s, size_t n, uint64_t *out)
{
	size_t i = n && s[0] == '-';
	if (i == n)
		return false;
	char buf[40];
	if (n >= sizeof buf)
		return false;
	memcpy(buf, s, n);
	buf[n] = 0;
	char *end;
	*out = strtoull(buf + i, &end, 0);
	return *end == 0;
}

/* a node of tag `name` (by name, or by its DWARF number) */
static bool
tag_is(const MDNode *n, const char *name, uint64_t code)
{
	const MDOp *t = field(n, "tag");
	uint64_t c;
	return raw_is(t, name) || (t && t->kind == MDO_RAW && raw_number(t->raw, t->len, &c) && c == code);
}

/* flags written `A | B | C`: is word w one of them? */
static bool
has_flag(const MDOp *op, const char *w)
{
	size_t l = strlen(w);
	for (const char *p = op->raw, *e = op->raw + op->len; p + l <= e; p++)
		if (memcmp(p, w, l) == 0 && (p == op->raw || p[-1] == ' ' || p[-1] == '|') &&
		    (p + l == e || p[l] == ' ' || p[l] == '|'))
			return true;
	return false;
}

static bool
is_variable(const MDNode *n)
{
	return named(n, "DILocalVariable") || named(n, "DIGlobalVariable");
}

/* a subrange bound: a number (LLVM's ConstantAsMetadata), a variable or an
 * expression */
static bool
bound_ok(const MDOp *op, bool constant_ok)
{
	if (!given(op))
		return true;
	if (op->kind == MDO_RAW)
		return constant_ok;
	const MDNode *b = op->node;
	if (b->kind == MDK_VALUE)
		return constant_ok && b->use.val && (b->use.val->kind == VK_CINT || b->use.val->kind == VK_CZERO);
	return is_variable(b) || named(b, "DIExpression");
}

/* ------------------------------------------------------------- rules */
static void
subrange(DI *d, const MDNode *n)
{
	static const char *const bounds[] = {"count", "lowerBound", "upperBound", "stride"};
	bool count = given(field(n, "count")), upper = given(field(n, "upperBound"));
	if (count && upper)
		verify_failed_at(d->v, R_S_DI_SUBRANGE_BOTH, n->loc);
	if (!count && !upper && d->llvm14 && !d->fortran)
		verify_failed_at(d->v, R_S_DI_SUBRANGE_NONE, n->loc);
	for (size_t k = 0; k < countof(bounds); k++)
		if (!bound_ok(field(n, bounds[k]), true)) {
			verify_failed_at(d->v, R_S_DI_SUBRANGE_BOUND, n->loc, bounds[k]);
			return;
		}
}

static void
generic_subrange(DI *d, const MDNode *n)
{
	static const char *const bounds[] = {"count", "lowerBound", "upperBound", "stride"};
	if (given(field(n, "count")) == given(field(n, "upperBound")))
		verify_failed_at(d->v, R_S_DI_GSUBRANGE_COUNT, n->loc);
	if (!given(field(n, "lowerBound")))
		verify_failed_at(d->v, R_S_DI_GSUBRANGE_FIELD, n->loc, "lowerBound");
	if (!given(field(n, "stride")))
		verify_failed_at(d->v, R_S_DI_GSUBRANGE_FIELD, n->loc, "stride");
	for (size_t k = 0; k < countof(bounds); k++)
		if (!bound_ok(field(n, bounds[k]), false)) {
			verify_failed_at(d->v, R_S_DI_GSUBRANGE_BOUND, n->loc, bounds[k]);
			return;
		}
}

/* templateParams of a DICompositeType or DISubprogram */
static void
template_params(DI *d, const MDNode *n)
{
	const MDOp *p = field(n, "templateParams");
	if (!given(p))
		return;
	if (p->kind != MDO_NODE || p->node->kind != MDK_TUPLE) {
		verify_failed_at(d->v, R_S_DI_TEMPLATE_PARAMS, n->loc);
		return;
	}
	const MDNode *t = p->node;
	for (uint32_t k = 0; k < t->nops; k++) {
		const MDNode *e = t->ops[k].kind == MDO_NODE ? t->ops[k].node : NULL;
		if (!named(e, "DITemplateTypeParameter") && !named(e, "DITemplateValueParameter")) {
			verify_failed_at(d->v, R_S_DI_TEMPLATE_PARAM, n->loc);
			return;
		}
	}
}

/* a type reference: null or a node (a string is no longer one) */
static void
base_type(DI *d, const MDNode *n)
{
	const MDOp *b = field(n, "baseType");
	if (given(b) && b->kind == MDO_NODE && (b->node->kind == MDK_STRING || b->node->kind == MDK_VALUE))
		verify_failed_at(d->v, R_S_DI_BASE_TYPE, n->loc);
}

/* flags that cannot both hold (LLVM's hasConflictingReferenceFlags) */
static void
check_flags(DI *d, const MDNode *n)
{
	static const char *const pairs[][2] = {{"DIFlagLValueReference", "DIFlagRValueReference"},
					       {"DIFlagTypePassByValue", "DIFlagTypePassByReference"}};
	const MDOp *f = field(n, "flags");
	if (!f || f->kind != MDO_RAW)
		return;
	for (size_t k = 0; k < countof(pairs); k++)
		if (has_flag(f, pairs[k][0]) && has_flag(f, pairs[k][1]))
			verify_failed_at(d->v, R_S_DI_FLAGS, n->loc, pairs[k][0], pairs[k][1]);
}

static void
composite(DI *d, const MDNode *n)
{
	check_flags(d, n);
	static const char *const array_only[] = {"dataLocation", "associated", "allocated", "rank"};
	base_type(d, n);
	template_params(d, n);
	const MDOp *disc = field(n, "discriminator");
	if (given(disc) && !(tag_is(n, "DW_TAG_variant_part", 0x33) && disc->kind == MDO_NODE &&
			     named(disc->node, "DIDerivedType")))
		verify_failed_at(d->v, R_S_DI_DISCRIMINATOR, n->loc);
	bool array = tag_is(n, "DW_TAG_array_type", 0x01);
	for (size_t k = 0; k < countof(array_only); k++)
		if (given(field(n, array_only[k])) && !array)
			verify_failed_at(d->v, R_S_DI_ARRAY_FIELD, n->loc, array_only[k]);
}

/* ------------------------------------------------------ DIExpression */
/* The operations LLVM 19's DIExpression::isValid accepts, with the
 * number of elements each takes (itself included).  LLVM 14 accepts fewer;
 * ehi takes the larger set, so it never rejects what either accepts for
 * an operation it does not know the older limits of. */
static const struct ExprOp {
	const char *name;
	uint16_t code;
	uint8_t size;
} expr_ops[] = {
	{"DW_OP_deref", 0x06, 1}, {"DW_OP_constu", 0x10, 2}, {"DW_OP_consts", 0x11, 2},
	{"DW_OP_dup", 0x12, 1}, {"DW_OP_over", 0x14, 1}, {"DW_OP_swap", 0x16, 1},
	{"DW_OP_xderef", 0x18, 1}, {"DW_OP_and", 0x1a, 1}, {"DW_OP_div", 0x1b, 1},
	{"DW_OP_minus", 0x1c, 1}, {"DW_OP_mod", 0x1d, 1}, {"DW_OP_mul", 0x1e, 1},
	{"DW_OP_not", 0x20, 1}, {"DW_OP_or", 0x21, 1}, {"DW_OP_plus", 0x22, 1},
	{"DW_OP_plus_uconst", 0x23, 2}, {"DW_OP_shl", 0x24, 1}, {"DW_OP_shr", 0x25, 1},
	{"DW_OP_shra", 0x26, 1}, {"DW_OP_xor", 0x27, 1}, {"DW_OP_eq", 0x29, 1},
	{"DW_OP_ge", 0x2a, 1}, {"DW_OP_gt", 0x2b, 1}, {"DW_OP_le", 0x2c, 1},
	{"DW_OP_lt", 0x2d, 1}, {"DW_OP_ne", 0x2e, 1}, {"DW_OP_lit0", 0x30, 1},
	{"DW_OP_regx", 0x90, 2}, {"DW_OP_bregx", 0x92, 3}, {"DW_OP_deref_size", 0x94, 2},
	{"DW_OP_push_object_address", 0x97, 1}, {"DW_OP_stack_value", 0x9f, 1},
	{"DW_OP_LLVM_fragment", 0x1000, 3}, {"DW_OP_LLVM_convert", 0x1001, 3},
	{"DW_OP_LLVM_tag_offset", 0x1002, 2}, {"DW_OP_LLVM_entry_value", 0x1003, 2},
	{"DW_OP_LLVM_implicit_pointer", 0x1004, 1}, {"DW_OP_LLVM_arg", 0x1005, 2},
	{"DW_OP_LLVM_extract_bits_sext", 0x1006, 3}, {"DW_OP_LLVM_extract_bits_zext", 0x1007, 3},
};
enum { OP_REG0 = 0x50, OP_BREG0 = 0x70, OP_BREG31 = 0x8f };

/* element k as an operation code: false when it is neither a known name
 * nor a number */
static bool
expr_code(const MDOp *op, uint64_t *code)
{
	if (op->kind != MDO_RAW)
		return false;
	if (raw_number(op->raw, op->len, code))
		return true;
	for (size_t k = 0; k < countof(expr_ops); k++)
		if (raw_is(op, expr_ops[k].name)) {
			*code = expr_ops[k].code;
			return true;
		}
	static const char reg[] = "DW_OP_reg", breg[] = "DW_OP_breg";
	size_t l = op->len > strlen(breg) && memcmp(op->raw, breg, strlen(breg)) == 0 ? strlen(breg)
		   : op->len > strlen(reg) && memcmp(op->raw, reg, strlen(reg)) == 0 ? strlen(reg) : 0;
	uint64_t r;
	if (l && raw_number(op->raw + l, op->len - l, &r) && r < 32) {
		*code = (l == strlen(breg) ? OP_BREG0 : OP_REG0) + r;
		return true;
	}
	*code = UINT64_MAX; /* a name LLVM's parser knows but isValid does not take */
	return true;
}

static const char *
expression_fault(const MDNode *n)
{
	uint32_t e = n->nops, first = 0;
	uint64_t c0, a0;
	if (e >= 2 && expr_code(&n->ops[0], &c0) && c0 == 0x1005 && n->ops[1].kind == MDO_RAW &&
	    raw_number(n->ops[1].raw, n->ops[1].len, &a0) && a0 == 0)
		first = 2; /* an entry value may follow DW_OP_LLVM_arg 0 */
	for (uint32_t k = 0; k < e;) {
		uint64_t code;
		if (!expr_code(&n->ops[k], &code))
			return "an operation is not a DW_OP";
		if (code >= OP_REG0 && code <= OP_BREG31)
			return k + (code >= OP_BREG0 ? 2 : 1) > e ? "an operation lacks its operands" : NULL;
		const struct ExprOp *op = NULL;
		for (size_t j = 0; j < countof(expr_ops) && !op; j++)
			if (expr_ops[j].code == code)
				op = &expr_ops[j];
		if (!op)
			return "an operation LLVM does not take in a DIExpression";
		if (k + op->size > e)
			return "an operation lacks its operands";
		uint32_t next = k + op->size;
		uint64_t nc;
		switch (code) {
		case 0x1000: /* fragment */
			return next == e ? NULL : "DW_OP_LLVM_fragment is not last";
		case 0x9f: /* stack_value */
			if (next != e && !(expr_code(&n->ops[next], &nc) && nc == 0x1000))
				return "DW_OP_stack_value is neither last nor before DW_OP_LLVM_fragment";
			break;
		case 0x16: /* swap */
			if (e == 1)
				return "DW_OP_swap needs two values on the stack";
			break;
		case 0x1003: { /* LLVM_entry_value */
			uint64_t a;
			if (k != first)
				return "DW_OP_LLVM_entry_value is not first";
			if (!(n->ops[k + 1].kind == MDO_RAW && raw_number(n->ops[k + 1].raw, n->ops[k + 1].len, &a) &&
			      a == 1))
				return "DW_OP_LLVM_entry_value covers other than one operation";
			return NULL;
		}
		default:
			break;
		}
		k = next;
	}
	return NULL;
}

/* --------------------------------------------------------- per node */
static bool
listed_cu(const DI *d, const MDNode *n)
{
	for (uint32_t k = 0; d->cus && k < d->cus->n; k++)
		if (d->cus->nodes[k] == n)
			return true;
	return false;
}

static void
check_node(DI *d, const MDNode *n, bool locs_ok)
{
	if (!locs_ok)
		for (uint32_t k = 0; k < n->nops; k++)
			if (n->ops[k].kind == MDO_NODE && named(n->ops[k].node, "DILocation")) {
				verify_failed_at(d->v, R_S_DI_LOCATION_PLACE, n->loc);
				break;
			}
	if (n->kind != MDK_SPECIAL)
		return;
	if (named(n, "DISubrange"))
		subrange(d, n);
	else if (named(n, "DIGenericSubrange"))
		generic_subrange(d, n);
	else if (named(n, "DICompositeType"))
		composite(d, n);
	else if (named(n, "DIDerivedType"))
		base_type(d, n);
	else if (named(n, "DISubprogram")) {
		template_params(d, n);
		check_flags(d, n);
	} else if (named(n, "DISubroutineType"))
		check_flags(d, n);
	else if (named(n, "DICompileUnit") && !listed_cu(d, n))
		verify_failed_at(d->v, R_S_DI_CU_UNLISTED, n->loc);
	else if (named(n, "DIExpression")) {
		const char *why = expression_fault(n);
		if (why)
			verify_failed_at(d->v, R_S_DI_EXPRESSION, n->loc, why);
	}
}

/* ------------------------------------------------------------ roots */
static bool
kind_is(const VCtx *v, uint32_t kind, const char *name)
{
	return kind < v->m->md_kinds.len && strcmp(VEC_AT(&v->m->md_kinds, const char *, kind), name) == 0;
}

/* does n lead to a DILocation?  (loop metadata is a few small tuples:
 * a bounded depth ends a cycle) */
static bool
leads_to_location(const MDNode *n, unsigned depth)
{
	if (named(n, "DILocation"))
		return true;
	for (uint32_t k = 0; k < n->nops && depth < 8; k++)
		if (n->ops[k].kind == MDO_NODE && n->ops[k].node != n && leads_to_location(n->ops[k].node, depth + 1))
			return true;
	return false;
}

/* loop metadata: stripping keeps it without the operands that lead to a
 * DILocation */
static void
reach_loop(DI *d, const MDNode *n)
{
	for (uint32_t k = 0; k < n->nops; k++)
		if (n->ops[k].kind == MDO_NODE && n->ops[k].node != n && !leads_to_location(n->ops[k].node, 0))
			reach(d, n->ops[k].node, true);
}

static void
reach_attachments(DI *d, const MDAttach *a, bool all_ok)
{
	for (; a; a = a->next)
		if (kind_is(d->v, a->kind, "llvm.loop"))
			reach_loop(d, a->node);
		else if (!kind_is(d->v, a->kind, "dbg"))
			reach(d, a->node, all_ok);
}

static void
reach_function(DI *d, const Function *f)
{
	reach_attachments(d, f->g.md, true);
	if (f->is_decl || f->lazy)
		return;
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next) {
			reach_attachments(d, i->md, false);
			Opcode op = inst_op(i);
			if (op != OP_CALL && op != OP_INVOKE && op != OP_CALLBR)
				continue;
			const Function *callee = verify_callee_fn(i);
			if (callee && callee->g.u.v.name && strncmp(callee->g.u.v.name, "llvm.dbg.", 9) == 0)
				continue;
			for (uint32_t k = 0; k < i->u.nops; k++) {
				const Value *a = i->u.ops[k].val;
				if (a && a->kind == VK_MDVALUE)
					reach(d, ((const MDValue *)a)->md, false);
			}
		}
}

static bool
fortran_language(const MDOp *lang)
{
	static const char *const names[] = {"DW_LANG_Fortran77", "DW_LANG_Fortran90", "DW_LANG_Fortran95",
					    "DW_LANG_Fortran03", "DW_LANG_Fortran08", "DW_LANG_Fortran18"};
	for (size_t k = 0; k < countof(names); k++)
		if (raw_is(lang, names[k]))
			return true;
	return false;
}

void
verify_debug_info(VCtx *v)
{
	DI d = {.v = v, .llvm14 = !v->m->opaque_ptrs};
	d.seen.mask = 63;
	d.seen.node = xcalloc(64, sizeof *d.seen.node);
	d.seen.locs_ok = xcalloc(64, 1);
	for (const NamedMD *nm = v->m->named_md; nm; nm = nm->next) {
		if (strcmp(nm->name, "llvm.dbg.cu") == 0)
			d.cus = nm;
		if (strncmp(nm->name, "llvm.dbg.", 9) != 0)
			for (uint32_t k = 0; k < nm->n; k++)
				reach(&d, nm->nodes[k], true);
	}
	for (const Global *g = v->m->globals; g; g = g->next)
		reach_attachments(&d, g->md, true);
	for (const Global *g = v->m->funcs; g; g = g->next)
		reach_function(&d, (const Function *)g);
	drain(&d);
	for (uint32_t k = 0; k <= d.seen.mask; k++) {
		const MDNode *n = d.seen.node[k];
		if (named(n, "DICompileUnit") && fortran_language(field(n, "language")))
			d.fortran = true;
	}
	for (uint32_t k = 0; k <= d.seen.mask; k++)
		if (d.seen.node[k])
			check_node(&d, d.seen.node[k], d.seen.locs_ok[k]);
	/* LLVM 14's parser wants a DIGlobalVariable's name, wherever the
	 * node is (LLVM 19's does not) */
	for (uint32_t k = 0; d.llvm14 && k < v->m->md_numbered.len; k++) {
		const MDNode *n = VEC_AT(&v->m->md_numbered, const MDNode *, k);
		if (named(n, "DIGlobalVariable") && (!given(field(n, "name")) || raw_is(field(n, "name"), "\"\"")))
			verify_failed_at(v, R_S_DI_GLOBAL_NAME, n->loc);
	}
	vec_free(&d.stack);
	free(d.seen.node);
	free(d.seen.locs_ok);
}
