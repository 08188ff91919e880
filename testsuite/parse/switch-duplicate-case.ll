; A switch with the same case value twice.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}switch-duplicate-case.ll:12:29: error: duplicate case value in switch{{$}}
; CHECK-NEXT: {{^}}                            i32 1, label %d ]{{$}}
; CHECK-NEXT: {{^}}                            ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}switch-duplicate-case.ll:12:29: error: duplicate case value in switch{{$}}
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %d
                            i32 1, label %d ]
d:
  ret void
}
