/* parse_const.c — values, constants and constant expressions.
 *
 * A value is always parsed against the type the context expects
 * (LLVM's rule: `i32 %x` first gives the type, then the value), so
 * forward references get their type at first use and constants are built
 * directly in their final type. */
#include "ir/parse.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------- constants */
static bool parse_value_impl(Parser *P, Type *ty, Value **out, bool allow_local);

bool
parse_value(Parser *P, Type *ty, Value **out)
{
	return parse_value_impl(P, ty, out, P->fn != NULL);
}

bool
parse_constant(Parser *P, Type *ty, Value **out)
{
	return parse_value_impl(P, ty, out, false);
}

bool
parse_typed_value(Parser *P, Value **out)
{
	Type *t;
	return parse_type(P, &t, "expected type") || parse_value(P, t, out);
}

/* Decimal text to a two's-complement integer of `bits` bits. */
static Value *
wide_int_from_text(Parser *P, Type *ty, const char *s, size_t n)
{
	uint32_t nw = (ty->bits + 63) / 64;
	uint64_t *w = xcalloc(nw, sizeof *w);
	bool neg = false;
	size_t i = 0;
	if (s[0] == '-')
		neg = true, i = 1;
	for (; i < n; i++) {
		unsigned __int128 carry = (unsigned)(s[i] - '0');
		for (uint32_t k = 0; k < nw; k++) {
			unsigned __int128 x = (unsigned __int128)w[k] * 10 + carry;
			w[k] = (uint64_t)x;
			carry = x >> 64;
		}
	}
	if (neg) { /* two's complement */
		unsigned __int128 carry = 1;
		for (uint32_t k = 0; k < nw; k++) {
			unsigned __int128 x = (unsigned __int128)(uint64_t)~w[k] + carry;
			w[k] = (uint64_t)x;
			carry = x >> 64;
		}
	}
	if (ty->bits % 64)
		w[nw - 1] &= ((uint64_t)1 << (ty->bits % 64)) - 1;
	Value *v = const_int_wide(P->m, ty, w, nw);
	free(w);
	return v;
}

/* u0x.. / s0x.. literals: hex digits to a two's-complement integer of the
 * type's width (s: sign-extended from the digits' own width) */
static Value *
hex_int_const(Parser *P, Type *ty, const Tok *t)
{
	const char *s = P->text + t->off;
	size_t nd = t->len - 3;
	uint32_t nw = (ty->bits + 63) / 64, dw = (uint32_t)((nd * 4 + 63) / 64);
	uint32_t n = nw > dw ? nw : dw;
	uint64_t *w = xcalloc(n, sizeof *w);
	for (size_t i = 0; i < nd; i++) {
		char c = s[3 + nd - 1 - i];
		uint64_t d = (uint64_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
		w[i / 16] |= d << (4 * (i % 16));
	}
	/* LLVM gives s0x literals the width of their significant bits, so the
	 * highest set bit is the sign: s0x7F is -1 */
	size_t top = (size_t)n * 64;
	while (top > 0 && !((w[(top - 1) / 64] >> ((top - 1) % 64)) & 1))
		top--;
	if (s[0] == 's' && top > 0)
		for (size_t b = top; b < (size_t)n * 64; b++)
			w[b / 64] |= (uint64_t)1 << (b % 64);
	if (ty->bits % 64)
		w[nw - 1] &= ((uint64_t)1 << (ty->bits % 64)) - 1;
	Value *r = ty->bits <= 64 ? const_int(P->m, ty, w[0]) : const_int_wide(P->m, ty, w, nw);
	free(w);
	return r;
}

static Value *
int_const(Parser *P, Type *ty, const Tok *t)
{
	if (t->quoted == 2)
		return hex_int_const(P, ty, t);
	if (ty->bits <= 64) {
		uint64_t v = t->ival;
		if (t->big) { /* reduce the decimal text modulo 2^64 */
			Type *t128 = type_int(P->m, 128);
			Value *w = wide_int_from_text(P, t128, P->text + t->off, t->len);
			v = ((ConstInt *)w)->w[0];
		}
		if (ty->bits < 64)
			v &= ((uint64_t)1 << ty->bits) - 1;
		return const_int(P->m, ty, v);
	}
	if (!t->big && P->text[t->off] != '-')
		return const_int_wide(P->m, ty, (uint64_t[]){t->ival}, 1);
	return wide_int_from_text(P, ty, P->text + t->off, t->len);
}

static uint64_t
hexval(const char *s, size_t n)
{
	uint64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		v = v << 4 | (uint64_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
	}
	return v;
}

/* A NaN written as a double for half or bfloat (whose quiet bit is
 * `quiet`) keeps its payload's top bits, as the conversion does, and also
 * whether it signals, as LLVM's parser does: a signaling NaN whose kept
 * payload is zero gets the next bit, so that it does not become an
 * infinity. */
static uint16_t
nan16_keep_signaling(uint16_t h, uint64_t dbits, uint16_t quiet)
{
	if (dbits & (1ull << 51)) /* quiet already */
		return h;
	h &= (uint16_t)~quiet;
	if (!(h & (quiet - 1)))
		h |= quiet >> 1;
	return h;
}

static bool
fp_const(Parser *P, Type *ty, Value **out)
{
	const char *s = P->text + P->tok.off;
	size_t n = P->tok.len;
	uint32_t at = tok_off(P);
	uint64_t lo = 0, hi = 0;
	if (s[0] == '0' && s[1] == 'x') {
		char k = s[2];
		if (k == 'K' || k == 'L' || k == 'M' || k == 'H' || k == 'R') {
			const char *d = s + 3;
			size_t nd = n - 3;
			TypeKind want = k == 'K' ? TY_X86_FP80 : k == 'L' ? TY_FP128 :
					k == 'M' ? TY_PPC_FP128 : k == 'H' ? TY_HALF : TY_BFLOAT;
			if (ty->kind != want)
				return perror_at(P, at, "floating point constant invalid for type");
			size_t need = k == 'K' ? 20 : (k == 'H' || k == 'R') ? 4 : 32;
			if (nd > need)
				return perror_at(P, at, "floating point constant invalid for type");
			/* left-pad to the full width */
			char buf[40];
			memset(buf, '0', need - nd);
			memcpy(buf + need - nd, d, nd);
			if (k == 'K') {
				hi = hexval(buf, 4);
				lo = hexval(buf + 4, 16);
			} else if (k == 'H' || k == 'R') {
				lo = hexval(buf, 4);
			} else {
				lo = hexval(buf, 16);
				hi = hexval(buf + 16, 16);
			}
		} else {
			/* 0x + 16 hex digits: an IEEE double, converted to the type */
			if (n - 2 > 16)
				return perror_at(P, at, "floating point constant invalid for type");
			uint64_t bits = hexval(s + 2, n - 2);
			double d;
			memcpy(&d, &bits, 8);
			switch (ty->kind) {
			case TY_DOUBLE:
				lo = bits;
				break;
			case TY_FLOAT: {
				float f = (float)d;
				if ((double)f != d && !isnan(d))
					return perror_at(P, at, "floating point constant invalid for type");
				uint32_t fb;
				memcpy(&fb, &f, 4);
				if (isnan(d)) { /* keep the payload: top mantissa bits */
					fb = (uint32_t)((bits >> 32) & 0x80000000u) | 0x7f800000u |
					     (uint32_t)((bits >> 29) & 0x7fffffu);
				}
				lo = fb;
				break;
			}
			case TY_HALF: /* exact, or a NaN */
				lo = half_from_wide(d);
				if (isnan(d))
					lo = nan16_keep_signaling((uint16_t)lo, bits, 0x200);
				else if (half_to_float((uint16_t)lo) != d)
					return perror_at(P, at, "floating point constant invalid for type");
				break;
			case TY_BFLOAT: /* exact, or a NaN */
				lo = bf16_from_wide(d);
				if (isnan(d))
					lo = nan16_keep_signaling((uint16_t)lo, bits, 0x40);
				else if (bf16_to_float((uint16_t)lo) != d)
					return perror_at(P, at, "floating point constant invalid for type");
				break;
			default:
				return perror_at(P, at, "floating point constant invalid for type");
			}
		}
	} else {
		char buf[128];
		if (n >= sizeof buf)
			return perror_at(P, at, "floating point constant too long");
		memcpy(buf, s, n);
		buf[n] = 0;
		switch (ty->kind) {
		case TY_DOUBLE: {
			double d = strtod(buf, NULL);
			memcpy(&lo, &d, 8);
			break;
		}
		case TY_FLOAT: {
			double d = strtod(buf, NULL);
			float f = (float)d;
			if ((double)f != d)
				return perror_at(P, at, "floating point constant invalid for type");
			uint32_t fb;
			memcpy(&fb, &f, 4);
			lo = fb;
			break;
		}
		case TY_HALF: { /* exact only */
			double d = strtod(buf, NULL);
			lo = half_from_wide(d);
			if (half_to_float((uint16_t)lo) != d)
				return perror_at(P, at, "floating point constant invalid for type");
			break;
		}
		case TY_BFLOAT: { /* exact only */
			double d = strtod(buf, NULL);
			lo = bf16_from_wide(d);
			if (bf16_to_float((uint16_t)lo) != d)
				return perror_at(P, at, "floating point constant invalid for type");
			break;
		}
		case TY_X86_FP80: {
			/* through a double: exact for every value clang prints in decimal */
			double d = strtod(buf, NULL);
			uint64_t b;
			memcpy(&b, &d, 8);
			uint64_t sign = b >> 63, exp = (b >> 52) & 0x7ff, man = b & 0xfffffffffffffull;
			if (exp == 0 && man == 0) {
				hi = sign << 15;
				lo = 0;
			} else if (exp == 0x7ff) {
				hi = sign << 15 | 0x7fff;
				lo = 0x8000000000000000ull | man << 11;
			} else if (exp == 0) { /* subnormal double: normalise */
				int e = -1022;
				while (!(man & (1ull << 52)))
					man <<= 1, e--;
				hi = sign << 15 | (uint64_t)(e + 16383);
				lo = man << 11;
			} else {
				hi = sign << 15 | (exp - 1023 + 16383);
				lo = 0x8000000000000000ull | man << 11;
			}
			break;
		}
		case TY_FP128: case TY_PPC_FP128: {
			double d = strtod(buf, NULL);
			uint64_t b;
			memcpy(&b, &d, 8);
			if (ty->kind == TY_PPC_FP128) {
				lo = b; /* first double holds the value, second is 0 */
				hi = 0;
			} else {
				uint64_t sign = b >> 63, exp = (b >> 52) & 0x7ff, man = b & 0xfffffffffffffull;
				uint64_t e128 = exp == 0 && man == 0 ? 0 : exp == 0x7ff ? 0x7fff : exp - 1023 + 16383;
				hi = sign << 63 | e128 << 48 | man >> 4;
				lo = man << 60;
			}
			break;
		}
		default:
			return perror_at(P, at, "floating point constant invalid for type");
		}
	}
	ConstFP *c = arena_alloc(&P->m->arena, sizeof *c);
	c->v.kind = VK_CFP;
	c->v.type = ty;
	c->v.slot = -1;
	c->lo = lo;
	c->hi = hi;
	*out = &c->v;
	lex_next(P);
	return false;
}

/* elements of a constant aggregate, each "type value"; `close` ends it */
static bool
parse_elements(Parser *P, int close, Vec *vals, Vec *types)
{
	if (accept(P, close))
		return false;
	do {
		Type *t;
		Value *v;
		if (parse_type(P, &t, "expected type") || parse_value_impl(P, t, &v, P->fn != NULL))
			return true;
		VEC_PUSH(vals, Value *, v);
		if (types)
			VEC_PUSH(types, Type *, t);
	} while (accept(P, TK_COMMA));
	return expect(P, close, close == TK_RBRACE ? "expected '}' at end of constant" :
			   close == TK_RSQUARE ? "expected end of array constant" :
						 "expected end of constant");
}

static Value *
make_agg(Parser *P, Type *ty, Value **vals, uint32_t n)
{
	User *u = user_new(P->m, sizeof(User), VK_CAGG, ty, n);
	for (uint32_t i = 0; i < n; i++)
		use_set(&u->ops[i], u, vals[i]);
	return &u->v;
}

static bool
type_mismatch(Parser *P, uint32_t at, const char *what, Type *want, Type *got)
{
	char a[256];
	snprintf(a, sizeof a, "%s", type_str(got));
	return perror_at(P, at, "%s: expected '%s' but got '%s'", what, type_str(want), a);
}

/* The element types of an aggregate constant against its type `ty`, whose
 * kind (struct, vector, array) the caller has checked: a struct's fields
 * one by one (and their number), a vector's or an array's elements all
 * the element type. */
static bool
check_elements(Parser *P, uint32_t at, Type *ty, const Vec *types)
{
	if (ty->kind == TY_STRUCT) {
		if (ty->nsub != types->len)
			return perror_at(P, at, "initializer with struct type has wrong # elements");
		for (uint32_t i = 0; i < types->len; i++)
			if (VEC_AT(types, Type *, i) != ty->sub[i])
				return perror_at(P, at, "element %u of struct initializer doesn't match struct element type", i);
		return false;
	}
	for (uint32_t i = 0; i < types->len; i++)
		if (VEC_AT(types, Type *, i) != ty->elem)
			return type_mismatch(P, at, ty->kind == TY_VECTOR ? "vector element type mismatch"
									  : "array element type mismatch",
					     ty->elem, VEC_AT(types, Type *, i));
	return false;
}

/* getelementptr / casts / binops / cmp / select ... as constants.
 * The opcode token is current. */
static bool parse_const_expr(Parser *P, Type *ty, Value **out);

/* the predicate keyword of icmp/fcmp (instructions and constant
 * expressions); `true` and `false` name fcmp predicates only */
bool
parse_predicate(Parser *P, bool fp, uint8_t *out)
{
	static const struct { int tk; uint8_t p; bool fp; } preds[] = {
		{TK_KW_EQ, ICMP_EQ, 0}, {TK_KW_NE, ICMP_NE, 0}, {TK_KW_UGT, ICMP_UGT, 0},
		{TK_KW_UGE, ICMP_UGE, 0}, {TK_KW_ULT, ICMP_ULT, 0}, {TK_KW_ULE, ICMP_ULE, 0},
		{TK_KW_SGT, ICMP_SGT, 0}, {TK_KW_SGE, ICMP_SGE, 0}, {TK_KW_SLT, ICMP_SLT, 0},
		{TK_KW_SLE, ICMP_SLE, 0}, {TK_KW_FALSE, FCMP_FALSE, 1}, {TK_KW_OEQ, FCMP_OEQ, 1},
		{TK_KW_OGT, FCMP_OGT, 1}, {TK_KW_OGE, FCMP_OGE, 1}, {TK_KW_OLT, FCMP_OLT, 1},
		{TK_KW_OLE, FCMP_OLE, 1}, {TK_KW_ONE, FCMP_ONE, 1}, {TK_KW_ORD, FCMP_ORD, 1},
		{TK_KW_UNO, FCMP_UNO, 1}, {TK_KW_UEQ, FCMP_UEQ, 1}, {TK_KW_UGT, FCMP_UGT, 1},
		{TK_KW_UGE, FCMP_UGE, 1}, {TK_KW_ULT, FCMP_ULT, 1}, {TK_KW_ULE, FCMP_ULE, 1},
		{TK_KW_UNE, FCMP_UNE, 1}, {TK_KW_TRUE, FCMP_TRUE, 1},
	};
	for (size_t i = 0; i < countof(preds); i++)
		if (preds[i].tk == tk(P) && preds[i].fp == fp) {
			*out = preds[i].p;
			lex_next(P);
			return false;
		}
	return perror_tok(P, fp ? "expected fcmp predicate" : "expected icmp predicate");
}

static bool
parse_value_impl(Parser *P, Type *ty, Value **out, bool allow_local)
{
	Module *m = P->m;
	uint32_t at = tok_off(P);
	Tok t = P->tok;
	if (ty && ty->kind == TY_METADATA) {
		MDNode *md;
		if (parse_md_operand(P, &md))
			return true;
		MDValue *mv = arena_alloc(&m->arena, sizeof *mv);
		mv->v.kind = VK_MDVALUE;
		mv->v.type = ty;
		mv->v.slot = -1;
		mv->md = md;
		*out = &mv->v;
		return false;
	}
	if (!ty) /* the aliasee of an alias: a constant expression typing itself */
		return tk_is_opcode(tk(P)) ? parse_const_expr(P, NULL, out)
					   : perror_tok(P, "expected constant expression");
	switch (tk(P)) {
	case TK_LOCALVAR:
	case TK_LOCALID:
		if (!allow_local)
			return perror_tok(P, "invalid use of function-local name");
		lex_next(P);
		*out = lookup_local(P, &t, ty);
		return *out == NULL;
	case TK_GLOBALVAR:
	case TK_GLOBALID:
		lex_next(P);
		*out = lookup_global(P, &t, ty);
		return *out == NULL;
	case TK_INT:
		if (ty->kind != TY_INT)
			return perror_tok(P, "integer constant must have integer type");
		*out = int_const(P, ty, &P->tok);
		lex_next(P);
		return false;
	case TK_FP:
		if (!type_is_fp(ty))
			return perror_tok(P, "floating point constant invalid for type");
		return fp_const(P, ty, out);
	case TK_KW_TRUE:
	case TK_KW_FALSE:
		if (!(ty->kind == TY_INT && ty->bits == 1))
			return perror_tok(P, "integer constant must have integer type");
		*out = const_int(m, ty, tk(P) == TK_KW_TRUE);
		lex_next(P);
		return false;
	case TK_KW_NULL:
		if (ty->kind != TY_PTR)
			return perror_tok(P, "null must be a pointer type");
		*out = const_special(m, ty, VK_CNULL);
		lex_next(P);
		return false;
	case TK_KW_UNDEF:
	case TK_KW_POISON:
		if (ty->kind == TY_VOID || ty->kind == TY_LABEL || ty->kind == TY_FUNC ||
		    ty->kind == TY_METADATA)
			return perror_tok(P, "invalid type for undef constant");
		*out = const_special(m, ty, tk(P) == TK_KW_UNDEF ? VK_CUNDEF : VK_CPOISON);
		lex_next(P);
		return false;
	case TK_KW_ZEROINITIALIZER:
		if (ty->kind == TY_VOID || ty->kind == TY_LABEL || ty->kind == TY_FUNC ||
		    ty->kind == TY_METADATA || ty->kind == TY_TOKEN)
			return perror_tok(P, "invalid type for null constant");
		*out = const_special(m, ty, VK_CZERO);
		lex_next(P);
		return false;
	case TK_KW_NONE:
		if (ty->kind != TY_TOKEN)
			return perror_tok(P, "invalid type for none constant");
		*out = const_special(m, ty, VK_CNONE);
		lex_next(P);
		return false;
	case TK_CSTRING: {
		if (ty->kind != TY_ARRAY || ty->elem->kind != TY_INT || ty->elem->bits != 8)
			return perror_tok(P, "constant expression type mismatch: got type '[N x i8]' but expected '%s'",
					  type_str(ty));
		ConstData *c = arena_alloc(&m->arena, sizeof *c);
		c->v.kind = VK_CDATA;
		c->v.type = ty;
		c->v.slot = -1;
		c->bytes = arena_alloc(&m->arena, P->tok.len + 1);
		c->len = (uint32_t)unescape_string(P->text + P->tok.off, P->tok.len, (char *)c->bytes);
		if (c->len != ty->count)
			return perror_tok(P, "constant expression type mismatch: got type '[%u x i8]' but expected '%s'",
					  c->len, type_str(ty));
		*out = &c->v;
		lex_next(P);
		return false;
	}
	case TK_LBRACE: { /* struct constant */
		lex_next(P);
		Vec vals = {0}, types = {0};
		bool failed = enter_nested(P) || parse_elements(P, TK_RBRACE, &vals, &types);
		P->depth--;
		if (!failed && (ty->kind != TY_STRUCT || (ty->flags & TYF_PACKED)))
			failed = perror_at(P, at, "constant expression type mismatch: got type '{...}' but expected '%s'",
					   type_str(ty));
		failed = failed || check_elements(P, at, ty, &types);
		if (!failed)
			*out = make_agg(P, ty, vals.data, vals.len);
		vec_free(&vals);
		vec_free(&types);
		return failed;
	}
	case TK_LESS: { /* vector or packed struct */
		lex_next(P);
		bool packed = accept(P, TK_LBRACE);
		Vec vals = {0}, types = {0};
		bool failed = enter_nested(P) ||
			      parse_elements(P, packed ? TK_RBRACE : TK_GREATER, &vals, &types) ||
			      (packed && expect(P, TK_GREATER, "expected '>' at end of packed struct"));
		P->depth--;
		if (!failed && packed && (ty->kind != TY_STRUCT || !(ty->flags & TYF_PACKED)))
			failed = perror_at(P, at, "constant expression type mismatch: got packed struct but expected '%s'",
					   type_str(ty));
		if (!failed && !packed &&
		    (ty->kind != TY_VECTOR || ty->count != vals.len || (ty->flags & TYF_SCALABLE)))
			failed = perror_at(P, at, "constant expression type mismatch: vector constant does not match '%s'",
					   type_str(ty));
		failed = failed || check_elements(P, at, ty, &types);
		if (!failed)
			*out = make_agg(P, ty, vals.data, vals.len);
		vec_free(&vals);
		vec_free(&types);
		return failed;
	}
	case TK_LSQUARE: { /* array */
		lex_next(P);
		Vec vals = {0}, types = {0};
		bool failed = enter_nested(P) || parse_elements(P, TK_RSQUARE, &vals, &types);
		P->depth--;
		if (!failed && (ty->kind != TY_ARRAY || ty->count != vals.len))
			failed = perror_at(P, at, "constant expression type mismatch: array constant does not match '%s'",
					   type_str(ty));
		failed = failed || check_elements(P, at, ty, &types);
		if (!failed)
			*out = make_agg(P, ty, vals.data, vals.len);
		vec_free(&vals);
		vec_free(&types);
		return failed;
	}
	case TK_KW_BLOCKADDRESS: {
		/* blockaddress(@f, %bb) */
		lex_next(P);
		if (expect(P, TK_LPAREN, "expected '(' in block address expression"))
			return true;
		if (tk(P) != TK_GLOBALVAR && tk(P) != TK_GLOBALID)
			return perror_tok(P, "expected function name in blockaddress");
		Tok ft = P->tok;
		lex_next(P);
		if (expect(P, TK_COMMA, "expected comma in block address expression"))
			return true;
		if (tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID)
			return perror_tok(P, "expected basic block name in blockaddress");
		Tok bt = P->tok;
		lex_next(P);
		if (expect(P, TK_RPAREN, "expected ')' in block address expression"))
			return true;
		if (ty->kind != TY_PTR)
			return perror_at(P, at, "blockaddress must be a pointer type");
		Value *fn = lookup_global(P, &ft, NULL);
		if (!fn)
			return true;
		ConstBlockAddr *c = (ConstBlockAddr *)user_new(m, sizeof *c, VK_CBLOCKADDR, ty, 2);
		use_set(&c->u.ops[0], &c->u, fn);
		PendingBlockAddr pb = {c, fn, bt};
		VEC_PUSH(&P->pending_baddr, PendingBlockAddr, pb);
		*out = &c->u.v;
		return false;
	}
	case TK_KW_SPLAT: {
		/* splat (T v): a vector whose every element is v */
		lex_next(P);
		Value *e;
		if (expect(P, TK_LPAREN, "expected '(' after splat") || parse_typed_value(P, &e) ||
		    expect(P, TK_RPAREN, "expected ')' after splat"))
			return true;
		if (ty->kind != TY_VECTOR || ty->elem != e->type)
			return perror_at(P, at, "splat value does not match the vector element type of '%s'",
					 type_str(ty));
		User *u = user_new(m, sizeof(User), VK_CSPLAT, ty, 1);
		use_set(&u->ops[0], u, e);
		*out = &u->v;
		return false;
	}
	case TK_KW_DSO_LOCAL_EQUIVALENT:
	case TK_KW_NO_CFI: {
		ValueKind k = tk(P) == TK_KW_NO_CFI ? VK_CNOCFI : VK_CDSOEQUIV;
		lex_next(P);
		if (tk(P) != TK_GLOBALVAR && tk(P) != TK_GLOBALID)
			return perror_tok(P, "expected global value name");
		Tok gt = P->tok;
		lex_next(P);
		Value *g = lookup_global(P, &gt, NULL);
		if (!g)
			return true;
		User *u = user_new(m, sizeof(User), k, ty, 1);
		use_set(&u->ops[0], u, g);
		*out = &u->v;
		return false;
	}
	case TK_KW_ASM: {
		/* asm [sideeffect] [alignstack] [inteldialect] [unwind] "text", "constraints" */
		lex_next(P);
		InlineAsm *a = arena_alloc(&m->arena, sizeof *a);
		a->v.kind = VK_ASM;
		a->v.type = ty;
		a->v.slot = -1;
		for (;;) {
			if (accept(P, TK_KW_SIDEEFFECT))
				a->sideeffect = 1;
			else if (accept(P, TK_KW_ALIGNSTACK))
				a->alignstack = 1;
			else if (accept(P, TK_KW_INTELDIALECT))
				a->inteldialect = 1;
			else if (accept(P, TK_KW_UNWIND))
				a->unwind = 1;
			else
				break;
		}
		if (tk(P) != TK_STRING)
			return perror_tok(P, "expected string constant");
		a->asm_text = arena_strndup(&m->arena, P->text + P->tok.off, P->tok.len);
		lex_next(P);
		if (expect(P, TK_COMMA, "expected comma in inline asm expression") ||
		    tk(P) != TK_STRING)
			return P->failed ? true : perror_tok(P, "expected constraint string");
		a->constraints = arena_strndup(&m->arena, P->text + P->tok.off, P->tok.len);
		lex_next(P);
		*out = &a->v;
		return false;
	}
	case TK_METAVAR:
	case TK_MDID:
	case TK_EXCLAIM:
		return perror_tok(P, "expected a metadata type for a metadata operand");
	default:
		if (tk_is_opcode(tk(P)))
			return parse_const_expr(P, ty, out);
		return perror_tok(P, "expected value token");
	}
}

static bool
parse_const_expr(Parser *P, Type *ty, Value **out)
{
	Module *m = P->m;
	uint32_t at = tok_off(P);
	Opcode op = tk_opcode(tk(P));
	lex_next(P);
	ConstExpr *c;
	uint32_t flags = 0;
	if (enter_nested(P)) /* left again just before returning the expression */
		return true;

	if (op_is_cast(op)) {
		/* cast (T v to T2) */
		Type *st, *dt;
		Value *v;
		if (expect(P, TK_LPAREN, "expected '(' after constantexpr cast") ||
		    parse_type(P, &st, "expected type") || parse_constant(P, st, &v) ||
		    expect(P, TK_KW_TO, "expected 'to' in constantexpr cast") ||
		    parse_type(P, &dt, "expected type") ||
		    expect(P, TK_RPAREN, "expected ')' at end of constantexpr cast"))
			return true;
		if (ty && dt != ty)
			return type_mismatch(P, at, "constant expression type mismatch", ty, dt);
		if (!type_cast_valid(op, st, dt)) {
			char from[256];
			snprintf(from, sizeof from, "%s", type_str(st));
			return perror_at(P, at, "invalid cast opcode for cast from '%s' to '%s'", from, type_str(dt));
		}
		c = (ConstExpr *)user_new(m, sizeof *c, VK_CEXPR, dt, 1);
		use_set(&c->u.ops[0], &c->u, v);
	} else if (op == OP_GETELEMENTPTR) {
		/* getelementptr [inbounds] [nusw] [nuw] [inrange(a,b)] (T, ptr v, idx...) */
		int64_t lo = 0, hi = 0;
		bool range = false;
		for (;;) {
			if (accept(P, TK_KW_INBOUNDS))
				flags |= IF_INBOUNDS;
			else if (accept(P, TK_KW_NUSW))
				flags |= IF_NUSW;
			else if (accept(P, TK_KW_NUW))
				flags |= IF_GEP_NUW;
			else if (tk(P) == TK_KW_INRANGE) {
				lex_next(P);
				if (expect(P, TK_LPAREN, "expected '('"))
					return true;
				if (tk(P) != TK_INT)
					return perror_tok(P, "expected integer");
				lo = (int64_t)P->tok.ival;
				lex_next(P);
				if (expect(P, TK_COMMA, "expected ','") || tk(P) != TK_INT)
					return P->failed ? true : perror_tok(P, "expected integer");
				hi = (int64_t)P->tok.ival;
				lex_next(P);
				if (expect(P, TK_RPAREN, "expected ')'"))
					return true;
				range = true;
			} else
				break;
		}
		Type *src;
		if (expect(P, TK_LPAREN, "expected '(' in constantexpr") ||
		    parse_type(P, &src, "expected type") ||
		    expect(P, TK_COMMA, "expected comma after getelementptr's type"))
			return true;
		Vec vals = {0};
		int32_t inrange_idx = range ? -2 : -1;
		bool failed = false;
		while (!failed) {
			if (vals.len > 0 && accept(P, TK_KW_INRANGE)) {
				if (inrange_idx != -1) {
					failed = perror_tok(P, "expected only one inrange operand");
					break;
				}
				inrange_idx = (int32_t)vals.len - 1;
			}
			Type *t;
			Value *v;
			if ((failed = parse_type(P, &t, "expected type") || parse_constant(P, t, &v)))
				break;
			VEC_PUSH(&vals, Value *, v);
			if (!accept(P, TK_COMMA))
				break;
		}
		failed = failed || expect(P, TK_RPAREN, "expected ')' in constantexpr");
		if (!failed) {
			Value *base = VEC_AT(&vals, Value *, 0);
			const Type *bt = type_scalar(base->type);
			if (bt->kind != TY_PTR)
				failed = perror_at(P, at, "base of getelementptr must be a pointer");
			else if (bt->elem && bt->elem != src)
				failed = perror_at(P, at, "explicit pointee type doesn't match operand's pointee type");
			Type *cur = src;
			for (uint32_t i = 2; !failed && i < vals.len; i++)
				if (!(cur = gep_step(P, cur, VEC_AT(&vals, Value *, i), at)))
					failed = true;
			/* every vector operand has the same number of lanes */
			uint64_t lanes = 0;
			for (uint32_t i = 0; !failed && i < vals.len; i++) {
				const Type *vt = VEC_AT(&vals, Value *, i)->type;
				if (vt->kind != TY_VECTOR)
					continue;
				if (lanes && vt->count != lanes)
					failed = perror_at(P, at, "getelementptr vector index has a wrong number of elements");
				lanes = vt->count;
			}
			if (!failed) {
				Type *res = bt->elem ? type_ptr(m, cur, bt->bits) : (Type *)bt;
				for (uint32_t i = 0; i < vals.len; i++) {
					Type *vt = VEC_AT(&vals, Value *, i)->type;
					if (vt->kind == TY_VECTOR) {
						res = type_vector(m, res, vt->count, vt->flags & TYF_SCALABLE);
						break;
					}
				}
				if (ty && res != ty)
					failed = type_mismatch(P, at, "constant expression type mismatch", ty, res);
				ty = res;
			}
		}
		if (failed) {
			vec_free(&vals);
			return true;
		}
		c = (ConstExpr *)user_new(m, sizeof *c, VK_CEXPR, ty, vals.len);
		for (uint32_t i = 0; i < vals.len; i++)
			use_set(&c->u.ops[i], &c->u, VEC_AT(&vals, Value *, i));
		c->src_type = src;
		c->inrange_idx = inrange_idx;
		c->inrange_lo = lo;
		c->inrange_hi = hi;
		vec_free(&vals);
	} else if (op == OP_EXTRACTVALUE || op == OP_INSERTVALUE) {
		/* extractvalue (T agg, i...) / insertvalue (T agg, T2 v, i...) — LLVM 14 */
		Value *agg, *val = NULL;
		if (expect(P, TK_LPAREN, "expected '(' in constantexpr") || parse_typed_value(P, &agg) ||
		    expect(P, TK_COMMA, "expected comma in constantexpr"))
			return true;
		if (op == OP_INSERTVALUE &&
		    (parse_typed_value(P, &val) || expect(P, TK_COMMA, "expected comma in constantexpr")))
			return true;
		Vec idx = {0};
		VEC_PUSH(&idx, uint32_t, 0);
		bool failed = false;
		do {
			uint32_t k;
			if ((failed = parse_u32(P, &k, "expected index")))
				break;
			VEC_PUSH(&idx, uint32_t, k);
		} while (accept(P, TK_COMMA));
		failed = failed || expect(P, TK_RPAREN, "expected ')' in constantexpr");
		Type *cur = agg->type;
		for (uint32_t k = 1; !failed && k < idx.len; k++) {
			uint32_t x = VEC_AT(&idx, uint32_t, k);
			if (cur->kind == TY_STRUCT && !(cur->flags & TYF_OPAQUE) && x < cur->nsub)
				cur = cur->sub[x];
			else if (cur->kind == TY_ARRAY && x < cur->count)
				cur = cur->elem;
			else
				failed = perror_at(P, at, "invalid indices for %s", op_names[op]);
		}
		if (!failed && op == OP_INSERTVALUE && val->type != cur)
			failed = perror_at(P, at, "insertvalue operand and field disagree in type");
		Type *res = op == OP_EXTRACTVALUE ? cur : agg->type;
		if (!failed && ty && res != ty)
			failed = type_mismatch(P, at, "constant expression type mismatch", ty, res);
		if (failed) {
			vec_free(&idx);
			return true;
		}
		c = (ConstExpr *)user_new(m, sizeof *c, VK_CEXPR, res, val ? 2 : 1);
		use_set(&c->u.ops[0], &c->u, agg);
		if (val)
			use_set(&c->u.ops[1], &c->u, val);
		VEC_AT(&idx, uint32_t, 0) = idx.len - 1;
		c->indices = arena_dup(&m->arena, idx.data, idx.len * sizeof(uint32_t));
		c->inrange_idx = -1;
		vec_free(&idx);
	} else {
		/* binary, cmp, select, vector ops: op [flags|pred] (T a, T b ...) */
		uint8_t pred = 0;
		if (op == OP_ICMP || op == OP_FCMP) {
			if (parse_predicate(P, op == OP_FCMP, &pred))
				return true;
		}
		for (;;) {
			if (accept(P, TK_KW_NUW))
				flags |= IF_NUW;
			else if (accept(P, TK_KW_NSW))
				flags |= IF_NSW;
			else if (accept(P, TK_KW_EXACT))
				flags |= IF_EXACT;
			else if (accept(P, TK_KW_DISJOINT))
				flags |= IF_DISJOINT;
			else
				break;
		}
		Vec vals = {0}, types = {0};
		bool failed = expect(P, TK_LPAREN, "expected '(' in constantexpr") ||
			      parse_elements(P, TK_RPAREN, &vals, &types);
		Type *res = NULL;
		Value **v = vals.data;
		uint32_t n = vals.len;
		if (!failed) {
			if (op_is_binary(op) || op == OP_FNEG) {
				uint32_t want = op == OP_FNEG ? 1 : 2;
				if (n != want || (want == 2 && v[0]->type != v[1]->type))
					failed = perror_at(P, at, "operands of constexpr must have same type");
				else
					res = v[0]->type;
			} else if (op == OP_ICMP || op == OP_FCMP) {
				if (n != 2 || v[0]->type != v[1]->type)
					failed = perror_at(P, at, "compare operands must have the same type");
				else {
					Type *i1 = type_int(m, 1);
					Type *ot = v[0]->type;
					res = ot->kind == TY_VECTOR ? type_vector(m, i1, ot->count, ot->flags & TYF_SCALABLE) : i1;
				}
			} else if (op == OP_SELECT) {
				if (n != 3 || v[1]->type != v[2]->type)
					failed = perror_at(P, at, "invalid select constant expression");
				else
					res = v[1]->type;
			} else if (op == OP_EXTRACTELEMENT) {
				if (n != 2 || v[0]->type->kind != TY_VECTOR)
					failed = perror_at(P, at, "invalid extractelement constexpr operands");
				else
					res = v[0]->type->elem;
			} else if (op == OP_INSERTELEMENT) {
				if (n != 3 || v[0]->type->kind != TY_VECTOR)
					failed = perror_at(P, at, "invalid insertelement constexpr operands");
				else
					res = v[0]->type;
			} else if (op == OP_SHUFFLEVECTOR) {
				if (n != 3 || v[0]->type->kind != TY_VECTOR || v[2]->type->kind != TY_VECTOR)
					failed = perror_at(P, at, "invalid shufflevector operands");
				else
					res = type_vector(m, v[0]->type->elem, v[2]->type->count,
							  v[2]->type->flags & TYF_SCALABLE);
			} else {
				failed = perror_at(P, at, "expected value token");
			}
			if (!failed && ty && res != ty)
				failed = type_mismatch(P, at, "constant expression type mismatch", ty, res);
		}
		if (failed) {
			vec_free(&vals);
			vec_free(&types);
			return true;
		}
		c = (ConstExpr *)user_new(m, sizeof *c, VK_CEXPR, res, n);
		for (uint32_t i = 0; i < n; i++)
			use_set(&c->u.ops[i], &c->u, v[i]);
		c->pred = pred;
		c->inrange_idx = -1;
		vec_free(&vals);
		vec_free(&types);
	}
	c->u.v.op = (uint8_t)op;
	c->u.flags = flags;
	if (op_is_cast(op))
		c->inrange_idx = -1;
	P->depth--;
	*out = &c->u.v;
	return false;
}
