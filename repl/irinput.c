/* irinput.c — IR typed at the prompt.
 *
 * A line that is IR rather than a command is added to the module:
 *   define ... {        read on to the closing brace (a `...>` prompt)
 *   declare, @g = ..., %T = type ..., attributes, metadata, target ...
 *   an instruction      appended to @scratch (void; `ret void` closes it)
 * The module is rebuilt with the addition and verified; an addition that
 * does not parse or verify is refused with the diagnostics, and the
 * module stays as it was.  Commands and IR do not collide: the commands
 * that are opcodes are `call` and `load`; `call F(...)` (the command) has
 * no type before the callee, which IR's call always has, and IR's load
 * always has a comma, which a file name given to `load` has not. */
#include "repl/repl.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static bool
starts_word(const char *s, const char *w)
{
	size_t n = strlen(w);
	return !strncmp(s, w, n) && (!s[n] || isspace((unsigned char)s[n]));
}

static bool
is_opcode(const char *s)
{
	size_t n = 0;
	while (s[n] && (isalnum((unsigned char)s[n]) || s[n] == '_'))
		n++;
	if (!n || (s[n] && !isspace((unsigned char)s[n])))
		return false;
	for (int k = 0; k < OP__COUNT; k++)
		if (strlen(op_names[k]) == n && !strncmp(op_names[k], s, n))
			return true;
	return false;
}

/* the `call` command: `call NAME(` or `call @NAME(` */
static bool
is_call_command(const char *s)
{
	const char *p = s + 4;
	while (isspace((unsigned char)*p))
		p++;
	if (*p == '@')
		return true;
	const char *id = p;
	while (*p && (isalnum((unsigned char)*p) || *p == '_' || *p == '.' || *p == '$'))
		p++;
	/* IR's call names its callee with @ or % after the type */
	return *p == '(' || (p > id && !strpbrk(p, "@%"));
}

typedef enum IrKind { IR_NONE, IR_TOPLEVEL, IR_DEFINE, IR_INST, IR_LABEL } IrKind;

static IrKind
classify(const char *s)
{
	if (starts_word(s, "define"))
		return IR_DEFINE;
	if (starts_word(s, "declare") || starts_word(s, "attributes") || starts_word(s, "source_filename") ||
	    (starts_word(s, "target") && (strstr(s, "triple") || strstr(s, "datalayout")) && strchr(s, '=')) ||
	    *s == '!')
		return IR_TOPLEVEL;
	if (*s == '@' && strchr(s, '='))
		return IR_TOPLEVEL;
	if (*s == '%' && strchr(s, '=')) {
		const char *eq = strchr(s, '=') + 1;
		while (isspace((unsigned char)*eq))
			eq++;
		return starts_word(eq, "type") ? IR_TOPLEVEL : IR_INST;
	}
	if (starts_word(s, "call") || !strncmp(s, "call", 4))
		return starts_word(s, "call") && !is_call_command(s) ? IR_INST : IR_NONE;
	/* the other command that is an opcode: IR's load has a comma */
	if (starts_word(s, "load"))
		return strchr(s, ',') ? IR_INST : IR_NONE;
	if (is_opcode(s))
		return IR_INST;
	size_t n = strlen(s);
	if (n > 1 && s[n - 1] == ':' && !strchr(s, ' '))
		return IR_LABEL;
	return IR_NONE;
}

static int
brace_balance(const char *s, int depth)
{
	bool str = false;
	for (; *s; s++) {
		if (*s == '"')
			str = !str;
		else if (!str && *s == ';')
			break; /* a comment */
		else if (!str && *s == '{')
			depth++;
		else if (!str && *s == '}')
			depth--;
	}
	return depth;
}

static bool
try_module(Session *S, const char *text, const char *name)
{
	Module *m = session_build(S, text, name, false);
	if (!m || drv_verify(m, false, NULL)) {
		if (m)
			module_free(m);
		S->status = 1; /* a failed input fails the session, as a failed command does */
		return false;
	}
	session_use(S, m, 0);
	return true;
}

bool
irinput_try(Session *S, const char *line)
{
	IrKind k = classify(line);
	if (k == IR_NONE)
		return false;
	if (S->vm) {
		repl_error("a program is stopped: 'kill' it before changing the module");
		S->status = 1;
		return true;
	}
	if (k == IR_DEFINE || k == IR_TOPLEVEL) {
		Buf b = {0};
		buf_puts(&b, line);
		buf_putc(&b, '\n');
		int depth = brace_balance(line, 0);
		bool opened = depth > 0 || strchr(line, '{');
		/* the body's brace opens on the define line or the next one;
		 * without it the parser says what is wrong */
		int waited = 0;
		while (k == IR_DEFINE && (depth > 0 || (!opened && waited++ < 1))) {
			const char *more = repl_read_more(S);
			if (!more) {
				repl_error("end of input inside a definition");
				S->status = 1;
				buf_free(&b);
				return true;
			}
			buf_puts(&b, more);
			buf_putc(&b, '\n');
			if (strchr(more, '{'))
				opened = true;
			depth = brace_balance(more, depth);
		}
		char name[32];
		snprintf(name, sizeof name, "<prompt:%u>", S->snippets.len + 1);
		if (try_module(S, b.s, name)) {
			VEC_PUSH(&S->snippets, char *, b.s);
			const char *at = strchr(b.s, '@');
			if (k == IR_DEFINE && at) {
				size_t n = strcspn(at, "( \t");
				printf("defined %.*s\n", (int)n, at);
			} else {
				printf("added to the module\n");
			}
		} else {
			buf_free(&b);
		}
		return true;
	}
	/* an instruction or a label: into @scratch */
	Buf body = {0};
	if (S->scratch)
		buf_puts(&body, S->scratch);
	buf_puts(&body, k == IR_LABEL ? "" : "  ");
	buf_puts(&body, line);
	buf_putc(&body, '\n');
	char *text = scratch_text(body.s);
	if (try_module(S, text, "<scratch>")) {
		free(S->scratch);
		S->scratch = xstrdup(body.s);
		uint32_t n = 0;
		for (const char *p = S->scratch; *p; p++)
			n += *p == '\n';
		printf("@scratch: %u line%s ('list scratch' shows it, 'call scratch()' runs it)\n", n, n == 1 ? "" : "s");
	}
	buf_free(&body);
	free(text);
	return true;
}
