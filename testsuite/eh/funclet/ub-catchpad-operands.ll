; EH-F-10: `catchpad within %cs []` under __CxxFrameHandler3.  LLVM's
; verifier does not look at a catchpad's operands (LangRef: they are the
; personality's); MSVC's handler reads [type descriptor, adjectives, catch
; object slot] from them, and upstream's WinEHPrepare turns a catchswitch
; with such a catchpad into unreachable (llvm-project PR #222181, after
; issue #219223).  `ehi verify` rejects it (V-P-5, labelled: LLVM accepts
; this IR); `ehi run` warns and runs, and the exception reaching the
; catchswitch is undefined behaviour.
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: ub-catchpad-operands.ll:{{[0-9]+}}:3: warning: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5] (LLVM accepts this IR)
; CHECK-NOT: reached
; CHECK: ehi: undefined behaviour: the exception reaches catchswitch %cs, whose catchpad %cp ({{.*}}ub-catchpad-operands.ll:{{[0-9]+}}:3) has operands @__CxxFrameHandler3 cannot read (V-P-5..7) [EH-F-10]
; CHECK: status 66
; RUN: sh -c '%ehi verify %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VERIFY
; VERIFY: error: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5] (LLVM accepts this IR)
; VERIFY: 1 error (1 of ehi's rules: LLVM accepts the IR), 0 warnings
; VERIFY: status 3
; RUN: %opt19 -passes=verify -disable-output %s
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
define i32 @main() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @thrower() to label %u unwind label %d
d:
  %cs = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %cs []
  catchret from %cp to label %after
after:
  call i32 (ptr, ...) @printf(ptr @.s)
  ret i32 0
u:
  unreachable
}
