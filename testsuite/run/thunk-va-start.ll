; A variadic "thunk" called through its target's (non-variadic) type
; (X-CALL-5) got its arguments as fixed ones: it may forward them with a
; musttail call, but there is no va_list to start -- a clean error (68),
; not a va_list that silently holds nothing.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: llvm.va_start in @thunk, a variadic thunk called through a non-variadic type [X-CALL-5]
; CHECK-NEXT: at {{.*}}thunk-va-start.ll:{{[0-9]+}}:3 in @thunk, block %entry: call void @llvm.va_start(ptr %ap)
; CHECK-NEXT: at {{.*}}thunk-va-start.ll:{{[0-9]+}}:3 in @main
; CHECK: status 68
target triple = "x86_64-pc-windows-msvc"
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define void @thunk(ptr %this, ...) "thunk" {
entry:
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  call void @llvm.va_end(ptr %ap)
  ret void
}
define i32 @main() {
entry:
  %r = call i32 @thunk(ptr null, i32 5)
  ret i32 0
}
