/* inspect.c — the stopped program's frames, values and memory: bt,
 * frame/up/down, print, x, locals.
 *
 * Frames are numbered by depth from the bottom (main is frame 0), the
 * numbers the EH events use, so "search #1 frame 2" and `frame 2` name
 * the same frame.  A frame's current instruction is the call it is in
 * (the op before its saved pc); the top frame's is the op about to run,
 * or what the event or failure that stopped it names. */
#include "repl/repl.h"
#include "symname.h"
#include "ir/debugloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* frame depth d (0: the outermost, main) as gdb numbers frames: the
 * innermost is 0, the number the EH trace uses too */
uint32_t
frame_no(Session *S, uint32_t d)
{
	uint32_t n = S->vm ? eh_frame_no(S->vm, d) : d;
	return n == EH_NO_FRAME ? 0 : n; /* no frame left: the messages say so */
}

/* a function for people: demangled unless `set print demangle off` or
 * --mangled ("@name" when it is no C++ name); a rotating buffer, so a
 * few may stand in one printf */
const char *
fn_show(Session *S, const Function *f)
{
	static char bufs[4][512];
	static unsigned next;
	char *out = bufs[next++ % 4];
	Buf b = {0};
	symbol_display(fn_name_of(f), S->opts.mangled, &b);
	snprintf(out, 512, "%s", b.s ? b.s : "?");
	buf_free(&b);
	return out;
}

const Frame *
frame_at_depth(Session *S, uint32_t d)
{
	VM *vm = S->vm;
	return vm && d < vm->frames.len ? &VEC_AT(&vm->frames, Frame, d) : NULL;
}

/* the selected frame of a stopped run, for a command that reads it; NULL
 * (said) when there is none: a run stopped at a terminate whose exception
 * left every frame (wasm's single phase) has an empty stack */
static const Frame *
stopped_frame(Session *S, const char *cmd)
{
	if (!run_stopped(S, cmd))
		return NULL;
	const Frame *fr = frame_at_depth(S, S->sel);
	if (!fr)
		repl_error("%s: the stopped program has no frame left (the exception unwound out of every frame)", cmd);
	return fr;
}

const Inst *
frame_cur_inst(Session *S, uint32_t d)
{
	const Frame *fr = frame_at_depth(S, d);
	if (!fr || !fr->lf)
		return NULL;
	uint32_t pc = fr->pc ? fr->pc - 1 : 0;
	if (d == S->vm->frames.len - 1) {
		if (S->stop == STOP_OP)
			pc = S->stop_pc;
		else if (S->stop == STOP_EVENT && S->stop_ev && S->stop_ev->kind == EV_LANDING && S->stop_ev->depth == d)
			return S->stop_ev->at; /* at the pad the unwinder is about to enter */
	}
	return pc < fr->lf->ncode ? fr->lf->src[pc] : NULL;
}

void
frame_line(Session *S, uint32_t d, Buf *b)
{
	const Frame *fr = frame_at_depth(S, d);
	if (fr)
		inst_line(S, frame_no(S, d), fr->lf->fn, frame_cur_inst(S, d), b);
}

void
inst_line(Session *S, uint32_t no, const Function *f, const Inst *i, Buf *b)
{
	buf_printf(b, "frame %u %s", no, fn_show(S, f));
	if (i) {
		buf_puts(b, ", block ");
		print_value_ref(b, &i->parent->v);
		Buf loc = {0};
		fmt_location(S, i, &loc);
		if (loc.s)
			buf_printf(b, ", %s", loc.s);
		buf_free(&loc);
		SrcLoc sl;
		if (inst_src_loc(i, &sl)) {
			buf_puts(b, " (");
			src_loc_print(&sl, b);
			buf_putc(b, ')');
		}
		buf_puts(b, "\n  => ");
		inst_text(i, "     ", b);
	}
	buf_putc(b, '\n');
}

Value *
value_by_name(Session *S, const Function *f, const char *name)
{
	(void)S;
	if (*name == '%')
		name++;
	char unq[256];
	if (*name == '"') {
		/* %"a name": as the IR quotes it */
		size_t n = strlen(name);
		if (n < 2 || name[n - 1] != '"' || n - 2 >= sizeof unq)
			return NULL;
		memcpy(unq, name + 1, n - 2);
		unq[n - 2] = 0;
		name = unq;
		if (!*name || !f)
			return NULL;
		goto by_name;
	}
	if (!*name || !f)
		return NULL;
	char *end;
	if (isdigit((unsigned char)*name)) {
		unsigned long n = strtoul(name, &end, 10);
		if (*end)
			return NULL;
		for (uint32_t k = 0; k < f->nargs; k++)
			if (!f->args[k].v.name && f->args[k].v.slot == (int32_t)n)
				return &f->args[k].v;
		for (Block *b = f->first; b; b = b->next)
			for (Inst *i = b->first; i; i = i->next)
				if (!i->u.v.name && i->u.v.slot == (int32_t)n)
					return &i->u.v;
		return NULL;
	}
by_name:
	for (uint32_t k = 0; k < f->nargs; k++)
		if (f->args[k].v.name && !strcmp(f->args[k].v.name, name))
			return &f->args[k].v;
	for (Block *b = f->first; b; b = b->next)
		for (Inst *i = b->first; i; i = i->next)
			if (i->u.v.name && !strcmp(i->u.v.name, name))
				return &i->u.v;
	return NULL;
}

/* is v's instruction still to come in the frame's current block? */
static bool
not_yet(Session *S, uint32_t d, const Value *v)
{
	if (v->kind != VK_INST)
		return false;
	const Inst *cur = frame_cur_inst(S, d), *i = (const Inst *)v;
	if (!cur || cur->parent != i->parent)
		return false;
	(void)d;
	for (const Inst *k = cur; k; k = k->next)
		if (k == i)
			return true;
	return false;
}

bool
value_not_computed(Session *S, const Frame *fr, const Value *v)
{
	uint32_t d = (uint32_t)(fr - &VEC_AT(&S->vm->frames, Frame, 0));
	return not_yet(S, d, v);
}

/* "%x = i32 42" for a value of frame d; false when it has no register */
static bool
fmt_frame_value(Session *S, uint32_t d, const Value *v, Buf *b)
{
	const Frame *fr = frame_at_depth(S, d);
	uint32_t slot = lfunc_value_slot(fr->lf, v);
	print_value_ref(b, v);
	buf_puts(b, " = ");
	if (slot == UINT32_MAX) {
		buf_puts(b, "<no register>");
		return false;
	}
	if (not_yet(S, d, v)) {
		type_print(b, v->type);
		buf_puts(b, " <not computed yet>");
		return true;
	}
	VM *vm = S->vm;
	const uint8_t *Z = vm->poison + fr->base + slot;
	if (Z[0] == 0xff && vm_value_origin(vm, NULL, v, fr->lf) == 2) {
		/* computed by an op whose promise failed: poison, not undef */
		type_print(b, v->type);
		buf_puts(b, " poison");
	} else {
		fmt_slots(S, v->type, vm->regs + fr->base + slot, Z, b);
	}
	if (v->kind == VK_INST && inst_op((const Inst *)v) == OP_ALLOCA) {
		buf_puts(b, " -> ");
		fmt_memory(S, ((const Inst *)v)->ty, vm->regs[fr->base + slot], b);
	}
	return true;
}

/* @g or @"a quoted name" */
Value *
global_by_name(Session *S, const char *expr)
{
	const char *n = expr + (*expr == '@');
	size_t len = strlen(n);
	if (len >= 2 && n[0] == '"' && n[len - 1] == '"') {
		n++;
		len -= 2;
	}
	return S->m ? sym_find(S->m->gsyms, n, len) : NULL;
}

bool
addr_of_expr(Session *S, const char *expr, uint64_t *addr, const Type **pointee)
{
	*pointee = NULL;
	if (*expr == '@') {
		Value *g = global_by_name(S, expr);
		if (!g) {
			repl_error("no global %s", expr);
			return false;
		}
		*addr = vm_global_addr(S->vm, g);
		if (g->kind == VK_GLOBALVAR)
			*pointee = ((GlobalVar *)g)->vty;
		return true;
	}
	if (*expr == '%') {
		const Frame *fr = frame_at_depth(S, S->sel);
		Value *v = fr ? value_by_name(S, fr->lf->fn, expr) : NULL;
		uint32_t slot = v ? lfunc_value_slot(fr->lf, v) : UINT32_MAX;
		if (v && slot != UINT32_MAX && not_yet(S, S->sel, v)) {
			repl_error("%s is not computed yet (its instruction is still to run in frame %u)", expr, frame_no(S, S->sel));
			return false;
		}
		if (!v || slot == UINT32_MAX || v->type->kind != TY_PTR) {
			repl_error("%s is no pointer value of frame %u", expr, frame_no(S, S->sel));
			return false;
		}
		if (S->vm->poison[fr->base + slot]) {
			repl_error("%s is undef: it is no address", expr);
			return false;
		}
		*addr = S->vm->regs[fr->base + slot];
		if (v->kind == VK_INST && inst_op((const Inst *)v) == OP_ALLOCA)
			*pointee = ((const Inst *)v)->ty;
		return true;
	}
	char *end;
	unsigned long long a = strtoull(expr, &end, 0);
	if (end == expr || *end) {
		repl_error("'%s' is not an address (0x..., @global, %%pointer)", expr);
		return false;
	}
	*addr = a;
	return true;
}

/* ------------------------------------------------------------ commands */
CmdResult
cmd_bt(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "bt"))
		return CMD_FAILED;
	for (uint32_t d = S->vm->frames.len; d-- > 0;) {
		Buf b = {0};
		frame_line(S, d, &b);
		printf("%s%s", d == S->sel ? "* " : "  ", b.s);
		buf_free(&b);
		Buf p = {0};
		pads_of_frame(S, d, &p);
		if (p.s)
			printf("    pads: %s\n", p.s);
		buf_free(&p);
	}
	return CMD_OK;
}

static CmdResult
select_frame(Session *S, uint32_t d)
{
	if (!S->vm->frames.len) {
		repl_error("no frame %u: the stopped program has no frame left", d);
		return CMD_FAILED;
	}
	if (d >= S->vm->frames.len) {
		repl_error("no frame %u (frames 0 to %u)", frame_no(S, d), S->vm->frames.len - 1);
		return CMD_FAILED;
	}
	S->sel = d;
	Buf b = {0};
	frame_line(S, d, &b);
	fputs(b.s, stdout);
	buf_free(&b);
	return CMD_OK;
}

CmdResult
cmd_frame(Session *S, char *args)
{
	if (!run_stopped(S, "frame"))
		return CMD_FAILED;
	char *w = repl_word(&args);
	if (!w)
		return select_frame(S, S->sel);
	char *end;
	unsigned long n = strtoul(w, &end, 10);
	if (*end || end == w || n > UINT32_MAX || *repl_trim(args)) {
		repl_error("frame: expected a frame number");
		return CMD_FAILED;
	}
	if (n >= S->vm->frames.len) {
		repl_error("no frame %lu (frames 0 to %u)", n, S->vm->frames.len ? S->vm->frames.len - 1 : 0);
		return CMD_FAILED;
	}
	/* gdb's numbers: 0 is the innermost frame */
	return select_frame(S, S->vm->frames.len - 1 - (uint32_t)n);
}

CmdResult
cmd_up(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "up"))
		return CMD_FAILED;
	if (S->sel == 0) {
		repl_error("up: frame %u is the outermost", frame_no(S, 0));
		return CMD_FAILED;
	}
	return select_frame(S, S->sel - 1);
}

CmdResult
cmd_down(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "down"))
		return CMD_FAILED;
	if (S->sel + 1 >= S->vm->frames.len) {
		repl_error("down: frame 0 is the innermost");
		return CMD_FAILED;
	}
	return select_frame(S, S->sel + 1);
}

/* print TYPE LITERAL: the literal read as call and set var read one
 * (parse_literal) and shown as a register of that type is.  Without a
 * program, on a machine made for it and dropped after (the data layout,
 * the globals' addresses) */
static CmdResult
print_literal(Session *S, const Type *t, const char *text)
{
	VM *own = NULL;
	if (!S->vm) {
		if (!session_module_for_run(S))
			return CMD_FAILED;
		int status;
		char err[512];
		own = drv_instantiate(S->m, &S->opts, &status, err, sizeof err);
		if (!own) {
			repl_error("print: %s", *err ? err : "no machine for the module");
			return CMD_FAILED;
		}
		S->vm = own;
	}
	CmdResult r = CMD_FAILED;
	uint32_t ns = dl_is_sized(&S->vm->dl, t) ? type_slots(S->vm, t) : 0;
	uint64_t *x = ns <= LITERAL_MAX_SLOTS ? calloc(ns ? ns : 1, sizeof *x) : NULL;
	uint8_t *z = x ? calloc(ns ? ns : 1, 1) : NULL;
	char err[512];
	if (!z) {
		repl_error("print: a %s is larger than %u bytes", type_str(t), LITERAL_MAX_SLOTS * 8);
	} else if (!parse_literal(S, t, text, x, z, err, sizeof err)) {
		repl_error("print: %s", err);
	} else {
		Buf b = {0};
		fmt_slots(S, t, x, z, &b);
		printf("%s\n", b.s);
		buf_free(&b);
		r = CMD_OK;
	}
	free(x);
	free(z);
	if (own) {
		vm_free(own);
		S->vm = NULL;
	}
	return r;
}

CmdResult
cmd_print(Session *S, char *args)
{
	if (!*args) {
		repl_error("print: expected a value (%%x, @g) or TYPE ADDR");
		return CMD_FAILED;
	}
	if (!S->m) {
		repl_error("print: no module");
		return CMD_FAILED;
	}
	const char *p = args;
	const Type *t = parse_type_word(S, &p);
	if (t) {
		while (isspace((unsigned char)*p))
			p++;
		/* print TYPE LITERAL: a constant as the IR spells it (anything
		 * but an address: %p, @g, a number) */
		if (*p && *p != '%' && *p != '@' && !isdigit((unsigned char)*p))
			return print_literal(S, t, p);
		/* print TYPE ADDR: a TYPE loaded from there */
		if (!run_stopped(S, "print"))
			return CMD_FAILED;
		uint64_t a;
		const Type *pointee;
		if (!addr_of_expr(S, p, &a, &pointee))
			return CMD_FAILED;
		Buf b = {0};
		fmt_memory(S, t, a, &b);
		printf("*%s = %s\n", p, b.s);
		buf_free(&b);
		return CMD_OK;
	}
	/* a value is one word (a quoted name may hold blanks): more is a
	 * TYPE the module does not have */
	{
		const char *e = args + (*args == '%' || *args == '@');
		if (*e == '"')
			e = strchr(e + 1, '"') ? strchr(e + 1, '"') + 1 : e + strlen(e);
		while (*e && !isspace((unsigned char)*e))
			e++;
		if (*e) {
			repl_error("print: '%.*s' is neither a type of the module nor a value (print [TYPE] VALUE)",
				   (int)(e - args), args);
			return CMD_FAILED;
		}
	}
	if (*args == '@') {
		Value *g = global_by_name(S, args);
		if (!g) {
			repl_error("print: no global %s", args);
			return CMD_FAILED;
		}
		if (!S->vm) {
			/* no program: what the module says */
			Buf b = {0};
			if (g->kind == VK_GLOBALVAR && ((Global *)g)->u.nops) {
				buf_puts(&b, " initializer ");
				type_print(&b, ((GlobalVar *)g)->vty);
				buf_putc(&b, ' ');
				print_value_ref(&b, ((Global *)g)->u.ops[0].val);
			}
			printf("%s: %s%s\n", args, type_str(g->type), b.s ? b.s : " (no initializer; 'run' for its address)");
			buf_free(&b);
			return CMD_OK;
		}
		uint64_t a = vm_global_addr(S->vm, g);
		Buf b = {0};
		buf_printf(&b, "%s = ptr 0x%llx", args, (unsigned long long)a);
		if (g->kind == VK_GLOBALVAR) {
			buf_puts(&b, " -> ");
			fmt_memory(S, ((GlobalVar *)g)->vty, a, &b);
		}
		printf("%s\n", b.s);
		buf_free(&b);
		return CMD_OK;
	}
	if (*args == '%') {
		const Frame *fr = stopped_frame(S, "print");
		if (!fr)
			return CMD_FAILED;
		Value *v = value_by_name(S, fr->lf->fn, args);
		if (!v) {
			repl_error("print: no value %s in %s", args, fn_show(S, fr->lf->fn));
			return CMD_FAILED;
		}
		Buf b = {0};
		fmt_frame_value(S, S->sel, v, &b);
		printf("%s\n", b.s);
		buf_free(&b);
		return CMD_OK;
	}
	repl_error("print: '%s' is not a value (%%x, @g) nor TYPE ADDR", args);
	return CMD_FAILED;
}

/* a unit of x whose bytes the program never wrote (or wrote with
 * poison): "undef" / "poison", as the IR has it, not the host's zeros */
static bool
undef_bytes_note(const uint8_t *sh, unsigned n, Buf *b)
{
	bool u = false, p = false;
	for (unsigned k = 0; k < n; k++) {
		u |= (sh[k] & SH_UNINIT) != 0;
		p |= (sh[k] & SH_POISONED) != 0;
	}
	if (p || u)
		buf_puts(b, p ? "poison" : "undef");
	return p || u;
}

static bool
partly_undef(const uint8_t *sh, unsigned n)
{
	unsigned u = 0;
	for (unsigned k = 0; k < n; k++)
		u += (sh[k] & SH_UNINIT) && !(sh[k] & SH_POISONED);
	return u && u < n;
}

/* x/NFS ADDR: N units of size S (b h w g) in format F (x d u c s) */
CmdResult
cmd_x(Session *S, char *args)
{
	if (!run_stopped(S, "x"))
		return CMD_FAILED;
	unsigned count = 1, size = 4;
	char fmt = 'x';
	if (*args == '/') {
		char *p = args + 1;
		if (isdigit((unsigned char)*p))
			count = (unsigned)strtoul(p, &p, 10);
		for (; *p && !isspace((unsigned char)*p); p++) {
			switch (*p) {
			case 'x': case 'd': case 'u': case 'c': case 's': fmt = *p; break;
			case 'b': size = 1; break;
			case 'h': size = 2; break;
			case 'w': size = 4; break;
			case 'g': size = 8; break;
			default:
				repl_error("x: unknown format letter '%c' (formats x d u c s, sizes b h w g)", *p);
				return CMD_FAILED;
			}
		}
		args = repl_trim(p);
	}
	if (fmt == 'c')
		size = 1;
	if (!*args) {
		repl_error("x: expected an address");
		return CMD_FAILED;
	}
	if (count == 0 || count > 4096) {
		repl_error("x: count must be 1 to 4096");
		return CMD_FAILED;
	}
	uint64_t a;
	const Type *pointee;
	if (!addr_of_expr(S, args, &a, &pointee))
		return CMD_FAILED;
	Mem *m = &S->vm->mem;
	if (fmt == 's') {
		for (unsigned k = 0; k < count; k++) {
			Buf b = {0};
			uint64_t start = a;
			while (a - m->base < m->size && mem_ok(m, a, 1, SH_LIVE_READ) && *mem_host(m, a) && b.len < 4096)
				buf_putc(&b, (char)*mem_host(m, a++));
			bool ended = a - m->base < m->size && mem_ok(m, a, 1, SH_LIVE_READ);
			printf("0x%llx: \"%s\"%s\n", (unsigned long long)start, b.s ? b.s : "",
			       ended ? "" : " <not readable further>");
			buf_free(&b);
			a++;
		}
		return CMD_OK;
	}
	unsigned per_line = size == 1 ? 8 : size == 8 ? 2 : 4;
	for (unsigned k = 0; k < count; k++) {
		uint64_t at = a + (uint64_t)k * size;
		if (k % per_line == 0)
			printf("%s0x%llx:", k ? "\n" : "", (unsigned long long)at);
		/* byte by byte: a unit may hold bytes of two states (a field
		 * written, its padding not) */
		uint64_t bad = 0;
		while (bad < size && at + bad - m->base < m->size && mem_ok(m, at + bad, 1, SH_LIVE_READ))
			bad++;
		if (bad < size) {
			MemState st = at + bad - m->base < m->size ? mem_state_at(m, at + bad) : SH_NONE;
			printf(" <%s>", mem_state_name(st));
			continue;
		}
		Buf u = {0};
		const uint8_t *sh = m->shadow + (at - m->base);
		if (fmt == 'x' && partly_undef(sh, size)) {
			/* the written bytes in hex, the others ?? (most
			 * significant first, as the value reads) */
			printf(" 0x");
			for (unsigned j = size; j-- > 0;) {
				unsigned k = S->vm->big_endian ? size - 1 - j : j;
				if (sh[k] & SH_UNDEF)
					printf("??");
				else
					printf("%02x", mem_host(m, at)[k]);
			}
			continue;
		}
		if (undef_bytes_note(sh, size, &u)) {
			printf(" %s", u.s);
			buf_free(&u);
			continue;
		}
		uint64_t v = mem_read_uint(mem_host(m, at), size, S->vm->big_endian);
		switch (fmt) {
		case 'd': printf(" %lld", (long long)(size == 8 ? (int64_t)v : (int64_t)(v << (64 - 8 * size)) >> (64 - 8 * size))); break;
		case 'u': printf(" %llu", (unsigned long long)v); break;
		case 'c': printf(" '%s%c'", v >= 0x20 && v < 0x7f ? "" : "\\", v >= 0x20 && v < 0x7f ? (char)v : (char)('0' + (v & 7))); break;
		default: printf(" 0x%0*llx", (int)size * 2, (unsigned long long)v); break;
		}
	}
	putchar('\n');
	return CMD_OK;
}

/* origin %v: where an undef or poison value of the selected frame came
 * from, the note a report of its use would print */
CmdResult
cmd_origin(Session *S, char *args)
{
	const Frame *fr = stopped_frame(S, "origin");
	if (!fr)
		return CMD_FAILED;
	char *w = repl_word(&args);
	if (!w || *repl_trim(args)) {
		repl_error("origin: expected one value (origin %%x)");
		return CMD_FAILED;
	}
	Value *v = value_by_name(S, fr->lf->fn, w);
	uint32_t slot = v ? lfunc_value_slot(fr->lf, v) : UINT32_MAX;
	if (!v || slot == UINT32_MAX) {
		repl_error("origin: no value %s in frame %u", w, frame_no(S, S->sel));
		return CMD_FAILED;
	}
	if (not_yet(S, S->sel, v)) {
		printf("%s is not computed yet\n", w);
		return CMD_OK;
	}
	if (!S->vm->poison[fr->base + slot]) {
		printf("%s is defined\n", w);
		return CMD_OK;
	}
	fflush(stdout);
	if (!vm_value_origin(S->vm, stdout, v, fr->lf))
		printf("%s is undef or poison; where it came from is not known\n", w);
	return CMD_OK;
}

CmdResult
cmd_locals(Session *S, char *args)
{
	(void)args;
	const Frame *fr = stopped_frame(S, "locals");
	if (!fr)
		return CMD_FAILED;
	const Function *f = fr->lf->fn;
	printf("frame %u %s\n", frame_no(S, S->sel), fn_show(S, f));
	for (uint32_t k = 0; k < f->nargs; k++) {
		Buf b = {0};
		fmt_frame_value(S, S->sel, &f->args[k].v, &b);
		printf("  arg    %s\n", b.s);
		buf_free(&b);
	}
	const Inst *cur = frame_cur_inst(S, S->sel);
	for (Block *bb = f->first; bb; bb = bb->next)
		for (Inst *i = bb->first; i; i = i->next) {
			/* the C locals (allocas), and what the current block has
			 * computed so far */
			bool here = cur && i->parent == cur->parent && !not_yet(S, S->sel, &i->u.v);
			if (inst_op(i) == OP_ALLOCA || (here && i->u.v.type->kind != TY_VOID)) {
				Buf b = {0};
				fmt_frame_value(S, S->sel, &i->u.v, &b);
				printf("  %-6s %s\n", inst_op(i) == OP_ALLOCA ? "alloca" : "value", b.s);
				buf_free(&b);
			}
		}
	return CMD_OK;
}
