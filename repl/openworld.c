/* openworld.c — explore and equiv at the prompt, and a counterexample
 * opened as runs to inspect (SPEC.md section 10, "In the REPL").
 *
 * `explore` and `equiv` are the command line's (explore.c) on the
 * session's module.  What they find is kept: `replay K` runs the entry
 * under outcome K's choices, `replay` (after equiv) opens the
 * counterexample where A and B first differ.
 *
 * Where they first differ: A and B run under the counterexample's
 * choices (a script, so it replays exactly), recorded and compared in
 * step (lockstep.c); the session then runs A again, live, and stops it
 * at its differing point (op_hook, eh_sink).  One run is live at a
 * time (a stopped run is a nested command loop on the host stack):
 * `side b` ends A's run and runs B to its own differing point, `side a`
 * the reverse; the runs are deterministic, so each opens in the same
 * state every time. */
#include "repl/repl.h"
#include "explore.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct OpenWorld {
	Vec scripts;            /* char *: explore's outcomes' choices */
	char *script;           /* the choices the replay runs under */
	char *entry;
	bool caller_none;       /* --caller=none */
	char **argv;            /* the program's arguments (argv[0]: the file) */
	int argc;
	Module *mb;             /* equiv's B (owned), NULL after explore */
	char *bpath;
	bool differ;            /* an equiv counterexample is open */
	bool live;              /* the session's run is one of the replay's */
	LockstepStop side[2];   /* A, B: where each stops */
	int cur;                /* the side the live run is */
};

static void
free_args(char **argv, int argc)
{
	for (int k = 0; k < argc; k++)
		free(argv[k]);
	free(argv);
}

void
openworld_free(Session *S)
{
	struct OpenWorld *w = S->ow;
	if (!w)
		return;
	for (uint32_t k = 0; k < w->scripts.len; k++)
		free(VEC_AT(&w->scripts, char *, k));
	vec_free(&w->scripts);
	free(w->script);
	free(w->entry);
	free_args(w->argv, w->argc);
	if (w->mb)
		module_free(w->mb);
	free(w->bpath);
	free(w);
	S->ow = NULL;
}

/* ------------------------------------------------------------- options */
typedef struct Parsed {
	ExploreOpts o;
	char *file;             /* equiv: OTHER.ll */
	char **argv;
	int argc;
} Parsed;

static bool
count_arg(const char *cmd, const char *opt, const char *v, uint64_t max, uint64_t *out)
{
	char *end;
	errno = 0;
	unsigned long long n = v ? strtoull(v, &end, 10) : 0;
	if (!v || !*v || *end || errno || !n || n > max) {
		repl_error("%s: %s takes a positive count (got '%s')", cmd, opt, v ? v : "");
		return false;
	}
	*out = n;
	return true;
}

static void
parsed_free(Parsed *p)
{
	free((char *)p->o.run.entry);
	free(p->file);
	free_args(p->argv, p->argc);
}

/* OPTIONS, then (equiv) the file, then the program's arguments; options
 * may come before or after the file, `--` ends them */
static bool
parse_args(Session *S, const char *cmd, char *args, bool want_file, Parsed *p)
{
	memset(p, 0, sizeof *p);
	if (!session_module_for_run(S))
		return false;
	p->o.max_paths = 4096;
	p->o.max_choices = 64;
	p->o.run = S->opts;
	p->o.run.entry = S->opts.entry ? xstrdup(S->opts.entry) : NULL; /* owned from here */
	/* the session's traces and debugging are not the paths' */
	p->o.run.trace_exec = p->o.run.trace_eh = p->o.run.debug = false;
	p->o.run.trace_json = NULL;
	int n;
	char **w = split_args(S, args, &n);
	Vec rest = {0};
	VEC_PUSH(&rest, char *, xstrdup(w[0]));
	bool ok = true, opts = true;
	for (int k = 1; k < n && ok; k++) {
		char *a = w[k], *eq = strchr(a, '=');
		const char *val = eq ? eq + 1 : k + 1 < n ? w[k + 1] : NULL;
		size_t len = eq ? (size_t)(eq - a) : strlen(a);
		uint64_t v = 0;
#define IS(name) (len == strlen(name) && !strncmp(a, name, len))
		if (opts && !strcmp(a, "--")) {
			opts = false;
		} else if (opts && IS("--entry")) {
			if (!val || !*val) {
				repl_error("%s: --entry needs a function", cmd);
				ok = false;
			}
			free((char *)p->o.run.entry);
			p->o.run.entry = ok ? xstrdup(val + (*val == '@')) : NULL;
			k += !eq;
		} else if (opts && (IS("--max-paths") || IS("--max-choices"))) {
			ok = count_arg(cmd, IS("--max-paths") ? "--max-paths" : "--max-choices", val,
				       IS("--max-paths") ? UINT64_MAX : 1u << 20, &v);
			if (IS("--max-paths"))
				p->o.max_paths = v;
			else
				p->o.max_choices = (uint32_t)v;
			k += !eq;
		} else if (opts && (!strcmp(a, "--caller=catch") || !strcmp(a, "--caller=none"))) {
			p->o.uncaught_terminates = a[9] == 'n';
		} else if (opts && !strcmp(a, "--json")) {
			p->o.json = true;
		} else if (opts && a[0] == '-' && a[1]) {
			repl_error("%s: unknown option '%s' (help %s)", cmd, a, cmd);
			ok = false;
		} else if (want_file && !p->file) {
			p->file = xstrdup(a);
		} else {
			VEC_PUSH(&rest, char *, xstrdup(a));
			opts = false;
		}
#undef IS
	}
	free_args(w, n);
	if (ok && want_file && !p->file) {
		repl_error("%s: expected OTHER.ll (B, compared with the loaded module as A)", cmd);
		ok = false;
	}
	p->argv = rest.data;
	p->argc = (int)rest.len;
	const char *entry = p->o.run.entry ? p->o.run.entry : "main";
	if (ok && !session_function(S, entry)) {
		repl_error("%s: no function @%s to run", cmd, entry);
		ok = false;
	}
	if (!ok)
		parsed_free(p);
	return ok;
}

/* keep what a replay needs of p (its entry, arguments) in a fresh record */
static struct OpenWorld *
keep(Session *S, Parsed *p)
{
	openworld_free(S);
	struct OpenWorld *w = xcalloc(1, sizeof *w);
	w->entry = (char *)p->o.run.entry;
	w->caller_none = p->o.uncaught_terminates;
	w->argv = p->argv;
	w->argc = p->argc;
	S->ow = w;
	return w;
}

/* the options of a replay's runs: the session's, the exploration's
 * entry, its choices as a script, its step bound */
static RunOptions
replay_opts(Session *S)
{
	RunOptions o = S->opts;
	o.entry = S->ow->entry;
	o.extern_text = S->ow->script;
	o.extern_name = "(the replayed choices)";
	if (!o.max_steps)
		o.max_steps = 10000000; /* as explore's paths */
	return o;
}

/* record A and B under the replay's choices and say where they first
 * differ; false: they do not, or one cannot run */
static bool
find_difference(Session *S)
{
	struct OpenWorld *w = S->ow;
	RunOptions o = replay_opts(S);
	int r = lockstep_compare(S, S->m, w->mb, &o, w->caller_none ? 0 : FR_HOST_CATCH, w->argc, w->argv, w->side);
	w->differ = r > 0;
	return r > 0;
}

/* ---------------------------------------------------------- the runs */
/* run the replay's side (0: A, 1: B), then the other on `side`, until
 * one is left otherwise */
static CmdResult
run_sides(Session *S, int side)
{
	struct OpenWorld *w = S->ow;
	for (;;) {
		w->cur = side;
		RunOptions o = replay_opts(S);
		Module *own = S->m;
		if (side == 1)
			S->m = w->mb;
		S->stop_op = w->side[side].stop_op;
		S->stop_event = w->side[side].stop_event;
		S->stop_note = w->side[side].note;
		if (w->differ)
			printf("side %c: %s\n", side ? 'b' : 'a', side ? w->bpath : (S->path ? S->path : "(the module)"));
		w->live = true;
		run_with(S, &o, w->caller_none ? 0 : FR_HOST_CATCH, w->argc, w->argv);
		w->live = false;
		S->m = own;
		S->stop_op = 0;
		S->stop_event = 0;
		S->stop_note = NULL;
		After after = S->after;
		S->after = AFTER_NONE;
		if (after == AFTER_SIDE) {
			side = !side;
			continue;
		}
		if (after == AFTER_RUN)
			run_pending(S);
		else if (after == AFTER_QUIT)
			S->quit = true;
		return S->quit ? CMD_QUIT : CMD_OK;
	}
}

static bool
no_live_run(Session *S, const char *cmd)
{
	if (!S->vm)
		return true;
	repl_error("%s: a program is stopped; 'kill' it first, then 'replay'", cmd);
	return false;
}

/* Ctrl-C during an exploration ended its paths (their processes take
 * SIGINT's default): what finished is shown, the rest is not */
static bool
interrupted(const char *cmd)
{
	if (!repl_interrupted)
		return false;
	repl_interrupted = 0;
	repl_error("%s: interrupted (the paths that finished are counted above, the others as crashed or not at all)", cmd);
	return true;
}

/* explore and equiv replace the replay's record (keep), which a replay's
 * run still reads while it is stopped at this prompt (run_sides) */
static bool
no_live_replay(Session *S, const char *cmd)
{
	if (!S->ow || !S->ow->live)
		return true;
	repl_error("%s: a replay's run is stopped; 'kill' it first", cmd);
	return false;
}

/* ------------------------------------------------------------ commands */
CmdResult
cmd_explore(Session *S, char *args)
{
	Parsed p;
	if (!no_live_replay(S, "explore") || !parse_args(S, "explore", args, false, &p))
		return CMD_FAILED;
	Vec scripts = {0};
	fflush(stdout);
	int st = explore_modules(&p.o, S->m, S->path ? S->path : "(module)", p.argc, p.argv, &scripts);
	struct OpenWorld *w = keep(S, &p);
	w->scripts = scripts;
	if (interrupted("explore"))
		return CMD_FAILED;
	if (st) {
		repl_error("explore: the exploration failed (status %d)", st);
		return CMD_FAILED;
	}
	if (!p.o.json)
		printf("('replay K' runs outcome K's first path, stopped at its first instruction)\n");
	return CMD_OK;
}

CmdResult
cmd_equiv(Session *S, char *args)
{
	Parsed p;
	if (!no_live_replay(S, "equiv") || !parse_args(S, "equiv", args, true, &p))
		return CMD_FAILED;
	char err[512];
	Module *mb = drv_load(p.file, err, sizeof err);
	if (!mb || !drv_verify_for_run(mb, &p.o.run)) {
		if (!mb && *err)
			repl_error("equiv: %s", err);
		else
			repl_error("equiv: B (%s) cannot be run", p.file);
		if (mb)
			module_free(mb);
		parsed_free(&p);
		return CMD_FAILED;
	}
	char *script = NULL;
	fflush(stdout);
	int rc = equiv_modules(&p.o, S->m, mb, p.argc, p.argv, &script);
	struct OpenWorld *w = keep(S, &p);
	w->mb = mb;
	w->bpath = p.file;
	w->script = script;
	if (interrupted("equiv"))
		return CMD_FAILED;
	if (rc != EQUIV_SAME && rc != EQUIV_DIFFERENT) {
		repl_error("equiv: the comparison failed (status %d)", rc);
		return CMD_FAILED;
	}
	if (rc == EQUIV_SAME)
		return CMD_OK;
	if (!no_live_run(S, "equiv"))
		return CMD_OK; /* the summary stands; replay opens it later */
	if (!find_difference(S))
		return CMD_OK;
	printf("(A runs now, stopped where it differs: 'side b' opens B's run at its point, 'side a' A's again)\n");
	return run_sides(S, 0);
}

CmdResult
cmd_replay(Session *S, char *args)
{
	struct OpenWorld *w = S->ow;
	char *k = repl_word(&args);
	if (!w) {
		repl_error("replay: nothing to replay ('explore' or 'equiv' first)");
		return CMD_FAILED;
	}
	if (!no_live_run(S, "replay") || !session_module_for_run(S))
		return CMD_FAILED;
	if (!k) {
		if (!w->mb || !w->script) {
			repl_error("replay: no counterexample ('replay K' runs explore's outcome K)");
			return CMD_FAILED;
		}
		return find_difference(S) ? run_sides(S, 0) : CMD_OK;
	}
	char *end;
	unsigned long n = strtoul(k, &end, 10);
	if (*end || !n || n > w->scripts.len) {
		repl_error("replay: no outcome '%s' (the last explore had %u)", k, w->scripts.len);
		return CMD_FAILED;
	}
	free(w->script);
	w->script = xstrdup(VEC_AT(&w->scripts, char *, n - 1));
	w->differ = false;
	LockstepStop *s = &w->side[0];
	s->stop_op = 1;
	s->stop_event = 0;
	snprintf(s->note, sizeof s->note, "replay of outcome %lu", n);
	printf("choices:\n");
	for (const char *l = w->script; *l;) {
		const char *nl = strchr(l, '\n');
		int len = nl ? (int)(nl - l) : (int)strlen(l);
		printf("  %.*s\n", len, l);
		l += len + (nl != NULL);
	}
	if (!*w->script)
		printf("  (none)\n");
	return run_sides(S, 0);
}

CmdResult
cmd_side(Session *S, char *args)
{
	struct OpenWorld *w = S->ow;
	char *which = repl_word(&args);
	if (!w || !w->differ) {
		repl_error("side: no counterexample is open ('equiv' opens one)");
		return CMD_FAILED;
	}
	if (!which) {
		printf("side %c (%s)%s\n", w->cur ? 'b' : 'a', w->cur ? w->bpath : (S->path ? S->path : "(the module)"),
		       S->vm ? "" : ", not running");
		return CMD_OK;
	}
	if (strcmp(which, "a") && strcmp(which, "b")) {
		repl_error("side: expected a or b");
		return CMD_FAILED;
	}
	int to = which[0] == 'b';
	if (S->vm && !w->live) {
		repl_error("side: the program stopped is not the counterexample's; 'kill' it first");
		return CMD_FAILED;
	}
	if (S->vm) {
		if (to == w->cur) {
			printf("already on side %s\n", which);
			return CMD_OK;
		}
		run_kill(S, AFTER_SIDE);
	}
	return run_sides(S, to);
}
