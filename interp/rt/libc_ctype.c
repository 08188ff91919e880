/* libc_ctype.c — <ctype.h> in the C locale: the is* classes, toupper and
 * tolower, and glibc's __ctype_*_loc tables. */
#include "rt/libc.h"

#include <string.h>

/* ---------------------------------------------------------------- ctype */
unsigned
libc_ctype_class(int64_t c)
{
	if (c < 0 || c > 127)
		return 0;
	unsigned m = 0;
	if (c >= 'A' && c <= 'Z')
		m |= CT_UPPER | CT_ALPHA | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if (c >= 'a' && c <= 'z')
		m |= CT_LOWER | CT_ALPHA | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if (c >= '0' && c <= '9')
		m |= CT_DIGIT | CT_XDIGIT | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
		m |= CT_XDIGIT;
	if (c == ' ' || (c >= '\t' && c <= '\r'))
		m |= CT_SPACE;
	if (c == ' ' || c == '\t')
		m |= CT_BLANK;
	if (c == ' ')
		m |= CT_PRINT;
	if (c < 32 || c == 127)
		m |= CT_CNTRL;
	if (c > 32 && c < 127 && !(m & CT_ALNUM))
		m |= CT_PUNCT | CT_PRINT | CT_GRAPH;
	return m;
}

static int
ctype_test(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, unsigned mask)
{
	int64_t c = vm_sext(ARG(0), libc_int_bits(vm, cs->argtypes[0]));
	/* glibc returns the table's masked bits: nonzero, not necessarily 1 */
	builtin_ret(cs, R, Z, (libc_ctype_class(c) & mask) ? 1 : 0);
	return 0;
}
#define CTYPE_FN(NAME, MASK) \
	static int b_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return ctype_test(vm, cs, R, Z, MASK); }
CTYPE_FN(isalpha, CT_ALPHA) CTYPE_FN(isdigit, CT_DIGIT) CTYPE_FN(isspace, CT_SPACE) CTYPE_FN(isupper, CT_UPPER)
CTYPE_FN(islower, CT_LOWER) CTYPE_FN(isalnum, CT_ALNUM) CTYPE_FN(isprint, CT_PRINT) CTYPE_FN(ispunct, CT_PUNCT)
CTYPE_FN(isxdigit, CT_XDIGIT) CTYPE_FN(iscntrl, CT_CNTRL) CTYPE_FN(isgraph, CT_GRAPH) CTYPE_FN(isblank, CT_BLANK)

int64_t
libc_toupper(int64_t c)
{
	return c >= 'a' && c <= 'z' ? c - 32 : c;
}

int64_t
libc_tolower(int64_t c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int
b_toascii(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	/* POSIX: the low 7 bits */
	(void)vm;
	builtin_ret(cs, R, Z, ARG(0) & 0x7f);
	return 0;
}

static int
b_toupper(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)libc_toupper(vm_sext(ARG(0), libc_int_bits(vm, cs->argtypes[0]))));
	return 0;
}

static int
b_tolower(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)libc_tolower(vm_sext(ARG(0), libc_int_bits(vm, cs->argtypes[0]))));
	return 0;
}

/* glibc's <ctype.h> macros index tables through __ctype_b_loc() and
 * friends: a pointer to a pointer to entry 0 of a table indexed -128..255.
 * The class table's 16-bit entries use glibc's _ISbit layout, whose bytes
 * are the same on both byte orders: the first byte holds bits 8-11, the
 * second bits 0-7. */
static uint64_t
ctype_cell(VM *vm, int which)
{
	LibcState *st = libc_state(vm);
	uint64_t *cell = which == 0 ? &st->ctype_b : which == 1 ? &st->ctype_upper : &st->ctype_lower;
	if (*cell)
		return *cell;
	unsigned es = which == 0 ? 2 : 4, pb = vm->ptr_bytes;
	uint64_t tab = mem_alloc_internal(&vm->mem, 384 * es, 4, which == 0 ? "ctype class table" : "ctype case table");
	uint8_t *p = mem_host(&vm->mem, tab);
	for (int i = 0; i < 384; i++) {
		int c = i - 128;
		if (which == 0) {
			unsigned m = libc_ctype_class(c);
			p[2 * i] = (uint8_t)(m >> 8);
			p[2 * i + 1] = (uint8_t)m;
		} else {
			int64_t v = which == 1 ? libc_toupper(c) : libc_tolower(c);
			mem_write_uint(p + 4 * i, 4, (uint32_t)(int32_t)v, vm->big_endian);
		}
	}
	mem_set_state(&vm->mem, tab, 384 * es, SH_CONST);
	*cell = mem_alloc_internal(&vm->mem, pb, pb, "ctype table pointer");
	mem_write_uint(mem_host(&vm->mem, *cell), pb, tab + 128 * es, vm->big_endian);
	return *cell;
}

/* table `which`'s entry 0 (glibc's locale object points there too) */
uint64_t
libc_ctype_table(VM *vm, int which)
{
	uint64_t cell = ctype_cell(vm, which);
	return mem_read_uint(mem_host(&vm->mem, cell), vm->ptr_bytes, vm->big_endian);
}

static int b_ctype_b_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 0)); return 0; }
static int b_ctype_toupper_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 1)); return 0; }
static int b_ctype_tolower_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 2)); return 0; }


/* ---------------------------------------------------------------- table */
static const RtCFn fns[] = {
	{"isalpha", b_isalpha, "i(i)"}, {"isdigit", b_isdigit, "i(i)"}, {"isspace", b_isspace, "i(i)"}, {"isupper", b_isupper, "i(i)"},
	{"islower", b_islower, "i(i)"}, {"isalnum", b_isalnum, "i(i)"}, {"isprint", b_isprint, "i(i)"}, {"ispunct", b_ispunct, "i(i)"},
	{"isxdigit", b_isxdigit, "i(i)"}, {"iscntrl", b_iscntrl, "i(i)"}, {"isgraph", b_isgraph, "i(i)"}, {"isblank", b_isblank, "i(i)"},
	{"toupper", b_toupper, "i(i)"}, {"toascii", b_toascii, "i(i)"}, {"tolower", b_tolower, "i(i)"}, {"__ctype_b_loc", b_ctype_b_loc, "p()"},
	{"__ctype_toupper_loc", b_ctype_toupper_loc, "p()"}, {"__ctype_tolower_loc", b_ctype_tolower_loc, "p()"},
};

const RuntimeLib rt_libc_ctype = {
	.name = "C library <ctype.h>",
	.cfns = RT_TABLE(fns),
};
