; V-FT-6, V-FT-2: cleanuppad %c unwinds to the caller by its cleanupret, and an
; invoke inside it (with no bundle, so LLVM does not see it as a use of %c)
; unwinds to sibling pad %t.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-FT-6: EH reference, "Funclet transitions": a pad that may be exited by unwinding to the
; caller must not be exited by edges to anywhere else; V-FT-2: the invoke needs its bundle.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @terminate()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: unwind edges out of funclet %c go to different destinations (%t and caller) [V-FT-6]
  %c = cleanuppad within none []
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: invoke in funclet %c has no "funclet" operand bundle [V-FT-2]
  invoke void @g() to label %out unwind label %term
out:
  cleanupret from %c unwind to caller
term:
  %t = cleanuppad within none []
  call void @terminate() [ "funclet"(token %t) ]
  unreachable
}
