/* The C locale (SPEC.md section 6, "The C locale"): setlocale, newlocale,
 * uselocale and duplocale, localeconv, strcoll/strxfrm, the multibyte and
 * wide-character conversions in ASCII, <wctype.h>, the wmem and wcs
 * functions, and the locale_t forms libstdc++'s GNU model calls. */
#define _GNU_SOURCE
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include <errno.h>
#include <stdlib.h>
#include <libintl.h>

int main(void) {
	printf("setlocale query: %s\n", setlocale(LC_ALL, NULL));
	printf("setlocale C: %s\n", setlocale(LC_ALL, "C"));
	printf("setlocale POSIX: %s\n", setlocale(LC_ALL, "POSIX"));
	printf("setlocale xx_YY: %s\n", setlocale(LC_ALL, "xx_YY.UTF-8") ? "found" : "(null)");
	errno = 0;
	locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
	printf("newlocale C: %s\n", l ? "ok" : "null");
	errno = 0;
	locale_t bad = newlocale(LC_ALL_MASK, "xx_YY.UTF-8", (locale_t)0);
	printf("newlocale xx_YY: %s errno %d\n", bad ? "ok" : "null", errno);
	locale_t old = uselocale(l);
	printf("uselocale: old is global %d\n", old == LC_GLOBAL_LOCALE);
	printf("uselocale query: %d\n", uselocale((locale_t)0) == l);
	uselocale(old);
	locale_t d = duplocale(l);
	printf("duplocale: %s\n", d ? "ok" : "null");
	freelocale(d);
	freelocale(l);
	struct lconv *lc = localeconv();
	printf("decimal point '%s' thousands '%s' grouping '%s' int_frac %d\n", lc->decimal_point, lc->thousands_sep,
	       lc->grouping, lc->int_frac_digits);
	printf("strcoll %d %d %d\n", strcoll("abc", "abd") < 0, strcoll("b", "a") > 0, strcoll("same", "same"));
	char buf[16];
	size_t n = strxfrm(buf, "xfrm", sizeof buf);
	printf("strxfrm %zu '%s' %zu\n", n, buf, strxfrm(NULL, "longer text", 0));
	printf("MB_CUR_MAX %zu\n", MB_CUR_MAX);
	printf("wctob %d %d btowc %d %d\n", wctob(L'A'), wctob(0x100), (int)btowc('z'), (int)btowc(0xe9));
	wchar_t wc = 0;
	mbstate_t st;
	memset(&st, 0, sizeof st);
	size_t r = mbrtowc(&wc, "Q", 1, &st);
	printf("mbrtowc %zu %d\n", r, (int)wc);
	errno = 0;
	r = mbrtowc(&wc, "\xe9", 1, &st);
	printf("mbrtowc high %zd errno %d\n", (ssize_t)r, errno);
	printf("mbrtowc nul %zu, n=0 %zd\n", mbrtowc(&wc, "", 1, &st), (ssize_t)mbrtowc(&wc, "x", 0, &st));
	char mb[8];
	errno = 0;
	printf("wcrtomb %zu '%c', high %zd errno %d\n", wcrtomb(mb, L'k', &st), mb[0], (ssize_t)wcrtomb(mb, 0x263a, &st), errno);
	const char *src = "wide text";
	wchar_t wbuf[32];
	memset(&st, 0, sizeof st);
	size_t k = mbsrtowcs(wbuf, &src, 32, &st);
	printf("mbsrtowcs %zu src %s wcslen %zu\n", k, src ? "not null" : "null", wcslen(wbuf));
	const wchar_t *wsrc = wbuf;
	char back[32];
	k = wcsrtombs(back, &wsrc, sizeof back, &st);
	printf("wcsrtombs %zu '%s'\n", k, back);
	printf("wcscmp %d %d wmemcmp %d\n", wcscmp(L"abc", L"abd") < 0, wcscmp(L"x", L"x"), wmemcmp(L"ab", L"ac", 2) < 0);
	wchar_t w2[8];
	wmemset(w2, L'z', 7);
	w2[7] = 0;
	wmemcpy(w2, L"ab", 2);
	wmemmove(w2 + 1, w2, 3);
	printf("wmem: %ls %s\n", w2, wmemchr(w2, L'z', 7) ? "found z" : "no z");
	printf("iswalpha %d iswdigit %d iswspace %d iswupper %d\n", !!iswalpha(L'q'), !!iswdigit(L'7'), !!iswspace(L'\t'),
	       !!iswupper(L'q'));
	printf("wctype alpha %d upper %d bogus %d\n", !!iswctype(L'a', wctype("alpha")), !!iswctype(L'a', wctype("upper")),
	       wctype("bogus") == 0);
	printf("towupper %lc towlower %lc high %d\n", (wint_t)towupper(L'm'), (wint_t)towlower(L'M'), (int)towupper(0xe9));
	locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
	printf("_l forms: %d %d %lc %g\n", strcoll_l("a", "b", c) < 0, !!iswctype_l(L'5', wctype_l("digit", c), c),
	       (wint_t)towupper_l(L'x', c), strtod_l("2.5", NULL, c));
	freelocale(c);
	printf("gettext: %s\n", gettext("untranslated"));
	return 0;
}
