/* entry.h — how the ehi command line starts the REPL (repl/session.c).
 * Kept apart from repl.h, whose command functions would clash with the
 * command line's own. */
#ifndef EHI_REPL_ENTRY_H
#define EHI_REPL_ENTRY_H

#include <stdbool.h>

/* `ehi repl [OPTIONS] [FILE.ll]` (debug_run false) or `ehi run --debug
 * [OPTIONS] FILE.ll [ARGS...]` (argv without --debug): the exit status */
int repl_main(int argc, char **argv, bool debug_run);

#endif
