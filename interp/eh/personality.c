/* personality.c — the unwinder's side of the personality catalogue
 * (ir/personality.def): the table of rows with their frame functions, and
 * a function's personality, found once by name and kept on its lowered
 * code so that the unwinder does not search the table per frame and per
 * phase. */
#include "eh/personality.h"

#include "eh/msvc.h" /* msvc_abi, which the catalogue names */

#include <string.h>

const char *const pers_answer_names[] = {"continue", "handler", "cleanup", "terminate", "dismiss", "abandon"};

static const Personality catalogue[] = {
#define PERS(sym, fam, scoped, funclets_, single_phase_, model_, frame_, cxx_, pad_tis)                         \
	{.name = #sym, .model = model_, .single_phase = single_phase_, .funclets = funclets_,                  \
	 .pad_typeinfos = pad_tis, .family = PF_##fam, .frame = frame_, .cxx = cxx_},
#include "ir/personality.def"
#undef PERS
};

/* what the cache holds for a function without a personality */
static const Personality no_personality;

PersAnswer
pers_unprovided(PersQuery *q)
{
	vm_fail(q->vm, R_ERROR, "internal: a personality without a runtime was asked");
}

static const Personality *
find(const char *name)
{
	for (size_t k = 0; name && k < countof(catalogue); k++)
		if (strcmp(name, catalogue[k].name) == 0)
			return &catalogue[k];
	return NULL;
}

/* the symbol f's personality names (through casts), or NULL */
static const char *
personality_name(const Function *f)
{
	const Value *p = fn_personality(f);
	if (!p)
		return NULL;
	while (p->kind == VK_CEXPR && ((const User *)p)->nops >= 1)
		p = ((const User *)p)->ops[0].val;
	return p->kind == VK_FUNCTION && p->name ? p->name : NULL;
}

static const Personality *
resolve(VM *vm, const Function *f)
{
	if (!fn_personality(f))
		return &no_personality;
	const char *name = personality_name(f);
	const Personality *row = find(name);
	if (row && row->frame != pers_unprovided)
		return row;
	vm_fail(vm, R_X_CALL_3, "@%s's personality '%s%s' is not one ehi provides", fn_name_of(f),
		name ? "@" : "", name ? name : "(not a function)");
}

/* LFunc.eh_personality holds the EhFuncInfo (the VM's arena: it lives
 * as long as the lowered code) */
EhFuncInfo *
eh_func_info(VM *vm, LFunc *lf)
{
	EhFuncInfo *fi = (EhFuncInfo *)lf->eh_personality;
	if (!fi) {
		fi = arena_alloc(&vm->arena, sizeof *fi);
		fi->nounwind = -1;
		lf->eh_personality = fi;
	}
	return fi;
}

const Personality *
personality_of(VM *vm, LFunc *lf)
{
	EhFuncInfo *fi = eh_func_info(vm, lf);
	if (!fi->pers_known) {
		const Personality *p = resolve(vm, lf->fn);
		fi->pers = p == &no_personality ? NULL : p;
		fi->pers_known = true;
	}
	return fi->pers;
}

bool
eh_func_nounwind(VM *vm, LFunc *lf)
{
	EhFuncInfo *fi = eh_func_info(vm, lf);
	if (fi->nounwind < 0) {
		const Function *f = lf->fn;
		fi->nounwind = attrs_has(vm_module_of(vm, f), f->fn_attrs, ATTR_NOUNWIND);
	}
	return fi->nounwind;
}

EhSite *
eh_site(VM *vm, const Frame *fr, const CallSite *cs)
{
	EhFuncInfo *fi = eh_func_info(vm, fr->lf);
	uint32_t pc = fr->pc;
	if (!fi->sites) {
		/* one entry per op: the pc after a call names its site */
		fi->nsites = fr->lf->ncode + 1;
		fi->sites = arena_alloc(&vm->arena, fi->nsites * sizeof *fi->sites);
	}
	if (pc >= fi->nsites)
		vm_fail(vm, R_ERROR, "internal: a frame's pc is past its code");
	EhSite *s = fi->sites[pc];
	if (!s) {
		s = arena_alloc(&vm->arena, sizeof *s);
		s->pad = cs->unwind_block ? block_first_non_phi(cs->unwind_block) : NULL;
		s->nounwind = -1;
		if (s->pad && inst_op(s->pad) == OP_LANDINGPAD) {
			s->nclauses = s->pad->u.nops;
			s->clauses = arena_alloc(&vm->arena, (s->nclauses ? s->nclauses : 1) * sizeof *s->clauses);
		}
		fi->sites[pc] = s;
	}
	return s;
}

const Personality *
personality_of_target(VM *vm)
{
	return find(vm->tgt.abi.personality);
}

const Personality *
personality_row(const Function *f)
{
	return find(personality_name(f));
}

const CxxAbi *
eh_target_cxx(const Target *t)
{
	const Personality *p = find(t->abi.personality);
	return p && p->cxx ? p->cxx : &itanium_abi;
}
