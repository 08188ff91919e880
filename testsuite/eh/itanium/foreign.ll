; A foreign exception (_Unwind_RaiseException with a class that is not
; C++'s) is caught by catch (...) only; __cxa_end_catch deletes it through
; its cleanup function; raised with no handler, the call returns
; _URC_END_OF_STACK (5).  SPEC.md section 7, the C++ runtime.
; RUN: %ehi run --trace %s 2>&1 | FileCheck %s
; CHECK: returned 5
; CHECK: [eh] throw #2 foreign
; CHECK: [eh] search #2 frame 0 @main: handler selector 2 (catch ...)
; CHECK: [eh] begin_catch #2 foreign
; CHECK-NEXT: caught foreign, selector matches catch-all: 1
; CHECK-NEXT: [eh] end_catch #2
; CHECK-NEXT: cleanup called with reason 1
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_rethrow()
declare i32 @__gxx_personality_v0(...)
declare i32 @puts(ptr)

define void @throw_int(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
%ue = type { i64, ptr, i64, i64 }
@exc = global %ue { i64 4702111234474983745, ptr @cleanup, i64 0, i64 0 }
@exc2 = global %ue { i64 4702111234474983745, ptr null, i64 0, i64 0 }
@.r = private constant [13 x i8] c"returned %d\0A\00"
@.c = private constant [31 x i8] c"cleanup called with reason %d\0A\00"
@.m = private constant [48 x i8] c"caught foreign, selector matches catch-all: %d\0A\00"
declare i32 @printf(ptr, ...)
declare i32 @_Unwind_RaiseException(ptr)
declare i32 @llvm.eh.typeid.for(ptr)
define void @cleanup(i32 %reason, ptr %e) {
  call i32 (ptr, ...) @printf(ptr @.c, i32 %reason)
  ret void
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  %r = call i32 @_Unwind_RaiseException(ptr @exc2)
  call i32 (ptr, ...) @printf(ptr @.r, i32 %r)
  %r2 = invoke i32 @_Unwind_RaiseException(ptr @exc) to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %l = landingpad { ptr, i32 } catch ptr @_ZTIi catch ptr null
  %e = extractvalue { ptr, i32 } %l, 0
  %s = extractvalue { ptr, i32 } %l, 1
  %t = call i32 @llvm.eh.typeid.for(ptr null)
  %m = icmp eq i32 %s, %t
  %mz = zext i1 %m to i32
  call ptr @__cxa_begin_catch(ptr %e)
  call i32 (ptr, ...) @printf(ptr @.m, i32 %mz)
  call void @__cxa_end_catch()
  ret i32 0
}
