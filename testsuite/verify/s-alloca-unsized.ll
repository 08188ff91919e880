; V-S-12: an alloca of an opaque (unsized) struct.
; RUN: not %opt19 -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: error: Cannot allocate unsized type
target triple = "x86_64-unknown-linux-gnu"

%Opaque = type opaque

define void @f() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Cannot allocate unsized type [V-S-12]
  %x = alloca %Opaque
  ret void
}
