#!/usr/bin/env bash
# Regenerate the funclet-EH differential corpus (testsuite/eh/funclet-diff):
# the programs of testsuite/eh/diff, emitted for the funclet-based EH models.
#
#   ll/<cc>/<target>/<name>.<O0|O2>.ll
#                 textual IR from clang-14 and clang-19 for the four targets
#                 below, at -O0 and -O2
#   expected/<name>.<model>.{out,err,status}
#                 the expectation of a program under model msvc or wasm where it
#                 differs from the native Linux one (../diff/expected/<name>.*);
#                 expected/MANIFEST says where each comes from and which SPEC.md
#                 rule (SPEC.md EH-M-*) justifies the difference
#   wine/MANIFEST, wine/deviations/
#                 what Wine (x86_64 MSVC binaries under wine64) printed, and
#                 where it deviates from the msvc expectation (with the reason)
#   SYMBOLS.md    every external function/global the IR references, by kind,
#                 with the number of programs using it, per model
#
# Sources: src/<name>.cpp when it exists (a program of ../diff/src ported with an
# `#if defined(_MSC_VER)` block that declares the MSVC runtime's equivalents;
# its non-MSVC text is the original), else ../diff/src/<name>.cpp. The C half
# ../diff/src/<name>.c is used as it is.  NOT-PORTED lists the programs left
# out of a model, with the reason.
#
# How the per-model expectations are derived (every step mechanical):
#   1. rule-derived native run: the program is built natively for x86_64 Linux
#      (clang++-14 -O0, libstdc++, stdout unbuffered, as ../diff/gen.sh does)
#      after source transforms that implement the model's documented
#      differences:
#        dynspec  (both models) typed dynamic exception specifications
#                 `throw(T, ...)` are deleted: clang ignores them for the
#                 MSVC ABI and for wasm EH;
#        wasm1    (wasm only) main is wrapped in try { } catch (...) {
#                 std::terminate(); }: with a handler at the top the Itanium
#                 search always succeeds, so every cleanup runs before
#                 terminate, which is what wasm's single-phase unwinding does
#                 when nothing catches.
#      The same transformed program built with clang-19 -O2 must print the same.
#   2. msvc: the programs listed in MSVC-FROM-WINE take their stdout from Wine
#      (the one real MSVC-ABI runtime here), with the rule that explains why
#      it differs from Linux (e.g. copy-before-unwind); every Wine build
#      (clang-14/19, -O0/-O2, from .cpp and from the generated .ll) must print
#      the same stdout.
#   3. a result equal to ../diff/expected writes no per-model file.
# Terminate: each model ends as its target's runtime does (SPEC.md section 3,
# "Outcomes per target"): wasm as Linux (libstdc++'s text, 134); msvc as the
# UCRT, whose default terminate handler is abort: nothing on stderr, status 3
# (rule EH-M-4:terminate-text; ucrt_outcome below turns a rule-derived native
# run into that), which Wine prints too.
#
# Sanity checks, each fatal:
#   - every ported src/<name>.cpp, built natively, prints exactly
#     ../diff/expected/<name>.*, and its IR for the six Itanium-family targets
#     of ../diff (clang-14/19, -O0/-O2) is byte-identical to that of the
#     original program (the port changes nothing outside _MSC_VER);
#   - every .ll passes llvm-as of its LLVM version and `build/ehi verify`;
#   - Wine's stdout equals the msvc expectation unless wine/DEVIATIONS lists
#     the program with a known Wine 8 deviation.
#
# Needs: clang-14, clang-19, llvm-14, llvm-19, lld-14 (lld-link), and for the
# Wine step wine64 + libwine-dev (installed when missing and root).  The Wine
# prefix lives in $EHI_WINE_WORK (default ${TMPDIR:-/tmp}/ehi-funclet-wine).
#
# Usage: testsuite/eh/funclet-diff/gen.sh [-j N] [--ll-only | --expected-only | --wine-only] [--no-wine] [NAME...]
#   --expected-only  expectations and the Wine step (the IR must exist)
#   --wine-only      only the Wine step (with the msvc expectations it writes)
#   NAME...  only these programs (the files of the others are kept)
set -euo pipefail

JOBS=2
DO_LL=1 DO_EXP=1 DO_WINE=1
ONLY=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    --ll-only) DO_EXP=0 DO_WINE=0; shift ;;
    --expected-only) DO_LL=0; shift ;;
    --no-wine) DO_WINE=0; shift ;;
    --wine-only) DO_EXP=0 DO_LL=0 DO_WINE=1; shift ;;
    -*) echo "usage: $0 [-j N] [--ll-only | --expected-only | --wine-only] [--no-wine] [NAME...]" >&2; exit 2 ;;
    *) ONLY+=("${1%.cpp}"); shift ;;
  esac
done

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
ROOT=$(cd "$HERE/../../.." && pwd -P)
BASE=$HERE/../diff
BASESRC=$(cd "$BASE/src" && pwd -P)
BASEEXP=$(cd "$BASE/expected" && pwd -P)
PORTS=$HERE/src
EXP=$HERE/expected
OUT=$HERE/ll
EHI=${EHI:-$ROOT/build/ehi}
TIMEOUT=60
WORK=${EHI_WINE_WORK:-${TMPDIR:-/tmp}/ehi-funclet-wine}

declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang [clang19]=/usr/lib/llvm-19/bin/clang)
declare -A LLVMBIN=([clang14]=/usr/lib/llvm-14/bin [clang19]=/usr/lib/llvm-19/bin)
COMPILERS=(clang14 clang19)
TARGETS=(x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc wasm32-unknown-unknown)
declare -A MODEL=([x86_64-pc-windows-msvc]=msvc [i686-pc-windows-msvc]=msvc
                  [aarch64-pc-windows-msvc]=msvc [wasm32-unknown-unknown]=wasm)
# The Itanium-family targets of ../diff, for the port check
ITANIUM_TARGETS=(x86_64-linux-gnu i686-linux-gnu aarch64-linux-gnu armv7-linux-gnueabihf armv7-apple-ios x86_64-w64-mingw32)
OPTS=(O0 O2)

DEPS=(clang-14 clang-19 llvm-14 llvm-19 lld-14)
WINE_DEPS=(wine64 wine libwine-dev)

install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  echo "gen.sh: installing ${missing[*]}" >&2
  if [[ $(id -u) != 0 ]]; then echo "gen.sh: need root to install: ${missing[*]}" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
install_missing "${DEPS[@]}"
[[ $DO_WINE == 1 ]] && install_missing "${WINE_DEPS[@]}"
if [[ $DO_LL == 1 && ! -x $EHI ]]; then
  echo "gen.sh: $EHI not found: run make first (or set EHI)" >&2; exit 1
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-funcletdiff.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
ulimit -c 0   # the terminate programs abort: no core files
# a snapshot of ehi: build/ehi may be relinked by a parallel make while we run
if [[ $DO_LL == 1 ]]; then cp "$EHI" "$TMP/ehi"; EHI=$TMP/ehi; fi

mapfile -t ALL < <(find "$BASESRC" -maxdepth 1 -type f -name '*.cpp' -printf '%f\n' | sed 's/\.cpp$//' | LC_ALL=C sort)
for p in "$PORTS"/*.cpp; do
  [[ -e $p ]] || continue
  [[ -f $BASESRC/$(basename "$p") ]] || { echo "gen.sh: src/$(basename "$p") ports no program of ../diff/src" >&2; exit 1; }
done
if [[ ${#ONLY[@]} -gt 0 ]]; then
  for n in "${ONLY[@]}"; do [[ -f $BASESRC/$n.cpp ]] || { echo "gen.sh: no program $n" >&2; exit 1; }; done
  NAMES=("${ONLY[@]}")
else
  NAMES=("${ALL[@]}")
fi

src_of() { if [[ -f $PORTS/$1.cpp ]]; then echo "$PORTS/$1.cpp"; else echo "$BASESRC/$1.cpp"; fi; }
# not_ported MODEL NAME: true when NOT-PORTED leaves NAME out of MODEL
not_ported() { grep -qE "^$1[[:space:]]+$2([[:space:]]|$)" "$HERE/NOT-PORTED"; }
listed() { grep -qE "^$2([[:space:]]|$)" "$1" 2>/dev/null; }
rule_of() { awk -v n="$2" '$1 == n { print $2 }' "$1"; }

COMMON=(-nostdinc -fno-stack-protector -U_FORTIFY_SOURCE -Wno-everything -Wno-unused-command-line-argument)
std_of() { if head -3 "$BASESRC/$1.cpp" 2>/dev/null | grep -q 'EH-STD: c++14'; then echo c++14; else echo c++17; fi; }
cxx_flags() { printf '%s\n' -x c++ "-std=$(std_of "$1")" -nostdinc++ -fexceptions -fcxx-exceptions "${COMMON[@]}"; }
c_flags() { printf '%s\n' -x c -std=c17 -fexceptions "${COMMON[@]}"; }
# target-specific flags: no thread-safe statics on MSVC (_Init_thread_* live in
# the static CRT); wasm needs -fwasm-exceptions (it implies the
# exception-handling target feature in clang 14 and 19)
model_flags() {
  case ${MODEL[$1]:-} in
    msvc) echo -fno-threadsafe-statics ;;
    wasm) echo -fwasm-exceptions ;;
  esac
}

# run a list of shell commands (one per line) with $JOBS workers; fatal on failure
run_jobs() {
  python3 - "$1" "$JOBS" <<'PY'
import subprocess, sys
from concurrent.futures import ThreadPoolExecutor
jobs = [l for l in open(sys.argv[1]).read().split('\n') if l.strip()]
def run(cmd):
    p = subprocess.run(['bash', '-c', cmd], capture_output=True)
    return cmd, p.returncode, p.stdout + p.stderr
failed = 0
with ThreadPoolExecutor(int(sys.argv[2])) as ex:
    for cmd, rc, out in ex.map(run, jobs):
        if rc != 0:
            failed += 1
            sys.stderr.write('FAILED: %s\n%s\n' % (cmd, out.decode(errors='replace')[:2000]))
if failed:
    sys.stderr.write('gen.sh: %d commands failed\n' % failed)
    sys.exit(1)
PY
}
q() { printf '%q ' "$@"; }

# emit_ir CC TARGET NAME OPT OUT [SRC]: one job line compiling a program to IR
emit_ir() {
  local cc=$1 target=$2 name=$3 o=$4 out=$5 src=${6:-$(src_of "$3")}
  local cf lf mf
  mapfile -t cf < <(cxx_flags "$name")
  read -r -a mf <<<"$(model_flags "$target")"
  if [[ -f $BASESRC/$name.c ]]; then
    mapfile -t lf < <(c_flags)
    q cd "$(dirname "$src")"; printf '&& '
    q "${CLANG[$cc]}" --target="$target" "${cf[@]}" "${mf[@]}" "-$o" -S -emit-llvm -o "$out.cpp.ll" "$(basename "$src")"
    printf '&& '
    q cd "$BASESRC"; printf '&& '
    q "${CLANG[$cc]}" --target="$target" "${lf[@]}" "${mf[@]}" "-$o" -S -emit-llvm -o "$out.c.ll" "$name.c"
    printf '&& '
    q "${LLVMBIN[$cc]}/llvm-link" -S -o "$out" "$out.cpp.ll" "$out.c.ll"
    printf '&& '
    q rm -f "$out.cpp.ll" "$out.c.ll"
    echo
  else
    # compiled from its directory: the module ID and source_filename are "<name>.cpp"
    q cd "$(dirname "$src")"; printf '&& '
    q "${CLANG[$cc]}" --target="$target" "${cf[@]}" "${mf[@]}" "-$o" -S -emit-llvm -o "$out" "$(basename "$src")"
    echo
  fi
}

# ------------------------------------------------------------ native builds
cat >"$TMP/unbuffered.c" <<'EOF'
#include <stdio.h>
__attribute__((constructor)) static void ehi_unbuffered_stdout(void) { setvbuf(stdout, NULL, _IONBF, 0); }
EOF
# build_native EXE CC NAME SRC -O..   (x86_64 Linux, libstdc++)
build_native() {
  local exe=$1 cc=$2 name=$3 src=$4 o=$5 cf lf
  mapfile -t cf < <(cxx_flags "$name")
  local objs=("$exe.cpp.o")
  (cd "$BASESRC" && "${CLANG[$cc]}" "$o" "${cf[@]}" -c "$src" -o "$exe.cpp.o")
  if [[ -f $BASESRC/$name.c ]]; then
    mapfile -t lf < <(c_flags)
    "${CLANG[$cc]}" "$o" "${lf[@]}" -c "$BASESRC/$name.c" -o "$exe.c.o"
    objs+=("$exe.c.o")
  fi
  "${CLANG[$cc]}" "$o" -c "$TMP/unbuffered.c" -o "$exe.unbuf.o"
  "${CLANG[$cc]}++" "${objs[@]}" "$exe.unbuf.o" -o "$exe"
}
run_native() { # EXE -> EXE.out/.err/.status
  local st
  # (bash's "Aborted" report of a terminating program goes to /dev/null: it is not the program's)
  st=$( { timeout "$TIMEOUT" "$1" >"$1.out" 2>"$1.err" </dev/null; echo $?; } 2>/dev/null )
  echo "$st" >"$1.status"
}
same3() { cmp -s "$1.out" "$2.out" && cmp -s "$1.err" "$2.err" && cmp -s "$1.status" "$2.status"; }
# ucrt_outcome RUN DST: the native RUN.{out,err,status} as the UCRT ends it, in
# DST.*: a run that aborts (134) after libstdc++'s default terminate handler
# wrote its text exits 3, and that text is not written (the program's own
# stderr lines stay)
ucrt_outcome() {
  cp "$1.out" "$2.out"
  if [[ $(cat "$1.status") == 134 ]]; then
    grep -v -e '^terminate called ' -e '^  what():  ' "$1.err" >"$2.err" || true
    echo 3 >"$2.status"
  else
    cp "$1.err" "$2.err"; cp "$1.status" "$2.status"
  fi
}
show_diff() {
  diff "$1.out" "$2.out" | head -8 >&2 || true
  diff "$1.err" "$2.err" | head -4 >&2 || true
  echo "  status $(cat "$1.status") vs $(cat "$2.status")" >&2
}

# Source transforms implementing the documented model differences (see top).
# dynspec: delete `throw(...)` with a type list after a function declarator.
xform_dynspec() { sed -E 's/\)[[:space:]]+throw\([^)]+\)/)/g' "$1"; }
# wasm1: rename main, call it from a main whose catch (...) calls std::terminate.
xform_wasm1() {
  echo '#define main ehi_program_main'
  xform_dynspec "$1"
  cat <<'EOF'
#undef main
namespace std { [[noreturn]] void terminate() noexcept; }
static int ehi_call_main(int (*f)(), int, char **) { return f(); }
static int ehi_call_main(int (*f)(int, char **), int argc, char **argv) { return f(argc, argv); }
int main(int argc, char **argv)
{
	try {
		return ehi_call_main(ehi_program_main, argc, argv);
	} catch (...) {
		std::terminate();
	}
}
EOF
}

# ------------------------------------------------------------ expectations
if [[ $DO_EXP == 1 ]]; then
  mkdir -p "$EXP"
  fail=0
  # 1. ports: natively identical, and identical Itanium-family IR
  JL=$TMP/portjobs; : >"$JL"
  for name in "${NAMES[@]}"; do
    [[ -f $PORTS/$name.cpp ]] || continue
    exe=$TMP/port.$name
    build_native "$exe" clang14 "$name" "$PORTS/$name.cpp" -O0
    run_native "$exe"
    if ! same3 "$BASEEXP/$name" "$exe"; then
      echo "gen.sh: the port src/$name.cpp does not print ../diff/expected/$name.* natively:" >&2
      show_diff "$BASEEXP/$name" "$exe"; fail=1
    fi
    for cc in "${COMPILERS[@]}"; do for t in "${ITANIUM_TARGETS[@]}"; do for o in "${OPTS[@]}"; do
      d=$TMP/portir/$cc/$t; mkdir -p "$d"
      emit_ir "$cc" "$t" "$name" "$o" "$d/$name.$o.port.ll" "$PORTS/$name.cpp" >>"$JL"
      emit_ir "$cc" "$t" "$name" "$o" "$d/$name.$o.orig.ll" "$BASESRC/$name.cpp" >>"$JL"
    done; done; done
  done
  if [[ -s $JL ]]; then
    run_jobs "$JL"
    while IFS= read -r -d '' f; do
      if ! cmp -s "$f" "${f%.port.ll}.orig.ll"; then
        echo "gen.sh: the port changes the Itanium-family IR: ${f#"$TMP"/portir/}" >&2; fail=1
      fi
    done < <(find "$TMP/portir" -name '*.port.ll' -print0)
    echo "gen.sh: ports checked: $(find "$TMP/portir" -name '*.port.ll' | wc -l) Itanium-family modules identical" >&2
  fi
  [[ $fail == 0 ]] || { echo "gen.sh: port checks failed" >&2; exit 1; }

  # 2. rule-derived native runs per model
  MAN=$TMP/MANIFEST
  {
    echo "# Per-model expectations of the funclet corpus (written by gen.sh). A program without a line"
    echo "# for a model expects ../diff/expected/<name>.* (the native Linux run) under that model."
    echo "# <name>.<model>.<out|err|status> <source> <rules>"
    echo "#   source native-rules: the native x86_64 Linux build after the source transforms of the"
    echo "#                        listed rules (gen.sh: dynspec, wasm1), clang-14 -O0 = clang-19 -O2"
    echo "#                        (msvc: as the UCRT ends it, rule terminate-text: no text, status 3)"
    echo "#   source wine:         what x86_64 MSVC binaries print under wine64 (wine/MANIFEST), every"
    echo "#                        build agreeing (stderr/status from native-rules unless Wine terminates)"
    echo "# rules: SPEC.md's EH-M-* rules (section 8), as <id>:<short name> (README.md has the table)"
  } >"$MAN"
  if [[ -f $EXP/MANIFEST && ${#ONLY[@]} -gt 0 ]]; then
    for n in "${ALL[@]}"; do
      printf '%s\n' "${NAMES[@]}" | grep -qxF "$n" && continue
      grep -E "^$n\.(msvc|wasm)\." "$EXP/MANIFEST" >>"$MAN" || true
    done
  fi
  for name in "${NAMES[@]}"; do
    rm -f "$EXP/$name".wasm.{out,err,status}
    if listed "$HERE/MSVC-FROM-WINE" "$name" && [[ $DO_WINE == 0 ]]; then
      # written by the Wine step, which is not run now: keep them
      grep -E "^$name\.msvc\." "$EXP/MANIFEST" >>"$MAN" 2>/dev/null || true
    else
      rm -f "$EXP/$name".msvc.{out,err,status}
    fi
    src=$(src_of "$name")
    # dynspec alone, then dynspec + wasm1
    xform_dynspec "$src" >"$TMP/$name.dynspec.cpp"
    xform_wasm1 "$src" >"$TMP/$name.wasm1.cpp"
    for v in dynspec wasm1; do
      for b in clang14:-O0 clang19:-O2; do
        exe=$TMP/$name.$v.${b%%:*}
        build_native "$exe" "${b%%:*}" "$name" "$TMP/$name.$v.cpp" "${b#*:}"
        run_native "$exe"
      done
      if ! same3 "$TMP/$name.$v.clang14" "$TMP/$name.$v.clang19"; then
        echo "gen.sh: $name: the $v-transformed program differs between clang-14 -O0 and clang-19 -O2:" >&2
        show_diff "$TMP/$name.$v.clang14" "$TMP/$name.$v.clang19"; fail=1
      fi
    done
    ucrt_outcome "$TMP/$name.dynspec.clang14" "$TMP/$name.ucrt"
    d=$TMP/$name.ucrt w=$TMP/$name.wasm1.clang14
    rules_d=""; same3 "$TMP/$name.dynspec.clang14" "$BASEEXP/$name" || rules_d=EH-M-3:dynspec
    same3 "$TMP/$name.dynspec.clang14" "$d" || rules_d="${rules_d:+$rules_d,}EH-M-4:terminate-text"
    rules_w=""; same3 "$BASEEXP/$name" "$TMP/$name.dynspec.clang14" || rules_w=EH-M-3:dynspec
    same3 "$TMP/$name.dynspec.clang14" "$w" || rules_w="${rules_w:+$rules_w,}EH-M-2:wasm1"
    for model in msvc wasm; do
      not_ported "$model" "$name" && continue
      if [[ $model == wasm ]]; then r=$rules_w ref=$w; else r=$rules_d ref=$d; fi
      if listed "$HERE/MSVC-FROM-WINE" "$name" && [[ $model == msvc ]]; then
        continue   # written by the Wine step
      fi
      [[ -n $r ]] || continue
      for f in out err status; do
        cp "$ref.$f" "$EXP/$name.$model.$f"
        echo "$name.$model.$f native-rules $r" >>"$MAN"
      done
    done
    # keep the derived msvc run for the Wine step
    for f in out err status; do cp "$d.$f" "$TMP/$name.msvc-native.$f"; done
  done
  [[ $fail == 0 ]] || { echo "gen.sh: expectation checks failed" >&2; exit 1; }
  cp "$MAN" "$TMP/MANIFEST.partial"
  # written now (and again after the Wine step): a later --wine-only starts from it
  LC_ALL=C sort -s -k1,1 <(grep -v '^#' "$MAN") | cat <(grep '^#' "$MAN") - >"$EXP/MANIFEST"
fi

# ------------------------------------------------------------ IR
if [[ $DO_LL == 1 ]]; then
  NEW=$TMP/ll
  JL=$TMP/jobs; : >"$JL"
  for cc in "${COMPILERS[@]}"; do
    for target in "${TARGETS[@]}"; do
      mkdir -p "$NEW/$cc/$target"
      for name in "${NAMES[@]}"; do
        not_ported "${MODEL[$target]}" "$name" && continue
        for o in "${OPTS[@]}"; do
          emit_ir "$cc" "$target" "$name" "$o" "$NEW/$cc/$target/$name.$o.ll" >>"$JL"
        done
      done
    done
  done
  run_jobs "$JL"
  echo "gen.sh: compiled $(wc -l <"$JL") modules" >&2
  bad=0
  for cc in "${COMPILERS[@]}"; do
    while IFS= read -r -d '' f; do
      if ! "${LLVMBIN[$cc]}/llvm-as" -o /dev/null "$f" 2>"$TMP/as.err"; then
        echo "gen.sh: ${LLVMBIN[$cc]}/llvm-as rejects ${f#"$NEW"/}:" >&2; head -5 "$TMP/as.err" >&2; bad=$((bad + 1))
      fi
      if ! "$EHI" verify "$f" >"$TMP/v.out" 2>&1; then
        echo "gen.sh: ehi verify rejects ${f#"$NEW"/}:" >&2; head -5 "$TMP/v.out" >&2; bad=$((bad + 1))
      fi
    done < <(find "$NEW/$cc" -name '*.ll' -print0)
  done
  [[ $bad -eq 0 ]] || { echo "gen.sh: $bad outputs failed llvm-as or ehi verify" >&2; exit 1; }
  if grep -rlF -e "$BASESRC" -e "$PORTS" "$NEW" >/dev/null; then
    echo "gen.sh: output mentions a source directory" >&2; exit 1
  fi
  if [[ ${#ONLY[@]} -gt 0 && -d $OUT ]]; then
    (cd "$NEW" && find . -name '*.ll' -print0) | while IFS= read -r -d '' f; do
      mkdir -p "$(dirname "$OUT/$f")"; mv "$NEW/$f" "$OUT/$f"
    done
  else
    rm -rf "$OUT"
    mv "$NEW" "$OUT"
  fi
  n=$(find "$OUT" -name '*.ll' | wc -l)
  size=$(find "$OUT" -name '*.ll' -printf '%s\n' | awk '{s += $1} END {print s + 0}')
  echo "gen.sh: $n files, $size bytes in ${OUT#"$HERE"/}" >&2
  python3 "$HERE/symbols.py" "$OUT" >"$HERE/SYMBOLS.md"
  echo "gen.sh: wrote SYMBOLS.md" >&2
fi

# ------------------------------------------------------------ Wine (x86_64 MSVC)
if [[ $DO_WINE == 1 ]]; then
  if [[ $DO_EXP == 0 ]]; then
    # --wine-only: the manifest as it is, minus the lines the Wine step rewrites
    # (those of the programs run now that take their expectation from Wine)
    redo=$(for n in "${NAMES[@]}"; do listed "$HERE/MSVC-FROM-WINE" "$n" && echo "$n"; done | paste -sd'|')
    grep -vE "^(${redo:-^})\.msvc\." "$EXP/MANIFEST" >"$TMP/MANIFEST.partial" || true
  fi
  # shellcheck source=wine/wine.sh
  source "$HERE/wine/wine.sh"
  wine_main
fi

if [[ $DO_EXP == 1 || $DO_WINE == 1 ]]; then
  LC_ALL=C sort -s -k1,1 <(grep -v '^#' "$TMP/MANIFEST.partial") |
    cat <(grep '^#' "$TMP/MANIFEST.partial") - >"$EXP/MANIFEST"
fi
