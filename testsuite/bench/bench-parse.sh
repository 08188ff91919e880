#!/usr/bin/env bash
# Parse benchmark: ehi's parser and verifier against llvm-as and opt on big .ll files.
#
# usage: testsuite/bench/bench-parse.sh [--opaque] [EHI]
#
#   EHI        the ehi binary (default <repo>/build/ehi).
#   --opaque   compile with clang++-19 (opaque pointers) and compare against
#              llvm-as-19 / opt-19 instead of the LLVM 14 tools.
#
# Two modules, from two generators of different shape:
#   gen  build/bench/big.ll: gen_big_cpp.py's synthetic C++ (many small units)
#   stl  build/bench/stl.ll: src/stl_instances.cpp, explicit instantiations of
#        libstdc++'s containers (real library code, clang's own output of it)
# both compiled -O0 -g -fexceptions (made when absent or older than their source).
# For each module, one invocation measures:
#   parse   `ehi parse` and `ehi print -o /dev/null` against `llvm-as -o /dev/null`
#           (goal: at least 5x less CPU time, at no more peak memory), with
#           `opt -disable-verify` as a second reference;
#   verify  `ehi verify` against `opt -passes=verify -disable-output` (goal: 3x).
#
# Environment:
#   BENCH_MODE    parse, verify or all (default all)
#   BENCH_MODULES the modules, among "gen stl" (default both)
#   BENCH_RUNS    measured runs per tool (default 5); medians are reported
#   BENCH_WARMUP  unmeasured warm-up runs per tool (default 1)
#   BENCH_UNITS   gen_big_cpp.py's size knob (default: its default, 62)
#   BENCH_SEED    gen_big_cpp.py's seed (default: its default)
#   CLANGXX, LLVM_AS, OPT   override the peer tools
#
# Prints, per module and mode, a table of median CPU and wall time and peak
# RSS, the ratios, and the verdict lines (judged on CPU time; see measure.py).
# Exits 0 whatever the numbers; non-zero only if a step or a tool fails.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

opaque=0
ehi=""
for arg in "$@"; do
    case "$arg" in
        --opaque) opaque=1 ;;
        -h|--help) sed -n '2,33p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "bench-parse: unknown option $arg" >&2; exit 64 ;;
        *) [ -z "$ehi" ] || { echo "bench-parse: more than one EHI given" >&2; exit 64; }
           ehi=$arg ;;
    esac
done
ehi=${ehi:-$root/build/ehi}
case "$ehi" in */*) ehi=$(realpath -ms -- "$ehi") ;; esac

if [ "$opaque" = 1 ]; then
    clangxx=${CLANGXX:-clang++-19}; llvm_as=${LLVM_AS:-llvm-as-19}; opt=${OPT:-opt-19}
    suffix=-opaque
else
    clangxx=${CLANGXX:-clang++}; llvm_as=${LLVM_AS:-llvm-as}; opt=${OPT:-opt}
    suffix=
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
stamp=$out/big.args

gen_args=()
[ -n "${BENCH_UNITS:-}" ] && gen_args+=(--units "$BENCH_UNITS")
[ -n "${BENCH_SEED:-}" ] && gen_args+=(--seed "$BENCH_SEED")
want_args="${gen_args[*]:-default}"

elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b - a}'; }

# compile SRC to LL (with extra clang flags) when LL is absent or older
compile() {
    local src=$1 ll=$2; shift 2
    if [ ! -s "$ll" ] || [ "$src" -nt "$ll" ]; then
        echo "bench-parse: compiling $ll with $clangxx" >&2
        local t0; t0=$(date +%s.%N)
        "$clangxx" "$@" -O0 -g -fexceptions -w -S -emit-llvm "$src" -o "$ll.tmp"
        mv "$ll.tmp" "$ll"
        echo "bench-parse: compiled in $(elapsed "$t0") s" >&2
    fi
}

# the module NAME's .ll, made when needed; its path on stdout
module() {
    case "$1" in
    gen)
        # regenerate when the source is missing, older than the generator,
        # or was made with other generator arguments
        if [ ! -s "$cpp" ] || [ "$gen" -nt "$cpp" ] || [ ! -f "$stamp" ] ||
           [ "$(cat "$stamp")" != "$want_args" ]; then
            echo "bench-parse: generating $cpp (${want_args})" >&2
            local t0; t0=$(date +%s.%N)
            python3 "$gen" "${gen_args[@]}" -o "$cpp.tmp"
            mv "$cpp.tmp" "$cpp"
            echo "$want_args" >"$stamp"
            echo "bench-parse: generated in $(elapsed "$t0") s" >&2
        fi
        compile "$cpp" "$out/big$suffix.ll" >&2
        echo "$out/big$suffix.ll" ;;
    stl)
        compile "$here/src/stl_instances.cpp" "$out/stl$suffix.ll" -std=c++17 >&2
        echo "$out/stl$suffix.ll" ;;
    *) echo "bench-parse: unknown module '$1' (gen, stl)" >&2; return 64 ;;
    esac
}

mode=${BENCH_MODE:-all}
case "$mode" in parse|verify|all) ;; *) echo "bench-parse: BENCH_MODE is parse, verify or all" >&2; exit 64 ;; esac
us=$'\x1f'
first=1
for name in ${BENCH_MODULES:-gen stl}; do
    ll=$(module "$name")
    [ "$first" = 1 ] || echo
    first=0
    bytes=$(wc -c <"$ll")
    lines=$(wc -l <"$ll")
    printf '=== module %s: %s\n' "$name" "${ll#"$root"/}"
    awk -v b="$bytes" -v l="$lines" \
        'BEGIN{printf "size:  %d bytes (%.1f MB, %.1f MiB), %d lines\n", b, b / 1e6, b / 1048576, l}'
    printf 'peers: %s, %s; ehi: %s\n' "$(command -v "$llvm_as")" "$(command -v "$opt")" "$ehi"
    printf 'runs:  %s measured (+%s warm-up) per tool, interleaved; time = median, memory = max peak RSS\n' \
        "$runs" "$warmup"
    if [ "$mode" != verify ]; then
        printf -- '--- parse (ehi parse, ehi print -o /dev/null vs %s -o /dev/null)\n' "$llvm_as"
        python3 "$here/measure.py" --runs "$runs" --warmup "$warmup" --subject ehi \
            --goal ehi:llvm-as:5 --goal ehi-print:llvm-as:5 \
            "ehi=$ehi${us}parse${us}$ll" \
            "ehi-print=$ehi${us}print${us}$ll${us}-o${us}/dev/null" \
            "llvm-as=$llvm_as${us}-o${us}/dev/null${us}$ll" \
            "opt=$opt${us}-disable-output${us}-disable-verify${us}$ll"
    fi
    if [ "$mode" != parse ]; then
        # ehi verify (parse + every rule) against opt's verifier (parse + verify)
        printf -- '--- verify (ehi verify vs %s -passes=verify -disable-output)\n' "$opt"
        python3 "$here/measure.py" --runs "$runs" --warmup "$warmup" --subject ehi \
            --goal ehi:opt-verify:3 \
            "ehi=$ehi${us}verify${us}$ll" \
            "opt-verify=$opt${us}-passes=verify${us}-disable-output${us}$ll"
    fi
done
