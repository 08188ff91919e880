/* debugloc.c — an instruction's !dbg DILocation, read as the metadata
 * parser left it: fields are raw text ("14", "\"two-phase.cpp\"") or
 * nodes.  Only what a debugger shows is read: line, column and the file
 * of the nearest scope that names one. */
#include "ir/debugloc.h"

#include <stdlib.h>
#include <string.h>

static const MDOp *
field(const MDNode *n, const char *name)
{
	for (uint32_t k = 0; n && k < n->nops; k++)
		if (n->ops[k].field && !strcmp(n->ops[k].field, name))
			return &n->ops[k];
	return NULL;
}

static uint32_t
field_uint(const MDNode *n, const char *name)
{
	const MDOp *o = field(n, name);
	return o && o->kind == MDO_RAW ? (uint32_t)strtoul(o->raw, NULL, 10) : 0;
}

static const MDNode *
field_node(const MDNode *n, const char *name)
{
	const MDOp *o = field(n, name);
	return o && o->kind == MDO_NODE ? o->node : NULL;
}

/* a quoted string field, without its quotes */
static bool
field_str(const MDNode *n, const char *name, const char **s, uint32_t *len)
{
	const MDOp *o = field(n, name);
	if (!o || o->kind != MDO_RAW || o->len < 2 || o->raw[0] != '"')
		return false;
	*s = o->raw + 1;
	*len = o->len - 2;
	return true;
}

bool
inst_src_loc(const Inst *i, SrcLoc *out)
{
	memset(out, 0, sizeof *out);
	const MDNode *loc = NULL;
	for (const MDAttach *a = i->md; a && !loc; a = a->next)
		if (a->kind == 0) /* !dbg is always kind 0 (module.c) */
			loc = a->node;
	/* the node's name is the parser's token (namelen bytes, maybe after
	 * its '!') */
	const char *nm = loc ? loc->name : NULL;
	uint32_t nl = loc ? loc->namelen : 0;
	if (nm && nl && *nm == '!')
		nm++, nl--;
	if (!nm || nl != 10 || memcmp(nm, "DILocation", 10) != 0)
		return false;
	out->line = field_uint(loc, "line");
	out->col = field_uint(loc, "column");
	if (!out->line)
		return false;
	/* the file: the scope's, or its enclosing scope's (lexical blocks) */
	const MDNode *scope = field_node(loc, "scope");
	for (int depth = 0; scope && depth < 64; depth++) {
		const MDNode *file = field_node(scope, "file");
		if (file && field_str(file, "filename", &out->file, &out->flen)) {
			if (!field_str(file, "directory", &out->dir, &out->dlen))
				out->dlen = 0;
			return true;
		}
		scope = field_node(scope, "scope");
	}
	return false;
}

void
src_loc_print(const SrcLoc *l, Buf *b)
{
	buf_printf(b, "%.*s:%u", (int)l->flen, l->file, l->line);
	if (l->col)
		buf_printf(b, ":%u", l->col);
}
