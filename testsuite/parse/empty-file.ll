; A module with nothing but comments is valid; so are an empty file,
; a file of blanks and a comment with no final newline, on stdin.
; RUN: %ehi print %s | FileCheck --allow-empty %s
; RUN: %llvm-as14 %s -o /dev/null
; RUN: %llvm-as19 %s -o /dev/null
; RUN: printf '' | %ehi print - | FileCheck --allow-empty %s
; RUN: printf '\n \t\n\n' | %ehi print - | FileCheck --allow-empty %s
; RUN: printf '; comment, no final newline' | %ehi print - | FileCheck --allow-empty %s
; The printed module is empty as well.
; CHECK-NOT: {{.}}
