; Block labels that look like numbers or comdats are names: -3: and $N:
; (LLVM's lexer reads them so); printed back as written.
; RUN: %ehi print %s | FileCheck %s
; RUN: %ehi print %s | %llvm-as14 -o /dev/null
; RUN: %llvm-as14 %s -o /dev/null
; CHECK: br label %-3
; CHECK: {{^}}-3:
; CHECK: br label %$N
; CHECK: {{^}}$N:
define void @f() {
entry:
  br label %-3
-3:
  br label %$N
$N:
  ret void
}
