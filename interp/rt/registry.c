/* registry.c — the list of runtimes, and the one name table of a run.
 *
 * rt_install builds, for the VM's target, a hash of every exact name the
 * applicable runtimes provide (a runtime listed earlier wins a name), and
 * installs the VmRuntime the core calls.  A name missing from the hash is
 * tried against the grammars, then the prefixes, in list order, and the
 * answer (found or not) is added to the hash: each name is searched once
 * per run. */
#include "rt/runtime.h"

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
	&rt_crt_mingw,
	&rt_intrinsics,
	&rt_itanium_cxx,
	&rt_msvc_cxx,
	&rt_wasm_eh,
	&rt_libstdcxx,
};
enum { NRUNTIMES = countof(runtimes) };

typedef struct RtName {
	const char *name;
	BuiltinFn fn;           /* NULL: no runtime provides it */
	UT_hash_handle hh;
} RtName;

typedef struct RtRun {
	RtName *names;
	bool on[NRUNTIMES];     /* applies to the target */
	void *state[NRUNTIMES];
} RtRun;

static RtRun *
run_of(VM *vm)
{
	return vm->rt_state;
}

static void
add_name(VM *vm, RtRun *r, const char *name, BuiltinFn fn)
{
	RtName *e = arena_alloc(&vm->arena, sizeof *e);
	e->name = name;
	e->fn = fn;
	HASH_ADD_KEYPTR(hh, r->names, e->name, (unsigned)strlen(e->name), e);
}

static BuiltinFn
lookup(VM *vm, const char *name)
{
	RtRun *r = run_of(vm);
	RtName *e;
	HASH_FIND_STR(r->names, name, e);
	if (e)
		return e->fn;
	BuiltinFn fn = NULL;
	for (size_t k = 0; k < NRUNTIMES && !fn; k++)
		if (r->on[k] && runtimes[k]->match)
			fn = runtimes[k]->match(name);
	for (size_t k = 0; k < NRUNTIMES && !fn; k++)
		for (size_t j = 0; r->on[k] && j < runtimes[k]->nprefixes && !fn; j++)
			if (strncmp(name, runtimes[k]->prefixes[j].name, strlen(runtimes[k]->prefixes[j].name)) == 0)
				fn = runtimes[k]->prefixes[j].fn;
	add_name(vm, r, arena_strndup(&vm->arena, name, strlen(name)), fn);
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
	HASH_CLEAR(hh, r->names);
	for (size_t k = 0; k < NRUNTIMES; k++)
		free(r->state[k]);
	free(r);
	vm->rt_state = NULL;
}

static const VmRuntime registry = {
	.lookup = lookup, .declare = declare, .object = object, .fill = fill, .start = start, .exit = at_exit, .free = release,
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
	vm->rt_state = r;
	vm->rt = &registry;
	for (size_t k = 0; k < NRUNTIMES; k++) {
		const RuntimeLib *lib = runtimes[k];
		r->on[k] = !lib->applies || lib->applies(&vm->tgt);
		if (!r->on[k])
			continue;
		if (lib->state_size)
			r->state[k] = xcalloc(1, lib->state_size);
		for (size_t j = 0; j < lib->nfns; j++) {
			RtName *e;
			HASH_FIND_STR(r->names, lib->fns[j].name, e);
			if (!e) /* an earlier runtime's name wins */
				add_name(vm, r, lib->fns[j].name, lib->fns[j].fn);
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
