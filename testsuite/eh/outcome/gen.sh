#!/usr/bin/env bash
# Regenerate the outcome corpus (testsuite/eh/outcome, README.md): how a
# program's abnormal end looks per target (SPEC.md section 3, "Outcomes per
# target").
#
#   ll/<clang14|clang19>/<target>/<name>.<O0|O2>.ll   the IR under test
#   expected/<name>.<target>.out, .err, .status        what the real binary does
#   expected/MANIFEST                                  where each comes from
#
# Real binaries, each built with clang-14 and clang-19 at -O0 and -O2 (the
# four must agree, fatal otherwise):
#   x86_64-linux-gnu        native, against libstdc++ 12
#   x86_64-w64-mingw32      static, Debian's MinGW-w64 GCC 12 libstdc++ and
#                           msvcrt, under Wine 8 (wine64); stdout/stderr in
#                           binary mode (../../stdlib/stdio_binary.cpp)
#   x86_64-pc-windows-msvc  lld-link against Wine's ucrtbase/vcruntime140 and
#                           ../funclet-diff/wine/crt.cpp (the static CRT part
#                           MSVC links in: unbuffered binary stdout, an
#                           unhandled C++ exception calls terminate), Wine 8
#   i686-pc-windows-msvc    no reliable peer (Wine's i386 runs are
#                           experimental here, /work/shared/peers/wine): the
#                           expectation is x86_64's, the same UCRT
#
# Needs clang-14, clang-19, lld, wine, wine64, libwine-dev,
# g++-mingw-w64-x86-64-win32 (installed when missing and root).  The Wine
# prefix is $EHI_WINEPREFIX (default ${TMPDIR:-/tmp}/ehi-stdlib-wine, shared
# with testsuite/stdlib/gen.sh; made on first use).
#
# Usage: testsuite/eh/outcome/gen.sh [--expected-only | --ll-only]
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
DO_LL=1 DO_EXP=1
case ${1:-} in
  --expected-only) DO_LL=0 ;;
  --ll-only) DO_EXP=0 ;;
  '') ;;
  *) echo "usage: $0 [--expected-only | --ll-only]" >&2; exit 2 ;;
esac

declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang++ [clang19]=/usr/lib/llvm-19/bin/clang++)
COMPILERS=(clang14 clang19)
OPTS=(O0 O2)
TARGETS=(x86_64-linux-gnu x86_64-w64-mingw32 x86_64-pc-windows-msvc i686-pc-windows-msvc)
COMMON=(-x c++ -std=c++17 -fexceptions -fcxx-exceptions -fno-stack-protector -U_FORTIFY_SOURCE -Wno-everything)
# per target: more compile flags (the IR's and the real binary's)
declare -A TFLAGS=([x86_64-pc-windows-msvc]=-fno-threadsafe-statics [i686-pc-windows-msvc]=-fno-threadsafe-statics)
# per target: where its expectation comes from (a real binary's runner, or
# another target's expectation)
declare -A PEER=([x86_64-linux-gnu]=native [x86_64-w64-mingw32]=wine [x86_64-pc-windows-msvc]=wine
                 [i686-pc-windows-msvc]=x86_64-pc-windows-msvc)
MINGW_GCC=/usr/lib/gcc/x86_64-w64-mingw32/12-win32
WLIB=/usr/lib/x86_64-linux-gnu/wine/x86_64-windows
TIMEOUT=60
export WINEPREFIX=${EHI_WINEPREFIX:-${TMPDIR:-/tmp}/ehi-stdlib-wine} WINEDEBUG=-all
export WINEDLLOVERRIDES='winedbg.exe=d;mscoree,mshtml='

install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  if [[ $(id -u) != 0 ]]; then echo "gen.sh: need root to install: ${missing[*]}" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
install_missing clang-14 clang-19 lld wine wine64 libwine-dev g++-mingw-w64-x86-64-win32

cd "$HERE/src"
mapfile -t NAMES < <(ls -- *.cpp | sed 's/\.cpp$//' | LC_ALL=C sort)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-outcome.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# ------------------------------------------------------------------ IR
if [[ $DO_LL == 1 ]]; then
  rm -rf "$HERE/ll"
  for cc in "${COMPILERS[@]}"; do for t in "${TARGETS[@]}"; do
    mkdir -p "$HERE/ll/$cc/$t"
    for n in "${NAMES[@]}"; do for o in "${OPTS[@]}"; do
      # shellcheck disable=SC2086
      "${CLANG[$cc]}" --target="$t" "${COMMON[@]}" ${TFLAGS[$t]:-} "-$o" -S -emit-llvm "$n.cpp" \
        -o "$HERE/ll/$cc/$t/$n.$o.ll"
    done; done
  done; done
  echo "gen.sh: $(find "$HERE/ll" -name '*.ll' | wc -l) modules in ll/" >&2
fi
[[ $DO_EXP == 1 ]] || exit 0

# ------------------------------------------------------------------ real binaries
if [[ ! -f $WINEPREFIX/system.reg ]]; then
  echo "gen.sh: making the Wine prefix $WINEPREFIX" >&2
  wineboot --init >/dev/null 2>&1 || true
  wineserver -w
fi
wineserver -p 60 2>/dev/null || true   # (fails harmlessly when one runs for the prefix)
"${CLANG[clang14]}" --target=x86_64-pc-windows-msvc "${COMMON[@]}" -fno-threadsafe-statics -O1 \
  -c "$HERE/../funclet-diff/wine/crt.cpp" -o "$TMP/wcrt.obj"

# build T CC NAME OPT EXE
build() {
  local t=$1 cc=$2 n=$3 o=$4 exe=$5
  case $t in
    x86_64-linux-gnu)
      "${CLANG[$cc]}" "${COMMON[@]}" "-$o" "$n.cpp" -o "$exe" ;;
    x86_64-w64-mingw32)
      "${CLANG[$cc]}" --target="$t" --sysroot=/usr/x86_64-w64-mingw32 "${COMMON[@]}" "-$o" "$n.cpp" \
        "$HERE/../../stdlib/stdio_binary.cpp" -static -L"$MINGW_GCC" -o "$exe" ;;
    x86_64-pc-windows-msvc)
      "${CLANG[$cc]}" --target="$t" "${COMMON[@]}" -fno-threadsafe-statics "-$o" -c "$n.cpp" -o "$exe.obj" &&
      lld-link -nologo -nodefaultlib -subsystem:console -entry:mainCRTStartup -out:"$exe" "$exe.obj" \
        "$TMP/wcrt.obj" "$WLIB/libvcruntime140.a" "$WLIB/libucrtbase.a" "$WLIB/libkernel32.a" >/dev/null ;;
  esac
}
# run PEER EXE -> EXE.out/.err/.status
run() {
  local st i
  for i in 1 2 3; do
    if [[ $1 == wine ]]; then
      st=$( { timeout "$TIMEOUT" wine "$2" >"$2.out" 2>"$2.err" </dev/null; echo $?; } 2>/dev/null )
    else
      st=$( { timeout "$TIMEOUT" "$2" >"$2.out" 2>"$2.err" </dev/null; echo $?; } 2>/dev/null )
    fi
    # wine64 has been seen to fail a start: exit 1, no output at all
    [[ $st == 1 && ! -s $2.out && ! -s $2.err ]] || break
  done
  echo "$st" >"$2.status"
}
same() { cmp -s "$1.out" "$2.out" && cmp -s "$1.err" "$2.err" && cmp -s "$1.status" "$2.status"; }

EXP=$HERE/expected
mkdir -p "$EXP"
rm -f "$EXP"/*.out "$EXP"/*.err "$EXP"/*.status
MAN=$TMP/MANIFEST
fail=0
for n in "${NAMES[@]}"; do
  for t in "${TARGETS[@]}"; do
    p=${PEER[$t]}
    if [[ $p != native && $p != wine ]]; then
      for f in out err status; do cp "$EXP/$n.$p.$f" "$EXP/$n.$t.$f"; done
      echo "$n.$t $p's (no real binary: the same UCRT)" >>"$MAN"
      continue
    fi
    ref=
    for cc in "${COMPILERS[@]}"; do for o in "${OPTS[@]}"; do
      exe=$TMP/$n.$t.$cc.$o.exe
      build "$t" "$cc" "$n" "$o" "$exe" || { echo "gen.sh: cannot build $n for $t ($cc -$o)" >&2; exit 1; }
      run "$p" "$exe"
      if [[ -z $ref ]]; then ref=$exe; continue; fi
      if ! same "$ref" "$exe"; then
        echo "gen.sh: $n: the $t binary of $cc -$o differs from ${ref#"$TMP"/}:" >&2
        diff "$ref.out" "$exe.out" | head -4 >&2 || true
        diff "$ref.err" "$exe.err" | head -4 >&2 || true
        echo "  status $(cat "$ref.status") vs $(cat "$exe.status")" >&2
        fail=1
      fi
    done; done
    for f in out err status; do cp "$ref.$f" "$EXP/$n.$t.$f"; done
    echo "$n.$t real: $p, clang-14 and clang-19 at -O0 and -O2 agree (status $(cat "$ref.status"))" >>"$MAN"
  done
done
[[ $fail == 0 ]] || { echo "gen.sh: the builds of a target disagree" >&2; exit 1; }
{
  echo "# Where each expectation comes from (written by gen.sh; do not edit)."
  echo "# real: built for the target and run (native, or under Wine 8); <target>'s: copied from that target"
  LC_ALL=C sort "$MAN"
} >"$EXP/MANIFEST"
echo "gen.sh: ${#NAMES[@]} programs x ${#TARGETS[@]} targets, expectations in expected/" >&2
