; Itanium-style EH: invoke (with cconv, attributes, operand bundles,
; varargs, indirect callee, results), landingpad with cleanup / catch /
; filter (incl. the empty filter) and their combinations, resume, several
; personality spellings (LLVM 19).
; RUN: %testsuite/corpus/roundtrip.sh %ehi %s
source_filename = "eh-landingpad-19.cpp"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare i32 @__gcc_personality_v0(...)
declare void @may_throw()
declare fastcc i32 @may_throw_fast(i32)
declare void @may_throw_va(i32, ...)
declare i32 @llvm.eh.typeid.for(ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define i32 @lp(ptr %fp) personality ptr @__gxx_personality_v0 {
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
  invoke void %fp() [ "deopt"(i32 0), "foo"(ptr null) ]
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
  %l1 = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %l1

lp.catch:
  %l2 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
  %sel = extractvalue { ptr, i32 } %l2, 1
  %tid = call i32 @llvm.eh.typeid.for(ptr @_ZTIi)
  %m = icmp eq i32 %sel, %tid
  br i1 %m, label %handler, label %re

handler:
  %exn = extractvalue { ptr, i32 } %l2, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 0

re:
  resume { ptr, i32 } %l2

lp.filter:
  %l3 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTIi]
  resume { ptr, i32 } %l3

lp.emptyfilter:
  %l4 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %l4

lp.all:
  %l5 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTId]
          catch ptr null
          filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %l5

lp.catchall:
  %l6 = landingpad { ptr, i32 }
          catch ptr null
  resume { ptr, i32 } { ptr null, i32 0 }
}

define void @lp.other.type() personality ptr @__gcc_personality_v0 {
entry:
  invoke void @may_throw()
          to label %ok unwind label %pad
ok:
  ret void
pad:
  %l = landingpad { ptr, i64 }
          cleanup
  resume { ptr, i64 } %l
}

define void @lp.token.type() personality ptr @__gcc_personality_v0 {
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
