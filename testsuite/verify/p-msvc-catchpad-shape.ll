; V-P-5 (x3): catchpads for __CxxFrameHandler3 with the wrong shape: one
; operand only; a non-constant adjectives word; a slot that is not an alloca.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-5: MSVC C++ catch handlers are described by a HandlerType entry (adjectives,
; type descriptor, frame offset of the catch object), which is what these operands encode.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i32 %adj, ptr %p) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cs:
  %sw = catchswitch within none [label %h1, label %h2, label %h3] unwind to caller
h1:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5]
  %cp1 = catchpad within %sw [ptr null]
  catchret from %cp1 to label %done
h2:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5]
  %cp2 = catchpad within %sw [ptr null, i32 %adj, ptr null]
  catchret from %cp2 to label %done
h3:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchpad for @__CxxFrameHandler3 must have operands [type descriptor or null, i32 adjectives, alloca or null] [V-P-5]
  %cp3 = catchpad within %sw [ptr null, i32 0, ptr %p]
  catchret from %cp3 to label %done
}
