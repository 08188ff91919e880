/* layout_probe — test driver for interp/machine (targets, data layouts).
 *
 *   layout_probe --list              every target row, described
 *   layout_probe --triple T          T parsed and described, or the error
 *   layout_probe --dl STRING         STRING parsed and printed in full, or the error
 *   layout_probe FILE.ll...          for each module: the target, the layout,
 *                                    every identified struct and global, then
 *                                    the checks below
 *
 * Checks (one OK or MISMATCH line each, a summary per module):
 *   size_N, align_N   integer globals holding the truth for the value type
 *                     of g_N (sizeof/_Alignof from clang, or LLVM's own
 *                     constant folding); for names starting with X a
 *                     different IR alignment is only noted (see layouts.c)
 *   off_N_F           the truth for the sum of the constant getelementptr
 *                     offsets in function f_N_F
 *   fact_*, g_va_list, g_long_double_kind, personalities, the layout's
 *                     endianness and stack alignment: the target table
 *                     against what clang wrote for the target
 *   cache             struct layouts through a second DataLayout on the
 *                     same module and through an uncached one agree with
 *                     the first
 * Build: cc -std=c17 -I interp layout_probe.c build/libehi.a -lm */
#include "ir/ir.h"
#include "machine/layout.h"
#include "machine/target.h"

#include <stdlib.h>
#include <string.h>

typedef struct Probe {
	Module *m;
	const Target *t;            /* NULL when the triple is not supported */
	const DataLayout *dl;
	unsigned checks, mismatches;
} Probe;

static void
check(Probe *p, bool ok, const char *what, const char *name, uint64_t truth, uint64_t got)
{
	p->checks++;
	if (ok) {
		printf("OK %s %s = %llu\n", what, name, (unsigned long long)truth);
	} else {
		p->mismatches++;
		printf("MISMATCH %s %s: expected %llu, ehi computes %llu\n", what, name,
		       (unsigned long long)truth, (unsigned long long)got);
	}
}

static Global *
find_global(Module *m, const char *name)
{
	return sym_find(m->gsyms, name, strlen(name));
}

/* sign-extended value of an integer constant */
static bool
const_value(const Value *v, int64_t *out)
{
	if (!v || v->kind != VK_CINT)
		return false;
	const ConstInt *c = (const ConstInt *)v;
	uint32_t bits = v->type->bits;
	uint64_t w = c->w[0];
	if (bits < 64 && (w >> (bits - 1)) & 1)
		w |= ~(uint64_t)0 << bits;
	*out = (int64_t)w;
	return true;
}

static bool
global_int(Module *m, const char *name, int64_t *out)
{
	Global *g = find_global(m, name);
	if (!g || g->u.v.kind != VK_GLOBALVAR || g->u.nops == 0)
		return false;
	return const_value(op_val(&g->u, 0), out);
}

static const Type *
global_type(Module *m, const char *name)
{
	Global *g = find_global(m, name);
	return g && g->u.v.kind == VK_GLOBALVAR ? ((GlobalVar *)g)->vty : NULL;
}

/* The byte offset a getelementptr with constant indices adds. */
static bool
gep_offset(const DataLayout *dl, const Inst *i, int64_t *out)
{
	const Type *cur = i->ty;
	int64_t off = 0, idx;
	for (uint32_t k = 1; k < i->u.nops; k++) {
		if (!const_value(inst_opnd(i, k), &idx))
			return false;
		if (k == 1) {
			off += idx * (int64_t)dl_type_size(dl, cur);
		} else if (cur->kind == TY_STRUCT) {
			off += (int64_t)dl_field_offset(dl, cur, (uint32_t)idx);
			cur = cur->sub[idx];
		} else {
			cur = cur->elem;
			off += idx * (int64_t)dl_type_size(dl, cur);
		}
	}
	*out = off;
	return true;
}

static bool
function_offset(const DataLayout *dl, const Function *f, int64_t *out)
{
	int64_t sum = 0, off;
	for (const Block *b = f->first; b; b = b->next)
		for (const Inst *i = b->first; i; i = i->next)
			if (inst_op(i) == OP_GETELEMENTPTR && gep_offset(dl, i, &off))
				sum += off;
	*out = sum;
	return true;
}

/* size_N, align_N, off_N_F */
static void
check_truths(Probe *p)
{
	char name[256];
	for (Global *g = p->m->globals; g; g = g->next) {
		const char *gn = g->u.v.name;
		int64_t truth;
		if (!gn || !global_int(p->m, gn, &truth))
			continue;
		if (strncmp(gn, "size_", 5) == 0 || strncmp(gn, "align_", 6) == 0) {
			bool is_size = gn[0] == 's';
			const char *n = gn + (is_size ? 5 : 6);
			snprintf(name, sizeof name, "g_%s", n);
			const Type *ty = global_type(p->m, name);
			if (!ty) {
				printf("MISMATCH %s: no global @%s\n", gn, name);
				p->checks++, p->mismatches++;
				continue;
			}
			if (is_size) {
				uint64_t got = dl_type_size(p->dl, ty);
				check(p, got == (uint64_t)truth, "size", n, (uint64_t)truth, got);
				continue;
			}
			uint64_t got = dl_abi_align(p->dl, ty);
			/* X types: the IR type may be aligned otherwise than C's */
			if (n[0] == 'X' && got != (uint64_t)truth)
				printf("NOTE align %s: C says %llu, the IR type is aligned to %llu\n", n,
				       (unsigned long long)truth, (unsigned long long)got);
			else
				check(p, got == (uint64_t)truth, "align", n, (uint64_t)truth, got);
		} else if (strncmp(gn, "off_", 4) == 0) {
			snprintf(name, sizeof name, "f_%s", gn + 4);
			Global *f = find_global(p->m, name);
			int64_t got = -1;
			if (f && f->u.v.kind == VK_FUNCTION)
				function_offset(p->dl, (Function *)f, &got);
			check(p, got == truth, "offset", gn + 4, (uint64_t)truth, (uint64_t)got);
		}
	}
}

/* va_list's IR shape, classified the way the table names it */
static int
va_kind(const Type *t)
{
	if (t->kind == TY_PTR)
		return VA_CHAR_PTR;
	if (t->kind == TY_ARRAY && t->count == 1 && t->elem->kind == TY_STRUCT && t->elem->nsub == 4)
		return t->elem->sub[0]->bits == 64 ? VA_SYSTEMZ : VA_X86_64_SYSV;
	if (t->kind == TY_STRUCT && t->nsub == 5)
		return VA_AARCH64_AAPCS;
	if (t->kind == TY_STRUCT && t->nsub == 1 && t->sub[0]->kind == TY_PTR)
		return VA_ARM_AAPCS;
	return -1;
}

static const Value *
strip_casts(const Value *v)
{
	while (v && v->kind == VK_CEXPR && ((const User *)v)->nops == 1)
		v = op_val((const User *)v, 0);
	return v;
}

static void
check_target(Probe *p)
{
	const TargetABI *a = &p->t->abi;
	Module *m = p->m;
	int64_t v;
	if (global_int(m, "fact_ptr", &v)) {
		check(p, v == a->ptr_size, "fact", "pointer size", (uint64_t)v, a->ptr_size);
		check(p, v * 8 == dl_pointer_bits(p->dl, 0), "fact", "layout pointer bits",
		      (uint64_t)v * 8, dl_pointer_bits(p->dl, 0));
	}
	if (global_int(m, "fact_long", &v))
		check(p, v == a->long_size, "fact", "long size", (uint64_t)v, a->long_size);
	if (global_int(m, "fact_wchar", &v))
		check(p, v == a->wchar_size, "fact", "wchar_t size", (uint64_t)v, a->wchar_size);
	if (global_int(m, "fact_char_signed", &v))
		check(p, v == a->char_signed, "fact", "char signed", (uint64_t)v, a->char_signed);
	const Type *va = global_type(m, "g_va_list");
	if (va && global_int(m, "fact_va_list", &v)) {
		check(p, va_kind(va) == a->va_list, "fact", "va_list kind", (uint64_t)va_kind(va), a->va_list);
		check(p, dl_type_size(p->dl, va) == (uint64_t)v, "fact", "va_list size", (uint64_t)v,
		      dl_type_size(p->dl, va));
	}
	const Type *ld = global_type(m, "g_long_double_kind");
	if (ld)
		check(p, ld->kind == a->long_double, "fact", "long double kind", ld->kind, a->long_double);
	if (m->datalayout) {
		check(p, dl_big_endian(p->dl) == a->big_endian, "fact", "big endian",
		      dl_big_endian(p->dl), a->big_endian);
		if (p->dl->stack_align)
			check(p, p->dl->stack_align == a->stack_align, "fact", "stack alignment",
			      p->dl->stack_align, a->stack_align);
		printf("NOTE datalayout %s the target's default\n",
		       strcmp(m->datalayout, a->datalayout) == 0 ? "is" : "differs from");
	}
	for (Global *g = m->funcs; g; g = g->next) {
		const Function *f = (const Function *)g;
		const Value *pers = f->is_decl ? NULL : strip_casts(fn_personality(f));
		if (!pers || !pers->name)
			continue;
		p->checks++;
		if (strcmp(pers->name, a->personality) == 0) {
			printf("OK personality of @%s = %s\n", g->u.v.name, pers->name);
		} else {
			p->mismatches++;
			printf("MISMATCH personality of @%s: %s, table says %s\n", g->u.v.name,
			       pers->name, a->personality);
		}
	}
}

/* A second layout over the same module (LLVM's defaults) and an uncached
 * copy of the first: interleaved queries must not mix their caches. */
static void
check_cache(Probe *p)
{
	char err[256];
	DataLayout other, uncached;
	if (!dl_parse(&other, "E-p:16:16-i64:16-f64:16-a:0:16", NULL, err, sizeof err) ||
	    !dl_parse(&uncached, p->m->datalayout, p->t, err, sizeof err)) {
		printf("MISMATCH cache: %s\n", err);
		p->checks++, p->mismatches++;
		return;
	}
	dl_set_cache(&other, &p->m->arena);
	unsigned bad = 0, n = 0;
	for (uint32_t i = 0; i < p->m->type_defs.len; i++) {
		const Type *t = VEC_AT(&p->m->type_defs, Type *, i);
		if (!dl_is_sized(p->dl, t))
			continue;
		n++;
		uint64_t s1 = dl_type_size(p->dl, t);
		(void)dl_type_size(&other, t);
		uint64_t s2 = dl_type_size(p->dl, t), s3 = dl_type_size(&uncached, t);
		bool same = s1 == s2 && s1 == s3 &&
			    dl_abi_align(p->dl, t) == dl_abi_align(&uncached, t) &&
			    dl_pref_align(p->dl, t) == dl_pref_align(&uncached, t);
		for (uint32_t k = 0; k < t->nsub; k++)
			same = same && dl_field_offset(p->dl, t, k) == dl_field_offset(&uncached, t, k);
		if (!same) {
			bad++;
			printf("MISMATCH cache %%%s: cached %llu, again %llu, uncached %llu\n", t->name,
			       (unsigned long long)s1, (unsigned long long)s2, (unsigned long long)s3);
		}
	}
	p->checks++;
	p->mismatches += bad != 0;
	if (!bad)
		printf("OK cache: %u struct types agree across layouts\n", n);
}

static void
print_type_line(const DataLayout *dl, const char *prefix, const char *name, const Type *t)
{
	const char *why = dl_unsized_reason(dl, t);
	char ty[200] = "";
	if (!(t->kind == TY_STRUCT && t->name))     /* named structs: the name says it */
		snprintf(ty, sizeof ty, " %s", type_str(t));
	if (why) {
		printf("%s%s:%s unsized: %s\n", prefix, name, ty, why);
		return;
	}
	printf("%s%s:%s size %llu store %llu align %u pref %u\n", prefix, name, ty,
	       (unsigned long long)dl_type_size(dl, t), (unsigned long long)dl_store_size(dl, t),
	       dl_abi_align(dl, t), dl_pref_align(dl, t));
}

static int
probe_file(const char *path)
{
	char err[512];
	Source *src = source_load(path, err, sizeof err);
	if (!src) {
		fprintf(stderr, "layout_probe: %s\n", err);
		return 1;
	}
	IRParseError perr;
	Module *m = ir_parse(src, &perr);
	if (!m) {
		diag_print(stderr, src, perr.off, DIAG_ERROR, NULL, perr.msg);
		source_free(src);
		return 1;
	}
	const char *base = strrchr(path, '/');
	printf("== %s\n", base ? base + 1 : path);
	Target t;
	Probe p = {m, NULL, NULL, 0, 0};
	if (m->triple && target_from_triple(m->triple, &t, err, sizeof err)) {
		p.t = &t;
		printf("target: %s\n", target_describe(&t));
	} else if (m->triple) {
		printf("target: error: %s\n", err);
	}
	DataLayout dl;
	if (!dl_for_module(&dl, m, p.t, err, sizeof err)) {
		printf("datalayout: error: %s\n", err);
		module_free(m);
		return 0;
	}
	p.dl = &dl;
	Buf b = {0};
	dl_print(&b, &dl);
	printf("datalayout: %.*s\n", (int)b.len, b.s);
	buf_free(&b);

	for (uint32_t i = 0; i < m->type_defs.len; i++) {
		const Type *ty = VEC_AT(&m->type_defs, Type *, i);
		print_type_line(&dl, "type %", ty->name, ty);
		for (uint32_t k = 0; k < ty->nsub && dl_is_sized(&dl, ty); k++)
			printf("  [%u] %s at %llu\n", k, type_str(ty->sub[k]),
			       (unsigned long long)dl_field_offset(&dl, ty, k));
	}
	for (Global *g = m->globals; g; g = g->next)
		print_type_line(&dl, "global @", g->u.v.name ? g->u.v.name : "?", ((GlobalVar *)g)->vty);

	check_truths(&p);
	if (p.t)
		check_target(&p);
	check_cache(&p);
	printf("summary: %u checks, %u mismatches\n", p.checks, p.mismatches);
	module_free(m);
	return 0;
}

int
main(int argc, char **argv)
{
	char err[512];
	int rc = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--list") == 0) {
			Target t;
			for (uint32_t k = 0; target_from_row(k, &t); k++)
				printf("%s\n", target_describe(&t));
		} else if (strcmp(argv[i], "--triple") == 0 && i + 1 < argc) {
			Target t;
			if (target_from_triple(argv[++i], &t, err, sizeof err))
				printf("%s\n", target_describe(&t));
			else
				printf("error: %s\n", err);
		} else if (strcmp(argv[i], "--dl") == 0 && i + 1 < argc) {
			DataLayout dl;
			if (dl_parse(&dl, argv[++i], NULL, err, sizeof err)) {
				Buf b = {0};
				dl_print(&b, &dl);
				printf("%.*s\n", (int)b.len, b.s);
				buf_free(&b);
			} else {
				printf("error: %s\n", err);
			}
		} else {
			rc |= probe_file(argv[i]);
		}
	}
	return rc;
}
