; Several ehi-only violations LLVM accepts, in three functions: a call with no
; bundle and a ret inside a catch funclet (V-FT-2, V-FT-4), a malformed MSVC
; catchpad (V-P-5), a landingpad clause that is no type info (V-P-8).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-2, V-FT-4 (EH reference, "Funclet transitions"; LangRef "Funclet Operand Bundles"),
; V-P-5 (MSVC C++ HandlerType), V-P-8 (EH reference, "Try/Catch": catch clauses name type infos).

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare i32 @__gxx_personality_seh0(...)
declare void @g()

define i32 @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret i32 0
cs:
  %sw = catchswitch within none [label %catch, label %other] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: call in funclet %cp has no "funclet" operand bundle [V-FT-2]
  call void @g()
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: ret inside funclet %cp (the pad must be exited before returning) [V-FT-4]
  ret i32 1
other:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5]
  %cp2 = catchpad within %sw [ptr null, i32 64]
  catchret from %cp2 to label %done
}

define void @mingw() personality ptr @__gxx_personality_seh0 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catch clause operand must be a type-info global or null [V-P-8]
  %lp = landingpad { ptr, i32 } catch ptr @g
  resume { ptr, i32 } %lp
}
