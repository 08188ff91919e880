/* parse.h — shared by the lexer and the parser files (not public).
 *
 * The lexer turns the source into tokens: a kind plus a byte span; values
 * (integers, names, strings) are decoded from the span by the parser only
 * when it needs them.  Parse functions return `true` on failure (LLVM's
 * convention, named `failed` where it matters) so calls chain with `||`;
 * the first error is kept, and a lexer error outranks what follows it. */
#ifndef EHI_PARSE_H
#define EHI_PARSE_H

#include "ir/ir.h"

typedef enum TokKind {
	TK_EOF, TK_ERROR,
	/* punctuation */
	TK_EQ, TK_COMMA, TK_STAR, TK_LSQUARE, TK_RSQUARE, TK_LBRACE, TK_RBRACE,
	TK_LPAREN, TK_RPAREN, TK_LESS, TK_GREATER, TK_EXCLAIM, TK_BAR, TK_DOTDOTDOT,
	/* names and ids */
	TK_LOCALVAR, TK_LOCALID, TK_GLOBALVAR, TK_GLOBALID, TK_COMDATVAR,
	TK_METAVAR,     /* !foo, !DILocation */
	TK_MDID,        /* !42 */
	TK_ATTRGRP,     /* #42 */
	TK_SUMMARYID,   /* ^42 */
	TK_DBGREC,      /* #dbg_value */
	TK_LABELSTR,    /* foo:  "foo": */
	TK_LABELID,     /* 42: */
	/* literals */
	TK_STRING,      /* "..." */
	TK_CSTRING,     /* c"..." */
	TK_INT,         /* -?[0-9]+ */
	TK_FP,          /* decimal or hex float */
	TK_INTTYPE,     /* iN: ival = N */
	TK_WORD,        /* any other bare word */
	/* keywords */
	TK_KW_FIRST_,
#define KW(e, s) TK_KW_##e,
#include "ir/keywords.def"
#undef KW
	TK_OP_FIRST_,   /* opcode keywords: TK_OP_FIRST_ + 1 + Opcode */
	TK__COUNT = TK_OP_FIRST_ + 1 + OP__COUNT
} TokKind;

#define TK_OP(o) (TK_OP_FIRST_ + 1 + (o))
static inline bool tk_is_opcode(int k) { return k > TK_OP_FIRST_; }
static inline Opcode tk_opcode(int k) { return (Opcode)(k - TK_OP_FIRST_ - 1); }

typedef struct Tok {
	uint16_t kind;
	uint8_t quoted;     /* a quoted name: decode escapes */
	uint8_t big;        /* TK_INT / ids that do not fit in 64 bits */
	uint32_t off, len;  /* the span of the token's payload (name without sigil) */
	uint32_t start;     /* where the token begins, for diagnostics */
	uint64_t ival;      /* ids, iN width, small integers (two's complement) */
} Tok;

typedef struct PendingBlockAddr {
	ConstBlockAddr *c;
	Value *fn;          /* global or forward reference */
	Tok bb;             /* the block's name or number token */
} PendingBlockAddr;

typedef struct Parser {
	Module *m;
	Source *src;
	const char *text;   /* src->text */
	const char *p;      /* lexer position */
	Tok tok;            /* current token */

	/* the error kept (see record_error in parse.c) */
	bool failed;
	bool err_from_lexer;
	uint32_t err_off;
	char err[512];

	/* per-function state */
	Function *fn;
	uint32_t next_local;    /* next unnamed local number */
	DbgRecord *dbg_pending; /* records waiting for their instruction */

	/* module state */
	bool opaque;            /* pointers are `ptr` (see decide_ptr_mode) */
	bool mode_known;
	uint32_t mode_at;       /* 1 + offset of the pointer type that set it; 0: unknown */
	uint32_t next_global;
	Vec pending_baddr;      /* PendingBlockAddr */
	Vec scratch_types;      /* reusable stacks, see push/pop helpers */
	Buf namebuf;            /* decoded quoted names */
	uint32_t depth;         /* nesting of types/constants/metadata */
	bool closed;            /* ir_parse_constant and ir_parse_type: the module is
				 * complete, an unknown @name or %type is an error,
				 * never a forward reference or a new opaque type */
} Parser;

enum { PARSE_MAX_DEPTH = 256 };

/* lexer.c */
void lex_init(void);
void lex_next(Parser *P);
const char *tok_name(Parser *P, const Tok *t, size_t *len); /* decoded payload */
size_t unescape_string(const char *s, size_t n, char *out);  /* \xx escapes */
const char *tok_kind_text(int kind);

static inline int tk(Parser *P) { return P->tok.kind; }
static inline uint32_t tok_off(Parser *P) { return P->tok.start; }

/* asm_constraints.c: NULL when an inline asm's constraint string
 * str[0..len) (unescaped) fits the call's function type, else why not in
 * the words of LLVM `llvm` (14; 19 or 0: LLVM 19's) */
const char *asm_constraints_check(const char *str, size_t len, const Type *fty, unsigned llvm);

/* parse.c: the kit; every parse function returns true on failure */
typedef enum { NUM_ARG, NUM_INST, NUM_LABEL, NUM_GLOBAL, NUM_FUNC } NumberKind;
/* id, the explicit number of a definition at `at`, may come after *next
 * (moved past it): LLVM's numbering rule of the module's dialect */
bool check_number(Parser *P, uint32_t at, uint64_t id, uint32_t *next, NumberKind kind);
bool lex_error(Parser *P, uint32_t off, const char *fmt, ...) EHI_PRINTF(3, 4); /* outranks the two below */
bool perror_at(Parser *P, uint32_t off, const char *fmt, ...) EHI_PRINTF(3, 4);
bool perror_tok(Parser *P, const char *fmt, ...) EHI_PRINTF(2, 3);
/* the current token if it is `kind` (then the next one is read); inline:
 * the parser asks this of nearly every token, mostly to hear no */
static inline bool
accept(Parser *P, int kind)
{
	if (P->tok.kind != kind)
		return false;
	lex_next(P);
	return true;
}
static inline bool
expect(Parser *P, int kind, const char *what)
{
	if (P->tok.kind == kind) {
		lex_next(P);
		return false;
	}
	return perror_tok(P, "%s", what);
}
bool parse_u32(Parser *P, uint32_t *out, const char *what);
bool parse_u64(Parser *P, uint64_t *out, const char *what);
bool parse_align(Parser *P, uint8_t *log2p1);                /* align N */
bool parse_string(Parser *P, const char **out);              /* "..." decoded, arena */
bool skip_balanced(Parser *P);                               /* (...), {...}, [...] */
bool enter_nested(Parser *P);                                /* P->depth++, bounded */
/* value references: a name/id token resolved in the function or module */
Sym *sym_entry(Sym *table, const char *name, size_t len);
Value *lookup_local(Parser *P, const Tok *t, Type *ty);
Value *lookup_global(Parser *P, const Tok *t, Type *ty);
Block *lookup_block(Parser *P, const Tok *t);
bool define_local(Parser *P, Value *v, const Tok *name, uint32_t loc);
bool define_global(Parser *P, Global *g, const Tok *name, uint32_t loc);

/* parse_type.c */
bool parse_type(Parser *P, Type **out, const char *what);
bool parse_type_allow_void(Parser *P, Type **out);
Type *gep_step(Parser *P, Type *t, Value *idx, uint32_t at);

/* parse_const.c */
bool parse_value(Parser *P, Type *ty, Value **out);          /* value of a known type */
bool parse_typed_value(Parser *P, Value **out);              /* type value */
bool parse_constant(Parser *P, Type *ty, Value **out);       /* constant only */
bool parse_predicate(Parser *P, bool fp, uint8_t *out);      /* icmp/fcmp predicate */

/* parse_md.c */
bool parse_metadata_ref(Parser *P, MDNode **out);            /* !N, !{...}, !DIx(...), !"s" */
bool parse_md_operand(Parser *P, MDNode **out);              /* metadata or typed value */
bool parse_md_definition(Parser *P);                         /* !N = ... */
bool parse_named_md(Parser *P);                              /* !name = !{...} */
bool parse_md_attachments(Parser *P, MDAttach **out);        /* , !dbg !3 ... */
/* parse_md_fields.c: LLVM's demands on a specialised node's fields; n is
 * of kind md_special_kind, field k's label at label_at[k], its value at
 * value_at[k] */
bool md_check_fields(Parser *P, const MDNode *n, int kind, const uint32_t *label_at, const uint32_t *value_at,
		     uint32_t close_at, bool distinct, uint32_t name_at);
/* a specialised node name LLVM knows (DILocation, ...): 1 + its index, or 0 */
int md_special_kind(const char *name, size_t n);
/* a field name, kept once for the process (md_check_fields compares them
 * by pointer) */
const char *md_field_name(Parser *P, const char *s, size_t n);

/* parse_attr.c */
enum { ATTRCTX_PARAM, ATTRCTX_RET, ATTRCTX_FN, ATTRCTX_GROUP, ATTRCTX_GLOBAL };
bool parse_attr_list(Parser *P, AttrSet **out, int ctx);     /* ctx: ATTRCTX_* */
bool parse_attr_group(Parser *P);                            /* attributes #N = {...} */

/* parse_inst.c */
bool parse_function_body(Parser *P, Function *f);
bool parse_instruction(Parser *P, Block *bb, Inst **out, bool *is_term);
Inst *inst_new(Parser *P, Opcode op, Type *ty, uint32_t nops, uint32_t loc);
static inline void set_op(Inst *i, uint32_t k, Value *v) { use_set(&i->u.ops[k], &i->u, v); }
bool parse_label_ref(Parser *P, Block **out);                /* 'label' %bb */
uint8_t parse_fmf(Parser *P);                                /* fast-math flags */
/* one parse function per opcode, for parse_inst.c's table parse_op[] */
typedef bool ParseOp(Parser *P, Opcode op, uint32_t loc, Inst **out);

/* parse_call.c */
ParseOp parse_call, parse_invoke, parse_callbr;

/* parse_uselist.c: the directives, checked as llvm-as checks them, then dropped */
bool parse_uselistorder(Parser *P);
bool parse_uselistorder_bb(Parser *P);

/* parse_module.c */
uint32_t parse_cc(Parser *P, bool *failed);                  /* optional calling conv */
void decide_ptr_mode(Parser *P);
/* pointer to T in this module's pointer mode */
static inline Type *
ptr_to(Parser *P, Type *t, uint32_t as)
{
	if (!P->mode_known)
		decide_ptr_mode(P);
	return type_ptr(P->m, P->opaque ? NULL : t, as);
}

#endif
