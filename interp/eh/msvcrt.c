/* msvcrt.c — the MSVC C++ runtime, as __CxxFrameHandler3 and
 * _CxxThrowException define it, read from simulated memory.
 *
 *   _CxxThrowException(obj, ThrowInfo*)
 *     ThrowInfo          { u32 attributes; ref destructor; ref forward;
 *                          ref CatchableTypeArray }
 *     CatchableTypeArray { i32 count; ref CatchableType[count] }
 *     CatchableType      { u32 properties; ref TypeDescriptor;
 *                          i32 mdisp, pdisp, vdisp; i32 size; ref copy ctor }
 *     TypeDescriptor     { ptr vftable; ptr spare; char name[] }
 *
 * A `ref` is 4 bytes: an offset from __ImageBase on 64-bit targets, an
 * address on 32-bit ones.  The thrown object lives where the thrower put
 * it (its frame): the frames the exception unwinds keep their memory until
 * the catch that ends it (EhException.keeps_frames).  A catchpad's
 * arguments are [TypeDescriptor* or null, adjectives, slot or null]; the
 * catch object is built in the slot when phase 1 has chosen the handler,
 * before any frame unwinds (the ABI's handler_found), as MSVC does.
 * Terminate, its handler and the uncaught count are shared with the
 * Itanium runtime (cxxabi.c): ehi has one terminate. */
#include "eh/msvc.h"

#include "rt/builtin.h"
#include "eh/rtti.h"

#include <string.h>


enum { CT_IS_SIMPLE = 1, CT_BY_REF_ONLY = 2, CT_HAS_VBASE = 4 };
enum { HT_CONST = 1, HT_VOLATILE = 2, HT_REFERENCE = 8 };
enum { TI_CONST = 1, TI_VOLATILE = 2 };

/* the runtime's own state: the exceptions whose catch funclets run */
typedef struct MsvcState {
	EhException *caught;    /* the innermost one (what `throw;` rethrows) */
	Vec stack;              /* EhException*: all of them, inner last */
	/* @__ImageBase, found once per run: every image-relative field of
	 * the x64 tables adds it (a by-name lookup each time cost a throw
	 * 5-7% more instructions) */
	uint64_t image_base;
} MsvcState;

static void *
state_new(VM *vm)
{
	(void)vm;
	return xcalloc(1, sizeof(MsvcState));
}

static void
state_free(void *p)
{
	MsvcState *st = p;
	vec_free(&st->stack);
	free(st);
}

static MsvcState *
msvc_state(VM *vm)
{
	return eh_abi_state(vm, &msvc_abi);
}

#define rd32 msvc_rd32
#define rdptr msvc_rdptr
#define rdref msvc_rdref

uint64_t
msvc_image_base(VM *vm)
{
	if (vm->ptr_bytes != 8)
		return 0;
	MsvcState *st = msvc_state(vm);
	if (st->image_base)
		return st->image_base;
	uint64_t base = rt_symbol_addr(vm, "__ImageBase");
	if (!base)
		vm_fail(vm, R_ERROR, "MSVC exception tables without @__ImageBase in the module");
	return st->image_base = base;
}

uint64_t
msvc_rdref(VM *vm, uint64_t a)
{
	uint32_t v = msvc_rd32(vm, a);
	return v ? (msvc_image_base(vm) + v) & vm->mem.ptr_mask : 0;
}

uint32_t
msvc_ref_to(VM *vm, uint64_t to)
{
	return to ? (uint32_t)(to - msvc_image_base(vm)) : 0;
}

static uint64_t
td_name(VM *vm, uint64_t td)
{
	return msvc_td_name_addr(vm, td);
}

void
msvc_td_name(VM *vm, uint64_t td, char *buf, size_t n)
{
	rt_read_cstr(vm, td_name(vm, td), n - 1, buf);
}

bool
msvc_td_equal(VM *vm, uint64_t a, uint64_t b)
{
	if (a == b)
		return true;
	char x[256], y[256];
	msvc_td_name(vm, a, x, sizeof x);
	msvc_td_name(vm, b, y, sizeof y);
	return strcmp(x, y) == 0;
}

/* the catchable types of x's ThrowInfo */
static uint32_t
cta_of(VM *vm, EhException *x, uint64_t *cta)
{
	*cta = rdref(vm, x->type + 12);
	if (!*cta)
		vm_fail(vm, R_EH_U_16, "ThrowInfo at 0x%llx has no catchable type array", (unsigned long long)x->type);
	return rd32(vm, *cta);
}

static uint64_t
cta_at(VM *vm, uint64_t cta, uint32_t k)
{
	return rdref(vm, cta + 4 + 4 * (uint64_t)k);
}

/* an object's subobject by a CatchableType's displacements */
static uint64_t
this_ptr(VM *vm, uint64_t ct, uint64_t obj)
{
	if (!obj)
		return 0;
	int32_t mdisp = (int32_t)rd32(vm, ct + 8), pdisp = (int32_t)rd32(vm, ct + 12), vdisp = (int32_t)rd32(vm, ct + 16);
	uint64_t p = obj;
	if (pdisp >= 0) {
		uint64_t vbtable = rdptr(vm, obj + (uint64_t)(int64_t)pdisp);
		p = obj + (uint64_t)(int64_t)pdisp + (uint64_t)(int64_t)(int32_t)rd32(vm, vbtable + (uint64_t)(int64_t)vdisp);
	}
	return (p + (uint64_t)(int64_t)mdisp) & vm->mem.ptr_mask;
}

/* --------------------------------------------------------- type names */
/* MSVC's decorated type names, written as libstdc++'s demangler writes
 * the same types (the terminate message is the same on every target) */
static const struct { const char *code, *name; } builtin_types[] = {
	{"C", "signed char"}, {"D", "char"}, {"E", "unsigned char"}, {"F", "short"}, {"G", "unsigned short"},
	{"H", "int"}, {"I", "unsigned int"}, {"J", "long"}, {"K", "unsigned long"}, {"M", "float"},
	{"N", "double"}, {"O", "long double"}, {"X", "void"}, {"_J", "long long"}, {"_K", "unsigned long long"},
	{"_N", "bool"}, {"_W", "wchar_t"}, {"_S", "char16_t"}, {"_U", "char32_t"}, {"_Q", "char8_t"},
	{"$$T", "decltype(nullptr)"},
};

static const char *
demangle_type(const char *s, Buf *out)
{
	if (*s == 'P' || *s == 'Q') {
		s++;
		if (*s == 'E')
			s++; /* __ptr64 */
		char cv = *s ? *s++ : 'A';
		Buf inner = {0};
		s = demangle_type(s, &inner);
		if (!s) {
			buf_free(&inner);
			return NULL;
		}
		buf_puts(out, inner.s ? inner.s : "");
		buf_free(&inner);
		if (cv == 'B' || cv == 'D')
			buf_puts(out, " const");
		if (cv == 'C' || cv == 'D')
			buf_puts(out, " volatile");
		buf_puts(out, "*");
		return s;
	}
	if (s[0] == '?' && s[1] == 'A' && (s[2] == 'U' || s[2] == 'V' || s[2] == 'T' || s[2] == 'W')) {
		s += s[2] == 'W' ? 4 : 3;
		/* name@scope@scope@@: innermost first */
		const char *parts[16];
		size_t lens[16], n = 0;
		while (*s && *s != '@') {
			if (*s == '?')
				return NULL; /* templates and special names: not here */
			const char *at = strchr(s, '@');
			if (!at || n == 16)
				return NULL;
			parts[n] = s;
			lens[n++] = (size_t)(at - s);
			s = at + 1;
		}
		if (*s != '@')
			return NULL;
		for (size_t k = n; k-- > 0;) {
			buf_printf(out, "%.*s", (int)lens[k], parts[k]);
			if (k)
				buf_puts(out, "::");
		}
		return s + 1;
	}
	for (size_t k = 0; k < countof(builtin_types); k++) {
		size_t l = strlen(builtin_types[k].code);
		if (strncmp(s, builtin_types[k].code, l) == 0) {
			buf_puts(out, builtin_types[k].name);
			return s + l;
		}
	}
	return NULL;
}

static void
type_name(VM *vm, uint64_t td, char *buf, size_t n)
{
	char raw[256];
	rt_read_cstr(vm, td_name(vm, td), sizeof raw - 1, raw);
	Buf b = {0};
	const char *end = raw[0] == '.' ? demangle_type(raw + 1, &b) : NULL;
	snprintf(buf, n, "%s", end && !*end && b.s ? b.s : raw);
	buf_free(&b);
}

static const char *
abi_type_str(VM *vm, EhException *x, char *buf, size_t n)
{
	uint64_t cta;
	if (!x->type || !cta_of(vm, x, &cta)) {
		snprintf(buf, n, "?");
		return buf;
	}
	type_name(vm, rdref(vm, cta_at(vm, cta, 0) + 4), buf, n);
	return buf;
}

/* ----------------------------------------------------------- matching */
static uint32_t
const_u32(const Value *v)
{
	return v->kind == VK_CINT ? (uint32_t)((const ConstInt *)v)->w[0] : 0;
}

bool
msvc_catchpad_matches(VM *vm, EhException *x, const Inst *cp)
{
	if (cp->u.nops < 3)
		vm_fail(vm, R_EH_U_16, "an MSVC catchpad needs [TypeDescriptor*, adjectives, slot] arguments");
	uint64_t td = eh_const_addr(vm, inst_opnd(cp, 1));
	uint32_t adj = const_u32(inst_opnd(cp, 2));
	uint32_t attrs = rd32(vm, x->type);
	uint64_t cta;
	uint32_t n = cta_of(vm, x, &cta);
	char want[256], have[256];
	if (td)
		rt_read_cstr(vm, td_name(vm, td), sizeof want - 1, want);
	for (uint32_t k = 0; k < n; k++) {
		uint64_t ct = cta_at(vm, cta, k);
		if (td) {
			uint64_t ctd = rdref(vm, ct + 4);
			if (ctd != td) {
				rt_read_cstr(vm, td_name(vm, ctd), sizeof have - 1, have);
				if (strcmp(want, have) != 0)
					continue;
			}
			if ((rd32(vm, ct) & CT_BY_REF_ONLY) && !(adj & HT_REFERENCE))
				continue;
			if ((attrs & TI_CONST) && !(adj & HT_CONST))
				continue;
			if ((attrs & TI_VOLATILE) && !(adj & HT_VOLATILE))
				continue;
		}
		x->catch_type = ct;
		return true;
	}
	return false;
}

/* phase 1 chose catchpad cp of frame depth: build its catch object */
static void
build_catch_object(VM *vm, EhException *x, const Inst *cp, uint32_t depth)
{
	if (inst_op(cp) != OP_CATCHPAD)
		return;
	if (eh_const_addr(vm, inst_opnd(cp, 1)) == 0)
		return; /* catch (...) */
	const Value *slotv = inst_opnd(cp, 3);
	if (slotv->kind == VK_CNULL || slotv->kind == VK_CZERO)
		return; /* no catch parameter */
	const Frame *fr = &VEC_AT(&vm->frames, Frame, depth);
	const PadOp *po = eh_pad_op(fr->lf, cp);
	if (!po || po->nargs < 3)
		vm_fail(vm, R_ERROR, "internal: catchpad without its lowered arguments");
	uint64_t slot = vm->regs[fr->base + po->args[2]];
	uint32_t adj = const_u32(inst_opnd(cp, 2));
	uint64_t ct = x->catch_type, p = vm->ptr_bytes;
	uint32_t props = rd32(vm, ct), size = rd32(vm, ct + 20);
	const char *how;
	if (adj & HT_REFERENCE) {
		mem_write_uint(vm_mem_write(vm, slot, p), (unsigned)p, this_ptr(vm, ct, x->obj), vm->big_endian);
		how = "reference";
	} else if (props & CT_IS_SIMPLE) {
		memmove(vm_mem_write(vm, slot, size), vm_mem_read(vm, x->obj, size), size);
		if (size == p) {
			uint64_t v = rdptr(vm, slot);
			mem_write_uint(vm_mem_write(vm, slot, p), (unsigned)p, this_ptr(vm, ct, v), vm->big_endian);
		}
		how = "bitwise copy";
	} else {
		uint64_t ctor = rdref(vm, ct + 24);
		uint64_t src = this_ptr(vm, ct, x->obj);
		if (ctor) {
			uint64_t args[3] = {slot, src, 1}, ret;
			how = "copy constructor";
			if (vm_call_address(vm, ctor, args, props & CT_HAS_VBASE ? 3 : 2, &ret, FR_HOST_CATCH)) {
				vm->eh->host_caught = NULL;
				eh_terminate(vm, x, "the copy constructor of the catch parameter threw", R_EH_F_8);
			}
		} else {
			memmove(vm_mem_write(vm, slot, size), vm_mem_read(vm, src, size), size);
			how = "bitwise copy";
		}
	}
	EhRuntime *eh = vm->eh;
	if (eh->nsinks) {
		EhEvent ev = {.kind = EV_CATCH_OBJECT, .x = x, .depth = depth, .at = cp, .detail = how};
		eh_emit(vm, &ev);
	}
}

/* --------------------------------------------------- handled exceptions */
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

static void
begin_catch(VM *vm, EhException *x)
{
	EhRuntime *eh = eh_runtime(vm);
	MsvcState *st = msvc_state(vm);
	VEC_PUSH(&st->stack, EhException *, x);
	st->caught = x;
	x->handlers++;
	if (eh->uncaught)
		eh->uncaught--;
	x->caught = true;
	event(vm, EV_BEGIN_CATCH, x, NULL);
}

static void
destroy(VM *vm, EhException *x, bool release_frames)
{
	event(vm, EV_DESTROY, x, NULL);
	x->destroyed = true;
	uint64_t dtor = rdref(vm, x->type + 4);
	if (dtor) {
		uint64_t ret, arg = x->obj;
		if (vm_call_address(vm, dtor, &arg, 1, &ret, FR_HOST_CATCH))
			eh_terminate(vm, NULL, "the destructor of an exception object threw", R_EH_F_8);
	}
	if (release_frames && x->release_sp)
		mem_stack_release(&vm->mem, x->release_sp);
	mem_free_heap(&vm->mem, x->ue, NULL);
	eh_exception_free(vm, x);
}

static void
end_catch(VM *vm, EhException *x, EhException *by)
{
	MsvcState *st = msvc_state(vm);
	Vec *v = &st->stack;
	for (uint32_t k = v->len; k-- > 0;)
		if (VEC_AT(v, EhException *, k) == x) {
			memmove(&VEC_AT(v, EhException *, k), &VEC_AT(v, EhException *, k + 1),
				(v->len - k - 1) * sizeof(EhException *));
			v->len--;
			break;
		}
	st->caught = v->len ? VEC_AT(v, EhException *, v->len - 1) : NULL;
	x->handlers--;
	x->caught = x->handlers > 0;
	event(vm, EV_END_CATCH, x, by == x ? "rethrown" : by ? "left by another exception" : NULL);
	if (by != x && x->handlers <= 0 && !x->in_flight)
		destroy(vm, x, by == NULL);
}

/* ------------------------------------------------------------ builtins */
static int
b_throw(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	(void)Z;
	EhRuntime *eh = eh_runtime(vm);
	uint64_t obj = ARG(0), ti = ARG(1);
	EhException *x;
	if (!obj && !ti) {
		/* throw; */
		x = msvc_state(vm)->caught;
		if (!x)
			eh_terminate(vm, NULL, "throw; with no exception being handled", R_EH_U_14);
		eh->uncaught++;
		event(vm, EV_RETHROW, x, NULL);
	} else {
		if (!ti)
			vm_fail(vm, R_EH_U_16, "_CxxThrowException(0x%llx, null): an object without a ThrowInfo",
				(unsigned long long)obj);
		uint64_t rec = mem_alloc_heap(&vm->mem, 16 * (uint64_t)vm->ptr_bytes, 16, cs->inst, vm->frames.len);
		if (!rec)
			vm_fail(vm, R_X_LIM_4, "out of memory raising an exception");
		return msvc_raise(vm, rec, obj, ti, cs->inst);
	}
	return eh_throw(vm, x, cs->inst);
}

int
msvc_raise(VM *vm, uint64_t rec, uint64_t obj, uint64_t ti, const Inst *at)
{
	EhException *x = eh_exception_new(vm, rec, &msvc_abi);
	x->obj = obj;
	x->type = ti;
	x->refs = 1;
	eh_runtime(vm)->uncaught++;
	return eh_throw(vm, x, at);
}


static int
b_set_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	EhRuntime *eh = eh_runtime(vm);
	uint64_t old = eh->terminate_handler;
	eh->terminate_handler = ARG(0);
	builtin_ret(cs, R, Z, old);
	return BI_DONE;
}

static int
b_get_terminate(VM *vm, const CallSite *cs, uint64_t *R, uint8_t *Z)
{
	builtin_ret(cs, R, Z, eh_runtime(vm)->terminate_handler);
	return BI_DONE;
}




static const RtFn msvc_fns[] = {
	{"_CxxThrowException", b_throw},
	/* the UCRT's terminate handler starts null (libstdc++'s does not) */
	{"set_terminate", b_set_terminate},
	{"?set_terminate@@YAP6AXXZP6AXXZ@Z", b_set_terminate},
	{"_get_terminate", b_get_terminate},
	{"?_get_terminate@@YAP6AXXZXZ", b_get_terminate},
	/* thread-safe statics (cxxnew.c) */
	{"_Init_thread_header", cxx_init_thread_header}, {"_Init_thread_footer", cxx_init_thread_footer},
	{"_Init_thread_abort", cxx_init_thread_abort},
};

/* MSVC names of what the Itanium runtime (cxxabi.c) already does alike */
static const struct {
	const char *msvc, *itanium;
} same_as_cxxabi[] = {
	{"?terminate@@YAXXZ", "_ZSt9terminatev"},
	{"terminate", "_ZSt9terminatev"},
	{"__std_terminate", "_ZSt9terminatev"},
	{"__uncaught_exceptions", "_ZSt19uncaught_exceptionsv"},
	{"?uncaught_exceptions@std@@YAHXZ", "_ZSt19uncaught_exceptionsv"},
	{"__uncaught_exception", "_ZSt18uncaught_exceptionv"},
	{"?uncaught_exception@std@@YA_NXZ", "_ZSt18uncaught_exceptionv"},
	/* kept, never called: MSVC has no dynamic exception specifications */
	{"set_unexpected", "_ZSt14set_unexpectedPFvvE"},
	{"?set_unexpected@@YAP6AXXZP6AXXZ@Z", "_ZSt14set_unexpectedPFvvE"},
	{"_purecall", "__cxa_pure_virtual"},
};

/* the names not in msvc_fns: those the Itanium runtime does alike, RTTI,
 * the std exception classes */
static BuiltinFn
msvcrt_match(const char *name)
{
	for (size_t k = 0; k < countof(same_as_cxxabi); k++)
		if (strcmp(name, same_as_cxxabi[k].msvc) == 0)
			return cxxabi_lookup(same_as_cxxabi[k].itanium);
	BuiltinFn fn = msvc_rtti_lookup(name);
	return fn ? fn : msvc_std_lookup(name);
}

/* the runtime's objects: its std exceptions (msvc_std.c), the image
 * base, the static-local epoch, RTTI of the program left readable */
static bool
msvc_object(VM *vm, const char *name, VmObject *o)
{
	if (msvc_std_object_size(vm, name, &o->size, &o->align)) {
		o->sized = true;
		return true;
	}
	if (strcmp(name, "__ImageBase") == 0) {
		o->image_base = true;
		return true;
	}
	return strcmp(name, "_Init_thread_epoch") == 0 || strncmp(name, "??_", 3) == 0;
}

/* MSVC's static-local epoch: INT_MIN until the first object is built */
static void
msvc_start(VM *vm)
{
	Value *epoch = vm_symbol(vm, "_Init_thread_epoch");
	if (epoch && epoch->kind == VK_GLOBALVAR && !((Global *)epoch)->u.nops)
		mem_write_uint(mem_host(&vm->mem, vm_global_addr(vm, epoch)), 4, (uint32_t)INT32_MIN, vm->big_endian);
}

static bool
msvc_applies(const Target *t)
{
	return t->os == OS_WINDOWS;
}

const RuntimeLib rt_msvc_cxx = {
	.name = "MSVC C++ runtime",
	.applies = msvc_applies,
	.fns = RT_TABLE(msvc_fns),
	.match = msvcrt_match,
	.declare = msvc_std_prepare,
	.object = msvc_object,
	.fill = msvc_std_fill,
	.start = msvc_start,
};

/* the terminate message for the MSVC exception being handled (false:
 * none) */
static bool
verbose_terminate(VM *vm, void (*write)(VM *vm, const char *s))
{
	EhException *x = msvc_state(vm)->caught;
	if (!x)
		return false;
	char name[300], line[400];
	abi_type_str(vm, x, name, sizeof name);
	snprintf(line, sizeof line, "terminate called after throwing an instance of '%s'\n", name);
	write(vm, line);
	/* a std::exception: what() too (vtable slot 1) */
	uint64_t cta;
	uint32_t n = cta_of(vm, x, &cta);
	char tn[256];
	for (uint32_t k = 0; k < n; k++) {
		uint64_t ct = cta_at(vm, cta, k);
		rt_read_cstr(vm, td_name(vm, rdref(vm, ct + 4)), sizeof tn - 1, tn);
		if (strcmp(tn, ".?AVexception@std@@") != 0)
			continue;
		uint64_t self = this_ptr(vm, ct, x->obj), msg = 0;
		uint64_t what = rdptr(vm, rdptr(vm, self) + vm->ptr_bytes);
		if (vm_call_address(vm, what, &self, 1, &msg, FR_HOST_CATCH) == 0) {
			char m[4096];
			rt_read_cstr(vm, msg, sizeof m - 1, m);
			Buf o = {0};
			buf_printf(&o, "  what():  %s\n", m);
			write(vm, o.s);
			buf_free(&o);
		}
		break;
	}
	return true;
}

static uint32_t
handling(VM *vm, EhException **out, uint32_t max)
{
	MsvcState *st = msvc_state(vm);
	uint32_t n = 0;
	for (uint32_t k = st->stack.len; k-- > 0 && n < max;)
		out[n++] = VEC_AT(&st->stack, EhException *, k);
	return n;
}

/* the runtime throws vcruntime's class, in MSVC form (msvc_std.c):
 * "St9bad_alloc" is its "bad_alloc" */
static int
throw_std(VM *vm, const CallSite *cs, const char *mangled, const char *msg)
{
	(void)msg;
	const char *n = mangled + 2;
	while (*n >= '0' && *n <= '9')
		n++;
	return msvc_throw_std(vm, cs, n);
}

/* the runtime begins a catch when its catchpad is entered and ends it
 * when the pad exits; the object lives in the thrower's frame */
const CxxAbi msvc_abi = {
	.name = "MSVC",
	.keeps_frames = true,
	.type_str = abi_type_str,
	.begin_catch = begin_catch,
	.throw_std = throw_std,
	.pad_begin_catch = begin_catch,
	.pad_end_catch = end_catch,
	.handler_found = build_catch_object,
	.verbose_terminate = verbose_terminate,
	.handling = handling,
	.state_new = state_new,
	.state_free = state_free,
};
