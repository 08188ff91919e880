; V-S-46: the arrays LLVM reads by name: llvm.used and llvm.compiler.used
; list named globals (an array of pointers, written out element by
; element), llvm.global_ctors/dtors are [N x { i32, ptr, ptr }] (the
; two-field form is obsolete), all with appending linkage.
; RUN: not %ehi verify %s 2>&1 | FileCheck %s
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM19
; CHECK: s-global-special-arrays.ll:[[@LINE+6]]:1: error: invalid llvm.used member [V-S-46]
; CHECK: s-global-special-arrays.ll:[[@LINE+6]]:1: error: wrong initalizer for intrinsic global variable [V-S-46]
; CHECK: s-global-special-arrays.ll:[[@LINE+6]]:1: error: the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form [V-S-46]
; CHECK: s-global-special-arrays.ll:[[@LINE+6]]:1: error: wrong type for intrinsic global variable [V-S-46]
; CHECK-NOT: error:
; LLVM19: invalid llvm.used member
@llvm.used = appending global [2 x ptr] [ptr @a, ptr null], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] zeroinitializer, section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @init }]
@llvm.global_dtors = appending global [1 x { i64, ptr, ptr }] [{ i64, ptr, ptr } { i64 65535, ptr @init, ptr null }]
@a = global i8 42
define void @init() {
  ret void
}
