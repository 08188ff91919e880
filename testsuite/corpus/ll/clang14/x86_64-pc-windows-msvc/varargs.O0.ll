; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

$"??_C@_04DNJNMJF@four?$AA@" = comdat any

$"??_C@_06HDBNDEOG@ildscp?$AA@" = comdat any

$"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = comdat any

$"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = comdat any

$"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = comdat any

$"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = comdat any

$"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = comdat any

$"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_03MKCEMJLP@esc?$AA@" = comdat any

$"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = comdat any

$"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = comdat any

$"??_C@_05IAEKHIAN@alpha?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_05KDLBCAI@gamma?$AA@" = comdat any

$"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = comdat any

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 16
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 16
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", i32 0, i32 0), i8* null], align 16
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %37), i8* blockaddress(@run, %59), i8* blockaddress(@run, %81), i8* blockaddress(@run, %101), i8* blockaddress(@run, %126), i8* blockaddress(@run, %142), i8* blockaddress(@run, %171)], align 16
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 1

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32 (i32, i32)*, align 8
  %6 = alloca [3 x i32 (i32, i32)*], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8**, align 8
  store i32 0, i32* %1, align 4
  %12 = bitcast %struct.Pt* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false)
  %13 = bitcast %struct.Pt* %2 to i32*
  %14 = load i32, i32* %13, align 2
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i64 0, i64 0), i32 noundef 65, i32 %14)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %15)
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %17)
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), i8** %3, align 8
  %19 = load i8*, i8** %3, align 8
  store i8* %19, i8** %4, align 8
  br label %20

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 8
  %22 = load i8, i8* %21, align 1
  %23 = icmp ne i8 %22, 0
  br i1 %23, label %24, label %43

24:                                               ; preds = %20
  %25 = load i8*, i8** %4, align 8
  %26 = load i8, i8* %25, align 1
  %27 = call i32 (i32, i32)* @lookup(i8 noundef %26)
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 8
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8
  %29 = icmp ne i32 (i32, i32)* %28, null
  br i1 %29, label %30, label %33

30:                                               ; preds = %24
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8
  %32 = call i32 %31(i32 noundef 17, i32 noundef 5)
  br label %34

33:                                               ; preds = %24
  br label %34

34:                                               ; preds = %33, %30
  %35 = phi i32 [ %32, %30 ], [ -1, %33 ]
  %36 = load i8*, i8** %4, align 8
  %37 = load i8, i8* %36, align 1
  %38 = sext i8 %37 to i32
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i64 0, i64 0), i32 noundef %38, i32 noundef %35)
  br label %40

40:                                               ; preds = %34
  %41 = load i8*, i8** %4, align 8
  %42 = getelementptr inbounds i8, i8* %41, i32 1
  store i8* %42, i8** %4, align 8
  br label %20, !llvm.loop !4

43:                                               ; preds = %20
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %44, i8* align 16 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false)
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i64 0, i64 0
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46)
  store i32 1, i32* %7, align 4
  store i32 5, i32* %8, align 4
  br label %48

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4
  %53 = load i32, i32* %7, align 4
  %54 = mul nsw i32 %53, %52
  store i32 %54, i32* %7, align 4
  br label %55

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, i32* %8, align 4
  br label %48, !llvm.loop !6

58:                                               ; preds = %48
  %59 = load i32, i32* %7, align 4
  %60 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0))
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %60, i32 noundef %59)
  store i32 -2128831035, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %62

62:                                               ; preds = %75, %58
  %63 = load i32, i32* %10, align 4
  %64 = zext i32 %63 to i64
  %65 = icmp ult i64 %64, 39
  br i1 %65, label %66, label %78

66:                                               ; preds = %62
  %67 = load i32, i32* %9, align 4
  %68 = load i32, i32* %10, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %69
  %71 = load i8, i8* %70, align 1
  %72 = zext i8 %71 to i32
  %73 = xor i32 %67, %72
  %74 = mul i32 %73, 16777619
  store i32 %74, i32* %9, align 4
  br label %75

75:                                               ; preds = %66
  %76 = load i32, i32* %10, align 4
  %77 = add i32 %76, 1
  store i32 %77, i32* %10, align 4
  br label %62, !llvm.loop !7

78:                                               ; preds = %62
  %79 = load i32, i32* %9, align 4
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i64 0, i64 0), i32 noundef 39, i32 noundef %79)
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23)
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1
  %83 = zext i8 %82 to i32
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1
  %85 = zext i8 %84 to i32
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1
  %87 = zext i8 %86 to i32
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %87, i32 noundef %85, i32 noundef %83)
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %11, align 8
  br label %89

89:                                               ; preds = %107, %78
  %90 = load i8**, i8*** %11, align 8
  %91 = load i8*, i8** %90, align 8
  %92 = icmp ne i8* %91, null
  br i1 %92, label %93, label %110

93:                                               ; preds = %89
  %94 = load i8**, i8*** %11, align 8
  %95 = getelementptr inbounds i8*, i8** %94, i64 0
  %96 = load i8*, i8** %95, align 8
  %97 = load i8, i8* %96, align 1
  %98 = sext i8 %97 to i32
  %99 = icmp eq i32 %98, 27
  br i1 %99, label %100, label %101

100:                                              ; preds = %93
  br label %104

101:                                              ; preds = %93
  %102 = load i8**, i8*** %11, align 8
  %103 = load i8*, i8** %102, align 8
  br label %104

104:                                              ; preds = %101, %100
  %105 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i64 0, i64 0), %100 ], [ %103, %101 ]
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef %105)
  br label %107

107:                                              ; preds = %104
  %108 = load i8**, i8*** %11, align 8
  %109 = getelementptr inbounds i8*, i8** %108, i32 1
  store i8** %109, i8*** %11, align 8
  br label %89, !llvm.loop !8

110:                                              ; preds = %89
  %111 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8
  %112 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %112, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %111, i32 noundef 6)
  %114 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #3 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i64 0, i64* %5, align 8
  %10 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = bitcast i8** %4 to i8*
  %12 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %11, i8* %12)
  %13 = load i8*, i8** %2, align 8
  store i8* %13, i8** %6, align 8
  br label %14

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 8
  %16 = load i8, i8* %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %91

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8
  %20 = load i8, i8* %19, align 1
  %21 = sext i8 %20 to i32
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ]

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8
  %24 = getelementptr inbounds i8, i8* %23, i64 8
  store i8* %24, i8** %3, align 8
  %25 = bitcast i8* %23 to i32*
  %26 = load i32, i32* %25, align 8
  %27 = sext i32 %26 to i64
  %28 = load i64, i64* %5, align 8
  %29 = add nsw i64 %28, %27
  store i64 %29, i64* %5, align 8
  br label %87

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 8
  %32 = getelementptr inbounds i8, i8* %31, i64 8
  store i8* %32, i8** %3, align 8
  %33 = bitcast i8* %31 to i64*
  %34 = load i64, i64* %33, align 8
  %35 = load i64, i64* %5, align 8
  %36 = add nsw i64 %35, %34
  store i64 %36, i64* %5, align 8
  br label %87

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 8
  %39 = getelementptr inbounds i8, i8* %38, i64 8
  store i8* %39, i8** %3, align 8
  %40 = bitcast i8* %38 to double*
  %41 = load double, double* %40, align 8
  %42 = fmul double %41, 1.000000e+01
  %43 = fptosi double %42 to i64
  %44 = load i64, i64* %5, align 8
  %45 = add nsw i64 %44, %43
  store i64 %45, i64* %5, align 8
  br label %87

46:                                               ; preds = %18
  %47 = load i8*, i8** %3, align 8
  %48 = getelementptr inbounds i8, i8* %47, i64 8
  store i8* %48, i8** %3, align 8
  %49 = bitcast i8* %47 to i8**
  %50 = load i8*, i8** %49, align 8
  store i8* %50, i8** %7, align 8
  br label %51

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 8
  %53 = getelementptr inbounds i8, i8* %52, i32 1
  store i8* %53, i8** %7, align 8
  %54 = load i8, i8* %52, align 1
  %55 = icmp ne i8 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8
  %58 = add nsw i64 %57, 1
  store i64 %58, i64* %5, align 8
  br label %51, !llvm.loop !9

59:                                               ; preds = %51
  br label %87

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 8
  %62 = getelementptr inbounds i8, i8* %61, i64 8
  store i8* %62, i8** %3, align 8
  %63 = bitcast i8* %61 to i32*
  %64 = load i32, i32* %63, align 8
  %65 = trunc i32 %64 to i8
  %66 = sext i8 %65 to i64
  %67 = load i64, i64* %5, align 8
  %68 = add nsw i64 %67, %66
  store i64 %68, i64* %5, align 8
  br label %87

69:                                               ; preds = %18
  %70 = load i8*, i8** %3, align 8
  %71 = getelementptr inbounds i8, i8* %70, i64 8
  store i8* %71, i8** %3, align 8
  %72 = bitcast i8* %70 to %struct.Pt*
  %73 = bitcast %struct.Pt* %8 to i8*
  %74 = bitcast %struct.Pt* %72 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %73, i8* align 8 %74, i64 4, i1 false)
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0
  %76 = load i16, i16* %75, align 2
  %77 = sext i16 %76 to i32
  %78 = mul nsw i32 %77, 100
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1
  %80 = load i16, i16* %79, align 2
  %81 = sext i16 %80 to i32
  %82 = add nsw i32 %78, %81
  %83 = sext i32 %82 to i64
  %84 = load i64, i64* %5, align 8
  %85 = add nsw i64 %84, %83
  store i64 %85, i64* %5, align 8
  br label %87

86:                                               ; preds = %18
  br label %87

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 8
  %90 = getelementptr inbounds i8, i8* %89, i32 1
  store i8* %90, i8** %6, align 8
  br label %14, !llvm.loop !10

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %92)
  %93 = load i8*, i8** %2, align 8
  %94 = load i8, i8* %93, align 1
  %95 = sext i8 %94 to i32
  %96 = icmp eq i32 %95, 105
  br i1 %96, label %97, label %102

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 8
  %99 = getelementptr inbounds i8, i8* %98, i64 8
  store i8* %99, i8** %4, align 8
  %100 = bitcast i8* %98 to i32*
  %101 = load i32, i32* %100, align 8
  br label %103

102:                                              ; preds = %91
  br label %103

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ]
  store i32 %104, i32* %9, align 4
  %105 = bitcast i8** %4 to i8*
  call void @llvm.va_end(i8* %105)
  %106 = load i64, i64* %5, align 8
  %107 = mul nsw i64 %106, 1000
  %108 = load i32, i32* %9, align 4
  %109 = sext i32 %108 to i64
  %110 = add nsw i64 %107, %109
  ret i64 %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %5)
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, i32* %2, align 4
  %9 = icmp sgt i32 %7, 0
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4
  %12 = mul nsw i32 %11, 31
  %13 = load i8*, i8** %3, align 8
  %14 = getelementptr inbounds i8, i8* %13, i64 8
  store i8* %14, i8** %3, align 8
  %15 = bitcast i8* %13 to i32*
  %16 = load i32, i32* %15, align 8
  %17 = add nsw i32 %12, %16
  store i32 %17, i32* %4, align 4
  br label %6, !llvm.loop !11

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %19)
  %20 = load i32, i32* %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef %0) #3 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4
  %7 = zext i32 %6 to i64
  %8 = icmp ult i64 %7, 4
  br i1 %8, label %9, label %29

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0
  %14 = load i8, i8* %13, align 16
  %15 = sext i8 %14 to i32
  %16 = load i8, i8* %3, align 1
  %17 = sext i8 %16 to i32
  %18 = icmp eq i32 %15, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8
  br label %30

25:                                               ; preds = %9
  br label %26

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4
  %28 = add i32 %27, 1
  store i32 %28, i32* %4, align 4
  br label %5, !llvm.loop !12

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8
  br label %30

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8
  ret i32 (i32, i32)* %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = add nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = mul nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* %3, align 4
  %7 = sub nsw i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %8, align 8
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %11

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4
  %13 = load i32, i32* %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %8, align 8
  %17 = load i32, i32* %10, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8
  %21 = load i32, i32* %5, align 4
  %22 = load i32, i32* %6, align 4
  %23 = call i32 %20(i32 noundef %22, i32 noundef %21)
  %24 = load i32, i32* %9, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %9, align 4
  br label %26

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %10, align 4
  br label %11, !llvm.loop !13

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #3 {
  %2 = alloca i32*, align 8
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %8 = load i32*, i32** %2, align 8
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  %11 = sext i32 %9 to i64
  %12 = getelementptr inbounds i32, i32* %8, i64 %11
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14
  %16 = load i8*, i8** %15, align 8
  br label %177

17:                                               ; preds = %177
  %18 = load i32*, i32** %2, align 8
  %19 = load i32, i32* %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %5, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, i32* %18, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = load i32, i32* %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %4, align 4
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26
  store i32 %23, i32* %27, align 4
  %28 = load i32*, i32** %2, align 8
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %5, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds i32, i32* %28, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34
  %36 = load i8*, i8** %35, align 8
  br label %177

37:                                               ; preds = %177
  %38 = load i32, i32* %4, align 4
  %39 = add nsw i32 %38, -1
  store i32 %39, i32* %4, align 4
  %40 = load i32, i32* %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32, i32* %4, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46
  %48 = load i32, i32* %47, align 4
  %49 = add nsw i32 %48, %43
  store i32 %49, i32* %47, align 4
  %50 = load i32*, i32** %2, align 8
  %51 = load i32, i32* %5, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %5, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds i32, i32* %50, i64 %53
  %55 = load i32, i32* %54, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56
  %58 = load i8*, i8** %57, align 8
  br label %177

59:                                               ; preds = %177
  %60 = load i32, i32* %4, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, i32* %4, align 4
  %62 = load i32, i32* %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63
  %65 = load i32, i32* %64, align 4
  %66 = load i32, i32* %4, align 4
  %67 = sub nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4
  %71 = mul nsw i32 %70, %65
  store i32 %71, i32* %69, align 4
  %72 = load i32*, i32** %2, align 8
  %73 = load i32, i32* %5, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %5, align 4
  %75 = sext i32 %73 to i64
  %76 = getelementptr inbounds i32, i32* %72, i64 %75
  %77 = load i32, i32* %76, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78
  %80 = load i8*, i8** %79, align 8
  br label %177

81:                                               ; preds = %177
  %82 = load i32, i32* %4, align 4
  %83 = sub nsw i32 %82, 2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4
  %87 = load i32, i32* %4, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88
  store i32 %86, i32* %89, align 4
  %90 = load i32, i32* %4, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %4, align 4
  %92 = load i32*, i32** %2, align 8
  %93 = load i32, i32* %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, i32* %5, align 4
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i32, i32* %92, i64 %95
  %97 = load i32, i32* %96, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98
  %100 = load i8*, i8** %99, align 8
  br label %177

101:                                              ; preds = %177
  %102 = load i32*, i32** %2, align 8
  %103 = load i32, i32* %5, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %5, align 4
  %105 = sext i32 %103 to i64
  %106 = getelementptr inbounds i32, i32* %102, i64 %105
  %107 = load i32, i32* %106, align 4
  store i32 %107, i32* %6, align 4
  %108 = load i32, i32* %4, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, i32* %4, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110
  %112 = load i32, i32* %111, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %116

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4
  store i32 %115, i32* %5, align 4
  br label %116

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8
  %118 = load i32, i32* %5, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, i32* %5, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i32, i32* %117, i64 %120
  %122 = load i32, i32* %121, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123
  %125 = load i8*, i8** %124, align 8
  br label %177

126:                                              ; preds = %177
  %127 = load i32, i32* %4, align 4
  %128 = sub nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129
  %131 = load i32, i32* %130, align 4
  %132 = add nsw i32 %131, -1
  store i32 %132, i32* %130, align 4
  %133 = load i32*, i32** %2, align 8
  %134 = load i32, i32* %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %5, align 4
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds i32, i32* %133, i64 %136
  %138 = load i32, i32* %137, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139
  %141 = load i8*, i8** %140, align 8
  br label %177

142:                                              ; preds = %177
  %143 = load i32, i32* %4, align 4
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145
  %147 = load i32, i32* %146, align 4
  store i32 %147, i32* %7, align 4
  %148 = load i32, i32* %4, align 4
  %149 = sub nsw i32 %148, 2
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150
  %152 = load i32, i32* %151, align 4
  %153 = load i32, i32* %4, align 4
  %154 = sub nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155
  store i32 %152, i32* %156, align 4
  %157 = load i32, i32* %7, align 4
  %158 = load i32, i32* %4, align 4
  %159 = sub nsw i32 %158, 2
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160
  store i32 %157, i32* %161, align 4
  %162 = load i32*, i32** %2, align 8
  %163 = load i32, i32* %5, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, i32* %5, align 4
  %165 = sext i32 %163 to i64
  %166 = getelementptr inbounds i32, i32* %162, i64 %165
  %167 = load i32, i32* %166, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168
  %170 = load i8*, i8** %169, align 8
  br label %177

171:                                              ; preds = %177
  %172 = load i32, i32* %4, align 4
  %173 = sub nsw i32 %172, 1
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174
  %176 = load i32, i32* %175, align 4
  ret i32 %176

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi i8* [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr i8* %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4
  %9 = load i32, i32* %3, align 4
  %10 = sdiv i32 %8, %9
  br label %12

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ]
  ret i32 %13
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }

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
