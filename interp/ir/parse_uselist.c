/* parse_uselist.c — `uselistorder` and `uselistorder_bb` directives.
 *
 *   uselistorder TYPE VALUE ',' '{' N (',' N)* '}'
 *   uselistorder_bb @fn ',' %bb ',' '{' N (',' N)* '}'
 *
 * A directive reorders a value's use list, which changes no semantics, so
 * ehi drops it once it is checked as llvm-as checks it: the indexes are a
 * permutation of [0, n) that is not the identity (with LLVM's test, a sum
 * and a maximum), and n is the number of uses the value has at that
 * point.  Uses are counted on globals, arguments, instructions and blocks;
 * a constant's use list in LLVM spans the whole context (uniqued
 * constants), which ehi's per-module values cannot reproduce, so for
 * constants the count is not checked. */
#include "ir/parse.h"

#include <string.h>

/* '{' indexes '}': the shape checks that need no value */
static bool
parse_indexes(Parser *P, uint32_t *n)
{
	uint32_t at = tok_off(P);
	if (expect(P, TK_LBRACE, "expected '{' here"))
		return true;
	uint64_t sum = 0, max = 0;
	bool ordered = true;
	*n = 0;
	do {
		uint32_t x;
		if (parse_u32(P, &x, "expected 32-bit integer"))
			return true;
		sum += x;
		max = x > max ? x : max;
		ordered = ordered && x == *n;
		(*n)++;
	} while (accept(P, TK_COMMA));
	if (expect(P, TK_RBRACE, "expected '}' here"))
		return true;
	if (*n < 2)
		return perror_at(P, at, "expected >= 2 uselistorder indexes");
	/* LLVM's test: the indexes add up to 0+1+...+(n-1), none reaches n */
	if (sum != (uint64_t)*n * (*n - 1) / 2 || max >= *n)
		return perror_at(P, at, "expected distinct uselistorder indexes in range [0, size)");
	if (ordered)
		return perror_at(P, at, "expected uselistorder indexes to change the order");
	return false;
}

/* is there a blockaddress of b (in f)?  One is enough: LLVM's are
 * uniqued, one constant per block.  Those met before the function was
 * defined wait in pending_baddr until the end of the module. */
static bool
block_address_taken(Parser *P, const Block *b)
{
	for (const Use *u = b->v.uses; u; u = u->next)
		if (u->user && u->user->v.kind == VK_CBLOCKADDR)
			return true;
	for (uint32_t k = 0; k < P->pending_baddr.len; k++) {
		const PendingBlockAddr *pb = &VEC_AT(&P->pending_baddr, PendingBlockAddr, k);
		if (pb->c->u.ops[0].val != &b->parent->g.u.v)
			continue;
		if (pb->bb.kind == TK_LOCALID) {
			if (b->v.slot >= 0 && pb->bb.ival == (uint64_t)b->v.slot)
				return true;
		} else if (b->v.name) {
			size_t n;
			const char *nm = tok_name(P, &pb->bb, &n);
			if (strlen(b->v.name) == n && !memcmp(b->v.name, nm, n))
				return true;
		}
	}
	return false;
}

/* the uses LLVM would count: not metadata's; of a block, the
 * terminators' (a phi's incoming blocks are not uses in LLVM) and its
 * one blockaddress */
static uint32_t
count_uses(Parser *P, const Value *v)
{
	uint32_t k = 0;
	bool block = v->kind == VK_BLOCK;
	for (const Use *u = v->uses; u; u = u->next)
		k += u->user != NULL &&
		     !(block && (u->user->v.kind == VK_CBLOCKADDR ||
				 (u->user->v.kind == VK_INST && u->user->v.op == OP_PHI)));
	return k + (block && block_address_taken(P, (const Block *)v));
}

static bool
check_count(Parser *P, uint32_t at, const Value *v, uint32_t n)
{
	if (vk_is_const(v->kind) && !vk_is_global(v->kind))
		return false; /* see the head comment */
	uint32_t uses = count_uses(P, v);
	if (uses == 0)
		return perror_at(P, at, "value has no uses");
	if (uses == 1)
		return perror_at(P, at, "value only has one use");
	if (uses != n)
		return perror_at(P, at, "wrong number of indexes, expected %u", uses);
	return false;
}

bool
parse_uselistorder(Parser *P)
{
	uint32_t at = tok_off(P);
	if (tk(P) != TK_KW_USELISTORDER)
		return perror_tok(P, "expected uselistorder directive");
	lex_next(P);
	Value *v;
	uint32_t n;
	if (parse_typed_value(P, &v) ||
	    expect(P, TK_COMMA, "expected comma in uselistorder directive") || parse_indexes(P, &n))
		return true;
	return check_count(P, at, v, n);
}

bool
parse_uselistorder_bb(Parser *P)
{
	uint32_t at = tok_off(P);
	lex_next(P);
	Tok fn = P->tok;
	if (fn.kind != TK_GLOBALVAR && fn.kind != TK_GLOBALID)
		return perror_tok(P, "expected function name in uselistorder_bb");
	lex_next(P);
	if (expect(P, TK_COMMA, "expected comma in uselistorder_bb directive"))
		return true;
	Tok label = P->tok;
	if (label.kind != TK_LOCALVAR && label.kind != TK_LOCALID)
		return perror_tok(P, "expected basic block name in uselistorder_bb");
	lex_next(P);
	uint32_t n;
	if (expect(P, TK_COMMA, "expected comma in uselistorder_bb directive") || parse_indexes(P, &n))
		return true;
	Value *g;
	if (fn.kind == TK_GLOBALID) {
		g = fn.ival < P->m->gnumbered.len ? VEC_AT(&P->m->gnumbered, Value *, fn.ival) : NULL;
	} else {
		size_t len;
		const char *name = tok_name(P, &fn, &len);
		g = sym_find(P->m->gsyms, name, len);
	}
	if (!g || g->kind == VK_FWDREF)
		return perror_at(P, fn.start, "invalid function forward reference in uselistorder_bb");
	if (g->kind != VK_FUNCTION)
		return perror_at(P, fn.start, "expected function name in uselistorder_bb");
	Function *f = (Function *)g;
	if (f->is_decl)
		return perror_at(P, fn.start, "invalid declaration in uselistorder_bb");
	if (f->lazy)
		return false; /* a body not parsed yet (a library's): its blocks are unknown */
	if (label.kind == TK_LOCALID)
		return perror_at(P, label.start, "invalid numeric label in uselistorder_bb");
	size_t len;
	const char *name = tok_name(P, &label, &len);
	Value *b = sym_find(f->locals, name, len);
	if (!b)
		return perror_at(P, label.start, "invalid basic block in uselistorder_bb");
	if (b->kind != VK_BLOCK)
		return perror_at(P, label.start, "expected basic block in uselistorder_bb");
	return check_count(P, at, b, n);
}
