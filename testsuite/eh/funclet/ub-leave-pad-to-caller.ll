; EH-F-2: a call without an unwind edge inside a catchpad whose
; catchswitch unwinds to %outer throws: the exception would leave the pad
; to the caller.  Valid IR (the verifier cannot know the call unwinds).
; (Inside a cleanup running for another exception, terminate comes first:
; EH-U-5.)
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: undefined behaviour: an exception unwinds to the caller out of pad %cp, whose unwind destination is %c [EH-F-2]
; CHECK:   in @g, block %h: call void @thrower() [ "funclet"(token %cp) ]
; CHECK:   entered funclet pads: %cs catchswitch > %cp catchpad
; CHECK: status 66
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }
declare void @_CxxThrowException(ptr, ptr)
declare i32 @__CxxFrameHandler3(...)
declare i32 @printf(ptr, ...)
@.s = private constant [9 x i8] c"reached\0A\00"
define void @thrower() {
  %x = alloca i32
  store i32 7, ptr %x
  call void @_CxxThrowException(ptr %x, ptr @_TI1H)
  unreachable
}
define void @nothing() {
  ret void
}
define void @g() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @thrower() to label %ok unwind label %disp
disp:
  %cs = catchswitch within none [label %h] unwind label %outer
h:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @thrower() [ "funclet"(token %cp) ]
  catchret from %cp to label %ok
outer:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
ok:
  ret void
}
define i32 @main() {
  call void @g()
  ret i32 0
}
