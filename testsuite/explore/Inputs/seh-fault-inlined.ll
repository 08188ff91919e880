; seh-fault.ll after the inliner: the load is in @f, outside any call, where
; synchronous SEH does not catch its fault
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

declare i32 @__C_specific_handler(...)

define internal i32 @take_all(ptr %ptrs, ptr %frame) {
  ret i32 1
}

define internal i32 @body(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f() personality ptr @__C_specific_handler {
entry:
  %r = load i32, ptr null
  br label %done
done:
  ret i32 %r
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %pad = catchpad within %cs [ptr @take_all]
  catchret from %pad to label %caught
caught:
  ret i32 -1
}
