; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"max64^2 = \00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" = \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"34! = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(34!/3) = \00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"  >> 7 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  / -999 = \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"34! / 1000000007 = \00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c" rem \00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"big / 0x10000000001 = \00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"big / (big >> 3) = \00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"1<<127 = \00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c", >>64 = \00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"rotl13 = \00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"fib(150) = \00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"mulhi = %016llx mullo = %016llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [22 x i8] c"to double: %.6e %.6e\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"from double: \00", align 1
@.str.20 = private unnamed_addr constant [75 x i8] c"llmin %lld llmax %lld, min/2 %lld, min%%7 %lld, max/-3 %lld, max%%-3 %lld\0A\00", align 1
@.str.21 = private unnamed_addr constant [60 x i8] c"ullmax %llu, /3 %llu, %%10 %llu, >>1 %llx, (ll)ullmax %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.23 = private unnamed_addr constant [17 x i8] c"0x%016llx%016llx\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i32, align 4
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i128 -36893488147419103231, ptr %2, align 16
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %38 = load i128, ptr %2, align 16
  store i128 %38, ptr %3, align 16
  %39 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  %40 = load i64, ptr %39, align 16
  %41 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  call void @put_u(i64 noundef %40, i64 noundef %42)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %44 = load i128, ptr %2, align 16
  store i128 %44, ptr %4, align 16
  %45 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %46 = load i64, ptr %45, align 16
  %47 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %48 = load i64, ptr %47, align 8
  call void @put_x(i64 noundef %46, i64 noundef %48)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %5, align 16
  store i32 2, ptr %6, align 4
  br label %50

50:                                               ; preds = %58, %0
  %51 = load i32, ptr %6, align 4
  %52 = icmp sle i32 %51, 34
  br i1 %52, label %53, label %61

53:                                               ; preds = %50
  %54 = load i32, ptr %6, align 4
  %55 = zext i32 %54 to i128
  %56 = load i128, ptr %5, align 16
  %57 = mul i128 %56, %55
  store i128 %57, ptr %5, align 16
  br label %58

58:                                               ; preds = %53
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %50, !llvm.loop !6

61:                                               ; preds = %50
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %63 = load i128, ptr %5, align 16
  store i128 %63, ptr %7, align 16
  %64 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %65 = load i64, ptr %64, align 16
  %66 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  call void @put_u(i64 noundef %65, i64 noundef %67)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %69 = load i128, ptr %5, align 16
  %70 = udiv i128 %69, 3
  %71 = sub nsw i128 0, %70
  store i128 %71, ptr %8, align 16
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %73 = load i128, ptr %8, align 16
  store i128 %73, ptr %9, align 16
  %74 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %75 = load i64, ptr %74, align 16
  %76 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %77 = load i64, ptr %76, align 8
  call void @put_i(i64 noundef %75, i64 noundef %77)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %80 = load i128, ptr %8, align 16
  %81 = ashr i128 %80, 7
  store i128 %81, ptr %10, align 16
  %82 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %83 = load i64, ptr %82, align 16
  %84 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %85 = load i64, ptr %84, align 8
  call void @put_i(i64 noundef %83, i64 noundef %85)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %88 = load i128, ptr %8, align 16
  %89 = srem i128 %88, 1000003
  store i128 %89, ptr %11, align 16
  %90 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %91 = load i64, ptr %90, align 16
  %92 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %93 = load i64, ptr %92, align 8
  call void @put_i(i64 noundef %91, i64 noundef %93)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %96 = load i128, ptr %8, align 16
  %97 = sdiv i128 %96, -999
  store i128 %97, ptr %12, align 16
  %98 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %99 = load i64, ptr %98, align 16
  %100 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %101 = load i64, ptr %100, align 8
  call void @put_i(i64 noundef %99, i64 noundef %101)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %104 = load i128, ptr %5, align 16
  %105 = udiv i128 %104, 1000000007
  store i128 %105, ptr %13, align 16
  %106 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %107 = load i64, ptr %106, align 16
  %108 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %109 = load i64, ptr %108, align 8
  call void @put_u(i64 noundef %107, i64 noundef %109)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %111 = load i128, ptr %5, align 16
  %112 = urem i128 %111, 1000000007
  store i128 %112, ptr %14, align 16
  %113 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %114 = load i64, ptr %113, align 16
  %115 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %116 = load i64, ptr %115, align 8
  call void @put_u(i64 noundef %114, i64 noundef %116)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1512366075204170947332355369683137040, ptr %15, align 16
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %119 = load i128, ptr %15, align 16
  %120 = udiv i128 %119, 1099511627777
  store i128 %120, ptr %16, align 16
  %121 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %122 = load i64, ptr %121, align 16
  %123 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %124 = load i64, ptr %123, align 8
  call void @put_x(i64 noundef %122, i64 noundef %124)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %127 = load i128, ptr %15, align 16
  %128 = load i128, ptr %15, align 16
  %129 = lshr i128 %128, 3
  %130 = udiv i128 %127, %129
  store i128 %130, ptr %17, align 16
  %131 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %132 = load i64, ptr %131, align 16
  %133 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %134 = load i64, ptr %133, align 8
  call void @put_u(i64 noundef %132, i64 noundef %134)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 1, ptr %18, align 16
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %137 = load i128, ptr %18, align 16
  %138 = shl i128 %137, 127
  store i128 %138, ptr %19, align 16
  %139 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %140 = load i64, ptr %139, align 16
  %141 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %142 = load i64, ptr %141, align 8
  call void @put_x(i64 noundef %140, i64 noundef %142)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %144 = load i128, ptr %18, align 16
  %145 = shl i128 %144, 127
  %146 = lshr i128 %145, 64
  store i128 %146, ptr %20, align 16
  %147 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %148 = load i64, ptr %147, align 16
  %149 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %150 = load i64, ptr %149, align 8
  call void @put_x(i64 noundef %148, i64 noundef %150)
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %152 = load i128, ptr %15, align 16
  %153 = shl i128 %152, 13
  %154 = load i128, ptr %15, align 16
  %155 = lshr i128 %154, 115
  %156 = or i128 %153, %155
  store i128 %156, ptr %21, align 16
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %158 = load i128, ptr %21, align 16
  store i128 %158, ptr %22, align 16
  %159 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %160 = load i64, ptr %159, align 16
  %161 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %162 = load i64, ptr %161, align 8
  call void @put_x(i64 noundef %160, i64 noundef %162)
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i128 0, ptr %23, align 16
  store i128 1, ptr %24, align 16
  store i32 0, ptr %25, align 4
  br label %164

164:                                              ; preds = %173, %61
  %165 = load i32, ptr %25, align 4
  %166 = icmp slt i32 %165, 150
  br i1 %166, label %167, label %176

167:                                              ; preds = %164
  %168 = load i128, ptr %23, align 16
  %169 = load i128, ptr %24, align 16
  %170 = add i128 %168, %169
  store i128 %170, ptr %26, align 16
  %171 = load i128, ptr %24, align 16
  store i128 %171, ptr %23, align 16
  %172 = load i128, ptr %26, align 16
  store i128 %172, ptr %24, align 16
  br label %173

173:                                              ; preds = %167
  %174 = load i32, ptr %25, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %25, align 4
  br label %164, !llvm.loop !8

176:                                              ; preds = %164
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %178 = load i128, ptr %23, align 16
  store i128 %178, ptr %27, align 16
  %179 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %180 = load i64, ptr %179, align 16
  %181 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  call void @put_u(i64 noundef %180, i64 noundef %182)
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -7046029254386353131, ptr %28, align 8
  store i64 -4417276706812531889, ptr %29, align 8
  %184 = load i64, ptr %28, align 8
  %185 = zext i64 %184 to i128
  %186 = load i64, ptr %29, align 8
  %187 = zext i64 %186 to i128
  %188 = mul i128 %185, %187
  store i128 %188, ptr %30, align 16
  %189 = load i128, ptr %30, align 16
  %190 = lshr i128 %189, 64
  %191 = trunc i128 %190 to i64
  %192 = load i128, ptr %30, align 16
  %193 = trunc i128 %192 to i64
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %191, i64 noundef %193)
  store i128 -1267650600228229401496703205376, ptr %31, align 16
  %195 = load i128, ptr %31, align 16
  %196 = icmp slt i128 %195, 1
  %197 = zext i1 %196 to i32
  %198 = load i128, ptr %31, align 16
  %199 = icmp ugt i128 %198, 1
  %200 = zext i1 %199 to i32
  %201 = load i128, ptr %31, align 16
  %202 = icmp eq i128 %201, -1267650600228229401496703205376
  %203 = zext i1 %202 to i32
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %197, i32 noundef %200, i32 noundef %203)
  %205 = load i128, ptr %5, align 16
  %206 = uitofp i128 %205 to double
  %207 = load i128, ptr %8, align 16
  %208 = sitofp i128 %207 to double
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %206, double noundef %208)
  store i128 -1499999999999999889089448902656, ptr %32, align 16
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %211 = load i128, ptr %32, align 16
  store i128 %211, ptr %33, align 16
  %212 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %213 = load i64, ptr %212, align 16
  %214 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %215 = load i64, ptr %214, align 8
  call void @put_i(i64 noundef %213, i64 noundef %215)
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -9223372036854775808, ptr %34, align 8
  store i64 9223372036854775807, ptr %35, align 8
  %217 = load i64, ptr %34, align 8
  %218 = load i64, ptr %35, align 8
  %219 = load i64, ptr %34, align 8
  %220 = sdiv i64 %219, 2
  %221 = load i64, ptr %34, align 8
  %222 = srem i64 %221, 7
  %223 = load i64, ptr %35, align 8
  %224 = sdiv i64 %223, -3
  %225 = load i64, ptr %35, align 8
  %226 = srem i64 %225, -3
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %217, i64 noundef %218, i64 noundef %220, i64 noundef %222, i64 noundef %224, i64 noundef %226)
  store i64 -1, ptr %36, align 8
  %228 = load i64, ptr %36, align 8
  %229 = load i64, ptr %36, align 8
  %230 = udiv i64 %229, 3
  %231 = load i64, ptr %36, align 8
  %232 = urem i64 %231, 10
  %233 = load i64, ptr %36, align 8
  %234 = lshr i64 %233, 1
  %235 = load i64, ptr %36, align 8
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %228, i64 noundef %230, i64 noundef %232, i64 noundef %234, i64 noundef %235)
  ret i32 28
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %22, %2
  %11 = load i128, ptr %4, align 16
  %12 = urem i128 %11, 10
  %13 = trunc i128 %12 to i32
  %14 = add nsw i32 48, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  %20 = load i128, ptr %4, align 16
  %21 = udiv i128 %20, 10
  store i128 %21, ptr %4, align 16
  br label %22

22:                                               ; preds = %10
  %23 = load i128, ptr %4, align 16
  %24 = icmp ne i128 %23, 0
  br i1 %24, label %10, label %25, !llvm.loop !9

25:                                               ; preds = %22
  br label %26

26:                                               ; preds = %29, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = load i32, ptr %6, align 4
  %31 = add nsw i32 %30, -1
  store i32 %31, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = sext i8 %34 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %35)
  br label %26, !llvm.loop !10

37:                                               ; preds = %26
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_x(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = load i128, ptr %4, align 16
  %12 = trunc i128 %11 to i64
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %10, i64 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  %9 = load i128, ptr %3, align 16
  store i128 %9, ptr %4, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp slt i128 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %14 = load i128, ptr %4, align 16
  %15 = sub i128 0, %14
  store i128 %15, ptr %5, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  call void @put_u(i64 noundef %17, i64 noundef %19)
  br label %26

20:                                               ; preds = %2
  %21 = load i128, ptr %4, align 16
  store i128 %21, ptr %6, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  call void @put_u(i64 noundef %23, i64 noundef %25)
  br label %26

26:                                               ; preds = %20, %12
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

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
