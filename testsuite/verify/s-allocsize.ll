; V-S-68: allocsize(N[, M]) names integer parameters of the function, two
; different ones (LLVM's parser rejects the same one twice).
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: 'allocsize' element size argument is out of bounds
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: allocsize names parameter 1, which is out of range [V-S-68]
declare ptr @a(i32) allocsize(1)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: allocsize names parameter 0, which is not an integer [V-S-68]
declare ptr @b(ptr) allocsize(0)
declare ptr @ok(i32, i64) allocsize(0, 1)
; CHECK-NOT: error:
