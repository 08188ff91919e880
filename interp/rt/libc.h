/* libc.h — what the parts of the C library (libc*.c, one per header)
 * share: the per-run state and the helpers on C strings and errno. */
#ifndef EHI_LIBC_H
#define EHI_LIBC_H

#include "rt/builtin.h"

/* Per-run state of the library (strtok's position, rand's generator, the
 * errno and ctype objects): rt_libc's rt_state */
typedef struct LibcState {
	uint64_t strtok_next;   /* strtok's saved position */
	int32_t rtab[31];       /* glibc random(): TYPE_3 state, r[i] = r[i-31] + r[i-3] */
	unsigned rf, rr;        /* its front and rear indices */
	bool rand_seeded;
	uint32_t msvc_seed;     /* the UCRT's rand(): a linear congruential generator */
	uint64_t errno_obj;     /* errno's int (allocated on first use) */
	uint64_t ctype_b, ctype_upper, ctype_lower; /* glibc's *__ctype_*_loc() cells */
} LibcState;

#define NARGS (cs->nargs)

/* libc.c */
LibcState *libc_state(VM *vm);
/* the bits of an integer or pointer type (others: 64) */
unsigned libc_int_bits(VM *vm, const Type *t);
/* the length of the C string at addr (checked reads) */
uint64_t libc_strlen(VM *vm, uint64_t addr);
/* errno's address; set it */
uint64_t libc_errno_addr(VM *vm);
void libc_set_errno(VM *vm, int e);
enum { T_EINVAL = 22, T_ERANGE = 34 }; /* the same on every target's C library */
/* the byte at addr (a checked read) */
uint8_t libc_peek(VM *vm, uint64_t addr);
/* the va_list passed as argument `va` of call cs, as va_arg_next reads
 * it: the va_list object's address (x86-64 SysV, AArch64: *ap) or the
 * pointer of a pointer-form va_list (*walk) */
void libc_va_list_arg(VM *vm, const CallSite *cs, const uint64_t *R, uint32_t va, uint64_t *ap, uint64_t *walk);
/* glibc's __chk_fail: a fortified function found a buffer overflow */
EHI_NORETURN void libc_chk_fail(VM *vm);

/* libc_file.c: n bytes written to the stream at addr (a FILE*, checked:
 * X-LIB-4); false when it cannot be (its error flag and errno set) */
bool libc_stream_write(VM *vm, uint64_t addr, const char *p, size_t n);
/* the same check alone (before a caller allocates what it will write) */
void libc_stream_check(VM *vm, uint64_t addr);
/* the next byte of the stream at addr (a FILE*, checked), or -1 at its
 * end or an error (flags and errno set); a byte given back (ungetc): for
 * the readers of other files (the scanf family) */
int libc_stream_getc(VM *vm, uint64_t addr);
void libc_stream_ungetc(VM *vm, uint64_t addr, int c);
/* the FILE object of standard input (0), output (1) or error (2) */
uint64_t libc_std_stream(VM *vm, int which);

/* libc_ctype.c: the C locale's classes, as glibc's tables hold them */
enum {
	CT_UPPER = 1 << 0, CT_LOWER = 1 << 1, CT_ALPHA = 1 << 2, CT_DIGIT = 1 << 3, CT_XDIGIT = 1 << 4,
	CT_SPACE = 1 << 5, CT_PRINT = 1 << 6, CT_GRAPH = 1 << 7, CT_BLANK = 1 << 8, CT_CNTRL = 1 << 9,
	CT_PUNCT = 1 << 10, CT_ALNUM = 1 << 11,
};
unsigned libc_ctype_class(int64_t c);
int64_t libc_toupper(int64_t c);
int64_t libc_tolower(int64_t c);
/* the address of entry 0 of glibc's class (0), toupper (1) or tolower (2)
 * table, indexed -128..255 (what *__ctype_b_loc() points at) */
uint64_t libc_ctype_table(VM *vm, int which);

/* libc_stdio.c: n bytes of s to the FILE object at stream (stdout,
 * stderr), as fputs writes them */
void libc_stdio_write(VM *vm, uint64_t stream, const char *s, size_t n);
/* libc_wchar.c: a wide character (the target's wchar_t) in simulated memory */
int64_t libc_wchar_read(VM *vm, uint64_t addr);
void libc_wchar_write(VM *vm, uint64_t addr, int64_t v);
/* WEOF, the target's wint_t -1 */
uint64_t libc_weof(VM *vm);

/* libc_string.c: memcpy (memmove) and memset, for their llvm.* forms too */
int libc_memcpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
int libc_memset(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

/* libc_scanf.c: the scanf family for any input.  The format is argument
 * fmt_arg of call cs; the destinations are the pointer arguments after it
 * (va < 0) or come from the va_list that is argument va.  The input comes
 * from in: getc returns the next byte (0-255) or SCAN_EOF (-1: the end of
 * the input, or a read error the source remembers, as a stream's flags
 * do); ungetc gives back the byte getc returned last (never SCAN_EOF; at
 * most one between two getc calls).  Either may report (vm_fail): the
 * engine is unwound cleanly.  Returns what the C function returns
 * (assignments, or EOF); unsupported conversions and bad arguments are
 * reported.  scanf: fmt_arg 0, va -1; fscanf: 1, -1; vfscanf: 1, 2. */
typedef struct LibcScanInput {
	void *ctx;
	int (*getc)(VM *vm, void *ctx);
	void (*ungetc)(VM *vm, void *ctx, int c);
} LibcScanInput;
int libc_scan_call(VM *vm, const CallSite *cs, uint64_t *R, uint32_t fmt_arg, int va, const LibcScanInput *in);

/* libc_math.c: the math functions in every precision (libc_math_sqrt...),
 * for their llvm.* forms too */
#define LIBC_MATH_FNS(X)                                                                            \
	X(sqrt) X(sin) X(cos) X(tan) X(exp) X(exp2) X(log) X(log10) X(log2) X(fabs) X(floor) X(ceil) \
	X(trunc) X(round) X(roundeven) X(rint) X(atan) X(asin) X(acos) X(sinh) X(cosh) X(tanh)      \
	X(cbrt) X(pow) X(fmod) X(atan2) X(copysign) X(fmin) X(fmax) X(minimum) X(maximum) X(fma)
#define LIBC_MATH_DECL(NAME) int libc_math_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);
LIBC_MATH_FNS(LIBC_MATH_DECL)
#undef LIBC_MATH_DECL
/* the plain float/double functions of one of them (VmRuntime.pure_math) */
const VmMathFn *libc_math_pure(BuiltinFn bi);
/* llvm.is.fpclass */
int libc_math_is_fpclass(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

#endif
