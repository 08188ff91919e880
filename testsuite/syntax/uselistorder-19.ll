; uselistorder / uselistorder_bb directives (global and function-local).
; ehi drops them; llvm-dis does not print use-list orders unless asked, so
; the round trip must still agree (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "uselistorder-19.c"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
@a = global ptr @g
@b = global ptr @g
@c = global [2 x ptr] [ptr @g, ptr @g]

define i32 @f(i32 %x, ptr %addr) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %x, 2
  %c = add i32 %x, 3
  %l = load i32, ptr @g
  %m = load i32, ptr @g
  indirectbr ptr %addr, [label %bb, label %bb2]
bb:
  br label %bb2
bb2:
  ret i32 %a
  uselistorder i32 %x, { 2, 0, 1 }
}

define ptr @addrs() {
  ret ptr blockaddress(@f, %bb2)
}

define ptr @addrs2() {
  ret ptr blockaddress(@f, %bb)
}

uselistorder ptr @g, { 1, 0, 2, 3, 4, 5 }
uselistorder ptr @f, { 1, 0 }
uselistorder_bb @f, %bb2, { 2, 0, 1 }
