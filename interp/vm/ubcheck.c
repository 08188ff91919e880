/* ubcheck.c — undefined behaviour LLVM's LangRef gives an operation
 * beyond its operands' addresses (SPEC.md section 6, "LLVM's UB-aware
 * interpreter"): the checks ehi added so that every report llubi makes,
 * ehi makes too.
 *
 * llvm.memcpy (and llvm.memcpy.inline) copies between ranges that "must
 * either be equal or non-overlapping" (LangRef; llvm.memmove allows an
 * overlap): an overlap is undefined behaviour (X-MEM-11).  The MEMCPY op
 * tests it when its f & 16 says the call is a memcpy, the C function
 * (rt/intrinsics.c) when it is called as one. */
#include "vm/vm_ops.h"

#include <string.h>

bool
vm_memcpy_no_overlap(const char *name)
{
	return name && !strncmp(name, "llvm.memcpy.", 12);
}

void
vm_memcpy_overlap_fail(VM *vm, uint64_t dst, uint64_t src, uint64_t n)
{
	vm_fail(vm, R_X_MEM_11,
		"llvm.memcpy of %llu bytes from 0x%llx to 0x%llx: the ranges overlap by %llu bytes "
		"(llvm.memcpy's must be equal or disjoint; llvm.memmove allows an overlap)",
		(unsigned long long)n, (unsigned long long)src, (unsigned long long)dst,
		(unsigned long long)(n - (dst > src ? dst - src : src - dst)));
}
