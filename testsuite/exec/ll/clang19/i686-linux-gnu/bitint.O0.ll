; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.bits = type { [25 x i8], [3 x i8] }
%struct.pair = type <{ [28 x i8], i256, i8, [3 x i8] }>

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
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [3 x i8] undef }, align 4
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
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
  %23 = alloca [28 x i8], align 4
  %24 = alloca [28 x i8], align 4
  %25 = alloca [28 x i8], align 4
  %26 = alloca [28 x i8], align 4
  %27 = alloca [28 x i8], align 4
  %28 = alloca i512, align 4
  %29 = alloca [28 x i8], align 4
  %30 = alloca [28 x i8], align 4
  %31 = alloca [28 x i8], align 4
  %32 = alloca [28 x i8], align 4
  %33 = alloca i512, align 4
  %34 = alloca [20 x i8], align 4
  %35 = alloca i512, align 4
  %36 = alloca i512, align 4
  %37 = alloca [20 x i8], align 4
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
  %55 = alloca %struct.bits, align 4
  %56 = alloca i512, align 4
  %57 = alloca i512, align 4
  %58 = alloca i512, align 4
  %59 = alloca %struct.pair, align 4
  %60 = alloca [28 x i8], align 4
  %61 = alloca i256, align 4
  %62 = alloca i256, align 4
  %63 = alloca i256, align 4
  %64 = alloca [8 x [28 x i8]], align 4
  %65 = alloca [28 x i8], align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca [28 x i8], align 4
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
  br label %71, !llvm.loop !7

82:                                               ; preds = %71
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %84 = load i256, ptr %2, align 4
  %85 = zext i256 %84 to i512
  store i512 %85, ptr %4, align 4
  call void @put_dec(ptr noundef %4)
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
  br label %87, !llvm.loop !9

98:                                               ; preds = %87
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %100 = load i512, ptr %5, align 4
  store i512 %100, ptr %7, align 4
  call void @put_hex(ptr noundef %7, i32 noundef 8)
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
  br label %102, !llvm.loop !10

113:                                              ; preds = %102
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %115 = load i256, ptr %8, align 4
  %116 = zext i256 %115 to i512
  store i512 %116, ptr %10, align 4
  call void @put_hex(ptr noundef %10, i32 noundef 4)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %118 = load i256, ptr %2, align 4
  %119 = udiv i256 %118, 7
  %120 = sub nsw i256 0, %119
  store i256 %120, ptr %11, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %122 = load i256, ptr %11, align 4
  store i256 %122, ptr %12, align 4
  call void @put_sdec(ptr noundef %12)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %125 = load i256, ptr %11, align 4
  %126 = sdiv i256 %125, 1000003
  store i256 %126, ptr %13, align 4
  call void @put_sdec(ptr noundef %13)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %129 = load i256, ptr %11, align 4
  %130 = srem i256 %129, 1000003
  store i256 %130, ptr %14, align 4
  call void @put_sdec(ptr noundef %14)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %133 = load i256, ptr %11, align 4
  %134 = sdiv i256 %133, -1267650600228229401496703205383
  store i256 %134, ptr %15, align 4
  call void @put_sdec(ptr noundef %15)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %137 = load i256, ptr %11, align 4
  %138 = srem i256 %137, -1267650600228229401496703205383
  store i256 %138, ptr %16, align 4
  call void @put_sdec(ptr noundef %16)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %141 = load i256, ptr %11, align 4
  %142 = ashr i256 %141, 77
  store i256 %142, ptr %17, align 4
  call void @put_sdec(ptr noundef %17)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %145 = load i256, ptr %11, align 4
  %146 = shl i256 %145, 3
  store i256 %146, ptr %18, align 4
  call void @put_sdec(ptr noundef %18)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 514631507721405306270175407913323750422524372723925215888359919386561089809, ptr %19, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %149 = load i256, ptr %19, align 4
  %150 = load i256, ptr %19, align 4
  %151 = lshr i256 %150, 70
  %152 = udiv i256 %149, %151
  %153 = zext i256 %152 to i512
  store i512 %153, ptr %20, align 4
  call void @put_dec(ptr noundef %20)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %156 = load i256, ptr %19, align 4
  %157 = urem i256 %156, 18446744073709551557
  %158 = zext i256 %157 to i512
  store i512 %158, ptr %21, align 4
  call void @put_hex(ptr noundef %21, i32 noundef 1)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %161 = load i256, ptr %19, align 4
  %162 = shl i256 %161, 13
  %163 = load i256, ptr %19, align 4
  %164 = lshr i256 %163, 243
  %165 = or i256 %162, %164
  %166 = zext i256 %165 to i512
  store i512 %166, ptr %22, align 4
  call void @put_hex(ptr noundef %22, i32 noundef 4)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i224 803469022129495137770981046170581301261101496891396417650687, ptr %23, align 4
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %169 = load i224, ptr %23, align 4
  %170 = trunc i224 %169 to i200
  store i224 3, ptr %25, align 4
  store i224 1000, ptr %26, align 4
  %171 = zext i200 %170 to i224
  store i224 %171, ptr %27, align 4
  call void @powmod(ptr dead_on_unwind writable sret([28 x i8]) align 4 %24, ptr noundef %25, ptr noundef %26, ptr noundef %27)
  %172 = load i224, ptr %24, align 4
  %173 = trunc i224 %172 to i200
  %174 = zext i200 %173 to i512
  store i512 %174, ptr %28, align 4
  call void @put_dec(ptr noundef %28)
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i224 7, ptr %30, align 4
  store i224 1427247692705959881058285969449495136382746624, ptr %31, align 4
  store i224 170141183460469231731687303715884105727, ptr %32, align 4
  call void @powmod(ptr dead_on_unwind writable sret([28 x i8]) align 4 %29, ptr noundef %30, ptr noundef %31, ptr noundef %32)
  %177 = load i224, ptr %29, align 4
  %178 = trunc i224 %177 to i200
  %179 = zext i200 %178 to i512
  store i512 %179, ptr %33, align 4
  call void @put_dec(ptr noundef %33)
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
  call void @put_hex(ptr noundef %35, i32 noundef 3)
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.17)
  %190 = load i160, ptr %34, align 4
  %191 = trunc i160 %190 to i129
  %192 = add i129 %191, 1
  %193 = zext i129 %192 to i512
  store i512 %193, ptr %36, align 4
  call void @put_hex(ptr noundef %36, i32 noundef 3)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i160 -340282366920938463463374607431768211456, ptr %37, align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  %196 = load i160, ptr %37, align 4
  %197 = trunc i160 %196 to i129
  %198 = sext i129 %197 to i256
  store i256 %198, ptr %38, align 4
  call void @put_sdec(ptr noundef %38)
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
  call void @put_sdec(ptr noundef %42)
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
  call void @put_sdec(ptr noundef %45)
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
  call void @put_hex(ptr noundef %49, i32 noundef 4)
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
  call void @put_hex(ptr noundef %51, i32 noundef 4)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %267 = load i256, ptr %19, align 4
  %268 = call i256 @llvm.ctpop.i256(i256 %267)
  %269 = trunc i256 %268 to i32
  %270 = load i256, ptr %19, align 4
  %271 = call i256 @llvm.ctlz.i256(i256 %270, i1 true)
  %272 = trunc i256 %271 to i32
  %273 = load i256, ptr %19, align 4
  %274 = call i256 @llvm.cttz.i256(i256 %273, i1 true)
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
  %296 = call i32 @classify(ptr noundef %54)
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %296)
  br label %298

298:                                              ; preds = %292
  %299 = load i32, ptr %53, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %53, align 4
  br label %289, !llvm.loop !11

301:                                              ; preds = %289
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %55, ptr align 4 @__const.main.bf, i32 28, i1 false)
  %303 = load i200, ptr %55, align 4
  %304 = and i200 %303, -1427247692705959881058285969449495136382746624
  %305 = or i200 %304, 713623846352979940529142984724747568191385657
  store i200 %305, ptr %55, align 4
  %306 = load i200, ptr %55, align 4
  %307 = and i200 %306, 1427247692705959881058285969449495136382746623
  %308 = or i200 %307, -1427247692705959881058285969449495136382746624
  store i200 %308, ptr %55, align 4
  %309 = load i200, ptr %55, align 4
  %310 = and i200 %309, 1427247692705959881058285969449495136382746623
  %311 = add i200 %310, 1
  %312 = load i200, ptr %55, align 4
  %313 = and i200 %311, 1427247692705959881058285969449495136382746623
  %314 = and i200 %312, -1427247692705959881058285969449495136382746624
  %315 = or i200 %314, %313
  store i200 %315, ptr %55, align 4
  %316 = zext i200 %313 to i224
  %317 = trunc i224 %316 to i200
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %319 = load i200, ptr %55, align 4
  %320 = and i200 %319, 1427247692705959881058285969449495136382746623
  %321 = zext i200 %320 to i512
  store i512 %321, ptr %56, align 4
  call void @put_hex(ptr noundef %56, i32 noundef 3)
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  %323 = load i200, ptr %55, align 4
  %324 = lshr i200 %323, 150
  %325 = zext i200 %324 to i512
  store i512 %325, ptr %57, align 4
  call void @put_hex(ptr noundef %57, i32 noundef 1)
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %327 = load i200, ptr %55, align 4
  %328 = lshr i200 %327, 150
  %329 = add i200 %328, 1
  %330 = load i200, ptr %55, align 4
  %331 = and i200 %329, 1125899906842623
  %332 = shl i200 %331, 150
  %333 = and i200 %330, 1427247692705959881058285969449495136382746623
  %334 = or i200 %333, %332
  store i200 %334, ptr %55, align 4
  %335 = zext i200 %331 to i224
  %336 = trunc i224 %335 to i200
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str.32)
  %338 = load i200, ptr %55, align 4
  %339 = lshr i200 %338, 150
  %340 = zext i200 %339 to i512
  store i512 %340, ptr %58, align 4
  call void @put_hex(ptr noundef %58, i32 noundef 1)
  %341 = load i200, ptr %55, align 4
  %342 = and i200 %341, 1427247692705959881058285969449495136382746623
  %343 = icmp eq i200 %342, 713623846352979940529142984724747568191385658
  %344 = zext i1 %343 to i32
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %344)
  store i224 1569275433846670190958947355801916604025588861116008628224, ptr %60, align 4
  store i256 -1809251394333065553493296640760748560207343510400633813116524750123642650624, ptr %61, align 4
  call void @mkpair(ptr dead_on_unwind writable sret(%struct.pair) align 4 %59, ptr noundef %60, ptr noundef %61, i8 noundef signext 120)
  %346 = call i32 (ptr, ...) @printf(ptr noundef @.str.34)
  call void @sum_pair(ptr dead_on_unwind writable sret(i256) align 4 %62, ptr noundef byval(%struct.pair) align 4 %59)
  %347 = load i256, ptr %62, align 4
  store i256 %347, ptr %63, align 4
  call void @put_sdec(ptr noundef %63)
  %348 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i224 11400714819323198485, ptr %65, align 4
  store i32 0, ptr %66, align 4
  br label %349

349:                                              ; preds = %367, %301
  %350 = load i32, ptr %66, align 4
  %351 = icmp slt i32 %350, 8
  br i1 %351, label %352, label %370

352:                                              ; preds = %349
  %353 = load i224, ptr %65, align 4
  %354 = trunc i224 %353 to i200
  %355 = mul i200 %354, 6364136223846793005
  %356 = add i200 %355, 1442695040888963407
  %357 = zext i200 %356 to i224
  store i224 %357, ptr %65, align 4
  %358 = load i224, ptr %65, align 4
  %359 = trunc i224 %358 to i200
  %360 = load i224, ptr %65, align 4
  %361 = trunc i224 %360 to i200
  %362 = lshr i200 %361, 97
  %363 = xor i200 %359, %362
  %364 = load i32, ptr %66, align 4
  %365 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %364
  %366 = zext i200 %363 to i224
  store i224 %366, ptr %365, align 4
  br label %367

367:                                              ; preds = %352
  %368 = load i32, ptr %66, align 4
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %66, align 4
  br label %349, !llvm.loop !12

370:                                              ; preds = %349
  store i32 0, ptr %67, align 4
  br label %371

371:                                              ; preds = %417, %370
  %372 = load i32, ptr %67, align 4
  %373 = icmp slt i32 %372, 8
  br i1 %373, label %374, label %420

374:                                              ; preds = %371
  store i32 0, ptr %68, align 4
  br label %375

375:                                              ; preds = %413, %374
  %376 = load i32, ptr %68, align 4
  %377 = add nsw i32 %376, 1
  %378 = load i32, ptr %67, align 4
  %379 = sub nsw i32 8, %378
  %380 = icmp slt i32 %377, %379
  br i1 %380, label %381, label %416

381:                                              ; preds = %375
  %382 = load i32, ptr %68, align 4
  %383 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %382
  %384 = load i224, ptr %383, align 4
  %385 = trunc i224 %384 to i200
  %386 = load i32, ptr %68, align 4
  %387 = add nsw i32 %386, 1
  %388 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %387
  %389 = load i224, ptr %388, align 4
  %390 = trunc i224 %389 to i200
  %391 = icmp ugt i200 %385, %390
  br i1 %391, label %392, label %412

392:                                              ; preds = %381
  %393 = load i32, ptr %68, align 4
  %394 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %393
  %395 = load i224, ptr %394, align 4
  %396 = trunc i224 %395 to i200
  %397 = zext i200 %396 to i224
  store i224 %397, ptr %69, align 4
  %398 = load i32, ptr %68, align 4
  %399 = add nsw i32 %398, 1
  %400 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %399
  %401 = load i224, ptr %400, align 4
  %402 = trunc i224 %401 to i200
  %403 = load i32, ptr %68, align 4
  %404 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %403
  %405 = zext i200 %402 to i224
  store i224 %405, ptr %404, align 4
  %406 = load i224, ptr %69, align 4
  %407 = trunc i224 %406 to i200
  %408 = load i32, ptr %68, align 4
  %409 = add nsw i32 %408, 1
  %410 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %409
  %411 = zext i200 %407 to i224
  store i224 %411, ptr %410, align 4
  br label %412

412:                                              ; preds = %392, %381
  br label %413

413:                                              ; preds = %412
  %414 = load i32, ptr %68, align 4
  %415 = add nsw i32 %414, 1
  store i32 %415, ptr %68, align 4
  br label %375, !llvm.loop !13

416:                                              ; preds = %375
  br label %417

417:                                              ; preds = %416
  %418 = load i32, ptr %67, align 4
  %419 = add nsw i32 %418, 1
  store i32 %419, ptr %67, align 4
  br label %371, !llvm.loop !14

420:                                              ; preds = %371
  %421 = call i32 (ptr, ...) @printf(ptr noundef @.str.35)
  store i32 0, ptr %70, align 4
  br label %422

422:                                              ; preds = %433, %420
  %423 = load i32, ptr %70, align 4
  %424 = icmp slt i32 %423, 8
  br i1 %424, label %425, label %436

425:                                              ; preds = %422
  %426 = load i32, ptr %70, align 4
  %427 = getelementptr inbounds [8 x [28 x i8]], ptr %64, i32 0, i32 %426
  %428 = load i224, ptr %427, align 4
  %429 = trunc i224 %428 to i200
  %430 = lshr i200 %429, 136
  %431 = trunc i200 %430 to i64
  %432 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i64 noundef %431)
  br label %433

433:                                              ; preds = %425
  %434 = load i32, ptr %70, align 4
  %435 = add nsw i32 %434, 1
  store i32 %435, ptr %70, align 4
  br label %422, !llvm.loop !15

436:                                              ; preds = %422
  %437 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %438 = load i256, ptr %2, align 4
  %439 = urem i256 %438, 97
  %440 = trunc i256 %439 to i32
  %441 = add nsw i32 %440, 41
  %442 = load i256, ptr %2, align 4
  %443 = urem i256 %442, 97
  %444 = trunc i256 %443 to i32
  %445 = sub nsw i32 %441, %444
  ret i32 %445
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_dec(ptr noundef %0) #0 {
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
  br i1 %19, label %6, label %20, !llvm.loop !16

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
  br label %21, !llvm.loop !17

31:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_hex(ptr noundef %0, i32 noundef %1) #0 {
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
  br label %10, !llvm.loop !18

24:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_sdec(ptr noundef %0) #0 {
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
  call void @put_dec(ptr noundef %3)
  br label %16

13:                                               ; preds = %1
  %14 = load i256, ptr %2, align 4
  %15 = sext i256 %14 to i512
  store i512 %15, ptr %4, align 4
  call void @put_dec(ptr noundef %4)
  br label %16

16:                                               ; preds = %13, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @powmod(ptr dead_on_unwind noalias writable sret([28 x i8]) align 4 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca [28 x i8], align 4
  %7 = alloca [28 x i8], align 4
  %8 = alloca [28 x i8], align 4
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
  br label %26, !llvm.loop !19

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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(ptr noundef %0) #0 {
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkpair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 4 %0, ptr noundef %1, ptr noundef %2, i8 noundef signext %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca [28 x i8], align 4
  %7 = alloca i256, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %5, align 4
  %9 = load i224, ptr %1, align 4
  %10 = trunc i224 %9 to i200
  %11 = load i256, ptr %2, align 4
  %12 = zext i200 %10 to i224
  store i224 %12, ptr %6, align 4
  store i256 %11, ptr %7, align 4
  store i8 %3, ptr %8, align 1
  %13 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %14 = load i224, ptr %6, align 4
  %15 = trunc i224 %14 to i200
  %16 = mul i200 %15, 3
  %17 = zext i200 %16 to i224
  store i224 %17, ptr %13, align 4
  %18 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %19 = load i256, ptr %7, align 4
  %20 = sub nsw i256 %19, 1
  store i256 %20, ptr %18, align 4
  %21 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 2
  %22 = load i8, ptr %8, align 1
  store i8 %22, ptr %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_pair(ptr dead_on_unwind noalias writable sret(i256) align 4 %0, ptr noundef byval(%struct.pair) align 4 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %5 = load i224, ptr %4, align 4
  %6 = trunc i224 %5 to i200
  %7 = zext i200 %6 to i256
  %8 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %9 = load i256, ptr %8, align 4
  %10 = add nsw i256 %7, %9
  %11 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 2
  %12 = load i8, ptr %11, align 4
  %13 = sext i8 %12 to i256
  %14 = add nsw i256 %10, %13
  store i256 %14, ptr %0, align 4
  %15 = load i256, ptr %0, align 4
  store i256 %15, ptr %0, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
