; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.rec = type { i32, i8 }
%struct.big = type { i32, [40 x i8] }

@ncmp = internal global i32 0, align 4
@.str = private unnamed_addr constant [23 x i8] c"ints (%d comparisons):\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"bsearch %d: %s at %d (%d comparisons)\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"records (%d comparisons):\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c" %d%c\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"item-%d\00", align 1
@.str.9 = private unnamed_addr constant [22 x i8] c"big (%d comparisons):\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c" %d:%s\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"elder\00", align 1
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.12, ptr @.str.17], align 4
@.str.18 = private unnamed_addr constant [24 x i8] c"words (%d comparisons):\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %s\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [37 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca [12 x %struct.rec], align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.rec, align 4
  %11 = alloca i32, align 4
  %12 = alloca [9 x %struct.big], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [8 x ptr], align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 12345, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %29, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 37
  br i1 %19, label %20, label %32

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = mul i32 %21, 1103515245
  %23 = add i32 %22, 12345
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = lshr i32 %24, 16
  %26 = srem i32 %25, 100
  %27 = load i32, ptr %4, align 4
  %28 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 %27
  store i32 %26, ptr %28, align 4
  br label %29

29:                                               ; preds = %20
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %17, !llvm.loop !6

32:                                               ; preds = %17
  store i32 0, ptr @ncmp, align 4
  %33 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 0
  call void @qsort(ptr noundef %33, i32 noundef 37, i32 noundef 4, ptr noundef @by_int)
  %34 = load i32, ptr @ncmp, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34)
  store i32 0, ptr %5, align 4
  br label %36

36:                                               ; preds = %44, %32
  %37 = load i32, ptr %5, align 4
  %38 = icmp slt i32 %37, 37
  br i1 %38, label %39, label %47

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 %40
  %42 = load i32, ptr %41, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42)
  br label %44

44:                                               ; preds = %39
  %45 = load i32, ptr %5, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %5, align 4
  br label %36, !llvm.loop !8

47:                                               ; preds = %36
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 -1, ptr %6, align 4
  br label %49

49:                                               ; preds = %74, %47
  %50 = load i32, ptr %6, align 4
  %51 = icmp slt i32 %50, 101
  br i1 %51, label %52, label %77

52:                                               ; preds = %49
  store i32 0, ptr @ncmp, align 4
  %53 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 0
  %54 = call ptr @bsearch(ptr noundef %6, ptr noundef %53, i32 noundef 37, i32 noundef 4, ptr noundef @by_int)
  store ptr %54, ptr %7, align 4
  %55 = load i32, ptr %6, align 4
  %56 = load ptr, ptr %7, align 4
  %57 = icmp ne ptr %56, null
  %58 = zext i1 %57 to i64
  %59 = select i1 %57, ptr @.str.4, ptr @.str.5
  %60 = load ptr, ptr %7, align 4
  %61 = icmp ne ptr %60, null
  br i1 %61, label %62, label %69

62:                                               ; preds = %52
  %63 = load ptr, ptr %7, align 4
  %64 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 0
  %65 = ptrtoint ptr %63 to i32
  %66 = ptrtoint ptr %64 to i32
  %67 = sub i32 %65, %66
  %68 = sdiv exact i32 %67, 4
  br label %70

69:                                               ; preds = %52
  br label %70

70:                                               ; preds = %69, %62
  %71 = phi i32 [ %68, %62 ], [ -1, %69 ]
  %72 = load i32, ptr @ncmp, align 4
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %55, ptr noundef %59, i32 noundef %71, i32 noundef %72)
  br label %74

74:                                               ; preds = %70
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 17
  store i32 %76, ptr %6, align 4
  br label %49, !llvm.loop !9

77:                                               ; preds = %49
  store i32 0, ptr %9, align 4
  br label %78

78:                                               ; preds = %92, %77
  %79 = load i32, ptr %9, align 4
  %80 = icmp slt i32 %79, 12
  br i1 %80, label %81, label %95

81:                                               ; preds = %78
  %82 = load i32, ptr %9, align 4
  %83 = getelementptr inbounds [12 x %struct.rec], ptr %8, i32 0, i32 %82
  %84 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %85 = load i32, ptr %9, align 4
  %86 = mul nsw i32 %85, 7
  %87 = srem i32 %86, 4
  store i32 %87, ptr %84, align 4
  %88 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 1
  %89 = load i32, ptr %9, align 4
  %90 = add nsw i32 97, %89
  %91 = trunc i32 %90 to i8
  store i8 %91, ptr %88, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %83, ptr align 4 %10, i32 8, i1 false)
  br label %92

92:                                               ; preds = %81
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %9, align 4
  br label %78, !llvm.loop !10

95:                                               ; preds = %78
  store i32 0, ptr @ncmp, align 4
  %96 = getelementptr inbounds [12 x %struct.rec], ptr %8, i32 0, i32 0
  call void @qsort(ptr noundef %96, i32 noundef 12, i32 noundef 8, ptr noundef @by_key)
  %97 = load i32, ptr @ncmp, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %97)
  store i32 0, ptr %11, align 4
  br label %99

99:                                               ; preds = %113, %95
  %100 = load i32, ptr %11, align 4
  %101 = icmp slt i32 %100, 12
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = load i32, ptr %11, align 4
  %104 = getelementptr inbounds [12 x %struct.rec], ptr %8, i32 0, i32 %103
  %105 = getelementptr inbounds %struct.rec, ptr %104, i32 0, i32 0
  %106 = load i32, ptr %105, align 4
  %107 = load i32, ptr %11, align 4
  %108 = getelementptr inbounds [12 x %struct.rec], ptr %8, i32 0, i32 %107
  %109 = getelementptr inbounds %struct.rec, ptr %108, i32 0, i32 1
  %110 = load i8, ptr %109, align 4
  %111 = zext i8 %110 to i32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %106, i32 noundef %111)
  br label %113

113:                                              ; preds = %102
  %114 = load i32, ptr %11, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %11, align 4
  br label %99, !llvm.loop !11

116:                                              ; preds = %99
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %13, align 4
  br label %118

118:                                              ; preds = %134, %116
  %119 = load i32, ptr %13, align 4
  %120 = icmp slt i32 %119, 9
  br i1 %120, label %121, label %137

121:                                              ; preds = %118
  %122 = load i32, ptr %13, align 4
  %123 = mul nsw i32 %122, 5
  %124 = srem i32 %123, 3
  %125 = load i32, ptr %13, align 4
  %126 = getelementptr inbounds [9 x %struct.big], ptr %12, i32 0, i32 %125
  %127 = getelementptr inbounds %struct.big, ptr %126, i32 0, i32 0
  store i32 %124, ptr %127, align 4
  %128 = load i32, ptr %13, align 4
  %129 = getelementptr inbounds [9 x %struct.big], ptr %12, i32 0, i32 %128
  %130 = getelementptr inbounds %struct.big, ptr %129, i32 0, i32 1
  %131 = getelementptr inbounds [40 x i8], ptr %130, i32 0, i32 0
  %132 = load i32, ptr %13, align 4
  %133 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %131, i32 noundef 40, ptr noundef @.str.8, i32 noundef %132) #5
  br label %134

134:                                              ; preds = %121
  %135 = load i32, ptr %13, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %13, align 4
  br label %118, !llvm.loop !12

137:                                              ; preds = %118
  store i32 0, ptr @ncmp, align 4
  %138 = getelementptr inbounds [9 x %struct.big], ptr %12, i32 0, i32 0
  call void @qsort(ptr noundef %138, i32 noundef 9, i32 noundef 44, ptr noundef @by_big)
  %139 = load i32, ptr @ncmp, align 4
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %139)
  store i32 0, ptr %14, align 4
  br label %141

141:                                              ; preds = %154, %137
  %142 = load i32, ptr %14, align 4
  %143 = icmp slt i32 %142, 9
  br i1 %143, label %144, label %157

144:                                              ; preds = %141
  %145 = load i32, ptr %14, align 4
  %146 = getelementptr inbounds [9 x %struct.big], ptr %12, i32 0, i32 %145
  %147 = getelementptr inbounds %struct.big, ptr %146, i32 0, i32 0
  %148 = load i32, ptr %147, align 4
  %149 = load i32, ptr %14, align 4
  %150 = getelementptr inbounds [9 x %struct.big], ptr %12, i32 0, i32 %149
  %151 = getelementptr inbounds %struct.big, ptr %150, i32 0, i32 1
  %152 = getelementptr inbounds [40 x i8], ptr %151, i32 0, i32 0
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %148, ptr noundef %152)
  br label %154

154:                                              ; preds = %144
  %155 = load i32, ptr %14, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %14, align 4
  br label %141, !llvm.loop !13

157:                                              ; preds = %141
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %15, ptr align 4 @__const.main.words, i32 32, i1 false)
  store i32 0, ptr @ncmp, align 4
  %159 = getelementptr inbounds [8 x ptr], ptr %15, i32 0, i32 0
  call void @qsort(ptr noundef %159, i32 noundef 8, i32 noundef 4, ptr noundef @by_str)
  %160 = load i32, ptr @ncmp, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %160)
  store i32 0, ptr %16, align 4
  br label %162

162:                                              ; preds = %170, %157
  %163 = load i32, ptr %16, align 4
  %164 = icmp slt i32 %163, 8
  br i1 %164, label %165, label %173

165:                                              ; preds = %162
  %166 = load i32, ptr %16, align 4
  %167 = getelementptr inbounds [8 x ptr], ptr %15, i32 0, i32 %166
  %168 = load ptr, ptr %167, align 4
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %168)
  br label %170

170:                                              ; preds = %165
  %171 = load i32, ptr %16, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %16, align 4
  br label %162, !llvm.loop !14

173:                                              ; preds = %162
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %175 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 0
  call void @qsort(ptr noundef %175, i32 noundef 0, i32 noundef 4, ptr noundef @by_int)
  %176 = getelementptr inbounds [37 x i32], ptr %2, i32 0, i32 0
  call void @qsort(ptr noundef %176, i32 noundef 1, i32 noundef 4, ptr noundef @by_int)
  ret i32 0
}

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @by_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %7 = load i32, ptr @ncmp, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @ncmp, align 4
  %9 = load ptr, ptr %3, align 4
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %5, align 4
  %11 = load ptr, ptr %4, align 4
  %12 = load i32, ptr %11, align 4
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @by_key(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %4, align 4
  %11 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @by_big(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %4, align 4
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 4
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = load ptr, ptr %7, align 4
  %9 = load ptr, ptr %4, align 4
  %10 = load ptr, ptr %9, align 4
  %11 = call i32 @strcmp(ptr noundef %8, ptr noundef %10) #6
  ret i32 %11
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
