; `no_cfi @f` and `dso_local_equivalent @f` used directly as the callee of a
; call or invoke, and inside a bitcast callee (LLVM 14 syntax).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "call-callee-const-14.c"

declare void @f()
declare i32 @__gxx_personality_v0(...)

define void @g() personality i32 (...)* @__gxx_personality_v0 {
  call void no_cfi @f()
  call void dso_local_equivalent @f()
  call void bitcast (void ()* no_cfi @f to void (i32)*)(i32 1)
  invoke void no_cfi @f()
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}
