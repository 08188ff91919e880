; ModuleID = 'strconv.c'
source_filename = "strconv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ints = internal global [33 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35], align 16
@bases = internal constant [8 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36, i32 1, i32 37], align 16
@.str = private unnamed_addr constant [69 x i8] c"[%s] base %d: l %ld/%d/%d ul %lu/%d/%d ll %lld/%d/%d ull %llu/%d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"ato* [%s]: %d %ld %lld\0A\00", align 1
@flts = internal global [27 x ptr] [ptr @.str.3, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61], align 16
@.str.2 = private unnamed_addr constant [55 x i8] c"[%s]: d %.17g %a /%d/%d  f %.9g %a /%d/%d  atof %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"  -17xyz\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"+99\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"0x1F\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"0X\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"0xg\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"012\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"09\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.13 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"-2147483649\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"4294967295\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"4294967296\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"-4294967295\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1
@.str.25 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"-9223372036854775809\00", align 1
@.str.27 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1
@.str.28 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.30 = private unnamed_addr constant [22 x i8] c"-18446744073709551615\00", align 1
@.str.31 = private unnamed_addr constant [8 x i8] c"\09\0A 123 \00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"1010\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"ZZtop\00", align 1
@.str.35 = private unnamed_addr constant [4 x i8] c"777\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"1.5\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"  -2.25e3xyz\00", align 1
@.str.38 = private unnamed_addr constant [6 x i8] c"1e400\00", align 1
@.str.39 = private unnamed_addr constant [7 x i8] c"-1e400\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"1e-400\00", align 1
@.str.41 = private unnamed_addr constant [9 x i8] c"4.9e-324\00", align 1
@.str.42 = private unnamed_addr constant [7 x i8] c"0x1p-3\00", align 1
@.str.43 = private unnamed_addr constant [8 x i8] c"0x1.8p1\00", align 1
@.str.44 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"-Infinity\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"nan(123)\00", align 1
@.str.48 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.49 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.50 = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.51 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.52 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.53 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1
@.str.54 = private unnamed_addr constant [13 x i8] c"3.4028235e38\00", align 1
@.str.55 = private unnamed_addr constant [7 x i8] c"3.5e38\00", align 1
@.str.56 = private unnamed_addr constant [15 x i8] c"1.17549435e-38\00", align 1
@.str.57 = private unnamed_addr constant [4 x i8] c"0.1\00", align 1
@.str.58 = private unnamed_addr constant [31 x i8] c"123456789012345678901234567890\00", align 1
@.str.59 = private unnamed_addr constant [24 x i8] c"2.2250738585072011e-308\00", align 1
@.str.60 = private unnamed_addr constant [23 x i8] c"1.7976931348623157e308\00", align 1
@.str.61 = private unnamed_addr constant [4 x i8] c"abc\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %26

26:                                               ; preds = %118, %0
  %27 = load i32, ptr %2, align 4
  %28 = zext i32 %27 to i64
  %29 = icmp ult i64 %28, 33
  br i1 %29, label %30, label %121

30:                                               ; preds = %26
  store i32 0, ptr %3, align 4
  br label %31

31:                                               ; preds = %114, %30
  %32 = load i32, ptr %3, align 4
  %33 = zext i32 %32 to i64
  %34 = icmp ult i64 %33, 8
  br i1 %34, label %35, label %117

35:                                               ; preds = %31
  %36 = load i32, ptr %2, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %4, align 8
  %40 = call ptr @__errno_location() #5
  store i32 0, ptr %40, align 4
  %41 = load ptr, ptr %4, align 8
  %42 = load i32, ptr %3, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = call i64 @strtol(ptr noundef %41, ptr noundef %5, i32 noundef %45) #6
  store i64 %46, ptr %9, align 8
  %47 = call ptr @__errno_location() #5
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %10, align 4
  %49 = call ptr @__errno_location() #5
  store i32 0, ptr %49, align 4
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %3, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = call i64 @strtoul(ptr noundef %50, ptr noundef %6, i32 noundef %54) #6
  store i64 %55, ptr %11, align 8
  %56 = call ptr @__errno_location() #5
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %12, align 4
  %58 = call ptr @__errno_location() #5
  store i32 0, ptr %58, align 4
  %59 = load ptr, ptr %4, align 8
  %60 = load i32, ptr %3, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = call i64 @strtoll(ptr noundef %59, ptr noundef %7, i32 noundef %63) #6
  store i64 %64, ptr %13, align 8
  %65 = call ptr @__errno_location() #5
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %14, align 4
  %67 = call ptr @__errno_location() #5
  store i32 0, ptr %67, align 4
  %68 = load ptr, ptr %4, align 8
  %69 = load i32, ptr %3, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = call i64 @strtoull(ptr noundef %68, ptr noundef %8, i32 noundef %72) #6
  store i64 %73, ptr %15, align 8
  %74 = call ptr @__errno_location() #5
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %16, align 4
  %76 = load ptr, ptr %4, align 8
  %77 = load i32, ptr %3, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = load i64, ptr %9, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = load ptr, ptr %4, align 8
  %84 = ptrtoint ptr %82 to i64
  %85 = ptrtoint ptr %83 to i64
  %86 = sub i64 %84, %85
  %87 = trunc i64 %86 to i32
  %88 = load i32, ptr %10, align 4
  %89 = load i64, ptr %11, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = load ptr, ptr %4, align 8
  %92 = ptrtoint ptr %90 to i64
  %93 = ptrtoint ptr %91 to i64
  %94 = sub i64 %92, %93
  %95 = trunc i64 %94 to i32
  %96 = load i32, ptr %12, align 4
  %97 = load i64, ptr %13, align 8
  %98 = load ptr, ptr %7, align 8
  %99 = load ptr, ptr %4, align 8
  %100 = ptrtoint ptr %98 to i64
  %101 = ptrtoint ptr %99 to i64
  %102 = sub i64 %100, %101
  %103 = trunc i64 %102 to i32
  %104 = load i32, ptr %14, align 4
  %105 = load i64, ptr %15, align 8
  %106 = load ptr, ptr %8, align 8
  %107 = load ptr, ptr %4, align 8
  %108 = ptrtoint ptr %106 to i64
  %109 = ptrtoint ptr %107 to i64
  %110 = sub i64 %108, %109
  %111 = trunc i64 %110 to i32
  %112 = load i32, ptr %16, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %76, i32 noundef %80, i64 noundef %81, i32 noundef %87, i32 noundef %88, i64 noundef %89, i32 noundef %95, i32 noundef %96, i64 noundef %97, i32 noundef %103, i32 noundef %104, i64 noundef %105, i32 noundef %111, i32 noundef %112)
  br label %114

114:                                              ; preds = %35
  %115 = load i32, ptr %3, align 4
  %116 = add i32 %115, 1
  store i32 %116, ptr %3, align 4
  br label %31, !llvm.loop !6

117:                                              ; preds = %31
  br label %118

118:                                              ; preds = %117
  %119 = load i32, ptr %2, align 4
  %120 = add i32 %119, 1
  store i32 %120, ptr %2, align 4
  br label %26, !llvm.loop !8

121:                                              ; preds = %26
  store i32 0, ptr %17, align 4
  br label %122

122:                                              ; preds = %147, %121
  %123 = load i32, ptr %17, align 4
  %124 = zext i32 %123 to i64
  %125 = icmp ult i64 %124, 33
  br i1 %125, label %126, label %150

126:                                              ; preds = %122
  %127 = load i32, ptr %17, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %128
  %130 = load ptr, ptr %129, align 8
  %131 = load i32, ptr %17, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %132
  %134 = load ptr, ptr %133, align 8
  %135 = call i32 @atoi(ptr noundef %134) #7
  %136 = load i32, ptr %17, align 4
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8
  %140 = call i64 @atol(ptr noundef %139) #7
  %141 = load i32, ptr %17, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %142
  %144 = load ptr, ptr %143, align 8
  %145 = call i64 @atoll(ptr noundef %144) #7
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %130, i32 noundef %135, i64 noundef %140, i64 noundef %145)
  br label %147

147:                                              ; preds = %126
  %148 = load i32, ptr %17, align 4
  %149 = add i32 %148, 1
  store i32 %149, ptr %17, align 4
  br label %122, !llvm.loop !9

150:                                              ; preds = %122
  store i32 0, ptr %18, align 4
  br label %151

151:                                              ; preds = %198, %150
  %152 = load i32, ptr %18, align 4
  %153 = zext i32 %152 to i64
  %154 = icmp ult i64 %153, 27
  br i1 %154, label %155, label %201

155:                                              ; preds = %151
  %156 = load i32, ptr %18, align 4
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds [27 x ptr], ptr @flts, i64 0, i64 %157
  %159 = load ptr, ptr %158, align 8
  store ptr %159, ptr %19, align 8
  %160 = call ptr @__errno_location() #5
  store i32 0, ptr %160, align 4
  %161 = load ptr, ptr %19, align 8
  %162 = call double @strtod(ptr noundef %161, ptr noundef %20) #6
  store double %162, ptr %22, align 8
  %163 = call ptr @__errno_location() #5
  %164 = load i32, ptr %163, align 4
  store i32 %164, ptr %23, align 4
  %165 = call ptr @__errno_location() #5
  store i32 0, ptr %165, align 4
  %166 = load ptr, ptr %19, align 8
  %167 = call float @strtof(ptr noundef %166, ptr noundef %21) #6
  store float %167, ptr %24, align 4
  %168 = call ptr @__errno_location() #5
  %169 = load i32, ptr %168, align 4
  store i32 %169, ptr %25, align 4
  %170 = load ptr, ptr %19, align 8
  %171 = load double, ptr %22, align 8
  %172 = load double, ptr %22, align 8
  %173 = load ptr, ptr %20, align 8
  %174 = load ptr, ptr %19, align 8
  %175 = ptrtoint ptr %173 to i64
  %176 = ptrtoint ptr %174 to i64
  %177 = sub i64 %175, %176
  %178 = trunc i64 %177 to i32
  %179 = load i32, ptr %23, align 4
  %180 = icmp ne i32 %179, 0
  %181 = zext i1 %180 to i32
  %182 = load float, ptr %24, align 4
  %183 = fpext float %182 to double
  %184 = load float, ptr %24, align 4
  %185 = fpext float %184 to double
  %186 = load ptr, ptr %21, align 8
  %187 = load ptr, ptr %19, align 8
  %188 = ptrtoint ptr %186 to i64
  %189 = ptrtoint ptr %187 to i64
  %190 = sub i64 %188, %189
  %191 = trunc i64 %190 to i32
  %192 = load i32, ptr %25, align 4
  %193 = icmp ne i32 %192, 0
  %194 = zext i1 %193 to i32
  %195 = load ptr, ptr %19, align 8
  %196 = call double @atof(ptr noundef %195) #7
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %170, double noundef %171, double noundef %172, i32 noundef %178, i32 noundef %181, double noundef %183, double noundef %185, i32 noundef %191, i32 noundef %194, double noundef %196)
  br label %198

198:                                              ; preds = %155
  %199 = load i32, ptr %18, align 4
  %200 = add i32 %199, 1
  store i32 %200, ptr %18, align 4
  br label %151, !llvm.loop !10

201:                                              ; preds = %151
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #1

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoll(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoull(ptr noundef, ptr noundef, i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atol(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atoll(ptr noundef) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @strtof(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare double @atof(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
