/* eh.c — the EH runtime's per-VM state, the exception records and the
 * event sink with its two standard readers: the text trace and JSON
 * lines. */
#include "eh/eh.h"
#include "eh/personality.h"
#include "eh/rtti.h"
#include "symname.h"
#include "ir/debugloc.h"

#include <string.h>

const char *const eh_event_names[EV__COUNT] = {
#define EV(n, s) s,
#include "eh/events.def"
#undef EV
};

static const VmEhOps vm_eh_ops = {
	.landingpad = eh_landingpad,
	.resume = eh_resume,
	.funclet_op = eh_funclet_op,
	.funclet_check = eh_funclet_check,
	.print_pads = eh_print_pads,
	.free = eh_free,
	.frames_gone = eh_frames_gone,
	.private_field = eh_private_field,
	.fault = seh_fault,
	.call = seh_call,
};

void
eh_install(VM *vm)
{
	vm->eh_ops = &vm_eh_ops;
}

EhRuntime *
eh_runtime(VM *vm)
{
	if (!vm->eh) {
		EhRuntime *eh = xcalloc(1, sizeof *eh);
		eh->land_depth = EH_NO_FRAME;
		vm->eh = eh;
	}
	return vm->eh;
}

void eh_typeids_free(EhRuntime *eh);

void
eh_free(VM *vm)
{
	EhRuntime *eh = vm->eh;
	if (!eh)
		return;
	EhException *x;
	while ((x = eh->by_ue)) {
		eh->by_ue = x->next;
		free(x);
	}
	free(eh->ue_buckets);
	eh_typeids_free(eh);
	rtti_catch_cache_free(eh);
	while (eh->spare) {
		x = eh->spare;
		eh->spare = x->next_spare;
		free(x);
	}
	vec_free(&eh->pads);
	for (uint32_t k = 0; k < eh->held.len; k++)
		free(VEC_AT(&eh->held, char *, k));
	vec_free(&eh->held);
	vec_free(&eh->flying);
	for (uint32_t k = 0; k < eh->nabis; k++)
		if (eh->abis[k].abi->state_free)
			eh->abis[k].abi->state_free(eh->abis[k].state);
	if (eh->json && eh->json_owned)
		fclose(eh->json);
	free(eh);
	vm->eh = NULL;
}

void *
eh_abi_state(VM *vm, const CxxAbi *abi)
{
	EhRuntime *eh = eh_runtime(vm);
	for (uint32_t k = 0; k < eh->nabis; k++)
		if (eh->abis[k].abi == abi)
			return eh->abis[k].state;
	if (eh->nabis == countof(eh->abis))
		vm_fail(vm, R_ERROR, "internal: more C++ runtimes than the EH runtime keeps");
	eh->abis[eh->nabis].abi = abi;
	void *state = abi->state_new ? abi->state_new(vm) : NULL;
	eh->abis[eh->nabis++].state = state;
	return state;
}

/* ------------------------------------------------------------- records */
static EhException **
bucket(EhRuntime *eh, uint64_t ue)
{
	return &eh->ue_buckets[(uint32_t)((ue * 0x9e3779b97f4a7c15ull) >> 32) & (eh->ue_nbuckets - 1)];
}

static void
link_record(EhRuntime *eh, EhException *x)
{
	if (eh->ue_count >= eh->ue_nbuckets) {
		/* twice the buckets: rechain every record */
		free(eh->ue_buckets);
		eh->ue_nbuckets = eh->ue_nbuckets ? 2 * eh->ue_nbuckets : 16;
		eh->ue_buckets = xcalloc(eh->ue_nbuckets, sizeof *eh->ue_buckets);
		for (EhException *y = eh->by_ue; y; y = y->next) {
			EhException **b = bucket(eh, y->ue);
			y->chain = *b;
			*b = y;
		}
	}
	EhException **b = bucket(eh, x->ue);
	x->chain = *b;
	*b = x;
	x->prev = eh->by_ue_last;
	x->next = NULL;
	if (x->prev)
		x->prev->next = x;
	else
		eh->by_ue = x;
	eh->by_ue_last = x;
	eh->ue_count++;
}

static void
unlink_record(EhRuntime *eh, EhException *x)
{
	for (EhException **b = bucket(eh, x->ue); *b; b = &(*b)->chain)
		if (*b == x) {
			*b = x->chain;
			break;
		}
	if (x->prev)
		x->prev->next = x->next;
	else
		eh->by_ue = x->next;
	if (x->next)
		x->next->prev = x->prev;
	else
		eh->by_ue_last = x->prev;
	eh->ue_count--;
}

EhException *
eh_exception_new(VM *vm, uint64_t ue, const CxxAbi *abi)
{
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = eh_exception_at(vm, ue);
	if (x) {
		/* the same header raised again (a foreign exception reused) */
		unlink_record(eh, x);
		free(x);
	}
	if (eh->spare) {
		x = eh->spare;
		eh->spare = x->next_spare;
		eh->nspare--;
		memset(x, 0, sizeof *x);
	} else {
		x = xcalloc(1, sizeof *x);
	}
	x->abi = abi;
	x->id = ++eh->next_id;
	x->ue = ue;
	x->handler_depth = x->cleanup_depth = EH_NO_FRAME;
	x->landed_depth = EH_NO_FRAME;
	x->search_top = EH_NO_FRAME;
	link_record(eh, x);
	return x;
}

EhException *
eh_exception_at(VM *vm, uint64_t ue)
{
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->ue_count)
		return NULL;
	EhException *x = *bucket(eh, ue);
	while (x && x->ue != ue)
		x = x->chain;
	return x;
}

void
eh_exception_free(VM *vm, EhException *x)
{
	EhRuntime *eh = eh_runtime(vm);
	/* pads entered for it may outlive it (a catchswitch exits after
	 * its catchpad; wasm's __cxa_end_catch runs inside the catchpad) */
	for (uint32_t k = 0; k < eh->pads.len; k++)
		if (VEC_AT(&eh->pads, PadEntry, k).x == x)
			VEC_AT(&eh->pads, PadEntry, k).x = NULL;
	if (eh->land_x == x)
		eh->land_x = NULL;
	eh_set_in_flight(vm, x, false);
	unlink_record(eh, x);
	if (eh->nspare < 16) {
		x->next_spare = eh->spare;
		eh->spare = x;
		eh->nspare++;
	} else {
		free(x);
	}
}

/* --------------------------------------------------------------- events */
void
eh_add_sink(VM *vm, EhSinkFn fn, void *ctx)
{
	EhRuntime *eh = eh_runtime(vm);
	if (eh->nsinks < countof(eh->sinks)) {
		eh->sinks[eh->nsinks].fn = fn;
		eh->sinks[eh->nsinks].ctx = ctx;
		eh->nsinks++;
	}
}

void
eh_emit(VM *vm, EhEvent *ev)
{
	EhRuntime *eh = eh_runtime(vm);
	if (!ev->fn && ev->depth != EH_NO_FRAME && ev->depth < vm->frames.len)
		ev->fn = VEC_AT(&vm->frames, Frame, ev->depth).lf->fn;
	eh->nevents++;
	for (uint32_t k = 0; k < eh->nsinks; k++)
		eh->sinks[k].fn(vm, ev, eh->sinks[k].ctx);
}

const char *
eh_type_str(VM *vm, uint64_t ti, char *buf, size_t n)
{
	Buf b = {0};
	rtti_type_name(vm, ti, &b);
	snprintf(buf, n, "%s", b.s ? b.s : "?");
	buf_free(&b);
	return buf;
}

const char *
eh_why_text(VM *vm, const char *text, int kind, uint64_t ti, const Inst *pad, char *buf, size_t n)
{
	char tb[200];
	switch (kind) {
	case WHY_CATCH:
		snprintf(buf, n, "catch %s", ti ? eh_type_str(vm, ti, tb, sizeof tb) : "...");
		return buf;
	case WHY_CATCHPAD: {
		Buf b = {0};
		print_value_ref(&b, &pad->u.v);
		snprintf(buf, n, "catchpad %s", b.s);
		buf_free(&b);
		return buf;
	}
	default:
		return text;
	}
}

const char *
eh_handler_why(VM *vm, const EhException *x, char *buf, size_t n)
{
	return eh_why_text(vm, x->handler_why, x->handler_why_kind, x->handler_why_ti, x->handler_why_pad, buf, n);
}

/* "file:line:col" of an instruction */
static void
loc_of(VM *vm, const Inst *i, char *buf, size_t n)
{
	buf[0] = 0;
	uint32_t line, col;
	const char *file = i ? vm_inst_source(vm, i, &line, &col) : NULL;
	if (file)
		snprintf(buf, n, "%s:%u:%u", file, line, col);
}

/* the number of the frame at depth d as a debugger numbers it: the
 * innermost frame of the stack at the moment of the event is 0 (gdb's
 * numbering, the REPL's bt); EH_NO_FRAME when d is none or no longer on
 * the stack */
uint32_t
eh_frame_no(VM *vm, uint32_t d)
{
	return d != EH_NO_FRAME && d < vm->frames.len ? vm->frames.len - 1 - d : EH_NO_FRAME;
}

/* a landing of funclet EH: the pad is a catchswitch or cleanuppad (no
 * landingpad, no selector) */
static bool
ev_is_funclet_pad(const EhEvent *ev)
{
	return ev->kind == EV_LANDING && ev->at && inst_op(ev->at) != OP_LANDINGPAD && op_is_eh_pad(inst_op(ev->at));
}

/* does the event's selector mean something: a landing pad's, or the
 * one phase 1 chose for a landingpad (not a funclet personality's) */
static bool
ev_has_selector(const EhEvent *ev)
{
	if (ev->kind == EV_LANDING)
		return !ev_is_funclet_pad(ev);
	if (ev->kind != EV_SEARCH || !ev->answer || strcmp(ev->answer, "handler") != 0)
		return false;
	const Personality *p = ev->fn ? personality_row(ev->fn) : NULL;
	return !p || !p->funclets;
}

/* one event as the text trace writes it, without the "[eh] " tag and
 * the newline: stable (no addresses), for people, FileCheck and the REPL */
void
eh_event_text(VM *vm, const EhEvent *ev, Buf *b)
{
	char loc[300], tb[200];
	loc_of(vm, ev->at, loc, sizeof loc);
	buf_puts(b, eh_event_names[ev->kind]);
	if (ev->x)
		buf_printf(b, " #%u", ev->x->id);
	if (ev->kind == EV_THROW || ev->kind == EV_BEGIN_CATCH || ev->kind == EV_RETHROW || ev->kind == EV_DESTROY ||
	    ev->kind == EV_TERMINATE) {
		if (ev->x && ev->x->foreign)
			buf_puts(b, " foreign");
		else if (ev->x && ev->x->type)
			buf_printf(b, " '%s'", ev->x->abi->type_str(vm, (EhException *)ev->x, tb, sizeof tb));
	}
	uint32_t no = eh_frame_no(vm, ev->depth);
	if (no != EH_NO_FRAME)
		buf_printf(b, " frame %u", no);
	if (ev->fn) {
		buf_putc(b, ' ');
		symbol_display(fn_name_of(ev->fn), vm->mangled_names, b);
	}
	if (ev_is_funclet_pad(ev)) {
		/* funclet EH enters a pad, no landing pad with a selector */
		Buf pn = {0};
		print_value_ref(&pn, &ev->at->u.v);
		buf_printf(b, ": enters %s %s", op_names[inst_op(ev->at)], pn.s ? pn.s : "");
		buf_free(&pn);
	} else if (ev->answer) {
		buf_printf(b, ": %s", ev->answer);
	}
	if (ev_has_selector(ev))
		buf_printf(b, " selector %d", ev->selector);
	if (ev->kind == EV_BEGIN_CATCH || ev->kind == EV_END_CATCH)
		buf_printf(b, " handlers %d", ev->handlers);
	if (ev->detail)
		buf_printf(b, " (%s)", ev->detail);
	if (ev->rule)
		buf_printf(b, " [%s]", rule_id(ev->rule));
	if (loc[0])
		buf_printf(b, " at %s", loc);
	SrcLoc sl;
	if (ev->at && inst_src_loc(ev->at, &sl)) {
		/* -g: the C/C++ line too */
		buf_puts(b, loc[0] ? " (" : " at (");
		src_loc_print(&sl, b);
		buf_putc(b, ')');
	}
}

static void
text_sink(VM *vm, const EhEvent *ev, void *ctx)
{
	(void)ctx;
	vm_flush_stdout(vm);
	Buf b = {0};
	eh_event_text(vm, ev, &b);
	fprintf(vm->stderr_file, "[eh] %s\n", b.s);
	fflush(vm->stderr_file);
	buf_free(&b);
}

static void
json_str(FILE *out, const char *key, const char *s)
{
	fprintf(out, ",\"%s\":\"", key);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20)
			fprintf(out, "\\u%04x", c);
		else
			fputc(c, out);
	}
	fputc('"', out);
}

/* One event a line, schema version 1 (SPEC.md section 7, "The JSON
 * trace"): every field means something for the event it is on, names
 * are given as symbols and demangled, frames numbered as the text trace
 * numbers them, seq as the REPL's `events` numbers them. */
enum { EH_JSON_VERSION = 1 };

static void
json_sink(VM *vm, const EhEvent *ev, void *ctx)
{
	FILE *out = ctx;
	char loc[300], tb[200];
	fprintf(out, "{\"version\":%d,\"seq\":%u,\"event\":\"%s\"", EH_JSON_VERSION, vm->eh->nevents,
		eh_event_names[ev->kind]);
	if (ev->x) {
		fprintf(out, ",\"exception\":%u,\"header\":%llu", ev->x->id, (unsigned long long)ev->x->ue);
		if (ev->x->foreign)
			fputs(",\"foreign\":true", out);
		else if (ev->x->type)
			json_str(out, "type", ev->x->abi->type_str(vm, (EhException *)ev->x, tb, sizeof tb));
		if (ev->x->obj)
			fprintf(out, ",\"object\":%llu", (unsigned long long)ev->x->obj);
	}
	uint32_t no = eh_frame_no(vm, ev->depth);
	if (no != EH_NO_FRAME)
		fprintf(out, ",\"frame\":%u", no);
	if (ev->fn) {
		json_str(out, "function", fn_name_of(ev->fn));
		Buf d = {0};
		if (symbol_demangled(fn_name_of(ev->fn), &d))
			json_str(out, "demangled", d.s);
		buf_free(&d);
	}
	if (ev_is_funclet_pad(ev) || ev->kind == EV_FUNCLET_ENTER || ev->kind == EV_FUNCLET_EXIT) {
		/* the pad (funclet EH): no answer, no selector */
		Buf pn = {0};
		print_value_ref(&pn, &ev->at->u.v);
		json_str(out, "pad", pn.s);
		json_str(out, "pad_kind", op_names[inst_op(ev->at)]);
		buf_free(&pn);
	} else if (ev->answer) {
		json_str(out, "answer", ev->answer);
	}
	if (ev_has_selector(ev))
		fprintf(out, ",\"selector\":%d", ev->selector);
	if (ev->kind == EV_BEGIN_CATCH || ev->kind == EV_END_CATCH)
		fprintf(out, ",\"handlers\":%d", ev->handlers);
	if (ev->kind == EV_FUNCLET_ENTER || ev->kind == EV_FUNCLET_EXIT) {
		/* how it was left ("catchret", ...), and the frame's pad stack
		 * after the event, outermost first */
		const char *d = ev->detail ? strchr(ev->detail, ',') : NULL;
		const char *e = ev->detail ? strstr(ev->detail, "; pads:") : NULL;
		if (d && e && d < e) {
			char how[200];
			snprintf(how, sizeof how, "%.*s", (int)(e - d - 2), d + 2);
			json_str(out, "how", how);
		}
		fputs(",\"pads\":[", out);
		Vec *v = &vm->eh->pads;
		bool any = false;
		for (uint32_t k = 0; k < v->len; k++) {
			const PadEntry *p = &VEC_AT(v, PadEntry, k);
			if (p->depth != ev->depth)
				continue;
			Buf pn = {0};
			print_value_ref(&pn, &p->pad->u.v);
			fputs(any ? ",{" : "{", out);
			fprintf(out, "\"pad\":\"%s\",\"kind\":\"%s\"", pn.s, op_names[inst_op(p->pad)]);
			if (p->x)
				fprintf(out, ",\"exception\":%u", p->x->id);
			fputc('}', out);
			buf_free(&pn);
			any = true;
		}
		fputc(']', out);
	} else if (ev->detail) {
		json_str(out, "detail", ev->detail);
	}
	if (ev->rule)
		json_str(out, "rule", rule_id(ev->rule));
	loc_of(vm, ev->at, loc, sizeof loc);
	if (loc[0])
		json_str(out, "loc", loc);
	SrcLoc sl;
	if (ev->at && inst_src_loc(ev->at, &sl)) {
		Buf sb = {0};
		src_loc_print(&sl, &sb);
		json_str(out, "src", sb.s);
		buf_free(&sb);
	}
	fputs("}\n", out);
	fflush(out);
}

void
eh_trace_text(VM *vm, bool on)
{
	EhRuntime *eh = eh_runtime(vm);
	if (on && !eh->text) {
		eh->text = true;
		eh_add_sink(vm, text_sink, NULL);
	}
}

bool
eh_trace_json(VM *vm, const char *path, char *err, size_t errlen)
{
	EhRuntime *eh = eh_runtime(vm);
	FILE *f = vm->stderr_file;
	if (path && *path && strcmp(path, "-") != 0) {
		f = fopen(path, "w");
		if (!f) {
			snprintf(err, errlen, "cannot write '%s'", path);
			return false;
		}
		eh->json_owned = true;
	}
	eh->json = f;
	eh_add_sink(vm, json_sink, f);
	return true;
}

void
eh_set_in_flight(VM *vm, EhException *x, bool on)
{
	if (x->in_flight == on)
		return;
	x->in_flight = on;
	Vec *f = &vm->eh->flying;
	if (on) {
		VEC_PUSH(f, EhException *, x);
		return;
	}
	x->landed_depth = x->cleanup_depth = EH_NO_FRAME;
	EhException **a = f->data;
	for (uint32_t i = f->len; i-- > 0;)
		if (a[i] == x) {
			memmove(a + i, a + i + 1, (f->len - i - 1) * sizeof *a);
			f->len--;
			break;
		}
}
