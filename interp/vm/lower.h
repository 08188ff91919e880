/* lower.h — what the lowering's files share (private to interp/vm/lower*.c).
 *
 * One function is lowered by one Lowerer, in passes spread over these files:
 *   lower.c            the Lowerer's kit (slots, constants, emit, phi edges)
 *                      and lower_function, which runs the passes in order
 *   lower_vars.c       promoted variables: scalar allocas that become registers
 *   lower_inst.c       one lower_<op>() per IR instruction (or family), from one table
 *   lower_mem.c        loads, stores, getelementptr folds, memcpy/memset,
 *                      available frame loads
 *   lower_frame.c      the frame block: its objects, the private-object and
 *                      sret proofs, its layout and shadow template
 *   lower_frame_init.c which frame bytes are written before they are read
 *   lower_peep.c       compare fusion, shared cast slots, jump threading,
 *                      tail duplication, paired loads
 *   lower_phi.c        a loop's next values computed into its phis' registers
 * Names: lower_<op> lowers an instruction; lw_ is everything else the
 * files share. */
#ifndef EHI_LOWER_H
#define EHI_LOWER_H

#include "vm/exec.h"

typedef struct SlotEntry {
	const Value *v;
	uint32_t slot;
	UT_hash_handle hh;
} SlotEntry;

/* Frame-relative loads whose values a later load of the same bytes may
 * take instead of loading again (reuse_frame_load): the place (distance
 * from the block's top), width, the first load's slot, and whether the
 * object is private (only frame-relative stores and copies write it;
 * anything that may write memory ends the others).  Valid along a block
 * and into a block whose only predecessor is the one laid out before
 * it. */
enum { NAVAIL = 16 };
typedef struct AvailLoad {
	uint64_t dist, bytes;
	uint32_t slot;
	bool priv;
} AvailLoad;

typedef struct Lowerer {
	VM *vm;
	Function *f;
	LFunc *lf;
	Vec code;           /* Op */
	Vec src;            /* const Inst* */
	SlotEntry *slots;   /* Value* -> first slot */
	uint32_t nslots;
	Vec kvals;          /* const Value* of each constant slot group, in order */
	Vec switches;       /* SwitchTable*: targets still block indices (or stub pcs) */
	Vec fix_ops;        /* uint32_t op index of jumps whose targets are block indices */
	char *err;
	size_t errlen;
	bool failed;
	const Inst *cur;
	uint64_t frame_top;  /* static allocas: bytes of the frame block so far */
	Vec statics;        /* uint64_t pairs: distance from the top, size */
	bool opt;           /* promote variables, pick K/_V forms (off for --trace=exec) */
	bool fast_mem;      /* opt on a little-endian target: the memory ops that
			       read and write host words directly (LOADX, LOADO,
			       LOADF, LOADG and their stores) */
	SlotEntry *vars;    /* promoted alloca -> its variable's slot */
	struct FrameObj *fobjs; /* objects of the frame block (frame-relative access) */
	bool frame_shared;  /* some object of the frame block is not private */
	AvailLoad avail[NAVAIL];
	uint32_t navail;
	uint32_t *npreds;   /* predecessors of each block (by index) */
	const Inst *skip_to; /* an op already did the instructions up to this one */
	Vec byval;          /* LByval: byval parameters, their copies in the frame block */
	Vec callacc;        /* CallAccess: what calls read and write of sret_only objects */
	Vec sret_seen;      /* SretFill: callees sret_filled has looked at */
	/* the block's GEPI ops so far whose base and index are SSA values
	 * (emit_gep: a field of the same element reuses the element's
	 * address) */
	struct GepiSeen { uint32_t base, idx, t; uint64_t scale; unsigned w; } gepi[4];
	uint32_t ngepi;
} Lowerer;

/* A call's access to a frame object (lw_frame_init): a byval argument's
 * copy reads it, a proven sret result (sret_filled) writes it. */
typedef struct CallAccess {
	uint32_t pc;
	const void *cs;     /* the CALL op's call site (a check that pc is still it) */
	uint64_t dist, n;
	bool write;
} CallAccess;

typedef struct SretFill {
	const Function *f;
	uint64_t size;      /* 0: not proven */
} SretFill;

/* An object in the frame block (a static alloca or a byval parameter's
 * copy) at a fixed distance below the block's top: it is live exactly as
 * long as its frame, so an access at a constant offset inside it needs
 * no check (the F ops). */
typedef struct FrameObj {
	const Value *v;
	uint64_t dist, size;
	bool priv;          /* private (lw_uses_private) */
	bool tracked;       /* its bytes' initialisation is kept in the shadow (lw_frame_init) */
	bool byval;         /* a byval parameter's copy (written at entry) */
	bool sret_only;     /* not private, but only as call arguments seen (uses_frame_only) */
	UT_hash_handle hh;
} FrameObj;

/* A scalar getelementptr with at most one variable index, as
 * base + sext_w(idx) * scale + koff (idx NULL: none). */
typedef struct GepParts {
	Value *base, *idx;
	unsigned w;
	uint64_t scale;
	int64_t koff;
} GepParts;

/* the all-ones mask of `bits` bits (0 .. 64 and more) */
static inline uint64_t
lw_mask_of(uint32_t bits)
{
	return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

/* the pc the next op gets */
static inline uint32_t
lw_pc_here(const Lowerer *L)
{
	return L->code.len;
}

/* ops that end in a two-way branch on x.c[0] / x.c[1] */
static inline bool
lw_two_way(uint16_t code)
{
	return code == OPC_BR || code == OPC_BRCMP || (code >= OPC_BREQ && code <= OPC_BRSGEK);
}

/* lower.c */
/* record a failure (the first one's message is kept); true */
bool lw_fail(Lowerer *L, const char *fmt, ...) EHI_PRINTF(2, 3);
uint32_t lw_new_slots(Lowerer *L, uint32_t n);
uint32_t lw_slot_of(Lowerer *L, const Value *v);
Op *lw_emit(Lowerer *L, OpCode c, uint32_t d, uint32_t a, uint32_t b);
void lw_fix_block(Lowerer *L, uint32_t at, int which, const Block *b);
uint32_t lw_edge(Lowerer *L, const Block *from, const Block *to, bool *direct);
InstSlots *lw_inst_slots(Lowerer *L, Inst *i);
bool lw_const_image(Lowerer *L, const Value *c, uint64_t *img);
bool lw_small_imm(const Value *c, unsigned w, uint32_t *imm);
bool lw_zext_imm(const Value *c, unsigned w, uint32_t *imm);

/* lower_vars.c */
bool lw_is_scalar_reg(const Type *t);
bool lw_plain_access(const Inst *i);
uint32_t lw_var_of(const Lowerer *L, const Value *p);
/* find the variables (L->vars, by index); *param_of: per variable, the
 * slot of the parameter it is (UINT32_MAX: none), malloc'ed; their number */
uint32_t lw_vars_find(Lowerer *L, uint32_t **param_of);
uint32_t lw_var_stores(const Value *var);
bool lw_load_reads_var(const Inst *ld, const Value *var);
/* give the variables their slots (nb blocks): first those always stored
 * before they are read, then (from the slot returned) the *nundef that
 * start undef */
uint32_t lw_vars_place(Lowerer *L, const uint32_t *param_of, uint32_t nv, uint32_t nb, uint32_t *nundef);
void lw_store_var(Lowerer *L, Inst *st, uint32_t var);
bool lw_reads_stable(const Lowerer *L, const Value *v, const Inst *from, const Inst *to);

/* lower_inst.c */
void lower_inst(Lowerer *L, Inst *i);
/* lower_fmf.c: fast-math nnan/ninf checks around a flagged instruction
 * (before: its descriptor, and copies of operands in the result's
 * registers; NULL when nothing is checked; after: the check op) */
struct FmfCheck *lw_fastmath_before(Lowerer *L, Inst *i);
void lw_fastmath_after(Lowerer *L, struct FmfCheck *c);
/* lower_assume.c: llvm.assume's align, nonnull, dereferenceable bundles */
void lw_assume_bundles(Lowerer *L, const Inst *i);

/* lower_mem.c */
bool lw_sext_folds(const Lowerer *L, const Inst *s);
bool lw_gep_parts(const Lowerer *L, const Inst *g, GepParts *p);
bool lw_full_width_scalar(VM *vm, const Type *t, uint64_t *bytes);
bool lw_mem_intrinsic(const Lowerer *L, const Inst *i, bool *set);
bool lw_mem_frame_side(const Lowerer *L, const Inst *i, uint32_t k, uint64_t *dist);
/* before instruction op: the available loads it may invalidate end */
void lw_avail_before(Lowerer *L, Opcode op);
void lower_gep(Lowerer *L, Inst *i);
void lower_load_store(Lowerer *L, Inst *i);
bool lower_mem_intrinsic(Lowerer *L, Inst *i);

/* lower_frame.c */
bool lw_frame_access(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist);
bool lw_frame_access_obj(const Lowerer *L, const Value *p, uint64_t n, uint64_t *dist, const FrameObj **obj);
bool lw_uses_private(const Lowerer *L, const Value *p, int depth);
void lw_note_call_access(Lowerer *L, const Inst *call, uint32_t pc, const void *cs);
/* byval parameters' copies open the frame block */
void lw_frame_byval(Lowerer *L);
/* lay out the frame block and its shadow template, offsets from its base */
void lw_frame_layout(Lowerer *L, uint32_t nb);
void lower_alloca(Lowerer *L, Inst *i);

/* lower_frame_init.c */
void lw_frame_init(Lowerer *L, uint32_t nb);

/* promise.c: promise checks for the attributes and metadata that promise
 * something of a value (a parameter's at entry, a ret's, a call's
 * arguments and result, a load's) */
void lw_promise_params(Lowerer *L);
void lw_promise_ret(Lowerer *L, const Inst *ret);
void lw_promise_args(Lowerer *L, const Inst *call);
void lw_promise_result(Lowerer *L, const Inst *call);
void lw_promise_load(Lowerer *L, const Inst *ld, bool own_slot);

/* lower_peep.c */
bool lw_fusable_compare(const Lowerer *L, const Inst *c);
const Inst *lw_select_compare(const Lowerer *L, const Inst *c);
void lw_emit_brcmp(Lowerer *L, const Inst *c);
const Inst *lw_logic_branch(const Lowerer *L, const Inst *br);
bool lw_logic_select(const Lowerer *L, const Inst *s);
bool lw_logic_compare(const Lowerer *L, const Inst *c);
uint32_t lw_emit_logic_branch(Lowerer *L, const Inst *s, uint32_t *first, int *shared);
uint32_t lw_cast_shares_slot(Lowerer *L, const Inst *i);
void lw_thread_jumps(Lowerer *L);
void lw_tail_duplicate(Lowerer *L, LFunc *lf);
void lw_pair_loads(Lowerer *L);
void lw_fuse_moves(Lowerer *L);
void lw_fix_widths(Lowerer *L);

/* lower_phi.c: may values share their phis' registers in f (no setjmp);
 * the register of the phi that value v computes into, or UINT32_MAX */
bool lw_phis_may_share(const Function *f);
uint32_t lw_phi_slot(Lowerer *L, const Inst *v);

#endif
