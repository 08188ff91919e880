/* msvc_rtti.c — dynamic_cast and typeid under the Microsoft C++ ABI:
 * __RTDynamicCast, __RTtypeid, __RTCastToVoid over the RTTI structures
 * clang emits for *-windows-msvc, read from simulated memory.
 *
 *   vftable[-1]            -> CompleteObjectLocator
 *   CompleteObjectLocator  { u32 signature (0: refs are addresses, 1:
 *                            image-relative); u32 offset (of this vftable's
 *                            subobject in the complete object); u32
 *                            cdOffset (0, or where below the subobject its
 *                            constructor displacement is); ref
 *                            TypeDescriptor; ref ClassHierarchyDescriptor;
 *                            ref self (signature 1 only) }
 *   ClassHierarchyDescriptor { u32 signature; u32 attributes; u32
 *                            numBaseClasses; ref BaseClassArray }
 *   BaseClassArray         ref BaseClassDescriptor[numBaseClasses]: the
 *                            class itself, then each base followed by its
 *                            own bases (numContainedBases of them), depth first
 *   BaseClassDescriptor    { ref TypeDescriptor; u32 numContainedBases;
 *                            i32 mdisp, pdisp, vdisp; u32 attributes; ref
 *                            ClassHierarchyDescriptor (attribute 0x40) }
 *
 * The descriptors of the complete class's array locate every base
 * subobject relative to the complete object ({mdisp, pdisp, vdisp}: pdisp
 * >= 0 reads the virtual base's offset from the vbtable whose pointer is
 * at pdisp), and their attributes say whether the path to it is public.
 * The cast follows [expr.dynamic.cast]: a downcast to the one T object
 * whose public base the source subobject is, else a cross-cast to the
 * complete object's unambiguous public base T when the source is a public
 * base of the complete object.  Tables that do not hang together are
 * EH-U-16; addresses that cannot be read, section 6's memory errors. */
#include "eh/msvc.h"

#include "rt/builtin.h"

#include <string.h>


enum { BCD_NOTVISIBLE = 0x1, BCD_HASPCHD = 0x40 };
/* a sanity bound on numBaseClasses: every entry is a real subobject */
enum { MAX_BASES = 1 << 16 };

typedef struct Col {
	uint64_t at;            /* the locator */
	uint64_t complete;      /* the complete object */
	uint64_t td;            /* its TypeDescriptor */
	uint64_t chd;           /* its class hierarchy */
} Col;

typedef struct Bcd {
	uint64_t td;
	uint32_t contained, attrs;
	int32_t mdisp, pdisp, vdisp;
	uint64_t chd;
} Bcd;

EHI_NORETURN static void
malformed(VM *vm, const char *fmt, const char *what, uint64_t a)
{
	vm_fail(vm, R_EH_U_16, fmt, what, (unsigned long long)a);
}

static void
check_td(VM *vm, uint64_t td, const char *whose, uint64_t a)
{
	if (!td)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has no TypeDescriptor", whose, a);
	char name[4];
	msvc_td_name(vm, td, name, sizeof name);
	if (name[0] != '.')
		malformed(vm, "MSVC RTTI: the %s at 0x%llx names no TypeDescriptor (no decorated name)", whose, a);
}

/* the locator of the polymorphic object at obj, and its complete object */
static Col
read_col(VM *vm, uint64_t obj)
{
	Col c;
	uint64_t vfptr = msvc_rdptr(vm, obj);
	if (vfptr < (uint64_t)vm->ptr_bytes)
		malformed(vm, "MSVC RTTI: %s 0x%llx has no vftable", "the object at", obj);
	c.at = msvc_rdptr(vm, vfptr - vm->ptr_bytes);
	if (!c.at)
		malformed(vm, "MSVC RTTI: %s 0x%llx has no CompleteObjectLocator", "the vftable of the object at", obj);
	uint32_t sig = msvc_rd32(vm, c.at);
	if (sig != (vm->ptr_bytes == 8 ? 1u : 0u))
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has a signature wrong for the target",
			  "CompleteObjectLocator", c.at);
	if (sig == 1 && msvc_rdref(vm, c.at + 20) != c.at)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx does not point to itself (pSelf)", "CompleteObjectLocator",
			  c.at);
	uint32_t offset = msvc_rd32(vm, c.at + 4), cd = msvc_rd32(vm, c.at + 8);
	c.complete = obj - offset;
	/* a vtordisp: a subobject of a virtual base under construction sits
	 * elsewhere than the final layout says; the constructor writes the
	 * difference just below the subobject */
	if (cd)
		c.complete -= (uint64_t)(int64_t)(int32_t)msvc_rd32(vm, obj - cd);
	c.complete &= vm->mem.ptr_mask;
	c.td = msvc_rdref(vm, c.at + 12);
	check_td(vm, c.td, "CompleteObjectLocator", c.at);
	c.chd = msvc_rdref(vm, c.at + 16);
	if (!c.chd)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has no ClassHierarchyDescriptor", "CompleteObjectLocator",
			  c.at);
	return c;
}

/* a hierarchy's base class array and its length */
static uint64_t
read_chd(VM *vm, uint64_t chd, uint32_t *n)
{
	if (msvc_rd32(vm, chd) != 0)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has a nonzero signature", "ClassHierarchyDescriptor", chd);
	*n = msvc_rd32(vm, chd + 8);
	uint64_t bca = msvc_rdref(vm, chd + 12);
	if (*n == 0 || *n > MAX_BASES || !bca)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has no base class array", "ClassHierarchyDescriptor", chd);
	return bca;
}

static Bcd
read_bcd(VM *vm, uint64_t bca, uint32_t k, uint32_t n)
{
	Bcd b;
	uint64_t a = msvc_rdref(vm, bca + 4 * (uint64_t)k);
	if (!a)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx has a null entry", "base class array", bca);
	b.td = msvc_rdref(vm, a);
	check_td(vm, b.td, "BaseClassDescriptor", a);
	b.contained = msvc_rd32(vm, a + 4);
	if (b.contained > n - 1 - k)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx contains more bases than its array has", "BaseClassDescriptor",
			  a);
	b.mdisp = (int32_t)msvc_rd32(vm, a + 8);
	b.pdisp = (int32_t)msvc_rd32(vm, a + 12);
	b.vdisp = (int32_t)msvc_rd32(vm, a + 16);
	b.attrs = msvc_rd32(vm, a + 20);
	b.chd = b.attrs & BCD_HASPCHD ? msvc_rdref(vm, a + 24) : 0;
	return b;
}

/* where a base described relative to the object at obj is (PMD) */
static uint64_t
base_addr(VM *vm, uint64_t obj, const Bcd *b)
{
	uint64_t p = obj;
	if (b->pdisp >= 0) {
		uint64_t vbtable = msvc_rdptr(vm, obj + (uint64_t)(int64_t)b->pdisp);
		p += (uint64_t)(int64_t)b->pdisp + (uint64_t)(int64_t)(int32_t)msvc_rd32(vm, vbtable + (uint64_t)(int64_t)b->vdisp);
	}
	return (p + (uint64_t)(int64_t)b->mdisp) & vm->mem.ptr_mask;
}

/* Is the subobject of type src at `at` a public base of the object at
 * obj of hierarchy chd?  (The object's own class counts: itself.) */
static bool
public_base_in(VM *vm, uint64_t chd, uint64_t obj, uint64_t src, uint64_t at)
{
	uint32_t n;
	uint64_t bca = read_chd(vm, chd, &n);
	for (uint32_t k = 0; k < n; k++) {
		Bcd b = read_bcd(vm, bca, k, n);
		if (!(b.attrs & BCD_NOTVISIBLE) && msvc_td_equal(vm, b.td, src) && base_addr(vm, obj, &b) == at)
			return true;
	}
	return false;
}

/* dynamic_cast of the subobject at src (static type src_td) of the
 * complete object c to dst_td: the result, 0 when it fails */
static uint64_t
dynamic_cast(VM *vm, const Col *c, uint64_t src, uint64_t src_td, uint64_t dst_td)
{
	uint32_t n;
	uint64_t bca = read_chd(vm, c->chd, &n);
	Bcd first = read_bcd(vm, bca, 0, n);
	if (!msvc_td_equal(vm, first.td, c->td))
		malformed(vm, "MSVC RTTI: the %s at 0x%llx does not start with the complete class",
			  "ClassHierarchyDescriptor", c->chd);
	if (first.contained != n - 1)
		malformed(vm, "MSVC RTTI: the %s at 0x%llx: the complete class does not contain every base",
			  "ClassHierarchyDescriptor", c->chd);
	/* the source subobject must be one of the complete object's */
	bool src_found = false, src_public = false;
	for (uint32_t k = 0; k < n; k++) {
		Bcd b = read_bcd(vm, bca, k, n);
		if (msvc_td_equal(vm, b.td, src_td) && base_addr(vm, c->complete, &b) == src) {
			src_found = true;
			src_public |= !(b.attrs & BCD_NOTVISIBLE);
		}
	}
	if (!src_found)
		vm_fail(vm, R_EH_U_16,
			"dynamic_cast: the object at 0x%llx is not a subobject of its static type in its complete object",
			(unsigned long long)src);
	/* downcast: the T objects of which src is a public base; a T reached
	 * along several paths (a virtual base) is one object */
	uint64_t down = 0;
	uint32_t ndown = 0;
	for (uint32_t k = 0; k < n; k++) {
		Bcd t = read_bcd(vm, bca, k, n);
		if (!msvc_td_equal(vm, t.td, dst_td))
			continue;
		uint64_t ta = base_addr(vm, c->complete, &t);
		if (ndown && ta == down)
			continue;
		bool has = false;
		for (uint32_t j = k + 1; j <= k + t.contained && !has; j++) {
			Bcd s = read_bcd(vm, bca, j, n);
			has = msvc_td_equal(vm, s.td, src_td) && base_addr(vm, c->complete, &s) == src;
		}
		if (msvc_td_equal(vm, t.td, src_td) && ta == src)
			has = true; /* src is a T object itself */
		if (!has)
			continue;
		/* public within T: by T's own hierarchy (the complete class's is
		 * the one read above); without one, by the paths from the
		 * complete object (stricter: a private T hides public bases) */
		uint64_t tchd = k == 0 ? c->chd : t.chd;
		bool pub = false;
		if (tchd)
			pub = public_base_in(vm, tchd, ta, src_td, src);
		else
			for (uint32_t j = k; j <= k + t.contained && !pub; j++) {
				Bcd s = read_bcd(vm, bca, j, n);
				pub = !(s.attrs & BCD_NOTVISIBLE) && msvc_td_equal(vm, s.td, src_td) &&
				      base_addr(vm, c->complete, &s) == src;
			}
		if (!pub)
			continue;
		down = ta;
		ndown++;
	}
	if (ndown == 1)
		return down;
	if (ndown > 1)
		return 0; /* src is a base of several T objects */
	/* cross-cast: src public in the complete object, T an unambiguous
	 * public base of it */
	if (!src_public)
		return 0;
	uint64_t cross = 0;
	bool any = false;
	for (uint32_t k = 0; k < n; k++) {
		Bcd t = read_bcd(vm, bca, k, n);
		if (!msvc_td_equal(vm, t.td, dst_td))
			continue;
		uint64_t ta = base_addr(vm, c->complete, &t);
		if (any && ta != cross)
			return 0; /* ambiguous */
		any = true;
		cross = ta;
	}
	if (!any)
		return 0;
	/* accessible when some path to that subobject is public */
	for (uint32_t k = 0; k < n; k++) {
		Bcd t = read_bcd(vm, bca, k, n);
		if (msvc_td_equal(vm, t.td, dst_td) && !(t.attrs & BCD_NOTVISIBLE))
			return cross;
	}
	return 0;
}

/* __RTDynamicCast(obj, vfdelta, src TypeDescriptor, dst TypeDescriptor,
 * isReference): obj points at the source's vfptr, vfdelta below it is
 * the source subobject itself */
static int
b_dynamic_cast(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (cs->nargs < 5)
		vm_fail(vm, R_EH_U_16, "__RTDynamicCast needs 5 arguments, got %u", cs->nargs);
	uint64_t obj = ARG(0), src_td = ARG(2), dst_td = ARG(3);
	int64_t vfdelta = (int32_t)ARG(1);
	bool is_ref = (uint32_t)ARG(4) != 0;
	if (!obj) {
		builtin_ret(cs, R, Z, 0);
		return BI_DONE;
	}
	check_td(vm, src_td, "source type argument", obj);
	check_td(vm, dst_td, "target type argument", obj);
	Col c = read_col(vm, obj);
	uint64_t src = (obj - (uint64_t)vfdelta) & vm->mem.ptr_mask;
	uint64_t r = dynamic_cast(vm, &c, src, src_td, dst_td);
	if (!r && is_ref)
		return msvc_throw_std(vm, cs, "bad_cast");
	builtin_ret(cs, R, Z, r);
	return BI_DONE;
}

/* __RTtypeid(obj): the TypeDescriptor of obj's dynamic type */
static int
b_typeid(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (cs->nargs < 1)
		vm_fail(vm, R_EH_U_16, "__RTtypeid needs an argument");
	uint64_t obj = ARG(0);
	if (!obj)
		return msvc_throw_std(vm, cs, "bad_typeid");
	Col c = read_col(vm, obj);
	builtin_ret(cs, R, Z, c.td);
	return BI_DONE;
}

/* __RTCastToVoid(obj): dynamic_cast<void*>, the complete object */
static int
b_cast_to_void(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (cs->nargs < 1)
		vm_fail(vm, R_EH_U_16, "__RTCastToVoid needs an argument");
	uint64_t obj = ARG(0);
	builtin_ret(cs, R, Z, obj ? read_col(vm, obj).complete : 0);
	return BI_DONE;
}

static const struct {
	const char *name;
	BuiltinFn fn;
} rtti_fns[] = {
	{"__RTDynamicCast", b_dynamic_cast},
	{"__RTtypeid", b_typeid},
	{"__RTCastToVoid", b_cast_to_void},
};

BuiltinFn
msvc_rtti_lookup(const char *name)
{
	for (size_t k = 0; k < countof(rtti_fns); k++)
		if (strcmp(name, rtti_fns[k].name) == 0)
			return rtti_fns[k].fn;
	return NULL;
}
