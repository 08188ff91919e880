/* typeinfo.c — the C++ runtime's own RTTI objects and vtables.
 *
 * clang leaves external what the C++ runtime (libstdc++/libsupc++,
 * libc++abi) defines: the __cxxabiv1 vtables every type_info points into,
 * the type_infos of the fundamental types and of pointers to them, and
 * the std exception classes' type_infos and vtables.  ehi defines them in
 * simulated memory, with the target's layout:
 *
 *   1. before layout, rt_prepare_module closes the set over what each
 *      object refers to (a type_info needs its vtable, its name string,
 *      its base or pointee; a std vtable its type_info and the functions
 *      in its slots) and adds a declaration to the module for each one
 *      missing, so that every one of them is an ordinary global or
 *      function with an address (a function's address is how the VM
 *      calls it: a call of a declared function runs the builtin of that
 *      name, stdexcept.c);
 *   2. during layout, rt_object_size gives each its real size (the
 *      declaration says `ptr` or `[0 x ptr]`);
 *   3. after layout, rt_fill_objects writes their contents.
 *
 * What the runtime defines is decided from the mangled name alone (one
 * grammar, no list of names): `_ZTI`/`_ZTS` of a builtin type, of a std
 * exception class, or of a pointer (with qualifiers) to one of those;
 * `_ZTV` of a std exception class; the nine __cxxabiv1 vtables. */
#include "eh/rtti.h"

#include "eh/msvc.h"

#include "vm/vm_ops.h"

#include <string.h>

/* ------------------------------------------------------------ the tables */
/* libstdc++'s default terminate handler (cxxabi.c: set_terminate's first
 * result, and a builtin) */
#define VERBOSE_TERMINATE "_ZN9__gnu_cxx27__verbose_terminate_handlerEv"

static const char *const abi_vtables[TI__COUNT] = {
	[TI_FUNDAMENTAL] = "_ZTVN10__cxxabiv123__fundamental_type_infoE",
	[TI_CLASS] = "_ZTVN10__cxxabiv117__class_type_infoE",
	[TI_SI_CLASS] = "_ZTVN10__cxxabiv120__si_class_type_infoE",
	[TI_VMI_CLASS] = "_ZTVN10__cxxabiv121__vmi_class_type_infoE",
	[TI_POINTER] = "_ZTVN10__cxxabiv119__pointer_type_infoE",
	[TI_POINTER_TO_MEMBER] = "_ZTVN10__cxxabiv129__pointer_to_member_type_infoE",
	[TI_FUNCTION] = "_ZTVN10__cxxabiv120__function_type_infoE",
	[TI_ENUM] = "_ZTVN10__cxxabiv116__enum_type_infoE",
	[TI_ARRAY] = "_ZTVN10__cxxabiv117__array_type_infoE",
};
/* a __cxxabiv1 vtable: offset-to-top, type_info, then libc++abi's eight
 * virtual functions of __shim_type_info and its subclasses (left null:
 * only the runtime calls them, and ehi's runtime is not interpreted) */
enum { ABI_VTABLE_SLOTS = 10 };

const char *
rt_abi_vtable_name(TiKind k)
{
	return k > TI_UNKNOWN && k < TI__COUNT ? abi_vtables[k] : NULL;
}

/* libstdc++'s exception classes (<exception>, <new>, <typeinfo>,
 * <stdexcept>): base, what() (NULL: the message the constructor stored),
 * whose what() the vtable holds */
enum { SC_EXCEPTION, SC_BAD_EXCEPTION, SC_BAD_ALLOC, SC_BAD_ARRAY_NEW_LENGTH, SC_BAD_CAST,
       SC_BAD_TYPEID, SC_LOGIC_ERROR, SC_DOMAIN_ERROR, SC_INVALID_ARGUMENT, SC_LENGTH_ERROR,
       SC_OUT_OF_RANGE, SC_RUNTIME_ERROR, SC_RANGE_ERROR, SC_OVERFLOW_ERROR, SC_UNDERFLOW_ERROR,
       SC__COUNT };
static const StdClass std_classes[SC__COUNT] = {
	[SC_EXCEPTION] = {"St9exception", "std::exception", -1, "std::exception", SC_EXCEPTION},
	[SC_BAD_EXCEPTION] = {"St13bad_exception", "std::bad_exception", SC_EXCEPTION, "std::bad_exception",
			      SC_BAD_EXCEPTION},
	[SC_BAD_ALLOC] = {"St9bad_alloc", "std::bad_alloc", SC_EXCEPTION, "std::bad_alloc", SC_BAD_ALLOC},
	[SC_BAD_ARRAY_NEW_LENGTH] = {"St20bad_array_new_length", "std::bad_array_new_length", SC_BAD_ALLOC,
				     "std::bad_array_new_length", SC_BAD_ARRAY_NEW_LENGTH},
	[SC_BAD_CAST] = {"St8bad_cast", "std::bad_cast", SC_EXCEPTION, "std::bad_cast", SC_BAD_CAST},
	[SC_BAD_TYPEID] = {"St10bad_typeid", "std::bad_typeid", SC_EXCEPTION, "std::bad_typeid", SC_BAD_TYPEID},
	[SC_LOGIC_ERROR] = {"St11logic_error", "std::logic_error", SC_EXCEPTION, NULL, SC_LOGIC_ERROR},
	[SC_DOMAIN_ERROR] = {"St12domain_error", "std::domain_error", SC_LOGIC_ERROR, NULL, SC_LOGIC_ERROR},
	[SC_INVALID_ARGUMENT] = {"St16invalid_argument", "std::invalid_argument", SC_LOGIC_ERROR, NULL,
				 SC_LOGIC_ERROR},
	[SC_LENGTH_ERROR] = {"St12length_error", "std::length_error", SC_LOGIC_ERROR, NULL, SC_LOGIC_ERROR},
	[SC_OUT_OF_RANGE] = {"St12out_of_range", "std::out_of_range", SC_LOGIC_ERROR, NULL, SC_LOGIC_ERROR},
	[SC_RUNTIME_ERROR] = {"St13runtime_error", "std::runtime_error", SC_EXCEPTION, NULL, SC_RUNTIME_ERROR},
	[SC_RANGE_ERROR] = {"St11range_error", "std::range_error", SC_RUNTIME_ERROR, NULL, SC_RUNTIME_ERROR},
	[SC_OVERFLOW_ERROR] = {"St14overflow_error", "std::overflow_error", SC_RUNTIME_ERROR, NULL,
			       SC_RUNTIME_ERROR},
	[SC_UNDERFLOW_ERROR] = {"St15underflow_error", "std::underflow_error", SC_RUNTIME_ERROR, NULL,
				SC_RUNTIME_ERROR},
};
/* the exceptions the runtime throws by itself (operator new, dynamic_cast,
 * typeid, dynamic exception specifications, new[] of a bad length) */
static const int runtime_thrown[] = {SC_BAD_ALLOC, SC_BAD_ARRAY_NEW_LENGTH, SC_BAD_CAST, SC_BAD_TYPEID,
				     SC_BAD_EXCEPTION};

const StdClass *
rt_std_class_at(int index)
{
	return index >= 0 && index < SC__COUNT ? &std_classes[index] : NULL;
}

/* the class whose mangled name is the first n bytes of s */
static int
std_class_n(const char *s, size_t n)
{
	for (int k = 0; k < SC__COUNT; k++)
		if (strlen(std_classes[k].mangled) == n && memcmp(std_classes[k].mangled, s, n) == 0)
			return k;
	return -1;
}

/* "_ZN[K]St9bad_alloc<member>": the class's index, *member the rest */
int
rt_std_member_class(const char *name, const char **member)
{
	if (!name || strncmp(name, "_ZN", 3) != 0)
		return -1;
	const char *p = name + 3 + (name[3] == 'K');
	for (int k = 0; k < SC__COUNT; k++) {
		size_t n = strlen(std_classes[k].mangled);
		if (strncmp(p, std_classes[k].mangled, n) == 0) { /* <length><id>: self-delimiting */
			if (member)
				*member = p + n;
			return k;
		}
	}
	return -1;
}

const StdClass *
rt_std_class(const char *mangled, int *index)
{
	int k = std_class_n(mangled, strlen(mangled));
	if (index)
		*index = k;
	return k < 0 ? NULL : &std_classes[k];
}

/* vptr + (message classes) one pointer: libstdc++'s __cow_string, libc++'s
 * __libcpp_refstring */
uint64_t
rt_std_class_size(VM *vm, const StdClass *c)
{
	return (uint64_t)vm->ptr_bytes * (c->what ? 1 : 2);
}

/* the builtin types' codes (Itanium ABI 5.1.5) */
static const char *const builtin_codes[] = {
	"DF16_", "Dd", "De", "Df", "Dh", "Di", "Ds", "Du", "Dn", "v", "w", "b", "c", "a", "h", "s", "t",
	"i", "j", "l", "m", "x", "y", "n", "o", "f", "d", "e", "g", "z",
};

static size_t
builtin_len(const char *s)
{
	for (size_t k = 0; k < countof(builtin_codes); k++) {
		size_t n = strlen(builtin_codes[k]);
		if (strncmp(s, builtin_codes[k], n) == 0)
			return n;
	}
	return 0;
}

/* ------------------------------------------- what a runtime object is */
typedef enum RtKind {
	RT_NONE, RT_ABI_VTABLE, RT_NAME, RT_FUND_TI, RT_PTR_TI, RT_STD_TI, RT_STD_VTABLE
} RtKind;

typedef struct RtDesc {
	RtKind kind;
	TiKind abi;             /* RT_ABI_VTABLE */
	int std;                /* RT_STD_TI, RT_STD_VTABLE: class index */
	const char *type;       /* the mangled type (points into the name) */
	unsigned flags;         /* RT_PTR_TI: qualifiers of the pointee */
	const char *pointee;    /* RT_PTR_TI: the pointee's mangled type */
} RtDesc;

/* Is all of s a type whose type_info the runtime defines? */
static bool
runtime_type(const char *s)
{
	while (*s == 'P') {
		s++;
		while (*s == 'r' || *s == 'V' || *s == 'K')
			s++;
	}
	size_t n = builtin_len(s);
	if (n)
		return s[n] == 0;
	return std_class_n(s, strlen(s)) >= 0;
}

static bool
describe(const char *name, RtDesc *d)
{
	memset(d, 0, sizeof *d);
	d->std = -1;
	if (!name || strncmp(name, "_ZT", 3) != 0)
		return false;
	if (name[3] == 'V') {
		for (int k = TI_UNKNOWN + 1; k < TI__COUNT; k++)
			if (strcmp(name, abi_vtables[k]) == 0) {
				d->kind = RT_ABI_VTABLE;
				d->abi = (TiKind)k;
				return true;
			}
		d->std = std_class_n(name + 4, strlen(name + 4));
		d->type = name + 4;
		d->kind = d->std >= 0 ? RT_STD_VTABLE : RT_NONE;
		return d->kind != RT_NONE;
	}
	if (name[3] != 'I' && name[3] != 'S')
		return false;
	const char *t = name + 4;
	if (!runtime_type(t))
		return false;
	d->type = t;
	if (name[3] == 'S') {
		d->kind = RT_NAME;
		return true;
	}
	if (*t == 'P') {
		d->kind = RT_PTR_TI;
		const char *p = t + 1;
		for (;; p++) {
			if (*p == 'K')
				d->flags |= TIF_CONST;
			else if (*p == 'V')
				d->flags |= TIF_VOLATILE;
			else if (*p == 'r')
				d->flags |= TIF_RESTRICT;
			else
				break;
		}
		d->pointee = p;
		return true;
	}
	d->std = std_class_n(t, strlen(t));
	d->kind = d->std >= 0 ? RT_STD_TI : RT_FUND_TI;
	return true;
}

/* ------------------------------------------- declarations in the module */
static bool
typed_ptrs(const Module *m)
{
	return m->typed_ptrs && !m->opaque_ptrs;
}

Type *
rt_i8ptr(Module *m)
{
	return type_ptr(m, typed_ptrs(m) ? type_int(m, 8) : NULL, 0);
}

Value *
rt_find_sym(const Module *m, const char *name)
{
	return sym_find(m->gsyms, name, strlen(name));
}

static void
append(Global **head, Global **tail, Global *g)
{
	if (*tail)
		(*tail)->next = g;
	else
		*head = g;
	*tail = g;
}

/* a data declaration `@name = external constant i8` unless the module has name */
void
rt_need_data(VM *vm, const char *name)
{
	Module *m = vm->m;
	if (rt_find_sym(m, name))
		return;
	Type *i8 = type_int(m, 8);
	GlobalVar *gv = (GlobalVar *)user_new(m, sizeof *gv, VK_GLOBALVAR,
					      type_ptr(m, typed_ptrs(m) ? i8 : NULL, 0), 0);
	gv->vty = i8;
	gv->is_const = 1;
	gv->g.linkage = LINK_EXTERNAL;
	gv->g.u.v.name = arena_strndup(&m->arena, name, strlen(name));
	append(&m->globals, &m->globals_tail, &gv->g);
	sym_add(&m->arena, &m->gsyms, gv->g.u.v.name, gv);
}

/* What the functions of a std vtable look like: D1 (and every other
 * constructor and non-deleting destructor) returns `this` under the ARM
 * and WebAssembly C++ ABIs, void elsewhere; D0 returns void; what()
 * returns char*. */
typedef enum FnShape { FS_DTOR, FS_DELETING_DTOR, FS_WHAT } FnShape;

bool
rt_returns_this(const VM *vm)
{
	return vm->tgt.abi.ctor_returns_this;
}

/* `declare <ret> @name(<args>)` */
void
rt_declare_fn(VM *vm, const char *name, Type *ret, Type *const *args, uint32_t nargs)
{
	Module *m = vm->m;
	Function *f = (Function *)user_new(m, sizeof *f, VK_FUNCTION, NULL, FN__NOPS);
	f->fty = type_func(m, ret, (Type **)args, nargs, false);
	f->g.u.v.type = type_ptr(m, typed_ptrs(m) ? f->fty : NULL, 0);
	f->g.linkage = LINK_EXTERNAL;
	f->g.u.v.name = arena_strndup(&m->arena, name, strlen(name));
	f->is_decl = 1;
	f->nargs = nargs;
	if (nargs) {
		f->args = arena_alloc(&m->arena, nargs * sizeof(Arg));
		for (uint32_t k = 0; k < nargs; k++) {
			f->args[k].v.kind = VK_ARG;
			f->args[k].v.type = args[k];
			f->args[k].v.slot = -1;
			f->args[k].parent = f;
		}
	}
	f->param_attrs = arena_alloc(&m->arena, (nargs + 1) * sizeof(AttrSet *));
	append(&m->funcs, &m->funcs_tail, &f->g);
	sym_add(&m->arena, &m->gsyms, f->g.u.v.name, f);
}

static void
declare_fn(VM *vm, const char *name, Type *ret, Type *arg)
{
	rt_declare_fn(vm, name, ret, &arg, arg ? 1 : 0);
}

static void
need_fn(VM *vm, const char *name, FnShape shape, const StdClass *c)
{
	Module *m = vm->m;
	if (rt_find_sym(m, name))
		return;
	Type *ptr = rt_i8ptr(m), *ret = type_prim(m, TY_VOID);
	if (shape == FS_WHAT) {
		ret = ptr;
	} else if (shape == FS_DTOR && rt_returns_this(vm)) {
		ret = ptr;
		if (typed_ptrs(m)) { /* clang 14 returns %"class.std::X"* */
			char tn[64];
			snprintf(tn, sizeof tn, "class.%s", c->name);
			Type *st = sym_find(m->type_names, tn, strlen(tn));
			if (st)
				ret = type_ptr(m, st, 0);
		}
	}
	declare_fn(vm, name, ret, ptr);
}

/* "_ZTI" + type into buf */
static const char *
mk(char *buf, size_t n, const char *prefix, const char *type)
{
	snprintf(buf, n, "%s%s", prefix, type);
	return buf;
}

/* "_ZNSt9bad_allocD1Ev" / "_ZNKSt9bad_alloc4whatEv" */
static const char *
member_name(char *buf, size_t n, const StdClass *c, const char *member)
{
	bool konst = strcmp(member, "4whatEv") == 0;
	snprintf(buf, n, "_ZN%s%s%s", konst ? "K" : "", c->mangled, member);
	return buf;
}

static void
need_std(VM *vm, int k, bool vtable)
{
	char b[128];
	rt_need_data(vm, mk(b, sizeof b, "_ZTI", std_classes[k].mangled));
	if (vtable)
		rt_need_data(vm, mk(b, sizeof b, "_ZTV", std_classes[k].mangled));
}

static void
needs_of(VM *vm, const RtDesc *d)
{
	char b[128];
	switch (d->kind) {
	case RT_FUND_TI:
		rt_need_data(vm, abi_vtables[TI_FUNDAMENTAL]);
		rt_need_data(vm, mk(b, sizeof b, "_ZTS", d->type));
		break;
	case RT_PTR_TI:
		rt_need_data(vm, abi_vtables[TI_POINTER]);
		rt_need_data(vm, mk(b, sizeof b, "_ZTS", d->type));
		rt_need_data(vm, mk(b, sizeof b, "_ZTI", d->pointee));
		break;
	case RT_STD_TI: {
		const StdClass *c = &std_classes[d->std];
		rt_need_data(vm, abi_vtables[c->base < 0 ? TI_CLASS : TI_SI_CLASS]);
		rt_need_data(vm, mk(b, sizeof b, "_ZTS", d->type));
		if (c->base >= 0)
			need_std(vm, c->base, false);
		break;
	}
	case RT_STD_VTABLE: {
		const StdClass *c = &std_classes[d->std];
		need_std(vm, d->std, false);
		need_fn(vm, member_name(b, sizeof b, c, "D1Ev"), FS_DTOR, c);
		need_fn(vm, member_name(b, sizeof b, c, "D0Ev"), FS_DELETING_DTOR, c);
		need_fn(vm, member_name(b, sizeof b, &std_classes[c->what_owner], "4whatEv"), FS_WHAT, c);
		break;
	}
	default:
		break;
	}
}

/* Does the module throw, allocate or cast (so that the runtime may throw
 * one of its own exceptions)? */
static bool
may_throw_runtime(const Module *m)
{
	static const char *const prefixes[] = {"__cxa_", "__gxx_personality", "_Znw", "_Zna", "__dynamic_cast"};
	for (const Global *g = m->funcs; g; g = g->next) {
		const char *n = g->u.v.name;
		if (!n)
			continue;
		for (size_t k = 0; k < countof(prefixes); k++)
			if (strncmp(n, prefixes[k], strlen(prefixes[k])) == 0)
				return true;
	}
	return false;
}

bool
rt_prepare_module(VM *vm, char *err, size_t n)
{
	(void)err;
	(void)n;
	Module *m = vm->m;
	if (may_throw_runtime(m))
		for (size_t k = 0; k < countof(runtime_thrown); k++)
			need_std(vm, runtime_thrown[k], true);
	/* std::set_terminate returns the previous handler, std::get_terminate
	 * the current one: at first libstdc++'s verbose terminate handler, a
	 * function the program may call, so it needs an address */
	if (rt_find_sym(m, "_ZSt13set_terminatePFvvE") || rt_find_sym(m, "_ZSt13get_terminatev"))
		if (!rt_find_sym(m, VERBOSE_TERMINATE))
			declare_fn(vm, VERBOSE_TERMINATE, type_prim(m, TY_VOID), NULL);
	/* a member function of a std class is called with an object of it: its
	 * vtable (which also holds a fixed what() string) must exist */
	for (Global *g = m->funcs; g; g = g->next)
		if (((Function *)g)->is_decl) {
			int k = rt_std_member_class(g->u.v.name, NULL);
			if (k >= 0)
				need_std(vm, std_classes[k].what_owner, true);
		}
	/* the MSVC runtime's own std exceptions (msvc_std.c) */
	if (vm->tgt.abi.eh == EH_MSVC_FUNCLET)
		msvc_std_prepare(vm);
	/* declarations appended while walking are walked too: the closure */
	for (Global *g = m->globals; g; g = g->next) {
		RtDesc d;
		if (!g->u.nops && describe(g->u.v.name, &d))
			needs_of(vm, &d);
	}
	return true;
}

/* ---------------------------------------------------------- sizes */
static uint64_t
object_size(VM *vm, const RtDesc *d, uint64_t *align)
{
	uint64_t p = vm->ptr_bytes;
	*align = p;
	switch (d->kind) {
	case RT_ABI_VTABLE: return ABI_VTABLE_SLOTS * p;
	case RT_NAME: *align = 1; return strlen(d->type) + 1;
	/* nullptr_t's type_info carries the null member pointers a handler of
	 * a pointer-to-member type receives for a thrown nullptr: a data
	 * member's (-1) at 2p, a member function's ({0, 0}) at 3p */
	case RT_FUND_TI: return strcmp(d->type, "Dn") == 0 ? 5 * p : 2 * p;
	case RT_PTR_TI: return 4 * p;
	case RT_STD_TI: return std_classes[d->std].base < 0 ? 2 * p : 3 * p;
	case RT_STD_VTABLE: /* + the fixed what() string of a class that has one */
		return 5 * p + (std_classes[d->std].what ? strlen(std_classes[d->std].what) + 1 : 0);
	default: return 0;
	}
}

bool
rt_object_size(VM *vm, const Global *g, uint64_t *size, uint64_t *align)
{
	RtDesc d;
	if (msvc_std_object_size(vm, g, size, align))
		return true;
	if (g->u.nops || g->u.v.kind != VK_GLOBALVAR || !describe(g->u.v.name, &d))
		return false;
	*size = object_size(vm, &d, align);
	return true;
}

/* ---------------------------------------------------------- contents */
uint64_t
rt_symbol_addr(VM *vm, const char *name)
{
	Value *v = rt_find_sym(vm->m, name);
	return v ? vm_global_addr(vm, v) : 0;
}

static void
put_ptr(VM *vm, uint64_t at, uint64_t v)
{
	mem_write_uint(mem_host(&vm->mem, at), vm->ptr_bytes, v, vm->big_endian);
}

/* address point of a vtable (past offset-to-top and the type_info) */
static uint64_t
vtable_point(VM *vm, const char *name)
{
	uint64_t a = rt_symbol_addr(vm, name);
	return a ? a + 2 * (uint64_t)vm->ptr_bytes : 0;
}

static uint64_t
sym2(VM *vm, const char *prefix, const char *type)
{
	char b[128];
	return rt_symbol_addr(vm, mk(b, sizeof b, prefix, type));
}

static void
fill(VM *vm, uint64_t a, const RtDesc *d)
{
	uint64_t p = vm->ptr_bytes;
	char b[128];
	switch (d->kind) {
	case RT_ABI_VTABLE:
		break; /* zeros: offset-to-top 0, no type_info, no callable slots */
	case RT_NAME:
		memcpy(mem_host(&vm->mem, a), d->type, strlen(d->type) + 1);
		break;
	case RT_FUND_TI:
		put_ptr(vm, a, vtable_point(vm, abi_vtables[TI_FUNDAMENTAL]));
		put_ptr(vm, a + p, sym2(vm, "_ZTS", d->type));
		if (strcmp(d->type, "Dn") == 0)
			put_ptr(vm, a + 2 * p, vm->mem.ptr_mask); /* -1 */
		break;
	case RT_PTR_TI:
		put_ptr(vm, a, vtable_point(vm, abi_vtables[TI_POINTER]));
		put_ptr(vm, a + p, sym2(vm, "_ZTS", d->type));
		mem_write_uint(mem_host(&vm->mem, a + 2 * p), 4, d->flags, vm->big_endian);
		put_ptr(vm, a + 3 * p, sym2(vm, "_ZTI", d->pointee));
		break;
	case RT_STD_TI: {
		const StdClass *c = &std_classes[d->std];
		put_ptr(vm, a, vtable_point(vm, abi_vtables[c->base < 0 ? TI_CLASS : TI_SI_CLASS]));
		put_ptr(vm, a + p, sym2(vm, "_ZTS", d->type));
		if (c->base >= 0)
			put_ptr(vm, a + 2 * p, sym2(vm, "_ZTI", std_classes[c->base].mangled));
		break;
	}
	case RT_STD_VTABLE: {
		const StdClass *c = &std_classes[d->std];
		put_ptr(vm, a, 0);
		put_ptr(vm, a + p, sym2(vm, "_ZTI", d->type));
		put_ptr(vm, a + 2 * p, rt_symbol_addr(vm, member_name(b, sizeof b, c, "D1Ev")));
		put_ptr(vm, a + 3 * p, rt_symbol_addr(vm, member_name(b, sizeof b, c, "D0Ev")));
		put_ptr(vm, a + 4 * p,
			rt_symbol_addr(vm, member_name(b, sizeof b, &std_classes[c->what_owner], "4whatEv")));
		if (c->what)
			memcpy(mem_host(&vm->mem, a + 5 * p), c->what, strlen(c->what) + 1);
		break;
	}
	default:
		break;
	}
}

bool
rt_fill_objects(VM *vm, char *err, size_t n)
{
	(void)err;
	(void)n;
	for (Global *g = vm->m->globals; g; g = g->next) {
		RtDesc d;
		if (!g->u.nops && describe(g->u.v.name, &d))
			fill(vm, vm_global_addr(vm, &g->u.v), &d);
	}
	if (vm->tgt.abi.eh == EH_MSVC_FUNCLET)
		msvc_std_fill(vm);
	return true;
}

/* ---------------------------------------------------- std exceptions */
uint64_t
rt_std_what_string(VM *vm, const StdClass *c)
{
	char b[128];
	uint64_t v = rt_symbol_addr(vm, mk(b, sizeof b, "_ZTV", c->mangled));
	return v && c->what ? v + 5 * (uint64_t)vm->ptr_bytes : 0;
}

void
rt_std_construct(VM *vm, const StdClass *c, uint64_t obj, const char *msg)
{
	char b[128];
	uint64_t p = vm->ptr_bytes;
	uint8_t *o = vm_mem_write(vm, obj, rt_std_class_size(vm, c));
	mem_write_uint(o, vm->ptr_bytes, vtable_point(vm, mk(b, sizeof b, "_ZTV", c->mangled)), vm->big_endian);
	if (!c->what && msg) {
		size_t len = strlen(msg);
		uint64_t s = mem_alloc_internal(&vm->mem, len + 1, 1, c->name);
		if (!s)
			vm_fail(vm, R_X_LIM_4, "out of memory for the message of a %s", c->name);
		memcpy(mem_host(&vm->mem, s), msg, len + 1);
		mem_write_uint(mem_host(&vm->mem, obj + p), vm->ptr_bytes, s, vm->big_endian);
	}
}
