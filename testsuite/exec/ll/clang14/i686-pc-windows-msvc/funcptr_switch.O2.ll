; ModuleID = 'funcptr_switch.c'
source_filename = "funcptr_switch.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_04LHPFHFPH@rect?$AA@" = comdat any

$"??_C@_03NJKMHLPI@tri?$AA@" = comdat any

$"??_C@_02GACNLIFD@sq?$AA@" = comdat any

$"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@" = comdat any

$"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_01IHBHIGKO@?0?$AA@" = comdat any

$"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = comdat any

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

@"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", comdat, align 1
@"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"pick(7)(6,7) = %d\0A\00", comdat, align 1
@"??_C@_04LHPFHFPH@rect?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"rect\00", comdat, align 1
@"??_C@_03NJKMHLPI@tri?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"tri\00", comdat, align 1
@"??_C@_02GACNLIFD@sq?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"sq\00", comdat, align 1
@"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%s area %d\0A\00", comdat, align 1
@"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"days %d\0A\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_01IHBHIGKO@?0?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c",\00", comdat, align 1
@"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%s%s\00", comdat, align 1
@"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"sparse(%u)=%d\0A\00", comdat, align 1
@"??_C@_0BG@POHONFML@sw64?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"sw64: %d %d %d %d %d\0A\00", comdat, align 1
@main.fact = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 4, i32 0, i32 0, i32 6, i32 4, i32 1, i32 3, i32 0, i32 3, i32 1, i32 2, i32 6, i32 4, i32 0, i32 3, i32 1, i32 0, i32 -1, i32 1, i32 4, i32 1, i32 3, i32 1, i32 5, i32 8, i32 3, i32 0, i32 7], align 4
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
@switch.table.days_in_month = private unnamed_addr constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4

; Function Attrs: nofree nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 4
  %2 = alloca [4 x i32], align 4
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BDGOHNNK@add?$AA@", i32 0, i32 0), i32 noundef 34)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03KCMAIMAP@sub?$AA@", i32 0, i32 0), i32 noundef -34)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03IMIFIBCN@mul?$AA@", i32 0, i32 0), i32 noundef -22680)
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03LJAEFNNE@max?$AA@", i32 0, i32 0), i32 noundef 12)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09PGFPAHKE@?$CFs?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03BOPJPIAM@and?$AA@", i32 0, i32 0), i32 noundef 0)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@PAHHNCL@pick?$CI7?$CJ?$CI6?07?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 42)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LHPFHFPH@rect?$AA@", i32 0, i32 0), i32 noundef 20)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03NJKMHLPI@tri?$AA@", i32 0, i32 0), i32 noundef 21)
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HAHCOFJD@?$CFs?5area?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02GACNLIFD@sq?$AA@", i32 0, i32 0), i32 noundef 81)
  %12 = tail call fastcc i32 @days_in_month(i32 noundef 0)
  %13 = tail call fastcc i32 @days_in_month(i32 noundef 1)
  %14 = add nsw i32 %13, %12
  %15 = tail call fastcc i32 @days_in_month(i32 noundef 2)
  %16 = add nsw i32 %14, %15
  %17 = tail call fastcc i32 @days_in_month(i32 noundef 3)
  %18 = add nsw i32 %16, %17
  %19 = tail call fastcc i32 @days_in_month(i32 noundef 4)
  %20 = add nsw i32 %18, %19
  %21 = tail call fastcc i32 @days_in_month(i32 noundef 5)
  %22 = add nsw i32 %20, %21
  %23 = tail call fastcc i32 @days_in_month(i32 noundef 6)
  %24 = add nsw i32 %22, %23
  %25 = tail call fastcc i32 @days_in_month(i32 noundef 7)
  %26 = add nsw i32 %24, %25
  %27 = tail call fastcc i32 @days_in_month(i32 noundef 8)
  %28 = add nsw i32 %26, %27
  %29 = tail call fastcc i32 @days_in_month(i32 noundef 9)
  %30 = add nsw i32 %28, %29
  %31 = tail call fastcc i32 @days_in_month(i32 noundef 10)
  %32 = add nsw i32 %30, %31
  %33 = tail call fastcc i32 @days_in_month(i32 noundef 11)
  %34 = add nsw i32 %32, %33
  %35 = tail call fastcc i32 @days_in_month(i32 noundef 12)
  %36 = add nsw i32 %34, %35
  %37 = tail call fastcc i32 @days_in_month(i32 noundef 13)
  %38 = add nsw i32 %36, %37
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08BDGCIKDF@days?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %38)
  %40 = tail call fastcc i8* @classify(i32 noundef 120)
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* noundef %40)
  %42 = tail call fastcc i8* @classify(i32 noundef 49)
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %42)
  %44 = tail call fastcc i8* @classify(i32 noundef 32)
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %46 = tail call fastcc i8* @classify(i32 noundef 61)
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %46)
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %49 = tail call fastcc i8* @classify(i32 noundef 40)
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %49)
  %51 = tail call fastcc i8* @classify(i32 noundef 52)
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %51)
  %53 = tail call fastcc i8* @classify(i32 noundef 50)
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %53)
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %56 = tail call fastcc i8* @classify(i32 noundef 43)
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %56)
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %59 = tail call fastcc i8* @classify(i32 noundef 121)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %59)
  %61 = tail call fastcc i8* @classify(i32 noundef 41)
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %61)
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %64 = tail call fastcc i8* @classify(i32 noundef 42)
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %64)
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %44)
  %67 = tail call fastcc i8* @classify(i32 noundef 55)
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %67)
  %69 = tail call fastcc i8* @classify(i32 noundef 59)
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04HDOCAJNK@?$CFs?$CFs?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01IHBHIGKO@?0?$AA@", i32 0, i32 0), i8* noundef %69)
  %71 = tail call i32 @putchar(i32 10)
  %72 = tail call fastcc i32 @sparse(i32 noundef 0), !range !3
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 0, i32 noundef %72)
  %74 = tail call fastcc i32 @sparse(i32 noundef 7), !range !3
  %75 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 7, i32 noundef %74)
  %76 = tail call fastcc i32 @sparse(i32 noundef 1000), !range !3
  %77 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1000, i32 noundef %76)
  %78 = tail call fastcc i32 @sparse(i32 noundef 65536), !range !3
  %79 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 65536, i32 noundef %78)
  %80 = tail call fastcc i32 @sparse(i32 noundef -559038737), !range !3
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef -559038737, i32 noundef %80)
  %82 = tail call fastcc i32 @sparse(i32 noundef 12345678), !range !3
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 12345678, i32 noundef %82)
  %84 = tail call fastcc i32 @sparse(i32 noundef 3), !range !3
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PDFIFHEI@sparse?$CI?$CFu?$CJ?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 3, i32 noundef %84)
  %86 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@POHONFML@sw64?3?5?$CFd?5?$CFd?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %87 = bitcast [32 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %87) #6
  %88 = bitcast [4 x i32]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %88) #6
  call void @llvm.memset.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(16) %88, i8 0, i32 16, i1 false) #6
  br label %89

89:                                               ; preds = %149, %0
  %90 = phi i32 [ 0, %0 ], [ %150, %149 ]
  %91 = phi i32 [ 0, %0 ], [ %93, %149 ]
  %92 = phi i32 [ 0, %0 ], [ %151, %149 ]
  %93 = add nuw nsw i32 %91, 1
  %94 = add nsw i32 %90, 1
  %95 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %90
  %96 = load i32, i32* %95, align 4, !tbaa !4
  switch i32 %96, label %149 [
    i32 0, label %97
    i32 1, label %103
    i32 2, label %111
    i32 3, label %119
    i32 4, label %127
    i32 5, label %135
    i32 6, label %144
    i32 7, label %152
  ]

97:                                               ; preds = %89
  %98 = add nsw i32 %90, 2
  %99 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %94
  %100 = load i32, i32* %99, align 4, !tbaa !4
  %101 = add nsw i32 %92, 1
  %102 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %92
  store i32 %100, i32* %102, align 4, !tbaa !4
  br label %149

103:                                              ; preds = %89
  %104 = add nsw i32 %92, -1
  %105 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %104
  %106 = load i32, i32* %105, align 4, !tbaa !4
  %107 = add nsw i32 %92, -2
  %108 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %107
  %109 = load i32, i32* %108, align 4, !tbaa !4
  %110 = add nsw i32 %109, %106
  store i32 %110, i32* %108, align 4, !tbaa !4
  br label %149

111:                                              ; preds = %89
  %112 = add nsw i32 %92, -1
  %113 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %112
  %114 = load i32, i32* %113, align 4, !tbaa !4
  %115 = add nsw i32 %92, -2
  %116 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %115
  %117 = load i32, i32* %116, align 4, !tbaa !4
  %118 = mul nsw i32 %117, %114
  store i32 %118, i32* %116, align 4, !tbaa !4
  br label %149

119:                                              ; preds = %89
  %120 = add nsw i32 %90, 2
  %121 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %94
  %122 = load i32, i32* %121, align 4, !tbaa !4
  %123 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %122
  %124 = load i32, i32* %123, align 4, !tbaa !4
  %125 = add nsw i32 %92, 1
  %126 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %92
  store i32 %124, i32* %126, align 4, !tbaa !4
  br label %149

127:                                              ; preds = %89
  %128 = add nsw i32 %92, -1
  %129 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4, !tbaa !4
  %131 = add nsw i32 %90, 2
  %132 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %94
  %133 = load i32, i32* %132, align 4, !tbaa !4
  %134 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 %133
  store i32 %130, i32* %134, align 4, !tbaa !4
  br label %149

135:                                              ; preds = %89
  %136 = add nsw i32 %90, 2
  %137 = add nsw i32 %92, -1
  %138 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %137
  %139 = load i32, i32* %138, align 4, !tbaa !4
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %149, label %141

141:                                              ; preds = %135
  %142 = getelementptr inbounds [30 x i32], [30 x i32]* @main.fact, i32 0, i32 %94
  %143 = load i32, i32* %142, align 4, !tbaa !4
  br label %149

144:                                              ; preds = %89
  %145 = add nsw i32 %92, -1
  %146 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %145
  %147 = load i32, i32* %146, align 4, !tbaa !4
  %148 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09BHHKHMHN@?5?5vm?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %147) #6
  br label %149

149:                                              ; preds = %144, %141, %135, %127, %119, %111, %103, %97, %89
  %150 = phi i32 [ %94, %89 ], [ %94, %144 ], [ %131, %127 ], [ %120, %119 ], [ %94, %111 ], [ %94, %103 ], [ %98, %97 ], [ %143, %141 ], [ %136, %135 ]
  %151 = phi i32 [ %92, %89 ], [ %92, %144 ], [ %128, %127 ], [ %125, %119 ], [ %112, %111 ], [ %104, %103 ], [ %101, %97 ], [ %137, %141 ], [ %137, %135 ]
  br label %89

152:                                              ; preds = %89
  %153 = add nsw i32 %92, -1
  %154 = getelementptr inbounds [32 x i32], [32 x i32]* %1, i32 0, i32 %153
  %155 = load i32, i32* %154, align 4, !tbaa !4
  %156 = mul nsw i32 %155, 1000
  %157 = add nsw i32 %156, %93
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %88) #6
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %87) #6
  %158 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@OOKAMJMJ@vm?5result?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %157)
  %159 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@FEFOFOGF@callback?5acc?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 12345)
  %160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@CLLAAGBG@chosen?$CI?$CFd?0?51?$CJ?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 122, i32 noundef 123)
  ret i32 42
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @days_in_month(i32 noundef %0) unnamed_addr #3 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 12
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = getelementptr inbounds [12 x i32], [12 x i32]* @switch.table.days_in_month, i32 0, i32 %2
  %6 = load i32, i32* %5, align 4
  br label %7

7:                                                ; preds = %1, %4
  %8 = phi i32 [ %6, %4 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i8* @classify(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 48, label %11
    i32 49, label %11
    i32 50, label %11
    i32 51, label %11
    i32 52, label %11
    i32 53, label %11
    i32 54, label %11
    i32 55, label %11
    i32 56, label %11
    i32 57, label %11
    i32 32, label %2
    i32 9, label %2
    i32 10, label %2
    i32 43, label %3
    i32 45, label %3
    i32 42, label %3
    i32 47, label %3
    i32 40, label %4
    i32 41, label %5
  ]

2:                                                ; preds = %1, %1, %1
  br label %11

3:                                                ; preds = %1, %1, %1, %1
  br label %11

4:                                                ; preds = %1
  br label %11

5:                                                ; preds = %1
  br label %11

6:                                                ; preds = %1
  %7 = or i32 %0, 32
  %8 = add i32 %7, -97
  %9 = icmp ult i32 %8, 26
  %10 = select i1 %9, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05BGEKGIIP@other?$AA@", i32 0, i32 0)
  br label %11

11:                                               ; preds = %6, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %5, %4, %3, %2
  %12 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05LBOHBHFK@close?$AA@", i32 0, i32 0), %5 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04PMOCAHAA@open?$AA@", i32 0, i32 0), %4 ], [ getelementptr inbounds ([3 x i8], [3 x i8]* @"??_C@_02GMAKNDAG@op?$AA@", i32 0, i32 0), %3 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OLNILLAB@space?$AA@", i32 0, i32 0), %2 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05ODNOIFML@digit?$AA@", i32 0, i32 0), %1 ], [ %10, %6 ]
  ret i8* %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @sparse(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %6 [
    i32 7, label %2
    i32 1000, label %8
    i32 65536, label %3
    i32 -559038737, label %4
    i32 12345678, label %5
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5
  %7 = phi i32 [ 5, %1 ], [ 104, %5 ]
  br label %8

8:                                                ; preds = %2, %1, %6, %4, %3
  %9 = phi i32 [ %7, %6 ], [ -1, %4 ], [ 3, %3 ], [ 10, %1 ], [ 11, %2 ]
  ret i32 %9
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{i32 -1, i32 105}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
