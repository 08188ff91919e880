/* ir.h — ehi's LLVM IR data model.
 *
 * A Module owns everything through one arena: types (uniqued), values
 * (globals, functions, arguments, blocks, instructions, constants),
 * attributes, metadata.  Every Value that takes operands is a User whose
 * operands are Use records threaded onto the used Value's use list, so any
 * pass can walk the users of a value and replace it (forward references
 * are resolved that way).  Metadata that points at a value also holds a
 * Use, with user == NULL.
 *
 * Text spans that ehi does not interpret (debug-info field values,
 * unknown attributes) are kept as pointers into the module's Source
 * buffers, which the module owns, so printing gives them back verbatim. */
#ifndef EHI_IR_H
#define EHI_IR_H

#include "util.h"

#include "hash.h"

typedef struct Type Type;
typedef struct Value Value;
typedef struct Use Use;
typedef struct User User;
typedef struct Inst Inst;
typedef struct Block Block;
typedef struct Arg Arg;
typedef struct Global Global;
typedef struct GlobalVar GlobalVar;
typedef struct Function Function;
typedef struct Alias Alias;
typedef struct Module Module;
typedef struct MDNode MDNode;
typedef struct AttrSet AttrSet;
typedef struct Comdat Comdat;
typedef struct Sym Sym;

/* ================================================================ types */
typedef enum TypeKind {
	TY_VOID, TY_HALF, TY_BFLOAT, TY_FLOAT, TY_DOUBLE, TY_X86_FP80, TY_FP128,
	TY_PPC_FP128, TY_X86_AMX, TY_X86_MMX, TY_LABEL, TY_METADATA, TY_TOKEN,
	TY_INT, TY_PTR, TY_FUNC, TY_STRUCT, TY_ARRAY, TY_VECTOR, TY_TARGET,
	TY__COUNT
} TypeKind;

enum TypeFlags {
	TYF_PACKED = 1,     /* struct <{ }> */
	TYF_OPAQUE = 2,     /* identified struct with no body (yet) */
	TYF_LITERAL = 4,    /* literal (structural) struct */
	TYF_VARARG = 8,     /* function type with ... */
	TYF_SCALABLE = 16,  /* <vscale x N x T> */
	TYF_DEFINED = 32,   /* identified struct whose body was given */
	TYF_NUMBERED = 64,  /* identified struct named by number: %0 = type ... */
};

struct Type {
	uint8_t kind;
	uint8_t flags;
	uint16_t pad_;
	uint32_t bits;      /* int width; pointer address space */
	uint64_t count;     /* array/vector length */
	Type *elem;         /* array/vector element; func result; typed-pointer pointee (NULL: opaque ptr) */
	Type **sub;         /* struct members; func params */
	uint32_t nsub;
	uint32_t id;        /* creation order, for stable hashing */
	uint32_t loc;       /* identified struct: definition, or first use + 1 while undefined */
	const char *name;   /* identified struct: name without '%' (numbered: digits) */
	const char *tparams; /* target("...") type: verbatim parameter text */
	void *layout;       /* owned by the machine model (sizes per data layout) */
	Type *ptr_to;       /* cache: pointer to this type in address space 0 */
};

static inline bool type_is_int(const Type *t) { return t->kind == TY_INT; }
static inline bool type_is_ptr(const Type *t) { return t->kind == TY_PTR; }
static inline bool type_is_fp(const Type *t) { return t->kind >= TY_HALF && t->kind <= TY_PPC_FP128; }
static inline bool type_is_vector(const Type *t) { return t->kind == TY_VECTOR; }
static inline bool type_is_aggregate(const Type *t) { return t->kind == TY_STRUCT || t->kind == TY_ARRAY; }
static inline bool type_is_first_class(const Type *t) { return t->kind != TY_VOID && t->kind != TY_FUNC; }
/* the scalar type of a vector, or the type itself */
static inline const Type *type_scalar(const Type *t) { return t->kind == TY_VECTOR ? t->elem : t; }

/* type.c: uniquing constructors: equal arguments give the same Type*. */
Type *type_prim(Module *m, TypeKind k);
Type *type_int(Module *m, uint32_t bits);
Type *type_ptr(Module *m, Type *pointee /* NULL = opaque */, uint32_t addrspace);
Type *type_array(Module *m, Type *elem, uint64_t n);
Type *type_vector(Module *m, Type *elem, uint64_t n, bool scalable);
Type *type_func(Module *m, Type *ret, Type **params, uint32_t n, bool vararg);
Type *type_struct_literal(Module *m, Type **elems, uint32_t n, bool packed);
Type *type_target(Module *m, const char *params);
/* Identified struct by name: created opaque on first mention. */
Type *type_named(Module *m, const char *name, size_t len);
void type_set_body(Module *m, Type *st, Type **elems, uint32_t n, bool packed);
/* Print a type the way LLVM writes it. */
void type_print(Buf *b, const Type *t);
const char *type_str(const Type *t); /* static buffer, for diagnostics */
/* an identified struct's body: "opaque" or "{ ... }" (its definition line) */
void type_print_body(Buf *b, const Type *t);
/* can `op` (a cast) turn a st into a dt?  (LLVM's CastInst::castIsValid) */
bool type_cast_valid(int op, const Type *st, const Type *dt);

/* =============================================================== values */
typedef enum ValueKind {
	/* non-constants */
	VK_ARG, VK_BLOCK, VK_INST, VK_FWDREF, VK_MDVALUE, VK_ASM,
	/* globals (constants too) */
	VK_GLOBALVAR, VK_FUNCTION, VK_ALIAS, VK_IFUNC,
	/* plain constants */
	VK_CINT, VK_CFP, VK_CNULL, VK_CUNDEF, VK_CPOISON, VK_CZERO, VK_CNONE,
	VK_CAGG,        /* struct/array/vector: ops are the elements */
	VK_CDATA,       /* c"..." byte string */
	VK_CEXPR,       /* constant expression: op, ops */
	VK_CBLOCKADDR,  /* blockaddress(@f, %bb) */
	VK_CDSOEQUIV,   /* dso_local_equivalent @f */
	VK_CNOCFI,      /* no_cfi @f */
	VK_CSPLAT,      /* splat (T v): every element of a vector */
} ValueKind;

static inline bool vk_is_global(int k) { return k >= VK_GLOBALVAR && k <= VK_IFUNC; }
static inline bool vk_is_const(int k) { return k >= VK_GLOBALVAR; }

struct Value {
	uint8_t kind;       /* ValueKind */
	uint8_t op;         /* opcode for VK_INST / VK_CEXPR */
	uint16_t sub;       /* kind-specific small field (see users) */
	int32_t slot;       /* unnamed number (%3, @0), or -1 when named/none */
	Type *type;
	const char *name;   /* without sigil; NULL for unnamed */
	Use *uses;          /* head of the use list */
};

struct Use {
	Value *val;
	User *user;         /* NULL when the user is metadata */
	Use *next;
	Use **pprev;
};

/* A Value with operands. */
struct User {
	Value v;
	uint32_t nops;
	uint32_t flags;     /* InstFlags for instructions and constant expressions */
	Use *ops;
};

static inline Value *op_val(const User *u, uint32_t i) { return u->ops[i].val; }
void use_set(Use *u, User *user, Value *v);  /* (re)point a use, maintaining lists */
/* Are a and b the same value?  Constants compare by structure (LLVM
 * uniques them: two spellings of one constant expression are one value);
 * everything else by identity. */
bool value_same(const Value *a, const Value *b);
void value_replace_all_uses(Value *from, Value *to);
uint32_t value_num_uses(const Value *v);

/* Integer constant: any width; words little-endian, bits above the width zero. */
typedef struct ConstInt {
	Value v;
	uint32_t nwords;
	uint32_t pad_;
	uint64_t w[1];      /* nwords words (flexible) */
} ConstInt;

typedef struct ConstFP {
	Value v;
	uint64_t lo, hi;    /* the value's bits in the type's own format; hi for 80/128-bit */
} ConstFP;

typedef struct ConstData {  /* c"..." */
	Value v;
	uint32_t len;
	uint8_t *bytes;
} ConstData;

typedef struct ConstExpr {
	User u;             /* v.op = opcode; flags = InstFlags */
	uint8_t pred;       /* icmp/fcmp */
	Type *src_type;     /* getelementptr source element type */
	int32_t inrange_idx; /* LLVM 14 "inrange" index position, -1 if none */
	int64_t inrange_lo, inrange_hi; /* LLVM 19 inrange(lo, hi) when inrange_idx == -2 */
	uint32_t *indices;  /* extractvalue/insertvalue: {n, i...} */
} ConstExpr;

typedef struct ConstBlockAddr {
	User u;             /* ops[0] = function, ops[1] = block (resolved at module end) */
} ConstBlockAddr;

/* Inline asm callee: kept for printing; executing it is a clean error. */
typedef struct InlineAsm {
	Value v;            /* type = function type (LLVM 14: pointer to it) */
	const char *asm_text, *constraints; /* verbatim, still escaped */
	uint8_t sideeffect, alignstack, inteldialect, unwind;
} InlineAsm;
/* asm_constraints.c: the k-th constraint of a's (as the parser accepted
 * them, read as LLVM `llvm` does) that takes a call argument: 1 and
 * whether it is indirect, 0 when there are fewer */
int asm_constraint_arg(const InlineAsm *a, uint32_t k, unsigned llvm, bool *indirect);
uint32_t asm_constraint_labels(const InlineAsm *a, unsigned llvm); /* its `!` constraints */

/* Value-as-metadata: an operand of type `metadata` in a call, wrapping a
 * metadata node (which may itself wrap a value). */
typedef struct MDValue {
	Value v;
	MDNode *md;
} MDValue;

/* A value not yet defined: replaced by the definition, or reported. */
typedef struct FwdRef {
	Value v;
	uint32_t loc;       /* first use */
	Type *call_fty;     /* @llvm.*: the first call's function type (LLVM 17+
			       declares an intrinsic a call uses) */
} FwdRef;

/* ============================================================ attributes */
typedef enum AttrKind {
#define ATTR(e, s, a) ATTR_##e,
#include "ir/attrs.def"
#undef ATTR
	ATTR_OTHER,         /* any other enum attribute, kept verbatim */
	ATTR_STRING,        /* "key"="value" */
	ATTR__COUNT
} AttrKind;

typedef struct Attr {
	uint16_t kind;
	uint32_t len;       /* verbatim spelling: text[0..len) */
	const char *text;
	uint64_t ival;      /* align/dereferenceable... argument */
	Type *type;         /* byval/sret/elementtype... argument */
} Attr;

struct AttrSet {
	uint32_t n, ngroups;
	Attr *attrs;
	uint32_t *groups;   /* #N references, resolved through the module */
};

/* ============================================================= metadata */
typedef enum MDKind {
	MDK_TUPLE,          /* !{...} */
	MDK_SPECIAL,        /* !DIxxx(field: value, ...) and other specialised nodes */
	MDK_STRING,         /* !"..." */
	MDK_VALUE,          /* a typed value used as metadata (i32 0, ptr %x) */
	MDK_ARGLIST,        /* !DIArgList(values...) */
} MDKind;

typedef enum MDOpKind {
	MDO_NULL,           /* null */
	MDO_NODE,           /* another node (numbered or inline) */
	MDO_RAW,            /* verbatim text: integers, keywords, flags, strings in fields */
} MDOpKind;

typedef struct MDOp {
	const char *field;  /* "line" in DILocation(line: 3); NULL in tuples */
	uint8_t kind;       /* MDOpKind */
	uint32_t len;
	union {
		MDNode *node;
		const char *raw;
	};
} MDOp;

struct MDNode {
	uint8_t kind;       /* MDKind */
	uint8_t distinct;
	uint8_t defined;    /* a numbered node whose definition was seen */
	uint8_t numbered;   /* !N (slot is N); else an inline node */
	uint32_t slot;      /* N of !N: any 32-bit number, as LLVM's */
	uint32_t loc;       /* definition or first reference */
	const char *name;   /* MDK_SPECIAL: DILocation, ...; MDK_STRING: verbatim "..." */
	uint32_t nops, namelen;
	MDOp *ops;
	Use use;            /* MDK_VALUE: the value */
};

typedef struct MDAttach {   /* !dbg !12 on an instruction, global or function */
	uint32_t kind;      /* index into module's md kind names */
	MDNode *node;
	struct MDAttach *next;
} MDAttach;

typedef struct NamedMD {
	const char *name;
	uint32_t n;
	MDNode **nodes;
	struct NamedMD *next;
} NamedMD;

/* Debug records (LLVM 19 text form), attached to the next instruction:
 *   #dbg_value(ops...)  #dbg_declare  #dbg_assign  #dbg_label */
typedef struct DbgRecord {
	const char *kind;   /* "value", "declare", "assign", "label" */
	uint32_t nops;
	MDNode **ops;       /* each a node; values are wrapped as MDK_VALUE */
	struct DbgRecord *next;
} DbgRecord;

/* =========================================================== instructions */
typedef enum Opcode {
#define OP(e, s, c) OP_##e,
#include "ir/opcodes.def"
#undef OP
	OP__COUNT
} Opcode;

typedef enum OpClass { OPC_TERM, OPC_UNARY, OPC_BINARY, OPC_MEMORY, OPC_CAST, OPC_OTHER } OpClass;
extern const char *const op_names[OP__COUNT];
extern const uint8_t op_classes[OP__COUNT];
static inline bool op_is_terminator(int op) { return op_classes[op] == OPC_TERM; }
static inline bool op_is_binary(int op) { return op_classes[op] == OPC_BINARY; }
static inline bool op_is_cast(int op) { return op_classes[op] == OPC_CAST; }
static inline bool op_is_funclet_pad(int op) { return op == OP_CATCHPAD || op == OP_CLEANUPPAD; }
static inline bool op_is_eh_pad(int op) { return op == OP_LANDINGPAD || op == OP_CATCHSWITCH || op_is_funclet_pad(op); }

typedef enum InstFlags {
	IF_NUW = 1 << 0, IF_NSW = 1 << 1, IF_EXACT = 1 << 2, IF_INBOUNDS = 1 << 3,
	IF_VOLATILE = 1 << 4, IF_WEAK = 1 << 5, IF_DISJOINT = 1 << 6, IF_NNEG = 1 << 7,
	IF_TAIL = 1 << 8, IF_MUSTTAIL = 1 << 9, IF_NOTAIL = 1 << 10,
	IF_CLEANUP = 1 << 11,      /* landingpad cleanup */
	IF_INALLOCA = 1 << 12, IF_SWIFTERROR = 1 << 13, /* alloca */
	IF_HAS_UNWIND = 1 << 14,   /* catchswitch/cleanupret with a label, not "to caller" */
	IF_NUSW = 1 << 15,         /* getelementptr nusw (LLVM 19) */
	IF_GEP_NUW = 1 << 16,      /* getelementptr nuw (LLVM 19) */
	IF_ATOMIC = 1 << 17,       /* load atomic / store atomic */
	IF_ELEMENTWISE = 1 << 18,  /* atomicrmw with a vector? reserved */
} InstFlags;

typedef enum FastMath {
	FMF_NNAN = 1, FMF_NINF = 2, FMF_NSZ = 4, FMF_ARCP = 8, FMF_CONTRACT = 16,
	FMF_AFN = 32, FMF_REASSOC = 64, FMF_FAST = 127,
} FastMath;

typedef enum Ordering {
	ORD_NONE, ORD_UNORDERED, ORD_MONOTONIC, ORD_ACQUIRE, ORD_RELEASE, ORD_ACQ_REL, ORD_SEQ_CST
} Ordering;
extern const char *const ordering_names[];

/* icmp predicates then fcmp predicates, in LLVM's order. */
typedef enum Predicate {
	FCMP_FALSE, FCMP_OEQ, FCMP_OGT, FCMP_OGE, FCMP_OLT, FCMP_OLE, FCMP_ONE, FCMP_ORD,
	FCMP_UNO, FCMP_UEQ, FCMP_UGT, FCMP_UGE, FCMP_ULT, FCMP_ULE, FCMP_UNE, FCMP_TRUE,
	ICMP_EQ, ICMP_NE, ICMP_UGT, ICMP_UGE, ICMP_ULT, ICMP_ULE, ICMP_SGT, ICMP_SGE,
	ICMP_SLT, ICMP_SLE, PRED__COUNT
} Predicate;
extern const char *const pred_names[PRED__COUNT];

typedef enum RMWOp {
	RMW_XCHG, RMW_ADD, RMW_SUB, RMW_AND, RMW_NAND, RMW_OR, RMW_XOR, RMW_MAX, RMW_MIN,
	RMW_UMAX, RMW_UMIN, RMW_FADD, RMW_FSUB, RMW_FMAX, RMW_FMIN, RMW_UINC_WRAP,
	RMW_UDEC_WRAP, RMW__COUNT
} RMWOp;
extern const char *const rmw_names[RMW__COUNT];

/* Operand bundle: tag and a range of the call's operands. */
typedef struct Bundle {
	const char *tag;
	uint32_t first, n;
} Bundle;

/* Call, invoke and callbr.  Operand order:
 *   args..., bundle operands..., [normal, unwind | default, indirect...], callee */
typedef struct CallInfo {
	uint32_t cc;
	uint32_t nargs;
	uint32_t nbundles;
	uint32_t nindirect;     /* callbr indirect destinations */
	AttrSet *fn_attrs, *ret_attrs;
	AttrSet **arg_attrs;    /* nargs entries, each may be NULL */
	Bundle *bundles;
	uint8_t addrspace_set;
	uint8_t fwd_varargs;    /* musttail call ... (f, ...): forwards the caller's varargs */
	uint32_t addrspace;     /* call addrspace(N) */
} CallInfo;

struct Inst {
	User u;                 /* u.v.op = opcode; u.flags = InstFlags */
	uint8_t pred;           /* icmp/fcmp predicate; atomicrmw RMWOp */
	uint8_t fmf;            /* FastMath */
	uint8_t ord, ord2;      /* atomic orderings (cmpxchg: success, failure) */
	uint8_t align_log2p1;   /* 0: none given; else log2(align) + 1 */
	uint8_t pad_[3];
	uint32_t loc;           /* source offset of the instruction */
	uint32_t order;         /* position in its block (set by passes that need it) */
	Type *ty;               /* alloca: allocated type; GEP: source element type;
				   call/invoke/callbr: function type; load: = result */
	Block *parent;
	Inst *prev, *next;
	const char *syncscope;  /* syncscope("...") or NULL */
	void *x;                /* per-opcode extra: CallInfo*, uint8_t* landingpad
				   clause kinds, uint32_t* indices {n, i...}, alloca addrspace */
	MDAttach *md;
	DbgRecord *dbg;         /* debug records printed before this instruction */
};

enum { LP_CATCH = 0, LP_FILTER = 1 };

static inline Opcode inst_op(const Inst *i) { return (Opcode)i->u.v.op; }
static inline Value *inst_opnd(const Inst *i, uint32_t k) { return i->u.ops[k].val; }
static inline CallInfo *inst_call(const Inst *i) { return (CallInfo *)i->x; }
static inline Value *inst_callee(const Inst *i) { return i->u.ops[i->u.nops - 1].val; }
static inline uint64_t inst_align(const Inst *i) { return i->align_log2p1 ? (uint64_t)1 << (i->align_log2p1 - 1) : 0; }

/* =========================================================== blocks, args */
struct Block {
	Value v;                /* type = label */
	Function *parent;
	Inst *first, *last;
	Block *prev, *next;
	uint32_t loc;           /* label or first instruction; first use while undefined */
	uint32_t index;         /* position in the function */
	uint8_t defined;
	void *aux;              /* owned by passes (verifier colouring, lowering) */
};

struct Arg {
	Value v;
	Function *parent;
	uint32_t index;
};

/* ================================================================ globals */
typedef enum Linkage {
	LINK_EXTERNAL, LINK_PRIVATE, LINK_INTERNAL, LINK_AVAILABLE_EXTERNALLY,
	LINK_LINKONCE, LINK_WEAK, LINK_COMMON, LINK_APPENDING, LINK_EXTERN_WEAK,
	LINK_LINKONCE_ODR, LINK_WEAK_ODR, LINK__COUNT
} Linkage;
extern const char *const linkage_names[LINK__COUNT];

enum { VIS_DEFAULT, VIS_HIDDEN, VIS_PROTECTED };
enum { DLL_NONE, DLL_IMPORT, DLL_EXPORT };
enum { UA_NONE, UA_UNNAMED, UA_LOCAL };
enum { TLS_NONE, TLS_GENERAL, TLS_LOCALDYNAMIC, TLS_INITIALEXEC, TLS_LOCALEXEC };
enum { PREEMPT_DEFAULT, PREEMPT_DSO_LOCAL, PREEMPT_DSO_PREEMPTABLE };

struct Global {
	User u;                 /* globalvar: ops[0] = initializer (nops 0: declaration);
				   function: ops = personality, prefix, prologue (NULL if none);
				   alias/ifunc: ops[0] = aliasee/resolver */
	uint8_t linkage, visibility, dll, unnamed_addr, tls, preemption;
	uint8_t align_log2p1;
	uint8_t externally_init;
	uint16_t src;           /* index of the Source in module->sources holding `loc`
				   and every location inside (instructions, blocks) */
	uint32_t addrspace;
	uint32_t loc;
	const char *section, *partition;
	Comdat *comdat;         /* NULL, or the comdat; comdat_self: "comdat" without name */
	uint8_t comdat_self;
	MDAttach *md;
	AttrSet *attrs;         /* global variable attributes (#N) */
	const char *extra;      /* verbatim trailing fields ehi does not model
				   (code_model, sanitizer...), printed back */
	Global *next;
};

struct GlobalVar {
	Global g;
	Type *vty;              /* value type; g.u.v.type is the pointer type */
	uint8_t is_const;
};

struct Function {
	Global g;
	Type *fty;              /* function type */
	uint32_t cc;
	AttrSet *fn_attrs, *ret_attrs;
	AttrSet **param_attrs;  /* nparams entries, each may be NULL */
	Arg *args;              /* nparams args */
	uint32_t nargs;
	Block *first, *last;
	uint32_t nblocks;
	const char *gc;
	uint8_t is_decl;
	uint16_t intrinsic;     /* set by passes that recognise llvm.* */
	Sym *locals;            /* named locals (uthash) */
	Vec numbered;           /* Value* by unnamed slot */
	/* a body not parsed yet (a module parsed with ir_parse_lazy): where
	 * its '{' is in the module's first source, and its parameters' name
	 * tokens (Tok, parse.h); ir_materialize parses it */
	uint8_t lazy;
	uint32_t body_off;
	void *lazy_params;
	uint32_t index;         /* its place in the module's function list, from 1
				   (Module.nfuncs); 0: not in the list.  The key of
				   per-function tables kept outside the IR (a VM's
				   lowered code), so the IR holds no run's state */
	void *aux;              /* owned by the verifier */
};

enum { FN_PERSONALITY, FN_PREFIX, FN_PROLOGUE, FN__NOPS };
static inline Value *fn_personality(const Function *f) { return f->g.u.ops[FN_PERSONALITY].val; }

struct Alias {              /* alias and ifunc */
	Global g;
	Type *vty;
};

struct Comdat {
	const char *name;
	uint8_t kind;           /* COMDAT_* */
	uint32_t loc;
	Comdat *next;
};
enum { COMDAT_ANY, COMDAT_EXACTMATCH, COMDAT_LARGEST, COMDAT_NODEDUP, COMDAT_SAMESIZE };
extern const char *const comdat_kind_names[];
/* calling conventions by keyword (module.c); cc_name: NULL for `cc N` */
bool cc_from_name(const char *s, size_t n, uint32_t *cc);
const char *cc_name(uint32_t cc);

/* A symbol-table entry (uthash), for values, types and comdats by name. */
struct Sym {
	const char *name;
	void *p;
	UT_hash_handle hh;
};
void *sym_find(Sym *table, const char *name, size_t len);
void sym_add(Arena *a, Sym **table, const char *name, void *p); /* name: arena string */
void sym_clear(Sym **table); /* a temporary table's hash memory */

/* ================================================================ module */
typedef struct AttrGroup {
	uint32_t id;
	AttrSet *set;
	uint32_t loc;
	struct AttrGroup *next;
} AttrGroup;

struct Module {
	Arena arena;
	Vec sources;            /* Source*: owned; raw spans point into them */
	const char *source_filename;
	const char *datalayout, *triple;
	uint32_t datalayout_loc; /* where the layout string is, for its errors */
	Vec module_asm;         /* const char* (verbatim, escaped) */
	uint8_t opaque_ptrs;    /* the module uses `ptr` */
	uint8_t typed_ptrs;     /* the module uses `T*` */
	uint8_t lazy_bodies;    /* function bodies are parsed when first needed */
	uint8_t llvm;           /* the grammar read (--llvm=N): 14 or 19 where they
				 * differ, 0 both (SPEC.md section 2, "Dialect") */

	/* types */
	void *type_table;       /* uniquing (type.c) */
	uint32_t ntypes;
	Vec type_defs;          /* Type*: identified structs in definition order */
	Sym *type_names;
	Sym *target_types;      /* target("...") types by their text */
	Type *prim[TY__COUNT];
	Type *int_types[129];   /* cache: iN for N <= 128 */
	Type *opaque_ptr0;      /* cache: ptr */

	/* globals, in definition order per kind (LLVM prints them so) */
	Global *globals, *globals_tail;
	Global *aliases, *aliases_tail;   /* aliases and ifuncs, in order */
	Global *funcs, *funcs_tail;
	uint32_t nfuncs;        /* functions in the list (the last Function.index) */
	Sym *gsyms;             /* by name */
	Vec gnumbered;          /* Value* by unnamed slot */
	Comdat *comdats, *comdats_tail;
	Sym *comdat_names;

	/* attributes */
	AttrGroup *attr_groups, *attr_groups_tail;
	void *attrset_table;    /* uniquing (module.c) */
	void *attrgroup_index;  /* by id */

	/* metadata */
	Vec md_numbered;        /* MDNode*: the numbered nodes, in first-reference order */
	uint32_t *md_index;     /* open addressing over md_numbered: index + 1, 0 empty;
	                         * by number, so memory follows the nodes, not !N */
	uint32_t md_index_mask;
	uint32_t md_hashed;     /* the nodes in md_index (those not in md_dense) */
	uint32_t *md_dense;     /* by number below md_dense_cap: index + 1, 0 absent */
	uint32_t md_dense_cap;
	NamedMD *named_md, *named_md_tail;
	Vec md_kinds;           /* const char*: attachment kind names */
	void *md_kind_index;

	/* constant uniquing (module.c) */
	void *cint_table;
	Value *none_token;
};

/* module.c: the module, its attribute sets and groups, its constants */
Module *module_new(void);
void module_free(Module *m);
uint32_t module_md_kind(Module *m, const char *name, size_t len); /* intern */
MDNode **module_md_find(Module *m, uint32_t id); /* the table cell of !id: NULL, or its index + 1 */
MDNode *module_md_add(Module *m, MDNode *n);     /* a new numbered node (id not in the table) */
MDNode **module_md_sorted(const Module *m);      /* the numbered nodes by number; caller frees */
AttrGroup *module_attr_group(Module *m, uint32_t id);
void module_add_attr_group(Module *m, AttrGroup *g);
bool attrs_has(const Module *m, const AttrSet *s, AttrKind k);
/* a string attribute "key" (with or without a value) */
bool attrs_has_string(const Module *m, const AttrSet *s, const char *key);
/* a word LLVM 14 or 19 knows as an enum attribute (llvm.assume's bundle tags) */
bool ir_attribute_name_known(const char *s, size_t n);
const Attr *attrs_get(const Module *m, const AttrSet *s, AttrKind k);
AttrSet *attrs_unique(Module *m, Attr *attrs, uint32_t n, uint32_t *groups, uint32_t ngroups);
/* the set a parameter attribute list spelled text[0..n) gave before
 * (parse_attr.c's memo: the parser skips the list's tokens when found) */
bool attrs_by_text(Module *m, const char *text, size_t n, AttrSet **out);
void attrs_remember_text(Module *m, const char *text, size_t n, AttrSet *set);

/* constants (module.c) */
Value *const_int(Module *m, Type *t, uint64_t v);      /* uniqued, width <= 64 */
Value *const_int_wide(Module *m, Type *t, const uint64_t *w, uint32_t nwords);
Value *const_special(Module *m, Type *t, ValueKind k);  /* null/undef/poison/zero/none */
User *user_new(Module *m, size_t size, ValueKind k, Type *t, uint32_t nops);

/* parsing (parse_module.c): the module owns `src` on success; on failure
 * the caller keeps it (to render the error) and the module is freed. */
typedef struct IRParseError {
	uint32_t off;
	char msg[512];
} IRParseError;
Module *ir_parse(Source *src, IRParseError *err);
/* the same, read as LLVM `llvm` (14 or 19; 0: as ir_parse) reads it */
Module *ir_parse_as(Source *src, unsigned llvm, IRParseError *err);
/* Parse more text into an existing module (the REPL). On failure the
 * module may hold part of the text's definitions. */
bool ir_parse_into(Module *m, Source *src, IRParseError *err);
/* a type at the front of text naming only types m has (the REPL) */
Type *ir_parse_type(Module *m, const char *text, size_t *used, IRParseError *err);
/* A constant of type ty at the front of text, as the IR spells one
 * (`{ i32 1, ptr null }`, `c"ab"`, `zeroinitializer`, a constant
 * expression), naming only globals m has (the REPL's literals); *used: the
 * offset after it.  NULL and *err when there is none. */
Value *ir_parse_constant(Module *m, Type *ty, const char *text, size_t *used, IRParseError *err);
/* A module whose function bodies are parsed only when asked for: a
 * library compiled to IR, of which a run uses a few functions.  The text
 * must be as LLVM prints it (a body ends at a line that starts with
 * '}').  The bodies are not verified (such a library was verified when
 * built). */
Module *ir_parse_lazy(Source *src, IRParseError *err);
/* parse f's body if it is lazy (err: where it fails, in the module's
 * first source); true when f has its body */
bool ir_materialize(Module *m, Function *f, IRParseError *err);

/* fp16.c: half and bfloat bits.  To float: exact.  From a wider value:
 * rounded once, to nearest even; a NaN stays a NaN, quiet, with the top
 * bits of its payload (LLVM's fptrunc) */
float half_to_float(uint16_t h);
float bf16_to_float(uint16_t b);
uint16_t half_from_wide(__float128 v);
uint16_t bf16_from_wide(__float128 v);

/* printing (printer.c) */
void print_module(Buf *b, Module *m);
bool print_module_to(FILE *out, Module *m); /* false: a write failed */
void print_assign_slots(Module *m);                     /* number unnamed values */
void print_value_ref(Buf *b, const Value *v);           /* %x, @g, 42, ... */
void print_inst(Buf *b, const Inst *i);
void print_function(Buf *b, const Module *m, const Function *f); /* define/declare ... */
/* a name after its sigil, quoted unless it is [-a-zA-Z$._0-9]+ */
void print_name(Buf *b, char sigil, const char *name);

/* control flow (module.c): successors of a terminator in LLVM's order,
 * the unwind edge included; the unwind destination (NULL: none or caller) */
uint32_t term_num_succ(const Inst *t);
Block *term_succ(const Inst *t, uint32_t k);
Block *term_unwind_dest(const Inst *t);
static inline Inst *block_terminator(const Block *b)
{
	return b->last && op_is_terminator(b->last->u.v.op) ? b->last : NULL;
}
/* the first instruction that is not a PHI (NULL if none) */
Inst *block_first_non_phi(const Block *b);

/* verification (verify.c): prints every violation to `out`; returns the
 * number of errors (warnings do not count) */
unsigned ir_verify(Module *m, FILE *out, unsigned *nwarnings);
/* What a verification found: every error (ehi_only of them break ehi's
 * own rules beyond LLVM's verifier, V-FT and V-P: LLVM accepts the IR,
 * and their diagnostics say so), and the warnings. */
typedef struct VerifyCounts {
	unsigned errors, ehi_only, warnings;
} VerifyCounts;
/* ir_verify with the counts; for_run: a run's report, in which the
 * errors of ehi's own rules are warnings and the other warnings are not
 * printed (SPEC.md section 5) */
void ir_verify_counts(Module *m, FILE *out, bool for_run, VerifyCounts *c);
/* The verifier's rule sets for personalities (ir/personality.def's
 * family column) */
typedef enum PersFamily {
	PF_NONE, PF_UNKNOWN, PF_ITANIUM, PF_C, PF_MSVC, PF_SEH, PF_WASM
} PersFamily;
/* do catchpad cp's operands fit what a personality of family fam reads
 * (V-P-5..7)?  true for a family whose catchpads ehi does not know */
bool ir_catchpad_fits(const Inst *cp, PersFamily fam);
/* is landingpad lp what a landingpad personality of family fam reads
 * (V-P-8..10)?  true for the other families */
bool ir_landingpad_fits(const Inst *lp, PersFamily fam);

#endif
