; Inline assembly parses and verifies, but cannot run.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: cannot run @main: inline assembly cannot be executed
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
define i32 @main() {
  %r = call i32 asm "mov $$1, $0", "=r"()
  ret i32 %r
}
