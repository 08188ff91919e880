; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

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
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !0
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !53
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* null], align 4, !dbg !57
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !64
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 4, !dbg !69
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 4, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone uwtable
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !92, metadata !DIExpression()), !dbg !98
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !98
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false), !dbg !98
  %13 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef byval(%struct.Pt) align 4 %2), !dbg !99
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %13), !dbg !100
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !101
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %15), !dbg !102
  call void @llvm.dbg.declare(metadata i8** %3, metadata !103, metadata !DIExpression()), !dbg !104
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %3, align 4, !dbg !104
  call void @llvm.dbg.declare(metadata i8** %4, metadata !105, metadata !DIExpression()), !dbg !107
  %17 = load i8*, i8** %3, align 4, !dbg !108
  store i8* %17, i8** %4, align 4, !dbg !107
  br label %18, !dbg !109

18:                                               ; preds = %38, %0
  %19 = load i8*, i8** %4, align 4, !dbg !110
  %20 = load i8, i8* %19, align 1, !dbg !112
  %21 = icmp ne i8 %20, 0, !dbg !113
  br i1 %21, label %22, label %41, !dbg !113

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !114, metadata !DIExpression()), !dbg !116
  %23 = load i8*, i8** %4, align 4, !dbg !117
  %24 = load i8, i8* %23, align 1, !dbg !118
  %25 = call i32 (i32, i32)* @lookup(i8 noundef signext %24), !dbg !119
  store i32 (i32, i32)* %25, i32 (i32, i32)** %5, align 4, !dbg !116
  %26 = load i8*, i8** %4, align 4, !dbg !120
  %27 = load i8, i8* %26, align 1, !dbg !121
  %28 = sext i8 %27 to i32, !dbg !121
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !122
  %30 = icmp ne i32 (i32, i32)* %29, null, !dbg !122
  br i1 %30, label %31, label %34, !dbg !122

31:                                               ; preds = %22
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !123
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !123
  br label %35, !dbg !122

34:                                               ; preds = %22
  br label %35, !dbg !122

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ], !dbg !122
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %28, i32 noundef %36), !dbg !124
  br label %38, !dbg !125

38:                                               ; preds = %35
  %39 = load i8*, i8** %4, align 4, !dbg !126
  %40 = getelementptr inbounds i8, i8* %39, i32 1, !dbg !126
  store i8* %40, i8** %4, align 4, !dbg !126
  br label %18, !dbg !127, !llvm.loop !128

41:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !131, metadata !DIExpression()), !dbg !135
  %42 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !135
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false), !dbg !135
  %43 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0, !dbg !136
  %44 = call i32 @apply_all(i32 (i32, i32)** noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !137
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %44), !dbg !138
  call void @llvm.dbg.declare(metadata i32* %7, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 1, i32* %7, align 4, !dbg !140
  call void @llvm.dbg.declare(metadata i32* %8, metadata !141, metadata !DIExpression()), !dbg !143
  store i32 5, i32* %8, align 4, !dbg !143
  br label %46, !dbg !144

46:                                               ; preds = %53, %41
  %47 = load i32, i32* %8, align 4, !dbg !145
  %48 = icmp sgt i32 %47, 0, !dbg !147
  br i1 %48, label %49, label %56, !dbg !148

49:                                               ; preds = %46
  %50 = load i32, i32* %8, align 4, !dbg !149
  %51 = load i32, i32* %7, align 4, !dbg !150
  %52 = mul nsw i32 %51, %50, !dbg !150
  store i32 %52, i32* %7, align 4, !dbg !150
  br label %53, !dbg !151

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4, !dbg !152
  %55 = add nsw i32 %54, -1, !dbg !152
  store i32 %55, i32* %8, align 4, !dbg !152
  br label %46, !dbg !153, !llvm.loop !154

56:                                               ; preds = %46
  %57 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !156
  %58 = load i32, i32* %7, align 4, !dbg !157
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %57, i32 noundef %58), !dbg !158
  call void @llvm.dbg.declare(metadata i32* %9, metadata !159, metadata !DIExpression()), !dbg !161
  store i32 -2128831035, i32* %9, align 4, !dbg !161
  call void @llvm.dbg.declare(metadata i32* %10, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 0, i32* %10, align 4, !dbg !164
  br label %60, !dbg !165

60:                                               ; preds = %71, %56
  %61 = load i32, i32* %10, align 4, !dbg !166
  %62 = icmp ult i32 %61, 39, !dbg !168
  br i1 %62, label %63, label %74, !dbg !169

63:                                               ; preds = %60
  %64 = load i32, i32* %9, align 4, !dbg !170
  %65 = load i32, i32* %10, align 4, !dbg !171
  %66 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %65, !dbg !172
  %67 = load i8, i8* %66, align 1, !dbg !172
  %68 = zext i8 %67 to i32, !dbg !173
  %69 = xor i32 %64, %68, !dbg !174
  %70 = mul i32 %69, 16777619, !dbg !175
  store i32 %70, i32* %9, align 4, !dbg !176
  br label %71, !dbg !177

71:                                               ; preds = %63
  %72 = load i32, i32* %10, align 4, !dbg !178
  %73 = add i32 %72, 1, !dbg !178
  store i32 %73, i32* %10, align 4, !dbg !178
  br label %60, !dbg !179, !llvm.loop !180

74:                                               ; preds = %60
  %75 = load i32, i32* %9, align 4, !dbg !182
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef %75), !dbg !183
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !184
  %78 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1, !dbg !185
  %79 = zext i8 %78 to i32, !dbg !185
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1, !dbg !186
  %81 = zext i8 %80 to i32, !dbg !186
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1, !dbg !187
  %83 = zext i8 %82 to i32, !dbg !187
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %79, i32 noundef %81, i32 noundef %83), !dbg !188
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !189, metadata !DIExpression()), !dbg !192
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4, !dbg !192
  br label %85, !dbg !193

85:                                               ; preds = %103, %74
  %86 = load i8**, i8*** %11, align 4, !dbg !194
  %87 = load i8*, i8** %86, align 4, !dbg !196
  %88 = icmp ne i8* %87, null, !dbg !197
  br i1 %88, label %89, label %106, !dbg !197

89:                                               ; preds = %85
  %90 = load i8**, i8*** %11, align 4, !dbg !198
  %91 = getelementptr inbounds i8*, i8** %90, i32 0, !dbg !198
  %92 = load i8*, i8** %91, align 4, !dbg !198
  %93 = load i8, i8* %92, align 1, !dbg !199
  %94 = sext i8 %93 to i32, !dbg !199
  %95 = icmp eq i32 %94, 27, !dbg !200
  br i1 %95, label %96, label %97, !dbg !199

96:                                               ; preds = %89
  br label %100, !dbg !199

97:                                               ; preds = %89
  %98 = load i8**, i8*** %11, align 4, !dbg !201
  %99 = load i8*, i8** %98, align 4, !dbg !202
  br label %100, !dbg !199

100:                                              ; preds = %97, %96
  %101 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), %96 ], [ %99, %97 ], !dbg !199
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %101), !dbg !203
  br label %103, !dbg !203

103:                                              ; preds = %100
  %104 = load i8**, i8*** %11, align 4, !dbg !204
  %105 = getelementptr inbounds i8*, i8** %104, i32 1, !dbg !204
  store i8** %105, i8*** %11, align 4, !dbg !204
  br label %85, !dbg !205, !llvm.loop !206

106:                                              ; preds = %85
  %107 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 4, !dbg !208
  %108 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 4, !dbg !209
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %107, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %108, i32 noundef 6), !dbg !210
  %110 = call i32 @putchar(i32 noundef 10), !dbg !211
  ret i32 0, !dbg !212
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !213 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !216, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata i8** %3, metadata !218, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata i8** %4, metadata !224, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.declare(metadata i64* %5, metadata !226, metadata !DIExpression()), !dbg !227
  store i64 0, i64* %5, align 8, !dbg !227
  %10 = bitcast i8** %3 to i8*, !dbg !228
  call void @llvm.va_start(i8* %10), !dbg !228
  %11 = bitcast i8** %4 to i8*, !dbg !229
  %12 = bitcast i8** %3 to i8*, !dbg !229
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !229
  call void @llvm.dbg.declare(metadata i8** %6, metadata !230, metadata !DIExpression()), !dbg !232
  %13 = load i8*, i8** %2, align 4, !dbg !233
  store i8* %13, i8** %6, align 4, !dbg !232
  br label %14, !dbg !234

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 4, !dbg !235
  %16 = load i8, i8* %15, align 1, !dbg !237
  %17 = icmp ne i8 %16, 0, !dbg !238
  br i1 %17, label %18, label %91, !dbg !238

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4, !dbg !239
  %20 = load i8, i8* %19, align 1, !dbg !241
  %21 = sext i8 %20 to i32, !dbg !241
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ], !dbg !242

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 4, !dbg !243
  %24 = getelementptr inbounds i8, i8* %23, i32 4, !dbg !243
  store i8* %24, i8** %3, align 4, !dbg !243
  %25 = bitcast i8* %23 to i32*, !dbg !243
  %26 = load i32, i32* %25, align 4, !dbg !243
  %27 = sext i32 %26 to i64, !dbg !243
  %28 = load i64, i64* %5, align 8, !dbg !245
  %29 = add nsw i64 %28, %27, !dbg !245
  store i64 %29, i64* %5, align 8, !dbg !245
  br label %87, !dbg !246

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 4, !dbg !247
  %32 = getelementptr inbounds i8, i8* %31, i32 8, !dbg !247
  store i8* %32, i8** %3, align 4, !dbg !247
  %33 = bitcast i8* %31 to i64*, !dbg !247
  %34 = load i64, i64* %33, align 4, !dbg !247
  %35 = load i64, i64* %5, align 8, !dbg !248
  %36 = add nsw i64 %35, %34, !dbg !248
  store i64 %36, i64* %5, align 8, !dbg !248
  br label %87, !dbg !249

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 4, !dbg !250
  %39 = getelementptr inbounds i8, i8* %38, i32 8, !dbg !250
  store i8* %39, i8** %3, align 4, !dbg !250
  %40 = bitcast i8* %38 to double*, !dbg !250
  %41 = load double, double* %40, align 4, !dbg !250
  %42 = fmul double %41, 1.000000e+01, !dbg !251
  %43 = fptosi double %42 to i64, !dbg !252
  %44 = load i64, i64* %5, align 8, !dbg !253
  %45 = add nsw i64 %44, %43, !dbg !253
  store i64 %45, i64* %5, align 8, !dbg !253
  br label %87, !dbg !254

46:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !255, metadata !DIExpression()), !dbg !257
  %47 = load i8*, i8** %3, align 4, !dbg !258
  %48 = getelementptr inbounds i8, i8* %47, i32 4, !dbg !258
  store i8* %48, i8** %3, align 4, !dbg !258
  %49 = bitcast i8* %47 to i8**, !dbg !258
  %50 = load i8*, i8** %49, align 4, !dbg !258
  store i8* %50, i8** %7, align 4, !dbg !257
  br label %51, !dbg !259

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 4, !dbg !260
  %53 = getelementptr inbounds i8, i8* %52, i32 1, !dbg !260
  store i8* %53, i8** %7, align 4, !dbg !260
  %54 = load i8, i8* %52, align 1, !dbg !261
  %55 = icmp ne i8 %54, 0, !dbg !259
  br i1 %55, label %56, label %59, !dbg !259

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8, !dbg !262
  %58 = add nsw i64 %57, 1, !dbg !262
  store i64 %58, i64* %5, align 8, !dbg !262
  br label %51, !dbg !259, !llvm.loop !263

59:                                               ; preds = %51
  br label %87, !dbg !265

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 4, !dbg !266
  %62 = getelementptr inbounds i8, i8* %61, i32 4, !dbg !266
  store i8* %62, i8** %3, align 4, !dbg !266
  %63 = bitcast i8* %61 to i32*, !dbg !266
  %64 = load i32, i32* %63, align 4, !dbg !266
  %65 = trunc i32 %64 to i8, !dbg !267
  %66 = sext i8 %65 to i64, !dbg !267
  %67 = load i64, i64* %5, align 8, !dbg !268
  %68 = add nsw i64 %67, %66, !dbg !268
  store i64 %68, i64* %5, align 8, !dbg !268
  br label %87, !dbg !269

69:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !270, metadata !DIExpression()), !dbg !272
  %70 = load i8*, i8** %3, align 4, !dbg !273
  %71 = getelementptr inbounds i8, i8* %70, i32 4, !dbg !273
  store i8* %71, i8** %3, align 4, !dbg !273
  %72 = bitcast i8* %70 to %struct.Pt*, !dbg !273
  %73 = bitcast %struct.Pt* %8 to i8*, !dbg !273
  %74 = bitcast %struct.Pt* %72 to i8*, !dbg !273
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %73, i8* align 4 %74, i32 4, i1 false), !dbg !273
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !274
  %76 = load i16, i16* %75, align 2, !dbg !274
  %77 = sext i16 %76 to i32, !dbg !275
  %78 = mul nsw i32 %77, 100, !dbg !276
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !277
  %80 = load i16, i16* %79, align 2, !dbg !277
  %81 = sext i16 %80 to i32, !dbg !278
  %82 = add nsw i32 %78, %81, !dbg !279
  %83 = sext i32 %82 to i64, !dbg !275
  %84 = load i64, i64* %5, align 8, !dbg !280
  %85 = add nsw i64 %84, %83, !dbg !280
  store i64 %85, i64* %5, align 8, !dbg !280
  br label %87, !dbg !281

86:                                               ; preds = %18
  br label %87, !dbg !282

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88, !dbg !283

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 4, !dbg !284
  %90 = getelementptr inbounds i8, i8* %89, i32 1, !dbg !284
  store i8* %90, i8** %6, align 4, !dbg !284
  br label %14, !dbg !285, !llvm.loop !286

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*, !dbg !288
  call void @llvm.va_end(i8* %92), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %9, metadata !289, metadata !DIExpression()), !dbg !290
  %93 = load i8*, i8** %2, align 4, !dbg !291
  %94 = load i8, i8* %93, align 1, !dbg !292
  %95 = sext i8 %94 to i32, !dbg !292
  %96 = icmp eq i32 %95, 105, !dbg !293
  br i1 %96, label %97, label %102, !dbg !294

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 4, !dbg !295
  %99 = getelementptr inbounds i8, i8* %98, i32 4, !dbg !295
  store i8* %99, i8** %4, align 4, !dbg !295
  %100 = bitcast i8* %98 to i32*, !dbg !295
  %101 = load i32, i32* %100, align 4, !dbg !295
  br label %103, !dbg !294

102:                                              ; preds = %91
  br label %103, !dbg !294

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ], !dbg !294
  store i32 %104, i32* %9, align 4, !dbg !290
  %105 = bitcast i8** %4 to i8*, !dbg !296
  call void @llvm.va_end(i8* %105), !dbg !296
  %106 = load i64, i64* %5, align 8, !dbg !297
  %107 = mul nsw i64 %106, 1000, !dbg !298
  %108 = load i32, i32* %9, align 4, !dbg !299
  %109 = sext i32 %108 to i64, !dbg !299
  %110 = add nsw i64 %107, %109, !dbg !300
  ret i64 %110, !dbg !301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !302 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !305, metadata !DIExpression()), !dbg !306
  call void @llvm.dbg.declare(metadata i8** %3, metadata !307, metadata !DIExpression()), !dbg !308
  %5 = bitcast i8** %3 to i8*, !dbg !309
  call void @llvm.va_start(i8* %5), !dbg !309
  call void @llvm.dbg.declare(metadata i32* %4, metadata !310, metadata !DIExpression()), !dbg !311
  store i32 0, i32* %4, align 4, !dbg !311
  br label %6, !dbg !312

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !313
  %8 = add nsw i32 %7, -1, !dbg !313
  store i32 %8, i32* %2, align 4, !dbg !313
  %9 = icmp sgt i32 %7, 0, !dbg !314
  br i1 %9, label %10, label %18, !dbg !312

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !315
  %12 = mul nsw i32 %11, 31, !dbg !316
  %13 = load i8*, i8** %3, align 4, !dbg !317
  %14 = getelementptr inbounds i8, i8* %13, i32 4, !dbg !317
  store i8* %14, i8** %3, align 4, !dbg !317
  %15 = bitcast i8* %13 to i32*, !dbg !317
  %16 = load i32, i32* %15, align 4, !dbg !317
  %17 = add nsw i32 %12, %16, !dbg !318
  store i32 %17, i32* %4, align 4, !dbg !319
  br label %6, !dbg !312, !llvm.loop !320

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !322
  call void @llvm.va_end(i8* %19), !dbg !322
  %20 = load i32, i32* %4, align 4, !dbg !323
  ret i32 %20, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #4 !dbg !325 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !328, metadata !DIExpression()), !dbg !329
  call void @llvm.dbg.declare(metadata i32* %4, metadata !330, metadata !DIExpression()), !dbg !332
  store i32 0, i32* %4, align 4, !dbg !332
  br label %5, !dbg !333

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !334
  %7 = icmp ult i32 %6, 4, !dbg !336
  br i1 %7, label %8, label %26, !dbg !337

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !338
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9, !dbg !340
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0, !dbg !341
  %12 = load i8, i8* %11, align 4, !dbg !341
  %13 = sext i8 %12 to i32, !dbg !340
  %14 = load i8, i8* %3, align 1, !dbg !342
  %15 = sext i8 %14 to i32, !dbg !342
  %16 = icmp eq i32 %13, %15, !dbg !343
  br i1 %16, label %17, label %22, !dbg !344

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4, !dbg !345
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18, !dbg !346
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1, !dbg !347
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4, !dbg !347
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4, !dbg !348
  br label %27, !dbg !348

22:                                               ; preds = %8
  br label %23, !dbg !342

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !349
  %25 = add i32 %24, 1, !dbg !349
  store i32 %25, i32* %4, align 4, !dbg !349
  br label %5, !dbg !350, !llvm.loop !351

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4, !dbg !353
  br label %27, !dbg !353

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4, !dbg !354
  ret i32 (i32, i32)* %28, !dbg !354
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !355 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !356, metadata !DIExpression()), !dbg !357
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !358, metadata !DIExpression()), !dbg !359
  %5 = load i32, i32* %3, align 4, !dbg !360
  %6 = load i32, i32* %4, align 4, !dbg !361
  %7 = add nsw i32 %5, %6, !dbg !362
  ret i32 %7, !dbg !363
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !364 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !365, metadata !DIExpression()), !dbg !366
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !367, metadata !DIExpression()), !dbg !368
  %5 = load i32, i32* %3, align 4, !dbg !369
  %6 = load i32, i32* %4, align 4, !dbg !370
  %7 = mul nsw i32 %5, %6, !dbg !371
  ret i32 %7, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !373 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !374, metadata !DIExpression()), !dbg !375
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !376, metadata !DIExpression()), !dbg !377
  %5 = load i32, i32* %3, align 4, !dbg !378
  %6 = load i32, i32* %4, align 4, !dbg !379
  %7 = sub nsw i32 %5, %6, !dbg !380
  ret i32 %7, !dbg !381
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !382 {
  %5 = alloca i32 (i32, i32)**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !386, metadata !DIExpression()), !dbg !387
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !388, metadata !DIExpression()), !dbg !389
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !390, metadata !DIExpression()), !dbg !391
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !392, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.declare(metadata i32* %9, metadata !394, metadata !DIExpression()), !dbg !395
  store i32 0, i32* %9, align 4, !dbg !395
  call void @llvm.dbg.declare(metadata i32* %10, metadata !396, metadata !DIExpression()), !dbg !398
  store i32 0, i32* %10, align 4, !dbg !398
  br label %11, !dbg !399

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4, !dbg !400
  %13 = load i32, i32* %6, align 4, !dbg !402
  %14 = icmp slt i32 %12, %13, !dbg !403
  br i1 %14, label %15, label %28, !dbg !404

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 4, !dbg !405
  %17 = load i32, i32* %10, align 4, !dbg !406
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17, !dbg !405
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4, !dbg !405
  %20 = load i32, i32* %7, align 4, !dbg !407
  %21 = load i32, i32* %8, align 4, !dbg !408
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !405
  %23 = load i32, i32* %9, align 4, !dbg !409
  %24 = add nsw i32 %23, %22, !dbg !409
  store i32 %24, i32* %9, align 4, !dbg !409
  br label %25, !dbg !410

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4, !dbg !411
  %27 = add nsw i32 %26, 1, !dbg !411
  store i32 %27, i32* %10, align 4, !dbg !411
  br label %11, !dbg !412, !llvm.loop !413

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4, !dbg !415
  ret i32 %29, !dbg !416
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !417, metadata !DIExpression()), !dbg !418
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !419, metadata !DIExpression()), !dbg !423
  call void @llvm.dbg.declare(metadata i32* %4, metadata !424, metadata !DIExpression()), !dbg !425
  store i32 0, i32* %4, align 4, !dbg !425
  call void @llvm.dbg.declare(metadata i32* %5, metadata !426, metadata !DIExpression()), !dbg !427
  store i32 0, i32* %5, align 4, !dbg !427
  %8 = load i32*, i32** %2, align 4, !dbg !428
  %9 = load i32, i32* %5, align 4, !dbg !428
  %10 = add nsw i32 %9, 1, !dbg !428
  store i32 %10, i32* %5, align 4, !dbg !428
  %11 = getelementptr inbounds i32, i32* %8, i32 %9, !dbg !428
  %12 = load i32, i32* %11, align 4, !dbg !428
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12, !dbg !428
  %14 = load i8*, i8** %13, align 4, !dbg !428
  br label %145, !dbg !428

15:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !429), !dbg !430
  %16 = load i32*, i32** %2, align 4, !dbg !431
  %17 = load i32, i32* %5, align 4, !dbg !432
  %18 = add nsw i32 %17, 1, !dbg !432
  store i32 %18, i32* %5, align 4, !dbg !432
  %19 = getelementptr inbounds i32, i32* %16, i32 %17, !dbg !431
  %20 = load i32, i32* %19, align 4, !dbg !431
  %21 = load i32, i32* %4, align 4, !dbg !433
  %22 = add nsw i32 %21, 1, !dbg !433
  store i32 %22, i32* %4, align 4, !dbg !433
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21, !dbg !434
  store i32 %20, i32* %23, align 4, !dbg !435
  %24 = load i32*, i32** %2, align 4, !dbg !436
  %25 = load i32, i32* %5, align 4, !dbg !436
  %26 = add nsw i32 %25, 1, !dbg !436
  store i32 %26, i32* %5, align 4, !dbg !436
  %27 = getelementptr inbounds i32, i32* %24, i32 %25, !dbg !436
  %28 = load i32, i32* %27, align 4, !dbg !436
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28, !dbg !436
  %30 = load i8*, i8** %29, align 4, !dbg !436
  br label %145, !dbg !436

31:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !437), !dbg !438
  %32 = load i32, i32* %4, align 4, !dbg !439
  %33 = add nsw i32 %32, -1, !dbg !439
  store i32 %33, i32* %4, align 4, !dbg !439
  %34 = load i32, i32* %4, align 4, !dbg !440
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34, !dbg !441
  %36 = load i32, i32* %35, align 4, !dbg !441
  %37 = load i32, i32* %4, align 4, !dbg !442
  %38 = sub nsw i32 %37, 1, !dbg !443
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38, !dbg !444
  %40 = load i32, i32* %39, align 4, !dbg !445
  %41 = add nsw i32 %40, %36, !dbg !445
  store i32 %41, i32* %39, align 4, !dbg !445
  %42 = load i32*, i32** %2, align 4, !dbg !446
  %43 = load i32, i32* %5, align 4, !dbg !446
  %44 = add nsw i32 %43, 1, !dbg !446
  store i32 %44, i32* %5, align 4, !dbg !446
  %45 = getelementptr inbounds i32, i32* %42, i32 %43, !dbg !446
  %46 = load i32, i32* %45, align 4, !dbg !446
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46, !dbg !446
  %48 = load i8*, i8** %47, align 4, !dbg !446
  br label %145, !dbg !446

49:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !447), !dbg !448
  %50 = load i32, i32* %4, align 4, !dbg !449
  %51 = add nsw i32 %50, -1, !dbg !449
  store i32 %51, i32* %4, align 4, !dbg !449
  %52 = load i32, i32* %4, align 4, !dbg !450
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52, !dbg !451
  %54 = load i32, i32* %53, align 4, !dbg !451
  %55 = load i32, i32* %4, align 4, !dbg !452
  %56 = sub nsw i32 %55, 1, !dbg !453
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56, !dbg !454
  %58 = load i32, i32* %57, align 4, !dbg !455
  %59 = mul nsw i32 %58, %54, !dbg !455
  store i32 %59, i32* %57, align 4, !dbg !455
  %60 = load i32*, i32** %2, align 4, !dbg !456
  %61 = load i32, i32* %5, align 4, !dbg !456
  %62 = add nsw i32 %61, 1, !dbg !456
  store i32 %62, i32* %5, align 4, !dbg !456
  %63 = getelementptr inbounds i32, i32* %60, i32 %61, !dbg !456
  %64 = load i32, i32* %63, align 4, !dbg !456
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64, !dbg !456
  %66 = load i8*, i8** %65, align 4, !dbg !456
  br label %145, !dbg !456

67:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !457), !dbg !458
  %68 = load i32, i32* %4, align 4, !dbg !459
  %69 = sub nsw i32 %68, 2, !dbg !460
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69, !dbg !461
  %71 = load i32, i32* %70, align 4, !dbg !461
  %72 = load i32, i32* %4, align 4, !dbg !462
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72, !dbg !463
  store i32 %71, i32* %73, align 4, !dbg !464
  %74 = load i32, i32* %4, align 4, !dbg !465
  %75 = add nsw i32 %74, 1, !dbg !465
  store i32 %75, i32* %4, align 4, !dbg !465
  %76 = load i32*, i32** %2, align 4, !dbg !466
  %77 = load i32, i32* %5, align 4, !dbg !466
  %78 = add nsw i32 %77, 1, !dbg !466
  store i32 %78, i32* %5, align 4, !dbg !466
  %79 = getelementptr inbounds i32, i32* %76, i32 %77, !dbg !466
  %80 = load i32, i32* %79, align 4, !dbg !466
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80, !dbg !466
  %82 = load i8*, i8** %81, align 4, !dbg !466
  br label %145, !dbg !466

83:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !467), !dbg !468
  call void @llvm.dbg.declare(metadata i32* %6, metadata !469, metadata !DIExpression()), !dbg !471
  %84 = load i32*, i32** %2, align 4, !dbg !472
  %85 = load i32, i32* %5, align 4, !dbg !473
  %86 = add nsw i32 %85, 1, !dbg !473
  store i32 %86, i32* %5, align 4, !dbg !473
  %87 = getelementptr inbounds i32, i32* %84, i32 %85, !dbg !472
  %88 = load i32, i32* %87, align 4, !dbg !472
  store i32 %88, i32* %6, align 4, !dbg !471
  %89 = load i32, i32* %4, align 4, !dbg !474
  %90 = add nsw i32 %89, -1, !dbg !474
  store i32 %90, i32* %4, align 4, !dbg !474
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90, !dbg !476
  %92 = load i32, i32* %91, align 4, !dbg !476
  %93 = icmp ne i32 %92, 0, !dbg !476
  br i1 %93, label %94, label %96, !dbg !477

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4, !dbg !478
  store i32 %95, i32* %5, align 4, !dbg !479
  br label %96, !dbg !480

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4, !dbg !481
  %98 = load i32, i32* %5, align 4, !dbg !481
  %99 = add nsw i32 %98, 1, !dbg !481
  store i32 %99, i32* %5, align 4, !dbg !481
  %100 = getelementptr inbounds i32, i32* %97, i32 %98, !dbg !481
  %101 = load i32, i32* %100, align 4, !dbg !481
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101, !dbg !481
  %103 = load i8*, i8** %102, align 4, !dbg !481
  br label %145, !dbg !481

104:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !482), !dbg !483
  %105 = load i32, i32* %4, align 4, !dbg !484
  %106 = sub nsw i32 %105, 1, !dbg !485
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106, !dbg !486
  %108 = load i32, i32* %107, align 4, !dbg !487
  %109 = add nsw i32 %108, -1, !dbg !487
  store i32 %109, i32* %107, align 4, !dbg !487
  %110 = load i32*, i32** %2, align 4, !dbg !488
  %111 = load i32, i32* %5, align 4, !dbg !488
  %112 = add nsw i32 %111, 1, !dbg !488
  store i32 %112, i32* %5, align 4, !dbg !488
  %113 = getelementptr inbounds i32, i32* %110, i32 %111, !dbg !488
  %114 = load i32, i32* %113, align 4, !dbg !488
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114, !dbg !488
  %116 = load i8*, i8** %115, align 4, !dbg !488
  br label %145, !dbg !488

117:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !489), !dbg !490
  call void @llvm.dbg.declare(metadata i32* %7, metadata !491, metadata !DIExpression()), !dbg !493
  %118 = load i32, i32* %4, align 4, !dbg !494
  %119 = sub nsw i32 %118, 1, !dbg !495
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119, !dbg !496
  %121 = load i32, i32* %120, align 4, !dbg !496
  store i32 %121, i32* %7, align 4, !dbg !493
  %122 = load i32, i32* %4, align 4, !dbg !497
  %123 = sub nsw i32 %122, 2, !dbg !498
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123, !dbg !499
  %125 = load i32, i32* %124, align 4, !dbg !499
  %126 = load i32, i32* %4, align 4, !dbg !500
  %127 = sub nsw i32 %126, 1, !dbg !501
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127, !dbg !502
  store i32 %125, i32* %128, align 4, !dbg !503
  %129 = load i32, i32* %7, align 4, !dbg !504
  %130 = load i32, i32* %4, align 4, !dbg !505
  %131 = sub nsw i32 %130, 2, !dbg !506
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131, !dbg !507
  store i32 %129, i32* %132, align 4, !dbg !508
  %133 = load i32*, i32** %2, align 4, !dbg !509
  %134 = load i32, i32* %5, align 4, !dbg !509
  %135 = add nsw i32 %134, 1, !dbg !509
  store i32 %135, i32* %5, align 4, !dbg !509
  %136 = getelementptr inbounds i32, i32* %133, i32 %134, !dbg !509
  %137 = load i32, i32* %136, align 4, !dbg !509
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137, !dbg !509
  %139 = load i8*, i8** %138, align 4, !dbg !509
  br label %145, !dbg !509

140:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !510), !dbg !511
  %141 = load i32, i32* %4, align 4, !dbg !512
  %142 = sub nsw i32 %141, 1, !dbg !513
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142, !dbg !514
  %144 = load i32, i32* %143, align 4, !dbg !514
  ret i32 %144, !dbg !515

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi i8* [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr i8* %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare i32 @putchar(i32 noundef) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !516 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !517, metadata !DIExpression()), !dbg !518
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !519, metadata !DIExpression()), !dbg !520
  %5 = load i32, i32* %4, align 4, !dbg !521
  %6 = icmp ne i32 %5, 0, !dbg !521
  br i1 %6, label %7, label %11, !dbg !521

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !522
  %9 = load i32, i32* %4, align 4, !dbg !523
  %10 = sdiv i32 %8, %9, !dbg !524
  br label %12, !dbg !521

11:                                               ; preds = %2
  br label %12, !dbg !521

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !521
  ret i32 %13, !dbg !525
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

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
!65 = distinct !DIGlobalVariable(name: "buf2d", scope: !7, file: !3, line: 93, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !67)
!67 = !{!68, !63}
!68 = !DISubrange(count: 3)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "init", scope: !7, file: !3, line: 94, type: !71, isLocal: true, isDefinition: true)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 94, size: 160, elements: !72)
!72 = !{!73, !74, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !71, file: !3, line: 94, baseType: !6, size: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !71, file: !3, line: 94, baseType: !75, size: 48, offset: 32)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 48, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 6)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !71, file: !3, line: 94, baseType: !79, size: 64, offset: 96)
!79 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 416, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 13)
!83 = !{i32 1, !"NumRegisterParameters", i32 0}
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 7, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 1}
!90 = !{i32 7, !"frame-pointer", i32 2}
!91 = !{!"Debian clang version 14.0.6"}
!92 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !94)
!94 = !{!95, !97}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !93, file: !3, line: 11, baseType: !96, size: 16)
!96 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !93, file: !3, line: 11, baseType: !96, size: 16, offset: 16)
!98 = !DILocation(line: 100, column: 13, scope: !2)
!99 = !DILocation(line: 101, column: 25, scope: !2)
!100 = !DILocation(line: 101, column: 3, scope: !2)
!101 = !DILocation(line: 102, column: 26, scope: !2)
!102 = !DILocation(line: 102, column: 3, scope: !2)
!103 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!104 = !DILocation(line: 104, column: 15, scope: !2)
!105 = !DILocalVariable(name: "e", scope: !106, file: !3, line: 105, type: !61)
!106 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!107 = !DILocation(line: 105, column: 20, scope: !106)
!108 = !DILocation(line: 105, column: 24, scope: !106)
!109 = !DILocation(line: 105, column: 8, scope: !106)
!110 = !DILocation(line: 105, column: 31, scope: !111)
!111 = distinct !DILexicalBlock(scope: !106, file: !3, line: 105, column: 3)
!112 = !DILocation(line: 105, column: 30, scope: !111)
!113 = !DILocation(line: 105, column: 3, scope: !106)
!114 = !DILocalVariable(name: "f", scope: !115, file: !3, line: 106, type: !24)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 105, column: 39)
!116 = !DILocation(line: 106, column: 11, scope: !115)
!117 = !DILocation(line: 106, column: 23, scope: !115)
!118 = !DILocation(line: 106, column: 22, scope: !115)
!119 = !DILocation(line: 106, column: 15, scope: !115)
!120 = !DILocation(line: 107, column: 23, scope: !115)
!121 = !DILocation(line: 107, column: 22, scope: !115)
!122 = !DILocation(line: 107, column: 26, scope: !115)
!123 = !DILocation(line: 107, column: 30, scope: !115)
!124 = !DILocation(line: 107, column: 5, scope: !115)
!125 = !DILocation(line: 108, column: 3, scope: !115)
!126 = !DILocation(line: 105, column: 34, scope: !111)
!127 = !DILocation(line: 105, column: 3, scope: !111)
!128 = distinct !{!128, !113, !129, !130}
!129 = !DILocation(line: 108, column: 3, scope: !106)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 96, elements: !134)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!134 = !{!68}
!135 = !DILocation(line: 109, column: 15, scope: !2)
!136 = !DILocation(line: 110, column: 36, scope: !2)
!137 = !DILocation(line: 110, column: 26, scope: !2)
!138 = !DILocation(line: 110, column: 3, scope: !2)
!139 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!140 = !DILocation(line: 116, column: 7, scope: !2)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 117, type: !6)
!142 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!143 = !DILocation(line: 117, column: 12, scope: !142)
!144 = !DILocation(line: 117, column: 8, scope: !142)
!145 = !DILocation(line: 117, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !3, line: 117, column: 3)
!147 = !DILocation(line: 117, column: 21, scope: !146)
!148 = !DILocation(line: 117, column: 3, scope: !142)
!149 = !DILocation(line: 117, column: 39, scope: !146)
!150 = !DILocation(line: 117, column: 36, scope: !146)
!151 = !DILocation(line: 117, column: 31, scope: !146)
!152 = !DILocation(line: 117, column: 26, scope: !146)
!153 = !DILocation(line: 117, column: 3, scope: !146)
!154 = distinct !{!154, !148, !155, !130}
!155 = !DILocation(line: 117, column: 39, scope: !142)
!156 = !DILocation(line: 118, column: 35, scope: !2)
!157 = !DILocation(line: 118, column: 46, scope: !2)
!158 = !DILocation(line: 118, column: 3, scope: !2)
!159 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !160)
!160 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!161 = !DILocation(line: 120, column: 12, scope: !2)
!162 = !DILocalVariable(name: "i", scope: !163, file: !3, line: 121, type: !160)
!163 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!164 = !DILocation(line: 121, column: 17, scope: !163)
!165 = !DILocation(line: 121, column: 8, scope: !163)
!166 = !DILocation(line: 121, column: 24, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !3, line: 121, column: 3)
!168 = !DILocation(line: 121, column: 26, scope: !167)
!169 = !DILocation(line: 121, column: 3, scope: !163)
!170 = !DILocation(line: 121, column: 50, scope: !167)
!171 = !DILocation(line: 121, column: 73, scope: !167)
!172 = !DILocation(line: 121, column: 69, scope: !167)
!173 = !DILocation(line: 121, column: 54, scope: !167)
!174 = !DILocation(line: 121, column: 52, scope: !167)
!175 = !DILocation(line: 121, column: 77, scope: !167)
!176 = !DILocation(line: 121, column: 47, scope: !167)
!177 = !DILocation(line: 121, column: 45, scope: !167)
!178 = !DILocation(line: 121, column: 40, scope: !167)
!179 = !DILocation(line: 121, column: 3, scope: !167)
!180 = distinct !{!180, !169, !181, !130}
!181 = !DILocation(line: 121, column: 79, scope: !163)
!182 = !DILocation(line: 122, column: 53, scope: !2)
!183 = !DILocation(line: 122, column: 3, scope: !2)
!184 = !DILocation(line: 123, column: 3, scope: !2)
!185 = !DILocation(line: 124, column: 28, scope: !2)
!186 = !DILocation(line: 124, column: 36, scope: !2)
!187 = !DILocation(line: 124, column: 44, scope: !2)
!188 = !DILocation(line: 124, column: 3, scope: !2)
!189 = !DILocalVariable(name: "w", scope: !190, file: !3, line: 125, type: !191)
!190 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!192 = !DILocation(line: 125, column: 27, scope: !190)
!193 = !DILocation(line: 125, column: 8, scope: !190)
!194 = !DILocation(line: 125, column: 39, scope: !195)
!195 = distinct !DILexicalBlock(scope: !190, file: !3, line: 125, column: 3)
!196 = !DILocation(line: 125, column: 38, scope: !195)
!197 = !DILocation(line: 125, column: 3, scope: !190)
!198 = !DILocation(line: 125, column: 63, scope: !195)
!199 = !DILocation(line: 125, column: 62, scope: !195)
!200 = !DILocation(line: 125, column: 68, scope: !195)
!201 = !DILocation(line: 125, column: 87, scope: !195)
!202 = !DILocation(line: 125, column: 86, scope: !195)
!203 = !DILocation(line: 125, column: 47, scope: !195)
!204 = !DILocation(line: 125, column: 42, scope: !195)
!205 = !DILocation(line: 125, column: 3, scope: !195)
!206 = distinct !{!206, !197, !207, !130}
!207 = !DILocation(line: 125, column: 88, scope: !190)
!208 = !DILocation(line: 126, column: 77, scope: !2)
!209 = !DILocation(line: 126, column: 93, scope: !2)
!210 = !DILocation(line: 126, column: 3, scope: !2)
!211 = !DILocation(line: 128, column: 3, scope: !2)
!212 = !DILocation(line: 129, column: 3, scope: !2)
!213 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !214, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!214 = !DISubroutineType(types: !215)
!215 = !{!10, !61, null}
!216 = !DILocalVariable(name: "fmt", arg: 1, scope: !213, file: !3, line: 13, type: !61)
!217 = !DILocation(line: 13, column: 35, scope: !213)
!218 = !DILocalVariable(name: "ap", scope: !213, file: !3, line: 14, type: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !221, baseType: !222)
!221 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 32)
!223 = !DILocation(line: 14, column: 13, scope: !213)
!224 = !DILocalVariable(name: "ap2", scope: !213, file: !3, line: 14, type: !219)
!225 = !DILocation(line: 14, column: 17, scope: !213)
!226 = !DILocalVariable(name: "total", scope: !213, file: !3, line: 15, type: !10)
!227 = !DILocation(line: 15, column: 13, scope: !213)
!228 = !DILocation(line: 16, column: 3, scope: !213)
!229 = !DILocation(line: 17, column: 3, scope: !213)
!230 = !DILocalVariable(name: "f", scope: !231, file: !3, line: 18, type: !61)
!231 = distinct !DILexicalBlock(scope: !213, file: !3, line: 18, column: 3)
!232 = !DILocation(line: 18, column: 20, scope: !231)
!233 = !DILocation(line: 18, column: 24, scope: !231)
!234 = !DILocation(line: 18, column: 8, scope: !231)
!235 = !DILocation(line: 18, column: 30, scope: !236)
!236 = distinct !DILexicalBlock(scope: !231, file: !3, line: 18, column: 3)
!237 = !DILocation(line: 18, column: 29, scope: !236)
!238 = !DILocation(line: 18, column: 3, scope: !231)
!239 = !DILocation(line: 19, column: 14, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !3, line: 18, column: 38)
!241 = !DILocation(line: 19, column: 13, scope: !240)
!242 = !DILocation(line: 19, column: 5, scope: !240)
!243 = !DILocation(line: 20, column: 24, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !3, line: 19, column: 17)
!245 = !DILocation(line: 20, column: 21, scope: !244)
!246 = !DILocation(line: 20, column: 51, scope: !244)
!247 = !DILocation(line: 21, column: 24, scope: !244)
!248 = !DILocation(line: 21, column: 21, scope: !244)
!249 = !DILocation(line: 21, column: 57, scope: !244)
!250 = !DILocation(line: 22, column: 36, scope: !244)
!251 = !DILocation(line: 22, column: 65, scope: !244)
!252 = !DILocation(line: 22, column: 24, scope: !244)
!253 = !DILocation(line: 22, column: 21, scope: !244)
!254 = !DILocation(line: 22, column: 72, scope: !244)
!255 = !DILocalVariable(name: "s", scope: !256, file: !3, line: 23, type: !61)
!256 = distinct !DILexicalBlock(scope: !244, file: !3, line: 23, column: 15)
!257 = !DILocation(line: 23, column: 29, scope: !256)
!258 = !DILocation(line: 23, column: 33, scope: !256)
!259 = !DILocation(line: 23, column: 69, scope: !256)
!260 = !DILocation(line: 23, column: 78, scope: !256)
!261 = !DILocation(line: 23, column: 76, scope: !256)
!262 = !DILocation(line: 23, column: 82, scope: !256)
!263 = distinct !{!263, !259, !264, !130}
!264 = !DILocation(line: 23, column: 84, scope: !256)
!265 = !DILocation(line: 23, column: 91, scope: !256)
!266 = !DILocation(line: 24, column: 30, scope: !244)
!267 = !DILocation(line: 24, column: 24, scope: !244)
!268 = !DILocation(line: 24, column: 21, scope: !244)
!269 = !DILocation(line: 24, column: 57, scope: !244)
!270 = !DILocalVariable(name: "p", scope: !271, file: !3, line: 25, type: !93)
!271 = distinct !DILexicalBlock(scope: !244, file: !3, line: 25, column: 15)
!272 = !DILocation(line: 25, column: 27, scope: !271)
!273 = !DILocation(line: 25, column: 31, scope: !271)
!274 = !DILocation(line: 25, column: 75, scope: !271)
!275 = !DILocation(line: 25, column: 73, scope: !271)
!276 = !DILocation(line: 25, column: 77, scope: !271)
!277 = !DILocation(line: 25, column: 87, scope: !271)
!278 = !DILocation(line: 25, column: 85, scope: !271)
!279 = !DILocation(line: 25, column: 83, scope: !271)
!280 = !DILocation(line: 25, column: 70, scope: !271)
!281 = !DILocation(line: 25, column: 90, scope: !271)
!282 = !DILocation(line: 26, column: 14, scope: !244)
!283 = !DILocation(line: 28, column: 3, scope: !240)
!284 = !DILocation(line: 18, column: 33, scope: !236)
!285 = !DILocation(line: 18, column: 3, scope: !236)
!286 = distinct !{!286, !238, !287, !130}
!287 = !DILocation(line: 28, column: 3, scope: !231)
!288 = !DILocation(line: 29, column: 3, scope: !213)
!289 = !DILocalVariable(name: "first", scope: !213, file: !3, line: 31, type: !6)
!290 = !DILocation(line: 31, column: 7, scope: !213)
!291 = !DILocation(line: 31, column: 17, scope: !213)
!292 = !DILocation(line: 31, column: 16, scope: !213)
!293 = !DILocation(line: 31, column: 21, scope: !213)
!294 = !DILocation(line: 31, column: 15, scope: !213)
!295 = !DILocation(line: 31, column: 31, scope: !213)
!296 = !DILocation(line: 32, column: 3, scope: !213)
!297 = !DILocation(line: 33, column: 10, scope: !213)
!298 = !DILocation(line: 33, column: 16, scope: !213)
!299 = !DILocation(line: 33, column: 25, scope: !213)
!300 = !DILocation(line: 33, column: 23, scope: !213)
!301 = !DILocation(line: 33, column: 3, scope: !213)
!302 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !303, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!303 = !DISubroutineType(types: !304)
!304 = !{!6, !6, null}
!305 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !3, line: 36, type: !6)
!306 = !DILocation(line: 36, column: 24, scope: !302)
!307 = !DILocalVariable(name: "ap", scope: !302, file: !3, line: 37, type: !219)
!308 = !DILocation(line: 37, column: 13, scope: !302)
!309 = !DILocation(line: 38, column: 3, scope: !302)
!310 = !DILocalVariable(name: "r", scope: !302, file: !3, line: 39, type: !6)
!311 = !DILocation(line: 39, column: 7, scope: !302)
!312 = !DILocation(line: 40, column: 3, scope: !302)
!313 = !DILocation(line: 40, column: 11, scope: !302)
!314 = !DILocation(line: 40, column: 14, scope: !302)
!315 = !DILocation(line: 40, column: 23, scope: !302)
!316 = !DILocation(line: 40, column: 25, scope: !302)
!317 = !DILocation(line: 40, column: 32, scope: !302)
!318 = !DILocation(line: 40, column: 30, scope: !302)
!319 = !DILocation(line: 40, column: 21, scope: !302)
!320 = distinct !{!320, !312, !321, !130}
!321 = !DILocation(line: 40, column: 56, scope: !302)
!322 = !DILocation(line: 41, column: 3, scope: !302)
!323 = !DILocation(line: 42, column: 10, scope: !302)
!324 = !DILocation(line: 42, column: 3, scope: !302)
!325 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !326, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!326 = !DISubroutineType(types: !327)
!327 = !{!24, !11}
!328 = !DILocalVariable(name: "c", arg: 1, scope: !325, file: !3, line: 56, type: !11)
!329 = !DILocation(line: 56, column: 26, scope: !325)
!330 = !DILocalVariable(name: "i", scope: !331, file: !3, line: 57, type: !160)
!331 = distinct !DILexicalBlock(scope: !325, file: !3, line: 57, column: 3)
!332 = !DILocation(line: 57, column: 17, scope: !331)
!333 = !DILocation(line: 57, column: 8, scope: !331)
!334 = !DILocation(line: 57, column: 24, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !3, line: 57, column: 3)
!336 = !DILocation(line: 57, column: 26, scope: !335)
!337 = !DILocation(line: 57, column: 3, scope: !331)
!338 = !DILocation(line: 58, column: 18, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !3, line: 58, column: 9)
!340 = !DILocation(line: 58, column: 9, scope: !339)
!341 = !DILocation(line: 58, column: 21, scope: !339)
!342 = !DILocation(line: 58, column: 28, scope: !339)
!343 = !DILocation(line: 58, column: 25, scope: !339)
!344 = !DILocation(line: 58, column: 9, scope: !335)
!345 = !DILocation(line: 58, column: 47, scope: !339)
!346 = !DILocation(line: 58, column: 38, scope: !339)
!347 = !DILocation(line: 58, column: 50, scope: !339)
!348 = !DILocation(line: 58, column: 31, scope: !339)
!349 = !DILocation(line: 57, column: 66, scope: !335)
!350 = !DILocation(line: 57, column: 3, scope: !335)
!351 = distinct !{!351, !337, !352, !130}
!352 = !DILocation(line: 58, column: 50, scope: !331)
!353 = !DILocation(line: 59, column: 3, scope: !325)
!354 = !DILocation(line: 60, column: 1, scope: !325)
!355 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!356 = !DILocalVariable(name: "a", arg: 1, scope: !355, file: !3, line: 47, type: !6)
!357 = !DILocation(line: 47, column: 23, scope: !355)
!358 = !DILocalVariable(name: "b", arg: 2, scope: !355, file: !3, line: 47, type: !6)
!359 = !DILocation(line: 47, column: 30, scope: !355)
!360 = !DILocation(line: 47, column: 42, scope: !355)
!361 = !DILocation(line: 47, column: 46, scope: !355)
!362 = !DILocation(line: 47, column: 44, scope: !355)
!363 = !DILocation(line: 47, column: 35, scope: !355)
!364 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!365 = !DILocalVariable(name: "a", arg: 1, scope: !364, file: !3, line: 49, type: !6)
!366 = !DILocation(line: 49, column: 23, scope: !364)
!367 = !DILocalVariable(name: "b", arg: 2, scope: !364, file: !3, line: 49, type: !6)
!368 = !DILocation(line: 49, column: 30, scope: !364)
!369 = !DILocation(line: 49, column: 42, scope: !364)
!370 = !DILocation(line: 49, column: 46, scope: !364)
!371 = !DILocation(line: 49, column: 44, scope: !364)
!372 = !DILocation(line: 49, column: 35, scope: !364)
!373 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!374 = !DILocalVariable(name: "a", arg: 1, scope: !373, file: !3, line: 48, type: !6)
!375 = !DILocation(line: 48, column: 23, scope: !373)
!376 = !DILocalVariable(name: "b", arg: 2, scope: !373, file: !3, line: 48, type: !6)
!377 = !DILocation(line: 48, column: 30, scope: !373)
!378 = !DILocation(line: 48, column: 42, scope: !373)
!379 = !DILocation(line: 48, column: 46, scope: !373)
!380 = !DILocation(line: 48, column: 44, scope: !373)
!381 = !DILocation(line: 48, column: 35, scope: !373)
!382 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !383, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!383 = !DISubroutineType(types: !384)
!384 = !{!6, !385, !6, !6, !6}
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 32)
!386 = !DILocalVariable(name: "fns", arg: 1, scope: !382, file: !3, line: 62, type: !385)
!387 = !DILocation(line: 62, column: 35, scope: !382)
!388 = !DILocalVariable(name: "n", arg: 2, scope: !382, file: !3, line: 62, type: !6)
!389 = !DILocation(line: 62, column: 55, scope: !382)
!390 = !DILocalVariable(name: "a", arg: 3, scope: !382, file: !3, line: 62, type: !6)
!391 = !DILocation(line: 62, column: 62, scope: !382)
!392 = !DILocalVariable(name: "b", arg: 4, scope: !382, file: !3, line: 62, type: !6)
!393 = !DILocation(line: 62, column: 69, scope: !382)
!394 = !DILocalVariable(name: "acc", scope: !382, file: !3, line: 63, type: !6)
!395 = !DILocation(line: 63, column: 7, scope: !382)
!396 = !DILocalVariable(name: "i", scope: !397, file: !3, line: 64, type: !6)
!397 = distinct !DILexicalBlock(scope: !382, file: !3, line: 64, column: 3)
!398 = !DILocation(line: 64, column: 12, scope: !397)
!399 = !DILocation(line: 64, column: 8, scope: !397)
!400 = !DILocation(line: 64, column: 19, scope: !401)
!401 = distinct !DILexicalBlock(scope: !397, file: !3, line: 64, column: 3)
!402 = !DILocation(line: 64, column: 23, scope: !401)
!403 = !DILocation(line: 64, column: 21, scope: !401)
!404 = !DILocation(line: 64, column: 3, scope: !397)
!405 = !DILocation(line: 64, column: 38, scope: !401)
!406 = !DILocation(line: 64, column: 42, scope: !401)
!407 = !DILocation(line: 64, column: 45, scope: !401)
!408 = !DILocation(line: 64, column: 48, scope: !401)
!409 = !DILocation(line: 64, column: 35, scope: !401)
!410 = !DILocation(line: 64, column: 31, scope: !401)
!411 = !DILocation(line: 64, column: 26, scope: !401)
!412 = !DILocation(line: 64, column: 3, scope: !401)
!413 = distinct !{!413, !404, !414, !130}
!414 = !DILocation(line: 64, column: 49, scope: !397)
!415 = !DILocation(line: 65, column: 10, scope: !382)
!416 = !DILocation(line: 65, column: 3, scope: !382)
!417 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!418 = !DILocation(line: 71, column: 27, scope: !32)
!419 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !420)
!420 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !421)
!421 = !{!422}
!422 = !DISubrange(count: 16)
!423 = !DILocation(line: 74, column: 7, scope: !32)
!424 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!425 = !DILocation(line: 74, column: 18, scope: !32)
!426 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!427 = !DILocation(line: 74, column: 26, scope: !32)
!428 = !DILocation(line: 76, column: 3, scope: !32)
!429 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!430 = !DILocation(line: 77, column: 1, scope: !32)
!431 = !DILocation(line: 77, column: 24, scope: !32)
!432 = !DILocation(line: 77, column: 31, scope: !32)
!433 = !DILocation(line: 77, column: 18, scope: !32)
!434 = !DILocation(line: 77, column: 10, scope: !32)
!435 = !DILocation(line: 77, column: 22, scope: !32)
!436 = !DILocation(line: 77, column: 36, scope: !32)
!437 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!438 = !DILocation(line: 78, column: 1, scope: !32)
!439 = !DILocation(line: 78, column: 11, scope: !32)
!440 = !DILocation(line: 78, column: 38, scope: !32)
!441 = !DILocation(line: 78, column: 32, scope: !32)
!442 = !DILocation(line: 78, column: 21, scope: !32)
!443 = !DILocation(line: 78, column: 24, scope: !32)
!444 = !DILocation(line: 78, column: 15, scope: !32)
!445 = !DILocation(line: 78, column: 29, scope: !32)
!446 = !DILocation(line: 78, column: 43, scope: !32)
!447 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!448 = !DILocation(line: 79, column: 1, scope: !32)
!449 = !DILocation(line: 79, column: 11, scope: !32)
!450 = !DILocation(line: 79, column: 38, scope: !32)
!451 = !DILocation(line: 79, column: 32, scope: !32)
!452 = !DILocation(line: 79, column: 21, scope: !32)
!453 = !DILocation(line: 79, column: 24, scope: !32)
!454 = !DILocation(line: 79, column: 15, scope: !32)
!455 = !DILocation(line: 79, column: 29, scope: !32)
!456 = !DILocation(line: 79, column: 43, scope: !32)
!457 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!458 = !DILocation(line: 80, column: 1, scope: !32)
!459 = !DILocation(line: 80, column: 28, scope: !32)
!460 = !DILocation(line: 80, column: 31, scope: !32)
!461 = !DILocation(line: 80, column: 22, scope: !32)
!462 = !DILocation(line: 80, column: 16, scope: !32)
!463 = !DILocation(line: 80, column: 10, scope: !32)
!464 = !DILocation(line: 80, column: 20, scope: !32)
!465 = !DILocation(line: 80, column: 39, scope: !32)
!466 = !DILocation(line: 80, column: 43, scope: !32)
!467 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!468 = !DILocation(line: 81, column: 1, scope: !32)
!469 = !DILocalVariable(name: "t", scope: !470, file: !3, line: 81, type: !6)
!470 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!471 = !DILocation(line: 81, column: 15, scope: !470)
!472 = !DILocation(line: 81, column: 19, scope: !470)
!473 = !DILocation(line: 81, column: 26, scope: !470)
!474 = !DILocation(line: 81, column: 41, scope: !475)
!475 = distinct !DILexicalBlock(scope: !470, file: !3, line: 81, column: 35)
!476 = !DILocation(line: 81, column: 35, scope: !475)
!477 = !DILocation(line: 81, column: 35, scope: !470)
!478 = !DILocation(line: 81, column: 53, scope: !475)
!479 = !DILocation(line: 81, column: 51, scope: !475)
!480 = !DILocation(line: 81, column: 48, scope: !475)
!481 = !DILocation(line: 81, column: 56, scope: !470)
!482 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!483 = !DILocation(line: 82, column: 1, scope: !32)
!484 = !DILocation(line: 82, column: 15, scope: !32)
!485 = !DILocation(line: 82, column: 18, scope: !32)
!486 = !DILocation(line: 82, column: 9, scope: !32)
!487 = !DILocation(line: 82, column: 22, scope: !32)
!488 = !DILocation(line: 82, column: 26, scope: !32)
!489 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!490 = !DILocation(line: 83, column: 1, scope: !32)
!491 = !DILocalVariable(name: "t", scope: !492, file: !3, line: 83, type: !6)
!492 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!493 = !DILocation(line: 83, column: 16, scope: !492)
!494 = !DILocation(line: 83, column: 26, scope: !492)
!495 = !DILocation(line: 83, column: 29, scope: !492)
!496 = !DILocation(line: 83, column: 20, scope: !492)
!497 = !DILocation(line: 83, column: 57, scope: !492)
!498 = !DILocation(line: 83, column: 60, scope: !492)
!499 = !DILocation(line: 83, column: 51, scope: !492)
!500 = !DILocation(line: 83, column: 41, scope: !492)
!501 = !DILocation(line: 83, column: 44, scope: !492)
!502 = !DILocation(line: 83, column: 35, scope: !492)
!503 = !DILocation(line: 83, column: 49, scope: !492)
!504 = !DILocation(line: 83, column: 82, scope: !492)
!505 = !DILocation(line: 83, column: 72, scope: !492)
!506 = !DILocation(line: 83, column: 75, scope: !492)
!507 = !DILocation(line: 83, column: 66, scope: !492)
!508 = !DILocation(line: 83, column: 80, scope: !492)
!509 = !DILocation(line: 83, column: 85, scope: !492)
!510 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!511 = !DILocation(line: 84, column: 1, scope: !32)
!512 = !DILocation(line: 84, column: 23, scope: !32)
!513 = !DILocation(line: 84, column: 26, scope: !32)
!514 = !DILocation(line: 84, column: 17, scope: !32)
!515 = !DILocation(line: 84, column: 10, scope: !32)
!516 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!517 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !3, line: 50, type: !6)
!518 = !DILocation(line: 50, column: 23, scope: !516)
!519 = !DILocalVariable(name: "b", arg: 2, scope: !516, file: !3, line: 50, type: !6)
!520 = !DILocation(line: 50, column: 30, scope: !516)
!521 = !DILocation(line: 50, column: 42, scope: !516)
!522 = !DILocation(line: 50, column: 46, scope: !516)
!523 = !DILocation(line: 50, column: 50, scope: !516)
!524 = !DILocation(line: 50, column: 48, scope: !516)
!525 = !DILocation(line: 50, column: 35, scope: !516)
