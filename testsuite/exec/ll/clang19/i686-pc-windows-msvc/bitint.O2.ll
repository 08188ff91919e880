; ModuleID = 'bitint.c'
source_filename = "bitint.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@" = comdat any

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

$"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@" = comdat any

$"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_06KEDPBFJK@pair?3?5?$AA@" = comdat any

$"??_C@_07OJMLNKJI@sorted?3?$AA@" = comdat any

$"??_C@_08LEGOLALN@?5?$CF016llx?$AA@" = comdat any

$"??_C@_02MDDDDAID@0x?$AA@" = comdat any

$"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = comdat any

@"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"50! = \00", comdat, align 1
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
@"??_C@_0M@ODKLKDLD@bit?9field?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"bit-field: \00", comdat, align 1
@"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  b wraps: \00", comdat, align 1
@"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c", a kept: %d\0A\00", comdat, align 1
@"??_C@_06KEDPBFJK@pair?3?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"pair: \00", comdat, align 1
@"??_C@_07OJMLNKJI@sorted?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"sorted:\00", comdat, align 1
@"??_C@_08LEGOLALN@?5?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c" %016llx\00", comdat, align 1
@"??_C@_02MDDDDAID@0x?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"0x\00", comdat, align 1
@"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%016llx\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [160 x i8], align 1
  %2 = alloca [160 x i8], align 1
  %3 = alloca [160 x i8], align 1
  %4 = alloca [160 x i8], align 1
  %5 = alloca [160 x i8], align 1
  %6 = alloca [160 x i8], align 1
  %7 = alloca [160 x i8], align 1
  %8 = alloca [160 x i8], align 1
  %9 = alloca [160 x i8], align 1
  %10 = alloca [160 x i8], align 1
  %11 = alloca [160 x i8], align 1
  %12 = alloca [160 x i8], align 1
  %13 = alloca [160 x i8], align 1
  %14 = alloca [160 x i8], align 1
  %15 = alloca [8 x i256], align 8
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06HJBGFGDC@50?$CB?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %14) #4
  br label %17

17:                                               ; preds = %29, %0
  %18 = phi i512 [ 30414093201713378043612608166064768844377641568960512000000000000, %0 ], [ %35, %29 ]
  %19 = phi i32 [ 0, %0 ], [ %33, %29 ]
  %20 = freeze i512 %18
  %21 = udiv i512 %20, 10
  %22 = mul i512 %21, 10
  %23 = sub i512 %20, %22
  %24 = trunc nuw nsw i512 %23 to i8
  %25 = or disjoint i8 %24, 48
  %26 = or disjoint i32 %19, 1
  %27 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %19
  store i8 %25, ptr %27, align 1
  %28 = icmp ult i512 %18, 10
  br i1 %28, label %36, label %29, !llvm.loop !4

29:                                               ; preds = %17
  %30 = urem i512 %21, 10
  %31 = trunc nuw nsw i512 %30 to i8
  %32 = or disjoint i8 %31, 48
  %33 = add nuw nsw i32 %19, 2
  %34 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %26
  store i8 %32, ptr %34, align 1
  %35 = udiv i512 %18, 100
  br label %17

36:                                               ; preds = %17, %36
  %37 = phi i32 [ %38, %36 ], [ %26, %17 ]
  %38 = add nsw i32 %37, -1
  %39 = getelementptr inbounds [160 x i8], ptr %14, i32 0, i32 %38
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = tail call i32 @putchar(i32 %41)
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %44, label %36, !llvm.loop !6

44:                                               ; preds = %36
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %14) #4
  %45 = tail call i32 @putchar(i32 10)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@DLFIPPGG@100?$CB?5mod?52?$FO512?5?$DN?5?$AA@")
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -7615934871426038123)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 2942341209429710569)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 7417316921074365874)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -7765839507864143593)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 4996476375798957804)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -5496873336702303510)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 2825382156216303616)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %56 = tail call i32 @putchar(i32 10)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@FJJPOAP@60?$CB?5mod?52?$FO256?5?$DN?5?$AA@")
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 8250313726647717856)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -3058359402554532195)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -8602949518715709704)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -8718968878589280256)
  %63 = tail call i32 @putchar(i32 10)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@FOICKIDI@?9?$CI50?$CB?17?$CJ?5?$DN?5?$AA@")
  %65 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %13) #4
  br label %66

66:                                               ; preds = %66, %44
  %67 = phi i512 [ 4344870457387625434801801166580681263482520224137216000000000000, %44 ], [ %82, %66 ]
  %68 = phi i32 [ 0, %44 ], [ %80, %66 ]
  %69 = freeze i512 %67
  %70 = udiv i512 %69, 10
  %71 = mul i512 %70, 10
  %72 = sub i512 %69, %71
  %73 = trunc nuw nsw i512 %72 to i8
  %74 = or disjoint i8 %73, 48
  %75 = or disjoint i32 %68, 1
  %76 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %68
  store i8 %74, ptr %76, align 1
  %77 = urem i512 %70, 10
  %78 = trunc nuw nsw i512 %77 to i8
  %79 = or disjoint i8 %78, 48
  %80 = add nuw nsw i32 %68, 2
  %81 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %75
  store i8 %79, ptr %81, align 1
  %82 = udiv i512 %67, 100
  %83 = icmp ult i512 %67, 100
  br i1 %83, label %84, label %66, !llvm.loop !4

84:                                               ; preds = %66, %84
  %85 = phi i32 [ %86, %84 ], [ %80, %66 ]
  %86 = add nsw i32 %85, -1
  %87 = getelementptr inbounds [160 x i8], ptr %13, i32 0, i32 %86
  %88 = load i8, ptr %87, align 1
  %89 = sext i8 %88 to i32
  %90 = tail call i32 @putchar(i32 %89)
  %91 = icmp eq i32 %86, 0
  br i1 %91, label %92, label %84, !llvm.loop !6

92:                                               ; preds = %84
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %13) #4
  %93 = tail call i32 @putchar(i32 10)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0P@JIMEOHNL@?5?5?1?51000003?5?$DN?5?$AA@")
  %95 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %12) #4
  br label %96

96:                                               ; preds = %96, %92
  %97 = phi i512 [ 4344857422815356988730834974075759036205411607902392292823, %92 ], [ %112, %96 ]
  %98 = phi i32 [ 0, %92 ], [ %110, %96 ]
  %99 = freeze i512 %97
  %100 = udiv i512 %99, 10
  %101 = mul i512 %100, 10
  %102 = sub i512 %99, %101
  %103 = trunc nuw nsw i512 %102 to i8
  %104 = or disjoint i8 %103, 48
  %105 = or disjoint i32 %98, 1
  %106 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %98
  store i8 %104, ptr %106, align 1
  %107 = urem i512 %100, 10
  %108 = trunc nuw nsw i512 %107 to i8
  %109 = or disjoint i8 %108, 48
  %110 = add nuw nsw i32 %98, 2
  %111 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %105
  store i8 %109, ptr %111, align 1
  %112 = udiv i512 %97, 100
  %113 = icmp ult i512 %97, 100
  br i1 %113, label %114, label %96, !llvm.loop !4

114:                                              ; preds = %96, %114
  %115 = phi i32 [ %116, %114 ], [ %110, %96 ]
  %116 = add nsw i32 %115, -1
  %117 = getelementptr inbounds [160 x i8], ptr %12, i32 0, i32 %116
  %118 = load i8, ptr %117, align 1
  %119 = sext i8 %118 to i32
  %120 = tail call i32 @putchar(i32 %119)
  %121 = icmp eq i32 %116, 0
  br i1 %121, label %122, label %114, !llvm.loop !6

122:                                              ; preds = %114
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %12) #4
  %123 = tail call i32 @putchar(i32 10)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@KGPNMFP@?5?5?$CF?$CF?51000003?5?$DN?5?$AA@")
  %125 = tail call i32 @putchar(i32 45)
  %126 = tail call i32 @putchar(i32 49)
  %127 = tail call i32 @putchar(i32 50)
  %128 = tail call i32 @putchar(i32 49)
  %129 = tail call i32 @putchar(i32 53)
  %130 = tail call i32 @putchar(i32 51)
  %131 = tail call i32 @putchar(i32 49)
  %132 = tail call i32 @putchar(i32 10)
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@JGPEMGPD@?5?5?1?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %11) #4
  br label %134

134:                                              ; preds = %134, %122
  %135 = phi i512 [ 3427498442082833800366089325649191, %122 ], [ %150, %134 ]
  %136 = phi i32 [ 0, %122 ], [ %148, %134 ]
  %137 = freeze i512 %135
  %138 = udiv i512 %137, 10
  %139 = mul i512 %138, 10
  %140 = sub i512 %137, %139
  %141 = trunc nuw nsw i512 %140 to i8
  %142 = or disjoint i8 %141, 48
  %143 = or disjoint i32 %136, 1
  %144 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %136
  store i8 %142, ptr %144, align 1
  %145 = urem i512 %138, 10
  %146 = trunc nuw nsw i512 %145 to i8
  %147 = or disjoint i8 %146, 48
  %148 = add nuw nsw i32 %136, 2
  %149 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %143
  store i8 %147, ptr %149, align 1
  %150 = udiv i512 %135, 100
  %151 = icmp ult i512 %135, 100
  br i1 %151, label %152, label %134, !llvm.loop !4

152:                                              ; preds = %134
  %153 = or disjoint i32 %136, 1
  %154 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %153
  %155 = load i8, ptr %154, align 1
  %156 = sext i8 %155 to i32
  %157 = tail call i32 @putchar(i32 %156)
  %158 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %136
  %159 = load i8, ptr %158, align 1
  %160 = sext i8 %159 to i32
  %161 = tail call i32 @putchar(i32 %160)
  %162 = add nsw i32 %136, -1
  %163 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %162
  %164 = load i8, ptr %163, align 1
  %165 = sext i8 %164 to i32
  %166 = tail call i32 @putchar(i32 %165)
  %167 = add nsw i32 %136, -2
  %168 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %167
  %169 = load i8, ptr %168, align 1
  %170 = sext i8 %169 to i32
  %171 = tail call i32 @putchar(i32 %170)
  %172 = add nsw i32 %136, -3
  %173 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %172
  %174 = load i8, ptr %173, align 1
  %175 = sext i8 %174 to i32
  %176 = tail call i32 @putchar(i32 %175)
  %177 = add nsw i32 %136, -4
  %178 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %177
  %179 = load i8, ptr %178, align 1
  %180 = sext i8 %179 to i32
  %181 = tail call i32 @putchar(i32 %180)
  %182 = add nsw i32 %136, -5
  %183 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %182
  %184 = load i8, ptr %183, align 1
  %185 = sext i8 %184 to i32
  %186 = tail call i32 @putchar(i32 %185)
  %187 = add nsw i32 %136, -6
  %188 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %187
  %189 = load i8, ptr %188, align 1
  %190 = sext i8 %189 to i32
  %191 = tail call i32 @putchar(i32 %190)
  %192 = add nsw i32 %136, -7
  %193 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %192
  %194 = load i8, ptr %193, align 1
  %195 = sext i8 %194 to i32
  %196 = tail call i32 @putchar(i32 %195)
  %197 = add nsw i32 %136, -8
  %198 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %197
  %199 = load i8, ptr %198, align 1
  %200 = sext i8 %199 to i32
  %201 = tail call i32 @putchar(i32 %200)
  %202 = add nsw i32 %136, -9
  %203 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %202
  %204 = load i8, ptr %203, align 1
  %205 = sext i8 %204 to i32
  %206 = tail call i32 @putchar(i32 %205)
  %207 = add nsw i32 %136, -10
  %208 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %207
  %209 = load i8, ptr %208, align 1
  %210 = sext i8 %209 to i32
  %211 = tail call i32 @putchar(i32 %210)
  %212 = add nsw i32 %136, -11
  %213 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %212
  %214 = load i8, ptr %213, align 1
  %215 = sext i8 %214 to i32
  %216 = tail call i32 @putchar(i32 %215)
  %217 = add nsw i32 %136, -12
  %218 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %217
  %219 = load i8, ptr %218, align 1
  %220 = sext i8 %219 to i32
  %221 = tail call i32 @putchar(i32 %220)
  %222 = add nsw i32 %136, -13
  %223 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %222
  %224 = load i8, ptr %223, align 1
  %225 = sext i8 %224 to i32
  %226 = tail call i32 @putchar(i32 %225)
  %227 = add nsw i32 %136, -14
  %228 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %227
  %229 = load i8, ptr %228, align 1
  %230 = sext i8 %229 to i32
  %231 = tail call i32 @putchar(i32 %230)
  %232 = add nsw i32 %136, -15
  %233 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %232
  %234 = load i8, ptr %233, align 1
  %235 = sext i8 %234 to i32
  %236 = tail call i32 @putchar(i32 %235)
  %237 = add nsw i32 %136, -16
  %238 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %237
  %239 = load i8, ptr %238, align 1
  %240 = sext i8 %239 to i32
  %241 = tail call i32 @putchar(i32 %240)
  %242 = add nsw i32 %136, -17
  %243 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %242
  %244 = load i8, ptr %243, align 1
  %245 = sext i8 %244 to i32
  %246 = tail call i32 @putchar(i32 %245)
  %247 = add nsw i32 %136, -18
  %248 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %247
  %249 = load i8, ptr %248, align 1
  %250 = sext i8 %249 to i32
  %251 = tail call i32 @putchar(i32 %250)
  %252 = add nsw i32 %136, -19
  %253 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %252
  %254 = load i8, ptr %253, align 1
  %255 = sext i8 %254 to i32
  %256 = tail call i32 @putchar(i32 %255)
  %257 = add nsw i32 %136, -20
  %258 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %257
  %259 = load i8, ptr %258, align 1
  %260 = sext i8 %259 to i32
  %261 = tail call i32 @putchar(i32 %260)
  %262 = add nsw i32 %136, -21
  %263 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %262
  %264 = load i8, ptr %263, align 1
  %265 = sext i8 %264 to i32
  %266 = tail call i32 @putchar(i32 %265)
  %267 = add nsw i32 %136, -22
  %268 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %267
  %269 = load i8, ptr %268, align 1
  %270 = sext i8 %269 to i32
  %271 = tail call i32 @putchar(i32 %270)
  %272 = add nsw i32 %136, -23
  %273 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %272
  %274 = load i8, ptr %273, align 1
  %275 = sext i8 %274 to i32
  %276 = tail call i32 @putchar(i32 %275)
  %277 = add nsw i32 %136, -24
  %278 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %277
  %279 = load i8, ptr %278, align 1
  %280 = sext i8 %279 to i32
  %281 = tail call i32 @putchar(i32 %280)
  %282 = add nsw i32 %136, -25
  %283 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %282
  %284 = load i8, ptr %283, align 1
  %285 = sext i8 %284 to i32
  %286 = tail call i32 @putchar(i32 %285)
  %287 = add nsw i32 %136, -26
  %288 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %287
  %289 = load i8, ptr %288, align 1
  %290 = sext i8 %289 to i32
  %291 = tail call i32 @putchar(i32 %290)
  %292 = add nsw i32 %136, -27
  %293 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %292
  %294 = load i8, ptr %293, align 1
  %295 = sext i8 %294 to i32
  %296 = tail call i32 @putchar(i32 %295)
  %297 = add nsw i32 %136, -28
  %298 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %297
  %299 = load i8, ptr %298, align 1
  %300 = sext i8 %299 to i32
  %301 = tail call i32 @putchar(i32 %300)
  %302 = add nsw i32 %136, -29
  %303 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %302
  %304 = load i8, ptr %303, align 1
  %305 = sext i8 %304 to i32
  %306 = tail call i32 @putchar(i32 %305)
  %307 = add nsw i32 %136, -30
  %308 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %307
  %309 = load i8, ptr %308, align 1
  %310 = sext i8 %309 to i32
  %311 = tail call i32 @putchar(i32 %310)
  %312 = add nsw i32 %136, -31
  %313 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %312
  %314 = load i8, ptr %313, align 1
  %315 = sext i8 %314 to i32
  %316 = tail call i32 @putchar(i32 %315)
  %317 = add nsw i32 %136, -32
  %318 = getelementptr inbounds [160 x i8], ptr %11, i32 0, i32 %317
  %319 = load i8, ptr %318, align 1
  %320 = sext i8 %319 to i32
  %321 = tail call i32 @putchar(i32 %320)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %11) #4
  %322 = tail call i32 @putchar(i32 10)
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@NHOOAGF@?5?5?$CF?$CF?5?9?$CI2?$FO100?$CL7?$CJ?5?$DN?5?$AA@")
  %324 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %10) #4
  br label %325

325:                                              ; preds = %325, %152
  %326 = phi i512 [ 427870619339166170912919204847, %152 ], [ %341, %325 ]
  %327 = phi i32 [ 0, %152 ], [ %339, %325 ]
  %328 = freeze i512 %326
  %329 = udiv i512 %328, 10
  %330 = mul i512 %329, 10
  %331 = sub i512 %328, %330
  %332 = trunc nuw nsw i512 %331 to i8
  %333 = or disjoint i8 %332, 48
  %334 = or disjoint i32 %327, 1
  %335 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %327
  store i8 %333, ptr %335, align 1
  %336 = urem i512 %329, 10
  %337 = trunc nuw nsw i512 %336 to i8
  %338 = or disjoint i8 %337, 48
  %339 = add nuw nsw i32 %327, 2
  %340 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %334
  store i8 %338, ptr %340, align 1
  %341 = udiv i512 %326, 100
  %342 = icmp ult i512 %326, 100
  br i1 %342, label %343, label %325, !llvm.loop !4

343:                                              ; preds = %325
  %344 = or disjoint i32 %327, 1
  %345 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %344
  %346 = load i8, ptr %345, align 1
  %347 = sext i8 %346 to i32
  %348 = tail call i32 @putchar(i32 %347)
  %349 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %327
  %350 = load i8, ptr %349, align 1
  %351 = sext i8 %350 to i32
  %352 = tail call i32 @putchar(i32 %351)
  %353 = add nsw i32 %327, -1
  %354 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %353
  %355 = load i8, ptr %354, align 1
  %356 = sext i8 %355 to i32
  %357 = tail call i32 @putchar(i32 %356)
  %358 = add nsw i32 %327, -2
  %359 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %358
  %360 = load i8, ptr %359, align 1
  %361 = sext i8 %360 to i32
  %362 = tail call i32 @putchar(i32 %361)
  %363 = add nsw i32 %327, -3
  %364 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %363
  %365 = load i8, ptr %364, align 1
  %366 = sext i8 %365 to i32
  %367 = tail call i32 @putchar(i32 %366)
  %368 = add nsw i32 %327, -4
  %369 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %368
  %370 = load i8, ptr %369, align 1
  %371 = sext i8 %370 to i32
  %372 = tail call i32 @putchar(i32 %371)
  %373 = add nsw i32 %327, -5
  %374 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %373
  %375 = load i8, ptr %374, align 1
  %376 = sext i8 %375 to i32
  %377 = tail call i32 @putchar(i32 %376)
  %378 = add nsw i32 %327, -6
  %379 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %378
  %380 = load i8, ptr %379, align 1
  %381 = sext i8 %380 to i32
  %382 = tail call i32 @putchar(i32 %381)
  %383 = add nsw i32 %327, -7
  %384 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %383
  %385 = load i8, ptr %384, align 1
  %386 = sext i8 %385 to i32
  %387 = tail call i32 @putchar(i32 %386)
  %388 = add nsw i32 %327, -8
  %389 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %388
  %390 = load i8, ptr %389, align 1
  %391 = sext i8 %390 to i32
  %392 = tail call i32 @putchar(i32 %391)
  %393 = add nsw i32 %327, -9
  %394 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %393
  %395 = load i8, ptr %394, align 1
  %396 = sext i8 %395 to i32
  %397 = tail call i32 @putchar(i32 %396)
  %398 = add nsw i32 %327, -10
  %399 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %398
  %400 = load i8, ptr %399, align 1
  %401 = sext i8 %400 to i32
  %402 = tail call i32 @putchar(i32 %401)
  %403 = add nsw i32 %327, -11
  %404 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %403
  %405 = load i8, ptr %404, align 1
  %406 = sext i8 %405 to i32
  %407 = tail call i32 @putchar(i32 %406)
  %408 = add nsw i32 %327, -12
  %409 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %408
  %410 = load i8, ptr %409, align 1
  %411 = sext i8 %410 to i32
  %412 = tail call i32 @putchar(i32 %411)
  %413 = add nsw i32 %327, -13
  %414 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %413
  %415 = load i8, ptr %414, align 1
  %416 = sext i8 %415 to i32
  %417 = tail call i32 @putchar(i32 %416)
  %418 = add nsw i32 %327, -14
  %419 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %418
  %420 = load i8, ptr %419, align 1
  %421 = sext i8 %420 to i32
  %422 = tail call i32 @putchar(i32 %421)
  %423 = add nsw i32 %327, -15
  %424 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %423
  %425 = load i8, ptr %424, align 1
  %426 = sext i8 %425 to i32
  %427 = tail call i32 @putchar(i32 %426)
  %428 = add nsw i32 %327, -16
  %429 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %428
  %430 = load i8, ptr %429, align 1
  %431 = sext i8 %430 to i32
  %432 = tail call i32 @putchar(i32 %431)
  %433 = add nsw i32 %327, -17
  %434 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %433
  %435 = load i8, ptr %434, align 1
  %436 = sext i8 %435 to i32
  %437 = tail call i32 @putchar(i32 %436)
  %438 = add nsw i32 %327, -18
  %439 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %438
  %440 = load i8, ptr %439, align 1
  %441 = sext i8 %440 to i32
  %442 = tail call i32 @putchar(i32 %441)
  %443 = add nsw i32 %327, -19
  %444 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %443
  %445 = load i8, ptr %444, align 1
  %446 = sext i8 %445 to i32
  %447 = tail call i32 @putchar(i32 %446)
  %448 = add nsw i32 %327, -20
  %449 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %448
  %450 = load i8, ptr %449, align 1
  %451 = sext i8 %450 to i32
  %452 = tail call i32 @putchar(i32 %451)
  %453 = add nsw i32 %327, -21
  %454 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %453
  %455 = load i8, ptr %454, align 1
  %456 = sext i8 %455 to i32
  %457 = tail call i32 @putchar(i32 %456)
  %458 = add nsw i32 %327, -22
  %459 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %458
  %460 = load i8, ptr %459, align 1
  %461 = sext i8 %460 to i32
  %462 = tail call i32 @putchar(i32 %461)
  %463 = add nsw i32 %327, -23
  %464 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %463
  %465 = load i8, ptr %464, align 1
  %466 = sext i8 %465 to i32
  %467 = tail call i32 @putchar(i32 %466)
  %468 = add nsw i32 %327, -24
  %469 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %468
  %470 = load i8, ptr %469, align 1
  %471 = sext i8 %470 to i32
  %472 = tail call i32 @putchar(i32 %471)
  %473 = add nsw i32 %327, -25
  %474 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %473
  %475 = load i8, ptr %474, align 1
  %476 = sext i8 %475 to i32
  %477 = tail call i32 @putchar(i32 %476)
  %478 = add nsw i32 %327, -26
  %479 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %478
  %480 = load i8, ptr %479, align 1
  %481 = sext i8 %480 to i32
  %482 = tail call i32 @putchar(i32 %481)
  %483 = add nsw i32 %327, -27
  %484 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %483
  %485 = load i8, ptr %484, align 1
  %486 = sext i8 %485 to i32
  %487 = tail call i32 @putchar(i32 %486)
  %488 = add nsw i32 %327, -28
  %489 = getelementptr inbounds [160 x i8], ptr %10, i32 0, i32 %488
  %490 = load i8, ptr %489, align 1
  %491 = sext i8 %490 to i32
  %492 = tail call i32 @putchar(i32 %491)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %10) #4
  %493 = tail call i32 @putchar(i32 10)
  %494 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@PHMLAPFL@?5?5?$DO?$DO?577?5?$DN?5?$AA@")
  %495 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %9) #4
  br label %496

496:                                              ; preds = %508, %343
  %497 = phi i512 [ 28751940851243596280421379846014180622146, %343 ], [ %514, %508 ]
  %498 = phi i32 [ 0, %343 ], [ %512, %508 ]
  %499 = freeze i512 %497
  %500 = udiv i512 %499, 10
  %501 = mul i512 %500, 10
  %502 = sub i512 %499, %501
  %503 = trunc nuw nsw i512 %502 to i8
  %504 = or disjoint i8 %503, 48
  %505 = or disjoint i32 %498, 1
  %506 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %498
  store i8 %504, ptr %506, align 1
  %507 = icmp ult i512 %497, 10
  br i1 %507, label %515, label %508, !llvm.loop !4

508:                                              ; preds = %496
  %509 = urem i512 %500, 10
  %510 = trunc nuw nsw i512 %509 to i8
  %511 = or disjoint i8 %510, 48
  %512 = add nuw nsw i32 %498, 2
  %513 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %505
  store i8 %511, ptr %513, align 1
  %514 = udiv i512 %497, 100
  br label %496

515:                                              ; preds = %496, %515
  %516 = phi i32 [ %517, %515 ], [ %505, %496 ]
  %517 = add nsw i32 %516, -1
  %518 = getelementptr inbounds [160 x i8], ptr %9, i32 0, i32 %517
  %519 = load i8, ptr %518, align 1
  %520 = sext i8 %519 to i32
  %521 = tail call i32 @putchar(i32 %520)
  %522 = icmp eq i32 %517, 0
  br i1 %522, label %523, label %515, !llvm.loop !6

523:                                              ; preds = %515
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %9) #4
  %524 = tail call i32 @putchar(i32 10)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09JEFAKFNB@?5?5?$DM?$DM?53?5?$DN?5?$AA@")
  %526 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %8) #4
  br label %527

527:                                              ; preds = %539, %523
  %528 = phi i512 [ 34758963659101003478414409332645450107860161793097728000000000000, %523 ], [ %545, %539 ]
  %529 = phi i32 [ 0, %523 ], [ %543, %539 ]
  %530 = freeze i512 %528
  %531 = udiv i512 %530, 10
  %532 = mul i512 %531, 10
  %533 = sub i512 %530, %532
  %534 = trunc nuw nsw i512 %533 to i8
  %535 = or disjoint i8 %534, 48
  %536 = or disjoint i32 %529, 1
  %537 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %529
  store i8 %535, ptr %537, align 1
  %538 = icmp ult i512 %528, 10
  br i1 %538, label %546, label %539, !llvm.loop !4

539:                                              ; preds = %527
  %540 = urem i512 %531, 10
  %541 = trunc nuw nsw i512 %540 to i8
  %542 = or disjoint i8 %541, 48
  %543 = add nuw nsw i32 %529, 2
  %544 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %536
  store i8 %542, ptr %544, align 1
  %545 = udiv i512 %528, 100
  br label %527

546:                                              ; preds = %527, %546
  %547 = phi i32 [ %548, %546 ], [ %536, %527 ]
  %548 = add nsw i32 %547, -1
  %549 = getelementptr inbounds [160 x i8], ptr %8, i32 0, i32 %548
  %550 = load i8, ptr %549, align 1
  %551 = sext i8 %550 to i32
  %552 = tail call i32 @putchar(i32 %551)
  %553 = icmp eq i32 %548, 0
  br i1 %553, label %554, label %546, !llvm.loop !6

554:                                              ; preds = %546
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %8) #4
  %555 = tail call i32 @putchar(i32 10)
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@MBFOBJGB@big?5?1?5?$CIbig?5?$DO?$DO?570?$CJ?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %7) #4
  br label %557

557:                                              ; preds = %557, %554
  %558 = phi i512 [ 1180591620717411303424, %554 ], [ %573, %557 ]
  %559 = phi i32 [ 0, %554 ], [ %571, %557 ]
  %560 = freeze i512 %558
  %561 = udiv i512 %560, 10
  %562 = mul i512 %561, 10
  %563 = sub i512 %560, %562
  %564 = trunc nuw nsw i512 %563 to i8
  %565 = or disjoint i8 %564, 48
  %566 = or disjoint i32 %559, 1
  %567 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %559
  store i8 %565, ptr %567, align 1
  %568 = urem i512 %561, 10
  %569 = trunc nuw nsw i512 %568 to i8
  %570 = or disjoint i8 %569, 48
  %571 = add nuw nsw i32 %559, 2
  %572 = getelementptr inbounds [160 x i8], ptr %7, i32 0, i32 %566
  store i8 %570, ptr %572, align 1
  %573 = udiv i512 %558, 100
  %574 = icmp eq i32 %571, 22
  br i1 %574, label %575, label %557, !llvm.loop !4

575:                                              ; preds = %557
  %576 = getelementptr inbounds i8, ptr %7, i32 21
  %577 = load i8, ptr %576, align 1
  %578 = sext i8 %577 to i32
  %579 = tail call i32 @putchar(i32 %578)
  %580 = getelementptr inbounds i8, ptr %7, i32 20
  %581 = load i8, ptr %580, align 1
  %582 = sext i8 %581 to i32
  %583 = tail call i32 @putchar(i32 %582)
  %584 = getelementptr inbounds i8, ptr %7, i32 19
  %585 = load i8, ptr %584, align 1
  %586 = sext i8 %585 to i32
  %587 = tail call i32 @putchar(i32 %586)
  %588 = getelementptr inbounds i8, ptr %7, i32 18
  %589 = load i8, ptr %588, align 1
  %590 = sext i8 %589 to i32
  %591 = tail call i32 @putchar(i32 %590)
  %592 = getelementptr inbounds i8, ptr %7, i32 17
  %593 = load i8, ptr %592, align 1
  %594 = sext i8 %593 to i32
  %595 = tail call i32 @putchar(i32 %594)
  %596 = getelementptr inbounds i8, ptr %7, i32 16
  %597 = load i8, ptr %596, align 1
  %598 = sext i8 %597 to i32
  %599 = tail call i32 @putchar(i32 %598)
  %600 = getelementptr inbounds i8, ptr %7, i32 15
  %601 = load i8, ptr %600, align 1
  %602 = sext i8 %601 to i32
  %603 = tail call i32 @putchar(i32 %602)
  %604 = getelementptr inbounds i8, ptr %7, i32 14
  %605 = load i8, ptr %604, align 1
  %606 = sext i8 %605 to i32
  %607 = tail call i32 @putchar(i32 %606)
  %608 = getelementptr inbounds i8, ptr %7, i32 13
  %609 = load i8, ptr %608, align 1
  %610 = sext i8 %609 to i32
  %611 = tail call i32 @putchar(i32 %610)
  %612 = getelementptr inbounds i8, ptr %7, i32 12
  %613 = load i8, ptr %612, align 1
  %614 = sext i8 %613 to i32
  %615 = tail call i32 @putchar(i32 %614)
  %616 = getelementptr inbounds i8, ptr %7, i32 11
  %617 = load i8, ptr %616, align 1
  %618 = sext i8 %617 to i32
  %619 = tail call i32 @putchar(i32 %618)
  %620 = getelementptr inbounds i8, ptr %7, i32 10
  %621 = load i8, ptr %620, align 1
  %622 = sext i8 %621 to i32
  %623 = tail call i32 @putchar(i32 %622)
  %624 = getelementptr inbounds i8, ptr %7, i32 9
  %625 = load i8, ptr %624, align 1
  %626 = sext i8 %625 to i32
  %627 = tail call i32 @putchar(i32 %626)
  %628 = getelementptr inbounds i8, ptr %7, i32 8
  %629 = load i8, ptr %628, align 1
  %630 = sext i8 %629 to i32
  %631 = tail call i32 @putchar(i32 %630)
  %632 = getelementptr inbounds i8, ptr %7, i32 7
  %633 = load i8, ptr %632, align 1
  %634 = sext i8 %633 to i32
  %635 = tail call i32 @putchar(i32 %634)
  %636 = getelementptr inbounds i8, ptr %7, i32 6
  %637 = load i8, ptr %636, align 1
  %638 = sext i8 %637 to i32
  %639 = tail call i32 @putchar(i32 %638)
  %640 = getelementptr inbounds i8, ptr %7, i32 5
  %641 = load i8, ptr %640, align 1
  %642 = sext i8 %641 to i32
  %643 = tail call i32 @putchar(i32 %642)
  %644 = getelementptr inbounds i8, ptr %7, i32 4
  %645 = load i8, ptr %644, align 1
  %646 = sext i8 %645 to i32
  %647 = tail call i32 @putchar(i32 %646)
  %648 = getelementptr inbounds i8, ptr %7, i32 3
  %649 = load i8, ptr %648, align 1
  %650 = sext i8 %649 to i32
  %651 = tail call i32 @putchar(i32 %650)
  %652 = getelementptr inbounds i8, ptr %7, i32 2
  %653 = load i8, ptr %652, align 1
  %654 = sext i8 %653 to i32
  %655 = tail call i32 @putchar(i32 %654)
  %656 = getelementptr inbounds i8, ptr %7, i32 1
  %657 = load i8, ptr %656, align 1
  %658 = sext i8 %657 to i32
  %659 = tail call i32 @putchar(i32 %658)
  %660 = load i8, ptr %7, align 1
  %661 = sext i8 %660 to i32
  %662 = tail call i32 @putchar(i32 %661)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %7) #4
  %663 = tail call i32 @putchar(i32 10)
  %664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BN@GMPOMEHM@big?5?$CF?$CF?50xffffffffffffffc5?5?$DN?5?$AA@")
  %665 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -8608480567731282409)
  %667 = tail call i32 @putchar(i32 10)
  %668 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MHMOAPGM@rotl?513?5?$DN?5?$AA@")
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %670 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 7542668687916785664)
  %671 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 8155)
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -7542668687916793856)
  %673 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 35790884)
  %674 = tail call i32 @putchar(i32 10)
  %675 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@NHEIFNJJ@3?$FO1000?5mod?5?$CI2?$FO199?91?$CJ?5?$DN?5?$AA@")
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %6) #4
  br label %676

676:                                              ; preds = %676, %575
  %677 = phi i512 [ 232903844422231563002894095864749153869098384508326780633371, %575 ], [ %692, %676 ]
  %678 = phi i32 [ 0, %575 ], [ %690, %676 ]
  %679 = freeze i512 %677
  %680 = udiv i512 %679, 10
  %681 = mul i512 %680, 10
  %682 = sub i512 %679, %681
  %683 = trunc nuw nsw i512 %682 to i8
  %684 = or disjoint i8 %683, 48
  %685 = or disjoint i32 %678, 1
  %686 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %678
  store i8 %684, ptr %686, align 1
  %687 = urem i512 %680, 10
  %688 = trunc nuw nsw i512 %687 to i8
  %689 = or disjoint i8 %688, 48
  %690 = add nuw nsw i32 %678, 2
  %691 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %685
  store i8 %689, ptr %691, align 1
  %692 = udiv i512 %677, 100
  %693 = icmp ult i512 %677, 100
  br i1 %693, label %694, label %676, !llvm.loop !4

694:                                              ; preds = %676, %694
  %695 = phi i32 [ %696, %694 ], [ %690, %676 ]
  %696 = add nsw i32 %695, -1
  %697 = getelementptr inbounds [160 x i8], ptr %6, i32 0, i32 %696
  %698 = load i8, ptr %697, align 1
  %699 = sext i8 %698 to i32
  %700 = tail call i32 @putchar(i32 %699)
  %701 = icmp eq i32 %696, 0
  br i1 %701, label %702, label %694, !llvm.loop !6

702:                                              ; preds = %694
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %6) #4
  %703 = tail call i32 @putchar(i32 10)
  %704 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@JADJKHHE@7?$FO?$CI2?$FO150?$CJ?5mod?5?$CI2?$FO127?91?$CJ?5?$DN?5?$AA@")
  br label %705

705:                                              ; preds = %714, %702
  %706 = phi i512 [ 7, %702 ], [ %717, %714 ]
  %707 = phi i512 [ 1, %702 ], [ %715, %714 ]
  %708 = phi i200 [ 1427247692705959881058285969449495136382746624, %702 ], [ %718, %714 ]
  %709 = and i200 %708, 1
  %710 = icmp eq i200 %709, 0
  br i1 %710, label %714, label %711

711:                                              ; preds = %705
  %712 = mul nuw nsw i512 %707, %706
  %713 = urem i512 %712, 170141183460469231731687303715884105727
  br label %714

714:                                              ; preds = %711, %705
  %715 = phi i512 [ %713, %711 ], [ %707, %705 ]
  %716 = mul nuw nsw i512 %706, %706
  %717 = urem i512 %716, 170141183460469231731687303715884105727
  %718 = lshr i200 %708, 1
  %719 = icmp ult i200 %708, 2
  br i1 %719, label %720, label %705, !llvm.loop !7

720:                                              ; preds = %714
  %721 = and i512 %715, 1606938044258990275541962092341162602522202993782792835301375
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #4
  br label %722

722:                                              ; preds = %722, %720
  %723 = phi i512 [ %721, %720 ], [ %726, %722 ]
  %724 = phi i32 [ 0, %720 ], [ %731, %722 ]
  %725 = freeze i512 %723
  %726 = udiv i512 %725, 10
  %727 = mul i512 %726, 10
  %728 = sub i512 %725, %727
  %729 = trunc nuw nsw i512 %728 to i8
  %730 = or disjoint i8 %729, 48
  %731 = add nuw nsw i32 %724, 1
  %732 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %724
  store i8 %730, ptr %732, align 1
  %733 = icmp ult i512 %723, 10
  br i1 %733, label %734, label %722, !llvm.loop !4

734:                                              ; preds = %722, %734
  %735 = phi i32 [ %736, %734 ], [ %731, %722 ]
  %736 = add nsw i32 %735, -1
  %737 = getelementptr inbounds [160 x i8], ptr %5, i32 0, i32 %736
  %738 = load i8, ptr %737, align 1
  %739 = sext i8 %738 to i32
  %740 = tail call i32 @putchar(i32 %739)
  %741 = icmp eq i32 %736, 0
  br i1 %741, label %742, label %734, !llvm.loop !6

742:                                              ; preds = %734
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #4
  %743 = tail call i32 @putchar(i32 10)
  %744 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@DPKLLKPJ@u129?5max?5?$DN?5?$AA@")
  %745 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %746 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 1)
  %747 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1)
  %748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1)
  %749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07BDJGPHIP@?0?5?$CL1?5?$DN?5?$AA@")
  %750 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %751 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %752 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %753 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %754 = tail call i32 @putchar(i32 10)
  %755 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@DFEKPKML@i129?5min?5?$DN?5?$AA@")
  %756 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #4
  br label %757

757:                                              ; preds = %768, %742
  %758 = phi i512 [ 340282366920938463463374607431768211456, %742 ], [ %775, %768 ]
  %759 = phi i32 [ 0, %742 ], [ %773, %768 ]
  %760 = freeze i512 %758
  %761 = udiv i512 %760, 10
  %762 = mul i512 %761, 10
  %763 = sub i512 %760, %762
  %764 = trunc nuw nsw i512 %763 to i8
  %765 = or disjoint i8 %764, 48
  %766 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %759
  store i8 %765, ptr %766, align 1
  %767 = icmp eq i32 %759, 38
  br i1 %767, label %776, label %768, !llvm.loop !4

768:                                              ; preds = %757
  %769 = or disjoint i32 %759, 1
  %770 = urem i512 %761, 10
  %771 = trunc nuw nsw i512 %770 to i8
  %772 = or disjoint i8 %771, 48
  %773 = add nuw nsw i32 %759, 2
  %774 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %769
  store i8 %772, ptr %774, align 1
  %775 = udiv i512 %758, 100
  br label %757

776:                                              ; preds = %757, %776
  %777 = phi i32 [ %778, %776 ], [ 39, %757 ]
  %778 = add nsw i32 %777, -1
  %779 = getelementptr inbounds [160 x i8], ptr %4, i32 0, i32 %778
  %780 = load i8, ptr %779, align 1
  %781 = sext i8 %780 to i32
  %782 = tail call i32 @putchar(i32 %781)
  %783 = icmp eq i32 %778, 0
  br i1 %783, label %784, label %776, !llvm.loop !6

784:                                              ; preds = %776
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #4
  %785 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@JOCJILLP@?0?5?$DM?50?3?5?$CFd?0?5as?5u129?5?$DO?51?3?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1)
  %786 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@MAPFMMHE@compare?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  %787 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@IAEDODHN@narrow?3?5?$CFlld?5?$CFu?5?$CFlld?6?$AA@", i64 noundef -2169749857974091776, i32 noundef 0, i64 noundef -5)
  %788 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@ENPJGKCE@from?5long?5long?3?5?$AA@")
  %789 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #4
  br label %790

790:                                              ; preds = %790, %784
  %791 = phi i512 [ 123456789876542523086415, %784 ], [ %806, %790 ]
  %792 = phi i32 [ 0, %784 ], [ %804, %790 ]
  %793 = freeze i512 %791
  %794 = udiv i512 %793, 10
  %795 = mul i512 %794, 10
  %796 = sub i512 %793, %795
  %797 = trunc nuw nsw i512 %796 to i8
  %798 = or disjoint i8 %797, 48
  %799 = or disjoint i32 %792, 1
  %800 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %792
  store i8 %798, ptr %800, align 1
  %801 = urem i512 %794, 10
  %802 = trunc nuw nsw i512 %801 to i8
  %803 = or disjoint i8 %802, 48
  %804 = add nuw nsw i32 %792, 2
  %805 = getelementptr inbounds [160 x i8], ptr %3, i32 0, i32 %799
  store i8 %803, ptr %805, align 1
  %806 = udiv i512 %791, 100
  %807 = icmp eq i32 %804, 24
  br i1 %807, label %808, label %790, !llvm.loop !4

808:                                              ; preds = %790
  %809 = getelementptr inbounds i8, ptr %3, i32 23
  %810 = load i8, ptr %809, align 1
  %811 = sext i8 %810 to i32
  %812 = tail call i32 @putchar(i32 %811)
  %813 = getelementptr inbounds i8, ptr %3, i32 22
  %814 = load i8, ptr %813, align 1
  %815 = sext i8 %814 to i32
  %816 = tail call i32 @putchar(i32 %815)
  %817 = getelementptr inbounds i8, ptr %3, i32 21
  %818 = load i8, ptr %817, align 1
  %819 = sext i8 %818 to i32
  %820 = tail call i32 @putchar(i32 %819)
  %821 = getelementptr inbounds i8, ptr %3, i32 20
  %822 = load i8, ptr %821, align 1
  %823 = sext i8 %822 to i32
  %824 = tail call i32 @putchar(i32 %823)
  %825 = getelementptr inbounds i8, ptr %3, i32 19
  %826 = load i8, ptr %825, align 1
  %827 = sext i8 %826 to i32
  %828 = tail call i32 @putchar(i32 %827)
  %829 = getelementptr inbounds i8, ptr %3, i32 18
  %830 = load i8, ptr %829, align 1
  %831 = sext i8 %830 to i32
  %832 = tail call i32 @putchar(i32 %831)
  %833 = getelementptr inbounds i8, ptr %3, i32 17
  %834 = load i8, ptr %833, align 1
  %835 = sext i8 %834 to i32
  %836 = tail call i32 @putchar(i32 %835)
  %837 = getelementptr inbounds i8, ptr %3, i32 16
  %838 = load i8, ptr %837, align 1
  %839 = sext i8 %838 to i32
  %840 = tail call i32 @putchar(i32 %839)
  %841 = getelementptr inbounds i8, ptr %3, i32 15
  %842 = load i8, ptr %841, align 1
  %843 = sext i8 %842 to i32
  %844 = tail call i32 @putchar(i32 %843)
  %845 = getelementptr inbounds i8, ptr %3, i32 14
  %846 = load i8, ptr %845, align 1
  %847 = sext i8 %846 to i32
  %848 = tail call i32 @putchar(i32 %847)
  %849 = getelementptr inbounds i8, ptr %3, i32 13
  %850 = load i8, ptr %849, align 1
  %851 = sext i8 %850 to i32
  %852 = tail call i32 @putchar(i32 %851)
  %853 = getelementptr inbounds i8, ptr %3, i32 12
  %854 = load i8, ptr %853, align 1
  %855 = sext i8 %854 to i32
  %856 = tail call i32 @putchar(i32 %855)
  %857 = getelementptr inbounds i8, ptr %3, i32 11
  %858 = load i8, ptr %857, align 1
  %859 = sext i8 %858 to i32
  %860 = tail call i32 @putchar(i32 %859)
  %861 = getelementptr inbounds i8, ptr %3, i32 10
  %862 = load i8, ptr %861, align 1
  %863 = sext i8 %862 to i32
  %864 = tail call i32 @putchar(i32 %863)
  %865 = getelementptr inbounds i8, ptr %3, i32 9
  %866 = load i8, ptr %865, align 1
  %867 = sext i8 %866 to i32
  %868 = tail call i32 @putchar(i32 %867)
  %869 = getelementptr inbounds i8, ptr %3, i32 8
  %870 = load i8, ptr %869, align 1
  %871 = sext i8 %870 to i32
  %872 = tail call i32 @putchar(i32 %871)
  %873 = getelementptr inbounds i8, ptr %3, i32 7
  %874 = load i8, ptr %873, align 1
  %875 = sext i8 %874 to i32
  %876 = tail call i32 @putchar(i32 %875)
  %877 = getelementptr inbounds i8, ptr %3, i32 6
  %878 = load i8, ptr %877, align 1
  %879 = sext i8 %878 to i32
  %880 = tail call i32 @putchar(i32 %879)
  %881 = getelementptr inbounds i8, ptr %3, i32 5
  %882 = load i8, ptr %881, align 1
  %883 = sext i8 %882 to i32
  %884 = tail call i32 @putchar(i32 %883)
  %885 = getelementptr inbounds i8, ptr %3, i32 4
  %886 = load i8, ptr %885, align 1
  %887 = sext i8 %886 to i32
  %888 = tail call i32 @putchar(i32 %887)
  %889 = getelementptr inbounds i8, ptr %3, i32 3
  %890 = load i8, ptr %889, align 1
  %891 = sext i8 %890 to i32
  %892 = tail call i32 @putchar(i32 %891)
  %893 = getelementptr inbounds i8, ptr %3, i32 2
  %894 = load i8, ptr %893, align 1
  %895 = sext i8 %894 to i32
  %896 = tail call i32 @putchar(i32 %895)
  %897 = getelementptr inbounds i8, ptr %3, i32 1
  %898 = load i8, ptr %897, align 1
  %899 = sext i8 %898 to i32
  %900 = tail call i32 @putchar(i32 %899)
  %901 = load i8, ptr %3, align 1
  %902 = sext i8 %901 to i32
  %903 = tail call i32 @putchar(i32 %902)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #4
  %904 = tail call i32 @putchar(i32 10)
  %905 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@BOCKPJGJ@add_overflow?3?5?$CFd?5?$AA@", i32 noundef 1)
  %906 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #4
  br label %907

907:                                              ; preds = %918, %808
  %908 = phi i512 [ 57896044618658097711785492504343953926634992332820282019728792003956564819968, %808 ], [ %925, %918 ]
  %909 = phi i32 [ 0, %808 ], [ %923, %918 ]
  %910 = freeze i512 %908
  %911 = udiv i512 %910, 10
  %912 = mul i512 %911, 10
  %913 = sub i512 %910, %912
  %914 = trunc nuw nsw i512 %913 to i8
  %915 = or disjoint i8 %914, 48
  %916 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %909
  store i8 %915, ptr %916, align 1
  %917 = icmp eq i32 %909, 76
  br i1 %917, label %926, label %918, !llvm.loop !4

918:                                              ; preds = %907
  %919 = or disjoint i32 %909, 1
  %920 = urem i512 %911, 10
  %921 = trunc nuw nsw i512 %920 to i8
  %922 = or disjoint i8 %921, 48
  %923 = add nuw nsw i32 %909, 2
  %924 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %919
  store i8 %922, ptr %924, align 1
  %925 = udiv i512 %908, 100
  br label %907

926:                                              ; preds = %907, %926
  %927 = phi i32 [ %928, %926 ], [ 77, %907 ]
  %928 = add nsw i32 %927, -1
  %929 = getelementptr inbounds [160 x i8], ptr %2, i32 0, i32 %928
  %930 = load i8, ptr %929, align 1
  %931 = sext i8 %930 to i32
  %932 = tail call i32 @putchar(i32 %931)
  %933 = icmp eq i32 %928, 0
  br i1 %933, label %969, label %926, !llvm.loop !6

934:                                              ; preds = %934, %969
  %935 = phi i512 [ 1809251394333065548785470339220737987330501442994884001039758166775616765833, %969 ], [ %950, %934 ]
  %936 = phi i32 [ 0, %969 ], [ %948, %934 ]
  %937 = freeze i512 %935
  %938 = udiv i512 %937, 10
  %939 = mul i512 %938, 10
  %940 = sub i512 %937, %939
  %941 = trunc nuw nsw i512 %940 to i8
  %942 = or disjoint i8 %941, 48
  %943 = or disjoint i32 %936, 1
  %944 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %936
  store i8 %942, ptr %944, align 1
  %945 = urem i512 %938, 10
  %946 = trunc nuw nsw i512 %945 to i8
  %947 = or disjoint i8 %946, 48
  %948 = add nuw nsw i32 %936, 2
  %949 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %943
  store i8 %947, ptr %949, align 1
  %950 = udiv i512 %935, 100
  %951 = icmp eq i32 %948, 76
  br i1 %951, label %952, label %934, !llvm.loop !4

952:                                              ; preds = %934, %952
  %953 = phi i32 [ %954, %952 ], [ 76, %934 ]
  %954 = add nsw i32 %953, -1
  %955 = getelementptr inbounds [160 x i8], ptr %1, i32 0, i32 %954
  %956 = load i8, ptr %955, align 1
  %957 = sext i8 %956 to i32
  %958 = tail call i32 @putchar(i32 %957)
  %959 = icmp eq i32 %954, 0
  br i1 %959, label %960, label %952, !llvm.loop !6

960:                                              ; preds = %952
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #4
  %961 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %15) #4
  store i256 72555702159401713385052640506756751399, ptr %15, align 8
  %962 = getelementptr inbounds i8, ptr %15, i32 32
  store i256 461754372359287425223522222090474083375090777366640550519, ptr %962, align 8
  %963 = getelementptr inbounds i8, ptr %15, i32 64
  store i256 226828309824503319757168304370581136512441606502321296841726, ptr %963, align 8
  %964 = getelementptr inbounds i8, ptr %15, i32 96
  store i256 1126606565358091759131682887440807346350181190747142181450426, ptr %964, align 8
  %965 = getelementptr inbounds i8, ptr %15, i32 128
  store i256 1100590368895367520029231080004363731947526648155270029401026, ptr %965, align 8
  %966 = getelementptr inbounds i8, ptr %15, i32 160
  store i256 473124339523906308324492576525509331252590156101966648477646, ptr %966, align 8
  %967 = getelementptr inbounds i8, ptr %15, i32 192
  store i256 1469938731448762846422979639027550575571182101296938987790833, ptr %967, align 8
  %968 = getelementptr inbounds i8, ptr %15, i32 224
  store i256 1400425075454841354526368446220114295877674710696116757235243, ptr %968, align 8
  br label %1011

969:                                              ; preds = %926
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #4
  %970 = tail call i32 @putchar(i32 10)
  %971 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@KPHOPLOK@mul_overflow?3?5?$CFd?5?$CFd?5?$AA@", i32 noundef 1, i32 noundef 0)
  %972 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -9223372036854775808)
  %974 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %975 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %976 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %977 = tail call i32 @putchar(i32 10)
  %978 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@PGDLPFCI@sub_overflow?3?5?$CFd?5?$AA@", i32 noundef 1)
  %979 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %980 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1)
  %981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1)
  %982 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1)
  %983 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -2)
  %984 = tail call i32 @putchar(i32 10)
  %985 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@BHNMOEGB@popcount?5?$CFd?5clz?5?$CFd?5ctz?5?$CFd?6?$AA@", i32 noundef 68, i32 noundef 7, i32 noundef 0)
  %986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CP@EMIDHBOJ@popcount?$CIu200?5max?$CJ?5?$CFd?5clz?$CI1?$CJ?5?$CFd?5@", i32 noundef 199, i32 noundef 199, i32 noundef 199)
  %987 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07PIJKFMNB@switch?3?$AA@")
  %988 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 1)
  %989 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 2)
  %990 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 3)
  %991 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 4)
  %992 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 5)
  %993 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 0)
  %994 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03EBJOKFHF@?5?$CFd?$AA@", i32 noundef 0)
  %995 = tail call i32 @putchar(i32 10)
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@ODKLKDLD@bit?9field?3?5?$AA@")
  %997 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %998 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 2097152)
  %999 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %1000 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 12346)
  %1001 = tail call i32 @putchar(i32 32)
  %1002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %1003 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 1125899906842623)
  %1004 = tail call i32 @putchar(i32 10)
  %1005 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GPIOBFHM@?5?5b?5wraps?3?5?$AA@")
  %1006 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %1007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %1008 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@ICLJAKPJ@?0?5a?5kept?3?5?$CFd?6?$AA@", i32 noundef 1)
  %1009 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06KEDPBFJK@pair?3?5?$AA@")
  %1010 = tail call i32 @putchar(i32 45)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #4
  br label %934

1011:                                             ; preds = %960, %1052
  %1012 = phi i32 [ 8, %960 ], [ %1054, %1052 ]
  %1013 = phi i32 [ 0, %960 ], [ %1053, %1052 ]
  %1014 = icmp ult i32 %1013, 7
  br i1 %1014, label %1015, label %1052

1015:                                             ; preds = %1011
  %1016 = load i256, ptr %15, align 8
  br label %1056

1017:                                             ; preds = %1052
  %1018 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07OJMLNKJI@sorted?3?$AA@")
  %1019 = load i256, ptr %15, align 8
  %1020 = lshr i256 %1019, 136
  %1021 = trunc i256 %1020 to i64
  %1022 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1021)
  %1023 = load i256, ptr %962, align 8
  %1024 = lshr i256 %1023, 136
  %1025 = trunc i256 %1024 to i64
  %1026 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1025)
  %1027 = load i256, ptr %963, align 8
  %1028 = lshr i256 %1027, 136
  %1029 = trunc i256 %1028 to i64
  %1030 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1029)
  %1031 = load i256, ptr %964, align 8
  %1032 = lshr i256 %1031, 136
  %1033 = trunc i256 %1032 to i64
  %1034 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1033)
  %1035 = load i256, ptr %965, align 8
  %1036 = lshr i256 %1035, 136
  %1037 = trunc i256 %1036 to i64
  %1038 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1037)
  %1039 = load i256, ptr %966, align 8
  %1040 = lshr i256 %1039, 136
  %1041 = trunc i256 %1040 to i64
  %1042 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1041)
  %1043 = load i256, ptr %967, align 8
  %1044 = lshr i256 %1043, 136
  %1045 = trunc i256 %1044 to i64
  %1046 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1045)
  %1047 = load i256, ptr %968, align 8
  %1048 = lshr i256 %1047, 136
  %1049 = trunc i256 %1048 to i64
  %1050 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08LEGOLALN@?5?$CF016llx?$AA@", i64 noundef %1049)
  %1051 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %15) #4
  ret i32 41

1052:                                             ; preds = %1069, %1011
  %1053 = add nuw nsw i32 %1013, 1
  %1054 = add nsw i32 %1012, -1
  %1055 = icmp eq i32 %1053, 8
  br i1 %1055, label %1017, label %1011, !llvm.loop !8

1056:                                             ; preds = %1015, %1069
  %1057 = phi i256 [ %1070, %1069 ], [ %1016, %1015 ]
  %1058 = phi i32 [ %1071, %1069 ], [ 1, %1015 ]
  %1059 = phi i32 [ %1058, %1069 ], [ 0, %1015 ]
  %1060 = trunc i256 %1057 to i200
  %1061 = getelementptr inbounds [8 x i256], ptr %15, i32 0, i32 %1058
  %1062 = load i256, ptr %1061, align 8
  %1063 = trunc i256 %1062 to i200
  %1064 = icmp ugt i200 %1060, %1063
  br i1 %1064, label %1065, label %1069

1065:                                             ; preds = %1056
  %1066 = getelementptr inbounds [8 x i256], ptr %15, i32 0, i32 %1059
  %1067 = and i256 %1057, 1606938044258990275541962092341162602522202993782792835301375
  %1068 = and i256 %1062, 1606938044258990275541962092341162602522202993782792835301375
  store i256 %1068, ptr %1066, align 8
  store i256 %1067, ptr %1061, align 8
  br label %1069

1069:                                             ; preds = %1056, %1065
  %1070 = phi i256 [ %1062, %1056 ], [ %1067, %1065 ]
  %1071 = add nuw nsw i32 %1058, 1
  %1072 = icmp eq i32 %1071, %1012
  br i1 %1072, label %1052, label %1056, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
