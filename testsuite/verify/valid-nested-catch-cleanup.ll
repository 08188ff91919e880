; Valid: a catchswitch nested in a catchpad that unwinds to a cleanuppad nested
; in the same catchpad; the inner catch funclet unwinds there too; the
; cleanuppad unwinds to the caller, as does the outer catchswitch; the inner
; catchret returns into the outer catch funclet.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
$"??_R0H@8" = comdat any
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

declare i32 @__CxxFrameHandler3(...)
declare void @g()
declare void @h()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  %slot = alloca i32, align 4
  invoke void @g() to label %done unwind label %outer.cs
outer.cs:
  %ocs = catchswitch within none [label %outer.catch] unwind to caller
outer.catch:
  %ocp = catchpad within %ocs [ptr @"??_R0H@8", i32 0, ptr %slot]
  invoke void @g() [ "funclet"(token %ocp) ] to label %outer.ret unwind label %inner.cs
inner.cs:
  %ics = catchswitch within %ocp [label %inner.catch] unwind label %inner.cleanup
inner.catch:
  %icp = catchpad within %ics [ptr null, i32 64, ptr null]
  invoke void @g() [ "funclet"(token %icp) ] to label %inner.ret unwind label %inner.cleanup
inner.ret:
  catchret from %icp to label %outer.ret
inner.cleanup:
  %cl = cleanuppad within %ocp []
  call void @h() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller
outer.ret:
  catchret from %ocp to label %done
done:
  ret void
}
