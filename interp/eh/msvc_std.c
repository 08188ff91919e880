/* msvc_std.c — the std exception classes the MSVC runtime throws by
 * itself: std::bad_alloc (operator new), std::bad_cast (__RTDynamicCast
 * of a reference), std::bad_typeid (__RTtypeid of null), and their bases,
 * as vcruntime defines them:
 *
 *   object    { vfptr; const char *what; bool dofree }        3 pointers
 *   vftable   [-1] CompleteObjectLocator, [0] scalar deleting
 *             destructor, [1] what()
 *   what()    what ? what : "Unknown exception"
 *
 * A program sees these classes through vcruntime's inline definitions
 * (its own vftables, TypeDescriptors, ThrowInfos, emitted where used);
 * the runtime's objects must be in memory even when the program has none
 * of them, so ehi lays out its own, one block per class (`ehi.msvcrt.<K>`):
 *
 *   0      COL pointer, then the vftable (the object's vfptr: block + p)
 *   3p     CompleteObjectLocator, ClassHierarchyDescriptor, BaseClassArray,
 *          BaseClassDescriptors (the class, then each base: a chain)
 *          ThrowInfo, CatchableTypeArray, CatchableTypes (the class and
 *          each base, copied by their copy constructors)
 *          the message the runtime throws it with
 *
 * TypeDescriptors keep their decorated names (`??_R0?AVbad_alloc@std@@@8`):
 * the module's when it has one, else the runtime's; handlers match them by
 * name anyway.  The member functions are the program's when it defines
 * them (vcruntime's are inline, so equal), else builtins here.  Reference
 * fields are image-relative on 64-bit targets (msvc.h). */
#include "eh/msvc.h"
#include "eh/personality.h" /* eh_target_cxx */

#include "rt/builtin.h"
#include "eh/rtti.h"

#include <string.h>


/* ------------------------------------------------------------ the classes */
enum { MC_EXCEPTION, MC_BAD_ALLOC, MC_BAD_ARRAY_NEW_LENGTH, MC_BAD_CAST, MC_BAD_TYPEID, MC_BAD_EXCEPTION,
       MC__COUNT };
static const struct {
	const char *name;
	int base;               /* -1: none */
	const char *message;    /* what the runtime throws it with (exception:
				   what() of a null message) */
} classes[MC__COUNT] = {
	[MC_EXCEPTION] = {"exception", -1, "Unknown exception"},
	[MC_BAD_ALLOC] = {"bad_alloc", MC_EXCEPTION, "bad allocation"},
	[MC_BAD_ARRAY_NEW_LENGTH] = {"bad_array_new_length", MC_BAD_ALLOC, "bad array new length"},
	/* Wine's msvcrt and older vcruntimes; current ones say "nullptr
	 * pointer!" for typeid (SPEC.md EH-M-9) */
	[MC_BAD_CAST] = {"bad_cast", MC_EXCEPTION, "Bad dynamic_cast!"},
	[MC_BAD_TYPEID] = {"bad_typeid", MC_EXCEPTION, "Attempted a typeid of NULL pointer!"},
	[MC_BAD_EXCEPTION] = {"bad_exception", MC_EXCEPTION, "bad exception"},
};

/* The member functions' decorated names: 64-bit targets (__ptr64 `E`,
 * __cdecl `A`) and i686 (__thiscall `E`) */
typedef enum Member { M_DTOR, M_DELETING, M_COPY, M_WHAT, M__COUNT } Member;
static const struct {
	const char *fmt64, *fmt32;
} members[M__COUNT] = {
	[M_DTOR] = {"??1%s@std@@UEAA@XZ", "??1%s@std@@UAE@XZ"},
	[M_DELETING] = {"??_G%s@std@@UEAAPEAXI@Z", "??_G%s@std@@UAEPAXI@Z"},
	[M_COPY] = {"??0%s@std@@QEAA@AEBV01@@Z", "??0%s@std@@QAE@ABV01@@Z"},
	[M_WHAT] = {"?what@%s@std@@UEBAPEBDXZ", "?what@%s@std@@UBEPBDXZ"},
};

static const char *
member_name(char *buf, size_t n, Member m, int k, unsigned ptr_bytes)
{
	snprintf(buf, n, ptr_bytes == 8 ? members[m].fmt64 : members[m].fmt32, classes[k].name);
	return buf;
}

static int
class_index(const char *name)
{
	for (int k = 0; k < MC__COUNT; k++)
		if (strcmp(classes[k].name, name) == 0)
			return k;
	return -1;
}

/* the classes from k up to std::exception */
static uint32_t
depth(int k)
{
	uint32_t d = 0;
	for (; k >= 0; k = classes[k].base)
		d++;
	return d;
}

static const char *
block_name(char *buf, size_t n, int k)
{
	snprintf(buf, n, "ehi.msvcrt.%s", classes[k].name);
	return buf;
}

static const char *
td_symbol(char *buf, size_t n, int k)
{
	snprintf(buf, n, "??_R0?AV%s@std@@@8", classes[k].name);
	return buf;
}

/* ------------------------------------------------------------ the block */
enum { COL_SIZE = 24, CHD_SIZE = 16, BCD_SIZE = 28, TI_SIZE = 16, CT_SIZE = 28 };

typedef struct Layout {
	uint64_t col, chd, bca, bcd, ti, cta, ct, msg, size;
} Layout;

static Layout
layout(unsigned p, int k)
{
	uint32_t d = depth(k);
	Layout l;
	l.col = 3 * (uint64_t)p;
	l.chd = l.col + COL_SIZE;
	l.bca = l.chd + CHD_SIZE;
	l.bcd = l.bca + 4 * (uint64_t)(d + 1);
	l.ti = l.bcd + BCD_SIZE * (uint64_t)d;
	l.cta = l.ti + TI_SIZE;
	l.ct = l.cta + 4 + 4 * (uint64_t)d;
	l.msg = l.ct + CT_SIZE * (uint64_t)d;
	l.size = l.msg + strlen(classes[k].message) + 1;
	return l;
}

static uint64_t
object_size(const VM *vm)
{
	return 3 * (uint64_t)vm->ptr_bytes; /* vfptr, what, dofree (padded) */
}

static uint64_t
block_of(VM *vm, int k)
{
	char b[64];
	return rt_symbol_addr(vm, block_name(b, sizeof b, k));
}

/* -------------------------------------------------------- preparation */
/* Does the module call something of the runtime that throws one of these? */
static bool
may_throw(VM *vm)
{
	static const char *const prefixes[] = {"??2@", "??_U@", "__RTDynamicCast", "__RTtypeid", "__scrt_throw_std_"};
	for (uint32_t j = 0; j < vm->mods.len; j++)
		for (const Global *g = VEC_AT(&vm->mods, Module *, j)->funcs; g; g = g->next) {
			const char *n = g->u.v.name;
			if (!n || !((const Function *)g)->is_decl)
				continue;
			for (size_t k = 0; k < countof(prefixes); k++)
				if (strncmp(n, prefixes[k], strlen(prefixes[k])) == 0)
					return true;
		}
	return false;
}

static void
need_fn(VM *vm, const char *name, Member m)
{
	Module *mod = vm->m;
	if (vm_symbol(vm, name))
		return;
	Type *ptr = rt_i8ptr(mod), *args[2] = {ptr, ptr};
	switch (m) {
	case M_DTOR: vm_runtime_func(vm, name, type_prim(mod, TY_VOID), args, 1); break;
	case M_DELETING: args[1] = type_int(mod, 32); vm_runtime_func(vm, name, ptr, args, 2); break;
	case M_COPY: vm_runtime_func(vm, name, ptr, args, 2); break;
	case M_WHAT: vm_runtime_func(vm, name, ptr, args, 1); break;
	default: break;
	}
}

void
msvc_std_prepare(VM *vm)
{
	if (!may_throw(vm))
		return;
	char b[128];
	if (vm->ptr_bytes == 8)
		vm_runtime_data(vm, "__ImageBase");
	need_fn(vm, member_name(b, sizeof b, M_WHAT, MC_EXCEPTION, vm->ptr_bytes), M_WHAT);
	for (int k = 0; k < MC__COUNT; k++) {
		vm_runtime_data(vm, block_name(b, sizeof b, k));
		vm_runtime_data(vm, td_symbol(b, sizeof b, k));
		for (Member m = M_DTOR; m < M_WHAT; m++)
			need_fn(vm, member_name(b, sizeof b, m, k, vm->ptr_bytes), m);
	}
}

/* the class of a runtime block or TypeDescriptor named n (-1: none) */
static int
object_class(const char *n, bool *is_td)
{
	if (!n)
		return -1;
	char b[64];
	for (int k = 0; k < MC__COUNT; k++) {
		if (strcmp(n, block_name(b, sizeof b, k)) == 0) {
			*is_td = false;
			return k;
		}
		if (strcmp(n, td_symbol(b, sizeof b, k)) == 0) {
			*is_td = true;
			return k;
		}
	}
	return -1;
}

bool
msvc_std_object_size(VM *vm, const char *name, uint64_t *size, uint64_t *align)
{
	if (eh_target_cxx(&vm->tgt) != &msvc_abi)
		return false; /* (the runtime serves MinGW too, which throws Itanium's) */
	bool is_td;
	int k = object_class(name, &is_td);
	if (k < 0)
		return false;
	*align = vm->ptr_bytes;
	*size = is_td ? 2 * (uint64_t)vm->ptr_bytes + strlen(classes[k].name) + 11 /* ".?AV" "@std@@" NUL */
		      : layout(vm->ptr_bytes, k).size;
	return true;
}

/* ---------------------------------------------------------- contents */
static void
put32(VM *vm, uint64_t a, uint32_t v)
{
	mem_write_uint(mem_host(&vm->mem, a), 4, v, vm->big_endian);
}

static void
putptr(VM *vm, uint64_t a, uint64_t v)
{
	mem_write_uint(mem_host(&vm->mem, a), vm->ptr_bytes, v, vm->big_endian);
}

static uint64_t
fn_addr(VM *vm, Member m, int k)
{
	char b[128];
	return rt_symbol_addr(vm, member_name(b, sizeof b, m, k, vm->ptr_bytes));
}

static uint64_t
td_addr(VM *vm, int k)
{
	char b[64];
	return rt_symbol_addr(vm, td_symbol(b, sizeof b, k));
}

static void
fill_td(VM *vm, uint64_t a, int k)
{
	putptr(vm, a, rt_symbol_addr(vm, "??_7type_info@@6B@"));
	putptr(vm, a + vm->ptr_bytes, 0);
	char name[64];
	snprintf(name, sizeof name, ".?AV%s@std@@", classes[k].name);
	memcpy(mem_host(&vm->mem, msvc_td_name_addr(vm, a)), name, strlen(name) + 1);
}

static void
fill_block(VM *vm, uint64_t a, int k)
{
	unsigned p = vm->ptr_bytes;
	Layout l = layout(p, k);
	uint32_t d = depth(k);
	/* the vftable */
	putptr(vm, a, a + l.col);
	putptr(vm, a + p, fn_addr(vm, M_DELETING, k));
	putptr(vm, a + 2 * p, fn_addr(vm, M_WHAT, MC_EXCEPTION));
	/* RTTI: the locator, the hierarchy (single inheritance, a chain) */
	put32(vm, a + l.col, p == 8 ? 1 : 0);
	put32(vm, a + l.col + 12, msvc_ref_to(vm, td_addr(vm, k)));
	put32(vm, a + l.col + 16, msvc_ref_to(vm, a + l.chd));
	if (p == 8)
		put32(vm, a + l.col + 20, msvc_ref_to(vm, a + l.col));
	put32(vm, a + l.chd + 8, d);
	put32(vm, a + l.chd + 12, msvc_ref_to(vm, a + l.bca));
	uint32_t i = 0;
	for (int c = k; c >= 0; c = classes[c].base, i++) {
		uint64_t bcd = a + l.bcd + BCD_SIZE * (uint64_t)i;
		put32(vm, a + l.bca + 4 * (uint64_t)i, msvc_ref_to(vm, bcd));
		put32(vm, bcd, msvc_ref_to(vm, td_addr(vm, c)));
		put32(vm, bcd + 4, d - 1 - i);
		put32(vm, bcd + 12, (uint32_t)-1); /* pdisp: not a virtual base */
		put32(vm, bcd + 20, 0x40);         /* it has its hierarchy: */
		uint64_t cb = block_of(vm, c);
		put32(vm, bcd + 24, msvc_ref_to(vm, cb + layout(p, c).chd));
		/* catchable as each class of the chain */
		uint64_t ct = a + l.ct + CT_SIZE * (uint64_t)i;
		put32(vm, a + l.cta + 4 + 4 * (uint64_t)i, msvc_ref_to(vm, ct));
		put32(vm, ct + 4, msvc_ref_to(vm, td_addr(vm, c)));
		put32(vm, ct + 12, (uint32_t)-1);
		put32(vm, ct + 20, (uint32_t)object_size(vm));
		put32(vm, ct + 24, msvc_ref_to(vm, fn_addr(vm, M_COPY, c)));
	}
	put32(vm, a + l.cta, d);
	put32(vm, a + l.ti + 4, msvc_ref_to(vm, fn_addr(vm, M_DTOR, k)));
	put32(vm, a + l.ti + 12, msvc_ref_to(vm, a + l.cta));
	memcpy(mem_host(&vm->mem, a + l.msg), classes[k].message, strlen(classes[k].message) + 1);
}

void
msvc_std_fill(VM *vm)
{
	for (uint32_t j = 0; j < vm->data_decls.len; j++) {
		Global *g = VEC_AT(&vm->data_decls, Global *, j);
		bool is_td;
		int k = object_class(g->u.v.name, &is_td);
		if (k < 0)
			continue;
		uint64_t a = vm_global_addr(vm, &g->u.v);
		if (is_td)
			fill_td(vm, a, k);
		else
			fill_block(vm, a, k);
	}
}

/* ------------------------------------------------------------ throwing */
int
msvc_throw_std(VM *vm, const CallSite *cs, const char *cls)
{
	int k = class_index(cls);
	uint64_t block = k < 0 ? 0 : block_of(vm, k);
	if (!block)
		vm_fail(vm, R_ERROR, "the runtime cannot throw std::%s here (the module calls nothing that throws it)",
			cls);
	unsigned p = vm->ptr_bytes;
	uint64_t rec = mem_alloc_heap(&vm->mem, 16 * (uint64_t)p + object_size(vm), 16, cs->inst, vm->frames.len);
	if (!rec)
		vm_fail(vm, R_X_LIM_4, "out of memory raising std::%s", cls);
	uint64_t obj = rec + 16 * (uint64_t)p;
	Layout l = layout(p, k);
	memset(vm_mem_write(vm, obj, object_size(vm)), 0, object_size(vm));
	msvc_wrptr(vm, obj, block + p);
	msvc_wrptr(vm, obj + p, block + l.msg); /* a literal: dofree stays 0 */
	return msvc_raise(vm, rec, obj, block + l.ti, cs->inst);
}

/* ------------------------------------------------------ member functions */
/* the class a member builtin was called as ("??1bad_alloc@std@@..." ) */
static int
callee_class(VM *vm, Member *m)
{
	const char *n = vm->callee && vm->callee->g.u.v.name ? vm->callee->g.u.v.name : "";
	char b[128];
	for (int k = 0; k < MC__COUNT; k++)
		for (Member j = M_DTOR; j < M__COUNT; j++)
			if (strcmp(n, member_name(b, sizeof b, j, k, vm->ptr_bytes)) == 0) {
				*m = j;
				return k;
			}
	vm_fail(vm, R_ERROR, "MSVC std exception builtin called under an unknown name");
}

static uint64_t
this_arg(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, uint32_t nargs)
{
	if (cs->nargs < nargs)
		vm_fail(vm, R_EH_U_16, "@%s called with %u arguments, needs %u", vm->callee->g.u.v.name, cs->nargs,
			nargs);
	for (uint32_t k = 0; k < nargs; k++)
		if (Z[cs->args[k]])
			vm_fail(vm, R_X_UB_2, "@%s called with a poison argument", vm->callee->g.u.v.name);
	if (!ARG(0))
		vm_fail(vm, R_EH_U_16, "@%s called without an object", vm->callee->g.u.v.name);
	return ARG(0);
}

/* std::exception's data { const char *what; bool dofree }: a copy owns a
 * duplicate of an owned string (vcruntime's __std_exception_copy) */
static void
data_copy(VM *vm, uint64_t from, uint64_t to, const Inst *at)
{
	uint64_t p = vm->ptr_bytes;
	uint64_t what = msvc_rdptr(vm, from);
	bool dofree = *vm_mem_read(vm, from + p, 1) != 0;
	uint64_t copy = what;
	if (dofree && what) {
		uint64_t n = 0;
		while (*vm_mem_read(vm, what + n, 1))
			n++;
		copy = mem_alloc_heap(&vm->mem, n + 1, 16, at, vm->frames.len);
		if (!copy)
			vm_fail(vm, R_X_LIM_4, "out of memory copying an exception's message");
		memmove(vm_mem_write(vm, copy, n + 1), vm_mem_read(vm, what, n + 1), n + 1);
	}
	msvc_wrptr(vm, to, copy);
	*vm_mem_write(vm, to + p, 1) = dofree && what;
}

static void
data_destroy(VM *vm, uint64_t data, const Inst *at)
{
	uint64_t p = vm->ptr_bytes;
	if (*vm_mem_read(vm, data + p, 1)) {
		uint64_t what = msvc_rdptr(vm, data);
		if (what && mem_free_heap(&vm->mem, what, at))
			vm_fail(vm, R_X_MEM_8, "__std_exception_destroy frees 0x%llx, which is not a live heap block",
				(unsigned long long)what);
	}
	msvc_wrptr(vm, data, 0);
	*vm_mem_write(vm, data + p, 1) = 0;
}

static int
b_exception_copy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	data_copy(vm, ARG(0), ARG(1), cs->inst);
	return BI_DONE;
}

static int
b_exception_destroy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	data_destroy(vm, ARG(0), cs->inst);
	return BI_DONE;
}

static int
b_member(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	Member m;
	int k = callee_class(vm, &m);
	uint64_t p = vm->ptr_bytes;
	switch (m) {
	case M_DTOR:
		data_destroy(vm, this_arg(vm, cs, R, Z, 1) + p, cs->inst);
		return BI_DONE;
	case M_DELETING: {
		uint64_t self = this_arg(vm, cs, R, Z, 2);
		data_destroy(vm, self + p, cs->inst);
		if ((ARG(1) & 1) && mem_free_heap(&vm->mem, self, cs->inst))
			vm_fail(vm, R_X_MEM_8, "deleting std::%s at 0x%llx, which is not a live heap block",
				classes[k].name, (unsigned long long)self);
		builtin_ret(cs, R, Z, self);
		return BI_DONE;
	}
	case M_COPY: {
		uint64_t self = this_arg(vm, cs, R, Z, 2), block = block_of(vm, k);
		if (!block)
			vm_fail(vm, R_ERROR, "std::%s has no vftable in this module", classes[k].name);
		msvc_wrptr(vm, self, block + p);
		data_copy(vm, ARG(1) + p, self + p, cs->inst);
		builtin_ret(cs, R, Z, self);
		return BI_DONE;
	}
	case M_WHAT: {
		uint64_t self = this_arg(vm, cs, R, Z, 1), what = msvc_rdptr(vm, self + p);
		uint64_t unknown = block_of(vm, MC_EXCEPTION);
		builtin_ret(cs, R, Z, what ? what : unknown ? unknown + layout((unsigned)p, MC_EXCEPTION).msg : 0);
		return BI_DONE;
	}
	default:
		return BI_FAILED;
	}
}

static int
b_throw_bad_alloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	return msvc_throw_std(vm, cs, "bad_alloc");
}

static int
b_throw_bad_array_new_length(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	return msvc_throw_std(vm, cs, "bad_array_new_length");
}

static const struct {
	const char *name;
	BuiltinFn fn;
} std_fns[] = {
	{"__std_exception_copy", b_exception_copy},
	{"__std_exception_destroy", b_exception_destroy},
	/* the static CRT's throwers (MSVC's own code calls them) */
	{"__scrt_throw_std_bad_alloc", b_throw_bad_alloc},
	{"?__scrt_throw_std_bad_alloc@@YAXXZ", b_throw_bad_alloc},
	{"__scrt_throw_std_bad_array_new_length", b_throw_bad_array_new_length},
	{"?__scrt_throw_std_bad_array_new_length@@YAXXZ", b_throw_bad_array_new_length},
};

BuiltinFn
msvc_std_lookup(const char *name)
{
	for (size_t k = 0; k < countof(std_fns); k++)
		if (strcmp(name, std_fns[k].name) == 0)
			return std_fns[k].fn;
	char b[128];
	for (int k = 0; k < MC__COUNT; k++)
		for (Member m = M_DTOR; m < M__COUNT; m++)
			for (unsigned p = 4; p <= 8 && (m != M_WHAT || k == MC_EXCEPTION); p += 4)
				if (strcmp(name, member_name(b, sizeof b, m, k, p)) == 0)
					return b_member;
	return NULL;
}
