; An allocation past the simulated stack's 256 MiB stops the run with a
; limit report (SPEC.md X-LIM-2): a dynamic alloca, and deep recursion
; with large frames.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; RUN: sh -c '%ehi run --entry deep %s; echo "status $?"' 2>&1 | FileCheck --check-prefix=DEEP %s
; CHECK: ehi: limit: stack overflow: the simulated stack is full [X-LIM-2]
; CHECK: status 67
; DEEP: ehi: limit: stack overflow: the simulated stack is full [X-LIM-2]
; DEEP: status 67
target triple = "x86_64-unknown-linux-gnu"
define i32 @main(i32 %argc, ptr %argv) {
  %n = mul i32 %argc, 400000000
  %p = alloca i8, i32 %n
  store i8 1, ptr %p
  ret i32 0
}
define i32 @deep() {
  %big = alloca [1048576 x i8]
  store i8 1, ptr %big
  %r = call i32 @deep()
  ret i32 %r
}
