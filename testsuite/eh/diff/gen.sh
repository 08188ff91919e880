#!/usr/bin/env bash
# Regenerate the differential C++ EH corpus (testsuite/eh/diff):
#
#   expected/<name>.out, .err, .status
#                 stdout, stderr and exit status of the native x86_64 build
#                 (clang++-14 -O0, linked against libstdc++ 12; stdout made
#                 unbuffered, see below); SIGABRT is status 134
#   ll/<cc>/<target>/<name>.<O0|O2>.ll
#                 textual IR from clang-14 and clang-19 for the six
#                 successive-unwind targets below
#   expected/MANIFEST
#                 where each expectation comes from, which real binaries
#                 confirm it
#
# Programs: src/<name>.cpp, each one test.  A file src/<name>.c next to a
# src/<name>.cpp is its C half: compiled as C with -fexceptions and linked
# into the same module (llvm-link of the matching LLVM version) and into the
# same native binary.  A program whose first lines contain "EH-STD: c++14" is
# compiled with -std=c++14 (dynamic exception specifications), the others
# with -std=c++17 ("EH-ALIGNED-ALLOC" there adds -faligned-allocation).  No program includes a header: everything it uses from
# the C library or the C++ runtime is declared by hand, ABI-compatibly with
# glibc and libstdc++.
#
# Unbuffered stdout: programs that end in std::terminate die by SIGABRT, which
# does not flush stdio.  The native and real binaries are therefore linked
# with a small object (written below) whose constructor calls
# setvbuf(stdout, 0, _IONBF, 0) before main; it is not part of the IR.
#
# Sanity checks, each fatal:
#   - the native program prints the same stdout, stderr and status built with
#     clang-14 and clang-19 at -O0 and -O2 (no UB, no compiler dependence);
#   - real binaries of i686 (-m32), aarch64 and armv7 (static, clang-19 -O0
#     and -O2, run under qemu-user) print the same stdout, stderr and status
#     (the programs must be portable; there are no per-target expectations);
#   - every .ll is accepted by llvm-as of its LLVM version and by
#     `build/ehi verify` (run `make` first);
#   - no .ll mentions the source directory.
# The armv7-apple-ios (SJLJ, libc++abi on a real device) and
# x86_64-w64-mingw32 (SEH-based unwinder) expectations are the Linux ones:
# ehi runs every target with one libstdc++-compatible C++ runtime, so the
# terminate messages are libstdc++'s on every target.  But a program's
# abnormal end is its target runtime's (SPEC.md section 3, "Outcomes per
# target"): where the native run aborts (134), MinGW's msvcrt exits 3, in
# expected/<name>.x86_64-w64-mingw32.status (Wine 8 runs of real MinGW
# binaries confirm that rule in testsuite/stdlib and testsuite/eh/outcome).
#
# Needs: clang-14, clang-19, llvm-14, llvm-19, lld-19, gcc-multilib,
# g++-multilib, qemu-user, libc6-dev-{arm64,armhf}-cross,
# libstdc++-12-dev-{arm64,armhf}-cross (installed when missing and root).
#
# Usage: testsuite/eh/diff/gen.sh [-j N] [--ll-only | --expected-only] [NAME...]
#   NAME...  only these programs (expectations and IR of the others are kept)
set -euo pipefail

JOBS=2
DO_LL=1 DO_EXP=1
ONLY=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    --ll-only) DO_EXP=0; shift ;;
    --expected-only) DO_LL=0; shift ;;
    -*) echo "usage: $0 [-j N] [--ll-only | --expected-only] [NAME...]" >&2; exit 2 ;;
    *) ONLY+=("${1%.cpp}"); shift ;;
  esac
done

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
ROOT=$(cd "$HERE/../../.." && pwd -P)
SRC=$HERE/src
EXP=$HERE/expected
OUT=$HERE/ll
EHI=${EHI:-$ROOT/build/ehi}
TIMEOUT=60

declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang [clang19]=/usr/lib/llvm-19/bin/clang)
declare -A LLVMBIN=([clang14]=/usr/lib/llvm-14/bin [clang19]=/usr/lib/llvm-19/bin)
COMPILERS=(clang14 clang19)
TARGETS=(
  x86_64-linux-gnu
  i686-linux-gnu
  aarch64-linux-gnu
  armv7-linux-gnueabihf
  armv7-apple-ios
  x86_64-w64-mingw32
)
OPTS=(O0 O2)
REF_CC=clang14 REF_OPT=O0

# Real binaries of other targets: how to build them (clang-19) and run them.
declare -A REAL_FLAGS=(
  [i686-linux-gnu]="-m32"
  [aarch64-linux-gnu]="--target=aarch64-linux-gnu --gcc-toolchain=/usr -fuse-ld=lld -static"
  [armv7-linux-gnueabihf]="--target=armv7-linux-gnueabihf --gcc-toolchain=/usr -fuse-ld=lld -static"
)
declare -A REAL_RUN=(
  [i686-linux-gnu]=""
  [aarch64-linux-gnu]="qemu-aarch64"
  [armv7-linux-gnueabihf]="qemu-arm"
)
REAL_TARGETS=(i686-linux-gnu aarch64-linux-gnu armv7-linux-gnueabihf)

DEPS=(clang-14 clang-19 llvm-14 llvm-19 lld-19)
EXP_DEPS=(gcc-multilib g++-multilib qemu-user libc6-dev-arm64-cross libc6-dev-armhf-cross
          libstdc++-12-dev-arm64-cross libstdc++-12-dev-armhf-cross)

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
[[ $DO_EXP == 1 ]] && install_missing "${EXP_DEPS[@]}"
if [[ $DO_LL == 1 && ! -x $EHI ]]; then
  echo "gen.sh: $EHI not found: run make first (or set EHI)" >&2; exit 1
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-ehdiff.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
ulimit -c 0   # the terminate programs abort: no core files

cd "$SRC"
mapfile -t ALL < <(find . -maxdepth 1 -type f -name '*.cpp' -printf '%f\n' | sed 's/\.cpp$//' | LC_ALL=C sort)
[[ ${#ALL[@]} -gt 0 ]] || { echo "gen.sh: no programs in $SRC" >&2; exit 1; }
for c in *.c; do
  [[ -e $c ]] || continue
  [[ -f ${c%.c}.cpp ]] || { echo "gen.sh: $c has no ${c%.c}.cpp: a .c file is only the C half of a program" >&2; exit 1; }
done
if [[ ${#ONLY[@]} -gt 0 ]]; then
  for n in "${ONLY[@]}"; do [[ -f $n.cpp ]] || { echo "gen.sh: no program $n" >&2; exit 1; }; done
  NAMES=("${ONLY[@]}")
else
  NAMES=("${ALL[@]}")
fi

COMMON=(-nostdinc -fno-stack-protector -U_FORTIFY_SOURCE -Wno-everything -Wno-unused-command-line-argument)
cxx_flags() { # name -> flags for the C++ part
  local std=c++17
  head -3 "$1.cpp" | grep -q 'EH-STD: c++14' && std=c++14
  printf '%s\n' -x c++ "-std=$std" -nostdinc++ -fexceptions -fcxx-exceptions "${COMMON[@]}"
  # the align_val_t forms of operator new: iOS before 11 lacks them in its
  # runtime, and clang refuses calls of them there unless told they exist
  head -3 "$1.cpp" | grep -q 'EH-ALIGNED-ALLOC' && printf '%s\n' -faligned-allocation
  return 0
}
c_flags() { printf '%s\n' -x c -std=c17 -fexceptions "${COMMON[@]}"; }

# ------------------------------------------------------------ expectations
if [[ $DO_EXP == 1 ]]; then
  mkdir -p "$EXP"
  cat >"$TMP/unbuffered.c" <<'EOF'
#include <stdio.h>
__attribute__((constructor)) static void ehi_unbuffered_stdout(void) { setvbuf(stdout, NULL, _IONBF, 0); }
EOF
  # build EXE CLANGDRIVER(clang|clang++ path prefix) FLAGS... -- name
  build() {
    local exe=$1 cc=$2 name=$3; shift 3
    local objs=()
    mapfile -t cf < <(cxx_flags "$name")
    "$cc" "$@" "${cf[@]}" -c "$name.cpp" -o "$exe.cpp.o"
    objs+=("$exe.cpp.o")
    if [[ -f $name.c ]]; then
      mapfile -t lf < <(c_flags)
      "$cc" "$@" "${lf[@]}" -c "$name.c" -o "$exe.c.o"
      objs+=("$exe.c.o")
    fi
    "$cc" "$@" -Wno-unused-command-line-argument -c "$TMP/unbuffered.c" -o "$exe.unbuf.o"
    "$cc++" "$@" "${objs[@]}" "$exe.unbuf.o" -o "$exe"
  }
  run_bin() { # OUTBASE RUNNER EXE
    local base=$1 runner=$2 exe=$3 st=0
    # shellcheck disable=SC2086
    timeout "$TIMEOUT" $runner "$exe" >"$base.out" 2>"$base.raw.err" </dev/null || st=$?
    # qemu-user's own report of the guest's SIGABRT is not the program's
    grep -v '^qemu: uncaught target signal' "$base.raw.err" >"$base.err" || true
    echo "$st" >"$base.status"
  }
  same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.err" "$2.err" && cmp -s "$1.status" "$2.status"; }
  show_diff() {
    diff "$1.out" "$2.out" | head -6 >&2 || true
    diff "$1.err" "$2.err" | head -4 >&2 || true
    echo "  status $(cat "$1.status") vs $(cat "$2.status")" >&2
  }

  fail=0
  MAN=$TMP/MANIFEST
  {
    echo "# Where each expectation in this directory comes from (written by gen.sh)."
    echo "# native: the x86_64 build (clang++-14 -O0, libstdc++ 12, stdout unbuffered) run on this machine;"
    echo "#         clang-19 and -O2 builds print the same"
    echo "# confirmed: real binaries of these targets (clang-19 -O0 and -O2) print the same"
  } >"$MAN"
  # keep the lines of programs not regenerated now
  # per-target expectations (<name>.<target>.*) are written by hand from a
  # SPEC.md rule, not by a native run: their lines are kept as they are
  if [[ -f $EXP/MANIFEST ]]; then
    # (not the MinGW abort statuses: written below, or kept with their program's lines)
    grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_-]+\.[a-z+]+ ' "$EXP/MANIFEST" |
      grep -v "^[A-Za-z0-9_]*\.x86_64-w64-mingw32\.status rule: MinGW's abort" >>"$MAN" || true
  fi
  if [[ -f $EXP/MANIFEST && ${#ONLY[@]} -gt 0 ]]; then
    for n in "${ALL[@]}"; do
      printf '%s\n' "${NAMES[@]}" | grep -qxF "$n" && continue
      grep -E "^$n\.(out|err|status|out\+err\+status|x86_64-w64-mingw32\.status) " "$EXP/MANIFEST" >>"$MAN" || true
    done
  fi
  for name in "${NAMES[@]}"; do
    for cc in clang14 clang19; do
      for o in O0 O2; do
        exe=$TMP/$name.native.$cc.$o
        build "$exe" "${CLANG[$cc]}" "$name" "-$o"
        run_bin "$exe" "" "$exe"
      done
    done
    ref=$TMP/$name.native.$REF_CC.$REF_OPT
    for v in clang14.O2 clang19.O0 clang19.O2; do
      if ! same "$ref" "$TMP/$name.native.$v"; then
        echo "gen.sh: $name: native $v differs from $REF_CC.$REF_OPT (UB or compiler dependence):" >&2
        show_diff "$ref" "$TMP/$name.native.$v"
        fail=1
      fi
    done
    agree=()
    for t in "${REAL_TARGETS[@]}"; do
      ok=1
      for o in O0 O2; do
        exe=$TMP/$name.$t.$o
        # shellcheck disable=SC2086
        build "$exe" "${CLANG[clang19]}" "$name" ${REAL_FLAGS[$t]} "-$o"
        run_bin "$exe" "${REAL_RUN[$t]}" "$exe"
        if ! same "$ref" "$exe"; then
          echo "gen.sh: $name: the real $t binary (-$o) differs from native:" >&2
          show_diff "$ref" "$exe"
          fail=1 ok=0
        fi
      done
      [[ $ok == 1 ]] && agree+=("$t")
    done
    for f in out err status; do
      cp "$ref.$f" "$EXP/$name.$f"
      echo "$name.$f native" >>"$MAN"
    done
    [[ ${#agree[@]} -gt 0 ]] && echo "$name.out+err+status confirmed by ${agree[*]}" >>"$MAN"
    mg=$EXP/$name.x86_64-w64-mingw32
    if [[ ! -f $mg.out && ! -f $mg.report ]]; then   # (a hand-written MinGW expectation stays)
      rm -f "$mg.status"
      if [[ $(cat "$ref.status") == 134 ]]; then
        echo 3 >"$mg.status"
        echo "$name.x86_64-w64-mingw32.status rule: MinGW's abort exits 3 (SPEC.md section 3, Outcomes per target)" >>"$MAN"
      fi
    fi
    echo "gen.sh: $name: status $(cat "$ref.status"), agreed by ${#agree[@]} real targets" >&2
  done
  [[ $fail == 0 ]] || { echo "gen.sh: expectation checks failed" >&2; exit 1; }
  LC_ALL=C sort -s -k1,1 <(grep -v '^#' "$MAN") | cat <(grep '^#' "$MAN") - >"$EXP/MANIFEST"
  # expectations of programs that no longer exist
  for f in "$EXP"/*.out; do
    n=$(basename "$f" .out)
    n=${n%%.*} # a per-target expectation (<name>.<target>.out) belongs to <name>
    [[ -f $SRC/$n.cpp ]] || { echo "gen.sh: removing stale expected/$n.*" >&2; rm -f "$EXP/$n".{out,err,status} "$EXP/$n".x86_64-w64-mingw32.status; }
  done
fi

# ------------------------------------------------------------ IR
if [[ $DO_LL == 1 ]]; then
  NEW=$TMP/ll
  JOBLIST=$TMP/jobs
  : >"$JOBLIST"
  q() { printf '%q ' "$@"; }
  for cc in "${COMPILERS[@]}"; do
    for target in "${TARGETS[@]}"; do
      mkdir -p "$NEW/$cc/$target"
      for name in "${NAMES[@]}"; do
        mapfile -t cf < <(cxx_flags "$name")
        for o in "${OPTS[@]}"; do
          out="$NEW/$cc/$target/$name.$o.ll"
          if [[ -f $name.c ]]; then
            mapfile -t lf < <(c_flags)
            { q "${CLANG[$cc]}" --target="$target" "${cf[@]}" "-$o" -S -emit-llvm -o "$out.cpp.ll" "$name.cpp"
              printf '&& '
              q "${CLANG[$cc]}" --target="$target" "${lf[@]}" "-$o" -S -emit-llvm -o "$out.c.ll" "$name.c"
              printf '&& '
              q "${LLVMBIN[$cc]}/llvm-link" -S -o "$out" "$out.cpp.ll" "$out.c.ll"
              printf '&& '
              q rm -f "$out.cpp.ll" "$out.c.ll"
              echo; } >>"$JOBLIST"
          else
            { q "${CLANG[$cc]}" --target="$target" "${cf[@]}" "-$o" -S -emit-llvm -o "$out" "$name.cpp"; echo; } >>"$JOBLIST"
          fi
        done
      done
    done
  done
  python3 - "$JOBLIST" "$JOBS" <<'PY'
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
    sys.stderr.write('gen.sh: %d compilations failed\n' % failed)
    sys.exit(1)
print('gen.sh: compiled %d modules' % len(jobs))
PY
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
  if grep -rlF -- "$SRC" "$NEW" >/dev/null; then
    echo "gen.sh: output mentions the source directory $SRC" >&2; exit 1
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
  echo "gen.sh: $n files, $size bytes in ${OUT#"$HERE"/}"
fi
