/* typeid.c — selectors: what llvm.eh.typeid.for returns, per function.
 *
 * LLVM numbers the type infos of a function's LSDA 1, 2, ... and its
 * filters -1, -(1+len+1), ...; the program only ever compares a selector
 * with llvm.eh.typeid.for of the same function, so what matters is that
 * the numbering is a function of the function alone.  ehi numbers in the
 * order of first appearance in the function's text: every landingpad's
 * catch clauses (wasm: catchpad arguments) and every llvm.eh.typeid.for
 * call, top to bottom; filters
 * likewise, distinct filter lists by value (SPEC.md EH-U-7). */
#include "eh/eh.h"
#include "eh/personality.h" /* personality_row */

#include <string.h>

typedef struct TypeIds {
	const Function *f;
	uint64_t *types;        /* type info addresses; index + 1 is the id */
	uint32_t ntypes;
	const Value **filters;  /* distinct filter constants */
	int32_t *filter_ids;
	uint32_t nfilters;
	UT_hash_handle hh;
} TypeIds;

uint64_t
eh_const_addr(VM *vm, const Value *c)
{
	uint64_t v[2] = {0, 0};
	uint8_t z[2];
	char err[256];
	if (!vm_const_slots(vm, c, v, z, err, sizeof err))
		vm_fail(vm, R_ERROR, "type info operand: %s", err);
	return v[0];
}

static void
add_type(TypeIds *t, uint64_t ti)
{
	for (uint32_t k = 0; k < t->ntypes; k++)
		if (t->types[k] == ti)
			return;
	t->types = xrealloc(t->types, (t->ntypes + 1) * sizeof *t->types);
	t->types[t->ntypes++] = ti;
}

static void
add_filter(TypeIds *t, const Value *c)
{
	for (uint32_t k = 0; k < t->nfilters; k++)
		if (t->filters[k] == c || value_same(t->filters[k], c))
			return;
	int32_t next = -1;
	if (t->nfilters) {
		const Value *last = t->filters[t->nfilters - 1];
		uint32_t len = last->type->kind == TY_ARRAY ? (uint32_t)last->type->count : 0;
		next = t->filter_ids[t->nfilters - 1] - (int32_t)(len + 1);
	}
	t->filters = xrealloc(t->filters, (t->nfilters + 1) * sizeof *t->filters);
	t->filter_ids = xrealloc(t->filter_ids, (t->nfilters + 1) * sizeof *t->filter_ids);
	t->filters[t->nfilters] = c;
	t->filter_ids[t->nfilters++] = next;
}

static bool
is_typeid_for(const Inst *i)
{
	if (inst_op(i) != OP_CALL)
		return false;
	const Value *c = inst_callee(i);
	return c->kind == VK_FUNCTION && c->name && strncmp(c->name, "llvm.eh.typeid.for", 18) == 0;
}

static TypeIds *
table(VM *vm, const Function *f)
{
	EhRuntime *eh = eh_runtime(vm);
	TypeIds *t = eh->typeids_last, *head = eh->typeids;
	if (t && t->f == f)
		return t;
	HASH_FIND_PTR(head, &f, t);
	if (t) {
		eh->typeids_last = t;
		return t;
	}
	t = xcalloc(1, sizeof *t);
	t->f = f;
	const Personality *pers = personality_row(f);
	bool pad_tis = pers && pers->pad_typeinfos;
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next) {
			if (inst_op(i) == OP_LANDINGPAD) {
				const uint8_t *kinds = i->x;
				for (uint32_t k = 0; k < i->u.nops; k++) {
					if (kinds[k] == LP_CATCH)
						add_type(t, eh_const_addr(vm, inst_opnd(i, k)));
					else
						add_filter(t, inst_opnd(i, k));
				}
			} else if (inst_op(i) == OP_CATCHPAD && pad_tis) {
				/* wasm: a catchpad's arguments are its type infos */
				for (uint32_t k = 1; k < i->u.nops; k++)
					add_type(t, eh_const_addr(vm, inst_opnd(i, k)));
			} else if (is_typeid_for(i)) {
				add_type(t, eh_const_addr(vm, inst_opnd(i, 0)));
			}
		}
	HASH_ADD_PTR(head, f, t);
	eh->typeids = head;
	eh->typeids_last = t;
	return t;
}

int32_t
eh_typeid(VM *vm, const Function *f, uint64_t ti)
{
	TypeIds *t = table(vm, f);
	for (uint32_t k = 0; k < t->ntypes; k++)
		if (t->types[k] == ti)
			return (int32_t)k + 1;
	/* not in the function's text (a hand-written call): a new id */
	add_type(t, ti);
	return (int32_t)t->ntypes;
}

int32_t
eh_filterid(VM *vm, const Function *f, const Value *filter)
{
	TypeIds *t = table(vm, f);
	add_filter(t, filter);
	for (uint32_t k = 0; k < t->nfilters; k++)
		if (t->filters[k] == filter || value_same(t->filters[k], filter))
			return t->filter_ids[k];
	return -1;
}

void eh_typeids_free(EhRuntime *eh);
void
eh_typeids_free(EhRuntime *eh)
{
	TypeIds *t, *tmp, *head = eh->typeids;
	HASH_ITER(hh, head, t, tmp) {
		HASH_DEL(head, t);
		free(t->types);
		free(t->filters);
		free(t->filter_ids);
		free(t);
	}
	eh->typeids = NULL;
	eh->typeids_last = NULL;
}
