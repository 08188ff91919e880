; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.U, align 4
  %3 = alloca %struct.U, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca %struct.U, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca %struct.U, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca %struct.U, align 4
  %17 = alloca %struct.U, align 4
  %18 = alloca %struct.U, align 4
  %19 = alloca %struct.U, align 4
  %20 = alloca %struct.U, align 4
  %21 = alloca %struct.U, align 4
  %22 = alloca %struct.U, align 4
  %23 = alloca %struct.U, align 4
  %24 = alloca %struct.U, align 4
  %25 = alloca %struct.U, align 4
  %26 = alloca %struct.U, align 4
  %27 = alloca %struct.U, align 4
  %28 = alloca %struct.U, align 4
  %29 = alloca %struct.U, align 4
  %30 = alloca %struct.U, align 4
  %31 = alloca %struct.U, align 4
  %32 = alloca %struct.U, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.U, align 4
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca %struct.U, align 4
  %38 = alloca %struct.U, align 4
  %39 = alloca %struct.U, align 4
  %40 = alloca %struct.U, align 4
  %41 = alloca %struct.U, align 4
  %42 = alloca %struct.U, align 4
  %43 = alloca %struct.U, align 4
  %44 = alloca %struct.U, align 4
  %45 = alloca %struct.U, align 4
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 4 %2, i64 noundef -1, i64 noundef -1)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %50 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %51 = load i64, ptr %50, align 4
  %52 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 1
  %53 = load i64, ptr %52, align 4
  call void @put_u(i64 %51, i64 %53)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %55 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 0
  %56 = load i64, ptr %55, align 4
  %57 = getelementptr inbounds %struct.U, ptr %2, i32 0, i32 1
  %58 = load i64, ptr %57, align 4
  call void @put_x(i64 %56, i64 %58)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %3, i64 noundef 0, i64 noundef 1)
  store i32 2, ptr %4, align 4
  br label %60

60:                                               ; preds = %74, %0
  %61 = load i32, ptr %4, align 4
  %62 = icmp sle i32 %61, 34
  br i1 %62, label %63, label %77

63:                                               ; preds = %60
  %64 = load i32, ptr %4, align 4
  %65 = sext i32 %64 to i64
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %6, i64 noundef 0, i64 noundef %65)
  %66 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %67 = load i64, ptr %66, align 4
  %68 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %69 = load i64, ptr %68, align 4
  %70 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %71 = load i64, ptr %70, align 4
  %72 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %73 = load i64, ptr %72, align 4
  call void @mul(ptr dead_on_unwind writable sret(%struct.U) align 4 %5, i64 %67, i64 %69, i64 %71, i64 %73)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %5, i32 16, i1 false)
  br label %74

74:                                               ; preds = %63
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %4, align 4
  br label %60, !llvm.loop !7

77:                                               ; preds = %60
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %79 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %80 = load i64, ptr %79, align 4
  %81 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %82 = load i64, ptr %81, align 4
  call void @put_u(i64 %80, i64 %82)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %9, i64 noundef 0, i64 noundef 3)
  %84 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %85 = load i64, ptr %84, align 4
  %86 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %87 = load i64, ptr %86, align 4
  %88 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %89 = load i64, ptr %88, align 4
  %90 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %91 = load i64, ptr %90, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %8, i64 %85, i64 %87, i64 %89, i64 %91, ptr noundef null)
  %92 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %93 = load i64, ptr %92, align 4
  %94 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %95 = load i64, ptr %94, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %7, i64 %93, i64 %95)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %97 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %98 = load i64, ptr %97, align 4
  %99 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %100 = load i64, ptr %99, align 4
  call void @put_i(i64 %98, i64 %100)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %103 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %104 = load i64, ptr %103, align 4
  %105 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %106 = load i64, ptr %105, align 4
  call void @sar(ptr dead_on_unwind writable sret(%struct.U) align 4 %10, i64 %104, i64 %106, i32 noundef 7)
  %107 = getelementptr inbounds %struct.U, ptr %10, i32 0, i32 0
  %108 = load i64, ptr %107, align 4
  %109 = getelementptr inbounds %struct.U, ptr %10, i32 0, i32 1
  %110 = load i64, ptr %109, align 4
  call void @put_i(i64 %108, i64 %110)
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %12, i64 noundef 0, i64 noundef 1000003)
  %112 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %113 = load i64, ptr %112, align 4
  %114 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %115 = load i64, ptr %114, align 4
  %116 = getelementptr inbounds %struct.U, ptr %12, i32 0, i32 0
  %117 = load i64, ptr %116, align 4
  %118 = getelementptr inbounds %struct.U, ptr %12, i32 0, i32 1
  %119 = load i64, ptr %118, align 4
  call void @sdiv(ptr dead_on_unwind writable sret(%struct.U) align 4 %13, i64 %113, i64 %115, i64 %117, i64 %119, ptr noundef %11)
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %121 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 0
  %122 = load i64, ptr %121, align 4
  %123 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %124 = load i64, ptr %123, align 4
  call void @put_i(i64 %122, i64 %124)
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %16, i64 noundef 0, i64 noundef 999)
  %127 = getelementptr inbounds %struct.U, ptr %16, i32 0, i32 0
  %128 = load i64, ptr %127, align 4
  %129 = getelementptr inbounds %struct.U, ptr %16, i32 0, i32 1
  %130 = load i64, ptr %129, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %15, i64 %128, i64 %130)
  %131 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %132 = load i64, ptr %131, align 4
  %133 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %134 = load i64, ptr %133, align 4
  %135 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 0
  %136 = load i64, ptr %135, align 4
  %137 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 1
  %138 = load i64, ptr %137, align 4
  call void @sdiv(ptr dead_on_unwind writable sret(%struct.U) align 4 %14, i64 %132, i64 %134, i64 %136, i64 %138, ptr noundef null)
  %139 = getelementptr inbounds %struct.U, ptr %14, i32 0, i32 0
  %140 = load i64, ptr %139, align 4
  %141 = getelementptr inbounds %struct.U, ptr %14, i32 0, i32 1
  %142 = load i64, ptr %141, align 4
  call void @put_i(i64 %140, i64 %142)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %18, i64 noundef 0, i64 noundef 1000000007)
  %144 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %145 = load i64, ptr %144, align 4
  %146 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %147 = load i64, ptr %146, align 4
  %148 = getelementptr inbounds %struct.U, ptr %18, i32 0, i32 0
  %149 = load i64, ptr %148, align 4
  %150 = getelementptr inbounds %struct.U, ptr %18, i32 0, i32 1
  %151 = load i64, ptr %150, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %17, i64 %145, i64 %147, i64 %149, i64 %151, ptr noundef %11)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %153 = getelementptr inbounds %struct.U, ptr %17, i32 0, i32 0
  %154 = load i64, ptr %153, align 4
  %155 = getelementptr inbounds %struct.U, ptr %17, i32 0, i32 1
  %156 = load i64, ptr %155, align 4
  call void @put_u(i64 %154, i64 %156)
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %158 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 0
  %159 = load i64, ptr %158, align 4
  %160 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %161 = load i64, ptr %160, align 4
  call void @put_u(i64 %159, i64 %161)
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %19, i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %21, i64 noundef 0, i64 noundef 1099511627777)
  %164 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 0
  %165 = load i64, ptr %164, align 4
  %166 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 1
  %167 = load i64, ptr %166, align 4
  %168 = getelementptr inbounds %struct.U, ptr %21, i32 0, i32 0
  %169 = load i64, ptr %168, align 4
  %170 = getelementptr inbounds %struct.U, ptr %21, i32 0, i32 1
  %171 = load i64, ptr %170, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %20, i64 %165, i64 %167, i64 %169, i64 %171, ptr noundef null)
  %172 = getelementptr inbounds %struct.U, ptr %20, i32 0, i32 0
  %173 = load i64, ptr %172, align 4
  %174 = getelementptr inbounds %struct.U, ptr %20, i32 0, i32 1
  %175 = load i64, ptr %174, align 4
  call void @put_x(i64 %173, i64 %175)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %178 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 0
  %179 = load i64, ptr %178, align 4
  %180 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 1
  %181 = load i64, ptr %180, align 4
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 4 %23, i64 %179, i64 %181, i32 noundef 3)
  %182 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 0
  %183 = load i64, ptr %182, align 4
  %184 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 1
  %185 = load i64, ptr %184, align 4
  %186 = getelementptr inbounds %struct.U, ptr %23, i32 0, i32 0
  %187 = load i64, ptr %186, align 4
  %188 = getelementptr inbounds %struct.U, ptr %23, i32 0, i32 1
  %189 = load i64, ptr %188, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %22, i64 %183, i64 %185, i64 %187, i64 %189, ptr noundef null)
  %190 = getelementptr inbounds %struct.U, ptr %22, i32 0, i32 0
  %191 = load i64, ptr %190, align 4
  %192 = getelementptr inbounds %struct.U, ptr %22, i32 0, i32 1
  %193 = load i64, ptr %192, align 4
  call void @put_u(i64 %191, i64 %193)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %24, i64 noundef 0, i64 noundef 1)
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %196 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 0
  %197 = load i64, ptr %196, align 4
  %198 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 1
  %199 = load i64, ptr %198, align 4
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 4 %25, i64 %197, i64 %199, i32 noundef 127)
  %200 = getelementptr inbounds %struct.U, ptr %25, i32 0, i32 0
  %201 = load i64, ptr %200, align 4
  %202 = getelementptr inbounds %struct.U, ptr %25, i32 0, i32 1
  %203 = load i64, ptr %202, align 4
  call void @put_x(i64 %201, i64 %203)
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %205 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 0
  %206 = load i64, ptr %205, align 4
  %207 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 1
  %208 = load i64, ptr %207, align 4
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 4 %27, i64 %206, i64 %208, i32 noundef 127)
  %209 = getelementptr inbounds %struct.U, ptr %27, i32 0, i32 0
  %210 = load i64, ptr %209, align 4
  %211 = getelementptr inbounds %struct.U, ptr %27, i32 0, i32 1
  %212 = load i64, ptr %211, align 4
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 4 %26, i64 %210, i64 %212, i32 noundef 64)
  %213 = getelementptr inbounds %struct.U, ptr %26, i32 0, i32 0
  %214 = load i64, ptr %213, align 4
  %215 = getelementptr inbounds %struct.U, ptr %26, i32 0, i32 1
  %216 = load i64, ptr %215, align 4
  call void @put_x(i64 %214, i64 %216)
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %219 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 0
  %220 = load i64, ptr %219, align 4
  %221 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 1
  %222 = load i64, ptr %221, align 4
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 4 %29, i64 %220, i64 %222, i32 noundef 13)
  %223 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 0
  %224 = load i64, ptr %223, align 4
  %225 = getelementptr inbounds %struct.U, ptr %19, i32 0, i32 1
  %226 = load i64, ptr %225, align 4
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 4 %30, i64 %224, i64 %226, i32 noundef 115)
  %227 = getelementptr inbounds %struct.U, ptr %29, i32 0, i32 0
  %228 = load i64, ptr %227, align 4
  %229 = getelementptr inbounds %struct.U, ptr %29, i32 0, i32 1
  %230 = load i64, ptr %229, align 4
  %231 = getelementptr inbounds %struct.U, ptr %30, i32 0, i32 0
  %232 = load i64, ptr %231, align 4
  %233 = getelementptr inbounds %struct.U, ptr %30, i32 0, i32 1
  %234 = load i64, ptr %233, align 4
  call void @or_(ptr dead_on_unwind writable sret(%struct.U) align 4 %28, i64 %228, i64 %230, i64 %232, i64 %234)
  %235 = getelementptr inbounds %struct.U, ptr %28, i32 0, i32 0
  %236 = load i64, ptr %235, align 4
  %237 = getelementptr inbounds %struct.U, ptr %28, i32 0, i32 1
  %238 = load i64, ptr %237, align 4
  call void @put_x(i64 %236, i64 %238)
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %31, i64 noundef 0, i64 noundef 0)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %32, i64 noundef 0, i64 noundef 1)
  store i32 0, ptr %33, align 4
  br label %240

240:                                              ; preds = %252, %77
  %241 = load i32, ptr %33, align 4
  %242 = icmp slt i32 %241, 150
  br i1 %242, label %243, label %255

243:                                              ; preds = %240
  %244 = getelementptr inbounds %struct.U, ptr %31, i32 0, i32 0
  %245 = load i64, ptr %244, align 4
  %246 = getelementptr inbounds %struct.U, ptr %31, i32 0, i32 1
  %247 = load i64, ptr %246, align 4
  %248 = getelementptr inbounds %struct.U, ptr %32, i32 0, i32 0
  %249 = load i64, ptr %248, align 4
  %250 = getelementptr inbounds %struct.U, ptr %32, i32 0, i32 1
  %251 = load i64, ptr %250, align 4
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 4 %34, i64 %245, i64 %247, i64 %249, i64 %251)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %31, ptr align 4 %32, i32 16, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %32, ptr align 4 %34, i32 16, i1 false)
  br label %252

252:                                              ; preds = %243
  %253 = load i32, ptr %33, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %33, align 4
  br label %240, !llvm.loop !9

255:                                              ; preds = %240
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %257 = getelementptr inbounds %struct.U, ptr %31, i32 0, i32 0
  %258 = load i64, ptr %257, align 4
  %259 = getelementptr inbounds %struct.U, ptr %31, i32 0, i32 1
  %260 = load i64, ptr %259, align 4
  call void @put_u(i64 %258, i64 %260)
  %261 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -7046029254386353131, ptr %35, align 8
  store i64 -4417276706812531889, ptr %36, align 8
  %262 = load i64, ptr %35, align 8
  %263 = load i64, ptr %36, align 8
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 4 %37, i64 noundef %262, i64 noundef %263)
  %264 = getelementptr inbounds %struct.U, ptr %37, i32 0, i32 0
  %265 = load i64, ptr %264, align 4
  %266 = getelementptr inbounds %struct.U, ptr %37, i32 0, i32 1
  %267 = load i64, ptr %266, align 4
  %268 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %265, i64 noundef %267)
  %269 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 0
  %270 = load i64, ptr %269, align 4
  %271 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 1
  %272 = load i64, ptr %271, align 4
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 4 %39, i64 %270, i64 %272, i32 noundef 100)
  %273 = getelementptr inbounds %struct.U, ptr %39, i32 0, i32 0
  %274 = load i64, ptr %273, align 4
  %275 = getelementptr inbounds %struct.U, ptr %39, i32 0, i32 1
  %276 = load i64, ptr %275, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %38, i64 %274, i64 %276)
  %277 = getelementptr inbounds %struct.U, ptr %38, i32 0, i32 0
  %278 = load i64, ptr %277, align 4
  %279 = getelementptr inbounds %struct.U, ptr %38, i32 0, i32 1
  %280 = load i64, ptr %279, align 4
  %281 = call i32 @isneg(i64 %278, i64 %280)
  %282 = icmp ne i32 %281, 0
  br i1 %282, label %283, label %284

283:                                              ; preds = %255
  br label %284

284:                                              ; preds = %283, %255
  %285 = phi i1 [ false, %255 ], [ true, %283 ]
  %286 = zext i1 %285 to i32
  %287 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 0
  %288 = load i64, ptr %287, align 4
  %289 = getelementptr inbounds %struct.U, ptr %24, i32 0, i32 1
  %290 = load i64, ptr %289, align 4
  %291 = getelementptr inbounds %struct.U, ptr %38, i32 0, i32 0
  %292 = load i64, ptr %291, align 4
  %293 = getelementptr inbounds %struct.U, ptr %38, i32 0, i32 1
  %294 = load i64, ptr %293, align 4
  %295 = call i32 @ult(i64 %288, i64 %290, i64 %292, i64 %294)
  %296 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %286, i32 noundef %295, i32 noundef 1)
  %297 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %298 = load i64, ptr %297, align 4
  %299 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %300 = load i64, ptr %299, align 4
  %301 = call double @to_du(i64 %298, i64 %300)
  %302 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %303 = load i64, ptr %302, align 4
  %304 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %305 = load i64, ptr %304, align 4
  %306 = call double @to_d(i64 %303, i64 %305)
  %307 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %301, double noundef %306)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %43, i64 noundef 0, i64 noundef 1499999999999999)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %44, i64 noundef 0, i64 noundef 1000000000000000)
  %308 = getelementptr inbounds %struct.U, ptr %43, i32 0, i32 0
  %309 = load i64, ptr %308, align 4
  %310 = getelementptr inbounds %struct.U, ptr %43, i32 0, i32 1
  %311 = load i64, ptr %310, align 4
  %312 = getelementptr inbounds %struct.U, ptr %44, i32 0, i32 0
  %313 = load i64, ptr %312, align 4
  %314 = getelementptr inbounds %struct.U, ptr %44, i32 0, i32 1
  %315 = load i64, ptr %314, align 4
  call void @mul(ptr dead_on_unwind writable sret(%struct.U) align 4 %42, i64 %309, i64 %311, i64 %313, i64 %315)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %45, i64 noundef 0, i64 noundef 889089448902656)
  %316 = getelementptr inbounds %struct.U, ptr %42, i32 0, i32 0
  %317 = load i64, ptr %316, align 4
  %318 = getelementptr inbounds %struct.U, ptr %42, i32 0, i32 1
  %319 = load i64, ptr %318, align 4
  %320 = getelementptr inbounds %struct.U, ptr %45, i32 0, i32 0
  %321 = load i64, ptr %320, align 4
  %322 = getelementptr inbounds %struct.U, ptr %45, i32 0, i32 1
  %323 = load i64, ptr %322, align 4
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 4 %41, i64 %317, i64 %319, i64 %321, i64 %323)
  %324 = getelementptr inbounds %struct.U, ptr %41, i32 0, i32 0
  %325 = load i64, ptr %324, align 4
  %326 = getelementptr inbounds %struct.U, ptr %41, i32 0, i32 1
  %327 = load i64, ptr %326, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %40, i64 %325, i64 %327)
  %328 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  %329 = getelementptr inbounds %struct.U, ptr %40, i32 0, i32 0
  %330 = load i64, ptr %329, align 4
  %331 = getelementptr inbounds %struct.U, ptr %40, i32 0, i32 1
  %332 = load i64, ptr %331, align 4
  call void @put_i(i64 %330, i64 %332)
  %333 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 -9223372036854775808, ptr %46, align 8
  store i64 9223372036854775807, ptr %47, align 8
  %334 = load i64, ptr %46, align 8
  %335 = load i64, ptr %47, align 8
  %336 = load i64, ptr %46, align 8
  %337 = sdiv i64 %336, 2
  %338 = load i64, ptr %46, align 8
  %339 = srem i64 %338, 7
  %340 = load i64, ptr %47, align 8
  %341 = sdiv i64 %340, -3
  %342 = load i64, ptr %47, align 8
  %343 = srem i64 %342, -3
  %344 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %334, i64 noundef %335, i64 noundef %337, i64 noundef %339, i64 noundef %341, i64 noundef %343)
  store i64 -1, ptr %48, align 8
  %345 = load i64, ptr %48, align 8
  %346 = load i64, ptr %48, align 8
  %347 = udiv i64 %346, 3
  %348 = load i64, ptr %48, align 8
  %349 = urem i64 %348, 10
  %350 = load i64, ptr %48, align 8
  %351 = lshr i64 %350, 1
  %352 = load i64, ptr %48, align 8
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %345, i64 noundef %347, i64 noundef %349, i64 noundef %351, i64 noundef %352)
  ret i32 28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul64(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 4
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
  %15 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %16 = load i64, ptr %5, align 8
  %17 = and i64 %16, 4294967295
  store i64 %17, ptr %7, align 8
  %18 = load i64, ptr %5, align 8
  %19 = lshr i64 %18, 32
  store i64 %19, ptr %8, align 8
  %20 = load i64, ptr %6, align 8
  %21 = and i64 %20, 4294967295
  store i64 %21, ptr %9, align 8
  %22 = load i64, ptr %6, align 8
  %23 = lshr i64 %22, 32
  store i64 %23, ptr %10, align 8
  %24 = load i64, ptr %7, align 8
  %25 = load i64, ptr %9, align 8
  %26 = mul i64 %24, %25
  store i64 %26, ptr %11, align 8
  %27 = load i64, ptr %7, align 8
  %28 = load i64, ptr %10, align 8
  %29 = mul i64 %27, %28
  store i64 %29, ptr %12, align 8
  %30 = load i64, ptr %8, align 8
  %31 = load i64, ptr %9, align 8
  %32 = mul i64 %30, %31
  store i64 %32, ptr %13, align 8
  %33 = load i64, ptr %8, align 8
  %34 = load i64, ptr %10, align 8
  %35 = mul i64 %33, %34
  store i64 %35, ptr %14, align 8
  %36 = load i64, ptr %11, align 8
  %37 = lshr i64 %36, 32
  %38 = load i64, ptr %12, align 8
  %39 = and i64 %38, 4294967295
  %40 = add i64 %37, %39
  %41 = load i64, ptr %13, align 8
  %42 = and i64 %41, 4294967295
  %43 = add i64 %40, %42
  store i64 %43, ptr %15, align 8
  %44 = load i64, ptr %14, align 8
  %45 = load i64, ptr %12, align 8
  %46 = lshr i64 %45, 32
  %47 = add i64 %44, %46
  %48 = load i64, ptr %13, align 8
  %49 = lshr i64 %48, 32
  %50 = add i64 %47, %49
  %51 = load i64, ptr %15, align 8
  %52 = lshr i64 %51, 32
  %53 = add i64 %50, %52
  %54 = load i64, ptr %15, align 8
  %55 = shl i64 %54, 32
  %56 = load i64, ptr %11, align 8
  %57 = and i64 %56, 4294967295
  %58 = or i64 %55, %57
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %53, i64 noundef %58)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca [64 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  %9 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %9, align 4
  %10 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %10, align 4
  store i32 0, ptr %5, align 4
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %6, i64 noundef 0, i64 noundef 10)
  br label %11

11:                                               ; preds = %28, %2
  %12 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %17 = load i64, ptr %16, align 4
  %18 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %19 = load i64, ptr %18, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %8, i64 %13, i64 %15, i64 %17, i64 %19, ptr noundef %7)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 %8, i32 16, i1 false)
  %20 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %21 = load i64, ptr %20, align 4
  %22 = trunc i64 %21 to i32
  %23 = add nsw i32 48, %22
  %24 = trunc i32 %23 to i8
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  %27 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %25
  store i8 %24, ptr %27, align 1
  br label %28

28:                                               ; preds = %11
  %29 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %30 = load i64, ptr %29, align 4
  %31 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %32 = load i64, ptr %31, align 4
  %33 = or i64 %30, %32
  %34 = icmp ne i64 %33, 0
  br i1 %34, label %11, label %35, !llvm.loop !10

35:                                               ; preds = %28
  br label %36

36:                                               ; preds = %39, %35
  %37 = load i32, ptr %5, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %5, align 4
  %42 = getelementptr inbounds [64 x i8], ptr %4, i32 0, i32 %41
  %43 = load i8, ptr %42, align 1
  %44 = sext i8 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %44)
  br label %36, !llvm.loop !11

46:                                               ; preds = %36
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_x(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 4
  %8 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %9 = load i64, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %7, i64 noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %8 = load i64, ptr %5, align 8
  store i64 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %10 = load i64, ptr %6, align 8
  store i64 %10, ptr %9, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca ptr, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  store ptr %0, ptr %6, align 4
  %9 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  store i64 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  store i64 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  store i64 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  store i64 %4, ptr %12, align 4
  %13 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %16 = load i64, ptr %15, align 4
  call void @mul64(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %14, i64 noundef %16)
  %17 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %20 = load i64, ptr %19, align 4
  %21 = mul i64 %18, %20
  %22 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %23 = load i64, ptr %22, align 4
  %24 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %25 = load i64, ptr %24, align 4
  %26 = mul i64 %23, %25
  %27 = add i64 %21, %26
  %28 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %29 = load i64, ptr %28, align 4
  %30 = add i64 %29, %27
  store i64 %30, ptr %28, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @neg(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2) #0 {
  %4 = alloca ptr, align 4
  %5 = alloca %struct.U, align 4
  store ptr %0, ptr %4, align 4
  %6 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  store i64 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  store i64 %2, ptr %7, align 4
  %8 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %10 = load i64, ptr %9, align 4
  %11 = xor i64 %10, -1
  %12 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %13 = load i64, ptr %12, align 4
  %14 = icmp eq i64 %13, 0
  %15 = zext i1 %14 to i32
  %16 = sext i32 %15 to i64
  %17 = add i64 %11, %16
  store i64 %17, ptr %8, align 4
  %18 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %20 = load i64, ptr %19, align 4
  %21 = sub i64 0, %20
  store i64 %21, ptr %18, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udivmod(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca ptr, align 4
  %11 = alloca %struct.U, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  store ptr %0, ptr %7, align 4
  %16 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  store i64 %1, ptr %16, align 4
  %17 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  store i64 %2, ptr %17, align 4
  %18 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  store i64 %3, ptr %18, align 4
  %19 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  store i64 %4, ptr %19, align 4
  store ptr %5, ptr %10, align 4
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef 0)
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %11, i64 noundef 0, i64 noundef 0)
  store i32 127, ptr %12, align 4
  br label %20

20:                                               ; preds = %91, %6
  %21 = load i32, ptr %12, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %94

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 0
  %25 = load i64, ptr %24, align 4
  %26 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %27 = load i64, ptr %26, align 4
  call void @shl(ptr dead_on_unwind writable sret(%struct.U) align 4 %13, i64 %25, i64 %27, i32 noundef 1)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 %13, i32 16, i1 false)
  %28 = load i32, ptr %12, align 4
  %29 = icmp sge i32 %28, 64
  br i1 %29, label %30, label %37

30:                                               ; preds = %23
  %31 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %32 = load i64, ptr %31, align 4
  %33 = load i32, ptr %12, align 4
  %34 = sub nsw i32 %33, 64
  %35 = zext i32 %34 to i64
  %36 = lshr i64 %32, %35
  br label %43

37:                                               ; preds = %23
  %38 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %39 = load i64, ptr %38, align 4
  %40 = load i32, ptr %12, align 4
  %41 = zext i32 %40 to i64
  %42 = lshr i64 %39, %41
  br label %43

43:                                               ; preds = %37, %30
  %44 = phi i64 [ %36, %30 ], [ %42, %37 ]
  %45 = and i64 %44, 1
  %46 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %47 = load i64, ptr %46, align 4
  %48 = or i64 %47, %45
  store i64 %48, ptr %46, align 4
  %49 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 0
  %50 = load i64, ptr %49, align 4
  %51 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %52 = load i64, ptr %51, align 4
  %53 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %54 = load i64, ptr %53, align 4
  %55 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %56 = load i64, ptr %55, align 4
  %57 = call i32 @ult(i64 %50, i64 %52, i64 %54, i64 %56)
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %90, label %59

59:                                               ; preds = %43
  %60 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %61 = load i64, ptr %60, align 4
  %62 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %63 = load i64, ptr %62, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %15, i64 %61, i64 %63)
  %64 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 0
  %65 = load i64, ptr %64, align 4
  %66 = getelementptr inbounds %struct.U, ptr %11, i32 0, i32 1
  %67 = load i64, ptr %66, align 4
  %68 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 0
  %69 = load i64, ptr %68, align 4
  %70 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 1
  %71 = load i64, ptr %70, align 4
  call void @add(ptr dead_on_unwind writable sret(%struct.U) align 4 %14, i64 %65, i64 %67, i64 %69, i64 %71)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 %14, i32 16, i1 false)
  %72 = load i32, ptr %12, align 4
  %73 = icmp sge i32 %72, 64
  br i1 %73, label %74, label %82

74:                                               ; preds = %59
  %75 = load i32, ptr %12, align 4
  %76 = sub nsw i32 %75, 64
  %77 = zext i32 %76 to i64
  %78 = shl i64 1, %77
  %79 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %80 = load i64, ptr %79, align 4
  %81 = or i64 %80, %78
  store i64 %81, ptr %79, align 4
  br label %89

82:                                               ; preds = %59
  %83 = load i32, ptr %12, align 4
  %84 = zext i32 %83 to i64
  %85 = shl i64 1, %84
  %86 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %87 = load i64, ptr %86, align 4
  %88 = or i64 %87, %85
  store i64 %88, ptr %86, align 4
  br label %89

89:                                               ; preds = %82, %74
  br label %90

90:                                               ; preds = %89, %43
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %12, align 4
  %93 = add nsw i32 %92, -1
  store i32 %93, ptr %12, align 4
  br label %20, !llvm.loop !12

94:                                               ; preds = %20
  %95 = load ptr, ptr %10, align 4
  %96 = icmp ne ptr %95, null
  br i1 %96, label %97, label %99

97:                                               ; preds = %94
  %98 = load ptr, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %98, ptr align 4 %11, i32 16, i1 false)
  br label %99

99:                                               ; preds = %97, %94
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 4
  %11 = call i32 @isneg(i64 %8, i64 %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %23

13:                                               ; preds = %2
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  %15 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %16 = load i64, ptr %15, align 4
  %17 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %18 = load i64, ptr %17, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %4, i64 %16, i64 %18)
  %19 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %22 = load i64, ptr %21, align 4
  call void @put_u(i64 %20, i64 %22)
  br label %28

23:                                               ; preds = %2
  %24 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %25 = load i64, ptr %24, align 4
  %26 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %27 = load i64, ptr %26, align 4
  call void @put_u(i64 %25, i64 %27)
  br label %28

28:                                               ; preds = %23, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sar(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  store ptr %0, ptr %5, align 4
  %10 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  store i64 %1, ptr %10, align 4
  %11 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  store i64 %2, ptr %11, align 4
  store i32 %3, ptr %7, align 4
  %12 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %15 = load i64, ptr %14, align 4
  %16 = call i32 @isneg(i64 %13, i64 %15)
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %24, label %18

18:                                               ; preds = %4
  %19 = load i32, ptr %7, align 4
  %20 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %21 = load i64, ptr %20, align 4
  %22 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %23 = load i64, ptr %22, align 4
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 %21, i64 %23, i32 noundef %19)
  br label %42

24:                                               ; preds = %4
  %25 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %26 = load i64, ptr %25, align 4
  %27 = xor i64 %26, -1
  %28 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %29 = load i64, ptr %28, align 4
  %30 = xor i64 %29, -1
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %9, i64 noundef %27, i64 noundef %30)
  %31 = load i32, ptr %7, align 4
  %32 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %33 = load i64, ptr %32, align 4
  %34 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %35 = load i64, ptr %34, align 4
  call void @shr(ptr dead_on_unwind writable sret(%struct.U) align 4 %8, i64 %33, i64 %35, i32 noundef %31)
  %36 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %37 = load i64, ptr %36, align 4
  %38 = xor i64 %37, -1
  %39 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %40 = load i64, ptr %39, align 4
  %41 = xor i64 %40, -1
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %38, i64 noundef %41)
  br label %42

42:                                               ; preds = %24, %18
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sdiv(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 4
  %8 = alloca %struct.U, align 4
  %9 = alloca %struct.U, align 4
  %10 = alloca ptr, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.U, align 4
  %14 = alloca %struct.U, align 4
  %15 = alloca %struct.U, align 4
  %16 = alloca %struct.U, align 4
  %17 = alloca %struct.U, align 4
  store ptr %0, ptr %7, align 4
  %18 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  store i64 %1, ptr %18, align 4
  %19 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  store i64 %2, ptr %19, align 4
  %20 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  store i64 %3, ptr %20, align 4
  %21 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  store i64 %4, ptr %21, align 4
  store ptr %5, ptr %10, align 4
  %22 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %23 = load i64, ptr %22, align 4
  %24 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %25 = load i64, ptr %24, align 4
  %26 = call i32 @isneg(i64 %23, i64 %25)
  store i32 %26, ptr %11, align 4
  %27 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %28 = load i64, ptr %27, align 4
  %29 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %30 = load i64, ptr %29, align 4
  %31 = call i32 @isneg(i64 %28, i64 %30)
  store i32 %31, ptr %12, align 4
  %32 = load i32, ptr %11, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %39

34:                                               ; preds = %6
  %35 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %38 = load i64, ptr %37, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %15, i64 %36, i64 %38)
  br label %40

39:                                               ; preds = %6
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %15, ptr align 4 %8, i32 16, i1 false)
  br label %40

40:                                               ; preds = %39, %34
  %41 = load i32, ptr %12, align 4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 0
  %45 = load i64, ptr %44, align 4
  %46 = getelementptr inbounds %struct.U, ptr %9, i32 0, i32 1
  %47 = load i64, ptr %46, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %16, i64 %45, i64 %47)
  br label %49

48:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %16, ptr align 4 %9, i32 16, i1 false)
  br label %49

49:                                               ; preds = %48, %43
  %50 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 0
  %51 = load i64, ptr %50, align 4
  %52 = getelementptr inbounds %struct.U, ptr %15, i32 0, i32 1
  %53 = load i64, ptr %52, align 4
  %54 = getelementptr inbounds %struct.U, ptr %16, i32 0, i32 0
  %55 = load i64, ptr %54, align 4
  %56 = getelementptr inbounds %struct.U, ptr %16, i32 0, i32 1
  %57 = load i64, ptr %56, align 4
  call void @udivmod(ptr dead_on_unwind writable sret(%struct.U) align 4 %14, i64 %51, i64 %53, i64 %55, i64 %57, ptr noundef %13)
  %58 = load ptr, ptr %10, align 4
  %59 = icmp ne ptr %58, null
  br i1 %59, label %60, label %71

60:                                               ; preds = %49
  %61 = load ptr, ptr %10, align 4
  %62 = load i32, ptr %11, align 4
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %69

64:                                               ; preds = %60
  %65 = getelementptr inbounds %struct.U, ptr %13, i32 0, i32 0
  %66 = load i64, ptr %65, align 4
  %67 = getelementptr inbounds %struct.U, ptr %13, i32 0, i32 1
  %68 = load i64, ptr %67, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %17, i64 %66, i64 %68)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %61, ptr align 4 %17, i32 16, i1 false)
  br label %70

69:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %61, ptr align 4 %13, i32 16, i1 false)
  br label %70

70:                                               ; preds = %69, %64
  br label %71

71:                                               ; preds = %70, %49
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %12, align 4
  %74 = icmp ne i32 %72, %73
  br i1 %74, label %75, label %80

75:                                               ; preds = %71
  %76 = getelementptr inbounds %struct.U, ptr %14, i32 0, i32 0
  %77 = load i64, ptr %76, align 4
  %78 = getelementptr inbounds %struct.U, ptr %14, i32 0, i32 1
  %79 = load i64, ptr %78, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 %77, i64 %79)
  br label %81

80:                                               ; preds = %71
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %14, i32 16, i1 false)
  br label %81

81:                                               ; preds = %80, %75
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shr(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  %8 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  store i64 %1, ptr %8, align 4
  %9 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  store i64 %2, ptr %9, align 4
  store i32 %3, ptr %7, align 4
  %10 = load i32, ptr %7, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %6, i32 16, i1 false)
  br label %41

13:                                               ; preds = %4
  %14 = load i32, ptr %7, align 4
  %15 = icmp sge i32 %14, 64
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %18 = load i64, ptr %17, align 4
  %19 = load i32, ptr %7, align 4
  %20 = sub nsw i32 %19, 64
  %21 = zext i32 %20 to i64
  %22 = lshr i64 %18, %21
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef 0, i64 noundef %22)
  br label %41

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %25 = load i64, ptr %24, align 4
  %26 = load i32, ptr %7, align 4
  %27 = zext i32 %26 to i64
  %28 = lshr i64 %25, %27
  %29 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %30 = load i64, ptr %29, align 4
  %31 = load i32, ptr %7, align 4
  %32 = zext i32 %31 to i64
  %33 = lshr i64 %30, %32
  %34 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %35 = load i64, ptr %34, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sub nsw i32 64, %36
  %38 = zext i32 %37 to i64
  %39 = shl i64 %35, %38
  %40 = or i64 %33, %39
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %28, i64 noundef %40)
  br label %41

41:                                               ; preds = %23, %16, %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shl(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca %struct.U, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
  %8 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  store i64 %1, ptr %8, align 4
  %9 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  store i64 %2, ptr %9, align 4
  store i32 %3, ptr %7, align 4
  %10 = load i32, ptr %7, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %6, i32 16, i1 false)
  br label %41

13:                                               ; preds = %4
  %14 = load i32, ptr %7, align 4
  %15 = icmp sge i32 %14, 64
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %18 = load i64, ptr %17, align 4
  %19 = load i32, ptr %7, align 4
  %20 = sub nsw i32 %19, 64
  %21 = zext i32 %20 to i64
  %22 = shl i64 %18, %21
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %22, i64 noundef 0)
  br label %41

23:                                               ; preds = %13
  %24 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %25 = load i64, ptr %24, align 4
  %26 = load i32, ptr %7, align 4
  %27 = zext i32 %26 to i64
  %28 = shl i64 %25, %27
  %29 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %30 = load i64, ptr %29, align 4
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 64, %31
  %33 = zext i32 %32 to i64
  %34 = lshr i64 %30, %33
  %35 = or i64 %28, %34
  %36 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %37 = load i64, ptr %36, align 4
  %38 = load i32, ptr %7, align 4
  %39 = zext i32 %38 to i64
  %40 = shl i64 %37, %39
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %35, i64 noundef %40)
  br label %41

41:                                               ; preds = %23, %16, %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @or_(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca ptr, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  store ptr %0, ptr %6, align 4
  %9 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  store i64 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  store i64 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  store i64 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  store i64 %4, ptr %12, align 4
  %13 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %14 = load i64, ptr %13, align 4
  %15 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %16 = load i64, ptr %15, align 4
  %17 = or i64 %14, %16
  %18 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %19 = load i64, ptr %18, align 4
  %20 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %21 = load i64, ptr %20, align 4
  %22 = or i64 %19, %21
  call void @mk(ptr dead_on_unwind writable sret(%struct.U) align 4 %0, i64 noundef %17, i64 noundef %22)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.U) align 4 %0, i64 %1, i64 %2, i64 %3, i64 %4) #0 {
  %6 = alloca ptr, align 4
  %7 = alloca %struct.U, align 4
  %8 = alloca %struct.U, align 4
  store ptr %0, ptr %6, align 4
  %9 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  store i64 %1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  store i64 %2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  store i64 %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  store i64 %4, ptr %12, align 4
  %13 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 0
  %14 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 0
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 0
  %17 = load i64, ptr %16, align 4
  %18 = add i64 %15, %17
  %19 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %20 = load i64, ptr %19, align 4
  %21 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %22 = load i64, ptr %21, align 4
  %23 = add i64 %20, %22
  %24 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %25 = load i64, ptr %24, align 4
  %26 = icmp ult i64 %23, %25
  %27 = zext i1 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = add i64 %18, %28
  store i64 %29, ptr %13, align 4
  %30 = getelementptr inbounds %struct.U, ptr %0, i32 0, i32 1
  %31 = getelementptr inbounds %struct.U, ptr %7, i32 0, i32 1
  %32 = load i64, ptr %31, align 4
  %33 = getelementptr inbounds %struct.U, ptr %8, i32 0, i32 1
  %34 = load i64, ptr %33, align 4
  %35 = add i64 %32, %34
  store i64 %35, ptr %30, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isneg(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 4
  %8 = lshr i64 %7, 63
  %9 = trunc i64 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ult(i64 %0, i64 %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.U, align 4
  %6 = alloca %struct.U, align 4
  %7 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 4
  %9 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  store i64 %2, ptr %9, align 4
  %10 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  store i64 %3, ptr %10, align 4
  %11 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %12 = load i64, ptr %11, align 4
  %13 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %14 = load i64, ptr %13, align 4
  %15 = icmp ult i64 %12, %14
  br i1 %15, label %30, label %16

16:                                               ; preds = %4
  %17 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 0
  %18 = load i64, ptr %17, align 4
  %19 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 0
  %20 = load i64, ptr %19, align 4
  %21 = icmp eq i64 %18, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.U, ptr %5, i32 0, i32 1
  %24 = load i64, ptr %23, align 4
  %25 = getelementptr inbounds %struct.U, ptr %6, i32 0, i32 1
  %26 = load i64, ptr %25, align 4
  %27 = icmp ult i64 %24, %26
  br label %28

28:                                               ; preds = %22, %16
  %29 = phi i1 [ false, %16 ], [ %27, %22 ]
  br label %30

30:                                               ; preds = %28, %4
  %31 = phi i1 [ true, %4 ], [ %29, %28 ]
  %32 = zext i1 %31 to i32
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_du(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %7 = load i64, ptr %6, align 4
  %8 = uitofp i64 %7 to double
  %9 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 4
  %11 = uitofp i64 %10 to double
  %12 = call double @llvm.fmuladd.f64(double %8, double 0x43F0000000000000, double %11)
  ret double %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @to_d(i64 %0, i64 %1) #0 {
  %3 = alloca %struct.U, align 4
  %4 = alloca %struct.U, align 4
  %5 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 4
  %6 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %10 = load i64, ptr %9, align 4
  %11 = call i32 @isneg(i64 %8, i64 %10)
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %2
  %14 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %17 = load i64, ptr %16, align 4
  call void @neg(ptr dead_on_unwind writable sret(%struct.U) align 4 %4, i64 %15, i64 %17)
  %18 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 0
  %19 = load i64, ptr %18, align 4
  %20 = getelementptr inbounds %struct.U, ptr %4, i32 0, i32 1
  %21 = load i64, ptr %20, align 4
  %22 = call double @to_du(i64 %19, i64 %21)
  %23 = fneg double %22
  br label %30

24:                                               ; preds = %2
  %25 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 0
  %26 = load i64, ptr %25, align 4
  %27 = getelementptr inbounds %struct.U, ptr %3, i32 0, i32 1
  %28 = load i64, ptr %27, align 4
  %29 = call double @to_du(i64 %26, i64 %28)
  br label %30

30:                                               ; preds = %24, %13
  %31 = phi double [ %23, %13 ], [ %29, %24 ]
  ret double %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
