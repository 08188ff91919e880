/* cxxabi.c — the Itanium C++ ABI's exception runtime, as libstdc++ (the
 * native runtime of the Linux targets) behaves.
 *
 * An exception lives in one heap block: a header, then the
 * _Unwind_Exception (whose address is what landing pads see), then the
 * thrown object.  The header's bookkeeping (type, destructor, handler
 * count, reference count, the caught-exception stack) is kept host-side
 * in the EhException record, keyed by the _Unwind_Exception address; the
 * simulated bytes hold what a program could legitimately read: the
 * exception class and the cleanup pointer.
 *
 * Rules cited (SPEC.md §7): EH-U-1 unhandled -> terminate without
 * unwinding; EH-U-2 the verbose terminate handler's message; EH-U-12..
 * misuse of the runtime (end_catch with nothing caught, a foreign value
 * passed as an exception). */
#include "eh/eh.h"
#include "eh/personality.h" /* eh_target_cxx */
#include "eh/rtti.h"
#include "rt/builtin.h"

#include <string.h>


/* libstdc++'s default terminate handler, which set_terminate returns first */
static const char default_terminate[] = "_ZN9__gnu_cxx27__verbose_terminate_handlerEv";

/* the block: [ __cxa_exception ... | _Unwind_Exception | object ], laid
 * out as the target's runtime does (exclayout.c) */
static const ExcLayout *
layout(VM *vm)
{
	const ExcLayout *l = exc_layout(&vm->tgt);
	if (!l)
		vm_fail(vm, R_ERROR, "the Itanium C++ runtime on %s, whose C++ runtime is another", vm->tgt.triple);
	return l;
}

/* "GNUCC++\0" as libstdc++ packs it into a 64-bit exception class */
static const uint64_t gnu_cxx_class = 0x474e5543432b2b00ull;

static EhException *
new_exception(VM *vm, uint64_t size, const Inst *at, uint64_t cls)
{
	const ExcLayout *l = layout(vm);
	uint64_t hs = l->header;
	uint64_t block = mem_alloc_heap(&vm->mem, hs + (size ? size : 1), 16, at, vm->frames.len);
	if (!block)
		vm_fail(vm, R_X_LIM_4, "out of memory allocating an exception of %llu bytes",
			(unsigned long long)size);
	uint64_t obj = block + hs, ue = obj - l->ue_size;
	memset(mem_host(&vm->mem, block), 0, hs);
	/* libstdc++ packs the class into a 64-bit integer, or on ARM EHABI
	 * (a char[8]) writes its characters in order */
	mem_write_uint(mem_host(&vm->mem, ue), 8, cls, vm->big_endian || l->class_chars);
	exc_protect(vm, l, block);
	EhException *x = eh_exception_new(vm, ue, &itanium_abi);
	x->block = block;
	x->obj = obj;
	x->refs = 1;
	return x;
}

static EhException *
exception_of_obj(VM *vm, uint64_t obj)
{
	return eh_exception_at(vm, obj - layout(vm)->ue_size);
}

static EhException *
exception_arg(VM *vm, uint64_t ue, const char *fn)
{
	EhException *x = eh_exception_at(vm, ue);
	if (!x)
		vm_fail(vm, R_EH_U_13, "%s(0x%llx): not an exception that was raised", fn, (unsigned long long)ue);
	return x;
}

static void
event(VM *vm, EhEventKind k, EhException *x, const char *detail)
{
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->nsinks)
		return;
	EhEvent ev = {.kind = k, .x = x, .depth = vm->frames.len ? vm->frames.len - 1 : EH_NO_FRAME, .detail = detail,
		      .handlers = x ? x->handlers : 0};
	eh_emit(vm, &ev);
}

/* the object is no longer referenced: destructor, then the block */
static void
release(VM *vm, EhException *x)
{
	if (x->dependent) {
		EhException *p = x->primary;
		eh_exception_free(vm, x);
		if (p)
			release(vm, p);
		return;
	}
	if (x->refs && --x->refs)
		return;
	event(vm, EV_DESTROY, x, NULL);
	x->destroyed = true;
	if (x->dtor) {
		uint64_t ret, arg = x->obj;
		if (vm_call_address(vm, x->dtor, &arg, 1, &ret, 0))
			vm_fail(vm, R_ERROR, "an exception left the destructor of an exception object");
	}
	if (x->foreign) {
		eh_exception_free(vm, x);
		return;
	}
	mem_free_heap(&vm->mem, x->block, NULL);
	eh_exception_free(vm, x);
}

/* ---------------------------------------------------------- catching */
static uint64_t
begin_catch(VM *vm, EhException *x)
{
	EhRuntime *eh = eh_runtime(vm);
	eh_abi_state(vm, &itanium_abi); /* in use: terminate asks it */
	if (x->foreign) {
		/* libstdc++ keeps at most one foreign exception caught */
		if (eh->caught && eh->caught != x)
			eh_terminate(vm, NULL, "a foreign exception is caught while another is", R_NONE);
		if (!x->caught) {
			x->next_caught = eh->caught;
			eh->caught = x;
			x->caught = true;
		}
		eh_set_in_flight(vm, x, false);
		event(vm, EV_BEGIN_CATCH, x, NULL);
		return 0;
	}
	int count = x->handlers;
	count = count < 0 ? -count + 1 : count + 1;
	x->handlers = count;
	if (eh->uncaught)
		eh->uncaught--;
	if (eh->caught != x) {
		x->next_caught = eh->caught;
		eh->caught = x;
		x->caught = true;
	}
	eh_set_in_flight(vm, x, false);
	event(vm, EV_BEGIN_CATCH, x, NULL);
	return x->adjusted;
}

static void
pop_caught(EhRuntime *eh, EhException *x)
{
	if (eh->caught == x) {
		eh->caught = x->next_caught;
	} else {
		for (EhException *p = eh->caught; p; p = p->next_caught)
			if (p->next_caught == x) {
				p->next_caught = x->next_caught;
				break;
			}
	}
	x->caught = false;
	x->next_caught = NULL;
}

static int
b_begin_catch(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = exception_arg(vm, ARG(0), "__cxa_begin_catch");
	builtin_ret(cs, R, Z, begin_catch(vm, x));
	return BI_DONE;
}

static int
b_end_catch(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = eh->caught;
	if (!x && eh->foreign_rethrows) {
		eh->foreign_rethrows--;
		return BI_DONE;
	}
	if (!x)
		vm_fail(vm, R_EH_U_12, "__cxa_end_catch with no exception caught");
	if (x->foreign) {
		pop_caught(eh, x);
		event(vm, EV_END_CATCH, x, "foreign: deleted");
		uint64_t cleanup = mem_read_uint(vm_mem_read(vm, x->ue + 8, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
		uint64_t ue = x->ue;
		eh_exception_free(vm, x);
		if (cleanup) {
			uint64_t args[2] = {1 /* _URC_FOREIGN_EXCEPTION_CAUGHT */, ue}, ret;
			if (vm_call_address(vm, cleanup, args, 2, &ret, 0))
				return BI_UNWIND;
		}
		return BI_DONE;
	}
	int count = x->handlers;
	if (count < 0) {
		/* rethrown: the exception lives on, in flight */
		if (++count == 0)
			pop_caught(eh, x);
		x->handlers = count;
		event(vm, EV_END_CATCH, x, "rethrown");
		return BI_DONE;
	}
	x->handlers = --count;
	event(vm, EV_END_CATCH, x, NULL);
	if (count == 0) {
		pop_caught(eh, x);
		release(vm, x);
	}
	return BI_DONE;
}

/* ----------------------------------------------------------- throwing */
static int
b_allocate_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = new_exception(vm, ARG(0), cs->inst, gnu_cxx_class);
	builtin_ret(cs, R, Z, x->obj);
	return BI_DONE;
}

static int
b_free_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhException *x = exception_of_obj(vm, ARG(0));
	if (!x)
		vm_fail(vm, R_EH_U_13, "__cxa_free_exception(0x%llx): not an allocated exception",
			(unsigned long long)ARG(0));
	mem_free_heap(&vm->mem, x->block, cs->inst);
	eh_exception_free(vm, x);
	return BI_DONE;
}

static int
b_throw(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhException *x = exception_of_obj(vm, ARG(0));
	if (!x)
		vm_fail(vm, R_EH_U_13, "__cxa_throw(0x%llx): not an object from __cxa_allocate_exception",
			(unsigned long long)ARG(0));
	x->type = ARG(1);
	x->dtor = cs->nargs > 2 ? ARG(2) : 0;
	x->handlers = 0;
	eh_runtime(vm)->uncaught++;
	return eh_throw(vm, x, cs->inst);
}

static int
b_rethrow(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = eh->caught;
	if (!x)
		eh_terminate(vm, NULL, "__cxa_rethrow with no exception caught", R_EH_U_14);
	if (x->foreign) {
		/* libstdc++ forgets it: the handler's __cxa_end_catch finds
		 * nothing caught and does nothing */
		pop_caught(eh, x);
		eh->foreign_rethrows++;
	} else {
		x->handlers = -x->handlers;
		eh->uncaught++;
	}
	event(vm, EV_RETHROW, x, NULL);
	return eh_throw(vm, x, cs->inst);
}

static int
b_get_exception_ptr(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = exception_arg(vm, ARG(0), "__cxa_get_exception_ptr");
	builtin_ret(cs, R, Z, x->adjusted);
	return BI_DONE;
}

static uint64_t
current_type(VM *vm)
{
	EhException *x = eh_runtime(vm)->caught;
	if (!x || x->foreign)
		return 0;
	return x->dependent && x->primary ? x->primary->type : x->type;
}

static int
b_current_exception_type(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, current_type(vm));
	return BI_DONE;
}

static int
b_uncaught_exceptions(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, eh_runtime(vm)->uncaught);
	return BI_DONE;
}

static int
b_uncaught_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, eh_runtime(vm)->uncaught != 0);
	return BI_DONE;
}

/* ----------------------------------------------------------- terminate */
/* libstdc++'s verbose terminate handler, about the exception being
 * handled (false: none) */
static bool
verbose_terminate(VM *vm, void (*err_write)(VM *vm, const char *s))
{
	EhRuntime *eh = eh_runtime(vm);
	uint64_t t = current_type(vm);
	if (!t)
		return false;
	char name[512], line[700];
	Buf b = {0};
	rtti_type_name(vm, t, &b);
	snprintf(name, sizeof name, "%s", b.s ? b.s : "?");
	buf_free(&b);
	snprintf(line, sizeof line, "terminate called after throwing an instance of '%s'\n", name);
	err_write(vm, line);
	/* a std::exception: what() too */
	EhException *x = eh->caught;
	uint64_t exc_ti = rt_symbol_addr(vm, "_ZTISt9exception"), adj;
	uint64_t obj = x->dependent && x->primary ? x->primary->obj : x->obj;
	if (exc_ti && rtti_can_catch(vm, exc_ti, t, obj, &adj)) {
		uint64_t vptr = mem_read_uint(vm_mem_read(vm, adj, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
		uint64_t what = mem_read_uint(vm_mem_read(vm, vptr + 2 * (uint64_t)vm->ptr_bytes, vm->ptr_bytes),
					      vm->ptr_bytes, vm->big_endian);
		uint64_t msg = 0;
		if (vm_call_address(vm, what, &adj, 1, &msg, FR_HOST_CATCH) == 0) {
			char m[4096];
			rt_read_cstr(vm, msg, sizeof m - 1, m);
			Buf o = {0};
			buf_printf(&o, "  what():  %s\n", m);
			err_write(vm, o.s);
			buf_free(&o);
		}
	}
	return true;
}

static int
b_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	eh_terminate(vm, NULL, "std::terminate was called", R_NONE);
}

/* clang's __clang_call_terminate / libstdc++'s __cxa_call_terminate:
 * take the exception, then terminate */
static int
b_call_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhException *x = cs->nargs ? eh_exception_at(vm, ARG(0)) : NULL;
	if (x && !x->caught)
		begin_catch(vm, x);
	eh_terminate(vm, x, x ? "an exception reached a terminate handler (noexcept, or thrown during cleanup)"
			      : "terminate was called", x ? R_EH_U_5 : R_NONE);
}

static int
b_verbose_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	if (eh->terminating && eh->in_default) {
		eh_err_write(vm, "terminate called recursively\n");
		eh_abort(vm);
	}
	eh->terminating = eh->in_default = true;
	eh_verbose_terminate(vm);
	eh_abort(vm);
}

static int
b_set_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhRuntime *eh = eh_runtime(vm);
	uint64_t old = eh->terminate_handler;
	eh->terminate_handler = ARG(0);
	builtin_ret(cs, R, Z, old ? old : rt_symbol_addr(vm, default_terminate));
	return BI_DONE;
}

static int
b_get_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhRuntime *eh = eh_runtime(vm);
	builtin_ret(cs, R, Z, eh->terminate_handler ? eh->terminate_handler : rt_symbol_addr(vm, default_terminate));
	return BI_DONE;
}

static int
b_set_unexpected(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhRuntime *eh = eh_runtime(vm);
	uint64_t old = eh->unexpected_handler;
	eh->unexpected_handler = ARG(0);
	builtin_ret(cs, R, Z, old);
	return BI_DONE;
}

static int
b_pure_virtual(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	eh_err_write(vm, "pure virtual method called\n");
	eh_terminate(vm, NULL, "a pure virtual function was called", R_EH_U_15);
}

static int
b_deleted_virtual(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	eh_err_write(vm, "deleted virtual method called\n");
	eh_terminate(vm, NULL, "a deleted virtual function was called", R_EH_U_15);
}

/* ---------------------------------------- std exceptions of the runtime */
/* throw a std class the runtime throws itself (bad_cast, bad_typeid, ...):
 * libstdc++'s, with the module's type info (CxxAbi.throw_std) */
static int
throw_std(VM *vm, const CallSite *cs, const char *mangled, const char *msg)
{
	int idx;
	const StdClass *c = rt_std_class(mangled, &idx);
	char tiname[128], dname[128];
	snprintf(tiname, sizeof tiname, "_ZTI%s", mangled);
	snprintf(dname, sizeof dname, "_ZN%sD1Ev", mangled + 2); /* St8bad_cast -> _ZNSt8bad_castD1Ev */
	uint64_t ti = rt_symbol_addr(vm, tiname);
	if (!c || !ti)
		vm_fail(vm, R_ERROR, "the runtime cannot throw std::%s here (no type info in the module)", mangled + 3);
	EhException *x = new_exception(vm, rt_std_class_size(vm, c), cs->inst, gnu_cxx_class);
	rt_std_construct(vm, c, x->obj, msg);
	x->type = ti;
	x->dtor = rt_symbol_addr(vm, dname);
	eh_runtime(vm)->uncaught++;
	return eh_throw(vm, x, cs->inst);
}

static int
b_bad_cast(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	return eh_throw_std(vm, cs, "St8bad_cast", NULL);
}

static int
b_bad_typeid(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	return eh_throw_std(vm, cs, "St10bad_typeid", NULL);
}

static int
b_bad_array_new_length(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	return eh_throw_std(vm, cs, "St20bad_array_new_length", NULL);
}

/* --------------------------------------------------- std::exception_ptr */
/* libstdc++'s exception_ptr: one pointer to the primary exception's
 * object; copies count references (EhException.refs) */
static uint64_t
rd_ptr(VM *vm, uint64_t a)
{
	return mem_read_uint(vm_mem_read(vm, a, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
}

static void
wr_ptr(VM *vm, uint64_t a, uint64_t v)
{
	mem_write_uint(vm_mem_write(vm, a, vm->ptr_bytes), vm->ptr_bytes, v, vm->big_endian);
}

static EhException *
primary_of_obj(VM *vm, uint64_t obj)
{
	if (!obj)
		return NULL;
	EhException *x = exception_of_obj(vm, obj);
	if (!x)
		vm_fail(vm, R_EH_U_13, "an exception_ptr holding 0x%llx, which is no exception object",
			(unsigned long long)obj);
	return x;
}

static void
ptr_addref(VM *vm, uint64_t obj)
{
	EhException *x = primary_of_obj(vm, obj);
	if (x)
		x->refs++;
}

static void
ptr_release(VM *vm, uint64_t obj)
{
	EhException *x = primary_of_obj(vm, obj);
	if (x)
		release(vm, x);
}

static int
b_current_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhException *x = eh_runtime(vm)->caught;
	uint64_t obj = 0;
	if (x && !x->foreign) {
		EhException *p = x->dependent && x->primary ? x->primary : x;
		obj = p->obj;
		p->refs++;
	}
	wr_ptr(vm, ARG(0), obj);
	return BI_DONE;
}

static int
b_rethrow_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhException *p = primary_of_obj(vm, rd_ptr(vm, ARG(0)));
	if (!p)
		vm_fail(vm, R_EH_U_13, "std::rethrow_exception of a null exception_ptr");
	/* a dependent exception: its own header, the primary's object */
	EhException *x = new_exception(vm, 0, cs->inst, gnu_cxx_class | 1);
	x->dependent = true;
	x->primary = p;
	p->refs++;
	x->type = p->type;
	x->obj = p->obj;
	x->dtor = 0;
	eh_runtime(vm)->uncaught++;
	return eh_throw(vm, x, cs->inst);
}

static int
b_excptr_copy(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	uint64_t obj = rd_ptr(vm, ARG(1));
	ptr_addref(vm, obj);
	wr_ptr(vm, ARG(0), obj);
	builtin_ret(cs, R, Z, ARG(0));
	return BI_DONE;
}

static int
b_excptr_from_obj(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	ptr_addref(vm, ARG(1));
	wr_ptr(vm, ARG(0), ARG(1));
	builtin_ret(cs, R, Z, ARG(0));
	return BI_DONE;
}

static int
b_excptr_null(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	wr_ptr(vm, ARG(0), 0);
	builtin_ret(cs, R, Z, ARG(0));
	return BI_DONE;
}

static int
b_excptr_dtor(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t obj = rd_ptr(vm, ARG(0));
	wr_ptr(vm, ARG(0), 0);
	ptr_release(vm, obj);
	builtin_ret(cs, R, Z, ARG(0));
	return BI_DONE;
}

static int
b_excptr_assign(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	uint64_t obj = rd_ptr(vm, ARG(1)), old = rd_ptr(vm, ARG(0));
	ptr_addref(vm, obj);
	wr_ptr(vm, ARG(0), obj);
	ptr_release(vm, old);
	builtin_ret(cs, R, Z, ARG(0));
	return BI_DONE;
}

static int
b_excptr_is_null(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, rd_ptr(vm, ARG(0)) == 0);
	return BI_DONE;
}

static int
b_excptr_eq(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, rd_ptr(vm, ARG(0)) == rd_ptr(vm, ARG(1)));
	return BI_DONE;
}

static int
b_excptr_addref(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	ptr_addref(vm, rd_ptr(vm, ARG(0)));
	return BI_DONE;
}

static int
b_excptr_release(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	ptr_release(vm, rd_ptr(vm, ARG(0)));
	return BI_DONE;
}

/* make_exception_ptr: __cxa_init_primary_exception(obj, type, dtor) */
static int
b_init_primary(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = exception_of_obj(vm, ARG(0));
	if (!x)
		vm_fail(vm, R_EH_U_13, "__cxa_init_primary_exception(0x%llx): not an allocated exception",
			(unsigned long long)ARG(0));
	x->type = ARG(1);
	x->dtor = cs->nargs > 2 ? ARG(2) : 0;
	x->refs = 0;
	builtin_ret(cs, R, Z, x->block);
	return BI_DONE;
}

/* --------------------------------------------- dynamic exception specs */
uint32_t eh_filter_types(VM *vm, const Value *filter, uint64_t *out, uint32_t max);

static bool
spec_allows(VM *vm, const Value *filter, uint64_t type, uint64_t obj)
{
	uint64_t types[64], adj;
	uint32_t n = filter ? eh_filter_types(vm, filter, types, 64) : 0;
	for (uint32_t k = 0; k < n; k++)
		if (types[k] && rtti_can_catch(vm, types[k], type, obj, &adj))
			return true;
	return false;
}

/* __cxa_call_unexpected(ue): a filter landing pad's violated spec.  The
 * unexpected handler runs (default: terminate); an exception it throws
 * replaces the first when the spec allows it, else std::bad_exception
 * when the spec allows that, else terminate (libstdc++). */
static int
b_call_unexpected(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = exception_arg(vm, ARG(0), "__cxa_call_unexpected");
	const Value *filter = x->filter;
	begin_catch(vm, x);
	event(vm, EV_UNEXPECTED, x, "the exception specification does not allow it");
	if (!eh->unexpected_handler)
		eh_terminate(vm, x, "std::unexpected: the exception specification is violated", R_EH_U_6);
	uint64_t ret;
	eh->host_caught = NULL;
	int rc = vm_call_address(vm, eh->unexpected_handler, NULL, 0, &ret, FR_HOST_CATCH);
	EhException *y = eh->host_caught;
	eh->host_caught = NULL;
	if (rc == 0 || !y)
		eh_terminate(vm, x, "the unexpected handler returned", R_EH_U_6);
	/* the handler threw y: caught here, as libstdc++'s catch (...) */
	begin_catch(vm, y);
	uint64_t yobj = y->dependent && y->primary ? y->primary->obj : y->obj;
	if (!y->foreign && spec_allows(vm, filter, y->type, yobj)) {
		/* rethrow it (the first exception ends with this catch) */
		y->handlers = -y->handlers;
		eh->uncaught++;
		event(vm, EV_RETHROW, y, "allowed by the exception specification");
		/* end the catch of x below y: libstdc++ ends both catch blocks */
		if (x != y) {
			pop_caught(eh, x);
			release(vm, x);
		}
		if (++y->handlers == 0)
			pop_caught(eh, y);
		return eh_throw(vm, y, cs->inst);
	}
	uint64_t bad = rt_symbol_addr(vm, "_ZTISt13bad_exception");
	if (bad && spec_allows(vm, filter, bad, 0)) {
		/* both catch blocks end (y may be x, rethrown by the handler) */
		pop_caught(eh, y);
		if (x != y) {
			pop_caught(eh, x);
			release(vm, x);
		}
		release(vm, y);
		return eh_throw_std(vm, cs, "St13bad_exception", NULL);
	}
	eh_terminate(vm, y, "the unexpected handler threw an exception the specification does not allow", R_EH_U_6);
}

static int
b_unexpected(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	if (!eh->unexpected_handler)
		eh_terminate(vm, NULL, "std::unexpected was called", R_EH_U_6);
	uint64_t ret;
	if (vm_call_address(vm, eh->unexpected_handler, NULL, 0, &ret, 0))
		return BI_UNWIND;
	(void)cs;
	eh_terminate(vm, NULL, "the unexpected handler returned", R_EH_U_6);
}

/* ------------------------------------------------ the unwinder's API */
static int
b_unwind_resume(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	eh_resume(vm, ARG(0), vm->frames.len - 1, cs->inst);
	return BI_UNWIND;
}

EhException *
eh_exception_or_foreign(VM *vm, uint64_t ue, bool *made)
{
	EhException *x = eh_exception_at(vm, ue);
	if (made)
		*made = !x;
	if (!x) {
		x = eh_exception_new(vm, ue, &itanium_abi);
		x->foreign = true;
	}
	return x;
}

/* _Unwind_RaiseException: a foreign exception when its class is not
 * C++'s; returns _URC_END_OF_STACK (5) when nothing handles it */
static int
b_raise_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhException *x = eh_exception_or_foreign(vm, ARG(0), NULL);
	if (eh_raise(vm, x, cs->inst) == SEARCH_FOUND)
		return BI_UNWIND;
	if (x->foreign)
		eh_exception_free(vm, x);
	builtin_ret(cs, R, Z, 5);
	return BI_DONE;
}

static int
b_delete_exception(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)cs, (void)R, (void)Z;
	uint64_t ue = ARG(0);
	EhException *x = eh_exception_at(vm, ue);
	uint64_t cleanup = mem_read_uint(vm_mem_read(vm, ue + 8, vm->ptr_bytes), vm->ptr_bytes, vm->big_endian);
	if (x && !x->foreign) {
		release(vm, x);
		return BI_DONE;
	}
	if (x)
		eh_exception_free(vm, x);
	if (cleanup) {
		uint64_t args[2] = {1, ue}, ret;
		if (vm_call_address(vm, cleanup, args, 2, &ret, 0))
			return BI_UNWIND;
	}
	return BI_DONE;
}

/* ARM EHABI: a cleanup pad brackets itself with these */
static int
b_begin_cleanup(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = exception_arg(vm, ARG(0), "__cxa_begin_cleanup");
	eh->propagating = x;
	builtin_ret(cs, R, Z, 1);
	return BI_DONE;
}

static int
b_end_cleanup(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)R, (void)Z;
	EhRuntime *eh = eh_runtime(vm);
	EhException *x = eh->propagating;
	if (!x)
		vm_fail(vm, R_EH_U_12, "__cxa_end_cleanup with no cleanup in progress");
	eh->propagating = NULL;
	eh_resume(vm, x->ue, vm->frames.len - 1, cs->inst);
	return BI_UNWIND;
}

/* llvm.eh.typeid.for(ti): the caller's selector for the type */
static int
b_typeid_for(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	const Frame *top = &VEC_AT(&vm->frames, Frame, vm->frames.len - 1);
	builtin_ret(cs, R, Z, (uint64_t)(uint32_t)eh_typeid(vm, top->lf->fn, ARG(0)));
	return BI_DONE;
}

void
cxxabi_catch_all(VM *vm, EhException *x)
{
	begin_catch(vm, x);
	b_end_catch(vm, NULL, NULL, NULL);
}

/* ---------------------------------------------------------- the ABI */
static const char *
abi_type_str(VM *vm, EhException *x, char *buf, size_t n)
{
	return eh_type_str(vm, x->type, buf, n);
}

static void
abi_begin_catch(VM *vm, EhException *x)
{
	begin_catch(vm, x);
}

/* the pads' code calls __cxa_begin_catch/__cxa_end_catch itself */
const CxxAbi itanium_abi = {
	.name = "Itanium",
	.catch_unhandled = true,
	.type_str = abi_type_str,
	.begin_catch = abi_begin_catch,
	.throw_std = throw_std,
	.verbose_terminate = verbose_terminate,
};

/* ------------------------------------------------------------- table */
static const RtFn cxxabi_fns[] = {
	{"__cxa_allocate_exception", b_allocate_exception},
	{"__cxa_free_exception", b_free_exception},
	{"__cxa_throw", b_throw},
	{"__cxa_begin_catch", b_begin_catch},
	{"__cxa_end_catch", b_end_catch},
	{"__cxa_rethrow", b_rethrow},
	{"__cxa_get_exception_ptr", b_get_exception_ptr},
	{"__cxa_current_exception_type", b_current_exception_type},
	{"__cxa_uncaught_exceptions", b_uncaught_exceptions},
	{"_ZSt19uncaught_exceptionsv", b_uncaught_exceptions},
	{"_ZSt18uncaught_exceptionv", b_uncaught_exception},
	{"__cxa_call_unexpected", b_call_unexpected},
	{"_ZSt10unexpectedv", b_unexpected},
	{"_ZSt9terminatev", b_terminate},
	{"__clang_call_terminate", b_call_terminate},
	{"__cxa_call_terminate", b_call_terminate},
	{"_ZSt13set_terminatePFvvE", b_set_terminate},
	{"_ZSt13get_terminatev", b_get_terminate},
	{"_ZN9__gnu_cxx27__verbose_terminate_handlerEv", b_verbose_terminate},
	{"_ZSt14set_unexpectedPFvvE", b_set_unexpected},
	{"__cxa_pure_virtual", b_pure_virtual},
	{"__cxa_deleted_virtual", b_deleted_virtual},
	{"__cxa_bad_cast", b_bad_cast},
	{"__cxa_bad_typeid", b_bad_typeid},
	{"_Unwind_Resume", b_unwind_resume},
	{"_Unwind_RaiseException", b_raise_exception},
	{"_Unwind_DeleteException", b_delete_exception},
	{"__cxa_begin_cleanup", b_begin_cleanup},
	{"__cxa_end_cleanup", b_end_cleanup},
	{"llvm.eh.typeid.for", b_typeid_for},
	{"_Unwind_SjLj_Resume", b_unwind_resume},
	{"_Unwind_SjLj_RaiseException", b_raise_exception},
	{"__cxa_throw_bad_array_new_length", b_bad_array_new_length},
	{"_ZSt17current_exceptionv", b_current_exception},
	{"_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE", b_rethrow_exception},
	{"_ZNSt15__exception_ptr13exception_ptrC1ERKS0_", b_excptr_copy},
	{"_ZNSt15__exception_ptr13exception_ptrC2ERKS0_", b_excptr_copy},
	{"_ZNSt15__exception_ptr13exception_ptrC1EPv", b_excptr_from_obj},
	{"_ZNSt15__exception_ptr13exception_ptrC2EPv", b_excptr_from_obj},
	{"_ZNSt15__exception_ptr13exception_ptrC1Ev", b_excptr_null},
	{"_ZNSt15__exception_ptr13exception_ptrC2Ev", b_excptr_null},
	{"_ZNSt15__exception_ptr13exception_ptrD1Ev", b_excptr_dtor},
	{"_ZNSt15__exception_ptr13exception_ptrD2Ev", b_excptr_dtor},
	{"_ZNSt15__exception_ptr13exception_ptraSERKS0_", b_excptr_assign},
	{"_ZNKSt15__exception_ptr13exception_ptr7is_nullEv", b_excptr_is_null},
	{"_ZNSt15__exception_ptreqERKNS_13exception_ptrES2_", b_excptr_eq},
	{"_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv", b_excptr_addref},
	{"_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv", b_excptr_release},
	{"__cxa_init_primary_exception", b_init_primary},
	{"llvm.eh.typeid.for.p0", b_typeid_for},
	{"llvm.eh.typeid.for.p0i8", b_typeid_for},
	/* static locals, exit-time destructors (cxxnew.c) */
	{"__cxa_atexit", rt_atexit}, {"__cxa_guard_acquire", cxx_guard_acquire},
	{"__cxa_guard_release", cxx_guard_release}, {"__cxa_guard_abort", rt_nop},
};

BuiltinFn
cxxabi_lookup(const char *name)
{
	for (size_t k = 0; k < countof(cxxabi_fns); k++)
		if (strcmp(name, cxxabi_fns[k].name) == 0)
			return cxxabi_fns[k].fn;
	return NULL;
}

/* the targets whose C++ runtime is this one (the personality catalogue's
 * cxx column: every target but MSVC's, whose runtime is msvcrt.c) */
static bool
itanium_applies(const Target *t)
{
	return eh_target_cxx(t) == &itanium_abi;
}

const RuntimeLib rt_itanium_cxx = {
	.name = "Itanium C++ runtime",
	.applies = itanium_applies,
	.fns = RT_TABLE(cxxabi_fns),
	.match = stdexcept_lookup, /* the std exception classes' members, __dynamic_cast */
	.declare = rt_cxx_declare,
	.object = rt_cxx_object,
	.fill = rt_cxx_fill,
};
