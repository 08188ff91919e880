; Runs until interrupted (terminal.test: Ctrl-C returns to the prompt).
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  br label %loop
}
