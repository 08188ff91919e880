; ModuleID = 'int128.c'
source_filename = "int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  store i32 0, i32* %1, align 4
  store i128 -36893488147419103231, i128* %2, align 16
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0))
  %38 = load i128, i128* %2, align 16
  store i128 %38, i128* %3, align 16
  %39 = bitcast i128* %3 to { i64, i64 }*
  %40 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %39, i32 0, i32 0
  %41 = load i64, i64* %40, align 16
  %42 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %39, i32 0, i32 1
  %43 = load i64, i64* %42, align 8
  call void @put_u(i64 noundef %41, i64 noundef %43)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0))
  %45 = load i128, i128* %2, align 16
  store i128 %45, i128* %4, align 16
  %46 = bitcast i128* %4 to { i64, i64 }*
  %47 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 0
  %48 = load i64, i64* %47, align 16
  %49 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %46, i32 0, i32 1
  %50 = load i64, i64* %49, align 8
  call void @put_x(i64 noundef %48, i64 noundef %50)
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i128 1, i128* %5, align 16
  store i32 2, i32* %6, align 4
  br label %52

52:                                               ; preds = %60, %0
  %53 = load i32, i32* %6, align 4
  %54 = icmp sle i32 %53, 34
  br i1 %54, label %55, label %63

55:                                               ; preds = %52
  %56 = load i32, i32* %6, align 4
  %57 = zext i32 %56 to i128
  %58 = load i128, i128* %5, align 16
  %59 = mul i128 %58, %57
  store i128 %59, i128* %5, align 16
  br label %60

60:                                               ; preds = %55
  %61 = load i32, i32* %6, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %6, align 4
  br label %52, !llvm.loop !6

63:                                               ; preds = %52
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0))
  %65 = load i128, i128* %5, align 16
  store i128 %65, i128* %7, align 16
  %66 = bitcast i128* %7 to { i64, i64 }*
  %67 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %66, i32 0, i32 0
  %68 = load i64, i64* %67, align 16
  %69 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %66, i32 0, i32 1
  %70 = load i64, i64* %69, align 8
  call void @put_u(i64 noundef %68, i64 noundef %70)
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %72 = load i128, i128* %5, align 16
  %73 = udiv i128 %72, 3
  %74 = sub nsw i128 0, %73
  store i128 %74, i128* %8, align 16
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0))
  %76 = load i128, i128* %8, align 16
  store i128 %76, i128* %9, align 16
  %77 = bitcast i128* %9 to { i64, i64 }*
  %78 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %77, i32 0, i32 0
  %79 = load i64, i64* %78, align 16
  %80 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %77, i32 0, i32 1
  %81 = load i64, i64* %80, align 8
  call void @put_i(i64 noundef %79, i64 noundef %81)
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0))
  %84 = load i128, i128* %8, align 16
  %85 = ashr i128 %84, 7
  store i128 %85, i128* %10, align 16
  %86 = bitcast i128* %10 to { i64, i64 }*
  %87 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %86, i32 0, i32 0
  %88 = load i64, i64* %87, align 16
  %89 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %86, i32 0, i32 1
  %90 = load i64, i64* %89, align 8
  call void @put_i(i64 noundef %88, i64 noundef %90)
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0))
  %93 = load i128, i128* %8, align 16
  %94 = srem i128 %93, 1000003
  store i128 %94, i128* %11, align 16
  %95 = bitcast i128* %11 to { i64, i64 }*
  %96 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 0
  %97 = load i64, i64* %96, align 16
  %98 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %95, i32 0, i32 1
  %99 = load i64, i64* %98, align 8
  call void @put_i(i64 noundef %97, i64 noundef %99)
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0))
  %102 = load i128, i128* %8, align 16
  %103 = sdiv i128 %102, -999
  store i128 %103, i128* %12, align 16
  %104 = bitcast i128* %12 to { i64, i64 }*
  %105 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %104, i32 0, i32 0
  %106 = load i64, i64* %105, align 16
  %107 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %104, i32 0, i32 1
  %108 = load i64, i64* %107, align 8
  call void @put_i(i64 noundef %106, i64 noundef %108)
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0))
  %111 = load i128, i128* %5, align 16
  %112 = udiv i128 %111, 1000000007
  store i128 %112, i128* %13, align 16
  %113 = bitcast i128* %13 to { i64, i64 }*
  %114 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %113, i32 0, i32 0
  %115 = load i64, i64* %114, align 16
  %116 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %113, i32 0, i32 1
  %117 = load i64, i64* %116, align 8
  call void @put_u(i64 noundef %115, i64 noundef %117)
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0))
  %119 = load i128, i128* %5, align 16
  %120 = urem i128 %119, 1000000007
  store i128 %120, i128* %14, align 16
  %121 = bitcast i128* %14 to { i64, i64 }*
  %122 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %121, i32 0, i32 0
  %123 = load i64, i64* %122, align 16
  %124 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %121, i32 0, i32 1
  %125 = load i64, i64* %124, align 8
  call void @put_u(i64 noundef %123, i64 noundef %125)
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i128 1512366075204170947332355369683137040, i128* %15, align 16
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0))
  %128 = load i128, i128* %15, align 16
  %129 = udiv i128 %128, 1099511627777
  store i128 %129, i128* %16, align 16
  %130 = bitcast i128* %16 to { i64, i64 }*
  %131 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 0
  %132 = load i64, i64* %131, align 16
  %133 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %130, i32 0, i32 1
  %134 = load i64, i64* %133, align 8
  call void @put_x(i64 noundef %132, i64 noundef %134)
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0))
  %137 = load i128, i128* %15, align 16
  %138 = load i128, i128* %15, align 16
  %139 = lshr i128 %138, 3
  %140 = udiv i128 %137, %139
  store i128 %140, i128* %17, align 16
  %141 = bitcast i128* %17 to { i64, i64 }*
  %142 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %141, i32 0, i32 0
  %143 = load i64, i64* %142, align 16
  %144 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %141, i32 0, i32 1
  %145 = load i64, i64* %144, align 8
  call void @put_u(i64 noundef %143, i64 noundef %145)
  %146 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i128 1, i128* %18, align 16
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.12, i64 0, i64 0))
  %148 = load i128, i128* %18, align 16
  %149 = shl i128 %148, 127
  store i128 %149, i128* %19, align 16
  %150 = bitcast i128* %19 to { i64, i64 }*
  %151 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %150, i32 0, i32 0
  %152 = load i64, i64* %151, align 16
  %153 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %150, i32 0, i32 1
  %154 = load i64, i64* %153, align 8
  call void @put_x(i64 noundef %152, i64 noundef %154)
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.13, i64 0, i64 0))
  %156 = load i128, i128* %18, align 16
  %157 = shl i128 %156, 127
  %158 = lshr i128 %157, 64
  store i128 %158, i128* %20, align 16
  %159 = bitcast i128* %20 to { i64, i64 }*
  %160 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %159, i32 0, i32 0
  %161 = load i64, i64* %160, align 16
  %162 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %159, i32 0, i32 1
  %163 = load i64, i64* %162, align 8
  call void @put_x(i64 noundef %161, i64 noundef %163)
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %165 = load i128, i128* %15, align 16
  %166 = shl i128 %165, 13
  %167 = load i128, i128* %15, align 16
  %168 = lshr i128 %167, 115
  %169 = or i128 %166, %168
  store i128 %169, i128* %21, align 16
  %170 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0))
  %171 = load i128, i128* %21, align 16
  store i128 %171, i128* %22, align 16
  %172 = bitcast i128* %22 to { i64, i64 }*
  %173 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %172, i32 0, i32 0
  %174 = load i64, i64* %173, align 16
  %175 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %172, i32 0, i32 1
  %176 = load i64, i64* %175, align 8
  call void @put_x(i64 noundef %174, i64 noundef %176)
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i128 0, i128* %23, align 16
  store i128 1, i128* %24, align 16
  store i32 0, i32* %25, align 4
  br label %178

178:                                              ; preds = %187, %63
  %179 = load i32, i32* %25, align 4
  %180 = icmp slt i32 %179, 150
  br i1 %180, label %181, label %190

181:                                              ; preds = %178
  %182 = load i128, i128* %23, align 16
  %183 = load i128, i128* %24, align 16
  %184 = add i128 %182, %183
  store i128 %184, i128* %26, align 16
  %185 = load i128, i128* %24, align 16
  store i128 %185, i128* %23, align 16
  %186 = load i128, i128* %26, align 16
  store i128 %186, i128* %24, align 16
  br label %187

187:                                              ; preds = %181
  %188 = load i32, i32* %25, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* %25, align 4
  br label %178, !llvm.loop !8

190:                                              ; preds = %178
  %191 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.15, i64 0, i64 0))
  %192 = load i128, i128* %23, align 16
  store i128 %192, i128* %27, align 16
  %193 = bitcast i128* %27 to { i64, i64 }*
  %194 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %193, i32 0, i32 0
  %195 = load i64, i64* %194, align 16
  %196 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %193, i32 0, i32 1
  %197 = load i64, i64* %196, align 8
  call void @put_u(i64 noundef %195, i64 noundef %197)
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i64 -7046029254386353131, i64* %28, align 8
  store i64 -4417276706812531889, i64* %29, align 8
  %199 = load i64, i64* %28, align 8
  %200 = zext i64 %199 to i128
  %201 = load i64, i64* %29, align 8
  %202 = zext i64 %201 to i128
  %203 = mul i128 %200, %202
  store i128 %203, i128* %30, align 16
  %204 = load i128, i128* %30, align 16
  %205 = lshr i128 %204, 64
  %206 = trunc i128 %205 to i64
  %207 = load i128, i128* %30, align 16
  %208 = trunc i128 %207 to i64
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.16, i64 0, i64 0), i64 noundef %206, i64 noundef %208)
  store i128 -1267650600228229401496703205376, i128* %31, align 16
  %210 = load i128, i128* %31, align 16
  %211 = icmp slt i128 %210, 1
  %212 = zext i1 %211 to i32
  %213 = load i128, i128* %31, align 16
  %214 = icmp ugt i128 %213, 1
  %215 = zext i1 %214 to i32
  %216 = load i128, i128* %31, align 16
  %217 = icmp eq i128 %216, -1267650600228229401496703205376
  %218 = zext i1 %217 to i32
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.17, i64 0, i64 0), i32 noundef %212, i32 noundef %215, i32 noundef %218)
  %220 = load i128, i128* %5, align 16
  %221 = uitofp i128 %220 to double
  %222 = load i128, i128* %8, align 16
  %223 = sitofp i128 %222 to double
  %224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.18, i64 0, i64 0), double noundef %221, double noundef %223)
  store i128 -1499999999999999889089448902656, i128* %32, align 16
  %225 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.19, i64 0, i64 0))
  %226 = load i128, i128* %32, align 16
  store i128 %226, i128* %33, align 16
  %227 = bitcast i128* %33 to { i64, i64 }*
  %228 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %227, i32 0, i32 0
  %229 = load i64, i64* %228, align 16
  %230 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %227, i32 0, i32 1
  %231 = load i64, i64* %230, align 8
  call void @put_i(i64 noundef %229, i64 noundef %231)
  %232 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  store i64 -9223372036854775808, i64* %34, align 8
  store i64 9223372036854775807, i64* %35, align 8
  %233 = load i64, i64* %34, align 8
  %234 = load i64, i64* %35, align 8
  %235 = load i64, i64* %34, align 8
  %236 = sdiv i64 %235, 2
  %237 = load i64, i64* %34, align 8
  %238 = srem i64 %237, 7
  %239 = load i64, i64* %35, align 8
  %240 = sdiv i64 %239, -3
  %241 = load i64, i64* %35, align 8
  %242 = srem i64 %241, -3
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.20, i64 0, i64 0), i64 noundef %233, i64 noundef %234, i64 noundef %236, i64 noundef %238, i64 noundef %240, i64 noundef %242)
  store i64 -1, i64* %36, align 8
  %244 = load i64, i64* %36, align 8
  %245 = load i64, i64* %36, align 8
  %246 = udiv i64 %245, 3
  %247 = load i64, i64* %36, align 8
  %248 = urem i64 %247, 10
  %249 = load i64, i64* %36, align 8
  %250 = lshr i64 %249, 1
  %251 = load i64, i64* %36, align 8
  %252 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([60 x i8], [60 x i8]* @.str.21, i64 0, i64 0), i64 noundef %244, i64 noundef %246, i64 noundef %248, i64 noundef %250, i64 noundef %251)
  ret i32 28
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_u(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca i32, align 4
  %7 = bitcast i128* %3 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %0, i64* %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %1, i64* %9, align 8
  %10 = load i128, i128* %3, align 16
  store i128 %10, i128* %4, align 16
  store i32 0, i32* %6, align 4
  br label %11

11:                                               ; preds = %23, %2
  %12 = load i128, i128* %4, align 16
  %13 = urem i128 %12, 10
  %14 = trunc i128 %13 to i32
  %15 = add nsw i32 48, %14
  %16 = trunc i32 %15 to i8
  %17 = load i32, i32* %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %6, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %19
  store i8 %16, i8* %20, align 1
  %21 = load i128, i128* %4, align 16
  %22 = udiv i128 %21, 10
  store i128 %22, i128* %4, align 16
  br label %23

23:                                               ; preds = %11
  %24 = load i128, i128* %4, align 16
  %25 = icmp ne i128 %24, 0
  br i1 %25, label %11, label %26, !llvm.loop !9

26:                                               ; preds = %23
  br label %27

27:                                               ; preds = %30, %26
  %28 = load i32, i32* %6, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %38

30:                                               ; preds = %27
  %31 = load i32, i32* %6, align 4
  %32 = add nsw i32 %31, -1
  store i32 %32, i32* %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* %5, i64 0, i64 %33
  %35 = load i8, i8* %34, align 1
  %36 = sext i8 %35 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.22, i64 0, i64 0), i32 noundef %36)
  br label %27, !llvm.loop !10

38:                                               ; preds = %27
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_x(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = bitcast i128* %3 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  %8 = load i128, i128* %3, align 16
  store i128 %8, i128* %4, align 16
  %9 = load i128, i128* %4, align 16
  %10 = lshr i128 %9, 64
  %11 = trunc i128 %10 to i64
  %12 = load i128, i128* %4, align 16
  %13 = trunc i128 %12 to i64
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.23, i64 0, i64 0), i64 noundef %11, i64 noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_i(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = bitcast i128* %3 to { i64, i64 }*
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 0
  store i64 %0, i64* %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %7, i32 0, i32 1
  store i64 %1, i64* %9, align 8
  %10 = load i128, i128* %3, align 16
  store i128 %10, i128* %4, align 16
  %11 = load i128, i128* %4, align 16
  %12 = icmp slt i128 %11, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %2
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.24, i64 0, i64 0))
  %15 = load i128, i128* %4, align 16
  %16 = sub i128 0, %15
  store i128 %16, i128* %5, align 16
  %17 = bitcast i128* %5 to { i64, i64 }*
  %18 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %17, i32 0, i32 0
  %19 = load i64, i64* %18, align 16
  %20 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %17, i32 0, i32 1
  %21 = load i64, i64* %20, align 8
  call void @put_u(i64 noundef %19, i64 noundef %21)
  br label %29

22:                                               ; preds = %2
  %23 = load i128, i128* %4, align 16
  store i128 %23, i128* %6, align 16
  %24 = bitcast i128* %6 to { i64, i64 }*
  %25 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 0
  %26 = load i64, i64* %25, align 16
  %27 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %24, i32 0, i32 1
  %28 = load i64, i64* %27, align 8
  call void @put_u(i64 noundef %26, i64 noundef %28)
  br label %29

29:                                               ; preds = %22, %13
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
