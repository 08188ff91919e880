/* libc_wchar.c — <wchar.h>'s wide-string functions (the wmem* and wcs*
 * families that char_traits<wchar_t> calls).  A wide character is the
 * target's wchar_t: 4 bytes on glibc, 2 on Windows, signed or not as the
 * target's ABI says (compared as glibc and the UCRT compare them: as
 * wchar_t values). */
#include "rt/libc.h"

#include <string.h>

static unsigned
wsize(VM *vm)
{
	return vm->tgt.abi.wchar_size;
}

int64_t
libc_wchar_read(VM *vm, uint64_t a)
{
	unsigned n = wsize(vm);
	uint64_t v = mem_read_uint(vm_mem_read(vm, a, n), n, vm->big_endian);
	/* glibc's wchar_t is int; Windows' is unsigned short */
	return n == 4 ? (int64_t)(int32_t)v : (int64_t)v;
}

void
libc_wchar_write(VM *vm, uint64_t a, int64_t v)
{
	unsigned n = wsize(vm);
	mem_write_uint(vm_mem_write(vm, a, n), n, (uint64_t)v, vm->big_endian);
}

uint64_t
libc_weof(VM *vm)
{
	/* wint_t is int on glibc, unsigned short on Windows */
	return vm->tgt.abi.wchar_size == 2 ? 0xffff : 0xffffffffu;
}

static int
b_wcslen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t k = 0;
	while (libc_wchar_read(vm, ARG(0) + k * wsize(vm)))
		k++;
	builtin_ret(cs, R, Z, k);
	return 0;
}

static int
cmp(int64_t a, int64_t b)
{
	return a < b ? -1 : a > b;
}

static int
b_wcscmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned n = wsize(vm);
	for (uint64_t k = 0;; k++) {
		int64_t a = libc_wchar_read(vm, ARG(0) + k * n), b = libc_wchar_read(vm, ARG(1) + k * n);
		if (a != b || !a) {
			builtin_ret(cs, R, Z, (uint64_t)(int64_t)cmp(a, b));
			return 0;
		}
	}
}

static int
b_wmemcmp(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned n = wsize(vm);
	for (uint64_t k = 0; k < ARG(2); k++) {
		int64_t a = libc_wchar_read(vm, ARG(0) + k * n), b = libc_wchar_read(vm, ARG(1) + k * n);
		if (a != b) {
			builtin_ret(cs, R, Z, (uint64_t)(int64_t)cmp(a, b));
			return 0;
		}
	}
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_wmemchr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	unsigned n = wsize(vm);
	int64_t c = n == 4 ? (int64_t)(int32_t)ARG(1) : (int64_t)(uint16_t)ARG(1);
	for (uint64_t k = 0; k < ARG(2); k++)
		if (libc_wchar_read(vm, ARG(0) + k * n) == c) {
			builtin_ret(cs, R, Z, ARG(0) + k * n);
			return 0;
		}
	builtin_ret(cs, R, Z, 0);
	return 0;
}

/* wmemcpy and wmemmove: the byte copy (memmove's) of n wide characters,
 * each byte's state carried (uninitialised bytes stay so) */
static int
b_wmemmove(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t bytes = ARG(2) * wsize(vm);
	if (bytes) {
		const uint8_t *s = vm_mem_read(vm, ARG(1), bytes);
		memmove(vm_mem_write(vm, ARG(0), bytes), s, bytes);
		mem_copy_init(&vm->mem, ARG(0), ARG(1), bytes);
	}
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_wmemset(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	for (uint64_t k = 0; k < ARG(2); k++)
		libc_wchar_write(vm, ARG(0) + k * wsize(vm), (int64_t)ARG(1));
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

/* _FORTIFY_SOURCE's forms: a last argument, the destination's room in
 * wide characters; less than n is glibc's buffer overflow report */
static int
b_wmemmove_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (ARG(3) < ARG(2))
		libc_chk_fail(vm);
	return b_wmemmove(vm, cs, R, Z);
}

static int
b_wmemset_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (ARG(3) < ARG(2))
		libc_chk_fail(vm);
	return b_wmemset(vm, cs, R, Z);
}

/* ---------------------------------------------------------------- table */
static const RtFn fns[] = {
	{"wcslen", b_wcslen}, {"wcscmp", b_wcscmp}, {"wmemcmp", b_wmemcmp}, {"wmemchr", b_wmemchr},
	{"wmemcpy", b_wmemmove}, {"wmemmove", b_wmemmove}, {"wmemset", b_wmemset},
	{"__wmemcpy_chk", b_wmemmove_chk}, {"__wmemmove_chk", b_wmemmove_chk}, {"__wmemset_chk", b_wmemset_chk},
};

const RuntimeLib rt_libc_wchar = {
	.name = "C library <wchar.h>",
	.fns = RT_TABLE(fns),
};
