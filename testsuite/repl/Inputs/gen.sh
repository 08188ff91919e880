#!/bin/sh
# Regenerates the REPL tests' C++ inputs (clang 14, -O0, names kept).
cd "$(dirname "$0")" || exit 1
clang++-14 -target x86_64-unknown-linux-gnu -O0 -fno-discard-value-names -S -emit-llvm \
  -o two-phase.ll two-phase.cpp
# the same with debug info (-g): source lines in stops, bt, reports, the trace
clang++-14 -target x86_64-unknown-linux-gnu -O0 -g -fno-discard-value-names -S -emit-llvm \
  -fdebug-prefix-map="$PWD"=. -o two-phase-g.ll two-phase.cpp
clang-14 -target x86_64-unknown-linux-gnu -O0 -g -fno-discard-value-names -S -emit-llvm \
  -fdebug-prefix-map="$PWD"=. -o ub-g.ll ub-g.c
# MSVC names (clang 19: opaque pointers, funclet EH)
clang++-19 -target x86_64-pc-windows-msvc -O0 -fno-discard-value-names -fcxx-exceptions -fexceptions \
  -S -emit-llvm -o msvc-names.ll msvc-names.cpp
