/* signature.c — the C signatures of the runtime tables' functions, and
 * whether a call fits one.
 *
 * A builtin reads its arguments from the caller's registers as the C
 * function's parameters: a program that declares `double @sin()` and
 * calls it with no argument would have the builtin read a register it
 * was never given.  Each table row may carry its signature (runtime.h,
 * RtFn.sig); the registry checks every call site against it when it
 * resolves the call, and a call that does not fit runs a report instead
 * of the builtin (registry.c).  Letters (runtime.h): the C types, with
 * int, long, size_t and long double as the target's ABI has them. */
#include "rt/runtime.h"

#include <string.h>

/* does IR type t hold the C type of letter c on vm's target? */
static bool
letter_fits(const VM *vm, char c, const Type *t)
{
	const TargetABI *abi = &vm->tgt.abi;
	switch (c) {
	case 'v': return t->kind == TY_VOID;
	case 'i': return t->kind == TY_INT && t->bits == 32;
	case 'l': return t->kind == TY_INT && t->bits == 8u * abi->long_size;
	case 'q': return t->kind == TY_INT && t->bits == 64;
	case 'z': return t->kind == TY_INT && t->bits == 8u * abi->ptr_size;
	case 't': return t->kind == TY_INT && t->bits == 8u * rt_time_t_bytes(&vm->tgt);
	case 'p': return t->kind == TY_PTR;
	case 'f': return t->kind == TY_FLOAT;
	case 'd': return t->kind == TY_DOUBLE;
	case 'L': return t->kind == abi->long_double;
	default: return false;
	}
}

/* the parameters of sig: its letters between the parentheses, and
 * whether "..." ends them */
static size_t
sig_params(const char *sig, const char **params, bool *variadic)
{
	const char *p = strchr(sig, '(');
	p = p ? p + 1 : sig + strlen(sig);
	const char *end = strchr(p, ')');
	size_t n = end ? (size_t)(end - p) : strlen(p);
	*variadic = n >= 3 && !strncmp(p + n - 3, "...", 3);
	*params = p;
	return *variadic ? n - 3 : n;
}

bool
rt_sig_fits(VM *vm, const char *sig, const CallSite *cs)
{
	const Type *fty = cs->fty;
	const Type *ret = fty->elem;
	if (ret->kind != TY_VOID && !letter_fits(vm, sig[0], ret))
		return false;
	const char *params;
	bool variadic;
	size_t n = sig_params(sig, &params, &variadic);
	bool call_variadic = (fty->flags & TYF_VARARG) != 0;
	if (call_variadic && fty->nsub == 0 && !variadic) {
		/* an unprototyped declaration: the arguments themselves */
		if (cs->nargs != n)
			return false;
		for (size_t k = 0; k < n; k++)
			if (!letter_fits(vm, params[k], cs->argtypes[k]))
				return false;
		return true;
	}
	if (call_variadic != variadic || fty->nsub != n)
		return false;
	for (size_t k = 0; k < n; k++)
		if (!letter_fits(vm, params[k], fty->sub[k]))
			return false;
	return true;
}

/* the IR type of letter c on vm's target */
static const char *
letter_name(const VM *vm, char c)
{
	const TargetABI *abi = &vm->tgt.abi;
	switch (c) {
	case 'v': return "void";
	case 'i': return "i32";
	case 'l': return abi->long_size == 8 ? "i64" : "i32";
	case 'q': return "i64";
	case 'z': return abi->ptr_size == 8 ? "i64" : "i32";
	case 't': return rt_time_t_bytes(&vm->tgt) == 8 ? "i64" : "i32";
	case 'p': return "ptr";
	case 'f': return "float";
	case 'd': return "double";
	case 'L':
		return abi->long_double == TY_X86_FP80 ? "x86_fp80" : abi->long_double == TY_FP128 ? "fp128"
		       : abi->long_double == TY_PPC_FP128 ? "ppc_fp128" : "double";
	default: return "?";
	}
}

void
rt_sig_format(VM *vm, const char *sig, Buf *out)
{
	buf_puts(out, letter_name(vm, sig[0]));
	buf_puts(out, " (");
	const char *params;
	bool variadic;
	size_t n = sig_params(sig, &params, &variadic);
	for (size_t k = 0; k < n; k++) {
		if (k)
			buf_puts(out, ", ");
		buf_puts(out, letter_name(vm, params[k]));
	}
	if (variadic)
		buf_puts(out, n ? ", ..." : "...");
	buf_putc(out, ')');
}

unsigned
rt_time_t_bytes(const Target *t)
{
	return t->os == OS_LINUX ? t->abi.long_size : 8;
}
