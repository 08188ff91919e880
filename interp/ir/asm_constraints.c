/* asm_constraints.c — an inline asm's constraint string against the
 * function type of its call, as LLVM's parser checks it (the facts of
 * InlineAsm::Verify and ConstraintInfo::Parse; SPEC.md section 2).
 *
 * The string is a comma-separated list, none empty and no trailing comma.
 * Each constraint: a prefix `~` (a clobber, `{` must follow at once), `=`
 * (an output) or, in LLVM 19, `!` (a callbr label); then `*` (indirect);
 * modifiers `&` (early clobber: outputs only, once) and `%` (commutative:
 * not clobbers, once), `#` and a second `*` being unsupported; then at
 * least one code: `{reg}`, a number (an input tied to an earlier output,
 * at most one input per output and alternative), `|` (the next
 * alternative), `^xy`, `@Nxy..`, or one letter.  Then the order is
 * outputs, inputs (indirect outputs count as inputs), labels, clobbers;
 * the return type is void for no output, not a struct for one, a struct
 * of as many members for more; the parameters are the inputs; the type is
 * not variadic. */
#include "ir/parse.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { C_INPUT, C_OUTPUT, C_CLOBBER, C_LABEL };

typedef struct Constraint {
	uint8_t type, indirect;
	int32_t matched;        /* the input tied to this output, -1: none */
	uint32_t nalt;          /* alternatives (`|`-separated) */
	int32_t *alt_matched;   /* per alternative, when nalt > 1 */
} Constraint;

/* One constraint [s, e) after the ones in `so_far`; false when LLVM
 * refuses it. */
static bool
parse_one(const char *s, const char *e, Constraint *so_far, uint32_t n, Constraint *c, bool labels)
{
	*c = (Constraint){.type = C_INPUT, .matched = -1, .nalt = 1};
	for (const char *p = s; p < e; p++)
		c->nalt += *p == '|';
	if (c->nalt > 1) {
		c->alt_matched = xmalloc(c->nalt * sizeof *c->alt_matched);
		for (uint32_t k = 0; k < c->nalt; k++)
			c->alt_matched[k] = -1;
	}
	const char *p = s;
	if (*p == '~') {
		c->type = C_CLOBBER;
		if (++p < e && *p != '{')
			return false;
	} else if (*p == '=') {
		c->type = C_OUTPUT;
		p++;
	} else if (*p == '!' && labels) {
		c->type = C_LABEL;
		p++;
	}
	if (p < e && *p == '*') {
		c->indirect = 1;
		p++;
	}
	if (p == e)
		return false; /* a prefix alone */
	bool early = false, commutative = false;
	for (;; p++) {
		if (p == e)
			return false; /* modifiers alone */
		if (*p == '&') {
			if (c->type != C_OUTPUT || early)
				return false;
			early = true;
		} else if (*p == '%') {
			if (c->type == C_CLOBBER || commutative)
				return false;
			commutative = true;
		} else if (*p == '#' || *p == '*') {
			return false;
		} else {
			break;
		}
	}
	uint32_t alt = 0;
	while (p < e) {
		if (*p == '{') {
			const char *q = memchr(p + 1, '}', (size_t)(e - p - 1));
			if (!q)
				return false;
			p = q + 1;
		} else if (isdigit((unsigned char)*p)) {
			/* tied to output N: an earlier output, and only this input */
			unsigned long long k = 0;
			for (; p < e && isdigit((unsigned char)*p); p++)
				k = k > 1000000 ? k : k * 10 + (unsigned)(*p - '0');
			if (k >= n || so_far[k].type != C_OUTPUT || c->type != C_INPUT)
				return false;
			Constraint *o = &so_far[k];
			if (c->nalt > 1) {
				if (alt >= o->nalt || !o->alt_matched || o->alt_matched[alt] != -1)
					return false;
				o->alt_matched[alt] = (int32_t)n;
			} else {
				if (o->matched != -1 && o->matched != (int32_t)n)
					return false;
				o->matched = (int32_t)n;
			}
		} else if (*p == '|') {
			alt++;
			p++;
		} else if (*p == '^') {
			/* a two-letter code ('^' with fewer: ehi refuses what LLVM reads past) */
			if (e - p < 3)
				return false;
			p += 3;
		} else if (*p == '@') {
			/* '@' N and an N-letter code */
			if (e - p < 2 || !isdigit((unsigned char)p[1]) || p[1] == '0' || e - p - 2 < p[1] - '0')
				return false;
			p += 2 + (p[1] - '0');
		} else {
			p++;
		}
	}
	return true;
}

/* NULL when the constraints fit fty, else LLVM's reason (llvm: 14 or 19 / 0) */
const char *
asm_constraints_check(const char *str, size_t len, const Type *fty, unsigned llvm)
{
	const char *why = NULL;
	if (fty->flags & TYF_VARARG)
		why = "inline asm cannot be variadic";
	Vec cons = {0};
	for (const char *s = str, *end = str + len; !why && s < end;) {
		const char *e = memchr(s, ',', (size_t)(end - s));
		e = e ? e : end;
		Constraint c = {0};
		bool ok = e > s && parse_one(s, e, cons.data, cons.len, &c, llvm != 14);
		if (ok)
			VEC_PUSH(&cons, Constraint, c);
		else
			free(c.alt_matched);
		if (!ok || (e < end && e + 1 == end))
			why = "failed to parse constraints";
		s = e < end ? e + 1 : e;
	}
	/* the order, and the counts against the type */
	uint32_t nout = 0, nin = 0, nclob = 0, nind = 0, nlab = 0;
	for (uint32_t k = 0; !why && k < cons.len; k++) {
		const Constraint *c = &VEC_AT(&cons, Constraint, k);
		switch (c->type) {
		case C_OUTPUT:
			if (nin - nind || nclob || nlab) {
				why = "output constraint occurs after input, clobber or label constraint";
			} else if (c->indirect) {
				nind++; /* an indirect output is an input (a pointer) */
				nin++;
			} else {
				nout++;
			}
			break;
		case C_INPUT:
			if (nclob)
				why = "input constraint occurs after clobber constraint";
			nin++;
			break;
		case C_CLOBBER:
			nclob++;
			break;
		case C_LABEL:
			if (nclob)
				why = "label constraint occurs after clobber constraint";
			nlab++;
			break;
		}
	}
	const Type *rt = fty->elem;
	if (!why && nout == 0 && rt->kind != TY_VOID)
		why = "inline asm without outputs must return void";
	if (!why && nout == 1 && rt->kind == TY_STRUCT)
		why = "inline asm with one output cannot return struct";
	if (!why && nout > 1 && (rt->kind != TY_STRUCT || rt->nsub != nout))
		why = "number of output constraints does not match number of return struct elements";
	if (!why && fty->nsub != nin)
		why = "number of input constraints does not match number of parameters";
	for (uint32_t k = 0; k < cons.len; k++)
		free(VEC_AT(&cons, Constraint, k).alt_matched);
	vec_free(&cons);
	/* LLVM 14 says one thing of all of them */
	return why && llvm == 14 ? "invalid type for inline asm constraint string" : why;
}

/* The k-th constraint that takes a call argument (an input or an indirect
 * output), in a string the parser accepted: 1 with *indirect set, 0 when
 * there are fewer. */
int
asm_constraint_arg(const InlineAsm *a, uint32_t k, unsigned llvm, bool *indirect)
{
	size_t n = strlen(a->constraints);
	char *str = xmalloc(n + 1);
	size_t len = unescape_string(a->constraints, n, str);
	int found = 0;
	for (const char *s = str, *end = str + len; s < end && !found;) {
		const char *e = memchr(s, ',', (size_t)(end - s));
		e = e ? e : end;
		bool out = *s == '=', arg = out ? e - s > 1 && s[1] == '*' : *s != '~' && !(*s == '!' && llvm != 14);
		if (arg && k-- == 0) {
			*indirect = out || *s == '*';
			found = 1;
		}
		s = e < end ? e + 1 : e;
	}
	free(str);
	return found;
}

/* How many label constraints (`!`, LLVM 19's callbr destinations) a's
 * string has; none under LLVM 14, which has no such prefix. */
uint32_t
asm_constraint_labels(const InlineAsm *a, unsigned llvm)
{
	size_t n = strlen(a->constraints);
	char *str = xmalloc(n + 1);
	size_t len = unescape_string(a->constraints, n, str);
	uint32_t labels = 0;
	for (size_t k = 0; llvm != 14 && k < len; k++)
		labels += str[k] == '!' && (k == 0 || str[k - 1] == ',');
	free(str);
	return labels;
}
