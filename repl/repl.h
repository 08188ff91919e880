/* repl.h — the interactive session: a debugger for EH IR.
 *
 *   line (libedit or a pipe) -> command table (commands.def) -> a command
 *
 * Everything the session shows comes from the core: the module (IR), the
 * VM's frame stack and registers, simulated memory, the EH runtime's
 * exception records and caught stack, and the event sink.  A run pauses by
 * not returning from a core callback (VmDebug's op and fail, the event
 * sink): the callback runs a nested command loop over the intact state,
 * then returns to let the run go on, or longjmps out of it (kill, run,
 * quit).  So the core never has to be resumable, and a run without the
 * session pays nothing (exec.h, VmDebug). */
#ifndef EHI_REPL_H
#define EHI_REPL_H

#include "driver.h"
#include "eh/eh.h"
#include "repl/entry.h"

#include <setjmp.h>
#include <signal.h>

typedef struct Session Session;
typedef struct Input Input;

/* what a command tells the loop that called it */
typedef enum CmdResult {
	CMD_OK,         /* back to the prompt */
	CMD_FAILED,     /* ... after an error (a script's `source` stops there) */
	CMD_RESUME,     /* let the stopped program go on (continue, step, ...) */
	CMD_QUIT,       /* leave the session */
} CmdResult;

/* why a run is paused at a nested prompt */
typedef enum StopKind { STOP_NONE, STOP_OP, STOP_EVENT, STOP_FAIL } StopKind;

typedef enum StepMode {
	STEP_NONE,      /* continue: only breakpoints, catches, watches stop */
	STEP_INTO,      /* the next instruction or EH event */
	STEP_OVER,      /* the next instruction in this frame or below */
	STEP_FINISH,    /* the first instruction below this frame */
	STEP_UNTIL,     /* an instruction of this frame after until_from, or below */
} StepMode;

/* what ends an abandoned run (AFTER_SIDE: `side a|b` opens the other
 * run of a replayed counterexample) */
typedef enum After { AFTER_NONE, AFTER_KILL, AFTER_RUN, AFTER_QUIT, AFTER_SIDE } After;

/* EH events a `catch` can stop at (catch.def) */
typedef enum CatchKind {
#define CATCH(e, name, help) CK_##e,
#include "repl/catch.def"
#undef CATCH
	CK__COUNT
} CatchKind;

/* A breakpoint, kept by name so that reloading keeps it. */
typedef struct Breakpoint {
	uint32_t id;
	char *fn, *block;       /* block NULL: the function's entry */
	int32_t n;              /* instruction index in the block, -1: its first */
	uint32_t hits;
	char *cond;             /* `if COND` (cond.c), or NULL */
	bool disabled;          /* `disable`: kept, but stops nothing */
	bool temp;              /* tbreak: deleted when it stops the run */
	/* resolved against the running module (pc: in fn's lowered code) */
	const Function *rfn;
	const LFunc *rlf;
	uint32_t rpc;
} Breakpoint;

typedef struct Watch {
	uint32_t id;
	char *expr;
	uint64_t len;
	bool resolved;
	uint64_t addr;
	uint8_t *old;
} Watch;

struct Session {
	/* the module: the file, the IR typed at the prompt, a target */
	char *path;
	Module *m;              /* verified when built; every run runs it as it is */
	unsigned m_nerr;        /* the verifier's errors in m (a run refuses it unless --no-verify) */
	Vec snippets;           /* char*: IR added at the prompt, in order */
	char *scratch;          /* instructions of @scratch typed at the prompt */
	char *triple;           /* `target TRIPLE`, or NULL */
	/* the run */
	VM *vm;                 /* the program (running or stopped), or NULL */
	VmDebug dbg;
	StopKind stop;
	const EhEvent *stop_ev; /* STOP_EVENT: the event */
	uint32_t stop_pc;       /* STOP_OP: the op about to run in the top frame */
	uint32_t sel;           /* the selected frame (depth) */
	StepMode step;
	uint32_t step_depth;
	const Inst *finish_site;/* STEP_FINISH: the call that made the frame */
	const Inst *until_from; /* STEP_UNTIL: where it started */
	uint32_t until_bp;      /* until LOCATION: its breakpoint's id (0: none) */
	const Inst *prev_inst;  /* the instruction of the last op seen, and its depth */
	uint32_t prev_depth;
	After after;
	bool post_mortem;       /* stopped by a failure: the program cannot go on */
	bool quit;              /* leave once the run is abandoned */
	bool eof;               /* the input has ended */
	bool detached;          /* run --debug, input ended: the run goes on unwatched */
	jmp_buf *run_bail;      /* where abandoning the run longjmps to */
	int inspecting;         /* a command runs while the program is stopped */
	Vec lines;              /* char*: the lines being executed, innermost last
				   (abandoning a run frees those above run_lines) */
	uint32_t run_lines;
	char **pend_argv;       /* `run ARGS` while stopped: the next run's */
	int pend_argc;
	RunOptions opts;        /* how runs run (ehi repl's or ehi run --debug's options);
				   opts.debug: ehi run --debug, no prompt unless it stops */
	/* breakpoints, watches, catches */
	Vec bps;                /* Breakpoint* */
	Vec watches;            /* Watch* */
	uint32_t next_id;
	bool catches[CK__COUNT];
	Buf event_text;         /* the event being written: the session owns it
				   while it is formatted (a fault there leaves
				   the sink by longjmp) */
	Vec events;             /* char*: the run's events, in order (kept after
				   the run ends, for `events`) */
	bool ran;               /* a run has started in this session */
	Vec displays;           /* char*: `display` expressions, shown at each stop */
	/* explore and equiv (openworld.c): what replay and side open */
	struct OpenWorld *ow;
	/* a stop a run makes by itself (replay): before op number stop_op
	 * (ops: the ops the run has begun, from 1), or at EH event number
	 * stop_event (from 1); stop_note says why; 0: none */
	uint64_t ops, stop_op;
	uint32_t stop_event;
	const char *stop_note;
	/* input */
	Input *in;
	int nesting;            /* nested command loops (a stopped program) */
	int sourced;            /* files read by the base input's last `source` */
	int status;             /* the exit status of `ehi repl` */
};

extern volatile sig_atomic_t repl_interrupted;

/* session.c */
CmdResult repl_loop(Session *S);
CmdResult repl_exec_line(Session *S, const char *line);
/* a line buffer of the loop, freed when done or when a run it is part
 * of is abandoned (run_kill longjmps past the loop) */
char *repl_hold(Session *S, const char *line);
void repl_release(Session *S);
/* a continuation line (multi-line IR), NULL at the end of input */
const char *repl_read_more(Session *S);
void repl_error(const char *fmt, ...) EHI_PRINTF(1, 2);
/* the command table, for help and completion */
typedef struct Command {
	const char *name, *alias, *args, *help;
	CmdResult (*fn)(Session *S, char *args);
	int complete;           /* Completion kind of its arguments */
} Command;
extern const Command repl_commands[];
extern const uint32_t repl_ncommands;
enum { COMPL_NONE, COMPL_FILE, COMPL_FUNC, COMPL_LOC, COMPL_VALUE, COMPL_CMD, COMPL_CATCH, COMPL_SIDE };

/* commands (one file each group; see commands.def) */
#define CMD(name, alias, fn, args, compl, help) CmdResult fn(Session *S, char *args_);
#include "repl/commands.def"
#undef CMD

/* input.c: lines from libedit (a terminal) or a pipe */
Input *input_new(Session *S, FILE *in, bool interactive);
/* a `source`d file goes on top of the input it was read from; at its
 * end input_pop frees it and gives back the one below (NULL: none) */
void input_push(Input *in, Input *below);
Input *input_pop(Input *in);
/* inputs stacked (1: no `source` running) */
int input_depth(const Input *in);
enum { SOURCE_MAX_DEPTH = 16 };  /* `source` within `source` */
/* files one `source` typed at the base input may read in all: a script
 * that sources the next one twice, 16 deep, would read 65536 */
enum { SOURCE_MAX_FILES = 1024 };
/* true when f is a file the input stack is reading now (a script that
 * sources itself, directly or through others, would never end) */
bool input_reads(const Input *in, FILE *f);
void input_free(Input *in);
/* the next line (without newline; owned by the Input), NULL at end */
const char *input_line(Input *in, const char *prompt);
bool input_interactive(const Input *in);

/* complete.c: candidates for the word at the end of `line` */
void complete_candidates(Session *S, const char *line, size_t wordstart, Vec *out /* char* */);

/* load.c: the module of the session */
bool session_load(Session *S, const char *path);
/* a fresh module from the file, the snippets and the target (NULL:
 * errors printed) */
Module *session_build(Session *S, const char *extra, const char *extra_name, bool quiet);
/* the session's module is m now, with nerr verifier errors */
void session_use(Session *S, Module *m, unsigned nerr);
/* is there a module the next run may use? (else an error is printed) */
bool session_module_for_run(Session *S);
Function *session_function(Session *S, const char *name);
/* the definition of @scratch around the instructions typed at the prompt */
char *scratch_text(const char *body);
const char *catch_name(int k);
/* IR typed at the prompt: true when `line` is IR (handled, maybe with an error) */
bool irinput_try(Session *S, const char *line);

/* run.c */
/* run the entry function (main) with argv (argv[0]: the program); the
 * exit status, after any stops */
int run_main_program(Session *S, int argc, char **argv);
EHI_NORETURN void run_kill(Session *S, After after);   /* longjmps out of the run */
void run_discard(Session *S);
/* "a program is stopped" (true) or an error naming the command (false) */
bool run_stopped(Session *S, const char *cmd);
/* one run of the session's module under o (replay: its own choices and
 * entry) with the entry's frame flags; stops as `run`'s do; S->after says
 * how it ended */
int run_with(Session *S, const RunOptions *o, uint32_t entry_flags, int argc, char **argv);
/* `run ARGS` typed while another kind of run was stopped: run it now */
void run_pending(Session *S);
/* `run`'s arguments as argv (argv[0]: the file), the caller's */
char **split_args(Session *S, char *args, int *argc);

/* openworld.c */
void openworld_free(Session *S);

/* lockstep.c: where a replayed run stops (one of the two), and why */
typedef struct LockstepStop {
	uint64_t stop_op;
	uint32_t stop_event;
	char note[160];
} LockstepStop;
/* run ma and mb under o (entry_flags: the entry's frame), recorded as
 * what an observer sees, and say where they first differ (both
 * observations, with their frame and instruction); stop[0], stop[1]: A's
 * and B's point.  1: they differ, 0: not, -1: one cannot run (said) */
int lockstep_compare(Session *S, Module *ma, Module *mb, const RunOptions *o, uint32_t entry_flags, int argc,
		     char **argv, LockstepStop stop[2]);

/* breaks.c */
void breaks_resolve(Session *S);
bool breaks_hit_op(Session *S, const Frame *fr, uint32_t pc, const char **why, char *buf, size_t n);
bool watches_changed(Session *S, char *buf, size_t n);
void watches_resolve(Session *S);
bool catch_event(Session *S, const EhEvent *ev);

/* inspect.c: frames and values */
uint32_t frame_no(Session *S, uint32_t d);      /* gdb's number of depth d */
const char *fn_show(Session *S, const Function *f);
const Frame *frame_at_depth(Session *S, uint32_t d);
const Inst *frame_cur_inst(Session *S, uint32_t d);
void frame_line(Session *S, uint32_t d, Buf *b);
/* the same for frame number no of f at instruction i (NULL: none) */
void inst_line(Session *S, uint32_t no, const Function *f, const Inst *i, Buf *b);
/* a value of frame d's function by name (%x, %3), NULL when none */
Value *value_by_name(Session *S, const Function *f, const char *name);
/* a global by @name or @"quoted name", NULL when none */
Value *global_by_name(Session *S, const char *expr);
/* resolve an address expression: 0x.., 123, %p, @g */
bool addr_of_expr(Session *S, const char *expr, uint64_t *addr, const Type **pointee);

/* cond.c: breakpoint conditions; false with err when the condition
 * cannot be read in frame fr */
bool cond_eval(Session *S, const Frame *fr, const char *cond, bool *val, char *err, size_t n);
bool cond_check(const char *cond, char *err, size_t n);
/* is v (of frame fr) still to be computed in its block? */
bool value_not_computed(Session *S, const Frame *fr, const Value *v);
/* after a stop's lines: the `display` expressions */
void displays_show(Session *S);
/* a breakpoint by its number (NULL: error said, naming cmd) */
Breakpoint *break_by_id(Session *S, const char *w, const char *cmd);
void break_free(Breakpoint *bp);
char *loc_colon(char *spec);  /* FUNC's ':' in FUNC:BLOCK, or NULL */
void breaks_list(Session *S);

/* ehview.c: the pads frame d has entered, in words (nothing: none) */
void pads_of_frame(Session *S, uint32_t d, Buf *b);

/* values.c: formatting target values */
void fmt_slots(Session *S, const Type *t, const uint64_t *R, const uint8_t *Z, Buf *b);
bool fmt_memory(Session *S, const Type *t, uint64_t addr, Buf *b);
void fmt_location(Session *S, const Inst *i, Buf *b);
/* a type at the front of *s (iN, half, float, double, ptr, T*), or NULL */
const Type *parse_type_word(Session *S, const char **s);
/* a typed literal of type want into its register image: out and z hold
 * type_slots(want) slots.  Scalars also in the REPL's spellings ("i32 -3",
 * "i32 0x1f", "double 1.5", "ptr null", "ptr @g", "ptr \"s\"", an
 * address); any type as the IR spells a constant ("{ i32 1, ptr null }",
 * "[2 x i8] c\"ab\"", "<2 x i32> <i32 1, i32 2>", zeroinitializer, undef,
 * poison, constant expressions), read by the IR parser */
bool parse_literal(Session *S, const Type *want, const char *s, uint64_t *out, uint8_t *z, char *err, size_t n);
/* the longest register image a literal may take (call's arguments together) */
enum { LITERAL_MAX_SLOTS = 512 };

/* srclines.c: C/C++ source lines of -g IR */
const Inst *src_find_line(Session *S, const char *file, uint32_t line);
bool src_is_file(Session *S, const char *file);
struct SrcLoc;
bool src_list(Session *S, const struct SrcLoc *l);

/* list.c */
void inst_text(const Inst *i, const char *indent, Buf *out);
void list_function(Session *S, const Function *f, const Block *only, FILE *out);

/* util */
char *repl_trim(char *s);
char *repl_word(char **p); /* the next blank-separated word, NULL at end */
/* ... a function's name whose parameter list holds blanks taken whole */
char *repl_location_word(char **p);

#endif
