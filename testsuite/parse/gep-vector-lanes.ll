; The vector operands of a getelementptr have one lane count.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: getelementptr vector index has a wrong number of elements
@G = global [4 x i32] zeroinitializer
; CHECK: {{.*}}:[[@LINE+1]]:{{[0-9]+}}: error: getelementptr vector index has a wrong number of elements
@v = global <4 x ptr> getelementptr ([4 x i32], ptr @G, <4 x i32> zeroinitializer, <2 x i32> zeroinitializer)
