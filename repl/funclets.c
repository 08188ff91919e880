/* funclets.c — `funclets FUNC`: the EH pads of a function as the IR
 * states them (EH reference, "Funclet parent tokens"): each catchswitch,
 * catchpad and cleanuppad under the pad its `within` token names, with
 * the edges that enter it (invokes, catchswitches and cleanuprets that
 * unwind to its block), the unwind edges that leave it (a catchswitch's
 * own destination; the cleanuprets and the invokes of its `funclet`
 * bundle), and its normal exits (catchret).  Landing pads, which form
 * no tree, are listed with their clauses and the same edges. */
#include "repl/repl.h"

#include <string.h>

static void
inst_head(const Inst *i, Buf *b)
{
	Buf t = {0};
	print_inst(&t, i);
	char *nl = t.s ? strchr(t.s, '\n') : NULL;
	if (nl)
		*nl = 0;
	buf_puts(b, t.s ? t.s : "");
	buf_free(&t);
}

static void
block_name(const Block *b, Buf *out)
{
	if (!b) {
		buf_puts(out, "caller");
		return;
	}
	print_value_ref(out, &b->v);
}

/* "invoke in %entry, cleanupret in %ehcleanup": the unwind edges into b */
static void
entered_from(const Function *f, const Block *b, Buf *out)
{
	uint32_t n = 0;
	for (const Block *s = f->first; s; s = s->next) {
		const Inst *t = block_terminator(s);
		if (t && term_unwind_dest(t) == b) {
			buf_printf(out, "%s%s in ", n++ ? ", " : "", op_names[inst_op(t)]);
			block_name(s, out);
		}
	}
	if (!n)
		buf_puts(out, "nothing (unreachable)");
}

static bool
is_pad_user(const Inst *u, const Inst *pad)
{
	return op_is_eh_pad(inst_op(u)) && inst_op(u) != OP_LANDINGPAD && u->u.nops && inst_opnd(u, 0) == &pad->u.v;
}

static bool
call_nounwind(const Module *m, const Inst *call)
{
	const Value *callee = inst_callee(call);
	return attrs_has(m, inst_call(call)->fn_attrs, ATTR_NOUNWIND) ||
	       (callee->kind == VK_FUNCTION && attrs_has(m, ((const Function *)callee)->fn_attrs, ATTR_NOUNWIND));
}

static void print_pad(const Module *m, const Function *f, const Inst *pad, int depth);

static void
print_children(const Module *m, const Function *f, const Inst *pad, int depth)
{
	/* in layout order, not use-list order */
	for (const Block *b = f->first; b; b = b->next) {
		const Inst *c = block_first_non_phi(b);
		if (c && is_pad_user(c, pad))
			print_pad(m, f, c, depth);
	}
}

static void
print_pad(const Module *m, const Function *f, const Inst *pad, int depth)
{
	Buf b = {0};
	buf_printf(&b, "%*s", depth * 2, "");
	inst_head(pad, &b);
	buf_puts(&b, "    [block ");
	block_name(pad->parent, &b);
	buf_puts(&b, "]");
	printf("%s\n", b.s);
	buf_free(&b);
	int ind = depth * 2 + 4;
	Opcode op = inst_op(pad);
	Buf from = {0};
	entered_from(f, pad->parent, &from);
	if (op != OP_CATCHPAD) /* a catchpad is entered by its catchswitch's dispatch */
		printf("%*sentered from: %s\n", ind, "", from.s);
	buf_free(&from);
	if (op == OP_CATCHSWITCH) {
		Buf u = {0};
		block_name(term_unwind_dest(pad), &u);
		printf("%*sunwinds to: %s (when no handler matches)\n", ind, "", u.s);
		buf_free(&u);
	}
	if (op == OP_LANDINGPAD) {
		printf("%*sclauses: %s%u\n", ind, "", pad->u.flags & IF_CLEANUP ? "cleanup, " : "", pad->u.nops);
	}
	/* uses of the pad's token (or, for a landing pad, its value) */
	Buf exits = {0}, unw = {0};
	for (const Use *u = pad->u.v.uses; u; u = u->next) {
		if (!u->user || u->user->v.kind != VK_INST)
			continue;
		const Inst *ui = (const Inst *)u->user;
		switch (inst_op(ui)) {
		case OP_CATCHRET:
			buf_printf(&exits, "%scatchret in ", exits.len ? ", " : "");
			block_name(ui->parent, &exits);
			buf_puts(&exits, " to ");
			block_name(term_succ(ui, 0), &exits);
			break;
		case OP_CLEANUPRET:
			buf_printf(&unw, "%scleanupret in ", unw.len ? ", " : "");
			block_name(ui->parent, &unw);
			buf_puts(&unw, " -> ");
			block_name(term_unwind_dest(ui), &unw);
			break;
		case OP_INVOKE:
			buf_printf(&unw, "%sinvoke in ", unw.len ? ", " : "");
			block_name(ui->parent, &unw);
			buf_puts(&unw, " -> ");
			block_name(term_unwind_dest(ui), &unw);
			break;
		case OP_CALL:
			/* a call that may unwind leaves the funclet for the caller */
			if (op != OP_LANDINGPAD && !call_nounwind(m, ui)) {
				buf_printf(&unw, "%scall in ", unw.len ? ", " : "");
				block_name(ui->parent, &unw);
				buf_puts(&unw, " -> caller");
			}
			break;
		case OP_RESUME:
			buf_printf(&exits, "%sresume in ", exits.len ? ", " : "");
			block_name(ui->parent, &exits);
			break;
		default:
			break;
		}
	}
	if (exits.s)
		printf("%*sexits: %s\n", ind, "", exits.s);
	if (unw.s)
		printf("%*sunwind edges out: %s\n", ind, "", unw.s);
	buf_free(&exits);
	buf_free(&unw);
	if (op != OP_LANDINGPAD)
		print_children(m, f, pad, depth + 1);
}

CmdResult
cmd_funclets(Session *S, char *args)
{
	char *name = repl_location_word(&args);
	if (!name) {
		repl_error("funclets: expected a function");
		return CMD_FAILED;
	}
	Function *f = session_function(S, name);
	if (!f || f->is_decl) {
		repl_error("funclets: no defined function @%s", *name == '@' ? name + 1 : name);
		return CMD_FAILED;
	}
	const Value *p = fn_personality(f);
	while (p && p->kind == VK_CEXPR && ((const User *)p)->nops)
		p = ((const User *)p)->ops[0].val;
	uint32_t npads = 0;
	for (const Block *b = f->first; b; b = b->next) {
		const Inst *i = block_first_non_phi(b);
		npads += i && op_is_eh_pad(inst_op(i));
	}
	printf("@%s: personality %s%s, %u EH pad%s\n", fn_name_of(f), p && p->name ? "@" : "",
	       p && p->name ? p->name : "none", npads, npads == 1 ? "" : "s");
	for (const Block *b = f->first; b; b = b->next) {
		const Inst *i = block_first_non_phi(b);
		if (!i || !op_is_eh_pad(inst_op(i)))
			continue;
		/* roots: landing pads, and pads within none (or within a value
		 * that is no pad: the verifier's business) */
		const Value *parent = inst_op(i) == OP_LANDINGPAD ? NULL : inst_opnd(i, 0);
		bool root = !parent || parent->kind != VK_INST || !op_is_eh_pad(inst_op((const Inst *)parent));
		if (root)
			print_pad(S->m, f, i, 0);
	}
	return CMD_OK;
}
