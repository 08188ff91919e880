/* libc_env.c — the program's environment (<stdlib.h>: getenv, setenv,
 * unsetenv, clearenv) and errno's messages (<string.h>: strerror,
 * strerror_r; <stdio.h>: perror).
 *
 * The environment is what the user grants: empty, unless the driver's
 * `--env NAME=VALUE` (repeatable) gives variables; nothing of the host's
 * own environment reaches the program.  Each variable lives in runtime
 * memory as "NAME=VALUE" (getenv returns the VALUE part, as glibc's
 * does); a setenv that replaces a variable leaves the old string where
 * it was, as glibc's does, so a pointer getenv returned stays readable.
 *
 * errno's messages are glibc's: the Linux targets share the errno
 * numbers, and the host is glibc in the C locale, so strerror of the
 * host gives the target's text (SPEC.md says so for the others). */
#include "rt/libc.h"

#include <string.h>

/* a variable: its name (in the VM's arena) and its string */
typedef struct EnvVar {
	struct EnvVar *next;
	const char *name;
	size_t name_len;
	uint64_t str;           /* "NAME=VALUE" in runtime memory */
} EnvVar;

typedef struct EnvState {
	EnvVar *vars;           /* in the order set */
	uint64_t strerror_buf;  /* strerror's static buffer */
} EnvState;

const RuntimeLib rt_libc_env;

static EnvState *
env_state(VM *vm)
{
	return rt_state(vm, &rt_libc_env);
}

/* the link that points at the variable `name` (or the list's end) */
static EnvVar **
find_link(EnvState *st, const char *name, size_t n)
{
	EnvVar **p = &st->vars;
	while (*p && !((*p)->name_len == n && !memcmp((*p)->name, name, n)))
		p = &(*p)->next;
	return p;
}

static EnvVar *
find(EnvState *st, const char *name, size_t n)
{
	return *find_link(st, name, n);
}

/* NAME=VALUE into runtime memory; the variable set (replaced or added) */
static void
set_var(VM *vm, const char *name, size_t n, const char *value)
{
	EnvState *st = env_state(vm);
	size_t vlen = strlen(value);
	uint64_t a = mem_alloc_internal(&vm->mem, n + 1 + vlen + 1, 1, "an environment variable");
	if (!a)
		vm_fail(vm, R_LIMIT, "no memory for the environment variable '%.*s'", (int)n, name);
	uint8_t *p = vm_mem_write(vm, a, n + 1 + vlen + 1);
	memcpy(p, name, n);
	p[n] = '=';
	memcpy(p + n + 1, value, vlen + 1);
	EnvVar **link = find_link(st, name, n);
	if (!*link) {
		*link = arena_alloc(&vm->arena, sizeof **link);
		(*link)->next = NULL;
		(*link)->name = arena_strndup(&vm->arena, name, n);
		(*link)->name_len = n;
	}
	(*link)->str = a;
}

static void
env_start(VM *vm)
{
	for (uint32_t k = 0; k < vm->nenv; k++) {
		const char *nv = vm->env[k], *eq = strchr(nv, '=');
		set_var(vm, nv, (size_t)(eq - nv), eq + 1);
	}
}

/* a name setenv and unsetenv accept: not empty, no '='; else NULL,
 * errno EINVAL and the call's result -1 */
static char *
read_name(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *name = ARG(0) ? rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL) : NULL;
	if (name && *name && !strchr(name, '='))
		return name;
	free(name);
	libc_set_errno(vm, T_EINVAL);
	builtin_ret(cs, R, Z, (uint64_t)-1);
	return NULL;
}

static int
b_getenv(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *name = rt_read_cstr(vm, ARG(0), SIZE_MAX, NULL);
	EnvVar *v = strchr(name, '=') ? NULL : find(env_state(vm), name, strlen(name));
	builtin_ret(cs, R, Z, v ? v->str + v->name_len + 1 : 0);
	free(name);
	return 0;
}

static int
b_setenv(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *name = read_name(vm, cs, R, Z);
	if (!name)
		return 0;
	char *value = rt_read_cstr(vm, ARG(1), SIZE_MAX, NULL);
	if (ARG(2) & 0xffffffffu || !find(env_state(vm), name, strlen(name)))
		set_var(vm, name, strlen(name), value);
	free(name);
	free(value);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_unsetenv(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char *name = read_name(vm, cs, R, Z);
	if (!name)
		return 0;
	EnvVar **p = find_link(env_state(vm), name, strlen(name));
	if (*p)
		*p = (*p)->next;
	free(name);
	builtin_ret(cs, R, Z, 0);
	return 0;
}

static int
b_clearenv(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	env_state(vm)->vars = NULL;
	builtin_ret(cs, R, Z, 0);
	return 0;
}

/* ------------------------------------------------------------- strerror */
/* glibc's message for errno e (the host's strerror in the C locale:
 * "Unknown error N" for a number it has none for) */
static const char *
message(VM *vm, int e, char *buf, size_t n)
{
	if (vm->tgt.abi.crt != CRT_GLIBC)
		vm_fail(vm, R_ERROR, "'@%s': errno's messages of the %s C library are not provided (only glibc's)",
			vm->callee->g.u.v.name, target_crt_name(vm->tgt.abi.crt));
	snprintf(buf, n, "%s", strerror(e));
	return buf;
}

static int
b_strerror(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char buf[256];
	message(vm, (int)ARG(0), buf, sizeof buf);
	EnvState *st = env_state(vm);
	if (!st->strerror_buf) /* glibc's: one buffer, rewritten by each call */
		st->strerror_buf = mem_alloc_internal(&vm->mem, sizeof buf, 1, "strerror's buffer");
	size_t n = strlen(buf) + 1;
	memcpy(vm_mem_write(vm, st->strerror_buf, n), buf, n);
	builtin_ret(cs, R, Z, st->strerror_buf);
	return 0;
}

/* strerror_r: the XSI form (__xpg_strerror_r: 0 or ERANGE, the message
 * cut to the buffer) or the GNU one (strerror_r: a pointer to the
 * message, in the buffer when it fits) */
static int
copy_message(VM *vm, uint64_t dst, uint64_t n, const char *msg)
{
	size_t len = strlen(msg);
	if (!n)
		return T_ERANGE;
	size_t k = len < n ? len : (size_t)n - 1;
	uint8_t *p = vm_mem_write(vm, dst, k + 1);
	memcpy(p, msg, k);
	p[k] = 0;
	return len < n ? 0 : T_ERANGE;
}

static int
b_xpg_strerror_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char buf[256];
	builtin_ret(cs, R, Z, (uint64_t)copy_message(vm, ARG(1), ARG(2), message(vm, (int)ARG(0), buf, sizeof buf)));
	return 0;
}

static int
b_gnu_strerror_r(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	char buf[256];
	copy_message(vm, ARG(1), ARG(2), message(vm, (int)ARG(0), buf, sizeof buf));
	builtin_ret(cs, R, Z, ARG(1));
	return 0;
}

/* perror(s): "s: message\n" (or the message alone when s is null or
 * empty) on stderr, written as fputs writes to stderr */
static int
b_perror(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs;
	(void)Z;
	char buf[256];
	int e = (int)mem_read_uint(vm_mem_read(vm, libc_errno_addr(vm), 4), 4, vm->big_endian);
	message(vm, e, buf, sizeof buf);
	/* written piece by piece from stack buffers: a write that ends the
	 * run (a closed stderr) leaves nothing of the host's behind */
	uint64_t a = ARG(0);
	if (a && libc_peek(vm, a)) {
		char chunk[256];
		for (size_t k = sizeof chunk; k == sizeof chunk; a += k) {
			char c;
			for (k = 0; k < sizeof chunk && (c = (char)libc_peek(vm, a + k)); k++)
				chunk[k] = c;
			libc_stdio_write(vm, vm->stderr_obj, chunk, k);
		}
		libc_stdio_write(vm, vm->stderr_obj, ": ", 2);
	}
	size_t n = strlen(buf);
	buf[n] = '\n';
	libc_stdio_write(vm, vm->stderr_obj, buf, n + 1);
	return 0;
}

static const RtCFn fns[] = {
	{"getenv", b_getenv, "p(p)"}, {"secure_getenv", b_getenv, "p(p)"}, {"setenv", b_setenv, "i(ppi)"},
	{"unsetenv", b_unsetenv, "i(p)"}, {"clearenv", b_clearenv, "i()"},
	{"strerror", b_strerror, "p(i)"}, {"__xpg_strerror_r", b_xpg_strerror_r, "i(ipz)"},
	{"strerror_r", b_gnu_strerror_r, "p(ipz)"}, {"perror", b_perror, "v(p)"},
};

const RuntimeLib rt_libc_env = {
	.name = "C library: environment, errno's messages",
	.applies = NULL,
	.cfns = RT_TABLE(fns),
	.start = env_start,
	.state_size = sizeof(EnvState),
};
