/* runtime.h — a runtime is one table.
 *
 * Each runtime (a part of the C library, the LLVM intrinsics, the Itanium
 * and MSVC C++ runtimes, wasm EH) describes itself in one RuntimeLib: the
 * targets it applies to, the functions it provides (by exact name, by
 * name prefix, or by a name grammar for mangled families), and the
 * external objects it defines (declared before layout, sized during it,
 * filled after it).  registry.c lists the tables and, per run, builds one
 * name table from those that apply to the target and installs it on the
 * VM (rt_install): the execution core reaches every runtime through it
 * (vm/runtime_if.h).
 *
 * To add a libc function: write it in the rt/libc_*.c of its header and
 * add a row to that file's table. */
#ifndef EHI_RUNTIME_H
#define EHI_RUNTIME_H

#include "vm/exec.h"

typedef struct RtFn {
	const char *name;       /* exact name, or (in prefixes) a name prefix */
	BuiltinFn fn;
} RtFn;

/* a C library function and its C signature (signature.c's letters,
 * e.g. "d(dp)" for frexp): a call of another type is reported, never
 * run (NULL: not checked) */
typedef struct RtCFn {
	const char *name;
	BuiltinFn fn;
	const char *sig;
} RtCFn;

typedef struct RuntimeLib {
	const char *name;
	bool (*applies)(const Target *t);          /* NULL: every target */
	const RtFn *fns;                           /* by exact name */
	size_t nfns;
	const RtCFn *cfns;                         /* by exact name, with signatures */
	size_t ncfns;
	const RtFn *prefixes;                      /* llvm.NAME.<type suffixes> */
	size_t nprefixes;
	const uint8_t *prefix_nargs;               /* the arguments each prefix's
						      intrinsic takes, at least (a
						      call of fewer: not bound), or NULL */
	BuiltinFn (*match)(const char *name);      /* names by grammar, or NULL */
	/* its external objects (each NULL when it has none): */
	void (*declare)(VM *vm);                   /* before layout: vm_runtime_data/func */
	bool (*object)(VM *vm, const char *name, VmObject *o); /* does it define NAME? */
	void (*fill)(VM *vm);                      /* after layout: contents */
	void (*start)(VM *vm);                     /* after instantiation: per-run state */
	void (*exit)(VM *vm);                      /* the process exits (exit, main returns):
						      after the atexit handlers (stdio's flush) */
	void (*finish)(VM *vm);                    /* the VM is freed: release host resources */
	size_t state_size;                         /* per-run state (rt_state), zeroed */
	/* a runtime that is a library compiled to IR (libir/): its file in
	 * the target's library folder, LIBDIR/<canonical triple>/ir_file,
	 * beside the index of the names it defines (ir_file + ".syms"); the
	 * driver links it when the program declares one of them */
	const char *ir_file;
} RuntimeLib;

#define RT_TABLE(t) (t), countof(t)

/* the runtimes (each in its own file) */
extern const RuntimeLib rt_libc;          /* libc.c: errno, exit */
extern const RuntimeLib rt_libc_stdio;    /* libc_stdio.c */
extern const RuntimeLib rt_libc_string;   /* libc_string.c */
extern const RuntimeLib rt_libc_stdlib;   /* libc_stdlib.c */
extern const RuntimeLib rt_libc_ctype;    /* libc_ctype.c */
extern const RuntimeLib rt_libc_math;     /* libc_math.c */
extern const RuntimeLib rt_libc_file;     /* libc_file.c: FILE streams */
extern const RuntimeLib rt_libc_posix;    /* libc_posix.c: descriptors; what the sandbox refuses */
extern const RuntimeLib rt_vfs;           /* vfs.c: the sandboxed file system */
extern const RuntimeLib rt_libc_locale;   /* libc_locale.c */
extern const RuntimeLib rt_libc_rand48;   /* libc_rand48.c */
extern const RuntimeLib rt_libc_env;      /* libc_env.c: getenv, strerror, perror */
extern const RuntimeLib rt_libc_time;     /* libc_time.c */
extern const RuntimeLib rt_libc_pthread;  /* libc_pthread.c */
extern const RuntimeLib rt_libc_wchar;    /* libc_wchar.c */
extern const RuntimeLib rt_crt_mingw;     /* crt_mingw.c */
extern const RuntimeLib rt_libc_setjmp;   /* libc_setjmp.c */
extern const RuntimeLib rt_libc_scanf;    /* libc_scanf.c */
extern const RuntimeLib rt_intrinsics;    /* intrinsics.c */
extern const RuntimeLib rt_itanium_cxx;   /* eh/cxxabi.c */
extern const RuntimeLib rt_unwind_api;    /* eh/unwind_api.c: _Unwind_ForcedUnwind, _Unwind_Backtrace, ... */
extern const RuntimeLib rt_cxx_new;       /* eh/cxxnew.c: operator new and delete */
extern const RuntimeLib rt_msvc_cxx;      /* eh/msvcrt.c */
extern const RuntimeLib rt_seh;          /* eh/seh.c */
extern const RuntimeLib rt_wasm_eh;       /* eh/wasm.c */
extern const RuntimeLib rt_libstdcxx;     /* libstdcxx.c: GCC's libstdc++ as IR */

/* registry.c */
/* every name the runtimes provide for target t (exact names; prefixes
 * end in '*'), sorted, one per line, on out (ehi --list-builtins) */
void rt_list_builtins(const Target *t, FILE *out);
/* the runtimes that apply to vm's target, as the VM's one name table and
 * object interface: call after vm_new, before vm_link and vm_instantiate */
void rt_install(VM *vm);
/* the runtimes of target t that are libraries compiled to IR, in the
 * registry's order: up to max into out; returns how many */
size_t rt_ir_libraries(const Target *t, const RuntimeLib **out, size_t max);
/* a runtime's per-run state (its state_size bytes, zeroed at install) */
void *rt_state(VM *vm, const RuntimeLib *lib);

/* signature.c: the signatures of the runtime tables.  A signature is
 * the result's letter, then the parameters' in parentheses, "..." last
 * for a variadic function: v void, i int (i32), l long (the target's),
 * q long long (i64), z size_t (pointer-sized), t time_t (the target's
 * C library's), p a pointer, f float, d double, L long double (the
 * target's format) */
/* does the call (its type, its arguments' types) fit sig on vm's target?
 * A declared void result fits any result (it is not read); a call of an
 * unprototyped declaration (`declare T @f(...)`) fits when its
 * arguments do */
bool rt_sig_fits(VM *vm, const char *sig, const CallSite *cs);
/* the size of the target C library's time_t: glibc's is a long (32 bits
 * on i686 and armv7), the UCRT's, MinGW's, wasi's and Darwin's 64 bits */
unsigned rt_time_t_bytes(const Target *t);
/* sig as the IR type it is on vm's target ("double (double, ptr)") */
void rt_sig_format(VM *vm, const char *sig, Buf *out);

#endif
