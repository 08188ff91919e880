/* verify.c — libFuzzer target: the verifier on every module that parses
 * (its diagnostics go to stderr: run with -close_fd_mask=2). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Module *m = fuzz_parse(data, size);
	if (m) {
		VerifyCounts counts;
		drv_verify(m, true, &counts);
		module_free(m);
	}
	return 0;
}
