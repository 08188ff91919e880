; uselistorder / uselistorder_bb directives (global and function-local).
; ehi drops them; llvm-dis does not print use-list orders unless asked, so
; the round trip must still agree (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "uselistorder-14.c"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0
@a = global i32* @g
@b = global i32* @g
@c = global [2 x i32*] [i32* @g, i32* @g]

define i32 @f(i32 %x, i8* %addr) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %x, 2
  %c = add i32 %x, 3
  %l = load i32, i32* @g
  %m = load i32, i32* @g
  indirectbr i8* %addr, [label %bb, label %bb2]
bb:
  br label %bb2
bb2:
  ret i32 %a
  uselistorder i32 %x, { 2, 0, 1 }
}

define i8* @addrs() {
  ret i8* blockaddress(@f, %bb2)
}

define i8* @addrs2() {
  ret i8* blockaddress(@f, %bb)
}

uselistorder i32* @g, { 1, 0, 2, 3, 4, 5 }
uselistorder i32 (i32, i8*)* @f, { 1, 0 }
uselistorder_bb @f, %bb2, { 2, 0, 1 }
