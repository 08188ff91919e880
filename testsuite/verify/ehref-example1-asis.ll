; V-FT-2 (x3): the EH reference's first example exactly as printed there (opaque
; pointers aside): its calls and invoke inside funclets carry no "funclet"
; bundle. LLVM's verifier accepts it, but executing them is undefined (LangRef,
; operand bundles, "funclet"; WinEHPrepare deletes such calls as implausible).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-2: calls inside funclet pads need a "funclet" bundle naming the pad
; (LangRef "Funclet Operand Bundles"; EH reference, "Funclet transitions").

target triple = "x86_64-pc-windows-msvc"

%struct.Cleanup = type { i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
$"??_R0H@8" = comdat any
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

declare i32 @__CxxFrameHandler3(...)
declare ptr @"??0Cleanup@@QEAA@XZ"(ptr)
declare void @"??_DCleanup@@QEAA@XZ"(ptr)
declare void @"??1Cleanup@@QEAA@XZ"(ptr)
declare void @"?may_throw@@YAXXZ"()
declare void @"?terminate@@YAXXZ"()

define i32 @f() nounwind personality ptr @__CxxFrameHandler3 {
entry:
  %obj = alloca %struct.Cleanup, align 4
  %e = alloca i32, align 4
  %call = invoke ptr @"??0Cleanup@@QEAA@XZ"(ptr nonnull %obj)
          to label %invoke.cont unwind label %lpad.catch

invoke.cont:                                      ; preds = %entry
  invoke void @"?may_throw@@YAXXZ"()
          to label %invoke.cont.2 unwind label %lpad.cleanup

invoke.cont.2:                                    ; preds = %invoke.cont
  call void @"??_DCleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind
  br label %return

return:                                           ; preds = %invoke.cont.3, %invoke.cont.2
  %retval.0 = phi i32 [ 0, %invoke.cont.2 ], [ %3, %invoke.cont.3 ]
  ret i32 %retval.0

lpad.cleanup:                                     ; preds = %invoke.cont.2
  %0 = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: call in funclet %0 has no "funclet" operand bundle [V-FT-2]
  call void @"??1Cleanup@@QEAA@XZ"(ptr nonnull %obj) nounwind
  cleanupret from %0 unwind label %lpad.catch

lpad.catch:                                       ; preds = %lpad.cleanup, %entry
  %1 = catchswitch within none [label %catch.body] unwind label %lpad.terminate

catch.body:                                       ; preds = %lpad.catch
  %catch = catchpad within %1 [ptr @"??_R0H@8", i32 0, ptr %e]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: invoke in funclet %catch has no "funclet" operand bundle [V-FT-2]
  invoke void @"?may_throw@@YAXXZ"()
          to label %invoke.cont.3 unwind label %lpad.terminate

invoke.cont.3:                                    ; preds = %catch.body
  %3 = load i32, ptr %e, align 4
  catchret from %catch to label %return

lpad.terminate:                                   ; preds = %catch.body, %lpad.catch
  cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: call in funclet %4 has no "funclet" operand bundle [V-FT-2]
  call void @"?terminate@@YAXXZ"()
  unreachable
}
