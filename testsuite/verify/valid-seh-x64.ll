; Valid: Windows SEH on x86-64 (__C_specific_handler): __except with a filter
; function, __except(1) as a catch-all catchpad [ptr null], and __finally as a
; cleanuppad calling the outlined finally funclet.
; RUN: %ehi verify %s
; RUN: %opt19 -passes=verify -disable-output %s

target triple = "x86_64-pc-windows-msvc"

declare i32 @__C_specific_handler(...)
declare i32 @g(i32)

define internal i32 @"?filt$0@0@f@@"(ptr %info, ptr %frame) {
entry:
  ret i32 1
}

define internal void @"?fin$0@0@f@@"(i8 %abnormal, ptr %frame) {
entry:
  ret void
}

define i32 @f(i32 %x) personality ptr @__C_specific_handler {
entry:
  %r1 = invoke i32 @g(i32 %x) to label %next unwind label %cs1
next:
  %r2 = invoke i32 @g(i32 %x) to label %next2 unwind label %cs2
next2:
  %r3 = invoke i32 @g(i32 %x) to label %fin unwind label %fin.pad
fin:
  %fp = call ptr @llvm.localaddress()
  call void @"?fin$0@0@f@@"(i8 0, ptr %fp)
  ret i32 %r3
cs1:
  %sw1 = catchswitch within none [label %h1] unwind to caller
h1:
  %cp1 = catchpad within %sw1 [ptr @"?filt$0@0@f@@"]
  catchret from %cp1 to label %except1
except1:
  ret i32 -1
cs2:
  %sw2 = catchswitch within none [label %h2] unwind to caller
h2:
  %cp2 = catchpad within %sw2 [ptr null]
  catchret from %cp2 to label %except2
except2:
  ret i32 -2
fin.pad:
  %c = cleanuppad within none []
  %fp2 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@f@@"(i8 1, ptr %fp2) [ "funclet"(token %c) ]
  cleanupret from %c unwind to caller
}

declare ptr @llvm.localaddress()
