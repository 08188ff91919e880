/* cxxnew.c — what both C++ runtimes share with the C library's heap:
 * operator new and delete, every form the standard defines ([new.delete]:
 * array, nothrow, align_val_t, sized) in every mangling (the Itanium
 * ABI's _Znwm..., MSVC's ??2@...), a runtime of its own (rt_cxx_new,
 * names matched by a grammar); and function-local statics' guards
 * (Itanium's __cxa_guard_*, MSVC's _Init_thread_*, listed by the
 * runtime tables of cxxabi.c and msvcrt.c).
 *
 * The forms call one another as libstdc++ 12's libsupc++ does (new_op*.cc,
 * del_op*.cc; MSVC's vcruntime forwards alike): new[] calls new, the
 * nothrow forms call the throwing one inside catch (...) and give null,
 * sized and nothrow deletes call the plain delete, each through its
 * symbol, so that a program's replacement of one form is what the others
 * reach ([replacement.functions]).  The ends of the chains are
 * operator new(size[, align]) and operator delete(ptr[, align]). */
#include "eh/eh.h"
#include "rt/builtin.h"

#include <stdio.h>
#include <string.h>

/* function-local statics: the guard's first byte says "initialised" */
int
cxx_guard_acquire(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint8_t *g = vm_mem_write(vm, ARG(0), 1);
	builtin_ret(cs, R, Z, g[0] ? 0 : 1);
	return 0;
}

int
cxx_guard_release(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	(void)cs;
	*vm_mem_write(vm, ARG(0), 1) = 1;
	return 0;
}

/* MSVC's thread-safe statics: a guard is 0 (never), -1 (being built) or
 * the epoch at which it was built; _Init_thread_epoch starts at INT_MIN */
int
cxx_init_thread_header(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint8_t *g = vm_mem_write(vm, ARG(0), 4);
	if (mem_read_uint(g, 4, vm->big_endian) == 0)
		mem_write_uint(g, 4, 0xffffffffu, vm->big_endian);
	return 0;
}

int
cxx_init_thread_footer(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	Value *e = vm_symbol(vm, "_Init_thread_epoch");
	uint32_t epoch = (uint32_t)INT32_MIN;
	if (e) {
		uint8_t *p = vm_mem_write(vm, vm_global_addr(vm, e), 4);
		epoch = (uint32_t)mem_read_uint(p, 4, vm->big_endian) + 1;
		mem_write_uint(p, 4, epoch, vm->big_endian);
	}
	mem_write_uint(vm_mem_write(vm, ARG(0), 4), 4, epoch, vm->big_endian);
	return 0;
}

int
cxx_init_thread_abort(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	mem_write_uint(vm_mem_write(vm, ARG(0), 4), 4, 0, vm->big_endian);
	return 0;
}

/* the installed new-handler (std::set_new_handler's), or 0: it lives in
 * the C++ library (libstdc++'s new_handler.cc, compiled to IR), read
 * through its std::get_new_handler when the library is linked */
static uint64_t
new_handler(VM *vm)
{
	Value *g = vm_symbol(vm, "_ZSt15get_new_handlerv");
	uint64_t h = 0;
	if (!g || g->kind != VK_FUNCTION || ((Function *)g)->is_decl)
		return 0;
	vm_call_function(vm, (Function *)g, NULL, 0, &h);
	return h & vm->mem.ptr_mask;
}

/* ------------------------------------------------------------ the forms */
enum {
	NF_DELETE = 1,  /* operator delete (else new) */
	NF_ARRAY = 2,   /* new[] / delete[] */
	NF_SIZED = 4,   /* delete(ptr, size) */
	NF_ALIGN = 8,   /* std::align_val_t */
	NF_NOTHROW = 16, /* const std::nothrow_t& */
	NF__COUNT = 32,
	NF_NONE = 0xff,
};

/* the form a form calls (libsupc++), NF_NONE: it is an end */
static unsigned
nf_next(unsigned f)
{
	if (f & NF_NOTHROW)
		return f & ~(unsigned)NF_NOTHROW;
	if (f & NF_SIZED)
		return f & ~(unsigned)NF_SIZED;
	if (f & NF_ARRAY)
		return f & ~(unsigned)NF_ARRAY;
	return NF_NONE;
}

/* how a name is mangled: MSVC (64-bit pointers or not) or Itanium, with
 * the letter of size_t (m, j, y; 0 when the name has no size) */
typedef struct NfScheme {
	bool msvc, p64;
	char size;
} NfScheme;

/* the symbol of form f in scheme sc */
static void
nf_name(unsigned f, const NfScheme *sc, char *out, size_t n)
{
	bool del = f & NF_DELETE, arr = f & NF_ARRAY, al = f & NF_ALIGN, nt = f & NF_NOTHROW;
	bool sized = !del || (f & NF_SIZED);
	if (!sc->msvc) {
		snprintf(out, n, "_Z%s%s%.*s%s%s", del ? (arr ? "da" : "dl") : (arr ? "na" : "nw"), del ? "Pv" : "",
			 sized ? 1 : 0, &sc->size, al ? "St11align_val_t" : "", nt ? "RKSt9nothrow_t" : "");
		return;
	}
	const char *op = del ? (arr ? "??_V@YAX" : "??3@YAX") : (arr ? "??_U@YA" : "??2@YA");
	snprintf(out, n, "%s%s%s%s%s%s%s@Z", op, sc->p64 ? "PEAX" : "PAX", sized ? (sc->p64 ? "_K" : "I") : "",
		 al ? "W4align_val_t@std@@" : "", nt ? (sc->p64 ? "AEBU" : "ABU") : "", nt ? "nothrow_t@" : "",
		 nt ? (al ? "1@" : "std@@") : "");
}

/* the scheme of a name one of the forms has (false: none) */
static bool
nf_scheme(const char *name, NfScheme *sc)
{
	memset(sc, 0, sizeof *sc);
	if (strncmp(name, "??", 2) == 0) {
		sc->msvc = true;
		sc->p64 = strstr(name, "PEAX") != NULL;
		return true;
	}
	if (strncmp(name, "_Zn", 3) == 0 && name[3] && name[4]) {
		sc->size = name[4]; /* _Znw<size> */
		return true;
	}
	if (strncmp(name, "_Zd", 3) == 0 && strlen(name) >= 6) {
		sc->size = name[6] && strchr("mjy", name[6]) ? name[6] : 0; /* _ZdlPv<size>, when sized */
		return true;
	}
	return false;
}

/* the program's own definition of form f (a replacement), or NULL */
static Function *
nf_replacement(VM *vm, unsigned f, const NfScheme *sc)
{
	char name[96];
	nf_name(f, sc, name, sizeof name);
	Value *v = vm_symbol(vm, name);
	return v && v->kind == VK_FUNCTION && !((Function *)v)->is_decl ? (Function *)v : NULL;
}

/* catch (...) {} of what a call the runtime made with FR_HOST_CATCH
 * threw: the runtime's catch begins and ends */
static void
catch_all(VM *vm)
{
	EhException *x = vm->eh ? vm->eh->host_caught : NULL;
	if (!x)
		return;
	vm->eh->host_caught = NULL;
	if (x->abi && x->abi->pad_end_catch) {
		eh_set_in_flight(vm, x, false);
		x->abi->pad_begin_catch(vm, x);
		x->abi->pad_end_catch(vm, x, NULL);
	} else
		cxxabi_catch_all(vm, x);
}

/* operator new's block (0: 1 byte), undef until constructed; 0 when it
 * fails: more than the machine has, or more than PTRDIFF_MAX (glibc
 * refuses those outright) */
static uint64_t
new_block(VM *vm, const CallSite *cs, uint64_t n, uint64_t align)
{
	n = n ? n : 1;
	uint64_t a = n > (vm->mem.ptr_mask >> 1) ? 0 : mem_alloc_heap(&vm->mem, n, align, cs->inst, vm->frames.len);
	if (a)
		mem_set_state(&vm->mem, a, n, SH_HEAP_UNINIT);
	return a;
}

/* the ends: operator new(size[, align]) — [new.delete.single]: while
 * the allocation fails, call the new-handler if one is installed (it may
 * free memory, install another, or throw), else throw std::bad_alloc;
 * an alignment that is no power of two fails (libstdc++).  nothrow: as
 * called from the nothrow form, whose catch (...) gives null. */
static int
new_end(VM *vm, const CallSite *cs, uint64_t n, uint64_t align, bool nothrow, uint64_t *out)
{
	bool bad = align == 0 || (align & (align - 1)) != 0;
	while (!(*out = bad ? 0 : new_block(vm, cs, n, align < 16 ? 16 : align))) {
		uint64_t h = bad ? 0 : new_handler(vm), ret;
		if (!h)
			return nothrow ? BI_DONE : eh_throw_std(vm, cs, "St9bad_alloc", NULL);
		if (vm_call_address(vm, h, NULL, 0, &ret, nothrow ? FR_HOST_CATCH : 0)) {
			if (!nothrow)
				return BI_UNWIND;
			catch_all(vm);
			*out = 0;
			return BI_DONE;
		}
	}
	return BI_DONE;
}

/* what a form's chain leads to, worked out once per called symbol (the
 * program's definitions do not change during a run): a direct-mapped
 * cache by the callee, so a new/delete costs no name building */
typedef struct NfChain {
	const Function *callee;
	Function *rep;          /* the first replaced form on the chain, or NULL */
	unsigned g;             /* ... its form */
} NfChain;
enum { NF_CACHE = 64 };
typedef struct NfState {
	NfChain cache[NF_CACHE];
} NfState;

const RuntimeLib rt_cxx_new;

static const NfChain *
nf_chain(VM *vm, unsigned f)
{
	const Function *callee = vm->callee;
	NfState *st = rt_state(vm, &rt_cxx_new);
	NfChain *c = st ? &st->cache[((uintptr_t)callee >> 4) % NF_CACHE] : NULL;
	static const NfChain none = {NULL, NULL, NF_NONE};
	if (c && c->callee == callee && callee)
		return c;
	NfScheme sc;
	const char *self = callee && callee->g.u.v.name ? callee->g.u.v.name : "";
	if (!nf_scheme(self, &sc))
		vm_fail(vm, R_ERROR, "internal: operator new or delete as '@%s'", self);
	NfChain r = {callee, NULL, NF_NONE};
	for (unsigned g = nf_next(f); g != NF_NONE && !r.rep; g = nf_next(g))
		if ((r.rep = nf_replacement(vm, g, &sc)))
			r.g = g;
	if (!c)
		return r.rep ? NULL : &none; /* (no state: only the end is safe to share) */
	*c = r;
	return c;
}

/* form f called (its arguments at cs): the next form on its chain that
 * the program replaces, else the end of the chain */
static int
newdel(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z, unsigned f)
{
	const NfChain *ch = nf_chain(vm, f);
	if (!ch)
		vm_fail(vm, R_ERROR, "internal: no state for operator new and delete");
	bool del = f & NF_DELETE, nothrow = f & NF_NOTHROW;
	/* the arguments the next forms take: (size or ptr[, align]) */
	uint64_t args[2] = {ARG(0), 0};
	uint32_t nargs = 1;
	if (f & NF_ALIGN)
		args[nargs++] = ARG(del && (f & NF_SIZED) ? 2 : 1);
	if (ch->rep) {
		Function *rep = ch->rep;
		unsigned g = ch->g;
		uint64_t ret = 0;
		/* a nothrow new calls the throwing one inside catch (...) */
		bool catches = nothrow && !(g & NF_NOTHROW) && !del;
		if (vm_call_function_flags(vm, rep, args, nargs, &ret, catches ? FR_HOST_CATCH : 0)) {
			if (!catches)
				return BI_UNWIND;
			catch_all(vm);
			ret = 0;
		}
		if (!del)
			builtin_ret(cs, R, Z, ret & vm->mem.ptr_mask);
		return BI_DONE;
	}
	if (del) {
		rt_heap_free(vm, args[0], cs, "operator delete");
		return BI_DONE;
	}
	uint64_t a = 0;
	int rc = new_end(vm, cs, args[0], f & NF_ALIGN ? args[1] : 16, nothrow, &a);
	if (rc == BI_DONE)
		builtin_ret(cs, R, Z, a);
	return rc;
}

/* one builtin per form (the form is its own, the mangling the callee's) */
#define NF_FN(bits)                                                                \
	static int nf_##bits(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z) \
	{                                                                          \
		return newdel(vm, cs, R, Z, bits);                                 \
	}
NF_FN(0) NF_FN(2) NF_FN(8) NF_FN(10) NF_FN(16) NF_FN(18) NF_FN(24) NF_FN(26)
NF_FN(1) NF_FN(3) NF_FN(5) NF_FN(7) NF_FN(9) NF_FN(11) NF_FN(13) NF_FN(15)
NF_FN(17) NF_FN(19) NF_FN(25) NF_FN(27)
#undef NF_FN

/* the forms the standard declares ([new.syn]; sized deletes take no
 * nothrow_t), by their bits */
static const BuiltinFn nf_fns[NF__COUNT] = {
	[0] = nf_0, [2] = nf_2, [8] = nf_8, [10] = nf_10,
	[16] = nf_16, [18] = nf_18, [24] = nf_24, [26] = nf_26,
	[1] = nf_1, [3] = nf_3, [5] = nf_5, [7] = nf_7, [9] = nf_9, [11] = nf_11, [13] = nf_13, [15] = nf_15,
	[17] = nf_17, [19] = nf_19, [25] = nf_25, [27] = nf_27,
};

/* the grammar: a name is one of the forms in one of the manglings */
static BuiltinFn
cxx_new_match(const char *name)
{
	NfScheme sc;
	if (!nf_scheme(name, &sc))
		return NULL;
	static const char sizes[] = {'m', 'j', 'y'};
	for (unsigned f = 0; f < NF__COUNT; f++) {
		if (!nf_fns[f])
			continue;
		for (size_t k = 0; k < (sc.msvc ? 2 : countof(sizes)); k++) {
			NfScheme t = sc;
			if (sc.msvc)
				t.p64 = k == 1;
			else
				t.size = sizes[k];
			char buf[96];
			nf_name(f, &t, buf, sizeof buf);
			if (strcmp(buf, name) == 0)
				return nf_fns[f];
		}
	}
	return NULL;
}

/* std::nothrow, the tag object: no data the program may change */
static bool
cxx_new_object(VM *vm, const char *name, VmObject *o)
{
	(void)vm;
	if (strcmp(name, "_ZSt7nothrow") && strcmp(name, "?nothrow@std@@3Unothrow_t@1@B"))
		return false;
	o->size = 1;
	o->align = 1;
	o->sized = true;
	return true;
}

const RuntimeLib rt_cxx_new = {
	.name = "C++ operator new and delete",
	.match = cxx_new_match,
	.object = cxx_new_object,
	.state_size = sizeof(NfState),
};
