/* symname.h — how a function's symbol is shown to people: C++ names
 * demangled (Itanium by demangle.c, as c++filt; MSVC by msvc_demangle.c,
 * as undname),
 * other names as the IR spells them; and the other way, whether a name a
 * person typed ("thrower", "thrower(int)", "ns::f") names a symbol. */
#ifndef EHI_SYMNAME_H
#define EHI_SYMNAME_H

#include "util.h"

/* "thrower(int)" for _Z7throweri, "void __cdecl ns::f(void)" for
 * ?f@ns@@YAXXZ; false (out
 * unchanged) for a name that is no C++ mangling understood */
bool symbol_demangled(const char *sym, Buf *out);
/* a function for people: the demangled name, or "@name" (mangled: always
 * "@name", as the IR has it) */
void symbol_display(const char *sym, bool mangled, Buf *out);
/* does `typed` name sym: the symbol itself, its demangled form, or that
 * form without its parameter list ("thrower" for "thrower(int)"); for
 * MSVC, the qualified name with or without its parameter list ("ns::f",
 * "ns::f(int)") */
bool symbol_matches(const char *sym, const char *typed);

#endif
