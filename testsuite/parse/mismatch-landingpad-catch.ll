; llvm-as reports this error but forgets to stop (LLParser has
; error() without return), so it accepts the file.
; landingpad: a 'catch' clause must not be an array.
; RUN: sh -c 'timeout 20 %ehi print %s 2>&1; echo "exit=$?"' | FileCheck --strict-whitespace %s
; CHECK: {{.*}}mismatch-landingpad-catch.ll:18:38: error: 'catch' clause has an invalid type{{$}}
; CHECK-NEXT: {{^}}  %l = landingpad { i8*, i32 } catch [1 x i8*] zeroinitializer{{$}}
; CHECK-NEXT: {{^}}                                     ^{{$}}
; CHECK-NEXT: {{^}}exit=1{{$}}
declare i32 @__gxx_personality_v0(...)
declare void @g()

define void @f() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } catch [1 x i8*] zeroinitializer
  resume { i8*, i32 } %l
}
