/* fuzz.h — what the libFuzzer targets share (fuzz/README.md): the input
 * bytes as a module's text, parsed without printing anything. */
#ifndef EHI_FUZZ_H
#define EHI_FUZZ_H

#include "driver.h"
#include "ir/ir.h"

#include <stddef.h>
#include <stdint.h>

/* the module the bytes spell, or NULL when they do not parse (the bytes
 * are copied: the parser wants a NUL-terminated text it owns) */
static inline Module *
fuzz_parse(const uint8_t *data, size_t size)
{
	Source *src = source_from_string("<fuzz>", (const char *)data, size);
	IRParseError err;
	Module *m = ir_parse(src, &err);
	if (!m)
		source_free(src);
	return m;
}

#endif
