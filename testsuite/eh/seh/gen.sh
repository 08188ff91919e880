#!/usr/bin/env bash
# Regenerate the SEH tests (testsuite/eh/seh): the IR of each src/<name>.c
# for the three Windows SEH targets, from clang-14 and clang-19 at -O0 and
# -O2, as ll/<cc>/<target>/<name>.<opt>.ll; and check the expectations
# against Wine (x86_64 only).
#
# Expectations (expected/<name>.{out,err,status}, one for every target;
# expected/<name>.<target>.* where a target differs) are written by hand
# from SPEC.md's rules (EH-SEH-*), and for x86_64 checked against what the
# same program, compiled natively for x86_64-pc-windows-msvc, prints under
# Wine (../../../../shared/peers/wine, --wine): stdout and status must be
# equal except on the lines wine/DEVIATIONS names (Wine 8's known
# deviations: GetExceptionCode() in an __except block reads 0; the record
# of STATUS_NONCONTINUABLE_EXCEPTION is not chained to the first).  i686
# and aarch64 have no peer here: their expectation is the rule's.
# async.c (-fasync-exceptions) is checked by hand: clang-14's native code for
# it is not caught under Wine (the fault ends the process), clang-19's is,
# so its peer run builds clang-19's IR (`build-and-run.sh one msvc64
# async.ll`), which printed expected/async.out at -O0 and -O2.
#
# Usage: testsuite/eh/seh/gen.sh [--wine]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE"
TARGETS="x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc"
for cc in clang14 clang19; do
  bin=clang-${cc#clang}
  for t in $TARGETS; do
    mkdir -p ll/$cc/$t
    for src in src/*.c; do
      n=$(basename "$src" .c)
      # (clang-14 crashes compiling C++ with -fasync-exceptions)
      case $cc/$n in clang14/async_mixed) continue;; esac
      for O in O0 O2; do
        flags="-fms-extensions"
        case $n in async*) flags="$flags -fasync-exceptions";; esac
        $bin --target=$t $flags -$O -S -emit-llvm -Isrc "$src" -o ll/$cc/$t/$n.$O.ll
        # a C program with a C++ half (src/<name>.cpp, clang's default
        # C++ EH): the two translation units' IR linked into one
        if [ -f src/$n.cpp ]; then
          cxxflags=""
          case $n in async*) cxxflags="-fasync-exceptions";; esac
          $bin --target=$t $cxxflags -$O -S -emit-llvm -Isrc src/$n.cpp -o /tmp/seh-gen.$$.cxx.ll
          llvm-link-${cc#clang} -S ll/$cc/$t/$n.$O.ll /tmp/seh-gen.$$.cxx.ll -o ll/$cc/$t/$n.$O.ll
          rm -f /tmp/seh-gen.$$.cxx.ll
        fi
        # (no file names or compiler idents that change between machines)
        sed -i -e '/^!llvm.ident/d' -e '/^!\([0-9]*\) = !{!"clang version/d' -e 's/^source_filename = .*/source_filename = "'$n'.c"/' \
          ll/$cc/$t/$n.$O.ll
      done
    done
  done
done
if [ "${1:-}" = --wine ]; then
  PEER=${WINEPEER:-/work/shared/peers/wine/build-and-run.sh}
  fails=0
  for src in src/*.c; do
    n=$(basename "$src" .c)
    case $n in async*) continue;; esac
    for O in O0 O2; do
      set +e
      if [ -f src/$n.cpp ]; then
        # (the peer builds one file: the linked IR of clang-14, its compiler)
        bash "$PEER" one msvc64 "$HERE/ll/clang14/x86_64-pc-windows-msvc/$n.$O.ll" > /tmp/seh-wine.$n.out 2>/dev/null
      else
        bash "$PEER" one msvc64 "$HERE/$src" -$O -I"$HERE/src" > /tmp/seh-wine.$n.out 2>/dev/null
      fi
      rc=$?
      set -e
      exp=expected/$n.x86_64-pc-windows-msvc.out; [ -f $exp ] || exp=expected/$n.out
      st=expected/$n.x86_64-pc-windows-msvc.status; [ -f $st ] || st=expected/$n.status
      # the lines Wine is known to print differently (wine/DEVIATIONS)
      pat=$(grep -v '^#' wine/DEVIATIONS | sed -n "s/^$n: //p" | paste -sd'|')
      if [ -n "$pat" ]; then
        diff <(grep -Ev "$pat" $exp) <(grep -Ev "$pat" /tmp/seh-wine.$n.out) > /dev/null || { echo "DIFF $n -$O"; fails=1; }
      else
        cmp -s $exp /tmp/seh-wine.$n.out || { echo "DIFF $n -$O"; fails=1; }
      fi
      [ "$rc" = "$(cat $st)" ] || { echo "STATUS $n -$O: wine $rc, expected $(cat $st)"; fails=1; }
      echo "wine $n -$O: checked"
    done
  done
  exit $fails
fi
