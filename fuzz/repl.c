/* repl.c — libFuzzer target: a random REPL session on a module of the
 * test corpus.  The input bytes are not the session's text: they choose
 * it, so that nearly every input is a session worth running.  The first
 * byte picks the module; then each byte picks a command of the REPL's own
 * table (commands.def, so a new command is fuzzed without a change here)
 * and the bytes after it its arguments, drawn from what the loaded module
 * names (functions, FUNC:BLOCK, %locals, @globals), from the catch events
 * and from small tables of types, literals, formats and triples.  A few
 * byte values stand for IR typed at the prompt, and for a raw word taken
 * from the input itself, so that argument parsing is reached too.
 *
 * The session runs through repl_main as `ehi repl` does, reading the
 * script from a file (its standard input), under tight limits; files it
 * may write (dot, the script `source`s) are in a private temporary folder.
 * EHI_FUZZ_ROOT (compile time) is the checkout holding the test suite;
 * EHI_FUZZ_SHOW=1 prints the session script (reproducing a finding). */
#include "fuzz.h"
#include "repl/repl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glob.h>
#include <sys/stat.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifndef EHI_FUZZ_ROOT
#define EHI_FUZZ_ROOT "."
#endif

/* the modules sessions load: the REPL's own inputs, the EH suites, then
 * the interpreter's run tests and per-target EH programs (up to MAXMOD
 * of at most MAXSIZE bytes, in this order) */
static const char *const module_globs[] = {
	"testsuite/repl/Inputs/*.ll",
	"testsuite/eh/itanium/*.ll",
	"testsuite/eh/funclet/*.ll",
	"testsuite/eh/funclet-diff/ll/clang19/wasm32-unknown-unknown/*.O0.ll",
	"testsuite/eh/funclet-diff/ll/clang19/x86_64-pc-windows-msvc/*.O0.ll",
	"testsuite/run/*.ll",
};
enum { MAXMOD = 256, MAXSIZE = 24 << 10 };

typedef struct Names {
	char *path;
	Vec funcs, locs, values;        /* char*: "f", "f:bb", "%x" / "@g" */
} Names;

static Names mods[MAXMOD];
static unsigned nmods;
static char tmpdir[64], script[96];

static void
add(Vec *v, const char *fmt, const char *a, const char *b)
{
	char buf[256];
	snprintf(buf, sizeof buf, fmt, a, b ? b : "");
	VEC_PUSH(v, char *, xstrdup(buf));
}

/* what the module at path names, for arguments */
static bool
collect(Names *n, const char *path)
{
	char err[256];
	Module *m = drv_load(path, err, sizeof err);
	if (!m)
		return false;
	n->path = xstrdup(path);
	for (Global *g = m->globals; g; g = g->next)
		if (g->u.v.name)
			add(&n->values, "@%s", g->u.v.name, NULL);
	for (Global *g = m->funcs; g; g = g->next) {
		Function *f = (Function *)g;
		const char *fn = g->u.v.name;
		if (!fn)
			continue;
		add(&n->funcs, "%s", fn, NULL);
		add(&n->values, "@%s", fn, NULL);
		for (uint32_t i = 0; i < f->nargs; i++)
			if (f->args[i].v.name)
				add(&n->values, "%%%s", f->args[i].v.name, NULL);
		for (Block *b = f->first; b; b = b->next) {
			if (b->v.name)
				add(&n->locs, "%s:%s", fn, b->v.name);
			for (Inst *i = b->first; i; i = i->next)
				if (i->u.v.name)
					add(&n->values, "%%%s", i->u.v.name, NULL);
		}
	}
	module_free(m);
	return n->funcs.len > 0;
}

static void
cleanup(void)
{
	char cmd[128];
	/* the folder is ours (mkdtemp) and its name has no blank or quote */
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
	if (system(cmd)) {
	}
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	for (size_t k = 0; k < sizeof module_globs / sizeof *module_globs; k++) {
		char pat[512];
		snprintf(pat, sizeof pat, "%s/%s", EHI_FUZZ_ROOT, module_globs[k]);
		glob_t gl;
		if (glob(pat, 0, NULL, &gl))
			continue;
		for (size_t i = 0; i < gl.gl_pathc && nmods < MAXMOD; i++) {
			struct stat st;
			if (stat(gl.gl_pathv[i], &st) || st.st_size > MAXSIZE)
				continue;
			if (collect(&mods[nmods], gl.gl_pathv[i]))
				nmods++;
		}
		globfree(&gl);
	}
	if (!nmods) {
		fprintf(stderr, "fuzz-repl: no module under %s/testsuite\n", EHI_FUZZ_ROOT);
		return 1;
	}
	strcpy(tmpdir, "/tmp/ehi-fuzz-repl-XXXXXX");
	if (!mkdtemp(tmpdir))
		return 1;
	atexit(cleanup);
	snprintf(script, sizeof script, "%s/session", tmpdir);
	return 0;
}

/* ---------------------------------------------------- the session text */

typedef struct Reader {
	const uint8_t *p, *end;
} Reader;

static unsigned
next(Reader *r)
{
	return r->p < r->end ? *r->p++ : 0;
}

static const char *
pick(Reader *r, const char *const *t, size_t n)
{
	return t[next(r) % n];
}
#define PICK(r, t) pick(r, t, sizeof t / sizeof *t)

static const char *
pick_vec(Reader *r, const Vec *v, const char *none)
{
	return v->len ? ((char **)v->data)[next(r) % v->len] : none;
}

static const char *const types[] = {
	"i8", "i16", "i32", "i64", "i128", "ptr", "double", "float", "x86_fp80",
	"{ i32, i8 }", "[4 x i8]", "<2 x i32>", "[0 x i64]", "void", "label", "token",
};
static const char *const literals[] = {
	"i32 3", "i32 -1", "i64 0", "i8 255", "ptr null", "double 1.5", "float nan",
	"ptr \"s\"", "i1 true", "i128 170141183460469231731687303715884105727",
	"ptr inttoptr (i64 16 to ptr)", "i32 poison", "i32 undef", "{ i32, i8 } zeroinitializer",
};
static const char *const numbers[] = {
	"0", "1", "2", "3", "7", "-1", "4096", "0x10", "65536", "4294967296",
	"18446744073709551615", "99999999999999999999",
};
static const char *const triples[] = {
	"", "x86_64-unknown-linux-gnu", "i686-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
	"armv7-unknown-linux-gnueabihf", "x86_64-pc-windows-msvc", "i686-pc-windows-msvc",
	"aarch64-pc-windows-msvc", "x86_64-w64-windows-gnu", "wasm32-unknown-unknown",
	"riscv64-unknown-linux-gnu", "bogus",
};
static const char *const xfmts[] = {"", "x", "d", "u", "c", "s", "q"};
static const char *const xsizes[] = {"", "b", "h", "w", "g", "z"};
static const char *const dotfiles[] = {"", "g.dot", "g.svg", "g.png", "g.gif", "/dev/full", "no/such/g.dot"};
/* IR typed at the prompt: a function, a global, @scratch instructions */
static const char *const irlines[] = {
	"define i32 @fz(i32 %a) {\nentry:\n  %r = add i32 %a, 1\n  ret i32 %r\n}",
	"@gz = global i32 7",
	"%s1 = add i32 2, 3",
	"%s2 = alloca i64",
	"store i64 5, ptr %s2",
	"%s3 = load i64, ptr %s2",
	"call void @__cxa_throw(ptr null, ptr null, ptr null)",
	"declare void @__cxa_throw(ptr, ptr, ptr)",
	"define void @fz2() {",
	"ret void",
	"}",
	"%s4 = udiv i32 1, 0",
};

/* a word made of the input's own next bytes (no newline, no NUL) */
static void
raw_word(Reader *r, Buf *b)
{
	unsigned n = next(r) % 24;
	for (unsigned i = 0; i < n && r->p < r->end; i++) {
		unsigned c = next(r);
		buf_putc(b, c == '\n' || c == 0 ? ' ' : (char)c);
	}
}

static void
value_arg(Reader *r, const Names *n, Buf *b)
{
	switch (next(r) % 4) {
	case 0: buf_printf(b, "%s", PICK(r, numbers)); break;
	case 1: raw_word(r, b); break;
	default: buf_printf(b, "%s", pick_vec(r, &n->values, "@x")); break;
	}
}

/* the arguments of command c */
static void
arguments(Reader *r, const Names *n, const Command *c, Buf *b)
{
	const char *name = c->name;
	if (next(r) % 16 == 0) {        /* now and then, anything */
		raw_word(r, b);
		return;
	}
	if (!strcmp(name, "load")) {
		buf_printf(b, "%s", next(r) % 8 ? n->path : mods[next(r) % nmods].path);
	} else if (!strcmp(name, "source")) {
		/* this very session (nesting), or a file that is no script */
		buf_printf(b, "%s", next(r) % 2 ? script : n->path);
	} else if (!strcmp(name, "target")) {
		buf_printf(b, "%s", PICK(r, triples));
	} else if (!strcmp(name, "dot")) {
		const char *f = PICK(r, dotfiles);
		buf_printf(b, "%s", pick_vec(r, &n->funcs, "main"));
		if (*f)
			buf_printf(b, *f == '/' ? " %s" : " %s/%s", *f == '/' ? f : tmpdir, f);
	} else if (!strcmp(name, "call")) {
		buf_printf(b, "%s(", pick_vec(r, &n->funcs, "main"));
		unsigned k = next(r) % 4;
		for (unsigned i = 0; i < k; i++)
			buf_printf(b, "%s%s", i ? ", " : "", PICK(r, literals));
		buf_puts(b, next(r) % 8 ? ")" : "");
	} else if (!strcmp(name, "run")) {
		unsigned k = next(r) % 3;
		for (unsigned i = 0; i < k; i++)
			buf_printf(b, "%sa%u", i ? " " : "", next(r));
	} else if (!strcmp(name, "print")) {
		if (next(r) % 2)
			buf_printf(b, "%s ", PICK(r, types));
		value_arg(r, n, b);
	} else if (!strcmp(name, "x")) {
		buf_printf(b, "/%s%s%s ", next(r) % 2 ? PICK(r, numbers) : "", PICK(r, xfmts), PICK(r, xsizes));
		value_arg(r, n, b);
	} else if (!strcmp(name, "watch")) {
		value_arg(r, n, b);
		if (next(r) % 2)
			buf_printf(b, " %s", PICK(r, numbers));
	} else if (c->complete == COMPL_FUNC) {
		buf_printf(b, "%s", pick_vec(r, &n->funcs, "main"));
	} else if (c->complete == COMPL_LOC) {
		unsigned k = next(r) % 4;
		if (k == 1)
			buf_printf(b, "%s", pick_vec(r, &n->funcs, "main"));
		else if (k >= 2)
			buf_printf(b, "%s", pick_vec(r, &n->locs, "main"));
		if (k == 3)
			buf_printf(b, ":%s", PICK(r, numbers));
	} else if (c->complete == COMPL_CATCH) {
		const char *e = catch_name((int)(next(r) % (CK__COUNT + 1)));
		buf_puts(b, e ? e : "all");
	} else if (c->complete == COMPL_CMD) {
		if (next(r) % 2)
			buf_puts(b, repl_commands[next(r) % repl_ncommands].name);
	} else if (c->complete == COMPL_VALUE) {
		value_arg(r, n, b);
	} else if (next(r) % 2) {       /* frame N, delete ID, ... */
		buf_printf(b, "%s", PICK(r, numbers));
	}
}

/* the session the bytes choose: its module, then one line per command */
static const Names *
session_text(Reader *r, Buf *b)
{
	const Names *n = &mods[next(r) % nmods];
	while (r->p < r->end) {
		unsigned k = next(r);
		if (k >= 240) {                 /* IR at the prompt */
			buf_printf(b, "%s\n", irlines[k % (sizeof irlines / sizeof *irlines)]);
			continue;
		}
		const Command *c = &repl_commands[k % repl_ncommands];
		buf_puts(b, next(r) % 4 || !c->alias ? c->name : c->alias);
		Buf a = {0};
		arguments(r, n, c, &a);
		if (a.len)
			buf_printf(b, " %s", a.s);
		buf_free(&a);
		buf_putc(b, '\n');
	}
	return n;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 4096)        /* a session of a few hundred commands is plenty */
		return 0;
	Reader r = {data, data + size};
	Buf b = {0};
	const Names *n = session_text(&r, &b);
	FILE *f = fopen(script, "w");
	if (!f || fwrite(b.s ? b.s : "", 1, b.len, f) != b.len || fclose(f))
		abort();        /* the fuzzer's own folder: nothing to go on with */
	if (getenv("EHI_FUZZ_SHOW"))
		fprintf(stderr, "--- session on %s\n%s---\n", n->path, b.s ? b.s : "");
	buf_free(&b);
	if (!freopen(script, "r", stdin))
		abort();
	char *argv[] = {
		"--no-stdlib", "--max-steps=100000", "--max-depth=200", "--max-memory=32M",
		"--timeout=10", n->path, NULL,
	};
	repl_main(6, argv);
	repl_interrupted = 0;
	return 0;
}
