/* ehview.c — the EH state of a stopped program, as the EH runtime
 * keeps it (eh.h): the exceptions in flight with their phase, the
 * caught-exception stack, the pads each frame has entered, and the
 * events of the run so far.
 *
 * An exception's phase is read off its record: phase 1 (the search) has
 * not chosen a handler frame yet; phase 2 has, and is between frames or
 * stopped in a pad (a cleanup or the handler's landing pad); after
 * __cxa_begin_catch it is on the caught stack. */
#include "repl/repl.h"

#include <stdlib.h>
#include <string.h>

static void
type_of(Session *S, const EhException *x, Buf *b)
{
	char tb[200];
	if (x->foreign)
		buf_puts(b, "foreign");
	else if (x->type)
		buf_printf(b, "'%s'", x->abi->type_str(S->vm, (EhException *)x, tb, sizeof tb));
	else if (x->dependent && x->primary && x->primary->type)
		buf_printf(b, "'%s' (dependent)", eh_type_str(S->vm, x->primary->type, tb, sizeof tb));
	else
		buf_puts(b, "(type not set yet)");
}

static const char *
fn_at(Session *S, uint32_t d)
{
	const Frame *fr = frame_at_depth(S, d);
	return fr ? fn_show(S, fr->lf->fn) : "?";
}

/* exceptions in raising order */
static uint32_t
sorted_exceptions(Session *S, EhException **out, uint32_t max)
{
	EhRuntime *eh = S->vm->eh;
	uint32_t n = 0;
	for (EhException *x = eh ? eh->by_ue : NULL; x && n < max; x = x->next)
		if (!x->destroyed)
			out[n++] = x;
	for (uint32_t i = 1; i < n; i++)
		for (uint32_t j = i; j > 0 && out[j - 1]->id > out[j]->id; j--) {
			EhException *t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	return n;
}

static void
describe(Session *S, const EhException *x)
{
	Buf b = {0};
	buf_printf(&b, "exception #%u ", x->id);
	type_of(S, x, &b);
	if (x->obj)
		buf_printf(&b, ", object 0x%llx", (unsigned long long)x->obj);
	buf_printf(&b, ", header 0x%llx", (unsigned long long)x->ue);
	printf("%s\n", b.s);
	buf_free(&b);
	if (x->raise_at) {
		Buf l = {0};
		fmt_location(S, x->raise_at, &l);
		printf("  thrown in %s%s%s\n", fn_show(S, x->raise_at->parent->parent), l.s ? " at " : "", l.s ? l.s : "");
		buf_free(&l);
	}
	if (x->in_flight && x->handler_depth == EH_NO_FRAME) {
		printf("  phase 1 (search): no handler chosen yet\n");
	} else if (x->in_flight) {
		if (x->landed_depth != EH_NO_FRAME)
			printf("  phase 2 (unwind): in the %s pad of frame %u %s\n",
			       x->cleanup_depth != EH_NO_FRAME ? "cleanup" : "handler's", frame_no(S, x->landed_depth), fn_at(S, x->landed_depth));
		else
			printf("  phase 2 (unwind): between frames\n");
	} else if (x->caught) {
		printf("  caught: handlers %d%s\n", x->handlers < 0 ? -x->handlers : x->handlers,
		       x->handlers < 0 ? " (rethrown)" : "");
	} else {
		printf("  not in flight%s\n", x->handlers ? "" : " (allocated, or handed on)");
	}
	if (x->handler_depth != EH_NO_FRAME && (x->in_flight || x->caught)) {
		char wb[256];
		const char *why = eh_handler_why(S->vm, x, wb, sizeof wb);
		if (x->handler_host)
			printf("  phase 1 chose: frame %u (the runtime that called it catches everything)\n", frame_no(S, x->handler_depth));
		else if (x->handler_terminates)
			printf("  phase 1 chose: terminate in frame %u %s (%s)%s%s%s\n", frame_no(S, x->handler_depth), fn_at(S, x->handler_depth),
			       why ? why : "", x->handler_rule ? " [" : "", x->handler_rule ? rule_id(x->handler_rule) : "",
			       x->handler_rule ? "]" : "");
		else {
			printf("  phase 1 chose: frame %u %s, selector %d%s%s%s\n", frame_no(S, x->handler_depth), fn_at(S, x->handler_depth),
			       x->handler_sel, why ? " (" : "", why ? why : "", why ? ")" : "");
		}
	}
}

CmdResult
cmd_exception(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "exception"))
		return CMD_FAILED;
	EhException *xs[64];
	uint32_t n = sorted_exceptions(S, xs, countof(xs)), shown = 0;
	for (uint32_t k = 0; k < n; k++)
		if (xs[k]->in_flight) {
			describe(S, xs[k]);
			shown++;
		}
	if (!shown && n) {
		/* none in flight: the latest one still alive (caught, or being
		 * terminated for) */
		printf("no exception in flight; the latest alive:\n");
		describe(S, xs[n - 1]);
	} else if (!shown) {
		printf("no exception in flight\n");
	}
	return CMD_OK;
}

CmdResult
cmd_caught(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "caught"))
		return CMD_FAILED;
	EhRuntime *eh = S->vm->eh;
	/* the runtimes that keep their own list (MSVC's catch funclets) */
	EhException *handling[64];
	uint32_t nhandling[countof(eh->abis)] = {0}, total = 0;
	for (uint32_t a = 0; eh && a < eh->nabis; a++)
		if (eh->abis[a].abi->handling)
			total += nhandling[a] = eh->abis[a].abi->handling(S->vm, handling, countof(handling));
	if (!eh || !eh->caught) {
		if (!total)
			printf("no exception is caught\n");
	} else {
		printf("caught exceptions, innermost first:\n");
		for (EhException *x = eh->caught; x; x = x->next_caught) {
			Buf b = {0};
			type_of(S, x, &b);
			printf("  #%u %s handlers %d%s", x->id, b.s, x->handlers < 0 ? -x->handlers : x->handlers,
			       x->handlers < 0 ? " (rethrown)" : "");
			if (x->adjusted)
				printf(", object 0x%llx", (unsigned long long)x->adjusted);
			putchar('\n');
			buf_free(&b);
		}
	}
	for (uint32_t a = 0; eh && a < eh->nabis; a++) {
		if (!nhandling[a])
			continue;
		/* the runtime's own stack: the exceptions whose catch
		 * funclets are running */
		const CxxAbi *abi = eh->abis[a].abi;
		uint32_t n = abi->handling(S->vm, handling, countof(handling));
		printf("being handled (%s), innermost first:\n", abi->name);
		for (uint32_t k = 0; k < n; k++) {
			const EhException *x = handling[k];
			Buf b = {0};
			type_of(S, x, &b);
			printf("  #%u %s handlers %d\n", x->id, b.s, x->handlers);
			buf_free(&b);
		}
	}
	if (eh)
		printf("uncaught exceptions: %u\n", eh->uncaught);
	return CMD_OK;
}

void
pads_of_frame(Session *S, uint32_t d, Buf *b)
{
	/* funclet pads: the runtime's stack of entered pads, outermost first */
	EhRuntime *eh = S->vm->eh;
	bool chain = false;
	for (uint32_t k = 0; eh && k < eh->pads.len; k++) {
		const PadEntry *e = &VEC_AT(&eh->pads, PadEntry, k);
		if (e->depth != d)
			continue;
		buf_puts(b, chain ? " > " : b->len ? "; " : "");
		print_value_ref(b, &e->pad->u.v);
		buf_printf(b, " %s", op_names[inst_op(e->pad)]);
		if (e->x)
			buf_printf(b, " (exception #%u)", e->x->id);
		chain = true;
	}
	if (eh && eh->landing && eh->land_depth == d) {
		/* the unwinder has put the frame at a pad it has not run yet */
		buf_puts(b, b->len ? "; entering " : "entering ");
		if (eh->land_pad)
			print_value_ref(b, &eh->land_pad->u.v);
		else
			buf_puts(b, "the landing pad");
		buf_printf(b, " (selector %d)", eh->land_sel);
	}
	/* landing pads (no funclet stack): the exception's record says
	 * which frame's pad it runs in */
	const Frame *fr = frame_at_depth(S, d);
	bool funclets = fr && fr->lf->has_pads;
	EhException *xs[64];
	uint32_t n = sorted_exceptions(S, xs, countof(xs));
	for (uint32_t k = 0; k < n; k++) {
		const EhException *x = xs[k];
		if (!funclets && x->in_flight && x->landed_depth == d && !(eh->landing && eh->land_depth == d)) {
			buf_printf(b, "%slanding pad for exception #%u (%s)", b->len ? "; " : "", x->id,
				   x->cleanup_depth == d ? "cleanup" : "handler");
		}
		if (!funclets && x->caught && x->handler_depth == d && !x->handler_host)
			buf_printf(b, "%scatch handler of exception #%u (handlers %d)", b->len ? "; " : "", x->id,
				   x->handlers < 0 ? -x->handlers : x->handlers);
	}
}

CmdResult
cmd_pads(Session *S, char *args)
{
	(void)args;
	if (!run_stopped(S, "pads"))
		return CMD_FAILED;
	bool any = false;
	for (uint32_t d = S->vm->frames.len; d-- > 0;) {
		Buf b = {0};
		pads_of_frame(S, d, &b);
		if (b.s) {
			printf("frame %u %s: %s\n", frame_no(S, d), fn_at(S, d), b.s);
			any = true;
		}
		buf_free(&b);
	}
	if (!any)
		printf("no frame is in an EH pad\n");
	return CMD_OK;
}

CmdResult
cmd_events(Session *S, char *args)
{
	(void)args;
	if (!S->vm && !S->ran) {
		repl_error("events: no program has run yet");
		return CMD_FAILED;
	}
	if (!S->vm)
		printf("the last run's EH events:\n"); /* kept until the next run starts */
	if (!S->events.len)
		printf("no EH event yet\n");
	for (uint32_t k = 0; k < S->events.len; k++)
		printf("%3u  %s\n", k + 1, VEC_AT(&S->events, char *, k));
	return CMD_OK;
}
