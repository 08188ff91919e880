; V-S-30: a musttail call not followed by the ret of its value.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: musttail call must precede a ret with an optional bitcast
target triple = "x86_64-pc-windows-msvc"

declare i32 @g(i32)

define i32 @f(i32 %x) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: musttail call must precede a ret with an optional bitcast [V-S-30]
  %r = musttail call i32 @g(i32 %x)
  %y = add i32 %r, 1
  ret i32 %y
}
