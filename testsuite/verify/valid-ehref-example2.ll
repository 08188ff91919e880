; Valid: the second example of the EH reference ("Funclet parent tokens"): a
; catchswitch nested in a catchpad, both unwinding to the caller, in
; opaque-pointer syntax with funclet bundles. Block %unreachable belongs to two
; funclets (the body and %1); it holds nothing that depends on the funclet.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @_CxxThrowException(ptr, ptr)

define void @f() #0 personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @_CxxThrowException(ptr null, ptr null) #1
          to label %unreachable unwind label %catch.dispatch

catch.dispatch:                                   ; preds = %entry
  %0 = catchswitch within none [label %catch] unwind to caller

catch:                                            ; preds = %catch.dispatch
  %1 = catchpad within %0 [ptr null, i32 64, ptr null]
  invoke void @_CxxThrowException(ptr null, ptr null) #1 [ "funclet"(token %1) ]
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

attributes #0 = { nounwind }
attributes #1 = { noreturn }
