/* exec.h — the execution core: lowered code, frames, the VM.
 *
 *   module --lower (once per function, on first call)--> LFunc
 *   vm_run: one dispatch loop over Ops, frames kept as data
 *
 * Frames are an explicit array (never host recursion): the unwinder walks
 * and pops them as data, the REPL shows them, deep recursion cannot
 * overflow the host.  Registers of all frames live in one growable slot
 * array addressed by index (a frame's `base`), so reallocation never
 * invalidates a frame. */
#ifndef EHI_EXEC_H
#define EHI_EXEC_H

#include "ir/ir.h"
#include "machine/layout.h"
#include "machine/mem.h"
#include "machine/target.h"
#include "vm/rules.h"
#include "vm/runtime_if.h"

#include <setjmp.h>

typedef struct LFunc LFunc;
/* what a builtin returns; BI_UNWIND: it left an exception in flight, and
 * the loop continues wherever the unwinder has put the frame stack */
enum { BI_DONE = 0, BI_FAILED = 1, BI_UNWIND = 2 };

typedef enum OpCode {
#define X(n) OPC_##n,
#include "vm/ops.def"
#undef X
	OPC__COUNT
} OpCode;

extern const char *const opc_names[OPC__COUNT];
/* the ops that are a call instruction (a frame's call site is the op
 * before its pc: the unwinder, breakpoints on a callee, SJLJ) */
static inline bool
op_is_call(unsigned code)
{
	return code == OPC_CALL || code == OPC_MATHFP;
}

typedef struct Op {
	const void *h;      /* its code in the dispatch loop (vm_thread_code) */
	uint16_t code;
	uint8_t f;          /* flags / predicate / sub-op */
	uint8_t w;          /* width in bits (ints), bytes (memory), kind (floats) */
	uint32_t d, a, b;   /* slots */
	union {
		uint64_t k;
		int64_t s;
		uint32_t c[2];
		void *p;
	} x;
} Op;

/* op->f for integer ops: poison-generating flags */
enum { OPF_NUW = 1, OPF_NSW = 2, OPF_EXACT = 4, OPF_DISJOINT = 8, OPF_NNEG = 16 };

typedef enum FpKind { FK_HALF, FK_BFLOAT, FK_F32, FK_F64, FK_F80, FK_F128, FK_PPC128, FK__COUNT } FpKind;
/* a floating-point type's format (ppc_fp128 the rest) */
static inline FpKind
fp_kind_of_type(const Type *t)
{
	switch (t->kind) {
	case TY_HALF: return FK_HALF;
	case TY_BFLOAT: return FK_BFLOAT;
	case TY_FLOAT: return FK_F32;
	case TY_DOUBLE: return FK_F64;
	case TY_X86_FP80: return FK_F80;
	case TY_FP128: return FK_F128;
	default: return FK_PPC128;
	}
}
typedef enum FloatOp { FO_ADD, FO_SUB, FO_MUL, FO_DIV, FO_REM } FloatOp;
typedef enum ConvOp {
	CV_FPTRUNC, CV_FPEXT, CV_FPTOSI, CV_FPTOUI, CV_SITOFP, CV_UITOFP, CV_BITCAST_IF, CV_BITCAST_FI,
} ConvOp;
typedef enum Int128Op {
	I128_ADD, I128_SUB, I128_MUL, I128_UDIV, I128_SDIV, I128_UREM, I128_SREM, I128_AND, I128_OR,
	I128_XOR, I128_SHL, I128_LSHR, I128_ASHR, I128_ICMP, I128_TRUNC, I128_ZEXT, I128_SEXT,
} Int128Op;

/* A call site, resolved once by the lowering. */
struct CallSite {
	const Inst *inst;       /* the call/invoke, for reports and the unwinder */
	Function *fn;           /* direct callee, or NULL (indirect: slot `callee`) */
	uint32_t callee;        /* slot holding the callee's address (indirect) */
	uint32_t nargs, nfixed; /* all arguments; those the callee type declares */
	uint32_t *args;         /* slot of each argument */
	uint16_t *argslots;     /* slots each argument spans */
	uint32_t nflat;         /* slots of all arguments together */
	uint32_t *flat;         /* the caller's slot of each, in order: a callee's
				   parameters take slots [0, nflat) in this order */
	Type **argtypes;
	Type **byval;           /* the byval type of each argument, or NULL (NULL: none) */
	uint64_t *byval_size;   /* ... its size and alignment (with byval) */
	uint32_t *byval_align;
	BuiltinFn builtin;      /* direct call of an external: ehi's function for it (or NULL);
				   with fn NULL: inline asm's (vm_inline_asm) */
	LFunc *direct;          /* set at the first call when it takes the fast path: a
				   direct call of a defined, fixed-argument function
				   whose parameters match */
	bool byval_extra;       /* byval here where the callee's parameter has none:
				   copied to the stack (copy_byval) */
	bool direct_slow;       /* the direct callee has a frame block or byval work */
	const void *native;     /* with direct: the callee's native entry when the
				   call can be native (jit.h JitFunc.native0) */
	const VmMathFn *pure;   /* a MATHFP op's: the builtin's plain maths function */
	uint32_t dst, dst_slots;/* result slots (dst_slots 0: void) */
	uint32_t normal_pc;     /* invoke: continue here */
	uint32_t unwind_pc;     /* invoke: the unwind destination's first op */
	Block *unwind_block;
	Type *fty;
};

/* an instruction and the slots of its operands and result, for ops that
 * work from the IR instruction (vectors, atomics, EH) */
typedef struct InstSlots {
	const Inst *i;
	uint32_t d;             /* result slot */
	uint32_t nops;
	uint32_t s[];           /* slot of each operand (UINT32_MAX: a block) */
} InstSlots;

/* extractvalue / insertvalue: where the field lies in the aggregate image */
typedef struct AggField {
	uint32_t off, agg_slots;
	const Type *type;
} AggField;

/* catchswitch, catchpad, cleanuppad, catchret, cleanupret: an EHOP's
 * x.p (op->f: the instruction's Opcode).  Pcs are resolved by the
 * lowering, through the phi copies of their edge. */
typedef struct PadOp {
	const Inst *i;
	uint32_t d;             /* pads: the register of the token */
	uint32_t tok;           /* pads: the parent's token register (UINT32_MAX:
				   none); catchret/cleanupret: the pad's */
	uint32_t next_pc;       /* catchret: its target; catchswitch/cleanupret:
				   the unwind destination (UINT32_MAX: caller) */
	const Block *next_block;/* ... its block */
	uint32_t nh;            /* catchswitch: its handlers, */
	uint32_t *handler_pc;   /* ... the pc of each (through phi copies) */
	const Block **handler_block;
	uint32_t nargs;         /* pads: their arguments' registers */
	uint32_t *args;
} PadOp;

typedef struct SwitchTable {
	uint32_t n, dflt;
	uint64_t *vals;
	uint32_t *pcs;
} SwitchTable;

/* A function lowered for execution. */
struct LFunc {
	Function *fn;
	Op *code;
	uint32_t ncode;
	const Inst **src;       /* the IR instruction of each op (reports) */
	uint32_t nslots;        /* registers in a frame */
	uint32_t nparam_slots;  /* arguments occupy slots [0, nparam_slots) */
	uint32_t *param_slot;   /* first slot of each parameter */
	uint32_t vbase, nvars;  /* promoted variables: slots [vbase, vbase+nvars) */
	uint32_t kbase, nk;     /* slots [kbase, kbase+nk) start as k[]: the variables
				   (undef), constants and temporaries */
	uint64_t *k;
	uint8_t *kpoison;
	uint8_t *kconst;        /* 1: the slot is a constant's (its k[] for the
				   whole run: no op writes it) */
	uint32_t *block_pc;     /* first op of each block, by block index */
	/* static allocas (entry block, constant size) share one frame block,
	 * laid out here with redzones: a call allocates it at once and copies
	 * its shadow from frame_shadow */
	uint64_t frame_bytes;
	uint32_t frame_align;
	uint8_t *frame_shadow;
	uint64_t frame_mask;    /* ~(the block's alignment - 1), at least 16 */
	bool frame_fast;        /* frame_private and at most 1 MiB: the call
				   only moves sp (sp - frame_bytes cannot wrap) */
	/* with a debugger attached (VM.debug): the register of each
	 * argument and instruction result (lfunc_value_slot), sorted by
	 * Value address */
	struct LValueSlot { const Value *v; uint32_t slot; } *values;
	uint32_t nvalues;
	/* locals (allocas) the lowering could not prove written before
	 * each read: promoted variables that start undef (the report of an
	 * undef's use names them, uninit.c) */
	const Value **unset;
	uint32_t nunset;
	bool has_pads;          /* funclet pads: calls and rets are checked (FCHECK) */
	const void *eh_personality; /* the EH side's row for fn's personality,
				   resolved when an exception first passes
				   (NULL: not yet) */
	bool frame_private;     /* no op sees an address in the block: its
				   shadow is left as it was (not accessible) */
	/* byval parameters: a call copies the argument's bytes into the frame
	 * block (so the callee's accesses to them are frame-relative) */
	uint32_t nbyval;
	struct LByval {
		uint32_t param, slot;   /* parameter index, its slot */
		uint64_t off, size;     /* the copy: offset in the frame block, bytes */
	} *byval;
	struct JitFunc *jit;    /* its native code (jit.h), or NULL */
};

typedef enum FrameFlags {
	FR_ENTRY = 1,           /* returning from it leaves vm_run */
	FR_UNWINDING = 2,       /* phase 2 is passing through (EH issues) */
	FR_UNWOUND_ALIVE = 4,   /* unwound but kept (MSVC: until catchret) */
	FR_HOST_CATCH = 8,      /* an entry frame whose host caller catches
				   every exception leaving it (catch (...)) */
	FR_SETJMP = 16,         /* it called setjmp (sjlj.c: a frame pushed in
				   its place starts without, so a jmp_buf of
				   the returned frame is recognised) */
	FR_FAULTED = 32,        /* stopped at an op that faulted, not at a
				   call, while the fault is dispatched (SEH):
				   no pad of it covers the op */
} FrameFlags;

typedef struct Frame {
	LFunc *lf;
	const struct Op *code;  /* lf->code */
	uint32_t pc;            /* next op (saved across calls) */
	uint32_t base;          /* first register in vm->regs */
	uint32_t flags;
	const CallSite *site;   /* the call in the caller that made this frame */
	uint64_t sp_mark;       /* simulated stack pointer at entry */
	uint64_t frame_base;    /* the frame's static block (its address) */
	uint8_t *frame_host;    /* ... in host memory (the F ops) */
	uint64_t va_regs;       /* variadic calls: the register save area (ABI-specific) */
	uint64_t va_stack;      /* ... and the first stacked argument */
	uint32_t va_gp, va_fp;  /* bytes of the save areas the fixed arguments used */
} Frame;

/* Outcome of a run, also the exit status policy (SPEC.md, exit statuses) */
typedef enum RunStatus { RUN_EXITED, RUN_UB, RUN_FAULT, RUN_LIMIT, RUN_ERROR } RunStatus;

/* A debugger attached to a run (the REPL).  Set before the run: the
 * dispatch loop then routes every op through its trap (a run without a
 * debugger pays nothing: the trap table is chosen once per loop entry)
 * and functions are lowered unoptimised, one op or more per instruction,
 * every value in its own register.  The callbacks may pause the run by
 * not returning at once (a nested command loop reads the frames, the
 * registers and memory); they must not push frames or run interpreted
 * code.  To abandon the run they longjmp to *vm->bail with vm->status
 * set, as vm_fail does. */
typedef struct VmDebug {
	/* before each op of the top frame: fr->pc is that op's index */
	void (*op)(VM *vm, Frame *fr, void *ctx);
	/* the run stops: vm_fail has printed its report and set
	 * vm->status; frames, registers and memory are intact until this
	 * returns (post-mortem, SPEC.md section 6) */
	void (*fail)(VM *vm, void *ctx);
	void *ctx;
} VmDebug;

/* What the loop needs from the EH machinery, installed by it (eh/eh.c:
 * eh_install, right after vm_new).  Only the EH ops and reports call
 * through it; no other op pays for it. */
typedef struct VmEhOps {
	/* the LANDINGPAD op of the top frame: its {exception, selector} */
	void (*landingpad)(VM *vm, uint64_t *exn, int32_t *sel);
	/* `resume` of the exception at ue, in frame depth */
	void (*resume)(VM *vm, uint64_t ue, uint32_t depth, const Inst *at);
	/* EHOP: the funclet pad instructions, catchret and cleanupret */
	void (*funclet_op)(VM *vm, const Op *op);
	/* FCHECK: the funclet rules at a call or ret inside pads */
	void (*funclet_check)(VM *vm, const Op *op);
	/* reports: frame depth's entered pads, as a line (nothing when none) */
	void (*print_pads)(VM *vm, FILE *out, uint32_t depth);
	/* vm_free: the EH state (VM.eh) */
	void (*free)(VM *vm);
	/* longjmp is about to resume frame `depth` after its setjmp and pop
	 * the frames above it without unwinding them: forget their landings
	 * (SPEC.md X-SJLJ-4), or refuse (a funclet pad is entered) */
	void (*frames_gone)(VM *vm, uint32_t depth);
	/* reports: does an access of [addr, addr+n) that failed its check
	 * touch the runtime's private part of an exception header?  Names
	 * the field in out (SPEC.md EH-U-17) */
	bool (*private_field)(VM *vm, uint64_t addr, uint64_t n, char *out, size_t cap);
	/* a machine fault (its rule; VM.fault_addr/fault_write for an
	 * access) is about to be reported: true when the EH machinery raised
	 * it as an exception instead (Windows SEH) and the frame stack is at
	 * its pad, or at the faulting op to run again; the loop resumes
	 * there (VM.fault_resume) */
	bool (*fault)(VM *vm, Rule rule);
	/* a call of the defined function f (its arguments in R at the
	 * call's slots) on the slow path, before the site is cached for the
	 * fast one: true keeps it on the slow path (the call is traced:
	 * an SEH __finally, eh/seh.c) */
	bool (*call)(VM *vm, const Function *f, const CallSite *cs, const uint64_t *R);
} VmEhOps;

struct VM {
	Module *m;              /* read only: a run leaves it as it was */
	Arena arena;            /* the run's own allocations, freed with the VM
				   (never linked into the module: Type.layout's
				   cache stays in m->arena) */
	Target tgt;
	DataLayout dl;
	Mem mem;
	unsigned ptr_bytes;
	bool big_endian;

	Vec frames;             /* Frame */
	uint64_t *regs;
	uint8_t *poison;        /* one byte per register: lanes that are poison */
	uint32_t nregs, capregs;

	/* limits */
	uint64_t steps, max_steps;
	uint32_t max_depth;
	/* steps counts every op executed when count_steps is set (the trap
	 * on: a run that reads the step clock, libc_time.c) or under
	 * --max-steps */
	bool count_steps;
	/* what the host grants the program's C library (driver.c: --env,
	 * --clock) */
	const char *const *env; /* NAME=VALUE strings, borrowed; nenv of them */
	uint32_t nenv;
	bool host_clock;        /* --clock=host: the host's clocks, not the step clock */
	bool layout_limit;      /* vm_instantiate failed on X-LIM-7 or X-LIM-5 (a limit, not bad input) */
	uint64_t layout_cap;    /* --max-memory while the globals are laid out (0: none): a
				   global past it fails before its memory is touched */

	/* addresses of globals and functions */
	void *gaddr;            /* uthash: Global* -> address */
	Vec funcs_by_slot;      /* Function*, by (address - func_lo) / 16 */
	/* the runtimes (installed before vm_instantiate: rt_install), and
	 * the modules linked with the program (link.c) */
	const VmRuntime *rt;
	void *rt_state;         /* the runtimes' per-run state (their registry's) */
	Vec mods;               /* Module *: [0] the program, then IR runtimes (vm_link) */
	void *syms;             /* uthash: external name -> what it resolves to (link.c) */
	void *owners;           /* uthash: a Function of an IR runtime -> its Module */
	Vec rt_funcs, rt_data;  /* Global *: the runtimes' own symbols, which no
				   module declares (vm_runtime_func, vm_runtime_data) */
	Vec data_decls;         /* Global *: every data declaration no module
				   defines, in layout order (the runtimes fill them) */
	Vec owned;              /* Module *: freed with the VM (vm_own_module) */
	bool instantiated;
	/* the lowered code of each function, by Function.index (NULL: not
	 * yet lowered; vm_lowered): the run's, not the IR's, so that one
	 * module can be run by several VMs, one after the other.  The
	 * program's functions first, then each linked module's (vm_link) */
	LFunc **lowered;
	uint32_t nlowered;

	Function *callee;       /* the function a builtin is running as */
	void *ext;              /* extern.c: the external behaviours and choice
				   points of the run (NULL: none) */
	bool entry_returned;    /* vm_run_main: the entry function returned
				   (its result in entry_value), not exit() */
	bool entry_escaped;     /* ... an exception left it (entry_flags has
				   FR_HOST_CATCH: the exception is eh's host_caught) */
	uint64_t entry_value;
	uint32_t entry_flags;   /* FrameFlags of the entry's frame (explore:
				   FR_HOST_CATCH, an unknown caller that catches) */
	uint64_t entry_ret[4];  /* the result of a function called from the host */
	uint32_t entry_ret_reg; /* ... all of it: its n slots at regs/poison + this */
	uint32_t entry_ret_n;
	uint8_t entry_ret_z[4]; /* ... its poison flags (explore: a poison result) */

	/* the outcome */
	RunStatus status;
	int exit_code;
	int fault_status;       /* a fault's status when not SIGSEGV's 139 (trap: 132) */
	jmp_buf *bail;          /* host-level abort back to vm_run's caller */
	Buf out;                /* program stdout, flushed at exit */
	Buf fmt_out;            /* a printf-family call's text before it goes out
				   (the VM's: a fault writing it out frees nothing) */
	FILE *stdout_file, *stderr_file;
	bool trace_exec;
	bool mangled_names;     /* functions by symbol in the trace and reports (--mangled) */
	bool out_line_flush;    /* program stdout reaches the host at each newline (the REPL) */
	Vec atexit_fns;         /* uint64_t function addresses, run in reverse */
	Vec tls_dtors;          /* uint64_t pairs (destructor, object) of the main
				   thread's thread_local objects (__cxa_thread_atexit):
				   run in reverse before the atexit handlers, as glibc's exit */
	uint64_t stdout_obj, stderr_obj;  /* the FILE objects programs see */
	uint64_t va_slot_bytes;
	const VmEhOps *eh_ops;  /* the EH machinery (NULL: a run without EH) */
	struct EhRuntime *eh;   /* its state, opaque here (created on first use) */
	const VmDebug *debug;   /* a debugger, or NULL (see VmDebug) */
	void *uninit_origins;   /* uthash: a load -> the unwritten bytes it last read (uninit.c) */
	uint64_t frame_overflow; /* a function whose static frame exceeds the stack
				   was being lowered: its size (lower_frame.c) */
	uint8_t load_undef;     /* the last slow-path load read unwritten bytes (vm.c) */
	Vec sjlj;               /* sjlj.c: the setjmp records of live frames */
	/* faults the EH machinery raises as exceptions (VmEhOps.fault): the
	 * innermost loop's restart point, and the access that faulted */
	jmp_buf *fault_resume;
	uint64_t fault_addr;
	int8_t fault_write;     /* 1 write, 0 read, -1 no access */
	uint64_t sjlj_serial;   /* ... the last one's number */
	bool no_jit;            /* --no-jit: every op interpreted (jit.h) */
	struct Jit *jit;        /* the JIT's code buffers (jit_x64.c), or NULL */
	/* gepcheck.c: per base address (hashed), bytes [lo, hi) around it
	 * found in one object by a far getelementptr inbounds step (a
	 * cache; key 0: none) */
	struct { uint64_t key, lo, hi; } gep_span[64];
};

/* a frame leaves (`ret`, a musttail forward, longjmp): its stack is
 * released; a private frame block keeps its
 * shadow (no op saw an address in it): only what was allocated below it
 * dies */
static inline void
vm_frame_release(Mem *mem, const Frame *fr)
{
	if (fr->sp_mark == mem->sp)
		return;
	if (!fr->lf->frame_private) {
		mem_stack_release(mem, fr->sp_mark);
	} else {
		if (mem->sp != fr->frame_base)
			mem_stack_release(mem, fr->frame_base);
		mem->sp = fr->sp_mark;
	}
}

/* link.c: where f's lowered code is kept in vm->lowered */
LFunc **vm_lowered_slot(const VM *vm, const Function *f);

/* the lowered code of f in this run, or NULL (not lowered yet).  No
 * bounds check on the call path: vm_new sizes the table for every
 * function of vm->m, vm_link adds a linked module's after them, and one
 * outside the lists has index 0.  Each module numbers its functions
 * from 1, so with modules linked an index may be another module's: the
 * slot then comes from vm_lowered_slot */
static inline LFunc *
vm_lowered(const VM *vm, const Function *f)
{
	LFunc *lf = vm->lowered[f->index];
	return !vm->owners || (lf && lf->fn == f) ? lf : *vm_lowered_slot(vm, f);
}

/* vm.c */
/* A VM for the program m: its target, data layout and memory.  Then:
 * the runtimes (rt_install), any IR runtime modules (vm_link), and
 * vm_instantiate lays the globals out; then it runs. */
/* (on failure: err says why; *status is 68 for what the machine does
 * not provide, else left as it is) */
VM *vm_new(Module *m, int *status, char *err, size_t errlen);
bool vm_instantiate(VM *vm, char *err, size_t errlen);
/* m (an IR runtime module loaded for this run) is freed by vm_free */
void vm_own_module(VM *vm, Module *m);
void vm_free(VM *vm);
/* the process ends with `status`: atexit handlers, global destructors,
 * stdout flushed (exit, or main's return) */
void vm_exit_process(VM *vm, int status);
/* run main (or `entry`); returns the process exit status (SPEC.md) */
int vm_run_main(VM *vm, const char *entry, int argc, char **argv);
/* the process exit status of a run that stopped (vm->status, vm->exit_code) */
int vm_exit_status(const VM *vm);
/* call an interpreted function from the host, inside a run (vm->bail set) */
int vm_call_function(VM *vm, Function *f, const uint64_t *args, uint32_t nargs, uint64_t *ret);
/* ... with the entry frame's FrameFlags (FR_HOST_CATCH: the caller catches) */
int vm_call_function_flags(VM *vm, Function *f, const uint64_t *args, uint32_t nargs, uint64_t *ret, uint32_t flags);
/* ... with each argument's register image in slots/z, one after the
 * other (type_slots each: aggregates too); the result's image at
 * vm->regs + vm->entry_ret_reg (entry_ret_n slots) */
int vm_call_function_image(VM *vm, Function *f, const uint64_t *slots, const uint8_t *z, uint32_t flags);
void vm_flush_stdout(VM *vm);
/* the source file of an instruction's function and its line:col (NULL
 * when the module has no source text) */
const char *vm_inst_source(VM *vm, const Inst *i, uint32_t *line, uint32_t *col);
/* stop by breaking a run-time rule (rules.def: undefined behaviour, a
 * fault, a limit, what ehi cannot run): a report, then a longjmp to the
 * driver (never returns); the rule's row gives the status and the id */
EHI_NORETURN void vm_fail(VM *vm, Rule rule, const char *fmt, ...) EHI_PRINTF(3, 4);
void vm_fault_addr(VM *vm, uint64_t addr, uint64_t n, bool write) EHI_NORETURN;
/* the simulated stack cannot take `size` more bytes: a limit report
 * (X-LIM-5 under --max-memory, else X-LIM-2) */
EHI_NORETURN void vm_stack_full(VM *vm, uint64_t size);

/* call a function by address from the host (flags: FR_HOST_CATCH) (a builtin, a handler, a
 * destructor): 0 when it returned (result in *ret), 1 when an exception
 * left it and the frame stack is already at the pad that takes it (the
 * caller must return BI_UNWIND at once) */
int vm_call_address(VM *vm, uint64_t addr, const uint64_t *args, uint32_t nargs, uint64_t *ret, uint32_t flags);

/* give lowered code its addresses in the dispatch loop (vm.c) */
void vm_thread_code(VM *vm, Op *code, uint32_t n);

/* uninit.c: the origin of an undef (a load of unwritten bytes) */
void vm_print_uninit_origin(VM *vm, FILE *out, const Inst *at, const LFunc *lf);
/* ... of value v itself (a promise check's: a load's own result) */
void vm_print_uninit_value(VM *vm, FILE *out, const Value *v, const LFunc *lf);
/* the same for a value itself (the REPL): 1 undef from memory, 2 maybe
 * poison from a broken promise, 0 not known; the note on out when not NULL */
int vm_value_origin(VM *vm, FILE *out, const Value *v, const LFunc *lf);
/* is argument k of call (in a frame of lf) undef from a load of bytes
 * never written (a load's origin noted, found back through its operands)? */
bool vm_arg_unwritten(VM *vm, const Inst *call, uint32_t k, const LFunc *lf);
void vm_free_uninit(VM *vm);
/* a load gave undef from the n bytes at addr: remembered for the report
 * of its use */
void vm_note_uninit(VM *vm, uint64_t addr, uint64_t n);

/* sjlj.c: setjmp and longjmp on the frame stack (SPEC.md X-SJLJ-*) */
/* the frame whose call cs a builtin is running for (the top frame), or
 * UINT32_MAX when the host called the builtin */
uint32_t vm_caller_depth(VM *vm, const CallSite *cs);
/* setjmp(buf) by call cs: the jmp_buf of `size` bytes (the target C
 * library's) gets a token of this frame and call; the call returns 0 */
void vm_setjmp(VM *vm, const CallSite *cs, uint64_t buf, uint64_t size);
/* longjmp(buf, val) by call cs: checks the token, pops the frames above
 * the setjmp's and resumes it after the setjmp call with val (0: 1);
 * returns BI_UNWIND for the builtin to return (or reports).  unwinds:
 * the C library's longjmp unwinds the frames it leaves (Windows), which
 * ehi refuses for a frame with an EH personality */
int vm_longjmp(VM *vm, const CallSite *cs, uint64_t buf, uint64_t size, int32_t val, bool unwinds);

/* inline_asm.c: the builtin of every call of inline asm (CallSite.fn
 * NULL): an empty asm is a no-op, any other stops the run (X-ASM-1) */
int vm_inline_asm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

/* vm_ops.c: the phi copies of the edge whose code starts at pc in frame
 * `depth` (lw_edge's stub: moves, then a jump; a direct edge has none),
 * for the unwinder, which takes an edge into a catchswitch without
 * running the frame's code (the copies still happen: the edge is taken) */
void vm_edge_copies(VM *vm, uint32_t depth, uint32_t pc);

/* lower.c */
LFunc *lower_function(VM *vm, Function *f, char *err, size_t errlen);
/* for debuggers: the first register of an argument or instruction
 * result in a frame of lf, or UINT32_MAX (none: void; or lf was lowered
 * without a debugger attached) */
uint32_t lfunc_value_slot(const LFunc *lf, const Value *v);

/* regimage.c: what a register slot holds */
/* the slots a value of type t takes */
uint32_t type_slots(VM *vm, const Type *t);
/* a value of type t between its memory image (target bytes) and its
 * register image */
void vm_store_value(VM *vm, uint8_t *mem, const Type *t, const uint64_t *slots);
void vm_load_value(VM *vm, const uint8_t *mem, const Type *t, uint64_t *slots);

/* consteval.c: constants and global initialisers in target bytes */
bool vm_layout_globals(VM *vm, char *err, size_t errlen);
uint64_t vm_global_addr(VM *vm, const Value *g);
/* write a constant's register image (slots) */
bool vm_const_slots(VM *vm, const Value *c, uint64_t *out, uint8_t *poison, char *err, size_t n);
/* write a constant's memory image (target bytes) */
bool vm_const_bytes(VM *vm, const Value *c, uint8_t *out, char *err, size_t n);
Function *vm_func_at(VM *vm, uint64_t addr);

/* link.c: the modules of a run and the names they resolve by */
/* link an IR runtime module (a library compiled to IR for the program's
 * target) with the program: the program's declarations resolve to its
 * definitions; false (and *err) on another triple or data layout */
bool vm_link(VM *vm, Module *lib, char *err, size_t errlen);
/* resolve every external name of the linked modules (a linker's rules:
 * a definition in the program wins; then a strong definition over weak,
 * linkonce and common ones; two strong definitions are an error) */
bool vm_resolve_symbols(VM *vm, char *err, size_t errlen);
/* what a global resolves to: the definition that wins, else the first
 * declaration of its name (itself when it is local) */
Global *vm_resolved(VM *vm, Global *g);
/* ... for a callee: the function (through aliases), or f itself */
Function *vm_resolved_function(VM *vm, Function *f);
/* are a and b (of two modules, perhaps) the same type? */
bool vm_types_match(const Type *a, const Type *b);
void vm_free_links(VM *vm);
/* the value an external name stands for: a definition, else a
 * declaration (the program's first), else a runtime's own symbol; or NULL */
Value *vm_symbol(VM *vm, const char *name);
uint64_t vm_symbol_addr(VM *vm, const char *name);
/* the module a function belongs to (for its attribute groups) */
Module *vm_module_of(VM *vm, const Function *f);
/* a runtime's own data object or function `name`, given an address
 * beside the modules' symbols (unless a module already has the name) */
void vm_runtime_data(VM *vm, const char *name);
void vm_runtime_func(VM *vm, const char *name, Type *ret, Type *const *args, uint32_t nargs);
/* the builtin that runs calls of the external function f (NULL: none) */
BuiltinFn vm_builtin(VM *vm, const Function *f, const CallSite *cs);

#endif
