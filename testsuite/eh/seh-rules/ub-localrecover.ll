; EH-SEH-6: llvm.localrecover with a frame address no live frame of the
; function has (here: the frame of another function).
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: undefined behaviour: llvm.localrecover(@main, {{.*}}, 0): {{.*}} [EH-SEH-6]
; CHECK: status 66
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc"

define i32 @peek() {
  %fp = call ptr @llvm.localaddress()
  %p = call ptr @llvm.localrecover(ptr @main, ptr %fp, i32 0)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @main() {
  %x = alloca i32
  call void (...) @llvm.localescape(ptr %x)
  store i32 7, ptr %x
  %v = call i32 @peek()
  ret i32 %v
}

declare ptr @llvm.localaddress()
declare ptr @llvm.localrecover(ptr, ptr, i32)
declare void @llvm.localescape(...)
