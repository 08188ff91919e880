/* outcome.h — how the target's runtime ends a program that aborts.
 *
 * The program's own abnormal end (abort, std::terminate) is the target's:
 * its C runtime decides the exit status the parent sees, and its C++
 * runtime whether the default terminate handler says anything.  One row
 * per C runtime (TargetCrt), read by abort() (rt/libc.c) and by
 * std::terminate (eh/terminate.c).  ehi's own outcomes (undefined
 * behaviour, limits, what it does not provide: SPEC.md section 3) keep
 * their statuses on every target. */
#ifndef EHI_RT_OUTCOME_H
#define EHI_RT_OUTCOME_H

#include "machine/target.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct RtOutcome {
	uint8_t abort_status;      /* abort()'s exit status as the parent sees it */
	bool terminate_text;       /* the default terminate handler writes libstdc++'s
				      verbose text before it aborts */
} RtOutcome;

const RtOutcome *rt_outcome(const Target *t);

#endif
