; V-S-6, V-EH-37: a token value is merged by a PHI (two cleanuppads joining);
; the PHI is also a use of a funclet pad that LLVM does not allow.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM-DAG: PHI nodes cannot have token type!
; LLVM-DAG: Bogus funclet pad use
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(i1 %c) personality ptr @__CxxFrameHandler3 {
entry:
  br i1 %c, label %x, label %y
x:
  invoke void @g() to label %done unwind label %cl1
y:
  invoke void @g() to label %done unwind label %cl2
done:
  ret void
cl1:
  %p1 = cleanuppad within none []
  br label %join
cl2:
  %p2 = cleanuppad within none []
  br label %join
join:
; CHECK-DAG: {{.*}}:[[@LINE+2]]:3: error: PHI nodes cannot have token type! [V-S-6]
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: Bogus funclet pad use [V-EH-37]
  %t = phi token [ %p1, %cl1 ], [ %p2, %cl2 ]
  unreachable
}
