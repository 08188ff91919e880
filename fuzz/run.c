/* run.c — libFuzzer target: the interpreter on every module that parses
 * and verifies, under tight limits (steps, memory, depth) so that one
 * input costs milliseconds; the program's output goes to /dev/null, its
 * standard input is empty, it is granted no host folder and no library
 * compiled to IR (the C and C++ runtimes are ehi's own). */
#include "fuzz.h"
#include "vm/exec.h"

#include <stdio.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *devnull;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	devnull = fopen("/dev/null", "w");
	if (!freopen("/dev/null", "r", stdin))
		return 1;
	return devnull ? 0 : 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Module *m = fuzz_parse(data, size);
	if (!m)
		return 0;
	if (drv_verify(m, false, NULL)) {
		module_free(m);
		return 0;
	}
	RunOptions o = {0};
	o.no_stdlib = true;
	o.max_steps = 200000;
	o.max_memory = (uint64_t)64 << 20;
	o.max_depth = 500;
	int status;
	char err[512];
	VM *vm = drv_instantiate(m, &o, &status, err, sizeof err);
	if (vm) {
		vm->stdout_file = vm->stderr_file = devnull;
		char *argv[] = {"fuzz", NULL};
		drv_run(vm, &o, 1, argv);
		vm_free(vm);
	}
	module_free(m);
	return 0;
}
