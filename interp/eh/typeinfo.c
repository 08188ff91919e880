/* typeinfo.c — the C++ runtime's own RTTI objects and vtables.
 *
 * clang leaves external what the C++ runtime (libstdc++/libsupc++,
 * libc++abi) defines: the __cxxabiv1 vtables every type_info points into,
 * the type_infos of the fundamental types and of pointers to them, and
 * the std exception classes' type_infos and vtables.  ehi defines them in
 * simulated memory, with the target's layout:
 *
 *   1. before layout, rt_cxx_declare closes the set over what each
 *      object refers to (a type_info needs its vtable, its name string,
 *      its base or pointee; a std vtable its type_info and the functions
 *      in its slots) and gives each one no module declares a symbol of
 *      the VM's own (vm_runtime_data, vm_runtime_func: the Module stays
 *      as verified), so that every one of them is a global or function
 *      with an address (a function's address is how the VM calls it: a
 *      call of a declared function runs the builtin of that name,
 *      stdexcept.c);
 *   2. during layout, rt_cxx_object gives each its real size (the
 *      declaration says `ptr` or `[0 x ptr]`);
 *   3. after layout, rt_cxx_fill writes their contents.
 *
 * What the runtime defines is decided from the mangled name alone (one
 * grammar, no list of names): `_ZTI`/`_ZTS` of a builtin type, of a std
 * exception class, or of a pointer (with qualifiers) to one of those;
 * `_ZTV` of a std exception class; the nine __cxxabiv1 vtables. */
#include "eh/rtti.h"

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

/* ------------------------------------------- the runtime's own symbols */
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

static void
declare_fn(VM *vm, const char *name, Type *ret, Type *arg)
{
	vm_runtime_func(vm, name, ret, &arg, arg ? 1 : 0);
}

static void
need_fn(VM *vm, const char *name, FnShape shape, const StdClass *c)
{
	Module *m = vm->m;
	if (vm_symbol(vm, name))
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
	vm_runtime_data(vm, mk(b, sizeof b, "_ZTI", std_classes[k].mangled));
	if (vtable)
		vm_runtime_data(vm, mk(b, sizeof b, "_ZTV", std_classes[k].mangled));
}

static void
needs_of(VM *vm, const RtDesc *d)
{
	char b[128];
	switch (d->kind) {
	case RT_FUND_TI:
		vm_runtime_data(vm, abi_vtables[TI_FUNDAMENTAL]);
		vm_runtime_data(vm, mk(b, sizeof b, "_ZTS", d->type));
		break;
	case RT_PTR_TI:
		vm_runtime_data(vm, abi_vtables[TI_POINTER]);
		vm_runtime_data(vm, mk(b, sizeof b, "_ZTS", d->type));
		vm_runtime_data(vm, mk(b, sizeof b, "_ZTI", d->pointee));
		break;
	case RT_STD_TI: {
		const StdClass *c = &std_classes[d->std];
		vm_runtime_data(vm, abi_vtables[c->base < 0 ? TI_CLASS : TI_SI_CLASS]);
		vm_runtime_data(vm, mk(b, sizeof b, "_ZTS", d->type));
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
may_throw_runtime(VM *vm)
{
	static const char *const prefixes[] = {"__cxa_", "__gxx_personality", "_Znw", "_Zna", "__dynamic_cast"};
	for (uint32_t j = 0; j < vm->mods.len; j++)
		for (const Global *g = VEC_AT(&vm->mods, Module *, j)->funcs; g; g = g->next) {
			const char *n = g->u.v.name;
			if (!n)
				continue;
			for (size_t k = 0; k < countof(prefixes); k++)
				if (strncmp(n, prefixes[k], strlen(prefixes[k])) == 0)
					return true;
		}
	return false;
}

void
rt_cxx_declare(VM *vm)
{
	Module *m = vm->m;
	if (may_throw_runtime(vm))
		for (size_t k = 0; k < countof(runtime_thrown); k++)
			need_std(vm, runtime_thrown[k], true);
	/* std::set_terminate returns the previous handler, std::get_terminate
	 * the current one: at first libstdc++'s verbose terminate handler, a
	 * function the program may call, so it needs an address */
	if (vm_symbol(vm, "_ZSt13set_terminatePFvvE") || vm_symbol(vm, "_ZSt13get_terminatev"))
		if (!vm_symbol(vm, VERBOSE_TERMINATE))
			declare_fn(vm, VERBOSE_TERMINATE, type_prim(m, TY_VOID), NULL);
	/* a member function of a std class is called with an object of it: its
	 * vtable (which also holds a fixed what() string) must exist */
	for (uint32_t j = 0; j < vm->mods.len; j++)
		for (Global *g = VEC_AT(&vm->mods, Module *, j)->funcs; g; g = g->next)
			if (((Function *)g)->is_decl) {
				int k = rt_std_member_class(g->u.v.name, NULL);
				if (k >= 0)
					need_std(vm, std_classes[k].what_owner, true);
			}
	/* the modules' declarations, then the runtime's own (appended while
	 * walking, so walked too): the closure */
	for (uint32_t j = 0; j < vm->mods.len; j++)
		for (Global *g = VEC_AT(&vm->mods, Module *, j)->globals; g; g = g->next) {
			RtDesc d;
			if (!g->u.nops && describe(g->u.v.name, &d))
				needs_of(vm, &d);
		}
	for (uint32_t k = 0; k < vm->rt_data.len; k++) {
		RtDesc d;
		if (describe(VEC_AT(&vm->rt_data, Global *, k)->u.v.name, &d))
			needs_of(vm, &d);
	}
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
rt_cxx_object(VM *vm, const char *name, VmObject *o)
{
	RtDesc d;
	if (describe(name, &d)) {
		o->size = object_size(vm, &d, &o->align);
		o->sized = true;
		return true;
	}
	/* other type_infos, vtables, VTTs: left readable (the EH issues) */
	return strncmp(name, "_ZT", 3) == 0 || strcmp(name, "__dso_handle") == 0;
}

/* ---------------------------------------------------------- contents */
uint64_t
rt_symbol_addr(VM *vm, const char *name)
{
	return vm_symbol_addr(vm, name);
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

void
rt_cxx_fill(VM *vm)
{
	for (uint32_t k = 0; k < vm->data_decls.len; k++) {
		Global *g = VEC_AT(&vm->data_decls, Global *, k);
		RtDesc d;
		if (describe(g->u.v.name, &d))
			fill(vm, vm_global_addr(vm, &g->u.v), &d);
	}
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
