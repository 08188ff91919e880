; A filter handles what its specification does not allow; the landing pad
; calls __cxa_call_unexpected, whose default handler terminates (EH-U-6).
; An allowed exception passes the filter.
; RUN: sh -c '%ehi run --trace %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: [eh] search #1 frame 1 @allows_int: continue (no clause matches)
; CHECK: caught allowed 1
; CHECK: [eh] search #2 frame 1 @allows_char: handler selector -1 (filter: the exception specification does not allow it)
; CHECK: [eh] landing #2 frame 0 @allows_char: handler selector -1
; CHECK: [eh] unexpected #2
; CHECK: [eh] terminate #2 'int' {{.*}}[EH-U-6]
; CHECK: terminate called after throwing an instance of 'int'
; CHECK: status 134
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
@_ZTIc = external constant ptr
@.f = private constant [19 x i8] c"caught allowed %d\0A\00"
declare i32 @printf(ptr, ...)
declare void @__cxa_call_unexpected(ptr)
define void @allows_int(i32 %v) personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } filter [1 x ptr] [ptr @_ZTIi]
  %e = extractvalue { ptr, i32 } %l, 0
  call void @__cxa_call_unexpected(ptr %e)
  unreachable
}
define void @allows_char(i32 %v) personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } filter [1 x ptr] [ptr @_ZTIc]
  %e = extractvalue { ptr, i32 } %l, 0
  call void @__cxa_call_unexpected(ptr %e)
  unreachable
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @allows_int(i32 1) to label %next unwind label %lp
lp:
  %l = landingpad { ptr, i32 } catch ptr @_ZTIi
  %e = extractvalue { ptr, i32 } %l, 0
  %p = call ptr @__cxa_begin_catch(ptr %e)
  %x = load i32, ptr %p
  call i32 (ptr, ...) @printf(ptr @.f, i32 %x)
  call void @__cxa_end_catch()
  br label %next
next:
  call void @allows_char(i32 2)
  ret i32 0
}
