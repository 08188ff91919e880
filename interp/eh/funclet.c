/* funclet.c — funclet pads at run time: which pads each frame has
 * entered, the funclet instructions, and the funclet rules only a run
 * can decide (SPEC.md EH-F-1..6).
 *
 * A pad (catchswitch, catchpad, cleanuppad) is entered when the unwinder
 * reaches it and exited by catchret, cleanupret, an unwind edge to a pad
 * that is not its descendant, or unwinding to the caller (the EH
 * reference, "Funclet transitions").  The entered pads of all frames form
 * one stack, PadEntry, in the order of entering; a frame's pads are a
 * path in its function's pad tree, which the checks here keep true.
 *
 * Tokens: a pad's token register holds a number no other entry ever
 * gets, so a token whose pad has exited is recognised wherever it is
 * used (catchret/cleanupret from, a "funclet" bundle, a pad's parent). */
#include "eh/personality.h"

#include <string.h>

/* ---------------------------------------------------------- the IR side */
const Inst *
eh_pad_parent(const Inst *pad)
{
	const Value *p = inst_opnd(pad, 0);
	return p->kind == VK_INST ? (const Inst *)p : NULL;
}

static bool
is_ancestor(const Inst *anc, const Inst *pad)
{
	for (const Inst *p = pad; p; p = eh_pad_parent(p))
		if (p == anc)
			return true;
	return false;
}

static const Inst *
first_pad(const Block *b)
{
	return b ? block_first_non_phi(b) : NULL;
}

/* the destination of an unwind edge out of `pad` found among its users:
 * its cleanupret, or an edge of a nested pad or call that leaves it */
static const Inst *
cleanup_dest(const Inst *pad, unsigned depth)
{
	if (depth > 64)
		return NULL;
	for (const Use *u = pad->u.v.uses; u; u = u->next) {
		if (!u->user || u->user->v.kind != VK_INST)
			continue;
		const Inst *i = (const Inst *)u->user;
		const Inst *to = NULL;
		switch (inst_op(i)) {
		case OP_CLEANUPRET:
			if (inst_opnd(i, 0) != &pad->u.v)
				continue;
			to = first_pad(term_unwind_dest(i));
			return to;
		case OP_CATCHSWITCH:
			to = first_pad(term_unwind_dest(i));
			break;
		case OP_CLEANUPPAD:
			to = cleanup_dest(i, depth + 1);
			break;
		case OP_INVOKE:
			to = first_pad(term_unwind_dest(i));
			break;
		default:
			continue;
		}
		if (to && !is_ancestor(pad, to))
			return to;
	}
	return NULL;
}

const Inst *
eh_pad_unwind_dest(const Inst *pad)
{
	switch (inst_op(pad)) {
	case OP_CATCHSWITCH: return first_pad(term_unwind_dest(pad));
	case OP_CATCHPAD: return eh_pad_unwind_dest(eh_pad_parent(pad));
	case OP_CLEANUPPAD: return cleanup_dest(pad, 0);
	default: return NULL;
	}
}

/* the lowered op of a pad (its block's first EHOP for it), or NULL */
const PadOp *
eh_pad_op(const LFunc *lf, const Inst *pad)
{
	for (uint32_t pc = lf->block_pc[pad->parent->index]; pc < lf->ncode; pc++) {
		const Op *o = &lf->code[pc];
		if (o->code == OPC_EHOP && o->f == inst_op(pad) && ((const PadOp *)o->x.p)->i == pad)
			return o->x.p;
	}
	return NULL;
}

/* ------------------------------------------------------------ the stack */
static const char *
pad_kind(const Inst *pad)
{
	return op_names[inst_op(pad)];
}

static void
pad_ref(Buf *b, const Inst *pad)
{
	print_value_ref(b, &pad->u.v);
}

/* a pad's name in a fixed buffer (reports longjmp: nothing to free) */
static const char *
pname(const Inst *pad, char *buf, size_t n)
{
	Buf b = {0};
	if (pad)
		pad_ref(&b, pad);
	snprintf(buf, n, "%s", b.s ? b.s : "the caller");
	buf_free(&b);
	return buf;
}

/* "%0 catchswitch > %1 catchpad": frame d's pads, outermost first */
static void
pads_str(VM *vm, uint32_t d, Buf *b)
{
	Vec *v = &vm->eh->pads;
	bool any = false;
	for (uint32_t k = 0; k < v->len; k++) {
		PadEntry *e = &VEC_AT(v, PadEntry, k);
		if (e->depth != d)
			continue;
		if (any)
			buf_puts(b, " > ");
		pad_ref(b, e->pad);
		buf_printf(b, " %s", pad_kind(e->pad));
		any = true;
	}
	if (!any)
		buf_puts(b, "none");
}


void
eh_print_pads(VM *vm, FILE *out, uint32_t depth)
{
	if (!vm->eh || !eh_pad_top(vm, depth))
		return;
	Buf b = {0};
	pads_str(vm, depth, &b);
	fprintf(out, "      entered funclet pads: %s\n", b.s);
	buf_free(&b);
}

PadEntry *
eh_pad_top(VM *vm, uint32_t depth)
{
	Vec *v = &eh_runtime(vm)->pads;
	for (uint32_t k = v->len; k-- > 0;) {
		PadEntry *e = &VEC_AT(v, PadEntry, k);
		if (e->depth == depth)
			return e;
		if (e->depth < depth)
			break;
	}
	return NULL;
}

PadEntry *
eh_pad_of_token(VM *vm, uint32_t depth, uint64_t token)
{
	Vec *v = &eh_runtime(vm)->pads;
	for (uint32_t k = v->len; k-- > 0;) {
		PadEntry *e = &VEC_AT(v, PadEntry, k);
		if (e->depth == depth && e->token == token)
			return e;
	}
	return NULL;
}

static void
pad_event(VM *vm, EhEventKind k, EhException *x, uint32_t d, const Inst *pad, const char *how)
{
	EhRuntime *eh = vm->eh;
	if (!eh->nsinks)
		return;
	Buf b = {0};
	buf_puts(&b, pad_kind(pad));
	buf_puts(&b, " ");
	pad_ref(&b, pad);
	if (how)
		buf_printf(&b, ", %s", how);
	buf_puts(&b, "; pads: ");
	pads_str(vm, d, &b);
	/* held by the runtime while the sinks run: one may not return */
	VEC_PUSH(&eh->held, char *, b.s);
	EhEvent ev = {.kind = k, .x = x, .depth = d, .at = pad, .detail = b.s};
	eh_emit(vm, &ev);
	eh->held.len--;
	buf_free(&b);
}

PadEntry *
eh_pad_enter(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t reg, int32_t sel)
{
	EhRuntime *eh = eh_runtime(vm);
	PadEntry e = {.depth = d, .token = ++eh->next_token, .pad = pad, .x = x, .sel = sel};
	VEC_PUSH(&eh->pads, PadEntry, e);
	Frame *fr = &VEC_AT(&vm->frames, Frame, d);
	vm->regs[fr->base + reg] = e.token;
	vm->poison[fr->base + reg] = 0;
	pad_event(vm, EV_FUNCLET_ENTER, x, d, pad, NULL);
	return &VEC_AT(&eh->pads, PadEntry, eh->pads.len - 1);
}

/* exit the innermost pad of frame d (the top of the stack) */
void
eh_pad_exit_top(VM *vm, uint32_t d, EhException *by, const char *how)
{
	EhRuntime *eh = vm->eh;
	PadEntry e = VEC_AT(&eh->pads, PadEntry, eh->pads.len - 1);
	if (e.depth != d)
		vm_fail(vm, R_ERROR, "internal: the pads of frame %u are not on top", d);
	eh->pads.len--;
	pad_event(vm, EV_FUNCLET_EXIT, by ? by : e.x, d, e.pad, how);
	if (inst_op(e.pad) == OP_CATCHPAD && e.x && e.x->abi && e.x->abi->pad_end_catch)
		e.x->abi->pad_end_catch(vm, e.x, by);
}

/* ------------------------------------------------------------- the rules */
static EHI_NORETURN void
rule_fail(VM *vm, Rule rule, const char *fmt, const Inst *a, const Inst *b)
{
	char ba[128], bb[128];
	vm_fail(vm, rule, fmt, pname(a, ba, sizeof ba), pname(b, bb, sizeof bb));
}

/* EH-F-2: a pad that unwinds elsewhere may not be left to the caller */
void
eh_pads_check_to_caller(VM *vm, uint32_t d)
{
	Vec *v = &eh_runtime(vm)->pads;
	for (uint32_t k = v->len; k-- > 0;) {
		PadEntry *e = &VEC_AT(v, PadEntry, k);
		if (e->depth < d)
			break;
		const Inst *dest = e->depth == d ? eh_pad_unwind_dest(e->pad) : NULL;
		if (dest)
			rule_fail(vm, R_EH_F_2,
				  "an exception unwinds to the caller out of pad %s, whose unwind destination is %s",
				  e->pad, dest);
	}
}

void
eh_pads_leave_frame(VM *vm, EhException *x, uint32_t d)
{
	eh_pads_check_to_caller(vm, d);
	while (eh_pad_top(vm, d))
		eh_pad_exit_top(vm, d, x, "unwound to the caller");
}

void
eh_pad_edge(VM *vm, EhException *x, uint32_t d, const Inst *to)
{
	const Inst *parent = eh_pad_parent(to);
	PadEntry *e;
	/* EH-F-3: exit the pads the edge leaves; the parent must remain */
	while ((e = eh_pad_top(vm, d)) && e->pad != parent)
		eh_pad_exit_top(vm, d, x, "an unwind edge leaves it");
	if (parent && !e)
		rule_fail(vm, R_EH_F_3, "an unwind edge enters pad %s, whose parent %s is not an entered pad", to,
			  parent);
}

void
eh_land_pad(VM *vm, EhException *x, uint32_t d, const Inst *pad, uint32_t pc, int32_t sel, bool cleanup)
{
	EhRuntime *eh = vm->eh;
	Frame *fr = &VEC_AT(&vm->frames, Frame, d);
	fr->pc = pc;
	eh->landing = true;
	eh->land_depth = d;
	eh->land_pad = pad;
	eh->land_x = x;
	eh->land_sel = sel;
	eh->land_exn = x->ue;
	x->landed_depth = d;
	x->cleanup_depth = cleanup ? d : EH_NO_FRAME;
	if (eh->nsinks) {
		EhEvent ev = {.kind = EV_LANDING, .x = x, .depth = d, .at = pad,
			      .answer = cleanup ? "cleanup" : "handler", .selector = sel};
		eh_emit(vm, &ev);
	}
}

/* ------------------------------------------------------------- the ops */
static uint64_t
reg(VM *vm, uint32_t d, uint32_t r)
{
	return vm->regs[VEC_AT(&vm->frames, Frame, d).base + r];
}

/* the entry a token register names, which must be frame d's innermost */
static PadEntry *
innermost(VM *vm, uint32_t d, uint32_t r, const Inst *user, const char *what)
{
	uint64_t tok = reg(vm, d, r);
	PadEntry *top = eh_pad_top(vm, d), *e = eh_pad_of_token(vm, d, tok);
	const Inst *pad = inst_opnd(user, 0)->kind == VK_INST ? (const Inst *)inst_opnd(user, 0) : NULL;
	char a[128], b[128];
	if (!e)
		vm_fail(vm, R_EH_F_4, "%s uses the token of pad %s, which is not entered (it has exited)", what,
			pname(pad, a, sizeof a));
	if (e != top)
		vm_fail(vm, R_EH_F_5, "%s from %s, which is not the innermost entered pad (%s is, inside it)", what,
			pname(e->pad, a, sizeof a), pname(top->pad, b, sizeof b));
	return e;
}

static void
take_landing(VM *vm, uint32_t d, const Inst *pad)
{
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->landing || eh->land_depth != d || eh->land_pad != pad)
		vm_fail(vm, R_EH_U_10, "funclet pad %s was reached other than by unwinding", pad_kind(pad));
	eh->landing = false;
}

void
eh_funclet_op(VM *vm, const Op *op)
{
	EhRuntime *eh = eh_runtime(vm);
	uint32_t d = vm->frames.len - 1;
	Frame *fr = &VEC_AT(&vm->frames, Frame, d);
	const PadOp *po = op->x.p;
	switch ((Opcode)op->f) {
	case OP_CATCHSWITCH:
		vm_fail(vm, R_EH_U_10, "a catchswitch was reached other than by unwinding");
	case OP_CATCHPAD: {
		take_landing(vm, d, po->i);
		EhException *x = eh->land_x;
		PadEntry *cs = eh_pad_top(vm, d);
		if (!cs || cs->pad != eh_pad_parent(po->i) || cs->token != reg(vm, d, po->tok))
			vm_fail(vm, R_ERROR, "internal: catchpad entered without its catchswitch");
		eh_pad_enter(vm, x, d, po->i, po->d, eh->land_sel);
		eh_set_in_flight(vm, x, false);
		if (x->abi && x->abi->pad_begin_catch)
			x->abi->pad_begin_catch(vm, x);
		break;
	}
	case OP_CLEANUPPAD: {
		take_landing(vm, d, po->i);
		eh_pad_enter(vm, eh->land_x, d, po->i, po->d, 0);
		break;
	}
	case OP_CATCHRET: {
		innermost(vm, d, po->tok, po->i, "catchret");
		/* (MSVC: the catch ends here; the runtime's pad_end_catch frees
		 * the frames the exception kept alive once its object is
		 * destroyed) */
		eh_pad_exit_top(vm, d, NULL, "catchret");
		PadEntry *cs = eh_pad_top(vm, d);
		if (cs && inst_op(cs->pad) == OP_CATCHSWITCH)
			eh_pad_exit_top(vm, d, NULL, "catchret");
		fr = &VEC_AT(&vm->frames, Frame, d);
		fr->pc = po->next_pc;
		break;
	}
	case OP_CLEANUPRET: {
		PadEntry *e = innermost(vm, d, po->tok, po->i, "cleanupret");
		EhException *x = e->x;
		eh_pad_exit_top(vm, d, x, "cleanupret");
		if (!x || !x->in_flight)
			vm_fail(vm, R_EH_U_11, "cleanupret of a cleanup whose exception is no longer in flight");
		x->landed_depth = x->cleanup_depth = EH_NO_FRAME;
		eh_unwind_to(vm, x, d, po->next_block ? block_first_non_phi(po->next_block) : NULL, po->next_pc);
		break;
	}
	default:
		vm_fail(vm, R_ERROR, "internal: EHOP %d", op->f);
	}
}

void
eh_funclet_check(VM *vm, const Op *op)
{
	uint32_t d = vm->frames.len - 1;
	const Inst *i = op->x.p;
	PadEntry *top = eh_runtime(vm) ? eh_pad_top(vm, d) : NULL;
	if (op->f == 1) {
		if (top)
			rule_fail(vm, R_EH_F_1, "ret while pad %s is entered (a funclet is exited only by catchret, "
						"cleanupret or unwinding)",
				  top->pad, NULL);
		return;
	}
	if (op->a == UINT32_MAX) {
		if (top)
			rule_fail(vm, R_EH_F_6, "a call without a \"funclet\" bundle executes inside pad %s", top->pad,
				  NULL);
		return;
	}
	uint64_t tok = reg(vm, d, op->a);
	PadEntry *e = eh_pad_of_token(vm, d, tok);
	if (!e) {
		vm_fail(vm, R_EH_F_4, "the call's \"funclet\" bundle names a pad that is not entered (it has exited)");
	}
	if (e != top)
		rule_fail(vm, R_EH_F_6, "the call's \"funclet\" bundle names pad %s, but %s is the pad executing", e->pad,
			  top->pad);
	(void)i;
}
