; llvm-as reports this error but forgets to stop (LLParser has
; error() without return), so it accepts the file.
; landingpad: a 'filter' clause must be an array.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}mismatch-landingpad-filter.ll:18:39: error: 'filter' clause has an invalid type{{$}}
; CHECK-NEXT: {{^}}  %l = landingpad { i8*, i32 } filter i8* null{{$}}
; CHECK-NEXT: {{^}}                                      ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } filter i8* null
  resume { i8*, i32 } %l
}
