/* libc_scanf.c — the scanf family: the scan engine (machine/scan.c) over
 * an input source, its assignments through the pointer arguments of the
 * call or of a va_list (libc_scan_call); sscanf and vsscanf give it a
 * string in target memory.  The stream forms (scanf, fscanf, vfscanf)
 * give it a FILE's getc/ungetc through the same call (libc.h). */
#include "rt/libc.h"
#include "machine/scan.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct ScanCtx {
	VM *vm;
	const CallSite *cs;
	uint64_t *R;
	uint32_t next;          /* the next pointer argument of the call */
	bool va;                /* ... or of a va_list: */
	uint64_t va_ap, va_walk;
	const LibcScanInput *in;/* the input */
	bool bailed;            /* a report ended the run inside a callback */
} ScanCtx;

/* A report inside a callback (a fault reading the string, a missing
 * argument, a bad destination) ends the run by a longjmp to vm->bail: it
 * lands here first, so that the engine returns and frees what it holds;
 * the builtin then goes on to the run's own bail. */
#define GUARDED(c, stmt)                                   \
	do {                                               \
		jmp_buf here_, *outer_ = (c)->vm->bail;    \
		(c)->vm->bail = &here_;                    \
		if (setjmp(here_) == 0) {                  \
			stmt;                              \
		} else {                                   \
			(c)->bailed = true;                \
		}                                          \
		(c)->vm->bail = outer_;                    \
	} while (0)

static int
in_getc(void *p)
{
	ScanCtx *c = p;
	int ch = SCAN_EOF;
	GUARDED(c, ch = c->in->getc(c->vm, c->in->ctx));
	return c->bailed ? SCAN_EOF : ch;
}

static void
in_ungetc(void *p, int ch)
{
	ScanCtx *c = p;
	c->in->ungetc(c->vm, c->in->ctx, ch);
}

static bool
ctx_failed(void *p)
{
	return ((ScanCtx *)p)->bailed;
}

/* the next destination: a pointer argument of the call, or of the va_list */
static uint64_t
next_pointer(ScanCtx *c)
{
	VM *vm = c->vm;
	if (c->va) {
		uint64_t sl[2] = {0, 0};
		va_arg_next(vm, c->va_ap, &c->va_walk, type_int(vm->m, vm->ptr_bytes * 8), sl);
		return sl[0];
	}
	if (c->next >= c->cs->nargs)
		vm_fail(vm, R_X_LIB_1, "scanf-style format needs more arguments than were passed");
	uint32_t k = c->next++;
	const Type *t = c->cs->argtypes[k];
	if (t->kind != TY_PTR)
		vm_fail(vm, R_X_LIB_2, "scanf-style format expects a pointer for argument %u, got %s", k + 1, type_str(t));
	return c->R[c->cs->args[k]];
}

static void
store_value(ScanCtx *c, const ScanValue *v)
{
	VM *vm = c->vm;
	uint64_t addr = next_pointer(c);
	switch (v->kind) {
	case SV_INT:
		mem_write_uint(vm_mem_write(vm, addr, v->size), v->size, v->u, vm->big_endian);
		break;
	case SV_FLOAT: {
		/* converted as the target's strtof/strtod/strtold would (the
		 * host's glibc; a binary128 or double-double long double goes
		 * through the host's long double, as strtold does: libc_stdlib.c) */
		Type *t = type_prim(vm->m, v->size == 4 ? TY_FLOAT : v->size == 8 ? TY_DOUBLE
										: (TypeKind)vm->tgt.abi.long_double);
		uint64_t sl[2] = {0, 0};
		if (v->size == 4) {
			float f = strtof(v->text, NULL);
			uint32_t b;
			memcpy(&b, &f, 4);
			sl[0] = b;
		} else if (v->size == 8) {
			double d = strtod(v->text, NULL);
			memcpy(sl, &d, 8);
		} else {
			vm_fp_put(sl, fp_kind_of_type(t), strtold(v->text, NULL));
		}
		uint64_t n = dl_store_size(&vm->dl, t);
		vm_store_value(vm, vm_mem_write(vm, addr, n), t, sl);
		break;
	}
	case SV_CHARS: {
		uint64_t n = v->n + (v->nul ? 1 : 0);
		if (!v->skip_high) {
			uint8_t *d = vm_mem_write(vm, addr, n * v->size);
			for (uint64_t k = 0; k < n; k++)
				mem_write_uint(d + k * v->size, v->size, k < v->n ? v->chars[k] : 0, vm->big_endian);
			break;
		}
		for (uint64_t k = 0; k < n; k++) /* unit by unit: some stay unwritten */
			if (k == v->n || v->chars[k] < 0x80)
				mem_write_uint(vm_mem_write(vm, addr + k * v->size, v->size), v->size,
					       k < v->n ? v->chars[k] : 0, vm->big_endian);
		break;
	}
	}
}

static bool
scan_store(void *p, const ScanValue *v)
{
	ScanCtx *c = p;
	GUARDED(c, store_value(c, v));
	return !c->bailed;
}

static ScanTarget
scan_target(VM *vm)
{
	ScanTarget t = {.long_bytes = vm->tgt.abi.long_size, .size_t_bytes = vm->ptr_bytes, .ptr_bytes = vm->ptr_bytes,
			.wchar_bytes = vm->tgt.abi.wchar_size, .intmax_bytes = 8};
	return t;
}

int
libc_scan_call(VM *vm, const CallSite *cs, uint64_t *R, uint32_t fmt_arg, int va, const LibcScanInput *in)
{
	char *fmt = rt_read_cstr(vm, ARG(fmt_arg), SIZE_MAX, NULL);
	ScanCtx c = {.vm = vm, .cs = cs, .R = R, .next = fmt_arg + 1, .in = in};
	if (va >= 0) {
		c.va = true;
		libc_va_list_arg(vm, cs, R, (uint32_t)va, &c.va_ap, &c.va_walk);
	}
	ScanHooks h = {&c, in_getc, in_ungetc, scan_store, ctx_failed};
	ScanTarget t = scan_target(vm);
	ScanError e = {0};
	int n = scan_format(fmt, strlen(fmt), &t, &h, &e);
	free(fmt);
	if (c.bailed)
		longjmp(*vm->bail, 1); /* reported already (GUARDED) */
	if (n == -2)
		vm_fail(vm, R_X_CALL_3, "@%s: %s, which ehi does not provide", vm->callee->g.u.v.name,
			e.msg ? e.msg : "a scanf conversion");
	return n;
}

/* sscanf's input: the string at *pos (a NUL is the end of the input) */
static int
str_getc(VM *vm, void *p)
{
	uint64_t *pos = p;
	uint8_t ch = libc_peek(vm, *pos);
	if (!ch)
		return SCAN_EOF;
	++*pos;
	return ch;
}

static void
str_ungetc(VM *vm, void *p, int ch)
{
	(void)vm, (void)ch;
	--*(uint64_t *)p;
}

/* sscanf(str, fmt, ...) and vsscanf(str, fmt, ap): va is the va_list's
 * argument, or -1 */
static int
do_sscanf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int va)
{
	uint64_t pos = ARG(0);
	LibcScanInput in = {&pos, str_getc, str_ungetc};
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)libc_scan_call(vm, cs, R, 1, va, &in));
	return 0;
}

static int b_sscanf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return do_sscanf(vm, cs, R, Z, -1); }
static int b_vsscanf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return do_sscanf(vm, cs, R, Z, 2); }

/* glibc's headers name them __isoc99_* (C99 scanf: %a is a float).  The
 * C23 forms (__isoc23_*: %b and 0b prefixes) are not provided yet: a
 * call of one stops with status 68 rather than scanning the C99 way */
static const RtFn fns[] = {
	{"sscanf", b_sscanf}, {"__isoc99_sscanf", b_sscanf}, {"vsscanf", b_vsscanf}, {"__isoc99_vsscanf", b_vsscanf},
};

/* the engine is glibc's: on a target whose C library scans otherwise
 * (msvcrt, the UCRT, mingw-w64's __mingw_vsscanf, Darwin) the functions
 * are not provided (68) rather than scanning the glibc way */
static bool
applies(const Target *t)
{
	return t->abi.crt == CRT_GLIBC || t->abi.crt == CRT_NONE;
}

const RuntimeLib rt_libc_scanf = {
	.name = "C library scanf family",
	.applies = applies,
	.fns = RT_TABLE(fns),
};
