/* mem.h — the simulated address space a program sees.
 *
 * Target addresses are integers of the target's pointer width.  All
 * memory lives in one window [base, base + size) of target addresses,
 * backed by one host reservation (pages are only committed when touched),
 * so translating an address is one subtraction.  Beside it lies a shadow:
 * one byte of state per byte of memory (what kind of object it belongs
 * to, live or dead), which makes every check two loads and compares:
 *
 *   0x00000 .. null region      never mapped: null and near-null faults
 *   funcs   .. function slots   addresses only, never dereferenceable
 *   globals .. heap ->          globals, then the heap growing up
 *   <- stack .. end             the stack growing down from the top
 *
 * Objects are separated by redzones of at least MEM_REDZONE bytes, so an
 * access that checks its first and last byte cannot leap over a redzone
 * into a neighbour.  A freed heap block stays poisoned in a quarantine
 * (the most recently freed MEM_QUARANTINE_BYTES, as ASan keeps them)
 * before its span may be given to a later block of the same size class,
 * so use-after-free is caught unless that much was freed since, and a
 * malloc/free loop runs in bounded host memory; stack memory is reused
 * (LIFO), so a dangling pointer into a popped frame is caught only until
 * a new frame reuses that memory (documented in SPEC.md). */
#ifndef EHI_MEM_H
#define EHI_MEM_H

#include "util.h"

#include <string.h>

/* the window's size: 2 GiB of target addresses, for every target (a
 * constant, so that the checks need not load it; 2^31, so that the JIT
 * tests an access's offset against the window and its alignment at once,
 * one `test` with a sign-extended 32-bit mask) */
#define MEM_WINDOW_SIZE ((uint64_t)1 << 31)

enum {
	MEM_REDZONE = 16,
	MEM_STACK_BYTES = 256u << 20, /* the simulated stack */
	MEM_MAX_CHECKED_SPAN = MEM_REDZONE, /* wider: mem_ok_range, a byte in every MEM_REDZONE */
	MEM_HEAP_CLASSES = 16 + 4 * 56,     /* size classes of heap spans (mem.c heap_class) */
};
/* freed heap bytes kept poisoned before reuse (at most a quarter of the
 * --max-memory limit when one is set) */
#define MEM_QUARANTINE_BYTES ((uint64_t)32 << 20)

/* shadow states.  The access rights are bits of the state (readable:
 * 4, writable: 8), so a check ANDs the shadow bytes of an access's ends
 * with the right it needs.  A byte of a live object not written since
 * its allocation is uninitialised: the object's state with the two
 * rights swapped for SH_UNINIT (16), so that the loads' and stores' fast
 * paths (which test the right) miss it, the load's slow path gives
 * undef and the store's marks the byte written.  A byte last written
 * with poison is the same with SH_POISONED (32) instead: it reads as
 * undef too, but a report can tell it from memory never written.  The
 * low two bits name the kind of object in all three forms. */
typedef enum MemState {
	SH_NONE = 0,      /* unmapped or redzone */
	SH_FREED = 1,     /* freed heap block */
	SH_DEAD_STACK = 2,/* memory of a returned frame */
	SH_FUNC = 3,      /* a function's address: not data */
	SH_CONST = 4,     /* a constant global: reads only */
	SH_GLOBAL = 12,   /* a writable global */
	SH_HEAP = 13,     /* live heap block */
	SH_STACK = 14,    /* live stack (alloca) memory */
	SH_INTERNAL = 15, /* runtime data the program may read (exception objects, TLS...) */
	SH_GLOBAL_UNINIT = 16,  /* ... the same, uninitialised */
	SH_HEAP_UNINIT = 17,
	SH_STACK_UNINIT = 18,
	SH_INTERNAL_UNINIT = 19,
	SH_GLOBAL_POISONED = 32, /* ... last written with poison */
	SH_HEAP_POISONED = 33,
	SH_STACK_POISONED = 34,
	SH_INTERNAL_POISONED = 35,
	SH__COUNT = 36
} MemState;

#define SH_READABLE 4u
#define SH_WRITABLE 8u
#define SH_UNINIT 16u
#define SH_POISONED 32u
#define SH_UNDEF (SH_UNINIT | SH_POISONED) /* either: the byte reads as undef */
/* a byte of a live data object, written or not */
#define SH_LIVE_READ (SH_READABLE | SH_UNDEF)
#define SH_LIVE_WRITE (SH_WRITABLE | SH_UNDEF)
/* the written, the unwritten and the poisoned form of a live state */
#define SH_INIT_OF(s) ((uint8_t)(((s) & 3u) | 12u))
#define SH_UNINIT_OF(s) ((uint8_t)(((s) & 3u) | SH_UNINIT))
#define SH_POISONED_OF(s) ((uint8_t)(((s) & 3u) | SH_POISONED))

typedef enum ObjKind { OBJ_GLOBAL, OBJ_HEAP, OBJ_STACK, OBJ_FUNC, OBJ_INTERNAL, OBJ_EXTERN } ObjKind;

/* What is known about an allocation, for reports. */
typedef struct MemObject {
	uint64_t addr, size;
	uint8_t kind;           /* ObjKind */
	uint8_t freed;
	const char *what;       /* global name, "malloc", "alloca %x" ... */
	const void *alloc_at;   /* Inst* (or NULL) that allocated it */
	const void *free_at;    /* Inst* that freed it */
	uint32_t alloc_depth;   /* frame depth at allocation */
} MemObject;

typedef struct Mem {
	uint8_t *host;          /* host memory of the window */
	uint8_t *shadow;        /* one state byte per byte */
	uint64_t base, size;    /* target addresses covered */
	uint64_t ptr_mask;      /* all-ones of the pointer width */
	uint64_t func_lo, func_hi, func_next;
	uint64_t glob_lo, glob_next;
	uint64_t heap_next, heap_limit;
	uint64_t stack_lo, stack_hi, sp; /* sp: the lowest address in use */
	uint64_t committed, max_bytes;   /* live heap + globals, and the limit on that + the stack */
	/* With a limit (mem_set_limit), stack_lo rises to where the stack
	 * would exceed it, and follows the heap as it grows and shrinks;
	 * stack_floor is the stack's real bottom. */
	uint64_t stack_floor;
	/* Called when an allocation would exceed max_bytes (what: the
	 * runtime's name for it, or NULL for a program's heap block; stack:
	 * a stack allocation).  It may not return (the VM reports a limit);
	 * if it does, the allocation fails with 0. */
	void (*limit_hook)(void *ctx, const char *what, bool stack, uint64_t size);
	void *limit_ctx;
	Vec objects;            /* MemObject, by address within each region (see mem.c) */
	Vec heap_objects;       /* indices into objects, by address */
	/* freed heap blocks (indices into objects): the quarantine, oldest
	 * first from quarantine_head, and per size class the spans whose
	 * quarantine is over, ready for a new block */
	Vec quarantine;
	uint32_t quarantine_head;
	uint64_t quarantine_bytes, quarantine_max;
	Vec reusable[MEM_HEAP_CLASSES];
} Mem;

bool mem_init(Mem *m, unsigned ptr_bytes, uint64_t max_bytes, char *err, size_t errlen);
void mem_free_all(Mem *m);
/* Limit heap + globals + stack to max_bytes (0: no limit beyond the window). */
void mem_set_limit(Mem *m, uint64_t max_bytes);
/* Bytes in use: live heap blocks and globals, and the stack down to sp. */
uint64_t mem_in_use(const Mem *m);

/* Allocation.  Each returns the target address, or 0 when out of memory. */
uint64_t mem_alloc_func(Mem *m);                                  /* a function's address */
uint64_t mem_alloc_global(Mem *m, uint64_t size, uint64_t align, bool constant, const char *name);
uint64_t mem_alloc_heap(Mem *m, uint64_t size, uint64_t align, const void *at, uint32_t depth);
uint64_t mem_alloc_internal(Mem *m, uint64_t size, uint64_t align, const char *what);
/* free a heap block; returns 0 ok, 1 not a heap block start, 2 double free */
int mem_free_heap(Mem *m, uint64_t addr, const void *at);
/* stack: push `size` bytes aligned; pop back to a mark */
uint64_t mem_stack_alloc(Mem *m, uint64_t size, uint64_t align);
void mem_stack_release(Mem *m, uint64_t mark);
void mem_set_state(Mem *m, uint64_t addr, uint64_t n, MemState s);
/* Initialisation of live bytes (states of live objects only; others are
 * left alone: the range is checked first).  written: every byte of
 * [addr, addr+n) written; poisoned: written with poison (undef); copy:
 * each byte of the destination written, unwritten or poisoned as its
 * source byte (memcpy: the source's state is read before any byte is
 * set, so overlap is fine).  Fresh blocks are set unwritten whole
 * (mem_set_state, SH_*_UNINIT). */
void mem_mark_written(Mem *m, uint64_t addr, uint64_t n);
void mem_mark_poisoned(Mem *m, uint64_t addr, uint64_t n);
void mem_copy_init(Mem *m, uint64_t dst, uint64_t src, uint64_t n);
/* The same for the small copies of structs (8 to 32 bytes), inline: the
 * shadow as up to four overlapping words of eight bytes (each state
 * change below is per byte and idempotent, so a byte two words share
 * comes out the same).  Copies that are all written cost two or four
 * word loads; a fresh destination is marked by the same words; a source
 * with undef bytes, or one overlapping the destination, goes out of line. */
#define MEM_ALL_UNDEF 0x3030303030303030ull /* SH_UNDEF in each byte */
#if defined(__GNUC__)
#define MEM_INLINE static inline __attribute__((always_inline)) /* even in vm_loop */
#else
#define MEM_INLINE static inline
#endif
static inline uint64_t
mem_word_written(uint64_t t) /* each undef byte (of a live object) made written */
{
	uint64_t u = t & MEM_ALL_UNDEF;
	uint64_t mask = (((u >> 4) | (u >> 5)) & 0x0101010101010101ull) * 0xff; /* 0xff where undef */
	return (t & ~mask) | (((t & 0x0303030303030303ull) | 0x0c0c0c0c0c0c0c0cull) & mask);
}

/* the words at 0, 8, n - 16 and n - 8 (n > 16), or 0 and n - 8 twice */
#define MEM_SMALL_WORDS(p, n, t0, t1, t2, t3)                      \
	do {                                                        \
		uint64_t o1_ = (n) > 16 ? 8 : 0, o2_ = (n) > 16 ? (n) - 16 : (n) - 8; \
		memcpy(&t0, (p), 8);                                \
		memcpy(&t1, (p) + o1_, 8);                          \
		memcpy(&t2, (p) + o2_, 8);                          \
		memcpy(&t3, (p) + (n) - 8, 8);                      \
	} while (0)

MEM_INLINE void
mem_mark_written_small(Mem *m, uint64_t addr, uint64_t n)
{
	uint8_t *p = m->shadow + (addr - m->base);
	uint64_t t0, t1, t2, t3;
	MEM_SMALL_WORDS(p, n, t0, t1, t2, t3);
	if (EHI_LIKELY(!((t0 | t1 | t2 | t3) & MEM_ALL_UNDEF)))
		return;
	/* (stored back in the order read: a byte two words share gets the
	 * same state from both) */
	t0 = mem_word_written(t0);
	t1 = mem_word_written(t1);
	t2 = mem_word_written(t2);
	t3 = mem_word_written(t3);
	memcpy(p, &t0, 8);
	memcpy(p + (n > 16 ? 8 : 0), &t1, 8);
	memcpy(p + (n > 16 ? n - 16 : n - 8), &t2, 8);
	memcpy(p + n - 8, &t3, 8);
}

MEM_INLINE void
mem_copy_init_small(Mem *m, uint64_t dst, uint64_t src, uint64_t n)
{
	const uint8_t *s = m->shadow + (src - m->base);
	uint64_t t0, t1, t2, t3;
	MEM_SMALL_WORDS(s, n, t0, t1, t2, t3);
	if (EHI_UNLIKELY(((t0 | t1 | t2 | t3) & MEM_ALL_UNDEF) || (dst < src + n && src < dst + n))) {
		mem_copy_init(m, dst, src, n);
		return;
	}
	mem_mark_written_small(m, dst, n); /* a written source: the destination is written */
}

/* Is every byte of [addr, addr+n) written (none unwritten or poisoned)?
 * The range must lie in the window. */
bool mem_all_written(const Mem *m, uint64_t addr, uint64_t n);

/* The host byte behind a target address (no checks). */
static inline uint8_t *
mem_host(const Mem *m, uint64_t addr)
{
	return m->host + (addr - m->base);
}

/* Is [addr, addr+n) accessible with the right `allowed` (SH_READABLE,
 * SH_WRITABLE)?  (n <= MEM_MAX_CHECKED_SPAN on this fast path) */
static inline bool
mem_ok(const Mem *m, uint64_t addr, uint64_t n, uint32_t allowed)
{
	uint64_t off = addr - m->base;
	if (EHI_UNLIKELY(off > m->size - n || n == 0))
		return n == 0;
	return (m->shadow[off] & m->shadow[off + n - 1] & allowed) != 0;
}
bool mem_ok_range(const Mem *m, uint64_t addr, uint64_t n, uint32_t allowed);

/* Describe what went wrong at addr (for a report): the state there and
 * the nearest object, in words. */
const MemObject *mem_find_object(const Mem *m, uint64_t addr);
MemState mem_state_at(const Mem *m, uint64_t addr);
const char *mem_state_name(MemState s);

/* Target-endian scalar access of n (1, 2, 4, 8) bytes. */
uint64_t mem_read_uint(const uint8_t *p, unsigned n, bool big_endian);
void mem_write_uint(uint8_t *p, unsigned n, uint64_t v, bool big_endian);

#endif
