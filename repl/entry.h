/* entry.h — how the ehi command line starts the REPL (repl/session.c).
 * Kept apart from repl.h, whose command functions would clash with the
 * command line's own. */
#ifndef EHI_REPL_ENTRY_H
#define EHI_REPL_ENTRY_H

#include <stdio.h>

struct RunOptions;

/* `ehi repl [OPTIONS] [FILE.ll]` (argv: what follows `repl`): the exit
 * status */
int repl_main(int argc, char **argv);
/* `ehi run --debug [OPTIONS] FILE.ll [ARGS...]`, its options parsed by
 * the command line (argv[0]: FILE.ll): the exit status */
int repl_debug_run(const struct RunOptions *o, int argc, char **argv);
/* the usage text of ehi repl and ehi run --debug */
void repl_usage(FILE *out);

#endif
