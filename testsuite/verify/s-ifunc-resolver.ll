; V-S-72: an ifunc's resolver is a function returning a pointer.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: IFunc resolver must return a pointer
%T = type { i8 }
; CHECK: {{.*}}:[[@LINE+1]]:1: error: the resolver of an ifunc is a function returning a pointer [V-S-72]
@bad = ifunc %T (), ptr @r1
@ok = ifunc void (), ptr @r2
define %T @r1() {
  ret %T zeroinitializer
}
define ptr @r2() {
  ret ptr null
}
; CHECK-NOT: error:
