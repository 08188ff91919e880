; V-EH-36: two unreachable cleanuppads nested within each other (no unwind edge
; reaches them, so only the nesting itself is at fault).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: FuncletPadInst must not be nested within itself
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  ret void
a:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: FuncletPadInst must not be nested within itself [V-EH-36]
  %ca = cleanuppad within %cb []
  unreachable
b:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: FuncletPadInst must not be nested within itself [V-EH-36]
  %cb = cleanuppad within %ca []
  unreachable
}
