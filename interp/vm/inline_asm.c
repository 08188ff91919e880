/* inline_asm.c — calls of inline assembly (SPEC.md X-ASM-1).
 *
 * ehi runs no machine code, but an asm whose text holds no instruction
 * (empty, blanks, comments, statement separators) does nothing when it
 * runs: `asm volatile("" ::: "memory")` is only a compiler barrier, and
 * `asm("" : "+r"(x))` only hides x from the optimiser.  Such a call runs
 * as a no-op whose outputs are the inputs tied to them (constraint "0":
 * the same register).  Any other asm stops the run when it is reached
 * (status 68), never earlier: a function may hold asm on a path that
 * does not run. */
#include "vm/vm_ops.h"
#include "rt/builtin.h"

#include <string.h>

/* an escape of the IR string (\5C, \0A) as its byte */
static int
hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* the asm text as the assembler reads it (IR escapes decoded), into buf */
static size_t
decode(const char *s, char *buf, size_t cap)
{
	size_t n = 0;
	for (; *s && n + 1 < cap; s++) {
		if (s[0] == '\\' && hexval(s[1]) >= 0 && hexval(s[2]) >= 0) {
			buf[n++] = (char)(hexval(s[1]) * 16 + hexval(s[2]));
			s += 2;
		} else
			buf[n++] = *s;
	}
	buf[n] = 0;
	return n;
}

/* the line-comment marker of each arch's assembler, besides the C and
 * C++ comments that LLVM's assembler lexer takes on every target */
static const char *const line_comment[ARCH__COUNT] = {
	[ARCH_X86_64] = "#", [ARCH_X86] = "#", [ARCH_AARCH64] = "//", [ARCH_ARM] = "@",
	[ARCH_WASM32] = "#", [ARCH_PPC64] = "#", [ARCH_PPC64LE] = "#", [ARCH_S390X] = "#",
};

/* is the asm text free of instructions: blanks, comments, separators? */
static bool
asm_is_empty(VM *vm, const char *text)
{
	char buf[4096];
	if (decode(text, buf, sizeof buf) >= sizeof buf - 1)
		return false;
	const char *lc = vm->tgt.arch < ARCH__COUNT ? line_comment[vm->tgt.arch] : NULL;
	for (const char *p = buf; *p;) {
		if (strchr(" \t\r\n\v\f;", *p))
			p++;
		else if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");
			if (!e)
				return false;
			p = e + 2;
		} else if ((p[0] == '/' && p[1] == '/') || (lc && strncmp(p, lc, strlen(lc)) == 0))
			p += strcspn(p, "\n");
		else
			return false;
	}
	return true;
}

/* the constraints, one at a time: [*s, end) of the next, advancing *s */
static bool
next_constraint(const char **s, const char **b, const char **e)
{
	if (!**s)
		return false;
	*b = *s;
	while (**s && **s != ',') {
		if (**s == '{') /* a named register {ax}: no comma inside */
			while (**s && **s != '}')
				(*s)++;
		if (**s)
			(*s)++;
	}
	*e = *s;
	if (**s == ',')
		(*s)++;
	return true;
}

enum { ASM_MAX_OPS = 64 };

/* the inputs tied to each direct output: tie[k] is the argument whose
 * value output k takes (-1: none); false when there are too many */
static bool
asm_ties(const char *cons, int *tie, uint32_t *nout)
{
	int out_of_operand[ASM_MAX_OPS]; /* operand number -> direct output index, or -1 */
	uint32_t nops = 0, narg = 0;
	*nout = 0;
	const char *s = cons, *b, *e;
	while (next_constraint(&s, &b, &e)) {
		if (*b == '~')
			continue; /* a clobber: no operand */
		if (nops >= ASM_MAX_OPS)
			return false;
		if (*b == '=') {
			bool indirect = memchr(b, '*', (size_t)(e - b)) != NULL;
			out_of_operand[nops++] = indirect ? -1 : (int)*nout;
			if (indirect)
				narg++; /* its pointer is an argument */
			else
				tie[(*nout)++] = -1;
			continue;
		}
		/* an input: an argument; digits name the output it is tied to */
		const char *d = b;
		while (d < e && (*d == '*' || *d == '&'))
			d++;
		if (d < e && *d >= '0' && *d <= '9') {
			unsigned k = 0;
			while (d < e && *d >= '0' && *d <= '9')
				k = k * 10 + (unsigned)(*d++ - '0');
			if (k < nops && out_of_operand[k] >= 0)
				tie[out_of_operand[k]] = (int)narg;
		}
		out_of_operand[nops++] = -1;
		narg++;
	}
	return true;
}

/* the no-op: each output takes its tied input's value */
static void
empty_asm_outputs(VM *vm, const CallSite *cs, const InlineAsm *a, uint64_t *R, uint8_t *Z)
{
	const Type *rt = cs->fty->elem;
	int tie[ASM_MAX_OPS];
	uint32_t nout = 0;
	const char *text = a->asm_text ? a->asm_text : "";
	if (!asm_ties(a->constraints ? a->constraints : "", tie, &nout))
		vm_fail(vm, R_X_ASM_1, "inline assembly \"%s\" has more operands than ehi reads", text);
	if (rt->kind == TY_VOID)
		return;
	bool agg = rt->kind == TY_STRUCT;
	uint32_t nres = agg ? rt->nsub : 1;
	if (nres != nout)
		vm_fail(vm, R_X_ASM_1, "inline assembly \"%s\": %u results for %u outputs", text, nres, nout);
	for (uint32_t k = 0; k < nout; k++) {
		int j = tie[k];
		const Type *ft = agg ? rt->sub[k] : rt;
		if (j < 0 || (uint32_t)j >= cs->nargs || cs->argtypes[j] != ft)
			vm_fail(vm, R_X_ASM_1,
				"inline assembly \"%s\" (empty) has output %u, which no input of its type is tied to: its value would be whatever the register held",
				text, k);
	}
	if (!agg) {
		memcpy(R + cs->dst, R + cs->args[tie[0]], cs->dst_slots * sizeof *R);
		memcpy(Z + cs->dst, Z + cs->args[tie[0]], cs->dst_slots);
		return;
	}
	/* a struct's register image is its memory image: put each field in */
	uint64_t size = dl_type_size(&vm->dl, rt);
	uint8_t img[512];
	if (size > sizeof img)
		vm_fail(vm, R_X_ASM_1, "inline assembly \"%s\": its outputs are too large", text);
	memset(img, 0, sizeof img);
	uint8_t poison = 0;
	for (uint32_t k = 0; k < nout; k++) {
		vm_store_value(vm, img + dl_field_offset(&vm->dl, rt, k), rt->sub[k], R + cs->args[tie[k]]);
		poison |= Z[cs->args[tie[k]]];
	}
	vm_load_value(vm, img, rt, R + cs->dst);
	memset(Z + cs->dst, poison, cs->dst_slots);
}

int
vm_inline_asm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const InlineAsm *a = (const InlineAsm *)inst_callee(cs->inst);
	const char *text = a->asm_text ? a->asm_text : "";
	if (!asm_is_empty(vm, text))
		vm_fail(vm, R_X_ASM_1, "inline assembly \"%.200s\" cannot be executed (ehi runs no machine code)", text);
	empty_asm_outputs(vm, cs, a, R, Z);
	return BI_DONE;
}
