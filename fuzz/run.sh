#!/bin/sh
# run.sh BUILD SECONDS TARGET... — run each libFuzzer target for SECONDS,
# its corpus seeded from the test suite's modules (the first time), its
# findings (crash-*, leak-*, timeout-*, oom-*) kept in BUILD/fuzz/<target>/
# findings; prints one line per target and exits 1 when any target found
# something.  Run through `make fuzz FUZZ_SECONDS=N`.
set -u
build=$1 secs=$2
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
status=0
for t in "$@"; do
	dir=$build/fuzz/$t
	mkdir -p "$dir/corpus" "$dir/findings"
	if [ -z "$(ls -A "$dir/corpus")" ]; then
		# seeds: the suite's own modules up to 64 KiB (parse/syntax/verify
		# hold the malformed ones, run and eh the ones that execute)
		find "$root/testsuite/parse" "$root/testsuite/syntax" "$root/testsuite/verify" \
		     "$root/testsuite/run" "$root/testsuite/eh/itanium" "$root/testsuite/eh/funclet" \
		     -name '*.ll' -size -64k 2>/dev/null |
		while read -r f; do cp "$f" "$dir/corpus/$(echo "$f" | cksum | cut -d' ' -f1).ll"; done
	fi
	before=$(ls "$dir/findings" | wc -l)
	# -close_fd_mask=3: the program's and the verifier's output are not
	# the fuzzer's; -rss_limit_mb: ehi's own host memory per input
	"$build/fuzz-$t" "$dir/corpus" -max_total_time="$secs" -max_len=65536 -timeout=20 \
		-rss_limit_mb=4096 -close_fd_mask=3 -print_final_stats=1 \
		-artifact_prefix="$dir/findings/" > "$dir/log" 2>&1
	rc=$?
	after=$(ls "$dir/findings" | wc -l)
	runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log" | grep -o '[0-9]*$')
	echo "fuzz $t: ${secs}s, ${runs:-?} inputs, $((after - before)) new findings (exit $rc; log $dir/log)"
	[ "$rc" = 0 ] && [ "$after" = "$before" ] || status=1
done
exit $status
