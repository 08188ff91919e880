; catchswitch must be followed by 'unwind'.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck --check-prefix=LLVM14 %s
; CHECK: {{.*}}catchswitch-no-unwind.ll:17:1: error: expected 'unwind' after catchswitch scope{{$}}
; CHECK-NEXT: {{^}}h:{{$}}
; CHECK-NEXT: {{^}}^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
; LLVM14: {{.*}}catchswitch-no-unwind.ll:17:1: error: expected 'unwind' after catchswitch scope{{$}}
declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality i32 (...)* @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %ok unwind label %d
d:
  %cs = catchswitch within none [label %h]
h:
  %cp = catchpad within %cs [i8* null]
  catchret from %cp to label %ok
ok:
  ret void
}
