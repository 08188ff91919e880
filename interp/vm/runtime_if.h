/* runtime_if.h — what the execution core asks of the runtimes that run
 * beside the program (the C library, the intrinsics, the C++ runtimes:
 * interp/rt/registry.c answers).  The core names no runtime: it calls
 * through this table, installed on the VM before instantiation, as the
 * REPL reaches it through VmDebug. */
#ifndef EHI_RUNTIME_IF_H
#define EHI_RUNTIME_IF_H

#include "ir/ir.h"

typedef struct VM VM;
typedef struct CallSite CallSite;
typedef int (*BuiltinFn)(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z);

/* a maths function of floating arguments and result only (sin, pow,
 * fma...), in float and double: pure, so the core may call it inline
 * for ordinary numbers (the MATHFP op) */
typedef struct VmMathFn {
	float (*f)(float, float, float);
	double (*d)(double, double, double);
} VmMathFn;

/* an external object a runtime defines */
typedef struct VmObject {
	uint64_t size, align;   /* its real size (sized); else the declared type's */
	bool sized;             /* sized objects are also read-only */
	bool image_base;        /* placed below every function and global, not
				   simulated (MSVC's __ImageBase) */
} VmObject;

typedef struct VmRuntime {
	/* the builtin that runs calls of the external function `name`, or
	 * NULL; with cs (the call, NULL: a call the host makes), a call that
	 * does not fit the function's signature gets a builtin that reports
	 * it */
	BuiltinFn (*lookup)(VM *vm, const char *name, const CallSite *cs);
	/* before layout: the runtimes' own symbols the program's references
	 * need (vm_runtime_data, vm_runtime_func) */
	void (*declare)(VM *vm);
	/* does a runtime define the external data `name`?  (its size in *o) */
	bool (*object)(VM *vm, const char *name, VmObject *o);
	/* after layout, before the initialisers: the objects' contents */
	void (*fill)(VM *vm);
	/* after instantiation: the runtimes' per-run state */
	void (*start)(VM *vm);
	/* the process exits normally (exit, main's return), after the atexit
	 * handlers and destructors: buffered output is written */
	void (*exit)(VM *vm);
	void (*free)(VM *vm);
	/* the pure maths function a builtin computes, or NULL (most) */
	const VmMathFn *(*pure_math)(BuiltinFn bi);
} VmRuntime;

#endif
