; V-S-61: attributes that only make sense for some types: zeroext and
; signext on integers, pointer attributes (noalias, nonnull, byval, sret,
; dereferenceable...) on pointers, align on pointers or vectors of them,
; noundef on anything but void.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Attribute '{{.+}}' applied to incompatible type!
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'align' does not apply to a value of type i32 [V-S-61]
define void @a(i32 align 4 %x) {
  ret void
}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'noundef' does not apply to a value of type void [V-S-61]
define noundef void @b() {
  ret void
}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'zeroext' does not apply to a value of type ptr [V-S-61]
declare void @c(ptr zeroext)
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: 'nonnull' does not apply to a value of type i64 [V-S-61]
declare void @d(i64 nonnull)
declare void @ok(ptr noalias nonnull align 8 dereferenceable(8), i8 zeroext, <2 x ptr> align 4)
declare void @h(i32)
define void @e(i32 %x) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: 'byval' does not apply to a value of type i32 [V-S-61]
  call void @h(i32 byval(i32) %x)
  ret void
}
; CHECK-NOT: error:
