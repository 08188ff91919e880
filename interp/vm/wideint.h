/* wideint.h — integers wider than 128 bits: the slower path.
 *
 * Integers up to 64 bits live in one register and have their own ops;
 * 65 to 128 bits use OPC_INT128 (host __int128).  Anything wider (i129 up
 * to the 2^23 bits LLVM allows) is one op, OPC_WIDEINT, whose op->f is a
 * WideOp below; wideint.c computes on arrays of 64-bit words, the
 * register image regimage.c describes (ceil(N/64) slots, little-endian
 * words, the bits above N zero).  The intrinsics on integers wider than
 * 64 bits (ctpop, bswap, smax, the overflow intrinsics ...) are here too.
 *
 * Op fields of OPC_WIDEINT:
 *   d, a, b     result and operand slots
 *   x.c[0]      width of the operands (casts: of the source)
 *   x.c[1]      width of the result (casts; the operands' otherwise);
 *               int <-> float conversions: the OPF_ flags (nneg)
 *   w           OPF_ flags (arithmetic, casts), the predicate (ICMP),
 *               the FpKind (conversions with a float side) */
#ifndef EHI_WIDEINT_H
#define EHI_WIDEINT_H

#include "vm/exec.h"

#define WIDE_OPS(X)                                                            \
	X(ADD) X(SUB) X(MUL) X(UDIV) X(SDIV) X(UREM) X(SREM) X(AND) X(OR) X(XOR) \
	X(SHL) X(LSHR) X(ASHR) X(ICMP) X(TRUNC) X(ZEXT) X(SEXT)                 \
	X(FPTOSI) X(FPTOUI) X(SITOFP) X(UITOFP)

typedef enum WideOp {
#define X(n) WI_##n,
	WIDE_OPS(X)
#undef X
	WI__COUNT
} WideOp;

/* the sub-op for an IR integer operator or cast, or -1 */
int wideint_op(Opcode op);

/* (the OPC_WIDEINT op, vmop_wideint: vm_ops.h, with the other
 * out-of-line ops) */

/* the builtin for an integer intrinsic on a type wider than 64 bits
 * (llvm.ctpop.i256, llvm.umul.with.overflow.i128 ...), else NULL */
BuiltinFn wideint_intrinsic(const char *name);

/* a vector operation (vector.c's VECOP) whose integer lanes are wider
 * than 64 bits: arithmetic, icmp, casts, lane by lane; false when the
 * lanes are narrow or the op only moves lanes (vector.c does those) */
bool wideint_vector(VM *vm, const InstSlots *is, uint64_t *R, uint8_t *Z);

/* atomicrmw `rmw` (RmwOp) on a `bits`-bit integer wider than 64 bits:
 * r = old op v */
void wideint_rmw(unsigned rmw, uint32_t bits, const uint64_t *old, const uint64_t *v, uint64_t *r);

#endif
