/* extern.h — what an external function with no body does: a script of
 * behaviours (`--extern FILE`, or `; ehi-extern:` lines at the top of the
 * module), and, for `ehi explore`/`equiv`, choice points (SPEC.md section
 * 10, "External behaviours").
 *
 * The script is installed on a VM by wrapping its runtime table
 * (VM.rt): a name the script gives wins over ehi's own builtin; a name no
 * runtime provides runs the script's entry, or, when exploring, becomes a
 * choice point whose option the explorer picks (ExtChooser).  The core
 * sees only builtins. */
#ifndef EHI_EXTERN_H
#define EHI_EXTERN_H

#include "vm/exec.h"

typedef struct ExtScript ExtScript;

/* the explorer's side of a choice point: which of the nopts options (0 ..
 * nopts-1, in the documented order) this run takes */
typedef uint32_t (*ExtChooser)(VM *vm, void *ctx, uint32_t nopts);

typedef struct ExtConfig {
	ExtChooser choose;      /* NULL: no choice points (ehi run) */
	void *ctx;
	/* throw options of a choice point: these type infos (mangled names;
	 * NULL: the module's catch and filter types), plus one no clause names */
	const char *const *throw_types;
	uint32_t nthrow_types;
	/* offer throws at nounwind calls too (equiv: the source decides) */
	bool throw_at_nounwind;
	uint32_t max_choices;   /* past this many choice points: option 0 (0: no bound) */
	/* SEH raise options on a Windows target: these codes (NULL: the
	 * module's, ext_seh_codes) */
	const uint32_t *seh_codes;
	uint32_t nseh_codes;
} ExtConfig;

/* parse a script (text named `name` in diagnostics) into s (NULL: a new
 * one); false with a located error printed on stderr */
ExtScript *ext_parse(ExtScript *s, const char *name, const char *text, bool *ok);
/* the `; ehi-extern:` lines of the module's leading comment block */
ExtScript *ext_from_module(ExtScript *s, const Module *m, bool *ok);
void ext_free(ExtScript *s);

/* install s (may be NULL; the VM owns it from now) and cfg (may be
 * NULL; copied) on vm, right after rt_install, before instantiation */
void ext_install(VM *vm, ExtScript *s, const ExtConfig *cfg);

/* what the run did at the external functions (for explore's report) */
typedef struct ExtLog {
	Buf calls;              /* one line per call: @f#N(args) -> what it did */
	Buf script;             /* the choices made, as script lines (replayable) */
	Buf choices;            /* the choices, short: "@f#1=throw int, ..." */
	uint32_t nchoices;      /* choice points met */
	bool cut;               /* max_choices cut a choice short */
	/* silent externals (memory none or read-only): not events */
	Buf silent;             /* their answers by arguments: "@f(ARGS)[STATE]: ACTION" */
	Buf silent_script;      /* the same per call, as script lines */
	Buf silent_calls;       /* their calls, as `calls` shows the others */
	char diverged[128];     /* "@f": the run ended in a call that never returns */
} ExtLog;
ExtLog *ext_log(VM *vm);

/* the type infos the module's clauses name (landingpad catch and filter
 * types, catchpad types), mangled, each once, in order of appearance; the
 * caller frees the array (not the names, which are m's) */
const char **ext_clause_types(const Module *m, uint32_t *n);
/* the SEH codes a choice point offers to raise (Windows targets), at
 * most max into out: none unless a function of m uses an SEH personality
 * (__C_specific_handler, _except_handler3/4); then each 32-bit constant
 * with the top bit set (an error or warning code) that an icmp of m
 * compares with, in order of first appearance, then an access violation
 * (0xC0000005) if not among them */
uint32_t ext_seh_codes(const Module *m, uint32_t *out, uint32_t max);
enum { EXT_MAX_SEH_CODES = 5 };

#endif
