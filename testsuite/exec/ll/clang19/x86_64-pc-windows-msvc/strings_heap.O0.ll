; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%struct.Entry = type { ptr, i32, ptr }

$"??_C@_0N@FIHACJEH@Hello?0?5world?$AA@" = comdat any

$"??_C@_0BF@EPJPIEN@strlen?5?$CFu?0?5empty?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BI@BPBENLA@strcmp?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@LIOMFME@strncmp?3?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@CHADCAAP@?$CB?5and?5more?$AA@" = comdat any

$"??_C@_0BK@OPHHMEJG@strcpy?1strcat?3?5?8?$CFs?8?5?$CI?$CFu?$CJ?6?$AA@" = comdat any

$"??_C@_0BG@HJPDMJJM@strchr?3?5?8?$CFs?8?5?8?$CFs?8?5?$CFd?6?$AA@" = comdat any

$"??_C@_03POMAGKDD@xyz?$AA@" = comdat any

$"??_C@_03BOPJPIAM@and?$AA@" = comdat any

$"??_C@_0CB@KDLAIEBN@strchr?5nul?3?5?$CFd?0?5strstr?3?5?8?$CFs?8?5?$CFd?6@" = comdat any

$"??_C@_0O@DLFMEALA@memset?3?5?8?$CFs?8?6?$AA@" = comdat any

$"??_C@_03FIKCJHKP@abc?$AA@" = comdat any

$"??_C@_0BH@LOCNOPAB@strncpy?5pad?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@LEOPBCJG@memmove?5fwd?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BC@GFIKOMFO@memmove?5back?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0BC@CNKHGEOI@memcmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BO@MJGLFHDJ@vector?3?5n?$DN?$CFd?5cap?$DN?$CFd?5sum?$DN?$CFlld?6?$AA@" = comdat any

$"??_C@_0CK@PPHMHIEA@sorts?3?5?$CF08x?5?$CF08x?5?$CF08x?5?$CF08x?5min?5?$CF@" = comdat any

$"??_C@_04JIOLFFHP@pear?$AA@" = comdat any

$"??_C@_05EGDPGPFG@apple?$AA@" = comdat any

$"??_C@_03KNEMIFPD@fig?$AA@" = comdat any

$"??_C@_06CGCFEEDE@banana?$AA@" = comdat any

$"??_C@_06FAGBFGF@cherry?$AA@" = comdat any

$"??_C@_04JNIHBGGH@date?$AA@" = comdat any

$"??_C@_01CLKCMJKC@?5?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = comdat any

$"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@" = comdat any

$"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@LGPENEAM@puts?5works?$AA@" = comdat any

@"??_C@_0N@FIHACJEH@Hello?0?5world?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Hello, world\00", comdat, align 1
@"??_C@_0BF@EPJPIEN@strlen?5?$CFu?0?5empty?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"strlen %u, empty %u\0A\00", comdat, align 1
@"??_C@_0BI@BPBENLA@strcmp?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"strcmp: %d %d %d %d %d\0A\00", comdat, align 1
@"??_C@_0BA@LIOMFME@strncmp?3?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"strncmp: %d %d\0A\00", comdat, align 1
@"??_C@_0L@CHADCAAP@?$CB?5and?5more?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"! and more\00", comdat, align 1
@"??_C@_0BK@OPHHMEJG@strcpy?1strcat?3?5?8?$CFs?8?5?$CI?$CFu?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"strcpy/strcat: '%s' (%u)\0A\00", comdat, align 1
@"??_C@_0BG@HJPDMJJM@strchr?3?5?8?$CFs?8?5?8?$CFs?8?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"strchr: '%s' '%s' %d\0A\00", comdat, align 1
@"??_C@_03POMAGKDD@xyz?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"xyz\00", comdat, align 1
@"??_C@_03BOPJPIAM@and?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"and\00", comdat, align 1
@"??_C@_0CB@KDLAIEBN@strchr?5nul?3?5?$CFd?0?5strstr?3?5?8?$CFs?8?5?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"strchr nul: %d, strstr: '%s' %d\0A\00", comdat, align 1
@"??_C@_0O@DLFMEALA@memset?3?5?8?$CFs?8?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"memset: '%s'\0A\00", comdat, align 1
@"??_C@_03FIKCJHKP@abc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"abc\00", comdat, align 1
@"??_C@_0BH@LOCNOPAB@strncpy?5pad?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"strncpy pad: %d %d %d\0A\00", comdat, align 1
@__const.main.mv = private unnamed_addr constant [11 x i8] c"0123456789\00", align 1
@"??_C@_0BB@LEOPBCJG@memmove?5fwd?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"memmove fwd: %s\0A\00", comdat, align 1
@"??_C@_0BC@GFIKOMFO@memmove?5back?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"memmove back: %s\0A\00", comdat, align 1
@"??_C@_0BC@CNKHGEOI@memcmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"memcmp: %d %d %d\0A\00", comdat, align 1
@"??_C@_0BO@MJGLFHDJ@vector?3?5n?$DN?$CFd?5cap?$DN?$CFd?5sum?$DN?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [30 x i8] c"vector: n=%d cap=%d sum=%lld\0A\00", comdat, align 1
@"??_C@_0CK@PPHMHIEA@sorts?3?5?$CF08x?5?$CF08x?5?$CF08x?5?$CF08x?5min?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"sorts: %08x %08x %08x %08x min %d max %d\0A\00", comdat, align 1
@"??_C@_04JIOLFFHP@pear?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"pear\00", comdat, align 1
@"??_C@_05EGDPGPFG@apple?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"apple\00", comdat, align 1
@"??_C@_03KNEMIFPD@fig?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"fig\00", comdat, align 1
@"??_C@_06CGCFEEDE@banana?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"banana\00", comdat, align 1
@"??_C@_06FAGBFGF@cherry?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"cherry\00", comdat, align 1
@"??_C@_04JNIHBGGH@date?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"date\00", comdat, align 1
@__const.main.words = private unnamed_addr constant [9 x ptr] [ptr @"??_C@_04JIOLFFHP@pear?$AA@", ptr @"??_C@_05EGDPGPFG@apple?$AA@", ptr @"??_C@_03KNEMIFPD@fig?$AA@", ptr @"??_C@_06CGCFEEDE@banana?$AA@", ptr @"??_C@_05EGDPGPFG@apple?$AA@", ptr @"??_C@_06FAGBFGF@cherry?$AA@", ptr @"??_C@_03KNEMIFPD@fig?$AA@", ptr @"??_C@_04JNIHBGGH@date?$AA@", ptr @"??_C@_05EGDPGPFG@apple?$AA@"], align 16
@"??_C@_01CLKCMJKC@?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c" \00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%s%s\00", comdat, align 1
@"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"the quick brown fox jumps over the lazy dog the fox\00", comdat, align 1
@"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"  %s x%d\0A\00", comdat, align 1
@"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"distinct words %d\0A\00", comdat, align 1
@"??_C@_0L@LGPENEAM@puts?5works?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"puts works\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca ptr, align 8
  %4 = alloca [8 x i8], align 1
  %5 = alloca [11 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca [4 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [9 x ptr], align 16
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @"??_C@_0N@FIHACJEH@Hello?0?5world?$AA@", ptr %3, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = call i64 @strlen(ptr noundef %34) #8
  %36 = trunc i64 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@EPJPIEN@strlen?5?$CFu?0?5empty?5?$CFu?6?$AA@", i32 noundef %36, i64 noundef 0)
  %38 = call i32 @sgn(i32 noundef 1)
  %39 = call i32 @sgn(i32 noundef -1)
  %40 = call i32 @sgn(i32 noundef 1)
  %41 = call i32 @sgn(i32 noundef 0)
  %42 = call i32 @sgn(i32 noundef -1)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@BPBENLA@strcmp?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %42, i32 noundef %41, i32 noundef %40, i32 noundef %39, i32 noundef %38)
  %44 = call i32 @sgn(i32 noundef -1)
  %45 = call i32 @sgn(i32 noundef 0)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@LIOMFME@strncmp?3?5?$CFd?5?$CFd?6?$AA@", i32 noundef %45, i32 noundef %44)
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %49 = call ptr @strcpy(ptr noundef %48, ptr noundef %47) #8
  %50 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %51 = call ptr @strcat(ptr noundef %50, ptr noundef @"??_C@_0L@CHADCAAP@?$CB?5and?5more?$AA@") #8
  %52 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %53 = call i64 @strlen(ptr noundef %52) #8
  %54 = trunc i64 %53 to i32
  %55 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@OPHHMEJG@strcpy?1strcat?3?5?8?$CFs?8?5?$CI?$CFu?$CJ?6?$AA@", ptr noundef %55, i32 noundef %54)
  %57 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %58 = call ptr @strchr(ptr noundef %57, i32 noundef 90) #8
  %59 = icmp eq ptr %58, null
  %60 = zext i1 %59 to i32
  %61 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %62 = call ptr @strrchr(ptr noundef %61, i32 noundef 111) #8
  %63 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %64 = call ptr @strchr(ptr noundef %63, i32 noundef 119) #8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@HJPDMJJM@strchr?3?5?8?$CFs?8?5?8?$CFs?8?5?$CFd?6?$AA@", ptr noundef %64, ptr noundef %62, i32 noundef %60)
  %66 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %67 = call ptr @strstr(ptr noundef %66, ptr noundef @"??_C@_03POMAGKDD@xyz?$AA@") #8
  %68 = icmp eq ptr %67, null
  %69 = zext i1 %68 to i32
  %70 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %71 = call ptr @strstr(ptr noundef %70, ptr noundef @"??_C@_03BOPJPIAM@and?$AA@") #8
  %72 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %73 = call ptr @strchr(ptr noundef %72, i32 noundef 0) #8
  %74 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %75 = ptrtoint ptr %73 to i64
  %76 = ptrtoint ptr %74 to i64
  %77 = sub i64 %75, %76
  %78 = trunc i64 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@KDLAIEBN@strchr?5nul?3?5?$CFd?0?5strstr?3?5?8?$CFs?8?5?$CFd?6@", i32 noundef %78, ptr noundef %71, i32 noundef %69)
  %80 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %80, i8 45, i64 10, i1 false)
  %81 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 10
  store i8 0, ptr %81, align 2
  %82 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %83 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@DLFMEALA@memset?3?5?8?$CFs?8?6?$AA@", ptr noundef %82)
  %84 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %85 = call ptr @strncpy(ptr noundef %84, ptr noundef @"??_C@_03FIKCJHKP@abc?$AA@", i64 noundef 8) #8
  %86 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 0
  %87 = call i64 @strlen(ptr noundef %86) #8
  %88 = trunc i64 %87 to i32
  %89 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 7
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 3
  %93 = load i8, ptr %92, align 1
  %94 = sext i8 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@LOCNOPAB@strncpy?5pad?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %94, i32 noundef %91, i32 noundef %88)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.mv, i64 11, i1 false)
  %96 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %97 = getelementptr inbounds i8, ptr %96, i64 2
  %98 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %97, ptr align 1 %98, i64 5, i1 false)
  %99 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %100 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@LEOPBCJG@memmove?5fwd?3?5?$CFs?6?$AA@", ptr noundef %99)
  %101 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %102 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %103 = getelementptr inbounds i8, ptr %102, i64 3
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %101, ptr align 1 %103, i64 6, i1 false)
  %104 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@GFIKOMFO@memmove?5back?3?5?$CFs?6?$AA@", ptr noundef %104)
  %106 = call i32 @sgn(i32 noundef 1)
  %107 = call i32 @sgn(i32 noundef 0)
  %108 = call i32 @sgn(i32 noundef -1)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@CNKHGEOI@memcmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %108, i32 noundef %107, i32 noundef %106)
  store i32 1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %110 = call ptr @malloc(i64 noundef 4) #9
  store ptr %110, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %111

111:                                              ; preds = %135, %0
  %112 = load i32, ptr %9, align 4
  %113 = icmp slt i32 %112, 1000
  br i1 %113, label %114, label %138

114:                                              ; preds = %111
  %115 = load i32, ptr %7, align 4
  %116 = load i32, ptr %6, align 4
  %117 = icmp eq i32 %115, %116
  br i1 %117, label %118, label %126

118:                                              ; preds = %114
  %119 = load i32, ptr %6, align 4
  %120 = mul nsw i32 %119, 2
  store i32 %120, ptr %6, align 4
  %121 = load i32, ptr %6, align 4
  %122 = sext i32 %121 to i64
  %123 = mul i64 %122, 4
  %124 = load ptr, ptr %8, align 8
  %125 = call ptr @realloc(ptr noundef %124, i64 noundef %123) #10
  store ptr %125, ptr %8, align 8
  br label %126

126:                                              ; preds = %118, %114
  %127 = load i32, ptr %9, align 4
  %128 = mul nsw i32 %127, 7919
  %129 = srem i32 %128, 1009
  %130 = load ptr, ptr %8, align 8
  %131 = load i32, ptr %7, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %7, align 4
  %133 = sext i32 %131 to i64
  %134 = getelementptr inbounds i32, ptr %130, i64 %133
  store i32 %129, ptr %134, align 4
  br label %135

135:                                              ; preds = %126
  %136 = load i32, ptr %9, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %9, align 4
  br label %111, !llvm.loop !5

138:                                              ; preds = %111
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %139

139:                                              ; preds = %152, %138
  %140 = load i32, ptr %11, align 4
  %141 = load i32, ptr %7, align 4
  %142 = icmp slt i32 %140, %141
  br i1 %142, label %143, label %155

143:                                              ; preds = %139
  %144 = load ptr, ptr %8, align 8
  %145 = load i32, ptr %11, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %144, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = sext i32 %148 to i64
  %150 = load i64, ptr %10, align 8
  %151 = add nsw i64 %150, %149
  store i64 %151, ptr %10, align 8
  br label %152

152:                                              ; preds = %143
  %153 = load i32, ptr %11, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %11, align 4
  br label %139, !llvm.loop !7

155:                                              ; preds = %139
  %156 = load i64, ptr %10, align 8
  %157 = load i32, ptr %6, align 4
  %158 = load i32, ptr %7, align 4
  %159 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BO@MJGLFHDJ@vector?3?5n?$DN?$CFd?5cap?$DN?$CFd?5sum?$DN?$CFlld?6?$AA@", i32 noundef %158, i32 noundef %157, i64 noundef %156)
  %160 = call ptr @malloc(i64 noundef 4000) #9
  store ptr %160, ptr %12, align 8
  %161 = call ptr @malloc(i64 noundef 4000) #9
  store ptr %161, ptr %13, align 8
  store i32 12345, ptr %14, align 4
  store i32 0, ptr %16, align 4
  br label %162

162:                                              ; preds = %201, %155
  %163 = load i32, ptr %16, align 4
  %164 = icmp slt i32 %163, 4
  br i1 %164, label %165, label %204

165:                                              ; preds = %162
  store i32 12345, ptr %14, align 4
  store i32 0, ptr %17, align 4
  br label %166

166:                                              ; preds = %181, %165
  %167 = load i32, ptr %17, align 4
  %168 = icmp slt i32 %167, 1000
  br i1 %168, label %169, label %184

169:                                              ; preds = %166
  %170 = load i32, ptr %14, align 4
  %171 = mul i32 %170, 1103515245
  %172 = add i32 %171, 12345
  store i32 %172, ptr %14, align 4
  %173 = load i32, ptr %14, align 4
  %174 = lshr i32 %173, 8
  %175 = srem i32 %174, 2000
  %176 = sub nsw i32 %175, 1000
  %177 = load ptr, ptr %12, align 8
  %178 = load i32, ptr %17, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds i32, ptr %177, i64 %179
  store i32 %176, ptr %180, align 4
  br label %181

181:                                              ; preds = %169
  %182 = load i32, ptr %17, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %17, align 4
  br label %166, !llvm.loop !8

184:                                              ; preds = %166
  %185 = load i32, ptr %16, align 4
  switch i32 %185, label %195 [
    i32 0, label %186
    i32 1, label %188
    i32 2, label %191
    i32 3, label %193
  ]

186:                                              ; preds = %184
  %187 = load ptr, ptr %12, align 8
  call void @insertion_sort(ptr noundef %187, i32 noundef 1000)
  br label %195

188:                                              ; preds = %184
  %189 = load ptr, ptr %13, align 8
  %190 = load ptr, ptr %12, align 8
  call void @merge_sort(ptr noundef %190, ptr noundef %189, i32 noundef 1000)
  br label %195

191:                                              ; preds = %184
  %192 = load ptr, ptr %12, align 8
  call void @quick_sort(ptr noundef %192, i32 noundef 0, i32 noundef 999)
  br label %195

193:                                              ; preds = %184
  %194 = load ptr, ptr %12, align 8
  call void @heap_sort(ptr noundef %194, i32 noundef 1000)
  br label %195

195:                                              ; preds = %184, %193, %191, %188, %186
  %196 = load ptr, ptr %12, align 8
  %197 = call i32 @check(ptr noundef %196, i32 noundef 1000)
  %198 = load i32, ptr %16, align 4
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 %199
  store i32 %197, ptr %200, align 4
  br label %201

201:                                              ; preds = %195
  %202 = load i32, ptr %16, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %16, align 4
  br label %162, !llvm.loop !9

204:                                              ; preds = %162
  %205 = load ptr, ptr %12, align 8
  %206 = getelementptr inbounds i32, ptr %205, i64 999
  %207 = load i32, ptr %206, align 4
  %208 = load ptr, ptr %12, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 0
  %210 = load i32, ptr %209, align 4
  %211 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 3
  %212 = load i32, ptr %211, align 4
  %213 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 2
  %214 = load i32, ptr %213, align 8
  %215 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 1
  %216 = load i32, ptr %215, align 4
  %217 = getelementptr inbounds [4 x i32], ptr %15, i64 0, i64 0
  %218 = load i32, ptr %217, align 16
  %219 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@PPHMHIEA@sorts?3?5?$CF08x?5?$CF08x?5?$CF08x?5?$CF08x?5min?5?$CF@", i32 noundef %218, i32 noundef %216, i32 noundef %214, i32 noundef %212, i32 noundef %210, i32 noundef %207)
  %220 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %220)
  %221 = load ptr, ptr %13, align 8
  call void @free(ptr noundef %221)
  %222 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %222)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.main.words, i64 72, i1 false)
  %223 = getelementptr inbounds [9 x ptr], ptr %18, i64 0, i64 0
  call void @sort_strings(ptr noundef %223, i32 noundef 9)
  store i32 0, ptr %19, align 4
  br label %224

224:                                              ; preds = %237, %204
  %225 = load i32, ptr %19, align 4
  %226 = icmp slt i32 %225, 9
  br i1 %226, label %227, label %240

227:                                              ; preds = %224
  %228 = load i32, ptr %19, align 4
  %229 = icmp slt i32 %228, 8
  %230 = zext i1 %229 to i64
  %231 = select i1 %229, ptr @"??_C@_01CLKCMJKC@?5?$AA@", ptr @"??_C@_01EEMJAFIK@?6?$AA@"
  %232 = load i32, ptr %19, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [9 x ptr], ptr %18, i64 0, i64 %233
  %235 = load ptr, ptr %234, align 8
  %236 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", ptr noundef %235, ptr noundef %231)
  br label %237

237:                                              ; preds = %227
  %238 = load i32, ptr %19, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %19, align 4
  br label %224, !llvm.loop !10

240:                                              ; preds = %224
  %241 = call ptr @calloc(i64 noundef 16, i64 noundef 8) #11
  store ptr %241, ptr %20, align 8
  store ptr @"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@", ptr %21, align 8
  %242 = load ptr, ptr %21, align 8
  store ptr %242, ptr %22, align 8
  br label %243

243:                                              ; preds = %336, %240
  %244 = load ptr, ptr %22, align 8
  %245 = load i8, ptr %244, align 1
  %246 = icmp ne i8 %245, 0
  br i1 %246, label %247, label %337

247:                                              ; preds = %243
  %248 = load ptr, ptr %22, align 8
  %249 = call ptr @strchr(ptr noundef %248, i32 noundef 32) #8
  store ptr %249, ptr %23, align 8
  %250 = load ptr, ptr %23, align 8
  %251 = icmp ne ptr %250, null
  br i1 %251, label %252, label %258

252:                                              ; preds = %247
  %253 = load ptr, ptr %23, align 8
  %254 = load ptr, ptr %22, align 8
  %255 = ptrtoint ptr %253 to i64
  %256 = ptrtoint ptr %254 to i64
  %257 = sub i64 %255, %256
  br label %261

258:                                              ; preds = %247
  %259 = load ptr, ptr %22, align 8
  %260 = call i64 @strlen(ptr noundef %259) #8
  br label %261

261:                                              ; preds = %258, %252
  %262 = phi i64 [ %257, %252 ], [ %260, %258 ]
  store i64 %262, ptr %24, align 8
  %263 = load i64, ptr %24, align 8
  %264 = add i64 %263, 1
  %265 = call ptr @malloc(i64 noundef %264) #9
  store ptr %265, ptr %25, align 8
  %266 = load ptr, ptr %25, align 8
  %267 = load ptr, ptr %22, align 8
  %268 = load i64, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %266, ptr align 1 %267, i64 %268, i1 false)
  %269 = load ptr, ptr %25, align 8
  %270 = load i64, ptr %24, align 8
  %271 = getelementptr inbounds i8, ptr %269, i64 %270
  store i8 0, ptr %271, align 1
  %272 = load ptr, ptr %25, align 8
  %273 = call i32 @hash_str(ptr noundef %272)
  %274 = urem i32 %273, 16
  store i32 %274, ptr %26, align 4
  %275 = load ptr, ptr %20, align 8
  %276 = load i32, ptr %26, align 4
  %277 = zext i32 %276 to i64
  %278 = getelementptr inbounds ptr, ptr %275, i64 %277
  %279 = load ptr, ptr %278, align 8
  store ptr %279, ptr %27, align 8
  br label %280

280:                                              ; preds = %292, %261
  %281 = load ptr, ptr %27, align 8
  %282 = icmp ne ptr %281, null
  br i1 %282, label %283, label %290

283:                                              ; preds = %280
  %284 = load ptr, ptr %25, align 8
  %285 = load ptr, ptr %27, align 8
  %286 = getelementptr inbounds %struct.Entry, ptr %285, i32 0, i32 0
  %287 = load ptr, ptr %286, align 8
  %288 = call i32 @strcmp(ptr noundef %287, ptr noundef %284) #8
  %289 = icmp ne i32 %288, 0
  br label %290

290:                                              ; preds = %283, %280
  %291 = phi i1 [ false, %280 ], [ %289, %283 ]
  br i1 %291, label %292, label %296

292:                                              ; preds = %290
  %293 = load ptr, ptr %27, align 8
  %294 = getelementptr inbounds %struct.Entry, ptr %293, i32 0, i32 2
  %295 = load ptr, ptr %294, align 8
  store ptr %295, ptr %27, align 8
  br label %280, !llvm.loop !11

296:                                              ; preds = %290
  %297 = load ptr, ptr %27, align 8
  %298 = icmp ne ptr %297, null
  br i1 %298, label %299, label %305

299:                                              ; preds = %296
  %300 = load ptr, ptr %27, align 8
  %301 = getelementptr inbounds %struct.Entry, ptr %300, i32 0, i32 1
  %302 = load i32, ptr %301, align 8
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %301, align 8
  %304 = load ptr, ptr %25, align 8
  call void @free(ptr noundef %304)
  br label %324

305:                                              ; preds = %296
  %306 = call ptr @malloc(i64 noundef 24) #9
  store ptr %306, ptr %27, align 8
  %307 = load ptr, ptr %25, align 8
  %308 = load ptr, ptr %27, align 8
  %309 = getelementptr inbounds %struct.Entry, ptr %308, i32 0, i32 0
  store ptr %307, ptr %309, align 8
  %310 = load ptr, ptr %27, align 8
  %311 = getelementptr inbounds %struct.Entry, ptr %310, i32 0, i32 1
  store i32 1, ptr %311, align 8
  %312 = load ptr, ptr %20, align 8
  %313 = load i32, ptr %26, align 4
  %314 = zext i32 %313 to i64
  %315 = getelementptr inbounds ptr, ptr %312, i64 %314
  %316 = load ptr, ptr %315, align 8
  %317 = load ptr, ptr %27, align 8
  %318 = getelementptr inbounds %struct.Entry, ptr %317, i32 0, i32 2
  store ptr %316, ptr %318, align 8
  %319 = load ptr, ptr %27, align 8
  %320 = load ptr, ptr %20, align 8
  %321 = load i32, ptr %26, align 4
  %322 = zext i32 %321 to i64
  %323 = getelementptr inbounds ptr, ptr %320, i64 %322
  store ptr %319, ptr %323, align 8
  br label %324

324:                                              ; preds = %305, %299
  %325 = load i64, ptr %24, align 8
  %326 = load ptr, ptr %22, align 8
  %327 = getelementptr inbounds i8, ptr %326, i64 %325
  store ptr %327, ptr %22, align 8
  br label %328

328:                                              ; preds = %333, %324
  %329 = load ptr, ptr %22, align 8
  %330 = load i8, ptr %329, align 1
  %331 = sext i8 %330 to i32
  %332 = icmp eq i32 %331, 32
  br i1 %332, label %333, label %336

333:                                              ; preds = %328
  %334 = load ptr, ptr %22, align 8
  %335 = getelementptr inbounds i8, ptr %334, i32 1
  store ptr %335, ptr %22, align 8
  br label %328, !llvm.loop !12

336:                                              ; preds = %328
  br label %243, !llvm.loop !13

337:                                              ; preds = %243
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %338

338:                                              ; preds = %371, %337
  %339 = load i32, ptr %29, align 4
  %340 = icmp slt i32 %339, 16
  br i1 %340, label %341, label %374

341:                                              ; preds = %338
  %342 = load ptr, ptr %20, align 8
  %343 = load i32, ptr %29, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds ptr, ptr %342, i64 %344
  %346 = load ptr, ptr %345, align 8
  store ptr %346, ptr %30, align 8
  br label %347

347:                                              ; preds = %366, %341
  %348 = load ptr, ptr %30, align 8
  %349 = icmp ne ptr %348, null
  br i1 %349, label %350, label %370

350:                                              ; preds = %347
  %351 = load i32, ptr %28, align 4
  %352 = add nsw i32 %351, 1
  store i32 %352, ptr %28, align 4
  %353 = load ptr, ptr %30, align 8
  %354 = getelementptr inbounds %struct.Entry, ptr %353, i32 0, i32 1
  %355 = load i32, ptr %354, align 8
  %356 = icmp sgt i32 %355, 1
  br i1 %356, label %357, label %365

357:                                              ; preds = %350
  %358 = load ptr, ptr %30, align 8
  %359 = getelementptr inbounds %struct.Entry, ptr %358, i32 0, i32 1
  %360 = load i32, ptr %359, align 8
  %361 = load ptr, ptr %30, align 8
  %362 = getelementptr inbounds %struct.Entry, ptr %361, i32 0, i32 0
  %363 = load ptr, ptr %362, align 8
  %364 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@", ptr noundef %363, i32 noundef %360)
  br label %365

365:                                              ; preds = %357, %350
  br label %366

366:                                              ; preds = %365
  %367 = load ptr, ptr %30, align 8
  %368 = getelementptr inbounds %struct.Entry, ptr %367, i32 0, i32 2
  %369 = load ptr, ptr %368, align 8
  store ptr %369, ptr %30, align 8
  br label %347, !llvm.loop !14

370:                                              ; preds = %347
  br label %371

371:                                              ; preds = %370
  %372 = load i32, ptr %29, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %29, align 4
  br label %338, !llvm.loop !15

374:                                              ; preds = %338
  %375 = load i32, ptr %28, align 4
  %376 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@", i32 noundef %375)
  store i32 0, ptr %31, align 4
  br label %377

377:                                              ; preds = %399, %374
  %378 = load i32, ptr %31, align 4
  %379 = icmp slt i32 %378, 16
  br i1 %379, label %380, label %402

380:                                              ; preds = %377
  %381 = load ptr, ptr %20, align 8
  %382 = load i32, ptr %31, align 4
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds ptr, ptr %381, i64 %383
  %385 = load ptr, ptr %384, align 8
  store ptr %385, ptr %32, align 8
  br label %386

386:                                              ; preds = %389, %380
  %387 = load ptr, ptr %32, align 8
  %388 = icmp ne ptr %387, null
  br i1 %388, label %389, label %398

389:                                              ; preds = %386
  %390 = load ptr, ptr %32, align 8
  %391 = getelementptr inbounds %struct.Entry, ptr %390, i32 0, i32 2
  %392 = load ptr, ptr %391, align 8
  store ptr %392, ptr %33, align 8
  %393 = load ptr, ptr %32, align 8
  %394 = getelementptr inbounds %struct.Entry, ptr %393, i32 0, i32 0
  %395 = load ptr, ptr %394, align 8
  call void @free(ptr noundef %395)
  %396 = load ptr, ptr %32, align 8
  call void @free(ptr noundef %396)
  %397 = load ptr, ptr %33, align 8
  store ptr %397, ptr %32, align 8
  br label %386, !llvm.loop !16

398:                                              ; preds = %386
  br label %399

399:                                              ; preds = %398
  %400 = load i32, ptr %31, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %31, align 4
  br label %377, !llvm.loop !17

402:                                              ; preds = %377
  %403 = load ptr, ptr %20, align 8
  call void @free(ptr noundef %403)
  call void @free(ptr noundef null)
  %404 = call i32 @puts(ptr noundef @"??_C@_0L@LGPENEAM@puts?5works?$AA@")
  %405 = call i32 @putchar(i32 noundef 33)
  %406 = call i32 @putchar(i32 noundef 10)
  ret i32 19
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare dso_local i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strcat(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strrchr(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strstr(ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare dso_local ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #5

; Function Attrs: allocsize(1)
declare dso_local ptr @realloc(ptr noundef, i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insertion_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %5, align 4
  %19 = sub nsw i32 %18, 1
  store i32 %19, ptr %7, align 4
  br label %20

20:                                               ; preds = %33, %12
  %21 = load i32, ptr %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load ptr, ptr %4, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp sgt i32 %28, %29
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ]
  br i1 %32, label %33, label %46

33:                                               ; preds = %31
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %39, i64 %42
  store i32 %38, ptr %43, align 4
  %44 = load i32, ptr %7, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %7, align 4
  br label %20, !llvm.loop !18

46:                                               ; preds = %31
  %47 = load i32, ptr %6, align 4
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %7, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  store i32 %47, ptr %52, align 4
  br label %53

53:                                               ; preds = %46
  %54 = load i32, ptr %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %5, align 4
  br label %8, !llvm.loop !19

56:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store ptr %0, ptr %6, align 8
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %112

14:                                               ; preds = %3
  %15 = load i32, ptr %4, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, ptr %7, align 4
  %17 = load i32, ptr %7, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = load ptr, ptr %6, align 8
  call void @merge_sort(ptr noundef %19, ptr noundef %18, i32 noundef %17)
  %20 = load i32, ptr %4, align 4
  %21 = load i32, ptr %7, align 4
  %22 = sub nsw i32 %20, %21
  %23 = load ptr, ptr %5, align 8
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  call void @merge_sort(ptr noundef %27, ptr noundef %23, i32 noundef %22)
  store i32 0, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  store i32 %28, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %29

29:                                               ; preds = %65, %14
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %34, %35
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i1 [ false, %29 ], [ %36, %33 ]
  br i1 %38, label %39, label %72

39:                                               ; preds = %37
  %40 = load ptr, ptr %6, align 8
  %41 = load i32, ptr %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %45, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = icmp sle i32 %44, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %39
  %52 = load ptr, ptr %6, align 8
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i32, ptr %52, i64 %55
  %57 = load i32, ptr %56, align 4
  br label %65

58:                                               ; preds = %39
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds i32, ptr %59, i64 %62
  %64 = load i32, ptr %63, align 4
  br label %65

65:                                               ; preds = %58, %51
  %66 = phi i32 [ %57, %51 ], [ %64, %58 ]
  %67 = load ptr, ptr %5, align 8
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %10, align 4
  %70 = sext i32 %68 to i64
  %71 = getelementptr inbounds i32, ptr %67, i64 %70
  store i32 %66, ptr %71, align 4
  br label %29, !llvm.loop !20

72:                                               ; preds = %37
  br label %73

73:                                               ; preds = %77, %72
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %7, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %89

77:                                               ; preds = %73
  %78 = load ptr, ptr %6, align 8
  %79 = load i32, ptr %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %8, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = load ptr, ptr %5, align 8
  %85 = load i32, ptr %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %10, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds i32, ptr %84, i64 %87
  store i32 %83, ptr %88, align 4
  br label %73, !llvm.loop !21

89:                                               ; preds = %73
  br label %90

90:                                               ; preds = %94, %89
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %4, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %90
  %95 = load ptr, ptr %6, align 8
  %96 = load i32, ptr %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %9, align 4
  %98 = sext i32 %96 to i64
  %99 = getelementptr inbounds i32, ptr %95, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = load ptr, ptr %5, align 8
  %102 = load i32, ptr %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %10, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds i32, ptr %101, i64 %104
  store i32 %100, ptr %105, align 4
  br label %90, !llvm.loop !22

106:                                              ; preds = %90
  %107 = load ptr, ptr %6, align 8
  %108 = load ptr, ptr %5, align 8
  %109 = load i32, ptr %4, align 4
  %110 = sext i32 %109 to i64
  %111 = mul i64 %110, 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %107, ptr align 4 %108, i64 %111, i1 false)
  br label %112

112:                                              ; preds = %106, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  br label %11

11:                                               ; preds = %101, %3
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %102

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %5, align 4
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %16, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %7, align 4
  %24 = load i32, ptr %5, align 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %4, align 4
  store i32 %25, ptr %9, align 4
  br label %26

26:                                               ; preds = %82, %15
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp sle i32 %27, %28
  br i1 %29, label %30, label %83

30:                                               ; preds = %26
  br label %31

31:                                               ; preds = %39, %30
  %32 = load ptr, ptr %6, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load i32, ptr %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %8, align 4
  br label %31, !llvm.loop !23

42:                                               ; preds = %31
  br label %43

43:                                               ; preds = %51, %42
  %44 = load ptr, ptr %6, align 8
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp sgt i32 %48, %49
  br i1 %50, label %51, label %54

51:                                               ; preds = %43
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, ptr %9, align 4
  br label %43, !llvm.loop !24

54:                                               ; preds = %43
  %55 = load i32, ptr %8, align 4
  %56 = load i32, ptr %9, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %82

58:                                               ; preds = %54
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  %63 = load i32, ptr %62, align 4
  store i32 %63, ptr %10, align 4
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  store i32 %68, ptr %72, align 4
  %73 = load i32, ptr %10, align 4
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %73, ptr %77, align 4
  %78 = load i32, ptr %8, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %8, align 4
  %80 = load i32, ptr %9, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, ptr %9, align 4
  br label %82

82:                                               ; preds = %58, %54
  br label %26, !llvm.loop !25

83:                                               ; preds = %26
  %84 = load i32, ptr %9, align 4
  %85 = load i32, ptr %5, align 4
  %86 = sub nsw i32 %84, %85
  %87 = load i32, ptr %4, align 4
  %88 = load i32, ptr %8, align 4
  %89 = sub nsw i32 %87, %88
  %90 = icmp slt i32 %86, %89
  br i1 %90, label %91, label %96

91:                                               ; preds = %83
  %92 = load i32, ptr %9, align 4
  %93 = load i32, ptr %5, align 4
  %94 = load ptr, ptr %6, align 8
  call void @quick_sort(ptr noundef %94, i32 noundef %93, i32 noundef %92)
  %95 = load i32, ptr %8, align 4
  store i32 %95, ptr %5, align 4
  br label %101

96:                                               ; preds = %83
  %97 = load i32, ptr %4, align 4
  %98 = load i32, ptr %8, align 4
  %99 = load ptr, ptr %6, align 8
  call void @quick_sort(ptr noundef %99, i32 noundef %98, i32 noundef %97)
  %100 = load i32, ptr %9, align 4
  store i32 %100, ptr %4, align 4
  br label %101

101:                                              ; preds = %96, %91
  br label %11, !llvm.loop !26

102:                                              ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %8 = load i32, ptr %3, align 4
  %9 = sdiv i32 %8, 2
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load ptr, ptr %4, align 8
  call void @sift(ptr noundef %17, i32 noundef %16, i32 noundef %15)
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, ptr %5, align 4
  br label %11, !llvm.loop !27

21:                                               ; preds = %11
  %22 = load i32, ptr %3, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %45, %21
  %25 = load i32, ptr %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %48

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds i32, ptr %28, i64 0
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %7, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %4, align 8
  %37 = getelementptr inbounds i32, ptr %36, i64 0
  store i32 %35, ptr %37, align 4
  %38 = load i32, ptr %7, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  store i32 %38, ptr %42, align 4
  %43 = load i32, ptr %6, align 4
  %44 = load ptr, ptr %4, align 8
  call void @sift(ptr noundef %44, i32 noundef 0, i32 noundef %43)
  br label %45

45:                                               ; preds = %27
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %6, align 4
  br label %24, !llvm.loop !28

48:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  store i32 -2128831035, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %41

12:                                               ; preds = %8
  %13 = load i32, ptr %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = icmp sgt i32 %21, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %43

29:                                               ; preds = %15, %12
  %30 = load i32, ptr %6, align 4
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = xor i32 %30, %35
  %37 = mul i32 %36, 16777619
  store i32 %37, ptr %6, align 4
  br label %38

38:                                               ; preds = %29
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %7, align 4
  br label %8, !llvm.loop !29

41:                                               ; preds = %8
  %42 = load i32, ptr %6, align 4
  store i32 %42, ptr %3, align 4
  br label %43

43:                                               ; preds = %41, %28
  %44 = load i32, ptr %3, align 4
  ret i32 %44
}

declare dso_local void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sort_strings(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  store i32 1, ptr %5, align 4
  br label %8

8:                                                ; preds = %59, %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %62

12:                                               ; preds = %8
  %13 = load i32, ptr %5, align 4
  store i32 %13, ptr %6, align 4
  br label %14

14:                                               ; preds = %55, %12
  %15 = load i32, ptr %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %31

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds ptr, ptr %18, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sub nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds ptr, ptr %23, i64 %26
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 @strcmp(ptr noundef %28, ptr noundef %22) #8
  %30 = icmp sgt i32 %29, 0
  br label %31

31:                                               ; preds = %17, %14
  %32 = phi i1 [ false, %14 ], [ %30, %17 ]
  br i1 %32, label %33, label %58

33:                                               ; preds = %31
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds ptr, ptr %34, i64 %36
  %38 = load ptr, ptr %37, align 8
  store ptr %38, ptr %7, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %6, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds ptr, ptr %39, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds ptr, ptr %45, i64 %47
  store ptr %44, ptr %48, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %6, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds ptr, ptr %50, i64 %53
  store ptr %49, ptr %54, align 8
  br label %55

55:                                               ; preds = %33
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, ptr %6, align 4
  br label %14, !llvm.loop !30

58:                                               ; preds = %31
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %8, !llvm.loop !31

62:                                               ; preds = %8
  ret void
}

; Function Attrs: allocsize(0,1)
declare dso_local ptr @calloc(i64 noundef, i64 noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash_str(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 5381, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4
  %10 = mul i32 %9, 33
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %2, align 8
  %13 = load i8, ptr %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !32

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4
  ret i32 %17
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #2

declare dso_local i32 @puts(ptr noundef) #1

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sift(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  br label %10

10:                                               ; preds = %58, %3
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 2, %11
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %5, align 4
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %10
  %19 = load ptr, ptr %6, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = icmp sgt i32 %23, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %18
  %31 = load i32, ptr %7, align 4
  store i32 %31, ptr %8, align 4
  br label %32

32:                                               ; preds = %30, %18, %10
  %33 = load i32, ptr %7, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = load ptr, ptr %6, align 8
  %39 = load i32, ptr %7, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %38, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %6, align 8
  %45 = load i32, ptr %8, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = icmp sgt i32 %43, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %37
  %51 = load i32, ptr %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %8, align 4
  br label %53

53:                                               ; preds = %50, %37, %32
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %5, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  ret void

58:                                               ; preds = %53
  %59 = load ptr, ptr %6, align 8
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %59, i64 %61
  %63 = load i32, ptr %62, align 4
  store i32 %63, ptr %9, align 4
  %64 = load ptr, ptr %6, align 8
  %65 = load i32, ptr %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %69, i64 %71
  store i32 %68, ptr %72, align 4
  %73 = load i32, ptr %9, align 4
  %74 = load ptr, ptr %6, align 8
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %74, i64 %76
  store i32 %73, ptr %77, align 4
  %78 = load i32, ptr %8, align 4
  store i32 %78, ptr %5, align 4
  br label %10
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { allocsize(1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { allocsize(0,1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }
attributes #10 = { allocsize(1) }
attributes #11 = { allocsize(0,1) }

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
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
