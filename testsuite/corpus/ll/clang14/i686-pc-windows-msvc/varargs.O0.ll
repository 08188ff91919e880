; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 4
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", i32 0, i32 0), i8* null], align 4
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 4
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32 (i32, i32)*, align 4
  %6 = alloca [3 x i32 (i32, i32)*], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8**, align 4
  store i32 0, i32* %1, align 4
  %12 = bitcast %struct.Pt* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false)
  %13 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef byval(%struct.Pt) align 4 %2)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15)
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i32 0, i32 0), i8** %3, align 4
  %17 = load i8*, i8** %3, align 4
  store i8* %17, i8** %4, align 4
  br label %18

18:                                               ; preds = %38, %0
  %19 = load i8*, i8** %4, align 4
  %20 = load i8, i8* %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %41

22:                                               ; preds = %18
  %23 = load i8*, i8** %4, align 4
  %24 = load i8, i8* %23, align 1
  %25 = call i32 (i32, i32)* @lookup(i8 noundef signext %24)
  store i32 (i32, i32)* %25, i32 (i32, i32)** %5, align 4
  %26 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4
  %27 = icmp ne i32 (i32, i32)* %26, null
  br i1 %27, label %28, label %31

28:                                               ; preds = %22
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4
  %30 = call i32 %29(i32 noundef 17, i32 noundef 5)
  br label %32

31:                                               ; preds = %22
  br label %32

32:                                               ; preds = %31, %28
  %33 = phi i32 [ %30, %28 ], [ -1, %31 ]
  %34 = load i8*, i8** %4, align 4
  %35 = load i8, i8* %34, align 1
  %36 = sext i8 %35 to i32
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 0, i32 0), i32 noundef %36, i32 noundef %33)
  br label %38

38:                                               ; preds = %32
  %39 = load i8*, i8** %4, align 4
  %40 = getelementptr inbounds i8, i8* %39, i32 1
  store i8* %40, i8** %4, align 4
  br label %18, !llvm.loop !4

41:                                               ; preds = %18
  %42 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false)
  %43 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0
  %44 = call i32 @apply_all(i32 (i32, i32)** noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7)
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %44)
  store i32 1, i32* %7, align 4
  store i32 5, i32* %8, align 4
  br label %46

46:                                               ; preds = %53, %41
  %47 = load i32, i32* %8, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %56

49:                                               ; preds = %46
  %50 = load i32, i32* %8, align 4
  %51 = load i32, i32* %7, align 4
  %52 = mul nsw i32 %51, %50
  store i32 %52, i32* %7, align 4
  br label %53

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4
  %55 = add nsw i32 %54, -1
  store i32 %55, i32* %8, align 4
  br label %46, !llvm.loop !6

56:                                               ; preds = %46
  %57 = load i32, i32* %7, align 4
  %58 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0))
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %58, i32 noundef %57)
  store i32 -2128831035, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %60

60:                                               ; preds = %71, %56
  %61 = load i32, i32* %10, align 4
  %62 = icmp ult i32 %61, 39
  br i1 %62, label %63, label %74

63:                                               ; preds = %60
  %64 = load i32, i32* %9, align 4
  %65 = load i32, i32* %10, align 4
  %66 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %65
  %67 = load i8, i8* %66, align 1
  %68 = zext i8 %67 to i32
  %69 = xor i32 %64, %68
  %70 = mul i32 %69, 16777619
  store i32 %70, i32* %9, align 4
  br label %71

71:                                               ; preds = %63
  %72 = load i32, i32* %10, align 4
  %73 = add i32 %72, 1
  store i32 %73, i32* %10, align 4
  br label %60, !llvm.loop !7

74:                                               ; preds = %60
  %75 = load i32, i32* %9, align 4
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 0, i32 0), i32 noundef 39, i32 noundef %75)
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23)
  %78 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1
  %79 = zext i8 %78 to i32
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1
  %81 = zext i8 %80 to i32
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1
  %83 = zext i8 %82 to i32
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %83, i32 noundef %81, i32 noundef %79)
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4
  br label %85

85:                                               ; preds = %103, %74
  %86 = load i8**, i8*** %11, align 4
  %87 = load i8*, i8** %86, align 4
  %88 = icmp ne i8* %87, null
  br i1 %88, label %89, label %106

89:                                               ; preds = %85
  %90 = load i8**, i8*** %11, align 4
  %91 = getelementptr inbounds i8*, i8** %90, i32 0
  %92 = load i8*, i8** %91, align 4
  %93 = load i8, i8* %92, align 1
  %94 = sext i8 %93 to i32
  %95 = icmp eq i32 %94, 27
  br i1 %95, label %96, label %97

96:                                               ; preds = %89
  br label %100

97:                                               ; preds = %89
  %98 = load i8**, i8*** %11, align 4
  %99 = load i8*, i8** %98, align 4
  br label %100

100:                                              ; preds = %97, %96
  %101 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i32 0, i32 0), %96 ], [ %99, %97 ]
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef %101)
  br label %103

103:                                              ; preds = %100
  %104 = load i8**, i8*** %11, align 4
  %105 = getelementptr inbounds i8*, i8** %104, i32 1
  store i8** %105, i8*** %11, align 4
  br label %85, !llvm.loop !8

106:                                              ; preds = %85
  %107 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8
  %108 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %108, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %107, i32 noundef 6)
  %110 = call i32 @putchar(i32 noundef 10)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(i8* noundef %0, ...) #3 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  store i64 0, i64* %5, align 8
  %10 = bitcast i8** %3 to i8*
  call void @llvm.va_start(i8* %10)
  %11 = bitcast i8** %4 to i8*
  %12 = bitcast i8** %3 to i8*
  call void @llvm.va_copy(i8* %11, i8* %12)
  %13 = load i8*, i8** %2, align 4
  store i8* %13, i8** %6, align 4
  br label %14

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 4
  %16 = load i8, i8* %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %91

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4
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
  %23 = load i8*, i8** %3, align 4
  %24 = getelementptr inbounds i8, i8* %23, i32 4
  store i8* %24, i8** %3, align 4
  %25 = bitcast i8* %23 to i32*
  %26 = load i32, i32* %25, align 4
  %27 = sext i32 %26 to i64
  %28 = load i64, i64* %5, align 8
  %29 = add nsw i64 %28, %27
  store i64 %29, i64* %5, align 8
  br label %87

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 4
  %32 = getelementptr inbounds i8, i8* %31, i32 8
  store i8* %32, i8** %3, align 4
  %33 = bitcast i8* %31 to i64*
  %34 = load i64, i64* %33, align 4
  %35 = load i64, i64* %5, align 8
  %36 = add nsw i64 %35, %34
  store i64 %36, i64* %5, align 8
  br label %87

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 4
  %39 = getelementptr inbounds i8, i8* %38, i32 8
  store i8* %39, i8** %3, align 4
  %40 = bitcast i8* %38 to double*
  %41 = load double, double* %40, align 4
  %42 = fmul double %41, 1.000000e+01
  %43 = fptosi double %42 to i64
  %44 = load i64, i64* %5, align 8
  %45 = add nsw i64 %44, %43
  store i64 %45, i64* %5, align 8
  br label %87

46:                                               ; preds = %18
  %47 = load i8*, i8** %3, align 4
  %48 = getelementptr inbounds i8, i8* %47, i32 4
  store i8* %48, i8** %3, align 4
  %49 = bitcast i8* %47 to i8**
  %50 = load i8*, i8** %49, align 4
  store i8* %50, i8** %7, align 4
  br label %51

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 4
  %53 = getelementptr inbounds i8, i8* %52, i32 1
  store i8* %53, i8** %7, align 4
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
  %61 = load i8*, i8** %3, align 4
  %62 = getelementptr inbounds i8, i8* %61, i32 4
  store i8* %62, i8** %3, align 4
  %63 = bitcast i8* %61 to i32*
  %64 = load i32, i32* %63, align 4
  %65 = trunc i32 %64 to i8
  %66 = sext i8 %65 to i64
  %67 = load i64, i64* %5, align 8
  %68 = add nsw i64 %67, %66
  store i64 %68, i64* %5, align 8
  br label %87

69:                                               ; preds = %18
  %70 = load i8*, i8** %3, align 4
  %71 = getelementptr inbounds i8, i8* %70, i32 4
  store i8* %71, i8** %3, align 4
  %72 = bitcast i8* %70 to %struct.Pt*
  %73 = bitcast %struct.Pt* %8 to i8*
  %74 = bitcast %struct.Pt* %72 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %73, i8* align 4 %74, i32 4, i1 false)
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
  %89 = load i8*, i8** %6, align 4
  %90 = getelementptr inbounds i8, i8* %89, i32 1
  store i8* %90, i8** %6, align 4
  br label %14, !llvm.loop !10

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %92)
  %93 = load i8*, i8** %2, align 4
  %94 = load i8, i8* %93, align 1
  %95 = sext i8 %94 to i32
  %96 = icmp eq i32 %95, 105
  br i1 %96, label %97, label %102

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 4
  %99 = getelementptr inbounds i8, i8* %98, i32 4
  store i8* %99, i8** %4, align 4
  %100 = bitcast i8* %98 to i32*
  %101 = load i32, i32* %100, align 4
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

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
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
  %13 = load i8*, i8** %3, align 4
  %14 = getelementptr inbounds i8, i8* %13, i32 4
  store i8* %14, i8** %3, align 4
  %15 = bitcast i8* %13 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %12, %16
  store i32 %17, i32* %4, align 4
  br label %6, !llvm.loop !11

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*
  call void @llvm.va_end(i8* %19)
  %20 = load i32, i32* %4, align 4
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #3 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %6, 4
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0
  %12 = load i8, i8* %11, align 4
  %13 = sext i8 %12 to i32
  %14 = load i8, i8* %3, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4
  br label %27

22:                                               ; preds = %8
  br label %23

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4
  %25 = add i32 %24, 1
  store i32 %25, i32* %4, align 4
  br label %5, !llvm.loop !12

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4
  br label %27

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4
  ret i32 (i32, i32)* %28
}

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline nounwind optnone
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

; Function Attrs: noinline optnone
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)**, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %11

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4
  %13 = load i32, i32* %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %8, align 4
  %17 = load i32, i32* %10, align 4
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4
  %20 = load i32, i32* %5, align 4
  %21 = load i32, i32* %6, align 4
  %22 = call i32 %19(i32 noundef %21, i32 noundef %20)
  %23 = load i32, i32* %9, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, i32* %9, align 4
  br label %25

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %10, align 4
  br label %11, !llvm.loop !13

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #3 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %8 = load i32*, i32** %2, align 4
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %5, align 4
  %11 = getelementptr inbounds i32, i32* %8, i32 %9
  %12 = load i32, i32* %11, align 4
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12
  %14 = load i8*, i8** %13, align 4
  br label %145

15:                                               ; preds = %145
  %16 = load i32*, i32** %2, align 4
  %17 = load i32, i32* %5, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %5, align 4
  %19 = getelementptr inbounds i32, i32* %16, i32 %17
  %20 = load i32, i32* %19, align 4
  %21 = load i32, i32* %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %4, align 4
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21
  store i32 %20, i32* %23, align 4
  %24 = load i32*, i32** %2, align 4
  %25 = load i32, i32* %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %5, align 4
  %27 = getelementptr inbounds i32, i32* %24, i32 %25
  %28 = load i32, i32* %27, align 4
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28
  %30 = load i8*, i8** %29, align 4
  br label %145

31:                                               ; preds = %145
  %32 = load i32, i32* %4, align 4
  %33 = add nsw i32 %32, -1
  store i32 %33, i32* %4, align 4
  %34 = load i32, i32* %4, align 4
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = load i32, i32* %4, align 4
  %38 = sub nsw i32 %37, 1
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = add nsw i32 %40, %36
  store i32 %41, i32* %39, align 4
  %42 = load i32*, i32** %2, align 4
  %43 = load i32, i32* %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %5, align 4
  %45 = getelementptr inbounds i32, i32* %42, i32 %43
  %46 = load i32, i32* %45, align 4
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46
  %48 = load i8*, i8** %47, align 4
  br label %145

49:                                               ; preds = %145
  %50 = load i32, i32* %4, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %4, align 4
  %52 = load i32, i32* %4, align 4
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  %55 = load i32, i32* %4, align 4
  %56 = sub nsw i32 %55, 1
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4
  %59 = mul nsw i32 %58, %54
  store i32 %59, i32* %57, align 4
  %60 = load i32*, i32** %2, align 4
  %61 = load i32, i32* %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %5, align 4
  %63 = getelementptr inbounds i32, i32* %60, i32 %61
  %64 = load i32, i32* %63, align 4
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64
  %66 = load i8*, i8** %65, align 4
  br label %145

67:                                               ; preds = %145
  %68 = load i32, i32* %4, align 4
  %69 = sub nsw i32 %68, 2
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %4, align 4
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72
  store i32 %71, i32* %73, align 4
  %74 = load i32, i32* %4, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %4, align 4
  %76 = load i32*, i32** %2, align 4
  %77 = load i32, i32* %5, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %5, align 4
  %79 = getelementptr inbounds i32, i32* %76, i32 %77
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80
  %82 = load i8*, i8** %81, align 4
  br label %145

83:                                               ; preds = %145
  %84 = load i32*, i32** %2, align 4
  %85 = load i32, i32* %5, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, i32* %5, align 4
  %87 = getelementptr inbounds i32, i32* %84, i32 %85
  %88 = load i32, i32* %87, align 4
  store i32 %88, i32* %6, align 4
  %89 = load i32, i32* %4, align 4
  %90 = add nsw i32 %89, -1
  store i32 %90, i32* %4, align 4
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4
  %93 = icmp ne i32 %92, 0
  br i1 %93, label %94, label %96

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4
  store i32 %95, i32* %5, align 4
  br label %96

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4
  %98 = load i32, i32* %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %5, align 4
  %100 = getelementptr inbounds i32, i32* %97, i32 %98
  %101 = load i32, i32* %100, align 4
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101
  %103 = load i8*, i8** %102, align 4
  br label %145

104:                                              ; preds = %145
  %105 = load i32, i32* %4, align 4
  %106 = sub nsw i32 %105, 1
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106
  %108 = load i32, i32* %107, align 4
  %109 = add nsw i32 %108, -1
  store i32 %109, i32* %107, align 4
  %110 = load i32*, i32** %2, align 4
  %111 = load i32, i32* %5, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %5, align 4
  %113 = getelementptr inbounds i32, i32* %110, i32 %111
  %114 = load i32, i32* %113, align 4
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114
  %116 = load i8*, i8** %115, align 4
  br label %145

117:                                              ; preds = %145
  %118 = load i32, i32* %4, align 4
  %119 = sub nsw i32 %118, 1
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119
  %121 = load i32, i32* %120, align 4
  store i32 %121, i32* %7, align 4
  %122 = load i32, i32* %4, align 4
  %123 = sub nsw i32 %122, 2
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4
  %126 = load i32, i32* %4, align 4
  %127 = sub nsw i32 %126, 1
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127
  store i32 %125, i32* %128, align 4
  %129 = load i32, i32* %7, align 4
  %130 = load i32, i32* %4, align 4
  %131 = sub nsw i32 %130, 2
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131
  store i32 %129, i32* %132, align 4
  %133 = load i32*, i32** %2, align 4
  %134 = load i32, i32* %5, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %5, align 4
  %136 = getelementptr inbounds i32, i32* %133, i32 %134
  %137 = load i32, i32* %136, align 4
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137
  %139 = load i8*, i8** %138, align 4
  br label %145

140:                                              ; preds = %145
  %141 = load i32, i32* %4, align 4
  %142 = sub nsw i32 %141, 1
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4
  ret i32 %144

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi i8* [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr i8* %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

; Function Attrs: noinline nounwind optnone
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

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }

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
