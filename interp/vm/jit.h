/* jit.h — a template JIT for the dispatch loop's simple ops (x86-64
 * Linux hosts with GNU C: jit_x64.c; elsewhere, with EHI_NO_JIT or
 * EHI_NO_COMPUTED_GOTO it is absent and every op is interpreted).
 *
 * After a function is lowered and threaded with the trap off, runs of
 * its hot, simple ops (integer arithmetic, compares, branches, moves,
 * address arithmetic, the checked scalar loads and stores' fast paths)
 * become machine code.  The interpreter stays the one source of
 * semantics: whatever is unusual at an op -- a poison operand, a broken
 * nuw/nsw flag, an access whose fast-path check fails, an op that has
 * no template -- is a side exit *before* that op (the native code has
 * stored nothing for it) and the interpreter runs it with all its slow
 * paths and reports.  So the native code only runs the cases whose
 * result is certain, and a run with the JIT gives exactly what one
 * without it gives (--no-jit).
 *
 * Entry: the first op of each region has its Op.h at the loop's L_JIT,
 * which calls the native code at that op (jit_run) and goes on in the
 * interpreter at the index it returns (through the dispatch table, so
 * that op runs interpreted even when it is an entry itself). */
#ifndef EHI_JIT_H
#define EHI_JIT_H

#include "vm/exec.h"

#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(EHI_NO_JIT) && \
	!defined(EHI_NO_COMPUTED_GOTO)
#define EHI_JIT 1
#else
#define EHI_JIT 0
#endif

/* What every native function reads of the run: the memory window's
 * geometry (fixed for a run), in the order its prologue loads them. */
typedef struct JitEnv {
	uint64_t mbase;         /* the window's first simulated address */
	uint8_t *host;          /* ... its bytes */
	const uint8_t *shadow;  /* ... its shadow */
	uint64_t lim;           /* the highest offset a checked access of up to
				   8 bytes may start at (window size - 8) */
	VM *vm;                 /* native calls push and pop its frames */
	uint64_t floor;         /* the host stack native calls may use down to
				   (set at each entry from the interpreter:
				   deeper, the interpreter makes the call) */
} JitEnv;

/* host stack for native calls below an entry (16 bytes a call) */
#define JIT_HOST_STACK (256u << 10)

/* What a native function returns besides an op index: its RET ran (the
 * natively called frame is popped, its result in the callee's slot 0);
 * and, or-ed into an index, that the exit happened in a frame a native
 * CALL pushed (the top frame is no longer the one the loop entered
 * with: the loop reloads it) */
enum { JIT_RETURNED = 0xffffffffu, JIT_RELOAD = 0x80000000u };

/* the native code of one lowered function */
typedef struct JitFunc {
	/* runs from the op whose code is at `at` until a side exit; returns
	 * the index of the op the interpreter goes on with (with JIT_RELOAD:
	 * in the top frame) */
	uint32_t (*fn)(uint64_t *R, uint8_t *Z, JitEnv *env, const void *at, uint8_t *frame_host);
	JitEnv *env;
	/* where a native CALL enters (the function's op 0, its constants
	 * set first), or NULL: none (a frame block: the interpreter's) */
	const void *native0;
	const void **at;        /* native address of each entry op, by op index */
} JitFunc;

#if EHI_JIT
/* translate lf (lowered and threaded without the trap): its region
 * entries get h = entry (the loop's L_JIT).  Nothing when the run has
 * the JIT off (VM.no_jit) or nothing is worth translating */
void jit_function(VM *vm, LFunc *lf, const void *entry);
/* the VM's code buffers */
void jit_free(VM *vm);

static inline uint32_t
jit_run(const LFunc *lf, uint32_t pc, uint64_t *R, uint8_t *Z, uint8_t *frame_host)
{
	const JitFunc *j = lf->jit;
	return j->fn(R, Z, j->env, j->at[pc], frame_host);
}
#endif

#endif
