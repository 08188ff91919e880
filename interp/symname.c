/* symname.c — symbols shown and looked up by their C++ names. */
#include "symname.h"
#include "demangle.h"

#include <ctype.h>
#include <string.h>

/* MSVC: "?name@scope1@scope2@@<signature>" names scope2::scope1::name;
 * "??0X@@" and "??1X@@" are X's constructor and destructor.  Template
 * names (?$), back-references (a digit) and operators are not read:
 * those stay as the IR spells them. */
static bool
msvc_name(const char *sym, Buf *out)
{
	if (sym[0] != '?')
		return false;
	const char *p = sym + 1;
	int special = 0; /* 1: constructor, 2: destructor */
	if (p[0] == '?' && (p[1] == '0' || p[1] == '1')) {
		special = p[1] == '0' ? 1 : 2;
		p += 2;
	} else if (p[0] == '?' || p[0] == '$') {
		return false;
	}
	const char *parts[16];
	size_t lens[16];
	unsigned n = 0;
	while (*p && *p != '@') {
		if (n == 16 || isdigit((unsigned char)*p) || *p == '?')
			return false;
		const char *e = strchr(p, '@');
		if (!e)
			return false;
		parts[n] = p;
		lens[n++] = (size_t)(e - p);
		p = e + 1;
	}
	if (*p != '@' || !n)
		return false;
	for (unsigned k = n; k-- > 0;) {
		buf_put(out, parts[k], lens[k]);
		if (k)
			buf_puts(out, "::");
	}
	if (special) {
		buf_puts(out, special == 1 ? "::" : "::~");
		buf_put(out, parts[0], lens[0]);
	}
	return true;
}

bool
symbol_demangled(const char *sym, Buf *out)
{
	if (!sym)
		return false;
	Buf b = {0};
	bool ok = demangle_symbol(sym, 0, &b) || msvc_name(sym, &b);
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

bool
symbol_matches(const char *sym, const char *typed)
{
	if (!sym || !typed)
		return false;
	if (!strcmp(sym, typed))
		return true;
	Buf d = {0};
	bool same = false;
	if (symbol_demangled(sym, &d) && d.s) {
		size_t n = plain_len(d.s);
		same = !strcmp(d.s, typed) || (strlen(typed) == n && !strncmp(d.s, typed, n));
	}
	buf_free(&d);
	return same;
}
