; V-P-4: a cleanuppad and a catchswitch in a function whose personality is the
; Itanium C++ one (LLVM accepts funclet pads under any personality).
; RUN: %opt19 -passes=verify -disable-output %s
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; EHI-ONLY: V-P-4: __gxx_personality_v0 reads the LSDA call-site table that landingpads
; produce (Itanium C++ ABI, exception handling, level II); no LLVM target lowers funclet pads for it.

target triple = "x86_64-unknown-linux-gnu"

declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %next unwind label %cl
next:
  invoke void @g() to label %done unwind label %cs
done:
  ret void
cl:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: cleanuppad in a function whose personality @__gxx_personality_v0 uses landingpads [V-P-4]
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
cs:
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: catchswitch in a function whose personality @__gxx_personality_v0 uses landingpads [V-P-4]
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null]
  catchret from %cp to label %done
}
