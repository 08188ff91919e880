; V-S-60: a function's !prof: none on a declaration, one at most, and
; { "function_entry_count" or "synthetic_function_entry_count", integer }.
; RUN: not %llvm-as19 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: {{function declaration may not have a !prof attachment|expected string with name of the !prof annotation|first operand should be 'function_entry_count' or 'synthetic_function_entry_count'}}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: a function's !prof: a declaration has none [V-S-60]
declare !prof !0 void @d()
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: a function's !prof: it begins with a string naming the count [V-S-60]
define void @a() !prof !1 {
  ret void
}
; CHECK-DAG: {{.*}}:[[@LINE+1]]:1: error: a function's !prof: the count is function_entry_count or synthetic_function_entry_count [V-S-60]
define void @b() !prof !2 {
  ret void
}
define void @ok() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 100}
!1 = !{i32 1, i32 2}
!2 = !{!"other_count", i64 1}
; CHECK-NOT: error:
