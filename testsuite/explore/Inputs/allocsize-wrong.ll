; allocsize.ll with a promise the allocation does not keep: 200 bytes
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare ptr @make(i64) allocsize(0)

define ptr @f() {
  %p = call dereferenceable_or_null(200) ptr @make(i64 152)
  ret ptr %p
}
