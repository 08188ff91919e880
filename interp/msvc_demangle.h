/* msvc_demangle.h — Microsoft C++ function symbols as undname (and
 * LLVM's llvm-undname) spells them:
 * "?g@C@@QEAAHXZ" is "public: int __cdecl C::g(void)". */
#ifndef EHI_MSVC_DEMANGLE_H
#define EHI_MSVC_DEMANGLE_H

#include "util.h"

/* true and the text appended to out; false (out unchanged) for what is
 * no MSVC function symbol this reads (data, thunks, RTTI records) */
bool msvc_demangle(const char *sym, Buf *out);
/* ... and where its parts are in out: the qualified name ("ns::C::f")
 * and the parameter list ("(int, char const *)"), for lookups by name */
typedef struct {
	size_t name_at, name_len, params_at, params_len;
} MsvcParts;
bool msvc_demangle_parts(const char *sym, Buf *out, MsvcParts *parts);

#endif
