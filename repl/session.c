/* session.c — the session: its start, the command loop, the command
 * table, help and source.
 *
 * The loop reads a line, and hands it to the IR reader when it is IR
 * (irinput.c) or else to the command its first word names.  A stopped
 * program runs the same loop nested inside the core's callback (run.c);
 * a command that lets the program go on ends that nested loop. */
#include "repl/repl.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

volatile sig_atomic_t repl_interrupted;

const Command repl_commands[] = {
#define CMD(name, alias, fn, args, compl, help) {name, alias, args, help, fn, compl},
#include "repl/commands.def"
#undef CMD
};
const uint32_t repl_ncommands = countof(repl_commands);

void
repl_error(const char *fmt, ...)
{
	fflush(stdout);
	va_list ap;
	va_start(ap, fmt);
	fputs("error: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	fflush(stderr);
}

char *
repl_trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = 0;
	return s;
}

char *
repl_word(char **p)
{
	char *s = *p;
	while (isspace((unsigned char)*s))
		s++;
	if (!*s) {
		*p = s;
		return NULL;
	}
	char *w = s;
	while (*s && !isspace((unsigned char)*s))
		s++;
	if (*s)
		*s++ = 0;
	*p = s;
	return w;
}

char *
repl_location_word(char **p)
{
	char *w = repl_word(p);
	/* a parameter list may hold blanks (MSVC's "f(int, char const *)"):
	 * the word goes on to its closing parenthesis */
	while (w && **p) {
		int open = 0;
		for (const char *c = w; *c; c++)
			open += *c == '(' ? 1 : *c == ')' ? -1 : 0;
		if (open <= 0)
			break;
		(*p)[-1] = ' '; /* the blank repl_word ended the word at */
		repl_word(p);
	}
	return w;
}

static const Command *
find_command(const char *name)
{
	for (uint32_t k = 0; k < repl_ncommands; k++)
		if (!strcmp(repl_commands[k].name, name) || (repl_commands[k].alias && !strcmp(repl_commands[k].alias, name)))
			return &repl_commands[k];
	return NULL;
}

/* the next line of the innermost input; a `source`d file that ends
 * hands over to the input below it */
static const char *
next_line(Session *S, const char *prompt)
{
	for (;;) {
		const char *l = input_line(S->in, prompt);
		if (l)
			return l;
		Input *below = input_pop(S->in);
		if (!below)
			return NULL;
		S->in = below;
	}
}

const char *
repl_read_more(Session *S)
{
	return next_line(S, "...> ");
}

/* a command while the program is stopped: should inspecting it fail in
 * the core (vm_fail: a read the core rejects), the command ends with an
 * error and the program stays as it was */
static CmdResult
guarded(Session *S, const Command *c, char *args)
{
	VM *vm = S->vm;
	jmp_buf jb, *saved = vm->bail;
	RunStatus st = vm->status;
	volatile CmdResult r = CMD_FAILED;
	vm->bail = &jb;
	S->inspecting++;
	if (!setjmp(jb))
		r = c->fn(S, args);
	else
		repl_error("%s: stopped by the failure above; the program is unchanged", c->name);
	S->inspecting--;
	vm->bail = saved;
	vm->status = st;
	return r;
}

char *
repl_hold(Session *S, const char *line)
{
	char *c = xstrdup(line);
	VEC_PUSH(&S->lines, char *, c);
	return c;
}

void
repl_release(Session *S)
{
	free(VEC_AT(&S->lines, char *, --S->lines.len));
}

CmdResult
repl_exec_line(Session *S, const char *text)
{
	char *buf = repl_hold(S, text);
	char *line = repl_trim(buf);
	CmdResult r = CMD_OK;
	if (!*line || *line == '#' || *line == ';')
		goto out;
	if (irinput_try(S, line))
		goto out;
	/* the command word; `x/4xw` is x with the format glued on */
	char *p = line;
	while (*p && !isspace((unsigned char)*p) && *p != '/')
		p++;
	char save = *p;
	*p = 0;
	const Command *c = find_command(line);
	if (!c) {
		repl_error("unknown command '%s' (try 'help')", line);
		r = CMD_FAILED;
		goto out;
	}
	*p = save;
	if (save == '/' && strcmp(c->name, "x") != 0) {
		repl_error("'%s' takes no /FORMAT", c->name);
		r = CMD_FAILED;
		goto out;
	}
	char *args = save == '/' ? p : repl_trim(p);
	if (!*c->args && *args) {
		/* a command without arguments: anything after it is a mistake
		 * (gdb's `step 3` counts are not taken either) */
		repl_error("%s takes no arguments (got '%s')", c->name, args);
		r = CMD_FAILED;
		goto out;
	}
	r = S->vm && S->stop != STOP_NONE ? guarded(S, c, args) : c->fn(S, args);
out:
	repl_release(S);
	return r;
}

CmdResult
repl_loop(Session *S)
{
	char last[64] = "";
	for (;;) {
		if (repl_interrupted && !S->vm)
			repl_interrupted = 0;
		const char *line = next_line(S, "(ehi) ");
		if (!line) {
			if (input_interactive(S->in))
				putchar('\n');
			S->eof = true;
			return CMD_QUIT;
		}
		/* at a terminal, an empty line repeats step, next, finish or continue */
		char *copy = repl_hold(S, line);
		char *t = repl_trim(copy);
		if (!*t && last[0] && input_interactive(S->in))
			t = last;
		else if (*t)
			snprintf(last, sizeof last, "%s", !strcmp(t, "s") || !strcmp(t, "step") || !strcmp(t, "n") ||
							  !strcmp(t, "next") || !strcmp(t, "c") || !strcmp(t, "continue")
						  ? t : "");
		CmdResult r = repl_exec_line(S, t);
		repl_release(S);
		if (r == CMD_QUIT || (r == CMD_RESUME && S->nesting))
			return r;
		if (r == CMD_FAILED)
			S->status = 1;
	}
}

/* ------------------------------------------------------------ commands */
CmdResult
cmd_help(Session *S, char *args)
{
	(void)S;
	char *name = repl_word(&args);
	if (name) {
		const Command *c = find_command(name);
		if (!c) {
			repl_error("no command '%s'", name);
			return CMD_FAILED;
		}
		printf("%s %s\n    %s\n", c->name, c->args, c->help);
		if (c->alias)
			printf("    (also: %s)\n", c->alias);
		if (!strcmp(c->name, "catch") || !strcmp(c->name, "uncatch")) {
#define CATCH(e, n, h) printf("    %-11s %s\n", n, h);
#include "repl/catch.def"
#undef CATCH
		}
		return CMD_OK;
	}
	puts("commands (aliases in brackets):");
	for (uint32_t k = 0; k < repl_ncommands; k++) {
		const Command *c = &repl_commands[k];
		char head[64];
		snprintf(head, sizeof head, "%s%s%s%s %s", c->name, c->alias ? " [" : "", c->alias ? c->alias : "",
			 c->alias ? "]" : "", c->args);
		printf("  %-34s %s\n", head, c->help);
	}
	puts("IR typed at the prompt is added to the module: `define ...` (several lines), `declare`,\n"
	     "globals and types; a single instruction goes into @scratch (list scratch, call scratch()).\n"
	     "Ctrl-C interrupts a running program; Ctrl-D leaves.");
	return CMD_OK;
}

CmdResult
cmd_source(Session *S, char *args)
{
	char *path = repl_word(&args);
	if (!path) {
		repl_error("source: expected a FILE");
		return CMD_FAILED;
	}
	/* a script that sources itself stops here, not at the host's limit
	 * on open files */
	if (input_depth(S->in) > SOURCE_MAX_DEPTH) {
		repl_error("source: nested too deeply (more than %d files)", SOURCE_MAX_DEPTH);
		return CMD_FAILED;
	}
	if (input_depth(S->in) == 1)
		S->sourced = 0;
	if (S->sourced >= SOURCE_MAX_FILES) {
		repl_error("source: more than %d files read by one source command", SOURCE_MAX_FILES);
		return CMD_FAILED;
	}
	FILE *f = fopen(path, "r");
	if (!f) {
		repl_error("source: cannot read '%s'", path);
		return CMD_FAILED;
	}
	if (input_reads(S->in, f)) {
		fclose(f);
		repl_error("source: '%s' is being read already (a script that sources itself never ends)", path);
		return CMD_FAILED;
	}
	S->sourced++;
	Input *in = input_new(S, f, false);
	input_push(in, S->in);
	S->in = in;
	return CMD_OK;
}

CmdResult
cmd_quit(Session *S, char *args)
{
	(void)S, (void)args;
	return CMD_QUIT;
}

/* ---------------------------------------------------------------- start */
static void
on_sigint(int sig)
{
	(void)sig;
	repl_interrupted = 1;
}

static void
session_free(Session *S)
{
	for (uint32_t k = 0; k < S->snippets.len; k++)
		free(VEC_AT(&S->snippets, char *, k));
	vec_free(&S->snippets);
	for (uint32_t k = 0; k < S->bps.len; k++)
		break_free(VEC_AT(&S->bps, Breakpoint *, k));
	vec_free(&S->bps);
	for (uint32_t k = 0; k < S->displays.len; k++)
		free(VEC_AT(&S->displays, char *, k));
	vec_free(&S->displays);
	for (uint32_t k = 0; k < S->watches.len; k++) {
		Watch *w = VEC_AT(&S->watches, Watch *, k);
		free(w->expr);
		free(w->old);
		free(w);
	}
	vec_free(&S->watches);
	for (uint32_t k = 0; k < S->events.len; k++)
		free(VEC_AT(&S->events, char *, k));
	vec_free(&S->events);
	buf_free(&S->event_text);
	while (S->lines.len)
		repl_release(S);
	vec_free(&S->lines);
	openworld_free(S);
	free(S->scratch);
	free(S->triple);
	free(S->path);
	if (S->m)
		module_free(S->m);
	while (S->in) {
		Input *below = input_pop(S->in); /* frees the top when one is below */
		if (!below)
			input_free(S->in);
		S->in = below;
	}
}

void
repl_usage(FILE *out)
{
	fprintf(out,
		"usage: ehi repl [OPTIONS] [FILE.ll]       an interactive session (commands: help)\n"
		"       ehi run --debug [OPTIONS] FILE.ll [ARGS...]\n"
		"                                          run; at UB, terminate or a fault, stop\n"
		"                                          for inspection instead of exiting\n"
		"OPTIONS (the session's runs take them, as ehi run does):\n"
		"%s",
		drv_options_help);
}

/* a session with the run options o: the file loaded (when given), then
 * the run (ehi run --debug, o->debug) or the command loop */
static int
session_main(const RunOptions *o, const char *path, int argc, char **argv)
{
	Session S = {0};
	S.catches[CK_TERMINATE] = S.catches[CK_UB] = true;
	S.next_id = 1;
	S.opts = *o;
	setvbuf(stdout, NULL, _IOLBF, 0);
	bool tty = isatty(0);
	S.in = input_new(&S, stdin, tty);
	if (tty) {
		struct sigaction sa = {0};
		sa.sa_handler = on_sigint;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);
	}
	if (path && !session_load(&S, path)) {
		int st = S.status ? S.status : 1;
		session_free(&S);
		return st;
	}
	if (S.opts.debug) {
		S.status = run_main_program(&S, argc, argv);
		int st = S.status;
		session_free(&S);
		return st;
	}
	if (tty)
		printf("ehi %s REPL; 'help' lists the commands, Ctrl-D leaves\n", EHI_VERSION);
	repl_loop(&S);
	if (S.vm)
		run_discard(&S);
	int st = S.status;
	session_free(&S);
	return st;
}

int
repl_main(int argc, char **argv)
{
	RunOptions o = {0};
	int i = 0;
	switch (drv_options_parse(&o, argc, argv, &i, "ehi repl")) {
	case DRV_OPTS_HELP:
		repl_usage(stdout);
		return EXIT_OK;
	case DRV_OPTS_BAD:
		repl_usage(stderr);
		return EXIT_USAGE;
	case DRV_OPTS_OK:
		break;
	}
	if (o.debug) {
		fputs("ehi repl: --debug is an option of ehi run\n", stderr);
		repl_usage(stderr);
		return EXIT_USAGE;
	}
	if (argc - i > 1) {
		repl_usage(stderr);
		return EXIT_USAGE;
	}
	return session_main(&o, i < argc ? argv[i] : NULL, 0, NULL);
}

int
repl_debug_run(const RunOptions *o, int argc, char **argv)
{
	return session_main(o, argv[0], argc, argv);
}
