; Valid: __CxxFrameHandler4 (MSVC's FH4 tables) takes the same IR as
; __CxxFrameHandler3; LLVM does not classify it, ehi treats it as MSVC C++.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
$"??_R0H@8" = comdat any
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

declare i32 @__CxxFrameHandler4(...)
declare void @g()

define i32 @f() personality ptr @__CxxFrameHandler4 {
entry:
  %e = alloca i32, align 4
  invoke void @g() to label %done unwind label %cs
done:
  ret i32 0
cs:
  %sw = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %sw [ptr @"??_R0H@8", i32 0, ptr %e]
  call void @g() [ "funclet"(token %cp) ]
  catchret from %cp to label %caught
caught:
  %v = load i32, ptr %e, align 4
  ret i32 %v
}
