/* mem.c — the simulated address space (see mem.h for the layout). */
#include "machine/mem.h"

#include <string.h>
#include <sys/mman.h>

enum {
	SHADOW_SKEW = 2048 + 64,        /* the shadow's offset from a page start (mem_init) */
	FUNC_START = 0x10000,           /* below: the null region */
	FUNC_SLOT = 16,                 /* bytes per function address */
	GLOBAL_START = 0x1000000,       /* 16 MiB: room for 1M functions */
};

/* 64-bit targets place the window high, so that a pointer truncated to
 * 32 bits (a classic porting bug) points nowhere instead of working. */
static const uint64_t base64 = 0x0000100000000000ull;

static void *
reserve(uint64_t n)
{
	void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	return p == MAP_FAILED ? NULL : p;
}

bool
mem_init(Mem *m, unsigned ptr_bytes, uint64_t max_bytes, char *err, size_t errlen)
{
	memset(m, 0, sizeof *m);
	m->size = MEM_WINDOW_SIZE;
	m->base = ptr_bytes == 8 ? base64 : 0;
	m->ptr_mask = ptr_bytes == 8 ? ~(uint64_t)0 : 0xffffffffu;
	m->host = reserve(m->size);
	/* the shadow byte of an address must not lie at the same offset in
	 * its 4 KiB page as the address's own byte: a load of one just after
	 * a store to the other then waits on it (the CPU compares addresses
	 * by their low 12 bits first), and every checked access does both */
	/* (and a page past its end: the fast checks read 8 shadow bytes at once) */
	m->shadow = m->host ? reserve(m->size + SHADOW_SKEW + 4096) : NULL;
	if (m->shadow)
		m->shadow += SHADOW_SKEW;
	if (!m->host || !m->shadow) {
		snprintf(err, errlen, "could not reserve %llu MiB of host address space for the simulated memory",
			 (unsigned long long)(2 * m->size >> 20));
		mem_free_all(m);
		return false;
	}
	m->func_lo = m->func_next = m->base + FUNC_START;
	m->func_hi = m->base + GLOBAL_START;
	m->glob_lo = m->glob_next = m->base + GLOBAL_START;
	m->stack_hi = m->base + m->size - 4096; /* a guard page on top */
	m->stack_lo = m->stack_floor = m->stack_hi - MEM_STACK_BYTES;
	m->sp = m->stack_hi;
	m->heap_next = 0; /* set when the globals are laid out */
	m->heap_limit = m->stack_lo - 4096;
	mem_set_limit(m, max_bytes);
	return true;
}

/* The stack may grow down to where heap + globals + stack reach the
 * limit: recomputed whenever the heap or the globals change. */
static void
limit_update(Mem *m)
{
	if (!m->max_bytes) {
		m->stack_lo = m->stack_floor;
		return;
	}
	uint64_t room = m->committed < m->max_bytes ? m->max_bytes - m->committed : 0;
	uint64_t lo = room < m->stack_hi - m->stack_floor ? m->stack_hi - room : m->stack_floor;
	m->stack_lo = lo;
}

void
mem_set_limit(Mem *m, uint64_t max_bytes)
{
	m->max_bytes = max_bytes;
	m->quarantine_max = max_bytes && max_bytes / 4 < MEM_QUARANTINE_BYTES ? max_bytes / 4 : MEM_QUARANTINE_BYTES;
	limit_update(m);
}

uint64_t
mem_in_use(const Mem *m)
{
	return m->committed + (m->stack_hi - m->sp);
}

void
mem_free_all(Mem *m)
{
	if (m->host)
		munmap(m->host, m->size);
	if (m->shadow)
		munmap(m->shadow - SHADOW_SKEW, m->size + SHADOW_SKEW + 4096);
	vec_free(&m->objects);
	vec_free(&m->heap_objects);
	vec_free(&m->quarantine);
	for (unsigned i = 0; i < MEM_HEAP_CLASSES; i++)
		vec_free(&m->reusable[i]);
	memset(m, 0, sizeof *m);
}

void
mem_set_state(Mem *m, uint64_t addr, uint64_t n, MemState s)
{
	uint8_t *p = m->shadow + (addr - m->base);
	if (n <= 64) { /* stack objects are small: no call */
		for (uint64_t k = 0; k < n; k++)
			p[k] = (uint8_t)s;
		return;
	}
	memset(p, (int)s, n);
}

/* (the loops below take eight shadow bytes at a time where they can:
 * copies and fills of whole arrays come through here) */
static const uint64_t ALL_UNDEF = MEM_ALL_UNDEF;
#define written8 mem_word_written

void
mem_mark_written(Mem *m, uint64_t addr, uint64_t n)
{
	uint8_t *p = m->shadow + (addr - m->base);
	uint64_t k = 0;
	for (; k + 8 <= n; k += 8) {
		uint64_t t;
		memcpy(&t, p + k, 8);
		if (t & ALL_UNDEF) {
			t = written8(t);
			memcpy(p + k, &t, 8);
		}
	}
	for (; k < n; k++)
		if (p[k] & SH_UNDEF)
			p[k] = SH_INIT_OF(p[k]);
}

void
mem_mark_poisoned(Mem *m, uint64_t addr, uint64_t n)
{
	uint8_t *p = m->shadow + (addr - m->base);
	for (uint64_t k = 0; k < n; k++)
		if (p[k] & SH_LIVE_WRITE)
			p[k] = SH_POISONED_OF(p[k]);
}

bool
mem_all_written(const Mem *m, uint64_t addr, uint64_t n)
{
	const uint8_t *p = m->shadow + (addr - m->base);
	uint64_t acc = 0, k = 0;
	for (; k + 8 <= n; k += 8) {
		uint64_t t;
		memcpy(&t, p + k, 8);
		acc |= t;
	}
	for (; k < n; k++)
		acc |= p[k];
	return !(acc & ALL_UNDEF);
}

/* the destination byte d of a copy of a byte whose state is sb */
static inline uint8_t
copied_state(uint8_t d, uint8_t sb)
{
	if (!(d & SH_LIVE_WRITE))
		return d;
	return (uint8_t)(sb & SH_UNDEF ? (d & 3u) | (sb & SH_UNDEF) : SH_INIT_OF(d));
}

void
mem_copy_init(Mem *m, uint64_t dst, uint64_t src, uint64_t n)
{
	uint8_t *d = m->shadow + (dst - m->base);
	const uint8_t *s = m->shadow + (src - m->base);
	if (dst != src && dst < src + n && src < dst + n) {
		/* overlapping (memmove): in chunks, each chunk's source states
		 * read before it is written, from the end when the destination
		 * is above the source */
		uint8_t tmp[256];
		for (uint64_t done = 0; done < n;) {
			uint64_t c = n - done < sizeof tmp ? n - done : sizeof tmp;
			uint64_t at = dst > src ? n - done - c : done;
			memcpy(tmp, s + at, c);
			for (uint64_t k = 0; k < c; k++)
				d[at + k] = copied_state(d[at + k], tmp[k]);
			done += c;
		}
		return;
	}
	/* eight bytes at a time: both written (the common case), or only
	 * the source (the destination's undef bytes become written) */
	uint64_t k = 0;
	for (; k + 8 <= n; k += 8) {
		uint64_t ts, td;
		memcpy(&ts, s + k, 8);
		memcpy(&td, d + k, 8);
		if (!((ts | td) & ALL_UNDEF))
			continue;
		if (!(ts & ALL_UNDEF)) {
			td = written8(td);
			memcpy(d + k, &td, 8);
			continue;
		}
		for (unsigned j = 0; j < 8; j++)
			d[k + j] = copied_state(d[k + j], s[k + j]);
	}
	for (; k < n; k++)
		d[k] = copied_state(d[k], s[k]);
}

static uint64_t
align_up(uint64_t v, uint64_t a)
{
	return a > 1 ? (v + a - 1) & ~(a - 1) : v;
}

static void
add_object(Mem *m, uint64_t addr, uint64_t size, ObjKind k, const char *what, const void *at, uint32_t depth)
{
	MemObject o = {addr, size, (uint8_t)k, 0, what, at, NULL, depth};
	VEC_PUSH(&m->objects, MemObject, o);
	if (k == OBJ_HEAP)
		VEC_PUSH(&m->heap_objects, uint32_t, m->objects.len - 1);
}

uint64_t
mem_alloc_func(Mem *m)
{
	if (m->func_next + FUNC_SLOT > m->func_hi)
		return 0;
	uint64_t a = m->func_next;
	m->func_next += FUNC_SLOT;
	mem_set_state(m, a, 1, SH_FUNC);
	return a;
}

uint64_t
mem_alloc_global(Mem *m, uint64_t size, uint64_t align, bool constant, const char *name)
{
	uint64_t a = align_up(m->glob_next + MEM_REDZONE, align < 8 ? 8 : align);
	if (size > m->heap_limit || a + size + MEM_REDZONE >= m->heap_limit)
		return 0;
	m->glob_next = a + (size ? size : 1);
	mem_set_state(m, a, size, constant ? SH_CONST : SH_GLOBAL);
	m->committed += size;
	limit_update(m);
	add_object(m, a, size, OBJ_GLOBAL, name, NULL, 0);
	m->heap_next = align_up(m->glob_next + 4096, 4096);
	return a;
}

/* ---- the heap ----
 * A block of `size` bytes gets a span of its size class (16-byte steps up
 * to 256, then four per power of two), redzone-separated from the next;
 * the bytes past `size` in the span are redzone too.  A freed block waits
 * in the quarantine; when that holds more than quarantine_max bytes the
 * oldest block's span becomes reusable by the next block of its class
 * (same address, so heap_objects stays in address order and its record is
 * overwritten: the records do not grow in a malloc/free loop), and the
 * host pages wholly inside a large span are given back. */
static unsigned
heap_class(uint64_t size, uint64_t *span)
{
	if (size <= 256) {
		uint64_t c = size ? (size + 15) >> 4 : 1;
		*span = c << 4;
		return (unsigned)c - 1;
	}
	unsigned b = 63u - (unsigned)__builtin_clzll(size - 1); /* 2^b <= size-1 < 2^(b+1) */
	uint64_t q = (size - 1) >> (b - 2);                      /* 4..7 */
	*span = (q + 1) << (b - 2);
	return 16 + (b - 8) * 4 + (unsigned)(q - 4);
}

static void
release_pages(Mem *m, uint64_t addr, uint64_t n)
{
	uint64_t lo = align_up(addr, 4096), hi = (addr + n) & ~(uint64_t)4095;
	if (hi <= lo + 4096) /* small spans: reuse brings them back soon */
		return;
	madvise(m->host + (lo - m->base), hi - lo, MADV_DONTNEED);
	madvise(m->shadow + (lo - m->base), hi - lo, MADV_DONTNEED); /* reads SH_NONE */
}

static void
retire_oldest(Mem *m)
{
	uint32_t i = VEC_AT(&m->quarantine, uint32_t, m->quarantine_head++);
	MemObject *o = &VEC_AT(&m->objects, MemObject, i);
	uint64_t span;
	unsigned c = heap_class(o->size, &span);
	m->quarantine_bytes -= o->size;
	release_pages(m, o->addr, span);
	VEC_PUSH(&m->reusable[c], uint32_t, i);
	if (m->quarantine_head >= 1024 && m->quarantine_head * 2 >= m->quarantine.len) { /* drop the consumed front */
		uint32_t *q = m->quarantine.data, left = m->quarantine.len - m->quarantine_head;
		memmove(q, q + m->quarantine_head, left * sizeof *q);
		m->quarantine.len = left;
		m->quarantine_head = 0;
	}
}

/* a reusable span of the class, aligned as asked; its record, or NULL */
static MemObject *
reuse_span(Mem *m, unsigned c, uint64_t align)
{
	Vec *r = &m->reusable[c];
	if (!r->len)
		return NULL;
	MemObject *o = &VEC_AT(&m->objects, MemObject, VEC_AT(r, uint32_t, r->len - 1));
	if (align > 16 && (o->addr & (align - 1)))
		return NULL;
	r->len--;
	return o;
}

static uint64_t
alloc_heap(Mem *m, uint64_t size, uint64_t align, const void *at, uint32_t depth, const char *what,
	   MemObject **rec)
{
	if (!m->heap_next)
		m->heap_next = align_up(m->glob_next + 4096, 4096);
	if (m->max_bytes && (size > m->max_bytes || mem_in_use(m) > m->max_bytes - size)) {
		if (m->limit_hook)
			m->limit_hook(m->limit_ctx, what, false, size);
		return 0;
	}
	if (size > m->heap_limit)
		return 0;
	uint64_t span;
	unsigned c = heap_class(size, &span);
	MemObject *o = reuse_span(m, c, align);
	uint64_t a;
	if (o) {
		a = o->addr;
		mem_set_state(m, a + size, span - size, SH_NONE);
		*o = (MemObject){a, size, OBJ_HEAP, 0, "malloc", at, NULL, depth};
	} else {
		a = align_up(m->heap_next + MEM_REDZONE, align < 16 ? 16 : align);
		if (a + span + MEM_REDZONE >= m->heap_limit) {
			if (m->quarantine_head == m->quarantine.len)
				return 0;
			while (m->quarantine_head < m->quarantine.len) /* out of window: end every quarantine */
				retire_oldest(m);
			return alloc_heap(m, size, align, at, depth, what, rec);
		}
		m->heap_next = a + span;
		add_object(m, a, size, OBJ_HEAP, "malloc", at, depth);
		o = &VEC_AT(&m->objects, MemObject, m->objects.len - 1);
	}
	mem_set_state(m, a, size, SH_HEAP);
	m->committed += size;
	limit_update(m);
	if (rec)
		*rec = o;
	return a;
}

uint64_t
mem_alloc_internal(Mem *m, uint64_t size, uint64_t align, const char *what)
{
	MemObject *o;
	uint64_t a = alloc_heap(m, size, align, NULL, 0, what, &o);
	if (!a)
		return 0;
	mem_set_state(m, a, size, SH_INTERNAL);
	o->kind = OBJ_INTERNAL;
	o->what = what;
	return a;
}

uint64_t
mem_alloc_heap(Mem *m, uint64_t size, uint64_t align, const void *at, uint32_t depth)
{
	return alloc_heap(m, size, align, at, depth, NULL, NULL);
}

static MemObject *
find_heap_block(Mem *m, uint64_t addr)
{
	uint32_t lo = 0, hi = m->heap_objects.len;
	while (lo < hi) { /* heap blocks are appended in address order, and reused in place */
		uint32_t mid = lo + (hi - lo) / 2;
		MemObject *o = &VEC_AT(&m->objects, MemObject, VEC_AT(&m->heap_objects, uint32_t, mid));
		if (o->addr == addr)
			return o;
		if (o->addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int
mem_free_heap(Mem *m, uint64_t addr, const void *at)
{
	MemObject *o = find_heap_block(m, addr);
	if (!o || o->kind != OBJ_HEAP)
		return 1;
	if (o->freed)
		return 2;
	o->freed = 1;
	o->free_at = at;
	mem_set_state(m, addr, o->size, SH_FREED);
	m->committed -= o->size;
	limit_update(m);
	VEC_PUSH(&m->quarantine, uint32_t, (uint32_t)(o - (MemObject *)m->objects.data));
	m->quarantine_bytes += o->size;
	while (m->quarantine_bytes > m->quarantine_max)
		retire_oldest(m);
	return 0;
}

uint64_t
mem_stack_alloc(Mem *m, uint64_t size, uint64_t align)
{
	if (size > MEM_STACK_BYTES)
		return 0;
	uint64_t a = (m->sp - size - MEM_REDZONE) & ~((align < 16 ? 16 : align) - 1);
	if (a < m->stack_lo) {
		if (a >= m->stack_floor && a < m->sp && m->limit_hook) /* the limit, not the stack's size */
			m->limit_hook(m->limit_ctx, NULL, true, size);
		return 0;
	}
	/* the object, then the redzone above it up to the old top */
	uint8_t *s = m->shadow + (a - m->base);
	uint64_t n = m->sp - a;
	memset(s, SH_STACK_UNINIT, size); /* an alloca's bytes are undef until stored */
	memset(s + size, SH_NONE, n - size);
	m->sp = a;
	return a;
}

void
mem_stack_release(Mem *m, uint64_t mark)
{
	if (mark > m->sp) {
		uint64_t n = mark - m->sp;
		uint8_t *s = m->shadow + (m->sp - m->base);
		if (n <= 256) {
			for (uint64_t k = 0; k < n; k++)
				s[k] = SH_DEAD_STACK;
		} else {
			memset(s, SH_DEAD_STACK, n);
		}
	}
	m->sp = mark;
}

bool
mem_ok_range(const Mem *m, uint64_t addr, uint64_t n, uint32_t allowed)
{
	uint64_t off = addr - m->base;
	if (n == 0)
		return true;
	if (off > m->size || n > m->size - off)
		return false;
	const uint8_t *s = m->shadow + off;
	/* Every object has a redzone of at least MEM_REDZONE bytes above it
	 * (and objects never touch), so a range whose first byte is allowed
	 * reaches anything else only through a redzone: one byte in every
	 * MEM_REDZONE, and the last, decide it exactly. */
	for (uint64_t i = 0; i < n; i += MEM_REDZONE)
		if (!(s[i] & allowed))
			return false;
	return (s[n - 1] & allowed) != 0;
}

MemState
mem_state_at(const Mem *m, uint64_t addr)
{
	uint64_t off = addr - m->base;
	return off < m->size ? (MemState)m->shadow[off] : SH_NONE;
}

const char *
mem_state_name(MemState s)
{
	static const char *const names[SH__COUNT] = {
		[SH_NONE] = "not part of any object", [SH_GLOBAL] = "a global", [SH_CONST] = "a constant global",
		[SH_HEAP] = "a heap block", [SH_STACK] = "a stack object", [SH_FREED] = "a freed heap block",
		[SH_DEAD_STACK] = "the stack of a returned function", [SH_FUNC] = "a function's code",
		[SH_INTERNAL] = "runtime memory",
		/* what a byte belongs to, written or not */
		[SH_GLOBAL_UNINIT] = "a global", [SH_HEAP_UNINIT] = "a heap block", [SH_STACK_UNINIT] = "a stack object",
		[SH_INTERNAL_UNINIT] = "runtime memory",
		[SH_GLOBAL_POISONED] = "a global", [SH_HEAP_POISONED] = "a heap block",
		[SH_STACK_POISONED] = "a stack object", [SH_INTERNAL_POISONED] = "runtime memory",
	};
	return s < SH__COUNT && names[s] ? names[s] : "?";
}

/* The object containing addr, or the nearest one below it (a redzone
 * overflow is reported against the object it overflowed). */
const MemObject *
mem_find_object(const Mem *m, uint64_t addr)
{
	const MemObject *best = NULL;
	for (uint32_t i = 0; i < m->objects.len; i++) { /* reports only: linear is fine */
		const MemObject *o = &VEC_AT(&m->objects, MemObject, i);
		if (o->kind == OBJ_STACK)
			continue;
		if (addr >= o->addr && addr < o->addr + (o->size ? o->size : 1))
			return o;
		if (o->addr <= addr && (!best || o->addr > best->addr))
			best = o;
	}
	if (best && addr - (best->addr + best->size) > 4 * MEM_REDZONE)
		best = NULL;
	return best;
}

uint64_t
mem_read_uint(const uint8_t *p, unsigned n, bool big_endian)
{
	uint64_t v = 0;
	if (big_endian)
		for (unsigned i = 0; i < n; i++)
			v = v << 8 | p[i];
	else
		for (unsigned i = n; i-- > 0;)
			v = v << 8 | p[i];
	return v;
}

void
mem_write_uint(uint8_t *p, unsigned n, uint64_t v, bool big_endian)
{
	if (big_endian)
		for (unsigned i = n; i-- > 0; v >>= 8)
			p[i] = (uint8_t)v;
	else
		for (unsigned i = 0; i < n; i++, v >>= 8)
			p[i] = (uint8_t)v;
}
