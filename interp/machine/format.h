/* format.h — the printf-family formatting engine of the simulated machine.
 *
 * fmt_format() renders a target program's format string exactly as glibc's
 * vfprintf would, without ever touching host varargs or the host printf:
 * arguments are pulled one at a time through a callback (the engine decides
 * each argument's C type class from the conversion and length modifier),
 * strings are read from target memory through another, and every
 * floating-point conversion is done with exact big-integer arithmetic so
 * double, x86 80-bit, IEEE binary128 and PowerPC double-double values print
 * digit for digit like glibc (round-half-even on the exact binary value, or
 * the target's current rounding mode).
 *
 * Target differences that change the *arguments* (sizes of long, size_t,
 * pointers, wchar_t, the long double format, MSVC's I64/I32/I modifiers)
 * are described by FmtTarget.  The *rendering* is always glibc's. */
#ifndef EHI_MACHINE_FORMAT_H
#define EHI_MACHINE_FORMAT_H

#include "util.h"

/* The C type class of one variadic argument, as the engine asks for it. */
typedef enum {
	FA_INT,     /* signed integer of size_bytes (4 or 8; char/short arrive as int) */
	FA_UINT,    /* unsigned integer of size_bytes */
	FA_DOUBLE,  /* double (float arguments arrive promoted) */
	FA_LDOUBLE, /* long double in FmtTarget.long_double_kind's format */
	FA_PTR,     /* %p: a pointer */
	FA_STR,     /* %s: pointer to a char string */
	FA_WSTR,    /* %ls / %S: pointer to a wchar_t string */
	FA_CHAR,    /* %c: an int */
	FA_WCHAR,   /* %lc / %C: a wint_t, promoted to 4 bytes */
	FA_NPTR,    /* %n: pointer to the count object */
} FmtArgKind;

/* The format of a target's long double. */
typedef enum {
	FMT_LD_DOUBLE, /* long double is double (MSVC, AArch64 Darwin, ...) */
	FMT_LD_X87,    /* x86 80-bit extended: lo = significand, hi = sign:exponent (16 bits) */
	FMT_LD_FP128,  /* IEEE binary128: lo/hi = the low/high 64 bits */
	FMT_LD_PPC,    /* IBM double-double: hi = bits of the high double, lo = of the low */
} FmtLongDouble;

/* The rounding mode floating-point conversions honour (glibc reads fegetround). */
typedef enum { FMT_RN, FMT_RU, FMT_RD, FMT_RZ } FmtRound;

/* One fetched argument.  Integers: the argument's bits in u (only the low
 * size_bytes bytes are looked at; the engine truncates and sign-extends).
 * Pointers of every kind: the target address in u.  FA_DOUBLE: d.
 * FA_LDOUBLE: raw bits in lo/hi as described at FmtLongDouble. */
typedef struct FmtArg {
	uint64_t u;
	double d;
	uint64_t lo, hi;
} FmtArg;

typedef struct FmtHooks {
	void *ctx;
	/* Fetch the next variadic argument.  size_bytes is the C type's size
	 * (x87 long double: 10, binary128 and double-double: 16).  Return
	 * false if it cannot be fetched (the hook reports why). */
	bool (*next_arg)(void *ctx, FmtArgKind kind, unsigned size_bytes, FmtArg *out);
	/* Append to out the string at addr: units of unit_bytes (1, or
	 * FmtTarget.wchar_bytes for wide strings) up to, not including, the
	 * first zero unit, and never more than max_units units (glibc reads no
	 * further than the precision).  Narrow units are appended as bytes;
	 * wide units as host-order uint32_t values.  False if unreadable. */
	bool (*read_str)(void *ctx, uint64_t addr, unsigned unit_bytes, size_t max_units,
			 Buf *out);
	/* %n: store n into the size_bytes-sized signed integer at addr. */
	bool (*store_count)(void *ctx, uint64_t addr, unsigned size_bytes, int64_t n);
	/* %m (optional, may be NULL): append strerror(errno) of the target, or
	 * with alt (%#m) the errno macro name as glibc 2.35+ does. */
	bool (*errno_message)(void *ctx, bool alt, Buf *out);
} FmtHooks;

typedef struct FmtTarget {
	unsigned long_bytes, size_t_bytes, ptr_bytes, wchar_bytes;
	FmtLongDouble long_double_kind;
	bool msvc;          /* accept I64, I32 and I length modifiers */
	bool utf8;          /* LC_CTYPE is UTF-8 (%lc/%ls encode); else the C locale */
	FmtRound rounding;  /* current floating-point rounding mode */
	size_t max_bytes;   /* refuse to produce more (0: no limit besides INT_MAX) */
} FmtTarget;

/* INVAL, OVERFLOW and ILSEQ are what glibc itself does (the call returns
 * -1 and sets errno): a defined outcome for the program, not an interpreter
 * fault.  HOOK, UNSUPPORTED and LIMIT are the interpreter's own. */
typedef enum {
	FMT_OK,
	FMT_E_INVAL,       /* format ends inside a conversion (glibc: EINVAL) */
	FMT_E_OVERFLOW,    /* width, precision or count beyond INT_MAX (EOVERFLOW) */
	FMT_E_ILSEQ,       /* a wide character has no multibyte form (EILSEQ) */
	FMT_E_HOOK,        /* a hook returned false */
	FMT_E_UNSUPPORTED, /* %m without an errno_message hook */
	FMT_E_LIMIT,       /* output would exceed FmtTarget.max_bytes */
} FmtErrCode;

typedef struct FmtError {
	FmtErrCode code;
	const char *msg; /* static text */
} FmtError;

/* Format fmt[0..fmtlen) (stopping early at a NUL) and append the result to
 * out.  Returns the number of bytes appended, or -1 with *err filled in;
 * then out still holds what glibc would already have written before
 * failing (bytes past an EILSEQ or EINVAL point are not added). */
int fmt_format(Buf *out, const char *fmt, size_t fmtlen, const FmtTarget *t, const FmtHooks *h,
	       FmtError *err);

/* The FmtTarget of x86_64 Linux glibc (LP64, x87 long double). */
FmtTarget fmt_target_x86_64_linux(void);

#endif
