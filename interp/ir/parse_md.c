/* parse_md.c — metadata.
 *
 * ehi does not interpret debug info, but must print it back exactly:
 * field values are kept as verbatim spans of the source; node references,
 * values and types are parsed so that renumbering and forward references
 * work. */
#include "ir/parse.h"

#include <string.h>

/* ------------------------------------------------------------- metadata */
static MDNode *
md_new(Parser *P, MDKind k, uint32_t loc)
{
	MDNode *n = arena_alloc(&P->m->arena, sizeof *n);
	n->kind = (uint8_t)k;
	n->loc = loc;
	return n;
}

/* The numbered node !N, created on first reference (a 32-bit number, as
 * LLVM's; the module's index keeps memory to the nodes referenced). */
static MDNode *
md_numbered(Parser *P, uint64_t id, uint32_t loc)
{
	if (id > UINT32_MAX) {
		perror_at(P, loc, "metadata number too large");
		return NULL;
	}
	MDNode **have = module_md_find(P->m, (uint32_t)id);
	if (have)
		return *have;
	MDNode *n = md_new(P, MDK_TUPLE, loc);
	n->numbered = 1;
	n->slot = (uint32_t)id;
	return module_md_add(P->m, n);
}

static bool parse_md_node_body(Parser *P, MDNode *n, int kind, bool distinct, uint32_t name_at);

static bool
type_starts(int k)
{
	switch (k) {
	case TK_INTTYPE: case TK_KW_PTR: case TK_KW_HALF: case TK_KW_BFLOAT: case TK_KW_FLOAT:
	case TK_KW_DOUBLE: case TK_KW_X86_FP80: case TK_KW_FP128: case TK_KW_PPC_FP128:
	case TK_KW_VOID: case TK_KW_TOKEN: case TK_LOCALVAR: case TK_LOCALID: case TK_LBRACE:
	case TK_LSQUARE: case TK_LESS: case TK_KW_X86_AMX: case TK_KW_X86_MMX: case TK_KW_TARGET:
	case TK_KW_LABEL:
		return true;
	}
	return false;
}

/* A typed value wrapped as metadata: i32 0, ptr %x.  A function's own
 * values only where LLVM allows them (local_ok: a call's `metadata`
 * operand, !DIArgList), never inside a node. */
static bool
parse_md_value(Parser *P, MDNode **out, bool local_ok)
{
	uint32_t at = tok_off(P);
	Type *t;
	Value *v;
	if (parse_type(P, &t, "expected type"))
		return true;
	if (t->kind == TY_METADATA)
		return perror_at(P, at, "invalid metadata-value-metadata roundtrip");
	if (!local_ok && (tk(P) == TK_LOCALVAR || tk(P) == TK_LOCALID))
		return perror_tok(P, "invalid use of function-local name");
	if (parse_value(P, t, &v))
		return true;
	MDNode *n = md_new(P, MDK_VALUE, at);
	use_set(&n->use, NULL, v);
	*out = n;
	return false;
}

/* !N | !{...} | !"str" | !DIxxx(...) — the '!'-introduced forms */
bool
parse_metadata_ref(Parser *P, MDNode **out)
{
	uint32_t at = tok_off(P);
	switch (tk(P)) {
	case TK_MDID:
		if (P->tok.big)
			return perror_tok(P, "metadata number too large");
		*out = md_numbered(P, P->tok.ival, at);
		if (!*out)
			return true;
		lex_next(P);
		return false;
	case TK_METAVAR: {
		/* !DILocation(...) and other specialised nodes inline */
		int kind = md_special_kind(P->text + P->tok.off, P->tok.len);
		if (!kind)
			return perror_tok(P, "expected metadata type");
		MDNode *n = md_new(P, MDK_SPECIAL, at);
		n->name = P->text + P->tok.off;
		n->namelen = P->tok.len;
		if (P->tok.len == 9 && memcmp(n->name, "DIArgList", 9) == 0)
			n->kind = MDK_ARGLIST;
		lex_next(P);
		if (parse_md_node_body(P, n, kind, false, at))
			return true;
		*out = n;
		return false;
	}
	case TK_EXCLAIM:
		lex_next(P);
		if (tk(P) == TK_STRING) {
			MDNode *n = md_new(P, MDK_STRING, at);
			n->name = P->text + P->tok.off;
			n->namelen = P->tok.len;
			lex_next(P);
			*out = n;
			return false;
		}
		if (tk(P) == TK_LBRACE) {
			MDNode *n = md_new(P, MDK_TUPLE, at);
			if (parse_md_node_body(P, n, 0, false, at))
				return true;
			*out = n;
			return false;
		}
		return perror_tok(P, "expected '{' here");
	default:
		return perror_tok(P, "expected metadata operand");
	}
}

/* An operand where metadata or a typed value may stand. */
bool
parse_md_operand(Parser *P, MDNode **out)
{
	if (tk(P) == TK_KW_NULL) { /* only meaningful inside nodes; callers handle */
		return perror_tok(P, "expected metadata operand");
	}
	if (type_starts(tk(P)))
		return parse_md_value(P, out, true);
	return parse_metadata_ref(P, out);
}

/* the operands of one node, with where each one's label and value begin
 * (for md_check_fields' messages): on the stack while few */
typedef struct MDOps {
	MDOp small[16];
	uint32_t small_label[16], small_value[16];
	MDOp *a;
	uint32_t *label, *value;
	uint32_t n, cap;
	uint32_t label_at, value_at; /* of the operand being parsed */
} MDOps;

static void
ops_push(MDOps *o, MDOp op)
{
	if (o->n == o->cap) {
		o->cap *= 2;
		if (o->a == o->small) {
			o->a = xmalloc(o->cap * sizeof *o->a);
			o->label = xmalloc(o->cap * sizeof *o->label);
			o->value = xmalloc(o->cap * sizeof *o->value);
			memcpy(o->a, o->small, o->n * sizeof *o->a);
			memcpy(o->label, o->small_label, o->n * sizeof *o->label);
			memcpy(o->value, o->small_value, o->n * sizeof *o->value);
		} else {
			o->a = xrealloc(o->a, o->cap * sizeof *o->a);
			o->label = xrealloc(o->label, o->cap * sizeof *o->label);
			o->value = xrealloc(o->value, o->cap * sizeof *o->value);
		}
	}
	o->label[o->n] = o->label_at;
	o->value[o->n] = o->value_at;
	o->a[o->n++] = op;
}

static bool
push_op(Parser *P, MDOps *ops, const char *field)
{
	MDOp op = {0};
	if (field)
		op.field = field, op.len = 0;
	switch (tk(P)) {
	case TK_KW_NULL:
		op.kind = MDO_NULL;
		lex_next(P);
		break;
	case TK_MDID: case TK_METAVAR: case TK_EXCLAIM:
		op.kind = MDO_NODE;
		if (parse_metadata_ref(P, &op.node))
			return true;
		break;
	default:
		/* a field's `{...}` (GenericDINode operands) is a list, not a type */
		if (type_starts(tk(P)) && tk(P) != TK_LOCALVAR && tk(P) != TK_LOCALID &&
		    !(field && tk(P) == TK_LBRACE)) {
			op.kind = MDO_NODE;
			if (parse_md_value(P, &op.node, false))
				return true;
			break;
		}
		if (tk(P) == TK_LOCALVAR || tk(P) == TK_LOCALID || tk(P) == TK_GLOBALVAR ||
		    tk(P) == TK_GLOBALID || (field == NULL && tk(P) != TK_INT && tk(P) != TK_STRING &&
					     tk(P) != TK_WORD && tk(P) != TK_KW_TRUE && tk(P) != TK_KW_FALSE))
			return perror_tok(P, "expected metadata operand");
		/* verbatim: tokens up to ',' or ')' at this level, e.g. DIFlagA | DIFlagB */
		{
			uint32_t s = P->tok.start, e = s;
			int depth = 0;
			while (tk(P) != TK_EOF && tk(P) != TK_ERROR &&
			       !(depth == 0 && (tk(P) == TK_COMMA || tk(P) == TK_RPAREN || tk(P) == TK_RBRACE))) {
				if (tk(P) == TK_MDID && (P->tok.big || !md_numbered(P, P->tok.ival, tok_off(P))))
					return P->tok.big ? perror_tok(P, "metadata number too large") : true;
				if (tk(P) == TK_LPAREN || tk(P) == TK_LBRACE)
					depth++;
				else if (tk(P) == TK_RPAREN || tk(P) == TK_RBRACE)
					depth--;
				e = (uint32_t)(P->p - P->text);
				lex_next(P);
			}
			if (P->failed)
				return true;
			if (e == s)
				return perror_tok(P, "expected metadata operand");
			op.kind = MDO_RAW;
			op.raw = P->text + s;
			op.len = e - s;
		}
	}
	ops_push(ops, op);
	return false;
}

/* '{' ops '}' for tuples, '(' [field:] value, ... ')' for specialised nodes
 * (checked against LLVM's demands on their fields; kind: the node's
 * md_special_kind, name_at: its name, distinct: whether the definition
 * says so) */
static bool
parse_md_node_body(Parser *P, MDNode *n, int kind, bool distinct, uint32_t name_at)
{
	bool tuple = n->kind == MDK_TUPLE;
	int close = tuple ? TK_RBRACE : TK_RPAREN;
	if (expect(P, tuple ? TK_LBRACE : TK_LPAREN, tuple ? "expected '{' here" : "expected '(' here"))
		return true;
	if (enter_nested(P))
		return true;
	MDOps ops;
	ops.a = ops.small;
	ops.label = ops.small_label;
	ops.value = ops.small_value;
	ops.n = 0;
	ops.cap = countof(ops.small);
	bool failed = false;
	if (tk(P) != close) {
		do {
			const char *field = NULL;
			ops.label_at = tok_off(P);
			if (!tuple && tk(P) == TK_LABELSTR) {
				field = md_field_name(P, P->text + P->tok.off, P->tok.len);
				lex_next(P);
			}
			ops.value_at = tok_off(P);
			if (n->kind == MDK_ARGLIST) {
				MDNode *v;
				if ((failed = parse_md_value(P, &v, true)))
					break;
				MDOp op = {.kind = MDO_NODE, .node = v};
				ops_push(&ops, op);
				continue;
			}
			if ((failed = push_op(P, &ops, field)))
				break;
		} while (accept(P, TK_COMMA));
	}
	uint32_t close_at = tok_off(P);
	failed = failed || expect(P, close, tuple ? "expected '}' here" : "expected ')' here");
	P->depth--;
	if (!failed) {
		n->nops = ops.n;
		n->ops = ops.n ? arena_dup(&P->m->arena, ops.a, ops.n * sizeof(MDOp)) : NULL;
	}
	if (!failed && n->kind == MDK_SPECIAL)
		failed = md_check_fields(P, n, kind, ops.label, ops.value, close_at, distinct, name_at);
	if (ops.a != ops.small) {
		free(ops.a);
		free(ops.label);
		free(ops.value);
	}
	return failed;
}

/* !N = [distinct] (!{...} | !DIxxx(...)) */
bool
parse_md_definition(Parser *P)
{
	uint32_t at = tok_off(P);
	if (P->tok.big)
		return perror_tok(P, "metadata number too large");
	MDNode *n = md_numbered(P, P->tok.ival, at);
	if (!n)
		return true;
	if (n->defined)
		return perror_at(P, at, "Metadata id is already used");
	lex_next(P);
	if (expect(P, TK_EQ, "expected '=' here"))
		return true;
	bool distinct = accept(P, TK_KW_DISTINCT);
	uint32_t name_at = tok_off(P);
	n->loc = at;
	int kind = 0;
	if (tk(P) == TK_METAVAR) {
		kind = md_special_kind(P->text + P->tok.off, P->tok.len);
		if (!kind)
			return perror_tok(P, "expected metadata type");
		n->kind = MDK_SPECIAL;
		n->name = P->text + P->tok.off;
		n->namelen = P->tok.len;
		if (P->tok.len == 9 && memcmp(n->name, "DIArgList", 9) == 0)
			return perror_tok(P, "!DIArgList cannot appear outside of a function");
		lex_next(P);
	} else if (accept(P, TK_EXCLAIM)) {
		if (tk(P) != TK_LBRACE)
			return perror_tok(P, "expected '{' here");
		n->kind = MDK_TUPLE;
	} else if (type_starts(tk(P))) {
		/* !N = i32 0 is not valid LLVM */
		return perror_tok(P, "unexpected type in metadata definition");
	} else {
		return perror_tok(P, "expected metadata here");
	}
	if (parse_md_node_body(P, n, kind, distinct, name_at))
		return true;
	n->distinct = distinct;
	n->defined = 1;
	return false;
}

/* !name = !{!0, !1} */
bool
parse_named_md(Parser *P)
{
	Module *m = P->m;
	NamedMD *nm = arena_alloc(&m->arena, sizeof *nm);
	size_t len;
	const char *name = tok_name(P, &P->tok, &len);
	nm->name = arena_strndup(&m->arena, name, len);
	lex_next(P);
	if (expect(P, TK_EQ, "expected '=' here") || expect(P, TK_EXCLAIM, "Expected '!' here") ||
	    expect(P, TK_LBRACE, "Expected '{' here"))
		return true;
	Vec v = {0};
	bool failed = false;
	if (tk(P) != TK_RBRACE) {
		do {
			MDNode *n;
			if (tk(P) == TK_METAVAR) { /* DIExpression allowed inline */
				if ((failed = parse_metadata_ref(P, &n)))
					break;
			} else if (tk(P) != TK_MDID) {
				failed = perror_tok(P, "expected '!' here");
				break;
			} else if ((failed = parse_metadata_ref(P, &n)))
				break;
			VEC_PUSH(&v, MDNode *, n);
		} while (accept(P, TK_COMMA));
	}
	failed = failed || expect(P, TK_RBRACE, "expected end of metadata node");
	if (!failed) {
		nm->n = v.len;
		nm->nodes = v.len ? arena_dup(&m->arena, v.data, v.len * sizeof(MDNode *)) : NULL;
		if (m->named_md_tail)
			m->named_md_tail->next = nm;
		else
			m->named_md = nm;
		m->named_md_tail = nm;
	}
	vec_free(&v);
	return failed;
}

/* (',' !kind !node)* on instructions and globals; `leading_comma` says
 * whether attachments are separated by commas (instructions, globals)
 * or not (function headers). */
bool
parse_md_attachments(Parser *P, MDAttach **out)
{
	MDAttach **tail = out;
	while (*tail)
		tail = &(*tail)->next;
	while (tk(P) == TK_METAVAR) {
		MDAttach *a = arena_alloc(&P->m->arena, sizeof *a);
		size_t len;
		const char *name = tok_name(P, &P->tok, &len);
		/* !dbg on nearly every instruction of a -g module: kind 0 */
		a->kind = len == 3 && memcmp(name, "dbg", 3) == 0 ? 0 : module_md_kind(P->m, name, len);
		lex_next(P);
		if (parse_metadata_ref(P, &a->node))
			return true;
		*tail = a;
		tail = &a->next;
		if (tk(P) != TK_COMMA)
			break;
		/* only continue if the comma introduces another attachment */
		const char *save_p = P->p;
		Tok save = P->tok;
		lex_next(P);
		if (tk(P) != TK_METAVAR) {
			P->p = save_p;
			P->tok = save;
			break;
		}
	}
	return false;
}
