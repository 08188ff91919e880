/* main.c — the ehi command line: one binary, subcommands.  It only reads
 * argv; the pipeline (load, verify, instantiate, run) and the run options
 * are the driver's (interp/driver.h), the interactive session the REPL's.
 *
 * Exit statuses are documented in SPEC.md ("Exit statuses"). */
#include "driver.h"
#include "explore.h"
#include "demangle.h"
#include "msvc_demangle.h"
#include "repl/entry.h"
#include "rt/runtime.h"

#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
	"usage: ehi <command> [options] FILE.ll\n"
	"\n"
	"commands:\n"
	"  print FILE.ll [-o OUT]   parse and write the module back as textual IR\n"
	"  verify FILE.ll           parse and check the module (exit 0 when valid)\n"
	"  parse FILE.ll            parse only (for benchmarks); no output\n"
	"                           (these three take --llvm=14 or --llvm=19: read the\n"
	"                           IR as that LLVM's llvm-as does where they differ)\n"
	"  run [OPTIONS] FILE.ll [ARGS...]\n"
	"                           execute main\n"
	"  explore [OPTIONS] FILE.ll [ARGS...]\n"
	"                           run every combination of what the external functions\n"
	"                           with no body may do (return or throw); a summary per\n"
	"                           outcome\n"
	"  equiv [OPTIONS] A.ll B.ll [ARGS...]\n"
	"                           explore both under the same choices: 0 when B refines\n"
	"                           A within the bounds, 1 with a counterexample\n"
	"  repl [OPTIONS] [FILE.ll] the interactive session (also: ehi with no arguments);\n"
	"                           its runs take the OPTIONS of run\n"
	"  demangle [-t] [NAME...]  C++ symbols (-t: types) as C++, one a line, spelt as\n"
	"                           c++filt does (MSVC's ?... functions as undname);\n"
	"                           no NAME: the lines of standard input;\n"
	"                           a name not understood is printed as it is\n"
	"\n"
	"FILE may be '-' for standard input.\n"
	"run OPTIONS:\n"
	"%s"
	"explore and equiv OPTIONS: those of run, and\n"
	"%s"
	"options:\n"
	"  -h, --help               this text\n"
	"  --version                print the version\n"
	"  --list-builtins [--target TRIPLE]\n"
	"                           the functions ehi's runtimes provide for the target\n"
	"                           (default x86_64-unknown-linux-gnu), one a line, sorted\n";

static void
usage(FILE *out)
{
	fprintf(out, usage_text, drv_options_help, explore_options_help);
}

/* the module in `path` read as LLVM `llvm` reads it (0: 14 and 19), or
 * NULL with the failure reported */
static Module *
load_module(const char *path, unsigned llvm)
{
	char err[512];
	Module *m = drv_load_as(path, llvm, err, sizeof err);
	if (!m && *err)
		drv_report(EXIT_INPUT, err);
	return m;
}

/* --llvm=14 or --llvm=19: the grammar where the two differ (SPEC.md
 * section 2, "Dialect").  1: arg is this option, read into *llvm; -1: it
 * is, but bad (said); 0: another argument */
static int
llvm_option(const char *arg, unsigned *llvm, const char *cmd)
{
	if (strncmp(arg, "--llvm=", 7) != 0)
		return 0;
	if (!strcmp(arg + 7, "14") || !strcmp(arg + 7, "19")) {
		*llvm = (unsigned)atoi(arg + 7);
		return 1;
	}
	fprintf(stderr, "%s: --llvm takes 14 or 19, not '%s'\n", cmd, arg + 7);
	return -1;
}

/* the FILE of `ehi verify|parse [--llvm=N] FILE`; NULL when the usage is
 * wrong (said) */
static const char *
file_operand(int argc, char **argv, unsigned *llvm, const char *cmd)
{
	const char *in = NULL;
	bool bad = false;
	for (int i = 0; i < argc && !bad; i++) {
		int o = llvm_option(argv[i], llvm, cmd);
		if (o < 0)
			return NULL;
		if (o == 0) {
			bad = in || (argv[i][0] == '-' && argv[i][1]);
			in = argv[i];
		}
	}
	if (in && !bad)
		return in;
	fprintf(stderr, "%s: expected [--llvm=14|19] FILE.ll\n", cmd);
	return NULL;
}

static int
cmd_print(int argc, char **argv)
{
	const char *in = NULL, *out = NULL;
	unsigned llvm = 0;
	for (int i = 0; i < argc; i++) {
		int o = llvm_option(argv[i], &llvm, "ehi print");
		if (o < 0)
			return EXIT_USAGE;
		if (o > 0)
			continue;
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
	Module *m = load_module(in, llvm);
	if (!m)
		return EXIT_INPUT;
	FILE *f = out && strcmp(out, "-") != 0 ? fopen(out, "wb") : stdout;
	int rc = EXIT_OK;
	if (!f) {
		fprintf(stderr, "ehi: error: could not open '%s' for writing\n", out);
		rc = EXIT_INPUT;
	} else {
		if (!print_module_to(f, m)) /* written as it is printed */
			rc = EXIT_INPUT;
		if (f != stdout && fclose(f) != 0)
			rc = EXIT_INPUT;
	}
	module_free(m);
	return rc;
}

static int
cmd_parse(int argc, char **argv)
{
	unsigned llvm = 0;
	const char *in = file_operand(argc, argv, &llvm, "ehi parse");
	if (!in)
		return EXIT_USAGE;
	Module *m = load_module(in, llvm);
	if (!m)
		return EXIT_INPUT;
	module_free(m);
	return EXIT_OK;
}

static int
cmd_verify(int argc, char **argv)
{
	unsigned llvm = 0;
	const char *in = file_operand(argc, argv, &llvm, "ehi verify");
	if (!in)
		return EXIT_USAGE;
	Module *m = load_module(in, llvm);
	if (!m)
		return EXIT_INPUT;
	VerifyCounts c;
	unsigned nerr = drv_verify(m, true, &c);
	module_free(m);
	if (nerr || c.warnings)
		drv_verify_summary(stderr, &c);
	return nerr ? EXIT_VERIFY : EXIT_OK;
}

/* ehi run [OPTIONS] FILE.ll [ARGS...] */
static int
cmd_run(int argc, char **argv)
{
	RunOptions o = {0};
	int i;
	switch (drv_options_parse(&o, argc, argv, &i, "ehi run")) {
	case DRV_OPTS_HELP:
		if (o.debug)
			repl_usage(stdout);
		else
			usage(stdout);
		return EXIT_OK;
	case DRV_OPTS_BAD:
		return EXIT_USAGE;
	case DRV_OPTS_OK:
		break;
	}
	if (i >= argc)
		return fprintf(stderr, "ehi run%s: missing FILE.ll\n", o.debug ? " --debug" : ""), EXIT_USAGE;
	/* --debug: the run belongs to the REPL, which stops it post-mortem
	 * instead of exiting */
	if (o.debug)
		return repl_debug_run(&o, argc - i, argv + i);
	return drv_run_file(&o, argc - i, argv + i);
}

/* ehi explore / ehi equiv [OPTIONS] FILE.ll... */
static int
cmd_explore_or_equiv(int argc, char **argv, bool equiv)
{
	const char *cmd = equiv ? "ehi equiv" : "ehi explore";
	ExploreOpts o;
	bool help;
	int i;
	if (!explore_options(&o, argc, argv, &i, cmd, &help)) {
		if (help)
			usage(stdout);
		return help ? EXIT_OK : EXIT_USAGE;
	}
	if (i + (equiv ? 2 : 1) > argc)
		return fprintf(stderr, "%s: missing %s\n", cmd, equiv ? "A.ll B.ll" : "FILE.ll"), EXIT_USAGE;
	return equiv ? drv_equiv(&o, argc - i, argv + i) : drv_explore(&o, argc - i, argv + i);
}

static int
cmd_explore(int argc, char **argv)
{
	return cmd_explore_or_equiv(argc, argv, false);
}

static int
cmd_equiv(int argc, char **argv)
{
	return cmd_explore_or_equiv(argc, argv, true);
}

/* one name demangled, or as it is (as c++filt does) */
static void
demangle_one(const char *name, bool types)
{
	Buf b = {0};
	if (types ? demangle_type(name, DEMANGLE_VERBOSE, &b)
		  : demangle_symbol(name, DEMANGLE_VERBOSE, &b) || msvc_demangle(name, &b))
		puts(b.s);
	else
		puts(name);
	buf_free(&b);
}

/* ehi demangle [-t] [NAME...] */
static int
cmd_demangle(int argc, char **argv)
{
	bool types = argc > 0 && strcmp(argv[0], "-t") == 0;
	if (types)
		argc--, argv++;
	for (int i = 0; i < argc; i++)
		demangle_one(argv[i], types);
	if (argc)
		return EXIT_OK;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	while ((n = getline(&line, &cap, stdin)) > 0) {
		if (line[n - 1] == '\n')
			line[n - 1] = 0;
		demangle_one(line, types);
	}
	free(line);
	return EXIT_OK;
}

/* ehi --list-builtins [--target T]: the registry's names for T */
static int
cmd_list_builtins(int argc, char **argv)
{
	const char *triple = "x86_64-unknown-linux-gnu";
	for (int i = 0; i < argc; i++) {
		if (!strcmp(argv[i], "--target") && i + 1 < argc)
			triple = argv[++i];
		else if (!strncmp(argv[i], "--target=", 9))
			triple = argv[i] + 9;
		else
			return fprintf(stderr, "ehi --list-builtins: unknown argument '%s'\n", argv[i]), EXIT_USAGE;
	}
	Target t;
	char err[256];
	if (!target_from_triple(triple, &t, err, sizeof err))
		return fprintf(stderr, "ehi --list-builtins: %s\n", err), EXIT_USAGE;
	rt_list_builtins(&t, stdout);
	return EXIT_OK;
}

static int
cmd_repl(int argc, char **argv)
{
	return repl_main(argc, argv);
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
	{"explore", cmd_explore},
	{"equiv", cmd_equiv},
	{"--list-builtins", cmd_list_builtins},
	{"demangle", cmd_demangle},
};

/* `ehi COMMAND --help`: what the command does and takes (run's options
 * are the driver's one list; repl prints its own usage) */
static const struct {
	const char *name, *usage, *text;
	bool run_options;
} command_help[] = {
	{"print", "ehi print [--llvm=14|19] FILE.ll [-o OUT]",
	 "Parse FILE.ll and write the module back as textual IR (on standard output,\n"
	 "or into OUT). The output is accepted by llvm-as of the same LLVM version.\n", false},
	{"verify", "ehi verify [--llvm=14|19] FILE.ll",
	 "Parse and check FILE.ll with LLVM's verifier rules and ehi's EH rules;\n"
	 "exit status 0 when valid, 3 when not (each error with its location).\n"
	 "--llvm=14 or --llvm=19: where the grammars of the two differ, read the IR\n"
	 "as that version's llvm-as does (default: accept what either accepts).\n", false},
	{"parse", "ehi parse [--llvm=14|19] FILE.ll", "Parse only (for benchmarks); exit status 0 when it parses.\n", false},
	{"run", "ehi run [OPTIONS] FILE.ll [ARGS...]",
	 "Verify FILE.ll, then run its main on a simulated machine of the module's\n"
	 "target with ARGS; the exit status is the program's (SPEC.md, \"Exit\n"
	 "statuses\": 66 undefined behaviour, 67 a limit, 68 what ehi cannot run).\n", true},
	{"demangle", "ehi demangle [-t] [NAME...]",
	 "Itanium C++ symbols (-t: type manglings) as C++, one a line, spelt as\n"
	 "c++filt does; without NAME the lines of standard input.\n", false},
	{"--list-builtins", "ehi --list-builtins [--target TRIPLE]",
	 "The functions ehi's runtimes provide for the target (default\n"
	 "x86_64-unknown-linux-gnu), sorted, one a line.\n", false},
};

static bool
command_usage(const char *cmd)
{
	for (size_t i = 0; i < countof(command_help); i++) {
		if (strcmp(command_help[i].name, cmd) != 0)
			continue;
		printf("usage: %s\n\n%s", command_help[i].usage, command_help[i].text);
		if (command_help[i].run_options)
			printf("\nOPTIONS:\n%s", drv_options_help);
		return true;
	}
	if (!strcmp(cmd, "repl")) {
		repl_usage(stdout);
		return true;
	}
	return false;
}

int
main(int argc, char **argv)
{
	if (argc < 2)
		return repl_main(0, argv + 1);
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
		printf("ehi %s\n", EHI_VERSION);
		return EXIT_OK;
	}
	if (argc == 3 && (!strcmp(argv[2], "--help") || !strcmp(argv[2], "-h")) && command_usage(argv[1]))
		return EXIT_OK;
	for (size_t i = 0; i < countof(commands); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].fn(argc - 2, argv + 2);
	fprintf(stderr, "ehi: unknown command '%s' (try 'ehi --help')\n", argv[1]);
	return EXIT_USAGE;
}
