/* driver.h — the pipeline in one place, for the command line (cli/) and
 * the REPL (repl/):
 *
 *   FILE.ll --drv_load--> Module --drv_verify--> verified Module
 *           --drv_instantiate--> VM --drv_run--> exit status
 *
 * A run never changes the module it runs (its lowered code and state
 * belong to the VM), so a verified module can be instantiated and run
 * again, as often as wanted: the REPL runs its module many times, and
 * testsuite/driver/ runs one module twice in one process.
 *
 * The options of a run (RunOptions) have one parser, drv_options_parse,
 * for `ehi run`, `ehi run --debug` and `ehi repl`: every option means the
 * same in each. */
#ifndef EHI_DRIVER_H
#define EHI_DRIVER_H

#include "vm/exec.h"

/* exit statuses of the pipeline's own failures (SPEC.md, "Exit
 * statuses"); a run's own are vm_exit_status's (66 UB, 67 limit, ...) */
enum {
	EXIT_OK = 0,
	EXIT_INPUT = 1,   /* unreadable file, parse error, a module that cannot be laid out */
	EXIT_USAGE = 2,   /* bad command line */
	EXIT_VERIFY = 3,  /* the module does not verify */
	EXIT_LIMIT = 67,  /* a limit (--max-memory below what the globals take) */
};

/* the --runtime modules a run may link, the folders it may be granted,
 * the --env variables it may set */
enum { DRV_MAX_RUNTIMES = 16, DRV_MAX_DIRS = 32, DRV_MAX_ENV = 64 };

/* --dir / --dir-rw HOST[:GUEST]: a host folder the program sees */
typedef struct DrvDir {
	const char *arg;        /* HOST[:GUEST] as given */
	bool rw;
} DrvDir;

/* How to run a module.  All zero is the default: main, no limits, the
 * module verified first, no traces.  Strings are borrowed (argv). */
typedef struct RunOptions {
	const char *entry;      /* --entry F: the function to run (NULL: main) */
	/* --runtime FILE.ll (repeatable): IR runtime modules linked with the
	 * program, in this order (drv_instantiate loads them) */
	const char *runtimes[DRV_MAX_RUNTIMES];
	uint32_t nruntimes;
	const char *libdir;     /* --libdir=DIR: the libraries compiled to IR
				   (NULL: lib/ beside the executable) */
	bool no_stdlib;         /* --no-stdlib: link none of them by itself */
	/* --dir, --dir-rw (repeatable): the sandbox's folders (rt/vfs.h) */
	DrvDir dirs[DRV_MAX_DIRS];
	uint32_t ndirs;
	uint64_t max_steps;     /* --max-steps=N (0: no limit) */
	uint64_t max_memory;    /* --max-memory=N[K|M|G]: heap + stack + globals (0: no limit) */
	uint32_t max_depth;     /* --max-depth=N (0: the VM's default) */
	/* --timeout=N: seconds of wall-clock time for `ehi run` (load, run
	 * and exit) before it stops with X-LIM-6; timeout_set: given (0 lifts
	 * it), else DRV_DEFAULT_TIMEOUT */
	uint32_t timeout;
	bool timeout_set;
	bool no_verify;         /* --no-verify: run a module that does not verify */
	bool trace_exec;        /* --trace=exec: every op on stderr */
	bool trace_eh;          /* --trace, --trace=eh: EH events as text on stderr */
	const char *trace_json; /* --trace=json[:FILE]: EH events as JSON ("-": stderr) */
	bool debug;             /* --debug: the REPL runs it, stopping at a failure */
	/* the C library's environment (--env NAME=VAL, repeatable; none:
	 * empty) and clocks (--clock=host: the host's; else the step clock) */
	const char *env[DRV_MAX_ENV];
	uint32_t nenv;
	bool host_clock;
	/* --extern FILE: what external functions do (extern.h); with the
	 * module's `; ehi-extern:` lines */
	const char *extern_file;
	/* (not an option) a script as text, after the file's: the REPL's
	 * replay of explore's and equiv's choices; named extern_name */
	const char *extern_text, *extern_name;
	/* explore and equiv (not an option): their choice points */
	const struct ExtConfig *ext_cfg;
	bool mangled;           /* --mangled: functions by their symbols, not demangled */
	bool no_jit;            /* --no-jit: no native code, every op interpreted */
} RunOptions;

/* `ehi run`'s wall-clock budget without --timeout: a runaway program
 * stops by itself (SPEC.md, limits) */
#define DRV_DEFAULT_TIMEOUT 600

/* what drv_options_parse found */
typedef enum DrvOpts {
	DRV_OPTS_OK,    /* *next: the first argument after the options */
	DRV_OPTS_HELP,  /* -h or --help: the caller prints its usage */
	DRV_OPTS_BAD,   /* a usage error, reported on stderr as "CMD: ..." (exit 2) */
} DrvOpts;

/* the run options, one line each, for usage texts */
extern const char drv_options_help[];

/* driver.c */
/* the options at the front of argv (until the first word that is not
 * one, or after `--`) into *o */
DrvOpts drv_options_parse(RunOptions *o, int argc, char **argv, int *next, const char *cmd);
/* load: the module in the file at path ("-": standard input).  NULL when
 * the file cannot be read (err says why: the caller reports it in its
 * own voice) or does not parse (the located diagnostic is printed on
 * stderr and err is empty) */
Module *drv_load(const char *path, char *err, size_t errlen);
/* the same, read as LLVM `llvm` reads it (14 or 19, --llvm=N; 0: both) */
Module *drv_load_as(const char *path, unsigned llvm, char *err, size_t errlen);
/* add the IR in text (named `name` in diagnostics) to m; false with the
 * located diagnostic printed */
bool drv_load_text(Module *m, const char *name, const char *text);
/* verify m; the diagnostics go to stderr.  all: every diagnostic, as
 * `ehi verify` prints them; returns every error.  !all: a run's report
 * (SPEC.md section 5): the errors LLVM's verifier makes too, and those of
 * ehi's rules beyond it as warnings; no other warning (a run does not mix
 * the verifier's advice about valid IR into the program's own output);
 * returns the errors that refuse a run.  *counts (may be NULL): what
 * the verifier found */
unsigned drv_verify(Module *m, bool all, VerifyCounts *counts);
/* "N errors (M of ehi's rules: ...), N warnings", a line */
void drv_verify_summary(FILE *out, const VerifyCounts *c);
/* may m run under o: it verifies or o->no_verify; else false with the
 * errors and the refusal printed (exit status EXIT_VERIFY) */
bool drv_verify_for_run(Module *m, const RunOptions *o);
/* instantiate: a VM running m under o (the runtimes, the EH machinery,
 * o's runtime modules loaded, verified and linked; limits, traces), the
 * one place a run's machine is made and set up.  The VM owns the
 * runtime modules (vm_free frees them).  NULL when it cannot be: err
 * says why (empty: a runtime module's diagnostics are printed already),
 * *status is the exit status that calls for */
VM *drv_instantiate(Module *m, const RunOptions *o, int *status, char *err, size_t errlen);
/* run the entry function (o->entry, or main) with argv (argv[0]: the
 * program's name): the exit status (SPEC.md) */
int drv_run(VM *vm, const RunOptions *o, int argc, char **argv);
/* the whole of `ehi run FILE.ll ARGS...` (argv[0]: FILE.ll): load,
 * verify, instantiate, run; failures reported as "ehi: error: ...";
 * the exit status */
int drv_run_file(const RunOptions *o, int argc, char **argv);
/* "ehi: error: MSG" (or "ehi: limit: MSG" for EXIT_LIMIT) on stderr: status */
int drv_report(int status, const char *msg);

#endif
