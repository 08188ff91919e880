/* lifetime.c — llvm.lifetime.start/end on stack objects (SPEC.md
 * section 6, X-MEM-9).
 *
 * LangRef: an alloca that some llvm.lifetime.start is given is dead
 * until one runs; lifetime.start makes it live with undef contents,
 * lifetime.end dead again (and its frame's return).  A load from a dead
 * object gives poison; a store to it is undefined behaviour.  ehi keeps
 * a dead object's bytes as a returned frame's (SH_DEAD_STACK) while its
 * frame is live: the shadow tells the two apart by the stack pointer
 * (dead memory above sp belongs to a live frame).  Such an alloca is
 * never a frame object whose accesses go unchecked (lower_frame.c). */
#include "vm/vm_ops.h"

#include <stdio.h>
#include <string.h>

/* the alloca p is (through casts and getelementptrs of zero indices):
 * its first byte, as LangRef asks of the markers' pointer */
static const Inst *
alloca_at(const Value *p)
{
	for (int k = 0; k < 8 && p->kind == VK_INST; k++) {
		const Inst *i = (const Inst *)p;
		switch (inst_op(i)) {
		case OP_ALLOCA: return i;
		case OP_BITCAST: case OP_ADDRSPACECAST: break;
		case OP_GETELEMENTPTR:
			for (uint32_t j = 1; j < i->u.nops; j++)
				if (inst_opnd(i, j)->kind != VK_CZERO &&
				    !(inst_opnd(i, j)->kind == VK_CINT && ((const ConstInt *)inst_opnd(i, j))->w[0] == 0))
					return NULL;
			break;
		default: return NULL;
		}
		p = inst_opnd(i, 0);
	}
	return NULL;
}

bool
vm_lifetime_starts(const Value *alloca)
{
	for (const Use *u = alloca->uses; u; u = u->next) {
		const Inst *ui = (const Inst *)u->user;
		if (!ui || ui->u.v.kind != VK_INST)
			continue;
		Opcode op = inst_op(ui);
		if (op == OP_CALL) {
			const Value *c = inst_callee(ui);
			if (c->kind == VK_FUNCTION && ((const Function *)c)->g.u.v.name &&
			    !strncmp(((const Function *)c)->g.u.v.name, "llvm.lifetime.start", 19) &&
			    alloca_at(u->val) && u == &ui->u.ops[ui->u.nops - 2])
				return true;
		} else if ((op == OP_BITCAST || op == OP_ADDRSPACECAST || op == OP_GETELEMENTPTR) &&
			   alloca_at(&ui->u.v) && vm_lifetime_starts(&ui->u.v)) {
			return true;
		}
	}
	return false;
}

uint64_t
vm_lifetime_size(VM *vm, const Inst *call)
{
	const Inst *a = call && call->u.nops >= 2 ? alloca_at(inst_opnd(call, call->u.nops - 2)) : NULL;
	if (!a)
		return 0; /* not an alloca's first byte: a no-op (LangRef) */
	uint64_t count = 1;
	if (a->u.nops) {
		const Value *c = inst_opnd(a, 0);
		if (c->kind != VK_CINT)
			return 0; /* a dynamic alloca's size is not kept: not followed */
		count = ((const ConstInt *)c)->w[0];
	}
	return dl_type_size(&vm->dl, a->ty) * count;
}

void
vm_lifetime_mark(VM *vm, uint64_t addr, uint64_t n, bool start)
{
	Mem *m = &vm->mem;
	/* a live frame's stack, and the object's bytes stack memory */
	if (!n || addr < m->sp || addr - m->base > m->size || n > m->size - (addr - m->base))
		return;
	MemState s = mem_state_at(m, addr);
	if (s != SH_DEAD_STACK && (s & 3u) != (SH_STACK & 3u))
		return;
	mem_set_state(m, addr, n, start ? SH_STACK_UNINIT : SH_DEAD_STACK);
}

void
vm_lifetime(VM *vm, const Inst *call, uint64_t addr, bool start)
{
	vm_lifetime_mark(vm, addr, vm_lifetime_size(vm, call), start);
}

bool
vm_dead_object_read(const VM *vm, uint64_t addr, unsigned n)
{
	const Mem *m = &vm->mem;
	uint64_t off = addr - m->base;
	if (addr < m->sp || off > m->size || n > m->size - off)
		return false;
	const uint8_t *sh = m->shadow + off;
	bool dead = false;
	for (unsigned k = 0; k < n; k++) {
		if (sh[k] == SH_DEAD_STACK)
			dead = true;
		else if (!(sh[k] & SH_LIVE_READ))
			return false;
	}
	return dead;
}

void
vm_lifetime_note(const Inst *at, char *out, size_t n)
{
	out[0] = 0;
	if (!at || (inst_op(at) != OP_LOAD && inst_op(at) != OP_STORE))
		return;
	const Value *p = inst_opnd(at, inst_op(at) == OP_STORE ? 1 : 0);
	for (int k = 0; k < 16 && p->kind == VK_INST; k++) {
		const Inst *i = (const Inst *)p;
		if (inst_op(i) == OP_ALLOCA) {
			Buf name = {0};
			print_value_ref(&name, p);
			snprintf(out, n, "; it is in stack object %s (alloca %s in @%s)", name.s ? name.s : "?",
				 type_str(i->ty), i->parent->parent->g.u.v.name ? i->parent->parent->g.u.v.name : "?");
			buf_free(&name);
			return;
		}
		if (inst_op(i) != OP_GETELEMENTPTR && inst_op(i) != OP_BITCAST && inst_op(i) != OP_ADDRSPACECAST)
			return;
		p = inst_opnd(i, 0);
	}
}
