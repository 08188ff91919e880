; Phase 1 asks every frame before phase 2 runs any pad; phase 2 enters the
; cleanup on the way, then the handler (SPEC.md section 7, EH-U-7 selectors).
; RUN: %ehi run --trace %s 2>&1 | FileCheck %s
; CHECK: [eh] throw #1 'int' frame 0 @thrower
; CHECK-NEXT: [eh] search #1 frame 0 @thrower: continue (no personality)
; CHECK-NEXT: [eh] search #1 frame 1 @middle: continue (only a cleanup (entered in phase 2))
; CHECK-NEXT: [eh] search #1 frame 2 @main: handler selector 2 (catch int)
; CHECK-NEXT: [eh] unwind #1 frame 0 @thrower
; CHECK-NEXT: [eh] landing #1 frame 0 @middle: cleanup selector 0
; CHECK-NEXT: cleanup in middle
; CHECK-NEXT: [eh] resume #1 frame 0 @middle
; CHECK-NEXT: [eh] unwind #1 frame 0 @middle
; CHECK-NEXT: [eh] landing #1 frame 0 @main: handler selector 2
; CHECK-NEXT: [eh] begin_catch #1 'int' frame 0 @main handlers 1
; CHECK-NEXT: caught 42 with selector 2 = typeid 2
; CHECK-NEXT: [eh] end_catch #1 frame 0 @main handlers 0
; CHECK-NEXT: [eh] destroy #1 'int'
target triple = "x86_64-unknown-linux-gnu"
@_ZTIi = external constant ptr
@_ZTIc = external constant ptr
@.cl = private constant [18 x i8] c"cleanup in middle\00"
@.fmt = private constant [40 x i8] c"caught %d with selector %d = typeid %d\0A\00"
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for(ptr)
declare i32 @puts(ptr)
declare i32 @printf(ptr, ...)

define void @thrower() {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 42, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define void @middle() personality ptr @__gxx_personality_v0 {
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret void
lp:
  %v = landingpad { ptr, i32 } cleanup
  call i32 @puts(ptr @.cl)
  resume { ptr, i32 } %v
}

define i32 @main() personality ptr @__gxx_personality_v0 {
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
