; A C library function declared with another signature than its own is
; a located report when the call runs (X-LIB-6), never a host crash: the
; builtin would read arguments the call never passed.  (Natively such a
; call reads whatever the registers hold.)  The unprototyped form
; `declare T @f(...)` is accepted when the arguments fit.
; RUN: sh -c '%ehi run --entry no_arg %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SIN
; SIN: ehi: undefined behaviour: call of '@sin' as double (), but the C library's sin is double (double) [X-LIB-6]
; SIN-NEXT: at {{.*}}libc-bad-signature.ll:[[@LINE+20]]:3 in @no_arg
; SIN: status 66
; RUN: sh -c '%ehi run --entry int_arg %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=STRLEN
; STRLEN: ehi: undefined behaviour: call of '@strlen' as i32 (i32), but the C library's strlen is i64 (ptr) [X-LIB-6]
; STRLEN-NEXT: at {{.*}}libc-bad-signature.ll:[[@LINE+21]]:3 in @int_arg
; STRLEN: status 66
; RUN: sh -c '%ehi run --entry unprototyped %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=KR
; KR: status 3
; RUN: sh -c '%ehi run --entry unprototyped_bad %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=KRBAD
; KRBAD: ehi: undefined behaviour: call of '@fabs' as double (...), but the C library's fabs is double (double) [X-LIB-6]
; KRBAD: status 66
; RUN: sh -c '%ehi run --entry void_result %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=VOID
; VOID: status 0
target triple = "x86_64-unknown-linux-gnu"
declare double @sin()
declare i32 @strlen(i32)
declare double @fabs(...)
declare void @floor(double)
@s = constant [4 x i8] c"abc\00"
define i32 @no_arg() {
  %r = call double @sin()
  %i = fptosi double %r to i32
  ret i32 %i
}
define i32 @int_arg() {
  %r = call i32 @strlen(i32 3)
  ret i32 %r
}
define i32 @unprototyped() {
  %r = call double (...) @fabs(double -3.0)
  %i = fptosi double %r to i32
  ret i32 %i
}
define i32 @unprototyped_bad() {
  %r = call double (...) @fabs(i32 -3)
  ret i32 0
}
define i32 @void_result() {
  call void @floor(double 1.5)
  ret i32 0
}
