; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@.str = private unnamed_addr constant [10 x i8] c"popcount:\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c" %d/%d\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"\0Aclz/ctz:\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c" %d,%d,%d\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"\0Aclz32 %d ctz32 %d ffs %d parity %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"bswap: %04x %08x %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"rev32 %08x rotl %08x %08x rotr64 %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"next_pow2: %u %u %u %u\0A\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"gray mismatch %u\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"gray sum %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"xorshift hash %016llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"shl: %x %x %x %x %x %x %llx %llx\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"shr: %x %d %x %d %x %d %llx %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [32 x i8] c"var shifts: %x %x %d %llx %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"%llx \00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [32 x i8] c"conv: %u %llu %lld %d %d %u %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"trunc: %d %d %u %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"cmp signedness: %d %d %d\0A\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [27 x i8] c"int: %d %d %d %d %d %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [24 x i8] c"mod signs: %d %d %d %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [24 x i8] c"div signs: %d %d %d %d\0A\00", align 1
@.str.23 = private unnamed_addr constant [27 x i8] c"unsigned wrap: %u %u %llu\0A\00", align 1
@.str.24 = private unnamed_addr constant [16 x i8] c"abs-ish: %d %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [22 x i8] c"widen mul: %lld %llu\0A\00", align 1
@.str.26 = private unnamed_addr constant [28 x i8] c"builtin overflow: %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca [6 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store volatile i64 81985529216486895, i64* %2, align 8
  %28 = load volatile i64, i64* %2, align 8
  store i64 %28, i64* %3, align 8
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i32 0, i32 0))
  %30 = bitcast [6 x i64]* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %30, i8 0, i32 48, i1 false)
  %31 = bitcast i8* %30 to [6 x i64]*
  %32 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 1
  store i64 1, i64* %32, align 8
  %33 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 2
  store i64 255, i64* %33, align 8
  %34 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 3
  store i64 -9223372036854775808, i64* %34, align 8
  %35 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 4
  store i64 -1, i64* %35, align 8
  %36 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 5
  store i64 81985529216486895, i64* %36, align 8
  store i32 0, i32* %5, align 4
  br label %37

37:                                               ; preds = %51, %0
  %38 = load i32, i32* %5, align 4
  %39 = icmp slt i32 %38, 6
  br i1 %39, label %40, label %54

40:                                               ; preds = %37
  %41 = load i32, i32* %5, align 4
  %42 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i32 0, i32 %41
  %43 = load i64, i64* %42, align 8
  %44 = call i32 @popcount_loop(i64 noundef %43)
  %45 = load i32, i32* %5, align 4
  %46 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i32 0, i32 %45
  %47 = load i64, i64* %46, align 8
  %48 = call i64 @llvm.ctpop.i64(i64 %47)
  %49 = trunc i64 %48 to i32
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef %44, i32 noundef %49)
  br label %51

51:                                               ; preds = %40
  %52 = load i32, i32* %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %5, align 4
  br label %37, !llvm.loop !9

54:                                               ; preds = %37
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i32 0, i32 0))
  store i32 1, i32* %6, align 4
  br label %56

56:                                               ; preds = %75, %54
  %57 = load i32, i32* %6, align 4
  %58 = icmp slt i32 %57, 6
  br i1 %58, label %59, label %78

59:                                               ; preds = %56
  %60 = load i32, i32* %6, align 4
  %61 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i32 0, i32 %60
  %62 = load i64, i64* %61, align 8
  %63 = call i64 @llvm.ctlz.i64(i64 %62, i1 false)
  %64 = trunc i64 %63 to i32
  %65 = load i32, i32* %6, align 4
  %66 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i32 0, i32 %65
  %67 = load i64, i64* %66, align 8
  %68 = call i64 @llvm.cttz.i64(i64 %67, i1 false)
  %69 = trunc i64 %68 to i32
  %70 = load i32, i32* %6, align 4
  %71 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i32 0, i32 %70
  %72 = load i64, i64* %71, align 8
  %73 = call i32 @ilog2(i64 noundef %72)
  %74 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i32 0, i32 0), i32 noundef %64, i32 noundef %69, i32 noundef %73)
  br label %75

75:                                               ; preds = %59
  %76 = load i32, i32* %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %6, align 4
  br label %56, !llvm.loop !11

78:                                               ; preds = %56
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i32 0, i32 0), i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i32 0, i32 0), i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %81 = call i32 @rev32(i32 noundef 305419896)
  %82 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef 1)
  %83 = call i32 @rotl32(i32 noundef 305419896, i32 noundef 0)
  %84 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef 12)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i32 0, i32 0), i32 noundef %81, i32 noundef %82, i32 noundef %83, i64 noundef %84)
  %86 = call i32 @next_pow2(i32 noundef 1)
  %87 = call i32 @next_pow2(i32 noundef 17)
  %88 = call i32 @next_pow2(i32 noundef 1024)
  %89 = call i32 @next_pow2(i32 noundef 1073741825)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0), i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89)
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %91

91:                                               ; preds = %108, %78
  %92 = load i32, i32* %8, align 4
  %93 = icmp ult i32 %92, 1000
  br i1 %93, label %94, label %111

94:                                               ; preds = %91
  %95 = load i32, i32* %8, align 4
  %96 = call i32 @gray(i32 noundef %95)
  %97 = call i32 @ungray(i32 noundef %96)
  %98 = load i32, i32* %8, align 4
  %99 = icmp ne i32 %97, %98
  br i1 %99, label %100, label %103

100:                                              ; preds = %94
  %101 = load i32, i32* %8, align 4
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i32 0, i32 0), i32 noundef %101)
  br label %103

103:                                              ; preds = %100, %94
  %104 = load i32, i32* %8, align 4
  %105 = call i32 @gray(i32 noundef %104)
  %106 = load i32, i32* %7, align 4
  %107 = add i32 %106, %105
  store i32 %107, i32* %7, align 4
  br label %108

108:                                              ; preds = %103
  %109 = load i32, i32* %8, align 4
  %110 = add i32 %109, 1
  store i32 %110, i32* %8, align 4
  br label %91, !llvm.loop !12

111:                                              ; preds = %91
  %112 = load i32, i32* %7, align 4
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i32 0, i32 0), i32 noundef %112)
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  br label %114

114:                                              ; preds = %125, %111
  %115 = load i32, i32* %10, align 4
  %116 = icmp slt i32 %115, 1000
  br i1 %116, label %117, label %128

117:                                              ; preds = %114
  %118 = call i64 @xorshift(i64* noundef %3)
  %119 = load i32, i32* %10, align 4
  %120 = srem i32 %119, 64
  %121 = zext i32 %120 to i64
  %122 = lshr i64 %118, %121
  %123 = load i64, i64* %9, align 8
  %124 = xor i64 %123, %122
  store i64 %124, i64* %9, align 8
  br label %125

125:                                              ; preds = %117
  %126 = load i32, i32* %10, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, i32* %10, align 4
  br label %114, !llvm.loop !13

128:                                              ; preds = %114
  %129 = load i64, i64* %9, align 8
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i32 0, i32 0), i64 noundef %129)
  store i8 -127, i8* %11, align 1
  store i8 -127, i8* %12, align 1
  store i16 -32767, i16* %13, align 2
  store i16 -32767, i16* %14, align 2
  store i32 -2147483647, i32* %15, align 4
  store i32 -2147483647, i32* %16, align 4
  store i64 -9223372036854775807, i64* %17, align 8
  store i64 -9223372036854775807, i64* %18, align 8
  %131 = load i8, i8* %11, align 1
  %132 = zext i8 %131 to i32
  %133 = shl i32 %132, 1
  %134 = trunc i32 %133 to i8
  %135 = zext i8 %134 to i32
  %136 = load i8, i8* %12, align 1
  %137 = sext i8 %136 to i32
  %138 = shl i32 %137, 1
  %139 = trunc i32 %138 to i8
  %140 = zext i8 %139 to i32
  %141 = load i16, i16* %13, align 2
  %142 = zext i16 %141 to i32
  %143 = shl i32 %142, 1
  %144 = trunc i32 %143 to i16
  %145 = zext i16 %144 to i32
  %146 = load i16, i16* %14, align 2
  %147 = sext i16 %146 to i32
  %148 = shl i32 %147, 1
  %149 = trunc i32 %148 to i16
  %150 = zext i16 %149 to i32
  %151 = load i32, i32* %15, align 4
  %152 = shl i32 %151, 1
  %153 = load i32, i32* %16, align 4
  %154 = shl i32 %153, 1
  %155 = load i64, i64* %17, align 8
  %156 = shl i64 %155, 1
  %157 = load i64, i64* %18, align 8
  %158 = shl i64 %157, 1
  %159 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.11, i32 0, i32 0), i32 noundef %135, i32 noundef %140, i32 noundef %145, i32 noundef %150, i32 noundef %152, i32 noundef %154, i64 noundef %156, i64 noundef %158)
  %160 = load i8, i8* %11, align 1
  %161 = zext i8 %160 to i32
  %162 = ashr i32 %161, 1
  %163 = load i8, i8* %12, align 1
  %164 = sext i8 %163 to i32
  %165 = ashr i32 %164, 1
  %166 = load i16, i16* %13, align 2
  %167 = zext i16 %166 to i32
  %168 = ashr i32 %167, 1
  %169 = load i16, i16* %14, align 2
  %170 = sext i16 %169 to i32
  %171 = ashr i32 %170, 1
  %172 = load i32, i32* %15, align 4
  %173 = lshr i32 %172, 1
  %174 = load i32, i32* %16, align 4
  %175 = ashr i32 %174, 1
  %176 = load i64, i64* %17, align 8
  %177 = lshr i64 %176, 1
  %178 = load i64, i64* %18, align 8
  %179 = ashr i64 %178, 1
  %180 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i32 0, i32 0), i32 noundef %162, i32 noundef %165, i32 noundef %168, i32 noundef %171, i32 noundef %173, i32 noundef %175, i64 noundef %177, i64 noundef %179)
  store volatile i32 31, i32* %19, align 4
  %181 = load volatile i32, i32* %19, align 4
  %182 = shl i32 1, %181
  %183 = load i32, i32* %15, align 4
  %184 = load volatile i32, i32* %19, align 4
  %185 = lshr i32 %183, %184
  %186 = load i32, i32* %16, align 4
  %187 = load volatile i32, i32* %19, align 4
  %188 = ashr i32 %186, %187
  %189 = load volatile i32, i32* %19, align 4
  %190 = add nsw i32 %189, 32
  %191 = zext i32 %190 to i64
  %192 = shl i64 1, %191
  %193 = load i64, i64* %18, align 8
  %194 = load volatile i32, i32* %19, align 4
  %195 = add nsw i32 %194, 32
  %196 = zext i32 %195 to i64
  %197 = ashr i64 %193, %196
  %198 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.13, i32 0, i32 0), i32 noundef %182, i32 noundef %185, i32 noundef %188, i64 noundef %192, i64 noundef %197)
  store i32 0, i32* %20, align 4
  br label %199

199:                                              ; preds = %211, %128
  %200 = load i32, i32* %20, align 4
  %201 = icmp slt i32 %200, 64
  br i1 %201, label %202, label %214

202:                                              ; preds = %199
  %203 = load i32, i32* %20, align 4
  %204 = zext i32 %203 to i64
  %205 = lshr i64 -81985529216486896, %204
  %206 = load i32, i32* %20, align 4
  %207 = zext i32 %206 to i64
  %208 = shl i64 81985529216486895, %207
  %209 = xor i64 %205, %208
  %210 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i64 noundef %209)
  br label %211

211:                                              ; preds = %202
  %212 = load i32, i32* %20, align 4
  %213 = add nsw i32 %212, 9
  store i32 %213, i32* %20, align 4
  br label %199, !llvm.loop !14

214:                                              ; preds = %199
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i32 0, i32 0))
  store i32 -1, i32* %21, align 4
  %216 = load i32, i32* %21, align 4
  %217 = load i32, i32* %21, align 4
  %218 = sext i32 %217 to i64
  %219 = load i32, i32* %21, align 4
  %220 = zext i32 %219 to i64
  %221 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.16, i32 0, i32 0), i32 noundef %216, i64 noundef %218, i64 noundef %220, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i32 0, i32 0), i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i32 0, i32 0), i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i32 0, i32 0), i32 noundef 256, i32 noundef 131070)
  store i32 -2147483648, i32* %22, align 4
  store i32 2147483647, i32* %23, align 4
  %225 = load i32, i32* %22, align 4
  %226 = sdiv i32 %225, 2
  %227 = load i32, i32* %22, align 4
  %228 = srem i32 %227, 3
  %229 = load i32, i32* %22, align 4
  %230 = sdiv i32 %229, -3
  %231 = load i32, i32* %23, align 4
  %232 = sdiv i32 %231, -1
  %233 = load i32, i32* %22, align 4
  %234 = load i32, i32* %23, align 4
  %235 = add nsw i32 %233, %234
  %236 = load i32, i32* %23, align 4
  %237 = sub nsw i32 0, %236
  %238 = load i32, i32* %22, align 4
  %239 = load i32, i32* %23, align 4
  %240 = sdiv i32 %238, %239
  %241 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.20, i32 0, i32 0), i32 noundef %226, i32 noundef %228, i32 noundef %230, i32 noundef %232, i32 noundef %235, i32 noundef %237, i32 noundef %240)
  %242 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i32 0, i32 0), i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i32 0, i32 0), i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %244 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i32 0, i32 0), i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %245 = load i32, i32* %22, align 4
  %246 = add nsw i32 %245, 1
  %247 = icmp slt i32 %246, 0
  br i1 %247, label %248, label %252

248:                                              ; preds = %214
  %249 = load i32, i32* %22, align 4
  %250 = add nsw i32 %249, 1
  %251 = sub nsw i32 0, %250
  br label %255

252:                                              ; preds = %214
  %253 = load i32, i32* %22, align 4
  %254 = add nsw i32 %253, 1
  br label %255

255:                                              ; preds = %252, %248
  %256 = phi i32 [ %251, %248 ], [ %254, %252 ]
  %257 = load i32, i32* %23, align 4
  %258 = load i32, i32* %23, align 4
  %259 = sub nsw i32 0, %258
  %260 = and i32 %257, %259
  %261 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i32 0, i32 0), i32 noundef %256, i32 noundef %260)
  %262 = load i32, i32* %23, align 4
  %263 = sext i32 %262 to i64
  %264 = load i32, i32* %23, align 4
  %265 = sext i32 %264 to i64
  %266 = mul nsw i64 %263, %265
  store i64 %266, i64* %24, align 8
  %267 = load i64, i64* %24, align 8
  %268 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i32 0, i32 0), i64 noundef %267, i64 noundef -8589934591)
  %269 = load i32, i32* %23, align 4
  %270 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %269, i32 1)
  %271 = extractvalue { i32, i1 } %270, 1
  %272 = extractvalue { i32, i1 } %270, 0
  store i32 %272, i32* %25, align 4
  %273 = zext i1 %271 to i32
  store i32 %273, i32* %26, align 4
  %274 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 32768)
  %275 = extractvalue { i32, i1 } %274, 1
  %276 = extractvalue { i32, i1 } %274, 0
  store i32 %276, i32* %25, align 4
  %277 = zext i1 %275 to i32
  store i32 %277, i32* %27, align 4
  %278 = load i32, i32* %26, align 4
  %279 = load i32, i32* %27, align 4
  %280 = load i32, i32* %25, align 4
  %281 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i32 0, i32 0), i32 noundef %278, i32 noundef %279, i32 noundef %280)
  ret i32 3
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @popcount_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, i64* %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, i64* %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, i64* %2, align 8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %3, align 4
  br label %4, !llvm.loop !15

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @ilog2(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  store i32 -1, i32* %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, i64* %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load i64, i64* %2, align 8
  %9 = lshr i64 %8, 1
  store i64 %9, i64* %2, align 8
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %3, align 4
  br label %4, !llvm.loop !16

12:                                               ; preds = %4
  %13 = load i32, i32* %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rev32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, i32* %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, i32* %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, i32* %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, i32* %2, align 4
  %24 = load i32, i32* %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, i32* %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, i32* %2, align 4
  %31 = load i32, i32* %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, i32* %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %3, align 4
  %10 = load i32, i32* %4, align 4
  %11 = sub nsw i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, i64* %3, align 8
  %11 = load i32, i32* %4, align 4
  %12 = sub nsw i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, i32* %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, i32* %2, align 4
  %9 = load i32, i32* %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, i32* %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, i32* %2, align 4
  %13 = load i32, i32* %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, i32* %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, i32* %2, align 4
  %17 = load i32, i32* %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, i32* %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, i32* %2, align 4
  %21 = load i32, i32* %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, i32* %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, i32* %2, align 4
  %25 = load i32, i32* %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ungray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 1, i32* %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp ult i32 %5, 32
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4
  %9 = load i32, i32* %3, align 4
  %10 = lshr i32 %8, %9
  %11 = load i32, i32* %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, i32* %2, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load i32, i32* %3, align 4
  %15 = shl i32 %14, 1
  store i32 %15, i32* %3, align 4
  br label %4, !llvm.loop !17

16:                                               ; preds = %4
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i64 @xorshift(i64* noundef %0) #0 {
  %2 = alloca i64*, align 4
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 4
  %4 = load i64*, i64** %2, align 4
  %5 = load i64, i64* %4, align 4
  store i64 %5, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  %7 = shl i64 %6, 13
  %8 = load i64, i64* %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, i64* %3, align 8
  %10 = load i64, i64* %3, align 8
  %11 = lshr i64 %10, 7
  %12 = load i64, i64* %3, align 8
  %13 = xor i64 %12, %11
  store i64 %13, i64* %3, align 8
  %14 = load i64, i64* %3, align 8
  %15 = shl i64 %14, 17
  %16 = load i64, i64* %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, i64* %3, align 8
  %18 = load i64, i64* %3, align 8
  %19 = load i64*, i64** %2, align 4
  store i64 %18, i64* %19, align 4
  ret i64 %18
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
