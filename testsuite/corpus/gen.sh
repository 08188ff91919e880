#!/usr/bin/env bash
# Regenerate the ehi parser corpus: testsuite/corpus/ll/<cc>/<target>/<src>.<O0|O2>[.g].ll
#
# Every source in src/ is compiled with clang-14 and clang-19, for every target
# below, at -O0 and -O2, with and without -g, to textual IR.  Afterwards every
# output is checked with the llvm-as of the same LLVM version.
#
# Deterministic and idempotent: outputs are built into a scratch directory and
# then replace ll/ wholesale, so stale files never survive.  Sources are
# compiled from inside src/ with relative names and -fdebug-prefix-map, so the
# output does not depend on where the repository is checked out.  -nostdinc
# makes sure no host headers can leak in (the sources include nothing).
#
# Usage: testsuite/corpus/gen.sh [-j N]      (from any directory)
set -euo pipefail

JOBS=$(nproc 2>/dev/null || echo 4)
if [[ ${1:-} == -j ]]; then JOBS=$2; shift 2; fi

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)
SRC=$HERE/src
OUT=$HERE/ll

# compiler name -> (clang driver, llvm-as)
declare -A CLANG=([clang14]=/usr/lib/llvm-14/bin/clang [clang19]=/usr/lib/llvm-19/bin/clang)
declare -A LLVMAS=([clang14]=/usr/lib/llvm-14/bin/llvm-as [clang19]=/usr/lib/llvm-19/bin/llvm-as)
COMPILERS=(clang14 clang19)

TARGETS=(
  x86_64-linux-gnu
  i686-linux-gnu
  aarch64-linux-gnu
  armv7-linux-gnueabihf
  armv7-apple-ios            # SJLJ exception handling (__gxx_personality_sj0)
  x86_64-pc-windows-msvc     # funclet EH (catchswitch/catchpad/cleanuppad)
  i686-pc-windows-msvc
  aarch64-pc-windows-msvc
  x86_64-w64-mingw32         # Itanium EH on COFF (SEH unwinding)
  wasm32-unknown-unknown     # C++: wasm EH (funclet-style IR)
  powerpc64-linux-gnu        # big-endian, ppc_fp128 long double
)

OPTS=(O0 O2)
DEBUG=("" g)

# Combinations that are deliberately not generated, as "compiler:target:source"
# followed by the reason.  Keep this list explicit; an unlisted failure aborts
# the script.
SKIP=(
  # (none at present: every combination compiles; _Float16 and __int128 are
  #  guarded in the sources with __FLT16_MAX__ / __SIZEOF_INT128__ because
  #  clang-14 lacks _Float16 on x86 and i686/armv7 have no __int128)
)

is_skipped() {
  local key=$1 s
  for s in "${SKIP[@]+"${SKIP[@]}"}"; do
    [[ ${s%% *} == "$key" ]] && return 0
  done
  return 1
}

flags_for() { # src target -> prints extra flags, one per line
  local src=$1 target=$2
  case $src in
    *.c)
      printf '%s\n' -x c -std=c17 -fexceptions ;;
    *.cpp)
      printf '%s\n' -x c++ -fexceptions -fcxx-exceptions -nostdinc++
      # eh_spec.cpp needs dynamic exception specifications (removed in C++17)
      if [[ $src == eh_spec.cpp ]]; then echo -std=c++14; else echo -std=c++17; fi
      # clang-14 and clang-19 both accept this pair; -mexception-handling
      # enables the target feature explicitly (clang-14 does not imply it
      # in every configuration).
      if [[ $target == wasm32-* ]]; then printf '%s\n' -fwasm-exceptions -mexception-handling; fi ;;
  esac
}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/ehi-corpus.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
NEW=$TMP/ll
JOBLIST=$TMP/jobs

cd "$SRC"
mapfile -t SOURCES < <(find . -maxdepth 1 -type f \( -name '*.c' -o -name '*.cpp' \) -printf '%f\n' | LC_ALL=C sort)
[[ ${#SOURCES[@]} -gt 0 ]] || { echo "gen.sh: no sources in $SRC" >&2; exit 1; }

: >"$JOBLIST"
nskip=0
for cc in "${COMPILERS[@]}"; do
  for target in "${TARGETS[@]}"; do
    mkdir -p "$NEW/$cc/$target"
    for src in "${SOURCES[@]}"; do
      if is_skipped "$cc:$target:$src"; then
        echo "skip $cc $target $src" >&2
        nskip=$((nskip + 1))
        continue
      fi
      mapfile -t extra < <(flags_for "$src" "$target")
      for o in "${OPTS[@]}"; do
        for g in "${DEBUG[@]}"; do
          out="$NEW/$cc/$target/${src%.*}.$o${g:+.$g}.ll"
          cmd=("${CLANG[$cc]}" --target="$target" "${extra[@]}" "-$o" ${g:+-g}
               -nostdinc -Wno-everything "-fdebug-prefix-map=$SRC=/ehi/corpus"
               -S -emit-llvm -o "$out" "$src")
          # NUL-separated argv, one job per record (handled by run_one below)
          printf '%s\0' "${cmd[@]}" >>"$JOBLIST"
          printf '\n\0' >>"$JOBLIST"
        done
      done
    done
  done
done

# Run the jobs in parallel.  Each record is argv terminated by a "\n" element.
export TMP
python3 - "$JOBLIST" "$JOBS" <<'PY'
import subprocess, sys
from concurrent.futures import ThreadPoolExecutor
data = open(sys.argv[1], 'rb').read().split(b'\0')
jobs, cur = [], []
for a in data:
    if a == b'\n':
        jobs.append(cur); cur = []
    elif a:
        cur.append(a)
def run(argv):
    p = subprocess.run(argv, capture_output=True)
    return argv, p.returncode, p.stdout + p.stderr
failed = 0
with ThreadPoolExecutor(int(sys.argv[2])) as ex:
    for argv, rc, out in ex.map(run, jobs):
        if rc != 0:
            failed += 1
            sys.stderr.write('FAILED: %s\n%s\n' % (b' '.join(argv).decode(), out.decode(errors='replace')[:2000]))
if failed:
    sys.stderr.write('gen.sh: %d compilations failed (add them to SKIP with a reason if intended)\n' % failed)
    sys.exit(1)
print('compiled %d files' % len(jobs))
PY

# Verify every output with the llvm-as of the same LLVM version.
bad=0
for cc in "${COMPILERS[@]}"; do
  while IFS= read -r -d '' f; do
    if ! "${LLVMAS[$cc]}" -o /dev/null "$f" 2>"$TMP/as.err"; then
      echo "gen.sh: ${LLVMAS[$cc]} rejects ${f#"$NEW"/}:" >&2
      head -5 "$TMP/as.err" >&2
      bad=$((bad + 1))
    fi
  done < <(find "$NEW/$cc" -name '*.ll' -print0)
done
if [[ $bad -ne 0 ]]; then echo "gen.sh: $bad outputs failed llvm-as" >&2; exit 1; fi

# Paranoia: the checkout location must not appear anywhere in the output.
if grep -rlF -- "$SRC" "$NEW" >/dev/null; then
  echo "gen.sh: output mentions the source directory $SRC:" >&2
  grep -rlF -- "$SRC" "$NEW" | head >&2
  exit 1
fi

rm -rf "$OUT"
mv "$NEW" "$OUT"
n=$(find "$OUT" -name '*.ll' | wc -l)
size=$(find "$OUT" -name '*.ll' -printf '%s\n' | awk '{s += $1} END {print s + 0}')
echo "gen.sh: $n files, $size bytes in ${OUT#"$HERE"/} ($nskip skipped combinations)"
