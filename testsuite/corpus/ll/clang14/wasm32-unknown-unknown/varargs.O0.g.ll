; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 16, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !87, metadata !DIExpression()), !dbg !93
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !93
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false), !dbg !93
  %13 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef byval(%struct.Pt) align 2 %2), !dbg !94
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %13), !dbg !95
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !96
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %15), !dbg !97
  call void @llvm.dbg.declare(metadata i8** %3, metadata !98, metadata !DIExpression()), !dbg !99
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %3, align 4, !dbg !99
  call void @llvm.dbg.declare(metadata i8** %4, metadata !100, metadata !DIExpression()), !dbg !102
  %17 = load i8*, i8** %3, align 4, !dbg !103
  store i8* %17, i8** %4, align 4, !dbg !102
  br label %18, !dbg !104

18:                                               ; preds = %38, %0
  %19 = load i8*, i8** %4, align 4, !dbg !105
  %20 = load i8, i8* %19, align 1, !dbg !107
  %21 = icmp ne i8 %20, 0, !dbg !108
  br i1 %21, label %22, label %41, !dbg !108

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !109, metadata !DIExpression()), !dbg !111
  %23 = load i8*, i8** %4, align 4, !dbg !112
  %24 = load i8, i8* %23, align 1, !dbg !113
  %25 = call i32 (i32, i32)* @lookup(i8 noundef signext %24), !dbg !114
  store i32 (i32, i32)* %25, i32 (i32, i32)** %5, align 4, !dbg !111
  %26 = load i8*, i8** %4, align 4, !dbg !115
  %27 = load i8, i8* %26, align 1, !dbg !116
  %28 = sext i8 %27 to i32, !dbg !116
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !117
  %30 = icmp ne i32 (i32, i32)* %29, null, !dbg !117
  br i1 %30, label %31, label %34, !dbg !117

31:                                               ; preds = %22
  %32 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !118
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !118
  br label %35, !dbg !117

34:                                               ; preds = %22
  br label %35, !dbg !117

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ], !dbg !117
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %28, i32 noundef %36), !dbg !119
  br label %38, !dbg !120

38:                                               ; preds = %35
  %39 = load i8*, i8** %4, align 4, !dbg !121
  %40 = getelementptr inbounds i8, i8* %39, i32 1, !dbg !121
  store i8* %40, i8** %4, align 4, !dbg !121
  br label %18, !dbg !122, !llvm.loop !123

41:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !126, metadata !DIExpression()), !dbg !130
  %42 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !130
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %42, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false), !dbg !130
  %43 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0, !dbg !131
  %44 = call i32 @apply_all(i32 (i32, i32)** noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !132
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %44), !dbg !133
  call void @llvm.dbg.declare(metadata i32* %7, metadata !134, metadata !DIExpression()), !dbg !135
  store i32 1, i32* %7, align 4, !dbg !135
  call void @llvm.dbg.declare(metadata i32* %8, metadata !136, metadata !DIExpression()), !dbg !138
  store i32 5, i32* %8, align 4, !dbg !138
  br label %46, !dbg !139

46:                                               ; preds = %53, %41
  %47 = load i32, i32* %8, align 4, !dbg !140
  %48 = icmp sgt i32 %47, 0, !dbg !142
  br i1 %48, label %49, label %56, !dbg !143

49:                                               ; preds = %46
  %50 = load i32, i32* %8, align 4, !dbg !144
  %51 = load i32, i32* %7, align 4, !dbg !145
  %52 = mul nsw i32 %51, %50, !dbg !145
  store i32 %52, i32* %7, align 4, !dbg !145
  br label %53, !dbg !146

53:                                               ; preds = %49
  %54 = load i32, i32* %8, align 4, !dbg !147
  %55 = add nsw i32 %54, -1, !dbg !147
  store i32 %55, i32* %8, align 4, !dbg !147
  br label %46, !dbg !148, !llvm.loop !149

56:                                               ; preds = %46
  %57 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !151
  %58 = load i32, i32* %7, align 4, !dbg !152
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %57, i32 noundef %58), !dbg !153
  call void @llvm.dbg.declare(metadata i32* %9, metadata !154, metadata !DIExpression()), !dbg !156
  store i32 -2128831035, i32* %9, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata i32* %10, metadata !157, metadata !DIExpression()), !dbg !159
  store i32 0, i32* %10, align 4, !dbg !159
  br label %60, !dbg !160

60:                                               ; preds = %71, %56
  %61 = load i32, i32* %10, align 4, !dbg !161
  %62 = icmp ult i32 %61, 39, !dbg !163
  br i1 %62, label %63, label %74, !dbg !164

63:                                               ; preds = %60
  %64 = load i32, i32* %9, align 4, !dbg !165
  %65 = load i32, i32* %10, align 4, !dbg !166
  %66 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %65, !dbg !167
  %67 = load i8, i8* %66, align 1, !dbg !167
  %68 = zext i8 %67 to i32, !dbg !168
  %69 = xor i32 %64, %68, !dbg !169
  %70 = mul i32 %69, 16777619, !dbg !170
  store i32 %70, i32* %9, align 4, !dbg !171
  br label %71, !dbg !172

71:                                               ; preds = %63
  %72 = load i32, i32* %10, align 4, !dbg !173
  %73 = add i32 %72, 1, !dbg !173
  store i32 %73, i32* %10, align 4, !dbg !173
  br label %60, !dbg !174, !llvm.loop !175

74:                                               ; preds = %60
  %75 = load i32, i32* %9, align 4, !dbg !177
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef %75), !dbg !178
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !179
  %78 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1, !dbg !180
  %79 = zext i8 %78 to i32, !dbg !180
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1, !dbg !181
  %81 = zext i8 %80 to i32, !dbg !181
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1, !dbg !182
  %83 = zext i8 %82 to i32, !dbg !182
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %79, i32 noundef %81, i32 noundef %83), !dbg !183
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !184, metadata !DIExpression()), !dbg !187
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4, !dbg !187
  br label %85, !dbg !188

85:                                               ; preds = %103, %74
  %86 = load i8**, i8*** %11, align 4, !dbg !189
  %87 = load i8*, i8** %86, align 4, !dbg !191
  %88 = icmp ne i8* %87, null, !dbg !192
  br i1 %88, label %89, label %106, !dbg !192

89:                                               ; preds = %85
  %90 = load i8**, i8*** %11, align 4, !dbg !193
  %91 = getelementptr inbounds i8*, i8** %90, i32 0, !dbg !193
  %92 = load i8*, i8** %91, align 4, !dbg !193
  %93 = load i8, i8* %92, align 1, !dbg !194
  %94 = sext i8 %93 to i32, !dbg !194
  %95 = icmp eq i32 %94, 27, !dbg !195
  br i1 %95, label %96, label %97, !dbg !194

96:                                               ; preds = %89
  br label %100, !dbg !194

97:                                               ; preds = %89
  %98 = load i8**, i8*** %11, align 4, !dbg !196
  %99 = load i8*, i8** %98, align 4, !dbg !197
  br label %100, !dbg !194

100:                                              ; preds = %97, %96
  %101 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), %96 ], [ %99, %97 ], !dbg !194
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %101), !dbg !198
  br label %103, !dbg !198

103:                                              ; preds = %100
  %104 = load i8**, i8*** %11, align 4, !dbg !199
  %105 = getelementptr inbounds i8*, i8** %104, i32 1, !dbg !199
  store i8** %105, i8*** %11, align 4, !dbg !199
  br label %85, !dbg !200, !llvm.loop !201

106:                                              ; preds = %85
  %107 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !203
  %108 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !204
  %109 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %107, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %108, i32 noundef 6), !dbg !205
  %110 = call i32 @putchar(i32 noundef 10), !dbg !206
  ret i32 0, !dbg !207
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !208 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !211, metadata !DIExpression()), !dbg !212
  call void @llvm.dbg.declare(metadata i8** %3, metadata !213, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata i8** %4, metadata !218, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.declare(metadata i64* %5, metadata !220, metadata !DIExpression()), !dbg !221
  store i64 0, i64* %5, align 8, !dbg !221
  %10 = bitcast i8** %3 to i8*, !dbg !222
  call void @llvm.va_start(i8* %10), !dbg !222
  %11 = bitcast i8** %4 to i8*, !dbg !223
  %12 = bitcast i8** %3 to i8*, !dbg !223
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !223
  call void @llvm.dbg.declare(metadata i8** %6, metadata !224, metadata !DIExpression()), !dbg !226
  %13 = load i8*, i8** %2, align 4, !dbg !227
  store i8* %13, i8** %6, align 4, !dbg !226
  br label %14, !dbg !228

14:                                               ; preds = %97, %1
  %15 = load i8*, i8** %6, align 4, !dbg !229
  %16 = load i8, i8* %15, align 1, !dbg !231
  %17 = icmp ne i8 %16, 0, !dbg !232
  br i1 %17, label %18, label %100, !dbg !232

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4, !dbg !233
  %20 = load i8, i8* %19, align 1, !dbg !235
  %21 = sext i8 %20 to i32, !dbg !235
  switch i32 %21, label %95 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %41
    i32 115, label %54
    i32 99, label %68
    i32 112, label %77
  ], !dbg !236

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 4, !dbg !237
  %24 = getelementptr inbounds i8, i8* %23, i32 4, !dbg !237
  store i8* %24, i8** %3, align 4, !dbg !237
  %25 = bitcast i8* %23 to i32*, !dbg !237
  %26 = load i32, i32* %25, align 4, !dbg !237
  %27 = sext i32 %26 to i64, !dbg !237
  %28 = load i64, i64* %5, align 8, !dbg !239
  %29 = add nsw i64 %28, %27, !dbg !239
  store i64 %29, i64* %5, align 8, !dbg !239
  br label %96, !dbg !240

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 4, !dbg !241
  %32 = ptrtoint i8* %31 to i32, !dbg !241
  %33 = add i32 %32, 7, !dbg !241
  %34 = and i32 %33, -8, !dbg !241
  %35 = inttoptr i32 %34 to i8*, !dbg !241
  %36 = getelementptr inbounds i8, i8* %35, i32 8, !dbg !241
  store i8* %36, i8** %3, align 4, !dbg !241
  %37 = bitcast i8* %35 to i64*, !dbg !241
  %38 = load i64, i64* %37, align 8, !dbg !241
  %39 = load i64, i64* %5, align 8, !dbg !242
  %40 = add nsw i64 %39, %38, !dbg !242
  store i64 %40, i64* %5, align 8, !dbg !242
  br label %96, !dbg !243

41:                                               ; preds = %18
  %42 = load i8*, i8** %3, align 4, !dbg !244
  %43 = ptrtoint i8* %42 to i32, !dbg !244
  %44 = add i32 %43, 7, !dbg !244
  %45 = and i32 %44, -8, !dbg !244
  %46 = inttoptr i32 %45 to i8*, !dbg !244
  %47 = getelementptr inbounds i8, i8* %46, i32 8, !dbg !244
  store i8* %47, i8** %3, align 4, !dbg !244
  %48 = bitcast i8* %46 to double*, !dbg !244
  %49 = load double, double* %48, align 8, !dbg !244
  %50 = fmul double %49, 1.000000e+01, !dbg !245
  %51 = fptosi double %50 to i64, !dbg !246
  %52 = load i64, i64* %5, align 8, !dbg !247
  %53 = add nsw i64 %52, %51, !dbg !247
  store i64 %53, i64* %5, align 8, !dbg !247
  br label %96, !dbg !248

54:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !249, metadata !DIExpression()), !dbg !251
  %55 = load i8*, i8** %3, align 4, !dbg !252
  %56 = getelementptr inbounds i8, i8* %55, i32 4, !dbg !252
  store i8* %56, i8** %3, align 4, !dbg !252
  %57 = bitcast i8* %55 to i8**, !dbg !252
  %58 = load i8*, i8** %57, align 4, !dbg !252
  store i8* %58, i8** %7, align 4, !dbg !251
  br label %59, !dbg !253

59:                                               ; preds = %64, %54
  %60 = load i8*, i8** %7, align 4, !dbg !254
  %61 = getelementptr inbounds i8, i8* %60, i32 1, !dbg !254
  store i8* %61, i8** %7, align 4, !dbg !254
  %62 = load i8, i8* %60, align 1, !dbg !255
  %63 = icmp ne i8 %62, 0, !dbg !253
  br i1 %63, label %64, label %67, !dbg !253

64:                                               ; preds = %59
  %65 = load i64, i64* %5, align 8, !dbg !256
  %66 = add nsw i64 %65, 1, !dbg !256
  store i64 %66, i64* %5, align 8, !dbg !256
  br label %59, !dbg !253, !llvm.loop !257

67:                                               ; preds = %59
  br label %96, !dbg !259

68:                                               ; preds = %18
  %69 = load i8*, i8** %3, align 4, !dbg !260
  %70 = getelementptr inbounds i8, i8* %69, i32 4, !dbg !260
  store i8* %70, i8** %3, align 4, !dbg !260
  %71 = bitcast i8* %69 to i32*, !dbg !260
  %72 = load i32, i32* %71, align 4, !dbg !260
  %73 = trunc i32 %72 to i8, !dbg !261
  %74 = sext i8 %73 to i64, !dbg !261
  %75 = load i64, i64* %5, align 8, !dbg !262
  %76 = add nsw i64 %75, %74, !dbg !262
  store i64 %76, i64* %5, align 8, !dbg !262
  br label %96, !dbg !263

77:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !264, metadata !DIExpression()), !dbg !266
  %78 = load i8*, i8** %3, align 4, !dbg !267
  %79 = getelementptr inbounds i8, i8* %78, i32 4, !dbg !267
  store i8* %79, i8** %3, align 4, !dbg !267
  %80 = bitcast i8* %78 to %struct.Pt**, !dbg !267
  %81 = load %struct.Pt*, %struct.Pt** %80, align 4, !dbg !267
  %82 = bitcast %struct.Pt* %8 to i8*, !dbg !267
  %83 = bitcast %struct.Pt* %81 to i8*, !dbg !267
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %82, i8* align 2 %83, i32 4, i1 false), !dbg !267
  %84 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !268
  %85 = load i16, i16* %84, align 2, !dbg !268
  %86 = sext i16 %85 to i32, !dbg !269
  %87 = mul nsw i32 %86, 100, !dbg !270
  %88 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !271
  %89 = load i16, i16* %88, align 2, !dbg !271
  %90 = sext i16 %89 to i32, !dbg !272
  %91 = add nsw i32 %87, %90, !dbg !273
  %92 = sext i32 %91 to i64, !dbg !269
  %93 = load i64, i64* %5, align 8, !dbg !274
  %94 = add nsw i64 %93, %92, !dbg !274
  store i64 %94, i64* %5, align 8, !dbg !274
  br label %96, !dbg !275

95:                                               ; preds = %18
  br label %96, !dbg !276

96:                                               ; preds = %95, %77, %68, %67, %41, %30, %22
  br label %97, !dbg !277

97:                                               ; preds = %96
  %98 = load i8*, i8** %6, align 4, !dbg !278
  %99 = getelementptr inbounds i8, i8* %98, i32 1, !dbg !278
  store i8* %99, i8** %6, align 4, !dbg !278
  br label %14, !dbg !279, !llvm.loop !280

100:                                              ; preds = %14
  %101 = bitcast i8** %3 to i8*, !dbg !282
  call void @llvm.va_end(i8* %101), !dbg !282
  call void @llvm.dbg.declare(metadata i32* %9, metadata !283, metadata !DIExpression()), !dbg !284
  %102 = load i8*, i8** %2, align 4, !dbg !285
  %103 = load i8, i8* %102, align 1, !dbg !286
  %104 = sext i8 %103 to i32, !dbg !286
  %105 = icmp eq i32 %104, 105, !dbg !287
  br i1 %105, label %106, label %111, !dbg !288

106:                                              ; preds = %100
  %107 = load i8*, i8** %4, align 4, !dbg !289
  %108 = getelementptr inbounds i8, i8* %107, i32 4, !dbg !289
  store i8* %108, i8** %4, align 4, !dbg !289
  %109 = bitcast i8* %107 to i32*, !dbg !289
  %110 = load i32, i32* %109, align 4, !dbg !289
  br label %112, !dbg !288

111:                                              ; preds = %100
  br label %112, !dbg !288

112:                                              ; preds = %111, %106
  %113 = phi i32 [ %110, %106 ], [ 0, %111 ], !dbg !288
  store i32 %113, i32* %9, align 4, !dbg !284
  %114 = bitcast i8** %4 to i8*, !dbg !290
  call void @llvm.va_end(i8* %114), !dbg !290
  %115 = load i64, i64* %5, align 8, !dbg !291
  %116 = mul nsw i64 %115, 1000, !dbg !292
  %117 = load i32, i32* %9, align 4, !dbg !293
  %118 = sext i32 %117 to i64, !dbg !293
  %119 = add nsw i64 %116, %118, !dbg !294
  ret i64 %119, !dbg !295
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !296 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !299, metadata !DIExpression()), !dbg !300
  call void @llvm.dbg.declare(metadata i8** %3, metadata !301, metadata !DIExpression()), !dbg !302
  %5 = bitcast i8** %3 to i8*, !dbg !303
  call void @llvm.va_start(i8* %5), !dbg !303
  call void @llvm.dbg.declare(metadata i32* %4, metadata !304, metadata !DIExpression()), !dbg !305
  store i32 0, i32* %4, align 4, !dbg !305
  br label %6, !dbg !306

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !307
  %8 = add nsw i32 %7, -1, !dbg !307
  store i32 %8, i32* %2, align 4, !dbg !307
  %9 = icmp sgt i32 %7, 0, !dbg !308
  br i1 %9, label %10, label %18, !dbg !306

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !309
  %12 = mul nsw i32 %11, 31, !dbg !310
  %13 = load i8*, i8** %3, align 4, !dbg !311
  %14 = getelementptr inbounds i8, i8* %13, i32 4, !dbg !311
  store i8* %14, i8** %3, align 4, !dbg !311
  %15 = bitcast i8* %13 to i32*, !dbg !311
  %16 = load i32, i32* %15, align 4, !dbg !311
  %17 = add nsw i32 %12, %16, !dbg !312
  store i32 %17, i32* %4, align 4, !dbg !313
  br label %6, !dbg !306, !llvm.loop !314

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !316
  call void @llvm.va_end(i8* %19), !dbg !316
  %20 = load i32, i32* %4, align 4, !dbg !317
  ret i32 %20, !dbg !318
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #4 !dbg !319 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !322, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.declare(metadata i32* %4, metadata !324, metadata !DIExpression()), !dbg !326
  store i32 0, i32* %4, align 4, !dbg !326
  br label %5, !dbg !327

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !328
  %7 = icmp ult i32 %6, 4, !dbg !330
  br i1 %7, label %8, label %26, !dbg !331

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !332
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9, !dbg !334
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0, !dbg !335
  %12 = load i8, i8* %11, align 8, !dbg !335
  %13 = sext i8 %12 to i32, !dbg !334
  %14 = load i8, i8* %3, align 1, !dbg !336
  %15 = sext i8 %14 to i32, !dbg !336
  %16 = icmp eq i32 %13, %15, !dbg !337
  br i1 %16, label %17, label %22, !dbg !338

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4, !dbg !339
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18, !dbg !340
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1, !dbg !341
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4, !dbg !341
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4, !dbg !342
  br label %27, !dbg !342

22:                                               ; preds = %8
  br label %23, !dbg !336

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !343
  %25 = add i32 %24, 1, !dbg !343
  store i32 %25, i32* %4, align 4, !dbg !343
  br label %5, !dbg !344, !llvm.loop !345

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4, !dbg !347
  br label %27, !dbg !347

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4, !dbg !348
  ret i32 (i32, i32)* %28, !dbg !348
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !349 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !350, metadata !DIExpression()), !dbg !351
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !352, metadata !DIExpression()), !dbg !353
  %5 = load i32, i32* %3, align 4, !dbg !354
  %6 = load i32, i32* %4, align 4, !dbg !355
  %7 = add nsw i32 %5, %6, !dbg !356
  ret i32 %7, !dbg !357
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !358 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !359, metadata !DIExpression()), !dbg !360
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !361, metadata !DIExpression()), !dbg !362
  %5 = load i32, i32* %3, align 4, !dbg !363
  %6 = load i32, i32* %4, align 4, !dbg !364
  %7 = mul nsw i32 %5, %6, !dbg !365
  ret i32 %7, !dbg !366
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !367 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !368, metadata !DIExpression()), !dbg !369
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !370, metadata !DIExpression()), !dbg !371
  %5 = load i32, i32* %3, align 4, !dbg !372
  %6 = load i32, i32* %4, align 4, !dbg !373
  %7 = sub nsw i32 %5, %6, !dbg !374
  ret i32 %7, !dbg !375
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !376 {
  %5 = alloca i32 (i32, i32)**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !382, metadata !DIExpression()), !dbg !383
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !384, metadata !DIExpression()), !dbg !385
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !386, metadata !DIExpression()), !dbg !387
  call void @llvm.dbg.declare(metadata i32* %9, metadata !388, metadata !DIExpression()), !dbg !389
  store i32 0, i32* %9, align 4, !dbg !389
  call void @llvm.dbg.declare(metadata i32* %10, metadata !390, metadata !DIExpression()), !dbg !392
  store i32 0, i32* %10, align 4, !dbg !392
  br label %11, !dbg !393

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4, !dbg !394
  %13 = load i32, i32* %6, align 4, !dbg !396
  %14 = icmp slt i32 %12, %13, !dbg !397
  br i1 %14, label %15, label %28, !dbg !398

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 4, !dbg !399
  %17 = load i32, i32* %10, align 4, !dbg !400
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17, !dbg !399
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4, !dbg !399
  %20 = load i32, i32* %7, align 4, !dbg !401
  %21 = load i32, i32* %8, align 4, !dbg !402
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !399
  %23 = load i32, i32* %9, align 4, !dbg !403
  %24 = add nsw i32 %23, %22, !dbg !403
  store i32 %24, i32* %9, align 4, !dbg !403
  br label %25, !dbg !404

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4, !dbg !405
  %27 = add nsw i32 %26, 1, !dbg !405
  store i32 %27, i32* %10, align 4, !dbg !405
  br label %11, !dbg !406, !llvm.loop !407

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4, !dbg !409
  ret i32 %29, !dbg !410
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !411, metadata !DIExpression()), !dbg !412
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !413, metadata !DIExpression()), !dbg !417
  call void @llvm.dbg.declare(metadata i32* %4, metadata !418, metadata !DIExpression()), !dbg !419
  store i32 0, i32* %4, align 4, !dbg !419
  call void @llvm.dbg.declare(metadata i32* %5, metadata !420, metadata !DIExpression()), !dbg !421
  store i32 0, i32* %5, align 4, !dbg !421
  %8 = load i32*, i32** %2, align 4, !dbg !422
  %9 = load i32, i32* %5, align 4, !dbg !422
  %10 = add nsw i32 %9, 1, !dbg !422
  store i32 %10, i32* %5, align 4, !dbg !422
  %11 = getelementptr inbounds i32, i32* %8, i32 %9, !dbg !422
  %12 = load i32, i32* %11, align 4, !dbg !422
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12, !dbg !422
  %14 = load i8*, i8** %13, align 4, !dbg !422
  br label %145, !dbg !422

15:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !423), !dbg !424
  %16 = load i32*, i32** %2, align 4, !dbg !425
  %17 = load i32, i32* %5, align 4, !dbg !426
  %18 = add nsw i32 %17, 1, !dbg !426
  store i32 %18, i32* %5, align 4, !dbg !426
  %19 = getelementptr inbounds i32, i32* %16, i32 %17, !dbg !425
  %20 = load i32, i32* %19, align 4, !dbg !425
  %21 = load i32, i32* %4, align 4, !dbg !427
  %22 = add nsw i32 %21, 1, !dbg !427
  store i32 %22, i32* %4, align 4, !dbg !427
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21, !dbg !428
  store i32 %20, i32* %23, align 4, !dbg !429
  %24 = load i32*, i32** %2, align 4, !dbg !430
  %25 = load i32, i32* %5, align 4, !dbg !430
  %26 = add nsw i32 %25, 1, !dbg !430
  store i32 %26, i32* %5, align 4, !dbg !430
  %27 = getelementptr inbounds i32, i32* %24, i32 %25, !dbg !430
  %28 = load i32, i32* %27, align 4, !dbg !430
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28, !dbg !430
  %30 = load i8*, i8** %29, align 4, !dbg !430
  br label %145, !dbg !430

31:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !431), !dbg !432
  %32 = load i32, i32* %4, align 4, !dbg !433
  %33 = add nsw i32 %32, -1, !dbg !433
  store i32 %33, i32* %4, align 4, !dbg !433
  %34 = load i32, i32* %4, align 4, !dbg !434
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34, !dbg !435
  %36 = load i32, i32* %35, align 4, !dbg !435
  %37 = load i32, i32* %4, align 4, !dbg !436
  %38 = sub nsw i32 %37, 1, !dbg !437
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38, !dbg !438
  %40 = load i32, i32* %39, align 4, !dbg !439
  %41 = add nsw i32 %40, %36, !dbg !439
  store i32 %41, i32* %39, align 4, !dbg !439
  %42 = load i32*, i32** %2, align 4, !dbg !440
  %43 = load i32, i32* %5, align 4, !dbg !440
  %44 = add nsw i32 %43, 1, !dbg !440
  store i32 %44, i32* %5, align 4, !dbg !440
  %45 = getelementptr inbounds i32, i32* %42, i32 %43, !dbg !440
  %46 = load i32, i32* %45, align 4, !dbg !440
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46, !dbg !440
  %48 = load i8*, i8** %47, align 4, !dbg !440
  br label %145, !dbg !440

49:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !441), !dbg !442
  %50 = load i32, i32* %4, align 4, !dbg !443
  %51 = add nsw i32 %50, -1, !dbg !443
  store i32 %51, i32* %4, align 4, !dbg !443
  %52 = load i32, i32* %4, align 4, !dbg !444
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52, !dbg !445
  %54 = load i32, i32* %53, align 4, !dbg !445
  %55 = load i32, i32* %4, align 4, !dbg !446
  %56 = sub nsw i32 %55, 1, !dbg !447
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56, !dbg !448
  %58 = load i32, i32* %57, align 4, !dbg !449
  %59 = mul nsw i32 %58, %54, !dbg !449
  store i32 %59, i32* %57, align 4, !dbg !449
  %60 = load i32*, i32** %2, align 4, !dbg !450
  %61 = load i32, i32* %5, align 4, !dbg !450
  %62 = add nsw i32 %61, 1, !dbg !450
  store i32 %62, i32* %5, align 4, !dbg !450
  %63 = getelementptr inbounds i32, i32* %60, i32 %61, !dbg !450
  %64 = load i32, i32* %63, align 4, !dbg !450
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64, !dbg !450
  %66 = load i8*, i8** %65, align 4, !dbg !450
  br label %145, !dbg !450

67:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !451), !dbg !452
  %68 = load i32, i32* %4, align 4, !dbg !453
  %69 = sub nsw i32 %68, 2, !dbg !454
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69, !dbg !455
  %71 = load i32, i32* %70, align 4, !dbg !455
  %72 = load i32, i32* %4, align 4, !dbg !456
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72, !dbg !457
  store i32 %71, i32* %73, align 4, !dbg !458
  %74 = load i32, i32* %4, align 4, !dbg !459
  %75 = add nsw i32 %74, 1, !dbg !459
  store i32 %75, i32* %4, align 4, !dbg !459
  %76 = load i32*, i32** %2, align 4, !dbg !460
  %77 = load i32, i32* %5, align 4, !dbg !460
  %78 = add nsw i32 %77, 1, !dbg !460
  store i32 %78, i32* %5, align 4, !dbg !460
  %79 = getelementptr inbounds i32, i32* %76, i32 %77, !dbg !460
  %80 = load i32, i32* %79, align 4, !dbg !460
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80, !dbg !460
  %82 = load i8*, i8** %81, align 4, !dbg !460
  br label %145, !dbg !460

83:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !461), !dbg !462
  call void @llvm.dbg.declare(metadata i32* %6, metadata !463, metadata !DIExpression()), !dbg !465
  %84 = load i32*, i32** %2, align 4, !dbg !466
  %85 = load i32, i32* %5, align 4, !dbg !467
  %86 = add nsw i32 %85, 1, !dbg !467
  store i32 %86, i32* %5, align 4, !dbg !467
  %87 = getelementptr inbounds i32, i32* %84, i32 %85, !dbg !466
  %88 = load i32, i32* %87, align 4, !dbg !466
  store i32 %88, i32* %6, align 4, !dbg !465
  %89 = load i32, i32* %4, align 4, !dbg !468
  %90 = add nsw i32 %89, -1, !dbg !468
  store i32 %90, i32* %4, align 4, !dbg !468
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90, !dbg !470
  %92 = load i32, i32* %91, align 4, !dbg !470
  %93 = icmp ne i32 %92, 0, !dbg !470
  br i1 %93, label %94, label %96, !dbg !471

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4, !dbg !472
  store i32 %95, i32* %5, align 4, !dbg !473
  br label %96, !dbg !474

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4, !dbg !475
  %98 = load i32, i32* %5, align 4, !dbg !475
  %99 = add nsw i32 %98, 1, !dbg !475
  store i32 %99, i32* %5, align 4, !dbg !475
  %100 = getelementptr inbounds i32, i32* %97, i32 %98, !dbg !475
  %101 = load i32, i32* %100, align 4, !dbg !475
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101, !dbg !475
  %103 = load i8*, i8** %102, align 4, !dbg !475
  br label %145, !dbg !475

104:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !476), !dbg !477
  %105 = load i32, i32* %4, align 4, !dbg !478
  %106 = sub nsw i32 %105, 1, !dbg !479
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106, !dbg !480
  %108 = load i32, i32* %107, align 4, !dbg !481
  %109 = add nsw i32 %108, -1, !dbg !481
  store i32 %109, i32* %107, align 4, !dbg !481
  %110 = load i32*, i32** %2, align 4, !dbg !482
  %111 = load i32, i32* %5, align 4, !dbg !482
  %112 = add nsw i32 %111, 1, !dbg !482
  store i32 %112, i32* %5, align 4, !dbg !482
  %113 = getelementptr inbounds i32, i32* %110, i32 %111, !dbg !482
  %114 = load i32, i32* %113, align 4, !dbg !482
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114, !dbg !482
  %116 = load i8*, i8** %115, align 4, !dbg !482
  br label %145, !dbg !482

117:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !483), !dbg !484
  call void @llvm.dbg.declare(metadata i32* %7, metadata !485, metadata !DIExpression()), !dbg !487
  %118 = load i32, i32* %4, align 4, !dbg !488
  %119 = sub nsw i32 %118, 1, !dbg !489
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119, !dbg !490
  %121 = load i32, i32* %120, align 4, !dbg !490
  store i32 %121, i32* %7, align 4, !dbg !487
  %122 = load i32, i32* %4, align 4, !dbg !491
  %123 = sub nsw i32 %122, 2, !dbg !492
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123, !dbg !493
  %125 = load i32, i32* %124, align 4, !dbg !493
  %126 = load i32, i32* %4, align 4, !dbg !494
  %127 = sub nsw i32 %126, 1, !dbg !495
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127, !dbg !496
  store i32 %125, i32* %128, align 4, !dbg !497
  %129 = load i32, i32* %7, align 4, !dbg !498
  %130 = load i32, i32* %4, align 4, !dbg !499
  %131 = sub nsw i32 %130, 2, !dbg !500
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131, !dbg !501
  store i32 %129, i32* %132, align 4, !dbg !502
  %133 = load i32*, i32** %2, align 4, !dbg !503
  %134 = load i32, i32* %5, align 4, !dbg !503
  %135 = add nsw i32 %134, 1, !dbg !503
  store i32 %135, i32* %5, align 4, !dbg !503
  %136 = getelementptr inbounds i32, i32* %133, i32 %134, !dbg !503
  %137 = load i32, i32* %136, align 4, !dbg !503
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137, !dbg !503
  %139 = load i8*, i8** %138, align 4, !dbg !503
  br label %145, !dbg !503

140:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !504), !dbg !505
  %141 = load i32, i32* %4, align 4, !dbg !506
  %142 = sub nsw i32 %141, 1, !dbg !507
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142, !dbg !508
  %144 = load i32, i32* %143, align 4, !dbg !508
  ret i32 %144, !dbg !509

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

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !510 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !511, metadata !DIExpression()), !dbg !512
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !513, metadata !DIExpression()), !dbg !514
  %5 = load i32, i32* %4, align 4, !dbg !515
  %6 = icmp ne i32 %5, 0, !dbg !515
  br i1 %6, label %7, label %11, !dbg !515

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !516
  %9 = load i32, i32* %4, align 4, !dbg !517
  %10 = sdiv i32 %8, %9, !dbg !518
  br label %12, !dbg !515

11:                                               ; preds = %2
  br label %12, !dbg !515

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !515
  ret i32 %13, !dbg !519
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85}
!llvm.ident = !{!86}

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
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{!"Debian clang version 14.0.6"}
!87 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !89)
!89 = !{!90, !92}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !88, file: !3, line: 11, baseType: !91, size: 16)
!91 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !88, file: !3, line: 11, baseType: !91, size: 16, offset: 16)
!93 = !DILocation(line: 100, column: 13, scope: !2)
!94 = !DILocation(line: 101, column: 25, scope: !2)
!95 = !DILocation(line: 101, column: 3, scope: !2)
!96 = !DILocation(line: 102, column: 26, scope: !2)
!97 = !DILocation(line: 102, column: 3, scope: !2)
!98 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!99 = !DILocation(line: 104, column: 15, scope: !2)
!100 = !DILocalVariable(name: "e", scope: !101, file: !3, line: 105, type: !61)
!101 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!102 = !DILocation(line: 105, column: 20, scope: !101)
!103 = !DILocation(line: 105, column: 24, scope: !101)
!104 = !DILocation(line: 105, column: 8, scope: !101)
!105 = !DILocation(line: 105, column: 31, scope: !106)
!106 = distinct !DILexicalBlock(scope: !101, file: !3, line: 105, column: 3)
!107 = !DILocation(line: 105, column: 30, scope: !106)
!108 = !DILocation(line: 105, column: 3, scope: !101)
!109 = !DILocalVariable(name: "f", scope: !110, file: !3, line: 106, type: !24)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 105, column: 39)
!111 = !DILocation(line: 106, column: 11, scope: !110)
!112 = !DILocation(line: 106, column: 23, scope: !110)
!113 = !DILocation(line: 106, column: 22, scope: !110)
!114 = !DILocation(line: 106, column: 15, scope: !110)
!115 = !DILocation(line: 107, column: 23, scope: !110)
!116 = !DILocation(line: 107, column: 22, scope: !110)
!117 = !DILocation(line: 107, column: 26, scope: !110)
!118 = !DILocation(line: 107, column: 30, scope: !110)
!119 = !DILocation(line: 107, column: 5, scope: !110)
!120 = !DILocation(line: 108, column: 3, scope: !110)
!121 = !DILocation(line: 105, column: 34, scope: !106)
!122 = !DILocation(line: 105, column: 3, scope: !106)
!123 = distinct !{!123, !108, !124, !125}
!124 = !DILocation(line: 108, column: 3, scope: !101)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 96, elements: !129)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!129 = !{!68}
!130 = !DILocation(line: 109, column: 15, scope: !2)
!131 = !DILocation(line: 110, column: 36, scope: !2)
!132 = !DILocation(line: 110, column: 26, scope: !2)
!133 = !DILocation(line: 110, column: 3, scope: !2)
!134 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!135 = !DILocation(line: 116, column: 7, scope: !2)
!136 = !DILocalVariable(name: "i", scope: !137, file: !3, line: 117, type: !6)
!137 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!138 = !DILocation(line: 117, column: 12, scope: !137)
!139 = !DILocation(line: 117, column: 8, scope: !137)
!140 = !DILocation(line: 117, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 117, column: 3)
!142 = !DILocation(line: 117, column: 21, scope: !141)
!143 = !DILocation(line: 117, column: 3, scope: !137)
!144 = !DILocation(line: 117, column: 39, scope: !141)
!145 = !DILocation(line: 117, column: 36, scope: !141)
!146 = !DILocation(line: 117, column: 31, scope: !141)
!147 = !DILocation(line: 117, column: 26, scope: !141)
!148 = !DILocation(line: 117, column: 3, scope: !141)
!149 = distinct !{!149, !143, !150, !125}
!150 = !DILocation(line: 117, column: 39, scope: !137)
!151 = !DILocation(line: 118, column: 35, scope: !2)
!152 = !DILocation(line: 118, column: 46, scope: !2)
!153 = !DILocation(line: 118, column: 3, scope: !2)
!154 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !155)
!155 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!156 = !DILocation(line: 120, column: 12, scope: !2)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 121, type: !155)
!158 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!159 = !DILocation(line: 121, column: 17, scope: !158)
!160 = !DILocation(line: 121, column: 8, scope: !158)
!161 = !DILocation(line: 121, column: 24, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 121, column: 3)
!163 = !DILocation(line: 121, column: 26, scope: !162)
!164 = !DILocation(line: 121, column: 3, scope: !158)
!165 = !DILocation(line: 121, column: 50, scope: !162)
!166 = !DILocation(line: 121, column: 73, scope: !162)
!167 = !DILocation(line: 121, column: 69, scope: !162)
!168 = !DILocation(line: 121, column: 54, scope: !162)
!169 = !DILocation(line: 121, column: 52, scope: !162)
!170 = !DILocation(line: 121, column: 77, scope: !162)
!171 = !DILocation(line: 121, column: 47, scope: !162)
!172 = !DILocation(line: 121, column: 45, scope: !162)
!173 = !DILocation(line: 121, column: 40, scope: !162)
!174 = !DILocation(line: 121, column: 3, scope: !162)
!175 = distinct !{!175, !164, !176, !125}
!176 = !DILocation(line: 121, column: 79, scope: !158)
!177 = !DILocation(line: 122, column: 53, scope: !2)
!178 = !DILocation(line: 122, column: 3, scope: !2)
!179 = !DILocation(line: 123, column: 3, scope: !2)
!180 = !DILocation(line: 124, column: 28, scope: !2)
!181 = !DILocation(line: 124, column: 36, scope: !2)
!182 = !DILocation(line: 124, column: 44, scope: !2)
!183 = !DILocation(line: 124, column: 3, scope: !2)
!184 = !DILocalVariable(name: "w", scope: !185, file: !3, line: 125, type: !186)
!185 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!187 = !DILocation(line: 125, column: 27, scope: !185)
!188 = !DILocation(line: 125, column: 8, scope: !185)
!189 = !DILocation(line: 125, column: 39, scope: !190)
!190 = distinct !DILexicalBlock(scope: !185, file: !3, line: 125, column: 3)
!191 = !DILocation(line: 125, column: 38, scope: !190)
!192 = !DILocation(line: 125, column: 3, scope: !185)
!193 = !DILocation(line: 125, column: 63, scope: !190)
!194 = !DILocation(line: 125, column: 62, scope: !190)
!195 = !DILocation(line: 125, column: 68, scope: !190)
!196 = !DILocation(line: 125, column: 87, scope: !190)
!197 = !DILocation(line: 125, column: 86, scope: !190)
!198 = !DILocation(line: 125, column: 47, scope: !190)
!199 = !DILocation(line: 125, column: 42, scope: !190)
!200 = !DILocation(line: 125, column: 3, scope: !190)
!201 = distinct !{!201, !192, !202, !125}
!202 = !DILocation(line: 125, column: 88, scope: !185)
!203 = !DILocation(line: 126, column: 77, scope: !2)
!204 = !DILocation(line: 126, column: 93, scope: !2)
!205 = !DILocation(line: 126, column: 3, scope: !2)
!206 = !DILocation(line: 128, column: 3, scope: !2)
!207 = !DILocation(line: 129, column: 3, scope: !2)
!208 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !209, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!209 = !DISubroutineType(types: !210)
!210 = !{!10, !61, null}
!211 = !DILocalVariable(name: "fmt", arg: 1, scope: !208, file: !3, line: 13, type: !61)
!212 = !DILocation(line: 13, column: 35, scope: !208)
!213 = !DILocalVariable(name: "ap", scope: !208, file: !3, line: 14, type: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !215)
!215 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!217 = !DILocation(line: 14, column: 13, scope: !208)
!218 = !DILocalVariable(name: "ap2", scope: !208, file: !3, line: 14, type: !214)
!219 = !DILocation(line: 14, column: 17, scope: !208)
!220 = !DILocalVariable(name: "total", scope: !208, file: !3, line: 15, type: !10)
!221 = !DILocation(line: 15, column: 13, scope: !208)
!222 = !DILocation(line: 16, column: 3, scope: !208)
!223 = !DILocation(line: 17, column: 3, scope: !208)
!224 = !DILocalVariable(name: "f", scope: !225, file: !3, line: 18, type: !61)
!225 = distinct !DILexicalBlock(scope: !208, file: !3, line: 18, column: 3)
!226 = !DILocation(line: 18, column: 20, scope: !225)
!227 = !DILocation(line: 18, column: 24, scope: !225)
!228 = !DILocation(line: 18, column: 8, scope: !225)
!229 = !DILocation(line: 18, column: 30, scope: !230)
!230 = distinct !DILexicalBlock(scope: !225, file: !3, line: 18, column: 3)
!231 = !DILocation(line: 18, column: 29, scope: !230)
!232 = !DILocation(line: 18, column: 3, scope: !225)
!233 = !DILocation(line: 19, column: 14, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 18, column: 38)
!235 = !DILocation(line: 19, column: 13, scope: !234)
!236 = !DILocation(line: 19, column: 5, scope: !234)
!237 = !DILocation(line: 20, column: 24, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 19, column: 17)
!239 = !DILocation(line: 20, column: 21, scope: !238)
!240 = !DILocation(line: 20, column: 51, scope: !238)
!241 = !DILocation(line: 21, column: 24, scope: !238)
!242 = !DILocation(line: 21, column: 21, scope: !238)
!243 = !DILocation(line: 21, column: 57, scope: !238)
!244 = !DILocation(line: 22, column: 36, scope: !238)
!245 = !DILocation(line: 22, column: 65, scope: !238)
!246 = !DILocation(line: 22, column: 24, scope: !238)
!247 = !DILocation(line: 22, column: 21, scope: !238)
!248 = !DILocation(line: 22, column: 72, scope: !238)
!249 = !DILocalVariable(name: "s", scope: !250, file: !3, line: 23, type: !61)
!250 = distinct !DILexicalBlock(scope: !238, file: !3, line: 23, column: 15)
!251 = !DILocation(line: 23, column: 29, scope: !250)
!252 = !DILocation(line: 23, column: 33, scope: !250)
!253 = !DILocation(line: 23, column: 69, scope: !250)
!254 = !DILocation(line: 23, column: 78, scope: !250)
!255 = !DILocation(line: 23, column: 76, scope: !250)
!256 = !DILocation(line: 23, column: 82, scope: !250)
!257 = distinct !{!257, !253, !258, !125}
!258 = !DILocation(line: 23, column: 84, scope: !250)
!259 = !DILocation(line: 23, column: 91, scope: !250)
!260 = !DILocation(line: 24, column: 30, scope: !238)
!261 = !DILocation(line: 24, column: 24, scope: !238)
!262 = !DILocation(line: 24, column: 21, scope: !238)
!263 = !DILocation(line: 24, column: 57, scope: !238)
!264 = !DILocalVariable(name: "p", scope: !265, file: !3, line: 25, type: !88)
!265 = distinct !DILexicalBlock(scope: !238, file: !3, line: 25, column: 15)
!266 = !DILocation(line: 25, column: 27, scope: !265)
!267 = !DILocation(line: 25, column: 31, scope: !265)
!268 = !DILocation(line: 25, column: 75, scope: !265)
!269 = !DILocation(line: 25, column: 73, scope: !265)
!270 = !DILocation(line: 25, column: 77, scope: !265)
!271 = !DILocation(line: 25, column: 87, scope: !265)
!272 = !DILocation(line: 25, column: 85, scope: !265)
!273 = !DILocation(line: 25, column: 83, scope: !265)
!274 = !DILocation(line: 25, column: 70, scope: !265)
!275 = !DILocation(line: 25, column: 90, scope: !265)
!276 = !DILocation(line: 26, column: 14, scope: !238)
!277 = !DILocation(line: 28, column: 3, scope: !234)
!278 = !DILocation(line: 18, column: 33, scope: !230)
!279 = !DILocation(line: 18, column: 3, scope: !230)
!280 = distinct !{!280, !232, !281, !125}
!281 = !DILocation(line: 28, column: 3, scope: !225)
!282 = !DILocation(line: 29, column: 3, scope: !208)
!283 = !DILocalVariable(name: "first", scope: !208, file: !3, line: 31, type: !6)
!284 = !DILocation(line: 31, column: 7, scope: !208)
!285 = !DILocation(line: 31, column: 17, scope: !208)
!286 = !DILocation(line: 31, column: 16, scope: !208)
!287 = !DILocation(line: 31, column: 21, scope: !208)
!288 = !DILocation(line: 31, column: 15, scope: !208)
!289 = !DILocation(line: 31, column: 31, scope: !208)
!290 = !DILocation(line: 32, column: 3, scope: !208)
!291 = !DILocation(line: 33, column: 10, scope: !208)
!292 = !DILocation(line: 33, column: 16, scope: !208)
!293 = !DILocation(line: 33, column: 25, scope: !208)
!294 = !DILocation(line: 33, column: 23, scope: !208)
!295 = !DILocation(line: 33, column: 3, scope: !208)
!296 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !297, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!297 = !DISubroutineType(types: !298)
!298 = !{!6, !6, null}
!299 = !DILocalVariable(name: "n", arg: 1, scope: !296, file: !3, line: 36, type: !6)
!300 = !DILocation(line: 36, column: 24, scope: !296)
!301 = !DILocalVariable(name: "ap", scope: !296, file: !3, line: 37, type: !214)
!302 = !DILocation(line: 37, column: 13, scope: !296)
!303 = !DILocation(line: 38, column: 3, scope: !296)
!304 = !DILocalVariable(name: "r", scope: !296, file: !3, line: 39, type: !6)
!305 = !DILocation(line: 39, column: 7, scope: !296)
!306 = !DILocation(line: 40, column: 3, scope: !296)
!307 = !DILocation(line: 40, column: 11, scope: !296)
!308 = !DILocation(line: 40, column: 14, scope: !296)
!309 = !DILocation(line: 40, column: 23, scope: !296)
!310 = !DILocation(line: 40, column: 25, scope: !296)
!311 = !DILocation(line: 40, column: 32, scope: !296)
!312 = !DILocation(line: 40, column: 30, scope: !296)
!313 = !DILocation(line: 40, column: 21, scope: !296)
!314 = distinct !{!314, !306, !315, !125}
!315 = !DILocation(line: 40, column: 56, scope: !296)
!316 = !DILocation(line: 41, column: 3, scope: !296)
!317 = !DILocation(line: 42, column: 10, scope: !296)
!318 = !DILocation(line: 42, column: 3, scope: !296)
!319 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !320, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!320 = !DISubroutineType(types: !321)
!321 = !{!24, !11}
!322 = !DILocalVariable(name: "c", arg: 1, scope: !319, file: !3, line: 56, type: !11)
!323 = !DILocation(line: 56, column: 26, scope: !319)
!324 = !DILocalVariable(name: "i", scope: !325, file: !3, line: 57, type: !155)
!325 = distinct !DILexicalBlock(scope: !319, file: !3, line: 57, column: 3)
!326 = !DILocation(line: 57, column: 17, scope: !325)
!327 = !DILocation(line: 57, column: 8, scope: !325)
!328 = !DILocation(line: 57, column: 24, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 57, column: 3)
!330 = !DILocation(line: 57, column: 26, scope: !329)
!331 = !DILocation(line: 57, column: 3, scope: !325)
!332 = !DILocation(line: 58, column: 18, scope: !333)
!333 = distinct !DILexicalBlock(scope: !329, file: !3, line: 58, column: 9)
!334 = !DILocation(line: 58, column: 9, scope: !333)
!335 = !DILocation(line: 58, column: 21, scope: !333)
!336 = !DILocation(line: 58, column: 28, scope: !333)
!337 = !DILocation(line: 58, column: 25, scope: !333)
!338 = !DILocation(line: 58, column: 9, scope: !329)
!339 = !DILocation(line: 58, column: 47, scope: !333)
!340 = !DILocation(line: 58, column: 38, scope: !333)
!341 = !DILocation(line: 58, column: 50, scope: !333)
!342 = !DILocation(line: 58, column: 31, scope: !333)
!343 = !DILocation(line: 57, column: 66, scope: !329)
!344 = !DILocation(line: 57, column: 3, scope: !329)
!345 = distinct !{!345, !331, !346, !125}
!346 = !DILocation(line: 58, column: 50, scope: !325)
!347 = !DILocation(line: 59, column: 3, scope: !319)
!348 = !DILocation(line: 60, column: 1, scope: !319)
!349 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!350 = !DILocalVariable(name: "a", arg: 1, scope: !349, file: !3, line: 47, type: !6)
!351 = !DILocation(line: 47, column: 23, scope: !349)
!352 = !DILocalVariable(name: "b", arg: 2, scope: !349, file: !3, line: 47, type: !6)
!353 = !DILocation(line: 47, column: 30, scope: !349)
!354 = !DILocation(line: 47, column: 42, scope: !349)
!355 = !DILocation(line: 47, column: 46, scope: !349)
!356 = !DILocation(line: 47, column: 44, scope: !349)
!357 = !DILocation(line: 47, column: 35, scope: !349)
!358 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!359 = !DILocalVariable(name: "a", arg: 1, scope: !358, file: !3, line: 49, type: !6)
!360 = !DILocation(line: 49, column: 23, scope: !358)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !358, file: !3, line: 49, type: !6)
!362 = !DILocation(line: 49, column: 30, scope: !358)
!363 = !DILocation(line: 49, column: 42, scope: !358)
!364 = !DILocation(line: 49, column: 46, scope: !358)
!365 = !DILocation(line: 49, column: 44, scope: !358)
!366 = !DILocation(line: 49, column: 35, scope: !358)
!367 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!368 = !DILocalVariable(name: "a", arg: 1, scope: !367, file: !3, line: 48, type: !6)
!369 = !DILocation(line: 48, column: 23, scope: !367)
!370 = !DILocalVariable(name: "b", arg: 2, scope: !367, file: !3, line: 48, type: !6)
!371 = !DILocation(line: 48, column: 30, scope: !367)
!372 = !DILocation(line: 48, column: 42, scope: !367)
!373 = !DILocation(line: 48, column: 46, scope: !367)
!374 = !DILocation(line: 48, column: 44, scope: !367)
!375 = !DILocation(line: 48, column: 35, scope: !367)
!376 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !377, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!377 = !DISubroutineType(types: !378)
!378 = !{!6, !379, !6, !6, !6}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 32)
!380 = !DILocalVariable(name: "fns", arg: 1, scope: !376, file: !3, line: 62, type: !379)
!381 = !DILocation(line: 62, column: 35, scope: !376)
!382 = !DILocalVariable(name: "n", arg: 2, scope: !376, file: !3, line: 62, type: !6)
!383 = !DILocation(line: 62, column: 55, scope: !376)
!384 = !DILocalVariable(name: "a", arg: 3, scope: !376, file: !3, line: 62, type: !6)
!385 = !DILocation(line: 62, column: 62, scope: !376)
!386 = !DILocalVariable(name: "b", arg: 4, scope: !376, file: !3, line: 62, type: !6)
!387 = !DILocation(line: 62, column: 69, scope: !376)
!388 = !DILocalVariable(name: "acc", scope: !376, file: !3, line: 63, type: !6)
!389 = !DILocation(line: 63, column: 7, scope: !376)
!390 = !DILocalVariable(name: "i", scope: !391, file: !3, line: 64, type: !6)
!391 = distinct !DILexicalBlock(scope: !376, file: !3, line: 64, column: 3)
!392 = !DILocation(line: 64, column: 12, scope: !391)
!393 = !DILocation(line: 64, column: 8, scope: !391)
!394 = !DILocation(line: 64, column: 19, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !3, line: 64, column: 3)
!396 = !DILocation(line: 64, column: 23, scope: !395)
!397 = !DILocation(line: 64, column: 21, scope: !395)
!398 = !DILocation(line: 64, column: 3, scope: !391)
!399 = !DILocation(line: 64, column: 38, scope: !395)
!400 = !DILocation(line: 64, column: 42, scope: !395)
!401 = !DILocation(line: 64, column: 45, scope: !395)
!402 = !DILocation(line: 64, column: 48, scope: !395)
!403 = !DILocation(line: 64, column: 35, scope: !395)
!404 = !DILocation(line: 64, column: 31, scope: !395)
!405 = !DILocation(line: 64, column: 26, scope: !395)
!406 = !DILocation(line: 64, column: 3, scope: !395)
!407 = distinct !{!407, !398, !408, !125}
!408 = !DILocation(line: 64, column: 49, scope: !391)
!409 = !DILocation(line: 65, column: 10, scope: !376)
!410 = !DILocation(line: 65, column: 3, scope: !376)
!411 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!412 = !DILocation(line: 71, column: 27, scope: !32)
!413 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !414)
!414 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !415)
!415 = !{!416}
!416 = !DISubrange(count: 16)
!417 = !DILocation(line: 74, column: 7, scope: !32)
!418 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!419 = !DILocation(line: 74, column: 18, scope: !32)
!420 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!421 = !DILocation(line: 74, column: 26, scope: !32)
!422 = !DILocation(line: 76, column: 3, scope: !32)
!423 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!424 = !DILocation(line: 77, column: 1, scope: !32)
!425 = !DILocation(line: 77, column: 24, scope: !32)
!426 = !DILocation(line: 77, column: 31, scope: !32)
!427 = !DILocation(line: 77, column: 18, scope: !32)
!428 = !DILocation(line: 77, column: 10, scope: !32)
!429 = !DILocation(line: 77, column: 22, scope: !32)
!430 = !DILocation(line: 77, column: 36, scope: !32)
!431 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!432 = !DILocation(line: 78, column: 1, scope: !32)
!433 = !DILocation(line: 78, column: 11, scope: !32)
!434 = !DILocation(line: 78, column: 38, scope: !32)
!435 = !DILocation(line: 78, column: 32, scope: !32)
!436 = !DILocation(line: 78, column: 21, scope: !32)
!437 = !DILocation(line: 78, column: 24, scope: !32)
!438 = !DILocation(line: 78, column: 15, scope: !32)
!439 = !DILocation(line: 78, column: 29, scope: !32)
!440 = !DILocation(line: 78, column: 43, scope: !32)
!441 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!442 = !DILocation(line: 79, column: 1, scope: !32)
!443 = !DILocation(line: 79, column: 11, scope: !32)
!444 = !DILocation(line: 79, column: 38, scope: !32)
!445 = !DILocation(line: 79, column: 32, scope: !32)
!446 = !DILocation(line: 79, column: 21, scope: !32)
!447 = !DILocation(line: 79, column: 24, scope: !32)
!448 = !DILocation(line: 79, column: 15, scope: !32)
!449 = !DILocation(line: 79, column: 29, scope: !32)
!450 = !DILocation(line: 79, column: 43, scope: !32)
!451 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!452 = !DILocation(line: 80, column: 1, scope: !32)
!453 = !DILocation(line: 80, column: 28, scope: !32)
!454 = !DILocation(line: 80, column: 31, scope: !32)
!455 = !DILocation(line: 80, column: 22, scope: !32)
!456 = !DILocation(line: 80, column: 16, scope: !32)
!457 = !DILocation(line: 80, column: 10, scope: !32)
!458 = !DILocation(line: 80, column: 20, scope: !32)
!459 = !DILocation(line: 80, column: 39, scope: !32)
!460 = !DILocation(line: 80, column: 43, scope: !32)
!461 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!462 = !DILocation(line: 81, column: 1, scope: !32)
!463 = !DILocalVariable(name: "t", scope: !464, file: !3, line: 81, type: !6)
!464 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!465 = !DILocation(line: 81, column: 15, scope: !464)
!466 = !DILocation(line: 81, column: 19, scope: !464)
!467 = !DILocation(line: 81, column: 26, scope: !464)
!468 = !DILocation(line: 81, column: 41, scope: !469)
!469 = distinct !DILexicalBlock(scope: !464, file: !3, line: 81, column: 35)
!470 = !DILocation(line: 81, column: 35, scope: !469)
!471 = !DILocation(line: 81, column: 35, scope: !464)
!472 = !DILocation(line: 81, column: 53, scope: !469)
!473 = !DILocation(line: 81, column: 51, scope: !469)
!474 = !DILocation(line: 81, column: 48, scope: !469)
!475 = !DILocation(line: 81, column: 56, scope: !464)
!476 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!477 = !DILocation(line: 82, column: 1, scope: !32)
!478 = !DILocation(line: 82, column: 15, scope: !32)
!479 = !DILocation(line: 82, column: 18, scope: !32)
!480 = !DILocation(line: 82, column: 9, scope: !32)
!481 = !DILocation(line: 82, column: 22, scope: !32)
!482 = !DILocation(line: 82, column: 26, scope: !32)
!483 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!484 = !DILocation(line: 83, column: 1, scope: !32)
!485 = !DILocalVariable(name: "t", scope: !486, file: !3, line: 83, type: !6)
!486 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!487 = !DILocation(line: 83, column: 16, scope: !486)
!488 = !DILocation(line: 83, column: 26, scope: !486)
!489 = !DILocation(line: 83, column: 29, scope: !486)
!490 = !DILocation(line: 83, column: 20, scope: !486)
!491 = !DILocation(line: 83, column: 57, scope: !486)
!492 = !DILocation(line: 83, column: 60, scope: !486)
!493 = !DILocation(line: 83, column: 51, scope: !486)
!494 = !DILocation(line: 83, column: 41, scope: !486)
!495 = !DILocation(line: 83, column: 44, scope: !486)
!496 = !DILocation(line: 83, column: 35, scope: !486)
!497 = !DILocation(line: 83, column: 49, scope: !486)
!498 = !DILocation(line: 83, column: 82, scope: !486)
!499 = !DILocation(line: 83, column: 72, scope: !486)
!500 = !DILocation(line: 83, column: 75, scope: !486)
!501 = !DILocation(line: 83, column: 66, scope: !486)
!502 = !DILocation(line: 83, column: 80, scope: !486)
!503 = !DILocation(line: 83, column: 85, scope: !486)
!504 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!505 = !DILocation(line: 84, column: 1, scope: !32)
!506 = !DILocation(line: 84, column: 23, scope: !32)
!507 = !DILocation(line: 84, column: 26, scope: !32)
!508 = !DILocation(line: 84, column: 17, scope: !32)
!509 = !DILocation(line: 84, column: 10, scope: !32)
!510 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!511 = !DILocalVariable(name: "a", arg: 1, scope: !510, file: !3, line: 50, type: !6)
!512 = !DILocation(line: 50, column: 23, scope: !510)
!513 = !DILocalVariable(name: "b", arg: 2, scope: !510, file: !3, line: 50, type: !6)
!514 = !DILocation(line: 50, column: 30, scope: !510)
!515 = !DILocation(line: 50, column: 42, scope: !510)
!516 = !DILocation(line: 50, column: 46, scope: !510)
!517 = !DILocation(line: 50, column: 50, scope: !510)
!518 = !DILocation(line: 50, column: 48, scope: !510)
!519 = !DILocation(line: 50, column: 35, scope: !510)
