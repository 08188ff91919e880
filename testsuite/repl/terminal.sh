#!/bin/sh
# terminal.sh EHI DIR — drives `ehi repl` in a real terminal (tmux) the
# way a person would: tab completion of commands, functions, blocks and
# values; the history (arrow up, and ~/.ehi_history across sessions);
# Ctrl-C interrupting a running program; Ctrl-D leaving.  Prints one
# "ok: ..." line per check; on a failure, the screen and exit status 1.
ehi=$1; dir=$2
home=$(mktemp -d)
sock="ehi-test-$$"
trap 'tmux -L "$sock" kill-server 2>/dev/null; rm -rf "$home"' EXIT
t() { tmux -L "$sock" "$@"; }
screen() { t capture-pane -p -t repl; }
fail() { echo "FAILED: $1"; echo "--- screen:"; screen; exit 1; }
# wait until the screen matches an extended regular expression
wait_for() {
  i=0
  while ! screen | grep -Eq -- "$1"; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "$2 (waited for /$1/)"
    sleep 0.05
  done
  echo "ok: $2"
}
start() {
  t new-session -d -s repl -x 150 -y 40 "cd '$dir' && HOME='$home' TERM=xterm '$ehi' repl $1" || fail "tmux"
  wait_for '^\(ehi\) ?$' "prompt for $1"
}
keys() { t send-keys -t repl "$@"; }
# wait until the session has ended: "ok: $2", or a failure naming $1
ended() {
  i=0; while t has-session -t repl 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && fail "$1"; sleep 0.05
  done
  echo "ok: $2"
}

start Inputs/counter.ll
keys 'bre' Tab
wait_for '^\(ehi\) break ?$' "a command completes"
keys 'ad' Tab
wait_for '^\(ehi\) break add ?$' "a function completes"
keys Enter
wait_for '^breakpoint 1 at @add' "the completed command runs"
keys 'list main:d' Tab
wait_for '^\(ehi\) list main:done$' "a block completes"
keys Enter
wait_for '2  ret i32 %s' "the completed block lists"
keys 'b' Tab
wait_for '^break +bt *$' "an ambiguous word lists the candidates"
keys C-u 'run' Enter
wait_for '^breakpoint 1, @add' "run stops at the breakpoint"
keys 'print %' Tab
wait_for '^%a +%b +%s *$' "values of the stopped frame complete"
keys 'a' Enter
wait_for '^%a = i32 2' "the completed value prints"
keys Up
wait_for '^\(ehi\) print %a$' "arrow up recalls the last line"
keys C-u 'continue' Enter
wait_for 'program exited with status 7' "continue"
keys C-d
ended "Ctrl-D leaves" "Ctrl-D leaves"
# libedit's history file: a header line, then each line vis(3)-encoded
grep -q '^print\\040%a$' "$home/.ehi_history" || fail "the history file keeps the lines"
echo "ok: ~/.ehi_history keeps the session's lines"

# a new server: the last one may still be shutting down
sock="ehi-test-$$-2"
start Inputs/spin.ll
keys Up
wait_for '^\(ehi\) continue$' "the history of the last session comes back"
keys C-u 'run' Enter
sleep 0.3
keys C-c
wait_for 'interrupted$' "Ctrl-C interrupts the running program"
wait_for '=> (%j = add i32 %i, 1|br label %loop|%i = phi)' "... at an instruction of the loop"
keys 'bt' Enter
wait_for '^\* frame 0 @main, block %loop' "... with its state intact"
keys 'kill' Enter
wait_for '^program killed' "kill"
keys 'bogus' C-c
wait_for '^\(ehi\) ?$' "Ctrl-C at the prompt gives a fresh line"
screen | grep -q "unknown command 'bogus'" && fail "the interrupted line is dropped"
keys 'quit' Enter
ended "quit leaves" "quit"

# issue 20: what a person sees at a real terminal
sock="ehi-test-$$-3"
start Inputs/print-spin.ll
keys 'run' Enter
wait_for '^started$' "program output reaches the terminal while it runs"
keys C-c
wait_for 'interrupted$' "... and the run is interrupted after it"
keys 'kill' Enter
wait_for '^program killed' "kill"
keys 'load Inputs/two-phase.ll' Enter
wait_for '^loaded ' "load"
keys 'list middle' Enter
wait_for '^ +to label %invoke.cont unwind label %lpad$' "list shows an invoke whole"
keys 'break middle(int) if %v == 42' Enter
wait_for '^breakpoint 1 at middle\(int\) \(@_Z6middlei\) if %v == 42$' "a breakpoint by the demangled name, with a condition"
keys 'run' Enter
wait_for '^frame 0 middle\(int\), block %entry' "it stops, frame 0 innermost, demangled"
keys 'bt 2' Enter
wait_for "^error: bt takes no arguments \\(got '2'\\)$" "junk after a command is an error"
keys 'quit' Enter
ended "quit leaves" "quit"
# explore and equiv fork the REPL's process: the session, its terminal
# and its line editing are the same after them
sock="ehi-test-$$-4"
start ../explore/Inputs/catch-int.ll
keys 'equi' Tab
wait_for '^\(ehi\) equiv ?$' "equiv completes"
keys '../explore/Inputs/lost-catch.ll --entry f' Enter
wait_for '^A differs here \(observation 3\): \[eh\] search #1 frame 0 @f: handler' "equiv opens A where it differs"
keys 'side ' Tab
wait_for '^a +b *$' "side completes a and b"
keys 'b' Enter
wait_for '^B differs here \(observation 3\): \[eh\] search #1 frame 0 @f: continue' "side b opens B where it differs"
keys 'kill' Enter
wait_for '^program killed' "kill"
keys 'explore --entry f' Enter
wait_for "^\\('replay K' runs outcome K" "explore at the terminal"
keys Up
wait_for '^\(ehi\) explore --entry f$' "arrow up recalls the line after the fork"
keys C-u 'quit' Enter
ended "quit leaves" "quit"
# Ctrl-C ends an exploration (its paths' processes), not the session
sock="ehi-test-$$-5"
start '--max-steps=4000000000 Inputs/spin.ll'
keys 'explore' Enter
sleep 0.5
keys C-c
wait_for 'error: explore: interrupted' "Ctrl-C ends an exploration"
keys 'quit' Enter
ended "quit leaves" "quit"

# issue 20: aggregate literals and MSVC names, typed at a terminal
sock="ehi-test-$$-6"
start Inputs/aggregates.ll
t send-keys -t repl -l 'call sum(%struct.P { i32 1, ptr null }, [2 x i8] c"ab", <2 x i32> <i32 1, i32 2>)'
keys Enter
wait_for '^@sum returned i32 101 \(0x65\)$' "call takes aggregate literals"
t send-keys -t repl -l 'print %"class.std::pair" { [2 x i8] c"hi", double 2.5 }'
keys Enter
wait_for '^%"class.std::pair" \{ c"hi", 2.5 \}$' "print TYPE LITERAL with a quoted type name"
keys 'load Inputs/msvc-names.ll' Enter
wait_for '^loaded .*msvc-names.ll' "load an MSVC module"
t send-keys -t repl -l 'break ns::twice(int, char const *)'
keys Enter
wait_for '^breakpoint 1 at ns::twice\(int, char const \*\) \(@\?twice@ns@@YAHHPEBD@Z\)$' "a breakpoint by an MSVC name with its parameters"
keys 'run' Enter
wait_for '^frame 0 int __cdecl ns::twice\(int, char const \*\), block %entry' "it stops there, the frame named as undname names it"
keys 'quit' Enter
ended "quit leaves" "quit"
