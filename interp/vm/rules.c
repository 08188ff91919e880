/* rules.c — the table of run-time rules, built from rules.def. */
#include "vm/rules.h"

#include <stddef.h>

const RuleInfo rule_table[R__COUNT] = {
	[R_NONE] = {NULL, RULE_BEHAVIOUR, false, NULL, "no rule"},
#define RULE(e, id, cls, origin, sect, title) [R_##e] = {id, RULE_##cls, origin, sect, title},
#include "vm/rules.def"
#undef RULE
};
