; V-EH-33, V-FT-2: the EH reference's second example as printed there (opaque
; pointers aside) is rejected by LLVM 19: the invoke inside catchpad %1 has no
; "funclet" bundle, so LLVM takes it for an edge from the function body, which
; cannot enter %2 (a pad nested in %1) without entering %1 too. ehi reports the
; same (V-EH-33 follows the bundle, as LLVM does) and the missing bundle.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: A single unwind edge may only enter one EH pad
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
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: A single unwind edge may only enter one EH pad [V-EH-33]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: invoke in funclet %1 has no "funclet" operand bundle [V-FT-2]
  invoke void @_CxxThrowException(ptr null, ptr null) #1
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
