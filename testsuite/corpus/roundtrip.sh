#!/usr/bin/env bash
# Round-trip test for the ehi parser/printer.
#
# usage: roundtrip.sh EHI FILE.ll
#
#   1. pick the LLVM generation: LLVM 14 if its llvm-as accepts FILE.ll,
#      otherwise LLVM 19;
#   2. EHI print FILE.ll > p1.ll must exit 0, and llvm-as must accept p1.ll;
#   3. llvm-dis(llvm-as FILE.ll) and llvm-dis(llvm-as p1.ll) must be identical
#      (only the "; ModuleID = ..." line is normalised; source_filename is
#      compared as is).  llvm-as always reads from stdin: a module without
#      source_filename then gets "<stdin>" on both sides instead of two
#      different file names;
#   4. EHI print p1.ll > p2.ll, and p2.ll must be byte-identical to p1.ll.
#
# Exit status 0 on success; on failure prints which step failed with at most
# 30 lines of detail, and exits 1 (2 for usage/environment errors).
# LLVM14_BIN / LLVM19_BIN override the tool directories.
set -uo pipefail

if [[ $# -ne 2 ]]; then
  echo "usage: $0 EHI FILE.ll" >&2
  exit 2
fi
EHI=$1
FILE=$2
LLVM14_BIN=${LLVM14_BIN:-/usr/lib/llvm-14/bin}
LLVM19_BIN=${LLVM19_BIN:-/usr/lib/llvm-19/bin}
MAXLINES=30

if [[ ! -r $FILE ]]; then
  echo "roundtrip: cannot read input '$FILE'" >&2
  exit 2
fi

T=$(mktemp -d "${TMPDIR:-/tmp}/ehi-roundtrip.XXXXXX") || { echo "roundtrip: mktemp failed" >&2; exit 2; }
trap 'rm -rf -- "$T"' EXIT
trap 'exit 130' INT TERM

fail() { # step message [detail-file]
  echo "roundtrip FAILED at step $1: $2"
  echo "  input: $FILE"
  if [[ $# -ge 3 && -s $3 ]]; then
    head -n "$MAXLINES" -- "$3"
    local n
    n=$(wc -l <"$3")
    if [[ $n -gt $MAXLINES ]]; then echo "... ($((n - MAXLINES)) more lines)"; fi
  fi
  exit 1
}

# diff two files into $T/diff; return diff's status
difference() {
  diff -u --label "$3" --label "$4" -- "$1" "$2" >"$T/diff"
}

normalise() { # strip the ModuleID comment (it names the .bc file)
  sed '1s/^; ModuleID = .*$/; ModuleID = <normalised>/' -- "$1"
}

assemble() { # llvm-as IN OUT ERR: assemble from stdin; crash reports go to ERR too
  { "$1" -o "$3" <"$2"; } 2>"$4"
}

describe_as_failure() { # version status errfile -> one summary line + errors
  if [[ $2 -ge 128 ]]; then
    echo "llvm-as $1 crashed (signal $(($2 - 128)))"
  else
    echo "llvm-as $1 rejects it:"
    grep -v '^ *#[0-9]\|^Stack dump\|^PLEASE\|^[0-9]*\.\s*Program arguments' "$3" | head -n 8
  fi
}

# ---- step 1: choose LLVM generation ----------------------------------------
if assemble "$LLVM14_BIN/llvm-as" "$FILE" "$T/orig.bc" "$T/as14.err"; then
  GEN=14; AS=$LLVM14_BIN/llvm-as; DIS=$LLVM14_BIN/llvm-dis
else
  st14=$?
  if assemble "$LLVM19_BIN/llvm-as" "$FILE" "$T/orig.bc" "$T/as19.err"; then
    GEN=19; AS=$LLVM19_BIN/llvm-as; DIS=$LLVM19_BIN/llvm-dis
  else
    st19=$?
    { describe_as_failure 14 "$st14" "$T/as14.err"
      describe_as_failure 19 "$st19" "$T/as19.err"; } >"$T/both.err"
    fail 1 "input is not accepted by llvm-as 14 nor llvm-as 19 (bad test input)" "$T/both.err"
  fi
fi

# ---- step 2: ehi print, output must assemble --------------------------------
"$EHI" print "$FILE" >"$T/p1.ll" 2>"$T/p1.err"
rc=$?
if [[ $rc -ne 0 ]]; then
  fail 2 "'$EHI print' exited with status $rc; stderr:" "$T/p1.err"
fi
if ! assemble "$AS" "$T/p1.ll" "$T/p1.bc" "$T/p1as.err"; then
  # show the assembler's complaint, then the offending region of p1.ll
  line=$(grep -o -m1 '<stdin>:[0-9]*' "$T/p1as.err" | cut -d: -f2)
  {
    sed 's|<stdin>|p1.ll|g' "$T/p1as.err" | head -n 10
    if [[ -n $line ]]; then
      echo "--- p1.ll around line $line:"
      awk -v l="$line" 'NR >= l - 3 && NR <= l + 3 { printf "%6d%s %s\n", NR, (NR == l ? ">" : ":"), $0 }' "$T/p1.ll"
    fi
  } >"$T/detail"
  fail 2 "llvm-as $GEN rejects the output of '$EHI print'" "$T/detail"
fi

# ---- step 3: same module after llvm-as/llvm-dis ----------------------------
if ! "$DIS" -o "$T/orig.dis" -- "$T/orig.bc" 2>"$T/dis.err" ||
   ! "$DIS" -o "$T/p1.dis" -- "$T/p1.bc" 2>>"$T/dis.err"; then
  fail 3 "llvm-dis $GEN failed" "$T/dis.err"
fi
normalise "$T/orig.dis" >"$T/orig.norm"
normalise "$T/p1.dis" >"$T/p1.norm"
if ! difference "$T/orig.norm" "$T/p1.norm" "llvm-dis-$GEN(input)" "llvm-dis-$GEN(ehi print)"; then
  fail 3 "module differs after 'ehi print' (compared via llvm-as/llvm-dis $GEN)" "$T/diff"
fi

# ---- step 4: printer fixpoint ------------------------------------------------
"$EHI" print "$T/p1.ll" >"$T/p2.ll" 2>"$T/p2.err"
rc=$?
if [[ $rc -ne 0 ]]; then
  fail 4 "'$EHI print' of its own output exited with status $rc; stderr:" "$T/p2.err"
fi
if ! cmp -s -- "$T/p1.ll" "$T/p2.ll"; then
  difference "$T/p1.ll" "$T/p2.ll" "p1.ll (print input)" "p2.ll (print p1.ll)"
  fail 4 "printing is not a fixpoint: print(print(x)) != print(x)" "$T/diff"
fi
exit 0
