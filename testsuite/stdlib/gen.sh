#!/usr/bin/env bash
# Regenerate the expectations of the stdlib corpus (testsuite/stdlib):
#
#   expected/<name>.out, .err, .status   stdout, stderr and exit status of
#                                        the native x86_64 binary (clang-19
#                                        -O0, linked against the system's
#                                        libstdc++ 12)
#   expected/<name>.<target>.status     the status of a target whose runtime's
#                                        abort() exits otherwise than Linux's
#                                        134 (ABORT_STATUS below: MinGW's
#                                        msvcrt exits 3), for a program whose
#                                        real binary differs only there
#   expected/<name>.<target>.out/.err/.status
#                                        only for a program marked
#                                        STDLIB-TARGET-DEPENDENT whose real
#                                        binary of <target> differs (none
#                                        today: programs avoid it)
#   expected/MANIFEST                    where each file comes from and which
#                                        real binaries confirm it
#
# No IR is written here: lit compiles each program for each target at test
# time (stdlib_format.py) into the build folder.
#
# Checked, each fatal: natively clang-14 and clang-19 at -O0 and -O2 give
# the same stdout, stderr and status (no UB, no compiler dependence); the
# real binaries of every other target in `targets` (clang-19 at -O0 and
# -O2: i686 directly, aarch64 and armv7 static under qemu-user, MinGW
# static under Wine) give the same as the native one, but for the status of
# abort() where the target's runtime has its own (ABORT_STATUS).  qemu's own
# "uncaught target signal" line is dropped from stderr (the native shell
# prints nothing of the kind).
#
# Wine: the binaries run in the prefix $EHI_WINEPREFIX (default
# ${TMPDIR:-/tmp}/ehi-stdlib-wine, made on first use, about 700 MB, 13 s),
# without Wine's own debug output or its crash debugger (which would write to
# stdout).  Wine 8's msvcrt abort() writes nothing to stderr and exits 3.
# Each Windows binary also links stdio_binary.cpp: stdout and stderr in
# binary mode, as ehi's streams are ("\n", not the text mode's "\r\n").
#
# Needs (installed with apt-get when missing and running as root):
# clang-14, clang-19, lld, g++-multilib, qemu-user,
# libstdc++-12-dev-{arm64,armhf}-cross, libc6-dev-{arm64,armhf}-cross,
# and for the MinGW row wine, wine64, g++-mingw-w64-x86-64-win32.
#
# Usage: testsuite/stdlib/gen.sh [-j N] [-t TARGET] [NAME...]   (default: every src/*.cpp)
#   -t TARGET  only that target's real binaries (a row turned on, or checked
#              again), against the native clang-19 -O0 run, which must print
#              the committed expected/<name>.* (run without -t otherwise);
#              the other targets' files and MANIFEST entries are kept
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
TIMEOUT=60
declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang++ [clang19]=/usr/lib/llvm-19/bin/clang++)
# per runner: the sources linked into every real binary it runs
declare -A RUN_EXTRA=([wine]="$HERE/stdio_binary.cpp")
# per target: abort()'s status when it is not Linux's 134 (SIGABRT)
declare -A ABORT_STATUS=([x86_64-w64-mingw32]=3)
export WINEPREFIX=${EHI_WINEPREFIX:-${TMPDIR:-/tmp}/ehi-stdlib-wine} WINEDEBUG=-all
export WINEDLLOVERRIDES='winedbg.exe=d;mscoree,mshtml='

# ---- one build and run (run in parallel by xargs) --------------------------
# --one TMP NAME CC TARGET OPT: TMP/NAME.CC.TARGET.OPT.{out,err,status}
if [[ ${1:-} == --one ]]; then
  tmp=$2 name=$3 cc=$4 target=$5 opt=$6
  base=$tmp/$name.$cc.$target.$opt
  # the flags come from the environment (exported by the main run)
  fl=TFLAGS_${target//[-.]/_} ln=TLINK_${target//[-.]/_} rn=TRUN_${target//[-.]/_}
  # shellcheck disable=SC2086
  if ! "${CLANG[$cc]}" $COMMON_FLAGS ${!fl} "-$opt" "$HERE/src/$name.cpp" $COMMON_LINK ${!ln} \
      ${RUN_EXTRA[${!rn:-none}]:-} -o "$base.exe" 2>"$base.cc.err"; then
    echo "gen.sh: cannot build $name for $target with $cc -$opt:" >&2
    head -5 "$base.cc.err" >&2
    exit 255
  fi
  st=0
  # shellcheck disable=SC2086
  # (the braces' 2> keeps bash's own "Aborted" notice out of gen.sh's output)
  { timeout "$TIMEOUT" ${!rn} "$base.exe" >"$base.out" 2>"$base.err.raw" </dev/null || st=$?; } 2>/dev/null
  grep -v '^qemu: uncaught target signal' "$base.err.raw" >"$base.err" || true
  echo "$st" >"$base.status"
  rm -f "$base.exe" "$base.err.raw"
  exit 0
fi

JOBS=2 ONLY_T=
while [[ $# -gt 0 && $1 == -* ]]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    -t) ONLY_T=$2; shift 2 ;;
    *) echo "usage: $0 [-j N] [-t TARGET] [NAME...]" >&2; exit 2 ;;
  esac
done

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
install_missing clang-14 clang-19 lld g++-multilib qemu-user libstdc++-12-dev-arm64-cross \
  libstdc++-12-dev-armhf-cross libc6-dev-arm64-cross libc6-dev-armhf-cross

# ---- the target table ----------------------------------------------------------
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }
TARGETS=()
while IFS='|' read -r t flags link run on; do
  t=$(trim "$t")
  [[ -z $t || $t == \#* ]] && continue
  [[ $(trim "$on") == on ]] || continue
  if [[ $t == ALL ]]; then
    export COMMON_FLAGS COMMON_LINK
    COMMON_FLAGS=$(trim "$flags") COMMON_LINK=$(trim "$link")
    continue
  fi
  TARGETS+=("$t")
  v=${t//[-.]/_}
  export "TFLAGS_$v=$(trim "$flags")" "TLINK_$v=$(trim "$link")" "TRUN_$v=$(trim "$run")"
done <"$HERE/targets"
NATIVE=x86_64-linux-gnu
if [[ -n $ONLY_T ]]; then
  printf '%s\n' "${TARGETS[@]}" | grep -qxF "$ONLY_T" && [[ $ONLY_T != "$NATIVE" ]] ||
    { echo "gen.sh: -t $ONLY_T: not a non-native target that is on in targets" >&2; exit 2; }
  ALL_TARGETS=("${TARGETS[@]}") TARGETS=("$NATIVE" "$ONLY_T")
fi
WINE=no
for t in "${TARGETS[@]}"; do v=TRUN_${t//[-.]/_}; [[ ${!v} == wine ]] && WINE=yes; done
if [[ $WINE == yes ]]; then
  install_missing wine wine64 g++-mingw-w64-x86-64-win32
  if [[ ! -f $WINEPREFIX/system.reg ]]; then
    echo "gen.sh: making the Wine prefix $WINEPREFIX" >&2
    wineboot --init >/dev/null 2>&1 || true
    wineserver -w
  fi
  # one server for every run (each would start its own otherwise; fails
  # harmlessly when one runs for the prefix)
  wineserver -p 60 2>/dev/null || true
fi

cd "$HERE/src"
if [[ $# -gt 0 ]]; then NAMES=("$@"); else mapfile -t NAMES < <(ls -- *.cpp | sed 's/\.cpp$//' | LC_ALL=C sort); fi
for n in "${NAMES[@]}"; do [[ -f $n.cpp ]] || { echo "gen.sh: no src/$n.cpp" >&2; exit 2; }; done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-stdlib.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# every build: natively both compilers at both levels (-t: clang-19 -O0),
# elsewhere clang-19
NATIVE_BUILDS="clang19:O0 clang19:O2 clang14:O0 clang14:O2"
[[ -n $ONLY_T ]] && NATIVE_BUILDS=clang19:O0
{
  for n in "${NAMES[@]}"; do
    for b in $NATIVE_BUILDS; do echo "$n ${b%%:*} $NATIVE ${b#*:}"; done
    for t in "${TARGETS[@]}"; do
      [[ $t == "$NATIVE" ]] && continue
      for o in O0 O2; do echo "$n clang19 $t $o"; done
    done
  done
} >"$TMP/jobs"
echo "gen.sh: $(wc -l <"$TMP/jobs") builds and runs, $JOBS at a time" >&2
xargs -P "$JOBS" -L 1 "$HERE/gen.sh" --one "$TMP" <"$TMP/jobs"

same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.err" "$2.err" && cmp -s "$1.status" "$2.status"; }
# the real binary of target $3 differs from native only in abort()'s status
abort_status_only() {
  [[ -n ${ABORT_STATUS[$3]:-} ]] && cmp -s "$1.out" "$2.out" && cmp -s "$1.err" "$2.err" &&
    [[ $(cat "$1.status") == 134 && $(cat "$2.status") == "${ABORT_STATUS[$3]}" ]]
}
show_diff() {
  diff "$1.out" "$2.out" | head -6 >&2 || true
  diff "$1.err" "$2.err" | head -4 >&2 || true
  echo "  status $(cat "$1.status") vs $(cat "$2.status")" >&2
}

mkdir -p "$HERE/expected"
MAN=$HERE/expected/MANIFEST
[[ -f $MAN ]] || printf '' >"$MAN"
fail=0
for n in "${NAMES[@]}"; do
  ref=$TMP/$n.clang19.$NATIVE.O0
  agree=() abort=()
  if [[ -n $ONLY_T ]]; then
    if ! same "$HERE/expected/$n" "$ref"; then
      echo "gen.sh: $n: the native run no longer prints expected/$n.*: run gen.sh without -t" >&2
      show_diff "$HERE/expected/$n" "$ref"; fail=1; continue
    fi
    rm -f "$HERE/expected/$n.$ONLY_T".{out,err,status}
    # the other targets' confirmations and abort statuses stay
    read -ra agree < <(sed -n "s/^$n confirmed by real binaries (clang-19): //p" "$MAN" | tr ' ' '\n' |
      grep -v -e "^$ONLY_T-" -e '^none$' | tr '\n' ' ') || true   # (no newline: read says 1)
    for t in "${ALL_TARGETS[@]}"; do
      [[ -f $HERE/expected/$n.$t.status && ! -f $HERE/expected/$n.$t.out && $t != "$ONLY_T" ]] && abort+=("$t")
    done
  else
    for v in clang19.$NATIVE.O2 clang14.$NATIVE.O0 clang14.$NATIVE.O2; do
      if ! same "$ref" "$TMP/$n.$v"; then
        echo "gen.sh: $n: native $v differs from clang19 -O0 (UB or compiler dependence):" >&2
        show_diff "$ref" "$TMP/$n.$v"; fail=1
      fi
    done
    for f in out err status; do cp "$ref.$f" "$HERE/expected/$n.$f"; done
    rm -f "$HERE/expected/$n".*-*.{out,err,status}
  fi
  for t in "${TARGETS[@]}"; do
    [[ $t == "$NATIVE" ]] && continue
    for o in O0 O2; do
      got=$TMP/$n.clang19.$t.$o
      if same "$ref" "$got"; then agree+=("$t-$o"); continue; fi
      if abort_status_only "$ref" "$got" "$t"; then
        cp "$got.status" "$HERE/expected/$n.$t.status"; agree+=("$t-$o"); abort+=("$t"); continue
      fi
      if ! grep -q STDLIB-TARGET-DEPENDENT "$n.cpp"; then
        echo "gen.sh: $n: the real $t binary (-$o) differs from native, and the program is not STDLIB-TARGET-DEPENDENT:" >&2
        show_diff "$ref" "$got"; fail=1; continue
      fi
      for f in out err status; do cp "$got.$f" "$HERE/expected/$n.$t.$f"; done
    done
  done
  # this program's manifest lines replace its old ones
  grep -v "^$n[. ]" "$MAN" >"$TMP/man" || true
  {
    cat "$TMP/man"
    echo "$n.out/.err/.status native: clang-19 -O0 for x86_64-linux-gnu, run here; clang-14 and clang-19 at -O0 and -O2 agree"
    echo "$n confirmed by real binaries (clang-19): ${agree[*]:-none}"
    for t in $(printf '%s\n' "${abort[@]}" | sort -u); do
      echo "$n.$t.status real: clang-19 for $t, the status of that runtime's abort() (its out and err are native's)"
    done
    for t in "${ALL_TARGETS[@]:-${TARGETS[@]}}"; do
      if [[ -f $HERE/expected/$n.$t.out ]]; then
        echo "$n.$t.out/.err/.status real: clang-19 for $t, run as the targets file says"
      fi
    done
  } | { grep -v '^#' || true; } | LC_ALL=C sort >"$TMP/man2"
  {
    echo "# Where each expectation comes from (written by gen.sh; do not edit)."
    echo "# native: built for x86_64-linux-gnu and run on this machine"
    echo "# confirmed: real binaries of these targets at these levels print the same"
    cat "$TMP/man2"
  } >"$MAN"
done
[[ $fail == 0 ]] || { echo "gen.sh: expectation checks failed" >&2; exit 1; }
echo "gen.sh: ${#NAMES[@]} programs, expectations in expected/"
