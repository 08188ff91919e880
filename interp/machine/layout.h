/* layout.h — data layouts: sizes, alignments and struct member offsets as
 * LLVM computes them from a module's `target datalayout` string.
 *
 * The grammar and the defaults are LangRef's "Data Layout" section
 * (LLVM 19: e/E, m:, p[n]:size:abi[:pref[:idx]], iN/fN/vN:abi[:pref],
 * a:abi[:pref], n..., S, A, P, G, Fi/Fn, ni:...); a module without a
 * layout gets its target's (clang's) string.  The rules of computation are
 * those of LLVM's DataLayout: an integer width with no exact entry takes
 * the next larger width's alignment (or the largest one's), a float or
 * vector with no exact entry is aligned to its store size rounded up to a
 * power of two, a struct member sits at the next multiple of its ABI
 * alignment (1 in a packed struct), an array is n × the element's alloc
 * size.
 *
 * Struct layouts are cached in Type->layout, allocated from the cache arena
 * (the module's: dl_for_module).  Each cached layout records which
 * DataLayout computed it, so a second layout for the same module computes
 * its own instead of reading the first one's.
 *
 * Unsized types (void, label, function, opaque struct, a struct that
 * contains itself) and scalable vectors have no size: the size queries
 * return DL_UNSIZED and the alignment queries 0; dl_is_sized() and
 * dl_unsized_reason() tell beforehand. */
#ifndef EHI_LAYOUT_H
#define EHI_LAYOUT_H

#include "ir/ir.h"
#include "machine/target.h"

#define DL_UNSIZED UINT64_MAX
#define DL_MAX_SPECS 32     /* entries per kind (i, f, v, p, n); more is an error */

/* One iN/fN/vN entry; alignments in bytes. */
typedef struct DLSpec {
	uint32_t bits;
	uint32_t abi, pref;
} DLSpec;

typedef struct DLPointer {
	uint32_t as;
	uint32_t bits, index_bits;
	uint32_t abi, pref;         /* bytes */
	bool nonintegral;
} DLPointer;

typedef struct DataLayout {
	bool big_endian;
	char mangling;              /* m:X (e, l, o, m, w, x, a); 0: none */
	bool fnptr_independent;     /* Fi (true) or Fn (false); only with fnptr_align */
	uint32_t fnptr_align;       /* F: bytes; 0: unspecified */
	uint32_t stack_align;       /* S: bytes; 0: unspecified */
	uint32_t program_as, alloca_as, globals_as;
	uint32_t agg_abi, agg_pref; /* a: */
	uint32_t nints, nfloats, nvecs, nptrs, nlegal;
	DLSpec ints[DL_MAX_SPECS], floats[DL_MAX_SPECS], vecs[DL_MAX_SPECS]; /* by width */
	DLPointer ptrs[DL_MAX_SPECS];   /* by address space; ptrs[0] is AS 0 */
	uint32_t legal[DL_MAX_SPECS];   /* n: native integer widths */
	Arena *cache;               /* where struct layouts go; NULL: not cached */
	uint32_t serial;            /* unique per dl_parse: keys the cache */
} DataLayout;

/* Parse `s` over LLVM's defaults.  s NULL or "": the module has no layout,
 * so take t's (LLVM's defaults alone when t is NULL too).  The cache arena
 * is left unset.  On error: message in err, false. */
bool dl_parse(DataLayout *dl, const char *s, const Target *t, char *err, size_t n);
/* dl_parse of m->datalayout, caching struct layouts in m's arena. */
bool dl_for_module(DataLayout *dl, Module *m, const Target *t, char *err, size_t n);
void dl_set_cache(DataLayout *dl, Arena *a);

bool dl_is_sized(const DataLayout *dl, const Type *t);
/* NULL when sized, else why not (static text) */
const char *dl_unsized_reason(const DataLayout *dl, const Type *t);

uint64_t dl_size_bits(const DataLayout *dl, const Type *t);   /* getTypeSizeInBits */
uint64_t dl_store_size(const DataLayout *dl, const Type *t);  /* bytes a store writes */
uint64_t dl_type_size(const DataLayout *dl, const Type *t);   /* alloc size: with padding */
uint32_t dl_abi_align(const DataLayout *dl, const Type *t);
uint32_t dl_pref_align(const DataLayout *dl, const Type *t);
/* Offset of member i of a (non-opaque) struct type. */
uint64_t dl_field_offset(const DataLayout *dl, const Type *st, uint32_t i);

uint32_t dl_pointer_bits(const DataLayout *dl, uint32_t addrspace);
uint32_t dl_index_bits(const DataLayout *dl, uint32_t addrspace);
bool dl_nonintegral(const DataLayout *dl, uint32_t addrspace);
bool dl_big_endian(const DataLayout *dl);

/* The layout written out in full, entries sorted: for listings and tests. */
void dl_print(Buf *b, const DataLayout *dl);

#endif
