/* verify.h — the verifier's shared state (verify.c, verify_eh.c). */
#ifndef EHI_VERIFY_H
#define EHI_VERIFY_H

#include "ir.h"

typedef enum Rule {
#define RULE(e, id, sev, msg) R_##e,
#include "verify_rules.def"
#undef RULE
	R__COUNT
} Rule;

typedef struct VCtx {
	Module *m;
	FILE *out;
	unsigned nerr, nwarn;

	/* the function being checked */
	Function *f;
	Block **blocks;         /* by index */
	uint32_t nb;
	Vec *preds;             /* Block* per block, one entry per CFG edge */
	uint32_t *rpo;          /* reverse-postorder number; UINT32_MAX: unreachable */
	uint32_t *idom;         /* immediate dominator's index (entry: itself) */
	uint32_t *dom_in, *dom_out; /* dominator-tree DFS interval */
	uint32_t *colour;       /* V-FT: funclet of each block (pad inst index, see verify_eh.c) */
} VCtx;

/* Report a violation of `rule` at `where` (an instruction, block or
 * function) and keep going: the one breakpoint spot for every finding. */
void verify_failed(VCtx *v, Rule rule, const void *where, ...);

/* Check `cond`; report and leave the current check when it fails. */
#define VCHECK(v, cond, ...)                       \
	do {                                       \
		if (!(cond)) {                     \
			verify_failed(v, __VA_ARGS__); \
			return;                    \
		}                                  \
	} while (0)

bool verify_dominates_block(const VCtx *v, const Block *a, const Block *b);
bool verify_reachable(const VCtx *v, const Block *b);

/* verify_eh.c */
void verify_eh_function(VCtx *v);
void verify_eh_inst(VCtx *v, Inst *i);

#endif
