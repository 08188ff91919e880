#!/bin/sh
# run-lit.sh "LIT" DIR [lit options...]
# Runs the lit suite in DIR and ends with one line "N passed, N failed"
# (failed counts every outcome that is not a pass: Failed, Unresolved,
# Timed Out, Unexpectedly Passed).  Exit status: 0 when nothing failed.
#
# Progress: lit draws its progress bar only on a terminal, and `make check`
# is mostly read through a pipe or a CI log; so lit reports every result
# and the filter below prints a count every 250 tests (and every failure
# with its output), which reads the same on a terminal and in a log.
# lit is python: unbuffered, or a pipe holds its lines back in 8 KB blocks.
lit=$1; dir=$2; shift 2
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# shellcheck disable=SC2086
PYTHONUNBUFFERED=1 $lit -v --no-progress-bar "$@" "$dir" 2>&1 | tee "$out" | awk '
	/^(PASS|XFAIL|UNSUPPORTED): .* \([0-9]+ of [0-9]+\)$/ {
		n++
		if (n % 250 == 0) {
			match($0, /\([0-9]+ of [0-9]+\)$/)
			split(substr($0, RSTART + 1, RLENGTH - 2), a, " of ")
			printf "progress: %d of %d tests done\n", n, a[2]
			fflush()
		}
		next
	}
	{ print; fflush() }'
count() { sed -n "s/^ *$1 *: *\([0-9][0-9]*\).*/\1/p" "$out" | tail -n 1; }
p=$(count 'Passed'); p=${p:-0}
x=$(count 'Expectedly Failed'); x=${x:-0}
f=0
for k in 'Failed' 'Unresolved' 'Timed Out' 'Unexpectedly Passed'; do
  n=$(count "$k"); f=$((f + ${n:-0}))
done
if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
  echo "no test ran" >&2; f=1
fi
echo "$((p + x)) passed, $f failed"
[ "$f" -eq 0 ]
