/* parse.c — libFuzzer target: the parser and the printer.  Any bytes;
 * a module that parses is printed back (the printer walks everything the
 * parser built). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Module *m = fuzz_parse(data, size);
	if (m) {
		Buf b = {0};
		print_module(&b, m);
		buf_free(&b);
		module_free(m);
	}
	return 0;
}
