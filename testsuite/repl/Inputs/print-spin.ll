; Writes a line, then runs until interrupted (terminal.test: the line
; reaches the terminal while the program still runs, before any stop).
@.msg = private constant [8 x i8] c"started\00"
declare i32 @puts(ptr)
define i32 @main() {
entry:
  %r = call i32 @puts(ptr @.msg)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  br label %loop
}
