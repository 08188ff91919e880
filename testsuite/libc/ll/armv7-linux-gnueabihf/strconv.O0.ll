; ModuleID = 'strconv.c'
source_filename = "strconv.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@ints = internal global [33 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35], align 4
@bases = internal constant [8 x i32] [i32 0, i32 10, i32 16, i32 8, i32 2, i32 36, i32 1, i32 37], align 4
@.str = private unnamed_addr constant [69 x i8] c"[%s] base %d: l %ld/%d/%d ul %lu/%d/%d ll %lld/%d/%d ull %llu/%d/%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"ato* [%s]: %d %ld %lld\0A\00", align 1
@flts = internal global [27 x ptr] [ptr @.str.3, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60, ptr @.str.61], align 4
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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 4
  %20 = alloca ptr, align 4
  %21 = alloca ptr, align 4
  %22 = alloca double, align 8
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %26

26:                                               ; preds = %110, %0
  %27 = load i32, ptr %2, align 4
  %28 = icmp ult i32 %27, 33
  br i1 %28, label %29, label %113

29:                                               ; preds = %26
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %106, %29
  %31 = load i32, ptr %3, align 4
  %32 = icmp ult i32 %31, 8
  br i1 %32, label %33, label %109

33:                                               ; preds = %30
  %34 = load i32, ptr %2, align 4
  %35 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %34
  %36 = load ptr, ptr %35, align 4
  store ptr %36, ptr %4, align 4
  %37 = load ptr, ptr %4, align 4
  store ptr %37, ptr %5, align 4
  %38 = load ptr, ptr %4, align 4
  store ptr %38, ptr %6, align 4
  %39 = load ptr, ptr %4, align 4
  store ptr %39, ptr %7, align 4
  %40 = load ptr, ptr %4, align 4
  store ptr %40, ptr %8, align 4
  %41 = call ptr @__errno_location() #5
  store i32 0, ptr %41, align 4
  %42 = load ptr, ptr %4, align 4
  %43 = load i32, ptr %3, align 4
  %44 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %43
  %45 = load i32, ptr %44, align 4
  %46 = call i32 @strtol(ptr noundef %42, ptr noundef %5, i32 noundef %45) #6
  store i32 %46, ptr %9, align 4
  %47 = call ptr @__errno_location() #5
  %48 = load i32, ptr %47, align 4
  store i32 %48, ptr %10, align 4
  %49 = call ptr @__errno_location() #5
  store i32 0, ptr %49, align 4
  %50 = load ptr, ptr %4, align 4
  %51 = load i32, ptr %3, align 4
  %52 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %51
  %53 = load i32, ptr %52, align 4
  %54 = call i32 @strtoul(ptr noundef %50, ptr noundef %6, i32 noundef %53) #6
  store i32 %54, ptr %11, align 4
  %55 = call ptr @__errno_location() #5
  %56 = load i32, ptr %55, align 4
  store i32 %56, ptr %12, align 4
  %57 = call ptr @__errno_location() #5
  store i32 0, ptr %57, align 4
  %58 = load ptr, ptr %4, align 4
  %59 = load i32, ptr %3, align 4
  %60 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %59
  %61 = load i32, ptr %60, align 4
  %62 = call i64 @strtoll(ptr noundef %58, ptr noundef %7, i32 noundef %61) #6
  store i64 %62, ptr %13, align 8
  %63 = call ptr @__errno_location() #5
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %14, align 4
  %65 = call ptr @__errno_location() #5
  store i32 0, ptr %65, align 4
  %66 = load ptr, ptr %4, align 4
  %67 = load i32, ptr %3, align 4
  %68 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %67
  %69 = load i32, ptr %68, align 4
  %70 = call i64 @strtoull(ptr noundef %66, ptr noundef %8, i32 noundef %69) #6
  store i64 %70, ptr %15, align 8
  %71 = call ptr @__errno_location() #5
  %72 = load i32, ptr %71, align 4
  store i32 %72, ptr %16, align 4
  %73 = load ptr, ptr %4, align 4
  %74 = load i32, ptr %3, align 4
  %75 = getelementptr inbounds [8 x i32], ptr @bases, i32 0, i32 %74
  %76 = load i32, ptr %75, align 4
  %77 = load i32, ptr %9, align 4
  %78 = load ptr, ptr %5, align 4
  %79 = load ptr, ptr %4, align 4
  %80 = ptrtoint ptr %78 to i32
  %81 = ptrtoint ptr %79 to i32
  %82 = sub i32 %80, %81
  %83 = load i32, ptr %10, align 4
  %84 = load i32, ptr %11, align 4
  %85 = load ptr, ptr %6, align 4
  %86 = load ptr, ptr %4, align 4
  %87 = ptrtoint ptr %85 to i32
  %88 = ptrtoint ptr %86 to i32
  %89 = sub i32 %87, %88
  %90 = load i32, ptr %12, align 4
  %91 = load i64, ptr %13, align 8
  %92 = load ptr, ptr %7, align 4
  %93 = load ptr, ptr %4, align 4
  %94 = ptrtoint ptr %92 to i32
  %95 = ptrtoint ptr %93 to i32
  %96 = sub i32 %94, %95
  %97 = load i32, ptr %14, align 4
  %98 = load i64, ptr %15, align 8
  %99 = load ptr, ptr %8, align 4
  %100 = load ptr, ptr %4, align 4
  %101 = ptrtoint ptr %99 to i32
  %102 = ptrtoint ptr %100 to i32
  %103 = sub i32 %101, %102
  %104 = load i32, ptr %16, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %73, i32 noundef %76, i32 noundef %77, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %89, i32 noundef %90, i64 noundef %91, i32 noundef %96, i32 noundef %97, i64 noundef %98, i32 noundef %103, i32 noundef %104)
  br label %106

106:                                              ; preds = %33
  %107 = load i32, ptr %3, align 4
  %108 = add i32 %107, 1
  store i32 %108, ptr %3, align 4
  br label %30, !llvm.loop !6

109:                                              ; preds = %30
  br label %110

110:                                              ; preds = %109
  %111 = load i32, ptr %2, align 4
  %112 = add i32 %111, 1
  store i32 %112, ptr %2, align 4
  br label %26, !llvm.loop !8

113:                                              ; preds = %26
  store i32 0, ptr %17, align 4
  br label %114

114:                                              ; preds = %134, %113
  %115 = load i32, ptr %17, align 4
  %116 = icmp ult i32 %115, 33
  br i1 %116, label %117, label %137

117:                                              ; preds = %114
  %118 = load i32, ptr %17, align 4
  %119 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %118
  %120 = load ptr, ptr %119, align 4
  %121 = load i32, ptr %17, align 4
  %122 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %121
  %123 = load ptr, ptr %122, align 4
  %124 = call i32 @atoi(ptr noundef %123) #7
  %125 = load i32, ptr %17, align 4
  %126 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %125
  %127 = load ptr, ptr %126, align 4
  %128 = call i32 @atol(ptr noundef %127) #7
  %129 = load i32, ptr %17, align 4
  %130 = getelementptr inbounds [33 x ptr], ptr @ints, i32 0, i32 %129
  %131 = load ptr, ptr %130, align 4
  %132 = call i64 @atoll(ptr noundef %131) #7
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %120, i32 noundef %124, i32 noundef %128, i64 noundef %132)
  br label %134

134:                                              ; preds = %117
  %135 = load i32, ptr %17, align 4
  %136 = add i32 %135, 1
  store i32 %136, ptr %17, align 4
  br label %114, !llvm.loop !9

137:                                              ; preds = %114
  store i32 0, ptr %18, align 4
  br label %138

138:                                              ; preds = %181, %137
  %139 = load i32, ptr %18, align 4
  %140 = icmp ult i32 %139, 27
  br i1 %140, label %141, label %184

141:                                              ; preds = %138
  %142 = load i32, ptr %18, align 4
  %143 = getelementptr inbounds [27 x ptr], ptr @flts, i32 0, i32 %142
  %144 = load ptr, ptr %143, align 4
  store ptr %144, ptr %19, align 4
  %145 = call ptr @__errno_location() #5
  store i32 0, ptr %145, align 4
  %146 = load ptr, ptr %19, align 4
  %147 = call double @strtod(ptr noundef %146, ptr noundef %20) #6
  store double %147, ptr %22, align 8
  %148 = call ptr @__errno_location() #5
  %149 = load i32, ptr %148, align 4
  store i32 %149, ptr %23, align 4
  %150 = call ptr @__errno_location() #5
  store i32 0, ptr %150, align 4
  %151 = load ptr, ptr %19, align 4
  %152 = call float @strtof(ptr noundef %151, ptr noundef %21) #6
  store float %152, ptr %24, align 4
  %153 = call ptr @__errno_location() #5
  %154 = load i32, ptr %153, align 4
  store i32 %154, ptr %25, align 4
  %155 = load ptr, ptr %19, align 4
  %156 = load double, ptr %22, align 8
  %157 = load double, ptr %22, align 8
  %158 = load ptr, ptr %20, align 4
  %159 = load ptr, ptr %19, align 4
  %160 = ptrtoint ptr %158 to i32
  %161 = ptrtoint ptr %159 to i32
  %162 = sub i32 %160, %161
  %163 = load i32, ptr %23, align 4
  %164 = icmp ne i32 %163, 0
  %165 = zext i1 %164 to i32
  %166 = load float, ptr %24, align 4
  %167 = fpext float %166 to double
  %168 = load float, ptr %24, align 4
  %169 = fpext float %168 to double
  %170 = load ptr, ptr %21, align 4
  %171 = load ptr, ptr %19, align 4
  %172 = ptrtoint ptr %170 to i32
  %173 = ptrtoint ptr %171 to i32
  %174 = sub i32 %172, %173
  %175 = load i32, ptr %25, align 4
  %176 = icmp ne i32 %175, 0
  %177 = zext i1 %176 to i32
  %178 = load ptr, ptr %19, align 4
  %179 = call double @atof(ptr noundef %178) #7
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %155, double noundef %156, double noundef %157, i32 noundef %162, i32 noundef %165, double noundef %167, double noundef %169, i32 noundef %174, i32 noundef %177, double noundef %179)
  br label %181

181:                                              ; preds = %141
  %182 = load i32, ptr %18, align 4
  %183 = add i32 %182, 1
  store i32 %183, ptr %18, align 4
  br label %138, !llvm.loop !10

184:                                              ; preds = %138
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #1

; Function Attrs: nounwind
declare i32 @strtol(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @strtoul(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoll(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i64 @strtoull(ptr noundef, ptr noundef, i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atol(ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @atoll(ptr noundef) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @strtof(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare double @atof(ptr noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
