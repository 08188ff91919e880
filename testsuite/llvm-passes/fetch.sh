#!/bin/sh
# fetch.sh DEST — LLVM 14's EH test IR for check.py, from Debian's
# llvm-toolchain-14 source package (never vendored; the package is fetched
# once into DEST/../llvm-tests/cache by testsuite/llvm/fetch.sh's helper):
# llvm/test/Transforms/{SimplifyCFG,Inline,PruneEH,FunctionAttrs,InstCombine}
# and llvm/test/CodeGen/WinEH.  Idempotent (DEST/.done).
set -eu
dest=$(mkdir -p "$1" && cd "$1" && pwd)
[ -f "$dest/.done" ] && exit 0
root=$(cd "$(dirname "$0")/../.." && pwd)
cache=$root/build/llvm-tests/cache
sh "$root/libir/apt-source.sh" llvm-toolchain-14 "$cache"
tarball=$(ls "$cache"/llvm-toolchain-14_*.orig.tar.xz | head -n 1)
echo "extracting LLVM's EH-relevant tests from $tarball"
tar xJf "$tarball" -C "$dest" --strip-components=3 --wildcards \
  '*/llvm/test/Transforms/SimplifyCFG/*' '*/llvm/test/Transforms/Inline/*' \
  '*/llvm/test/Transforms/PruneEH/*' '*/llvm/test/Transforms/FunctionAttrs/*' \
  '*/llvm/test/Transforms/InstCombine/*' '*/llvm/test/CodeGen/WinEH/*'
touch "$dest/.done"
