/* link.c — the modules of a run and the names they resolve by.
 *
 * A run has one program and any number of IR runtime modules (a library
 * compiled to IR for the program's target, vm_link), and the runtimes'
 * own symbols (the C++ runtime's type_infos and vtables, declared by the
 * runtimes before layout: vm_runtime_data, vm_runtime_func).  External
 * names resolve as a static linker resolves them against a library: a
 * definition in the program wins; among the IR runtimes a strong
 * definition wins over weak, linkonce and common ones; two strong
 * definitions are an error.  Declarations no module defines resolve to
 * the first of them, so every module sees one object per name.
 *
 * Each module keeps its own types and attribute groups; nothing here
 * writes into a Module (the table lives in the VM's arena), so a
 * verified module can be instantiated again with the same result. */
#include "vm/vm_ops.h"

#include <string.h>

typedef struct VmSym {
	const char *name;
	Global *def;            /* the definition that wins, or NULL */
	int strength;           /* ... its strength (below) */
	bool in_program;        /* ... it is the program's: it stays */
	Module *def_mod;        /* ... its module */
	Global *decl;           /* the first declaration, or NULL */
	Global *rt;             /* a runtime's own symbol of this name, or NULL */
	UT_hash_handle hh;
} VmSym;

typedef struct VmOwner {
	const Function *f;
	Module *m;
	uint32_t base;          /* where m's functions start in vm->lowered */
	UT_hash_handle hh;
} VmOwner;

static VmSym *
sym_get(VM *vm, const char *name)
{
	VmSym *e, *t = vm->syms;
	HASH_FIND_STR(t, name, e);
	return e;
}

static VmSym *
sym_new(VM *vm, const char *name)
{
	VmSym *e = arena_alloc(&vm->arena, sizeof *e), *t = vm->syms;
	e->name = name;
	HASH_ADD_KEYPTR(hh, t, e->name, (unsigned)strlen(e->name), e);
	vm->syms = t;
	return e;
}

/* the name a linker sees, or NULL: local names and llvm.* (intrinsics,
 * llvm.global_ctors: every module has its own) are not linked */
static const char *
link_name(const Global *g)
{
	const char *n = g->u.v.name;
	if (!n || g->linkage == LINK_PRIVATE || g->linkage == LINK_INTERNAL || strncmp(n, "llvm.", 5) == 0)
		return NULL;
	return n;
}

/* 0: not a definition (a declaration, extern_weak, available_externally);
 * 1: a definition another may replace (weak, linkonce, common); 2: strong */
static int
strength(const Global *g)
{
	bool def = g->u.v.kind == VK_FUNCTION ? !((const Function *)g)->is_decl
		 : g->u.v.kind == VK_GLOBALVAR ? g->u.nops != 0 : true;
	switch (g->linkage) {
	case LINK_EXTERN_WEAK: case LINK_AVAILABLE_EXTERNALLY: return 0;
	case LINK_LINKONCE: case LINK_LINKONCE_ODR: case LINK_WEAK: case LINK_WEAK_ODR: case LINK_COMMON:
		return def ? 1 : 0;
	default: return def ? 2 : 0;
	}
}

static const char *
module_name(const Module *m)
{
	return m->sources.len ? VEC_AT(&m->sources, Source *, 0)->name : "<module>";
}

static bool
same_text(const char *a, const char *b)
{
	return strcmp(a ? a : "", b ? b : "") == 0;
}

/* one target: the same row of the target table (the vendor field, as in
 * x86_64-pc-linux-gnu and x86_64-unknown-linux-gnu, does not matter) */
static bool
same_target(const char *a, const char *b)
{
	if (same_text(a, b))
		return true;
	Target ta, tb;
	char e[8];
	return a && b && target_from_triple(a, &ta, e, sizeof e) && target_from_triple(b, &tb, e, sizeof e) &&
	       ta.row == tb.row;
}

/* one data layout: the same text, or texts that differ only in the
 * specifications clang 18 added for the same target — __int128's
 * alignment (i128:128) and a function pointer's (Fn32, Fi8) — so that a
 * library compiled by clang 19 links with a clang 14 program (SPEC.md
 * section 6, "Runtimes"); the layout in force is the program's */
static void
layout_core(const char *s, char *out, size_t n)
{
	size_t k = 0;
	out[0] = 0;
	while (s && *s) {
		const char *e = strchr(s, '-');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		bool drop = (len > 5 && !strncmp(s, "i128:", 5)) || (len > 1 && s[0] == 'F');
		if (!drop && k + len + 2 < n) {
			if (k)
				out[k++] = '-';
			memcpy(out + k, s, len);
			k += len;
			out[k] = 0;
		}
		s = e ? e + 1 : s + len;
	}
}

static bool
same_layout(const char *a, const char *b)
{
	if (same_text(a, b))
		return true;
	char ca[256], cb[256];
	layout_core(a, ca, sizeof ca);
	layout_core(b, cb, sizeof cb);
	return a && b && strlen(a) < sizeof ca && strlen(b) < sizeof cb && !strcmp(ca, cb);
}

bool
vm_link(VM *vm, Module *lib, char *err, size_t n)
{
	if (vm->instantiated) {
		snprintf(err, n, "%s: linked after the program was instantiated", module_name(lib));
		return false;
	}
	if (!same_target(lib->triple, vm->m->triple)) {
		snprintf(err, n, "%s: target triple '%s' differs from the program's '%s'", module_name(lib),
			 lib->triple ? lib->triple : "", vm->m->triple ? vm->m->triple : "");
		return false;
	}
	if (!same_layout(lib->datalayout, vm->m->datalayout)) {
		snprintf(err, n, "%s: data layout '%s' differs from the program's '%s'", module_name(lib),
			 lib->datalayout ? lib->datalayout : "", vm->m->datalayout ? vm->m->datalayout : "");
		return false;
	}
	VEC_PUSH(&vm->mods, Module *, lib);
	/* its lowered code after the modules' before it (its functions
	 * number from 1 too: vm_lowered_slot) */
	uint32_t base = vm->nlowered;
	vm->nlowered += lib->nfuncs + 1;
	vm->lowered = xrealloc(vm->lowered, vm->nlowered * sizeof *vm->lowered);
	memset(vm->lowered + base, 0, (lib->nfuncs + 1) * sizeof *vm->lowered);
	VmOwner *t = vm->owners;
	for (Global *g = lib->funcs; g; g = g->next) {
		VmOwner *e = arena_alloc(&vm->arena, sizeof *e);
		e->f = (const Function *)g;
		e->m = lib;
		e->base = base;
		HASH_ADD_PTR(t, f, e);
	}
	vm->owners = t;
	return true;
}

Module *
vm_module_of(VM *vm, const Function *f)
{
	VmOwner *e, *t = vm->owners;
	if (!t)
		return vm->m;
	HASH_FIND_PTR(t, &f, e);
	return e ? e->m : vm->m;
}

LFunc **
vm_lowered_slot(const VM *vm, const Function *f)
{
	VmOwner *e = NULL, *t = vm->owners;
	if (t)
		HASH_FIND_PTR(t, &f, e);
	return &vm->lowered[(e ? e->base : 0) + f->index];
}

static bool
is_function(const Global *g)
{
	return g->u.v.kind == VK_FUNCTION;
}

static bool
add_global(VM *vm, Module *m, bool program, Global *g, char *err, size_t n)
{
	const char *name = link_name(g);
	if (!name)
		return true;
	VmSym *s = sym_get(vm, name);
	if (!s)
		s = sym_new(vm, name);
	int st = strength(g);
	Global *other = s->def ? s->def : s->decl;
	if (other && g->u.v.kind != VK_ALIAS && other->u.v.kind != VK_ALIAS && is_function(g) != is_function(other)) {
		snprintf(err, n, "@%s is a %s in %s and a %s in another module", name,
			 is_function(g) ? "function" : "global variable", module_name(m),
			 is_function(other) ? "function" : "global variable");
		return false;
	}
	if (!st) {
		if (!s->decl)
			s->decl = g;
		return true;
	}
	if (!s->def) {
		s->def = g;
		s->def_mod = m;
		s->strength = st;
		s->in_program = program;
		return true;
	}
	if (s->in_program) /* entered first, and it stays */
		return true;
	if (s->strength == 2 && st == 2) {
		snprintf(err, n, "@%s is defined twice, in %s and in %s (two strong definitions)", name,
			 module_name(s->def_mod), module_name(m));
		return false;
	}
	if (st > s->strength) {
		s->def = g;
		s->def_mod = m;
		s->strength = st;
	}
	return true;
}

bool
vm_resolve_symbols(VM *vm, char *err, size_t n)
{
	for (uint32_t k = 0; k < vm->mods.len; k++) {
		Module *m = VEC_AT(&vm->mods, Module *, k);
		for (int pass = 0; pass < 3; pass++)
			for (Global *g = pass == 0 ? m->funcs : pass == 1 ? m->globals : m->aliases; g; g = g->next)
				if (!add_global(vm, m, k == 0, g, err, n))
					return false;
	}
	return true;
}

Global *
vm_resolved(VM *vm, Global *g)
{
	const char *name = link_name(g);
	if (!name || !vm->syms)
		return g;
	VmSym *s = sym_get(vm, name);
	if (!s)
		return g;
	return s->def ? s->def : s->decl ? s->decl : g;
}

Function *
vm_resolved_function(VM *vm, Function *f)
{
	const Value *v = &vm_resolved(vm, &f->g)->u.v;
	while (v->kind == VK_ALIAS || (v->kind == VK_CEXPR && ((const User *)v)->nops == 1 && op_is_cast(v->op)))
		v = ((const User *)v)->ops[0].val;
	return v->kind == VK_FUNCTION ? (Function *)v : f;
}

Value *
vm_symbol(VM *vm, const char *name)
{
	VmSym *s = vm->syms ? sym_get(vm, name) : NULL;
	if (s && s->def)
		return &s->def->u.v;
	Value *v = sym_find(vm->m->gsyms, name, strlen(name));
	if (v)
		return v;
	if (s && s->decl)
		return &s->decl->u.v;
	return s && s->rt ? &s->rt->u.v : NULL;
}

uint64_t
vm_symbol_addr(VM *vm, const char *name)
{
	Value *v = vm_symbol(vm, name);
	return v ? vm_global_addr(vm, v) : 0;
}

/* ------------------------------------------------ the runtimes' own symbols */
static bool
typed_ptrs(const Module *m)
{
	return m->typed_ptrs && !m->opaque_ptrs;
}

static void
add_runtime_sym(VM *vm, Global *g)
{
	VmSym *s = sym_get(vm, g->u.v.name);
	if (!s)
		s = sym_new(vm, g->u.v.name);
	s->rt = g;
}

void
vm_runtime_data(VM *vm, const char *name)
{
	if (vm_symbol(vm, name))
		return;
	Module *m = vm->m;
	Type *i8 = type_int(m, 8);
	GlobalVar *gv = arena_alloc(&vm->arena, sizeof *gv);
	gv->g.u.v.kind = VK_GLOBALVAR;
	gv->g.u.v.type = type_ptr(m, typed_ptrs(m) ? i8 : NULL, 0);
	gv->g.u.v.slot = -1;
	gv->vty = i8;
	gv->is_const = 1;
	gv->g.linkage = LINK_EXTERNAL;
	gv->g.u.v.name = arena_strndup(&vm->arena, name, strlen(name));
	VEC_PUSH(&vm->rt_data, Global *, &gv->g);
	add_runtime_sym(vm, &gv->g);
}

void
vm_runtime_func(VM *vm, const char *name, Type *ret, Type *const *args, uint32_t nargs)
{
	if (vm_symbol(vm, name))
		return;
	Module *m = vm->m;
	Function *f = arena_alloc(&vm->arena, sizeof *f);
	f->g.u.v.kind = VK_FUNCTION;
	f->g.u.v.slot = -1;
	f->fty = type_func(m, ret, (Type **)args, nargs, false);
	f->g.u.v.type = type_ptr(m, typed_ptrs(m) ? f->fty : NULL, 0);
	f->g.linkage = LINK_EXTERNAL;
	f->g.u.v.name = arena_strndup(&vm->arena, name, strlen(name));
	f->is_decl = 1;
	f->nargs = nargs;
	if (nargs) {
		f->args = arena_alloc(&vm->arena, nargs * sizeof(Arg));
		for (uint32_t k = 0; k < nargs; k++) {
			f->args[k].v.kind = VK_ARG;
			f->args[k].v.type = args[k];
			f->args[k].v.slot = -1;
			f->args[k].parent = f;
		}
	}
	f->param_attrs = arena_alloc(&vm->arena, (nargs + 1) * sizeof(AttrSet *));
	VEC_PUSH(&vm->rt_funcs, Global *, &f->g);
	add_runtime_sym(vm, &f->g);
}

BuiltinFn
vm_builtin(VM *vm, const Function *f, const CallSite *cs)
{
	return vm->rt ? vm->rt->lookup(vm, f->g.u.v.name ? f->g.u.v.name : "", cs) : NULL;
}

/* ------------------------------------------------------------ types */
bool
vm_types_match(const Type *a, const Type *b)
{
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind || a->bits != b->bits || a->count != b->count || a->nsub != b->nsub ||
	    (a->flags & (TYF_PACKED | TYF_VARARG)) != (b->flags & (TYF_PACKED | TYF_VARARG)))
		return false;
	/* a pointer is its address space: a typed pointer (clang 14's i8*) is
	 * the same value as an opaque one (clang 19's ptr), so modules of
	 * both link */
	if (a->kind == TY_PTR)
		return true;
	/* identified structs by their members, not their names: linking
	 * renames a module's %struct.S to %struct.S.0 when another has one
	 * (a struct holds itself only through a pointer: this ends) */
	if ((a->elem || b->elem) && !vm_types_match(a->elem, b->elem))
		return false;
	for (uint32_t k = 0; k < a->nsub; k++)
		if (!vm_types_match(a->sub[k], b->sub[k]))
			return false;
	return true;
}

void
vm_free_links(VM *vm)
{
	VmSym *s = vm->syms;
	HASH_CLEAR(hh, s);
	vm->syms = NULL;
	VmOwner *o = vm->owners;
	HASH_CLEAR(hh, o);
	vm->owners = NULL;
	vec_free(&vm->mods);
	vec_free(&vm->rt_funcs);
	vec_free(&vm->rt_data);
	vec_free(&vm->data_decls);
}
