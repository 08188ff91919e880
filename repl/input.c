/* input.c — where lines come from.
 *
 * At a terminal: libedit, with emacs key bindings, the history kept in
 * ~/.ehi_history (saved after every line, so a killed session keeps it)
 * and tab completion (complete.c).  From a pipe or a `source`d file:
 * plain lines, no prompt, so sessions replay and FileCheck reads only
 * what the commands print.  Inputs stack: a sourced file reads until its
 * end, then the input below it goes on. */
#include "repl/repl.h"

#include <errno.h>
#include <histedit.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct Input {
	Session *S;
	FILE *f;
	bool interactive;
	char *line;
	size_t cap;
	Input *below;
	/* libedit */
	EditLine *el;
	History *hist;
	char *hist_path;
	const char *prompt;
};

static char *
prompt_fn(EditLine *el)
{
	Input *in;
	el_get(el, EL_CLIENTDATA, &in);
	return (char *)(in->prompt ? in->prompt : "");
}

/* columns of candidates under the line, as shells show them */
static void
show_candidates(const Vec *c)
{
	size_t w = 0;
	for (uint32_t k = 0; k < c->len; k++) {
		size_t n = strlen(VEC_AT(c, char *, k));
		if (n > w)
			w = n;
	}
	w += 2;
	size_t cols = w < 80 ? 80 / w : 1;
	fputc('\n', stdout);
	for (uint32_t k = 0; k < c->len; k++)
		printf("%-*s%s", (int)w, VEC_AT(c, char *, k), (k + 1) % cols == 0 || k + 1 == c->len ? "\n" : "");
	fflush(stdout);
}

static unsigned char
complete_fn(EditLine *el, int ch)
{
	(void)ch;
	Input *in;
	el_get(el, EL_CLIENTDATA, &in);
	const LineInfo *li = el_line(el);
	size_t len = (size_t)(li->cursor - li->buffer);
	char *line = xmalloc(len + 1);
	memcpy(line, li->buffer, len);
	line[len] = 0;
	size_t ws = len;
	while (ws > 0 && line[ws - 1] != ' ' && line[ws - 1] != '\t' && line[ws - 1] != '(' && line[ws - 1] != ',')
		ws--;
	Vec c = {0};
	complete_candidates(in->S, line, ws, &c);
	unsigned char rc = CC_ERROR;
	const char *word = line + ws;
	size_t wl = strlen(word);
	if (c.len == 1) {
		const char *cand = VEC_AT(&c, char *, 0);
		Buf ins = {0};
		buf_puts(&ins, cand + wl);
		size_t n = strlen(cand);
		if (n && cand[n - 1] != ':' && cand[n - 1] != '/')
			buf_putc(&ins, ' ');
		if (ins.s && el_insertstr(el, ins.s) == 0)
			rc = CC_REFRESH;
		buf_free(&ins);
	} else if (c.len > 1) {
		/* the common prefix, or else the list */
		const char *first = VEC_AT(&c, char *, 0);
		size_t common = strlen(first);
		for (uint32_t k = 1; k < c.len; k++) {
			const char *o = VEC_AT(&c, char *, k);
			size_t j = 0;
			while (j < common && o[j] == first[j])
				j++;
			common = j;
		}
		if (common > wl) {
			char *ins = xmalloc(common - wl + 1);
			memcpy(ins, first + wl, common - wl);
			ins[common - wl] = 0;
			el_insertstr(el, ins);
			free(ins);
			rc = CC_REFRESH;
		} else {
			show_candidates(&c);
			rc = CC_REDISPLAY;
		}
	}
	for (uint32_t k = 0; k < c.len; k++)
		free(VEC_AT(&c, char *, k));
	vec_free(&c);
	free(line);
	return rc;
}

Input *
input_new(Session *S, FILE *f, bool interactive)
{
	Input *in = xcalloc(1, sizeof *in);
	in->S = S;
	in->f = f;
	in->interactive = interactive;
	if (!interactive)
		return in;
	in->el = el_init("ehi", f, stdout, stderr);
	in->hist = history_init();
	HistEvent ev;
	history(in->hist, &ev, H_SETSIZE, 1000);
	history(in->hist, &ev, H_SETUNIQUE, 1);
	const char *home = getenv("HOME");
	if (home && *home) {
		Buf p = {0};
		buf_printf(&p, "%s/.ehi_history", home);
		in->hist_path = p.s;
		history(in->hist, &ev, H_LOAD, in->hist_path);
	}
	el_set(in->el, EL_CLIENTDATA, in);
	el_set(in->el, EL_PROMPT, prompt_fn);
	el_set(in->el, EL_EDITOR, "emacs");
	el_set(in->el, EL_HIST, history, in->hist);
	el_set(in->el, EL_ADDFN, "ehi-complete", "complete a command, function, block or value", complete_fn);
	el_set(in->el, EL_BIND, "^I", "ehi-complete", NULL);
	el_source(in->el, NULL); /* the user's ~/.editrc, if any */
	return in;
}

void
input_push(Input *in, Input *below)
{
	in->below = below;
}

/* how many inputs are stacked: the terminal or file the session began
 * with, and one more per `source` being read */
int
input_depth(const Input *in)
{
	int d = 0;
	for (; in; in = in->below)
		d++;
	return d;
}

bool
input_reads(const Input *in, FILE *f)
{
	struct stat a, b;
	if (fstat(fileno(f), &a) != 0)
		return false;
	for (; in; in = in->below)
		if (in->f && fstat(fileno(in->f), &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
			return true;
	return false;
}

Input *
input_pop(Input *in)
{
	Input *below = in->below;
	if (!below)
		return NULL;
	input_free(in);
	return below;
}

void
input_free(Input *in)
{
	if (!in)
		return;
	if (in->el)
		el_end(in->el);
	if (in->hist)
		history_end(in->hist);
	if (in->f && in->f != stdin)
		fclose(in->f);
	free(in->hist_path);
	free(in->line);
	free(in);
}

bool
input_interactive(const Input *in)
{
	return in->interactive;
}

const char *
input_line(Input *in, const char *prompt)
{
	if (!in->interactive) {
		ssize_t n = getline(&in->line, &in->cap, in->f);
		if (n < 0)
			return NULL;
		while (n && (in->line[n - 1] == '\n' || in->line[n - 1] == '\r'))
			in->line[--n] = 0;
		return in->line;
	}
	in->prompt = prompt;
	for (;;) {
		int count = 0;
		errno = 0;
		const char *l = el_gets(in->el, &count);
		if (!l && count == -1 && errno == EINTR) {
			/* Ctrl-C at the prompt: a fresh line */
			repl_interrupted = 0;
			fputs("^C\n", stdout);
			el_reset(in->el);
			continue;
		}
		if (!l || count <= 0)
			return NULL;
		free(in->line);
		in->line = xstrdup(l);
		size_t n = strlen(in->line);
		while (n && (in->line[n - 1] == '\n' || in->line[n - 1] == '\r' || in->line[n - 1] == ' '))
			in->line[--n] = 0;
		if (n) {
			HistEvent ev;
			history(in->hist, &ev, H_ENTER, in->line);
			if (in->hist_path)
				history(in->hist, &ev, H_SAVE, in->hist_path);
		}
		return in->line;
	}
}
