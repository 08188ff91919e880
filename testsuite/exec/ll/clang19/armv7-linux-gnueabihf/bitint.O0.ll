; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.bits = type { i256 }
%struct.pair = type { i256, i256, i8 }

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
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [7 x i8] undef }, align 8
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
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i256, align 8
  %3 = alloca i32, align 4
  %4 = alloca i512, align 8
  %5 = alloca i512, align 8
  %6 = alloca i32, align 4
  %7 = alloca i512, align 8
  %8 = alloca i256, align 8
  %9 = alloca i32, align 4
  %10 = alloca i512, align 8
  %11 = alloca i256, align 8
  %12 = alloca i256, align 8
  %13 = alloca i256, align 8
  %14 = alloca i256, align 8
  %15 = alloca i256, align 8
  %16 = alloca i256, align 8
  %17 = alloca i256, align 8
  %18 = alloca i256, align 8
  %19 = alloca i256, align 8
  %20 = alloca i512, align 8
  %21 = alloca i512, align 8
  %22 = alloca i512, align 8
  %23 = alloca i256, align 8
  %24 = alloca i256, align 8
  %25 = alloca i256, align 8
  %26 = alloca i256, align 8
  %27 = alloca i256, align 8
  %28 = alloca i512, align 8
  %29 = alloca i256, align 8
  %30 = alloca i256, align 8
  %31 = alloca i256, align 8
  %32 = alloca i256, align 8
  %33 = alloca i512, align 8
  %34 = alloca i192, align 8
  %35 = alloca i512, align 8
  %36 = alloca i512, align 8
  %37 = alloca i192, align 8
  %38 = alloca i256, align 8
  %39 = alloca i64, align 8
  %40 = alloca i8, align 1
  %41 = alloca i256, align 8
  %42 = alloca i256, align 8
  %43 = alloca i256, align 8
  %44 = alloca i32, align 4
  %45 = alloca i256, align 8
  %46 = alloca i256, align 8
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i512, align 8
  %50 = alloca i32, align 4
  %51 = alloca i512, align 8
  %52 = alloca [7 x i256], align 8
  %53 = alloca i32, align 4
  %54 = alloca i256, align 8
  %55 = alloca %struct.bits, align 8
  %56 = alloca i512, align 8
  %57 = alloca i512, align 8
  %58 = alloca i512, align 8
  %59 = alloca %struct.pair, align 8
  %60 = alloca i256, align 8
  %61 = alloca i256, align 8
  %62 = alloca i256, align 8
  %63 = alloca i256, align 8
  %64 = alloca [8 x i256], align 8
  %65 = alloca i256, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i256, align 8
  %70 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i256 1, ptr %2, align 8
  store i32 2, ptr %3, align 4
  br label %71

71:                                               ; preds = %79, %0
  %72 = load i32, ptr %3, align 4
  %73 = icmp sle i32 %72, 50
  br i1 %73, label %74, label %82

74:                                               ; preds = %71
  %75 = load i32, ptr %3, align 4
  %76 = zext i32 %75 to i256
  %77 = load i256, ptr %2, align 8
  %78 = mul i256 %77, %76
  store i256 %78, ptr %2, align 8
  br label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %3, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %3, align 4
  br label %71, !llvm.loop !6

82:                                               ; preds = %71
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  %84 = load i256, ptr %2, align 8
  %85 = zext i256 %84 to i512
  store i512 %85, ptr %4, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %4)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i512 1, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %87

87:                                               ; preds = %95, %82
  %88 = load i32, ptr %6, align 4
  %89 = icmp sle i32 %88, 100
  br i1 %89, label %90, label %98

90:                                               ; preds = %87
  %91 = load i32, ptr %6, align 4
  %92 = zext i32 %91 to i512
  %93 = load i512, ptr %5, align 8
  %94 = mul i512 %93, %92
  store i512 %94, ptr %5, align 8
  br label %95

95:                                               ; preds = %90
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %87, !llvm.loop !8

98:                                               ; preds = %87
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  %100 = load i512, ptr %5, align 8
  store i512 %100, ptr %7, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %7, i32 noundef 8)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 1, ptr %8, align 8
  store i32 2, ptr %9, align 4
  br label %102

102:                                              ; preds = %110, %98
  %103 = load i32, ptr %9, align 4
  %104 = icmp sle i32 %103, 60
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load i32, ptr %9, align 4
  %107 = zext i32 %106 to i256
  %108 = load i256, ptr %8, align 8
  %109 = mul i256 %108, %107
  store i256 %109, ptr %8, align 8
  br label %110

110:                                              ; preds = %105
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %9, align 4
  br label %102, !llvm.loop !9

113:                                              ; preds = %102
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %115 = load i256, ptr %8, align 8
  %116 = zext i256 %115 to i512
  store i512 %116, ptr %10, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %10, i32 noundef 4)
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %118 = load i256, ptr %2, align 8
  %119 = udiv i256 %118, 7
  %120 = sub nsw i256 0, %119
  store i256 %120, ptr %11, align 8
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  %122 = load i256, ptr %11, align 8
  store i256 %122, ptr %12, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %12)
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %125 = load i256, ptr %11, align 8
  %126 = sdiv i256 %125, 1000003
  store i256 %126, ptr %13, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %13)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %129 = load i256, ptr %11, align 8
  %130 = srem i256 %129, 1000003
  store i256 %130, ptr %14, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %14)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  %133 = load i256, ptr %11, align 8
  %134 = sdiv i256 %133, -1267650600228229401496703205383
  store i256 %134, ptr %15, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %15)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  %137 = load i256, ptr %11, align 8
  %138 = srem i256 %137, -1267650600228229401496703205383
  store i256 %138, ptr %16, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %16)
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %141 = load i256, ptr %11, align 8
  %142 = ashr i256 %141, 77
  store i256 %142, ptr %17, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %17)
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %145 = load i256, ptr %11, align 8
  %146 = shl i256 %145, 3
  store i256 %146, ptr %18, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %18)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 514631507721405306270175407913323750422524372723925215888359919386561089809, ptr %19, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  %149 = load i256, ptr %19, align 8
  %150 = load i256, ptr %19, align 8
  %151 = lshr i256 %150, 70
  %152 = udiv i256 %149, %151
  %153 = zext i256 %152 to i512
  store i512 %153, ptr %20, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %20)
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %156 = load i256, ptr %19, align 8
  %157 = urem i256 %156, 18446744073709551557
  %158 = zext i256 %157 to i512
  store i512 %158, ptr %21, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %21, i32 noundef 1)
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.13)
  %161 = load i256, ptr %19, align 8
  %162 = shl i256 %161, 13
  %163 = load i256, ptr %19, align 8
  %164 = lshr i256 %163, 243
  %165 = or i256 %162, %164
  %166 = zext i256 %165 to i512
  store i512 %166, ptr %22, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %22, i32 noundef 4)
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 803469022129495137770981046170581301261101496891396417650687, ptr %23, align 8
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  %169 = load i256, ptr %23, align 8
  %170 = trunc i256 %169 to i200
  store i256 3, ptr %25, align 8
  store i256 1000, ptr %26, align 8
  %171 = zext i200 %170 to i256
  store i256 %171, ptr %27, align 8
  call void @powmod(ptr dead_on_unwind writable sret(i256) align 8 %24, ptr noundef byval(i256) align 8 %25, ptr noundef byval(i256) align 8 %26, ptr noundef byval(i256) align 8 %27)
  %172 = load i256, ptr %24, align 8
  %173 = trunc i256 %172 to i200
  %174 = zext i200 %173 to i512
  store i512 %174, ptr %28, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %28)
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store i256 7, ptr %30, align 8
  store i256 1427247692705959881058285969449495136382746624, ptr %31, align 8
  store i256 170141183460469231731687303715884105727, ptr %32, align 8
  call void @powmod(ptr dead_on_unwind writable sret(i256) align 8 %29, ptr noundef byval(i256) align 8 %30, ptr noundef byval(i256) align 8 %31, ptr noundef byval(i256) align 8 %32)
  %177 = load i256, ptr %29, align 8
  %178 = trunc i256 %177 to i200
  %179 = zext i200 %178 to i512
  store i512 %179, ptr %33, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %33)
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i192 0, ptr %34, align 8
  %181 = load i192, ptr %34, align 8
  %182 = trunc i192 %181 to i129
  %183 = sub i129 %182, 1
  %184 = zext i129 %183 to i192
  store i192 %184, ptr %34, align 8
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.16)
  %186 = load i192, ptr %34, align 8
  %187 = trunc i192 %186 to i129
  %188 = zext i129 %187 to i512
  store i512 %188, ptr %35, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %35, i32 noundef 3)
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.17)
  %190 = load i192, ptr %34, align 8
  %191 = trunc i192 %190 to i129
  %192 = add i129 %191, 1
  %193 = zext i129 %192 to i512
  store i512 %193, ptr %36, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %36, i32 noundef 3)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i192 -340282366920938463463374607431768211456, ptr %37, align 8
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  %196 = load i192, ptr %37, align 8
  %197 = trunc i192 %196 to i129
  %198 = sext i129 %197 to i256
  store i256 %198, ptr %38, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %38)
  %199 = load i192, ptr %37, align 8
  %200 = trunc i192 %199 to i129
  %201 = icmp slt i129 %200, 0
  %202 = zext i1 %201 to i32
  %203 = load i192, ptr %37, align 8
  %204 = trunc i192 %203 to i129
  %205 = icmp ugt i129 %204, 1
  %206 = zext i1 %205 to i32
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %202, i32 noundef %206)
  %208 = load i256, ptr %11, align 8
  %209 = icmp slt i256 %208, 0
  %210 = zext i1 %209 to i32
  %211 = load i256, ptr %11, align 8
  %212 = icmp ugt i256 %211, 1
  %213 = zext i1 %212 to i32
  %214 = load i256, ptr %19, align 8
  %215 = load i256, ptr %11, align 8
  %216 = icmp ugt i256 %214, %215
  %217 = zext i1 %216 to i32
  %218 = load i256, ptr %11, align 8
  %219 = sub nsw i256 0, %218
  %220 = load i256, ptr %2, align 8
  %221 = udiv i256 %220, 7
  %222 = icmp eq i256 %219, %221
  %223 = zext i1 %222 to i32
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %210, i32 noundef %213, i32 noundef %217, i32 noundef %223)
  %225 = load i256, ptr %11, align 8
  %226 = trunc i256 %225 to i64
  store i64 %226, ptr %39, align 8
  %227 = load i256, ptr %11, align 8
  %228 = trunc i256 %227 to i8
  store i8 %228, ptr %40, align 1
  %229 = load i64, ptr %39, align 8
  %230 = load i8, ptr %40, align 1
  %231 = zext i8 %230 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %229, i32 noundef %231, i64 noundef -5)
  store i256 -123456789876542523086415, ptr %41, align 8
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.22)
  %234 = load i256, ptr %41, align 8
  store i256 %234, ptr %42, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %42)
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %236 = call { i256, i1 } @llvm.sadd.with.overflow.i256(i256 28948022309329048855892746252171976963317496166410141009864396001978282409984, i256 28948022309329048855892746252171976963317496166410141009864396001978282409984)
  %237 = extractvalue { i256, i1 } %236, 1
  %238 = extractvalue { i256, i1 } %236, 0
  store i256 %238, ptr %43, align 8
  %239 = zext i1 %237 to i32
  store i32 %239, ptr %44, align 4
  %240 = load i32, ptr %44, align 4
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %240)
  %242 = load i256, ptr %43, align 8
  store i256 %242, ptr %45, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %45)
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %244 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 72057594037927936)
  %245 = extractvalue { i256, i1 } %244, 1
  %246 = extractvalue { i256, i1 } %244, 0
  store i256 %246, ptr %46, align 8
  %247 = zext i1 %245 to i32
  store i32 %247, ptr %47, align 4
  %248 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 36028797018963968)
  %249 = extractvalue { i256, i1 } %248, 1
  %250 = extractvalue { i256, i1 } %248, 0
  store i256 %250, ptr %46, align 8
  %251 = zext i1 %249 to i32
  store i32 %251, ptr %48, align 4
  %252 = load i32, ptr %47, align 4
  %253 = load i32, ptr %48, align 4
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %252, i32 noundef %253)
  %255 = load i256, ptr %46, align 8
  %256 = zext i256 %255 to i512
  store i512 %256, ptr %49, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %49, i32 noundef 4)
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %258 = call { i256, i1 } @llvm.usub.with.overflow.i256(i256 5, i256 7)
  %259 = extractvalue { i256, i1 } %258, 1
  %260 = extractvalue { i256, i1 } %258, 0
  store i256 %260, ptr %46, align 8
  %261 = zext i1 %259 to i32
  store i32 %261, ptr %50, align 4
  %262 = load i32, ptr %50, align 4
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %262)
  %264 = load i256, ptr %46, align 8
  %265 = zext i256 %264 to i512
  store i512 %265, ptr %51, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %51, i32 noundef 4)
  %266 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %267 = load i256, ptr %19, align 8
  %268 = call i256 @llvm.ctpop.i256(i256 %267)
  %269 = trunc i256 %268 to i32
  %270 = load i256, ptr %19, align 8
  %271 = call i256 @llvm.ctlz.i256(i256 %270, i1 false)
  %272 = trunc i256 %271 to i32
  %273 = load i256, ptr %19, align 8
  %274 = call i256 @llvm.cttz.i256(i256 %273, i1 false)
  %275 = trunc i256 %274 to i32
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %269, i32 noundef %272, i32 noundef %275)
  %277 = load i256, ptr %23, align 8
  %278 = trunc i256 %277 to i200
  %279 = call i200 @llvm.ctpop.i200(i200 %278)
  %280 = trunc i200 %279 to i32
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %280, i32 noundef 199, i32 noundef 199)
  call void @llvm.memset.p0.i32(ptr align 8 %52, i8 0, i32 224, i1 false)
  %282 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 1
  store i256 -1, ptr %282, align 8
  %283 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 2
  store i256 1606938044258990275541962092341162602522202993782792835301376, ptr %283, align 8
  %284 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 3
  store i256 1606938044258990275541962092341162602522202993782792835301377, ptr %284, align 8
  %285 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 4
  store i256 12345678901234567890, ptr %285, align 8
  %286 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 5
  store i256 7, ptr %286, align 8
  %287 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 6
  store i256 3213876088517980551083924184682325205044405987565585670602752, ptr %287, align 8
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
  %295 = load i256, ptr %294, align 8
  store i256 %295, ptr %54, align 8
  %296 = call i32 @classify(ptr noundef byval(i256) align 8 %54)
  %297 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %296)
  br label %298

298:                                              ; preds = %292
  %299 = load i32, ptr %53, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %53, align 4
  br label %289, !llvm.loop !10

301:                                              ; preds = %289
  %302 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %55, ptr align 8 @__const.main.bf, i32 32, i1 false)
  %303 = load i256, ptr %55, align 8
  %304 = and i256 %303, -1427247692705959881058285969449495136382746624
  %305 = or i256 %304, 713623846352979940529142984724747568191385657
  store i256 %305, ptr %55, align 8
  %306 = load i256, ptr %55, align 8
  %307 = and i256 %306, -1606938044258988848294269386381281544236233544287656452554753
  %308 = or i256 %307, 1606938044258988848294269386381281544236233544287656452554752
  store i256 %308, ptr %55, align 8
  %309 = load i256, ptr %55, align 8
  %310 = and i256 %309, 1427247692705959881058285969449495136382746623
  %311 = trunc i256 %310 to i200
  %312 = add i200 %311, 1
  %313 = zext i200 %312 to i256
  %314 = load i256, ptr %55, align 8
  %315 = and i256 %313, 1427247692705959881058285969449495136382746623
  %316 = and i256 %314, -1427247692705959881058285969449495136382746624
  %317 = or i256 %316, %315
  store i256 %317, ptr %55, align 8
  %318 = trunc i256 %315 to i200
  %319 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %320 = load i256, ptr %55, align 8
  %321 = and i256 %320, 1427247692705959881058285969449495136382746623
  %322 = trunc i256 %321 to i200
  %323 = zext i200 %322 to i512
  store i512 %323, ptr %56, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %56, i32 noundef 3)
  %324 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  %325 = load i256, ptr %55, align 8
  %326 = lshr i256 %325, 150
  %327 = and i256 %326, 1125899906842623
  %328 = trunc i256 %327 to i200
  %329 = zext i200 %328 to i512
  store i512 %329, ptr %57, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %57, i32 noundef 1)
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %331 = load i256, ptr %55, align 8
  %332 = lshr i256 %331, 150
  %333 = and i256 %332, 1125899906842623
  %334 = trunc i256 %333 to i200
  %335 = add i200 %334, 1
  %336 = zext i200 %335 to i256
  %337 = load i256, ptr %55, align 8
  %338 = and i256 %336, 1125899906842623
  %339 = shl i256 %338, 150
  %340 = and i256 %337, -1606938044258988848294269386381281544236233544287656452554753
  %341 = or i256 %340, %339
  store i256 %341, ptr %55, align 8
  %342 = trunc i256 %338 to i200
  %343 = call i32 (ptr, ...) @printf(ptr noundef @.str.32)
  %344 = load i256, ptr %55, align 8
  %345 = lshr i256 %344, 150
  %346 = and i256 %345, 1125899906842623
  %347 = trunc i256 %346 to i200
  %348 = zext i200 %347 to i512
  store i512 %348, ptr %58, align 8
  call void @put_hex(ptr noundef byval(i512) align 8 %58, i32 noundef 1)
  %349 = load i256, ptr %55, align 8
  %350 = and i256 %349, 1427247692705959881058285969449495136382746623
  %351 = trunc i256 %350 to i200
  %352 = icmp eq i200 %351, 713623846352979940529142984724747568191385658
  %353 = zext i1 %352 to i32
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %353)
  store i256 1569275433846670190958947355801916604025588861116008628224, ptr %60, align 8
  store i256 -1809251394333065553493296640760748560207343510400633813116524750123642650624, ptr %61, align 8
  call void @mkpair(ptr dead_on_unwind writable sret(%struct.pair) align 8 %59, ptr noundef byval(i256) align 8 %60, ptr noundef byval(i256) align 8 %61, i8 noundef zeroext 120)
  %355 = call i32 (ptr, ...) @printf(ptr noundef @.str.34)
  call void @sum_pair(ptr dead_on_unwind writable sret(i256) align 8 %62, ptr noundef byval(%struct.pair) align 8 %59)
  %356 = load i256, ptr %62, align 8
  store i256 %356, ptr %63, align 8
  call void @put_sdec(ptr noundef byval(i256) align 8 %63)
  %357 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i256 11400714819323198485, ptr %65, align 8
  store i32 0, ptr %66, align 4
  br label %358

358:                                              ; preds = %376, %301
  %359 = load i32, ptr %66, align 4
  %360 = icmp slt i32 %359, 8
  br i1 %360, label %361, label %379

361:                                              ; preds = %358
  %362 = load i256, ptr %65, align 8
  %363 = trunc i256 %362 to i200
  %364 = mul i200 %363, 6364136223846793005
  %365 = add i200 %364, 1442695040888963407
  %366 = zext i200 %365 to i256
  store i256 %366, ptr %65, align 8
  %367 = load i256, ptr %65, align 8
  %368 = trunc i256 %367 to i200
  %369 = load i256, ptr %65, align 8
  %370 = trunc i256 %369 to i200
  %371 = lshr i200 %370, 97
  %372 = xor i200 %368, %371
  %373 = load i32, ptr %66, align 4
  %374 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %373
  %375 = zext i200 %372 to i256
  store i256 %375, ptr %374, align 8
  br label %376

376:                                              ; preds = %361
  %377 = load i32, ptr %66, align 4
  %378 = add nsw i32 %377, 1
  store i32 %378, ptr %66, align 4
  br label %358, !llvm.loop !11

379:                                              ; preds = %358
  store i32 0, ptr %67, align 4
  br label %380

380:                                              ; preds = %426, %379
  %381 = load i32, ptr %67, align 4
  %382 = icmp slt i32 %381, 8
  br i1 %382, label %383, label %429

383:                                              ; preds = %380
  store i32 0, ptr %68, align 4
  br label %384

384:                                              ; preds = %422, %383
  %385 = load i32, ptr %68, align 4
  %386 = add nsw i32 %385, 1
  %387 = load i32, ptr %67, align 4
  %388 = sub nsw i32 8, %387
  %389 = icmp slt i32 %386, %388
  br i1 %389, label %390, label %425

390:                                              ; preds = %384
  %391 = load i32, ptr %68, align 4
  %392 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %391
  %393 = load i256, ptr %392, align 8
  %394 = trunc i256 %393 to i200
  %395 = load i32, ptr %68, align 4
  %396 = add nsw i32 %395, 1
  %397 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %396
  %398 = load i256, ptr %397, align 8
  %399 = trunc i256 %398 to i200
  %400 = icmp ugt i200 %394, %399
  br i1 %400, label %401, label %421

401:                                              ; preds = %390
  %402 = load i32, ptr %68, align 4
  %403 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %402
  %404 = load i256, ptr %403, align 8
  %405 = trunc i256 %404 to i200
  %406 = zext i200 %405 to i256
  store i256 %406, ptr %69, align 8
  %407 = load i32, ptr %68, align 4
  %408 = add nsw i32 %407, 1
  %409 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %408
  %410 = load i256, ptr %409, align 8
  %411 = trunc i256 %410 to i200
  %412 = load i32, ptr %68, align 4
  %413 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %412
  %414 = zext i200 %411 to i256
  store i256 %414, ptr %413, align 8
  %415 = load i256, ptr %69, align 8
  %416 = trunc i256 %415 to i200
  %417 = load i32, ptr %68, align 4
  %418 = add nsw i32 %417, 1
  %419 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %418
  %420 = zext i200 %416 to i256
  store i256 %420, ptr %419, align 8
  br label %421

421:                                              ; preds = %401, %390
  br label %422

422:                                              ; preds = %421
  %423 = load i32, ptr %68, align 4
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %68, align 4
  br label %384, !llvm.loop !12

425:                                              ; preds = %384
  br label %426

426:                                              ; preds = %425
  %427 = load i32, ptr %67, align 4
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr %67, align 4
  br label %380, !llvm.loop !13

429:                                              ; preds = %380
  %430 = call i32 (ptr, ...) @printf(ptr noundef @.str.35)
  store i32 0, ptr %70, align 4
  br label %431

431:                                              ; preds = %442, %429
  %432 = load i32, ptr %70, align 4
  %433 = icmp slt i32 %432, 8
  br i1 %433, label %434, label %445

434:                                              ; preds = %431
  %435 = load i32, ptr %70, align 4
  %436 = getelementptr inbounds [8 x i256], ptr %64, i32 0, i32 %435
  %437 = load i256, ptr %436, align 8
  %438 = trunc i256 %437 to i200
  %439 = lshr i200 %438, 136
  %440 = trunc i200 %439 to i64
  %441 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i64 noundef %440)
  br label %442

442:                                              ; preds = %434
  %443 = load i32, ptr %70, align 4
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr %70, align 4
  br label %431, !llvm.loop !14

445:                                              ; preds = %431
  %446 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %447 = load i256, ptr %2, align 8
  %448 = urem i256 %447, 97
  %449 = trunc i256 %448 to i32
  %450 = add nsw i32 %449, 41
  %451 = load i256, ptr %2, align 8
  %452 = urem i256 %451, 97
  %453 = trunc i256 %452 to i32
  %454 = sub nsw i32 %450, %453
  ret i32 %454
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone
define internal void @put_dec(ptr noundef byval(i512) align 8 %0) #0 {
  %2 = alloca i512, align 8
  %3 = alloca [160 x i8], align 1
  %4 = alloca i32, align 4
  %5 = load i512, ptr %0, align 8
  store i512 %5, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %1
  %7 = load i512, ptr %2, align 8
  %8 = urem i512 %7, 10
  %9 = trunc i512 %8 to i32
  %10 = add nsw i32 48, %9
  %11 = trunc i32 %10 to i8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  %14 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %12
  store i8 %11, ptr %14, align 1
  %15 = load i512, ptr %2, align 8
  %16 = udiv i512 %15, 10
  store i512 %16, ptr %2, align 8
  br label %17

17:                                               ; preds = %6
  %18 = load i512, ptr %2, align 8
  %19 = icmp ne i512 %18, 0
  br i1 %19, label %6, label %20, !llvm.loop !15

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
  %29 = zext i8 %28 to i32
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %29)
  br label %21, !llvm.loop !16

31:                                               ; preds = %21
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_hex(ptr noundef byval(i512) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i512, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i512, ptr %0, align 8
  store i512 %6, ptr %3, align 8
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
  %14 = load i512, ptr %3, align 8
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
  br label %10, !llvm.loop !17

24:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @put_sdec(ptr noundef byval(i256) align 8 %0) #0 {
  %2 = alloca i256, align 8
  %3 = alloca i512, align 8
  %4 = alloca i512, align 8
  %5 = load i256, ptr %0, align 8
  store i256 %5, ptr %2, align 8
  %6 = load i256, ptr %2, align 8
  %7 = icmp slt i256 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.40)
  %10 = load i256, ptr %2, align 8
  %11 = sub i256 0, %10
  %12 = zext i256 %11 to i512
  store i512 %12, ptr %3, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %3)
  br label %16

13:                                               ; preds = %1
  %14 = load i256, ptr %2, align 8
  %15 = sext i256 %14 to i512
  store i512 %15, ptr %4, align 8
  call void @put_dec(ptr noundef byval(i512) align 8 %4)
  br label %16

16:                                               ; preds = %13, %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @powmod(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2, ptr noundef byval(i256) align 8 %3) #0 {
  %5 = alloca ptr, align 4
  %6 = alloca i256, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i512, align 8
  %10 = alloca i512, align 8
  store ptr %0, ptr %5, align 4
  %11 = load i256, ptr %1, align 8
  %12 = trunc i256 %11 to i200
  %13 = load i256, ptr %2, align 8
  %14 = trunc i256 %13 to i200
  %15 = load i256, ptr %3, align 8
  %16 = trunc i256 %15 to i200
  %17 = zext i200 %12 to i256
  store i256 %17, ptr %6, align 8
  %18 = zext i200 %14 to i256
  store i256 %18, ptr %7, align 8
  %19 = zext i200 %16 to i256
  store i256 %19, ptr %8, align 8
  store i512 1, ptr %9, align 8
  %20 = load i256, ptr %6, align 8
  %21 = trunc i256 %20 to i200
  %22 = load i256, ptr %8, align 8
  %23 = trunc i256 %22 to i200
  %24 = urem i200 %21, %23
  %25 = zext i200 %24 to i512
  store i512 %25, ptr %10, align 8
  br label %26

26:                                               ; preds = %43, %4
  %27 = load i256, ptr %7, align 8
  %28 = trunc i256 %27 to i200
  %29 = icmp ne i200 %28, 0
  br i1 %29, label %30, label %55

30:                                               ; preds = %26
  %31 = load i256, ptr %7, align 8
  %32 = trunc i256 %31 to i200
  %33 = and i200 %32, 1
  %34 = icmp ne i200 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %30
  %36 = load i512, ptr %9, align 8
  %37 = load i512, ptr %10, align 8
  %38 = mul i512 %36, %37
  %39 = load i256, ptr %8, align 8
  %40 = trunc i256 %39 to i200
  %41 = zext i200 %40 to i512
  %42 = urem i512 %38, %41
  store i512 %42, ptr %9, align 8
  br label %43

43:                                               ; preds = %35, %30
  %44 = load i512, ptr %10, align 8
  %45 = load i512, ptr %10, align 8
  %46 = mul i512 %44, %45
  %47 = load i256, ptr %8, align 8
  %48 = trunc i256 %47 to i200
  %49 = zext i200 %48 to i512
  %50 = urem i512 %46, %49
  store i512 %50, ptr %10, align 8
  %51 = load i256, ptr %7, align 8
  %52 = trunc i256 %51 to i200
  %53 = lshr i200 %52, 1
  %54 = zext i200 %53 to i256
  store i256 %54, ptr %7, align 8
  br label %26, !llvm.loop !18

55:                                               ; preds = %26
  %56 = load i512, ptr %9, align 8
  %57 = trunc i512 %56 to i200
  %58 = zext i200 %57 to i256
  store i256 %58, ptr %0, align 8
  %59 = load i256, ptr %0, align 8
  %60 = trunc i256 %59 to i200
  %61 = zext i200 %60 to i256
  store i256 %61, ptr %0, align 8
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
define internal i32 @classify(ptr noundef byval(i256) align 8 %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i256, align 8
  %4 = load i256, ptr %0, align 8
  store i256 %4, ptr %3, align 8
  %5 = load i256, ptr %3, align 8
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

; Function Attrs: noinline nounwind optnone
define internal void @mkpair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 8 %0, ptr noundef byval(i256) align 8 %1, ptr noundef byval(i256) align 8 %2, i8 noundef zeroext %3) #0 {
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  %7 = alloca i8, align 1
  %8 = load i256, ptr %1, align 8
  %9 = trunc i256 %8 to i200
  %10 = load i256, ptr %2, align 8
  %11 = zext i200 %9 to i256
  store i256 %11, ptr %5, align 8
  store i256 %10, ptr %6, align 8
  store i8 %3, ptr %7, align 1
  %12 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %13 = load i256, ptr %5, align 8
  %14 = trunc i256 %13 to i200
  %15 = mul i200 %14, 3
  %16 = zext i200 %15 to i256
  store i256 %16, ptr %12, align 8
  %17 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %18 = load i256, ptr %6, align 8
  %19 = sub nsw i256 %18, 1
  store i256 %19, ptr %17, align 8
  %20 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 2
  %21 = load i8, ptr %7, align 1
  store i8 %21, ptr %20, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sum_pair(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef byval(%struct.pair) align 8 %1) #0 {
  %3 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %5 = load i256, ptr %4, align 8
  %6 = trunc i256 %5 to i200
  %7 = zext i200 %6 to i256
  %8 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %9 = load i256, ptr %8, align 8
  %10 = add nsw i256 %7, %9
  %11 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 2
  %12 = load i8, ptr %11, align 8
  %13 = zext i8 %12 to i256
  %14 = add nsw i256 %10, %13
  store i256 %14, ptr %0, align 8
  %15 = load i256, ptr %0, align 8
  store i256 %15, ptr %0, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
