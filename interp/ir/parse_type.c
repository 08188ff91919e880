/* parse_type.c — types, and the type walk of getelementptr indices.
 *
 *   type ::= iN | void | half | ... | ptr [addrspace(N)] | %name | %N
 *          | '{' types '}' | '<{' types '}>' | '<' [vscale x] N x type '>'
 *          | '[' N x type ']' | target(...) | type '*' | type '(' params ')'
 *
 * Typed pointers (T*) and opaque ones (ptr) are both read, one kind per
 * module: which mode a module is in is decided once (decide_ptr_mode). */
#include "ir/parse.h"

#include <string.h>

/* ----------------------------------------------------------------- types */
static bool parse_type_inner(Parser *P, Type **out, bool allow_void);

/* A module is written with typed pointers or with `ptr`, never both:
 * LLVM 14 rejects `ptr` outright (without -opaque-pointers), so a module
 * that mixes them is not one LLVM 14 reads, and reading it as LLVM 19
 * does would hide a module put together from two sources.  The mode is
 * the first pointer type's (decide_ptr_mode); `at` is where the first
 * pointer of the other kind starts.  One spelling is let through: in a
 * `ptr` module a pointer to a function type (`void ()*`, `ptr (i32)
 * addrspace(1)*`) is read as `ptr`, as LLVM 19 and LLVM 14's
 * -opaque-pointers mode read it.  Such a pointer says nothing a `ptr`
 * does not (a call names its function type anyway), and opaque-pointer IR
 * of the transition kept writing personalities and function-pointer
 * globals that way; a data pointer (`i32*`) stays an error. */
static bool
mixed_ptr_error(Parser *P, uint32_t at, const char *this_kind, const char *mode_kind)
{
	char first[48] = "";
	if (P->mode_at) {
		uint32_t line, col;
		source_linecol(P->src, P->mode_at - 1, &line, &col);
		snprintf(first, sizeof first, " (the first at %u:%u)", line, col);
	}
	return perror_at(P, at, "%s in a module written with %s%s: one pointer mode per module "
			 "(LLVM 14 rejects 'ptr'; LLVM 19 reads every pointer as 'ptr')",
			 this_kind, mode_kind, first);
}

static void
note_mode(Parser *P, uint32_t at)
{
	P->mode_known = true;
	if (!P->mode_at)
		P->mode_at = at + 1;
}

static bool
parse_addrspace(Parser *P, uint32_t *as)
{
	/* 'addrspace' '(' N ')' — the keyword already consumed */
	return expect(P, TK_LPAREN, "expected '(' in address space") ||
	       parse_u32(P, as, "expected integer in address space") ||
	       expect(P, TK_RPAREN, "expected ')' in address space");
}

/* '{' types '}' or '<{' ... '}>' ; '{' already consumed */
static bool
parse_struct_members(Parser *P, Vec *v)
{
	if (accept(P, TK_RBRACE))
		return false;
	do {
		Type *t;
		if (parse_type_inner(P, &t, false))
			return true;
		if (t->kind == TY_LABEL || t->kind == TY_METADATA || t->kind == TY_TOKEN ||
		    t->kind == TY_FUNC)
			return perror_tok(P, "invalid element type for struct");
		VEC_PUSH(v, Type *, t);
	} while (accept(P, TK_COMMA));
	return expect(P, TK_RBRACE, "expected '}' at end of struct");
}

static bool
parse_type_base(Parser *P, Type **out, bool allow_void)
{
	Module *m = P->m;
	uint32_t at = tok_off(P);
	switch (tk(P)) {
	case TK_INTTYPE:
		*out = type_int(m, (uint32_t)P->tok.ival);
		break;
	case TK_KW_VOID: *out = type_prim(m, TY_VOID); break;
	case TK_KW_HALF: *out = type_prim(m, TY_HALF); break;
	case TK_KW_BFLOAT: *out = type_prim(m, TY_BFLOAT); break;
	case TK_KW_FLOAT: *out = type_prim(m, TY_FLOAT); break;
	case TK_KW_DOUBLE: *out = type_prim(m, TY_DOUBLE); break;
	case TK_KW_X86_FP80: *out = type_prim(m, TY_X86_FP80); break;
	case TK_KW_FP128: *out = type_prim(m, TY_FP128); break;
	case TK_KW_PPC_FP128: *out = type_prim(m, TY_PPC_FP128); break;
	case TK_KW_X86_AMX: *out = type_prim(m, TY_X86_AMX); break;
	case TK_KW_X86_MMX: *out = type_prim(m, TY_X86_MMX); break;
	case TK_KW_LABEL: *out = type_prim(m, TY_LABEL); break;
	case TK_KW_METADATA: *out = type_prim(m, TY_METADATA); break;
	case TK_KW_TOKEN: *out = type_prim(m, TY_TOKEN); break;
	case TK_KW_PTR: {
		if (!P->opaque) {
			/* LLVM 14 rejects `ptr` in a typed-pointer module (LLVM 19
			 * would read the typed ones as ptr): one mode per module */
			if (m->typed_ptrs || P->mode_known)
				return mixed_ptr_error(P, at, "opaque 'ptr'", "typed pointers");
			P->opaque = true;
			note_mode(P, at);
			m->opaque_ptrs = 1;
		}
		lex_next(P);
		uint32_t as = 0;
		if (accept(P, TK_KW_ADDRSPACE) && parse_addrspace(P, &as))
			return true;
		m->opaque_ptrs = 1;
		*out = type_ptr(m, NULL, as);
		if (tk(P) == TK_STAR)
			return perror_tok(P, "ptr* is invalid - use ptr instead");
		return false;
	}
	case TK_LOCALVAR: {
		size_t n;
		const char *name = tok_name(P, &P->tok, &n);
		if (P->closed && !sym_find(m->type_names, name, n))
			return perror_tok(P, "use of undefined type '%%%.*s'", (int)(n > 190 ? 190 : n), name);
		*out = type_named(m, name, n);
		if ((*out)->kind == TY_STRUCT && !((*out)->flags & (TYF_DEFINED | TYF_LITERAL)) && !(*out)->loc)
			(*out)->loc = at + 1; /* first use, until defined */
		break;
	}
	case TK_LOCALID: {
		char num[32];
		int n = snprintf(num, sizeof num, "%llu", (unsigned long long)P->tok.ival);
		if (P->tok.big)
			return perror_tok(P, "type number too large");
		if (P->closed && !sym_find(m->type_names, num, (size_t)n))
			return perror_tok(P, "use of undefined type '%%%s'", num);
		*out = type_named(m, num, (size_t)n);
		(*out)->flags |= TYF_NUMBERED;
		if (!((*out)->flags & TYF_DEFINED) && !(*out)->loc)
			(*out)->loc = at + 1;
		break;
	}
	case TK_LBRACE: {
		lex_next(P);
		Vec v = {0};
		bool failed = enter_nested(P) || parse_struct_members(P, &v);
		P->depth--;
		if (!failed)
			*out = type_struct_literal(m, v.data, v.len, false);
		vec_free(&v);
		return failed;
	}
	case TK_LESS: {
		lex_next(P);
		if (tk(P) == TK_LBRACE) { /* packed struct */
			lex_next(P);
			Vec v = {0};
			bool failed = enter_nested(P) || parse_struct_members(P, &v) ||
				      expect(P, TK_GREATER, "expected '>' at end of packed struct");
			P->depth--;
			if (!failed)
				*out = type_struct_literal(m, v.data, v.len, true);
			vec_free(&v);
			return failed;
		}
		bool scalable = false;
		if (accept(P, TK_KW_VSCALE)) {
			scalable = true;
			if (expect(P, TK_KW_X, "expected 'x' after vscale"))
				return true;
		}
		uint64_t n = 0;
		Type *elt;
		uint32_t nat = tok_off(P);
		if (parse_u64(P, &n, "expected number in address space") ||
		    expect(P, TK_KW_X, "expected 'x' after element count") || enter_nested(P) ||
		    parse_type_inner(P, &elt, false) ||
		    expect(P, TK_GREATER, "expected end of sequential type"))
			return true;
		P->depth--;
		if (n == 0)
			return perror_at(P, at, "zero element vector is illegal");
		if (n > UINT32_MAX)
			return perror_at(P, nat, "size too large for vector");
		if (elt->kind != TY_INT && !type_is_fp(elt) && elt->kind != TY_PTR)
			return perror_at(P, at, "invalid vector element type");
		*out = type_vector(m, elt, n, scalable);
		return false;
	}
	case TK_LSQUARE: {
		lex_next(P);
		uint64_t n = 0;
		Type *elt;
		uint32_t eat = 0;
		if (parse_u64(P, &n, "expected number in address space") ||
		    expect(P, TK_KW_X, "expected 'x' after element count") || enter_nested(P) ||
		    (eat = tok_off(P), parse_type_inner(P, &elt, false)) ||
		    expect(P, TK_RSQUARE, "expected end of sequential type"))
			return true;
		P->depth--;
		if (elt->kind == TY_LABEL || elt->kind == TY_METADATA || elt->kind == TY_TOKEN ||
		    elt->kind == TY_FUNC || elt->kind == TY_X86_AMX)
			return perror_at(P, eat, "invalid array element type");
		*out = type_array(m, elt, n);
		return false;
	}
	case TK_KW_TARGET: {
		/* target("name", types..., ints...): kept verbatim */
		lex_next(P);
		if (tk(P) != TK_LPAREN)
			return perror_tok(P, "expected '(' in target extension type");
		uint32_t s = P->tok.off + 1;
		if (skip_balanced(P))
			return true;
		const char *e = P->text + P->tok.start;
		while (e > P->text + s && e[-1] != ')')
			e--;
		if (e <= P->text + s) /* the list ended without its ')' (at the end of the text) */
			return perror_tok(P, "expected ')' in target extension type");
		*out = type_target(m, arena_strndup(&m->arena, P->text + s, (size_t)(e - 1 - (P->text + s))));
		return false;
	}
	default:
		return perror_tok(P, "expected type");
	}
	lex_next(P);
	(void)allow_void;
	return false;
}

static bool
parse_type_inner(Parser *P, Type **out, bool allow_void)
{
	uint32_t at = tok_off(P);
	if (parse_type_base(P, out, allow_void))
		return true;
	/* suffixes: '*', 'addrspace(N)*', '(' params ')'; fnptr: a typed
	 * function pointer read as `ptr` (mixed_ptr_error), whose own
	 * pointers are read alike */
	bool fnptr = false;
	for (uint32_t nsuffix = 0;; nsuffix++) {
		Type *t = *out;
		if (nsuffix > PARSE_MAX_DEPTH)
			return perror_tok(P, "nesting too deep (more than %d levels)", PARSE_MAX_DEPTH);
		switch (tk(P)) {
		case TK_STAR:
			if (t->kind == TY_LABEL)
				return perror_tok(P, "basic block pointers are invalid");
			if (t->kind == TY_VOID)
				return perror_tok(P, "pointers to void are invalid - use i8* instead");
			if (t->kind == TY_METADATA || t->kind == TY_TOKEN || t->kind == TY_X86_AMX)
				return perror_tok(P, "pointer to this type is invalid");
			if (P->opaque && (t->kind == TY_FUNC || fnptr)) {
				fnptr = true;
				lex_next(P);
				*out = type_ptr(P->m, NULL, 0);
				continue;
			}
			if (P->opaque)
				return mixed_ptr_error(P, at, "typed pointer", "opaque 'ptr'");
			lex_next(P);
			note_mode(P, at);
			P->m->typed_ptrs = 1;
			*out = type_ptr(P->m, t, 0);
			continue;
		case TK_KW_ADDRSPACE: {
			lex_next(P);
			uint32_t as;
			if (parse_addrspace(P, &as) ||
			    expect(P, TK_STAR, "expected '*' in address space"))
				return true;
			if (P->opaque && (t->kind == TY_FUNC || fnptr)) {
				fnptr = true;
				*out = type_ptr(P->m, NULL, as);
				continue;
			}
			if (P->opaque)
				return mixed_ptr_error(P, at, "typed pointer", "opaque 'ptr'");
			note_mode(P, at);
			P->m->typed_ptrs = 1;
			*out = type_ptr(P->m, t, as);
			continue;
		}
		case TK_LPAREN: {
			/* function type: result '(' params ')' */
			if (t->kind == TY_LABEL || t->kind == TY_METADATA)
				return perror_tok(P, "invalid function return type");
			lex_next(P);
			Vec v = {0};
			bool vararg = false, failed = enter_nested(P);
			if (!failed && tk(P) != TK_RPAREN) {
				do {
					if (accept(P, TK_DOTDOTDOT)) {
						vararg = true;
						break;
					}
					Type *pt;
					if ((failed = parse_type_inner(P, &pt, false)))
						break;
					if (pt->kind == TY_VOID) {
						failed = perror_tok(P, "argument can not have void type");
						break;
					}
					VEC_PUSH(&v, Type *, pt);
				} while (accept(P, TK_COMMA));
			}
			failed = failed || expect(P, TK_RPAREN, "expected ')' at end of argument list");
			P->depth--;
			if (!failed)
				*out = type_func(P->m, t, v.data, v.len, vararg);
			vec_free(&v);
			if (failed)
				return true;
			continue;
		}
		default:
			if (t->kind == TY_VOID && !allow_void)
				return perror_at(P, at, "void type only allowed for function results");
			return false;
		}
	}
}

bool
parse_type(Parser *P, Type **out, const char *what)
{
	(void)what;
	return parse_type_inner(P, out, false);
}

bool
parse_type_allow_void(Parser *P, Type **out)
{
	return parse_type_inner(P, out, true);
}

/* ------------------------------------------------------ GEP type walking */
/* the constant a struct index stands for: itself, or the element every
 * lane of a vector constant holds; NULL when it is none */
static const Value *
struct_index(const Value *idx)
{
	switch (idx->kind) {
	case VK_CINT: case VK_CZERO:
		return idx;
	case VK_CSPLAT:
		return ((const User *)idx)->nops ? struct_index(((const User *)idx)->ops[0].val) : NULL;
	case VK_CAGG: {
		const User *u = (const User *)idx;
		if (idx->type->kind != TY_VECTOR || !u->nops)
			return NULL;
		const Value *first = struct_index(u->ops[0].val);
		for (uint32_t k = 1; first && k < u->nops; k++) {
			const Value *e = struct_index(u->ops[k].val);
			uint64_t a = first->kind == VK_CINT ? ((const ConstInt *)first)->w[0] : 0;
			uint64_t b = e && e->kind == VK_CINT ? ((const ConstInt *)e)->w[0] : 0;
			if (!e || a != b)
				return NULL;
		}
		return first;
	}
	default:
		return NULL;
	}
}

/* Type reached by indexing `t` with the constant or value `idx` (struct
 * indices must be constant). NULL with an error when invalid. */
Type *
gep_step(Parser *P, Type *t, Value *idx, uint32_t at)
{
	switch (t->kind) {
	case TY_STRUCT: {
		/* an i32 constant, or a vector of i32 splatting one */
		const Value *c = struct_index(idx);
		if (!c || type_scalar(idx->type)->kind != TY_INT || type_scalar(idx->type)->bits != 32) {
			perror_at(P, at, "invalid getelementptr indices");
			return NULL;
		}
		uint64_t k = c->kind == VK_CINT ? ((const ConstInt *)c)->w[0] : 0;
		if (t->flags & TYF_OPAQUE || k >= t->nsub) {
			perror_at(P, at, "invalid getelementptr indices");
			return NULL;
		}
		return t->sub[k];
	}
	case TY_ARRAY:
	case TY_VECTOR:
		return t->elem;
	default:
		perror_at(P, at, "invalid getelementptr indices");
		return NULL;
	}
}
