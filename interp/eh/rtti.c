/* rtti.c — reading Itanium type_info objects from simulated memory, the
 * catch-matching rules (which handler catches which exception, and the
 * pointer __cxa_begin_catch returns), __dynamic_cast's search, and type
 * names for reports.
 *
 * The matching follows libc++abi's can_catch (looked up for the rules,
 * written anew): the same type; a public unambiguous base class (walking
 * __si/__vmi base lists, virtual bases through the object's vtable);
 * pointers with qualification conversions, to void, to a base class;
 * nullptr to any pointer or member pointer; member pointers; noexcept
 * function pointers to plain ones.  Types are equal when their type_infos
 * are, or when their mangled names are (libstdc++'s rule: names starting
 * with '*' are local to one object file and compare by address only). */
#include "eh/rtti.h"
#include "eh/eh.h"

#include "vm/vm_ops.h"
#include "rt/builtin.h"
#include "demangle.h"

#include <string.h>

enum { MAX_DEPTH = 256 };   /* base and pointee chains deeper than this are cycles */

/* --------------------------------------------------------- reading */
/* Every read of RTTI goes through here.  While rtti_can_catch works out
 * an answer to remember (EhRuntime.rtti_track), a read of memory the
 * program could change (anything but a constant global: the exception
 * object, a vtable reached through it, a type_info in writable memory)
 * makes that answer one not to remember. */
static const uint8_t *
rd(VM *vm, uint64_t a, uint64_t n)
{
	const uint8_t *p = vm_mem_read(vm, a, n);
	EhRuntime *eh = vm->eh;
	if (eh && eh->rtti_track)
		for (uint64_t k = 0; k < n; k++)
			if (vm->mem.shadow[a - vm->mem.base + k] != SH_CONST)
				eh->rtti_mutable = true;
	return p;
}

static uint64_t
rd_ptr(VM *vm, uint64_t a)
{
	return mem_read_uint(rd(vm, a, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
}

static int64_t
rd_sptr(VM *vm, uint64_t a)
{
	return vm_sext(rd_ptr(vm, a), vm->ptr_bytes * 8);
}

static uint32_t
rd_u32(VM *vm, uint64_t a)
{
	return (uint32_t)mem_read_uint(rd(vm, a, 4), 4, vm->big_endian);
}

/* the name string's address (64-bit Apple marks non-unique names in bit
 * 63: the target row's ti_name_tag_bit) */
static uint64_t
name_addr(VM *vm, uint64_t ti)
{
	uint64_t n = rd_ptr(vm, ti + vm->ptr_bytes);
	if (vm->tgt.abi.ti_name_tag_bit)
		n &= ~((uint64_t)1 << vm->tgt.abi.ti_name_tag_bit);
	return n;
}

static EHI_NORETURN void
bad_ti(VM *vm, uint64_t ti, const char *what)
{
	vm_fail(vm, R_EH_U_16, "type_info at 0x%llx: %s", (unsigned long long)ti, what);
}

const char *
rtti_kind_name(TiKind k)
{
	static const char *const names[TI__COUNT] = {
		"?", "__fundamental_type_info", "__class_type_info", "__si_class_type_info",
		"__vmi_class_type_info", "__pointer_type_info", "__pointer_to_member_type_info",
		"__function_type_info", "__enum_type_info", "__array_type_info",
	};
	return k < TI__COUNT ? names[k] : "?";
}

_Static_assert(TI__COUNT <= 16, "EhRuntime.abi_vtable_point holds every TiKind");

TiKind
rtti_kind(VM *vm, uint64_t ti)
{
	uint64_t vptr = rd_ptr(vm, ti);
	if (!vptr)
		return TI_UNKNOWN;
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->abi_vtables_known) {
		/* every address is known once the run's globals are laid out */
		for (int k = TI_UNKNOWN + 1; k < TI__COUNT; k++) {
			uint64_t a = rt_symbol_addr(vm, rt_abi_vtable_name((TiKind)k));
			eh->abi_vtable_point[k] = a ? a + 2 * (uint64_t)vm->ptr_bytes : 0;
		}
		eh->abi_vtables_known = vm->instantiated;
	}
	for (int k = TI_UNKNOWN + 1; k < TI__COUNT; k++)
		if (eh->abi_vtable_point[k] && eh->abi_vtable_point[k] == vptr)
			return (TiKind)k;
	return TI_UNKNOWN;
}

static bool
is_class(TiKind k)
{
	return k == TI_CLASS || k == TI_SI_CLASS || k == TI_VMI_CLASS;
}

/* same type: the same object, or the same mangled name */
static bool
same_type(VM *vm, uint64_t a, uint64_t b)
{
	if (a == b)
		return true;
	if (!a || !b)
		return false;
	uint64_t na = name_addr(vm, a), nb = name_addr(vm, b);
	if (na == nb)
		return na != 0;
	if (!na || !nb)
		return false;
	for (uint64_t k = 0;; k++) {
		char x = (char)*rd(vm, na + k, 1), y = (char)*rd(vm, nb + k, 1);
		if (k == 0 && (x == '*' || y == '*'))
			return false;
		if (x != y)
			return false;
		if (!x)
			return true;
	}
}

/* is the type's mangled name exactly s? */
static bool
name_is(VM *vm, uint64_t ti, const char *s)
{
	uint64_t n = name_addr(vm, ti);
	if (!n)
		return false;
	for (size_t k = 0;; k++) {
		char c = (char)*rd(vm, n + k, 1);
		if (c != s[k])
			return false;
		if (!c)
			return true;
	}
}

/* __pbase_type_info fields */
static uint32_t
pb_flags(VM *vm, uint64_t ti)
{
	return rd_u32(vm, ti + 2 * (uint64_t)vm->ptr_bytes);
}

static uint64_t
pb_pointee(VM *vm, uint64_t ti)
{
	return rd_ptr(vm, ti + 3 * (uint64_t)vm->ptr_bytes);
}

static uint64_t
ptm_context(VM *vm, uint64_t ti)
{
	return rd_ptr(vm, ti + 4 * (uint64_t)vm->ptr_bytes);
}

/* ------------------------------------------- base class search */
/* Looking for the subobjects of type `target` in an object of a class
 * type, as libc++abi's has_unambiguous_public_base: the first one found,
 * its path (public or not), and whether another, different one exists
 * (ambiguous).  Without an object (a thrown null pointer) non-virtual
 * offsets are added to 0 and a virtual base is identified by its name
 * (the "cookie"), its offset being unknown. */
typedef struct BaseSearch {
	uint64_t target;
	bool have_object;
	unsigned found;
	uint64_t ptr, cookie;
	bool public_path;
	bool done;
} BaseSearch;

static void
found_base(BaseSearch *s, uint64_t ptr, uint64_t cookie, bool pub)
{
	if (s->found == 0) {
		s->found = 1;
		s->ptr = ptr;
		s->cookie = cookie;
		s->public_path = pub;
	} else if (s->cookie == cookie && s->ptr == ptr) {
		/* the same subobject along another path */
		if (!s->public_path)
			s->public_path = pub;
	} else {
		s->found++;
		s->public_path = false;
		s->done = true;
	}
}

static void
search_bases(VM *vm, BaseSearch *s, uint64_t ti, uint64_t ptr, uint64_t cookie, bool pub, unsigned depth)
{
	if (depth > MAX_DEPTH)
		bad_ti(vm, ti, "base classes nested too deeply (a cycle?)");
	if (same_type(vm, ti, s->target)) {
		found_base(s, ptr, cookie, pub);
		return;
	}
	uint64_t p = vm->ptr_bytes, mask = vm->mem.ptr_mask;
	switch (rtti_kind(vm, ti)) {
	case TI_SI_CLASS:
		search_bases(vm, s, rd_ptr(vm, ti + 2 * p), ptr, cookie, pub, depth + 1);
		return;
	case TI_VMI_CLASS: {
		uint32_t n = rd_u32(vm, ti + 2 * p + 4);
		uint64_t list = ti + 2 * p + 8; /* already pointer-aligned */
		for (uint32_t k = 0; k < n; k++) {
			uint64_t base = rd_ptr(vm, list + 2 * p * k);
			int64_t of = rd_sptr(vm, list + 2 * p * k + p);
			bool is_virtual = of & 1, is_public = (of & 2) != 0;
			int64_t off = of >> 8; /* arithmetic: offsets may be negative */
			uint64_t next = ptr, ck = cookie;
			if (s->have_object) {
				if (is_virtual) /* the vbase offset sits at `off` in the vtable */
					off = rd_sptr(vm, (rd_ptr(vm, ptr) + (uint64_t)off) & mask);
				next = (ptr + (uint64_t)off) & mask;
			} else if (!is_virtual) {
				next = (ptr + (uint64_t)off) & mask;
			} else {
				ck = name_addr(vm, base);
				next = 0;
			}
			search_bases(vm, s, base, next, ck, pub && is_public, depth + 1);
			if (k > 0 && s->done)
				break;
		}
		return;
	}
	default:
		return;
	}
}

/* Is `target` a public unambiguous base of the class `thrown` (the object
 * at obj, or none when have_object is false)?  *sub: the subobject. */
static bool
public_base(VM *vm, uint64_t thrown, uint64_t target, uint64_t obj, bool have_object, uint64_t *sub)
{
	BaseSearch s = {.target = target, .have_object = have_object};
	search_bases(vm, &s, thrown, obj, 0, true, 0);
	if (s.found == 1 && s.public_path) {
		*sub = s.ptr;
		return true;
	}
	return false;
}

/* ------------------------------------------- dynamic_cast */
/* __dynamic_cast walks every path of the most derived object's base class
 * graph once (a virtual base is met once per path to it), noting, by
 * address, the source subobject (the static type at the source pointer)
 * and the subobjects of the destination type: how many distinct ones,
 * whether one is reached by a public path, and which of them contain the
 * source subobject and whether publicly from there.  Two distinct
 * subobjects of one type never share an address, so an address names
 * one.  [expr.dynamic.cast]p8 then decides. */
enum { DYNCAST_MAX_STEPS = 1 << 22 };

typedef struct DynCast {
	uint64_t src, src_ti, dst_ti;
	bool src_found, src_public;     /* the source, and a public path to it */
	unsigned ndst;                  /* distinct dst subobjects (2: two or more) */
	uint64_t dst;
	bool dst_public;
	unsigned ndown;                 /* distinct dst subobjects containing the source */
	uint64_t down;
	bool down_public;               /* ... with a public path from it to the source */
	uint64_t steps;
} DynCast;

/* one more sighting of the subobject at a: the first, the same, another */
static void
note_sub(unsigned *n, uint64_t *at, bool *pub, uint64_t a, bool is_public)
{
	if (*n == 0) {
		*n = 1;
		*at = a;
		*pub = is_public;
	} else if (*at == a) {
		*pub = *pub || is_public;
	} else {
		*n = 2;
	}
}

/* the subobject of type ti at ptr; pub: reached from the most derived
 * object by a public path; in_dst: inside the dst subobject at dst_at,
 * from_dst_public: publicly from it */
static void
dyncast_walk(VM *vm, DynCast *c, uint64_t ti, uint64_t ptr, bool pub, bool in_dst, uint64_t dst_at,
	     bool from_dst_public, unsigned depth)
{
	if (depth > MAX_DEPTH)
		bad_ti(vm, ti, "base classes nested too deeply (a cycle?)");
	if (++c->steps > DYNCAST_MAX_STEPS)
		vm_fail(vm, R_LIMIT, "__dynamic_cast: the base class graph of type_info 0x%llx has too many paths",
			(unsigned long long)ti);
	if (same_type(vm, ti, c->dst_ti)) {
		note_sub(&c->ndst, &c->dst, &c->dst_public, ptr, pub);
		in_dst = true;
		dst_at = ptr;
		from_dst_public = true;
	}
	if (ptr == c->src && same_type(vm, ti, c->src_ti)) {
		c->src_found = true;
		c->src_public = c->src_public || pub;
		if (in_dst)
			note_sub(&c->ndown, &c->down, &c->down_public, dst_at, from_dst_public);
	}
	uint64_t p = vm->ptr_bytes, mask = vm->mem.ptr_mask;
	switch (rtti_kind(vm, ti)) {
	case TI_SI_CLASS: /* one public non-virtual base at offset 0 */
		dyncast_walk(vm, c, rd_ptr(vm, ti + 2 * p), ptr, pub, in_dst, dst_at, from_dst_public, depth + 1);
		return;
	case TI_VMI_CLASS: {
		uint32_t n = rd_u32(vm, ti + 2 * p + 4);
		uint64_t list = ti + 2 * p + 8;
		for (uint32_t k = 0; k < n; k++) {
			uint64_t base = rd_ptr(vm, list + 2 * p * k);
			int64_t of = rd_sptr(vm, list + 2 * p * k + p);
			bool is_public = (of & 2) != 0;
			int64_t off = of >> 8;
			if (of & 1) /* virtual: the vbase offset sits at `off` in the vtable */
				off = rd_sptr(vm, (rd_ptr(vm, ptr) + (uint64_t)off) & mask);
			dyncast_walk(vm, c, base, (ptr + (uint64_t)off) & mask, pub && is_public, in_dst, dst_at,
				     from_dst_public && is_public, depth + 1);
		}
		return;
	}
	default:
		return;
	}
}

uint64_t
rtti_dynamic_cast(VM *vm, uint64_t src, uint64_t src_ti, uint64_t dst_ti, int64_t hint)
{
	uint64_t p = vm->ptr_bytes, mask = vm->mem.ptr_mask;
	/* the most derived object: offset-to-top and type_info before the
	 * address point of the source's vtable */
	uint64_t vptr = rd_ptr(vm, src);
	int64_t to_top = rd_sptr(vm, (vptr - 2 * p) & mask);
	uint64_t whole_ti = rd_ptr(vm, (vptr - p) & mask);
	uint64_t whole = (src + (uint64_t)to_top) & mask;
	if (!whole_ti)
		vm_fail(vm, R_EH_U_16, "__dynamic_cast of an object whose vtable has no type_info (-fno-rtti?)");
	/* libstdc++: an object whose own vtable names another type is a
	 * primary base under construction and src a separate base of it (the
	 * vbase offsets the walk needs do not exist): fail */
	if (whole != src) {
		uint64_t wvptr = rd_ptr(vm, whole);
		if (!same_type(vm, rd_ptr(vm, (wvptr - p) & mask), whole_ti))
			return 0;
	}
	DynCast c = {.src = src, .src_ti = src_ti, .dst_ti = dst_ti};
	dyncast_walk(vm, &c, whole_ti, whole, true, false, 0, false, 0);
	if (!c.src_found)
		return 0;
	/* the hint (Itanium ABI 2.9.7): -2, src is not a public base of dst,
	 * so no downcast; >= 0, src is a unique public non-virtual base of
	 * dst at that offset, so the only dst that can contain it is there */
	bool down_ok = c.ndown == 1 && c.down_public && hint != -2 &&
		       (hint < 0 || c.down == ((src - (uint64_t)hint) & mask));
	if (down_ok) /* a downcast to the one dst containing src */
		return c.down;
	/* a cross-cast: src a public base of the whole object, dst an
	 * unambiguous public one */
	if (c.src_public && c.ndst == 1 && c.dst_public)
		return c.dst;
	return 0;
}

/* ------------------------------------------- pointers */
enum {
	NO_REMOVE = TIF_CONST | TIF_VOLATILE | TIF_RESTRICT,
	NO_ADD = TIF_TRANSACTION_SAFE | TIF_NOEXCEPT,
};

static bool nested_member(VM *vm, uint64_t c, uint64_t t);

/* one level inside a multi-level pointer conversion: the thrown level's
 * qualifiers must be a subset, and a level that differs needs const here */
static bool
nested_pointer(VM *vm, uint64_t c, uint64_t t, unsigned depth)
{
	if (depth > MAX_DEPTH)
		bad_ti(vm, c, "pointee types nested too deeply (a cycle?)");
	if (rtti_kind(vm, t) != TI_POINTER)
		return false;
	uint32_t cf = pb_flags(vm, c), tf = pb_flags(vm, t);
	if (tf & ~cf)
		return false;
	uint64_t cp = pb_pointee(vm, c), tp = pb_pointee(vm, t);
	if (same_type(vm, cp, tp))
		return true;
	if (!(cf & TIF_CONST))
		return false;
	switch (rtti_kind(vm, cp)) {
	case TI_POINTER: return nested_pointer(vm, cp, tp, depth + 1);
	case TI_POINTER_TO_MEMBER: return nested_member(vm, cp, tp);
	default: return false;
	}
}

static bool
nested_member(VM *vm, uint64_t c, uint64_t t)
{
	if (rtti_kind(vm, t) != TI_POINTER_TO_MEMBER)
		return false;
	if (~pb_flags(vm, c) & pb_flags(vm, t))
		return false;
	return same_type(vm, pb_pointee(vm, c), pb_pointee(vm, t)) &&
	       same_type(vm, ptm_context(vm, c), ptm_context(vm, t));
}

static bool
catch_pointer(VM *vm, uint64_t c, uint64_t t, uint64_t obj, uint64_t *adjusted)
{
	if (name_is(vm, t, "Dn")) { /* nullptr */
		*adjusted = 0;
		return true;
	}
	if (same_type(vm, c, t)) {
		*adjusted = rd_ptr(vm, obj);
		return true;
	}
	if (rtti_kind(vm, t) != TI_POINTER)
		return false;
	uint64_t val = rd_ptr(vm, obj);
	uint32_t cf = pb_flags(vm, c), tf = pb_flags(vm, t);
	if (tf & ~cf & NO_REMOVE)   /* a conversion never drops a qualifier */
		return false;
	if (cf & ~tf & NO_ADD)      /* nor adds noexcept */
		return false;
	uint64_t cp = pb_pointee(vm, c), tp = pb_pointee(vm, t);
	*adjusted = val;
	if (same_type(vm, cp, tp))
		return true;
	if (name_is(vm, cp, "v")) /* any object pointer converts to void* */
		return rtti_kind(vm, tp) != TI_FUNCTION;
	TiKind ck = rtti_kind(vm, cp);
	if (ck == TI_POINTER || ck == TI_POINTER_TO_MEMBER) {
		if (!(cf & TIF_CONST))
			return false;
		return ck == TI_POINTER ? nested_pointer(vm, cp, tp, 1) : nested_member(vm, cp, tp);
	}
	if (!is_class(ck) || !is_class(rtti_kind(vm, tp)))
		return false;
	uint64_t sub = 0;
	if (!public_base(vm, tp, cp, val, val != 0, &sub))
		return false;
	*adjusted = val ? sub : 0;
	return true;
}

static bool
catch_member_pointer(VM *vm, uint64_t c, uint64_t t, uint64_t obj, uint64_t *adjusted)
{
	if (name_is(vm, t, "Dn")) {
		/* a null member pointer: nullptr_t's type_info holds both shapes
		 * (typeinfo.c), a data member's -1 and a member function's {0, 0} */
		uint64_t dn = rt_symbol_addr(vm, "_ZTIDn");
		if (!dn)
			dn = t;
		bool fn = rtti_kind(vm, pb_pointee(vm, c)) == TI_FUNCTION;
		*adjusted = dn + (fn ? 3 : 2) * (uint64_t)vm->ptr_bytes;
		return true;
	}
	*adjusted = obj;
	if (same_type(vm, c, t))
		return true;
	if (rtti_kind(vm, t) != TI_POINTER_TO_MEMBER)
		return false;
	uint32_t cf = pb_flags(vm, c), tf = pb_flags(vm, t);
	if ((tf & ~cf & NO_REMOVE) || (cf & ~tf & NO_ADD))
		return false;
	return same_type(vm, pb_pointee(vm, c), pb_pointee(vm, t)) &&
	       same_type(vm, ptm_context(vm, c), ptm_context(vm, t));
}

static bool
can_catch(VM *vm, uint64_t catch_ti, uint64_t thrown_ti, uint64_t obj, uint64_t *adjusted)
{
	uint64_t adj = obj;
	bool ok = false;
	if (!catch_ti) {
		ok = true;
	} else {
		switch (rtti_kind(vm, catch_ti)) {
		case TI_FUNDAMENTAL: case TI_ENUM:
			ok = same_type(vm, catch_ti, thrown_ti);
			break;
		case TI_ARRAY: case TI_FUNCTION: /* never thrown: they decay to pointers */
			break;
		case TI_CLASS: case TI_SI_CLASS: case TI_VMI_CLASS:
			if (same_type(vm, catch_ti, thrown_ti))
				ok = true;
			else if (is_class(rtti_kind(vm, thrown_ti)))
				ok = public_base(vm, thrown_ti, catch_ti, obj, true, &adj);
			break;
		case TI_POINTER:
			ok = catch_pointer(vm, catch_ti, thrown_ti, obj, &adj);
			break;
		case TI_POINTER_TO_MEMBER:
			ok = catch_member_pointer(vm, catch_ti, thrown_ti, obj, &adj);
			break;
		default: /* not a type_info of the runtime's kinds: only itself */
			ok = catch_ti == thrown_ti;
			break;
		}
	}
	if (ok && adjusted)
		*adjusted = adj;
	return ok;
}

/* The answers for a class or fundamental handler, by (catch type, thrown
 * type): whether it catches, and how far the handler's subobject is from
 * the thrown object (a public base's offset).  Remembered only when every
 * byte the answer was worked out from is constant (rd): then the next
 * throw of that type gets the same answer without the walk.  A
 * direct-mapped table: a pair that collides is worked out again. */
enum { CATCH_CACHE = 256 };
typedef struct CatchMemo {
	uint64_t c, t;          /* the pair (c 0: an empty entry) */
	uint64_t delta;         /* adjusted = obj + delta */
	bool ok;
} CatchMemo;

void
rtti_catch_cache_free(EhRuntime *eh)
{
	free(eh->catch_cache);
	eh->catch_cache = NULL;
}

bool
rtti_can_catch(VM *vm, uint64_t catch_ti, uint64_t thrown_ti, uint64_t obj, uint64_t *adjusted)
{
	if (!catch_ti)
		return can_catch(vm, catch_ti, thrown_ti, obj, adjusted);
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->catch_cache)
		eh->catch_cache = xcalloc(CATCH_CACHE, sizeof(CatchMemo));
	uint64_t h = (catch_ti * 0x9e3779b97f4a7c15ull) ^ (thrown_ti * 0xc2b2ae3d27d4eb4full);
	CatchMemo *m = &((CatchMemo *)eh->catch_cache)[(h >> 32) % CATCH_CACHE];
	if (m->c == catch_ti && m->t == thrown_ti) {
		if (m->ok && adjusted)
			*adjusted = (obj + m->delta) & vm->mem.ptr_mask;
		return m->ok;
	}
	uint64_t adj = obj;
	eh->rtti_track = true;
	eh->rtti_mutable = false;
	TiKind k = rtti_kind(vm, catch_ti);
	bool ok = can_catch(vm, catch_ti, thrown_ti, obj, &adj);
	eh->rtti_track = false;
	/* pointer handlers answer with a value read from the object or an
	 * absolute address: not a distance from obj */
	if (!eh->rtti_mutable && (is_class(k) || k == TI_FUNDAMENTAL || k == TI_ENUM))
		*m = (CatchMemo){.c = catch_ti, .t = thrown_ti, .delta = adj - obj, .ok = ok};
	if (ok && adjusted)
		*adjusted = adj;
	return ok;
}

/* ------------------------------------------- names */
void
rtti_mangled_name(VM *vm, uint64_t ti, Buf *out)
{
	uint64_t n = name_addr(vm, ti);
	if (!n)
		bad_ti(vm, ti, "its name is a null pointer");
	char *s = rt_read_cstr(vm, n, SIZE_MAX, NULL);
	out->len = 0;
	buf_puts(out, s);
	free(s);
}

bool
rtti_demangle_type(const char *mangled, Buf *out)
{
	return demangle_type(mangled, 0, out);
}

void
rtti_type_name(VM *vm, uint64_t ti, Buf *out)
{
	Buf m = {0};
	rtti_mangled_name(vm, ti, &m);
	const char *s = m.s[0] == '*' ? m.s + 1 : m.s;
	if (!rtti_demangle_type(s, out))
		buf_puts(out, s);
	buf_free(&m);
}
