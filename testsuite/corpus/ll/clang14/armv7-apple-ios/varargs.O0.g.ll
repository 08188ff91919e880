; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !2 {
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !94, metadata !DIExpression()), !dbg !100
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false), !dbg !100
  %13 = bitcast %struct.Pt* %2 to [1 x i32]*, !dbg !101
  %14 = load [1 x i32], [1 x i32]* %13, align 2, !dbg !101
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, [1 x i32] %14), !dbg !101
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %15), !dbg !102
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !103
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %17), !dbg !104
  call void @llvm.dbg.declare(metadata i8** %3, metadata !105, metadata !DIExpression()), !dbg !106
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %3, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata i8** %4, metadata !107, metadata !DIExpression()), !dbg !109
  %19 = load i8*, i8** %3, align 4, !dbg !110
  store i8* %19, i8** %4, align 4, !dbg !109
  br label %20, !dbg !111

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 4, !dbg !112
  %22 = load i8, i8* %21, align 1, !dbg !114
  %23 = icmp ne i8 %22, 0, !dbg !115
  br i1 %23, label %24, label %43, !dbg !115

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !116, metadata !DIExpression()), !dbg !118
  %25 = load i8*, i8** %4, align 4, !dbg !119
  %26 = load i8, i8* %25, align 1, !dbg !120
  %27 = call i32 (i32, i32)* @lookup(i8 noundef signext %26), !dbg !121
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 4, !dbg !118
  %28 = load i8*, i8** %4, align 4, !dbg !122
  %29 = load i8, i8* %28, align 1, !dbg !123
  %30 = sext i8 %29 to i32, !dbg !123
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !124
  %32 = icmp ne i32 (i32, i32)* %31, null, !dbg !124
  br i1 %32, label %33, label %36, !dbg !124

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !125
  %35 = call i32 %34(i32 noundef 17, i32 noundef 5), !dbg !125
  br label %37, !dbg !124

36:                                               ; preds = %24
  br label %37, !dbg !124

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ], !dbg !124
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %30, i32 noundef %38), !dbg !126
  br label %40, !dbg !127

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 4, !dbg !128
  %42 = getelementptr inbounds i8, i8* %41, i32 1, !dbg !128
  store i8* %42, i8** %4, align 4, !dbg !128
  br label %20, !dbg !129, !llvm.loop !130

43:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !133, metadata !DIExpression()), !dbg !137
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !137
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %44, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false), !dbg !137
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0, !dbg !138
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !139
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %46), !dbg !140
  call void @llvm.dbg.declare(metadata i32* %7, metadata !141, metadata !DIExpression()), !dbg !142
  store i32 1, i32* %7, align 4, !dbg !142
  call void @llvm.dbg.declare(metadata i32* %8, metadata !143, metadata !DIExpression()), !dbg !145
  store i32 5, i32* %8, align 4, !dbg !145
  br label %48, !dbg !146

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4, !dbg !147
  %50 = icmp sgt i32 %49, 0, !dbg !149
  br i1 %50, label %51, label %58, !dbg !150

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4, !dbg !151
  %53 = load i32, i32* %7, align 4, !dbg !152
  %54 = mul nsw i32 %53, %52, !dbg !152
  store i32 %54, i32* %7, align 4, !dbg !152
  br label %55, !dbg !153

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4, !dbg !154
  %57 = add nsw i32 %56, -1, !dbg !154
  store i32 %57, i32* %8, align 4, !dbg !154
  br label %48, !dbg !155, !llvm.loop !156

58:                                               ; preds = %48
  %59 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !158
  %60 = load i32, i32* %7, align 4, !dbg !159
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %59, i32 noundef %60), !dbg !160
  call void @llvm.dbg.declare(metadata i32* %9, metadata !161, metadata !DIExpression()), !dbg !163
  store i32 -2128831035, i32* %9, align 4, !dbg !163
  call void @llvm.dbg.declare(metadata i32* %10, metadata !164, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %10, align 4, !dbg !166
  br label %62, !dbg !167

62:                                               ; preds = %73, %58
  %63 = load i32, i32* %10, align 4, !dbg !168
  %64 = icmp ult i32 %63, 39, !dbg !170
  br i1 %64, label %65, label %76, !dbg !171

65:                                               ; preds = %62
  %66 = load i32, i32* %9, align 4, !dbg !172
  %67 = load i32, i32* %10, align 4, !dbg !173
  %68 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %67, !dbg !174
  %69 = load i8, i8* %68, align 1, !dbg !174
  %70 = zext i8 %69 to i32, !dbg !175
  %71 = xor i32 %66, %70, !dbg !176
  %72 = mul i32 %71, 16777619, !dbg !177
  store i32 %72, i32* %9, align 4, !dbg !178
  br label %73, !dbg !179

73:                                               ; preds = %65
  %74 = load i32, i32* %10, align 4, !dbg !180
  %75 = add i32 %74, 1, !dbg !180
  store i32 %75, i32* %10, align 4, !dbg !180
  br label %62, !dbg !181, !llvm.loop !182

76:                                               ; preds = %62
  %77 = load i32, i32* %9, align 4, !dbg !184
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef %77), !dbg !185
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !186
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1, !dbg !187
  %81 = zext i8 %80 to i32, !dbg !187
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1, !dbg !188
  %83 = zext i8 %82 to i32, !dbg !188
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1, !dbg !189
  %85 = zext i8 %84 to i32, !dbg !189
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %81, i32 noundef %83, i32 noundef %85), !dbg !190
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !191, metadata !DIExpression()), !dbg !194
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4, !dbg !194
  br label %87, !dbg !195

87:                                               ; preds = %105, %76
  %88 = load i8**, i8*** %11, align 4, !dbg !196
  %89 = load i8*, i8** %88, align 4, !dbg !198
  %90 = icmp ne i8* %89, null, !dbg !199
  br i1 %90, label %91, label %108, !dbg !199

91:                                               ; preds = %87
  %92 = load i8**, i8*** %11, align 4, !dbg !200
  %93 = getelementptr inbounds i8*, i8** %92, i32 0, !dbg !200
  %94 = load i8*, i8** %93, align 4, !dbg !200
  %95 = load i8, i8* %94, align 1, !dbg !201
  %96 = sext i8 %95 to i32, !dbg !201
  %97 = icmp eq i32 %96, 27, !dbg !202
  br i1 %97, label %98, label %99, !dbg !201

98:                                               ; preds = %91
  br label %102, !dbg !201

99:                                               ; preds = %91
  %100 = load i8**, i8*** %11, align 4, !dbg !203
  %101 = load i8*, i8** %100, align 4, !dbg !204
  br label %102, !dbg !201

102:                                              ; preds = %99, %98
  %103 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), %98 ], [ %101, %99 ], !dbg !201
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %103), !dbg !205
  br label %105, !dbg !205

105:                                              ; preds = %102
  %106 = load i8**, i8*** %11, align 4, !dbg !206
  %107 = getelementptr inbounds i8*, i8** %106, i32 1, !dbg !206
  store i8** %107, i8*** %11, align 4, !dbg !206
  br label %87, !dbg !207, !llvm.loop !208

108:                                              ; preds = %87
  %109 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 4, !dbg !210
  %110 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 4, !dbg !211
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %109, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %110, i32 noundef 6), !dbg !212
  %112 = call i32 @putchar(i32 noundef 10), !dbg !213
  ret i32 0, !dbg !214
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone ssp
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !215 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !218, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.declare(metadata i8** %3, metadata !220, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.declare(metadata i8** %4, metadata !225, metadata !DIExpression()), !dbg !226
  call void @llvm.dbg.declare(metadata i64* %5, metadata !227, metadata !DIExpression()), !dbg !228
  store i64 0, i64* %5, align 8, !dbg !228
  %10 = bitcast i8** %3 to i8*, !dbg !229
  call void @llvm.va_start(i8* %10), !dbg !229
  %11 = bitcast i8** %4 to i8*, !dbg !230
  %12 = bitcast i8** %3 to i8*, !dbg !230
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !230
  call void @llvm.dbg.declare(metadata i8** %6, metadata !231, metadata !DIExpression()), !dbg !233
  %13 = load i8*, i8** %2, align 4, !dbg !234
  store i8* %13, i8** %6, align 4, !dbg !233
  br label %14, !dbg !235

14:                                               ; preds = %88, %1
  %15 = load i8*, i8** %6, align 4, !dbg !236
  %16 = load i8, i8* %15, align 1, !dbg !238
  %17 = icmp ne i8 %16, 0, !dbg !239
  br i1 %17, label %18, label %91, !dbg !239

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4, !dbg !240
  %20 = load i8, i8* %19, align 1, !dbg !242
  %21 = sext i8 %20 to i32, !dbg !242
  switch i32 %21, label %86 [
    i32 105, label %22
    i32 108, label %30
    i32 100, label %37
    i32 115, label %46
    i32 99, label %60
    i32 112, label %69
  ], !dbg !243

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 4, !dbg !244
  %24 = getelementptr inbounds i8, i8* %23, i32 4, !dbg !244
  store i8* %24, i8** %3, align 4, !dbg !244
  %25 = bitcast i8* %23 to i32*, !dbg !244
  %26 = load i32, i32* %25, align 4, !dbg !244
  %27 = sext i32 %26 to i64, !dbg !244
  %28 = load i64, i64* %5, align 8, !dbg !246
  %29 = add nsw i64 %28, %27, !dbg !246
  store i64 %29, i64* %5, align 8, !dbg !246
  br label %87, !dbg !247

30:                                               ; preds = %18
  %31 = load i8*, i8** %3, align 4, !dbg !248
  %32 = getelementptr inbounds i8, i8* %31, i32 8, !dbg !248
  store i8* %32, i8** %3, align 4, !dbg !248
  %33 = bitcast i8* %31 to i64*, !dbg !248
  %34 = load i64, i64* %33, align 4, !dbg !248
  %35 = load i64, i64* %5, align 8, !dbg !249
  %36 = add nsw i64 %35, %34, !dbg !249
  store i64 %36, i64* %5, align 8, !dbg !249
  br label %87, !dbg !250

37:                                               ; preds = %18
  %38 = load i8*, i8** %3, align 4, !dbg !251
  %39 = getelementptr inbounds i8, i8* %38, i32 8, !dbg !251
  store i8* %39, i8** %3, align 4, !dbg !251
  %40 = bitcast i8* %38 to double*, !dbg !251
  %41 = load double, double* %40, align 4, !dbg !251
  %42 = fmul double %41, 1.000000e+01, !dbg !252
  %43 = fptosi double %42 to i64, !dbg !253
  %44 = load i64, i64* %5, align 8, !dbg !254
  %45 = add nsw i64 %44, %43, !dbg !254
  store i64 %45, i64* %5, align 8, !dbg !254
  br label %87, !dbg !255

46:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !256, metadata !DIExpression()), !dbg !258
  %47 = load i8*, i8** %3, align 4, !dbg !259
  %48 = getelementptr inbounds i8, i8* %47, i32 4, !dbg !259
  store i8* %48, i8** %3, align 4, !dbg !259
  %49 = bitcast i8* %47 to i8**, !dbg !259
  %50 = load i8*, i8** %49, align 4, !dbg !259
  store i8* %50, i8** %7, align 4, !dbg !258
  br label %51, !dbg !260

51:                                               ; preds = %56, %46
  %52 = load i8*, i8** %7, align 4, !dbg !261
  %53 = getelementptr inbounds i8, i8* %52, i32 1, !dbg !261
  store i8* %53, i8** %7, align 4, !dbg !261
  %54 = load i8, i8* %52, align 1, !dbg !262
  %55 = icmp ne i8 %54, 0, !dbg !260
  br i1 %55, label %56, label %59, !dbg !260

56:                                               ; preds = %51
  %57 = load i64, i64* %5, align 8, !dbg !263
  %58 = add nsw i64 %57, 1, !dbg !263
  store i64 %58, i64* %5, align 8, !dbg !263
  br label %51, !dbg !260, !llvm.loop !264

59:                                               ; preds = %51
  br label %87, !dbg !266

60:                                               ; preds = %18
  %61 = load i8*, i8** %3, align 4, !dbg !267
  %62 = getelementptr inbounds i8, i8* %61, i32 4, !dbg !267
  store i8* %62, i8** %3, align 4, !dbg !267
  %63 = bitcast i8* %61 to i32*, !dbg !267
  %64 = load i32, i32* %63, align 4, !dbg !267
  %65 = trunc i32 %64 to i8, !dbg !268
  %66 = sext i8 %65 to i64, !dbg !268
  %67 = load i64, i64* %5, align 8, !dbg !269
  %68 = add nsw i64 %67, %66, !dbg !269
  store i64 %68, i64* %5, align 8, !dbg !269
  br label %87, !dbg !270

69:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !271, metadata !DIExpression()), !dbg !273
  %70 = load i8*, i8** %3, align 4, !dbg !274
  %71 = getelementptr inbounds i8, i8* %70, i32 4, !dbg !274
  store i8* %71, i8** %3, align 4, !dbg !274
  %72 = bitcast i8* %70 to %struct.Pt*, !dbg !274
  %73 = bitcast %struct.Pt* %8 to i8*, !dbg !274
  %74 = bitcast %struct.Pt* %72 to i8*, !dbg !274
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %73, i8* align 4 %74, i32 4, i1 false), !dbg !274
  %75 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !275
  %76 = load i16, i16* %75, align 2, !dbg !275
  %77 = sext i16 %76 to i32, !dbg !276
  %78 = mul nsw i32 %77, 100, !dbg !277
  %79 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !278
  %80 = load i16, i16* %79, align 2, !dbg !278
  %81 = sext i16 %80 to i32, !dbg !279
  %82 = add nsw i32 %78, %81, !dbg !280
  %83 = sext i32 %82 to i64, !dbg !276
  %84 = load i64, i64* %5, align 8, !dbg !281
  %85 = add nsw i64 %84, %83, !dbg !281
  store i64 %85, i64* %5, align 8, !dbg !281
  br label %87, !dbg !282

86:                                               ; preds = %18
  br label %87, !dbg !283

87:                                               ; preds = %86, %69, %60, %59, %37, %30, %22
  br label %88, !dbg !284

88:                                               ; preds = %87
  %89 = load i8*, i8** %6, align 4, !dbg !285
  %90 = getelementptr inbounds i8, i8* %89, i32 1, !dbg !285
  store i8* %90, i8** %6, align 4, !dbg !285
  br label %14, !dbg !286, !llvm.loop !287

91:                                               ; preds = %14
  %92 = bitcast i8** %3 to i8*, !dbg !289
  call void @llvm.va_end(i8* %92), !dbg !289
  call void @llvm.dbg.declare(metadata i32* %9, metadata !290, metadata !DIExpression()), !dbg !291
  %93 = load i8*, i8** %2, align 4, !dbg !292
  %94 = load i8, i8* %93, align 1, !dbg !293
  %95 = sext i8 %94 to i32, !dbg !293
  %96 = icmp eq i32 %95, 105, !dbg !294
  br i1 %96, label %97, label %102, !dbg !295

97:                                               ; preds = %91
  %98 = load i8*, i8** %4, align 4, !dbg !296
  %99 = getelementptr inbounds i8, i8* %98, i32 4, !dbg !296
  store i8* %99, i8** %4, align 4, !dbg !296
  %100 = bitcast i8* %98 to i32*, !dbg !296
  %101 = load i32, i32* %100, align 4, !dbg !296
  br label %103, !dbg !295

102:                                              ; preds = %91
  br label %103, !dbg !295

103:                                              ; preds = %102, %97
  %104 = phi i32 [ %101, %97 ], [ 0, %102 ], !dbg !295
  store i32 %104, i32* %9, align 4, !dbg !291
  %105 = bitcast i8** %4 to i8*, !dbg !297
  call void @llvm.va_end(i8* %105), !dbg !297
  %106 = load i64, i64* %5, align 8, !dbg !298
  %107 = mul nsw i64 %106, 1000, !dbg !299
  %108 = load i32, i32* %9, align 4, !dbg !300
  %109 = sext i32 %108 to i64, !dbg !300
  %110 = add nsw i64 %107, %109, !dbg !301
  ret i64 %110, !dbg !302
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !303 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !306, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.declare(metadata i8** %3, metadata !308, metadata !DIExpression()), !dbg !309
  %5 = bitcast i8** %3 to i8*, !dbg !310
  call void @llvm.va_start(i8* %5), !dbg !310
  call void @llvm.dbg.declare(metadata i32* %4, metadata !311, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %4, align 4, !dbg !312
  br label %6, !dbg !313

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !314
  %8 = add nsw i32 %7, -1, !dbg !314
  store i32 %8, i32* %2, align 4, !dbg !314
  %9 = icmp sgt i32 %7, 0, !dbg !315
  br i1 %9, label %10, label %18, !dbg !313

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !316
  %12 = mul nsw i32 %11, 31, !dbg !317
  %13 = load i8*, i8** %3, align 4, !dbg !318
  %14 = getelementptr inbounds i8, i8* %13, i32 4, !dbg !318
  store i8* %14, i8** %3, align 4, !dbg !318
  %15 = bitcast i8* %13 to i32*, !dbg !318
  %16 = load i32, i32* %15, align 4, !dbg !318
  %17 = add nsw i32 %12, %16, !dbg !319
  store i32 %17, i32* %4, align 4, !dbg !320
  br label %6, !dbg !313, !llvm.loop !321

18:                                               ; preds = %6
  %19 = bitcast i8** %3 to i8*, !dbg !323
  call void @llvm.va_end(i8* %19), !dbg !323
  %20 = load i32, i32* %4, align 4, !dbg !324
  ret i32 %20, !dbg !325
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 (i32, i32)* @lookup(i8 noundef signext %0) #4 !dbg !326 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !329, metadata !DIExpression()), !dbg !330
  call void @llvm.dbg.declare(metadata i32* %4, metadata !331, metadata !DIExpression()), !dbg !333
  store i32 0, i32* %4, align 4, !dbg !333
  br label %5, !dbg !334

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !335
  %7 = icmp ult i32 %6, 4, !dbg !337
  br i1 %7, label %8, label %26, !dbg !338

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !339
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9, !dbg !341
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0, !dbg !342
  %12 = load i8, i8* %11, align 4, !dbg !342
  %13 = sext i8 %12 to i32, !dbg !341
  %14 = load i8, i8* %3, align 1, !dbg !343
  %15 = sext i8 %14 to i32, !dbg !343
  %16 = icmp eq i32 %13, %15, !dbg !344
  br i1 %16, label %17, label %22, !dbg !345

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4, !dbg !346
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18, !dbg !347
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1, !dbg !348
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4, !dbg !348
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4, !dbg !349
  br label %27, !dbg !349

22:                                               ; preds = %8
  br label %23, !dbg !343

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !350
  %25 = add i32 %24, 1, !dbg !350
  store i32 %25, i32* %4, align 4, !dbg !350
  br label %5, !dbg !351, !llvm.loop !352

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4, !dbg !354
  br label %27, !dbg !354

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4, !dbg !355
  ret i32 (i32, i32)* %28, !dbg !355
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !356 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !357, metadata !DIExpression()), !dbg !358
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !359, metadata !DIExpression()), !dbg !360
  %5 = load i32, i32* %3, align 4, !dbg !361
  %6 = load i32, i32* %4, align 4, !dbg !362
  %7 = add nsw i32 %5, %6, !dbg !363
  ret i32 %7, !dbg !364
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !365 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !366, metadata !DIExpression()), !dbg !367
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !368, metadata !DIExpression()), !dbg !369
  %5 = load i32, i32* %3, align 4, !dbg !370
  %6 = load i32, i32* %4, align 4, !dbg !371
  %7 = mul nsw i32 %5, %6, !dbg !372
  ret i32 %7, !dbg !373
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !374 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !375, metadata !DIExpression()), !dbg !376
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !377, metadata !DIExpression()), !dbg !378
  %5 = load i32, i32* %3, align 4, !dbg !379
  %6 = load i32, i32* %4, align 4, !dbg !380
  %7 = sub nsw i32 %5, %6, !dbg !381
  ret i32 %7, !dbg !382
}

; Function Attrs: noinline optnone ssp
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !383 {
  %5 = alloca i32 (i32, i32)**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !387, metadata !DIExpression()), !dbg !388
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !389, metadata !DIExpression()), !dbg !390
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !391, metadata !DIExpression()), !dbg !392
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !393, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.declare(metadata i32* %9, metadata !395, metadata !DIExpression()), !dbg !396
  store i32 0, i32* %9, align 4, !dbg !396
  call void @llvm.dbg.declare(metadata i32* %10, metadata !397, metadata !DIExpression()), !dbg !399
  store i32 0, i32* %10, align 4, !dbg !399
  br label %11, !dbg !400

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4, !dbg !401
  %13 = load i32, i32* %6, align 4, !dbg !403
  %14 = icmp slt i32 %12, %13, !dbg !404
  br i1 %14, label %15, label %28, !dbg !405

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 4, !dbg !406
  %17 = load i32, i32* %10, align 4, !dbg !407
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17, !dbg !406
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4, !dbg !406
  %20 = load i32, i32* %7, align 4, !dbg !408
  %21 = load i32, i32* %8, align 4, !dbg !409
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !406
  %23 = load i32, i32* %9, align 4, !dbg !410
  %24 = add nsw i32 %23, %22, !dbg !410
  store i32 %24, i32* %9, align 4, !dbg !410
  br label %25, !dbg !411

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4, !dbg !412
  %27 = add nsw i32 %26, 1, !dbg !412
  store i32 %27, i32* %10, align 4, !dbg !412
  br label %11, !dbg !413, !llvm.loop !414

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4, !dbg !416
  ret i32 %29, !dbg !417
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !418, metadata !DIExpression()), !dbg !419
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !420, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.declare(metadata i32* %4, metadata !425, metadata !DIExpression()), !dbg !426
  store i32 0, i32* %4, align 4, !dbg !426
  call void @llvm.dbg.declare(metadata i32* %5, metadata !427, metadata !DIExpression()), !dbg !428
  store i32 0, i32* %5, align 4, !dbg !428
  %8 = load i32*, i32** %2, align 4, !dbg !429
  %9 = load i32, i32* %5, align 4, !dbg !429
  %10 = add nsw i32 %9, 1, !dbg !429
  store i32 %10, i32* %5, align 4, !dbg !429
  %11 = getelementptr inbounds i32, i32* %8, i32 %9, !dbg !429
  %12 = load i32, i32* %11, align 4, !dbg !429
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12, !dbg !429
  %14 = load i8*, i8** %13, align 4, !dbg !429
  br label %145, !dbg !429

15:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !430), !dbg !431
  %16 = load i32*, i32** %2, align 4, !dbg !432
  %17 = load i32, i32* %5, align 4, !dbg !433
  %18 = add nsw i32 %17, 1, !dbg !433
  store i32 %18, i32* %5, align 4, !dbg !433
  %19 = getelementptr inbounds i32, i32* %16, i32 %17, !dbg !432
  %20 = load i32, i32* %19, align 4, !dbg !432
  %21 = load i32, i32* %4, align 4, !dbg !434
  %22 = add nsw i32 %21, 1, !dbg !434
  store i32 %22, i32* %4, align 4, !dbg !434
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21, !dbg !435
  store i32 %20, i32* %23, align 4, !dbg !436
  %24 = load i32*, i32** %2, align 4, !dbg !437
  %25 = load i32, i32* %5, align 4, !dbg !437
  %26 = add nsw i32 %25, 1, !dbg !437
  store i32 %26, i32* %5, align 4, !dbg !437
  %27 = getelementptr inbounds i32, i32* %24, i32 %25, !dbg !437
  %28 = load i32, i32* %27, align 4, !dbg !437
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28, !dbg !437
  %30 = load i8*, i8** %29, align 4, !dbg !437
  br label %145, !dbg !437

31:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !438), !dbg !439
  %32 = load i32, i32* %4, align 4, !dbg !440
  %33 = add nsw i32 %32, -1, !dbg !440
  store i32 %33, i32* %4, align 4, !dbg !440
  %34 = load i32, i32* %4, align 4, !dbg !441
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34, !dbg !442
  %36 = load i32, i32* %35, align 4, !dbg !442
  %37 = load i32, i32* %4, align 4, !dbg !443
  %38 = sub nsw i32 %37, 1, !dbg !444
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38, !dbg !445
  %40 = load i32, i32* %39, align 4, !dbg !446
  %41 = add nsw i32 %40, %36, !dbg !446
  store i32 %41, i32* %39, align 4, !dbg !446
  %42 = load i32*, i32** %2, align 4, !dbg !447
  %43 = load i32, i32* %5, align 4, !dbg !447
  %44 = add nsw i32 %43, 1, !dbg !447
  store i32 %44, i32* %5, align 4, !dbg !447
  %45 = getelementptr inbounds i32, i32* %42, i32 %43, !dbg !447
  %46 = load i32, i32* %45, align 4, !dbg !447
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46, !dbg !447
  %48 = load i8*, i8** %47, align 4, !dbg !447
  br label %145, !dbg !447

49:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !448), !dbg !449
  %50 = load i32, i32* %4, align 4, !dbg !450
  %51 = add nsw i32 %50, -1, !dbg !450
  store i32 %51, i32* %4, align 4, !dbg !450
  %52 = load i32, i32* %4, align 4, !dbg !451
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52, !dbg !452
  %54 = load i32, i32* %53, align 4, !dbg !452
  %55 = load i32, i32* %4, align 4, !dbg !453
  %56 = sub nsw i32 %55, 1, !dbg !454
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56, !dbg !455
  %58 = load i32, i32* %57, align 4, !dbg !456
  %59 = mul nsw i32 %58, %54, !dbg !456
  store i32 %59, i32* %57, align 4, !dbg !456
  %60 = load i32*, i32** %2, align 4, !dbg !457
  %61 = load i32, i32* %5, align 4, !dbg !457
  %62 = add nsw i32 %61, 1, !dbg !457
  store i32 %62, i32* %5, align 4, !dbg !457
  %63 = getelementptr inbounds i32, i32* %60, i32 %61, !dbg !457
  %64 = load i32, i32* %63, align 4, !dbg !457
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64, !dbg !457
  %66 = load i8*, i8** %65, align 4, !dbg !457
  br label %145, !dbg !457

67:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !458), !dbg !459
  %68 = load i32, i32* %4, align 4, !dbg !460
  %69 = sub nsw i32 %68, 2, !dbg !461
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69, !dbg !462
  %71 = load i32, i32* %70, align 4, !dbg !462
  %72 = load i32, i32* %4, align 4, !dbg !463
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72, !dbg !464
  store i32 %71, i32* %73, align 4, !dbg !465
  %74 = load i32, i32* %4, align 4, !dbg !466
  %75 = add nsw i32 %74, 1, !dbg !466
  store i32 %75, i32* %4, align 4, !dbg !466
  %76 = load i32*, i32** %2, align 4, !dbg !467
  %77 = load i32, i32* %5, align 4, !dbg !467
  %78 = add nsw i32 %77, 1, !dbg !467
  store i32 %78, i32* %5, align 4, !dbg !467
  %79 = getelementptr inbounds i32, i32* %76, i32 %77, !dbg !467
  %80 = load i32, i32* %79, align 4, !dbg !467
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80, !dbg !467
  %82 = load i8*, i8** %81, align 4, !dbg !467
  br label %145, !dbg !467

83:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !468), !dbg !469
  call void @llvm.dbg.declare(metadata i32* %6, metadata !470, metadata !DIExpression()), !dbg !472
  %84 = load i32*, i32** %2, align 4, !dbg !473
  %85 = load i32, i32* %5, align 4, !dbg !474
  %86 = add nsw i32 %85, 1, !dbg !474
  store i32 %86, i32* %5, align 4, !dbg !474
  %87 = getelementptr inbounds i32, i32* %84, i32 %85, !dbg !473
  %88 = load i32, i32* %87, align 4, !dbg !473
  store i32 %88, i32* %6, align 4, !dbg !472
  %89 = load i32, i32* %4, align 4, !dbg !475
  %90 = add nsw i32 %89, -1, !dbg !475
  store i32 %90, i32* %4, align 4, !dbg !475
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90, !dbg !477
  %92 = load i32, i32* %91, align 4, !dbg !477
  %93 = icmp ne i32 %92, 0, !dbg !477
  br i1 %93, label %94, label %96, !dbg !478

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4, !dbg !479
  store i32 %95, i32* %5, align 4, !dbg !480
  br label %96, !dbg !481

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4, !dbg !482
  %98 = load i32, i32* %5, align 4, !dbg !482
  %99 = add nsw i32 %98, 1, !dbg !482
  store i32 %99, i32* %5, align 4, !dbg !482
  %100 = getelementptr inbounds i32, i32* %97, i32 %98, !dbg !482
  %101 = load i32, i32* %100, align 4, !dbg !482
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101, !dbg !482
  %103 = load i8*, i8** %102, align 4, !dbg !482
  br label %145, !dbg !482

104:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !483), !dbg !484
  %105 = load i32, i32* %4, align 4, !dbg !485
  %106 = sub nsw i32 %105, 1, !dbg !486
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106, !dbg !487
  %108 = load i32, i32* %107, align 4, !dbg !488
  %109 = add nsw i32 %108, -1, !dbg !488
  store i32 %109, i32* %107, align 4, !dbg !488
  %110 = load i32*, i32** %2, align 4, !dbg !489
  %111 = load i32, i32* %5, align 4, !dbg !489
  %112 = add nsw i32 %111, 1, !dbg !489
  store i32 %112, i32* %5, align 4, !dbg !489
  %113 = getelementptr inbounds i32, i32* %110, i32 %111, !dbg !489
  %114 = load i32, i32* %113, align 4, !dbg !489
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114, !dbg !489
  %116 = load i8*, i8** %115, align 4, !dbg !489
  br label %145, !dbg !489

117:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !490), !dbg !491
  call void @llvm.dbg.declare(metadata i32* %7, metadata !492, metadata !DIExpression()), !dbg !494
  %118 = load i32, i32* %4, align 4, !dbg !495
  %119 = sub nsw i32 %118, 1, !dbg !496
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119, !dbg !497
  %121 = load i32, i32* %120, align 4, !dbg !497
  store i32 %121, i32* %7, align 4, !dbg !494
  %122 = load i32, i32* %4, align 4, !dbg !498
  %123 = sub nsw i32 %122, 2, !dbg !499
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123, !dbg !500
  %125 = load i32, i32* %124, align 4, !dbg !500
  %126 = load i32, i32* %4, align 4, !dbg !501
  %127 = sub nsw i32 %126, 1, !dbg !502
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127, !dbg !503
  store i32 %125, i32* %128, align 4, !dbg !504
  %129 = load i32, i32* %7, align 4, !dbg !505
  %130 = load i32, i32* %4, align 4, !dbg !506
  %131 = sub nsw i32 %130, 2, !dbg !507
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131, !dbg !508
  store i32 %129, i32* %132, align 4, !dbg !509
  %133 = load i32*, i32** %2, align 4, !dbg !510
  %134 = load i32, i32* %5, align 4, !dbg !510
  %135 = add nsw i32 %134, 1, !dbg !510
  store i32 %135, i32* %5, align 4, !dbg !510
  %136 = getelementptr inbounds i32, i32* %133, i32 %134, !dbg !510
  %137 = load i32, i32* %136, align 4, !dbg !510
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137, !dbg !510
  %139 = load i8*, i8** %138, align 4, !dbg !510
  br label %145, !dbg !510

140:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !511), !dbg !512
  %141 = load i32, i32* %4, align 4, !dbg !513
  %142 = sub nsw i32 %141, 1, !dbg !514
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142, !dbg !515
  %144 = load i32, i32* %143, align 4, !dbg !515
  ret i32 %144, !dbg !516

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

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !517 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !518, metadata !DIExpression()), !dbg !519
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !520, metadata !DIExpression()), !dbg !521
  %5 = load i32, i32* %4, align 4, !dbg !522
  %6 = icmp ne i32 %5, 0, !dbg !522
  br i1 %6, label %7, label %11, !dbg !522

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !523
  %9 = load i32, i32* %4, align 4, !dbg !524
  %10 = sdiv i32 %8, %9, !dbg !525
  br label %12, !dbg !522

11:                                               ; preds = %2
  br label %12, !dbg !522

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !522
  ret i32 %13, !dbg !526
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "prog", scope: !2, file: !3, line: 113, type: !80, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 99, type: !4, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !36)
!3 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None, sysroot: "/")
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
!83 = !{i32 7, !"Dwarf Version", i32 2}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 1, !"min_enum_size", i32 4}
!87 = !{i32 1, !"branch-target-enforcement", i32 0}
!88 = !{i32 1, !"sign-return-address", i32 0}
!89 = !{i32 1, !"sign-return-address-all", i32 0}
!90 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!91 = !{i32 7, !"PIC Level", i32 2}
!92 = !{i32 7, !"frame-pointer", i32 2}
!93 = !{!"Debian clang version 14.0.6"}
!94 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !96)
!96 = !{!97, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !95, file: !3, line: 11, baseType: !98, size: 16)
!98 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !95, file: !3, line: 11, baseType: !98, size: 16, offset: 16)
!100 = !DILocation(line: 100, column: 13, scope: !2)
!101 = !DILocation(line: 101, column: 25, scope: !2)
!102 = !DILocation(line: 101, column: 3, scope: !2)
!103 = !DILocation(line: 102, column: 26, scope: !2)
!104 = !DILocation(line: 102, column: 3, scope: !2)
!105 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!106 = !DILocation(line: 104, column: 15, scope: !2)
!107 = !DILocalVariable(name: "e", scope: !108, file: !3, line: 105, type: !61)
!108 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!109 = !DILocation(line: 105, column: 20, scope: !108)
!110 = !DILocation(line: 105, column: 24, scope: !108)
!111 = !DILocation(line: 105, column: 8, scope: !108)
!112 = !DILocation(line: 105, column: 31, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !3, line: 105, column: 3)
!114 = !DILocation(line: 105, column: 30, scope: !113)
!115 = !DILocation(line: 105, column: 3, scope: !108)
!116 = !DILocalVariable(name: "f", scope: !117, file: !3, line: 106, type: !24)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 105, column: 39)
!118 = !DILocation(line: 106, column: 11, scope: !117)
!119 = !DILocation(line: 106, column: 23, scope: !117)
!120 = !DILocation(line: 106, column: 22, scope: !117)
!121 = !DILocation(line: 106, column: 15, scope: !117)
!122 = !DILocation(line: 107, column: 23, scope: !117)
!123 = !DILocation(line: 107, column: 22, scope: !117)
!124 = !DILocation(line: 107, column: 26, scope: !117)
!125 = !DILocation(line: 107, column: 30, scope: !117)
!126 = !DILocation(line: 107, column: 5, scope: !117)
!127 = !DILocation(line: 108, column: 3, scope: !117)
!128 = !DILocation(line: 105, column: 34, scope: !113)
!129 = !DILocation(line: 105, column: 3, scope: !113)
!130 = distinct !{!130, !115, !131, !132}
!131 = !DILocation(line: 108, column: 3, scope: !108)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 96, elements: !136)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!136 = !{!68}
!137 = !DILocation(line: 109, column: 15, scope: !2)
!138 = !DILocation(line: 110, column: 36, scope: !2)
!139 = !DILocation(line: 110, column: 26, scope: !2)
!140 = !DILocation(line: 110, column: 3, scope: !2)
!141 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!142 = !DILocation(line: 116, column: 7, scope: !2)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 117, type: !6)
!144 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!145 = !DILocation(line: 117, column: 12, scope: !144)
!146 = !DILocation(line: 117, column: 8, scope: !144)
!147 = !DILocation(line: 117, column: 19, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 117, column: 3)
!149 = !DILocation(line: 117, column: 21, scope: !148)
!150 = !DILocation(line: 117, column: 3, scope: !144)
!151 = !DILocation(line: 117, column: 39, scope: !148)
!152 = !DILocation(line: 117, column: 36, scope: !148)
!153 = !DILocation(line: 117, column: 31, scope: !148)
!154 = !DILocation(line: 117, column: 26, scope: !148)
!155 = !DILocation(line: 117, column: 3, scope: !148)
!156 = distinct !{!156, !150, !157, !132}
!157 = !DILocation(line: 117, column: 39, scope: !144)
!158 = !DILocation(line: 118, column: 35, scope: !2)
!159 = !DILocation(line: 118, column: 46, scope: !2)
!160 = !DILocation(line: 118, column: 3, scope: !2)
!161 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !162)
!162 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!163 = !DILocation(line: 120, column: 12, scope: !2)
!164 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 121, type: !162)
!165 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!166 = !DILocation(line: 121, column: 17, scope: !165)
!167 = !DILocation(line: 121, column: 8, scope: !165)
!168 = !DILocation(line: 121, column: 24, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !3, line: 121, column: 3)
!170 = !DILocation(line: 121, column: 26, scope: !169)
!171 = !DILocation(line: 121, column: 3, scope: !165)
!172 = !DILocation(line: 121, column: 50, scope: !169)
!173 = !DILocation(line: 121, column: 73, scope: !169)
!174 = !DILocation(line: 121, column: 69, scope: !169)
!175 = !DILocation(line: 121, column: 54, scope: !169)
!176 = !DILocation(line: 121, column: 52, scope: !169)
!177 = !DILocation(line: 121, column: 77, scope: !169)
!178 = !DILocation(line: 121, column: 47, scope: !169)
!179 = !DILocation(line: 121, column: 45, scope: !169)
!180 = !DILocation(line: 121, column: 40, scope: !169)
!181 = !DILocation(line: 121, column: 3, scope: !169)
!182 = distinct !{!182, !171, !183, !132}
!183 = !DILocation(line: 121, column: 79, scope: !165)
!184 = !DILocation(line: 122, column: 53, scope: !2)
!185 = !DILocation(line: 122, column: 3, scope: !2)
!186 = !DILocation(line: 123, column: 3, scope: !2)
!187 = !DILocation(line: 124, column: 28, scope: !2)
!188 = !DILocation(line: 124, column: 36, scope: !2)
!189 = !DILocation(line: 124, column: 44, scope: !2)
!190 = !DILocation(line: 124, column: 3, scope: !2)
!191 = !DILocalVariable(name: "w", scope: !192, file: !3, line: 125, type: !193)
!192 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!194 = !DILocation(line: 125, column: 27, scope: !192)
!195 = !DILocation(line: 125, column: 8, scope: !192)
!196 = !DILocation(line: 125, column: 39, scope: !197)
!197 = distinct !DILexicalBlock(scope: !192, file: !3, line: 125, column: 3)
!198 = !DILocation(line: 125, column: 38, scope: !197)
!199 = !DILocation(line: 125, column: 3, scope: !192)
!200 = !DILocation(line: 125, column: 63, scope: !197)
!201 = !DILocation(line: 125, column: 62, scope: !197)
!202 = !DILocation(line: 125, column: 68, scope: !197)
!203 = !DILocation(line: 125, column: 87, scope: !197)
!204 = !DILocation(line: 125, column: 86, scope: !197)
!205 = !DILocation(line: 125, column: 47, scope: !197)
!206 = !DILocation(line: 125, column: 42, scope: !197)
!207 = !DILocation(line: 125, column: 3, scope: !197)
!208 = distinct !{!208, !199, !209, !132}
!209 = !DILocation(line: 125, column: 88, scope: !192)
!210 = !DILocation(line: 126, column: 77, scope: !2)
!211 = !DILocation(line: 126, column: 93, scope: !2)
!212 = !DILocation(line: 126, column: 3, scope: !2)
!213 = !DILocation(line: 128, column: 3, scope: !2)
!214 = !DILocation(line: 129, column: 3, scope: !2)
!215 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !216, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!216 = !DISubroutineType(types: !217)
!217 = !{!10, !61, null}
!218 = !DILocalVariable(name: "fmt", arg: 1, scope: !215, file: !3, line: 13, type: !61)
!219 = !DILocation(line: 13, column: 35, scope: !215)
!220 = !DILocalVariable(name: "ap", scope: !215, file: !3, line: 14, type: !221)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !3, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!224 = !DILocation(line: 14, column: 13, scope: !215)
!225 = !DILocalVariable(name: "ap2", scope: !215, file: !3, line: 14, type: !221)
!226 = !DILocation(line: 14, column: 17, scope: !215)
!227 = !DILocalVariable(name: "total", scope: !215, file: !3, line: 15, type: !10)
!228 = !DILocation(line: 15, column: 13, scope: !215)
!229 = !DILocation(line: 16, column: 3, scope: !215)
!230 = !DILocation(line: 17, column: 3, scope: !215)
!231 = !DILocalVariable(name: "f", scope: !232, file: !3, line: 18, type: !61)
!232 = distinct !DILexicalBlock(scope: !215, file: !3, line: 18, column: 3)
!233 = !DILocation(line: 18, column: 20, scope: !232)
!234 = !DILocation(line: 18, column: 24, scope: !232)
!235 = !DILocation(line: 18, column: 8, scope: !232)
!236 = !DILocation(line: 18, column: 30, scope: !237)
!237 = distinct !DILexicalBlock(scope: !232, file: !3, line: 18, column: 3)
!238 = !DILocation(line: 18, column: 29, scope: !237)
!239 = !DILocation(line: 18, column: 3, scope: !232)
!240 = !DILocation(line: 19, column: 14, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !3, line: 18, column: 38)
!242 = !DILocation(line: 19, column: 13, scope: !241)
!243 = !DILocation(line: 19, column: 5, scope: !241)
!244 = !DILocation(line: 20, column: 24, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !3, line: 19, column: 17)
!246 = !DILocation(line: 20, column: 21, scope: !245)
!247 = !DILocation(line: 20, column: 51, scope: !245)
!248 = !DILocation(line: 21, column: 24, scope: !245)
!249 = !DILocation(line: 21, column: 21, scope: !245)
!250 = !DILocation(line: 21, column: 57, scope: !245)
!251 = !DILocation(line: 22, column: 36, scope: !245)
!252 = !DILocation(line: 22, column: 65, scope: !245)
!253 = !DILocation(line: 22, column: 24, scope: !245)
!254 = !DILocation(line: 22, column: 21, scope: !245)
!255 = !DILocation(line: 22, column: 72, scope: !245)
!256 = !DILocalVariable(name: "s", scope: !257, file: !3, line: 23, type: !61)
!257 = distinct !DILexicalBlock(scope: !245, file: !3, line: 23, column: 15)
!258 = !DILocation(line: 23, column: 29, scope: !257)
!259 = !DILocation(line: 23, column: 33, scope: !257)
!260 = !DILocation(line: 23, column: 69, scope: !257)
!261 = !DILocation(line: 23, column: 78, scope: !257)
!262 = !DILocation(line: 23, column: 76, scope: !257)
!263 = !DILocation(line: 23, column: 82, scope: !257)
!264 = distinct !{!264, !260, !265, !132}
!265 = !DILocation(line: 23, column: 84, scope: !257)
!266 = !DILocation(line: 23, column: 91, scope: !257)
!267 = !DILocation(line: 24, column: 30, scope: !245)
!268 = !DILocation(line: 24, column: 24, scope: !245)
!269 = !DILocation(line: 24, column: 21, scope: !245)
!270 = !DILocation(line: 24, column: 57, scope: !245)
!271 = !DILocalVariable(name: "p", scope: !272, file: !3, line: 25, type: !95)
!272 = distinct !DILexicalBlock(scope: !245, file: !3, line: 25, column: 15)
!273 = !DILocation(line: 25, column: 27, scope: !272)
!274 = !DILocation(line: 25, column: 31, scope: !272)
!275 = !DILocation(line: 25, column: 75, scope: !272)
!276 = !DILocation(line: 25, column: 73, scope: !272)
!277 = !DILocation(line: 25, column: 77, scope: !272)
!278 = !DILocation(line: 25, column: 87, scope: !272)
!279 = !DILocation(line: 25, column: 85, scope: !272)
!280 = !DILocation(line: 25, column: 83, scope: !272)
!281 = !DILocation(line: 25, column: 70, scope: !272)
!282 = !DILocation(line: 25, column: 90, scope: !272)
!283 = !DILocation(line: 26, column: 14, scope: !245)
!284 = !DILocation(line: 28, column: 3, scope: !241)
!285 = !DILocation(line: 18, column: 33, scope: !237)
!286 = !DILocation(line: 18, column: 3, scope: !237)
!287 = distinct !{!287, !239, !288, !132}
!288 = !DILocation(line: 28, column: 3, scope: !232)
!289 = !DILocation(line: 29, column: 3, scope: !215)
!290 = !DILocalVariable(name: "first", scope: !215, file: !3, line: 31, type: !6)
!291 = !DILocation(line: 31, column: 7, scope: !215)
!292 = !DILocation(line: 31, column: 17, scope: !215)
!293 = !DILocation(line: 31, column: 16, scope: !215)
!294 = !DILocation(line: 31, column: 21, scope: !215)
!295 = !DILocation(line: 31, column: 15, scope: !215)
!296 = !DILocation(line: 31, column: 31, scope: !215)
!297 = !DILocation(line: 32, column: 3, scope: !215)
!298 = !DILocation(line: 33, column: 10, scope: !215)
!299 = !DILocation(line: 33, column: 16, scope: !215)
!300 = !DILocation(line: 33, column: 25, scope: !215)
!301 = !DILocation(line: 33, column: 23, scope: !215)
!302 = !DILocation(line: 33, column: 3, scope: !215)
!303 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !304, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!304 = !DISubroutineType(types: !305)
!305 = !{!6, !6, null}
!306 = !DILocalVariable(name: "n", arg: 1, scope: !303, file: !3, line: 36, type: !6)
!307 = !DILocation(line: 36, column: 24, scope: !303)
!308 = !DILocalVariable(name: "ap", scope: !303, file: !3, line: 37, type: !221)
!309 = !DILocation(line: 37, column: 13, scope: !303)
!310 = !DILocation(line: 38, column: 3, scope: !303)
!311 = !DILocalVariable(name: "r", scope: !303, file: !3, line: 39, type: !6)
!312 = !DILocation(line: 39, column: 7, scope: !303)
!313 = !DILocation(line: 40, column: 3, scope: !303)
!314 = !DILocation(line: 40, column: 11, scope: !303)
!315 = !DILocation(line: 40, column: 14, scope: !303)
!316 = !DILocation(line: 40, column: 23, scope: !303)
!317 = !DILocation(line: 40, column: 25, scope: !303)
!318 = !DILocation(line: 40, column: 32, scope: !303)
!319 = !DILocation(line: 40, column: 30, scope: !303)
!320 = !DILocation(line: 40, column: 21, scope: !303)
!321 = distinct !{!321, !313, !322, !132}
!322 = !DILocation(line: 40, column: 56, scope: !303)
!323 = !DILocation(line: 41, column: 3, scope: !303)
!324 = !DILocation(line: 42, column: 10, scope: !303)
!325 = !DILocation(line: 42, column: 3, scope: !303)
!326 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !327, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!327 = !DISubroutineType(types: !328)
!328 = !{!24, !11}
!329 = !DILocalVariable(name: "c", arg: 1, scope: !326, file: !3, line: 56, type: !11)
!330 = !DILocation(line: 56, column: 26, scope: !326)
!331 = !DILocalVariable(name: "i", scope: !332, file: !3, line: 57, type: !162)
!332 = distinct !DILexicalBlock(scope: !326, file: !3, line: 57, column: 3)
!333 = !DILocation(line: 57, column: 17, scope: !332)
!334 = !DILocation(line: 57, column: 8, scope: !332)
!335 = !DILocation(line: 57, column: 24, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !3, line: 57, column: 3)
!337 = !DILocation(line: 57, column: 26, scope: !336)
!338 = !DILocation(line: 57, column: 3, scope: !332)
!339 = !DILocation(line: 58, column: 18, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !3, line: 58, column: 9)
!341 = !DILocation(line: 58, column: 9, scope: !340)
!342 = !DILocation(line: 58, column: 21, scope: !340)
!343 = !DILocation(line: 58, column: 28, scope: !340)
!344 = !DILocation(line: 58, column: 25, scope: !340)
!345 = !DILocation(line: 58, column: 9, scope: !336)
!346 = !DILocation(line: 58, column: 47, scope: !340)
!347 = !DILocation(line: 58, column: 38, scope: !340)
!348 = !DILocation(line: 58, column: 50, scope: !340)
!349 = !DILocation(line: 58, column: 31, scope: !340)
!350 = !DILocation(line: 57, column: 66, scope: !336)
!351 = !DILocation(line: 57, column: 3, scope: !336)
!352 = distinct !{!352, !338, !353, !132}
!353 = !DILocation(line: 58, column: 50, scope: !332)
!354 = !DILocation(line: 59, column: 3, scope: !326)
!355 = !DILocation(line: 60, column: 1, scope: !326)
!356 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!357 = !DILocalVariable(name: "a", arg: 1, scope: !356, file: !3, line: 47, type: !6)
!358 = !DILocation(line: 47, column: 23, scope: !356)
!359 = !DILocalVariable(name: "b", arg: 2, scope: !356, file: !3, line: 47, type: !6)
!360 = !DILocation(line: 47, column: 30, scope: !356)
!361 = !DILocation(line: 47, column: 42, scope: !356)
!362 = !DILocation(line: 47, column: 46, scope: !356)
!363 = !DILocation(line: 47, column: 44, scope: !356)
!364 = !DILocation(line: 47, column: 35, scope: !356)
!365 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!366 = !DILocalVariable(name: "a", arg: 1, scope: !365, file: !3, line: 49, type: !6)
!367 = !DILocation(line: 49, column: 23, scope: !365)
!368 = !DILocalVariable(name: "b", arg: 2, scope: !365, file: !3, line: 49, type: !6)
!369 = !DILocation(line: 49, column: 30, scope: !365)
!370 = !DILocation(line: 49, column: 42, scope: !365)
!371 = !DILocation(line: 49, column: 46, scope: !365)
!372 = !DILocation(line: 49, column: 44, scope: !365)
!373 = !DILocation(line: 49, column: 35, scope: !365)
!374 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!375 = !DILocalVariable(name: "a", arg: 1, scope: !374, file: !3, line: 48, type: !6)
!376 = !DILocation(line: 48, column: 23, scope: !374)
!377 = !DILocalVariable(name: "b", arg: 2, scope: !374, file: !3, line: 48, type: !6)
!378 = !DILocation(line: 48, column: 30, scope: !374)
!379 = !DILocation(line: 48, column: 42, scope: !374)
!380 = !DILocation(line: 48, column: 46, scope: !374)
!381 = !DILocation(line: 48, column: 44, scope: !374)
!382 = !DILocation(line: 48, column: 35, scope: !374)
!383 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !384, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!384 = !DISubroutineType(types: !385)
!385 = !{!6, !386, !6, !6, !6}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 32)
!387 = !DILocalVariable(name: "fns", arg: 1, scope: !383, file: !3, line: 62, type: !386)
!388 = !DILocation(line: 62, column: 35, scope: !383)
!389 = !DILocalVariable(name: "n", arg: 2, scope: !383, file: !3, line: 62, type: !6)
!390 = !DILocation(line: 62, column: 55, scope: !383)
!391 = !DILocalVariable(name: "a", arg: 3, scope: !383, file: !3, line: 62, type: !6)
!392 = !DILocation(line: 62, column: 62, scope: !383)
!393 = !DILocalVariable(name: "b", arg: 4, scope: !383, file: !3, line: 62, type: !6)
!394 = !DILocation(line: 62, column: 69, scope: !383)
!395 = !DILocalVariable(name: "acc", scope: !383, file: !3, line: 63, type: !6)
!396 = !DILocation(line: 63, column: 7, scope: !383)
!397 = !DILocalVariable(name: "i", scope: !398, file: !3, line: 64, type: !6)
!398 = distinct !DILexicalBlock(scope: !383, file: !3, line: 64, column: 3)
!399 = !DILocation(line: 64, column: 12, scope: !398)
!400 = !DILocation(line: 64, column: 8, scope: !398)
!401 = !DILocation(line: 64, column: 19, scope: !402)
!402 = distinct !DILexicalBlock(scope: !398, file: !3, line: 64, column: 3)
!403 = !DILocation(line: 64, column: 23, scope: !402)
!404 = !DILocation(line: 64, column: 21, scope: !402)
!405 = !DILocation(line: 64, column: 3, scope: !398)
!406 = !DILocation(line: 64, column: 38, scope: !402)
!407 = !DILocation(line: 64, column: 42, scope: !402)
!408 = !DILocation(line: 64, column: 45, scope: !402)
!409 = !DILocation(line: 64, column: 48, scope: !402)
!410 = !DILocation(line: 64, column: 35, scope: !402)
!411 = !DILocation(line: 64, column: 31, scope: !402)
!412 = !DILocation(line: 64, column: 26, scope: !402)
!413 = !DILocation(line: 64, column: 3, scope: !402)
!414 = distinct !{!414, !405, !415, !132}
!415 = !DILocation(line: 64, column: 49, scope: !398)
!416 = !DILocation(line: 65, column: 10, scope: !383)
!417 = !DILocation(line: 65, column: 3, scope: !383)
!418 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!419 = !DILocation(line: 71, column: 27, scope: !32)
!420 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !421)
!421 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !422)
!422 = !{!423}
!423 = !DISubrange(count: 16)
!424 = !DILocation(line: 74, column: 7, scope: !32)
!425 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!426 = !DILocation(line: 74, column: 18, scope: !32)
!427 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!428 = !DILocation(line: 74, column: 26, scope: !32)
!429 = !DILocation(line: 76, column: 3, scope: !32)
!430 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!431 = !DILocation(line: 77, column: 1, scope: !32)
!432 = !DILocation(line: 77, column: 24, scope: !32)
!433 = !DILocation(line: 77, column: 31, scope: !32)
!434 = !DILocation(line: 77, column: 18, scope: !32)
!435 = !DILocation(line: 77, column: 10, scope: !32)
!436 = !DILocation(line: 77, column: 22, scope: !32)
!437 = !DILocation(line: 77, column: 36, scope: !32)
!438 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!439 = !DILocation(line: 78, column: 1, scope: !32)
!440 = !DILocation(line: 78, column: 11, scope: !32)
!441 = !DILocation(line: 78, column: 38, scope: !32)
!442 = !DILocation(line: 78, column: 32, scope: !32)
!443 = !DILocation(line: 78, column: 21, scope: !32)
!444 = !DILocation(line: 78, column: 24, scope: !32)
!445 = !DILocation(line: 78, column: 15, scope: !32)
!446 = !DILocation(line: 78, column: 29, scope: !32)
!447 = !DILocation(line: 78, column: 43, scope: !32)
!448 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!449 = !DILocation(line: 79, column: 1, scope: !32)
!450 = !DILocation(line: 79, column: 11, scope: !32)
!451 = !DILocation(line: 79, column: 38, scope: !32)
!452 = !DILocation(line: 79, column: 32, scope: !32)
!453 = !DILocation(line: 79, column: 21, scope: !32)
!454 = !DILocation(line: 79, column: 24, scope: !32)
!455 = !DILocation(line: 79, column: 15, scope: !32)
!456 = !DILocation(line: 79, column: 29, scope: !32)
!457 = !DILocation(line: 79, column: 43, scope: !32)
!458 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!459 = !DILocation(line: 80, column: 1, scope: !32)
!460 = !DILocation(line: 80, column: 28, scope: !32)
!461 = !DILocation(line: 80, column: 31, scope: !32)
!462 = !DILocation(line: 80, column: 22, scope: !32)
!463 = !DILocation(line: 80, column: 16, scope: !32)
!464 = !DILocation(line: 80, column: 10, scope: !32)
!465 = !DILocation(line: 80, column: 20, scope: !32)
!466 = !DILocation(line: 80, column: 39, scope: !32)
!467 = !DILocation(line: 80, column: 43, scope: !32)
!468 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!469 = !DILocation(line: 81, column: 1, scope: !32)
!470 = !DILocalVariable(name: "t", scope: !471, file: !3, line: 81, type: !6)
!471 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!472 = !DILocation(line: 81, column: 15, scope: !471)
!473 = !DILocation(line: 81, column: 19, scope: !471)
!474 = !DILocation(line: 81, column: 26, scope: !471)
!475 = !DILocation(line: 81, column: 41, scope: !476)
!476 = distinct !DILexicalBlock(scope: !471, file: !3, line: 81, column: 35)
!477 = !DILocation(line: 81, column: 35, scope: !476)
!478 = !DILocation(line: 81, column: 35, scope: !471)
!479 = !DILocation(line: 81, column: 53, scope: !476)
!480 = !DILocation(line: 81, column: 51, scope: !476)
!481 = !DILocation(line: 81, column: 48, scope: !476)
!482 = !DILocation(line: 81, column: 56, scope: !471)
!483 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!484 = !DILocation(line: 82, column: 1, scope: !32)
!485 = !DILocation(line: 82, column: 15, scope: !32)
!486 = !DILocation(line: 82, column: 18, scope: !32)
!487 = !DILocation(line: 82, column: 9, scope: !32)
!488 = !DILocation(line: 82, column: 22, scope: !32)
!489 = !DILocation(line: 82, column: 26, scope: !32)
!490 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!491 = !DILocation(line: 83, column: 1, scope: !32)
!492 = !DILocalVariable(name: "t", scope: !493, file: !3, line: 83, type: !6)
!493 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!494 = !DILocation(line: 83, column: 16, scope: !493)
!495 = !DILocation(line: 83, column: 26, scope: !493)
!496 = !DILocation(line: 83, column: 29, scope: !493)
!497 = !DILocation(line: 83, column: 20, scope: !493)
!498 = !DILocation(line: 83, column: 57, scope: !493)
!499 = !DILocation(line: 83, column: 60, scope: !493)
!500 = !DILocation(line: 83, column: 51, scope: !493)
!501 = !DILocation(line: 83, column: 41, scope: !493)
!502 = !DILocation(line: 83, column: 44, scope: !493)
!503 = !DILocation(line: 83, column: 35, scope: !493)
!504 = !DILocation(line: 83, column: 49, scope: !493)
!505 = !DILocation(line: 83, column: 82, scope: !493)
!506 = !DILocation(line: 83, column: 72, scope: !493)
!507 = !DILocation(line: 83, column: 75, scope: !493)
!508 = !DILocation(line: 83, column: 66, scope: !493)
!509 = !DILocation(line: 83, column: 80, scope: !493)
!510 = !DILocation(line: 83, column: 85, scope: !493)
!511 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!512 = !DILocation(line: 84, column: 1, scope: !32)
!513 = !DILocation(line: 84, column: 23, scope: !32)
!514 = !DILocation(line: 84, column: 26, scope: !32)
!515 = !DILocation(line: 84, column: 17, scope: !32)
!516 = !DILocation(line: 84, column: 10, scope: !32)
!517 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!518 = !DILocalVariable(name: "a", arg: 1, scope: !517, file: !3, line: 50, type: !6)
!519 = !DILocation(line: 50, column: 23, scope: !517)
!520 = !DILocalVariable(name: "b", arg: 2, scope: !517, file: !3, line: 50, type: !6)
!521 = !DILocation(line: 50, column: 30, scope: !517)
!522 = !DILocation(line: 50, column: 42, scope: !517)
!523 = !DILocation(line: 50, column: 46, scope: !517)
!524 = !DILocation(line: 50, column: 50, scope: !517)
!525 = !DILocation(line: 50, column: 48, scope: !517)
!526 = !DILocation(line: 50, column: 35, scope: !517)
