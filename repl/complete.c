/* complete.c — what Tab offers: the word under the cursor completed
 * from what the command before it takes (commands.def's completion
 * column): command names, functions (@f), FUNC:BLOCK locations, values
 * of the stopped frame (%x) and globals (@g), catch events, files. */
#include "repl/repl.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

static void
offer(Vec *out, const char *word, const char *cand)
{
	if (!strncmp(cand, word, strlen(word))) {
		for (uint32_t k = 0; k < out->len; k++)
			if (!strcmp(VEC_AT(out, char *, k), cand))
				return;
		VEC_PUSH(out, char *, xstrdup(cand));
	}
}

static void
offer_name(Vec *out, const char *word, const char *prefix, const Value *v)
{
	Buf b = {0};
	if (v->name) {
		buf_printf(&b, "%s%s", prefix, v->name);
	} else if (v->slot >= 0) {
		buf_printf(&b, "%s%d", prefix, v->slot);
	}
	if (b.s)
		offer(out, word, b.s);
	buf_free(&b);
}

static void
functions(Session *S, const char *word, Vec *out)
{
	const char *sig = *word == '@' ? "@" : "";
	for (Global *g = S->m ? S->m->funcs : NULL; g; g = g->next)
		offer_name(out, word, sig, &g->u.v);
}

static void
globals(Session *S, const char *word, Vec *out)
{
	for (Global *g = S->m ? S->m->globals : NULL; g; g = g->next)
		offer_name(out, word, "@", &g->u.v);
	functions(S, word, out);
}

static void
blocks(Session *S, const char *word, Vec *out)
{
	const char *colon = strchr(word, ':');
	char *fname = xmalloc((size_t)(colon - word) + 1);
	memcpy(fname, word, (size_t)(colon - word));
	fname[colon - word] = 0;
	Function *f = session_function(S, fname);
	for (Block *b = f ? f->first : NULL; b; b = b->next) {
		Buf c = {0};
		buf_printf(&c, "%s:", fname);
		if (b->v.name)
			buf_puts(&c, b->v.name);
		else
			buf_printf(&c, "%d", b->v.slot);
		offer(out, word, c.s);
		buf_free(&c);
	}
	free(fname);
}

static void
values(Session *S, const char *word, Vec *out)
{
	if (*word == '@') {
		globals(S, word, out);
		return;
	}
	if (*word != '%' || !S->vm || S->stop == STOP_NONE)
		return;
	const Frame *fr = frame_at_depth(S, S->sel);
	const Function *f = fr ? fr->lf->fn : NULL;
	if (!f)
		return;
	for (uint32_t k = 0; k < f->nargs; k++)
		offer_name(out, word, "%", &f->args[k].v);
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next)
			if (i->u.v.type->kind != TY_VOID)
				offer_name(out, word, "%", &i->u.v);
}

static void
files(const char *word, Vec *out)
{
	const char *slash = strrchr(word, '/');
	char *dir = slash ? xmalloc((size_t)(slash - word) + 2) : xstrdup(".");
	if (slash) {
		memcpy(dir, word, (size_t)(slash - word) + 1);
		dir[slash - word + 1] = 0;
	}
	DIR *d = opendir(dir);
	struct dirent *e;
	while (d && (e = readdir(d))) {
		if (e->d_name[0] == '.' && (slash ? slash[1] : word[0]) != '.')
			continue;
		Buf c = {0};
		buf_printf(&c, "%s%s%s", slash ? dir : "", e->d_name, e->d_type == DT_DIR ? "/" : "");
		offer(out, word, c.s);
		buf_free(&c);
	}
	if (d)
		closedir(d);
	free(dir);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void
complete_candidates(Session *S, const char *line, size_t ws, Vec *out)
{
	const char *word = line + ws;
	const char *p = line;
	while (*p == ' ' || *p == '\t')
		p++;
	if (p == word) {
		for (uint32_t k = 0; k < repl_ncommands; k++)
			offer(out, word, repl_commands[k].name);
	} else {
		size_t n = 0;
		while (p[n] && p[n] != ' ' && p[n] != '\t' && p[n] != '/')
			n++;
		const Command *c = NULL;
		for (uint32_t k = 0; k < repl_ncommands && !c; k++)
			if ((strlen(repl_commands[k].name) == n && !strncmp(repl_commands[k].name, p, n)) ||
			    (repl_commands[k].alias && strlen(repl_commands[k].alias) == n &&
			     !strncmp(repl_commands[k].alias, p, n)))
				c = &repl_commands[k];
		switch (c ? c->complete : COMPL_NONE) {
		case COMPL_CMD:
			for (uint32_t k = 0; k < repl_ncommands; k++)
				offer(out, word, repl_commands[k].name);
			break;
		case COMPL_FUNC: functions(S, word, out); break;
		case COMPL_LOC:
			if (strchr(word, ':'))
				blocks(S, word, out);
			else
				functions(S, word, out);
			break;
		case COMPL_VALUE: values(S, word, out); break;
		case COMPL_CATCH:
			for (int k = 0; catch_name(k); k++)
				offer(out, word, catch_name(k));
			break;
		case COMPL_FILE: files(word, out); break;
		case COMPL_SIDE:
			offer(out, word, "a");
			offer(out, word, "b");
			break;
		default: break;
		}
	}
	if (out->len > 1)
		qsort(out->data, out->len, sizeof(char *), cmp_str);
}
