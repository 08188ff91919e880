; V-S-35: an immarg parameter takes an integer or FP constant: declared
; immarg, immarg at the call, or immarg in LLVM's own table of the
; intrinsic (ctlz's second parameter, memcpy's isvolatile) whatever the
; declaration says.  A constant expression of numbers folds to one.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: immarg operand has non-immediate parameter
target triple = "x86_64-unknown-linux-gnu"

declare i32 @llvm.ctlz.i32(i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.test.immarg.i32(i32 immarg)

define void @f(i32 %x, i1 %b, ptr %p) {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: immarg operand has non-immediate parameter [V-S-35]
  %a = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  %ok = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: immarg operand has non-immediate parameter [V-S-35]
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 %b)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: immarg operand has non-immediate parameter [V-S-35]
  call void @llvm.test.immarg.i32(i32 undef)
  call void @llvm.test.immarg.i32(i32 add (i32 2, i32 3))
  call void @llvm.test.immarg.i32(i32 7)
; CHECK: {{.*}}:[[@LINE+1]]:3: error: immarg operand has non-immediate parameter [V-S-35]
  call void @llvm.test.immarg.i32(i32 %x)
  ret void
}
; CHECK: 4 errors
