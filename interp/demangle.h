/* demangle.h — Itanium C++ ABI manglings back to C++ spelling, as
 * libstdc++'s __cxa_demangle (and binutils' c++filt) prints them.
 *
 * Two entry points: a type mangling (what a type_info's name holds:
 * "PKc" -> "char const*") and a symbol, function or data
 * ("_ZNKSt6vector...4sizeEv" -> "std::vector<...>::size() const",
 * "_ZTV1A" -> "vtable for A").  A mangling outside what is understood is
 * refused (false, out unchanged): callers print it as it is. */
#ifndef EHI_DEMANGLE_H
#define EHI_DEMANGLE_H

#include "util.h"

/* __cxa_demangle prints the std abbreviations short ("std::string");
 * c++filt, and DEMANGLE_VERBOSE, spells them out ("std::basic_string<char,
 * std::char_traits<char>, std::allocator<char> >"). */
enum { DEMANGLE_VERBOSE = 1 };

/* a type mangling ("PKc"); false when not understood */
bool demangle_type(const char *mangled, unsigned flags, Buf *out);
/* a symbol ("_Z..."), with clone suffixes (".cold" -> " [clone .cold]");
 * false when it is no Itanium symbol or not understood */
bool demangle_symbol(const char *mangled, unsigned flags, Buf *out);

#endif
