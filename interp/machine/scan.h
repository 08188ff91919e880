/* scan.h — the scanf-family scanning engine of the simulated machine.
 *
 * scan_format() reads input as glibc's vfscanf does, from any source:
 * characters come one at a time through a callback and at most one is
 * pushed back (the `ungetc` of a stream, a position in a string), and
 * every assignment goes out through another callback, which fetches the
 * next pointer argument itself and stores the value in target memory.
 * The engine never touches host varargs, host scanf or host streams.
 *
 * Using it for a new input source (sscanf: a string in target memory;
 * fscanf/scanf: a FILE of the stream layer):
 *   - getc returns the next byte (0-255), or SCAN_EOF at the end of the
 *     input (or after a read error: the source remembers which, as a
 *     stream's error flag does);
 *   - ungetc(c) gives back the byte getc returned last (the engine
 *     pushes back at most one byte between two getc calls, and never
 *     SCAN_EOF);
 *   - store(v) assigns one converted value: it takes the next pointer
 *     argument (from the call, or a va_list) and writes v there.
 * Each callback may end the run (a fault in target memory): to let the
 * engine free what it holds, it must then return false (getc: report
 * through ScanHooks.failed) rather than not return, as the printf
 * engine's hooks do (rt/libc_stdio.c: fmt_next).
 *
 * Conversions: %d %i %u %o %x %X %c %s %[...] %n %p %a %e %f %g (and
 * their upper-case forms) and %%, with widths, assignment suppression
 * `*`, and the lengths hh h l ll q j z t L.  Integers are converted as
 * glibc converts them: with strtol/strtoul at the width of long (long
 * long for ll, q, L, and j/z/t when wider than long), then cut to the
 * object's size.  Floats: the engine collects the text glibc accepts and
 * the store callback converts it to the target's format (the callback
 * knows the target's long double).  Not provided: `%m` (allocating),
 * positional arguments (`%1$d`), %C/%S and %lc/%ls/%l[ in a multibyte
 * locale (wide conversions store each byte as a wchar_t: the C locale,
 * where a byte >= 0x80 ends %lc and %ls with a failure after storing the
 * characters before it, and leaves its unit unwritten in %l[, as glibc).
 * A format glibc rejects (an unknown conversion, an unterminated `[`)
 * is a matching failure, as in glibc. */
#ifndef EHI_MACHINE_SCAN_H
#define EHI_MACHINE_SCAN_H

#include "util.h"

#define SCAN_EOF (-1)

typedef enum ScanValKind {
	SV_INT,     /* an integer object of `size` bytes: its value in u */
	SV_FLOAT,   /* a float (size 4), double (8) or long double (size 0):
		       the text in text, as strtod accepts it */
	SV_CHARS,   /* %c, %s, %[: n characters in chars, each stored as a
		       unit of `size` bytes (1, or wchar_t's), then a zero
		       unit when nul */
} ScanValKind;

typedef struct ScanValue {
	ScanValKind kind;
	unsigned size;
	uint64_t u;
	const char *text;
	const uint8_t *chars;
	size_t n;
	bool nul;
	bool pointer;           /* SV_INT from %p: the object is a pointer */
	bool skip_high;         /* SV_CHARS of %l[: a byte >= 0x80 (no wide
				   character in the C locale) leaves its unit
				   unwritten, as glibc leaves it */
} ScanValue;

typedef struct ScanHooks {
	void *ctx;
	int (*getc)(void *ctx);
	void (*ungetc)(void *ctx, int c);
	bool (*store)(void *ctx, const ScanValue *v);
	/* getc ended the run (the engine stops, and frees what it holds) */
	bool (*failed)(void *ctx);
} ScanHooks;

/* the sizes of the target's C types the length modifiers name */
typedef struct ScanTarget {
	unsigned long_bytes, size_t_bytes, ptr_bytes, wchar_bytes, intmax_bytes;
} ScanTarget;

typedef enum ScanErrCode {
	SCAN_OK,
	SCAN_E_HOOK,        /* a callback returned false (it reported why) */
	SCAN_E_UNSUPPORTED, /* a conversion ehi does not provide (msg says which) */
} ScanErrCode;

typedef struct ScanError {
	ScanErrCode code;
	const char *msg;    /* static text */
} ScanError;

/* Scan by fmt[0..fmtlen) (stopping early at a NUL).  Returns what glibc's
 * vfscanf returns: the number of assignments made, or SCAN_EOF when the
 * input ended (an input failure) before the first assignment; -2 with
 * *err filled in when a callback failed or a conversion is not provided
 * (the count is then meaningless). */
int scan_format(const char *fmt, size_t fmtlen, const ScanTarget *t, const ScanHooks *h, ScanError *err);

#endif
