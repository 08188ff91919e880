/* printer.c — a module back to textual IR, in LLVM's own layout.
 *
 * Unnamed values are numbered here, once per print, exactly as LLVM's slot
 * tracker numbers them (arguments, blocks, instructions in order; unnamed
 * globals in print order), so the output always re-parses.  Metadata keeps
 * the numbers it was parsed with. */
#include "ir/ir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static void print_value_body(Buf *b, const Value *v);
static void print_md_ref(Buf *b, const MDNode *n);

/* ------------------------------------------------------------------ types */
/* While a module prints, each type's text is made once, on its first
 * use, and copied after (a -g C++ module spells the same few hundred
 * types, %"class.std::..." names among them, millions of times); the
 * texts are indexed by the type's id.  Outside print_module (print_inst
 * from the REPL) types print directly. */
typedef struct TypeText {
	const Type *t;      /* the type whose text this is (ids are per module) */
	uint32_t off, len;  /* in tcache.text */
} TypeText;
static _Thread_local struct {
	Buf text;
	TypeText *at;       /* by type id */
	uint32_t n;
} tcache;

static void
print_type(Buf *b, const Type *t)
{
	if (t->id >= tcache.n) {
		type_print(b, t);
		return;
	}
	TypeText *e = &tcache.at[t->id];
	if (e->t != t) {
		if (e->t) { /* another module's type of that id: not cached */
			type_print(b, t);
			return;
		}
		size_t off = tcache.text.len;
		type_print(&tcache.text, t);
		*e = (TypeText){t, (uint32_t)off, (uint32_t)(tcache.text.len - off)};
	}
	buf_put(b, tcache.text.s + e->off, e->len);
}

/* ------------------------------------------------------------------ names */
/* whether s can go out without quotes ([-a-zA-Z$._][-a-zA-Z$._0-9]*);
 * *len: its length (one pass over the name does both) */
static bool
is_bare_name(const char *s, size_t *len)
{
	const unsigned char *p = (const unsigned char *)s;
	bool bare = *p && !(*p >= '0' && *p <= '9');
	for (; *p; p++) {
		unsigned char c = *p;
		bare &= (unsigned)((c | 0x20) - 'a') < 26u || (unsigned)(c - '0') < 10u || c == '$' || c == '.' ||
			c == '_' || c == '-';
	}
	*len = (size_t)(p - (const unsigned char *)s);
	return bare;
}

static void
print_escaped(Buf *b, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t run = 0; /* plain characters go out a run at a time */
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
			continue;
		buf_put(b, s + run, i - run);
		char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
		buf_put(b, e, 3);
		run = i + 1;
	}
	buf_put(b, s + run, n - run);
}

static void
print_quoted(Buf *b, const char *s)
{
	buf_putc(b, '"');
	print_escaped(b, s, strlen(s));
	buf_putc(b, '"');
}

/* !names: characters outside [-a-zA-Z$._0-9] as \XX, never quoted */
static void
print_md_name(Buf *b, const char *name)
{
	static const char hex[] = "0123456789ABCDEF";
	buf_putc(b, '!');
	size_t n;
	if (is_bare_name(name, &n)) { /* !dbg, !tbaa: as they are */
		buf_put(b, name, n);
		return;
	}
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		unsigned char c = *p;
		bool ok = ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == '$' || c == '.' || c == '_' ||
			  c == '-' || (c >= '0' && c <= '9' && p != (const unsigned char *)name);
		if (ok)
			buf_putc(b, (char)c);
		else {
			char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
			buf_put(b, e, 3);
		}
	}
}

void
print_name(Buf *b, char sigil, const char *name)
{
	size_t n;
	buf_putc(b, sigil);
	if (is_bare_name(name, &n))
		buf_put(b, name, n);
	else {
		buf_putc(b, '"');
		print_escaped(b, name, n);
		buf_putc(b, '"');
	}
}

/* ----------------------------------------------------------------- slots */
static void
number_function(Function *f)
{
	int32_t n = 0;
	for (uint32_t i = 0; i < f->nargs; i++)
		if (!f->args[i].v.name)
			f->args[i].v.slot = n++;
	for (Block *bb = f->first; bb; bb = bb->next) {
		if (!bb->v.name)
			bb->v.slot = n++;
		for (Inst *i = bb->first; i; i = i->next)
			if (!i->u.v.name && i->u.v.type->kind != TY_VOID)
				i->u.v.slot = n++;
	}
}

void
print_assign_slots(Module *m)
{
	int32_t n = 0;
	for (Global *g = m->globals; g; g = g->next)
		if (!g->u.v.name)
			g->u.v.slot = n++;
	for (Global *g = m->aliases; g; g = g->next)
		if (!g->u.v.name)
			g->u.v.slot = n++;
	for (Global *g = m->funcs; g; g = g->next)
		if (!g->u.v.name)
			g->u.v.slot = n++;
	for (Global *g = m->funcs; g; g = g->next)
		number_function((Function *)g);
}

/* ------------------------------------------------------------ constants */
static void
print_wide_int(Buf *b, const ConstInt *c, uint32_t bits)
{
	uint32_t nw = c->nwords;
	uint64_t *w = xmalloc(nw * sizeof *w);
	memcpy(w, c->w, nw * sizeof *w);
	bool neg = bits && ((w[(bits - 1) / 64] >> ((bits - 1) % 64)) & 1);
	if (neg) { /* magnitude of the two's complement value */
		unsigned __int128 carry = 1;
		for (uint32_t k = 0; k < nw; k++) {
			unsigned __int128 x = (unsigned __int128)(uint64_t)~w[k] + carry;
			w[k] = (uint64_t)x;
			carry = x >> 64;
		}
		if (bits % 64)
			w[nw - 1] &= ((uint64_t)1 << (bits % 64)) - 1;
	}
	char digits[2600];
	size_t nd = 0;
	for (;;) {
		bool zero = true;
		unsigned __int128 rem = 0;
		for (uint32_t k = nw; k-- > 0;) {
			unsigned __int128 cur = rem << 64 | w[k];
			w[k] = (uint64_t)(cur / 10);
			rem = cur % 10;
			zero &= w[k] == 0;
		}
		digits[nd++] = (char)('0' + (int)rem);
		if (zero || nd >= sizeof digits)
			break;
	}
	if (neg)
		buf_putc(b, '-');
	while (nd)
		buf_putc(b, digits[--nd]);
	free(w);
}

static void
print_int(Buf *b, const ConstInt *c)
{
	uint32_t bits = c->v.type->bits;
	if (bits == 1) {
		buf_puts(b, c->w[0] & 1 ? "true" : "false");
		return;
	}
	if (c->nwords > 1) {
		print_wide_int(b, c, bits);
		return;
	}
	uint64_t v = c->w[0];
	if (bits < 64 && (v >> (bits - 1) & 1))
		v |= ~(uint64_t)0 << bits; /* sign-extend */
	if (bits > 64 && c->nwords == 1) {
		buf_putu(b, v);
		return;
	}
	buf_puti(b, (int64_t)v);
}

static void
print_fp(Buf *b, const ConstFP *c)
{
	switch (c->v.type->kind) {
	case TY_DOUBLE:
	case TY_FLOAT: {
		double d;
		if (c->v.type->kind == TY_DOUBLE) {
			memcpy(&d, &c->lo, 8);
		} else {
			float f;
			uint32_t fb = (uint32_t)c->lo;
			memcpy(&f, &fb, 4);
			d = f;
			if (isnan(f)) { /* widen the payload as LLVM does */
				uint64_t db = (uint64_t)(fb >> 31) << 63 | 0x7ff0000000000000ull |
					      (uint64_t)(fb & 0x7fffff) << 29;
				buf_printf(b, "0x%016llX", (unsigned long long)db);
				return;
			}
		}
		if (isfinite(d)) {
			char s[64];
			snprintf(s, sizeof s, "%.6e", d);
			if (strtod(s, NULL) == d && !(d == 0 && signbit(d) && s[0] != '-')) {
				buf_puts(b, s);
				return;
			}
		}
		uint64_t bits;
		memcpy(&bits, &d, 8);
		buf_printf(b, "0x%016llX", (unsigned long long)bits);
		return;
	}
	case TY_HALF: buf_printf(b, "0xH%04llX", (unsigned long long)c->lo); return;
	case TY_BFLOAT: buf_printf(b, "0xR%04llX", (unsigned long long)c->lo); return;
	case TY_X86_FP80:
		buf_printf(b, "0xK%04llX%016llX", (unsigned long long)c->hi, (unsigned long long)c->lo);
		return;
	case TY_FP128:
		buf_printf(b, "0xL%016llX%016llX", (unsigned long long)c->lo, (unsigned long long)c->hi);
		return;
	case TY_PPC_FP128:
		buf_printf(b, "0xM%016llX%016llX", (unsigned long long)c->lo, (unsigned long long)c->hi);
		return;
	default:
		buf_puts(b, "<bad fp>");
	}
}

static void
print_typed(Buf *b, const Value *v)
{
	print_type(b, v->type);
	buf_putc(b, ' ');
	print_value_body(b, v);
}

static const char *
cexpr_flags(uint32_t f, Opcode op)
{
	static char s[64];
	s[0] = 0;
	if (op == OP_GETELEMENTPTR) {
		if (f & IF_INBOUNDS) strcat(s, " inbounds");
		if ((f & IF_NUSW) && !(f & IF_INBOUNDS)) strcat(s, " nusw");
		if (f & IF_GEP_NUW) strcat(s, " nuw");
		return s;
	}
	if (f & IF_NUW) strcat(s, " nuw");
	if (f & IF_NSW) strcat(s, " nsw");
	if (f & IF_EXACT) strcat(s, " exact");
	if (f & IF_DISJOINT) strcat(s, " disjoint");
	if (f & IF_NNEG) strcat(s, " nneg");
	return s;
}

static void
print_cexpr(Buf *b, const ConstExpr *c)
{
	Opcode op = (Opcode)c->u.v.op;
	buf_puts(b, op_names[op]);
	buf_puts(b, cexpr_flags(c->u.flags, op));
	if (op == OP_ICMP || op == OP_FCMP) {
		buf_putc(b, ' ');
		buf_puts(b, pred_names[c->pred]);
	}
	if (op == OP_GETELEMENTPTR && c->inrange_idx == -2)
		buf_printf(b, " inrange(%lld, %lld)", (long long)c->inrange_lo, (long long)c->inrange_hi);
	buf_puts(b, " (");
	if (op == OP_GETELEMENTPTR) {
		print_type(b, c->src_type);
		buf_puts(b, ", ");
	}
	for (uint32_t i = 0; i < c->u.nops; i++) {
		if (i)
			buf_puts(b, ", ");
		if (op == OP_GETELEMENTPTR && c->inrange_idx >= 0 && (int32_t)i == c->inrange_idx + 1)
			buf_puts(b, "inrange ");
		print_typed(b, c->u.ops[i].val);
	}
	if (op_is_cast(op)) {
		buf_puts(b, " to ");
		print_type(b, c->u.v.type);
	}
	if (c->indices)
		for (uint32_t k = 0; k < c->indices[0]; k++)
			buf_put(b, ", ", 2), buf_putu(b, c->indices[1 + k]);
	buf_putc(b, ')');
}

static void
print_agg(Buf *b, const User *u)
{
	const Type *t = u->v.type;
	const char *open = "[", *close = "]";
	if (t->kind == TY_STRUCT)
		open = t->flags & TYF_PACKED ? "<{ " : "{ ", close = t->flags & TYF_PACKED ? " }>" : " }";
	else if (t->kind == TY_VECTOR)
		open = "<", close = ">";
	buf_puts(b, open);
	for (uint32_t i = 0; i < u->nops; i++) {
		if (i)
			buf_puts(b, ", ");
		print_typed(b, u->ops[i].val);
	}
	buf_puts(b, close);
}

static void
print_local_name(Buf *b, const Value *v)
{
	if (v->name)
		print_name(b, '%', v->name);
	else
		buf_putc(b, '%'), buf_puti(b, v->slot);
}

/* the reference to a value, without its type */
static void
print_value_body(Buf *b, const Value *v)
{
	switch (v->kind) {
	case VK_ARG: case VK_BLOCK: case VK_INST: case VK_FWDREF:
		print_local_name(b, v);
		return;
	case VK_GLOBALVAR: case VK_FUNCTION: case VK_ALIAS: case VK_IFUNC:
		if (v->name)
			print_name(b, '@', v->name);
		else
			buf_putc(b, '@'), buf_puti(b, v->slot);
		return;
	case VK_CINT: print_int(b, (const ConstInt *)v); return;
	case VK_CFP: print_fp(b, (const ConstFP *)v); return;
	case VK_CNULL: buf_puts(b, "null"); return;
	case VK_CUNDEF: buf_puts(b, "undef"); return;
	case VK_CPOISON: buf_puts(b, "poison"); return;
	case VK_CZERO: buf_puts(b, "zeroinitializer"); return;
	case VK_CNONE: buf_puts(b, "none"); return;
	case VK_CAGG: print_agg(b, (const User *)v); return;
	case VK_CDATA: {
		const ConstData *c = (const ConstData *)v;
		buf_puts(b, "c\"");
		print_escaped(b, (const char *)c->bytes, c->len);
		buf_putc(b, '"');
		return;
	}
	case VK_CEXPR: print_cexpr(b, (const ConstExpr *)v); return;
	case VK_CBLOCKADDR: {
		const User *u = (const User *)v;
		buf_puts(b, "blockaddress(");
		print_value_body(b, u->ops[0].val);
		buf_puts(b, ", ");
		print_value_body(b, u->ops[1].val);
		buf_putc(b, ')');
		return;
	}
	case VK_CSPLAT:
		buf_puts(b, "splat (");
		print_typed(b, ((const User *)v)->ops[0].val);
		buf_putc(b, ')');
		return;
	case VK_CDSOEQUIV:
	case VK_CNOCFI:
		buf_puts(b, v->kind == VK_CNOCFI ? "no_cfi " : "dso_local_equivalent ");
		print_value_body(b, ((const User *)v)->ops[0].val);
		return;
	case VK_ASM: {
		const InlineAsm *a = (const InlineAsm *)v;
		buf_puts(b, "asm ");
		if (a->sideeffect) buf_puts(b, "sideeffect ");
		if (a->alignstack) buf_puts(b, "alignstack ");
		if (a->inteldialect) buf_puts(b, "inteldialect ");
		if (a->unwind) buf_puts(b, "unwind ");
		buf_printf(b, "\"%s\", \"%s\"", a->asm_text, a->constraints);
		return;
	}
	case VK_MDVALUE:
		print_md_ref(b, ((const MDValue *)v)->md);
		return;
	default:
		buf_puts(b, "<?>");
	}
}

void
print_value_ref(Buf *b, const Value *v)
{
	print_value_body(b, v);
}

/* ------------------------------------------------------------ metadata */
static void print_md_body(Buf *b, const MDNode *n);

static void
print_md_ref(Buf *b, const MDNode *n)
{
	if (n->numbered)
		buf_putc(b, '!'), buf_putu(b, n->slot);
	else
		print_md_body(b, n);
}

static void
print_md_op(Buf *b, const MDOp *o)
{
	switch (o->kind) {
	case MDO_NULL: buf_puts(b, "null"); break;
	case MDO_NODE: print_md_ref(b, o->node); break;
	case MDO_RAW: buf_put(b, o->raw, o->len); break;
	}
}

static void
print_md_body(Buf *b, const MDNode *n)
{
	switch (n->kind) {
	case MDK_STRING:
		buf_puts(b, "!\"");
		buf_put(b, n->name, n->namelen);
		buf_putc(b, '"');
		return;
	case MDK_VALUE:
		print_typed(b, n->use.val);
		return;
	case MDK_TUPLE:
		buf_puts(b, "!{");
		for (uint32_t i = 0; i < n->nops; i++) {
			if (i)
				buf_puts(b, ", ");
			print_md_op(b, &n->ops[i]);
		}
		buf_putc(b, '}');
		return;
	case MDK_SPECIAL:
	case MDK_ARGLIST:
		buf_putc(b, '!');
		buf_put(b, n->name, n->namelen);
		buf_putc(b, '(');
		for (uint32_t i = 0; i < n->nops; i++) {
			if (i)
				buf_puts(b, ", ");
			if (n->ops[i].field)
				buf_puts(b, n->ops[i].field), buf_put(b, ": ", 2);
			print_md_op(b, &n->ops[i]);
		}
		buf_putc(b, ')');
		return;
	}
}

static void
print_md_attachments(Buf *b, const Module *m, const MDAttach *a, const char *sep)
{
	for (; a; a = a->next) {
		buf_puts(b, sep);
		print_md_name(b, VEC_AT(&m->md_kinds, const char *, a->kind));
		buf_putc(b, ' ');
		print_md_ref(b, a->node);
	}
}

/* ----------------------------------------------------------- attributes */
static void
print_attrs(Buf *b, const AttrSet *s, const char *lead, const char *trail)
{
	if (!s)
		return;
	for (uint32_t i = 0; i < s->n; i++) {
		const Attr *a = &s->attrs[i];
		buf_puts(b, lead);
		if (a->type) {
			const char *paren = memchr(a->text, '(', a->len);
			buf_put(b, a->text, paren ? (size_t)(paren - a->text) : a->len);
			buf_putc(b, '(');
			print_type(b, a->type);
			buf_putc(b, ')');
		} else {
			buf_put(b, a->text, a->len);
		}
		buf_puts(b, trail);
	}
	for (uint32_t i = 0; i < s->ngroups; i++) {
		buf_puts(b, lead);
		buf_putc(b, '#'), buf_putu(b, s->groups[i]);
		buf_puts(b, trail);
	}
}

static void
print_cc(Buf *b, uint32_t cc)
{
	if (!cc)
		return;
	const char *s = cc_name(cc);
	if (s)
		buf_puts(b, s), buf_putc(b, ' ');
	else
		buf_printf(b, "cc %u ", cc);
}

/* --------------------------------------------------------- instructions */
static void
print_fmf(Buf *b, uint8_t f)
{
	if (f == FMF_FAST) {
		buf_puts(b, " fast");
		return;
	}
	static const char *const names[] = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"};
	for (int k = 0; k < 7; k++)
		if (f & (1 << k))
			buf_putc(b, ' '), buf_puts(b, names[k]);
}

static void
print_label(Buf *b, const Value *bb)
{
	buf_puts(b, "label ");
	print_local_name(b, bb);
}

static void
print_align(Buf *b, const Inst *i)
{
	if (i->align_log2p1)
		buf_puts(b, ", align "), buf_putu(b, inst_align(i));
}

static void
print_scope_ord(Buf *b, const Inst *i, uint8_t ord)
{
	if (i->syncscope) {
		buf_puts(b, " syncscope(");
		print_quoted(b, i->syncscope);
		buf_putc(b, ')');
	}
	buf_putc(b, ' '), buf_puts(b, ordering_names[ord]);
}

static void
print_call(Buf *b, const Inst *i)
{
	const CallInfo *ci = inst_call(i);
	const Type *fty = i->ty;
	if (inst_op(i) == OP_CALL)
		print_fmf(b, i->fmf);
	buf_putc(b, ' ');
	print_cc(b, ci->cc);
	print_attrs(b, ci->ret_attrs, "", " ");
	if (ci->addrspace_set)
		buf_printf(b, "addrspace(%u) ", ci->addrspace);
	/* short form unless varargs or the result is a pointer to a function */
	const Type *rt = fty->elem;
	if (fty->flags & TYF_VARARG || (rt->kind == TY_PTR && rt->elem && rt->elem->kind == TY_FUNC))
		print_type(b, fty);
	else
		print_type(b, rt);
	buf_putc(b, ' ');
	print_value_body(b, inst_callee(i));
	buf_putc(b, '(');
	for (uint32_t k = 0; k < ci->nargs; k++) {
		if (k)
			buf_puts(b, ", ");
		const Value *a = inst_opnd(i, k);
		print_type(b, a->type);
		buf_putc(b, ' ');
		print_attrs(b, ci->arg_attrs[k], "", " ");
		print_value_body(b, a);
	}
	if (ci->fwd_varargs)
		buf_puts(b, ci->nargs ? ", ..." : "...");
	buf_putc(b, ')');
	print_attrs(b, ci->fn_attrs, " ", "");
	if (ci->nbundles) {
		buf_puts(b, " [ ");
		for (uint32_t k = 0; k < ci->nbundles; k++) {
			const Bundle *bd = &ci->bundles[k];
			if (k)
				buf_puts(b, ", ");
			print_quoted(b, bd->tag);
			buf_putc(b, '(');
			for (uint32_t j = 0; j < bd->n; j++) {
				if (j)
					buf_puts(b, ", ");
				print_typed(b, inst_opnd(i, bd->first + j));
			}
			buf_putc(b, ')');
		}
		buf_puts(b, " ]");
	}
}

void
print_inst(Buf *b, const Inst *i)
{
	Opcode op = inst_op(i);
	const Value *v = &i->u.v;
	if (v->type->kind != TY_VOID) {
		print_local_name(b, v);
		buf_puts(b, " = ");
	}
	if (op == OP_CALL) {
		if (i->u.flags & IF_TAIL) buf_puts(b, "tail ");
		if (i->u.flags & IF_MUSTTAIL) buf_puts(b, "musttail ");
		if (i->u.flags & IF_NOTAIL) buf_puts(b, "notail ");
	}
	buf_puts(b, op_names[op]);
	uint32_t n = i->u.nops;
	switch (op) {
	case OP_RET:
		if (n) {
			buf_putc(b, ' ');
			print_typed(b, inst_opnd(i, 0));
		} else
			buf_puts(b, " void");
		break;
	case OP_BR:
		buf_putc(b, ' ');
		if (n == 1)
			print_label(b, inst_opnd(i, 0));
		else {
			print_typed(b, inst_opnd(i, 0));
			buf_puts(b, ", ");
			print_label(b, inst_opnd(i, 1));
			buf_puts(b, ", ");
			print_label(b, inst_opnd(i, 2));
		}
		break;
	case OP_SWITCH:
		buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", ");
		print_label(b, inst_opnd(i, 1));
		buf_puts(b, " [");
		for (uint32_t k = 2; k < n; k += 2) {
			buf_puts(b, "\n    ");
			print_typed(b, inst_opnd(i, k));
			buf_puts(b, ", ");
			print_label(b, inst_opnd(i, k + 1));
		}
		buf_puts(b, n > 2 ? "\n  ]" : "]");
		break;
	case OP_INDIRECTBR:
		buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", [");
		for (uint32_t k = 1; k < n; k++) {
			if (k > 1)
				buf_puts(b, ", ");
			print_label(b, inst_opnd(i, k));
		}
		buf_putc(b, ']');
		break;
	case OP_INVOKE:
		print_call(b, i);
		buf_puts(b, "\n          to ");
		print_label(b, inst_opnd(i, n - 3));
		buf_puts(b, " unwind ");
		print_label(b, inst_opnd(i, n - 2));
		break;
	case OP_CALLBR: {
		const CallInfo *ci = inst_call(i);
		print_call(b, i);
		uint32_t first = n - 1 - (ci->nindirect + 1);
		buf_puts(b, "\n          to ");
		print_label(b, inst_opnd(i, first));
		buf_puts(b, " [");
		for (uint32_t k = 0; k < ci->nindirect; k++) {
			if (k)
				buf_puts(b, ", ");
			print_label(b, inst_opnd(i, first + 1 + k));
		}
		buf_putc(b, ']');
		break;
	}
	case OP_RESUME:
		buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		break;
	case OP_UNREACHABLE:
		break;
	case OP_CLEANUPRET:
		buf_puts(b, " from ");
		print_value_body(b, inst_opnd(i, 0));
		buf_puts(b, " unwind ");
		if (n > 1)
			print_label(b, inst_opnd(i, 1));
		else
			buf_puts(b, "to caller");
		break;
	case OP_CATCHRET:
		buf_puts(b, " from ");
		print_value_body(b, inst_opnd(i, 0));
		buf_puts(b, " to ");
		print_label(b, inst_opnd(i, 1));
		break;
	case OP_CATCHSWITCH: {
		bool has_unwind = i->u.flags & IF_HAS_UNWIND;
		uint32_t nh = n - 1 - (has_unwind ? 1 : 0);
		buf_puts(b, " within ");
		print_value_body(b, inst_opnd(i, 0));
		buf_puts(b, " [");
		for (uint32_t k = 0; k < nh; k++) {
			if (k)
				buf_puts(b, ", ");
			print_label(b, inst_opnd(i, 1 + k));
		}
		buf_puts(b, "] unwind ");
		if (has_unwind)
			print_label(b, inst_opnd(i, n - 1));
		else
			buf_puts(b, "to caller");
		break;
	}
	case OP_CATCHPAD:
	case OP_CLEANUPPAD:
		buf_puts(b, " within ");
		print_value_body(b, inst_opnd(i, 0));
		buf_puts(b, " [");
		for (uint32_t k = 1; k < n; k++) {
			if (k > 1)
				buf_puts(b, ", ");
			print_typed(b, inst_opnd(i, k));
		}
		buf_putc(b, ']');
		break;
	case OP_ALLOCA:
		if (i->u.flags & IF_INALLOCA) buf_puts(b, " inalloca");
		if (i->u.flags & IF_SWIFTERROR) buf_puts(b, " swifterror");
		buf_putc(b, ' ');
		print_type(b, i->ty);
		if (n) {
			buf_puts(b, ", ");
			print_typed(b, inst_opnd(i, 0));
		}
		print_align(b, i);
		if ((uintptr_t)i->x)
			buf_printf(b, ", addrspace(%u)", (unsigned)(uintptr_t)i->x);
		break;
	case OP_LOAD:
		if (i->u.flags & IF_ATOMIC) buf_puts(b, " atomic");
		if (i->u.flags & IF_VOLATILE) buf_puts(b, " volatile");
		buf_putc(b, ' ');
		print_type(b, v->type);
		buf_puts(b, ", ");
		print_typed(b, inst_opnd(i, 0));
		if (i->u.flags & IF_ATOMIC)
			print_scope_ord(b, i, i->ord);
		print_align(b, i);
		break;
	case OP_STORE:
		if (i->u.flags & IF_ATOMIC) buf_puts(b, " atomic");
		if (i->u.flags & IF_VOLATILE) buf_puts(b, " volatile");
		buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", ");
		print_typed(b, inst_opnd(i, 1));
		if (i->u.flags & IF_ATOMIC)
			print_scope_ord(b, i, i->ord);
		print_align(b, i);
		break;
	case OP_GETELEMENTPTR:
		buf_puts(b, cexpr_flags(i->u.flags, op));
		buf_putc(b, ' ');
		print_type(b, i->ty);
		for (uint32_t k = 0; k < n; k++) {
			buf_puts(b, ", ");
			print_typed(b, inst_opnd(i, k));
		}
		break;
	case OP_FENCE:
		print_scope_ord(b, i, i->ord);
		break;
	case OP_CMPXCHG:
		if (i->u.flags & IF_WEAK) buf_puts(b, " weak");
		if (i->u.flags & IF_VOLATILE) buf_puts(b, " volatile");
		for (uint32_t k = 0; k < 3; k++) {
			buf_puts(b, k ? ", " : " ");
			print_typed(b, inst_opnd(i, k));
		}
		print_scope_ord(b, i, i->ord);
		buf_printf(b, " %s", ordering_names[i->ord2]);
		print_align(b, i);
		break;
	case OP_ATOMICRMW:
		if (i->u.flags & IF_VOLATILE) buf_puts(b, " volatile");
		buf_printf(b, " %s ", rmw_names[i->pred]);
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", ");
		print_typed(b, inst_opnd(i, 1));
		print_scope_ord(b, i, i->ord);
		print_align(b, i);
		break;
	case OP_ICMP:
	case OP_FCMP:
		print_fmf(b, i->fmf);
		buf_putc(b, ' '), buf_puts(b, pred_names[i->pred]), buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", ");
		print_value_body(b, inst_opnd(i, 1));
		break;
	case OP_PHI:
		print_fmf(b, i->fmf);
		buf_putc(b, ' ');
		print_type(b, v->type);
		for (uint32_t k = 0; k < n; k += 2) {
			buf_puts(b, k ? ", [ " : " [ ");
			print_value_body(b, inst_opnd(i, k));
			buf_puts(b, ", ");
			print_local_name(b, inst_opnd(i, k + 1));
			buf_puts(b, " ]");
		}
		break;
	case OP_CALL:
		print_call(b, i);
		break;
	case OP_SELECT:
		print_fmf(b, i->fmf);
		for (uint32_t k = 0; k < 3; k++) {
			buf_puts(b, k ? ", " : " ");
			print_typed(b, inst_opnd(i, k));
		}
		break;
	case OP_VAARG:
		buf_putc(b, ' ');
		print_typed(b, inst_opnd(i, 0));
		buf_puts(b, ", ");
		print_type(b, v->type);
		break;
	case OP_EXTRACTVALUE:
	case OP_INSERTVALUE: {
		for (uint32_t k = 0; k < n; k++) {
			buf_puts(b, k ? ", " : " ");
			print_typed(b, inst_opnd(i, k));
		}
		const uint32_t *x = i->x;
		for (uint32_t k = 0; k < x[0]; k++)
			buf_put(b, ", ", 2), buf_putu(b, x[1 + k]);
		break;
	}
	case OP_LANDINGPAD: {
		buf_putc(b, ' ');
		print_type(b, v->type);
		if (i->u.flags & IF_CLEANUP)
			buf_puts(b, "\n          cleanup");
		const uint8_t *kinds = i->x;
		for (uint32_t k = 0; k < n; k++) {
			buf_puts(b, kinds[k] == LP_CATCH ? "\n          catch " : "\n          filter ");
			print_typed(b, inst_opnd(i, k));
		}
		break;
	}
	default:
		if (op_is_binary(op) || op == OP_FNEG) {
			buf_puts(b, cexpr_flags(i->u.flags, op));
			print_fmf(b, i->fmf);
			buf_putc(b, ' ');
			print_typed(b, inst_opnd(i, 0));
			if (n > 1) {
				buf_puts(b, ", ");
				print_value_body(b, inst_opnd(i, 1));
			}
		} else if (op_is_cast(op)) {
			buf_puts(b, cexpr_flags(i->u.flags, op));
			buf_putc(b, ' ');
			print_typed(b, inst_opnd(i, 0));
			buf_puts(b, " to ");
			print_type(b, v->type);
		} else { /* extractelement, insertelement, shufflevector, freeze */
			for (uint32_t k = 0; k < n; k++) {
				buf_puts(b, k ? ", " : " ");
				print_typed(b, inst_opnd(i, k));
			}
		}
	}
}

static void
print_dbg_records(Buf *b, const DbgRecord *r)
{
	for (; r; r = r->next) {
		buf_printf(b, "    #dbg_%s(", r->kind);
		for (uint32_t k = 0; k < r->nops; k++) {
			if (k)
				buf_puts(b, ", ");
			print_md_ref(b, r->ops[k]);
		}
		buf_puts(b, ")\n");
	}
}

/* -------------------------------------------------------------- globals */
static void
print_gv_prefix(Buf *b, const Global *g, bool print_external, bool with_unnamed_addr)
{
	if (g->linkage != LINK_EXTERNAL)
		buf_puts(b, linkage_names[g->linkage]), buf_putc(b, ' ');
	else if (print_external)
		buf_puts(b, "external ");
	if (g->preemption == PREEMPT_DSO_LOCAL)
		buf_puts(b, "dso_local ");
	if (g->visibility == VIS_HIDDEN)
		buf_puts(b, "hidden ");
	else if (g->visibility == VIS_PROTECTED)
		buf_puts(b, "protected ");
	if (g->dll == DLL_IMPORT)
		buf_puts(b, "dllimport ");
	else if (g->dll == DLL_EXPORT)
		buf_puts(b, "dllexport ");
	static const char *const tls[] = {"", "thread_local ", "thread_local(localdynamic) ",
					  "thread_local(initialexec) ", "thread_local(localexec) "};
	buf_puts(b, tls[g->tls]);
	if (!with_unnamed_addr)
		return;
	if (g->unnamed_addr == UA_UNNAMED)
		buf_puts(b, "unnamed_addr ");
	else if (g->unnamed_addr == UA_LOCAL)
		buf_puts(b, "local_unnamed_addr ");
}

static void
print_comdat_use(Buf *b, const Global *g, const char *lead)
{
	if (!g->comdat)
		return;
	buf_puts(b, lead);
	buf_puts(b, "comdat");
	if (!g->comdat_self || !g->u.v.name || strcmp(g->comdat->name, g->u.v.name) != 0) {
		buf_putc(b, '(');
		print_name(b, '$', g->comdat->name);
		buf_putc(b, ')');
	}
}

static void
print_global_var(Buf *b, const Module *m, const GlobalVar *gv)
{
	const Global *g = &gv->g;
	print_value_body(b, &g->u.v);
	buf_puts(b, " = ");
	print_gv_prefix(b, g, g->u.nops == 0, true);
	if (g->addrspace)
		buf_printf(b, "addrspace(%u) ", g->addrspace);
	if (g->externally_init)
		buf_puts(b, "externally_initialized ");
	buf_puts(b, gv->is_const ? "constant " : "global ");
	print_type(b, gv->vty);
	if (g->u.nops) {
		buf_putc(b, ' ');
		print_value_body(b, g->u.ops[0].val);
	}
	if (g->section) {
		buf_puts(b, ", section ");
		print_quoted(b, g->section);
	}
	if (g->partition) {
		buf_puts(b, ", partition ");
		print_quoted(b, g->partition);
	}
	print_comdat_use(b, g, ", ");
	if (g->align_log2p1)
		buf_printf(b, ", align %llu", 1ull << (g->align_log2p1 - 1));
	if (g->extra)
		buf_printf(b, ", %s", g->extra);
	print_md_attachments(b, m, g->md, ", ");
	print_attrs(b, g->attrs, " ", "");
	buf_putc(b, '\n');
}

static void
print_alias(Buf *b, const Module *m, const Alias *a)
{
	const Global *g = &a->g;
	print_value_body(b, &g->u.v);
	buf_puts(b, " = ");
	print_gv_prefix(b, g, false, true);
	buf_puts(b, g->u.v.kind == VK_IFUNC ? "ifunc " : "alias ");
	print_type(b, a->vty);
	buf_puts(b, ", ");
	if (g->u.ops[0].val->kind == VK_CEXPR) /* LLVM omits the type here */
		print_value_body(b, g->u.ops[0].val);
	else
		print_typed(b, g->u.ops[0].val);
	if (g->partition) {
		buf_puts(b, ", partition ");
		print_quoted(b, g->partition);
	}
	print_md_attachments(b, m, g->md, ", ");
	buf_putc(b, '\n');
}

void
print_function(Buf *b, const Module *m, const Function *f)
{
	const Global *g = &f->g;
	buf_puts(b, f->is_decl ? "declare" : "define");
	if (f->is_decl)
		print_md_attachments(b, m, g->md, " ");
	buf_putc(b, ' ');
	print_gv_prefix(b, g, false, false);
	print_cc(b, f->cc);
	print_attrs(b, f->ret_attrs, "", " ");
	print_type(b, f->fty->elem);
	buf_putc(b, ' ');
	print_value_body(b, &g->u.v);
	buf_putc(b, '(');
	for (uint32_t k = 0; k < f->nargs; k++) {
		if (k)
			buf_puts(b, ", ");
		print_type(b, f->args[k].v.type);
		print_attrs(b, f->param_attrs[k], " ", "");
		if (!f->is_decl) {
			buf_putc(b, ' ');
			print_local_name(b, &f->args[k].v);
		} else if (f->args[k].v.name) {
			buf_putc(b, ' ');
			print_name(b, '%', f->args[k].v.name);
		}
	}
	if (f->fty->flags & TYF_VARARG)
		buf_puts(b, f->nargs ? ", ..." : "...");
	buf_putc(b, ')');
	if (g->unnamed_addr == UA_UNNAMED)
		buf_puts(b, " unnamed_addr");
	else if (g->unnamed_addr == UA_LOCAL)
		buf_puts(b, " local_unnamed_addr");
	if (g->addrspace)
		buf_printf(b, " addrspace(%u)", g->addrspace);
	print_attrs(b, f->fn_attrs, " ", "");
	if (g->section) {
		buf_puts(b, " section ");
		print_quoted(b, g->section);
	}
	if (g->partition) {
		buf_puts(b, " partition ");
		print_quoted(b, g->partition);
	}
	print_comdat_use(b, g, " ");
	if (g->align_log2p1)
		buf_printf(b, " align %llu", 1ull << (g->align_log2p1 - 1));
	if (f->gc) {
		buf_puts(b, " gc ");
		print_quoted(b, f->gc);
	}
	static const char *const slot_kw[FN__NOPS] = {"personality", "prefix", "prologue"};
	static const int order[] = {FN_PREFIX, FN_PROLOGUE, FN_PERSONALITY};
	for (int k = 0; k < 3; k++) {
		const Value *c = g->u.ops[order[k]].val;
		if (c) {
			buf_putc(b, ' '), buf_puts(b, slot_kw[order[k]]), buf_putc(b, ' ');
			print_typed(b, c);
		}
	}
	if (!f->is_decl)
		print_md_attachments(b, m, g->md, " ");
	if (f->is_decl) {
		buf_putc(b, '\n');
		return;
	}
	buf_puts(b, " {\n");
	for (const Block *bb = f->first; bb; bb = bb->next) {
		if (bb != f->first)
			buf_putc(b, '\n');
		if (bb->v.name) {
			size_t n;
			if (is_bare_name(bb->v.name, &n))
				buf_put(b, bb->v.name, n), buf_put(b, ":\n", 2);
			else {
				print_quoted(b, bb->v.name);
				buf_puts(b, ":\n");
			}
		} else if (bb != f->first) {
			buf_puti(b, bb->v.slot), buf_put(b, ":\n", 2);
		}
		for (const Inst *i = bb->first; i; i = i->next) {
			print_dbg_records(b, i->dbg);
			buf_puts(b, "  ");
			print_inst(b, i);
			print_md_attachments(b, m, i->md, ", ");
			buf_putc(b, '\n');
		}
	}
	buf_puts(b, "}\n");
}

/* --------------------------------------------------------------- module */
/* With out, the text goes there a piece at a time, after each global,
 * function and metadata line: a big module's text is never all in memory
 * (nor copied by the buffer's growth) */
static void
spill(Buf *b, FILE *out)
{
	if (out && b->len >= 1u << 16) {
		fwrite(b->s, 1, b->len, out);
		b->len = 0;
		b->s[0] = 0;
	}
}

static void
print_module_to_buf(Buf *b, Module *m, FILE *out)
{
	print_assign_slots(m);
	tcache.n = m->ntypes + 1;
	tcache.at = xcalloc(tcache.n, sizeof *tcache.at);
	bool any = false;
	if (m->source_filename) {
		buf_puts(b, "source_filename = ");
		print_quoted(b, m->source_filename);
		buf_putc(b, '\n');
		any = true;
	}
	if (m->datalayout) {
		buf_puts(b, "target datalayout = ");
		print_quoted(b, m->datalayout);
		buf_putc(b, '\n');
		any = true;
	}
	if (m->triple) {
		buf_puts(b, "target triple = ");
		print_quoted(b, m->triple);
		buf_putc(b, '\n');
		any = true;
	}
	if (m->module_asm.len) {
		if (any)
			buf_putc(b, '\n');
		for (uint32_t i = 0; i < m->module_asm.len; i++)
			buf_printf(b, "module asm \"%s\"\n", VEC_AT(&m->module_asm, const char *, i));
		any = true;
	}
	if (m->type_defs.len) {
		if (any)
			buf_putc(b, '\n');
		for (uint32_t i = 0; i < m->type_defs.len; i++) {
			const Type *t = VEC_AT(&m->type_defs, Type *, i);
			if (t->flags & TYF_NUMBERED)
				buf_printf(b, "%%%s", t->name);
			else
				print_name(b, '%', t->name);
			buf_puts(b, " = type ");
			type_print_body(b, t);
			buf_putc(b, '\n');
		}
		any = true;
	}
	if (m->comdats) {
		if (any)
			buf_putc(b, '\n');
		for (const Comdat *c = m->comdats; c; c = c->next) {
			print_name(b, '$', c->name);
			buf_printf(b, " = comdat %s\n", comdat_kind_names[c->kind]);
		}
		any = true;
	}
	if (m->globals) {
		if (any)
			buf_putc(b, '\n');
		for (const Global *g = m->globals; g; g = g->next) {
			print_global_var(b, m, (const GlobalVar *)g);
			spill(b, out);
		}
		any = true;
	}
	if (m->aliases) {
		if (any)
			buf_putc(b, '\n');
		for (const Global *g = m->aliases; g; g = g->next)
			print_alias(b, m, (const Alias *)g);
		any = true;
	}
	for (const Global *g = m->funcs; g; g = g->next) {
		if (any)
			buf_putc(b, '\n');
		print_function(b, m, (const Function *)g);
		spill(b, out);
		any = true;
	}
	if (m->attr_groups) {
		if (any)
			buf_putc(b, '\n');
		for (const AttrGroup *g = m->attr_groups; g; g = g->next) {
			buf_printf(b, "attributes #%u = { ", g->id);
			print_attrs(b, g->set, "", " ");
			buf_puts(b, "}\n");
		}
		any = true;
	}
	if (m->named_md) {
		if (any)
			buf_putc(b, '\n');
		for (const NamedMD *nm = m->named_md; nm; nm = nm->next) {
			print_md_name(b, nm->name);
			buf_puts(b, " = !{");
			for (uint32_t i = 0; i < nm->n; i++) {
				if (i)
					buf_puts(b, ", ");
				print_md_ref(b, nm->nodes[i]);
			}
			buf_puts(b, "}\n");
		}
		any = true;
	}
	MDNode **byno = module_md_sorted(m);
	for (uint32_t i = 0; i < m->md_numbered.len; i++) {
		const MDNode *n = byno[i];
		if (i == 0 && any)
			buf_putc(b, '\n');
		buf_putc(b, '!'), buf_putu(b, n->slot), buf_puts(b, n->distinct ? " = distinct " : " = ");
		print_md_body(b, n);
		buf_putc(b, '\n');
		spill(b, out);
	}
	free(byno);
	free(tcache.at);
	buf_free(&tcache.text);
	tcache.at = NULL;
	tcache.n = 0;
}

void
print_module(Buf *b, Module *m)
{
	print_module_to_buf(b, m, NULL);
}

bool
print_module_to(FILE *out, Module *m)
{
	Buf b = {0};
	print_module_to_buf(&b, m, out);
	if (b.len)
		fwrite(b.s, 1, b.len, out);
	buf_free(&b);
	return !ferror(out);
}
