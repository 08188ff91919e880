/* load.c — the session's module: load, target, verify.
 *
 * The module is always rebuilt whole from its parts: the file, the IR
 * typed at the prompt (each piece its own source, so diagnostics name
 * it), the scratch function, and a `target` switch.  A piece that does
 * not parse or verify is refused and the previous module stays.  A
 * module is verified once, when built; runs do not change it (their
 * lowered code and state are the VM's, driver.h), so every run runs the
 * same module without parsing the file again. */
#include "repl/repl.h"
#include "symname.h"

#include <stdlib.h>
#include <string.h>

Function *
session_function(Session *S, const char *name)
{
	if (!S->m)
		return NULL;
	if (*name == '@')
		name++;
	char unq[512];
	size_t len = strlen(name);
	if (len >= 2 && name[0] == '"' && name[len - 1] == '"' && len - 2 < sizeof unq) {
		memcpy(unq, name + 1, len - 2); /* @"?f@@YAXXZ", as the IR quotes it */
		unq[len - 2] = 0;
		name = unq;
	}
	Value *v = sym_find(S->m->gsyms, name, strlen(name));
	if (v && v->kind == VK_FUNCTION)
		return (Function *)v;
	/* a C++ function by its source name, Itanium or MSVC: "ns::f",
	 * "f(int)" (the first overload when the name alone is given) */
	for (Global *g = S->m->funcs; g; g = g->next)
		if (g->u.v.name && symbol_matches(g->u.v.name, name))
			return (Function *)g;
	return NULL;
}

/* the text of @scratch: the instructions typed at the prompt, and a
 * `ret void` unless they end in a terminator */
char *
scratch_text(const char *body)
{
	Buf b = {0};
	buf_puts(&b, "define void @scratch() {\n");
	buf_puts(&b, body);
	buf_puts(&b, "  ret void\n}\n");
	return b.s;
}

/* a failure to read the file: in the command line's voice under ehi run
 * --debug (which prints what ehi run prints), else the session's */
static void
load_error(Session *S, const char *msg)
{
	if (S->opts.debug)
		drv_report(EXIT_INPUT, msg);
	else
		repl_error("%s", msg);
}

Module *
session_build(Session *S, const char *extra, const char *extra_name, bool quiet)
{
	(void)quiet;
	Module *m;
	if (S->path) {
		char err[512];
		m = drv_load(S->path, err, sizeof err);
		if (!m) {
			if (*err)
				load_error(S, err);
			return NULL;
		}
	} else {
		m = module_new();
	}
	bool ok = true;
	for (uint32_t k = 0; ok && k < S->snippets.len; k++) {
		char name[32];
		snprintf(name, sizeof name, "<prompt:%u>", k + 1);
		ok = drv_load_text(m, name, VEC_AT(&S->snippets, char *, k));
	}
	if (ok && extra)
		ok = drv_load_text(m, extra_name, extra);
	if (ok && S->scratch && !(extra && !strcmp(extra_name, "<scratch>"))) {
		char *t = scratch_text(S->scratch);
		ok = drv_load_text(m, "<scratch>", t);
		free(t);
	}
	if (!ok) {
		module_free(m);
		return NULL;
	}
	if (S->triple) {
		m->triple = arena_strndup(&m->arena, S->triple, strlen(S->triple));
		m->datalayout = NULL; /* the target's own layout */
	}
	return m;
}

void
session_use(Session *S, Module *m, unsigned nerr)
{
	if (S->m)
		module_free(S->m);
	S->m = m;
	S->m_nerr = nerr;
	breaks_resolve(S);
}

bool
session_load(Session *S, const char *path)
{
	char *old = S->path;
	S->path = xstrdup(path);
	Module *m = session_build(S, NULL, NULL, false);
	if (!m) {
		free(S->path);
		S->path = old;
		return false;
	}
	free(old);
	if (S->opts.debug) {
		/* ehi run --debug: as ehi run, an invalid module is not run
		 * (and --no-verify does not verify it) */
		session_use(S, m, 0);
		if (!drv_verify_for_run(m, &S->opts)) {
			S->status = EXIT_VERIFY;
			return false;
		}
		return true;
	}
	unsigned nerr = drv_verify(m, false, NULL);
	session_use(S, m, nerr);
	uint32_t nf = 0;
	for (Global *g = m->funcs; g; g = g->next)
		nf += !((Function *)g)->is_decl;
	printf("loaded %s: %u function%s defined, target %s%s\n", path, nf, nf == 1 ? "" : "s",
	       m->triple ? m->triple : "(none: x86_64-unknown-linux-gnu)",
	       nerr ? "; it does not verify (run refuses it)" : "");
	for (uint32_t k = 0; k < S->bps.len; k++) {
		Breakpoint *bp = VEC_AT(&S->bps, Breakpoint *, k);
		if (!bp->rfn)
			printf("breakpoint %u: no function @%s in this module (kept)\n", bp->id, bp->fn);
	}
	return true;
}

bool
session_module_for_run(Session *S)
{
	if (!S->m) {
		repl_error("no module ('load FILE.ll' first, or type IR)");
		return false;
	}
	if (S->m_nerr && !S->opts.no_verify) {
		drv_verify(S->m, false, NULL); /* what is wrong, again */
		repl_error("%u verifier error%s: not running an invalid module", S->m_nerr, S->m_nerr == 1 ? "" : "s");
		return false;
	}
	return true;
}

static bool
no_program(Session *S, const char *cmd)
{
	if (!S->vm)
		return true;
	repl_error("%s: a program is stopped; 'kill' it first", cmd);
	return false;
}

/* ------------------------------------------------------------ commands */
CmdResult
cmd_load(Session *S, char *args)
{
	char *path = repl_word(&args);
	if (!path) {
		repl_error("load: expected a FILE.ll");
		return CMD_FAILED;
	}
	if (!no_program(S, "load"))
		return CMD_FAILED;
	/* a new file starts without the old one's additions */
	for (uint32_t k = 0; k < S->snippets.len; k++)
		free(VEC_AT(&S->snippets, char *, k));
	S->snippets.len = 0;
	free(S->scratch);
	S->scratch = NULL;
	return session_load(S, path) ? CMD_OK : CMD_FAILED;
}

static void
show_target(Session *S)
{
	const char *triple = S->m && S->m->triple ? S->m->triple : "x86_64-unknown-linux-gnu";
	Target t;
	char err[512];
	if (!target_from_triple(triple, &t, err, sizeof err)) {
		printf("target %s: %s\n", triple, err);
		return;
	}
	printf("target %s\n", triple);
	printf("  arch %s, os %s, environment %s\n", target_arch_name(t.arch), target_os_name(t.os),
	       target_env_name(t.env));
	printf("  EH model %s, C++ personality %s\n", target_eh_name((EHModel)t.abi.eh),
	       t.abi.personality ? t.abi.personality : "none");
	printf("  data layout %s\n", S->m && S->m->datalayout ? S->m->datalayout : t.abi.datalayout);
	/* what the module's functions use, which may differ from the default */
	uint32_t n = 0;
	for (Global *g = S->m ? S->m->funcs : NULL; g; g = g->next) {
		const Function *f = (const Function *)g;
		const Value *p = f->g.u.nops ? fn_personality(f) : NULL;
		while (p && p->kind == VK_CEXPR && ((const User *)p)->nops)
			p = ((const User *)p)->ops[0].val;
		if (p && p->name) {
			printf("%s@%s uses @%s", n ? ", " : "  personalities: ", fn_name_of(f), p->name);
			n++;
		}
	}
	if (n)
		putchar('\n');
}

CmdResult
cmd_target(Session *S, char *args)
{
	char *triple = repl_word(&args);
	if (!triple) {
		show_target(S);
		return CMD_OK;
	}
	if (!no_program(S, "target"))
		return CMD_FAILED;
	Target t;
	char err[512];
	if (!target_from_triple(triple, &t, err, sizeof err)) {
		repl_error("target: %s", err);
		return CMD_FAILED;
	}
	char *old = S->triple;
	S->triple = xstrdup(triple);
	Module *m = session_build(S, NULL, NULL, false);
	if (!m) {
		free(S->triple);
		S->triple = old;
		return CMD_FAILED;
	}
	free(old);
	session_use(S, m, 0);
	show_target(S);
	VerifyCounts c;
	drv_verify(m, true, &c);
	S->m_nerr = c.errors - c.ehi_only; /* what refuses a run */
	printf("%s\n", c.errors ? "the module does not verify for this target" : "the module verifies for this target");
	return CMD_OK;
}

CmdResult
cmd_verify(Session *S, char *args)
{
	(void)args;
	if (!S->m) {
		repl_error("verify: no module");
		return CMD_FAILED;
	}
	VerifyCounts c;
	unsigned nerr = drv_verify(S->m, true, &c);
	fflush(stderr);
	if (!nerr && !c.warnings)
		printf("the module verifies\n");
	else
		drv_verify_summary(stdout, &c);
	return nerr ? CMD_FAILED : CMD_OK;
}
