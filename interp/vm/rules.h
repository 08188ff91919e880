/* rules.h — the run-time rules (SPEC.md sections 6-8) as an enum over
 * rules.def, and the table of their ids, outcome classes and titles.
 * Everything that carries a rule (a report, a terminate's reason, an
 * event, a personality's answer) carries a Rule, never its id's text, so
 * the id is spelled in one place and a report's status and wording follow
 * from its row. */
#ifndef EHI_RULES_H
#define EHI_RULES_H

#include <stdbool.h>

/* what breaking a rule does (SPEC.md, exit statuses) */
typedef enum RuleClass {
	RULE_UB,        /* undefined behaviour, 66 */
	RULE_FAULT,     /* a fault a Linux process dies of, 139 (llvm.trap: 132) */
	RULE_LIMIT,     /* a resource limit, 67 */
	RULE_ERROR,     /* what ehi cannot run, 68 */
	RULE_TERMINATE, /* std::terminate, 134 (eh_terminate) */
	RULE_BEHAVIOUR, /* a rule of the semantics, never a report */
} RuleClass;

typedef enum Rule {
	R_NONE,         /* no rule: a terminate the program asked for, ... */
#define RULE(e, id, cls, origin, sect, title) R_##e,
#include "vm/rules.def"
#undef RULE
	R__COUNT
} Rule;

typedef struct RuleInfo {
	const char *id;         /* X-UB-2, or NULL for a report without an id */
	RuleClass cls;
	bool origin;            /* a use of poison or undef: show where an undef came from */
	const char *section;    /* of SPEC.md */
	const char *title;
} RuleInfo;

/* rules.c */
extern const RuleInfo rule_table[R__COUNT];

/* the id printed in brackets after a report or an event, or NULL */
static inline const char *
rule_id(Rule r)
{
	return rule_table[r].id;
}

#endif
