; The label: an error of ehi's own rules (here V-FT-4, ret inside a catch
; funclet) says "(LLVM accepts this IR)"; one LLVM makes too (V-EH-18, an
; invoke unwinding to a block that is no pad) does not; the count says how
; many of the errors LLVM accepts.  `ehi run` refuses the module for the
; V-EH error and shows the V-FT one as a warning (SPEC.md section 5, "What
; a run refuses"); the same module without the V-EH error runs.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: The unwind destination does not have an exception handling instruction!
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry f %s 2>&1; echo "status $?"' | FileCheck %s --check-prefix=REFUSE
; RUN: sed -e 's/^  invoke void @h() to label %done unwind label %notpad$/  call void @h()\n  br label %done/' %s > %t.ll
; RUN: %opt19 -passes=verify -disable-output %t.ll
; RUN: sh -c '%ehi run --entry g %t.ll 2>&1; echo "status $?"' | FileCheck %s --check-prefix=RUNS

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
define void @h() {
  ret void
}

define i32 @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @h() to label %done unwind label %cs
done:
  ret i32 0
cs:
  %sw = catchswitch within none [label %catch] unwind to caller
catch:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
; CHECK: {{.*}}:[[@LINE+3]]:3: error: ret inside funclet %cp (the pad must be exited before returning) [V-FT-4] (LLVM accepts this IR)
; REFUSE-NOT: error: ret inside
; REFUSE: {{.*}}:[[@LINE+1]]:3: warning: ret inside funclet %cp (the pad must be exited before returning) [V-FT-4] (LLVM accepts this IR)
  ret i32 1
}

define i32 @g() personality ptr @__CxxFrameHandler3 {
entry:
; CHECK: {{.*}}:[[@LINE+2]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]{{$}}
; REFUSE: {{.*}}:[[@LINE+1]]:3: error: The unwind destination does not have an exception handling instruction! [V-EH-18]{{$}}
  invoke void @h() to label %done unwind label %notpad
done:
  ret i32 0
notpad:
  ret i32 2
}
; CHECK: 2 errors (1 of ehi's rules: LLVM accepts the IR), 0 warnings
; REFUSE: 1 error: not running an invalid module (--no-verify runs it anyway)
; REFUSE-NEXT: status 3
; RUNS: warning: ret inside funclet %cp {{.*}}[V-FT-4] (LLVM accepts this IR)
; RUNS-NOT: error
; RUNS: status 0
