; what seh-fault.ll does natively, without the access: @f returns -1
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

define i32 @f() {
  ret i32 -1
}
