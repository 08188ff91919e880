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

#include "../exec.h"
#include "../vm_ops.h"

#include <stdio.h>
#include <uthash.h>

typedef enum EhEventKind {
#define EV(n, s) EV_##n,
#include "events.def"
#undef EV
	EV__COUNT
} EhEventKind;

extern const char *const eh_event_names[EV__COUNT];

/* An exception, from its raising to its destruction.  Keyed by the
 * address of its _Unwind_Exception header in simulated memory: that is
 * the value a landingpad hands the program and the program hands back to
 * __cxa_begin_catch, _Unwind_Resume, resume. */
typedef struct EhException EhException;
struct EhException {
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
	const char *handler_why;
	const char *handler_rule; /* ... a terminate's SPEC.md rule */
	const Inst *handler_pad;
	const Value *filter;    /* the filter clause that matched (unexpected) */
	uint32_t landed_depth;  /* the frame whose pad it last entered, or NONE */
	uint32_t cleanup_depth; /* ... when that pad was entered as a cleanup */
	const Inst *raise_at;   /* where it was thrown */
	UT_hash_handle hh;
};

#define EH_NONE UINT32_MAX

typedef struct EhEvent {
	EhEventKind kind;
	const EhException *x;
	uint32_t depth;         /* frame index concerned, or EH_NONE */
	const Function *fn;
	const Inst *at;         /* the call site, pad or instruction concerned */
	int32_t selector;
	const char *answer;     /* search: the personality's answer */
	const char *detail;     /* a reason, the matched clause, ... */
	const char *rule;       /* a SPEC.md rule id (terminate, UB) */
	int handlers;
} EhEvent;

typedef void (*EhSinkFn)(VM *vm, const EhEvent *ev, void *ctx);

/* everything EH keeps per VM */
typedef struct EhRuntime {
	EhException *by_ue;     /* every live exception record */
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
	/* sinks */
	struct { EhSinkFn fn; void *ctx; } sinks[4];
	uint32_t nsinks;
	FILE *json;             /* --trace=json */
	bool json_owned;
	bool text;              /* --trace */
} EhRuntime;

static inline const char *
fn_name_of(const Function *f)
{
	return f && f->g.u.v.name ? f->g.u.v.name : "?";
}

/* builtins return this when they leave an exception in flight: the VM
 * continues wherever eh_unwind has put the frame stack */
enum { BI_DONE = 0, BI_FAILED = 1, BI_UNWIND = 2 };

/* eh.c: set-up and events */
EhRuntime *eh_runtime(VM *vm);        /* created on first use */
void eh_free(VM *vm);
void eh_add_sink(VM *vm, EhSinkFn fn, void *ctx);
void eh_emit(VM *vm, EhEvent *ev);
/* an event in the text trace's words (no tag, no newline) */
void eh_event_text(VM *vm, const EhEvent *ev, Buf *b);
void eh_trace_text(VM *vm, bool on);
bool eh_trace_json(VM *vm, const char *path, char *err, size_t errlen);
const char *eh_type_str(VM *vm, uint64_t ti, char *buf, size_t n);

/* exception records */
EhException *eh_exception_new(VM *vm, uint64_t ue);
EhException *eh_exception_at(VM *vm, uint64_t ue);
void eh_exception_free(VM *vm, EhException *x);

/* unwind.c: the generic two-phase unwinder */
typedef enum EhSearch { SEARCH_FOUND, SEARCH_END_OF_STACK } EhSearch;
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
/* the landingpad op of the top frame: its {exn, selector} */
void eh_landingpad(VM *vm, uint64_t *exn, int32_t *sel);

/* cxxabi.c: the C++ runtime */
BuiltinFn cxxabi_lookup(const char *name);
/* throw an object of a std exception class the runtime throws itself
 * ("St9bad_alloc"); returns BI_UNWIND (or terminates) */
int eh_throw_std(VM *vm, const CallSite *cs, const char *mangled, const char *msg);
/* std::terminate with a reason (a SPEC.md rule id); never returns */
EHI_NORETURN void eh_terminate(VM *vm, EhException *x, const char *why, const char *rule);
/* typeid.c: the address a clause or typeid.for constant names (a
 * type_info, or null) */
uint64_t eh_const_addr(VM *vm, const Value *c);
/* per-function type ids: what llvm.eh.typeid.for returns */
int32_t eh_typeid(VM *vm, const Function *f, uint64_t ti);
int32_t eh_filterid(VM *vm, const Function *f, const Value *filter);

#endif
