/* util.h — the runtime kit every ehi file uses: arenas, growable vectors,
 * interned strings, source locations and diagnostics.
 *
 * Everything a module owns is allocated from its arena and freed in one
 * call; nothing in the IR is freed piecemeal.  Diagnostics carry a byte
 * offset into a source buffer and are rendered (line:col, the source line,
 * a caret) only when printed, so the lexer never counts lines. */
#ifndef EHI_UTIL_H
#define EHI_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define EHI_VERSION "0.1.0"

#if defined(__GNUC__)
#define EHI_LIKELY(x)   __builtin_expect(!!(x), 1)
#define EHI_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define EHI_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define EHI_NORETURN __attribute__((noreturn))
#define EHI_NOINLINE __attribute__((noinline))
#else
#define EHI_LIKELY(x) (x)
#define EHI_UNLIKELY(x) (x)
#define EHI_PRINTF(a, b)
#define EHI_NORETURN
#define EHI_NOINLINE
#endif

#define countof(a) (sizeof(a) / sizeof((a)[0]))

/* Internal bugs only: bad input never reaches here. */
EHI_NORETURN void ehi_die_at(const char *file, int line, const char *fmt, ...) EHI_PRINTF(3, 4);
#define ehi_die(...) ehi_die_at(__FILE__, __LINE__, __VA_ARGS__)

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t sz);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* ---- arena: bump allocation in chunks, freed wholesale ---- */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
	ArenaChunk *head;
	char *cur, *end;
	size_t total; /* bytes handed out, for accounting */
} Arena;

void arena_init(Arena *a);
void arena_free(Arena *a);
void *arena_alloc(Arena *a, size_t n);         /* zeroed, 8-aligned */
void *arena_dup(Arena *a, const void *p, size_t n);
char *arena_strndup(Arena *a, const char *s, size_t n);

/* ---- growable vector of fixed-size elements (host heap) ---- */
typedef struct Vec {
	void *data;
	uint32_t len, cap;
} Vec;
void vec_reserve(Vec *v, size_t elem, uint32_t need);
#define VEC_PUSH(v, T, x) \
	(vec_reserve((v), sizeof(T), (v)->len + 1), ((T *)(v)->data)[(v)->len++] = (x))
#define VEC_AT(v, T, i) (((T *)(v)->data)[i])
void vec_free(Vec *v);

/* ---- string buffer ---- */
typedef struct Buf {
	char *s;
	size_t len, cap;
} Buf;
/* room for n more bytes and the NUL the text always ends with */
void buf_grow(Buf *b, size_t n);
/* the put functions are inline: the printer makes tens of millions of
 * calls for a big module, nearly all of a few bytes into a buffer that
 * has room (a call each, and a strlen for each literal, were a third of
 * its time) */
static inline void
buf_put(Buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap)
		buf_grow(b, n);
	if (n)
		memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}
static inline void
buf_puts(Buf *b, const char *s)
{
	buf_put(b, s, strlen(s));
}
static inline void
buf_putc(Buf *b, char c)
{
	if (b->len + 2 > b->cap)
		buf_grow(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = 0;
}
void buf_printf(Buf *b, const char *fmt, ...) EHI_PRINTF(2, 3);
void buf_putu(Buf *b, uint64_t v);  /* decimal, as %llu (no printf: the printer's hot path) */
void buf_puti(Buf *b, int64_t v);   /* decimal, as %lld */
void buf_free(Buf *b);

/* ---- a source text and locations in it ---- */
typedef struct Source {
	const char *name; /* as given on the command line; "<stdin>" for - */
	const char *text; /* NUL-terminated; owned */
	size_t len;
	uint32_t *line_starts; /* computed lazily for diagnostics */
	uint32_t nlines;
	bool mapped;      /* text is the file mapped (source_free unmaps it) */
} Source;

Source *source_load(const char *path, char *errbuf, size_t errlen);
Source *source_from_string(const char *name, const char *text, size_t len);
void source_free(Source *s);
void source_linecol(Source *s, uint32_t off, uint32_t *line, uint32_t *col);

/* ---- diagnostics ---- */
typedef enum { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE } DiagLevel;

/* Print "file:line:col: error: msg", the source line and a caret to `out`
 * (llvm-as's format).  `rule` (may be NULL) is a SPEC.md rule id. */
void diag_print(FILE *out, Source *src, uint32_t off, DiagLevel lvl, const char *rule,
		const char *msg);

#endif
