/* explore.c — `ehi explore`: every combination of choices, and `ehi
 * equiv`: two modules under the same choices (SPEC.md section 10).
 *
 * How paths share work: the run forks the host process at each choice
 * point.  fork() copies the whole VM copy-on-write — frames, registers,
 * simulated memory, the EH records, the lowered code, the run's output
 * so far — at the cost of the pages later written, so a path pays only
 * for what it runs after its last choice, and nothing in the VM has to
 * know how to snapshot itself (a snapshot of the VM's memory and frames
 * would have to follow every pointer its runtimes keep, and every
 * change to them).  The exploration is a depth-first search: at a choice
 * with n options the process forks a child for option 0 and waits for
 * it (the child's own choices fork again below it), then one for option
 * 1, ..., and takes the last option itself.  Only one process runs at a
 * time, so the order of the paths is the order of the options (the
 * output does not depend on scheduling), and each finished path writes
 * its record down one pipe to the collector (the process that started
 * the exploration), which merges them.  Bounds are counted in a shared
 * page: --max-paths stops forking once that many paths have finished;
 * --max-choices makes later choice points take their first option. */
#include "explore.h"
#include "eh/eh.h"
#include "extern.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

const char explore_options_help[] =
	"  --max-paths=N            at most N paths (default 4096)\n"
	"  --max-choices=N          at most N choice points a path (default 64); later\n"
	"                           calls take their first option (return 0)\n"
	"  --caller=catch|none      the entry's caller catches every exception that\n"
	"                           leaves it (default: an outcome, after the cleanups\n"
	"                           on its way), or there is none (a process's main: an\n"
	"                           exception nothing handles terminates, EH-U-1)\n"
	"  --json                   the summary as JSON\n"
	"  --stats                  paths and paths per second on stderr\n";

/* ------------------------------------------------------------- options */
static bool
count_opt(const char *a, const char *name, uint64_t *out, uint64_t max)
{
	size_t n = strlen(name);
	if (strncmp(a, name, n))
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(a + n, &end, 10);
	*out = *end || errno || !v || v > max ? 0 : v;
	return true;
}

bool
explore_options(ExploreOpts *o, int argc, char **argv, int *next, const char *cmd, bool *help)
{
	memset(o, 0, sizeof *o);
	o->max_paths = 4096;
	o->max_choices = 64;
	*help = false;
	/* ours out, the rest to the run options' parser */
	char **rest = xcalloc((size_t)argc + 1, sizeof *rest);
	int nrest = 0, i = 0;
	static const char *const with_value[] = {"--entry", "--runtime", "--extern", "--dir", "--dir-rw", "--env"};
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		uint64_t v;
		if (!strcmp(argv[i], "--")) {
			i++;
			break;
		}
		if (count_opt(argv[i], "--max-paths=", &v, UINT64_MAX)) {
			if (!v)
				goto bad;
			o->max_paths = v;
		} else if (count_opt(argv[i], "--max-choices=", &v, 1u << 20)) {
			if (!v)
				goto bad;
			o->max_choices = (uint32_t)v;
		} else if (!strcmp(argv[i], "--caller=catch") || !strcmp(argv[i], "--caller=none")) {
			o->uncaught_terminates = argv[i][9] == 'n';
		} else if (!strcmp(argv[i], "--json")) {
			o->json = true;
		} else if (!strcmp(argv[i], "--stats")) {
			o->stats = true;
		} else {
			rest[nrest++] = argv[i];
			for (size_t k = 0; k < countof(with_value); k++)
				if (!strcmp(argv[i], with_value[k]) && i + 1 < argc)
					rest[nrest++] = argv[++i];
		}
	}
	int used;
	DrvOpts r = drv_options_parse(&o->run, nrest, rest, &used, cmd);
	free(rest);
	if (r == DRV_OPTS_HELP)
		*help = true;
	if (r != DRV_OPTS_OK)
		return false;
	*next = i;
	return true;
bad:
	fprintf(stderr, "%s: bad count in '%s' (a positive integer)\n", cmd, argv[i]);
	free(rest);
	return false;
}

/* ------------------------------------------------------------- records */
/* what a path leaves: its fields, in this order, each a length and bytes */
enum { F_OUTCOME, F_CHOICES, F_SCRIPT, F_CALLS, F_EVENTS, F_STDOUT, F_STDERR, F_FLAGS,
       F_SILENT, F_SILENT_SCRIPT, F_SILENT_CALLS, F__COUNT };

typedef struct PathRec {
	char *f[F__COUNT];
	size_t len[F__COUNT];
} PathRec;

/* the state the exploration shares between its processes */
typedef struct Shared {
	uint64_t paths;         /* finished paths */
	uint32_t cut_paths;     /* --max-paths left options unexplored */
	uint32_t cut_choices;   /* --max-choices took option 0 somewhere */
	uint32_t crashed;       /* a path's process died */
} Shared;

typedef struct Explorer {
	const ExploreOpts *o;
	Shared *sh;
	int out;                /* the pipe to the collector */
	/* the run of this process */
	Buf events;
	ExploreEnd end;         /* how the run ended */
	char *outbuf, *errbuf;  /* the run's stdout and stderr (memstreams) */
	size_t outlen, errlen;
	FILE *outf, *errf;
} Explorer;

static void
put_field(Buf *b, const char *s, size_t n)
{
	uint32_t len = (uint32_t)n;
	buf_put(b, (const char *)&len, sizeof len);
	buf_put(b, s ? s : "", n);
}

static void
write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return;
		p += w;
		n -= (size_t)w;
	}
}

static void
send_record(Explorer *e, const char *const f[F__COUNT], const size_t len[F__COUNT])
{
	Buf b = {0};
	uint32_t total = 0;
	buf_put(&b, (const char *)&total, sizeof total);
	for (int k = 0; k < F__COUNT; k++)
		put_field(&b, f[k], len[k]);
	total = (uint32_t)(b.len - sizeof total);
	memcpy(b.s, &total, sizeof total);
	write_all(e->out, b.s, b.len);
	buf_free(&b);
	__atomic_add_fetch(&e->sh->paths, 1, __ATOMIC_SEQ_CST);
}

/* --------------------------------------------------------- a path's run */
static void
sink(VM *vm, const EhEvent *ev, void *ctx)
{
	Explorer *e = ctx;
	buf_puts(&e->events, "[eh] ");
	eh_event_text(vm, ev, &e->events);
	buf_putc(&e->events, '\n');
	explore_end_event(vm, ev, &e->end);
}

void
explore_end_event(VM *vm, const struct EhEvent *ev, ExploreEnd *end)
{
	/* an exception thrown by an instruction that is no call: a machine
	 * fault Windows raises (EH-SEH-8); a handler may catch it, but in IR
	 * the access is undefined behaviour all the same */
	if (ev->kind == EV_THROW && ev->at && ev->at->u.v.op != OP_CALL && ev->at->u.v.op != OP_INVOKE &&
	    ev->at->u.v.op != OP_CALLBR)
		end->fault_raised = true;
	if (ev->kind == EV_TERMINATE) {
		end->terminated = true;
		end->term_rule = ev->rule;
		end->term_type[0] = 0;
		if (ev->x && ev->x->abi && ev->x->abi->type_str)
			snprintf(end->term_type, sizeof end->term_type, "%s",
				 ev->x->abi->type_str(vm, (EhException *)ev->x, (char[200]){0}, 200));
		else if (ev->x && ev->x->foreign)
			snprintf(end->term_type, sizeof end->term_type, "foreign");
	}
}

/* the choice point: fork a child for each option but the last, waiting
 * for each; take the last here */
static uint32_t
choose(VM *vm, void *ctx, uint32_t nopts)
{
	(void)vm;
	Explorer *e = ctx;
	for (uint32_t k = 0; k < nopts; k++) {
		if (__atomic_load_n(&e->sh->paths, __ATOMIC_SEQ_CST) >= e->o->max_paths) {
			e->sh->cut_paths = 1;
			_exit(0);
		}
		if (k + 1 == nopts)
			return k;
		fflush(NULL);
		pid_t pid = fork();
		if (pid < 0) {
			/* no process to spare: this option is left out (a cut) */
			e->sh->cut_paths = 1;
			continue;
		}
		if (pid == 0)
			return k;
		int st;
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
		if (!WIFEXITED(st) || WEXITSTATUS(st)) {
			/* the host process of a path died: said, never hidden */
			char o[80];
			snprintf(o, sizeof o, "ehi crashed (host status 0x%x)", st);
			const char *f[F__COUNT] = {o};
			size_t len[F__COUNT] = {strlen(o)};
			e->sh->crashed++;
			send_record(e, f, len);
		}
	}
	return 0;
}

static const char *
rule_id_of(Rule r)
{
	return r != R_NONE && rule_table[r].id ? rule_table[r].id : "-";
}

/* the outcome of the finished run, one line */
void
explore_outcome(VM *vm, const ExploreEnd *e, const Function *entry, const char *report, Buf *b)
{
	const ExtLog *log = ext_log(vm);
	if (log && log->diverged[0]) {
		buf_printf(b, "no return (%s does not return)", log->diverged);
		return;
	}
	if (e->terminated) {
		if (e->term_rule == R_EH_U_1)
			buf_printf(b, "exception '%s' escapes (terminate [%s])", e->term_type, rule_id_of(e->term_rule));
		else if (e->term_rule == R_NONE)
			buf_printf(b, "terminate (std::terminate called)%s%s%s", *e->term_type ? " '" : "", e->term_type,
				   *e->term_type ? "'" : "");
		else
			buf_printf(b, "terminate [%s]%s%s%s", rule_id_of(e->term_rule), *e->term_type ? " '" : "",
				   e->term_type, *e->term_type ? "'" : "");
		return;
	}
	if (vm->status == RUN_EXITED && vm->entry_escaped) {
		const EhException *x = vm->eh ? vm->eh->host_caught : NULL;
		char tb[200] = "?";
		if (x && x->foreign)
			snprintf(tb, sizeof tb, "foreign");
		else if (x && x->abi && x->abi->type_str)
			x->abi->type_str(vm, (EhException *)x, tb, sizeof tb);
		buf_printf(b, "exception '%s' leaves @%s", tb, fn_name_of(entry));
		return;
	}
	if (vm->status == RUN_EXITED) {
		if (!vm->entry_returned) {
			buf_printf(b, "exit %d", vm->exit_code);
			return;
		}
		const Type *t = entry ? entry->fty->elem : NULL;
		uint64_t v = vm->entry_value;
		if (!t || t->kind == TY_VOID)
			buf_puts(b, "return void");
		else if (vm->entry_ret_z[0] && (t->kind == TY_INT || t->kind == TY_PTR))
			buf_printf(b, "return %s poison", type_str(t)); /* (undef too: any value refines it) */
		else if (t->kind == TY_INT && t->bits <= 64)
			buf_printf(b, "return %s %lld", type_str(t), (long long)vm_sext(v, t->bits));
		else if (t->kind == TY_PTR)
			buf_printf(b, "return ptr %s", v ? "(not null)" : "null");
		else
			buf_printf(b, "return %s 0x%llx", type_str(t), (unsigned long long)v);
		return;
	}
	/* a report: its kind, rule id and first line, from what vm_fail wrote */
	static const char *const kinds[] = {"exit", "UB", "fault", "limit", "error"};
	buf_puts(b, kinds[vm->status]);
	const char *line = report ? strstr(report, "ehi: ") : NULL;
	if (line) {
		const char *eol = strchr(line, '\n');
		size_t n = eol ? (size_t)(eol - line) : strlen(line);
		const char *colon = memchr(line + 5, ':', n - 5);
		const char *msg = colon ? colon + 2 : line + 5;
		buf_putc(b, ' ');
		buf_put(b, msg, n - (size_t)(msg - line));
	}
}

/* run the module in this (forked) process; every path ends here */
EHI_NORETURN static void
runner(Explorer *e, Module *m, const ExtConfig *base, int argc, char **argv)
{
	ExploreOpts o = *e->o;
	ExtConfig cfg = *base;
	cfg.choose = choose;
	cfg.ctx = e;
	cfg.max_choices = o.max_choices;
	o.run.ext_cfg = &cfg;
	if (!o.run.max_steps)
		o.run.max_steps = 10000000; /* a path that loops ends, as a limit */
	char err[512];
	int status;
	VM *vm = drv_instantiate(m, &o.run, &status, err, sizeof err);
	if (!vm) {
		if (*err)
			drv_report(status, err);
		_exit(EQUIV_FAILED);
	}
	e->outf = open_memstream(&e->outbuf, &e->outlen);
	e->errf = open_memstream(&e->errbuf, &e->errlen);
	vm->stdout_file = e->outf;
	vm->stderr_file = e->errf;
	eh_add_sink(vm, sink, e);
	if (!o.uncaught_terminates)
		vm->entry_flags = FR_HOST_CATCH;
	const char *entry = o.run.entry ? o.run.entry : "main";
	drv_run(vm, &o.run, argc, argv);
	fflush(e->outf);
	fflush(e->errf);
	Buf out = {0};
	const Global *g = m->funcs;
	while (g && (!g->u.v.name || strcmp(g->u.v.name, entry)))
		g = g->next;
	explore_outcome(vm, &e->end, (const Function *)g, e->errbuf, &out);
	ExtLog *log = ext_log(vm);
	if (log && log->cut)
		e->sh->cut_choices = 1;
	char flags[32];
	snprintf(flags, sizeof flags, "%s%s", log && log->cut ? "cut " : "", e->end.fault_raised ? "fault " : "");
	const char *f[F__COUNT] = {out.s,	      log ? log->choices.s : "", log ? log->script.s : "",
				   log ? log->calls.s : "", e->events.s,	     e->outbuf,
				   e->errbuf,		      flags,
				   log ? log->silent.s : "", log ? log->silent_script.s : "",
				   log ? log->silent_calls.s : ""};
	size_t len[F__COUNT] = {out.len,	 log ? log->choices.len : 0, log ? log->script.len : 0,
				log ? log->calls.len : 0, e->events.len,	      e->outlen,
				e->errlen,		  strlen(flags),
				log ? log->silent.len : 0, log ? log->silent_script.len : 0,
				log ? log->silent_calls.len : 0};
	send_record(e, f, len);
	_exit(0);
}

/* ------------------------------------------------------------ collector */
typedef struct PathSet {
	PathRec *p;
	uint32_t n;
	Shared sh;
	double seconds;
	int status;             /* 0, or why nothing could be explored */
} PathSet;

static bool
read_all(int fd, Buf *b)
{
	char tmp[65536];
	for (;;) {
		ssize_t r = read(fd, tmp, sizeof tmp);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return false;
		if (r == 0)
			return true;
		buf_put(b, tmp, (size_t)r);
	}
}

static void
parse_records(PathSet *ps, const Buf *b)
{
	size_t off = 0;
	while (off + 4 <= b->len) {
		uint32_t total;
		memcpy(&total, b->s + off, 4);
		off += 4;
		if (off + total > b->len)
			break;
		PathRec r = {0};
		size_t p = off;
		for (int k = 0; k < F__COUNT && p + 4 <= off + total; k++) {
			uint32_t n;
			memcpy(&n, b->s + p, 4);
			p += 4;
			r.f[k] = xmalloc(n + 1);
			memcpy(r.f[k], b->s + p, n);
			r.f[k][n] = 0;
			r.len[k] = n;
			p += n;
		}
		for (int k = 0; k < F__COUNT; k++)
			if (!r.f[k])
				r.f[k] = xstrdup("");
		ps->p = xrealloc(ps->p, (ps->n + 1) * sizeof *ps->p);
		ps->p[ps->n++] = r;
		off += total;
	}
}

static void
pathset_free(PathSet *ps)
{
	for (uint32_t k = 0; k < ps->n; k++)
		for (int j = 0; j < F__COUNT; j++)
			free(ps->p[k].f[j]);
	free(ps->p);
}

static double
now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* explore m (verified) into ps */
static void
explore_module(const ExploreOpts *o, Module *m, const ExtConfig *cfg, int argc, char **argv, PathSet *ps)
{
	memset(ps, 0, sizeof *ps);
	Shared *sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	int fd[2];
	if (sh == MAP_FAILED || pipe(fd)) {
		fprintf(stderr, "ehi: error: cannot start the exploration: %s\n", strerror(errno));
		ps->status = EQUIV_FAILED;
		return;
	}
	memset(sh, 0, sizeof *sh);
	double t0 = now();
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		/* Ctrl-C ends the paths (a REPL's handler, inherited, would only
		 * set its flag, which no path reads) */
		signal(SIGINT, SIG_DFL);
		close(fd[0]);
		Explorer e = {.o = o, .sh = sh, .out = fd[1]};
		runner(&e, m, cfg, argc, argv);
	}
	close(fd[1]);
	Buf b = {0};
	read_all(fd[0], &b);
	close(fd[0]);
	int st = 0;
	if (pid > 0)
		while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
			;
	ps->seconds = now() - t0;
	parse_records(ps, &b);
	buf_free(&b);
	ps->sh = *sh;
	munmap(sh, sizeof *sh);
	if (pid < 0 || (!ps->n && (!WIFEXITED(st) || WEXITSTATUS(st))))
		ps->status = pid < 0 || !WIFEXITED(st) ? EQUIV_FAILED : WEXITSTATUS(st);
}

/* load and verify one module; NULL with the status */
static Module *
load_verified(const ExploreOpts *o, const char *path, int *status)
{
	char err[512];
	Module *m = drv_load(path, err, sizeof err);
	if (!m) {
		if (*err)
			drv_report(EXIT_INPUT, err);
		*status = EQUIV_INPUT;
		return NULL;
	}
	if (!drv_verify_for_run(m, &o->run)) {
		module_free(m);
		*status = EQUIV_VERIFY;
		return NULL;
	}
	return m;
}

/* ---------------------------------------------------------- the summary */
static void
json_str(FILE *out, const char *s, size_t n)
{
	fputc('"', out);
	for (size_t k = 0; k < n; k++) {
		unsigned char c = (unsigned char)s[k];
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", out);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

/* a multi-line field as a JSON array of its lines */
static void
json_lines(FILE *out, const char *s)
{
	fputc('[', out);
	bool first = true;
	while (*s) {
		const char *e = strchr(s, '\n');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (!first)
			fputc(',', out);
		json_str(out, s, n);
		first = false;
		s += n + (e != NULL);
	}
	fputc(']', out);
}

static void
indent(FILE *out, const char *s, const char *pre)
{
	while (*s) {
		const char *e = strchr(s, '\n');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		fprintf(out, "%s%.*s\n", pre, (int)n, s);
		s += n + (e != NULL);
	}
}

/* indent for a list that may be very long (a loop's events): past
 * EVENTS_SHOWN lines, the first and last half of them and how many are
 * left out between (--json has them all) */
enum { EVENTS_SHOWN = 200 };
static void
indent_elided(FILE *out, const char *s, const char *pre)
{
	size_t lines = 0;
	for (const char *c = s; *c; c++)
		lines += *c == '\n';
	if (*s && s[strlen(s) - 1] != '\n')
		lines++;
	size_t k = 0;
	while (*s) {
		const char *e = strchr(s, '\n');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (lines <= EVENTS_SHOWN || k < EVENTS_SHOWN / 2 || k >= lines - EVENTS_SHOWN / 2)
			fprintf(out, "%s%.*s\n", pre, (int)n, s);
		else if (k == EVENTS_SHOWN / 2)
			fprintf(out, "%s... %zu events not shown (--json lists them all)\n", pre, lines - EVENTS_SHOWN);
		s += n + (e != NULL);
		k++;
	}
}

/* the paths grouped by outcome and output, in order of first appearance */
static uint32_t *
group(const PathSet *ps, uint32_t *ngroups)
{
	uint32_t *g = xcalloc(ps->n + 1, sizeof *g); /* group of each path */
	uint32_t n = 0;
	for (uint32_t k = 0; k < ps->n; k++) {
		g[k] = UINT32_MAX;
		for (uint32_t j = 0; j < k; j++)
			if (!strcmp(ps->p[j].f[F_OUTCOME], ps->p[k].f[F_OUTCOME]) &&
			    ps->p[j].len[F_STDOUT] == ps->p[k].len[F_STDOUT] &&
			    !memcmp(ps->p[j].f[F_STDOUT], ps->p[k].f[F_STDOUT], ps->p[k].len[F_STDOUT])) {
				g[k] = g[j];
				break;
			}
		if (g[k] == UINT32_MAX)
			g[k] = n++;
	}
	*ngroups = n;
	return g;
}

static void
bounds_note(FILE *out, const Shared *sh)
{
	if (sh->cut_paths)
		fputs("bounds: --max-paths cut the search (options left unexplored)\n", out);
	if (sh->cut_choices)
		fputs("bounds: --max-choices cut the search (later calls took their first option)\n", out);
	if (sh->crashed)
		fprintf(out, "warning: %u path%s crashed ehi's host process\n", sh->crashed, sh->crashed == 1 ? "" : "s");
}

static void
summary_text(FILE *out, const char *file, const char *entry, const PathSet *ps)
{
	uint32_t ng;
	uint32_t *g = group(ps, &ng);
	fprintf(out, "explore %s @%s: %u path%s, %u outcome%s\n", file, entry, ps->n, ps->n == 1 ? "" : "s", ng,
		ng == 1 ? "" : "s");
	bounds_note(out, &ps->sh);
	for (uint32_t k = 0; k < ng; k++) {
		uint32_t first = UINT32_MAX, count = 0;
		for (uint32_t j = 0; j < ps->n; j++)
			if (g[j] == k) {
				count++;
				if (first == UINT32_MAX)
					first = j;
			}
		const PathRec *r = &ps->p[first];
		fprintf(out, "\noutcome %u: %s  (%u path%s)\n", k + 1, r->f[F_OUTCOME], count, count == 1 ? "" : "s");
		for (uint32_t j = 0; j < ps->n; j++)
			if (g[j] == k)
				fprintf(out, "  choices: %s%s\n", *ps->p[j].f[F_CHOICES] ? ps->p[j].f[F_CHOICES] : "(none)",
					strstr(ps->p[j].f[F_FLAGS], "cut") ? " (cut)" : "");
		if (*r->f[F_CALLS]) {
			fputs("  calls:\n", out);
			indent(out, r->f[F_CALLS], "    ");
		}
		if (*r->f[F_SILENT_CALLS]) {
			fputs("  silent calls (memory none or read-only: not events):\n", out);
			indent(out, r->f[F_SILENT_CALLS], "    ");
		}
		if (*r->f[F_EVENTS]) {
			fputs("  events:\n", out);
			indent_elided(out, r->f[F_EVENTS], "    ");
		}
		if (r->len[F_STDOUT]) {
			fputs("  output:\n", out);
			indent(out, r->f[F_STDOUT], "    | ");
		}
	}
	free(g);
}

static void
summary_json(FILE *out, const char *file, const char *entry, const PathSet *ps)
{
	uint32_t ng;
	uint32_t *g = group(ps, &ng);
	fputs("{\"file\":", out);
	json_str(out, file, strlen(file));
	fputs(",\"entry\":", out);
	json_str(out, entry, strlen(entry));
	fprintf(out, ",\"paths\":%u,\"cut\":{\"max_paths\":%s,\"max_choices\":%s},\"crashed\":%u,\"outcomes\":[", ps->n,
		ps->sh.cut_paths ? "true" : "false", ps->sh.cut_choices ? "true" : "false", ps->sh.crashed);
	for (uint32_t k = 0; k < ng; k++) {
		fputs(k ? ",{" : "{", out);
		bool first = true;
		for (uint32_t j = 0; j < ps->n; j++) {
			if (g[j] != k)
				continue;
			const PathRec *r = &ps->p[j];
			if (first) {
				fputs("\"outcome\":", out);
				json_str(out, r->f[F_OUTCOME], r->len[F_OUTCOME]);
				fputs(",\"stdout\":", out);
				json_str(out, r->f[F_STDOUT], r->len[F_STDOUT]);
				fputs(",\"calls\":", out);
				json_lines(out, r->f[F_CALLS]);
				fputs(",\"events\":", out);
				json_lines(out, r->f[F_EVENTS]);
				fputs(",\"paths\":[", out);
			} else {
				fputc(',', out);
			}
			fputs("{\"choices\":", out);
			json_lines(out, r->f[F_SCRIPT]);
			if (*r->f[F_SILENT]) { /* silent externals' answers, by arguments */
				fputs(",\"silent\":", out);
				json_lines(out, r->f[F_SILENT]);
			}
			fprintf(out, ",\"cut\":%s}", strstr(r->f[F_FLAGS], "cut") ? "true" : "false");
			first = false;
		}
		fputs("]}", out);
	}
	fputs("]}\n", out);
	free(g);
}

static void
stats(const ExploreOpts *o, const PathSet *ps, const char *what)
{
	if (o->stats)
		fprintf(stderr, "ehi: %s: %u paths in %.3f s: %.0f paths/s\n", what, ps->n, ps->seconds,
			ps->seconds > 0 ? ps->n / ps->seconds : 0.0);
}

/* each outcome's first path's choices, as script lines (the REPL's replay) */
static void
outcome_scripts(const PathSet *ps, Vec *scripts)
{
	uint32_t ng;
	uint32_t *g = group(ps, &ng);
	for (uint32_t k = 0; k < ng; k++)
		for (uint32_t j = 0; j < ps->n; j++)
			if (g[j] == k) {
				VEC_PUSH(scripts, char *, xstrdup(ps->p[j].f[F_SCRIPT]));
				break;
			}
	free(g);
}

int
explore_modules(const ExploreOpts *o, Module *m, const char *file, int argc, char **argv, Vec *scripts)
{
	PathSet ps;
	ExtConfig cfg = {0};
	explore_module(o, m, &cfg, argc, argv, &ps);
	const char *entry = o->run.entry ? o->run.entry : "main";
	if (ps.status && !ps.n)
		return ps.status;
	if (o->json)
		summary_json(stdout, file, entry, &ps);
	else
		summary_text(stdout, file, entry, &ps);
	stats(o, &ps, "explore");
	if (scripts)
		outcome_scripts(&ps, scripts);
	pathset_free(&ps);
	return EXIT_OK;
}

int
drv_explore(const ExploreOpts *o, int argc, char **argv)
{
	int status;
	Module *m = load_verified(o, argv[0], &status);
	if (!m)
		return status == EQUIV_INPUT ? EXIT_INPUT : EXIT_VERIFY;
	status = explore_modules(o, m, argv[0], argc, argv, NULL);
	module_free(m);
	return status;
}

/* --------------------------------------------------------------- equiv */
/* a's choice lines are a prefix of b's (line by line) */
static bool
script_prefix(const PathRec *a, const PathRec *b)
{
	return a->len[F_SCRIPT] <= b->len[F_SCRIPT] && !memcmp(a->f[F_SCRIPT], b->f[F_SCRIPT], a->len[F_SCRIPT]);
}

/* the line of the silent answers s that starts with key (up to ": "),
 * or NULL */
static const char *
silent_answer(const char *s, const char *key, size_t klen)
{
	while (*s) {
		const char *e = strchr(s, '\n');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		if (n > klen + 1 && !memcmp(s, key, klen) && s[klen] == ':' && s[klen + 1] == ' ')
			return s;
		s += n + (e != NULL);
	}
	return NULL;
}

/* the silent externals' answers of a and b agree where both asked the
 * same question: then one environment (a function of the arguments)
 * gives both paths */
static bool
silent_agree(const PathRec *a, const PathRec *b)
{
	const char *s = a->f[F_SILENT];
	while (*s) {
		const char *e = strchr(s, '\n');
		size_t n = e ? (size_t)(e - s) : strlen(s);
		/* the key ends at the last ": " of the line (arguments hold none) */
		size_t k = n;
		while (k > 1 && !(s[k - 2] == ':' && s[k - 1] == ' '))
			k--;
		if (k > 1) {
			const char *o = silent_answer(b->f[F_SILENT], s, k - 2);
			if (o) {
				const char *oe = strchr(o, '\n');
				size_t on = oe ? (size_t)(oe - o) : strlen(o);
				if (on != n || memcmp(o, s, n))
					return false;
			}
		}
		s += n + (e != NULL);
	}
	return true;
}

/* the calls without what they did (the choices say that) */
static bool
same_field(const PathRec *a, const PathRec *b, int f)
{
	return a->len[f] == b->len[f] && !memcmp(a->f[f], b->f[f], a->len[f]);
}

/* undefined behaviour in IR terms: a UB report, or a fault other than
 * llvm.trap (an access or call of the null page is UB in LLVM IR; ehi
 * reports it as the process's fault), also one that Windows raised as an
 * SEH exception and a handler caught (IR has no such exceptions: clang's
 * synchronous SEH catches faults in calls only, and a pass may move the
 * access out of the __try; -fasync-exceptions does not make it defined) */
static bool
is_ub(const PathRec *r)
{
	const char *o = r->f[F_OUTCOME];
	return !strncmp(o, "UB", 2) || (!strncmp(o, "fault", 5) && !strstr(o, "llvm.trap")) ||
	       strstr(r->f[F_FLAGS], "fault");
}

static bool
inconclusive(const PathRec *r)
{
	return !strncmp(r->f[F_OUTCOME], "limit", 5) || !strncmp(r->f[F_OUTCOME], "error", 5) ||
	       !strncmp(r->f[F_OUTCOME], "ehi crashed", 11);
}

/* where " at " starts in the line s of n bytes (n: none) */
static int
place_at(const char *s, int n)
{
	for (int k = 0; k + 4 <= n; k++)
		if (!memcmp(s + k, " at ", 4))
			return k;
	return n;
}

/* two columns: A's lines and B's */
static void
side_by_side(FILE *out, const char *title, const char *a, const char *b)
{
	fprintf(out, "  %s:\n", title);
	while (*a || *b) {
		const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
		int na = (int)(ea ? ea - a : (long)strlen(a)), nb = (int)(eb ? eb - b : (long)strlen(b));
		/* an event's place (" at FILE:L:C") differs between two files */
		int ka = place_at(a, na), kb = place_at(b, nb);
		char mark = ka == kb && !strncmp(a, b, (size_t)ka) ? ' ' : '|';
		fprintf(out, "    %-50.*s %c %.*s\n", na, a, mark, nb, b);
		a += na + (ea != NULL);
		b += nb + (eb != NULL);
	}
}

static void
counterexample(FILE *out, const char *why, const PathRec *a, const PathRec *b)
{
	fprintf(out, "counterexample: %s\n", why);
	const PathRec *longer = a->len[F_SCRIPT] >= b->len[F_SCRIPT] ? a : b;
	fputs("  replay with --extern FILE holding:\n", out);
	if (*longer->f[F_SCRIPT])
		indent(out, longer->f[F_SCRIPT], "    ");
	else if (!*a->f[F_SILENT_SCRIPT] && !*b->f[F_SILENT_SCRIPT])
		fputs("    (no external calls)\n", out);
	/* a silent external's answers, per call as A's path made them; B's
	 * when its calls differ (a pass merged or deleted some) */
	indent(out, a->f[F_SILENT_SCRIPT], "    ");
	if (!same_field(a, b, F_SILENT_SCRIPT) && *b->f[F_SILENT_SCRIPT]) {
		fputs("    # for B, its silent calls as B made them:\n", out);
		indent(out, b->f[F_SILENT_SCRIPT], "    # ");
	}
	fprintf(out, "  %-52s   %s\n", "A", "B");
	/* a caught machine fault is said: the outcome alone looks defined */
	Buf oa = {0}, ob = {0};
	buf_printf(&oa, "%s%s", a->f[F_OUTCOME], strstr(a->f[F_FLAGS], "fault") ? "\n(UB: a machine fault, raised as SEH)" : "");
	buf_printf(&ob, "%s%s", b->f[F_OUTCOME], strstr(b->f[F_FLAGS], "fault") ? "\n(UB: a machine fault, raised as SEH)" : "");
	side_by_side(out, "outcome", oa.s, ob.s);
	buf_free(&oa);
	buf_free(&ob);
	side_by_side(out, "calls", a->f[F_CALLS], b->f[F_CALLS]);
	if (*a->f[F_SILENT_CALLS] || *b->f[F_SILENT_CALLS])
		side_by_side(out, "silent calls", a->f[F_SILENT_CALLS], b->f[F_SILENT_CALLS]);
	side_by_side(out, "output", a->f[F_STDOUT], b->f[F_STDOUT]);
	side_by_side(out, "events", a->f[F_EVENTS], b->f[F_EVENTS]);
}

/* A returned poison (or undef): B's return of any value of the type
 * refines it ("return i1 poison" and "return i1 -1") */
static bool
poison_refined(const char *a, const char *b)
{
	size_t n = strlen(a);
	if (strncmp(a, "return ", 7) || n < 7 || strcmp(a + n - 7, " poison"))
		return false;
	return !strncmp(a, b, n - 6); /* "return T " alike */
}

/* compare A's path a and B's path b (compatible choices); NULL: B
 * refines A there */
static const char *
differs(const PathRec *a, const PathRec *b)
{
	if (is_ub(a))
		return NULL; /* A's UB allows anything */
	if (!same_field(a, b, F_SCRIPT) || !same_field(a, b, F_CALLS))
		return "the external calls differ";
	if (is_ub(b))
		return "B has undefined behaviour where A has none";
	/* a terminate is a terminate, whatever its reason (the observer sees
	 * the process abort) */
	bool ta = !strncmp(a->f[F_OUTCOME], "terminate", 9), tb = !strncmp(b->f[F_OUTCOME], "terminate", 9);
	if (!(ta && tb) && !same_field(a, b, F_OUTCOME) && !poison_refined(a->f[F_OUTCOME], b->f[F_OUTCOME]))
		return "the outcome differs";
	if (!same_field(a, b, F_STDOUT))
		return "the output differs";
	return NULL;
}

int
equiv_modules(const ExploreOpts *o, Module *ma, Module *mb, int argc, char **argv, char **script)
{
	/* the same choices in both: the throw types of both modules' clauses */
	uint32_t na, nb;
	const char **ta = ext_clause_types(ma, &na), **tb = ext_clause_types(mb, &nb);
	const char **types = xcalloc(na + nb + 1, sizeof *types);
	uint32_t nt = 0;
	for (uint32_t k = 0; k < na + nb; k++) {
		const char *t = k < na ? ta[k] : tb[k - na];
		bool dup = false;
		for (uint32_t j = 0; j < nt; j++)
			dup |= !strcmp(types[j], t);
		if (!dup)
			types[nt++] = t;
	}
	/* ... and the SEH codes of both */
	uint32_t codes[2 * EXT_MAX_SEH_CODES], nc = ext_seh_codes(ma, codes, EXT_MAX_SEH_CODES);
	uint32_t cb[EXT_MAX_SEH_CODES], ncb = ext_seh_codes(mb, cb, EXT_MAX_SEH_CODES);
	for (uint32_t k = 0; k < ncb; k++) {
		bool dup = false;
		for (uint32_t j = 0; j < nc; j++)
			dup |= codes[j] == cb[k];
		if (!dup)
			codes[nc++] = cb[k];
	}
	ExtConfig cfg = {.throw_types = types, .nthrow_types = nt, .throw_at_nounwind = true,
			 .seh_codes = codes, .nseh_codes = nc};
	PathSet pa, pb;
	explore_module(o, ma, &cfg, argc, argv, &pa);
	explore_module(o, mb, &cfg, argc, argv, &pb);
	stats(o, &pa, "equiv A");
	stats(o, &pb, "equiv B");
	int rc = EQUIV_SAME;
	uint32_t checked = 0, unknown = 0;
	if ((pa.status && !pa.n) || (pb.status && !pb.n)) {
		rc = pa.status ? pa.status : pb.status;
		goto done;
	}
	for (uint32_t i = 0; i < pa.n && rc == EQUIV_SAME; i++) {
		const PathRec *a = &pa.p[i];
		for (uint32_t j = 0; j < pb.n; j++) {
			const PathRec *b = &pb.p[j];
			if (!script_prefix(a, b) && !script_prefix(b, a))
				continue;
			if (!silent_agree(a, b))
				continue;
			checked++;
			if (inconclusive(a) || inconclusive(b)) {
				unknown++;
				continue;
			}
			const char *why = differs(a, b);
			if (why) {
				counterexample(stdout, why, a, b);
				if (script)
					*script = xstrdup(a->len[F_SCRIPT] >= b->len[F_SCRIPT] ? a->f[F_SCRIPT] : b->f[F_SCRIPT]);
				rc = EQUIV_DIFFERENT;
				break;
			}
		}
	}
	if (rc == EQUIV_SAME) {
		printf("equivalent: B refines A on %u path%s of A (%u of B)", pa.n, pa.n == 1 ? "" : "s", pb.n);
		if (unknown)
			printf(", %u pair%s inconclusive (a limit or what ehi cannot run)", unknown, unknown == 1 ? "" : "s");
		putchar('\n');
		Shared both = pa.sh;
		both.cut_paths |= pb.sh.cut_paths;
		both.cut_choices |= pb.sh.cut_choices;
		both.crashed += pb.sh.crashed;
		if (both.cut_paths || both.cut_choices)
			bounds_note(stdout, &both);
		else
			puts("bounds: the search was complete");
	}
	(void)checked;
done:
	pathset_free(&pa);
	pathset_free(&pb);
	free(types);
	free(ta);
	free(tb);
	return rc;
}

int
drv_equiv(const ExploreOpts *o, int argc, char **argv)
{
	if (argc < 2)
		return fprintf(stderr, "ehi equiv: needs A.ll and B.ll\n"), EQUIV_USAGE;
	int status;
	Module *ma = load_verified(o, argv[0], &status);
	if (!ma)
		return status;
	Module *mb = load_verified(o, argv[1], &status);
	if (!mb) {
		module_free(ma);
		return status;
	}
	/* the program's arguments: A's file stands in as argv[0] of both */
	argv[1] = argv[0];
	int rc = equiv_modules(o, ma, mb, argc - 1, argv + 1, NULL);
	module_free(ma);
	module_free(mb);
	return rc;
}
