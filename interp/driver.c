/* driver.c — load, verify, instantiate, run: the pipeline, and the one
 * parser of the run options (driver.h). */
#include "driver.h"
#include "extern.h"
#include "eh/eh.h"
#include "machine/layout.h"
#include "rt/runtime.h"
#include "rt/vfs.h"

#include <ctype.h>
#include <signal.h>
#include <sys/time.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char drv_options_help[] =
	"  --entry F                run F instead of main\n"
	"  --runtime RT.ll          an IR runtime linked with the program: its\n"
	"                           declarations resolve to RT's definitions (repeatable)\n"
	"  --libdir=DIR             the libraries compiled to IR (libstdc++) are in\n"
	"                           DIR/<target triple>/ (default: lib/ beside ehi)\n"
	"  --no-stdlib              link no library compiled to IR by itself\n"
	"  --dir HOST[:GUEST]       the host folder HOST, read-only, at GUEST (default:\n"
	"                           HOST) in the program's file system; nothing else of\n"
	"                           the host exists for it (repeatable)\n"
	"  --dir-rw HOST[:GUEST]    the same, read-write\n"
	"  --max-steps=N            stop after N ops (a limit, status 67)\n"
	"  --max-depth=N            at most N frames\n"
	"  --max-memory=N[K|M|G]    heap + stack + globals, in bytes\n"
	"  --timeout=N              stop after N seconds of wall-clock time (a limit,\n"
	"                           status 67; default 600; 0: no limit)\n"
	"  --no-verify              run a module that does not verify\n"
	"  --trace, --trace=eh      EH events on stderr\n"
	"  --trace=json[:FILE]      EH events as JSON lines (on stderr, or into FILE)\n"
	"  --trace=exec             every op executed, on stderr, before it runs:\n"
	"                           [exec] FILE.ll:LINE:COL FUNCTION OP INSTRUCTION ; %v = 5\n"
	"                           (the IR location, the op of ehi's machine, the\n"
	"                           instruction it belongs to, and the integer and\n"
	"                           pointer operands' values at that moment)\n"
	"  --debug                  (ehi run) stop at UB, terminate or a fault and take\n"
	"                           commands, as in the REPL: post-mortem\n"
	"  --env NAME=VALUE         a variable of the program's environment (repeatable;\n"
	"                           without one the environment is empty)\n"
	"  --clock=steps|host       the C library's clocks: counted in steps from a fixed\n"
	"                           epoch (the default), or the host's\n"
	"  --extern FILE            what external functions with no body do: a script\n"
	"                           (SPEC.md section 10; also `; ehi-extern:` lines at\n"
	"                           the top of the module)\n"
	"  --mangled                C++ functions by their symbols (_Z7throweri) in the\n"
	"                           trace and reports, not demangled (thrower(int))\n"
	"  --no-jit                 interpret every op (no native code for the simple\n"
	"                           ones; the same results, slower)\n";

/* ------------------------------------------------------------ options */

/* a positive count (0 would mean no limit: say so by leaving it out) */
static bool
parse_count(const char *s, uint64_t max, uint64_t *out)
{
	if (!isdigit((unsigned char)*s))
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (*end || errno || !v || v > max)
		return false;
	*out = v;
	return true;
}

/* a byte count with an optional K, M or G suffix (powers of 1024);
 * false when malformed or zero */
static bool
parse_bytes(const char *s, uint64_t *out)
{
	if (!isdigit((unsigned char)*s))
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	unsigned shift = 0;
	switch (*end) {
	case 'K': case 'k': shift = 10; end++; break;
	case 'M': case 'm': shift = 20; end++; break;
	case 'G': case 'g': shift = 30; end++; break;
	default: break;
	}
	if (*end || errno || v == 0 || v > (UINT64_MAX >> shift))
		return false;
	*out = (uint64_t)v << shift;
	return true;
}

DrvOpts
drv_options_parse(RunOptions *o, int argc, char **argv, int *next, const char *cmd)
{
	int i = 0;
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		const char *a = argv[i];
		uint64_t v;
		if (!strcmp(a, "--")) {
			i++;
			break;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			return DRV_OPTS_HELP;
		} else if (!strcmp(a, "--entry")) {
			if (i + 1 >= argc)
				return fprintf(stderr, "%s: --entry needs a function name\n", cmd), DRV_OPTS_BAD;
			o->entry = argv[++i];
		} else if (!strcmp(a, "--extern")) {
			if (i + 1 >= argc)
				return fprintf(stderr, "%s: --extern needs a file name\n", cmd), DRV_OPTS_BAD;
			o->extern_file = argv[++i];
		} else if (!strcmp(a, "--runtime")) {
			if (i + 1 >= argc)
				return fprintf(stderr, "%s: --runtime needs a file name\n", cmd), DRV_OPTS_BAD;
			if (o->nruntimes == DRV_MAX_RUNTIMES)
				return fprintf(stderr, "%s: more than %d --runtime modules\n", cmd, DRV_MAX_RUNTIMES),
				       DRV_OPTS_BAD;
			o->runtimes[o->nruntimes++] = argv[++i];
		} else if (!strncmp(a, "--libdir=", 9) && a[9]) {
			o->libdir = a + 9;
		} else if (!strcmp(a, "--no-stdlib")) {
			o->no_stdlib = true;
		} else if (!strcmp(a, "--dir") || !strcmp(a, "--dir-rw") || !strncmp(a, "--dir=", 6) ||
			   !strncmp(a, "--dir-rw=", 9)) {
			bool rw = !strncmp(a, "--dir-rw", 8);
			const char *eq = strchr(a, '=');
			const char *val = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
			if (!val || !*val || *val == ':')
				return fprintf(stderr, "%s: %s needs a folder (HOST[:GUEST])\n", cmd, rw ? "--dir-rw" : "--dir"),
				       DRV_OPTS_BAD;
			if (o->ndirs == DRV_MAX_DIRS)
				return fprintf(stderr, "%s: more than %d --dir folders\n", cmd, DRV_MAX_DIRS), DRV_OPTS_BAD;
			o->dirs[o->ndirs++] = (DrvDir){val, rw};
		} else if (!strncmp(a, "--max-steps=", 12)) {
			if (!parse_count(a + 12, UINT64_MAX, &v))
				goto bad_count;
			o->max_steps = v;
		} else if (!strncmp(a, "--max-depth=", 12)) {
			if (!parse_count(a + 12, UINT32_MAX, &v))
				goto bad_count;
			o->max_depth = (uint32_t)v;
		} else if (!strncmp(a, "--timeout=", 10)) {
			if (!strcmp(a + 10, "0"))
				v = 0;
			else if (!parse_count(a + 10, UINT32_MAX, &v))
				goto bad_count;
			o->timeout = (uint32_t)v;
			o->timeout_set = true;
		} else if (!strncmp(a, "--max-memory=", 13)) {
			if (!parse_bytes(a + 13, &o->max_memory))
				return fprintf(stderr, "%s: bad byte count in '%s' (N, NK, NM or NG)\n", cmd, a), DRV_OPTS_BAD;
		} else if (!strcmp(a, "--no-verify")) {
			o->no_verify = true;
		} else if (!strcmp(a, "--trace=exec")) {
			o->trace_exec = true;
		} else if (!strcmp(a, "--trace") || !strcmp(a, "--trace=eh")) {
			o->trace_eh = true;
		} else if (!strcmp(a, "--trace=json")) {
			o->trace_json = "-";
		} else if (!strncmp(a, "--trace=json:", 13) && a[13]) {
			o->trace_json = a + 13;
		} else if (!strcmp(a, "--debug")) {
			o->debug = true;
		} else if (!strcmp(a, "--env")) {
			const char *nv = i + 1 < argc ? argv[i + 1] : NULL;
			if (!nv || nv[0] == '=' || !strchr(nv, '='))
				return fprintf(stderr, "%s: --env needs NAME=VALUE\n", cmd), DRV_OPTS_BAD;
			if (o->nenv == DRV_MAX_ENV)
				return fprintf(stderr, "%s: more than %d --env variables\n", cmd, DRV_MAX_ENV), DRV_OPTS_BAD;
			o->env[o->nenv++] = argv[++i];
		} else if (!strcmp(a, "--clock=host") || !strcmp(a, "--clock=steps")) {
			o->host_clock = a[8] == 'h';
		} else if (!strcmp(a, "--mangled")) {
			o->mangled = true;
		} else if (!strcmp(a, "--no-jit")) {
			o->no_jit = true;
		} else if (!strncmp(a, "--clock", 7)) {
			return fprintf(stderr, "%s: bad clock in '%s' (--clock=steps or --clock=host)\n", cmd, a), DRV_OPTS_BAD;
		} else {
			return fprintf(stderr, "%s: unknown option '%s'\n", cmd, a), DRV_OPTS_BAD;
		}
		continue;
	bad_count:
		return fprintf(stderr, "%s: bad count in '%s' (a positive integer)\n", cmd, a), DRV_OPTS_BAD;
	}
	*next = i;
	return DRV_OPTS_OK;
}

/* --------------------------------------------------------------- load */
/* The module's `target datalayout` is one LLVM can read (llvm-as rejects
 * the module otherwise); said at the string, as a parse error. */
static bool
layout_ok(const Module *m, Source *src)
{
	DataLayout dl;
	char msg[400];
	if (!m->datalayout || dl_parse(&dl, m->datalayout, NULL, msg, sizeof msg))
		return true;
	fflush(stdout);
	diag_print(stderr, src, m->datalayout_loc, DIAG_ERROR, NULL, msg);
	return false;
}

bool
drv_load_text(Module *m, const char *name, const char *text)
{
	Source *src = source_from_string(name, text, strlen(text));
	IRParseError perr;
	if (ir_parse_into(m, src, &perr))
		return true;
	fflush(stdout);
	diag_print(stderr, src, perr.off, DIAG_ERROR, NULL, perr.msg);
	source_free(src);
	return false;
}

/* the module in the file at path, its bodies parsed now or (lazy) when
 * first needed */
static Module *
load(const char *path, bool lazy, unsigned llvm, char *err, size_t errlen)
{
	Source *src = source_load(path, err, errlen);
	if (!src)
		return NULL;
	*err = 0;
	IRParseError perr;
	Module *m = lazy ? ir_parse_lazy(src, &perr) : ir_parse_as(src, llvm, &perr);
	if (!m) {
		fflush(stdout);
		diag_print(stderr, src, perr.off, DIAG_ERROR, NULL, perr.msg);
		source_free(src);
	} else if (!layout_ok(m, src)) {
		module_free(m); /* and src, which it owns */
		return NULL;
	}
	return m;
}

Module *
drv_load(const char *path, char *err, size_t errlen)
{
	return load(path, false, 0, err, errlen);
}

Module *
drv_load_as(const char *path, unsigned llvm, char *err, size_t errlen)
{
	return load(path, false, llvm, err, errlen);
}

/* ------------------------------------------------------------- verify */
unsigned
drv_verify(Module *m, bool all, VerifyCounts *counts)
{
	VerifyCounts c;
	fflush(stdout);
	ir_verify_counts(m, stderr, !all, &c);
	if (counts)
		*counts = c;
	return all ? c.errors : c.errors - c.ehi_only;
}

bool
drv_verify_for_run(Module *m, const RunOptions *o)
{
	if (o->no_verify)
		return true;
	unsigned nerr = drv_verify(m, false, NULL);
	if (nerr)
		fprintf(stderr, "%u error%s: not running an invalid module (--no-verify runs it anyway)\n", nerr,
			nerr == 1 ? "" : "s");
	return !nerr;
}

void
drv_verify_summary(FILE *out, const VerifyCounts *c)
{
	fprintf(out, "%u error%s", c->errors, c->errors == 1 ? "" : "s");
	if (c->ehi_only)
		fprintf(out, " (%u of ehi's rules: LLVM accepts the IR)", c->ehi_only);
	fprintf(out, ", %u warning%s\n", c->warnings, c->warnings == 1 ? "" : "s");
}

/* -------------------------------------------------------- instantiate */
/* o's folders granted to the run's sandbox; false with err set */
static bool
grant_dirs(VM *vm, const RunOptions *o, char *err, size_t errlen)
{
	for (uint32_t k = 0; k < o->ndirs; k++) {
		/* HOST[:GUEST]: the last colon splits (a host path may hold one) */
		const char *a = o->dirs[k].arg, *colon = strrchr(a, ':');
		char *host = xstrdup(a);
		if (colon)
			host[colon - a] = 0;
		bool ok = vfs_grant(vm, host, colon ? colon + 1 : NULL, o->dirs[k].rw, err, errlen);
		free(host);
		if (!ok)
			return false;
	}
	return true;
}

/* o's runtime modules, loaded and verified as the program is, linked
 * with it in their order; the VM owns them */
static bool
link_runtimes(VM *vm, const RunOptions *o, int *status, char *err, size_t errlen)
{
	for (uint32_t k = 0; k < o->nruntimes; k++) {
		Module *lib = drv_load(o->runtimes[k], err, errlen);
		if (!lib)
			return false;
		vm_own_module(vm, lib);
		if (!drv_verify_for_run(lib, o)) {
			*status = EXIT_VERIFY;
			*err = 0;
			return false;
		}
		if (!vm_link(vm, lib, err, errlen))
			return false;
	}
	return true;
}

/* the folder of the libraries compiled to IR: --libdir, else lib/
 * beside the ehi executable (build/ehi: build/lib) */
static void
library_dir(const RunOptions *o, char *out, size_t n)
{
	if (o->libdir) {
		snprintf(out, n, "%s", o->libdir);
		return;
	}
	char exe[4096];
	ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (len <= 0) {
		snprintf(out, n, "lib");
		return;
	}
	exe[len] = 0;
	char *slash = strrchr(exe, '/');
	if (slash)
		*slash = 0;
	size_t k = strlen(exe);
	if (k + 5 > n) {
		snprintf(out, n, "lib");
		return;
	}
	memcpy(out, exe, k);
	memcpy(out + k, "/lib", 5);
}

/* does m declare (without defining) a name listed in the index file at
 * path (one name a line)?  A missing index: no.  Every run reads the
 * index (5,000+ names for libstdc++) for the few names a program
 * declares: the file is read at once, its lines found with memchr, and a line
 * is looked up only when some declaration has its length (a line at a
 * time through stdio and a hash lookup each was 4% of a small run). */
static bool
declares_listed(const Module *m, const char *path)
{
	enum { MAXLEN = 1024 };
	typedef struct Decl { const char *name; UT_hash_handle hh; } Decl;
	Decl *set = NULL, *e, *tmp;
	uint64_t lens[MAXLEN / 64] = {0}; /* the declared names' lengths (longer: bit 0) */
	for (int pass = 0; pass < 2; pass++)
		for (Global *g = pass ? m->globals : m->funcs; g; g = g->next) {
			bool decl = pass ? !g->u.nops : ((const Function *)g)->is_decl;
			const char *name = g->u.v.name;
			if (!decl || !name)
				continue;
			HASH_FIND_STR(set, name, e);
			if (e)
				continue;
			e = xmalloc(sizeof *e);
			e->name = name;
			size_t n = strlen(name);
			HASH_ADD_KEYPTR(hh, set, e->name, (unsigned)n, e);
			n = n < MAXLEN ? n : 0;
			lens[n / 64] |= (uint64_t)1 << (n % 64);
		}
	bool found = false;
	Source *idx = set ? source_load(path, NULL, 0) : NULL;
	if (idx) {
		for (const char *p = idx->text, *end = p + idx->len; p < end && !found;) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			size_t n = (size_t)((nl ? nl : end) - p), b = n < MAXLEN ? n : 0;
			if (lens[b / 64] >> (b % 64) & 1) {
				HASH_FIND(hh, set, p, (unsigned)n, e);
				found = e != NULL;
			}
			p += n + 1;
		}
		source_free(idx);
	}
	HASH_ITER(hh, set, e, tmp) {
		HASH_DEL(set, e);
		free(e);
	}
	return found;
}

/* the target's libraries compiled to IR (the registry's ir_file
 * runtimes) that m needs, linked after the --runtime modules.  They were
 * verified when built (libir/), so a run does not verify them again; a
 * library not built for this target is not linked, and what m calls of
 * it is "not provided" when reached (X-CALL-3) */
static bool
link_ir_libraries(VM *vm, Module *m, const RunOptions *o, char *err, size_t errlen)
{
	if (o->no_stdlib)
		return true;
	const RuntimeLib *libs[8];
	size_t n = rt_ir_libraries(&vm->tgt, libs, countof(libs));
	char dir[4096], path[8192], index[8200];
	if (n)
		library_dir(o, dir, sizeof dir);
	for (size_t k = 0; k < n; k++) {
		snprintf(path, sizeof path, "%s/%s/%s", dir, target_canonical(&vm->tgt), libs[k]->ir_file);
		snprintf(index, sizeof index, "%s.syms", path);
		if (!declares_listed(m, index))
			continue;
		/* bodies parsed when first called: a run uses few of them */
		Module *lib = load(path, true, 0, err, errlen);
		if (!lib)
			return false;
		vm_own_module(vm, lib);
		if (!vm_link(vm, lib, err, errlen))
			return false;
	}
	return true;
}

/* the external behaviours: the module's `; ehi-extern:` lines, then
 * --extern FILE's, then o->extern_text's; explore's choice points
 * (o->ext_cfg) */
static bool
install_extern(VM *vm, Module *m, const RunOptions *o, char *err, size_t errlen)
{
	bool ok = true;
	ExtScript *s = ext_from_module(NULL, m, &ok);
	if (ok && o->extern_file) {
		Source *src = source_load(o->extern_file, err, errlen);
		if (!src) {
			ext_free(s);
			return false;
		}
		s = ext_parse(s, o->extern_file, src->text, &ok);
		source_free(src);
	}
	if (ok && o->extern_text)
		s = ext_parse(s, o->extern_name ? o->extern_name : "(script)", o->extern_text, &ok);
	if (!ok) {
		ext_free(s);
		*err = 0; /* reported, located */
		return false;
	}
	if (s || o->ext_cfg)
		ext_install(vm, s, o->ext_cfg);
	return true;
}

VM *
drv_instantiate(Module *m, const RunOptions *o, int *status, char *err, size_t errlen)
{
	*status = EXIT_INPUT;
	VM *vm = vm_new(m, status, err, errlen);
	if (!vm)
		return NULL;
	vm->env = o->env;
	vm->nenv = o->nenv;
	vm->host_clock = o->host_clock;
	/* what the VM reaches only through tables it owns: the runtimes and
	 * the EH machinery, installed right after vm_new (every run's
	 * machine is made by this function) */
	rt_install(vm);
	eh_install(vm);
	if (!install_extern(vm, m, o, err, errlen)) {
		vm_free(vm);
		return NULL;
	}
	if (!grant_dirs(vm, o, err, errlen)) {
		*status = EXIT_USAGE;
		vm_free(vm);
		return NULL;
	}
	vm->layout_cap = o->max_memory;
	if (!link_runtimes(vm, o, status, err, errlen) || !link_ir_libraries(vm, m, o, err, errlen) ||
	    !vm_instantiate(vm, err, errlen)) {
		if (vm->layout_limit)
			*status = EXIT_LIMIT;
		vm_free(vm);
		return NULL;
	}
	if (o->max_steps)
		vm->max_steps = o->max_steps;
	if (o->max_depth)
		vm->max_depth = o->max_depth;
	vm->trace_exec = o->trace_exec;
	vm->mangled_names = o->mangled;
	vm->no_jit = o->no_jit;
	if (o->trace_eh)
		eh_trace_text(vm, true);
	if (o->trace_json && !eh_trace_json(vm, o->trace_json, err, errlen)) {
		*status = EXIT_USAGE;
		vm_free(vm);
		return NULL;
	}
	if (o->max_memory) {
		if (vm->mem.committed > o->max_memory) {
			snprintf(err, errlen,
				 "the module's globals and the runtime's data take %llu bytes, more than --max-memory=%llu [X-LIM-5]",
				 (unsigned long long)vm->mem.committed, (unsigned long long)o->max_memory);
			*status = EXIT_LIMIT;
			vm_free(vm);
			return NULL;
		}
		mem_set_limit(&vm->mem, o->max_memory);
	}
	return vm;
}

/* ---------------------------------------------------------------- run */
int
drv_run(VM *vm, const RunOptions *o, int argc, char **argv)
{
	return vm_run_main(vm, o->entry ? o->entry : "main", argc, argv);
}

int
drv_report(int status, const char *msg)
{
	fprintf(stderr, "ehi: %s: %s\n", status == EXIT_LIMIT ? "limit" : "error", msg);
	return status;
}

/* --timeout: the wall clock runs out in a signal handler, between any two
 * host instructions, where the run's state may be half changed: the run
 * ends as `timeout` ends a process.  What the program has written to its
 * descriptors is out (ehi's host streams are flushed: the one call here
 * that is not async-signal-safe, on streams only this thread uses, whose
 * lock glibc lets the same thread take again); what it still buffered in
 * its own stdio streams is lost, as a killed process's is. */
static char timeout_report[160];
static size_t timeout_report_len;

static void
on_timeout(int sig)
{
	(void)sig;
	fflush(NULL);
	ssize_t w = write(STDERR_FILENO, timeout_report, timeout_report_len);
	(void)w;
	_exit(EXIT_LIMIT);
}

static void
arm_timeout(const RunOptions *o)
{
	uint32_t secs = o->timeout_set ? o->timeout : DRV_DEFAULT_TIMEOUT;
	if (!secs)
		return;
	int n = snprintf(timeout_report, sizeof timeout_report,
			 "ehi: limit: the run took more than %u s of wall-clock time (--timeout=%u; --timeout=0 lifts it) [%s]\n",
			 secs, secs, rule_table[R_X_LIM_6].id);
	timeout_report_len = n > 0 && (size_t)n < sizeof timeout_report ? (size_t)n : 0;
	struct sigaction sa = {0};
	sa.sa_handler = on_timeout;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
	struct itimerval t = {{0, 0}, {(time_t)secs, 0}};
	setitimer(ITIMER_REAL, &t, NULL);
}

int
drv_run_file(const RunOptions *o, int argc, char **argv)
{
	char err[512];
	int status;
	arm_timeout(o);
	Module *m = drv_load(argv[0], err, sizeof err);
	if (!m)
		return *err ? drv_report(EXIT_INPUT, err) : EXIT_INPUT;
	if (!drv_verify_for_run(m, o)) {
		module_free(m);
		return EXIT_VERIFY;
	}
	VM *vm = drv_instantiate(m, o, &status, err, sizeof err);
	if (!vm) {
		module_free(m);
		return *err ? drv_report(status, err) : status;
	}
	status = drv_run(vm, o, argc, argv);
	vm_free(vm);
	module_free(m);
	return status;
}
