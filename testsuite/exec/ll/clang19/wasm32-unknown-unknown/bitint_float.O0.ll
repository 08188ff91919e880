; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@.str = private unnamed_addr constant [9 x i8] c"%2d: %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"u200 max: %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"u512 max: %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"2^400+2^347+1: %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double -3.000000e+00, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 0x4C623456789ABCDE, double 0x4C63E9E4E4C2F344, double -1.000000e+70, double 0x3FEFF7CED916872B], align 16
@.str.4 = private unnamed_addr constant [12 x i8] c"(i256)%a = \00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" negated\00", align 1
@.str.7 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"(u200)%a = \00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"(u512)%a = \00", align 1
@sink = internal global i32 0, align 4
@.str.11 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline nounwind optnone
define hidden i32 @main() #0 {
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
  %21 = getelementptr inbounds i256, ptr %3, i32 1
  %22 = load i256, ptr %2, align 8
  %23 = shl i256 %22, 100
  %24 = load i256, ptr %2, align 8
  %25 = shl i256 %24, 47
  %26 = mul nsw i256 3, %25
  %27 = add nsw i256 %23, %26
  store i256 %27, ptr %21, align 16
  %28 = getelementptr inbounds i256, ptr %3, i32 2
  %29 = load i256, ptr %2, align 8
  %30 = shl i256 %29, 100
  %31 = load i256, ptr %2, align 8
  %32 = shl i256 %31, 47
  %33 = add nsw i256 %30, %32
  %34 = add nsw i256 %33, 1
  store i256 %34, ptr %28, align 16
  %35 = getelementptr inbounds i256, ptr %3, i32 3
  %36 = load i256, ptr %2, align 8
  %37 = shl i256 %36, 100
  %38 = load i256, ptr %2, align 8
  %39 = shl i256 %38, 47
  %40 = add nsw i256 %37, %39
  %41 = sub nsw i256 %40, 1
  store i256 %41, ptr %35, align 16
  %42 = getelementptr inbounds i256, ptr %3, i32 4
  %43 = load i256, ptr %2, align 8
  %44 = shl i256 %43, 200
  %45 = load i256, ptr %2, align 8
  %46 = shl i256 %45, 147
  %47 = add nsw i256 %44, %46
  store i256 %47, ptr %42, align 16
  %48 = getelementptr inbounds i256, ptr %3, i32 5
  %49 = load i256, ptr %2, align 8
  %50 = shl i256 %49, 200
  %51 = load i256, ptr %2, align 8
  %52 = shl i256 %51, 147
  %53 = add nsw i256 %50, %52
  %54 = add nsw i256 %53, 1
  store i256 %54, ptr %48, align 16
  %55 = getelementptr inbounds i256, ptr %3, i32 6
  %56 = load i256, ptr %2, align 8
  %57 = shl i256 %56, 150
  %58 = load i256, ptr %2, align 8
  %59 = shl i256 %58, 97
  %60 = add nsw i256 %57, %59
  %61 = add nsw i256 %60, 5
  %62 = sub nsw i256 0, %61
  store i256 %62, ptr %55, align 16
  %63 = getelementptr inbounds i256, ptr %3, i32 7
  %64 = load i256, ptr %2, align 8
  %65 = shl i256 %64, 128
  %66 = sub nsw i256 %65, 1
  %67 = shl i256 %66, 100
  store i256 %67, ptr %63, align 16
  %68 = getelementptr inbounds i256, ptr %3, i32 8
  store i256 -28948022309329048855892746252171976963317496166410141009864396001978282409984, ptr %68, align 16
  %69 = getelementptr inbounds i256, ptr %3, i32 9
  store i256 57896044618658097711785492504343953926634992332820282019728792003956564819967, ptr %69, align 16
  %70 = getelementptr inbounds i256, ptr %3, i32 10
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %70, align 16
  store i32 0, ptr %4, align 4
  br label %71

71:                                               ; preds = %81, %0
  %72 = load i32, ptr %4, align 4
  %73 = icmp slt i32 %72, 11
  br i1 %73, label %74, label %84

74:                                               ; preds = %71
  %75 = load i32, ptr %4, align 4
  %76 = load i32, ptr %4, align 4
  %77 = getelementptr inbounds [11 x i256], ptr %3, i32 0, i32 %76
  %78 = load i256, ptr %77, align 16
  %79 = sitofp i256 %78 to double
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %75, double noundef %79)
  br label %81

81:                                               ; preds = %74
  %82 = load i32, ptr %4, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %4, align 4
  br label %71, !llvm.loop !2

84:                                               ; preds = %71
  store i256 1606938044258990275541962092341162602522202993782792835301375, ptr %5, align 8
  %85 = load i256, ptr %5, align 8
  %86 = trunc i256 %85 to i200
  %87 = uitofp i200 %86 to double
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %87)
  store i512 -1, ptr %6, align 8
  %89 = load i512, ptr %6, align 8
  %90 = uitofp i512 %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %90)
  store i512 2582249878086908876343246170761950825682317705590091112401283002575788089215446117995004864340738840188222310738458312705, ptr %7, align 8
  %92 = load i512, ptr %7, align 8
  %93 = uitofp i512 %92 to double
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %93)
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %8, ptr align 16 @__const.main.ds, i32 56, i1 false)
  store i32 0, ptr %9, align 4
  br label %95

95:                                               ; preds = %123, %84
  %96 = load i32, ptr %9, align 4
  %97 = icmp slt i32 %96, 7
  br i1 %97, label %98, label %126

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4
  %100 = getelementptr inbounds [7 x double], ptr %8, i32 0, i32 %99
  %101 = load double, ptr %100, align 8
  %102 = fptosi double %101 to i256
  store i256 %102, ptr %10, align 8
  %103 = load i32, ptr %9, align 4
  %104 = getelementptr inbounds [7 x double], ptr %8, i32 0, i32 %103
  %105 = load double, ptr %104, align 8
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %105)
  %107 = load i256, ptr %10, align 8
  %108 = icmp slt i256 %107, 0
  br i1 %108, label %109, label %113

109:                                              ; preds = %98
  %110 = load i256, ptr %10, align 8
  %111 = sext i256 %110 to i512
  %112 = sub i512 0, %111
  br label %116

113:                                              ; preds = %98
  %114 = load i256, ptr %10, align 8
  %115 = sext i256 %114 to i512
  br label %116

116:                                              ; preds = %113, %109
  %117 = phi i512 [ %112, %109 ], [ %115, %113 ]
  store i512 %117, ptr %11, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %11, i32 noundef 4)
  %118 = load i256, ptr %10, align 8
  %119 = icmp slt i256 %118, 0
  %120 = zext i1 %119 to i64
  %121 = select i1 %119, ptr @.str.6, ptr @.str.7
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %121)
  br label %123

123:                                              ; preds = %116
  %124 = load i32, ptr %9, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %9, align 4
  br label %95, !llvm.loop !4

126:                                              ; preds = %95
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef 0x4C6FFFFFFFFFFFFF)
  store i512 1606938044258990097136000504096177470236456812595900787458048, ptr %12, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %12, i32 noundef 4)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x5FE0000000000000)
  store i512 -6703903964971298549787012499102923063739682910296196688861780721860882015036773488400937149083451713845015929093243025426876941405973284973216824503042048, ptr %13, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %13, i32 noundef 8)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  store float 0x47EFFFFFE0000000, ptr %14, align 4
  %131 = load float, ptr %14, align 4
  %132 = fpext float %131 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %132)
  %134 = load float, ptr %14, align 4
  %135 = fptosi float %134 to i256
  %136 = sext i256 %135 to i512
  store i512 %136, ptr %15, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %15, i32 noundef 4)
  %137 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  store volatile i32 7, ptr @sink, align 4
  %138 = load volatile i32, ptr @sink, align 4
  ret i32 %138
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @put_hex(ptr noundef byval(i512) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i512, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i512, ptr %0, align 8
  store i512 %6, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i512, ptr %3, align 8
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 64, %15
  %17 = zext i32 %16 to i512
  %18 = lshr i512 %14, %17
  %19 = trunc i512 %18 to i64
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %19)
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !5

24:                                               ; preds = %10
  ret void
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
