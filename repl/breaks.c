/* breaks.c — where a run stops on its own: breakpoints, watches and
 * caught EH events.
 *
 * Breakpoints are kept by name (function, block, index) and resolved
 * against each module the session builds, so reloading keeps them.  In a
 * run a breakpoint becomes an op index of the lowered function (the first
 * op of its instruction, or the first op after it when the instruction
 * has none of its own, as a phi), found the first time a frame of the
 * function runs; a breakpoint on a declared function stops at each call
 * of it.  Watches compare their bytes after every op. */
#include "repl/repl.h"

#include <stdlib.h>
#include <string.h>

static Block *
find_block(const Function *f, const char *name)
{
	if (*name == '%')
		name++;
	char *end;
	unsigned long n = strtoul(name, &end, 10);
	bool numbered = *name && !*end;
	for (Block *b = f->first; b; b = b->next)
		if (b->v.name ? !strcmp(b->v.name, name) : numbered && b->v.slot == (int32_t)n)
			return b;
	return NULL;
}

static uint32_t
block_len(const Block *b)
{
	uint32_t n = 0;
	for (const Inst *i = b->first; i; i = i->next)
		n++;
	return n;
}

void
breaks_resolve(Session *S)
{
	for (uint32_t k = 0; k < S->bps.len; k++) {
		Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		bp->rfn = S->m ? session_function(S, bp->fn) : NULL;
		bp->rlf = NULL;
	}
}

/* the op index a breakpoint stands for in lf */
static uint32_t
resolve_pc(const Breakpoint *bp, const LFunc *lf)
{
	if (!bp->block)
		return 0;
	const Block *b = find_block(lf->fn, bp->block);
	if (!b)
		return UINT32_MAX;
	uint32_t pc = lf->block_pc[b->index];
	if (bp->n <= 0)
		return pc;
	const Inst *target = b->first;
	for (int32_t k = 0; k < bp->n && target; k++)
		target = target->next;
	/* the first op of the block that belongs to the target or later */
	for (; pc < lf->ncode; pc++) {
		const Inst *i = lf->src[pc];
		if (!i || i->parent != b)
			continue;
		for (const Inst *t = target; t; t = t->next)
			if (t == i)
				return pc;
	}
	return UINT32_MAX;
}

/* a breakpoint's function as typed: "@sym", or a C++ name with the
 * symbol it found ("middle(int) (@_Z6middlei)") */
static const char *
bp_name(const Breakpoint *bp)
{
	static char buf[600];
	const char *sym = bp->rfn ? fn_name_of(bp->rfn) : bp->fn;
	if (!strcmp(sym, bp->fn))
		snprintf(buf, sizeof buf, "@%s", sym);
	else
		snprintf(buf, sizeof buf, "%s (@%s)", bp->fn, sym);
	return buf;
}

bool
breaks_hit_op(Session *S, const Frame *fr, uint32_t pc, const char **why, char *buf, size_t n)
{
	VM *vm = S->vm;
	const Op *op = &fr->lf->code[pc];
	for (uint32_t k = 0; k < S->bps.len; k++) {
		Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		if (!bp->rfn || bp->disabled)
			continue;
		bool hit = false;
		if (bp->rfn->is_decl) {
			if (op_is_call(op->code)) {
				const CallSite *cs = op->x.p;
				const Function *callee = cs->fn;
				if (!callee && !vm->poison[fr->base + cs->callee])
					callee = vm_func_at(vm, vm->regs[fr->base + cs->callee]);
				hit = callee == bp->rfn;
			}
		} else if (fr->lf->fn == bp->rfn) {
			if (bp->rlf != fr->lf) {
				bp->rlf = fr->lf;
				bp->rpc = resolve_pc(bp, fr->lf);
			}
			hit = pc == bp->rpc;
		}
		if (hit && bp->cond) {
			/* the condition, in the frame that hit it (a declared
			 * function's: the caller's) */
			bool val = false;
			char err[300];
			if (!cond_eval(S, fr, bp->cond, &val, err, sizeof err)) {
				snprintf(buf, n, "breakpoint %u: its condition '%s' cannot be evaluated: %s", bp->id, bp->cond, err);
				*why = buf;
				return true;
			}
			hit = val;
		}
		if (hit) {
			bp->hits++;
			snprintf(buf, n, "%s %u, %s%s%s%s%s", bp->temp ? "temporary breakpoint" : "breakpoint", bp->id,
				 bp->rfn->is_decl ? "call of " : "", bp_name(bp), bp->block ? ":" : "", bp->block ? bp->block : "", "");
			if (bp->n >= 0) {
				size_t len = strlen(buf);
				snprintf(buf + len, n - len, ":%d", bp->n);
			}
			if (bp->temp) {
				/* tbreak: gone once it has stopped the run */
				break_free(bp);
				memmove(&VEC_AT(&S->bps, Breakpoint *, k), &VEC_AT(&S->bps, Breakpoint *, k + 1),
					(S->bps.len - k - 1) * sizeof(Breakpoint *));
				S->bps.len--;
			}
			*why = buf;
			return true;
		}
	}
	return false;
}

/* the ':' that ends the function part of FUNC:BLOCK[:N]: not one of a
 * C++ name's "::" (ns::f:entry), nor inside its parameter list */
char *
loc_colon(char *spec)
{
	int paren = 0;
	for (char *p = spec; *p; p++) {
		if (*p == '(' || *p == '<')
			paren++;
		else if ((*p == ')' || *p == '>') && paren)
			paren--;
		else if (*p == ':' && !paren) {
			if (p[1] == ':') {
				p++;
				continue;
			}
			return p;
		}
	}
	return NULL;
}

void
break_free(Breakpoint *bp)
{
	free(bp->fn);
	free(bp->block);
	free(bp->cond);
	free(bp);
}

Breakpoint *
break_by_id(Session *S, const char *w, const char *cmd)
{
	char *end;
	unsigned long id = strtoul(w, &end, 10);
	for (uint32_t k = 0; !*end && end != w && k < S->bps.len; k++)
		if (VEC_AT(&S->bps, Breakpoint *, k)->id == id)
			return VEC_AT(&S->bps, Breakpoint *, k);
	repl_error("%s: no breakpoint %s", cmd, w);
	return NULL;
}

void
breaks_list(Session *S)
{
	if (!S->bps.len && !S->watches.len) {
		printf("no breakpoints or watches\n");
		return;
	}
	for (uint32_t k = 0; k < S->bps.len; k++) {
		Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		printf("%u  %s @%s%s%s", bp->id, bp->temp ? "tbreak" : "break", bp->fn, bp->block ? ":" : "",
		       bp->block ? bp->block : "");
		if (bp->n >= 0)
			printf(":%d", bp->n);
		if (bp->cond)
			printf(" if %s", bp->cond);
		if (bp->disabled)
			printf("  (disabled)");
		printf("%s", S->m && !bp->rfn ? "  (not in this module)" : "");
		if (bp->hits)
			printf("  (hit %u time%s)", bp->hits, bp->hits == 1 ? "" : "s");
		putchar('\n');
	}
	for (uint32_t k = 0; k < S->watches.len; k++) {
		Watch *w = VEC_AT(&S->watches, Watch *, k);
		printf("%u  watch %s", w->id, w->expr);
		if (w->resolved)
			printf("  (%llu bytes at 0x%llx)", (unsigned long long)w->len, (unsigned long long)w->addr);
		putchar('\n');
	}
}

static CmdResult
set_break(Session *S, char *args, bool temp)
{
	const char *cmd = temp ? "tbreak" : "break";
	char *spec = repl_location_word(&args);
	if (!spec && !temp) {
		breaks_list(S);
		return CMD_OK;
	}
	if (!spec) {
		repl_error("tbreak: expected a location (FUNC[:BLOCK[:N]])");
		return CMD_FAILED;
	}
	/* `if COND`, and nothing else, may follow the location */
	char *cond = NULL;
	char *w = repl_word(&args);
	if (w && strcmp(w, "if") != 0) {
		repl_error("%s: unexpected '%s' after the location (break LOCATION [if COND])", cmd, w);
		return CMD_FAILED;
	}
	if (w) {
		cond = repl_trim(args);
		char err[200];
		if (!*cond) {
			repl_error("%s: 'if' needs a condition", cmd);
			return CMD_FAILED;
		}
		if (!cond_check(cond, err, sizeof err)) {
			repl_error("%s: %s", cmd, err);
			return CMD_FAILED;
		}
	}
	if (!S->m) {
		repl_error("break: no module ('load FILE.ll' first)");
		return CMD_FAILED;
	}
	if (*spec == '@')
		spec++;
	if (*spec == '"' && strchr(spec + 1, '"')) {
		/* @"?f@@YAXXZ" as the IR quotes it (a block may follow) */
		char *q = strchr(spec + 1, '"');
		memmove(q, q + 1, strlen(q + 1) + 1);
		spec++;
	}
	char *blk = loc_colon(spec);
	char *nstr = NULL;
	char srcspec[600];
	if (blk) {
		/* FILE:LINE (-g): the first instruction on that line, or the
		 * next line with code, as FUNC:BLOCK:N */
		*blk = 0;
		char *end;
		unsigned long line = strtoul(blk + 1, &end, 10);
		if (!*end && end != blk + 1 && src_is_file(S, spec)) {
			const Inst *i = src_find_line(S, spec, (uint32_t)line);
			if (!i) {
				repl_error("%s: no code at or after %s:%lu", cmd, spec, line);
				return CMD_FAILED;
			}
			uint32_t idx = 0;
			for (const Inst *k = i->parent->first; k != i; k = k->next)
				idx++;
			Buf bl = {0};
			print_value_ref(&bl, &i->parent->v);
			snprintf(srcspec, sizeof srcspec, "%s:%s:%u", fn_name_of(i->parent->parent), bl.s + 1, idx);
			buf_free(&bl);
			printf("%s:%lu is %s\n", spec, line, srcspec);
			spec = srcspec;
			blk = loc_colon(spec);
		} else {
			*blk = ':';
		}
	}
	if (blk) {
		*blk++ = 0;
		nstr = strchr(blk, ':');
		if (nstr)
			*nstr++ = 0;
	}
	Function *f = session_function(S, spec);
	if (!f) {
		repl_error("break: no function @%s", spec);
		return CMD_FAILED;
	}
	int32_t n = -1;
	if (blk) {
		if (f->is_decl) {
			repl_error("break: @%s is a declaration: it has no blocks", spec);
			return CMD_FAILED;
		}
		const Block *b = find_block(f, blk);
		if (!b) {
			repl_error("break: @%s has no block %%%s", spec, *blk == '%' ? blk + 1 : blk);
			return CMD_FAILED;
		}
		if (nstr) {
			char *end;
			long v = strtol(nstr, &end, 10);
			if (*end || end == nstr || v < 0 || (uint32_t)v >= block_len(b)) {
				repl_error("break: block %%%s of @%s has instructions 0 to %u", *blk == '%' ? blk + 1 : blk,
					   spec, block_len(b) - 1);
				return CMD_FAILED;
			}
			n = (int32_t)v;
		}
	}
	Breakpoint *bp = xcalloc(1, sizeof *bp);
	bp->id = S->next_id++;
	bp->temp = temp;
	bp->cond = cond ? xstrdup(cond) : NULL;
	bp->fn = xstrdup(spec);
	bp->block = blk ? xstrdup(*blk == '%' ? blk + 1 : blk) : NULL;
	bp->n = n;
	bp->rfn = f;
	VEC_PUSH(&S->bps, Breakpoint *, bp);
	printf("%s %u at %s%s%s%s", temp ? "temporary breakpoint" : "breakpoint", bp->id,
	       f->is_decl ? "each call of " : "", bp_name(bp), blk ? ":" : "", bp->block ? bp->block : "");
	if (n >= 0)
		printf(":%d", n);
	if (bp->cond)
		printf(" if %s", bp->cond);
	putchar('\n');
	return CMD_OK;
}

CmdResult
cmd_break(Session *S, char *args)
{
	return set_break(S, args, false);
}

CmdResult
cmd_tbreak(Session *S, char *args)
{
	return set_break(S, args, true);
}

/* condition N [COND]: set, or with no COND remove, a breakpoint's condition */
CmdResult
cmd_condition(Session *S, char *args)
{
	char *w = repl_word(&args);
	if (!w) {
		repl_error("condition: expected a breakpoint number [and a condition]");
		return CMD_FAILED;
	}
	Breakpoint *bp = break_by_id(S, w, "condition");
	if (!bp)
		return CMD_FAILED;
	char *cond = repl_trim(args);
	char err[200];
	if (*cond && !cond_check(cond, err, sizeof err)) {
		repl_error("condition: %s", err);
		return CMD_FAILED;
	}
	free(bp->cond);
	bp->cond = *cond ? xstrdup(cond) : NULL;
	if (*cond)
		printf("breakpoint %u stops only if %s\n", bp->id, cond);
	else
		printf("breakpoint %u now unconditional\n", bp->id);
	return CMD_OK;
}

static CmdResult
set_enabled(Session *S, char *args, bool on)
{
	const char *cmd = on ? "enable" : "disable";
	char *w = repl_word(&args);
	if (!w) {
		for (uint32_t k = 0; k < S->bps.len; k++)
			VEC_AT(&S->bps, Breakpoint *, k)->disabled = !on;
		printf("%s all breakpoints\n", on ? "enabled" : "disabled");
		return CMD_OK;
	}
	for (; w; w = repl_word(&args)) {
		Breakpoint *bp = break_by_id(S, w, cmd);
		if (!bp)
			return CMD_FAILED;
		bp->disabled = !on;
		printf("%s breakpoint %u\n", on ? "enabled" : "disabled", bp->id);
	}
	return CMD_OK;
}

CmdResult
cmd_enable(Session *S, char *args)
{
	return set_enabled(S, args, true);
}

CmdResult
cmd_disable(Session *S, char *args)
{
	return set_enabled(S, args, false);
}

CmdResult
cmd_delete(Session *S, char *args)
{
	char *w = repl_word(&args);
	if (!w) {
		for (uint32_t k = 0; k < S->bps.len; k++)
			break_free(VEC_AT(&S->bps, Breakpoint *, k));
		for (uint32_t k = 0; k < S->watches.len; k++) {
			Watch *wt = VEC_AT(&S->watches, Watch *, k);
			free(wt->expr);
			free(wt->old);
			free(wt);
		}
		S->bps.len = S->watches.len = 0;
		printf("deleted all breakpoints and watches\n");
		return CMD_OK;
	}
	char *end;
	unsigned long id = strtoul(w, &end, 10);
	for (uint32_t k = 0; !*end && k < S->bps.len; k++) {
		Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		if (bp->id == id) {
			break_free(bp);
			memmove(&VEC_AT(&S->bps, Breakpoint *, k), &VEC_AT(&S->bps, Breakpoint *, k + 1),
				(S->bps.len - k - 1) * sizeof(Breakpoint *));
			S->bps.len--;
			printf("deleted breakpoint %lu\n", id);
			return CMD_OK;
		}
	}
	for (uint32_t k = 0; !*end && k < S->watches.len; k++) {
		Watch *wt = VEC_AT(&S->watches, Watch *, k);
		if (wt->id == id) {
			free(wt->expr);
			free(wt->old);
			free(wt);
			memmove(&VEC_AT(&S->watches, Watch *, k), &VEC_AT(&S->watches, Watch *, k + 1),
				(S->watches.len - k - 1) * sizeof(Watch *));
			S->watches.len--;
			printf("deleted watch %lu\n", id);
			return CMD_OK;
		}
	}
	repl_error("delete: no breakpoint or watch %s", w);
	return CMD_FAILED;
}

/* --------------------------------------------------------------- watches */
static bool
watch_resolve(Session *S, Watch *w, bool quiet)
{
	uint64_t a;
	const Type *pointee;
	if (*w->expr == '%' && S->stop == STOP_NONE)
		return false; /* a register: only while stopped */
	if (!addr_of_expr(S, w->expr, &a, &pointee))
		return false;
	uint64_t len = w->len ? w->len : pointee ? dl_type_size(&S->vm->dl, pointee) : 8;
	Mem *m = &S->vm->mem;
	if (!len || a - m->base > m->size - len) {
		if (!quiet)
			repl_error("watch: %llu bytes at 0x%llx are outside the program's memory", (unsigned long long)len,
				   (unsigned long long)a);
		return false;
	}
	w->addr = a;
	w->len = len;
	free(w->old);
	w->old = xmalloc(len);
	memcpy(w->old, mem_host(m, a), len);
	w->resolved = true;
	return true;
}

void
watches_resolve(Session *S)
{
	for (uint32_t k = 0; k < S->watches.len; k++) {
		Watch *w = VEC_AT(&S->watches, Watch *, k);
		w->resolved = false;
		if (*w->expr != '%')
			watch_resolve(S, w, true);
	}
}

static void
fmt_watch_bytes(Session *S, const uint8_t *p, uint64_t len, Buf *b)
{
	if (len == 1 || len == 2 || len == 4 || len == 8) {
		uint64_t v = mem_read_uint(p, (unsigned)len, S->vm->big_endian);
		buf_printf(b, "%lld (0x%llx)", (long long)(len == 8 ? (int64_t)v : (int64_t)(v << (64 - 8 * len)) >> (64 - 8 * len)),
			   (unsigned long long)v);
		return;
	}
	for (uint64_t k = 0; k < len && k < 32; k++)
		buf_printf(b, "%s%02x", k ? " " : "", p[k]);
	if (len > 32)
		buf_puts(b, " ...");
}

bool
watches_changed(Session *S, char *buf, size_t n)
{
	Mem *m = &S->vm->mem;
	for (uint32_t k = 0; k < S->watches.len; k++) {
		Watch *w = VEC_AT(&S->watches, Watch *, k);
		if (!w->resolved)
			continue;
		const uint8_t *now = mem_host(m, w->addr);
		if (!memcmp(now, w->old, w->len))
			continue;
		Buf a = {0}, b = {0};
		fmt_watch_bytes(S, w->old, w->len, &a);
		fmt_watch_bytes(S, now, w->len, &b);
		snprintf(buf, n, "watch %u, %s changed: %s -> %s", w->id, w->expr, a.s, b.s);
		buf_free(&a);
		buf_free(&b);
		memcpy(w->old, now, w->len);
		return true;
	}
	return false;
}

CmdResult
cmd_watch(Session *S, char *args)
{
	char *expr = repl_word(&args);
	if (!expr) {
		repl_error("watch: expected ADDR, @global or %%pointer [LEN]");
		return CMD_FAILED;
	}
	char *lens = repl_word(&args);
	uint64_t len = 0;
	if (lens) {
		char *end;
		len = strtoull(lens, &end, 0);
		if (*end || !len || len > 4096) {
			repl_error("watch: LEN must be 1 to 4096 bytes");
			return CMD_FAILED;
		}
	}
	if (*expr == '@' && S->m && !sym_find(S->m->gsyms, expr + 1, strlen(expr + 1))) {
		repl_error("watch: no global %s", expr);
		return CMD_FAILED;
	}
	if (*expr != '@' && !(S->vm && S->stop != STOP_NONE)) {
		repl_error("watch: %s needs a stopped program (a global can be watched before 'run')", expr);
		return CMD_FAILED;
	}
	Watch *w = xcalloc(1, sizeof *w);
	w->expr = xstrdup(expr);
	w->len = len;
	if (S->vm && !watch_resolve(S, w, false)) {
		free(w->expr);
		free(w);
		return CMD_FAILED;
	}
	w->id = S->next_id++;
	VEC_PUSH(&S->watches, Watch *, w);
	if (w->resolved)
		printf("watch %u: %llu bytes at 0x%llx (%s)\n", w->id, (unsigned long long)w->len, (unsigned long long)w->addr,
		       w->expr);
	else
		printf("watch %u: %s (from the next run)\n", w->id, w->expr);
	return CMD_OK;
}

/* ---------------------------------------------------------------- catch */
static const char *const catch_names[CK__COUNT] = {
#define CATCH(e, name, help) name,
#include "repl/catch.def"
#undef CATCH
};

static int
catch_kind(const char *name)
{
	for (int k = 0; k < CK__COUNT; k++)
		if (!strcmp(catch_names[k], name))
			return k;
	return -1;
}

const char *
catch_name(int k)
{
	return k >= 0 && k < CK__COUNT ? catch_names[k] : NULL;
}

bool
catch_event(Session *S, const EhEvent *ev)
{
	switch (ev->kind) {
	case EV_THROW: return S->catches[CK_THROW];
	case EV_SEARCH: return S->catches[CK_SEARCH];
	case EV_LANDING:
		return S->catches[CK_LANDINGPAD] ||
		       (S->catches[CK_CLEANUP] && ev->answer && !strcmp(ev->answer, "cleanup"));
	case EV_TERMINATE: return S->catches[CK_TERMINATE];
	case EV_FUNCLET_ENTER:
		return ev->at && ((S->catches[CK_CATCHPAD] && inst_op(ev->at) == OP_CATCHPAD) ||
				  (S->catches[CK_CLEANUP] && inst_op(ev->at) == OP_CLEANUPPAD));
	case EV_FUNCLET_EXIT: {
		/* a catchpad left by the catchret the frame is executing (not
		 * by unwinding) */
		if (!S->catches[CK_CATCHRET] || !ev->at || inst_op(ev->at) != OP_CATCHPAD || ev->depth == EH_NO_FRAME)
			return false;
		const Frame *fr = frame_at_depth(S, ev->depth);
		const Inst *i = fr && fr->pc && fr->pc <= fr->lf->ncode ? fr->lf->src[fr->pc - 1] : NULL;
		return i && inst_op(i) == OP_CATCHRET;
	}
	default: return false;
	}
}

static CmdResult
set_catch(Session *S, char *args, bool on)
{
	char *w = repl_word(&args);
	if (!w && on) {
		for (int k = 0; k < CK__COUNT; k++)
			printf("%-11s %s\n", catch_names[k], S->catches[k] ? "on" : "off");
		return CMD_OK;
	}
	int k = w ? catch_kind(w) : -1;
	if (k < 0) {
		Buf b = {0};
		for (int j = 0; j < CK__COUNT; j++)
			buf_printf(&b, " %s", catch_names[j]);
		repl_error("%s: expected one of:%s", on ? "catch" : "uncatch", b.s);
		buf_free(&b);
		return CMD_FAILED;
	}
	S->catches[k] = on;
	printf("%s %s\n", on ? "catching" : "not catching", catch_names[k]);
	return CMD_OK;
}

CmdResult
cmd_catch(Session *S, char *args)
{
	return set_catch(S, args, true);
}

CmdResult
cmd_uncatch(Session *S, char *args)
{
	return set_catch(S, args, false);
}
