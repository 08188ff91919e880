; A cmpxchg's failure ordering is neither unordered nor a release.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: cmpxchg-failure-release.ll:7:46: error: invalid cmpxchg failure ordering
; LLVM14: error: invalid cmpxchg failure ordering
define void @f(i32* %a) {
  %x = cmpxchg i32* %a, i32 0, i32 1 acq_rel release
  ret void
}
