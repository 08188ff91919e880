; V-S-42: the string attributes LLVM reads as a boolean are "true",
; "false" or empty (on functions, parameters and call sites); frame-pointer
; is all, non-leaf or none; patchable-function-entry/-prefix and
; warn-stack-size are unsigned base-ten numbers.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: s-attr-string-values.ll:[[@LINE+8]]:1: error: invalid value for 'no-jump-tables' attribute: yes [V-S-42]
; CHECK: s-attr-string-values.ll:[[@LINE+8]]:1: error: invalid value for 'frame-pointer' attribute: some [V-S-42]
; CHECK: s-attr-string-values.ll:[[@LINE+8]]:1: error: "warn-stack-size" takes an unsigned integer: -1 [V-S-42]
; CHECK: s-attr-string-values.ll:[[@LINE+8]]:1: error: "patchable-function-entry" takes an unsigned integer:  [V-S-42]
; CHECK: s-attr-string-values.ll:[[@LINE+10]]:3: error: invalid value for 'unsafe-fp-math' attribute: 1 [V-S-42]
; CHECK-NOT: error:
; LLVM14: invalid value for 'no-jump-tables' attribute: yes
; LLVM14: invalid value for 'frame-pointer' attribute: some
declare void @a() "no-jump-tables"="yes"
declare void @b() "frame-pointer"="some"
declare void @c() "warn-stack-size"="-1"
declare void @d() "patchable-function-entry"
declare void @ok() "no-jump-tables" "unsafe-fp-math"="false" "frame-pointer"="non-leaf" "warn-stack-size"="4096"
define void @e() {
  call void @ok() "unsafe-fp-math"="1"
  ret void
}
