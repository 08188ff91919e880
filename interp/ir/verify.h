/* verify.h — the verifier's shared state (verify.c, verify_eh.c).
 *
 * verify.c owns the engine (reporting, the per-function analysis, the
 * structural rules V-S); verify_eh.c owns the EH rules (V-EH, V-FT, V-P).
 * Everything computed per function lives in VCtx between begin_function
 * and end_function and is dropped in one place. */
#ifndef EHI_VERIFY_H
#define EHI_VERIFY_H

#include "ir/ir.h"

typedef enum Rule {
#define RULE(e, id, sev, msg) R_##e,
#include "ir/verify_rules.def"
#undef RULE
	R__COUNT
} Rule;

/* Pad references (VPad.parent, destinations of unwind edges): an index
 * into VCtx.pads, or one of these. */
enum {
	PAD_NONE = -1,  /* `within none`; as a destination: the caller */
	PAD_BAD = -2,   /* a value that is no pad of this function */
	PAD_UNSET = -3, /* no destination seen yet */
};

/* An EH pad of the function being checked, in layout order. */
typedef struct VPad {
	Inst *i;
	Value *parent_v;    /* operand 0 of catchswitch/catchpad/cleanuppad, else NULL */
	int32_t parent;     /* pad index, PAD_NONE or PAD_BAD */
	uint32_t depth;     /* number of pads above it (valid when !cyclic) */
	uint8_t cyclic;     /* its chain of parents runs into a cycle */
	uint8_t on_cycle;   /* it lies on such a cycle */
	uint8_t reported;   /* PR_* bits: what was already said about it */
	int32_t lfirst, lsecond; /* LLVM's unwind edges out of it: first and a differing destination */
	int32_t cfirst, csecond; /* the same, edges found by colour (V-FT-6) */
	uint32_t stamp;     /* scratch: last walk that visited it */
} VPad;

enum { PR_DESTS = 1, PR_SIBLING_CYCLE = 2, PR_SELF_NESTED = 4 };

typedef struct VCtx {
	Module *m;
	FILE *out;
	bool for_run;           /* ir_verify_counts' for_run */
	unsigned nerr, nwarn, nehi_only;
	Vec diags;              /* VDiag, printed sorted by location at the end */
	Vec recovers;           /* Inst*: llvm.localrecover calls, checked at module end */
	struct VFn *fns;        /* per function facts (Function.aux points here) */

	/* the function being checked */
	Function *f;
	Block **blocks;         /* by index (layout order) */
	uint32_t nb, ninst;     /* Inst.order is the layout index in the function */
	uint32_t *pred_at;      /* preds of block j: pred[pred_at[j] .. pred_at[j + 1]) */
	Block **pred;           /* one entry per CFG edge */
	uint32_t *rpo;          /* reverse-postorder number; UINT32_MAX: unreachable */
	uint32_t *idom;         /* immediate dominator's index (entry: itself) */
	uint32_t *dom_in, *dom_out; /* dominator-tree DFS interval */
	uint8_t *iflag;         /* per instruction: IFL_* */

	/* EH facts (verify_eh.c) */
	VPad *pads;
	uint32_t npads;
	uint32_t *pad_hash;     /* open addressing: pad index + 1, 0 empty */
	uint32_t pad_hash_mask;
	uint32_t stamp;
	int32_t *colour1, *colour2; /* first two colours of each block (layout order of their pads) */
	uint32_t *ncolours;     /* 0: unreachable or not computed */
	Vec *colour_sets;       /* all colours of blocks that have several */
	bool has_lp, has_funclet;
	Type *lp_type;          /* the first landingpad/resume type seen (V-EH-15/16) */
	uint32_t nescapes;      /* llvm.localescape calls seen */
} VCtx;

enum {
	IFL_EDGE_REJECTED = 1, /* V-EH-30..35 rejected this terminator's unwind edge */
	IFL_BOGUS = 2,         /* scratch: V-EH-37 said for the pad at hand */
	IFL_EDGE_KNOWN = 4,    /* an invoke's normal edge: IFL_EDGE_OK computed */
	IFL_EDGE_OK = 8,       /* ... and it dominates its destination */
};

/* What the verifier remembers of each function of the module. */
typedef struct VFn {
	int32_t intrinsic;      /* index into the intrinsic table, -1: none */
	int8_t sig;             /* intrinsic's declared type: 0 ok, 1 bad return, 2 bad parameters */
	int32_t nescaped;       /* arguments of its llvm.localescape call, -1: none */
} VFn;

/* Report a violation of `rule` at `where` (an instruction, block or
 * function) and keep going: the one breakpoint spot for every finding. */
void verify_failed(VCtx *v, Rule rule, const void *where, ...);
/* ... at an offset of the module's first source, outside any function
 * (module-level metadata and globals) */
void verify_failed_at(VCtx *v, Rule rule, uint32_t off, ...);

/* Check `cond`; report and leave the current check when it fails. */
#define VCHECK(v, cond, ...)                       \
	do {                                       \
		if (!(cond)) {                     \
			verify_failed(v, __VA_ARGS__); \
			return;                    \
		}                                  \
	} while (0)

/* the same for a finding at a source offset (verify_failed_at) */
#define VCHECK_AT(v, cond, rule, off)                  \
	do {                                           \
		if (!(cond)) {                         \
			verify_failed_at(v, rule, off); \
			return;                        \
		}                                      \
	} while (0)

/* verify_module.c: the named metadata LLVM reads (V-S-33, 34) */
void verify_module_md(VCtx *v);

bool verify_dominates_block(const VCtx *v, const Block *a, const Block *b);
bool verify_reachable(const VCtx *v, const Block *b);
/* the callee with pointer casts stripped, if it is a function */
Function *verify_callee_fn(const Inst *call);
/* strip bitcast/addrspacecast (and, if zero_geps, all-zero GEP) constant expressions */
const Value *verify_strip_casts(const Value *val, bool zero_geps);
bool verify_is_intrinsic(const Function *f);
/* an alloca of a constant count in the entry block (LLVM's isStaticAlloca);
 * v may be NULL */
bool verify_is_static_alloca(const VCtx *v, const Value *val);
/* "%x", "@g", or "none" for NULL / the none token, into a static ring of buffers */
const char *verify_name(const Value *val);

/* LLVM's Type::isSized (a struct holding a scalable vector has no size
 * unless all its members are that one vector type) */
bool verify_is_sized(const Type *t);
/* verify_attrs.c: attribute sets (V-S-39 .. 43, 61 .. 65) */
void verify_function_attrs(VCtx *v, Function *f);
/* vscale_range(min, ...)'s min, 1 without one */
unsigned verify_vscale_min(const Module *m, const AttrSet *s);
void verify_call_attrs(VCtx *v, Inst *i);
/* verify_globals.c: global variables (V-S-44 .. 46) */
void verify_global_var(VCtx *v, const Global *g);
/* verify_di.c: debug-info metadata (V-S-48 .. 55) */
void verify_debug_info(VCtx *v);
/* verify_calls.c: rules of calls by the callee's name (V-S-59, 69..71, 73, 74) */
void verify_named_intrinsic(VCtx *v, Inst *i, const char *name); /* a direct call of intrinsic `name` */
void verify_inalloca_arg(VCtx *v, Inst *i);
void verify_asm_call(VCtx *v, Inst *i);  /* an inline asm callee's operands (V-S-79) */
/* verify_gc.c: gc.statepoint, gc.relocate, gc.result (V-S-75 .. 77); f: the callee */
void verify_gc_call(VCtx *v, Inst *i, const Function *f);
/* verify_neon.c: llvm.aarch64.neon.ld2 .. st4lane's signatures (V-S-25, 26) */
void verify_neon_call(VCtx *v, Inst *i, const char *name);
/* verify_md.c: metadata attached to instructions and functions (V-S-58 .. 60) */
void verify_inst_md(VCtx *v, Inst *i);
void verify_scope_decl(VCtx *v, Inst *i); /* llvm.experimental.noalias.scope.decl */
void verify_function_md(VCtx *v, Function *f);
/* verify_eh.c */
void verify_eh_begin(VCtx *v);          /* pads and their parents */
void verify_eh_inst(VCtx *v, Inst *i);  /* per-instruction EH rules */
void verify_eh_function(VCtx *v);       /* edges, funclets, colours, personality */
bool verify_eh_lowers_to_call(const Function *f); /* llvm.objc.* ARC intrinsics */

#endif
