/* parse_inst.c — function bodies and instructions.
 *
 *   body  ::= '{' block+ '}'
 *   block ::= [label] (debug-record | instruction)* terminator
 *   inst  ::= [%name '='] opcode operands (',' !kind !node)*
 *
 * Each opcode (or family sharing a grammar: binary ops, casts, compares)
 * has one parse_<op>, with its grammar above it, reached through one
 * table, parse_op[].  Cheap type checks that LLVM's parser makes are made
 * here too; the rest is the verifier's. */
#include "ir/parse.h"

#include <string.h>

Inst *
inst_new(Parser *P, Opcode op, Type *ty, uint32_t nops, uint32_t loc)
{
	Inst *i = (Inst *)user_new(P->m, sizeof(Inst), VK_INST, ty, nops);
	i->u.v.op = (uint8_t)op;
	i->loc = loc;
	return i;
}

static Inst *
inst_from_vec(Parser *P, Opcode op, Type *ty, Vec *ops, uint32_t loc)
{
	Inst *i = inst_new(P, op, ty, ops->len, loc);
	for (uint32_t k = 0; k < ops->len; k++)
		set_op(i, k, VEC_AT(ops, Value *, k));
	return i;
}

/* Is the current token ',' followed by metadata?  (then the instruction's
 * own operands are over) */
static bool
comma_then_md(Parser *P)
{
	if (tk(P) != TK_COMMA)
		return false;
	const char *save_p = P->p;
	Tok save = P->tok;
	lex_next(P);
	bool md = tk(P) == TK_METAVAR;
	P->p = save_p;
	P->tok = save;
	return md;
}

bool
parse_label_ref(Parser *P, Block **out)
{
	*out = NULL; /* set on every path: GCC -O3 cannot see it otherwise */
	if (expect(P, TK_KW_LABEL, "expected 'label' here"))
		return true;
	if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
		return perror_tok(P, "expected basic block name");
	Tok t = P->tok;
	lex_next(P);
	*out = lookup_block(P, &t);
	return *out == NULL;
}

/* ::= 'unordered' | 'monotonic' | 'acquire' | 'release' | 'acq_rel' | 'seq_cst' */
static bool
parse_ordering(Parser *P, uint8_t *ord)
{
	static const int ords[] = {0, TK_KW_UNORDERED, TK_KW_MONOTONIC, TK_KW_ACQUIRE,
				   TK_KW_RELEASE, TK_KW_ACQ_REL, TK_KW_SEQ_CST};
	for (int k = 1; k < 7; k++)
		if (accept(P, ords[k])) {
			*ord = (uint8_t)k;
			return false;
		}
	return perror_tok(P, "Expected ordering on atomic instruction");
}

/* ::= ['syncscope' '(' "name" ')'] ordering */
static bool
parse_scope_ordering(Parser *P, Inst *i, uint8_t *ord)
{
	if (accept(P, TK_KW_SYNCSCOPE)) {
		if (expect(P, TK_LPAREN, "Expected '(' in syncscope") || parse_string(P, &i->syncscope) ||
		    expect(P, TK_RPAREN, "Expected ')' in syncscope"))
			return true;
	}
	return parse_ordering(P, ord);
}

/* optional ", align N" (and nothing else) before metadata */
static bool
parse_opt_align(Parser *P, Inst *i)
{
	if (tk(P) == TK_COMMA && !comma_then_md(P)) {
		lex_next(P);
		if (!accept(P, TK_KW_ALIGN))
			return perror_tok(P, "expected 'align'");
		return parse_align(P, &i->align_log2p1);
	}
	return false;
}

uint8_t
parse_fmf(Parser *P)
{
	uint8_t f = 0;
	for (;;) {
		switch (tk(P)) {
		case TK_KW_NNAN: f |= FMF_NNAN; break;
		case TK_KW_NINF: f |= FMF_NINF; break;
		case TK_KW_NSZ: f |= FMF_NSZ; break;
		case TK_KW_ARCP: f |= FMF_ARCP; break;
		case TK_KW_CONTRACT: f |= FMF_CONTRACT; break;
		case TK_KW_AFN: f |= FMF_AFN; break;
		case TK_KW_REASSOC: f |= FMF_REASSOC; break;
		case TK_KW_FAST: f |= FMF_FAST; break;
		default: return f;
		}
		lex_next(P);
	}
}

static bool
value_type_ok_for(Opcode op, const Type *t)
{
	const Type *s = type_scalar(t);
	switch (op) {
	case OP_FADD: case OP_FSUB: case OP_FMUL: case OP_FDIV: case OP_FREM: case OP_FNEG:
		return type_is_fp(s);
	default:
		return s->kind == TY_INT;
	}
}

/* ------------------------------------------------ operand pieces */
/* 'within' (none | %pad) */
static bool
parse_parent_pad(Parser *P, Value **out)
{
	if (expect(P, TK_KW_WITHIN, "expected 'within' after pad"))
		return true;
	Type *tok = type_prim(P->m, TY_TOKEN);
	if (tk(P) == TK_KW_NONE) {
		lex_next(P);
		*out = const_special(P->m, tok, VK_CNONE);
		return false;
	}
	if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
		return perror_tok(P, "expected scope value for catchswitch");
	return parse_value(P, tok, out);
}

/* '[' (type value),* ']' for catchpad/cleanuppad */
static bool
parse_pad_args(Parser *P, Vec *ops)
{
	if (expect(P, TK_LSQUARE, "expected '[' in catchpad/cleanuppad"))
		return true;
	if (accept(P, TK_RSQUARE))
		return false;
	do {
		Value *v;
		if (parse_typed_value(P, &v))
			return true;
		VEC_PUSH(ops, Value *, v);
	} while (accept(P, TK_COMMA));
	return expect(P, TK_RSQUARE, "expected ']' in catchpad/cleanuppad");
}

static bool
parse_indices(Parser *P, Inst *i)
{
	Vec idx = {0};
	bool failed = false;
	do {
		uint32_t k;
		if ((failed = parse_u32(P, &k, "expected index")))
			break;
		VEC_PUSH(&idx, uint32_t, k);
	} while (tk(P) == TK_COMMA && !comma_then_md(P) && (lex_next(P), true));
	if (!failed) {
		uint32_t *x = arena_alloc(&P->m->arena, (idx.len + 1) * sizeof(uint32_t));
		x[0] = idx.len;
		memcpy(x + 1, idx.data, idx.len * sizeof(uint32_t));
		i->x = x;
	}
	vec_free(&idx);
	return failed;
}

static Type *
indexed_type(Type *t, const uint32_t *x)
{
	for (uint32_t k = 0; k < x[0] && t; k++) {
		if (t->kind == TY_STRUCT)
			t = x[1 + k] < t->nsub && !(t->flags & TYF_OPAQUE) ? t->sub[x[1 + k]] : NULL;
		else if (t->kind == TY_ARRAY)
			t = x[1 + k] < t->count ? t->elem : NULL;
		else
			t = NULL;
	}
	return t;
}

/* ------------------------------------------------------- instructions */
/* Each parse_<op> starts after its opcode token, at `loc`, and sets *out
 * to the new instruction; one signature, so that parse_op[] can hold them
 * all.  Above each, its grammar (LLVM's LangRef, as far as ehi reads it). */

static Type *
void_type(Parser *P)
{
	return type_prim(P->m, TY_VOID);
}

/* ::= 'ret' 'void'
 *   | 'ret' type value */
static bool
parse_ret(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Type *t;
	if (parse_type_allow_void(P, &t))
		return true;
	Type *want = P->fn->fty->elem;
	if (t->kind == TY_VOID) {
		if (want->kind != TY_VOID)
			return perror_at(P, loc, "value doesn't match function result type '%s'", type_str(want));
		*out = inst_new(P, op, void_type(P), 0, loc);
		return false;
	}
	Value *v;
	if (parse_value(P, t, &v))
		return true;
	if (t != want)
		return perror_at(P, loc, "value doesn't match function result type '%s'", type_str(want));
	Inst *i = inst_new(P, op, void_type(P), 1, loc);
	set_op(i, 0, v);
	*out = i;
	return false;
}

/* ::= 'br' 'label' %dest
 *   | 'br' 'i1' value ',' 'label' %true ',' 'label' %false */
static bool
parse_br(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Type *t;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &t, "expected type"))
		return true;
	if (t->kind == TY_LABEL) {
		Block *d;
		if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
			return perror_tok(P, "expected basic block name");
		Tok bt = P->tok;
		lex_next(P);
		if (!(d = lookup_block(P, &bt)))
			return true;
		Inst *i = inst_new(P, op, void_type(P), 1, loc);
		set_op(i, 0, &d->v);
		*out = i;
		return false;
	}
	if (!(t->kind == TY_INT && t->bits == 1))
		return perror_at(P, tat, "branch condition must have 'i1' type");
	Value *c;
	Block *a, *b;
	if (parse_value(P, t, &c) || expect(P, TK_COMMA, "expected ',' after branch condition") ||
	    parse_label_ref(P, &a) || expect(P, TK_COMMA, "expected ',' after true destination") ||
	    parse_label_ref(P, &b))
		return true;
	Inst *i = inst_new(P, op, void_type(P), 3, loc);
	set_op(i, 0, c);
	set_op(i, 1, &a->v);
	set_op(i, 2, &b->v);
	*out = i;
	return false;
}

/* ::= 'switch' type value ',' 'label' %default '[' (type const ',' 'label' %dest)* ']' */
static bool
parse_switch(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Type *t;
	Value *c;
	Block *d;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &t, "expected type") || parse_value(P, t, &c) ||
	    expect(P, TK_COMMA, "expected ',' after switch condition") || parse_label_ref(P, &d) ||
	    expect(P, TK_LSQUARE, "expected '[' with switch table"))
		return true;
	if (t->kind != TY_INT)
		return perror_at(P, tat, "switch condition must have integer type");
	Vec ops = {0};
	VEC_PUSH(&ops, Value *, c);
	VEC_PUSH(&ops, Value *, &d->v);
	bool failed = false;
	while (tk(P) != TK_RSQUARE && !failed) {
		Type *ct;
		Value *cv;
		Block *cd;
		uint32_t cat = tok_off(P);
		if ((failed = parse_type(P, &ct, "expected type") || parse_constant(P, ct, &cv) ||
			      expect(P, TK_COMMA, "expected ',' after case value") ||
			      parse_label_ref(P, &cd)))
			break;
		if (ct != t) {
			failed = perror_at(P, cat, "case value is not a constant integer");
			break;
		}
		for (uint32_t k = 2; k < ops.len; k += 2)
			if (VEC_AT(&ops, Value *, k) == cv) {
				failed = perror_at(P, cat, "duplicate case value in switch");
				break;
			}
		VEC_PUSH(&ops, Value *, cv);
		VEC_PUSH(&ops, Value *, &cd->v);
	}
	failed = failed || expect(P, TK_RSQUARE, "expected ']'");
	if (!failed)
		*out = inst_from_vec(P, op, void_type(P), &ops, loc);
	vec_free(&ops);
	return failed;
}

/* ::= 'indirectbr' type value ',' '[' ('label' %dest (',' 'label' %dest)*)? ']' */
static bool
parse_indirectbr(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *a;
	if (parse_typed_value(P, &a) || expect(P, TK_COMMA, "expected ',' after indirectbr address") ||
	    expect(P, TK_LSQUARE, "expected '[' with indirectbr"))
		return true;
	if (a->type->kind != TY_PTR)
		return perror_at(P, loc, "Address of indirectbr must be a pointer");
	Vec ops = {0};
	VEC_PUSH(&ops, Value *, a);
	bool failed = false;
	if (tk(P) != TK_RSQUARE) {
		do {
			Block *d;
			if ((failed = parse_label_ref(P, &d)))
				break;
			VEC_PUSH(&ops, Value *, &d->v);
		} while (accept(P, TK_COMMA));
	}
	failed = failed || expect(P, TK_RSQUARE, "expected ']' at end of block list");
	if (!failed)
		*out = inst_from_vec(P, op, void_type(P), &ops, loc);
	vec_free(&ops);
	return failed;
}

/* ::= 'resume' type value */
static bool
parse_resume(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v;
	if (parse_typed_value(P, &v))
		return true;
	Inst *i = inst_new(P, op, void_type(P), 1, loc);
	set_op(i, 0, v);
	*out = i;
	return false;
}

/* ::= 'unreachable' */
static bool
parse_unreachable(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	*out = inst_new(P, op, void_type(P), 0, loc);
	return false;
}

/* the pad operand of cleanupret/catchret: a local token */
static bool
parse_from_pad(Parser *P, const char *what, Value **pad)
{
	if (expect(P, TK_KW_FROM, what))
		return true;
	if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
		return perror_tok(P, "expected value token");
	return parse_value(P, type_prim(P->m, TY_TOKEN), pad);
}

/* ::= 'cleanupret' 'from' %pad 'unwind' ('label' %dest | 'to' 'caller') */
static bool
parse_cleanupret(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *pad;
	if (parse_from_pad(P, "expected 'from' after cleanupret", &pad) ||
	    expect(P, TK_KW_UNWIND, "expected 'unwind' in cleanupret"))
		return true;
	if (accept(P, TK_KW_TO)) {
		if (expect(P, TK_KW_CALLER, "expected 'caller' in cleanupret"))
			return true;
		Inst *i = inst_new(P, op, void_type(P), 1, loc);
		set_op(i, 0, pad);
		*out = i;
		return false;
	}
	Block *d;
	if (parse_label_ref(P, &d))
		return true;
	Inst *i = inst_new(P, op, void_type(P), 2, loc);
	set_op(i, 0, pad);
	set_op(i, 1, &d->v);
	i->u.flags |= IF_HAS_UNWIND;
	*out = i;
	return false;
}

/* ::= 'catchret' 'from' %pad 'to' 'label' %dest */
static bool
parse_catchret(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *pad;
	Block *d;
	if (parse_from_pad(P, "expected 'from' after catchret", &pad) ||
	    expect(P, TK_KW_TO, "expected 'to' in catchret") || parse_label_ref(P, &d))
		return true;
	Inst *i = inst_new(P, op, void_type(P), 2, loc);
	set_op(i, 0, pad);
	set_op(i, 1, &d->v);
	*out = i;
	return false;
}

/* ::= 'catchswitch' 'within' ('none' | %pad) '[' 'label' %h (',' 'label' %h)* ']'
 *       'unwind' ('label' %dest | 'to' 'caller') */
static bool
parse_catchswitch(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *parent;
	if (parse_parent_pad(P, &parent) || expect(P, TK_LSQUARE, "expected '[' with catchswitch labels"))
		return true;
	Vec ops = {0};
	VEC_PUSH(&ops, Value *, parent);
	bool failed = false;
	do {
		Block *h;
		if ((failed = parse_label_ref(P, &h)))
			break;
		VEC_PUSH(&ops, Value *, &h->v);
	} while (accept(P, TK_COMMA));
	failed = failed || expect(P, TK_RSQUARE, "expected ']' after catchswitch labels") ||
		 expect(P, TK_KW_UNWIND, "expected 'unwind' after catchswitch scope");
	bool has_unwind = false;
	if (!failed) {
		if (accept(P, TK_KW_TO)) {
			failed = expect(P, TK_KW_CALLER, "expected 'caller' in catchswitch");
		} else {
			Block *u;
			if (!(failed = parse_label_ref(P, &u))) {
				VEC_PUSH(&ops, Value *, &u->v);
				has_unwind = true;
			}
		}
	}
	if (!failed) {
		Inst *i = inst_from_vec(P, op, type_prim(P->m, TY_TOKEN), &ops, loc);
		if (has_unwind)
			i->u.flags |= IF_HAS_UNWIND;
		*out = i;
	}
	vec_free(&ops);
	return failed;
}

/* the rest of a pad after its parent: '[' args ']' */
static bool
finish_pad(Parser *P, Opcode op, uint32_t loc, Value *parent, Inst **out)
{
	Vec ops = {0};
	VEC_PUSH(&ops, Value *, parent);
	bool failed = parse_pad_args(P, &ops);
	if (!failed)
		*out = inst_from_vec(P, op, type_prim(P->m, TY_TOKEN), &ops, loc);
	vec_free(&ops);
	return failed;
}

/* ::= 'catchpad' 'within' %catchswitch '[' (type value (',' type value)*)? ']' */
static bool
parse_catchpad(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *parent;
	if (expect(P, TK_KW_WITHIN, "expected 'within' after catchpad"))
		return true;
	if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
		return perror_tok(P, "expected scope value for catchpad");
	if (parse_value(P, type_prim(P->m, TY_TOKEN), &parent))
		return true;
	return finish_pad(P, op, loc, parent, out);
}

/* ::= 'cleanuppad' 'within' ('none' | %pad) '[' (type value (',' type value)*)? ']' */
static bool
parse_cleanuppad(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *parent;
	if (parse_parent_pad(P, &parent))
		return true;
	return finish_pad(P, op, loc, parent, out);
}

/* ::= binop ['nuw'] ['nsw'] ['exact'] ['disjoint'] [fast-math flags] type value ',' value
 *   | 'fneg' [fast-math flags] type value */
static bool
parse_binary(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = 0;
	uint8_t fmf = 0;
	for (;;) {
		if (accept(P, TK_KW_NUW)) flags |= IF_NUW;
		else if (accept(P, TK_KW_NSW)) flags |= IF_NSW;
		else if (accept(P, TK_KW_EXACT)) flags |= IF_EXACT;
		else if (accept(P, TK_KW_DISJOINT)) flags |= IF_DISJOINT;
		else break;
	}
	fmf = parse_fmf(P);
	Type *t;
	Value *a, *b = NULL;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &t, "expected type") || parse_value(P, t, &a))
		return true;
	if (op != OP_FNEG &&
	    (expect(P, TK_COMMA, "expected ',' in arithmetic operation") || parse_value(P, t, &b)))
		return true;
	if (!value_type_ok_for(op, t))
		return perror_at(P, tat, "invalid operand type for instruction");
	Inst *i = inst_new(P, op, t, op == OP_FNEG ? 1 : 2, loc);
	set_op(i, 0, a);
	if (b)
		set_op(i, 1, b);
	i->u.flags = flags;
	i->fmf = fmf;
	*out = i;
	return false;
}

/* ::= 'alloca' ['inalloca'] ['swifterror'] type [',' type value] [',' 'align' N] [',' 'addrspace' '(' N ')'] */
static bool
parse_alloca(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = 0;
	if (accept(P, TK_KW_INALLOCA))
		flags |= IF_INALLOCA;
	if (accept(P, TK_KW_SWIFTERROR))
		flags |= IF_SWIFTERROR;
	Type *t;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &t, "expected type"))
		return true;
	if (t->kind == TY_X86_AMX) /* no pointer may point to one (nor an array hold one) */
		return perror_at(P, tat, "invalid type for alloca");
	Value *n = NULL;
	uint32_t as = 0;
	uint8_t al = 0;
	while (tk(P) == TK_COMMA && !comma_then_md(P)) {
		lex_next(P);
		if (accept(P, TK_KW_ALIGN)) {
			if (parse_align(P, &al))
				return true;
		} else if (accept(P, TK_KW_ADDRSPACE)) {
			if (expect(P, TK_LPAREN, "expected '('") || parse_u32(P, &as, "expected integer") ||
			    expect(P, TK_RPAREN, "expected ')'"))
				return true;
			/* the address space comes last: only metadata may follow */
			if (tk(P) == TK_COMMA && !comma_then_md(P)) {
				lex_next(P);
				return perror_tok(P, "expected metadata after comma");
			}
		} else if (!n) {
			if (parse_typed_value(P, &n))
				return true;
			if (n->type->kind != TY_INT)
				return perror_at(P, loc, "element count must have integer type");
		} else
			return perror_tok(P, "expected 'align' or 'addrspace'");
	}
	Inst *i = inst_new(P, op, ptr_to(P, t, as), n ? 1 : 0, loc);
	if (n)
		set_op(i, 0, n);
	i->ty = t;
	i->align_log2p1 = al;
	i->u.flags = flags;
	i->x = (void *)(uintptr_t)as;
	*out = i;
	return false;
}

/* The tail shared by load and store: the flags read before the operands,
 * then, when atomic, [syncscope("name")] ordering, then [',' 'align' N]. */
static bool
parse_mem_tail(Parser *P, Inst *i, bool atomic, bool vol)
{
	if (vol)
		i->u.flags |= IF_VOLATILE;
	if (atomic) {
		i->u.flags |= IF_ATOMIC;
		if (parse_scope_ordering(P, i, &i->ord))
			return true;
	}
	return parse_opt_align(P, i);
}

/* ::= 'load' ['atomic'] ['volatile'] type ',' type value [syncscope ordering] [',' 'align' N] */
static bool
parse_load(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	bool atomic = accept(P, TK_KW_ATOMIC);
	bool vol = accept(P, TK_KW_VOLATILE);
	Type *t;
	Value *p;
	if (parse_type(P, &t, "expected type") || expect(P, TK_COMMA, "expected comma after load's type") ||
	    parse_typed_value(P, &p))
		return true;
	if (p->type->kind != TY_PTR)
		return perror_at(P, loc, "load operand must be a pointer");
	if (p->type->elem && p->type->elem != t)
		return perror_at(P, loc, "explicit pointee type doesn't match operand's pointee type");
	Inst *i = inst_new(P, op, t, 1, loc);
	set_op(i, 0, p);
	i->ty = t;
	*out = i;
	return parse_mem_tail(P, i, atomic, vol);
}

/* ::= 'store' ['atomic'] ['volatile'] type value ',' type value [syncscope ordering] [',' 'align' N] */
static bool
parse_store(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	bool atomic = accept(P, TK_KW_ATOMIC);
	bool vol = accept(P, TK_KW_VOLATILE);
	Value *v, *p;
	if (parse_typed_value(P, &v) || expect(P, TK_COMMA, "expected ',' after store operand") ||
	    parse_typed_value(P, &p))
		return true;
	if (p->type->kind != TY_PTR)
		return perror_at(P, loc, "store operand must be a pointer");
	if (p->type->elem && p->type->elem != v->type)
		return perror_at(P, loc, "stored value and pointer type do not match");
	Inst *i = inst_new(P, op, void_type(P), 2, loc);
	set_op(i, 0, v);
	set_op(i, 1, p);
	*out = i;
	return parse_mem_tail(P, i, atomic, vol);
}

/* ::= 'getelementptr' ['inbounds'] ['nusw'] ['nuw'] type ',' type value (',' type value)* */
static bool
parse_gep(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = 0;
	for (;;) {
		if (accept(P, TK_KW_INBOUNDS)) flags |= IF_INBOUNDS;
		else if (accept(P, TK_KW_NUSW)) flags |= IF_NUSW;
		else if (accept(P, TK_KW_NUW)) flags |= IF_GEP_NUW;
		else break;
	}
	Type *src;
	Value *base;
	if (parse_type(P, &src, "expected type") ||
	    expect(P, TK_COMMA, "expected comma after getelementptr's type") ||
	    parse_typed_value(P, &base))
		return true;
	const Type *bt = type_scalar(base->type);
	if (bt->kind != TY_PTR)
		return perror_at(P, loc, "base of getelementptr must be a pointer");
	if (bt->elem && bt->elem != src)
		return perror_at(P, loc, "explicit pointee type doesn't match operand's pointee type");
	Vec ops = {0};
	VEC_PUSH(&ops, Value *, base);
	Type *cur = src, *res = NULL;
	uint64_t vlen = base->type->kind == TY_VECTOR ? base->type->count : 0;
	bool failed = false;
	while (tk(P) == TK_COMMA && !comma_then_md(P)) {
		lex_next(P);
		Value *idx;
		uint32_t iat = tok_off(P);
		if ((failed = parse_typed_value(P, &idx)))
			break;
		if (type_scalar(idx->type)->kind != TY_INT) {
			failed = perror_at(P, iat, "getelementptr index must be an integer");
			break;
		}
		if (idx->type->kind == TY_VECTOR) {
			if (vlen && idx->type->count != vlen) {
				failed = perror_at(P, iat, "getelementptr vector index has a wrong number of elements");
				break;
			}
			vlen = idx->type->count;
		}
		if (ops.len > 1 && !(cur = gep_step(P, cur, idx, iat))) {
			failed = true;
			break;
		}
		VEC_PUSH(&ops, Value *, idx);
	}
	if (!failed) {
		res = bt->elem ? type_ptr(P->m, cur, bt->bits) : (Type *)bt;
		if (vlen)
			res = type_vector(P->m, res, vlen, false);
		Inst *i = inst_from_vec(P, op, res, &ops, loc);
		i->ty = src;
		i->u.flags = flags;
		*out = i;
	}
	vec_free(&ops);
	return failed;
}

/* ::= 'fence' [syncscope("name")] ordering */
static bool
parse_fence(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Inst *i = inst_new(P, op, void_type(P), 0, loc);
	*out = i;
	return parse_scope_ordering(P, i, &i->ord);
}

/* ::= 'cmpxchg' ['weak'] ['volatile'] type value ',' type value ',' type value
 *       [syncscope("name")] ordering ordering [',' 'align' N] */
static bool
parse_cmpxchg(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = 0;
	if (accept(P, TK_KW_WEAK))
		flags |= IF_WEAK;
	if (accept(P, TK_KW_VOLATILE))
		flags |= IF_VOLATILE;
	Value *p, *c, *n;
	if (parse_typed_value(P, &p) || expect(P, TK_COMMA, "expected ',' after cmpxchg address") ||
	    parse_typed_value(P, &c) || expect(P, TK_COMMA, "expected ',' after cmpxchg cmp operand") ||
	    parse_typed_value(P, &n))
		return true;
	if (c->type != n->type)
		return perror_at(P, loc, "compare value and new value type do not match");
	Type *el[2] = {c->type, type_int(P->m, 1)};
	Inst *i = inst_new(P, op, type_struct_literal(P->m, el, 2, false), 3, loc);
	set_op(i, 0, p);
	set_op(i, 1, c);
	set_op(i, 2, n);
	i->u.flags = flags;
	*out = i;
	uint32_t succ_at = tok_off(P), fail_at;
	if (parse_scope_ordering(P, i, &i->ord) || (fail_at = tok_off(P), parse_ordering(P, &i->ord2)))
		return true;
	/* LLVM's parser: neither may be unordered; a failure does not release */
	if (i->ord == ORD_UNORDERED)
		return perror_at(P, succ_at, "invalid cmpxchg success ordering");
	if (i->ord2 == ORD_UNORDERED || i->ord2 == ORD_RELEASE || i->ord2 == ORD_ACQ_REL)
		return perror_at(P, fail_at, "invalid cmpxchg failure ordering");
	return parse_opt_align(P, i);
}

/* ::= 'atomicrmw' ['volatile'] rmwop type value ',' type value
 *       [syncscope("name")] ordering [',' 'align' N] */
static bool
parse_atomicrmw(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = accept(P, TK_KW_VOLATILE) ? IF_VOLATILE : 0;
	static const struct { int tk; uint8_t op; } ops[] = {
		{TK_KW_XCHG, RMW_XCHG}, {TK_OP(OP_ADD), RMW_ADD}, {TK_OP(OP_SUB), RMW_SUB},
		{TK_OP(OP_AND), RMW_AND}, {TK_KW_NAND, RMW_NAND}, {TK_OP(OP_OR), RMW_OR},
		{TK_OP(OP_XOR), RMW_XOR}, {TK_KW_MAX, RMW_MAX}, {TK_KW_MIN, RMW_MIN},
		{TK_KW_UMAX, RMW_UMAX}, {TK_KW_UMIN, RMW_UMIN}, {TK_OP(OP_FADD), RMW_FADD},
		{TK_OP(OP_FSUB), RMW_FSUB}, {TK_KW_FMAX, RMW_FMAX}, {TK_KW_FMIN, RMW_FMIN},
		{TK_KW_UINC_WRAP, RMW_UINC_WRAP}, {TK_KW_UDEC_WRAP, RMW_UDEC_WRAP},
	};
	int rop = -1;
	for (size_t k = 0; k < countof(ops); k++)
		if (ops[k].tk == tk(P))
			rop = ops[k].op;
	if (rop < 0)
		return perror_tok(P, "expected binary operation in atomicrmw");
	lex_next(P);
	Value *p, *v;
	if (parse_typed_value(P, &p) || expect(P, TK_COMMA, "expected ',' after atomicrmw address") ||
	    parse_typed_value(P, &v))
		return true;
	Inst *i = inst_new(P, op, v->type, 2, loc);
	set_op(i, 0, p);
	set_op(i, 1, v);
	i->u.flags = flags;
	i->pred = (uint8_t)rop;
	*out = i;
	return parse_scope_ordering(P, i, &i->ord) || parse_opt_align(P, i);
}

/* ::= castop ['nneg'] ['nuw'] ['nsw'] type value 'to' type */
static bool
parse_cast(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint32_t flags = 0;
	for (;;) {
		if (accept(P, TK_KW_NNEG)) flags |= IF_NNEG;
		else if (accept(P, TK_KW_NUW)) flags |= IF_NUW;
		else if (accept(P, TK_KW_NSW)) flags |= IF_NSW;
		else break;
	}
	Type *st, *dt;
	Value *v;
	if (parse_type(P, &st, "expected type") || parse_value(P, st, &v) ||
	    expect(P, TK_KW_TO, "expected 'to' after cast value") ||
	    parse_type(P, &dt, "expected type"))
		return true;
	Inst *i = inst_new(P, op, dt, 1, loc);
	set_op(i, 0, v);
	i->u.flags = flags;
	*out = i;
	return false;
}

/* ::= 'icmp' pred type value ',' value
 *   | 'fcmp' [fast-math flags] pred type value ',' value */
static bool
parse_cmp(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint8_t fmf = op == OP_FCMP ? parse_fmf(P) : 0;
	uint8_t pred;
	if (parse_predicate(P, op == OP_FCMP, &pred))
		return true;
	Type *t;
	Value *a, *b;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &t, "expected type") || parse_value(P, t, &a) ||
	    expect(P, TK_COMMA, "expected ',' after compare value") || parse_value(P, t, &b))
		return true;
	const Type *s = type_scalar(t);
	if (op == OP_ICMP ? !(s->kind == TY_INT || s->kind == TY_PTR) : !type_is_fp(s))
		return perror_at(P, tat, op == OP_ICMP ? "icmp requires integer operands"
						       : "fcmp requires floating point operands");
	Type *i1 = type_int(P->m, 1);
	Type *rt = t->kind == TY_VECTOR ? type_vector(P->m, i1, t->count, t->flags & TYF_SCALABLE) : i1;
	Inst *i = inst_new(P, op, rt, 2, loc);
	set_op(i, 0, a);
	set_op(i, 1, b);
	i->pred = (uint8_t)pred;
	i->fmf = fmf;
	*out = i;
	return false;
}

/* ::= 'phi' [fast-math flags] type '[' value ',' %block ']' (',' '[' value ',' %block ']')* */
static bool
parse_phi(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint8_t fmf = parse_fmf(P);
	Type *t;
	if (parse_type(P, &t, "expected type"))
		return true;
	Vec ops = {0};
	bool failed = false;
	do {
		Value *v;
		Block *b;
		if ((failed = expect(P, TK_LSQUARE, "expected '[' in phi value list") ||
			      parse_value(P, t, &v) ||
			      expect(P, TK_COMMA, "expected ',' after insertelement value")))
			break;
		if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID) {
			failed = perror_tok(P, "expected basic block name");
			break;
		}
		Tok bt = P->tok;
		lex_next(P);
		if (!(b = lookup_block(P, &bt)) || (failed = expect(P, TK_RSQUARE, "expected ']' in phi value list"))) {
			failed = true;
			break;
		}
		VEC_PUSH(&ops, Value *, v);
		VEC_PUSH(&ops, Value *, &b->v);
	} while (tk(P) == TK_COMMA && !comma_then_md(P) && (lex_next(P), true));
	if (!failed) {
		Inst *i = inst_from_vec(P, op, t, &ops, loc);
		i->fmf = fmf;
		*out = i;
	}
	vec_free(&ops);
	return failed;
}

/* ::= 'select' [fast-math flags] type value ',' type value ',' type value */
static bool
parse_select(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	uint8_t fmf = parse_fmf(P);
	Value *c, *a, *b;
	if (parse_typed_value(P, &c) || expect(P, TK_COMMA, "expected ',' after select condition") ||
	    parse_typed_value(P, &a) || expect(P, TK_COMMA, "expected ',' after select value") ||
	    parse_typed_value(P, &b))
		return true;
	if (a->type != b->type)
		return perror_at(P, loc, "select values must have same type");
	if (type_scalar(c->type)->kind != TY_INT || type_scalar(c->type)->bits != 1)
		return perror_at(P, loc, "select condition must be i1 or <n x i1>");
	Inst *i = inst_new(P, op, a->type, 3, loc);
	set_op(i, 0, c);
	set_op(i, 1, a);
	set_op(i, 2, b);
	i->fmf = fmf;
	*out = i;
	return false;
}

/* ::= 'va_arg' type value ',' type */
static bool
parse_vaarg(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *l;
	Type *t;
	if (parse_typed_value(P, &l) || expect(P, TK_COMMA, "expected ',' after vaarg operand") ||
	    parse_type(P, &t, "expected type"))
		return true;
	Inst *i = inst_new(P, op, t, 1, loc);
	set_op(i, 0, l);
	*out = i;
	return false;
}

/* ::= 'extractelement' type value ',' type value */
static bool
parse_extractelement(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v, *k;
	if (parse_typed_value(P, &v) || expect(P, TK_COMMA, "expected ',' after extract value") ||
	    parse_typed_value(P, &k))
		return true;
	if (v->type->kind != TY_VECTOR)
		return perror_at(P, loc, "invalid extractelement operands");
	Inst *i = inst_new(P, op, v->type->elem, 2, loc);
	set_op(i, 0, v);
	set_op(i, 1, k);
	*out = i;
	return false;
}

/* ::= 'insertelement' type value ',' type value ',' type value */
static bool
parse_insertelement(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v, *e, *k;
	if (parse_typed_value(P, &v) || expect(P, TK_COMMA, "expected ',' after insertelement value") ||
	    parse_typed_value(P, &e) || expect(P, TK_COMMA, "expected ',' after insertelement value") ||
	    parse_typed_value(P, &k))
		return true;
	if (v->type->kind != TY_VECTOR || v->type->elem != e->type)
		return perror_at(P, loc, "invalid insertelement operands");
	Inst *i = inst_new(P, op, v->type, 3, loc);
	set_op(i, 0, v);
	set_op(i, 1, e);
	set_op(i, 2, k);
	*out = i;
	return false;
}

/* ::= 'shufflevector' type value ',' type value ',' type mask */
static bool
parse_shufflevector(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *a, *b, *k;
	if (parse_typed_value(P, &a) || expect(P, TK_COMMA, "expected ',' after shuffle mask") ||
	    parse_typed_value(P, &b) || expect(P, TK_COMMA, "expected ',' after shuffle value") ||
	    parse_typed_value(P, &k))
		return true;
	if (a->type->kind != TY_VECTOR || a->type != b->type || k->type->kind != TY_VECTOR)
		return perror_at(P, loc, "invalid shufflevector operands");
	Type *rt = type_vector(P->m, a->type->elem, k->type->count, k->type->flags & TYF_SCALABLE);
	Inst *i = inst_new(P, op, rt, 3, loc);
	set_op(i, 0, a);
	set_op(i, 1, b);
	set_op(i, 2, k);
	*out = i;
	return false;
}

/* ::= 'extractvalue' type value (',' N)+ */
static bool
parse_extractvalue(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v;
	if (parse_typed_value(P, &v) || expect(P, TK_COMMA, "expected ',' after extractvalue operand"))
		return true;
	Inst tmp = {0};
	if (parse_indices(P, &tmp))
		return true;
	Type *rt = indexed_type(v->type, tmp.x);
	if (!rt || !type_is_aggregate(v->type))
		return perror_at(P, loc, "invalid indices for extractvalue");
	Inst *i = inst_new(P, op, rt, 1, loc);
	set_op(i, 0, v);
	i->x = tmp.x;
	*out = i;
	return false;
}

/* ::= 'insertvalue' type value ',' type value (',' N)+ */
static bool
parse_insertvalue(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v, *e;
	if (parse_typed_value(P, &v) || expect(P, TK_COMMA, "expected comma after insertvalue operand") ||
	    parse_typed_value(P, &e) || expect(P, TK_COMMA, "expected comma after insertvalue operand"))
		return true;
	Inst tmp = {0};
	if (parse_indices(P, &tmp))
		return true;
	Type *it = indexed_type(v->type, tmp.x);
	if (!it || !type_is_aggregate(v->type))
		return perror_at(P, loc, "invalid indices for insertvalue");
	if (it != e->type)
		return perror_at(P, loc, "insertvalue operand and field disagree in type: '%s' instead of '%s'",
				 type_str(e->type), type_str(it));
	Inst *i = inst_new(P, op, v->type, 2, loc);
	set_op(i, 0, v);
	set_op(i, 1, e);
	i->x = tmp.x;
	*out = i;
	return false;
}

/* ::= 'landingpad' type ['cleanup'] (('catch' | 'filter') type value)* */
static bool
parse_landingpad(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Type *t;
	if (parse_type(P, &t, "expected type"))
		return true;
	bool cleanup = accept(P, TK_KW_CLEANUP);
	Vec ops = {0}, kinds = {0};
	bool failed = false;
	while (tk(P) == TK_KW_CATCH || tk(P) == TK_KW_FILTER) {
		uint8_t k = tk(P) == TK_KW_CATCH ? LP_CATCH : LP_FILTER;
		lex_next(P);
		Value *v;
		uint32_t vat = tok_off(P);
		if ((failed = parse_typed_value(P, &v)))
			break;
		if (k == LP_FILTER && v->type->kind != TY_ARRAY) {
			failed = perror_at(P, vat, "'filter' clause has an invalid type");
			break;
		}
		if (k == LP_CATCH && v->type->kind == TY_ARRAY) {
			failed = perror_at(P, vat, "'catch' clause has an invalid type");
			break;
		}
		VEC_PUSH(&ops, Value *, v);
		VEC_PUSH(&kinds, uint8_t, k);
	}
	if (!failed) {
		Inst *i = inst_from_vec(P, op, t, &ops, loc);
		if (cleanup)
			i->u.flags |= IF_CLEANUP;
		i->x = kinds.len ? arena_dup(&P->m->arena, kinds.data, kinds.len) : NULL;
		*out = i;
	}
	vec_free(&ops);
	vec_free(&kinds);
	return failed;
}

/* ::= 'freeze' type value */
static bool
parse_freeze(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	Value *v;
	if (parse_typed_value(P, &v))
		return true;
	Inst *i = inst_new(P, op, v->type, 1, loc);
	set_op(i, 0, v);
	*out = i;
	return false;
}

/* every opcode's parse function (opcodes.def lists them all) */
static ParseOp *const parse_op[OP__COUNT] = {
	[OP_RET] = parse_ret, [OP_BR] = parse_br, [OP_SWITCH] = parse_switch,
	[OP_INDIRECTBR] = parse_indirectbr, [OP_INVOKE] = parse_invoke, [OP_CALLBR] = parse_callbr,
	[OP_RESUME] = parse_resume, [OP_UNREACHABLE] = parse_unreachable,
	[OP_CLEANUPRET] = parse_cleanupret, [OP_CATCHRET] = parse_catchret,
	[OP_CATCHSWITCH] = parse_catchswitch, [OP_CATCHPAD] = parse_catchpad,
	[OP_CLEANUPPAD] = parse_cleanuppad, [OP_LANDINGPAD] = parse_landingpad,
	[OP_FNEG] = parse_binary,
	[OP_ADD] = parse_binary, [OP_FADD] = parse_binary, [OP_SUB] = parse_binary,
	[OP_FSUB] = parse_binary, [OP_MUL] = parse_binary, [OP_FMUL] = parse_binary,
	[OP_UDIV] = parse_binary, [OP_SDIV] = parse_binary, [OP_FDIV] = parse_binary,
	[OP_UREM] = parse_binary, [OP_SREM] = parse_binary, [OP_FREM] = parse_binary,
	[OP_SHL] = parse_binary, [OP_LSHR] = parse_binary, [OP_ASHR] = parse_binary,
	[OP_AND] = parse_binary, [OP_OR] = parse_binary, [OP_XOR] = parse_binary,
	[OP_ALLOCA] = parse_alloca, [OP_LOAD] = parse_load, [OP_STORE] = parse_store,
	[OP_GETELEMENTPTR] = parse_gep, [OP_FENCE] = parse_fence, [OP_CMPXCHG] = parse_cmpxchg,
	[OP_ATOMICRMW] = parse_atomicrmw,
	[OP_TRUNC] = parse_cast, [OP_ZEXT] = parse_cast, [OP_SEXT] = parse_cast,
	[OP_FPTOUI] = parse_cast, [OP_FPTOSI] = parse_cast, [OP_UITOFP] = parse_cast,
	[OP_SITOFP] = parse_cast, [OP_FPTRUNC] = parse_cast, [OP_FPEXT] = parse_cast,
	[OP_PTRTOINT] = parse_cast, [OP_INTTOPTR] = parse_cast, [OP_BITCAST] = parse_cast,
	[OP_ADDRSPACECAST] = parse_cast,
	[OP_ICMP] = parse_cmp, [OP_FCMP] = parse_cmp, [OP_PHI] = parse_phi, [OP_CALL] = parse_call,
	[OP_SELECT] = parse_select, [OP_VAARG] = parse_vaarg,
	[OP_EXTRACTELEMENT] = parse_extractelement, [OP_INSERTELEMENT] = parse_insertelement,
	[OP_SHUFFLEVECTOR] = parse_shufflevector, [OP_EXTRACTVALUE] = parse_extractvalue,
	[OP_INSERTVALUE] = parse_insertvalue, [OP_FREEZE] = parse_freeze,
};

/* ::= opcode operands (',' '!'kind '!'node)*
 * An instruction whose opcode token is current. */
bool
parse_instruction(Parser *P, Block *bb, Inst **out, bool *is_term)
{
	uint32_t loc = tok_off(P);
	if (!tk_is_opcode(tk(P)))
		return perror_tok(P, "expected instruction opcode");
	Opcode op = tk_opcode(tk(P));
	lex_next(P);
	*is_term = op_is_terminator(op);
	(void)bb;
	Inst *i = NULL;
	if (!parse_op[op])
		return perror_at(P, loc, "expected instruction opcode");
	if (parse_op[op](P, op, loc, &i))
		return true;
	/* trailing metadata attachments: , !dbg !3, !tbaa !4 */
	if (tk(P) == TK_COMMA) {
		if (!comma_then_md(P)) {
			lex_next(P);
			return perror_tok(P, "expected metadata after comma");
		}
		lex_next(P);
		if (parse_md_attachments(P, &i->md))
			return true;
	}
	*out = i;
	return false;
}

/* ----------------------------------------------------------- debug records */
/* #dbg_value(md, md, md, md) and friends; attached to the next instruction */
static bool
parse_dbg_record(Parser *P)
{
	DbgRecord *r = arena_alloc(&P->m->arena, sizeof *r);
	r->kind = arena_strndup(&P->m->arena, P->text + P->tok.off + 4, P->tok.len - 4);
	lex_next(P);
	if (expect(P, TK_LPAREN, "Expected '(' here"))
		return true;
	Vec ops = {0};
	bool failed = false;
	if (tk(P) != TK_RPAREN) {
		do {
			MDNode *n;
			if ((failed = parse_md_operand(P, &n)))
				break;
			VEC_PUSH(&ops, MDNode *, n);
		} while (accept(P, TK_COMMA));
	}
	failed = failed || expect(P, TK_RPAREN, "Expected ')' here");
	if (!failed) {
		r->nops = ops.len;
		r->ops = arena_dup(&P->m->arena, ops.data, ops.len * sizeof(MDNode *));
		DbgRecord **tail = &P->dbg_pending;
		while (*tail)
			tail = &(*tail)->next;
		*tail = r;
	}
	vec_free(&ops);
	return failed;
}

/* ------------------------------------------------------------ the body */
static void
append_block(Function *f, Block *b)
{
	b->defined = 1;
	b->index = f->nblocks++;
	b->prev = f->last;
	if (f->last)
		f->last->next = b;
	else
		f->first = b;
	f->last = b;
}

static void
append_inst(Block *b, Inst *i)
{
	i->parent = b;
	i->prev = b->last;
	if (b->last)
		b->last->next = i;
	else
		b->first = i;
	b->last = i;
}

/* Start a block at the current token: a label, or unnamed. */
static bool
begin_block(Parser *P, Block **out)
{
	Function *f = P->fn;
	uint32_t at = tok_off(P);
	Block *b;
	if (tk(P) == TK_LABELSTR || tk(P) == TK_LABELID) {
		Tok t = P->tok;
		lex_next(P);
		Value *old = NULL;
		if (t.kind == TK_LABELID) {
			if (t.big)
				return perror_at(P, at, "label number too large");
			if (t.ival < f->numbered.len)
				old = VEC_AT(&f->numbered, Value *, t.ival);
		} else {
			size_t len;
			const char *nm = tok_name(P, &t, &len);
			old = sym_find(f->locals, nm, len);
		}
		if (old && old->kind == VK_BLOCK && !((Block *)old)->defined) {
			b = (Block *)old;
			if (t.kind == TK_LABELID && check_number(P, t.start, t.ival, &P->next_local, NUM_LABEL))
				return true;
		} else if (old && old->kind == VK_BLOCK) {
			size_t len;
			const char *nm = tok_name(P, &t, &len);
			return perror_at(P, at, "redefinition of label '%%%.*s'", (int)len, nm);
		} else {
			b = arena_alloc(&P->m->arena, sizeof *b);
			b->v.kind = VK_BLOCK;
			b->v.type = type_prim(P->m, TY_LABEL);
			b->v.slot = -1;
			b->parent = f;
			if (define_local(P, &b->v, &t, at))
				return true;
		}
	} else {
		/* an unnamed block takes the next number; a forward use of that
		 * number may already exist */
		uint32_t id = P->next_local;
		Value *old = id < f->numbered.len ? VEC_AT(&f->numbered, Value *, id) : NULL;
		if (old && old->kind == VK_BLOCK && !((Block *)old)->defined) {
			b = (Block *)old;
			P->next_local++;
		} else {
			b = arena_alloc(&P->m->arena, sizeof *b);
			b->v.kind = VK_BLOCK;
			b->v.type = type_prim(P->m, TY_LABEL);
			b->v.slot = -1;
			b->parent = f;
			if (define_local(P, &b->v, NULL, at))
				return true;
		}
	}
	b->loc = at;
	append_block(f, b);
	*out = b;
	return false;
}

bool
parse_function_body(Parser *P, Function *f)
{
	if (expect(P, TK_LBRACE, "expected '{' in function body"))
		return true;
	if (tk(P) == TK_RBRACE)
		return perror_tok(P, "function body requires at least one basic block");
	Block *bb = NULL;
	bool need_block = true;
	while (tk(P) != TK_RBRACE) {
		if (tk(P) == TK_EOF)
			return perror_tok(P, "found end of file when expecting more instructions");
		if (tk(P) == TK_ERROR)
			return true;
		if (tk(P) == TK_KW_USELISTORDER && need_block && bb) {
			/* the directives close the body: nothing else follows them */
			while (tk(P) != TK_RBRACE)
				if (parse_uselistorder(P))
					return true;
			break;
		}
		if (need_block || tk(P) == TK_LABELSTR || tk(P) == TK_LABELID) {
			if (!need_block)
				return perror_tok(P, "expected instruction opcode");
			if (begin_block(P, &bb))
				return true;
			need_block = false;
			continue;
		}
		if (tk(P) == TK_DBGREC) {
			if (parse_dbg_record(P))
				return true;
			continue;
		}
		/* [%name =] [tail kind] opcode ... */
		Tok name = {0};
		uint32_t at = tok_off(P);
		if (tk(P) == TK_LOCALVAR || tk(P) == TK_LOCALID) {
			name = P->tok;
			lex_next(P);
			if (expect(P, TK_EQ, "expected '=' after instruction name"))
				return true;
		}
		uint32_t tail = 0;
		if (accept(P, TK_KW_TAIL))
			tail = IF_TAIL;
		else if (accept(P, TK_KW_MUSTTAIL))
			tail = IF_MUSTTAIL;
		else if (accept(P, TK_KW_NOTAIL))
			tail = IF_NOTAIL;
		if (tail && tk(P) != TK_OP(OP_CALL))
			return perror_tok(P, "expected 'call' after tail call marker");
		Inst *i;
		bool is_term;
		if (parse_instruction(P, bb, &i, &is_term))
			return true;
		i->u.flags |= tail;
		i->loc = at;
		if (inst_op(i) == OP_CALL) {
			/* `...` forwards the caller's varargs: only, and always, in a
			 * musttail call of a varargs function (LLVM's parser) */
			bool fwd = inst_call(i)->fwd_varargs, va = P->fn && (P->fn->fty->flags & TYF_VARARG);
			if (fwd && tail != IF_MUSTTAIL)
				return perror_at(P, at, "unexpected ellipsis in argument list for non-musttail call");
			if (fwd && !va)
				return perror_at(P, at, "unexpected ellipsis in argument list for musttail call in non-varargs function");
			if (!fwd && va && tail == IF_MUSTTAIL)
				return perror_at(P, at, "expected '...' at end of argument list for musttail call in varargs function");
		}
		i->dbg = P->dbg_pending;
		P->dbg_pending = NULL;
		bool has_result = i->u.v.type->kind != TY_VOID;
		if (name.kind) {
			if (!has_result)
				return perror_at(P, at, "instructions returning void cannot have a name");
			if (define_local(P, &i->u.v, &name, at))
				return true;
		} else if (has_result) {
			if (define_local(P, &i->u.v, NULL, at))
				return true;
		}
		append_inst(bb, i);
		if (is_term)
			need_block = true;
	}
	if (!need_block)
		return perror_tok(P, "expected instruction opcode");
	if (P->dbg_pending)
		return perror_tok(P, "debug record is not followed by an instruction");
	lex_next(P); /* '}' */
	/* anything still forward is undefined */
	uint32_t best = UINT32_MAX;
	const char *bname = NULL;
	int32_t bslot = -1;
	for (Sym *s = f->locals; s; s = s->hh.next) {
		Value *v = s->p;
		uint32_t l = v->kind == VK_FWDREF ? ((FwdRef *)v)->loc :
			     v->kind == VK_BLOCK && !((Block *)v)->defined ? ((Block *)v)->loc : UINT32_MAX;
		if (l < best)
			best = l, bname = v->name, bslot = -1;
	}
	for (uint32_t k = 0; k < f->numbered.len; k++) {
		Value *v = VEC_AT(&f->numbered, Value *, k);
		if (!v)
			continue;
		uint32_t l = v->kind == VK_FWDREF ? ((FwdRef *)v)->loc :
			     v->kind == VK_BLOCK && !((Block *)v)->defined ? ((Block *)v)->loc : UINT32_MAX;
		if (l < best)
			best = l, bname = NULL, bslot = (int32_t)k;
	}
	if (best != UINT32_MAX) {
		if (bname)
			return perror_at(P, best, "use of undefined value '%%%s'", bname);
		return perror_at(P, best, "use of undefined value '%%%d'", bslot);
	}
	return false;
}
