; V-S-25, 26: AArch64 NEON's structured loads and stores give or take N
; vectors of one type; a load's struct, a lane load's vectors and a store's
; vectors must all be that type (the pointer may point to anything).  Which
; rule a mismatch breaks follows llvm-as: a lane load's type is its last
; vector parameter, so a different struct is the wrong return type.
; RUN: not %llvm-as14 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: not %ehi verify %s 2>&1 | FileCheck %s

; LLVM: Intrinsic has incorrect return type!
; LLVM-NEXT: @llvm.aarch64.neon.ld3.v4i32
; LLVM: Intrinsic has incorrect return type!
; LLVM-NEXT: @llvm.aarch64.neon.ld2lane.v4i32
; LLVM: Intrinsic has incorrect argument type!
; LLVM-NEXT: @llvm.aarch64.neon.ld4r.v2f32
; LLVM: Intrinsic has incorrect argument type!
; LLVM-NEXT: @llvm.aarch64.neon.st2.v4i32
; LLVM: Intrinsic has incorrect argument type!
; LLVM-NEXT: @llvm.aarch64.neon.st2lane.v4i32
declare { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0i8(i8*)
declare { <4 x i32>, <4 x i64>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32(i8*)
declare { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2lane.v4i32(<4 x i32>, <4 x i64>, i64, i8*)
declare { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4r.v2f32(float*, i32)
declare void @llvm.aarch64.neon.st2.v4i32(<4 x i32>, <4 x i64>, i8*)
declare void @llvm.aarch64.neon.st2lane.v4i32(<4 x i32>, <4 x i32>, i32, i8*)

define void @f(i8* %p, float* %q, <4 x i32> %a, <4 x i64> %b) {
  %ok = call { <4 x i32>, <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32.p0i8(i8* %p)
; CHECK: {{.*}}s-intrin-neon-struct.ll:[[@LINE+1]]:3: error: Intrinsic has incorrect return type! [V-S-25]
  %r1 = call { <4 x i32>, <4 x i64>, <4 x i32> } @llvm.aarch64.neon.ld3.v4i32(i8* %p)
; CHECK: {{.*}}s-intrin-neon-struct.ll:[[@LINE+1]]:3: error: Intrinsic has incorrect return type! [V-S-25]
  %r2 = call { <4 x i32>, <4 x i32> } @llvm.aarch64.neon.ld2lane.v4i32(<4 x i32> %a, <4 x i64> %b, i64 0, i8* %p)
; CHECK: {{.*}}s-intrin-neon-struct.ll:[[@LINE+1]]:3: error: Intrinsic has incorrect argument type! [V-S-26]
  %r3 = call { <2 x float>, <2 x float>, <2 x float>, <2 x float> } @llvm.aarch64.neon.ld4r.v2f32(float* %q, i32 0)
; CHECK: {{.*}}s-intrin-neon-struct.ll:[[@LINE+1]]:3: error: Intrinsic has incorrect argument type! [V-S-26]
  call void @llvm.aarch64.neon.st2.v4i32(<4 x i32> %a, <4 x i64> %b, i8* %p)
; CHECK: {{.*}}s-intrin-neon-struct.ll:[[@LINE+1]]:3: error: Intrinsic has incorrect argument type! [V-S-26]
  call void @llvm.aarch64.neon.st2lane.v4i32(<4 x i32> %a, <4 x i32> %a, i32 0, i8* %p)
  ret void
}
; CHECK-NOT: error:
