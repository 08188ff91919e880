/* list.c — IR as the printer writes it, one instruction a line, with
 * each instruction's index in its block (the N of `break F:B:N`), `=>`
 * at the selected frame's current instruction and `b` where a
 * breakpoint is. */
#include "repl/repl.h"
#include "ir/debugloc.h"

#include <stdlib.h>
#include <string.h>

static void
label_of(const Block *b, Buf *out)
{
	Buf r = {0};
	print_value_ref(&r, &b->v);
	buf_puts(out, r.s && r.s[0] == '%' ? r.s + 1 : r.s ? r.s : "?");
	buf_free(&r);
}

static bool
has_break(Session *S, const Function *f, const Block *b, uint32_t idx)
{
	for (uint32_t k = 0; k < S->bps.len; k++) {
		const Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		if (bp->rfn != f)
			continue;
		if (!bp->block) {
			if (b == f->first && idx == 0)
				return true;
			continue;
		}
		Buf l = {0};
		label_of(b, &l);
		bool same = l.s && !strcmp(l.s, bp->block);
		buf_free(&l);
		if (same && (uint32_t)(bp->n < 0 ? 0 : bp->n) == idx)
			return true;
	}
	return false;
}

/* an instruction whole: the printer writes an invoke's destinations and a
 * landingpad's clauses on lines of their own; they are kept, each after
 * `indent` and four blanks, so nothing an EH question needs is cut off */
void
inst_text(const Inst *i, const char *indent, Buf *out)
{
	Buf ib = {0};
	print_inst(&ib, i);
	const char *p = ib.s ? ib.s : "";
	bool first = true;
	while (*p) {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (!first) {
			while (n && (*p == ' ' || *p == '\t'))
				p++, n--;
			buf_printf(out, "\n%s    ", indent);
		}
		buf_printf(out, "%.*s", (int)n, p);
		first = false;
		p += n;
		if (*p)
			p++;
	}
	buf_free(&ib);
}

void
list_function(Session *S, const Function *f, const Block *only, FILE *out)
{
	const Inst *cur = NULL;
	const Frame *fr = S->vm && S->stop != STOP_NONE ? frame_at_depth(S, S->sel) : NULL;
	if (fr && fr->lf->fn == f)
		cur = frame_cur_inst(S, S->sel);
	if (!only) {
		Buf h = {0};
		print_function(&h, S->m, f);
		char *brace = h.s ? strchr(h.s, '\n') : NULL;
		if (brace)
			*brace = 0;
		fprintf(out, "%s\n", h.s ? h.s : "");
		buf_free(&h);
	}
	for (const Block *b = f->first; b; b = b->next) {
		if (only && b != only)
			continue;
		Buf l = {0};
		label_of(b, &l);
		fprintf(out, "%s:\n", l.s);
		buf_free(&l);
		uint32_t idx = 0;
		for (const Inst *i = b->first; i; i = i->next, idx++) {
			Buf ib = {0};
			inst_text(i, "        ", &ib);
			fprintf(out, "%s%c%3u  %s\n", i == cur ? "=>" : "  ", has_break(S, f, b, idx) ? 'b' : ' ', idx,
				ib.s ? ib.s : "");
			buf_free(&ib);
		}
	}
	if (!only)
		fputs("}\n", out);
}

CmdResult
cmd_list(Session *S, char *args)
{
	char *spec = repl_location_word(&args);
	if (!spec) {
		if (!S->vm || S->stop == STOP_NONE) {
			repl_error("list: which function? (list FUNC[:BLOCK]; with a stopped program: its current block)");
			return CMD_FAILED;
		}
		const Inst *i = frame_cur_inst(S, S->sel);
		if (!i) {
			repl_error("list: frame %u has no current instruction", frame_no(S, S->sel));
			return CMD_FAILED;
		}
		/* -g: the source lines around the current one, then the IR */
		SrcLoc sl;
		const Inst *near = i;
		while (near && !inst_src_loc(near, &sl))
			near = near->next;
		if (near)
			src_list(S, &sl);
		list_function(S, i->parent->parent, i->parent, stdout);
		return CMD_OK;
	}
	if (!S->m) {
		repl_error("list: no module");
		return CMD_FAILED;
	}
	char *blk = loc_colon(spec);
	if (blk && *repl_trim(args)) {
		repl_error("list: unexpected '%s'", args);
		return CMD_FAILED;
	}
	if (blk) {
		/* FILE:LINE of the C/C++ source (-g) */
		*blk = 0;
		char *end;
		unsigned long line = strtoul(blk + 1, &end, 10);
		if (!*end && end != blk + 1 && src_is_file(S, spec)) {
			const Inst *i = src_find_line(S, spec, (uint32_t)line);
			SrcLoc sl;
			if (!i || !inst_src_loc(i, &sl)) {
				repl_error("list: no code at or after %s:%lu", spec, line);
				return CMD_FAILED;
			}
			sl.line = (uint32_t)line;
			return src_list(S, &sl) ? CMD_OK : CMD_FAILED;
		}
		*blk = ':';
	}
	if (blk)
		*blk++ = 0;
	Function *f = session_function(S, spec);
	if (!f) {
		repl_error("list: no function @%s", *spec == '@' ? spec + 1 : spec);
		return CMD_FAILED;
	}
	if (f->is_decl) {
		Buf h = {0};
		print_function(&h, S->m, f);
		fputs(h.s, stdout);
		buf_free(&h);
		return CMD_OK;
	}
	const Block *only = NULL;
	if (blk) {
		if (*blk == '%')
			blk++;
		for (const Block *b = f->first; b && !only; b = b->next) {
			Buf l = {0};
			label_of(b, &l);
			if (!strcmp(l.s, blk))
				only = b;
			buf_free(&l);
		}
		if (!only) {
			repl_error("list: @%s has no block %%%s", fn_name_of(f), blk);
			return CMD_FAILED;
		}
	}
	list_function(S, f, only, stdout);
	return CMD_OK;
}
