; ModuleID = 'strings_heap.c'
source_filename = "strings_heap.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
@__const.main.words = private unnamed_addr constant [9 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04JIOLFFHP@pear?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KNEMIFPD@fig?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGCFEEDE@banana?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06FAGBFGF@cherry?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KNEMIFPD@fig?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04JNIHBGGH@date?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05EGDPGPFG@apple?$AA@", i32 0, i32 0)], align 4
@"??_C@_01CLKCMJKC@?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c" \00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%s%s\00", comdat, align 1
@"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"the quick brown fox jumps over the lazy dog the fox\00", comdat, align 1
@"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"  %s x%d\0A\00", comdat, align 1
@"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"distinct words %d\0A\00", comdat, align 1
@"??_C@_0L@LGPENEAM@puts?5works?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"puts works\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca i8*, align 4
  %4 = alloca [8 x i8], align 1
  %5 = alloca [11 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 4
  %13 = alloca i32*, align 4
  %14 = alloca i32, align 4
  %15 = alloca [4 x i32], align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [9 x i8*], align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.Entry**, align 4
  %21 = alloca i8*, align 4
  %22 = alloca i8*, align 4
  %23 = alloca i8*, align 4
  %24 = alloca i32, align 4
  %25 = alloca i8*, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.Entry*, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.Entry*, align 4
  %31 = alloca i32, align 4
  %32 = alloca %struct.Entry*, align 4
  %33 = alloca %struct.Entry*, align 4
  store i32 0, i32* %1, align 4
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@FIHACJEH@Hello?0?5world?$AA@", i32 0, i32 0), i8** %3, align 4
  %34 = load i8*, i8** %3, align 4
  %35 = call i32 @strlen(i8* noundef %34)
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@EPJPIEN@strlen?5?$CFu?0?5empty?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %35, i32 noundef 0)
  %37 = call i32 @sgn(i32 noundef 1)
  %38 = call i32 @sgn(i32 noundef -1)
  %39 = call i32 @sgn(i32 noundef 1)
  %40 = call i32 @sgn(i32 noundef 0)
  %41 = call i32 @sgn(i32 noundef -1)
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@BPBENLA@strcmp?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %41, i32 noundef %40, i32 noundef %39, i32 noundef %38, i32 noundef %37)
  %43 = call i32 @sgn(i32 noundef -1)
  %44 = call i32 @sgn(i32 noundef 0)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@LIOMFME@strncmp?3?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %44, i32 noundef %43)
  %46 = load i8*, i8** %3, align 4
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %48 = call i8* @strcpy(i8* noundef %47, i8* noundef %46)
  %49 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %50 = call i8* @strcat(i8* noundef %49, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@CHADCAAP@?$CB?5and?5more?$AA@", i32 0, i32 0))
  %51 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %52 = call i32 @strlen(i8* noundef %51)
  %53 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@OPHHMEJG@strcpy?1strcat?3?5?8?$CFs?8?5?$CI?$CFu?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %53, i32 noundef %52)
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %56 = call i8* @strchr(i8* noundef %55, i32 noundef 90)
  %57 = icmp eq i8* %56, null
  %58 = zext i1 %57 to i32
  %59 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %60 = call i8* @strrchr(i8* noundef %59, i32 noundef 111)
  %61 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %62 = call i8* @strchr(i8* noundef %61, i32 noundef 119)
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HJPDMJJM@strchr?3?5?8?$CFs?8?5?8?$CFs?8?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %62, i8* noundef %60, i32 noundef %58)
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %65 = call i8* @strstr(i8* noundef %64, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03POMAGKDD@xyz?$AA@", i32 0, i32 0))
  %66 = icmp eq i8* %65, null
  %67 = zext i1 %66 to i32
  %68 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %69 = call i8* @strstr(i8* noundef %68, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BOPJPIAM@and?$AA@", i32 0, i32 0))
  %70 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %71 = call i8* @strchr(i8* noundef %70, i32 noundef 0)
  %72 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %73 = ptrtoint i8* %71 to i32
  %74 = ptrtoint i8* %72 to i32
  %75 = sub i32 %73, %74
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@KDLAIEBN@strchr?5nul?3?5?$CFd?0?5strstr?3?5?8?$CFs?8?5?$CFd?6@", i32 0, i32 0), i32 noundef %75, i8* noundef %69, i32 noundef %67)
  %77 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  call void @llvm.memset.p0i8.i32(i8* align 1 %77, i8 45, i32 10, i1 false)
  %78 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 10
  store i8 0, i8* %78, align 1
  %79 = getelementptr inbounds [64 x i8], [64 x i8]* %2, i32 0, i32 0
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@DLFMEALA@memset?3?5?8?$CFs?8?6?$AA@", i32 0, i32 0), i8* noundef %79)
  %81 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i32 0, i32 0
  %82 = call i8* @strncpy(i8* noundef %81, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03FIKCJHKP@abc?$AA@", i32 0, i32 0), i32 noundef 8)
  %83 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i32 0, i32 0
  %84 = call i32 @strlen(i8* noundef %83)
  %85 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i32 0, i32 7
  %86 = load i8, i8* %85, align 1
  %87 = sext i8 %86 to i32
  %88 = getelementptr inbounds [8 x i8], [8 x i8]* %4, i32 0, i32 3
  %89 = load i8, i8* %88, align 1
  %90 = sext i8 %89 to i32
  %91 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@LOCNOPAB@strncpy?5pad?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %90, i32 noundef %87, i32 noundef %84)
  %92 = bitcast [11 x i8]* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %92, i8* align 1 getelementptr inbounds ([11 x i8], [11 x i8]* @__const.main.mv, i32 0, i32 0), i32 11, i1 false)
  %93 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  %94 = getelementptr inbounds i8, i8* %93, i32 2
  %95 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %94, i8* align 1 %95, i32 5, i1 false)
  %96 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LEOPBCJG@memmove?5fwd?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %96)
  %98 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  %99 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  %100 = getelementptr inbounds i8, i8* %99, i32 3
  call void @llvm.memmove.p0i8.p0i8.i32(i8* align 1 %98, i8* align 1 %100, i32 6, i1 false)
  %101 = getelementptr inbounds [11 x i8], [11 x i8]* %5, i32 0, i32 0
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GFIKOMFO@memmove?5back?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %101)
  %103 = call i32 @sgn(i32 noundef 1)
  %104 = call i32 @sgn(i32 noundef 0)
  %105 = call i32 @sgn(i32 noundef -1)
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@CNKHGEOI@memcmp?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %105, i32 noundef %104, i32 noundef %103)
  store i32 1, i32* %6, align 4
  store i32 0, i32* %7, align 4
  %107 = call i8* @malloc(i32 noundef 4)
  %108 = bitcast i8* %107 to i32*
  store i32* %108, i32** %8, align 4
  store i32 0, i32* %9, align 4
  br label %109

109:                                              ; preds = %133, %0
  %110 = load i32, i32* %9, align 4
  %111 = icmp slt i32 %110, 1000
  br i1 %111, label %112, label %136

112:                                              ; preds = %109
  %113 = load i32, i32* %7, align 4
  %114 = load i32, i32* %6, align 4
  %115 = icmp eq i32 %113, %114
  br i1 %115, label %116, label %125

116:                                              ; preds = %112
  %117 = load i32, i32* %6, align 4
  %118 = mul nsw i32 %117, 2
  store i32 %118, i32* %6, align 4
  %119 = load i32, i32* %6, align 4
  %120 = mul i32 %119, 4
  %121 = load i32*, i32** %8, align 4
  %122 = bitcast i32* %121 to i8*
  %123 = call i8* @realloc(i8* noundef %122, i32 noundef %120)
  %124 = bitcast i8* %123 to i32*
  store i32* %124, i32** %8, align 4
  br label %125

125:                                              ; preds = %116, %112
  %126 = load i32, i32* %9, align 4
  %127 = mul nsw i32 %126, 7919
  %128 = srem i32 %127, 1009
  %129 = load i32*, i32** %8, align 4
  %130 = load i32, i32* %7, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, i32* %7, align 4
  %132 = getelementptr inbounds i32, i32* %129, i32 %130
  store i32 %128, i32* %132, align 4
  br label %133

133:                                              ; preds = %125
  %134 = load i32, i32* %9, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %9, align 4
  br label %109, !llvm.loop !4

136:                                              ; preds = %109
  store i64 0, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %137

137:                                              ; preds = %149, %136
  %138 = load i32, i32* %11, align 4
  %139 = load i32, i32* %7, align 4
  %140 = icmp slt i32 %138, %139
  br i1 %140, label %141, label %152

141:                                              ; preds = %137
  %142 = load i32*, i32** %8, align 4
  %143 = load i32, i32* %11, align 4
  %144 = getelementptr inbounds i32, i32* %142, i32 %143
  %145 = load i32, i32* %144, align 4
  %146 = sext i32 %145 to i64
  %147 = load i64, i64* %10, align 8
  %148 = add nsw i64 %147, %146
  store i64 %148, i64* %10, align 8
  br label %149

149:                                              ; preds = %141
  %150 = load i32, i32* %11, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, i32* %11, align 4
  br label %137, !llvm.loop !6

152:                                              ; preds = %137
  %153 = load i64, i64* %10, align 8
  %154 = load i32, i32* %6, align 4
  %155 = load i32, i32* %7, align 4
  %156 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @"??_C@_0BO@MJGLFHDJ@vector?3?5n?$DN?$CFd?5cap?$DN?$CFd?5sum?$DN?$CFlld?6?$AA@", i32 0, i32 0), i32 noundef %155, i32 noundef %154, i64 noundef %153)
  %157 = call i8* @malloc(i32 noundef 4000)
  %158 = bitcast i8* %157 to i32*
  store i32* %158, i32** %12, align 4
  %159 = call i8* @malloc(i32 noundef 4000)
  %160 = bitcast i8* %159 to i32*
  store i32* %160, i32** %13, align 4
  store i32 12345, i32* %14, align 4
  store i32 0, i32* %16, align 4
  br label %161

161:                                              ; preds = %198, %152
  %162 = load i32, i32* %16, align 4
  %163 = icmp slt i32 %162, 4
  br i1 %163, label %164, label %201

164:                                              ; preds = %161
  store i32 12345, i32* %14, align 4
  store i32 0, i32* %17, align 4
  br label %165

165:                                              ; preds = %179, %164
  %166 = load i32, i32* %17, align 4
  %167 = icmp slt i32 %166, 1000
  br i1 %167, label %168, label %182

168:                                              ; preds = %165
  %169 = load i32, i32* %14, align 4
  %170 = mul i32 %169, 1103515245
  %171 = add i32 %170, 12345
  store i32 %171, i32* %14, align 4
  %172 = load i32, i32* %14, align 4
  %173 = lshr i32 %172, 8
  %174 = srem i32 %173, 2000
  %175 = sub nsw i32 %174, 1000
  %176 = load i32*, i32** %12, align 4
  %177 = load i32, i32* %17, align 4
  %178 = getelementptr inbounds i32, i32* %176, i32 %177
  store i32 %175, i32* %178, align 4
  br label %179

179:                                              ; preds = %168
  %180 = load i32, i32* %17, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %17, align 4
  br label %165, !llvm.loop !7

182:                                              ; preds = %165
  %183 = load i32, i32* %16, align 4
  switch i32 %183, label %193 [
    i32 0, label %184
    i32 1, label %186
    i32 2, label %189
    i32 3, label %191
  ]

184:                                              ; preds = %182
  %185 = load i32*, i32** %12, align 4
  call void @insertion_sort(i32* noundef %185, i32 noundef 1000)
  br label %193

186:                                              ; preds = %182
  %187 = load i32*, i32** %13, align 4
  %188 = load i32*, i32** %12, align 4
  call void @merge_sort(i32* noundef %188, i32* noundef %187, i32 noundef 1000)
  br label %193

189:                                              ; preds = %182
  %190 = load i32*, i32** %12, align 4
  call void @quick_sort(i32* noundef %190, i32 noundef 0, i32 noundef 999)
  br label %193

191:                                              ; preds = %182
  %192 = load i32*, i32** %12, align 4
  call void @heap_sort(i32* noundef %192, i32 noundef 1000)
  br label %193

193:                                              ; preds = %182, %191, %189, %186, %184
  %194 = load i32*, i32** %12, align 4
  %195 = call i32 @check(i32* noundef %194, i32 noundef 1000)
  %196 = load i32, i32* %16, align 4
  %197 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 %196
  store i32 %195, i32* %197, align 4
  br label %198

198:                                              ; preds = %193
  %199 = load i32, i32* %16, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, i32* %16, align 4
  br label %161, !llvm.loop !8

201:                                              ; preds = %161
  %202 = load i32*, i32** %12, align 4
  %203 = getelementptr inbounds i32, i32* %202, i32 999
  %204 = load i32, i32* %203, align 4
  %205 = load i32*, i32** %12, align 4
  %206 = getelementptr inbounds i32, i32* %205, i32 0
  %207 = load i32, i32* %206, align 4
  %208 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 3
  %209 = load i32, i32* %208, align 4
  %210 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 2
  %211 = load i32, i32* %210, align 4
  %212 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 1
  %213 = load i32, i32* %212, align 4
  %214 = getelementptr inbounds [4 x i32], [4 x i32]* %15, i32 0, i32 0
  %215 = load i32, i32* %214, align 4
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @"??_C@_0CK@PPHMHIEA@sorts?3?5?$CF08x?5?$CF08x?5?$CF08x?5?$CF08x?5min?5?$CF@", i32 0, i32 0), i32 noundef %215, i32 noundef %213, i32 noundef %211, i32 noundef %209, i32 noundef %207, i32 noundef %204)
  %217 = load i32*, i32** %12, align 4
  %218 = bitcast i32* %217 to i8*
  call void @free(i8* noundef %218)
  %219 = load i32*, i32** %13, align 4
  %220 = bitcast i32* %219 to i8*
  call void @free(i8* noundef %220)
  %221 = load i32*, i32** %8, align 4
  %222 = bitcast i32* %221 to i8*
  call void @free(i8* noundef %222)
  %223 = bitcast [9 x i8*]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %223, i8* align 4 bitcast ([9 x i8*]* @__const.main.words to i8*), i32 36, i1 false)
  %224 = getelementptr inbounds [9 x i8*], [9 x i8*]* %18, i32 0, i32 0
  call void @sort_strings(i8** noundef %224, i32 noundef 9)
  store i32 0, i32* %19, align 4
  br label %225

225:                                              ; preds = %237, %201
  %226 = load i32, i32* %19, align 4
  %227 = icmp slt i32 %226, 9
  br i1 %227, label %228, label %240

228:                                              ; preds = %225
  %229 = load i32, i32* %19, align 4
  %230 = icmp slt i32 %229, 8
  %231 = zext i1 %230 to i64
  %232 = select i1 %230, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01CLKCMJKC@?5?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0)
  %233 = load i32, i32* %19, align 4
  %234 = getelementptr inbounds [9 x i8*], [9 x i8*]* %18, i32 0, i32 %233
  %235 = load i8*, i8** %234, align 4
  %236 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef %235, i8* noundef %232)
  br label %237

237:                                              ; preds = %228
  %238 = load i32, i32* %19, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, i32* %19, align 4
  br label %225, !llvm.loop !9

240:                                              ; preds = %225
  %241 = call i8* @calloc(i32 noundef 16, i32 noundef 4)
  %242 = bitcast i8* %241 to %struct.Entry**
  store %struct.Entry** %242, %struct.Entry*** %20, align 4
  store i8* getelementptr inbounds ([52 x i8], [52 x i8]* @"??_C@_0DE@KMHOGHFO@the?5quick?5brown?5fox?5jumps?5over?5t@", i32 0, i32 0), i8** %21, align 4
  %243 = load i8*, i8** %21, align 4
  store i8* %243, i8** %22, align 4
  br label %244

244:                                              ; preds = %335, %240
  %245 = load i8*, i8** %22, align 4
  %246 = load i8, i8* %245, align 1
  %247 = icmp ne i8 %246, 0
  br i1 %247, label %248, label %336

248:                                              ; preds = %244
  %249 = load i8*, i8** %22, align 4
  %250 = call i8* @strchr(i8* noundef %249, i32 noundef 32)
  store i8* %250, i8** %23, align 4
  %251 = load i8*, i8** %23, align 4
  %252 = icmp ne i8* %251, null
  br i1 %252, label %253, label %259

253:                                              ; preds = %248
  %254 = load i8*, i8** %23, align 4
  %255 = load i8*, i8** %22, align 4
  %256 = ptrtoint i8* %254 to i32
  %257 = ptrtoint i8* %255 to i32
  %258 = sub i32 %256, %257
  br label %262

259:                                              ; preds = %248
  %260 = load i8*, i8** %22, align 4
  %261 = call i32 @strlen(i8* noundef %260)
  br label %262

262:                                              ; preds = %259, %253
  %263 = phi i32 [ %258, %253 ], [ %261, %259 ]
  store i32 %263, i32* %24, align 4
  %264 = load i32, i32* %24, align 4
  %265 = add i32 %264, 1
  %266 = call i8* @malloc(i32 noundef %265)
  store i8* %266, i8** %25, align 4
  %267 = load i8*, i8** %25, align 4
  %268 = load i8*, i8** %22, align 4
  %269 = load i32, i32* %24, align 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %267, i8* align 1 %268, i32 %269, i1 false)
  %270 = load i8*, i8** %25, align 4
  %271 = load i32, i32* %24, align 4
  %272 = getelementptr inbounds i8, i8* %270, i32 %271
  store i8 0, i8* %272, align 1
  %273 = load i8*, i8** %25, align 4
  %274 = call i32 @hash_str(i8* noundef %273)
  %275 = urem i32 %274, 16
  store i32 %275, i32* %26, align 4
  %276 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %277 = load i32, i32* %26, align 4
  %278 = getelementptr inbounds %struct.Entry*, %struct.Entry** %276, i32 %277
  %279 = load %struct.Entry*, %struct.Entry** %278, align 4
  store %struct.Entry* %279, %struct.Entry** %27, align 4
  br label %280

280:                                              ; preds = %292, %262
  %281 = load %struct.Entry*, %struct.Entry** %27, align 4
  %282 = icmp ne %struct.Entry* %281, null
  br i1 %282, label %283, label %290

283:                                              ; preds = %280
  %284 = load i8*, i8** %25, align 4
  %285 = load %struct.Entry*, %struct.Entry** %27, align 4
  %286 = getelementptr inbounds %struct.Entry, %struct.Entry* %285, i32 0, i32 0
  %287 = load i8*, i8** %286, align 4
  %288 = call i32 @strcmp(i8* noundef %287, i8* noundef %284)
  %289 = icmp ne i32 %288, 0
  br label %290

290:                                              ; preds = %283, %280
  %291 = phi i1 [ false, %280 ], [ %289, %283 ]
  br i1 %291, label %292, label %296

292:                                              ; preds = %290
  %293 = load %struct.Entry*, %struct.Entry** %27, align 4
  %294 = getelementptr inbounds %struct.Entry, %struct.Entry* %293, i32 0, i32 2
  %295 = load %struct.Entry*, %struct.Entry** %294, align 4
  store %struct.Entry* %295, %struct.Entry** %27, align 4
  br label %280, !llvm.loop !10

296:                                              ; preds = %290
  %297 = load %struct.Entry*, %struct.Entry** %27, align 4
  %298 = icmp ne %struct.Entry* %297, null
  br i1 %298, label %299, label %305

299:                                              ; preds = %296
  %300 = load %struct.Entry*, %struct.Entry** %27, align 4
  %301 = getelementptr inbounds %struct.Entry, %struct.Entry* %300, i32 0, i32 1
  %302 = load i32, i32* %301, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, i32* %301, align 4
  %304 = load i8*, i8** %25, align 4
  call void @free(i8* noundef %304)
  br label %323

305:                                              ; preds = %296
  %306 = call i8* @malloc(i32 noundef 12)
  %307 = bitcast i8* %306 to %struct.Entry*
  store %struct.Entry* %307, %struct.Entry** %27, align 4
  %308 = load i8*, i8** %25, align 4
  %309 = load %struct.Entry*, %struct.Entry** %27, align 4
  %310 = getelementptr inbounds %struct.Entry, %struct.Entry* %309, i32 0, i32 0
  store i8* %308, i8** %310, align 4
  %311 = load %struct.Entry*, %struct.Entry** %27, align 4
  %312 = getelementptr inbounds %struct.Entry, %struct.Entry* %311, i32 0, i32 1
  store i32 1, i32* %312, align 4
  %313 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %314 = load i32, i32* %26, align 4
  %315 = getelementptr inbounds %struct.Entry*, %struct.Entry** %313, i32 %314
  %316 = load %struct.Entry*, %struct.Entry** %315, align 4
  %317 = load %struct.Entry*, %struct.Entry** %27, align 4
  %318 = getelementptr inbounds %struct.Entry, %struct.Entry* %317, i32 0, i32 2
  store %struct.Entry* %316, %struct.Entry** %318, align 4
  %319 = load %struct.Entry*, %struct.Entry** %27, align 4
  %320 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %321 = load i32, i32* %26, align 4
  %322 = getelementptr inbounds %struct.Entry*, %struct.Entry** %320, i32 %321
  store %struct.Entry* %319, %struct.Entry** %322, align 4
  br label %323

323:                                              ; preds = %305, %299
  %324 = load i32, i32* %24, align 4
  %325 = load i8*, i8** %22, align 4
  %326 = getelementptr inbounds i8, i8* %325, i32 %324
  store i8* %326, i8** %22, align 4
  br label %327

327:                                              ; preds = %332, %323
  %328 = load i8*, i8** %22, align 4
  %329 = load i8, i8* %328, align 1
  %330 = sext i8 %329 to i32
  %331 = icmp eq i32 %330, 32
  br i1 %331, label %332, label %335

332:                                              ; preds = %327
  %333 = load i8*, i8** %22, align 4
  %334 = getelementptr inbounds i8, i8* %333, i32 1
  store i8* %334, i8** %22, align 4
  br label %327, !llvm.loop !11

335:                                              ; preds = %327
  br label %244, !llvm.loop !12

336:                                              ; preds = %244
  store i32 0, i32* %28, align 4
  store i32 0, i32* %29, align 4
  br label %337

337:                                              ; preds = %369, %336
  %338 = load i32, i32* %29, align 4
  %339 = icmp slt i32 %338, 16
  br i1 %339, label %340, label %372

340:                                              ; preds = %337
  %341 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %342 = load i32, i32* %29, align 4
  %343 = getelementptr inbounds %struct.Entry*, %struct.Entry** %341, i32 %342
  %344 = load %struct.Entry*, %struct.Entry** %343, align 4
  store %struct.Entry* %344, %struct.Entry** %30, align 4
  br label %345

345:                                              ; preds = %364, %340
  %346 = load %struct.Entry*, %struct.Entry** %30, align 4
  %347 = icmp ne %struct.Entry* %346, null
  br i1 %347, label %348, label %368

348:                                              ; preds = %345
  %349 = load i32, i32* %28, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, i32* %28, align 4
  %351 = load %struct.Entry*, %struct.Entry** %30, align 4
  %352 = getelementptr inbounds %struct.Entry, %struct.Entry* %351, i32 0, i32 1
  %353 = load i32, i32* %352, align 4
  %354 = icmp sgt i32 %353, 1
  br i1 %354, label %355, label %363

355:                                              ; preds = %348
  %356 = load %struct.Entry*, %struct.Entry** %30, align 4
  %357 = getelementptr inbounds %struct.Entry, %struct.Entry* %356, i32 0, i32 1
  %358 = load i32, i32* %357, align 4
  %359 = load %struct.Entry*, %struct.Entry** %30, align 4
  %360 = getelementptr inbounds %struct.Entry, %struct.Entry* %359, i32 0, i32 0
  %361 = load i8*, i8** %360, align 4
  %362 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09FBBMMKDM@?5?5?$CFs?5x?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %361, i32 noundef %358)
  br label %363

363:                                              ; preds = %355, %348
  br label %364

364:                                              ; preds = %363
  %365 = load %struct.Entry*, %struct.Entry** %30, align 4
  %366 = getelementptr inbounds %struct.Entry, %struct.Entry* %365, i32 0, i32 2
  %367 = load %struct.Entry*, %struct.Entry** %366, align 4
  store %struct.Entry* %367, %struct.Entry** %30, align 4
  br label %345, !llvm.loop !13

368:                                              ; preds = %345
  br label %369

369:                                              ; preds = %368
  %370 = load i32, i32* %29, align 4
  %371 = add nsw i32 %370, 1
  store i32 %371, i32* %29, align 4
  br label %337, !llvm.loop !14

372:                                              ; preds = %337
  %373 = load i32, i32* %28, align 4
  %374 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@INCILKON@distinct?5words?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %373)
  store i32 0, i32* %31, align 4
  br label %375

375:                                              ; preds = %397, %372
  %376 = load i32, i32* %31, align 4
  %377 = icmp slt i32 %376, 16
  br i1 %377, label %378, label %400

378:                                              ; preds = %375
  %379 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %380 = load i32, i32* %31, align 4
  %381 = getelementptr inbounds %struct.Entry*, %struct.Entry** %379, i32 %380
  %382 = load %struct.Entry*, %struct.Entry** %381, align 4
  store %struct.Entry* %382, %struct.Entry** %32, align 4
  br label %383

383:                                              ; preds = %386, %378
  %384 = load %struct.Entry*, %struct.Entry** %32, align 4
  %385 = icmp ne %struct.Entry* %384, null
  br i1 %385, label %386, label %396

386:                                              ; preds = %383
  %387 = load %struct.Entry*, %struct.Entry** %32, align 4
  %388 = getelementptr inbounds %struct.Entry, %struct.Entry* %387, i32 0, i32 2
  %389 = load %struct.Entry*, %struct.Entry** %388, align 4
  store %struct.Entry* %389, %struct.Entry** %33, align 4
  %390 = load %struct.Entry*, %struct.Entry** %32, align 4
  %391 = getelementptr inbounds %struct.Entry, %struct.Entry* %390, i32 0, i32 0
  %392 = load i8*, i8** %391, align 4
  call void @free(i8* noundef %392)
  %393 = load %struct.Entry*, %struct.Entry** %32, align 4
  %394 = bitcast %struct.Entry* %393 to i8*
  call void @free(i8* noundef %394)
  %395 = load %struct.Entry*, %struct.Entry** %33, align 4
  store %struct.Entry* %395, %struct.Entry** %32, align 4
  br label %383, !llvm.loop !15

396:                                              ; preds = %383
  br label %397

397:                                              ; preds = %396
  %398 = load i32, i32* %31, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, i32* %31, align 4
  br label %375, !llvm.loop !16

400:                                              ; preds = %375
  %401 = load %struct.Entry**, %struct.Entry*** %20, align 4
  %402 = bitcast %struct.Entry** %401 to i8*
  call void @free(i8* noundef %402)
  call void @free(i8* noundef null)
  %403 = call i32 @puts(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LGPENEAM@puts?5works?$AA@", i32 0, i32 0))
  %404 = call i32 @putchar(i32 noundef 33)
  %405 = call i32 @putchar(i32 noundef 10)
  ret i32 19
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @strlen(i8* noundef) #1

; Function Attrs: noinline nounwind optnone
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
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2

declare dso_local i8* @strncpy(i8* noundef, i8* noundef, i32 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #3

declare dso_local i8* @malloc(i32 noundef) #1

declare dso_local i8* @realloc(i8* noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @insertion_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 4
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %48, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %51

12:                                               ; preds = %8
  %13 = load i32*, i32** %4, align 4
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %6, align 4
  %17 = load i32, i32* %5, align 4
  %18 = sub nsw i32 %17, 1
  store i32 %18, i32* %7, align 4
  br label %19

19:                                               ; preds = %31, %12
  %20 = load i32, i32* %7, align 4
  %21 = icmp sge i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load i32*, i32** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %6, align 4
  %28 = icmp sgt i32 %26, %27
  br label %29

29:                                               ; preds = %22, %19
  %30 = phi i1 [ false, %19 ], [ %28, %22 ]
  br i1 %30, label %31, label %42

31:                                               ; preds = %29
  %32 = load i32*, i32** %4, align 4
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds i32, i32* %32, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32*, i32** %4, align 4
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, i32* %36, i32 %38
  store i32 %35, i32* %39, align 4
  %40 = load i32, i32* %7, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, i32* %7, align 4
  br label %19, !llvm.loop !17

42:                                               ; preds = %29
  %43 = load i32, i32* %6, align 4
  %44 = load i32*, i32** %4, align 4
  %45 = load i32, i32* %7, align 4
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds i32, i32* %44, i32 %46
  store i32 %43, i32* %47, align 4
  br label %48

48:                                               ; preds = %42
  %49 = load i32, i32* %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %5, align 4
  br label %8, !llvm.loop !18

51:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(i32* noundef %0, i32* noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32* %1, i32** %5, align 4
  store i32* %0, i32** %6, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %103

14:                                               ; preds = %3
  %15 = load i32, i32* %4, align 4
  %16 = sdiv i32 %15, 2
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32*, i32** %5, align 4
  %19 = load i32*, i32** %6, align 4
  call void @merge_sort(i32* noundef %19, i32* noundef %18, i32 noundef %17)
  %20 = load i32, i32* %4, align 4
  %21 = load i32, i32* %7, align 4
  %22 = sub nsw i32 %20, %21
  %23 = load i32*, i32** %5, align 4
  %24 = load i32*, i32** %6, align 4
  %25 = load i32, i32* %7, align 4
  %26 = getelementptr inbounds i32, i32* %24, i32 %25
  call void @merge_sort(i32* noundef %26, i32* noundef %23, i32 noundef %22)
  store i32 0, i32* %8, align 4
  %27 = load i32, i32* %7, align 4
  store i32 %27, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %28

28:                                               ; preds = %60, %14
  %29 = load i32, i32* %8, align 4
  %30 = load i32, i32* %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = load i32, i32* %9, align 4
  %34 = load i32, i32* %4, align 4
  %35 = icmp slt i32 %33, %34
  br label %36

36:                                               ; preds = %32, %28
  %37 = phi i1 [ false, %28 ], [ %35, %32 ]
  br i1 %37, label %38, label %66

38:                                               ; preds = %36
  %39 = load i32*, i32** %6, align 4
  %40 = load i32, i32* %8, align 4
  %41 = getelementptr inbounds i32, i32* %39, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = load i32*, i32** %6, align 4
  %44 = load i32, i32* %9, align 4
  %45 = getelementptr inbounds i32, i32* %43, i32 %44
  %46 = load i32, i32* %45, align 4
  %47 = icmp sle i32 %42, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %38
  %49 = load i32*, i32** %6, align 4
  %50 = load i32, i32* %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %8, align 4
  %52 = getelementptr inbounds i32, i32* %49, i32 %50
  %53 = load i32, i32* %52, align 4
  br label %60

54:                                               ; preds = %38
  %55 = load i32*, i32** %6, align 4
  %56 = load i32, i32* %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %9, align 4
  %58 = getelementptr inbounds i32, i32* %55, i32 %56
  %59 = load i32, i32* %58, align 4
  br label %60

60:                                               ; preds = %54, %48
  %61 = phi i32 [ %53, %48 ], [ %59, %54 ]
  %62 = load i32*, i32** %5, align 4
  %63 = load i32, i32* %10, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %10, align 4
  %65 = getelementptr inbounds i32, i32* %62, i32 %63
  store i32 %61, i32* %65, align 4
  br label %28, !llvm.loop !19

66:                                               ; preds = %36
  br label %67

67:                                               ; preds = %71, %66
  %68 = load i32, i32* %8, align 4
  %69 = load i32, i32* %7, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %81

71:                                               ; preds = %67
  %72 = load i32*, i32** %6, align 4
  %73 = load i32, i32* %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %8, align 4
  %75 = getelementptr inbounds i32, i32* %72, i32 %73
  %76 = load i32, i32* %75, align 4
  %77 = load i32*, i32** %5, align 4
  %78 = load i32, i32* %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %10, align 4
  %80 = getelementptr inbounds i32, i32* %77, i32 %78
  store i32 %76, i32* %80, align 4
  br label %67, !llvm.loop !20

81:                                               ; preds = %67
  br label %82

82:                                               ; preds = %86, %81
  %83 = load i32, i32* %9, align 4
  %84 = load i32, i32* %4, align 4
  %85 = icmp slt i32 %83, %84
  br i1 %85, label %86, label %96

86:                                               ; preds = %82
  %87 = load i32*, i32** %6, align 4
  %88 = load i32, i32* %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, i32* %9, align 4
  %90 = getelementptr inbounds i32, i32* %87, i32 %88
  %91 = load i32, i32* %90, align 4
  %92 = load i32*, i32** %5, align 4
  %93 = load i32, i32* %10, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %10, align 4
  %95 = getelementptr inbounds i32, i32* %92, i32 %93
  store i32 %91, i32* %95, align 4
  br label %82, !llvm.loop !21

96:                                               ; preds = %82
  %97 = load i32*, i32** %6, align 4
  %98 = bitcast i32* %97 to i8*
  %99 = load i32*, i32** %5, align 4
  %100 = bitcast i32* %99 to i8*
  %101 = load i32, i32* %4, align 4
  %102 = mul i32 %101, 4
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %98, i8* align 4 %100, i32 %102, i1 false)
  br label %103

103:                                              ; preds = %96, %13
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quick_sort(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %0, i32** %6, align 4
  br label %11

11:                                               ; preds = %94, %3
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %95

15:                                               ; preds = %11
  %16 = load i32*, i32** %6, align 4
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = getelementptr inbounds i32, i32* %16, i32 %20
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %5, align 4
  store i32 %23, i32* %8, align 4
  %24 = load i32, i32* %4, align 4
  store i32 %24, i32* %9, align 4
  br label %25

25:                                               ; preds = %75, %15
  %26 = load i32, i32* %8, align 4
  %27 = load i32, i32* %9, align 4
  %28 = icmp sle i32 %26, %27
  br i1 %28, label %29, label %76

29:                                               ; preds = %25
  br label %30

30:                                               ; preds = %37, %29
  %31 = load i32*, i32** %6, align 4
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds i32, i32* %31, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = load i32, i32* %7, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %40

37:                                               ; preds = %30
  %38 = load i32, i32* %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %8, align 4
  br label %30, !llvm.loop !22

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %48, %40
  %42 = load i32*, i32** %6, align 4
  %43 = load i32, i32* %9, align 4
  %44 = getelementptr inbounds i32, i32* %42, i32 %43
  %45 = load i32, i32* %44, align 4
  %46 = load i32, i32* %7, align 4
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %41
  %49 = load i32, i32* %9, align 4
  %50 = add nsw i32 %49, -1
  store i32 %50, i32* %9, align 4
  br label %41, !llvm.loop !23

51:                                               ; preds = %41
  %52 = load i32, i32* %8, align 4
  %53 = load i32, i32* %9, align 4
  %54 = icmp sle i32 %52, %53
  br i1 %54, label %55, label %75

55:                                               ; preds = %51
  %56 = load i32*, i32** %6, align 4
  %57 = load i32, i32* %8, align 4
  %58 = getelementptr inbounds i32, i32* %56, i32 %57
  %59 = load i32, i32* %58, align 4
  store i32 %59, i32* %10, align 4
  %60 = load i32*, i32** %6, align 4
  %61 = load i32, i32* %9, align 4
  %62 = getelementptr inbounds i32, i32* %60, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32*, i32** %6, align 4
  %65 = load i32, i32* %8, align 4
  %66 = getelementptr inbounds i32, i32* %64, i32 %65
  store i32 %63, i32* %66, align 4
  %67 = load i32, i32* %10, align 4
  %68 = load i32*, i32** %6, align 4
  %69 = load i32, i32* %9, align 4
  %70 = getelementptr inbounds i32, i32* %68, i32 %69
  store i32 %67, i32* %70, align 4
  %71 = load i32, i32* %8, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, i32* %8, align 4
  %73 = load i32, i32* %9, align 4
  %74 = add nsw i32 %73, -1
  store i32 %74, i32* %9, align 4
  br label %75

75:                                               ; preds = %55, %51
  br label %25, !llvm.loop !24

76:                                               ; preds = %25
  %77 = load i32, i32* %9, align 4
  %78 = load i32, i32* %5, align 4
  %79 = sub nsw i32 %77, %78
  %80 = load i32, i32* %4, align 4
  %81 = load i32, i32* %8, align 4
  %82 = sub nsw i32 %80, %81
  %83 = icmp slt i32 %79, %82
  br i1 %83, label %84, label %89

84:                                               ; preds = %76
  %85 = load i32, i32* %9, align 4
  %86 = load i32, i32* %5, align 4
  %87 = load i32*, i32** %6, align 4
  call void @quick_sort(i32* noundef %87, i32 noundef %86, i32 noundef %85)
  %88 = load i32, i32* %8, align 4
  store i32 %88, i32* %5, align 4
  br label %94

89:                                               ; preds = %76
  %90 = load i32, i32* %4, align 4
  %91 = load i32, i32* %8, align 4
  %92 = load i32*, i32** %6, align 4
  call void @quick_sort(i32* noundef %92, i32 noundef %91, i32 noundef %90)
  %93 = load i32, i32* %9, align 4
  store i32 %93, i32* %4, align 4
  br label %94

94:                                               ; preds = %89, %84
  br label %11, !llvm.loop !25

95:                                               ; preds = %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @heap_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32* %0, i32** %4, align 4
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
  %17 = load i32*, i32** %4, align 4
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

24:                                               ; preds = %43, %21
  %25 = load i32, i32* %6, align 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %24
  %28 = load i32*, i32** %4, align 4
  %29 = getelementptr inbounds i32, i32* %28, i32 0
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %7, align 4
  %31 = load i32*, i32** %4, align 4
  %32 = load i32, i32* %6, align 4
  %33 = getelementptr inbounds i32, i32* %31, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = load i32*, i32** %4, align 4
  %36 = getelementptr inbounds i32, i32* %35, i32 0
  store i32 %34, i32* %36, align 4
  %37 = load i32, i32* %7, align 4
  %38 = load i32*, i32** %4, align 4
  %39 = load i32, i32* %6, align 4
  %40 = getelementptr inbounds i32, i32* %38, i32 %39
  store i32 %37, i32* %40, align 4
  %41 = load i32, i32* %6, align 4
  %42 = load i32*, i32** %4, align 4
  call void @sift(i32* noundef %42, i32 noundef 0, i32 noundef %41)
  br label %43

43:                                               ; preds = %27
  %44 = load i32, i32* %6, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, i32* %6, align 4
  br label %24, !llvm.loop !27

46:                                               ; preds = %24
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @check(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %1, i32* %4, align 4
  store i32* %0, i32** %5, align 4
  store i32 -2128831035, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %35, %2
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = load i32, i32* %7, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %27

15:                                               ; preds = %12
  %16 = load i32*, i32** %5, align 4
  %17 = load i32, i32* %7, align 4
  %18 = sub nsw i32 %17, 1
  %19 = getelementptr inbounds i32, i32* %16, i32 %18
  %20 = load i32, i32* %19, align 4
  %21 = load i32*, i32** %5, align 4
  %22 = load i32, i32* %7, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = icmp sgt i32 %20, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %15
  store i32 0, i32* %3, align 4
  br label %40

27:                                               ; preds = %15, %12
  %28 = load i32, i32* %6, align 4
  %29 = load i32*, i32** %5, align 4
  %30 = load i32, i32* %7, align 4
  %31 = getelementptr inbounds i32, i32* %29, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = xor i32 %28, %32
  %34 = mul i32 %33, 16777619
  store i32 %34, i32* %6, align 4
  br label %35

35:                                               ; preds = %27
  %36 = load i32, i32* %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %7, align 4
  br label %8, !llvm.loop !28

38:                                               ; preds = %8
  %39 = load i32, i32* %6, align 4
  store i32 %39, i32* %3, align 4
  br label %40

40:                                               ; preds = %38, %26
  %41 = load i32, i32* %3, align 4
  ret i32 %41
}

declare dso_local void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @sort_strings(i8** noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  store i32 %1, i32* %3, align 4
  store i8** %0, i8*** %4, align 4
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %53, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  store i32 %13, i32* %6, align 4
  br label %14

14:                                               ; preds = %49, %12
  %15 = load i32, i32* %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %29

17:                                               ; preds = %14
  %18 = load i8**, i8*** %4, align 4
  %19 = load i32, i32* %6, align 4
  %20 = getelementptr inbounds i8*, i8** %18, i32 %19
  %21 = load i8*, i8** %20, align 4
  %22 = load i8**, i8*** %4, align 4
  %23 = load i32, i32* %6, align 4
  %24 = sub nsw i32 %23, 1
  %25 = getelementptr inbounds i8*, i8** %22, i32 %24
  %26 = load i8*, i8** %25, align 4
  %27 = call i32 @strcmp(i8* noundef %26, i8* noundef %21)
  %28 = icmp sgt i32 %27, 0
  br label %29

29:                                               ; preds = %17, %14
  %30 = phi i1 [ false, %14 ], [ %28, %17 ]
  br i1 %30, label %31, label %52

31:                                               ; preds = %29
  %32 = load i8**, i8*** %4, align 4
  %33 = load i32, i32* %6, align 4
  %34 = getelementptr inbounds i8*, i8** %32, i32 %33
  %35 = load i8*, i8** %34, align 4
  store i8* %35, i8** %7, align 4
  %36 = load i8**, i8*** %4, align 4
  %37 = load i32, i32* %6, align 4
  %38 = sub nsw i32 %37, 1
  %39 = getelementptr inbounds i8*, i8** %36, i32 %38
  %40 = load i8*, i8** %39, align 4
  %41 = load i8**, i8*** %4, align 4
  %42 = load i32, i32* %6, align 4
  %43 = getelementptr inbounds i8*, i8** %41, i32 %42
  store i8* %40, i8** %43, align 4
  %44 = load i8*, i8** %7, align 4
  %45 = load i8**, i8*** %4, align 4
  %46 = load i32, i32* %6, align 4
  %47 = sub nsw i32 %46, 1
  %48 = getelementptr inbounds i8*, i8** %45, i32 %47
  store i8* %44, i8** %48, align 4
  br label %49

49:                                               ; preds = %31
  %50 = load i32, i32* %6, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %6, align 4
  br label %14, !llvm.loop !29

52:                                               ; preds = %29
  br label %53

53:                                               ; preds = %52
  %54 = load i32, i32* %5, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %5, align 4
  br label %8, !llvm.loop !30

56:                                               ; preds = %8
  ret void
}

declare dso_local i8* @calloc(i32 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @hash_str(i8* noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i32 5381, i32* %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load i8*, i8** %2, align 4
  %6 = load i8, i8* %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  %9 = load i32, i32* %3, align 4
  %10 = mul i32 %9, 33
  %11 = load i8*, i8** %2, align 4
  %12 = getelementptr inbounds i8, i8* %11, i32 1
  store i8* %12, i8** %2, align 4
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

; Function Attrs: noinline nounwind optnone
define internal void @sift(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32* %0, i32** %6, align 4
  br label %10

10:                                               ; preds = %54, %3
  %11 = load i32, i32* %5, align 4
  %12 = mul nsw i32 2, %11
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %7, align 4
  %14 = load i32, i32* %5, align 4
  store i32 %14, i32* %8, align 4
  %15 = load i32, i32* %7, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %10
  %19 = load i32*, i32** %6, align 4
  %20 = load i32, i32* %7, align 4
  %21 = getelementptr inbounds i32, i32* %19, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = load i32*, i32** %6, align 4
  %24 = load i32, i32* %8, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = icmp sgt i32 %22, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %18
  %29 = load i32, i32* %7, align 4
  store i32 %29, i32* %8, align 4
  br label %30

30:                                               ; preds = %28, %18, %10
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, 1
  %33 = load i32, i32* %4, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %49

35:                                               ; preds = %30
  %36 = load i32*, i32** %6, align 4
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, i32* %36, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32*, i32** %6, align 4
  %42 = load i32, i32* %8, align 4
  %43 = getelementptr inbounds i32, i32* %41, i32 %42
  %44 = load i32, i32* %43, align 4
  %45 = icmp sgt i32 %40, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %35
  %47 = load i32, i32* %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %8, align 4
  br label %49

49:                                               ; preds = %46, %35, %30
  %50 = load i32, i32* %8, align 4
  %51 = load i32, i32* %5, align 4
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  ret void

54:                                               ; preds = %49
  %55 = load i32*, i32** %6, align 4
  %56 = load i32, i32* %5, align 4
  %57 = getelementptr inbounds i32, i32* %55, i32 %56
  %58 = load i32, i32* %57, align 4
  store i32 %58, i32* %9, align 4
  %59 = load i32*, i32** %6, align 4
  %60 = load i32, i32* %8, align 4
  %61 = getelementptr inbounds i32, i32* %59, i32 %60
  %62 = load i32, i32* %61, align 4
  %63 = load i32*, i32** %6, align 4
  %64 = load i32, i32* %5, align 4
  %65 = getelementptr inbounds i32, i32* %63, i32 %64
  store i32 %62, i32* %65, align 4
  %66 = load i32, i32* %9, align 4
  %67 = load i32*, i32** %6, align 4
  %68 = load i32, i32* %8, align 4
  %69 = getelementptr inbounds i32, i32* %67, i32 %68
  store i32 %66, i32* %69, align 4
  %70 = load i32, i32* %8, align 4
  store i32 %70, i32* %5, align 4
  br label %10
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
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
