/* exclayout.c — the header the Itanium C++ runtime puts before a thrown
 * object, laid out as the target's real runtime and unwinder lay it out.
 *
 * A program sees the header through one pointer, the _Unwind_Exception's
 * address (what a landing pad receives), and may rely on two things: the
 * ABI's public fields (exception_class, exception_cleanup), and that the
 * thrown object starts right after the _Unwind_Exception.  clang relies on
 * the second: catching a pointer by reference (`catch (int *const &p)`)
 * binds p to the exception pointer plus its own idea of
 * sizeof(_Unwind_Exception).  So the sizes here are the real ones, and
 * every other byte of the header is the runtime's private state: ehi
 * keeps that state host-side (EhException) and leaves the bytes
 * inaccessible, so that a program reading them is told which field it
 * read (EH-U-17) instead of reading ehi's zeros.
 *
 * Where the facts come from (each row is one struct layout):
 *   __cxa_exception, __cxa_refcounted_exception: libstdc++'s
 *     libsupc++/unwind-cxx.h (GCC 12.2, Debian's gcc-12 source:
 *     libir/gcc-source.sh); libc++abi's src/cxa_exception.h (LLVM).
 *   _Unwind_Exception: libgcc's unwind-generic.h (clang's resource-dir
 *     unwind.h has the same struct), with private_[6] under SEH; the ARM
 *     EHABI control block of gcc/ginclude/unwind-arm-common.h; LLVM
 *     libunwind's include/unwind_itanium.h (reserved[3] on 32-bit).
 *   offsets and sizes: those structs compiled with clang 19 for each
 *     row's targets (-S -emit-llvm, offsetof/sizeof/_Alignof as globals;
 *     `__aligned__` is 16 everywhere here but s390x, 8, and the EHABI
 *     block's `long long :0` makes 8).
 *   what clang assumes (clang_ue): the constant of the GEP clang 14 and
 *     19 emit for `catch (int *const &p)` on each target (88 on ARM EHABI,
 *     32 everywhere else, the SEH targets included: LLVM PR #162546). */
#include "eh/eh.h"

#include <string.h>

/* one field; `off` from the _Unwind_Exception (negative: before it) */
#define F(name, off, size) {name, off, size, 1, false}
#define A(name, off, size, n) {name, off, size, n, false}
#define PUB(name, off, size) {name, off, size, 1, true}
#define END {NULL, 0, 0, 0, false}

/* libstdc++'s __cxa_exception, 8-byte pointers (-80 .. 0) */
#define GCC_CXA_64                                                              \
	F("__cxa_exception::exceptionType", -80, 8),                            \
	F("__cxa_exception::exceptionDestructor", -72, 8),                      \
	F("__cxa_exception::unexpectedHandler", -64, 8),                        \
	F("__cxa_exception::terminateHandler", -56, 8),                         \
	F("__cxa_exception::nextException", -48, 8),                            \
	F("__cxa_exception::handlerCount", -40, 4),                             \
	F("__cxa_exception::handlerSwitchValue", -36, 4),                       \
	F("__cxa_exception::actionRecord", -32, 8),                             \
	F("__cxa_exception::languageSpecificData", -24, 8),                     \
	F("__cxa_exception::catchTemp", -16, 8),                                \
	F("__cxa_exception::adjustedPtr", -8, 8)

/* libstdc++'s __cxa_exception, 4-byte pointers (-48 .. 0: 4 bytes of
 * padding before the 16-aligned _Unwind_Exception) */
#define GCC_CXA_32                                                              \
	F("__cxa_exception::exceptionType", -48, 4),                            \
	F("__cxa_exception::exceptionDestructor", -44, 4),                      \
	F("__cxa_exception::unexpectedHandler", -40, 4),                        \
	F("__cxa_exception::terminateHandler", -36, 4),                         \
	F("__cxa_exception::nextException", -32, 4),                            \
	F("__cxa_exception::handlerCount", -28, 4),                             \
	F("__cxa_exception::handlerSwitchValue", -24, 4),                       \
	F("__cxa_exception::actionRecord", -20, 4),                             \
	F("__cxa_exception::languageSpecificData", -16, 4),                     \
	F("__cxa_exception::catchTemp", -12, 4),                                \
	F("__cxa_exception::adjustedPtr", -8, 4)

/* libc++abi's __cxa_exception on LP64 and _WIN64: two words first */
#define LLVM_CXA_64                                                             \
	F("__cxa_exception::reserve", -96, 8),                                  \
	F("__cxa_exception::referenceCount", -88, 8),                           \
	GCC_CXA_64

/* libc++abi's, 32-bit (not EHABI): referenceCount where the padding was */
#define LLVM_CXA_32                                                             \
	GCC_CXA_32,                                                             \
	F("__cxa_exception::referenceCount", -4, 4)

/* the Itanium ABI's public fields of _Unwind_Exception */
#define UE_PUBLIC(ptr)                                                          \
	PUB("_Unwind_Exception::exception_class", 0, 8),                        \
	PUB("_Unwind_Exception::exception_cleanup", 8, ptr)

static const ExcField gcc_64[] = {
	F("__cxa_refcounted_exception::referenceCount", -96, 4),
	GCC_CXA_64,
	UE_PUBLIC(8),
	F("_Unwind_Exception::private_1", 16, 8), /* forced unwind's stop function */
	F("_Unwind_Exception::private_2", 24, 8), /* the handler frame phase 1 found */
	END,
};

static const ExcField gcc_64_a8[] = {
	F("__cxa_refcounted_exception::referenceCount", -88, 4),
	GCC_CXA_64,
	UE_PUBLIC(8),
	F("_Unwind_Exception::private_1", 16, 8),
	F("_Unwind_Exception::private_2", 24, 8),
	END,
};

/* libgcc's words are 4 bytes here; 12 bytes of padding to the 32 */
static const ExcField gcc_32[] = {
	F("__cxa_refcounted_exception::referenceCount", -64, 4),
	GCC_CXA_32,
	UE_PUBLIC(4),
	F("_Unwind_Exception::private_1", 12, 4),
	F("_Unwind_Exception::private_2", 16, 4),
	END,
};

/* ARM EHABI: no handlerSwitchValue .. adjustedPtr, the 88-byte control block */
static const ExcField gcc_ehabi[] = {
	F("__cxa_refcounted_exception::referenceCount", -40, 4),
	F("__cxa_exception::exceptionType", -32, 4),
	F("__cxa_exception::exceptionDestructor", -28, 4),
	F("__cxa_exception::unexpectedHandler", -24, 4),
	F("__cxa_exception::terminateHandler", -20, 4),
	F("__cxa_exception::nextException", -16, 4),
	F("__cxa_exception::handlerCount", -12, 4),
	F("__cxa_exception::nextPropagatingException", -8, 4),
	F("__cxa_exception::propagationCount", -4, 4),
	PUB("_Unwind_Control_Block::exception_class", 0, 8),
	PUB("_Unwind_Control_Block::exception_cleanup", 8, 4),
	A("_Unwind_Control_Block::unwinder_cache.reserved", 12, 4, 5),
	F("_Unwind_Control_Block::barrier_cache.sp", 32, 4),
	A("_Unwind_Control_Block::barrier_cache.bitpattern", 36, 4, 5),
	A("_Unwind_Control_Block::cleanup_cache.bitpattern", 56, 4, 4),
	F("_Unwind_Control_Block::pr_cache.fnstart", 72, 4),
	F("_Unwind_Control_Block::pr_cache.ehtp", 76, 4),
	F("_Unwind_Control_Block::pr_cache.additional", 80, 4),
	F("_Unwind_Control_Block::pr_cache.reserved1", 84, 4),
	END,
};

/* libgcc's SEH unwinder (unwind-seh.c): private_[0] the forced unwind's
 * stop function, [1] the handler's frame, [2] the handler's landing
 * address, [3] its second register, [4] the stop argument */
static const ExcField gcc_seh[] = {
	F("__cxa_refcounted_exception::referenceCount", -96, 4),
	GCC_CXA_64,
	UE_PUBLIC(8),
	A("_Unwind_Exception::private_", 16, 8, 6),
	END,
};

static const ExcField llvm_64[] = {
	LLVM_CXA_64,
	UE_PUBLIC(8),
	F("_Unwind_Exception::private_1", 16, 8),
	F("_Unwind_Exception::private_2", 24, 8),
	END,
};

/* (Emscripten's libunwind drops private_1/2 under wasm EH: reserved[3] then
 * comes at 12 and padding to the same 32 bytes, the same private bytes) */
static const ExcField llvm_32[] = {
	LLVM_CXA_32,
	UE_PUBLIC(4),
	F("_Unwind_Exception::private_1", 12, 4),
	F("_Unwind_Exception::private_2", 16, 4),
	A("_Unwind_Exception::reserved", 20, 4, 3),
	END,
};

static const ExcField llvm_seh[] = {
	LLVM_CXA_64,
	UE_PUBLIC(8),
	A("_Unwind_Exception::private_", 16, 8, 6),
	END,
};

/* header: from the block's start to the thrown object, i.e.
 * sizeof(__cxa_refcounted_exception) (libstdc++) or sizeof(__cxa_exception)
 * (libc++abi); the _Unwind_Exception is its last ue_size bytes */
static const ExcLayout layouts[EXC__COUNT] = {
	/*                 runtime                                       header ue  align clang chars fields */
	[EXC_GCC_64]    = {"libstdc++ over libgcc's unwinder",             128, 32, 16, 32, false, gcc_64},
	[EXC_GCC_64_A8] = {"libstdc++ over libgcc's unwinder",             120, 32, 8,  32, false, gcc_64_a8},
	[EXC_GCC_32]    = {"libstdc++ over libgcc's unwinder",             96,  32, 16, 32, false, gcc_32},
	[EXC_GCC_EHABI] = {"libstdc++ over libgcc's ARM EHABI unwinder",   128, 88, 8,  88, true,  gcc_ehabi},
	[EXC_GCC_SEH]   = {"libstdc++ over libgcc's SEH unwinder",         160, 64, 16, 32, false, gcc_seh},
	[EXC_LLVM_64]   = {"libc++abi over LLVM's libunwind",              128, 32, 16, 32, false, llvm_64},
	[EXC_LLVM_32]   = {"libc++abi over LLVM's libunwind",              80,  32, 16, 32, false, llvm_32},
	[EXC_LLVM_SEH]  = {"libc++abi over LLVM's libunwind (SEH)",        160, 64, 16, 32, false, llvm_seh},
};

const ExcLayout *
exc_layout(const Target *t)
{
	const ExcLayout *l = &layouts[t->abi.exc_layout < EXC__COUNT ? t->abi.exc_layout : EXC_NONE];
	return l->fields ? l : NULL;
}

/* the field at off from the _Unwind_Exception (its element in *elem), or
 * NULL: padding */
static const ExcField *
field_at(const ExcLayout *l, int64_t off, unsigned *elem)
{
	for (const ExcField *f = l->fields; f->name; f++)
		if (off >= f->off && off < f->off + (int64_t)f->size * f->count) {
			*elem = (unsigned)((off - f->off) / f->size);
			return f;
		}
	return NULL;
}

void
exc_protect(VM *vm, const ExcLayout *l, uint64_t block)
{
	/* everything but the public fields, which open every layout's
	 * _Unwind_Exception: the 8-byte class, then the cleanup pointer */
	uint64_t ue = block + l->header - l->ue_size, pub = 8 + (uint64_t)vm->ptr_bytes;
	mem_set_state(&vm->mem, block, ue - block, SH_NONE);
	mem_set_state(&vm->mem, ue + pub, l->ue_size - pub, SH_NONE);
}

/* VmEhOps.private_field: does [addr, addr+n) touch a private byte of a
 * live exception's header?  Names the first such field in out. */
bool
eh_private_field(VM *vm, uint64_t addr, uint64_t n, char *out, size_t cap)
{
	const ExcLayout *l = vm->eh ? exc_layout(&vm->tgt) : NULL; /* no EH state: no exception */
	const MemObject *o = l ? mem_find_object(&vm->mem, addr) : NULL;
	if (!o || o->kind != OBJ_HEAP || o->freed || addr >= o->addr + o->size || addr + n <= o->addr)
		return false;
	uint64_t ue = o->addr + l->header - l->ue_size;
	EhException *x = eh_exception_at(vm, ue);
	if (!x || x->foreign || x->block != o->addr)
		return false;
	for (uint64_t a = addr < o->addr ? o->addr : addr; a < addr + n && a < o->addr + l->header; a++) {
		int64_t off = (int64_t)(a - ue);
		unsigned elem = 0;
		const ExcField *f = field_at(l, off, &elem);
		if (f && f->program)
			continue;
		char name[128];
		if (!f)
			snprintf(name, sizeof name, "padding");
		else if (f->count > 1)
			snprintf(name, sizeof name, "%s[%u]", f->name, elem);
		else
			snprintf(name, sizeof name, "%s", f->name);
		int len = snprintf(out, cap, "%s, %lld byte%s from the _Unwind_Exception at 0x%llx (%s)", name,
				   (long long)off, off == 1 || off == -1 ? "" : "s", (unsigned long long)ue, l->runtime);
		/* the access clang makes for a pointer caught by reference */
		if (off == l->clang_ue && l->clang_ue != l->ue_size && len > 0 && (size_t)len < cap)
			snprintf(out + len, cap - (size_t)len,
				 "; clang assumes a %u-byte _Unwind_Exception where this runtime's has %u bytes, and reads a "
				 "pointer caught by reference here (LLVM PR #162546)",
				 (unsigned)l->clang_ue, (unsigned)l->ue_size);
		return true;
	}
	return false;
}
