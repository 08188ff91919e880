; V-S-41: a jumptable function has (global) unnamed_addr; a call site is
; speculatable only where its callee is.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; CHECK: s-attr-jumptable-speculatable.ll:[[@LINE+5]]:1: error: Attribute 'jumptable' requires 'unnamed_addr' [V-S-41]
; CHECK: s-attr-jumptable-speculatable.ll:[[@LINE+14]]:3: error: speculatable attribute may not apply to call sites [V-S-41]
; CHECK-NOT: error:
; LLVM14: Attribute 'jumptable' requires 'unnamed_addr'
; LLVM14: speculatable attribute may not apply to call sites
define i32 @jt() jumptable {
  ret i32 0
}
define i32 @jt_ok() unnamed_addr jumptable {
  ret i32 0
}
declare i32 @plain()
declare i32 @spec() speculatable
define i32 @calls() {
  %a = call i32 @spec() speculatable
  %b = call i32 @plain() speculatable
  ret i32 %a
}
