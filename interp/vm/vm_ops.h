/* vm_ops.h — the out-of-line parts of the dispatch loop (vm_ops.c,
 * vector.c, wideint.c, va.c): rare or bulky operations, kept out of
 * vm_loop so the common cases stay small; and what runtime code needs
 * of the VM's memory and float formats. */
#ifndef EHI_VM_OPS_H
#define EHI_VM_OPS_H

#include "vm/exec.h"

static inline int64_t
vm_sext(uint64_t v, unsigned bits)
{
	return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

/* the all-ones mask of w bits (1 <= w <= 64) */
static inline uint64_t
vm_wmask(unsigned w)
{
	return ~(uint64_t)0 >> (64 - w);
}

/* an op's 32-bit immediate (the K forms), as a w-bit value */
static inline uint64_t
vm_imm(uint32_t b, unsigned w)
{
	return (uint64_t)(int64_t)(int32_t)b & vm_wmask(w);
}

/* icmp's predicates on w-bit integers held zero-extended */
static inline bool
vm_icmp(unsigned pred, uint64_t a, uint64_t b, unsigned w)
{
	switch (pred) {
	case ICMP_EQ: return a == b;
	case ICMP_NE: return a != b;
	case ICMP_UGT: return a > b;
	case ICMP_UGE: return a >= b;
	case ICMP_ULT: return a < b;
	case ICMP_ULE: return a <= b;
	case ICMP_SGT: return vm_sext(a, w) > vm_sext(b, w);
	case ICMP_SGE: return vm_sext(a, w) >= vm_sext(b, w);
	case ICMP_SLT: return vm_sext(a, w) < vm_sext(b, w);
	default: return vm_sext(a, w) <= vm_sext(b, w);
	}
}

/* fcmp's predicates.  LLVM numbers them (FCMP_*) as the sets of
 * relations under which they hold: 1 equal, 2 greater, 4 less, 8
 * unordered (FCMP_OGE = 3: equal or greater).  So a predicate holds for
 * two operands when it contains their relation: one test for all
 * sixteen, the scalar op's and the vector lanes' alike. */
_Static_assert(FCMP_FALSE == 0 && FCMP_OEQ == 1 && FCMP_OGT == 2 && FCMP_OGE == 3 && FCMP_OLT == 4 &&
	       FCMP_OLE == 5 && FCMP_ONE == 6 && FCMP_ORD == 7 && FCMP_UNO == 8 && FCMP_UEQ == 9 &&
	       FCMP_UNE == 14 && FCMP_TRUE == 15, "FCMP_* are LLVM's relation sets");
static inline bool
vm_fcmp_holds(unsigned pred, unsigned rel)
{
	return (pred & rel) != 0;
}

/* the relation of two floats (a bit of the FCMP_* sets); each
 * comparison made only when needed (__float128's are library calls) */
static inline unsigned
vm_fcmp_rel(double a, double b)
{
	return a != a || b != b ? FCMP_UNO : a < b ? FCMP_OLT : a > b ? FCMP_OGT : FCMP_OEQ;
}

static inline unsigned
vm_fcmp_rel_wide(__float128 a, __float128 b)
{
	return a != a || b != b ? FCMP_UNO : a < b ? FCMP_OLT : a > b ? FCMP_OGT : FCMP_OEQ;
}

/* vm_ops.c */
/* poison lanes (0 or 0xff) produced by violated nuw/nsw/exact/disjoint;
 * kind: the plain opcode (OPC_ADD for ADDK too) */
uint8_t vmop_int_flags(const Op *op, OpCode kind, uint64_t a, uint64_t b, uint64_t r);
uint8_t vmop_trunc_flags(const Op *op, uint64_t a);
void vmop_divide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_int128(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fbin(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fneg(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fcmp(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fconv(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_mem_wide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_aggregate(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_atomic(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
uint32_t vmop_indirectbr(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z);
/* EH: a landingpad's result (exception pointer, selector) in its registers */
void vmop_landingpad_result(VM *vm, const Op *op, uint64_t *R, uint8_t *Z, uint64_t exn, int32_t sel);
uint64_t vm_aggregate_ptr(VM *vm, const uint64_t *slots);
/* checked access to simulated memory for runtime code (builtins): the
 * host pointer, or a fault report (never returns on failure) */
uint8_t *vm_mem_read(VM *vm, uint64_t addr, uint64_t n);
uint8_t *vm_mem_write(VM *vm, uint64_t addr, uint64_t n);
/* the poison bytes of a value of type t loaded from addr (bytes never
 * written: undef), and the state of the bytes a store of it leaves */
void vm_load_poison(VM *vm, uint64_t addr, const Type *t, uint8_t *Z);
void vm_store_poison(VM *vm, uint64_t addr, const Type *t, const uint8_t *Z);
/* scalar register <-> float conversions for every FpKind */
long double vm_fp_get(const uint64_t *slots, FpKind k);   /* widened, for conversions */
void vm_fp_put(uint64_t *slots, FpKind k, long double v);
/* ... exactly (__float128 holds every format's values); the put rounds
 * once, to nearest even, straight to the format */
__float128 vm_fp_get_wide(const uint64_t *slots, FpKind k);
void vm_fp_put_wide(uint64_t *slots, FpKind k, __float128 v);

/* vector.c */
void vmop_vector(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);

/* wideint.c (its other functions: wideint.h) */
void vmop_wideint(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);

/* va.c: variadic calls, per the target's va_list ABI */
void vmop_vaarg(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z);
/* a variadic call: lay the callee's variadic arguments out as the
 * target's va_list ABI has them (the frame's va_ fields) */
void va_prepare(VM *vm, Frame *callee, const CallSite *cs, const uint64_t *R);
/* the next variadic argument of type t from the va_list at ap (ap 0: the
 * pointer forms' pointer is *walk itself) */
void va_arg_next(VM *vm, uint64_t ap, uint64_t *walk, const Type *t, uint64_t *slots);
/* llvm.va_start, llvm.va_copy (builtins: rt/intrinsics.c registers them) */
int va_start_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int va_copy_builtin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

#endif
