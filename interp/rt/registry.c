/* registry.c — the list of runtimes, and the one name table of a run.
 *
 * rt_install builds, for the VM's target, a hash of every exact name the
 * applicable runtimes provide (a runtime listed earlier wins a name), and
 * installs the VmRuntime the core calls.  A name missing from the hash is
 * tried against the grammars, then the prefixes, in list order, and the
 * answer (found or not) is added to the hash: each name is searched once
 * per run. */
#include "ir/intrinsic.h"
#include "rt/libc.h"
#include "rt/runtime.h"

#include <stdlib.h>
#include <string.h>

/* the order decides which runtime provides a name two of them know */
static const RuntimeLib *const runtimes[] = {
	&rt_libc,
	&rt_libc_stdio,
	&rt_libc_file,
	&rt_libc_posix,
	&rt_vfs,
	&rt_libc_string,
	&rt_libc_stdlib,
	&rt_libc_ctype,
	&rt_libc_math,
	&rt_libc_locale,
	&rt_libc_wchar,
	&rt_libc_setjmp,
	&rt_libc_scanf,
	&rt_libc_rand48,
	&rt_libc_env,
	&rt_libc_time,
	&rt_libc_pthread,
	&rt_crt_mingw,
	&rt_intrinsics,
	&rt_cxx_new,
	&rt_unwind_api,
	&rt_itanium_cxx,
	&rt_msvc_cxx,
	&rt_seh,
	&rt_wasm_eh,
	&rt_libstdcxx,
};
enum { NRUNTIMES = countof(runtimes) };

typedef struct RtName {
	const char *name;       /* NULL: an empty slot */
	uint32_t len, hash;
	BuiltinFn fn;           /* NULL: no runtime provides it */
	const char *sig;        /* its signature (signature.c), or NULL */
} RtName;

/* the names: an open-addressed table (rt_install fills it with every
 * name at each start: one hash and mostly one probe a name) */
typedef struct RtRun {
	RtName *names;
	uint32_t mask, count;   /* slots - 1 (a power of two, over twice count) */
	bool on[NRUNTIMES];     /* applies to the target */
	void *state[NRUNTIMES];
} RtRun;

static RtRun *
run_of(VM *vm)
{
	return vm->rt_state;
}

/* the slot of name: its entry, or the empty slot it would take */
static RtName *
name_slot(const RtRun *r, const char *name, size_t n, uint32_t h)
{
	for (uint32_t i = h & r->mask;; i = (i + 1) & r->mask) {
		RtName *e = &r->names[i];
		if (!e->name || (e->hash == h && e->len == n && memcmp(e->name, name, n) == 0))
			return e;
	}
}

static RtName *
find_name(const RtRun *r, const char *name)
{
	size_t n = strlen(name);
	RtName *e = name_slot(r, name, n, (uint32_t)ehi_hash_bytes(name, n));
	return e->name ? e : NULL;
}

/* name, unless the table has it (an earlier runtime's name wins) */
static void
add_name(RtRun *r, const char *name, BuiltinFn fn, const char *sig)
{
	if (2 * (r->count + 1) > r->mask + 1) { /* (twice as many slots) */
		RtName *old = r->names;
		uint32_t nold = r->mask + 1;
		r->mask = 2 * nold - 1;
		r->names = xcalloc(2 * (size_t)nold, sizeof *r->names);
		for (uint32_t k = 0; k < nold; k++)
			if (old[k].name)
				*name_slot(r, old[k].name, old[k].len, old[k].hash) = old[k];
		free(old);
	}
	size_t n = strlen(name);
	uint32_t h = (uint32_t)ehi_hash_bytes(name, n);
	RtName *e = name_slot(r, name, n, h);
	if (e->name)
		return;
	*e = (RtName){name, (uint32_t)n, h, fn, sig};
	r->count++;
}

/* a call of a runtime function whose type does not fit the function's
 * signature (the program declared it otherwise): reported when it runs,
 * as a call through a pointer of another function type would be */
static int
b_bad_signature(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	const char *name = vm->callee->g.u.v.name ? vm->callee->g.u.v.name : "?";
	const RtName *e = find_name(run_of(vm), name);
	Buf want = {0};
	rt_sig_format(vm, e && e->sig ? e->sig : "v()", &want);
	/* the report never returns: its parts are copied to the stack first
	 * (type_str's buffer is static) */
	char called[256], declared[256], text[512];
	snprintf(called, sizeof called, "%s", type_str(cs->fty));
	snprintf(declared, sizeof declared, "%s", type_str(vm->callee->fty));
	snprintf(text, sizeof text, "%s", want.s);
	buf_free(&want);
	bool same = !strcmp(called, declared);
	vm_fail(vm, R_X_LIB_6, "call of '@%s' as %s%s%s%s, but the C library's %s is %s", name, called,
		same ? "" : " (declared ", same ? "" : declared, same ? "" : ")", name, text);
}

static BuiltinFn
checked(VM *vm, const RtName *e, const CallSite *cs)
{
	if (e->fn && e->sig && cs && !rt_sig_fits(vm, e->sig, cs))
		return b_bad_signature;
	return e->fn;
}

static BuiltinFn
lookup(VM *vm, const char *name, const CallSite *cs)
{
	RtRun *r = run_of(vm);
	const RtName *e = find_name(r, name);
	if (e)
		return checked(vm, e, cs);
	BuiltinFn fn = NULL;
	for (size_t k = 0; k < NRUNTIMES && !fn; k++)
		if (r->on[k] && runtimes[k]->match)
			fn = runtimes[k]->match(name);
	for (size_t k = 0; k < NRUNTIMES && !fn; k++)
		for (size_t j = 0; r->on[k] && j < runtimes[k]->nprefixes && !fn; j++)
			if (strncmp(name, runtimes[k]->prefixes[j].name, strlen(runtimes[k]->prefixes[j].name)) == 0) {
				/* fewer arguments than the intrinsic takes, or a name
				 * or type LLVM does not take for one of the verifier's
				 * intrinsics: not it, an external function (not
				 * remembered: another call may have them) */
				const char *pre = runtimes[k]->prefixes[j].name;
				if (runtimes[k]->prefix_nargs && cs && cs->nargs < runtimes[k]->prefix_nargs[j])
					return NULL;
				if (cs && strncmp(pre, "llvm.", 5) == 0 &&
				    verify_intrinsic_in_family(pre + 5, name, cs->fty) == 0)
					return NULL;
				fn = runtimes[k]->prefixes[j].fn;
			}
	add_name(r, arena_strndup(&vm->arena, name, strlen(name)), fn, NULL);
	return fn;
}

static void
declare(VM *vm)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (run_of(vm)->on[k] && runtimes[k]->declare)
			runtimes[k]->declare(vm);
}

static bool
object(VM *vm, const char *name, VmObject *o)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (run_of(vm)->on[k] && runtimes[k]->object && runtimes[k]->object(vm, name, o))
			return true;
	return false;
}

static void
fill(VM *vm)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (run_of(vm)->on[k] && runtimes[k]->fill)
			runtimes[k]->fill(vm);
}

static void
start(VM *vm)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (run_of(vm)->on[k] && runtimes[k]->start)
			runtimes[k]->start(vm);
}

static void
at_exit(VM *vm)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (run_of(vm)->on[k] && runtimes[k]->exit)
			runtimes[k]->exit(vm);
}

static void
release(VM *vm)
{
	RtRun *r = run_of(vm);
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (r->on[k] && runtimes[k]->finish)
			runtimes[k]->finish(vm);
	free(r->names);
	for (size_t k = 0; k < NRUNTIMES; k++)
		free(r->state[k]);
	free(r);
	vm->rt_state = NULL;
}

static const VmRuntime registry = {
	.lookup = lookup, .declare = declare, .object = object, .fill = fill, .start = start, .exit = at_exit, .free = release,
	.pure_math = libc_math_pure,
};

size_t
rt_ir_libraries(const Target *t, const RuntimeLib **out, size_t max)
{
	size_t n = 0;
	for (size_t k = 0; k < NRUNTIMES && n < max; k++)
		if (runtimes[k]->ir_file && (!runtimes[k]->applies || runtimes[k]->applies(t)))
			out[n++] = runtimes[k];
	return n;
}

void
rt_install(VM *vm)
{
	RtRun *r = xcalloc(1, sizeof *r);
	r->mask = 2047;
	r->names = xcalloc(r->mask + 1, sizeof *r->names);
	vm->rt_state = r;
	vm->rt = &registry;
	for (size_t k = 0; k < NRUNTIMES; k++) {
		const RuntimeLib *lib = runtimes[k];
		r->on[k] = !lib->applies || lib->applies(&vm->tgt);
		if (!r->on[k])
			continue;
		if (lib->state_size)
			r->state[k] = xcalloc(1, lib->state_size);
		for (size_t j = 0; j < lib->nfns + lib->ncfns; j++) {
			const RtCFn c = j < lib->nfns ? (RtCFn){lib->fns[j].name, lib->fns[j].fn, NULL}
						      : lib->cfns[j - lib->nfns];
			add_name(r, c.name, c.fn, c.sig);
		}
	}
}

void *
rt_state(VM *vm, const RuntimeLib *lib)
{
	for (size_t k = 0; k < NRUNTIMES; k++)
		if (runtimes[k] == lib)
			return run_of(vm)->state[k];
	return NULL;
}

/* ---------------------------------------------------- --list-builtins */
static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void
rt_list_builtins(const Target *t, FILE *out)
{
	Vec names = {0}; /* char *, each owned */
	for (size_t k = 0; k < NRUNTIMES; k++) {
		const RuntimeLib *lib = runtimes[k];
		if (lib->applies && !lib->applies(t))
			continue;
		for (size_t j = 0; j < lib->nfns; j++)
			VEC_PUSH(&names, char *, xstrdup(lib->fns[j].name));
		for (size_t j = 0; j < lib->ncfns; j++)
			VEC_PUSH(&names, char *, xstrdup(lib->cfns[j].name));
		for (size_t j = 0; j < lib->nprefixes; j++) {
			Buf b = {0};
			buf_printf(&b, "%s*", lib->prefixes[j].name);
			VEC_PUSH(&names, char *, b.s);
		}
	}
	qsort(names.data, names.len, sizeof(char *), cmp_str);
	for (size_t k = 0; k < names.len; k++) {
		const char *s = VEC_AT(&names, char *, k);
		if (!k || strcmp(s, VEC_AT(&names, char *, k - 1)))
			fprintf(out, "%s\n", s);
	}
	for (size_t k = 0; k < names.len; k++)
		free(VEC_AT(&names, char *, k));
	vec_free(&names);
}
