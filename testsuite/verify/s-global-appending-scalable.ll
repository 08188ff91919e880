; V-S-44: appending linkage is for global arrays only; V-S-45: no global
; holds a scalable vector, alone or in a struct (LLVM 14 words it "scalable
; vectors", LLVM 19 "scalable types").
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM19
; CHECK: s-global-appending-scalable.ll:[[@LINE+5]]:1: error: Only global arrays can have appending linkage! [V-S-44]
; CHECK: s-global-appending-scalable.ll:[[@LINE+5]]:1: error: Globals cannot contain scalable types [V-S-45]
; CHECK: s-global-appending-scalable.ll:[[@LINE+5]]:1: error: Globals cannot contain scalable types [V-S-45]
; CHECK-NOT: error:
; LLVM19: Only global arrays can have appending linkage!
@list = appending global i32 0
@v = global <vscale x 4 x i32> zeroinitializer
@s = global { i32, <vscale x 2 x i64> } zeroinitializer
@ok = appending global [1 x i32] [i32 1]
@p = global ptr null
