; An empty asm runs as a no-op, its outputs the inputs tied to them
; (X-ASM-1); an output no input is tied to would be whatever the register
; held: ehi cannot give that value (68), as for a non-empty asm.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: tied 7
; CHECK-NEXT: ehi: error: inline assembly "" (empty) has output 0, which no input of its type is tied to: its value would be whatever the register held [X-ASM-1]
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
@fmt = private constant [9 x i8] c"tied %d\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %t = call i32 asm sideeffect "  # only a comment", "=r,0,~{memory}"(i32 7)
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  %r = call i32 asm sideeffect "", "=r,r"(i32 7)
  ret i32 %r
}
