#!/usr/bin/env bash
# Regenerate the ehi execution corpus (testsuite/exec):
#
#   expected/<name>.out, .status      stdout and exit status of the native
#                                     x86_64 build (clang-19 -O0)
#   expected/<name>.<target>.out/.status
#                                     from a real binary of <target> (i686 via
#                                     -m32, aarch64/armv7/powerpc64 via
#                                     qemu-user), written only where it
#                                     differs from the native output -- which
#                                     is allowed only for sources marked
#                                     EXEC-TARGET-DEPENDENT
#   ll/<cc>/<target>/<name>.<O0|O2>.ll
#                                     textual IR from clang-14 and clang-19
#   expected/MANIFEST                 where each expectation comes from
#
# A source may narrow what is built from it with lines in its text:
#   EXEC-COMPILERS: clang19            only these compilers (clang19 always one)
#   EXEC-TARGETS: <triple> ...         only these targets (IR and real binaries)
#   EXEC-CFLAGS: <flags>               more flags for every compilation of it
#   EXEC-NO-REAL: <triple> ...         no real binary of these targets (the
#                                      reason is in the source); their IR runs
#
# Hand-written expectations are never touched: those of the EXEC-UB programs
# (expected/<name>.out/.status/.check, see lit.local.cfg) and the per-target
# files of EXEC-TARGET-DEPENDENT programs for targets with no real binary
# (listed as "hand" in expected/MANIFEST; the derivation is in the source).
#
# Sanity checks, each fatal: every program gives the same output natively
# with clang-14 and clang-19 at -O0 and -O2 (so it has no UB and no
# compiler dependence), every real-binary target agrees with the native
# output unless the program is EXEC-TARGET-DEPENDENT, every
# EXEC-TARGET-DEPENDENT program has an expectation for every target, and
# every .ll is accepted by the llvm-as of its LLVM version.
#
# Needs (installed with apt-get when missing and running as root): clang-14,
# clang-19, llvm-14, llvm-19, lld-19, gcc-multilib, g++-multilib, qemu-user,
# and the cross C/C++ libraries libc6-dev-{arm64,armhf,ppc64}-cross,
# libstdc++-12-dev-{arm64,armhf,ppc64}-cross, binutils-powerpc64-linux-gnu
# (lld cannot link ELFv1 powerpc64).
#
# Usage: testsuite/exec/gen.sh [-j N] [--ll-only | --expected-only]
set -euo pipefail

JOBS=$(nproc 2>/dev/null || echo 2)
DO_LL=1 DO_EXP=1
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    --ll-only) DO_EXP=0; shift ;;
    --expected-only) DO_LL=0; shift ;;
    *) echo "usage: $0 [-j N] [--ll-only | --expected-only]" >&2; exit 2 ;;
  esac
done

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
SRC=$HERE/src
EXP=$HERE/expected
OUT=$HERE/ll
TIMEOUT=60

declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang [clang19]=/usr/lib/llvm-19/bin/clang)
declare -A LLVMAS=([clang14]=/usr/lib/llvm-14/bin/llvm-as [clang19]=/usr/lib/llvm-19/bin/llvm-as)
COMPILERS=(clang14 clang19)
TARGETS=(
  x86_64-linux-gnu
  i686-linux-gnu
  aarch64-linux-gnu
  armv7-linux-gnueabihf
  armv7-apple-ios
  x86_64-pc-windows-msvc
  i686-pc-windows-msvc
  x86_64-w64-mingw32
  wasm32-unknown-unknown
  powerpc64-linux-gnu
)
OPTS=(O0 O2)

# Targets with a real binary: how to link it (clang-19, -O0, static) and run it.
declare -A REAL_FLAGS=(
  [i686-linux-gnu]="-m32"
  [aarch64-linux-gnu]="--target=aarch64-linux-gnu --gcc-toolchain=/usr -fuse-ld=lld -static"
  [armv7-linux-gnueabihf]="--target=armv7-linux-gnueabihf --gcc-toolchain=/usr -fuse-ld=lld -static"
  [powerpc64-linux-gnu]="--target=powerpc64-linux-gnu --gcc-toolchain=/usr -static"
)
declare -A REAL_RUN=(
  [i686-linux-gnu]=""
  [aarch64-linux-gnu]="qemu-aarch64"
  [armv7-linux-gnueabihf]="qemu-arm"
  [powerpc64-linux-gnu]="qemu-ppc64"
)
REAL_TARGETS=(i686-linux-gnu aarch64-linux-gnu armv7-linux-gnueabihf powerpc64-linux-gnu)

DEPS=(clang-14 clang-19 llvm-14 llvm-19 lld-19)
EXP_DEPS=(gcc-multilib g++-multilib qemu-user libc6-dev-arm64-cross libc6-dev-armhf-cross libc6-dev-ppc64-cross
          libstdc++-12-dev-arm64-cross libstdc++-12-dev-armhf-cross libstdc++-12-dev-ppc64-cross
          binutils-powerpc64-linux-gnu)

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

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-exec.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

cd "$SRC"
mapfile -t SOURCES < <(find . -maxdepth 1 -type f \( -name '*.c' -o -name '*.cpp' \) -printf '%f\n' | LC_ALL=C sort)
[[ ${#SOURCES[@]} -gt 0 ]] || { echo "gen.sh: no sources in $SRC" >&2; exit 1; }

# marker SRC NAME: the value of a "NAME: ..." line of the source (empty if none)
marker() { sed -n "s/^.*$2: *\(.*[^ ]\) *\$/\1/p" "$1" | head -n 1; }
lang_flags() { # src -> flags for compiling it (IR and binaries alike)
  case $1 in
    *.c) printf '%s\n' -x c -std=c17 ;;
    *.cpp) printf '%s\n' -x c++ -std=c++17 -fno-exceptions -nostdinc++ ;;
  esac
  printf '%s\n' -nostdinc -fno-stack-protector -U_FORTIFY_SOURCE -Wno-everything
  local extra
  extra=$(marker "$1" EXEC-CFLAGS)
  # shellcheck disable=SC2086
  [[ -z $extra ]] || printf '%s\n' $extra
}
builds() { # src compiler|target: is it built with / for it (EXEC-COMPILERS, EXEC-TARGETS)
  local list
  case $2 in
    clang*) list=$(marker "$1" EXEC-COMPILERS) ;;
    *) list=$(marker "$1" EXEC-TARGETS) ;;
  esac
  [[ -z $list || " $list " == *" $2 "* ]]
}
no_real() { local list; list=$(marker "$1" EXEC-NO-REAL); [[ " $list " == *" $2 "* ]]; }
is_ub() { grep -q 'EXEC-UB' "$1"; }
is_target_dependent() { grep -q 'EXEC-TARGET-DEPENDENT' "$1"; }

# ------------------------------------------------------------ expectations
if [[ $DO_EXP == 1 ]]; then
  mkdir -p "$EXP"
  # hand lines of the old manifest survive
  HAND=$TMP/hand
  { [[ -f $EXP/MANIFEST ]] && grep -E '^[^#].* hand( |$)' "$EXP/MANIFEST" || true; } >"$HAND"

  # run_bin OUTBASE RUNNER EXE: stdout to OUTBASE.out, status to OUTBASE.status
  run_bin() {
    local base=$1 runner=$2 exe=$3 st=0
    # shellcheck disable=SC2086
    timeout "$TIMEOUT" $runner "$exe" >"$base.out" 2>"$base.err" </dev/null || st=$?
    echo "$st" >"$base.status"
  }
  same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.status" "$2.status"; }

  fail=0
  MAN=$TMP/MANIFEST
  {
    echo "# Where each expectation in this directory comes from (written by gen.sh)."
    echo "# <file> native|real|hand <how>"
    echo "# native: the x86_64 build (clang-19 -O0) run on this machine"
    echo "# real:   a real binary of that target (clang-19 -O0, static), run as shown"
    echo "# hand:   written by hand; the derivation is in the program's source"
    echo "# confirmed: the native files are also what real binaries of those targets print"
    echo "# none:   no real binary of that target can be built (EXEC-NO-REAL in the source says why)"
  } >"$MAN"
  for src in "${SOURCES[@]}"; do
    name=${src%.*}
    if is_ub "$src"; then
      for f in out status check; do
        [[ -f $EXP/$name.$f ]] || { echo "gen.sh: UB program $src lacks hand-written expected/$name.$f" >&2; fail=1; }
      done
      continue
    fi
    mapfile -t lf < <(lang_flags "$src")
    drv_suffix=""; [[ $src == *.cpp ]] && drv_suffix="++"
    # native, four ways: all must agree
    for cc in clang19 clang14; do
      builds "$src" "$cc" || continue
      for o in O0 O2; do
        exe=$TMP/$name.native.$cc.$o
        "${CLANG[$cc]}$drv_suffix" "${lf[@]}" "-$o" "$src" -o "$exe" -lm
        run_bin "$TMP/$name.native.$cc.$o" "" "$exe"
      done
    done
    ref=$TMP/$name.native.clang19.O0
    for v in clang19.O2 clang14.O0 clang14.O2; do
      builds "$src" "${v%.*}" || continue
      if ! same "$ref" "$TMP/$name.native.$v"; then
        echo "gen.sh: $src: native $v differs from clang19.O0 (UB or compiler dependence in the program):" >&2
        diff "$ref.out" "$TMP/$name.native.$v.out" | head -5 >&2 || true
        fail=1
      fi
    done
    cp "$ref.out" "$EXP/$name.out"; cp "$ref.status" "$EXP/$name.status"
    echo "$name.out native clang-19 -O0 x86_64-linux-gnu" >>"$MAN"
    echo "$name.status native clang-19 -O0 x86_64-linux-gnu" >>"$MAN"
    # real binaries of the other targets
    agree=()
    for t in "${REAL_TARGETS[@]}"; do
      builds "$src" "$t" || continue
      rm -f "$EXP/$name.$t.out" "$EXP/$name.$t.status"
      if no_real "$src" "$t"; then
        echo "$name.$t none (EXEC-NO-REAL: the reason is in the source)" >>"$MAN"
        continue
      fi
      exe=$TMP/$name.$t
      # shellcheck disable=SC2086
      "${CLANG[clang19]}$drv_suffix" ${REAL_FLAGS[$t]} "${lf[@]}" -O0 "$src" -o "$exe" -lm
      run_bin "$TMP/$name.$t" "${REAL_RUN[$t]}" "$exe"
      rm -f "$EXP/$name.$t.out" "$EXP/$name.$t.status"
      if same "$ref" "$TMP/$name.$t"; then agree+=("$t"); continue; fi
      if ! is_target_dependent "$src"; then
        echo "gen.sh: $src: the real $t binary differs from native, but the program is not EXEC-TARGET-DEPENDENT:" >&2
        diff "$ref.out" "$TMP/$name.$t.out" | head -6 >&2 || true
        echo "  status $(cat "$ref.status") vs $(cat "$TMP/$name.$t.status")" >&2
        fail=1
        continue
      fi
      cp "$TMP/$name.$t.out" "$EXP/$name.$t.out"; cp "$TMP/$name.$t.status" "$EXP/$name.$t.status"
      how="clang-19 -O0 ${REAL_FLAGS[$t]}${REAL_RUN[$t]:+, run under ${REAL_RUN[$t]}}"
      echo "$name.$t.out real $how" >>"$MAN"
      echo "$name.$t.status real $how" >>"$MAN"
    done
    if [[ ${#agree[@]} -gt 0 ]]; then
      echo "$name.out+status confirmed by real binaries of: ${agree[*]}" >>"$MAN"
    fi
    if is_target_dependent "$src"; then
      for t in "${TARGETS[@]}"; do
        builds "$src" "$t" || continue
        [[ $t == x86_64-linux-gnu || -n ${REAL_FLAGS[$t]+x} ]] && continue
        if [[ ! -f $EXP/$name.$t.out ]] || ! grep -q "^$name.$t.out hand" "$HAND"; then
          echo "gen.sh: $src is EXEC-TARGET-DEPENDENT but has no hand-written expected/$name.$t.out (listed in MANIFEST as hand)" >&2
          fail=1
        fi
      done
    fi
  done
  cat "$HAND" >>"$MAN"
  # the hand lines of UB programs are kept too (they are in $HAND already)
  [[ $fail == 0 ]] || { echo "gen.sh: expectation checks failed" >&2; exit 1; }
  cp "$MAN" "$EXP/MANIFEST"
  echo "gen.sh: expectations in ${EXP#"$HERE"/} ($(grep -cE '^[^ #]+ real ' "$EXP/MANIFEST") real-binary files, $(grep -cE '^[^ #]+ hand' "$EXP/MANIFEST") hand-written)"
fi

# ------------------------------------------------------------ IR
if [[ $DO_LL == 1 ]]; then
  NEW=$TMP/ll
  JOBLIST=$TMP/jobs
  : >"$JOBLIST"
  for cc in "${COMPILERS[@]}"; do
    for target in "${TARGETS[@]}"; do
      mkdir -p "$NEW/$cc/$target"
      for src in "${SOURCES[@]}"; do
        builds "$src" "$cc" && builds "$src" "$target" || continue
        mapfile -t lf < <(lang_flags "$src")
        for o in "${OPTS[@]}"; do
          out="$NEW/$cc/$target/${src%.*}.$o.ll"
          printf '%s\0' "${CLANG[$cc]}" --target="$target" "${lf[@]}" "-$o" -S -emit-llvm -o "$out" "$src" >>"$JOBLIST"
          printf '\n\0' >>"$JOBLIST"
        done
      done
    done
  done
  python3 - "$JOBLIST" "$JOBS" <<'PY'
import subprocess, sys
from concurrent.futures import ThreadPoolExecutor
data = open(sys.argv[1], 'rb').read().split(b'\0')
jobs, cur = [], []
for a in data:
    if a == b'\n':
        jobs.append(cur); cur = []
    elif a:
        cur.append(a)
def run(argv):
    p = subprocess.run(argv, capture_output=True)
    return argv, p.returncode, p.stdout + p.stderr
failed = 0
with ThreadPoolExecutor(int(sys.argv[2])) as ex:
    for argv, rc, out in ex.map(run, jobs):
        if rc != 0:
            failed += 1
            sys.stderr.write('FAILED: %s\n%s\n' % (b' '.join(argv).decode(), out.decode(errors='replace')[:2000]))
if failed:
    sys.stderr.write('gen.sh: %d compilations failed\n' % failed)
    sys.exit(1)
print('compiled %d files' % len(jobs))
PY
  bad=0
  for cc in "${COMPILERS[@]}"; do
    while IFS= read -r -d '' f; do
      if ! "${LLVMAS[$cc]}" -o /dev/null "$f" 2>"$TMP/as.err"; then
        echo "gen.sh: ${LLVMAS[$cc]} rejects ${f#"$NEW"/}:" >&2; head -5 "$TMP/as.err" >&2; bad=$((bad + 1))
      fi
    done < <(find "$NEW/$cc" -name '*.ll' -print0)
  done
  [[ $bad -eq 0 ]] || { echo "gen.sh: $bad outputs failed llvm-as" >&2; exit 1; }
  if grep -rlF -- "$SRC" "$NEW" >/dev/null; then
    echo "gen.sh: output mentions the source directory $SRC" >&2; exit 1
  fi
  rm -rf "$OUT"
  mv "$NEW" "$OUT"
  n=$(find "$OUT" -name '*.ll' | wc -l)
  size=$(find "$OUT" -name '*.ll' -printf '%s\n' | awk '{s += $1} END {print s + 0}')
  echo "gen.sh: $n files, $size bytes in ${OUT#"$HERE"/}"
fi
