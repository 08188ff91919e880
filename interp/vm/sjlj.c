/* sjlj.c — setjmp and longjmp as operations on the frame stack (SPEC.md,
 * X-SJLJ-*).
 *
 * setjmp records the calling frame and the op after its call in a table
 * of the run (VM.sjlj) and writes into the program's jmp_buf a token
 * naming the record (a serial and its check word); longjmp reads the
 * token back, checks that the record's frame is the same live frame
 * (its FR_SETJMP flag: a frame pushed in its place starts without it),
 * pops the frames above it as `ret` would pop them (their stack is
 * released, nothing of theirs runs), tells the EH machinery which frames
 * are gone, and resumes the setjmp frame after its call with the value.
 * The frames are data, so this never touches the host stack. */
#include "vm/exec.h"
#include "vm/vm_ops.h"

#include <string.h>

/* one setjmp of a live (or once live) frame */
typedef struct SjRecord {
	uint64_t serial;
	uint64_t buf;           /* the jmp_buf it wrote (reused by a later setjmp
				   of the same frame into the same buffer) */
	uint32_t depth;         /* the frame */
	const LFunc *lf;        /* ... its function and registers, checked */
	uint32_t base;
	const CallSite *site;   /* the setjmp call: its result slots */
	uint32_t pc;            /* where the frame goes on after the call */
} SjRecord;

/* the check word beside the serial: a token whose two words disagree
 * was not written by setjmp (or was overwritten since) */
#define SJ_CHECK 0x5e7a6c3b9d1f0e27ULL

static Frame *
frame_at(VM *vm, uint32_t d)
{
	return &VEC_AT(&vm->frames, Frame, d);
}

uint32_t
vm_caller_depth(VM *vm, const CallSite *cs)
{
	if (!vm->frames.len)
		return UINT32_MAX;
	uint32_t d = vm->frames.len - 1;
	const Frame *fr = frame_at(vm, d);
	/* the CALL op just before the frame's pc is this call: otherwise the
	 * host called the builtin (vm_call_address) */
	if (fr->pc == 0 || !op_is_call(fr->code[fr->pc - 1].code) || fr->code[fr->pc - 1].x.p != cs)
		return UINT32_MAX;
	return d;
}

/* records of frames that are gone: those at depth d and above when a
 * frame at depth d that has not called setjmp yet does */
static void
drop_records_from(VM *vm, uint32_t d)
{
	uint32_t n = 0;
	for (uint32_t k = 0; k < vm->sjlj.len; k++) {
		SjRecord r = VEC_AT(&vm->sjlj, SjRecord, k);
		if (r.depth < d)
			VEC_AT(&vm->sjlj, SjRecord, n++) = r;
	}
	vm->sjlj.len = n;
}

void
vm_setjmp(VM *vm, const CallSite *cs, uint64_t buf, uint64_t size)
{
	uint32_t d = vm_caller_depth(vm, cs);
	if (d == UINT32_MAX)
		vm_fail(vm, R_X_SJLJ_3, "setjmp called by the runtime, not by a function of the program");
	Frame *fr = frame_at(vm, d);
	/* the whole jmp_buf is written, as the C library's setjmp writes it
	 * (a buffer smaller than the target's jmp_buf is an overflow) */
	uint8_t *p = vm_mem_write(vm, buf, size);
	if (!(fr->flags & FR_SETJMP)) {
		drop_records_from(vm, d);
		fr->flags |= FR_SETJMP;
	}
	SjRecord *r = NULL;
	for (uint32_t k = 0; k < vm->sjlj.len && !r; k++) {
		SjRecord *e = &VEC_AT(&vm->sjlj, SjRecord, k);
		if (e->depth == d && e->buf == buf)
			r = e;
	}
	if (!r) {
		SjRecord n = {.serial = ++vm->sjlj_serial, .buf = buf, .depth = d};
		VEC_PUSH(&vm->sjlj, SjRecord, n);
		r = &VEC_AT(&vm->sjlj, SjRecord, vm->sjlj.len - 1);
	}
	r->lf = fr->lf;
	r->base = fr->base;
	r->site = cs;
	r->pc = cs->normal_pc ? cs->normal_pc : fr->pc;
	memset(p, 0, size);
	mem_write_uint(p, 8, r->serial, vm->big_endian);
	mem_write_uint(p + 8, 8, r->serial ^ SJ_CHECK, vm->big_endian);
}

int
vm_longjmp(VM *vm, const CallSite *cs, uint64_t buf, uint64_t size, int32_t val, bool unwinds)
{
	uint32_t top = vm_caller_depth(vm, cs);
	if (top == UINT32_MAX)
		vm_fail(vm, R_X_SJLJ_3, "longjmp called by the runtime, not by a function of the program");
	const uint8_t *p = vm_mem_read(vm, buf, size < 16 ? size : 16);
	uint64_t serial = mem_read_uint(p, 8, vm->big_endian);
	if (size < 16 || !mem_all_written(&vm->mem, buf, 16) || serial == 0 ||
	    (serial ^ SJ_CHECK) != mem_read_uint(p + 8, 8, vm->big_endian))
		vm_fail(vm, R_X_SJLJ_2, "longjmp with the jmp_buf at 0x%llx, which setjmp did not fill (never set, or overwritten since)",
			(unsigned long long)buf);
	const SjRecord *r = NULL;
	for (uint32_t k = 0; k < vm->sjlj.len && !r; k++)
		if (VEC_AT(&vm->sjlj, SjRecord, k).serial == serial)
			r = &VEC_AT(&vm->sjlj, SjRecord, k);
	const Frame *t = r && r->depth <= top ? frame_at(vm, r->depth) : NULL;
	if (!t || !(t->flags & FR_SETJMP) || (t->flags & FR_UNWOUND_ALIVE) || t->lf != r->lf || t->base != r->base) {
		const Function *f = r ? r->lf->fn : NULL;
		vm_fail(vm, R_X_SJLJ_1, "longjmp to the jmp_buf at 0x%llx, set by setjmp in %s%s, which has returned (or was unwound)",
			(unsigned long long)buf, f ? "@" : "a call of a function", f ? (f->g.u.v.name ? f->g.u.v.name : "?") : "");
	}
	uint32_t d = r->depth;
	for (uint32_t k = top; k > d; k--) {
		const Frame *f = frame_at(vm, k);
		const Function *fn = f->lf->fn;
		if (f->flags & (FR_ENTRY | FR_HOST_CATCH))
			vm_fail(vm, R_X_SJLJ_3, "longjmp out of @%s, which the runtime called (over the runtime's own frame)",
				fn->g.u.v.name ? fn->g.u.v.name : "?");
		/* a C library whose longjmp unwinds (the Windows CRTs, through
		 * the SEH unwinder) runs the cleanups of a frame with an EH
		 * personality, which ehi does not do; a plain frame has
		 * nothing to run and pops as on Linux */
		if (unwinds && fn_personality(fn))
			vm_fail(vm, R_X_SJLJ_3,
				"longjmp over @%s, which has an EH personality: on %s the C library's longjmp unwinds it, which ehi does not do",
				fn->g.u.v.name ? fn->g.u.v.name : "?", vm->tgt.triple);
	}
	/* the EH side first, with the frames intact (it may refuse: a
	 * funclet pad entered in frame d) */
	if (vm->eh_ops && vm->eh_ops->frames_gone)
		vm->eh_ops->frames_gone(vm, d);
	for (uint32_t k = top; k > d; k--)
		vm_frame_release(&vm->mem, frame_at(vm, k));
	vm->frames.len = d + 1;
	/* setjmp returns again, with val (0 becomes 1) */
	Frame *fr = frame_at(vm, d);
	const CallSite *site = r->site;
	fr->pc = r->pc;
	if (site->dst_slots) {
		uint64_t v = (uint32_t)(val ? val : 1);
		vm->regs[fr->base + site->dst] = v;
		vm->poison[fr->base + site->dst] = 0;
	}
	return BI_UNWIND;
}
