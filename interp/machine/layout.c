/* layout.c — LLVM's DataLayout: the string's grammar, the defaults, and
 * the size/alignment rules (see layout.h; the behaviour follows LLVM 19's
 * DataLayout.cpp and LangRef, error texts included where LLVM has one). */
#include "machine/layout.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ================================================================ parsing */

/* LLVM's built-in entries, before the string is applied. */
static const DLSpec default_ints[] = {
	{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8},
};
static const DLSpec default_floats[] = {
	{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16},
};
static const DLSpec default_vecs[] = {
	{64, 8, 8}, {128, 16, 16},
};

typedef struct Span {
	const char *s;
	size_t n;
} Span;

typedef struct Parse {
	DataLayout *dl;
	const char *text;
	Span spec;              /* the specification being parsed, for messages */
	char *err;
	size_t errlen;
} Parse;

static bool
perr(Parse *p, const char *fmt, ...)
{
	char msg[200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(p->err, p->errlen, "invalid datalayout \"%s\": '%.*s': %s", p->text,
		 (int)p->spec.n, p->spec.s, msg);
	return false;
}

/* Split at ':' into at most max parts; returns the count, or max + 1 when
 * there are more. */
static size_t
split(Span s, Span *parts, size_t max)
{
	size_t n = 0;
	const char *p = s.s, *end = s.s + s.n;
	for (;;) {
		const char *colon = memchr(p, ':', (size_t)(end - p));
		if (n == max)
			return max + 1;
		parts[n].s = p;
		parts[n].n = colon ? (size_t)(colon - p) : (size_t)(end - p);
		n++;
		if (!colon)
			return n;
		p = colon + 1;
	}
}

/* A decimal number no larger than max (LLVM: to_integer, base 10). */
static bool
to_uint(Span c, uint32_t max, uint32_t *out)
{
	uint64_t v = 0;
	if (c.n == 0 || c.n > 10)
		return false;
	for (size_t i = 0; i < c.n; i++) {
		if (c.s[i] < '0' || c.s[i] > '9')
			return false;
		v = v * 10 + (uint64_t)(c.s[i] - '0');
	}
	if (v > max)
		return false;
	*out = (uint32_t)v;
	return true;
}

#define MAX24 0xFFFFFFu
#define MAX16 0xFFFFu

static bool
parse_addrspace(Parse *p, Span c, uint32_t *as)
{
	*as = 0; /* set on every path (GCC -O3 cannot see perr's result) */
	if (c.n == 0)
		return perr(p, "address space component cannot be empty");
	if (!to_uint(c, MAX24, as))
		return perr(p, "address space must be a 24-bit integer");
	return true;
}

static bool
parse_size(Parse *p, Span c, uint32_t *bits, const char *name)
{
	if (c.n == 0)
		return perr(p, "%s component cannot be empty", name);
	if (!to_uint(c, MAX24, bits) || *bits == 0)
		return perr(p, "%s must be a non-zero 24-bit integer", name);
	return true;
}

/* An alignment in bits, stored in bytes; 0 only where allowed (as 1). */
static bool
parse_align(Parse *p, Span c, uint32_t *bytes, const char *name, bool allow_zero)
{
	uint32_t v;
	if (c.n == 0)
		return perr(p, "%s alignment component cannot be empty", name);
	if (!to_uint(c, MAX16, &v))
		return perr(p, "%s alignment must be a 16-bit integer", name);
	if (v == 0) {
		if (!allow_zero)
			return perr(p, "%s alignment must be non-zero", name);
		*bytes = 1;
		return true;
	}
	if (v % 8 || ((v / 8) & (v / 8 - 1)))
		return perr(p, "%s alignment must be a power of two times the byte width", name);
	*bytes = v / 8;
	return true;
}

/* Insert or update, keeping the array sorted by width. */
static bool
set_spec(Parse *p, DLSpec *specs, uint32_t *n, uint32_t bits, uint32_t abi, uint32_t pref)
{
	uint32_t i = 0;
	while (i < *n && specs[i].bits < bits)
		i++;
	if (i < *n && specs[i].bits == bits) {
		specs[i].abi = abi;
		specs[i].pref = pref;
		return true;
	}
	if (*n == DL_MAX_SPECS)
		return perr(p, "more than %d entries of one kind", DL_MAX_SPECS);
	memmove(&specs[i + 1], &specs[i], (*n - i) * sizeof *specs);
	specs[i] = (DLSpec){bits, abi, pref};
	(*n)++;
	return true;
}

static DLPointer *
find_ptr(DataLayout *dl, uint32_t as)
{
	for (uint32_t i = 0; i < dl->nptrs; i++)
		if (dl->ptrs[i].as == as)
			return &dl->ptrs[i];
	return NULL;
}

static bool
set_ptr(Parse *p, DLPointer v)
{
	DataLayout *dl = p->dl;
	DLPointer *e = find_ptr(dl, v.as);
	if (e) {
		*e = v;
		return true;
	}
	if (dl->nptrs == DL_MAX_SPECS)
		return perr(p, "more than %d pointer entries", DL_MAX_SPECS);
	uint32_t i = 0;
	while (i < dl->nptrs && dl->ptrs[i].as < v.as)
		i++;
	memmove(&dl->ptrs[i + 1], &dl->ptrs[i], (dl->nptrs - i) * sizeof *dl->ptrs);
	dl->ptrs[i] = v;
	dl->nptrs++;
	return true;
}

/* i<size>:<abi>[:<pref>], f..., v... */
static bool
parse_primitive(Parse *p, Span s)
{
	char k = s.s[0];
	Span c[3] = {0}; /* (GCC -O3: split fills what it returns) */
	size_t n = split((Span){s.s + 1, s.n - 1}, c, 3);
	if (n < 2 || n > 3)
		return perr(p, "malformed specification, must be of the form \"%c<size>:<abi>[:<pref>]\"", k);
	uint32_t bits, abi, pref;
	if (!parse_size(p, c[0], &bits, "size") || !parse_align(p, c[1], &abi, "ABI", false))
		return false;
	if (k == 'i' && bits == 8 && abi != 1)
		return perr(p, "i8 must be 8-bit aligned");
	pref = abi;
	if (n > 2 && !parse_align(p, c[2], &pref, "preferred", false))
		return false;
	if (pref < abi)
		return perr(p, "preferred alignment cannot be less than the ABI alignment");
	DataLayout *dl = p->dl;
	return k == 'i' ? set_spec(p, dl->ints, &dl->nints, bits, abi, pref)
	     : k == 'f' ? set_spec(p, dl->floats, &dl->nfloats, bits, abi, pref)
	     : set_spec(p, dl->vecs, &dl->nvecs, bits, abi, pref);
}

/* a:<abi>[:<pref>]; an old-style size before the colon must be 0 */
static bool
parse_aggregate(Parse *p, Span s)
{
	Span c[3] = {0}; /* (GCC -O3: split fills what it returns) */
	size_t n = split((Span){s.s + 1, s.n - 1}, c, 3);
	if (n < 2 || n > 3)
		return perr(p, "malformed specification, must be of the form \"a:<abi>[:<pref>]\"");
	uint32_t size, abi, pref;
	if (c[0].n && (!to_uint(c[0], UINT32_MAX, &size) || size != 0))
		return perr(p, "size must be zero");
	if (!parse_align(p, c[1], &abi, "ABI", true))
		return false;
	pref = abi;
	if (n > 2 && !parse_align(p, c[2], &pref, "preferred", false))
		return false;
	if (pref < abi)
		return perr(p, "preferred alignment cannot be less than the ABI alignment");
	p->dl->agg_abi = abi;
	p->dl->agg_pref = pref;
	return true;
}

/* p[<n>]:<size>:<abi>[:<pref>[:<idx>]] */
static bool
parse_pointer(Parse *p, Span s)
{
	Span c[5] = {0}; /* (GCC -O3: split fills what it returns) */
	size_t n = split((Span){s.s + 1, s.n - 1}, c, 5);
	if (n < 3 || n > 5)
		return perr(p, "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\"");
	DLPointer v = {0};
	if (c[0].n && !parse_addrspace(p, c[0], &v.as))
		return false;
	if (!parse_size(p, c[1], &v.bits, "pointer size") ||
	    !parse_align(p, c[2], &v.abi, "ABI", false))
		return false;
	v.pref = v.abi;
	if (n > 3 && !parse_align(p, c[3], &v.pref, "preferred", false))
		return false;
	if (v.pref < v.abi)
		return perr(p, "preferred alignment cannot be less than the ABI alignment");
	v.index_bits = v.bits;
	if (n > 4 && !parse_size(p, c[4], &v.index_bits, "index size"))
		return false;
	if (v.index_bits > v.bits)
		return perr(p, "index size cannot be larger than the pointer size");
	return set_ptr(p, v);
}

static bool
parse_mangling(Parse *p, Span rest)
{
	static const char modes[] = "elomwxa"; /* ELF, GOFF, Mach-O, MIPS, COFF, COFF x86, XCOFF */
	if (rest.n == 0 || rest.s[0] != ':' || rest.n == 1)
		return perr(p, "malformed specification, must be of the form \"m:<mangling>\"");
	if (rest.n > 2 || !strchr(modes, rest.s[1]))
		return perr(p, "unknown mangling mode");
	p->dl->mangling = rest.s[1];
	return true;
}

static bool
parse_fnptr(Parse *p, Span rest)
{
	if (rest.n == 0)
		return perr(p, "malformed specification, must be of the form \"F<type><abi>\"");
	if (rest.s[0] != 'i' && rest.s[0] != 'n')
		return perr(p, "unknown function pointer alignment type '%c'", rest.s[0]);
	p->dl->fnptr_independent = rest.s[0] == 'i';
	return parse_align(p, (Span){rest.s + 1, rest.n - 1}, &p->dl->fnptr_align, "ABI", false);
}

/* A, P, G: one address space */
static bool
parse_as_field(Parse *p, Span rest, char k, uint32_t *field)
{
	if (rest.n == 0)
		return perr(p, "malformed specification, must be of the form \"%c<address space>\"", k);
	return parse_addrspace(p, rest, field);
}

static bool
parse_spec(Parse *p, Span s, uint32_t *ni, uint32_t *nni)
{
	DataLayout *dl = p->dl;
	Span rest = {s.s + 1, s.n - 1};
	if (s.n >= 2 && s.s[0] == 'n' && s.s[1] == 'i') {
		/* ni:<address space>[:<address space>]... */
		Span c[DL_MAX_SPECS] = {0}; /* (GCC -O3: split fills what it returns) */
		if (s.n < 3 || s.s[2] != ':')
			return perr(p, "malformed specification, must be of the form \"ni:<address space>[:<address space>]...\"");
		size_t n = split((Span){s.s + 3, s.n - 3}, c, DL_MAX_SPECS);
		if (n > DL_MAX_SPECS || *nni + n > DL_MAX_SPECS)
			return perr(p, "too many non-integral address spaces");
		for (size_t i = 0; i < n; i++) {
			uint32_t as;
			if (!parse_addrspace(p, c[i], &as))
				return false;
			if (as == 0)
				return perr(p, "address space 0 cannot be non-integral");
			ni[(*nni)++] = as;
		}
		return true;
	}
	switch (s.s[0]) {
	case 'i': case 'f': case 'v':
		return parse_primitive(p, s);
	case 'a':
		return parse_aggregate(p, s);
	case 'p':
		return parse_pointer(p, s);
	case 's':   /* deprecated; LLVM still ignores it in old files */
		return true;
	case 'e': case 'E':
		if (rest.n)
			return perr(p, "malformed specification, must be just 'e' or 'E'");
		dl->big_endian = s.s[0] == 'E';
		return true;
	case 'n': {
		Span c[DL_MAX_SPECS] = {0}; /* (GCC -O3: split fills what it returns) */
		size_t n = split(rest, c, DL_MAX_SPECS);
		if (n > DL_MAX_SPECS)
			return perr(p, "more than %d native integer widths", DL_MAX_SPECS);
		dl->nlegal = 0;
		for (size_t i = 0; i < n; i++)
			if (!parse_size(p, c[i], &dl->legal[dl->nlegal++], "size"))
				return false;
		return true;
	}
	case 'S':
		if (rest.n == 0)
			return perr(p, "malformed specification, must be of the form \"S<size>\"");
		return parse_align(p, rest, &dl->stack_align, "stack natural", false);
	case 'F':
		return parse_fnptr(p, rest);
	case 'P':
		return parse_as_field(p, rest, 'P', &dl->program_as);
	case 'A':
		return parse_as_field(p, rest, 'A', &dl->alloca_as);
	case 'G':
		return parse_as_field(p, rest, 'G', &dl->globals_as);
	case 'm':
		return parse_mangling(p, rest);
	default:
		return perr(p, "unknown specifier '%c'", s.s[0]);
	}
}

static void
set_defaults(DataLayout *dl)
{
	memset(dl, 0, sizeof *dl);
	dl->nints = countof(default_ints);
	memcpy(dl->ints, default_ints, sizeof default_ints);
	dl->nfloats = countof(default_floats);
	memcpy(dl->floats, default_floats, sizeof default_floats);
	dl->nvecs = countof(default_vecs);
	memcpy(dl->vecs, default_vecs, sizeof default_vecs);
	dl->ptrs[0] = (DLPointer){.as = 0, .bits = 64, .index_bits = 64, .abi = 8, .pref = 8};
	dl->nptrs = 1;
	dl->agg_abi = 1;
	dl->agg_pref = 8;
}

bool
dl_parse(DataLayout *dl, const char *s, const Target *t, char *err, size_t n)
{
	static atomic_uint serials;
	set_defaults(dl);
	dl->serial = atomic_fetch_add(&serials, 1) + 1;
	if ((!s || !*s) && t)
		s = t->abi.datalayout;
	if (!s || !*s)
		return true;

	Parse p = {dl, s, {s, 0}, err, n};
	uint32_t ni[DL_MAX_SPECS], nni = 0;
	for (const char *q = s;;) {
		const char *dash = strchr(q, '-');
		p.spec = (Span){q, dash ? (size_t)(dash - q) : strlen(q)};
		if (p.spec.n == 0)
			return perr(&p, "empty specification is not allowed");
		if (!parse_spec(&p, p.spec, ni, &nni))
			return false;
		if (!dash)
			break;
		q = dash + 1;
	}
	/* non-integral marks: an address space without its own entry gets a
	 * copy of address space 0's */
	for (uint32_t i = 0; i < nni; i++) {
		DLPointer v = *find_ptr(dl, 0);
		DLPointer *e = find_ptr(dl, ni[i]);
		if (e)
			v = *e;
		v.as = ni[i];
		v.nonintegral = true;
		if (!set_ptr(&p, v))
			return false;
	}
	return true;
}

void
dl_set_cache(DataLayout *dl, Arena *a)
{
	dl->cache = a;
}

bool
dl_for_module(DataLayout *dl, Module *m, const Target *t, char *err, size_t n)
{
	if (!dl_parse(dl, m->datalayout, t, err, n))
		return false;
	dl->cache = &m->arena;
	return true;
}

/* ============================================================== queries */

/* Struct layout, cached in Type->layout: a list, one entry per DataLayout
 * that asked (nearly always one). */
typedef struct DLStruct {
	struct DLStruct *next;
	const DataLayout *dl;
	uint32_t serial;
	uint32_t align;             /* largest member ABI alignment; 1 when packed */
	uint64_t size;              /* bytes, tail padding included */
	uint64_t offset[];          /* one per member */
} DLStruct;

/* Everything LLVM derives for one type. */
typedef struct Info {
	uint64_t bits;              /* getTypeSizeInBits */
	uint64_t abi, pref;         /* bytes */
} Info;

/* The structs being laid out, innermost first: a struct met again inside
 * itself is unsized (LLVM's isSized keeps a visited set for the same
 * reason).  depth counts the nesting, so that the host stack stays bounded. */
typedef struct Nest {
	const Type *st;
	const struct Nest *up;
	unsigned depth;
} Nest;
enum { MAX_DEPTH = 256 };
/* Sizes stay below this so that bit counts and rounding never overflow. */
#define MAX_BYTES ((uint64_t)1 << 60)
/* Alignments are reported as uint32_t */
#define MAX_ALIGN ((uint64_t)1 << 31)

static const uint16_t prim_bits[TY__COUNT] = {
	[TY_HALF] = 16, [TY_BFLOAT] = 16, [TY_FLOAT] = 32, [TY_DOUBLE] = 64,
	[TY_X86_FP80] = 80, [TY_FP128] = 128, [TY_PPC_FP128] = 128,
	[TY_X86_MMX] = 64, [TY_X86_AMX] = 8192,
};

static const char *const unsized_kind[TY__COUNT] = {
	[TY_VOID] = "void has no size", [TY_LABEL] = "label has no size",
	[TY_METADATA] = "metadata has no size", [TY_TOKEN] = "token has no size",
	[TY_FUNC] = "a function type has no size",
	[TY_TARGET] = "target extension types have no layout in ehi",
};

static uint64_t
pow2_ceil(uint64_t x)
{
	uint64_t p = 1;
	while (p < x && p < ((uint64_t)1 << 63))
		p <<= 1;
	return p;
}

static uint64_t
align_to(uint64_t x, uint64_t a)
{
	return (x + a - 1) / a * a;
}

static const DLPointer *
ptr_spec(const DataLayout *dl, uint32_t as)
{
	for (uint32_t i = 0; i < dl->nptrs; i++)
		if (dl->ptrs[i].as == as)
			return &dl->ptrs[i];
	return &dl->ptrs[0];    /* LLVM: an unlisted address space is like 0 */
}

/* An integer width without its own entry takes the next larger width's
 * alignment, or the largest one's. */
static const DLSpec *
int_spec(const DataLayout *dl, uint64_t bits)
{
	for (uint32_t i = 0; i < dl->nints; i++)
		if (dl->ints[i].bits >= bits)
			return &dl->ints[i];
	return &dl->ints[dl->nints - 1];
}

static const DLSpec *
exact_spec(const DLSpec *specs, uint32_t n, uint64_t bits)
{
	for (uint32_t i = 0; i < n; i++)
		if (specs[i].bits == bits)
			return &specs[i];
	return NULL;
}

static const char *info(const DataLayout *dl, const Type *t, Info *out, const Nest *up);

/* Lay out the members of st: offsets (if wanted) up to member `upto`,
 * and, when upto == nsub, the whole struct's size and alignment. */
static const char *
walk_struct(const DataLayout *dl, const Type *st, uint32_t upto, uint64_t *offsets,
	    uint64_t *size, uint64_t *align, const Nest *up)
{
	for (const Nest *n = up; n; n = n->up)
		if (n->st == st)
			return "the struct contains itself";
	Nest here = {st, up, up ? up->depth + 1 : 1};
	uint64_t off = 0, max_align = 1;
	bool packed = st->flags & TYF_PACKED;
	for (uint32_t i = 0; i < upto; i++) {
		Info m;
		const char *why = info(dl, st->sub[i], &m, &here);
		if (why)
			return why;
		uint64_t a = packed ? 1 : m.abi;
		off = align_to(off, a);
		if (a > max_align)
			max_align = a;
		if (offsets)
			offsets[i] = off;
		off += align_to((m.bits + 7) / 8, m.abi);
		if (off >= MAX_BYTES)
			return "the struct is too large";
	}
	if (upto == st->nsub)
		off = align_to(off, max_align);
	*size = off;
	*align = max_align;
	return NULL;
}

static const DLStruct *
cached(const DataLayout *dl, const Type *st)
{
	for (const DLStruct *s = st->layout; s; s = s->next)
		if (s->dl == dl && s->serial == dl->serial)
			return s;
	return NULL;
}

/* The cached layout, computed on first use; NULL when there is no cache
 * arena (*why NULL) or the struct is unsized (*why says why). */
static const DLStruct *
struct_layout(const DataLayout *dl, const Type *st, const Nest *up, const char **why)
{
	*why = NULL;
	const DLStruct *c = cached(dl, st);
	if (c || !dl->cache)
		return c;
	uint64_t size, align;
	uint64_t *offs = st->nsub ? xmalloc(st->nsub * sizeof *offs) : NULL;
	*why = walk_struct(dl, st, st->nsub, offs, &size, &align, up);
	if (*why) {
		free(offs);     /* unsized: not cached, a later body may change that */
		return NULL;
	}
	DLStruct *s = arena_alloc(dl->cache, sizeof *s + st->nsub * sizeof *offs);
	s->dl = dl;
	s->serial = dl->serial;
	s->align = (uint32_t)align;
	s->size = size;
	if (st->nsub)
		memcpy(s->offset, offs, st->nsub * sizeof *offs);
	free(offs);
	/* the type is shared, read-only data to every other query: the cache
	 * is the one field the machine model owns and may write */
	Type *mt = (Type *)st;
	s->next = mt->layout;
	mt->layout = s;
	return s;
}

static const char *
struct_info(const DataLayout *dl, const Type *t, Info *out, const Nest *up)
{
	if (t->flags & TYF_OPAQUE)
		return "an opaque struct has no size";
	uint64_t size, align;
	const char *why;
	const DLStruct *s = struct_layout(dl, t, up, &why);
	if (why)
		return why;
	if (s) {
		size = s->size;
		align = s->align;
	} else if ((why = walk_struct(dl, t, t->nsub, NULL, &size, &align, up))) {
		return why;
	}
	out->bits = size * 8;
	/* packed: ABI alignment 1, but the preferred one still counts the members */
	out->abi = t->flags & TYF_PACKED ? 1 : (dl->agg_abi > align ? dl->agg_abi : align);
	out->pref = dl->agg_pref > align ? dl->agg_pref : align;
	return NULL;
}

static const char *
vector_info(const DataLayout *dl, const Type *t, Info *out, const Nest *up)
{
	if (t->flags & TYF_SCALABLE)
		return "scalable vectors are not supported yet";
	Info e;
	const char *why = info(dl, t->elem, &e, up);
	if (why)
		return why;
	if (t->count && e.bits > MAX_BYTES * 8 / t->count)
		return "the vector is too large";
	out->bits = t->count * e.bits;
	const DLSpec *s = exact_spec(dl->vecs, dl->nvecs, out->bits);
	if (s) {
		out->abi = s->abi;
		out->pref = s->pref;
	} else {
		/* natural alignment: the store size rounded up to a power of two */
		out->abi = out->pref = pow2_ceil((out->bits + 7) / 8);
	}
	return NULL;
}

static const char *
info(const DataLayout *dl, const Type *t, Info *out, const Nest *up)
{
	if (up && up->depth > MAX_DEPTH)
		return "the type nests too deeply";
	switch (t->kind) {
	case TY_INT: {
		const DLSpec *s = int_spec(dl, t->bits);
		*out = (Info){t->bits, s->abi, s->pref};
		return NULL;
	}
	case TY_HALF: case TY_BFLOAT: case TY_FLOAT: case TY_DOUBLE:
	case TY_X86_FP80: case TY_FP128: case TY_PPC_FP128: {
		uint64_t bits = prim_bits[t->kind];
		const DLSpec *s = exact_spec(dl->floats, dl->nfloats, bits);
		uint64_t natural = pow2_ceil(bits / 8);
		*out = (Info){bits, s ? s->abi : natural, s ? s->pref : natural};
		return NULL;
	}
	case TY_X86_MMX: {  /* LLVM < 20 aligns it as a 64-bit vector */
		const DLSpec *s = exact_spec(dl->vecs, dl->nvecs, 64);
		*out = (Info){64, s ? s->abi : 8, s ? s->pref : 8};
		return NULL;
	}
	case TY_X86_AMX:
		*out = (Info){prim_bits[TY_X86_AMX], 64, 64};
		return NULL;
	case TY_PTR: {
		const DLPointer *p = ptr_spec(dl, t->bits);
		*out = (Info){p->bits, p->abi, p->pref};
		return NULL;
	}
	case TY_ARRAY: {
		Info e;
		const char *why = info(dl, t->elem, &e, up);
		if (why)
			return why;
		uint64_t elem = align_to((e.bits + 7) / 8, e.abi);
		if (elem && t->count > MAX_BYTES / elem)
			return "the array is too large";
		*out = (Info){t->count * elem * 8, e.abi, e.pref};
		return NULL;
	}
	case TY_VECTOR:
		return vector_info(dl, t, out, up);
	case TY_STRUCT:
		return struct_info(dl, t, out, up);
	default:
		return unsized_kind[t->kind] ? unsized_kind[t->kind] : "the type has no size";
	}
}

/* info() for the public queries: an alignment too large for uint32_t is
 * reported as unsized too */
static const char *
query(const DataLayout *dl, const Type *t, Info *out)
{
	const char *why = info(dl, t, out, NULL);
	if (!why && out->abi > MAX_ALIGN)
		why = "the alignment is too large";
	return why;
}

bool
dl_is_sized(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) == NULL;
}

const char *
dl_unsized_reason(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i);
}

uint64_t
dl_size_bits(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) ? DL_UNSIZED : i.bits;
}

uint64_t
dl_store_size(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) ? DL_UNSIZED : (i.bits + 7) / 8;
}

uint64_t
dl_type_size(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) ? DL_UNSIZED : align_to((i.bits + 7) / 8, i.abi);
}

uint32_t
dl_abi_align(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) ? 0 : (uint32_t)i.abi;
}

uint32_t
dl_pref_align(const DataLayout *dl, const Type *t)
{
	Info i;
	return query(dl, t, &i) || i.pref > MAX_ALIGN ? 0 : (uint32_t)i.pref;
}

uint64_t
dl_field_offset(const DataLayout *dl, const Type *st, uint32_t i)
{
	if (st->kind != TY_STRUCT || (st->flags & TYF_OPAQUE) || i >= st->nsub)
		return DL_UNSIZED;
	const char *why;
	const DLStruct *s = struct_layout(dl, st, NULL, &why);
	if (s)
		return s->offset[i];
	if (why)
		return DL_UNSIZED;
	/* no cache: lay out the members before i, then align member i */
	uint64_t off, align;
	Info m;
	if (walk_struct(dl, st, i, NULL, &off, &align, NULL) || info(dl, st->sub[i], &m, NULL))
		return DL_UNSIZED;
	return st->flags & TYF_PACKED ? off : align_to(off, m.abi);
}

uint32_t
dl_pointer_bits(const DataLayout *dl, uint32_t addrspace)
{
	return ptr_spec(dl, addrspace)->bits;
}

uint32_t
dl_index_bits(const DataLayout *dl, uint32_t addrspace)
{
	return ptr_spec(dl, addrspace)->index_bits;
}

bool
dl_nonintegral(const DataLayout *dl, uint32_t addrspace)
{
	return ptr_spec(dl, addrspace)->nonintegral;
}

bool
dl_big_endian(const DataLayout *dl)
{
	return dl->big_endian;
}

/* ============================================================== printing */

static void
print_specs(Buf *b, char k, const DLSpec *s, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		buf_printf(b, "-%c%u:%u:%u", k, s[i].bits, s[i].abi * 8, s[i].pref * 8);
}

void
dl_print(Buf *b, const DataLayout *dl)
{
	buf_putc(b, dl->big_endian ? 'E' : 'e');
	if (dl->mangling)
		buf_printf(b, "-m:%c", dl->mangling);
	for (uint32_t i = 0; i < dl->nptrs; i++) {
		const DLPointer *p = &dl->ptrs[i];
		buf_printf(b, "-p%u:%u:%u:%u:%u", p->as, p->bits, p->abi * 8, p->pref * 8, p->index_bits);
	}
	print_specs(b, 'i', dl->ints, dl->nints);
	print_specs(b, 'f', dl->floats, dl->nfloats);
	print_specs(b, 'v', dl->vecs, dl->nvecs);
	buf_printf(b, "-a:%u:%u", dl->agg_abi * 8, dl->agg_pref * 8);
	for (uint32_t i = 0; i < dl->nlegal; i++)
		buf_printf(b, "%s%u", i ? ":" : "-n", dl->legal[i]);
	if (dl->stack_align)
		buf_printf(b, "-S%u", dl->stack_align * 8);
	if (dl->fnptr_align)
		buf_printf(b, "-F%c%u", dl->fnptr_independent ? 'i' : 'n', dl->fnptr_align * 8);
	if (dl->program_as)
		buf_printf(b, "-P%u", dl->program_as);
	if (dl->alloca_as)
		buf_printf(b, "-A%u", dl->alloca_as);
	if (dl->globals_as)
		buf_printf(b, "-G%u", dl->globals_as);
	const char *sep = "-ni:";
	for (uint32_t i = 0; i < dl->nptrs; i++) {
		if (dl->ptrs[i].nonintegral) {
			buf_printf(b, "%s%u", sep, dl->ptrs[i].as);
			sep = ":";
		}
	}
}
