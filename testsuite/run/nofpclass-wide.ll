; nofpclass on vectors (lane by lane) and on x86_fp80, fp128 and
; ppc_fp128 (SPEC.md section 6, "Promises and lifetimes"): a lane or a
; value of a class the attribute excludes is poison (a vector's other
; lanes keep theirs), and undefined behaviour under noundef (X-VAL-2).
; The good run passes values of the classes allowed.
; RUN: sh -c '%ehi run %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=GOOD
; GOOD: ok
; GOOD-NEXT: status 0
; RUN: sh -c '%ehi run %s a 2>&1; echo "status $?"' | FileCheck %s --check-prefix=LANE
; LANE: branch on a poison or undef condition [X-UB-1]
; LANE: at {{.*}} in @vec, block %one: br i1 %c1
; LANE: status 66
; RUN: sh -c '%ehi run %s b 2>&1; echo "status $?"' | FileCheck %s --check-prefix=VNOUNDEF
; VNOUNDEF: ehi: undefined behaviour: parameter 1 of @vecnu's lane 1 is a quiet NaN, a class its nofpclass excludes, and noundef: undefined behaviour, not poison [X-VAL-2]
; RUN: sh -c '%ehi run %s c 2>&1; echo "status $?"' | FileCheck %s --check-prefix=F80
; F80: ehi: undefined behaviour: parameter 1 of @f80 is +infinity, a class its nofpclass excludes, and noundef: undefined behaviour, not poison [X-VAL-2]
; RUN: sh -c '%ehi run %s d 2>&1; echo "status $?"' | FileCheck %s --check-prefix=F128
; F128: branch on a poison or undef condition [X-UB-1]
; F128-NEXT: at {{.*}} in @main, block %d: br i1 %dc
; RUN: sh -c '%ehi run %s e 2>&1; echo "status $?"' | FileCheck %s --check-prefix=PPC
; PPC: ehi: undefined behaviour: parameter 1 of @ppc is -infinity, a class its nofpclass excludes, and noundef: undefined behaviour, not poison [X-VAL-2]
target triple = "x86_64-unknown-linux-gnu"
declare i32 @puts(ptr)
@ok = private constant [3 x i8] c"ok\00"

define double @zero() noinline {
  ret double 0.0
}

; lane 0 is used first: only lane 1 is poison
define void @vec(<2 x double> nofpclass(inf) %v) {
  %l0 = extractelement <2 x double> %v, i32 0
  %c0 = fcmp oeq double %l0, 1.0
  br i1 %c0, label %one, label %one
one:
  %l1 = extractelement <2 x double> %v, i32 1
  %c1 = fcmp oeq double %l1, 1.0
  br i1 %c1, label %two, label %two
two:
  ret void
}
define void @vecnu(<2 x float> noundef nofpclass(nan) %v) {
  ret void
}
define void @f80(x86_fp80 noundef nofpclass(inf) %x) {
  ret void
}
define void @ppc(ppc_fp128 noundef nofpclass(ninf) %x) {
  ret void
}
define nofpclass(nan) fp128 @q(fp128 %x) {
  %r = fdiv fp128 %x, %x
  ret fp128 %r
}

define i32 @main(i32 %argc, ptr %argv) {
  %z = call double @zero()
  %inf = fdiv double 1.0, %z
  %nan = fdiv double %z, %z
  %many = icmp sgt i32 %argc, 1
  br i1 %many, label %bad, label %good
good:
  ; the classes allowed: a NaN for nofpclass(inf), an infinity for
  ; nofpclass(nan), +infinity for nofpclass(ninf)
  %gv = insertelement <2 x double> <double 1.0, double 1.0>, double %nan, i32 1
  call void @vec(<2 x double> %gv)
  %gf = fptrunc double %inf to float
  %gw = insertelement <2 x float> <float 1.0, float 1.0>, float %gf, i32 1
  call void @vecnu(<2 x float> %gw)
  %g80 = fpext double %nan to x86_fp80
  call void @f80(x86_fp80 %g80)
  %gp = fpext double %inf to ppc_fp128
  call void @ppc(ppc_fp128 %gp)
  %g1 = fpext double 2.0 to fp128
  %gq = call fp128 @q(fp128 %g1)
  %gc = fcmp oeq fp128 %gq, %g1
  br i1 %gc, label %out, label %out
out:
  call i32 @puts(ptr @ok)
  ret i32 0
bad:
  %arg = getelementptr inbounds ptr, ptr %argv, i64 1
  %s = load ptr, ptr %arg
  %k = load i8, ptr %s
  switch i8 %k, label %a [ i8 98, label %b
                           i8 99, label %c
                           i8 100, label %d
                           i8 101, label %e ]
a:
  %av = insertelement <2 x double> <double 1.0, double 1.0>, double %inf, i32 1
  call void @vec(<2 x double> %av)
  ret i32 1
b:
  %bf = fptrunc double %nan to float
  %bw = insertelement <2 x float> <float 1.0, float 1.0>, float %bf, i32 1
  call void @vecnu(<2 x float> %bw)
  ret i32 1
c:
  %c80 = fpext double %inf to x86_fp80
  call void @f80(x86_fp80 %c80)
  ret i32 1
d:
  %d0 = fpext double %z to fp128
  %dq = call fp128 @q(fp128 %d0)
  %dc = fcmp oeq fp128 %dq, %d0
  br i1 %dc, label %r, label %r
e:
  %ninf = fneg double %inf
  %ep = fpext double %ninf to ppc_fp128
  call void @ppc(ppc_fp128 %ep)
  ret i32 1
r:
  ret i32 1
}
