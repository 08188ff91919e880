; Valid: the body and two sibling cleanups all unwind to one catchswitch with a
; typed handler and a catch-all.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
$"??_R0H@8" = comdat any
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

declare i32 @__CxxFrameHandler3(...)
declare void @g()

define i32 @f() personality ptr @__CxxFrameHandler3 {
entry:
  %slot = alloca i32, align 4
  invoke void @g() to label %b unwind label %cs
b:
  invoke void @g() to label %c unwind label %cl1
c:
  invoke void @g() to label %done unwind label %cl2
done:
  %r = phi i32 [ 0, %c ], [ 1, %ret1 ], [ 2, %ret2 ]
  ret i32 %r
cl1:
  %p1 = cleanuppad within none []
  invoke void @g() [ "funclet"(token %p1) ] to label %r1 unwind label %cs
r1:
  cleanupret from %p1 unwind label %cs
cl2:
  %p2 = cleanuppad within none []
  call void @g() [ "funclet"(token %p2) ]
  cleanupret from %p2 unwind label %cs
cs:
  %sw = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %cp1 = catchpad within %sw [ptr @"??_R0H@8", i32 0, ptr %slot]
  br label %ret1
ret1:
  catchret from %cp1 to label %done
h2:
  %cp2 = catchpad within %sw [ptr null, i32 64, ptr null]
  br label %ret2
ret2:
  catchret from %cp2 to label %done
}
