; What attributes and metadata promise of a value (SPEC.md section 6,
; "Promises"), as llubi checks them: a broken nonnull, align or range is
; poison (reported where the poison is used), and undefined behaviour
; under noundef (X-VAL-2); a !noundef load of poison or undef (X-VAL-1);
; a dereferenceable pointer that is null, poison or too short (X-VAL-3);
; a store to an alloca before its llvm.lifetime.start (X-MEM-9).  Each
; entry's kept promise passes (the `ok` entry runs them all).
; RUN: sh -c '%ehi run --entry ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=OK
; OK-NOT: ehi:
; OK: status 7
; RUN: sh -c '%ehi run --entry range_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RPOISON
; RPOISON: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; RPOISON: status 66
; RUN: sh -c '%ehi run --entry range_ret %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RRET
; RRET: ehi: undefined behaviour: the result of @small is 12, outside its range [0, 10), and noundef: undefined behaviour, not poison [X-VAL-2]
; RRET: status 66
; RUN: sh -c '%ehi run --entry range_call %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=RCALL
; RCALL: ehi: undefined behaviour: the result of the call of @id is -1, outside its range [0, 10), and noundef: undefined behaviour, not poison [X-VAL-2]
; RCALL: status 66
; RUN: sh -c '%ehi run --entry align_param %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ALIGN
; ALIGN: ehi: undefined behaviour: parameter 1 of @aligned is 0x{{[0-9a-f]+}}, not aligned to 8 bytes as its align(8) promises, and noundef: undefined behaviour, not poison [X-VAL-2]
; ALIGN: status 66
; RUN: sh -c '%ehi run --entry nonnull_md %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NNMD
; NNMD: ehi: undefined behaviour: load through a poison or undef pointer [X-UB-2]
; NNMD: status 66
; RUN: sh -c '%ehi run --entry align_md %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=ALMD
; ALMD: ehi: undefined behaviour: the value loaded is 0x{{[0-9a-f]+}}, not aligned to 16 bytes as its align(16) promises, and noundef: undefined behaviour, not poison [X-VAL-2]
; ALMD: status 66
; RUN: sh -c '%ehi run --entry noundef_md %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=NUMD
; NUMD: ehi: undefined behaviour: the value loaded is poison or undef, but the load is marked !noundef [X-VAL-1]
; NUMD-NEXT: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} were uninitialised (never written since allocated)
; NUMD: status 66
; RUN: sh -c '%ehi run --entry deref_short %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DSHORT
; DSHORT: ehi: undefined behaviour: parameter 1 of @takes16 is the address 0x{{[0-9a-f]+}}, but it is dereferenceable(16): not that many bytes from there are in one live object [X-VAL-3]
; DSHORT: status 66
; RUN: sh -c '%ehi run --entry deref_null %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DNULL
; DNULL: ehi: undefined behaviour: parameter 1 of @takes16 is the null pointer 0x0, but it is dereferenceable(16): null is not [X-VAL-3]
; DNULL: status 66
; RUN: sh -c '%ehi run --entry deref_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=DPOISON
; DPOISON: ehi: undefined behaviour: parameter 1 of @takes16 is poison or undef, but it is dereferenceable(16) [X-VAL-3]
; DPOISON: status 66
; RUN: sh -c '%ehi run --entry before_start %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=BEFORE
; BEFORE: ehi: undefined behaviour: write of 4 bytes at address 0x{{[0-9a-f]+}}, in a stack object outside its lifetime (before llvm.lifetime.start or after llvm.lifetime.end); it is in stack object %x (alloca i32 in @before_start) [X-MEM-9]
; BEFORE: status 66
; RUN: sh -c '%ehi run --entry after_end %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=AFTER
; AFTER: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; AFTER: note: the value is undef: 4 bytes at 0x{{[0-9a-f]+}} read by the load at {{.*}} in @after_end were in a stack object outside its lifetime (a load of one is poison)
; AFTER: status 66
; RUN: sh -c '%ehi run --entry nofpclass_noundef %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FPNU
; FPNU: ehi: undefined behaviour: parameter 1 of @halve is a quiet NaN, a class its nofpclass excludes, and noundef: undefined behaviour, not poison [X-VAL-2]
; FPNU: status 66
; RUN: sh -c '%ehi run --entry nofpclass_poison %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FPP
; FPP: ehi: undefined behaviour: branch on a poison or undef condition [X-UB-1]
; FPP: status 66
; RUN: sh -c '%ehi run --entry nofpclass_ok %s; echo "status $?"' 2>&1 | FileCheck %s --check-prefix=FPOK
; FPOK-NOT: ehi:
; FPOK: status 3

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

; a range without noundef: the parameter is poison when out of range
define i32 @in_range(i32 range(i32 0, 10) %x) {
  %c = icmp ult i32 %x, 5
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define noundef range(i32 0, 10) i32 @small(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}

define i32 @id(i32 %x) {
  ret i32 %x
}

define i32 @aligned(ptr noundef align 8 %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @takes16(ptr dereferenceable(16) %p) {
  ret i32 0
}

define i32 @range_poison() {
  %r = call i32 @in_range(i32 12)
  ret i32 %r
}

define i32 @range_ret() {
  %r = call i32 @small(i32 10)
  ret i32 %r
}

define i32 @range_call() {
  %r = call noundef range(i32 0, 10) i32 @id(i32 -1)
  ret i32 %r
}

define i32 @align_param() {
  %a = alloca [4 x i64], align 8
  %p = getelementptr i8, ptr %a, i64 4
  %r = call i32 @aligned(ptr %p)
  ret i32 %r
}

@gp = global ptr null

define i32 @nonnull_md() {
  store ptr null, ptr @gp, align 8
  %p = load ptr, ptr @gp, align 8, !nonnull !0
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @align_md() {
  %a = alloca [4 x i64], align 16
  %q = getelementptr i8, ptr %a, i64 8
  store ptr %q, ptr @gp, align 8
  %p = load ptr, ptr @gp, align 8, !align !1, !noundef !0
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @noundef_md() {
  %a = alloca i32, align 4
  %s = alloca ptr, align 8
  store ptr %a, ptr %s, align 8
  %p = load ptr, ptr %s, align 8
  %v = load i32, ptr %p, align 4, !noundef !0
  ret i32 0
}

define i32 @deref_short() {
  %a = alloca [8 x i8], align 8
  %r = call i32 @takes16(ptr %a)
  ret i32 %r
}

define i32 @deref_null() {
  %r = call i32 @takes16(ptr null)
  ret i32 %r
}

define i32 @deref_poison() {
  %r = call i32 @takes16(ptr poison)
  ret i32 %r
}

define i32 @before_start() {
  %x = alloca i32, align 4
  store i32 1, ptr %x, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  ret i32 0
}

define i32 @after_end() {
  %x = alloca i32, align 4
  %s = alloca ptr, align 8
  store ptr %x, ptr %s, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
  store i32 1, ptr %x, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  %p = load ptr, ptr %s, align 8
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, 1
  br i1 %c, label %a, label %b
a:
  ret i32 0
b:
  ret i32 1
}

; every promise kept: 1 + 5 + 0 + 1 + 0 = 7
define i32 @ok() {
  %a = alloca [4 x i64], align 16
  %x = alloca i32, align 4
  %r1 = call i32 @in_range(i32 3)
  %r2 = call i32 @small(i32 3)
  store i64 0, ptr %a, align 16
  %r3 = call i32 @aligned(ptr %a)
  %q = getelementptr i8, ptr %a, i64 16
  %s = alloca ptr, align 8
  store ptr %q, ptr %s, align 8
  %p = load ptr, ptr %s, align 8, !align !1, !nonnull !0, !noundef !0, !dereferenceable !2
  %r4 = call i32 @takes16(ptr %p)
  %r5 = call noundef range(i32 0, 10) i32 @id(i32 1)
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
  store i32 5, ptr %x, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  call void @llvm.lifetime.start.p0(i64 4, ptr %x)
  store i32 0, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %x)
  %t1 = add i32 %r1, %r2
  %t2 = add i32 %t1, %r3
  %t3 = add i32 %t2, %r4
  %t4 = add i32 %t3, %r5
  %t5 = add i32 %t4, %v
  ret i32 %t5
}

!0 = !{}
!1 = !{i64 16}
!2 = !{i64 16}

; nofpclass: a value of an excluded class is poison (undefined behaviour
; under noundef)
define double @halve(double noundef nofpclass(nan) %x) {
  %r = fmul double %x, 5.000000e-01
  ret double %r
}

define i32 @is_small(float nofpclass(inf sub) %x) {
  %c = fcmp olt float %x, 1.000000e+00
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @nofpclass_noundef() {
  %h = call double @halve(double 0x7FF8000000000000)
  %c = fcmp uno double %h, %h
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @nofpclass_poison() {
  %r = call i32 @is_small(float 0x7FF0000000000000)
  ret i32 %r
}

; kept: a negative infinity where only NaN is excluded, a normal float
define i32 @nofpclass_ok() {
  %h = call double @halve(double 0xFFF0000000000000)
  %c = fcmp olt double %h, 0.000000e+00
  %r = zext i1 %c to i32
  %s = call i32 @is_small(float 2.500000e-01)
  %t = call i32 @is_small(float 4.000000e+00)
  %u = add i32 %s, %r
  %v = add i32 %u, %t
  %w = sub i32 %v, 1
  ret i32 %w
}
