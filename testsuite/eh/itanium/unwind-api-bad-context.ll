; _Unwind_GetIP of an address that is no context the unwinder handed to
; a callback still running: undefined behaviour [EH-U-20].
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: undefined behaviour: _Unwind_GetIP of 0x{{[0-9a-f]+}}, which is no _Unwind_Context the unwinder handed out (or its callback has returned) [EH-U-20]
; CHECK: status 66
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ctx = global [16 x i8] zeroinitializer

declare i64 @_Unwind_GetIP(ptr)

define i32 @main() {
  %ip = call i64 @_Unwind_GetIP(ptr @ctx)
  %r = trunc i64 %ip to i32
  ret i32 %r
}
