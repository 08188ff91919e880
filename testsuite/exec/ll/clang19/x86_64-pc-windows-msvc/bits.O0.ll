; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
  store i32 0, ptr %1, align 4
  store volatile i64 81985529216486895, ptr %2, align 8
  %28 = load volatile i64, ptr %2, align 8
  store i64 %28, ptr %3, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09BKNANHHJ@popcount?3?$AA@")
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 48, i1 false)
  %30 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 1
  store i64 1, ptr %30, align 8
  %31 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 2
  store i64 255, ptr %31, align 16
  %32 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 3
  store i64 -9223372036854775808, ptr %32, align 8
  %33 = getelementptr inbounds [6 x i64], ptr %4, i32 0, i32 4
  store i64 -1, ptr %33, align 16
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
  %43 = call i64 @llvm.ctpop.i64(i64 %42)
  %44 = trunc i64 %43 to i32
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8
  %49 = call i32 @popcount_loop(i64 noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06FBLLMJNF@?5?$CFd?1?$CFd?$AA@", i32 noundef %49, i32 noundef %44)
  br label %51

51:                                               ; preds = %38
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %35, !llvm.loop !5

54:                                               ; preds = %35
  %55 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09BBBPDOPK@?6clz?1ctz?3?$AA@")
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
  %64 = call i32 @ilog2(i64 noundef %63)
  %65 = load i32, ptr %6, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = call i64 @llvm.cttz.i64(i64 %68, i1 true)
  %70 = trunc i64 %69 to i32
  %71 = load i32, ptr %6, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [6 x i64], ptr %4, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = call i64 @llvm.ctlz.i64(i64 %74, i1 true)
  %76 = trunc i64 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09CJNCNBDK@?5?$CFd?0?$CFd?0?$CFd?$AA@", i32 noundef %76, i32 noundef %70, i32 noundef %64)
  br label %78

78:                                               ; preds = %59
  %79 = load i32, ptr %6, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %6, align 4
  br label %56, !llvm.loop !7

81:                                               ; preds = %56
  %82 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@EKJNJPAM@?6clz32?5?$CFd?5ctz32?5?$CFd?5ffs?5?$CFd?5parity@", i32 noundef 8, i32 noundef 20, i32 noundef 21, i64 noundef 0)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@MAGPOJPC@bswap?3?5?$CF04x?5?$CF08x?5?$CF016llx?6?$AA@", i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %84 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef 12)
  %85 = call i32 @rotl32(i32 noundef 305419896, i32 noundef 0)
  %86 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef 1)
  %87 = call i32 @rev32(i32 noundef 305419896)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@KNJDIKPC@rev32?5?$CF08x?5rotl?5?$CF08x?5?$CF08x?5rotr64@", i32 noundef %87, i32 noundef %86, i32 noundef %85, i64 noundef %84)
  %89 = call i32 @next_pow2(i32 noundef 1073741825)
  %90 = call i32 @next_pow2(i32 noundef 1024)
  %91 = call i32 @next_pow2(i32 noundef 17)
  %92 = call i32 @next_pow2(i32 noundef 1)
  %93 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@MAFMHHGM@next_pow2?3?5?$CFu?5?$CFu?5?$CFu?5?$CFu?6?$AA@", i32 noundef %92, i32 noundef %91, i32 noundef %90, i32 noundef %89)
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %94

94:                                               ; preds = %111, %81
  %95 = load i32, ptr %8, align 4
  %96 = icmp ult i32 %95, 1000
  br i1 %96, label %97, label %114

97:                                               ; preds = %94
  %98 = load i32, ptr %8, align 4
  %99 = call i32 @gray(i32 noundef %98)
  %100 = call i32 @ungray(i32 noundef %99)
  %101 = load i32, ptr %8, align 4
  %102 = icmp ne i32 %100, %101
  br i1 %102, label %103, label %106

103:                                              ; preds = %97
  %104 = load i32, ptr %8, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@HIBELBEP@gray?5mismatch?5?$CFu?6?$AA@", i32 noundef %104)
  br label %106

106:                                              ; preds = %103, %97
  %107 = load i32, ptr %8, align 4
  %108 = call i32 @gray(i32 noundef %107)
  %109 = load i32, ptr %7, align 4
  %110 = add i32 %109, %108
  store i32 %110, ptr %7, align 4
  br label %111

111:                                              ; preds = %106
  %112 = load i32, ptr %8, align 4
  %113 = add i32 %112, 1
  store i32 %113, ptr %8, align 4
  br label %94, !llvm.loop !8

114:                                              ; preds = %94
  %115 = load i32, ptr %7, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@IEJAFIFL@gray?5sum?5?$CFu?6?$AA@", i32 noundef %115)
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
  br label %117, !llvm.loop !9

131:                                              ; preds = %117
  %132 = load i64, ptr %9, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@BFOINBEK@xorshift?5hash?5?$CF016llx?6?$AA@", i64 noundef %132)
  store i8 -127, ptr %11, align 1
  store i8 -127, ptr %12, align 1
  store i16 -32767, ptr %13, align 2
  store i16 -32767, ptr %14, align 2
  store i32 -2147483647, ptr %15, align 4
  store i32 -2147483647, ptr %16, align 4
  store i64 -9223372036854775807, ptr %17, align 8
  store i64 -9223372036854775807, ptr %18, align 8
  %134 = load i64, ptr %18, align 8
  %135 = shl i64 %134, 1
  %136 = load i64, ptr %17, align 8
  %137 = shl i64 %136, 1
  %138 = load i32, ptr %16, align 4
  %139 = shl i32 %138, 1
  %140 = load i32, ptr %15, align 4
  %141 = shl i32 %140, 1
  %142 = load i16, ptr %14, align 2
  %143 = sext i16 %142 to i32
  %144 = shl i32 %143, 1
  %145 = trunc i32 %144 to i16
  %146 = zext i16 %145 to i32
  %147 = load i16, ptr %13, align 2
  %148 = zext i16 %147 to i32
  %149 = shl i32 %148, 1
  %150 = trunc i32 %149 to i16
  %151 = zext i16 %150 to i32
  %152 = load i8, ptr %12, align 1
  %153 = sext i8 %152 to i32
  %154 = shl i32 %153, 1
  %155 = trunc i32 %154 to i8
  %156 = zext i8 %155 to i32
  %157 = load i8, ptr %11, align 1
  %158 = zext i8 %157 to i32
  %159 = shl i32 %158, 1
  %160 = trunc i32 %159 to i8
  %161 = zext i8 %160 to i32
  %162 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@HDAFKPAI@shl?3?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFllx?5?$CFllx@", i32 noundef %161, i32 noundef %156, i32 noundef %151, i32 noundef %146, i32 noundef %141, i32 noundef %139, i64 noundef %137, i64 noundef %135)
  %163 = load i64, ptr %18, align 8
  %164 = ashr i64 %163, 1
  %165 = load i64, ptr %17, align 8
  %166 = lshr i64 %165, 1
  %167 = load i32, ptr %16, align 4
  %168 = ashr i32 %167, 1
  %169 = load i32, ptr %15, align 4
  %170 = lshr i32 %169, 1
  %171 = load i16, ptr %14, align 2
  %172 = sext i16 %171 to i32
  %173 = ashr i32 %172, 1
  %174 = load i16, ptr %13, align 2
  %175 = zext i16 %174 to i32
  %176 = ashr i32 %175, 1
  %177 = load i8, ptr %12, align 1
  %178 = sext i8 %177 to i32
  %179 = ashr i32 %178, 1
  %180 = load i8, ptr %11, align 1
  %181 = zext i8 %180 to i32
  %182 = ashr i32 %181, 1
  %183 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@IDKMHCPA@shr?3?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld@", i32 noundef %182, i32 noundef %179, i32 noundef %176, i32 noundef %173, i32 noundef %170, i32 noundef %168, i64 noundef %166, i64 noundef %164)
  store volatile i32 31, ptr %19, align 4
  %184 = load i64, ptr %18, align 8
  %185 = load volatile i32, ptr %19, align 4
  %186 = add nsw i32 %185, 32
  %187 = zext i32 %186 to i64
  %188 = ashr i64 %184, %187
  %189 = load volatile i32, ptr %19, align 4
  %190 = add nsw i32 %189, 32
  %191 = zext i32 %190 to i64
  %192 = shl i64 1, %191
  %193 = load i32, ptr %16, align 4
  %194 = load volatile i32, ptr %19, align 4
  %195 = ashr i32 %193, %194
  %196 = load i32, ptr %15, align 4
  %197 = load volatile i32, ptr %19, align 4
  %198 = lshr i32 %196, %197
  %199 = load volatile i32, ptr %19, align 4
  %200 = shl i32 1, %199
  %201 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@MBOGEOOI@var?5shifts?3?5?$CFx?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld?6?$AA@", i32 noundef %200, i32 noundef %198, i32 noundef %195, i64 noundef %192, i64 noundef %188)
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
  %213 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05PLAIAFGE@?$CFllx?5?$AA@", i64 noundef %212)
  br label %214

214:                                              ; preds = %205
  %215 = load i32, ptr %20, align 4
  %216 = add nsw i32 %215, 9
  store i32 %216, ptr %20, align 4
  br label %202, !llvm.loop !10

217:                                              ; preds = %202
  %218 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  store i32 -1, ptr %21, align 4
  %219 = load i32, ptr %21, align 4
  %220 = zext i32 %219 to i64
  %221 = load i32, ptr %21, align 4
  %222 = sext i32 %221 to i64
  %223 = load i32, ptr %21, align 4
  %224 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@PNOAOJEH@conv?3?5?$CFu?5?$CFllu?5?$CFlld?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef %223, i64 noundef %222, i64 noundef %220, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %225 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@GDALJPJC@trunc?3?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %226 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@DBHKKKHN@cmp?5signedness?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 noundef 0, i32 noundef 1, i32 noundef 1)
  %227 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@FOPHICGG@promotion?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef 256, i32 noundef 131070)
  store i32 -2147483648, ptr %22, align 4
  store i32 2147483647, ptr %23, align 4
  %228 = load i32, ptr %22, align 4
  %229 = load i32, ptr %23, align 4
  %230 = sdiv i32 %228, %229
  %231 = load i32, ptr %23, align 4
  %232 = sub nsw i32 0, %231
  %233 = load i32, ptr %22, align 4
  %234 = load i32, ptr %23, align 4
  %235 = add nsw i32 %233, %234
  %236 = load i32, ptr %23, align 4
  %237 = sdiv i32 %236, -1
  %238 = load i32, ptr %22, align 4
  %239 = sdiv i32 %238, -3
  %240 = load i32, ptr %22, align 4
  %241 = srem i32 %240, 3
  %242 = load i32, ptr %22, align 4
  %243 = sdiv i32 %242, 2
  %244 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@PDKCPEPH@int?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %243, i32 noundef %241, i32 noundef %239, i32 noundef %237, i32 noundef %235, i32 noundef %232, i32 noundef %230)
  %245 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@IIIHBKEE@mod?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %246 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LBMCLCGG@div?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %247 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@IFLEJABL@unsigned?5wrap?3?5?$CFu?5?$CFu?5?$CFllu?6?$AA@", i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %248 = load i32, ptr %23, align 4
  %249 = load i32, ptr %23, align 4
  %250 = sub nsw i32 0, %249
  %251 = and i32 %248, %250
  %252 = load i32, ptr %22, align 4
  %253 = add nsw i32 %252, 1
  %254 = icmp slt i32 %253, 0
  br i1 %254, label %255, label %259

255:                                              ; preds = %217
  %256 = load i32, ptr %22, align 4
  %257 = add nsw i32 %256, 1
  %258 = sub nsw i32 0, %257
  br label %262

259:                                              ; preds = %217
  %260 = load i32, ptr %22, align 4
  %261 = add nsw i32 %260, 1
  br label %262

262:                                              ; preds = %259, %255
  %263 = phi i32 [ %258, %255 ], [ %261, %259 ]
  %264 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@LDBHEPCH@abs?9ish?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %263, i32 noundef %251)
  %265 = load i32, ptr %23, align 4
  %266 = sext i32 %265 to i64
  %267 = load i32, ptr %23, align 4
  %268 = sext i32 %267 to i64
  %269 = mul nsw i64 %266, %268
  store i64 %269, ptr %24, align 8
  %270 = load i64, ptr %24, align 8
  %271 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@KNLAEOHD@widen?5mul?3?5?$CFlld?5?$CFllu?6?$AA@", i64 noundef %270, i64 noundef -8589934591)
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
  %281 = load i32, ptr %25, align 4
  %282 = load i32, ptr %27, align 4
  %283 = load i32, ptr %26, align 4
  %284 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@LAGGEOPF@builtin?5overflow?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %283, i32 noundef %282, i32 noundef %281)
  ret i32 3
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gray(i32 noundef %0) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
