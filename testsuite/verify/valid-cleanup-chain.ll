; Valid: nested cleanups as clang emits them for two objects: the inner
; cleanuppad unwinds to the outer one (siblings, no cycle), which unwinds to the
; caller; the invoke in the inner cleanup shares the inner pad's destination.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @dtor(ptr)

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  invoke void @g() to label %second unwind label %outer
second:
  invoke void @g() to label %done unwind label %inner
done:
  call void @dtor(ptr %b)
  call void @dtor(ptr %a)
  ret void
inner:
  %pi = cleanuppad within none []
  invoke void @dtor(ptr %b) [ "funclet"(token %pi) ] to label %inner.ret unwind label %outer
inner.ret:
  cleanupret from %pi unwind label %outer
outer:
  %po = cleanuppad within none []
  call void @dtor(ptr %a) [ "funclet"(token %po) ]
  cleanupret from %po unwind to caller
}
