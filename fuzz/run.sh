#!/bin/sh
# run.sh BUILD SECONDS TARGET... — run each libFuzzer target for SECONDS,
# its corpus seeded from the test suite's modules (the first time), its
# findings (crash-*, leak-*, timeout-*, oom-*) kept in BUILD/fuzz/<target>/
# findings; prints one line per target and exits 1 when any target found
# something.  Run through `make fuzz FUZZ_SECONDS=N`.
# FUZZ_RSS_MB (default 4096) and FUZZ_TIMEOUT (seconds per input, default
# 20) bound one input; the summary gives wall and CPU time (/usr/bin/time:
# on a shared machine the CPU time is what the fuzzer really had).
# FUZZ_CPU_SECONDS, when set, ends a target once it has had that much CPU
# time (libFuzzer's own limit is wall time; a loaded machine gives a
# fuzzer a fraction of a core, and an hour of fuzzing means an hour of
# CPU): SECONDS is then only the wall-time cap.
set -u
build=$1 secs=$2
rss=${FUZZ_RSS_MB:-4096} timeout=${FUZZ_TIMEOUT:-20}
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
status=0
# cpu_cap PID SECONDS: SIGINT the fuzzer under /usr/bin/time PID once its
# user+system time, with its children's (the repl target's explore runs
# fork), reaches SECONDS (libFuzzer then prints its final stats and exits
# 0, as at -max_total_time)
cpu_cap() {
	tck=$(getconf CLK_TCK)
	while kill -0 "$1" 2>/dev/null; do
		sleep 10
		f=$(pgrep -P "$1" | head -n 1)
		[ -n "$f" ] || continue
		used=$(awk -v t="$tck" '{ printf "%d", ($14 + $15 + $16 + $17) / t }' "/proc/$f/stat" 2>/dev/null) || continue
		[ "${used:-0}" -ge "$2" ] && { kill -INT "$f"; return; }
	done
}
for t in "$@"; do
	dir=$build/fuzz/$t
	mkdir -p "$dir/corpus" "$dir/findings"
	# the repl target's bytes choose a session (fuzz/repl.c): it starts
	# from nothing, and a few hundred bytes make a long session
	maxlen=65536
	[ "$t" = repl ] && maxlen=1024
	if [ "$t" != repl ] && [ -z "$(ls -A "$dir/corpus")" ]; then
		# seeds: the suite's own modules up to 64 KiB (parse/syntax/verify
		# hold the malformed ones, run and eh the ones that execute)
		find "$root/testsuite/parse" "$root/testsuite/syntax" "$root/testsuite/verify" \
		     "$root/testsuite/run" "$root/testsuite/eh/itanium" "$root/testsuite/eh/funclet" \
		     -name '*.ll' -size -64k 2>/dev/null |
		while read -r f; do cp "$f" "$dir/corpus/$(echo "$f" | cksum | cut -d' ' -f1).ll"; done
	fi
	# findings: what libFuzzer writes for a crash, leak, timeout or memory
	# blow-up; its slow-unit-* (an input over 10 s of wall time: on a
	# loaded machine, not a hang) are listed apart
	findings() { ls "$dir/findings" | grep -c -E '^(crash|leak|timeout|oom)-'; }
	before=$(findings)
	# -close_fd_mask=3: the program's and the verifier's output are not
	# the fuzzer's; -rss_limit_mb: ehi's own host memory per input
	/usr/bin/time -o "$dir/time" -f '%e %U %S' \
	"$build/fuzz-$t" "$dir/corpus" -max_total_time="$secs" -max_len="$maxlen" -timeout="$timeout" \
		-rss_limit_mb="$rss" -malloc_limit_mb="$rss" -close_fd_mask=3 -print_final_stats=1 \
		-artifact_prefix="$dir/findings/" > "$dir/log" 2>&1 &
	timepid=$!
	[ -n "${FUZZ_CPU_SECONDS:-}" ] && cpu_cap "$timepid" "$FUZZ_CPU_SECONDS" &
	wait "$timepid"
	rc=$?
	after=$(findings)
	slow=$(ls "$dir/findings" | grep -c '^slow-unit-')
	runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log" | grep -o '[0-9]*$')
	# the last line (time puts "Command exited with ..." before it)
	wall=$(tail -n 1 "$dir/time" | awk '{ printf "%.0f", $1 }')
	cpu=$(tail -n 1 "$dir/time" | awk '{ printf "%.0f", $2 + $3 }')
	echo "fuzz $t: ${wall}s wall, ${cpu}s CPU, ${runs:-?} inputs, $((after - before)) new findings, $slow slow inputs (exit $rc; log $dir/log)"
	[ "$rc" = 0 ] && [ "$after" = "$before" ] || status=1
done
exit $status
