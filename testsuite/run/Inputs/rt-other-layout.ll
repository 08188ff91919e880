; the program's target, another data layout (run-runtime-errors.ll)
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i32 @rt_next() {
  ret i32 0
}
