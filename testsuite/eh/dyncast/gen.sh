#!/usr/bin/env bash
# Regenerate the inputs of testsuite/eh/dyncast from Inputs/dyncast.cpp:
#   Inputs/dyncast.<target>.<clang14|clang19>.<O0|O2>.ll   the modules
#   Inputs/expected.<target>.txt   the program's output under the real C++
#       runtime (libstdc++'s __dynamic_cast): x86_64 natively, i686
#       natively with -m32, powerpc64 (big-endian) under qemu-ppc64 with
#       Debian's cross libstdc++ (g++-powerpc64-linux-gnu)
# Usage: testsuite/eh/dyncast/gen.sh
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
IN=$HERE/Inputs
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$IN"
for t in x86_64-linux-gnu i686-linux-gnu powerpc64-linux-gnu; do
  for v in 14 19; do
    for o in O0 O2; do
      /usr/lib/llvm-$v/bin/clang++ --target=$t -std=c++17 -$o -w -S -emit-llvm dyncast.cpp -o "$TMP/m.ll"
      # no host paths or compiler idents in the checked-in file
      grep -v -e '^!llvm.ident' -e '^!llvm.module.flags' -e '^source_filename' "$TMP/m.ll" |
        sed -e 's/^\(![0-9]* = !{!"\(Debian \)\?clang version\).*/\1"}/' > "dyncast.$t.clang$v.$o.ll"
      /usr/lib/llvm-$v/bin/llvm-as "dyncast.$t.clang$v.$o.ll" -o /dev/null
    done
  done
done
for o in O0 O2; do
  clang++ -std=c++17 -$o -w dyncast.cpp -o "$TMP/x86_64.$o"
  clang++ -m32 -std=c++17 -$o -w dyncast.cpp -o "$TMP/i686.$o"
  clang++ --target=powerpc64-linux-gnu -std=c++17 -$o -w dyncast.cpp -o "$TMP/ppc64.$o"
done
"$TMP/x86_64.O0" > expected.x86_64-linux-gnu.txt
"$TMP/i686.O0" > expected.i686-linux-gnu.txt
qemu-ppc64 -L /usr/powerpc64-linux-gnu "$TMP/ppc64.O0" > expected.powerpc64-linux-gnu.txt
# the optimised native builds must agree with the unoptimised ones
"$TMP/x86_64.O2" | cmp - expected.x86_64-linux-gnu.txt
"$TMP/i686.O2" | cmp - expected.i686-linux-gnu.txt
qemu-ppc64 -L /usr/powerpc64-linux-gnu "$TMP/ppc64.O2" | cmp - expected.powerpc64-linux-gnu.txt
