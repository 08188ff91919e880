/* seh.c — the Windows SEH runtime: the exception records, RaiseException
 * (kernel32), the intrinsics clang's __try/__except/__finally code uses
 * to reach its parent frame (llvm.localescape, localrecover,
 * eh.recoverfp, localaddress, and on i686 frameaddress(1) in a filter),
 * llvm.eh.exceptioncode, and the end of a process whose exception nothing
 * handles (SPEC.md EH-SEH-*).
 *
 * Frame addresses: a frame's address is its stack pointer at entry (what
 * llvm.frameaddress(0) gives); llvm.localaddress gives it, a filter gets
 * its establisher's, and llvm.localrecover finds the frame by it.  A
 * filter running on i686 is given, as its caller's frame pointer, the end
 * of a registration node made for the call, whose -20 holds the
 * EXCEPTION_POINTERS (clang's i686 filters load them from there). */
#include "eh/seh.h"
#include "eh/personality.h"
#include "eh/msvc.h"

#include "rt/builtin.h"

#include <stdlib.h>
#include <string.h>

typedef struct SehEscape {
	const Function *fn;
	uint64_t fp;
	uint32_t n;
	uint64_t *addrs;
} SehEscape;

static void *
state_new(VM *vm)
{
	(void)vm;
	return xcalloc(1, sizeof(SehState));
}

static void
state_free(void *p)
{
	SehState *st = p;
	for (uint32_t k = 0; k < st->escapes.len; k++)
		free(VEC_AT(&st->escapes, SehEscape, k).addrs);
	vec_free(&st->dispatch);
	vec_free(&st->escapes);
	vec_free(&st->async);
	vec_free(&st->cxx_views);
	free(st);
}

SehState *
seh_state(VM *vm)
{
	return eh_abi_state(vm, &seh_abi);
}

/* ------------------------------------------------------------ records */
/* EXCEPTION_RECORD: code, flags (4 bytes each), the nested record, the
 * address (pointers), NumberParameters (4, then padding to a pointer),
 * ExceptionInformation[15]; then EXCEPTION_POINTERS {record, context}
 * and the CONTEXT (zeroed, of the target's size) */
static unsigned
pw(VM *vm)
{
	return vm->ptr_bytes;
}

static uint64_t
rec_size(VM *vm)
{
	return 8 + 2 * pw(vm) + pw(vm) + SEH_MAX_PARAMS * pw(vm);
}

static uint64_t
context_size(VM *vm)
{
	switch (vm->tgt.arch) {
	case ARCH_X86: return 716;
	case ARCH_AARCH64: return 912;
	default: return 1232;
	}
}

static void
wr(VM *vm, uint64_t a, unsigned n, uint64_t v)
{
	mem_write_uint(vm_mem_write(vm, a, n), n, v, vm->big_endian);
}

static uint64_t
rd(VM *vm, uint64_t a, unsigned n)
{
	return mem_read_uint(vm_mem_read(vm, a, n), n, vm->big_endian);
}

/* a record block: EXCEPTION_RECORD, then EXCEPTION_POINTERS naming it and
 * the zeroed CONTEXT (the pointers at block + rec_size) */
static uint64_t
record_new(VM *vm, uint32_t code, uint32_t flags, uint64_t addr, uint32_t nparams, const uint64_t *params,
	   uint64_t nested_rec)
{
	unsigned p = pw(vm);
	uint64_t rs = rec_size(vm), size = rs + 2 * p + context_size(vm);
	uint64_t block = mem_alloc_heap(&vm->mem, size, 16, NULL, vm->frames.len);
	memset(vm_mem_write(vm, block, size), 0, size);
	if (nparams > SEH_MAX_PARAMS)
		nparams = SEH_MAX_PARAMS;
	wr(vm, block, 4, code);
	wr(vm, block + 4, 4, flags);
	wr(vm, block + 8, p, nested_rec);
	wr(vm, block + 8 + p, p, addr);
	wr(vm, block + 8 + 2 * p, 4, nparams);
	for (uint32_t k = 0; k < nparams; k++)
		wr(vm, block + 8 + 3 * p + k * p, p, params[k]);
	uint64_t ptrs = block + rs;
	wr(vm, ptrs, p, block);
	wr(vm, ptrs + p, p, ptrs + 2 * p);
	return block;
}

EhException *
seh_new(VM *vm, uint32_t code, uint32_t flags, uint64_t addr, uint32_t nparams, const uint64_t *params,
	uint64_t nested_rec)
{
	uint64_t block = record_new(vm, code, flags, addr, nparams, params, nested_rec);
	EhException *x = eh_exception_new(vm, block + rec_size(vm), &seh_abi);
	x->obj = block;
	x->block = block;
	return x;
}

uint32_t
seh_code(VM *vm, const EhException *x)
{
	return (uint32_t)rd(vm, x->obj, 4);
}

/* ------------------------------------ C++ exceptions seen by SEH */
/* EH-SEH-9: MSVC's _CxxThrowException is RaiseException(0xE06D7363,
 * EXCEPTION_NONCONTINUABLE, 3 or 4, {0x19930520, the object, the
 * ThrowInfo, and on 64-bit targets the image base its ThrowInfo's
 * offsets are from}).  ehi raises a C++ exception as its own record, so
 * the record an SEH frame's filter reads is made when it first needs
 * one, and kept with the exception (the same for every filter). */
static SehCxxView *
cxx_view(VM *vm, EhException *x)
{
	SehState *st = seh_state(vm);
	for (uint32_t k = 0; k < st->cxx_views.len; k++) {
		SehCxxView *v = &VEC_AT(&st->cxx_views, SehCxxView, k);
		if (v->x == x && v->id == x->id && v->block)
			return v;
	}
	uint64_t params[4] = {SEH_CXX_MAGIC, x->obj, x->type, vm->ptr_bytes == 8 ? msvc_image_base(vm) : 0};
	SehCxxView v = {.x = x, .id = x->id,
			 .block = record_new(vm, (uint32_t)SEH_CXX_EXCEPTION, SEH_NONCONTINUABLE, 0,
					     vm->ptr_bytes == 8 ? 4 : 3, params, 0)};
	VEC_PUSH(&st->cxx_views, SehCxxView, v);
	return &VEC_AT(&st->cxx_views, SehCxxView, st->cxx_views.len - 1);
}

bool
seh_was_cxx(VM *vm, const EhException *x)
{
	SehState *st = seh_state(vm);
	for (uint32_t k = 0; k < st->cxx_views.len; k++) {
		const SehCxxView *v = &VEC_AT(&st->cxx_views, SehCxxView, k);
		if (v->x == x && v->id == x->id)
			return true;
	}
	return false;
}

uint64_t
seh_pointers(VM *vm, EhException *x)
{
	if (x->abi == &seh_abi)
		return x->ue;
	return cxx_view(vm, x)->block + rec_size(vm);
}

/* The __except ends the C++ exception as MSVC's runtime leaves it: no
 * C++ code runs for it (no catch, so no destructor of the thrown object,
 * which stays undestroyed); from here on it is the SEH exception of its
 * record, freed at the catchret like any other.  Its ue stays its key. */
void
seh_take_cxx(VM *vm, EhException *x)
{
	SehCxxView *v = cxx_view(vm, x);
	EhRuntime *eh = eh_runtime(vm);
	if (eh->uncaught)
		eh->uncaught--;
	mem_free_heap(&vm->mem, x->ue, NULL); /* (_CxxThrowException's record) */
	x->abi = &seh_abi;
	x->obj = v->block;
	x->block = v->block;
	x->type = 0;
	x->dtor = 0;
	v->block = 0; /* (the exception owns it now) */
}

uint32_t
seh_flags(VM *vm, const EhException *x)
{
	return (uint32_t)rd(vm, x->obj + 4, 4);
}

static void
seh_free(VM *vm, EhException *x)
{
	EhEvent ev = {.kind = EV_DESTROY, .x = x, .depth = EH_NO_FRAME};
	eh_emit(vm, &ev);
	/* (a C++ exception's view goes with it) */
	SehState *st = seh_state(vm);
	for (uint32_t k = st->cxx_views.len; k-- > 0;)
		if (VEC_AT(&st->cxx_views, SehCxxView, k).x == x) {
			VEC_AT(&st->cxx_views, SehCxxView, k) =
				VEC_AT(&st->cxx_views, SehCxxView, st->cxx_views.len - 1);
			st->cxx_views.len--;
		}
	mem_free_heap(&vm->mem, x->block, NULL);
	eh_exception_free(vm, x);
}

/* EH-SEH-7: nothing handles it: Windows's unhandled-exception filter
 * says execute the handler of the process start, so every __finally
 * runs (phase 2 to the bottom), then the process ends with the code as
 * its exit status, without atexit handlers or destructors */
static void
unhandled(VM *vm, EhException *x)
{
	uint32_t code = seh_code(vm, x);
	vm_flush_stdout(vm);
	char line[160];
	snprintf(line, sizeof line, "ehi: unhandled SEH exception 0x%08X: the process exits with that code [%s]\n",
		 code, rule_id(R_EH_SEH_7));
	eh_err_write(vm, line);
	vm->status = RUN_EXITED;
	vm->exit_code = (int)code;
	longjmp(*vm->bail, 1);
}

EhSearch
seh_raise(VM *vm, EhException *x, const Inst *at)
{
	x->bottom_handler = true;
	EhSearch s = eh_raise(vm, x, at);
	if (s == SEARCH_DISMISSED)
		seh_free(vm, x);
	return s;
}

/* RaiseException(code, flags, nargs, args): returns when a filter says
 * continue execution (EH-SEH-3) */
static int
b_raise(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint32_t n = (uint32_t)ARG(2), flags = (uint32_t)ARG(1) & SEH_NONCONTINUABLE;
	uint64_t params[SEH_MAX_PARAMS], a = ARG(3);
	if (n > SEH_MAX_PARAMS)
		n = SEH_MAX_PARAMS;
	if (n && !a)
		n = 0;
	for (uint32_t k = 0; k < n; k++)
		params[k] = rd(vm, a + (uint64_t)k * pw(vm), pw(vm));
	uint64_t where = vm->frames.len ? vm_global_addr(vm, &VEC_AT(&vm->frames, Frame, vm->frames.len - 1).lf->fn->g.u.v) : 0;
	EhException *x = seh_new(vm, (uint32_t)ARG(0), flags, where, n, params, 0);
	return seh_raise(vm, x, cs->inst) == SEARCH_DISMISSED ? BI_DONE : BI_UNWIND;
}

/* ---------------------------------------------------------- catching */
static void async_landed(VM *vm, uint32_t d, const Inst *pad);

static void
begin_catch(VM *vm, EhException *x)
{
	SehState *st = seh_state(vm);
	uint32_t d = vm->frames.len - 1;
	PadEntry *e = eh_pad_top(vm, d);
	if (e && e->pad && eh_pad_parent(e->pad))
		async_landed(vm, d, eh_pad_parent(e->pad));
	struct SehCode c = {.depth = d, .token = e ? e->token : 0, .code = seh_code(vm, x)};
	st->codes[st->ncodes++ % countof(st->codes)] = c;
	EhEvent ev = {.kind = EV_BEGIN_CATCH, .x = x, .depth = d};
	eh_emit(vm, &ev);
}

/* the __except block begins at the catchret: the record is done */
static void
end_catch(VM *vm, EhException *x, EhException *by)
{
	(void)by;
	seh_free(vm, x);
}

/* llvm.eh.exceptioncode(token): the code of the exception the catchpad
 * took (read after its catchret, as clang places it) */
static int
b_exceptioncode(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	SehState *st = seh_state(vm);
	uint32_t d = vm->frames.len - 1;
	for (uint32_t k = st->ncodes; k-- > 0 && k + countof(st->codes) >= st->ncodes;) {
		struct SehCode *c = &st->codes[k % countof(st->codes)];
		if (c->depth == d && c->token == ARG(0)) {
			builtin_ret(cs, R, Z, c->code);
			return BI_DONE;
		}
	}
	vm_fail(vm, R_EH_SEH_1, "llvm.eh.exceptioncode of a token whose catchpad took no SEH exception in this frame");
}

/* ----------------------------------------------- -fasync-exceptions */
static bool
async_live(VM *vm, const SehAsync *a)
{
	if (a->depth >= vm->frames.len)
		return false;
	const Frame *fr = &VEC_AT(&vm->frames, Frame, a->depth);
	return fr->lf == a->lf && fr->sp_mark == a->sp_mark;
}

/* the innermost live region of frame d (NULL: none); dead ones go */
static SehAsync *
async_top(VM *vm, uint32_t d)
{
	SehState *st = seh_state(vm);
	while (st->async.len && !async_live(vm, &VEC_AT(&st->async, SehAsync, st->async.len - 1)))
		st->async.len--;
	for (uint32_t k = st->async.len; k-- > 0;) {
		SehAsync *a = &VEC_AT(&st->async, SehAsync, k);
		if (a->depth == d && async_live(vm, a))
			return a;
		if (a->depth < d)
			break;
	}
	return NULL;
}

/* llvm.seh.try.begin / llvm.seh.scope.begin: a region begins */
static int
b_async_begin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	SehState *st = seh_state(vm);
	uint32_t d = vm->frames.len - 1;
	async_top(vm, d); /* (drops the dead ones) */
	const Frame *fr = &VEC_AT(&vm->frames, Frame, d);
	SehAsync a = {.depth = d, .lf = fr->lf, .sp_mark = fr->sp_mark, .pc = fr->pc};
	VEC_PUSH(&st->async, SehAsync, a);
	return BI_DONE;
}

/* llvm.seh.try.end / llvm.seh.scope.end: the innermost region ends */
static int
b_async_end(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	SehState *st = seh_state(vm);
	SehAsync *a = async_top(vm, vm->frames.len - 1);
	if (a)
		st->async.len = (uint32_t)(a - (SehAsync *)st->async.data);
	return BI_DONE;
}

/* the exception landed in frame d's pad `pad`: the regions whose begin
 * unwinds there are over (control leaves them for the handler) */
static void
async_landed(VM *vm, uint32_t d, const Inst *pad)
{
	SehState *st = seh_state(vm);
	for (SehAsync *a; (a = async_top(vm, d));) {
		const CallSite *cs = a->lf->code[a->pc - 1].x.p;
		st->async.len = (uint32_t)(a - (SehAsync *)st->async.data);
		if (cs->unwind_block && block_first_non_phi(cs->unwind_block) == pad)
			break;
	}
}

static const char *
seh_type_str(VM *vm, EhException *x, char *buf, size_t n)
{
	snprintf(buf, n, "SEH exception 0x%08X", seh_code(vm, x));
	return buf;
}

/* ------------------------------------------------------- frame access */
uint64_t
seh_frame_addr(VM *vm, uint32_t d)
{
	return VEC_AT(&vm->frames, Frame, d).sp_mark;
}

bool
seh_frame_of(VM *vm, uint64_t fp, uint32_t *d)
{
	SehState *st = seh_state(vm);
	for (uint32_t k = st->dispatch.len; k-- > 0;) {
		const SehDispatch *a = &VEC_AT(&st->dispatch, SehDispatch, k);
		if (a->node && a->fp == fp && a->establisher < vm->frames.len) {
			*d = a->establisher;
			return true;
		}
	}
	for (uint32_t k = vm->frames.len; k-- > 0;)
		if (seh_frame_addr(vm, k) == fp) {
			*d = k;
			return true;
		}
	return false;
}

static int
b_localescape(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	SehState *st = seh_state(vm);
	uint32_t d = vm->frames.len - 1;
	while (st->escapes.len <= d) {
		SehEscape e = {0};
		VEC_PUSH(&st->escapes, SehEscape, e);
	}
	SehEscape *e = &VEC_AT(&st->escapes, SehEscape, d);
	free(e->addrs);
	e->fn = VEC_AT(&vm->frames, Frame, d).lf->fn;
	e->fp = seh_frame_addr(vm, d);
	e->n = cs->nargs;
	e->addrs = xcalloc(cs->nargs + 1, sizeof *e->addrs);
	for (uint32_t k = 0; k < cs->nargs; k++)
		e->addrs[k] = ARG(k);
	return BI_DONE;
}

/* llvm.localrecover(fn, fp, idx): the idx'th local fn's live frame at
 * fp escaped (EH-SEH-6) */
static int
b_localrecover(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	SehState *st = seh_state(vm);
	const Function *fn = vm_func_at(vm, ARG(0));
	uint64_t fp = ARG(1), idx = ARG(2);
	uint32_t d;
	if (!seh_frame_of(vm, fp, &d) || d >= st->escapes.len)
		vm_fail(vm, R_EH_SEH_6, "llvm.localrecover(@%s, 0x%llx, %llu): no live frame has that frame address",
			fn_name_of(fn), (unsigned long long)fp, (unsigned long long)idx);
	SehEscape *e = &VEC_AT(&st->escapes, SehEscape, d);
	if (e->fn != VEC_AT(&vm->frames, Frame, d).lf->fn || e->fp != seh_frame_addr(vm, d) || e->fn != fn ||
	    idx >= e->n)
		vm_fail(vm, R_EH_SEH_6,
			"llvm.localrecover(@%s, 0x%llx, %llu): the frame there is @%s's, which escaped %s",
			fn_name_of(fn), (unsigned long long)fp, (unsigned long long)idx,
			fn_name_of(VEC_AT(&vm->frames, Frame, d).lf->fn),
			e->fn == VEC_AT(&vm->frames, Frame, d).lf->fn && e->fp == seh_frame_addr(vm, d) ? "fewer locals" : "none");
	builtin_ret(cs, R, Z, e->addrs[idx]);
	return BI_DONE;
}

/* llvm.eh.recoverfp(fn, fp): the parent's frame address from the one a
 * filter or finally was given */
static int
b_recoverfp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t d;
	uint64_t fp = ARG(1);
	builtin_ret(cs, R, Z, seh_frame_of(vm, fp, &d) ? seh_frame_addr(vm, d) : fp);
	return BI_DONE;
}

static int
b_localaddress(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, seh_frame_addr(vm, vm->frames.len - 1));
	return BI_DONE;
}

/* llvm.frameaddress(level): as the intrinsic's (rt/intrinsics.c), but a
 * filter's caller is the frame its dispatch gives it (i686: the
 * registration node's end) */
static int
b_frameaddress(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t level = ARG(0), n = vm->frames.len;
	SehState *st = seh_state(vm);
	if (level >= 1 && level <= n) {
		uint32_t callee = (uint32_t)(n - level); /* the frame whose caller is asked for */
		for (uint32_t k = st->dispatch.len; k-- > 0;) {
			const SehDispatch *a = &VEC_AT(&st->dispatch, SehDispatch, k);
			if (a->entry == callee) {
				builtin_ret(cs, R, Z, a->fp);
				return BI_DONE;
			}
		}
	}
	builtin_ret(cs, R, Z, level < n ? VEC_AT(&vm->frames, Frame, n - 1 - level).sp_mark : 0);
	return BI_DONE;
}

/* --------------------------------------------------------- the runtime */
const CxxAbi seh_abi = {
	.name = "SEH",
	.type_str = seh_type_str,
	.pad_begin_catch = begin_catch,
	.pad_end_catch = end_catch,
	.state_new = state_new,
	.state_free = state_free,
	.os_dispatch = true,
	.unwound_out = unhandled,
};

static const RtFn seh_fns[] = {
	{"RaiseException", b_raise},
	{"\x01_RaiseException@16", b_raise},
	{"_RaiseException@16", b_raise},
	{"llvm.eh.exceptioncode", b_exceptioncode},
	{"llvm.localescape", b_localescape},
	{"llvm.localrecover", b_localrecover},
	{"llvm.eh.recoverfp", b_recoverfp},
	{"llvm.localaddress", b_localaddress},
	{"llvm.frameaddress", b_frameaddress},
	{"llvm.frameaddress.p0", b_frameaddress},
	{"llvm.frameaddress.p0i8", b_frameaddress},
	{"llvm.seh.try.begin", b_async_begin},
	{"llvm.seh.scope.begin", b_async_begin},
	{"llvm.seh.try.end", b_async_end},
	{"llvm.seh.scope.end", b_async_end},
};

static bool
seh_applies(const Target *t)
{
	return t->os == OS_WINDOWS;
}

const RuntimeLib rt_seh = {
	.name = "Windows SEH",
	.applies = seh_applies,
	.fns = RT_TABLE(seh_fns),
};

/* ------------------------------------------------------------- faults */
/* the machine faults Windows raises as exceptions, by the rule ehi
 * reports them with elsewhere (EH-SEH-8) */
static uint32_t
fault_code(VM *vm, Rule rule)
{
	switch (rule) {
	case R_X_MEM_1:
	case R_X_MEM_2_FAR:
	case R_X_MEM_5: return (uint32_t)SEH_ACCESS_VIOLATION;
	case R_X_UB_4: return (uint32_t)SEH_INT_DIVIDE_BY_ZERO;
	case R_X_UB_5: return 0xC0000095; /* STATUS_INTEGER_OVERFLOW: idiv's #DE */
	case R_X_UB_8:
		return vm->callee && !strcmp(fn_name_of(vm->callee), "llvm.debugtrap") ? (uint32_t)SEH_BREAKPOINT
										      : (uint32_t)SEH_ILLEGAL_INSTRUCTION;
	default: return 0;
	}
}

/* only a frame of an SEH personality can handle a fault (C++'s
 * catch (...) does not under clang's synchronous /EHs): without one the
 * fault is reported as on every target, the search's checks never run */
static bool
seh_on_stack(VM *vm)
{
	for (uint32_t d = vm->frames.len; d-- > 0;) {
		LFunc *lf = VEC_AT(&vm->frames, Frame, d).lf;
		const Personality *p = lf ? personality_row(lf->fn) : NULL;
		if (p && p->family == PF_SEH)
			return true;
	}
	return false;
}

bool
seh_fault(VM *vm, Rule rule)
{
	uint32_t code = fault_code(vm, rule);
	if (!code || vm->tgt.os != OS_WINDOWS || !vm->frames.len)
		return false;
	uint32_t top = vm->frames.len - 1;
	Frame *fr = &VEC_AT(&vm->frames, Frame, top);
	if (!fr->lf || !fr->pc || !seh_on_stack(vm))
		return false;
	/* in an op of the top frame (synchronous SEH: its own pads do not
	 * cover it, the search starts at its caller), or in a builtin it
	 * called (the search starts at that call) */
	bool in_call = op_is_call(fr->lf->code[fr->pc - 1].code) && rule != R_X_UB_8;
	const Inst *at = fr->lf->src[fr->pc - 1];
	/* -fasync-exceptions: a region of this frame covers the op; its
	 * begin invoke's edge is the one the exception leaves by */
	uint32_t fault_pc = fr->pc;
	SehAsync *region = in_call ? NULL : async_top(vm, top);
	if (region) {
		fr->pc = region->pc;
		in_call = true;
	}
	if (!in_call && (top == 0 || (fr->flags & FR_ENTRY)))
		return false;
	uint64_t params[2] = {vm->fault_write > 0 ? 1 : 0, vm->fault_addr};
	bool av = code == (uint32_t)SEH_ACCESS_VIOLATION;
	EhException *x = seh_new(vm, code, 0, vm_global_addr(vm, &fr->lf->fn->g.u.v), av ? 2 : 0, params, 0);
	x->search_top = in_call ? top : top - 1;
	/* a search of an exception raised by a filter of this dispatch
	 * (EH-SEH-5) passes this frame by, and its unwind pops it as the
	 * fault's own would: the frame is at no call */
	if (!in_call)
		fr->flags |= FR_FAULTED;
	EhSearch s = eh_raise(vm, x, at);
	if (s == SEARCH_END_OF_STACK || s == SEARCH_DISMISSED) {
		VEC_AT(&vm->frames, Frame, top).pc = fault_pc;
		VEC_AT(&vm->frames, Frame, top).flags &= ~(uint32_t)FR_FAULTED;
	}
	if (s == SEARCH_END_OF_STACK) {
		/* unhandled: the fault's own report (EH-SEH-8) */
		seh_free(vm, x);
		return false;
	}
	if (s == SEARCH_DISMISSED) {
		seh_free(vm, x);
		if (in_call && !region)
			vm_fail(vm, R_ERROR, "a filter says continue execution for a fault inside @%s, which ehi cannot run again",
				vm->callee ? fn_name_of(vm->callee) : "?");
		VEC_AT(&vm->frames, Frame, top).pc--; /* the faulting op runs again */
	}
	return true;
}

/* A call of an outlined __finally, traced with its abnormal-termination
 * flag (EV_FINALLY; SPEC.md EH-SEH-4).  clang names the outlined block
 * "?fin$<n>@0@<parent>@@" on every MSVC target and passes (i8 abnormal,
 * frame pointer): the name, not a mark in the IR, is what tells one.
 * Only while events are read: the site then stays on the slow call path
 * so that every call is seen. */
bool
seh_call(VM *vm, const Function *f, const CallSite *cs, const uint64_t *R)
{
	if (!vm->eh || !vm->eh->nsinks)
		return false;
	const char *name = f->g.u.v.name;
	if (!name || strncmp(name, "?fin$", 5) || f->nargs != 2 || cs->nargs != 2)
		return false;
	char buf[300];
	snprintf(buf, sizeof buf, "@%s, abnormal termination %u", name, (unsigned)(R[cs->args[0]] & 0xff));
	EhEvent ev = {.kind = EV_FINALLY, .depth = vm->frames.len - 1, .detail = buf,
		      .selector = (int32_t)(R[cs->args[0]] & 0xff)};
	eh_emit(vm, &ev);
	return true;
}

/* EH-SEH-9: does a C++ function (a frame of MSVC's personality) take
 * part in SEH exceptions?  Only when compiled for asynchronous exceptions
 * (/EHa, clang -fasync-exceptions, which brackets its objects with
 * llvm.seh.scope.begin/end): otherwise its FuncInfo says synchronous
 * (LLVM writes EHFlags 1, FI_EHS_FLAG) and __CxxFrameHandler3 passes an
 * SEH exception by, in both phases: no catch, no destructor. */
bool
seh_cxx_frame_async(const Function *f)
{
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next) {
			if (inst_op(i) != OP_CALL && inst_op(i) != OP_INVOKE)
				continue;
			const Value *c = inst_callee(i);
			if (c && c->kind == VK_FUNCTION && c->name &&
			    (!strcmp(c->name, "llvm.seh.scope.begin") || !strcmp(c->name, "llvm.seh.try.begin")))
				return true;
		}
	return false;
}
