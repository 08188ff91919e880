/* intrinsics.c — the LLVM intrinsics a call can name: llvm.memcpy and
 * its kin, integer min/max/abs, bit counts, funnel shifts, overflow and
 * saturating arithmetic, the floating-point ones (libc_math.c's
 * functions), vector reductions, stack save/restore, objectsize,
 * va_start/va_copy (the VM's va_list ABI, vm/va.c), and those on integers
 * wider than 64 bits (vm/wideint.c's arithmetic).  Matched by exact name
 * or by prefix: llvm.NAME.<type suffixes>. */
#include "rt/libc.h"
#include "vm/wideint.h"

#include <math.h>
#include <string.h>

/* llvm.lifetime.start/end(size, ptr) (LLVM 21: (ptr)): the alloca at
 * ptr live with undef contents, or dead (vm/lifetime.c); a poison
 * pointer is a no-op */
static int
lifetime(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool start)
{
	uint32_t k = cs->nargs - 1;
	if (cs->nargs && !Z[cs->args[k]])
		vm_lifetime(vm, cs->inst, R[cs->args[k]], start);
	return 0;
}

static int
b_lifetime_start(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return lifetime(vm, cs, R, Z, true);
}

static int
b_lifetime_end(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return lifetime(vm, cs, R, Z, false);
}

/* ------------------------------------------------------------ intrinsics */
static uint64_t
int_lane(VM *vm, const uint64_t *img, const Type *t, uint64_t k)
{
	uint64_t es = dl_store_size(&vm->dl, t->elem);
	return mem_read_uint((const uint8_t *)img + k * es, (unsigned)es, vm->big_endian);
}

static uint64_t
minmax1(int which, uint64_t a, uint64_t b, unsigned w, bool int_min_poison, bool *poison)
{
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	switch (which) {
	case 0: return sa > sb ? a : b;
	case 1: return sa < sb ? a : b;
	case 2: return a > b ? a : b;
	case 3: return a < b ? a : b;
	default:
		if (int_min_poison && sa == vm_sext((uint64_t)1 << (w - 1), w))
			*poison = true;
		return (uint64_t)(sa < 0 ? -sa : sa) & (w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1);
	}
}

static int
b_int_minmax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	const Type *t = cs->argtypes[0];
	if (t->kind == TY_VECTOR) { /* lane by lane */
		unsigned w = t->elem->bits;
		uint64_t es = dl_store_size(&vm->dl, t->elem), out[32] = {0};
		bool p = false, imp = which == 4 && NARGS > 1 && (ARG(1) & 1);
		if (cs->dst_slots > 32)
			vm_fail(vm, R_ERROR, "'%s' on so wide a vector is not supported", vm->callee->g.u.v.name);
		for (uint64_t k = 0; k < t->count; k++) {
			uint64_t a = int_lane(vm, R + cs->args[0], t, k);
			uint64_t b = which < 4 ? int_lane(vm, R + cs->args[1], t, k) : 0;
			mem_write_uint((uint8_t *)out + k * es, (unsigned)es, minmax1(which, a, b, w, imp, &p), vm->big_endian);
		}
		uint8_t z = p ? 0xff : 0;
		for (uint32_t s = 0; s < cs->argslots[0]; s++)
			z |= Z[cs->args[0] + s] | (which < 4 ? Z[cs->args[1] + s] : 0);
		memcpy(R + cs->dst, out, cs->dst_slots * 8);
		memset(Z + cs->dst, vm_zwhole(z), cs->dst_slots);
		return 0;
	}
	unsigned w = libc_int_bits(vm, t);
	uint64_t a = ARG(0), b = NARGS > 1 ? ARG(1) : 0, r;
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	switch (which) {
	case 0: r = sa > sb ? a : b; break;          /* smax */
	case 1: r = sa < sb ? a : b; break;          /* smin */
	case 2: r = a > b ? a : b; break;            /* umax */
	case 3: r = a < b ? a : b; break;            /* umin */
	default: {                                   /* abs */
		bool min_is_poison = NARGS > 1 && (ARG(1) & 1);
		if (min_is_poison && sa == vm_sext((uint64_t)1 << (w - 1), w)) {
			R[cs->dst] = 0;
			Z[cs->dst] = 0xff;
			return 0;
		}
		r = (uint64_t)(sa < 0 ? -sa : sa);
	}
	}
	builtin_ret(cs, R, Z, r);
	/* (an undef byte decides every byte: vm_zwhole) */
	Z[cs->dst] = vm_zwhole(Z[cs->args[0]] | (NARGS > 1 && which < 4 ? Z[cs->args[1]] : 0));
	return 0;
}
static int b_smax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 0); }
static int b_smin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 1); }
static int b_umax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 2); }
static int b_umin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 3); }
static int b_iabs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 4); }

static int
b_bits(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	const Type *t = cs->argtypes[0];
	if (t->kind != TY_INT || t->bits > 64)
		vm_fail(vm, R_ERROR, "'%s' on %s is not supported yet", vm->callee->g.u.v.name, type_str(t));
	unsigned w = t->bits;
	uint64_t a = ARG(0), r = 0;
	switch (which) {
	case 0: r = (uint64_t)__builtin_popcountll(a); break;
	case 1: /* ctlz */
		if (!a && NARGS > 1 && (ARG(1) & 1)) { Z[cs->dst] = 0xff; R[cs->dst] = 0; return 0; }
		r = a ? (uint64_t)(__builtin_clzll(a) - (64 - (int)w)) : w;
		break;
	case 2: /* cttz */
		if (!a && NARGS > 1 && (ARG(1) & 1)) { Z[cs->dst] = 0xff; R[cs->dst] = 0; return 0; }
		r = a ? (uint64_t)__builtin_ctzll(a) : w;
		break;
	case 3: /* bswap */
		r = __builtin_bswap64(a) >> (64 - w);
		break;
	default: /* bitreverse */
		for (unsigned k = 0; k < w; k++)
			r |= (a >> k & 1) << (w - 1 - k);
	}
	builtin_ret(cs, R, Z, r);
	Z[cs->dst] = vm_zwhole(Z[cs->args[0]]);
	return 0;
}
static int b_ctpop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 0); }
static int b_ctlz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 1); }
static int b_cttz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 2); }
static int b_bswap(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 3); }
static int b_bitrev(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 4); }

static int
b_funnel(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool left)
{
	unsigned w = libc_int_bits(vm, cs->argtypes[0]);
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	uint64_t a = ARG(0), b = ARG(1), s = ARG(2) % w, r;
	if (!s)
		r = left ? a : b;
	else if (left)
		r = ((a << s) | (b >> (w - s))) & m;
	else
		r = ((b >> s) | (a << (w - s))) & m;
	builtin_ret(cs, R, Z, r);
	Z[cs->dst] = vm_zwhole(Z[cs->args[0]] | Z[cs->args[1]] | Z[cs->args[2]]);
	return 0;
}
static int b_fshl(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_funnel(vm, cs, R, Z, true); }
static int b_fshr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_funnel(vm, cs, R, Z, false); }

/* llvm.{s,u}{add,sub,mul}.with.overflow: { iN, i1 } */
static int
b_overflow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int op, bool is_signed)
{
	const Type *t = cs->argtypes[0];
	unsigned w = libc_int_bits(vm, t);
	if (w > 64)
		vm_fail(vm, R_ERROR, "'%s' on %s is not supported yet", vm->callee->g.u.v.name, type_str(t));
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	uint64_t a = ARG(0), b = ARG(1);
	__int128 x = is_signed ? vm_sext(a, w) : (__int128)a, y = is_signed ? vm_sext(b, w) : (__int128)b, r;
	bool ovf = false;
	if (op == 2 && w == 64) {
		if (is_signed) {
			int64_t rr;
			ovf = __builtin_mul_overflow((int64_t)a, (int64_t)b, &rr);
			r = rr;
		} else {
			uint64_t rr;
			ovf = __builtin_mul_overflow(a, b, &rr);
			r = rr;
		}
	} else {
		r = op == 0 ? x + y : op == 1 ? x - y : x * y;
		__int128 back = is_signed ? vm_sext((uint64_t)r & m, w) : (__int128)((uint64_t)r & m);
		ovf = back != r;
	}
	const Type *st = cs->fty->elem;
	uint8_t *img = (uint8_t *)(R + cs->dst);
	memset(img, 0, cs->dst_slots * 8);
	uint64_t v[2] = {(uint64_t)r & m, 0};
	vm_store_value(vm, img + dl_field_offset(&vm->dl, st, 0), t, v);
	img[dl_field_offset(&vm->dl, st, 1)] = ovf;
	memset(Z + cs->dst, vm_zwhole(Z[cs->args[0]] | Z[cs->args[1]]), cs->dst_slots);
	return 0;
}
static int b_sadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 0, true); }
static int b_uadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 0, false); }
static int b_ssub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 1, true); }
static int b_usub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 1, false); }
static int b_smul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 2, true); }
static int b_umul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 2, false); }

static int
b_sat(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool add, bool is_signed)
{
	unsigned w = libc_int_bits(vm, cs->argtypes[0]);
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	__int128 x = is_signed ? vm_sext(ARG(0), w) : (__int128)ARG(0);
	__int128 y = is_signed ? vm_sext(ARG(1), w) : (__int128)ARG(1);
	__int128 r = add ? x + y : x - y;
	__int128 lo = is_signed ? -((__int128)1 << (w - 1)) : 0;
	__int128 hi = is_signed ? ((__int128)1 << (w - 1)) - 1 : (__int128)m;
	r = r < lo ? lo : r > hi ? hi : r;
	builtin_ret(cs, R, Z, (uint64_t)r & m);
	return 0;
}
static int b_sadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, true, true); }
static int b_uadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, true, false); }
static int b_ssub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, false, true); }
static int b_usub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, false, false); }

static int
b_trap(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm->fault_status = 132; /* SIGILL, as ud2 raises */
	vm_fail(vm, R_X_UB_8, "llvm.trap: the program trapped");
}

static int
b_assume(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (!(ARG(0) & 1) || Z[cs->args[0]])
		vm_fail(vm, R_X_UB_9, "llvm.assume of a false or poison condition");
	return 0;
}

/* llvm.memcpy: ranges equal or disjoint (X-MEM-11, vm/ubcheck.c), then
 * the C function's copy */
static int
b_llvm_memcpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t m = vm->mem.ptr_mask;
	if (vm_memcpy_overlaps(ARG(0) & m, ARG(1) & m, ARG(2)))
		vm_memcpy_overlap_fail(vm, ARG(0) & m, ARG(1) & m, ARG(2));
	vm_call_mem_align(vm, cs->inst, "llvm.memcpy", ARG(0) & m, ARG(1) & m, true);
	return libc_memcpy(vm, cs, R, Z);
}

/* llvm.memmove, llvm.memset: their pointers' align attributes (X-MEM-10) */
static int
b_llvm_memmove(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t m = vm->mem.ptr_mask;
	vm_call_mem_align(vm, cs->inst, "llvm.memmove", ARG(0) & m, ARG(1) & m, true);
	return libc_memcpy(vm, cs, R, Z);
}

static int
b_llvm_memset(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	vm_call_mem_align(vm, cs->inst, "llvm.memset", ARG(0) & vm->mem.ptr_mask, 0, false);
	return libc_memset(vm, cs, R, Z);
}

static int
b_expect(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	memmove(R + cs->dst, R + cs->args[0], cs->dst_slots * 8);
	memmove(Z + cs->dst, Z + cs->args[0], cs->dst_slots);
	return 0;
}

static int
b_stacksave(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, vm->mem.sp);
	return 0;
}

/* llvm.frameaddress(level): the stack pointer at the entry of the
 * calling frame (level 0) or of its level'th caller; 0 past the bottom,
 * as a frame-pointer walk ends (MinGW's setjmp takes it: vm/sjlj.c) */
static int
b_frameaddress(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t level = ARG(0), n = vm->frames.len;
	builtin_ret(cs, R, Z, level < n ? VEC_AT(&vm->frames, Frame, n - 1 - level).sp_mark : 0);
	return 0;
}

static int
b_stackrestore(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint64_t sp = ARG(0);
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	/* never above the frame block: its objects live as long as the frame
	 * (vm.c's frame-relative ops rely on it) */
	if (sp < vm->mem.sp || sp > (fr->frame_base ? fr->frame_base : fr->sp_mark))
		vm_fail(vm, R_X_UB_10, "llvm.stackrestore to 0x%llx, not a saved stack position of this frame",
			(unsigned long long)sp);
	mem_stack_release(&vm->mem, sp);
	return 0;
}

static int
b_objectsize(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	/* "unknown": all ones for max, 0 for min (the second argument) */
	(void)vm;
	bool min = ARG(1) & 1;
	builtin_ret(cs, R, Z, min ? 0 : ~(uint64_t)0);
	return 0;
}

static int
b_is_constant(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static double
argd(const CallSite *cs, const uint64_t *R, uint32_t k)
{
	return (double)vm_fp_get(R + cs->args[k], fp_kind_of_type(cs->argtypes[k]));
}

static void
retd(const CallSite *cs, uint64_t *R, uint8_t *Z, double v)
{
	vm_fp_put(R + cs->dst, fp_kind_of_type(cs->fty->elem), v);
	memset(Z + cs->dst, 0, cs->dst_slots);
}

static int
b_reduce(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const char *name = vm->callee->g.u.v.name + strlen("llvm.vector.reduce.");
	const Type *vt = cs->argtypes[cs->nargs - 1];
	const Type *e = vt->elem;
	uint32_t vi = cs->nargs - 1;
	const uint8_t *img = (const uint8_t *)(R + cs->args[vi]);
	uint64_t es = dl_store_size(&vm->dl, e);
	if (type_is_fp(e)) {
		double acc = cs->nargs > 1 ? argd(cs, R, 0) : 0;
		bool first = cs->nargs == 1;
		for (uint64_t k = 0; k < vt->count; k++) {
			uint64_t bits = mem_read_uint(img + k * es, (unsigned)es, vm->big_endian);
			double x;
			if (e->kind == TY_FLOAT) {
				float f;
				uint32_t b = (uint32_t)bits;
				memcpy(&f, &b, 4);
				x = f;
			} else
				memcpy(&x, &bits, 8);
			if (first) {
				acc = x;
				first = false;
				continue;
			}
			if (!strncmp(name, "fadd", 4))
				acc = e->kind == TY_FLOAT ? (double)((float)acc + (float)x) : acc + x;
			else if (!strncmp(name, "fmul", 4))
				acc = e->kind == TY_FLOAT ? (double)((float)acc * (float)x) : acc * x;
			else if (!strncmp(name, "fmax", 4))
				acc = fmax(acc, x);
			else
				acc = fmin(acc, x);
		}
		retd(cs, R, Z, acc);
		return 0;
	}
	unsigned w = e->bits;
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1, acc = 0;
	for (uint64_t k = 0; k < vt->count; k++) {
		uint64_t x = w == 1 ? (img[k / 8] >> (k % 8)) & 1 : mem_read_uint(img + k * es, (unsigned)es, vm->big_endian) & m;
		if (k == 0) {
			acc = x;
			continue;
		}
		if (!strncmp(name, "add", 3)) acc = (acc + x) & m;
		else if (!strncmp(name, "mul", 3)) acc = (acc * x) & m;
		else if (!strncmp(name, "and", 3)) acc &= x;
		else if (!strncmp(name, "or", 2)) acc |= x;
		else if (!strncmp(name, "xor", 3)) acc ^= x;
		else if (!strncmp(name, "smax", 4)) acc = vm_sext(x, w) > vm_sext(acc, w) ? x : acc;
		else if (!strncmp(name, "smin", 4)) acc = vm_sext(x, w) < vm_sext(acc, w) ? x : acc;
		else if (!strncmp(name, "umax", 4)) acc = x > acc ? x : acc;
		else if (!strncmp(name, "umin", 4)) acc = x < acc ? x : acc;
		else vm_fail(vm, R_ERROR, "'%s' is not supported yet", vm->callee->g.u.v.name);
	}
	builtin_ret(cs, R, Z, acc);
	uint8_t z = 0;
	for (uint32_t s = 0; s < type_slots(vm, vt); s++)
		z |= Z[cs->args[vi] + s];
	Z[cs->dst] = vm_zwhole(z);
	return 0;
}

/* llvm.load.relative(ptr, off): ptr + the i32 stored at ptr + off
 * (relative lookup tables that -O2 builds) */
static int
b_load_relative(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, vm_load_relative(vm, ARG(0), ARG(1)));
	return 0;
}

/* llvm.ptrmask(ptr, mask): the pointer with address bits cleared */
static int
b_ptrmask(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, ARG(0) & ARG(1) & vm->mem.ptr_mask);
	Z[cs->dst] = Z[cs->args[0]] | Z[cs->args[1]];
	return 0;
}


/* ------------------------------------------------------------ intrinsics */
static const RtFn intrinsic_fns[] = {
	{"llvm.trap", b_trap}, {"llvm.debugtrap", b_trap}, {"llvm.assume", b_assume}, {"llvm.va_end", rt_nop},
	{"llvm.donothing", rt_nop}, {"llvm.sideeffect", rt_nop}, {"llvm.stacksave", b_stacksave},
	{"llvm.stackrestore", b_stackrestore}, {"llvm.va_start", va_start_builtin},
	{"llvm.va_copy", va_copy_builtin},
};

/* llvm.NAME.<type suffixes>: matched by prefix */
static const RtFn intrinsic_prefixes[] = {
	{"llvm.memcpy.", b_llvm_memcpy}, {"llvm.memmove.", b_llvm_memmove}, {"llvm.memset.", b_llvm_memset},
	{"llvm.lifetime.start", b_lifetime_start}, {"llvm.lifetime.end", b_lifetime_end}, {"llvm.dbg.", rt_nop}, {"llvm.expect.", b_expect},
	{"llvm.experimental.noalias.scope.decl", rt_nop}, {"llvm.invariant.", rt_nop},
	{"llvm.launder.invariant.group.", b_expect}, {"llvm.strip.invariant.group.", b_expect},
	{"llvm.threadlocal.address.", b_expect}, /* one thread: the variable's own address */
	{"llvm.prefetch", rt_nop}, {"llvm.assume", b_assume}, {"llvm.objectsize.", b_objectsize},
	{"llvm.is.constant.", b_is_constant},
	{"llvm.abs.", b_iabs}, {"llvm.smax.", b_smax}, {"llvm.smin.", b_smin}, {"llvm.umax.", b_umax},
	{"llvm.umin.", b_umin}, {"llvm.ctpop.", b_ctpop}, {"llvm.ctlz.", b_ctlz}, {"llvm.cttz.", b_cttz},
	{"llvm.bswap.", b_bswap}, {"llvm.bitreverse.", b_bitrev}, {"llvm.fshl.", b_fshl},
	{"llvm.fshr.", b_fshr}, {"llvm.sadd.with.overflow.", b_sadd_o},
	{"llvm.uadd.with.overflow.", b_uadd_o}, {"llvm.ssub.with.overflow.", b_ssub_o},
	{"llvm.usub.with.overflow.", b_usub_o}, {"llvm.smul.with.overflow.", b_smul_o},
	{"llvm.umul.with.overflow.", b_umul_o}, {"llvm.sadd.sat.", b_sadd_s}, {"llvm.uadd.sat.", b_uadd_s},
	{"llvm.ssub.sat.", b_ssub_s}, {"llvm.usub.sat.", b_usub_s},
	{"llvm.fmuladd.", libc_math_fma}, {"llvm.fma.", libc_math_fma}, {"llvm.fabs.", libc_math_fabs}, {"llvm.sqrt.", libc_math_sqrt},
	{"llvm.floor.", libc_math_floor}, {"llvm.ceil.", libc_math_ceil}, {"llvm.trunc.", libc_math_trunc}, {"llvm.round.", libc_math_round},
	{"llvm.rint.", libc_math_rint}, {"llvm.nearbyint.", libc_math_rint}, {"llvm.copysign.", libc_math_copysign},
	{"llvm.minnum.", libc_math_fmin}, {"llvm.maxnum.", libc_math_fmax}, {"llvm.minimum.", libc_math_minimum},
	{"llvm.maximum.", libc_math_maximum}, {"llvm.pow.", libc_math_pow}, {"llvm.sin.", libc_math_sin}, {"llvm.cos.", libc_math_cos},
	{"llvm.exp.", libc_math_exp}, {"llvm.log.", libc_math_log}, {"llvm.log10.", libc_math_log10}, {"llvm.log2.", libc_math_log2},
	{"llvm.exp2.", libc_math_exp2}, {"llvm.roundeven.", libc_math_roundeven},
	{"llvm.is.fpclass.", libc_math_is_fpclass},
	{"llvm.vector.reduce.", b_reduce}, {"llvm.va_start.", va_start_builtin},
	{"llvm.load.relative.", b_load_relative}, {"llvm.stacksave.", b_stacksave},
	{"llvm.frameaddress", b_frameaddress},
	{"llvm.stackrestore.", b_stackrestore}, {"llvm.ptrmask.", b_ptrmask},
	{"llvm.va_end.", rt_nop}, {"llvm.va_copy.", va_copy_builtin},
};

/* ... the arguments each takes (LLVM's signatures), entry by entry: a
 * declaration of another shape whose name only starts like one (the
 * verifier knows intrinsics by name and type suffix) is not bound, so
 * that no builtin reads an argument the call does not have */
static const uint8_t intrinsic_prefix_nargs[] = {
	4, 4, 4,                /* memcpy memmove memset */
	2, 2, 0, 2,             /* lifetime.start lifetime.end dbg expect */
	0, 0,                   /* noalias.scope.decl invariant */
	1, 1,                   /* launder strip */
	1,                      /* threadlocal.address */
	0, 1, 2,                /* prefetch assume objectsize */
	1,                      /* is.constant */
	2, 2, 2, 2,             /* abs smax smin umax */
	2, 1, 2, 2,             /* umin ctpop ctlz cttz */
	1, 1, 3,                /* bswap bitreverse fshl */
	3, 2,                   /* fshr sadd.with.overflow */
	2, 2,                   /* uadd ssub .with.overflow */
	2, 2,                   /* usub smul .with.overflow */
	2, 2, 2,                /* umul.with.overflow sadd.sat uadd.sat */
	2, 2,                   /* ssub.sat usub.sat */
	3, 3, 1, 1,             /* fmuladd fma fabs sqrt */
	1, 1, 1, 1,             /* floor ceil trunc round */
	1, 1, 2,                /* rint nearbyint copysign */
	2, 2, 2,                /* minnum maxnum minimum */
	2, 2, 1, 1,             /* maximum pow sin cos */
	1, 1, 1, 1,             /* exp log log10 log2 */
	1, 1,                   /* exp2 roundeven */
	2,                      /* is.fpclass */
	1, 1,                   /* vector.reduce va_start */
	2, 0,                   /* load.relative stacksave */
	1,                      /* frameaddress */
	1, 2,                   /* stackrestore ptrmask */
	0, 2,                   /* va_end va_copy */
};
_Static_assert(countof(intrinsic_prefix_nargs) == countof(intrinsic_prefixes), "one count per prefix");

const RuntimeLib rt_intrinsics = {
	.name = "LLVM intrinsics",
	.fns = RT_TABLE(intrinsic_fns),
	.prefixes = RT_TABLE(intrinsic_prefixes),
	.prefix_nargs = intrinsic_prefix_nargs,
	.match = wideint_intrinsic, /* on integers wider than 64 bits (vm/wideint.c) */
};

