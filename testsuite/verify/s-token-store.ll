; V-S-13: a cleanuppad token stored to memory.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: storing unsized types is not allowed
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f(ptr %slot) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %cl
done:
  ret void
cl:
  %p = cleanuppad within none []
; CHECK: {{.*}}:[[@LINE+1]]:3: error: storing unsized types is not allowed [V-S-13]
  store token %p, ptr %slot
  cleanupret from %p unwind to caller
}
