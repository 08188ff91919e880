; ModuleID = 'bits.c'
source_filename = "bits.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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
  store i32 0, i32* %1, align 4
  store volatile i64 81985529216486895, i64* %2, align 8
  %28 = load volatile i64, i64* %2, align 8
  store i64 %28, i64* %3, align 8
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09BKNANHHJ@popcount?3?$AA@", i64 0, i64 0))
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
  %45 = call i64 @llvm.ctpop.i64(i64 %44)
  %46 = trunc i64 %45 to i32
  %47 = load i32, i32* %5, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %48
  %50 = load i64, i64* %49, align 8
  %51 = call i32 @popcount_loop(i64 noundef %50)
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06FBLLMJNF@?5?$CFd?1?$CFd?$AA@", i64 0, i64 0), i32 noundef %51, i32 noundef %46)
  br label %53

53:                                               ; preds = %40
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %37, !llvm.loop !4

56:                                               ; preds = %37
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09BBBPDOPK@?6clz?1ctz?3?$AA@", i64 0, i64 0))
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
  %66 = call i32 @ilog2(i64 noundef %65)
  %67 = load i32, i32* %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %68
  %70 = load i64, i64* %69, align 8
  %71 = call i64 @llvm.cttz.i64(i64 %70, i1 true)
  %72 = trunc i64 %71 to i32
  %73 = load i32, i32* %6, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [6 x i64], [6 x i64]* %4, i64 0, i64 %74
  %76 = load i64, i64* %75, align 8
  %77 = call i64 @llvm.ctlz.i64(i64 %76, i1 true)
  %78 = trunc i64 %77 to i32
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09CJNCNBDK@?5?$CFd?0?$CFd?0?$CFd?$AA@", i64 0, i64 0), i32 noundef %78, i32 noundef %72, i32 noundef %66)
  br label %80

80:                                               ; preds = %61
  %81 = load i32, i32* %6, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %6, align 4
  br label %58, !llvm.loop !6

83:                                               ; preds = %58
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@EKJNJPAM@?6clz32?5?$CFd?5ctz32?5?$CFd?5ffs?5?$CFd?5parity@", i64 0, i64 0), i32 noundef 8, i32 noundef 20, i32 noundef 21, i64 noundef 0)
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@MAGPOJPC@bswap?3?5?$CF04x?5?$CF08x?5?$CF016llx?6?$AA@", i64 0, i64 0), i32 noundef 13330, i32 noundef -272716322, i64 noundef 578437695752307201)
  %86 = call i64 @rotr64(i64 noundef 81985529216486895, i32 noundef 12)
  %87 = call i32 @rotl32(i32 noundef 305419896, i32 noundef 0)
  %88 = call i32 @rotl32(i32 noundef -2147483647, i32 noundef 1)
  %89 = call i32 @rev32(i32 noundef 305419896)
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @"??_C@_0CK@KNJDIKPC@rev32?5?$CF08x?5rotl?5?$CF08x?5?$CF08x?5rotr64@", i64 0, i64 0), i32 noundef %89, i32 noundef %88, i32 noundef %87, i64 noundef %86)
  %91 = call i32 @next_pow2(i32 noundef 1073741825)
  %92 = call i32 @next_pow2(i32 noundef 1024)
  %93 = call i32 @next_pow2(i32 noundef 17)
  %94 = call i32 @next_pow2(i32 noundef 1)
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@MAFMHHGM@next_pow2?3?5?$CFu?5?$CFu?5?$CFu?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %94, i32 noundef %93, i32 noundef %92, i32 noundef %91)
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
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HIBELBEP@gray?5mismatch?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %106)
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
  br label %96, !llvm.loop !7

116:                                              ; preds = %96
  %117 = load i32, i32* %7, align 4
  %118 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@IEJAFIFL@gray?5sum?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %117)
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
  br label %119, !llvm.loop !8

133:                                              ; preds = %119
  %134 = load i64, i64* %9, align 8
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@BFOINBEK@xorshift?5hash?5?$CF016llx?6?$AA@", i64 0, i64 0), i64 noundef %134)
  store i8 -127, i8* %11, align 1
  store i8 -127, i8* %12, align 1
  store i16 -32767, i16* %13, align 2
  store i16 -32767, i16* %14, align 2
  store i32 -2147483647, i32* %15, align 4
  store i32 -2147483647, i32* %16, align 4
  store i64 -9223372036854775807, i64* %17, align 8
  store i64 -9223372036854775807, i64* %18, align 8
  %136 = load i64, i64* %18, align 8
  %137 = shl i64 %136, 1
  %138 = load i64, i64* %17, align 8
  %139 = shl i64 %138, 1
  %140 = load i32, i32* %16, align 4
  %141 = shl i32 %140, 1
  %142 = load i32, i32* %15, align 4
  %143 = shl i32 %142, 1
  %144 = load i16, i16* %14, align 2
  %145 = sext i16 %144 to i32
  %146 = shl i32 %145, 1
  %147 = trunc i32 %146 to i16
  %148 = zext i16 %147 to i32
  %149 = load i16, i16* %13, align 2
  %150 = zext i16 %149 to i32
  %151 = shl i32 %150, 1
  %152 = trunc i32 %151 to i16
  %153 = zext i16 %152 to i32
  %154 = load i8, i8* %12, align 1
  %155 = sext i8 %154 to i32
  %156 = shl i32 %155, 1
  %157 = trunc i32 %156 to i8
  %158 = zext i8 %157 to i32
  %159 = load i8, i8* %11, align 1
  %160 = zext i8 %159 to i32
  %161 = shl i32 %160, 1
  %162 = trunc i32 %161 to i8
  %163 = zext i8 %162 to i32
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@HDAFKPAI@shl?3?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFx?5?$CFllx?5?$CFllx@", i64 0, i64 0), i32 noundef %163, i32 noundef %158, i32 noundef %153, i32 noundef %148, i32 noundef %143, i32 noundef %141, i64 noundef %139, i64 noundef %137)
  %165 = load i64, i64* %18, align 8
  %166 = ashr i64 %165, 1
  %167 = load i64, i64* %17, align 8
  %168 = lshr i64 %167, 1
  %169 = load i32, i32* %16, align 4
  %170 = ashr i32 %169, 1
  %171 = load i32, i32* %15, align 4
  %172 = lshr i32 %171, 1
  %173 = load i16, i16* %14, align 2
  %174 = sext i16 %173 to i32
  %175 = ashr i32 %174, 1
  %176 = load i16, i16* %13, align 2
  %177 = zext i16 %176 to i32
  %178 = ashr i32 %177, 1
  %179 = load i8, i8* %12, align 1
  %180 = sext i8 %179 to i32
  %181 = ashr i32 %180, 1
  %182 = load i8, i8* %11, align 1
  %183 = zext i8 %182 to i32
  %184 = ashr i32 %183, 1
  %185 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@IDKMHCPA@shr?3?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld@", i64 0, i64 0), i32 noundef %184, i32 noundef %181, i32 noundef %178, i32 noundef %175, i32 noundef %172, i32 noundef %170, i64 noundef %168, i64 noundef %166)
  store volatile i32 31, i32* %19, align 4
  %186 = load i64, i64* %18, align 8
  %187 = load volatile i32, i32* %19, align 4
  %188 = add nsw i32 %187, 32
  %189 = zext i32 %188 to i64
  %190 = ashr i64 %186, %189
  %191 = load volatile i32, i32* %19, align 4
  %192 = add nsw i32 %191, 32
  %193 = zext i32 %192 to i64
  %194 = shl i64 1, %193
  %195 = load i32, i32* %16, align 4
  %196 = load volatile i32, i32* %19, align 4
  %197 = ashr i32 %195, %196
  %198 = load i32, i32* %15, align 4
  %199 = load volatile i32, i32* %19, align 4
  %200 = lshr i32 %198, %199
  %201 = load volatile i32, i32* %19, align 4
  %202 = shl i32 1, %201
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@MBOGEOOI@var?5shifts?3?5?$CFx?5?$CFx?5?$CFd?5?$CFllx?5?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %202, i32 noundef %200, i32 noundef %197, i64 noundef %194, i64 noundef %190)
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
  %215 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05PLAIAFGE@?$CFllx?5?$AA@", i64 0, i64 0), i64 noundef %214)
  br label %216

216:                                              ; preds = %207
  %217 = load i32, i32* %20, align 4
  %218 = add nsw i32 %217, 9
  store i32 %218, i32* %20, align 4
  br label %204, !llvm.loop !9

219:                                              ; preds = %204
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i64 0, i64 0))
  store i32 -1, i32* %21, align 4
  %221 = load i32, i32* %21, align 4
  %222 = zext i32 %221 to i64
  %223 = load i32, i32* %21, align 4
  %224 = sext i32 %223 to i64
  %225 = load i32, i32* %21, align 4
  %226 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@PNOAOJEH@conv?3?5?$CFu?5?$CFllu?5?$CFlld?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %225, i64 noundef %224, i64 noundef %222, i32 noundef -56, i32 noundef 200, i32 noundef 65535, i32 noundef -25536)
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@GDALJPJC@trunc?3?5?$CFd?5?$CFd?5?$CFu?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 52, i32 noundef 22136, i32 noundef 591751049, i32 noundef -1)
  %228 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@DBHKKKHN@cmp?5signedness?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i64 noundef 0, i32 noundef 1, i32 noundef 1)
  %229 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@FOPHICGG@promotion?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 256, i32 noundef 131070)
  store i32 -2147483648, i32* %22, align 4
  store i32 2147483647, i32* %23, align 4
  %230 = load i32, i32* %22, align 4
  %231 = load i32, i32* %23, align 4
  %232 = sdiv i32 %230, %231
  %233 = load i32, i32* %23, align 4
  %234 = sub nsw i32 0, %233
  %235 = load i32, i32* %22, align 4
  %236 = load i32, i32* %23, align 4
  %237 = add nsw i32 %235, %236
  %238 = load i32, i32* %23, align 4
  %239 = sdiv i32 %238, -1
  %240 = load i32, i32* %22, align 4
  %241 = sdiv i32 %240, -3
  %242 = load i32, i32* %22, align 4
  %243 = srem i32 %242, 3
  %244 = load i32, i32* %22, align 4
  %245 = sdiv i32 %244, 2
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@PDKCPEPH@int?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %245, i32 noundef %243, i32 noundef %241, i32 noundef %239, i32 noundef %237, i32 noundef %234, i32 noundef %232)
  %247 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@IIIHBKEE@mod?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 1, i32 noundef -1, i32 noundef 1, i32 noundef -1)
  %248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LBMCLCGG@div?5signs?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 3, i32 noundef -3, i32 noundef -3, i32 noundef 3)
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@IFLEJABL@unsigned?5wrap?3?5?$CFu?5?$CFu?5?$CFllu?6?$AA@", i64 0, i64 0), i32 noundef -1, i32 noundef 205032704, i64 noundef -5)
  %250 = load i32, i32* %23, align 4
  %251 = load i32, i32* %23, align 4
  %252 = sub nsw i32 0, %251
  %253 = and i32 %250, %252
  %254 = load i32, i32* %22, align 4
  %255 = add nsw i32 %254, 1
  %256 = icmp slt i32 %255, 0
  br i1 %256, label %257, label %261

257:                                              ; preds = %219
  %258 = load i32, i32* %22, align 4
  %259 = add nsw i32 %258, 1
  %260 = sub nsw i32 0, %259
  br label %264

261:                                              ; preds = %219
  %262 = load i32, i32* %22, align 4
  %263 = add nsw i32 %262, 1
  br label %264

264:                                              ; preds = %261, %257
  %265 = phi i32 [ %260, %257 ], [ %263, %261 ]
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@LDBHEPCH@abs?9ish?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %265, i32 noundef %253)
  %267 = load i32, i32* %23, align 4
  %268 = sext i32 %267 to i64
  %269 = load i32, i32* %23, align 4
  %270 = sext i32 %269 to i64
  %271 = mul nsw i64 %268, %270
  store i64 %271, i64* %24, align 8
  %272 = load i64, i64* %24, align 8
  %273 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@KNLAEOHD@widen?5mul?3?5?$CFlld?5?$CFllu?6?$AA@", i64 0, i64 0), i64 noundef %272, i64 noundef -8589934591)
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
  %283 = load i32, i32* %25, align 4
  %284 = load i32, i32* %27, align 4
  %285 = load i32, i32* %26, align 4
  %286 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@LAGGEOPF@builtin?5overflow?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %285, i32 noundef %284, i32 noundef %283)
  ret i32 3
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #3

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
  br label %4, !llvm.loop !10

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4
  ret i32 %15
}

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
  br label %4, !llvm.loop !11

12:                                               ; preds = %4
  %13 = load i32, i32* %3, align 4
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, i32* %3, align 4
  store i64 %0, i64* %4, align 8
  %5 = load i64, i64* %4, align 8
  %6 = load i32, i32* %3, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, i64* %4, align 8
  %11 = load i32, i32* %3, align 4
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
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, i32* %4, align 4
  %10 = load i32, i32* %3, align 4
  %11 = sub nsw i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
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
  br label %4, !llvm.loop !12

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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !5}
!12 = distinct !{!12, !5}
