/* values.c — target values in words: registers and memory images
 * formatted by IR type, locations, and the typed literals `call` and
 * `print` read.
 *
 * A register image is what regimage.c documents: scalars in one or
 * two slots, aggregates and vectors as their target memory image, so both
 * kinds end in one formatter over target bytes.  Memory is read through
 * the shadow first: the session never touches an address the program
 * could not read. */
#include "repl/repl.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* a symbol for an address: @global(+off), @function */
static void
fmt_symbol(Session *S, uint64_t a, Buf *b)
{
	VM *vm = S->vm;
	if (!vm)
		return;
	Function *f = vm_func_at(vm, a);
	if (f) {
		buf_printf(b, " <@%s>", fn_name_of(f));
		return;
	}
	const MemObject *o = mem_find_object(&vm->mem, a);
	if (o && a >= o->addr && a < o->addr + o->size && o->what)
		buf_printf(b, " <%s%s%s+%llu>", o->kind == OBJ_GLOBAL ? "@" : "", o->what, o->freed ? " (freed)" : "",
			   (unsigned long long)(a - o->addr));
}

static void
fmt_fp(const Type *t, uint64_t bits, Buf *b)
{
	if (t->kind == TY_DOUBLE) {
		double d;
		memcpy(&d, &bits, 8);
		buf_printf(b, "%.17g", d);
	} else if (t->kind == TY_FLOAT) {
		uint32_t w = (uint32_t)bits;
		float f;
		memcpy(&f, &w, 4);
		buf_printf(b, "%.9g", (double)f);
	} else if (t->kind == TY_HALF || t->kind == TY_BFLOAT) {
		uint16_t h = (uint16_t)bits;
		buf_printf(b, "%.5g", (double)(t->kind == TY_HALF ? half_to_float(h) : bf16_to_float(h)));
	} else {
		buf_printf(b, "0x%llx", (unsigned long long)bits);
	}
}

static void
fmt_int(const Type *t, uint64_t v, Buf *b)
{
	uint32_t w = t->bits;
	if (w == 1) {
		buf_puts(b, v & 1 ? "true" : "false");
		return;
	}
	int64_t s = w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
	buf_printf(b, "%lld", (long long)s);
	if (s < -9 || s > 9)
		buf_printf(b, " (0x%llx)", (unsigned long long)(w >= 64 ? v : v & (((uint64_t)1 << w) - 1)));
}

/* what the shadow says of n bytes of a scalar (sh NULL: a register image,
 * defined): memory never written since its allocation reads as undef, as
 * in LLVM, and is shown so rather than as the zeros the host holds */
static bool
undef_scalar(const uint8_t *sh, uint64_t n, Buf *b)
{
	if (!sh)
		return false;
	uint64_t nu = 0, np = 0;
	for (uint64_t k = 0; k < n; k++) {
		nu += (sh[k] & SH_UNINIT) != 0;
		np += (sh[k] & SH_POISONED) != 0;
	}
	if (np) {
		buf_puts(b, "poison");
		return true;
	}
	if (nu == n) {
		buf_puts(b, "undef");
		return true;
	}
	if (nu) {
		/* partly written: which bytes are not */
		buf_puts(b, "undef (partly: byte");
		for (uint64_t k = 0; k < n; k++)
			if (sh[k] & SH_UNINIT)
				buf_printf(b, " %llu", (unsigned long long)k);
		buf_puts(b, " never written)");
		return true;
	}
	return false;
}

/* a value from its target memory image (sh: its shadow bytes, or NULL) */
static void
fmt_bytes(Session *S, const Type *t, const uint8_t *p, const uint8_t *sh, Buf *b, int depth)
{
	VM *vm = S->vm;
	const DataLayout *dl = &vm->dl;
	bool be = vm->big_endian;
	if ((t->kind == TY_INT || t->kind == TY_PTR || type_is_fp(t)) && undef_scalar(sh, dl_store_size(dl, t), b))
		return;
	switch (t->kind) {
	case TY_INT:
		if (t->bits <= 64) {
			fmt_int(t, mem_read_uint(p, (unsigned)((t->bits + 7) / 8 > 4 ? 8 : (t->bits + 7) / 8 > 2 ? 4
										 : (t->bits + 7) / 8), be) &
					   (t->bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << t->bits) - 1)),
				b);
		} else {
			uint64_t n = (t->bits + 7) / 8;
			buf_puts(b, "0x");
			for (uint64_t k = n; k-- > 0;)
				buf_printf(b, "%02x", p[be ? n - 1 - k : k]);
		}
		return;
	case TY_PTR: {
		uint64_t a = mem_read_uint(p, vm->ptr_bytes, be);
		if (!a)
			buf_puts(b, "null");
		else
			buf_printf(b, "0x%llx", (unsigned long long)a);
		fmt_symbol(S, a, b);
		return;
	}
	case TY_FLOAT: fmt_fp(t, mem_read_uint(p, 4, be), b); return;
	case TY_DOUBLE: fmt_fp(t, mem_read_uint(p, 8, be), b); return;
	case TY_HALF: case TY_BFLOAT: fmt_fp(t, mem_read_uint(p, 2, be), b); return;
	case TY_STRUCT: {
		if (depth > 4) {
			buf_puts(b, "{...}");
			return;
		}
		buf_puts(b, "{ ");
		for (uint32_t k = 0; k < t->nsub; k++) {
			if (k)
				buf_puts(b, ", ");
			fmt_bytes(S, t->sub[k], p + dl_field_offset(dl, t, k), sh ? sh + dl_field_offset(dl, t, k) : NULL, b, depth + 1);
		}
		buf_puts(b, " }");
		return;
	}
	case TY_ARRAY: case TY_VECTOR: {
		uint64_t es = dl_type_size(dl, t->elem);
		if (t->kind == TY_ARRAY && t->elem->kind == TY_INT && t->elem->bits == 8) {
			buf_puts(b, "c\"");
			for (uint64_t k = 0; k < t->count && k < 64; k++) {
				uint8_t c = p[k];
				if (sh && (sh[k] & SH_UNDEF))
					buf_puts(b, "\\??"); /* undef byte */
				else if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
					buf_putc(b, (char)c);
				else
					buf_printf(b, "\\%02X", c);
			}
			buf_puts(b, t->count > 64 ? "\"..." : "\"");
			return;
		}
		buf_puts(b, t->kind == TY_ARRAY ? "[" : "<");
		for (uint64_t k = 0; k < t->count && k < 16; k++) {
			buf_puts(b, k ? ", " : " ");
			if (t->kind == TY_VECTOR && t->elem->kind == TY_INT && t->elem->bits < 8) {
				/* sub-byte lanes are packed, lane 0 in the low bits
				 * (as consteval.c lays them out) */
				uint64_t v = 0;
				for (uint32_t bit = 0; bit < t->elem->bits; bit++) {
					uint64_t pos = k * t->elem->bits + bit;
					v |= (uint64_t)(p[pos / 8] >> (pos % 8) & 1) << bit;
				}
				fmt_int(t->elem, v, b);
				continue;
			}
			fmt_bytes(S, t->elem, p + k * es, sh ? sh + k * es : NULL, b, depth + 1);
		}
		buf_puts(b, t->count > 16 ? ", ... " : " ");
		buf_puts(b, t->kind == TY_ARRAY ? "]" : ">");
		return;
	}
	default: {
		uint64_t n = dl_store_size(dl, t);
		buf_puts(b, "bytes");
		for (uint64_t k = 0; k < n && k < 32; k++)
			buf_printf(b, " %02x", p[k]);
		return;
	}
	}
}

void
fmt_slots(Session *S, const Type *t, const uint64_t *R, const uint8_t *Z, Buf *b)
{
	type_print(b, t);
	buf_putc(b, ' ');
	uint32_t n = type_slots(S->vm, t);
	if (t->kind == TY_STRUCT || t->kind == TY_ARRAY || t->kind == TY_VECTOR) {
		/* an aggregate's image is its memory image, its undef mask one
		 * bit a byte: shown per field as memory is (a field never set
		 * by insertvalue reads undef, padding does not matter) */
		bool all = n > 0;
		for (uint32_t k = 0; k < n; k++)
			all = all && Z[k] == 0xff;
		if (all) {
			buf_puts(b, "undef");
			return;
		}
		uint8_t *sh = calloc((size_t)n * 8, 1);
		for (uint32_t j = 0; sh && j < n * 8; j++)
			sh[j] = Z[j / 8] >> (j % 8) & 1 ? SH_UNINIT : SH_READABLE;
		fmt_bytes(S, t, (const uint8_t *)R, sh, b, 0);
		free(sh);
		return;
	}
	for (uint32_t k = 0; k < n; k++)
		if (Z[k] == 0xff) {
			/* wholly undef or poison: the register cannot say which
			 * (fmt_frame_value asks the value's origin) */
			buf_puts(b, "undef");
			return;
		} else if (Z[k] && t->kind == TY_INT && t->bits <= 64) {
			buf_puts(b, "undef (partly: byte");
			for (unsigned j = 0; j < 8; j++)
				if (Z[k] >> j & 1)
					buf_printf(b, " %u", j);
			buf_puts(b, " of the value undef)");
			return;
		} else if (Z[k]) {
			buf_puts(b, "undef");
			return;
		}
	switch (t->kind) {
	case TY_INT:
		if (t->bits <= 64) {
			fmt_int(t, R[0], b);
		} else {
			buf_puts(b, "0x");
			for (uint32_t k = n; k-- > 0;)
				buf_printf(b, k == n - 1 ? "%llx" : "%016llx", (unsigned long long)R[k]);
		}
		return;
	case TY_PTR:
		if (!R[0])
			buf_puts(b, "null");
		else
			buf_printf(b, "0x%llx", (unsigned long long)R[0]);
		fmt_symbol(S, R[0], b);
		return;
	case TY_HALF: case TY_BFLOAT: case TY_FLOAT: case TY_DOUBLE: fmt_fp(t, R[0], b); return;
	default:
		buf_printf(b, "0x%llx", (unsigned long long)R[0]);
		if (n > 1)
			buf_printf(b, " 0x%llx", (unsigned long long)R[1]);
		return;
	}
}

bool
fmt_memory(Session *S, const Type *t, uint64_t addr, Buf *b)
{
	VM *vm = S->vm;
	if (!dl_is_sized(&vm->dl, t)) {
		buf_puts(b, "<unsized type>");
		return false;
	}
	uint64_t n = dl_store_size(&vm->dl, t);
	if (!n || addr - vm->mem.base > vm->mem.size - n || !mem_ok_range(&vm->mem, addr, n, SH_LIVE_READ)) {
		/* name the first byte the program could not read */
		uint64_t k = 0;
		while (k < n && addr + k - vm->mem.base < vm->mem.size && mem_ok(&vm->mem, addr + k, 1, SH_LIVE_READ))
			k++;
		MemState st = addr + k - vm->mem.base < vm->mem.size ? mem_state_at(&vm->mem, addr + k) : SH_NONE;
		buf_printf(b, "<%llu bytes at 0x%llx are not readable: byte %llu is %s>", (unsigned long long)n,
			   (unsigned long long)addr, (unsigned long long)k, mem_state_name(st));
		return false;
	}
	type_print(b, t);
	buf_putc(b, ' ');
	fmt_bytes(S, t, mem_host(&vm->mem, addr), vm->mem.shadow + (addr - vm->mem.base), b, 0);
	return true;
}

void
fmt_location(Session *S, const Inst *i, Buf *b)
{
	uint32_t line, col;
	const char *file = S->vm ? vm_inst_source(S->vm, i, &line, &col) : NULL;
	if (!S->vm && S->m && S->m->sources.len) {
		const Function *f = i->parent->parent;
		Source *src = VEC_AT(&S->m->sources, Source *, f->g.src < S->m->sources.len ? f->g.src : 0);
		source_linecol(src, i->loc, &line, &col);
		file = src->name;
	}
	if (file)
		buf_printf(b, "%s:%u:%u", file, line, col);
}

/* ------------------------------------------------------------ literals */
/* a type at the front of *s, in the module's terms (any IR type: iN,
 * floats, ptr or typed pointers, [N x T], <N x T>, {..}, %struct.S);
 * NULL when there is none.  A named type the module does not have is
 * none: parsing it would add an opaque type to the module. */
const Type *
parse_type_word(Session *S, const char **s)
{
	const char *p = *s;
	/* every %name in the type's first word (a quoted %"class.std::x"
	 * may hold blanks) must be a type of the module */
	for (const char *q = p; *q && !isspace((unsigned char)*q) && *q != '"'; q++) {
		if (*q != '%')
			continue;
		const char *e = q + 1, *name = e;
		if (*e == '"') {
			name = ++e;
			while (*e && *e != '"')
				e++;
			if (!*e || !sym_find(S->m->type_names, name, (size_t)(e - name)))
				return NULL;
			q = e;
			continue;
		}
		while (isalnum((unsigned char)*e) || (*e && strchr("._-$", *e)))
			e++;
		if (e == name || !sym_find(S->m->type_names, name, (size_t)(e - name)))
			return NULL;
	}
	/* a value (%x, @g, 3, null, "s") is not a type: only try text that
	 * starts like one */
	if (!(isalpha((unsigned char)*p) || *p == '[' || *p == '<' || *p == '{' || *p == '%'))
		return NULL;
	IRParseError err;
	size_t used;
	Type *t = ir_parse_type(S->m, p, &used, &err);
	if (!t || t->kind == TY_VOID || t->kind == TY_LABEL || t->kind == TY_METADATA || t->kind == TY_FUNC)
		return NULL;
	*s = p + used;
	return t;
}

/* the REPL's own spellings of a scalar: integers in C's forms (0x1f,
 * -3), any decimal float, and for a pointer an address or "text" (a C
 * string copied into the program's memory); false (and *err) otherwise */
static bool
scalar_literal(Session *S, const Type *want, const char *p, uint64_t *out, char *err, size_t n)
{
	VM *vm = S->vm;
	char *end;
	if (want->kind == TY_INT) {
		if (!strcmp(p, "true") || !strcmp(p, "false")) {
			*out = p[0] == 't';
			return true;
		}
		errno = 0;
		long long v = strtoll(p, &end, 0);
		if (end == p || *end) {
			unsigned long long u = strtoull(p, &end, 0);
			if (end == p || *end) {
				snprintf(err, n, "'%s' is not an integer", p);
				return false;
			}
			v = (long long)u;
		}
		*out = want->bits >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << want->bits) - 1);
		return true;
	}
	if (want->kind == TY_DOUBLE || want->kind == TY_FLOAT || want->kind == TY_HALF || want->kind == TY_BFLOAT) {
		double d = strtod(p, &end);
		if (end == p || *end) {
			snprintf(err, n, "'%s' is not a number", p);
			return false;
		}
		if (want->kind == TY_DOUBLE) {
			memcpy(out, &d, 8);
		} else if (want->kind != TY_FLOAT) {
			*out = want->kind == TY_HALF ? half_from_wide((__float128)d) : bf16_from_wide((__float128)d);
		} else {
			float f = (float)d;
			uint32_t w;
			memcpy(&w, &f, 4);
			*out = w;
		}
		return true;
	}
	if (want->kind == TY_PTR) {
		if (!strcmp(p, "null")) {
			*out = 0;
			return true;
		}
		if (*p == '@') {
			Value *g = global_by_name(S, p);
			if (!g) {
				snprintf(err, n, "no global %s", p);
				return false;
			}
			*out = vm_global_addr(vm, g);
			return true;
		}
		if (*p == '"') {
			/* a C string in the program's memory (lives until the run ends) */
			Buf str = {0};
			for (p++; *p && *p != '"'; p++) {
				if (*p == '\\' && p[1] == 'n') {
					buf_putc(&str, '\n');
					p++;
				} else {
					buf_putc(&str, *p == '\\' && p[1] ? *++p : *p);
				}
			}
			buf_putc(&str, 0);
			uint64_t a = mem_alloc_internal(&vm->mem, str.len, 1, "call argument");
			memcpy(mem_host(&vm->mem, a), str.s, str.len);
			buf_free(&str);
			*out = a;
			return true;
		}
		unsigned long long v = strtoull(p, &end, 0);
		if (end == p || *end) {
			snprintf(err, n, "'%s' is not a pointer (null, @g, \"string\", or an address)", p);
			return false;
		}
		*out = v;
		return true;
	}
	snprintf(err, n, "arguments of type %s are not supported", type_str(want));
	return false;
}

/* the IR's own spelling of a constant of type want (aggregates,
 * zeroinitializer, undef, poison, c"...", constant expressions), read by
 * the IR parser itself and laid out by the VM's constant evaluator: the
 * register image an instruction of that type would hold */
static bool
ir_literal(Session *S, const Type *want, const char *p, uint64_t *out, uint8_t *z, char *err, size_t n)
{
	IRParseError pe;
	size_t used;
	Value *c = ir_parse_constant(S->m, (Type *)want, p, &used, &pe);
	if (!c) {
		snprintf(err, n, "'%s' is not a %s constant: %s", p, type_str(want), pe.msg);
		return false;
	}
	const char *rest = p + used;
	while (isspace((unsigned char)*rest))
		rest++;
	if (*rest) {
		snprintf(err, n, "'%s' after the %s constant", rest, type_str(want));
		return false;
	}
	return vm_const_slots(S->vm, c, out, z, err, n);
}

bool
parse_literal(Session *S, const Type *want, const char *s, uint64_t *out, uint8_t *z, char *err, size_t n)
{
	while (isspace((unsigned char)*s))
		s++;
	const char *p = s;
	const Type *t = parse_type_word(S, &p);
	if (t) {
		if (t != want && !(t->kind == TY_PTR && want->kind == TY_PTR)) {
			snprintf(err, n, "'%s' is not of the type %s", s, type_str(want));
			return false;
		}
		while (isspace((unsigned char)*p))
			p++;
	}
	if (!dl_is_sized(&S->vm->dl, want)) {
		snprintf(err, n, "%s has no size: no value of it can be written", type_str(want));
		return false;
	}
	uint32_t ns = type_slots(S->vm, want);
	memset(out, 0, ns * sizeof *out);
	memset(z, 0, ns);
	bool scalar = want->kind == TY_INT || want->kind == TY_PTR || type_is_fp(want);
	/* a scalar in the REPL's spellings first (its error is the one worth
	 * showing when neither reads it); the IR's spelling otherwise */
	char serr[256] = "";
	if (scalar && ns == 1 && scalar_literal(S, want, p, out, serr, sizeof serr))
		return true;
	if (ir_literal(S, want, p, out, z, err, n))
		return true;
	if (*serr)
		snprintf(err, n, "%s", serr);
	return false;
}
