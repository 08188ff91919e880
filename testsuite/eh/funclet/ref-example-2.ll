; The EH reference's second funclet example (parent tokens): f() {
; try { throw; } catch (...) { try { throw; } catch (...) {} } }.  The
; inner catchswitch is within the outer catchpad: the rethrow inside it
; enters %2 without exiting %1, so the same exception is handled twice
; at once; it is destroyed when the last catch ends.  main calls f inside
; a catch of int 7.
; RUN: %ehi run --trace %s 2>&1 | FileCheck %s
; CHECK: [eh] begin_catch #1 'int' frame 0 @main handlers 1
; CHECK: [eh] rethrow #1 'int'
; CHECK: [eh] funclet_enter #1 frame 0 @f (catchpad %1; pads: %0 catchswitch > %1 catchpad)
; CHECK: [eh] rethrow #1 'int'
; CHECK: [eh] funclet_enter #1 frame 0 @f (catchswitch %2; pads: %0 catchswitch > %1 catchpad > %2 catchswitch)
; CHECK: [eh] funclet_enter #1 frame 0 @f (catchpad %3; pads: %0 catchswitch > %1 catchpad > %2 catchswitch > %3 catchpad)
; CHECK: [eh] begin_catch #1 'int' frame 0 @f handlers 3
; CHECK: [eh] funclet_exit #1 frame 0 @f (catchswitch %2, catchret; pads: %0 catchswitch > %1 catchpad)
; CHECK: [eh] end_catch #1 frame 0 @f handlers 1
; CHECK-NOT: destroy
; CHECK: f returned
; CHECK: [eh] end_catch #1 frame 0 @main handlers 0
; CHECK-NEXT: [eh] destroy #1 'int'
; CHECK: main done
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
@.ret = private constant [12 x i8] c"f returned\0A\00"
@.done = private constant [11 x i8] c"main done\0A\00"

declare void @_CxxThrowException(ptr, ptr)
declare i32 @__CxxFrameHandler3(...)
declare i32 @printf(ptr, ...)

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @_CxxThrowException(ptr null, ptr null)
          to label %unreachable unwind label %catch.dispatch

catch.dispatch:                                   ; preds = %entry
  %0 = catchswitch within none [label %catch] unwind to caller

catch:                                            ; preds = %catch.dispatch
  %1 = catchpad within %0 [ptr null, i32 64, ptr null]
  invoke void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %1) ]
          to label %unreachable unwind label %catch.dispatch2

catch.dispatch2:                                  ; preds = %catch
  %2 = catchswitch within %1 [label %catch3] unwind to caller

catch3:                                           ; preds = %catch.dispatch2
  %3 = catchpad within %2 [ptr null, i32 64, ptr null]
  catchret from %3 to label %try.cont

try.cont:                                         ; preds = %catch3
  catchret from %1 to label %try.cont6

try.cont6:                                        ; preds = %try.cont
  ret void

unreachable:                                      ; preds = %catch, %entry
  unreachable
}

define i32 @main() personality ptr @__CxxFrameHandler3 {
entry:
  %x = alloca i32
  store i32 7, ptr %x
  invoke void @_CxxThrowException(ptr %x, ptr @_TI1H)
          to label %unreachable unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @f() [ "funclet"(token %cp) ]
  call i32 (ptr, ...) @printf(ptr @.ret) [ "funclet"(token %cp) ]
  catchret from %cp to label %done

done:
  call i32 (ptr, ...) @printf(ptr @.done)
  ret i32 0

unreachable:
  unreachable
}
