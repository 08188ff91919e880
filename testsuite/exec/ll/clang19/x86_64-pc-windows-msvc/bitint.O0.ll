; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.bits = type { i256 }
%struct.pair = type <{ i256, i256, i8, [7 x i8] }>

$"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0BC@DLFIPPGG@100?$CB?5mod?52?$FO512?5?$DN?5?$AA@" = comdat any

$"??_C@_0BB@FJJPOAP@60?$CB?5mod?52?$FO256?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@FOICKIDI@?9?$CI50?$CB?17?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0P@JIMEOHNL@?5?5?1?51000003?5?$DN?5?$AA@" = comdat any

$"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@" = comdat any

$"??_C@_0BC@JGPEMGPD@?5?5?1?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0BD@NHOOAGF@?5?5?$CF?$CF?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0L@PHMLAPFL@?5?5?$DO?$DO?577?5?$DN?5?$AA@" = comdat any

$"??_C@_09JEFAKFNB@?5?5?$DM?$DM?53?5?$DN?5?$AA@" = comdat any

$"??_C@_0BF@MBFOBJGB@big?5?1?5?$CIbig?5?$DO?$DO?570?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0BN@GMPOMEHM@big?5?$CF?$CF?50xffffffffffffffc5?5?$DN?5?$AA@" = comdat any

$"??_C@_0L@MHMOAPGM@rotl?513?5?$DN?5?$AA@" = comdat any

$"??_C@_0BI@NHEIFNJJ@3?$FO1000?5mod?5?$CI2?$FO199?91?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0BL@JADJKHHE@7?$FO?$CI2?$FO150?$CJ?5mod?5?$CI2?$FO127?91?$CJ?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@DPKLLKPJ@u129?5max?5?$DN?5?$AA@" = comdat any

$"??_C@_07BDJGPHIP@?0?5?$CL1?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@DFEKPKML@i129?5min?5?$DN?5?$AA@" = comdat any

$"??_C@_0BM@JOCJILLP@?0?5?$DM?50?3?5?$CFd?0?5as?5u129?5?$DO?51?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@MAPFMMHE@compare?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@IAEDODHN@narrow?3?5?$CFlld?5?$CFu?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BB@ENPJGKCE@from?5long?5long?3?5?$AA@" = comdat any

$"??_C@_0BC@BOCKPJGJ@add_overflow?3?5?$CFd?5?$AA@" = comdat any

$"??_C@_0BF@KPHOPLOK@mul_overflow?3?5?$CFd?5?$CFd?5?$AA@" = comdat any

$"??_C@_0BC@PGDLPFCI@sub_overflow?3?5?$CFd?5?$AA@" = comdat any

$"??_C@_0BL@BHNMOEGB@popcount?5?$CFd?5clz?5?$CFd?5ctz?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CP@EMIDHBOJ@popcount?$CIu200?5max?$CJ?5?$CFd?5clz?$CI1?$CJ?5?$CFd?5@" = comdat any

$"??_C@_07PIJKFMNB@switch?3?$AA@" = comdat any

$"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = comdat any

$"??_C@_0M@ODKLKDLD@bit?9field?3?5?$AA@" = comdat any

$"??_C@_01CLKCMJKC@?5?$AA@" = comdat any

$"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@" = comdat any

$"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_06KEDPBFJK@pair?3?5?$AA@" = comdat any

$"??_C@_07OJMLNKJI@sorted?3?$AA@" = comdat any

$"??_C@_08LEGOLALN@?5?$CF016llx?$AA@" = comdat any

$"??_C@_02HAOIJKIC@?$CFc?$AA@" = comdat any

$"??_C@_02MDDDDAID@0x?$AA@" = comdat any

$"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = comdat any

$"??_C@_01JOAMLHOP@?9?$AA@" = comdat any

@"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"50! = \00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0BC@DLFIPPGG@100?$CB?5mod?52?$FO512?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"100! mod 2^512 = \00", comdat, align 1
@"??_C@_0BB@FJJPOAP@60?$CB?5mod?52?$FO256?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"60! mod 2^256 = \00", comdat, align 1
@"??_C@_0M@FOICKIDI@?9?$CI50?$CB?17?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"-(50!/7) = \00", comdat, align 1
@"??_C@_0P@JIMEOHNL@?5?5?1?51000003?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  / 1000003 = \00", comdat, align 1
@"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  %% 1000003 = \00", comdat, align 1
@"??_C@_0BC@JGPEMGPD@?5?5?1?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"  / -(2^100+7) = \00", comdat, align 1
@"??_C@_0BD@NHOOAGF@?5?5?$CF?$CF?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"  %% -(2^100+7) = \00", comdat, align 1
@"??_C@_0L@PHMLAPFL@?5?5?$DO?$DO?577?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  >> 77 = \00", comdat, align 1
@"??_C@_09JEFAKFNB@?5?5?$DM?$DM?53?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"  << 3 = \00", comdat, align 1
@"??_C@_0BF@MBFOBJGB@big?5?1?5?$CIbig?5?$DO?$DO?570?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"big / (big >> 70) = \00", comdat, align 1
@"??_C@_0BN@GMPOMEHM@big?5?$CF?$CF?50xffffffffffffffc5?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"big %% 0xffffffffffffffc5 = \00", comdat, align 1
@"??_C@_0L@MHMOAPGM@rotl?513?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"rotl 13 = \00", comdat, align 1
@"??_C@_0BI@NHEIFNJJ@3?$FO1000?5mod?5?$CI2?$FO199?91?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"3^1000 mod (2^199-1) = \00", comdat, align 1
@"??_C@_0BL@JADJKHHE@7?$FO?$CI2?$FO150?$CJ?5mod?5?$CI2?$FO127?91?$CJ?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"7^(2^150) mod (2^127-1) = \00", comdat, align 1
@"??_C@_0M@DPKLLKPJ@u129?5max?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"u129 max = \00", comdat, align 1
@"??_C@_07BDJGPHIP@?0?5?$CL1?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c", +1 = \00", comdat, align 1
@"??_C@_0M@DFEKPKML@i129?5min?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"i129 min = \00", comdat, align 1
@"??_C@_0BM@JOCJILLP@?0?5?$DM?50?3?5?$CFd?0?5as?5u129?5?$DO?51?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c", < 0: %d, as u129 > 1: %d\0A\00", comdat, align 1
@"??_C@_0BG@MAPFMMHE@compare?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BG@IAEDODHN@narrow?3?5?$CFlld?5?$CFu?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"narrow: %lld %u %lld\0A\00", comdat, align 1
@"??_C@_0BB@ENPJGKCE@from?5long?5long?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"from long long: \00", comdat, align 1
@"??_C@_0BC@BOCKPJGJ@add_overflow?3?5?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"add_overflow: %d \00", comdat, align 1
@"??_C@_0BF@KPHOPLOK@mul_overflow?3?5?$CFd?5?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"mul_overflow: %d %d \00", comdat, align 1
@"??_C@_0BC@PGDLPFCI@sub_overflow?3?5?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"sub_overflow: %d \00", comdat, align 1
@"??_C@_0BL@BHNMOEGB@popcount?5?$CFd?5clz?5?$CFd?5ctz?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"popcount %d clz %d ctz %d\0A\00", comdat, align 1
@"??_C@_0CP@EMIDHBOJ@popcount?$CIu200?5max?$CJ?5?$CFd?5clz?$CI1?$CJ?5?$CFd?5@" = linkonce_odr dso_local unnamed_addr constant [47 x i8] c"popcount(u200 max) %d clz(1) %d ctz(2^199) %d\0A\00", comdat, align 1
@"??_C@_07PIJKFMNB@switch?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"switch:\00", comdat, align 1
@"??_C@_03EBJOKFHF@?5?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c" %d\00", comdat, align 1
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, [7 x i8] undef }, align 8
@"??_C@_0M@ODKLKDLD@bit?9field?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"bit-field: \00", comdat, align 1
@"??_C@_01CLKCMJKC@?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c" \00", comdat, align 1
@"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  b wraps: \00", comdat, align 1
@"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c", a kept: %d\0A\00", comdat, align 1
@"??_C@_06KEDPBFJK@pair?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"pair: \00", comdat, align 1
@"??_C@_07OJMLNKJI@sorted?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"sorted:\00", comdat, align 1
@"??_C@_08LEGOLALN@?5?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c" %016llx\00", comdat, align 1
@"??_C@_02HAOIJKIC@?$CFc?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%c\00", comdat, align 1
@"??_C@_02MDDDDAID@0x?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"0x\00", comdat, align 1
@"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%016llx\00", comdat, align 1
@"??_C@_01JOAMLHOP@?9?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"-\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
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
  %34 = alloca [24 x i8], align 8
  %35 = alloca i512, align 8
  %36 = alloca i512, align 8
  %37 = alloca [24 x i8], align 8
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
  %52 = alloca [7 x i256], align 16
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
  %63 = alloca %struct.pair, align 8
  %64 = alloca i256, align 8
  %65 = alloca [8 x i256], align 16
  %66 = alloca i256, align 8
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i256, align 8
  %71 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i256 1, ptr %2, align 8
  store i32 2, ptr %3, align 4
  br label %72

72:                                               ; preds = %80, %0
  %73 = load i32, ptr %3, align 4
  %74 = icmp sle i32 %73, 50
  br i1 %74, label %75, label %83

75:                                               ; preds = %72
  %76 = load i32, ptr %3, align 4
  %77 = zext i32 %76 to i256
  %78 = load i256, ptr %2, align 8
  %79 = mul i256 %78, %77
  store i256 %79, ptr %2, align 8
  br label %80

80:                                               ; preds = %75
  %81 = load i32, ptr %3, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %3, align 4
  br label %72, !llvm.loop !5

83:                                               ; preds = %72
  %84 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@")
  %85 = load i256, ptr %2, align 8
  %86 = zext i256 %85 to i512
  store i512 %86, ptr %4, align 8
  call void @put_dec(ptr noundef %4)
  %87 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i512 1, ptr %5, align 8
  store i32 2, ptr %6, align 4
  br label %88

88:                                               ; preds = %96, %83
  %89 = load i32, ptr %6, align 4
  %90 = icmp sle i32 %89, 100
  br i1 %90, label %91, label %99

91:                                               ; preds = %88
  %92 = load i32, ptr %6, align 4
  %93 = zext i32 %92 to i512
  %94 = load i512, ptr %5, align 8
  %95 = mul i512 %94, %93
  store i512 %95, ptr %5, align 8
  br label %96

96:                                               ; preds = %91
  %97 = load i32, ptr %6, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %6, align 4
  br label %88, !llvm.loop !7

99:                                               ; preds = %88
  %100 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DLFIPPGG@100?$CB?5mod?52?$FO512?5?$DN?5?$AA@")
  %101 = load i512, ptr %5, align 8
  store i512 %101, ptr %7, align 8
  call void @put_hex(ptr noundef %7, i32 noundef 8)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i256 1, ptr %8, align 8
  store i32 2, ptr %9, align 4
  br label %103

103:                                              ; preds = %111, %99
  %104 = load i32, ptr %9, align 4
  %105 = icmp sle i32 %104, 60
  br i1 %105, label %106, label %114

106:                                              ; preds = %103
  %107 = load i32, ptr %9, align 4
  %108 = zext i32 %107 to i256
  %109 = load i256, ptr %8, align 8
  %110 = mul i256 %109, %108
  store i256 %110, ptr %8, align 8
  br label %111

111:                                              ; preds = %106
  %112 = load i32, ptr %9, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %9, align 4
  br label %103, !llvm.loop !8

114:                                              ; preds = %103
  %115 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@FJJPOAP@60?$CB?5mod?52?$FO256?5?$DN?5?$AA@")
  %116 = load i256, ptr %8, align 8
  %117 = zext i256 %116 to i512
  store i512 %117, ptr %10, align 8
  call void @put_hex(ptr noundef %10, i32 noundef 4)
  %118 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %119 = load i256, ptr %2, align 8
  %120 = udiv i256 %119, 7
  %121 = sub nsw i256 0, %120
  store i256 %121, ptr %11, align 8
  %122 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@FOICKIDI@?9?$CI50?$CB?17?$CJ?5?$DN?5?$AA@")
  %123 = load i256, ptr %11, align 8
  store i256 %123, ptr %12, align 8
  call void @put_sdec(ptr noundef %12)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %125 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@JIMEOHNL@?5?5?1?51000003?5?$DN?5?$AA@")
  %126 = load i256, ptr %11, align 8
  %127 = sdiv i256 %126, 1000003
  store i256 %127, ptr %13, align 8
  call void @put_sdec(ptr noundef %13)
  %128 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %129 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@")
  %130 = load i256, ptr %11, align 8
  %131 = srem i256 %130, 1000003
  store i256 %131, ptr %14, align 8
  call void @put_sdec(ptr noundef %14)
  %132 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %133 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@JGPEMGPD@?5?5?1?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@")
  %134 = load i256, ptr %11, align 8
  %135 = sdiv i256 %134, -1267650600228229401496703205383
  store i256 %135, ptr %15, align 8
  call void @put_sdec(ptr noundef %15)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %137 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@NHOOAGF@?5?5?$CF?$CF?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@")
  %138 = load i256, ptr %11, align 8
  %139 = srem i256 %138, -1267650600228229401496703205383
  store i256 %139, ptr %16, align 8
  call void @put_sdec(ptr noundef %16)
  %140 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %141 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@PHMLAPFL@?5?5?$DO?$DO?577?5?$DN?5?$AA@")
  %142 = load i256, ptr %11, align 8
  %143 = ashr i256 %142, 77
  store i256 %143, ptr %17, align 8
  call void @put_sdec(ptr noundef %17)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %145 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09JEFAKFNB@?5?5?$DM?$DM?53?5?$DN?5?$AA@")
  %146 = load i256, ptr %11, align 8
  %147 = shl i256 %146, 3
  store i256 %147, ptr %18, align 8
  call void @put_sdec(ptr noundef %18)
  %148 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i256 514631507721405306270175407913323750422524372723925215888359919386561089809, ptr %19, align 8
  %149 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@MBFOBJGB@big?5?1?5?$CIbig?5?$DO?$DO?570?$CJ?5?$DN?5?$AA@")
  %150 = load i256, ptr %19, align 8
  %151 = load i256, ptr %19, align 8
  %152 = lshr i256 %151, 70
  %153 = udiv i256 %150, %152
  %154 = zext i256 %153 to i512
  store i512 %154, ptr %20, align 8
  call void @put_dec(ptr noundef %20)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %156 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@GMPOMEHM@big?5?$CF?$CF?50xffffffffffffffc5?5?$DN?5?$AA@")
  %157 = load i256, ptr %19, align 8
  %158 = urem i256 %157, 18446744073709551557
  %159 = zext i256 %158 to i512
  store i512 %159, ptr %21, align 8
  call void @put_hex(ptr noundef %21, i32 noundef 1)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %161 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MHMOAPGM@rotl?513?5?$DN?5?$AA@")
  %162 = load i256, ptr %19, align 8
  %163 = shl i256 %162, 13
  %164 = load i256, ptr %19, align 8
  %165 = lshr i256 %164, 243
  %166 = or i256 %163, %165
  %167 = zext i256 %166 to i512
  store i512 %167, ptr %22, align 8
  call void @put_hex(ptr noundef %22, i32 noundef 4)
  %168 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i256 803469022129495137770981046170581301261101496891396417650687, ptr %23, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@NHEIFNJJ@3?$FO1000?5mod?5?$CI2?$FO199?91?$CJ?5?$DN?5?$AA@")
  %170 = load i256, ptr %23, align 8
  %171 = trunc i256 %170 to i200
  store i256 3, ptr %25, align 8
  store i256 1000, ptr %26, align 8
  %172 = zext i200 %171 to i256
  store i256 %172, ptr %27, align 8
  call void @powmod(ptr dead_on_unwind writable sret(i256) align 8 %24, ptr noundef %25, ptr noundef %26, ptr noundef %27)
  %173 = load i256, ptr %24, align 8
  %174 = trunc i256 %173 to i200
  %175 = zext i200 %174 to i512
  store i512 %175, ptr %28, align 8
  call void @put_dec(ptr noundef %28)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %177 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@JADJKHHE@7?$FO?$CI2?$FO150?$CJ?5mod?5?$CI2?$FO127?91?$CJ?5?$DN?5?$AA@")
  store i256 7, ptr %30, align 8
  store i256 1427247692705959881058285969449495136382746624, ptr %31, align 8
  store i256 170141183460469231731687303715884105727, ptr %32, align 8
  call void @powmod(ptr dead_on_unwind writable sret(i256) align 8 %29, ptr noundef %30, ptr noundef %31, ptr noundef %32)
  %178 = load i256, ptr %29, align 8
  %179 = trunc i256 %178 to i200
  %180 = zext i200 %179 to i512
  store i512 %180, ptr %33, align 8
  call void @put_dec(ptr noundef %33)
  %181 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i192 0, ptr %34, align 8
  %182 = load i192, ptr %34, align 8
  %183 = trunc i192 %182 to i129
  %184 = sub i129 %183, 1
  %185 = zext i129 %184 to i192
  store i192 %185, ptr %34, align 8
  %186 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@DPKLLKPJ@u129?5max?5?$DN?5?$AA@")
  %187 = load i192, ptr %34, align 8
  %188 = trunc i192 %187 to i129
  %189 = zext i129 %188 to i512
  store i512 %189, ptr %35, align 8
  call void @put_hex(ptr noundef %35, i32 noundef 3)
  %190 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07BDJGPHIP@?0?5?$CL1?5?$DN?5?$AA@")
  %191 = load i192, ptr %34, align 8
  %192 = trunc i192 %191 to i129
  %193 = add i129 %192, 1
  %194 = zext i129 %193 to i512
  store i512 %194, ptr %36, align 8
  call void @put_hex(ptr noundef %36, i32 noundef 3)
  %195 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i192 -340282366920938463463374607431768211456, ptr %37, align 8
  %196 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@DFEKPKML@i129?5min?5?$DN?5?$AA@")
  %197 = load i192, ptr %37, align 8
  %198 = trunc i192 %197 to i129
  %199 = sext i129 %198 to i256
  store i256 %199, ptr %38, align 8
  call void @put_sdec(ptr noundef %38)
  %200 = load i192, ptr %37, align 8
  %201 = trunc i192 %200 to i129
  %202 = icmp ugt i129 %201, 1
  %203 = zext i1 %202 to i32
  %204 = load i192, ptr %37, align 8
  %205 = trunc i192 %204 to i129
  %206 = icmp slt i129 %205, 0
  %207 = zext i1 %206 to i32
  %208 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@JOCJILLP@?0?5?$DM?50?3?5?$CFd?0?5as?5u129?5?$DO?51?3?5?$CFd?6?$AA@", i32 noundef %207, i32 noundef %203)
  %209 = load i256, ptr %11, align 8
  %210 = sub nsw i256 0, %209
  %211 = load i256, ptr %2, align 8
  %212 = udiv i256 %211, 7
  %213 = icmp eq i256 %210, %212
  %214 = zext i1 %213 to i32
  %215 = load i256, ptr %19, align 8
  %216 = load i256, ptr %11, align 8
  %217 = icmp ugt i256 %215, %216
  %218 = zext i1 %217 to i32
  %219 = load i256, ptr %11, align 8
  %220 = icmp ugt i256 %219, 1
  %221 = zext i1 %220 to i32
  %222 = load i256, ptr %11, align 8
  %223 = icmp slt i256 %222, 0
  %224 = zext i1 %223 to i32
  %225 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@MAPFMMHE@compare?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %224, i32 noundef %221, i32 noundef %218, i32 noundef %214)
  %226 = load i256, ptr %11, align 8
  %227 = trunc i256 %226 to i64
  store i64 %227, ptr %39, align 8
  %228 = load i256, ptr %11, align 8
  %229 = trunc i256 %228 to i8
  store i8 %229, ptr %40, align 1
  %230 = load i8, ptr %40, align 1
  %231 = zext i8 %230 to i32
  %232 = load i64, ptr %39, align 8
  %233 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@IAEDODHN@narrow?3?5?$CFlld?5?$CFu?5?$CFlld?6?$AA@", i64 noundef %232, i32 noundef %231, i64 noundef -5)
  store i256 -123456789876542523086415, ptr %41, align 8
  %234 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@ENPJGKCE@from?5long?5long?3?5?$AA@")
  %235 = load i256, ptr %41, align 8
  store i256 %235, ptr %42, align 8
  call void @put_sdec(ptr noundef %42)
  %236 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %237 = call { i256, i1 } @llvm.sadd.with.overflow.i256(i256 28948022309329048855892746252171976963317496166410141009864396001978282409984, i256 28948022309329048855892746252171976963317496166410141009864396001978282409984)
  %238 = extractvalue { i256, i1 } %237, 1
  %239 = extractvalue { i256, i1 } %237, 0
  store i256 %239, ptr %43, align 8
  %240 = zext i1 %238 to i32
  store i32 %240, ptr %44, align 4
  %241 = load i32, ptr %44, align 4
  %242 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@BOCKPJGJ@add_overflow?3?5?$CFd?5?$AA@", i32 noundef %241)
  %243 = load i256, ptr %43, align 8
  store i256 %243, ptr %45, align 8
  call void @put_sdec(ptr noundef %45)
  %244 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %245 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 72057594037927936)
  %246 = extractvalue { i256, i1 } %245, 1
  %247 = extractvalue { i256, i1 } %245, 0
  store i256 %247, ptr %46, align 8
  %248 = zext i1 %246 to i32
  store i32 %248, ptr %47, align 4
  %249 = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 1606938044258990275541962092341162602522202993782792835301376, i256 36028797018963968)
  %250 = extractvalue { i256, i1 } %249, 1
  %251 = extractvalue { i256, i1 } %249, 0
  store i256 %251, ptr %46, align 8
  %252 = zext i1 %250 to i32
  store i32 %252, ptr %48, align 4
  %253 = load i32, ptr %48, align 4
  %254 = load i32, ptr %47, align 4
  %255 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@KPHOPLOK@mul_overflow?3?5?$CFd?5?$CFd?5?$AA@", i32 noundef %254, i32 noundef %253)
  %256 = load i256, ptr %46, align 8
  %257 = zext i256 %256 to i512
  store i512 %257, ptr %49, align 8
  call void @put_hex(ptr noundef %49, i32 noundef 4)
  %258 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %259 = call { i256, i1 } @llvm.usub.with.overflow.i256(i256 5, i256 7)
  %260 = extractvalue { i256, i1 } %259, 1
  %261 = extractvalue { i256, i1 } %259, 0
  store i256 %261, ptr %46, align 8
  %262 = zext i1 %260 to i32
  store i32 %262, ptr %50, align 4
  %263 = load i32, ptr %50, align 4
  %264 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@PGDLPFCI@sub_overflow?3?5?$CFd?5?$AA@", i32 noundef %263)
  %265 = load i256, ptr %46, align 8
  %266 = zext i256 %265 to i512
  store i512 %266, ptr %51, align 8
  call void @put_hex(ptr noundef %51, i32 noundef 4)
  %267 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %268 = load i256, ptr %19, align 8
  %269 = call i256 @llvm.cttz.i256(i256 %268, i1 true)
  %270 = trunc i256 %269 to i32
  %271 = load i256, ptr %19, align 8
  %272 = call i256 @llvm.ctlz.i256(i256 %271, i1 true)
  %273 = trunc i256 %272 to i32
  %274 = load i256, ptr %19, align 8
  %275 = call i256 @llvm.ctpop.i256(i256 %274)
  %276 = trunc i256 %275 to i32
  %277 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@BHNMOEGB@popcount?5?$CFd?5clz?5?$CFd?5ctz?5?$CFd?6?$AA@", i32 noundef %276, i32 noundef %273, i32 noundef %270)
  %278 = load i256, ptr %23, align 8
  %279 = trunc i256 %278 to i200
  %280 = call i200 @llvm.ctpop.i200(i200 %279)
  %281 = trunc i200 %280 to i32
  %282 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CP@EMIDHBOJ@popcount?$CIu200?5max?$CJ?5?$CFd?5clz?$CI1?$CJ?5?$CFd?5@", i32 noundef %281, i32 noundef 199, i32 noundef 199)
  call void @llvm.memset.p0.i64(ptr align 16 %52, i8 0, i64 224, i1 false)
  %283 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 1
  store i256 -1, ptr %283, align 16
  %284 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 2
  store i256 1606938044258990275541962092341162602522202993782792835301376, ptr %284, align 16
  %285 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 3
  store i256 1606938044258990275541962092341162602522202993782792835301377, ptr %285, align 16
  %286 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 4
  store i256 12345678901234567890, ptr %286, align 16
  %287 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 5
  store i256 7, ptr %287, align 16
  %288 = getelementptr inbounds [7 x i256], ptr %52, i32 0, i32 6
  store i256 3213876088517980551083924184682325205044405987565585670602752, ptr %288, align 16
  %289 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07PIJKFMNB@switch?3?$AA@")
  store i32 0, ptr %53, align 4
  br label %290

290:                                              ; preds = %300, %114
  %291 = load i32, ptr %53, align 4
  %292 = icmp slt i32 %291, 7
  br i1 %292, label %293, label %303

293:                                              ; preds = %290
  %294 = load i32, ptr %53, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [7 x i256], ptr %52, i64 0, i64 %295
  %297 = load i256, ptr %296, align 16
  store i256 %297, ptr %54, align 8
  %298 = call i32 @classify(ptr noundef %54)
  %299 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef %298)
  br label %300

300:                                              ; preds = %293
  %301 = load i32, ptr %53, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %53, align 4
  br label %290, !llvm.loop !9

303:                                              ; preds = %290
  %304 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 8 @__const.main.bf, i64 32, i1 false)
  %305 = load i256, ptr %55, align 8
  %306 = and i256 %305, -1427247692705959881058285969449495136382746624
  %307 = or i256 %306, 713623846352979940529142984724747568191385657
  store i256 %307, ptr %55, align 8
  %308 = load i256, ptr %55, align 8
  %309 = and i256 %308, -1606938044258988848294269386381281544236233544287656452554753
  %310 = or i256 %309, 1606938044258988848294269386381281544236233544287656452554752
  store i256 %310, ptr %55, align 8
  %311 = load i256, ptr %55, align 8
  %312 = and i256 %311, 1427247692705959881058285969449495136382746623
  %313 = trunc i256 %312 to i200
  %314 = add i200 %313, 1
  %315 = zext i200 %314 to i256
  %316 = load i256, ptr %55, align 8
  %317 = and i256 %315, 1427247692705959881058285969449495136382746623
  %318 = and i256 %316, -1427247692705959881058285969449495136382746624
  %319 = or i256 %318, %317
  store i256 %319, ptr %55, align 8
  %320 = trunc i256 %317 to i200
  %321 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@ODKLKDLD@bit?9field?3?5?$AA@")
  %322 = load i256, ptr %55, align 8
  %323 = and i256 %322, 1427247692705959881058285969449495136382746623
  %324 = trunc i256 %323 to i200
  %325 = zext i200 %324 to i512
  store i512 %325, ptr %56, align 8
  call void @put_hex(ptr noundef %56, i32 noundef 3)
  %326 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01CLKCMJKC@?5?$AA@")
  %327 = load i256, ptr %55, align 8
  %328 = lshr i256 %327, 150
  %329 = and i256 %328, 1125899906842623
  %330 = trunc i256 %329 to i200
  %331 = zext i200 %330 to i512
  store i512 %331, ptr %57, align 8
  call void @put_hex(ptr noundef %57, i32 noundef 1)
  %332 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %333 = load i256, ptr %55, align 8
  %334 = lshr i256 %333, 150
  %335 = and i256 %334, 1125899906842623
  %336 = trunc i256 %335 to i200
  %337 = add i200 %336, 1
  %338 = zext i200 %337 to i256
  %339 = load i256, ptr %55, align 8
  %340 = and i256 %338, 1125899906842623
  %341 = shl i256 %340, 150
  %342 = and i256 %339, -1606938044258988848294269386381281544236233544287656452554753
  %343 = or i256 %342, %341
  store i256 %343, ptr %55, align 8
  %344 = trunc i256 %340 to i200
  %345 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@")
  %346 = load i256, ptr %55, align 8
  %347 = lshr i256 %346, 150
  %348 = and i256 %347, 1125899906842623
  %349 = trunc i256 %348 to i200
  %350 = zext i200 %349 to i512
  store i512 %350, ptr %58, align 8
  call void @put_hex(ptr noundef %58, i32 noundef 1)
  %351 = load i256, ptr %55, align 8
  %352 = and i256 %351, 1427247692705959881058285969449495136382746623
  %353 = trunc i256 %352 to i200
  %354 = icmp eq i200 %353, 713623846352979940529142984724747568191385658
  %355 = zext i1 %354 to i32
  %356 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@", i32 noundef %355)
  store i256 1569275433846670190958947355801916604025588861116008628224, ptr %60, align 8
  store i256 -1809251394333065553493296640760748560207343510400633813116524750123642650624, ptr %61, align 8
  call void @mkpair(ptr dead_on_unwind writable sret(%struct.pair) align 8 %59, ptr noundef %60, ptr noundef %61, i8 noundef 120)
  %357 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06KEDPBFJK@pair?3?5?$AA@")
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 8 %59, i64 72, i1 false)
  call void @sum_pair(ptr dead_on_unwind writable sret(i256) align 8 %62, ptr noundef %63)
  %358 = load i256, ptr %62, align 8
  store i256 %358, ptr %64, align 8
  call void @put_sdec(ptr noundef %64)
  %359 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i256 11400714819323198485, ptr %66, align 8
  store i32 0, ptr %67, align 4
  br label %360

360:                                              ; preds = %379, %303
  %361 = load i32, ptr %67, align 4
  %362 = icmp slt i32 %361, 8
  br i1 %362, label %363, label %382

363:                                              ; preds = %360
  %364 = load i256, ptr %66, align 8
  %365 = trunc i256 %364 to i200
  %366 = mul i200 %365, 6364136223846793005
  %367 = add i200 %366, 1442695040888963407
  %368 = zext i200 %367 to i256
  store i256 %368, ptr %66, align 8
  %369 = load i256, ptr %66, align 8
  %370 = trunc i256 %369 to i200
  %371 = load i256, ptr %66, align 8
  %372 = trunc i256 %371 to i200
  %373 = lshr i200 %372, 97
  %374 = xor i200 %370, %373
  %375 = load i32, ptr %67, align 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %376
  %378 = zext i200 %374 to i256
  store i256 %378, ptr %377, align 16
  br label %379

379:                                              ; preds = %363
  %380 = load i32, ptr %67, align 4
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %67, align 4
  br label %360, !llvm.loop !10

382:                                              ; preds = %360
  store i32 0, ptr %68, align 4
  br label %383

383:                                              ; preds = %435, %382
  %384 = load i32, ptr %68, align 4
  %385 = icmp slt i32 %384, 8
  br i1 %385, label %386, label %438

386:                                              ; preds = %383
  store i32 0, ptr %69, align 4
  br label %387

387:                                              ; preds = %431, %386
  %388 = load i32, ptr %69, align 4
  %389 = add nsw i32 %388, 1
  %390 = load i32, ptr %68, align 4
  %391 = sub nsw i32 8, %390
  %392 = icmp slt i32 %389, %391
  br i1 %392, label %393, label %434

393:                                              ; preds = %387
  %394 = load i32, ptr %69, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %395
  %397 = load i256, ptr %396, align 16
  %398 = trunc i256 %397 to i200
  %399 = load i32, ptr %69, align 4
  %400 = add nsw i32 %399, 1
  %401 = sext i32 %400 to i64
  %402 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %401
  %403 = load i256, ptr %402, align 16
  %404 = trunc i256 %403 to i200
  %405 = icmp ugt i200 %398, %404
  br i1 %405, label %406, label %430

406:                                              ; preds = %393
  %407 = load i32, ptr %69, align 4
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %408
  %410 = load i256, ptr %409, align 16
  %411 = trunc i256 %410 to i200
  %412 = zext i200 %411 to i256
  store i256 %412, ptr %70, align 8
  %413 = load i32, ptr %69, align 4
  %414 = add nsw i32 %413, 1
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %415
  %417 = load i256, ptr %416, align 16
  %418 = trunc i256 %417 to i200
  %419 = load i32, ptr %69, align 4
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %420
  %422 = zext i200 %418 to i256
  store i256 %422, ptr %421, align 16
  %423 = load i256, ptr %70, align 8
  %424 = trunc i256 %423 to i200
  %425 = load i32, ptr %69, align 4
  %426 = add nsw i32 %425, 1
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %427
  %429 = zext i200 %424 to i256
  store i256 %429, ptr %428, align 16
  br label %430

430:                                              ; preds = %406, %393
  br label %431

431:                                              ; preds = %430
  %432 = load i32, ptr %69, align 4
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr %69, align 4
  br label %387, !llvm.loop !11

434:                                              ; preds = %387
  br label %435

435:                                              ; preds = %434
  %436 = load i32, ptr %68, align 4
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr %68, align 4
  br label %383, !llvm.loop !12

438:                                              ; preds = %383
  %439 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07OJMLNKJI@sorted?3?$AA@")
  store i32 0, ptr %71, align 4
  br label %440

440:                                              ; preds = %452, %438
  %441 = load i32, ptr %71, align 4
  %442 = icmp slt i32 %441, 8
  br i1 %442, label %443, label %455

443:                                              ; preds = %440
  %444 = load i32, ptr %71, align 4
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds [8 x i256], ptr %65, i64 0, i64 %445
  %447 = load i256, ptr %446, align 16
  %448 = trunc i256 %447 to i200
  %449 = lshr i200 %448, 136
  %450 = trunc i200 %449 to i64
  %451 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %450)
  br label %452

452:                                              ; preds = %443
  %453 = load i32, ptr %71, align 4
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr %71, align 4
  br label %440, !llvm.loop !13

455:                                              ; preds = %440
  %456 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %457 = load i256, ptr %2, align 8
  %458 = urem i256 %457, 97
  %459 = trunc i256 %458 to i32
  %460 = add nsw i32 %459, 41
  %461 = load i256, ptr %2, align 8
  %462 = urem i256 %461, 97
  %463 = trunc i256 %462 to i32
  %464 = sub nsw i32 %460, %463
  ret i32 %464
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_dec(ptr noundef %0) #0 {
  %2 = alloca i512, align 8
  %3 = alloca [160 x i8], align 16
  %4 = alloca i32, align 4
  %5 = load i512, ptr %0, align 8
  store i512 %5, ptr %2, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = load i512, ptr %2, align 8
  %8 = urem i512 %7, 10
  %9 = trunc i512 %8 to i32
  %10 = add nsw i32 48, %9
  %11 = trunc i32 %10 to i8
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %14
  store i8 %11, ptr %15, align 1
  %16 = load i512, ptr %2, align 8
  %17 = udiv i512 %16, 10
  store i512 %17, ptr %2, align 8
  br label %18

18:                                               ; preds = %6
  %19 = load i512, ptr %2, align 8
  %20 = icmp ne i512 %19, 0
  br i1 %20, label %6, label %21, !llvm.loop !14

21:                                               ; preds = %18
  br label %22

22:                                               ; preds = %25, %21
  %23 = load i32, ptr %4, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %33

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %4, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [160 x i8], ptr %3, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_02HAOIJKIC@?$CFc?$AA@", i32 noundef %31)
  br label %22, !llvm.loop !15

33:                                               ; preds = %22
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_hex(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i512, align 8
  %5 = alloca i32, align 4
  %6 = load i512, ptr %0, align 8
  store i32 %1, ptr %3, align 4
  store i512 %6, ptr %4, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_02MDDDDAID@0x?$AA@")
  %8 = load i32, ptr %3, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %5, align 4
  br label %10

10:                                               ; preds = %21, %2
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %24

13:                                               ; preds = %10
  %14 = load i512, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = mul nsw i32 64, %15
  %17 = zext i32 %16 to i512
  %18 = lshr i512 %14, %17
  %19 = trunc i512 %18 to i64
  %20 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %19)
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, -1
  store i32 %23, ptr %5, align 4
  br label %10, !llvm.loop !16

24:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_sdec(ptr noundef %0) #0 {
  %2 = alloca i256, align 8
  %3 = alloca i512, align 8
  %4 = alloca i512, align 8
  %5 = load i256, ptr %0, align 8
  store i256 %5, ptr %2, align 8
  %6 = load i256, ptr %2, align 8
  %7 = icmp slt i256 %6, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %1
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01JOAMLHOP@?9?$AA@")
  %10 = load i256, ptr %2, align 8
  %11 = sub i256 0, %10
  %12 = zext i256 %11 to i512
  store i512 %12, ptr %3, align 8
  call void @put_dec(ptr noundef %3)
  br label %16

13:                                               ; preds = %1
  %14 = load i256, ptr %2, align 8
  %15 = sext i256 %14 to i512
  store i512 %15, ptr %4, align 8
  call void @put_dec(ptr noundef %4)
  br label %16

16:                                               ; preds = %13, %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @powmod(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i256, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i512, align 8
  %10 = alloca i512, align 8
  store ptr %0, ptr %5, align 8
  %11 = load i256, ptr %1, align 8
  %12 = trunc i256 %11 to i200
  %13 = load i256, ptr %2, align 8
  %14 = trunc i256 %13 to i200
  %15 = load i256, ptr %3, align 8
  %16 = trunc i256 %15 to i200
  %17 = zext i200 %16 to i256
  store i256 %17, ptr %6, align 8
  %18 = zext i200 %14 to i256
  store i256 %18, ptr %7, align 8
  %19 = zext i200 %12 to i256
  store i256 %19, ptr %8, align 8
  store i512 1, ptr %9, align 8
  %20 = load i256, ptr %8, align 8
  %21 = trunc i256 %20 to i200
  %22 = load i256, ptr %6, align 8
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
  %39 = load i256, ptr %6, align 8
  %40 = trunc i256 %39 to i200
  %41 = zext i200 %40 to i512
  %42 = urem i512 %38, %41
  store i512 %42, ptr %9, align 8
  br label %43

43:                                               ; preds = %35, %30
  %44 = load i512, ptr %10, align 8
  %45 = load i512, ptr %10, align 8
  %46 = mul i512 %44, %45
  %47 = load i256, ptr %6, align 8
  %48 = trunc i256 %47 to i200
  %49 = zext i200 %48 to i512
  %50 = urem i512 %46, %49
  store i512 %50, ptr %10, align 8
  %51 = load i256, ptr %7, align 8
  %52 = trunc i256 %51 to i200
  %53 = lshr i200 %52, 1
  %54 = zext i200 %53 to i256
  store i256 %54, ptr %7, align 8
  br label %26, !llvm.loop !17

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
declare i256 @llvm.cttz.i256(i256, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.ctlz.i256(i256, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.ctpop.i256(i256) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i200 @llvm.ctpop.i200(i200) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(ptr noundef %0) #0 {
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkpair(ptr dead_on_unwind noalias writable sret(%struct.pair) align 8 %0, ptr noundef %1, ptr noundef %2, i8 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  store ptr %0, ptr %5, align 8
  %9 = load i256, ptr %1, align 8
  %10 = trunc i256 %9 to i200
  %11 = load i256, ptr %2, align 8
  store i8 %3, ptr %6, align 1
  store i256 %11, ptr %7, align 8
  %12 = zext i200 %10 to i256
  store i256 %12, ptr %8, align 8
  %13 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 0
  %14 = load i256, ptr %8, align 8
  %15 = trunc i256 %14 to i200
  %16 = mul i200 %15, 3
  %17 = zext i200 %16 to i256
  store i256 %17, ptr %13, align 8
  %18 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 1
  %19 = load i256, ptr %7, align 8
  %20 = sub nsw i256 %19, 1
  store i256 %20, ptr %18, align 8
  %21 = getelementptr inbounds %struct.pair, ptr %0, i32 0, i32 2
  %22 = load i8, ptr %6, align 1
  store i8 %22, ptr %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_pair(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 0
  %6 = load i256, ptr %5, align 8
  %7 = trunc i256 %6 to i200
  %8 = zext i200 %7 to i256
  %9 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 1
  %10 = load i256, ptr %9, align 8
  %11 = add nsw i256 %8, %10
  %12 = getelementptr inbounds %struct.pair, ptr %1, i32 0, i32 2
  %13 = load i8, ptr %12, align 8
  %14 = sext i8 %13 to i256
  %15 = add nsw i256 %11, %14
  store i256 %15, ptr %0, align 8
  %16 = load i256, ptr %0, align 8
  store i256 %16, ptr %0, align 8
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
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
