/* seh.h — Windows structured exceptions (SEH): what the personality
 * (pers_seh.c) and the runtime (seh.c: RaiseException, the parent-frame
 * intrinsics, faults) share.
 *
 * An SEH exception is an EhException of seh_abi whose ue is its
 * EXCEPTION_POINTERS and whose obj is its EXCEPTION_RECORD, both in one
 * heap block of simulated memory laid out as the target's Windows lays
 * them out (with a zeroed CONTEXT): filters read them as on Windows. */
#ifndef EHI_SEH_H
#define EHI_SEH_H

#include "eh/eh.h"

enum {
	SEH_NONCONTINUABLE = 1,                 /* EXCEPTION_NONCONTINUABLE */
	SEH_MAX_PARAMS = 15,                    /* EXCEPTION_MAXIMUM_PARAMETERS */
	SEH_ACCESS_VIOLATION = (int)0xC0000005,
	SEH_INT_DIVIDE_BY_ZERO = (int)0xC0000094,
	SEH_BREAKPOINT = (int)0x80000003,
	SEH_ILLEGAL_INSTRUCTION = (int)0xC000001D,
	SEH_NONCONTINUABLE_EXCEPTION = (int)0xC0000025,
	SEH_CXX_EXCEPTION = (int)0xE06D7363,    /* MSVC's C++ exceptions ("\xE0msc") */
	SEH_CXX_MAGIC = 0x19930520,             /* their ExceptionInformation[0] */
};

extern const CxxAbi seh_abi;

/* A filter call in progress: the exception it is for, the frame whose
 * __except it guards (the establisher), the filter's own (entry) frame,
 * and the frame pointer the filter is given for the establisher (i686:
 * an address whose -20 holds the EXCEPTION_POINTERS, as clang's filters
 * read it; elsewhere the establisher's frame address). */
typedef struct SehDispatch {
	EhException *x;
	uint32_t establisher, entry;
	uint64_t fp, node;      /* node: the i686 registration node block (0: none) */
} SehDispatch;

/* an async region entered: the frame (its depth, code and stack mark)
 * and the pc after its begin invoke, whose unwind edge covers the
 * instructions up to the matching end */
typedef struct SehAsync {
	uint32_t depth;
	const LFunc *lf;
	uint64_t sp_mark;
	uint32_t pc;
} SehAsync;

/* the runtime's per-run state (eh_abi_state(vm, &seh_abi)) */
typedef struct SehState {
	Vec dispatch;           /* SehDispatch, innermost last */
	Vec escapes;            /* SehEscape, by frame depth (llvm.localescape) */
	struct SehCode { uint32_t depth; uint64_t token; uint32_t code; } codes[8];
	/* -fasync-exceptions: the llvm.seh.try.begin / scope.begin invokes
	 * executed and not yet ended, innermost last (seh.c) */
	Vec async;              /* SehAsync */
	uint32_t nesting;       /* dispatches running inside dispatches (pers_seh.c) */
	uint32_t ncodes;        /* (a ring: llvm.eh.exceptioncode reads it just after the catchret) */
	/* C++ exceptions as SEH filters see them: their 0xE06D7363 records
	 * (SehCxxView), made when one first reaches an SEH frame */
	Vec cxx_views;
} SehState;

typedef struct SehCxxView {
	EhException *x;
	uint32_t id;            /* x's (a record may be reused) */
	uint64_t block;         /* the record (seh_new's layout), 0: dropped */
} SehCxxView;

SehState *seh_state(VM *vm);
/* a new SEH exception with its record (not raised yet) */
EhException *seh_new(VM *vm, uint32_t code, uint32_t flags, uint64_t addr, uint32_t nparams, const uint64_t *params,
		     uint64_t nested_rec);
uint32_t seh_code(VM *vm, const EhException *x);
/* the EXCEPTION_POINTERS filters get for x: an SEH exception's own; a
 * C++ exception's 0xE06D7363 view (EH-SEH-9) */
uint64_t seh_pointers(VM *vm, EhException *x);
/* an SEH __except takes the C++ exception x: it becomes the SEH
 * exception of its view, the C++ runtime done with it (EH-SEH-9) */
void seh_take_cxx(VM *vm, EhException *x);
/* a C++ function compiled for asynchronous exceptions (/EHa): its
 * cleanups and catch(...) see SEH exceptions (EH-SEH-9) */
bool seh_cxx_frame_async(const Function *f);
/* x is a C++ exception an __except took (seh_take_cxx): its unwind
 * still runs the C++ frames' cleanups (EH-SEH-9) */
bool seh_was_cxx(VM *vm, const EhException *x);
uint32_t seh_flags(VM *vm, const EhException *x);
/* raise x (a new SEH exception) from the top frame's current call: the
 * search's answer; unhandled, it runs every cleanup and ends the process */
EhSearch seh_raise(VM *vm, EhException *x, const Inst *at);
/* the frame address of frame d, as llvm.localaddress and the filters'
 * establisher frame give it */
uint64_t seh_frame_addr(VM *vm, uint32_t d);
/* the frame of a frame pointer a filter or finally was given (d), and
 * its real frame address; false: none live */
bool seh_frame_of(VM *vm, uint64_t fp, uint32_t *d);

#endif
