/* eh.h — exception handling: the in-flight exceptions, the generic
 * unwinder and the event sink.
 *
 *   a throw (runtime builtin) -> eh_raise: phase 1 asks each frame's
 *   personality, top down, without changing anything -> eh_unwind:
 *   phase 2 pops frames and enters the landing pads the personality
 *   names -> the pad runs in the VM -> `resume` -> eh_unwind again ...
 *
 * The unwinder knows frames, call sites and pads; what a pad means is the
 * personality's business (personality.h).  Its state lives in the
 * exception records, never on the host stack, so a search can be stepped
 * event by event and user code can run in the middle of one. */
#ifndef EHI_EH_H
#define EHI_EH_H

#include "vm/exec.h"
#include "vm/vm_ops.h"

#include <stdio.h>
#include "hash.h"

typedef enum EhEventKind {
#define EV(n, s) EV_##n,
#include "eh/events.def"
#undef EV
	EV__COUNT
} EhEventKind;

extern const char *const eh_event_names[EV__COUNT];

typedef struct EhException EhException;

/* The C++ runtime an exception belongs to (its ABI): what the generic
 * machinery (the unwinder, the funclet ops, the trace, terminate, the
 * REPL) asks of it, so that none of it tests which runtime it is.  Each
 * runtime defines one (cxxabi.c: itanium_abi; msvcrt.c: msvc_abi). */
typedef struct CxxAbi {
	const char *name;       /* for people ("MSVC") */
	/* the frames it unwinds keep their memory until its catch ends: the
	 * thrown object lives in the thrower's frame (MSVC) */
	bool keeps_frames;
	/* an exception nothing handles is caught before terminate runs
	 * (libstdc++'s __cxa_throw calls __cxa_begin_catch) */
	bool catch_unhandled;
	/* the exception's type, as the trace writes it (x->type is set) */
	const char *(*type_str)(VM *vm, EhException *x, char *buf, size_t n);
	/* the runtime takes x as caught (terminate) */
	void (*begin_catch)(VM *vm, EhException *x);
	/* the runtime throws an object of a std class itself (operator new's
	 * bad_alloc, dynamic_cast's bad_cast), named as the Itanium ABI
	 * mangles it ("St9bad_alloc"), in its own form; BI_UNWIND (or it
	 * terminates) */
	int (*throw_std)(VM *vm, const CallSite *cs, const char *mangled, const char *msg);
	/* funclet catchpads: entering one begins the catch, leaving it ends
	 * it (by: the exception that leaves it, or NULL); NULL: the pad's
	 * code calls the runtime itself (wasm's __cxa_begin_catch) */
	void (*pad_begin_catch)(VM *vm, EhException *x);
	void (*pad_end_catch)(VM *vm, EhException *x, EhException *by);
	/* phase 1 chose `pad` of frame `depth`, before any frame unwinds
	 * (MSVC builds the catch object then); NULL: nothing to do */
	void (*handler_found)(VM *vm, EhException *x, const Inst *pad, uint32_t depth);
	/* the default terminate handler's message about the exception this
	 * runtime is handling; false: it handles none */
	bool (*verbose_terminate)(VM *vm, void (*write)(VM *vm, const char *s));
	/* the exceptions it is handling, innermost first, when they are not
	 * the generic caught stack (the REPL lists them); NULL: none */
	uint32_t (*handling)(VM *vm, EhException **out, uint32_t max);
	/* its per-VM state (eh_abi_state): made at first use, freed with the
	 * EH runtime; NULL: none */
	void *(*state_new)(VM *vm);
	void (*state_free)(void *state);
	/* raised by the operating system's dispatcher (Windows SEH), which
	 * knows nothing of LLVM's nounwind (a frame is left whatever its
	 * attributes) and lets an exception that escapes a cleanup running
	 * for another replace it (the other is abandoned, never terminate) */
	bool os_dispatch;
	/* an exception of x->bottom_handler was unwound out of the bottom
	 * frame, every cleanup run (Windows: the process start's __except
	 * ends the process with its code); never returns */
	void (*unwound_out)(VM *vm, EhException *x);
} CxxAbi;

/* what the unwinder's API tells of a frame (unwind_api.c) */
typedef struct EhFrameFacts {
	uint64_t fn, ip, cfa;   /* its function (0: none), an IP in it, its CFA */
	uint32_t depth;         /* its index on the frame stack */
} EhFrameFacts;

/* An exception, from its raising to its destruction.  Keyed by the
 * address of its _Unwind_Exception header in simulated memory: that is
 * the value a landingpad hands the program and the program hands back to
 * __cxa_begin_catch, _Unwind_Resume, resume. */
struct EhException {
	const CxxAbi *abi;      /* the runtime that raised it */
	uint32_t id;            /* 1, 2, ... in the order of raising */
	uint64_t ue;            /* its _Unwind_Exception */
	uint64_t block;         /* the heap block holding header and object */
	uint64_t obj;           /* the thrown object (0: foreign) */
	uint64_t type;          /* its std::type_info (0: foreign) */
	uint64_t dtor;          /* the object's destructor (0: none) */
	EhException *primary;   /* a dependent exception: who owns the object */
	bool foreign;           /* not a C++ exception (_Unwind_RaiseException) */
	bool dependent;
	/* the C++ runtime's view (libstdc++'s __cxa_exception) */
	int handlers;           /* handler count; negative once rethrown */
	uint32_t refs;          /* exception_ptr references to the object */
	uint64_t adjusted;      /* what __cxa_begin_catch returns */
	bool caught;            /* on the caught stack */
	bool destroyed;
	EhException *next_caught;
	/* the unwinder's view */
	bool in_flight;
	uint32_t handler_depth; /* phase 1's answer: the frame that handles it */
	int32_t handler_sel;    /* ... and the selector it lands with */
	bool handler_terminates;/* ... the frame's personality says terminate */
	bool handler_host;      /* ... the runtime below that frame catches it */
	/* ... the personality's words (PersQuery.why...; eh_handler_why) */
	const char *handler_why;
	uint8_t handler_why_kind;
	uint64_t handler_why_ti;
	const Inst *handler_why_pad;
	Rule handler_rule; /* ... a terminate's SPEC.md rule */
	const Inst *handler_pad;
	const Value *filter;    /* the filter clause that matched (unexpected) */
	uint32_t landed_depth;  /* the frame whose pad it last entered, or NONE */
	uint32_t cleanup_depth; /* ... when that pad was entered as a cleanup */
	const Inst *raise_at;   /* where it was thrown */
	bool bottom_handler;    /* when no frame handles it, a handler below
				   the bottom frame does (abi->unwound_out) */
	bool to_bottom;         /* ... and none did: phase 2 runs to the end */
	uint32_t search_top;    /* the frame phase 1 starts at (EH_NO_FRAME:
				   the top one); frames above it are left
				   unasked (a fault's own frame: synchronous
				   SEH) */
	bool single_phase;      /* raised without a search (wasm) */
	/* abi->keeps_frames: the lowest unwound frame's stack mark, released
	 * when the catch ends */
	uint64_t release_sp;
	uint64_t catch_type;    /* MSVC: the CatchableType phase 1 matched */
	EhException *next_spare;/* freed, kept for the next throw (EhRuntime.spare) */
	/* forced unwinding (_Unwind_ForcedUnwind, unwind_api.c): phase 2
	 * only, its stop function asked at every frame */
	bool forced;
	bool forced_fresh;      /* ... nothing has run since the call */
	uint32_t forced_rc;     /* ... what the call returns when it ends there */
	uint64_t stop_fn, stop_arg;
	EhFrameFacts forced_landed; /* ... the frame it last landed in */
	/* the live records: a list in raising order (EhRuntime.by_ue), and
	 * the chain of its bucket in the table by ue */
	EhException *next, *prev, *chain;
};

/* A funclet pad entered and not yet exited, in the order of entering:
 * one stack for all frames (a frame's pads are above its caller's).
 * A pad's token register holds `token`, which no other entry ever has,
 * so a token used after its pad exited is recognised. */
typedef struct PadEntry {
	uint32_t depth;         /* the frame */
	uint32_t token;
	const Inst *pad;        /* catchswitch, catchpad or cleanuppad */
	EhException *x;         /* the exception it was entered for */
	int32_t sel;            /* a catchpad's selector (wasm) */
} PadEntry;

/* no frame (an event's depth, a record's handler or landing frame) */
#define EH_NO_FRAME UINT32_MAX

typedef struct EhEvent {
	EhEventKind kind;
	const EhException *x;
	uint32_t depth;         /* frame index concerned, or EH_NO_FRAME */
	const Function *fn;
	const Inst *at;         /* the call site, pad or instruction concerned */
	int32_t selector;
	const char *answer;     /* search: the personality's answer */
	const char *detail;     /* a reason, the matched clause, ... */
	Rule rule;       /* a SPEC.md rule id (terminate, UB) */
	int handlers;
} EhEvent;

/* frame depth d as the trace and the REPL number it (innermost 0) */
uint32_t eh_frame_no(VM *vm, uint32_t d);

typedef void (*EhSinkFn)(VM *vm, const EhEvent *ev, void *ctx);

/* everything EH keeps per VM */
typedef struct EhRuntime {
	/* every live exception record, in the order of their making (next),
	 * and a table of them by ue (eh.c; a power-of-two count of buckets
	 * that never shrinks: a throw in a loop allocates nothing for it) */
	EhException *by_ue, *by_ue_last;
	EhException **ue_buckets;
	uint32_t ue_nbuckets, ue_count;
	/* the address points of the __cxxabiv1 type_info vtables, by TiKind
	 * (rtti.c): found once per run, not by name at every catch test */
	uint64_t abi_vtable_point[16];
	bool abi_vtables_known;
	/* the records in flight (EhException*, raising order): the few an
	 * unwind step must look at, where the live records may be many (a
	 * loop whose handlers never end their catch keeps every one alive),
	 * so that no step's host cost grows with the program's history */
	Vec flying;
	EhException *caught;    /* libstdc++'s caughtExceptions stack */
	EhException *propagating; /* ARM EHABI __cxa_begin_cleanup stack */
	uint32_t uncaught;      /* std::uncaught_exceptions() */
	uint32_t next_id;
	uint64_t terminate_handler, unexpected_handler; /* 0: the default */
	bool terminating;
	bool in_default;        /* the default terminate handler is running */
	EhException *host_caught; /* what a FR_HOST_CATCH call caught */
	uint32_t foreign_rethrows; /* end_catches libstdc++ lets pass */
	/* the values the landingpad of frame `land_depth` reads */
	bool landing;
	uint32_t land_depth;
	uint64_t land_exn;
	int32_t land_sel;
	void *typeids;          /* per-function selector tables (typeid.c) */
	void *typeids_last;     /* ... the one asked last (a throw asks one function again and again) */
	void *catch_cache;      /* rtti.c: what a catch type catches of a thrown type */
	bool rtti_track, rtti_mutable; /* ... working out an answer; it read writable memory */
	/* freed exception records, reused by the next throws (a throw in a
	 * loop allocates no host memory for its record) */
	EhException *spare;
	uint32_t nspare;
	/* funclets (funclet.c): the entered pads, and the pad the unwinder
	 * has put frame land_depth at (the pad op consumes it) */
	Vec pads;               /* PadEntry */
	uint32_t next_token;
	const Inst *land_pad;
	EhException *land_x;
	const struct Personality *target_pers; /* the target's C++ personality (eh_raise) */
	/* the C++ runtimes in use, in the order of first use, with their
	 * state (eh_abi_state) */
	struct { const CxxAbi *abi; void *state; } abis[4];
	uint32_t nabis;
	/* sinks.  A sink may not return (the REPL longjmps out of a stopped
	 * event to kill or restart the run), and may run code that emits
	 * events of its own (a call at the stopped prompt): the heap texts
	 * of the events being emitted are held here, innermost last, and
	 * freed after their emit or with the runtime */
	struct { EhSinkFn fn; void *ctx; } sinks[4];
	Vec held;               /* char* */
	uint32_t nsinks;
	uint32_t nevents;       /* events emitted so far: the seq of the JSON trace */
	FILE *json;             /* --trace=json */
	bool json_owned;
	bool text;              /* --trace */
} EhRuntime;

static inline const char *
fn_name_of(const Function *f)
{
	return f && f->g.u.v.name ? f->g.u.v.name : "?";
}


/* eh.c: set-up and events */
/* x goes in flight (a throw, a rethrow) or leaves it (caught, ended,
 * abandoned): its landing frame is meaningful only in flight */
void eh_set_in_flight(VM *vm, EhException *x, bool on);
/* give a new VM the EH machinery (its VmEhOps); call right after vm_new */
void eh_install(VM *vm);
EhRuntime *eh_runtime(VM *vm);        /* created on first use */
void eh_free(VM *vm);
void eh_add_sink(VM *vm, EhSinkFn fn, void *ctx);
void eh_emit(VM *vm, EhEvent *ev);
/* an event in the text trace's words (no tag, no newline) */
void eh_event_text(VM *vm, const EhEvent *ev, Buf *b);
void eh_trace_text(VM *vm, bool on);
bool eh_trace_json(VM *vm, const char *path, char *err, size_t errlen);
const char *eh_type_str(VM *vm, uint64_t ti, char *buf, size_t n);
/* A personality's reason, put into words only when a trace or the REPL
 * reads it (a throw without a trace formats nothing): the text alone,
 * "catch <type of ti>" ("catch ..." for ti 0), "catchpad <pad>". */
typedef enum EhWhyKind { WHY_TEXT, WHY_CATCH, WHY_CATCHPAD } EhWhyKind;
const char *eh_why_text(VM *vm, const char *text, int kind, uint64_t ti, const Inst *pad, char *buf, size_t n);
/* phase 1's reason for x's handler (NULL: none) */
const char *eh_handler_why(VM *vm, const EhException *x, char *buf, size_t n);

/* the state of C++ runtime `abi` in this VM (made at its first use) */
void *eh_abi_state(VM *vm, const CxxAbi *abi);

/* exception records */
EhException *eh_exception_new(VM *vm, uint64_t ue, const CxxAbi *abi);
EhException *eh_exception_at(VM *vm, uint64_t ue);
/* cxxabi.c: the exception of header ue, or a new foreign (non-C++) one
 * for a header the program raised itself (*made, when not NULL: it is new) */
EhException *eh_exception_or_foreign(VM *vm, uint64_t ue, bool *made);
void eh_exception_free(VM *vm, EhException *x);

/* exclayout.c: the Itanium runtime's exception header, as the target's
 * real runtime lays it out (machine/target.h's ExcLayoutId) */
typedef struct ExcField {
	const char *name;       /* "__cxa_exception::handlerCount" */
	int16_t off;            /* from the _Unwind_Exception (negative: before it) */
	uint8_t size;           /* of one element */
	uint8_t count;          /* elements (private_[6]: 6) */
	bool program;           /* the ABI's public fields: the program may use them */
} ExcField;
typedef struct ExcLayout {
	const char *runtime;    /* whose layout, for reports */
	uint16_t header;        /* block start to the thrown object */
	uint16_t ue_size;       /* sizeof(_Unwind_Exception): the header's last bytes */
	uint8_t ue_align;       /* its alignment, the thrown object's */
	uint16_t clang_ue;      /* the size clang 14 and 19 assume for it */
	bool class_chars;       /* exception_class is char[8] (EHABI): in string order */
	const ExcField *fields; /* ends with a NULL name */
} ExcLayout;
/* the target's layout; NULL: its C++ runtime is not the Itanium one */
const ExcLayout *exc_layout(const Target *t);
/* a new exception's block: every header byte but the public fields
 * made inaccessible to the program */
void exc_protect(VM *vm, const ExcLayout *l, uint64_t block);
/* VmEhOps.private_field */
bool eh_private_field(VM *vm, uint64_t addr, uint64_t n, char *out, size_t cap);

/* unwind.c: the generic two-phase unwinder */
typedef enum EhSearch {
	SEARCH_FOUND, SEARCH_END_OF_STACK,
	SEARCH_DISMISSED,       /* a personality said "continue execution" */
	SEARCH_ABANDONED,       /* another exception took the stack over in the
				   search (a filter raised it): the raiser
				   returns BI_UNWIND, the stack is at its pad */
} EhSearch;
/* phase 1 from the top frame (whose current call raised) down */
EhSearch eh_search(VM *vm, EhException *x);
/* phase 2 from frame `from` down to the handler: pops frames and leaves
 * the stack at the next pad to enter (the frame's pc at its pad, the
 * landing values pending); terminates when the handler says so */
void eh_unwind(VM *vm, EhException *x, uint32_t from);
/* raise: phase 1 then phase 2; returns SEARCH_END_OF_STACK with nothing
 * changed when no frame handles it */
EhSearch eh_raise(VM *vm, EhException *x, const Inst *at);
/* `resume` / _Unwind_Resume in frame `depth`: that frame is done */
void eh_resume(VM *vm, uint64_t ue, uint32_t depth, const Inst *at);
/* longjmp resumes frame depth, the frames above it go (VmEhOps.frames_gone) */
void eh_frames_gone(VM *vm, uint32_t depth);
/* the landingpad op of the top frame: its {exn, selector} */
void eh_landingpad(VM *vm, uint64_t *exn, int32_t *sel);

/* funclet.c: the pads entered in each frame, the funclet ops, the
 * run-time funclet rules (SPEC.md EH-F-*) */
const Inst *eh_pad_parent(const Inst *pad);        /* NULL: none */
const Inst *eh_pad_unwind_dest(const Inst *pad);   /* the pad it unwinds to (NULL: caller or unknown) */
PadEntry *eh_pad_top(VM *vm, uint32_t depth);      /* the innermost pad of a frame, or NULL */
PadEntry *eh_pad_of_token(VM *vm, uint32_t depth, uint64_t token); /* NULL: not entered */
/* an unwind edge of frame d goes to pad `to` (NULL: the caller): exit
 * the pads it leaves, checking the transition rules */
void eh_pad_edge(VM *vm, EhException *x, uint32_t d, const Inst *to);
/* the lowered op of a pad in its function's code (NULL: none) */
const PadOp *eh_pad_op(const LFunc *lf, const Inst *pad);
/* enter pad (its token into the frame's register `reg`) */
PadEntry *eh_pad_enter(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t reg, int32_t sel);
void eh_pad_exit_top(VM *vm, uint32_t d, EhException *by, const char *how);
/* the ops (vm.c): EHOP for the funclet instructions, FCHECK */
void eh_funclet_op(VM *vm, const Op *op);
void eh_funclet_check(VM *vm, const Op *op);
/* reports: frame d's entered pads, as a line (nothing when none) */
void eh_print_pads(VM *vm, FILE *out, uint32_t depth);
/* the unwinder's side: land frame d at a funclet pad (pc: its edge) */
void eh_land_pad(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t pc, int32_t sel, bool cleanup);
/* frame d is left to its caller: no entered pad may unwind elsewhere */
void eh_pads_check_to_caller(VM *vm, uint32_t d);
/* unwinding left frame d: exit its pads */
void eh_pads_leave_frame(VM *vm, EhException *x, uint32_t d);
/* the unwinder continues x in frame d at `pad` (NULL: the caller),
 * reached by the edge at pc (unwind.c) */
void eh_unwind_to(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t pc);

/* seh.c: VmEhOps.fault, a machine fault raised as a Windows SEH
 * exception (SPEC.md EH-SEH-8) */
bool seh_fault(VM *vm, Rule rule);
/* unwind_api.c: a forced unwind's phase 2 from frame `from` down: asks
 * the stop function and the personality of each frame and sets x's
 * handler to the first frame with a pad to enter; false when there is
 * none (x->forced_rc set; or abort, as libgcc does after a resume) */
bool eh_forced_walk(VM *vm, EhException *x, uint32_t from);
/* seh.c: VmEhOps.call, the trace of __finally calls (EV_FINALLY) */
bool seh_call(VM *vm, const Function *f, const CallSite *cs, const uint64_t *R);

/* cxxnew.c: operator new and delete, static locals' guards (both C++ ABIs) */
int cxx_guard_acquire(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int cxx_guard_release(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int cxx_init_thread_header(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int cxx_init_thread_footer(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int cxx_init_thread_abort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

/* cxxabi.c: the Itanium C++ runtime */
extern const CxxAbi itanium_abi;
BuiltinFn cxxabi_lookup(const char *name);
/* catch (...) {} of x by the runtime (what a FR_HOST_CATCH call caught) */
void cxxabi_catch_all(VM *vm, EhException *x);
/* terminate.c: throw an object of a std exception class the runtime
 * throws itself ("St9bad_alloc"), as the target's C++ runtime throws it
 * (eh_target_cxx); returns BI_UNWIND (or terminates) */
int eh_throw_std(VM *vm, const CallSite *cs, const char *mangled, const char *msg);

/* terminate.c: std::terminate, and raising what terminates unhandled */
/* raise x from the calling frame: BI_UNWIND, or, when nothing handles
 * it, terminate without unwinding (EH-U-1) */
int eh_throw(VM *vm, EhException *x, const Inst *at);
/* std::terminate with a reason (a SPEC.md rule id); never returns */
EHI_NORETURN void eh_terminate(VM *vm, EhException *x, const char *why, Rule rule);
/* the default terminate handler's message (every runtime in use is asked) */
void eh_verbose_terminate(VM *vm);
/* abort(): the program ends with the target's abort status (rt/outcome.h) */
EHI_NORETURN void eh_abort(VM *vm);
/* the program's stderr, after its stdout */
void eh_err_write(VM *vm, const char *s);
/* typeid.c: the address a clause or typeid.for constant names (a
 * type_info, or null) */
uint64_t eh_const_addr(VM *vm, const Value *c);
/* per-function type ids: what llvm.eh.typeid.for returns */
int32_t eh_typeid(VM *vm, const Function *f, uint64_t ti);
int32_t eh_filterid(VM *vm, const Function *f, const Value *filter);

#endif
