; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_09BKNANHHJ@popcount?3?$AA@" = comdat any

$"??_C@_06FBLLMJNF@?5?$CFd?1?$CFd?$AA@" = comdat any

$"??_C@_09BBBPDOPK@?6clz?1ctz?3?$AA@" = comdat any

$"??_C@_09CJNCNBDK@?5?$CFd?0?$CFd?0?$CFd?$AA@" = comdat any

$"??_C@_0CF@EKJNJPAM@?6clz32?5?$CFd?5ctz32?5?$CFd?5ffs?5?$CFd?5parity@" = comdat any

$"??_C@_0BK@MAGPOJPC@bswap?3?5?$CF04x?5?$CF08x?5?$CF016llx?6?$AA@" = comdat any

$"??_C@_0CK@KNJDIKPC@rev32?5?$CF08x?5rotl?5?$CF08x?5?$CF08x?5rotr64@" = comdat any

$"??_C@_0BI@MAFMHHGM@next_pow2?3?5?$CFu?5?$CFu?5?$CFu?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BC@HIBELBEP@gray?5mismatch?5?$CFu?6?$AA@" = comdat any

$"??_C@_0N@IEJAFIFL@gray?5sum?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BH@BFOINBEK@xorshift?5hash?5?$CF016llx?6?$AA@" = comdat any

$"??_C@_0CC@HDAFKPAI@shl?3?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFllx?5?$CFllx@" = comdat any

$"??_C@_0CC@IDKMHCPA@shr?3?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld@" = comdat any

$"??_C@_0CA@MBOGEOOI@var?5shifts?3?5?$CFx?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld?6?$AA@" = comdat any

$"??_C@_05PLAIAFGE@?$CFllx?5?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0CA@PNOAOJEH@conv?3?5?$CFu?5?$CFllu?5?$CFlld?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@GDALJPJC@trunc?3?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@DBHKKKHN@cmp?5signedness?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@FOPHICGG@promotion?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@PDKCPEPH@int?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@IIIHBKEE@mod?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@LBMCLCGG@div?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@IFLEJABL@unsigned?5wrap?3?5?$CFu?5?$CFu?5?$CFllu?6?$AA@" = comdat any

$"??_C@_0BA@LDBHEPCH@abs?9ish?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@KNLAEOHD@widen?5mul?3?5?$CFlld?5?$CFllu?6?$AA@" = comdat any

$"??_C@_0BM@LAGGEOPF@builtin?5overflow?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

@"??_C@_09BKNANHHJ@popcount?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"popcount:\00", comdat, align 1
@"??_C@_06FBLLMJNF@?5?$CFd?1?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c" %d/%d\00", comdat, align 1
@"??_C@_09BBBPDOPK@?6clz?1ctz?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"\0Aclz/ctz:\00", comdat, align 1
@"??_C@_09CJNCNBDK@?5?$CFd?0?$CFd?0?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c" %d,%d,%d\00", comdat, align 1
@"??_C@_0CF@EKJNJPAM@?6clz32?5?$CFd?5ctz32?5?$CFd?5ffs?5?$CFd?5parity@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"\0Aclz32 %d ctz32 %d ffs %d parity %d\0A\00", comdat, align 1
@"??_C@_0BK@MAGPOJPC@bswap?3?5?$CF04x?5?$CF08x?5?$CF016llx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"bswap: %04x %08x %016llx\0A\00", comdat, align 1
@"??_C@_0CK@KNJDIKPC@rev32?5?$CF08x?5rotl?5?$CF08x?5?$CF08x?5rotr64@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"rev32 %08x rotl %08x %08x rotr64 %016llx\0A\00", comdat, align 1
@"??_C@_0BI@MAFMHHGM@next_pow2?3?5?$CFu?5?$CFu?5?$CFu?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"next_pow2: %u %u %u %u\0A\00", comdat, align 1
@"??_C@_0BC@HIBELBEP@gray?5mismatch?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"gray mismatch %u\0A\00", comdat, align 1
@"??_C@_0N@IEJAFIFL@gray?5sum?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"gray sum %u\0A\00", comdat, align 1
@"??_C@_0BH@BFOINBEK@xorshift?5hash?5?$CF016llx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"xorshift hash %016llx\0A\00", comdat, align 1
@"??_C@_0CC@HDAFKPAI@shl?3?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFllx?5?$CFllx@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"shl: %x %x %x %x %x %x %llx %llx\0A\00", comdat, align 1
@"??_C@_0CC@IDKMHCPA@shr?3?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"shr: %x %d %x %d %x %d %llx %lld\0A\00", comdat, align 1
@"??_C@_0CA@MBOGEOOI@var?5shifts?3?5?$CFx?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"var shifts: %x %x %d %llx %lld\0A\00", comdat, align 1
@"??_C@_05PLAIAFGE@?$CFllx?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"%llx \00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0CA@PNOAOJEH@conv?3?5?$CFu?5?$CFllu?5?$CFlld?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"conv: %u %llu %lld %d %d %u %d\0A\00", comdat, align 1
@"??_C@_0BE@GDALJPJC@trunc?3?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"trunc: %d %d %u %d\0A\00", comdat, align 1
@"??_C@_0BK@DBHKKKHN@cmp?5signedness?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"cmp signedness: %d %d %d\0A\00", comdat, align 1
@"??_C@_0BC@FOPHICGG@promotion?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"promotion: %d %d\0A\00", comdat, align 1
@"??_C@_0BL@PDKCPEPH@int?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"int: %d %d %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BI@IIIHBKEE@mod?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"mod signs: %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BI@LBMCLCGG@div?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"div signs: %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BL@IFLEJABL@unsigned?5wrap?3?5?$CFu?5?$CFu?5?$CFllu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"unsigned wrap: %u %u %llu\0A\00", comdat, align 1
@"??_C@_0BA@LDBHEPCH@abs?9ish?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"abs-ish: %d %d\0A\00", comdat, align 1
@"??_C@_0BG@KNLAEOHD@widen?5mul?3?5?$CFlld?5?$CFllu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"widen mul: %lld %llu\0A\00", comdat, align 1
@"??_C@_0BM@LAGGEOPF@builtin?5overflow?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"builtin overflow: %d %d %d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
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
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09BKNANHHJ@popcount?3?$AA@")
  call void @llvm.memset.p0.i32(ptr align 8 %4, i8 0, i32 48, i1 false)
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

35:                                               ; preds = %49, %0
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 6
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %39
  %41 = load i64, ptr %40, align 8
  %42 = call i64 @llvm.ctpop.i64(i64 %41)
  %43 = trunc i64 %42 to i32
  %44 = load i32, ptr %5, align 4
  %45 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %44
  %46 = load i64, ptr %45, align 8
  %47 = call i32 @popcount_loop(i64 noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06FBLLMJNF@?5?$CFd?1?$CFd?$AA@", i32 noundef %47, i32 noundef %43)
  br label %49

49:                                               ; preds = %38
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %35, !llvm.loop !5

52:                                               ; preds = %35
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09BBBPDOPK@?6clz?1ctz?3?$AA@")
  store i32 1, ptr %6, align 4
  br label %54

54:                                               ; preds = %73, %52
  %55 = load i32, ptr %6, align 4
  %56 = icmp slt i32 %55, 6
  br i1 %56, label %57, label %76

57:                                               ; preds = %54
  %58 = load i32, ptr %6, align 4
  %59 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %58
  %60 = load i64, ptr %59, align 8
  %61 = call i32 @ilog2(i64 noundef %60)
  %62 = load i32, ptr %6, align 4
  %63 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %62
  %64 = load i64, ptr %63, align 8
  %65 = call i64 @llvm.cttz.i64(i64 %64, i1 true)
  %66 = trunc i64 %65 to i32
  %67 = load i32, ptr %6, align 4
  %68 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 %67
  %69 = load i64, ptr %68, align 8
  %70 = call i64 @llvm.ctlz.i64(i64 %69, i1 true)
  %71 = trunc i64 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CJNCNBDK@?5?$CFd?0?$CFd?0?$CFd?$AA@", i32 noundef %71, i32 noundef %66, i32 noundef %61)
  br label %73

73:                                               ; preds = %57
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %6, align 4
  br label %54, !llvm.loop !7

76:                                               ; preds = %54
  %77 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@EKJNJPAM@?6clz32?5?$CFd?5ctz32?5?$CFd?5ffs?5?$CFd?5parity@", i32 noundef 8, i32 noundef 20, i32 noundef 21, i32 noundef 0)
  %78 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@MAGPOJPC@bswap?3?5?$CF04x?5?$CF08x?5?$CF016llx?6?$AA@", i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %79 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef 12)
  %80 = call i32 @rotl32(i32 noundef 305419896, i32 noundef 0)
  %81 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef 1)
  %82 = call i32 @rev32(i32 noundef 305419896)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@KNJDIKPC@rev32?5?$CF08x?5rotl?5?$CF08x?5?$CF08x?5rotr64@", i32 noundef %82, i32 noundef %81, i32 noundef %80, i64 noundef %79)
  %84 = call i32 @next_pow2(i32 noundef 1073741825)
  %85 = call i32 @next_pow2(i32 noundef 1024)
  %86 = call i32 @next_pow2(i32 noundef 17)
  %87 = call i32 @next_pow2(i32 noundef 1)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@MAFMHHGM@next_pow2?3?5?$CFu?5?$CFu?5?$CFu?5?$CFu?6?$AA@", i32 noundef %87, i32 noundef %86, i32 noundef %85, i32 noundef %84)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %89

89:                                               ; preds = %106, %76
  %90 = load i32, ptr %8, align 4
  %91 = icmp ult i32 %90, 1000
  br i1 %91, label %92, label %109

92:                                               ; preds = %89
  %93 = load i32, ptr %8, align 4
  %94 = call i32 @gray(i32 noundef %93)
  %95 = call i32 @ungray(i32 noundef %94)
  %96 = load i32, ptr %8, align 4
  %97 = icmp ne i32 %95, %96
  br i1 %97, label %98, label %101

98:                                               ; preds = %92
  %99 = load i32, ptr %8, align 4
  %100 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HIBELBEP@gray?5mismatch?5?$CFu?6?$AA@", i32 noundef %99)
  br label %101

101:                                              ; preds = %98, %92
  %102 = load i32, ptr %8, align 4
  %103 = call i32 @gray(i32 noundef %102)
  %104 = load i32, ptr %7, align 4
  %105 = add i32 %104, %103
  store i32 %105, ptr %7, align 4
  br label %106

106:                                              ; preds = %101
  %107 = load i32, ptr %8, align 4
  %108 = add i32 %107, 1
  store i32 %108, ptr %8, align 4
  br label %89, !llvm.loop !8

109:                                              ; preds = %89
  %110 = load i32, ptr %7, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@IEJAFIFL@gray?5sum?5?$CFu?6?$AA@", i32 noundef %110)
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %112

112:                                              ; preds = %123, %109
  %113 = load i32, ptr %10, align 4
  %114 = icmp slt i32 %113, 1000
  br i1 %114, label %115, label %126

115:                                              ; preds = %112
  %116 = call i64 @xorshift(ptr noundef %3)
  %117 = load i32, ptr %10, align 4
  %118 = srem i32 %117, 64
  %119 = zext i32 %118 to i64
  %120 = lshr i64 %116, %119
  %121 = load i64, ptr %9, align 8
  %122 = xor i64 %121, %120
  store i64 %122, ptr %9, align 8
  br label %123

123:                                              ; preds = %115
  %124 = load i32, ptr %10, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %10, align 4
  br label %112, !llvm.loop !9

126:                                              ; preds = %112
  %127 = load i64, ptr %9, align 8
  %128 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@BFOINBEK@xorshift?5hash?5?$CF016llx?6?$AA@", i64 noundef %127)
  store i8 -127, ptr %11, align 1
  store i8 -127, ptr %12, align 1
  store i16 -32767, ptr %13, align 2
  store i16 -32767, ptr %14, align 2
  store i32 -2147483647, ptr %15, align 4
  store i32 -2147483647, ptr %16, align 4
  store i64 -9223372036854775807, ptr %17, align 8
  store i64 -9223372036854775807, ptr %18, align 8
  %129 = load i64, ptr %18, align 8
  %130 = shl i64 %129, 1
  %131 = load i64, ptr %17, align 8
  %132 = shl i64 %131, 1
  %133 = load i32, ptr %16, align 4
  %134 = shl i32 %133, 1
  %135 = load i32, ptr %15, align 4
  %136 = shl i32 %135, 1
  %137 = load i16, ptr %14, align 2
  %138 = sext i16 %137 to i32
  %139 = shl i32 %138, 1
  %140 = trunc i32 %139 to i16
  %141 = zext i16 %140 to i32
  %142 = load i16, ptr %13, align 2
  %143 = zext i16 %142 to i32
  %144 = shl i32 %143, 1
  %145 = trunc i32 %144 to i16
  %146 = zext i16 %145 to i32
  %147 = load i8, ptr %12, align 1
  %148 = sext i8 %147 to i32
  %149 = shl i32 %148, 1
  %150 = trunc i32 %149 to i8
  %151 = zext i8 %150 to i32
  %152 = load i8, ptr %11, align 1
  %153 = zext i8 %152 to i32
  %154 = shl i32 %153, 1
  %155 = trunc i32 %154 to i8
  %156 = zext i8 %155 to i32
  %157 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@HDAFKPAI@shl?3?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFllx?5?$CFllx@", i32 noundef %156, i32 noundef %151, i32 noundef %146, i32 noundef %141, i32 noundef %136, i32 noundef %134, i64 noundef %132, i64 noundef %130)
  %158 = load i64, ptr %18, align 8
  %159 = ashr i64 %158, 1
  %160 = load i64, ptr %17, align 8
  %161 = lshr i64 %160, 1
  %162 = load i32, ptr %16, align 4
  %163 = ashr i32 %162, 1
  %164 = load i32, ptr %15, align 4
  %165 = lshr i32 %164, 1
  %166 = load i16, ptr %14, align 2
  %167 = sext i16 %166 to i32
  %168 = ashr i32 %167, 1
  %169 = load i16, ptr %13, align 2
  %170 = zext i16 %169 to i32
  %171 = ashr i32 %170, 1
  %172 = load i8, ptr %12, align 1
  %173 = sext i8 %172 to i32
  %174 = ashr i32 %173, 1
  %175 = load i8, ptr %11, align 1
  %176 = zext i8 %175 to i32
  %177 = ashr i32 %176, 1
  %178 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@IDKMHCPA@shr?3?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld@", i32 noundef %177, i32 noundef %174, i32 noundef %171, i32 noundef %168, i32 noundef %165, i32 noundef %163, i64 noundef %161, i64 noundef %159)
  store volatile i32 31, ptr %19, align 4
  %179 = load i64, ptr %18, align 8
  %180 = load volatile i32, ptr %19, align 4
  %181 = add nsw i32 %180, 32
  %182 = zext i32 %181 to i64
  %183 = ashr i64 %179, %182
  %184 = load volatile i32, ptr %19, align 4
  %185 = add nsw i32 %184, 32
  %186 = zext i32 %185 to i64
  %187 = shl i64 1, %186
  %188 = load i32, ptr %16, align 4
  %189 = load volatile i32, ptr %19, align 4
  %190 = ashr i32 %188, %189
  %191 = load i32, ptr %15, align 4
  %192 = load volatile i32, ptr %19, align 4
  %193 = lshr i32 %191, %192
  %194 = load volatile i32, ptr %19, align 4
  %195 = shl i32 1, %194
  %196 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@MBOGEOOI@var?5shifts?3?5?$CFx?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld?6?$AA@", i32 noundef %195, i32 noundef %193, i32 noundef %190, i64 noundef %187, i64 noundef %183)
  store i32 0, ptr %20, align 4
  br label %197

197:                                              ; preds = %209, %126
  %198 = load i32, ptr %20, align 4
  %199 = icmp slt i32 %198, 64
  br i1 %199, label %200, label %212

200:                                              ; preds = %197
  %201 = load i32, ptr %20, align 4
  %202 = zext i32 %201 to i64
  %203 = lshr i64 -81985529216486896, %202
  %204 = load i32, ptr %20, align 4
  %205 = zext i32 %204 to i64
  %206 = shl i64 81985529216486895, %205
  %207 = xor i64 %203, %206
  %208 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05PLAIAFGE@?$CFllx?5?$AA@", i64 noundef %207)
  br label %209

209:                                              ; preds = %200
  %210 = load i32, ptr %20, align 4
  %211 = add nsw i32 %210, 9
  store i32 %211, ptr %20, align 4
  br label %197, !llvm.loop !10

212:                                              ; preds = %197
  %213 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i32 -1, ptr %21, align 4
  %214 = load i32, ptr %21, align 4
  %215 = zext i32 %214 to i64
  %216 = load i32, ptr %21, align 4
  %217 = sext i32 %216 to i64
  %218 = load i32, ptr %21, align 4
  %219 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@PNOAOJEH@conv?3?5?$CFu?5?$CFllu?5?$CFlld?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef %218, i64 noundef %217, i64 noundef %215, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %220 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@GDALJPJC@trunc?3?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %221 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@DBHKKKHN@cmp?5signedness?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %222 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@FOPHICGG@promotion?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 256, i32 noundef 131070)
  store i32 -2147483648, ptr %22, align 4
  store i32 2147483647, ptr %23, align 4
  %223 = load i32, ptr %22, align 4
  %224 = load i32, ptr %23, align 4
  %225 = sdiv i32 %223, %224
  %226 = load i32, ptr %23, align 4
  %227 = sub nsw i32 0, %226
  %228 = load i32, ptr %22, align 4
  %229 = load i32, ptr %23, align 4
  %230 = add nsw i32 %228, %229
  %231 = load i32, ptr %23, align 4
  %232 = sdiv i32 %231, -1
  %233 = load i32, ptr %22, align 4
  %234 = sdiv i32 %233, -3
  %235 = load i32, ptr %22, align 4
  %236 = srem i32 %235, 3
  %237 = load i32, ptr %22, align 4
  %238 = sdiv i32 %237, 2
  %239 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@PDKCPEPH@int?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %238, i32 noundef %236, i32 noundef %234, i32 noundef %232, i32 noundef %230, i32 noundef %227, i32 noundef %225)
  %240 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@IIIHBKEE@mod?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %241 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LBMCLCGG@div?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %242 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@IFLEJABL@unsigned?5wrap?3?5?$CFu?5?$CFu?5?$CFllu?6?$AA@", i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %243 = load i32, ptr %23, align 4
  %244 = load i32, ptr %23, align 4
  %245 = sub nsw i32 0, %244
  %246 = and i32 %243, %245
  %247 = load i32, ptr %22, align 4
  %248 = add nsw i32 %247, 1
  %249 = icmp slt i32 %248, 0
  br i1 %249, label %250, label %254

250:                                              ; preds = %212
  %251 = load i32, ptr %22, align 4
  %252 = add nsw i32 %251, 1
  %253 = sub nsw i32 0, %252
  br label %257

254:                                              ; preds = %212
  %255 = load i32, ptr %22, align 4
  %256 = add nsw i32 %255, 1
  br label %257

257:                                              ; preds = %254, %250
  %258 = phi i32 [ %253, %250 ], [ %256, %254 ]
  %259 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@LDBHEPCH@abs?9ish?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %258, i32 noundef %246)
  %260 = load i32, ptr %23, align 4
  %261 = sext i32 %260 to i64
  %262 = load i32, ptr %23, align 4
  %263 = sext i32 %262 to i64
  %264 = mul nsw i64 %261, %263
  store i64 %264, ptr %24, align 8
  %265 = load i64, ptr %24, align 8
  %266 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@KNLAEOHD@widen?5mul?3?5?$CFlld?5?$CFllu?6?$AA@", i64 noundef %265, i64 noundef -8589934591)
  %267 = load i32, ptr %23, align 4
  %268 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %267, i32 1)
  %269 = extractvalue { i32, i1 } %268, 1
  %270 = extractvalue { i32, i1 } %268, 0
  store i32 %270, ptr %25, align 4
  %271 = zext i1 %269 to i32
  store i32 %271, ptr %26, align 4
  %272 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 65536, i32 32768)
  %273 = extractvalue { i32, i1 } %272, 1
  %274 = extractvalue { i32, i1 } %272, 0
  store i32 %274, ptr %25, align 4
  %275 = zext i1 %273 to i32
  store i32 %275, ptr %27, align 4
  %276 = load i32, ptr %25, align 4
  %277 = load i32, ptr %27, align 4
  %278 = load i32, ptr %26, align 4
  %279 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@LAGGEOPF@builtin?5overflow?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %278, i32 noundef %277, i32 noundef %276)
  ret i32 3
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @popcount_loop(i64 noundef %0) #0 {
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
  br label %4, !llvm.loop !11

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ilog2(i64 noundef %0) #0 {
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
  br label %4, !llvm.loop !12

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4
  ret i32 %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, ptr %3, align 4
  store i64 %0, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %4, align 8
  %11 = load i32, ptr %3, align 4
  %12 = sub nsw i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %3, align 4
  %11 = sub nsw i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rev32(i32 noundef %0) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal i32 @next_pow2(i32 noundef %0) #0 {
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

; Function Attrs: noinline nounwind optnone
define internal i32 @ungray(i32 noundef %0) #0 {
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
  br label %4, !llvm.loop !13

16:                                               ; preds = %4
  %17 = load i32, ptr %2, align 4
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gray(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = lshr i32 %4, 1
  %6 = xor i32 %3, %5
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define internal i64 @xorshift(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
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
  %19 = load ptr, ptr %2, align 4
  store i64 %18, ptr %19, align 8
  ret i64 %18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
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
