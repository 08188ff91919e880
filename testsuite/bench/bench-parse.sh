#!/usr/bin/env bash
# Parse benchmark: ehi's parser against llvm-as and opt on one big .ll.
#
# usage: testsuite/bench/bench-parse.sh [--opaque] [EHI]
#
#   EHI        the ehi binary (default <repo>/build/ehi); run as `EHI parse FILE`.
#   --opaque   compile with clang++-19 (opaque pointers) and compare against
#              llvm-as-19 / opt-19 instead of the LLVM 14 tools.
#
# Environment:
#   BENCH_RUNS    measured runs per tool (default 5); the median time is reported
#   BENCH_WARMUP  unmeasured warm-up runs per tool (default 1)
#   BENCH_UNITS   generator size knob (default: gen_big_cpp.py's default, 62)
#   BENCH_SEED    generator seed (default: gen_big_cpp.py's default)
#   CLANGXX, LLVM_AS, OPT   override the peer tools
#
# Generates build/bench/big.cpp and build/bench/big.ll (big-opaque.ll with
# --opaque) when absent or older than the generator, then prints a table of
# median wall time and peak RSS, the ratios, and one verdict line per goal:
# at least 5x faster than llvm-as, at no more peak memory.
# Exits 0 whatever the numbers; non-zero only if a step or a tool fails.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

opaque=0
ehi=""
for arg in "$@"; do
    case "$arg" in
        --opaque) opaque=1 ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "bench-parse: unknown option $arg" >&2; exit 64 ;;
        *) [ -z "$ehi" ] || { echo "bench-parse: more than one EHI given" >&2; exit 64; }
           ehi=$arg ;;
    esac
done
ehi=${ehi:-$root/build/ehi}
case "$ehi" in */*) ehi=$(realpath -ms -- "$ehi") ;; esac

if [ "$opaque" = 1 ]; then
    clangxx=${CLANGXX:-clang++-19}; llvm_as=${LLVM_AS:-llvm-as-19}; opt=${OPT:-opt-19}
    ll_name=big-opaque.ll
else
    clangxx=${CLANGXX:-clang++}; llvm_as=${LLVM_AS:-llvm-as}; opt=${OPT:-opt}
    ll_name=big.ll
fi
runs=${BENCH_RUNS:-5}
warmup=${BENCH_WARMUP:-1}

for t in "$clangxx" "$llvm_as" "$opt" python3; do
    command -v "$t" >/dev/null || { echo "bench-parse: $t not found" >&2; exit 1; }
done
[ -x "$ehi" ] || command -v "$ehi" >/dev/null ||
    { echo "bench-parse: ehi binary '$ehi' not found (build it, or pass EHI)" >&2; exit 1; }

out=$root/build/bench
mkdir -p "$out"
gen=$here/gen_big_cpp.py
cpp=$out/big.cpp
ll=$out/$ll_name
stamp=$out/big.args

gen_args=()
[ -n "${BENCH_UNITS:-}" ] && gen_args+=(--units "$BENCH_UNITS")
[ -n "${BENCH_SEED:-}" ] && gen_args+=(--seed "$BENCH_SEED")
want_args="${gen_args[*]:-default}"

# Regenerate when the source is missing, older than the generator, or was
# made with other generator arguments.
if [ ! -s "$cpp" ] || [ "$gen" -nt "$cpp" ] || [ ! -f "$stamp" ] ||
   [ "$(cat "$stamp")" != "$want_args" ]; then
    echo "bench-parse: generating $cpp (${want_args})" >&2
    t0=$(date +%s.%N)
    python3 "$gen" "${gen_args[@]}" -o "$cpp.tmp"
    mv "$cpp.tmp" "$cpp"
    echo "$want_args" >"$stamp"
    t1=$(date +%s.%N)
    echo "bench-parse: generated in $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.1f", b - a}') s" >&2
fi
if [ ! -s "$ll" ] || [ "$cpp" -nt "$ll" ]; then
    echo "bench-parse: compiling $ll with $clangxx" >&2
    t0=$(date +%s.%N)
    "$clangxx" -O0 -g -fexceptions -w -S -emit-llvm "$cpp" -o "$ll.tmp"
    mv "$ll.tmp" "$ll"
    t1=$(date +%s.%N)
    echo "bench-parse: compiled in $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.1f", b - a}') s" >&2
fi

bytes=$(wc -c <"$ll")
lines=$(wc -l <"$ll")
printf 'input: %s\n' "${ll#"$root"/}"
awk -v b="$bytes" -v l="$lines" \
    'BEGIN{printf "size:  %d bytes (%.1f MB, %.1f MiB), %d lines\n", b, b / 1e6, b / 1048576, l}'
printf 'peers: %s, %s; ehi: %s\n' "$(command -v "$llvm_as")" "$(command -v "$opt")" "$ehi"
printf 'runs:  %s measured (+%s warm-up) per tool, interleaved; time = median wall, memory = max peak RSS\n' \
    "$runs" "$warmup"

us=$'\x1f'
if [ "${BENCH_MODE:-parse}" = verify ]; then
    # ehi verify (parse + every rule) against opt's verifier (parse + verify)
    printf 'mode:  verify (ehi verify vs %s -passes=verify -disable-output)\n' "$opt"
    exec python3 "$here/measure.py" --runs "$runs" --warmup "$warmup" \
        --subject ehi --goal-peer opt-verify --speedup-goal 3 \
        "ehi=$ehi${us}verify${us}$ll" \
        "opt-verify=$opt${us}-passes=verify${us}-disable-output${us}$ll"
fi
exec python3 "$here/measure.py" --runs "$runs" --warmup "$warmup" \
    --subject ehi --goal-peer llvm-as --speedup-goal 5 \
    "ehi=$ehi${us}parse${us}$ll" \
    "llvm-as=$llvm_as${us}-o${us}/dev/null${us}$ll" \
    "opt=$opt${us}-disable-output${us}-disable-verify${us}$ll"
