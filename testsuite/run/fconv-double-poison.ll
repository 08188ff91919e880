; The double conversions' own ops (SITOD, UITOD, DTOSI) and FCONV give the
; same values and the same poison (LangRef: fptosi of a value that does not
; fit, or of NaN, is poison; uitofp nneg of a negative operand is poison),
; seen through freeze (poison freezes to 0 in ehi, SPEC.md section 6).
; RUN: %ehi run %s | FileCheck %s
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
@fi = private constant [8 x i8] c"i %lld\0A\00"
@fd = private constant [8 x i8] c"d %.17g\00"
@nl = private constant [2 x i8] c"\0A\00"

define void @pi(i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fi, i64 %v)
  ret void
}
define void @pd(double %v) {
  call i32 (ptr, ...) @printf(ptr @fd, double %v)
  call i32 (ptr, ...) @printf(ptr @nl)
  ret void
}
define void @to32(double %x) {
  %a = fptosi double %x to i32
  %b = freeze i32 %a
  %c = sext i32 %b to i64
  call void @pi(i64 %c)
  ret void
}
define void @to1(double %x) {
  %a = fptosi double %x to i1
  %b = freeze i1 %a
  %c = zext i1 %b to i64
  call void @pi(i64 %c)
  ret void
}

define i32 @main() {
; CHECK: i 2147483647
  call void @to32(double 0x41DFFFFFFFF9999A)   ; 2147483647.9
; CHECK-NEXT: i 0
  call void @to32(double 2147483648.0)
; CHECK-NEXT: i -2147483648
  call void @to32(double 0xC1E000000001CCCD)   ; -2147483648.9
; CHECK-NEXT: i 0
  call void @to32(double -2147483649.0)
; CHECK-NEXT: i 0
  call void @to32(double 0x7FF8000000000000)   ; NaN
; CHECK-NEXT: i 1
  call void @to1(double -1.5)
; CHECK-NEXT: i 0
  call void @to1(double 1.0)
; CHECK-NEXT: d -9.2233720368547758e+18
  %s = sitofp i64 -9223372036854775808 to double
  call void @pd(double %s)
; CHECK-NEXT: d 1.8446744073709552e+19
  %u = uitofp i64 -1 to double
  call void @pd(double %u)
; CHECK-NEXT: d -1
  %s1 = sitofp i1 true to double
  call void @pd(double %s1)
; CHECK-NEXT: d 5
  %n1 = uitofp nneg i32 5 to double
  call void @pd(double %n1)
; uitofp nneg of a negative: poison, as a double and as a float
; CHECK-NEXT: d 0
  %n2 = uitofp nneg i32 -1 to double
  %n2f = freeze double %n2
  call void @pd(double %n2f)
; CHECK-NEXT: d 0
  %n3 = uitofp nneg i32 -1 to float
  %n3f = freeze float %n3
  %n3d = fpext float %n3f to double
  call void @pd(double %n3d)
; without nneg it is the number
; CHECK-NEXT: d 4294967295
  %n4 = uitofp i32 -1 to double
  call void @pd(double %n4)
  ret i32 0
}
