/* verify_globals.c — LLVM's checks of global variables (V-S-44 .. 46):
 * appending linkage, scalable types, and the special arrays LLVM reads
 * by name (llvm.used, llvm.compiler.used, llvm.global_ctors/dtors). */
#include "ir/verify.h"

#include <string.h>

/* VCHECK for a global: reported at its definition (the offset is the
 * first of the variable arguments) */
#define GCHECK(v, cond, rule, ...)                         \
	do {                                               \
		if (!(cond)) {                             \
			verify_failed_at(v, rule, __VA_ARGS__); \
			return;                            \
		}                                          \
	} while (0)

static bool
name_is(const Global *g, const char *name)
{
	return g->u.v.name && strcmp(g->u.v.name, name) == 0;
}

/* a scalable vector, directly or as a struct member (LLVM's
 * containsScalableVectorType looks through structs only).  A struct that
 * contains itself (which the assembler accepts) would recurse forever:
 * the walk stops at a depth no real type reaches. */
static bool
has_scalable(const Type *t, unsigned depth)
{
	if (t->kind == TY_VECTOR)
		return (t->flags & TYF_SCALABLE) != 0;
	if (t->kind == TY_STRUCT && !(t->flags & TYF_OPAQUE) && depth < 64)
		for (uint32_t k = 0; k < t->nsub; k++)
			if (has_scalable(t->sub[k], depth + 1))
				return true;
	return false;
}

/* llvm.used, llvm.compiler.used: an array of pointers, initialised with
 * a list of named globals (casts stripped) */
static void
check_used(VCtx *v, const GlobalVar *gv)
{
	const Type *t = gv->vty;
	if (t->kind != TY_ARRAY)
		return; /* appending linkage already says it (V-S-44) */
	GCHECK(v, t->elem->kind == TY_PTR, R_S_SPECIAL_GLOBAL_TYPE, gv->g.loc);
	if (!gv->g.u.nops)
		return;
	const Value *init = gv->g.u.ops[0].val;
	GCHECK(v, init->kind == VK_CAGG, R_S_SPECIAL_GLOBAL_INIT, gv->g.loc);
	const User *arr = (const User *)init;
	for (uint32_t k = 0; k < arr->nops; k++) {
		const Value *m = verify_strip_casts(arr->ops[k].val, false);
		GCHECK(v, m->kind == VK_GLOBALVAR || m->kind == VK_FUNCTION || m->kind == VK_ALIAS,
		       R_S_USED_MEMBER, gv->g.loc, gv->g.u.v.name);
		GCHECK(v, m->name != NULL, R_S_USED_UNNAMED, gv->g.loc, gv->g.u.v.name);
	}
}

/* llvm.global_ctors/dtors: [N x { i32, void ()*, i8* }] */
static void
check_structors(VCtx *v, const GlobalVar *gv)
{
	const Type *t = gv->vty;
	if (t->kind != TY_ARRAY)
		return;
	const Type *s = t->elem;
	const Type *fn = s->kind == TY_STRUCT && s->nsub >= 2 ? s->sub[1] : NULL;
	bool fn_ok = fn && fn->kind == TY_PTR &&
		     (!fn->elem || (fn->elem->kind == TY_FUNC && fn->elem->elem->kind == TY_VOID &&
				    fn->elem->nsub == 0 && !(fn->elem->flags & TYF_VARARG)));
	GCHECK(v, s->kind == TY_STRUCT && (s->nsub == 2 || s->nsub == 3) && s->sub[0]->kind == TY_INT &&
		       s->sub[0]->bits == 32 && fn_ok,
	       R_S_SPECIAL_GLOBAL_TYPE, gv->g.loc);
	GCHECK(v, s->nsub == 3, R_S_STRUCTORS_THIRD, gv->g.loc, v->m->opaque_ptrs ? "ptr" : "i8*");
	const Type *d = s->sub[2];
	GCHECK(v, d->kind == TY_PTR && (!d->elem || (d->elem->kind == TY_INT && d->elem->bits == 8)),
	       R_S_SPECIAL_GLOBAL_TYPE, gv->g.loc);
}

/* an intrinsic inside a constant (through expressions and aggregates):
 * an intrinsic is only ever called */
static bool
holds_intrinsic(const Value *c, unsigned depth)
{
	if (c->kind == VK_FUNCTION)
		return verify_is_intrinsic((const Function *)c);
	if ((c->kind != VK_CEXPR && c->kind != VK_CAGG) || depth > 32)
		return false;
	const User *u = (const User *)c;
	for (uint32_t k = 0; k < u->nops; k++)
		if (u->ops[k].val && holds_intrinsic(u->ops[k].val, depth + 1))
			return true;
	return false;
}

void
verify_global_var(VCtx *v, const Global *g)
{
	if (g->u.v.kind == VK_GLOBALVAR && g->u.nops && g->u.ops[0].val && holds_intrinsic(g->u.ops[0].val, 0))
		verify_failed_at(v, R_S_INTRIN_USER, g->loc);
	if (g->u.v.kind != VK_GLOBALVAR)
		return;
	const GlobalVar *gv = (const GlobalVar *)g;
	if (g->linkage == LINK_APPENDING && gv->vty->kind != TY_ARRAY)
		verify_failed_at(v, R_S_APPENDING_ARRAY, g->loc);
	if (has_scalable(gv->vty, 0))
		verify_failed_at(v, R_S_GLOBAL_SCALABLE, g->loc);
	if (name_is(g, "llvm.used") || name_is(g, "llvm.compiler.used")) {
		if (g->u.nops && g->linkage != LINK_APPENDING)
			verify_failed_at(v, R_S_SPECIAL_GLOBAL_LINKAGE, g->loc);
		check_used(v, gv);
	} else if (name_is(g, "llvm.global_ctors") || name_is(g, "llvm.global_dtors")) {
		if (g->u.nops && g->linkage != LINK_APPENDING)
			verify_failed_at(v, R_S_SPECIAL_GLOBAL_LINKAGE, g->loc);
		check_structors(v, gv);
	}
}
