; V-S-58: !range goes on loads, calls and invokes; !align and !nonnull on
; loads; !dereferenceable(_or_null) on loads and inttoptr;
; !invariant.group on loads and stores.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{Ranges are only for loads, calls and invokes!|align applies only to load instructions|invariant.group metadata is only for loads and stores|dereferenceable, dereferenceable_or_null apply only to load and inttoptr instructions}}
declare ptr @g()
define void @f(ptr %p) {
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !range belongs on loads, calls and invokes only [V-S-58]
  store i8 0, ptr %p, !range !0
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !align belongs on loads only [V-S-58]
  %a = call ptr @g(), !align !1
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !invariant.group belongs on loads and stores only [V-S-58]
  %b = alloca i32, !invariant.group !2
; CHECK-DAG: {{.*}}:[[@LINE+1]]:3: error: !dereferenceable belongs on loads and inttoptr only [V-S-58]
  %c = call ptr @g(), !dereferenceable !1
  %ok1 = load i8, ptr %p, !range !0, !invariant.group !2
  %ok2 = load ptr, ptr %p, !align !1, !nonnull !2, !dereferenceable !1
  ret void
}
!0 = !{i8 0, i8 2}
!1 = !{i64 8}
!2 = !{}
; CHECK-NOT: error:
