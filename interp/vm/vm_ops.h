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

/* Per-byte undef (undef_bytes.c): a scalar's poison byte is 0, 0xff
 * (wholly poison or undef) or a mask of its undef bytes (bit i: bits
 * 8i..8i+7).  vm_zwhole: any undef byte makes all of it undef (the ops
 * that mix bytes) */
static inline uint8_t
vm_zwhole(uint8_t z)
{
	return (uint8_t)-(uint8_t)(z != 0);
}

/* the bytes of a w-bit value (w >= 1) as a mask */
static inline uint8_t
vm_zbytes(unsigned w)
{
	return w > 56 ? 0xff : (uint8_t)((1u << ((w + 7) / 8)) - 1);
}

/* undef_bytes.c: the result mask of an integer op kind (OPC_ADD for ADDK
 * too) on w bits whose operands a, b have masks za, zb (either nonzero) */
uint8_t vm_undef_int(OpCode kind, unsigned w, uint8_t za, uint8_t zb, uint64_t a, uint64_t b);
uint8_t vm_undef_shift(OpCode kind, unsigned w, uint8_t za, uint8_t zb, uint64_t b);
/* ... of TRUNC (a trunc or zext) or SEXT of a value with mask z */
uint8_t vm_undef_cast(const Op *op, uint8_t z);
/* the mask of the n (1 to 8) bytes at addr as a scalar, from the
 * shadow (poisoned bytes: 0xff); a store of a scalar with mask z marks
 * them (0xff: poisoned, undef bytes of a mask: unwritten) */
uint8_t vm_undef_load(VM *vm, uint64_t addr, unsigned n);
void vm_undef_store(VM *vm, uint64_t addr, unsigned n, uint8_t z);
/* a scalar field of n (1 to 8) bytes at byte off of an aggregate whose
 * registers' poison bytes (one bit per byte of its image) are Zimg */
uint8_t vm_undef_from_image(VM *vm, const uint8_t *Zimg, uint64_t off, unsigned n);
void vm_undef_to_image(VM *vm, uint8_t *Zimg, uint64_t off, unsigned n, uint8_t z);

/* Whether r = a kind b on w bits breaks the op's nuw/nsw/exact/disjoint
 * flags f (a, b, r: w-bit values held zero-extended, b < w for shifts;
 * kind: the plain opcode, OPC_ADD for ADDK too).  Inline, from the
 * wrapped result: most of -O2 code's arithmetic carries these flags
 * (a carry out of w bits: r < a; a signed overflow: the sign of r
 * differs from that of both addends, or of the minuend when the
 * operands' signs differ). */
static inline bool
vm_int_flags_bad(unsigned f, OpCode kind, unsigned w, uint64_t a, uint64_t b, uint64_t r)
{
	uint64_t sign = (uint64_t)1 << (w - 1);
	switch (kind) {
	case OPC_ADD:
		return ((f & OPF_NUW) && r < a) || ((f & OPF_NSW) && ((a ^ r) & (b ^ r) & sign));
	case OPC_SUB:
		return ((f & OPF_NUW) && a < b) || ((f & OPF_NSW) && ((a ^ b) & (a ^ r) & sign));
	case OPC_MUL: {
		uint64_t u;
		int64_t s;
		return ((f & OPF_NUW) && (__builtin_mul_overflow(a, b, &u) || u > vm_wmask(w))) ||
		       ((f & OPF_NSW) && (__builtin_mul_overflow(vm_sext(a, w), vm_sext(b, w), &s) ||
					  vm_sext((uint64_t)s, w) != s));
	}
	case OPC_SHL:
		return ((f & OPF_NUW) && (r >> b) != a) || ((f & OPF_NSW) && (vm_sext(r, w) >> b) != vm_sext(a, w));
	case OPC_LSHR: case OPC_ASHR:
		return (f & OPF_EXACT) && b < 64 && (a & (((uint64_t)1 << b) - 1));
	case OPC_OR:
		return (f & OPF_DISJOINT) && (a & b);
	default:
		return false;
	}
}

/* vm_ops.c */
/* poison lanes (0 or 0xff) produced by violated nuw/nsw/exact/disjoint;
 * kind: the plain opcode (OPC_ADD for ADDK too) */
uint8_t vmop_int_flags(const Op *op, OpCode kind, uint64_t a, uint64_t b, uint64_t r);
uint8_t vmop_trunc_flags(const Op *op, uint64_t a);
/* an integer op with flags or an undef operand (masks za, zb), its
 * plain opcode kind (OPC_ADD for ADDK too): its poison byte, r = a kind b
 * cut to the width */
uint8_t vmop_int_slow(const Op *op, OpCode kind, uint64_t a, uint64_t b, uint64_t r, uint8_t za, uint8_t zb);
/* ... the same from the op's registers, before its result is written
 * (shifts: flags or an undef operand; nsw ops: an undef operand, no
 * overflow); k: b is the immediate */
uint8_t vmop_undef_regs(const Op *op, OpCode kind, const uint64_t *R, const uint8_t *Z, bool k);

void vmop_divide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_int128(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fbin(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fneg(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fcmp(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_fconv(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_mem_wide(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_aggregate(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
void vmop_atomic(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
/* the INTRIN op: by its f, an atomic (vmop_atomic) or a PROMISE check */
void vmop_intrin(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
uint32_t vmop_indirectbr(VM *vm, Frame *fr, const Op *op, uint64_t *R, uint8_t *Z);
/* EH: a landingpad's result (exception pointer, selector) in its registers */
void vmop_landingpad_result(VM *vm, const Op *op, uint64_t *R, uint8_t *Z, uint64_t exn, int32_t sel);
uint64_t vm_aggregate_ptr(VM *vm, const uint64_t *slots);
/* checked access to simulated memory for runtime code (builtins): the
 * host pointer, or a fault report (never returns on failure) */
uint8_t *vm_mem_read(VM *vm, uint64_t addr, uint64_t n);
uint8_t *vm_mem_write(VM *vm, uint64_t addr, uint64_t n);
/* llvm.load.relative(p, off): p plus the i32 at p + off (the builtin
 * and the LOADREL op) */
uint64_t vm_load_relative(VM *vm, uint64_t p, uint64_t off);
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

/* oob.c: the object the address of load or store `at` was computed
 * from (an alloca or a global variable, through getelementptr and
 * casts), as a report's "; it is ..." clause in out: false when none */
bool vm_access_base(VM *vm, const Inst *at, uint64_t addr, char *out, size_t n);

/* promise.c: a value's promises (attributes and metadata: SPEC.md
 * section 6, "Promises"), checked by an INTRIN op (f = INTRIN_PROMISE) on its register */
typedef struct Promise {
	const char *what;       /* "parameter 1 of @f", "the value loaded", ... */
	uint64_t align;         /* align(N) / !align: 0 none */
	uint64_t deref;         /* dereferenceable(N) bytes: 0 none */
	uint64_t *ranges;       /* nranges pairs [lo, hi) of bits-wide integers */
	uint32_t nranges;
	uint8_t bits;
	bool nonnull, or_null, noundef;
	bool noundef_load;      /* a load's !noundef: its poison is X-VAL-1 */
	bool keep;              /* a call's argument: the caller's value stays as it is */
	uint16_t nofpclass;     /* nofpclass(...): LLVM's FPClassTest bits excluded; 0 none */
	uint8_t fpk;            /* its float format (FpKind; a vector's lanes': half to double) */
	uint32_t lanes;         /* a vector's lanes (nofpclass only); 0: a scalar */
} Promise;
/* a float's class as LLVM's FPClassTest bit, from its register image */
uint16_t vm_fp_class(const uint64_t *s, FpKind k);
/* INTRIN's f for a promise check (cmpxchg and atomicrmw: 250, 251) */
enum { INTRIN_PROMISE = 252 };
void vmop_promise(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
bool vm_inst_promises(VM *vm, const Inst *i);

/* gepcheck.c: what a getelementptr's inbounds, nusw and nuw flags
 * promise (SPEC.md section 6, "Registers and poison"), checked by an
 * INTRIN op (f = INTRIN_GEPCHECK) after the getelementptr's own ops: a
 * result that breaks them is poison.  a: the result as the ops computed
 * it, d: the getelementptr's register (a temporary a when d is also one
 * of the operands' registers, which the check still reads: the op
 * copies a to d). */
typedef struct GepTerm {
	uint64_t val;           /* a constant index (slot UINT32_MAX) */
	uint64_t scale;         /* bytes per unit of the index */
	uint32_t slot;          /* a variable index's register */
	uint8_t w;              /* the index's width: sign-extended from it */
} GepTerm;
typedef struct GepCheck {
	const Inst *i;
	uint32_t base;          /* the base pointer's register */
	uint32_t nterms;
	uint32_t flags;         /* IF_INBOUNDS, IF_NUSW, IF_GEP_NUW */
	GepTerm t[];
} GepCheck;
enum { INTRIN_GEPCHECK = 253 };
void vmop_gepcheck(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
/* GEPKB and GEPIB: are base b and result r in bounds of one object?
 * Both their bytes are in objects, and they are at most MEM_REDZONE
 * bytes apart (no redzone fits between), or the bytes between them are
 * in the span kept for base b (gepcheck.c); else the slow path's
 * verdict (one past the end; a byte in every redzone's width, further
 * apart a span found) */
static inline bool
vm_gep_near(const VM *vm, const uint8_t *shadow, uint64_t mbase, uint64_t b, uint64_t r)
{
	uint64_t d = r - b, ob = b - mbase, orr = r - mbase;
	if (d + MEM_REDZONE <= 2 * MEM_REDZONE)
		return (ob | orr) < MEM_WINDOW_SIZE && shadow[ob] && shadow[orr];
	/* (a span kept for b holds b: r inside it is both inside) */
	const __typeof__(vm->gep_span[0]) *sp = &vm->gep_span[(b >> 4) & 63];
	return sp->key == b && r >= sp->lo && r <= sp->hi;
}
/* GEPKB with a constant offset of at most 256 bytes: are its w + 1
 * bytes from sh (the lower end's shadow) in one object?  A byte in every
 * redzone's width, and the last */
static inline bool
vm_gep_bytes(const uint8_t *sh, unsigned w)
{
	for (unsigned k = 0; k < w; k += MEM_REDZONE)
		if (!sh[k])
			return false;
	return sh[w] != 0;
}
uint8_t vm_gep_bounds_slow(VM *vm, uint64_t b, uint64_t r);
/* a getelementptr inbounds constant expression whose steps leave the
 * global they start from: poison (gepcheck.c; consteval.c) */
bool vm_cexpr_gep_outside(VM *vm, const Value *c);

/* lifetime.c: llvm.lifetime.start/end of the alloca at addr (call: the
 * marker); does an llvm.lifetime.start take this alloca (it starts
 * dead)?  is [addr, +n) a read of a dead object in a live frame? */
void vm_lifetime(VM *vm, const Inst *call, uint64_t addr, bool start);
/* ... its parts: the size of the object the marker names (0: none, the
 * marker is a no-op), and the marking of n bytes at addr (the LIFETIME
 * op: the lowering found the size) */
uint64_t vm_lifetime_size(VM *vm, const Inst *call);
void vm_lifetime_mark(VM *vm, uint64_t addr, uint64_t n, bool start);
bool vm_lifetime_starts(const Value *alloca);
bool vm_dead_object_read(const VM *vm, uint64_t addr, unsigned n);
/* "; it is in stack object %x ...": the alloca access `at` addresses */
void vm_lifetime_note(const Inst *at, char *out, size_t n);

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

/* ubcheck.c: the undefined behaviour of llvm.memcpy's overlap (SPEC.md
 * section 6, X-MEM-11).  LangRef: its ranges are equal or disjoint */
static inline bool
vm_memcpy_overlaps(uint64_t dst, uint64_t src, uint64_t n)
{
	/* |dst - src| < n as one compare (the rest only when it holds) */
	return dst - src + n - 1 < 2 * n - 1 && n && dst != src;
}
EHI_NORETURN void vm_memcpy_overlap_fail(VM *vm, uint64_t dst, uint64_t src, uint64_t n);
/* is llvm intrinsic `name` one whose ranges must not overlap? */
bool vm_memcpy_no_overlap(const char *name);
/* llvm.memcpy/memmove/memset's `align` attributes (X-MEM-10): w packs
 * the destination's log2 (low 4 bits) and the source's (high 4) */
static inline bool
vm_mem_misaligned(uint64_t dst, uint64_t src, unsigned w)
{
	return ((dst & (((uint64_t)1 << (w & 15)) - 1)) | (src & (((uint64_t)1 << (w >> 4)) - 1))) != 0;
}
unsigned vm_arg_align_log(VM *vm, const Inst *call, uint32_t k);
/* the MEMCPY and MEMSET ops' exact check, when the address is not a
 * multiple of their w (the call executing is the top frame's) */
void vm_mem_align_slow(VM *vm, uint64_t dst, uint64_t src, bool has_src);
/* the C function's path: the call's own attributes */
void vm_call_mem_align(VM *vm, const Inst *call, const char *name, uint64_t dst, uint64_t src, bool has_src);
/* LOADN/STOREN's align (lp1: align_log2p1) */
void vm_wide_align(VM *vm, uint64_t addr, uint64_t n, uint8_t lp1, bool write);

/* ubcheck.c: fast-math flags nnan and ninf (SPEC.md section 6,
 * "Registers and poison"): an op after a flagged instruction's own
 * (INTRIN, f = INTRIN_FASTMATH, x.p = FmfCheck) makes its result poison
 * when an operand or the result is a NaN (nnan) or an infinity (ninf).
 * A term is a register holding a float of any format, or a vector of
 * half to double (lanes > 0, the memory image); the result may also be
 * an i1 or a vector of i1 (fcmp's) */
/* the image of a vector in registers from slot s (the memory image,
 * target byte order; per byte poison in Z's bits): the n bytes of a
 * lane at byte off as a value, whether any is poison or undef, and
 * making them poison.  vm_fp_bytes: the bytes of half to double */
extern const uint8_t vm_fp_bytes[FK__COUNT];
static inline uint64_t
vm_image_lane(const VM *vm, const uint64_t *R, uint32_t s, uint32_t off, unsigned n)
{
	const uint8_t *b = (const uint8_t *)(R + s) + off;
	uint64_t v = 0;
	for (unsigned k = 0; k < n; k++)
		v |= (uint64_t)b[vm->big_endian ? n - 1 - k : k] << (8 * k);
	return v;
}
static inline bool
vm_image_poison(const uint8_t *Z, uint32_t s, uint32_t off, unsigned n)
{
	for (unsigned k = 0; k < n; k++)
		if (Z[s + (off + k) / 8] >> ((off + k) % 8) & 1)
			return true;
	return false;
}
static inline void
vm_image_poison_set(uint8_t *Z, uint32_t s, uint32_t off, unsigned n)
{
	for (unsigned k = 0; k < n; k++)
		Z[s + (off + k) / 8] |= (uint8_t)(1u << ((off + k) % 8));
}
typedef struct FmfTerm {
	uint32_t slot;
	uint32_t lanes;         /* 0: a scalar */
	uint8_t fpk;            /* FpKind; FK__COUNT: the result is i1s */
} FmfTerm;
typedef struct FmfCheck {
	uint16_t classes;       /* LLVM's FPClassTest bits that give poison */
	uint8_t nterms;         /* t[0]: the result (slot UINT32_MAX: none) */
	FmfTerm t[];
} FmfCheck;
/* ubcheck.c: an llvm.assume operand bundle (lower_assume.c): INTRIN,
 * f = INTRIN_ASSUME, w = the kind, a = the pointer's register, b = the
 * alignment's or size's (x.k: its width) */
enum { INTRIN_ASSUME = 248, ASSUME_NONNULL = 1, ASSUME_ALIGN, ASSUME_DEREF };
void vmop_assume(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);
enum { INTRIN_FASTMATH = 249 }; /* (250, 251: cmpxchg, atomicrmw, lower_atomic) */
void vmop_fastmath(VM *vm, const Op *op, uint64_t *R, uint8_t *Z);

#endif
