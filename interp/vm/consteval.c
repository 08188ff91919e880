/* consteval.c — constants as the machine sees them: global addresses,
 * global initialisers written into simulated memory (with relocations:
 * pointers to globals and functions, constant expressions such as MSVC's
 * image-relative RTTI fields), and the register images of constants
 * used by instructions. */
#include "vm/vm_ops.h"

#include <string.h>

typedef struct GAddr {
	const Value *g;
	uint64_t addr;
	UT_hash_handle hh;
} GAddr;

static void
set_gaddr(VM *vm, const Value *g, uint64_t addr)
{
	GAddr *e = arena_alloc(&vm->arena, sizeof *e), *t = vm->gaddr;
	e->g = g;
	e->addr = addr;
	HASH_ADD_PTR(t, g, e);
	vm->gaddr = t;
}

static bool
find_gaddr(VM *vm, const Value *g, uint64_t *addr)
{
	GAddr *e, *t = vm->gaddr;
	HASH_FIND_PTR(t, &g, e);
	if (!e)
		return false;
	*addr = e->addr;
	return true;
}

uint64_t
vm_global_addr(VM *vm, const Value *g)
{
	uint64_t a = 0;
	find_gaddr(vm, g, &a);
	return a;
}

Function *
vm_func_at(VM *vm, uint64_t addr)
{
	if (addr < vm->mem.func_lo || addr >= vm->mem.func_next || (addr - vm->mem.func_lo) % 16)
		return NULL;
	uint64_t k = (addr - vm->mem.func_lo) / 16;
	return k < vm->funcs_by_slot.len ? VEC_AT(&vm->funcs_by_slot, Function *, k) : NULL;
}

/* ------------------------------------------------------ scalar values */
static uint64_t
mask_bits(uint32_t bits)
{
	return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
}

static int64_t
sext_bits(uint64_t v, uint32_t bits)
{
	return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits);
}

static bool cerr(char *err, size_t n, const char *fmt, ...) EHI_PRINTF(3, 4);

static bool
cerr(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return false;
}

/* what does not fit the address window (mem.h): a limit of ehi's, not a
 * fault of the module */
static bool
window_full(VM *vm, char *err, size_t n, const char *what)
{
	vm->layout_limit = true;
	return cerr(err, n, "%s: the module does not fit the simulated address window [%s]", what,
		    rule_table[R_X_LIM_7].id);
}

/* A scalar constant (int <= 64 bits, pointer, float bits) as a 64-bit
 * register value; aggregates go through const_bytes. */
static bool
scalar(VM *vm, const Value *c, uint64_t *out, bool *poison, char *err, size_t n)
{
	*poison = false;
	switch (c->kind) {
	case VK_CINT:
		*out = ((const ConstInt *)c)->w[0];
		return true;
	case VK_CFP:
		*out = ((const ConstFP *)c)->lo;
		return true;
	case VK_CNULL: case VK_CZERO: case VK_CNONE:
		*out = 0;
		return true;
	case VK_CUNDEF: case VK_CPOISON:
		*out = 0;
		*poison = true;
		return true;
	case VK_GLOBALVAR: case VK_FUNCTION: case VK_ALIAS: case VK_IFUNC:
		if (!find_gaddr(vm, c, out))
			return cerr(err, n, "global '@%s' has no address", c->name ? c->name : "?");
		return true;
	case VK_CDSOEQUIV: case VK_CNOCFI:
		return scalar(vm, ((const User *)c)->ops[0].val, out, poison, err, n);
	case VK_CBLOCKADDR: {
		const Block *b = (const Block *)((const User *)c)->ops[1].val;
		/* a block's address: inside its function's 16-byte slot is too
		 * small, so blocks get their own function-region slots */
		if (!find_gaddr(vm, &b->v, out)) {
			uint64_t a = mem_alloc_func(&vm->mem);
			if (!a)
				return window_full(vm, err, n, "out of code addresses");
			VEC_PUSH(&vm->funcs_by_slot, Function *, NULL);
			set_gaddr(vm, &b->v, a);
			*out = a;
		}
		return true;
	}
	case VK_CEXPR: {
		const ConstExpr *e = (const ConstExpr *)c;
		Opcode op = (Opcode)c->op;
		const Type *rt = c->type;
		uint32_t rbits = rt->kind == TY_PTR ? vm->ptr_bytes * 8 : rt->kind == TY_INT ? rt->bits : 64;
		uint64_t a = 0, b = 0;
		bool pa = false, pb = false;
		if (op == OP_GETELEMENTPTR) {
			if (!scalar(vm, e->u.ops[0].val, &a, &pa, err, n))
				return false;
			int64_t off = 0;
			const Type *t = e->src_type;
			for (uint32_t k = 1; k < e->u.nops; k++) {
				const Value *idx = e->u.ops[k].val;
				uint64_t iv = 0;
				bool ip;
				if (!scalar(vm, idx, &iv, &ip, err, n))
					return false;
				int64_t si = sext_bits(iv, idx->type->kind == TY_INT ? idx->type->bits : 64);
				/* (modulo 2^64, as the address is; inbounds: gepcheck.c) */
				if (k == 1) {
					off = (int64_t)((uint64_t)off + (uint64_t)si * dl_type_size(&vm->dl, t));
				} else if (t->kind == TY_STRUCT) {
					off = (int64_t)((uint64_t)off + dl_field_offset(&vm->dl, t, (uint32_t)iv));
					t = t->sub[iv];
				} else {
					t = t->elem;
					off = (int64_t)((uint64_t)off + (uint64_t)si * dl_type_size(&vm->dl, t));
				}
			}
			*out = (a + (uint64_t)off) & vm->mem.ptr_mask;
			/* inbounds leaving its global: poison (gepcheck.c) */
			*poison = pa || ((e->u.flags & IF_INBOUNDS) && vm_cexpr_gep_outside(vm, c));
			return true;
		}
		if (e->u.nops > 0 && !scalar(vm, e->u.ops[0].val, &a, &pa, err, n))
			return false;
		if (e->u.nops > 1 && !scalar(vm, e->u.ops[1].val, &b, &pb, err, n))
			return false;
		const Type *at = e->u.nops ? e->u.ops[0].val->type : rt;
		uint32_t abits = at->kind == TY_PTR ? vm->ptr_bytes * 8 : at->kind == TY_INT ? at->bits : 64;
		*poison = pa || pb;
		switch (op) {
		case OP_BITCAST: case OP_ADDRSPACECAST: case OP_PTRTOINT: case OP_INTTOPTR:
		case OP_TRUNC: case OP_ZEXT:
			*out = a & mask_bits(rbits);
			return true;
		case OP_SEXT:
			*out = (uint64_t)sext_bits(a, abits) & mask_bits(rbits);
			return true;
		case OP_ADD: *out = (a + b) & mask_bits(rbits); return true;
		case OP_SUB: *out = (a - b) & mask_bits(rbits); return true;
		case OP_MUL: *out = (a * b) & mask_bits(rbits); return true;
		case OP_AND: *out = a & b; return true;
		case OP_OR: *out = a | b; return true;
		case OP_XOR: *out = a ^ b; return true;
		case OP_SHL: *out = b < rbits ? (a << b) & mask_bits(rbits) : 0; return true;
		case OP_LSHR: *out = b < rbits ? a >> b : 0; return true;
		case OP_ASHR: *out = b < rbits ? (uint64_t)(sext_bits(a, rbits) >> b) & mask_bits(rbits) : 0; return true;
		case OP_ICMP:
			*out = vm_icmp(e->pred, a, b, abits);
			return true;
		case OP_SELECT: {
			uint64_t cv = a, tv, fv;
			bool tp, fp;
			if (!scalar(vm, e->u.ops[1].val, &tv, &tp, err, n) ||
			    !scalar(vm, e->u.ops[2].val, &fv, &fp, err, n))
				return false;
			*out = cv & 1 ? tv : fv;
			*poison = pa || (cv & 1 ? tp : fp);
			return true;
		}
		default:
			return cerr(err, n, "constant expression '%s' cannot be evaluated yet", op_names[op]);
		}
	}
	default:
		return cerr(err, n, "constant of this kind cannot be evaluated");
	}
}

/* ------------------------------------------------------- memory images */
static void
put_uint(VM *vm, uint8_t *p, unsigned bytes, uint64_t v)
{
	mem_write_uint(p, bytes, v, vm->big_endian);
}

bool
vm_const_bytes(VM *vm, const Value *c, uint8_t *out, char *err, size_t n)
{
	const Type *t = c->type;
	uint64_t size = dl_store_size(&vm->dl, t);
	switch (c->kind) {
	case VK_CZERO: case VK_CNULL: case VK_CUNDEF: case VK_CPOISON: case VK_CNONE:
		memset(out, 0, size);
		return true;
	case VK_CDATA: {
		const ConstData *d = (const ConstData *)c;
		memcpy(out, d->bytes, d->len);
		return true;
	}
	case VK_CINT:
		if (t->bits > 64) {
			/* byte j of the value (little-endian words), at j or, on BE, at size-1-j */
			const ConstInt *ci = (const ConstInt *)c;
			for (uint64_t j = 0; j < size; j++) {
				uint8_t byte = j / 8 < ci->nwords ? (uint8_t)(ci->w[j / 8] >> (8 * (j % 8))) : 0;
				out[vm->big_endian ? size - 1 - j : j] = byte;
			}
			return true;
		}
		put_uint(vm, out, (unsigned)size, ((const ConstInt *)c)->w[0]);
		return true;
	case VK_CFP: {
		const ConstFP *f = (const ConstFP *)c;
		switch (t->kind) {
		case TY_X86_FP80:
			put_uint(vm, out, 8, f->lo);
			put_uint(vm, out + 8, 2, f->hi);
			return true;
		case TY_FP128:
			if (vm->big_endian) {
				put_uint(vm, out, 8, f->hi);
				put_uint(vm, out + 8, 8, f->lo);
			} else {
				put_uint(vm, out, 8, f->lo);
				put_uint(vm, out + 8, 8, f->hi);
			}
			return true;
		case TY_PPC_FP128:
			put_uint(vm, out, 8, f->lo);
			put_uint(vm, out + 8, 8, f->hi);
			return true;
		default:
			put_uint(vm, out, (unsigned)size, f->lo);
			return true;
		}
	}
	case VK_CAGG: case VK_CSPLAT: {
		const User *u = (const User *)c;
		memset(out, 0, size);
		uint64_t count = t->kind == TY_STRUCT ? t->nsub : t->count;
		for (uint64_t k = 0; k < count; k++) {
			const Value *e = c->kind == VK_CSPLAT ? u->ops[0].val : u->ops[k].val;
			uint64_t off;
			if (t->kind == TY_STRUCT)
				off = dl_field_offset(&vm->dl, t, (uint32_t)k);
			else if (t->kind == TY_ARRAY)
				off = k * dl_type_size(&vm->dl, t->elem);
			else {
				if (t->elem->kind == TY_INT && t->elem->bits % 8) {
					/* vectors of sub-byte elements are bit-packed */
					uint64_t v = 0;
					bool p;
					if (!scalar(vm, e, &v, &p, err, n))
						return false;
					for (uint32_t bit = 0; bit < t->elem->bits; bit++) {
						uint64_t pos = k * t->elem->bits + bit;
						if (v >> bit & 1)
							out[pos / 8] |= (uint8_t)(1u << (pos % 8));
					}
					continue;
				}
				off = k * dl_store_size(&vm->dl, t->elem);
			}
			if (!vm_const_bytes(vm, e, out + off, err, n))
				return false;
		}
		return true;
	}
	default: {
		uint64_t v;
		bool p;
		if (!scalar(vm, c, &v, &p, err, n))
			return false;
		put_uint(vm, out, (unsigned)(size > 8 ? 8 : size), v);
		return true;
	}
	}
}

/* register image: see regimage.c */
bool
vm_const_slots(VM *vm, const Value *c, uint64_t *out, uint8_t *poison, char *err, size_t n)
{
	const Type *t = c->type;
	uint32_t ns = type_slots(vm, t);
	bool p = c->kind == VK_CUNDEF || c->kind == VK_CPOISON;
	if (t->kind == TY_STRUCT || t->kind == TY_ARRAY || t->kind == TY_VECTOR) {
		memset(out, 0, ns * 8);
		if (!vm_const_bytes(vm, c, (uint8_t *)out, err, n))
			return false;
		memset(poison, p ? 0xff : 0, ns);
		return true;
	}
	if (t->kind == TY_INT && t->bits > 64) {
		memset(out, 0, ns * 8);
		if (c->kind == VK_CINT) {
			const ConstInt *ci = (const ConstInt *)c;
			for (uint32_t k = 0; k < ns && k < ci->nwords; k++)
				out[k] = ci->w[k];
		}
		memset(poison, p ? 0xff : 0, ns);
		return true;
	}
	if (t->kind == TY_X86_FP80 || t->kind == TY_FP128 || t->kind == TY_PPC_FP128) {
		const ConstFP *f = (const ConstFP *)c;
		out[0] = c->kind == VK_CFP ? f->lo : 0;
		out[1] = c->kind == VK_CFP ? f->hi : 0;
		poison[0] = poison[1] = p ? 0xff : 0;
		return true;
	}
	bool sp;
	if (!scalar(vm, c, out, &sp, err, n))
		return false;
	poison[0] = sp ? 0xff : 0;
	return true;
}

/* ------------------------------------------------------------- globals */
/* the program's globals (or functions), the runtimes' own, then each IR
 * runtime's: the order of their addresses */
static void
collect(VM *vm, Vec *out, bool funcs)
{
	for (uint32_t k = 0; k < vm->mods.len; k++) {
		Module *m = VEC_AT(&vm->mods, Module *, k);
		for (Global *g = funcs ? m->funcs : m->globals; g; g = g->next)
			VEC_PUSH(out, Global *, g);
		if (k == 0) {
			Vec *rt = funcs ? &vm->rt_funcs : &vm->rt_data;
			for (uint32_t j = 0; j < rt->len; j++)
				VEC_PUSH(out, Global *, VEC_AT(rt, Global *, j));
		}
	}
}

/* g takes the address of what its name resolves to; true when that is
 * placed already (or is an alias, placed last) */
static bool
placed_by_name(VM *vm, Global *g, Global **w)
{
	*w = vm_resolved(vm, g);
	uint64_t a;
	if (find_gaddr(vm, &(*w)->u.v, &a)) {
		if (*w != g) /* (else placed already: at a declaration of its name) */
			set_gaddr(vm, &g->u.v, a);
		return true;
	}
	if (*w == g)
		return false;
	return (*w)->u.v.kind == VK_ALIAS;
}

/* An extern_weak declaration that no module defines and no runtime
 * provides is a null address, as the static linker makes it: `if (&f)
 * f();` does not call it */
static bool
weak_absent(VM *vm, Global *w, bool provided)
{
	if (w->linkage != LINK_EXTERN_WEAK || provided)
		return false;
	if (w->u.v.kind == VK_FUNCTION)
		return ((Function *)w)->is_decl && !(vm->rt && w->u.v.name && vm->rt->lookup(vm, w->u.v.name, NULL));
	return !w->u.nops;
}

static bool
layout_global(VM *vm, Global *g, int pass, char *err, size_t n)
{
	/* external data a runtime defines: MSVC's image base first (RTTI's
	 * image-relative offsets), the rest with the other globals */
	VmObject o = {0};
	bool provided = !g->u.nops && vm->rt && vm->rt->object && g->u.v.name && vm->rt->object(vm, g->u.v.name, &o);
	if (o.image_base != (pass == 0))
		return true;
	if (weak_absent(vm, g, provided)) {
		set_gaddr(vm, &g->u.v, 0);
		return true;
	}
	if (o.image_base) {
		/* below every function and global, so image-relative offsets
		 * are small and positive; the image's headers are not
		 * simulated (not readable) */
		set_gaddr(vm, &g->u.v, vm->mem.func_lo - 0x1000);
		return true;
	}
	GlobalVar *gv = (GlobalVar *)g;
	uint64_t size = dl_type_size(&vm->dl, gv->vty);
	uint64_t align = dl_abi_align(&vm->dl, gv->vty);
	/* an object of a runtime with its real size: read-only */
	if (o.sized) {
		size = o.size;
		align = o.align;
	}
	if (g->align_log2p1 && ((uint64_t)1 << (g->align_log2p1 - 1)) > align)
		align = (uint64_t)1 << (g->align_log2p1 - 1);
	uint64_t cap = vm->layout_cap;
	if (cap && (size > cap || vm->mem.committed + size > cap)) {
		/* (before its shadow is set: a 2 GB global under
		 * --max-memory=64M took 3 GB of host memory to be refused) */
		vm->layout_limit = true;
		return cerr(err, n, "the module's globals and the runtime's data take at least %llu bytes, more than --max-memory=%llu [%s]",
			    (unsigned long long)(size > cap ? size : vm->mem.committed + size), (unsigned long long)cap,
			    rule_table[R_X_LIM_5].id);
	}
	uint64_t a = mem_alloc_global(&vm->mem, size, align, (gv->is_const && g->u.nops) || o.sized,
				      g->u.v.name ? g->u.v.name : "<unnamed global>");
	if (!a)
		return window_full(vm, err, n, "out of memory laying out globals");
	set_gaddr(vm, &g->u.v, a);
	if (!g->u.nops)
		VEC_PUSH(&vm->data_decls, Global *, g);
	if (!g->u.nops && !provided) {
		/* an external no runtime defines: it has an address, but
		 * touching it is reported, not read as 0 */
		mem_set_state(&vm->mem, a, size, SH_NONE);
		MemObject *mo = &VEC_AT(&vm->mem.objects, MemObject, vm->mem.objects.len - 1);
		Buf b = {0};
		buf_printf(&b, "extern @%s", g->u.v.name);
		mo->what = arena_strndup(&vm->arena, b.s, b.len);
		mo->kind = OBJ_EXTERN;
		buf_free(&b);
	}
	return true;
}

/* the aliasees an alias's constant names that are aliases not placed
 * yet, placed first; the verifier rejects alias cycles, depth bounds a
 * chain all the same */
static bool
place_alias(VM *vm, Global *g, unsigned depth, char *err, size_t n)
{
	uint64_t a;
	bool p;
	if (find_gaddr(vm, &g->u.v, &a))
		return true;
	if (g->u.v.kind == VK_IFUNC) {
		/* an ifunc's address is its own code address, as an ELF
		 * executable's PLT entry is: calls through it reach what the
		 * resolver returns (vm_resolve_ifuncs fills the slot) */
		if (!(a = mem_alloc_func(&vm->mem)))
			return window_full(vm, err, n, "too many functions");
		VEC_PUSH(&vm->funcs_by_slot, Function *, NULL);
		set_gaddr(vm, &g->u.v, a);
		return true;
	}
	const Value *v = g->u.ops[0].val;
	while (v->kind == VK_CEXPR && ((const User *)v)->nops >= 1)
		v = ((const User *)v)->ops[0].val;
	if (v->kind == VK_ALIAS && !find_gaddr(vm, v, &a)) {
		if (depth > 64)
			return cerr(err, n, "alias '@%s': a chain of more than 64 aliases", g->u.v.name ? g->u.v.name : "?");
		if (!place_alias(vm, (Global *)v, depth + 1, err, n))
			return false;
	}
	if (!scalar(vm, g->u.ops[0].val, &a, &p, err, n))
		return false;
	set_gaddr(vm, &g->u.v, a);
	return true;
}

bool
vm_layout_globals(VM *vm, char *err, size_t n)
{
	/* the runtimes' own symbols that the program's references need */
	if (vm->rt && vm->rt->declare)
		vm->rt->declare(vm);
	Vec funcs = {0}, globals = {0};
	collect(vm, &funcs, true);
	/* every function, defined or not, has an address */
	bool ok = true;
	for (uint32_t k = 0; k < funcs.len && ok; k++) {
		Global *g = VEC_AT(&funcs, Global *, k), *w;
		if (placed_by_name(vm, g, &w))
			continue;
		if (weak_absent(vm, w, false)) {
			set_gaddr(vm, &w->u.v, 0);
			if (w != g)
				set_gaddr(vm, &g->u.v, 0);
			continue;
		}
		uint64_t a = mem_alloc_func(&vm->mem);
		if (!a) {
			ok = window_full(vm, err, n, "too many functions");
			break;
		}
		VEC_PUSH(&vm->funcs_by_slot, Function *, (Function *)w);
		set_gaddr(vm, &w->u.v, a);
		if (w != g)
			set_gaddr(vm, &g->u.v, a);
	}
	collect(vm, &globals, false);
	for (int pass = 0; pass < 2 && ok; pass++)
		for (uint32_t k = 0; k < globals.len && ok; k++) {
			Global *g = VEC_AT(&globals, Global *, k), *w;
			if (placed_by_name(vm, g, &w))
				continue;
			ok = layout_global(vm, w, pass, err, n);
			uint64_t a;
			if (ok && w != g && find_gaddr(vm, &w->u.v, &a))
				set_gaddr(vm, &g->u.v, a);
		}
	/* aliases point where their aliasee does (an alias may name a later
	 * alias, as libstdc++'s D1 -> D2 -> base destructor chains do) */
	for (uint32_t k = 0; k < vm->mods.len && ok; k++)
		for (Global *g = VEC_AT(&vm->mods, Module *, k)->aliases; g && ok; g = g->next)
			ok = place_alias(vm, g, 0, err, n);
	/* ... and so do the declarations that resolve to an alias */
	for (int which = 0; which < 2 && ok; which++) {
		Vec *v = which ? &globals : &funcs;
		for (uint32_t k = 0; k < v->len; k++) {
			Global *g = VEC_AT(v, Global *, k), *w = vm_resolved(vm, g);
			uint64_t a;
			if (w != g && w->u.v.kind == VK_ALIAS && find_gaddr(vm, &w->u.v, &a))
				set_gaddr(vm, &g->u.v, a);
		}
	}
	vec_free(&funcs);
	vec_free(&globals);
	if (!ok)
		return false;
	/* the runtimes' objects' contents, now that every address is known */
	if (vm->rt && vm->rt->fill)
		vm->rt->fill(vm);
	/* initialisers, now that every address is known (a definition
	 * another module's replaced has none of its own) */
	for (uint32_t k = 0; k < vm->mods.len; k++)
		for (Global *g = VEC_AT(&vm->mods, Module *, k)->globals; g; g = g->next) {
			if (!g->u.nops || vm_resolved(vm, g) != g)
				continue;
			uint64_t a = vm_global_addr(vm, &g->u.v);
			if (!vm_const_bytes(vm, g->u.ops[0].val, mem_host(&vm->mem, a), err, n)) {
				char tmp[300];
				snprintf(tmp, sizeof tmp, "%s", err);
				return cerr(err, n, "initialiser of '@%s': %s", g->u.v.name ? g->u.v.name : "?", tmp);
			}
		}
	return true;
}
