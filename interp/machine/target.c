/* target.c — triples to targets: one table row per arch × OS × environment
 * family, and a parser that finds the row.
 *
 * Where the facts come from (clang 19, Debian 12; rerun to check):
 *   sizes, char signedness, long double, va_list, data layout:
 *     echo 'long double x; long l; __WCHAR_TYPE__ w; char c = -1;
 *           int ci(void){return c<0;} __builtin_va_list va;' |
 *       clang --target=T -x c - -S -emit-llvm -o -
 *     (sext/zext of c tells the signedness of char)
 *   personality: void g(); void f(){ try { g(); } catch(...) {} }
 *       compiled with -fexceptions (-fwasm-exceptions for wasm32)
 *   registers: a landing pad passing its two values to a call, through
 *       llc -mtriple=T -O0 (s390x: r6/r7; ppc64: r3/r4 ...)
 *   stack alignment: the layout's S field (s390x has none: its ABI says 8). */
#include "machine/target.h"

#include "ir/ir.h"

#include <string.h>

struct TargetRow {
	uint8_t arch, os, env;      /* key: env is the family (see row_env) */
	const char *family;         /* short name, for listings */
	const char *canonical;      /* a triple clang accepts for this row */
	TargetABI abi;
};

enum { S = 1, U = 0, LE = 0, BE = 1 };

/* The exception pointer and selector registers: "-" where a landing pad
 * receives none.  MSVC funclets: the runtime picks the handler itself and
 * copies the exception object into the catchpad's frame slot (x64 enters a
 * funclet with the establisher frame in rdx).  wasm: the `catch`
 * instruction pushes the exception pointer; the personality stores the
 * selector in __wasm_lpad_context.  SJLJ: the personality writes both into
 * the function context (data[0], data[1]), read back from memory. */
static const TargetRow rows[] = {
/*  arch          os          env            family                canonical triple
 *   { ptr, endian, long, wchar, char, stack, long double, EH model, personality, exc, sel, va_list, datalayout,
 *     ctor returns this, type_info name tag bit, tininess before rounding, CRT, main alias,
 *     va slot, va align min, va align max, va odd sizes by reference, va aggregates by reference,
 *     jmp_buf bytes (glibc's struct __jmp_buf_tag[1], the Windows CRTs' _JBTYPE[_JBLEN]; 0: none),
 *     the C++ runtime's exception header (libstdc++ where the system's C++
 *     library is GCC's: Linux, Debian's MinGW; libc++abi on Apple, wasm and
 *     aarch64 MinGW, whose only toolchain is llvm-mingw) } */
{ ARCH_X86_64,  OS_LINUX,   ENV_GNU,     "x86_64-linux-gnu",       "x86_64-unknown-linux-gnu",
  { 8, LE, 8, 4, S, 16, TY_X86_FP80, EH_ITANIUM, "__gxx_personality_v0", "rax", "rdx", VA_X86_64_SYSV,
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    0, 0, 0, CRT_GLIBC, NULL, 8, 8, 0, 0, 0, 200, EXC_GCC_64 } },
{ ARCH_X86,     OS_LINUX,   ENV_GNU,     "i386-linux-gnu",         "i686-unknown-linux-gnu",
  { 4, LE, 4, 4, S, 16, TY_X86_FP80, EH_ITANIUM, "__gxx_personality_v0", "eax", "edx", VA_CHAR_PTR,
    "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128",
    0, 0, 0, CRT_GLIBC, NULL, 4, 4, 4, 0, 0, 156, EXC_GCC_32 } },
{ ARCH_AARCH64, OS_LINUX,   ENV_GNU,     "aarch64-linux-gnu",      "aarch64-unknown-linux-gnu",
  { 8, LE, 8, 4, U, 16, TY_FP128, EH_ITANIUM, "__gxx_personality_v0", "x0", "x1", VA_AARCH64_AAPCS,
    "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
    0, 0, 1, CRT_GLIBC, NULL, 8, 8, 0, 0, 0, 312, EXC_GCC_64 } },
{ ARCH_ARM,     OS_LINUX,   ENV_GNUEABI, "arm-linux-gnueabi(hf)", "armv7-unknown-linux-gnueabihf",
  { 4, LE, 4, 4, U, 8, TY_DOUBLE, EH_ARM_EHABI, "__gxx_personality_v0", "r0", "r1", VA_ARM_AAPCS,
    "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
    1, 0, 1, CRT_GLIBC, NULL, 4, 4, 8, 0, 0, 392, EXC_GCC_EHABI } },
{ ARCH_PPC64,   OS_LINUX,   ENV_GNU,     "powerpc64-linux-gnu",    "powerpc64-unknown-linux-gnu",
  { 8, BE, 8, 4, U, 16, TY_PPC_FP128, EH_ITANIUM, "__gxx_personality_v0", "r3", "r4", VA_CHAR_PTR,
    "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512",
    0, 0, 1, CRT_GLIBC, NULL, 8, 8, 0, 0, 0, 0, EXC_GCC_64 } },
{ ARCH_PPC64LE, OS_LINUX,   ENV_GNU,     "powerpc64le-linux-gnu",  "powerpc64le-unknown-linux-gnu",
  { 8, LE, 8, 4, U, 16, TY_PPC_FP128, EH_ITANIUM, "__gxx_personality_v0", "r3", "r4", VA_CHAR_PTR,
    "e-m:e-Fn32-i64:64-n32:64-S128-v256:256:256-v512:512:512",
    0, 0, 1, CRT_GLIBC, NULL, 8, 8, 0, 0, 0, 0, EXC_GCC_64 } },
{ ARCH_S390X,   OS_LINUX,   ENV_GNU,     "s390x-linux-gnu",        "s390x-unknown-linux-gnu",
  { 8, BE, 8, 4, U, 8, TY_FP128, EH_ITANIUM, "__gxx_personality_v0", "r6", "r7", VA_SYSTEMZ,
    "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64",
    0, 0, 1, CRT_GLIBC, NULL, 8, 8, 0, 0, 0, 0, EXC_GCC_64_A8 } },
{ ARCH_X86_64,  OS_DARWIN,  ENV_NONE,    "x86_64-apple-darwin",    "x86_64-apple-macosx10.15.0",
  { 8, LE, 8, 4, S, 16, TY_X86_FP80, EH_ITANIUM, "__gxx_personality_v0", "rax", "rdx", VA_X86_64_SYSV,
    "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    0, 63, 0, CRT_DARWIN, NULL, 8, 8, 0, 0, 0, 0, EXC_LLVM_64 } },
{ ARCH_AARCH64, OS_DARWIN,  ENV_NONE,    "arm64-apple-darwin",     "arm64-apple-ios",
  { 8, LE, 8, 4, S, 16, TY_DOUBLE, EH_ITANIUM, "__gxx_personality_v0", "x0", "x1", VA_CHAR_PTR,
    "e-m:o-i64:64-i128:128-n32:64-S128-Fn32",
    0, 63, 1, CRT_DARWIN, NULL, 8, 8, 0, 0, 0, 0, EXC_LLVM_64 } },
{ ARCH_ARM,     OS_DARWIN,  ENV_NONE,    "armv7-apple-ios",        "thumbv7-apple-ios5.0.0",
  { 4, LE, 4, 4, S, 4, TY_DOUBLE, EH_SJLJ, "__gxx_personality_sj0", "-", "-", VA_CHAR_PTR,
    "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32",
    1, 0, 1, CRT_DARWIN, NULL, 4, 4, 4, 0, 0, 0, EXC_LLVM_32 } },
{ ARCH_X86_64,  OS_WINDOWS, ENV_MSVC,    "x86_64-windows-msvc",    "x86_64-pc-windows-msvc",
  { 8, LE, 4, 2, S, 16, TY_DOUBLE, EH_MSVC_FUNCLET, "__CxxFrameHandler3", "-", "-", VA_CHAR_PTR,
    "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    0, 0, 0, CRT_UCRT, NULL, 8, 8, 0, 1, 0, 256, EXC_NONE } },
{ ARCH_X86,     OS_WINDOWS, ENV_MSVC,    "i386-windows-msvc",      "i686-pc-windows-msvc",
  { 4, LE, 4, 2, S, 4, TY_DOUBLE, EH_MSVC_FUNCLET, "__CxxFrameHandler3", "-", "-", VA_CHAR_PTR,
    "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32",
    0, 0, 0, CRT_UCRT, NULL, 4, 4, 4, 0, 0, 64, EXC_NONE } },
{ ARCH_AARCH64, OS_WINDOWS, ENV_MSVC,    "aarch64-windows-msvc",   "aarch64-pc-windows-msvc",
  { 8, LE, 4, 2, S, 16, TY_DOUBLE, EH_MSVC_FUNCLET, "__CxxFrameHandler3", "-", "-", VA_CHAR_PTR,
    "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32",
    0, 0, 1, CRT_UCRT, NULL, 8, 8, 0, 0, 0, 0, EXC_NONE } },
{ ARCH_X86_64,  OS_WINDOWS, ENV_MINGW,   "x86_64-windows-gnu",     "x86_64-w64-windows-gnu",
  { 8, LE, 4, 2, S, 16, TY_X86_FP80, EH_MINGW_SEH, "__gxx_personality_seh0", "rax", "rdx", VA_CHAR_PTR,
    "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    0, 0, 0, CRT_MINGW, NULL, 8, 8, 0, 1, 0, 256, EXC_GCC_SEH } },
/* i686 MinGW unwinds with DWARF tables by default, not SEH */
{ ARCH_X86,     OS_WINDOWS, ENV_MINGW,   "i386-windows-gnu",       "i686-w64-windows-gnu",
  { 4, LE, 4, 2, S, 4, TY_X86_FP80, EH_ITANIUM, "__gxx_personality_v0", "eax", "edx", VA_CHAR_PTR,
    "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32",
    0, 0, 0, CRT_MINGW, NULL, 4, 4, 4, 0, 0, 64, EXC_GCC_32 } },
{ ARCH_AARCH64, OS_WINDOWS, ENV_MINGW,   "aarch64-windows-gnu",    "aarch64-w64-windows-gnu",
  { 8, LE, 4, 2, S, 16, TY_DOUBLE, EH_MINGW_SEH, "__gxx_personality_seh0", "x0", "x1", VA_CHAR_PTR,
    "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32",
    0, 0, 1, CRT_MINGW, NULL, 8, 8, 0, 0, 0, 0, EXC_LLVM_SEH } },
{ ARCH_WASM32,  OS_NONE,    ENV_NONE,    "wasm32",                 "wasm32-unknown-unknown",
  { 4, LE, 4, 4, S, 16, TY_FP128, EH_WASM, "__gxx_wasm_personality_v0", "-", "-", VA_CHAR_PTR,
    "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20",
    1, 0, 1, CRT_NONE, "__main_argc_argv", 4, 4, 0, 0, 1, 0, EXC_LLVM_32 } },
};

/* ---- names of the triple's components ---- */

/* Arch spellings LLVM's Triple::parseArch accepts for the rows' arches;
 * ARM is matched apart (any arm/thumb sub-architecture). */
static const struct { const char *name; uint8_t arch; } arch_names[] = {
	{"x86_64", ARCH_X86_64}, {"amd64", ARCH_X86_64}, {"x86_64h", ARCH_X86_64},
	{"i386", ARCH_X86}, {"i486", ARCH_X86}, {"i586", ARCH_X86}, {"i686", ARCH_X86},
	{"i786", ARCH_X86}, {"i886", ARCH_X86}, {"i986", ARCH_X86},
	{"aarch64", ARCH_AARCH64}, {"arm64", ARCH_AARCH64},
	{"wasm32", ARCH_WASM32},
	{"powerpc64", ARCH_PPC64}, {"ppc64", ARCH_PPC64},
	{"powerpc64le", ARCH_PPC64LE}, {"ppc64le", ARCH_PPC64LE},
	{"s390x", ARCH_S390X}, {"systemz", ARCH_S390X},
};

/* OS names are prefixes followed by an optional version (ios5.0.0).
 * mingw32 is LLVM's old spelling of windows-gnu. */
enum { IMPLIES_NOTHING, IMPLIES_MINGW };
static const struct { const char *name; uint8_t os, implies; } os_names[] = {
	{"linux", OS_LINUX, 0}, {"windows", OS_WINDOWS, 0}, {"win32", OS_WINDOWS, 0},
	{"mingw32", OS_WINDOWS, IMPLIES_MINGW},
	{"darwin", OS_DARWIN, 0}, {"macosx", OS_DARWIN, 0}, {"macos", OS_DARWIN, 0},
	{"ios", OS_DARWIN, 0}, {"tvos", OS_DARWIN, 0},
	{"unknown", OS_NONE, 0}, {"none", OS_NONE, 0}, {"wasi", OS_NONE, 0},
};

/* Environments, longest spelling first (prefix match, then a version). */
static const struct { const char *name; uint8_t env; } env_names[] = {
	{"gnueabihf", ENV_GNUEABIHF}, {"gnueabi", ENV_GNUEABI}, {"gnu", ENV_GNU},
	{"musleabihf", ENV_MUSLEABIHF}, {"musleabi", ENV_MUSLEABI}, {"musl", ENV_MUSL},
	{"msvc", ENV_MSVC}, {"unknown", ENV_NONE},
	{"macabi", ENV_NONE}, {"simulator", ENV_NONE}, /* Apple variants: same ABI */
};

/* Vendors that can sit in the second position (anything else there that
 * names an OS means the vendor was left out: x86_64-linux-gnu). */
static const char *const vendors[] = {"unknown", "pc", "apple", "w64", "ibm", "none"};

static const char *const arch_str[ARCH__COUNT] = {
	[ARCH_X86_64] = "x86_64", [ARCH_X86] = "i386", [ARCH_AARCH64] = "aarch64",
	[ARCH_ARM] = "arm", [ARCH_WASM32] = "wasm32", [ARCH_PPC64] = "powerpc64",
	[ARCH_PPC64LE] = "powerpc64le", [ARCH_S390X] = "s390x",
};
static const char *const os_str[OS__COUNT] = {
	[OS_LINUX] = "linux", [OS_WINDOWS] = "windows", [OS_DARWIN] = "darwin", [OS_NONE] = "none",
};
static const char *const env_str[ENV__COUNT] = {
	[ENV_NONE] = "none", [ENV_GNU] = "gnu", [ENV_GNUEABI] = "gnueabi",
	[ENV_GNUEABIHF] = "gnueabihf", [ENV_MUSL] = "musl", [ENV_MUSLEABI] = "musleabi",
	[ENV_MUSLEABIHF] = "musleabihf", [ENV_MSVC] = "msvc", [ENV_MINGW] = "mingw",
};
static const char *const eh_str[EH__COUNT] = {
	[EH_ITANIUM] = "itanium", [EH_SJLJ] = "sjlj", [EH_ARM_EHABI] = "arm-ehabi",
	[EH_MINGW_SEH] = "mingw-seh", [EH_MSVC_FUNCLET] = "msvc-funclet", [EH_WASM] = "wasm",
	[EH_NONE] = "none",
};
static const char *const va_str[VA__COUNT] = {
	[VA_X86_64_SYSV] = "x86_64-sysv", [VA_AARCH64_AAPCS] = "aarch64-aapcs",
	[VA_ARM_AAPCS] = "arm-aapcs", [VA_SYSTEMZ] = "systemz", [VA_CHAR_PTR] = "char*",
};
static const char *const crt_str[CRT__COUNT] = {
	[CRT_GLIBC] = "glibc", [CRT_DARWIN] = "darwin", [CRT_UCRT] = "ucrt", [CRT_MINGW] = "mingw",
	[CRT_NONE] = "none",
};
static const char *const fp_str[TY__COUNT] = {
	[TY_DOUBLE] = "double", [TY_X86_FP80] = "x86_fp80", [TY_FP128] = "fp128",
	[TY_PPC_FP128] = "ppc_fp128",
};
/* Which parsed environments use the ARM EABI (the arm Linux row needs one:
 * without it LLVM falls back to the old APCS, a different layout). */
static const bool env_is_eabi[ENV__COUNT] = {
	[ENV_GNUEABI] = true, [ENV_GNUEABIHF] = true, [ENV_MUSLEABI] = true,
	[ENV_MUSLEABIHF] = true,
};

const char *
target_arch_name(TargetArch a)
{
	return a < ARCH__COUNT ? arch_str[a] : "?";
}

const char *
target_os_name(TargetOS o)
{
	return o < OS__COUNT ? os_str[o] : "?";
}

const char *
target_env_name(TargetEnv e)
{
	return e < ENV__COUNT ? env_str[e] : "?";
}

const char *
target_eh_name(EHModel m)
{
	return m < EH__COUNT ? eh_str[m] : "?";
}

const char *
target_va_list_name(VaListKind k)
{
	return k < VA__COUNT ? va_str[k] : "?";
}

const char *
target_crt_name(TargetCrt c)
{
	return c < CRT__COUNT ? crt_str[c] : "?";
}

/* ---- parsing ---- */

typedef struct Span {
	const char *s;
	size_t n;
} Span;

static bool
span_is(Span c, const char *word)
{
	return strlen(word) == c.n && memcmp(c.s, word, c.n) == 0;
}

/* `word` followed by nothing or by a version number (ios5.0.0, msvc19.33.0) */
static bool
span_has_prefix(Span c, const char *word)
{
	size_t n = strlen(word);
	if (c.n < n || memcmp(c.s, word, n) != 0)
		return false;
	return c.n == n || (c.s[n] >= '0' && c.s[n] <= '9');
}

static int
find_arch(Span c)
{
	for (size_t i = 0; i < countof(arch_names); i++)
		if (span_is(c, arch_names[i].name))
			return arch_names[i].arch;
	/* arm, armv7, armv7a, armv7s, thumb, thumbv7 ...: one row */
	size_t base = c.n >= 5 && memcmp(c.s, "thumb", 5) == 0 ? 5
		    : c.n >= 3 && memcmp(c.s, "arm", 3) == 0 ? 3 : 0;
	bool big = c.n >= 2 && c.s[c.n - 2] == 'e' && c.s[c.n - 1] == 'b'; /* armeb, thumbv7eb */
	if (base && !big && (c.n == base || (c.s[base] == 'v' && c.n > base + 1 &&
				     c.s[base + 1] >= '0' && c.s[base + 1] <= '9')))
		return ARCH_ARM;
	return -1;
}

static int
find_os(Span c)
{
	for (size_t i = 0; i < countof(os_names); i++)
		if (span_has_prefix(c, os_names[i].name))
			return (int)i;
	return -1;
}

static int
find_env(Span c)
{
	for (size_t i = 0; i < countof(env_names); i++)
		if (span_has_prefix(c, env_names[i].name))
			return env_names[i].env;
	return -1;
}

static bool
is_vendor(Span c)
{
	for (size_t i = 0; i < countof(vendors); i++)
		if (span_is(c, vendors[i]))
			return true;
	return false;
}

static bool
fail(char *err, size_t errlen, const char *triple, const char *what, Span c, const char *note)
{
	snprintf(err, errlen, "target triple '%s': %s '%.*s'%s", triple, what, (int)c.n, c.s, note);
	return false;
}

/* The environment family a row is keyed by. */
static TargetEnv
row_env(TargetOS os, TargetEnv env)
{
	switch (os) {
	case OS_LINUX:
		return env_is_eabi[env] ? ENV_GNUEABI : ENV_GNU;
	case OS_WINDOWS:
		return env == ENV_MINGW ? ENV_MINGW : ENV_MSVC;
	default:
		return ENV_NONE;
	}
}

static void describe(Target *t);

static void
fill(Target *out, const TargetRow *r, const char *triple, TargetEnv env)
{
	out->arch = (TargetArch)r->arch;
	out->os = (TargetOS)r->os;
	out->env = env;
	out->abi = r->abi;
	out->row = r;
	snprintf(out->triple, sizeof out->triple, "%s", triple);
	describe(out);
}

bool
target_from_triple(const char *triple, Target *out, char *err, size_t errlen)
{
	/* split into at most 4 components: the environment keeps any rest */
	Span c[4] = {{0}};
	int n = 0;
	const char *p = triple;
	while (n < 4) {
		const char *dash = n < 3 ? strchr(p, '-') : NULL;
		c[n].s = p;
		c[n].n = dash ? (size_t)(dash - p) : strlen(p);
		n++;
		if (!dash)
			break;
		p = dash + 1;
	}
	int arch = find_arch(c[0]);
	if (arch < 0)
		return fail(err, errlen, triple, c[0].n ? "unsupported architecture" : "missing architecture", c[0],
			    " (ehi models x86_64, i386-i986, aarch64/arm64, arm/thumb, wasm32, powerpc64[le], s390x)");

	/* vendor-less spelling: arch-os[-env] */
	Span os_c = c[2], env_c = c[3];
	if (n >= 2 && n <= 3 && !is_vendor(c[1]) && find_os(c[1]) >= 0) {
		os_c = c[1];
		env_c = c[2];
	}
	int osi = os_c.n ? find_os(os_c) : -1;
	TargetOS os = osi >= 0 ? (TargetOS)os_names[osi].os : OS_NONE;
	if (os_c.n && osi < 0)
		return fail(err, errlen, triple, "unsupported OS", os_c,
			    " (ehi models linux, windows, mingw32, darwin, macos, ios, tvos, wasi, unknown, none)");

	int env = env_c.n ? find_env(env_c) : ENV_NONE;
	if (env < 0)
		return fail(err, errlen, triple, "unsupported environment", env_c, "");
	if (os == OS_WINDOWS && (env == ENV_GNU || (osi >= 0 && os_names[osi].implies == IMPLIES_MINGW)))
		env = ENV_MINGW;
	bool env_fits = os == OS_LINUX ? env != ENV_MSVC
		      : os == OS_WINDOWS ? env == ENV_NONE || env == ENV_MSVC || env == ENV_MINGW
		      : env == ENV_NONE;
	if (!env_fits)
		return fail(err, errlen, triple, "environment not supported with this OS:", env_c, "");

	TargetEnv key = row_env(os, (TargetEnv)env);
	if (os == OS_WINDOWS && env == ENV_NONE)
		env = ENV_MSVC;     /* LLVM's default on Windows */
	for (size_t i = 0; i < countof(rows); i++) {
		if (rows[i].arch == arch && rows[i].os == os && rows[i].env == key) {
			fill(out, &rows[i], triple, (TargetEnv)env);
			return true;
		}
	}
	/* without an EABI environment LLVM lays arm Linux out as the old APCS */
	bool apcs = arch == ARCH_ARM && os == OS_LINUX;
	snprintf(err, errlen, "target triple '%s': no target for %s on %s%s%s%s", triple,
		 arch_str[arch], os_str[os], env == ENV_NONE ? "" : " with environment ",
		 env == ENV_NONE ? "" : env_str[env],
		 apcs ? " (arm Linux needs gnueabi, gnueabihf, musleabi or musleabihf)" : "");
	return false;
}

const char *
target_canonical(const Target *t)
{
	return t->row ? t->row->canonical : t->triple;
}

uint32_t
target_count(void)
{
	return (uint32_t)countof(rows);
}

bool
target_from_row(uint32_t i, Target *out)
{
	if (i >= countof(rows))
		return false;
	char err[160];
	/* parse the canonical triple so that env is what a module would get */
	return target_from_triple(rows[i].canonical, out, err, sizeof err);
}

static void
describe(Target *t)
{
	const TargetABI *a = &t->abi;
	snprintf(t->desc, sizeof t->desc,
		 "%s [%s]: %u-bit %s-endian, long %u, wchar_t %u, char %s, stack %u, "
		 "long double %s, EH %s (%s; exception %s, selector %s), va_list %s",
		 t->triple, t->row->family, a->ptr_size * 8u, a->big_endian ? "big" : "little",
		 a->long_size, a->wchar_size, a->char_signed ? "signed" : "unsigned", a->stack_align,
		 fp_str[a->long_double], eh_str[a->eh], a->personality, a->exc_reg, a->sel_reg,
		 va_str[a->va_list]);
}

const char *
target_describe(const Target *t)
{
	return t->desc;
}
