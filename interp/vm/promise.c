/* promise.c — what attributes and metadata promise about a value
 * (SPEC.md section 6, "Promises"): `nonnull`, `align`, `range`,
 * `dereferenceable(_or_null)`, `nofpclass` and `noundef` on parameters,
 * results and call sites, and `!nonnull`, `!align`, `!range`, `!dereferenceable`,
 * `!noundef` on loads.
 *
 * LangRef gives each broken promise its outcome: a value that breaks
 * `nonnull`, `align` or `range` is poison (undefined behaviour when
 * `noundef` is promised too, X-VAL-2); a pointer that is not
 * dereferenceable for the promised bytes is undefined behaviour at once
 * (X-VAL-3); a `!noundef` load of poison or undef is undefined behaviour
 * (X-VAL-1).  The lowering adds a check only where a promise is written
 * (an INTRIN op, f = INTRIN_PROMISE: no op of its own, so the dispatch
 * loop is as it was), on the value's register: at a function's entry
 * for its parameters, before a `ret`, after a load or a call; code
 * without these attributes (all of -O0's but `noundef`) runs as before. */
#include "vm/lower.h"
#include "vm/vm_ops.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ lowering */

/* a `range(iN lo, hi)` attribute's bounds (LLVM 19's text form) */
static bool
parse_range_attr(const Attr *a, int64_t *lo, int64_t *hi)
{
	if (a->kind != ATTR_OTHER || a->len < 7 || strncmp(a->text, "range(", 6))
		return false;
	char buf[160];
	size_t n = a->len < sizeof buf - 1 ? a->len : sizeof buf - 1;
	memcpy(buf, a->text, n);
	buf[n] = 0;
	const char *p = strchr(buf, ' '); /* after the type */
	if (!p)
		return false;
	char *end;
	*lo = strtoll(p + 1, &end, 10);
	if (*end != ',')
		return false;
	*hi = strtoll(end + 1, &end, 10);
	return *end == ')';
}

/* a `nofpclass(...)` attribute's excluded classes, as LLVM's
 * FPClassTest bits: its keywords or its number */
static uint16_t
parse_nofpclass_attr(const Attr *a)
{
	static const struct { const char *s; uint16_t bits; } kw[] = {
		{"all", 0x3ff}, {"nan", 0x003}, {"snan", 0x001}, {"qnan", 0x002}, {"inf", 0x204},
		{"ninf", 0x004}, {"pinf", 0x200}, {"norm", 0x108}, {"nnorm", 0x008}, {"pnorm", 0x100},
		{"sub", 0x090}, {"nsub", 0x010}, {"psub", 0x080}, {"zero", 0x060}, {"nzero", 0x020},
		{"pzero", 0x040},
	};
	if (a->kind != ATTR_OTHER || a->len < 11 || strncmp(a->text, "nofpclass(", 10))
		return 0;
	uint16_t bits = 0;
	const char *p = a->text + 10, *end = a->text + a->len;
	while (p < end && *p != ')') {
		while (p < end && *p == ' ')
			p++;
		const char *w = p;
		while (p < end && *p != ' ' && *p != ')')
			p++;
		size_t n = (size_t)(p - w);
		if (n && w[0] >= '0' && w[0] <= '9') {
			bits |= (uint16_t)(strtoul(w, NULL, 0) & 0x3ff);
			continue;
		}
		for (size_t k = 0; k < sizeof kw / sizeof *kw; k++)
			if (strlen(kw[k].s) == n && !strncmp(kw[k].s, w, n))
				bits |= kw[k].bits;
	}
	return bits;
}

/* the nofpclass promise of attribute set s (its own or its groups') */
static uint16_t
nofpclass_of(const Module *m, const AttrSet *s)
{
	uint16_t bits = 0;
	for (uint32_t k = 0; s && k < s->n; k++)
		bits |= parse_nofpclass_attr(&s->attrs[k]);
	for (uint32_t g = 0; s && g < s->ngroups; g++) {
		const AttrGroup *ag = module_attr_group((Module *)m, s->groups[g]);
		for (uint32_t k = 0; ag && ag->set && ag->set != s && k < ag->set->n; k++)
			bits |= parse_nofpclass_attr(&ag->set->attrs[k]);
	}
	return bits;
}

static Promise *
promise_new(Lowerer *L)
{
	Promise *p = arena_alloc(&L->vm->arena, sizeof *p);
	memset(p, 0, sizeof *p);
	return p;
}

static void
add_range(Lowerer *L, Promise *p, uint64_t lo, uint64_t hi)
{
	uint64_t *r = arena_alloc(&L->vm->arena, (p->nranges + 1) * 2 * sizeof *r);
	if (p->nranges)
		memcpy(r, p->ranges, p->nranges * 2 * sizeof *r);
	r[2 * p->nranges] = lo;
	r[2 * p->nranges + 1] = hi;
	p->ranges = r;
	p->nranges++;
}

/* the metadata node of kind `name` attached to i, or NULL */
static const MDNode *
md_of(const Module *m, const Inst *i, const char *name)
{
	for (const MDAttach *a = i->md; a; a = a->next)
		if (a->kind < m->md_kinds.len && !strcmp(VEC_AT(&m->md_kinds, const char *, a->kind), name))
			return a->node;
	return NULL;
}

/* operand k of a metadata tuple as an integer constant */
static bool
md_int(const MDNode *n, uint32_t k, uint64_t *v)
{
	if (!n || k >= n->nops || n->ops[k].kind != MDO_NODE)
		return false;
	const MDNode *c = n->ops[k].node;
	if (!c || c->kind != MDK_VALUE || !c->use.val || c->use.val->kind != VK_CINT)
		return false;
	*v = ((const ConstInt *)c->use.val)->w[0];
	return true;
}

/* the promises of instruction i's metadata on its value of type t into
 * p (a load's; a call may carry !range, as clang 14 writes it) */
static bool
md_promises(Lowerer *L, const Module *m, const Inst *i, const Type *t, Promise *p)
{
	const MDNode *n;
	uint64_t v;
	bool any = false;
	if (t->kind == TY_PTR) {
		p->nonnull |= md_of(m, i, "nonnull") != NULL;
		if ((n = md_of(m, i, "align")) && md_int(n, 0, &v) && v > 1)
			p->align = v;
		if ((n = md_of(m, i, "dereferenceable")) && md_int(n, 0, &v) && v)
			p->deref = v;
		else if ((n = md_of(m, i, "dereferenceable_or_null")) && md_int(n, 0, &v) && v)
			p->deref = v, p->or_null = true;
		any = p->nonnull || p->align || p->deref;
	} else if (t->kind == TY_INT && t->bits <= 64 && (n = md_of(m, i, "range"))) {
		uint64_t lo, hi;
		for (uint32_t k = 0; k + 1 < n->nops; k += 2)
			if (md_int(n, k, &lo) && md_int(n, k + 1, &hi))
				add_range(L, p, lo, hi), any = true;
		p->bits = (uint8_t)t->bits;
	}
	if (inst_op(i) == OP_LOAD && md_of(m, i, "noundef"))
		p->noundef = p->noundef_load = any = true;
	return any;
}

/* the promises of attribute set s on a value of type t (NULL: none) */
static Promise *
promise_of_attrs(Lowerer *L, const Module *m, const AttrSet *s, const Type *t)
{
	/* floats of every format, and vectors of half to double (their lanes) */
	const Type *e = type_scalar(t);
	bool fpvec = t->kind == TY_VECTOR && !(t->flags & TYF_SCALABLE) && t->count <= UINT32_MAX &&
		     (e->kind == TY_HALF || e->kind == TY_BFLOAT || e->kind == TY_FLOAT || e->kind == TY_DOUBLE);
	bool fp = type_is_fp(t) || fpvec;
	if (!s || (t->kind != TY_PTR && !(t->kind == TY_INT && t->bits <= 64) && !fp))
		return NULL;
	Promise *p = promise_new(L);
	bool any = false;
	const Attr *a;
	if (fp) {
		p->nofpclass = nofpclass_of(m, s);
		p->fpk = (uint8_t)fp_kind_of_type(e);
		p->lanes = fpvec ? (uint32_t)t->count : 0;
		any = p->nofpclass != 0;
	} else if (t->kind == TY_PTR) {
		p->nonnull = attrs_has(m, s, ATTR_NONNULL);
		if ((a = attrs_get(m, s, ATTR_ALIGN)) && a->ival > 1)
			p->align = a->ival;
		if ((a = attrs_get(m, s, ATTR_DEREF)) && a->ival)
			p->deref = a->ival;
		else if ((a = attrs_get(m, s, ATTR_DEREF_OR_NULL)) && a->ival)
			p->deref = a->ival, p->or_null = true;
		any = p->nonnull || p->align || p->deref;
	} else {
		/* range(...) is kept verbatim (ATTR_OTHER), in the set or its groups */
		for (uint32_t k = 0; k < s->n; k++) {
			int64_t lo, hi;
			if (parse_range_attr(&s->attrs[k], &lo, &hi))
				add_range(L, p, (uint64_t)lo, (uint64_t)hi), any = true;
		}
		for (uint32_t g = 0; g < s->ngroups && !any; g++) {
			const AttrGroup *ag = module_attr_group((Module *)m, s->groups[g]);
			for (uint32_t k = 0; ag && ag->set && ag->set != s && k < ag->set->n; k++) {
				int64_t lo, hi;
				if (parse_range_attr(&ag->set->attrs[k], &lo, &hi))
					add_range(L, p, (uint64_t)lo, (uint64_t)hi), any = true;
			}
		}
		p->bits = (uint8_t)t->bits;
	}
	if (!any)
		return NULL;
	p->noundef = attrs_has(m, s, ATTR_NOUNDEF);
	return p;
}

static void
emit_promise(Lowerer *L, Promise *p, uint32_t slot, const char *fmt, ...) EHI_PRINTF(4, 5);

static void
emit_promise(Lowerer *L, Promise *p, uint32_t slot, const char *fmt, ...)
{
	char what[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	p->what = arena_strndup(&L->vm->arena, what, strlen(what));
	Op *o = lw_emit(L, OPC_INTRIN, 0, slot, 0);
	o->f = INTRIN_PROMISE;
	o->x.p = p;
}

static const char *
fn_name(const Function *f)
{
	return f && f->g.u.v.name ? f->g.u.v.name : "?";
}

void
lw_promise_params(Lowerer *L)
{
	const Function *f = L->f;
	const Module *m = vm_module_of(L->vm, f);
	L->cur = f->first ? f->first->first : NULL; /* reported at the entry's first instruction */
	for (uint32_t k = 0; f->param_attrs && k < f->nargs; k++) {
		/* a byval (byref, inalloca, preallocated) parameter is ehi's
		 * own copy, laid out as promised; an sret one the caller's
		 * result slot: not checked at every entry */
		const AttrSet *s = f->param_attrs[k];
		if (attrs_has(m, s, ATTR_BYVAL) || attrs_has(m, s, ATTR_BYREF) || attrs_has(m, s, ATTR_SRET) ||
		    attrs_has(m, s, ATTR_INALLOCA) || attrs_has(m, s, ATTR_PREALLOCATED))
			continue;
		Promise *p = promise_of_attrs(L, m, s, f->args[k].v.type);
		/* the Microsoft C++ ABI passes a method's `this` adjusted to the
		 * virtual base that introduced it, where clang still promises
		 * the class's size from there; a virtual base's destructor
		 * called from a vbase destructor even gets a `this` past the
		 * complete object's end (~E1 on E4 + 64 of 56 bytes, testsuite/
		 * run/promise-msvc-vbase-dtor.ll): the promise says nothing there */
		if (p && k == 0 && f->g.u.v.name && f->g.u.v.name[0] == '?') {
			p->deref = 0, p->or_null = false;
			if (!p->nonnull && !p->align && !p->noundef && !p->nranges)
				p = NULL;
		}
		if (p)
			emit_promise(L, p, L->lf->param_slot[k], "parameter %u of @%s", k + 1, fn_name(f));
	}
}

void
lw_promise_ret(Lowerer *L, const Inst *ret)
{
	if (!ret->u.nops)
		return;
	const Value *v = inst_opnd(ret, 0);
	Promise *p = promise_of_attrs(L, vm_module_of(L->vm, L->f), L->f->ret_attrs, v->type);
	if (p)
		emit_promise(L, p, lw_slot_of(L, v), "the result of @%s", fn_name(L->f));
}

/* after a call: the call site's promises on its result, and those of a
 * callee that is only declared (a defined one checks its own, at its
 * ret); before it: its arguments' that can be undefined behaviour
 * (dereferenceable, or under noundef) where the callee is not a
 * definition that checks them at its entry */
static const Function *
direct_callee(const Inst *call)
{
	const Value *c = inst_callee(call);
	return c->kind == VK_FUNCTION ? (const Function *)c : NULL;
}

void
lw_promise_args(Lowerer *L, const Inst *call)
{
	const CallInfo *ci = inst_call(call);
	const Function *f = direct_callee(call);
	if (f && !f->is_decl)
		return;
	const Module *m = vm_module_of(L->vm, L->f);
	for (uint32_t k = 0; k < ci->nargs; k++) {
		const Value *a = inst_opnd(call, k);
		for (int side = 0; side < 2; side++) {
			const AttrSet *s = side == 0 ? (ci->arg_attrs ? ci->arg_attrs[k] : NULL)
						     : (f && f->param_attrs && k < f->nargs ? f->param_attrs[k] : NULL);
			Promise *p = promise_of_attrs(L, side ? vm_module_of(L->vm, f) : m, s, a->type);
			/* (a defined global's address, or a constant expression
			 * of one: not null, and what it points at lives as long
			 * as the run; not checked at each call) */
			bool fixed = (vk_is_global(a->kind) && ((const Global *)a)->linkage != LINK_EXTERN_WEAK) ||
				     a->kind == VK_CEXPR;
			if (p && (p->noundef || p->deref) && !fixed) {
				p->keep = true; /* the caller's value: report, never poison it */
				emit_promise(L, p, lw_slot_of(L, a), "argument %u of the call of @%s", k + 1,
					     fn_name(f));
			}
		}
	}
}

void
lw_promise_result(Lowerer *L, const Inst *call)
{
	if (call->u.v.type->kind == TY_VOID)
		return;
	const CallInfo *ci = inst_call(call);
	const Function *f = direct_callee(call);
	Promise *p = promise_of_attrs(L, vm_module_of(L->vm, L->f), ci->ret_attrs, call->u.v.type);
	if (!p && f && f->is_decl)
		p = promise_of_attrs(L, vm_module_of(L->vm, f), f->ret_attrs, call->u.v.type);
	if (call->md) { /* !range on the call (clang 14) */
		Promise *q = p ? p : promise_new(L);
		if (md_promises(L, vm_module_of(L->vm, L->f), call, call->u.v.type, q))
			p = q;
	}
	if (p)
		emit_promise(L, p, lw_slot_of(L, &call->u.v), "the result of the call of @%s", fn_name(f));
}

void
lw_promise_load(Lowerer *L, const Inst *ld, bool own_slot)
{
	const Type *t = ld->u.v.type;
	if (!ld->md || (t->kind != TY_PTR && !(t->kind == TY_INT && t->bits <= 64) && !type_is_fp(t)))
		return;
	Promise *p = promise_new(L);
	if (!md_promises(L, vm_module_of(L->vm, L->f), ld, t, p) || (!own_slot && !p->noundef && !p->deref))
		return;
	p->keep = !own_slot;
	emit_promise(L, p, lw_slot_of(L, &ld->u.v), "the value loaded");
}

/* does instruction i (a load or a call) promise something of its value
 * by its metadata or result attributes? (uninit.c names such a one as
 * where a poison value may come from) */
bool
vm_inst_promises(VM *vm, const Inst *i)
{
	const Module *m = i->parent && i->parent->parent ? vm_module_of(vm, i->parent->parent) : vm->m;
	static const char *const kinds[] = {"range", "nonnull", "align"};
	for (const MDAttach *a = i->md; a; a = a->next)
		for (unsigned k = 0; k < sizeof kinds / sizeof *kinds; k++)
			if (a->kind < m->md_kinds.len && !strcmp(VEC_AT(&m->md_kinds, const char *, a->kind), kinds[k]))
				return true;
	if (inst_op(i) != OP_CALL && inst_op(i) != OP_INVOKE)
		return false;
	const AttrSet *s = inst_call(i)->ret_attrs;
	if (attrs_has(m, s, ATTR_NONNULL) || attrs_has(m, s, ATTR_ALIGN))
		return true;
	for (uint32_t k = 0; s && k < s->n; k++)
		if (s->attrs[k].kind == ATTR_OTHER && s->attrs[k].len > 6 &&
		    (!strncmp(s->attrs[k].text, "range(", 6) || parse_nofpclass_attr(&s->attrs[k])))
			return true;
	return false;
}

/* ------------------------------------------------------------- running */

static bool
in_ranges(const Promise *p, uint64_t v)
{
	uint64_t mask = p->bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << p->bits) - 1;
	for (uint32_t k = 0; k < p->nranges; k++) {
		uint64_t lo = p->ranges[2 * k] & mask, hi = p->ranges[2 * k + 1] & mask;
		/* [lo, hi) modulo 2^bits (a wrapped range too) */
		if (((v - lo) & mask) < ((hi - lo) & mask))
			return true;
	}
	return false;
}

/* a class as LLVM's FPClassTest bit from a sign, whether the exponent
 * is all ones or zero, the fraction (without an explicit integer bit)
 * and its quiet bit */
static uint16_t
class_of(bool neg, bool emax, bool ezero, bool frac, bool quiet)
{
	if (emax)
		return !frac ? (neg ? 0x004 : 0x200) : quiet ? 0x002 : 0x001;
	if (!ezero)
		return neg ? 0x008 : 0x100;
	if (frac)
		return neg ? 0x010 : 0x080;
	return neg ? 0x020 : 0x040;
}

/* a float's class as LLVM's FPClassTest bit, from its register image
 * (slots s): exponent and fraction widths per format; x86_fp80's
 * integer bit is not looked at, ppc_fp128's class is its high double's */
uint16_t
vm_fp_class(const uint64_t *s, FpKind k)
{
	static const uint8_t eb[] = {[FK_HALF] = 5, [FK_BFLOAT] = 8, [FK_F32] = 8, [FK_F64] = 11};
	static const uint8_t mb[] = {[FK_HALF] = 10, [FK_BFLOAT] = 7, [FK_F32] = 23, [FK_F64] = 52};
	if (k == FK_F80) {
		uint64_t man = s[0] & ~((uint64_t)1 << 63), se = s[1] & 0xffff;
		return class_of(se >> 15, (se & 0x7fff) == 0x7fff, !(se & 0x7fff), man != 0, man >> 62 & 1);
	}
	if (k == FK_F128) {
		uint64_t hi = s[1], e = hi >> 48 & 0x7fff;
		return class_of(hi >> 63, e == 0x7fff, !e, ((hi & 0xffffffffffffULL) | s[0]) != 0, hi >> 47 & 1);
	}
	if (k == FK_PPC128)
		k = FK_F64;
	unsigned e = eb[k], m = mb[k];
	uint64_t v = s[0], man = v & (((uint64_t)1 << m) - 1), exp = v >> m & (((uint64_t)1 << e) - 1);
	return class_of(v >> (m + e) & 1, exp == ((uint64_t)1 << e) - 1, !exp, man != 0, man >> (m - 1) & 1);
}

static const char *const class_names[] = {"a signaling NaN", "a quiet NaN", "-infinity", "a negative normal number",
					  "a negative subnormal number", "-0", "+0", "a positive subnormal number",
					  "a positive normal number", "+infinity"};

static void
fp_class_why(const Promise *p, const uint64_t *s, char *why, size_t n)
{
	uint16_t c = vm_fp_class(s, (FpKind)p->fpk);
	if (c & p->nofpclass)
		snprintf(why, n, "%s, a class its nofpclass excludes", class_names[__builtin_ctz(c)]);
}

/* nofpclass on a vector: each lane its class; a lane of an excluded one
 * is poison (its bytes of the image), or undefined behaviour under
 * noundef */
static void
promise_lanes(VM *vm, const Op *op, const Promise *p, uint64_t *R, uint8_t *Z)
{
	unsigned n = vm_fp_bytes[p->fpk];
	for (uint32_t j = 0; j < p->lanes; j++) {
		if (vm_image_poison(Z, op->a, j * n, n))
			continue;
		uint64_t v = vm_image_lane(vm, R, op->a, j * n, n);
		uint16_t c = vm_fp_class(&v, (FpKind)p->fpk);
		if (!(c & p->nofpclass))
			continue;
		if (p->noundef)
			vm_fail(vm, R_X_VAL_2, "%s's lane %u is %s, a class its nofpclass excludes, and noundef: undefined behaviour, not poison",
				p->what, j, class_names[__builtin_ctz(c)]);
		if (!p->keep)
			vm_image_poison_set(Z, op->a, j * n, n);
	}
}

void
vmop_promise(VM *vm, const Op *op, uint64_t *R, uint8_t *Z)
{
	const Promise *p = op->x.p;
	uint64_t v = R[op->a];
	if (p->lanes) {
		promise_lanes(vm, op, p, R, Z);
		return;
	}
	if (Z[op->a]) {
		/* already poison or undef: a promise keeps it so, but
		 * noundef on a load and dereferenceable are broken by it (a
		 * noundef parameter's or result's poison is X-UB-11's, X-UB-12's) */
		if (p->noundef_load)
			vm_fail(vm, R_X_VAL_1, "%s is poison or undef, but the load is marked !noundef", p->what);
		if (p->deref && !p->noundef) /* (with noundef: X-UB-11's, X-UB-12's) */
			vm_fail(vm, R_X_VAL_3_POISON, "%s is poison or undef, but it is dereferenceable%s(%llu)", p->what,
				p->or_null ? "_or_null" : "", (unsigned long long)p->deref);
		return;
	}
	char why[160] = "";
	if (p->nranges && !in_ranges(p, v)) {
		int n = snprintf(why, sizeof why, "%lld, outside its range", (long long)vm_sext(v, p->bits));
		for (uint32_t k = 0; k < p->nranges && n < (int)sizeof why; k++)
			n += snprintf(why + n, sizeof why - (size_t)n, "%s [%lld, %lld)", k ? "," : "",
				      (long long)vm_sext(p->ranges[2 * k], p->bits),
				      (long long)vm_sext(p->ranges[2 * k + 1], p->bits));
	}
	if (p->deref && !(v == 0 && p->or_null)) {
		if (v == 0 || !mem_ok_range(&vm->mem, v, p->deref, SH_LIVE_READ)) {
			/* the heap block or global it points into, if any */
			char obj[256] = "";
			const MemObject *o = v ? mem_find_object(&vm->mem, v) : NULL;
			if (o && v >= o->addr && v < o->addr + o->size)
				snprintf(obj, sizeof obj, "; it is %llu bytes into %s '%s' of %llu bytes",
					 (unsigned long long)(v - o->addr), o->kind == OBJ_HEAP ? "heap block" : "object",
					 o->what ? o->what : "?", (unsigned long long)o->size);
			vm_fail(vm, R_X_VAL_3, "%s is %s 0x%llx, but it is dereferenceable%s(%llu): %s%s", p->what,
				v == 0 ? "the null pointer" : "the address", (unsigned long long)v,
				p->or_null ? "_or_null" : "", (unsigned long long)p->deref,
				v == 0 ? "null is not" : "not that many bytes from there are in one live object", obj);
		}
	}
	if (p->nofpclass)
		fp_class_why(p, R + op->a, why, sizeof why);
	if (!why[0] && p->align && (v & (p->align - 1)))
		snprintf(why, sizeof why, "0x%llx, not aligned to %llu bytes as its align(%llu) promises",
			 (unsigned long long)v, (unsigned long long)p->align, (unsigned long long)p->align);
	if (!why[0] && p->nonnull && v == 0)
		snprintf(why, sizeof why, "null, but it is nonnull");
	if (!why[0])
		return;
	if (p->noundef)
		vm_fail(vm, R_X_VAL_2, "%s is %s, and noundef: undefined behaviour, not poison", p->what, why);
	if (!p->keep)
		Z[op->a] = 0xff; /* poison from here on */
}
