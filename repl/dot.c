/* dot.c — `dot FUNC`: the CFG of a function as Graphviz, for when
 * looking is easier than reading.  Normal edges are solid, unwind edges
 * dashed red, a catchswitch's handler edges blue, catchret green; each
 * block is filled with the colour of the funclet it belongs to.
 *
 * The colouring follows the EH reference's funclet rules: a catchpad or
 * cleanuppad block starts its own funclet, a catchswitch belongs to the
 * funclet its parent token names, normal edges stay in the funclet, and
 * a catchret leaves for the funclet around the catchswitch.  Unwind
 * edges never carry a colour (they enter another pad).  Landing pads
 * start no funclet: they are drawn with a double border. */
#include "repl/repl.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static const char *const palette[] = {
	"white", "lightskyblue", "palegreen", "khaki", "lightpink", "plum", "lightsalmon", "paleturquoise",
	"wheat", "thistle",
};

/* the funclet a token names: a pad instruction, or NULL (none: the body) */
static const Inst *
pad_of(const Value *tok)
{
	return tok && tok->kind == VK_INST && op_is_eh_pad(inst_op((const Inst *)tok)) ? (const Inst *)tok : NULL;
}

static void
esc(Buf *b, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_putc(b, '\\');
		buf_putc(b, *s);
	}
}

static void
name_of(const Block *b, Buf *out)
{
	Buf r = {0};
	print_value_ref(&r, &b->v);
	buf_puts(out, r.s);
	buf_free(&r);
}

/* colours[block index]: a bit per funclet the block belongs to (bit 0:
 * the body; bit j: pads[j]); several bits when two funclets reach one
 * block (LLVM's preparation would clone it) */
static int
pad_index(const Inst *const *pads, uint32_t npads, const Inst *p)
{
	for (uint32_t j = 1; j < npads; j++)
		if (pads[j] == p)
			return (int)j;
	return 0;
}

static void
colour_blocks(const Block **blocks, uint32_t nb, uint64_t *colours, const Inst **pads, uint32_t *npads)
{
	*npads = 1;
	pads[0] = NULL;
	for (uint32_t k = 0; k < nb; k++) {
		colours[k] = 0;
		const Inst *i = block_first_non_phi(blocks[k]);
		if (i && op_is_funclet_pad(inst_op(i)) && *npads < 64)
			pads[(*npads)++] = i;
	}
	Vec work = {0}; /* pairs: block index, colour */
	VEC_PUSH(&work, uint32_t, 0);
	VEC_PUSH(&work, uint32_t, 0);
	for (uint32_t k = 0; k < nb; k++) {
		/* every pad block is a start: unwind edges carry no colour */
		const Inst *i = block_first_non_phi(blocks[k]);
		if (!i || !op_is_eh_pad(inst_op(i)))
			continue;
		const Inst *p = inst_op(i) == OP_CATCHSWITCH ? pad_of(inst_opnd(i, 0)) : op_is_funclet_pad(inst_op(i)) ? i : NULL;
		VEC_PUSH(&work, uint32_t, k);
		VEC_PUSH(&work, uint32_t, (uint32_t)pad_index(pads, *npads, p));
	}
	while (work.len) {
		uint32_t c = VEC_AT(&work, uint32_t, --work.len);
		uint32_t k = VEC_AT(&work, uint32_t, --work.len);
		const Inst *head = block_first_non_phi(blocks[k]);
		if (head && op_is_funclet_pad(inst_op(head)))
			c = (uint32_t)pad_index(pads, *npads, head);
		if (colours[k] & ((uint64_t)1 << c))
			continue;
		colours[k] |= (uint64_t)1 << c;
		const Inst *t = block_terminator(blocks[k]);
		if (!t)
			continue;
		Block *unwind = term_unwind_dest(t);
		for (uint32_t s = 0; s < term_num_succ(t); s++) {
			Block *to = term_succ(t, s);
			if (!to || to == unwind)
				continue;
			uint32_t cc = c;
			if (inst_op(t) == OP_CATCHRET) {
				/* back to the funclet around the catchswitch */
				const Inst *cp = pad_of(inst_opnd(t, 0));
				const Inst *cs = cp ? pad_of(inst_opnd(cp, 0)) : NULL;
				cc = (uint32_t)pad_index(pads, *npads, cs ? pad_of(inst_opnd(cs, 0)) : NULL);
			}
			VEC_PUSH(&work, uint32_t, to->index);
			VEC_PUSH(&work, uint32_t, cc);
		}
	}
	vec_free(&work);
}

/* the legend: what each fill colour used means (a funclet, named by its
 * pad, or the body), and the border and gray conventions */
static void
dot_legend(const uint64_t *colours, uint32_t nb, const Inst *const *pads, uint32_t npads, Buf *out)
{
	uint64_t used = 0;
	bool gray = false;
	for (uint32_t k = 0; k < nb; k++) {
		used |= colours[k];
		gray |= !colours[k];
	}
	buf_puts(out, "  subgraph cluster_legend {\n    label=\"legend: fill = funclet\"; fontname=\"sans\"; fontsize=9;\n");
	for (uint32_t j = 0; j < npads && j < 64; j++) {
		if (!(used & ((uint64_t)1 << j)))
			continue;
		buf_printf(out, "    legend%u [label=\"", j);
		if (j) {
			Buf pn = {0};
			print_value_ref(&pn, &pads[j]->u.v);
			buf_puts(out, "funclet ");
			esc(out, pn.s ? pn.s : "?");
			buf_printf(out, " (%s)", op_names[inst_op(pads[j])]);
			buf_free(&pn);
		} else {
			buf_puts(out, "no funclet (the function body)");
		}
		buf_printf(out, "\", fillcolor=\"%s\"];\n", palette[j % countof(palette)]);
	}
	if (gray)
		buf_puts(out, "    legendu [label=\"not reached from entry or a pad\", fillcolor=\"gray\"];\n");
	buf_puts(out, "    legendl [label=\"landing pad (double border)\", fillcolor=\"white\", peripheries=2];\n  }\n");
}

static void
dot_function(Session *S, const Function *f, Buf *out)
{
	(void)S;
	uint32_t nb = 0;
	for (Block *b = f->first; b; b = b->next)
		b->index = nb++;
	const Block **blocks = xmalloc((nb + 1) * sizeof *blocks);
	nb = 0;
	for (const Block *b = f->first; b; b = b->next)
		blocks[nb++] = b;
	uint64_t *colours = xmalloc((nb + 1) * sizeof *colours);
	const Inst *pads[64];
	uint32_t npads;
	colour_blocks(blocks, nb, colours, pads, &npads);
	buf_printf(out, "digraph \"%s\" {\n", fn_name_of(f));
	buf_puts(out, "  node [shape=box, style=filled, fontname=\"monospace\", fontsize=10];\n");
	buf_puts(out, "  edge [fontname=\"sans\", fontsize=9];\n");
	buf_puts(out, "  label=\"");
	esc(out, "@");
	esc(out, fn_name_of(f));
	buf_puts(out, ": solid = normal, dashed red = unwind, blue = catchswitch handler, green = catchret\";\n");
	for (uint32_t k = 0; k < nb; k++) {
		const Block *b = blocks[k];
		Buf nm = {0};
		name_of(b, &nm);
		buf_printf(out, "  b%u [label=\"", k);
		esc(out, nm.s);
		buf_puts(out, ":");
		if (colours[k] > 1) {
			/* the funclets it belongs to ("none": the body) */
			buf_puts(out, "  (funclet");
			for (uint32_t j = 0; j < npads; j++) {
				if (!(colours[k] & ((uint64_t)1 << j)))
					continue;
				Buf pn = {0};
				if (j)
					print_value_ref(&pn, &pads[j]->u.v);
				buf_puts(out, " ");
				esc(out, j ? pn.s : "none");
				buf_free(&pn);
			}
			buf_puts(out, ")");
		}
		buf_puts(out, "\\l");
		for (const Inst *i = b->first; i; i = i->next) {
			/* whole: an invoke's destinations, a landingpad's clauses */
			Buf ib = {0};
			inst_text(i, "", &ib);
			for (char *ln = ib.s ? ib.s : (char *)""; ln;) {
				char *nl = strchr(ln, '\n');
				if (nl)
					*nl = 0;
				if (strlen(ln) > 90)
					strcpy(ln + 86, " ...");
				esc(out, ln);
				buf_puts(out, "\\l");
				ln = nl ? nl + 1 : NULL;
			}
			buf_free(&ib);
		}
		const Inst *head = block_first_non_phi(b);
		/* one colour per funclet; a block in several is striped */
		buf_puts(out, "\", fillcolor=\"");
		uint32_t nc = 0;
		for (uint32_t j = 0; j < npads; j++)
			if (colours[k] & ((uint64_t)1 << j))
				buf_printf(out, "%s%s", nc++ ? ":" : "", palette[j % countof(palette)]);
		if (!nc)
			buf_puts(out, "gray");
		buf_printf(out, "\"%s%s];\n", nc > 1 ? ", style=\"filled,striped\"" : "",
			   head && inst_op(head) == OP_LANDINGPAD ? ", peripheries=2" : "");
		buf_free(&nm);
	}
	dot_legend(colours, nb, pads, npads, out);
	for (uint32_t k = 0; k < nb; k++) {
		const Inst *t = block_terminator(blocks[k]);
		if (!t)
			continue;
		const Block *unwind = term_unwind_dest(t);
		for (uint32_t s = 0; s < term_num_succ(t); s++) {
			const Block *to = term_succ(t, s);
			if (!to)
				continue;
			const char *style = "";
			if (to == unwind)
				style = " [style=dashed, color=red, fontcolor=red, label=\"unwind\"]";
			else if (inst_op(t) == OP_CATCHSWITCH)
				style = " [color=blue, fontcolor=blue, label=\"handler\"]";
			else if (inst_op(t) == OP_CATCHRET)
				style = " [color=darkgreen, fontcolor=darkgreen, label=\"catchret\"]";
			buf_printf(out, "  b%u -> b%u%s;\n", k, to->index, style);
		}
		if (!unwind && (inst_op(t) == OP_CLEANUPRET || inst_op(t) == OP_CATCHSWITCH ||
				((inst_op(t) == OP_RESUME))))
			buf_printf(out, "  caller%u [shape=plaintext, style=\"\", label=\"to caller\"];\n  b%u -> caller%u [style=dashed, color=red];\n",
				   k, k, k);
	}
	buf_puts(out, "}\n");
	free(blocks);
	free(colours);
}

static bool
write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t k = write(fd, p, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return false;
		p += k;
		n -= (size_t)k;
	}
	return true;
}

/* Graphviz's dot renders the graph into `file` in `format`.  Run with an
 * argument vector, never through a shell: the file name and the format
 * come from the user and reach dot as plain arguments. */
static bool
render(const char *file, const char *format, const Buf *graph)
{
	Buf fmt = {0};
	buf_printf(&fmt, "-T%s", format);
	char *argv[] = {"dot", fmt.s, "-o", (char *)file, NULL};
	int fd[2];
	bool ok = false;
	const char *why = NULL;
	if (pipe(fd) != 0) {
		why = strerror(errno);
		goto done;
	}
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, fd[0], 0);
	posix_spawn_file_actions_addclose(&fa, fd[0]);
	posix_spawn_file_actions_addclose(&fa, fd[1]);
	pid_t pid;
	int e = posix_spawnp(&pid, "dot", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(fd[0]);
	if (e != 0) {
		close(fd[1]);
		why = e == ENOENT ? "Graphviz's dot is not installed ('make deps-build' installs it)" : strerror(e);
		goto done;
	}
	/* dot may exit before reading everything (a bad format): its
	 * status says so, a SIGPIPE must not end the session */
	void (*old)(int) = signal(SIGPIPE, SIG_IGN);
	bool wrote = write_all(fd[1], graph->s, graph->len);
	close(fd[1]);
	signal(SIGPIPE, old);
	int st;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	ok = wrote && WIFEXITED(st) && WEXITSTATUS(st) == 0;
	if (!ok)
		why = "Graphviz's dot failed (its own message is above)";
done:
	if (!ok)
		repl_error("dot: cannot write '%s': %s", file, why);
	buf_free(&fmt);
	return ok;
}

CmdResult
cmd_dot(Session *S, char *args)
{
	char *name = repl_location_word(&args);
	char *file = repl_word(&args);
	if (!name) {
		repl_error("dot: expected a function");
		return CMD_FAILED;
	}
	Function *f = session_function(S, name);
	if (!f || f->is_decl) {
		repl_error("dot: no defined function @%s", *name == '@' ? name + 1 : name);
		return CMD_FAILED;
	}
	Buf b = {0};
	dot_function(S, f, &b);
	CmdResult r = CMD_OK;
	const char *ext = file ? strrchr(file, '.') : NULL;
	if (!file) {
		fputs(b.s, stdout);
	} else if (!ext || !strcmp(ext, ".dot") || !strcmp(ext, ".gv")) {
		FILE *o = fopen(file, "w");
		/* every write and the close checked: a full disk is no "wrote" */
		bool ok = o && fwrite(b.s, 1, b.len, o) == b.len;
		if (o && fclose(o) != 0)
			ok = false;
		if (!ok) {
			repl_error("dot: cannot write '%s': %s", file, strerror(errno));
			r = CMD_FAILED;
		} else {
			printf("wrote %s\n", file);
		}
	} else if (!render(file, ext + 1, &b)) {
		r = CMD_FAILED;
	} else {
		printf("wrote %s\n", file);
	}
	buf_free(&b);
	return r;
}
