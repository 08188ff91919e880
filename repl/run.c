/* run.c — running programs under the session, and where they stop.
 *
 * A run is vm_run_main (or vm_call_function for `call`) on a fresh VM
 * whose VmDebug points here.  Three core callbacks decide whether to
 * stop:
 *   op_hook    before every op: Ctrl-C, watches, breakpoints, stepping
 *   eh_sink    every EH event: stepping through the unwinder, `catch`
 *   fail_hook  vm_fail: post-mortem (UB, fault, limit)
 * Stopping is run_stop_here: a nested command loop over the intact
 * state.  When it returns, the callback returns and the run goes on;
 * kill, run and quit longjmp out of the run instead (run_kill). */
#include "repl/repl.h"

#include <stdlib.h>
#include <string.h>

bool
run_stopped(Session *S, const char *cmd)
{
	if (S->vm && S->stop != STOP_NONE)
		return true;
	repl_error("%s: no program is stopped ('run' starts one)", cmd);
	return false;
}

static void
print_stop(Session *S, const char *why)
{
	Buf b = {0};
	frame_line(S, S->sel, &b);
	printf("%s\n%s", why, b.s ? b.s : "");
	buf_free(&b);
}

void
run_stop_here(Session *S, StopKind k, const char *why)
{
	VM *vm = S->vm;
	vm_flush_stdout(vm);
	fflush(vm->stderr_file);
	S->stop = k;
	S->sel = vm->frames.len ? vm->frames.len - 1 : 0;
	/* an event selects the frame it concerns (the frame phase 1 asks,
	 * the frame phase 2 leaves or lands in) */
	if (k == STOP_EVENT && S->stop_ev && S->stop_ev->depth < vm->frames.len)
		S->sel = S->stop_ev->depth;
	S->step = STEP_NONE;
	S->run_bail = vm->bail;
	if (vm->frames.len)
		print_stop(S, why);
	else
		printf("%s\n", why);
	if (S->until_bp) {
		/* until LOCATION: its breakpoint goes once the run stops */
		for (uint32_t k = 0; k < S->bps.len; k++)
			if (VEC_AT(&S->bps, Breakpoint *, k)->id == S->until_bp) {
				break_free(VEC_AT(&S->bps, Breakpoint *, k));
				memmove(&VEC_AT(&S->bps, Breakpoint *, k), &VEC_AT(&S->bps, Breakpoint *, k + 1),
					(S->bps.len - k - 1) * sizeof(Breakpoint *));
				S->bps.len--;
				break;
			}
		S->until_bp = 0;
	}
	if (vm->frames.len && S->displays.len)
		displays_show(S);
	S->nesting++;
	CmdResult r = repl_loop(S);
	S->nesting--;
	if (r == CMD_QUIT && S->eof && S->opts.debug) {
		/* ehi run --debug with no more commands: the program goes on
		 * to its own end, unwatched (its status is run's, D-1) */
		S->detached = true;
	} else if (r == CMD_QUIT) {
		run_kill(S, AFTER_QUIT);
	}
	S->stop = STOP_NONE;
	S->stop_ev = NULL;
}

void
run_kill(Session *S, After after)
{
	VM *vm = S->vm;
	S->after = after;
	S->nesting = 0;
	S->stop = STOP_NONE;
	S->inspecting = 0;
	if (!S->post_mortem)
		vm->status = RUN_ERROR;
	while (S->lines.len > S->run_lines)
		repl_release(S); /* the nested loop's lines: it ends here */
	vm->bail = S->run_bail;
	longjmp(*S->run_bail, 1);
}

/* is instruction i after instruction from in their function's text
 * (a later block, or later in the same block)?  Constant time: the
 * function ran, so it is lowered, and the lowering (like the verifier)
 * numbered its blocks (Block.index) and their instructions in order
 * (Inst.order: in its block, or through the function: either scheme
 * orders one block's instructions) */
static bool
inst_after(const Inst *i, const Inst *from)
{
	if (!from || i->parent->parent != from->parent->parent)
		return false;
	if (i->parent == from->parent)
		return i->order > from->order;
	return i->parent->index > from->parent->index;
}

/* ----------------------------------------------------------- callbacks */
static void
op_hook(VM *vm, Frame *fr, void *ctx)
{
	Session *S = ctx;
	S->ops++; /* (replay's stops: the same count as openworld.c's record) */
	if (S->detached)
		return;
	uint32_t depth = vm->frames.len - 1, pc = fr->pc;
	const Inst *inst = pc < fr->lf->ncode ? fr->lf->src[pc] : NULL;
	/* a new instruction begins (an instruction may lower to several ops) */
	bool fresh = inst && (inst != S->prev_inst || depth != S->prev_depth);
	if (inst) {
		S->prev_inst = inst;
		S->prev_depth = depth;
	}
	char buf[512];
	const char *why = NULL;
	if (repl_interrupted) {
		repl_interrupted = 0;
		why = "interrupted";
	} else if (S->stop_op && S->ops == S->stop_op) {
		why = S->stop_note; /* replay: where the runs differ */
		S->stop_op = 0;
	} else if (S->watches.len && watches_changed(S, buf, sizeof buf)) {
		why = buf;
	} else if (S->bps.len && breaks_hit_op(S, fr, pc, &why, buf, sizeof buf)) {
		/* why set */
	} else if (fresh) {
		switch (S->step) {
		case STEP_INTO: why = "step"; break;
		case STEP_OVER: why = depth <= S->step_depth ? "next" : NULL; break;
		case STEP_FINISH: why = depth < S->step_depth ? "finish" : NULL; break;
		case STEP_UNTIL:
			why = depth < S->step_depth ? "until"
			      : depth == S->step_depth && inst_after(inst, S->until_from) ? "until" : NULL;
			break;
		default: break;
		}
	}
	if (!why)
		return;
	if (S->step == STEP_FINISH && depth < S->step_depth && S->finish_site &&
	    S->finish_site->u.v.type->kind != TY_VOID && S->finish_site->parent->parent == fr->lf->fn &&
	    fr->lf->code[pc].code != OPC_LANDINGPAD) {
		/* the frame returned: what it returned, as the call's value */
		uint32_t slot = lfunc_value_slot(fr->lf, &S->finish_site->u.v);
		if (slot != UINT32_MAX) {
			Buf b = {0}, n = {0};
			print_value_ref(&n, &S->finish_site->u.v);
			fmt_slots(S, S->finish_site->u.v.type, vm->regs + fr->base + slot, vm->poison + fr->base + slot, &b);
			snprintf(buf, sizeof buf, "finish: returned %s = %s", n.s, b.s);
			buf_free(&b);
			buf_free(&n);
			why = buf;
		}
	}
	S->stop_pc = pc;
	run_stop_here(S, STOP_OP, why);
}

static void
eh_sink(VM *vm, const EhEvent *ev, void *ctx)
{
	Session *S = ctx;
	/* written into the session's buffer, then handed to the list: a
	 * fault while the text reads the program's memory (a type name)
	 * leaves by longjmp, and the buffer is not lost (session_free) */
	S->event_text.len = 0;
	eh_event_text(vm, ev, &S->event_text);
	Buf b = S->event_text;
	S->event_text = (Buf){0};
	VEC_PUSH(&S->events, char *, b.s);
	if (S->detached)
		return;
	const char *why = S->stop_event && S->events.len == S->stop_event ? S->stop_note
			  : S->step == STEP_INTO ? "step" : catch_event(S, ev) ? "catch" : NULL;
	if (S->stop_event && S->events.len == S->stop_event)
		S->stop_event = 0;
	if (!why)
		return;
	char line[1024];
	snprintf(line, sizeof line, "%s: [eh] %s", why, b.s);
	S->stop_ev = ev;
	if (ev->kind == EV_LANDING && ev->at) {
		/* the stop shows the pad as the current instruction: a step
		 * from here goes past it */
		S->prev_inst = ev->at;
		S->prev_depth = ev->depth;
	}
	run_stop_here(S, STOP_EVENT, line);
}

static void
fail_hook(VM *vm, void *ctx)
{
	Session *S = ctx;
	if (S->inspecting || S->detached || !S->catches[CK_UB] || !vm->frames.len)
		return;
	S->post_mortem = true;
	run_stop_here(S, STOP_FAIL,
		      "stopped (post-mortem): the program cannot go on; inspect it, then kill, run or quit");
}

/* ----------------------------------------------------------------- runs */
/* a VM for the session's module (driver.h's instantiate step) with the
 * session attached; NULL with the failure reported (*status: its exit
 * status, as ehi run's) */
static VM *
start_vm_with(Session *S, const RunOptions *o, int *status)
{
	char err[512];
	VM *vm = drv_instantiate(S->m, o, status, err, sizeof err);
	if (!vm) {
		/* err is empty when the failure is reported already (a
		 * runtime module's diagnostics) */
		if (*err && S->opts.debug)
			drv_report(*status, err); /* as ehi run reports it */
		else if (*err)
			repl_error("%s", err);
		return NULL;
	}
	S->dbg = (VmDebug){.op = op_hook, .fail = fail_hook, .ctx = S};
	vm->debug = &S->dbg;
	/* the program's output reaches the terminal as it writes its lines,
	 * not at the next stop */
	vm->out_line_flush = true;
	S->ran = true;
	vm->mangled_names = S->opts.mangled;
	eh_add_sink(vm, eh_sink, S);
	for (uint32_t k = 0; k < S->events.len; k++)
		free(VEC_AT(&S->events, char *, k));
	S->events.len = 0;
	S->vm = vm;
	S->run_lines = S->lines.len;
	S->after = AFTER_NONE;
	S->post_mortem = false;
	S->detached = false;
	S->stop = STOP_NONE;
	S->step = STEP_NONE;
	S->prev_inst = NULL;
	S->ops = 0;
	breaks_resolve(S);
	watches_resolve(S);
	return vm;
}

static VM *
start_vm(Session *S, int *status)
{
	return start_vm_with(S, &S->opts, status);
}

void
run_discard(Session *S)
{
	if (S->vm)
		vm_free(S->vm);
	S->vm = NULL;
	S->stop = STOP_NONE;
	S->post_mortem = false;
}

static void
free_pending(Session *S)
{
	for (int k = 0; k < S->pend_argc; k++)
		free(S->pend_argv[k]);
	free(S->pend_argv);
	S->pend_argv = NULL;
	S->pend_argc = 0;
}

static void
report_end(Session *S, int status)
{
	if (S->opts.debug)
		return;
	VM *vm = S->vm;
	if (S->after == AFTER_KILL)
		printf("program killed\n");
	else if (S->after == AFTER_NONE && vm->status == RUN_EXITED && vm->entry_escaped)
		printf("program ended: an exception left the entry function (its caller, as explore takes it, catches it)\n");
	else if (S->after == AFTER_NONE && vm->status == RUN_EXITED)
		printf("program exited with status %d\n", status);
	else if (S->after == AFTER_NONE)
		printf("program ended: %s (status %d)\n",
		       vm->status == RUN_UB ? "undefined behaviour" : vm->status == RUN_FAULT ? "fault"
							     : vm->status == RUN_LIMIT ? "limit" : "error",
		       status);
}

int
run_main_program(Session *S, int argc, char **argv)
{
	int status = 0;
	char **own = NULL;
	for (;;) {
		if (!session_module_for_run(S))
			return 1;
		const char *entry = S->opts.entry ? S->opts.entry : "main";
		/* (ehi run --debug: the run reports a missing entry, as ehi run) */
		if (!S->opts.debug && (!S->m->funcs || !session_function(S, entry))) {
			repl_error("run: no function @%s to run", entry);
			return 1;
		}
		VM *vm = start_vm(S, &status);
		if (!vm)
			return S->opts.debug ? status : 1;
		status = drv_run(vm, &S->opts, argc, argv);
		report_end(S, status);
		After after = S->after;
		run_discard(S);
		if (after != AFTER_RUN)
			break;
		/* `run ARGS` while stopped: again, with the new arguments */
		if (own) {
			for (int k = 0; k < argc; k++)
				free(own[k]);
			free(own);
		}
		own = S->pend_argv;
		argc = S->pend_argc;
		argv = own;
		S->pend_argv = NULL;
		S->pend_argc = 0;
	}
	if (own) {
		for (int k = 0; k < argc; k++)
			free(own[k]);
		free(own);
	}
	if (S->after == AFTER_QUIT)
		S->quit = true;
	return status;
}

int
run_with(Session *S, const RunOptions *o, uint32_t entry_flags, int argc, char **argv)
{
	int status = 0;
	VM *vm = start_vm_with(S, o, &status);
	if (!vm)
		return 1;
	vm->entry_flags = entry_flags;
	status = drv_run(vm, o, argc, argv);
	report_end(S, status);
	run_discard(S);
	return status;
}

void
run_pending(Session *S)
{
	int argc = S->pend_argc;
	char **argv = S->pend_argv;
	S->pend_argv = NULL;
	S->pend_argc = 0;
	run_main_program(S, argc, argv);
	for (int k = 0; k < argc; k++)
		free(argv[k]);
	free(argv);
}

/* the arguments of `run`: words, "quoted" ones may hold blanks; argv[0]
 * is the program (the file) */
char **
split_args(Session *S, char *args, int *argc)
{
	Vec v = {0};
	VEC_PUSH(&v, char *, xstrdup(S->path ? S->path : "ehi"));
	char *p = args;
	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		Buf w = {0};
		if (*p == '"') {
			for (p++; *p && *p != '"'; p++)
				buf_putc(&w, *p == '\\' && p[1] ? *++p : *p);
			if (*p)
				p++;
		} else {
			while (*p && *p != ' ' && *p != '\t')
				buf_putc(&w, *p++);
		}
		VEC_PUSH(&v, char *, w.s ? w.s : xstrdup(""));
	}
	*argc = (int)v.len;
	return v.data;
}

CmdResult
cmd_run(Session *S, char *args)
{
	if (!S->m && !S->path) {
		repl_error("run: no module ('load FILE.ll' first)");
		return CMD_FAILED;
	}
	int argc;
	char **argv = split_args(S, args, &argc);
	if (S->vm) {
		free_pending(S);
		S->pend_argv = argv;
		S->pend_argc = argc;
		run_kill(S, AFTER_RUN);
	}
	run_main_program(S, argc, argv);
	for (int k = 0; k < argc; k++)
		free(argv[k]);
	free(argv);
	free_pending(S);
	return S->quit ? CMD_QUIT : CMD_OK;
}

/* call FUNC(ARGS): a fresh machine (globals initialised, no
 * constructors), FUNC run with the arguments, its result printed */
static void
print_returned(Session *S, Function *f)
{
	vm_flush_stdout(S->vm);
	const Type *rt = f->fty->elem;
	if (rt->kind == TY_VOID) {
		printf("%s returned\n", fn_show(S, f));
	} else {
		/* the whole result image, where the returning frame left it
		 * (an aggregate takes more slots than entry_ret keeps) */
		Buf b = {0};
		VM *vm = S->vm;
		fmt_slots(S, rt, vm->regs + vm->entry_ret_reg, vm->poison + vm->entry_ret_reg, &b);
		printf("%s returned %s\n", fn_show(S, f), b.s);
		buf_free(&b);
	}
}

/* `call` while the program is stopped (D-7): f runs on top of the stopped
 * frames, like a debugger's call into a stopped process.  Breakpoints and
 * catches inside it stop as anywhere else; when it returns, the stop it
 * was called from is as it was.  A failure inside it is the program's
 * failure (post-mortem there); an exception leaving it is caught at the
 * debugger's boundary and terminates, as an exception leaving a noexcept
 * function would: nothing below the stop expects it. */
static CmdResult
call_while_stopped(Session *S, Function *f, const uint64_t *slots, const uint8_t *z)
{
	VM *vm = S->vm;
	struct { StopKind stop; const EhEvent *ev; uint32_t pc, sel; const Inst *prev; uint32_t prev_depth; int inspecting; } saved = {
		S->stop, S->stop_ev, S->stop_pc, S->sel, S->prev_inst, S->prev_depth, S->inspecting};
	uint32_t depth = vm->frames.len;
	/* failures inside are the run's (post-mortem), not this command's */
	jmp_buf *guard = vm->bail;
	vm->bail = S->run_bail;
	S->inspecting = 0;
	S->stop = STOP_NONE;
	EhRuntime *eh = eh_runtime(vm);
	eh->host_caught = NULL;
	int rc = vm_call_function_image(vm, f, slots, z, FR_HOST_CATCH);
	EhException *x = eh->host_caught;
	eh->host_caught = NULL;
	if (rc && x)
		eh_terminate(vm, x, "an exception left a function called from the debugger", R_D_7);
	vm->bail = guard;
	S->inspecting = saved.inspecting;
	S->stop = saved.stop;
	S->stop_ev = saved.ev;
	S->stop_pc = saved.pc;
	S->sel = saved.sel;
	S->prev_inst = saved.prev;
	S->prev_depth = saved.prev_depth;
	if (vm->frames.len != depth) {
		repl_error("call: internal: the frame stack did not come back to its %u frames", depth);
		return CMD_FAILED;
	}
	print_returned(S, f);
	return CMD_OK;
}

CmdResult
cmd_call(Session *S, char *args)
{
	if (S->vm && S->post_mortem) {
		repl_error("call: the program cannot go on after this failure; 'kill' it first");
		return CMD_FAILED;
	}
	if (S->vm && S->stop == STOP_EVENT) {
		/* the unwinder is between two events of an exception in flight:
		 * a call could throw and catch its own and overwrite the state
		 * the next event needs */
		repl_error("call: an exception is in flight; step to an instruction first (D-7)");
		return CMD_FAILED;
	}
	char *open = strchr(args, '(');
	char *close = strrchr(args, ')');
	if (!open || !close || close < open) {
		repl_error("call: expected FUNC(ARGS), e.g. call f(i32 3, ptr null)");
		return CMD_FAILED;
	}
	*open = 0;
	*close = 0;
	char *name = repl_trim(args);
	bool stopped = S->vm != NULL;
	if (!stopped && !session_module_for_run(S))
		return CMD_FAILED;
	Function *f = session_function(S, name);
	if (!f || f->is_decl) {
		repl_error("call: no defined function @%s", *name == '@' ? name + 1 : name);
		return CMD_FAILED;
	}
	int status;
	VM *vm = stopped ? S->vm : start_vm(S, &status);
	if (!vm)
		return CMD_FAILED;
	/* the arguments, split at top-level commas, each a literal of its
	 * parameter's type: its register image after the ones before it
	 * (aggregates take their slots, as between IR functions) */
	uint64_t slots[LITERAL_MAX_SLOTS];
	uint8_t z[LITERAL_MAX_SLOTS];
	uint32_t n = 0, at = 0;
	char *p = open + 1;
	bool ok = true;
	while (ok && *repl_trim(p)) {
		char *q = p;
		int depth = 0;
		bool str = false;
		for (; *q && (depth || str || *q != ','); q++) {
			if (*q == '"' && (q == p || q[-1] != '\\'))
				str = !str;
			else if (!str && (*q == '(' || *q == '[' || *q == '{' || *q == '<'))
				depth++;
			else if (!str && (*q == ')' || *q == ']' || *q == '}' || *q == '>'))
				depth--;
		}
		char save = *q;
		*q = 0;
		char err[512];
		uint32_t w = n < f->nargs ? type_slots(vm, f->args[n].v.type) : 0;
		if (n >= f->nargs) {
			repl_error("call: @%s takes %u argument%s", fn_name_of(f), f->nargs, f->nargs == 1 ? "" : "s");
			ok = false;
		} else if (at + w > LITERAL_MAX_SLOTS) {
			repl_error("call: the arguments take more than %u bytes", LITERAL_MAX_SLOTS * 8);
			ok = false;
		} else if (!parse_literal(S, f->args[n].v.type, repl_trim(p), slots + at, z + at, err, sizeof err)) {
			repl_error("call: argument %u: %s", n + 1, err);
			ok = false;
		}
		n++;
		at += w;
		if (!save)
			break;
		p = q + 1;
	}
	if (ok && n != f->nargs) {
		repl_error("call: @%s takes %u argument%s, not %u", fn_name_of(f), f->nargs, f->nargs == 1 ? "" : "s", n);
		ok = false;
	}
	if (!ok) {
		if (!stopped)
			run_discard(S);
		return CMD_FAILED;
	}
	if (stopped)
		return call_while_stopped(S, f, slots, z);
	jmp_buf bail;
	vm->bail = &bail;
	S->run_bail = &bail;
	if (!setjmp(bail)) {
		vm_call_function_image(vm, f, slots, z, 0);
		print_returned(S, f);
		vm->bail = NULL;
	} else {
		vm_flush_stdout(vm);
		report_end(S, vm_exit_status(vm));
	}
	After after = S->after;
	run_discard(S);
	if (after == AFTER_RUN) {
		run_pending(S);
	} else if (after == AFTER_QUIT) {
		S->quit = true;
	}
	return S->quit ? CMD_QUIT : CMD_OK;
}

/* --------------------------------------------------------- run control */
static CmdResult
resume(Session *S, const char *cmd, StepMode mode, uint32_t depth)
{
	if (!run_stopped(S, cmd))
		return CMD_FAILED;
	if (S->post_mortem) {
		repl_error("%s: the program cannot go on after this failure; 'kill', 'run' or 'quit'", cmd);
		return CMD_FAILED;
	}
	S->step = mode;
	S->step_depth = depth;
	return CMD_RESUME;
}

CmdResult
cmd_step(Session *S, char *args)
{
	(void)args;
	return resume(S, "step", STEP_INTO, 0);
}

CmdResult
cmd_next(Session *S, char *args)
{
	(void)args;
	/* from an EH event, "next" leaves the unwinder: the next instruction
	 * wherever the exception lands */
	uint32_t depth = S->stop == STOP_EVENT ? UINT32_MAX : S->sel;
	return resume(S, "next", STEP_OVER, depth);
}

CmdResult
cmd_finish(Session *S, char *args)
{
	(void)args;
	if (S->vm && S->stop != STOP_NONE) {
		const Frame *fr = frame_at_depth(S, S->sel);
		S->finish_site = fr && fr->site ? fr->site->inst : NULL;
	}
	return resume(S, "finish", STEP_FINISH, S->sel);
}

CmdResult
cmd_until(Session *S, char *args)
{
	if (!run_stopped(S, "until"))
		return CMD_FAILED;
	if (S->post_mortem) {
		repl_error("until: the program cannot go on after this failure; 'kill', 'run' or 'quit'");
		return CMD_FAILED;
	}
	if (*args) {
		/* until LOCATION: a breakpoint there for this run only, and a
		 * stop when the selected frame returns first */
		uint32_t id = S->next_id;
		/* BLOCK[:N] alone: a block of the selected frame's function */
		const Frame *sf = frame_at_depth(S, S->sel);
		char first[256];
		snprintf(first, sizeof first, "%.*s", (int)strcspn(args, ": \t"), args);
		Buf spec = {0};
		bool is_block = false;
		for (const Block *b = sf && !session_function(S, first) ? sf->lf->fn->first : NULL; b && !is_block; b = b->next)
			is_block = b->v.name && !strcmp(b->v.name, first + (*first == '%'));
		if (is_block)
			buf_printf(&spec, "@%s:%s", fn_name_of(sf->lf->fn), args);
		else
			buf_puts(&spec, args);
		CmdResult r = cmd_tbreak(S, spec.s);
		buf_free(&spec);
		if (r != CMD_OK)
			return CMD_FAILED;
		S->until_bp = id;
		const Frame *fr = frame_at_depth(S, S->sel);
		S->finish_site = fr && fr->site ? fr->site->inst : NULL;
		return resume(S, "until", STEP_FINISH, S->sel);
	}
	if (S->stop == STOP_EVENT) /* from an EH event: as next does */
		return resume(S, "until", STEP_OVER, UINT32_MAX);
	S->until_from = frame_cur_inst(S, S->sel);
	return resume(S, "until", STEP_UNTIL, S->sel);
}

CmdResult
cmd_continue(Session *S, char *args)
{
	(void)args;
	return resume(S, "continue", STEP_NONE, 0);
}

CmdResult
cmd_kill(Session *S, char *args)
{
	(void)args;
	if (!S->vm) {
		repl_error("kill: no program is running");
		return CMD_FAILED;
	}
	run_kill(S, AFTER_KILL);
}
