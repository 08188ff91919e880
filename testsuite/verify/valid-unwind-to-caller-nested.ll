; Valid: a catchswitch marked "unwind to caller" nested in a cleanuppad whose own
; unwind destination is another pad. The EH reference allows this (there is no
; nounwind catchswitch); only actually unwinding through it is undefined.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @terminate()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %c = cleanuppad within none []
  invoke void @g() [ "funclet"(token %c) ] to label %clret unwind label %ics
ics:
  %sw = catchswitch within %c [label %ic] unwind to caller
ic:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %clret
clret:
  cleanupret from %c unwind label %term
term:
  %t = cleanuppad within none []
  call void @terminate() [ "funclet"(token %t) ]
  unreachable
}
