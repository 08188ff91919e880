/* main.c — the ehi command line: one binary, subcommands.
 *
 *   text --parse--> module --verify--> verified module --(later) lower--> run
 *
 * Exit statuses are documented in SPEC.md ("Exit statuses"). */
#include "vm/exec.h"
#include "eh/eh.h"
#include "rt/runtime.h"
#include "repl/entry.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum {
	EXIT_OK = 0,
	EXIT_INPUT = 1,   /* unreadable file, parse error */
	EXIT_USAGE = 2,   /* bad command line */
	EXIT_VERIFY = 3,  /* module does not verify */
};

static const char usage_text[] =
	"usage: ehi <command> [options] FILE.ll\n"
	"\n"
	"commands:\n"
	"  print FILE.ll [-o OUT]   parse and write the module back as textual IR\n"
	"  verify FILE.ll           parse and check the module (exit 0 when valid)\n"
	"  parse FILE.ll            parse only (for benchmarks); no output\n"
	"  run [OPTIONS] FILE.ll [ARGS...]\n"
	"                           execute main; OPTIONS: --entry F, --max-steps=N,\n"
	"                           --max-depth=N, --max-memory=N[K|M|G] (heap + stack +\n"
	"                           globals, in bytes), --trace=exec, --no-verify,\n"
	"                           --trace (EH events on stderr), --trace=json[:FILE],\n"
	"                           --debug (stop at UB, terminate or a fault and take\n"
	"                           commands, as in the REPL: post-mortem),\n"
	"                           --runtime RT.ll (an IR runtime linked with the program:\n"
	"                           its declarations resolve to RT's definitions; repeatable)\n"
	"  repl [FILE.ll]           the interactive session (also: ehi with no arguments)\n"
	"\n"
	"FILE may be '-' for standard input.\n"
	"options:\n"
	"  -h, --help               this text\n"
	"  --version                print the version\n";

static void
usage(FILE *out)
{
	fputs(usage_text, out);
}

/* Parse `path`; on error print the located diagnostic and return NULL. */
static Module *
load_module(const char *path)
{
	char err[512];
	Source *src = source_load(path, err, sizeof err);
	if (!src) {
		fprintf(stderr, "ehi: error: %s\n", err);
		return NULL;
	}
	IRParseError perr;
	Module *m = ir_parse(src, &perr);
	if (!m) {
		diag_print(stderr, src, perr.off, DIAG_ERROR, NULL, perr.msg);
		source_free(src);
		return NULL;
	}
	return m;
}

static int
cmd_print(int argc, char **argv)
{
	const char *in = NULL, *out = NULL;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			out = argv[++i];
		else if (argv[i][0] == '-' && argv[i][1] && !in)
			return fprintf(stderr, "ehi print: unknown option '%s'\n", argv[i]), EXIT_USAGE;
		else if (!in)
			in = argv[i];
		else
			return fprintf(stderr, "ehi print: too many arguments\n"), EXIT_USAGE;
	}
	if (!in)
		return fprintf(stderr, "ehi print: missing FILE.ll\n"), EXIT_USAGE;
	Module *m = load_module(in);
	if (!m)
		return EXIT_INPUT;
	Buf b = {0};
	print_module(&b, m);
	FILE *f = out && strcmp(out, "-") != 0 ? fopen(out, "wb") : stdout;
	int rc = EXIT_OK;
	if (!f) {
		fprintf(stderr, "ehi: error: could not open '%s' for writing\n", out);
		rc = EXIT_INPUT;
	} else {
		if (b.len && fwrite(b.s, 1, b.len, f) != b.len)
			rc = EXIT_INPUT;
		if (f != stdout && fclose(f) != 0)
			rc = EXIT_INPUT;
	}
	buf_free(&b);
	module_free(m);
	return rc;
}

static int
cmd_parse(int argc, char **argv)
{
	if (argc != 1)
		return fprintf(stderr, "ehi parse: expected one FILE.ll\n"), EXIT_USAGE;
	Module *m = load_module(argv[0]);
	if (!m)
		return EXIT_INPUT;
	module_free(m);
	return EXIT_OK;
}

static int
cmd_verify(int argc, char **argv)
{
	if (argc != 1)
		return fprintf(stderr, "ehi verify: expected one FILE.ll\n"), EXIT_USAGE;
	Module *m = load_module(argv[0]);
	if (!m)
		return EXIT_INPUT;
	unsigned nwarn = 0, nerr = ir_verify(m, stderr, &nwarn);
	module_free(m);
	if (nerr || nwarn)
		fprintf(stderr, "%u error%s, %u warning%s\n", nerr, nerr == 1 ? "" : "s", nwarn,
			nwarn == 1 ? "" : "s");
	return nerr ? EXIT_VERIFY : EXIT_OK;
}

/* a byte count with an optional K, M or G suffix (powers of 1024);
 * false when malformed or zero */
static bool
parse_bytes(const char *s, uint64_t *out)
{
	if (*s < '0' || *s > '9')
		return false;
	char *end;
	unsigned long long v = strtoull(s, &end, 10);
	unsigned shift = 0;
	switch (*end) {
	case 'K': case 'k': shift = 10; end++; break;
	case 'M': case 'm': shift = 20; end++; break;
	case 'G': case 'g': shift = 30; end++; break;
	default: break;
	}
	if (*end || v == 0 || v > (UINT64_MAX >> shift))
		return false;
	*out = (uint64_t)v << shift;
	return true;
}

enum { MAX_RUNTIMES = 16 };

static void
free_runtimes(Module **rts, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		module_free(rts[k]);
}

/* ehi run [options] FILE.ll [ARGS...] */
static int
cmd_run(int argc, char **argv)
{
	/* --debug: the run belongs to the REPL (repl/), which stops it
	 * post-mortem instead of exiting */
	for (int k = 0; k < argc && argv[k][0] == '-' && argv[k][1] && strcmp(argv[k], "--"); k++)
		if (!strcmp(argv[k], "--debug")) {
			memmove(argv + k, argv + k + 1, (size_t)(argc - k - 1) * sizeof *argv);
			return repl_main(argc - 1, argv, true);
		}
	const char *entry = "main";
	uint64_t max_steps = 0, max_memory = 0;
	uint32_t max_depth = 0;
	bool verify = true, trace_exec = false, trace_eh = false;
	const char *trace_json = NULL; /* --trace=json[:FILE] */
	const char *runtime_paths[MAX_RUNTIMES];
	Module *runtimes[MAX_RUNTIMES];
	uint32_t nruntimes = 0;
	int i = 0;
	for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--entry") && i + 1 < argc)
			entry = argv[++i];
		else if (!strcmp(a, "--runtime") && i + 1 < argc) {
			if (nruntimes == MAX_RUNTIMES)
				return fprintf(stderr, "ehi run: more than %d --runtime modules\n", MAX_RUNTIMES), EXIT_USAGE;
			runtime_paths[nruntimes++] = argv[++i];
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help"))
			return usage(stdout), 0;
		else if (!strncmp(a, "--max-steps=", 12) || !strncmp(a, "--max-depth=", 12)) {
			/* a count, not 0 (0 would mean no limit: say so by leaving it out) */
			char *end;
			errno = 0;
			unsigned long long v = strtoull(a + 12, &end, 10);
			if (!isdigit((unsigned char)a[12]) || *end || errno || !v || (a[6] == 'd' && v > UINT32_MAX))
				return fprintf(stderr, "ehi run: bad count in '%s' (a positive integer)\n", a), EXIT_USAGE;
			if (a[6] == 's')
				max_steps = v;
			else
				max_depth = (uint32_t)v;
		} else if (!strncmp(a, "--max-memory=", 13)) {
			if (!parse_bytes(a + 13, &max_memory))
				return fprintf(stderr, "ehi run: bad byte count in '%s' (N, NK, NM or NG)\n", a), EXIT_USAGE;
		} else if (!strcmp(a, "--no-verify"))
			verify = false;
		else if (!strcmp(a, "--trace=exec"))
			trace_exec = true;
		else if (!strcmp(a, "--trace") || !strcmp(a, "--trace=eh"))
			trace_eh = true;
		else if (!strcmp(a, "--trace=json"))
			trace_json = "-";
		else if (!strncmp(a, "--trace=json:", 13) && a[13])
			trace_json = a + 13;
		else if (!strcmp(a, "--"))
			{ i++; break; }
		else
			return fprintf(stderr, "ehi run: unknown option '%s'\n", a), EXIT_USAGE;
	}
	if (i >= argc)
		return fprintf(stderr, "ehi run: missing FILE.ll\n"), EXIT_USAGE;
	Module *m = load_module(argv[i]);
	if (!m)
		return EXIT_INPUT;
	uint32_t nloaded = 0;
	for (; nloaded < nruntimes; nloaded++)
		if (!(runtimes[nloaded] = load_module(runtime_paths[nloaded]))) {
			free_runtimes(runtimes, nloaded);
			module_free(m);
			return EXIT_INPUT;
		}
	for (uint32_t k = 0; verify && k <= nruntimes; k++) {
		/* a run reports the verifier's errors; its warnings (advice
		 * about valid IR) are `ehi verify`'s business and would mix
		 * with the program's own stderr */
		char *text = NULL;
		size_t len = 0;
		FILE *mf = open_memstream(&text, &len);
		unsigned nwarn = 0, nerr = ir_verify(k ? runtimes[k - 1] : m, mf ? mf : stderr, &nwarn);
		if (mf) {
			fclose(mf);
			if (nerr)
				fwrite(text, 1, len, stderr);
			free(text);
		}
		if (nerr) {
			fprintf(stderr, "%u error%s: not running an invalid module (--no-verify runs it anyway)\n", nerr,
				nerr == 1 ? "" : "s");
			free_runtimes(runtimes, nruntimes);
			module_free(m);
			return EXIT_VERIFY;
		}
	}
	char err[512];
	VM *vm = vm_new(m, err, sizeof err);
	if (vm)
		rt_install(vm);
	bool linked = vm != NULL;
	for (uint32_t k = 0; linked && k < nruntimes; k++)
		linked = vm_link(vm, runtimes[k], err, sizeof err);
	if (!vm || !linked || !vm_instantiate(vm, err, sizeof err)) {
		fprintf(stderr, "ehi: error: %s\n", err);
		vm_free(vm);
		free_runtimes(runtimes, nruntimes);
		module_free(m);
		return EXIT_INPUT;
	}
	if (max_steps)
		vm->max_steps = max_steps;
	if (trace_eh)
		eh_trace_text(vm, true);
	if (trace_json && !eh_trace_json(vm, trace_json, err, sizeof err)) {
		fprintf(stderr, "ehi run: %s\n", err);
		vm_free(vm);
		free_runtimes(runtimes, nruntimes);
		module_free(m);
		return EXIT_USAGE;
	}
	if (max_depth)
		vm->max_depth = max_depth;
	vm->trace_exec = trace_exec;
	if (max_memory) {
		if (vm->mem.committed > max_memory) {
			fprintf(stderr, "ehi: limit: the module's globals and the runtime's data take %llu bytes, more than --max-memory=%llu [X-LIM-5]\n",
				(unsigned long long)vm->mem.committed, (unsigned long long)max_memory);
			vm_free(vm);
			free_runtimes(runtimes, nruntimes);
			module_free(m);
			return 67;
		}
		mem_set_limit(&vm->mem, max_memory);
	}
	int status = vm_run_main(vm, entry, argc - i, argv + i);
	vm_free(vm);
	free_runtimes(runtimes, nruntimes);
	module_free(m);
	return status;
}

static int
cmd_repl(int argc, char **argv)
{
	return repl_main(argc, argv, false);
}

static const struct {
	const char *name;
	int (*fn)(int, char **);
} commands[] = {
	{"repl", cmd_repl},
	{"print", cmd_print},
	{"verify", cmd_verify},
	{"parse", cmd_parse},
	{"run", cmd_run},
};

int
main(int argc, char **argv)
{
	if (argc < 2)
		return repl_main(0, argv + 1, false);
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
		printf("ehi %s\n", EHI_VERSION);
		return EXIT_OK;
	}
	for (size_t i = 0; i < countof(commands); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].fn(argc - 2, argv + 2);
	fprintf(stderr, "ehi: unknown command '%s' (try 'ehi --help')\n", argv[1]);
	return EXIT_USAGE;
}
