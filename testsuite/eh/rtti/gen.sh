#!/usr/bin/env bash
# Regenerate the inputs of testsuite/eh/rtti from Inputs/rtti.cpp:
#   Inputs/rtti.<target>.<clang14|clang19>.ll   the module (clang -O0)
#   Inputs/expected.<target>.txt                 the real runtime's answers:
#       x86_64 run natively, i686 natively with -m32, powerpc64 under
#       qemu-ppc64 with Debian's cross libstdc++ (g++-powerpc64-linux-gnu)
#   Inputs/names.<target>.<cc>.txt               c++filt -t of every type's
#       mangled name, as the driver lists them
# Usage: testsuite/eh/rtti/gen.sh   (needs build/ for the names step)
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
IN=$HERE/Inputs
ROOT=$HERE/../../..
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cd "$IN"
for t in x86_64-linux-gnu i686-linux-gnu powerpc64-linux-gnu; do
  for v in 14 19; do
    /usr/lib/llvm-$v/bin/clang++ --target=$t -std=c++17 -O0 -w -S -emit-llvm rtti.cpp \
      -o "$TMP/m.ll"
    # no host paths or compiler idents in the checked-in file
    grep -v -e '^!llvm.ident' -e '^!llvm.module.flags' -e '^source_filename' "$TMP/m.ll" |
      sed -e 's/^\(![0-9]* = !{!"\(Debian \)\?clang version\).*/\1"}/' > "rtti.$t.clang$v.ll"
    /usr/lib/llvm-$v/bin/llvm-as "rtti.$t.clang$v.ll" -o /dev/null
  done
done
clang++ -std=c++17 -DNATIVE -w rtti.cpp -o "$TMP/x86_64" && "$TMP/x86_64" > expected.x86_64-linux-gnu.txt
clang++ -m32 -std=c++17 -DNATIVE -w rtti.cpp -o "$TMP/i686" && "$TMP/i686" > expected.i686-linux-gnu.txt
clang++ --target=powerpc64-linux-gnu -std=c++17 -DNATIVE -w rtti.cpp -o "$TMP/ppc64" &&
  qemu-ppc64 -L /usr/powerpc64-linux-gnu "$TMP/ppc64" > expected.powerpc64-linux-gnu.txt
# names: the driver lists "mangled<TAB>ehi's name"; the expectation is what
# libstdc++'s __cxa_demangle (the verbose terminate handler's demangler) makes
# of each as a type (c++filt differs: it expands Ss to std::basic_string<...>)
cat > "$TMP/dem.cpp" <<'CPP'
#include <cxxabi.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
int main() {
	char line[1024];
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		int st = 0;
		char *d = abi::__cxa_demangle(line, nullptr, nullptr, &st);
		printf("%s\t%s\n", line, st == 0 ? d : line);
		free(d);
	}
}
CPP
clang++ "$TMP/dem.cpp" -o "$TMP/dem"
cc -std=c17 -D_DEFAULT_SOURCE -I"$ROOT/interp" "$HERE/rtti_driver.c" "$ROOT/build/libehi.a" -lquadmath -lm -o "$TMP/drv"
for f in rtti.*.ll; do
  n=${f#rtti.}
  "$TMP/drv" names "$f" | cut -f1 | "$TMP/dem" > "names.${n%.ll}.txt"
done
# extra manglings for the demangler alone (demangle.list, one per line)
"$TMP/dem" < demangle.list > demangle.txt
