; Itanium-style EH: invoke (with cconv, attributes, operand bundles,
; varargs, indirect callee, results), landingpad with cleanup / catch /
; filter (incl. the empty filter) and their combinations, resume, several
; personality spellings (LLVM 14).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "eh-landingpad-14.cpp"

@_ZTIi = external constant i8*
@_ZTId = external constant i8*

declare i32 @__gxx_personality_v0(...)
declare i32 @__gcc_personality_v0(...)
declare void @may_throw()
declare fastcc i32 @may_throw_fast(i32)
declare void @may_throw_va(i32, ...)
declare i32 @llvm.eh.typeid.for(i8*)
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()

define i32 @lp(void ()* %fp) personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  invoke void @may_throw()
          to label %c1 unwind label %lp.cleanup
c1:
  %r = invoke fastcc zeroext i32 @may_throw_fast(i32 signext 1) #0
          to label %c2 unwind label %lp.catch
c2:
  invoke void (i32, ...) @may_throw_va(i32 1, double 2.0)
          to label %c3 unwind label %lp.filter
c3:
  invoke void %fp() [ "deopt"(i32 0), "foo"(i8* null) ]
          to label %c4 unwind label %lp.emptyfilter
c4:
  invoke void @may_throw() nounwind
          to label %c5 unwind label %lp.all
c5:
  invoke void @may_throw() [ "deopt"() ]
          to label %c6 unwind label %lp.catchall
c6:
  ret i32 %r

lp.cleanup:
  %l1 = landingpad { i8*, i32 }
          cleanup
  resume { i8*, i32 } %l1

lp.catch:
  %l2 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
  %sel = extractvalue { i8*, i32 } %l2, 1
  %tid = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*))
  %m = icmp eq i32 %sel, %tid
  br i1 %m, label %handler, label %re

handler:
  %exn = extractvalue { i8*, i32 } %l2, 0
  %obj = call i8* @__cxa_begin_catch(i8* %exn)
  call void @__cxa_end_catch()
  ret i32 0

re:
  resume { i8*, i32 } %l2

lp.filter:
  %l3 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
  resume { i8*, i32 } %l3

lp.emptyfilter:
  %l4 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  resume { i8*, i32 } %l4

lp.all:
  %l5 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
          filter [2 x i8*] [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*)]
          catch i8* null
          filter [0 x i8*] zeroinitializer
  resume { i8*, i32 } %l5

lp.catchall:
  %l6 = landingpad { i8*, i32 }
          catch i8* null
  resume { i8*, i32 } { i8* null, i32 0 }
}

define void @lp.other.type() personality i32 (...)* @__gcc_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %pad
ok:
  ret void
pad:
  %l = landingpad { i8*, i64 }
          cleanup
  resume { i8*, i64 } %l
}

define void @lp.token.type() personality i32 (...)* @__gcc_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %pad
ok:
  ret void
pad:
  %l = landingpad token
          cleanup
  unreachable
}

attributes #0 = { "invoke-attr" }
