; `no_cfi @f` and `dso_local_equivalent @f` used directly as the callee of a
; call or invoke, also with an explicit function type (LLVM 19 syntax).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "call-callee-const-19.c"

declare void @f()
declare i32 @__gxx_personality_v0(...)

define void @g() personality ptr @__gxx_personality_v0 {
  call void no_cfi @f()
  call void dso_local_equivalent @f()
  call void (i32) no_cfi @f(i32 1)
  invoke void no_cfi @f()
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
