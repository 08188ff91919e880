/* debugloc.h — the C/C++ source position of an instruction, read from its
 * !dbg attachment (DILocation, its scope chain to a DIFile): what a
 * module compiled with -g says about where each instruction came from. */
#ifndef EHI_IR_DEBUGLOC_H
#define EHI_IR_DEBUGLOC_H

#include "ir/ir.h"

typedef struct SrcLoc {
	const char *file;   /* the DIFile's filename, not terminated: flen bytes */
	uint32_t flen;
	const char *dir;    /* its directory (dlen bytes; 0: none) */
	uint32_t dlen;
	uint32_t line, col;
} SrcLoc;

/* i's source position; false when it has none (no -g, line 0) */
bool inst_src_loc(const Inst *i, SrcLoc *out);
/* "two-phase.cpp:14:2" (the column left out when 0) */
void src_loc_print(const SrcLoc *l, Buf *b);
#endif
