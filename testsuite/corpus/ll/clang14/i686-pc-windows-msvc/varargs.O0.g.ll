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
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !0
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !42
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !48
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !53
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", i32 0, i32 0), i8* null], align 4, !dbg !57
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !64
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !75
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 4, !dbg !30
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !2 {
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !89, metadata !DIExpression()), !dbg !95
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !95
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false), !dbg !95
  %13 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef byval(%struct.Pt) align 4 %2), !dbg !96
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef %13), !dbg !96
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !97
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15), !dbg !97
  call void @llvm.dbg.declare(metadata i8** %3, metadata !98, metadata !DIExpression()), !dbg !99
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i32 0, i32 0), i8** %3, align 4, !dbg !99
  call void @llvm.dbg.declare(metadata i8** %4, metadata !100, metadata !DIExpression()), !dbg !102
  %17 = load i8*, i8** %3, align 4, !dbg !102
  store i8* %17, i8** %4, align 4, !dbg !102
  br label %18, !dbg !102

18:                                               ; preds = %38, %0
  %19 = load i8*, i8** %4, align 4, !dbg !102
  %20 = load i8, i8* %19, align 1, !dbg !102
  %21 = icmp ne i8 %20, 0, !dbg !102
  br i1 %21, label %22, label %41, !dbg !102

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !103, metadata !DIExpression()), !dbg !106
  %23 = load i8*, i8** %4, align 4, !dbg !106
  %24 = load i8, i8* %23, align 1, !dbg !106
  %25 = call i32 (i32, i32)* @lookup(i8 noundef signext %24), !dbg !106
  store i32 (i32, i32)* %25, i32 (i32, i32)** %5, align 4, !dbg !106
  %26 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !107
  %27 = icmp ne i32 (i32, i32)* %26, null, !dbg !107
  br i1 %27, label %28, label %31, !dbg !107

28:                                               ; preds = %22
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !107
  %30 = call i32 %29(i32 noundef 17, i32 noundef 5), !dbg !107
  br label %32, !dbg !107

31:                                               ; preds = %22
  br label %32, !dbg !107

32:                                               ; preds = %31, %28
  %33 = phi i32 [ %30, %28 ], [ -1, %31 ], !dbg !107
  %34 = load i8*, i8** %4, align 4, !dbg !107
  %35 = load i8, i8* %34, align 1, !dbg !107
  %36 = sext i8 %35 to i32, !dbg !107
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 0, i32 0), i32 noundef %36, i32 noundef %33), !dbg !107
  br label %38, !dbg !108

38:                                               ; preds = %32
  %39 = load i8*, i8** %4, align 4, !dbg !109
  %40 = getelementptr inbounds i8, i8* %39, i32 1, !dbg !109
  store i8* %40, i8** %4, align 4, !dbg !109
  br label %18, !dbg !109, !llvm.loop !110

41:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !113, metadata !DIExpression()), !dbg !117
  %42 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !117
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false), !dbg !117
  %43 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0, !dbg !118
  %44 = call i32 @apply_all(i32 (i32, i32)** noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !118
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %44), !dbg !118
  call void @llvm.dbg.declare(metadata i32* %7, metadata !119, metadata !DIExpression()), !dbg !120
  store i32 1, i32* %7, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata i32* %8, metadata !121, metadata !DIExpression()), !dbg !123
  store i32 5, i32* %8, align 4, !dbg !123
  br label %46, !dbg !123

46:                                               ; preds = %53, %41
  %47 = load i32, i32* %8, align 4, !dbg !123
  %48 = icmp sgt i32 %47, 0, !dbg !123
  br i1 %48, label %49, label %56, !dbg !123

49:                                               ; preds = %46
  %50 = load i32, i32* %8, align 4, !dbg !124
  %51 = load i32, i32* %7, align 4, !dbg !124
  %52 = mul nsw i32 %51, %50, !dbg !124
  store i32 %52, i32* %7, align 4, !dbg !124
  br label %53, !dbg !124

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4, !dbg !124
  %55 = add nsw i32 %54, -1, !dbg !124
  store i32 %55, i32* %8, align 4, !dbg !124
  br label %46, !dbg !124, !llvm.loop !126

56:                                               ; preds = %46
  %57 = load i32, i32* %7, align 4, !dbg !127
  %58 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !127
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %58, i32 noundef %57), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %9, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 -2128831035, i32* %9, align 4, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %10, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %10, align 4, !dbg !133
  br label %60, !dbg !133

60:                                               ; preds = %71, %56
  %61 = load i32, i32* %10, align 4, !dbg !133
  %62 = icmp ult i32 %61, 39, !dbg !133
  br i1 %62, label %63, label %74, !dbg !133

63:                                               ; preds = %60
  %64 = load i32, i32* %9, align 4, !dbg !134
  %65 = load i32, i32* %10, align 4, !dbg !134
  %66 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %65, !dbg !134
  %67 = load i8, i8* %66, align 1, !dbg !134
  %68 = zext i8 %67 to i32, !dbg !134
  %69 = xor i32 %64, %68, !dbg !134
  %70 = mul i32 %69, 16777619, !dbg !134
  store i32 %70, i32* %9, align 4, !dbg !134
  br label %71, !dbg !134

71:                                               ; preds = %63
  %72 = load i32, i32* %10, align 4, !dbg !134
  %73 = add i32 %72, 1, !dbg !134
  store i32 %73, i32* %10, align 4, !dbg !134
  br label %60, !dbg !134, !llvm.loop !136

74:                                               ; preds = %60
  %75 = load i32, i32* %9, align 4, !dbg !137
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 0, i32 0), i32 noundef 39, i32 noundef %75), !dbg !137
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !138
  %78 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1, !dbg !139
  %79 = zext i8 %78 to i32, !dbg !139
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1, !dbg !139
  %81 = zext i8 %80 to i32, !dbg !139
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1, !dbg !139
  %83 = zext i8 %82 to i32, !dbg !139
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %83, i32 noundef %81, i32 noundef %79), !dbg !139
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !140, metadata !DIExpression()), !dbg !143
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4, !dbg !143
  br label %85, !dbg !143

85:                                               ; preds = %103, %74
  %86 = load i8**, i8*** %11, align 4, !dbg !143
  %87 = load i8*, i8** %86, align 4, !dbg !143
  %88 = icmp ne i8* %87, null, !dbg !143
  br i1 %88, label %89, label %106, !dbg !143

89:                                               ; preds = %85
  %90 = load i8**, i8*** %11, align 4, !dbg !144
  %91 = getelementptr inbounds i8*, i8** %90, i32 0, !dbg !144
  %92 = load i8*, i8** %91, align 4, !dbg !144
  %93 = load i8, i8* %92, align 1, !dbg !144
  %94 = sext i8 %93 to i32, !dbg !144
  %95 = icmp eq i32 %94, 27, !dbg !144
  br i1 %95, label %96, label %97, !dbg !144

96:                                               ; preds = %89
  br label %100, !dbg !144

97:                                               ; preds = %89
  %98 = load i8**, i8*** %11, align 4, !dbg !144
  %99 = load i8*, i8** %98, align 4, !dbg !144
  br label %100, !dbg !144

100:                                              ; preds = %97, %96
  %101 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i32 0, i32 0), %96 ], [ %99, %97 ], !dbg !144
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef %101), !dbg !144
  br label %103, !dbg !144

103:                                              ; preds = %100
  %104 = load i8**, i8*** %11, align 4, !dbg !144
  %105 = getelementptr inbounds i8*, i8** %104, i32 1, !dbg !144
  store i8** %105, i8*** %11, align 4, !dbg !144
  br label %85, !dbg !144, !llvm.loop !146

106:                                              ; preds = %85
  %107 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !147
  %108 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !147
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %108, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %107, i32 noundef 6), !dbg !147
  %110 = call i32 @putchar(i32 noundef 10), !dbg !148
  ret i32 0, !dbg !149
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !150 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !153, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.declare(metadata i8** %3, metadata !155, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.declare(metadata i8** %4, metadata !161, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.declare(metadata i64* %5, metadata !162, metadata !DIExpression()), !dbg !163
  store i64 0, i64* %5, align 8, !dbg !163
  %10 = bitcast i8** %3 to i8*, !dbg !164
  call void @llvm.va_start(i8* %10), !dbg !164
  %11 = bitcast i8** %4 to i8*, !dbg !165
  %12 = bitcast i8** %3 to i8*, !dbg !165
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !165
  call void @llvm.dbg.declare(metadata i8** %6, metadata !166, metadata !DIExpression()), !dbg !168
  %13 = load i8*, i8** %2, align 4, !dbg !168
  store i8* %13, i8** %6, align 4, !dbg !168
  br label %14, !dbg !168

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 4, !dbg !168
  %16 = load i8, i8* %15, align 1, !dbg !168
  %17 = icmp ne i8 %16, 0, !dbg !168
  br i1 %17, label %18, label %91, !dbg !168

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4, !dbg !169
  %20 = load i8, i8* %19, align 1, !dbg !169
  %21 = sext i8 %20 to i32, !dbg !169
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ], !dbg !169

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 4, !dbg !172
  %24 = getelementptr inbounds i8, i8* %23, i32 4, !dbg !172
  store i8* %24, i8** %3, align 4, !dbg !172
  %25 = bitcast i8* %23 to i32*, !dbg !172
  %26 = load i32, i32* %25, align 4, !dbg !172
  %27 = sext i32 %26 to i64, !dbg !172
  %28 = load i64, i64* %5, align 8, !dbg !172
  %29 = add nsw i64 %28, %27, !dbg !172
  store i64 %29, i64* %5, align 8, !dbg !172
  br label %87, !dbg !172

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 4, !dbg !174
  %32 = getelementptr inbounds i8, i8* %31, i32 8, !dbg !174
  store i8* %32, i8** %3, align 4, !dbg !174
  %33 = bitcast i8* %31 to i64*, !dbg !174
  %34 = load i64, i64* %33, align 4, !dbg !174
  %35 = load i64, i64* %5, align 8, !dbg !174
  %36 = add nsw i64 %35, %34, !dbg !174
  store i64 %36, i64* %5, align 8, !dbg !174
  br label %87, !dbg !174

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 4, !dbg !175
  %39 = getelementptr inbounds i8, i8* %38, i32 8, !dbg !175
  store i8* %39, i8** %3, align 4, !dbg !175
  %40 = bitcast i8* %38 to double*, !dbg !175
  %41 = load double, double* %40, align 4, !dbg !175
  %42 = fmul double %41, 1.000000e+01, !dbg !175
  %43 = fptosi double %42 to i64, !dbg !175
  %44 = load i64, i64* %5, align 8, !dbg !175
  %45 = add nsw i64 %44, %43, !dbg !175
  store i64 %45, i64* %5, align 8, !dbg !175
  br label %87, !dbg !175

46:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !176, metadata !DIExpression()), !dbg !178
  %47 = load i8*, i8** %3, align 4, !dbg !178
  %48 = getelementptr inbounds i8, i8* %47, i32 4, !dbg !178
  store i8* %48, i8** %3, align 4, !dbg !178
  %49 = bitcast i8* %47 to i8**, !dbg !178
  %50 = load i8*, i8** %49, align 4, !dbg !178
  store i8* %50, i8** %7, align 4, !dbg !178
  br label %51, !dbg !178

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 4, !dbg !178
  %53 = getelementptr inbounds i8, i8* %52, i32 1, !dbg !178
  store i8* %53, i8** %7, align 4, !dbg !178
  %54 = load i8, i8* %52, align 1, !dbg !178
  %55 = icmp ne i8 %54, 0, !dbg !178
  br i1 %55, label %56, label %59, !dbg !178

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8, !dbg !178
  %58 = add nsw i64 %57, 1, !dbg !178
  store i64 %58, i64* %5, align 8, !dbg !178
  br label %51, !dbg !178, !llvm.loop !179

59:                                               ; preds = %51
  br label %87, !dbg !178

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 4, !dbg !180
  %62 = getelementptr inbounds i8, i8* %61, i32 4, !dbg !180
  store i8* %62, i8** %3, align 4, !dbg !180
  %63 = bitcast i8* %61 to i32*, !dbg !180
  %64 = load i32, i32* %63, align 4, !dbg !180
  %65 = trunc i32 %64 to i8, !dbg !180
  %66 = sext i8 %65 to i64, !dbg !180
  %67 = load i64, i64* %5, align 8, !dbg !180
  %68 = add nsw i64 %67, %66, !dbg !180
  store i64 %68, i64* %5, align 8, !dbg !180
  br label %87, !dbg !180

69:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !181, metadata !DIExpression()), !dbg !183
  %70 = load i8*, i8** %3, align 4, !dbg !183
  %71 = getelementptr inbounds i8, i8* %70, i32 4, !dbg !183
  store i8* %71, i8** %3, align 4, !dbg !183
  %72 = bitcast i8* %70 to %struct.Pt*, !dbg !183
  %73 = bitcast %struct.Pt* %8 to i8*, !dbg !183
  %74 = bitcast %struct.Pt* %72 to i8*, !dbg !183
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %73, i8* align 4 %74, i32 4, i1 false), !dbg !183
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !183
  %76 = load i16, i16* %75, align 2, !dbg !183
  %77 = sext i16 %76 to i32, !dbg !183
  %78 = mul nsw i32 %77, 100, !dbg !183
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !183
  %80 = load i16, i16* %79, align 2, !dbg !183
  %81 = sext i16 %80 to i32, !dbg !183
  %82 = add nsw i32 %78, %81, !dbg !183
  %83 = sext i32 %82 to i64, !dbg !183
  %84 = load i64, i64* %5, align 8, !dbg !183
  %85 = add nsw i64 %84, %83, !dbg !183
  store i64 %85, i64* %5, align 8, !dbg !183
  br label %87, !dbg !183

86:                                               ; preds = %18
  br label %87, !dbg !184

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88, !dbg !185

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 4, !dbg !186
  %90 = getelementptr inbounds i8, i8* %89, i32 1, !dbg !186
  store i8* %90, i8** %6, align 4, !dbg !186
  br label %14, !dbg !186, !llvm.loop !187

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*, !dbg !189
  call void @llvm.va_end(i8* %92), !dbg !189
  call void @llvm.dbg.declare(metadata i32* %9, metadata !190, metadata !DIExpression()), !dbg !191
  %93 = load i8*, i8** %2, align 4, !dbg !191
  %94 = load i8, i8* %93, align 1, !dbg !191
  %95 = sext i8 %94 to i32, !dbg !191
  %96 = icmp eq i32 %95, 105, !dbg !191
  br i1 %96, label %97, label %102, !dbg !191

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 4, !dbg !191
  %99 = getelementptr inbounds i8, i8* %98, i32 4, !dbg !191
  store i8* %99, i8** %4, align 4, !dbg !191
  %100 = bitcast i8* %98 to i32*, !dbg !191
  %101 = load i32, i32* %100, align 4, !dbg !191
  br label %103, !dbg !191

102:                                              ; preds = %91
  br label %103, !dbg !191

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ], !dbg !191
  store i32 %104, i32* %9, align 4, !dbg !191
  %105 = bitcast i8** %4 to i8*, !dbg !192
  call void @llvm.va_end(i8* %105), !dbg !192
  %106 = load i64, i64* %5, align 8, !dbg !193
  %107 = mul nsw i64 %106, 1000, !dbg !193
  %108 = load i32, i32* %9, align 4, !dbg !193
  %109 = sext i32 %108 to i64, !dbg !193
  %110 = add nsw i64 %107, %109, !dbg !193
  ret i64 %110, !dbg !193
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !194 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !197, metadata !DIExpression()), !dbg !198
  call void @llvm.dbg.declare(metadata i8** %3, metadata !199, metadata !DIExpression()), !dbg !200
  %5 = bitcast i8** %3 to i8*, !dbg !201
  call void @llvm.va_start(i8* %5), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %4, metadata !202, metadata !DIExpression()), !dbg !203
  store i32 0, i32* %4, align 4, !dbg !203
  br label %6, !dbg !204

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !204
  %8 = add nsw i32 %7, -1, !dbg !204
  store i32 %8, i32* %2, align 4, !dbg !204
  %9 = icmp sgt i32 %7, 0, !dbg !204
  br i1 %9, label %10, label %18, !dbg !204

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !204
  %12 = mul nsw i32 %11, 31, !dbg !204
  %13 = load i8*, i8** %3, align 4, !dbg !204
  %14 = getelementptr inbounds i8, i8* %13, i32 4, !dbg !204
  store i8* %14, i8** %3, align 4, !dbg !204
  %15 = bitcast i8* %13 to i32*, !dbg !204
  %16 = load i32, i32* %15, align 4, !dbg !204
  %17 = add nsw i32 %12, %16, !dbg !204
  store i32 %17, i32* %4, align 4, !dbg !204
  br label %6, !dbg !204, !llvm.loop !205

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !206
  call void @llvm.va_end(i8* %19), !dbg !206
  %20 = load i32, i32* %4, align 4, !dbg !207
  ret i32 %20, !dbg !207
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #4 !dbg !208 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !211, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.declare(metadata i32* %4, metadata !213, metadata !DIExpression()), !dbg !215
  store i32 0, i32* %4, align 4, !dbg !215
  br label %5, !dbg !215

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !215
  %7 = icmp ult i32 %6, 4, !dbg !215
  br i1 %7, label %8, label %26, !dbg !215

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !216
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9, !dbg !216
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0, !dbg !216
  %12 = load i8, i8* %11, align 4, !dbg !216
  %13 = sext i8 %12 to i32, !dbg !216
  %14 = load i8, i8* %3, align 1, !dbg !216
  %15 = sext i8 %14 to i32, !dbg !216
  %16 = icmp eq i32 %13, %15, !dbg !216
  br i1 %16, label %17, label %22, !dbg !216

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4, !dbg !218
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18, !dbg !218
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1, !dbg !218
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4, !dbg !218
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4, !dbg !218
  br label %27, !dbg !218

22:                                               ; preds = %8
  br label %23, !dbg !218

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !220
  %25 = add i32 %24, 1, !dbg !220
  store i32 %25, i32* %4, align 4, !dbg !220
  br label %5, !dbg !220, !llvm.loop !221

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4, !dbg !223
  br label %27, !dbg !223

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4, !dbg !224
  ret i32 (i32, i32)* %28, !dbg !224
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !225 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !226, metadata !DIExpression()), !dbg !227
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !228, metadata !DIExpression()), !dbg !227
  %5 = load i32, i32* %4, align 4, !dbg !227
  %6 = load i32, i32* %3, align 4, !dbg !227
  %7 = add nsw i32 %5, %6, !dbg !227
  ret i32 %7, !dbg !227
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !229 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !232, metadata !DIExpression()), !dbg !231
  %5 = load i32, i32* %4, align 4, !dbg !231
  %6 = load i32, i32* %3, align 4, !dbg !231
  %7 = mul nsw i32 %5, %6, !dbg !231
  ret i32 %7, !dbg !231
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !233 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !236, metadata !DIExpression()), !dbg !235
  %5 = load i32, i32* %4, align 4, !dbg !235
  %6 = load i32, i32* %3, align 4, !dbg !235
  %7 = sub nsw i32 %5, %6, !dbg !235
  ret i32 %7, !dbg !235
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !237 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32, i32)**, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !241, metadata !DIExpression()), !dbg !242
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !243, metadata !DIExpression()), !dbg !242
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !244, metadata !DIExpression()), !dbg !242
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %8, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %8, metadata !245, metadata !DIExpression()), !dbg !242
  call void @llvm.dbg.declare(metadata i32* %9, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 0, i32* %9, align 4, !dbg !247
  call void @llvm.dbg.declare(metadata i32* %10, metadata !248, metadata !DIExpression()), !dbg !250
  store i32 0, i32* %10, align 4, !dbg !250
  br label %11, !dbg !250

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4, !dbg !250
  %13 = load i32, i32* %7, align 4, !dbg !250
  %14 = icmp slt i32 %12, %13, !dbg !250
  br i1 %14, label %15, label %28, !dbg !250

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %8, align 4, !dbg !251
  %17 = load i32, i32* %10, align 4, !dbg !251
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17, !dbg !251
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4, !dbg !251
  %20 = load i32, i32* %5, align 4, !dbg !251
  %21 = load i32, i32* %6, align 4, !dbg !251
  %22 = call i32 %19(i32 noundef %21, i32 noundef %20), !dbg !251
  %23 = load i32, i32* %9, align 4, !dbg !251
  %24 = add nsw i32 %23, %22, !dbg !251
  store i32 %24, i32* %9, align 4, !dbg !251
  br label %25, !dbg !251

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4, !dbg !251
  %27 = add nsw i32 %26, 1, !dbg !251
  store i32 %27, i32* %10, align 4, !dbg !251
  br label %11, !dbg !251, !llvm.loop !253

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4, !dbg !254
  ret i32 %29, !dbg !254
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !255, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !257, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.declare(metadata i32* %4, metadata !262, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %4, align 4, !dbg !261
  call void @llvm.dbg.declare(metadata i32* %5, metadata !263, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %5, align 4, !dbg !261
  %8 = load i32*, i32** %2, align 4, !dbg !264
  %9 = load i32, i32* %5, align 4, !dbg !264
  %10 = add nsw i32 %9, 1, !dbg !264
  store i32 %10, i32* %5, align 4, !dbg !264
  %11 = getelementptr inbounds i32, i32* %8, i32 %9, !dbg !264
  %12 = load i32, i32* %11, align 4, !dbg !264
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12, !dbg !264
  %14 = load i8*, i8** %13, align 4, !dbg !264
  br label %145, !dbg !264

15:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !265), !dbg !266
  %16 = load i32*, i32** %2, align 4, !dbg !266
  %17 = load i32, i32* %5, align 4, !dbg !266
  %18 = add nsw i32 %17, 1, !dbg !266
  store i32 %18, i32* %5, align 4, !dbg !266
  %19 = getelementptr inbounds i32, i32* %16, i32 %17, !dbg !266
  %20 = load i32, i32* %19, align 4, !dbg !266
  %21 = load i32, i32* %4, align 4, !dbg !266
  %22 = add nsw i32 %21, 1, !dbg !266
  store i32 %22, i32* %4, align 4, !dbg !266
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21, !dbg !266
  store i32 %20, i32* %23, align 4, !dbg !266
  %24 = load i32*, i32** %2, align 4, !dbg !266
  %25 = load i32, i32* %5, align 4, !dbg !266
  %26 = add nsw i32 %25, 1, !dbg !266
  store i32 %26, i32* %5, align 4, !dbg !266
  %27 = getelementptr inbounds i32, i32* %24, i32 %25, !dbg !266
  %28 = load i32, i32* %27, align 4, !dbg !266
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28, !dbg !266
  %30 = load i8*, i8** %29, align 4, !dbg !266
  br label %145, !dbg !266

31:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !267), !dbg !268
  %32 = load i32, i32* %4, align 4, !dbg !268
  %33 = add nsw i32 %32, -1, !dbg !268
  store i32 %33, i32* %4, align 4, !dbg !268
  %34 = load i32, i32* %4, align 4, !dbg !268
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34, !dbg !268
  %36 = load i32, i32* %35, align 4, !dbg !268
  %37 = load i32, i32* %4, align 4, !dbg !268
  %38 = sub nsw i32 %37, 1, !dbg !268
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38, !dbg !268
  %40 = load i32, i32* %39, align 4, !dbg !268
  %41 = add nsw i32 %40, %36, !dbg !268
  store i32 %41, i32* %39, align 4, !dbg !268
  %42 = load i32*, i32** %2, align 4, !dbg !268
  %43 = load i32, i32* %5, align 4, !dbg !268
  %44 = add nsw i32 %43, 1, !dbg !268
  store i32 %44, i32* %5, align 4, !dbg !268
  %45 = getelementptr inbounds i32, i32* %42, i32 %43, !dbg !268
  %46 = load i32, i32* %45, align 4, !dbg !268
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46, !dbg !268
  %48 = load i8*, i8** %47, align 4, !dbg !268
  br label %145, !dbg !268

49:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !269), !dbg !270
  %50 = load i32, i32* %4, align 4, !dbg !270
  %51 = add nsw i32 %50, -1, !dbg !270
  store i32 %51, i32* %4, align 4, !dbg !270
  %52 = load i32, i32* %4, align 4, !dbg !270
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52, !dbg !270
  %54 = load i32, i32* %53, align 4, !dbg !270
  %55 = load i32, i32* %4, align 4, !dbg !270
  %56 = sub nsw i32 %55, 1, !dbg !270
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56, !dbg !270
  %58 = load i32, i32* %57, align 4, !dbg !270
  %59 = mul nsw i32 %58, %54, !dbg !270
  store i32 %59, i32* %57, align 4, !dbg !270
  %60 = load i32*, i32** %2, align 4, !dbg !270
  %61 = load i32, i32* %5, align 4, !dbg !270
  %62 = add nsw i32 %61, 1, !dbg !270
  store i32 %62, i32* %5, align 4, !dbg !270
  %63 = getelementptr inbounds i32, i32* %60, i32 %61, !dbg !270
  %64 = load i32, i32* %63, align 4, !dbg !270
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64, !dbg !270
  %66 = load i8*, i8** %65, align 4, !dbg !270
  br label %145, !dbg !270

67:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !271), !dbg !272
  %68 = load i32, i32* %4, align 4, !dbg !272
  %69 = sub nsw i32 %68, 2, !dbg !272
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69, !dbg !272
  %71 = load i32, i32* %70, align 4, !dbg !272
  %72 = load i32, i32* %4, align 4, !dbg !272
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72, !dbg !272
  store i32 %71, i32* %73, align 4, !dbg !272
  %74 = load i32, i32* %4, align 4, !dbg !272
  %75 = add nsw i32 %74, 1, !dbg !272
  store i32 %75, i32* %4, align 4, !dbg !272
  %76 = load i32*, i32** %2, align 4, !dbg !272
  %77 = load i32, i32* %5, align 4, !dbg !272
  %78 = add nsw i32 %77, 1, !dbg !272
  store i32 %78, i32* %5, align 4, !dbg !272
  %79 = getelementptr inbounds i32, i32* %76, i32 %77, !dbg !272
  %80 = load i32, i32* %79, align 4, !dbg !272
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80, !dbg !272
  %82 = load i8*, i8** %81, align 4, !dbg !272
  br label %145, !dbg !272

83:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !273), !dbg !274
  call void @llvm.dbg.declare(metadata i32* %6, metadata !275, metadata !DIExpression()), !dbg !277
  %84 = load i32*, i32** %2, align 4, !dbg !277
  %85 = load i32, i32* %5, align 4, !dbg !277
  %86 = add nsw i32 %85, 1, !dbg !277
  store i32 %86, i32* %5, align 4, !dbg !277
  %87 = getelementptr inbounds i32, i32* %84, i32 %85, !dbg !277
  %88 = load i32, i32* %87, align 4, !dbg !277
  store i32 %88, i32* %6, align 4, !dbg !277
  %89 = load i32, i32* %4, align 4, !dbg !277
  %90 = add nsw i32 %89, -1, !dbg !277
  store i32 %90, i32* %4, align 4, !dbg !277
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90, !dbg !277
  %92 = load i32, i32* %91, align 4, !dbg !277
  %93 = icmp ne i32 %92, 0, !dbg !277
  br i1 %93, label %94, label %96, !dbg !277

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4, !dbg !278
  store i32 %95, i32* %5, align 4, !dbg !278
  br label %96, !dbg !278

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4, !dbg !277
  %98 = load i32, i32* %5, align 4, !dbg !277
  %99 = add nsw i32 %98, 1, !dbg !277
  store i32 %99, i32* %5, align 4, !dbg !277
  %100 = getelementptr inbounds i32, i32* %97, i32 %98, !dbg !277
  %101 = load i32, i32* %100, align 4, !dbg !277
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101, !dbg !277
  %103 = load i8*, i8** %102, align 4, !dbg !277
  br label %145, !dbg !277

104:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !280), !dbg !281
  %105 = load i32, i32* %4, align 4, !dbg !281
  %106 = sub nsw i32 %105, 1, !dbg !281
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106, !dbg !281
  %108 = load i32, i32* %107, align 4, !dbg !281
  %109 = add nsw i32 %108, -1, !dbg !281
  store i32 %109, i32* %107, align 4, !dbg !281
  %110 = load i32*, i32** %2, align 4, !dbg !281
  %111 = load i32, i32* %5, align 4, !dbg !281
  %112 = add nsw i32 %111, 1, !dbg !281
  store i32 %112, i32* %5, align 4, !dbg !281
  %113 = getelementptr inbounds i32, i32* %110, i32 %111, !dbg !281
  %114 = load i32, i32* %113, align 4, !dbg !281
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114, !dbg !281
  %116 = load i8*, i8** %115, align 4, !dbg !281
  br label %145, !dbg !281

117:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !282), !dbg !283
  call void @llvm.dbg.declare(metadata i32* %7, metadata !284, metadata !DIExpression()), !dbg !286
  %118 = load i32, i32* %4, align 4, !dbg !286
  %119 = sub nsw i32 %118, 1, !dbg !286
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119, !dbg !286
  %121 = load i32, i32* %120, align 4, !dbg !286
  store i32 %121, i32* %7, align 4, !dbg !286
  %122 = load i32, i32* %4, align 4, !dbg !286
  %123 = sub nsw i32 %122, 2, !dbg !286
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123, !dbg !286
  %125 = load i32, i32* %124, align 4, !dbg !286
  %126 = load i32, i32* %4, align 4, !dbg !286
  %127 = sub nsw i32 %126, 1, !dbg !286
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127, !dbg !286
  store i32 %125, i32* %128, align 4, !dbg !286
  %129 = load i32, i32* %7, align 4, !dbg !286
  %130 = load i32, i32* %4, align 4, !dbg !286
  %131 = sub nsw i32 %130, 2, !dbg !286
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131, !dbg !286
  store i32 %129, i32* %132, align 4, !dbg !286
  %133 = load i32*, i32** %2, align 4, !dbg !286
  %134 = load i32, i32* %5, align 4, !dbg !286
  %135 = add nsw i32 %134, 1, !dbg !286
  store i32 %135, i32* %5, align 4, !dbg !286
  %136 = getelementptr inbounds i32, i32* %133, i32 %134, !dbg !286
  %137 = load i32, i32* %136, align 4, !dbg !286
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137, !dbg !286
  %139 = load i8*, i8** %138, align 4, !dbg !286
  br label %145, !dbg !286

140:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !287), !dbg !288
  %141 = load i32, i32* %4, align 4, !dbg !288
  %142 = sub nsw i32 %141, 1, !dbg !288
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142, !dbg !288
  %144 = load i32, i32* %143, align 4, !dbg !288
  ret i32 %144, !dbg !288

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi i8* [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr i8* %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare dso_local i32 @putchar(i32 noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !289 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !290, metadata !DIExpression()), !dbg !291
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !292, metadata !DIExpression()), !dbg !291
  %5 = load i32, i32* %3, align 4, !dbg !291
  %6 = icmp ne i32 %5, 0, !dbg !291
  br i1 %6, label %7, label %11, !dbg !291

7:                                                ; preds = %2
  %8 = load i32, i32* %4, align 4, !dbg !291
  %9 = load i32, i32* %3, align 4, !dbg !291
  %10 = sdiv i32 %8, %9, !dbg !291
  br label %12, !dbg !291

11:                                               ; preds = %2
  br label %12, !dbg !291

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !291
  ret i32 %13, !dbg !291
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87}
!llvm.ident = !{!88}

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
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 256, elements: !28)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 52, size: 64, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !20, file: !3, line: 52, baseType: !11, size: 8)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !20, file: !3, line: 52, baseType: !24, size: 32, offset: 32)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 46, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 32)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6, !6}
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "dispatch", scope: !32, file: !3, line: 72, type: !37, isLocal: true, isDefinition: true)
!32 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 71, type: !33, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 32)
!36 = !{}
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, elements: !40)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
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
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 160, elements: !62)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 32)
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
!83 = !{i32 1, !"NumRegisterParameters", i32 0}
!84 = !{i32 2, !"CodeView", i32 1}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 2}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{!"Debian clang version 14.0.6"}
!89 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !91)
!91 = !{!92, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !90, file: !3, line: 11, baseType: !93, size: 16)
!93 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !90, file: !3, line: 11, baseType: !93, size: 16, offset: 16)
!95 = !DILocation(line: 100, scope: !2)
!96 = !DILocation(line: 101, scope: !2)
!97 = !DILocation(line: 102, scope: !2)
!98 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!99 = !DILocation(line: 104, scope: !2)
!100 = !DILocalVariable(name: "e", scope: !101, file: !3, line: 105, type: !61)
!101 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105)
!102 = !DILocation(line: 105, scope: !101)
!103 = !DILocalVariable(name: "f", scope: !104, file: !3, line: 106, type: !24)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 105)
!106 = !DILocation(line: 106, scope: !104)
!107 = !DILocation(line: 107, scope: !104)
!108 = !DILocation(line: 108, scope: !104)
!109 = !DILocation(line: 105, scope: !105)
!110 = distinct !{!110, !102, !111, !112}
!111 = !DILocation(line: 108, scope: !101)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !114)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 96, elements: !116)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!116 = !{!79}
!117 = !DILocation(line: 109, scope: !2)
!118 = !DILocation(line: 110, scope: !2)
!119 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!120 = !DILocation(line: 116, scope: !2)
!121 = !DILocalVariable(name: "i", scope: !122, file: !3, line: 117, type: !6)
!122 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117)
!123 = !DILocation(line: 117, scope: !122)
!124 = !DILocation(line: 117, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 117)
!126 = distinct !{!126, !123, !123, !112}
!127 = !DILocation(line: 118, scope: !2)
!128 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !129)
!129 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!130 = !DILocation(line: 120, scope: !2)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 121, type: !129)
!132 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121)
!133 = !DILocation(line: 121, scope: !132)
!134 = !DILocation(line: 121, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 121)
!136 = distinct !{!136, !133, !133, !112}
!137 = !DILocation(line: 122, scope: !2)
!138 = !DILocation(line: 123, scope: !2)
!139 = !DILocation(line: 124, scope: !2)
!140 = !DILocalVariable(name: "w", scope: !141, file: !3, line: 125, type: !142)
!141 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!143 = !DILocation(line: 125, scope: !141)
!144 = !DILocation(line: 125, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 125)
!146 = distinct !{!146, !143, !143, !112}
!147 = !DILocation(line: 126, scope: !2)
!148 = !DILocation(line: 128, scope: !2)
!149 = !DILocation(line: 129, scope: !2)
!150 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !151, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!151 = !DISubroutineType(types: !152)
!152 = !{!10, !61, null}
!153 = !DILocalVariable(name: "fmt", arg: 1, scope: !150, file: !3, line: 13, type: !61)
!154 = !DILocation(line: 13, scope: !150)
!155 = !DILocalVariable(name: "ap", scope: !150, file: !3, line: 14, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !158, baseType: !159)
!158 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!160 = !DILocation(line: 14, scope: !150)
!161 = !DILocalVariable(name: "ap2", scope: !150, file: !3, line: 14, type: !156)
!162 = !DILocalVariable(name: "total", scope: !150, file: !3, line: 15, type: !10)
!163 = !DILocation(line: 15, scope: !150)
!164 = !DILocation(line: 16, scope: !150)
!165 = !DILocation(line: 17, scope: !150)
!166 = !DILocalVariable(name: "f", scope: !167, file: !3, line: 18, type: !61)
!167 = distinct !DILexicalBlock(scope: !150, file: !3, line: 18)
!168 = !DILocation(line: 18, scope: !167)
!169 = !DILocation(line: 19, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 18)
!171 = distinct !DILexicalBlock(scope: !167, file: !3, line: 18)
!172 = !DILocation(line: 20, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 19)
!174 = !DILocation(line: 21, scope: !173)
!175 = !DILocation(line: 22, scope: !173)
!176 = !DILocalVariable(name: "s", scope: !177, file: !3, line: 23, type: !61)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 23)
!178 = !DILocation(line: 23, scope: !177)
!179 = distinct !{!179, !178, !178, !112}
!180 = !DILocation(line: 24, scope: !173)
!181 = !DILocalVariable(name: "p", scope: !182, file: !3, line: 25, type: !90)
!182 = distinct !DILexicalBlock(scope: !173, file: !3, line: 25)
!183 = !DILocation(line: 25, scope: !182)
!184 = !DILocation(line: 26, scope: !173)
!185 = !DILocation(line: 28, scope: !170)
!186 = !DILocation(line: 18, scope: !171)
!187 = distinct !{!187, !168, !188, !112}
!188 = !DILocation(line: 28, scope: !167)
!189 = !DILocation(line: 29, scope: !150)
!190 = !DILocalVariable(name: "first", scope: !150, file: !3, line: 31, type: !6)
!191 = !DILocation(line: 31, scope: !150)
!192 = !DILocation(line: 32, scope: !150)
!193 = !DILocation(line: 33, scope: !150)
!194 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !195, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!195 = !DISubroutineType(types: !196)
!196 = !{!6, !6, null}
!197 = !DILocalVariable(name: "n", arg: 1, scope: !194, file: !3, line: 36, type: !6)
!198 = !DILocation(line: 36, scope: !194)
!199 = !DILocalVariable(name: "ap", scope: !194, file: !3, line: 37, type: !156)
!200 = !DILocation(line: 37, scope: !194)
!201 = !DILocation(line: 38, scope: !194)
!202 = !DILocalVariable(name: "r", scope: !194, file: !3, line: 39, type: !6)
!203 = !DILocation(line: 39, scope: !194)
!204 = !DILocation(line: 40, scope: !194)
!205 = distinct !{!205, !204, !204, !112}
!206 = !DILocation(line: 41, scope: !194)
!207 = !DILocation(line: 42, scope: !194)
!208 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !209, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!209 = !DISubroutineType(types: !210)
!210 = !{!24, !11}
!211 = !DILocalVariable(name: "c", arg: 1, scope: !208, file: !3, line: 56, type: !11)
!212 = !DILocation(line: 56, scope: !208)
!213 = !DILocalVariable(name: "i", scope: !214, file: !3, line: 57, type: !129)
!214 = distinct !DILexicalBlock(scope: !208, file: !3, line: 57)
!215 = !DILocation(line: 57, scope: !214)
!216 = !DILocation(line: 58, scope: !217)
!217 = distinct !DILexicalBlock(scope: !214, file: !3, line: 57)
!218 = !DILocation(line: 58, scope: !219)
!219 = distinct !DILexicalBlock(scope: !217, file: !3, line: 58)
!220 = !DILocation(line: 57, scope: !217)
!221 = distinct !{!221, !215, !222, !112}
!222 = !DILocation(line: 58, scope: !214)
!223 = !DILocation(line: 59, scope: !208)
!224 = !DILocation(line: 60, scope: !208)
!225 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!226 = !DILocalVariable(name: "b", arg: 2, scope: !225, file: !3, line: 47, type: !6)
!227 = !DILocation(line: 47, scope: !225)
!228 = !DILocalVariable(name: "a", arg: 1, scope: !225, file: !3, line: 47, type: !6)
!229 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!230 = !DILocalVariable(name: "b", arg: 2, scope: !229, file: !3, line: 49, type: !6)
!231 = !DILocation(line: 49, scope: !229)
!232 = !DILocalVariable(name: "a", arg: 1, scope: !229, file: !3, line: 49, type: !6)
!233 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!234 = !DILocalVariable(name: "b", arg: 2, scope: !233, file: !3, line: 48, type: !6)
!235 = !DILocation(line: 48, scope: !233)
!236 = !DILocalVariable(name: "a", arg: 1, scope: !233, file: !3, line: 48, type: !6)
!237 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !238, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!238 = !DISubroutineType(types: !239)
!239 = !{!6, !240, !6, !6, !6}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 32)
!241 = !DILocalVariable(name: "b", arg: 4, scope: !237, file: !3, line: 62, type: !6)
!242 = !DILocation(line: 62, scope: !237)
!243 = !DILocalVariable(name: "a", arg: 3, scope: !237, file: !3, line: 62, type: !6)
!244 = !DILocalVariable(name: "n", arg: 2, scope: !237, file: !3, line: 62, type: !6)
!245 = !DILocalVariable(name: "fns", arg: 1, scope: !237, file: !3, line: 62, type: !240)
!246 = !DILocalVariable(name: "acc", scope: !237, file: !3, line: 63, type: !6)
!247 = !DILocation(line: 63, scope: !237)
!248 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 64, type: !6)
!249 = distinct !DILexicalBlock(scope: !237, file: !3, line: 64)
!250 = !DILocation(line: 64, scope: !249)
!251 = !DILocation(line: 64, scope: !252)
!252 = distinct !DILexicalBlock(scope: !249, file: !3, line: 64)
!253 = distinct !{!253, !250, !250, !112}
!254 = !DILocation(line: 65, scope: !237)
!255 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!256 = !DILocation(line: 71, scope: !32)
!257 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !258)
!258 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !259)
!259 = !{!260}
!260 = !DISubrange(count: 16)
!261 = !DILocation(line: 74, scope: !32)
!262 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!263 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!264 = !DILocation(line: 76, scope: !32)
!265 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!266 = !DILocation(line: 77, scope: !32)
!267 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!268 = !DILocation(line: 78, scope: !32)
!269 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!270 = !DILocation(line: 79, scope: !32)
!271 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!272 = !DILocation(line: 80, scope: !32)
!273 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!274 = !DILocation(line: 81, scope: !32)
!275 = !DILocalVariable(name: "t", scope: !276, file: !3, line: 81, type: !6)
!276 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81)
!277 = !DILocation(line: 81, scope: !276)
!278 = !DILocation(line: 81, scope: !279)
!279 = distinct !DILexicalBlock(scope: !276, file: !3, line: 81)
!280 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!281 = !DILocation(line: 82, scope: !32)
!282 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!283 = !DILocation(line: 83, scope: !32)
!284 = !DILocalVariable(name: "t", scope: !285, file: !3, line: 83, type: !6)
!285 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83)
!286 = !DILocation(line: 83, scope: !285)
!287 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!288 = !DILocation(line: 84, scope: !32)
!289 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !3, line: 50, type: !6)
!291 = !DILocation(line: 50, scope: !289)
!292 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !3, line: 50, type: !6)
