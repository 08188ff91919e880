; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Entry = type { i8*, i32, %struct.Entry* }

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
@__const.main.words = private unnamed_addr constant [9 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04JIOLFFHP@pear?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KNEMIFPD@fig?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGCFEEDE@banana?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06FAGBFGF@cherry?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KNEMIFPD@fig?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04JNIHBGGH@date?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0)], align 16
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
  %3 = alloca i8*, align 8
  %4 = alloca [8 x i8], align 1
  %5 = alloca [11 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca [4 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [9 x i8*], align 16
  %19 = alloca i32, align 4
  %20 = alloca %struct.Entry**, align 8
  %21 = alloca i8*, align 8
  %22 = alloca i8*, align 8
  %23 = alloca i8*, align 8
  %24 = alloca i64, align 8
  %25 = alloca i8*, align 8
  %26 = alloca i32, align 4
  %27 = alloca %struct.Entry*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.Entry*, align 8
  %31 = alloca i32, align 4
  %32 = alloca %struct.Entry*, align 8
  %33 = alloca %struct.Entry*, align 8
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FIHACJEH@Hello?0?5world?$AA@", i64 0, i64 0), i8** %3, align 8
  %34 = load i8*, i8** %3, align 8
  %35 = call i64 @strlen(i8* noundef %34)
  %36 = trunc i64 %35 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EPJPIEN@strlen?5?$CFu?0?5empty?5?$CFu?6?$AA@", i64 0, i64 0), i32 noundef %36, i64 noundef 0)
  %38 = call i32 @sgn(i32 noundef 1)
  %39 = call i32 @sgn(i32 noundef -1)
  %40 = call i32 @sgn(i32 noundef 1)
  %41 = call i32 @sgn(i32 noundef 0)
  %42 = call i32 @sgn(i32 noundef -1)
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BPBENLA@strcmp?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %42, i32 noundef %41, i32 noundef %40, i32 noundef %39, i32 noundef %38)
  %44 = call i32 @sgn(i32 noundef -1)
  %45 = call i32 @sgn(i32 noundef 0)
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@LIOMFME@strncmp?3?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %45, i32 noundef %44)
  %47 = load i8*, i8** %3, align 8
  %48 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %49 = call i8* @strcpy(i8* noundef %48, i8* noundef %47)
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %51 = call i8* @strcat(i8* noundef %50, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@CHADCAAP@?$CB?5and?5more?$AA@", i64 0, i64 0))
  %52 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %53 = call i64 @strlen(i8* noundef %52)
  %54 = trunc i64 %53 to i32
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@OPHHMEJG@strcpy?1strcat?3?5?8?$CFs?8?5?$CI?$CFu?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %55, i32 noundef %54)
  %57 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %58 = call i8* @strchr(i8* noundef %57, i32 noundef 90)
  %59 = icmp eq i8* %58, null
  %60 = zext i1 %59 to i32
  %61 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %62 = call i8* @strrchr(i8* noundef %61, i32 noundef 111)
  %63 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %64 = call i8* @strchr(i8* noundef %63, i32 noundef 119)
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HJPDMJJM@strchr?3?5?8?$CFs?8?5?8?$CFs?8?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %64, i8* noundef %62, i32 noundef %60)
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %67 = call i8* @strstr(i8* noundef %66, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03POMAGKDD@xyz?$AA@", i64 0, i64 0))
  %68 = icmp eq i8* %67, null
  %69 = zext i1 %68 to i32
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %71 = call i8* @strstr(i8* noundef %70, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BOPJPIAM@and?$AA@", i64 0, i64 0))
  %72 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %73 = call i8* @strchr(i8* noundef %72, i32 noundef 0)
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %75 = ptrtoint i8* %73 to i64
  %76 = ptrtoint i8* %74 to i64
  %77 = sub i64 %75, %76
  %78 = trunc i64 %77 to i32
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KDLAIEBN@strchr?5nul?3?5?$CFd?0?5strstr?3?5?8?$CFs?8?5?$CFd?6@", i64 0, i64 0), i32 noundef %78, i8* noundef %71, i32 noundef %69)
  %80 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %80, i8 45, i64 10, i1 false)
  %81 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 10
  store i8 0, i8* %81, align 2
  %82 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i64 0, i64 0
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@DLFMEALA@memset?3?5?8?$CFs?8?6?$AA@", i64 0, i64 0), i8* noundef %82)
  %84 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  %85 = call i8* @strncpy(i8* noundef %84, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03FIKCJHKP@abc?$AA@", i64 0, i64 0), i64 noundef 8)
  %86 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 0
  %87 = call i64 @strlen(i8* noundef %86)
  %88 = trunc i64 %87 to i32
  %89 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 7
  %90 = load i8, i8* %89, align 1
  %91 = sext i8 %90 to i32
  %92 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i64 0, i64 3
  %93 = load i8, i8* %92, align 1
  %94 = sext i8 %93 to i32
  %95 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@LOCNOPAB@strncpy?5pad?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %94, i32 noundef %91, i32 noundef %88)
  %96 = bitcast [11 x i8]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %96, i8* align 1 getelementptr inbounds ([11 x i8], [11 x i8]* @__const.main.mv, i32 0, i32 0), i64 11, i1 false)
  %97 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  %98 = getelementptr inbounds i8, i8* %97, i64 2
  %99 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %98, i8* align 1 %99, i64 5, i1 false)
  %100 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LEOPBCJG@memmove?5fwd?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %100)
  %102 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  %103 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  %104 = getelementptr inbounds i8, i8* %103, i64 3
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %102, i8* align 1 %104, i64 6, i1 false)
  %105 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i64 0, i64 0
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GFIKOMFO@memmove?5back?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %105)
  %107 = call i32 @sgn(i32 noundef 1)
  %108 = call i32 @sgn(i32 noundef 0)
  %109 = call i32 @sgn(i32 noundef -1)
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CNKHGEOI@memcmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %109, i32 noundef %108, i32 noundef %107)
  store i32 1, i32* %6, align 4
  store i32 0, i32* %7, align 4
  %111 = call i8* @malloc(i64 noundef 4)
  %112 = bitcast i8* %111 to i32*
  store i32* %112, i32** %8, align 8
  store i32 0, i32* %9, align 4
  br label %113

113:                                              ; preds = %139, %0
  %114 = load i32, i32* %9, align 4
  %115 = icmp slt i32 %114, 1000
  br i1 %115, label %116, label %142

116:                                              ; preds = %113
  %117 = load i32, i32* %7, align 4
  %118 = load i32, i32* %6, align 4
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %130

120:                                              ; preds = %116
  %121 = load i32, i32* %6, align 4
  %122 = mul nsw i32 %121, 2
  store i32 %122, i32* %6, align 4
  %123 = load i32, i32* %6, align 4
  %124 = sext i32 %123 to i64
  %125 = mul i64 %124, 4
  %126 = load i32*, i32** %8, align 8
  %127 = bitcast i32* %126 to i8*
  %128 = call i8* @realloc(i8* noundef %127, i64 noundef %125)
  %129 = bitcast i8* %128 to i32*
  store i32* %129, i32** %8, align 8
  br label %130

130:                                              ; preds = %120, %116
  %131 = load i32, i32* %9, align 4
  %132 = mul nsw i32 %131, 7919
  %133 = srem i32 %132, 1009
  %134 = load i32*, i32** %8, align 8
  %135 = load i32, i32* %7, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, i32* %7, align 4
  %137 = sext i32 %135 to i64
  %138 = getelementptr inbounds i32, i32* %134, i64 %137
  store i32 %133, i32* %138, align 4
  br label %139

139:                                              ; preds = %130
  %140 = load i32, i32* %9, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, i32* %9, align 4
  br label %113, !llvm.loop !4

142:                                              ; preds = %113
  store i64 0, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %143

143:                                              ; preds = %156, %142
  %144 = load i32, i32* %11, align 4
  %145 = load i32, i32* %7, align 4
  %146 = icmp slt i32 %144, %145
  br i1 %146, label %147, label %159

147:                                              ; preds = %143
  %148 = load i32*, i32** %8, align 8
  %149 = load i32, i32* %11, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds i32, i32* %148, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = sext i32 %152 to i64
  %154 = load i64, i64* %10, align 8
  %155 = add nsw i64 %154, %153
  store i64 %155, i64* %10, align 8
  br label %156

156:                                              ; preds = %147
  %157 = load i32, i32* %11, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, i32* %11, align 4
  br label %143, !llvm.loop !6

159:                                              ; preds = %143
  %160 = load i64, i64* %10, align 8
  %161 = load i32, i32* %6, align 4
  %162 = load i32, i32* %7, align 4
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@MJGLFHDJ@vector?3?5n?$DN?$CFd?5cap?$DN?$CFd?5sum?$DN?$CFlld?6?$AA@", i64 0, i64 0), i32 noundef %162, i32 noundef %161, i64 noundef %160)
  %164 = call i8* @malloc(i64 noundef 4000)
  %165 = bitcast i8* %164 to i32*
  store i32* %165, i32** %12, align 8
  %166 = call i8* @malloc(i64 noundef 4000)
  %167 = bitcast i8* %166 to i32*
  store i32* %167, i32** %13, align 8
  store i32 12345, i32* %14, align 4
  store i32 0, i32* %16, align 4
  br label %168

168:                                              ; preds = %207, %159
  %169 = load i32, i32* %16, align 4
  %170 = icmp slt i32 %169, 4
  br i1 %170, label %171, label %210

171:                                              ; preds = %168
  store i32 12345, i32* %14, align 4
  store i32 0, i32* %17, align 4
  br label %172

172:                                              ; preds = %187, %171
  %173 = load i32, i32* %17, align 4
  %174 = icmp slt i32 %173, 1000
  br i1 %174, label %175, label %190

175:                                              ; preds = %172
  %176 = load i32, i32* %14, align 4
  %177 = mul i32 %176, 1103515245
  %178 = add i32 %177, 12345
  store i32 %178, i32* %14, align 4
  %179 = load i32, i32* %14, align 4
  %180 = lshr i32 %179, 8
  %181 = srem i32 %180, 2000
  %182 = sub nsw i32 %181, 1000
  %183 = load i32*, i32** %12, align 8
  %184 = load i32, i32* %17, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, i32* %183, i64 %185
  store i32 %182, i32* %186, align 4
  br label %187

187:                                              ; preds = %175
  %188 = load i32, i32* %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, i32* %17, align 4
  br label %172, !llvm.loop !7

190:                                              ; preds = %172
  %191 = load i32, i32* %16, align 4
  switch i32 %191, label %201 [
    i32 0, label %192
    i32 1, label %194
    i32 2, label %197
    i32 3, label %199
  ]

192:                                              ; preds = %190
  %193 = load i32*, i32** %12, align 8
  call void @insertion_sort(i32* noundef %193, i32 noundef 1000)
  br label %201

194:                                              ; preds = %190
  %195 = load i32*, i32** %13, align 8
  %196 = load i32*, i32** %12, align 8
  call void @merge_sort(i32* noundef %196, i32* noundef %195, i32 noundef 1000)
  br label %201

197:                                              ; preds = %190
  %198 = load i32*, i32** %12, align 8
  call void @quick_sort(i32* noundef %198, i32 noundef 0, i32 noundef 999)
  br label %201

199:                                              ; preds = %190
  %200 = load i32*, i32** %12, align 8
  call void @heap_sort(i32* noundef %200, i32 noundef 1000)
  br label %201

201:                                              ; preds = %190, %199, %197, %194, %192
  %202 = load i32*, i32** %12, align 8
  %203 = call i32 @check(i32* noundef %202, i32 noundef 1000)
  %204 = load i32, i32* %16, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i64 0, i64 %205
  store i32 %203, i32* %206, align 4
  br label %207

207:                                              ; preds = %201
  %208 = load i32, i32* %16, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, i32* %16, align 4
  br label %168, !llvm.loop !8

210:                                              ; preds = %168
  %211 = load i32*, i32** %12, align 8
  %212 = getelementptr inbounds i32, i32* %211, i64 999
  %213 = load i32, i32* %212, align 4
  %214 = load i32*, i32** %12, align 8
  %215 = getelementptr inbounds i32, i32* %214, i64 0
  %216 = load i32, i32* %215, align 4
  %217 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i64 0, i64 3
  %218 = load i32, i32* %217, align 4
  %219 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i64 0, i64 2
  %220 = load i32, i32* %219, align 8
  %221 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i64 0, i64 1
  %222 = load i32, i32* %221, align 4
  %223 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i64 0, i64 0
  %224 = load i32, i32* %223, align 16
  %225 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @"??_C@_0CK@PPHMHIEA@sorts?3?5?$CF08x?5?$CF08x?5?$CF08x?5?$CF08x?5min?5?$CF@", i64 0, i64 0), i32 noundef %224, i32 noundef %222, i32 noundef %220, i32 noundef %218, i32 noundef %216, i32 noundef %213)
  %226 = load i32*, i32** %12, align 8
  %227 = bitcast i32* %226 to i8*
  call void @free(i8* noundef %227)
  %228 = load i32*, i32** %13, align 8
  %229 = bitcast i32* %228 to i8*
  call void @free(i8* noundef %229)
  %230 = load i32*, i32** %8, align 8
  %231 = bitcast i32* %230 to i8*
  call void @free(i8* noundef %231)
  %232 = bitcast [9 x i8*]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %232, i8* align 16 bitcast ([9 x i8*]* @__const.main.words to i8*), i64 72, i1 false)
  %233 = getelementptr inbounds [9 x i8*], [9 x i8*]* %18, i64 0, i64 0
  call void @sort_strings(i8** noundef %233, i32 noundef 9)
  store i32 0, i32* %19, align 4
  br label %234

234:                                              ; preds = %247, %210
  %235 = load i32, i32* %19, align 4
  %236 = icmp slt i32 %235, 9
  br i1 %236, label %237, label %250

237:                                              ; preds = %234
  %238 = load i32, i32* %19, align 4
  %239 = icmp slt i32 %238, 8
  %240 = zext i1 %239 to i64
  %241 = select i1 %239, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CLKCMJKC@?5?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i64 0, i64 0)
  %242 = load i32, i32* %19, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [9 x i8*], [9 x i8*]* %18, i64 0, i64 %243
  %245 = load i8*, i8** %244, align 8
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i64 0, i64 0), i8* noundef %245, i8* noundef %241)
  br label %247

247:                                              ; preds = %237
  %248 = load i32, i32* %19, align 4
  %249 = add nsw i32 %248, 1
  store i32 %249, i32* %19, align 4
  br label %234, !llvm.loop !9

250:                                              ; preds = %234
  %251 = call i8* @calloc(i64 noundef 16, i64 noundef 8)
  %252 = bitcast i8* %251 to %struct.Entry**
  store %struct.Entry** %252, %struct.Entry*** %20, align 8
  store i8* getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@", i64 0, i64 0), i8** %21, align 8
  %253 = load i8*, i8** %21, align 8
  store i8* %253, i8** %22, align 8
  br label %254

254:                                              ; preds = %348, %250
  %255 = load i8*, i8** %22, align 8
  %256 = load i8, i8* %255, align 1
  %257 = icmp ne i8 %256, 0
  br i1 %257, label %258, label %349

258:                                              ; preds = %254
  %259 = load i8*, i8** %22, align 8
  %260 = call i8* @strchr(i8* noundef %259, i32 noundef 32)
  store i8* %260, i8** %23, align 8
  %261 = load i8*, i8** %23, align 8
  %262 = icmp ne i8* %261, null
  br i1 %262, label %263, label %269

263:                                              ; preds = %258
  %264 = load i8*, i8** %23, align 8
  %265 = load i8*, i8** %22, align 8
  %266 = ptrtoint i8* %264 to i64
  %267 = ptrtoint i8* %265 to i64
  %268 = sub i64 %266, %267
  br label %272

269:                                              ; preds = %258
  %270 = load i8*, i8** %22, align 8
  %271 = call i64 @strlen(i8* noundef %270)
  br label %272

272:                                              ; preds = %269, %263
  %273 = phi i64 [ %268, %263 ], [ %271, %269 ]
  store i64 %273, i64* %24, align 8
  %274 = load i64, i64* %24, align 8
  %275 = add i64 %274, 1
  %276 = call i8* @malloc(i64 noundef %275)
  store i8* %276, i8** %25, align 8
  %277 = load i8*, i8** %25, align 8
  %278 = load i8*, i8** %22, align 8
  %279 = load i64, i64* %24, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %277, i8* align 1 %278, i64 %279, i1 false)
  %280 = load i8*, i8** %25, align 8
  %281 = load i64, i64* %24, align 8
  %282 = getelementptr inbounds i8, i8* %280, i64 %281
  store i8 0, i8* %282, align 1
  %283 = load i8*, i8** %25, align 8
  %284 = call i32 @hash_str(i8* noundef %283)
  %285 = urem i32 %284, 16
  store i32 %285, i32* %26, align 4
  %286 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %287 = load i32, i32* %26, align 4
  %288 = zext i32 %287 to i64
  %289 = getelementptr inbounds %struct.Entry*, %struct.Entry** %286, i64 %288
  %290 = load %struct.Entry*, %struct.Entry** %289, align 8
  store %struct.Entry* %290, %struct.Entry** %27, align 8
  br label %291

291:                                              ; preds = %303, %272
  %292 = load %struct.Entry*, %struct.Entry** %27, align 8
  %293 = icmp ne %struct.Entry* %292, null
  br i1 %293, label %294, label %301

294:                                              ; preds = %291
  %295 = load i8*, i8** %25, align 8
  %296 = load %struct.Entry*, %struct.Entry** %27, align 8
  %297 = getelementptr inbounds %struct.Entry, %struct.Entry* %296, i32 0, i32 0
  %298 = load i8*, i8** %297, align 8
  %299 = call i32 @strcmp(i8* noundef %298, i8* noundef %295)
  %300 = icmp ne i32 %299, 0
  br label %301

301:                                              ; preds = %294, %291
  %302 = phi i1 [ false, %291 ], [ %300, %294 ]
  br i1 %302, label %303, label %307

303:                                              ; preds = %301
  %304 = load %struct.Entry*, %struct.Entry** %27, align 8
  %305 = getelementptr inbounds %struct.Entry, %struct.Entry* %304, i32 0, i32 2
  %306 = load %struct.Entry*, %struct.Entry** %305, align 8
  store %struct.Entry* %306, %struct.Entry** %27, align 8
  br label %291, !llvm.loop !10

307:                                              ; preds = %301
  %308 = load %struct.Entry*, %struct.Entry** %27, align 8
  %309 = icmp ne %struct.Entry* %308, null
  br i1 %309, label %310, label %316

310:                                              ; preds = %307
  %311 = load %struct.Entry*, %struct.Entry** %27, align 8
  %312 = getelementptr inbounds %struct.Entry, %struct.Entry* %311, i32 0, i32 1
  %313 = load i32, i32* %312, align 8
  %314 = add nsw i32 %313, 1
  store i32 %314, i32* %312, align 8
  %315 = load i8*, i8** %25, align 8
  call void @free(i8* noundef %315)
  br label %336

316:                                              ; preds = %307
  %317 = call i8* @malloc(i64 noundef 24)
  %318 = bitcast i8* %317 to %struct.Entry*
  store %struct.Entry* %318, %struct.Entry** %27, align 8
  %319 = load i8*, i8** %25, align 8
  %320 = load %struct.Entry*, %struct.Entry** %27, align 8
  %321 = getelementptr inbounds %struct.Entry, %struct.Entry* %320, i32 0, i32 0
  store i8* %319, i8** %321, align 8
  %322 = load %struct.Entry*, %struct.Entry** %27, align 8
  %323 = getelementptr inbounds %struct.Entry, %struct.Entry* %322, i32 0, i32 1
  store i32 1, i32* %323, align 8
  %324 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %325 = load i32, i32* %26, align 4
  %326 = zext i32 %325 to i64
  %327 = getelementptr inbounds %struct.Entry*, %struct.Entry** %324, i64 %326
  %328 = load %struct.Entry*, %struct.Entry** %327, align 8
  %329 = load %struct.Entry*, %struct.Entry** %27, align 8
  %330 = getelementptr inbounds %struct.Entry, %struct.Entry* %329, i32 0, i32 2
  store %struct.Entry* %328, %struct.Entry** %330, align 8
  %331 = load %struct.Entry*, %struct.Entry** %27, align 8
  %332 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %333 = load i32, i32* %26, align 4
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds %struct.Entry*, %struct.Entry** %332, i64 %334
  store %struct.Entry* %331, %struct.Entry** %335, align 8
  br label %336

336:                                              ; preds = %316, %310
  %337 = load i64, i64* %24, align 8
  %338 = load i8*, i8** %22, align 8
  %339 = getelementptr inbounds i8, i8* %338, i64 %337
  store i8* %339, i8** %22, align 8
  br label %340

340:                                              ; preds = %345, %336
  %341 = load i8*, i8** %22, align 8
  %342 = load i8, i8* %341, align 1
  %343 = sext i8 %342 to i32
  %344 = icmp eq i32 %343, 32
  br i1 %344, label %345, label %348

345:                                              ; preds = %340
  %346 = load i8*, i8** %22, align 8
  %347 = getelementptr inbounds i8, i8* %346, i32 1
  store i8* %347, i8** %22, align 8
  br label %340, !llvm.loop !11

348:                                              ; preds = %340
  br label %254, !llvm.loop !12

349:                                              ; preds = %254
  store i32 0, i32* %28, align 4
  store i32 0, i32* %29, align 4
  br label %350

350:                                              ; preds = %383, %349
  %351 = load i32, i32* %29, align 4
  %352 = icmp slt i32 %351, 16
  br i1 %352, label %353, label %386

353:                                              ; preds = %350
  %354 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %355 = load i32, i32* %29, align 4
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds %struct.Entry*, %struct.Entry** %354, i64 %356
  %358 = load %struct.Entry*, %struct.Entry** %357, align 8
  store %struct.Entry* %358, %struct.Entry** %30, align 8
  br label %359

359:                                              ; preds = %378, %353
  %360 = load %struct.Entry*, %struct.Entry** %30, align 8
  %361 = icmp ne %struct.Entry* %360, null
  br i1 %361, label %362, label %382

362:                                              ; preds = %359
  %363 = load i32, i32* %28, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, i32* %28, align 4
  %365 = load %struct.Entry*, %struct.Entry** %30, align 8
  %366 = getelementptr inbounds %struct.Entry, %struct.Entry* %365, i32 0, i32 1
  %367 = load i32, i32* %366, align 8
  %368 = icmp sgt i32 %367, 1
  br i1 %368, label %369, label %377

369:                                              ; preds = %362
  %370 = load %struct.Entry*, %struct.Entry** %30, align 8
  %371 = getelementptr inbounds %struct.Entry, %struct.Entry* %370, i32 0, i32 1
  %372 = load i32, i32* %371, align 8
  %373 = load %struct.Entry*, %struct.Entry** %30, align 8
  %374 = getelementptr inbounds %struct.Entry, %struct.Entry* %373, i32 0, i32 0
  %375 = load i8*, i8** %374, align 8
  %376 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %375, i32 noundef %372)
  br label %377

377:                                              ; preds = %369, %362
  br label %378

378:                                              ; preds = %377
  %379 = load %struct.Entry*, %struct.Entry** %30, align 8
  %380 = getelementptr inbounds %struct.Entry, %struct.Entry* %379, i32 0, i32 2
  %381 = load %struct.Entry*, %struct.Entry** %380, align 8
  store %struct.Entry* %381, %struct.Entry** %30, align 8
  br label %359, !llvm.loop !13

382:                                              ; preds = %359
  br label %383

383:                                              ; preds = %382
  %384 = load i32, i32* %29, align 4
  %385 = add nsw i32 %384, 1
  store i32 %385, i32* %29, align 4
  br label %350, !llvm.loop !14

386:                                              ; preds = %350
  %387 = load i32, i32* %28, align 4
  %388 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %387)
  store i32 0, i32* %31, align 4
  br label %389

389:                                              ; preds = %412, %386
  %390 = load i32, i32* %31, align 4
  %391 = icmp slt i32 %390, 16
  br i1 %391, label %392, label %415

392:                                              ; preds = %389
  %393 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %394 = load i32, i32* %31, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds %struct.Entry*, %struct.Entry** %393, i64 %395
  %397 = load %struct.Entry*, %struct.Entry** %396, align 8
  store %struct.Entry* %397, %struct.Entry** %32, align 8
  br label %398

398:                                              ; preds = %401, %392
  %399 = load %struct.Entry*, %struct.Entry** %32, align 8
  %400 = icmp ne %struct.Entry* %399, null
  br i1 %400, label %401, label %411

401:                                              ; preds = %398
  %402 = load %struct.Entry*, %struct.Entry** %32, align 8
  %403 = getelementptr inbounds %struct.Entry, %struct.Entry* %402, i32 0, i32 2
  %404 = load %struct.Entry*, %struct.Entry** %403, align 8
  store %struct.Entry* %404, %struct.Entry** %33, align 8
  %405 = load %struct.Entry*, %struct.Entry** %32, align 8
  %406 = getelementptr inbounds %struct.Entry, %struct.Entry* %405, i32 0, i32 0
  %407 = load i8*, i8** %406, align 8
  call void @free(i8* noundef %407)
  %408 = load %struct.Entry*, %struct.Entry** %32, align 8
  %409 = bitcast %struct.Entry* %408 to i8*
  call void @free(i8* noundef %409)
  %410 = load %struct.Entry*, %struct.Entry** %33, align 8
  store %struct.Entry* %410, %struct.Entry** %32, align 8
  br label %398, !llvm.loop !15

411:                                              ; preds = %398
  br label %412

412:                                              ; preds = %411
  %413 = load i32, i32* %31, align 4
  %414 = add nsw i32 %413, 1
  store i32 %414, i32* %31, align 4
  br label %389, !llvm.loop !16

415:                                              ; preds = %389
  %416 = load %struct.Entry**, %struct.Entry*** %20, align 8
  %417 = bitcast %struct.Entry** %416 to i8*
  call void @free(i8* noundef %417)
  call void @free(i8* noundef null)
  %418 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LGPENEAM@puts?5works?$AA@", i64 0, i64 0))
  %419 = call i32 @putchar(i32 noundef 33)
  %420 = call i32 @putchar(i32 noundef 10)
  ret i32 19
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i64 @strlen(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp sgt i32 %3, 0
  %5 = zext i1 %4 to i32
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 0
  %8 = zext i1 %7 to i32
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

declare dso_local i8* @strcpy(i8* noundef, i8* noundef) #1

declare dso_local i8* @strcat(i8* noundef, i8* noundef) #1

declare dso_local i8* @strchr(i8* noundef, i32 noundef) #1

declare dso_local i8* @strrchr(i8* noundef, i32 noundef) #1

declare dso_local i8* @strstr(i8* noundef, i8* noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare dso_local i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

declare dso_local i8* @malloc(i64 noundef) #1

declare dso_local i8* @realloc(i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insertion_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 8
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load i32*, i32** %4, align 8
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %6, align 4
  %18 = load i32, i32* %5, align 4
  %19 = sub nsw i32 %18, 1
  store i32 %19, i32* %7, align 4
  br label %20

20:                                               ; preds = %33, %12
  %21 = load i32, i32* %7, align 4
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %20
  %24 = load i32*, i32** %4, align 8
  %25 = load i32, i32* %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %24, i64 %26
  %28 = load i32, i32* %27, align 4
  %29 = load i32, i32* %6, align 4
  %30 = icmp sgt i32 %28, %29
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ]
  br i1 %32, label %33, label %46

33:                                               ; preds = %31
  %34 = load i32*, i32** %4, align 8
  %35 = load i32, i32* %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, i32* %34, i64 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32*, i32** %4, align 8
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %39, i64 %42
  store i32 %38, i32* %43, align 4
  %44 = load i32, i32* %7, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %7, align 4
  br label %20, !llvm.loop !17

46:                                               ; preds = %31
  %47 = load i32, i32* %6, align 4
  %48 = load i32*, i32** %4, align 8
  %49 = load i32, i32* %7, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %48, i64 %51
  store i32 %47, i32* %52, align 4
  br label %53

53:                                               ; preds = %46
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %8, !llvm.loop !18

56:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32* %1, i32** %5, align 8
  store i32* %0, i32** %6, align 8
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %114

14:                                               ; preds = %3
  %15 = load i32, i32* %4, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32*, i32** %5, align 8
  %19 = load i32*, i32** %6, align 8
  call void @merge_sort(i32* noundef %19, i32* noundef %18, i32 noundef %17)
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %7, align 4
  %22 = sub nsw i32 %20, %21
  %23 = load i32*, i32** %5, align 8
  %24 = load i32*, i32** %6, align 8
  %25 = load i32, i32* %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %24, i64 %26
  call void @merge_sort(i32* noundef %27, i32* noundef %23, i32 noundef %22)
  store i32 0, i32* %8, align 4
  %28 = load i32, i32* %7, align 4
  store i32 %28, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %29

29:                                               ; preds = %65, %14
  %30 = load i32, i32* %8, align 4
  %31 = load i32, i32* %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %4, align 4
  %36 = icmp slt i32 %34, %35
  br label %37

37:                                               ; preds = %33, %29
  %38 = phi i1 [ false, %29 ], [ %36, %33 ]
  br i1 %38, label %39, label %72

39:                                               ; preds = %37
  %40 = load i32*, i32** %6, align 8
  %41 = load i32, i32* %8, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, i32* %40, i64 %42
  %44 = load i32, i32* %43, align 4
  %45 = load i32*, i32** %6, align 8
  %46 = load i32, i32* %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, i32* %45, i64 %47
  %49 = load i32, i32* %48, align 4
  %50 = icmp sle i32 %44, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %39
  %52 = load i32*, i32** %6, align 8
  %53 = load i32, i32* %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %8, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i32, i32* %52, i64 %55
  %57 = load i32, i32* %56, align 4
  br label %65

58:                                               ; preds = %39
  %59 = load i32*, i32** %6, align 8
  %60 = load i32, i32* %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %9, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds i32, i32* %59, i64 %62
  %64 = load i32, i32* %63, align 4
  br label %65

65:                                               ; preds = %58, %51
  %66 = phi i32 [ %57, %51 ], [ %64, %58 ]
  %67 = load i32*, i32** %5, align 8
  %68 = load i32, i32* %10, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %10, align 4
  %70 = sext i32 %68 to i64
  %71 = getelementptr inbounds i32, i32* %67, i64 %70
  store i32 %66, i32* %71, align 4
  br label %29, !llvm.loop !19

72:                                               ; preds = %37
  br label %73

73:                                               ; preds = %77, %72
  %74 = load i32, i32* %8, align 4
  %75 = load i32, i32* %7, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %89

77:                                               ; preds = %73
  %78 = load i32*, i32** %6, align 8
  %79 = load i32, i32* %8, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %8, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, i32* %78, i64 %81
  %83 = load i32, i32* %82, align 4
  %84 = load i32*, i32** %5, align 8
  %85 = load i32, i32* %10, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %10, align 4
  %87 = sext i32 %85 to i64
  %88 = getelementptr inbounds i32, i32* %84, i64 %87
  store i32 %83, i32* %88, align 4
  br label %73, !llvm.loop !20

89:                                               ; preds = %73
  br label %90

90:                                               ; preds = %94, %89
  %91 = load i32, i32* %9, align 4
  %92 = load i32, i32* %4, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %106

94:                                               ; preds = %90
  %95 = load i32*, i32** %6, align 8
  %96 = load i32, i32* %9, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %9, align 4
  %98 = sext i32 %96 to i64
  %99 = getelementptr inbounds i32, i32* %95, i64 %98
  %100 = load i32, i32* %99, align 4
  %101 = load i32*, i32** %5, align 8
  %102 = load i32, i32* %10, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %10, align 4
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds i32, i32* %101, i64 %104
  store i32 %100, i32* %105, align 4
  br label %90, !llvm.loop !21

106:                                              ; preds = %90
  %107 = load i32*, i32** %6, align 8
  %108 = bitcast i32* %107 to i8*
  %109 = load i32*, i32** %5, align 8
  %110 = bitcast i32* %109 to i8*
  %111 = load i32, i32* %4, align 4
  %112 = sext i32 %111 to i64
  %113 = mul i64 %112, 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %108, i8* align 4 %110, i64 %113, i1 false)
  br label %114

114:                                              ; preds = %106, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %0, i32** %6, align 8
  br label %11

11:                                               ; preds = %101, %3
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %102

15:                                               ; preds = %11
  %16 = load i32*, i32** %6, align 8
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %16, i64 %21
  %23 = load i32, i32* %22, align 4
  store i32 %23, i32* %7, align 4
  %24 = load i32, i32* %5, align 4
  store i32 %24, i32* %8, align 4
  %25 = load i32, i32* %4, align 4
  store i32 %25, i32* %9, align 4
  br label %26

26:                                               ; preds = %82, %15
  %27 = load i32, i32* %8, align 4
  %28 = load i32, i32* %9, align 4
  %29 = icmp sle i32 %27, %28
  br i1 %29, label %30, label %83

30:                                               ; preds = %26
  br label %31

31:                                               ; preds = %39, %30
  %32 = load i32*, i32** %6, align 8
  %33 = load i32, i32* %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, i32* %32, i64 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %7, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %31
  %40 = load i32, i32* %8, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %8, align 4
  br label %31, !llvm.loop !22

42:                                               ; preds = %31
  br label %43

43:                                               ; preds = %51, %42
  %44 = load i32*, i32** %6, align 8
  %45 = load i32, i32* %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %44, i64 %46
  %48 = load i32, i32* %47, align 4
  %49 = load i32, i32* %7, align 4
  %50 = icmp sgt i32 %48, %49
  br i1 %50, label %51, label %54

51:                                               ; preds = %43
  %52 = load i32, i32* %9, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %9, align 4
  br label %43, !llvm.loop !23

54:                                               ; preds = %43
  %55 = load i32, i32* %8, align 4
  %56 = load i32, i32* %9, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %82

58:                                               ; preds = %54
  %59 = load i32*, i32** %6, align 8
  %60 = load i32, i32* %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32* %59, i64 %61
  %63 = load i32, i32* %62, align 4
  store i32 %63, i32* %10, align 4
  %64 = load i32*, i32** %6, align 8
  %65 = load i32, i32* %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %64, i64 %66
  %68 = load i32, i32* %67, align 4
  %69 = load i32*, i32** %6, align 8
  %70 = load i32, i32* %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %69, i64 %71
  store i32 %68, i32* %72, align 4
  %73 = load i32, i32* %10, align 4
  %74 = load i32*, i32** %6, align 8
  %75 = load i32, i32* %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32* %74, i64 %76
  store i32 %73, i32* %77, align 4
  %78 = load i32, i32* %8, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %8, align 4
  %80 = load i32, i32* %9, align 4
  %81 = add nsw i32 %80, -1
  store i32 %81, i32* %9, align 4
  br label %82

82:                                               ; preds = %58, %54
  br label %26, !llvm.loop !24

83:                                               ; preds = %26
  %84 = load i32, i32* %9, align 4
  %85 = load i32, i32* %5, align 4
  %86 = sub nsw i32 %84, %85
  %87 = load i32, i32* %4, align 4
  %88 = load i32, i32* %8, align 4
  %89 = sub nsw i32 %87, %88
  %90 = icmp slt i32 %86, %89
  br i1 %90, label %91, label %96

91:                                               ; preds = %83
  %92 = load i32, i32* %9, align 4
  %93 = load i32, i32* %5, align 4
  %94 = load i32*, i32** %6, align 8
  call void @quick_sort(i32* noundef %94, i32 noundef %93, i32 noundef %92)
  %95 = load i32, i32* %8, align 4
  store i32 %95, i32* %5, align 4
  br label %101

96:                                               ; preds = %83
  %97 = load i32, i32* %4, align 4
  %98 = load i32, i32* %8, align 4
  %99 = load i32*, i32** %6, align 8
  call void @quick_sort(i32* noundef %99, i32 noundef %98, i32 noundef %97)
  %100 = load i32, i32* %9, align 4
  store i32 %100, i32* %4, align 4
  br label %101

101:                                              ; preds = %96, %91
  br label %11, !llvm.loop !25

102:                                              ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 8
  %8 = load i32, i32* %3, align 4
  %9 = sdiv i32 %8, 2
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  br label %11

11:                                               ; preds = %18, %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = load i32, i32* %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = load i32*, i32** %4, align 8
  call void @sift(i32* noundef %17, i32 noundef %16, i32 noundef %15)
  br label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %5, align 4
  br label %11, !llvm.loop !26

21:                                               ; preds = %11
  %22 = load i32, i32* %3, align 4
  %23 = sub nsw i32 %22, 1
  store i32 %23, i32* %6, align 4
  br label %24

24:                                               ; preds = %45, %21
  %25 = load i32, i32* %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %48

27:                                               ; preds = %24
  %28 = load i32*, i32** %4, align 8
  %29 = getelementptr inbounds i32, i32* %28, i64 0
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %7, align 4
  %31 = load i32*, i32** %4, align 8
  %32 = load i32, i32* %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %31, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32*, i32** %4, align 8
  %37 = getelementptr inbounds i32, i32* %36, i64 0
  store i32 %35, i32* %37, align 4
  %38 = load i32, i32* %7, align 4
  %39 = load i32*, i32** %4, align 8
  %40 = load i32, i32* %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, i32* %39, i64 %41
  store i32 %38, i32* %42, align 4
  %43 = load i32, i32* %6, align 4
  %44 = load i32*, i32** %4, align 8
  call void @sift(i32* noundef %44, i32 noundef 0, i32 noundef %43)
  br label %45

45:                                               ; preds = %27
  %46 = load i32, i32* %6, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, i32* %6, align 4
  br label %24, !llvm.loop !27

48:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store i32* %0, i32** %5, align 8
  store i32 -2128831035, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %41

12:                                               ; preds = %8
  %13 = load i32, i32* %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %29

15:                                               ; preds = %12
  %16 = load i32*, i32** %5, align 8
  %17 = load i32, i32* %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %16, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = load i32*, i32** %5, align 8
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, i32* %22, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = icmp sgt i32 %21, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %15
  store i32 0, i32* %3, align 4
  br label %43

29:                                               ; preds = %15, %12
  %30 = load i32, i32* %6, align 4
  %31 = load i32*, i32** %5, align 8
  %32 = load i32, i32* %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %31, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = xor i32 %30, %35
  %37 = mul i32 %36, 16777619
  store i32 %37, i32* %6, align 4
  br label %38

38:                                               ; preds = %29
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  br label %8, !llvm.loop !28

41:                                               ; preds = %8
  %42 = load i32, i32* %6, align 4
  store i32 %42, i32* %3, align 4
  br label %43

43:                                               ; preds = %41, %28
  %44 = load i32, i32* %3, align 4
  ret i32 %44
}

declare dso_local void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sort_strings(i8** noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  store i32 %1, i32* %3, align 4
  store i8** %0, i8*** %4, align 8
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %59, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %62

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  store i32 %13, i32* %6, align 4
  br label %14

14:                                               ; preds = %55, %12
  %15 = load i32, i32* %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %31

17:                                               ; preds = %14
  %18 = load i8**, i8*** %4, align 8
  %19 = load i32, i32* %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20
  %22 = load i8*, i8** %21, align 8
  %23 = load i8**, i8*** %4, align 8
  %24 = load i32, i32* %6, align 4
  %25 = sub nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8*, i8** %23, i64 %26
  %28 = load i8*, i8** %27, align 8
  %29 = call i32 @strcmp(i8* noundef %28, i8* noundef %22)
  %30 = icmp sgt i32 %29, 0
  br label %31

31:                                               ; preds = %17, %14
  %32 = phi i1 [ false, %14 ], [ %30, %17 ]
  br i1 %32, label %33, label %58

33:                                               ; preds = %31
  %34 = load i8**, i8*** %4, align 8
  %35 = load i32, i32* %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8*, i8** %34, i64 %36
  %38 = load i8*, i8** %37, align 8
  store i8* %38, i8** %7, align 8
  %39 = load i8**, i8*** %4, align 8
  %40 = load i32, i32* %6, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8*, i8** %39, i64 %42
  %44 = load i8*, i8** %43, align 8
  %45 = load i8**, i8*** %4, align 8
  %46 = load i32, i32* %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8*, i8** %45, i64 %47
  store i8* %44, i8** %48, align 8
  %49 = load i8*, i8** %7, align 8
  %50 = load i8**, i8*** %4, align 8
  %51 = load i32, i32* %6, align 4
  %52 = sub nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8*, i8** %50, i64 %53
  store i8* %49, i8** %54, align 8
  br label %55

55:                                               ; preds = %33
  %56 = load i32, i32* %6, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, i32* %6, align 4
  br label %14, !llvm.loop !29

58:                                               ; preds = %31
  br label %59

59:                                               ; preds = %58
  %60 = load i32, i32* %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, i32* %5, align 4
  br label %8, !llvm.loop !30

62:                                               ; preds = %8
  ret void
}

declare dso_local i8* @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 5381, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 8
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = mul i32 %9, 33
  %11 = load i8*, i8** %2, align 8
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %2, align 8
  %13 = load i8, i8* %11, align 1
  %14 = zext i8 %13 to i32
  %15 = add i32 %10, %14
  store i32 %15, i32* %3, align 4
  br label %4, !llvm.loop !31

16:                                               ; preds = %4
  %17 = load i32, i32* %3, align 4
  ret i32 %17
}

declare dso_local i32 @strcmp(i8* noundef, i8* noundef) #1

declare dso_local i32 @puts(i8* noundef) #1

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sift(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %0, i32** %6, align 8
  br label %10

10:                                               ; preds = %58, %3
  %11 = load i32, i32* %5, align 4
  %12 = mul nsw i32 2, %11
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %7, align 4
  %14 = load i32, i32* %5, align 4
  store i32 %14, i32* %8, align 4
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %10
  %19 = load i32*, i32** %6, align 8
  %20 = load i32, i32* %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %19, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = load i32*, i32** %6, align 8
  %25 = load i32, i32* %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %24, i64 %26
  %28 = load i32, i32* %27, align 4
  %29 = icmp sgt i32 %23, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %18
  %31 = load i32, i32* %7, align 4
  store i32 %31, i32* %8, align 4
  br label %32

32:                                               ; preds = %30, %18, %10
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, i32* %4, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %53

37:                                               ; preds = %32
  %38 = load i32*, i32** %6, align 8
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, i32* %38, i64 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32*, i32** %6, align 8
  %45 = load i32, i32* %8, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, i32* %44, i64 %46
  %48 = load i32, i32* %47, align 4
  %49 = icmp sgt i32 %43, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %37
  %51 = load i32, i32* %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %8, align 4
  br label %53

53:                                               ; preds = %50, %37, %32
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %5, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  ret void

58:                                               ; preds = %53
  %59 = load i32*, i32** %6, align 8
  %60 = load i32, i32* %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, i32* %59, i64 %61
  %63 = load i32, i32* %62, align 4
  store i32 %63, i32* %9, align 4
  %64 = load i32*, i32** %6, align 8
  %65 = load i32, i32* %8, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, i32* %64, i64 %66
  %68 = load i32, i32* %67, align 4
  %69 = load i32*, i32** %6, align 8
  %70 = load i32, i32* %5, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %69, i64 %71
  store i32 %68, i32* %72, align 4
  %73 = load i32, i32* %9, align 4
  %74 = load i32*, i32** %6, align 8
  %75 = load i32, i32* %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, i32* %74, i64 %76
  store i32 %73, i32* %77, align 4
  %78 = load i32, i32* %8, align 4
  store i32 %78, i32* %5, align 4
  br label %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

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
!13 = distinct !{!13, !5}
!14 = distinct !{!14, !5}
!15 = distinct !{!15, !5}
!16 = distinct !{!16, !5}
!17 = distinct !{!17, !5}
!18 = distinct !{!18, !5}
!19 = distinct !{!19, !5}
!20 = distinct !{!20, !5}
!21 = distinct !{!21, !5}
!22 = distinct !{!22, !5}
!23 = distinct !{!23, !5}
!24 = distinct !{!24, !5}
!25 = distinct !{!25, !5}
!26 = distinct !{!26, !5}
!27 = distinct !{!27, !5}
!28 = distinct !{!28, !5}
!29 = distinct !{!29, !5}
!30 = distinct !{!30, !5}
!31 = distinct !{!31, !5}
