; The SJLJ (__gxx_personality_sj0) and MinGW SEH (__gxx_personality_seh0)
; personalities behave as __gxx_personality_v0 at the level of the IR
; (SPEC.md EH-U-9): the same clauses catch, with the same selectors, in
; any mix of frames.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s
; CHECK: v0 caught 1 sel 1
; CHECK-NEXT: sj0 caught 2 sel 1
; CHECK-NEXT: seh0 caught 3 sel 1
; CHECK-NEXT: status 0
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
@fmt = private constant [21 x i8] c"%s caught %d sel %d\0A\00"
@v0 = private constant [3 x i8] c"v0\00"
@sj0 = private constant [4 x i8] c"sj0\00"
@seh0 = private constant [5 x i8] c"seh0\00"
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @__gxx_personality_sj0(...)
declare i32 @__gxx_personality_seh0(...)
declare i32 @printf(ptr, ...)

define void @throw_int(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}
define void @try_v0(i32 %v) personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTIi
  %p = extractvalue { ptr, i32 } %x, 0
  %s = extractvalue { ptr, i32 } %x, 1
  %o = call ptr @__cxa_begin_catch(ptr %p)
  %n = load i32, ptr %o
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @v0, i32 %n, i32 %s)
  call void @__cxa_end_catch()
  ret void
}
define void @try_sj0(i32 %v) personality ptr @__gxx_personality_sj0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTIi
  %p = extractvalue { ptr, i32 } %x, 0
  %s = extractvalue { ptr, i32 } %x, 1
  %o = call ptr @__cxa_begin_catch(ptr %p)
  %n = load i32, ptr %o
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @sj0, i32 %n, i32 %s)
  call void @__cxa_end_catch()
  ret void
}
define void @try_seh0(i32 %v) personality ptr @__gxx_personality_seh0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTIi
  %p = extractvalue { ptr, i32 } %x, 0
  %s = extractvalue { ptr, i32 } %x, 1
  %o = call ptr @__cxa_begin_catch(ptr %p)
  %n = load i32, ptr %o
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @seh0, i32 %n, i32 %s)
  call void @__cxa_end_catch()
  ret void
}
define i32 @main() {
  call void @try_v0(i32 1)
  call void @try_sj0(i32 2)
  call void @try_seh0(i32 3)
  ret i32 0
}
