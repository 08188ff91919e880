/* info.c — gdb's habits around the state views: `info` (breakpoints,
 * frame, locals, args, display), `display`/`undisplay` (expressions
 * shown at every stop) and `set` (var: a register or a global; print
 * demangle: how functions are named). */
#include "repl/repl.h"
#include "symname.h"
#include "vm/vm_ops.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ display */
void
displays_show(Session *S)
{
	for (uint32_t k = 0; k < S->displays.len; k++) {
		const char *e = VEC_AT(&S->displays, char *, k);
		printf("%u: ", k + 1);
		fflush(stdout);
		char *copy = repl_hold(S, e);
		if (cmd_print(S, copy) != CMD_OK)
			fflush(stderr);
		repl_release(S);
	}
}

CmdResult
cmd_display(Session *S, char *args)
{
	if (!*args) {
		if (!S->displays.len)
			printf("no display expressions\n");
		for (uint32_t k = 0; k < S->displays.len; k++)
			printf("%u: print %s\n", k + 1, VEC_AT(&S->displays, char *, k));
		return CMD_OK;
	}
	VEC_PUSH(&S->displays, char *, xstrdup(args));
	if (S->vm && S->stop != STOP_NONE) {
		/* shown now too, as gdb does */
		printf("%u: ", S->displays.len);
		fflush(stdout);
		return cmd_print(S, args);
	}
	printf("display %u: print %s (at each stop)\n", S->displays.len, args);
	return CMD_OK;
}

CmdResult
cmd_undisplay(Session *S, char *args)
{
	char *w = repl_word(&args);
	if (!w) {
		for (uint32_t k = 0; k < S->displays.len; k++)
			free(VEC_AT(&S->displays, char *, k));
		S->displays.len = 0;
		printf("deleted all displays\n");
		return CMD_OK;
	}
	char *end;
	unsigned long n = strtoul(w, &end, 10);
	if (*end || !n || n > S->displays.len || *repl_trim(args)) {
		repl_error("undisplay: no display %s (display lists them)", w);
		return CMD_FAILED;
	}
	free(VEC_AT(&S->displays, char *, n - 1));
	memmove(&VEC_AT(&S->displays, char *, n - 1), &VEC_AT(&S->displays, char *, n),
		(S->displays.len - n) * sizeof(char *));
	S->displays.len--;
	printf("deleted display %lu\n", n);
	return CMD_OK;
}

/* --------------------------------------------------------------- info */
static CmdResult
info_frame(Session *S)
{
	if (!run_stopped(S, "info frame"))
		return CMD_FAILED;
	const Frame *fr = frame_at_depth(S, S->sel);
	if (!fr) {
		repl_error("info frame: the stopped program has no frame left");
		return CMD_FAILED;
	}
	const Function *f = fr->lf->fn;
	Buf mangled = {0};
	if (symbol_demangled(fn_name_of(f), &mangled))
		printf("frame %u: %s, symbol @%s\n", frame_no(S, S->sel), fn_show(S, f), fn_name_of(f));
	else
		printf("frame %u: @%s\n", frame_no(S, S->sel), fn_name_of(f));
	buf_free(&mangled);
	const Inst *i = frame_cur_inst(S, S->sel);
	if (i) {
		uint32_t idx = 0;
		for (const Inst *k = i->parent->first; k && k != i; k = k->next)
			idx++;
		Buf loc = {0}, blk = {0};
		fmt_location(S, i, &loc);
		print_value_ref(&blk, &i->parent->v);
		printf("  at instruction %u of block %s%s%s\n", idx, blk.s, loc.s ? ", " : "", loc.s ? loc.s : "");
		buf_free(&loc);
		buf_free(&blk);
	}
	if (S->sel > 0) {
		printf("  called by frame %u %s", frame_no(S, S->sel - 1), fn_show(S, frame_at_depth(S, S->sel - 1)->lf->fn));
		const Inst *c = frame_cur_inst(S, S->sel - 1);
		Buf loc = {0};
		if (c)
			fmt_location(S, c, &loc);
		printf("%s%s\n", loc.s ? " at " : "", loc.s ? loc.s : "");
		buf_free(&loc);
	} else {
		printf("  the outermost frame\n");
	}
	if (S->sel + 1 < S->vm->frames.len)
		printf("  caller of frame %u %s\n", frame_no(S, S->sel + 1), fn_show(S, frame_at_depth(S, S->sel + 1)->lf->fn));
	printf("  %u argument%s, %u register slots\n", f->nargs, f->nargs == 1 ? "" : "s", fr->lf->nslots);
	Buf p = {0};
	pads_of_frame(S, S->sel, &p);
	printf("  pads: %s\n", p.s ? p.s : "none entered");
	buf_free(&p);
	return CMD_OK;
}

CmdResult
cmd_info(Session *S, char *args)
{
	char *w = repl_word(&args);
	static const char *const what = "breakpoints, frame, locals, args, display, watchpoints";
	if (!w) {
		repl_error("info: info what? (%s)", what);
		return CMD_FAILED;
	}
	if (*repl_trim(args)) {
		repl_error("info %s: unexpected '%s'", w, args);
		return CMD_FAILED;
	}
	size_t n = strlen(w);
	if (!strncmp(w, "breakpoints", n) || !strncmp(w, "watchpoints", n)) {
		breaks_list(S);
		return CMD_OK;
	}
	if (!strncmp(w, "frame", n))
		return info_frame(S);
	if (!strncmp(w, "locals", n))
		return cmd_locals(S, args);
	if (!strncmp(w, "args", n)) {
		if (!run_stopped(S, "info args"))
			return CMD_FAILED;
		const Frame *fr = frame_at_depth(S, S->sel);
		if (!fr)
			return CMD_FAILED;
		const Function *f = fr->lf->fn;
		if (!f->nargs)
			printf("no arguments\n");
		for (uint32_t k = 0; k < f->nargs; k++) {
			Buf nm = {0};
			print_value_ref(&nm, &f->args[k].v);
			char *c = repl_hold(S, nm.s);
			cmd_print(S, c);
			repl_release(S);
			buf_free(&nm);
		}
		return CMD_OK;
	}
	if (!strncmp(w, "display", n))
		return cmd_display(S, args);
	repl_error("info: unknown '%s' (%s)", w, what);
	return CMD_FAILED;
}

/* ---------------------------------------------------------------- set */
/* set var %x = VALUE: a register of the selected frame (its whole image:
 * an aggregate too); set var @g = VALUE: a global's memory (then written:
 * no longer undef).  VALUE is a literal of the value's type (parse_literal:
 * the IR's spelling of any constant) */
static CmdResult
set_var(Session *S, char *args)
{
	char *eq = strchr(args, '=');
	if (!eq || eq[1] == '=') {
		repl_error("set var: expected %%x = VALUE or @g = VALUE");
		return CMD_FAILED;
	}
	*eq = 0;
	char *lhs = repl_trim(args), *rhs = repl_trim(eq + 1);
	if (!run_stopped(S, "set var"))
		return CMD_FAILED;
	char err[512];
	VM *vm = S->vm;
	uint64_t x[LITERAL_MAX_SLOTS];
	uint8_t z[LITERAL_MAX_SLOTS];
	if (*lhs == '%') {
		const Frame *fr = frame_at_depth(S, S->sel);
		Value *v = fr ? value_by_name(S, fr->lf->fn, lhs) : NULL;
		uint32_t slot = v ? lfunc_value_slot(fr->lf, v) : UINT32_MAX;
		if (!v || slot == UINT32_MAX) {
			repl_error("set var: no value %s in frame %u", lhs, frame_no(S, S->sel));
			return CMD_FAILED;
		}
		if (value_not_computed(S, fr, v)) {
			repl_error("set var: %s is not computed yet", lhs);
			return CMD_FAILED;
		}
		uint32_t ns = type_slots(vm, v->type);
		if (ns > LITERAL_MAX_SLOTS) {
			repl_error("set var: %s is larger than %u bytes", lhs, LITERAL_MAX_SLOTS * 8);
			return CMD_FAILED;
		}
		if (!parse_literal(S, v->type, rhs, x, z, err, sizeof err)) {
			repl_error("set var: %s", err);
			return CMD_FAILED;
		}
		memcpy(vm->regs + fr->base + slot, x, ns * sizeof *x);
		memcpy(vm->poison + fr->base + slot, z, ns);
	} else if (*lhs == '@') {
		Value *g = global_by_name(S, lhs);
		const Type *t = g && g->kind == VK_GLOBALVAR ? ((GlobalVar *)g)->vty : NULL;
		if (!t || !dl_is_sized(&vm->dl, t)) {
			repl_error("set var: %s is no global variable of a sized type", lhs);
			return CMD_FAILED;
		}
		uint64_t a = vm_global_addr(vm, g), n = dl_store_size(&vm->dl, t);
		if (type_slots(vm, t) > LITERAL_MAX_SLOTS) {
			repl_error("set var: %s is larger than %u bytes", lhs, LITERAL_MAX_SLOTS * 8);
			return CMD_FAILED;
		}
		if (!parse_literal(S, t, rhs, x, z, err, sizeof err)) {
			repl_error("set var: %s", err);
			return CMD_FAILED;
		}
		if (a - vm->mem.base > vm->mem.size - n || !mem_ok_range(&vm->mem, a, n, SH_LIVE_WRITE)) {
			repl_error("set var: %s is not writable (a constant)", lhs);
			return CMD_FAILED;
		}
		/* the register image to target bytes, and their shadow as a
		 * store of it leaves them (vm_undef_store: per slot of the
		 * image, undef bytes unwritten, a poison slot poisoned) */
		vm_store_value(vm, mem_host(&vm->mem, a), t, x);
		for (uint64_t k = 0; k < n; k += 8)
			vm_undef_store(vm, a + k, (unsigned)(n - k < 8 ? n - k : 8), z[k / 8]);
	} else {
		repl_error("set var: '%s' is neither %%value nor @global", lhs);
		return CMD_FAILED;
	}
	char *c = repl_hold(S, lhs);
	CmdResult r = cmd_print(S, c);
	repl_release(S);
	return r;
}

CmdResult
cmd_set(Session *S, char *args)
{
	char *w = repl_word(&args);
	if (w && (!strcmp(w, "var") || !strcmp(w, "variable")))
		return set_var(S, args);
	if (w && !strcmp(w, "print")) {
		char *what = repl_word(&args), *on = repl_word(&args);
		if (what && !strcmp(what, "demangle") && !*repl_trim(args) &&
		    (!on || !strcmp(on, "on") || !strcmp(on, "off"))) {
			S->opts.mangled = on && !strcmp(on, "off");
			if (S->vm)
				S->vm->mangled_names = S->opts.mangled;
			printf("functions shown %s\n", S->opts.mangled ? "by their symbols (@_Z...)" : "demangled");
			return CMD_OK;
		}
		repl_error("set print: only 'set print demangle on|off'");
		return CMD_FAILED;
	}
	repl_error("set: expected 'var %%x = VALUE', 'var @g = VALUE' or 'print demangle on|off'");
	return CMD_FAILED;
}
