; Fast-math flags nnan and ninf: "If an argument is a NaN [an infinity],
; or the result would be one, it produces a poison value instead"
; (LangRef), on fadd to frem, fneg, fcmp, select, phi and calls, scalars
; and vectors lane by lane (SPEC.md section 6, "Registers and poison").
; Each case branches on the poison it makes (X-UB-1); the good run's
; instructions keep their operands and results to classes their flags
; allow (nnan with infinities, ninf with NaNs, other flags, no flag), so
; nothing is poison there.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=OPND
; OPND: branch on a poison or undef condition [X-UB-1]
; OPND-NEXT: note: the value may be poison from the `frem ninf` at
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FCMP
; FCMP: branch on a poison or undef condition [X-UB-1]
; FCMP-NEXT: note: the value may be poison from the `fcmp nnan` at
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SEL
; SEL: [X-UB-1]
; SEL-NEXT: note: the value may be poison from {{.*}}the `select nnan` at
; RUN: sh -c '%ehi run %s d 2>&1; echo "status $?"' | FileCheck %s --check-prefix=PHI
; PHI: [X-UB-1]
; PHI-NEXT: note: the value may be poison from {{.*}}the `phi ninf` at
; RUN: sh -c '%ehi run %s e 2>&1; echo "status $?"' | FileCheck %s --check-prefix=CALL
; CALL: [X-UB-1]
; CALL-NEXT: note: the value may be poison from {{.*}}the `call nnan` at
; RUN: sh -c '%ehi run %s f 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VEC
; VEC: [X-UB-1]
; VEC-NEXT: note: the value may be poison from {{.*}}the `fmul nnan` at
; RUN: sh -c '%ehi run %s g 2>&1; echo "status $?"' | FileCheck %s --check-prefix=FNEG
; FNEG: [X-UB-1]
; FNEG-NEXT: note: the value may be poison from {{.*}}the `fneg ninf` at
; RUN: sh -c '%ehi run %s h 2>&1; echo "status $?"' | FileCheck %s --check-prefix=SELF
; SELF: [X-UB-1]
; SELF-NEXT: note: the value may be poison from {{.*}}the `fadd nnan ninf` at
target triple = "x86_64-unknown-linux-gnu"
declare i32 @puts(ptr)
declare float @llvm.sqrt.f32(float)
@ok = private constant [3 x i8] c"ok\00"

; 1/0 (+inf) and 0/0 (a NaN), unflagged
define double @inf() {
  %z = call double @zero()
  %r = fdiv double 1.0, %z
  ret double %r
}
define double @nan() {
  %z = call double @zero()
  %r = fdiv double %z, %z
  ret double %r
}
define double @zero() noinline {
  ret double 0.0
}

define void @check(i1 %c) {
  br i1 %c, label %t, label %f
t:
  ret void
f:
  ret void
}

define i32 @main(i32 %argc, ptr %argv) {
  %x = alloca double
  %i = call double @inf()
  %n = call double @nan()
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  ; allowed: nnan with infinities, ninf with NaNs, nsz and no flag
  %g1 = fadd nnan double %i, 1.0
  %g2 = fmul ninf double %n, 2.0
  %g3 = fsub nsz double %n, %i
  %g4 = fcmp nnan oeq double %i, %i
  call void @check(i1 %g4)
  %g5 = fcmp ninf uno double %n, 0.0
  call void @check(i1 %g5)
  %g6 = fcmp olt double %n, %i
  call void @check(i1 %g6)
  ; a vector lane that is not used keeps its own poison
  %v = insertelement <2 x double> <double 1.0, double 2.0>, double %n, i32 1
  %vm = fmul nnan <2 x double> %v, <double 3.0, double 3.0>
  %v0 = extractelement <2 x double> %vm, i32 0
  %g7 = fcmp oeq double %v0, 3.0
  call void @check(i1 %g7)
  call i32 @puts(ptr @ok)
  ret i32 0
bad:
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  switch i8 %k, label %a [ i8 98, label %b
                           i8 99, label %c
                           i8 100, label %d
                           i8 101, label %e
                           i8 102, label %f
                           i8 103, label %g
                           i8 104, label %h ]
a: ; an operand: 5 frem +inf is 5, but ninf says no infinity
  %a1 = frem ninf double 5.0, %i
  %a2 = fcmp oeq double %a1, 5.0
  br i1 %a2, label %r, label %r
b: ; fcmp's operands
  %b1 = fcmp nnan olt double %n, 1.0
  br i1 %b1, label %r, label %r
c: ; the value select does not pick
  %c1 = select nnan i1 true, double 1.0, double %n
  %c2 = fcmp oeq double %c1, 1.0
  br i1 %c2, label %r, label %r
d: ; a phi's result
  br label %d2
d2:
  %d3 = phi ninf double [ %i, %d ]
  %d4 = fcmp oeq double %d3, 0.0
  br i1 %d4, label %r, label %r
e: ; a call's result: sqrt(-1) is a NaN
  %e1 = call nnan float @llvm.sqrt.f32(float -1.0)
  %e2 = fcmp oeq float %e1, 1.0
  br i1 %e2, label %r, label %r
f: ; a vector's lane 1
  %f0 = insertelement <2 x double> <double 1.0, double 2.0>, double %n, i32 1
  %f1 = fmul nnan <2 x double> %f0, <double 3.0, double 3.0>
  %f2 = extractelement <2 x double> %f1, i32 1
  %f3 = fcmp oeq double %f2, 3.0
  br i1 %f3, label %r, label %r
g: ; fneg of -inf
  %g0 = fneg double %i
  %g9 = fneg ninf double %g0
  %g8 = fcmp oeq double %g9, 0.0
  br i1 %g8, label %r, label %r
h: ; a promoted local x = x + inf, the operand in the result's register
  store double 1.0, ptr %x
  %h1 = load double, ptr %x
  %h2 = fadd nnan ninf double %h1, %i
  store double %h2, ptr %x
  %h3 = load double, ptr %x
  %h4 = fcmp oeq double %h3, 0.0
  br i1 %h4, label %r, label %r
r:
  ret i32 1
}
