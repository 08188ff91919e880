; With typed pointers, an alias's type is its aliasee's element type.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; LLVM: explicit pointee type doesn't match operand's pointee type (i8 vs i16)
@y = global i16 0
; CHECK: {{.*}}:[[@LINE+1]]:12: error: explicit pointee type doesn't match operand's pointee type (i8 vs i16)
@x = alias i8, i16* @y
