; EH-SEH-1: an SEH catchpad whose filter is a pointer to data, not a function.
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: undefined behaviour: the filter of an SEH catchpad of @main is not a function [EH-SEH-1]
; CHECK: status 66
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

@data = global i32 0

declare void @RaiseException(i32, i32, i32, ptr)
declare i32 @__C_specific_handler(...)

define i32 @main() personality ptr @__C_specific_handler {
entry:
  invoke void @RaiseException(i32 -536870911, i32 0, i32 0, ptr null)
          to label %ok unwind label %cs
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %p = catchpad within %s [ptr @data]
  catchret from %p to label %ok
ok:
  ret i32 0
}
