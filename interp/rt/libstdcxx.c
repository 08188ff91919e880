/* libstdcxx.c — the C++ standard library: GCC 12's libstdc++, the
 * library's own code compiled to IR for the target at build time
 * (libir/libstdcxx.sh, from Debian's gcc-12 source package), linked with
 * a program that declares a name it defines (driver.c).  It sits on
 * ehi's own C++ ABI runtime (eh/cxxabi.c: __cxa_*, the unwinder, RTTI)
 * and on the C library's builtins at the OS boundary (libc_*.c).
 * SPEC.md section 6, "The C++ standard library", says why this one. */
#include "rt/runtime.h"

/* the targets whose libstdc++ configuration libstdcxx.sh knows: glibc
 * Linux (the GNU locale model) and MinGW (the generic one) */
static bool
has_libstdcxx(const Target *t)
{
	return (t->os == OS_LINUX && (t->arch == ARCH_X86_64 || t->arch == ARCH_X86 || t->arch == ARCH_AARCH64 ||
				      t->arch == ARCH_ARM)) ||
	       (t->os == OS_WINDOWS && t->env == ENV_MINGW && t->arch == ARCH_X86_64);
}

const RuntimeLib rt_libstdcxx = {
	.name = "C++ standard library (GCC 12's libstdc++, compiled to IR)",
	.applies = has_libstdcxx,
	.ir_file = "libstdc++.ll",
};
