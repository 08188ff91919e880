/* srclines.c — the C/C++ source behind IR compiled with -g: `list
 * FILE:LINE` shows its lines, `list` while stopped shows the lines around
 * the current one before the IR, and `break FILE:LINE` becomes a
 * breakpoint at the first instruction of the module on that line (or the
 * next line that has code, as gdb does).  The file is the DIFile's name,
 * read from its directory, else beside the .ll, else as named. */
#include "repl/repl.h"
#include "ir/debugloc.h"

#include <stdlib.h>
#include <string.h>

static const char *
base_of(const char *p, size_t n, size_t *bn)
{
	const char *b = p;
	for (size_t k = 0; k < n; k++)
		if (p[k] == '/')
			b = p + k + 1;
	*bn = n - (size_t)(b - p);
	return b;
}

/* does the source position name `file` (as typed: a path or a base name)? */
static bool
same_file(const SrcLoc *l, const char *file)
{
	size_t n = strlen(file), bn, fb;
	if (l->flen == n && !memcmp(l->file, file, n))
		return true;
	const char *b = base_of(l->file, l->flen, &bn);
	const char *tb = base_of(file, n, &fb);
	return bn == fb && !memcmp(b, tb, bn);
}

static bool
is_dbg_call(const Inst *i)
{
	if (inst_op(i) != OP_CALL)
		return false;
	const Value *c = inst_callee(i);
	return c->kind == VK_FUNCTION && c->name && !strncmp(c->name, "llvm.dbg.", 9);
}

/* the first instruction on LINE of FILE, or on the next line with code */
const Inst *
src_find_line(Session *S, const char *file, uint32_t line)
{
	const Inst *best = NULL;
	uint32_t best_line = UINT32_MAX;
	for (Global *g = S->m ? S->m->funcs : NULL; g; g = g->next) {
		const Function *f = (const Function *)g;
		if (f->is_decl)
			continue;
		for (const Block *b = f->first; b; b = b->next)
			for (const Inst *i = b->first; i; i = i->next) {
				SrcLoc l;
				if (is_dbg_call(i))
					continue; /* llvm.dbg.*: no code of the line */
				if (inst_src_loc(i, &l) && l.line >= line && l.line < best_line && same_file(&l, file)) {
					best = i;
					best_line = l.line;
				}
			}
	}
	return best;
}

/* is `file` a source file of the module (some instruction's)? */
bool
src_is_file(Session *S, const char *file)
{
	for (Global *g = S->m ? S->m->funcs : NULL; g; g = g->next) {
		const Function *f = (const Function *)g;
		for (const Block *b = f->is_decl ? NULL : f->first; b; b = b->next)
			for (const Inst *i = b->first; i; i = i->next) {
				SrcLoc l;
				if (inst_src_loc(i, &l))
					return same_file(&l, file);
			}
	}
	return false;
}

static FILE *
open_source(Session *S, const SrcLoc *l)
{
	char path[4096];
	FILE *f = NULL;
	if (l->dlen && l->file[0] != '/') {
		snprintf(path, sizeof path, "%.*s/%.*s", (int)l->dlen, l->dir, (int)l->flen, l->file);
		f = fopen(path, "r");
	}
	if (!f && S->path && l->file[0] != '/') {
		const char *slash = strrchr(S->path, '/');
		snprintf(path, sizeof path, "%.*s%.*s", slash ? (int)(slash - S->path + 1) : 0, S->path, (int)l->flen,
			 l->file);
		f = fopen(path, "r");
	}
	if (!f) {
		snprintf(path, sizeof path, "%.*s", (int)l->flen, l->file);
		f = fopen(path, "r");
	}
	return f;
}

/* lines around l's, `>` at l's own; false (said) when the file is not found */
bool
src_list(Session *S, const SrcLoc *l)
{
	FILE *f = open_source(S, l);
	if (!f) {
		repl_error("list: cannot read the source %.*s (looked beside the .ll and in %.*s)", (int)l->flen, l->file,
			   (int)l->dlen, l->dir ? l->dir : "");
		return false;
	}
	uint32_t from = l->line > 5 ? l->line - 5 : 1, to = l->line + 4, n = 0;
	char buf[1024];
	while (fgets(buf, sizeof buf, f) && ++n <= to) {
		if (n < from)
			continue;
		size_t len = strlen(buf);
		if (len && buf[len - 1] == '\n')
			buf[--len] = 0;
		printf("%c%5u  %s\n", n == l->line ? '>' : ' ', n, buf);
	}
	fclose(f);
	return true;
}
