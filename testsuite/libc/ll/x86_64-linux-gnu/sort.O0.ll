; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.12, ptr @.str.17], align 16
@.str.18 = private unnamed_addr constant [24 x i8] c"words (%d comparisons):\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [37 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [12 x %struct.rec], align 16
  %9 = alloca i32, align 4
  %10 = alloca %struct.rec, align 4
  %11 = alloca i32, align 4
  %12 = alloca [9 x %struct.big], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [8 x ptr], align 16
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 12345, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %17

17:                                               ; preds = %30, %0
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %18, 37
  br i1 %19, label %20, label %33

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = mul i32 %21, 1103515245
  %23 = add i32 %22, 12345
  store i32 %23, ptr %3, align 4
  %24 = load i32, ptr %3, align 4
  %25 = lshr i32 %24, 16
  %26 = srem i32 %25, 100
  %27 = load i32, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 %28
  store i32 %26, ptr %29, align 4
  br label %30

30:                                               ; preds = %20
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  br label %17, !llvm.loop !6

33:                                               ; preds = %17
  store i32 0, ptr @ncmp, align 4
  %34 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %34, i64 noundef 37, i64 noundef 4, ptr noundef @by_int)
  %35 = load i32, ptr @ncmp, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35)
  store i32 0, ptr %5, align 4
  br label %37

37:                                               ; preds = %46, %33
  %38 = load i32, ptr %5, align 4
  %39 = icmp slt i32 %38, 37
  br i1 %39, label %40, label %49

40:                                               ; preds = %37
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44)
  br label %46

46:                                               ; preds = %40
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %37, !llvm.loop !8

49:                                               ; preds = %37
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 -1, ptr %6, align 4
  br label %51

51:                                               ; preds = %77, %49
  %52 = load i32, ptr %6, align 4
  %53 = icmp slt i32 %52, 101
  br i1 %53, label %54, label %80

54:                                               ; preds = %51
  store i32 0, ptr @ncmp, align 4
  %55 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 0
  %56 = call ptr @bsearch(ptr noundef %6, ptr noundef %55, i64 noundef 37, i64 noundef 4, ptr noundef @by_int)
  store ptr %56, ptr %7, align 8
  %57 = load i32, ptr %6, align 4
  %58 = load ptr, ptr %7, align 8
  %59 = icmp ne ptr %58, null
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, ptr @.str.4, ptr @.str.5
  %62 = load ptr, ptr %7, align 8
  %63 = icmp ne ptr %62, null
  br i1 %63, label %64, label %72

64:                                               ; preds = %54
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 0
  %67 = ptrtoint ptr %65 to i64
  %68 = ptrtoint ptr %66 to i64
  %69 = sub i64 %67, %68
  %70 = sdiv exact i64 %69, 4
  %71 = trunc i64 %70 to i32
  br label %73

72:                                               ; preds = %54
  br label %73

73:                                               ; preds = %72, %64
  %74 = phi i32 [ %71, %64 ], [ -1, %72 ]
  %75 = load i32, ptr @ncmp, align 4
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %57, ptr noundef %61, i32 noundef %74, i32 noundef %75)
  br label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %6, align 4
  %79 = add nsw i32 %78, 17
  store i32 %79, ptr %6, align 4
  br label %51, !llvm.loop !9

80:                                               ; preds = %51
  store i32 0, ptr %9, align 4
  br label %81

81:                                               ; preds = %96, %80
  %82 = load i32, ptr %9, align 4
  %83 = icmp slt i32 %82, 12
  br i1 %83, label %84, label %99

84:                                               ; preds = %81
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [12 x %struct.rec], ptr %8, i64 0, i64 %86
  %88 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %89 = load i32, ptr %9, align 4
  %90 = mul nsw i32 %89, 7
  %91 = srem i32 %90, 4
  store i32 %91, ptr %88, align 4
  %92 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 1
  %93 = load i32, ptr %9, align 4
  %94 = add nsw i32 97, %93
  %95 = trunc i32 %94 to i8
  store i8 %95, ptr %92, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %87, ptr align 4 %10, i64 8, i1 false)
  br label %96

96:                                               ; preds = %84
  %97 = load i32, ptr %9, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %9, align 4
  br label %81, !llvm.loop !10

99:                                               ; preds = %81
  store i32 0, ptr @ncmp, align 4
  %100 = getelementptr inbounds [12 x %struct.rec], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %100, i64 noundef 12, i64 noundef 8, ptr noundef @by_key)
  %101 = load i32, ptr @ncmp, align 4
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %101)
  store i32 0, ptr %11, align 4
  br label %103

103:                                              ; preds = %119, %99
  %104 = load i32, ptr %11, align 4
  %105 = icmp slt i32 %104, 12
  br i1 %105, label %106, label %122

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [12 x %struct.rec], ptr %8, i64 0, i64 %108
  %110 = getelementptr inbounds %struct.rec, ptr %109, i32 0, i32 0
  %111 = load i32, ptr %110, align 8
  %112 = load i32, ptr %11, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [12 x %struct.rec], ptr %8, i64 0, i64 %113
  %115 = getelementptr inbounds %struct.rec, ptr %114, i32 0, i32 1
  %116 = load i8, ptr %115, align 4
  %117 = sext i8 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %111, i32 noundef %117)
  br label %119

119:                                              ; preds = %106
  %120 = load i32, ptr %11, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %11, align 4
  br label %103, !llvm.loop !11

122:                                              ; preds = %103
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %13, align 4
  br label %124

124:                                              ; preds = %142, %122
  %125 = load i32, ptr %13, align 4
  %126 = icmp slt i32 %125, 9
  br i1 %126, label %127, label %145

127:                                              ; preds = %124
  %128 = load i32, ptr %13, align 4
  %129 = mul nsw i32 %128, 5
  %130 = srem i32 %129, 3
  %131 = load i32, ptr %13, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [9 x %struct.big], ptr %12, i64 0, i64 %132
  %134 = getelementptr inbounds %struct.big, ptr %133, i32 0, i32 0
  store i32 %130, ptr %134, align 4
  %135 = load i32, ptr %13, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [9 x %struct.big], ptr %12, i64 0, i64 %136
  %138 = getelementptr inbounds %struct.big, ptr %137, i32 0, i32 1
  %139 = getelementptr inbounds [40 x i8], ptr %138, i64 0, i64 0
  %140 = load i32, ptr %13, align 4
  %141 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %139, i64 noundef 40, ptr noundef @.str.8, i32 noundef %140) #5
  br label %142

142:                                              ; preds = %127
  %143 = load i32, ptr %13, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %13, align 4
  br label %124, !llvm.loop !12

145:                                              ; preds = %124
  store i32 0, ptr @ncmp, align 4
  %146 = getelementptr inbounds [9 x %struct.big], ptr %12, i64 0, i64 0
  call void @qsort(ptr noundef %146, i64 noundef 9, i64 noundef 44, ptr noundef @by_big)
  %147 = load i32, ptr @ncmp, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %147)
  store i32 0, ptr %14, align 4
  br label %149

149:                                              ; preds = %164, %145
  %150 = load i32, ptr %14, align 4
  %151 = icmp slt i32 %150, 9
  br i1 %151, label %152, label %167

152:                                              ; preds = %149
  %153 = load i32, ptr %14, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [9 x %struct.big], ptr %12, i64 0, i64 %154
  %156 = getelementptr inbounds %struct.big, ptr %155, i32 0, i32 0
  %157 = load i32, ptr %156, align 4
  %158 = load i32, ptr %14, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [9 x %struct.big], ptr %12, i64 0, i64 %159
  %161 = getelementptr inbounds %struct.big, ptr %160, i32 0, i32 1
  %162 = getelementptr inbounds [40 x i8], ptr %161, i64 0, i64 0
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %157, ptr noundef %162)
  br label %164

164:                                              ; preds = %152
  %165 = load i32, ptr %14, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %14, align 4
  br label %149, !llvm.loop !13

167:                                              ; preds = %149
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.words, i64 64, i1 false)
  store i32 0, ptr @ncmp, align 4
  %169 = getelementptr inbounds [8 x ptr], ptr %15, i64 0, i64 0
  call void @qsort(ptr noundef %169, i64 noundef 8, i64 noundef 8, ptr noundef @by_str)
  %170 = load i32, ptr @ncmp, align 4
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %170)
  store i32 0, ptr %16, align 4
  br label %172

172:                                              ; preds = %181, %167
  %173 = load i32, ptr %16, align 4
  %174 = icmp slt i32 %173, 8
  br i1 %174, label %175, label %184

175:                                              ; preds = %172
  %176 = load i32, ptr %16, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [8 x ptr], ptr %15, i64 0, i64 %177
  %179 = load ptr, ptr %178, align 8
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %179)
  br label %181

181:                                              ; preds = %175
  %182 = load i32, ptr %16, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %16, align 4
  br label %172, !llvm.loop !14

184:                                              ; preds = %172
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %186 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %186, i64 noundef 0, i64 noundef 4, ptr noundef @by_int)
  %187 = getelementptr inbounds [37 x i32], ptr %2, i64 0, i64 0
  call void @qsort(ptr noundef %187, i64 noundef 1, i64 noundef 4, ptr noundef @by_int)
  ret i32 0
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_int(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr @ncmp, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @ncmp, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %5, align 4
  %11 = load ptr, ptr %4, align 8
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

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_key(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.rec, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_big(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = sub nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load i32, ptr @ncmp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @ncmp, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %9, align 8
  %11 = call i32 @strcmp(ptr noundef %8, ptr noundef %10) #6
  ret i32 %11
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
