/* parse_call.c — call, invoke and callbr: the callee, its arguments and
 * their attributes, operand bundles, and the destinations of the two
 * terminators.
 *
 *   call ::= [cc] [ret attrs] [addrspace(N)] type callee '(' args ')'
 *            [fn attrs] [bundles]
 *
 * The operands of the instruction are the arguments, the bundle operands,
 * the destinations (invoke, callbr), then the callee, as in LLVM. */
#include "ir/parse.h"

#include <string.h>

/* Skip a constant expression after its opcode token: opcode [flags] (...) */
static bool
skip_balanced_after_opcode(Parser *P)
{
	lex_next(P);
	while (tk(P) != TK_LPAREN && tk(P) != TK_EOF && tk(P) != TK_ERROR && tk(P) != TK_COMMA)
		lex_next(P);
	if (tk(P) != TK_LPAREN)
		return perror_tok(P, "expected '(' in constantexpr");
	return skip_balanced(P);
}

/* '(' (type attrs value)* ')' ; returns args and their attribute sets */
static bool
parse_call_args(Parser *P, Vec *args, Vec *attrs, uint8_t *fwd_varargs, Vec *locs)
{
	if (expect(P, TK_LPAREN, "expected '(' in call"))
		return true;
	if (accept(P, TK_RPAREN))
		return false;
	do {
		if (tk(P) == TK_DOTDOTDOT) { /* musttail varargs forwarding */
			lex_next(P);
			*fwd_varargs = 1;
			break;
		}
		Type *t;
		AttrSet *a = NULL;
		Value *v;
		uint32_t at = tok_off(P);
		if (parse_type(P, &t, "expected type") || parse_attr_list(P, &a, ATTRCTX_PARAM) ||
		    parse_value(P, t, &v))
			return true;
		VEC_PUSH(locs, uint32_t, at);
		VEC_PUSH(args, Value *, v);
		VEC_PUSH(attrs, AttrSet *, a);
	} while (accept(P, TK_COMMA));
	return expect(P, TK_RPAREN, "expected ')' at end of argument list");
}

/* '[' "tag"(type value, ...) , ... ']' */
static bool
parse_bundles(Parser *P, Vec *bundles, Vec *ops, uint32_t nargs)
{
	if (!accept(P, TK_LSQUARE))
		return false;
	do {
		if (tk(P) != TK_STRING)
			return perror_tok(P, "expected operand bundle tag");
		Bundle b = {0};
		const char *tag;
		if (parse_string(P, &tag))
			return true;
		b.tag = tag;
		b.first = nargs + ops->len;
		if (expect(P, TK_LPAREN, "expected '(' in operand bundle"))
			return true;
		if (tk(P) != TK_RPAREN) {
			do {
				Value *v;
				if (parse_typed_value(P, &v))
					return true;
				VEC_PUSH(ops, Value *, v);
				b.n++;
			} while (accept(P, TK_COMMA));
		}
		if (expect(P, TK_RPAREN, "expected ')' in operand bundle"))
			return true;
		VEC_PUSH(bundles, Bundle, b);
	} while (accept(P, TK_COMMA));
	return expect(P, TK_RSQUARE, "expected ']' in operand bundle");
}

/* the common part of call, invoke and callbr, up to and including the
 * bundles; dests (invoke/callbr) are parsed by the caller and placed
 * before the callee. */
typedef struct CallParts {
	CallInfo *ci;
	Type *fty;
	Value *callee;
	Vec args, argattrs, bundles, bundle_ops;
} CallParts;

static void
call_parts_free(CallParts *c)
{
	vec_free(&c->args);
	vec_free(&c->argattrs);
	vec_free(&c->bundles);
	vec_free(&c->bundle_ops);
}

/* an inline asm callee's constraints against the call's type, as LLVM's
 * parser checks them (the error at `asm`) */
static bool
check_asm(Parser *P, uint32_t at, const Type *fty, const InlineAsm *a)
{
	size_t n = strlen(a->constraints);
	char *buf = xmalloc(n + 1);
	size_t len = unescape_string(a->constraints, n, buf);
	const char *why = asm_constraints_check(buf, len, fty, P->m->llvm);
	free(buf);
	return why ? perror_at(P, at, "%s", why) : false;
}

static bool
parse_call_common(Parser *P, CallParts *c, uint8_t *fmf)
{
	Module *m = P->m;
	CallInfo *ci = arena_alloc(&m->arena, sizeof *ci);
	c->ci = ci;
	if (fmf)
		*fmf = parse_fmf(P);
	bool failed;
	ci->cc = parse_cc(P, &failed);
	if (failed || parse_attr_list(P, &ci->ret_attrs, ATTRCTX_RET))
		return true;
	if (accept(P, TK_KW_ADDRSPACE)) {
		ci->addrspace_set = 1;
		if (expect(P, TK_LPAREN, "expected '('") ||
		    parse_u32(P, &ci->addrspace, "expected integer") || expect(P, TK_RPAREN, "expected ')'"))
			return true;
	}
	Type *rty;
	uint32_t tat = tok_off(P);
	if (parse_type_allow_void(P, &rty))
		return true;
	/* the callee: parse its token now, resolve once the type is known */
	Tok ct = P->tok;
	uint32_t cat = tok_off(P);
	bool is_asm = tk(P) == TK_KW_ASM || tk(P) == TK_KW_NO_CFI || tk(P) == TK_KW_DSO_LOCAL_EQUIVALENT;
	const char *save_p = NULL;
	Tok save_tok = {0};
	if (is_asm && tk(P) != TK_KW_ASM) { /* no_cfi @f, dso_local_equivalent @f */
		save_p = P->p;
		save_tok = P->tok;
		lex_next(P);
		if (tk(P) != TK_GLOBALVAR && tk(P) != TK_GLOBALID)
			return perror_tok(P, "expected global value name");
		lex_next(P);
	} else if (is_asm) { /* asm ... "text", "constraints" — reparse with the type later */
		save_p = P->p;
		save_tok = P->tok;
		lex_next(P);
		while (tk(P) == TK_KW_SIDEEFFECT || tk(P) == TK_KW_ALIGNSTACK ||
		       tk(P) == TK_KW_INTELDIALECT || tk(P) == TK_KW_UNWIND)
			lex_next(P);
		if (expect(P, TK_STRING, "expected string constant") ||
		    expect(P, TK_COMMA, "expected comma in inline asm expression") ||
		    expect(P, TK_STRING, "expected constraint string"))
			return true;
	} else if (tk(P) == TK_LOCALVAR || tk(P) == TK_LOCALID || tk(P) == TK_GLOBALVAR ||
		   tk(P) == TK_GLOBALID) {
		lex_next(P);
	} else if (tk_is_opcode(tk(P))) {
		/* a constant expression callee (bitcast (...)): parse with ptr type later */
		save_p = P->p;
		save_tok = P->tok;
		if (skip_balanced_after_opcode(P))
			return true;
	} else if (tk(P) == TK_KW_NULL || tk(P) == TK_KW_UNDEF || tk(P) == TK_KW_POISON) {
		lex_next(P);
	} else {
		return perror_tok(P, "expected function name or value");
	}
	Vec locs = {0};
	bool bad_args = parse_call_args(P, &c->args, &c->argattrs, &ci->fwd_varargs, &locs);
	uint32_t *argloc = locs.data;
	if (bad_args) {
		vec_free(&locs);
		return true;
	}
	/* function type: explicit, or built from the result and the arguments */
	Type *fty = rty;
	if (rty->kind != TY_FUNC) {
		Vec pt = {0};
		for (uint32_t k = 0; k < c->args.len; k++)
			VEC_PUSH(&pt, Type *, VEC_AT(&c->args, Value *, k)->type);
		fty = type_func(m, rty, pt.data, pt.len, false);
		vec_free(&pt);
	} else {
		/* check the arguments against the explicit type */
		uint32_t np = fty->nsub;
		if (c->args.len < np || (c->args.len > np && !(fty->flags & TYF_VARARG))) {
			vec_free(&locs);
			return perror_at(P, tat, "invalid number of arguments for function type '%s'", type_str(fty));
		}
		for (uint32_t k = 0; k < np; k++)
			if (VEC_AT(&c->args, Value *, k)->type != fty->sub[k]) {
				char want[256];
				snprintf(want, sizeof want, "%s", type_str(fty->sub[k]));
				bool r = perror_at(P, argloc[k], "argument is not of type '%s'", want);
				vec_free(&locs);
				return r;
			}
	}
	vec_free(&locs);
	c->fty = fty;
	Type *cty = ptr_to(P, fty, ci->addrspace);
	/* resolve the callee against the pointer type */
	if (is_asm || tk_is_opcode(ct.kind)) {
		const char *after_p = P->p;
		Tok after = P->tok;
		P->p = save_p;
		P->tok = save_tok;
		if (parse_value(P, cty, &c->callee))
			return true;
		P->p = after_p;
		P->tok = after;
	} else if (ct.kind == TK_LOCALVAR || ct.kind == TK_LOCALID) {
		c->callee = lookup_local(P, &ct, cty);
	} else if (ct.kind == TK_GLOBALVAR || ct.kind == TK_GLOBALID) {
		c->callee = lookup_global(P, &ct, cty);
		/* an intrinsic called without a declaration: LLVM 17+ declares
		 * it with the call's type (validate_end) */
		if (c->callee && c->callee->kind == VK_FWDREF && c->callee->name &&
		    !strncmp(c->callee->name, "llvm.", 5) && !((FwdRef *)c->callee)->call_fty)
			((FwdRef *)c->callee)->call_fty = fty;
	} else {
		c->callee = const_special(m, cty, ct.kind == TK_KW_NULL ? VK_CNULL :
						   ct.kind == TK_KW_UNDEF ? VK_CUNDEF : VK_CPOISON);
	}
	if (!c->callee)
		return true;
	if (c->callee->kind == VK_ASM && check_asm(P, cat, fty, (const InlineAsm *)c->callee))
		return true;
	/* function attributes and operand bundles */
	if (parse_attr_list(P, &ci->fn_attrs, ATTRCTX_FN) ||
	    parse_bundles(P, &c->bundles, &c->bundle_ops, c->args.len))
		return true;
	ci->nargs = c->args.len;
	ci->nbundles = c->bundles.len;
	ci->arg_attrs = arena_alloc(&m->arena, (c->argattrs.len + 1) * sizeof(AttrSet *));
	if (c->argattrs.len)
		memcpy(ci->arg_attrs, c->argattrs.data, c->argattrs.len * sizeof(AttrSet *));
	ci->bundles = c->bundles.len ? arena_dup(&m->arena, c->bundles.data, c->bundles.len * sizeof(Bundle)) : NULL;
	return false;
}

/* operands: args, bundle operands, extra (dests), callee */
static Inst *
finish_call(Parser *P, Opcode op, CallParts *c, Value **extra, uint32_t nextra, uint32_t loc)
{
	uint32_t n = c->args.len + c->bundle_ops.len + nextra + 1;
	Inst *i = inst_new(P, op, c->fty->elem, n, loc);
	uint32_t k = 0;
	for (uint32_t j = 0; j < c->args.len; j++)
		set_op(i, k++, VEC_AT(&c->args, Value *, j));
	for (uint32_t j = 0; j < c->bundle_ops.len; j++)
		set_op(i, k++, VEC_AT(&c->bundle_ops, Value *, j));
	for (uint32_t j = 0; j < nextra; j++)
		set_op(i, k++, extra[j]);
	set_op(i, k, c->callee);
	i->ty = c->fty;
	i->x = c->ci;
	return i;
}

/* ::= 'invoke' [cc] [ret attrs] [addrspace(N)] type callee '(' args ')' [fn attrs] [bundles]
 *       'to' 'label' %normal 'unwind' 'label' %unwind */
bool
parse_invoke(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	CallParts c = {0};
	Block *nd = NULL, *ud = NULL;
	bool failed = parse_call_common(P, &c, NULL) ||
		      expect(P, TK_KW_TO, "expected 'to' in invoke") || parse_label_ref(P, &nd) ||
		      expect(P, TK_KW_UNWIND, "expected 'unwind' in invoke") || parse_label_ref(P, &ud);
	if (!failed)
		*out = finish_call(P, op, &c, (Value *[]){&nd->v, &ud->v}, 2, loc);
	call_parts_free(&c);
	return failed;
}

/* ::= 'callbr' [cc] [ret attrs] type callee '(' args ')' [fn attrs] [bundles]
 *       'to' 'label' %fallthrough '[' ('label' %indirect (',' 'label' %indirect)*)? ']' */
bool
parse_callbr(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	CallParts c = {0};
	Block *nd = NULL;
	Vec dests = {0};
	bool failed = parse_call_common(P, &c, NULL) ||
		      expect(P, TK_KW_TO, "expected 'to' in callbr") || parse_label_ref(P, &nd) ||
		      expect(P, TK_LSQUARE, "expected '[' in callbr");
	if (!failed) {
		VEC_PUSH(&dests, Value *, &nd->v);
		if (tk(P) != TK_RSQUARE) {
			do {
				Block *d;
				if ((failed = parse_label_ref(P, &d)))
					break;
				VEC_PUSH(&dests, Value *, &d->v);
			} while (accept(P, TK_COMMA));
		}
		failed = failed || expect(P, TK_RSQUARE, "expected ']' at end of block list");
		c.ci->nindirect = dests.len - 1;
	}
	if (!failed)
		*out = finish_call(P, op, &c, dests.data, dests.len, loc);
	vec_free(&dests);
	call_parts_free(&c);
	return failed;
}

/* ::= ['tail' | 'musttail' | 'notail'] 'call' [fast-math flags] [cc] [ret attrs]
 *       [addrspace(N)] type callee '(' args ')' [fn attrs] [bundles]
 * (the tail kind precedes 'call' and is read by the caller) */
bool
parse_call(Parser *P, Opcode op, uint32_t loc, Inst **out)
{
	CallParts c = {0};
	uint8_t fmf = 0;
	bool failed = parse_call_common(P, &c, &fmf);
	if (!failed) {
		Inst *i = finish_call(P, op, &c, NULL, 0, loc);
		i->fmf = fmf;
		*out = i;
	}
	call_parts_free(&c);
	return failed;
}
