; V-S-12: a struct that contains itself (not through a pointer) has no
; size; the verifier ends the walk at the cycle (it used to recurse until
; the host stack overflowed).  LLVM's assembler says the same.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %ehi run %s 2>&1 | FileCheck %s

; LLVM: error: Cannot allocate unsized type
target triple = "x86_64-unknown-linux-gnu"

%rt = type { i32, { i8, %rt, i8 }, i32 }
%a = type { [2 x %b] }
%b = type { i64, %a }

define i32 @main() {
entry:
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Cannot allocate unsized type [V-S-12]
  %x = alloca %rt
; CHECK: {{.*}}:[[@LINE+1]]:3: error: Cannot allocate unsized type [V-S-12]
  %y = alloca %a
  ret i32 0
}
