; A personality ehi does not provide is an error naming it, when an exception
; first asks a frame that uses it (X-CALL-3).
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: ehi: error: @middle's personality '@__frob_personality' is not one ehi provides [X-CALL-3]
; CHECK-NEXT: at {{.*}}unknown-personality.ll:{{[0-9]+}}:3 in @thrower
; CHECK: status 68
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
@_ZTIc = external constant ptr
@.cl = private constant [18 x i8] c"cleanup in middle\00"
@.fmt = private constant [40 x i8] c"caught %d with selector %d = typeid %d\0A\00"
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__frob_personality(...)
declare i32 @llvm.eh.typeid.for(ptr)
declare i32 @puts(ptr)
declare i32 @printf(ptr, ...)

define void @thrower() {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 42, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define void @middle() personality ptr @__frob_personality {
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } cleanup
  call i32 @puts(ptr @.cl)
  resume { ptr, i32 } %v
}

define i32 @main() personality ptr @__frob_personality {
  invoke void @middle() to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %v = landingpad { ptr, i32 } catch ptr @_ZTIc catch ptr @_ZTIi
  %exn = extractvalue { ptr, i32 } %v, 0
  %sel = extractvalue { ptr, i32 } %v, 1
  %tid = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %is = icmp eq i32 %sel, %tid
  br i1 %is, label %catch, label %bad
catch:
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  %x = load i32, ptr %p
  call i32 (ptr, ...) @printf(ptr @.fmt, i32 %x, i32 %sel, i32 %tid)
  call void @__cxa_end_catch()
  ret i32 0
bad:
  ret i32 2
}
