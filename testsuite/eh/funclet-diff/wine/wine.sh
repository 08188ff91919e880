# Wine as an independent peer for the x86_64 MSVC model (sourced by gen.sh,
# which defines NAMES, HERE, BASESRC, BASEEXP, EXP, OUT, TMP, WORK, CLANG,
# LLVMBIN, src_of, std_of, not_ported, listed, rule_of, build_native,
# run_native).  Not part of make check: it needs wine64 and takes minutes.
#
# Every program of the msvc corpus is built for x86_64-pc-windows-msvc eight
# ways -- from its .cpp with clang-14 and clang-19 at -O0 and -O2, and from the
# generated ll/clang14|clang19/x86_64-pc-windows-msvc/<name>.O0|O2.ll with the
# matching clang -- linked with lld-link against Wine's ucrtbase/vcruntime140
# import libraries and wine/crt.cpp (the static CRT part MSVC would link in),
# and run under wine64 (stdout and stderr separate, stdout unbuffered and in
# binary mode).  All eight must print the same stdout and status.
#
# The result is compared with the msvc expectation of the corpus
# (expected/<name>.msvc.* if present, else ../diff/expected/<name>.*):
#   agrees             stdout, stderr and status identical
#   deviates           listed in wine/DEVIATIONS with a known Wine 8 bug; its
#                      output is kept in wine/deviations/<name>.{out,err,status}
# For the programs in MSVC-FROM-WINE the comparison is the other way round:
# Wine's stdout *is* the expectation (expected/<name>.msvc.out), with stderr
# and status from the rule-derived native run (as the UCRT ends it), or --
# when Wine terminates -- Wine's own (the UCRT's abort: no text, status 3,
# rule terminate-text).
# Anything else is fatal.
#
# Linking uses -stack:67108864: deep_recursion's 300 nested rethrows keep 300
# catch funclets and Wine's dispatcher frames on the stack (the MSVC model
# unwinds only at catchret) and overflow Wine's default 1 MiB stack; a stack
# size is a resource limit, not an EH semantic.

WLIB=/usr/lib/x86_64-linux-gnu/wine/x86_64-windows
WINE64=/usr/lib/wine/wine64
WINESERVER=/usr/lib/wine/wineserver64

wine_env() {
  WINEPREFIX=$WORK/prefix WINEDEBUG=-all WINEDLLOVERRIDES='winedbg.exe=d;mscoree,mshtml=' "$@"
}

wine_setup() {
  mkdir -p "$WORK"
  if [[ ! -f $WORK/prefix/system.reg ]]; then
    echo "gen.sh: creating the Wine prefix $WORK/prefix (once, ~15 s)" >&2
    wine_env "$WINE64" wineboot --init >/dev/null 2>&1 || true
    wine_env "$WINESERVER" -w
  fi
  [[ -f $WORK/prefix/system.reg ]] || { echo "gen.sh: could not create the Wine prefix" >&2; exit 1; }
  "${CLANG[clang14]}++" --target=x86_64-pc-windows-msvc -fexceptions -fcxx-exceptions -fno-threadsafe-statics \
    -Wno-everything -O1 -c "$HERE/wine/crt.cpp" -o "$TMP/wcrt.obj"
  # keep the wineserver alive between runs (a cold start costs ~0.4 s)
  # (fails harmlessly when one is already running for the prefix)
  wine_env "$WINESERVER" -p 60 2>/dev/null || true
  # warm-up: the first run after the server starts has been seen to exit 1
  # without running the program
  printf 'extern "C" int printf(const char *, ...);\nint main() { printf("ok\\n"); return 0; }\n' >"$TMP/wwarm.cpp"
  wine_build "$TMP/wwarm.exe" clang14 "$TMP/wwarm.cpp" -O0
  local i
  for i in 1 2 3; do
    wine_run_once "$TMP/wwarm.exe"
    [[ $(cat "$TMP/wwarm.exe.out") == ok ]] && return 0
  done
  echo "gen.sh: wine64 does not run a trivial program (see $TMP/wwarm.exe.*)" >&2; exit 1
}

# wine_build EXE CC SRC [-Ox]: SRC is a .cpp (compiled with the corpus flags) or a .ll
wine_build() {
  local exe=$1 cc=$2 src=$3 o=${4:-} name cf
  if [[ $src == *.ll ]]; then
    "${CLANG[$cc]}" --target=x86_64-pc-windows-msvc -Wno-everything -c "$src" -o "$exe.obj"
  else
    name=$(basename "$src" .cpp)
    mapfile -t cf < <(cxx_flags "$name")
    (cd "$(dirname "$src")" && "${CLANG[$cc]}" --target=x86_64-pc-windows-msvc "${cf[@]}" -fno-threadsafe-statics "$o" \
      -c "$(basename "$src")" -o "$exe.obj")
    if [[ -f $BASESRC/$name.c ]]; then
      mapfile -t cf < <(c_flags)
      (cd "$BASESRC" && "${CLANG[$cc]}" --target=x86_64-pc-windows-msvc "${cf[@]}" "$o" -c "$name.c" -o "$exe.c.obj")
    fi
  fi
  local objs=("$exe.obj"); [[ -f $exe.c.obj ]] && objs+=("$exe.c.obj")
  lld-link -nologo -nodefaultlib -subsystem:console -entry:mainCRTStartup -stack:67108864 -out:"$exe" \
    "${objs[@]}" "$TMP/wcrt.obj" "$WLIB/libvcruntime140.a" "$WLIB/libucrtbase.a" "$WLIB/libkernel32.a" >/dev/null
}

wine_run_once() { # EXE -> EXE.out/.err/.status
  local st
  st=$( { wine_env timeout "$TIMEOUT" "$WINE64" "$1" >"$1.out" 2>"$1.err" </dev/null; echo $?; } 2>/dev/null )
  echo "$st" >"$1.status"
}
# Every program of the corpus prints something or exits 0/3/134; exit 1 with no
# output at all is wine64 failing to start the process (seen once in ~500
# runs): retry that, saying so.
wine_run() {
  local i
  for i in 1 2 3; do
    wine_run_once "$1"
    [[ $(cat "$1.status") == 1 && ! -s $1.out && ! -s $1.err ]] || return 0
    echo "gen.sh: wine: ${1##*/} exited 1 without output (a failed start): run again" >&2
  done
}

# the expectation files of NAME under msvc (per-model file first)
msvc_exp() { if [[ -f $EXP/$1.msvc.$2 ]]; then echo "$EXP/$1.msvc.$2"; else echo "$BASEEXP/$1.$2"; fi; }

wine_main() {
  local WM=$TMP/WINE-MANIFEST fail=0 name exe ref v builds
  mkdir -p "$HERE/wine/deviations"
  wine_setup
  {
    echo "# Wine 8 (Debian wine64 $(dpkg-query -W -f='${Version}' wine64 2>/dev/null)) as a peer for the x86_64 MSVC model (written by gen.sh)."
    echo "# Each program built 8 ways (.cpp and generated .ll; clang-14, clang-19; -O0, -O2), all printing the same."
    echo "# <name> agrees                      stdout, stderr and status equal the msvc expectation"
    echo "# <name> is-the-source <rules>       Wine's stdout is expected/<name>.msvc.out (MSVC-FROM-WINE)"
    echo "# <name> deviates <reason>           a known Wine 8 bug (wine/DEVIATIONS); output in wine/deviations/"
  } >"$WM"
  if [[ -f $HERE/wine/MANIFEST && ${#ONLY[@]} -gt 0 ]]; then
    for n in "${ALL[@]}"; do
      printf '%s\n' "${NAMES[@]}" | grep -qxF "$n" && continue
      grep -E "^$n " "$HERE/wine/MANIFEST" >>"$WM" || true
    done
  fi
  for name in "${NAMES[@]}"; do
    not_ported msvc "$name" && continue
    rm -f "$HERE/wine/deviations/$name".*
    builds=()
    for cc in clang14 clang19; do
      for o in O0 O2; do
        exe=$TMP/w.$name.$cc.$o.cpp.exe
        wine_build "$exe" "$cc" "$(src_of "$name")" "-$o" && wine_run "$exe" && builds+=("$exe")
        exe=$TMP/w.$name.$cc.$o.ll.exe
        wine_build "$exe" "$cc" "$OUT/$cc/x86_64-pc-windows-msvc/$name.$o.ll" && wine_run "$exe" && builds+=("$exe")
      done
    done
    [[ ${#builds[@]} == 8 ]] || { echo "gen.sh: wine: $name: only ${#builds[@]} of 8 builds" >&2; fail=1; continue; }
    ref=${builds[0]}
    for v in "${builds[@]:1}"; do
      if ! cmp -s "$ref.out" "$v.out" || ! cmp -s "$ref.status" "$v.status"; then
        echo "gen.sh: wine: $name: ${v#"$TMP"/w.} differs from ${ref#"$TMP"/w.}:" >&2
        { diff "$ref.out" "$v.out" || true; } | head -6 >&2; echo "  status $(cat "$ref.status") vs $(cat "$v.status")" >&2
        listed "$HERE/wine/DEVIATIONS" "$name" || fail=1
      fi
    done
    if listed "$HERE/MSVC-FROM-WINE" "$name"; then
      local rules nat=$TMP/$name.msvc-native
      rules=$(rule_of "$HERE/MSVC-FROM-WINE" "$name")
      cp "$ref.out" "$EXP/$name.msvc.out"
      if [[ ! -f $nat.status ]]; then   # --wine-only: derive it now
        xform_dynspec "$(src_of "$name")" >"$TMP/$name.dynspec.cpp"
        build_native "$nat" clang14 "$name" "$TMP/$name.dynspec.cpp" -O0
        run_native "$nat"
      fi
      local ws ns esrc=native-rules
      ucrt_outcome "$nat" "$nat.ucrt"; nat=$nat.ucrt
      ws=$(cat "$ref.status") ns=$(cat "$nat.status")
      if [[ $ws == "$ns" && $ws != 3 ]]; then
        :
      elif [[ $ws == 3 ]]; then
        # Wine terminates (here or natively too): the UCRT's end is Wine's
        nat=$ref esrc=wine
        [[ $rules == *terminate-text* ]] || rules="$rules,EH-M-4:terminate-text"
      else
        echo "gen.sh: wine: $name: status $ws, rule-derived native $ns" >&2; fail=1
      fi
      cp "$nat.err" "$EXP/$name.msvc.err"
      cp "$nat.status" "$EXP/$name.msvc.status"
      {
        echo "$name.msvc.out wine $rules"
        echo "$name.msvc.err $esrc $rules"
        echo "$name.msvc.status $esrc $rules"
      } >>"$TMP/MANIFEST.partial"
      if cmp -s "$EXP/$name.msvc.out" "$BASEEXP/$name.out"; then
        echo "gen.sh: wine: $name is in MSVC-FROM-WINE but Wine prints what Linux prints: unlist it" >&2; fail=1
      fi
      echo "$name is-the-source $rules" >>"$WM"
      continue
    fi
    local eo ee es
    eo=$(msvc_exp "$name" out) ee=$(msvc_exp "$name" err) es=$(msvc_exp "$name" status)
    if cmp -s "$eo" "$ref.out" && cmp -s "$ee" "$ref.err" && cmp -s "$es" "$ref.status"; then
      echo "$name agrees" >>"$WM"
    elif listed "$HERE/wine/DEVIATIONS" "$name"; then
      echo "$name deviates $(awk -v n="$name" '$1 == n { $1 = ""; sub(/^ +/, ""); print }' "$HERE/wine/DEVIATIONS")" >>"$WM"
      # the first 40 lines (a runaway recursion prints thousands), then how many there were
      for f in out err; do
        head -40 "$ref.$f" >"$HERE/wine/deviations/$name.$f"
        n=$(wc -l <"$ref.$f")
        [[ $n -le 40 ]] || echo "[gen.sh: $((n - 40)) more lines; $n in all]" >>"$HERE/wine/deviations/$name.$f"
      done
      cp "$ref.status" "$HERE/wine/deviations/$name.status"
    else
      echo "gen.sh: wine: $name: Wine differs from the msvc expectation ($eo) and wine/DEVIATIONS does not list it:" >&2
      { diff "$eo" "$ref.out" || true; } | head -8 >&2
      echo "  status expected $(cat "$es"), Wine $(cat "$ref.status"); Wine stderr: $(head -c 200 "$ref.err")" >&2
      fail=1
    fi
  done
  wine_env "$WINESERVER" -k 2>/dev/null || true
  [[ $fail == 0 ]] || { echo "gen.sh: Wine checks failed" >&2; exit 1; }
  LC_ALL=C sort -s -k1,1 <(grep -v '^#' "$WM") | cat <(grep '^#' "$WM") - >"$HERE/wine/MANIFEST"
  echo "gen.sh: wine: $(grep -cv '^#' "$HERE/wine/MANIFEST") programs recorded in wine/MANIFEST" >&2
}
