; A symbol with local linkage (private, internal) has default visibility.
; RUN: not %ehi print %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s
; CHECK: local-visibility.ll:7:8: error: symbol with local linkage must have default visibility
@ok = internal global i32 0
@ok2 = hidden global i32 0
define internal protected void @f() {
  ret void
}
