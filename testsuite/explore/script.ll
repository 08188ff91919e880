; The external behaviours of a script in the module's leading comment
; block (SPEC.md section 10): per call, return a value, write through a
; pointer argument, print, throw an int.
; ehi-extern: @may_throw #1: print "first\n"; throw int 7
; ehi-extern: @may_throw: return
; ehi-extern: @get: store i32 41 to arg 0; return 3
; RUN: sh -c '%ehi run --trace %s 2> %t.err; echo "status $?"' > %t.out
; RUN: FileCheck %s < %t.out
; RUN: FileCheck %s --check-prefix=TRACE < %t.err
; CHECK: first
; CHECK-NEXT: caught 7, got 41, r 3
; CHECK-NEXT: ok
; CHECK-NEXT: status 0
; TRACE: [eh] throw #1 'int' frame 0 @main at {{.*}}script.ll:{{[0-9]+}}:3
; TRACE: [eh] begin_catch #1 'int'
; A file given with --extern adds lines to the module's:
; RUN: printf '@may_throw #2: throw int 8\n' > %t.ext
; RUN: %ehi run --extern %t.ext %s | FileCheck %s --check-prefix=TWO
; TWO: caught 7, got 41, r 3
; TWO-NEXT: caught 8, got 41, r 3
; TWO-NEXT: ok
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr
@.fmt = private constant [25 x i8] c"caught %d, got %d, r %d\0A\00"
@.ok = private constant [4 x i8] c"ok\0A\00"

declare void @may_throw()
declare i32 @get(ptr)
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @printf(ptr, ...)

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  %p = alloca i32
  %r = call i32 @get(ptr %p)
  br label %try
try:
  invoke void @may_throw() to label %done unwind label %lpad
done:
  call i32 (ptr, ...) @printf(ptr @.ok)
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } catch ptr @_ZTIi
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i32, ptr %obj
  %g = load i32, ptr %p
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %v, i32 %g, i32 %r)
  call void @__cxa_end_catch()
  br label %try
}
