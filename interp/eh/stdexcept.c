/* stdexcept.c — the member functions of the std exception classes that
 * libstdc++ defines out of line and clang therefore calls: constructors
 * from a message, copy/move constructors and assignments, the destructors
 * (D1/D2 complete and base object, D0 deleting), what().
 *
 * The layout is libstdc++'s: a vptr, and for logic_error, runtime_error
 * and their subclasses one pointer, the message (a reference-counted
 * string there; here a copy in runtime memory that copies share and that
 * is never freed, which is what the program can observe of it).  A
 * builtin learns the class from the name it was called by (vm->callee):
 * one function per member, not per class.
 *
 * And __dynamic_cast, the runtime's half of dynamic_cast (the search is
 * rtti_dynamic_cast in rtti.c). */
#include "eh/rtti.h"

#include "rt/builtin.h"

#include <stdlib.h>
#include <string.h>


static const StdClass *
callee_class(VM *vm)
{
	int k = rt_std_member_class(vm->callee ? vm->callee->g.u.v.name : NULL, NULL);
	if (k < 0)
		vm_fail(vm, R_ERROR, "std exception builtin called under an unknown name");
	return rt_std_class_at(k);
}

static void
ret_ptr(const CallSite *cs, uint64_t *R, uint8_t *Z, uint64_t v)
{
	if (!cs->dst_slots)
		return;
	R[cs->dst] = v;
	Z[cs->dst] = 0;
}

static uint64_t
this_arg(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (cs->nargs < 1)
		vm_fail(vm, R_EH_U_16, "@%s called without an object", vm->callee->g.u.v.name);
	if (Z[cs->args[0]])
		vm_fail(vm, R_X_UB_2, "@%s called with a poison object pointer", vm->callee->g.u.v.name);
	return ARG(0);
}

static uint64_t
ptr_arg(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, uint32_t k)
{
	if (cs->nargs <= k)
		vm_fail(vm, R_EH_U_16, "@%s called with too few arguments", vm->callee->g.u.v.name);
	if (Z[cs->args[k]])
		vm_fail(vm, R_X_UB_2, "@%s called with a poison argument", vm->callee->g.u.v.name);
	return ARG(k);
}

/* X(const char *msg) */
static int
b_ctor_cstr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z);
	char *msg = rt_read_cstr(vm, ptr_arg(vm, cs, R, Z, 1), SIZE_MAX, NULL);
	rt_std_construct(vm, c, self, msg);
	free(msg);
	ret_ptr(cs, R, Z, self);
	return 0;
}

/* X(const std::string &msg): libstdc++'s basic_string starts with the
 * pointer to its characters, then the length */
static int
b_ctor_string(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z), str = ptr_arg(vm, cs, R, Z, 1);
	unsigned p = vm->ptr_bytes;
	uint64_t data = mem_read_uint(vm_mem_read(vm, str, p), p, vm->big_endian);
	uint64_t len = mem_read_uint(vm_mem_read(vm, str + p, p), p, vm->big_endian);
	if (len > (1u << 30))
		vm_fail(vm, R_EH_U_16, "@%s: a std::string of %llu bytes", vm->callee->g.u.v.name,
			(unsigned long long)len);
	char *msg = xmalloc(len + 1);
	if (len)
		memcpy(msg, vm_mem_read(vm, data, len), len);
	msg[len] = 0;
	rt_std_construct(vm, c, self, msg);
	free(msg);
	ret_ptr(cs, R, Z, self);
	return 0;
}

/* X(const X &) and X(X &&): the class's vptr, the message shared */
static int
b_copy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z), other = ptr_arg(vm, cs, R, Z, 1);
	uint64_t p = vm->ptr_bytes;
	uint64_t msg = c->what ? 0 : mem_read_uint(vm_mem_read(vm, other + p, p), (unsigned)p, vm->big_endian);
	rt_std_construct(vm, c, self, NULL);
	if (!c->what)
		mem_write_uint(vm_mem_write(vm, self + p, p), (unsigned)p, msg, vm->big_endian);
	ret_ptr(cs, R, Z, self);
	return 0;
}

/* X &operator=(const X &) and (X &&): the message, not the vptr */
static int
b_assign(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z), other = ptr_arg(vm, cs, R, Z, 1);
	unsigned p = vm->ptr_bytes;
	if (!c->what) {
		uint64_t msg = mem_read_uint(vm_mem_read(vm, other + p, p), p, vm->big_endian);
		mem_write_uint(vm_mem_write(vm, self + p, p), p, msg, vm->big_endian);
	}
	ret_ptr(cs, R, Z, self);
	return 0;
}

/* ~X(): nothing to release (the message stays, as a shared string would
 * while a copy lives); checks the object is there */
static int
b_dtor(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z);
	vm_mem_read(vm, self, rt_std_class_size(vm, c));
	ret_ptr(cs, R, Z, self);
	return 0;
}

/* deleting destructor: ~X(), then operator delete */
static int
b_dtor_delete(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z);
	vm_mem_read(vm, self, rt_std_class_size(vm, c));
	int rc = mem_free_heap(&vm->mem, self, cs->inst);
	if (rc == 2)
		vm_fail(vm, R_X_MEM_7, "double free of heap block 0x%llx by operator delete in @%s",
			(unsigned long long)self, vm->callee->g.u.v.name);
	if (rc)
		vm_fail(vm, R_X_MEM_8, "operator delete in @%s of 0x%llx, which is not the start of a heap block (%s)",
			vm->callee->g.u.v.name, (unsigned long long)self, mem_state_name(mem_state_at(&vm->mem, self)));
	return 0;
}

static int
b_what(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const StdClass *c = callee_class(vm);
	uint64_t self = this_arg(vm, cs, R, Z), p = vm->ptr_bytes;
	uint64_t s;
	if (c->what) {
		vm_mem_read(vm, self, p);
		s = rt_std_what_string(vm, c);
	} else {
		s = mem_read_uint(vm_mem_read(vm, self + p, p), (unsigned)p, vm->big_endian);
	}
	ret_ptr(cs, R, Z, s);
	return 0;
}

/* void *__dynamic_cast(const void *src, const __class_type_info *src_type,
 *                      const __class_type_info *dst_type, ptrdiff_t src2dst) */
static int
b_dynamic_cast(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (cs->nargs < 4)
		vm_fail(vm, R_EH_U_16, "@__dynamic_cast called with %u arguments, not 4", (unsigned)cs->nargs);
	for (uint32_t k = 0; k < 4; k++)
		if (Z[cs->args[k]])
			vm_fail(vm, R_X_UB_2, "@__dynamic_cast called with a poison argument %u", (unsigned)k);
	int64_t hint = vm_sext(ARG(3) & vm->mem.ptr_mask, vm->ptr_bytes * 8);
	builtin_ret(cs, R, Z, rtti_dynamic_cast(vm, ARG(0) & vm->mem.ptr_mask, ARG(1) & vm->mem.ptr_mask,
						ARG(2) & vm->mem.ptr_mask, hint));
	return 0;
}

static const struct {
	const char *member;
	BuiltinFn fn;
	uint8_t message_only;   /* only logic_error/runtime_error and their subclasses */
	uint8_t konst;          /* _ZNK */
} members[] = {
	{"C1EPKc", b_ctor_cstr, 1, 0}, {"C2EPKc", b_ctor_cstr, 1, 0},
	{"C1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", b_ctor_string, 1, 0},
	{"C2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", b_ctor_string, 1, 0},
	{"C1ERKS_", b_copy, 0, 0}, {"C2ERKS_", b_copy, 0, 0}, {"C1EOS_", b_copy, 0, 0}, {"C2EOS_", b_copy, 0, 0},
	{"aSERKS_", b_assign, 0, 0}, {"aSEOS_", b_assign, 0, 0},
	{"D0Ev", b_dtor_delete, 0, 0}, {"D1Ev", b_dtor, 0, 0}, {"D2Ev", b_dtor, 0, 0},
	{"4whatEv", b_what, 0, 1},
};

BuiltinFn
stdexcept_lookup(const char *name)
{
	const char *member;
	if (name && strcmp(name, "__dynamic_cast") == 0)
		return b_dynamic_cast;
	int k = rt_std_member_class(name, &member);
	if (k < 0)
		return NULL;
	const StdClass *c = rt_std_class_at(k);
	bool konst = name[3] == 'K';
	for (size_t j = 0; j < countof(members); j++) {
		if (strcmp(member, members[j].member) != 0 || konst != members[j].konst)
			continue;
		if (members[j].message_only && c->what)
			return NULL;
		/* what() exists where the class defines it, not in classes that inherit it */
		if (members[j].fn == b_what && c->what_owner != k)
			return NULL;
		return members[j].fn;
	}
	return NULL;
}
