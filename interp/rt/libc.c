/* libc.c — the builtin C library and the intrinsics, for the target's
 * sizes, host-independent: what a program calls and does not define.
 *
 * A builtin reads its arguments from the caller's registers (the call
 * site says which) and writes its result there.  Strings and buffers are
 * read and written through checked accesses to simulated memory, so a
 * bad pointer passed to strlen is reported like any other bad access.
 * Names are looked up once per call site; an unknown external function is
 * a clean error naming it (vm.c). */
#include "rt/builtin.h"
#include "rt/runtime.h"
#include "machine/format.h"
#include "vm/wideint.h"

#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Per-run state of the library (strtok's position, rand's generator, the
 * errno and ctype objects): rt_state's */
typedef struct LibcState {
	uint64_t strtok_next;   /* strtok's saved position */
	int32_t rtab[31];       /* glibc random(): TYPE_3 state, r[i] = r[i-31] + r[i-3] */
	unsigned rf, rr;        /* its front and rear indices */
	bool rand_seeded;
	uint32_t msvc_seed;     /* the UCRT's rand(): a linear congruential generator */
	uint64_t errno_obj;     /* errno's int (allocated on first use) */
	uint64_t ctype_b, ctype_upper, ctype_lower; /* glibc's *__ctype_*_loc() cells */
} LibcState;

static LibcState *
libc_state(VM *vm)
{
	return rt_state(vm, &rt_libc);
}

#define NARGS (cs->nargs)


static unsigned
int_bits(VM *vm, const Type *t)
{
	return t->kind == TY_PTR ? vm->ptr_bytes * 8 : t->kind == TY_INT ? t->bits : 64;
}

/* ------------------------------------------------------------- strings */
static uint64_t
c_strlen(VM *vm, uint64_t addr)
{
	uint64_t n = 0;
	for (;; n++)
		if (*vm_mem_read(vm, addr + n, 1) == 0)
			return n;
}

static char *
host_string(VM *vm, uint64_t addr)
{
	uint64_t n = c_strlen(vm, addr);
	char *s = xmalloc(n + 1);
	memcpy(s, mem_host(&vm->mem, addr), n);
	s[n] = 0;
	return s;
}

/* --------------------------------------------------------------- output */
static void
out_write(VM *vm, uint64_t stream, const char *s, size_t n)
{
	if (stream == vm->stderr_obj) {
		vm_flush_stdout(vm);
		fwrite(s, 1, n, vm->stderr_file);
		fflush(vm->stderr_file);
		return;
	}
	buf_put(&vm->out, s, n);
	if (vm->out.len > (1u << 16))
		vm_flush_stdout(vm);
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
} FmtCtx;

void va_arg_next(VM *vm, uint64_t ap, uint64_t *walk, const Type *t, uint64_t *slots);

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
fmt_next(void *p, FmtArgKind kind, unsigned size, FmtArg *out)
{
	FmtCtx *c = p;
	VM *vm = c->vm;
	if (c->va)
		return fmt_next_va(c, kind, size, out);
	if (c->next >= c->cs->nargs)
		vm_fail(vm, RUN_UB, "X-LIB-1", "printf-style format needs more arguments than were passed");
	uint32_t k = c->next++;
	const Type *t = c->cs->argtypes[k];
	const uint64_t *s = c->R + c->cs->args[k];
	memset(out, 0, sizeof *out);
	switch (kind) {
	case FA_DOUBLE:
		if (t->kind != TY_DOUBLE)
			vm_fail(vm, RUN_UB, "X-LIB-2", "printf-style format expects a double for argument %u, got %s",
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
			vm_fail(vm, RUN_UB, "X-LIB-2", "printf-style format expects an integer or pointer for argument %u, got %s",
				k + 1, type_str(t));
		out->u = s[0];
		(void)size;
		return true;
	}
}

static bool
fmt_read_str(void *p, uint64_t addr, unsigned unit, size_t max, Buf *out)
{
	FmtCtx *c = p;
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
fmt_store(void *p, uint64_t addr, unsigned size, int64_t n)
{
	FmtCtx *c = p;
	mem_write_uint(vm_mem_write(c->vm, addr, size), size, (uint64_t)n, c->vm->big_endian);
	return true;
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
	t.msvc = vm->tgt.env == ENV_MSVC;
	return t;
}

/* format the call's arguments from `first` (the format string) on; with
 * va >= 0 the arguments come from the va_list passed as argument `va` */
static int
do_format_va(VM *vm, const CallSite *cs, uint64_t *R, uint32_t first, int va, Buf *out)
{
	char *fmt = host_string(vm, ARG(first));
	FmtCtx c = {vm, cs, R, first + 1, false, 0, 0};
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
				vm_fail(vm, RUN_ERROR, NULL, "a va_list of type %s is not supported", type_str(cs->argtypes[va]));
			vm_store_value(vm, img, cs->argtypes[va], R + cs->args[va]);
			c.va_walk = mem_read_uint(img, vm->ptr_bytes, vm->big_endian);
		}
	}
	FmtHooks h = {&c, fmt_next, fmt_read_str, fmt_store, NULL};
	FmtTarget t = fmt_target(vm);
	FmtError e = {0};
	int n = fmt_format(out, fmt, strlen(fmt), &t, &h, &e);
	free(fmt);
	if (n < 0)
		vm_fail(vm, RUN_UB, "X-LIB-3", "bad printf-style format: %s", e.msg ? e.msg : "?");
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

/* glibc's __chk_fail: a fortified function found a buffer overflow */
static EHI_NORETURN void
chk_fail(VM *vm)
{
	static const char msg[] = "*** buffer overflow detected ***: terminated\n";
	vm_flush_stdout(vm);
	fwrite(msg, 1, sizeof msg - 1, vm->stderr_file);
	fflush(vm->stderr_file);
	vm->status = RUN_EXITED;
	vm->exit_code = 134;
	longjmp(*vm->bail, 1);
}

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
			chk_fail(vm);
		if (sh.cap < 0)
			cap = os; /* __sprintf_chk writes into an object of os bytes */
	}
	Buf b = {0};
	int n = do_format_va(vm, cs, R, (uint32_t)sh.fmt, sh.va, &b);
	int64_t ret = n;
	if (sh.buf < 0) {
		out_write(vm, sh.stream >= 0 ? ARG(sh.stream) : vm->stdout_obj, b.s ? b.s : "", b.len);
	} else if (sh.objsize >= 0 && sh.cap < 0) {
		if (b.len >= cap) {
			buf_free(&b);
			chk_fail(vm);
		}
		copy_out(vm, ARG(sh.buf), &b, b.len, true);
	} else if (sh.msvc_opts >= 0 && !(ARG(sh.msvc_opts) & 2)) {
		/* the UCRT's legacy vsnprintf: no terminator when the output
		 * exactly fills the buffer, -1 when it does not fit */
		if (b.len < cap)
			copy_out(vm, ARG(sh.buf), &b, b.len, true);
		else if (b.len == cap)
			copy_out(vm, ARG(sh.buf), &b, b.len, false);
		else {
			copy_out(vm, ARG(sh.buf), &b, cap, false);
			ret = -1;
		}
	} else if (cap) {
		uint64_t k = b.len < cap - 1 ? b.len : cap - 1;
		copy_out(vm, ARG(sh.buf), &b, k, true);
	}
	buf_free(&b);
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
	char *s = host_string(vm, ARG(0));
	out_write(vm, vm->stdout_obj, s, strlen(s));
	out_write(vm, vm->stdout_obj, "\n", 1);
	free(s);
	builtin_ret(cs, R, Z, 1);
	return 0;
}

static int
b_fputs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *s = host_string(vm, ARG(0));
	out_write(vm, ARG(1), s, strlen(s));
	free(s);
	builtin_ret(cs, R, Z, 1);
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

static int
b_fputc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char c = (char)ARG(0);
	out_write(vm, ARG(1), &c, 1);
	builtin_ret(cs, R, Z, (uint8_t)c);
	return 0;
}

static int
b_fwrite(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(1) * ARG(2);
	const uint8_t *p = vm_mem_read(vm, ARG(0), n);
	out_write(vm, ARG(3), (const char *)p, n);
	builtin_ret(cs, R, Z, ARG(1) ? ARG(2) : 0);
	return 0;
}

static int
b_fflush(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	vm_flush_stdout(vm);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_iob(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	/* __acrt_iob_func(i): 0 stdin, 1 stdout, 2 stderr */
	uint64_t i = ARG(0);
	builtin_ret(cs, R, Z, i == 2 ? vm->stderr_obj : vm->stdout_obj);
	return 0;
}

/* ------------------------------------------------------------- memory */
static int
b_malloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t a = mem_alloc_heap(&vm->mem, ARG(0), 16, cs->inst, vm->frames.len);
	if (a) /* undef until written (calloc's are zero) */
		mem_set_state(&vm->mem, a, ARG(0), SH_HEAP_UNINIT);
	builtin_ret(cs, R, Z, a);
	return 0;
}

static int
b_calloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned __int128 n = (unsigned __int128)ARG(0) * ARG(1);
	uint64_t a = n >> 63 ? 0 : mem_alloc_heap(&vm->mem, (uint64_t)n, 16, cs->inst, vm->frames.len);
	if (a)
		memset(mem_host(&vm->mem, a), 0, (size_t)n);
	builtin_ret(cs, R, Z, a);
	return 0;
}

void
rt_heap_free(VM *vm, uint64_t addr, const CallSite *cs, const char *fn)
{
	if (!addr)
		return;
	int rc = mem_free_heap(&vm->mem, addr, cs->inst);
	if (rc == 2)
		vm_fail(vm, RUN_UB, "X-MEM-7", "double free of heap block 0x%llx by %s", (unsigned long long)addr, fn);
	if (rc)
		vm_fail(vm, RUN_UB, "X-MEM-8", "%s of 0x%llx, which is not the start of a heap block (%s)", fn,
			(unsigned long long)addr, mem_state_name(mem_state_at(&vm->mem, addr)));
}

static int
b_free(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	rt_heap_free(vm, ARG(0), cs, "free");
	return 0;
}

static int
b_realloc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t old = ARG(0), n = ARG(1);
	uint64_t a = mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
	if (a && old) {
		const MemObject *o = mem_find_object(&vm->mem, old);
		if (!o || o->addr != old || o->kind != OBJ_HEAP || o->freed)
			vm_fail(vm, RUN_UB, "X-MEM-8", "realloc of 0x%llx, which is not a live heap block",
				(unsigned long long)old);
		uint64_t k = o->size < n ? o->size : n;
		memcpy(mem_host(&vm->mem, a), mem_host(&vm->mem, old), k);
		/* the old bytes keep their state, the new tail is undef */
		mem_set_state(&vm->mem, a + k, n - k, SH_HEAP_UNINIT);
		mem_copy_init(&vm->mem, a, old, k);
		rt_heap_free(vm, old, cs, "realloc");
	} else if (a) {
		mem_set_state(&vm->mem, a, n, SH_HEAP_UNINIT);
	}
	builtin_ret(cs, R, Z, a);
	return 0;
}

static int
b_memcpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(2);
	if (n) {
		const uint8_t *s = vm_mem_read(vm, ARG(1), n);
		uint8_t *d = vm_mem_write(vm, ARG(0), n);
		memmove(d, s, n);
		mem_copy_init(&vm->mem, ARG(0), ARG(1), n); /* undef bytes stay undef */
	}
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_memset(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(2);
	if (n)
		memset(vm_mem_write(vm, ARG(0), n), (int)(uint8_t)ARG(1), n);
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_memcmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(2);
	int r = n ? memcmp(vm_mem_read(vm, ARG(0), n), vm_mem_read(vm, ARG(1), n), n) : 0;
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)(r < 0 ? -1 : r > 0));
	return 0;
}

static int
b_strlen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, c_strlen(vm, ARG(0)));
	return 0;
}

static int
b_strcmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t a = ARG(0), b = ARG(1), lim = cs->nargs > 2 ? ARG(2) : UINT64_MAX;
	int r = 0;
	for (uint64_t k = 0; k < lim; k++) {
		uint8_t x = *vm_mem_read(vm, a + k, 1), y = *vm_mem_read(vm, b + k, 1);
		if (x != y) {
			r = x < y ? -1 : 1;
			break;
		}
		if (!x)
			break;
	}
	builtin_ret(cs, R, Z, (uint64_t)(int64_t)r);
	return 0;
}

static int
b_strcpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = c_strlen(vm, ARG(1)) + 1;
	memmove(vm_mem_write(vm, ARG(0), n), mem_host(&vm->mem, ARG(1)), n);
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_strncpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(2), d = ARG(0), s = ARG(1);
	bool end = false;
	for (uint64_t k = 0; k < n; k++) {
		uint8_t c = end ? 0 : *vm_mem_read(vm, s + k, 1);
		end |= c == 0;
		*vm_mem_write(vm, d + k, 1) = c;
	}
	builtin_ret(cs, R, Z, d);
	return 0;
}

static int
b_strcat(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t dl = c_strlen(vm, ARG(0)), n = c_strlen(vm, ARG(1)) + 1;
	memmove(vm_mem_write(vm, ARG(0) + dl, n), mem_host(&vm->mem, ARG(1)), n);
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_strchr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t s = ARG(0), r = 0;
	uint8_t c = (uint8_t)ARG(1);
	for (uint64_t k = 0;; k++) {
		uint8_t x = *vm_mem_read(vm, s + k, 1);
		if (x == c) {
			r = s + k;
			break;
		}
		if (!x)
			break;
	}
	builtin_ret(cs, R, Z, r);
	return 0;
}

static int
b_strrchr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t s = ARG(0), r = 0;
	uint8_t c = (uint8_t)ARG(1);
	for (uint64_t k = 0;; k++) {
		uint8_t x = *vm_mem_read(vm, s + k, 1);
		if (x == c)
			r = s + k;
		if (!x)
			break;
	}
	builtin_ret(cs, R, Z, r);
	return 0;
}

static int
b_strstr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *h = host_string(vm, ARG(0)), *n = host_string(vm, ARG(1));
	char *f = strstr(h, n);
	builtin_ret(cs, R, Z, f ? ARG(0) + (uint64_t)(f - h) : 0);
	free(h);
	free(n);
	return 0;
}

static int
b_strdup(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = c_strlen(vm, ARG(0)) + 1;
	uint64_t a = mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
	if (a)
		memcpy(mem_host(&vm->mem, a), mem_host(&vm->mem, ARG(0)), n);
	builtin_ret(cs, R, Z, a);
	return 0;
}

static int
b_abs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned w = int_bits(vm, cs->argtypes[0]);
	int64_t v = vm_sext(ARG(0), w);
	builtin_ret(cs, R, Z, (uint64_t)(v < 0 ? -v : v));
	return 0;
}

/* ---------------------------------------------------------------- errno */
/* errno of the target: one int in runtime memory, its address what
 * __errno_location (glibc, wasi), _errno (UCRT) and __error (Darwin)
 * return.  ERANGE and EINVAL have the same numbers on all of them. */
enum { T_EINVAL = 22, T_ERANGE = 34 };

static uint64_t
errno_addr(VM *vm)
{
	LibcState *st = libc_state(vm);
	if (!st->errno_obj)
		st->errno_obj = mem_alloc_internal(&vm->mem, 4, 4, "errno");
	return st->errno_obj;
}

static void
set_errno(VM *vm, int e)
{
	mem_write_uint(vm_mem_write(vm, errno_addr(vm), 4), 4, (uint32_t)e, vm->big_endian);
}

static int
b_errno_location(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, errno_addr(vm));
	return 0;
}

/* ---------------------------------------------------------------- ctype */
/* The C locale's classes, as glibc's tables hold them. */
enum {
	CT_UPPER = 1 << 0, CT_LOWER = 1 << 1, CT_ALPHA = 1 << 2, CT_DIGIT = 1 << 3, CT_XDIGIT = 1 << 4,
	CT_SPACE = 1 << 5, CT_PRINT = 1 << 6, CT_GRAPH = 1 << 7, CT_BLANK = 1 << 8, CT_CNTRL = 1 << 9,
	CT_PUNCT = 1 << 10, CT_ALNUM = 1 << 11,
};

static unsigned
ctype_class(int64_t c)
{
	if (c < 0 || c > 127)
		return 0;
	unsigned m = 0;
	if (c >= 'A' && c <= 'Z')
		m |= CT_UPPER | CT_ALPHA | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if (c >= 'a' && c <= 'z')
		m |= CT_LOWER | CT_ALPHA | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if (c >= '0' && c <= '9')
		m |= CT_DIGIT | CT_XDIGIT | CT_ALNUM | CT_PRINT | CT_GRAPH;
	if ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
		m |= CT_XDIGIT;
	if (c == ' ' || (c >= '\t' && c <= '\r'))
		m |= CT_SPACE;
	if (c == ' ' || c == '\t')
		m |= CT_BLANK;
	if (c == ' ')
		m |= CT_PRINT;
	if (c < 32 || c == 127)
		m |= CT_CNTRL;
	if (c > 32 && c < 127 && !(m & CT_ALNUM))
		m |= CT_PUNCT | CT_PRINT | CT_GRAPH;
	return m;
}

static int
ctype_test(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, unsigned mask)
{
	int64_t c = vm_sext(ARG(0), int_bits(vm, cs->argtypes[0]));
	/* glibc returns the table's masked bits: nonzero, not necessarily 1 */
	builtin_ret(cs, R, Z, (ctype_class(c) & mask) ? 1 : 0);
	return 0;
}
#define CTYPE_FN(NAME, MASK) \
	static int b_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return ctype_test(vm, cs, R, Z, MASK); }
CTYPE_FN(isalpha, CT_ALPHA) CTYPE_FN(isdigit, CT_DIGIT) CTYPE_FN(isspace, CT_SPACE) CTYPE_FN(isupper, CT_UPPER)
CTYPE_FN(islower, CT_LOWER) CTYPE_FN(isalnum, CT_ALNUM) CTYPE_FN(isprint, CT_PRINT) CTYPE_FN(ispunct, CT_PUNCT)
CTYPE_FN(isxdigit, CT_XDIGIT) CTYPE_FN(iscntrl, CT_CNTRL) CTYPE_FN(isgraph, CT_GRAPH) CTYPE_FN(isblank, CT_BLANK)

static int64_t
c_toupper(int64_t c)
{
	return c >= 'a' && c <= 'z' ? c - 32 : c;
}

static int64_t
c_tolower(int64_t c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int
b_toupper(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)c_toupper(vm_sext(ARG(0), int_bits(vm, cs->argtypes[0]))));
	return 0;
}

static int
b_tolower(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, (uint64_t)c_tolower(vm_sext(ARG(0), int_bits(vm, cs->argtypes[0]))));
	return 0;
}

/* glibc's <ctype.h> macros index tables through __ctype_b_loc() and
 * friends: a pointer to a pointer to entry 0 of a table indexed -128..255.
 * The class table's 16-bit entries use glibc's _ISbit layout, whose bytes
 * are the same on both byte orders: the first byte holds bits 8-11, the
 * second bits 0-7. */
static uint64_t
ctype_cell(VM *vm, int which)
{
	LibcState *st = libc_state(vm);
	uint64_t *cell = which == 0 ? &st->ctype_b : which == 1 ? &st->ctype_upper : &st->ctype_lower;
	if (*cell)
		return *cell;
	unsigned es = which == 0 ? 2 : 4, pb = vm->ptr_bytes;
	uint64_t tab = mem_alloc_internal(&vm->mem, 384 * es, 4, which == 0 ? "ctype class table" : "ctype case table");
	uint8_t *p = mem_host(&vm->mem, tab);
	for (int i = 0; i < 384; i++) {
		int c = i - 128;
		if (which == 0) {
			unsigned m = ctype_class(c);
			p[2 * i] = (uint8_t)(m >> 8);
			p[2 * i + 1] = (uint8_t)m;
		} else {
			int64_t v = which == 1 ? c_toupper(c) : c_tolower(c);
			mem_write_uint(p + 4 * i, 4, (uint32_t)(int32_t)v, vm->big_endian);
		}
	}
	mem_set_state(&vm->mem, tab, 384 * es, SH_CONST);
	*cell = mem_alloc_internal(&vm->mem, pb, pb, "ctype table pointer");
	mem_write_uint(mem_host(&vm->mem, *cell), pb, tab + 128 * es, vm->big_endian);
	return *cell;
}

static int b_ctype_b_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 0)); return 0; }
static int b_ctype_toupper_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 1)); return 0; }
static int b_ctype_tolower_loc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, ctype_cell(vm, 2)); return 0; }

/* ------------------------------------------------------------ strto* */
static uint8_t
peek(VM *vm, uint64_t a)
{
	return *vm_mem_read(vm, a, 1);
}

static void
store_end(VM *vm, uint64_t endp, uint64_t v)
{
	if (endp)
		mem_write_uint(vm_mem_write(vm, endp, vm->ptr_bytes), vm->ptr_bytes, v, vm->big_endian);
}

/* glibc's strtol family for a `bits`-wide result: leading white space, a
 * sign, a 0x/0 prefix by the base, digits; on overflow the extreme value
 * and ERANGE; the unsigned forms negate a '-' value modulo 2^bits;
 * "0x" with no hex digit after it converts the "0" and ends at the 'x' */
static uint64_t
parse_integer(VM *vm, uint64_t nptr, uint64_t endp, int base, unsigned bits, bool is_signed)
{
	if (base < 0 || base == 1 || base > 36) {
		set_errno(vm, T_EINVAL);
		return 0;
	}
	uint64_t s = nptr;
	while (ctype_class(peek(vm, s)) & CT_SPACE)
		s++;
	bool neg = false;
	if (peek(vm, s) == '-' || peek(vm, s) == '+')
		neg = peek(vm, s++) == '-';
	if (peek(vm, s) == '0') {
		if ((base == 0 || base == 16) && c_toupper(peek(vm, s + 1)) == 'X') {
			s += 2;
			base = 16;
		} else if (base == 0) {
			base = 8;
		}
	} else if (base == 0) {
		base = 10;
	}
	uint64_t umax = bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
	uint64_t v = 0, start = s;
	bool over = false;
	for (;; s++) {
		uint8_t ch = peek(vm, s);
		int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10
			: ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 99;
		if (d >= base)
			break;
		unsigned __int128 nv = (unsigned __int128)v * (unsigned)base + (unsigned)d;
		if (nv > umax)
			over = true;
		else
			v = (uint64_t)nv;
	}
	if (s == start) {
		if (s - nptr >= 2 && c_toupper(peek(vm, s - 1)) == 'X' && peek(vm, s - 2) == '0')
			store_end(vm, endp, s - 1);
		else
			store_end(vm, endp, nptr);
		return 0;
	}
	store_end(vm, endp, s);
	uint64_t smax = umax >> 1;
	if (!is_signed) {
		if (over) {
			set_errno(vm, T_ERANGE);
			return umax;
		}
		return neg ? (0 - v) & umax : v;
	}
	if (over || v > smax + (neg ? 1 : 0)) {
		set_errno(vm, T_ERANGE);
		return neg ? (smax + 1) & umax : smax;
	}
	return neg ? (0 - v) & umax : v;
}

static unsigned
ret_bits(VM *vm, const CallSite *cs)
{
	return cs->dst_slots ? int_bits(vm, cs->fty->elem) : 64;
}

static int
b_strtol(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), ARG(1), (int)vm_sext(ARG(2), 32), ret_bits(vm, cs), true));
	return 0;
}

static int
b_strtoul(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), ARG(1), (int)vm_sext(ARG(2), 32), ret_bits(vm, cs), false));
	return 0;
}

/* atoi (int) strtol(s, NULL, 10), atol, atoll: strtol of the result's width
 * (glibc's atoi truncates a long; the difference shows only on overflow) */
static int
b_atoi(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned bits = ret_bits(vm, cs);
	const char *name = vm->callee->g.u.v.name;
	if (!strcmp(name, "atoi"))
		bits = vm->tgt.abi.long_size * 8;
	builtin_ret(cs, R, Z, parse_integer(vm, ARG(0), 0, 10, bits, true));
	return 0;
}

/* strtod/strtof/strtold/atof: the longest prefix glibc accepts, converted
 * correctly rounded to the result's format (glibc's own strtod family on
 * the host; strtold of a binary128 or double-double long double goes
 * through the host's long double) */
static int
b_strtod(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t nptr = ARG(0), endp = cs->nargs > 1 ? ARG(1) : 0;
	char *h = host_string(vm, nptr), *end = h;
	const Type *rt = cs->fty->elem;
	uint64_t sl[2] = {0, 0};
	errno = 0;
	switch (rt->kind) {
	case TY_FLOAT: {
		float f = strtof(h, &end);
		uint32_t b;
		memcpy(&b, &f, 4);
		sl[0] = b;
		break;
	}
	case TY_DOUBLE: {
		double d = strtod(h, &end);
		memcpy(sl, &d, 8);
		break;
	}
	default:
		vm_fp_put(sl, fp_kind_of_type(rt), strtold(h, &end));
		break;
	}
	/* underflow: glibc on x86 (the host) detects tininess after rounding,
	 * on the other targets before it, so there a value just below the
	 * smallest normal number that rounds up to it underflows too */
	bool erange = errno == ERANGE;
	if (!erange && (rt->kind == TY_FLOAT || rt->kind == TY_DOUBLE) && vm->tgt.arch != ARCH_X86_64 &&
	    vm->tgt.arch != ARCH_X86) {
		long double r = vm_fp_get(sl, fp_kind_of_type(rt)), tiny = rt->kind == TY_FLOAT ? FLT_MIN : DBL_MIN;
		erange = fabsl(r) == tiny && fabsl(strtold(h, NULL)) < tiny;
	}
	if (erange)
		set_errno(vm, T_ERANGE);
	store_end(vm, endp, nptr + (uint64_t)(end - h));
	free(h);
	memcpy(R + cs->dst, sl, cs->dst_slots * 8);
	memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}

/* ------------------------------------------------------- more strings */
static int
b_memchr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t s = ARG(0), n = ARG(2) & vm->mem.ptr_mask, r = 0;
	uint8_t c = (uint8_t)ARG(1);
	for (uint64_t k = 0; k < n; k++)
		if (peek(vm, s + k) == c) {
			r = s + k;
			break;
		}
	builtin_ret(cs, R, Z, r);
	return 0;
}

static int
b_strncat(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t d = ARG(0), s = ARG(1), n = ARG(2) & vm->mem.ptr_mask;
	uint64_t e = d + c_strlen(vm, d), k = 0;
	for (; k < n; k++) {
		uint8_t c = peek(vm, s + k);
		if (!c)
			break;
		*vm_mem_write(vm, e + k, 1) = c;
	}
	*vm_mem_write(vm, e + k, 1) = 0;
	builtin_ret(cs, R, Z, d);
	return 0;
}

/* is c one of the bytes of the string at set? */
static bool
in_set(VM *vm, uint64_t set, uint8_t c)
{
	for (uint64_t k = 0;; k++) {
		uint8_t x = peek(vm, set + k);
		if (!x)
			return false;
		if (x == c)
			return true;
	}
}

/* length of the prefix of s made of bytes in (accept) or not in (!accept) set */
static uint64_t
span(VM *vm, uint64_t s, uint64_t set, bool accept)
{
	uint64_t k = 0;
	for (;; k++) {
		uint8_t c = peek(vm, s + k);
		if (!c || in_set(vm, set, c) != accept)
			return k;
	}
}

static int b_strspn(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, span(vm, ARG(0), ARG(1), true)); return 0; }
static int b_strcspn(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { builtin_ret(cs, R, Z, span(vm, ARG(0), ARG(1), false)); return 0; }

static int
b_strpbrk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t p = ARG(0) + span(vm, ARG(0), ARG(1), false);
	builtin_ret(cs, R, Z, peek(vm, p) ? p : 0);
	return 0;
}

/* glibc's __strtok_r: skip delimiters, the token runs to the next one,
 * which is overwritten with a NUL; the position is saved past it */
static uint64_t
strtok_step(VM *vm, uint64_t s, uint64_t delim, uint64_t *save)
{
	if (!s)
		s = *save;
	s += span(vm, s, delim, true);
	if (!peek(vm, s)) {
		*save = s;
		return 0;
	}
	uint64_t end = s + span(vm, s, delim, false);
	if (!peek(vm, end)) {
		*save = end;
		return s;
	}
	*vm_mem_write(vm, end, 1) = 0;
	*save = end + 1;
	return s;
}

static int
b_strtok(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LibcState *st = libc_state(vm);
	builtin_ret(cs, R, Z, strtok_step(vm, ARG(0), ARG(1), &st->strtok_next));
	return 0;
}

static int
b_strtok_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned pb = vm->ptr_bytes;
	uint64_t save = mem_read_uint(vm_mem_read(vm, ARG(2), pb), pb, vm->big_endian);
	uint64_t r = strtok_step(vm, ARG(0), ARG(1), &save);
	mem_write_uint(vm_mem_write(vm, ARG(2), pb), pb, save, vm->big_endian);
	builtin_ret(cs, R, Z, r);
	return 0;
}

/* glibc's _FORTIFY_SOURCE string functions: the operation, after checking
 * it fits the destination object's size (the last argument) */
static void
chk_room(VM *vm, uint64_t need, uint64_t destlen)
{
	if (need > (destlen & vm->mem.ptr_mask))
		chk_fail(vm);
}

static int
b_memcpy_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, ARG(2) & vm->mem.ptr_mask, ARG(3));
	return b_memcpy(vm, cs, R, Z);
}

static int
b_memset_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, ARG(2) & vm->mem.ptr_mask, ARG(3));
	return b_memset(vm, cs, R, Z);
}

static int
b_strcpy_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, c_strlen(vm, ARG(1)) + 1, ARG(2));
	return b_strcpy(vm, cs, R, Z);
}

static int
b_strcat_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, c_strlen(vm, ARG(0)) + c_strlen(vm, ARG(1)) + 1, ARG(2));
	return b_strcat(vm, cs, R, Z);
}

static int
b_strncpy_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, ARG(2) & vm->mem.ptr_mask, ARG(3));
	return b_strncpy(vm, cs, R, Z);
}

static int
b_strncat_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = ARG(2) & vm->mem.ptr_mask, k = 0;
	while (k < n && peek(vm, ARG(1) + k))
		k++;
	chk_room(vm, c_strlen(vm, ARG(0)) + k + 1, ARG(3));
	return b_strncat(vm, cs, R, Z);
}

/* ------------------------------------------------------ qsort, bsearch */
/* The comparator is interpreted code: each call runs a nested frame, which
 * may move the register file, so the builtin's own registers are found
 * again by frame index afterwards. */
typedef struct Sorter {
	VM *vm;
	Function *cmp;
	uint64_t base, size;
} Sorter;

static Function *
callback(VM *vm, uint64_t addr, const char *who)
{
	Function *f = vm_func_at(vm, addr);
	if (!f)
		vm_fail(vm, addr < 4096 ? RUN_FAULT : RUN_UB, "X-CALL-1",
			"%s's comparison function 0x%llx is not a function", who, (unsigned long long)addr);
	if (f->is_decl)
		vm_fail(vm, RUN_ERROR, NULL, "%s with the external function '@%s' as comparison is not supported", who,
			f->g.u.v.name ? f->g.u.v.name : "?");
	return f;
}

static int
compare(Sorter *so, uint64_t a, uint64_t b)
{
	uint64_t args[2] = {a, b}, ret = 0;
	vm_call_function(so->vm, so->cmp, args, 2, &ret);
	return (int)vm_sext(ret, 32);
}

/* glibc's msort_with_tmp: halves [n/2, n - n/2], sorted in turn, merged
 * taking from the left half while cmp(left, right) <= 0.  Direct form:
 * elements move in simulated memory (the comparator sees them where they
 * currently are); the merge buffer is the host's. */
static void
msort_direct(Sorter *so, uint64_t b, uint64_t n, uint8_t *tmp)
{
	if (n <= 1)
		return;
	uint64_t n1 = n / 2, n2 = n - n1, s = so->size;
	uint64_t b1 = b, b2 = b + n1 * s;
	msort_direct(so, b1, n1, tmp);
	msort_direct(so, b2, n2, tmp);
	uint8_t *t = tmp;
	while (n1 > 0 && n2 > 0) {
		if (compare(so, b1, b2) <= 0) {
			memcpy(t, vm_mem_read(so->vm, b1, s), s);
			b1 += s;
			n1--;
		} else {
			memcpy(t, vm_mem_read(so->vm, b2, s), s);
			b2 += s;
			n2--;
		}
		t += s;
	}
	if (n1 > 0)
		memcpy(t, vm_mem_read(so->vm, b1, n1 * s), n1 * s);
	memcpy(vm_mem_write(so->vm, b, (n - n2) * s), tmp, (n - n2) * s);
}

/* Indirect form (glibc, for elements over 32 bytes): the same merge sort
 * of pointers to the elements, which stay put until a final permutation */
static void
msort_indirect(Sorter *so, uint64_t *p, uint64_t n, uint64_t *tmp)
{
	if (n <= 1)
		return;
	uint64_t n1 = n / 2, n2 = n - n1, *b1 = p, *b2 = p + n1, *t = tmp;
	msort_indirect(so, b1, n1, tmp);
	msort_indirect(so, b2, n2, tmp);
	while (n1 > 0 && n2 > 0) {
		if (compare(so, *b1, *b2) <= 0)
			*t++ = *b1++, n1--;
		else
			*t++ = *b2++, n2--;
	}
	while (n1 > 0)
		*t++ = *b1++, n1--;
	memcpy(p, tmp, (size_t)(n - n2) * sizeof *p);
}

static int
b_qsort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint64_t mask = vm->mem.ptr_mask;
	Sorter so = {vm, NULL, ARG(0), ARG(2) & mask};
	uint64_t n = ARG(1) & mask;
	so.cmp = callback(vm, ARG(3), "qsort");
	if (n <= 1 || !so.size)
		return 0;
	if (n > (1ull << 40) / so.size)
		vm_fail(vm, RUN_ERROR, NULL, "qsort of %llu elements of %llu bytes is too large", (unsigned long long)n,
			(unsigned long long)so.size);
	vm_mem_write(vm, so.base, n * so.size); /* the whole array must be there */
	if (so.size <= 32) {
		uint8_t *tmp = xmalloc(n * so.size);
		msort_direct(&so, so.base, n, tmp);
		free(tmp);
		return 0;
	}
	uint64_t *p = xmalloc(n * sizeof *p), *tmp = xmalloc(n * sizeof *tmp);
	for (uint64_t k = 0; k < n; k++)
		p[k] = so.base + k * so.size;
	msort_indirect(&so, p, n, tmp);
	/* permute: element k of the result is the one at p[k] */
	uint8_t *img = xmalloc(n * so.size);
	for (uint64_t k = 0; k < n; k++)
		memcpy(img + k * so.size, vm_mem_read(vm, p[k], so.size), so.size);
	memcpy(vm_mem_write(vm, so.base, n * so.size), img, n * so.size);
	free(img);
	free(p);
	free(tmp);
	return 0;
}

static int
b_bsearch(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t mask = vm->mem.ptr_mask;
	uint64_t key = ARG(0), base = ARG(1), n = ARG(2) & mask, size = ARG(3) & mask, r = 0;
	Sorter so = {vm, callback(vm, ARG(4), "bsearch"), base, size};
	uint32_t fi = vm->frames.len - 1;
	uint64_t l = 0, u = n;
	while (l < u) { /* glibc's bsearch */
		uint64_t idx = (l + u) / 2, p = base + idx * size;
		int c = compare(&so, key, p);
		if (c < 0)
			u = idx;
		else if (c > 0)
			l = idx + 1;
		else {
			r = p;
			break;
		}
	}
	Frame *fr = &VEC_AT(&vm->frames, Frame, fi);
	builtin_ret(cs, vm->regs + fr->base, vm->poison + fr->base, r);
	(void)R;
	(void)Z;
	return 0;
}

/* ------------------------------------------------------------- rand */
/* glibc's random() (TYPE_3: x[i] = x[i-31] + x[i-3] mod 2^32, output
 * x >> 1), seeded as srandom does: Park-Miller by Schrage's method, then
 * 310 outputs discarded; rand() without srand() is srand(1).  MSVC's UCRT
 * rand() is x = x * 214013 + 2531011, output (x >> 16) & 0x7fff. */
static uint32_t
glibc_random(LibcState *st)
{
	uint32_t v = (uint32_t)st->rtab[st->rf] + (uint32_t)st->rtab[st->rr];
	st->rtab[st->rf] = (int32_t)v;
	st->rf = (st->rf + 1) % 31;
	st->rr = (st->rr + 1) % 31;
	return v >> 1;
}

static void
glibc_srandom(LibcState *st, uint32_t seed)
{
	int32_t word = seed ? (int32_t)seed : 1;
	st->rtab[0] = word;
	for (int i = 1; i < 31; i++) {
		int64_t hi = word / 127773, lo = word % 127773;
		int64_t w = 16807 * lo - 2836 * hi;
		if (w < 0)
			w += 2147483647;
		word = (int32_t)w;
		st->rtab[i] = word;
	}
	st->rf = 3;
	st->rr = 0;
	for (int k = 0; k < 310; k++)
		glibc_random(st);
	st->rand_seeded = true;
}

static int
b_srand(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	LibcState *st = libc_state(vm);
	uint32_t seed = (uint32_t)ARG(0);
	if (vm->tgt.env == ENV_MSVC)
		st->msvc_seed = seed;
	else
		glibc_srandom(st, seed);
	return 0;
}

static int
b_rand(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LibcState *st = libc_state(vm);
	if (vm->tgt.env == ENV_MSVC) {
		if (!st->rand_seeded) {
			st->msvc_seed = 1;
			st->rand_seeded = true;
		}
		st->msvc_seed = st->msvc_seed * 214013u + 2531011u;
		builtin_ret(cs, R, Z, (st->msvc_seed >> 16) & 0x7fff);
		return 0;
	}
	if (!st->rand_seeded)
		glibc_srandom(st, 1);
	builtin_ret(cs, R, Z, glibc_random(st));
	return 0;
}

/* ------------------------------------------------------- process exit */
static int
b_exit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	int status = (int)(uint8_t)ARG(0);
	(void)cs;
	vm_exit_process(vm, status);
	vm->status = RUN_EXITED;
	vm->exit_code = status;
	longjmp(*vm->bail, 1);
}

static int
b_abort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm_flush_stdout(vm);
	vm->status = RUN_EXITED;
	vm->exit_code = 134;
	longjmp(*vm->bail, 1);
}

int
rt_atexit(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	VEC_PUSH(&vm->atexit_fns, uint64_t, ARG(0));
	VEC_PUSH(&vm->atexit_fns, uint64_t, cs->nargs > 1 ? ARG(1) : 0);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

/* a call that does nothing: its result (if any) is 0 */
int
rt_nop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	if (cs->dst_slots)
		memset(R + cs->dst, 0, cs->dst_slots * 8), memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}

/* ------------------------------------------------------------------ math */
/* A math function in each precision: computed in the argument's own
 * format (float functions for float, long double ones for x86_fp80 and
 * the 128-bit formats), over every lane of a vector argument. */
typedef struct MathFn {
	float (*f)(float, float, float);
	double (*d)(double, double, double);
	long double (*l)(long double, long double, long double);
} MathFn;

#define MATHWRAP(NAME, ARITY, FEXPR, DEXPR, LEXPR)                                        \
	static float m_##NAME##_f(float x, float y, float z) { (void)y; (void)z; return FEXPR; } \
	static double m_##NAME##_d(double x, double y, double z) { (void)y; (void)z; return DEXPR; } \
	static long double m_##NAME##_l(long double x, long double y, long double z)              \
	{                                                                                         \
		(void)y;                                                                          \
		(void)z;                                                                          \
		return LEXPR;                                                                     \
	}                                                                                         \
	static const MathFn mf_##NAME = {m_##NAME##_f, m_##NAME##_d, m_##NAME##_l};
MATHWRAP(sqrt, 1, sqrtf(x), sqrt(x), sqrtl(x))
MATHWRAP(sin, 1, sinf(x), sin(x), sinl(x))
MATHWRAP(cos, 1, cosf(x), cos(x), cosl(x))
MATHWRAP(tan, 1, tanf(x), tan(x), tanl(x))
MATHWRAP(exp, 1, expf(x), exp(x), expl(x))
MATHWRAP(exp2, 1, exp2f(x), exp2(x), exp2l(x))
MATHWRAP(log, 1, logf(x), log(x), logl(x))
MATHWRAP(log10, 1, log10f(x), log10(x), log10l(x))
MATHWRAP(log2, 1, log2f(x), log2(x), log2l(x))
MATHWRAP(fabs, 1, fabsf(x), fabs(x), fabsl(x))
MATHWRAP(floor, 1, floorf(x), floor(x), floorl(x))
MATHWRAP(ceil, 1, ceilf(x), ceil(x), ceill(x))
MATHWRAP(trunc, 1, truncf(x), trunc(x), truncl(x))
MATHWRAP(round, 1, roundf(x), round(x), roundl(x))
MATHWRAP(roundeven, 1, nearbyintf(x), nearbyint(x), nearbyintl(x))
MATHWRAP(rint, 1, rintf(x), rint(x), rintl(x))
MATHWRAP(atan, 1, atanf(x), atan(x), atanl(x))
MATHWRAP(asin, 1, asinf(x), asin(x), asinl(x))
MATHWRAP(acos, 1, acosf(x), acos(x), acosl(x))
MATHWRAP(sinh, 1, sinhf(x), sinh(x), sinhl(x))
MATHWRAP(cosh, 1, coshf(x), cosh(x), coshl(x))
MATHWRAP(tanh, 1, tanhf(x), tanh(x), tanhl(x))
MATHWRAP(cbrt, 1, cbrtf(x), cbrt(x), cbrtl(x))
MATHWRAP(pow, 2, powf(x, y), pow(x, y), powl(x, y))
MATHWRAP(fmod, 2, fmodf(x, y), fmod(x, y), fmodl(x, y))
MATHWRAP(atan2, 2, atan2f(x, y), atan2(x, y), atan2l(x, y))
MATHWRAP(copysign, 2, copysignf(x, y), copysign(x, y), copysignl(x, y))
MATHWRAP(fmin, 2, fminf(x, y), fmin(x, y), fminl(x, y))
MATHWRAP(fmax, 2, fmaxf(x, y), fmax(x, y), fmaxl(x, y))
MATHWRAP(minimum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fmin(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? x : y) : fminl(x, y))
MATHWRAP(maximum, 2, (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxf(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmax(x, y),
	 (x != x || y != y) ? NAN : (x == 0 && y == 0) ? (signbit(x) ? y : x) : fmaxl(x, y))
MATHWRAP(fma, 3, fmaf(x, y, z), fma(x, y, z), fmal(x, y, z))

static long double
lane_fp(VM *vm, const uint64_t *img, const Type *t, uint64_t k)
{
	if (t->kind != TY_VECTOR)
		return vm_fp_get(img, fp_kind_of_type(t));
	uint64_t es = dl_store_size(&vm->dl, t->elem), bits = mem_read_uint((const uint8_t *)img + k * es,
									   (unsigned)es, vm->big_endian);
	uint64_t s[2] = {bits, 0};
	return vm_fp_get(s, fp_kind_of_type(t->elem));
}

static void
set_lane_fp(VM *vm, uint64_t *img, const Type *t, uint64_t k, long double v)
{
	if (t->kind != TY_VECTOR) {
		vm_fp_put(img, fp_kind_of_type(t), v);
		return;
	}
	uint64_t es = dl_store_size(&vm->dl, t->elem), s[2] = {0, 0};
	vm_fp_put(s, fp_kind_of_type(t->elem), v);
	mem_write_uint((uint8_t *)img + k * es, (unsigned)es, s[0], vm->big_endian);
}

static int
apply_math(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, const MathFn *fn)
{
	const Type *t = cs->argtypes[0];
	const Type *e = t->kind == TY_VECTOR ? t->elem : t;
	uint64_t lanes = t->kind == TY_VECTOR ? t->count : 1;
	uint64_t out[32] = {0};
	if (type_slots(vm, cs->fty->elem) > 32)
		vm_fail(vm, RUN_ERROR, NULL, "'%s' on so wide a vector is not supported", vm->callee->g.u.v.name);
	uint8_t z = 0;
	for (uint32_t a = 0; a < cs->nargs && a < 3; a++)
		for (uint32_t s = 0; s < cs->argslots[a]; s++)
			z |= Z[cs->args[a] + s];
	for (uint64_t k = 0; k < lanes; k++) {
		long double x[3] = {0, 0, 0};
		for (uint32_t a = 0; a < cs->nargs && a < 3; a++)
			x[a] = lane_fp(vm, R + cs->args[a], cs->argtypes[a], k);
		long double r;
		if (e->kind == TY_FLOAT || e->kind == TY_HALF || e->kind == TY_BFLOAT)
			r = fn->f((float)x[0], (float)x[1], (float)x[2]);
		else if (e->kind == TY_DOUBLE)
			r = fn->d((double)x[0], (double)x[1], (double)x[2]);
		else
			r = fn->l(x[0], x[1], x[2]);
		set_lane_fp(vm, out, cs->fty->elem, k, r);
	}
	memcpy(R + cs->dst, out, cs->dst_slots * 8);
	memset(Z + cs->dst, z, cs->dst_slots);
	return 0;
}

#define MATHB(NAME) \
	static int b_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return apply_math(vm, cs, R, Z, &mf_##NAME); }
MATHB(sqrt) MATHB(sin) MATHB(cos) MATHB(tan) MATHB(exp) MATHB(exp2) MATHB(log) MATHB(log10)
MATHB(log2) MATHB(fabs) MATHB(floor) MATHB(ceil) MATHB(trunc) MATHB(round) MATHB(roundeven)
MATHB(rint) MATHB(atan) MATHB(asin) MATHB(acos) MATHB(sinh) MATHB(cosh) MATHB(tanh) MATHB(cbrt)
MATHB(pow) MATHB(fmod) MATHB(atan2) MATHB(copysign) MATHB(fmin) MATHB(fmax) MATHB(minimum)
MATHB(maximum) MATHB(fma)

/* complex multiply and divide helpers clang calls (C99 Annex G) */
static int
b_complex(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool div)
{
	/* the ABI decides the shape: (a, b, c, d) returning {T, T}, <2 x T>
	 * or an integer holding both; or a leading sret pointer */
	uint32_t first = cs->nargs == 5 ? 1 : 0;
	const Type *e = cs->argtypes[first];
	long double v[4];
	for (int k = 0; k < 4; k++)
		v[k] = vm_fp_get(R + cs->args[first + k], fp_kind_of_type(cs->argtypes[first + k]));
	long double re, im;
	if (e->kind == TY_FLOAT) {
		_Complex float x = (float)v[0] + (float)v[1] * 1.0if, y = (float)v[2] + (float)v[3] * 1.0if;
		_Complex float r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	} else if (e->kind == TY_DOUBLE) {
		_Complex double x = (double)v[0] + (double)v[1] * 1.0i, y = (double)v[2] + (double)v[3] * 1.0i;
		_Complex double r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	} else {
		_Complex long double x = v[0] + v[1] * 1.0il, y = v[2] + v[3] * 1.0il;
		_Complex long double r = div ? x / y : x * y;
		re = __real__ r, im = __imag__ r;
	}
	uint64_t es = dl_type_size(&vm->dl, e);
	uint8_t img[64] = {0};
	uint64_t s[2] = {0, 0};
	vm_fp_put(s, fp_kind_of_type(e), re);
	vm_store_value(vm, img, e, s);
	vm_fp_put(s, fp_kind_of_type(e), im);
	vm_store_value(vm, img + es, e, s);
	if (first) {
		memcpy(vm_mem_write(vm, ARG(0), 2 * es), img, 2 * es);
		return 0;
	}
	vm_load_value(vm, img, cs->fty->elem, R + cs->dst);
	memset(Z + cs->dst, 0, cs->dst_slots);
	return 0;
}
static int b_mulc3(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_complex(vm, cs, R, Z, false); }
static int b_divc3(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_complex(vm, cs, R, Z, true); }

/* ------------------------------------------------------------ intrinsics */
static uint64_t
int_lane(VM *vm, const uint64_t *img, const Type *t, uint64_t k)
{
	uint64_t es = dl_store_size(&vm->dl, t->elem);
	return mem_read_uint((const uint8_t *)img + k * es, (unsigned)es, vm->big_endian);
}

static uint64_t
minmax1(int which, uint64_t a, uint64_t b, unsigned w, bool int_min_poison, bool *poison)
{
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	switch (which) {
	case 0: return sa > sb ? a : b;
	case 1: return sa < sb ? a : b;
	case 2: return a > b ? a : b;
	case 3: return a < b ? a : b;
	default:
		if (int_min_poison && sa == vm_sext((uint64_t)1 << (w - 1), w))
			*poison = true;
		return (uint64_t)(sa < 0 ? -sa : sa) & (w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1);
	}
}

static int
b_int_minmax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	const Type *t = cs->argtypes[0];
	if (t->kind == TY_VECTOR) { /* lane by lane */
		unsigned w = t->elem->bits;
		uint64_t es = dl_store_size(&vm->dl, t->elem), out[32] = {0};
		bool p = false, imp = which == 4 && NARGS > 1 && (ARG(1) & 1);
		if (cs->dst_slots > 32)
			vm_fail(vm, RUN_ERROR, NULL, "'%s' on so wide a vector is not supported", vm->callee->g.u.v.name);
		for (uint64_t k = 0; k < t->count; k++) {
			uint64_t a = int_lane(vm, R + cs->args[0], t, k);
			uint64_t b = which < 4 ? int_lane(vm, R + cs->args[1], t, k) : 0;
			mem_write_uint((uint8_t *)out + k * es, (unsigned)es, minmax1(which, a, b, w, imp, &p), vm->big_endian);
		}
		uint8_t z = p ? 0xff : 0;
		for (uint32_t s = 0; s < cs->argslots[0]; s++)
			z |= Z[cs->args[0] + s] | (which < 4 ? Z[cs->args[1] + s] : 0);
		memcpy(R + cs->dst, out, cs->dst_slots * 8);
		memset(Z + cs->dst, z, cs->dst_slots);
		return 0;
	}
	unsigned w = int_bits(vm, t);
	uint64_t a = ARG(0), b = NARGS > 1 ? ARG(1) : 0, r;
	int64_t sa = vm_sext(a, w), sb = vm_sext(b, w);
	switch (which) {
	case 0: r = sa > sb ? a : b; break;          /* smax */
	case 1: r = sa < sb ? a : b; break;          /* smin */
	case 2: r = a > b ? a : b; break;            /* umax */
	case 3: r = a < b ? a : b; break;            /* umin */
	default: {                                   /* abs */
		bool min_is_poison = NARGS > 1 && (ARG(1) & 1);
		if (min_is_poison && sa == vm_sext((uint64_t)1 << (w - 1), w)) {
			R[cs->dst] = 0;
			Z[cs->dst] = 0xff;
			return 0;
		}
		r = (uint64_t)(sa < 0 ? -sa : sa);
	}
	}
	builtin_ret(cs, R, Z, r);
	Z[cs->dst] = Z[cs->args[0]] | (NARGS > 1 && which < 4 ? Z[cs->args[1]] : 0);
	return 0;
}
static int b_smax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 0); }
static int b_smin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 1); }
static int b_umax(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 2); }
static int b_umin(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 3); }
static int b_iabs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_int_minmax(vm, cs, R, Z, 4); }

static int
b_bits(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int which)
{
	const Type *t = cs->argtypes[0];
	if (t->kind != TY_INT || t->bits > 64)
		vm_fail(vm, RUN_ERROR, NULL, "'%s' on %s is not supported yet", vm->callee->g.u.v.name, type_str(t));
	unsigned w = t->bits;
	uint64_t a = ARG(0), r = 0;
	switch (which) {
	case 0: r = (uint64_t)__builtin_popcountll(a); break;
	case 1: /* ctlz */
		if (!a && NARGS > 1 && (ARG(1) & 1)) { Z[cs->dst] = 0xff; R[cs->dst] = 0; return 0; }
		r = a ? (uint64_t)(__builtin_clzll(a) - (64 - (int)w)) : w;
		break;
	case 2: /* cttz */
		if (!a && NARGS > 1 && (ARG(1) & 1)) { Z[cs->dst] = 0xff; R[cs->dst] = 0; return 0; }
		r = a ? (uint64_t)__builtin_ctzll(a) : w;
		break;
	case 3: /* bswap */
		r = __builtin_bswap64(a) >> (64 - w);
		break;
	default: /* bitreverse */
		for (unsigned k = 0; k < w; k++)
			r |= (a >> k & 1) << (w - 1 - k);
	}
	builtin_ret(cs, R, Z, r);
	Z[cs->dst] = Z[cs->args[0]];
	return 0;
}
static int b_ctpop(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 0); }
static int b_ctlz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 1); }
static int b_cttz(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 2); }
static int b_bswap(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 3); }
static int b_bitrev(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_bits(vm, cs, R, Z, 4); }

static int
b_funnel(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool left)
{
	unsigned w = int_bits(vm, cs->argtypes[0]);
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	uint64_t a = ARG(0), b = ARG(1), s = ARG(2) % w, r;
	if (!s)
		r = left ? a : b;
	else if (left)
		r = ((a << s) | (b >> (w - s))) & m;
	else
		r = ((b >> s) | (a << (w - s))) & m;
	builtin_ret(cs, R, Z, r);
	Z[cs->dst] = Z[cs->args[0]] | Z[cs->args[1]] | Z[cs->args[2]];
	return 0;
}
static int b_fshl(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_funnel(vm, cs, R, Z, true); }
static int b_fshr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_funnel(vm, cs, R, Z, false); }

/* llvm.{s,u}{add,sub,mul}.with.overflow: { iN, i1 } */
static int
b_overflow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, int op, bool is_signed)
{
	const Type *t = cs->argtypes[0];
	unsigned w = int_bits(vm, t);
	if (w > 64)
		vm_fail(vm, RUN_ERROR, NULL, "'%s' on %s is not supported yet", vm->callee->g.u.v.name, type_str(t));
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	uint64_t a = ARG(0), b = ARG(1);
	__int128 x = is_signed ? vm_sext(a, w) : (__int128)a, y = is_signed ? vm_sext(b, w) : (__int128)b, r;
	bool ovf = false;
	if (op == 2 && w == 64) {
		if (is_signed) {
			int64_t rr;
			ovf = __builtin_mul_overflow((int64_t)a, (int64_t)b, &rr);
			r = rr;
		} else {
			uint64_t rr;
			ovf = __builtin_mul_overflow(a, b, &rr);
			r = rr;
		}
	} else {
		r = op == 0 ? x + y : op == 1 ? x - y : x * y;
		__int128 back = is_signed ? vm_sext((uint64_t)r & m, w) : (__int128)((uint64_t)r & m);
		ovf = back != r;
	}
	const Type *st = cs->fty->elem;
	uint8_t *img = (uint8_t *)(R + cs->dst);
	memset(img, 0, cs->dst_slots * 8);
	uint64_t v[2] = {(uint64_t)r & m, 0};
	vm_store_value(vm, img + dl_field_offset(&vm->dl, st, 0), t, v);
	img[dl_field_offset(&vm->dl, st, 1)] = ovf;
	memset(Z + cs->dst, Z[cs->args[0]] | Z[cs->args[1]], cs->dst_slots);
	return 0;
}
static int b_sadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 0, true); }
static int b_uadd_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 0, false); }
static int b_ssub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 1, true); }
static int b_usub_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 1, false); }
static int b_smul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 2, true); }
static int b_umul_o(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_overflow(vm, cs, R, Z, 2, false); }

static int
b_sat(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, bool add, bool is_signed)
{
	unsigned w = int_bits(vm, cs->argtypes[0]);
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1;
	__int128 x = is_signed ? vm_sext(ARG(0), w) : (__int128)ARG(0);
	__int128 y = is_signed ? vm_sext(ARG(1), w) : (__int128)ARG(1);
	__int128 r = add ? x + y : x - y;
	__int128 lo = is_signed ? -((__int128)1 << (w - 1)) : 0;
	__int128 hi = is_signed ? ((__int128)1 << (w - 1)) - 1 : (__int128)m;
	r = r < lo ? lo : r > hi ? hi : r;
	builtin_ret(cs, R, Z, (uint64_t)r & m);
	return 0;
}
static int b_sadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, true, true); }
static int b_uadd_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, true, false); }
static int b_ssub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, false, true); }
static int b_usub_s(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return b_sat(vm, cs, R, Z, false, false); }

static int
b_trap(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)R;
	(void)Z;
	vm->fault_status = 132; /* SIGILL, as ud2 raises */
	vm_fail(vm, RUN_FAULT, "X-UB-8", "llvm.trap: the program trapped");
}

static int
b_assume(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (!(ARG(0) & 1) || Z[cs->args[0]])
		vm_fail(vm, RUN_UB, "X-UB-9", "llvm.assume of a false or poison condition");
	return 0;
}

static int
b_expect(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	memmove(R + cs->dst, R + cs->args[0], cs->dst_slots * 8);
	memmove(Z + cs->dst, Z + cs->args[0], cs->dst_slots);
	return 0;
}

static int
b_stacksave(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, vm->mem.sp);
	return 0;
}

static int
b_stackrestore(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint64_t sp = ARG(0);
	Frame *fr = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	/* never above the frame block: its objects live as long as the frame
	 * (vm.c's frame-relative ops rely on it) */
	if (sp < vm->mem.sp || sp > (fr->frame_base ? fr->frame_base : fr->sp_mark))
		vm_fail(vm, RUN_UB, "X-UB-10", "llvm.stackrestore to 0x%llx, not a saved stack position of this frame",
			(unsigned long long)sp);
	mem_stack_release(&vm->mem, sp);
	return 0;
}

static int
b_objectsize(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	/* "unknown": all ones for max, 0 for min (the second argument) */
	(void)vm;
	bool min = ARG(1) & 1;
	builtin_ret(cs, R, Z, min ? 0 : ~(uint64_t)0);
	return 0;
}

static int
b_is_constant(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static double
argd(const CallSite *cs, const uint64_t *R, uint32_t k)
{
	return (double)vm_fp_get(R + cs->args[k], fp_kind_of_type(cs->argtypes[k]));
}

static void
retd(const CallSite *cs, uint64_t *R, uint8_t *Z, double v)
{
	vm_fp_put(R + cs->dst, fp_kind_of_type(cs->fty->elem), v);
	memset(Z + cs->dst, 0, cs->dst_slots);
}

static int
b_reduce(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const char *name = vm->callee->g.u.v.name + strlen("llvm.vector.reduce.");
	const Type *vt = cs->argtypes[cs->nargs - 1];
	const Type *e = vt->elem;
	uint32_t vi = cs->nargs - 1;
	const uint8_t *img = (const uint8_t *)(R + cs->args[vi]);
	uint64_t es = dl_store_size(&vm->dl, e);
	if (type_is_fp(e)) {
		double acc = cs->nargs > 1 ? argd(cs, R, 0) : 0;
		bool first = cs->nargs == 1;
		for (uint64_t k = 0; k < vt->count; k++) {
			uint64_t bits = mem_read_uint(img + k * es, (unsigned)es, vm->big_endian);
			double x;
			if (e->kind == TY_FLOAT) {
				float f;
				uint32_t b = (uint32_t)bits;
				memcpy(&f, &b, 4);
				x = f;
			} else
				memcpy(&x, &bits, 8);
			if (first) {
				acc = x;
				first = false;
				continue;
			}
			if (!strncmp(name, "fadd", 4))
				acc = e->kind == TY_FLOAT ? (double)((float)acc + (float)x) : acc + x;
			else if (!strncmp(name, "fmul", 4))
				acc = e->kind == TY_FLOAT ? (double)((float)acc * (float)x) : acc * x;
			else if (!strncmp(name, "fmax", 4))
				acc = fmax(acc, x);
			else
				acc = fmin(acc, x);
		}
		retd(cs, R, Z, acc);
		return 0;
	}
	unsigned w = e->bits;
	uint64_t m = w >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1, acc = 0;
	for (uint64_t k = 0; k < vt->count; k++) {
		uint64_t x = w == 1 ? (img[k / 8] >> (k % 8)) & 1 : mem_read_uint(img + k * es, (unsigned)es, vm->big_endian) & m;
		if (k == 0) {
			acc = x;
			continue;
		}
		if (!strncmp(name, "add", 3)) acc = (acc + x) & m;
		else if (!strncmp(name, "mul", 3)) acc = (acc * x) & m;
		else if (!strncmp(name, "and", 3)) acc &= x;
		else if (!strncmp(name, "or", 2)) acc |= x;
		else if (!strncmp(name, "xor", 3)) acc ^= x;
		else if (!strncmp(name, "smax", 4)) acc = vm_sext(x, w) > vm_sext(acc, w) ? x : acc;
		else if (!strncmp(name, "smin", 4)) acc = vm_sext(x, w) < vm_sext(acc, w) ? x : acc;
		else if (!strncmp(name, "umax", 4)) acc = x > acc ? x : acc;
		else if (!strncmp(name, "umin", 4)) acc = x < acc ? x : acc;
		else vm_fail(vm, RUN_ERROR, NULL, "'%s' is not supported yet", vm->callee->g.u.v.name);
	}
	builtin_ret(cs, R, Z, acc);
	uint8_t z = 0;
	for (uint32_t s = 0; s < type_slots(vm, vt); s++)
		z |= Z[cs->args[vi] + s];
	Z[cs->dst] = z;
	return 0;
}

/* llvm.load.relative(ptr, off): ptr + the i32 stored at ptr + off
 * (relative lookup tables that -O2 builds) */
static int
b_load_relative(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t p = ARG(0), off = ARG(1);
	int64_t rel = vm_sext(mem_read_uint(vm_mem_read(vm, p + off, 4), 4, vm->big_endian), 32);
	builtin_ret(cs, R, Z, (p + (uint64_t)rel) & vm->mem.ptr_mask);
	return 0;
}

/* llvm.ptrmask(ptr, mask): the pointer with address bits cleared */
static int
b_ptrmask(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, ARG(0) & ARG(1) & vm->mem.ptr_mask);
	Z[cs->dst] = Z[cs->args[0]] | Z[cs->args[1]];
	return 0;
}

/* ---------------------------------------------------------------- tables */
static const RtFn libc_fns[] = {
	{"printf", b_printf}, {"fprintf", b_fprintf}, {"sprintf", b_sprintf}, {"snprintf", b_snprintf},
	{"vprintf", b_vprintf}, {"vfprintf", b_vfprintf}, {"vsprintf", b_vsprintf}, {"vsnprintf", b_vsnprintf},
	{"__printf_chk", b_printf_chk}, {"__fprintf_chk", b_fprintf_chk}, {"__sprintf_chk", b_sprintf_chk},
	{"__snprintf_chk", b_snprintf_chk}, {"__vprintf_chk", b_vprintf_chk}, {"__vfprintf_chk", b_vfprintf_chk},
	{"__vsprintf_chk", b_vsprintf_chk}, {"__vsnprintf_chk", b_vsnprintf_chk},
	{"__stdio_common_vfprintf", b_ucrt_vfprintf}, {"__stdio_common_vsprintf", b_ucrt_vsprintf},
	{"puts", b_puts}, {"fputs", b_fputs}, {"putchar", b_putchar}, {"fputc", b_fputc}, {"putc", b_fputc},
	{"fwrite", b_fwrite}, {"fflush", b_fflush}, {"__acrt_iob_func", b_iob}, {"malloc", b_malloc},
	{"calloc", b_calloc}, {"realloc", b_realloc}, {"free", b_free}, {"memcpy", b_memcpy},
	{"memmove", b_memcpy}, {"memset", b_memset}, {"memcmp", b_memcmp}, {"bcmp", b_memcmp},
	{"strlen", b_strlen}, {"strcmp", b_strcmp}, {"strncmp", b_strcmp}, {"strcpy", b_strcpy},
	{"strncpy", b_strncpy}, {"strcat", b_strcat}, {"strchr", b_strchr}, {"strrchr", b_strrchr},
	{"strstr", b_strstr}, {"strdup", b_strdup}, {"atoi", b_atoi}, {"atol", b_atoi}, {"atoll", b_atoi},
	{"strtol", b_strtol}, {"strtoll", b_strtol}, {"strtoimax", b_strtol}, {"strtoul", b_strtoul},
	{"strtoull", b_strtoul}, {"strtoumax", b_strtoul}, {"__isoc23_strtol", b_strtol},
	{"__isoc23_strtoll", b_strtol}, {"__isoc23_strtoul", b_strtoul}, {"__isoc23_strtoull", b_strtoul},
	{"strtod", b_strtod}, {"strtof", b_strtod}, {"strtold", b_strtod}, {"atof", b_strtod},
	{"isalpha", b_isalpha}, {"isdigit", b_isdigit}, {"isspace", b_isspace}, {"isupper", b_isupper},
	{"islower", b_islower}, {"isalnum", b_isalnum}, {"isprint", b_isprint}, {"ispunct", b_ispunct},
	{"isxdigit", b_isxdigit}, {"iscntrl", b_iscntrl}, {"isgraph", b_isgraph}, {"isblank", b_isblank},
	{"toupper", b_toupper}, {"tolower", b_tolower}, {"__ctype_b_loc", b_ctype_b_loc},
	{"__ctype_toupper_loc", b_ctype_toupper_loc}, {"__ctype_tolower_loc", b_ctype_tolower_loc},
	{"__errno_location", b_errno_location}, {"_errno", b_errno_location}, {"__error", b_errno_location},
	{"qsort", b_qsort}, {"bsearch", b_bsearch}, {"rand", b_rand}, {"srand", b_srand}, {"memchr", b_memchr},
	{"strncat", b_strncat}, {"strspn", b_strspn}, {"strcspn", b_strcspn}, {"strpbrk", b_strpbrk},
	{"strtok", b_strtok}, {"strtok_r", b_strtok_r}, {"__memcpy_chk", b_memcpy_chk},
	{"__memmove_chk", b_memcpy_chk}, {"__memset_chk", b_memset_chk}, {"__strcpy_chk", b_strcpy_chk},
	{"__strcat_chk", b_strcat_chk}, {"__strncpy_chk", b_strncpy_chk}, {"__strncat_chk", b_strncat_chk},
	{"abs", b_abs}, {"labs", b_abs}, {"llabs", b_abs}, {"exit", b_exit}, {"_exit", b_exit},
	{"abort", b_abort}, {"atexit", rt_atexit}, {"sqrt", b_sqrt}, {"sqrtf", b_sqrt}, {"sin", b_sin},
	{"sinf", b_sin}, {"cos", b_cos}, {"cosf", b_cos}, {"tan", b_tan}, {"exp", b_exp}, {"expf", b_exp},
	{"log", b_log}, {"logf", b_log}, {"log10", b_log10}, {"log2", b_log2}, {"fabs", b_fabs},
	{"fabsf", b_fabs}, {"floor", b_floor}, {"floorf", b_floor}, {"ceil", b_ceil}, {"ceilf", b_ceil},
	{"trunc", b_trunc}, {"round", b_round}, {"rint", b_rint}, {"atan", b_atan}, {"asin", b_asin},
	{"acos", b_acos}, {"sinh", b_sinh}, {"cosh", b_cosh}, {"tanh", b_tanh}, {"cbrt", b_cbrt}, {"pow", b_pow},
	{"powf", b_pow}, {"fmod", b_fmod}, {"fmodf", b_fmod}, {"atan2", b_atan2}, {"copysign", b_copysign},
	{"fmin", b_fmin}, {"fmax", b_fmax}, {"fma", b_fma}, {"sqrtl", b_sqrt}, {"fabsl", b_fabs}, {"powl", b_pow},
	{"exp2", b_exp2}, {"fmaf", b_fma}, {"__mulsc3", b_mulc3}, {"__muldc3", b_mulc3}, {"__mulxc3", b_mulc3},
	{"__multc3", b_mulc3}, {"__divsc3", b_divc3}, {"__divdc3", b_divc3}, {"__divxc3", b_divc3},
	{"__divtc3", b_divc3},
};

/* the FILE objects programs see, and the globals that point at them */
static const struct { const char *name; int which; } streams[] = {
	{"stdout", 1}, {"stderr", 2}, {"__stdoutp", 1}, {"__stderrp", 2}, {"stdin", 0}, {"__stdinp", 0},
};

static bool
libc_object(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	(void)o;
	for (size_t k = 0; k < countof(streams); k++)
		if (strcmp(name, streams[k].name) == 0)
			return true;
	return false;
}

static void
libc_start(VM *vm)
{
	vm->stdout_obj = mem_alloc_internal(&vm->mem, 64, 16, "stdout");
	vm->stderr_obj = mem_alloc_internal(&vm->mem, 64, 16, "stderr");
	for (size_t k = 0; k < countof(streams); k++) {
		Value *g = vm_symbol(vm, streams[k].name);
		if (!streams[k].which || !g || g->kind != VK_GLOBALVAR || ((Global *)g)->u.nops)
			continue;
		uint64_t a = vm_global_addr(vm, g);
		mem_write_uint(mem_host(&vm->mem, a), vm->ptr_bytes, streams[k].which == 2 ? vm->stderr_obj : vm->stdout_obj,
			       vm->big_endian);
	}
}

const RuntimeLib rt_libc = {
	.name = "C library",
	.fns = RT_TABLE(libc_fns),
	.object = libc_object,
	.start = libc_start,
	.state_size = sizeof(LibcState),
};

/* ------------------------------------------------------------ intrinsics */
static const RtFn intrinsic_fns[] = {
	{"llvm.trap", b_trap}, {"llvm.debugtrap", b_trap}, {"llvm.assume", b_assume}, {"llvm.va_end", rt_nop},
	{"llvm.donothing", rt_nop}, {"llvm.sideeffect", rt_nop}, {"llvm.stacksave", b_stacksave},
	{"llvm.stackrestore", b_stackrestore}, {"llvm.va_start", va_start_builtin},
	{"llvm.va_copy", va_copy_builtin},
};

/* llvm.NAME.<type suffixes>: matched by prefix */
static const RtFn intrinsic_prefixes[] = {
	{"llvm.memcpy.", b_memcpy}, {"llvm.memmove.", b_memcpy}, {"llvm.memset.", b_memset},
	{"llvm.lifetime.", rt_nop}, {"llvm.dbg.", rt_nop}, {"llvm.expect.", b_expect},
	{"llvm.experimental.noalias.scope.decl", rt_nop}, {"llvm.invariant.", rt_nop},
	{"llvm.launder.invariant.group.", b_expect}, {"llvm.strip.invariant.group.", b_expect},
	{"llvm.prefetch", rt_nop}, {"llvm.assume", b_assume}, {"llvm.objectsize.", b_objectsize},
	{"llvm.is.constant.", b_is_constant},
	{"llvm.abs.", b_iabs}, {"llvm.smax.", b_smax}, {"llvm.smin.", b_smin}, {"llvm.umax.", b_umax},
	{"llvm.umin.", b_umin}, {"llvm.ctpop.", b_ctpop}, {"llvm.ctlz.", b_ctlz}, {"llvm.cttz.", b_cttz},
	{"llvm.bswap.", b_bswap}, {"llvm.bitreverse.", b_bitrev}, {"llvm.fshl.", b_fshl},
	{"llvm.fshr.", b_fshr}, {"llvm.sadd.with.overflow.", b_sadd_o},
	{"llvm.uadd.with.overflow.", b_uadd_o}, {"llvm.ssub.with.overflow.", b_ssub_o},
	{"llvm.usub.with.overflow.", b_usub_o}, {"llvm.smul.with.overflow.", b_smul_o},
	{"llvm.umul.with.overflow.", b_umul_o}, {"llvm.sadd.sat.", b_sadd_s}, {"llvm.uadd.sat.", b_uadd_s},
	{"llvm.ssub.sat.", b_ssub_s}, {"llvm.usub.sat.", b_usub_s},
	{"llvm.fmuladd.", b_fma}, {"llvm.fma.", b_fma}, {"llvm.fabs.", b_fabs}, {"llvm.sqrt.", b_sqrt},
	{"llvm.floor.", b_floor}, {"llvm.ceil.", b_ceil}, {"llvm.trunc.", b_trunc}, {"llvm.round.", b_round},
	{"llvm.rint.", b_rint}, {"llvm.nearbyint.", b_rint}, {"llvm.copysign.", b_copysign},
	{"llvm.minnum.", b_fmin}, {"llvm.maxnum.", b_fmax}, {"llvm.minimum.", b_minimum},
	{"llvm.maximum.", b_maximum}, {"llvm.pow.", b_pow}, {"llvm.sin.", b_sin}, {"llvm.cos.", b_cos},
	{"llvm.exp.", b_exp}, {"llvm.log.", b_log}, {"llvm.log10.", b_log10}, {"llvm.log2.", b_log2},
	{"llvm.exp2.", b_exp2}, {"llvm.roundeven.", b_roundeven},
	{"llvm.vector.reduce.", b_reduce}, {"llvm.va_start.", va_start_builtin},
	{"llvm.load.relative.", b_load_relative}, {"llvm.stacksave.", b_stacksave},
	{"llvm.stackrestore.", b_stackrestore}, {"llvm.ptrmask.", b_ptrmask},
	{"llvm.va_end.", rt_nop}, {"llvm.va_copy.", va_copy_builtin},
};

const RuntimeLib rt_intrinsics = {
	.name = "LLVM intrinsics",
	.fns = RT_TABLE(intrinsic_fns),
	.prefixes = RT_TABLE(intrinsic_prefixes),
	.match = wideint_intrinsic, /* on integers wider than 64 bits (vm/wideint.c) */
};
