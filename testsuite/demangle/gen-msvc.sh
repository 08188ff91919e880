#!/bin/sh
# Regenerates msvc.txt: the MSVC function symbols (?...) that clang 14 and
# 19 emit, from two sources: every .ll of the testsuite whose functions
# have MSVC names (the funclet corpus, the SEH programs, the REPL's and
# the EH rules' inputs), and Inputs/msvc-features.cpp compiled for
# x86_64-, i686- and aarch64-pc-windows-msvc (the mangling features the
# corpus lacks: operators, enums, unions, rvalue references, nullptr,
# varargs, integer template arguments, member pointers, thunks).
# msvc.test compares `ehi demangle` with llvm-undname on them.  Left out:
# clang's SEH filter and __finally funclets (?filt$0@0@f@@, ?fin$0@0@f@@),
# no C++ manglings: llvm-undname rejects them, ehi shows them as they are.
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
for cc in clang++-14 clang++-19; do
  for t in x86_64-pc-windows-msvc i686-pc-windows-msvc aarch64-pc-windows-msvc; do
    $cc -std=c++17 -target $t -S -emit-llvm -o "$tmp/$cc-$t.ll" Inputs/msvc-features.cpp || exit 1
  done
done
{ find .. -name '*.ll' -print0 | xargs -0 grep -haE '^(define|declare) '
  cat "$tmp"/*.ll | grep -aE '^(define|declare) '; } |
  grep -oE '@("\?[^"]+"|\?[^ (]+)\(' | sed -E 's/^@//; s/\($//; s/^"(.*)"$/\1/' |
  grep -vE '^\?(filt|fin)\$' | LC_ALL=C sort -u > msvc.txt
