/* libc_locale.c — <locale.h>, <wctype.h>'s C-locale functions, and
 * glibc's locale_t layer as libstdc++'s GNU locale model calls it
 * (__newlocale, __uselocale, the *_l functions), in the one locale ehi
 * has: "C" (also named "POSIX").  (On the other C libraries the glibc
 * names are simply never called.)
 *
 * libstdc++ reads glibc's locale object directly: ctype<char> takes its
 * class and case tables from the object's __ctype_b, __ctype_tolower and
 * __ctype_toupper fields.  So the C locale is one object in simulated
 * memory laid out as glibc's struct __locale_struct (13 category data
 * pointers, the three table pointers, 13 name pointers), its tables the
 * ones <ctype.h>'s macros read.  A locale other than "C" does not exist
 * (newlocale fails with ENOENT, as on a system with no locales built);
 * a query ehi does not know is "not provided", never a guess. */
#include "rt/libc.h"
#include "rt/vfs.h"

#include <string.h>

enum { LC_CATEGORIES = 13, T_ENOENT = 2 };

/* the C locale object (allocated on first use) and the thread's current
 * locale (0: the global one, LC_GLOBAL_LOCALE) */
typedef struct LocaleState {
	uint64_t c_locale, c_name, current;
	uint64_t lconv;
} LocaleState;

const RuntimeLib rt_libc_locale;

static LocaleState *
locale_state(VM *vm)
{
	return rt_state(vm, &rt_libc_locale);
}

static uint64_t
c_string(VM *vm, const char *s, const char *what)
{
	size_t n = strlen(s) + 1;
	uint64_t a = mem_alloc_internal(&vm->mem, n, 1, what);
	memcpy(mem_host(&vm->mem, a), s, n);
	mem_set_state(&vm->mem, a, n, SH_CONST);
	return a;
}

static uint64_t
c_locale(VM *vm)
{
	LocaleState *st = locale_state(vm);
	if (st->c_locale)
		return st->c_locale;
	unsigned pb = vm->ptr_bytes;
	uint64_t a = mem_alloc_internal(&vm->mem, (2 * LC_CATEGORIES + 3) * pb, pb, "the C locale (locale_t)");
	uint8_t *p = mem_host(&vm->mem, a);
	memset(p, 0, (2 * LC_CATEGORIES + 3) * pb);
	st->c_name = c_string(vm, "C", "the C locale's name");
	const uint64_t tables[3] = {libc_ctype_table(vm, 0), libc_ctype_table(vm, 2), libc_ctype_table(vm, 1)};
	for (int k = 0; k < 3; k++) /* __ctype_b, __ctype_tolower, __ctype_toupper */
		mem_write_uint(p + (LC_CATEGORIES + k) * pb, pb, tables[k], vm->big_endian);
	for (int k = 0; k < LC_CATEGORIES; k++)
		mem_write_uint(p + (LC_CATEGORIES + 3 + k) * pb, pb, st->c_name, vm->big_endian);
	mem_set_state(&vm->mem, a, (2 * LC_CATEGORIES + 3) * pb, SH_CONST);
	return st->c_locale = a;
}

static bool
is_c_name(VM *vm, uint64_t name)
{
	char buf[8];
	rt_read_cstr(vm, name, sizeof buf - 1, buf);
	return !strcmp(buf, "C") || !strcmp(buf, "POSIX") || !strcmp(buf, "");
}

/* newlocale(mask, name, base): "C", "POSIX" and "" (the environment's,
 * which is empty: "C") are the C locale; any other does not exist */
static int
b_newlocale(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	if (!ARG(1)) {
		libc_set_errno(vm, T_EINVAL);
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	if (!is_c_name(vm, ARG(1))) {
		libc_set_errno(vm, T_ENOENT);
		builtin_ret(cs, R, Z, 0);
		return 0;
	}
	builtin_ret(cs, R, Z, c_locale(vm));
	return 0;
}

/* duplocale(l): the C locale is shared, as glibc shares its static one */
static int
b_duplocale(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, vm_sext(ARG(0), vm->ptr_bytes * 8) == -1 ? c_locale(vm) : ARG(0));
	return 0;
}

/* uselocale(l): set the thread's locale (0: only query), return the old
 * one (LC_GLOBAL_LOCALE, (locale_t)-1, when none was set) */
static int
b_uselocale(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LocaleState *st = locale_state(vm);
	uint64_t old = st->current ? st->current : (vm->ptr_bytes == 8 ? ~(uint64_t)0 : 0xffffffffu);
	if (ARG(0))
		st->current = ARG(0);
	builtin_ret(cs, R, Z, old);
	return 0;
}

/* setlocale(cat, name): a query (name NULL) or "C"/"POSIX"/"" answer
 * "C"; any other locale does not exist (NULL) */
static int
b_setlocale(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LocaleState *st = locale_state(vm);
	c_locale(vm);
	builtin_ret(cs, R, Z, !ARG(1) || is_c_name(vm, ARG(1)) ? st->c_name : 0);
	return 0;
}

/* the C locale's MB_CUR_MAX */
static int
b_mb_cur_max(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, 1);
	return 0;
}

/* strcoll and strxfrm in the C locale: byte order, as strcmp and strncpy */
static int
b_strcoll(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	for (uint64_t k = 0;; k++) {
		uint8_t a = libc_peek(vm, ARG(0) + k), b = libc_peek(vm, ARG(1) + k);
		if (a != b || !a) {
			builtin_ret(cs, R, Z, (uint64_t)(int64_t)(a < b ? -1 : a > b));
			return 0;
		}
	}
}

static int
b_strxfrm(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t len = libc_strlen(vm, ARG(1)), n = ARG(2);
	if (len < n) {
		uint8_t *d = vm_mem_write(vm, ARG(0), len + 1);
		memcpy(d, vm_mem_read(vm, ARG(1), len + 1), len + 1);
	}
	builtin_ret(cs, R, Z, len);
	return 0;
}

/* localeconv(): the C locale's struct lconv ("." and the rest empty or
 * CHAR_MAX), glibc's layout: 10 string pointers, 14 chars */
static int
b_localeconv(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	LocaleState *st = locale_state(vm);
	if (!st->lconv) {
		unsigned pb = vm->ptr_bytes, size = 10 * pb + 16;
		uint64_t dot = c_string(vm, ".", "lconv decimal point"), empty = c_string(vm, "", "lconv empty string");
		uint64_t a = mem_alloc_internal(&vm->mem, size, pb, "struct lconv");
		uint8_t *p = mem_host(&vm->mem, a);
		memset(p, 0, size);
		for (unsigned k = 0; k < 10; k++)
			mem_write_uint(p + k * pb, pb, k == 0 ? dot : empty, vm->big_endian);
		/* CHAR_MAX, "not available": 127 where char is signed, 255 where
		 * it is not (ARM, AArch64) */
		memset(p + 10 * pb, vm->tgt.abi.char_signed ? 127 : 255, 14);
		mem_set_state(&vm->mem, a, size, SH_CONST);
		st->lconv = a;
	}
	builtin_ret(cs, R, Z, st->lconv);
	return 0;
}

/* ------------------------------------- wide characters in the C locale */
/* The C locale's character set is ASCII: a byte over 0x7f is no
 * character (mbrtowc fails with EILSEQ, btowc gives WEOF), and a wide
 * character over 0x7f has no byte.  wchar_t is the target's (4 bytes on
 * glibc, 2 on Windows). */

static int
b_wctob(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t c = (uint32_t)ARG(0);
	(void)vm;
	builtin_ret(cs, R, Z, c < 0x80 ? c : (uint64_t)-1);
	return 0;
}

static int
b_btowc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	int32_t c = (int32_t)ARG(0);
	builtin_ret(cs, R, Z, c >= 0 && c < 0x80 ? (uint64_t)c : libc_weof(vm));
	return 0;
}

/* mbrtowc(pwc, s, n, ps) and mbrlen(s, n, ps), which is mbrtowc with no
 * pwc: one byte, one character */
static uint64_t
mb_to_wc(VM *vm, uint64_t pwc, uint64_t s, uint64_t n)
{
	if (!s)
		return 0;
	if (!n)
		return (uint64_t)-2;
	uint8_t c = libc_peek(vm, s);
	if (c >= 0x80) {
		libc_set_errno(vm, vfs_errno_value(vm, V_EILSEQ));
		return (uint64_t)-1;
	}
	if (pwc)
		libc_wchar_write(vm, pwc, c);
	return c != 0;
}

static int
b_mbrtowc(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, mb_to_wc(vm, ARG(0), ARG(1), ARG(2)));
	return 0;
}

static int
b_mbrlen(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, mb_to_wc(vm, 0, ARG(0), ARG(1)));
	return 0;
}

/* wcrtomb(s, wc, ps) */
static int
b_wcrtomb(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t s = ARG(0);
	uint32_t wc = (uint32_t)ARG(1);
	if (!s) {
		builtin_ret(cs, R, Z, 1);
		return 0;
	}
	if (wc >= 0x80) {
		libc_set_errno(vm, vfs_errno_value(vm, V_EILSEQ));
		builtin_ret(cs, R, Z, (uint64_t)-1);
		return 0;
	}
	*vm_mem_write(vm, s, 1) = (uint8_t)wc;
	builtin_ret(cs, R, Z, 1);
	return 0;
}

/* mbsnrtowcs(dst, &src, nms, len, ps) and mbsrtowcs(dst, &src, len, ps):
 * bytes to wide characters up to the NUL, nms bytes or len characters */
static uint64_t
mbs_to_wcs(VM *vm, uint64_t dst, uint64_t srcp, uint64_t nms, uint64_t len)
{
	unsigned pb = vm->ptr_bytes;
	uint64_t src = mem_read_uint(vm_mem_read(vm, srcp, pb), pb, vm->big_endian), k = 0;
	for (; k < nms && (!dst || k < len); k++) {
		uint8_t c = libc_peek(vm, src + k);
		if (c >= 0x80) {
			mem_write_uint(vm_mem_write(vm, srcp, pb), pb, src + k, vm->big_endian);
			libc_set_errno(vm, vfs_errno_value(vm, V_EILSEQ));
			return (uint64_t)-1;
		}
		if (dst)
			libc_wchar_write(vm, dst + vm->tgt.abi.wchar_size * k, c);
		if (!c) {
			if (dst)
				mem_write_uint(vm_mem_write(vm, srcp, pb), pb, 0, vm->big_endian);
			return k;
		}
	}
	if (dst)
		mem_write_uint(vm_mem_write(vm, srcp, pb), pb, src + k, vm->big_endian);
	return k;
}

static int
b_mbsnrtowcs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, mbs_to_wcs(vm, ARG(0), ARG(1), ARG(2), ARG(3)));
	return 0;
}

static int
b_mbsrtowcs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, mbs_to_wcs(vm, ARG(0), ARG(1), UINT64_MAX, ARG(2)));
	return 0;
}

/* wcsnrtombs(dst, &src, nwc, len, ps) and wcsrtombs(dst, &src, len, ps) */
static uint64_t
wcs_to_mbs(VM *vm, uint64_t dst, uint64_t srcp, uint64_t nwc, uint64_t len)
{
	unsigned pb = vm->ptr_bytes;
	uint64_t src = mem_read_uint(vm_mem_read(vm, srcp, pb), pb, vm->big_endian), k = 0;
	for (; k < nwc && (!dst || k < len); k++) {
		uint32_t c = (uint32_t)libc_wchar_read(vm, src + vm->tgt.abi.wchar_size * k);
		if (c >= 0x80) {
			mem_write_uint(vm_mem_write(vm, srcp, pb), pb, src + vm->tgt.abi.wchar_size * k, vm->big_endian);
			libc_set_errno(vm, vfs_errno_value(vm, V_EILSEQ));
			return (uint64_t)-1;
		}
		if (dst)
			*vm_mem_write(vm, dst + k, 1) = (uint8_t)c;
		if (!c) {
			if (dst)
				mem_write_uint(vm_mem_write(vm, srcp, pb), pb, 0, vm->big_endian);
			return k;
		}
	}
	if (dst)
		mem_write_uint(vm_mem_write(vm, srcp, pb), pb, src + vm->tgt.abi.wchar_size * k, vm->big_endian);
	return k;
}

static int
b_wcsnrtombs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, wcs_to_mbs(vm, ARG(0), ARG(1), ARG(2), ARG(3)));
	return 0;
}

static int
b_wcsrtombs(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, wcs_to_mbs(vm, ARG(0), ARG(1), UINT64_MAX, ARG(2)));
	return 0;
}

/* wctype(name): the class's mask bit as the opaque wctype_t (0: no such
 * class); iswctype(wc, t) tests it in the C locale's ASCII classes */
static const struct { const char *name; unsigned mask; } wclasses[] = {
	{"alnum", CT_ALNUM}, {"alpha", CT_ALPHA}, {"blank", CT_BLANK}, {"cntrl", CT_CNTRL},
	{"digit", CT_DIGIT}, {"graph", CT_GRAPH}, {"lower", CT_LOWER}, {"print", CT_PRINT},
	{"punct", CT_PUNCT}, {"space", CT_SPACE}, {"upper", CT_UPPER}, {"xdigit", CT_XDIGIT},
};

static int
b_wctype(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char buf[16];
	rt_read_cstr(vm, ARG(0), sizeof buf - 1, buf);
	uint64_t t = 0;
	for (size_t k = 0; k < countof(wclasses); k++)
		if (!strcmp(buf, wclasses[k].name))
			t = wclasses[k].mask;
	builtin_ret(cs, R, Z, t);
	return 0;
}

/* iswctype(wc, t), and iswalpha(wc) and the rest with their class's bit */
static int
wclass_test(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, unsigned mask)
{
	uint32_t c = (uint32_t)ARG(0);
	(void)vm;
	builtin_ret(cs, R, Z, c < 0x80 && (libc_ctype_class(c) & mask) ? 1 : 0);
	return 0;
}

static int
b_iswctype(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	return wclass_test(vm, cs, R, Z, (unsigned)ARG(1));
}
#define WCLASS_FN(NAME, MASK) \
	static int b_##NAME(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) { return wclass_test(vm, cs, R, Z, MASK); }
WCLASS_FN(iswalnum, CT_ALNUM) WCLASS_FN(iswalpha, CT_ALPHA) WCLASS_FN(iswblank, CT_BLANK) WCLASS_FN(iswcntrl, CT_CNTRL)
WCLASS_FN(iswdigit, CT_DIGIT) WCLASS_FN(iswgraph, CT_GRAPH) WCLASS_FN(iswlower, CT_LOWER) WCLASS_FN(iswprint, CT_PRINT)
WCLASS_FN(iswpunct, CT_PUNCT) WCLASS_FN(iswspace, CT_SPACE) WCLASS_FN(iswupper, CT_UPPER) WCLASS_FN(iswxdigit, CT_XDIGIT)

static int
b_towupper(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t c = (uint32_t)ARG(0);
	(void)vm;
	builtin_ret(cs, R, Z, c < 0x80 ? (uint64_t)libc_toupper(c) : c);
	return 0;
}

static int
b_towlower(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint32_t c = (uint32_t)ARG(0);
	(void)vm;
	builtin_ret(cs, R, Z, c < 0x80 ? (uint64_t)libc_tolower(c) : c);
	return 0;
}

/* gettext(msgid), dgettext(domain, msgid), dcgettext(domain, msgid,
 * category): the C locale has no message catalogs, so the message is
 * its own translation */
static int
b_gettext(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, ARG(0));
	return 0;
}

static int
b_dgettext(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)vm;
	builtin_ret(cs, R, Z, ARG(1));
	return 0;
}

/* ---------------------------------------------------------------- table */
static const RtFn fns[] = {
	{"gettext", b_gettext}, {"dgettext", b_dgettext}, {"dcgettext", b_dgettext},
	{"newlocale", b_newlocale}, {"__newlocale", b_newlocale},
	{"duplocale", b_duplocale}, {"__duplocale", b_duplocale},
	{"freelocale", rt_nop}, {"__freelocale", rt_nop},
	{"uselocale", b_uselocale}, {"__uselocale", b_uselocale},
	{"setlocale", b_setlocale}, {"localeconv", b_localeconv},
	{"__ctype_get_mb_cur_max", b_mb_cur_max},
	{"strcoll", b_strcoll}, {"__strcoll_l", b_strcoll}, {"strcoll_l", b_strcoll},
	{"strxfrm", b_strxfrm}, {"__strxfrm_l", b_strxfrm}, {"strxfrm_l", b_strxfrm},
	{"wctob", b_wctob}, {"btowc", b_btowc}, {"mbrtowc", b_mbrtowc}, {"mbrlen", b_mbrlen}, {"wcrtomb", b_wcrtomb},
	{"mbsnrtowcs", b_mbsnrtowcs}, {"mbsrtowcs", b_mbsrtowcs}, {"wcsnrtombs", b_wcsnrtombs},
	{"wcsrtombs", b_wcsrtombs},
	{"wctype", b_wctype}, {"__wctype_l", b_wctype}, {"wctype_l", b_wctype},
	{"iswctype", b_iswctype}, {"__iswctype_l", b_iswctype}, {"iswctype_l", b_iswctype},
	{"towupper", b_towupper}, {"__towupper_l", b_towupper}, {"towupper_l", b_towupper},
	{"towlower", b_towlower}, {"__towlower_l", b_towlower}, {"towlower_l", b_towlower},
	{"iswalnum", b_iswalnum}, {"iswalpha", b_iswalpha}, {"iswblank", b_iswblank}, {"iswcntrl", b_iswcntrl},
	{"iswdigit", b_iswdigit}, {"iswgraph", b_iswgraph}, {"iswlower", b_iswlower}, {"iswprint", b_iswprint},
	{"iswpunct", b_iswpunct}, {"iswspace", b_iswspace}, {"iswupper", b_iswupper}, {"iswxdigit", b_iswxdigit},
};

/* glibc's flag that the process has one thread: ehi runs one */
static bool
locale_object(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	(void)o;
	return !strcmp(name, "__libc_single_threaded");
}

static void
locale_fill(VM *vm)
{
	Value *g = vm_symbol(vm, "__libc_single_threaded");
	if (g && g->kind == VK_GLOBALVAR && !((Global *)g)->u.nops)
		*mem_host(&vm->mem, vm_global_addr(vm, g)) = 1;
}

const RuntimeLib rt_libc_locale = {
	.name = "C library <locale.h> (glibc's locale_t layer)",
	.fns = RT_TABLE(fns),
	.object = locale_object,
	.fill = locale_fill,
	.state_size = sizeof(LocaleState),
};
