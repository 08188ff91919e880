; Inline assembly parses and verifies, but an instruction cannot run
; (X-ASM-1): the report names the asm text.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: inline assembly "mov $$1, $0" cannot be executed (ehi runs no machine code) [X-ASM-1]
; CHECK-NEXT: at {{.*}}inline-asm.ll:9:3 in @main
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  %r = call i32 asm "mov $$1, $0", "=r"()
  ret i32 %r
}
