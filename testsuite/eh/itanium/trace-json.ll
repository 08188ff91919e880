; --trace=json writes the same events as JSON lines.
; RUN: %ehi run --trace=json:%t.json %s
; RUN: FileCheck %s < %t.json
; CHECK: {"version":1,"seq":1,"event":"throw","exception":1,"header":{{[0-9]+}},"type":"int","object":{{[0-9]+}},"frame":0,"function":"throw_int","loc":"{{.*}}trace-json.ll:{{[0-9]+}}:3"}
; a "continue" answer has no selector: only a handler's and a landing pad's mean one
; CHECK-NEXT: {"version":1,"seq":2,"event":"search",{{.*}}"frame":0,"function":"throw_int","answer":"continue","detail":"no personality"
; CHECK-NEXT: {"version":1,"seq":3,"event":"search",{{.*}}"frame":1,"function":"main","answer":"handler","selector":1,"detail":"catch ..."
; CHECK: {"version":1,"seq":5,"event":"landing",{{.*}}"answer":"handler","selector":1
; CHECK: {"version":1,"seq":6,"event":"begin_catch",{{.*}}"handlers":1
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
define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret i32 1
lp:
  %l = landingpad { ptr, i32 } catch ptr null
  %e = extractvalue { ptr, i32 } %l, 0
  call ptr @__cxa_begin_catch(ptr %e)
  call void @__cxa_end_catch()
  ret i32 0
}
