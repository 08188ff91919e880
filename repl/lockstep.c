/* lockstep.c — where two runs first differ, for an observer: A's and B's
 * runs under the same choices (SPEC.md section 10, "In the REPL").
 *
 * Each run is recorded as a list of what an observer sees (external
 * calls with their arguments and what they did, lines of output, EH
 * events, the outcome in explore's words), each with the op that made
 * it (counted as the session's op_hook counts a run's ops) or its EH
 * event's number; the lists are compared in step.  The session then
 * runs either side live and stops it at its differing point
 * (openworld.c). */
#include "repl/repl.h"
#include "explore.h"
#include "extern.h"

#include <stdlib.h>
#include <string.h>

/* one thing an observer of a run sees */
typedef struct Obs {
	char *text;             /* compared: an EH event without its place */
	char *shown;            /* as shown */
	char *where;            /* the frame and instruction that made it */
	uint64_t op;            /* the op that made it (from 1), or */
	uint32_t event;         /* ... its EH event's number (from 1) */
} Obs;

typedef struct Rec {
	Session *S;
	Vec obs;                /* Obs */
	uint64_t ops;
	const Function *prev_fn; /* the op before the current one (the top frame's) */
	const Inst *prev_inst;
	size_t calls_seen, out_seen;
	Buf line;               /* output not yet ended by a newline */
	Buf text;               /* the event being written (rec_event): the
				   record owns it while a fault may leave by
				   longjmp */
	char *outbuf, *errbuf;
	size_t outlen, errlen;
	FILE *outf, *errf;
	uint32_t nevents;
	ExploreEnd end;
} Rec;

/* the frame and instruction of the recorded run (vm) that made an
 * observation, as a stop shows them: an op's (the top frame, frame 0:
 * the frame may be gone by the time, after a ret), or an event's */
static char *
where_text(Rec *r, VM *vm, const Function *f, const Inst *i, const EhEvent *ev)
{
	Session *S = r->S;
	struct { VM *vm; StopKind stop; const EhEvent *ev; } saved = {S->vm, S->stop, S->stop_ev};
	S->vm = vm;
	S->stop = STOP_EVENT;
	S->stop_ev = ev;
	Buf b = {0};
	if (ev)
		frame_line(S, ev->depth, &b);
	else if (f)
		inst_line(S, 0, f, i, &b);
	S->vm = saved.vm;
	S->stop = saved.stop;
	S->stop_ev = saved.ev;
	return b.s ? b.s : xstrdup("");
}

static void
add_obs(Rec *r, VM *vm, const char *shown, size_t n, bool by_op)
{
	Obs o = {0};
	o.shown = xmalloc(n + 1);
	memcpy(o.shown, shown, n);
	o.shown[n] = 0;
	o.text = xstrdup(o.shown);
	if (by_op) {
		o.op = r->ops;
		o.where = where_text(r, vm, r->prev_fn, r->prev_inst, NULL);
	}
	VEC_PUSH(&r->obs, Obs, o);
}

/* the external calls and the output lines the last op made */
static void
poll(Rec *r, VM *vm)
{
	ExtLog *log = ext_log(vm);
	while (log && log->calls.len > r->calls_seen) {
		const char *s = log->calls.s + r->calls_seen, *nl = memchr(s, '\n', log->calls.len - r->calls_seen);
		if (!nl)
			break; /* the call is not over (its line ends with what it did) */
		Buf b = {0};
		buf_puts(&b, "call ");
		buf_put(&b, s, (size_t)(nl - s));
		add_obs(r, vm, b.s, b.len, true);
		buf_free(&b);
		r->calls_seen = (size_t)(nl - log->calls.s) + 1;
	}
	fflush(r->outf);
	size_t total = r->outlen + vm->out.len;
	for (; r->out_seen < total; r->out_seen++) {
		char c = r->out_seen < r->outlen ? r->outbuf[r->out_seen] : vm->out.s[r->out_seen - r->outlen];
		buf_putc(&r->line, c);
		if (c == '\n') {
			Buf b = {0};
			buf_printf(&b, "output \"%.*s\\n\"", (int)r->line.len - 1, r->line.s);
			add_obs(r, vm, b.s, b.len, true);
			buf_free(&b);
			r->line.len = 0;
		}
	}
}

static void
rec_op(VM *vm, Frame *fr, void *ctx)
{
	Rec *r = ctx;
	poll(r, vm);
	r->ops++;
	r->prev_fn = fr->lf->fn;
	r->prev_inst = fr->pc < fr->lf->ncode ? fr->lf->src[fr->pc] : NULL;
}

static void
rec_fail(VM *vm, void *ctx)
{
	(void)vm, (void)ctx;
}

/* where " at " starts in an event's text (its place: differs by file) */
static size_t
place_at(const char *s)
{
	const char *a = strstr(s, " at ");
	return a ? (size_t)(a - s) : strlen(s);
}

static void
rec_event(VM *vm, const EhEvent *ev, void *ctx)
{
	Rec *r = ctx;
	poll(r, vm);
	explore_end_event(vm, ev, &r->end);
	r->text.len = 0;
	buf_puts(&r->text, "[eh] ");
	eh_event_text(vm, ev, &r->text);
	Buf b = r->text;
	r->text = (Buf){0};
	Obs o = {.shown = b.s, .event = ++r->nevents};
	o.text = xmalloc(place_at(b.s) + 1);
	memcpy(o.text, b.s, place_at(b.s));
	o.text[place_at(b.s)] = 0;
	o.where = ev->depth < vm->frames.len ? where_text(r, vm, NULL, NULL, ev) : xstrdup("");
	VEC_PUSH(&r->obs, Obs, o);
}

static void
obs_free(Vec *v)
{
	for (uint32_t k = 0; k < v->len; k++) {
		Obs *o = &VEC_AT(v, Obs, k);
		free(o->text);
		free(o->shown);
		free(o->where);
	}
	vec_free(v);
}

static Function *
entry_of(Module *m, const char *name)
{
	for (Global *g = m->funcs; g; g = g->next)
		if (g->u.v.name && !strcmp(g->u.v.name, name))
			return (Function *)g;
	return NULL;
}

/* run m under o, recording what an observer sees; false when it cannot
 * run (said) */
static bool
record(Session *S, Module *m, const RunOptions *ro, uint32_t entry_flags, int argc, char **argv, Vec *out)
{
	RunOptions o = *ro;
	o.trace_exec = o.trace_eh = false;
	o.trace_json = NULL;
	int status;
	char err[512];
	VM *vm = drv_instantiate(m, &o, &status, err, sizeof err);
	if (!vm) {
		if (*err)
			repl_error("%s", err);
		return false;
	}
	Rec r = {.S = S};
	r.outf = open_memstream(&r.outbuf, &r.outlen);
	r.errf = open_memstream(&r.errbuf, &r.errlen);
	vm->stdout_file = r.outf;
	vm->stderr_file = r.errf;
	VmDebug dbg = {.op = rec_op, .fail = rec_fail, .ctx = &r};
	vm->debug = &dbg;
	vm->mangled_names = S->opts.mangled;
	eh_add_sink(vm, rec_event, &r);
	vm->entry_flags = entry_flags;
	drv_run(vm, &o, argc, argv);
	vm_flush_stdout(vm);
	poll(&r, vm);
	if (r.line.len) {
		Buf b = {0};
		buf_printf(&b, "output \"%.*s\"", (int)r.line.len, r.line.s);
		add_obs(&r, vm, b.s, b.len, true);
		buf_free(&b);
	}
	fflush(r.errf);
	Buf b = {0};
	buf_puts(&b, "outcome ");
	explore_outcome(vm, &r.end, entry_of(m, o.entry ? o.entry : "main"), r.errbuf, &b);
	add_obs(&r, vm, b.s, b.len, true);
	buf_free(&b);
	vm_free(vm);
	fclose(r.outf);
	fclose(r.errf);
	free(r.outbuf);
	free(r.errbuf);
	buf_free(&r.line);
	buf_free(&r.text);
	*out = r.obs;
	return true;
}

/* do A's and B's observations k say the same (a terminate is a
 * terminate, whatever its reason, as equiv counts them)? */
static bool
same_obs(const Obs *a, const Obs *b)
{
	if (!strncmp(a->text, "outcome terminate", 17) && !strncmp(b->text, "outcome terminate", 17))
		return true;
	return !strcmp(a->text, b->text);
}

static void
show_obs(const char *name, const Obs *o, uint32_t k)
{
	if (!o) {
		printf("  %s: (nothing: its run has ended)\n", name);
		return;
	}
	printf("  %s: %s\n", name, o->shown);
	(void)k;
	const char *w = o->where;
	while (w && *w) {
		const char *nl = strchr(w, '\n');
		int n = nl ? (int)(nl - w) : (int)strlen(w);
		printf("     %.*s\n", n, w);
		w += n + (nl != NULL);
	}
}

static void
set_stop(LockstepStop *s, const char *name, const Obs *o, const Vec *all, uint32_t k)
{
	/* a side whose run ended first stops at its last op */
	if (!o)
		o = all->len ? &VEC_AT(all, Obs, all->len - 1) : NULL;
	s->stop_op = o && !o->event ? (o->op ? o->op : 1) : 0;
	s->stop_event = o ? o->event : 0;
	if (o && o->event)
		snprintf(s->note, sizeof s->note, "%s differs here (observation %u)", name, k + 1);
	else
		snprintf(s->note, sizeof s->note, "%s differs here (observation %u): %.100s", name, k + 1,
			 o ? o->shown : "");
}

int
lockstep_compare(Session *S, Module *ma, Module *mb, const RunOptions *o, uint32_t entry_flags, int argc, char **argv,
		 LockstepStop stop[2])
{
	Vec a = {0}, b = {0};
	if (!record(S, ma, o, entry_flags, argc, argv, &a))
		return -1;
	if (!record(S, mb, o, entry_flags, argc, argv, &b)) {
		obs_free(&a);
		return -1;
	}
	uint32_t k = 0;
	while (k < a.len && k < b.len && same_obs(&VEC_AT(&a, Obs, k), &VEC_AT(&b, Obs, k)))
		k++;
	bool differ = k < a.len || k < b.len;
	if (differ) {
		const Obs *oa = k < a.len ? &VEC_AT(&a, Obs, k) : NULL, *ob = k < b.len ? &VEC_AT(&b, Obs, k) : NULL;
		printf("A and B first differ at observation %u (%u the same before it):\n", k + 1, k);
		show_obs("A", oa, k);
		show_obs("B", ob, k);
		set_stop(&stop[0], "A", oa, &a, k);
		set_stop(&stop[1], "B", ob, &b, k);
	} else {
		printf("A and B do the same under these choices (%u observations)\n", a.len);
	}
	obs_free(&a);
	obs_free(&b);
	return differ;
}

