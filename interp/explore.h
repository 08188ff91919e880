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

#endif
