; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.U = type { i64, i64 }

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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.U, align 8
  %3 = alloca %struct.U, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 8
  %6 = alloca %struct.U, align 8
  %7 = alloca %struct.U, align 8
  %8 = alloca %struct.U, align 8
  %9 = alloca %struct.U, align 8
  %10 = alloca %struct.U, align 8
  %11 = alloca %struct.U, align 8
  %12 = alloca %struct.U, align 8
  %13 = alloca %struct.U, align 8
  %14 = alloca %struct.U, align 8
  %15 = alloca %struct.U, align 8
  %16 = alloca %struct.U, align 8
  %17 = alloca %struct.U, align 8
  %18 = alloca %struct.U, align 8
  %19 = alloca %struct.U, align 8
  %20 = alloca %struct.U, align 8
  %21 = alloca %struct.U, align 8
  %22 = alloca %struct.U, align 8
  %23 = alloca %struct.U, align 8
  %24 = alloca %struct.U, align 8
  %25 = alloca %struct.U, align 8
  %26 = alloca %struct.U, align 8
  %27 = alloca %struct.U, align 8
  %28 = alloca %struct.U, align 8
  %29 = alloca %struct.U, align 8
  %30 = alloca %struct.U, align 8
  %31 = alloca %struct.U, align 8
  %32 = alloca %struct.U, align 8
  %33 = alloca i32, align 4
  %34 = alloca %struct.U, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca %struct.U, align 8
  %38 = alloca %struct.U, align 8
  %39 = alloca %struct.U, align 8
  %40 = alloca %struct.U, align 8
  %41 = alloca %struct.U, align 8
  %42 = alloca %struct.U, align 8
  %43 = alloca %struct.U, align 8
  %44 = alloca %struct.U, align 8
  %45 = alloca %struct.U, align 8
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 8 %2, i64 noundef -1, i64 noundef -1)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %50 = load [2 x i64], ptr %2, align 8
  call void @put_u([2 x i64] %50)
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %52 = load [2 x i64], ptr %2, align 8
  call void @put_x([2 x i64] %52)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %3, i64 noundef 0, i64 noundef 1)
  store i32 2, ptr %4, align 4
  br label %54

54:                                               ; preds = %62, %0
  %55 = load i32, ptr %4, align 4
  %56 = icmp sle i32 %55, 34
  br i1 %56, label %57, label %65

57:                                               ; preds = %54
  %58 = load i32, ptr %4, align 4
  %59 = sext i32 %58 to i64
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %6, i64 noundef 0, i64 noundef %59)
  %60 = load [2 x i64], ptr %3, align 8
  %61 = load [2 x i64], ptr %6, align 8
  call void @mul(ptr dead_on_unwind writable sret(%struct.U) align 8 %5, [2 x i64] %60, [2 x i64] %61)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %3, ptr align 8 %5, i32 16, i1 false)
  br label %62

62:                                               ; preds = %57
  %63 = load i32, ptr %4, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %4, align 4
  br label %54, !llvm.loop !6

65:                                               ; preds = %54
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %67 = load [2 x i64], ptr %3, align 8
  call void @put_u([2 x i64] %67)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %9, i64 noundef 0, i64 noundef 3)
  %69 = load [2 x i64], ptr %3, align 8
  %70 = load [2 x i64], ptr %9, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %8, [2 x i64] %69, [2 x i64] %70, ptr noundef null)
  %71 = load [2 x i64], ptr %8, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %7, [2 x i64] %71)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %73 = load [2 x i64], ptr %7, align 8
  call void @put_i([2 x i64] %73)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %76 = load [2 x i64], ptr %7, align 8
  call void @sar(ptr dead_on_unwind writable sret(%struct.U) align 8 %10, [2 x i64] %76, i32 noundef 7)
  %77 = load [2 x i64], ptr %10, align 8
  call void @put_i([2 x i64] %77)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %12, i64 noundef 0, i64 noundef 1000003)
  %79 = load [2 x i64], ptr %7, align 8
  %80 = load [2 x i64], ptr %12, align 8
  call void @sdiv(ptr dead_on_unwind writable sret(%struct.U) align 8 %13, [2 x i64] %79, [2 x i64] %80, ptr noundef %11)
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %82 = load [2 x i64], ptr %11, align 8
  call void @put_i([2 x i64] %82)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %16, i64 noundef 0, i64 noundef 999)
  %85 = load [2 x i64], ptr %16, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %15, [2 x i64] %85)
  %86 = load [2 x i64], ptr %7, align 8
  %87 = load [2 x i64], ptr %15, align 8
  call void @sdiv(ptr dead_on_unwind writable sret(%struct.U) align 8 %14, [2 x i64] %86, [2 x i64] %87, ptr noundef null)
  %88 = load [2 x i64], ptr %14, align 8
  call void @put_i([2 x i64] %88)
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %18, i64 noundef 0, i64 noundef 1000000007)
  %90 = load [2 x i64], ptr %3, align 8
  %91 = load [2 x i64], ptr %18, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %17, [2 x i64] %90, [2 x i64] %91, ptr noundef %11)
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %93 = load [2 x i64], ptr %17, align 8
  call void @put_u([2 x i64] %93)
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %95 = load [2 x i64], ptr %11, align 8
  call void @put_u([2 x i64] %95)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %19, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %21, i64 noundef 0, i64 noundef 1099511627777)
  %98 = load [2 x i64], ptr %19, align 8
  %99 = load [2 x i64], ptr %21, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %20, [2 x i64] %98, [2 x i64] %99, ptr noundef null)
  %100 = load [2 x i64], ptr %20, align 8
  call void @put_x([2 x i64] %100)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %103 = load [2 x i64], ptr %19, align 8
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 8 %23, [2 x i64] %103, i32 noundef 3)
  %104 = load [2 x i64], ptr %19, align 8
  %105 = load [2 x i64], ptr %23, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %22, [2 x i64] %104, [2 x i64] %105, ptr noundef null)
  %106 = load [2 x i64], ptr %22, align 8
  call void @put_u([2 x i64] %106)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %24, i64 noundef 0, i64 noundef 1)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %109 = load [2 x i64], ptr %24, align 8
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 8 %25, [2 x i64] %109, i32 noundef 127)
  %110 = load [2 x i64], ptr %25, align 8
  call void @put_x([2 x i64] %110)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %112 = load [2 x i64], ptr %24, align 8
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 8 %27, [2 x i64] %112, i32 noundef 127)
  %113 = load [2 x i64], ptr %27, align 8
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 8 %26, [2 x i64] %113, i32 noundef 64)
  %114 = load [2 x i64], ptr %26, align 8
  call void @put_x([2 x i64] %114)
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %117 = load [2 x i64], ptr %19, align 8
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 8 %29, [2 x i64] %117, i32 noundef 13)
  %118 = load [2 x i64], ptr %19, align 8
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 8 %30, [2 x i64] %118, i32 noundef 115)
  %119 = load [2 x i64], ptr %29, align 8
  %120 = load [2 x i64], ptr %30, align 8
  call void @or_(ptr dead_on_unwind writable sret(%struct.U) align 8 %28, [2 x i64] %119, [2 x i64] %120)
  %121 = load [2 x i64], ptr %28, align 8
  call void @put_x([2 x i64] %121)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %31, i64 noundef 0, i64 noundef 0)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %32, i64 noundef 0, i64 noundef 1)
  store i32 0, ptr %33, align 4
  br label %123

123:                                              ; preds = %129, %65
  %124 = load i32, ptr %33, align 4
  %125 = icmp slt i32 %124, 150
  br i1 %125, label %126, label %132

126:                                              ; preds = %123
  %127 = load [2 x i64], ptr %31, align 8
  %128 = load [2 x i64], ptr %32, align 8
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 8 %34, [2 x i64] %127, [2 x i64] %128)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %31, ptr align 8 %32, i32 16, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %32, ptr align 8 %34, i32 16, i1 false)
  br label %129

129:                                              ; preds = %126
  %130 = load i32, ptr %33, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %33, align 4
  br label %123, !llvm.loop !8

132:                                              ; preds = %123
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %134 = load [2 x i64], ptr %31, align 8
  call void @put_u([2 x i64] %134)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -7046029254386353131, ptr %35, align 8
  store i64 -4417276706812531889, ptr %36, align 8
  %136 = load i64, ptr %35, align 8
  %137 = load i64, ptr %36, align 8
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 8 %37, i64 noundef %136, i64 noundef %137)
  %138 = getelementptr inbounds %struct.U, ptr %37, i32 0, i32 0
  %139 = load i64, ptr %138, align 8
  %140 = getelementptr inbounds %struct.U, ptr %37, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %139, i64 noundef %141)
  %143 = load [2 x i64], ptr %24, align 8
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 8 %39, [2 x i64] %143, i32 noundef 100)
  %144 = load [2 x i64], ptr %39, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %38, [2 x i64] %144)
  %145 = load [2 x i64], ptr %38, align 8
  %146 = call i32 @isneg([2 x i64] %145)
  %147 = icmp ne i32 %146, 0
  br i1 %147, label %148, label %149

148:                                              ; preds = %132
  br label %149

149:                                              ; preds = %148, %132
  %150 = phi i1 [ false, %132 ], [ true, %148 ]
  %151 = zext i1 %150 to i32
  %152 = load [2 x i64], ptr %24, align 8
  %153 = load [2 x i64], ptr %38, align 8
  %154 = call i32 @ult([2 x i64] %152, [2 x i64] %153)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %151, i32 noundef %154, i32 noundef 1)
  %156 = load [2 x i64], ptr %3, align 8
  %157 = call double @to_du([2 x i64] %156)
  %158 = load [2 x i64], ptr %7, align 8
  %159 = call double @to_d([2 x i64] %158)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %157, double noundef %159)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %43, i64 noundef 0, i64 noundef 1499999999999999)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %44, i64 noundef 0, i64 noundef 1000000000000000)
  %161 = load [2 x i64], ptr %43, align 8
  %162 = load [2 x i64], ptr %44, align 8
  call void @mul(ptr dead_on_unwind writable sret(%struct.U) align 8 %42, [2 x i64] %161, [2 x i64] %162)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %45, i64 noundef 0, i64 noundef 889089448902656)
  %163 = load [2 x i64], ptr %42, align 8
  %164 = load [2 x i64], ptr %45, align 8
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 8 %41, [2 x i64] %163, [2 x i64] %164)
  %165 = load [2 x i64], ptr %41, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %40, [2 x i64] %165)
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %167 = load [2 x i64], ptr %40, align 8
  call void @put_i([2 x i64] %167)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -9223372036854775808, ptr %46, align 8
  store i64 9223372036854775807, ptr %47, align 8
  %169 = load i64, ptr %46, align 8
  %170 = load i64, ptr %47, align 8
  %171 = load i64, ptr %46, align 8
  %172 = sdiv i64 %171, 2
  %173 = load i64, ptr %46, align 8
  %174 = srem i64 %173, 7
  %175 = load i64, ptr %47, align 8
  %176 = sdiv i64 %175, -3
  %177 = load i64, ptr %47, align 8
  %178 = srem i64 %177, -3
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %169, i64 noundef %170, i64 noundef %172, i64 noundef %174, i64 noundef %176, i64 noundef %178)
  store i64 -1, ptr %48, align 8
  %180 = load i64, ptr %48, align 8
  %181 = load i64, ptr %48, align 8
  %182 = udiv i64 %181, 3
  %183 = load i64, ptr %48, align 8
  %184 = urem i64 %183, 10
  %185 = load i64, ptr %48, align 8
  %186 = lshr i64 %185, 1
  %187 = load i64, ptr %48, align 8
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %180, i64 noundef %182, i64 noundef %184, i64 noundef %186, i64 noundef %187)
  ret i32 28
}

; Function Attrs: noinline nounwind optnone
define internal void @mul64(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i64 %1, ptr %4, align 8
  store i64 %2, ptr %5, align 8
  %15 = load i64, ptr %4, align 8
  %16 = and i64 %15, 4294967295
  store i64 %16, ptr %6, align 8
  %17 = load i64, ptr %4, align 8
  %18 = lshr i64 %17, 32
  store i64 %18, ptr %7, align 8
  %19 = load i64, ptr %5, align 8
  %20 = and i64 %19, 4294967295
  store i64 %20, ptr %8, align 8
  %21 = load i64, ptr %5, align 8
  %22 = lshr i64 %21, 32
  store i64 %22, ptr %9, align 8
  %23 = load i64, ptr %6, align 8
  %24 = load i64, ptr %8, align 8
  %25 = mul i64 %23, %24
  store i64 %25, ptr %10, align 8
  %26 = load i64, ptr %6, align 8
  %27 = load i64, ptr %9, align 8
  %28 = mul i64 %26, %27
  store i64 %28, ptr %11, align 8
  %29 = load i64, ptr %7, align 8
  %30 = load i64, ptr %8, align 8
  %31 = mul i64 %29, %30
  store i64 %31, ptr %12, align 8
  %32 = load i64, ptr %7, align 8
  %33 = load i64, ptr %9, align 8
  %34 = mul i64 %32, %33
  store i64 %34, ptr %13, align 8
  %35 = load i64, ptr %10, align 8
  %36 = lshr i64 %35, 32
  %37 = load i64, ptr %11, align 8
  %38 = and i64 %37, 4294967295
  %39 = add i64 %36, %38
  %40 = load i64, ptr %12, align 8
  %41 = and i64 %40, 4294967295
  %42 = add i64 %39, %41
  store i64 %42, ptr %14, align 8
  %43 = load i64, ptr %13, align 8
  %44 = load i64, ptr %11, align 8
  %45 = lshr i64 %44, 32
  %46 = add i64 %43, %45
  %47 = load i64, ptr %12, align 8
  %48 = lshr i64 %47, 32
  %49 = add i64 %46, %48
  %50 = load i64, ptr %14, align 8
  %51 = lshr i64 %50, 32
  %52 = add i64 %49, %51
  %53 = load i64, ptr %14, align 8
  %54 = shl i64 %53, 32
  %55 = load i64, ptr %10, align 8
  %56 = and i64 %55, 4294967295
  %57 = or i64 %54, %56
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %52, i64 noundef %57)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @put_u([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  %3 = alloca [64 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 8
  %6 = alloca %struct.U, align 8
  %7 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %5, i64 noundef 0, i64 noundef 10)
  br label %8

8:                                                ; preds = %19, %1
  %9 = load [2 x i64], ptr %2, align 8
  %10 = load [2 x i64], ptr %5, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %7, [2 x i64] %9, [2 x i64] %10, ptr noundef %6)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 %7, i32 16, i1 false)
  %11 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 48, %13
  %15 = trunc i32 %14 to i8
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  %18 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %16
  store i8 %15, ptr %18, align 1
  br label %19

19:                                               ; preds = %8
  %20 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  %24 = or i64 %21, %23
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %8, label %26, !llvm.loop !9

26:                                               ; preds = %19
  br label %27

27:                                               ; preds = %30, %26
  %28 = load i32, ptr %4, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, ptr %4, align 4
  %33 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %35)
  br label %27, !llvm.loop !10

37:                                               ; preds = %27
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_x([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 1
  %6 = load i64, ptr %5, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %4, i64 noundef %6)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %1, ptr %4, align 8
  store i64 %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %7 = load i64, ptr %4, align 8
  store i64 %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %8, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %4, align 8
  store [2 x i64] %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %7, i64 noundef %9)
  %10 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = mul i64 %11, %13
  %15 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %18 = load i64, ptr %17, align 8
  %19 = mul i64 %16, %18
  %20 = add i64 %14, %19
  %21 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %22 = load i64, ptr %21, align 8
  %23 = add i64 %22, %20
  store i64 %23, ptr %21, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal void @neg(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = xor i64 %6, -1
  %8 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp eq i64 %9, 0
  %11 = zext i1 %10 to i32
  %12 = sext i32 %11 to i64
  %13 = add i64 %7, %12
  store i64 %13, ptr %4, align 8
  %14 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = sub i64 0, %16
  store i64 %17, ptr %14, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @udivmod(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2, ptr noundef %3) #0 {
  %5 = alloca %struct.U, align 8
  %6 = alloca %struct.U, align 8
  %7 = alloca ptr, align 4
  %8 = alloca %struct.U, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.U, align 8
  %11 = alloca %struct.U, align 8
  %12 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %5, align 8
  store [2 x i64] %2, ptr %6, align 8
  store ptr %3, ptr %7, align 4
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef 0, i64 noundef 0)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %8, i64 noundef 0, i64 noundef 0)
  store i32 127, ptr %9, align 4
  br label %13

13:                                               ; preds = %66, %4
  %14 = load i32, ptr %9, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %16, label %69

16:                                               ; preds = %13
  %17 = load [2 x i64], ptr %8, align 8
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 8 %10, [2 x i64] %17, i32 noundef 1)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %8, ptr align 8 %10, i32 16, i1 false)
  %18 = load i32, ptr %9, align 4
  %19 = icmp sge i32 %18, 64
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %22 = load i64, ptr %21, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sub nsw i32 %23, 64
  %25 = zext i32 %24 to i64
  %26 = lshr i64 %22, %25
  br label %33

27:                                               ; preds = %16
  %28 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = load i32, ptr %9, align 4
  %31 = zext i32 %30 to i64
  %32 = lshr i64 %29, %31
  br label %33

33:                                               ; preds = %27, %20
  %34 = phi i64 [ %26, %20 ], [ %32, %27 ]
  %35 = and i64 %34, 1
  %36 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  %38 = or i64 %37, %35
  store i64 %38, ptr %36, align 8
  %39 = load [2 x i64], ptr %8, align 8
  %40 = load [2 x i64], ptr %6, align 8
  %41 = call i32 @ult([2 x i64] %39, [2 x i64] %40)
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %65, label %43

43:                                               ; preds = %33
  %44 = load [2 x i64], ptr %6, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %12, [2 x i64] %44)
  %45 = load [2 x i64], ptr %8, align 8
  %46 = load [2 x i64], ptr %12, align 8
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 8 %11, [2 x i64] %45, [2 x i64] %46)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %8, ptr align 8 %11, i32 16, i1 false)
  %47 = load i32, ptr %9, align 4
  %48 = icmp sge i32 %47, 64
  br i1 %48, label %49, label %57

49:                                               ; preds = %43
  %50 = load i32, ptr %9, align 4
  %51 = sub nsw i32 %50, 64
  %52 = zext i32 %51 to i64
  %53 = shl i64 1, %52
  %54 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %55 = load i64, ptr %54, align 8
  %56 = or i64 %55, %53
  store i64 %56, ptr %54, align 8
  br label %64

57:                                               ; preds = %43
  %58 = load i32, ptr %9, align 4
  %59 = zext i32 %58 to i64
  %60 = shl i64 1, %59
  %61 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %62 = load i64, ptr %61, align 8
  %63 = or i64 %62, %60
  store i64 %63, ptr %61, align 8
  br label %64

64:                                               ; preds = %57, %49
  br label %65

65:                                               ; preds = %64, %33
  br label %66

66:                                               ; preds = %65
  %67 = load i32, ptr %9, align 4
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %9, align 4
  br label %13, !llvm.loop !11

69:                                               ; preds = %13
  %70 = load ptr, ptr %7, align 4
  %71 = icmp ne ptr %70, null
  br i1 %71, label %72, label %74

72:                                               ; preds = %69
  %73 = load ptr, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %73, ptr align 8 %8, i32 16, i1 false)
  br label %74

74:                                               ; preds = %72, %69
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_i([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  %3 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  %4 = load [2 x i64], ptr %2, align 8
  %5 = call i32 @isneg([2 x i64] %4)
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %9 = load [2 x i64], ptr %2, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %3, [2 x i64] %9)
  %10 = load [2 x i64], ptr %3, align 8
  call void @put_u([2 x i64] %10)
  br label %13

11:                                               ; preds = %1
  %12 = load [2 x i64], ptr %2, align 8
  call void @put_u([2 x i64] %12)
  br label %13

13:                                               ; preds = %11, %7
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sar(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.U, align 8
  %7 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %8 = load [2 x i64], ptr %4, align 8
  %9 = call i32 @isneg([2 x i64] %8)
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %3
  %12 = load i32, ptr %5, align 4
  %13 = load [2 x i64], ptr %4, align 8
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, [2 x i64] %13, i32 noundef %12)
  br label %29

14:                                               ; preds = %3
  %15 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  %17 = xor i64 %16, -1
  %18 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = xor i64 %19, -1
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %7, i64 noundef %17, i64 noundef %20)
  %21 = load i32, ptr %5, align 4
  %22 = load [2 x i64], ptr %7, align 8
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 8 %6, [2 x i64] %22, i32 noundef %21)
  %23 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = xor i64 %24, -1
  %26 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = xor i64 %27, -1
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %25, i64 noundef %28)
  br label %29

29:                                               ; preds = %14, %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sdiv(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2, ptr noundef %3) #0 {
  %5 = alloca %struct.U, align 8
  %6 = alloca %struct.U, align 8
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.U, align 8
  %11 = alloca %struct.U, align 8
  %12 = alloca %struct.U, align 8
  %13 = alloca %struct.U, align 8
  %14 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %5, align 8
  store [2 x i64] %2, ptr %6, align 8
  store ptr %3, ptr %7, align 4
  %15 = load [2 x i64], ptr %5, align 8
  %16 = call i32 @isneg([2 x i64] %15)
  store i32 %16, ptr %8, align 4
  %17 = load [2 x i64], ptr %6, align 8
  %18 = call i32 @isneg([2 x i64] %17)
  store i32 %18, ptr %9, align 4
  %19 = load i32, ptr %8, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %4
  %22 = load [2 x i64], ptr %5, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %12, [2 x i64] %22)
  br label %24

23:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %12, ptr align 8 %5, i32 16, i1 false)
  br label %24

24:                                               ; preds = %23, %21
  %25 = load i32, ptr %9, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %24
  %28 = load [2 x i64], ptr %6, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %13, [2 x i64] %28)
  br label %30

29:                                               ; preds = %24
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %13, ptr align 8 %6, i32 16, i1 false)
  br label %30

30:                                               ; preds = %29, %27
  %31 = load [2 x i64], ptr %12, align 8
  %32 = load [2 x i64], ptr %13, align 8
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 8 %11, [2 x i64] %31, [2 x i64] %32, ptr noundef %10)
  %33 = load ptr, ptr %7, align 4
  %34 = icmp ne ptr %33, null
  br i1 %34, label %35, label %43

35:                                               ; preds = %30
  %36 = load ptr, ptr %7, align 4
  %37 = load i32, ptr %8, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %35
  %40 = load [2 x i64], ptr %10, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %14, [2 x i64] %40)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %36, ptr align 8 %14, i32 16, i1 false)
  br label %42

41:                                               ; preds = %35
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %36, ptr align 8 %10, i32 16, i1 false)
  br label %42

42:                                               ; preds = %41, %39
  br label %43

43:                                               ; preds = %42, %30
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %44, %45
  br i1 %46, label %47, label %49

47:                                               ; preds = %43
  %48 = load [2 x i64], ptr %11, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, [2 x i64] %48)
  br label %50

49:                                               ; preds = %43
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %11, i32 16, i1 false)
  br label %50

50:                                               ; preds = %49, %47
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shr(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca i32, align 4
  store [2 x i64] %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %4, i32 16, i1 false)
  br label %37

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %10, 64
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 64
  %17 = zext i32 %16 to i64
  %18 = lshr i64 %14, %17
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef 0, i64 noundef %18)
  br label %37

19:                                               ; preds = %9
  %20 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = load i32, ptr %5, align 4
  %23 = zext i32 %22 to i64
  %24 = lshr i64 %21, %23
  %25 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %5, align 4
  %28 = zext i32 %27 to i64
  %29 = lshr i64 %26, %28
  %30 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = load i32, ptr %5, align 4
  %33 = sub nsw i32 64, %32
  %34 = zext i32 %33 to i64
  %35 = shl i64 %31, %34
  %36 = or i64 %29, %35
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %24, i64 noundef %36)
  br label %37

37:                                               ; preds = %19, %12, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shl(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca i32, align 4
  store [2 x i64] %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %0, ptr align 8 %4, i32 16, i1 false)
  br label %37

9:                                                ; preds = %3
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %10, 64
  br i1 %11, label %12, label %19

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sub nsw i32 %15, 64
  %17 = zext i32 %16 to i64
  %18 = shl i64 %14, %17
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %18, i64 noundef 0)
  br label %37

19:                                               ; preds = %9
  %20 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %21 = load i64, ptr %20, align 8
  %22 = load i32, ptr %5, align 4
  %23 = zext i32 %22 to i64
  %24 = shl i64 %21, %23
  %25 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = load i32, ptr %5, align 4
  %28 = sub nsw i32 64, %27
  %29 = zext i32 %28 to i64
  %30 = lshr i64 %26, %29
  %31 = or i64 %24, %30
  %32 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = load i32, ptr %5, align 4
  %35 = zext i32 %34 to i64
  %36 = shl i64 %33, %35
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %31, i64 noundef %36)
  br label %37

37:                                               ; preds = %19, %12, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @or_(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %4, align 8
  store [2 x i64] %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %9 = load i64, ptr %8, align 8
  %10 = or i64 %7, %9
  %11 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = or i64 %12, %14
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 8 %0, i64 noundef %10, i64 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.U) align 8 %0, [2 x i64] %1, [2 x i64] %2) #0 {
  %4 = alloca %struct.U, align 8
  %5 = alloca %struct.U, align 8
  store [2 x i64] %1, ptr %4, align 8
  store [2 x i64] %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = add i64 %8, %10
  %12 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = add i64 %13, %15
  %17 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = icmp ult i64 %16, %18
  %20 = zext i1 %19 to i32
  %21 = sext i32 %20 to i64
  %22 = add i64 %11, %21
  store i64 %22, ptr %6, align 8
  %23 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %24 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %25, %27
  store i64 %28, ptr %23, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @isneg([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = lshr i64 %4, 63
  %6 = trunc i64 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ult([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.U, align 8
  %4 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %3, align 8
  store [2 x i64] %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = icmp ult i64 %6, %8
  br i1 %9, label %24, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = icmp eq i64 %12, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = icmp ult i64 %18, %20
  br label %22

22:                                               ; preds = %16, %10
  %23 = phi i1 [ false, %10 ], [ %21, %16 ]
  br label %24

24:                                               ; preds = %22, %2
  %25 = phi i1 [ true, %2 ], [ %23, %22 ]
  %26 = zext i1 %25 to i32
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal double @to_du([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = uitofp i64 %4 to double
  %6 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = uitofp i64 %7 to double
  %9 = call double @llvm.fmuladd.f64(double %5, double 0x43F0000000000000, double %8)
  ret double %9
}

; Function Attrs: noinline nounwind optnone
define internal double @to_d([2 x i64] %0) #0 {
  %2 = alloca %struct.U, align 8
  %3 = alloca %struct.U, align 8
  store [2 x i64] %0, ptr %2, align 8
  %4 = load [2 x i64], ptr %2, align 8
  %5 = call i32 @isneg([2 x i64] %4)
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = load [2 x i64], ptr %2, align 8
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 8 %3, [2 x i64] %8)
  %9 = load [2 x i64], ptr %3, align 8
  %10 = call double @to_du([2 x i64] %9)
  %11 = fneg double %10
  br label %15

12:                                               ; preds = %1
  %13 = load [2 x i64], ptr %2, align 8
  %14 = call double @to_du([2 x i64] %13)
  br label %15

15:                                               ; preds = %12, %7
  %16 = phi double [ %11, %7 ], [ %14, %12 ]
  ret double %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

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
