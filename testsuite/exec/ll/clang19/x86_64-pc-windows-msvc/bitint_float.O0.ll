; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_08JNJLEJIF@?5negated?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_03OFAPEBGM@?$CFs?6?$AA@" = comdat any

$"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_02MDDDDAID@0x?$AA@" = comdat any

$"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = comdat any

@"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%2d: %a\0A\00", comdat, align 1
@"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"u200 max: %a\0A\00", comdat, align 1
@"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"u512 max: %a\0A\00", comdat, align 1
@"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"2^400+2^347+1: %a\0A\00", comdat, align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double -3.000000e+00, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 0x4C623456789ABCDE, double 0x4C63E9E4E4C2F344, double -1.000000e+70, double 0x3FEFF7CED916872B], align 16
@"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(i256)%a = \00", comdat, align 1
@"??_C@_08JNJLEJIF@?5negated?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c" negated\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_03OFAPEBGM@?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%s\0A\00", comdat, align 1
@"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(u200)%a = \00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(u512)%a = \00", comdat, align 1
@sink = internal global i32 0, align 4
@"??_C@_02MDDDDAID@0x?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"0x\00", comdat, align 1
@"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%016llx\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i256, align 8
  %3 = alloca [11 x i256], align 16
  %4 = alloca i32, align 4
  %5 = alloca i256, align 8
  %6 = alloca i512, align 8
  %7 = alloca i512, align 8
  %8 = alloca [7 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca i256, align 8
  %11 = alloca i512, align 8
  %12 = alloca i512, align 8
  %13 = alloca i512, align 8
  %14 = alloca float, align 4
  %15 = alloca i512, align 8
  store i32 0, ptr %1, align 4
  store i256 1, ptr %2, align 8
  %16 = load i256, ptr %2, align 8
  %17 = shl i256 %16, 100
  %18 = load i256, ptr %2, align 8
  %19 = shl i256 %18, 47
  %20 = add nsw i256 %17, %19
  store i256 %20, ptr %3, align 16
  %21 = getelementptr inbounds i256, ptr %3, i64 1
  %22 = load i256, ptr %2, align 8
  %23 = shl i256 %22, 100
  %24 = load i256, ptr %2, align 8
  %25 = shl i256 %24, 47
  %26 = mul nsw i256 3, %25
  %27 = add nsw i256 %23, %26
  store i256 %27, ptr %21, align 16
  %28 = getelementptr inbounds i256, ptr %3, i64 2
  %29 = load i256, ptr %2, align 8
  %30 = shl i256 %29, 100
  %31 = load i256, ptr %2, align 8
  %32 = shl i256 %31, 47
  %33 = add nsw i256 %30, %32
  %34 = add nsw i256 %33, 1
  store i256 %34, ptr %28, align 16
  %35 = getelementptr inbounds i256, ptr %3, i64 3
  %36 = load i256, ptr %2, align 8
  %37 = shl i256 %36, 100
  %38 = load i256, ptr %2, align 8
  %39 = shl i256 %38, 47
  %40 = add nsw i256 %37, %39
  %41 = sub nsw i256 %40, 1
  store i256 %41, ptr %35, align 16
  %42 = getelementptr inbounds i256, ptr %3, i64 4
  %43 = load i256, ptr %2, align 8
  %44 = shl i256 %43, 200
  %45 = load i256, ptr %2, align 8
  %46 = shl i256 %45, 147
  %47 = add nsw i256 %44, %46
  store i256 %47, ptr %42, align 16
  %48 = getelementptr inbounds i256, ptr %3, i64 5
  %49 = load i256, ptr %2, align 8
  %50 = shl i256 %49, 200
  %51 = load i256, ptr %2, align 8
  %52 = shl i256 %51, 147
  %53 = add nsw i256 %50, %52
  %54 = add nsw i256 %53, 1
  store i256 %54, ptr %48, align 16
  %55 = getelementptr inbounds i256, ptr %3, i64 6
  %56 = load i256, ptr %2, align 8
  %57 = shl i256 %56, 150
  %58 = load i256, ptr %2, align 8
  %59 = shl i256 %58, 97
  %60 = add nsw i256 %57, %59
  %61 = add nsw i256 %60, 5
  %62 = sub nsw i256 0, %61
  store i256 %62, ptr %55, align 16
  %63 = getelementptr inbounds i256, ptr %3, i64 7
  %64 = load i256, ptr %2, align 8
  %65 = shl i256 %64, 128
  %66 = sub nsw i256 %65, 1
  %67 = shl i256 %66, 100
  store i256 %67, ptr %63, align 16
  %68 = getelementptr inbounds i256, ptr %3, i64 8
  store i256 -28948022309329048855892746252171976963317496166410141009864396001978282409984, ptr %68, align 16
  %69 = getelementptr inbounds i256, ptr %3, i64 9
  store i256 57896044618658097711785492504343953926634992332820282019728792003956564819967, ptr %69, align 16
  %70 = getelementptr inbounds i256, ptr %3, i64 10
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %70, align 16
  store i32 0, ptr %4, align 4
  br label %71

71:                                               ; preds = %82, %0
  %72 = load i32, ptr %4, align 4
  %73 = icmp slt i32 %72, 11
  br i1 %73, label %74, label %85

74:                                               ; preds = %71
  %75 = load i32, ptr %4, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [11 x i256], ptr %3, i64 0, i64 %76
  %78 = load i256, ptr %77, align 16
  %79 = sitofp i256 %78 to double
  %80 = load i32, ptr %4, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef %80, double noundef %79)
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr %4, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %4, align 4
  br label %71, !llvm.loop !5

85:                                               ; preds = %71
  store i256 1606938044258990275541962092341162602522202993782792835301375, ptr %5, align 8
  %86 = load i256, ptr %5, align 8
  %87 = trunc i256 %86 to i200
  %88 = uitofp i200 %87 to double
  %89 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@", double noundef %88)
  store i512 -1, ptr %6, align 8
  %90 = load i512, ptr %6, align 8
  %91 = uitofp i512 %90 to double
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@", double noundef %91)
  store i512 2582249878086908876343246170761950825682317705590091112401283002575788089215446117995004864340738840188222310738458312705, ptr %7, align 8
  %93 = load i512, ptr %7, align 8
  %94 = uitofp i512 %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@", double noundef %94)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.ds, i64 56, i1 false)
  store i32 0, ptr %9, align 4
  br label %96

96:                                               ; preds = %126, %85
  %97 = load i32, ptr %9, align 4
  %98 = icmp slt i32 %97, 7
  br i1 %98, label %99, label %129

99:                                               ; preds = %96
  %100 = load i32, ptr %9, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = fptosi double %103 to i256
  store i256 %104, ptr %10, align 8
  %105 = load i32, ptr %9, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [7 x double], ptr %8, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@", double noundef %108)
  %110 = load i256, ptr %10, align 8
  %111 = icmp slt i256 %110, 0
  br i1 %111, label %112, label %116

112:                                              ; preds = %99
  %113 = load i256, ptr %10, align 8
  %114 = sext i256 %113 to i512
  %115 = sub i512 0, %114
  br label %119

116:                                              ; preds = %99
  %117 = load i256, ptr %10, align 8
  %118 = sext i256 %117 to i512
  br label %119

119:                                              ; preds = %116, %112
  %120 = phi i512 [ %115, %112 ], [ %118, %116 ]
  store i512 %120, ptr %11, align 8
  call void @put_hex(ptr noundef %11, i32 noundef 4)
  %121 = load i256, ptr %10, align 8
  %122 = icmp slt i256 %121, 0
  %123 = zext i1 %122 to i64
  %124 = select i1 %122, ptr @"??_C@_08JNJLEJIF@?5negated?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@"
  %125 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03OFAPEBGM@?$CFs?6?$AA@", ptr noundef %124)
  br label %126

126:                                              ; preds = %119
  %127 = load i32, ptr %9, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %9, align 4
  br label %96, !llvm.loop !7

129:                                              ; preds = %96
  %130 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@", double noundef 0x4C6FFFFFFFFFFFFF)
  store i512 1606938044258990097136000504096177470236456812595900787458048, ptr %12, align 8
  call void @put_hex(ptr noundef %12, i32 noundef 4)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %132 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@", double noundef 0x5FE0000000000000)
  store i512 -6703903964971298549787012499102923063739682910296196688861780721860882015036773488400937149083451713845015929093243025426876941405973284973216824503042048, ptr %13, align 8
  call void @put_hex(ptr noundef %13, i32 noundef 8)
  %133 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store float 0x47EFFFFFE0000000, ptr %14, align 4
  %134 = load float, ptr %14, align 4
  %135 = fpext float %134 to double
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@", double noundef %135)
  %137 = load float, ptr %14, align 4
  %138 = fptosi float %137 to i256
  %139 = sext i256 %138 to i512
  store i512 %139, ptr %15, align 8
  call void @put_hex(ptr noundef %15, i32 noundef 4)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store volatile i32 7, ptr @sink, align 4
  %141 = load volatile i32, ptr @sink, align 4
  ret i32 %141
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_hex(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i512, align 8
  %5 = alloca i32, align 4
  %6 = load i512, ptr %0, align 8
  store i32 %1, ptr %3, align 4
  store i512 %6, ptr %4, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_02MDDDDAID@0x?$AA@")
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i512, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 64, %15
  %17 = zext i32 %16 to i512
  %18 = lshr i512 %14, %17
  %19 = trunc i512 %18 to i64
  %20 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %19)
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !8

24:                                               ; preds = %10
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
