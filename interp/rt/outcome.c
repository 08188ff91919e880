/* outcome.c — the per-target table of outcome.h (SPEC.md section 3,
 * "Outcomes per target").  The Windows rows are what Wine 8 (the peer of
 * testsuite/stdlib and eh/funclet-diff) gives: msvcrt's and ucrtbase's
 * abort() end the process with _exit(3) and write nothing to stderr;
 * the UCRT has no verbose terminate handler (its default one is abort),
 * MinGW's C++ runtime is libstdc++, whose handler writes its text. */
#include "rt/outcome.h"

static const RtOutcome outcomes[CRT__COUNT] = {
	/* SIGABRT: a shell reports 128 + 6 */
	[CRT_GLIBC] = {.abort_status = 134, .terminate_text = true},
	[CRT_DARWIN] = {.abort_status = 134, .terminate_text = true},
	[CRT_UCRT] = {.abort_status = 3, .terminate_text = false},
	[CRT_MINGW] = {.abort_status = 3, .terminate_text = true},
	/* wasm32-unknown-unknown: no C runtime; ehi's builtin one, as glibc */
	[CRT_NONE] = {.abort_status = 134, .terminate_text = true},
};

const RtOutcome *
rt_outcome(const Target *t)
{
	return &outcomes[t->abi.crt < CRT__COUNT ? t->abi.crt : CRT_GLIBC];
}
