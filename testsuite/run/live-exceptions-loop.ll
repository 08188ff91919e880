; (In run/, not eh/itanium/: repl/same-as-run.test traces every eh/itanium
; program twice, and this one throws 100000 times.)
; A loop whose landing pad begins a catch and never ends it keeps every
; exception alive (libstdc++ keeps them on its caught stack): 100000 of
; them.  No unwind step may cost host time that grows with how many are
; alive (it walked them all per frame popped: minutes for this loop); the
; --timeout is far above what the run takes (a tenth of a second), far
; below what a walk of every live record per step took.  The expected
; line is the native run's (clang++ 19 on this file).
; RUN: %ehi run --timeout=60 %s | FileCheck %s
; CHECK: 704982704
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
@fmt = private constant [4 x i8] c"%d\0A\00"
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare i32 @__gxx_personality_v0(...)
declare i32 @printf(ptr, ...)
define void @thrower(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
define i32 @main(i32 %argc, ptr %argv) personality ptr @__gxx_personality_v0 {
entry:
  %nstr = getelementptr ptr, ptr %argv, i64 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %pad ]
  %sum = phi i32 [ 0, %entry ], [ %sum2, %pad ]
  %done = icmp eq i32 %i, 100000
  br i1 %done, label %out, label %body
body:
  invoke void @thrower(i32 %i) to label %out unwind label %lp
lp:
  %lpv = landingpad { ptr, i32 } catch ptr null
  br label %pad
pad:
  %x = extractvalue { ptr, i32 } %lpv, 0
  %o = call ptr @__cxa_begin_catch(ptr %x)
  %val = load i32, ptr %o
  %sum2 = add i32 %sum, %val
  %next = add i32 %i, 1
  br label %loop
out:
  %s = phi i32 [ %sum, %loop ], [ 0, %body ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %s)
  ret i32 0
}
