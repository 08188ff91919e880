; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Shape = type { i8*, i32 (%struct.Shape*)*, i32, i32 }

$"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_04LHPFHFPH@rect?$AA@" = comdat any

$"??_C@_03NJKMHLPI@tri?$AA@" = comdat any

$"??_C@_02GACNLIFD@sq?$AA@" = comdat any

$"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@" = comdat any

$"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@DMGHBINP@x1?5?$DN?5?$CI42?5?$CL?5y?$CJ?5?$CK?57?$DL?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_01IHBHIGKO@?0?$AA@" = comdat any

$"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@POHONFML@sw64?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@OOKAMJMJ@vm?5result?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@FEFOFOGF@callback?5acc?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@CLLAAGBG@chosen?$CI?$CFd?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_03BDGOHNNK@add?$AA@" = comdat any

$"??_C@_03KCMAIMAP@sub?$AA@" = comdat any

$"??_C@_03IMIFIBCN@mul?$AA@" = comdat any

$"??_C@_03LJAEFNNE@max?$AA@" = comdat any

$"??_C@_03BOPJPIAM@and?$AA@" = comdat any

$"??_C@_05ODNOIFML@digit?$AA@" = comdat any

$"??_C@_05OLNILLAB@space?$AA@" = comdat any

$"??_C@_02GMAKNDAG@op?$AA@" = comdat any

$"??_C@_04PMOCAHAA@open?$AA@" = comdat any

$"??_C@_05LBOHBHFK@close?$AA@" = comdat any

$"??_C@_05IAEKHIAN@alpha?$AA@" = comdat any

$"??_C@_05BGEKGIIP@other?$AA@" = comdat any

$"??_C@_09BHHKHMHN@?5?5vm?3?5?$CFd?6?$AA@" = comdat any

@__const.main.v = private unnamed_addr constant [6 x i32] [i32 3, i32 9, i32 -2, i32 7, i32 12, i32 5], align 4
@table = internal constant [5 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @mul, i32 (i32, i32)* @mx, i32 (i32, i32)* @band], align 4
@names = internal constant [5 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BDGOHNNK@add?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCMAIMAP@sub?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IMIFIBCN@mul?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03LJAEFNNE@max?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BOPJPIAM@and?$AA@", i32 0, i32 0)], align 4
@"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", comdat, align 1
@"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@"??_C@_03NJKMHLPI@tri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tri\00", comdat, align 1
@"??_C@_02GACNLIFD@sq?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"sq\00", comdat, align 1
@__const.main.shapes = private unnamed_addr constant [3 x %struct.Shape] [%struct.Shape { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), i32 (%struct.Shape*)* @rect_area, i32 4, i32 5 }, %struct.Shape { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03NJKMHLPI@tri?$AA@", i32 0, i32 0), i32 (%struct.Shape*)* @tri_area, i32 6, i32 7 }, %struct.Shape { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02GACNLIFD@sq?$AA@", i32 0, i32 0), i32 (%struct.Shape*)* @rect_area, i32 9, i32 9 }], align 4
@"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%s area %d\0A\00", comdat, align 1
@"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"days %d\0A\00", comdat, align 1
@"??_C@_0BD@DMGHBINP@x1?5?$DN?5?$CI42?5?$CL?5y?$CJ?5?$CK?57?$DL?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"x1 = (42 + y) * 7;\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_01IHBHIGKO@?0?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c",\00", comdat, align 1
@"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%s%s\00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@__const.main.sp = private unnamed_addr constant [7 x i32] [i32 0, i32 7, i32 1000, i32 65536, i32 -559038737, i32 12345678, i32 3], align 4
@"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", comdat, align 1
@"??_C@_0BG@POHONFML@sw64?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", comdat, align 1
@main.fact = internal constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 4
@"??_C@_0O@OOKAMJMJ@vm?5result?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"vm result %d\0A\00", comdat, align 1
@"??_C@_0BB@FEFOFOGF@callback?5acc?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"callback acc %d\0A\00", comdat, align 1
@"??_C@_0BE@CLLAAGBG@chosen?$CI?$CFd?0?51?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"chosen(%d, 1) = %d\0A\00", comdat, align 1
@"??_C@_03BDGOHNNK@add?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"add\00", comdat, align 1
@"??_C@_03KCMAIMAP@sub?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"sub\00", comdat, align 1
@"??_C@_03IMIFIBCN@mul?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mul\00", comdat, align 1
@"??_C@_03LJAEFNNE@max?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"max\00", comdat, align 1
@"??_C@_03BOPJPIAM@and?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"and\00", comdat, align 1
@"??_C@_05ODNOIFML@digit?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"digit\00", comdat, align 1
@"??_C@_05OLNILLAB@space?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"space\00", comdat, align 1
@"??_C@_02GMAKNDAG@op?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"op\00", comdat, align 1
@"??_C@_04PMOCAHAA@open?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"open\00", comdat, align 1
@"??_C@_05LBOHBHFK@close?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"close\00", comdat, align 1
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_05BGEKGIIP@other?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"other\00", comdat, align 1
@"??_C@_09BHHKHMHN@?5?5vm?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"  vm: %d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x %struct.Shape], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 4
  %11 = alloca i8*, align 4
  %12 = alloca [7 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32 (i32, i32)*, align 4
  store i32 0, i32* %1, align 4
  %17 = bitcast [6 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 4 bitcast ([6 x i32]* @__const.main.v to i8*), i32 24, i1 false)
  store i32 0, i32* %3, align 4
  br label %18

18:                                               ; preds = %35, %0
  %19 = load i32, i32* %3, align 4
  %20 = icmp slt i32 %19, 5
  br i1 %20, label %21, label %38

21:                                               ; preds = %18
  %22 = load i32, i32* %3, align 4
  %23 = icmp eq i32 %22, 2
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 1, i32 0
  %26 = load i32, i32* %3, align 4
  %27 = getelementptr inbounds [5 x i32 (i32, i32)*], [5 x i32 (i32, i32)*]* @table, i32 0, i32 %26
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %27, align 4
  %29 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i32 0, i32 0
  %30 = call i32 @fold(i32* noundef %29, i32 noundef 6, i32 (i32, i32)* noundef %28, i32 noundef %25)
  %31 = load i32, i32* %3, align 4
  %32 = getelementptr inbounds [5 x i8*], [5 x i8*]* @names, i32 0, i32 %31
  %33 = load i8*, i8** %32, align 4
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %33, i32 noundef %30)
  br label %35

35:                                               ; preds = %21
  %36 = load i32, i32* %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %3, align 4
  br label %18, !llvm.loop !4

38:                                               ; preds = %18
  %39 = call i32 (i32, i32)* @pick(i32 noundef 7)
  %40 = call i32 %39(i32 noundef 6, i32 noundef 7)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %40)
  %42 = bitcast [3 x %struct.Shape]* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 bitcast ([3 x %struct.Shape]* @__const.main.shapes to i8*), i32 48, i1 false)
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %43

43:                                               ; preds = %63, %38
  %44 = load i32, i32* %6, align 4
  %45 = icmp slt i32 %44, 3
  br i1 %45, label %46, label %66

46:                                               ; preds = %43
  %47 = load i32, i32* %6, align 4
  %48 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.Shape, %struct.Shape* %48, i32 0, i32 1
  %50 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %49, align 4
  %51 = load i32, i32* %6, align 4
  %52 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i32 0, i32 %51
  %53 = call i32 %50(%struct.Shape* noundef %52)
  store i32 %53, i32* %7, align 4
  %54 = load i32, i32* %7, align 4
  %55 = load i32, i32* %6, align 4
  %56 = getelementptr inbounds [3 x %struct.Shape], [3 x %struct.Shape]* %4, i32 0, i32 %55
  %57 = getelementptr inbounds %struct.Shape, %struct.Shape* %56, i32 0, i32 0
  %58 = load i8*, i8** %57, align 4
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef %58, i32 noundef %54)
  %60 = load i32, i32* %7, align 4
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, %60
  store i32 %62, i32* %5, align 4
  br label %63

63:                                               ; preds = %46
  %64 = load i32, i32* %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, i32* %6, align 4
  br label %43, !llvm.loop !6

66:                                               ; preds = %43
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %67

67:                                               ; preds = %75, %66
  %68 = load i32, i32* %9, align 4
  %69 = icmp sle i32 %68, 13
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = load i32, i32* %9, align 4
  %72 = call i32 @days_in_month(i32 noundef %71)
  %73 = load i32, i32* %8, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, i32* %8, align 4
  br label %75

75:                                               ; preds = %70
  %76 = load i32, i32* %9, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, i32* %9, align 4
  br label %67, !llvm.loop !7

78:                                               ; preds = %67
  %79 = load i32, i32* %8, align 4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %79)
  store i8* getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@DMGHBINP@x1?5?$DN?5?$CI42?5?$CL?5y?$CJ?5?$CK?57?$DL?$AA@", i32 0, i32 0), i8** %10, align 4
  %81 = load i8*, i8** %10, align 4
  store i8* %81, i8** %11, align 4
  br label %82

82:                                               ; preds = %97, %78
  %83 = load i8*, i8** %11, align 4
  %84 = load i8, i8* %83, align 1
  %85 = icmp ne i8 %84, 0
  br i1 %85, label %86, label %100

86:                                               ; preds = %82
  %87 = load i8*, i8** %11, align 4
  %88 = load i8, i8* %87, align 1
  %89 = sext i8 %88 to i32
  %90 = call i8* @classify(i32 noundef %89)
  %91 = load i8*, i8** %11, align 4
  %92 = load i8*, i8** %10, align 4
  %93 = icmp eq i8* %91, %92
  %94 = zext i1 %93 to i64
  %95 = select i1 %93, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0)
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef %95, i8* noundef %90)
  br label %97

97:                                               ; preds = %86
  %98 = load i8*, i8** %11, align 4
  %99 = getelementptr inbounds i8, i8* %98, i32 1
  store i8* %99, i8** %11, align 4
  br label %82, !llvm.loop !8

100:                                              ; preds = %82
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0))
  %102 = bitcast [7 x i32]* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %102, i8* align 4 bitcast ([7 x i32]* @__const.main.sp to i8*), i32 28, i1 false)
  store i32 0, i32* %13, align 4
  br label %103

103:                                              ; preds = %115, %100
  %104 = load i32, i32* %13, align 4
  %105 = icmp slt i32 %104, 7
  br i1 %105, label %106, label %118

106:                                              ; preds = %103
  %107 = load i32, i32* %13, align 4
  %108 = getelementptr inbounds [7 x i32], [7 x i32]* %12, i32 0, i32 %107
  %109 = load i32, i32* %108, align 4
  %110 = call i32 @sparse(i32 noundef %109)
  %111 = load i32, i32* %13, align 4
  %112 = getelementptr inbounds [7 x i32], [7 x i32]* %12, i32 0, i32 %111
  %113 = load i32, i32* %112, align 4
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %113, i32 noundef %110)
  br label %115

115:                                              ; preds = %106
  %116 = load i32, i32* %13, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, i32* %13, align 4
  br label %103, !llvm.loop !9

118:                                              ; preds = %103
  %119 = call i32 @sw64(i64 noundef 5)
  %120 = call i32 @sw64(i64 noundef -4611686018427387904)
  %121 = call i32 @sw64(i64 noundef 1099511627777)
  %122 = call i32 @sw64(i64 noundef 1099511627776)
  %123 = call i32 @sw64(i64 noundef -1)
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@POHONFML@sw64?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %123, i32 noundef %122, i32 noundef %121, i32 noundef %120, i32 noundef %119)
  %125 = call i32 @run(i32* noundef getelementptr inbounds ([30 x i32], [30 x i32]* @main.fact, i32 0, i32 0))
  store i32 %125, i32* %14, align 4
  %126 = load i32, i32* %14, align 4
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OOKAMJMJ@vm?5result?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %126)
  store i32 0, i32* %15, align 4
  %128 = bitcast i32* %15 to i8*
  call void @apply_all(void (i32, i8*)* noundef @collect, i8* noundef %128)
  %129 = load i32, i32* %15, align 4
  %130 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@FEFOFOGF@callback?5acc?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %129)
  %131 = load i32, i32* %5, align 4
  %132 = and i32 %131, 1
  %133 = icmp ne i32 %132, 0
  %134 = zext i1 %133 to i64
  %135 = select i1 %133, i32 (i32, i32)* @sub, i32 (i32, i32)* @add
  store i32 (i32, i32)* %135, i32 (i32, i32)** %16, align 4
  %136 = load i32 (i32, i32)*, i32 (i32, i32)** %16, align 4
  %137 = load i32, i32* %5, align 4
  %138 = call i32 %136(i32 noundef %137, i32 noundef 1)
  %139 = load i32, i32* %5, align 4
  %140 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@CLLAAGBG@chosen?$CI?$CFd?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %139, i32 noundef %138)
  ret i32 42
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i32 @fold(i32* noundef %0, i32 noundef %1, i32 (i32, i32)* noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32, i32)*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 (i32, i32)* %2, i32 (i32, i32)** %6, align 4
  store i32 %1, i32* %7, align 4
  store i32* %0, i32** %8, align 4
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %22, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 4
  %16 = load i32*, i32** %8, align 4
  %17 = load i32, i32* %9, align 4
  %18 = getelementptr inbounds i32, i32* %16, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = call i32 %15(i32 noundef %20, i32 noundef %19)
  store i32 %21, i32* %5, align 4
  br label %22

22:                                               ; preds = %14
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %9, align 4
  br label %10, !llvm.loop !10

25:                                               ; preds = %10
  %26 = load i32, i32* %5, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = srem i32 %3, 5
  %5 = getelementptr inbounds [5 x i32 (i32, i32)*], [5 x i32 (i32, i32)*]* @table, i32 0, i32 %4
  %6 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4
  ret i32 (i32, i32)* %6
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rect_area(%struct.Shape* noundef %0) #0 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 2
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.Shape*, %struct.Shape** %2, align 4
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %6, i32 0, i32 3
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @tri_area(%struct.Shape* noundef %0) #0 {
  %2 = alloca %struct.Shape*, align 4
  store %struct.Shape* %0, %struct.Shape** %2, align 4
  %3 = load %struct.Shape*, %struct.Shape** %2, align 4
  %4 = getelementptr inbounds %struct.Shape, %struct.Shape* %3, i32 0, i32 2
  %5 = load i32, i32* %4, align 4
  %6 = load %struct.Shape*, %struct.Shape** %2, align 4
  %7 = getelementptr inbounds %struct.Shape, %struct.Shape* %6, i32 0, i32 3
  %8 = load i32, i32* %7, align 4
  %9 = mul nsw i32 %5, %8
  %10 = sdiv i32 %9, 2
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone
define internal i32 @days_in_month(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %17 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
    i32 5, label %9
    i32 6, label %10
    i32 7, label %11
    i32 8, label %12
    i32 9, label %13
    i32 10, label %14
    i32 11, label %15
    i32 12, label %16
  ]

5:                                                ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 28, i32* %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 30, i32* %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 31, i32* %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 -1, i32* %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, i32* %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal i8* @classify(i32 noundef %0) #0 {
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* %3, align 4
  switch i32 %4, label %10 [
    i32 48, label %5
    i32 49, label %5
    i32 50, label %5
    i32 51, label %5
    i32 52, label %5
    i32 53, label %5
    i32 54, label %5
    i32 55, label %5
    i32 56, label %5
    i32 57, label %5
    i32 32, label %6
    i32 9, label %6
    i32 10, label %6
    i32 43, label %7
    i32 45, label %7
    i32 42, label %7
    i32 47, label %7
    i32 40, label %8
    i32 41, label %9
  ]

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

6:                                                ; preds = %1, %1, %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OLNILLAB@space?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

7:                                                ; preds = %1, %1, %1, %1
  store i8* getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02GMAKNDAG@op?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

8:                                                ; preds = %1
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PMOCAHAA@open?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

9:                                                ; preds = %1
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05LBOHBHFK@close?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

10:                                               ; preds = %1
  %11 = load i32, i32* %3, align 4
  %12 = or i32 %11, 32
  %13 = icmp sge i32 %12, 97
  br i1 %13, label %14, label %19

14:                                               ; preds = %10
  %15 = load i32, i32* %3, align 4
  %16 = or i32 %15, 32
  %17 = icmp sle i32 %16, 122
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

19:                                               ; preds = %14, %10
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i32 0, i32 0), i8** %2, align 4
  br label %20

20:                                               ; preds = %19, %18, %9, %8, %7, %6, %5
  %21 = load i8*, i8** %2, align 4
  ret i8* %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sparse(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  %4 = load i32, i32* %2, align 4
  switch i32 %4, label %14 [
    i32 7, label %5
    i32 1000, label %8
    i32 65536, label %11
    i32 -559038737, label %12
    i32 12345678, label %13
  ]

5:                                                ; preds = %1
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, i32* %3, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, i32* %3, align 4
  br label %17

11:                                               ; preds = %1
  store i32 3, i32* %3, align 4
  br label %17

12:                                               ; preds = %1
  store i32 -1, i32* %3, align 4
  br label %17

13:                                               ; preds = %1
  store i32 99, i32* %3, align 4
  br label %14

14:                                               ; preds = %1, %13
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 5
  store i32 %16, i32* %3, align 4
  br label %17

17:                                               ; preds = %14, %12, %11, %8
  %18 = load i32, i32* %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sw64(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %4 = load i64, i64* %3, align 8
  switch i64 %4, label %9 [
    i64 -1, label %5
    i64 1099511627776, label %6
    i64 1099511627777, label %7
    i64 -4611686018427387904, label %8
  ]

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4
  br label %10

6:                                                ; preds = %1
  store i32 2, i32* %2, align 4
  br label %10

7:                                                ; preds = %1
  store i32 3, i32* %2, align 4
  br label %10

8:                                                ; preds = %1
  store i32 4, i32* %2, align 4
  br label %10

9:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, i32* %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  %3 = alloca [32 x i32], align 4
  %4 = alloca [4 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  %9 = bitcast [4 x i32]* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %9, i8 0, i32 16, i1 false)
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %99, %1
  %11 = load i32, i32* %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* %7, align 4
  %13 = load i32*, i32** %2, align 4
  %14 = load i32, i32* %6, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %6, align 4
  %16 = getelementptr inbounds i32, i32* %13, i32 %14
  %17 = load i32, i32* %16, align 4
  switch i32 %17, label %99 [
    i32 0, label %18
    i32 1, label %27
    i32 2, label %38
    i32 3, label %49
    i32 4, label %60
    i32 5, label %71
    i32 6, label %85
    i32 7, label %91
  ]

18:                                               ; preds = %10
  %19 = load i32*, i32** %2, align 4
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %6, align 4
  %22 = getelementptr inbounds i32, i32* %19, i32 %20
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  %26 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %24
  store i32 %23, i32* %26, align 4
  br label %99

27:                                               ; preds = %10
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, i32* %5, align 4
  %30 = load i32, i32* %5, align 4
  %31 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4
  %33 = load i32, i32* %5, align 4
  %34 = sub nsw i32 %33, 1
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = add nsw i32 %36, %32
  store i32 %37, i32* %35, align 4
  br label %99

38:                                               ; preds = %10
  %39 = load i32, i32* %5, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, i32* %5, align 4
  %41 = load i32, i32* %5, align 4
  %42 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32, i32* %5, align 4
  %45 = sub nsw i32 %44, 1
  %46 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = mul nsw i32 %47, %43
  store i32 %48, i32* %46, align 4
  br label %99

49:                                               ; preds = %10
  %50 = load i32*, i32** %2, align 4
  %51 = load i32, i32* %6, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %6, align 4
  %53 = getelementptr inbounds i32, i32* %50, i32 %51
  %54 = load i32, i32* %53, align 4
  %55 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4
  %57 = load i32, i32* %5, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %5, align 4
  %59 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %57
  store i32 %56, i32* %59, align 4
  br label %99

60:                                               ; preds = %10
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, -1
  store i32 %62, i32* %5, align 4
  %63 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4
  %65 = load i32*, i32** %2, align 4
  %66 = load i32, i32* %6, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %6, align 4
  %68 = getelementptr inbounds i32, i32* %65, i32 %66
  %69 = load i32, i32* %68, align 4
  %70 = getelementptr inbounds [4 x i32], [4 x i32]* %4, i32 0, i32 %69
  store i32 %64, i32* %70, align 4
  br label %99

71:                                               ; preds = %10
  %72 = load i32*, i32** %2, align 4
  %73 = load i32, i32* %6, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %6, align 4
  %75 = getelementptr inbounds i32, i32* %72, i32 %73
  %76 = load i32, i32* %75, align 4
  store i32 %76, i32* %8, align 4
  %77 = load i32, i32* %5, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, i32* %5, align 4
  %79 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %71
  %83 = load i32, i32* %8, align 4
  store i32 %83, i32* %6, align 4
  br label %84

84:                                               ; preds = %82, %71
  br label %99

85:                                               ; preds = %10
  %86 = load i32, i32* %5, align 4
  %87 = sub nsw i32 %86, 1
  %88 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09BHHKHMHN@?5?5vm?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %89)
  br label %99

91:                                               ; preds = %10
  %92 = load i32, i32* %5, align 4
  %93 = sub nsw i32 %92, 1
  %94 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4
  %96 = mul nsw i32 %95, 1000
  %97 = load i32, i32* %7, align 4
  %98 = add nsw i32 %96, %97
  ret i32 %98

99:                                               ; preds = %10, %85, %84, %60, %49, %38, %27, %18
  br label %10
}

; Function Attrs: noinline nounwind optnone
define internal void @apply_all(void (i32, i8*)* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca void (i32, i8*)*, align 4
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 4
  store void (i32, i8*)* %0, void (i32, i8*)** %4, align 4
  store i32 1, i32* %5, align 4
  br label %6

6:                                                ; preds = %13, %2
  %7 = load i32, i32* %5, align 4
  %8 = icmp sle i32 %7, 5
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load void (i32, i8*)*, void (i32, i8*)** %4, align 4
  %11 = load i8*, i8** %3, align 4
  %12 = load i32, i32* %5, align 4
  call void %10(i32 noundef %12, i8* noundef %11)
  br label %13

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* %5, align 4
  br label %6, !llvm.loop !11

16:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @collect(i32 noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  store i8* %1, i8** %3, align 4
  store i32 %0, i32* %4, align 4
  %6 = load i8*, i8** %3, align 4
  %7 = bitcast i8* %6 to i32*
  store i32* %7, i32** %5, align 4
  %8 = load i32*, i32** %5, align 4
  %9 = load i32, i32* %8, align 4
  %10 = mul nsw i32 %9, 10
  %11 = load i32, i32* %4, align 4
  %12 = add nsw i32 %10, %11
  %13 = load i32*, i32** %5, align 4
  store i32 %12, i32* %13, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = icmp sgt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %4, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @band(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

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
