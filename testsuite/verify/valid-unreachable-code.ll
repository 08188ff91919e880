; Valid: in blocks unreachable from the entry, dominance is vacuous and an
; instruction may even use its own value (LLVM checks self-reference only in
; reachable blocks).
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

define i32 @f() {
entry:
  ret i32 0
dead1:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  br label %dead2
dead2:
  %z = add i32 %y, 1
  br label %dead1
}
