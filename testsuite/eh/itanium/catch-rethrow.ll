; A handler rethrows: the exception stays alive (negated handler count),
; the outer handler catches the same object, which is destroyed once,
; after the last end_catch (SPEC.md section 7, the C++ runtime).
; RUN: %ehi run --trace %s 2>&1 | FileCheck %s
; CHECK: [eh] begin_catch #1 'int' frame 0 @inner handlers 1
; CHECK: [eh] rethrow #1 'int'
; CHECK: [eh] end_catch #1 frame 0 @inner handlers 0 (rethrown)
; CHECK-NOT: destroy
; CHECK: [eh] begin_catch #1 'int' frame 0 @main handlers 1
; CHECK-NEXT: outer got 5
; CHECK-NEXT: [eh] end_catch #1 frame 0 @main handlers 0
; CHECK-NEXT: [eh] destroy #1 'int'
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
@.f = private constant [14 x i8] c"outer got %d\0A\00"
declare i32 @printf(ptr, ...)
define void @inner() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 5) to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } catch ptr null
  %e = extractvalue { ptr, i32 } %v, 0
  call ptr @__cxa_begin_catch(ptr %e)
  invoke void @__cxa_rethrow() to label %unr unwind label %lp2
unr:
  unreachable
lp2:
  %v2 = landingpad { ptr, i32 } cleanup
  call void @__cxa_end_catch()
  resume { ptr, i32 } %v2
}
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @inner() to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %v = landingpad { ptr, i32 } catch ptr @_ZTIi
  %e = extractvalue { ptr, i32 } %v, 0
  %p = call ptr @__cxa_begin_catch(ptr %e)
  %x = load i32, ptr %p
  call i32 (ptr, ...) @printf(ptr @.f, i32 %x)
  call void @__cxa_end_catch()
  ret i32 0
}
