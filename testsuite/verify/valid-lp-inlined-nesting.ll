; Valid: the shape inlining leaves: an inner landingpad lists the inner catch
; and the outer catch; its dispatch falls through to the outer handler block,
; which the outer landingpad also reaches; an unmatched selector resumes.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare i32 @llvm.eh.typeid.for.p0(ptr)

define i32 @outer() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %inlined unwind label %outer.lpad
inlined:
  invoke void @may_throw() to label %done unwind label %inner.lpad
done:
  ret i32 0
inner.lpad:
  %ilp = landingpad { ptr, i32 } catch ptr @_ZTIi catch ptr @_ZTId
  %isel = extractvalue { ptr, i32 } %ilp, 1
  %iexn = extractvalue { ptr, i32 } %ilp, 0
  %tid.i = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi)
  %is.i = icmp eq i32 %isel, %tid.i
  br i1 %is.i, label %inner.catch, label %dispatch
inner.catch:
  %a = call ptr @__cxa_begin_catch(ptr %iexn)
  call void @__cxa_end_catch()
  ret i32 1
outer.lpad:
  %olp = landingpad { ptr, i32 } catch ptr @_ZTId
  %osel = extractvalue { ptr, i32 } %olp, 1
  %oexn = extractvalue { ptr, i32 } %olp, 0
  br label %dispatch
dispatch:
  %sel = phi i32 [ %isel, %inner.lpad ], [ %osel, %outer.lpad ]
  %exn = phi ptr [ %iexn, %inner.lpad ], [ %oexn, %outer.lpad ]
  %tid.d = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId)
  %is.d = icmp eq i32 %sel, %tid.d
  br i1 %is.d, label %outer.catch, label %resume
outer.catch:
  %b = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 2
resume:
  %r0 = insertvalue { ptr, i32 } poison, ptr %exn, 0
  %r1 = insertvalue { ptr, i32 } %r0, i32 %sel, 1
  resume { ptr, i32 } %r1
}
