; Valid: a catchswitch nested in a cleanuppad; its catchret returns into the
; cleanup funclet (the catchswitch's parent), which goes on calling with its own
; bundle and leaves by cleanupret.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
  invoke void @g() [ "funclet"(token %c) ] to label %clret unwind label %ics
clret:
  cleanupret from %c unwind to caller
ics:
  %sw = catchswitch within %c [label %ic] unwind to caller
ic:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %back
back:
  call void @g() [ "funclet"(token %c) ]
  br label %clret
}
