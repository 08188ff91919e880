/* jit_x64.c — the template JIT for x86-64 Linux hosts (jit.h says what
 * it does and why the interpreter stays the one source of semantics).
 *
 * One function's code becomes one native function: each op with a
 * template becomes its machine code, in op order, so an op falls through
 * to the next as in the loop; jumps between translated ops are native
 * jumps (loops run entirely in native code); a jump to an op without a
 * template, and every side exit, is a stub that returns that op's index.
 *
 * Registers while native code runs (System V: the six arguments come in
 * rdi, rsi, rdx, rcx, r8, r9):
 *   rdi  R, the frame's registers        rsi  Z, their poison bytes
 *   r12  minus the window's base address r13  its host bytes
 *   r14  its shadow                      r15  unused (saved)
 *   rbx  the frame block (F ops)
 *   rbp  the JitEnv                      [rsp] 1 when a native CALL called
 *   rax rcx rdx r8-r11: scratch within one op's template.
 *
 * Calls between translated functions are native, and their frames are
 * made lazily: CALL checks what the interpreter's fast path checks and
 * calls the callee's native code at op 0 (its RET returns JIT_RETURNED),
 * with nothing in vm->frames: while native code runs, nothing reads
 * them.  Any other exit in the callee returns its op index, and each
 * native caller then lists the frame it made (JitEnv.pend) and returns
 * at once with JIT_RELOAD: the interpreter only ever runs with no native
 * code on the host stack, and pushes the listed frames (jit_frames, as
 * its CALL would have) before it goes on in the innermost one.  A native
 * call takes JIT_CALL_BYTES of host stack, so the stack pointer also
 * counts the depth: one test bounds both (JitEnv.floor).
 * Nothing is kept in registers across ops: each op reads its operands
 * from R and writes its result to R and Z (what a side exit leaves is
 * then exactly what the interpreter expects).  A slot known clean (its
 * poison byte tested or written 0 on every native path here: Tr.cur)
 * is not tested again.
 *
 * The code is written into a heap buffer, then copied into a mapping
 * that is made writable for the copy and read+exec after it: never
 * writable and executable at once. */
#include "vm/jit.h"

#if EHI_JIT

#include "vm/vm_ops.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

enum { RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI, R8, R9, R10, R11, R12, R13, R14, R15 };
/* x86 condition codes */
enum { CC_O, CC_NO, CC_B, CC_AE, CC_E, CC_NE, CC_BE, CC_A, CC_S, CC_NS, CC_P, CC_NP, CC_L, CC_GE, CC_LE, CC_G };
/* the /digit of the 81 (ALU r/m, imm32) group */
enum { ALU_ADD = 0, ALU_OR = 1, ALU_AND = 4, ALU_SUB = 5, ALU_XOR = 6, ALU_CMP = 7 };
/* shifts' /digit (C1, D3) */
enum { SH_SHL = 4, SH_SHR = 5, SH_SAR = 7 };

typedef struct Jit {
	JitEnv env;
	uint8_t *chunk;         /* the current code mapping */
	size_t size, used;
	Vec maps;               /* uint64_t: each mapping's address, then its size */
	bool log;               /* EHI_JIT_LOG set: a line per translated function
				   on stderr (the tests see what ran natively) */
} Jit;

/* ------------------------------------------------------------ encoder */
typedef struct Asm {
	uint8_t *p;
	size_t len, cap;
	bool oom;
} Asm;

typedef struct MemRef {
	int base, index, scale; /* index -1: none; scale 1 2 4 8 */
	int32_t disp;
} MemRef;

static MemRef
mref(int base, int32_t disp)
{
	return (MemRef){base, -1, 1, disp};
}

static MemRef
mrefx(int base, int index, int scale, int32_t disp)
{
	return (MemRef){base, index, scale, disp};
}

/* (out of line: the buffer grows a few times a function) */
static void
put_grow(Asm *a, uint8_t b)
{
	size_t cap = a->cap ? a->cap * 2 : 4096;
	uint8_t *p = realloc(a->p, cap);
	if (!p) {
		a->oom = true;
		a->len = 0; /* keep writing somewhere; the result is dropped */
		return;
	}
	a->p = p;
	a->cap = cap;
	a->p[a->len++] = b;
}

/* (inline: a byte at a time is most of what translating costs, and it
 * runs once per round of translate's fixpoint) */
static inline void
put(Asm *a, uint8_t b)
{
	if (EHI_LIKELY(a->len < a->cap))
		a->p[a->len++] = b;
	else
		put_grow(a, b);
}

static inline void
put32(Asm *a, uint32_t v)
{
	if (EHI_LIKELY(a->cap - a->len >= 4)) {
		uint8_t *p = a->p + a->len;
		p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
		a->len += 4;
		return;
	}
	for (int k = 0; k < 4; k++)
		put(a, (uint8_t)(v >> 8 * k));
}

static void
put64(Asm *a, uint64_t v)
{
	put32(a, (uint32_t)v);
	put32(a, (uint32_t)(v >> 32));
}

/* instruction flags: operand size and prefixes */
enum { W = 1, B8 = 2 /* byte registers: a REX so that 4..7 are spl..dil */, P66 = 4, PF2 = 8, PF3 = 16 };

/* an instruction's bytes, built in b[] and copied at once (n at most
 * 15; 16 copied when the buffer has the room, the last one not counted) */
typedef struct Ins {
	uint8_t b[16];
	unsigned n;
} Ins;

static inline void
put_ins(Asm *a, const Ins *x)
{
	if (EHI_LIKELY(a->cap - a->len >= sizeof x->b)) {
		memcpy(a->p + a->len, x->b, sizeof x->b);
		a->len += x->n;
		return;
	}
	for (unsigned k = 0; k < x->n; k++)
		put(a, x->b[k]);
}

/* the prefixes, REX and opcode bytes of an instruction */
static inline void
enc_head(Ins *x, unsigned fl, uint32_t opc, int reg, int index, int base)
{
	if (fl & P66)
		x->b[x->n++] = 0x66;
	if (fl & PF2)
		x->b[x->n++] = 0xf2;
	if (fl & PF3)
		x->b[x->n++] = 0xf3;
	uint8_t rex = (uint8_t)(0x40 | (fl & W) << 3 | (reg >> 3 & 1) << 2 | (index >> 3 & 1) << 1 | (base >> 3 & 1));
	if (rex != 0x40 || (fl & B8))
		x->b[x->n++] = rex;
	if (opc > 0xffff)
		x->b[x->n++] = (uint8_t)(opc >> 16);
	if (opc > 0xff)
		x->b[x->n++] = (uint8_t)(opc >> 8);
	x->b[x->n++] = (uint8_t)opc;
}

static void
prefix(Asm *a, unsigned fl, int reg, int index, int base)
{
	Ins x = {.n = 0};
	enc_head(&x, fl, 0, reg, index, base);
	x.n--; /* (no opcode) */
	put_ins(a, &x);
}

/* op reg, [mem] */
static void
ins_m(Asm *a, unsigned fl, uint32_t opc, int reg, MemRef m)
{
	Ins x = {.n = 0};
	enc_head(&x, fl, opc, reg, m.index >= 0 ? m.index : 0, m.base);
	int b = m.base & 7;
	int mod = m.disp == 0 && b != 5 ? 0 : m.disp >= -128 && m.disp <= 127 ? 1 : 2;
	if (m.index >= 0 || b == 4) {
		int sc = m.scale == 8 ? 3 : m.scale == 4 ? 2 : m.scale == 2 ? 1 : 0;
		x.b[x.n++] = (uint8_t)(mod << 6 | (reg & 7) << 3 | 4);
		x.b[x.n++] = (uint8_t)(sc << 6 | (m.index >= 0 ? m.index & 7 : 4) << 3 | b);
	} else {
		x.b[x.n++] = (uint8_t)(mod << 6 | (reg & 7) << 3 | b);
	}
	if (mod == 1) {
		x.b[x.n++] = (uint8_t)m.disp;
	} else if (mod == 2) {
		uint32_t d = (uint32_t)m.disp;
		for (int k = 0; k < 4; k++)
			x.b[x.n++] = (uint8_t)(d >> 8 * k);
	}
	put_ins(a, &x);
}

/* op reg, rm (both registers) */
static void
ins_r(Asm *a, unsigned fl, uint32_t opc, int reg, int rm)
{
	Ins x = {.n = 0};
	enc_head(&x, fl, opc, reg, 0, rm);
	x.b[x.n++] = (uint8_t)(0xc0 | (reg & 7) << 3 | (rm & 7));
	put_ins(a, &x);
}

/* the slots: R[s] and Z[s] */
static MemRef
RS(uint32_t s)
{
	return mref(RDI, (int32_t)(s * 8));
}

static MemRef
ZS(uint32_t s)
{
	return mref(RSI, (int32_t)s);
}

static bool
fits32(int64_t v)
{
	return v >= INT32_MIN && v <= INT32_MAX;
}

static void
mov_ri(Asm *a, int r, uint64_t v)
{
	if (v <= UINT32_MAX) { /* mov r32, imm32 zero-extends */
		prefix(a, 0, 0, 0, r);
		put(a, (uint8_t)(0xb8 + (r & 7)));
		put32(a, (uint32_t)v);
	} else if (fits32((int64_t)v)) {
		ins_r(a, W, 0xc7, 0, r);
		put32(a, (uint32_t)v);
	} else {
		prefix(a, W, 0, 0, r);
		put(a, (uint8_t)(0xb8 + (r & 7)));
		put64(a, v);
	}
}

/* r = the n-byte (1 2 4 8) little-endian value at m, zero-extended */
static void
load_n(Asm *a, int r, MemRef m, unsigned n)
{
	static const struct { unsigned fl; uint32_t opc; } t[9] = {
		[1] = {0, 0x0fb6}, [2] = {0, 0x0fb7}, [4] = {0, 0x8b}, [8] = {W, 0x8b},
	};
	ins_m(a, t[n].fl, t[n].opc, r, m);
}

static void
store_n(Asm *a, MemRef m, int r, unsigned n)
{
	static const struct { unsigned fl; uint32_t opc; } t[9] = {
		[1] = {B8, 0x88}, [2] = {P66, 0x89}, [4] = {0, 0x89}, [8] = {W, 0x89},
	};
	ins_m(a, t[n].fl, t[n].opc, r, m);
}

static void
alu_ri(Asm *a, int digit, int r, int32_t imm)
{
	ins_r(a, W, 0x81, digit, r);
	put32(a, (uint32_t)imm);
}

/* r op= v for any 64-bit v (r11 holds a wide one) */
static void
alu_rk(Asm *a, int digit, int r, uint64_t v)
{
	if (fits32((int64_t)v)) {
		alu_ri(a, digit, r, (int32_t)v);
		return;
	}
	static const uint32_t rr[8] = {[ALU_ADD] = 0x03, [ALU_OR] = 0x0b, [ALU_AND] = 0x23, [ALU_SUB] = 0x2b,
				       [ALU_XOR] = 0x33, [ALU_CMP] = 0x3b};
	mov_ri(a, R11, v);
	ins_r(a, W, rr[digit], r, R11);
}

static void
shift_ri(Asm *a, int digit, int r, unsigned n)
{
	if (!n)
		return;
	ins_r(a, W, 0xc1, digit, r);
	put(a, (uint8_t)n);
}

/* r &= k, the mask of a width (or any constant) */
static void
mask_r(Asm *a, int r, uint64_t k)
{
	if (k == ~(uint64_t)0)
		return;
	if (k == 0xffffffffu)
		ins_r(a, 0, 0x89, r, r); /* mov r32, r32 clears the top */
	else if (k == 0xffff)
		ins_r(a, 0, 0x0fb7, r, r);
	else if (k == 0xff)
		ins_r(a, B8, 0x0fb6, r, r);
	else
		alu_rk(a, ALU_AND, r, k);
}

/* r = sext(r) from w bits */
static void
sext_r(Asm *a, int r, unsigned w)
{
	if (w >= 64)
		return;
	if (w == 32) {
		ins_r(a, W, 0x63, r, r); /* movsxd */
		return;
	}
	shift_ri(a, SH_SHL, r, 64 - w);
	shift_ri(a, SH_SAR, r, 64 - w);
}

static void
push_pop(Asm *a, int r, bool pop)
{
	if (r >= 8)
		put(a, 0x41);
	put(a, (uint8_t)((pop ? 0x58 : 0x50) + (r & 7)));
}

/* a jump whose 32-bit displacement is fixed later: its position */
static size_t
jcc(Asm *a, int cc)
{
	put(a, 0x0f);
	put(a, (uint8_t)(0x80 + cc));
	put32(a, 0);
	return a->len - 4;
}

static size_t
jmp(Asm *a)
{
	put(a, 0xe9);
	put32(a, 0);
	return a->len - 4;
}

static void
patch(Asm *a, size_t at, size_t to)
{
	if (a->oom)
		return;
	uint32_t d = (uint32_t)(int32_t)((int64_t)to - (int64_t)(at + 4));
	memcpy(a->p + at, &d, 4);
}

/* ------------------------------------------------------------ translation */
/* Which ops have a template, and the shape of each (one row per op: the
 * emitter below switches on the shape, the row gives its details). */
typedef enum Shape {
	S_NONE,         /* no template: a side exit before it */
	S_NOP, S_JMP, S_MOV, S_MOVJ, S_SETK,
	S_BIN,          /* (a op b) & k, no flags: alu = the ALU digit (MUL: imul) */
	S_NSW,          /* nsw alone: the operands at the top of 64 bits, jo */
	S_NUW,          /* add/sub nuw (and nsw): the top of 64 bits, jc (jo) */
	S_NUW64,        /* the same on i64 */
	S_SHIFTK, S_SHIFT,
	S_TRUNC, S_SEXT,
	S_ICMP,         /* ICMP, ICMPK: setcc */
	S_ICMPB,        /* ICMPB, ICMPBK: the relation set in f */
	S_SELCMP, S_SELECT1,
	S_BR, S_BRCMP, S_BRX, /* BR, BRCMP, and the fused forms */
	S_GEPK, S_GEPI, S_GEPIK,
	S_LOAD, S_STORE, /* address R[a] (+ x.k with `off`) */
	S_LOADX, S_STOREX, /* address R[a] + sext_f(R[b]) * c0 + c1 */
	S_LOADF, S_STOREF,
	S_LOADG, S_STOREG,
	S_MADDK, S_FBIN, S_CHECKPOISON,
	S_GEPKB, S_GEPIB, /* inbounds: the in-bounds test's fast path */
	S_DIVK,         /* by a constant: alu = 6 unsigned, 7 signed (F7 /6 /7); n: the remainder */
	S_FREEZE,       /* one slot */
	S_FUNNEL,       /* fshl / fshr on 32 or 64 bits: shld / shrd */
	S_ADDG,         /* g += k on a global (its bytes' address is the op's) */
	S_CALL,         /* a direct call of a translated function: native */
	S_RET,          /* ... and its return (others: the interpreter's) */
	S_LIFETIME,     /* a lifetime marker on live stack: its shadow set */
	S_LOADREL,      /* llvm.load.relative: a checked i32 load, plus the base */
} Shape;

enum { ALU_MUL = 8 };

typedef struct Row {
	uint8_t shape;
	uint8_t alu;        /* S_BIN, S_NSW, S_NUW: the operation */
	uint8_t k;          /* operand b is the immediate */
	uint8_t n;          /* memory: bytes (0: op->w) */
	uint8_t off;        /* memory: + x.k (LOADO/STOREO) */
	uint8_t val;        /* stores: the value: 0 R[b], 1 R[d], 2 imm (int32)d, 3 imm (int32)b, 4 x.k */
	uint8_t cc;         /* S_BRX: the condition */
	uint8_t sgn;        /* S_BRX: signed (on sext_w values) */
} Row;

static const Row rows[OPC__COUNT] = {
	[OPC_NOP] = {.shape = S_NOP},
	[OPC_JMP] = {.shape = S_JMP},
	[OPC_MOV] = {.shape = S_MOV},
	[OPC_MOVJ] = {.shape = S_MOVJ},
	[OPC_SETK_V] = {.shape = S_SETK},
	[OPC_ADD] = {.shape = S_BIN, .alu = ALU_ADD},
	[OPC_SUB] = {.shape = S_BIN, .alu = ALU_SUB},
	[OPC_MUL] = {.shape = S_BIN, .alu = ALU_MUL},
	[OPC_AND] = {.shape = S_BIN, .alu = ALU_AND},
	[OPC_OR] = {.shape = S_BIN, .alu = ALU_OR},
	[OPC_XOR] = {.shape = S_BIN, .alu = ALU_XOR},
	[OPC_ADDK] = {.shape = S_BIN, .alu = ALU_ADD, .k = 1},
	[OPC_SUBK] = {.shape = S_BIN, .alu = ALU_SUB, .k = 1},
	[OPC_MULK] = {.shape = S_BIN, .alu = ALU_MUL, .k = 1},
	[OPC_ANDK] = {.shape = S_BIN, .alu = ALU_AND, .k = 1},
	[OPC_ORK] = {.shape = S_BIN, .alu = ALU_OR, .k = 1},
	[OPC_XORK] = {.shape = S_BIN, .alu = ALU_XOR, .k = 1},
	[OPC_ADDN] = {.shape = S_NSW, .alu = ALU_ADD},
	[OPC_SUBN] = {.shape = S_NSW, .alu = ALU_SUB},
	[OPC_MULN] = {.shape = S_NSW, .alu = ALU_MUL},
	[OPC_ADDNK] = {.shape = S_NSW, .alu = ALU_ADD, .k = 1},
	[OPC_SUBNK] = {.shape = S_NSW, .alu = ALU_SUB, .k = 1},
	[OPC_MULNK] = {.shape = S_NSW, .alu = ALU_MUL, .k = 1},
	[OPC_ADDF] = {.shape = S_NUW, .alu = ALU_ADD},
	[OPC_SUBF] = {.shape = S_NUW, .alu = ALU_SUB},
	[OPC_ADDFK] = {.shape = S_NUW, .alu = ALU_ADD, .k = 1},
	[OPC_SUBFK] = {.shape = S_NUW, .alu = ALU_SUB, .k = 1},
	[OPC_ADDF64] = {.shape = S_NUW64, .alu = ALU_ADD},
	[OPC_SUBF64] = {.shape = S_NUW64, .alu = ALU_SUB},
	[OPC_ADDFK64] = {.shape = S_NUW64, .alu = ALU_ADD, .k = 1},
	[OPC_SUBFK64] = {.shape = S_NUW64, .alu = ALU_SUB, .k = 1},
	[OPC_SHLK] = {.shape = S_SHIFTK, .alu = SH_SHL},
	[OPC_LSHRK] = {.shape = S_SHIFTK, .alu = SH_SHR},
	[OPC_ASHRK] = {.shape = S_SHIFTK, .alu = SH_SAR},
	[OPC_SHL] = {.shape = S_SHIFT, .alu = SH_SHL},
	[OPC_LSHR] = {.shape = S_SHIFT, .alu = SH_SHR},
	[OPC_ASHR] = {.shape = S_SHIFT, .alu = SH_SAR},
	[OPC_TRUNC] = {.shape = S_TRUNC},
	[OPC_SEXT] = {.shape = S_SEXT},
	[OPC_ICMP] = {.shape = S_ICMP},
	[OPC_ICMPK] = {.shape = S_ICMP, .alu = 0, .k = 1},
	[OPC_ICMPB] = {.shape = S_ICMPB},
	[OPC_ICMPBK] = {.shape = S_ICMPB, .alu = 0, .k = 1},
	[OPC_SELCMP] = {.shape = S_SELCMP},
	[OPC_SELECT1] = {.shape = S_SELECT1},
	[OPC_BR] = {.shape = S_BR},
	[OPC_BRCMP] = {.shape = S_BRCMP},
	[OPC_BREQ] = {.shape = S_BRX, .cc = CC_E},
	[OPC_BRNE] = {.shape = S_BRX, .cc = CC_NE},
	[OPC_BRULT] = {.shape = S_BRX, .cc = CC_B},
	[OPC_BRULE] = {.shape = S_BRX, .cc = CC_BE},
	[OPC_BRSLT] = {.shape = S_BRX, .cc = CC_L, .sgn = 1},
	[OPC_BRSLE] = {.shape = S_BRX, .cc = CC_LE, .sgn = 1},
	[OPC_BREQK] = {.shape = S_BRX, .k = 1, .cc = CC_E},
	[OPC_BRNEK] = {.shape = S_BRX, .k = 1, .cc = CC_NE},
	[OPC_BRULTK] = {.shape = S_BRX, .k = 1, .cc = CC_B},
	[OPC_BRULEK] = {.shape = S_BRX, .k = 1, .cc = CC_BE},
	[OPC_BRUGTK] = {.shape = S_BRX, .k = 1, .cc = CC_A},
	[OPC_BRUGEK] = {.shape = S_BRX, .k = 1, .cc = CC_AE},
	[OPC_BRSLTK] = {.shape = S_BRX, .k = 1, .cc = CC_L, .sgn = 1},
	[OPC_BRSLEK] = {.shape = S_BRX, .k = 1, .cc = CC_LE, .sgn = 1},
	[OPC_BRSGTK] = {.shape = S_BRX, .k = 1, .cc = CC_G, .sgn = 1},
	[OPC_BRSGEK] = {.shape = S_BRX, .k = 1, .cc = CC_GE, .sgn = 1},
	[OPC_GEPK] = {.shape = S_GEPK},
	[OPC_GEPI] = {.shape = S_GEPI},
	[OPC_GEPIK] = {.shape = S_GEPIK},
	[OPC_LOAD1] = {.shape = S_LOAD, .n = 1},
	[OPC_LOAD2] = {.shape = S_LOAD, .n = 2},
	[OPC_LOAD4] = {.shape = S_LOAD, .n = 4},
	[OPC_LOAD8] = {.shape = S_LOAD, .n = 8},
	[OPC_LOADO] = {.shape = S_LOAD, .off = 1},
	[OPC_LOADO8] = {.shape = S_LOAD, .n = 8, .off = 1},
	[OPC_STORE1] = {.shape = S_STORE, .n = 1},
	[OPC_STORE2] = {.shape = S_STORE, .n = 2},
	[OPC_STORE4] = {.shape = S_STORE, .n = 4},
	[OPC_STORE8] = {.shape = S_STORE, .n = 8},
	[OPC_STOREO] = {.shape = S_STORE, .off = 1},
	[OPC_STOREOK] = {.shape = S_STORE, .off = 1, .val = 3},
	[OPC_STOREK] = {.shape = S_STORE, .val = 4},
	[OPC_LOADX1] = {.shape = S_LOADX, .n = 1},
	[OPC_LOADX2] = {.shape = S_LOADX, .n = 2},
	[OPC_LOADX4] = {.shape = S_LOADX, .n = 4},
	[OPC_LOADX8] = {.shape = S_LOADX, .n = 8},
	[OPC_STOREX1] = {.shape = S_STOREX, .n = 1, .val = 1},
	[OPC_STOREX2] = {.shape = S_STOREX, .n = 2, .val = 1},
	[OPC_STOREX4] = {.shape = S_STOREX, .n = 4, .val = 1},
	[OPC_STOREX8] = {.shape = S_STOREX, .n = 8, .val = 1},
	[OPC_STOREXK1] = {.shape = S_STOREX, .n = 1, .val = 2},
	[OPC_STOREXK2] = {.shape = S_STOREX, .n = 2, .val = 2},
	[OPC_STOREXK4] = {.shape = S_STOREX, .n = 4, .val = 2},
	[OPC_STOREXK8] = {.shape = S_STOREX, .n = 8, .val = 2},
	/* LOADF8P and LOADF8O8 do the op after them too; that op stays in
	 * place with its own template, so each is its first half alone */
	[OPC_LOADF] = {.shape = S_LOADF},
	[OPC_LOADF8] = {.shape = S_LOADF, .n = 8},
	[OPC_LOADF8P] = {.shape = S_LOADF, .n = 8},
	[OPC_LOADF8O8] = {.shape = S_LOADF, .n = 8},
	[OPC_STOREF] = {.shape = S_STOREF},
	[OPC_STOREFK] = {.shape = S_STOREF, .val = 2},
	[OPC_LOADG] = {.shape = S_LOADG},
	[OPC_STOREG] = {.shape = S_STOREG},
	[OPC_MADDK] = {.shape = S_MADDK},
	/* (the double ops keep FBIN's f and w: FO_ADD..FO_DIV, FK_F64) */
	[OPC_FADD64] = {.shape = S_FBIN}, [OPC_FSUB64] = {.shape = S_FBIN},
	[OPC_FMUL64] = {.shape = S_FBIN}, [OPC_FDIV64] = {.shape = S_FBIN},
	[OPC_CHECKPOISON] = {.shape = S_CHECKPOISON},
	[OPC_GEPKB] = {.shape = S_GEPKB},
	[OPC_GEPIB] = {.shape = S_GEPIB},
	[OPC_UDIVK] = {.shape = S_DIVK, .alu = 6},
	[OPC_UREMK] = {.shape = S_DIVK, .alu = 6, .n = 1},
	[OPC_SDIVK] = {.shape = S_DIVK, .alu = 7},
	[OPC_SREMK] = {.shape = S_DIVK, .alu = 7, .n = 1},
	[OPC_FREEZE] = {.shape = S_FREEZE},
	[OPC_FUNNEL] = {.shape = S_FUNNEL},
	[OPC_ADDG] = {.shape = S_ADDG},
	[OPC_CALL] = {.shape = S_CALL},
	[OPC_RET] = {.shape = S_RET},
	[OPC_LIFETIME] = {.shape = S_LIFETIME},
	[OPC_LOADREL] = {.shape = S_LOADREL},
};

/* icmp's predicates as condition codes: unsigned, and signed (on
 * sign-extended values) */
static const uint8_t icmp_cc[PRED__COUNT] = {
	[ICMP_EQ] = CC_E, [ICMP_NE] = CC_NE, [ICMP_UGT] = CC_A, [ICMP_UGE] = CC_AE, [ICMP_ULT] = CC_B,
	[ICMP_ULE] = CC_BE, [ICMP_SGT] = CC_G, [ICMP_SGE] = CC_GE, [ICMP_SLT] = CC_L, [ICMP_SLE] = CC_LE,
};

static bool
icmp_signed(unsigned pred)
{
	return pred >= ICMP_SGT;
}

/* ICMPB's relation sets (f & 7: bit 0 less, 1 equal, 2 greater) as an
 * unsigned condition; 0 and 7 (never, always) have none */
static const int8_t relset_cc[8] = {-1, CC_B, CC_E, CC_BE, CC_A, CC_NE, CC_AE, -1};

typedef struct Fix {
	size_t at;
	uint32_t pc;    /* the op to go to: its native label, else a stub returning it */
	/* a side exit after an in-place `alu [R+slot], k` (undo_slot + 1;
	 * 0: none): its own stub undoes it first (exit_undo_if) */
	uint32_t undo_slot;
	uint8_t undo_alu;
	int32_t undo_k;
} Fix;

#define ENV(field) mref(RBP, (int32_t)offsetof(JitEnv, field))

typedef struct AccFact {
	uint8_t form, n, rights;
	uint32_t a, b, f;
	uint64_t c0;
	int64_t c1;
} AccFact;

typedef struct Tr {
	VM *vm;
	const LFunc *lf;
	Asm a;
	uint32_t *label;        /* native offset of each op (UINT32_MAX: none) */
	bool *ok;               /* op has a template */
	bool *target;           /* a label: a jump target or an entry */
	Vec fix;                /* Fix */
	uint32_t pc;            /* the op being translated */
	uint64_t pmask;
	/* Poison known: the slots whose poison byte is 0 at this point of
	 * the native code (a bitset of nw words).  Along straight code a
	 * test or a clean write adds a slot, a write that copies poison
	 * takes it out.  At a label it is what holds on every native path
	 * into it, in[]: the greatest fixpoint of the jumps' contributions
	 * (nin[], reach[]), found by translating again until in[] stays
	 * the same.  An entry from the interpreter tests in[] first (its
	 * stub exits before the op when a slot is poison), so in[] holds
	 * however the label is reached. */
	uint32_t nw;
	uint64_t *cur;
	/* rd: the registers whose address, as it is, an access of 1 << k
	 * bytes checked readable (4 bitsets of nw words, k 0 to 3: a load
	 * there passed, or a store: written since), until the register is
	 * written, or a call or a lifetime's end may take rights away.  At
	 * a label it is rd_in[] (found as in[] is: what every native way in
	 * brings; none at a loop's head), and a label that has some is no
	 * entry from the interpreter (which may have run anything) */
	uint64_t *rd, *rd_in, *rd_nin;
	uint32_t *labid;        /* each op's label number (UINT32_MAX: none) */
	uint64_t *in, *nin;     /* per label, nw words each */
	bool *reach;            /* a native path into the label was seen */
	uint64_t *used;         /* slots whose poison the code asks about */
	uint64_t *kclean;       /* the constants' slots that are not poison: their
				   bytes are 0 wherever the code is (no op
				   writes them), clean at every label */
	bool live;              /* the code here is reached by falling through */
	size_t epilogue;        /* the native function's return (eax: its value) */
	/* rax holds R[rax_slot] when the code ends at rax_end (the op before
	 * stored it last and nothing came after: load_rax) */
	uint32_t rax_slot;
	size_t rax_end;
	/* pend: the register whose value is in rax and not yet in R (the
	 * op before deferred its store: defer_store), for the branch after
	 * it to store on the ways that read it alone (UINT32_MAX: none) */
	uint32_t pend;
	/* JitEnv.span_lo/hi hold the span of the base in this slot here
	 * (UINT32_MAX: nothing known): set by a getelementptr's check of
	 * that base; code keeps it until something writes the slot or a
	 * call runs.  At a label it is span_in[]: the slot every native path
	 * into it brings (span_nin[], the meet of this round's jumps), found
	 * as in[] is (from SPAN_ANY, at first).  The interpreter runs only
	 * after an exit, and an entry from it empties the span (SPAN_ANY). */
	uint32_t span_slot;
	uint32_t *span_in, *span_nin;
	/* Facts of the straight code (none at a label; what op_does does
	 * not know, a call, ends them: facts_after):
	 * sum: R[sum.d] holds R[sum.a] + sext_w(R[sum.b]) * scale + off, as
	 * the GEPI or GEPIK at sum.pc that wrote it computed it, until one
	 * of the three slots is written: a GEPIB, GEPIK, LOADX or STOREX of
	 * the same sum starts from R[sum.d] (sum.d UINT32_MAX: none).  At a
	 * label it is sum_in[] (the op every native way in brings, found as
	 * span_in[] is), and an entry from the interpreter tests it;
	 * run: R[anchor] + k, for each k from lo to hi, passed the in-bounds
	 * test of a step from the base in slot `base` (vm_gep_near: each in
	 * the base's object or one past its end), until anchor or base is
	 * written: a step between two of them is in bounds too, one below
	 * them needs the span's lower bound alone, one above the upper
	 * (run.anchor UINT32_MAX: none) */
	struct {
		uint32_t d, a, b, w, pc;
		uint64_t scale;
		int64_t off;
	} sum;
	uint32_t *sum_in, *sum_nin;
	struct {
		uint32_t anchor, base;
		int64_t lo, hi;
	} run;
	/* acc: the address of the last access checked (form 1: R[a] + c1;
	 * form 2: R[a] + sext_f(R[b]) * c0 + c1), n bytes: in the window, a
	 * multiple of n, both ends' shadow with the rights in `rights`
	 * (SH_READABLE, and SH_WRITABLE after a store), until a or b is written, or a call or a lifetime's end may
	 * take rights away: the next access of the same address and size
	 * tests only what it needs beyond them (form 0: none known) */
	AccFact acc;
	/* per label, nw words: the registers whose value may still be read
	 * from there on (liveness; NULL: every one) */
	uint64_t *lives;
	uint64_t *writes;       /* per loop head, nw words: the registers the ops
				   from it to its last jump back write (with lives) */
	const bool *back;       /* op is the target of a jump back (a loop's head) */
	uint32_t *back_end;     /* ... the last op that jumps back to it */
	uint8_t *loop_has;      /* ... what the ops up to there hold: LOOP_* */
} Tr;

static bool
is_clean(const Tr *t, uint32_t s)
{
	t->used[s / 64] |= (uint64_t)1 << (s % 64);
	return t->cur[s / 64] >> (s % 64) & 1;
}

static void
set_clean(Tr *t, uint32_t s, bool c)
{
	uint64_t bit = (uint64_t)1 << (s % 64);
	t->cur[s / 64] = c ? t->cur[s / 64] | bit : t->cur[s / 64] & ~bit;
}

static bool span_kept(const Tr *t, const Op *op);
static bool sum_kept(const Tr *t, const Op *op);
/* op_does's answers (below) */
enum { DO_OTHER, DO_READ = 1, DO_WRITE = 2, DO_END = 4 };
static unsigned op_does(const Op *op);

/* Tr.rd's word for R[s] and an access of n (1 2 4 8) bytes, or NULL */
static uint64_t *
rd_word(const Tr *t, uint32_t s, unsigned n)
{
	unsigned k = n == 8 ? 3 : n == 4 ? 2 : n == 2 ? 1 : 0;
	return s < 64 * t->nw ? &t->rd[k * t->nw + s / 64] : NULL;
}

static bool
rd_has(const Tr *t, uint32_t s, unsigned n)
{
	const uint64_t *w = rd_word(t, s, n);
	return w && *w >> (s % 64) & 1;
}

static void
rd_set(Tr *t, uint32_t s, unsigned n)
{
	uint64_t *w = rd_word(t, s, n);
	if (w)
		*w |= (uint64_t)1 << (s % 64);
}

static void
rd_kill(Tr *t, uint32_t s)
{
	for (unsigned k = 0; k < 4 && s < 64 * t->nw; k++)
		t->rd[k * t->nw + s / 64] &= ~((uint64_t)1 << (s % 64));
}

/* Tr.loop_has: a loop holds a getelementptr's in-bounds check, a call
 * (after which no span is known: a recursion's loop, which goes round
 * once or twice a call, would only pay for emptying it) */
enum { LOOP_GEP = 1, LOOP_CALL = 2 };

/* Tr.span_slot when JitEnv's span is empty (lo 1, hi 0): it is then the
 * span of any base as far as the checks go (each looks its base up), so
 * it meets any slot as that slot.  Also span_in[] before any path into
 * the label was seen. */
#define SPAN_ANY (UINT32_MAX - 1)

/* the span known where paths that know a and b meet */
static uint32_t
span_meet(uint32_t a, uint32_t b)
{
	return a == SPAN_ANY ? b : b == SPAN_ANY || a == b ? a : UINT32_MAX;
}

/* native control reaches op pc's label with the current state */
static void
contribute(Tr *t, uint32_t pc)
{
	uint32_t l = t->labid[pc];
	if (l == UINT32_MAX)
		return;
	uint64_t *d = t->nin + (size_t)l * t->nw;
	for (uint32_t k = 0; k < t->nw; k++)
		d[k] = t->reach[l] ? d[k] & t->cur[k] : t->cur[k];
	/* (what the jumping op itself ends: a call, or its write) */
	const Op *jop = &t->lf->code[t->pc];
	unsigned does = t->ok[t->pc] ? op_does(jop) : DO_OTHER;
	uint64_t *r = t->rd_nin + (size_t)l * 4 * t->nw;
	for (uint32_t k = 0; k < 4 * t->nw; k++) {
		uint64_t v = does == DO_OTHER ? 0 : t->rd[k];
		if (does & DO_WRITE && jop->d / 64 == k % t->nw)
			v &= ~((uint64_t)1 << (jop->d % 64));
		r[k] = t->reach[l] ? r[k] & v : v;
	}
	/* (a jump inside an op that writes the base: MOVJ) */
	uint32_t sp = t->span_slot != UINT32_MAX && span_kept(t, &t->lf->code[t->pc]) ? t->span_slot : UINT32_MAX;
	t->span_nin[l] = t->reach[l] ? span_meet(t->span_nin[l], sp) : sp;
	uint32_t sm = sum_kept(t, &t->lf->code[t->pc]) ? t->sum.pc : UINT32_MAX;
	t->sum_nin[l] = t->reach[l] ? span_meet(t->sum_nin[l], sm) : sm;
	t->reach[l] = true;
}

/* JitEnv's span emptied here (SPAN_ANY) */
static void
span_empty(Tr *t)
{
	ins_m(&t->a, W, 0xc7, 0, ENV(span_lo)); /* lo = 1, hi = 0 */
	put32(&t->a, 1);
	ins_m(&t->a, W, 0xc7, 0, ENV(span_hi));
	put32(&t->a, 0);
	t->span_slot = SPAN_ANY;
}

/* code that goes on at a loop's head (op pc) always (a jump, or falling
 * through) with no span known, where the head had one last round: the
 * span emptied on the way, which meets theirs (the loop's way in, after
 * a call, and its back edge, after the check of its base); for a loop
 * that checks a getelementptr and calls nothing */
static void
span_offer(Tr *t, uint32_t pc)
{
	uint32_t l = t->labid[pc];
	if (l == UINT32_MAX || t->span_in[l] == UINT32_MAX || !(t->loop_has[pc] & LOOP_GEP))
		return;
	if (t->span_slot == UINT32_MAX || !span_kept(t, &t->lf->code[t->pc]))
		span_empty(t);
}

/* code that goes on at a loop's head (op pc) always, where registers
 * the head had clean last round are not clean here but dead there
 * (their poison bytes do not matter) and written in the loop (the ops
 * up to its last jump back): those bytes written 0 on the way (the
 * loop's way in), so that the head keeps them clean and its rounds
 * write them without their bytes */
static void
clean_offer(Tr *t, uint32_t pc)
{
	uint32_t l = t->labid[pc];
	if (l == UINT32_MAX || !t->lives || !t->back[pc])
		return;
	size_t at = (size_t)l * t->nw;
	const uint64_t *in = t->in + at, *live = t->lives + at, *wr = t->writes + at;
	for (uint32_t k = 0; k < t->nw; k++)
		for (uint64_t m = in[k] & ~live[k] & wr[k] & ~t->cur[k]; m; m &= m - 1) {
			uint32_t s = 64 * k + (uint32_t)__builtin_ctzll(m);
			ins_m(&t->a, 0, 0xc6, 0, ZS(s)); /* mov byte [Z+s], 0 */
			put(&t->a, 0);
			set_clean(t, s, true);
		}
}

/* the op whose code follows the current op's when the current op ends
 * in a jump: the next label (the ops before it, neither labels nor
 * fallen into, have none) */
static uint32_t
next_label(const Tr *t)
{
	for (uint32_t j = t->pc + 1; j < t->lf->ncode; j++)
		if (t->labid[j] != UINT32_MAX)
			return j;
	return UINT32_MAX;
}

/* a jump (cc: condition, -1: always) to op pc */
static void
jump_to(Tr *t, int cc, uint32_t pc)
{
	if (cc < 0 && pc < t->lf->ncode && t->ok[pc]) {
		span_offer(t, pc);
		clean_offer(t, pc);
	}
	if (cc < 0 && pc == next_label(t)) {
		/* (the code goes on there: nothing is translated between) */
		contribute(t, pc);
		t->live = false;
		return;
	}
	size_t at = cc < 0 ? jmp(&t->a) : jcc(&t->a, cc);
	VEC_PUSH(&t->fix, Fix, ((Fix){at, pc, 0, 0, 0}));
	if (pc < t->lf->ncode && t->ok[pc])
		contribute(t, pc);
	if (cc < 0)
		t->live = false;
}

/* a side exit before the current op when cc holds */
static void
exit_if(Tr *t, int cc)
{
	size_t at = jcc(&t->a, cc);
	/* (the top bit: to the stub even though the op has a label) */
	VEC_PUSH(&t->fix, Fix, ((Fix){at, t->pc | 0x80000000u, 0, 0, 0}));
}

/* a side exit when cc holds after the op changed R[s] in place by
 * `alu [R+s], k`: its stub does the inverse first, so the interpreter
 * finds the operand it runs the op on again */
static void
exit_undo_if(Tr *t, int cc, uint32_t s, int alu, int32_t k)
{
	size_t at = jcc(&t->a, cc);
	VEC_PUSH(&t->fix, Fix, ((Fix){at, t->pc | 0x80000000u, s + 1, (uint8_t)(alu == ALU_ADD ? ALU_SUB : ALU_ADD), k}));
}

/* exit before the op when one of the n slots is poison (those known
 * clean need no test) */
static void
need_clean(Tr *t, const uint32_t *s, unsigned n)
{
	unsigned m = 0;
	uint32_t u[4];
	for (unsigned k = 0; k < n; k++)
		if (!is_clean(t, s[k]))
			u[m++] = s[k];
	if (!m)
		return;
	if (m == 1) {
		ins_m(&t->a, 0, 0x80, 7, ZS(u[0])); /* cmp byte [Z+s], 0 */
		put(&t->a, 0);
	} else {
		ins_m(&t->a, B8, 0x8a, RAX, ZS(u[0])); /* mov al, [Z+s] */
		for (unsigned k = 1; k < m; k++)
			ins_m(&t->a, B8, 0x0a, RAX, ZS(u[k])); /* or al, [Z+s] */
		ins_r(&t->a, B8, 0x84, RAX, RAX); /* test al, al */
	}
	exit_if(t, CC_NE);
	/* past the test they are clean for the rest of the run */
	for (unsigned k = 0; k < m; k++)
		set_clean(t, u[k], true);
}

static void
need1(Tr *t, uint32_t s)
{
	need_clean(t, &s, 1);
}

static void
need2(Tr *t, uint32_t s0, uint32_t s1)
{
	uint32_t s[2] = {s0, s1};
	need_clean(t, s, s0 == s1 ? 1 : 2);
}

/* word k of the bitset of lf's argument slots */
static uint64_t
param_bits(const LFunc *lf, uint32_t k)
{
	uint32_t n = lf->nparam_slots;
	if (n <= 64 * k)
		return 0;
	return n - 64 * k >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << (n - 64 * k)) - 1;
}

/* rax = R[s], unless the code just stored rax there */
static void
load_rax(Tr *t, uint32_t s)
{
	if (t->rax_slot == s && t->rax_end == t->a.len)
		return;
	ins_m(&t->a, W, 0x8b, RAX, RS(s));
}

static bool defer_store(Tr *t, uint32_t d);
static bool read_at(const Tr *t, uint32_t pc, uint32_t s);

/* R[d] = r, Z[d] = 0 */
static void
result(Tr *t, uint32_t d, int r)
{
	if (r == RAX && defer_store(t, d))
		t->pend = d;
	else
		ins_m(&t->a, W, 0x89, r, RS(d));
	if (!is_clean(t, d)) {
		ins_m(&t->a, 0, 0xc6, 0, ZS(d)); /* mov byte [Z+d], 0 */
		put(&t->a, 0);
		set_clean(t, d, true);
	}
	if (r == RAX) {
		t->rax_slot = d;
		t->rax_end = t->a.len;
	}
}

/* Z[d] = Z[s] (a copy that keeps poison, no exit) */
static void
copy_z(Tr *t, uint32_t d, uint32_t s)
{
	if (is_clean(t, s)) {
		if (!is_clean(t, d)) {
			ins_m(&t->a, 0, 0xc6, 0, ZS(d));
			put(&t->a, 0);
		}
		set_clean(t, d, true);
		return;
	}
	ins_m(&t->a, B8, 0x8a, RDX, ZS(s));
	ins_m(&t->a, B8, 0x88, RDX, ZS(d));
	set_clean(t, d, false);
}

/* test r, the bits of an offset outside the window (MEM_WINDOW_SIZE is
 * 2^31: the sign-extended mask's bits 31 to 63) or not a multiple of n:
 * ZF clear when either is set */
static void
window_test(Asm *a, int r, unsigned n)
{
	ins_r(a, W, 0xf7, 0, r); /* test r, imm32 */
	put32(a, 0x80000000u | (n - 1));
}

/* rax op= rcx (ALU digit or ALU_MUL) */
static void
alu_rr(Asm *a, int alu, int d, int s)
{
	static const uint32_t rr[9] = {[ALU_ADD] = 0x03, [ALU_OR] = 0x0b, [ALU_AND] = 0x23, [ALU_SUB] = 0x2b,
				       [ALU_XOR] = 0x33, [ALU_CMP] = 0x3b, [ALU_MUL] = 0x0faf};
	ins_r(a, W, rr[alu], d, s);
}

static void shadow_check(Tr *t, unsigned n, unsigned allowed);

/* The checked access's fast path (vm.c ACCESS_OK) for the address in
 * rax, n bytes: in the window and a multiple of n (one test: the offset's
 * bits from 31 up, and its low bits; the shadow has room for the n - 1
 * bytes past the window's end), its first and last byte's shadow with
 * the right; else a side exit (the interpreter's slow path decides).
 * rdx = the offset in the window. */
static void
access_check(Tr *t, unsigned n, unsigned allowed)
{
	Asm *a = &t->a;
	ins_m(a, W, 0x8d, RDX, mrefx(RAX, R12, 1, 0)); /* lea rdx, [rax + r12] */
	window_test(a, RDX, n);
	exit_if(t, CC_NE);
	shadow_check(t, n, allowed);
}

/* access_check's test of the shadow, the offset in rdx */
static void
shadow_check(Tr *t, unsigned n, unsigned allowed)
{
	Asm *a = &t->a;
	if (n > 1) {
		ins_m(a, B8, 0x8a, R8, mrefx(R14, RDX, 1, 0)); /* mov r8b, [shadow + off] */
		ins_m(a, B8, 0x22, R8, mrefx(R14, RDX, 1, (int32_t)n - 1)); /* and r8b, [.. + n-1] */
		ins_r(a, B8, 0xf6, 0, R8); /* test r8b, allowed */
	} else {
		ins_m(a, 0, 0xf6, 0, mrefx(R14, RDX, 1, 0)); /* test byte [shadow + off], allowed */
	}
	put(a, (uint8_t)allowed);
	if (allowed != SH_WRITABLE) {
		exit_if(t, CC_E);
		return;
	}
	/* a store's common miss: the bytes' first store (vm.c first_store):
	 * each byte writable, unwritten or poisoned (bit 3 of t | t >> 1 |
	 * t >> 2), then each its kind | 12, written */
	size_t ok = jcc(a, CC_NE);
	uint64_t ones = ~(uint64_t)0 >> (64 - 8 * n) & 0x0101010101010101ull;
	load_n(a, R8, mrefx(R14, RDX, 1, 0), n);
	ins_r(a, W, 0x8b, R10, R8);
	shift_ri(a, SH_SHR, R10, 1);
	ins_r(a, W, 0x0b, R10, R8);
	ins_r(a, W, 0x8b, R11, R8);
	shift_ri(a, SH_SHR, R11, 2);
	ins_r(a, W, 0x0b, R10, R11);
	mov_ri(a, R11, ones * 0x08);
	ins_r(a, W, 0x23, R10, R11);
	ins_r(a, W, 0x3b, R10, R11);
	exit_if(t, CC_NE);
	mask_r(a, R8, ones * 0x03);
	alu_rk(a, ALU_OR, R8, ones * 0x0c);
	store_n(a, mrefx(R14, RDX, 1, 0), R8, n);
	patch(a, ok, a->len);
}

/* rax = R[a] + sext_w(R[b]) * scale (GEPI, GEPIB, the sum an entry tests) */
static void
index_sum(Tr *t, uint32_t a, uint32_t b, uint32_t w, uint64_t scale)
{
	load_rax(t, b);
	sext_r(&t->a, RAX, w);
	if (fits32((int64_t)scale)) {
		ins_r(&t->a, W, 0x69, RAX, RAX);
		put32(&t->a, (uint32_t)scale);
	} else {
		mov_ri(&t->a, R11, scale);
		ins_r(&t->a, W, 0x0faf, RAX, R11);
	}
	ins_m(&t->a, W, 0x03, RAX, RS(a));
}

/* Tr.sum is R[a] + sext_w(R[b]) * scale (plus its off) */
static bool
sum_is(const Tr *t, uint32_t a, uint32_t b, uint64_t scale, uint32_t w)
{
	return t->sum.d != UINT32_MAX && t->sum.a == a && t->sum.b == b && t->sum.scale == scale && t->sum.w == w;
}

/* the address an access op (S_LOAD, S_STORE, S_LOADX, S_STOREX) uses,
 * as Tr.acc keeps it */
static AccFact
acc_of(const Op *op, const Row *r, unsigned n)
{
	bool x = r->shape == S_LOADX || r->shape == S_STOREX;
	return (AccFact){.form = x ? 2 : 1, .n = (uint8_t)n, .a = op->a, .b = x ? op->b : 0, .f = x ? op->f : 0,
			 .c0 = x ? op->x.c[0] : 0,
			 .c1 = x ? (int64_t)(int32_t)op->x.c[1] : r->off ? (int64_t)op->x.k : 0};
}

/* the rights Tr.acc knows for this access (-1: none known) */
static int
acc_known(const Tr *t, const AccFact *k)
{
	const AccFact *f = &t->acc;
	if (!f->form || f->form != k->form || f->n != k->n || f->a != k->a || f->b != k->b || f->f != k->f ||
	    f->c0 != k->c0 || f->c1 != k->c1)
		return -1;
	return f->rights;
}

/* GEPKB's test of its base's byte alone (f 1, w 0: p + 1 from p, base
 * in rcx): none when Tr.acc knows the byte is an object's (an access
 * there passed); the load's own test when the next op loads that byte
 * (readable: an object's too; a byte that is not makes this step the
 * interpreter's, which then does both), which then needs none.  False:
 * GEPKB's own test */
static bool
gep_byte(Tr *t, const Op *op)
{
	Asm *a = &t->a;
	AccFact k = {.form = 1, .n = 1, .a = op->b};
	if (acc_known(t, &k) >= 0)
		return true;
	uint32_t pc = t->pc + 1;
	if (op->d == op->b || pc >= t->lf->ncode || !t->ok[pc] || t->labid[pc] != UINT32_MAX)
		return false;
	const Op *next = &t->lf->code[pc];
	const Row *r = &rows[next->code];
	if (r->shape != S_LOAD || (r->n ? r->n : next->w) != 1)
		return false;
	AccFact nk = acc_of(next, r, 1);
	if (nk.form != k.form || nk.a != k.a || nk.c1 != 0)
		return false;
	ins_m(a, W, 0x8d, RDX, mrefx(RCX, R12, 1, 0));
	window_test(a, RDX, 1);
	exit_if(t, CC_NE);
	shadow_check(t, 1, SH_READABLE);
	k.rights = SH_READABLE;
	t->acc = k;
	return true;
}

/* rax = R[a] + sext_f(R[b]) * c0 + (int32)c1 (LOADX, STOREX); false
 * when the scale does not fit an immediate */
static bool
index_addr(Tr *t, const Op *op)
{
	Asm *a = &t->a;
	uint32_t sc = op->x.c[0];
	if (sc > INT32_MAX || op->f == 0 || op->f > 64)
		return false;
	if (sum_is(t, op->a, op->b, sc, op->f) && fits32((int64_t)(int32_t)op->x.c[1] - t->sum.off)) {
		/* the sum a GEPI made (Tr.sum) */
		load_rax(t, t->sum.d);
		if ((int64_t)(int32_t)op->x.c[1] != t->sum.off)
			alu_ri(a, ALU_ADD, RAX, (int32_t)((int64_t)(int32_t)op->x.c[1] - t->sum.off));
		return true;
	}
	if (t->rax_slot == op->b && t->rax_end == a->len && op->f == 64 && sc && (sc & (sc - 1)) == 0 &&
	    op->a != op->b) {
		/* the index is in rax (the op before computed it): scaled in
		 * place, the base added from its slot */
		unsigned sh = 0;
		while ((1u << sh) < sc)
			sh++;
		if (sh)
			shift_ri(a, SH_SHL, RAX, sh);
		ins_m(a, W, 0x03, RAX, RS(op->a));
		if (op->x.c[1])
			alu_ri(a, ALU_ADD, RAX, (int32_t)op->x.c[1]);
		return true;
	}
	load_rax(t, op->a);
	ins_m(a, W, 0x8b, RCX, RS(op->b));
	sext_r(a, RCX, op->f);
	int scale = 1;
	if (sc == 1 || sc == 2 || sc == 4 || sc == 8)
		scale = (int)sc;
	else {
		ins_r(a, W, 0x69, RCX, RCX); /* imul rcx, rcx, sc */
		put32(a, sc);
	}
	ins_m(a, W, 0x8d, RAX, mrefx(RAX, RCX, scale, (int32_t)op->x.c[1])); /* lea */
	return true;
}

/* the value a store writes, into r9 (a register's after its poison test) */
static void
store_value(Tr *t, const Op *op, const Row *r)
{
	switch (r->val) {
	case 0: need1(t, op->b); ins_m(&t->a, W, 0x8b, R9, RS(op->b)); break;
	case 1: need1(t, op->d); ins_m(&t->a, W, 0x8b, R9, RS(op->d)); break;
	case 2: mov_ri(&t->a, R9, (uint64_t)(int64_t)(int32_t)op->d); break;
	case 3: mov_ri(&t->a, R9, (uint64_t)(int64_t)(int32_t)op->b); break;
	default: mov_ri(&t->a, R9, op->x.k); break;
	}
}

/* the end of a two-way branch: to x.c[0] when cc holds, else x.c[1] */
static void
branch2(Tr *t, const Op *op, int cc)
{
	uint32_t yes = op->x.c[0], no = op->x.c[1], next = next_label(t);
	bool falls = yes == next;
	/* a register the op before left in rax (Tr.pend): stored before the
	 * jump when its target reads it, and after it when the other does */
	uint32_t p = t->pend;
	t->pend = UINT32_MAX;
	if (p != UINT32_MAX && read_at(t, falls ? no : yes, p)) {
		ins_m(&t->a, W, 0x89, RAX, RS(p));
		p = UINT32_MAX;
	}
	if (falls) {
		jump_to(t, cc ^ 1, no); /* (x86 conditions pair by their low bit) */
		if (p != UINT32_MAX && read_at(t, yes, p))
			ins_m(&t->a, W, 0x89, RAX, RS(p));
		jump_to(t, -1, yes); /* (none: it is next) */
		return;
	}
	jump_to(t, cc, yes);
	if (p != UINT32_MAX && read_at(t, no, p))
		ins_m(&t->a, W, 0x89, RAX, RS(p));
	jump_to(t, -1, no); /* (none when no is next) */
}

/* rax, rcx = R[a], R[b] (or the immediate v) ready to compare for a
 * predicate on w bits: signed ones sign-extended */
static void
compare_operands(Tr *t, const Op *op, bool k, uint64_t v, bool sgn, unsigned w)
{
	load_rax(t, op->a);
	if (!k && (!sgn || w >= 64)) { /* cmp rax, R[b] */
		ins_m(&t->a, W, 0x3b, RAX, RS(op->b));
		return;
	}
	if (k && fits32((int64_t)v)) { /* cmp rax, imm32 (sign-extended: v) */
		if (sgn)
			sext_r(&t->a, RAX, w);
		alu_ri(&t->a, ALU_CMP, RAX, (int32_t)v);
		return;
	}
	if (k)
		mov_ri(&t->a, RCX, v);
	else
		ins_m(&t->a, W, 0x8b, RCX, RS(op->b));
	if (sgn) {
		sext_r(&t->a, RAX, w);
		if (!k)
			sext_r(&t->a, RCX, w);
	}
	alu_rr(&t->a, ALU_CMP, RAX, RCX);
}

/* ICMPB and SELCMP: rax, rcx = the operands with their sign bits flipped
 * (f & 8), compared unsigned; the condition of f's relation set */
static int
relset_compare(Tr *t, const Op *op, bool k)
{
	int cc = relset_cc[op->f & 7];
	if (cc < 0 || op->w == 0 || op->w > 64)
		return -1;
	if (op->f & 8 && (op->w == 64 || op->w == 32)) {
		/* signed on 64 or 32 bits: the host's signed conditions, no
		 * flip (a 32-bit cmp reads the low halves); rax keeps R[a] */
		static const int8_t sgn_cc[16] = {[CC_B] = CC_L, [CC_AE] = CC_GE, [CC_E] = CC_E, [CC_NE] = CC_NE,
						  [CC_BE] = CC_LE, [CC_A] = CC_G};
		unsigned fl = op->w == 64 ? W : 0;
		load_rax(t, op->a);
		if (k) { /* (the lowering flipped the immediate's sign bit) */
			uint64_t v = op->x.k ^ (uint64_t)1 << (op->w - 1);
			if (fl) {
				alu_rk(&t->a, ALU_CMP, RAX, v);
			} else { /* cmp eax, imm32 */
				ins_r(&t->a, 0, 0x81, ALU_CMP, RAX);
				put32(&t->a, (uint32_t)v);
			}
		} else {
			ins_m(&t->a, fl, 0x3b, RAX, RS(op->b));
		}
		t->rax_slot = op->a;
		t->rax_end = t->a.len;
		return sgn_cc[cc];
	}
	uint64_t flip = (uint64_t)(op->f >> 3 & 1) << (op->w - 1);
	load_rax(t, op->a);
	if (flip)
		alu_rk(&t->a, ALU_XOR, RAX, flip);
	if (k) {
		alu_rk(&t->a, ALU_CMP, RAX, op->x.k);
		return cc;
	}
	ins_m(&t->a, W, 0x8b, RCX, RS(op->b));
	if (flip)
		alu_rk(&t->a, ALU_XOR, RCX, flip);
	alu_rr(&t->a, ALU_CMP, RAX, RCX);
	return cc;
}


/* the bounds of the base's span that the step R[anchor] + k from the
 * base in slot `base` still needs testing against (gep_near's need): 3
 * unless Tr.run knows steps from that anchor and base; none between two
 * of them (each in the base's object or one past it, so is all between),
 * the upper alone above them, the lower alone below (small offsets: no
 * wrap between them) */
static unsigned
run_need(const Tr *t, uint32_t anchor, uint32_t base, int64_t k)
{
	if (t->run.anchor != anchor || t->run.base != base || !fits32(k))
		return 3;
	return k > t->run.hi ? 2 : k < t->run.lo ? 1 : 0;
}

/* vm_gep_near (vm_ops.h) for the base in slot `base` and the result in
 * rax: a side exit unless the interpreter's fast path would say yes --
 * both in objects at most MEM_REDZONE bytes apart, or further apart both
 * inside the span kept for the base (VM.gep_span, gepcheck.c: the VM's
 * address is the code's constant, as the JIT's code is the VM's own).
 * need: the bounds of the span known for the base that the result is
 * tested against (1 the lower, 2 the upper, 3 both: Tr.run may know the
 * other); a result outside takes the whole test.  rcx: the base after */
static void
gep_near(Tr *t, uint32_t base, unsigned need)
{
	Asm *a = &t->a;
	size_t known = SIZE_MAX;
	if (t->span_slot == base) { /* (SPAN_ANY: the check would fail) */
		/* the span found for this base before: r in it, done */
		size_t below = SIZE_MAX;
		if (need & 1) {
			ins_m(a, W, 0x3b, RAX, ENV(span_lo));
			below = need & 2 ? jcc(a, CC_B) : SIZE_MAX;
		}
		if (need & 2)
			ins_m(a, W, 0x3b, RAX, ENV(span_hi));
		known = jcc(a, need & 2 ? CC_BE : CC_AE);
		if (below != SIZE_MAX)
			patch(a, below, a->len);
	}
	ins_m(a, W, 0x8b, RCX, RS(base)); /* (the fast path above needs no base) */
	ins_r(a, W, 0x8b, RDX, RAX);     /* rdx = r - b */
	ins_r(a, W, 0x2b, RDX, RCX);
	ins_m(a, W, 0x8d, R8, mref(RDX, MEM_REDZONE)); /* d + RZ <= 2 RZ: near */
	alu_ri(a, ALU_CMP, R8, 2 * MEM_REDZONE);
	size_t near = jcc(a, CC_BE);
	/* far: gep_span[(b >> 4) & 63] (at r11 + 8 * r9) has the key b and
	 * holds r (a span kept for b holds b, gepcheck.c) */
	_Static_assert(sizeof t->vm->gep_span[0] == 24, "gep_span's entry");
	ins_r(a, W, 0x8b, R9, RCX);
	shift_ri(a, SH_SHR, R9, 4);
	alu_ri(a, ALU_AND, R9, 63);
	ins_m(a, W, 0x8d, R9, mrefx(R9, R9, 2, 0)); /* r9 *= 3 */
	mov_ri(a, R11, (uint64_t)(uintptr_t)&t->vm->gep_span[0]);
	ins_m(a, W, 0x3b, RCX, mrefx(R11, R9, 8, 0));
	exit_if(t, CC_NE);
	ins_m(a, W, 0x3b, RAX, mrefx(R11, R9, 8, 8));
	exit_if(t, CC_B);
	ins_m(a, W, 0x3b, RAX, mrefx(R11, R9, 8, 16));
	exit_if(t, CC_A);
	/* kept for the next checks of this base (near: none kept) */
	ins_m(a, W, 0x8b, RDX, mrefx(R11, R9, 8, 8));
	ins_m(a, W, 0x89, RDX, ENV(span_lo));
	ins_m(a, W, 0x8b, RDX, mrefx(R11, R9, 8, 16));
	ins_m(a, W, 0x89, RDX, ENV(span_hi));
	size_t done = jmp(a);
	patch(a, near, a->len);
	if (known == SIZE_MAX) /* (else the span kept is the base's object's: it stays) */
		span_empty(t);
	ins_m(a, W, 0x8d, RDX, mrefx(RCX, R12, 1, 0)); /* the offsets of both in the window */
	ins_m(a, W, 0x8d, R8, mrefx(RAX, R12, 1, 0));
	ins_r(a, W, 0x8b, R9, RDX);
	ins_r(a, W, 0x0b, R9, R8);
	shift_ri(a, SH_SHR, R9, 31);     /* (MEM_WINDOW_SIZE is 2^31) */
	exit_if(t, CC_NE);
	ins_m(a, 0, 0x80, 7, mrefx(R14, RDX, 1, 0)); /* shadow[ob] and shadow[or] */
	put(a, 0);
	exit_if(t, CC_E);
	ins_m(a, 0, 0x80, 7, mrefx(R14, R8, 1, 0));
	put(a, 0);
	exit_if(t, CC_E);
	patch(a, done, a->len);
	if (known != SIZE_MAX)
		patch(a, known, a->len);
	t->span_slot = base;
}

_Static_assert(MEM_WINDOW_SIZE == (uint64_t)1 << 31, "gep_near's and access_check's window tests");

/* May op get a template?  (its operands' ranges; what the templates
 * assume of the target) */
static bool
can_translate(const Tr *t, const Op *op)
{
	const Row *r = &rows[op->code];
	if (r->shape == S_NONE)
		return false;
	/* slot offsets are 32-bit displacements */
	if (t->lf->nslots >= (1u << 27))
		return false;
	switch (r->shape) {
	case S_BIN: case S_SHIFT: case S_TRUNC:
		return op->f == 0 && op->w >= 1 && op->w <= 64;
	case S_SHIFTK:
		return op->f == 0 && op->w >= 1 && op->w <= 64 && op->b < op->w;
	case S_NSW: case S_NUW: case S_NUW64: case S_SEXT: case S_ICMP: case S_BRX: case S_BRCMP: case S_MADDK:
		return op->w >= 1 && op->w <= 64 && (r->shape != S_ICMP || op->f < PRED__COUNT) &&
		       (r->shape != S_BRCMP || op->f < PRED__COUNT);
	case S_ICMPB: case S_SELCMP:
		return relset_cc[op->f & 7] >= 0 && op->w >= 1 && op->w <= 64;
	case S_GEPK:
		return t->pmask == ~(uint64_t)0;
	case S_GEPI: case S_GEPIK:
		return t->pmask == ~(uint64_t)0 && op->w >= 1 && op->w <= 64;
	case S_LOAD: case S_STORE:
		return !t->vm->big_endian && (!r->off || fits32((int64_t)op->x.k)) && (r->n || op->w == 1 || op->w == 2 ||
		       op->w == 4 || op->w == 8);
	case S_LOADX: case S_STOREX:
		return !t->vm->big_endian && op->x.c[0] <= INT32_MAX && op->f >= 1 && op->f <= 64;
	case S_LOADF: case S_STOREF:
		return fits32((int64_t)op->x.k) && (r->n || op->w == 1 || op->w == 2 || op->w == 4 || op->w == 8);
	case S_LOADG: case S_STOREG:
		return op->w == 1 || op->w == 2 || op->w == 4 || op->w == 8;
	case S_FBIN:
		return op->w == FK_F64 && op->f <= FO_DIV;
	case S_GEPKB:
		return t->pmask == ~(uint64_t)0 && (!op->f || op->w / MEM_REDZONE <= 16);
	case S_GEPIB:
		return t->pmask == ~(uint64_t)0 && op->w >= 1 && op->w <= 64;
	case S_DIVK:
		/* (the lowering's: not 0, not -1 when signed) */
		return op->w >= 1 && op->w <= 64 && op->b != 0 && (r->alu == 6 || (int32_t)op->b != -1);
	case S_FREEZE:
		return op->x.k == 1;
	case S_FUNNEL:
		/* the host's count is the amount modulo 32 or 64, as the op's */
		return op->w == 32 || op->w == 64;
	case S_ADDG:
		return !t->vm->big_endian && (op->w == 1 || op->w == 2 || op->w == 4 || op->w == 8);
	case S_CALL: {
		/* a direct call that can take the interpreter's fast path (a
		 * defined, fixed-argument function; cs->direct decides at run
		 * time), with at most one result slot; not in a function with
		 * pads (its calls are checked against the funclet rules) */
		const CallSite *cs = op->x.p;
		const Function *f = cs->fn;
		return f && !f->is_decl && !(f->fty->flags & TYF_VARARG) && cs->nargs == f->nargs &&
		       cs->dst_slots <= 1 && cs->nflat <= 32 && !t->lf->has_pads;
	}
	case S_RET:
		return op->w <= 1 && !t->lf->has_pads;
	case S_LIFETIME:
		return op->x.k >= 1 && op->x.k <= (1u << 30);
	case S_LOADREL:
		return !t->vm->big_endian;
	default:
		return true;
	}
}

/* Does a native CALL keep the span known before it (the callee's checks
 * overwrite JitEnv's: it is saved around the call)?  When it is a
 * register's that the call does not write.  (A span kept across a call
 * may outlive its object, as the interpreter's cache of spans does:
 * gepcheck.c) */
static bool
call_keeps_span(const Tr *t, const Op *op)
{
	const CallSite *cs = op->x.p;
	return t->span_slot < t->lf->nslots && !(cs->dst_slots && cs->dst == t->span_slot);
}

/* CALL (vm.c's fast path, the same checks): a side exit unless the
 * callee has a native entry (cs->native: its calls can be native, vm.c
 * do_call), no argument is poison, the host stack (and --max-depth:
 * JitEnv.floor) and the registers have room; then the arguments into the
 * callee's first slots and a host call of its native entry (which sets
 * its constants).  Its frame is made only if an exit leaves it to the
 * interpreter: then this frame's return point is listed with it */
static void
emit_call(Tr *t, const Op *op)
{
	Asm *a = &t->a;
	const CallSite *cs = op->x.p;
	uint32_t nc = t->lf->nslots;
	mov_ri(a, RAX, (uint64_t)(uintptr_t)cs);
	ins_m(a, W, 0x8b, R9, mref(RAX, offsetof(CallSite, native)));
	ins_r(a, W, 0x85, R9, R9);
	exit_if(t, CC_E);
	ins_m(a, W, 0x8b, R8, mref(RAX, offsetof(CallSite, direct)));   /* r8 = the callee's LFunc */
	/* a poison argument: the interpreter (check_noundef; rax is scratch) */
	for (uint32_t k = 0; k < cs->nflat; k += 4)
		need_clean(t, cs->flat + k, cs->nflat - k < 4 ? cs->nflat - k : 4);
	ins_m(a, W, 0x3b, RSP, ENV(floor));
	exit_if(t, CC_B);
	/* the callee's registers end at or before regs_end (vm.c: base +
	 * nslots + 16 <= capregs) */
	ins_m(a, 0, 0x8b, R11, mref(R8, offsetof(LFunc, nslots)));
	ins_m(a, W, 0x8d, R11, mrefx(RDI, R11, 8, (int32_t)(8 * (nc + 16))));
	ins_m(a, W, 0x3b, R11, ENV(regs_end));
	exit_if(t, CC_A);
	/* the arguments (clean), into the callee's first slots */
	for (uint32_t k = 0; k < cs->nflat; k++) {
		load_rax(t, cs->flat[k]);
		ins_m(a, W, 0x89, RAX, RS(nc + k));
		ins_m(a, 0, 0xc6, 0, ZS(nc + k));
		put(a, 0);
	}
	/* the call, with R and Z the callee's (its code leaves rbx, rbp and
	 * r12-r15 as they are: no frame block, the same window); the span
	 * known here kept on the host stack meanwhile (call_keeps_span:
	 * 16 bytes more a call, within the floor's room) */
	bool keep = call_keeps_span(t, op);
	ins_m(a, W, 0x8d, RDI, RS(nc));
	ins_m(a, W, 0x8d, RSI, ZS(nc));
	if (keep) {
		ins_m(a, 0, 0xff, 6, ENV(span_lo)); /* push qword */
		ins_m(a, 0, 0xff, 6, ENV(span_hi));
	}
	ins_r(a, 0, 0xff, 2, R9);    /* call r9 */
	if (keep) {
		ins_m(a, 0, 0x8f, 0, ENV(span_hi)); /* pop qword */
		ins_m(a, 0, 0x8f, 0, ENV(span_lo));
	}
	ins_m(a, W, 0x8d, RDI, mref(RDI, -(int32_t)(8 * nc)));
	ins_m(a, W, 0x8d, RSI, mref(RSI, -(int32_t)nc));
	/* not returned: the callee's frame (or one above) goes on in the
	 * interpreter: its frame listed, this one's return point with it */
	ins_r(a, 0, 0x83, 7, RAX);   /* cmp eax, JIT_RETURNED */
	put(a, 0xff);
	size_t back = jcc(a, CC_E);
	_Static_assert(sizeof(JitPending) == 16, "pend's entry");
	ins_m(a, W, 0x8b, RCX, ENV(pend));
	ins_m(a, 0, 0x8b, RDX, ENV(npend));
	shift_ri(a, SH_SHL, RDX, 4);
	mov_ri(a, R8, (uint64_t)(uintptr_t)cs);
	ins_m(a, W, 0x89, R8, mrefx(RCX, RDX, 1, offsetof(JitPending, cs)));
	ins_m(a, 0, 0xc7, 0, mrefx(RCX, RDX, 1, offsetof(JitPending, ret_pc)));
	put32(a, t->pc + 1);
	ins_m(a, 0, 0xff, 0, ENV(npend)); /* inc */
	ins_r(a, 0, 0x81, 1, RAX);   /* or eax, JIT_RELOAD */
	put32(a, JIT_RELOAD);
	patch(a, jmp(a), t->epilogue);
	patch(a, back, a->len);
	if (cs->dst_slots) {
		load_rax(t, nc);
		ins_m(a, W, 0x89, RAX, RS(cs->dst));
		ins_m(a, B8, 0x8a, RAX, ZS(nc));
		ins_m(a, B8, 0x88, RAX, ZS(cs->dst));
		set_clean(t, cs->dst, false);
	}
	if (cs->normal_pc)
		jump_to(t, -1, cs->normal_pc);
}

/* LIFETIME (lifetime.c vm_lifetime_mark) on an object of live stack,
 * [sp, stack_hi), whose first byte is stack memory: its x.k shadow bytes
 * set to live-and-unwritten (start) or dead (end).  Anything else (a
 * poison pointer, one elsewhere: no-ops) is the interpreter's. */
static void
emit_lifetime(Tr *t, const Op *op)
{
	Asm *a = &t->a;
	uint32_t n = (uint32_t)op->x.k;
	need1(t, op->a);
	load_rax(t, op->a);
	ins_m(a, W, 0x8b, RCX, ENV(vm));
	ins_m(a, W, 0x3b, RAX, mref(RCX, (int32_t)(offsetof(VM, mem) + offsetof(Mem, sp)))); /* cmp rax, sp */
	exit_if(t, CC_B);
	ins_m(a, W, 0x8d, RDX, mref(RAX, (int32_t)n)); /* lea rdx, [rax + n]: the end */
	ins_r(a, W, 0x3b, RDX, RAX);                   /* (no wrap) */
	exit_if(t, CC_B);
	ins_m(a, W, 0x3b, RDX, mref(RCX, (int32_t)(offsetof(VM, mem) + offsetof(Mem, stack_hi))));
	exit_if(t, CC_A);
	ins_m(a, W, 0x8d, RDX, mrefx(RAX, R12, 1, 0)); /* lea rdx, [rax + r12]: the offset */
	ins_m(a, 0, 0x0fb6, RCX, mrefx(R14, RDX, 1, 0)); /* movzx ecx, byte [shadow + off] */
	ins_r(a, 0, 0x83, 7, RCX);                     /* cmp ecx, SH_DEAD_STACK */
	put(a, SH_DEAD_STACK);
	size_t dead = jcc(a, CC_E);
	ins_r(a, 0, 0x83, 4, RCX);                     /* and ecx, 3 */
	put(a, 3);
	ins_r(a, 0, 0x83, 7, RCX);                     /* cmp ecx, SH_STACK & 3 */
	put(a, SH_STACK & 3);
	exit_if(t, CC_NE);
	patch(a, dead, a->len);
	uint8_t state = op->f ? SH_STACK_UNINIT : SH_DEAD_STACK;
	if (n <= 64) {
		/* eight bytes at a time, the last store overlapping */
		mov_ri(a, R8, 0x0101010101010101ull * state);
		uint32_t k = 0;
		for (; k + 8 <= n; k += 8)
			ins_m(a, W, 0x89, R8, mrefx(R14, RDX, 1, (int32_t)k));
		if (k < n && n >= 8)
			ins_m(a, W, 0x89, R8, mrefx(R14, RDX, 1, (int32_t)(n - 8)));
		else
			for (; k < n; k++)
				ins_m(a, B8, 0x88, R8, mrefx(R14, RDX, 1, (int32_t)k));
		return;
	}
	/* rep stosb (rdi is R: kept in r8 meanwhile) */
	ins_r(a, W, 0x8b, R8, RDI);
	ins_m(a, W, 0x8d, RDI, mrefx(R14, RDX, 1, 0));
	mov_ri(a, RCX, n);
	mov_ri(a, RAX, state);
	put(a, 0xf3);
	put(a, 0xaa);
	ins_r(a, W, 0x8b, RDI, R8);
}

/* a native CALL's way in: the flag that a native caller called, the
 * callee's constants (vm.c CALL: nk slots from kbase), then op 0's entry */
static void
native_entry(Tr *t, size_t op0)
{
	Asm *a = &t->a;
	const LFunc *lf = t->lf;
	put(a, 0x6a); /* push 1 */
	put(a, 1);
	for (uint32_t s = lf->kbase; s < lf->kbase + lf->nk; s++) {
		uint64_t v = lf->k[s];
		if (fits32((int64_t)v)) {
			ins_m(a, W, 0xc7, 0, RS(s));
			put32(a, (uint32_t)v);
		} else {
			mov_ri(a, RAX, v);
			ins_m(a, W, 0x89, RAX, RS(s));
		}
		ins_m(a, 0, 0xc6, 0, ZS(s));
		put(a, lf->kpoison[s]);
	}
	patch(a, jmp(a), op0);
}

/* RET of a frame a native CALL made (else the interpreter's): as vm.c
 * RET where the caller is not the entry frame: its result into slot 0
 * for the caller (the frame was never pushed: nothing to pop).  What
 * vm.c's RET also looks at needs no test here: a natively called frame has run natively all its life
 * (any exit in it goes on in the interpreter, which then returns from it
 * itself; the interpreter enters native code with the flag 0), and no
 * template moves the stack pointer or sets a frame flag, so its stack
 * pointer is still its sp_mark (vm_frame_release: nothing to release)
 * and its flags still 0 (not an entry frame, no setjmp) */
static void
emit_ret(Tr *t, const Op *op)
{
	Asm *a = &t->a;
	ins_m(a, 0, 0x83, 7, mref(RSP, 0));
	put(a, 0);
	exit_if(t, CC_E);
	if (op->f) /* a noundef result: the report is the interpreter's */
		need1(t, op->a);
	if (op->w) {
		load_rax(t, op->a);
		ins_m(a, W, 0x89, RAX, RS(0));
		if (is_clean(t, op->a)) {
			ins_m(a, 0, 0xc6, 0, ZS(0));
			put(a, 0);
		} else {
			ins_m(a, B8, 0x8a, RAX, ZS(op->a));
			ins_m(a, B8, 0x88, RAX, ZS(0));
		}
	}
	mov_ri(a, RAX, JIT_RETURNED);
	/* the epilogue's way for a native caller: its flag off the stack */
	push_pop(a, RCX, true);
	put(a, 0xc3);
	t->live = false;
}

/* one op's machine code; false: none after all (the caller makes it an exit) */
static bool
emit_op(Tr *t, const Op *op)
{
	const Row *r = &rows[op->code];
	Asm *a = &t->a;
	unsigned s = 64 - op->w;
	if (t->pend != UINT32_MAX &&
	    !((r->shape == S_BRX || r->shape == S_BRCMP) && (op->a == t->pend || (!r->k && op->b == t->pend)))) {
		/* (never: defer_store saw this op) */
		ins_m(a, W, 0x89, RAX, RS(t->pend));
		t->pend = UINT32_MAX;
	}
	switch ((Shape)r->shape) {
	case S_NONE:
		return false;
	case S_NOP:
		break;
	case S_JMP:
		jump_to(t, -1, op->x.c[0]);
		break;
	case S_MOV:
	case S_MOVJ:
		load_rax(t, op->a);
		ins_m(a, W, 0x89, RAX, RS(op->d));
		copy_z(t, op->d, op->a);
		t->rax_slot = op->d;
		t->rax_end = a->len;
		if (r->shape == S_MOVJ)
			jump_to(t, -1, op->x.c[0]);
		break;
	case S_SETK:
		mov_ri(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_BIN:
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		load_rax(t, op->a);
		{
			/* i32: the host's 32-bit form clears the top, the mask */
			bool w32 = op->x.k == 0xffffffffu;
			unsigned fl = w32 ? 0 : W;
			if (r->k && r->alu == ALU_MUL) {
				ins_r(a, fl, 0x69, RAX, RAX); /* imul rax, rax, imm32 */
				put32(a, op->b);
			} else if (r->k) {
				ins_r(a, fl, 0x81, r->alu, RAX);
				put32(a, op->b);
			} else {
				static const uint32_t rm[9] = {[ALU_ADD] = 0x03, [ALU_OR] = 0x0b, [ALU_AND] = 0x23,
							       [ALU_SUB] = 0x2b, [ALU_XOR] = 0x33, [ALU_MUL] = 0x0faf};
				ins_m(a, fl, rm[r->alu], RAX, RS(op->b));
			}
			if (!w32)
				mask_r(a, RAX, op->x.k);
		}
		result(t, op->d, RAX);
		break;
	case S_NSW: {
		/* (vm.c NSW_BODY) the w-bit operation overflows exactly when
		 * the operands at the top of 64 bits overflow as int64_t */
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		uint64_t b = (uint64_t)(int64_t)(int32_t)op->b;
		if (r->k && op->d == op->a && op->w == 64 && r->alu != ALU_MUL) {
			/* a register stepped by a constant (i += k): in place,
			 * an overflow's exit undoes it */
			ins_m(a, W, 0x81, r->alu, RS(op->d));
			put32(a, op->b);
			exit_undo_if(t, CC_O, op->d, r->alu, (int32_t)op->b);
			t->rax_slot = UINT32_MAX; /* (rax is not it; d was clean: a) */
			break;
		}
		if (op->w == 32 || op->w == 64) {
			/* the host's own flag at these widths (a 32-bit result
			 * clears the top of rax, as the op's mask) */
			unsigned fl = op->w == 64 ? W : 0;
			static const uint32_t rm[9] = {[ALU_ADD] = 0x03, [ALU_SUB] = 0x2b, [ALU_MUL] = 0x0faf};
			load_rax(t, op->a);
			if (!r->k) {
				ins_m(a, fl, rm[r->alu], RAX, RS(op->b));
			} else if (r->alu == ALU_MUL) {
				ins_r(a, fl, 0x69, RAX, RAX); /* imul eax, eax, imm32 */
				put32(a, op->b);
			} else {
				ins_r(a, fl, 0x81, r->alu, RAX);
				put32(a, op->b);
			}
			exit_if(t, CC_O);
			result(t, op->d, RAX);
			break;
		}
		load_rax(t, op->a);
		shift_ri(a, SH_SHL, RAX, s);
		if (r->k) {
			uint64_t v = r->alu == ALU_MUL ? (uint64_t)((int64_t)(b << s) >> s) : b << s;
			mov_ri(a, RCX, v);
		} else {
			ins_m(a, W, 0x8b, RCX, RS(op->b));
			if (r->alu == ALU_MUL)
				sext_r(a, RCX, op->w);
			else
				shift_ri(a, SH_SHL, RCX, s);
		}
		alu_rr(a, r->alu, RAX, RCX);
		exit_if(t, CC_O);
		shift_ri(a, SH_SHR, RAX, s);
		result(t, op->d, RAX);
		break;
	}
	case S_NUW:
	case S_NUW64: {
		/* (vm.c NUW2_BODY, NUW64_BODY) the host's carry is the
		 * unsigned wrap, its overflow the signed one */
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		bool w64 = r->shape == S_NUW64;
		if (w64)
			s = 0;
		if (w64 && r->k && op->d == op->a) {
			/* a register stepped by a constant (i += k): in place,
			 * an exit undoes it */
			ins_m(a, W, 0x81, r->alu, RS(op->d));
			put32(a, op->b);
			exit_undo_if(t, CC_B, op->d, r->alu, (int32_t)op->b);
			if (op->f & OPF_NSW)
				exit_undo_if(t, CC_O, op->d, r->alu, (int32_t)op->b);
			t->rax_slot = UINT32_MAX;
			break;
		}
		uint64_t b = (uint64_t)(int64_t)(int32_t)op->b;
		if (!w64)
			b &= op->x.k;
		load_rax(t, op->a);
		shift_ri(a, SH_SHL, RAX, s);
		if (r->k && s == 0) { /* 64 bits: op rax, imm32 (sign-extended, as b) */
			ins_r(a, W, 0x81, r->alu, RAX);
			put32(a, op->b);
		} else if (r->k) {
			mov_ri(a, RCX, b << s);
			alu_rr(a, r->alu, RAX, RCX);
		} else if (s == 0) { /* 64 bits: op rax, R[b] */
			ins_m(a, W, r->alu == ALU_ADD ? 0x03 : 0x2b, RAX, RS(op->b));
		} else {
			ins_m(a, W, 0x8b, RCX, RS(op->b));
			if (!w64)
				mask_r(a, RCX, op->x.k);
			shift_ri(a, SH_SHL, RCX, s);
			alu_rr(a, r->alu, RAX, RCX);
		}
		/* the i64 forms always have nuw (ADD64_BAD tests r < a alone) */
		if (w64 || (op->f & OPF_NUW))
			exit_if(t, CC_B);
		if (op->f & OPF_NSW)
			exit_if(t, CC_O);
		shift_ri(a, SH_SHR, RAX, s);
		result(t, op->d, RAX);
		break;
	}
	case S_SHIFTK:
		need1(t, op->a);
		load_rax(t, op->a);
		if (r->alu == SH_SAR) {
			shift_ri(a, SH_SHL, RAX, s);
			shift_ri(a, SH_SAR, RAX, s + op->b);
		} else {
			shift_ri(a, r->alu, RAX, op->b);
		}
		mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_SHIFT:
		/* an amount of the width or more is poison: the interpreter's */
		need2(t, op->a, op->b);
		ins_m(a, W, 0x8b, RCX, RS(op->b));
		ins_r(a, W, 0x81, 7, RCX); /* cmp rcx, w */
		put32(a, op->w);
		exit_if(t, CC_AE);
		load_rax(t, op->a);
		if (r->alu == SH_SAR)
			sext_r(a, RAX, op->w);
		ins_r(a, W, 0xd3, r->alu, RAX); /* shift rax, cl */
		mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_TRUNC:
		need1(t, op->a);
		load_rax(t, op->a);
		mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_SEXT:
		need1(t, op->a);
		load_rax(t, op->a);
		sext_r(a, RAX, op->w);
		mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_ICMP: {
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		bool sg = icmp_signed(op->f);
		uint64_t v = vm_imm(op->b, op->w);
		if (sg)
			v = (uint64_t)vm_sext(v, op->w);
		compare_operands(t, op, r->k, v, sg, op->w);
		ins_r(a, B8, 0x0f90 + icmp_cc[op->f], 0, RAX); /* setcc al */
		ins_r(a, B8, 0x0fb6, RAX, RAX);               /* movzx eax, al */
		result(t, op->d, RAX);
		break;
	}
	case S_ICMPB: {
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		int cc = relset_compare(t, op, r->k);
		ins_r(a, B8, 0x0f90 + (uint32_t)cc, 0, RAX);
		ins_r(a, B8, 0x0fb6, RAX, RAX);
		result(t, op->d, RAX);
		break;
	}
	case S_SELCMP: {
		/* a poison compare operand makes the result poison: the
		 * interpreter's; the chosen value's poison goes along */
		need2(t, op->a, op->b);
		int cc = relset_compare(t, op, false);
		uint32_t c0 = op->x.c[0], c1 = op->x.c[1];
		load_rax(t, c0);
		ins_m(a, W, 0x0f40 + (uint32_t)(cc ^ 1), RAX, RS(c1)); /* cmov(!cc) rax, R[c1] */
		if (is_clean(t, c0) && is_clean(t, c1)) {
			result(t, op->d, RAX);
			break;
		}
		ins_m(a, 0, 0x0fb6, RDX, ZS(c0));
		ins_m(a, 0, 0x0fb6, R8, ZS(c1));
		ins_r(a, 0, 0x0f40 + (uint32_t)(cc ^ 1), RDX, R8);
		ins_m(a, W, 0x89, RAX, RS(op->d));
		ins_m(a, B8, 0x88, RDX, ZS(op->d));
		set_clean(t, op->d, false);
		break;
	}
	case S_SELECT1: {
		need1(t, op->a);
		uint32_t c0 = op->b, c1 = op->x.c[0];
		ins_m(a, 0, 0xf6, 0, RS(op->a)); /* test byte R[a], 1 */
		put(a, 1);
		load_rax(t, c0);
		ins_m(a, W, 0x0f40 + CC_E, RAX, RS(c1)); /* cmovz */
		if (is_clean(t, c0) && is_clean(t, c1)) {
			result(t, op->d, RAX);
			break;
		}
		ins_m(a, 0, 0x0fb6, RDX, ZS(c0));
		ins_m(a, 0, 0x0fb6, R8, ZS(c1));
		ins_r(a, 0, 0x0f40 + CC_E, RDX, R8);
		ins_m(a, W, 0x89, RAX, RS(op->d));
		ins_m(a, B8, 0x88, RDX, ZS(op->d));
		set_clean(t, op->d, false);
		break;
	}
	case S_BR:
		need1(t, op->a);
		ins_m(a, 0, 0xf6, 0, RS(op->a)); /* test byte R[a], 1 */
		put(a, 1);
		branch2(t, op, CC_NE);
		break;
	case S_BRCMP: {
		if (t->pend != UINT32_MAX && t->pend == op->b && op->a != op->b) {
			need1(t, op->a);
			ins_m(a, W, 0x39, RAX, RS(op->a)); /* cmp R[a], rax: rax is R[b] (Tr.pend) */
			branch2(t, op, icmp_cc[op->f]);
			break;
		}
		need2(t, op->a, op->b);
		bool sg = icmp_signed(op->f);
		compare_operands(t, op, false, 0, sg, op->w);
		branch2(t, op, icmp_cc[op->f]);
		break;
	}
	case S_BRX: {
		if (t->pend != UINT32_MAX && !r->k && t->pend == op->b && op->a != op->b) {
			need1(t, op->a);
			ins_m(a, W, 0x39, RAX, RS(op->a)); /* cmp R[a], rax: rax is R[b] (Tr.pend) */
			branch2(t, op, r->cc);
			break;
		}
		if (r->k)
			need1(t, op->a);
		else
			need2(t, op->a, op->b);
		/* K: zero-extended from 32 bits (EQ NE U..), sign-extended (S..) */
		uint64_t v = r->sgn ? (uint64_t)(int64_t)(int32_t)op->b : (uint64_t)op->b;
		compare_operands(t, op, r->k, v, r->sgn, op->w);
		branch2(t, op, r->cc);
		break;
	}
	case S_GEPK:
		/* (a poison operand: the interpreter's, so the result here is
		 * known clean for the accesses through it) */
		need1(t, op->a);
		load_rax(t, op->a);
		alu_rk(a, ALU_ADD, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_GEPI:
	case S_GEPIK: {
		uint64_t sc = r->shape == S_GEPI ? op->x.k : op->x.c[0];
		int64_t k = r->shape == S_GEPI ? 0 : (int64_t)(int32_t)op->x.c[1];
		need2(t, op->a, op->b);
		if (sum_is(t, op->a, op->b, sc, op->w) && fits32(k - t->sum.off)) {
			/* the sum a GEPI made (Tr.sum) */
			load_rax(t, t->sum.d);
			if (k != t->sum.off)
				alu_ri(a, ALU_ADD, RAX, (int32_t)(k - t->sum.off));
			result(t, op->d, RAX);
			break;
		}
		index_sum(t, op->a, op->b, op->w, sc);
		if (r->shape == S_GEPIK)
			alu_ri(a, ALU_ADD, RAX, (int32_t)op->x.c[1]);
		result(t, op->d, RAX);
		break;
	}
	case S_LOAD:
	case S_LOADX: {
		unsigned n = r->n ? r->n : op->w;
		if (r->shape == S_LOADX) {
			need2(t, op->a, op->b);
			index_addr(t, op);
		} else {
			need1(t, op->a);
			load_rax(t, op->a);
			if (r->off)
				alu_ri(a, ALU_ADD, RAX, (int32_t)op->x.k);
		}
		AccFact k = acc_of(op, r, n);
		int known = acc_known(t, &k);
		bool plain = r->shape == S_LOAD && (!r->off || op->x.k == 0) && (n == 1 || n == 2 || n == 4 || n == 8);
		if (plain && rd_has(t, op->a, n))
			known = known < 0 ? SH_READABLE : known | SH_READABLE;
		if (known > 0) /* (readable: it was loaded; written: it was stored) */
			ins_m(a, W, 0x8d, RDX, mrefx(RAX, R12, 1, 0));
		else
			access_check(t, n, SH_READABLE);
		if (plain && op->d != op->a)
			rd_set(t, op->a, n);
		load_n(a, RAX, mrefx(R13, RDX, 1, 0), n);
		/* LOAD's own mask (an i1 loads a byte, keeps a bit; the n
		 * bytes' own is the load's zero extension) */
		if (r->shape == S_LOAD && !r->off && op->x.k != (~(uint64_t)0 >> (64 - 8 * n)))
			mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		k.rights = (uint8_t)(SH_READABLE | (known > 0 ? known : 0));
		t->acc = k;
		break;
	}
	case S_STORE:
	case S_STOREX: {
		unsigned n = r->n ? r->n : op->w;
		if (r->shape == S_STOREX) {
			need2(t, op->a, op->b);
			store_value(t, op, r); /* (in r9: index_addr takes rcx) */
			index_addr(t, op);
		} else {
			need1(t, op->a);
			store_value(t, op, r);
			load_rax(t, op->a);
			if (r->off)
				alu_ri(a, ALU_ADD, RAX, (int32_t)op->x.k);
		}
		AccFact k = acc_of(op, r, n);
		int known = acc_known(t, &k);
		bool plain = r->shape == S_STORE && (!r->off || op->x.k == 0) && (n == 1 || n == 2 || n == 4 || n == 8);
		if (plain && rd_has(t, op->a, n) && known < 0)
			known = SH_READABLE;
		if (plain)
			rd_set(t, op->a, n);
		if (known < 0) {
			access_check(t, n, SH_WRITABLE);
		} else {
			ins_m(a, W, 0x8d, RDX, mrefx(RAX, R12, 1, 0)); /* (in the window) */
			if (known & SH_READABLE && !(known & SH_WRITABLE)) {
				/* read: written, so the right alone (a constant's
				 * bytes lack it), its first byte's: both ends are an
				 * object's, and so one object's (redzones between
				 * objects are wider than 8 bytes), one kind */
				ins_m(a, 0, 0xf6, 0, mrefx(R14, RDX, 1, 0));
				put(a, SH_WRITABLE);
				exit_if(t, CC_E);
			}
		}
		store_n(a, mrefx(R13, RDX, 1, 0), R9, n);
		k.rights = SH_READABLE | SH_WRITABLE; /* (written now) */
		t->acc = k;
		break;
	}
	case S_LOADF: {
		unsigned n = r->n ? r->n : op->w;
		load_n(a, RAX, mref(RBX, (int32_t)op->x.k), n);
		result(t, op->d, RAX);
		break;
	}
	case S_STOREF:
		/* (the interpreter stores R[b] as it is: a private object,
		 * never read unwritten, keeps no poison) */
		if (r->val == 2)
			mov_ri(a, RCX, (uint64_t)(int64_t)(int32_t)op->d);
		else
			ins_m(a, W, 0x8b, RCX, RS(op->b));
		store_n(a, mref(RBX, (int32_t)op->x.k), RCX, op->w);
		break;
	case S_LOADG:
	case S_STOREG: {
		/* a global's shadow is at a fixed distance from its bytes */
		bool st = r->shape == S_STOREG;
		const uint8_t *p = op->x.p;
		const uint8_t *sh = p + (t->vm->mem.shadow - t->vm->mem.host);
		if (st) {
			need1(t, op->b);
			ins_m(a, W, 0x8b, RCX, RS(op->b));
		}
		mov_ri(a, R11, (uint64_t)(uintptr_t)sh);
		ins_m(a, B8, 0x8a, R8, mref(R11, 0));
		if (op->w > 1)
			ins_m(a, B8, 0x22, R8, mref(R11, (int32_t)op->w - 1));
		ins_r(a, B8, 0xf6, 0, R8);
		put(a, st ? SH_WRITABLE : SH_READABLE);
		exit_if(t, CC_E);
		mov_ri(a, R11, (uint64_t)(uintptr_t)p);
		if (st) {
			store_n(a, mref(R11, 0), RCX, op->w);
		} else {
			load_n(a, RAX, mref(R11, 0), op->w);
			result(t, op->d, RAX);
		}
		break;
	}
	case S_MADDK:
		need2(t, op->a, op->b);
		load_rax(t, op->a);
		ins_r(a, W, 0x69, RAX, RAX);
		put32(a, op->x.c[0]);
		ins_m(a, W, 0x03, RAX, RS(op->b));
		mask_r(a, RAX, vm_wmask(op->w));
		result(t, op->d, RAX);
		break;
	case S_FBIN: {
		/* the host's SSE2 arithmetic is C's on this host (vm.c FADD64...) */
		static const uint32_t sd[4] = {[FO_ADD] = 0x0f58, [FO_SUB] = 0x0f5c, [FO_MUL] = 0x0f59, [FO_DIV] = 0x0f5e};
		need2(t, op->a, op->b);
		ins_m(a, PF3, 0x0f7e, 0, RS(op->a));     /* movq xmm0, R[a] */
		ins_m(a, PF2, sd[op->f], 0, RS(op->b));  /* op sd xmm0, R[b] */
		ins_m(a, P66, 0x0fd6, 0, RS(op->d));     /* movq R[d], xmm0 */
		if (!is_clean(t, op->d)) {
			ins_m(a, 0, 0xc6, 0, ZS(op->d));
			put(a, 0);
			set_clean(t, op->d, true);
		}
		break;
	}
	case S_CHECKPOISON:
		need1(t, op->a);
		break;
	case S_GEPKB:
		/* (vm.c GEPKB) poison operands: the interpreter's result */
		need2(t, op->a, op->b);
		if (op->a == op->b && fits32((int64_t)op->x.k) && !(t->rax_slot == op->a && t->rax_end == a->len)) {
			/* p + k checked against p itself (p++): one load */
			ins_m(a, W, 0x8b, RCX, RS(op->b));
			ins_m(a, W, 0x8d, RAX, mref(RCX, (int32_t)op->x.k));
		} else {
			load_rax(t, op->a);
			alu_rk(a, ALU_ADD, RAX, op->x.k);
			if (op->f)
				ins_m(a, W, 0x8b, RCX, RS(op->b));
		}
		if (!op->f) {
			unsigned need = run_need(t, op->a, op->b, (int64_t)op->x.k);
			if (need)
				gep_near(t, op->b, need);
		} else if (op->f == 1 && op->w == 0 && gep_byte(t, op)) {
			/* (the base's byte: known, or tested for the load after) */
		} else {
			/* w + 1 bytes up from the base (f 1) or the result (f 2),
			 * their shadow inside the window (and 8 bytes past it) */
			ins_m(a, W, 0x8d, RDX, mrefx(op->f == 2 ? RAX : RCX, R12, 1, 0));
			if (op->w < 8) {
				window_test(a, RDX, 1);
				exit_if(t, CC_NE);
			} else {
				mov_ri(a, R11, MEM_WINDOW_SIZE - 256);
				ins_r(a, W, 0x3b, RDX, R11);
				exit_if(t, CC_AE);
			}
			for (unsigned k = 0; k < op->w; k += MEM_REDZONE) {
				ins_m(a, 0, 0x80, 7, mrefx(R14, RDX, 1, (int32_t)k));
				put(a, 0);
				exit_if(t, CC_E);
			}
			ins_m(a, 0, 0x80, 7, mrefx(R14, RDX, 1, op->w));
			put(a, 0);
			exit_if(t, CC_E);
		}
		result(t, op->d, RAX);
		break;
	case S_GEPIB:
		need2(t, op->a, op->b);
		if (sum_is(t, op->a, op->b, op->x.k, op->w) && fits32(-t->sum.off)) {
			/* the sum a GEPI made: a step from its slot */
			load_rax(t, t->sum.d);
			if (t->sum.off)
				alu_ri(a, ALU_ADD, RAX, (int32_t)-t->sum.off);
			unsigned need = run_need(t, t->sum.d, op->a, -t->sum.off);
			if (need)
				gep_near(t, op->a, need);
			result(t, op->d, RAX);
			break;
		}
		index_sum(t, op->a, op->b, op->w, op->x.k);
		gep_near(t, op->a, 3);
		result(t, op->d, RAX);
		break;
	case S_DIVK:
		/* the divisor is never 0 (nor -1 signed): no trap; exact's
		 * remainder is poison: the interpreter's */
		need1(t, op->a);
		load_rax(t, op->a);
		if (r->alu == 7) {
			sext_r(a, RAX, op->w);
			mov_ri(a, RCX, (uint64_t)(int64_t)(int32_t)op->b);
			put(a, 0x48); /* cqo */
			put(a, 0x99);
		} else {
			mov_ri(a, RCX, op->b);
			ins_r(a, 0, 0x33, RDX, RDX); /* xor edx, edx */
		}
		ins_r(a, W, 0xf7, r->alu, RCX);  /* div / idiv rcx */
		if (!r->n && (op->f & OPF_EXACT)) {
			ins_r(a, W, 0x85, RDX, RDX);
			exit_if(t, CC_NE);
		}
		if (r->n)
			ins_r(a, W, 0x8b, RAX, RDX);
		if (r->alu == 7)
			mask_r(a, RAX, op->x.k);
		result(t, op->d, RAX);
		break;
	case S_FUNNEL: {
		/* (vm.c FUNNEL) fshl: shld a, b, s; fshr: shrd b, a, s; a
		 * zero amount leaves the first operand as it is */
		uint32_t s3[3] = {op->a, op->b, op->x.c[0]};
		need_clean(t, s3, 3);
		unsigned fl = op->w == 64 ? W : 0;
		ins_m(a, W, 0x8b, RCX, RS(op->x.c[0]));
		ins_m(a, W, 0x8b, op->f ? RAX : RDX, RS(op->a));
		ins_m(a, W, 0x8b, op->f ? RDX : RAX, RS(op->b));
		ins_r(a, fl, op->f ? 0x0fa5 : 0x0fad, RDX, RAX); /* sh[lr]d rax, rdx, cl */
		if (op->w == 32)
			mask_r(a, RAX, 0xffffffffu);
		result(t, op->d, RAX);
		break;
	}
	case S_ADDG: {
		/* (vm.c ADDG) an nsw sum that overflows: the interpreter's */
		mov_ri(a, R11, (uint64_t)(uintptr_t)op->x.p);
		load_n(a, RAX, mref(R11, 0), op->w);
		uint64_t k = (uint64_t)(int64_t)(int32_t)op->b;
		if (op->f) {
			unsigned sh = 64 - 8 * op->w;
			ins_r(a, W, 0x8b, RCX, RAX);
			shift_ri(a, SH_SHL, RCX, sh);
			mov_ri(a, RDX, k << sh);
			ins_r(a, W, 0x03, RCX, RDX);
			exit_if(t, CC_O);
		}
		alu_rk(a, ALU_ADD, RAX, k);
		store_n(a, mref(R11, 0), RAX, op->w);
		break;
	}
	case S_CALL:
		emit_call(t, op);
		break;
	case S_RET:
		emit_ret(t, op);
		break;
	case S_LIFETIME:
		emit_lifetime(t, op);
		break;
	case S_LOADREL:
		/* (vm_load_relative: the operands' poison does not matter,
		 * the result is defined) the i32 at a + b, sign-extended */
		load_rax(t, op->a);
		ins_m(a, W, 0x03, RAX, RS(op->b));
		access_check(t, 4, SH_READABLE);
		ins_m(a, W, 0x63, RAX, mrefx(R13, RDX, 1, 0)); /* movsxd rax, [host + off] */
		ins_m(a, W, 0x03, RAX, RS(op->a));
		if (t->pmask != ~(uint64_t)0)
			mask_r(a, RAX, t->pmask);
		result(t, op->d, RAX);
		break;
	case S_FREEZE:
		/* a frozen poison is 0 (vm.c FREEZE) */
		load_rax(t, op->a);
		if (!is_clean(t, op->a)) {
			ins_r(a, 0, 0x33, RCX, RCX);
			ins_m(a, 0, 0x80, 7, ZS(op->a));
			put(a, 0);
			ins_r(a, W, 0x0f40 + CC_NE, RAX, RCX);
		}
		result(t, op->d, RAX);
		break;
	}
	return true;
}

/* What op does with registers, for liveness and span_kept: writes its d alone (and
 * reads at most a, b, x.c[0], x.c[1]: DO_WRITE), or reads at most those
 * and d (DO_READ), either then ending the straight code (DO_END); or
 * something else (DO_OTHER: a call, a return, an op without a template) */

static unsigned
op_does(const Op *op)
{
	switch (rows[op->code].shape) {
	case S_MOV: case S_SETK: case S_BIN: case S_NSW: case S_NUW: case S_NUW64: case S_SHIFTK: case S_SHIFT:
	case S_TRUNC: case S_SEXT: case S_ICMP: case S_ICMPB: case S_SELCMP: case S_SELECT1: case S_GEPK: case S_GEPI:
	case S_GEPIK: case S_GEPKB: case S_GEPIB: case S_LOAD: case S_LOADX: case S_LOADF: case S_LOADG: case S_MADDK:
	case S_FBIN: case S_DIVK: case S_LOADREL: case S_FUNNEL: case S_FREEZE:
		return DO_WRITE;
	case S_MOVJ:
		return DO_WRITE | DO_END;
	case S_NOP: case S_STORE: case S_STOREX: case S_STOREF: case S_STOREG: case S_CHECKPOISON: case S_LIFETIME:
	case S_ADDG:
		return DO_READ;
	case S_JMP: case S_BR: case S_BRCMP: case S_BRX:
		return DO_READ | DO_END;
	default:
		return DO_OTHER;
	}
}

/* after op: does Tr.span_slot still name the base whose span JitEnv
 * holds?  Not if the op wrote that slot or may have run anything else
 * (a call): op_does knows the ops that write no slot or slot d alone
 * (a store's d is its value) */
static bool
span_kept(const Tr *t, const Op *op)
{
	unsigned does = op_does(op);
	if (rows[op->code].shape == S_CALL && t->ok[t->pc])
		return call_keeps_span(t, op);
	if (does == DO_OTHER)
		return false;
	if (!(does & DO_WRITE) || op->d != t->span_slot)
		return true;
	/* a base stepped in place: the result, inside the span */
	uint8_t sh = rows[op->code].shape;
	return (sh == S_GEPKB && op->b == op->d) || (sh == S_GEPIB && op->a == op->d);
}

static void
span_after(Tr *t, const Op *op)
{
	if (!span_kept(t, op))
		t->span_slot = UINT32_MAX;
}

/* Tr.sum as the GEPI or GEPIK at pc computed it */
static void
sum_set(Tr *t, uint32_t pc)
{
	const Op *op = &t->lf->code[pc];
	bool gepi = rows[op->code].shape == S_GEPI;
	t->sum.pc = pc;
	t->sum.d = op->d;
	t->sum.a = op->a;
	t->sum.b = op->b;
	t->sum.w = op->w;
	t->sum.scale = gepi ? op->x.k : op->x.c[0];
	t->sum.off = gepi ? 0 : (int64_t)(int32_t)op->x.c[1];
}

/* after op: does Tr.sum (or what a label's SPAN_ANY stands for) hold? */
static bool
sum_kept(const Tr *t, const Op *op)
{
	unsigned does = op_does(op);
	if (does == DO_OTHER)
		return false;
	return t->sum.d == UINT32_MAX || !(does & DO_WRITE) ||
	       (op->d != t->sum.d && op->d != t->sum.a && op->d != t->sum.b);
}

/* Tr.run learns that R[anchor] + k passed the test of a step from base */
static void
run_add(Tr *t, uint32_t anchor, uint32_t base, int64_t k)
{
	if (t->run.anchor == anchor && t->run.base == base) {
		t->run.lo = k < t->run.lo ? k : t->run.lo;
		t->run.hi = k > t->run.hi ? k : t->run.hi;
	} else {
		t->run.anchor = anchor;
		t->run.base = base;
		t->run.lo = t->run.hi = k;
	}
}

/* Tr.sum and Tr.run after op: what its test or its sum tells, less
 * what its write ends */
static void
facts_after(Tr *t, const Op *op)
{
	unsigned does = op_does(op);
	if (does == DO_OTHER || rows[op->code].shape == S_LIFETIME) { /* (a lifetime's end takes rights away) */
		t->acc.form = 0;
		memset(t->rd, 0, 4 * t->nw * sizeof *t->rd);
	}
	if (does & DO_WRITE)
		rd_kill(t, op->d);
	if (does == DO_OTHER) {
		t->sum.d = t->sum.pc = t->run.anchor = UINT32_MAX;
		return;
	}
	uint8_t sh = rows[op->code].shape;
	bool summed = sh == S_GEPIB && sum_is(t, op->a, op->b, op->x.k, op->w) && fits32(-t->sum.off);
	if (sh == S_GEPKB && !op->f && fits32((int64_t)op->x.k))
		run_add(t, op->a, op->b, (int64_t)op->x.k);
	else if (summed)
		run_add(t, t->sum.d, op->a, -t->sum.off);
	if (does & DO_WRITE) {
		if (t->sum.d != UINT32_MAX && (op->d == t->sum.d || op->d == t->sum.a || op->d == t->sum.b))
			t->sum.d = t->sum.pc = UINT32_MAX;
		if (op->d == t->run.anchor || op->d == t->run.base)
			t->run.anchor = UINT32_MAX;
		if (op->d == t->acc.a || (t->acc.form == 2 && op->d == t->acc.b))
			t->acc.form = 0;
	}
	if ((sh == S_GEPI || sh == S_GEPIK) && op->d != op->a && op->d != op->b) {
		sum_set(t, t->pc);
	} else if (sh == S_GEPIB && !summed && op->d != op->a && t->run.anchor == UINT32_MAX) {
		run_add(t, op->d, op->a, 0);
	}
}

static bool two_way(uint16_t code);

/* op_does for an op the interpreter runs: what it does with registers
 * where that is as plain (a block copy or fill reads its operands, its
 * length's register when it has one, and writes memory alone), else
 * DO_OTHER */
static unsigned
interp_does(const Op *op)
{
	return op->code == OPC_MEMCPY || op->code == OPC_MEMSET ? DO_READ : DO_OTHER;
}

/* what op reads, wide (a register index that is really an immediate
 * only keeps a register live), into live; x holds registers only in the
 * selects and the funnel shift (elsewhere: targets, a scale, an offset,
 * a constant, a length) */
static void
reads_into(const Tr *t, const Op *op, unsigned does, uint64_t *live)
{
	uint8_t sh = rows[op->code].shape;
	bool xs = !(does & DO_END) && (sh == S_SELCMP || sh == S_SELECT1 || sh == S_FUNNEL);
	uint32_t r[5] = {op->a, op->b, xs ? op->x.c[0] : UINT32_MAX, xs && sh == S_SELCMP ? op->x.c[1] : UINT32_MAX,
			 does & DO_READ ? op->d : UINT32_MAX};
	for (int k = 0; k < 5; k++)
		if (r[k] < t->lf->nslots)
			live[r[k] / 64] |= (uint64_t)1 << (r[k] % 64);
}

/* Tr.lives: at each label, the registers some path from it may read
 * before writing them (backward, to a fixpoint; an op whose reads
 * op_does does not know, or code the interpreter runs, reads them all).
 * Skipped (Tr.lives NULL) for a function too large for it. */
static void
liveness(Tr *t, uint32_t nlab)
{
	const LFunc *lf = t->lf;
	uint32_t n = lf->ncode, nw = t->nw;
	if ((uint64_t)nlab * nw > ((uint64_t)1 << 20))
		return;
	uint64_t *live = calloc((size_t)nlab * nw + 1, sizeof *live);
	uint64_t *wr = calloc((size_t)nlab * nw + 1, sizeof *wr);
	uint64_t *cur = malloc((nw + 1) * sizeof *cur), *out = malloc((nw + 1) * sizeof *out);
	if (!live || !wr || !cur || !out) {
		free(live), free(wr), free(cur), free(out);
		return;
	}
	/* what each loop writes: the ops from its head to its last jump back */
	for (uint32_t i = 0; i < n; i++) {
		if (t->labid[i] == UINT32_MAX || !t->back[i])
			continue;
		uint64_t *w = wr + (size_t)t->labid[i] * nw;
		for (uint32_t j = i; j <= t->back_end[i] && j < n; j++) {
			const Op *op = &lf->code[j];
			if (t->ok[j] && op_does(op) & DO_WRITE && op->d < lf->nslots)
				w[op->d / 64] |= (uint64_t)1 << (op->d % 64);
		}
	}
	/* live[] of the op at pc as a successor: a label's, or all */
#define LIVE_AT(pc) (t->labid[pc] != UINT32_MAX ? live + (size_t)t->labid[pc] * nw : NULL)
	for (bool changed = true; changed;) {
		changed = false;
		for (uint32_t i = n; i-- > 0;) {
			if (t->labid[i] == UINT32_MAX)
				continue;
			/* the label's straight code [i, e): to the next label */
			uint32_t e = i + 1;
			while (e < n && t->labid[e] == UINT32_MAX)
				e++;
			/* after its last op: the next label, when it falls there */
			const uint64_t *next = e < n ? LIVE_AT(e) : NULL;
			if (next)
				memcpy(cur, next, nw * sizeof *cur);
			else
				memset(cur, 0xff, nw * sizeof *cur);
			for (uint32_t j = e; j-- > i;) {
				const Op *op = &lf->code[j];
				unsigned does = t->ok[j] ? op_does(op) : interp_does(op);
				if (does == DO_OTHER) {
					memset(cur, 0xff, nw * sizeof *cur);
					continue;
				}
				if (does & DO_END) { /* its targets only */
					uint32_t tg[2] = {op->x.c[0], two_way(op->code) ? op->x.c[1] : op->x.c[0]};
					memset(out, 0, nw * sizeof *out);
					for (int k = 0; k < 2; k++) {
						const uint64_t *l = tg[k] < n ? LIVE_AT(tg[k]) : NULL;
						for (uint32_t w = 0; w < nw; w++)
							out[w] |= l ? l[w] : ~(uint64_t)0;
					}
					memcpy(cur, out, nw * sizeof *cur);
				}
				if (does & DO_WRITE && op->d < lf->nslots)
					cur[op->d / 64] &= ~((uint64_t)1 << (op->d % 64));
				reads_into(t, op, does, cur);
			}
			uint64_t *l = live + (size_t)t->labid[i] * nw;
			for (uint32_t w = 0; w < nw; w++)
				if (cur[w] & ~l[w]) {
					l[w] |= cur[w];
					changed = true;
				}
		}
	}
#undef LIVE_AT
	free(cur);
	free(out);
	t->lives = live;
	t->writes = wr;
}

/* is s dead at label l (its value never read from there on)? */
static bool
dead_at(const Tr *t, uint32_t l, uint32_t s)
{
	return t->lives && !(t->lives[(size_t)l * t->nw + s / 64] >> (s % 64) & 1);
}

/* may the code at op pc read R[s] before writing it?  (no: the op's
 * label knows s dead there) */
static bool
read_at(const Tr *t, uint32_t pc, uint32_t s)
{
	return !(pc < t->lf->ncode && t->ok[pc] && t->labid[pc] != UINT32_MAX && dead_at(t, t->labid[pc], s));
}

/* May the op being translated leave R[d] in rax for the next op, a
 * branch on a compare of d that reads it from rax and keeps rax as it
 * is (unsigned, or 64 bits), with no exit (its other operand known
 * clean) and no label before it, one of whose targets does not read d:
 * branch2 then stores it on the other way alone */
static bool
defer_store(Tr *t, uint32_t d)
{
	uint32_t next = t->pc + 1;
	if (!t->lives || next >= t->lf->ncode || !t->ok[next] || t->labid[next] != UINT32_MAX)
		return false;
	const Op *op = &t->lf->code[next];
	const Row *r = &rows[op->code];
	bool k = false;
	if (r->shape == S_BRX) {
		if (r->sgn && op->w < 64) /* (compare_operands sign-extends rax) */
			return false;
		k = r->k;
	} else if (r->shape != S_BRCMP || (icmp_signed(op->f) && op->w < 64)) {
		return false;
	}
	if (!k && op->b == d && op->a != d) { /* (compared the other way round: cmp R[a], rax) */
		if (!is_clean(t, op->a))
			return false;
	} else if (op->a != d || (!k && (op->b == d || !is_clean(t, op->b)))) {
		return false;
	}
	return !read_at(t, op->x.c[0], d) || !read_at(t, op->x.c[1], d);
}


/* ops that end in a two-way branch on x.c[0] / x.c[1] (lower.h's
 * lw_two_way) */
static bool
two_way(uint16_t code)
{
	return code == OPC_BR || code == OPC_BRCMP || (code >= OPC_BREQ && code <= OPC_BRSGEK);
}

/* the ops the interpreter jumps to, and so where the native code must
 * be enterable or have a label: every jump's target */
static void
mark_targets(Tr *t)
{
	const LFunc *lf = t->lf;
	for (uint32_t i = 0; i < lf->ncode; i++) {
		const Op *op = &lf->code[i];
		if (op->code == OPC_JMP || op->code == OPC_MOVJ) {
			t->target[op->x.c[0]] = true;
		} else if (two_way(op->code)) {
			t->target[op->x.c[0]] = true;
			t->target[op->x.c[1]] = true;
		} else if (op->code == OPC_CALL && ((const CallSite *)op->x.p)->normal_pc) {
			t->target[((const CallSite *)op->x.p)->normal_pc] = true;
		} else if (op->code == OPC_SWITCH) {
			const SwitchTable *st = op->x.p;
			t->target[st->dflt] = true;
			for (uint32_t k = 0; k < st->n; k++)
				t->target[st->pcs[k]] = true;
		}
	}
}

/* Worth entering at op i?  An entry costs a call into the native code
 * and a return: a few ops' worth.  So: a loop head (a target of a jump
 * from below), or the start of a run of at least 4 ops with templates. */
static bool
worth_entry(const Tr *t, uint32_t i, const bool *back)
{
	if (back[i])
		return true;
	uint32_t n = 0;
	for (uint32_t k = i; k < t->lf->ncode && t->ok[k] && n < 4; k++)
		n++;
	return n >= 4;
}

static void *
place_code(Jit *j, const uint8_t *p, size_t n)
{
	if (j->size - j->used < n) {
		size_t size = n > (1u << 18) ? (n + 4095) & ~(size_t)4095 : 1u << 18;
		void *m = mmap(NULL, size, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (m == MAP_FAILED)
			return NULL;
		VEC_PUSH(&j->maps, uint64_t, (uint64_t)(uintptr_t)m);
		VEC_PUSH(&j->maps, uint64_t, (uint64_t)size);
		j->chunk = m;
		j->size = size;
		j->used = 0;
	}
	/* writable for the copy only; the code already in the mapping does
	 * not run meanwhile (a function is translated when it is first
	 * called, from the interpreter) */
	if (mprotect(j->chunk, j->size, PROT_READ | PROT_WRITE))
		return NULL;
	uint8_t *at = j->chunk + j->used;
	memcpy(at, p, n);
	j->used = (j->used + n + 15) & ~(size_t)15;
	if (mprotect(j->chunk, j->size, PROT_READ | PROT_EXEC))
		return NULL;
	return at;
}

static const uint8_t saved[] = {RBX, RBP, R12, R13, R14, R15};

/* One translation of the ops (the prologue already in t->a): each op's
 * code, its label's state from in[]; the contributions into nin[] */
static void
translate(Tr *t)
{
	const LFunc *lf = t->lf;
	uint32_t n = lf->ncode;
	t->live = false;
	t->rax_slot = t->span_slot = t->pend = UINT32_MAX;
	t->sum.d = t->sum.pc = t->run.anchor = UINT32_MAX;
	t->acc.form = 0;
	memset(t->rd, 0, 4 * t->nw * sizeof *t->rd);
	for (uint32_t i = 0; i < n; i++) {
		if (!t->ok[i]) {
			t->live = false;
			t->span_slot = UINT32_MAX;
			t->sum.d = t->sum.pc = t->run.anchor = UINT32_MAX;
			t->acc.form = 0;
			memset(t->rd, 0, 4 * t->nw * sizeof *t->rd);
			continue;
		}
		uint32_t l = t->labid[i];
		if (l != UINT32_MAX) {
			if (t->live) {
				span_offer(t, i);
				clean_offer(t, i);
				contribute(t, i);
			}
			/* what this round's paths so far bring, too (the jumps
			 * from ops before it): a round's change reaches the
			 * labels after it at once, not one label a round */
			uint64_t *in = t->in + (size_t)l * t->nw;
			if (t->reach[l])
				for (uint32_t k = 0; k < t->nw; k++)
					in[k] &= t->nin[(size_t)l * t->nw + k];
			for (uint32_t k = 0; k < t->nw; k++)
				t->cur[k] = in[k] | t->kclean[k];
			uint64_t *ri = t->rd_in + (size_t)l * 4 * t->nw, *rn = t->rd_nin + (size_t)l * 4 * t->nw;
			for (uint32_t k = 0; k < 4 * t->nw; k++)
				t->rd[k] = t->reach[l] ? ri[k] & rn[k] : ri[k];
		} else if (!t->live) {
			/* unreachable (no label, nothing falls into it: the
			 * lowering leaves copies of a branch after it): no code,
			 * and no contribution to the labels it would jump to */
			continue;
		}
		t->live = true;
		t->pc = i;
		t->label[i] = (uint32_t)t->a.len;
		if (l != UINT32_MAX) {
			t->rax_slot = UINT32_MAX; /* (other paths come here) */
			t->sum.d = t->run.anchor = UINT32_MAX;
			t->acc.form = 0;
			uint32_t sm = t->reach[l] ? span_meet(t->sum_in[l], t->sum_nin[l]) : t->sum_in[l];
			if (sm < n)
				sum_set(t, sm);
			else
				t->sum.pc = sm; /* (none, or SPAN_ANY: no way in seen yet) */
			t->span_slot = t->reach[l] ? span_meet(t->span_in[l], t->span_nin[l]) : t->span_in[l];
		}
		emit_op(t, &lf->code[i]);
		span_after(t, &lf->code[i]);
		facts_after(t, &lf->code[i]);
		/* falling off the end of a run: go on in the interpreter */
		if (t->live && (i + 1 >= n || !t->ok[i + 1]))
			jump_to(t, -1, i + 1);
	}
}

/* the entries' stubs: in[] of the label tested, then the op's code;
 * their offsets into at[] */
static void
entry_stubs(Tr *t, const bool *entries, uint32_t *at)
{
	for (uint32_t i = 0; i < t->lf->ncode; i++) {
		if (!entries[i])
			continue;
		const uint64_t *in = t->in + (size_t)t->labid[i] * t->nw;
		uint32_t sum = t->sum_in[t->labid[i]];
		bool span = t->span_in[t->labid[i]] != UINT32_MAX, any = span || sum < t->lf->ncode;
		for (uint32_t k = 0; k < t->nw && !any; k++)
			any = (in[k] & ~t->kclean[k]) != 0;
		if (!any) {
			at[i] = t->label[i];
			continue;
		}
		at[i] = (uint32_t)t->a.len;
		t->pc = i;
		if (span) /* the span the code there assumes: empty */
			span_empty(t);
		if (sum < t->lf->ncode) { /* the sum the code there assumes: R[d] is it */
			sum_set(t, sum);
			t->rax_slot = UINT32_MAX; /* (rax holds nothing known here) */
			index_sum(t, t->sum.a, t->sum.b, t->sum.w, t->sum.scale);
			if (t->sum.off)
				alu_ri(&t->a, ALU_ADD, RAX, (int32_t)t->sum.off);
			ins_m(&t->a, W, 0x3b, RAX, RS(t->sum.d));
			exit_if(t, CC_NE);
		}
		for (uint32_t s = 0; s < t->nw * 64; s++)
			if ((in[s / 64] & ~t->kclean[s / 64]) >> (s % 64) & 1) {
				if (dead_at(t, t->labid[i], s)) { /* (its byte does not matter: 0) */
					ins_m(&t->a, 0, 0xc6, 0, ZS(s));
					put(&t->a, 0);
					continue;
				}
				ins_m(&t->a, 0, 0x80, 7, ZS(s));
				put(&t->a, 0);
				exit_if(t, CC_NE);
			}
		size_t j = jmp(&t->a);
		VEC_PUSH(&t->fix, Fix, ((Fix){j, i, 0, 0, 0}));
	}
}

void
jit_function(VM *vm, LFunc *lf, const void *entry)
{
	if (vm->no_jit || !lf->ncode || lf->ncode >= JIT_RELOAD)
		return;
	if (!vm->jit) {
		vm->jit = calloc(1, sizeof *vm->jit);
		if (!vm->jit)
			return;
		vm->jit->env = (JitEnv){.mbase = vm->mem.base, .host = vm->mem.host, .shadow = vm->mem.shadow,
					.vm = vm};
		/* (as many frames as native calls can make: the host stack's) */
		vm->jit->env.pend = calloc(JIT_HOST_STACK / JIT_CALL_BYTES, sizeof(JitPending));
		if (!vm->jit->env.pend) {
			free(vm->jit);
			vm->jit = NULL;
			return;
		}
		vm->jit->log = getenv("EHI_JIT_LOG") != NULL;
	}
	uint32_t n = lf->ncode;
	Tr t = {.vm = vm, .lf = lf, .pmask = vm->mem.ptr_mask};
	t.label = malloc(n * sizeof *t.label);
	t.ok = calloc(n + 1, 1);
	t.target = calloc(n + 1, 1);
	bool *back = calloc(n + 1, 1), *entries = calloc(n + 1, 1), *headlab = NULL, *entlab = NULL;
	uint32_t *back_end = calloc(n + 1, sizeof *back_end);
	uint8_t *loop_has = calloc(n + 1, 1);
	t.back = back;
	t.back_end = back_end;
	t.loop_has = loop_has;
	/* (stub: each op's exit stub, then each entry's offset) */
	uint32_t *stub = malloc(2 * (size_t)n * sizeof *stub);
	t.nw = (lf->nslots + 63) / 64;
	t.cur = calloc(t.nw + 1, sizeof *t.cur);
	t.rd = calloc(4 * t.nw + 1, sizeof *t.rd);
	t.used = calloc(t.nw + 1, sizeof *t.used);
	t.kclean = calloc(t.nw + 1, sizeof *t.kclean);
	t.labid = malloc(n * sizeof *t.labid);
	if (!t.label || !t.ok || !t.target || !t.cur || !t.rd || !t.used || !t.kclean || !t.labid || !back || !back_end ||
	    !loop_has || !entries || !stub)
		goto done;
	for (uint32_t s = lf->kbase; lf->kconst && s < lf->kbase + lf->nk && s < lf->nslots; s++)
		if (lf->kconst[s] && !lf->kpoison[s])
			t.kclean[s / 64] |= (uint64_t)1 << (s % 64);
	for (uint32_t i = 0; i < n; i++) { /* (the lowering writes no constant: checked, d of any op that may write) */
		unsigned does = op_does(&lf->code[i]);
		if (lf->code[i].d < lf->nslots && (does & DO_WRITE || does == DO_OTHER))
			t.kclean[lf->code[i].d / 64] &= ~((uint64_t)1 << (lf->code[i].d % 64));
	}
	uint32_t nok = 0;
	for (uint32_t i = 0; i < n; i++) {
		t.ok[i] = can_translate(&t, &lf->code[i]);
		nok += t.ok[i];
		t.label[i] = stub[i] = UINT32_MAX;
	}
	mark_targets(&t);
	for (uint32_t i = 0; i < n; i++) {
		const Op *op = &lf->code[i];
		uint32_t tg[2] = {UINT32_MAX, UINT32_MAX};
		if (op->code == OPC_JMP || op->code == OPC_MOVJ)
			tg[0] = op->x.c[0];
		else if (two_way(op->code))
			tg[0] = op->x.c[0], tg[1] = op->x.c[1];
		for (int k = 0; k < 2; k++)
			if (tg[k] <= i) {
				back[tg[k]] = true;
				back_end[tg[k]] = i;
			}
	}
	/* (from the last op back: the next op of each kind at or after i,
	 * so each loop's range is looked at once) */
	for (uint32_t i = n, next_gep = UINT32_MAX, next_call = UINT32_MAX; i-- > 0;) {
		uint8_t sh = t.ok[i] ? rows[lf->code[i].code].shape : S_NONE;
		if (sh == S_GEPKB || sh == S_GEPIB)
			next_gep = i;
		if (sh == S_CALL || op_is_call(lf->code[i].code))
			next_call = i;
		if (back[i])
			loop_has[i] = (next_gep <= back_end[i] ? LOOP_GEP : 0) | (next_call <= back_end[i] ? LOOP_CALL : 0);
	}
	/* entries: where the interpreter arrives at a translated op from
	 * outside the native code (after an op without a template, or by a
	 * jump), when worth it */
	/* (op 0 always: native calls enter there; and the return point of
	 * every call: the interpreter's RET arrives there) */
	uint32_t nentries = 0;
	for (uint32_t i = 0; i < n; i++)
		if (t.ok[i] && (i == 0 || !t.ok[i - 1] || t.target[i] || op_is_call(lf->code[i - 1].code)) &&
		    (i == 0 || worth_entry(&t, i, back))) {
			entries[i] = true;
			t.target[i] = true;
			nentries++;
		}
	if (!nok || !nentries)
		goto done;

	Asm *a = &t.a;
	/* prologue: save what the code uses of the callee-saved registers,
	 * keep whether a native CALL called (at [rsp]), load the window's
	 * geometry, jump to the entry op */
	for (size_t k = 0; k < sizeof saved; k++)
		push_pop(a, saved[k], false);
	put(a, 0x6a);                   /* push 0: not a native call */
	put(a, 0);
	ins_r(a, W, 0x8b, RBP, RDX);    /* mov rbp, env */
	ins_r(a, W, 0x8b, RAX, RSP);    /* floor = rsp - room */
	ins_m(a, W, 0x2b, RAX, ENV(room));
	ins_m(a, W, 0x89, RAX, ENV(floor));
	ins_m(a, W, 0x8b, R12, mref(RDX, offsetof(JitEnv, mbase)));
	ins_r(a, W, 0xf7, 3, R12);      /* neg r12 */
	ins_m(a, W, 0x8b, R13, mref(RDX, offsetof(JitEnv, host)));
	ins_m(a, W, 0x8b, R14, mref(RDX, offsetof(JitEnv, shadow)));
	ins_r(a, W, 0x8b, RBX, R8);     /* mov rbx, frame_host */
	ins_r(a, 0, 0xff, 4, RCX);      /* jmp rcx */
	/* epilogue: a native caller's return, else the registers back */
	size_t epilogue = t.epilogue = a->len;
	push_pop(a, RCX, true);
	ins_r(a, 0, 0x85, RCX, RCX);
	size_t full = jcc(a, CC_E);
	put(a, 0xc3);
	patch(a, full, a->len);
	for (size_t k = sizeof saved; k-- > 0;)
		push_pop(a, saved[k], true);
	put(a, 0xc3);

	/* translate until the labels' states stay the same (a few rounds:
	 * they only shrink); then that last translation is the code */
	size_t body = a->len;
	uint32_t nlab = 0;
	for (uint32_t i = 0; i < n; i++)
		t.labid[i] = t.target[i] && t.ok[i] ? nlab++ : UINT32_MAX;
	size_t lw = (size_t)nlab * t.nw;
	t.in = malloc((lw + 1) * sizeof *t.in);
	t.nin = malloc((lw + 1) * sizeof *t.nin);
	t.reach = malloc(nlab + 1);
	t.span_in = malloc((nlab + 1) * sizeof *t.span_in);
	t.span_nin = malloc((nlab + 1) * sizeof *t.span_nin);
	t.sum_in = malloc((nlab + 1) * sizeof *t.sum_in);
	t.sum_nin = malloc((nlab + 1) * sizeof *t.sum_nin);
	t.rd_in = malloc((4 * lw + 1) * sizeof *t.rd_in);
	t.rd_nin = malloc((4 * lw + 1) * sizeof *t.rd_nin);
	if (!t.in || !t.nin || !t.reach || !t.span_in || !t.span_nin || !t.sum_in || !t.sum_nin || !t.rd_in || !t.rd_nin)
		goto done;
	liveness(&t, nlab);
	memset(t.in, 0xff, lw * sizeof *t.in); /* everything, at first */
	memset(t.rd_in, 0xff, 4 * lw * sizeof *t.rd_in);
	headlab = calloc(nlab + 1, 1);
	entlab = calloc(nlab + 1, 1);
	if (!headlab || !entlab)
		goto done;
	for (uint32_t i = 0; i < n; i++)
		if (t.labid[i] != UINT32_MAX) {
			headlab[t.labid[i]] = back[i];
			entlab[t.labid[i]] = entries[i];
		}
	for (uint32_t l = 0; l <= nlab; l++)
		t.span_in[l] = t.sum_in[l] = SPAN_ANY; /* (and rounds only take away) */
	int round = 0;
	for (;; round++) {
		a->len = body;
		t.fix.len = 0;
		memset(t.reach, 0, nlab);
		translate(&t);
		bool same = true;
		for (uint32_t l = 0; l < nlab; l++)
			for (uint32_t k = 0; k < t.nw; k++) {
				size_t x = (size_t)l * t.nw + k;
				/* op 0 reached from outside only: its arguments, which
				 * its entry stub tests (a native call's are clean) */
				uint64_t v = t.reach[l] ? t.nin[x] : l == t.labid[0] ? param_bits(lf, k) : 0;
				v &= t.used[k];
				same &= v == t.in[x];
				t.in[x] = v;
			}
		for (uint32_t l = 0; l < nlab; l++) {
			/* (op 0: a native call's way in keeps the caller's span; a
			 * label only entered from the interpreter: its stub's) */
			uint32_t v = l == t.labid[0] ? UINT32_MAX : t.reach[l] ? t.span_nin[l] : SPAN_ANY;
			same &= v == t.span_in[l];
			t.span_in[l] = v;
			/* (a sum: none where no native way comes in; an entry from
			 * the interpreter tests the one a label has, and brings none
			 * where the label's ways in know of none yet (SPAN_ANY): a
			 * loop whose only native way in is its own back edge would
			 * keep that) */
			v = l == t.labid[0] || !t.reach[l] ? UINT32_MAX : t.sum_nin[l];
			if (v == SPAN_ANY && entlab[l])
				v = UINT32_MAX;
			same &= v == t.sum_in[l];
			t.sum_in[l] = v;
			/* (the rights checked: none where no native way comes in,
			 * nor at op 0) */
			/* (nor at a loop's head: an entry from the interpreter each
			 * round would test them, and leave when one fails) */
			bool head = headlab[l];
			for (uint32_t k = 0; k < 4 * t.nw; k++) {
				size_t x = (size_t)l * 4 * t.nw + k;
				uint64_t r = l == t.labid[0] || !t.reach[l] || head ? 0 : t.rd_nin[x];
				same &= r == t.rd_in[x];
				t.rd_in[x] = r;
			}
		}
		if (same)
			break;
		if (round == 8) { /* (never seen): nothing known at labels */
			memset(t.in, 0, lw * sizeof *t.in);
			memset(t.span_in, 0xff, (nlab + 1) * sizeof *t.span_in);
			memset(t.sum_in, 0xff, (nlab + 1) * sizeof *t.sum_in);
			memset(t.rd_in, 0, 4 * lw * sizeof *t.rd_in);
			a->len = body;
			t.fix.len = 0;
			translate(&t);
			break;
		}
	}
	/* a label whose code counts on accesses checked on the way in is no
	 * entry (the interpreter goes on to the next): its stub would test
	 * them at every entry */
	for (uint32_t i = 1; i < n; i++)
		if (entries[i] && t.labid[i] != UINT32_MAX)
			for (uint32_t k = 0; k < 4 * t.nw && entries[i]; k++)
				entries[i] = !t.rd_in[(size_t)t.labid[i] * 4 * t.nw + k];
	entry_stubs(&t, entries, stub + n);
	/* (no frame block: a native call leaves rbx as it is) */
	size_t native0 = SIZE_MAX;
	if (entries[0] && t.label[0] != UINT32_MAX && !lf->frame_bytes && lf->nk <= 64) {
		/* past the entry stub's tests when they are of arguments only:
		 * a native CALL tested those */
		bool args_only = true;
		for (uint32_t k = 0; k < t.nw; k++)
			args_only &= !(t.in[(size_t)t.labid[0] * t.nw + k] & ~param_bits(lf, k));
		native0 = a->len;
		native_entry(&t, args_only ? t.label[0] : stub[n]);
	}
	/* exits: each a stub returning the op's index */
	for (uint32_t k = 0; k < t.fix.len; k++) {
		Fix *f = &VEC_AT(&t.fix, Fix, k);
		uint32_t pc = f->pc & 0x7fffffffu;
		bool side = f->pc >> 31;
		if (!side && pc < n && t.label[pc] != UINT32_MAX) {
			patch(a, f->at, t.label[pc]);
			continue;
		}
		if (pc >= n) { /* (never: every target is an op) */
			patch(a, f->at, epilogue);
			continue;
		}
		if (f->undo_slot) { /* (its own stub) */
			patch(a, f->at, a->len);
			ins_m(a, W, 0x81, f->undo_alu, RS(f->undo_slot - 1));
			put32(a, (uint32_t)f->undo_k);
			mov_ri(a, RAX, pc);
			patch(a, jmp(a), epilogue);
			continue;
		}
		if (stub[pc] == UINT32_MAX) {
			stub[pc] = (uint32_t)a->len;
			mov_ri(a, RAX, pc);
			size_t j = jmp(a);
			patch(a, j, epilogue);
		}
		patch(a, f->at, stub[pc]);
	}
	if (a->oom)
		goto done;
	uint8_t *code = place_code(vm->jit, a->p, a->len);
	if (!code)
		goto done;
	JitFunc *jf = arena_alloc(&vm->arena, sizeof *jf);
	jf->at = arena_alloc(&vm->arena, n * sizeof *jf->at);
	memset(jf->at, 0, n * sizeof *jf->at);
	jf->env = &vm->jit->env;
	jf->fn = (uint32_t(*)(uint64_t *, uint8_t *, JitEnv *, const void *, uint8_t *))(void *)code;
	jf->native0 = native0 != SIZE_MAX ? code + native0 : NULL;
	for (uint32_t i = 0; i < n; i++)
		if (entries[i] && t.label[i] != UINT32_MAX) {
			jf->at[i] = code + stub[n + i];
			lf->code[i].h = entry;
		}
	lf->jit = jf;
	if (vm->jit->log) {
		const char *name = lf->fn->g.u.v.name ? lf->fn->g.u.v.name : "?";
		fprintf(stderr, "[jit] @%s: %u of %u ops, %u entries, %zu bytes, %d rounds\n", name, nok, n, nentries, a->len,
			round + 1);
		/* EHI_JIT_LOG=dump: also the code, into jit-NAME.bin (objdump -D
		 * -b binary -m i386:x86-64 reads it) */
		if (!strcmp(getenv("EHI_JIT_LOG"), "dump")) {
			char path[256];
			snprintf(path, sizeof path, "jit-%.200s.bin", name);
			FILE *f = fopen(path, "wb");
			if (f) {
				fwrite(code, 1, a->len, f);
				fclose(f);
			}
			/* ... and where each op's code starts, in jit-NAME.map
			 * (offset, op index, op name: profiles by op) */
			snprintf(path, sizeof path, "jit-%.200s.map", name);
			if ((f = fopen(path, "w")) != NULL) {
				fprintf(f, "%p code\n", (void *)code);
				for (uint32_t i = 0; i < n; i++)
					if (t.label[i] != UINT32_MAX)
						fprintf(f, "%x %u %s\n", t.label[i], i, opc_names[lf->code[i].code]);
				fclose(f);
			}
		}
	}
done:
	free(t.label);
	free(t.ok);
	free(t.target);
	free(t.cur);
	free(t.used);
	free(t.kclean);
	free(t.labid);
	free(t.in);
	free(t.nin);
	free(t.reach);
	free(t.span_in);
	free(t.span_nin);
	free(t.sum_in);
	free(t.sum_nin);
	free(t.rd_in);
	free(t.rd_nin);
	free(t.rd);
	free(t.lives);
	free(t.writes);
	free(back);
	free(headlab);
	free(entlab);
	free(back_end);
	free(loop_has);
	free(entries);
	free(stub);
	free(t.a.p);
	vec_free(&t.fix);
}

/* (jit.h) the frames as vm.c CALL's inline push makes them */
void
jit_frames(VM *vm, uint32_t to)
{
	JitEnv *env = &vm->jit->env;
	uint32_t n = env->npend;
	/* (the native calls stayed within the array's room, jit_run: this
	 * never grows it) */
	if (vm->frames.len + n > vm->frames.cap)
		vec_reserve(&vm->frames, sizeof(Frame), vm->frames.len + n);
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	/* listed innermost first: the outermost call is pushed first */
	for (uint32_t k = n; k-- > 0;) {
		const JitPending *p = &env->pend[k];
		LFunc *lf = p->cs->direct;
		fr->pc = p->ret_pc;
		Frame *nf = fr + 1;
		nf->lf = lf;
		nf->code = lf->code;
		nf->base = fr->base + fr->lf->nslots;
		nf->flags = 0;
		nf->site = p->cs;
		nf->sp_mark = vm->mem.sp; /* (native code never moves it) */
		nf->frame_base = 0;
		nf->frame_host = NULL;
		vm->frames.len++;
		fr = nf;
	}
	fr->pc = to & ~JIT_RELOAD;
	env->npend = 0;
}

void
jit_free(VM *vm)
{
	Jit *j = vm->jit;
	if (!j)
		return;
	for (uint32_t k = 0; k + 1 < j->maps.len; k += 2)
		munmap((void *)(uintptr_t)VEC_AT(&j->maps, uint64_t, k), VEC_AT(&j->maps, uint64_t, k + 1));
	vec_free(&j->maps);
	free(j->env.pend);
	free(j);
	vm->jit = NULL;
}

#endif
