; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !91, metadata !DIExpression()), !dbg !97
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !97
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false), !dbg !97
  %13 = bitcast %struct.Pt* %2 to i32*, !dbg !98
  %14 = load i32, i32* %13, align 2, !dbg !98
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i32 %14), !dbg !98
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %15), !dbg !99
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !100
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %17), !dbg !101
  call void @llvm.dbg.declare(metadata i8** %3, metadata !102, metadata !DIExpression()), !dbg !103
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %3, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata i8** %4, metadata !104, metadata !DIExpression()), !dbg !106
  %19 = load i8*, i8** %3, align 8, !dbg !107
  store i8* %19, i8** %4, align 8, !dbg !106
  br label %20, !dbg !108

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 8, !dbg !109
  %22 = load i8, i8* %21, align 1, !dbg !111
  %23 = icmp ne i8 %22, 0, !dbg !112
  br i1 %23, label %24, label %43, !dbg !112

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !113, metadata !DIExpression()), !dbg !115
  %25 = load i8*, i8** %4, align 8, !dbg !116
  %26 = load i8, i8* %25, align 1, !dbg !117
  %27 = call i32 (i32, i32)* @lookup(i8 noundef signext %26), !dbg !118
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 8, !dbg !115
  %28 = load i8*, i8** %4, align 8, !dbg !119
  %29 = load i8, i8* %28, align 1, !dbg !120
  %30 = sext i8 %29 to i32, !dbg !120
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !121
  %32 = icmp ne i32 (i32, i32)* %31, null, !dbg !121
  br i1 %32, label %33, label %36, !dbg !121

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !122
  %35 = call i32 %34(i32 noundef 17, i32 noundef 5), !dbg !122
  br label %37, !dbg !121

36:                                               ; preds = %24
  br label %37, !dbg !121

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ], !dbg !121
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %30, i32 noundef %38), !dbg !123
  br label %40, !dbg !124

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 8, !dbg !125
  %42 = getelementptr inbounds i8, i8* %41, i32 1, !dbg !125
  store i8* %42, i8** %4, align 8, !dbg !125
  br label %20, !dbg !126, !llvm.loop !127

43:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !130, metadata !DIExpression()), !dbg !134
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !134
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %44, i8* align 16 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false), !dbg !134
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i64 0, i64 0, !dbg !135
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !136
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %46), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %7, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 1, i32* %7, align 4, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %8, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 5, i32* %8, align 4, !dbg !142
  br label %48, !dbg !143

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4, !dbg !144
  %50 = icmp sgt i32 %49, 0, !dbg !146
  br i1 %50, label %51, label %58, !dbg !147

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4, !dbg !148
  %53 = load i32, i32* %7, align 4, !dbg !149
  %54 = mul nsw i32 %53, %52, !dbg !149
  store i32 %54, i32* %7, align 4, !dbg !149
  br label %55, !dbg !150

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4, !dbg !151
  %57 = add nsw i32 %56, -1, !dbg !151
  store i32 %57, i32* %8, align 4, !dbg !151
  br label %48, !dbg !152, !llvm.loop !153

58:                                               ; preds = %48
  %59 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !155
  %60 = load i32, i32* %7, align 4, !dbg !156
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %59, i32 noundef %60), !dbg !157
  call void @llvm.dbg.declare(metadata i32* %9, metadata !158, metadata !DIExpression()), !dbg !160
  store i32 -2128831035, i32* %9, align 4, !dbg !160
  call void @llvm.dbg.declare(metadata i32* %10, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 0, i32* %10, align 4, !dbg !163
  br label %62, !dbg !164

62:                                               ; preds = %75, %58
  %63 = load i32, i32* %10, align 4, !dbg !165
  %64 = zext i32 %63 to i64, !dbg !165
  %65 = icmp ult i64 %64, 39, !dbg !167
  br i1 %65, label %66, label %78, !dbg !168

66:                                               ; preds = %62
  %67 = load i32, i32* %9, align 4, !dbg !169
  %68 = load i32, i32* %10, align 4, !dbg !170
  %69 = zext i32 %68 to i64, !dbg !171
  %70 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %69, !dbg !171
  %71 = load i8, i8* %70, align 1, !dbg !171
  %72 = zext i8 %71 to i32, !dbg !172
  %73 = xor i32 %67, %72, !dbg !173
  %74 = mul i32 %73, 16777619, !dbg !174
  store i32 %74, i32* %9, align 4, !dbg !175
  br label %75, !dbg !176

75:                                               ; preds = %66
  %76 = load i32, i32* %10, align 4, !dbg !177
  %77 = add i32 %76, 1, !dbg !177
  store i32 %77, i32* %10, align 4, !dbg !177
  br label %62, !dbg !178, !llvm.loop !179

78:                                               ; preds = %62
  %79 = load i32, i32* %9, align 4, !dbg !181
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef %79), !dbg !182
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !183
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1, !dbg !184
  %83 = zext i8 %82 to i32, !dbg !184
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1, !dbg !185
  %85 = zext i8 %84 to i32, !dbg !185
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1, !dbg !186
  %87 = zext i8 %86 to i32, !dbg !186
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef %83, i32 noundef %85, i32 noundef %87), !dbg !187
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !188, metadata !DIExpression()), !dbg !191
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %11, align 8, !dbg !191
  br label %89, !dbg !192

89:                                               ; preds = %107, %78
  %90 = load i8**, i8*** %11, align 8, !dbg !193
  %91 = load i8*, i8** %90, align 8, !dbg !195
  %92 = icmp ne i8* %91, null, !dbg !196
  br i1 %92, label %93, label %110, !dbg !196

93:                                               ; preds = %89
  %94 = load i8**, i8*** %11, align 8, !dbg !197
  %95 = getelementptr inbounds i8*, i8** %94, i64 0, !dbg !197
  %96 = load i8*, i8** %95, align 8, !dbg !197
  %97 = load i8, i8* %96, align 1, !dbg !198
  %98 = sext i8 %97 to i32, !dbg !198
  %99 = icmp eq i32 %98, 27, !dbg !199
  br i1 %99, label %100, label %101, !dbg !198

100:                                              ; preds = %93
  br label %104, !dbg !198

101:                                              ; preds = %93
  %102 = load i8**, i8*** %11, align 8, !dbg !200
  %103 = load i8*, i8** %102, align 8, !dbg !201
  br label %104, !dbg !198

104:                                              ; preds = %101, %100
  %105 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), %100 ], [ %103, %101 ], !dbg !198
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %105), !dbg !202
  br label %107, !dbg !202

107:                                              ; preds = %104
  %108 = load i8**, i8*** %11, align 8, !dbg !203
  %109 = getelementptr inbounds i8*, i8** %108, i32 1, !dbg !203
  store i8** %109, i8*** %11, align 8, !dbg !203
  br label %89, !dbg !204, !llvm.loop !205

110:                                              ; preds = %89
  %111 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !207
  %112 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !208
  %113 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %111, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %112, i32 noundef 6), !dbg !209
  %114 = call i32 @putchar(i32 noundef 10), !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !212 {
  %2 = alloca i8*, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !215, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !217, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %4, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata i64* %5, metadata !234, metadata !DIExpression()), !dbg !235
  store i64 0, i64* %5, align 8, !dbg !235
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !236
  %11 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !236
  call void @llvm.va_start(i8* %11), !dbg !236
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !237
  %13 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !237
  %14 = bitcast %struct.__va_list_tag* %12 to i8*, !dbg !237
  %15 = bitcast %struct.__va_list_tag* %13 to i8*, !dbg !237
  call void @llvm.va_copy(i8* %14, i8* %15), !dbg !237
  call void @llvm.dbg.declare(metadata i8** %6, metadata !238, metadata !DIExpression()), !dbg !240
  %16 = load i8*, i8** %2, align 8, !dbg !241
  store i8* %16, i8** %6, align 8, !dbg !240
  br label %17, !dbg !242

17:                                               ; preds = %175, %1
  %18 = load i8*, i8** %6, align 8, !dbg !243
  %19 = load i8, i8* %18, align 1, !dbg !245
  %20 = icmp ne i8 %19, 0, !dbg !246
  br i1 %20, label %21, label %178, !dbg !246

21:                                               ; preds = %17
  %22 = load i8*, i8** %6, align 8, !dbg !247
  %23 = load i8, i8* %22, align 1, !dbg !249
  %24 = sext i8 %23 to i32, !dbg !249
  switch i32 %24, label %173 [
    i32 105, label %25
    i32 108, label %47
    i32 100, label %68
    i32 115, label %91
    i32 99, label %119
    i32 112, label %142
  ], !dbg !250

25:                                               ; preds = %21
  %26 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !251
  %27 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %26, i32 0, i32 0, !dbg !251
  %28 = load i32, i32* %27, align 16, !dbg !251
  %29 = icmp ule i32 %28, 40, !dbg !251
  br i1 %29, label %30, label %36, !dbg !251

30:                                               ; preds = %25
  %31 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %26, i32 0, i32 3, !dbg !251
  %32 = load i8*, i8** %31, align 16, !dbg !251
  %33 = getelementptr i8, i8* %32, i32 %28, !dbg !251
  %34 = bitcast i8* %33 to i32*, !dbg !251
  %35 = add i32 %28, 8, !dbg !251
  store i32 %35, i32* %27, align 16, !dbg !251
  br label %41, !dbg !251

36:                                               ; preds = %25
  %37 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %26, i32 0, i32 2, !dbg !251
  %38 = load i8*, i8** %37, align 8, !dbg !251
  %39 = bitcast i8* %38 to i32*, !dbg !251
  %40 = getelementptr i8, i8* %38, i32 8, !dbg !251
  store i8* %40, i8** %37, align 8, !dbg !251
  br label %41, !dbg !251

41:                                               ; preds = %36, %30
  %42 = phi i32* [ %34, %30 ], [ %39, %36 ], !dbg !251
  %43 = load i32, i32* %42, align 4, !dbg !251
  %44 = sext i32 %43 to i64, !dbg !251
  %45 = load i64, i64* %5, align 8, !dbg !253
  %46 = add nsw i64 %45, %44, !dbg !253
  store i64 %46, i64* %5, align 8, !dbg !253
  br label %174, !dbg !254

47:                                               ; preds = %21
  %48 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !255
  %49 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 0, !dbg !255
  %50 = load i32, i32* %49, align 16, !dbg !255
  %51 = icmp ule i32 %50, 40, !dbg !255
  br i1 %51, label %52, label %58, !dbg !255

52:                                               ; preds = %47
  %53 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 3, !dbg !255
  %54 = load i8*, i8** %53, align 16, !dbg !255
  %55 = getelementptr i8, i8* %54, i32 %50, !dbg !255
  %56 = bitcast i8* %55 to i64*, !dbg !255
  %57 = add i32 %50, 8, !dbg !255
  store i32 %57, i32* %49, align 16, !dbg !255
  br label %63, !dbg !255

58:                                               ; preds = %47
  %59 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %48, i32 0, i32 2, !dbg !255
  %60 = load i8*, i8** %59, align 8, !dbg !255
  %61 = bitcast i8* %60 to i64*, !dbg !255
  %62 = getelementptr i8, i8* %60, i32 8, !dbg !255
  store i8* %62, i8** %59, align 8, !dbg !255
  br label %63, !dbg !255

63:                                               ; preds = %58, %52
  %64 = phi i64* [ %56, %52 ], [ %61, %58 ], !dbg !255
  %65 = load i64, i64* %64, align 8, !dbg !255
  %66 = load i64, i64* %5, align 8, !dbg !256
  %67 = add nsw i64 %66, %65, !dbg !256
  store i64 %67, i64* %5, align 8, !dbg !256
  br label %174, !dbg !257

68:                                               ; preds = %21
  %69 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !258
  %70 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %69, i32 0, i32 1, !dbg !258
  %71 = load i32, i32* %70, align 4, !dbg !258
  %72 = icmp ule i32 %71, 160, !dbg !258
  br i1 %72, label %73, label %79, !dbg !258

73:                                               ; preds = %68
  %74 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %69, i32 0, i32 3, !dbg !258
  %75 = load i8*, i8** %74, align 16, !dbg !258
  %76 = getelementptr i8, i8* %75, i32 %71, !dbg !258
  %77 = bitcast i8* %76 to double*, !dbg !258
  %78 = add i32 %71, 16, !dbg !258
  store i32 %78, i32* %70, align 4, !dbg !258
  br label %84, !dbg !258

79:                                               ; preds = %68
  %80 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %69, i32 0, i32 2, !dbg !258
  %81 = load i8*, i8** %80, align 8, !dbg !258
  %82 = bitcast i8* %81 to double*, !dbg !258
  %83 = getelementptr i8, i8* %81, i32 8, !dbg !258
  store i8* %83, i8** %80, align 8, !dbg !258
  br label %84, !dbg !258

84:                                               ; preds = %79, %73
  %85 = phi double* [ %77, %73 ], [ %82, %79 ], !dbg !258
  %86 = load double, double* %85, align 8, !dbg !258
  %87 = fmul double %86, 1.000000e+01, !dbg !259
  %88 = fptosi double %87 to i64, !dbg !260
  %89 = load i64, i64* %5, align 8, !dbg !261
  %90 = add nsw i64 %89, %88, !dbg !261
  store i64 %90, i64* %5, align 8, !dbg !261
  br label %174, !dbg !262

91:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i8** %7, metadata !263, metadata !DIExpression()), !dbg !265
  %92 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !266
  %93 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %92, i32 0, i32 0, !dbg !266
  %94 = load i32, i32* %93, align 16, !dbg !266
  %95 = icmp ule i32 %94, 40, !dbg !266
  br i1 %95, label %96, label %102, !dbg !266

96:                                               ; preds = %91
  %97 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %92, i32 0, i32 3, !dbg !266
  %98 = load i8*, i8** %97, align 16, !dbg !266
  %99 = getelementptr i8, i8* %98, i32 %94, !dbg !266
  %100 = bitcast i8* %99 to i8**, !dbg !266
  %101 = add i32 %94, 8, !dbg !266
  store i32 %101, i32* %93, align 16, !dbg !266
  br label %107, !dbg !266

102:                                              ; preds = %91
  %103 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %92, i32 0, i32 2, !dbg !266
  %104 = load i8*, i8** %103, align 8, !dbg !266
  %105 = bitcast i8* %104 to i8**, !dbg !266
  %106 = getelementptr i8, i8* %104, i32 8, !dbg !266
  store i8* %106, i8** %103, align 8, !dbg !266
  br label %107, !dbg !266

107:                                              ; preds = %102, %96
  %108 = phi i8** [ %100, %96 ], [ %105, %102 ], !dbg !266
  %109 = load i8*, i8** %108, align 8, !dbg !266
  store i8* %109, i8** %7, align 8, !dbg !265
  br label %110, !dbg !267

110:                                              ; preds = %115, %107
  %111 = load i8*, i8** %7, align 8, !dbg !268
  %112 = getelementptr inbounds i8, i8* %111, i32 1, !dbg !268
  store i8* %112, i8** %7, align 8, !dbg !268
  %113 = load i8, i8* %111, align 1, !dbg !269
  %114 = icmp ne i8 %113, 0, !dbg !267
  br i1 %114, label %115, label %118, !dbg !267

115:                                              ; preds = %110
  %116 = load i64, i64* %5, align 8, !dbg !270
  %117 = add nsw i64 %116, 1, !dbg !270
  store i64 %117, i64* %5, align 8, !dbg !270
  br label %110, !dbg !267, !llvm.loop !271

118:                                              ; preds = %110
  br label %174, !dbg !273

119:                                              ; preds = %21
  %120 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !274
  %121 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %120, i32 0, i32 0, !dbg !274
  %122 = load i32, i32* %121, align 16, !dbg !274
  %123 = icmp ule i32 %122, 40, !dbg !274
  br i1 %123, label %124, label %130, !dbg !274

124:                                              ; preds = %119
  %125 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %120, i32 0, i32 3, !dbg !274
  %126 = load i8*, i8** %125, align 16, !dbg !274
  %127 = getelementptr i8, i8* %126, i32 %122, !dbg !274
  %128 = bitcast i8* %127 to i32*, !dbg !274
  %129 = add i32 %122, 8, !dbg !274
  store i32 %129, i32* %121, align 16, !dbg !274
  br label %135, !dbg !274

130:                                              ; preds = %119
  %131 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %120, i32 0, i32 2, !dbg !274
  %132 = load i8*, i8** %131, align 8, !dbg !274
  %133 = bitcast i8* %132 to i32*, !dbg !274
  %134 = getelementptr i8, i8* %132, i32 8, !dbg !274
  store i8* %134, i8** %131, align 8, !dbg !274
  br label %135, !dbg !274

135:                                              ; preds = %130, %124
  %136 = phi i32* [ %128, %124 ], [ %133, %130 ], !dbg !274
  %137 = load i32, i32* %136, align 4, !dbg !274
  %138 = trunc i32 %137 to i8, !dbg !275
  %139 = sext i8 %138 to i64, !dbg !275
  %140 = load i64, i64* %5, align 8, !dbg !276
  %141 = add nsw i64 %140, %139, !dbg !276
  store i64 %141, i64* %5, align 8, !dbg !276
  br label %174, !dbg !277

142:                                              ; preds = %21
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !278, metadata !DIExpression()), !dbg !280
  %143 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !281
  %144 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %143, i32 0, i32 0, !dbg !281
  %145 = load i32, i32* %144, align 16, !dbg !281
  %146 = icmp ule i32 %145, 40, !dbg !281
  br i1 %146, label %147, label %153, !dbg !281

147:                                              ; preds = %142
  %148 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %143, i32 0, i32 3, !dbg !281
  %149 = load i8*, i8** %148, align 16, !dbg !281
  %150 = getelementptr i8, i8* %149, i32 %145, !dbg !281
  %151 = bitcast i8* %150 to %struct.Pt*, !dbg !281
  %152 = add i32 %145, 8, !dbg !281
  store i32 %152, i32* %144, align 16, !dbg !281
  br label %158, !dbg !281

153:                                              ; preds = %142
  %154 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %143, i32 0, i32 2, !dbg !281
  %155 = load i8*, i8** %154, align 8, !dbg !281
  %156 = bitcast i8* %155 to %struct.Pt*, !dbg !281
  %157 = getelementptr i8, i8* %155, i32 8, !dbg !281
  store i8* %157, i8** %154, align 8, !dbg !281
  br label %158, !dbg !281

158:                                              ; preds = %153, %147
  %159 = phi %struct.Pt* [ %151, %147 ], [ %156, %153 ], !dbg !281
  %160 = bitcast %struct.Pt* %8 to i8*, !dbg !281
  %161 = bitcast %struct.Pt* %159 to i8*, !dbg !281
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %160, i8* align 2 %161, i64 4, i1 false), !dbg !281
  %162 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !282
  %163 = load i16, i16* %162, align 2, !dbg !282
  %164 = sext i16 %163 to i32, !dbg !283
  %165 = mul nsw i32 %164, 100, !dbg !284
  %166 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !285
  %167 = load i16, i16* %166, align 2, !dbg !285
  %168 = sext i16 %167 to i32, !dbg !286
  %169 = add nsw i32 %165, %168, !dbg !287
  %170 = sext i32 %169 to i64, !dbg !283
  %171 = load i64, i64* %5, align 8, !dbg !288
  %172 = add nsw i64 %171, %170, !dbg !288
  store i64 %172, i64* %5, align 8, !dbg !288
  br label %174, !dbg !289

173:                                              ; preds = %21
  br label %174, !dbg !290

174:                                              ; preds = %173, %158, %135, %118, %84, %63, %41
  br label %175, !dbg !291

175:                                              ; preds = %174
  %176 = load i8*, i8** %6, align 8, !dbg !292
  %177 = getelementptr inbounds i8, i8* %176, i32 1, !dbg !292
  store i8* %177, i8** %6, align 8, !dbg !292
  br label %17, !dbg !293, !llvm.loop !294

178:                                              ; preds = %17
  %179 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !296
  %180 = bitcast %struct.__va_list_tag* %179 to i8*, !dbg !296
  call void @llvm.va_end(i8* %180), !dbg !296
  call void @llvm.dbg.declare(metadata i32* %9, metadata !297, metadata !DIExpression()), !dbg !298
  %181 = load i8*, i8** %2, align 8, !dbg !299
  %182 = load i8, i8* %181, align 1, !dbg !300
  %183 = sext i8 %182 to i32, !dbg !300
  %184 = icmp eq i32 %183, 105, !dbg !301
  br i1 %184, label %185, label %204, !dbg !302

185:                                              ; preds = %178
  %186 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !303
  %187 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %186, i32 0, i32 0, !dbg !303
  %188 = load i32, i32* %187, align 16, !dbg !303
  %189 = icmp ule i32 %188, 40, !dbg !303
  br i1 %189, label %190, label %196, !dbg !303

190:                                              ; preds = %185
  %191 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %186, i32 0, i32 3, !dbg !303
  %192 = load i8*, i8** %191, align 16, !dbg !303
  %193 = getelementptr i8, i8* %192, i32 %188, !dbg !303
  %194 = bitcast i8* %193 to i32*, !dbg !303
  %195 = add i32 %188, 8, !dbg !303
  store i32 %195, i32* %187, align 16, !dbg !303
  br label %201, !dbg !303

196:                                              ; preds = %185
  %197 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %186, i32 0, i32 2, !dbg !303
  %198 = load i8*, i8** %197, align 8, !dbg !303
  %199 = bitcast i8* %198 to i32*, !dbg !303
  %200 = getelementptr i8, i8* %198, i32 8, !dbg !303
  store i8* %200, i8** %197, align 8, !dbg !303
  br label %201, !dbg !303

201:                                              ; preds = %196, %190
  %202 = phi i32* [ %194, %190 ], [ %199, %196 ], !dbg !303
  %203 = load i32, i32* %202, align 4, !dbg !303
  br label %205, !dbg !302

204:                                              ; preds = %178
  br label %205, !dbg !302

205:                                              ; preds = %204, %201
  %206 = phi i32 [ %203, %201 ], [ 0, %204 ], !dbg !302
  store i32 %206, i32* %9, align 4, !dbg !298
  %207 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !304
  %208 = bitcast %struct.__va_list_tag* %207 to i8*, !dbg !304
  call void @llvm.va_end(i8* %208), !dbg !304
  %209 = load i64, i64* %5, align 8, !dbg !305
  %210 = mul nsw i64 %209, 1000, !dbg !306
  %211 = load i32, i32* %9, align 4, !dbg !307
  %212 = sext i32 %211 to i64, !dbg !307
  %213 = add nsw i64 %210, %212, !dbg !308
  ret i64 %213, !dbg !309
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !310 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !313, metadata !DIExpression()), !dbg !314
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !315, metadata !DIExpression()), !dbg !316
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !317
  %6 = bitcast %struct.__va_list_tag* %5 to i8*, !dbg !317
  call void @llvm.va_start(i8* %6), !dbg !317
  call void @llvm.dbg.declare(metadata i32* %4, metadata !318, metadata !DIExpression()), !dbg !319
  store i32 0, i32* %4, align 4, !dbg !319
  br label %7, !dbg !320

7:                                                ; preds = %29, %1
  %8 = load i32, i32* %2, align 4, !dbg !321
  %9 = add nsw i32 %8, -1, !dbg !321
  store i32 %9, i32* %2, align 4, !dbg !321
  %10 = icmp sgt i32 %8, 0, !dbg !322
  br i1 %10, label %11, label %33, !dbg !320

11:                                               ; preds = %7
  %12 = load i32, i32* %4, align 4, !dbg !323
  %13 = mul nsw i32 %12, 31, !dbg !324
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !325
  %15 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 0, !dbg !325
  %16 = load i32, i32* %15, align 16, !dbg !325
  %17 = icmp ule i32 %16, 40, !dbg !325
  br i1 %17, label %18, label %24, !dbg !325

18:                                               ; preds = %11
  %19 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 3, !dbg !325
  %20 = load i8*, i8** %19, align 16, !dbg !325
  %21 = getelementptr i8, i8* %20, i32 %16, !dbg !325
  %22 = bitcast i8* %21 to i32*, !dbg !325
  %23 = add i32 %16, 8, !dbg !325
  store i32 %23, i32* %15, align 16, !dbg !325
  br label %29, !dbg !325

24:                                               ; preds = %11
  %25 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %14, i32 0, i32 2, !dbg !325
  %26 = load i8*, i8** %25, align 8, !dbg !325
  %27 = bitcast i8* %26 to i32*, !dbg !325
  %28 = getelementptr i8, i8* %26, i32 8, !dbg !325
  store i8* %28, i8** %25, align 8, !dbg !325
  br label %29, !dbg !325

29:                                               ; preds = %24, %18
  %30 = phi i32* [ %22, %18 ], [ %27, %24 ], !dbg !325
  %31 = load i32, i32* %30, align 4, !dbg !325
  %32 = add nsw i32 %13, %31, !dbg !326
  store i32 %32, i32* %4, align 4, !dbg !327
  br label %7, !dbg !320, !llvm.loop !328

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !330
  %35 = bitcast %struct.__va_list_tag* %34 to i8*, !dbg !330
  call void @llvm.va_end(i8* %35), !dbg !330
  %36 = load i32, i32* %4, align 4, !dbg !331
  ret i32 %36, !dbg !332
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #4 !dbg !333 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !336, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.declare(metadata i32* %4, metadata !338, metadata !DIExpression()), !dbg !340
  store i32 0, i32* %4, align 4, !dbg !340
  br label %5, !dbg !341

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4, !dbg !342
  %7 = zext i32 %6 to i64, !dbg !342
  %8 = icmp ult i64 %7, 4, !dbg !344
  br i1 %8, label %9, label %29, !dbg !345

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !346
  %11 = zext i32 %10 to i64, !dbg !348
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11, !dbg !348
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0, !dbg !349
  %14 = load i8, i8* %13, align 16, !dbg !349
  %15 = sext i8 %14 to i32, !dbg !348
  %16 = load i8, i8* %3, align 1, !dbg !350
  %17 = sext i8 %16 to i32, !dbg !350
  %18 = icmp eq i32 %15, %17, !dbg !351
  br i1 %18, label %19, label %25, !dbg !352

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !353
  %21 = zext i32 %20 to i64, !dbg !354
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21, !dbg !354
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1, !dbg !355
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !355
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8, !dbg !356
  br label %30, !dbg !356

25:                                               ; preds = %9
  br label %26, !dbg !350

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4, !dbg !357
  %28 = add i32 %27, 1, !dbg !357
  store i32 %28, i32* %4, align 4, !dbg !357
  br label %5, !dbg !358, !llvm.loop !359

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8, !dbg !361
  br label %30, !dbg !361

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8, !dbg !362
  ret i32 (i32, i32)* %31, !dbg !362
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !363 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !364, metadata !DIExpression()), !dbg !365
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !366, metadata !DIExpression()), !dbg !367
  %5 = load i32, i32* %3, align 4, !dbg !368
  %6 = load i32, i32* %4, align 4, !dbg !369
  %7 = add nsw i32 %5, %6, !dbg !370
  ret i32 %7, !dbg !371
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !372 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !373, metadata !DIExpression()), !dbg !374
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !375, metadata !DIExpression()), !dbg !376
  %5 = load i32, i32* %3, align 4, !dbg !377
  %6 = load i32, i32* %4, align 4, !dbg !378
  %7 = mul nsw i32 %5, %6, !dbg !379
  ret i32 %7, !dbg !380
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !381 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !382, metadata !DIExpression()), !dbg !383
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !384, metadata !DIExpression()), !dbg !385
  %5 = load i32, i32* %3, align 4, !dbg !386
  %6 = load i32, i32* %4, align 4, !dbg !387
  %7 = sub nsw i32 %5, %6, !dbg !388
  ret i32 %7, !dbg !389
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !390 {
  %5 = alloca i32 (i32, i32)**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !394, metadata !DIExpression()), !dbg !395
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !396, metadata !DIExpression()), !dbg !397
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !398, metadata !DIExpression()), !dbg !399
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !400, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.declare(metadata i32* %9, metadata !402, metadata !DIExpression()), !dbg !403
  store i32 0, i32* %9, align 4, !dbg !403
  call void @llvm.dbg.declare(metadata i32* %10, metadata !404, metadata !DIExpression()), !dbg !406
  store i32 0, i32* %10, align 4, !dbg !406
  br label %11, !dbg !407

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4, !dbg !408
  %13 = load i32, i32* %6, align 4, !dbg !410
  %14 = icmp slt i32 %12, %13, !dbg !411
  br i1 %14, label %15, label %29, !dbg !412

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 8, !dbg !413
  %17 = load i32, i32* %10, align 4, !dbg !414
  %18 = sext i32 %17 to i64, !dbg !413
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18, !dbg !413
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8, !dbg !413
  %21 = load i32, i32* %7, align 4, !dbg !415
  %22 = load i32, i32* %8, align 4, !dbg !416
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22), !dbg !413
  %24 = load i32, i32* %9, align 4, !dbg !417
  %25 = add nsw i32 %24, %23, !dbg !417
  store i32 %25, i32* %9, align 4, !dbg !417
  br label %26, !dbg !418

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !419
  %28 = add nsw i32 %27, 1, !dbg !419
  store i32 %28, i32* %10, align 4, !dbg !419
  br label %11, !dbg !420, !llvm.loop !421

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4, !dbg !423
  ret i32 %30, !dbg !424
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
  call void @llvm.dbg.declare(metadata i32** %2, metadata !425, metadata !DIExpression()), !dbg !426
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !427, metadata !DIExpression()), !dbg !431
  call void @llvm.dbg.declare(metadata i32* %4, metadata !432, metadata !DIExpression()), !dbg !433
  store i32 0, i32* %4, align 4, !dbg !433
  call void @llvm.dbg.declare(metadata i32* %5, metadata !434, metadata !DIExpression()), !dbg !435
  store i32 0, i32* %5, align 4, !dbg !435
  %8 = load i32*, i32** %2, align 8, !dbg !436
  %9 = load i32, i32* %5, align 4, !dbg !436
  %10 = add nsw i32 %9, 1, !dbg !436
  store i32 %10, i32* %5, align 4, !dbg !436
  %11 = sext i32 %9 to i64, !dbg !436
  %12 = getelementptr inbounds i32, i32* %8, i64 %11, !dbg !436
  %13 = load i32, i32* %12, align 4, !dbg !436
  %14 = sext i32 %13 to i64, !dbg !436
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14, !dbg !436
  %16 = load i8*, i8** %15, align 8, !dbg !436
  br label %177, !dbg !436

17:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !437), !dbg !438
  %18 = load i32*, i32** %2, align 8, !dbg !439
  %19 = load i32, i32* %5, align 4, !dbg !440
  %20 = add nsw i32 %19, 1, !dbg !440
  store i32 %20, i32* %5, align 4, !dbg !440
  %21 = sext i32 %19 to i64, !dbg !439
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !439
  %23 = load i32, i32* %22, align 4, !dbg !439
  %24 = load i32, i32* %4, align 4, !dbg !441
  %25 = add nsw i32 %24, 1, !dbg !441
  store i32 %25, i32* %4, align 4, !dbg !441
  %26 = sext i32 %24 to i64, !dbg !442
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26, !dbg !442
  store i32 %23, i32* %27, align 4, !dbg !443
  %28 = load i32*, i32** %2, align 8, !dbg !444
  %29 = load i32, i32* %5, align 4, !dbg !444
  %30 = add nsw i32 %29, 1, !dbg !444
  store i32 %30, i32* %5, align 4, !dbg !444
  %31 = sext i32 %29 to i64, !dbg !444
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !444
  %33 = load i32, i32* %32, align 4, !dbg !444
  %34 = sext i32 %33 to i64, !dbg !444
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34, !dbg !444
  %36 = load i8*, i8** %35, align 8, !dbg !444
  br label %177, !dbg !444

37:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !445), !dbg !446
  %38 = load i32, i32* %4, align 4, !dbg !447
  %39 = add nsw i32 %38, -1, !dbg !447
  store i32 %39, i32* %4, align 4, !dbg !447
  %40 = load i32, i32* %4, align 4, !dbg !448
  %41 = sext i32 %40 to i64, !dbg !449
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41, !dbg !449
  %43 = load i32, i32* %42, align 4, !dbg !449
  %44 = load i32, i32* %4, align 4, !dbg !450
  %45 = sub nsw i32 %44, 1, !dbg !451
  %46 = sext i32 %45 to i64, !dbg !452
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46, !dbg !452
  %48 = load i32, i32* %47, align 4, !dbg !453
  %49 = add nsw i32 %48, %43, !dbg !453
  store i32 %49, i32* %47, align 4, !dbg !453
  %50 = load i32*, i32** %2, align 8, !dbg !454
  %51 = load i32, i32* %5, align 4, !dbg !454
  %52 = add nsw i32 %51, 1, !dbg !454
  store i32 %52, i32* %5, align 4, !dbg !454
  %53 = sext i32 %51 to i64, !dbg !454
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !454
  %55 = load i32, i32* %54, align 4, !dbg !454
  %56 = sext i32 %55 to i64, !dbg !454
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56, !dbg !454
  %58 = load i8*, i8** %57, align 8, !dbg !454
  br label %177, !dbg !454

59:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !455), !dbg !456
  %60 = load i32, i32* %4, align 4, !dbg !457
  %61 = add nsw i32 %60, -1, !dbg !457
  store i32 %61, i32* %4, align 4, !dbg !457
  %62 = load i32, i32* %4, align 4, !dbg !458
  %63 = sext i32 %62 to i64, !dbg !459
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63, !dbg !459
  %65 = load i32, i32* %64, align 4, !dbg !459
  %66 = load i32, i32* %4, align 4, !dbg !460
  %67 = sub nsw i32 %66, 1, !dbg !461
  %68 = sext i32 %67 to i64, !dbg !462
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68, !dbg !462
  %70 = load i32, i32* %69, align 4, !dbg !463
  %71 = mul nsw i32 %70, %65, !dbg !463
  store i32 %71, i32* %69, align 4, !dbg !463
  %72 = load i32*, i32** %2, align 8, !dbg !464
  %73 = load i32, i32* %5, align 4, !dbg !464
  %74 = add nsw i32 %73, 1, !dbg !464
  store i32 %74, i32* %5, align 4, !dbg !464
  %75 = sext i32 %73 to i64, !dbg !464
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !464
  %77 = load i32, i32* %76, align 4, !dbg !464
  %78 = sext i32 %77 to i64, !dbg !464
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78, !dbg !464
  %80 = load i8*, i8** %79, align 8, !dbg !464
  br label %177, !dbg !464

81:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !465), !dbg !466
  %82 = load i32, i32* %4, align 4, !dbg !467
  %83 = sub nsw i32 %82, 2, !dbg !468
  %84 = sext i32 %83 to i64, !dbg !469
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84, !dbg !469
  %86 = load i32, i32* %85, align 4, !dbg !469
  %87 = load i32, i32* %4, align 4, !dbg !470
  %88 = sext i32 %87 to i64, !dbg !471
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88, !dbg !471
  store i32 %86, i32* %89, align 4, !dbg !472
  %90 = load i32, i32* %4, align 4, !dbg !473
  %91 = add nsw i32 %90, 1, !dbg !473
  store i32 %91, i32* %4, align 4, !dbg !473
  %92 = load i32*, i32** %2, align 8, !dbg !474
  %93 = load i32, i32* %5, align 4, !dbg !474
  %94 = add nsw i32 %93, 1, !dbg !474
  store i32 %94, i32* %5, align 4, !dbg !474
  %95 = sext i32 %93 to i64, !dbg !474
  %96 = getelementptr inbounds i32, i32* %92, i64 %95, !dbg !474
  %97 = load i32, i32* %96, align 4, !dbg !474
  %98 = sext i32 %97 to i64, !dbg !474
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98, !dbg !474
  %100 = load i8*, i8** %99, align 8, !dbg !474
  br label %177, !dbg !474

101:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !475), !dbg !476
  call void @llvm.dbg.declare(metadata i32* %6, metadata !477, metadata !DIExpression()), !dbg !479
  %102 = load i32*, i32** %2, align 8, !dbg !480
  %103 = load i32, i32* %5, align 4, !dbg !481
  %104 = add nsw i32 %103, 1, !dbg !481
  store i32 %104, i32* %5, align 4, !dbg !481
  %105 = sext i32 %103 to i64, !dbg !480
  %106 = getelementptr inbounds i32, i32* %102, i64 %105, !dbg !480
  %107 = load i32, i32* %106, align 4, !dbg !480
  store i32 %107, i32* %6, align 4, !dbg !479
  %108 = load i32, i32* %4, align 4, !dbg !482
  %109 = add nsw i32 %108, -1, !dbg !482
  store i32 %109, i32* %4, align 4, !dbg !482
  %110 = sext i32 %109 to i64, !dbg !484
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110, !dbg !484
  %112 = load i32, i32* %111, align 4, !dbg !484
  %113 = icmp ne i32 %112, 0, !dbg !484
  br i1 %113, label %114, label %116, !dbg !485

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4, !dbg !486
  store i32 %115, i32* %5, align 4, !dbg !487
  br label %116, !dbg !488

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8, !dbg !489
  %118 = load i32, i32* %5, align 4, !dbg !489
  %119 = add nsw i32 %118, 1, !dbg !489
  store i32 %119, i32* %5, align 4, !dbg !489
  %120 = sext i32 %118 to i64, !dbg !489
  %121 = getelementptr inbounds i32, i32* %117, i64 %120, !dbg !489
  %122 = load i32, i32* %121, align 4, !dbg !489
  %123 = sext i32 %122 to i64, !dbg !489
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123, !dbg !489
  %125 = load i8*, i8** %124, align 8, !dbg !489
  br label %177, !dbg !489

126:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !490), !dbg !491
  %127 = load i32, i32* %4, align 4, !dbg !492
  %128 = sub nsw i32 %127, 1, !dbg !493
  %129 = sext i32 %128 to i64, !dbg !494
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129, !dbg !494
  %131 = load i32, i32* %130, align 4, !dbg !495
  %132 = add nsw i32 %131, -1, !dbg !495
  store i32 %132, i32* %130, align 4, !dbg !495
  %133 = load i32*, i32** %2, align 8, !dbg !496
  %134 = load i32, i32* %5, align 4, !dbg !496
  %135 = add nsw i32 %134, 1, !dbg !496
  store i32 %135, i32* %5, align 4, !dbg !496
  %136 = sext i32 %134 to i64, !dbg !496
  %137 = getelementptr inbounds i32, i32* %133, i64 %136, !dbg !496
  %138 = load i32, i32* %137, align 4, !dbg !496
  %139 = sext i32 %138 to i64, !dbg !496
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139, !dbg !496
  %141 = load i8*, i8** %140, align 8, !dbg !496
  br label %177, !dbg !496

142:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !497), !dbg !498
  call void @llvm.dbg.declare(metadata i32* %7, metadata !499, metadata !DIExpression()), !dbg !501
  %143 = load i32, i32* %4, align 4, !dbg !502
  %144 = sub nsw i32 %143, 1, !dbg !503
  %145 = sext i32 %144 to i64, !dbg !504
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145, !dbg !504
  %147 = load i32, i32* %146, align 4, !dbg !504
  store i32 %147, i32* %7, align 4, !dbg !501
  %148 = load i32, i32* %4, align 4, !dbg !505
  %149 = sub nsw i32 %148, 2, !dbg !506
  %150 = sext i32 %149 to i64, !dbg !507
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150, !dbg !507
  %152 = load i32, i32* %151, align 4, !dbg !507
  %153 = load i32, i32* %4, align 4, !dbg !508
  %154 = sub nsw i32 %153, 1, !dbg !509
  %155 = sext i32 %154 to i64, !dbg !510
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155, !dbg !510
  store i32 %152, i32* %156, align 4, !dbg !511
  %157 = load i32, i32* %7, align 4, !dbg !512
  %158 = load i32, i32* %4, align 4, !dbg !513
  %159 = sub nsw i32 %158, 2, !dbg !514
  %160 = sext i32 %159 to i64, !dbg !515
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160, !dbg !515
  store i32 %157, i32* %161, align 4, !dbg !516
  %162 = load i32*, i32** %2, align 8, !dbg !517
  %163 = load i32, i32* %5, align 4, !dbg !517
  %164 = add nsw i32 %163, 1, !dbg !517
  store i32 %164, i32* %5, align 4, !dbg !517
  %165 = sext i32 %163 to i64, !dbg !517
  %166 = getelementptr inbounds i32, i32* %162, i64 %165, !dbg !517
  %167 = load i32, i32* %166, align 4, !dbg !517
  %168 = sext i32 %167 to i64, !dbg !517
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168, !dbg !517
  %170 = load i8*, i8** %169, align 8, !dbg !517
  br label %177, !dbg !517

171:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !518), !dbg !519
  %172 = load i32, i32* %4, align 4, !dbg !520
  %173 = sub nsw i32 %172, 1, !dbg !521
  %174 = sext i32 %173 to i64, !dbg !522
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174, !dbg !522
  %176 = load i32, i32* %175, align 4, !dbg !522
  ret i32 %176, !dbg !523

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi i8* [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr i8* %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare i32 @putchar(i32 noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !524 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !525, metadata !DIExpression()), !dbg !526
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !527, metadata !DIExpression()), !dbg !528
  %5 = load i32, i32* %4, align 4, !dbg !529
  %6 = icmp ne i32 %5, 0, !dbg !529
  br i1 %6, label %7, label %11, !dbg !529

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !530
  %9 = load i32, i32* %4, align 4, !dbg !531
  %10 = sdiv i32 %8, %9, !dbg !532
  br label %12, !dbg !529

11:                                               ; preds = %2
  br label %12, !dbg !529

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !529
  ret i32 %13, !dbg !533
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

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
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 7, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 1}
!89 = !{i32 7, !"frame-pointer", i32 2}
!90 = !{!"Debian clang version 14.0.6"}
!91 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !93)
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !92, file: !3, line: 11, baseType: !95, size: 16)
!95 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !92, file: !3, line: 11, baseType: !95, size: 16, offset: 16)
!97 = !DILocation(line: 100, column: 13, scope: !2)
!98 = !DILocation(line: 101, column: 25, scope: !2)
!99 = !DILocation(line: 101, column: 3, scope: !2)
!100 = !DILocation(line: 102, column: 26, scope: !2)
!101 = !DILocation(line: 102, column: 3, scope: !2)
!102 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!103 = !DILocation(line: 104, column: 15, scope: !2)
!104 = !DILocalVariable(name: "e", scope: !105, file: !3, line: 105, type: !61)
!105 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!106 = !DILocation(line: 105, column: 20, scope: !105)
!107 = !DILocation(line: 105, column: 24, scope: !105)
!108 = !DILocation(line: 105, column: 8, scope: !105)
!109 = !DILocation(line: 105, column: 31, scope: !110)
!110 = distinct !DILexicalBlock(scope: !105, file: !3, line: 105, column: 3)
!111 = !DILocation(line: 105, column: 30, scope: !110)
!112 = !DILocation(line: 105, column: 3, scope: !105)
!113 = !DILocalVariable(name: "f", scope: !114, file: !3, line: 106, type: !24)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 105, column: 39)
!115 = !DILocation(line: 106, column: 11, scope: !114)
!116 = !DILocation(line: 106, column: 23, scope: !114)
!117 = !DILocation(line: 106, column: 22, scope: !114)
!118 = !DILocation(line: 106, column: 15, scope: !114)
!119 = !DILocation(line: 107, column: 23, scope: !114)
!120 = !DILocation(line: 107, column: 22, scope: !114)
!121 = !DILocation(line: 107, column: 26, scope: !114)
!122 = !DILocation(line: 107, column: 30, scope: !114)
!123 = !DILocation(line: 107, column: 5, scope: !114)
!124 = !DILocation(line: 108, column: 3, scope: !114)
!125 = !DILocation(line: 105, column: 34, scope: !110)
!126 = !DILocation(line: 105, column: 3, scope: !110)
!127 = distinct !{!127, !112, !128, !129}
!128 = !DILocation(line: 108, column: 3, scope: !105)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 192, elements: !133)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!133 = !{!68}
!134 = !DILocation(line: 109, column: 15, scope: !2)
!135 = !DILocation(line: 110, column: 36, scope: !2)
!136 = !DILocation(line: 110, column: 26, scope: !2)
!137 = !DILocation(line: 110, column: 3, scope: !2)
!138 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!139 = !DILocation(line: 116, column: 7, scope: !2)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 117, type: !6)
!141 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!142 = !DILocation(line: 117, column: 12, scope: !141)
!143 = !DILocation(line: 117, column: 8, scope: !141)
!144 = !DILocation(line: 117, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 117, column: 3)
!146 = !DILocation(line: 117, column: 21, scope: !145)
!147 = !DILocation(line: 117, column: 3, scope: !141)
!148 = !DILocation(line: 117, column: 39, scope: !145)
!149 = !DILocation(line: 117, column: 36, scope: !145)
!150 = !DILocation(line: 117, column: 31, scope: !145)
!151 = !DILocation(line: 117, column: 26, scope: !145)
!152 = !DILocation(line: 117, column: 3, scope: !145)
!153 = distinct !{!153, !147, !154, !129}
!154 = !DILocation(line: 117, column: 39, scope: !141)
!155 = !DILocation(line: 118, column: 35, scope: !2)
!156 = !DILocation(line: 118, column: 46, scope: !2)
!157 = !DILocation(line: 118, column: 3, scope: !2)
!158 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !159)
!159 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!160 = !DILocation(line: 120, column: 12, scope: !2)
!161 = !DILocalVariable(name: "i", scope: !162, file: !3, line: 121, type: !159)
!162 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!163 = !DILocation(line: 121, column: 17, scope: !162)
!164 = !DILocation(line: 121, column: 8, scope: !162)
!165 = !DILocation(line: 121, column: 24, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !3, line: 121, column: 3)
!167 = !DILocation(line: 121, column: 26, scope: !166)
!168 = !DILocation(line: 121, column: 3, scope: !162)
!169 = !DILocation(line: 121, column: 50, scope: !166)
!170 = !DILocation(line: 121, column: 73, scope: !166)
!171 = !DILocation(line: 121, column: 69, scope: !166)
!172 = !DILocation(line: 121, column: 54, scope: !166)
!173 = !DILocation(line: 121, column: 52, scope: !166)
!174 = !DILocation(line: 121, column: 77, scope: !166)
!175 = !DILocation(line: 121, column: 47, scope: !166)
!176 = !DILocation(line: 121, column: 45, scope: !166)
!177 = !DILocation(line: 121, column: 40, scope: !166)
!178 = !DILocation(line: 121, column: 3, scope: !166)
!179 = distinct !{!179, !168, !180, !129}
!180 = !DILocation(line: 121, column: 79, scope: !162)
!181 = !DILocation(line: 122, column: 53, scope: !2)
!182 = !DILocation(line: 122, column: 3, scope: !2)
!183 = !DILocation(line: 123, column: 3, scope: !2)
!184 = !DILocation(line: 124, column: 28, scope: !2)
!185 = !DILocation(line: 124, column: 36, scope: !2)
!186 = !DILocation(line: 124, column: 44, scope: !2)
!187 = !DILocation(line: 124, column: 3, scope: !2)
!188 = !DILocalVariable(name: "w", scope: !189, file: !3, line: 125, type: !190)
!189 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!191 = !DILocation(line: 125, column: 27, scope: !189)
!192 = !DILocation(line: 125, column: 8, scope: !189)
!193 = !DILocation(line: 125, column: 39, scope: !194)
!194 = distinct !DILexicalBlock(scope: !189, file: !3, line: 125, column: 3)
!195 = !DILocation(line: 125, column: 38, scope: !194)
!196 = !DILocation(line: 125, column: 3, scope: !189)
!197 = !DILocation(line: 125, column: 63, scope: !194)
!198 = !DILocation(line: 125, column: 62, scope: !194)
!199 = !DILocation(line: 125, column: 68, scope: !194)
!200 = !DILocation(line: 125, column: 87, scope: !194)
!201 = !DILocation(line: 125, column: 86, scope: !194)
!202 = !DILocation(line: 125, column: 47, scope: !194)
!203 = !DILocation(line: 125, column: 42, scope: !194)
!204 = !DILocation(line: 125, column: 3, scope: !194)
!205 = distinct !{!205, !196, !206, !129}
!206 = !DILocation(line: 125, column: 88, scope: !189)
!207 = !DILocation(line: 126, column: 77, scope: !2)
!208 = !DILocation(line: 126, column: 93, scope: !2)
!209 = !DILocation(line: 126, column: 3, scope: !2)
!210 = !DILocation(line: 128, column: 3, scope: !2)
!211 = !DILocation(line: 129, column: 3, scope: !2)
!212 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !213, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!213 = !DISubroutineType(types: !214)
!214 = !{!10, !61, null}
!215 = !DILocalVariable(name: "fmt", arg: 1, scope: !212, file: !3, line: 13, type: !61)
!216 = !DILocation(line: 13, column: 35, scope: !212)
!217 = !DILocalVariable(name: "ap", scope: !212, file: !3, line: 14, type: !218)
!218 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !220, baseType: !221)
!220 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !222, size: 192, elements: !229)
!222 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !223)
!223 = !{!224, !225, !226, !228}
!224 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !222, file: !220, line: 14, baseType: !159, size: 32)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !222, file: !220, line: 14, baseType: !159, size: 32, offset: 32)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !222, file: !220, line: 14, baseType: !227, size: 64, offset: 64)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !222, file: !220, line: 14, baseType: !227, size: 64, offset: 128)
!229 = !{!230}
!230 = !DISubrange(count: 1)
!231 = !DILocation(line: 14, column: 13, scope: !212)
!232 = !DILocalVariable(name: "ap2", scope: !212, file: !3, line: 14, type: !218)
!233 = !DILocation(line: 14, column: 17, scope: !212)
!234 = !DILocalVariable(name: "total", scope: !212, file: !3, line: 15, type: !10)
!235 = !DILocation(line: 15, column: 13, scope: !212)
!236 = !DILocation(line: 16, column: 3, scope: !212)
!237 = !DILocation(line: 17, column: 3, scope: !212)
!238 = !DILocalVariable(name: "f", scope: !239, file: !3, line: 18, type: !61)
!239 = distinct !DILexicalBlock(scope: !212, file: !3, line: 18, column: 3)
!240 = !DILocation(line: 18, column: 20, scope: !239)
!241 = !DILocation(line: 18, column: 24, scope: !239)
!242 = !DILocation(line: 18, column: 8, scope: !239)
!243 = !DILocation(line: 18, column: 30, scope: !244)
!244 = distinct !DILexicalBlock(scope: !239, file: !3, line: 18, column: 3)
!245 = !DILocation(line: 18, column: 29, scope: !244)
!246 = !DILocation(line: 18, column: 3, scope: !239)
!247 = !DILocation(line: 19, column: 14, scope: !248)
!248 = distinct !DILexicalBlock(scope: !244, file: !3, line: 18, column: 38)
!249 = !DILocation(line: 19, column: 13, scope: !248)
!250 = !DILocation(line: 19, column: 5, scope: !248)
!251 = !DILocation(line: 20, column: 24, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !3, line: 19, column: 17)
!253 = !DILocation(line: 20, column: 21, scope: !252)
!254 = !DILocation(line: 20, column: 51, scope: !252)
!255 = !DILocation(line: 21, column: 24, scope: !252)
!256 = !DILocation(line: 21, column: 21, scope: !252)
!257 = !DILocation(line: 21, column: 57, scope: !252)
!258 = !DILocation(line: 22, column: 36, scope: !252)
!259 = !DILocation(line: 22, column: 65, scope: !252)
!260 = !DILocation(line: 22, column: 24, scope: !252)
!261 = !DILocation(line: 22, column: 21, scope: !252)
!262 = !DILocation(line: 22, column: 72, scope: !252)
!263 = !DILocalVariable(name: "s", scope: !264, file: !3, line: 23, type: !61)
!264 = distinct !DILexicalBlock(scope: !252, file: !3, line: 23, column: 15)
!265 = !DILocation(line: 23, column: 29, scope: !264)
!266 = !DILocation(line: 23, column: 33, scope: !264)
!267 = !DILocation(line: 23, column: 69, scope: !264)
!268 = !DILocation(line: 23, column: 78, scope: !264)
!269 = !DILocation(line: 23, column: 76, scope: !264)
!270 = !DILocation(line: 23, column: 82, scope: !264)
!271 = distinct !{!271, !267, !272, !129}
!272 = !DILocation(line: 23, column: 84, scope: !264)
!273 = !DILocation(line: 23, column: 91, scope: !264)
!274 = !DILocation(line: 24, column: 30, scope: !252)
!275 = !DILocation(line: 24, column: 24, scope: !252)
!276 = !DILocation(line: 24, column: 21, scope: !252)
!277 = !DILocation(line: 24, column: 57, scope: !252)
!278 = !DILocalVariable(name: "p", scope: !279, file: !3, line: 25, type: !92)
!279 = distinct !DILexicalBlock(scope: !252, file: !3, line: 25, column: 15)
!280 = !DILocation(line: 25, column: 27, scope: !279)
!281 = !DILocation(line: 25, column: 31, scope: !279)
!282 = !DILocation(line: 25, column: 75, scope: !279)
!283 = !DILocation(line: 25, column: 73, scope: !279)
!284 = !DILocation(line: 25, column: 77, scope: !279)
!285 = !DILocation(line: 25, column: 87, scope: !279)
!286 = !DILocation(line: 25, column: 85, scope: !279)
!287 = !DILocation(line: 25, column: 83, scope: !279)
!288 = !DILocation(line: 25, column: 70, scope: !279)
!289 = !DILocation(line: 25, column: 90, scope: !279)
!290 = !DILocation(line: 26, column: 14, scope: !252)
!291 = !DILocation(line: 28, column: 3, scope: !248)
!292 = !DILocation(line: 18, column: 33, scope: !244)
!293 = !DILocation(line: 18, column: 3, scope: !244)
!294 = distinct !{!294, !246, !295, !129}
!295 = !DILocation(line: 28, column: 3, scope: !239)
!296 = !DILocation(line: 29, column: 3, scope: !212)
!297 = !DILocalVariable(name: "first", scope: !212, file: !3, line: 31, type: !6)
!298 = !DILocation(line: 31, column: 7, scope: !212)
!299 = !DILocation(line: 31, column: 17, scope: !212)
!300 = !DILocation(line: 31, column: 16, scope: !212)
!301 = !DILocation(line: 31, column: 21, scope: !212)
!302 = !DILocation(line: 31, column: 15, scope: !212)
!303 = !DILocation(line: 31, column: 31, scope: !212)
!304 = !DILocation(line: 32, column: 3, scope: !212)
!305 = !DILocation(line: 33, column: 10, scope: !212)
!306 = !DILocation(line: 33, column: 16, scope: !212)
!307 = !DILocation(line: 33, column: 25, scope: !212)
!308 = !DILocation(line: 33, column: 23, scope: !212)
!309 = !DILocation(line: 33, column: 3, scope: !212)
!310 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !311, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!311 = !DISubroutineType(types: !312)
!312 = !{!6, !6, null}
!313 = !DILocalVariable(name: "n", arg: 1, scope: !310, file: !3, line: 36, type: !6)
!314 = !DILocation(line: 36, column: 24, scope: !310)
!315 = !DILocalVariable(name: "ap", scope: !310, file: !3, line: 37, type: !218)
!316 = !DILocation(line: 37, column: 13, scope: !310)
!317 = !DILocation(line: 38, column: 3, scope: !310)
!318 = !DILocalVariable(name: "r", scope: !310, file: !3, line: 39, type: !6)
!319 = !DILocation(line: 39, column: 7, scope: !310)
!320 = !DILocation(line: 40, column: 3, scope: !310)
!321 = !DILocation(line: 40, column: 11, scope: !310)
!322 = !DILocation(line: 40, column: 14, scope: !310)
!323 = !DILocation(line: 40, column: 23, scope: !310)
!324 = !DILocation(line: 40, column: 25, scope: !310)
!325 = !DILocation(line: 40, column: 32, scope: !310)
!326 = !DILocation(line: 40, column: 30, scope: !310)
!327 = !DILocation(line: 40, column: 21, scope: !310)
!328 = distinct !{!328, !320, !329, !129}
!329 = !DILocation(line: 40, column: 56, scope: !310)
!330 = !DILocation(line: 41, column: 3, scope: !310)
!331 = !DILocation(line: 42, column: 10, scope: !310)
!332 = !DILocation(line: 42, column: 3, scope: !310)
!333 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !334, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!334 = !DISubroutineType(types: !335)
!335 = !{!24, !11}
!336 = !DILocalVariable(name: "c", arg: 1, scope: !333, file: !3, line: 56, type: !11)
!337 = !DILocation(line: 56, column: 26, scope: !333)
!338 = !DILocalVariable(name: "i", scope: !339, file: !3, line: 57, type: !159)
!339 = distinct !DILexicalBlock(scope: !333, file: !3, line: 57, column: 3)
!340 = !DILocation(line: 57, column: 17, scope: !339)
!341 = !DILocation(line: 57, column: 8, scope: !339)
!342 = !DILocation(line: 57, column: 24, scope: !343)
!343 = distinct !DILexicalBlock(scope: !339, file: !3, line: 57, column: 3)
!344 = !DILocation(line: 57, column: 26, scope: !343)
!345 = !DILocation(line: 57, column: 3, scope: !339)
!346 = !DILocation(line: 58, column: 18, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 58, column: 9)
!348 = !DILocation(line: 58, column: 9, scope: !347)
!349 = !DILocation(line: 58, column: 21, scope: !347)
!350 = !DILocation(line: 58, column: 28, scope: !347)
!351 = !DILocation(line: 58, column: 25, scope: !347)
!352 = !DILocation(line: 58, column: 9, scope: !343)
!353 = !DILocation(line: 58, column: 47, scope: !347)
!354 = !DILocation(line: 58, column: 38, scope: !347)
!355 = !DILocation(line: 58, column: 50, scope: !347)
!356 = !DILocation(line: 58, column: 31, scope: !347)
!357 = !DILocation(line: 57, column: 66, scope: !343)
!358 = !DILocation(line: 57, column: 3, scope: !343)
!359 = distinct !{!359, !345, !360, !129}
!360 = !DILocation(line: 58, column: 50, scope: !339)
!361 = !DILocation(line: 59, column: 3, scope: !333)
!362 = !DILocation(line: 60, column: 1, scope: !333)
!363 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!364 = !DILocalVariable(name: "a", arg: 1, scope: !363, file: !3, line: 47, type: !6)
!365 = !DILocation(line: 47, column: 23, scope: !363)
!366 = !DILocalVariable(name: "b", arg: 2, scope: !363, file: !3, line: 47, type: !6)
!367 = !DILocation(line: 47, column: 30, scope: !363)
!368 = !DILocation(line: 47, column: 42, scope: !363)
!369 = !DILocation(line: 47, column: 46, scope: !363)
!370 = !DILocation(line: 47, column: 44, scope: !363)
!371 = !DILocation(line: 47, column: 35, scope: !363)
!372 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!373 = !DILocalVariable(name: "a", arg: 1, scope: !372, file: !3, line: 49, type: !6)
!374 = !DILocation(line: 49, column: 23, scope: !372)
!375 = !DILocalVariable(name: "b", arg: 2, scope: !372, file: !3, line: 49, type: !6)
!376 = !DILocation(line: 49, column: 30, scope: !372)
!377 = !DILocation(line: 49, column: 42, scope: !372)
!378 = !DILocation(line: 49, column: 46, scope: !372)
!379 = !DILocation(line: 49, column: 44, scope: !372)
!380 = !DILocation(line: 49, column: 35, scope: !372)
!381 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!382 = !DILocalVariable(name: "a", arg: 1, scope: !381, file: !3, line: 48, type: !6)
!383 = !DILocation(line: 48, column: 23, scope: !381)
!384 = !DILocalVariable(name: "b", arg: 2, scope: !381, file: !3, line: 48, type: !6)
!385 = !DILocation(line: 48, column: 30, scope: !381)
!386 = !DILocation(line: 48, column: 42, scope: !381)
!387 = !DILocation(line: 48, column: 46, scope: !381)
!388 = !DILocation(line: 48, column: 44, scope: !381)
!389 = !DILocation(line: 48, column: 35, scope: !381)
!390 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !391, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!391 = !DISubroutineType(types: !392)
!392 = !{!6, !393, !6, !6, !6}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!394 = !DILocalVariable(name: "fns", arg: 1, scope: !390, file: !3, line: 62, type: !393)
!395 = !DILocation(line: 62, column: 35, scope: !390)
!396 = !DILocalVariable(name: "n", arg: 2, scope: !390, file: !3, line: 62, type: !6)
!397 = !DILocation(line: 62, column: 55, scope: !390)
!398 = !DILocalVariable(name: "a", arg: 3, scope: !390, file: !3, line: 62, type: !6)
!399 = !DILocation(line: 62, column: 62, scope: !390)
!400 = !DILocalVariable(name: "b", arg: 4, scope: !390, file: !3, line: 62, type: !6)
!401 = !DILocation(line: 62, column: 69, scope: !390)
!402 = !DILocalVariable(name: "acc", scope: !390, file: !3, line: 63, type: !6)
!403 = !DILocation(line: 63, column: 7, scope: !390)
!404 = !DILocalVariable(name: "i", scope: !405, file: !3, line: 64, type: !6)
!405 = distinct !DILexicalBlock(scope: !390, file: !3, line: 64, column: 3)
!406 = !DILocation(line: 64, column: 12, scope: !405)
!407 = !DILocation(line: 64, column: 8, scope: !405)
!408 = !DILocation(line: 64, column: 19, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !3, line: 64, column: 3)
!410 = !DILocation(line: 64, column: 23, scope: !409)
!411 = !DILocation(line: 64, column: 21, scope: !409)
!412 = !DILocation(line: 64, column: 3, scope: !405)
!413 = !DILocation(line: 64, column: 38, scope: !409)
!414 = !DILocation(line: 64, column: 42, scope: !409)
!415 = !DILocation(line: 64, column: 45, scope: !409)
!416 = !DILocation(line: 64, column: 48, scope: !409)
!417 = !DILocation(line: 64, column: 35, scope: !409)
!418 = !DILocation(line: 64, column: 31, scope: !409)
!419 = !DILocation(line: 64, column: 26, scope: !409)
!420 = !DILocation(line: 64, column: 3, scope: !409)
!421 = distinct !{!421, !412, !422, !129}
!422 = !DILocation(line: 64, column: 49, scope: !405)
!423 = !DILocation(line: 65, column: 10, scope: !390)
!424 = !DILocation(line: 65, column: 3, scope: !390)
!425 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!426 = !DILocation(line: 71, column: 27, scope: !32)
!427 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !428)
!428 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !429)
!429 = !{!430}
!430 = !DISubrange(count: 16)
!431 = !DILocation(line: 74, column: 7, scope: !32)
!432 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!433 = !DILocation(line: 74, column: 18, scope: !32)
!434 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!435 = !DILocation(line: 74, column: 26, scope: !32)
!436 = !DILocation(line: 76, column: 3, scope: !32)
!437 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!438 = !DILocation(line: 77, column: 1, scope: !32)
!439 = !DILocation(line: 77, column: 24, scope: !32)
!440 = !DILocation(line: 77, column: 31, scope: !32)
!441 = !DILocation(line: 77, column: 18, scope: !32)
!442 = !DILocation(line: 77, column: 10, scope: !32)
!443 = !DILocation(line: 77, column: 22, scope: !32)
!444 = !DILocation(line: 77, column: 36, scope: !32)
!445 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!446 = !DILocation(line: 78, column: 1, scope: !32)
!447 = !DILocation(line: 78, column: 11, scope: !32)
!448 = !DILocation(line: 78, column: 38, scope: !32)
!449 = !DILocation(line: 78, column: 32, scope: !32)
!450 = !DILocation(line: 78, column: 21, scope: !32)
!451 = !DILocation(line: 78, column: 24, scope: !32)
!452 = !DILocation(line: 78, column: 15, scope: !32)
!453 = !DILocation(line: 78, column: 29, scope: !32)
!454 = !DILocation(line: 78, column: 43, scope: !32)
!455 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!456 = !DILocation(line: 79, column: 1, scope: !32)
!457 = !DILocation(line: 79, column: 11, scope: !32)
!458 = !DILocation(line: 79, column: 38, scope: !32)
!459 = !DILocation(line: 79, column: 32, scope: !32)
!460 = !DILocation(line: 79, column: 21, scope: !32)
!461 = !DILocation(line: 79, column: 24, scope: !32)
!462 = !DILocation(line: 79, column: 15, scope: !32)
!463 = !DILocation(line: 79, column: 29, scope: !32)
!464 = !DILocation(line: 79, column: 43, scope: !32)
!465 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!466 = !DILocation(line: 80, column: 1, scope: !32)
!467 = !DILocation(line: 80, column: 28, scope: !32)
!468 = !DILocation(line: 80, column: 31, scope: !32)
!469 = !DILocation(line: 80, column: 22, scope: !32)
!470 = !DILocation(line: 80, column: 16, scope: !32)
!471 = !DILocation(line: 80, column: 10, scope: !32)
!472 = !DILocation(line: 80, column: 20, scope: !32)
!473 = !DILocation(line: 80, column: 39, scope: !32)
!474 = !DILocation(line: 80, column: 43, scope: !32)
!475 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!476 = !DILocation(line: 81, column: 1, scope: !32)
!477 = !DILocalVariable(name: "t", scope: !478, file: !3, line: 81, type: !6)
!478 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!479 = !DILocation(line: 81, column: 15, scope: !478)
!480 = !DILocation(line: 81, column: 19, scope: !478)
!481 = !DILocation(line: 81, column: 26, scope: !478)
!482 = !DILocation(line: 81, column: 41, scope: !483)
!483 = distinct !DILexicalBlock(scope: !478, file: !3, line: 81, column: 35)
!484 = !DILocation(line: 81, column: 35, scope: !483)
!485 = !DILocation(line: 81, column: 35, scope: !478)
!486 = !DILocation(line: 81, column: 53, scope: !483)
!487 = !DILocation(line: 81, column: 51, scope: !483)
!488 = !DILocation(line: 81, column: 48, scope: !483)
!489 = !DILocation(line: 81, column: 56, scope: !478)
!490 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!491 = !DILocation(line: 82, column: 1, scope: !32)
!492 = !DILocation(line: 82, column: 15, scope: !32)
!493 = !DILocation(line: 82, column: 18, scope: !32)
!494 = !DILocation(line: 82, column: 9, scope: !32)
!495 = !DILocation(line: 82, column: 22, scope: !32)
!496 = !DILocation(line: 82, column: 26, scope: !32)
!497 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!498 = !DILocation(line: 83, column: 1, scope: !32)
!499 = !DILocalVariable(name: "t", scope: !500, file: !3, line: 83, type: !6)
!500 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!501 = !DILocation(line: 83, column: 16, scope: !500)
!502 = !DILocation(line: 83, column: 26, scope: !500)
!503 = !DILocation(line: 83, column: 29, scope: !500)
!504 = !DILocation(line: 83, column: 20, scope: !500)
!505 = !DILocation(line: 83, column: 57, scope: !500)
!506 = !DILocation(line: 83, column: 60, scope: !500)
!507 = !DILocation(line: 83, column: 51, scope: !500)
!508 = !DILocation(line: 83, column: 41, scope: !500)
!509 = !DILocation(line: 83, column: 44, scope: !500)
!510 = !DILocation(line: 83, column: 35, scope: !500)
!511 = !DILocation(line: 83, column: 49, scope: !500)
!512 = !DILocation(line: 83, column: 82, scope: !500)
!513 = !DILocation(line: 83, column: 72, scope: !500)
!514 = !DILocation(line: 83, column: 75, scope: !500)
!515 = !DILocation(line: 83, column: 66, scope: !500)
!516 = !DILocation(line: 83, column: 80, scope: !500)
!517 = !DILocation(line: 83, column: 85, scope: !500)
!518 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!519 = !DILocation(line: 84, column: 1, scope: !32)
!520 = !DILocation(line: 84, column: 23, scope: !32)
!521 = !DILocation(line: 84, column: 26, scope: !32)
!522 = !DILocation(line: 84, column: 17, scope: !32)
!523 = !DILocation(line: 84, column: 10, scope: !32)
!524 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!525 = !DILocalVariable(name: "a", arg: 1, scope: !524, file: !3, line: 50, type: !6)
!526 = !DILocation(line: 50, column: 23, scope: !524)
!527 = !DILocalVariable(name: "b", arg: 2, scope: !524, file: !3, line: 50, type: !6)
!528 = !DILocation(line: 50, column: 30, scope: !524)
!529 = !DILocation(line: 50, column: 42, scope: !524)
!530 = !DILocation(line: 50, column: 46, scope: !524)
!531 = !DILocation(line: 50, column: 50, scope: !524)
!532 = !DILocation(line: 50, column: 48, scope: !524)
!533 = !DILocation(line: 50, column: 35, scope: !524)
