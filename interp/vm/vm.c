/* vm.c — frames, calls and the dispatch loop.
 *
 * One function, vm_loop, runs every interpreted frame: a call pushes a
 * frame and continues in the callee, a return pops it and continues in
 * the caller (Lua's approach; no host recursion).  The hot state (code,
 * pc, register base) lives in locals and is written back to the frame
 * before anything that can leave the loop or look at the frame stack.
 * Slow or rare work (128-bit and vector arithmetic, conversions, reports)
 * is out of line.
 *
 * Dispatch: with GCC or Clang each op jumps straight to the next op's
 * code through a table of label addresses (computed goto, a GNU
 * extension; Op.h holds the address, vm_thread_code); that is the
 * default.  -DEHI_NO_COMPUTED_GOTO, or another compiler, gives a plain
 * switch in ISO C17 (the same loop body through the vmcase macros). */
#include "vm/exec.h"
#include "symname.h"
#include "ir/debugloc.h"
#include "vm/vm_ops.h"
#include "vm/jit.h"
#include "demangle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if EHI_JIT
/* the loop's L_JIT (vm_loop(NULL)): the Op.h of a translated region's entry */
static const void *const *op_jit_label;
#endif

const char *const opc_names[OPC__COUNT] = {
#define X(n) #n,
#include "vm/ops.def"
#undef X
};

/* ------------------------------------------------------------ creation */
/* --max-memory: an allocation that would take heap + globals + stack
 * past the limit stops the run (X-LIM-5); malloc does not return NULL */
static void
memory_limit_hit(void *ctx, const char *what, bool stack, uint64_t size)
{
	VM *vm = ctx;
	const char *fn = vm->callee && vm->callee->g.u.v.name ? vm->callee->g.u.v.name : "malloc";
	char name[160];
	if (stack)
		snprintf(name, sizeof name, "a stack allocation");
	else if (what)
		snprintf(name, sizeof name, "the runtime's %s", what);
	else
		snprintf(name, sizeof name, "'%s'", fn);
	vm_fail(vm, R_X_LIM_5, "%s of %llu bytes would exceed --max-memory=%llu (%llu bytes in use)", name,
		(unsigned long long)size, (unsigned long long)vm->mem.max_bytes,
		(unsigned long long)mem_in_use(&vm->mem));
}

VM *
vm_new(Module *m, int *status, char *err, size_t errlen)
{
	VM *vm = xcalloc(1, sizeof *vm);
	vm->m = m;
	const char *triple = m->triple ? m->triple : "x86_64-unknown-linux-gnu";
	if (!target_from_triple(triple, &vm->tgt, err, errlen) ||
	    !dl_for_module(&vm->dl, m, &vm->tgt, err, errlen)) {
		free(vm);
		return NULL;
	}
	/* the simulated machine's pointers are 32 or 64 bits, those of other
	 * address spaces at most 64 (wasm's references: 8): a data layout
	 * may give others (LLVM takes up to 2^24) */
	for (uint32_t k = 0; k < vm->dl.nptrs; k++)
		if (vm->dl.ptrs[k].as == 0 ? vm->dl.ptrs[k].bits != 32 && vm->dl.ptrs[k].bits != 64
					   : vm->dl.ptrs[k].bits > 64) {
			snprintf(err, errlen,
				 "the data layout gives address space %u pointers of %u bits: not provided (ehi's machine has 32- and 64-bit pointers)",
				 vm->dl.ptrs[k].as, vm->dl.ptrs[k].bits);
			*status = 68; /* what ehi cannot run (vm_exit_status) */
			free(vm);
			return NULL;
		}
	dl_set_cache(&vm->dl, &m->arena);
	vm->ptr_bytes = dl_pointer_bits(&vm->dl, 0) / 8;
	vm->big_endian = dl_big_endian(&vm->dl);
	if (!mem_init(&vm->mem, vm->ptr_bytes, 0, err, errlen)) {
		free(vm);
		return NULL;
	}
	arena_init(&vm->arena);
	VEC_PUSH(&vm->mods, Module *, m);
	vm->max_depth = 100000;
	vm->stdout_file = stdout;
	vm->stderr_file = stderr;
	vm->nlowered = m->nfuncs + 1;
	vm->lowered = xcalloc(vm->nlowered, sizeof *vm->lowered);
	return vm;
}

/* every module's names resolved, the globals laid out and initialised,
 * the runtimes' objects filled and their state started */
bool
vm_instantiate(VM *vm, char *err, size_t errlen)
{
	if (vm->instantiated)
		return true;
	if (!vm_resolve_symbols(vm, err, errlen) || !vm_layout_globals(vm, err, errlen))
		return false;
	vm->mem.limit_hook = memory_limit_hit;
	vm->mem.limit_ctx = vm;
	if (vm->rt && vm->rt->start)
		vm->rt->start(vm);
	vm->instantiated = true;
	return true;
}

void
vm_own_module(VM *vm, Module *m)
{
	VEC_PUSH(&vm->owned, Module *, m);
}

void
vm_free(VM *vm)
{
	if (!vm)
		return;
	mem_free_all(&vm->mem);
	vec_free(&vm->frames);
	vec_free(&vm->funcs_by_slot);
	free(vm->lowered);
	vec_free(&vm->atexit_fns);
	vec_free(&vm->tls_dtors);
	vec_free(&vm->sjlj);
	free(vm->regs);
	free(vm->poison);
	buf_free(&vm->out);
	buf_free(&vm->fmt_out);
	typedef struct GAddr {
		const Value *g;
		uint64_t addr;
		UT_hash_handle hh;
	} GAddr;
	GAddr *t = vm->gaddr;
	HASH_CLEAR(hh, t);
	if (vm->rt && vm->rt->free)
		vm->rt->free(vm);
	vm_free_links(vm);
	vm_free_uninit(vm);
#if EHI_JIT
	jit_free(vm);
#endif
	if (vm->eh_ops)
		vm->eh_ops->free(vm);
	arena_free(&vm->arena);
	/* last: the lowered code of their functions lives in their arenas */
	for (uint32_t k = 0; k < vm->owned.len; k++)
		module_free(VEC_AT(&vm->owned, Module *, k));
	vec_free(&vm->owned);
	free(vm);
}

/* the EH machinery, for an EH op (a run whose caller installed none
 * cannot run one) */
static const VmEhOps *
eh_ops(VM *vm)
{
	if (!vm->eh_ops)
		vm_fail(vm, R_ERROR, "internal: an EH instruction runs, and no EH runtime is installed");
	return vm->eh_ops;
}

/* --trace=exec: one line per op before it runs: the IR location, the
 * function, the op, the instruction it belongs to, and the values its
 * register operands hold then (an undef one as undef) */
static void
trace_exec_op(VM *vm, Frame *fr)
{
	const Op *op = &fr->lf->code[fr->pc];
	const Inst *i = fr->lf->src[fr->pc];
	Buf b = {0};
	buf_puts(&b, "[exec] ");
	if (i) {
		uint32_t line, col;
		const char *file = vm_inst_source(vm, i, &line, &col);
		if (file)
			buf_printf(&b, "%s:%u:%u ", file, line, col);
	}
	symbol_display(fr->lf->fn->g.u.v.name, vm->mangled_names, &b);
	buf_printf(&b, " %-10s ", opc_names[op->code]);
	if (i) {
		Buf ib = {0};
		print_inst(&ib, i);
		char *nl = ib.s ? strchr(ib.s, '\n') : NULL;
		if (nl)
			*nl = 0;
		buf_puts(&b, ib.s ? ib.s : "");
		buf_free(&ib);
		const char *sep = "   ; ";
		for (uint32_t k = 0; k < i->u.nops && k < 8; k++) {
			const Value *v = inst_opnd(i, k);
			if (!v || (v->kind != VK_INST && v->kind != VK_ARG))
				continue;
			if (v->type->kind != TY_INT && v->type->kind != TY_PTR)
				continue;
			uint32_t slot = lfunc_value_slot(fr->lf, v);
			if (slot == UINT32_MAX)
				continue;
			buf_puts(&b, sep);
			sep = ", ";
			print_value_ref(&b, v);
			uint64_t r = vm->regs[fr->base + slot];
			if (vm->poison[fr->base + slot])
				buf_puts(&b, " = undef");
			else if (v->type->kind == TY_PTR)
				buf_printf(&b, " = 0x%llx", (unsigned long long)r);
			else if (v->type->bits <= 64)
				buf_printf(&b, " = %lld", (long long)(v->type->bits >= 64 ? (int64_t)r
						: (int64_t)(r << (64 - v->type->bits)) >> (64 - v->type->bits)));
		}
	}
	fprintf(vm->stderr_file, "%s\n", b.s);
	buf_free(&b);
}

/* ------------------------------------------------------------- reports */
const char *
vm_inst_source(VM *vm, const Inst *i, uint32_t *line, uint32_t *col)
{
	const Function *f = i->parent->parent;
	const Module *m = vm_module_of(vm, f);
	*line = *col = 0;
	if (!m->sources.len)
		return NULL;
	Source *src = VEC_AT(&m->sources, Source *, f->g.src < m->sources.len ? f->g.src : 0);
	source_linecol(src, i->loc, line, col);
	return src->name;
}

static void
print_location(VM *vm, FILE *out, const Inst *i)
{
	if (!i) {
		fputs("    at <runtime>\n", out);
		return;
	}
	const Function *f = i->parent->parent;
	uint32_t line, col;
	const char *file = vm_inst_source(vm, i, &line, &col);
	Buf b = {0};
	print_inst(&b, i);
	char *nl = strchr(b.s, '\n');
	if (nl)
		*nl = 0;
	Buf fn = {0};
	symbol_display(f->g.u.v.name, vm->mangled_names, &fn);
	Buf src = {0};
	SrcLoc sl;
	if (inst_src_loc(i, &sl)) {
		/* -g: the C/C++ line after the IR's */
		buf_puts(&src, " (");
		src_loc_print(&sl, &src);
		buf_putc(&src, ')');
	}
	if (file) {
		fprintf(out, "    at %s:%u:%u%s in %s, block ", file, line, col, src.s ? src.s : "", fn.s);
	} else {
		fprintf(out, "    at%s %s, block ", src.s ? src.s : "", fn.s);
	}
	buf_free(&src);
	buf_free(&fn);
	Buf bb = {0};
	print_value_ref(&bb, &i->parent->v);
	fprintf(out, "%s: %s\n", bb.s, b.s);
	buf_free(&b);
	buf_free(&bb);
}

static const Inst *
frame_inst(const Frame *fr)
{
	uint32_t pc = fr->pc ? fr->pc - 1 : 0;
	return fr->lf && pc < fr->lf->ncode ? fr->lf->src[pc] : NULL;
}

static void
flush_out(VM *vm)
{
	if (vm->out.len) {
		fwrite(vm->out.s, 1, vm->out.len, vm->stdout_file);
		vm->out.len = 0;
	}
	fflush(vm->stdout_file);
}

void
vm_flush_stdout(VM *vm)
{
	flush_out(vm);
}

void
vm_fail(VM *vm, Rule rule, const char *fmt, ...)
{
	static const RunStatus status_of[] = {[RULE_UB] = RUN_UB, [RULE_FAULT] = RUN_FAULT, [RULE_LIMIT] = RUN_LIMIT,
					      [RULE_ERROR] = RUN_ERROR, [RULE_TERMINATE] = RUN_ERROR,
					      [RULE_BEHAVIOUR] = RUN_ERROR};
	const RuleInfo *r = &rule_table[rule];
	RunStatus st = status_of[r->cls];
	/* (Windows: a fault may be an exception the program handles) */
	if (vm->fault_resume && vm->eh_ops && vm->eh_ops->fault && (r->cls == RULE_FAULT || r->cls == RULE_UB)) {
		jmp_buf *resume = vm->fault_resume;
		if (vm->eh_ops->fault(vm, rule))
			longjmp(*resume, 1);
	}
	vm->fault_write = -1;
	flush_out(vm);
	FILE *out = vm->stderr_file;
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	static const char *const kinds[] = {"exit", "undefined behaviour", "fault", "limit", "error"};
	fprintf(out, "ehi: %s: %s", kinds[st], msg);
	if (r->id)
		fprintf(out, " [%s]", r->id);
	fputc('\n', out);
	/* a use of poison or undef (the rule's row says so): where an undef
	 * came from, if from unwritten memory */
	if (r->origin && vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		const Inst *at = top->lf ? frame_inst(top) : NULL;
		/* a promise check (promise.c) of a load's own result: where it came from */
		if (at && top->pc && top->lf->code[top->pc - 1].code == OPC_INTRIN &&
		    top->lf->code[top->pc - 1].f == INTRIN_PROMISE && inst_op(at) == OP_LOAD)
			vm_print_uninit_value(vm, out, &at->u.v, top->lf);
		else if (at)
			vm_print_uninit_origin(vm, out, at, top->lf);
	}
	/* the interpreted call stack, innermost first */
	for (uint32_t k = vm->frames.len; k-- > 0;) {
		const Frame *fr = &VEC_AT(&vm->frames, Frame, k);
		if (fr->lf) {
			print_location(vm, out, frame_inst(fr));
			if (vm->eh_ops)
				vm->eh_ops->print_pads(vm, out, k);
		}
		if (k + 40 < vm->frames.len - 1 && k > 10) {
			fprintf(out, "    ... %u more frames ...\n", k - 10);
			k = 10;
		}
	}
	vm->status = st;
	if (vm->debug && vm->debug->fail)
		vm->debug->fail(vm, vm->debug->ctx); /* post-mortem: the state is intact */
	if (vm->bail)
		longjmp(*vm->bail, 1);
	exit(1);
}

/* " (its C++ spelling)" after an Itanium symbol in a report of what ehi
 * does not provide, "" after other names: the user knows the function
 * by its source name.  Written into out (the report never returns, so
 * nothing is left on the heap). */
static const char *
demangled_note(const char *name, char *out, size_t cap)
{
	Buf b = {0};
	out[0] = 0;
	/* Itanium as c++filt, MSVC as undname (symname.c) */
	if (name && symbol_demangled(name, &b) && b.s)
		snprintf(out, cap, " (%s)", b.s);
	buf_free(&b);
	return out;
}

void
vm_fault_addr(VM *vm, uint64_t addr, uint64_t n, bool write)
{
	MemState s = mem_state_at(&vm->mem, addr);
	const MemObject *o = mem_find_object(&vm->mem, addr);
	vm->fault_addr = addr;
	vm->fault_write = write;
	if (o && o->kind == OBJ_EXTERN && addr >= o->addr && addr < o->addr + o->size) {
		char note[1024];
		vm_fail(vm, R_X_CALL_4, "%s of %s%s, an external global that ehi's runtime does not provide",
			write ? "write" : "read", o->what + 7, demangled_note(o->what + 8, note, sizeof note));
	}
	/* a private field of an exception header: the runtime's, no program object */
	char field[512];
	if (o && vm->eh_ops && vm->eh_ops->private_field && vm->eh_ops->private_field(vm, addr, n, field, sizeof field))
		vm_fail(vm, R_EH_U_17, "%s of %llu byte%s at address 0x%llx, in the C++ runtime's private exception state: %s",
			write ? "write" : "read", (unsigned long long)n, n == 1 ? "" : "s", (unsigned long long)addr, field);
	char what[512] = "";
	if (o) {
		const char *kind = o->kind == OBJ_HEAP ? "heap block" : o->kind == OBJ_GLOBAL ? "global" : "object";
		if (addr >= o->addr && addr < o->addr + o->size)
			snprintf(what, sizeof what, "; it is inside %s%s '%s' of %llu bytes at 0x%llx%s", o->freed ? "freed " : "",
				 kind, o->what ? o->what : "?", (unsigned long long)o->size, (unsigned long long)o->addr,
				 "");
		else
			snprintf(what, sizeof what, "; it is %llu bytes past the end of %s%s '%s' of %llu bytes at 0x%llx",
				 (unsigned long long)(addr - o->addr - o->size), o->freed ? "freed " : "", kind,
				 o->what ? o->what : "?", (unsigned long long)o->size, (unsigned long long)o->addr);
	}
	/* dead stack memory in a live frame: an object outside its
	 * lifetime (llvm.lifetime.*, lifetime.c), named by the access */
	if (s == SH_DEAD_STACK && addr >= vm->mem.sp && vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		vm_lifetime_note(top->lf ? frame_inst(top) : NULL, what, sizeof what);
		vm_fail(vm, R_X_MEM_9, "%s of %llu byte%s at address 0x%llx, in a stack object outside its lifetime (before llvm.lifetime.start or after llvm.lifetime.end)%s",
			write ? "write" : "read", (unsigned long long)n, n == 1 ? "" : "s", (unsigned long long)addr, what);
	}
	Rule rule = s == SH_FREED ? R_X_MEM_3 : s == SH_CONST ? R_X_MEM_5 : s == SH_DEAD_STACK ? R_X_MEM_4
			  : addr < 4096 ? R_X_MEM_1 : R_X_MEM_2;
	/* what would kill a Linux process is a fault (139): the null page,
	 * memory far from any object, a write to read-only data; an access
	 * just beside a live object, or to freed or dead memory, is undefined
	 * behaviour a real process would usually survive */
	bool fault = addr < 4096 || s == SH_CONST || s == SH_FUNC || (s == SH_NONE && !o);
	/* a load or store outside every object: the object its address was
	 * computed from, however far (oob.c), and undefined behaviour */
	bool based = false;
	if (rule == R_X_MEM_2 && s == SH_NONE && vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		based = top->lf && vm_access_base(vm, frame_inst(top), addr, what, sizeof what);
		if (based)
			fault = false;
	}
	/* where the object came from and went */
	if (o && !based && (o->alloc_at || o->free_at)) {
		size_t len = strlen(what);
		for (int k = 0; k < 2; k++) {
			const Inst *at = k ? o->free_at : o->alloc_at;
			if (!at)
				continue;
			const Function *f = at->parent->parent;
			uint32_t line, col;
			const char *file = vm_inst_source(vm, at, &line, &col);
			len += (size_t)snprintf(what + len, sizeof what - len, "; %s at %s:%u:%u in @%s", k ? "freed" : "allocated",
						file ? file : "?", line, col, f->g.u.v.name ? f->g.u.v.name : "?");
			if (len >= sizeof what)
				break;
		}
	}
	vm_fail(vm, fault && rule == R_X_MEM_2 ? R_X_MEM_2_FAR : rule,
		"%s of %llu byte%s at address 0x%llx, which is %s%s", write ? "write" : "read",
		(unsigned long long)n, n == 1 ? "" : "s", (unsigned long long)addr,
		addr < 4096 ? "the null page" : mem_state_name(s), what);
}

/* --------------------------------------------------------------- frames */
static void
grow_regs(VM *vm, uint32_t need)
{
	if (need <= vm->capregs)
		return;
	uint32_t cap = vm->capregs ? vm->capregs : 1024;
	while (cap < need)
		cap *= 2;
	vm->regs = xrealloc(vm->regs, (size_t)cap * sizeof *vm->regs);
	vm->poison = xrealloc(vm->poison, cap);
	vm->capregs = cap;
}

/* Room for `regs` registers and `frames` frames.  Their host memory is
 * the run's too: with --max-memory, what the frames' registers and
 * records would take after growing counts with the simulated memory in
 * use (a deep recursion stops at the limit, not when the host's memory
 * runs out) */
static void
grow_frames(VM *vm, uint32_t regs, uint32_t frames)
{
	Mem *m = &vm->mem;
	if (m->max_bytes) {
		uint64_t cap = vm->capregs ? vm->capregs : 1024, fcap = vm->frames.cap ? vm->frames.cap : 8; /* (vec_reserve's) */
		while (cap < regs)
			cap *= 2;
		while (fcap < frames)
			fcap *= 2;
		uint64_t host = cap * (sizeof *vm->regs + 1) + fcap * sizeof(Frame);
		if (host > m->max_bytes || mem_in_use(m) > m->max_bytes - host)
			vm_fail(vm, R_X_LIM_5,
				"%u frames' registers and records (%llu bytes of ehi's memory) would exceed --max-memory=%llu (%llu bytes in use)",
				frames, (unsigned long long)host, (unsigned long long)m->max_bytes,
				(unsigned long long)mem_in_use(m));
	}
	grow_regs(vm, regs);
	if (frames > vm->frames.cap)
		vec_reserve(&vm->frames, sizeof(Frame), frames);
}

/* is the trap on for this run (tracing, a step limit or count, a
 * debugger)?  Then every op goes through it (vm_thread_code) and no
 * code is translated to native code */
static bool
trap_on(const VM *vm)
{
	return vm->trace_exec || vm->max_steps || vm->debug || vm->count_steps;
}

static LFunc *
ensure_lowered(VM *vm, Function *f)
{
	LFunc *lf = vm_lowered(vm, f);
	if (lf)
		return lf;
	char err[512];
	/* the function's own module (its attribute groups) while it is lowered */
	Module *prog = vm->m;
	Module *own = vm->m = vm_module_of(vm, f);
	IRParseError perr;
	if (!ir_materialize(own, f, &perr)) {
		vm->m = prog;
		Source *src = VEC_AT(&own->sources, Source *, 0);
		uint32_t line = 0, col = 0;
		source_linecol(src, perr.off, &line, &col);
		vm_fail(vm, R_ERROR, "cannot run @%s: %s:%u:%u: %s", f->g.u.v.name ? f->g.u.v.name : "?", src->name,
			line, col, perr.msg);
	}
	lf = lower_function(vm, f, err, sizeof err);
	vm->m = prog;
#if EHI_JIT
	/* the template JIT, with the trap off only (vm_thread_code) */
	if (lf && !trap_on(vm))
		jit_function(vm, lf, op_jit_label[0]);
#endif
	if (!lf && vm->frame_overflow)
		vm_stack_full(vm, vm->frame_overflow);
	if (!lf)
		vm_fail(vm, R_ERROR, "cannot run @%s: %s", f->g.u.v.name ? f->g.u.v.name : "?", err);
	if (!f->index || f->index > own->nfuncs)
		vm_fail(vm, R_ERROR, "internal: @%s is not in the module's function list",
			f->g.u.v.name ? f->g.u.v.name : "?");
	*vm_lowered_slot(vm, f) = lf;
	return lf;
}

/* The frame block of the static allocas: allocated below sp, its shadow
 * from the function's template. */
static void frame_block_shared(VM *vm, Frame *f, const LFunc *lf);
static inline void
frame_block(VM *vm, Frame *f, const LFunc *lf)
{
	Mem *m = &vm->mem;
	uint64_t a = (m->sp - lf->frame_bytes) & lf->frame_mask;
	if (EHI_LIKELY(lf->frame_fast && a >= m->stack_lo)) {
		m->sp = a; /* the shadow stays not accessible (lower_frame.c) */
		f->frame_base = a;
		f->frame_host = mem_host(m, a);
		return;
	}
	frame_block_shared(vm, f, lf);
}

static void
frame_block_shared(VM *vm, Frame *f, const LFunc *lf)
{
	Mem *m = &vm->mem;
	uint64_t a = (m->sp - lf->frame_bytes) & ~((uint64_t)(lf->frame_align < 16 ? 16 : lf->frame_align) - 1);
	if (EHI_UNLIKELY(a < m->stack_lo || lf->frame_bytes > m->stack_hi - m->stack_lo))
		vm_stack_full(vm, lf->frame_bytes); /* --max-memory (X-LIM-5) or the stack's end (X-LIM-2) */
	if (!lf->frame_private) {
		uint8_t *s = m->shadow + (a - m->base);
		uint64_t fb = lf->frame_bytes;
		memcpy(s, lf->frame_shadow, fb);
		uint64_t extra = m->sp - a - fb;
		for (uint64_t k = 0; k < extra; k++)
			s[fb + k] = SH_NONE;
	}
	m->sp = a;
	f->frame_base = a;
	f->frame_host = mem_host(m, a);
}

/* Push a frame for f; arguments are copied by the caller.  (The CALL op
 * has its own copy of the common case.) */
static Frame *
push_frame(VM *vm, LFunc *lf, const CallSite *site, uint32_t flags)
{
	uint32_t depth = vm->frames.len;
	if (EHI_UNLIKELY(depth >= vm->max_depth))
		vm_fail(vm, R_X_LIM_3, "call depth exceeds %u frames (--max-depth)", vm->max_depth);
	uint32_t base = 0;
	if (depth) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, depth - 1);
		base = top->base + top->lf->nslots;
	}
	if (EHI_UNLIKELY(base + lf->nslots + 16 > vm->capregs || depth + 1 > vm->frames.cap))
		grow_frames(vm, base + lf->nslots + 16, depth + 1);
	Frame *f = (Frame *)vm->frames.data + depth;
	vm->frames.len = depth + 1;
	f->lf = lf;
	f->code = lf->code;
	f->pc = 0;
	f->base = base;
	f->flags = flags;
	f->site = site;
	f->sp_mark = vm->mem.sp;
	f->frame_base = 0;
	f->frame_host = NULL;
	if (lf->frame_bytes)
		frame_block(vm, f, lf);
	f->va_regs = f->va_stack = 0;
	f->va_gp = f->va_fp = 0;
	/* constants */
	uint64_t *R = vm->regs + base;
	uint8_t *Z = vm->poison + base;
	/* only the constants need initial values; other registers are
	 * written before they are read (SSA) */
	uint32_t kb = lf->kbase, kn = lf->nk;
	for (uint32_t k = 0; k < kn; k++) {
		R[kb + k] = lf->k[kb + k];
		Z[kb + k] = lf->kpoison[kb + k];
	}
	return &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
}

/* small copies: a loop beats a call to memmove for the few slots of a
 * frame's constants, arguments and results */
static inline void
copy_slots(uint64_t *d, const uint64_t *s, uint8_t *dz, const uint8_t *sz, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++) {
		d[k] = s[k];
		dz[k] = sz[k];
	}
}

/* ---------------------------------------------------------------- calls */
/* mem_ok_range inline: off is the first byte's offset in the window of
 * `size` bytes whose shadow is `shadow` */
static inline bool
range_ok(const uint8_t *shadow, uint64_t off, uint64_t n, uint64_t size, uint32_t allowed)
{
	if (n == 0)
		return true;
	if (off > size || n > size - off)
		return false;
	const uint8_t *s = shadow + off;
	if (n <= 2 * MEM_REDZONE) /* a struct's few bytes: no loop */
		return (s[0] & s[n > MEM_REDZONE ? MEM_REDZONE : 0] & s[n - 1] & allowed) != 0;
	for (uint64_t i = 0; i < n; i += MEM_REDZONE)
		if (!(s[i] & allowed))
			return false;
	return (s[n - 1] & allowed) != 0;
}

/* memmove for the short copies of structs: up to 32 bytes in registers
 * (every byte loaded before any is stored, so overlap is fine) */
static inline void
move_bytes(uint8_t *d, const uint8_t *s, uint64_t n)
{
	uint64_t a, b, c, e;
	if (n >= 8 && n <= 16) {
		memcpy(&a, s, 8);
		memcpy(&b, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + n - 8, &b, 8);
	} else if (n > 16 && n <= 32) {
		memcpy(&a, s, 8);
		memcpy(&b, s + 8, 8);
		memcpy(&c, s + n - 16, 8);
		memcpy(&e, s + n - 8, 8);
		memcpy(d, &a, 8);
		memcpy(d + 8, &b, 8);
		memcpy(d + n - 16, &c, 8);
		memcpy(d + n - 8, &e, 8);
	} else {
		memmove(d, s, n);
	}
}

/* Is parameter k of lf byval (its copy in the frame block)? */
static bool
param_byval(const LFunc *lf, uint32_t k)
{
	for (uint32_t j = 0; j < lf->nbyval; j++)
		if (lf->byval[j].param == k)
			return true;
	return false;
}

/* byval parameters: the callee works on its own copy, in its frame
 * block; the parameter (the caller's pointer until now) becomes the
 * copy's address (CR, CZ: the callee's registers, its parameters set) */
static void
byval_in(VM *vm, const Frame *callee, const LFunc *lf, uint64_t *CR, uint8_t *CZ)
{
	for (uint32_t j = 0; j < lf->nbyval; j++) {
		const struct LByval *b = &lf->byval[j];
		uint32_t s = b->slot;
		if (CZ[s])
			vm_fail(vm, R_X_UB_2, "byval argument through a poison or undef pointer");
		uint64_t copy = callee->frame_base + b->off, src = CR[s];
		const Mem *m = &vm->mem;
		if (EHI_UNLIKELY(!range_ok(m->shadow, src - m->base, b->size, m->size, SH_LIVE_READ)))
			vm_mem_read(vm, src, b->size); /* the report */
		move_bytes(callee->frame_host + b->off, mem_host(m, src), b->size);
		CR[s] = copy;
	}
}

/* byval at the call site where the callee's parameter has none: the
 * callee still gets a copy, on the stack (CR: the callee's registers, its
 * parameters already set) */
static void
copy_byval(VM *vm, const CallSite *cs, const LFunc *lf, const uint64_t *R, uint64_t *CR, uint32_t nfixed)
{
	for (uint32_t k = 0; k < nfixed; k++) {
		if (!cs->byval[k] || param_byval(lf, k))
			continue;
		uint64_t n = cs->byval_size[k];
		uint64_t copy = mem_stack_alloc(&vm->mem, n, cs->byval_align[k]);
		if (!copy)
			vm_fail(vm, R_X_LIM_2, "stack overflow: the simulated stack is full");
		memcpy(mem_host(&vm->mem, copy), vm_mem_read(vm, R[cs->args[k]], n), n);
		mem_copy_init(&vm->mem, copy, R[cs->args[k]], n);
		CR[lf->param_slot[k]] = copy;
	}
}

/* Some argument of call site cs is poison or undef (Z: the caller's
 * poison bytes).  Passing poison or undef to a noundef parameter (at the
 * call or in the callee's declaration, as clang marks every C parameter)
 * is undefined behaviour (X-UB-11): a scalar's poison is tracked per byte
 * (undef_bytes.c), so any undef byte of a scalar argument is reported.
 * A vector's poison is per register (a poison lane taints its
 * neighbours) and an aggregate's per byte of its image, so those are
 * reported only when ehi can say where the undef came from: a load of
 * memory never written (like MSan's check of parameters).  A constant
 * undef or poison written in the call counts, but for a pointer: clang
 * 14 passes `ptr undef` as the `this` of a captureless lambda's invoker. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static void
check_noundef(VM *vm, const CallSite *cs, const Function *f, const uint8_t *Z)
{
	const CallInfo *ci = cs->inst ? inst_call(cs->inst) : NULL;
	const Frame *top = vm->frames.len ? &VEC_AT(&vm->frames, Frame, vm->frames.len - 1) : NULL;
	for (uint32_t k = 0; ci && k < cs->nargs && k < ci->nargs; k++) {
		uint8_t z = 0;
		for (uint32_t j = 0; j < cs->argslots[k]; j++)
			z |= Z[cs->args[k] + j];
		const Value *a = inst_opnd(cs->inst, k);
		bool konst = a->kind == VK_CUNDEF || a->kind == VK_CPOISON;
		if (!z || (a->kind != VK_INST && a->kind != VK_ARG && !(konst && a->type->kind != TY_PTR)))
			continue;
		bool nu = (ci->arg_attrs && attrs_has(top ? vm_module_of(vm, top->lf->fn) : vm->m, ci->arg_attrs[k], ATTR_NOUNDEF)) ||
			  (f && k < f->nargs && f->param_attrs && attrs_has(vm_module_of(vm, f), f->param_attrs[k], ATTR_NOUNDEF));
		if (!nu)
			continue;
		bool scalar = a->type->kind == TY_INT || a->type->kind == TY_PTR || type_is_fp(a->type);
		bool unwritten = !konst && top && vm_arg_unwritten(vm, cs->inst, k, top->lf);
		if (konst || unwritten || scalar)
			vm_fail(vm, R_X_UB_11, "argument %u of the call of @%s is %s, but the parameter is noundef",
				k + 1, f && f->g.u.v.name ? f->g.u.v.name : "?",
				konst ? "undef (a constant undef or poison in the call)"
				: unwritten ? "undef (uninitialised memory)" : "poison or undef");
	}
}

/* Set up a call from the frame at `caller_index`: CALL_PUSHED when a new
 * interpreted frame was pushed (the loop continues in it), CALL_DONE
 * when the call completed (a builtin), CALL_UNWOUND when the builtin
 * left an exception in flight (the frame stack is at its pad). */
enum { CALL_DONE, CALL_PUSHED, CALL_UNWOUND };

/* SPEC.md X-CALL-5: a variadic function with the "thunk" attribute may be
 * called through any function type whose parameters begin with its fixed
 * ones (LangRef: the caller casts the thunk's prototype to its target's);
 * the arguments past those are its variadic ones. */
static bool
thunk_entry_ok(VM *vm, const Function *f, const CallSite *cs)
{
	return (f->fty->flags & TYF_VARARG) && cs->nargs >= f->nargs && attrs_has_string(vm_module_of(vm, f), f->fn_attrs, "thunk");
}

/* SPEC.md X-CALL-2: do the callee's fixed parameters have the types of
 * the call's first ones (a pointer as any pointer)?  The arguments are
 * copied into the callee's parameter slots by the call's widths: a wider
 * one would write past them.  Alone: a thunk's prefix (X-CALL-5), a
 * variadic callee called with more fixed arguments. */
static bool
fixed_params_fit(const Type *callee, const Type *call)
{
	if (callee->nsub > call->nsub)
		return false;
	for (uint32_t k = 0; k < callee->nsub; k++)
		if (!vm_types_match(callee->sub[k], call->sub[k]))
			return false;
	return true;
}

/* ... and the whole type: as many parameters, the same result */
static bool
call_type_fits(const Type *callee, const Type *call)
{
	return callee == call || (callee->nsub == call->nsub && vm_types_match(callee->elem, call->elem) &&
				  fixed_params_fit(callee, call));
}

static EHI_NORETURN void
call_type_misfit(VM *vm, const Function *f, const CallSite *cs, const char *how)
{
	char want[256];
	snprintf(want, sizeof want, "%s", type_str(f->fty)); /* (type_str's buffer is one) */
	vm_fail(vm, R_X_CALL_2, "call of @%s (type %s) %s type %s", f->g.u.v.name ? f->g.u.v.name : "?", want, how,
		type_str(cs->fty));
}

static inline bool
forwards_varargs(const CallSite *cs)
{
	return cs->inst && cs->inst->u.v.op == OP_CALL && inst_call(cs->inst)->fwd_varargs;
}

/* `musttail call ... @g(fixed..., ...)` in the frame at `ti` (a variadic
 * function entered from call site `site` in the frame below): g runs in
 * its place, as if that call site had called g with the musttail call's
 * fixed arguments followed by the variadic arguments the site passed; g's
 * result is the site's (X-CALL-5).  The forwarding frame is gone, as a
 * tail call leaves it (its allocas die: musttail callees may not use
 * them). */
static int
forward_varargs(VM *vm, uint32_t ti, const CallSite *cs, Function *g)
{
	Frame *t = &VEC_AT(&vm->frames, Frame, ti);
	const CallSite *site = t->site;
	const Function *tf = t->lf->fn;
	const char *gname = g->g.u.v.name ? g->g.u.v.name : "?";
	if (!site || (t->flags & FR_ENTRY) || ti == 0)
		vm_fail(vm, R_X_CALL_5, "forwarding variadic arguments out of @%s, which the runtime called, is not supported",
			tf->g.u.v.name ? tf->g.u.v.name : "?");
	uint32_t nextra = site->nargs > tf->nargs ? site->nargs - tf->nargs : 0, total = cs->nargs + nextra;
	if (g->is_decl || (g->fty->flags & TYF_VARARG))
		vm_fail(vm, R_X_CALL_5, "forwarding variadic arguments to the %s @%s is not supported",
			g->is_decl ? "external" : "variadic", gname);
	/* the forwarded call's prototype: the fixed arguments, the forwarded
	 * ones, the result the original call site expects */
	if (g->nargs != total || g->fty->elem != site->fty->elem)
		vm_fail(vm, R_X_CALL_2,
			"musttail call forwarding variadic arguments to @%s (type %s), which does not take %u arguments returning %s",
			gname, type_str(g->fty), total, type_str(site->fty->elem));
	if (cs->byval || site->byval)
		vm_fail(vm, R_X_CALL_5, "forwarding byval arguments to @%s is not supported", gname);
	/* the values, before the frame that holds some of them goes */
	uint64_t v[64];
	uint8_t z[64];
	uint32_t n = 0;
	const Frame *c = &VEC_AT(&vm->frames, Frame, ti - 1);
	for (uint32_t k = 0; k < total; k++) {
		bool fixed = k < cs->nargs;
		uint32_t from = fixed ? t->base + cs->args[k] : c->base + site->args[tf->nargs + k - cs->nargs];
		uint32_t w = fixed ? cs->argslots[k] : site->argslots[tf->nargs + k - cs->nargs];
		if (w != type_slots(vm, g->fty->sub[k])) /* (its type: only the widths are at hand) */
			vm_fail(vm, R_X_CALL_2, "musttail call forwarding variadic arguments to @%s (type %s): argument %u does not fit its parameter",
				gname, type_str(g->fty), k + 1);
		if (n + w > countof(v))
			vm_fail(vm, R_X_CALL_5, "too many argument slots forwarded to @%s", gname);
		copy_slots(v + n, vm->regs + from, z + n, vm->poison + from, w);
		n += w;
	}
	vm_frame_release(&vm->mem, t);
	vm->frames.len--;
	LFunc *lf = vm_lowered(vm, g);
	if (!lf)
		lf = ensure_lowered(vm, g);
	Frame *callee = push_frame(vm, lf, site, 0);
	uint64_t *CR = vm->regs + callee->base;
	uint8_t *CZ = vm->poison + callee->base;
	n = 0;
	for (uint32_t k = 0; k < total; k++) {
		uint32_t w = k < cs->nargs ? cs->argslots[k] : site->argslots[tf->nargs + k - cs->nargs];
		copy_slots(CR + lf->param_slot[k], v + n, CZ + lf->param_slot[k], z + n, w);
		n += w;
	}
	if (lf->nbyval)
		byval_in(vm, callee, lf, CR, CZ);
	return CALL_PUSHED;
}

static int
do_call(VM *vm, uint32_t caller_index, const CallSite *cs)
{
	Frame *caller = &VEC_AT(&vm->frames, Frame, caller_index);
	uint64_t *R = vm->regs + caller->base;
	uint8_t *Z = vm->poison + caller->base;
	Function *f = cs->fn;
	if (!f && EHI_UNLIKELY(cs->builtin != NULL)) { /* inline asm */
		for (uint32_t k = 0; k < cs->dst_slots; k++)
			Z[cs->dst + k] = 0;
		return cs->builtin(vm, cs, R, Z) == BI_UNWIND ? CALL_UNWOUND : CALL_DONE;
	}
	if (!f) {
		uint64_t addr = R[cs->callee];
		if (Z[cs->callee])
			vm_fail(vm, R_X_UB_2, "call through a poison function pointer");
		f = vm_func_at(vm, addr);
		if (!f)
			vm_fail(vm, addr < 4096 ? R_X_CALL_1_NULL : R_X_CALL_1,
				"call through address 0x%llx, which is not a function", (unsigned long long)addr);
		/* (a musttail call forwarding variadic arguments is checked
		 * against the prototype it forwards: forward_varargs) */
		if (!call_type_fits(f->fty, cs->fty) && !(thunk_entry_ok(vm, f, cs) && fixed_params_fit(f->fty, cs->fty)) &&
		    !forwards_varargs(cs))
			call_type_misfit(vm, f, cs, "through a pointer of another function type,");
	} else if (EHI_UNLIKELY(f->fty != cs->fty) && !f->is_decl && !call_type_fits(f->fty, cs->fty) &&
		   !forwards_varargs(cs) && !((f->fty->flags & TYF_VARARG) && fixed_params_fit(f->fty, cs->fty)))
		/* a direct call may name its callee with another type too
		 * (opaque pointers: `call i32 @f(i64 %x)` of `define i32 @f(i32)`) */
		call_type_misfit(vm, f, cs, "as");
	if (EHI_UNLIKELY(forwards_varargs(cs)))
		return forward_varargs(vm, caller_index, cs, f);
	if (f->is_decl) {
		BuiltinFn bi = f == cs->fn ? cs->builtin : vm_builtin(vm, f, cs);
		if (!bi && f->g.linkage == LINK_EXTERN_WEAK && !vm_global_addr(vm, &f->g.u.v))
			vm_fail(vm, R_X_CALL_1_NULL, "call of '@%s', an extern_weak function nothing defines: its address is null",
				f->g.u.v.name ? f->g.u.v.name : "?");
		if (!bi) {
			char note[1024];
			vm_fail(vm, R_X_CALL_3, "call to external function '@%s'%s, which ehi does not provide",
				f->g.u.v.name ? f->g.u.v.name : "?", demangled_note(f->g.u.v.name, note, sizeof note));
		}
		for (uint32_t k = 0; k < cs->nargs; k++)
			if (EHI_UNLIKELY(Z[cs->args[k]])) {
				check_noundef(vm, cs, f, Z);
				break;
			}
		vm->callee = f;
		/* a result is defined unless the builtin says otherwise (one
		 * that writes only its first slot leaves no stale poison) */
		for (uint32_t k = 0; k < cs->dst_slots; k++) /* (mostly one: no memset call) */
			Z[cs->dst + k] = 0;
		int rc = bi(vm, cs, R, Z);
		if (rc == BI_UNWIND)
			return CALL_UNWOUND;
		if (rc)
			vm_fail(vm, R_ERROR, "builtin '@%s' failed", f->g.u.v.name);
		return CALL_DONE;
	}
	LFunc *lf = vm_lowered(vm, f);
	if (!lf)
		lf = ensure_lowered(vm, f);
	bool traced = vm->eh_ops && vm->eh_ops->call && vm->eh_ops->call(vm, f, cs, R);
	if (!traced && f == cs->fn && !(f->fty->flags & TYF_VARARG) && cs->nargs == f->nargs &&
	    cs->nflat == lf->nparam_slots) {
		for (uint32_t k = 0; cs->byval && k < cs->nargs; k++)
			if (cs->byval[k] && !param_byval(lf, k))
				((CallSite *)cs)->byval_extra = true;
		((CallSite *)cs)->direct_slow = lf->frame_bytes || lf->nbyval || cs->byval_extra;
		((CallSite *)cs)->direct = lf; /* later calls: the CALL op's fast path */
#if EHI_JIT
		/* ... and a translated caller's native call (jit_x64.c) */
		((CallSite *)cs)->native = !cs->direct_slow && lf->jit ? lf->jit->native0 : NULL;
#endif
	}
	for (uint32_t k = 0; k < cs->nargs; k++)
		if (EHI_UNLIKELY(Z[cs->args[k]])) {
			check_noundef(vm, cs, f, Z);
			break;
		}
	Frame *callee = push_frame(vm, lf, cs, 0);
	caller = &VEC_AT(&vm->frames, Frame, caller_index); /* push may move frames */
	R = vm->regs + caller->base;
	Z = vm->poison + caller->base;
	uint64_t *CR = vm->regs + callee->base;
	uint8_t *CZ = vm->poison + callee->base;
	uint32_t nfixed = f->nargs < cs->nargs ? f->nargs : cs->nargs;
	for (uint32_t k = 0; k < nfixed; k++)
		copy_slots(CR + lf->param_slot[k], R + cs->args[k], CZ + lf->param_slot[k], Z + cs->args[k],
			   cs->argslots[k]);
	if (lf->nbyval)
		byval_in(vm, callee, lf, CR, CZ);
	if (EHI_UNLIKELY(cs->byval != NULL))
		copy_byval(vm, cs, lf, R, CR, nfixed);
	if (f->fty->flags & TYF_VARARG)
		va_prepare(vm, callee, cs, R);
	return CALL_PUSHED;
}

/* ------------------------------------------------------------ dispatch */
/* a w-byte (1, 2, 4, 8) scalar in target byte order.  Little-endian
 * reads eight bytes and masks, with no branch on the width: the window
 * of simulated memory is one host mapping whose last page is never an
 * object (the stack's guard page), so the bytes past a checked access
 * are always mapped. */
static inline uint64_t
load_scalar(const uint8_t *p, unsigned w, bool be)
{
	if (EHI_UNLIKELY(be))
		return mem_read_uint(p, w, true);
	uint64_t t;
	memcpy(&t, p, 8);
	return t & (~(uint64_t)0 >> (64 - 8 * w));
}

/* a little-endian scalar, the bits past it cut by a shift the lowering
 * worked out (64 - 8 * its width: the ops' f) */
static inline uint64_t
load_le(const uint8_t *p, unsigned cut)
{
	uint64_t t;
	memcpy(&t, p, 8);
	return t & (~(uint64_t)0 >> cut);
}

/* May an access of n (1 to 8) bytes whose shadow is at sh go ahead
 * with the right `allowed`?  Its first and last byte are checked, as
 * for the bounds (objects are separated by redzones wider than an
 * access).  For initialisation that is exact up to 2 bytes; a wider
 * access whose ends are written but some byte between them not passes
 * as written (SPEC.md section 6: checking every byte costs the loads
 * and stores a sixth of their time). */
static inline bool
shadow_has(const uint8_t *sh, unsigned n, uint32_t allowed)
{
	return (sh[0] & sh[n - 1] & allowed) != 0;
}

/* Has each of the n (8 to 32) shadow bytes at sh the bit `allowed`?
 * (the words that cover them, overlapping: mem.h) */
static inline bool
small_all(const uint8_t *sh, uint64_t n, uint32_t allowed)
{
	uint64_t t0, t1, t2, t3, ones = 0x0101010101010101ull;
	MEM_SMALL_WORDS(sh, n, t0, t1, t2, t3);
	return ((t0 & t1 & t2 & t3) & ones * allowed) == ones * allowed;
}

/* The slow paths of the checked scalar accesses (LOAD, LOADX, LOADO...
 * and their stores), taken when the address is poison, when a byte's
 * shadow lacks the right (unwritten bytes lack both: mem.h), or for a
 * sum to cut to the pointer width (wrapped past the top of a 32-bit
 * target's space).  The address to use, or a report.  A load of an
 * unwritten byte gives undef (vm->load_undef set, its origin noted; a
 * flag in the VM, not through a pointer: the loads' poison byte stays in
 * a register); a store marks its bytes written, or unwritten when the
 * value is poison. */
static uint64_t
access_slow(VM *vm, uint64_t addr, unsigned n, bool write, uint8_t poison)
{
	if (poison)
		vm_fail(vm, R_X_UB_2, "%s through a poison or undef pointer", write ? "store" : "load");
	uint64_t a = addr & vm->mem.ptr_mask;
	const Mem *m = &vm->mem;
	if (a - m->base > m->size - n)
		vm_fault_addr(vm, a, n, write);
	const uint8_t *sh = m->shadow + (a - m->base);
	for (unsigned k = 0; k < n; k++)
		if (!(sh[k] & (write ? SH_LIVE_WRITE : SH_LIVE_READ)))
			vm_fault_addr(vm, a, n, write);
	return a;
}

/* X-MEM-10: the load or store executing (its op took the slow path, as
 * one whose address is not a multiple of its size does: ACCESS_OK) at an
 * address its `align` does not satisfy, up to its size: an `align 1`
 * access (a packed field) is never misaligned, an over-aligned one is
 * checked to its size */
static void
check_align(VM *vm, uint64_t a, unsigned n, bool write)
{
	if (!(a & (n - 1)) || !vm->frames.len)
		return;
	const Inst *i = frame_inst(&VEC_AT(&vm->frames, Frame, vm->frames.len - 1));
	if (!i || (inst_op(i) != OP_LOAD && inst_op(i) != OP_STORE))
		return;
	uint64_t al = inst_align(i) ? inst_align(i) : n, m = al < n ? al : n;
	if (a & (m - 1))
		vm_fail(vm, R_X_MEM_10, "misaligned %s of %u bytes at address 0x%llx: its `align %llu` says a multiple of %llu",
			write ? "write" : "read", n, (unsigned long long)a, (unsigned long long)al, (unsigned long long)al);
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static uint64_t
load_slow(VM *vm, uint64_t addr, unsigned n, uint8_t poison)
{
	if (!poison && EHI_UNLIKELY(vm_dead_object_read(vm, addr & vm->mem.ptr_mask, n))) {
		/* a stack object outside its lifetime: poison (lifetime.c) */
		vm_note_uninit(vm, addr & vm->mem.ptr_mask, n);
		vm->load_undef = 0xff;
		return addr & vm->mem.ptr_mask;
	}
	uint64_t a = access_slow(vm, addr, n, false, poison);
	check_align(vm, a, n, false);
	vm->load_undef = 0;
	if (!mem_all_written(&vm->mem, a, n)) {
		vm->load_undef = vm_undef_load(vm, a, n); /* its undef bytes */
		vm_note_uninit(vm, a, n);
	}
	return a;
}

/* The common miss of a store: a fill of unwritten bytes (a fresh block
 * written for the first time).  When each of the n bytes at addr is in
 * the window, live and writable, written or not, they become written:
 * true; else the slow path decides (false).  Small, inline.  The n
 * bytes as one access of their size: a wider one would overlap the
 * shadow the previous store of a filling loop just wrote, which the CPU
 * cannot forward. */
static inline bool
first_store(Mem *m, uint64_t addr, unsigned n)
{
	uint64_t off = addr - m->base;
	if (off > MEM_WINDOW_SIZE - n || (addr & (n - 1))) /* (misaligned: the slow path, X-MEM-10) */
		return false;
	uint8_t *sh = m->shadow + off;
	/* every byte must be writable (bit 8), unwritten (16) or poisoned
	 * (32): those bits shifted down onto bit 8 must set it in each
	 * byte.  Each then becomes its kind (low two bits) | 12: written */
#define FILL(T)                                                                         \
	{                                                                               \
		T t;                                                                    \
		memcpy(&t, sh, sizeof t);                                               \
		if ((T)((t | t >> 1 | t >> 2) & (T)0x0808080808080808ull) != (T)0x0808080808080808ull) \
			return false;                                                   \
		t = (T)((t & (T)0x0303030303030303ull) | (T)0x0c0c0c0c0c0c0c0cull);      \
		memcpy(sh, &t, sizeof t);                                               \
		return true;                                                            \
	}
	if (n == 1) /* a byte array's fill: no switch */
		FILL(uint8_t)
	switch (n) {
	case 2: FILL(uint16_t)
	case 4: FILL(uint32_t)
	case 8: FILL(uint64_t)
	default: return false;
	}
#undef FILL
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static uint64_t
store_slow(VM *vm, uint64_t addr, unsigned n, uint8_t poison, uint8_t value_poison)
{
	uint64_t a = access_slow(vm, addr, n, true, poison);
	check_align(vm, a, n, true);
	vm_undef_store(vm, a, n, value_poison); /* per byte */
	return a;
}

static inline void
store_scalar(uint8_t *p, unsigned w, uint64_t v, bool be)
{
	if (EHI_UNLIKELY(be)) {
		mem_write_uint(p, w, v, true);
		return;
	}
	switch (w) {
	case 1: *p = (uint8_t)v; break;
	case 2: { uint16_t t = (uint16_t)v; memcpy(p, &t, 2); break; }
	case 4: { uint32_t t = (uint32_t)v; memcpy(p, &t, 4); break; }
	default: memcpy(p, &v, 8); break;
	}
}


/* One check per op (the trap: tracing, a step limit, later the REPL's
 * stepping), then the op.  With GNU C the ops jump to each other through
 * label addresses (each op's dispatch is its own branch, which predicts
 * far better than one shared switch): each op holds its own (Op.h, set by
 * vm_thread_code when its function is lowered: direct threading, no table
 * between an op and its code), and the trap costs nothing when off: with
 * the trap on, every op's address is the trap's (L_TRAP), which then goes
 * on to the op through the table.  The trap is a VM's setting for a whole
 * run (a REPL that turns stepping on and off must thread the code anew).
 * ISO C builds use the switch and test the trap before each op.  Lua's
 * lvm.c/ljumptab.h do the same. */
#if defined(__GNUC__) && !defined(EHI_NO_COMPUTED_GOTO)
#define vmswitch goto *op->h;
#define vmcase(n) L_##n:
#define vmfetch() (op = ip++)
#define vmbreak                          \
	do {                             \
		vmfetch();               \
		goto *op->h;             \
	} while (0)
#else
#define vmswitch switch (op->code) /* not the enum: OPC__COUNT has no case */
#define vmcase(n) case OPC_##n:
#define vmbreak break
#define vmfetch()                                                   \
	do {                                                        \
		if (EHI_UNLIKELY(trap)) {                           \
			SAVE();                                     \
			trap_hook(vm, fr, &budget, trace);          \
		}                                                   \
		op = ip++;                                          \
	} while (0)
#endif

/* a debugger's part of the trap, out of line (vm_loop stays as it is
 * without one) */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static void
debug_op(VM *vm, Frame *fr)
{
	vm->debug->op(vm, fr, vm->debug->ctx);
}

/* the trap's slow path: count steps against --max-steps, trace, a
 * debugger's stepping and breakpoints */
static void
trap_hook(VM *vm, Frame *fr, uint64_t *budget, bool trace)
{
	if (EHI_UNLIKELY(vm->debug != NULL))
		debug_op(vm, fr);
	vm->steps++;
	if (vm->max_steps && (*budget)-- == 0) {
		fr->pc++;
		vm->steps = vm->max_steps;
		vm_fail(vm, R_X_LIM_1, "more than %llu steps (--max-steps)", (unsigned long long)vm->max_steps);
	}
	if (trace && fr->pc < fr->lf->ncode)
		trace_exec_op(vm, fr);
}

/* where the CALL op's fast path must stop pushing frames: the end of
 * the frame array's room, or --max-depth (push_frame reports it) */
static inline const Frame *
frame_limit(const VM *vm)
{
	uint32_t n = vm->frames.cap < vm->max_depth ? (uint32_t)vm->frames.cap : vm->max_depth;
	return (const Frame *)vm->frames.data + n;
}

/* ------------------------------------------------------------ the loop */

/* Run until the frame at `stop_depth` returns (its result in
 * vm->entry_ret): true; or until an exception leaves it for a frame
 * below (the unwinder has already moved the frame stack): false. */
#if defined(__GNUC__) && !defined(EHI_NO_COMPUTED_GOTO)
/* the loop's label addresses by opcode, and the trap's (vm_loop(NULL)) */
static const void *const *op_labels, *const *op_trap_label;
#endif

static bool
vm_loop(VM *vm, uint32_t stop_depth)
{
#if defined(__GNUC__) && !defined(EHI_NO_COMPUTED_GOTO)
	static const void *const disptab[OPC__COUNT] = {
#define X(n) &&L_##n,
#include "vm/ops.def"
#undef X
	};
	static const void *const traplabel[1] = {&&L_TRAP};
	if (!vm) {
		op_labels = disptab;
		op_trap_label = traplabel;
#if EHI_JIT
		static const void *const jitlabel[1] = {&&L_JIT};
		op_jit_label = jitlabel;
#endif
		return true;
	}
#endif
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	/* the CALL op's fast path pushes frames below this one (the frame
	 * array's room, and --max-depth) */
	const Frame *flimit = frame_limit(vm);
	/* ip: the next op; a frame's pc is saved as an index */
	const Op *code = fr->lf->code, *op, *ip = code + fr->pc;
	uint64_t *R = vm->regs + fr->base;
	uint8_t *Z = vm->poison + fr->base;
	Mem *mem = &vm->mem;
	/* the window never moves during a run: its geometry in locals, as
	 * stores through R could alias the Mem fields for the compiler */
	const uint8_t *const shadow = mem->shadow;
	uint8_t *const host = mem->host;
	const uint64_t mbase = mem->base, msize = MEM_WINDOW_SIZE, pmask = mem->ptr_mask; /* (mem->size) */
#define HOST(addr) (host + ((addr) - mbase))
	/* every one of the n (1 to 8) bytes at addr has the right `allowed`
	 * (its 8 shadow bytes read at once: an unwritten byte inside the
	 * access must miss too, not only its ends) */
	/* (an address not a multiple of n misses too: the slow path checks
	 * the access's `align`, X-MEM-10; the bits put it past msize) */
#define ACCESS_OK(addr, n, allowed) \
	((((addr) - mbase) | ((addr) & ((n) - 1)) << 40) <= msize - (n) && shadow_has(shadow + ((addr) - mbase), n, allowed))
	/* each of the n (8 to 32) bytes at addr is written and has the right
	 * `allowed`: only the written states of live objects have the rights
	 * (mem.h), so every shadow byte has the right's bit */
#define SMALL_WRITTEN(addr, n, allowed) \
	((addr) - mbase <= msize - (n) && small_all(shadow + ((addr) - mbase), n, allowed))
	/* mem_ok_range (a byte in every MEM_REDZONE, and the last) for any n */
#define RANGE_OK(addr, n, allowed) range_ok(shadow, (addr) - mbase, n, msize, allowed)
	const bool be = vm->big_endian;
	uint64_t budget = vm->max_steps ? vm->max_steps - vm->steps : UINT64_MAX;
	const bool trace = vm->trace_exec;
	const bool trap = trace || vm->max_steps || vm->debug || vm->count_steps;
	(void)trap; /* GNU C: the ops' addresses are the trap (vm_thread_code) */

#define SAVE() (fr->pc = (uint32_t)(ip - code))
#define JUMP(t) (ip = code + (t))
/* the unwinder has put the frame stack at a pad: go there, unless that
 * is below this loop's entry frame (the host called in: it goes on) */
#define UNWOUND()                                     \
	do {                                          \
		if (vm->frames.len <= stop_depth)     \
			return false;                 \
		RELOAD();                             \
	} while (0)
#define RELOAD()                                                   \
	do {                                                       \
		flimit = frame_limit(vm);                          \
		fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1); \
		code = fr->lf->code;                               \
		ip = code + fr->pc;                                \
		R = vm->regs + fr->base;                           \
		Z = vm->poison + fr->base;                         \
	} while (0)

/* a call the CALL op's fast path does not take: do_call, then the callee's
 * first op, the op after the call (an invoke: its normal edge) or the
 * pad the unwinder chose */
#define CALL_SLOW(cs)                                                          \
	do {                                                                   \
		switch (do_call(vm, vm->frames.len - 1, (cs))) {               \
		case CALL_PUSHED:                                              \
			RELOAD();                                              \
			break;                                                 \
		case CALL_DONE:                                                \
			RELOAD(); /* a builtin may have grown the registers */ \
			if ((cs)->normal_pc)                                   \
				JUMP((cs)->normal_pc);                         \
			break;                                                 \
		default:                                                       \
			UNWOUND();                                             \
		}                                                              \
		vmbreak;                                                       \
	} while (0)

	for (;;) {
		vmfetch();
		vmswitch {
#if defined(__GNUC__) && !defined(EHI_NO_COMPUTED_GOTO)
		L_TRAP: /* the op is fetched: its index is ip - code - 1 */
			fr->pc = (uint32_t)(ip - code - 1);
			trap_hook(vm, fr, &budget, trace);
			goto *disptab[op->code];
#endif
#if EHI_JIT
		L_JIT: /* the first op of a translated region (jit.h): its native
			* code runs until an exit; the op there runs interpreted,
			* through the table (it may be an entry itself) */
			{
				uint32_t to = jit_run(vm, fr->lf, (uint32_t)(ip - code - 1), R, Z, fr->frame_host);
				if (EHI_UNLIKELY(to & JIT_RELOAD)) { /* in a frame a native call made */
					jit_frames(vm, to);
					goto L_JIT_RELOAD;
				}
				ip = code + to;
			}
			op = ip++;
			goto *disptab[op->code];
		L_JIT_RELOAD: /* (out of the way: the loop's registers stay as they were) */
			RELOAD();
			op = ip++;
			goto *disptab[op->code];
#endif
		vmcase(NOP)
			vmbreak;
		vmcase(JMP)
			JUMP(op->x.c[0]);
			vmbreak;
		vmcase(BR)
			if (EHI_UNLIKELY(Z[op->a])) {
				SAVE();
				vm_fail(vm, R_X_UB_1, "branch on a poison or undef condition");
			}
			if (R[op->a] & 1) { /* each way its own dispatch (BRANCH_IF) */
				JUMP(op->x.c[0]);
				vmbreak;
			}
			JUMP(op->x.c[1]);
			vmbreak;
		vmcase(BRCMP) {
			if (EHI_UNLIKELY(Z[op->a] | Z[op->b])) {
				SAVE();
				vm_fail(vm, R_X_UB_1, "branch on a poison or undef condition");
			}
			JUMP(vm_icmp(op->f, R[op->a], R[op->b], op->w) ? op->x.c[0] : op->x.c[1]);
			vmbreak;
		}
/* each way has its own dispatch: the host's conditional branch predicts
 * the way (-O0 loops are biased), and each way's jump to the next op
 * predicts for that way alone */
#define BRANCH_IF(COND, ZB)                                                  \
	{                                                                    \
		if (EHI_UNLIKELY(Z[op->a] | (ZB))) {                         \
			SAVE();                                              \
			vm_fail(vm, R_X_UB_1, "branch on a poison or undef condition"); \
		}                                                            \
		if (COND) {                                                  \
			JUMP(op->x.c[0]);                                    \
			vmbreak;                                             \
		}                                                            \
		JUMP(op->x.c[1]);                                            \
		vmbreak;                                                     \
	}
#define SA vm_sext(R[op->a], op->w)
		vmcase(BREQ) BRANCH_IF(R[op->a] == R[op->b], Z[op->b])
		vmcase(BRNE) BRANCH_IF(R[op->a] != R[op->b], Z[op->b])
		vmcase(BRULT) BRANCH_IF(R[op->a] < R[op->b], Z[op->b])
		vmcase(BRULE) BRANCH_IF(R[op->a] <= R[op->b], Z[op->b])
		vmcase(BRSLT) BRANCH_IF(SA < vm_sext(R[op->b], op->w), Z[op->b])
		vmcase(BRSLE) BRANCH_IF(SA <= vm_sext(R[op->b], op->w), Z[op->b])
		vmcase(BREQK) BRANCH_IF(R[op->a] == op->b, 0)
		vmcase(BRNEK) BRANCH_IF(R[op->a] != op->b, 0)
		vmcase(BRULTK) BRANCH_IF(R[op->a] < op->b, 0)
		vmcase(BRULEK) BRANCH_IF(R[op->a] <= op->b, 0)
		vmcase(BRUGTK) BRANCH_IF(R[op->a] > op->b, 0)
		vmcase(BRUGEK) BRANCH_IF(R[op->a] >= op->b, 0)
		vmcase(BRSLTK) BRANCH_IF(SA < (int32_t)op->b, 0)
		vmcase(BRSLEK) BRANCH_IF(SA <= (int32_t)op->b, 0)
		vmcase(BRSGTK) BRANCH_IF(SA > (int32_t)op->b, 0)
		vmcase(BRSGEK) BRANCH_IF(SA >= (int32_t)op->b, 0)
#undef SA
		vmcase(SWITCH) {
			if (EHI_UNLIKELY(Z[op->a])) {
				SAVE();
				vm_fail(vm, R_X_UB_1, "switch on a poison or undef value");
			}
			const SwitchTable *st = op->x.p;
			uint64_t v = R[op->a];
			uint32_t target = st->dflt;
			for (uint32_t k = 0; k < st->n; k++)
				if (st->vals[k] == v) {
					target = st->pcs[k];
					break;
				}
			JUMP(target);
			vmbreak;
		}
		vmcase(INDIRECTBR)
			SAVE();
			JUMP(vmop_indirectbr(vm, fr, op, R, Z));
			vmbreak;
		vmcase(RET) {
			if (EHI_UNLIKELY(op->f) && Z[op->a]) { /* a noundef result (lower_ret) */
				SAVE();
				vm_fail(vm, R_X_UB_12, "@%s returns poison or undef, but its result is noundef",
					fr->lf->fn->g.u.v.name ? fr->lf->fn->g.u.v.name : "?");
			}
			uint32_t n = op->w;
			const CallSite *site = fr->site;
			uint32_t flags = fr->flags;
			vm_frame_release(mem, fr);
			/* the popped frame's registers stay in place (the register
			 * array only grows), so the result is copied straight across */
			const uint64_t *src = R + op->a;
			const uint8_t *zsrc = Z + op->a;
			vm->frames.len--;
			if (flags & FR_ENTRY || vm->frames.len <= stop_depth) {
				/* the entry frame: its result goes to the host caller */
				uint32_t keep = n < countof(vm->entry_ret) ? n : (uint32_t)countof(vm->entry_ret);
				for (uint32_t k = 0; k < keep; k++) {
					vm->entry_ret[k] = src[k];
					vm->entry_ret_z[k] = zsrc[k];
				}
				/* the whole image stays readable where it is (the
				 * register array only grows): an aggregate result */
				vm->entry_ret_reg = (uint32_t)(src - vm->regs);
				vm->entry_ret_n = n;
				return true;
			}
			fr--; /* the caller, in the frame below (RELOAD, inline) */
			code = fr->code;
			ip = code + fr->pc;
			R = vm->regs + fr->base;
			Z = vm->poison + fr->base;
			if (EHI_LIKELY(site != NULL)) {
				if (site->dst_slots == 1) {
					R[site->dst] = *src;
					Z[site->dst] = *zsrc;
				} else if (site->dst_slots) {
					copy_slots(R + site->dst, src, Z + site->dst, zsrc, site->dst_slots);
				}
				if (site->normal_pc)
					JUMP(site->normal_pc);
			}
			vmbreak;
		}
		vmcase(UNREACHABLE)
			SAVE();
			vm_fail(vm, R_X_UB_3, "'unreachable' was reached");
		vmcase(CALL) {
			SAVE();
			const CallSite *cs = op->x.p;
			LFunc *lf = cs->direct;
			Frame *nf = fr + 1;
			uint32_t base = fr->base + fr->lf->nslots;
			if (EHI_LIKELY(lf && nf < flimit && base + lf->nslots + 16 <= vm->capregs)) {
				/* the common case (push_frame, inline): a direct call
				 * of a defined function; the arguments fill the
				 * callee's first slots, the constants follow */
				nf->lf = lf;
				nf->code = lf->code;
				nf->pc = 0;
				nf->base = base;
				nf->flags = 0;
				nf->site = cs;
				nf->sp_mark = mem->sp;
				/* (no va_* fields: the callee is not variadic, and
				 * only a variadic frame's are read, va.c) */
				vm->frames.len++;
				uint64_t *CR = vm->regs + base;
				uint8_t *CZ = vm->poison + base;
				const uint32_t *flat = cs->flat;
				uint8_t za = 0; /* any poison argument (check_noundef) */
				switch (cs->nflat) { /* the arguments: few, so no loop */
				default:
					for (uint32_t k = 4, n = cs->nflat; k < n; k++) {
						CR[k] = R[flat[k]];
						za |= CZ[k] = Z[flat[k]];
					}
					/* fallthrough */
				case 4: CR[3] = R[flat[3]]; za |= CZ[3] = Z[flat[3]]; /* fallthrough */
				case 3: CR[2] = R[flat[2]]; za |= CZ[2] = Z[flat[2]]; /* fallthrough */
				case 2: CR[1] = R[flat[1]]; za |= CZ[1] = Z[flat[1]]; /* fallthrough */
				case 1: CR[0] = R[flat[0]]; za |= CZ[0] = Z[flat[0]]; /* fallthrough */
				case 0: break;
				}
				if (EHI_UNLIKELY(za)) { /* reported in the caller */
					vm->frames.len--;
					check_noundef(vm, cs, cs->fn, Z);
					vm->frames.len++;
				}
				if (lf->nk)
					copy_slots(CR + lf->kbase, lf->k + lf->kbase, CZ + lf->kbase, lf->kpoison + lf->kbase, lf->nk);
				nf->frame_base = 0; /* (frame_block sets them) */
				nf->frame_host = NULL;
				if (EHI_UNLIKELY(cs->direct_slow)) {
					/* a frame block, byval copies (byval_in, inline) */
					if (lf->frame_bytes)
						frame_block(vm, nf, lf);
					for (uint32_t j = 0, nb = lf->nbyval; j < nb; j++) {
						const struct LByval *b = &lf->byval[j];
						uint64_t src = CR[b->slot];
						/* (a small struct all written: its shadow as words) */
						if (EHI_UNLIKELY(CZ[b->slot] ||
								 (!(b->size - 8 <= 24 && SMALL_WRITTEN(src, b->size, SH_READABLE)) &&
								  !RANGE_OK(src, b->size, SH_LIVE_READ))))
							byval_in(vm, nf, lf, CR, CZ); /* the report */
						move_bytes(nf->frame_host + b->off, HOST(src), b->size);
						CR[b->slot] = nf->frame_base + b->off;
					}
					if (cs->byval_extra)
						copy_byval(vm, cs, lf, R, CR, cs->nargs);
				}
				fr = nf;
				code = lf->code;
				ip = code;
				R = CR;
				Z = CZ;
				vmbreak;
			}
			CALL_SLOW(cs);
		}
		vmcase(MATHFP) {
			/* (the arguments past the first two: the last one, or a
			 * repeat of a or b) */
			const CallSite *cs = op->x.p;
			uint32_t c = cs->args[op->w - 1];
			if (EHI_LIKELY(!(Z[op->a] | Z[op->b] | Z[c]))) {
				if (!op->f) {
					double x, y, z, r;
					memcpy(&x, &R[op->a], 8);
					memcpy(&y, &R[op->b], 8);
					memcpy(&z, &R[c], 8);
					r = x == x && y == y && z == z ? cs->pure->d(x, y, z) : x + y + z;
					if (EHI_LIKELY(r == r)) {
						memcpy(&R[op->d], &r, 8);
						Z[op->d] = 0;
						vmbreak;
					}
				} else {
					float x, y, z, r;
					uint32_t bx = (uint32_t)R[op->a], by = (uint32_t)R[op->b], bz = (uint32_t)R[c], br;
					memcpy(&x, &bx, 4);
					memcpy(&y, &by, 4);
					memcpy(&z, &bz, 4);
					r = x == x && y == y && z == z ? cs->pure->f(x, y, z) : x + y + z;
					if (EHI_LIKELY(r == r)) {
						memcpy(&br, &r, 4);
						R[op->d] = br;
						Z[op->d] = 0;
						vmbreak;
					}
				}
			}
			SAVE();
			CALL_SLOW(cs);
		}
		vmcase(MOV)
			R[op->d] = R[op->a];
			Z[op->d] = Z[op->a];
			vmbreak;
		vmcase(MOVJ)
			R[op->d] = R[op->a];
			Z[op->d] = Z[op->a];
			JUMP(op->x.c[0]);
			vmbreak;
		vmcase(SETK_V)
			R[op->d] = op->x.k;
			Z[op->d] = 0;
			vmbreak;
		vmcase(MOVN)
			memmove(R + op->d, R + op->a, op->x.k * sizeof *R);
			memmove(Z + op->d, Z + op->a, op->x.k);
			vmbreak;
/* an immediate sign-extended to 64 bits: + - * & | ^ of it are right in
 * their low w bits, which is all the mask keeps */
#define VM_IMM64(b) ((uint64_t)(int64_t)(int32_t)(b))
/* The integer binary ops in two forms: registers, an immediate b (K)
 (any of them may write a promoted variable directly).
 * The result is masked to the width; nsw/nuw/exact/disjoint violations
 * make it poison (out of line: the F forms below are -O2's nuw ops). */
#define INT_BIN_BODY(NAME, B, ZB)                                            \
	{                                                                    \
		uint64_t a = R[op->a], b = (B);                              \
		uint64_t r = (a OPSIGN(NAME) b) & op->x.k;                   \
		uint8_t z = Z[op->a] | (ZB);                                 \
		/* one test for both rare cases: flags, an undef operand */  \
		if (EHI_UNLIKELY(op->f | z))                                 \
			z = z ? vmop_int_slow(op, OPC_##NAME, a, b, r, Z[op->a], (ZB)) \
			      : vmop_int_flags(op, OPC_##NAME, a, b & op->x.k, r); \
		R[op->d] = r;                                                \
		Z[op->d] = z;                                                \
		vmbreak;                                                     \
	}
#define INT_BIN(NAME)                                                        \
	vmcase(NAME) INT_BIN_BODY(NAME, R[op->b], Z[op->b])                  \
	vmcase(NAME##K) INT_BIN_BODY(NAME, VM_IMM64(op->b), 0)               \

/* nsw alone: the operands shifted to the top of 64 bits overflow as
 * int64_t exactly when the w-bit operation overflows, and the wrapped
 * sum, difference or product shifted back down is the w-bit result
 * (a product needs only one operand shifted, the other sign-extended) */
#define NSW_BODY(KIND, OVF, B, SB, ZB, K)                                    \
	{                                                                    \
		uint8_t z = Z[op->a] | (ZB);                                 \
		if (EHI_UNLIKELY(z)) /* which bytes (undef_bytes.c) */       \
			z = vmop_undef_regs(op, KIND, R, Z, K);              \
		unsigned s = 64 - op->w;                                     \
		uint64_t b = (B);                                            \
		int64_t t;                                                   \
		bool o = OVF((int64_t)(R[op->a] << s), (SB), &t);            \
		R[op->d] = (uint64_t)t >> s;                                 \
		Z[op->d] = z | (uint8_t)-(uint8_t)o;                         \
		vmbreak;                                                     \
	}
		vmcase(ADDN) NSW_BODY(OPC_ADD, __builtin_add_overflow, R[op->b], (int64_t)(b << s), Z[op->b], false)
		vmcase(SUBN) NSW_BODY(OPC_SUB, __builtin_sub_overflow, R[op->b], (int64_t)(b << s), Z[op->b], false)
		vmcase(MULN) NSW_BODY(OPC_MUL, __builtin_mul_overflow, R[op->b], (int64_t)(b << s) >> s, Z[op->b], false)
		vmcase(ADDNK) NSW_BODY(OPC_ADD, __builtin_add_overflow, VM_IMM64(op->b), (int64_t)(b << s), 0, true)
		vmcase(SUBNK) NSW_BODY(OPC_SUB, __builtin_sub_overflow, VM_IMM64(op->b), (int64_t)(b << s), 0, true)
		vmcase(MULNK) NSW_BODY(OPC_MUL, __builtin_mul_overflow, VM_IMM64(op->b), (int64_t)(b << s) >> s, 0, true)
#undef NSW_BODY
/* nuw, with or without nsw (most of -O2's index arithmetic): the flags
 * tested inline, from the wrapped result (vm_int_flags_bad) */
#define NUW_BODY(KIND, OPER, B, ZB)                                          \
	{                                                                    \
		uint64_t a = R[op->a], b = (B) & op->x.k;                    \
		uint64_t r = (a OPER b) & op->x.k;                           \
		uint8_t z = Z[op->a] | (ZB);                                 \
		z = EHI_UNLIKELY(z) ? vmop_int_slow(op, KIND, a, b, r, Z[op->a], (ZB)) \
				    : (uint8_t)-(uint8_t)vm_int_flags_bad(op->f, KIND, op->w, a, b, r); \
		R[op->d] = r;                                                \
		Z[op->d] = z;                                                \
		vmbreak;                                                     \
	}
		vmcase(MULF) NUW_BODY(OPC_MUL, *, R[op->b], Z[op->b])
		vmcase(MULFK) NUW_BODY(OPC_MUL, *, VM_IMM64(op->b), 0)
#undef NUW_BODY
/* add and sub nuw: the operands shifted to the top of 64 bits carry (or
 * borrow) out exactly when the w-bit operation wraps unsigned, and
 * overflow as int64_t when it wraps signed (NSW_BODY): both flags from
 * the host's own, no branch */
#define NUW2_BODY(KIND, OVF, B, ZB) NUW2_BODY_S(KIND, OVF, (B) & op->x.k, ZB, 64 - op->w)
#define NUW2_BODY_S(KIND, OVF, B, ZB, S)                                     \
	{                                                                    \
		uint64_t a = R[op->a], b = (B), u;                           \
		unsigned s = (S);                                            \
		int64_t t;                                                   \
		bool c = OVF(a << s, b << s, &u);                            \
		bool o = OVF((int64_t)(a << s), (int64_t)(b << s), &t);      \
		uint64_t r = u >> s;                                         \
		uint8_t z = Z[op->a] | (ZB);                                 \
		z = EHI_UNLIKELY(z) ? vmop_int_slow(op, KIND, a, b, r, Z[op->a], (ZB)) \
				    : (uint8_t)-(uint8_t)(((c | (unsigned)o << 1) & op->f) != 0); \
		R[op->d] = r;                                                \
		Z[op->d] = z;                                                \
		vmbreak;                                                     \
	}
		vmcase(ADDF) NUW2_BODY(OPC_ADD, __builtin_add_overflow, R[op->b], Z[op->b])
		vmcase(SUBF) NUW2_BODY(OPC_SUB, __builtin_sub_overflow, R[op->b], Z[op->b])
		vmcase(ADDFK) NUW2_BODY(OPC_ADD, __builtin_add_overflow, VM_IMM64(op->b), 0)
		vmcase(SUBFK) NUW2_BODY(OPC_SUB, __builtin_sub_overflow, VM_IMM64(op->b), 0)
#undef NUW2_BODY
#undef NUW2_BODY_S
/* i64 (f: nuw, or nuw and nsw): r = a + b wraps unsigned when r < a; with
 * no wrap, it overflows signed only when a and b are both non-negative
 * and r is negative.  r = a - b wraps when a < b; the signed overflow as
 * NSW_BODY's, from the operands' and the result's signs */
#define NUW64_BODY(KIND, B, ZB, RES, BAD)                                      \
	{                                                                    \
		uint64_t a = R[op->a], b = (B), r = (RES);                   \
		uint8_t z = Z[op->a] | (ZB);                                 \
		z = EHI_UNLIKELY(z) ? vmop_int_slow(op, KIND, a, b, r, Z[op->a], (ZB)) \
				    : (uint8_t)-(uint8_t)(BAD);              \
		R[op->d] = r;                                                \
		Z[op->d] = z;                                                \
		vmbreak;                                                     \
	}
#define ADD64_BAD ((r < a) | ((~(a | b) & r) >> 63 & op->f >> 1))
#define SUB64_BAD ((a < b) | (((a ^ b) & (a ^ r)) >> 63 & op->f >> 1))
		vmcase(ADDF64) NUW64_BODY(OPC_ADD, R[op->b], Z[op->b], a + b, ADD64_BAD)
		vmcase(SUBF64) NUW64_BODY(OPC_SUB, R[op->b], Z[op->b], a - b, SUB64_BAD)
		vmcase(ADDFK64) NUW64_BODY(OPC_ADD, VM_IMM64(op->b), 0, a + b, ADD64_BAD)
		vmcase(SUBFK64) NUW64_BODY(OPC_SUB, VM_IMM64(op->b), 0, a - b, SUB64_BAD)
#undef ADD64_BAD
#undef SUB64_BAD
#undef NUW64_BODY
#define OPSIGN_ADD +
#define OPSIGN_SUB -
#define OPSIGN_MUL *
#define OPSIGN_AND &
#define OPSIGN_OR |
#define OPSIGN_XOR ^
#define OPSIGN(n) OPSIGN_##n
			INT_BIN(ADD)
			INT_BIN(SUB)
			INT_BIN(MUL)
			INT_BIN(AND)
			INT_BIN(OR)
			INT_BIN(XOR)
		vmcase(SHL) vmcase(LSHR) vmcase(ASHR) {
			uint64_t a = R[op->a], b = R[op->b], r;
			uint8_t z = Z[op->a] | Z[op->b];
			if (b >= op->w) {
				z = 0xff; /* shift by the width or more: poison */
				r = 0;
			} else if (op->code == OPC_SHL) {
				r = (a << b) & op->x.k;
			} else if (op->code == OPC_LSHR) {
				r = a >> b;
			} else {
				r = (uint64_t)(vm_sext(a, op->w) >> b) & op->x.k;
			}
			if (EHI_UNLIKELY(op->f | z) && z != 0xff) /* flags, undef bytes (undef_bytes.c) */
				z = vmop_undef_regs(op, (OpCode)op->code, R, Z, false);
			R[op->d] = r;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(UDIV) vmcase(SDIV) vmcase(UREM) vmcase(SREM)
			SAVE();
			vmop_divide(vm, op, R, Z);
			vmbreak;
		vmcase(UDIVK) {
			uint64_t a = R[op->a], b = op->b;
			R[op->d] = a / b;
			Z[op->d] = vm_zwhole(Z[op->a]) | ((op->f & OPF_EXACT) && a % b ? 0xff : 0);
			vmbreak;
		}
		vmcase(UREMK)
			R[op->d] = R[op->a] % op->b;
			Z[op->d] = vm_zwhole(Z[op->a]);
			vmbreak;
		vmcase(SDIVK) {
			int64_t a = vm_sext(R[op->a], op->w), b = (int32_t)op->b;
			R[op->d] = (uint64_t)(a / b) & op->x.k;
			Z[op->d] = vm_zwhole(Z[op->a]) | ((op->f & OPF_EXACT) && a % b ? 0xff : 0);
			vmbreak;
		}
		vmcase(SREMK) {
			int64_t a = vm_sext(R[op->a], op->w), b = (int32_t)op->b;
			R[op->d] = (uint64_t)(a % b) & op->x.k;
			Z[op->d] = vm_zwhole(Z[op->a]);
			vmbreak;
		}
		vmcase(ICMP)
			R[op->d] = vm_icmp(op->f, R[op->a], R[op->b], op->w);
			/* an i1 of any undef byte: wholly (a poison operand's stays
			 * poison: `and` with false must not clear it) */
			Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b]);
			vmbreak;
		vmcase(ICMPK)
			R[op->d] = vm_icmp(op->f, R[op->a], vm_imm(op->b, op->w), op->w);
			Z[op->d] = vm_zwhole(Z[op->a]);
			vmbreak;
		vmcase(ICMPB) {
			uint64_t flip = (uint64_t)(op->f >> 3) << (op->w - 1);
			uint64_t a = R[op->a] ^ flip, b = R[op->b] ^ flip;
			R[op->d] = op->f >> ((a >= b) + (a > b)) & 1;
			Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b]);
			vmbreak;
		}
		vmcase(ICMPBK) {
			uint64_t a = R[op->a] ^ ((uint64_t)(op->f >> 3) << (op->w - 1)), b = op->x.k;
			R[op->d] = op->f >> ((a >= b) + (a > b)) & 1;
			Z[op->d] = vm_zwhole(Z[op->a]);
			vmbreak;
		}
		vmcase(MADDK) {
			uint64_t mask = vm_wmask(op->w), a = R[op->a], b = R[op->b], k = VM_IMM64(op->x.c[0]) & mask;
			uint64_t t = (a * k) & mask, r = (t + b) & mask;
			uint8_t z = Z[op->a] | Z[op->b];
			if (EHI_UNLIKELY(z)) { /* the undef bytes of each step (undef_bytes.c) */
				uint8_t zt = Z[op->a] ? vmop_int_slow(op, OPC_MUL, a, k, t, Z[op->a], 0) : 0;
				z = zt | Z[op->b] ? vmop_int_slow(op, OPC_ADD, t, b, r, zt, Z[op->b]) : 0;
			}
			R[op->d] = r;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(SELCMP) {
			uint64_t flip = (uint64_t)(op->f >> 3) << (op->w - 1);
			uint64_t a = R[op->a] ^ flip, b = R[op->b] ^ flip;
			uint32_t src = op->f >> ((a >= b) + (a > b)) & 1 ? op->x.c[0] : op->x.c[1];
			if (EHI_UNLIKELY(Z[op->a] | Z[op->b])) { /* a poison condition: poison */
				Z[op->d] = 0xff;
				vmbreak;
			}
			R[op->d] = R[src];
			Z[op->d] = Z[src];
			vmbreak;
		}
/* a shift by the constant b (< w): flags inline, an undef operand's
 * bytes out of line */
#define SHIFTK_BODY(KIND, EXPR)                                              \
	{                                                                    \
		uint64_t a = R[op->a], b = op->b, r = (EXPR);                \
		uint8_t z = Z[op->a];                                        \
		if (EHI_UNLIKELY(op->f | z))                                 \
			z = z ? vmop_undef_regs(op, KIND, R, Z, true)        \
			      : (uint8_t)-(uint8_t)vm_int_flags_bad(op->f, KIND, op->w, a, b, r); \
		R[op->d] = r;                                                \
		Z[op->d] = z;                                                \
		vmbreak;                                                     \
	}
		vmcase(SHLK) SHIFTK_BODY(OPC_SHL, (a << b) & op->x.k)
		vmcase(LSHRK) SHIFTK_BODY(OPC_LSHR, a >> b)
		vmcase(ASHRK) SHIFTK_BODY(OPC_ASHR, (uint64_t)(vm_sext(a, op->w) >> b) & op->x.k)
#undef SHIFTK_BODY
		vmcase(FUNNEL) {
			unsigned w = op->w;
			uint64_t a = R[op->a], b = R[op->b], s = R[op->x.c[0]] % w, r;
			if (!s)
				r = op->f ? a : b;
			else if (op->f)
				r = ((a << s) | (b >> (w - s))) & vm_wmask(w);
			else
				r = ((b >> s) | (a << (w - s))) & vm_wmask(w);
			R[op->d] = r;
			Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b] | Z[op->x.c[0]]);
			vmbreak;
		}
		vmcase(SELECT) {
			if (EHI_UNLIKELY(Z[op->a] & 1)) { /* select on poison: poison result */
				memset(Z + op->d, 0xff, op->x.c[1]);
				vmbreak;
			}
			uint32_t src = R[op->a] & 1 ? op->b : op->x.c[0];
			if (op->x.c[1] == 1) {
				R[op->d] = R[src];
				Z[op->d] = Z[src];
			} else {
				memmove(R + op->d, R + src, op->x.c[1] * sizeof *R);
				memmove(Z + op->d, Z + src, op->x.c[1]);
			}
			vmbreak;
		}
		vmcase(SELECT1) {
			uint32_t src = R[op->a] & 1 ? op->b : op->x.c[0];
			if (EHI_UNLIKELY(Z[op->a] & 1)) { /* select on poison: poison result */
				Z[op->d] = 0xff;
				vmbreak;
			}
			R[op->d] = R[src];
			Z[op->d] = Z[src];
			vmbreak;
		}
		vmcase(TRUNC) {
			uint64_t a = R[op->a];
			uint8_t z = Z[op->a];
			if (EHI_UNLIKELY(op->f | z)) {
				if (z) /* the undef bytes it keeps */
					z = vm_undef_cast(op, z);
				if (op->f) /* trunc nuw/nsw, zext nneg */
					z |= vmop_trunc_flags(op, a);
			}
			R[op->d] = a & op->x.k;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(SEXT) {
			uint8_t z = Z[op->a];
			if (EHI_UNLIKELY(z))
				z = vm_undef_cast(op, z);
			R[op->d] = (uint64_t)vm_sext(R[op->a], op->w) & op->x.k;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(INT128)
			SAVE();
			vmop_int128(vm, op, R, Z);
			vmbreak;
		vmcase(WIDEINT)
			SAVE();
			vmop_wideint(vm, op, R, Z);
			vmbreak;
		vmcase(FBIN)
			if (op->w == FK_F64) { /* frem (the rest: FADD64...) */
				double a, b, r;
				memcpy(&a, &R[op->a], 8);
				memcpy(&b, &R[op->b], 8);
				r = fmod(a, b);
				memcpy(&R[op->d], &r, 8);
				Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b]);
				vmbreak;
			}
			vmop_fbin(vm, op, R, Z);
			vmbreak;
/* the double ops (FBIN's fast path, one op each) */
#define FBIN64(OPER)                                             \
	{                                                        \
		double a, b, r;                                  \
		memcpy(&a, &R[op->a], 8);                        \
		memcpy(&b, &R[op->b], 8);                        \
		r = a OPER b;                                    \
		memcpy(&R[op->d], &r, 8);                        \
		Z[op->d] = vm_zwhole(Z[op->a] | Z[op->b]);       \
		vmbreak;                                         \
	}
		vmcase(FADD64) FBIN64(+)
		vmcase(FSUB64) FBIN64(-)
		vmcase(FMUL64) FBIN64(*)
		vmcase(FDIV64) FBIN64(/)
#undef FBIN64
		vmcase(FNEG64)
			R[op->d] = R[op->a] ^ (uint64_t)1 << 63;
			Z[op->d] = Z[op->a];
			vmbreak;
		vmcase(SITOD) {
			double r = (double)vm_sext(R[op->a], op->w);
			memcpy(&R[op->d], &r, 8);
			Z[op->d] = vm_zwhole(Z[op->a]);
			vmbreak;
		}
		vmcase(UITOD) {
			/* (b: nneg, a negative operand is poison) */
			double r = (double)R[op->a];
			memcpy(&R[op->d], &r, 8);
			Z[op->d] = vm_zwhole(Z[op->a] | (op->b & (R[op->a] >> (op->w - 1))));
			vmbreak;
		}
		vmcase(DTOSI) {
			/* out of range after truncation toward zero, or NaN: poison
			 * (the bounds are exact doubles for w <= 32) */
			double v;
			memcpy(&v, &R[op->a], 8);
			double lim = (double)((uint64_t)1 << (op->w - 1));
			if (EHI_LIKELY(v < lim && v > -lim - 1)) {
				R[op->d] = (uint64_t)(int64_t)v & (((uint64_t)1 << op->w) - 1);
				Z[op->d] = vm_zwhole(Z[op->a]);
			} else {
				R[op->d] = 0;
				Z[op->d] = 0xff;
			}
			vmbreak;
		}
		vmcase(FNEG)
			vmop_fneg(vm, op, R, Z);
			vmbreak;
		vmcase(FCMP)
			vmop_fcmp(vm, op, R, Z);
			vmbreak;
		vmcase(FCONV)
			SAVE();
			vmop_fconv(vm, op, R, Z);
			vmbreak;
		vmcase(ALLOCA) {
			SAVE();
			uint64_t size = op->x.k;
			if (op->b) {
				if (Z[op->a])
					vm_fail(vm, R_X_UB_2, "alloca with a poison element count");
				size *= R[op->a];
			}
			uint64_t a = mem_stack_alloc(mem, size, (uint64_t)1 << op->f);
			if (!a)
				vm_fail(vm, R_X_LIM_2, "stack overflow: the simulated stack is full");
			R[op->d] = a;
			Z[op->d] = 0;
			vmbreak;
		}
		vmcase(FRAMEADDR)
			R[op->d] = fr->frame_base + op->x.k;
			Z[op->d] = 0;
			vmbreak;
/* the plain loads and stores; the forms of one width (1 2 4 8: W) are
 * for little-endian targets only (lw_fix_widths) */
#define LOAD_BODY(W, BE)                                                              \
	{                                                                             \
		uint64_t addr = R[op->a];                                             \
		uint8_t z = 0;                                                        \
		if (EHI_UNLIKELY(Z[op->a] || !ACCESS_OK(addr, (W), SH_READABLE))) {   \
			SAVE();                                                       \
			addr = load_slow(vm, addr, (W), Z[op->a]);                    \
			z = vm->load_undef;                                           \
		}                                                                     \
		R[op->d] = load_scalar(HOST(addr), (W), (BE)) & op->x.k;             \
		Z[op->d] = z;                                                         \
		vmbreak;                                                              \
	}
		vmcase(LOAD) LOAD_BODY(op->w, be)
		vmcase(LOAD1) LOAD_BODY(1, false)
		vmcase(LOAD2) LOAD_BODY(2, false)
		vmcase(LOAD4) LOAD_BODY(4, false)
		vmcase(LOAD8) LOAD_BODY(8, false)
#undef LOAD_BODY
/* the stores, each in two forms: a register's value (its poison ZV) or
 * an immediate (never poison) */
#define STORE_BODY(ZV, V, W, BE)                                                      \
	{                                                                             \
		uint64_t addr = R[op->a];                                             \
		if (EHI_UNLIKELY((Z[op->a] | (ZV)) || !ACCESS_OK(addr, (W), SH_WRITABLE)) && \
		    ((Z[op->a] | (ZV)) || !first_store(mem, addr, (W)))) {            \
			SAVE();                                                       \
			addr = store_slow(vm, addr, (W), Z[op->a], ZV);               \
		}                                                                     \
		store_scalar(HOST(addr), (W), V, (BE));                               \
		vmbreak;                                                              \
	}
		vmcase(STORE) STORE_BODY(Z[op->b], R[op->b], op->w, be)
		vmcase(STORE1) STORE_BODY(Z[op->b], R[op->b], 1, false)
		vmcase(STORE2) STORE_BODY(Z[op->b], R[op->b], 2, false)
		vmcase(STORE4) STORE_BODY(Z[op->b], R[op->b], 4, false)
		vmcase(STORE8) STORE_BODY(Z[op->b], R[op->b], 8, false)
		vmcase(STOREK) STORE_BODY(0, op->x.k, op->w, be)
#undef STORE_BODY
		/* a global's shadow is at a fixed distance from its bytes */
#define GSHADOW(p) ((const uint8_t *)(p) + (shadow - host))
		vmcase(LOADG) {
			uint8_t z = 0;
			if (EHI_UNLIKELY(!shadow_has(GSHADOW(op->x.p), op->w, SH_READABLE))) {
				SAVE();
				load_slow(vm, (uint64_t)((uint8_t *)op->x.p - host) + mbase, op->w, 0);
				z = vm->load_undef;
			}
			R[op->d] = load_scalar(op->x.p, op->w, false);
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(ADDG) { /* unwritten bytes stay so: undef + k is undef */
			uint64_t a = load_scalar(op->x.p, op->w, false), r = a + VM_IMM64(op->b);
			store_scalar(op->x.p, op->w, r, false);
			if (EHI_UNLIKELY(op->f)) { /* nsw: a sum that overflows is poison */
				unsigned s = 64 - 8 * op->w;
				int64_t t;
				if (__builtin_add_overflow((int64_t)(a << s), (int64_t)(VM_IMM64(op->b) << s), &t)) {
					SAVE();
					store_slow(vm, (uint64_t)((uint8_t *)op->x.p - host) + mbase, op->w, 0, 0xff);
				}
			}
			vmbreak;
		}
		vmcase(STOREG)
			if (EHI_UNLIKELY(Z[op->b] || !shadow_has(GSHADOW(op->x.p), op->w, SH_WRITABLE))) {
				SAVE();
				store_slow(vm, (uint64_t)((uint8_t *)op->x.p - host) + mbase, op->w, 0, Z[op->b]);
			}
			store_scalar(op->x.p, op->w, R[op->b], false);
			vmbreak;
#undef GSHADOW
/* The address ops below check the sum before it is cut to the pointer
 * width: within the window it is the same (a 32-bit target's window is
 * the low 2 GiB of its space); a sum that wraps is outside and takes the slow path,
 * which cuts it (access_slow). */
#define XADDR() (R[op->a] + (uint64_t)vm_sext(R[op->b], op->f) * op->x.c[0] + (uint64_t)(int64_t)(int32_t)op->x.c[1])
#define LOADX_BODY(W)                                                                 \
	{                                                                             \
		uint64_t addr = XADDR();                                              \
		uint8_t z = 0;                                                        \
		if (EHI_UNLIKELY((Z[op->a] | Z[op->b]) || !ACCESS_OK(addr, (W), SH_READABLE))) { \
			SAVE();                                                       \
			addr = load_slow(vm, addr, (W), Z[op->a] | Z[op->b]);         \
			z = vm->load_undef;                                           \
		}                                                                     \
		R[op->d] = load_scalar(HOST(addr), (W), false);                       \
		Z[op->d] = z;                                                         \
		vmbreak;                                                              \
	}
		vmcase(LOADX) LOADX_BODY(op->w)
		vmcase(LOADX1) LOADX_BODY(1)
		vmcase(LOADX2) LOADX_BODY(2)
		vmcase(LOADX4) LOADX_BODY(4)
		vmcase(LOADX8) LOADX_BODY(8)
#undef LOADX_BODY
#define STOREX_BODY(ZV, V, W)                                                         \
	{                                                                             \
		uint64_t addr = XADDR();                                              \
		if (EHI_UNLIKELY((Z[op->a] | Z[op->b] | (ZV)) || !ACCESS_OK(addr, (W), SH_WRITABLE)) && \
		    ((Z[op->a] | Z[op->b] | (ZV)) || !first_store(mem, addr, (W)))) { \
			SAVE();                                                       \
			addr = store_slow(vm, addr, (W), Z[op->a] | Z[op->b], ZV);    \
		}                                                                     \
		store_scalar(HOST(addr), (W), V, false);                              \
		vmbreak;                                                              \
	}
		vmcase(STOREX) STOREX_BODY(Z[op->d], R[op->d], op->w)
		vmcase(STOREX1) STOREX_BODY(Z[op->d], R[op->d], 1)
		vmcase(STOREX2) STOREX_BODY(Z[op->d], R[op->d], 2)
		vmcase(STOREX4) STOREX_BODY(Z[op->d], R[op->d], 4)
		vmcase(STOREX8) STOREX_BODY(Z[op->d], R[op->d], 8)
		vmcase(STOREXK) STOREX_BODY(0, (uint64_t)(int64_t)(int32_t)op->d, op->w)
		vmcase(STOREXK1) STOREX_BODY(0, (uint64_t)(int64_t)(int32_t)op->d, 1)
		vmcase(STOREXK2) STOREX_BODY(0, (uint64_t)(int64_t)(int32_t)op->d, 2)
		vmcase(STOREXK4) STOREX_BODY(0, (uint64_t)(int64_t)(int32_t)op->d, 4)
		vmcase(STOREXK8) STOREX_BODY(0, (uint64_t)(int64_t)(int32_t)op->d, 8)
#undef STOREX_BODY
#undef XADDR
		vmcase(LOADO) {
			uint64_t addr = R[op->a] + op->x.k;
			uint8_t z = 0;
			if (EHI_UNLIKELY(Z[op->a] || !ACCESS_OK(addr, op->w, SH_READABLE))) {
				SAVE();
				addr = load_slow(vm, addr, op->w, Z[op->a]);
				z = vm->load_undef;
			}
			R[op->d] = load_le(HOST(addr), op->f);
			Z[op->d] = z;
			vmbreak;
		}
#define STOREO_BODY(ZV, V)                                                            \
	{                                                                             \
		uint64_t addr = R[op->a] + op->x.k;                                   \
		if (EHI_UNLIKELY((Z[op->a] | (ZV)) || !ACCESS_OK(addr, op->w, SH_WRITABLE)) && \
		    ((Z[op->a] | (ZV)) || !first_store(mem, addr, op->w))) {          \
			SAVE();                                                       \
			addr = store_slow(vm, addr, op->w, Z[op->a], ZV);             \
		}                                                                     \
		store_scalar(HOST(addr), op->w, V, false);                            \
		vmbreak;                                                              \
	}
		vmcase(STOREO) STOREO_BODY(Z[op->b], R[op->b])
		vmcase(STOREOK) STOREO_BODY(0, VM_IMM64(op->b))
#undef STOREO_BODY
		vmcase(LOADF)
			R[op->d] = load_le(fr->frame_host + op->x.k, op->f);
			Z[op->d] = 0;
			vmbreak;
		vmcase(LOADO8)
		op_loado8: {
			uint64_t addr = R[op->a] + op->x.k;
			uint8_t z = 0;
			if (EHI_UNLIKELY(Z[op->a] || !ACCESS_OK(addr, 8, SH_READABLE))) {
				SAVE();
				addr = load_slow(vm, addr, 8, Z[op->a]);
				z = vm->load_undef;
			}
			memcpy(&R[op->d], HOST(addr), 8);
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(LOADF8)
			memcpy(&R[op->d], fr->frame_host + op->x.k, 8);
			Z[op->d] = 0;
			vmbreak;
		vmcase(LOADF8O8) /* this LOADF8, then the LOADO8 after it (lower_peep.c) */
			memcpy(&R[op->d], fr->frame_host + op->x.k, 8);
			Z[op->d] = 0;
			op = ip++;
			goto op_loado8;
		vmcase(LOADF8P) /* this LOADF8 and the next (lower_peep.c) */
			memcpy(&R[op->d], fr->frame_host + op->x.k, 8);
			Z[op->d] = 0;
			op = ip++;
			memcpy(&R[op->d], fr->frame_host + op->x.k, 8);
			Z[op->d] = 0;
			vmbreak;
		vmcase(STOREF) vmcase(STOREFK)
			store_scalar(fr->frame_host + op->x.k, op->w,
				     op->code == OPC_STOREF ? R[op->b] : (uint64_t)(int64_t)(int32_t)op->d, false);
			vmbreak;
		/* the tracked frame objects: in bounds, so only the bytes'
		 * initialisation is checked */
		vmcase(LOADFC) {
			uint64_t addr = fr->frame_base + op->x.k;
			uint8_t z = 0;
			if (EHI_UNLIKELY(!shadow_has(shadow + (addr - mbase), op->w, SH_READABLE))) {
				SAVE();
				load_slow(vm, addr, op->w, 0);
				z = vm->load_undef;
			}
			R[op->d] = load_le(fr->frame_host + op->x.k, op->f);
			Z[op->d] = z;
			vmbreak;
		}
#define STOREFC_BODY(ZV, V)                                                           \
	{                                                                             \
		uint64_t addr = fr->frame_base + op->x.k;                             \
		if (EHI_UNLIKELY((ZV) || !shadow_has(shadow + (addr - mbase), op->w, SH_WRITABLE)) && \
		    ((ZV) || !first_store(mem, addr, op->w))) {                       \
			SAVE();                                                       \
			store_slow(vm, addr, op->w, 0, ZV);                           \
		}                                                                     \
		store_scalar(fr->frame_host + op->x.k, op->w, V, false);              \
		vmbreak;                                                              \
	}
		vmcase(STOREFC) STOREFC_BODY(Z[op->b], R[op->b])
		vmcase(STOREFKC) STOREFC_BODY(0, (uint64_t)(int64_t)(int32_t)op->d)
#undef STOREFC_BODY
		vmcase(MEMCPY) {
			uint64_t n = op->f & 1 ? R[op->d] : op->x.k;
			/* a frame-relative side (f & 4, f & 8) is in bounds */
			uint64_t dst = op->f & 4 ? fr->frame_base + op->a : R[op->a];
			uint64_t src = op->f & 8 ? fr->frame_base + op->b : R[op->b];
			if (EHI_UNLIKELY(n && ((!(op->f & 4) && Z[op->a]) || (!(op->f & 8) && Z[op->b])))) {
				SAVE(); /* (its address a poison image, 0: not the null page's fault) */
				vm_fail(vm, R_X_UB_2, "copy through a poison or undef pointer");
			}
			if (EHI_UNLIKELY((op->f & 16) && vm_memcpy_overlaps(dst, src, n))) {
				SAVE(); /* llvm.memcpy's ranges overlap (ubcheck.c) */
				vm_memcpy_overlap_fail(vm, dst, src, n);
			}
			if (EHI_UNLIKELY((dst | src) & op->w)) {
				SAVE(); /* an align attribute broken? (ubcheck.c) */
				vm_mem_align_slow(vm, dst, src, true);
			}
			if (n - 8 <= 24) {
				/* a small struct's copy, both sides written (the
				 * common case): each side's shadow read once, as
				 * words, for bounds, liveness and initialisation at
				 * once; a private frame's side is known in bounds
				 * and written (lower_frame_init.c) and has no shadow */
				bool priv = fr->lf->frame_private;
				if (EHI_LIKELY((((op->f & 8) && priv) || SMALL_WRITTEN(src, n, SH_READABLE)) &&
					       (((op->f & 4) && priv) || SMALL_WRITTEN(dst, n, SH_WRITABLE)))) {
					move_bytes(HOST(dst), HOST(src), n);
					vmbreak;
				}
			}
			if (EHI_UNLIKELY(!((op->f & 8) || RANGE_OK(src, n, SH_LIVE_READ)) ||
					 !((op->f & 4) || RANGE_OK(dst, n, SH_LIVE_WRITE)))) {
				SAVE(); /* the same report as the C function's */
				if (!(op->f & 8))
					vm_mem_read(vm, src, n);
				if (!(op->f & 4))
					vm_mem_write(vm, dst, n);
			}
			if (n) {
				move_bytes(HOST(dst), HOST(src), n);
				/* the bytes' initialisation goes along; a private
				 * frame's objects have no shadow: the lowering proved
				 * a source there written, and a destination there
				 * is never read unproven (lower_frame_init.c) */
				if (!((op->f & 4) && fr->lf->frame_private)) {
					bool small = n >= 8 && n <= 32; /* a small struct's: inline */
					if ((op->f & 8) && fr->lf->frame_private) {
						if (small)
							mem_mark_written_small(mem, dst, n);
						else
							mem_mark_written(mem, dst, n);
					} else if (small) {
						mem_copy_init_small(mem, dst, src, n);
					} else {
						mem_copy_init(mem, dst, src, n);
					}
				}
			}
			vmbreak;
		}
		vmcase(MEMSET) {
			uint64_t n = op->f & 1 ? R[op->d] : op->x.k;
			uint64_t dst = op->f & 4 ? fr->frame_base + op->a : R[op->a];
			if (EHI_UNLIKELY(n && !(op->f & 4) && Z[op->a])) {
				SAVE();
				vm_fail(vm, R_X_UB_2, "fill through a poison or undef pointer");
			}
			if (EHI_UNLIKELY(dst & op->w)) {
				SAVE(); /* (ubcheck.c) */
				vm_mem_align_slow(vm, dst, 0, false);
			}
			if (EHI_UNLIKELY(!((op->f & 4) || RANGE_OK(dst, n, SH_LIVE_WRITE)))) {
				SAVE();
				vm_mem_write(vm, dst, n);
			}
			if (n) {
				memset(HOST(dst), (int)(uint8_t)(op->f & 2 ? op->b : R[op->b]), n);
				if (!((op->f & 4) && fr->lf->frame_private)) {
					if (!(op->f & 2) && Z[op->b])
						mem_mark_poisoned(mem, dst, n);
					else
						mem_mark_written(mem, dst, n);
				}
			}
			vmbreak;
		}
		vmcase(LOADREL)
			SAVE(); /* (a fault's report) */
			R[op->d] = vm_load_relative(vm, R[op->a], R[op->b]);
			Z[op->d] = 0;
			vmbreak;
		vmcase(LIFETIME)
			if (!Z[op->a])
				vm_lifetime_mark(vm, R[op->a], op->x.k, op->f);
			vmbreak;
		vmcase(LOADN) vmcase(STOREN)
			SAVE();
			vmop_mem_wide(vm, op, R, Z);
			vmbreak;
		vmcase(GEPK) /* (a partly undef pointer keeps its mask: any use
			      * of it as an address is reported all the same) */
			R[op->d] = (R[op->a] + op->x.k) & pmask;
			Z[op->d] = Z[op->a];
			vmbreak;
		vmcase(GEPI)
			R[op->d] = (R[op->a] + (uint64_t)vm_sext(R[op->b], op->w) * op->x.k) & pmask;
			Z[op->d] = Z[op->a] | Z[op->b]; /* (as GEPK's) */
			vmbreak;
		vmcase(GEPIK)
			R[op->d] = (R[op->a] + (uint64_t)vm_sext(R[op->b], op->w) * op->x.c[0] +
				    (uint64_t)(int64_t)(int32_t)op->x.c[1]) & pmask;
			Z[op->d] = Z[op->a] | Z[op->b];
			vmbreak;
		vmcase(GEPKB) { /* (gepcheck.c; f: a small offset, lower_gep) */
			uint64_t b = R[op->b], r = (R[op->a] + op->x.k) & pmask;
			uint8_t z = Z[op->a] | Z[op->b];
			uint64_t lo = (op->f == 2 ? r : b) - mbase;
			if (EHI_UNLIKELY(!z && !(op->f ? lo < msize - 256 && vm_gep_bytes(shadow + lo, op->w)
						   : vm_gep_near(vm, shadow, mbase, b, r))))
				z = vm_gep_bounds_slow(vm, b, r);
			R[op->d] = r;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(GEPIB) {
			uint64_t b = R[op->a], r = (b + (uint64_t)vm_sext(R[op->b], op->w) * op->x.k) & pmask;
			uint8_t z = Z[op->a] | Z[op->b];
			if (EHI_UNLIKELY(!z && !vm_gep_near(vm, shadow, mbase, b, r)))
				z = vm_gep_bounds_slow(vm, b, r);
			R[op->d] = r;
			Z[op->d] = z;
			vmbreak;
		}
		vmcase(EXTRACT) vmcase(INSERT)
			vmop_aggregate(vm, op, R, Z);
			vmbreak;
		vmcase(VECOP)
			SAVE();
			vmop_vector(vm, op, R, Z);
			vmbreak;
		vmcase(FREEZE)
			memmove(R + op->d, R + op->a, op->x.k * sizeof *R);
			for (uint32_t k = 0; k < op->x.k; k++)
				if (Z[op->a + k]) /* a frozen poison is some fixed value: 0 */
					R[op->d + k] = 0;
			memset(Z + op->d, 0, op->x.k);
			vmbreak;
		vmcase(INTRIN)
			SAVE();
			vmop_intrin(vm, op, R, Z);
			vmbreak;
		vmcase(VAARG)
			SAVE();
			vmop_vaarg(vm, fr, op, R, Z);
			vmbreak;
		vmcase(CHECKPOISON)
			if (Z[op->a]) {
				SAVE();
				vm_fail(vm, R_X_UB_2, "use of a poison value");
			}
			vmbreak;
		vmcase(LANDINGPAD) {
			SAVE();
			uint64_t exn;
			int32_t sel;
			eh_ops(vm)->landingpad(vm, &exn, &sel);
			vmop_landingpad_result(vm, op, R, Z, exn, sel);
			vmbreak;
		}
		vmcase(EHOP) {
			SAVE();
			if (op->f == OP_RESUME) {
				const InstSlots *is = op->x.p;
				eh_ops(vm)->resume(vm, vm_aggregate_ptr(vm, R + is->s[0]), vm->frames.len - 1, is->i);
			} else {
				/* the pad ops go on at the pc they (or the unwinder) set */
				eh_ops(vm)->funclet_op(vm, op);
			}
			UNWOUND();
			vmbreak;
		}
		vmcase(FCHECK) {
			SAVE();
			eh_ops(vm)->funclet_check(vm, op);
			vmbreak;
		}
		vmcase(HALT)
			SAVE();
			return true;
		}
	}
}

/* Give each op of freshly lowered code its address in the loop (direct
 * threading; with the trap on, the trap's). */
void
vm_thread_code(VM *vm, Op *code, uint32_t n)
{
#if defined(__GNUC__) && !defined(EHI_NO_COMPUTED_GOTO)
	if (!op_labels)
		vm_loop(NULL, 0);
	bool trap = trap_on(vm);
	for (uint32_t k = 0; k < n; k++)
		code[k].h = trap ? op_trap_label[0] : op_labels[code[k].code];
#else
	(void)vm, (void)code, (void)n;
#endif
}

/* ------------------------------------------------------------ the entry */
/* vm_loop, restarted where the EH machinery put the frame stack when it
 * raised a fault as an exception (VmEhOps.fault: Windows targets only) */
static bool
loop_faults(VM *vm, uint32_t depth)
{
	if (!vm->eh_ops || !vm->eh_ops->fault || vm->tgt.os != OS_WINDOWS)
		return vm_loop(vm, depth);
	jmp_buf jb, *saved = vm->fault_resume;
	volatile bool r = false;
	vm->fault_resume = &jb;
	if (setjmp(jb)) {
		/* the stack is at the pad that takes it, or at the faulting op */
		if (vm->frames.len <= depth) {
			vm->fault_resume = saved;
			return false;
		}
	}
	r = vm_loop(vm, depth);
	vm->fault_resume = saved;
	return r;
}

static int
call_function(VM *vm, Function *f, const uint64_t *args, uint32_t nargs, uint64_t *ret, uint32_t flags)
{
	LFunc *lf = ensure_lowered(vm, f);
	uint32_t depth = vm->frames.len;
	Frame *fr = push_frame(vm, lf, NULL, FR_ENTRY | flags);
	uint64_t *R = vm->regs + fr->base;
	for (uint32_t k = 0; k < nargs && k < f->nargs; k++) {
		R[lf->param_slot[k]] = args[k];
		vm->poison[fr->base + lf->param_slot[k]] = 0;
	}
	if (lf->nbyval)
		byval_in(vm, fr, lf, R, vm->poison + fr->base);
	if (!loop_faults(vm, depth))
		return 1;
	if (ret)
		*ret = vm->entry_ret[0];
	return 0;
}

int
vm_call_function_image(VM *vm, Function *f, const uint64_t *slots, const uint8_t *z, uint32_t flags)
{
	LFunc *lf = ensure_lowered(vm, f);
	uint32_t depth = vm->frames.len;
	Frame *fr = push_frame(vm, lf, NULL, FR_ENTRY | flags);
	/* each argument's register image, in order, as a call site copies
	 * them (copy_slots): an aggregate in its consecutive slots */
	for (uint32_t k = 0, at = 0; k < f->nargs; k++) {
		uint32_t w = type_slots(vm, f->args[k].v.type);
		copy_slots(vm->regs + fr->base + lf->param_slot[k], slots + at, vm->poison + fr->base + lf->param_slot[k],
			   z + at, w);
		at += w;
	}
	if (lf->nbyval)
		byval_in(vm, fr, lf, vm->regs + fr->base, vm->poison + fr->base);
	return loop_faults(vm, depth) ? 0 : 1;
}

int
vm_call_function(VM *vm, Function *f, const uint64_t *args, uint32_t nargs, uint64_t *ret)
{
	return call_function(vm, f, args, nargs, ret, 0);
}

int
vm_call_function_flags(VM *vm, Function *f, const uint64_t *args, uint32_t nargs, uint64_t *ret, uint32_t flags)
{
	return call_function(vm, f, args, nargs, ret, flags);
}

int
vm_call_address(VM *vm, uint64_t addr, const uint64_t *args, uint32_t nargs, uint64_t *ret, uint32_t flags)
{
	Function *f = vm_func_at(vm, addr);
	if (!f)
		vm_fail(vm, addr < 4096 ? R_X_CALL_1_NULL : R_X_CALL_1, "call through address 0x%llx, which is not a function",
			(unsigned long long)addr);
	if (!f->is_decl)
		return call_function(vm, f, args, nargs, ret, flags);
	BuiltinFn bi = vm_builtin(vm, f, NULL);
	if (!bi) {
		char note[1024];
		vm_fail(vm, R_X_CALL_3, "call to external function '@%s'%s, which ehi does not provide",
			f->g.u.v.name ? f->g.u.v.name : "?", demangled_note(f->g.u.v.name, note, sizeof note));
	}
	/* a builtin reads its arguments from registers: lay them out in
	 * scratch registers above the top frame, one slot each */
	uint32_t base = 0;
	if (vm->frames.len) {
		const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
		base = top->base + top->lf->nslots;
	}
	grow_regs(vm, base + nargs + 8);
	uint32_t idx[16];
	uint16_t one[16];
	Type *types[16];
	if (nargs > 16)
		nargs = 16;
	for (uint32_t k = 0; k < nargs; k++) {
		idx[k] = k;
		one[k] = 1;
		types[k] = k < f->fty->nsub ? f->fty->sub[k] : f->fty->elem;
		vm->regs[base + k] = args[k];
		vm->poison[base + k] = 0;
	}
	CallSite cs = {.fn = f, .nargs = nargs, .nfixed = nargs, .args = idx, .argslots = one, .argtypes = types,
		       .dst = nargs, .dst_slots = type_slots(vm, f->fty->elem), .fty = f->fty};
	vm->callee = f;
	int rc = bi(vm, &cs, vm->regs + base, vm->poison + base);
	if (rc == BI_UNWIND)
		return 1;
	if (rc)
		vm_fail(vm, R_ERROR, "builtin '@%s' failed", f->g.u.v.name);
	if (ret)
		*ret = cs.dst_slots ? vm->regs[base + nargs] : 0;
	return 0;
}

/* entry i of a @llvm.global_ctors/dtors array: its priority and function
 * (false: not a { i32, ptr, ptr } naming a function) */
static bool
structor_at(const User *arr, uint32_t i, uint64_t *prio, Function **fn)
{
	const Value *e = arr->ops[i].val;
	if (e->kind != VK_CAGG)
		return false;
	const User *s = (const User *)e;
	const Value *p = s->ops[0].val, *f = s->ops[1].val;
	while (f->kind == VK_CEXPR && ((const User *)f)->nops == 1)
		f = ((const User *)f)->ops[0].val;
	if (f->kind != VK_FUNCTION)
		return false;
	*prio = p->kind == VK_CINT ? ((const ConstInt *)p)->w[0] : 65535;
	*fn = (Function *)f;
	return true;
}

/* @llvm.global_ctors / global_dtors of module m: [N x { i32 priority, ptr fn, ptr data }],
 * run in (priority, index) order; destructors in reverse.  Each next one is
 * picked by a scan, without allocating: a structor may end the run by a
 * longjmp (exit, abort, a fault), which would leak a sorted copy. */
static void
run_structors_of(VM *vm, Module *m, const char *name, bool reverse)
{
	Value *g = sym_find(m->gsyms, name, strlen(name));
	if (!g || g->kind != VK_GLOBALVAR || !((Global *)g)->u.nops)
		return;
	const Value *init = ((Global *)g)->u.ops[0].val;
	if (init->kind != VK_CAGG)
		return;
	const User *arr = (const User *)init;
	uint64_t lp = 0;                /* the last one run: (lp, li) */
	uint32_t li = UINT32_MAX;
	for (;;) {
		uint32_t best = UINT32_MAX;
		uint64_t bp = 0;
		Function *bf = NULL;
		for (uint32_t i = 0; i < arr->nops; i++) {
			uint64_t p;
			Function *f;
			if (!structor_at(arr, i, &p, &f))
				continue;
			/* (p, i) comes after the last one run, and before the best so far */
			bool after = li == UINT32_MAX ||
				     (reverse ? p < lp || (p == lp && i < li) : p > lp || (p == lp && i > li));
			bool before = best == UINT32_MAX || (reverse ? p >= bp : p < bp);
			if (after && before) {
				best = i;
				bp = p;
				bf = f;
			}
		}
		if (best == UINT32_MAX)
			return;
		lp = bp;
		li = best;
		vm_call_function(vm, bf, NULL, 0, NULL);
	}
}

/* Each ifunc's resolver runs once, before the constructors (as the
 * dynamic loader resolves IRELATIVE relocations before it runs them),
 * with zero arguments (glibc passes hardware-capability words: none
 * here); what it returns is what a call through the ifunc reaches.  A
 * result that is no function leaves the ifunc's code address empty: a
 * call through it is then a call of no function. */
static void
resolve_ifuncs(VM *vm)
{
	for (uint32_t k = 0; k < vm->mods.len; k++)
		for (Global *g = VEC_AT(&vm->mods, Module *, k)->aliases; g; g = g->next) {
			if (g->u.v.kind != VK_IFUNC)
				continue;
			const Value *r = g->u.ops[0].val;
			while (r->kind == VK_CEXPR && ((const User *)r)->nops >= 1)
				r = ((const User *)r)->ops[0].val;
			if (r->kind != VK_FUNCTION || ((Function *)r)->is_decl)
				vm_fail(vm, R_ERROR, "the resolver of ifunc '@%s' is not a defined function",
					g->u.v.name ? g->u.v.name : "?");
			uint64_t zeros[8] = {0}, ret = 0;
			Function *rf = (Function *)r;
			vm_call_function(vm, rf, zeros, rf->nargs < 8 ? rf->nargs : 8, &ret);
			uint64_t a = vm_global_addr(vm, &g->u.v);
			VEC_AT(&vm->funcs_by_slot, Function *, (a - vm->mem.func_lo) / 16) = vm_func_at(vm, ret);
		}
}

/* every module's: the IR runtimes' constructors before the program's
 * (a library is ready before its user), destructors after */
static void
run_structors(VM *vm, const char *name, bool reverse)
{
	uint32_t n = vm->mods.len;
	for (uint32_t k = 0; k < n; k++) {
		uint32_t j = reverse ? k : (k + 1) % n; /* ctors: 1..n-1, 0; dtors: 0..n-1 */
		run_structors_of(vm, VEC_AT(&vm->mods, Module *, j), name, reverse);
	}
}

/* run the (function, argument) pairs of list, last first (an external
 * function among them is skipped) */
static void
run_exit_list(VM *vm, Vec *list, const char *what)
{
	while (list->len) {
		list->len -= 2;
		uint64_t fa = VEC_AT(list, uint64_t, list->len), arg = VEC_AT(list, uint64_t, list->len + 1);
		Function *f = vm_func_at(vm, fa);
		if (!f)
			vm_fail(vm, R_X_CALL_1, "%s 0x%llx is not a function", what, (unsigned long long)fa);
		if (!f->is_decl)
			vm_call_function(vm, f, &arg, f->nargs ? 1 : 0, NULL);
	}
}

void
vm_exit_process(VM *vm, int status)
{
	/* the thread's thread_local objects' destructors, then the atexit
	 * and __cxa_atexit handlers: each last registered first */
	run_exit_list(vm, &vm->tls_dtors, "thread_local destructor");
	run_exit_list(vm, &vm->atexit_fns, "atexit handler");
	run_structors(vm, "llvm.global_dtors", true);
	vm->exit_code = status;
	if (vm->rt && vm->rt->exit)
		vm->rt->exit(vm);
	vm_flush_stdout(vm);
}

/* The simulated stack cannot take `size` more bytes: the memory limit's
 * report when that is the reason (X-LIM-5), else X-LIM-2.  For the
 * interpreter's frame set-up, which allocates stack without mem.c. */
void
vm_stack_full(VM *vm, uint64_t size)
{
	Mem *m = &vm->mem;
	if (m->max_bytes && m->stack_lo > m->stack_floor && m->sp - m->stack_floor > size + 2 * MEM_REDZONE)
		vm_fail(vm, R_X_LIM_5, "a stack frame of %llu bytes would exceed --max-memory=%llu (%llu bytes in use)",
			(unsigned long long)size, (unsigned long long)m->max_bytes, (unsigned long long)mem_in_use(m));
	vm_fail(vm, R_X_LIM_2, "stack overflow: the simulated stack is full");
}

int
vm_exit_status(const VM *vm)
{
	switch (vm->status) {
	case RUN_EXITED: return vm->exit_code;
	case RUN_FAULT: return vm->fault_status ? vm->fault_status : 139;
	case RUN_UB: return 66;
	case RUN_LIMIT: return 67;
	default: return 68;
	}
}

int
vm_run_main(VM *vm, const char *entry, int argc, char **argv)
{
	jmp_buf bail;
	vm->bail = &bail;
	if (setjmp(bail)) {
		flush_out(vm);
		vm->bail = NULL;
		return vm_exit_status(vm);
	}
	Function *f = sym_find(vm->m->gsyms, entry, strlen(entry));
	/* wasm: clang names main(argc, argv) __main_argc_argv (the row's alias) */
	const char *alias = vm->tgt.abi.main_alias;
	if (!f && strcmp(entry, "main") == 0 && alias)
		f = sym_find(vm->m->gsyms, alias, strlen(alias));
	if (!f || f->g.u.v.kind != VK_FUNCTION || f->is_decl)
		vm_fail(vm, R_ERROR, "no function '@%s' to run", entry);
	/* argv in simulated memory: the strings, then the pointer array */
	uint64_t ptrs[256];
	int n = argc < 255 ? argc : 255;
	for (int k = 0; k < n; k++) {
		size_t len = strlen(argv[k]) + 1;
		uint64_t a = mem_alloc_internal(&vm->mem, len, 1, "argv string");
		memcpy(mem_host(&vm->mem, a), argv[k], len);
		ptrs[k] = a;
	}
	uint64_t av = mem_alloc_internal(&vm->mem, (uint64_t)(n + 1) * vm->ptr_bytes, vm->ptr_bytes, "argv");
	for (int k = 0; k <= n; k++)
		mem_write_uint(mem_host(&vm->mem, av + (uint64_t)k * vm->ptr_bytes), vm->ptr_bytes,
			       k < n ? ptrs[k] : 0, vm->big_endian);
	uint64_t args[2] = {(uint64_t)n, av}, ret = 0;
	resolve_ifuncs(vm);
	run_structors(vm, "llvm.global_ctors", false);
	if (vm_call_function_flags(vm, f, args, f->nargs < 2 ? f->nargs : 2, &ret, vm->entry_flags))
		vm->entry_escaped = true;
	else
		vm->entry_returned = true;
	vm->entry_value = ret;
	vm->exit_code = f->fty->elem->kind == TY_INT ? (int)(uint8_t)ret : 0;
	vm_exit_process(vm, vm->exit_code);
	flush_out(vm);
	vm->bail = NULL;
	return vm->exit_code;
}
