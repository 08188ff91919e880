; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

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
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 4
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 4
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 8
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 8
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 4
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 4
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 8
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 8
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 8, !dbg !0
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 8
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 8, !dbg !42
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 8
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 8, !dbg !48
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 8
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 8, !dbg !53
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 8
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", i32 0, i32 0), i8* null], align 8, !dbg !57
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 4
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 4
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !64
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 8, !dbg !75
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 8
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %37), i8* blockaddress(@run, %59), i8* blockaddress(@run, %81), i8* blockaddress(@run, %101), i8* blockaddress(@run, %126), i8* blockaddress(@run, %142), i8* blockaddress(@run, %171)], align 16, !dbg !30
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 4
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 4
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 4

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32 (i32, i32)*, align 8
  %7 = alloca [3 x i32 (i32, i32)*], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8**, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !93, metadata !DIExpression()), !dbg !99
  %13 = bitcast %struct.Pt* %2 to i8*, !dbg !99
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %13, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false), !dbg !99
  %14 = bitcast i64* %3 to i8*, !dbg !100
  %15 = bitcast %struct.Pt* %2 to i8*, !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 2 %15, i64 4, i1 false), !dbg !100
  %16 = load i64, i64* %3, align 8, !dbg !100
  %17 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i64 0, i64 0), i32 noundef 65, i64 %16), !dbg !100
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %17), !dbg !100
  %19 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !101
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %19), !dbg !101
  call void @llvm.dbg.declare(metadata i8** %4, metadata !102, metadata !DIExpression()), !dbg !103
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), i8** %4, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata i8** %5, metadata !104, metadata !DIExpression()), !dbg !106
  %21 = load i8*, i8** %4, align 8, !dbg !106
  store i8* %21, i8** %5, align 8, !dbg !106
  br label %22, !dbg !106

22:                                               ; preds = %42, %0
  %23 = load i8*, i8** %5, align 8, !dbg !106
  %24 = load i8, i8* %23, align 1, !dbg !106
  %25 = icmp ne i8 %24, 0, !dbg !106
  br i1 %25, label %26, label %45, !dbg !106

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %6, metadata !107, metadata !DIExpression()), !dbg !110
  %27 = load i8*, i8** %5, align 8, !dbg !110
  %28 = load i8, i8* %27, align 1, !dbg !110
  %29 = call i32 (i32, i32)* @lookup(i8 noundef %28), !dbg !110
  store i32 (i32, i32)* %29, i32 (i32, i32)** %6, align 8, !dbg !110
  %30 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !dbg !111
  %31 = icmp ne i32 (i32, i32)* %30, null, !dbg !111
  br i1 %31, label %32, label %35, !dbg !111

32:                                               ; preds = %26
  %33 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !dbg !111
  %34 = call i32 %33(i32 noundef 17, i32 noundef 5), !dbg !111
  br label %36, !dbg !111

35:                                               ; preds = %26
  br label %36, !dbg !111

36:                                               ; preds = %35, %32
  %37 = phi i32 [ %34, %32 ], [ -1, %35 ], !dbg !111
  %38 = load i8*, i8** %5, align 8, !dbg !111
  %39 = load i8, i8* %38, align 1, !dbg !111
  %40 = sext i8 %39 to i32, !dbg !111
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i64 0, i64 0), i32 noundef %40, i32 noundef %37), !dbg !111
  br label %42, !dbg !112

42:                                               ; preds = %36
  %43 = load i8*, i8** %5, align 8, !dbg !113
  %44 = getelementptr inbounds i8, i8* %43, i32 1, !dbg !113
  store i8* %44, i8** %5, align 8, !dbg !113
  br label %22, !dbg !113, !llvm.loop !114

45:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %7, metadata !117, metadata !DIExpression()), !dbg !121
  %46 = bitcast [3 x i32 (i32, i32)*]* %7 to i8*, !dbg !121
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false), !dbg !121
  %47 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %7, i64 0, i64 0, !dbg !122
  %48 = call i32 @apply_all(i32 (i32, i32)** noundef %47, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !122
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %48), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %8, metadata !123, metadata !DIExpression()), !dbg !124
  store i32 1, i32* %8, align 4, !dbg !124
  call void @llvm.dbg.declare(metadata i32* %9, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 5, i32* %9, align 4, !dbg !127
  br label %50, !dbg !127

50:                                               ; preds = %57, %45
  %51 = load i32, i32* %9, align 4, !dbg !127
  %52 = icmp sgt i32 %51, 0, !dbg !127
  br i1 %52, label %53, label %60, !dbg !127

53:                                               ; preds = %50
  %54 = load i32, i32* %9, align 4, !dbg !128
  %55 = load i32, i32* %8, align 4, !dbg !128
  %56 = mul nsw i32 %55, %54, !dbg !128
  store i32 %56, i32* %8, align 4, !dbg !128
  br label %57, !dbg !128

57:                                               ; preds = %53
  %58 = load i32, i32* %9, align 4, !dbg !128
  %59 = add nsw i32 %58, -1, !dbg !128
  store i32 %59, i32* %9, align 4, !dbg !128
  br label %50, !dbg !128, !llvm.loop !130

60:                                               ; preds = %50
  %61 = load i32, i32* %8, align 4, !dbg !131
  %62 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !131
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %62, i32 noundef %61), !dbg !131
  call void @llvm.dbg.declare(metadata i32* %10, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 -2128831035, i32* %10, align 4, !dbg !134
  call void @llvm.dbg.declare(metadata i32* %11, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %11, align 4, !dbg !137
  br label %64, !dbg !137

64:                                               ; preds = %77, %60
  %65 = load i32, i32* %11, align 4, !dbg !137
  %66 = zext i32 %65 to i64, !dbg !137
  %67 = icmp ult i64 %66, 39, !dbg !137
  br i1 %67, label %68, label %80, !dbg !137

68:                                               ; preds = %64
  %69 = load i32, i32* %10, align 4, !dbg !138
  %70 = load i32, i32* %11, align 4, !dbg !138
  %71 = zext i32 %70 to i64, !dbg !138
  %72 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %71, !dbg !138
  %73 = load i8, i8* %72, align 1, !dbg !138
  %74 = zext i8 %73 to i32, !dbg !138
  %75 = xor i32 %69, %74, !dbg !138
  %76 = mul i32 %75, 16777619, !dbg !138
  store i32 %76, i32* %10, align 4, !dbg !138
  br label %77, !dbg !138

77:                                               ; preds = %68
  %78 = load i32, i32* %11, align 4, !dbg !138
  %79 = add i32 %78, 1, !dbg !138
  store i32 %79, i32* %11, align 4, !dbg !138
  br label %64, !dbg !138, !llvm.loop !140

80:                                               ; preds = %64
  %81 = load i32, i32* %10, align 4, !dbg !141
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i64 0, i64 0), i32 noundef 39, i32 noundef %81), !dbg !141
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !142
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1, !dbg !143
  %85 = zext i8 %84 to i32, !dbg !143
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1, !dbg !143
  %87 = zext i8 %86 to i32, !dbg !143
  %88 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 2, !dbg !143
  %89 = zext i8 %88 to i32, !dbg !143
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %89, i32 noundef %87, i32 noundef %85), !dbg !143
  call void @llvm.dbg.declare(metadata i8*** %12, metadata !144, metadata !DIExpression()), !dbg !147
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %12, align 8, !dbg !147
  br label %91, !dbg !147

91:                                               ; preds = %109, %80
  %92 = load i8**, i8*** %12, align 8, !dbg !147
  %93 = load i8*, i8** %92, align 8, !dbg !147
  %94 = icmp ne i8* %93, null, !dbg !147
  br i1 %94, label %95, label %112, !dbg !147

95:                                               ; preds = %91
  %96 = load i8**, i8*** %12, align 8, !dbg !148
  %97 = getelementptr inbounds i8*, i8** %96, i64 0, !dbg !148
  %98 = load i8*, i8** %97, align 8, !dbg !148
  %99 = load i8, i8* %98, align 1, !dbg !148
  %100 = sext i8 %99 to i32, !dbg !148
  %101 = icmp eq i32 %100, 27, !dbg !148
  br i1 %101, label %102, label %103, !dbg !148

102:                                              ; preds = %95
  br label %106, !dbg !148

103:                                              ; preds = %95
  %104 = load i8**, i8*** %12, align 8, !dbg !148
  %105 = load i8*, i8** %104, align 8, !dbg !148
  br label %106, !dbg !148

106:                                              ; preds = %103, %102
  %107 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i64 0, i64 0), %102 ], [ %105, %103 ], !dbg !148
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef %107), !dbg !148
  br label %109, !dbg !148

109:                                              ; preds = %106
  %110 = load i8**, i8*** %12, align 8, !dbg !148
  %111 = getelementptr inbounds i8*, i8** %110, i32 1, !dbg !148
  store i8** %111, i8*** %12, align 8, !dbg !148
  br label %91, !dbg !148, !llvm.loop !150

112:                                              ; preds = %91
  %113 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !151
  %114 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !151
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %114, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %113, i32 noundef 6), !dbg !151
  %116 = call i32 @putchar(i32 noundef 10), !dbg !152
  ret i32 0, !dbg !153
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !154 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !157, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.declare(metadata i8** %3, metadata !159, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.declare(metadata i8** %4, metadata !165, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.declare(metadata i64* %5, metadata !166, metadata !DIExpression()), !dbg !167
  store i64 0, i64* %5, align 8, !dbg !167
  %10 = bitcast i8** %3 to i8*, !dbg !168
  call void @llvm.va_start(i8* %10), !dbg !168
  %11 = bitcast i8** %4 to i8*, !dbg !169
  %12 = bitcast i8** %3 to i8*, !dbg !169
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !169
  call void @llvm.dbg.declare(metadata i8** %6, metadata !170, metadata !DIExpression()), !dbg !172
  %13 = load i8*, i8** %2, align 8, !dbg !172
  store i8* %13, i8** %6, align 8, !dbg !172
  br label %14, !dbg !172

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 8, !dbg !172
  %16 = load i8, i8* %15, align 1, !dbg !172
  %17 = icmp ne i8 %16, 0, !dbg !172
  br i1 %17, label %18, label %91, !dbg !172

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8, !dbg !173
  %20 = load i8, i8* %19, align 1, !dbg !173
  %21 = sext i8 %20 to i32, !dbg !173
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ], !dbg !173

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8, !dbg !176
  %24 = getelementptr inbounds i8, i8* %23, i64 8, !dbg !176
  store i8* %24, i8** %3, align 8, !dbg !176
  %25 = bitcast i8* %23 to i32*, !dbg !176
  %26 = load i32, i32* %25, align 8, !dbg !176
  %27 = sext i32 %26 to i64, !dbg !176
  %28 = load i64, i64* %5, align 8, !dbg !176
  %29 = add nsw i64 %28, %27, !dbg !176
  store i64 %29, i64* %5, align 8, !dbg !176
  br label %87, !dbg !176

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 8, !dbg !178
  %32 = getelementptr inbounds i8, i8* %31, i64 8, !dbg !178
  store i8* %32, i8** %3, align 8, !dbg !178
  %33 = bitcast i8* %31 to i64*, !dbg !178
  %34 = load i64, i64* %33, align 8, !dbg !178
  %35 = load i64, i64* %5, align 8, !dbg !178
  %36 = add nsw i64 %35, %34, !dbg !178
  store i64 %36, i64* %5, align 8, !dbg !178
  br label %87, !dbg !178

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 8, !dbg !179
  %39 = getelementptr inbounds i8, i8* %38, i64 8, !dbg !179
  store i8* %39, i8** %3, align 8, !dbg !179
  %40 = bitcast i8* %38 to double*, !dbg !179
  %41 = load double, double* %40, align 8, !dbg !179
  %42 = fmul double %41, 1.000000e+01, !dbg !179
  %43 = fptosi double %42 to i64, !dbg !179
  %44 = load i64, i64* %5, align 8, !dbg !179
  %45 = add nsw i64 %44, %43, !dbg !179
  store i64 %45, i64* %5, align 8, !dbg !179
  br label %87, !dbg !179

46:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !180, metadata !DIExpression()), !dbg !182
  %47 = load i8*, i8** %3, align 8, !dbg !182
  %48 = getelementptr inbounds i8, i8* %47, i64 8, !dbg !182
  store i8* %48, i8** %3, align 8, !dbg !182
  %49 = bitcast i8* %47 to i8**, !dbg !182
  %50 = load i8*, i8** %49, align 8, !dbg !182
  store i8* %50, i8** %7, align 8, !dbg !182
  br label %51, !dbg !182

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 8, !dbg !182
  %53 = getelementptr inbounds i8, i8* %52, i32 1, !dbg !182
  store i8* %53, i8** %7, align 8, !dbg !182
  %54 = load i8, i8* %52, align 1, !dbg !182
  %55 = icmp ne i8 %54, 0, !dbg !182
  br i1 %55, label %56, label %59, !dbg !182

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8, !dbg !182
  %58 = add nsw i64 %57, 1, !dbg !182
  store i64 %58, i64* %5, align 8, !dbg !182
  br label %51, !dbg !182, !llvm.loop !183

59:                                               ; preds = %51
  br label %87, !dbg !182

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 8, !dbg !184
  %62 = getelementptr inbounds i8, i8* %61, i64 8, !dbg !184
  store i8* %62, i8** %3, align 8, !dbg !184
  %63 = bitcast i8* %61 to i32*, !dbg !184
  %64 = load i32, i32* %63, align 8, !dbg !184
  %65 = trunc i32 %64 to i8, !dbg !184
  %66 = sext i8 %65 to i64, !dbg !184
  %67 = load i64, i64* %5, align 8, !dbg !184
  %68 = add nsw i64 %67, %66, !dbg !184
  store i64 %68, i64* %5, align 8, !dbg !184
  br label %87, !dbg !184

69:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !185, metadata !DIExpression()), !dbg !187
  %70 = load i8*, i8** %3, align 8, !dbg !187
  %71 = getelementptr inbounds i8, i8* %70, i64 8, !dbg !187
  store i8* %71, i8** %3, align 8, !dbg !187
  %72 = bitcast i8* %70 to %struct.Pt*, !dbg !187
  %73 = bitcast %struct.Pt* %8 to i8*, !dbg !187
  %74 = bitcast %struct.Pt* %72 to i8*, !dbg !187
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %73, i8* align 8 %74, i64 4, i1 false), !dbg !187
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !187
  %76 = load i16, i16* %75, align 2, !dbg !187
  %77 = sext i16 %76 to i32, !dbg !187
  %78 = mul nsw i32 %77, 100, !dbg !187
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !187
  %80 = load i16, i16* %79, align 2, !dbg !187
  %81 = sext i16 %80 to i32, !dbg !187
  %82 = add nsw i32 %78, %81, !dbg !187
  %83 = sext i32 %82 to i64, !dbg !187
  %84 = load i64, i64* %5, align 8, !dbg !187
  %85 = add nsw i64 %84, %83, !dbg !187
  store i64 %85, i64* %5, align 8, !dbg !187
  br label %87, !dbg !187

86:                                               ; preds = %18
  br label %87, !dbg !188

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88, !dbg !189

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 8, !dbg !190
  %90 = getelementptr inbounds i8, i8* %89, i32 1, !dbg !190
  store i8* %90, i8** %6, align 8, !dbg !190
  br label %14, !dbg !190, !llvm.loop !191

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*, !dbg !193
  call void @llvm.va_end(i8* %92), !dbg !193
  call void @llvm.dbg.declare(metadata i32* %9, metadata !194, metadata !DIExpression()), !dbg !195
  %93 = load i8*, i8** %2, align 8, !dbg !195
  %94 = load i8, i8* %93, align 1, !dbg !195
  %95 = sext i8 %94 to i32, !dbg !195
  %96 = icmp eq i32 %95, 105, !dbg !195
  br i1 %96, label %97, label %102, !dbg !195

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 8, !dbg !195
  %99 = getelementptr inbounds i8, i8* %98, i64 8, !dbg !195
  store i8* %99, i8** %4, align 8, !dbg !195
  %100 = bitcast i8* %98 to i32*, !dbg !195
  %101 = load i32, i32* %100, align 8, !dbg !195
  br label %103, !dbg !195

102:                                              ; preds = %91
  br label %103, !dbg !195

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ], !dbg !195
  store i32 %104, i32* %9, align 4, !dbg !195
  %105 = bitcast i8** %4 to i8*, !dbg !196
  call void @llvm.va_end(i8* %105), !dbg !196
  %106 = load i64, i64* %5, align 8, !dbg !197
  %107 = mul nsw i64 %106, 1000, !dbg !197
  %108 = load i32, i32* %9, align 4, !dbg !197
  %109 = sext i32 %108 to i64, !dbg !197
  %110 = add nsw i64 %107, %109, !dbg !197
  ret i64 %110, !dbg !197
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !198 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !201, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.declare(metadata i8** %3, metadata !203, metadata !DIExpression()), !dbg !204
  %5 = bitcast i8** %3 to i8*, !dbg !205
  call void @llvm.va_start(i8* %5), !dbg !205
  call void @llvm.dbg.declare(metadata i32* %4, metadata !206, metadata !DIExpression()), !dbg !207
  store i32 0, i32* %4, align 4, !dbg !207
  br label %6, !dbg !208

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !208
  %8 = add nsw i32 %7, -1, !dbg !208
  store i32 %8, i32* %2, align 4, !dbg !208
  %9 = icmp sgt i32 %7, 0, !dbg !208
  br i1 %9, label %10, label %18, !dbg !208

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !208
  %12 = mul nsw i32 %11, 31, !dbg !208
  %13 = load i8*, i8** %3, align 8, !dbg !208
  %14 = getelementptr inbounds i8, i8* %13, i64 8, !dbg !208
  store i8* %14, i8** %3, align 8, !dbg !208
  %15 = bitcast i8* %13 to i32*, !dbg !208
  %16 = load i32, i32* %15, align 8, !dbg !208
  %17 = add nsw i32 %12, %16, !dbg !208
  store i32 %17, i32* %4, align 4, !dbg !208
  br label %6, !dbg !208, !llvm.loop !209

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !210
  call void @llvm.va_end(i8* %19), !dbg !210
  %20 = load i32, i32* %4, align 4, !dbg !211
  ret i32 %20, !dbg !211
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef %0) #4 !dbg !212 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !215, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.declare(metadata i32* %4, metadata !217, metadata !DIExpression()), !dbg !219
  store i32 0, i32* %4, align 4, !dbg !219
  br label %5, !dbg !219

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4, !dbg !219
  %7 = zext i32 %6 to i64, !dbg !219
  %8 = icmp ult i64 %7, 4, !dbg !219
  br i1 %8, label %9, label %29, !dbg !219

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !220
  %11 = zext i32 %10 to i64, !dbg !220
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11, !dbg !220
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0, !dbg !220
  %14 = load i8, i8* %13, align 16, !dbg !220
  %15 = sext i8 %14 to i32, !dbg !220
  %16 = load i8, i8* %3, align 1, !dbg !220
  %17 = sext i8 %16 to i32, !dbg !220
  %18 = icmp eq i32 %15, %17, !dbg !220
  br i1 %18, label %19, label %25, !dbg !220

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !222
  %21 = zext i32 %20 to i64, !dbg !222
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21, !dbg !222
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1, !dbg !222
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !222
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8, !dbg !222
  br label %30, !dbg !222

25:                                               ; preds = %9
  br label %26, !dbg !222

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4, !dbg !224
  %28 = add i32 %27, 1, !dbg !224
  store i32 %28, i32* %4, align 4, !dbg !224
  br label %5, !dbg !224, !llvm.loop !225

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8, !dbg !227
  br label %30, !dbg !227

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8, !dbg !228
  ret i32 (i32, i32)* %31, !dbg !228
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !229 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !232, metadata !DIExpression()), !dbg !231
  %5 = load i32, i32* %4, align 4, !dbg !231
  %6 = load i32, i32* %3, align 4, !dbg !231
  %7 = add nsw i32 %5, %6, !dbg !231
  ret i32 %7, !dbg !231
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !233 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !236, metadata !DIExpression()), !dbg !235
  %5 = load i32, i32* %4, align 4, !dbg !235
  %6 = load i32, i32* %3, align 4, !dbg !235
  %7 = mul nsw i32 %5, %6, !dbg !235
  ret i32 %7, !dbg !235
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !237 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !238, metadata !DIExpression()), !dbg !239
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !240, metadata !DIExpression()), !dbg !239
  %5 = load i32, i32* %4, align 4, !dbg !239
  %6 = load i32, i32* %3, align 4, !dbg !239
  %7 = sub nsw i32 %5, %6, !dbg !239
  ret i32 %7, !dbg !239
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !241 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)**, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !245, metadata !DIExpression()), !dbg !246
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !247, metadata !DIExpression()), !dbg !246
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !248, metadata !DIExpression()), !dbg !246
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %8, align 8
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %8, metadata !249, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.declare(metadata i32* %9, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 0, i32* %9, align 4, !dbg !251
  call void @llvm.dbg.declare(metadata i32* %10, metadata !252, metadata !DIExpression()), !dbg !254
  store i32 0, i32* %10, align 4, !dbg !254
  br label %11, !dbg !254

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4, !dbg !254
  %13 = load i32, i32* %7, align 4, !dbg !254
  %14 = icmp slt i32 %12, %13, !dbg !254
  br i1 %14, label %15, label %29, !dbg !254

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %8, align 8, !dbg !255
  %17 = load i32, i32* %10, align 4, !dbg !255
  %18 = sext i32 %17 to i64, !dbg !255
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18, !dbg !255
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8, !dbg !255
  %21 = load i32, i32* %5, align 4, !dbg !255
  %22 = load i32, i32* %6, align 4, !dbg !255
  %23 = call i32 %20(i32 noundef %22, i32 noundef %21), !dbg !255
  %24 = load i32, i32* %9, align 4, !dbg !255
  %25 = add nsw i32 %24, %23, !dbg !255
  store i32 %25, i32* %9, align 4, !dbg !255
  br label %26, !dbg !255

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !255
  %28 = add nsw i32 %27, 1, !dbg !255
  store i32 %28, i32* %10, align 4, !dbg !255
  br label %11, !dbg !255, !llvm.loop !257

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4, !dbg !258
  ret i32 %30, !dbg !258
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !259, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.declare(metadata i32* %4, metadata !266, metadata !DIExpression()), !dbg !265
  store i32 0, i32* %4, align 4, !dbg !265
  call void @llvm.dbg.declare(metadata i32* %5, metadata !267, metadata !DIExpression()), !dbg !265
  store i32 0, i32* %5, align 4, !dbg !265
  %8 = load i32*, i32** %2, align 8, !dbg !268
  %9 = load i32, i32* %5, align 4, !dbg !268
  %10 = add nsw i32 %9, 1, !dbg !268
  store i32 %10, i32* %5, align 4, !dbg !268
  %11 = sext i32 %9 to i64, !dbg !268
  %12 = getelementptr inbounds i32, i32* %8, i64 %11, !dbg !268
  %13 = load i32, i32* %12, align 4, !dbg !268
  %14 = sext i32 %13 to i64, !dbg !268
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14, !dbg !268
  %16 = load i8*, i8** %15, align 8, !dbg !268
  br label %177, !dbg !268

17:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !269), !dbg !270
  %18 = load i32*, i32** %2, align 8, !dbg !270
  %19 = load i32, i32* %5, align 4, !dbg !270
  %20 = add nsw i32 %19, 1, !dbg !270
  store i32 %20, i32* %5, align 4, !dbg !270
  %21 = sext i32 %19 to i64, !dbg !270
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !270
  %23 = load i32, i32* %22, align 4, !dbg !270
  %24 = load i32, i32* %4, align 4, !dbg !270
  %25 = add nsw i32 %24, 1, !dbg !270
  store i32 %25, i32* %4, align 4, !dbg !270
  %26 = sext i32 %24 to i64, !dbg !270
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26, !dbg !270
  store i32 %23, i32* %27, align 4, !dbg !270
  %28 = load i32*, i32** %2, align 8, !dbg !270
  %29 = load i32, i32* %5, align 4, !dbg !270
  %30 = add nsw i32 %29, 1, !dbg !270
  store i32 %30, i32* %5, align 4, !dbg !270
  %31 = sext i32 %29 to i64, !dbg !270
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !270
  %33 = load i32, i32* %32, align 4, !dbg !270
  %34 = sext i32 %33 to i64, !dbg !270
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34, !dbg !270
  %36 = load i8*, i8** %35, align 8, !dbg !270
  br label %177, !dbg !270

37:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !271), !dbg !272
  %38 = load i32, i32* %4, align 4, !dbg !272
  %39 = add nsw i32 %38, -1, !dbg !272
  store i32 %39, i32* %4, align 4, !dbg !272
  %40 = load i32, i32* %4, align 4, !dbg !272
  %41 = sext i32 %40 to i64, !dbg !272
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41, !dbg !272
  %43 = load i32, i32* %42, align 4, !dbg !272
  %44 = load i32, i32* %4, align 4, !dbg !272
  %45 = sub nsw i32 %44, 1, !dbg !272
  %46 = sext i32 %45 to i64, !dbg !272
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46, !dbg !272
  %48 = load i32, i32* %47, align 4, !dbg !272
  %49 = add nsw i32 %48, %43, !dbg !272
  store i32 %49, i32* %47, align 4, !dbg !272
  %50 = load i32*, i32** %2, align 8, !dbg !272
  %51 = load i32, i32* %5, align 4, !dbg !272
  %52 = add nsw i32 %51, 1, !dbg !272
  store i32 %52, i32* %5, align 4, !dbg !272
  %53 = sext i32 %51 to i64, !dbg !272
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !272
  %55 = load i32, i32* %54, align 4, !dbg !272
  %56 = sext i32 %55 to i64, !dbg !272
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56, !dbg !272
  %58 = load i8*, i8** %57, align 8, !dbg !272
  br label %177, !dbg !272

59:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !273), !dbg !274
  %60 = load i32, i32* %4, align 4, !dbg !274
  %61 = add nsw i32 %60, -1, !dbg !274
  store i32 %61, i32* %4, align 4, !dbg !274
  %62 = load i32, i32* %4, align 4, !dbg !274
  %63 = sext i32 %62 to i64, !dbg !274
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63, !dbg !274
  %65 = load i32, i32* %64, align 4, !dbg !274
  %66 = load i32, i32* %4, align 4, !dbg !274
  %67 = sub nsw i32 %66, 1, !dbg !274
  %68 = sext i32 %67 to i64, !dbg !274
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68, !dbg !274
  %70 = load i32, i32* %69, align 4, !dbg !274
  %71 = mul nsw i32 %70, %65, !dbg !274
  store i32 %71, i32* %69, align 4, !dbg !274
  %72 = load i32*, i32** %2, align 8, !dbg !274
  %73 = load i32, i32* %5, align 4, !dbg !274
  %74 = add nsw i32 %73, 1, !dbg !274
  store i32 %74, i32* %5, align 4, !dbg !274
  %75 = sext i32 %73 to i64, !dbg !274
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !274
  %77 = load i32, i32* %76, align 4, !dbg !274
  %78 = sext i32 %77 to i64, !dbg !274
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78, !dbg !274
  %80 = load i8*, i8** %79, align 8, !dbg !274
  br label %177, !dbg !274

81:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !275), !dbg !276
  %82 = load i32, i32* %4, align 4, !dbg !276
  %83 = sub nsw i32 %82, 2, !dbg !276
  %84 = sext i32 %83 to i64, !dbg !276
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84, !dbg !276
  %86 = load i32, i32* %85, align 4, !dbg !276
  %87 = load i32, i32* %4, align 4, !dbg !276
  %88 = sext i32 %87 to i64, !dbg !276
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88, !dbg !276
  store i32 %86, i32* %89, align 4, !dbg !276
  %90 = load i32, i32* %4, align 4, !dbg !276
  %91 = add nsw i32 %90, 1, !dbg !276
  store i32 %91, i32* %4, align 4, !dbg !276
  %92 = load i32*, i32** %2, align 8, !dbg !276
  %93 = load i32, i32* %5, align 4, !dbg !276
  %94 = add nsw i32 %93, 1, !dbg !276
  store i32 %94, i32* %5, align 4, !dbg !276
  %95 = sext i32 %93 to i64, !dbg !276
  %96 = getelementptr inbounds i32, i32* %92, i64 %95, !dbg !276
  %97 = load i32, i32* %96, align 4, !dbg !276
  %98 = sext i32 %97 to i64, !dbg !276
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98, !dbg !276
  %100 = load i8*, i8** %99, align 8, !dbg !276
  br label %177, !dbg !276

101:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !277), !dbg !278
  call void @llvm.dbg.declare(metadata i32* %6, metadata !279, metadata !DIExpression()), !dbg !281
  %102 = load i32*, i32** %2, align 8, !dbg !281
  %103 = load i32, i32* %5, align 4, !dbg !281
  %104 = add nsw i32 %103, 1, !dbg !281
  store i32 %104, i32* %5, align 4, !dbg !281
  %105 = sext i32 %103 to i64, !dbg !281
  %106 = getelementptr inbounds i32, i32* %102, i64 %105, !dbg !281
  %107 = load i32, i32* %106, align 4, !dbg !281
  store i32 %107, i32* %6, align 4, !dbg !281
  %108 = load i32, i32* %4, align 4, !dbg !281
  %109 = add nsw i32 %108, -1, !dbg !281
  store i32 %109, i32* %4, align 4, !dbg !281
  %110 = sext i32 %109 to i64, !dbg !281
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110, !dbg !281
  %112 = load i32, i32* %111, align 4, !dbg !281
  %113 = icmp ne i32 %112, 0, !dbg !281
  br i1 %113, label %114, label %116, !dbg !281

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4, !dbg !282
  store i32 %115, i32* %5, align 4, !dbg !282
  br label %116, !dbg !282

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8, !dbg !281
  %118 = load i32, i32* %5, align 4, !dbg !281
  %119 = add nsw i32 %118, 1, !dbg !281
  store i32 %119, i32* %5, align 4, !dbg !281
  %120 = sext i32 %118 to i64, !dbg !281
  %121 = getelementptr inbounds i32, i32* %117, i64 %120, !dbg !281
  %122 = load i32, i32* %121, align 4, !dbg !281
  %123 = sext i32 %122 to i64, !dbg !281
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123, !dbg !281
  %125 = load i8*, i8** %124, align 8, !dbg !281
  br label %177, !dbg !281

126:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !284), !dbg !285
  %127 = load i32, i32* %4, align 4, !dbg !285
  %128 = sub nsw i32 %127, 1, !dbg !285
  %129 = sext i32 %128 to i64, !dbg !285
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129, !dbg !285
  %131 = load i32, i32* %130, align 4, !dbg !285
  %132 = add nsw i32 %131, -1, !dbg !285
  store i32 %132, i32* %130, align 4, !dbg !285
  %133 = load i32*, i32** %2, align 8, !dbg !285
  %134 = load i32, i32* %5, align 4, !dbg !285
  %135 = add nsw i32 %134, 1, !dbg !285
  store i32 %135, i32* %5, align 4, !dbg !285
  %136 = sext i32 %134 to i64, !dbg !285
  %137 = getelementptr inbounds i32, i32* %133, i64 %136, !dbg !285
  %138 = load i32, i32* %137, align 4, !dbg !285
  %139 = sext i32 %138 to i64, !dbg !285
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139, !dbg !285
  %141 = load i8*, i8** %140, align 8, !dbg !285
  br label %177, !dbg !285

142:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !286), !dbg !287
  call void @llvm.dbg.declare(metadata i32* %7, metadata !288, metadata !DIExpression()), !dbg !290
  %143 = load i32, i32* %4, align 4, !dbg !290
  %144 = sub nsw i32 %143, 1, !dbg !290
  %145 = sext i32 %144 to i64, !dbg !290
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145, !dbg !290
  %147 = load i32, i32* %146, align 4, !dbg !290
  store i32 %147, i32* %7, align 4, !dbg !290
  %148 = load i32, i32* %4, align 4, !dbg !290
  %149 = sub nsw i32 %148, 2, !dbg !290
  %150 = sext i32 %149 to i64, !dbg !290
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150, !dbg !290
  %152 = load i32, i32* %151, align 4, !dbg !290
  %153 = load i32, i32* %4, align 4, !dbg !290
  %154 = sub nsw i32 %153, 1, !dbg !290
  %155 = sext i32 %154 to i64, !dbg !290
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155, !dbg !290
  store i32 %152, i32* %156, align 4, !dbg !290
  %157 = load i32, i32* %7, align 4, !dbg !290
  %158 = load i32, i32* %4, align 4, !dbg !290
  %159 = sub nsw i32 %158, 2, !dbg !290
  %160 = sext i32 %159 to i64, !dbg !290
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160, !dbg !290
  store i32 %157, i32* %161, align 4, !dbg !290
  %162 = load i32*, i32** %2, align 8, !dbg !290
  %163 = load i32, i32* %5, align 4, !dbg !290
  %164 = add nsw i32 %163, 1, !dbg !290
  store i32 %164, i32* %5, align 4, !dbg !290
  %165 = sext i32 %163 to i64, !dbg !290
  %166 = getelementptr inbounds i32, i32* %162, i64 %165, !dbg !290
  %167 = load i32, i32* %166, align 4, !dbg !290
  %168 = sext i32 %167 to i64, !dbg !290
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168, !dbg !290
  %170 = load i8*, i8** %169, align 8, !dbg !290
  br label %177, !dbg !290

171:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !291), !dbg !292
  %172 = load i32, i32* %4, align 4, !dbg !292
  %173 = sub nsw i32 %172, 1, !dbg !292
  %174 = sext i32 %173 to i64, !dbg !292
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174, !dbg !292
  %176 = load i32, i32* %175, align 4, !dbg !292
  ret i32 %176, !dbg !292

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi i8* [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr i8* %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare dso_local i32 @putchar(i32 noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !293 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !294, metadata !DIExpression()), !dbg !295
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !296, metadata !DIExpression()), !dbg !295
  %5 = load i32, i32* %3, align 4, !dbg !295
  %6 = icmp ne i32 %5, 0, !dbg !295
  br i1 %6, label %7, label %11, !dbg !295

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4, !dbg !295
  %9 = load i32, i32* %3, align 4, !dbg !295
  %10 = sdiv i32 %8, %9, !dbg !295
  br label %12, !dbg !295

11:                                               ; preds = %2
  br label %12, !dbg !295

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !295
  ret i32 %13, !dbg !295
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !80, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !36)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!0, !13, !16, !30, !42, !48, !53, !57, !64, !75}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!14 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !7, file: !3, line: 95, type: !15, isLocal: true, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "op_table", scope: !7, file: !3, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 512, elements: !28)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 52, size: 128, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !20, file: !3, line: 52, baseType: !11, size: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !20, file: !3, line: 52, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 46, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6, !6}
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "dispatch", scope: !32, file: !3, line: 72, type: !37, isLocal: true, isDefinition: true)
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!36 = !{}
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 512, elements: !40)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "esc", scope: !7, file: !3, line: 89, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 312, elements: !46)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!46 = !{!47}
!47 = !DISubrange(count: 39)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "utf8", scope: !7, file: !3, line: 90, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 184, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 23)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "raw", scope: !7, file: !3, line: 91, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 64, elements: !40)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "words", scope: !7, file: !3, line: 92, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 320, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!62 = !{!63}
!63 = !DISubrange(count: 5)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !66, isLocal: true, isDefinition: true)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 192, elements: !67)
!67 = !{!68, !69, !73}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !66, file: !3, line: 94, baseType: !6, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !66, file: !3, line: 94, baseType: !70, size: 48, offset: 32)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 6)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !66, file: !3, line: 94, baseType: !74, size: 64, offset: 128)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !78)
!78 = !{!79, !63}
!79 = !DISubrange(count: 3)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 13)
!83 = !{i32 2, !"CodeView", i32 1}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 2}
!86 = !{i32 1, !"branch-target-enforcement", i32 0}
!87 = !{i32 1, !"sign-return-address", i32 0}
!88 = !{i32 1, !"sign-return-address-all", i32 0}
!89 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!90 = !{i32 7, !"PIC Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 1}
!92 = !{!"Debian clang version 14.0.6"}
!93 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !95)
!95 = !{!96, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !94, file: !3, line: 11, baseType: !97, size: 16)
!97 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !94, file: !3, line: 11, baseType: !97, size: 16, offset: 16)
!99 = !DILocation(line: 100, scope: !2)
!100 = !DILocation(line: 101, scope: !2)
!101 = !DILocation(line: 102, scope: !2)
!102 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!103 = !DILocation(line: 104, scope: !2)
!104 = !DILocalVariable(name: "e", scope: !105, file: !3, line: 105, type: !61)
!105 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105)
!106 = !DILocation(line: 105, scope: !105)
!107 = !DILocalVariable(name: "f", scope: !108, file: !3, line: 106, type: !24)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 105)
!109 = distinct !DILexicalBlock(scope: !105, file: !3, line: 105)
!110 = !DILocation(line: 106, scope: !108)
!111 = !DILocation(line: 107, scope: !108)
!112 = !DILocation(line: 108, scope: !108)
!113 = !DILocation(line: 105, scope: !109)
!114 = distinct !{!114, !106, !115, !116}
!115 = !DILocation(line: 108, scope: !105)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 192, elements: !120)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!120 = !{!79}
!121 = !DILocation(line: 109, scope: !2)
!122 = !DILocation(line: 110, scope: !2)
!123 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!124 = !DILocation(line: 116, scope: !2)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 117, type: !6)
!126 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117)
!127 = !DILocation(line: 117, scope: !126)
!128 = !DILocation(line: 117, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 117)
!130 = distinct !{!130, !127, !127, !116}
!131 = !DILocation(line: 118, scope: !2)
!132 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !133)
!133 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!134 = !DILocation(line: 120, scope: !2)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 121, type: !133)
!136 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121)
!137 = !DILocation(line: 121, scope: !136)
!138 = !DILocation(line: 121, scope: !139)
!139 = distinct !DILexicalBlock(scope: !136, file: !3, line: 121)
!140 = distinct !{!140, !137, !137, !116}
!141 = !DILocation(line: 122, scope: !2)
!142 = !DILocation(line: 123, scope: !2)
!143 = !DILocation(line: 124, scope: !2)
!144 = !DILocalVariable(name: "w", scope: !145, file: !3, line: 125, type: !146)
!145 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!147 = !DILocation(line: 125, scope: !145)
!148 = !DILocation(line: 125, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 125)
!150 = distinct !{!150, !147, !147, !116}
!151 = !DILocation(line: 126, scope: !2)
!152 = !DILocation(line: 128, scope: !2)
!153 = !DILocation(line: 129, scope: !2)
!154 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !155, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!155 = !DISubroutineType(types: !156)
!156 = !{!10, !61, null}
!157 = !DILocalVariable(name: "fmt", arg: 1, scope: !154, file: !3, line: 13, type: !61)
!158 = !DILocation(line: 13, scope: !154)
!159 = !DILocalVariable(name: "ap", scope: !154, file: !3, line: 14, type: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !162, baseType: !163)
!162 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!164 = !DILocation(line: 14, scope: !154)
!165 = !DILocalVariable(name: "ap2", scope: !154, file: !3, line: 14, type: !160)
!166 = !DILocalVariable(name: "total", scope: !154, file: !3, line: 15, type: !10)
!167 = !DILocation(line: 15, scope: !154)
!168 = !DILocation(line: 16, scope: !154)
!169 = !DILocation(line: 17, scope: !154)
!170 = !DILocalVariable(name: "f", scope: !171, file: !3, line: 18, type: !61)
!171 = distinct !DILexicalBlock(scope: !154, file: !3, line: 18)
!172 = !DILocation(line: 18, scope: !171)
!173 = !DILocation(line: 19, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 18)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 18)
!176 = !DILocation(line: 20, scope: !177)
!177 = distinct !DILexicalBlock(scope: !174, file: !3, line: 19)
!178 = !DILocation(line: 21, scope: !177)
!179 = !DILocation(line: 22, scope: !177)
!180 = !DILocalVariable(name: "s", scope: !181, file: !3, line: 23, type: !61)
!181 = distinct !DILexicalBlock(scope: !177, file: !3, line: 23)
!182 = !DILocation(line: 23, scope: !181)
!183 = distinct !{!183, !182, !182, !116}
!184 = !DILocation(line: 24, scope: !177)
!185 = !DILocalVariable(name: "p", scope: !186, file: !3, line: 25, type: !94)
!186 = distinct !DILexicalBlock(scope: !177, file: !3, line: 25)
!187 = !DILocation(line: 25, scope: !186)
!188 = !DILocation(line: 26, scope: !177)
!189 = !DILocation(line: 28, scope: !174)
!190 = !DILocation(line: 18, scope: !175)
!191 = distinct !{!191, !172, !192, !116}
!192 = !DILocation(line: 28, scope: !171)
!193 = !DILocation(line: 29, scope: !154)
!194 = !DILocalVariable(name: "first", scope: !154, file: !3, line: 31, type: !6)
!195 = !DILocation(line: 31, scope: !154)
!196 = !DILocation(line: 32, scope: !154)
!197 = !DILocation(line: 33, scope: !154)
!198 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !199, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!199 = !DISubroutineType(types: !200)
!200 = !{!6, !6, null}
!201 = !DILocalVariable(name: "n", arg: 1, scope: !198, file: !3, line: 36, type: !6)
!202 = !DILocation(line: 36, scope: !198)
!203 = !DILocalVariable(name: "ap", scope: !198, file: !3, line: 37, type: !160)
!204 = !DILocation(line: 37, scope: !198)
!205 = !DILocation(line: 38, scope: !198)
!206 = !DILocalVariable(name: "r", scope: !198, file: !3, line: 39, type: !6)
!207 = !DILocation(line: 39, scope: !198)
!208 = !DILocation(line: 40, scope: !198)
!209 = distinct !{!209, !208, !208, !116}
!210 = !DILocation(line: 41, scope: !198)
!211 = !DILocation(line: 42, scope: !198)
!212 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !213, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!213 = !DISubroutineType(types: !214)
!214 = !{!24, !11}
!215 = !DILocalVariable(name: "c", arg: 1, scope: !212, file: !3, line: 56, type: !11)
!216 = !DILocation(line: 56, scope: !212)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 57, type: !133)
!218 = distinct !DILexicalBlock(scope: !212, file: !3, line: 57)
!219 = !DILocation(line: 57, scope: !218)
!220 = !DILocation(line: 58, scope: !221)
!221 = distinct !DILexicalBlock(scope: !218, file: !3, line: 57)
!222 = !DILocation(line: 58, scope: !223)
!223 = distinct !DILexicalBlock(scope: !221, file: !3, line: 58)
!224 = !DILocation(line: 57, scope: !221)
!225 = distinct !{!225, !219, !226, !116}
!226 = !DILocation(line: 58, scope: !218)
!227 = !DILocation(line: 59, scope: !212)
!228 = !DILocation(line: 60, scope: !212)
!229 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!230 = !DILocalVariable(name: "b", arg: 2, scope: !229, file: !3, line: 47, type: !6)
!231 = !DILocation(line: 47, scope: !229)
!232 = !DILocalVariable(name: "a", arg: 1, scope: !229, file: !3, line: 47, type: !6)
!233 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!234 = !DILocalVariable(name: "b", arg: 2, scope: !233, file: !3, line: 49, type: !6)
!235 = !DILocation(line: 49, scope: !233)
!236 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !3, line: 49, type: !6)
!237 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!238 = !DILocalVariable(name: "b", arg: 2, scope: !237, file: !3, line: 48, type: !6)
!239 = !DILocation(line: 48, scope: !237)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !237, file: !3, line: 48, type: !6)
!241 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !242, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!242 = !DISubroutineType(types: !243)
!243 = !{!6, !244, !6, !6, !6}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!245 = !DILocalVariable(name: "b", arg: 4, scope: !241, file: !3, line: 62, type: !6)
!246 = !DILocation(line: 62, scope: !241)
!247 = !DILocalVariable(name: "a", arg: 3, scope: !241, file: !3, line: 62, type: !6)
!248 = !DILocalVariable(name: "n", arg: 2, scope: !241, file: !3, line: 62, type: !6)
!249 = !DILocalVariable(name: "fns", arg: 1, scope: !241, file: !3, line: 62, type: !244)
!250 = !DILocalVariable(name: "acc", scope: !241, file: !3, line: 63, type: !6)
!251 = !DILocation(line: 63, scope: !241)
!252 = !DILocalVariable(name: "i", scope: !253, file: !3, line: 64, type: !6)
!253 = distinct !DILexicalBlock(scope: !241, file: !3, line: 64)
!254 = !DILocation(line: 64, scope: !253)
!255 = !DILocation(line: 64, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !3, line: 64)
!257 = distinct !{!257, !254, !254, !116}
!258 = !DILocation(line: 65, scope: !241)
!259 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!260 = !DILocation(line: 71, scope: !32)
!261 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !262)
!262 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !263)
!263 = !{!264}
!264 = !DISubrange(count: 16)
!265 = !DILocation(line: 74, scope: !32)
!266 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!267 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!268 = !DILocation(line: 76, scope: !32)
!269 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!270 = !DILocation(line: 77, scope: !32)
!271 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!272 = !DILocation(line: 78, scope: !32)
!273 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!274 = !DILocation(line: 79, scope: !32)
!275 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!276 = !DILocation(line: 80, scope: !32)
!277 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!278 = !DILocation(line: 81, scope: !32)
!279 = !DILocalVariable(name: "t", scope: !280, file: !3, line: 81, type: !6)
!280 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81)
!281 = !DILocation(line: 81, scope: !280)
!282 = !DILocation(line: 81, scope: !283)
!283 = distinct !DILexicalBlock(scope: !280, file: !3, line: 81)
!284 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!285 = !DILocation(line: 82, scope: !32)
!286 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!287 = !DILocation(line: 83, scope: !32)
!288 = !DILocalVariable(name: "t", scope: !289, file: !3, line: 83, type: !6)
!289 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83)
!290 = !DILocation(line: 83, scope: !289)
!291 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!292 = !DILocation(line: 84, scope: !32)
!293 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !293, file: !3, line: 50, type: !6)
!295 = !DILocation(line: 50, scope: !293)
!296 = !DILocalVariable(name: "a", arg: 1, scope: !293, file: !3, line: 50, type: !6)
