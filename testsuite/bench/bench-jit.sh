#!/bin/sh
# bench-jit.sh EHI [NAME...] — ehi's speed against the native binary, as
# callgrind instruction counts (exact and repeatable on a shared machine,
# unlike wall time), for issue 16's goal: ehi on clang -O2 IR at most 5x
# the native -O2 binary.
#
# For each benchmark of testsuite/bench/src (default: all seven below, at
# the sizes issue 16 measures), clang-14 (CLANG) compiles -O0 and -O2 IR
# and a native -O2 binary into build/bench/jit/; then, in this one
# invocation, callgrind counts the instructions of
#   ehi -O0 IR, ehi -O2 IR, ehi --no-jit -O2 IR, native -O2
# (the first three must print what the native binary prints) and the
# ratios to native -O2 are printed, one line per benchmark:
#   NAME  O0=  O2=  O2nojit=  native=   O0/nat  O2/nat  O2nojit/nat
# Exit status: 0, or 1 when something does not build or prints otherwise.
set -u
EHI=$(readlink -f "${1:?usage: bench-jit.sh EHI [NAME...]}")
shift
CLANG=${CLANG:-clang-14}
here=$(cd "$(dirname "$0")" && pwd)
out=${BENCH_JIT_DIR:-$here/../../build/bench/jit}
mkdir -p "$out"
out=$(cd "$out" && pwd)

size() {
	case $1 in
	sieve) echo 1000000 ;; quicksort) echo 60000 ;; fib) echo 27 ;; hash) echo 180000 ;;
	structs) echo 300 ;; strings) echo 100 ;; partialsums) echo 150000 ;;
	*) return 1 ;;
	esac
}

# instructions executed by a command (its output into $out/last.out)
count() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>"$out/last.err" >"$out/last.out" ||
		{ echo "failed: $*" >&2; return 1; }
	awk '/Collected/ {print $4}' "$out/last.err"
}

status=0
for n in ${@:-sieve quicksort fib hash structs strings partialsums}; do
	s=$(size "$n") || { echo "$n: no size known" >&2; status=1; continue; }
	src=$here/src/$n.c
	for o in O0 O2; do
		"$CLANG" --target=x86_64-linux-gnu -$o -S -emit-llvm "$src" -o "$out/$n.$o.ll" || status=1
	done
	"$CLANG" -O2 "$src" -lm -o "$out/$n.O2" || status=1
	c=$(count "$out/$n.O2" "$s") || { status=1; continue; }
	cp "$out/last.out" "$out/$n.native.out"
	for t in "O0 run" "O2 run" "O2 run --no-jit"; do
		set -- $t
		v=$(count "$EHI" "$2" ${3:-} "$out/$n.$1.ll" "$s") || { status=1; v=0; }
		cmp -s "$out/last.out" "$out/$n.native.out" || { echo "$n: ehi $t prints otherwise" >&2; status=1; }
		eval "r_$1${3:+_nojit}=$v"
	done
	echo "$n ${r_O0:-0} ${r_O2:-0} ${r_O2_nojit:-0} $c" | awk '{
		printf "%-12s O0=%12d O2=%12d O2nojit=%12d native=%11d  O0/nat=%6.2f O2/nat=%6.2f O2nojit/nat=%6.2f\n",
		       $1, $2, $3, $4, $5, $2 / $5, $3 / $5, $4 / $5 }'
done
exit $status
