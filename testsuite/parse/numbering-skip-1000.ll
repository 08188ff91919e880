; LLVM 19 allows gaps in value numbering; ehi limits a gap to 1000
; values (an ehi rule: llvm-as 19.1 accepts this file).
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}numbering-skip-1000.ll:11:3: error: value numbers can skip at most 1000 values{{$}}
; CHECK-NEXT: {{^}}  %1002 = add i32 %0, 2{{$}}
; CHECK-NEXT: {{^}}  ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
define i32 @f() {
entry:
  %0 = add i32 1, 2
  %1002 = add i32 %0, 2
  ret i32 %1002
}
