/* target.h — the targets ehi models, from a module's `target triple`.
 *
 * A triple names an arch, a vendor, an OS and an environment.  ehi keeps
 * one row of facts per supported arch × OS family × environment family
 * (target.c's table): sizes the C ABI fixes (pointer, long, wchar_t, long
 * double), the EH model and its C++ personality, the registers a landing
 * pad receives, the va_list ABI, and the data layout clang 19 writes for
 * that target (used when a module has none).  Every fact in the table was
 * read off clang's own output; target.c says how.
 *
 * Parsing never fails silently: an arch, OS or environment outside the
 * table is a clean error naming the component. */
#ifndef EHI_TARGET_H
#define EHI_TARGET_H

#include "util.h"

typedef enum TargetArch {
	ARCH_X86_64, ARCH_X86, ARCH_AARCH64, ARCH_ARM, ARCH_WASM32,
	ARCH_PPC64, ARCH_PPC64LE, ARCH_S390X, ARCH__COUNT
} TargetArch;

typedef enum TargetOS {
	OS_LINUX, OS_WINDOWS, OS_DARWIN /* macOS, iOS, tvOS */, OS_NONE /* unknown, none, wasi */,
	OS__COUNT
} TargetOS;

typedef enum TargetEnv {
	ENV_NONE, ENV_GNU, ENV_GNUEABI, ENV_GNUEABIHF, ENV_MUSL, ENV_MUSLEABI, ENV_MUSLEABIHF,
	ENV_MSVC, ENV_MINGW /* windows-gnu, mingw32 */, ENV__COUNT
} TargetEnv;

/* How exceptions unwind (what the personality and the unwinder model). */
typedef enum EHModel {
	EH_ITANIUM,         /* DWARF CFI, two-phase (search, then cleanup) */
	EH_SJLJ,            /* setjmp/longjmp function contexts (iOS armv7) */
	EH_ARM_EHABI,       /* ARM exception tables (.ARM.exidx), two-phase */
	EH_MINGW_SEH,       /* Itanium landing pads driven by Windows SEH unwind (seh0) */
	EH_MSVC_FUNCLET,    /* catchswitch/catchpad/cleanuppad funclets, __CxxFrameHandler3 */
	EH_WASM,            /* wasm try/catch, funclet IR, single phase */
	EH_NONE,
	EH__COUNT
} EHModel;

/* The shape of __builtin_va_list in IR. */
typedef enum VaListKind {
	VA_X86_64_SYSV,     /* [1 x { i32, i32, ptr, ptr }] */
	VA_AARCH64_AAPCS,   /* { ptr, ptr, ptr, i32, i32 } */
	VA_ARM_AAPCS,       /* { ptr }: AAPCS wraps the pointer in a struct */
	VA_SYSTEMZ,         /* [1 x { i64, i64, ptr, ptr }] */
	VA_CHAR_PTR,        /* ptr */
	VA__COUNT
} VaListKind;

/* Which C runtime the target's programs link: what printf accepts, what
 * rand returns (the builtin C library reads it, never the triple). */
typedef enum TargetCrt {
	CRT_GLIBC,          /* Linux */
	CRT_DARWIN,         /* libSystem */
	CRT_UCRT,           /* Windows MSVC: I64 printf lengths, the LCG rand */
	CRT_MINGW,          /* windows-gnu: printf and rand as glibc here */
	CRT_NONE,           /* wasm32-unknown-unknown: ehi's builtin, as glibc */
	CRT__COUNT
} TargetCrt;

/* Whose exception header the target's C++ runtime and unwinder lay out
 * before a thrown object (__cxa_exception, then _Unwind_Exception): which
 * libraries the target's programs link, and the sizes they were built
 * with.  eh/exclayout.c holds each one's fields and offsets. */
typedef enum ExcLayoutId {
	EXC_NONE,           /* no Itanium exceptions (MSVC: msvcrt.c's objects) */
	EXC_GCC_64,         /* libstdc++ + libgcc, 8-byte words, __aligned__ 16 */
	EXC_GCC_64_A8,      /* the same with __aligned__ 8 (s390x) */
	EXC_GCC_32,         /* libstdc++ + libgcc, 4-byte words, __aligned__ 16 */
	EXC_GCC_EHABI,      /* libstdc++ + libgcc's ARM EHABI control block */
	EXC_GCC_SEH,        /* libstdc++ + libgcc's SEH unwinder (private_[6]) */
	EXC_LLVM_64,        /* libc++abi + LLVM libunwind, 64-bit */
	EXC_LLVM_32,        /* the same, 32-bit (libunwind's reserved[3]) */
	EXC_LLVM_SEH,       /* libc++abi + libunwind over SEH, 64-bit (private_[6]) */
	EXC__COUNT
} ExcLayoutId;

/* The facts of one table row.  Sizes and alignments are in bytes. */
typedef struct TargetABI {
	uint8_t ptr_size;
	uint8_t big_endian;
	uint8_t long_size;
	uint8_t wchar_size;
	uint8_t char_signed;
	uint8_t stack_align;        /* the ABI's stack alignment at calls */
	uint8_t long_double;        /* TypeKind: TY_X86_FP80, TY_DOUBLE, TY_FP128, TY_PPC_FP128 */
	uint8_t eh;                 /* EHModel */
	const char *personality;    /* clang's default C++ personality */
	const char *exc_reg;        /* landing pad: exception pointer register ("-": none) */
	const char *sel_reg;        /* landing pad: selector register ("-": none) */
	uint8_t va_list;            /* VaListKind */
	const char *datalayout;     /* clang 19's layout string for the target */
	/* facts of the C and C++ runtimes */
	uint8_t ctor_returns_this;  /* C++ constructors and D1/D2 return `this` (ARM, wasm ABIs) */
	uint8_t ti_name_tag_bit;    /* type_info's name pointer carries a flag in this bit (0: none) */
	uint8_t tininess_before_rounding; /* strtod's underflow test (x86: after rounding) */
	uint8_t crt;                /* TargetCrt */
	const char *main_alias;     /* what clang names main(argc, argv), if not main */
	/* variadic arguments in a pointer-walk area (va.c): each takes
	 * align_up(size, va_slot) bytes, aligned to its ABI alignment clamped
	 * to [va_align_min, va_align_max] (max 0: no clamp) */
	uint8_t va_slot;
	uint8_t va_align_min;
	uint8_t va_align_max;
	uint8_t va_odd_by_ref;      /* a size other than 1, 2, 4, 8 goes by reference (Win64) */
	uint8_t va_aggr_by_ref;     /* a byval aggregate goes by reference (wasm32) */
	uint16_t jmp_buf_size;      /* the C library's jmp_buf, which setjmp fills
				       (0: <setjmp.h> not provided for the target) */
	uint8_t exc_layout;         /* ExcLayoutId: the C++ runtime's exception header */
} TargetABI;

typedef struct TargetRow TargetRow;

typedef struct Target {
	TargetArch arch;
	TargetOS os;
	TargetEnv env;
	TargetABI abi;              /* copied from the row */
	const TargetRow *row;
	char triple[128];           /* as given (truncated if longer) */
	char desc[400];             /* target_describe() */
} Target;

/* Parse `arch-vendor-os[-env]` (a vendor-less `arch-os-env` is accepted,
 * as LLVM's normalisation does).  On failure writes a message to err and
 * returns false; `out` is then unspecified. */
bool target_from_triple(const char *triple, Target *out, char *err, size_t errlen);

/* The supported rows, for listing: row i as a Target built from the row's
 * canonical triple; false once i is past the end. */
uint32_t target_count(void);
bool target_from_row(uint32_t i, Target *out);

/* the row's canonical triple (where its libraries compiled to IR live) */
const char *target_canonical(const Target *t);
/* One line for humans: the triple and the row's facts. */
const char *target_describe(const Target *t);
/* Short names of the enums, for diagnostics and the REPL. */
const char *target_arch_name(TargetArch a);
const char *target_os_name(TargetOS o);
const char *target_env_name(TargetEnv e);
const char *target_eh_name(EHModel m);
const char *target_va_list_name(VaListKind k);
const char *target_crt_name(TargetCrt c);

#endif
