; V-S-43: vscale_range(min[, max]) has 0 < min, and min <= max unless max
; is 0 (unbounded).
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: s-attr-vscale-range.ll:[[@LINE+5]]:1: error: 'vscale_range' minimum must be greater than 0 [V-S-43]
; CHECK: s-attr-vscale-range.ll:[[@LINE+5]]:1: error: 'vscale_range' minimum cannot be greater than maximum [V-S-43]
; CHECK-NOT: error:
; LLVM14: 'vscale_range' minimum must be greater than 0
; LLVM14: 'vscale_range' minimum cannot be greater than maximum
declare void @a() vscale_range(0, 1)
declare void @b() vscale_range(8, 1)
declare void @c() vscale_range(2, 0)
declare void @d() vscale_range(4)
