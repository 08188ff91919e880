; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.bits = type { [25 x i8] }
%struct.pair = type { i224, i256, i8 }

@.str = private unnamed_addr constant [7 x i8] c"50! = \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"100! mod 2^512 = \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"60! mod 2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"-(50!/7) = \00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"  / 1000003 = \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"  / -(2^100+7) = \00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"  %% -(2^100+7) = \00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"  >> 77 = \00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"  << 3 = \00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"big / (big >> 70) = \00", align 1
@.str.12 = private unnamed_addr constant [29 x i8] c"big %% 0xffffffffffffffc5 = \00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"rotl 13 = \00", align 1
@.str.14 = private unnamed_addr constant [24 x i8] c"3^1000 mod (2^199-1) = \00", align 1
@.str.15 = private unnamed_addr constant [27 x i8] c"7^(2^150) mod (2^127-1) = \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"u129 max = \00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c", +1 = \00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"i129 min = \00", align 1
@.str.19 = private unnamed_addr constant [28 x i8] c", < 0: %d, as u129 > 1: %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [22 x i8] c"narrow: %lld %u %lld\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"from long long: \00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c"add_overflow: %d \00", align 1
@.str.24 = private unnamed_addr constant [21 x i8] c"mul_overflow: %d %d \00", align 1
@.str.25 = private unnamed_addr constant [18 x i8] c"sub_overflow: %d \00", align 1
@.str.26 = private unnamed_addr constant [27 x i8] c"popcount %d clz %d ctz %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [47 x i8] c"popcount(u200 max) %d clz(1) %d ctz(2^199) %d\0A\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"switch:\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.30 = private unnamed_addr constant [12 x i8] c"bit-field: \00", align 1
@.str.31 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.32 = private unnamed_addr constant [12 x i8] c"  b wraps: \00", align 1
@.str.33 = private unnamed_addr constant [14 x i8] c", a kept: %d\0A\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"pair: \00", align 1
@.str.35 = private unnamed_addr constant [8 x i8] c"sorted:\00", align 1
@.str.36 = private unnamed_addr constant [9 x i8] c" %016llx\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"%c\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"0x\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1
@.str.40 = private unnamed_addr constant [2 x i8] c"-\00", align 1

; Function Attrs: noinline nounwind optnone
define i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i256, align 4
  %3 = alloca i32, align 4
  %4 = alloca i512, align 4
  %5 = alloca i512, align 4
  %6 = alloca i32, align 4
  %7 = alloca i512, align 4
  %8 = alloca i256, align 4
  %9 = alloca i32, align 4
  %10 = alloca i512, align 4
  %11 = alloca i256, align 4
  %12 = alloca i256, align 4
  %13 = alloca i256, align 4
  %14 = alloca i256, align 4
  %15 = alloca i256, align 4
  %16 = alloca i256, align 4
  %17 = alloca i256, align 4
  %18 = alloca i256, align 4
  %19 = alloca i256, align 4
  %20 = alloca i512, align 4
  %21 = alloca i512, align 4
  %22 = alloca i512, align 4
  %23 = alloca i224, align 4
  %24 = alloca i224, align 4
  %25 = alloca i224, align 4
  %26 = alloca i224, align 4
  %27 = alloca i224, align 4
  %28 = alloca i512, align 4
  %29 = alloca i224, align 4
  %30 = alloca i224, align 4
  %31 = alloca i224, align 4
  %32 = alloca i224, align 4
  %33 = alloca i512, align 4
  %34 = alloca i160, align 4
  %35 = alloca i512, align 4
  %36 = alloca i512, align 4
  %37 = alloca i160, align 4
  %38 = alloca i256, align 4
  %39 = alloca i64, align 8
  %40 = alloca i8, align 1
  %41 = alloca i256, align 4
  %42 = alloca i256, align 4
  %43 = alloca i256, align 4
  %44 = alloca i32, align 4
  %45 = alloca i256, align 4
  %46 = alloca i256, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i512, align 4
  %50 = alloca i32, align 4
  %51 = alloca i512, align 4
  %52 = alloca [7 x i256], align 4
  %53 = alloca i32, align 4
  %54 = alloca i256, align 4
  %55 = alloca %struct.bits, align 1
  %56 = alloca i512, align 4
  %57 = alloca i512, align 4
  %58 = alloca i512, align 4
  %59 = alloca %struct.pair, align 4
  %60 = alloca i224, align 4
  %61 = alloca i256, align 4
  %62 = alloca i256, align 4
  %63 = alloca i256, align 4
  %64 = alloca [8 x i224], align 4
  %65 = alloca i224, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i224, align 4
  %70 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i256 1, ptr %2, align 4
  store i32 2, ptr %3, align 4
  br label %71

71:                                               ; preds = %79, %0
  %72 = load i32, ptr %3, align 4
  %73 = icmp sle i32 %72, 50
  br i1 %73, label %74, label %82

74:                                               ; preds = %71
  %75 = load i32, ptr %3, align 4
  %76 = zext i32 %75 to i256
  %77 = load i256, ptr %2, align 4
  %78 = mul i256 %77, %76
  store i256 %78, ptr %2, align 4
  br label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %3, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %3, align 4
  br label %71, !llvm.loop !5

82:                                               ; preds = %71
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %84 = load i256, ptr %2, align 4
  %85 = zext i256 %84 to i512
  store i512 %85, ptr %4, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %4)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i512 1, ptr %5, align 4
  store i32 2, ptr %6, align 4
  br label %87

87:                                               ; preds = %95, %82
  %88 = load i32, ptr %6, align 4
  %89 = icmp sle i32 %88, 100
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = load i32, ptr %6, align 4
  %92 = zext i32 %91 to i512
  %93 = load i512, ptr %5, align 4
  %94 = mul i512 %93, %92
  store i512 %94, ptr %5, align 4
  br label %95

95:                                               ; preds = %90
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %87, !llvm.loop !7

98:                                               ; preds = %87
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %100 = load i512, ptr %5, align 4
  store i512 %100, ptr %7, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %7, i32 noundef 8)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 1, ptr %8, align 4
  store i32 2, ptr %9, align 4
  br label %102

102:                                              ; preds = %110, %98
  %103 = load i32, ptr %9, align 4
  %104 = icmp sle i32 %103, 60
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4
  %107 = zext i32 %106 to i256
  %108 = load i256, ptr %8, align 4
  %109 = mul i256 %108, %107
  store i256 %109, ptr %8, align 4
  br label %110

110:                                              ; preds = %105
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %9, align 4
  br label %102, !llvm.loop !8

113:                                              ; preds = %102
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %115 = load i256, ptr %8, align 4
  %116 = zext i256 %115 to i512
  store i512 %116, ptr %10, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %10, i32 noundef 4)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %118 = load i256, ptr %2, align 4
  %119 = udiv i256 %118, 7
  %120 = sub nsw i256 0, %119
  store i256 %120, ptr %11, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %122 = load i256, ptr %11, align 4
  store i256 %122, ptr %12, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %12)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %125 = load i256, ptr %11, align 4
  %126 = sdiv i256 %125, 1000003
  store i256 %126, ptr %13, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %13)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %129 = load i256, ptr %11, align 4
  %130 = srem i256 %129, 1000003
  store i256 %130, ptr %14, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %14)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %133 = load i256, ptr %11, align 4
  %134 = sdiv i256 %133, -1267650600228229401496703205383
  store i256 %134, ptr %15, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %15)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %137 = load i256, ptr %11, align 4
  %138 = srem i256 %137, -1267650600228229401496703205383
  store i256 %138, ptr %16, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %16)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %141 = load i256, ptr %11, align 4
  %142 = ashr i256 %141, 77
  store i256 %142, ptr %17, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %17)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %145 = load i256, ptr %11, align 4
  %146 = shl i256 %145, 3
  store i256 %146, ptr %18, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %18)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 514631507721405306270175407913323750422524372723925215888359919386561089809, ptr %19, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %149 = load i256, ptr %19, align 4
  %150 = load i256, ptr %19, align 4
  %151 = lshr i256 %150, 70
  %152 = udiv i256 %149, %151
  %153 = zext i256 %152 to i512
  store i512 %153, ptr %20, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %20)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %156 = load i256, ptr %19, align 4
  %157 = urem i256 %156, 18446744073709551557
  %158 = zext i256 %157 to i512
  store i512 %158, ptr %21, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %21, i32 noundef 1)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %161 = load i256, ptr %19, align 4
  %162 = shl i256 %161, 13
  %163 = load i256, ptr %19, align 4
  %164 = lshr i256 %163, 243
  %165 = or i256 %162, %164
  %166 = zext i256 %165 to i512
  store i512 %166, ptr %22, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %22, i32 noundef 4)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i224 803469022129495137770981046170581301261101496891396417650687, ptr %23, align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %169 = load i224, ptr %23, align 4
  %170 = trunc i224 %169 to i200
  store i224 3, ptr %25, align 4
  store i224 1000, ptr %26, align 4
  %171 = zext i200 %170 to i224
  store i224 %171, ptr %27, align 4
  call void @powmod(ptr dead_on_unwind writable sret(i224) align 4 %24, ptr noundef byval(i224) align 4 %25, ptr noundef byval(i224) align 4 %26, ptr noundef byval(i224) align 4 %27)
  %172 = load i224, ptr %24, align 4
  %173 = trunc i224 %172 to i200
  %174 = zext i200 %173 to i512
  store i512 %174, ptr %28, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %28)
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i224 7, ptr %30, align 4
  store i224 1427247692705959881058285969449495136382746624, ptr %31, align 4
  store i224 170141183460469231731687303715884105727, ptr %32, align 4
  call void @powmod(ptr dead_on_unwind writable sret(i224) align 4 %29, ptr noundef byval(i224) align 4 %30, ptr noundef byval(i224) align 4 %31, ptr noundef byval(i224) align 4 %32)
  %177 = load i224, ptr %29, align 4
  %178 = trunc i224 %177 to i200
  %179 = zext i200 %178 to i512
  store i512 %179, ptr %33, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %33)
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i160 0, ptr %34, align 4
  %181 = load i160, ptr %34, align 4
  %182 = trunc i160 %181 to i129
  %183 = sub i129 %182, 1
  %184 = zext i129 %183 to i160
  store i160 %184, ptr %34, align 4
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %186 = load i160, ptr %34, align 4
  %187 = trunc i160 %186 to i129
  %188 = zext i129 %187 to i512
  store i512 %188, ptr %35, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %35, i32 noundef 3)
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.17)
  %190 = load i160, ptr %34, align 4
  %191 = trunc i160 %190 to i129
  %192 = add i129 %191, 1
  %193 = zext i129 %192 to i512
  store i512 %193, ptr %36, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %36, i32 noundef 3)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i160 -340282366920938463463374607431768211456, ptr %37, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  %196 = load i160, ptr %37, align 4
  %197 = trunc i160 %196 to i129
  %198 = sext i129 %197 to i256
  store i256 %198, ptr %38, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %38)
  %199 = load i160, ptr %37, align 4
  %200 = trunc i160 %199 to i129
  %201 = icmp slt i129 %200, 0
  %202 = zext i1 %201 to i32
  %203 = load i160, ptr %37, align 4
  %204 = trunc i160 %203 to i129
  %205 = icmp ugt i129 %204, 1
  %206 = zext i1 %205 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %202, i32 noundef %206)
  %208 = load i256, ptr %11, align 4
  %209 = icmp slt i256 %208, 0
  %210 = zext i1 %209 to i32
  %211 = load i256, ptr %11, align 4
  %212 = icmp ugt i256 %211, 1
  %213 = zext i1 %212 to i32
  %214 = load i256, ptr %19, align 4
  %215 = load i256, ptr %11, align 4
  %216 = icmp ugt i256 %214, %215
  %217 = zext i1 %216 to i32
  %218 = load i256, ptr %11, align 4
  %219 = sub nsw i256 0, %218
  %220 = load i256, ptr %2, align 4
  %221 = udiv i256 %220, 7
  %222 = icmp eq i256 %219, %221
  %223 = zext i1 %222 to i32
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %210, i32 noundef %213, i32 noundef %217, i32 noundef %223)
  %225 = load i256, ptr %11, align 4
  %226 = trunc i256 %225 to i64
  store i64 %226, ptr %39, align 8
  %227 = load i256, ptr %11, align 4
  %228 = trunc i256 %227 to i8
  store i8 %228, ptr %40, align 1
  %229 = load i64, ptr %39, align 8
  %230 = load i8, ptr %40, align 1
  %231 = zext i8 %230 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %229, i32 noundef %231, i64 noundef -5)
  store i256 -123456789876542523086415, ptr %41, align 4
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.22)
  %234 = load i256, ptr %41, align 4
  store i256 %234, ptr %42, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %42)
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %236 = call { i256, i1 } @llvm.sadd.with.overflow.i256(i256 28948022309329048855892746252171976963317496166410141009864396001978282409984, i256 28948022309329048855892746252171976963317496166410141009864396001978282409984)
  %237 = extractvalue { i256, i1 } %236, 1
  %238 = extractvalue { i256, i1 } %236, 0
  store i256 %238, ptr %43, align 4
  %239 = zext i1 %237 to i32
  store i32 %239, ptr %44, align 4
  %240 = load i32, ptr %44, align 4
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %240)
  %242 = load i256, ptr %43, align 4
  store i256 %242, ptr %45, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %45)
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %244 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 72057594037927936)
  %245 = extractvalue { i256, i1 } %244, 1
  %246 = extractvalue { i256, i1 } %244, 0
  store i256 %246, ptr %46, align 4
  %247 = zext i1 %245 to i32
  store i32 %247, ptr %47, align 4
  %248 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 36028797018963968)
  %249 = extractvalue { i256, i1 } %248, 1
  %250 = extractvalue { i256, i1 } %248, 0
  store i256 %250, ptr %46, align 4
  %251 = zext i1 %249 to i32
  store i32 %251, ptr %48, align 4
  %252 = load i32, ptr %47, align 4
  %253 = load i32, ptr %48, align 4
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %252, i32 noundef %253)
  %255 = load i256, ptr %46, align 4
  %256 = zext i256 %255 to i512
  store i512 %256, ptr %49, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %49, i32 noundef 4)
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %258 = call { i256, i1 } @llvm.usub.with.overflow.i256(i256 5, i256 7)
  %259 = extractvalue { i256, i1 } %258, 1
  %260 = extractvalue { i256, i1 } %258, 0
  store i256 %260, ptr %46, align 4
  %261 = zext i1 %259 to i32
  store i32 %261, ptr %50, align 4
  %262 = load i32, ptr %50, align 4
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %262)
  %264 = load i256, ptr %46, align 4
  %265 = zext i256 %264 to i512
  store i512 %265, ptr %51, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %51, i32 noundef 4)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %267 = load i256, ptr %19, align 4
  %268 = call i256 @llvm.ctpop.i256(i256 %267)
  %269 = trunc i256 %268 to i32
  %270 = load i256, ptr %19, align 4
  %271 = call i256 @llvm.ctlz.i256(i256 %270, i1 false)
  %272 = trunc i256 %271 to i32
  %273 = load i256, ptr %19, align 4
  %274 = call i256 @llvm.cttz.i256(i256 %273, i1 false)
  %275 = trunc i256 %274 to i32
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %269, i32 noundef %272, i32 noundef %275)
  %277 = load i224, ptr %23, align 4
  %278 = trunc i224 %277 to i200
  %279 = call i200 @llvm.ctpop.i200(i200 %278)
  %280 = trunc i200 %279 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %280, i32 noundef 199, i32 noundef 199)
  call void @llvm.memset.p0.i32(ptr align 4 %52, i8 0, i32 224, i1 false)
  %282 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 1
  store i256 -1, ptr %282, align 4
  %283 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 2
  store i256 1606938044258990275541962092341162602522202993782792835301376, ptr %283, align 4
  %284 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 3
  store i256 1606938044258990275541962092341162602522202993782792835301377, ptr %284, align 4
  %285 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 4
  store i256 12345678901234567890, ptr %285, align 4
  %286 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 5
  store i256 7, ptr %286, align 4
  %287 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 6
  store i256 3213876088517980551083924184682325205044405987565585670602752, ptr %287, align 4
  %288 = call i32 (ptr, ...) @printf(ptr noundef @.str.28)
  store i32 0, ptr %53, align 4
  br label %289

289:                                              ; preds = %298, %113
  %290 = load i32, ptr %53, align 4
  %291 = icmp slt i32 %290, 7
  br i1 %291, label %292, label %301

292:                                              ; preds = %289
  %293 = load i32, ptr %53, align 4
  %294 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 %293
  %295 = load i256, ptr %294, align 4
  store i256 %295, ptr %54, align 4
  %296 = call i32 @classify(ptr noundef byval(i256) align 4 %54)
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %296)
  br label %298

298:                                              ; preds = %292
  %299 = load i32, ptr %53, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %53, align 4
  br label %289, !llvm.loop !9

301:                                              ; preds = %289
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memset.p0.i32(ptr align 1 %55, i8 0, i32 25, i1 false)
  %303 = load i200, ptr %55, align 1
  %304 = and i200 %303, -1427247692705959881058285969449495136382746624
  %305 = or i200 %304, 713623846352979940529142984724747568191385657
  store i200 %305, ptr %55, align 1
  %306 = load i200, ptr %55, align 1
  %307 = and i200 %306, 1427247692705959881058285969449495136382746623
  %308 = or i200 %307, -1427247692705959881058285969449495136382746624
  store i200 %308, ptr %55, align 1
  %309 = load i200, ptr %55, align 1
  %310 = and i200 %309, 1427247692705959881058285969449495136382746623
  %311 = add i200 %310, 1
  %312 = load i200, ptr %55, align 1
  %313 = and i200 %311, 1427247692705959881058285969449495136382746623
  %314 = and i200 %312, -1427247692705959881058285969449495136382746624
  %315 = or i200 %314, %313
  store i200 %315, ptr %55, align 1
  %316 = zext i200 %313 to i224
  %317 = trunc i224 %316 to i200
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %319 = load i200, ptr %55, align 1
  %320 = and i200 %319, 1427247692705959881058285969449495136382746623
  %321 = zext i200 %320 to i512
  store i512 %321, ptr %56, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %56, i32 noundef 3)
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  %323 = load i200, ptr %55, align 1
  %324 = lshr i200 %323, 150
  %325 = zext i200 %324 to i512
  store i512 %325, ptr %57, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %57, i32 noundef 1)
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %327 = load i200, ptr %55, align 1
  %328 = lshr i200 %327, 150
  %329 = add i200 %328, 1
  %330 = load i200, ptr %55, align 1
  %331 = and i200 %329, 1125899906842623
  %332 = shl i200 %331, 150
  %333 = and i200 %330, 1427247692705959881058285969449495136382746623
  %334 = or i200 %333, %332
  store i200 %334, ptr %55, align 1
  %335 = zext i200 %331 to i224
  %336 = trunc i224 %335 to i200
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str.32)
  %338 = load i200, ptr %55, align 1
  %339 = lshr i200 %338, 150
  %340 = zext i200 %339 to i512
  store i512 %340, ptr %58, align 4
  call void @put_hex(ptr noundef byval(i512) align 4 %58, i32 noundef 1)
  %341 = load i200, ptr %55, align 1
  %342 = and i200 %341, 1427247692705959881058285969449495136382746623
  %343 = icmp eq i200 %342, 713623846352979940529142984724747568191385658
  %344 = zext i1 %343 to i32
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %344)
  store i224 1569275433846670190958947355801916604025588861116008628224, ptr %60, align 4
  store i256 -1809251394333065553493296640760748560207343510400633813116524750123642650624, ptr %61, align 4
  call void @mkpair(ptr dead_on_unwind writable sret(%struct.pair) align 4 %59, ptr noundef byval(i224) align 4 %60, ptr noundef byval(i256) align 4 %61, i8 noundef signext 120)
  %346 = call i32 (ptr, ...) @printf(ptr noundef @.str.34)
  %347 = load [16 x i32], ptr %59, align 4
  call void @sum_pair(ptr dead_on_unwind writable sret(i256) align 4 %62, [16 x i32] %347)
  %348 = load i256, ptr %62, align 4
  store i256 %348, ptr %63, align 4
  call void @put_sdec(ptr noundef byval(i256) align 4 %63)
  %349 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i224 11400714819323198485, ptr %65, align 4
  store i32 0, ptr %66, align 4
  br label %350

350:                                              ; preds = %368, %301
  %351 = load i32, ptr %66, align 4
  %352 = icmp slt i32 %351, 8
  br i1 %352, label %353, label %371

353:                                              ; preds = %350
  %354 = load i224, ptr %65, align 4
  %355 = trunc i224 %354 to i200
  %356 = mul i200 %355, 6364136223846793005
  %357 = add i200 %356, 1442695040888963407
  %358 = zext i200 %357 to i224
  store i224 %358, ptr %65, align 4
  %359 = load i224, ptr %65, align 4
  %360 = trunc i224 %359 to i200
  %361 = load i224, ptr %65, align 4
  %362 = trunc i224 %361 to i200
  %363 = lshr i200 %362, 97
  %364 = xor i200 %360, %363
  %365 = load i32, ptr %66, align 4
  %366 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %365
  %367 = zext i200 %364 to i224
  store i224 %367, ptr %366, align 4
  br label %368

368:                                              ; preds = %353
  %369 = load i32, ptr %66, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %66, align 4
  br label %350, !llvm.loop !10

371:                                              ; preds = %350
  store i32 0, ptr %67, align 4
  br label %372

372:                                              ; preds = %418, %371
  %373 = load i32, ptr %67, align 4
  %374 = icmp slt i32 %373, 8
  br i1 %374, label %375, label %421

375:                                              ; preds = %372
  store i32 0, ptr %68, align 4
  br label %376

376:                                              ; preds = %414, %375
  %377 = load i32, ptr %68, align 4
  %378 = add nsw i32 %377, 1
  %379 = load i32, ptr %67, align 4
  %380 = sub nsw i32 8, %379
  %381 = icmp slt i32 %378, %380
  br i1 %381, label %382, label %417

382:                                              ; preds = %376
  %383 = load i32, ptr %68, align 4
  %384 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %383
  %385 = load i224, ptr %384, align 4
  %386 = trunc i224 %385 to i200
  %387 = load i32, ptr %68, align 4
  %388 = add nsw i32 %387, 1
  %389 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %388
  %390 = load i224, ptr %389, align 4
  %391 = trunc i224 %390 to i200
  %392 = icmp ugt i200 %386, %391
  br i1 %392, label %393, label %413

393:                                              ; preds = %382
  %394 = load i32, ptr %68, align 4
  %395 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %394
  %396 = load i224, ptr %395, align 4
  %397 = trunc i224 %396 to i200
  %398 = zext i200 %397 to i224
  store i224 %398, ptr %69, align 4
  %399 = load i32, ptr %68, align 4
  %400 = add nsw i32 %399, 1
  %401 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %400
  %402 = load i224, ptr %401, align 4
  %403 = trunc i224 %402 to i200
  %404 = load i32, ptr %68, align 4
  %405 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %404
  %406 = zext i200 %403 to i224
  store i224 %406, ptr %405, align 4
  %407 = load i224, ptr %69, align 4
  %408 = trunc i224 %407 to i200
  %409 = load i32, ptr %68, align 4
  %410 = add nsw i32 %409, 1
  %411 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %410
  %412 = zext i200 %408 to i224
  store i224 %412, ptr %411, align 4
  br label %413

413:                                              ; preds = %393, %382
  br label %414

414:                                              ; preds = %413
  %415 = load i32, ptr %68, align 4
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr %68, align 4
  br label %376, !llvm.loop !11

417:                                              ; preds = %376
  br label %418

418:                                              ; preds = %417
  %419 = load i32, ptr %67, align 4
  %420 = add nsw i32 %419, 1
  store i32 %420, ptr %67, align 4
  br label %372, !llvm.loop !12

421:                                              ; preds = %372
  %422 = call i32 (ptr, ...) @printf(ptr noundef @.str.35)
  store i32 0, ptr %70, align 4
  br label %423

423:                                              ; preds = %434, %421
  %424 = load i32, ptr %70, align 4
  %425 = icmp slt i32 %424, 8
  br i1 %425, label %426, label %437

426:                                              ; preds = %423
  %427 = load i32, ptr %70, align 4
  %428 = getelementptr inbounds [8 x i224], ptr %64, i32 0, i32 %427
  %429 = load i224, ptr %428, align 4
  %430 = trunc i224 %429 to i200
  %431 = lshr i200 %430, 136
  %432 = trunc i200 %431 to i64
  %433 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i64 noundef %432)
  br label %434

434:                                              ; preds = %426
  %435 = load i32, ptr %70, align 4
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr %70, align 4
  br label %423, !llvm.loop !13

437:                                              ; preds = %423
  %438 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %439 = load i256, ptr %2, align 4
  %440 = urem i256 %439, 97
  %441 = trunc i256 %440 to i32
  %442 = add nsw i32 %441, 41
  %443 = load i256, ptr %2, align 4
  %444 = urem i256 %443, 97
  %445 = trunc i256 %444 to i32
  %446 = sub nsw i32 %442, %445
  ret i32 %446
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @put_dec(ptr noundef byval(i512) align 4 %0) #0 {
  %2 = alloca i512, align 4
  %3 = alloca [160 x i8], align 1
  %4 = alloca i32, align 4
  %5 = load i512, ptr %0, align 4
  store i512 %5, ptr %2, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i512, ptr %2, align 4
  %8 = urem i512 %7, 10
  %9 = trunc i512 %8 to i32
  %10 = add nsw i32 48, %9
  %11 = trunc i32 %10 to i8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  %14 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %12
  store i8 %11, ptr %14, align 1
  %15 = load i512, ptr %2, align 4
  %16 = udiv i512 %15, 10
  store i512 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %6
  %18 = load i512, ptr %2, align 4
  %19 = icmp ne i512 %18, 0
  br i1 %19, label %6, label %20, !llvm.loop !14

20:                                               ; preds = %17
  br label %21

21:                                               ; preds = %24, %20
  %22 = load i32, ptr %4, align 4
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %4, align 4
  %27 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %26
  %28 = load i8, ptr %27, align 1
  %29 = sext i8 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %29)
  br label %21, !llvm.loop !15

31:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_hex(ptr noundef byval(i512) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i512, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i512, ptr %0, align 4
  store i512 %6, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.38)
  %8 = load i32, ptr %4, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i512, ptr %3, align 4
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 64, %15
  %17 = zext i32 %16 to i512
  %18 = lshr i512 %14, %17
  %19 = trunc i512 %18 to i64
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.39, i64 noundef %19)
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !16

24:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_sdec(ptr noundef byval(i256) align 4 %0) #0 {
  %2 = alloca i256, align 4
  %3 = alloca i512, align 4
  %4 = alloca i512, align 4
  %5 = load i256, ptr %0, align 4
  store i256 %5, ptr %2, align 4
  %6 = load i256, ptr %2, align 4
  %7 = icmp slt i256 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.40)
  %10 = load i256, ptr %2, align 4
  %11 = sub i256 0, %10
  %12 = zext i256 %11 to i512
  store i512 %12, ptr %3, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %3)
  br label %16

13:                                               ; preds = %1
  %14 = load i256, ptr %2, align 4
  %15 = sext i256 %14 to i512
  store i512 %15, ptr %4, align 4
  call void @put_dec(ptr noundef byval(i512) align 4 %4)
  br label %16

16:                                               ; preds = %13, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @powmod(ptr dead_on_unwind noalias writable sret(i224) align 4 %0, ptr noundef byval(i224) align 4 %1, ptr noundef byval(i224) align 4 %2, ptr noundef byval(i224) align 4 %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i224, align 4
  %7 = alloca i224, align 4
  %8 = alloca i224, align 4
  %9 = alloca i512, align 4
  %10 = alloca i512, align 4
  store ptr %0, ptr %5, align 4
  %11 = load i224, ptr %1, align 4
  %12 = trunc i224 %11 to i200
  %13 = load i224, ptr %2, align 4
  %14 = trunc i224 %13 to i200
  %15 = load i224, ptr %3, align 4
  %16 = trunc i224 %15 to i200
  %17 = zext i200 %12 to i224
  store i224 %17, ptr %6, align 4
  %18 = zext i200 %14 to i224
  store i224 %18, ptr %7, align 4
  %19 = zext i200 %16 to i224
  store i224 %19, ptr %8, align 4
  store i512 1, ptr %9, align 4
  %20 = load i224, ptr %6, align 4
  %21 = trunc i224 %20 to i200
  %22 = load i224, ptr %8, align 4
  %23 = trunc i224 %22 to i200
  %24 = urem i200 %21, %23
  %25 = zext i200 %24 to i512
  store i512 %25, ptr %10, align 4
  br label %26

26:                                               ; preds = %43, %4
  %27 = load i224, ptr %7, align 4
  %28 = trunc i224 %27 to i200
  %29 = icmp ne i200 %28, 0
  br i1 %29, label %30, label %55

30:                                               ; preds = %26
  %31 = load i224, ptr %7, align 4
  %32 = trunc i224 %31 to i200
  %33 = and i200 %32, 1
  %34 = icmp ne i200 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %30
  %36 = load i512, ptr %9, align 4
  %37 = load i512, ptr %10, align 4
  %38 = mul i512 %36, %37
  %39 = load i224, ptr %8, align 4
  %40 = trunc i224 %39 to i200
  %41 = zext i200 %40 to i512
  %42 = urem i512 %38, %41
  store i512 %42, ptr %9, align 4
  br label %43

43:                                               ; preds = %35, %30
  %44 = load i512, ptr %10, align 4
  %45 = load i512, ptr %10, align 4
  %46 = mul i512 %44, %45
  %47 = load i224, ptr %8, align 4
  %48 = trunc i224 %47 to i200
  %49 = zext i200 %48 to i512
  %50 = urem i512 %46, %49
  store i512 %50, ptr %10, align 4
  %51 = load i224, ptr %7, align 4
  %52 = trunc i224 %51 to i200
  %53 = lshr i200 %52, 1
  %54 = zext i200 %53 to i224
  store i224 %54, ptr %7, align 4
  br label %26, !llvm.loop !17

55:                                               ; preds = %26
  %56 = load i512, ptr %9, align 4
  %57 = trunc i512 %56 to i200
  %58 = zext i200 %57 to i224
  store i224 %58, ptr %0, align 4
  %59 = load i224, ptr %0, align 4
  %60 = trunc i224 %59 to i200
  %61 = zext i200 %60 to i224
  store i224 %61, ptr %0, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i256, i1 } @llvm.sadd.with.overflow.i256(i256, i256) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i256, i1 } @llvm.umul.with.overflow.i256(i256, i256) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i256, i1 } @llvm.usub.with.overflow.i256(i256, i256) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.ctpop.i256(i256) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.ctlz.i256(i256, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.cttz.i256(i256, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i200 @llvm.ctpop.i200(i200) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @classify(ptr noundef byval(i256) align 4 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i256, align 4
  %4 = load i256, ptr %0, align 4
  store i256 %4, ptr %3, align 4
  %5 = load i256, ptr %3, align 4
  switch i256 %5, label %11 [
    i256 0, label %6
    i256 -1, label %7
    i256 1606938044258990275541962092341162602522202993782792835301376, label %8
    i256 1606938044258990275541962092341162602522202993782792835301377, label %9
    i256 12345678901234567890, label %10
  ]

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal void @mkpair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 4 %0, ptr noundef byval(i224) align 4 %1, ptr noundef byval(i256) align 4 %2, i8 noundef signext %3) #0 {
  %5 = alloca i224, align 4
  %6 = alloca i256, align 4
  %7 = alloca i8, align 1
  %8 = load i224, ptr %1, align 4
  %9 = trunc i224 %8 to i200
  %10 = load i256, ptr %2, align 4
  %11 = zext i200 %9 to i224
  store i224 %11, ptr %5, align 4
  store i256 %10, ptr %6, align 4
  store i8 %3, ptr %7, align 1
  %12 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %13 = load i224, ptr %5, align 4
  %14 = trunc i224 %13 to i200
  %15 = mul i200 %14, 3
  %16 = zext i200 %15 to i224
  store i224 %16, ptr %12, align 4
  %17 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %18 = load i256, ptr %6, align 4
  %19 = sub nsw i256 %18, 1
  store i256 %19, ptr %17, align 4
  %20 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 2
  %21 = load i8, ptr %7, align 1
  store i8 %21, ptr %20, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sum_pair(ptr dead_on_unwind noalias writable sret(i256) align 4 %0, [16 x i32] %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca %struct.pair, align 4
  store ptr %0, ptr %3, align 4
  store [16 x i32] %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0
  %6 = load i224, ptr %5, align 4
  %7 = trunc i224 %6 to i200
  %8 = zext i200 %7 to i256
  %9 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1
  %10 = load i256, ptr %9, align 4
  %11 = add nsw i256 %8, %10
  %12 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 2
  %13 = load i8, ptr %12, align 4
  %14 = sext i8 %13 to i256
  %15 = add nsw i256 %11, %14
  store i256 %15, ptr %0, align 4
  %16 = load i256, ptr %0, align 4
  store i256 %16, ptr %0, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
