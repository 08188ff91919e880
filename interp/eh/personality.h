/* personality.h — the plug-in interface between the generic unwinder and
 * the personality routines.
 *
 * The unwinder walks frames; for each frame it asks the frame function's
 * personality one question: "the exception passes your current call site:
 * do you catch it here (and with which selector), run a cleanup here,
 * stop everything (terminate), or let it pass?"  Phase 1 asks without
 * acting; phase 2 asks frames above the handler again and enters the pads
 * they name.  A personality never touches the frame stack. */
#ifndef EHI_PERSONALITY_H
#define EHI_PERSONALITY_H

#include "eh/eh.h"

typedef enum PersAnswer {
	PA_CONTINUE,            /* nothing for this exception here */
	PA_HANDLER,             /* phase 1: this frame handles it (selector) */
	PA_CLEANUP,             /* phase 2: enter the pad to clean up */
	PA_TERMINATE,           /* this frame's EH tables say terminate */
	/* phase 1, personalities that run program code in the search (SEH
	 * filters): */
	PA_DISMISS,             /* "continue execution": the exception is
				   dismissed, the raiser goes on */
	PA_ABANDON,             /* while the question ran, another exception
				   left it and took over the frame stack (it
				   is at that exception's pad): this search
				   is over and its exception abandoned */
} PersAnswer;

extern const char *const pers_answer_names[];

/* What the unwinder and the personalities know of a call site, kept
 * from the first exception that passes it on (the same questions come
 * back at every throw: its pad, whether the call may unwind, what each
 * landingpad clause is).  Each clause is decoded when a search first
 * reaches it, in clause order, so that a bad operand is reported where
 * and when the undecoded clauses reported it. */
typedef struct EhClause {
	bool decoded;           /* ti / filter ready */
	bool sel_known;         /* sel (or the filter's id) ready */
	uint64_t ti;            /* catch: its type info (0: catch-all) */
	int32_t sel;            /* ... the selector it lands with */
	uint32_t nfilter;       /* filter: its types */
	uint64_t *filter;
} EhClause;

typedef struct EhSite {
	const Inst *pad;        /* the unwind destination's pad, or NULL */
	int8_t nounwind;        /* the call cannot unwind (-1: not asked yet) */
	uint32_t nclauses;      /* a landingpad's clauses */
	EhClause *clauses;
} EhSite;

/* a lowered function's EH facts (personality.c: eh_func_info), made in
 * the VM's arena when an exception first passes one of its frames */
typedef struct EhFuncInfo {
	const struct Personality *pers; /* NULL: none */
	bool pers_known;
	int8_t nounwind;        /* the function's own attribute (-1: not asked yet) */
	EhSite **sites;         /* by the pc after the call (frame pc), as met */
	uint32_t nsites;
} EhFuncInfo;

typedef struct PersQuery {
	VM *vm;
	EhException *x;
	uint32_t depth;         /* the frame's index */
	const Frame *fr;
	const CallSite *cs;     /* the call the exception leaves through */
	EhSite *site;           /* ... what is known of it */
	const Inst *pad;        /* the unwind destination's pad, or NULL */
	int phase;              /* 1: search, 2: unwind */
	/* answers besides the verdict */
	int32_t selector;
	uint64_t adjusted;      /* a handler's adjusted object pointer */
	const Value *filter;    /* the filter clause that matched */
	const Inst *catchpad;   /* funclets: the catchpad that takes it */
	/* for the trace and the REPL: the clause that decided, as words
	 * made only when someone reads them (eh_why_text): the text alone,
	 * or "catch <why_ti's type>", or "catchpad <why_pad>" */
	const char *why;
	uint8_t why_kind;       /* EhWhyKind */
	uint64_t why_ti;
	const Inst *why_pad;
	Rule rule;       /* a terminate's SPEC.md rule id */
} PersQuery;

/* a row of the catalogue (ir/personality.def), as the unwinder reads it */
typedef struct Personality {
	const char *name;       /* the symbol the IR names */
	const char *model;      /* family, for the trace and SPEC.md */
	bool single_phase;      /* no search phase (wasm) */
	bool funclets;          /* pads are catchswitch/catchpad/cleanuppad */
	bool pad_typeinfos;     /* a catchpad's arguments are its type infos (wasm) */
	PersFamily family;      /* its row's family: the form of its pads (ir_catchpad_fits) */
	PersAnswer (*frame)(PersQuery *q);
	const CxxAbi *cxx;      /* its C++ runtime; NULL: not a C++ personality */
} Personality;

/* personality.c: the personality of a lowered function (NULL: none),
 * resolved once and kept on it; an unknown personality, or one ehi has
 * no runtime for, is a run-time error naming it */
const Personality *personality_of(VM *vm, LFunc *lf);
/* lf's EH facts (personality.c); the site of frame fr (its pc after a
 * call cs), made at its first use */
EhFuncInfo *eh_func_info(VM *vm, LFunc *lf);
EhSite *eh_site(VM *vm, const Frame *fr, const CallSite *cs);
/* is the function nounwind (its own attribute, in its module)? */
bool eh_func_nounwind(VM *vm, LFunc *lf);
/* the personality of the target's C++ (its row's), or NULL */
const Personality *personality_of_target(VM *vm);
/* the catalogue's row of f's personality, NULL when it has none or one
 * the catalogue does not know (never an error: for tables built ahead) */
const Personality *personality_row(const Function *f);
/* the C++ runtime of a target: its personality's (itanium_abi when the
 * row's personality names none) */
const CxxAbi *eh_target_cxx(const Target *t);
/* the frame function of the rows ehi has no runtime for (never called) */
PersAnswer pers_unprovided(PersQuery *q);

/* The frame functions the catalogue names (pers_itanium.c: itanium_frame,
 * gcc_frame; pers_funclet.c: msvc_frame, wasm_frame, where q->pad is a
 * catchswitch and the answer names q->catchpad). */
#define PERS(sym, fam, scoped, funclets, single_phase, model, frame, cxx, pad_tis) PersAnswer frame(PersQuery *q);
#include "ir/personality.def"
#undef PERS

#endif
