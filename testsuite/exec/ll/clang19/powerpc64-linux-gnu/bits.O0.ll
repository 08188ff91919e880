; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 {
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
  store i32 0, ptr %1, align 4
  store volatile i64 81985529216486895, ptr %2, align 8
  %28 = load volatile i64, ptr %2, align 8
  store i64 %28, ptr %3, align 8
  %29 = call signext i32 (ptr, ...) @printf(ptr noundef @.str)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 48, i1 false)
  %30 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 1, ptr %30, align 8
  %31 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 255, ptr %31, align 8
  %32 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 -9223372036854775808, ptr %32, align 8
  %33 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 -1, ptr %33, align 8
  %34 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 5
  store i64 81985529216486895, ptr %34, align 8
  store i32 0, ptr %5, align 4
  br label %35

35:                                               ; preds = %51, %0
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 6
  br i1 %37, label %38, label %54

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %40
  %42 = load i64, ptr %41, align 8
  %43 = call signext i32 @popcount_loop(i64 noundef %42)
  %44 = load i32, ptr %5, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = call i64 @llvm.ctpop.i64(i64 %47)
  %49 = trunc i64 %48 to i32
  %50 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef signext %43, i32 noundef signext %49)
  br label %51

51:                                               ; preds = %38
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %35, !llvm.loop !6

54:                                               ; preds = %35
  %55 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 1, ptr %6, align 4
  br label %56

56:                                               ; preds = %78, %54
  %57 = load i32, ptr %6, align 4
  %58 = icmp slt i32 %57, 6
  br i1 %58, label %59, label %81

59:                                               ; preds = %56
  %60 = load i32, ptr %6, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %61
  %63 = load i64, ptr %62, align 8
  %64 = call i64 @llvm.ctlz.i64(i64 %63, i1 false)
  %65 = trunc i64 %64 to i32
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %67
  %69 = load i64, ptr %68, align 8
  %70 = call i64 @llvm.cttz.i64(i64 %69, i1 false)
  %71 = trunc i64 %70 to i32
  %72 = load i32, ptr %6, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8
  %76 = call signext i32 @ilog2(i64 noundef %75)
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %65, i32 noundef signext %71, i32 noundef signext %76)
  br label %78

78:                                               ; preds = %59
  %79 = load i32, ptr %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %6, align 4
  br label %56, !llvm.loop !8

81:                                               ; preds = %56
  %82 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef signext 8, i32 noundef signext 20, i32 noundef signext 21, i32 noundef signext 0)
  %83 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext 13330, i32 noundef zeroext -272716322, i64 noundef 578437695752307201)
  %84 = call zeroext i32 @rev32(i32 noundef zeroext 305419896)
  %85 = call zeroext i32 @rotl32(i32 noundef zeroext -2147483647, i32 noundef signext 1)
  %86 = call zeroext i32 @rotl32(i32 noundef zeroext 305419896, i32 noundef signext 0)
  %87 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef signext 12)
  %88 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef zeroext %84, i32 noundef zeroext %85, i32 noundef zeroext %86, i64 noundef %87)
  %89 = call zeroext i32 @next_pow2(i32 noundef zeroext 1)
  %90 = call zeroext i32 @next_pow2(i32 noundef zeroext 17)
  %91 = call zeroext i32 @next_pow2(i32 noundef zeroext 1024)
  %92 = call zeroext i32 @next_pow2(i32 noundef zeroext 1073741825)
  %93 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef zeroext %89, i32 noundef zeroext %90, i32 noundef zeroext %91, i32 noundef zeroext %92)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %94

94:                                               ; preds = %111, %81
  %95 = load i32, ptr %8, align 4
  %96 = icmp ult i32 %95, 1000
  br i1 %96, label %97, label %114

97:                                               ; preds = %94
  %98 = load i32, ptr %8, align 4
  %99 = call zeroext i32 @gray(i32 noundef zeroext %98)
  %100 = call zeroext i32 @ungray(i32 noundef zeroext %99)
  %101 = load i32, ptr %8, align 4
  %102 = icmp ne i32 %100, %101
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = load i32, ptr %8, align 4
  %105 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef zeroext %104)
  br label %106

106:                                              ; preds = %103, %97
  %107 = load i32, ptr %8, align 4
  %108 = call zeroext i32 @gray(i32 noundef zeroext %107)
  %109 = load i32, ptr %7, align 4
  %110 = add i32 %109, %108
  store i32 %110, ptr %7, align 4
  br label %111

111:                                              ; preds = %106
  %112 = load i32, ptr %8, align 4
  %113 = add i32 %112, 1
  store i32 %113, ptr %8, align 4
  br label %94, !llvm.loop !9

114:                                              ; preds = %94
  %115 = load i32, ptr %7, align 4
  %116 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef zeroext %115)
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %117

117:                                              ; preds = %128, %114
  %118 = load i32, ptr %10, align 4
  %119 = icmp slt i32 %118, 1000
  br i1 %119, label %120, label %131

120:                                              ; preds = %117
  %121 = call i64 @xorshift(ptr noundef %3)
  %122 = load i32, ptr %10, align 4
  %123 = srem i32 %122, 64
  %124 = zext i32 %123 to i64
  %125 = lshr i64 %121, %124
  %126 = load i64, ptr %9, align 8
  %127 = xor i64 %126, %125
  store i64 %127, ptr %9, align 8
  br label %128

128:                                              ; preds = %120
  %129 = load i32, ptr %10, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %10, align 4
  br label %117, !llvm.loop !10

131:                                              ; preds = %117
  %132 = load i64, ptr %9, align 8
  %133 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %132)
  store i8 -127, ptr %11, align 1
  store i8 -127, ptr %12, align 1
  store i16 -32767, ptr %13, align 2
  store i16 -32767, ptr %14, align 2
  store i32 -2147483647, ptr %15, align 4
  store i32 -2147483647, ptr %16, align 4
  store i64 -9223372036854775807, ptr %17, align 8
  store i64 -9223372036854775807, ptr %18, align 8
  %134 = load i8, ptr %11, align 1
  %135 = zext i8 %134 to i32
  %136 = shl i32 %135, 1
  %137 = trunc i32 %136 to i8
  %138 = zext i8 %137 to i32
  %139 = load i8, ptr %12, align 1
  %140 = sext i8 %139 to i32
  %141 = shl i32 %140, 1
  %142 = trunc i32 %141 to i8
  %143 = zext i8 %142 to i32
  %144 = load i16, ptr %13, align 2
  %145 = zext i16 %144 to i32
  %146 = shl i32 %145, 1
  %147 = trunc i32 %146 to i16
  %148 = zext i16 %147 to i32
  %149 = load i16, ptr %14, align 2
  %150 = sext i16 %149 to i32
  %151 = shl i32 %150, 1
  %152 = trunc i32 %151 to i16
  %153 = zext i16 %152 to i32
  %154 = load i32, ptr %15, align 4
  %155 = shl i32 %154, 1
  %156 = load i32, ptr %16, align 4
  %157 = shl i32 %156, 1
  %158 = load i64, ptr %17, align 8
  %159 = shl i64 %158, 1
  %160 = load i64, ptr %18, align 8
  %161 = shl i64 %160, 1
  %162 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef signext %138, i32 noundef zeroext %143, i32 noundef signext %148, i32 noundef signext %153, i32 noundef zeroext %155, i32 noundef zeroext %157, i64 noundef %159, i64 noundef %161)
  %163 = load i8, ptr %11, align 1
  %164 = zext i8 %163 to i32
  %165 = ashr i32 %164, 1
  %166 = load i8, ptr %12, align 1
  %167 = sext i8 %166 to i32
  %168 = ashr i32 %167, 1
  %169 = load i16, ptr %13, align 2
  %170 = zext i16 %169 to i32
  %171 = ashr i32 %170, 1
  %172 = load i16, ptr %14, align 2
  %173 = sext i16 %172 to i32
  %174 = ashr i32 %173, 1
  %175 = load i32, ptr %15, align 4
  %176 = lshr i32 %175, 1
  %177 = load i32, ptr %16, align 4
  %178 = ashr i32 %177, 1
  %179 = load i64, ptr %17, align 8
  %180 = lshr i64 %179, 1
  %181 = load i64, ptr %18, align 8
  %182 = ashr i64 %181, 1
  %183 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef signext %165, i32 noundef signext %168, i32 noundef signext %171, i32 noundef signext %174, i32 noundef zeroext %176, i32 noundef signext %178, i64 noundef %180, i64 noundef %182)
  store volatile i32 31, ptr %19, align 4
  %184 = load volatile i32, ptr %19, align 4
  %185 = shl i32 1, %184
  %186 = load i32, ptr %15, align 4
  %187 = load volatile i32, ptr %19, align 4
  %188 = lshr i32 %186, %187
  %189 = load i32, ptr %16, align 4
  %190 = load volatile i32, ptr %19, align 4
  %191 = ashr i32 %189, %190
  %192 = load volatile i32, ptr %19, align 4
  %193 = add nsw i32 %192, 32
  %194 = zext i32 %193 to i64
  %195 = shl i64 1, %194
  %196 = load i64, ptr %18, align 8
  %197 = load volatile i32, ptr %19, align 4
  %198 = add nsw i32 %197, 32
  %199 = zext i32 %198 to i64
  %200 = ashr i64 %196, %199
  %201 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef zeroext %185, i32 noundef zeroext %188, i32 noundef signext %191, i64 noundef %195, i64 noundef %200)
  store i32 0, ptr %20, align 4
  br label %202

202:                                              ; preds = %214, %131
  %203 = load i32, ptr %20, align 4
  %204 = icmp slt i32 %203, 64
  br i1 %204, label %205, label %217

205:                                              ; preds = %202
  %206 = load i32, ptr %20, align 4
  %207 = zext i32 %206 to i64
  %208 = lshr i64 -81985529216486896, %207
  %209 = load i32, ptr %20, align 4
  %210 = zext i32 %209 to i64
  %211 = shl i64 81985529216486895, %210
  %212 = xor i64 %208, %211
  %213 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %212)
  br label %214

214:                                              ; preds = %205
  %215 = load i32, ptr %20, align 4
  %216 = add nsw i32 %215, 9
  store i32 %216, ptr %20, align 4
  br label %202, !llvm.loop !11

217:                                              ; preds = %202
  %218 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i32 -1, ptr %21, align 4
  %219 = load i32, ptr %21, align 4
  %220 = load i32, ptr %21, align 4
  %221 = sext i32 %220 to i64
  %222 = load i32, ptr %21, align 4
  %223 = zext i32 %222 to i64
  %224 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef zeroext %219, i64 noundef %221, i64 noundef %223, i32 noundef signext -56, i32 noundef signext 200, i32 noundef zeroext 65535, i32 noundef signext -25536)
  %225 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef signext 52, i32 noundef signext 22136, i32 noundef zeroext 591751049, i32 noundef signext -1)
  %226 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef signext 0, i32 noundef signext 1, i32 noundef signext 1)
  %227 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef signext 256, i32 noundef signext 131070)
  store i32 -2147483648, ptr %22, align 4
  store i32 2147483647, ptr %23, align 4
  %228 = load i32, ptr %22, align 4
  %229 = sdiv i32 %228, 2
  %230 = load i32, ptr %22, align 4
  %231 = srem i32 %230, 3
  %232 = load i32, ptr %22, align 4
  %233 = sdiv i32 %232, -3
  %234 = load i32, ptr %23, align 4
  %235 = sdiv i32 %234, -1
  %236 = load i32, ptr %22, align 4
  %237 = load i32, ptr %23, align 4
  %238 = add nsw i32 %236, %237
  %239 = load i32, ptr %23, align 4
  %240 = sub nsw i32 0, %239
  %241 = load i32, ptr %22, align 4
  %242 = load i32, ptr %23, align 4
  %243 = sdiv i32 %241, %242
  %244 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef signext %229, i32 noundef signext %231, i32 noundef signext %233, i32 noundef signext %235, i32 noundef signext %238, i32 noundef signext %240, i32 noundef signext %243)
  %245 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef signext 1, i32 noundef signext -1, i32 noundef signext 1, i32 noundef signext -1)
  %246 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef signext 3, i32 noundef signext -3, i32 noundef signext -3, i32 noundef signext 3)
  %247 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef zeroext -1, i32 noundef zeroext 205032704, i64 noundef -5)
  %248 = load i32, ptr %22, align 4
  %249 = add nsw i32 %248, 1
  %250 = icmp slt i32 %249, 0
  br i1 %250, label %251, label %255

251:                                              ; preds = %217
  %252 = load i32, ptr %22, align 4
  %253 = add nsw i32 %252, 1
  %254 = sub nsw i32 0, %253
  br label %258

255:                                              ; preds = %217
  %256 = load i32, ptr %22, align 4
  %257 = add nsw i32 %256, 1
  br label %258

258:                                              ; preds = %255, %251
  %259 = phi i32 [ %254, %251 ], [ %257, %255 ]
  %260 = load i32, ptr %23, align 4
  %261 = load i32, ptr %23, align 4
  %262 = sub nsw i32 0, %261
  %263 = and i32 %260, %262
  %264 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef signext %259, i32 noundef signext %263)
  %265 = load i32, ptr %23, align 4
  %266 = sext i32 %265 to i64
  %267 = load i32, ptr %23, align 4
  %268 = sext i32 %267 to i64
  %269 = mul nsw i64 %266, %268
  store i64 %269, ptr %24, align 8
  %270 = load i64, ptr %24, align 8
  %271 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.25, i64 noundef %270, i64 noundef -8589934591)
  %272 = load i32, ptr %23, align 4
  %273 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %272, i32 1)
  %274 = extractvalue { i32, i1 } %273, 1
  %275 = extractvalue { i32, i1 } %273, 0
  store i32 %275, ptr %25, align 4
  %276 = zext i1 %274 to i32
  store i32 %276, ptr %26, align 4
  %277 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 32768)
  %278 = extractvalue { i32, i1 } %277, 1
  %279 = extractvalue { i32, i1 } %277, 0
  store i32 %279, ptr %25, align 4
  %280 = zext i1 %278 to i32
  store i32 %280, ptr %27, align 4
  %281 = load i32, ptr %26, align 4
  %282 = load i32, ptr %27, align 4
  %283 = load i32, ptr %25, align 4
  %284 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef signext %281, i32 noundef signext %282, i32 noundef signext %283)
  ret i32 3
}

declare signext i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @popcount_loop(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %4, !llvm.loop !12

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @ilog2(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 -1, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = lshr i64 %8, 1
  store i64 %9, ptr %2, align 8
  %10 = load i32, ptr %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %3, align 4
  br label %4, !llvm.loop !13

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @rev32(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, ptr %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @rotl32(i32 noundef zeroext %0, i32 noundef signext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef signext %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @next_pow2(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = add i32 %3, -1
  store i32 %4, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = lshr i32 %5, 1
  %7 = load i32, ptr %2, align 4
  %8 = or i32 %7, %6
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 2
  %11 = load i32, ptr %2, align 4
  %12 = or i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = lshr i32 %13, 4
  %15 = load i32, ptr %2, align 4
  %16 = or i32 %15, %14
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 8
  %19 = load i32, ptr %2, align 4
  %20 = or i32 %19, %18
  store i32 %20, ptr %2, align 4
  %21 = load i32, ptr %2, align 4
  %22 = lshr i32 %21, 16
  %23 = load i32, ptr %2, align 4
  %24 = or i32 %23, %22
  store i32 %24, ptr %2, align 4
  %25 = load i32, ptr %2, align 4
  %26 = add i32 %25, 1
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @ungray(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 1, ptr %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp ult i32 %5, 32
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = lshr i32 %8, %9
  %11 = load i32, ptr %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = shl i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !14

16:                                               ; preds = %4
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i32 @gray(i32 noundef zeroext %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xorshift(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  store i64 %5, ptr %3, align 8
  %6 = load i64, ptr %3, align 8
  %7 = shl i64 %6, 13
  %8 = load i64, ptr %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = lshr i64 %10, 7
  %12 = load i64, ptr %3, align 8
  %13 = xor i64 %12, %11
  store i64 %13, ptr %3, align 8
  %14 = load i64, ptr %3, align 8
  %15 = shl i64 %14, 17
  %16 = load i64, ptr %3, align 8
  %17 = xor i64 %16, %15
  store i64 %17, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load ptr, ptr %2, align 8
  store i64 %18, ptr %19, align 8
  ret i64 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
