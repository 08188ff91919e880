/* libc_stdio.c — <stdio.h>: printf and its family (the printf engine is
 * machine/format.c; here its arguments, read from registers or from a
 * va_list through the VM's va_list ABI, va_arg_next), puts and putchar.
 * The streams they write to are libc_file.c's. */
#include "rt/libc.h"
#include "machine/format.h"

#include <setjmp.h>
#include <string.h>

/* --------------------------------------------------------------- output */
static bool
out_write(VM *vm, uint64_t stream, const char *s, size_t n)
{
	return libc_stream_write(vm, stream, s, n);
}

void
libc_stdio_write(VM *vm, uint64_t stream, const char *s, size_t n)
{
	out_write(vm, stream, s, n);
}

/* printf family: arguments come from the call site, in order, or (the
 * v*printf functions) from a va_list in simulated memory */
typedef struct FmtCtx {
	VM *vm;
	const CallSite *cs;
	uint64_t *R;
	uint32_t next;
	bool va;                /* read a va_list: */
	uint64_t va_ap;         /* the va_list object (x86-64 SysV, AArch64), or 0 */
	uint64_t va_walk;       /* the pointer of a pointer-form va_list (ap == 0) */
	bool bailed;            /* a report ended the run inside a hook (fmt_next) */
} FmtCtx;

/* the next argument from the va_list, as the C type the conversion names */
static bool
fmt_next_va(FmtCtx *c, FmtArgKind kind, unsigned size, FmtArg *out)
{
	VM *vm = c->vm;
	const Type *t;
	switch (kind) {
	case FA_DOUBLE: t = type_prim(vm->m, TY_DOUBLE); break;
	case FA_LDOUBLE: t = type_prim(vm->m, (TypeKind)vm->tgt.abi.long_double); break;
	case FA_PTR: case FA_STR: case FA_WSTR: case FA_NPTR: t = type_int(vm->m, vm->ptr_bytes * 8); break;
	default: t = type_int(vm->m, size >= 8 ? 64 : 32); break;
	}
	uint64_t sl[2] = {0, 0};
	va_arg_next(vm, c->va_ap, &c->va_walk, t, sl);
	memset(out, 0, sizeof *out);
	if (kind == FA_DOUBLE || (kind == FA_LDOUBLE && t->kind == TY_DOUBLE)) {
		memcpy(&out->d, sl, 8);
		out->lo = sl[0];
	} else if (kind == FA_LDOUBLE && t->kind == TY_PPC_FP128) {
		out->hi = sl[0];
		out->lo = sl[1];
	} else if (kind == FA_LDOUBLE) {
		out->lo = sl[0];
		out->hi = sl[1];
	} else {
		out->u = sl[0];
	}
	return true;
}

static bool
fmt_next_arg(FmtCtx *c, FmtArgKind kind, unsigned size, FmtArg *out)
{
	VM *vm = c->vm;
	if (c->va)
		return fmt_next_va(c, kind, size, out);
	if (c->next >= c->cs->nargs)
		vm_fail(vm, R_X_LIB_1, "printf-style format needs more arguments than were passed");
	uint32_t k = c->next++;
	const Type *t = c->cs->argtypes[k];
	const uint64_t *s = c->R + c->cs->args[k];
	memset(out, 0, sizeof *out);
	switch (kind) {
	case FA_DOUBLE:
		if (t->kind != TY_DOUBLE)
			vm_fail(vm, R_X_LIB_2, "printf-style format expects a double for argument %u, got %s",
				k + 1, type_str(t));
		memcpy(&out->d, s, 8);
		return true;
	case FA_LDOUBLE:
		if (t->kind == TY_PTR) {
			/* Win64 passes a long double (x86_fp80 with MinGW) by reference */
			const Type *ld = type_prim(vm->m, (TypeKind)vm->tgt.abi.long_double);
			uint64_t tmp[2] = {0, 0};
			vm_load_value(vm, vm_mem_read(vm, s[0], dl_store_size(&vm->dl, ld)), ld, tmp);
			out->lo = tmp[0];
			out->hi = tmp[1];
			if (ld->kind == TY_DOUBLE)
				memcpy(&out->d, tmp, 8);
			return true;
		}
		if (t->kind == TY_DOUBLE) {
			memcpy(&out->d, s, 8);
			out->lo = s[0];
		} else if (t->kind == TY_PPC_FP128) {
			out->hi = s[0];
			out->lo = s[1];
		} else {
			out->lo = s[0];
			out->hi = s[1];
		}
		return true;
	default:
		if (type_is_fp(t))
			vm_fail(vm, R_X_LIB_2, "printf-style format expects an integer or pointer for argument %u, got %s",
				k + 1, type_str(t));
		out->u = s[0];
		(void)size;
		return true;
	}
}

/* A hook's work with the run's bail caught here: a report inside it (an
 * argument missing or of the wrong type, a fault in a va_list, a bad %s
 * or %n pointer) ends the run by a longjmp to vm->bail, which lands here
 * first, so that the format engine returns and frees what it holds; the
 * caller then goes on to the run's own bail (do_format_va). */
#define GUARDED(c, ok, work)                                   \
	do {                                                   \
		jmp_buf here_, *outer_ = (c)->vm->bail;        \
		(c)->vm->bail = &here_;                        \
		if (setjmp(here_) == 0) {                      \
			ok = (work);                           \
		} else {                                       \
			ok = false;                            \
			(c)->bailed = true;                    \
		}                                              \
		(c)->vm->bail = outer_;                        \
	} while (0)

static bool
fmt_next(void *p, FmtArgKind kind, unsigned size, FmtArg *out)
{
	FmtCtx *c = p;
	bool ok;
	GUARDED(c, ok, fmt_next_arg(c, kind, size, out));
	return ok;
}

static bool
read_str(FmtCtx *c, uint64_t addr, unsigned unit, size_t max, Buf *out)
{
	for (size_t n = 0; n < max; n++) {
		const uint8_t *q = vm_mem_read(c->vm, addr + n * unit, unit);
		uint32_t ch = (uint32_t)mem_read_uint(q, unit, c->vm->big_endian);
		if (!ch)
			break;
		if (unit == 1)
			buf_putc(out, (char)ch);
		else
			buf_put(out, (const char *)&ch, 4);
	}
	return true;
}

static bool
fmt_read_str(void *p, uint64_t addr, unsigned unit, size_t max, Buf *out)
{
	FmtCtx *c = p;
	bool ok;
	GUARDED(c, ok, read_str(c, addr, unit, max, out));
	return ok;
}

static bool
store_count(FmtCtx *c, uint64_t addr, unsigned size, int64_t n)
{
	mem_write_uint(vm_mem_write(c->vm, addr, size), size, (uint64_t)n, c->vm->big_endian);
	return true;
}

static bool
fmt_store(void *p, uint64_t addr, unsigned size, int64_t n)
{
	FmtCtx *c = p;
	bool ok;
	GUARDED(c, ok, store_count(c, addr, size, n));
	return ok;
}

static FmtTarget
fmt_target(VM *vm)
{
	FmtTarget t = fmt_target_x86_64_linux();
	t.long_bytes = vm->tgt.abi.long_size;
	t.size_t_bytes = t.ptr_bytes = vm->ptr_bytes;
	t.wchar_bytes = vm->tgt.abi.wchar_size;
	switch (vm->tgt.abi.long_double) {
	case TY_X86_FP80: t.long_double_kind = FMT_LD_X87; break;
	case TY_FP128: t.long_double_kind = FMT_LD_FP128; break;
	case TY_PPC_FP128: t.long_double_kind = FMT_LD_PPC; break;
	default: t.long_double_kind = FMT_LD_DOUBLE; break;
	}
	t.msvc = vm->tgt.abi.crt == CRT_UCRT;
	return t;
}

/* format the call's arguments from `first` (the format string) on; with
 * va >= 0 the arguments come from the va_list passed as argument `va`.
 * A report about them ends the run, with *out freed */
static int
do_format_va(VM *vm, const CallSite *cs, uint64_t *R, uint32_t first, int va, Buf *out)
{
	char *fmt = rt_read_cstr(vm, ARG(first), SIZE_MAX, NULL);
	FmtCtx c = {vm, cs, R, first + 1, false, 0, 0, false};
	if (va >= 0) {
		VaListKind k = (VaListKind)vm->tgt.abi.va_list;
		c.va = true;
		if (k == VA_X86_64_SYSV || k == VA_AARCH64_AAPCS) {
			c.va_ap = ARG(va); /* the address of the va_list (an array, or a copy passed by reference) */
		} else if (cs->argtypes[va]->kind == TY_PTR || cs->argtypes[va]->kind == TY_INT) {
			c.va_walk = ARG(va); /* the pointer itself, by value */
		} else { /* ARM: struct { ptr } passed as [1 x i32] */
			uint8_t img[16] = {0};
			if (dl_store_size(&vm->dl, cs->argtypes[va]) > sizeof img)
				vm_fail(vm, R_ERROR, "a va_list of type %s is not supported", type_str(cs->argtypes[va]));
			vm_store_value(vm, img, cs->argtypes[va], R + cs->args[va]);
			c.va_walk = mem_read_uint(img, vm->ptr_bytes, vm->big_endian);
		}
	}
	FmtHooks h = {&c, fmt_next, fmt_read_str, fmt_store, NULL};
	FmtTarget t = fmt_target(vm);
	FmtError e = {0};
	int n = fmt_format(out, fmt, strlen(fmt), &t, &h, &e);
	free(fmt);
	if (c.bailed || n < 0)
		buf_free(out); /* the run ends here: nothing will write it */
	if (c.bailed)
		longjmp(*vm->bail, 1); /* reported already (fmt_next) */
	if (n < 0)
		vm_fail(vm, R_X_LIB_3, "bad printf-style format: %s", e.msg ? e.msg : "?");
	return n;
}

/* The printf family, one engine for all: where the output goes, where the
 * format and the arguments are.  Argument numbers; -1 where absent. */
typedef struct PrintfShape {
	int8_t stream;          /* FILE* argument (-1: stdout unless a buffer is given) */
	int8_t buf, cap;        /* destination buffer and its size (snprintf) */
	int8_t objsize;         /* _FORTIFY_SOURCE's __*_chk: the buffer's object size */
	int8_t fmt;             /* the format */
	int8_t va;              /* the va_list (-1: variadic arguments after the format) */
	int8_t msvc_opts;       /* __stdio_common_*: the options word */
} PrintfShape;

static void
copy_out(VM *vm, uint64_t dst, const Buf *b, uint64_t k, bool nul)
{
	uint8_t *d = vm_mem_write(vm, dst, k + (nul ? 1 : 0));
	if (k)
		memcpy(d, b->s, k);
	if (nul)
		d[k] = 0;
}

static int
do_printf(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, PrintfShape sh)
{
	uint64_t cap = sh.cap >= 0 ? ARG(sh.cap) : UINT64_MAX;
	if (sh.cap >= 0 && vm->ptr_bytes == 4)
		cap &= 0xffffffffu;
	if (sh.objsize >= 0) {
		uint64_t os = ARG(sh.objsize) & vm->mem.ptr_mask;
		/* __snprintf_chk: maxlen beyond the object; __sprintf_chk: no room at all */
		if ((sh.cap >= 0 && cap > os) || (sh.cap < 0 && os == 0))
			libc_chk_fail(vm);
		if (sh.cap < 0)
			cap = os; /* __sprintf_chk writes into an object of os bytes */
	}
	if (sh.buf < 0)
		libc_stream_check(vm, sh.stream >= 0 ? ARG(sh.stream) : vm->stdout_obj);
	/* (the VM's buffer: copy_out and out_write may fault and end the run) */
	Buf *out = &vm->fmt_out;
	out->len = 0;
	int n = do_format_va(vm, cs, R, (uint32_t)sh.fmt, sh.va, out);
	int64_t ret = n;
	if (sh.buf < 0) {
		if (!out_write(vm, sh.stream >= 0 ? ARG(sh.stream) : vm->stdout_obj, out->s ? out->s : "", out->len))
			ret = -1;
	} else if (sh.objsize >= 0 && sh.cap < 0) {
		if (out->len >= cap)
			libc_chk_fail(vm);
		copy_out(vm, ARG(sh.buf), out, out->len, true);
	} else if (sh.msvc_opts >= 0 && !(ARG(sh.msvc_opts) & 2)) {
		/* the UCRT's legacy vsnprintf: no terminator when the output
		 * exactly fills the buffer, -1 when it does not fit */
		if (out->len < cap)
			copy_out(vm, ARG(sh.buf), out, out->len, true);
		else if (out->len == cap)
			copy_out(vm, ARG(sh.buf), out, out->len, false);
		else {
			copy_out(vm, ARG(sh.buf), out, cap, false);
			ret = -1;
		}
	} else if (cap) {
		uint64_t k = out->len < cap - 1 ? out->len : cap - 1;
		copy_out(vm, ARG(sh.buf), out, k, true);
	}
	if (out->cap > (1u << 16)) /* (a big text: not kept for the run) */
		buf_free(out);
	builtin_ret(cs, R, Z, (uint64_t)ret);
	return 0;
}

#define PRINTF_FN(NAME, STREAM, BUF, CAP, OBJ, FMT, VA, MSVC)                                \
	static int NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)                 \
	{                                                                                    \
		return do_printf(vm, cs, R, Z, (PrintfShape){STREAM, BUF, CAP, OBJ, FMT, VA, MSVC}); \
	}
/*         name             stream buf cap obj fmt va msvc */
PRINTF_FN(b_printf,          -1, -1, -1, -1, 0, -1, -1)
PRINTF_FN(b_fprintf,          0, -1, -1, -1, 1, -1, -1)
PRINTF_FN(b_sprintf,         -1,  0, -1, -1, 1, -1, -1)
PRINTF_FN(b_snprintf,        -1,  0,  1, -1, 2, -1, -1)
PRINTF_FN(b_vprintf,         -1, -1, -1, -1, 0,  1, -1)
PRINTF_FN(b_vfprintf,         0, -1, -1, -1, 1,  2, -1)
PRINTF_FN(b_vsprintf,        -1,  0, -1, -1, 1,  2, -1)
PRINTF_FN(b_vsnprintf,       -1,  0,  1, -1, 2,  3, -1)
/* glibc's _FORTIFY_SOURCE entry points: (..., int flag, [size_t slen,] fmt, ...) */
PRINTF_FN(b_printf_chk,      -1, -1, -1, -1, 1, -1, -1)
PRINTF_FN(b_fprintf_chk,      0, -1, -1, -1, 2, -1, -1)
PRINTF_FN(b_sprintf_chk,     -1,  0, -1,  2, 3, -1, -1)
PRINTF_FN(b_snprintf_chk,    -1,  0,  1,  3, 4, -1, -1)
PRINTF_FN(b_vprintf_chk,     -1, -1, -1, -1, 1,  2, -1)
PRINTF_FN(b_vfprintf_chk,     0, -1, -1, -1, 2,  3, -1)
PRINTF_FN(b_vsprintf_chk,    -1,  0, -1,  2, 3,  4, -1)
PRINTF_FN(b_vsnprintf_chk,   -1,  0,  1,  3, 4,  5, -1)
/* the UCRT's (options, FILE*, fmt, locale, va_list) and
 * (options, buf, count, fmt, locale, va_list) */
PRINTF_FN(b_ucrt_vfprintf,    1, -1, -1, -1, 2,  4, -1)
PRINTF_FN(b_ucrt_vsprintf,   -1,  1,  2, -1, 3,  5,  0)

static int
b_puts(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	libc_stream_check(vm, vm->stdout_obj);
	char *s = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	size_t n = strlen(s);
	bool ok = out_write(vm, vm->stdout_obj, s, n) && out_write(vm, vm->stdout_obj, "\n", 1);
	free(s);
	/* glibc's puts returns the count written (at most INT_MAX) */
	uint64_t glibc = n + 1 > INT32_MAX ? INT32_MAX : n + 1;
	bool like_glibc = vm->tgt.abi.crt == CRT_GLIBC || vm->tgt.abi.crt == CRT_NONE;
	builtin_ret(cs, R, Z, !ok ? (uint64_t)-1 : like_glibc ? glibc : 1);
	return 0;
}

static int
b_putchar(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char c = (char)ARG(0);
	out_write(vm, vm->stdout_obj, &c, 1);
	builtin_ret(cs, R, Z, (uint8_t)c);
	return 0;
}

/* ---------------------------------------------------------------- table */
static const RtFn fns[] = {
	{"printf", b_printf}, {"fprintf", b_fprintf}, {"sprintf", b_sprintf}, {"snprintf", b_snprintf},
	{"vprintf", b_vprintf}, {"vfprintf", b_vfprintf}, {"vsprintf", b_vsprintf}, {"vsnprintf", b_vsnprintf},
	/* MinGW's C99 forms (what its headers and libstdc++ call) */
	{"__mingw_vsnprintf", b_vsnprintf}, {"__mingw_vsprintf", b_vsprintf}, {"__mingw_vfprintf", b_vfprintf},
	{"__mingw_vprintf", b_vprintf},
	{"__printf_chk", b_printf_chk}, {"__fprintf_chk", b_fprintf_chk}, {"__sprintf_chk", b_sprintf_chk},
	{"__snprintf_chk", b_snprintf_chk}, {"__vprintf_chk", b_vprintf_chk}, {"__vfprintf_chk", b_vfprintf_chk},
	{"__vsprintf_chk", b_vsprintf_chk}, {"__vsnprintf_chk", b_vsnprintf_chk},
	{"__stdio_common_vfprintf", b_ucrt_vfprintf}, {"__stdio_common_vsprintf", b_ucrt_vsprintf},
	{"puts", b_puts}, {"putchar", b_putchar}, {"putchar_unlocked", b_putchar},
};

const RuntimeLib rt_libc_stdio = {
	.name = "C library <stdio.h>",
	.fns = RT_TABLE(fns),
};
