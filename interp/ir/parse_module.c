/* parse_module.c — top-level entities, the end-of-module checks, the
 * entry point.
 *
 *   module ::= toplevelentity*
 *
 * Globals, comdats, aliases, functions and module-level lines are parsed
 * here; what the module leaves unresolved (forward references to globals,
 * metadata, types, attribute groups; see parse.c) is reported at the end,
 * at its first use. */
#include "ir/parse.h"

#include <string.h>

/* ------------------------------------------------ global-value prefixes */
typedef struct GVPrefix {
	uint8_t linkage, has_linkage, preemption, visibility, dll, tls, unnamed_addr;
	uint32_t addrspace;
	uint8_t externally_init;
} GVPrefix;

static const struct { int tk; uint8_t link; } linkage_kw[] = {
	{TK_KW_PRIVATE, LINK_PRIVATE}, {TK_KW_INTERNAL, LINK_INTERNAL},
	{TK_KW_AVAILABLE_EXTERNALLY, LINK_AVAILABLE_EXTERNALLY}, {TK_KW_LINKONCE, LINK_LINKONCE},
	{TK_KW_WEAK, LINK_WEAK}, {TK_KW_COMMON, LINK_COMMON}, {TK_KW_APPENDING, LINK_APPENDING},
	{TK_KW_EXTERN_WEAK, LINK_EXTERN_WEAK}, {TK_KW_LINKONCE_ODR, LINK_LINKONCE_ODR},
	{TK_KW_WEAK_ODR, LINK_WEAK_ODR}, {TK_KW_EXTERNAL, LINK_EXTERNAL},
};

/* [linkage] [preemption] [visibility] [dll] [thread_local] [unnamed_addr] [addrspace] [externally_initialized]
 * with LLVM's parser's checks of how they combine; `at` is where LLVM
 * reports a local symbol that is not visible by default (the global's
 * name, the function's linkage). */
static bool
parse_gv_prefix(Parser *P, GVPrefix *x, bool is_var, uint32_t at)
{
	memset(x, 0, sizeof *x);
	if (!is_var)
		at = tok_off(P);
	for (size_t i = 0; i < countof(linkage_kw); i++)
		if (tk(P) == linkage_kw[i].tk) {
			x->linkage = linkage_kw[i].link;
			x->has_linkage = 1;
			lex_next(P);
			break;
		}
	if (accept(P, TK_KW_DSO_LOCAL))
		x->preemption = PREEMPT_DSO_LOCAL;
	else if (accept(P, TK_KW_DSO_PREEMPTABLE))
		x->preemption = PREEMPT_DSO_PREEMPTABLE;
	if (accept(P, TK_KW_DEFAULT))
		x->visibility = VIS_DEFAULT;
	else if (accept(P, TK_KW_HIDDEN))
		x->visibility = VIS_HIDDEN;
	else if (accept(P, TK_KW_PROTECTED))
		x->visibility = VIS_PROTECTED;
	bool local = x->linkage == LINK_PRIVATE || x->linkage == LINK_INTERNAL;
	if (local && x->visibility != VIS_DEFAULT)
		return perror_at(P, at, "symbol with local linkage must have default visibility");
	if (accept(P, TK_KW_DLLIMPORT))
		x->dll = DLL_IMPORT;
	else if (accept(P, TK_KW_DLLEXPORT))
		x->dll = DLL_EXPORT;
	if (x->preemption == PREEMPT_DSO_LOCAL && x->dll == DLL_IMPORT)
		return perror_tok(P, "dso_location and DLL-StorageClass mismatch");
	if (accept(P, TK_KW_THREAD_LOCAL)) {
		x->tls = TLS_GENERAL;
		if (accept(P, TK_LPAREN)) {
			if (accept(P, TK_KW_LOCALDYNAMIC))
				x->tls = TLS_LOCALDYNAMIC;
			else if (accept(P, TK_KW_INITIALEXEC))
				x->tls = TLS_INITIALEXEC;
			else if (accept(P, TK_KW_LOCALEXEC))
				x->tls = TLS_LOCALEXEC;
			else
				return perror_tok(P, "expected localdynamic, initialexec or localexec");
			if (expect(P, TK_RPAREN, "expected ')' after thread local model"))
				return true;
		}
	}
	if (accept(P, TK_KW_UNNAMED_ADDR))
		x->unnamed_addr = UA_UNNAMED;
	else if (accept(P, TK_KW_LOCAL_UNNAMED_ADDR))
		x->unnamed_addr = UA_LOCAL;
	if (is_var) {
		if (accept(P, TK_KW_ADDRSPACE)) {
			if (expect(P, TK_LPAREN, "expected '(' in address space") ||
			    parse_u32(P, &x->addrspace, "expected integer") ||
			    expect(P, TK_RPAREN, "expected ')' in address space"))
				return true;
		}
		if (accept(P, TK_KW_EXTERNALLY_INITIALIZED))
			x->externally_init = 1;
	}
	return false;
}

static void
apply_prefix(Global *g, const GVPrefix *x)
{
	g->linkage = x->linkage;
	g->preemption = x->preemption;
	g->visibility = x->visibility;
	g->dll = x->dll;
	g->tls = x->tls;
	g->unnamed_addr = x->unnamed_addr;
	g->addrspace = x->addrspace;
	g->externally_init = x->externally_init;
}

static void
append_global(Global **head, Global **tail, Global *g)
{
	if (*tail)
		(*tail)->next = g;
	else
		*head = g;
	*tail = g;
}

/* comdat [($name)] */
static Comdat *
comdat_ref(Parser *P, const char *name, size_t len, uint32_t loc)
{
	Module *m = P->m;
	Comdat *c = sym_find(m->comdat_names, name, len);
	if (c)
		return c;
	c = arena_alloc(&m->arena, sizeof *c);
	c->name = arena_strndup(&m->arena, name, len);
	c->loc = loc;
	c->kind = 0xff; /* referenced, not yet defined */
	sym_add(&m->arena, &m->comdat_names, c->name, c);
	return c;
}

static bool
parse_comdat_use(Parser *P, Global *g)
{
	lex_next(P); /* comdat */
	if (accept(P, TK_LPAREN)) {
		if (tk(P) != TK_COMDATVAR)
			return perror_tok(P, "expected comdat variable");
		size_t len;
		const char *nm = tok_name(P, &P->tok, &len);
		g->comdat = comdat_ref(P, nm, len, tok_off(P));
		lex_next(P);
		return expect(P, TK_RPAREN, "expected ')' after comdat var");
	}
	/* comdat without a name: the global's own name */
	if (!g->u.v.name)
		return perror_tok(P, "comdat cannot be unnamed");
	g->comdat = comdat_ref(P, g->u.v.name, strlen(g->u.v.name), tok_off(P));
	g->comdat_self = 1;
	return false;
}

/* $name = comdat kind */
static bool
parse_comdat_def(Parser *P)
{
	size_t len;
	const char *nm = tok_name(P, &P->tok, &len);
	uint32_t at = tok_off(P);
	Comdat *c = comdat_ref(P, nm, len, at);
	lex_next(P);
	if (expect(P, TK_EQ, "expected '=' here") || expect(P, TK_KW_COMDAT, "expected comdat keyword"))
		return true;
	static const struct { int tk; uint8_t k; } kinds[] = {
		{TK_KW_ANY, COMDAT_ANY}, {TK_KW_EXACTMATCH, COMDAT_EXACTMATCH},
		{TK_KW_LARGEST, COMDAT_LARGEST}, {TK_KW_NODEDUPLICATE, COMDAT_NODEDUP},
		{TK_KW_NODUPLICATES, COMDAT_NODEDUP}, {TK_KW_SAMESIZE, COMDAT_SAMESIZE},
	};
	for (size_t i = 0; i < countof(kinds); i++)
		if (tk(P) == kinds[i].tk) {
			if (c->kind != 0xff)
				return perror_at(P, at, "redefinition of comdat '$%.*s'", (int)len, nm);
			c->kind = kinds[i].k;
			c->loc = at;
			lex_next(P);
			Module *m = P->m;
			if (m->comdats_tail)
				m->comdats_tail->next = c;
			else
				m->comdats = c;
			m->comdats_tail = c;
			return false;
		}
	return perror_tok(P, "unknown selection kind");
}

/* The part after '=' of @g = ... global|constant|alias|ifunc */
static bool
parse_global(Parser *P, const Tok *name, uint32_t loc)
{
	Module *m = P->m;
	GVPrefix x;
	if (parse_gv_prefix(P, &x, true, loc))
		return true;
	if (tk(P) == TK_KW_ALIAS || tk(P) == TK_KW_IFUNC) {
		bool is_ifunc = tk(P) == TK_KW_IFUNC;
		lex_next(P);
		Type *vty, *aty;
		Value *aliasee;
		uint32_t vty_at = tok_off(P);
		if (parse_type(P, &vty, "expected type") ||
		    expect(P, TK_COMMA, "expected comma after alias or ifunc's type"))
			return true;
		/* LLVM writes a constant-expression aliasee without its type */
		if (tk_is_opcode(tk(P))) {
			if (parse_constant(P, NULL, &aliasee))
				return true;
		} else if (parse_type(P, &aty, "expected type") || parse_constant(P, aty, &aliasee)) {
			return true;
		}
		aty = aliasee->type;
		if (aty->kind != TY_PTR)
			return perror_at(P, loc, "An alias or ifunc must have pointer type");
		if (!is_ifunc && aty->elem && aty->elem != vty) {
			char want[128];
			snprintf(want, sizeof want, "%s", type_str(vty));
			return perror_at(P, vty_at, "explicit pointee type doesn't match operand's pointee type (%s vs %s)",
					 want, type_str(aty->elem));
		}
		Alias *a = (Alias *)user_new(m, sizeof *a, is_ifunc ? VK_IFUNC : VK_ALIAS,
					     aty->elem ? type_ptr(m, vty, aty->bits) : aty, 1);
		a->vty = vty;
		a->g.loc = loc;
		apply_prefix(&a->g, &x);
		use_set(&a->g.u.ops[0], &a->g.u, aliasee);
		if (define_global(P, &a->g, name, loc))
			return true;
		while (accept(P, TK_COMMA)) {
			if (accept(P, TK_KW_PARTITION)) {
				if (parse_string(P, &a->g.partition))
					return true;
			} else if (tk(P) == TK_METAVAR) {
				if (parse_md_attachments(P, &a->g.md))
					return true;
			} else
				return perror_tok(P, "unknown alias or ifunc property!");
		}
		append_global(&m->aliases, &m->aliases_tail, &a->g);
		return false;
	}
	bool is_const;
	if (accept(P, TK_KW_GLOBAL))
		is_const = false;
	else if (accept(P, TK_KW_CONSTANT))
		is_const = true;
	else
		return perror_tok(P, "expected 'global' or 'constant'");
	Type *vty;
	uint32_t tat = tok_off(P);
	if (parse_type(P, &vty, "expected type"))
		return true;
	if (vty->kind == TY_FUNC || vty->kind == TY_LABEL || vty->kind == TY_METADATA ||
	    vty->kind == TY_TOKEN || vty->kind == TY_VOID || vty->kind == TY_X86_AMX)
		return perror_at(P, tat, "invalid type for global variable");
	bool has_init = !(x.has_linkage &&
			  (x.linkage == LINK_EXTERNAL || x.linkage == LINK_EXTERN_WEAK));
	Type *pty = ptr_to(P, vty, x.addrspace);
	GlobalVar *gv = (GlobalVar *)user_new(m, sizeof *gv, VK_GLOBALVAR, pty, has_init ? 1 : 0);
	gv->vty = vty;
	gv->is_const = is_const;
	gv->g.loc = loc;
	apply_prefix(&gv->g, &x);
	/* the name must be bound before the initialiser: it may refer to itself */
	if (define_global(P, &gv->g, name, loc))
		return true;
	if (has_init) {
		Value *init;
		if (parse_constant(P, vty, &init))
			return true;
		use_set(&gv->g.u.ops[0], &gv->g.u, init);
	}
	while (accept(P, TK_COMMA)) {
		switch (tk(P)) {
		case TK_KW_SECTION:
			lex_next(P);
			if (parse_string(P, &gv->g.section))
				return true;
			break;
		case TK_KW_PARTITION:
			lex_next(P);
			if (parse_string(P, &gv->g.partition))
				return true;
			break;
		case TK_KW_COMDAT:
			if (parse_comdat_use(P, &gv->g))
				return true;
			break;
		case TK_KW_ALIGN:
			lex_next(P);
			if (parse_align(P, &gv->g.align_log2p1))
				return true;
			break;
		case TK_METAVAR:
			if (parse_md_attachments(P, &gv->g.md))
				return true;
			break;
		case TK_KW_CODE_MODEL: case TK_KW_NO_SANITIZE_ADDRESS:
		case TK_KW_NO_SANITIZE_HWADDRESS: case TK_KW_SANITIZE_MEMTAG:
		case TK_KW_SANITIZE_ADDRESS_DYNINIT: {
			/* kept verbatim */
			uint32_t s = P->tok.start;
			if (accept(P, TK_KW_CODE_MODEL)) {
				if (tk(P) != TK_STRING)
					return perror_tok(P, "expected code model");
			}
			lex_next(P);
			size_t n = (size_t)(P->text + P->tok.start - (P->text + s));
			while (n && (P->text[s + n - 1] == ' ' || P->text[s + n - 1] == '\n'))
				n--;
			Buf b = {0};
			if (gv->g.extra)
				buf_puts(&b, gv->g.extra), buf_puts(&b, ", ");
			buf_put(&b, P->text + s, n);
			gv->g.extra = arena_strndup(&m->arena, b.s, b.len);
			buf_free(&b);
			break;
		}
		default:
			return perror_tok(P, "unknown global variable property!");
		}
	}
	if (tk(P) == TK_ATTRGRP || tk(P) == TK_STRING || tk(P) == TK_WORD) {
		if (parse_attr_list(P, &gv->g.attrs, ATTRCTX_GLOBAL))
			return true;
	}
	append_global(&m->globals, &m->globals_tail, &gv->g);
	return false;
}

/* --------------------------------------------------------------- functions */
uint32_t
parse_cc(Parser *P, bool *failed)
{
	*failed = false;
	if (tk(P) == TK_KW_CC) {
		lex_next(P);
		uint32_t cc;
		if (parse_u32(P, &cc, tk(P) == TK_INT && (P->tok.big || P->tok.ival > UINT32_MAX)
					       ? "expected 32-bit integer (too large)" : "expected integer")) {
			*failed = true;
			return 0;
		}
		return cc;
	}
	uint32_t cc = 0;
	if (tk(P) == TK_WORD && cc_from_name(P->text + P->tok.off, P->tok.len, &cc))
		lex_next(P);
	return cc;
}

/* define|declare: the header; `is_define` selects the body. */
/* a lazy module: keep where f's body is and its parameters' name
 * tokens, and go on after the body (the line that starts with '}') */
static bool
skip_body(Parser *P, Function *f, const Vec *pnames)
{
	if (tk(P) != TK_LBRACE)
		return perror_tok(P, "expected '{' in function body");
	const char *end = P->text + P->src->len, *at = P->text + P->tok.start;
	/* look for the '}' (rarer than newlines) and check it starts a line */
	const char *close = at + 1;
	while ((close = memchr(close, '}', (size_t)(end - close))) && close[-1] != '\n')
		close++;
	if (!close)
		return perror_tok(P, "found end of file when expecting more instructions");
	close--; /* on the newline, as the code below expects */
	f->lazy = 1;
	f->body_off = P->tok.start;
	if (pnames->len) {
		Tok *t = arena_alloc(&P->m->arena, pnames->len * sizeof *t);
		memcpy(t, pnames->data, pnames->len * sizeof *t);
		f->lazy_params = t;
	}
	P->p = close + 2;
	lex_next(P);
	return false;
}

static bool
parse_function(Parser *P, bool is_define)
{
	Module *m = P->m;
	uint32_t loc = tok_off(P);
	lex_next(P);
	/* declarations carry their attachments first: declare !dbg !3 i32 @f() */
	MDAttach *decl_md = NULL;
	while (!is_define && tk(P) == TK_METAVAR) {
		MDAttach *a = arena_alloc(&m->arena, sizeof *a);
		size_t len;
		const char *nm = tok_name(P, &P->tok, &len);
		a->kind = module_md_kind(m, nm, len);
		lex_next(P);
		if (parse_metadata_ref(P, &a->node))
			return true;
		a->next = decl_md;
		decl_md = a;
	}
	GVPrefix x;
	if (parse_gv_prefix(P, &x, false, 0))
		return true;
	bool failed;
	uint32_t cc = parse_cc(P, &failed);
	if (failed)
		return true;
	AttrSet *ret_attrs = NULL;
	if (parse_attr_list(P, &ret_attrs, ATTRCTX_RET))
		return true;
	Type *ret;
	uint32_t rat = tok_off(P);
	if (parse_type_allow_void(P, &ret))
		return true;
	if (ret->kind == TY_LABEL || ret->kind == TY_METADATA || ret->kind == TY_FUNC)
		return perror_at(P, rat, "invalid function return type");
	if (tk(P) != TK_GLOBALVAR && tk(P) != TK_GLOBALID)
		return perror_tok(P, "expected function name");
	Tok name = P->tok;
	lex_next(P);
	if (expect(P, TK_LPAREN, "expected '(' in function argument list"))
		return true;
	/* parameters */
	Vec ptypes = {0}, pattrs = {0}, pnames = {0};
	uint32_t argnext = 0; /* the next unnamed parameter's number */
	Sym *seen = NULL;     /* the parameters' names */
	bool vararg = false;
	failed = false;
	if (tk(P) != TK_RPAREN) {
		do {
			if (accept(P, TK_DOTDOTDOT)) {
				vararg = true;
				break;
			}
			Type *t;
			AttrSet *a = NULL;
			uint32_t pat = tok_off(P);
			if ((failed = parse_type(P, &t, "expected type") || parse_attr_list(P, &a, ATTRCTX_PARAM)))
				break;
			if (t->kind == TY_VOID || t->kind == TY_LABEL || t->kind == TY_FUNC) {
				failed = perror_at(P, pat, "invalid type for function argument");
				break;
			}
			Tok pn = {0};
			if (tk(P) == TK_LOCALVAR || tk(P) == TK_LOCALID) {
				pn = P->tok;
				lex_next(P);
			}
			/* names and numbers are checked here, declarations too,
			 * as LLVM does (the error points at the type) */
			if (pn.kind == TK_LOCALVAR) {
				size_t len;
				const char *nm = tok_name(P, &pn, &len);
				if (sym_find(seen, nm, len)) {
					failed = perror_at(P, pat, "redefinition of argument '%%%.*s'", (int)len, nm);
					break;
				}
				sym_add(&m->arena, &seen, arena_strndup(&m->arena, nm, len), &seen);
			}
			if (pn.kind == TK_LOCALID && !pn.big &&
			    (failed = check_number(P, pat, pn.ival, &argnext, NUM_ARG)))
				break;
			/* LLVM 14 then numbers them all as unnamed ones, and its
			 * count skips an unnamed first parameter (so `i32, i32 %0`
			 * is right there, its arguments %0 and %1) */
			if (P->m->llvm == 14 && pn.kind == TK_LOCALID)
				pn = (Tok){0};
			else if (!pn.kind && (P->m->llvm != 14 || ptypes.len > 0))
				argnext++;
			VEC_PUSH(&ptypes, Type *, t);
			VEC_PUSH(&pattrs, AttrSet *, a);
			VEC_PUSH(&pnames, Tok, pn);
		} while (accept(P, TK_COMMA));
	}
	sym_clear(&seen);
	failed = failed || expect(P, TK_RPAREN, "expected ')' at end of argument list");
	Function *f = NULL;
	if (!failed) {
		Type *fty = type_func(m, ret, ptypes.data, ptypes.len, vararg);
		f = (Function *)user_new(m, sizeof *f, VK_FUNCTION, NULL, FN__NOPS);
		f->fty = fty;
		f->cc = cc;
		f->ret_attrs = ret_attrs;
		f->is_decl = !is_define;
		f->g.loc = loc;
		for (MDAttach *a = decl_md, *next; a; a = next) { /* restore source order */
			next = a->next;
			a->next = f->g.md;
			f->g.md = a;
		}
		apply_prefix(&f->g, &x);
		f->nargs = ptypes.len;
		f->args = arena_alloc(&m->arena, ptypes.len * sizeof(Arg) + 1);
		f->param_attrs = arena_alloc(&m->arena, (pattrs.len + 1) * sizeof(AttrSet *));
		if (pattrs.len)
			memcpy(f->param_attrs, pattrs.data, pattrs.len * sizeof(AttrSet *));
		for (uint32_t i = 0; i < ptypes.len; i++) {
			Arg *a = &f->args[i];
			a->v.kind = VK_ARG;
			a->v.type = VEC_AT(&ptypes, Type *, i);
			a->v.slot = -1;
			a->parent = f;
			a->index = i;
		}
	}
	/* trailing properties, in any order */
	uint32_t fn_as = 0;
	while (!failed && f) {
		switch (tk(P)) {
		case TK_KW_UNNAMED_ADDR: lex_next(P); f->g.unnamed_addr = UA_UNNAMED; continue;
		case TK_KW_LOCAL_UNNAMED_ADDR: lex_next(P); f->g.unnamed_addr = UA_LOCAL; continue;
		case TK_KW_ADDRSPACE:
			lex_next(P);
			failed = expect(P, TK_LPAREN, "expected '(' in address space") ||
				 parse_u32(P, &fn_as, "expected integer") ||
				 expect(P, TK_RPAREN, "expected ')' in address space");
			f->g.addrspace = fn_as;
			continue;
		case TK_KW_SECTION: lex_next(P); failed = parse_string(P, &f->g.section); continue;
		case TK_KW_PARTITION: lex_next(P); failed = parse_string(P, &f->g.partition); continue;
		case TK_KW_COMDAT:
			/* comdat without a name needs the function's name: bind later */
			if (!f->g.u.v.name && name.kind == TK_GLOBALVAR) {
				size_t len;
				const char *nm = tok_name(P, &name, &len);
				f->g.u.v.name = arena_strndup(&m->arena, nm, len);
			}
			failed = parse_comdat_use(P, &f->g);
			continue;
		case TK_KW_ALIGN: lex_next(P); failed = parse_align(P, &f->g.align_log2p1); continue;
		case TK_KW_GC: lex_next(P); failed = parse_string(P, &f->gc); continue;
		case TK_KW_PREFIX: case TK_KW_PROLOGUE: case TK_KW_PERSONALITY: {
			int slot = tk(P) == TK_KW_PREFIX ? FN_PREFIX : tk(P) == TK_KW_PROLOGUE ? FN_PROLOGUE
											: FN_PERSONALITY;
			lex_next(P);
			Value *c;
			if ((failed = parse_typed_value(P, &c)))
				continue;
			use_set(&f->g.u.ops[slot], &f->g.u, c);
			continue;
		}
		case TK_METAVAR: {
			/* !dbg !12 !prof !3 (no commas); a declaration's come
			 * before its header, so here `!name` begins named metadata */
			if (!is_define)
				break;
			MDAttach **tail = &f->g.md;
			while (*tail)
				tail = &(*tail)->next;
			MDAttach *a = arena_alloc(&m->arena, sizeof *a);
			size_t len;
			const char *nm = tok_name(P, &P->tok, &len);
			a->kind = module_md_kind(m, nm, len);
			lex_next(P);
			if ((failed = parse_metadata_ref(P, &a->node)))
				continue;
			*tail = a;
			continue;
		}
		case TK_ATTRGRP: case TK_STRING: case TK_WORD: case TK_KW_ALIGNSTACK:
		case TK_KW_INALLOCA: case TK_KW_SWIFTERROR: case TK_KW_SANITIZE_MEMTAG:
		case TK_KW_NO_SANITIZE_ADDRESS: case TK_KW_NO_SANITIZE_HWADDRESS:
		case TK_KW_SANITIZE_ADDRESS_DYNINIT: {
			AttrSet *a = NULL;
			uint32_t before = P->tok.start;
			if ((failed = parse_attr_list(P, &a, ATTRCTX_FN)))
				continue;
			if (P->tok.start == before)
				break; /* not an attribute: the caller reports what it is */
			if (f->fn_attrs && a) { /* two runs of attributes: merge */
				Vec all = {0}, gr = {0};
				for (uint32_t i = 0; i < f->fn_attrs->n; i++)
					VEC_PUSH(&all, Attr, f->fn_attrs->attrs[i]);
				for (uint32_t i = 0; i < a->n; i++)
					VEC_PUSH(&all, Attr, a->attrs[i]);
				for (uint32_t i = 0; i < f->fn_attrs->ngroups; i++)
					VEC_PUSH(&gr, uint32_t, f->fn_attrs->groups[i]);
				for (uint32_t i = 0; i < a->ngroups; i++)
					VEC_PUSH(&gr, uint32_t, a->groups[i]);
				f->fn_attrs = attrs_unique(m, all.data, all.len, gr.data, gr.len);
				vec_free(&all);
				vec_free(&gr);
			} else if (a)
				f->fn_attrs = a;
			continue;
		}
		default:
			break;
		}
		break;
	}
	if (!failed) {
		f->g.u.v.type = ptr_to(P, f->fty, fn_as);
		/* the comdat case above may have set the name early */
		f->g.u.v.name = NULL;
		failed = define_global(P, &f->g, &name, loc);
	}
	if (!failed) {
		append_global(&m->funcs, &m->funcs_tail, &f->g);
		f->index = ++m->nfuncs;
	}
	if (!failed && is_define && m->lazy_bodies) {
		failed = skip_body(P, f, &pnames);
	} else if (!failed && is_define) {
		P->fn = f;
		P->next_local = 0;
		/* arguments take names or the first numbers */
		for (uint32_t i = 0; !failed && i < f->nargs; i++) {
			Tok *pn = &VEC_AT(&pnames, Tok, i);
			failed = define_local(P, &f->args[i].v, pn->kind ? pn : NULL, pn->kind ? pn->start : loc);
		}
		failed = failed || parse_function_body(P, f);
		P->fn = NULL;
	} else if (!failed) {
		/* declarations may still name their parameters */
		for (uint32_t i = 0; i < f->nargs; i++) {
			Tok *pn = &VEC_AT(&pnames, Tok, i);
			if (pn->kind == TK_LOCALVAR) {
				size_t len;
				const char *nm = tok_name(P, pn, &len);
				f->args[i].v.name = arena_strndup(&m->arena, nm, len);
			}
		}
	}
	vec_free(&ptypes);
	vec_free(&pattrs);
	vec_free(&pnames);
	return failed;
}

/* ------------------------------------------------------------ top level */
/* After `^N =`: a summary entry's kind, and its body skipped as raw text
 * (strings hold no brackets here) once its brackets balance.  `flags` and
 * `blockcount` take a number, the others a parenthesised body. */
static bool
skip_summary(Parser *P)
{
	static const char *const kinds[] = {"module", "gv", "typeid", "typeidCompatibleVTable", "flags",
					    "blockcount"};
	const char *q = P->p, *end = P->text + P->src->len;
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	const char *w = q;
	while (q < end && ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z')))
		q++;
	size_t k = 0, n = (size_t)(q - w);
	while (k < countof(kinds) && !(strlen(kinds[k]) == n && memcmp(kinds[k], w, n) == 0))
		k++;
	if (k == countof(kinds))
		return perror_at(P, (uint32_t)(w - P->text), "unexpected summary kind");
	if (q == end || *q++ != ':')
		return perror_at(P, (uint32_t)(q - P->text), "expected ':' here");
	while (q < end && (*q == ' ' || *q == '\t'))
		q++;
	bool number = k >= 4;
	if (number ? q == end || *q < '0' || *q > '9' : q == end || *q != '(')
		return perror_at(P, (uint32_t)(q - P->text), number ? "expected integer" : "expected '(' here");
	int depth = 0;
	bool in_str = false;
	for (; q < end; q++) {
		if (in_str) {
			in_str = *q != '"';
			continue;
		}
		if (*q == '"')
			in_str = true;
		else if (*q == '(')
			depth++;
		else if (*q == ')' && --depth < 0)
			return perror_at(P, (uint32_t)(q - P->text), "expected end of summary entry");
		else if (*q == '\n' && depth == 0)
			break;
		else if (*q == ';' && depth == 0) /* a comment ends the entry */
			break;
	}
	if (depth > 0)
		return perror_at(P, (uint32_t)(q - P->text), "expected ')' here");
	P->p = q;
	lex_next(P);
	return false;
}

static bool
parse_toplevel(Parser *P)
{
	Module *m = P->m;
	uint32_t at = tok_off(P);
	switch (tk(P)) {
	case TK_KW_SOURCE_FILENAME:
		lex_next(P);
		return expect(P, TK_EQ, "expected '=' after source_filename") ||
		       parse_string(P, &m->source_filename);
	case TK_KW_TARGET:
		lex_next(P);
		if (accept(P, TK_KW_TRIPLE))
			return expect(P, TK_EQ, "expected '=' after target triple") ||
			       parse_string(P, &m->triple);
		if (accept(P, TK_KW_DATALAYOUT)) {
			if (expect(P, TK_EQ, "expected '=' after target datalayout"))
				return true;
			m->datalayout_loc = tok_off(P);
			return parse_string(P, &m->datalayout);
		}
		return perror_tok(P, "unknown target property");
	case TK_KW_MODULE:
		lex_next(P);
		if (expect(P, TK_KW_ASM, "expected 'module asm'"))
			return true;
		if (tk(P) != TK_STRING)
			return perror_tok(P, "expected string constant");
		VEC_PUSH(&m->module_asm, const char *,
			 arena_strndup(&m->arena, P->text + P->tok.off, P->tok.len));
		lex_next(P);
		return false;
	case TK_LOCALVAR:
	case TK_LOCALID: {
		/* %T = type ... */
		Tok name = P->tok;
		lex_next(P);
		if (expect(P, TK_EQ, "expected '=' after name") ||
		    expect(P, TK_KW_TYPE, "expected 'type' after '='"))
			return true;
		char num[32];
		const char *nm = num;
		size_t len;
		if (name.kind == TK_LOCALID) {
			if (name.big)
				return perror_at(P, at, "type number too large");
			len = (size_t)snprintf(num, sizeof num, "%llu", (unsigned long long)name.ival);
		} else {
			nm = tok_name(P, &name, &len);
		}
		Type *st = type_named(m, nm, len);
		/* a name given to a non-struct type (below) maps to that type,
		 * which is no struct of this name: naming it again redefines it */
		if (st->kind != TY_STRUCT || !st->name || strlen(st->name) != len ||
		    memcmp(st->name, nm, len) || st->flags & TYF_DEFINED || st->loc == 1u << 31)
			return perror_at(P, at, "redefinition of type");
		uint8_t numbered = st->flags & TYF_NUMBERED;
		if (name.kind == TK_LOCALID)
			numbered = TYF_NUMBERED;
		if (accept(P, TK_KW_OPAQUE)) {
			st->flags = TYF_OPAQUE | numbered;
			st->loc = 1u << 31; /* defined as opaque */
		} else if (tk(P) == TK_LBRACE || tk(P) == TK_LESS) {
			bool packed = accept(P, TK_LESS);
			if (expect(P, TK_LBRACE, "expected '{'"))
				return true;
			Vec v = {0};
			bool failed = false;
			if (tk(P) != TK_RBRACE) {
				do {
					Type *t;
					if ((failed = parse_type(P, &t, "expected type")))
						break;
					VEC_PUSH(&v, Type *, t);
				} while (accept(P, TK_COMMA));
			}
			failed = failed || expect(P, TK_RBRACE, "expected '}' at end of struct") ||
				 (packed && expect(P, TK_GREATER, "expected '>' in packed struct"));
			if (!failed) {
				type_set_body(m, st, v.data, v.len, packed);
				st->flags |= numbered;
				st->loc = at;
			}
			vec_free(&v);
			if (failed)
				return true;
		} else {
			/* %T = type [4 x i8]: a non-struct type just names another type */
			if (st->loc)
				return perror_at(P, at, "forward references to non-struct type");
			Type *target;
			uint32_t tat = tok_off(P);
			if (parse_type(P, &target, "expected type"))
				return true;
			if (st->loc) /* it named itself */
				return perror_at(P, tat, "non-struct types may not be recursive");
			Sym *e = sym_entry(m->type_names, st->name, strlen(st->name));
			e->p = target;
			return false;
		}
		VEC_PUSH(&m->type_defs, Type *, st);
		return false;
	}
	case TK_COMDATVAR:
		return parse_comdat_def(P);
	case TK_GLOBALVAR:
	case TK_GLOBALID: {
		Tok name = P->tok;
		lex_next(P);
		if (expect(P, TK_EQ, "expected '=' here"))
			return true;
		return parse_global(P, &name, at);
	}
	case TK_KW_DEFINE:
		return parse_function(P, true);
	case TK_KW_DECLARE:
		return parse_function(P, false);
	case TK_KW_ATTRIBUTES:
		return parse_attr_group(P);
	case TK_METAVAR:
		return parse_named_md(P);
	case TK_MDID:
		return parse_md_definition(P);
	case TK_KW_USELISTORDER:
		return parse_uselistorder(P);
	case TK_KW_USELISTORDER_BB:
		return parse_uselistorder_bb(P);
	case TK_SUMMARYID:
		/* ^N = module: (...) — summaries are for ThinLTO; skipped */
		lex_next(P);
		if (tk(P) != TK_EQ)
			return perror_tok(P, "expected '=' here");
		return skip_summary(P);
	case TK_ERROR:
		return true;
	default:
		return perror_tok(P, "expected top-level entity");
	}
}

/* ---------------------------------------------------- end-of-module checks */
/* an intrinsic a call uses and the module never declares: LLVM 17+ declares
 * it, with the type of its first call (LLVM 14 rejects the module) */
static void
declare_on_use(Parser *P, Sym *s)
{
	Module *m = P->m;
	FwdRef *r = s->p;
	Function *f = (Function *)user_new(m, sizeof *f, VK_FUNCTION, NULL, FN__NOPS);
	f->fty = r->call_fty;
	f->is_decl = true;
	f->g.loc = r->loc;
	f->g.src = (uint16_t)(m->sources.len - 1);
	f->g.u.v.type = r->v.type;
	f->nargs = f->fty->nsub;
	f->args = arena_alloc(&m->arena, f->nargs * sizeof(Arg) + 1);
	f->param_attrs = arena_alloc(&m->arena, (f->nargs + 1) * sizeof(AttrSet *));
	for (uint32_t i = 0; i < f->nargs; i++) {
		f->args[i].v.kind = VK_ARG;
		f->args[i].v.type = f->fty->sub[i];
		f->args[i].v.slot = -1;
		f->args[i].parent = f;
		f->args[i].index = i;
	}
	value_replace_all_uses(&r->v, &f->g.u.v);
	f->g.u.v.name = r->v.name;
	s->p = &f->g.u.v;
	append_global(&m->funcs, &m->funcs_tail, &f->g);
	f->index = ++m->nfuncs;
}

/* ---------------------------------------------------- end-of-module checks */
/* (An attribute group referenced and never defined is not an error: LLVM
 * reads it as an empty group, and so does every attribute query here.) */
static bool
validate_end(Parser *P)
{
	Module *m = P->m;
	/* types referenced but never defined */
	for (Sym *s = m->type_names; s; s = s->hh.next) {
		Type *t = s->p;
		if (!(t->flags & TYF_DEFINED) && t->loc != 1u << 31 && t->loc) {
			if (t->name[0] >= '0' && t->name[0] <= '9')
				return perror_at(P, t->loc - 1, "use of undefined type '%%%s'", t->name);
			return perror_at(P, t->loc - 1, "use of undefined type named '%s'", t->name);
		}
	}
	for (Sym *s = m->comdat_names; s; s = s->hh.next) {
		Comdat *c = s->p;
		if (c->kind == 0xff)
			return perror_at(P, c->loc, "use of undefined comdat '$%s'", c->name);
	}
	/* the lowest undefined number, as LLVM reports it */
	MDNode *undef_md = NULL;
	for (uint32_t i = 0; i < m->md_numbered.len; i++) {
		MDNode *n = VEC_AT(&m->md_numbered, MDNode *, i);
		if (!n->defined && (!undef_md || n->slot < undef_md->slot))
			undef_md = n;
	}
	if (undef_md)
		return perror_at(P, undef_md->loc, "use of undefined metadata '!%u'", undef_md->slot);
	for (Sym *s = m->gsyms; s; s = s->hh.next) {
		Value *v = s->p;
		if (v->kind == VK_FWDREF && ((FwdRef *)v)->call_fty)
			declare_on_use(P, s);
		else if (v->kind == VK_FWDREF)
			return perror_at(P, ((FwdRef *)v)->loc, "use of undefined value '@%s'", v->name);
	}
	for (uint32_t i = 0; i < m->gnumbered.len; i++) {
		Value *v = VEC_AT(&m->gnumbered, Value *, i);
		if (v && v->kind == VK_FWDREF)
			return perror_at(P, ((FwdRef *)v)->loc, "use of undefined value '@%u'", i);
	}
	/* blockaddress(@f, %bb) */
	for (uint32_t i = 0; i < P->pending_baddr.len; i++) {
		PendingBlockAddr *pb = &VEC_AT(&P->pending_baddr, PendingBlockAddr, i);
		Value *fv = pb->c->u.ops[0].val;
		if (fv->kind != VK_FUNCTION || ((Function *)fv)->is_decl)
			return perror_at(P, pb->bb.start, "expected function name in blockaddress");
		Function *f = (Function *)fv;
		Value *b = NULL;
		if (pb->bb.kind == TK_LOCALID) {
			if (pb->bb.ival < f->numbered.len)
				b = VEC_AT(&f->numbered, Value *, pb->bb.ival);
		} else {
			size_t len;
			const char *nm = tok_name(P, &pb->bb, &len);
			b = sym_find(f->locals, nm, len);
		}
		if (!b || b->kind != VK_BLOCK || !((Block *)b)->defined)
			return perror_at(P, pb->bb.start, "referenced value is not a basic block");
		use_set(&pb->c->u.ops[1], &pb->c->u, b);
	}
	return false;
}

/* ------------------------------------------------------------ entry point */
/* Is the module written with opaque `ptr` or with typed pointers?  The
 * result type of an alloca or a global (T* or ptr) must be known before
 * any pointer type may have been seen, so the first time it matters the
 * text ahead is scanned for the first pointer type: a `*` (only pointer
 * types use it) or the word `ptr`, outside strings and comments.  With
 * neither, typed pointers (LLVM 14's default) print identically. */
void
decide_ptr_mode(Parser *P)
{
	const char *s = P->text, *end = s + P->src->len;
	for (const char *p = P->text + P->tok.start; p < end; p++) {
		char c = *p;
		if (c == ';') {
			while (p < end && *p != '\n')
				p++;
		} else if (c == '"') {
			p++;
			while (p < end && *p != '"')
				p++;
		} else if (c == '*') {
			break;
		} else if (c == '%' || c == '@' || c == '!' || c == '$' || c == '#') {
			/* a name (%ptr is not the type) */
			if (p + 1 < end && p[1] == '"')
				continue; /* the quoted part is skipped as a string */
			while (p + 1 < end && (p[1] == '_' || p[1] == '.' || p[1] == '-' || p[1] == '$' ||
					       (p[1] >= '0' && p[1] <= '9') || ((p[1] | 0x20) >= 'a' && (p[1] | 0x20) <= 'z')))
				p++;
		} else if (c == 'p' && end - p >= 3 && p[1] == 't' && p[2] == 'r' &&
			   (p == s || !(((p[-1] | 0x20) >= 'a' && (p[-1] | 0x20) <= 'z') || p[-1] == '_' ||
					(p[-1] >= '0' && p[-1] <= '9'))) &&
			   (end - p == 3 || !(((p[3] | 0x20) >= 'a' && (p[3] | 0x20) <= 'z') || p[3] == '_' ||
					      (p[3] >= '0' && p[3] <= '9')))) {
			P->opaque = true;
			P->m->opaque_ptrs = 1;
			P->mode_at = (uint32_t)(p - s) + 1;
			break;
		}
	}
	P->mode_known = true;
}

static bool parse_source(Module *m, Source *src, IRParseError *err);

bool
ir_parse_into(Module *m, Source *src, IRParseError *err)
{
	return parse_source(m, src, err);
}

static bool
parse_source(Module *m, Source *src, IRParseError *err)
{
	lex_init();
	Parser P = {0};
	P.m = m;
	P.src = src;
	P.text = src->text;
	P.p = src->text;
	VEC_PUSH(&m->sources, Source *, src);
	P.next_global = m->gnumbered.len;
	P.opaque = m->opaque_ptrs;
	P.mode_known = m->opaque_ptrs || m->typed_ptrs;
	/* a UTF-8 byte order mark is allowed */
	if ((unsigned char)P.p[0] == 0xEF && (unsigned char)P.p[1] == 0xBB &&
	    (unsigned char)P.p[2] == 0xBF)
		P.p += 3;
	lex_next(&P);
	while (tk(&P) != TK_EOF && !P.failed)
		if (parse_toplevel(&P))
			break;
	if (!P.failed)
		validate_end(&P);
	vec_free(&P.pending_baddr);
	vec_free(&P.scratch_types);
	buf_free(&P.namebuf);
	if (P.failed) {
		m->sources.len--; /* the caller keeps the text, to show the error */
		err->off = P.err_off;
		snprintf(err->msg, sizeof err->msg, "%s", P.err);
		return false;
	}
	return true;
}

/* a parser over text alone (a type or a literal the REPL reads) in m's
 * pointer mode; closed: nothing it names may be created */
static void
snippet_parser(Parser *P, Source *src, Module *m, const char *name, const char *text)
{
	lex_init();
	*src = (Source){.name = name, .text = text, .len = strlen(text)};
	*P = (Parser){0};
	P->m = m;
	P->src = src;
	P->text = text;
	P->p = text;
	P->opaque = m->opaque_ptrs;
	P->mode_known = m->opaque_ptrs || m->typed_ptrs;
	P->closed = true;
	lex_next(P);
}

/* the end of a snippet parse: its error into err (false), or the
 * offset of the token after what was read into used */
static bool
snippet_done(Parser *P, bool ok, size_t *used, IRParseError *err)
{
	vec_free(&P->scratch_types);
	buf_free(&P->namebuf);
	if (!ok || P->failed) {
		err->off = P->err_off;
		snprintf(err->msg, sizeof err->msg, "%s", P->err);
		return false;
	}
	*used = P->tok.start;
	return true;
}

/* A type written at the front of `text` (a debugger's `print TYPE ADDR`),
 * in m's terms: named struct types are m's, `ptr` or typed pointers as m
 * has them.  *used: the bytes it took.  NULL (and err) when the text does
 * not start with a type. */
Type *
ir_parse_type(Module *m, const char *text, size_t *used, IRParseError *err)
{
	Source src;
	Parser P;
	snippet_parser(&P, &src, m, "<type>", text);
	Type *t = NULL;
	bool ok = !P.failed && !parse_type(&P, &t, "a type"); /* true: failed */
	return snippet_done(&P, ok, used, err) ? t : NULL;
}

Value *
ir_parse_constant(Module *m, Type *ty, const char *text, size_t *used, IRParseError *err)
{
	Source src;
	Parser P;
	snippet_parser(&P, &src, m, "<value>", text);
	Value *v = NULL;
	bool ok = !P.failed && !parse_constant(&P, ty, &v);
	/* a blockaddress would wait for its function's body: not a literal */
	if (ok && P.pending_baddr.len)
		ok = !perror_at(&P, 0, "blockaddress is no literal here");
	vec_free(&P.pending_baddr);
	return snippet_done(&P, ok, used, err) ? v : NULL;
}

/* a new module from src (its pointer mode decided by its first pointer
 * type, see decide_ptr_mode) */
static Module *
parse_new(Source *src, IRParseError *err, bool lazy, unsigned llvm)
{
	Module *m = module_new();
	m->lazy_bodies = lazy;
	m->llvm = (uint8_t)llvm;
	if (parse_source(m, src, err))
		return m;
	module_free(m);
	return NULL;
}

Module *
ir_parse_lazy(Source *src, IRParseError *err)
{
	return parse_new(src, err, true, 0);
}

bool
ir_materialize(Module *m, Function *f, IRParseError *err)
{
	if (!f->lazy)
		return true;
	lex_init();
	Source *src = VEC_AT(&m->sources, Source *, 0);
	Parser P = {0};
	P.m = m;
	P.src = src;
	P.text = src->text;
	P.p = src->text + f->body_off;
	P.next_global = m->gnumbered.len;
	P.opaque = m->opaque_ptrs;
	P.mode_known = true;
	lex_next(&P);
	P.fn = f;
	const Tok *names = f->lazy_params;
	bool failed = false;
	for (uint32_t i = 0; !failed && i < f->nargs; i++) {
		const Tok *pn = names && names[i].kind ? &names[i] : NULL;
		failed = define_local(&P, &f->args[i].v, pn, pn ? pn->start : f->body_off);
	}
	failed = failed || parse_function_body(&P, f);
	if (!failed && P.pending_baddr.len)
		failed = perror_at(&P, f->body_off, "blockaddress in a lazily parsed function");
	vec_free(&P.pending_baddr);
	vec_free(&P.scratch_types);
	buf_free(&P.namebuf);
	if (failed || P.failed) {
		err->off = P.err_off;
		snprintf(err->msg, sizeof err->msg, "%s", P.err);
		return false;
	}
	f->lazy = 0;
	return true;
}

Module *
ir_parse(Source *src, IRParseError *err)
{
	return parse_new(src, err, false, 0);
}

Module *
ir_parse_as(Source *src, unsigned llvm, IRParseError *err)
{
	return parse_new(src, err, false, llvm);
}
