/* cond.c — the conditions of `break F if COND` and `condition N COND`:
 * one comparison of two operands of the frame that hits the breakpoint,
 *
 *   COND    := OPERAND [ (== | != | < | <= | > | >=) OPERAND ]
 *   OPERAND := %value (an integer or pointer of the frame) | @global
 *              (its address, as in the IR) | integer | true | false | null
 *
 * compared as signed 64-bit integers (pointers as addresses); an operand
 * alone is true when it is not zero.  A condition that cannot be read
 * (no such value, not computed yet, undef) stops the run with the reason,
 * as gdb stops on a condition it cannot evaluate. */
#include "repl/repl.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *const cmp_ops[] = {"==", "!=", "<=", ">=", "<", ">"};

/* one operand at *p, of frame fr: its value, or false with err */
static bool
operand(Session *S, const Frame *fr, const char **p, int64_t *out, char *err, size_t n)
{
	const char *s = *p;
	while (isspace((unsigned char)*s))
		s++;
	const char *e = s;
	if (*e == '%' || *e == '@') {
		e++;
		if (*e == '"') {
			const char *q = strchr(e + 1, '"');
			e = q ? q + 1 : e + strlen(e);
		}
		while (*e && !isspace((unsigned char)*e) && !strchr("=!<>", *e))
			e++;
	} else {
		while (*e && !isspace((unsigned char)*e) && !strchr("=!<>", *e))
			e++;
	}
	if (e == s) {
		snprintf(err, n, "expected a value");
		return false;
	}
	char word[256];
	snprintf(word, sizeof word, "%.*s", (int)(e - s), s);
	*p = e;
	if (!strcmp(word, "true") || !strcmp(word, "false") || !strcmp(word, "null")) {
		*out = word[0] == 't';
		return true;
	}
	if (*word == '%') {
		Value *v = fr ? value_by_name(S, fr->lf->fn, word) : NULL;
		uint32_t slot = v ? lfunc_value_slot(fr->lf, v) : UINT32_MAX;
		if (!v || slot == UINT32_MAX || (v->type->kind != TY_INT && v->type->kind != TY_PTR)) {
			snprintf(err, n, "%s is no integer or pointer value of %s", word, fr ? fn_show(S, fr->lf->fn) : "?");
			return false;
		}
		if (value_not_computed(S, fr, v)) {
			snprintf(err, n, "%s is not computed yet", word);
			return false;
		}
		const uint64_t r = S->vm->regs[fr->base + slot];
		if (S->vm->poison[fr->base + slot]) {
			snprintf(err, n, "%s is undef", word);
			return false;
		}
		unsigned w = v->type->kind == TY_INT ? v->type->bits : 64;
		*out = w >= 64 ? (int64_t)r : (int64_t)(r << (64 - w)) >> (64 - w);
		return true;
	}
	if (*word == '@') {
		/* as in the IR, @g is the global's address */
		Value *g = global_by_name(S, word);
		if (!g) {
			snprintf(err, n, "no global %s", word);
			return false;
		}
		*out = (int64_t)vm_global_addr(S->vm, g);
		return true;
	}
	char *end;
	long long v = strtoll(word, &end, 0);
	if (*end) {
		snprintf(err, n, "'%s' is not a value (%%x, @g, a number, true, false, null)", word);
		return false;
	}
	*out = v;
	return true;
}

bool
cond_eval(Session *S, const Frame *fr, const char *cond, bool *val, char *err, size_t n)
{
	const char *p = cond;
	int64_t a, b;
	if (!operand(S, fr, &p, &a, err, n))
		return false;
	while (isspace((unsigned char)*p))
		p++;
	if (!*p) {
		*val = a != 0;
		return true;
	}
	int op = -1;
	for (int k = 0; k < (int)countof(cmp_ops) && op < 0; k++)
		if (!strncmp(p, cmp_ops[k], strlen(cmp_ops[k])))
			op = k;
	if (op < 0) {
		snprintf(err, n, "expected == != < <= > >= after the first value, not '%s'", p);
		return false;
	}
	p += strlen(cmp_ops[op]);
	if (!operand(S, fr, &p, &b, err, n))
		return false;
	while (isspace((unsigned char)*p))
		p++;
	if (*p) {
		snprintf(err, n, "unexpected '%s' after the condition (one comparison)", p);
		return false;
	}
	switch (op) {
	case 0: *val = a == b; break;
	case 1: *val = a != b; break;
	case 2: *val = a <= b; break;
	case 3: *val = a >= b; break;
	case 4: *val = a < b; break;
	default: *val = a > b; break;
	}
	return true;
}

/* a condition's syntax, checked when it is set (values are read when it
 * is tested) */
bool
cond_check(const char *cond, char *err, size_t n)
{
	const char *p = cond;
	int words = 0;
	bool op_seen = false;
	while (*p) {
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		int op = -1;
		for (int k = 0; k < (int)countof(cmp_ops) && op < 0; k++)
			if (!strncmp(p, cmp_ops[k], strlen(cmp_ops[k])))
				op = k;
		if (op >= 0) {
			if (words != 1 || op_seen) {
				snprintf(err, n, "a condition is VALUE or VALUE OP VALUE");
				return false;
			}
			op_seen = true;
			p += strlen(cmp_ops[op]);
			continue;
		}
		if (*p == '"' || (p[1] == '"' && (*p == '%' || *p == '@'))) {
			const char *q = strchr(p + (*p != '"') + 1, '"');
			p = q ? q + 1 : p + strlen(p);
		}
		while (*p && !isspace((unsigned char)*p) && !strchr("=!<>", *p))
			p++;
		words++;
	}
	if (!words || words > 2 || (words == 2) != op_seen) {
		snprintf(err, n, "a condition is VALUE or VALUE OP VALUE (OP: == != < <= > >=)");
		return false;
	}
	return true;
}
