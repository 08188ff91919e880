; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca [6 x i64], align 16
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
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0))
  %30 = bitcast [6 x i64]* %4 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %30, i8 0, i64 48, i1 false)
  %31 = bitcast i8* %30 to [6 x i64]*
  %32 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 1
  store i64 1, i64* %32, align 8
  %33 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 2
  store i64 255, i64* %33, align 16
  %34 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 3
  store i64 -9223372036854775808, i64* %34, align 8
  %35 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 4
  store i64 -1, i64* %35, align 16
  %36 = getelementptr inbounds [6 x i64], [6 x i64]* %31, i32 0, i32 5
  store i64 81985529216486895, i64* %36, align 8
  store i32 0, i32* %5, align 4
  br label %37

37:                                               ; preds = %53, %0
  %38 = load i32, i32* %5, align 4
  %39 = icmp slt i32 %38, 6
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  %41 = load i32, i32* %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %42
  %44 = load i64, i64* %43, align 8
  %45 = call i32 @popcount_loop(i64 noundef %44)
  %46 = load i32, i32* %5, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %47
  %49 = load i64, i64* %48, align 8
  %50 = call i64 @llvm.ctpop.i64(i64 %49)
  %51 = trunc i64 %50 to i32
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %45, i32 noundef %51)
  br label %53

53:                                               ; preds = %40
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %37, !llvm.loop !6

56:                                               ; preds = %37
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0))
  store i32 1, i32* %6, align 4
  br label %58

58:                                               ; preds = %80, %56
  %59 = load i32, i32* %6, align 4
  %60 = icmp slt i32 %59, 6
  br i1 %60, label %61, label %83

61:                                               ; preds = %58
  %62 = load i32, i32* %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %63
  %65 = load i64, i64* %64, align 8
  %66 = call i64 @llvm.ctlz.i64(i64 %65, i1 true)
  %67 = trunc i64 %66 to i32
  %68 = load i32, i32* %6, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %69
  %71 = load i64, i64* %70, align 8
  %72 = call i64 @llvm.cttz.i64(i64 %71, i1 true)
  %73 = trunc i64 %72 to i32
  %74 = load i32, i32* %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %75
  %77 = load i64, i64* %76, align 8
  %78 = call i32 @ilog2(i64 noundef %77)
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i32 noundef %67, i32 noundef %73, i32 noundef %78)
  br label %80

80:                                               ; preds = %61
  %81 = load i32, i32* %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %6, align 4
  br label %58, !llvm.loop !8

83:                                               ; preds = %58
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.5, i64 0, i64 0), i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %86 = call i32 @rev32(i32 noundef 305419896)
  %87 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef 1)
  %88 = call i32 @rotl32(i32 noundef 305419896, i32 noundef 0)
  %89 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef 12)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.6, i64 0, i64 0), i32 noundef %86, i32 noundef %87, i32 noundef %88, i64 noundef %89)
  %91 = call i32 @next_pow2(i32 noundef 1)
  %92 = call i32 @next_pow2(i32 noundef 17)
  %93 = call i32 @next_pow2(i32 noundef 1024)
  %94 = call i32 @next_pow2(i32 noundef 1073741825)
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0), i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94)
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %96

96:                                               ; preds = %113, %83
  %97 = load i32, i32* %8, align 4
  %98 = icmp ult i32 %97, 1000
  br i1 %98, label %99, label %116

99:                                               ; preds = %96
  %100 = load i32, i32* %8, align 4
  %101 = call i32 @gray(i32 noundef %100)
  %102 = call i32 @ungray(i32 noundef %101)
  %103 = load i32, i32* %8, align 4
  %104 = icmp ne i32 %102, %103
  br i1 %104, label %105, label %108

105:                                              ; preds = %99
  %106 = load i32, i32* %8, align 4
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.8, i64 0, i64 0), i32 noundef %106)
  br label %108

108:                                              ; preds = %105, %99
  %109 = load i32, i32* %8, align 4
  %110 = call i32 @gray(i32 noundef %109)
  %111 = load i32, i32* %7, align 4
  %112 = add i32 %111, %110
  store i32 %112, i32* %7, align 4
  br label %113

113:                                              ; preds = %108
  %114 = load i32, i32* %8, align 4
  %115 = add i32 %114, 1
  store i32 %115, i32* %8, align 4
  br label %96, !llvm.loop !9

116:                                              ; preds = %96
  %117 = load i32, i32* %7, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.9, i64 0, i64 0), i32 noundef %117)
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  br label %119

119:                                              ; preds = %130, %116
  %120 = load i32, i32* %10, align 4
  %121 = icmp slt i32 %120, 1000
  br i1 %121, label %122, label %133

122:                                              ; preds = %119
  %123 = call i64 @xorshift(i64* noundef %3)
  %124 = load i32, i32* %10, align 4
  %125 = srem i32 %124, 64
  %126 = zext i32 %125 to i64
  %127 = lshr i64 %123, %126
  %128 = load i64, i64* %9, align 8
  %129 = xor i64 %128, %127
  store i64 %129, i64* %9, align 8
  br label %130

130:                                              ; preds = %122
  %131 = load i32, i32* %10, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, i32* %10, align 4
  br label %119, !llvm.loop !10

133:                                              ; preds = %119
  %134 = load i64, i64* %9, align 8
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.10, i64 0, i64 0), i64 noundef %134)
  store i8 -127, i8* %11, align 1
  store i8 -127, i8* %12, align 1
  store i16 -32767, i16* %13, align 2
  store i16 -32767, i16* %14, align 2
  store i32 -2147483647, i32* %15, align 4
  store i32 -2147483647, i32* %16, align 4
  store i64 -9223372036854775807, i64* %17, align 8
  store i64 -9223372036854775807, i64* %18, align 8
  %136 = load i8, i8* %11, align 1
  %137 = zext i8 %136 to i32
  %138 = shl i32 %137, 1
  %139 = trunc i32 %138 to i8
  %140 = zext i8 %139 to i32
  %141 = load i8, i8* %12, align 1
  %142 = sext i8 %141 to i32
  %143 = shl i32 %142, 1
  %144 = trunc i32 %143 to i8
  %145 = zext i8 %144 to i32
  %146 = load i16, i16* %13, align 2
  %147 = zext i16 %146 to i32
  %148 = shl i32 %147, 1
  %149 = trunc i32 %148 to i16
  %150 = zext i16 %149 to i32
  %151 = load i16, i16* %14, align 2
  %152 = sext i16 %151 to i32
  %153 = shl i32 %152, 1
  %154 = trunc i32 %153 to i16
  %155 = zext i16 %154 to i32
  %156 = load i32, i32* %15, align 4
  %157 = shl i32 %156, 1
  %158 = load i32, i32* %16, align 4
  %159 = shl i32 %158, 1
  %160 = load i64, i64* %17, align 8
  %161 = shl i64 %160, 1
  %162 = load i64, i64* %18, align 8
  %163 = shl i64 %162, 1
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.11, i64 0, i64 0), i32 noundef %140, i32 noundef %145, i32 noundef %150, i32 noundef %155, i32 noundef %157, i32 noundef %159, i64 noundef %161, i64 noundef %163)
  %165 = load i8, i8* %11, align 1
  %166 = zext i8 %165 to i32
  %167 = ashr i32 %166, 1
  %168 = load i8, i8* %12, align 1
  %169 = sext i8 %168 to i32
  %170 = ashr i32 %169, 1
  %171 = load i16, i16* %13, align 2
  %172 = zext i16 %171 to i32
  %173 = ashr i32 %172, 1
  %174 = load i16, i16* %14, align 2
  %175 = sext i16 %174 to i32
  %176 = ashr i32 %175, 1
  %177 = load i32, i32* %15, align 4
  %178 = lshr i32 %177, 1
  %179 = load i32, i32* %16, align 4
  %180 = ashr i32 %179, 1
  %181 = load i64, i64* %17, align 8
  %182 = lshr i64 %181, 1
  %183 = load i64, i64* %18, align 8
  %184 = ashr i64 %183, 1
  %185 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i64 0, i64 0), i32 noundef %167, i32 noundef %170, i32 noundef %173, i32 noundef %176, i32 noundef %178, i32 noundef %180, i64 noundef %182, i64 noundef %184)
  store volatile i32 31, i32* %19, align 4
  %186 = load volatile i32, i32* %19, align 4
  %187 = shl i32 1, %186
  %188 = load i32, i32* %15, align 4
  %189 = load volatile i32, i32* %19, align 4
  %190 = lshr i32 %188, %189
  %191 = load i32, i32* %16, align 4
  %192 = load volatile i32, i32* %19, align 4
  %193 = ashr i32 %191, %192
  %194 = load volatile i32, i32* %19, align 4
  %195 = add nsw i32 %194, 32
  %196 = zext i32 %195 to i64
  %197 = shl i64 1, %196
  %198 = load i64, i64* %18, align 8
  %199 = load volatile i32, i32* %19, align 4
  %200 = add nsw i32 %199, 32
  %201 = zext i32 %200 to i64
  %202 = ashr i64 %198, %201
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.13, i64 0, i64 0), i32 noundef %187, i32 noundef %190, i32 noundef %193, i64 noundef %197, i64 noundef %202)
  store i32 0, i32* %20, align 4
  br label %204

204:                                              ; preds = %216, %133
  %205 = load i32, i32* %20, align 4
  %206 = icmp slt i32 %205, 64
  br i1 %206, label %207, label %219

207:                                              ; preds = %204
  %208 = load i32, i32* %20, align 4
  %209 = zext i32 %208 to i64
  %210 = lshr i64 -81985529216486896, %209
  %211 = load i32, i32* %20, align 4
  %212 = zext i32 %211 to i64
  %213 = shl i64 81985529216486895, %212
  %214 = xor i64 %210, %213
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0), i64 noundef %214)
  br label %216

216:                                              ; preds = %207
  %217 = load i32, i32* %20, align 4
  %218 = add nsw i32 %217, 9
  store i32 %218, i32* %20, align 4
  br label %204, !llvm.loop !11

219:                                              ; preds = %204
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.15, i64 0, i64 0))
  store i32 -1, i32* %21, align 4
  %221 = load i32, i32* %21, align 4
  %222 = load i32, i32* %21, align 4
  %223 = sext i32 %222 to i64
  %224 = load i32, i32* %21, align 4
  %225 = zext i32 %224 to i64
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.16, i64 0, i64 0), i32 noundef %221, i64 noundef %223, i64 noundef %225, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.17, i64 0, i64 0), i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.18, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.19, i64 0, i64 0), i32 noundef 256, i32 noundef 131070)
  store i32 -2147483648, i32* %22, align 4
  store i32 2147483647, i32* %23, align 4
  %230 = load i32, i32* %22, align 4
  %231 = sdiv i32 %230, 2
  %232 = load i32, i32* %22, align 4
  %233 = srem i32 %232, 3
  %234 = load i32, i32* %22, align 4
  %235 = sdiv i32 %234, -3
  %236 = load i32, i32* %23, align 4
  %237 = sdiv i32 %236, -1
  %238 = load i32, i32* %22, align 4
  %239 = load i32, i32* %23, align 4
  %240 = add nsw i32 %238, %239
  %241 = load i32, i32* %23, align 4
  %242 = sub nsw i32 0, %241
  %243 = load i32, i32* %22, align 4
  %244 = load i32, i32* %23, align 4
  %245 = sdiv i32 %243, %244
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.20, i64 0, i64 0), i32 noundef %231, i32 noundef %233, i32 noundef %235, i32 noundef %237, i32 noundef %240, i32 noundef %242, i32 noundef %245)
  %247 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i64 0, i64 0), i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i64 0, i64 0), i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i64 0, i64 0), i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %250 = load i32, i32* %22, align 4
  %251 = add nsw i32 %250, 1
  %252 = icmp slt i32 %251, 0
  br i1 %252, label %253, label %257

253:                                              ; preds = %219
  %254 = load i32, i32* %22, align 4
  %255 = add nsw i32 %254, 1
  %256 = sub nsw i32 0, %255
  br label %260

257:                                              ; preds = %219
  %258 = load i32, i32* %22, align 4
  %259 = add nsw i32 %258, 1
  br label %260

260:                                              ; preds = %257, %253
  %261 = phi i32 [ %256, %253 ], [ %259, %257 ]
  %262 = load i32, i32* %23, align 4
  %263 = load i32, i32* %23, align 4
  %264 = sub nsw i32 0, %263
  %265 = and i32 %262, %264
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.24, i64 0, i64 0), i32 noundef %261, i32 noundef %265)
  %267 = load i32, i32* %23, align 4
  %268 = sext i32 %267 to i64
  %269 = load i32, i32* %23, align 4
  %270 = sext i32 %269 to i64
  %271 = mul nsw i64 %268, %270
  store i64 %271, i64* %24, align 8
  %272 = load i64, i64* %24, align 8
  %273 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i64 0, i64 0), i64 noundef %272, i64 noundef -8589934591)
  %274 = load i32, i32* %23, align 4
  %275 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %274, i32 1)
  %276 = extractvalue { i32, i1 } %275, 1
  %277 = extractvalue { i32, i1 } %275, 0
  store i32 %277, i32* %25, align 4
  %278 = zext i1 %276 to i32
  store i32 %278, i32* %26, align 4
  %279 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 32768)
  %280 = extractvalue { i32, i1 } %279, 1
  %281 = extractvalue { i32, i1 } %279, 0
  store i32 %281, i32* %25, align 4
  %282 = zext i1 %280 to i32
  store i32 %282, i32* %27, align 4
  %283 = load i32, i32* %26, align 4
  %284 = load i32, i32* %27, align 4
  %285 = load i32, i32* %25, align 4
  %286 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.26, i64 0, i64 0), i32 noundef %283, i32 noundef %284, i32 noundef %285)
  ret i32 3
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
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
  br label %4, !llvm.loop !12

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

; Function Attrs: noinline nounwind optnone uwtable
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
  br label %4, !llvm.loop !13

12:                                               ; preds = %4
  %13 = load i32, i32* %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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
  br label %4, !llvm.loop !14

16:                                               ; preds = %4
  %17 = load i32, i32* %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xorshift(i64* noundef %0) #0 {
  %2 = alloca i64*, align 8
  %3 = alloca i64, align 8
  store i64* %0, i64** %2, align 8
  %4 = load i64*, i64** %2, align 8
  %5 = load i64, i64* %4, align 8
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
  %19 = load i64*, i64** %2, align 8
  store i64 %18, i64* %19, align 8
  ret i64 %18
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
