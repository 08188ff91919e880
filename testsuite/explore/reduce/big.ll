; The input of README's llvm-reduce example: @f (catch-int.ll's, with more
; code around it) loses its catch clause under the transformation of
; interesting.sh.
; RUN: env EHI=%ehi sh %S/interesting.sh %s
; (an identity transformation: not interesting)
; RUN: env EHI=%ehi "TRANSFORM=%opt19 -S" not sh %S/interesting.sh %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@_ZTIi = external constant ptr
@_ZTIl = external constant ptr
@.cl = private constant [9 x i8] c"cleanup\0A\00"
@.n = private constant [4 x i8] c"%d\0A\00"
@counter = global i32 0

declare void @may_throw()
declare i32 @get()
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @printf(ptr, ...)
declare i32 @llvm.eh.typeid.for(ptr)

define internal void @bump(i32 %k) {
  %c = load i32, ptr @counter
  %d = add i32 %c, %k
  store i32 %d, ptr @counter
  ret void
}

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %n = call i32 @get()
  call void @bump(i32 %n)
  %big = icmp sgt i32 %n, 0
  br i1 %big, label %loop, label %try
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @bump(i32 1)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 3
  br i1 %more, label %loop, label %try
try:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  %c = load i32, ptr @counter
  call i32 (ptr, ...) @printf(ptr @.n, i32 %c)
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr @_ZTIl catch ptr @_ZTIi
  call i32 (ptr, ...) @printf(ptr @.cl)
  %sel = extractvalue { ptr, i32 } %lp, 1
  %ti = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %is = icmp eq i32 %sel, %ti
  br i1 %is, label %catch, label %other
other:
  %tl = call i32 @llvm.eh.typeid.for(ptr @_ZTIl)
  %isl = icmp eq i32 %sel, %tl
  br i1 %isl, label %catch, label %resume
catch:
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  %v = load i32, ptr %obj
  call void @__cxa_end_catch()
  %r = add i32 %v, 100
  ret i32 %r
resume:
  resume { ptr, i32 } %lp
}

define i32 @main() {
  %r = call i32 @f()
  ret i32 %r
}
