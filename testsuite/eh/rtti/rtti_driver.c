/* rtti_driver.c — asks ehi's RTTI module (interp/eh/rtti.h) the questions
 * Inputs/rtti.cpp asks the real C++ runtime natively.
 *
 *   rtti_driver catch MODULE.ll     every (thrown, caught) pair of the
 *       module's ehi_tis: "THROWN -> CAUGHT: no | yes +OFFSET | yes null |
 *       yes val", the offset being the handler's address minus the
 *       exception object's (class and fundamental handlers) or the
 *       adjusted pointer minus the thrown pointer (pointer handlers);
 *       then "what NAME: TEXT" for the std exceptions (what() through the
 *       vtable ehi synthesises, after a copy, then a virtual delete)
 *   rtti_driver names MODULE.ll     "MANGLED<TAB>NAME<TAB>KIND" per type_info
 *   rtti_driver demangle LIST       "MANGLED<TAB>NAME" per line of LIST
 *                                   (the mangled name itself when ehi
 *                                   does not demangle it, as c++filt does)
 *   rtti_driver bad MODULE.ll       rtti_can_catch with a wild type_info:
 *                                   must be a reported fault, not a crash */
#include "eh/rtti.h"
#include "vm/vm_ops.h"
#include "rt/runtime.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static VM *vm;

static uint64_t
gaddr(const char *name)
{
	Value *v = sym_find(vm->m->gsyms, name, strlen(name));
	if (!v) {
		fprintf(stderr, "no @%s\n", name);
		exit(2);
	}
	return vm_global_addr(vm, v);
}

static uint64_t
rd(uint64_t a, unsigned n)
{
	return mem_read_uint(vm_mem_read(vm, a, n), n, vm->big_endian);
}

static uint64_t
call(const char *name, uint64_t a0, uint64_t a1)
{
	Function *f = sym_find(vm->m->gsyms, name, strlen(name));
	uint64_t args[2] = {a0, a1}, ret = 0;
	vm_call_function(vm, f, args, 2, &ret);
	return ret & vm->mem.ptr_mask;
}

static char *
cstr(uint64_t a)
{
	Buf b = {0};
	for (;; a++) {
		char c = (char)rd(a, 1);
		if (!c)
			break;
		buf_putc(&b, c);
	}
	buf_putc(&b, 0);
	return b.s;
}

static int
do_catch(void)
{
	unsigned p = vm->ptr_bytes;
	uint64_t tis = gaddr("ehi_tis"), names = gaddr("ehi_names"), kinds = gaddr("ehi_kind");
	int n = (int)rd(gaddr("ehi_ntypes"), 4);
	for (int k = 0; k < n; k++) {
		uint64_t tk = rd(tis + (uint64_t)k * p, p);
		uint64_t obj = call("ehi_obj", (uint64_t)k, 0);
		char *kn = cstr(rd(names + (uint64_t)k * p, p));
		uint64_t thrown_ptr = rd(kinds + 4 * (uint64_t)k, 4) == 1 ? rd(obj, p) : 0;
		for (int c = 0; c < n; c++) {
			uint64_t tc = rd(tis + (uint64_t)c * p, p), adj = 0;
			char *cn = cstr(rd(names + (uint64_t)c * p, p));
			printf("%s -> %s: ", kn, cn);
			free(cn);
			if (!rtti_can_catch(vm, tc, tk, obj, &adj)) {
				printf("no\n");
				continue;
			}
			switch (rd(kinds + 4 * (uint64_t)c, 4)) {
			case 0:
				printf("yes %+lld\n", (long long)(adj - obj));
				break;
			case 1:
				if (!adj)
					printf("yes null\n");
				else
					printf("yes %+lld\n", (long long)(adj - thrown_ptr));
				break;
			default: {
				/* a member pointer: null is -1 (data) or a null function */
				bool fn = rtti_kind(vm, rd(tc + 3 * p, p)) == TI_FUNCTION;
				uint64_t v = rd(adj, p);
				bool null = fn ? v == 0 : v == vm->mem.ptr_mask;
				printf("yes %s\n", null ? "null" : "val");
				break;
			}
			}
		}
		free(kn);
	}
	for (int k = 0; k < n; k++) {
		uint64_t obj = call("ehi_obj", (uint64_t)k, 0);
		uint64_t w = call("ehi_what", (uint64_t)k, obj);
		if (!w)
			continue;
		char *kn = cstr(rd(names + (uint64_t)k * p, p)), *ws = cstr(w);
		printf("what %s: %s\n", kn, ws);
		free(kn);
		free(ws);
	}
	return 0;
}

static int
do_names(void)
{
	unsigned p = vm->ptr_bytes;
	uint64_t tis = gaddr("ehi_tis");
	int n = (int)rd(gaddr("ehi_ntypes"), 4);
	for (int k = 0; k < n; k++) {
		uint64_t ti = rd(tis + (uint64_t)k * p, p);
		Buf m = {0}, d = {0};
		rtti_mangled_name(vm, ti, &m);
		rtti_type_name(vm, ti, &d);
		printf("%s\t%s\t%s\n", m.s, d.s, rtti_kind_name(rtti_kind(vm, ti)));
		buf_free(&m);
		buf_free(&d);
	}
	return 0;
}

static int
do_demangle(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return perror(path), 2;
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = 0;
		Buf b = {0};
		if (!rtti_demangle_type(line, &b))
			buf_puts(&b, line);
		printf("%s\t%s\n", line, b.s);
		buf_free(&b);
	}
	fclose(f);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc != 3)
		return fprintf(stderr, "usage: rtti_driver catch|names|demangle|bad FILE\n"), 2;
	if (strcmp(argv[1], "demangle") == 0)
		return do_demangle(argv[2]);
	char err[512];
	Source *src = source_load(argv[2], err, sizeof err);
	if (!src)
		return fprintf(stderr, "%s\n", err), 2;
	IRParseError perr;
	Module *m = ir_parse(src, &perr);
	if (!m)
		return fprintf(stderr, "%s: parse error: %s\n", argv[2], perr.msg), 2;
	int status = 1;
	vm = vm_new(m, &status, err, sizeof err);
	if (vm) {
		rt_install(vm);
		eh_install(vm);
	}
	if (!vm || !vm_instantiate(vm, err, sizeof err))
		return fprintf(stderr, "vm: %s\n", err), 2;
	jmp_buf bail;
	vm->bail = &bail;
	int rc;
	if (setjmp(bail)) {
		rc = 3;
	} else if (strcmp(argv[1], "catch") == 0) {
		rc = do_catch();
	} else if (strcmp(argv[1], "names") == 0) {
		rc = do_names();
	} else if (strcmp(argv[1], "bad") == 0) {
		uint64_t adj;
		/* a class handler against a type_info pointer into the null page */
		uint64_t a = rd(gaddr("ehi_tis") + 8 * (uint64_t)vm->ptr_bytes, vm->ptr_bytes);
		printf("catch %s\n", rtti_kind_name(rtti_kind(vm, a)));
		fflush(stdout);
		rtti_can_catch(vm, a, 64, 0, &adj);
		rc = 0;
	} else {
		rc = 2;
	}
	vm->bail = NULL;
	fflush(stdout);
	vm_free(vm);
	module_free(m);
	return rc;
}
