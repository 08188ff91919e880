#!/bin/sh
# Regenerates the REPL tests' C++ inputs (clang 14, -O0, names kept).
cd "$(dirname "$0")" || exit 1
clang++-14 -target x86_64-unknown-linux-gnu -O0 -fno-discard-value-names -S -emit-llvm \
  -o two-phase.ll two-phase.cpp
