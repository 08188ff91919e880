/* oob.c — the object an access outside every object was computed from
 * (SPEC.md section 6, X-MEM-2).
 *
 * Memory tells only what an address is beside: an array read far past
 * its end at -O0 lands between the frame's objects, and at -O2 the same
 * read of an array clang made a constant global lands beside whichever
 * global follows it.  The access itself says more: its address operand,
 * followed back through getelementptr and casts, is the object the
 * program indexed.  So a load or store outside every object names that
 * object, and is undefined behaviour however far it went. */
#include "vm/vm_ops.h"

#include <stdio.h>

/* the alloca or global variable p was computed from, or NULL */
static const Value *
base_of(const Value *p)
{
	for (int k = 0; k < 16; k++) {
		if (p->kind == VK_GLOBALVAR)
			return p;
		if (p->kind != VK_INST)
			return NULL;
		const Inst *i = (const Inst *)p;
		switch (inst_op(i)) {
		case OP_ALLOCA: return p;
		case OP_GETELEMENTPTR: case OP_BITCAST: case OP_ADDRSPACECAST: p = inst_opnd(i, 0); break;
		default: return NULL;
		}
	}
	return NULL;
}

bool
vm_access_base(VM *vm, const Inst *at, uint64_t addr, char *out, size_t n)
{
	if (!at || (inst_op(at) != OP_LOAD && inst_op(at) != OP_STORE))
		return false;
	const Value *b = base_of(inst_opnd(at, inst_op(at) == OP_STORE ? 1 : 0));
	if (!b)
		return false;
	Buf name = {0};
	print_value_ref(&name, b);
	if (b->kind == VK_GLOBALVAR) {
		const GlobalVar *g = (const GlobalVar *)b;
		uint64_t ga = vm_global_addr(vm, b), size = dl_type_size(&vm->dl, g->vty);
		if (addr >= ga + size)
			snprintf(out, n, "; it is %llu bytes past the end of global %s of %llu bytes at 0x%llx, which the address was computed from",
				 (unsigned long long)(addr - ga - size), name.s ? name.s : "?", (unsigned long long)size,
				 (unsigned long long)ga);
		else
			snprintf(out, n, "; it is %llu bytes before global %s of %llu bytes at 0x%llx, which the address was computed from",
				 (unsigned long long)(ga - addr), name.s ? name.s : "?", (unsigned long long)size,
				 (unsigned long long)ga);
	} else {
		const Inst *a = (const Inst *)b;
		snprintf(out, n, "; it is outside stack object %s (alloca %s in @%s), which the address was computed from",
			 name.s ? name.s : "?", type_str(a->ty),
			 a->parent && a->parent->parent && a->parent->parent->g.u.v.name ? a->parent->parent->g.u.v.name : "?");
	}
	buf_free(&name);
	return true;
}
