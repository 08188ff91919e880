/* libc_string.c — <string.h>: mem* and str*, and their _FORTIFY_SOURCE
 * checking forms (__memcpy_chk...). */
#include "rt/libc.h"

#include <string.h>

/* ------------------------------------------------------------- memory */
int
libc_memcpy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
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

int
libc_memset(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
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
	builtin_ret(cs, R, Z, libc_strlen(vm, ARG(0)));
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
	uint64_t n = libc_strlen(vm, ARG(1)) + 1;
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
	uint64_t dl = libc_strlen(vm, ARG(0)), n = libc_strlen(vm, ARG(1)) + 1;
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
	char *h = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL), *n = rt_read_cstr(vm, ARG(1), SIZE_MAX, NULL);
	char *f = strstr(h, n);
	builtin_ret(cs, R, Z, f ? ARG(0) + (uint64_t)(f - h) : 0);
	free(h);
	free(n);
	return 0;
}

static int
b_strdup(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t n = libc_strlen(vm, ARG(0)) + 1;
	uint64_t a = mem_alloc_heap(&vm->mem, n, 16, cs->inst, vm->frames.len);
	if (a)
		memcpy(mem_host(&vm->mem, a), mem_host(&vm->mem, ARG(0)), n);
	builtin_ret(cs, R, Z, a);
	return 0;
}

/* ------------------------------------------------------- more strings */
static int
b_memchr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t s = ARG(0), n = ARG(2) & vm->mem.ptr_mask, r = 0;
	uint8_t c = (uint8_t)ARG(1);
	for (uint64_t k = 0; k < n; k++)
		if (libc_peek(vm, s + k) == c) {
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
	uint64_t e = d + libc_strlen(vm, d), k = 0;
	for (; k < n; k++) {
		uint8_t c = libc_peek(vm, s + k);
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
		uint8_t x = libc_peek(vm, set + k);
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
		uint8_t c = libc_peek(vm, s + k);
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
	builtin_ret(cs, R, Z, libc_peek(vm, p) ? p : 0);
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
	if (!libc_peek(vm, s)) {
		*save = s;
		return 0;
	}
	uint64_t end = s + span(vm, s, delim, false);
	if (!libc_peek(vm, end)) {
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
		libc_chk_fail(vm);
}

static int
b_memcpy_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, ARG(2) & vm->mem.ptr_mask, ARG(3));
	return libc_memcpy(vm, cs, R, Z);
}

static int
b_memset_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, ARG(2) & vm->mem.ptr_mask, ARG(3));
	return libc_memset(vm, cs, R, Z);
}

static int
b_strcpy_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, libc_strlen(vm, ARG(1)) + 1, ARG(2));
	return b_strcpy(vm, cs, R, Z);
}

static int
b_strcat_chk(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	chk_room(vm, libc_strlen(vm, ARG(0)) + libc_strlen(vm, ARG(1)) + 1, ARG(2));
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
	while (k < n && libc_peek(vm, ARG(1) + k))
		k++;
	chk_room(vm, libc_strlen(vm, ARG(0)) + k + 1, ARG(3));
	return b_strncat(vm, cs, R, Z);
}


/* ---------------------------------------------------------------- table */
static const RtCFn fns[] = {
	{"memcpy", libc_memcpy, "p(ppz)"}, {"memmove", libc_memcpy, "p(ppz)"}, {"memset", libc_memset, "p(piz)"}, {"memcmp", b_memcmp, "i(ppz)"},
	{"bcmp", b_memcmp, "i(ppz)"}, {"strlen", b_strlen, "z(p)"}, {"strcmp", b_strcmp, "i(pp)"}, {"strncmp", b_strcmp, "i(ppz)"},
	{"strcpy", b_strcpy, "p(pp)"}, {"strncpy", b_strncpy, "p(ppz)"}, {"strcat", b_strcat, "p(pp)"}, {"strchr", b_strchr, "p(pi)"},
	{"strrchr", b_strrchr, "p(pi)"}, {"strstr", b_strstr, "p(pp)"}, {"strdup", b_strdup, "p(p)"}, {"memchr", b_memchr, "p(piz)"},
	{"strncat", b_strncat, "p(ppz)"}, {"strspn", b_strspn, "z(pp)"}, {"strcspn", b_strcspn, "z(pp)"}, {"strpbrk", b_strpbrk, "p(pp)"},
	{"strtok", b_strtok, "p(pp)"}, {"strtok_r", b_strtok_r, "p(ppp)"}, {"__memcpy_chk", b_memcpy_chk, "p(ppzz)"},
	{"__memmove_chk", b_memcpy_chk, "p(ppzz)"}, {"__memset_chk", b_memset_chk, "p(pizz)"}, {"__strcpy_chk", b_strcpy_chk, "p(ppz)"},
	{"__strcat_chk", b_strcat_chk, "p(ppz)"}, {"__strncpy_chk", b_strncpy_chk, "p(ppzz)"}, {"__strncat_chk", b_strncat_chk, "p(ppzz)"},
};

const RuntimeLib rt_libc_string = {
	.name = "C library <string.h>",
	.cfns = RT_TABLE(fns),
};
