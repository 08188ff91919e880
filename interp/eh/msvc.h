/* msvc.h — what the parts of the MSVC C++ runtime share: reading its
 * tables from simulated memory.
 *
 *   msvcrt.c      _CxxThrowException, __CxxFrameHandler3's matching and
 *                 catch objects, terminate's message
 *   msvc_rtti.c   __RTDynamicCast, __RTtypeid, __RTCastToVoid over the
 *                 RTTI structures clang emits for the Microsoft ABI
 *   msvc_std.c    the std exception classes the runtime throws itself
 *                 (bad_alloc, bad_cast, ...): their vftables, RTTI and
 *                 ThrowInfos in simulated memory, and their members
 *
 * A `ref` field is 4 bytes: an offset from __ImageBase on 64-bit targets
 * (image-relative), an address on 32-bit ones. */
#ifndef EHI_MSVC_H
#define EHI_MSVC_H

#include "eh/eh.h"

static inline uint32_t
msvc_rd32(VM *vm, uint64_t a)
{
	return (uint32_t)mem_read_uint(vm_mem_read(vm, a, 4), 4, vm->big_endian);
}

static inline uint64_t
msvc_rdptr(VM *vm, uint64_t a)
{
	return mem_read_uint(vm_mem_read(vm, a, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
}

static inline void
msvc_wrptr(VM *vm, uint64_t a, uint64_t v)
{
	mem_write_uint(vm_mem_write(vm, a, vm->ptr_bytes), vm->ptr_bytes, v, vm->big_endian);
}

/* __ImageBase (64-bit targets; 0 on 32-bit ones, where refs are addresses) */
uint64_t msvc_image_base(VM *vm);
/* a ref field's target (0 for a null ref) */
uint64_t msvc_rdref(VM *vm, uint64_t a);
/* the value of a ref field that names address `to` (0 names nothing) */
uint32_t msvc_ref_to(VM *vm, uint64_t to);
/* a TypeDescriptor's decorated name (".?AVbad_alloc@std@@"), into buf */
void msvc_td_name(VM *vm, uint64_t td, char *buf, size_t n);
/* the address of a TypeDescriptor's name */
static inline uint64_t
msvc_td_name_addr(VM *vm, uint64_t td)
{
	return td + 2 * (uint64_t)vm->ptr_bytes;
}
/* same TypeDescriptor: the same object or the same decorated name */
bool msvc_td_equal(VM *vm, uint64_t a, uint64_t b);

/* msvcrt.c: the runtime (its exceptions' CxxAbi) */
extern const CxxAbi msvc_abi;
/* does catchpad `cp` (MSVC arguments) take x?  (phase 1) */
bool msvc_catchpad_matches(VM *vm, EhException *x, const Inst *cp);
/* raise the MSVC exception whose record block is rec (freed
 * with it), object obj, ThrowInfo ti; BI_UNWIND or terminates */
int msvc_raise(VM *vm, uint64_t rec, uint64_t obj, uint64_t ti, const Inst *at);

/* msvc_rtti.c */
BuiltinFn msvc_rtti_lookup(const char *name);

/* msvc_std.c: the std exception classes of vcruntime ("bad_alloc", ...) */
BuiltinFn msvc_std_lookup(const char *name);
/* throw one (the class's MSVC name; its fixed message); BI_UNWIND or terminates */
int msvc_throw_std(VM *vm, const CallSite *cs, const char *cls);
/* the runtime objects' own symbols, sizes and contents (rt_msvc_cxx's) */
void msvc_std_prepare(VM *vm);
bool msvc_std_object_size(VM *vm, const char *name, uint64_t *size, uint64_t *align);
void msvc_std_fill(VM *vm);

#endif
