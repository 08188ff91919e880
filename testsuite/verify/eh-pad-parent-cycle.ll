; V-EH-34: two cleanuppads, each nested within the other; an unwind edge out of
; one of them walks the parent chain around the cycle (V-EH-34), and each pad is
; nested within itself (V-EH-36).
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: EH pad jumps through a cycle of pads
; LLVM-DAG: FuncletPadInst must not be nested within itself
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  ret void
a:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: FuncletPadInst must not be nested within itself [V-EH-36]
  %ca = cleanuppad within %cb []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: EH pad jumps through a cycle of pads [V-EH-34]
  cleanupret from %ca unwind label %top
b:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: FuncletPadInst must not be nested within itself [V-EH-36]
  %cb = cleanuppad within %ca []
  unreachable
top:
  %t = cleanuppad within none []
  cleanupret from %t unwind to caller
}
