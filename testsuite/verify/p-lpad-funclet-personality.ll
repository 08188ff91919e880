; V-P-3: a landingpad in a function whose personality is MSVC's C++ one, which
; needs funclet pads.
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-3: EH reference, "Background on Windows exceptions": LLVM cannot provide a
; landingpad-based personality for MSVC C++; its tables describe funclets.

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %lpad
done:
  ret void
lpad:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: landingpad in a function whose personality @__CxxFrameHandler3 uses funclet pads [V-P-3]
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
