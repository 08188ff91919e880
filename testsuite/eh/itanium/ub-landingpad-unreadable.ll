; EH-F-10 under a landingpad personality: a catch clause that is no type
; info (an integer cast to a pointer), which __gxx_personality_v0 would
; read as one (V-P-8; LLVM's verifier accepts the IR).  The run warns and
; goes on; the search asking the personality about the landingpad is
; undefined behaviour (before this rule: a fault reading address 0x1000).
; RUN: sh -c '%ehi run %s 2>&1; echo "status $?"' | FileCheck %s
; CHECK: warning: catch clause operand must be a type-info global or null [V-P-8] (LLVM accepts this IR)
; CHECK: ehi: undefined behaviour: the exception reaches landingpad %lp ({{.*}}ub-landingpad-unreadable.ll:{{[0-9]+}}:3), which @__gxx_personality_v0 cannot read: a clause is no type info or the result is not { ptr, i32 } (V-P-8..10) [EH-F-10]
; CHECK: status 66
; RUN: %opt19 -passes=verify -disable-output %s
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare i32 @__gxx_personality_v0(...)

define void @thrower() {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 7, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr null)
  unreachable
}

define i32 @main() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @thrower() to label %done unwind label %lpad
lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr inttoptr (i64 4096 to ptr)
  ret i32 1
done:
  ret i32 0
}
