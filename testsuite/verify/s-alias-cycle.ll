; V-S-38: aliases that lead back to themselves (LLVM 14 and 19: "Aliases
; cannot form a cycle", once per alias of the cycle); a chain that ends in
; a definition is fine and runs.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: sed -n '/^; CHAIN-BEGIN/,$p' %s > %t.ll
; RUN: %ehi verify %t.ll
; CHECK: s-alias-cycle.ll:[[@LINE+2]]:1: error: Aliases cannot form a cycle [V-S-38]
; CHECK: s-alias-cycle.ll:[[@LINE+2]]:1: error: Aliases cannot form a cycle [V-S-38]
@a = alias i32, ptr @b
@b = alias i32, ptr getelementptr (i8, ptr @a, i64 0)
; CHAIN-BEGIN
@c = alias i32, ptr @d
@d = alias i32, ptr @g
@g = global i32 7
define i32 @main() {
  %v = load i32, ptr @c
  ret i32 %v
}
