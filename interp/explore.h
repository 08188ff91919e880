/* explore.h — `ehi explore` and `ehi equiv`: every combination of the
 * choices external functions offer (extern.h), and the comparison of
 * two modules under the same choices (SPEC.md section 10). */
#ifndef EHI_EXPLORE_H
#define EHI_EXPLORE_H

#include "driver.h"

/* equiv's exit statuses, stable for scripts (llvm-reduce) */
enum {
	EQUIV_SAME = 0,         /* no counterexample within the bounds */
	EQUIV_DIFFERENT = 1,    /* a counterexample (printed) */
	EQUIV_USAGE = 2,
	EQUIV_VERIFY = 3,       /* a module does not verify */
	EQUIV_INPUT = 4,        /* a module cannot be read or parsed */
	EQUIV_FAILED = 5,       /* the exploration itself failed */
};

typedef struct ExploreOpts {
	RunOptions run;
	uint64_t max_paths;     /* --max-paths=N (default 4096) */
	uint32_t max_choices;   /* --max-choices=N (default 64) */
	bool json;              /* --json */
	bool uncaught_terminates; /* --caller=none: no caller catches what
				   leaves the entry (else --caller=catch) */
	bool stats;             /* --stats: paths per second on stderr */
} ExploreOpts;

/* parse the options of explore/equiv at the front of argv; *next: the
 * first file.  false: a usage error (reported) or help (*help set) */
bool explore_options(ExploreOpts *o, int argc, char **argv, int *next, const char *cmd, bool *help);
extern const char explore_options_help[];

/* ehi explore [OPTIONS] FILE.ll [ARGS...] */
int drv_explore(const ExploreOpts *o, int argc, char **argv);
/* ehi equiv [OPTIONS] A.ll B.ll [ARGS...] */
int drv_equiv(const ExploreOpts *o, int argc, char **argv);

/* how a path's run ended, in the words of SPEC.md section 10's outcome
 * table: explore_end_event sees each EH event (the last terminate's
 * reason), explore_outcome says it once the run is over (report: what
 * the run wrote on its stderr, whose "ehi: " line names a report) */
typedef struct ExploreEnd {
	bool terminated;
	Rule term_rule;         /* the last terminate's reason (R_NONE: none) */
	char term_type[200];
	bool fault_raised;      /* a machine fault was raised as an SEH exception */
} ExploreEnd;
struct EhEvent;
void explore_end_event(VM *vm, const struct EhEvent *ev, ExploreEnd *end);
void explore_outcome(VM *vm, const ExploreEnd *end, const Function *entry, const char *report, Buf *b);

/* the same on modules loaded and verified already (the REPL's commands;
 * argv[0]: the program's name); the summary on stdout.  explore: the
 * status, and, when scripts is given, each outcome's first path's
 * choices as script lines (char *, the caller's), for a replay.  equiv:
 * EQUIV_SAME or EQUIV_DIFFERENT (or why it could not say), and, when
 * script is given, a counterexample's choices as script lines (the
 * caller's) */
int explore_modules(const ExploreOpts *o, Module *m, const char *file, int argc, char **argv, Vec *scripts);
int equiv_modules(const ExploreOpts *o, Module *ma, Module *mb, int argc, char **argv, char **script);

#endif
