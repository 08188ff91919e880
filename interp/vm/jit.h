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

/* A frame a native CALL made, not yet in vm->frames (JitEnv.pend) */
typedef struct JitPending {
	const CallSite *cs;     /* the call (its callee: cs->direct) */
	uint32_t ret_pc;        /* the caller's op after it */
	uint32_t unused;
} JitPending;

/* What every native function reads of the run: the memory window's
 * geometry (fixed for a run), in the order its prologue loads them;
 * what jit_run sets at each entry from the interpreter */
typedef struct JitEnv {
	uint64_t mbase;         /* the window's first simulated address */
	uint8_t *host;          /* ... its bytes */
	const uint8_t *shadow;  /* ... its shadow */
	VM *vm;
	uint64_t floor;         /* the host stack pointer a native CALL needs
				   at least (the prologue: `room` below its own;
				   lower, the call is the interpreter's) */
	int64_t room;           /* host stack for native calls (JIT_CALL_BYTES a
				   call), no more than --max-depth and the frame
				   array's room allow, less 8 */
	const uint64_t *regs_end; /* vm->regs + vm->capregs */
	/* the frames native calls made, innermost first, when an exit
	 * leaves them to the interpreter (jit_frames pushes them) */
	JitPending *pend;
	uint32_t npend;
	/* the span (lo, hi) a far getelementptr check found for its base
	 * last (jit_x64.c gep_near: the next checks of the same base in
	 * straight code test these two first); lo > hi when none */
	uint64_t span_lo, span_hi;
} JitEnv;

/* host stack for native calls below an entry, and what one call takes
 * of it (its return address and its native entry's flag) */
#define JIT_HOST_STACK (256u << 10)
#define JIT_CALL_BYTES 16u

/* What a native function returns besides an op index: its RET ran (the
 * natively called frame is gone, its result in the callee's slot 0);
 * and, or-ed into an index, that the exit happened in a frame a native
 * CALL made (JitEnv.pend lists them: jit_frames pushes them and the
 * loop goes on in the top one) */
enum { JIT_RETURNED = 0xffffffffu, JIT_RELOAD = 0x80000000u };

/* the native code of one lowered function */
typedef struct JitFunc {
	/* runs from the op whose code is at `at` until a side exit; returns
	 * the index of the op the interpreter goes on with (with JIT_RELOAD:
	 * in the innermost frame of JitEnv.pend) */
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

/* the frames of native calls an exit left (to: its op, with JIT_RELOAD)
 * into vm->frames, the top one's pc set (vm.c CALL's push, as the native
 * CALL would have made them) */
void jit_frames(VM *vm, uint32_t to);

static inline uint32_t
jit_run(VM *vm, const LFunc *lf, uint32_t pc, uint64_t *R, uint8_t *Z, uint8_t *frame_host)
{
	const JitFunc *j = lf->jit;
	JitEnv *env = j->env;
	/* native calls may make the frame count reach --max-depth or the
	 * frame array's room (vm.c frame_limit: where the interpreter's CALL
	 * stops pushing inline, so jit_frames never grows the array) */
	size_t lim = vm->frames.cap < vm->max_depth ? vm->frames.cap : vm->max_depth;
	int64_t calls = (int64_t)lim - (int64_t)vm->frames.len;
	if (calls > (int64_t)(JIT_HOST_STACK / JIT_CALL_BYTES))
		calls = JIT_HOST_STACK / JIT_CALL_BYTES;
	env->room = calls * JIT_CALL_BYTES - 8;
	env->regs_end = vm->regs + vm->capregs;
	return j->fn(R, Z, env, j->at[pc], frame_host);
}
#endif

#endif
