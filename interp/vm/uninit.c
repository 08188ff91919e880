/* uninit.c — where an undef value came from, for the report of its use.
 *
 * A load of bytes never written gives undef (SPEC.md section 6); using
 * undef later (a branch, an address, a divisor, a noundef argument) is
 * undefined behaviour, reported where the use is.  Like MSan's origin
 * note, the report then says which load read the unwritten bytes and of
 * what object.  The loads' slow path notes the last such read of each
 * load instruction (rare: the fast path never comes here); the report
 * walks back from the failing instruction through the operands its
 * value was computed from to a load with a note.  Loads the lowering
 * turned into reads of a register (promoted variables, frame objects it
 * proved written) have no slow path: for those the note names the local
 * variable the lowering found may be read before it is stored. */
#include "vm/exec.h"
#include "vm/vm_ops.h"

#include <string.h>

typedef struct Origin {
	const Inst *load;       /* the key */
	uint64_t addr, n;       /* the unwritten bytes' access */
	MemState state;         /* the first undef byte's state */
	bool never_written;     /* some byte never written (not only written with poison) */
	MemObject obj;          /* the heap block or global holding them */
	bool has_obj;
	UT_hash_handle hh;
} Origin;

void
vm_note_uninit(VM *vm, uint64_t addr, uint64_t n)
{
	const Frame *fr = vm->frames.len ? &VEC_AT(&vm->frames, Frame, vm->frames.len - 1) : NULL;
	uint32_t pc = fr && fr->pc ? fr->pc - 1 : 0;
	const Inst *at = fr && fr->lf && pc < fr->lf->ncode ? fr->lf->src[pc] : NULL;
	if (!at)
		return;
	Origin *t = vm->uninit_origins, *o;
	HASH_FIND_PTR(t, &at, o);
	if (!o) {
		o = xcalloc(1, sizeof *o);
		o->load = at;
		HASH_ADD_PTR(t, load, o);
		vm->uninit_origins = t;
	}
	o->addr = addr;
	o->n = n;
	o->state = SH_NONE;
	o->never_written = false;
	for (uint64_t k = 0; k < n; k++) {
		MemState st = mem_state_at(&vm->mem, addr + k);
		if (((st & SH_UNDEF) || st == SH_DEAD_STACK) && o->state == SH_NONE)
			o->state = st;
		if (st & SH_UNINIT)
			o->never_written = true;
	}
	const MemObject *mo = mem_find_object(&vm->mem, addr);
	o->has_obj = mo && addr >= mo->addr && addr < mo->addr + mo->size;
	if (o->has_obj)
		o->obj = *mo;
}

void
vm_free_uninit(VM *vm)
{
	Origin *t = vm->uninit_origins, *o, *tmp;
	HASH_ITER(hh, t, o, tmp) {
		HASH_DEL(t, o);
		free(o);
	}
	vm->uninit_origins = NULL;
}

static const char *
fn_name(const Inst *i)
{
	const char *n = i->parent->parent->g.u.v.name;
	return n ? n : "?";
}

/* the alloca a pointer is (through getelementptrs and casts), or NULL */
static const Inst *
alloca_of(const Value *p)
{
	for (int k = 0; k < 16 && p->kind == VK_INST; k++) {
		const Inst *i = (const Inst *)p;
		switch (inst_op(i)) {
		case OP_ALLOCA: return i;
		case OP_GETELEMENTPTR: case OP_BITCAST: case OP_ADDRSPACECAST: p = inst_opnd(i, 0); break;
		default: return NULL;
		}
	}
	return NULL;
}

/* a local's name as the IR writes it (%x, %3) */
static void
print_local(FILE *out, const Inst *a)
{
	Buf b = {0};
	print_value_ref(&b, &a->u.v);
	fprintf(out, "%s (alloca in @%s)", b.s ? b.s : "?", fn_name(a));
	buf_free(&b);
}

static void
print_where(VM *vm, FILE *out, const char *what, const Inst *i)
{
	uint32_t line, col;
	const char *file = vm_inst_source(vm, i, &line, &col);
	if (file)
		fprintf(out, "%s %s:%u:%u in @%s", what, file, line, col, fn_name(i));
	else
		fprintf(out, "%s @%s", what, fn_name(i));
}

static void
print_origin(VM *vm, FILE *out, const Origin *o)
{
	fprintf(out, "    note: the value is undef: %llu byte%s at 0x%llx read by ", (unsigned long long)o->n,
		o->n == 1 ? "" : "s", (unsigned long long)o->addr);
	print_where(vm, out, "the load at", o->load);
	fprintf(out, o->state == SH_DEAD_STACK ? " were in a stack object outside its lifetime (a load of one is poison)"
		     : o->never_written ? " were uninitialised (never written since allocated)"
					: " were last written with poison or undef");
	if (o->has_obj && o->obj.kind == OBJ_HEAP) {
		fprintf(out, "; they are in heap block '%s' of %llu bytes at 0x%llx", o->obj.what ? o->obj.what : "?",
			(unsigned long long)o->obj.size, (unsigned long long)o->obj.addr);
		if (o->obj.alloc_at)
			print_where(vm, out, ", allocated at", o->obj.alloc_at);
	} else if (o->has_obj && o->obj.kind == OBJ_GLOBAL) {
		fprintf(out, "; they are in global '%s'", o->obj.what ? o->obj.what : "?");
	} else if ((o->state & 3u) == (SH_STACK & 3u)) {
		const Inst *a = alloca_of(inst_opnd(o->load, 0));
		fprintf(out, "; they are in a stack object");
		if (a) {
			fputc(' ', out);
			print_local(out, a);
		}
	}
	fputc('\n', out);
}

/* Depth-first through the operands the value was computed from (in its
 * function: arguments, constants and calls end a path): the first load
 * with a note, else the first load of a variable the lowering found may
 * be read before it is stored. */
typedef struct Walk {
	VM *vm;
	const Inst *seen[256];
	uint32_t nseen;
	const Origin *found;
	const Inst *maybe;      /* a load of a possibly unset variable */
	const LFunc *maybe_lf;
	const Inst *makers[3];  /* instructions that make poison when a
				   promise fails (nsw, exact, a shift...) */
	uint32_t nmakers;
} Walk;

/* may i's result be poison though its operands are not (SPEC.md
 * section 6, "Registers and poison")? */
static bool
makes_poison(const Inst *i)
{
	Opcode op = inst_op(i);
	if (op == OP_GETELEMENTPTR) /* (gepcheck.c) */
		return (i->u.flags & (IF_INBOUNDS | IF_NUSW | IF_GEP_NUW)) != 0;
	if (i->u.flags & (IF_NUW | IF_NSW | IF_EXACT | IF_DISJOINT | IF_NNEG))
		return true;
	if (i->fmf & (FMF_NNAN | FMF_NINF)) /* (lower_fmf.c) */
		return true;
	switch (op) {
	case OP_SHL: case OP_LSHR: case OP_ASHR: case OP_FPTOSI: case OP_FPTOUI: return true;
	default: break;
	}
	for (uint32_t k = 0; k < i->u.nops; k++) {
		const Value *o = inst_opnd(i, k);
		if (o && (o->kind == VK_CPOISON || o->kind == VK_CUNDEF))
			return true;
	}
	return false;
}

static void
walk(Walk *w, const Value *v, const LFunc *lf, int depth)
{
	if (w->found || depth > 24 || v->kind != VK_INST || w->nseen == countof(w->seen))
		return;
	const Inst *i = (const Inst *)v;
	for (uint32_t k = 0; k < w->nseen; k++)
		if (w->seen[k] == i)
			return;
	w->seen[w->nseen++] = i;
	Opcode op = inst_op(i);
	/* a load or call whose metadata or result attributes promise
	 * something gives poison when the promise is broken (promise.c) */
	if ((op == OP_LOAD || op == OP_CALL || op == OP_INVOKE) &&
	    (vm_inst_promises(w->vm, i) || (i->fmf & (FMF_NNAN | FMF_NINF))) && w->nmakers < countof(w->makers))
		w->makers[w->nmakers++] = i;
	if (op == OP_LOAD) {
		Origin *t = w->vm->uninit_origins, *o;
		HASH_FIND_PTR(t, &i, o);
		if (o) {
			w->found = o;
			return;
		}
		const Inst *a = alloca_of(inst_opnd(i, 0));
		if (!a)
			return;
		for (uint32_t k = 0; !w->maybe && lf && k < lf->nunset; k++)
			if (lf->unset[k] == &a->u.v) {
				w->maybe = i;
				w->maybe_lf = lf;
			}
		/* a local: what was stored into it */
		for (const Use *u = a->u.v.uses; u && !w->found; u = u->next) {
			const Inst *st = (const Inst *)u->user;
			if (st && st->u.v.kind == VK_INST && inst_op(st) == OP_STORE && inst_opnd(st, 1) == &a->u.v)
				walk(w, inst_opnd(st, 0), lf, depth + 1);
		}
		return;
	}
	if (op == OP_CALL || op == OP_INVOKE) {
		/* a direct call of a defined function: what its rets return */
		const Value *c = inst_callee(i);
		const Function *f = c->kind == VK_FUNCTION ? (const Function *)c : NULL;
		if (!f || f->is_decl)
			return;
		for (const Block *b = f->first; b; b = b->next)
			if (b->last && inst_op(b->last) == OP_RET && b->last->u.nops)
				walk(w, inst_opnd(b->last, 0), vm_lowered(w->vm, f), depth + 1);
		return;
	}
	if (op == OP_ALLOCA)
		return;
	if (makes_poison(i) && w->nmakers < countof(w->makers))
		w->makers[w->nmakers++] = i;
	for (uint32_t k = 0; k < i->u.nops; k++)
		walk(w, inst_opnd(i, k), lf, depth + 1);
}

bool
vm_arg_unwritten(VM *vm, const Inst *call, uint32_t k, const LFunc *lf)
{
	Walk w = {.vm = vm};
	walk(&w, inst_opnd(call, k), lf, 0);
	return w.found && w.found->never_written;
}

static void print_walk(VM *vm, FILE *out, const Walk *w0);

void
vm_print_uninit_origin(VM *vm, FILE *out, const Inst *at, const LFunc *lf)
{
	if (!at)
		return;
	Walk w = {.vm = vm};
	for (uint32_t k = 0; k < at->u.nops && !w.found; k++)
		walk(&w, inst_opnd(at, k), lf, 0);
	print_walk(vm, out, &w);
}

void
vm_print_uninit_value(VM *vm, FILE *out, const Value *v, const LFunc *lf)
{
	Walk w = {.vm = vm};
	walk(&w, v, lf, 0);
	print_walk(vm, out, &w);
}

/* the debugger's question about one value v itself (not a use's
 * operands): undef from memory (1), maybe poison from a broken promise
 * (2), or not known (0); out: the note, when not NULL */
int
vm_value_origin(VM *vm, FILE *out, const Value *v, const LFunc *lf)
{
	Walk w = {.vm = vm};
	walk(&w, v, lf, 0);
	if (out)
		print_walk(vm, out, &w);
	return w.found || w.maybe ? 1 : w.nmakers ? 2 : 0;
}

static void
print_walk(VM *vm, FILE *out, const Walk *w0)
{
	const Walk w = *w0;
	if (w.found) {
		print_origin(vm, out, w.found);
	} else if (w.maybe) {
		const Inst *a = alloca_of(inst_opnd(w.maybe, 0));
		fprintf(out, "    note: the value may be undef from ");
		print_where(vm, out, "the load at", w.maybe);
		fprintf(out, " of local ");
		print_local(out, a);
		fprintf(out, ", which may be read before it is stored\n");
	} else if (w.nmakers) {
		/* no unwritten memory behind it: name the operations it was
		 * computed from that give poison when their promise fails */
		fprintf(out, "    note: the value may be poison from ");
		for (uint32_t k = 0; k < w.nmakers; k++) {
			const Inst *i = w.makers[k];
			char what[64];
			bool gep = inst_op(i) == OP_GETELEMENTPTR;
			snprintf(what, sizeof what, "%s%s%s%s%s%s%s%s%s", k ? ", " : "", "the `", op_names[inst_op(i)],
				 gep && (i->u.flags & IF_INBOUNDS) ? " inbounds" : gep && (i->u.flags & IF_NUSW) ? " nusw" : "",
				 i->u.flags & (gep ? IF_GEP_NUW : IF_NUW) ? " nuw" : "", !gep && (i->u.flags & IF_NSW) ? " nsw" : "",
				 !gep && (i->u.flags & IF_EXACT) ? " exact" : "", i->fmf & FMF_NNAN ? " nnan" : "",
				 i->fmf & FMF_NINF ? " ninf` at" : "` at");
			print_where(vm, out, what, i);
		}
		fprintf(out, " (poison when its promise fails)\n");
	}
}
