; V-S-39: sret, swiftself, swiftasync and swifterror are on one parameter
; at most, and so are nest and returned; sret is on the first or second.
; LLVM 14 says the same (a function per finding).
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM14
; RUN: sed -n '/^; VALID-BEGIN/,$p' %s > %t.ll
; RUN: %ehi verify %t.ll
; RUN: %llvm-as14 %t.ll -o /dev/null
; CHECK: s-attr-param-once.ll:[[@LINE+5]]:1: error: Cannot have multiple 'sret' parameters! [V-S-39]
; CHECK: s-attr-param-once.ll:[[@LINE+5]]:1: error: Cannot have multiple 'swiftasync' parameters! [V-S-39]
; CHECK: s-attr-param-once.ll:[[@LINE+5]]:1: error: More than one parameter has attribute nest! [V-S-39]
; CHECK: s-attr-param-once.ll:[[@LINE+5]]:1: error: Attribute 'sret' is not on first or second parameter! [V-S-39]
; LLVM14: Cannot have multiple 'sret' parameters!
declare void @two_sret(i32* sret(i32) %a, i32* sret(i32) %b)
declare void @two_async(i8* swiftasync %a, i8* swiftasync %b)
declare void @two_nest(i8* nest %a, i8* nest %b)
declare void @third_sret(i32 %a, i32 %b, i32* sret(i32) %c)
; VALID-BEGIN
declare void @second_sret(i32 %a, i32* sret(i32) %b)
declare void @one_each(i8* swiftself %a, i8* swiftasync %b, i8** swifterror %c, i8* nest %d)
