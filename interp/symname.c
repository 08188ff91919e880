/* symname.c — symbols shown and looked up by their C++ names. */
#include "symname.h"
#include "demangle.h"
#include "msvc_demangle.h"

#include <ctype.h>
#include <string.h>

bool
symbol_demangled(const char *sym, Buf *out)
{
	if (!sym)
		return false;
	Buf b = {0};
	bool ok = demangle_symbol(sym, 0, &b) || msvc_demangle(sym, &b);
	if (ok)
		buf_puts(out, b.s ? b.s : "");
	buf_free(&b);
	return ok;
}

void
symbol_display(const char *sym, bool mangled, Buf *out)
{
	if (mangled || !symbol_demangled(sym, out))
		buf_printf(out, "@%s", sym ? sym : "?");
}

/* the demangled name without its parameter list and qualifiers after it:
 * up to the '(' outside any <...> */
static size_t
plain_len(const char *d)
{
	int angle = 0;
	for (const char *p = d; *p; p++) {
		if (*p == '<')
			angle++;
		else if (*p == '>')
			angle--;
		else if (*p == '(' && !angle && p != d)
			return (size_t)(p - d);
	}
	return strlen(d);
}

/* an MSVC symbol named by what a person types: its whole undname text,
 * its qualified name ("ns::C::f"), or that name with the parameter list
 * as undname prints it ("ns::C::f(int)"; "()" for "(void)") */
static bool
msvc_matches(const char *sym, const char *typed)
{
	Buf d = {0};
	MsvcParts pt;
	bool same = false;
	if (msvc_demangle_parts(sym, &d, &pt)) {
		const char *name = d.s + pt.name_at, *ps = d.s + pt.params_at;
		size_t n = strlen(typed);
		same = !strcmp(d.s, typed) || (n == pt.name_len && !strncmp(name, typed, n));
		if (!same && n > pt.name_len && !strncmp(name, typed, pt.name_len)) {
			const char *tp = typed + pt.name_len;
			same = (strlen(tp) == pt.params_len && !strncmp(ps, tp, pt.params_len)) ||
			       (!strcmp(tp, "()") && pt.params_len == 6 && !strncmp(ps, "(void)", 6));
		}
	}
	buf_free(&d);
	return same;
}

bool
symbol_matches(const char *sym, const char *typed)
{
	if (!sym || !typed)
		return false;
	if (!strcmp(sym, typed))
		return true;
	if (sym[0] == '?')
		return msvc_matches(sym, typed);
	Buf d = {0};
	bool same = false;
	if (symbol_demangled(sym, &d) && d.s) {
		size_t n = plain_len(d.s);
		same = !strcmp(d.s, typed) || (strlen(typed) == n && !strncmp(d.s, typed, n));
	}
	buf_free(&d);
	return same;
}
