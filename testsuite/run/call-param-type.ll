; A call whose type gives a parameter another type than the callee's is
; undefined behaviour (SPEC.md X-CALL-2), directly (opaque pointers let
; `call @f` name f with any type) or through a pointer. ehi copied the
; call's argument slots into the callee's parameters by the call's widths:
; a wider argument (an i834300 for an i300) wrote past the register file
; (found by the run fuzz target; under `make check-asan` the direct case
; was a heap-buffer-overflow, with --no-jit too). Each case is reported
; before the callee runs, with the JIT and without.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: sh -c '%ehi run --no-jit %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: sh -c '%ehi run %s p; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=PTR
; RUN: sh -c '%ehi run %s p v; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=VAR
; RUN: sh -c '%ehi run %s p v s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=SAME
; WIDE: ehi: undefined behaviour: call of @wide (type i300 (i300, i32)) as type i300 (i834300, i32) [X-CALL-2]
; WIDE-NEXT: at {{.*}}call-param-type.ll:[[@LINE+30]]:3 in @main
; WIDE: status 66
; PTR: ehi: undefined behaviour: call of @narrow (type i32 (i32)) through a pointer of another function type, type i32 (i64) [X-CALL-2]
; PTR: status 66
; VAR: ehi: undefined behaviour: call of @var (type i32 (i32, ...)) as type i32 (double, ...) [X-CALL-2]
; VAR: status 66
; A pointer parameter takes any pointer, and an identified struct is its
; members (linking renames %struct.S to %struct.S.0): these calls fit.
; SAME: status 12
target triple = "x86_64-unknown-linux-gnu"
%struct.S = type { i32, i32 }
%struct.T = type { i32, i32 }
@fp = global ptr @narrow
define i300 @wide(i300 %a, i32 %b) {
  ret i300 %a
}
define i32 @narrow(i32 %x) {
  ret i32 %x
}
define i32 @var(i32 %n, ...) {
  ret i32 %n
}
define i32 @take(ptr %p, %struct.S %s) {
  %x = extractvalue %struct.S %s, 1
  ret i32 %x
}
define i32 @main(i32 %argc, ptr %argv) {
  %one = icmp eq i32 %argc, 1
  br i1 %one, label %wide, label %more
wide:
  %w = call i300 @wide(i834300 7, i32 1)
  %wt = trunc i300 %w to i32
  ret i32 %wt
more:
  %two = icmp eq i32 %argc, 2
  br i1 %two, label %ptr, label %more3
ptr:
  %f = load ptr, ptr @fp
  %r = call i32 %f(i64 5)
  ret i32 %r
more3:
  %three = icmp eq i32 %argc, 3
  br i1 %three, label %var, label %same
var:
  %v = call i32 (double, ...) @var(double 1.0, i32 2)
  ret i32 %v
same:
  %t = insertvalue %struct.T { i32 1, i32 undef }, i32 12, 1
  %s = call i32 @take(ptr %argv, %struct.T %t)
  ret i32 %s
}
