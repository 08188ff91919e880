/* intrinsic.h — what the verifier's table of intrinsics (verify.c) tells
 * the layers above it, without the verifier's own declarations. */
#ifndef EHI_IR_INTRINSIC_H
#define EHI_IR_INTRINSIC_H

#include "ir/ir.h"

/* For the runtime's builtins bound by name prefix ("llvm." then family):
 * -1 when no intrinsic the verifier knows is of the family (named by it,
 * or by it without its last dot); else 1 when `name` of function type fty
 * is one of them as LLVM takes it (a known name and a type that fits; a
 * name the verifier does not know, such as llvm.memcpy.inline.*, with the
 * type of the family's own intrinsic, which the builtin reads), 0 when it
 * is not (an external function of that name, which LLVM accepts and ehi
 * does not provide) */
int verify_intrinsic_in_family(const char *family, const char *name, const Type *fty);

#endif
