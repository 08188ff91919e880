/* twice.c — one verified module, run twice in one process (driver.h):
 * the second run must print the same and end with the same status as the
 * first.  A run keeps its lowered code and its state in its VM, never in
 * the module, so a module loaded and verified once can be run again.
 *
 *   twice FILE.ll [ARGS...]
 *
 * prints the first run's output (stdout and stderr, as they came) and
 * status, then "second run: the same" or "second run: DIFFERS" with the
 * second run's output. */
#include "driver.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* one run of m, its stdout and stderr captured (the file descriptors,
 * so that whatever writes them is caught); the exit status */
static int
run_captured(Module *m, const RunOptions *o, int argc, char **argv, char **text, long *len)
{
	fflush(stdout);
	fflush(stderr);
	FILE *tmp = tmpfile();
	int out = dup(1), err = dup(2);
	if (!tmp || out < 0 || err < 0) {
		perror("twice");
		exit(2);
	}
	dup2(fileno(tmp), 1);
	dup2(fileno(tmp), 2);
	char why[512];
	int status;
	VM *vm = drv_instantiate(m, o, &status, why, sizeof why);
	if (vm) {
		status = drv_run(vm, o, argc, argv);
		vm_free(vm);
	} else {
		drv_report(status, why);
	}
	fflush(stdout);
	fflush(stderr);
	dup2(out, 1);
	dup2(err, 2);
	close(out);
	close(err);
	*len = ftell(tmp);
	*text = malloc((size_t)*len + 1);
	rewind(tmp);
	if (fread(*text, 1, (size_t)*len, tmp) != (size_t)*len) {
		perror("twice");
		exit(2);
	}
	(*text)[*len] = 0;
	fclose(tmp);
	return status;
}

int
main(int argc, char **argv)
{
	if (argc < 2) {
		fputs("usage: twice FILE.ll [ARGS...]\n", stderr);
		return 2;
	}
	RunOptions o = {.trace_eh = true}; /* the EH events must agree too */
	char err[512];
	Module *m = drv_load(argv[1], err, sizeof err);
	if (!m)
		return *err ? drv_report(EXIT_INPUT, err) : EXIT_INPUT;
	if (!drv_verify_for_run(m, &o))
		return EXIT_VERIFY;
	char *t1, *t2;
	long n1, n2;
	int s1 = run_captured(m, &o, argc - 1, argv + 1, &t1, &n1);
	int s2 = run_captured(m, &o, argc - 1, argv + 1, &t2, &n2);
	printf("%sfirst run: status %d\n", t1, s1);
	bool same = s1 == s2 && n1 == n2 && !memcmp(t1, t2, (size_t)n1);
	if (same)
		printf("second run: the same\n");
	else
		printf("second run: DIFFERS\n%ssecond run: status %d\n", t2, s2);
	free(t1);
	free(t2);
	module_free(m);
	return same ? 0 : 1;
}
