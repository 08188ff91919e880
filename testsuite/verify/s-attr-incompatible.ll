; V-S-40: readnone, readonly and writeonly exclude one another, on a
; function and on a parameter (LLVM 14; LLVM 19 spells them memory(...)).
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: s-attr-incompatible.ll:[[@LINE+4]]:1: error: Attributes 'readnone and writeonly' are incompatible! [V-S-40]
; CHECK: s-attr-incompatible.ll:[[@LINE+4]]:1: error: Attributes 'readonly and writeonly' are incompatible! [V-S-40]
; CHECK-NOT: error:
; LLVM14: Attributes 'readnone and writeonly' are incompatible!
declare void @a() readnone writeonly
declare void @b(i32* readonly writeonly %p)
declare void @c(i32* readonly %p, i32* writeonly %q) readonly
