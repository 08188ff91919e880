#!/bin/sh
# fetch.sh DEST [VERSION] — LLVM VERSION's (14, default, or 19) EH test IR
# for check.py, from Debian's llvm-toolchain-VERSION source package (never
# vendored; the package is downloaded once into $EHI_SRC_CACHE, default
# build/llvm-tests/cache, by libir/apt-source.sh):
#   llvm/test/Transforms/{SimplifyCFG,Inline,PruneEH,FunctionAttrs,InstCombine}
#   llvm/test/Transforms/* (two levels) files that use invoke or the funclet pads (the
#     other folders: check.py keeps only the files with EH instructions)
#   llvm/test/CodeGen/WinEH, CodeGen/X86/{win*,seh-*}.ll (win-eh*,
#   win-catchpad*, win32-eh*, ...), CodeGen/WebAssembly/*exception*.ll and
#   wasm-eh*.ll (a version may lack some: tar's "not found" is no error)
# into DEST/VERSION.  Idempotent (DEST/VERSION/.done).
set -eu
ver=${2:-14}
root=$(cd "$(dirname "$0")/../.." && pwd)
dest=$(mkdir -p "$1/$ver" && cd "$1/$ver" && pwd)
[ -f "$dest/.done" ] && exit 0
cache=${EHI_SRC_CACHE:-$root/build/llvm-tests/cache}
sh "$root/libir/apt-source.sh" "llvm-toolchain-$ver" "$cache"
tarball=$(ls "$cache/llvm-toolchain-${ver}_"*.orig.tar.xz | head -n 1)
echo "extracting LLVM $ver's EH-relevant tests from $tarball"
# one pass over the tarball (xz is slow): every test of Transforms (the
# EH-free ones are deleted below) and the CodeGen files named above
tar xJf "$tarball" -C "$dest" --strip-components=3 --wildcards --no-wildcards-match-slash \
  '*/llvm/test/Transforms/*/*.ll' '*/llvm/test/Transforms/*/*/*.ll' '*/llvm/test/CodeGen/WinEH/*.ll' \
  '*/llvm/test/CodeGen/X86/win*.ll' '*/llvm/test/CodeGen/X86/seh-*.ll' \
  '*/llvm/test/CodeGen/WebAssembly/*exception*.ll' '*/llvm/test/CodeGen/WebAssembly/wasm-eh*.ll' \
  2> "$dest/.tar-errors" || ! grep -v -e 'Not found in archive' -e 'Exiting with failure' "$dest/.tar-errors" >&2
rm -f "$dest/.tar-errors"
# keep what has EH instructions
find "$dest" -name '*.ll' -type f | while read -r f; do
  grep -Eq '\b(invoke|landingpad|catchswitch|cleanuppad|catchpad)\b' "$f" || rm -f "$f"
done
find "$dest" -type d -empty -delete
touch "$dest/.done"
