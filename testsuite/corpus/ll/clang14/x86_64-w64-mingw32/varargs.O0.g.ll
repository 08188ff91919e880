; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 16
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16, !dbg !0
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 16, !dbg !42
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16, !dbg !48
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !53
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* null], align 16, !dbg !57
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !64
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !69
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %37), i8* blockaddress(@run, %59), i8* blockaddress(@run, %81), i8* blockaddress(@run, %101), i8* blockaddress(@run, %126), i8* blockaddress(@run, %142), i8* blockaddress(@run, %171)], align 16, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !89, metadata !DIExpression()), !dbg !95
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !95
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false), !dbg !95
  %13 = bitcast %struct.Pt* %2 to i32*, !dbg !96
  %14 = load i32, i32* %13, align 2, !dbg !96
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i32 %14), !dbg !96
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %15), !dbg !97
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !98
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %17), !dbg !99
  call void @llvm.dbg.declare(metadata i8** %3, metadata !100, metadata !DIExpression()), !dbg !101
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %3, align 8, !dbg !101
  call void @llvm.dbg.declare(metadata i8** %4, metadata !102, metadata !DIExpression()), !dbg !104
  %19 = load i8*, i8** %3, align 8, !dbg !105
  store i8* %19, i8** %4, align 8, !dbg !104
  br label %20, !dbg !106

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 8, !dbg !107
  %22 = load i8, i8* %21, align 1, !dbg !109
  %23 = icmp ne i8 %22, 0, !dbg !110
  br i1 %23, label %24, label %43, !dbg !110

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !111, metadata !DIExpression()), !dbg !113
  %25 = load i8*, i8** %4, align 8, !dbg !114
  %26 = load i8, i8* %25, align 1, !dbg !115
  %27 = call i32 (i32, i32)* @lookup(i8 noundef %26), !dbg !116
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 8, !dbg !113
  %28 = load i8*, i8** %4, align 8, !dbg !117
  %29 = load i8, i8* %28, align 1, !dbg !118
  %30 = sext i8 %29 to i32, !dbg !118
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !119
  %32 = icmp ne i32 (i32, i32)* %31, null, !dbg !119
  br i1 %32, label %33, label %36, !dbg !119

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !120
  %35 = call i32 %34(i32 noundef 17, i32 noundef 5), !dbg !120
  br label %37, !dbg !119

36:                                               ; preds = %24
  br label %37, !dbg !119

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ], !dbg !119
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %30, i32 noundef %38), !dbg !121
  br label %40, !dbg !122

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 8, !dbg !123
  %42 = getelementptr inbounds i8, i8* %41, i32 1, !dbg !123
  store i8* %42, i8** %4, align 8, !dbg !123
  br label %20, !dbg !124, !llvm.loop !125

43:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !128, metadata !DIExpression()), !dbg !132
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !132
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %44, i8* align 16 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false), !dbg !132
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i64 0, i64 0, !dbg !133
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !134
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %46), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %7, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 1, i32* %7, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %8, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 5, i32* %8, align 4, !dbg !140
  br label %48, !dbg !141

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4, !dbg !142
  %50 = icmp sgt i32 %49, 0, !dbg !144
  br i1 %50, label %51, label %58, !dbg !145

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4, !dbg !146
  %53 = load i32, i32* %7, align 4, !dbg !147
  %54 = mul nsw i32 %53, %52, !dbg !147
  store i32 %54, i32* %7, align 4, !dbg !147
  br label %55, !dbg !148

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4, !dbg !149
  %57 = add nsw i32 %56, -1, !dbg !149
  store i32 %57, i32* %8, align 4, !dbg !149
  br label %48, !dbg !150, !llvm.loop !151

58:                                               ; preds = %48
  %59 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !153
  %60 = load i32, i32* %7, align 4, !dbg !154
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %59, i32 noundef %60), !dbg !155
  call void @llvm.dbg.declare(metadata i32* %9, metadata !156, metadata !DIExpression()), !dbg !158
  store i32 -2128831035, i32* %9, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %10, metadata !159, metadata !DIExpression()), !dbg !161
  store i32 0, i32* %10, align 4, !dbg !161
  br label %62, !dbg !162

62:                                               ; preds = %75, %58
  %63 = load i32, i32* %10, align 4, !dbg !163
  %64 = zext i32 %63 to i64, !dbg !163
  %65 = icmp ult i64 %64, 39, !dbg !165
  br i1 %65, label %66, label %78, !dbg !166

66:                                               ; preds = %62
  %67 = load i32, i32* %9, align 4, !dbg !167
  %68 = load i32, i32* %10, align 4, !dbg !168
  %69 = zext i32 %68 to i64, !dbg !169
  %70 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %69, !dbg !169
  %71 = load i8, i8* %70, align 1, !dbg !169
  %72 = zext i8 %71 to i32, !dbg !170
  %73 = xor i32 %67, %72, !dbg !171
  %74 = mul i32 %73, 16777619, !dbg !172
  store i32 %74, i32* %9, align 4, !dbg !173
  br label %75, !dbg !174

75:                                               ; preds = %66
  %76 = load i32, i32* %10, align 4, !dbg !175
  %77 = add i32 %76, 1, !dbg !175
  store i32 %77, i32* %10, align 4, !dbg !175
  br label %62, !dbg !176, !llvm.loop !177

78:                                               ; preds = %62
  %79 = load i32, i32* %9, align 4, !dbg !179
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef %79), !dbg !180
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !181
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1, !dbg !182
  %83 = zext i8 %82 to i32, !dbg !182
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1, !dbg !183
  %85 = zext i8 %84 to i32, !dbg !183
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1, !dbg !184
  %87 = zext i8 %86 to i32, !dbg !184
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef %83, i32 noundef %85, i32 noundef %87), !dbg !185
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !186, metadata !DIExpression()), !dbg !189
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %11, align 8, !dbg !189
  br label %89, !dbg !190

89:                                               ; preds = %107, %78
  %90 = load i8**, i8*** %11, align 8, !dbg !191
  %91 = load i8*, i8** %90, align 8, !dbg !193
  %92 = icmp ne i8* %91, null, !dbg !194
  br i1 %92, label %93, label %110, !dbg !194

93:                                               ; preds = %89
  %94 = load i8**, i8*** %11, align 8, !dbg !195
  %95 = getelementptr inbounds i8*, i8** %94, i64 0, !dbg !195
  %96 = load i8*, i8** %95, align 8, !dbg !195
  %97 = load i8, i8* %96, align 1, !dbg !196
  %98 = sext i8 %97 to i32, !dbg !196
  %99 = icmp eq i32 %98, 27, !dbg !197
  br i1 %99, label %100, label %101, !dbg !196

100:                                              ; preds = %93
  br label %104, !dbg !196

101:                                              ; preds = %93
  %102 = load i8**, i8*** %11, align 8, !dbg !198
  %103 = load i8*, i8** %102, align 8, !dbg !199
  br label %104, !dbg !196

104:                                              ; preds = %101, %100
  %105 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), %100 ], [ %103, %101 ], !dbg !196
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %105), !dbg !200
  br label %107, !dbg !200

107:                                              ; preds = %104
  %108 = load i8**, i8*** %11, align 8, !dbg !201
  %109 = getelementptr inbounds i8*, i8** %108, i32 1, !dbg !201
  store i8** %109, i8*** %11, align 8, !dbg !201
  br label %89, !dbg !202, !llvm.loop !203

110:                                              ; preds = %89
  %111 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !205
  %112 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !206
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %111, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %112, i32 noundef 6), !dbg !207
  %114 = call i32 @putchar(i32 noundef 10), !dbg !208
  ret i32 0, !dbg !209
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !210 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !213, metadata !DIExpression()), !dbg !214
  call void @llvm.dbg.declare(metadata i8** %3, metadata !215, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.declare(metadata i8** %4, metadata !220, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.declare(metadata i64* %5, metadata !222, metadata !DIExpression()), !dbg !223
  store i64 0, i64* %5, align 8, !dbg !223
  %10 = bitcast i8** %3 to i8*, !dbg !224
  call void @llvm.va_start(i8* %10), !dbg !224
  %11 = bitcast i8** %4 to i8*, !dbg !225
  %12 = bitcast i8** %3 to i8*, !dbg !225
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !225
  call void @llvm.dbg.declare(metadata i8** %6, metadata !226, metadata !DIExpression()), !dbg !228
  %13 = load i8*, i8** %2, align 8, !dbg !229
  store i8* %13, i8** %6, align 8, !dbg !228
  br label %14, !dbg !230

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 8, !dbg !231
  %16 = load i8, i8* %15, align 1, !dbg !233
  %17 = icmp ne i8 %16, 0, !dbg !234
  br i1 %17, label %18, label %91, !dbg !234

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8, !dbg !235
  %20 = load i8, i8* %19, align 1, !dbg !237
  %21 = sext i8 %20 to i32, !dbg !237
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ], !dbg !238

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8, !dbg !239
  %24 = getelementptr inbounds i8, i8* %23, i64 8, !dbg !239
  store i8* %24, i8** %3, align 8, !dbg !239
  %25 = bitcast i8* %23 to i32*, !dbg !239
  %26 = load i32, i32* %25, align 8, !dbg !239
  %27 = sext i32 %26 to i64, !dbg !239
  %28 = load i64, i64* %5, align 8, !dbg !241
  %29 = add nsw i64 %28, %27, !dbg !241
  store i64 %29, i64* %5, align 8, !dbg !241
  br label %87, !dbg !242

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 8, !dbg !243
  %32 = getelementptr inbounds i8, i8* %31, i64 8, !dbg !243
  store i8* %32, i8** %3, align 8, !dbg !243
  %33 = bitcast i8* %31 to i64*, !dbg !243
  %34 = load i64, i64* %33, align 8, !dbg !243
  %35 = load i64, i64* %5, align 8, !dbg !244
  %36 = add nsw i64 %35, %34, !dbg !244
  store i64 %36, i64* %5, align 8, !dbg !244
  br label %87, !dbg !245

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 8, !dbg !246
  %39 = getelementptr inbounds i8, i8* %38, i64 8, !dbg !246
  store i8* %39, i8** %3, align 8, !dbg !246
  %40 = bitcast i8* %38 to double*, !dbg !246
  %41 = load double, double* %40, align 8, !dbg !246
  %42 = fmul double %41, 1.000000e+01, !dbg !247
  %43 = fptosi double %42 to i64, !dbg !248
  %44 = load i64, i64* %5, align 8, !dbg !249
  %45 = add nsw i64 %44, %43, !dbg !249
  store i64 %45, i64* %5, align 8, !dbg !249
  br label %87, !dbg !250

46:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !251, metadata !DIExpression()), !dbg !253
  %47 = load i8*, i8** %3, align 8, !dbg !254
  %48 = getelementptr inbounds i8, i8* %47, i64 8, !dbg !254
  store i8* %48, i8** %3, align 8, !dbg !254
  %49 = bitcast i8* %47 to i8**, !dbg !254
  %50 = load i8*, i8** %49, align 8, !dbg !254
  store i8* %50, i8** %7, align 8, !dbg !253
  br label %51, !dbg !255

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 8, !dbg !256
  %53 = getelementptr inbounds i8, i8* %52, i32 1, !dbg !256
  store i8* %53, i8** %7, align 8, !dbg !256
  %54 = load i8, i8* %52, align 1, !dbg !257
  %55 = icmp ne i8 %54, 0, !dbg !255
  br i1 %55, label %56, label %59, !dbg !255

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8, !dbg !258
  %58 = add nsw i64 %57, 1, !dbg !258
  store i64 %58, i64* %5, align 8, !dbg !258
  br label %51, !dbg !255, !llvm.loop !259

59:                                               ; preds = %51
  br label %87, !dbg !261

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 8, !dbg !262
  %62 = getelementptr inbounds i8, i8* %61, i64 8, !dbg !262
  store i8* %62, i8** %3, align 8, !dbg !262
  %63 = bitcast i8* %61 to i32*, !dbg !262
  %64 = load i32, i32* %63, align 8, !dbg !262
  %65 = trunc i32 %64 to i8, !dbg !263
  %66 = sext i8 %65 to i64, !dbg !263
  %67 = load i64, i64* %5, align 8, !dbg !264
  %68 = add nsw i64 %67, %66, !dbg !264
  store i64 %68, i64* %5, align 8, !dbg !264
  br label %87, !dbg !265

69:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !266, metadata !DIExpression()), !dbg !268
  %70 = load i8*, i8** %3, align 8, !dbg !269
  %71 = getelementptr inbounds i8, i8* %70, i64 8, !dbg !269
  store i8* %71, i8** %3, align 8, !dbg !269
  %72 = bitcast i8* %70 to %struct.Pt*, !dbg !269
  %73 = bitcast %struct.Pt* %8 to i8*, !dbg !269
  %74 = bitcast %struct.Pt* %72 to i8*, !dbg !269
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %73, i8* align 8 %74, i64 4, i1 false), !dbg !269
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !270
  %76 = load i16, i16* %75, align 2, !dbg !270
  %77 = sext i16 %76 to i32, !dbg !271
  %78 = mul nsw i32 %77, 100, !dbg !272
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !273
  %80 = load i16, i16* %79, align 2, !dbg !273
  %81 = sext i16 %80 to i32, !dbg !274
  %82 = add nsw i32 %78, %81, !dbg !275
  %83 = sext i32 %82 to i64, !dbg !271
  %84 = load i64, i64* %5, align 8, !dbg !276
  %85 = add nsw i64 %84, %83, !dbg !276
  store i64 %85, i64* %5, align 8, !dbg !276
  br label %87, !dbg !277

86:                                               ; preds = %18
  br label %87, !dbg !278

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88, !dbg !279

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 8, !dbg !280
  %90 = getelementptr inbounds i8, i8* %89, i32 1, !dbg !280
  store i8* %90, i8** %6, align 8, !dbg !280
  br label %14, !dbg !281, !llvm.loop !282

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*, !dbg !284
  call void @llvm.va_end(i8* %92), !dbg !284
  call void @llvm.dbg.declare(metadata i32* %9, metadata !285, metadata !DIExpression()), !dbg !286
  %93 = load i8*, i8** %2, align 8, !dbg !287
  %94 = load i8, i8* %93, align 1, !dbg !288
  %95 = sext i8 %94 to i32, !dbg !288
  %96 = icmp eq i32 %95, 105, !dbg !289
  br i1 %96, label %97, label %102, !dbg !290

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 8, !dbg !291
  %99 = getelementptr inbounds i8, i8* %98, i64 8, !dbg !291
  store i8* %99, i8** %4, align 8, !dbg !291
  %100 = bitcast i8* %98 to i32*, !dbg !291
  %101 = load i32, i32* %100, align 8, !dbg !291
  br label %103, !dbg !290

102:                                              ; preds = %91
  br label %103, !dbg !290

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ], !dbg !290
  store i32 %104, i32* %9, align 4, !dbg !286
  %105 = bitcast i8** %4 to i8*, !dbg !292
  call void @llvm.va_end(i8* %105), !dbg !292
  %106 = load i64, i64* %5, align 8, !dbg !293
  %107 = mul nsw i64 %106, 1000, !dbg !294
  %108 = load i32, i32* %9, align 4, !dbg !295
  %109 = sext i32 %108 to i64, !dbg !295
  %110 = add nsw i64 %107, %109, !dbg !296
  ret i64 %110, !dbg !297
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !298 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !301, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.declare(metadata i8** %3, metadata !303, metadata !DIExpression()), !dbg !304
  %5 = bitcast i8** %3 to i8*, !dbg !305
  call void @llvm.va_start(i8* %5), !dbg !305
  call void @llvm.dbg.declare(metadata i32* %4, metadata !306, metadata !DIExpression()), !dbg !307
  store i32 0, i32* %4, align 4, !dbg !307
  br label %6, !dbg !308

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !309
  %8 = add nsw i32 %7, -1, !dbg !309
  store i32 %8, i32* %2, align 4, !dbg !309
  %9 = icmp sgt i32 %7, 0, !dbg !310
  br i1 %9, label %10, label %18, !dbg !308

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !311
  %12 = mul nsw i32 %11, 31, !dbg !312
  %13 = load i8*, i8** %3, align 8, !dbg !313
  %14 = getelementptr inbounds i8, i8* %13, i64 8, !dbg !313
  store i8* %14, i8** %3, align 8, !dbg !313
  %15 = bitcast i8* %13 to i32*, !dbg !313
  %16 = load i32, i32* %15, align 8, !dbg !313
  %17 = add nsw i32 %12, %16, !dbg !314
  store i32 %17, i32* %4, align 4, !dbg !315
  br label %6, !dbg !308, !llvm.loop !316

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !318
  call void @llvm.va_end(i8* %19), !dbg !318
  %20 = load i32, i32* %4, align 4, !dbg !319
  ret i32 %20, !dbg !320
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef %0) #4 !dbg !321 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !324, metadata !DIExpression()), !dbg !325
  call void @llvm.dbg.declare(metadata i32* %4, metadata !326, metadata !DIExpression()), !dbg !328
  store i32 0, i32* %4, align 4, !dbg !328
  br label %5, !dbg !329

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4, !dbg !330
  %7 = zext i32 %6 to i64, !dbg !330
  %8 = icmp ult i64 %7, 4, !dbg !332
  br i1 %8, label %9, label %29, !dbg !333

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !334
  %11 = zext i32 %10 to i64, !dbg !336
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11, !dbg !336
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0, !dbg !337
  %14 = load i8, i8* %13, align 16, !dbg !337
  %15 = sext i8 %14 to i32, !dbg !336
  %16 = load i8, i8* %3, align 1, !dbg !338
  %17 = sext i8 %16 to i32, !dbg !338
  %18 = icmp eq i32 %15, %17, !dbg !339
  br i1 %18, label %19, label %25, !dbg !340

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !341
  %21 = zext i32 %20 to i64, !dbg !342
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21, !dbg !342
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1, !dbg !343
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !343
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8, !dbg !344
  br label %30, !dbg !344

25:                                               ; preds = %9
  br label %26, !dbg !338

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4, !dbg !345
  %28 = add i32 %27, 1, !dbg !345
  store i32 %28, i32* %4, align 4, !dbg !345
  br label %5, !dbg !346, !llvm.loop !347

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8, !dbg !349
  br label %30, !dbg !349

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8, !dbg !350
  ret i32 (i32, i32)* %31, !dbg !350
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !351 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !352, metadata !DIExpression()), !dbg !353
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !354, metadata !DIExpression()), !dbg !355
  %5 = load i32, i32* %3, align 4, !dbg !356
  %6 = load i32, i32* %4, align 4, !dbg !357
  %7 = add nsw i32 %5, %6, !dbg !358
  ret i32 %7, !dbg !359
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !360 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !361, metadata !DIExpression()), !dbg !362
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !363, metadata !DIExpression()), !dbg !364
  %5 = load i32, i32* %3, align 4, !dbg !365
  %6 = load i32, i32* %4, align 4, !dbg !366
  %7 = mul nsw i32 %5, %6, !dbg !367
  ret i32 %7, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !369 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !370, metadata !DIExpression()), !dbg !371
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !372, metadata !DIExpression()), !dbg !373
  %5 = load i32, i32* %3, align 4, !dbg !374
  %6 = load i32, i32* %4, align 4, !dbg !375
  %7 = sub nsw i32 %5, %6, !dbg !376
  ret i32 %7, !dbg !377
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !378 {
  %5 = alloca i32 (i32, i32)**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !382, metadata !DIExpression()), !dbg !383
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !384, metadata !DIExpression()), !dbg !385
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !386, metadata !DIExpression()), !dbg !387
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !388, metadata !DIExpression()), !dbg !389
  call void @llvm.dbg.declare(metadata i32* %9, metadata !390, metadata !DIExpression()), !dbg !391
  store i32 0, i32* %9, align 4, !dbg !391
  call void @llvm.dbg.declare(metadata i32* %10, metadata !392, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %10, align 4, !dbg !394
  br label %11, !dbg !395

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4, !dbg !396
  %13 = load i32, i32* %6, align 4, !dbg !398
  %14 = icmp slt i32 %12, %13, !dbg !399
  br i1 %14, label %15, label %29, !dbg !400

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 8, !dbg !401
  %17 = load i32, i32* %10, align 4, !dbg !402
  %18 = sext i32 %17 to i64, !dbg !401
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18, !dbg !401
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8, !dbg !401
  %21 = load i32, i32* %7, align 4, !dbg !403
  %22 = load i32, i32* %8, align 4, !dbg !404
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22), !dbg !401
  %24 = load i32, i32* %9, align 4, !dbg !405
  %25 = add nsw i32 %24, %23, !dbg !405
  store i32 %25, i32* %9, align 4, !dbg !405
  br label %26, !dbg !406

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !407
  %28 = add nsw i32 %27, 1, !dbg !407
  store i32 %28, i32* %10, align 4, !dbg !407
  br label %11, !dbg !408, !llvm.loop !409

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4, !dbg !411
  ret i32 %30, !dbg !412
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 8
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !413, metadata !DIExpression()), !dbg !414
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !415, metadata !DIExpression()), !dbg !419
  call void @llvm.dbg.declare(metadata i32* %4, metadata !420, metadata !DIExpression()), !dbg !421
  store i32 0, i32* %4, align 4, !dbg !421
  call void @llvm.dbg.declare(metadata i32* %5, metadata !422, metadata !DIExpression()), !dbg !423
  store i32 0, i32* %5, align 4, !dbg !423
  %8 = load i32*, i32** %2, align 8, !dbg !424
  %9 = load i32, i32* %5, align 4, !dbg !424
  %10 = add nsw i32 %9, 1, !dbg !424
  store i32 %10, i32* %5, align 4, !dbg !424
  %11 = sext i32 %9 to i64, !dbg !424
  %12 = getelementptr inbounds i32, i32* %8, i64 %11, !dbg !424
  %13 = load i32, i32* %12, align 4, !dbg !424
  %14 = sext i32 %13 to i64, !dbg !424
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14, !dbg !424
  %16 = load i8*, i8** %15, align 8, !dbg !424
  br label %177, !dbg !424

17:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !425), !dbg !426
  %18 = load i32*, i32** %2, align 8, !dbg !427
  %19 = load i32, i32* %5, align 4, !dbg !428
  %20 = add nsw i32 %19, 1, !dbg !428
  store i32 %20, i32* %5, align 4, !dbg !428
  %21 = sext i32 %19 to i64, !dbg !427
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !427
  %23 = load i32, i32* %22, align 4, !dbg !427
  %24 = load i32, i32* %4, align 4, !dbg !429
  %25 = add nsw i32 %24, 1, !dbg !429
  store i32 %25, i32* %4, align 4, !dbg !429
  %26 = sext i32 %24 to i64, !dbg !430
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26, !dbg !430
  store i32 %23, i32* %27, align 4, !dbg !431
  %28 = load i32*, i32** %2, align 8, !dbg !432
  %29 = load i32, i32* %5, align 4, !dbg !432
  %30 = add nsw i32 %29, 1, !dbg !432
  store i32 %30, i32* %5, align 4, !dbg !432
  %31 = sext i32 %29 to i64, !dbg !432
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !432
  %33 = load i32, i32* %32, align 4, !dbg !432
  %34 = sext i32 %33 to i64, !dbg !432
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34, !dbg !432
  %36 = load i8*, i8** %35, align 8, !dbg !432
  br label %177, !dbg !432

37:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !433), !dbg !434
  %38 = load i32, i32* %4, align 4, !dbg !435
  %39 = add nsw i32 %38, -1, !dbg !435
  store i32 %39, i32* %4, align 4, !dbg !435
  %40 = load i32, i32* %4, align 4, !dbg !436
  %41 = sext i32 %40 to i64, !dbg !437
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41, !dbg !437
  %43 = load i32, i32* %42, align 4, !dbg !437
  %44 = load i32, i32* %4, align 4, !dbg !438
  %45 = sub nsw i32 %44, 1, !dbg !439
  %46 = sext i32 %45 to i64, !dbg !440
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46, !dbg !440
  %48 = load i32, i32* %47, align 4, !dbg !441
  %49 = add nsw i32 %48, %43, !dbg !441
  store i32 %49, i32* %47, align 4, !dbg !441
  %50 = load i32*, i32** %2, align 8, !dbg !442
  %51 = load i32, i32* %5, align 4, !dbg !442
  %52 = add nsw i32 %51, 1, !dbg !442
  store i32 %52, i32* %5, align 4, !dbg !442
  %53 = sext i32 %51 to i64, !dbg !442
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !442
  %55 = load i32, i32* %54, align 4, !dbg !442
  %56 = sext i32 %55 to i64, !dbg !442
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56, !dbg !442
  %58 = load i8*, i8** %57, align 8, !dbg !442
  br label %177, !dbg !442

59:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !443), !dbg !444
  %60 = load i32, i32* %4, align 4, !dbg !445
  %61 = add nsw i32 %60, -1, !dbg !445
  store i32 %61, i32* %4, align 4, !dbg !445
  %62 = load i32, i32* %4, align 4, !dbg !446
  %63 = sext i32 %62 to i64, !dbg !447
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63, !dbg !447
  %65 = load i32, i32* %64, align 4, !dbg !447
  %66 = load i32, i32* %4, align 4, !dbg !448
  %67 = sub nsw i32 %66, 1, !dbg !449
  %68 = sext i32 %67 to i64, !dbg !450
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68, !dbg !450
  %70 = load i32, i32* %69, align 4, !dbg !451
  %71 = mul nsw i32 %70, %65, !dbg !451
  store i32 %71, i32* %69, align 4, !dbg !451
  %72 = load i32*, i32** %2, align 8, !dbg !452
  %73 = load i32, i32* %5, align 4, !dbg !452
  %74 = add nsw i32 %73, 1, !dbg !452
  store i32 %74, i32* %5, align 4, !dbg !452
  %75 = sext i32 %73 to i64, !dbg !452
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !452
  %77 = load i32, i32* %76, align 4, !dbg !452
  %78 = sext i32 %77 to i64, !dbg !452
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78, !dbg !452
  %80 = load i8*, i8** %79, align 8, !dbg !452
  br label %177, !dbg !452

81:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !453), !dbg !454
  %82 = load i32, i32* %4, align 4, !dbg !455
  %83 = sub nsw i32 %82, 2, !dbg !456
  %84 = sext i32 %83 to i64, !dbg !457
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84, !dbg !457
  %86 = load i32, i32* %85, align 4, !dbg !457
  %87 = load i32, i32* %4, align 4, !dbg !458
  %88 = sext i32 %87 to i64, !dbg !459
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88, !dbg !459
  store i32 %86, i32* %89, align 4, !dbg !460
  %90 = load i32, i32* %4, align 4, !dbg !461
  %91 = add nsw i32 %90, 1, !dbg !461
  store i32 %91, i32* %4, align 4, !dbg !461
  %92 = load i32*, i32** %2, align 8, !dbg !462
  %93 = load i32, i32* %5, align 4, !dbg !462
  %94 = add nsw i32 %93, 1, !dbg !462
  store i32 %94, i32* %5, align 4, !dbg !462
  %95 = sext i32 %93 to i64, !dbg !462
  %96 = getelementptr inbounds i32, i32* %92, i64 %95, !dbg !462
  %97 = load i32, i32* %96, align 4, !dbg !462
  %98 = sext i32 %97 to i64, !dbg !462
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98, !dbg !462
  %100 = load i8*, i8** %99, align 8, !dbg !462
  br label %177, !dbg !462

101:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !463), !dbg !464
  call void @llvm.dbg.declare(metadata i32* %6, metadata !465, metadata !DIExpression()), !dbg !467
  %102 = load i32*, i32** %2, align 8, !dbg !468
  %103 = load i32, i32* %5, align 4, !dbg !469
  %104 = add nsw i32 %103, 1, !dbg !469
  store i32 %104, i32* %5, align 4, !dbg !469
  %105 = sext i32 %103 to i64, !dbg !468
  %106 = getelementptr inbounds i32, i32* %102, i64 %105, !dbg !468
  %107 = load i32, i32* %106, align 4, !dbg !468
  store i32 %107, i32* %6, align 4, !dbg !467
  %108 = load i32, i32* %4, align 4, !dbg !470
  %109 = add nsw i32 %108, -1, !dbg !470
  store i32 %109, i32* %4, align 4, !dbg !470
  %110 = sext i32 %109 to i64, !dbg !472
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110, !dbg !472
  %112 = load i32, i32* %111, align 4, !dbg !472
  %113 = icmp ne i32 %112, 0, !dbg !472
  br i1 %113, label %114, label %116, !dbg !473

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4, !dbg !474
  store i32 %115, i32* %5, align 4, !dbg !475
  br label %116, !dbg !476

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8, !dbg !477
  %118 = load i32, i32* %5, align 4, !dbg !477
  %119 = add nsw i32 %118, 1, !dbg !477
  store i32 %119, i32* %5, align 4, !dbg !477
  %120 = sext i32 %118 to i64, !dbg !477
  %121 = getelementptr inbounds i32, i32* %117, i64 %120, !dbg !477
  %122 = load i32, i32* %121, align 4, !dbg !477
  %123 = sext i32 %122 to i64, !dbg !477
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123, !dbg !477
  %125 = load i8*, i8** %124, align 8, !dbg !477
  br label %177, !dbg !477

126:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !478), !dbg !479
  %127 = load i32, i32* %4, align 4, !dbg !480
  %128 = sub nsw i32 %127, 1, !dbg !481
  %129 = sext i32 %128 to i64, !dbg !482
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129, !dbg !482
  %131 = load i32, i32* %130, align 4, !dbg !483
  %132 = add nsw i32 %131, -1, !dbg !483
  store i32 %132, i32* %130, align 4, !dbg !483
  %133 = load i32*, i32** %2, align 8, !dbg !484
  %134 = load i32, i32* %5, align 4, !dbg !484
  %135 = add nsw i32 %134, 1, !dbg !484
  store i32 %135, i32* %5, align 4, !dbg !484
  %136 = sext i32 %134 to i64, !dbg !484
  %137 = getelementptr inbounds i32, i32* %133, i64 %136, !dbg !484
  %138 = load i32, i32* %137, align 4, !dbg !484
  %139 = sext i32 %138 to i64, !dbg !484
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139, !dbg !484
  %141 = load i8*, i8** %140, align 8, !dbg !484
  br label %177, !dbg !484

142:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !485), !dbg !486
  call void @llvm.dbg.declare(metadata i32* %7, metadata !487, metadata !DIExpression()), !dbg !489
  %143 = load i32, i32* %4, align 4, !dbg !490
  %144 = sub nsw i32 %143, 1, !dbg !491
  %145 = sext i32 %144 to i64, !dbg !492
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145, !dbg !492
  %147 = load i32, i32* %146, align 4, !dbg !492
  store i32 %147, i32* %7, align 4, !dbg !489
  %148 = load i32, i32* %4, align 4, !dbg !493
  %149 = sub nsw i32 %148, 2, !dbg !494
  %150 = sext i32 %149 to i64, !dbg !495
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150, !dbg !495
  %152 = load i32, i32* %151, align 4, !dbg !495
  %153 = load i32, i32* %4, align 4, !dbg !496
  %154 = sub nsw i32 %153, 1, !dbg !497
  %155 = sext i32 %154 to i64, !dbg !498
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155, !dbg !498
  store i32 %152, i32* %156, align 4, !dbg !499
  %157 = load i32, i32* %7, align 4, !dbg !500
  %158 = load i32, i32* %4, align 4, !dbg !501
  %159 = sub nsw i32 %158, 2, !dbg !502
  %160 = sext i32 %159 to i64, !dbg !503
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160, !dbg !503
  store i32 %157, i32* %161, align 4, !dbg !504
  %162 = load i32*, i32** %2, align 8, !dbg !505
  %163 = load i32, i32* %5, align 4, !dbg !505
  %164 = add nsw i32 %163, 1, !dbg !505
  store i32 %164, i32* %5, align 4, !dbg !505
  %165 = sext i32 %163 to i64, !dbg !505
  %166 = getelementptr inbounds i32, i32* %162, i64 %165, !dbg !505
  %167 = load i32, i32* %166, align 4, !dbg !505
  %168 = sext i32 %167 to i64, !dbg !505
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168, !dbg !505
  %170 = load i8*, i8** %169, align 8, !dbg !505
  br label %177, !dbg !505

171:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !506), !dbg !507
  %172 = load i32, i32* %4, align 4, !dbg !508
  %173 = sub nsw i32 %172, 1, !dbg !509
  %174 = sext i32 %173 to i64, !dbg !510
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174, !dbg !510
  %176 = load i32, i32* %175, align 4, !dbg !510
  ret i32 %176, !dbg !511

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
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !512 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !513, metadata !DIExpression()), !dbg !514
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !515, metadata !DIExpression()), !dbg !516
  %5 = load i32, i32* %4, align 4, !dbg !517
  %6 = icmp ne i32 %5, 0, !dbg !517
  br i1 %6, label %7, label %11, !dbg !517

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !518
  %9 = load i32, i32* %4, align 4, !dbg !519
  %10 = sdiv i32 %8, %9, !dbg !520
  br label %12, !dbg !517

11:                                               ; preds = %2
  br label %12, !dbg !517

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !517
  ret i32 %13, !dbg !521
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !80, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !36)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !10, !11}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!0, !13, !16, !30, !42, !48, !53, !57, !64, !69}
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
!65 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !67)
!67 = !{!68, !63}
!68 = !DISubrange(count: 3)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !71, isLocal: true, isDefinition: true)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 192, elements: !72)
!72 = !{!73, !74, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !3, line: 94, baseType: !6, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !71, file: !3, line: 94, baseType: !75, size: 48, offset: 32)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 6)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !3, line: 94, baseType: !79, size: 64, offset: 128)
!79 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 13)
!83 = !{i32 7, !"Dwarf Version", i32 4}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 2}
!86 = !{i32 7, !"PIC Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 1}
!88 = !{!"Debian clang version 14.0.6"}
!89 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !91)
!91 = !{!92, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !90, file: !3, line: 11, baseType: !93, size: 16)
!93 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !90, file: !3, line: 11, baseType: !93, size: 16, offset: 16)
!95 = !DILocation(line: 100, column: 13, scope: !2)
!96 = !DILocation(line: 101, column: 25, scope: !2)
!97 = !DILocation(line: 101, column: 3, scope: !2)
!98 = !DILocation(line: 102, column: 26, scope: !2)
!99 = !DILocation(line: 102, column: 3, scope: !2)
!100 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!101 = !DILocation(line: 104, column: 15, scope: !2)
!102 = !DILocalVariable(name: "e", scope: !103, file: !3, line: 105, type: !61)
!103 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!104 = !DILocation(line: 105, column: 20, scope: !103)
!105 = !DILocation(line: 105, column: 24, scope: !103)
!106 = !DILocation(line: 105, column: 8, scope: !103)
!107 = !DILocation(line: 105, column: 31, scope: !108)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 105, column: 3)
!109 = !DILocation(line: 105, column: 30, scope: !108)
!110 = !DILocation(line: 105, column: 3, scope: !103)
!111 = !DILocalVariable(name: "f", scope: !112, file: !3, line: 106, type: !24)
!112 = distinct !DILexicalBlock(scope: !108, file: !3, line: 105, column: 39)
!113 = !DILocation(line: 106, column: 11, scope: !112)
!114 = !DILocation(line: 106, column: 23, scope: !112)
!115 = !DILocation(line: 106, column: 22, scope: !112)
!116 = !DILocation(line: 106, column: 15, scope: !112)
!117 = !DILocation(line: 107, column: 23, scope: !112)
!118 = !DILocation(line: 107, column: 22, scope: !112)
!119 = !DILocation(line: 107, column: 26, scope: !112)
!120 = !DILocation(line: 107, column: 30, scope: !112)
!121 = !DILocation(line: 107, column: 5, scope: !112)
!122 = !DILocation(line: 108, column: 3, scope: !112)
!123 = !DILocation(line: 105, column: 34, scope: !108)
!124 = !DILocation(line: 105, column: 3, scope: !108)
!125 = distinct !{!125, !110, !126, !127}
!126 = !DILocation(line: 108, column: 3, scope: !103)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 192, elements: !131)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!131 = !{!68}
!132 = !DILocation(line: 109, column: 15, scope: !2)
!133 = !DILocation(line: 110, column: 36, scope: !2)
!134 = !DILocation(line: 110, column: 26, scope: !2)
!135 = !DILocation(line: 110, column: 3, scope: !2)
!136 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!137 = !DILocation(line: 116, column: 7, scope: !2)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 117, type: !6)
!139 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!140 = !DILocation(line: 117, column: 12, scope: !139)
!141 = !DILocation(line: 117, column: 8, scope: !139)
!142 = !DILocation(line: 117, column: 19, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 117, column: 3)
!144 = !DILocation(line: 117, column: 21, scope: !143)
!145 = !DILocation(line: 117, column: 3, scope: !139)
!146 = !DILocation(line: 117, column: 39, scope: !143)
!147 = !DILocation(line: 117, column: 36, scope: !143)
!148 = !DILocation(line: 117, column: 31, scope: !143)
!149 = !DILocation(line: 117, column: 26, scope: !143)
!150 = !DILocation(line: 117, column: 3, scope: !143)
!151 = distinct !{!151, !145, !152, !127}
!152 = !DILocation(line: 117, column: 39, scope: !139)
!153 = !DILocation(line: 118, column: 35, scope: !2)
!154 = !DILocation(line: 118, column: 46, scope: !2)
!155 = !DILocation(line: 118, column: 3, scope: !2)
!156 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !157)
!157 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!158 = !DILocation(line: 120, column: 12, scope: !2)
!159 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 121, type: !157)
!160 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!161 = !DILocation(line: 121, column: 17, scope: !160)
!162 = !DILocation(line: 121, column: 8, scope: !160)
!163 = !DILocation(line: 121, column: 24, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !3, line: 121, column: 3)
!165 = !DILocation(line: 121, column: 26, scope: !164)
!166 = !DILocation(line: 121, column: 3, scope: !160)
!167 = !DILocation(line: 121, column: 50, scope: !164)
!168 = !DILocation(line: 121, column: 73, scope: !164)
!169 = !DILocation(line: 121, column: 69, scope: !164)
!170 = !DILocation(line: 121, column: 54, scope: !164)
!171 = !DILocation(line: 121, column: 52, scope: !164)
!172 = !DILocation(line: 121, column: 77, scope: !164)
!173 = !DILocation(line: 121, column: 47, scope: !164)
!174 = !DILocation(line: 121, column: 45, scope: !164)
!175 = !DILocation(line: 121, column: 40, scope: !164)
!176 = !DILocation(line: 121, column: 3, scope: !164)
!177 = distinct !{!177, !166, !178, !127}
!178 = !DILocation(line: 121, column: 79, scope: !160)
!179 = !DILocation(line: 122, column: 53, scope: !2)
!180 = !DILocation(line: 122, column: 3, scope: !2)
!181 = !DILocation(line: 123, column: 3, scope: !2)
!182 = !DILocation(line: 124, column: 28, scope: !2)
!183 = !DILocation(line: 124, column: 36, scope: !2)
!184 = !DILocation(line: 124, column: 44, scope: !2)
!185 = !DILocation(line: 124, column: 3, scope: !2)
!186 = !DILocalVariable(name: "w", scope: !187, file: !3, line: 125, type: !188)
!187 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!189 = !DILocation(line: 125, column: 27, scope: !187)
!190 = !DILocation(line: 125, column: 8, scope: !187)
!191 = !DILocation(line: 125, column: 39, scope: !192)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 125, column: 3)
!193 = !DILocation(line: 125, column: 38, scope: !192)
!194 = !DILocation(line: 125, column: 3, scope: !187)
!195 = !DILocation(line: 125, column: 63, scope: !192)
!196 = !DILocation(line: 125, column: 62, scope: !192)
!197 = !DILocation(line: 125, column: 68, scope: !192)
!198 = !DILocation(line: 125, column: 87, scope: !192)
!199 = !DILocation(line: 125, column: 86, scope: !192)
!200 = !DILocation(line: 125, column: 47, scope: !192)
!201 = !DILocation(line: 125, column: 42, scope: !192)
!202 = !DILocation(line: 125, column: 3, scope: !192)
!203 = distinct !{!203, !194, !204, !127}
!204 = !DILocation(line: 125, column: 88, scope: !187)
!205 = !DILocation(line: 126, column: 77, scope: !2)
!206 = !DILocation(line: 126, column: 93, scope: !2)
!207 = !DILocation(line: 126, column: 3, scope: !2)
!208 = !DILocation(line: 128, column: 3, scope: !2)
!209 = !DILocation(line: 129, column: 3, scope: !2)
!210 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !211, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!211 = !DISubroutineType(types: !212)
!212 = !{!10, !61, null}
!213 = !DILocalVariable(name: "fmt", arg: 1, scope: !210, file: !3, line: 13, type: !61)
!214 = !DILocation(line: 13, column: 35, scope: !210)
!215 = !DILocalVariable(name: "ap", scope: !210, file: !3, line: 14, type: !216)
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !217)
!217 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!219 = !DILocation(line: 14, column: 13, scope: !210)
!220 = !DILocalVariable(name: "ap2", scope: !210, file: !3, line: 14, type: !216)
!221 = !DILocation(line: 14, column: 17, scope: !210)
!222 = !DILocalVariable(name: "total", scope: !210, file: !3, line: 15, type: !10)
!223 = !DILocation(line: 15, column: 13, scope: !210)
!224 = !DILocation(line: 16, column: 3, scope: !210)
!225 = !DILocation(line: 17, column: 3, scope: !210)
!226 = !DILocalVariable(name: "f", scope: !227, file: !3, line: 18, type: !61)
!227 = distinct !DILexicalBlock(scope: !210, file: !3, line: 18, column: 3)
!228 = !DILocation(line: 18, column: 20, scope: !227)
!229 = !DILocation(line: 18, column: 24, scope: !227)
!230 = !DILocation(line: 18, column: 8, scope: !227)
!231 = !DILocation(line: 18, column: 30, scope: !232)
!232 = distinct !DILexicalBlock(scope: !227, file: !3, line: 18, column: 3)
!233 = !DILocation(line: 18, column: 29, scope: !232)
!234 = !DILocation(line: 18, column: 3, scope: !227)
!235 = !DILocation(line: 19, column: 14, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !3, line: 18, column: 38)
!237 = !DILocation(line: 19, column: 13, scope: !236)
!238 = !DILocation(line: 19, column: 5, scope: !236)
!239 = !DILocation(line: 20, column: 24, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !3, line: 19, column: 17)
!241 = !DILocation(line: 20, column: 21, scope: !240)
!242 = !DILocation(line: 20, column: 51, scope: !240)
!243 = !DILocation(line: 21, column: 24, scope: !240)
!244 = !DILocation(line: 21, column: 21, scope: !240)
!245 = !DILocation(line: 21, column: 57, scope: !240)
!246 = !DILocation(line: 22, column: 36, scope: !240)
!247 = !DILocation(line: 22, column: 65, scope: !240)
!248 = !DILocation(line: 22, column: 24, scope: !240)
!249 = !DILocation(line: 22, column: 21, scope: !240)
!250 = !DILocation(line: 22, column: 72, scope: !240)
!251 = !DILocalVariable(name: "s", scope: !252, file: !3, line: 23, type: !61)
!252 = distinct !DILexicalBlock(scope: !240, file: !3, line: 23, column: 15)
!253 = !DILocation(line: 23, column: 29, scope: !252)
!254 = !DILocation(line: 23, column: 33, scope: !252)
!255 = !DILocation(line: 23, column: 69, scope: !252)
!256 = !DILocation(line: 23, column: 78, scope: !252)
!257 = !DILocation(line: 23, column: 76, scope: !252)
!258 = !DILocation(line: 23, column: 82, scope: !252)
!259 = distinct !{!259, !255, !260, !127}
!260 = !DILocation(line: 23, column: 84, scope: !252)
!261 = !DILocation(line: 23, column: 91, scope: !252)
!262 = !DILocation(line: 24, column: 30, scope: !240)
!263 = !DILocation(line: 24, column: 24, scope: !240)
!264 = !DILocation(line: 24, column: 21, scope: !240)
!265 = !DILocation(line: 24, column: 57, scope: !240)
!266 = !DILocalVariable(name: "p", scope: !267, file: !3, line: 25, type: !90)
!267 = distinct !DILexicalBlock(scope: !240, file: !3, line: 25, column: 15)
!268 = !DILocation(line: 25, column: 27, scope: !267)
!269 = !DILocation(line: 25, column: 31, scope: !267)
!270 = !DILocation(line: 25, column: 75, scope: !267)
!271 = !DILocation(line: 25, column: 73, scope: !267)
!272 = !DILocation(line: 25, column: 77, scope: !267)
!273 = !DILocation(line: 25, column: 87, scope: !267)
!274 = !DILocation(line: 25, column: 85, scope: !267)
!275 = !DILocation(line: 25, column: 83, scope: !267)
!276 = !DILocation(line: 25, column: 70, scope: !267)
!277 = !DILocation(line: 25, column: 90, scope: !267)
!278 = !DILocation(line: 26, column: 14, scope: !240)
!279 = !DILocation(line: 28, column: 3, scope: !236)
!280 = !DILocation(line: 18, column: 33, scope: !232)
!281 = !DILocation(line: 18, column: 3, scope: !232)
!282 = distinct !{!282, !234, !283, !127}
!283 = !DILocation(line: 28, column: 3, scope: !227)
!284 = !DILocation(line: 29, column: 3, scope: !210)
!285 = !DILocalVariable(name: "first", scope: !210, file: !3, line: 31, type: !6)
!286 = !DILocation(line: 31, column: 7, scope: !210)
!287 = !DILocation(line: 31, column: 17, scope: !210)
!288 = !DILocation(line: 31, column: 16, scope: !210)
!289 = !DILocation(line: 31, column: 21, scope: !210)
!290 = !DILocation(line: 31, column: 15, scope: !210)
!291 = !DILocation(line: 31, column: 31, scope: !210)
!292 = !DILocation(line: 32, column: 3, scope: !210)
!293 = !DILocation(line: 33, column: 10, scope: !210)
!294 = !DILocation(line: 33, column: 16, scope: !210)
!295 = !DILocation(line: 33, column: 25, scope: !210)
!296 = !DILocation(line: 33, column: 23, scope: !210)
!297 = !DILocation(line: 33, column: 3, scope: !210)
!298 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !299, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!299 = !DISubroutineType(types: !300)
!300 = !{!6, !6, null}
!301 = !DILocalVariable(name: "n", arg: 1, scope: !298, file: !3, line: 36, type: !6)
!302 = !DILocation(line: 36, column: 24, scope: !298)
!303 = !DILocalVariable(name: "ap", scope: !298, file: !3, line: 37, type: !216)
!304 = !DILocation(line: 37, column: 13, scope: !298)
!305 = !DILocation(line: 38, column: 3, scope: !298)
!306 = !DILocalVariable(name: "r", scope: !298, file: !3, line: 39, type: !6)
!307 = !DILocation(line: 39, column: 7, scope: !298)
!308 = !DILocation(line: 40, column: 3, scope: !298)
!309 = !DILocation(line: 40, column: 11, scope: !298)
!310 = !DILocation(line: 40, column: 14, scope: !298)
!311 = !DILocation(line: 40, column: 23, scope: !298)
!312 = !DILocation(line: 40, column: 25, scope: !298)
!313 = !DILocation(line: 40, column: 32, scope: !298)
!314 = !DILocation(line: 40, column: 30, scope: !298)
!315 = !DILocation(line: 40, column: 21, scope: !298)
!316 = distinct !{!316, !308, !317, !127}
!317 = !DILocation(line: 40, column: 56, scope: !298)
!318 = !DILocation(line: 41, column: 3, scope: !298)
!319 = !DILocation(line: 42, column: 10, scope: !298)
!320 = !DILocation(line: 42, column: 3, scope: !298)
!321 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !322, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!322 = !DISubroutineType(types: !323)
!323 = !{!24, !11}
!324 = !DILocalVariable(name: "c", arg: 1, scope: !321, file: !3, line: 56, type: !11)
!325 = !DILocation(line: 56, column: 26, scope: !321)
!326 = !DILocalVariable(name: "i", scope: !327, file: !3, line: 57, type: !157)
!327 = distinct !DILexicalBlock(scope: !321, file: !3, line: 57, column: 3)
!328 = !DILocation(line: 57, column: 17, scope: !327)
!329 = !DILocation(line: 57, column: 8, scope: !327)
!330 = !DILocation(line: 57, column: 24, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !3, line: 57, column: 3)
!332 = !DILocation(line: 57, column: 26, scope: !331)
!333 = !DILocation(line: 57, column: 3, scope: !327)
!334 = !DILocation(line: 58, column: 18, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !3, line: 58, column: 9)
!336 = !DILocation(line: 58, column: 9, scope: !335)
!337 = !DILocation(line: 58, column: 21, scope: !335)
!338 = !DILocation(line: 58, column: 28, scope: !335)
!339 = !DILocation(line: 58, column: 25, scope: !335)
!340 = !DILocation(line: 58, column: 9, scope: !331)
!341 = !DILocation(line: 58, column: 47, scope: !335)
!342 = !DILocation(line: 58, column: 38, scope: !335)
!343 = !DILocation(line: 58, column: 50, scope: !335)
!344 = !DILocation(line: 58, column: 31, scope: !335)
!345 = !DILocation(line: 57, column: 66, scope: !331)
!346 = !DILocation(line: 57, column: 3, scope: !331)
!347 = distinct !{!347, !333, !348, !127}
!348 = !DILocation(line: 58, column: 50, scope: !327)
!349 = !DILocation(line: 59, column: 3, scope: !321)
!350 = !DILocation(line: 60, column: 1, scope: !321)
!351 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!352 = !DILocalVariable(name: "a", arg: 1, scope: !351, file: !3, line: 47, type: !6)
!353 = !DILocation(line: 47, column: 23, scope: !351)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !351, file: !3, line: 47, type: !6)
!355 = !DILocation(line: 47, column: 30, scope: !351)
!356 = !DILocation(line: 47, column: 42, scope: !351)
!357 = !DILocation(line: 47, column: 46, scope: !351)
!358 = !DILocation(line: 47, column: 44, scope: !351)
!359 = !DILocation(line: 47, column: 35, scope: !351)
!360 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!361 = !DILocalVariable(name: "a", arg: 1, scope: !360, file: !3, line: 49, type: !6)
!362 = !DILocation(line: 49, column: 23, scope: !360)
!363 = !DILocalVariable(name: "b", arg: 2, scope: !360, file: !3, line: 49, type: !6)
!364 = !DILocation(line: 49, column: 30, scope: !360)
!365 = !DILocation(line: 49, column: 42, scope: !360)
!366 = !DILocation(line: 49, column: 46, scope: !360)
!367 = !DILocation(line: 49, column: 44, scope: !360)
!368 = !DILocation(line: 49, column: 35, scope: !360)
!369 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!370 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !3, line: 48, type: !6)
!371 = !DILocation(line: 48, column: 23, scope: !369)
!372 = !DILocalVariable(name: "b", arg: 2, scope: !369, file: !3, line: 48, type: !6)
!373 = !DILocation(line: 48, column: 30, scope: !369)
!374 = !DILocation(line: 48, column: 42, scope: !369)
!375 = !DILocation(line: 48, column: 46, scope: !369)
!376 = !DILocation(line: 48, column: 44, scope: !369)
!377 = !DILocation(line: 48, column: 35, scope: !369)
!378 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !379, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!379 = !DISubroutineType(types: !380)
!380 = !{!6, !381, !6, !6, !6}
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!382 = !DILocalVariable(name: "fns", arg: 1, scope: !378, file: !3, line: 62, type: !381)
!383 = !DILocation(line: 62, column: 35, scope: !378)
!384 = !DILocalVariable(name: "n", arg: 2, scope: !378, file: !3, line: 62, type: !6)
!385 = !DILocation(line: 62, column: 55, scope: !378)
!386 = !DILocalVariable(name: "a", arg: 3, scope: !378, file: !3, line: 62, type: !6)
!387 = !DILocation(line: 62, column: 62, scope: !378)
!388 = !DILocalVariable(name: "b", arg: 4, scope: !378, file: !3, line: 62, type: !6)
!389 = !DILocation(line: 62, column: 69, scope: !378)
!390 = !DILocalVariable(name: "acc", scope: !378, file: !3, line: 63, type: !6)
!391 = !DILocation(line: 63, column: 7, scope: !378)
!392 = !DILocalVariable(name: "i", scope: !393, file: !3, line: 64, type: !6)
!393 = distinct !DILexicalBlock(scope: !378, file: !3, line: 64, column: 3)
!394 = !DILocation(line: 64, column: 12, scope: !393)
!395 = !DILocation(line: 64, column: 8, scope: !393)
!396 = !DILocation(line: 64, column: 19, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !3, line: 64, column: 3)
!398 = !DILocation(line: 64, column: 23, scope: !397)
!399 = !DILocation(line: 64, column: 21, scope: !397)
!400 = !DILocation(line: 64, column: 3, scope: !393)
!401 = !DILocation(line: 64, column: 38, scope: !397)
!402 = !DILocation(line: 64, column: 42, scope: !397)
!403 = !DILocation(line: 64, column: 45, scope: !397)
!404 = !DILocation(line: 64, column: 48, scope: !397)
!405 = !DILocation(line: 64, column: 35, scope: !397)
!406 = !DILocation(line: 64, column: 31, scope: !397)
!407 = !DILocation(line: 64, column: 26, scope: !397)
!408 = !DILocation(line: 64, column: 3, scope: !397)
!409 = distinct !{!409, !400, !410, !127}
!410 = !DILocation(line: 64, column: 49, scope: !393)
!411 = !DILocation(line: 65, column: 10, scope: !378)
!412 = !DILocation(line: 65, column: 3, scope: !378)
!413 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!414 = !DILocation(line: 71, column: 27, scope: !32)
!415 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !416)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !417)
!417 = !{!418}
!418 = !DISubrange(count: 16)
!419 = !DILocation(line: 74, column: 7, scope: !32)
!420 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!421 = !DILocation(line: 74, column: 18, scope: !32)
!422 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!423 = !DILocation(line: 74, column: 26, scope: !32)
!424 = !DILocation(line: 76, column: 3, scope: !32)
!425 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!426 = !DILocation(line: 77, column: 1, scope: !32)
!427 = !DILocation(line: 77, column: 24, scope: !32)
!428 = !DILocation(line: 77, column: 31, scope: !32)
!429 = !DILocation(line: 77, column: 18, scope: !32)
!430 = !DILocation(line: 77, column: 10, scope: !32)
!431 = !DILocation(line: 77, column: 22, scope: !32)
!432 = !DILocation(line: 77, column: 36, scope: !32)
!433 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!434 = !DILocation(line: 78, column: 1, scope: !32)
!435 = !DILocation(line: 78, column: 11, scope: !32)
!436 = !DILocation(line: 78, column: 38, scope: !32)
!437 = !DILocation(line: 78, column: 32, scope: !32)
!438 = !DILocation(line: 78, column: 21, scope: !32)
!439 = !DILocation(line: 78, column: 24, scope: !32)
!440 = !DILocation(line: 78, column: 15, scope: !32)
!441 = !DILocation(line: 78, column: 29, scope: !32)
!442 = !DILocation(line: 78, column: 43, scope: !32)
!443 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!444 = !DILocation(line: 79, column: 1, scope: !32)
!445 = !DILocation(line: 79, column: 11, scope: !32)
!446 = !DILocation(line: 79, column: 38, scope: !32)
!447 = !DILocation(line: 79, column: 32, scope: !32)
!448 = !DILocation(line: 79, column: 21, scope: !32)
!449 = !DILocation(line: 79, column: 24, scope: !32)
!450 = !DILocation(line: 79, column: 15, scope: !32)
!451 = !DILocation(line: 79, column: 29, scope: !32)
!452 = !DILocation(line: 79, column: 43, scope: !32)
!453 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!454 = !DILocation(line: 80, column: 1, scope: !32)
!455 = !DILocation(line: 80, column: 28, scope: !32)
!456 = !DILocation(line: 80, column: 31, scope: !32)
!457 = !DILocation(line: 80, column: 22, scope: !32)
!458 = !DILocation(line: 80, column: 16, scope: !32)
!459 = !DILocation(line: 80, column: 10, scope: !32)
!460 = !DILocation(line: 80, column: 20, scope: !32)
!461 = !DILocation(line: 80, column: 39, scope: !32)
!462 = !DILocation(line: 80, column: 43, scope: !32)
!463 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!464 = !DILocation(line: 81, column: 1, scope: !32)
!465 = !DILocalVariable(name: "t", scope: !466, file: !3, line: 81, type: !6)
!466 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!467 = !DILocation(line: 81, column: 15, scope: !466)
!468 = !DILocation(line: 81, column: 19, scope: !466)
!469 = !DILocation(line: 81, column: 26, scope: !466)
!470 = !DILocation(line: 81, column: 41, scope: !471)
!471 = distinct !DILexicalBlock(scope: !466, file: !3, line: 81, column: 35)
!472 = !DILocation(line: 81, column: 35, scope: !471)
!473 = !DILocation(line: 81, column: 35, scope: !466)
!474 = !DILocation(line: 81, column: 53, scope: !471)
!475 = !DILocation(line: 81, column: 51, scope: !471)
!476 = !DILocation(line: 81, column: 48, scope: !471)
!477 = !DILocation(line: 81, column: 56, scope: !466)
!478 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!479 = !DILocation(line: 82, column: 1, scope: !32)
!480 = !DILocation(line: 82, column: 15, scope: !32)
!481 = !DILocation(line: 82, column: 18, scope: !32)
!482 = !DILocation(line: 82, column: 9, scope: !32)
!483 = !DILocation(line: 82, column: 22, scope: !32)
!484 = !DILocation(line: 82, column: 26, scope: !32)
!485 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!486 = !DILocation(line: 83, column: 1, scope: !32)
!487 = !DILocalVariable(name: "t", scope: !488, file: !3, line: 83, type: !6)
!488 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!489 = !DILocation(line: 83, column: 16, scope: !488)
!490 = !DILocation(line: 83, column: 26, scope: !488)
!491 = !DILocation(line: 83, column: 29, scope: !488)
!492 = !DILocation(line: 83, column: 20, scope: !488)
!493 = !DILocation(line: 83, column: 57, scope: !488)
!494 = !DILocation(line: 83, column: 60, scope: !488)
!495 = !DILocation(line: 83, column: 51, scope: !488)
!496 = !DILocation(line: 83, column: 41, scope: !488)
!497 = !DILocation(line: 83, column: 44, scope: !488)
!498 = !DILocation(line: 83, column: 35, scope: !488)
!499 = !DILocation(line: 83, column: 49, scope: !488)
!500 = !DILocation(line: 83, column: 82, scope: !488)
!501 = !DILocation(line: 83, column: 72, scope: !488)
!502 = !DILocation(line: 83, column: 75, scope: !488)
!503 = !DILocation(line: 83, column: 66, scope: !488)
!504 = !DILocation(line: 83, column: 80, scope: !488)
!505 = !DILocation(line: 83, column: 85, scope: !488)
!506 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!507 = !DILocation(line: 84, column: 1, scope: !32)
!508 = !DILocation(line: 84, column: 23, scope: !32)
!509 = !DILocation(line: 84, column: 26, scope: !32)
!510 = !DILocation(line: 84, column: 17, scope: !32)
!511 = !DILocation(line: 84, column: 10, scope: !32)
!512 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!513 = !DILocalVariable(name: "a", arg: 1, scope: !512, file: !3, line: 50, type: !6)
!514 = !DILocation(line: 50, column: 23, scope: !512)
!515 = !DILocalVariable(name: "b", arg: 2, scope: !512, file: !3, line: 50, type: !6)
!516 = !DILocation(line: 50, column: 30, scope: !512)
!517 = !DILocation(line: 50, column: 42, scope: !512)
!518 = !DILocation(line: 50, column: 46, scope: !512)
!519 = !DILocation(line: 50, column: 50, scope: !512)
!520 = !DILocation(line: 50, column: 48, scope: !512)
!521 = !DILocation(line: 50, column: 35, scope: !512)
