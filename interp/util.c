/* util.c — arenas, vectors, buffers, sources, diagnostics. */
#include "util.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void
ehi_die_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "ehi: internal error at %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		ehi_die("out of host memory (%zu bytes)", n);
	return p;
}

void *
xcalloc(size_t n, size_t sz)
{
	void *p = calloc(n ? n : 1, sz ? sz : 1);
	if (!p)
		ehi_die("out of host memory");
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		ehi_die("out of host memory (%zu bytes)", n);
	return p;
}

char *
xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

/* ---- arena ---- */
struct ArenaChunk {
	ArenaChunk *next;
	size_t size;
	size_t mapped;      /* bytes mapped (by chunk_new's mmap); 0: from malloc */
	/* data follows, 16-aligned */
};

/* A full-size chunk is mapped with its pages populated: a big module's
 * parse fills a hundred megabytes of them, and a page fault per 4 KiB
 * page was a sixth of its CPU time (in the kernel) */
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_MAP 0 /* LeakSanitizer scans the heap for pointers, not a mapping */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_MAP 0
#endif
#endif
#ifndef ARENA_MAP
#define ARENA_MAP 1
#endif

static ArenaChunk *
chunk_new(size_t bytes, bool populate)
{
	if (ARENA_MAP && populate) {
		void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
		if (p != MAP_FAILED) {
			ArenaChunk *c = p;
			c->mapped = bytes;
			return c;
		}
	}
	ArenaChunk *c = xmalloc(bytes);
	c->mapped = 0;
	return c;
}

/* chunks grow from ARENA_FIRST to ARENA_CHUNK, doubling: a short-lived
 * arena (a demangling: one per name printed) costs a small block, not a
 * megabyte (under ASan each was an mmap and munmap: 100000 events took
 * minutes) */
enum { ARENA_FIRST = 1 << 12, ARENA_CHUNK = 1 << 20 };

void
arena_init(Arena *a)
{
	memset(a, 0, sizeof *a);
}

void
arena_free(Arena *a)
{
	ArenaChunk *c = a->head, *n;
	for (; c; c = n) {
		n = c->next;
		if (c->mapped)
			munmap(c, c->mapped);
		else
			free(c);
	}
	memset(a, 0, sizeof *a);
}

void *
arena_alloc(Arena *a, size_t n)
{
	n = (n + 7) & ~(size_t)7;
	if (EHI_UNLIKELY((size_t)(a->end - a->cur) < n)) {
		/* Large requests get their own chunk so a big object never
		 * wastes the remainder of the current one. */
		size_t grow = a->head && a->head->size < ARENA_CHUNK ? a->head->size * 2 : ARENA_CHUNK;
		if (!a->head)
			grow = ARENA_FIRST;
		size_t sz = n > grow / 4 ? n : grow;
		ArenaChunk *c = chunk_new(sizeof(ArenaChunk) + 16 + sz, sz == ARENA_CHUNK);
		char *data = (char *)c + ((sizeof(ArenaChunk) + 15) & ~(size_t)15);
		c->size = sz;
		if (sz != grow && a->head) {
			/* keep the current chunk for later small allocations */
			c->next = a->head->next;
			a->head->next = c;
			memset(data, 0, n);
			a->total += n;
			return data;
		}
		c->next = a->head;
		a->head = c;
		a->cur = data;
		a->end = data + sz;
		/* fresh chunks come from malloc: zero lazily per allocation */
	}
	void *p = a->cur;
	a->cur += n;
	a->total += n;
	memset(p, 0, n);
	return p;
}

void *
arena_dup(Arena *a, const void *p, size_t n)
{
	void *q = arena_alloc(a, n);
	if (n && p)
		memcpy(q, p, n);
	return q;
}

char *
arena_strndup(Arena *a, const char *s, size_t n)
{
	char *q = arena_alloc(a, n + 1);
	memcpy(q, s, n);
	q[n] = 0;
	return q;
}

/* ---- vectors and buffers ---- */
void
vec_reserve(Vec *v, size_t elem, uint32_t need)
{
	if (need <= v->cap)
		return;
	uint32_t cap = v->cap ? v->cap : 8;
	while (cap < need)
		cap *= 2;
	v->data = xrealloc(v->data, (size_t)cap * elem);
	v->cap = cap;
}

void
vec_free(Vec *v)
{
	free(v->data);
	memset(v, 0, sizeof *v);
}

void
buf_grow(Buf *b, size_t n)
{
	if (b->len + n + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + n + 1)
		cap *= 2;
	b->s = xrealloc(b->s, cap);
	b->cap = cap;
}

void
buf_putu(Buf *b, uint64_t v)
{
	/* two digits a step, from a table, into the buffer's room */
	static const char pairs[] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
				    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
				    "8081828384858687888990919293949596979899";
	size_t n = 1;
	for (uint64_t x = v; x >= 10; x /= 10)
		n++;
	if (b->len + n + 1 > b->cap)
		buf_grow(b, n);
	char *p = b->s + b->len + n;
	*p = 0;
	b->len += n;
	while (v >= 100) {
		unsigned r = (unsigned)(v % 100);
		v /= 100;
		p -= 2;
		p[0] = pairs[2 * r], p[1] = pairs[2 * r + 1];
	}
	if (v >= 10) {
		p -= 2;
		p[0] = pairs[2 * v], p[1] = pairs[2 * v + 1];
	} else
		*--p = (char)('0' + v);
}

void
buf_puti(Buf *b, int64_t v)
{
	if (v < 0) {
		buf_putc(b, '-');
		buf_putu(b, (uint64_t)0 - (uint64_t)v);
	} else
		buf_putu(b, (uint64_t)v);
}

void
buf_printf(Buf *b, const char *fmt, ...)
{
	char tmp[256];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof tmp) {
		buf_put(b, tmp, (size_t)n);
		return;
	}
	char *big = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	buf_put(b, big, (size_t)n);
	free(big);
}

void
buf_free(Buf *b)
{
	free(b->s);
	memset(b, 0, sizeof *b);
}

/* ---- sources ---- */
Source *
source_from_string(const char *name, const char *text, size_t len)
{
	Source *s = xcalloc(1, sizeof *s);
	char *t = xmalloc(len + 1);
	memcpy(t, text, len);
	t[len] = 0;
	s->name = xstrdup(name);
	s->text = t;
	s->len = len;
	return s;
}

Source *
source_load(const char *path, char *errbuf, size_t errlen)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f) {
		snprintf(errbuf, errlen, "could not open '%s': %s", path, strerror(errno));
		return NULL;
	}
	/* a big file (a library compiled to IR is 12 MB) is mapped, not
	 * read: no copy of it and no fresh pages to clear, which were a
	 * fifth of a hello-world's start-up.  The byte after its end reads
	 * as the NUL the text needs, when that byte is inside the file's
	 * last page (else it is read as any file is) */
	struct stat mst;
	long page = sysconf(_SC_PAGESIZE);
	if (f != stdin && fstat(fileno(f), &mst) == 0 && S_ISREG(mst.st_mode) && mst.st_size >= (1 << 20) &&
	    mst.st_size < UINT32_MAX - 16 && page > 0 && mst.st_size % page != 0) {
		void *p = mmap(NULL, (size_t)mst.st_size, PROT_READ, MAP_PRIVATE, fileno(f), 0);
		if (p != MAP_FAILED) {
			fclose(f);
			Source *s = xcalloc(1, sizeof *s);
			s->name = xstrdup(path);
			s->text = p;
			s->len = (size_t)mst.st_size;
			s->mapped = true;
			return s;
		}
	}
	/* read straight into one buffer, sized from the file's size when it
	 * has one (a library compiled to IR is 12 MB: no chunk copies, no
	 * regrowth), grown by doubling otherwise (a pipe) */
	Buf b = {0};
	struct stat st;
	size_t cap = fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size < UINT32_MAX ? (size_t)st.st_size + 1
												     : 65536;
	b.s = xmalloc(cap);
	b.cap = cap;
	size_t n;
	while ((n = fread(b.s + b.len, 1, b.cap - b.len - 1, f)) > 0) {
		/* IR text has no NUL byte (a string's is written \00): stop
		 * reading at the first, which the lexer then reports with its
		 * place, so that /dev/zero or a binary file is refused at once
		 * instead of read until memory runs out */
		bool nul = memchr(b.s + b.len, 0, n) != NULL;
		b.len += n;
		if (nul)
			break;
		if (b.len > UINT32_MAX)
			break;
		if (b.cap - b.len - 1 == 0) {
			b.cap *= 2;
			b.s = xrealloc(b.s, b.cap);
		}
	}
	b.s[b.len] = 0;
	bool err = ferror(f);
	if (f != stdin)
		fclose(f);
	if (err) {
		snprintf(errbuf, errlen, "could not read '%s'", path);
		buf_free(&b);
		return NULL;
	}
	if (b.len > UINT32_MAX - 16) {
		snprintf(errbuf, errlen, "'%s' is larger than 4 GiB", path);
		buf_free(&b);
		return NULL;
	}
	Source *s = xcalloc(1, sizeof *s);
	if (!b.s)
		buf_put(&b, "", 0);
	s->name = xstrdup(strcmp(path, "-") == 0 ? "<stdin>" : path);
	s->text = b.s;
	s->len = b.len;
	return s;
}

void
source_free(Source *s)
{
	if (!s)
		return;
	free((void *)s->name);
	if (s->mapped)
		munmap((void *)s->text, s->len);
	else
		free((void *)s->text);
	free(s->line_starts);
	free(s);
}

void
source_linecol(Source *s, uint32_t off, uint32_t *line, uint32_t *col)
{
	if (!s->line_starts) {
		Vec v = {0};
		VEC_PUSH(&v, uint32_t, 0);
		for (size_t i = 0; i < s->len; i++)
			if (s->text[i] == '\n')
				VEC_PUSH(&v, uint32_t, (uint32_t)(i + 1));
		s->line_starts = v.data;
		s->nlines = v.len;
	}
	if (off > s->len)
		off = (uint32_t)s->len;
	uint32_t lo = 0, hi = s->nlines; /* last start <= off */
	while (hi - lo > 1) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (s->line_starts[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	*line = lo + 1;
	*col = off - s->line_starts[lo] + 1;
}

static const char *const level_names[] = {"error", "warning", "note"};

void
diag_print(FILE *out, Source *src, uint32_t off, DiagLevel lvl, const char *rule,
	   const char *msg)
{
	if (!src) {
		fprintf(out, "%s: %s%s%s%s\n", level_names[lvl], msg, rule ? " [" : "",
			rule ? rule : "", rule ? "]" : "");
		return;
	}
	uint32_t line, col;
	source_linecol(src, off, &line, &col);
	fprintf(out, "%s:%u:%u: %s: %s", src->name, line, col, level_names[lvl], msg);
	if (rule)
		fprintf(out, " [%s]", rule);
	fputc('\n', out);
	/* the source line, with non-printable bytes shown as '?' so binary
	 * garbage cannot corrupt the terminal */
	const char *ls = src->text + src->line_starts[line - 1];
	const char *le = ls;
	while (le < src->text + src->len && *le != '\n' && le - ls < 400)
		le++;
	for (const char *p = ls; p < le; p++) {
		unsigned char c = (unsigned char)*p;
		fputc(c == '\t' || (c >= 0x20 && c < 0x7f) ? c : (c == '\r' ? ' ' : '?'), out);
	}
	fputc('\n', out);
	for (uint32_t i = 1; i < col && i <= (uint32_t)(le - ls); i++)
		fputc(ls[i - 1] == '\t' ? '\t' : ' ', out);
	fputs("^\n", out);
}
