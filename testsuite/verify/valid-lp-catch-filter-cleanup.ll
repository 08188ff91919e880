; Valid: one landingpad with cleanup, catch, filter and catch-all clauses, the
; selector compared against llvm.eh.typeid.for, and an empty filter written as
; zeroinitializer (the form LLVM accepts, see eh-lpad-filter-undef.ll).
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIc = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_call_unexpected(ptr)
declare i32 @llvm.eh.typeid.for.p0(ptr)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          filter [2 x ptr] [ptr @_ZTId, ptr @_ZTIc]
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %tid = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %is.int = icmp eq i32 %sel, %tid
  br i1 %is.int, label %catch.int, label %not.int
catch.int:
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 1
not.int:
  %is.filter = icmp slt i32 %sel, 0
  br i1 %is.filter, label %unexpected, label %catch.all
unexpected:
  call void @__cxa_call_unexpected(ptr %exn)
  unreachable
catch.all:
  %q = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 2
}

define void @throws_nothing() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } filter [0 x ptr] zeroinitializer
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__cxa_call_unexpected(ptr %exn)
  unreachable
}
