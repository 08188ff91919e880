#!/bin/sh
# fetch.sh DEST — LLVM 14's own verifier and assembler tests, from Debian's
# llvm-toolchain-14 source package (never vendored): the package is
# downloaded once (apt-get source --download-only, through a deb-src entry
# for the archive the machine already uses) and llvm/test/Verifier and
# llvm/test/Assembler are extracted into DEST/14, with llvm-as's verdict
# on each file in DEST/14/llvm-verdicts.txt.  Idempotent: a finished
# extraction (DEST/14/.done) is kept.
set -eu
dest=$(mkdir -p "$1" && cd "$1" && pwd)
out=$dest/14
[ -f "$out/.done" ] && exit 0
sh "$(dirname "$0")/../../libir/apt-source.sh" llvm-toolchain-14 "$dest/cache"
cd "$dest/cache"
tarball=$(ls llvm-toolchain-14_*.orig.tar.xz | head -n 1)
rm -rf "$out.tmp" && mkdir -p "$out.tmp"
echo "extracting llvm/test/{Verifier,Assembler} from $tarball"
tar xJf "$tarball" -C "$out.tmp" --strip-components=3 --wildcards \
  '*/llvm/test/Verifier/*' '*/llvm/test/Assembler/*'
# LLVM's verdict on each file, once: llvm-as 19 for the files written for
# -opaque-pointers, llvm-as 14 for the rest (0 accepts, 1 rejects)
echo "recording llvm-as's verdicts"
(cd "$out.tmp" && find Assembler Verifier -name '*.ll' -not -path '*/Inputs/*' | sort |
  while read -r f; do
    v=14; grep -q opaque-pointers "$f" && v=19
    if "/usr/lib/llvm-$v/bin/llvm-as" "$f" -o /dev/null >/dev/null 2>&1; then
      echo "0 $v $f"; else echo "1 $v $f"; fi
  done) > "$out.tmp/llvm-verdicts.txt"
rm -rf "$out" && mv "$out.tmp" "$out"
touch "$out/.done"
