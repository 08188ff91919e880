#!/bin/sh
# interesting.sh FILE.ll — an llvm-reduce interestingness test: exit 0
# (interesting) while the transformation under test still changes what
# @f of FILE does, as `ehi equiv` sees it (its status 1: a counterexample).
# TRANSFORM is the command that makes B from A (default: a stand-in for a
# buggy pass that loses catch clauses; e.g. TRANSFORM='opt-19 -passes=simplifycfg -S').
# EHI: the ehi binary.
set -u
a=$1
b=$(mktemp --suffix=.ll)
ehi=${EHI:-ehi}
if [ -n "${TRANSFORM:-}" ]; then
  $TRANSFORM "$a" -o "$b" 2>/dev/null || { rm -f "$b"; exit 1; }
else
  sed 's/ catch ptr @_ZTIi//' "$a" > "$b"
fi
"$ehi" equiv --max-paths=64 --entry f "$a" "$b" > /dev/null 2>&1
status=$?
rm -f "$b"
# 1: a counterexample (interesting); 0: equivalent; anything else (a module
# that no longer parses or verifies: 3, 4) is not interesting
[ "$status" -eq 1 ]
