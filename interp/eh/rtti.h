/* rtti.h — Itanium C++ RTTI as the C++ runtime sees it, in simulated memory.
 *
 *   rtti.c       reading type_info objects, catch matching (what a handler
 *                of one type catches), __dynamic_cast's search, type names
 *                as the terminate handler prints them (a demangler for
 *                types)
 *   typeinfo.c   the objects the C++ runtime itself defines and clang leaves
 *                external: the __cxxabiv1 vtables, the type_infos of the
 *                fundamental types and pointers to them, the std exception
 *                classes' type_infos and vtables; bound to the module's
 *                external globals when globals are laid out (consteval.c)
 *   stdexcept.c  builtins for the std exception classes' member functions,
 *                and __dynamic_cast
 *
 * Every type_info is read from simulated memory with the target's pointer
 * width and byte order; a bad one is reported through vm_fail/vm_fault_addr
 * (never a host crash).  Layouts (p = pointer size):
 *   type_info                 { vptr, name }                       2p
 *   __si_class_type_info      + base                               3p
 *   __vmi_class_type_info     + u32 flags, u32 count, count x { base, offset_flags (p bytes) }
 *   __pbase_type_info         + u32 flags (padded to p), pointee   4p
 *   __pointer_to_member_...   + context                            5p
 * The kind of a type_info is which __cxxabiv1 vtable its vptr points into
 * (the vtable's address + 2p).  Type equality compares addresses, then the
 * mangled name strings (libstdc++'s rule: a name starting with '*' is
 * unique and compares by address only). */
#ifndef EHI_RTTI_H
#define EHI_RTTI_H

#include "vm/exec.h"

/* ------------------------------------------------------------ rtti.c */
typedef enum TiKind {
	TI_UNKNOWN, TI_FUNDAMENTAL, TI_CLASS, TI_SI_CLASS, TI_VMI_CLASS, TI_POINTER,
	TI_POINTER_TO_MEMBER, TI_FUNCTION, TI_ENUM, TI_ARRAY, TI__COUNT
} TiKind;

/* __pbase_type_info flags (Itanium ABI 2.9.5) */
enum {
	TIF_CONST = 0x1, TIF_VOLATILE = 0x2, TIF_RESTRICT = 0x4, TIF_INCOMPLETE = 0x8,
	TIF_INCOMPLETE_CLASS = 0x10, TIF_TRANSACTION_SAFE = 0x20, TIF_NOEXCEPT = 0x40,
};

TiKind rtti_kind(VM *vm, uint64_t ti);
/* "__class_type_info", ... (TI_UNKNOWN: "?") */
const char *rtti_kind_name(TiKind k);

/* Does a handler for catch_ti catch an exception of type thrown_ti whose
 * object is at obj?  catch_ti 0 = catch(...).  On success *adjusted is what
 * __cxa_begin_catch returns for this handler: obj adjusted to the matched
 * base class subobject, for pointer handlers the (adjusted) pointer value
 * stored in the exception object, for catch(...) obj itself, for a
 * pointer-to-member handler of a thrown nullptr the address of a null
 * member pointer of the right shape.  libcxxabi's can_catch rules. */
bool rtti_can_catch(VM *vm, uint64_t catch_ti, uint64_t thrown_ti, uint64_t obj, uint64_t *adjusted);
/* the answers rtti_can_catch keeps (eh_free) */
struct EhRuntime;
void rtti_catch_cache_free(struct EhRuntime *eh);

/* __dynamic_cast(src, src_ti, dst_ti, hint) (Itanium ABI 2.9.7): the
 * address of the dst_ti subobject that the polymorphic object at src (a
 * subobject of static type src_ti) converts to, 0 when the cast fails.
 * The most derived object and its type come from src's vtable
 * (offset-to-top, type_info); then a downcast to the one dst containing
 * src publicly, else a cross-cast to dst when src is a public base of the
 * most derived object and dst an unambiguous public one
 * ([expr.dynamic.cast]p8).  hint is the src2dst_offset argument: -1 none,
 * -2 src is not a public base of dst, -3 several public bases, >= 0 the
 * offset of src in dst. */
uint64_t rtti_dynamic_cast(VM *vm, uint64_t src, uint64_t src_ti, uint64_t dst_ti, int64_t hint);

/* The type's name as libstdc++'s verbose terminate handler prints it (the
 * demangled name string: "int", "char const*", "std::runtime_error"). */
void rtti_type_name(VM *vm, uint64_t ti, Buf *out);
/* The mangled name string of a type_info (its _ZTS object), into out. */
void rtti_mangled_name(VM *vm, uint64_t ti, Buf *out);
/* Demangle a type's mangled name ("PKc" -> "char const*"); false (out
 * unchanged) when it is not a type mangling ehi understands (the
 * demangler is the kit's, demangle.h). */
bool rtti_demangle_type(const char *mangled, Buf *out);

/* -------------------------------------------------------- typeinfo.c */
/* The Itanium C++ runtime's objects (rt_itanium_cxx's): before layout,
 * the runtime's own symbols for what the modules' references need (their
 * vtables, names, bases, pointees, the functions in the std exception
 * vtables) and, for a program that throws or allocates, the std
 * exceptions the runtime itself throws; whether it defines external data
 * `name` (and its real size: the declared type is often just `ptr`);
 * after layout, their contents. */
void rt_cxx_declare(VM *vm);
bool rt_cxx_object(VM *vm, const char *name, VmObject *o);
void rt_cxx_fill(VM *vm);
/* i8* (or ptr) */
Type *rt_i8ptr(Module *m);
/* The address of a global or function by name (vm_symbol_addr; 0: none). */
uint64_t rt_symbol_addr(VM *vm, const char *name);
/* "_ZTVN10__cxxabiv117__class_type_infoE" for TI_CLASS ... (NULL: TI_UNKNOWN) */
const char *rt_abi_vtable_name(TiKind k);
/* Do constructors and non-deleting destructors return `this` (the ARM and
 * WebAssembly C++ ABIs)? */
bool rt_returns_this(const VM *vm);

/* The std exception classes the runtime defines, for the EH runtime that
 * throws them (bad_alloc from operator new, bad_cast, ...). */
typedef struct StdClass {
	const char *mangled;    /* "St9bad_alloc" */
	const char *name;       /* "std::bad_alloc" */
	int base;               /* index of the base class, -1: none */
	const char *what;       /* what() returns this; NULL: the stored message */
	int what_owner;         /* index of the class whose what() the vtable holds */
} StdClass;
const StdClass *rt_std_class(const char *mangled, int *index);
const StdClass *rt_std_class_at(int index);
uint64_t rt_std_class_size(VM *vm, const StdClass *c);
/* Construct an object of the class at obj (vptr; message classes: a copy of
 * msg; msg NULL: the message field is left as it is).  The type_info and vtable are those the name resolves to (0: none;
 * rt_cxx_declare defines the runtime-thrown ones). */
void rt_std_construct(VM *vm, const StdClass *c, uint64_t obj, const char *msg);
/* the fixed what() string of a class that has one (in its vtable's tail) */
uint64_t rt_std_what_string(VM *vm, const StdClass *c);
/* "_ZN[K]St9bad_alloc<member>": the class's index (-1: none), *member the rest */
int rt_std_member_class(const char *name, const char **member);

/* ------------------------------------------------------- stdexcept.c */
/* builtins of the std exception classes' member functions and
 * __dynamic_cast (NULL: none) */
BuiltinFn stdexcept_lookup(const char *name);

#endif
