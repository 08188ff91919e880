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

26:                                               ; preds = %122, %0
  %27 = load i32, ptr %2, align 4
  %28 = zext i32 %27 to i64
  %29 = icmp ult i64 %28, 33
  br i1 %29, label %30, label %125

30:                                               ; preds = %26
  store i32 0, ptr %3, align 4
  br label %31

31:                                               ; preds = %118, %30
  %32 = load i32, ptr %3, align 4
  %33 = zext i32 %32 to i64
  %34 = icmp ult i64 %33, 8
  br i1 %34, label %35, label %121

35:                                               ; preds = %31
  %36 = load i32, ptr %2, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %37
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %4, align 8
  %40 = load ptr, ptr %4, align 8
  store ptr %40, ptr %5, align 8
  %41 = load ptr, ptr %4, align 8
  store ptr %41, ptr %6, align 8
  %42 = load ptr, ptr %4, align 8
  store ptr %42, ptr %7, align 8
  %43 = load ptr, ptr %4, align 8
  store ptr %43, ptr %8, align 8
  %44 = call ptr @__errno_location() #5
  store i32 0, ptr %44, align 4
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %3, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = call i64 @strtol(ptr noundef %45, ptr noundef %5, i32 noundef %49) #6
  store i64 %50, ptr %9, align 8
  %51 = call ptr @__errno_location() #5
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %10, align 4
  %53 = call ptr @__errno_location() #5
  store i32 0, ptr %53, align 4
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %3, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = call i64 @strtoul(ptr noundef %54, ptr noundef %6, i32 noundef %58) #6
  store i64 %59, ptr %11, align 8
  %60 = call ptr @__errno_location() #5
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %12, align 4
  %62 = call ptr @__errno_location() #5
  store i32 0, ptr %62, align 4
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %3, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = call i64 @strtoll(ptr noundef %63, ptr noundef %7, i32 noundef %67) #6
  store i64 %68, ptr %13, align 8
  %69 = call ptr @__errno_location() #5
  %70 = load i32, ptr %69, align 4
  store i32 %70, ptr %14, align 4
  %71 = call ptr @__errno_location() #5
  store i32 0, ptr %71, align 4
  %72 = load ptr, ptr %4, align 8
  %73 = load i32, ptr %3, align 4
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = call i64 @strtoull(ptr noundef %72, ptr noundef %8, i32 noundef %76) #6
  store i64 %77, ptr %15, align 8
  %78 = call ptr @__errno_location() #5
  %79 = load i32, ptr %78, align 4
  store i32 %79, ptr %16, align 4
  %80 = load ptr, ptr %4, align 8
  %81 = load i32, ptr %3, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [8 x i32], ptr @bases, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = load i64, ptr %9, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = load ptr, ptr %4, align 8
  %88 = ptrtoint ptr %86 to i64
  %89 = ptrtoint ptr %87 to i64
  %90 = sub i64 %88, %89
  %91 = trunc i64 %90 to i32
  %92 = load i32, ptr %10, align 4
  %93 = load i64, ptr %11, align 8
  %94 = load ptr, ptr %6, align 8
  %95 = load ptr, ptr %4, align 8
  %96 = ptrtoint ptr %94 to i64
  %97 = ptrtoint ptr %95 to i64
  %98 = sub i64 %96, %97
  %99 = trunc i64 %98 to i32
  %100 = load i32, ptr %12, align 4
  %101 = load i64, ptr %13, align 8
  %102 = load ptr, ptr %7, align 8
  %103 = load ptr, ptr %4, align 8
  %104 = ptrtoint ptr %102 to i64
  %105 = ptrtoint ptr %103 to i64
  %106 = sub i64 %104, %105
  %107 = trunc i64 %106 to i32
  %108 = load i32, ptr %14, align 4
  %109 = load i64, ptr %15, align 8
  %110 = load ptr, ptr %8, align 8
  %111 = load ptr, ptr %4, align 8
  %112 = ptrtoint ptr %110 to i64
  %113 = ptrtoint ptr %111 to i64
  %114 = sub i64 %112, %113
  %115 = trunc i64 %114 to i32
  %116 = load i32, ptr %16, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %80, i32 noundef %84, i64 noundef %85, i32 noundef %91, i32 noundef %92, i64 noundef %93, i32 noundef %99, i32 noundef %100, i64 noundef %101, i32 noundef %107, i32 noundef %108, i64 noundef %109, i32 noundef %115, i32 noundef %116)
  br label %118

118:                                              ; preds = %35
  %119 = load i32, ptr %3, align 4
  %120 = add i32 %119, 1
  store i32 %120, ptr %3, align 4
  br label %31, !llvm.loop !6

121:                                              ; preds = %31
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr %2, align 4
  %124 = add i32 %123, 1
  store i32 %124, ptr %2, align 4
  br label %26, !llvm.loop !8

125:                                              ; preds = %26
  store i32 0, ptr %17, align 4
  br label %126

126:                                              ; preds = %151, %125
  %127 = load i32, ptr %17, align 4
  %128 = zext i32 %127 to i64
  %129 = icmp ult i64 %128, 33
  br i1 %129, label %130, label %154

130:                                              ; preds = %126
  %131 = load i32, ptr %17, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %132
  %134 = load ptr, ptr %133, align 8
  %135 = load i32, ptr %17, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %136
  %138 = load ptr, ptr %137, align 8
  %139 = call i32 @atoi(ptr noundef %138) #7
  %140 = load i32, ptr %17, align 4
  %141 = zext i32 %140 to i64
  %142 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %141
  %143 = load ptr, ptr %142, align 8
  %144 = call i64 @atol(ptr noundef %143) #7
  %145 = load i32, ptr %17, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [33 x ptr], ptr @ints, i64 0, i64 %146
  %148 = load ptr, ptr %147, align 8
  %149 = call i64 @atoll(ptr noundef %148) #7
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %134, i32 noundef %139, i64 noundef %144, i64 noundef %149)
  br label %151

151:                                              ; preds = %130
  %152 = load i32, ptr %17, align 4
  %153 = add i32 %152, 1
  store i32 %153, ptr %17, align 4
  br label %126, !llvm.loop !9

154:                                              ; preds = %126
  store i32 0, ptr %18, align 4
  br label %155

155:                                              ; preds = %202, %154
  %156 = load i32, ptr %18, align 4
  %157 = zext i32 %156 to i64
  %158 = icmp ult i64 %157, 27
  br i1 %158, label %159, label %205

159:                                              ; preds = %155
  %160 = load i32, ptr %18, align 4
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds [27 x ptr], ptr @flts, i64 0, i64 %161
  %163 = load ptr, ptr %162, align 8
  store ptr %163, ptr %19, align 8
  %164 = call ptr @__errno_location() #5
  store i32 0, ptr %164, align 4
  %165 = load ptr, ptr %19, align 8
  %166 = call double @strtod(ptr noundef %165, ptr noundef %20) #6
  store double %166, ptr %22, align 8
  %167 = call ptr @__errno_location() #5
  %168 = load i32, ptr %167, align 4
  store i32 %168, ptr %23, align 4
  %169 = call ptr @__errno_location() #5
  store i32 0, ptr %169, align 4
  %170 = load ptr, ptr %19, align 8
  %171 = call float @strtof(ptr noundef %170, ptr noundef %21) #6
  store float %171, ptr %24, align 4
  %172 = call ptr @__errno_location() #5
  %173 = load i32, ptr %172, align 4
  store i32 %173, ptr %25, align 4
  %174 = load ptr, ptr %19, align 8
  %175 = load double, ptr %22, align 8
  %176 = load double, ptr %22, align 8
  %177 = load ptr, ptr %20, align 8
  %178 = load ptr, ptr %19, align 8
  %179 = ptrtoint ptr %177 to i64
  %180 = ptrtoint ptr %178 to i64
  %181 = sub i64 %179, %180
  %182 = trunc i64 %181 to i32
  %183 = load i32, ptr %23, align 4
  %184 = icmp ne i32 %183, 0
  %185 = zext i1 %184 to i32
  %186 = load float, ptr %24, align 4
  %187 = fpext float %186 to double
  %188 = load float, ptr %24, align 4
  %189 = fpext float %188 to double
  %190 = load ptr, ptr %21, align 8
  %191 = load ptr, ptr %19, align 8
  %192 = ptrtoint ptr %190 to i64
  %193 = ptrtoint ptr %191 to i64
  %194 = sub i64 %192, %193
  %195 = trunc i64 %194 to i32
  %196 = load i32, ptr %25, align 4
  %197 = icmp ne i32 %196, 0
  %198 = zext i1 %197 to i32
  %199 = load ptr, ptr %19, align 8
  %200 = call double @atof(ptr noundef %199) #7
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %174, double noundef %175, double noundef %176, i32 noundef %182, i32 noundef %185, double noundef %187, double noundef %189, i32 noundef %195, i32 noundef %198, double noundef %200)
  br label %202

202:                                              ; preds = %159
  %203 = load i32, ptr %18, align 4
  %204 = add i32 %203, 1
  store i32 %204, ptr %18, align 4
  br label %155, !llvm.loop !10

205:                                              ; preds = %155
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
