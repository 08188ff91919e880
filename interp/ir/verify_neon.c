/* verify_neon.c — the signatures of AArch64 NEON's structured loads and
 * stores (llvm.aarch64.neon.ld2 .. ld4, their lane, replicate and 1xN
 * forms, and the stores alike; V-S-25, 26), which LLVM's verifier checks
 * at every call as it checks the intrinsics of verify.c's table.
 *
 * Each takes or gives N vectors of one type T.  The facts, as llvm-as 14
 * decides them: T is the last vector of the returned struct for a load,
 * the last vector parameter for a lane load, the first parameter for a
 * store; the pointer may point to anything.  A type that must equal T
 * before T is known is checked last (LLVM defers it), which decides
 * whether a mismatch is called a wrong return type or a wrong argument:
 * the struct's shape, then every parameter checked on its own, then the
 * deferred return elements, then the deferred parameters. */
#include "ir/verify.h"

#include <string.h>

enum { NEON_LD, NEON_LDLANE, NEON_ST, NEON_STLANE };

static const struct {
	const char *name; /* after "llvm.aarch64.neon.", before the type suffixes */
	uint8_t n, kind;
} neon[] = {
	{"ld2", 2, NEON_LD}, {"ld3", 3, NEON_LD}, {"ld4", 4, NEON_LD},
	{"ld2r", 2, NEON_LD}, {"ld3r", 3, NEON_LD}, {"ld4r", 4, NEON_LD},
	{"ld1x2", 2, NEON_LD}, {"ld1x3", 3, NEON_LD}, {"ld1x4", 4, NEON_LD},
	{"ld2lane", 2, NEON_LDLANE}, {"ld3lane", 3, NEON_LDLANE}, {"ld4lane", 4, NEON_LDLANE},
	{"st2", 2, NEON_ST}, {"st3", 3, NEON_ST}, {"st4", 4, NEON_ST},
	{"st1x2", 2, NEON_ST}, {"st1x3", 3, NEON_ST}, {"st1x4", 4, NEON_ST},
	{"st2lane", 2, NEON_STLANE}, {"st3lane", 3, NEON_STLANE}, {"st4lane", 4, NEON_STLANE},
};

static bool
is_i64(const Type *t)
{
	return t->kind == TY_INT && t->bits == 64;
}

/* 0: fits; 1: wrong return type; 2: wrong arguments (intrinsic_sig's codes) */
static int
neon_sig(const Type *fty, unsigned n, int kind)
{
	const Type *ret = fty->elem, *const *p = (const Type *const *)fty->sub;
	unsigned np = fty->nsub;
	bool load = kind == NEON_LD || kind == NEON_LDLANE, lane = kind == NEON_LDLANE || kind == NEON_STLANE;
	/* the return type's shape */
	if (load ? ret->kind != TY_STRUCT || ret->nsub != n : ret->kind != TY_VOID)
		return 1;
	if (kind == NEON_LD && ret->sub[n - 1]->kind != TY_VECTOR)
		return 1;
	/* each parameter on its own: the vectors (T where it is bound), the
	 * lane number, the pointer */
	unsigned nvec = kind == NEON_LD ? 0 : n, want = nvec + lane + 1;
	if (np != want || (fty->flags & TYF_VARARG))
		return 2;
	const Type *T = kind == NEON_LD ? ret->sub[n - 1] : kind == NEON_LDLANE ? p[n - 1] : p[0];
	if (T->kind != TY_VECTOR || (lane && !is_i64(p[n])) || p[np - 1]->kind != TY_PTR)
		return 2;
	/* the deferred ones: the returned vectors, then the other parameters */
	for (unsigned k = 0; load && k < n; k++)
		if (ret->sub[k] != T)
			return 1;
	for (unsigned k = 0; k < nvec; k++)
		if (p[k] != T)
			return 2;
	return 0;
}

void
verify_neon_call(VCtx *v, Inst *i, const char *name)
{
	const Function *f = verify_callee_fn(i);
	name += strlen("llvm.aarch64.neon.");
	for (size_t k = 0; f && k < countof(neon); k++) {
		size_t l = strlen(neon[k].name);
		if (strncmp(name, neon[k].name, l) != 0 || (name[l] && name[l] != '.'))
			continue;
		int r = neon_sig(f->fty, neon[k].n, neon[k].kind);
		if (r)
			verify_failed(v, r == 1 ? R_S_INTRIN_RET : R_S_INTRIN_ARG, i);
		return;
	}
}
