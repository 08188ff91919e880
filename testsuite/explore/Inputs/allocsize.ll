; an allocation function (allocsize(0)) called for 152 bytes: allocsize.test
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare ptr @make(i64) allocsize(0)

define ptr @f() {
  %p = call ptr @make(i64 152)
  ret ptr %p
}
