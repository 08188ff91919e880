; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8* }

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
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !69
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %15), i8* blockaddress(@run, %31), i8* blockaddress(@run, %49), i8* blockaddress(@run, %67), i8* blockaddress(@run, %83), i8* blockaddress(@run, %104), i8* blockaddress(@run, %117), i8* blockaddress(@run, %140)], align 4, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !2 {
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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !95, metadata !DIExpression()), !dbg !101
  %12 = bitcast %struct.Pt* %2 to i8*, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %12, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i32 4, i1 false), !dbg !101
  %13 = bitcast %struct.Pt* %2 to [1 x i32]*, !dbg !102
  %14 = load [1 x i32], [1 x i32]* %13, align 2, !dbg !102
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 noundef 65, [1 x i32] %14), !dbg !102
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i64 noundef %15), !dbg !103
  %17 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !104
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %17), !dbg !105
  call void @llvm.dbg.declare(metadata i8** %3, metadata !106, metadata !DIExpression()), !dbg !107
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i8** %3, align 4, !dbg !107
  call void @llvm.dbg.declare(metadata i8** %4, metadata !108, metadata !DIExpression()), !dbg !110
  %19 = load i8*, i8** %3, align 4, !dbg !111
  store i8* %19, i8** %4, align 4, !dbg !110
  br label %20, !dbg !112

20:                                               ; preds = %40, %0
  %21 = load i8*, i8** %4, align 4, !dbg !113
  %22 = load i8, i8* %21, align 1, !dbg !115
  %23 = icmp ne i8 %22, 0, !dbg !116
  br i1 %23, label %24, label %43, !dbg !116

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %5, metadata !117, metadata !DIExpression()), !dbg !119
  %25 = load i8*, i8** %4, align 4, !dbg !120
  %26 = load i8, i8* %25, align 1, !dbg !121
  %27 = call i32 (i32, i32)* @lookup(i8 noundef zeroext %26), !dbg !122
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 4, !dbg !119
  %28 = load i8*, i8** %4, align 4, !dbg !123
  %29 = load i8, i8* %28, align 1, !dbg !124
  %30 = zext i8 %29 to i32, !dbg !124
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !125
  %32 = icmp ne i32 (i32, i32)* %31, null, !dbg !125
  br i1 %32, label %33, label %36, !dbg !125

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 4, !dbg !126
  %35 = call i32 %34(i32 noundef 17, i32 noundef 5), !dbg !126
  br label %37, !dbg !125

36:                                               ; preds = %24
  br label %37, !dbg !125

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ], !dbg !125
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %30, i32 noundef %38), !dbg !127
  br label %40, !dbg !128

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 4, !dbg !129
  %42 = getelementptr inbounds i8, i8* %41, i32 1, !dbg !129
  store i8* %42, i8** %4, align 4, !dbg !129
  br label %20, !dbg !130, !llvm.loop !131

43:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !134, metadata !DIExpression()), !dbg !138
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !138
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %44, i8* align 4 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i32 12, i1 false), !dbg !138
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i32 0, i32 0, !dbg !139
  %46 = call i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !140
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i32 0, i32 0), i32 noundef %46), !dbg !141
  call void @llvm.dbg.declare(metadata i32* %7, metadata !142, metadata !DIExpression()), !dbg !143
  store i32 1, i32* %7, align 4, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %8, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 5, i32* %8, align 4, !dbg !146
  br label %48, !dbg !147

48:                                               ; preds = %55, %43
  %49 = load i32, i32* %8, align 4, !dbg !148
  %50 = icmp sgt i32 %49, 0, !dbg !150
  br i1 %50, label %51, label %58, !dbg !151

51:                                               ; preds = %48
  %52 = load i32, i32* %8, align 4, !dbg !152
  %53 = load i32, i32* %7, align 4, !dbg !153
  %54 = mul nsw i32 %53, %52, !dbg !153
  store i32 %54, i32* %7, align 4, !dbg !153
  br label %55, !dbg !154

55:                                               ; preds = %51
  %56 = load i32, i32* %8, align 4, !dbg !155
  %57 = add nsw i32 %56, -1, !dbg !155
  store i32 %57, i32* %8, align 4, !dbg !155
  br label %48, !dbg !156, !llvm.loop !157

58:                                               ; preds = %48
  %59 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0)), !dbg !159
  %60 = load i32, i32* %7, align 4, !dbg !160
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %59, i32 noundef %60), !dbg !161
  call void @llvm.dbg.declare(metadata i32* %9, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 -2128831035, i32* %9, align 4, !dbg !164
  call void @llvm.dbg.declare(metadata i32* %10, metadata !165, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %10, align 4, !dbg !167
  br label %62, !dbg !168

62:                                               ; preds = %73, %58
  %63 = load i32, i32* %10, align 4, !dbg !169
  %64 = icmp ult i32 %63, 39, !dbg !171
  br i1 %64, label %65, label %76, !dbg !172

65:                                               ; preds = %62
  %66 = load i32, i32* %9, align 4, !dbg !173
  %67 = load i32, i32* %10, align 4, !dbg !174
  %68 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i32 0, i32 %67, !dbg !175
  %69 = load i8, i8* %68, align 1, !dbg !175
  %70 = zext i8 %69 to i32, !dbg !176
  %71 = xor i32 %66, %70, !dbg !177
  %72 = mul i32 %71, 16777619, !dbg !178
  store i32 %72, i32* %9, align 4, !dbg !179
  br label %73, !dbg !180

73:                                               ; preds = %65
  %74 = load i32, i32* %10, align 4, !dbg !181
  %75 = add i32 %74, 1, !dbg !181
  store i32 %75, i32* %10, align 4, !dbg !181
  br label %62, !dbg !182, !llvm.loop !183

76:                                               ; preds = %62
  %77 = load i32, i32* %9, align 4, !dbg !185
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef 39, i32 noundef %77), !dbg !186
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23), !dbg !187
  %80 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 2), align 1, !dbg !188
  %81 = zext i8 %80 to i32, !dbg !188
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 3), align 1, !dbg !189
  %83 = zext i8 %82 to i32, !dbg !189
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i32 0, i32 5), align 1, !dbg !190
  %85 = zext i8 %84 to i32, !dbg !190
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i32 0, i32 0), i32 noundef %81, i32 noundef %83, i32 noundef %85), !dbg !191
  call void @llvm.dbg.declare(metadata i8*** %11, metadata !192, metadata !DIExpression()), !dbg !195
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i32 0, i32 0), i8*** %11, align 4, !dbg !195
  br label %87, !dbg !196

87:                                               ; preds = %105, %76
  %88 = load i8**, i8*** %11, align 4, !dbg !197
  %89 = load i8*, i8** %88, align 4, !dbg !199
  %90 = icmp ne i8* %89, null, !dbg !200
  br i1 %90, label %91, label %108, !dbg !200

91:                                               ; preds = %87
  %92 = load i8**, i8*** %11, align 4, !dbg !201
  %93 = getelementptr inbounds i8*, i8** %92, i32 0, !dbg !201
  %94 = load i8*, i8** %93, align 4, !dbg !201
  %95 = load i8, i8* %94, align 1, !dbg !202
  %96 = zext i8 %95 to i32, !dbg !202
  %97 = icmp eq i32 %96, 27, !dbg !203
  br i1 %97, label %98, label %99, !dbg !202

98:                                               ; preds = %91
  br label %102, !dbg !202

99:                                               ; preds = %91
  %100 = load i8**, i8*** %11, align 4, !dbg !204
  %101 = load i8*, i8** %100, align 4, !dbg !205
  br label %102, !dbg !202

102:                                              ; preds = %99, %98
  %103 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), %98 ], [ %101, %99 ], !dbg !202
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i32 0, i32 0), i8* noundef %103), !dbg !206
  br label %105, !dbg !206

105:                                              ; preds = %102
  %106 = load i8**, i8*** %11, align 4, !dbg !207
  %107 = getelementptr inbounds i8*, i8** %106, i32 1, !dbg !207
  store i8** %107, i8*** %11, align 4, !dbg !207
  br label %87, !dbg !208, !llvm.loop !209

108:                                              ; preds = %87
  %109 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !211
  %110 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !212
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %109, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %110, i32 noundef 6), !dbg !213
  %112 = call i32 @putchar(i32 noundef 10), !dbg !214
  ret i32 0, !dbg !215
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !216 {
  %2 = alloca i8*, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca %struct.__va_list, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.declare(metadata %struct.__va_list* %3, metadata !221, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.declare(metadata %struct.__va_list* %4, metadata !230, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.declare(metadata i64* %5, metadata !232, metadata !DIExpression()), !dbg !233
  store i64 0, i64* %5, align 8, !dbg !233
  %10 = bitcast %struct.__va_list* %3 to i8*, !dbg !234
  call void @llvm.va_start(i8* %10), !dbg !234
  %11 = bitcast %struct.__va_list* %4 to i8*, !dbg !235
  %12 = bitcast %struct.__va_list* %3 to i8*, !dbg !235
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !235
  call void @llvm.dbg.declare(metadata i8** %6, metadata !236, metadata !DIExpression()), !dbg !238
  %13 = load i8*, i8** %2, align 4, !dbg !239
  store i8* %13, i8** %6, align 4, !dbg !238
  br label %14, !dbg !240

14:                                               ; preds = %102, %1
  %15 = load i8*, i8** %6, align 4, !dbg !241
  %16 = load i8, i8* %15, align 1, !dbg !243
  %17 = icmp ne i8 %16, 0, !dbg !244
  br i1 %17, label %18, label %105, !dbg !244

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 4, !dbg !245
  %20 = load i8, i8* %19, align 1, !dbg !247
  %21 = zext i8 %20 to i32, !dbg !247
  switch i32 %21, label %100 [
    i32 105, label %22
    i32 108, label %31
    i32 100, label %43
    i32 115, label %57
    i32 99, label %72
    i32 112, label %82
  ], !dbg !248

22:                                               ; preds = %18
  %23 = bitcast %struct.__va_list* %3 to i8**, !dbg !249
  %24 = load i8*, i8** %23, align 4, !dbg !249
  %25 = getelementptr inbounds i8, i8* %24, i32 4, !dbg !249
  store i8* %25, i8** %23, align 4, !dbg !249
  %26 = bitcast i8* %24 to i32*, !dbg !249
  %27 = load i32, i32* %26, align 4, !dbg !249
  %28 = sext i32 %27 to i64, !dbg !249
  %29 = load i64, i64* %5, align 8, !dbg !251
  %30 = add nsw i64 %29, %28, !dbg !251
  store i64 %30, i64* %5, align 8, !dbg !251
  br label %101, !dbg !252

31:                                               ; preds = %18
  %32 = bitcast %struct.__va_list* %3 to i8**, !dbg !253
  %33 = load i8*, i8** %32, align 4, !dbg !253
  %34 = ptrtoint i8* %33 to i32, !dbg !253
  %35 = add i32 %34, 7, !dbg !253
  %36 = and i32 %35, -8, !dbg !253
  %37 = inttoptr i32 %36 to i8*, !dbg !253
  %38 = getelementptr inbounds i8, i8* %37, i32 8, !dbg !253
  store i8* %38, i8** %32, align 4, !dbg !253
  %39 = bitcast i8* %37 to i64*, !dbg !253
  %40 = load i64, i64* %39, align 8, !dbg !253
  %41 = load i64, i64* %5, align 8, !dbg !254
  %42 = add nsw i64 %41, %40, !dbg !254
  store i64 %42, i64* %5, align 8, !dbg !254
  br label %101, !dbg !255

43:                                               ; preds = %18
  %44 = bitcast %struct.__va_list* %3 to i8**, !dbg !256
  %45 = load i8*, i8** %44, align 4, !dbg !256
  %46 = ptrtoint i8* %45 to i32, !dbg !256
  %47 = add i32 %46, 7, !dbg !256
  %48 = and i32 %47, -8, !dbg !256
  %49 = inttoptr i32 %48 to i8*, !dbg !256
  %50 = getelementptr inbounds i8, i8* %49, i32 8, !dbg !256
  store i8* %50, i8** %44, align 4, !dbg !256
  %51 = bitcast i8* %49 to double*, !dbg !256
  %52 = load double, double* %51, align 8, !dbg !256
  %53 = fmul double %52, 1.000000e+01, !dbg !257
  %54 = fptosi double %53 to i64, !dbg !258
  %55 = load i64, i64* %5, align 8, !dbg !259
  %56 = add nsw i64 %55, %54, !dbg !259
  store i64 %56, i64* %5, align 8, !dbg !259
  br label %101, !dbg !260

57:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !261, metadata !DIExpression()), !dbg !263
  %58 = bitcast %struct.__va_list* %3 to i8**, !dbg !264
  %59 = load i8*, i8** %58, align 4, !dbg !264
  %60 = getelementptr inbounds i8, i8* %59, i32 4, !dbg !264
  store i8* %60, i8** %58, align 4, !dbg !264
  %61 = bitcast i8* %59 to i8**, !dbg !264
  %62 = load i8*, i8** %61, align 4, !dbg !264
  store i8* %62, i8** %7, align 4, !dbg !263
  br label %63, !dbg !265

63:                                               ; preds = %68, %57
  %64 = load i8*, i8** %7, align 4, !dbg !266
  %65 = getelementptr inbounds i8, i8* %64, i32 1, !dbg !266
  store i8* %65, i8** %7, align 4, !dbg !266
  %66 = load i8, i8* %64, align 1, !dbg !267
  %67 = icmp ne i8 %66, 0, !dbg !265
  br i1 %67, label %68, label %71, !dbg !265

68:                                               ; preds = %63
  %69 = load i64, i64* %5, align 8, !dbg !268
  %70 = add nsw i64 %69, 1, !dbg !268
  store i64 %70, i64* %5, align 8, !dbg !268
  br label %63, !dbg !265, !llvm.loop !269

71:                                               ; preds = %63
  br label %101, !dbg !271

72:                                               ; preds = %18
  %73 = bitcast %struct.__va_list* %3 to i8**, !dbg !272
  %74 = load i8*, i8** %73, align 4, !dbg !272
  %75 = getelementptr inbounds i8, i8* %74, i32 4, !dbg !272
  store i8* %75, i8** %73, align 4, !dbg !272
  %76 = bitcast i8* %74 to i32*, !dbg !272
  %77 = load i32, i32* %76, align 4, !dbg !272
  %78 = trunc i32 %77 to i8, !dbg !273
  %79 = zext i8 %78 to i64, !dbg !273
  %80 = load i64, i64* %5, align 8, !dbg !274
  %81 = add nsw i64 %80, %79, !dbg !274
  store i64 %81, i64* %5, align 8, !dbg !274
  br label %101, !dbg !275

82:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !276, metadata !DIExpression()), !dbg !278
  %83 = bitcast %struct.__va_list* %3 to i8**, !dbg !279
  %84 = load i8*, i8** %83, align 4, !dbg !279
  %85 = getelementptr inbounds i8, i8* %84, i32 4, !dbg !279
  store i8* %85, i8** %83, align 4, !dbg !279
  %86 = bitcast i8* %84 to %struct.Pt*, !dbg !279
  %87 = bitcast %struct.Pt* %8 to i8*, !dbg !279
  %88 = bitcast %struct.Pt* %86 to i8*, !dbg !279
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %87, i8* align 4 %88, i32 4, i1 false), !dbg !279
  %89 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !280
  %90 = load i16, i16* %89, align 2, !dbg !280
  %91 = sext i16 %90 to i32, !dbg !281
  %92 = mul nsw i32 %91, 100, !dbg !282
  %93 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !283
  %94 = load i16, i16* %93, align 2, !dbg !283
  %95 = sext i16 %94 to i32, !dbg !284
  %96 = add nsw i32 %92, %95, !dbg !285
  %97 = sext i32 %96 to i64, !dbg !281
  %98 = load i64, i64* %5, align 8, !dbg !286
  %99 = add nsw i64 %98, %97, !dbg !286
  store i64 %99, i64* %5, align 8, !dbg !286
  br label %101, !dbg !287

100:                                              ; preds = %18
  br label %101, !dbg !288

101:                                              ; preds = %100, %82, %72, %71, %43, %31, %22
  br label %102, !dbg !289

102:                                              ; preds = %101
  %103 = load i8*, i8** %6, align 4, !dbg !290
  %104 = getelementptr inbounds i8, i8* %103, i32 1, !dbg !290
  store i8* %104, i8** %6, align 4, !dbg !290
  br label %14, !dbg !291, !llvm.loop !292

105:                                              ; preds = %14
  %106 = bitcast %struct.__va_list* %3 to i8*, !dbg !294
  call void @llvm.va_end(i8* %106), !dbg !294
  call void @llvm.dbg.declare(metadata i32* %9, metadata !295, metadata !DIExpression()), !dbg !296
  %107 = load i8*, i8** %2, align 4, !dbg !297
  %108 = load i8, i8* %107, align 1, !dbg !298
  %109 = zext i8 %108 to i32, !dbg !298
  %110 = icmp eq i32 %109, 105, !dbg !299
  br i1 %110, label %111, label %117, !dbg !300

111:                                              ; preds = %105
  %112 = bitcast %struct.__va_list* %4 to i8**, !dbg !301
  %113 = load i8*, i8** %112, align 4, !dbg !301
  %114 = getelementptr inbounds i8, i8* %113, i32 4, !dbg !301
  store i8* %114, i8** %112, align 4, !dbg !301
  %115 = bitcast i8* %113 to i32*, !dbg !301
  %116 = load i32, i32* %115, align 4, !dbg !301
  br label %118, !dbg !300

117:                                              ; preds = %105
  br label %118, !dbg !300

118:                                              ; preds = %117, %111
  %119 = phi i32 [ %116, %111 ], [ 0, %117 ], !dbg !300
  store i32 %119, i32* %9, align 4, !dbg !296
  %120 = bitcast %struct.__va_list* %4 to i8*, !dbg !302
  call void @llvm.va_end(i8* %120), !dbg !302
  %121 = load i64, i64* %5, align 8, !dbg !303
  %122 = mul nsw i64 %121, 1000, !dbg !304
  %123 = load i32, i32* %9, align 4, !dbg !305
  %124 = sext i32 %123 to i64, !dbg !305
  %125 = add nsw i64 %122, %124, !dbg !306
  ret i64 %125, !dbg !307
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !308 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !311, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.declare(metadata %struct.__va_list* %3, metadata !313, metadata !DIExpression()), !dbg !314
  %5 = bitcast %struct.__va_list* %3 to i8*, !dbg !315
  call void @llvm.va_start(i8* %5), !dbg !315
  call void @llvm.dbg.declare(metadata i32* %4, metadata !316, metadata !DIExpression()), !dbg !317
  store i32 0, i32* %4, align 4, !dbg !317
  br label %6, !dbg !318

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !319
  %8 = add nsw i32 %7, -1, !dbg !319
  store i32 %8, i32* %2, align 4, !dbg !319
  %9 = icmp sgt i32 %7, 0, !dbg !320
  br i1 %9, label %10, label %19, !dbg !318

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !321
  %12 = mul nsw i32 %11, 31, !dbg !322
  %13 = bitcast %struct.__va_list* %3 to i8**, !dbg !323
  %14 = load i8*, i8** %13, align 4, !dbg !323
  %15 = getelementptr inbounds i8, i8* %14, i32 4, !dbg !323
  store i8* %15, i8** %13, align 4, !dbg !323
  %16 = bitcast i8* %14 to i32*, !dbg !323
  %17 = load i32, i32* %16, align 4, !dbg !323
  %18 = add nsw i32 %12, %17, !dbg !324
  store i32 %18, i32* %4, align 4, !dbg !325
  br label %6, !dbg !318, !llvm.loop !326

19:                                               ; preds = %6
  %20 = bitcast %struct.__va_list* %3 to i8*, !dbg !328
  call void @llvm.va_end(i8* %20), !dbg !328
  %21 = load i32, i32* %4, align 4, !dbg !329
  ret i32 %21, !dbg !330
}

; Function Attrs: noinline nounwind optnone
define internal i32 (i32, i32)* @lookup(i8 noundef zeroext %0) #4 !dbg !331 {
  %2 = alloca i32 (i32, i32)*, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !334, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.declare(metadata i32* %4, metadata !336, metadata !DIExpression()), !dbg !338
  store i32 0, i32* %4, align 4, !dbg !338
  br label %5, !dbg !339

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !340
  %7 = icmp ult i32 %6, 4, !dbg !342
  br i1 %7, label %8, label %26, !dbg !343

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !344
  %10 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %9, !dbg !346
  %11 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %10, i32 0, i32 0, !dbg !347
  %12 = load i8, i8* %11, align 4, !dbg !347
  %13 = zext i8 %12 to i32, !dbg !346
  %14 = load i8, i8* %3, align 1, !dbg !348
  %15 = zext i8 %14 to i32, !dbg !348
  %16 = icmp eq i32 %13, %15, !dbg !349
  br i1 %16, label %17, label %22, !dbg !350

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4, !dbg !351
  %19 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %18, !dbg !352
  %20 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %19, i32 0, i32 1, !dbg !353
  %21 = load i32 (i32, i32)*, i32 (i32, i32)** %20, align 4, !dbg !353
  store i32 (i32, i32)* %21, i32 (i32, i32)** %2, align 4, !dbg !354
  br label %27, !dbg !354

22:                                               ; preds = %8
  br label %23, !dbg !348

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !355
  %25 = add i32 %24, 1, !dbg !355
  store i32 %25, i32* %4, align 4, !dbg !355
  br label %5, !dbg !356, !llvm.loop !357

26:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 4, !dbg !359
  br label %27, !dbg !359

27:                                               ; preds = %26, %17
  %28 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 4, !dbg !360
  ret i32 (i32, i32)* %28, !dbg !360
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !361 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !362, metadata !DIExpression()), !dbg !363
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !364, metadata !DIExpression()), !dbg !365
  %5 = load i32, i32* %3, align 4, !dbg !366
  %6 = load i32, i32* %4, align 4, !dbg !367
  %7 = add nsw i32 %5, %6, !dbg !368
  ret i32 %7, !dbg !369
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !370 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !371, metadata !DIExpression()), !dbg !372
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !373, metadata !DIExpression()), !dbg !374
  %5 = load i32, i32* %3, align 4, !dbg !375
  %6 = load i32, i32* %4, align 4, !dbg !376
  %7 = mul nsw i32 %5, %6, !dbg !377
  ret i32 %7, !dbg !378
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !379 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !382, metadata !DIExpression()), !dbg !383
  %5 = load i32, i32* %3, align 4, !dbg !384
  %6 = load i32, i32* %4, align 4, !dbg !385
  %7 = sub nsw i32 %5, %6, !dbg !386
  ret i32 %7, !dbg !387
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !388 {
  %5 = alloca i32 (i32, i32)**, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 4
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !392, metadata !DIExpression()), !dbg !393
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !394, metadata !DIExpression()), !dbg !395
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !396, metadata !DIExpression()), !dbg !397
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !398, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.declare(metadata i32* %9, metadata !400, metadata !DIExpression()), !dbg !401
  store i32 0, i32* %9, align 4, !dbg !401
  call void @llvm.dbg.declare(metadata i32* %10, metadata !402, metadata !DIExpression()), !dbg !404
  store i32 0, i32* %10, align 4, !dbg !404
  br label %11, !dbg !405

11:                                               ; preds = %25, %4
  %12 = load i32, i32* %10, align 4, !dbg !406
  %13 = load i32, i32* %6, align 4, !dbg !408
  %14 = icmp slt i32 %12, %13, !dbg !409
  br i1 %14, label %15, label %28, !dbg !410

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 4, !dbg !411
  %17 = load i32, i32* %10, align 4, !dbg !412
  %18 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i32 %17, !dbg !411
  %19 = load i32 (i32, i32)*, i32 (i32, i32)** %18, align 4, !dbg !411
  %20 = load i32, i32* %7, align 4, !dbg !413
  %21 = load i32, i32* %8, align 4, !dbg !414
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !411
  %23 = load i32, i32* %9, align 4, !dbg !415
  %24 = add nsw i32 %23, %22, !dbg !415
  store i32 %24, i32* %9, align 4, !dbg !415
  br label %25, !dbg !416

25:                                               ; preds = %15
  %26 = load i32, i32* %10, align 4, !dbg !417
  %27 = add nsw i32 %26, 1, !dbg !417
  store i32 %27, i32* %10, align 4, !dbg !417
  br label %11, !dbg !418, !llvm.loop !419

28:                                               ; preds = %11
  %29 = load i32, i32* %9, align 4, !dbg !421
  ret i32 %29, !dbg !422
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
  call void @llvm.dbg.declare(metadata i32** %2, metadata !423, metadata !DIExpression()), !dbg !424
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !425, metadata !DIExpression()), !dbg !429
  call void @llvm.dbg.declare(metadata i32* %4, metadata !430, metadata !DIExpression()), !dbg !431
  store i32 0, i32* %4, align 4, !dbg !431
  call void @llvm.dbg.declare(metadata i32* %5, metadata !432, metadata !DIExpression()), !dbg !433
  store i32 0, i32* %5, align 4, !dbg !433
  %8 = load i32*, i32** %2, align 4, !dbg !434
  %9 = load i32, i32* %5, align 4, !dbg !434
  %10 = add nsw i32 %9, 1, !dbg !434
  store i32 %10, i32* %5, align 4, !dbg !434
  %11 = getelementptr inbounds i32, i32* %8, i32 %9, !dbg !434
  %12 = load i32, i32* %11, align 4, !dbg !434
  %13 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %12, !dbg !434
  %14 = load i8*, i8** %13, align 4, !dbg !434
  br label %145, !dbg !434

15:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !435), !dbg !436
  %16 = load i32*, i32** %2, align 4, !dbg !437
  %17 = load i32, i32* %5, align 4, !dbg !438
  %18 = add nsw i32 %17, 1, !dbg !438
  store i32 %18, i32* %5, align 4, !dbg !438
  %19 = getelementptr inbounds i32, i32* %16, i32 %17, !dbg !437
  %20 = load i32, i32* %19, align 4, !dbg !437
  %21 = load i32, i32* %4, align 4, !dbg !439
  %22 = add nsw i32 %21, 1, !dbg !439
  store i32 %22, i32* %4, align 4, !dbg !439
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %21, !dbg !440
  store i32 %20, i32* %23, align 4, !dbg !441
  %24 = load i32*, i32** %2, align 4, !dbg !442
  %25 = load i32, i32* %5, align 4, !dbg !442
  %26 = add nsw i32 %25, 1, !dbg !442
  store i32 %26, i32* %5, align 4, !dbg !442
  %27 = getelementptr inbounds i32, i32* %24, i32 %25, !dbg !442
  %28 = load i32, i32* %27, align 4, !dbg !442
  %29 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %28, !dbg !442
  %30 = load i8*, i8** %29, align 4, !dbg !442
  br label %145, !dbg !442

31:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !443), !dbg !444
  %32 = load i32, i32* %4, align 4, !dbg !445
  %33 = add nsw i32 %32, -1, !dbg !445
  store i32 %33, i32* %4, align 4, !dbg !445
  %34 = load i32, i32* %4, align 4, !dbg !446
  %35 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %34, !dbg !447
  %36 = load i32, i32* %35, align 4, !dbg !447
  %37 = load i32, i32* %4, align 4, !dbg !448
  %38 = sub nsw i32 %37, 1, !dbg !449
  %39 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %38, !dbg !450
  %40 = load i32, i32* %39, align 4, !dbg !451
  %41 = add nsw i32 %40, %36, !dbg !451
  store i32 %41, i32* %39, align 4, !dbg !451
  %42 = load i32*, i32** %2, align 4, !dbg !452
  %43 = load i32, i32* %5, align 4, !dbg !452
  %44 = add nsw i32 %43, 1, !dbg !452
  store i32 %44, i32* %5, align 4, !dbg !452
  %45 = getelementptr inbounds i32, i32* %42, i32 %43, !dbg !452
  %46 = load i32, i32* %45, align 4, !dbg !452
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %46, !dbg !452
  %48 = load i8*, i8** %47, align 4, !dbg !452
  br label %145, !dbg !452

49:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !453), !dbg !454
  %50 = load i32, i32* %4, align 4, !dbg !455
  %51 = add nsw i32 %50, -1, !dbg !455
  store i32 %51, i32* %4, align 4, !dbg !455
  %52 = load i32, i32* %4, align 4, !dbg !456
  %53 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %52, !dbg !457
  %54 = load i32, i32* %53, align 4, !dbg !457
  %55 = load i32, i32* %4, align 4, !dbg !458
  %56 = sub nsw i32 %55, 1, !dbg !459
  %57 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %56, !dbg !460
  %58 = load i32, i32* %57, align 4, !dbg !461
  %59 = mul nsw i32 %58, %54, !dbg !461
  store i32 %59, i32* %57, align 4, !dbg !461
  %60 = load i32*, i32** %2, align 4, !dbg !462
  %61 = load i32, i32* %5, align 4, !dbg !462
  %62 = add nsw i32 %61, 1, !dbg !462
  store i32 %62, i32* %5, align 4, !dbg !462
  %63 = getelementptr inbounds i32, i32* %60, i32 %61, !dbg !462
  %64 = load i32, i32* %63, align 4, !dbg !462
  %65 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %64, !dbg !462
  %66 = load i8*, i8** %65, align 4, !dbg !462
  br label %145, !dbg !462

67:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !463), !dbg !464
  %68 = load i32, i32* %4, align 4, !dbg !465
  %69 = sub nsw i32 %68, 2, !dbg !466
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %69, !dbg !467
  %71 = load i32, i32* %70, align 4, !dbg !467
  %72 = load i32, i32* %4, align 4, !dbg !468
  %73 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %72, !dbg !469
  store i32 %71, i32* %73, align 4, !dbg !470
  %74 = load i32, i32* %4, align 4, !dbg !471
  %75 = add nsw i32 %74, 1, !dbg !471
  store i32 %75, i32* %4, align 4, !dbg !471
  %76 = load i32*, i32** %2, align 4, !dbg !472
  %77 = load i32, i32* %5, align 4, !dbg !472
  %78 = add nsw i32 %77, 1, !dbg !472
  store i32 %78, i32* %5, align 4, !dbg !472
  %79 = getelementptr inbounds i32, i32* %76, i32 %77, !dbg !472
  %80 = load i32, i32* %79, align 4, !dbg !472
  %81 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %80, !dbg !472
  %82 = load i8*, i8** %81, align 4, !dbg !472
  br label %145, !dbg !472

83:                                               ; preds = %145
  call void @llvm.dbg.label(metadata !473), !dbg !474
  call void @llvm.dbg.declare(metadata i32* %6, metadata !475, metadata !DIExpression()), !dbg !477
  %84 = load i32*, i32** %2, align 4, !dbg !478
  %85 = load i32, i32* %5, align 4, !dbg !479
  %86 = add nsw i32 %85, 1, !dbg !479
  store i32 %86, i32* %5, align 4, !dbg !479
  %87 = getelementptr inbounds i32, i32* %84, i32 %85, !dbg !478
  %88 = load i32, i32* %87, align 4, !dbg !478
  store i32 %88, i32* %6, align 4, !dbg !477
  %89 = load i32, i32* %4, align 4, !dbg !480
  %90 = add nsw i32 %89, -1, !dbg !480
  store i32 %90, i32* %4, align 4, !dbg !480
  %91 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %90, !dbg !482
  %92 = load i32, i32* %91, align 4, !dbg !482
  %93 = icmp ne i32 %92, 0, !dbg !482
  br i1 %93, label %94, label %96, !dbg !483

94:                                               ; preds = %83
  %95 = load i32, i32* %6, align 4, !dbg !484
  store i32 %95, i32* %5, align 4, !dbg !485
  br label %96, !dbg !486

96:                                               ; preds = %94, %83
  %97 = load i32*, i32** %2, align 4, !dbg !487
  %98 = load i32, i32* %5, align 4, !dbg !487
  %99 = add nsw i32 %98, 1, !dbg !487
  store i32 %99, i32* %5, align 4, !dbg !487
  %100 = getelementptr inbounds i32, i32* %97, i32 %98, !dbg !487
  %101 = load i32, i32* %100, align 4, !dbg !487
  %102 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %101, !dbg !487
  %103 = load i8*, i8** %102, align 4, !dbg !487
  br label %145, !dbg !487

104:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !488), !dbg !489
  %105 = load i32, i32* %4, align 4, !dbg !490
  %106 = sub nsw i32 %105, 1, !dbg !491
  %107 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %106, !dbg !492
  %108 = load i32, i32* %107, align 4, !dbg !493
  %109 = add nsw i32 %108, -1, !dbg !493
  store i32 %109, i32* %107, align 4, !dbg !493
  %110 = load i32*, i32** %2, align 4, !dbg !494
  %111 = load i32, i32* %5, align 4, !dbg !494
  %112 = add nsw i32 %111, 1, !dbg !494
  store i32 %112, i32* %5, align 4, !dbg !494
  %113 = getelementptr inbounds i32, i32* %110, i32 %111, !dbg !494
  %114 = load i32, i32* %113, align 4, !dbg !494
  %115 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %114, !dbg !494
  %116 = load i8*, i8** %115, align 4, !dbg !494
  br label %145, !dbg !494

117:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !495), !dbg !496
  call void @llvm.dbg.declare(metadata i32* %7, metadata !497, metadata !DIExpression()), !dbg !499
  %118 = load i32, i32* %4, align 4, !dbg !500
  %119 = sub nsw i32 %118, 1, !dbg !501
  %120 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %119, !dbg !502
  %121 = load i32, i32* %120, align 4, !dbg !502
  store i32 %121, i32* %7, align 4, !dbg !499
  %122 = load i32, i32* %4, align 4, !dbg !503
  %123 = sub nsw i32 %122, 2, !dbg !504
  %124 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %123, !dbg !505
  %125 = load i32, i32* %124, align 4, !dbg !505
  %126 = load i32, i32* %4, align 4, !dbg !506
  %127 = sub nsw i32 %126, 1, !dbg !507
  %128 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %127, !dbg !508
  store i32 %125, i32* %128, align 4, !dbg !509
  %129 = load i32, i32* %7, align 4, !dbg !510
  %130 = load i32, i32* %4, align 4, !dbg !511
  %131 = sub nsw i32 %130, 2, !dbg !512
  %132 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %131, !dbg !513
  store i32 %129, i32* %132, align 4, !dbg !514
  %133 = load i32*, i32** %2, align 4, !dbg !515
  %134 = load i32, i32* %5, align 4, !dbg !515
  %135 = add nsw i32 %134, 1, !dbg !515
  store i32 %135, i32* %5, align 4, !dbg !515
  %136 = getelementptr inbounds i32, i32* %133, i32 %134, !dbg !515
  %137 = load i32, i32* %136, align 4, !dbg !515
  %138 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %137, !dbg !515
  %139 = load i8*, i8** %138, align 4, !dbg !515
  br label %145, !dbg !515

140:                                              ; preds = %145
  call void @llvm.dbg.label(metadata !516), !dbg !517
  %141 = load i32, i32* %4, align 4, !dbg !518
  %142 = sub nsw i32 %141, 1, !dbg !519
  %143 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i32 0, i32 %142, !dbg !520
  %144 = load i32, i32* %143, align 4, !dbg !520
  ret i32 %144, !dbg !521

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
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !522 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !523, metadata !DIExpression()), !dbg !524
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !525, metadata !DIExpression()), !dbg !526
  %5 = load i32, i32* %4, align 4, !dbg !527
  %6 = icmp ne i32 %5, 0, !dbg !527
  br i1 %6, label %7, label %11, !dbg !527

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !528
  %9 = load i32, i32* %4, align 4, !dbg !529
  %10 = sdiv i32 %8, %9, !dbg !530
  br label %12, !dbg !527

11:                                               ; preds = %2
  br label %12, !dbg !527

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !527
  ret i32 %13, !dbg !531
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

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
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 1, !"min_enum_size", i32 4}
!87 = !{i32 1, !"branch-target-enforcement", i32 0}
!88 = !{i32 1, !"sign-return-address", i32 0}
!89 = !{i32 1, !"sign-return-address-all", i32 0}
!90 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!91 = !{i32 7, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"frame-pointer", i32 2}
!94 = !{!"Debian clang version 14.0.6"}
!95 = !DILocalVariable(name: "pt", scope: !2, file: !3, line: 100, type: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !3, line: 11, size: 32, elements: !97)
!97 = !{!98, !100}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !96, file: !3, line: 11, baseType: !99, size: 16)
!99 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !96, file: !3, line: 11, baseType: !99, size: 16, offset: 16)
!101 = !DILocation(line: 100, column: 13, scope: !2)
!102 = !DILocation(line: 101, column: 25, scope: !2)
!103 = !DILocation(line: 101, column: 3, scope: !2)
!104 = !DILocation(line: 102, column: 26, scope: !2)
!105 = !DILocation(line: 102, column: 3, scope: !2)
!106 = !DILocalVariable(name: "expr", scope: !2, file: !3, line: 104, type: !61)
!107 = !DILocation(line: 104, column: 15, scope: !2)
!108 = !DILocalVariable(name: "e", scope: !109, file: !3, line: 105, type: !61)
!109 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!110 = !DILocation(line: 105, column: 20, scope: !109)
!111 = !DILocation(line: 105, column: 24, scope: !109)
!112 = !DILocation(line: 105, column: 8, scope: !109)
!113 = !DILocation(line: 105, column: 31, scope: !114)
!114 = distinct !DILexicalBlock(scope: !109, file: !3, line: 105, column: 3)
!115 = !DILocation(line: 105, column: 30, scope: !114)
!116 = !DILocation(line: 105, column: 3, scope: !109)
!117 = !DILocalVariable(name: "f", scope: !118, file: !3, line: 106, type: !24)
!118 = distinct !DILexicalBlock(scope: !114, file: !3, line: 105, column: 39)
!119 = !DILocation(line: 106, column: 11, scope: !118)
!120 = !DILocation(line: 106, column: 23, scope: !118)
!121 = !DILocation(line: 106, column: 22, scope: !118)
!122 = !DILocation(line: 106, column: 15, scope: !118)
!123 = !DILocation(line: 107, column: 23, scope: !118)
!124 = !DILocation(line: 107, column: 22, scope: !118)
!125 = !DILocation(line: 107, column: 26, scope: !118)
!126 = !DILocation(line: 107, column: 30, scope: !118)
!127 = !DILocation(line: 107, column: 5, scope: !118)
!128 = !DILocation(line: 108, column: 3, scope: !118)
!129 = !DILocation(line: 105, column: 34, scope: !114)
!130 = !DILocation(line: 105, column: 3, scope: !114)
!131 = distinct !{!131, !116, !132, !133}
!132 = !DILocation(line: 108, column: 3, scope: !109)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocalVariable(name: "fns", scope: !2, file: !3, line: 109, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 96, elements: !137)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!137 = !{!68}
!138 = !DILocation(line: 109, column: 15, scope: !2)
!139 = !DILocation(line: 110, column: 36, scope: !2)
!140 = !DILocation(line: 110, column: 26, scope: !2)
!141 = !DILocation(line: 110, column: 3, scope: !2)
!142 = !DILocalVariable(name: "fact", scope: !2, file: !3, line: 116, type: !6)
!143 = !DILocation(line: 116, column: 7, scope: !2)
!144 = !DILocalVariable(name: "i", scope: !145, file: !3, line: 117, type: !6)
!145 = distinct !DILexicalBlock(scope: !2, file: !3, line: 117, column: 3)
!146 = !DILocation(line: 117, column: 12, scope: !145)
!147 = !DILocation(line: 117, column: 8, scope: !145)
!148 = !DILocation(line: 117, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 117, column: 3)
!150 = !DILocation(line: 117, column: 21, scope: !149)
!151 = !DILocation(line: 117, column: 3, scope: !145)
!152 = !DILocation(line: 117, column: 39, scope: !149)
!153 = !DILocation(line: 117, column: 36, scope: !149)
!154 = !DILocation(line: 117, column: 31, scope: !149)
!155 = !DILocation(line: 117, column: 26, scope: !149)
!156 = !DILocation(line: 117, column: 3, scope: !149)
!157 = distinct !{!157, !151, !158, !133}
!158 = !DILocation(line: 117, column: 39, scope: !145)
!159 = !DILocation(line: 118, column: 35, scope: !2)
!160 = !DILocation(line: 118, column: 46, scope: !2)
!161 = !DILocation(line: 118, column: 3, scope: !2)
!162 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 120, type: !163)
!163 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!164 = !DILocation(line: 120, column: 12, scope: !2)
!165 = !DILocalVariable(name: "i", scope: !166, file: !3, line: 121, type: !163)
!166 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 3)
!167 = !DILocation(line: 121, column: 17, scope: !166)
!168 = !DILocation(line: 121, column: 8, scope: !166)
!169 = !DILocation(line: 121, column: 24, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !3, line: 121, column: 3)
!171 = !DILocation(line: 121, column: 26, scope: !170)
!172 = !DILocation(line: 121, column: 3, scope: !166)
!173 = !DILocation(line: 121, column: 50, scope: !170)
!174 = !DILocation(line: 121, column: 73, scope: !170)
!175 = !DILocation(line: 121, column: 69, scope: !170)
!176 = !DILocation(line: 121, column: 54, scope: !170)
!177 = !DILocation(line: 121, column: 52, scope: !170)
!178 = !DILocation(line: 121, column: 77, scope: !170)
!179 = !DILocation(line: 121, column: 47, scope: !170)
!180 = !DILocation(line: 121, column: 45, scope: !170)
!181 = !DILocation(line: 121, column: 40, scope: !170)
!182 = !DILocation(line: 121, column: 3, scope: !170)
!183 = distinct !{!183, !172, !184, !133}
!184 = !DILocation(line: 121, column: 79, scope: !166)
!185 = !DILocation(line: 122, column: 53, scope: !2)
!186 = !DILocation(line: 122, column: 3, scope: !2)
!187 = !DILocation(line: 123, column: 3, scope: !2)
!188 = !DILocation(line: 124, column: 28, scope: !2)
!189 = !DILocation(line: 124, column: 36, scope: !2)
!190 = !DILocation(line: 124, column: 44, scope: !2)
!191 = !DILocation(line: 124, column: 3, scope: !2)
!192 = !DILocalVariable(name: "w", scope: !193, file: !3, line: 125, type: !194)
!193 = distinct !DILexicalBlock(scope: !2, file: !3, line: 125, column: 3)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 32)
!195 = !DILocation(line: 125, column: 27, scope: !193)
!196 = !DILocation(line: 125, column: 8, scope: !193)
!197 = !DILocation(line: 125, column: 39, scope: !198)
!198 = distinct !DILexicalBlock(scope: !193, file: !3, line: 125, column: 3)
!199 = !DILocation(line: 125, column: 38, scope: !198)
!200 = !DILocation(line: 125, column: 3, scope: !193)
!201 = !DILocation(line: 125, column: 63, scope: !198)
!202 = !DILocation(line: 125, column: 62, scope: !198)
!203 = !DILocation(line: 125, column: 68, scope: !198)
!204 = !DILocation(line: 125, column: 87, scope: !198)
!205 = !DILocation(line: 125, column: 86, scope: !198)
!206 = !DILocation(line: 125, column: 47, scope: !198)
!207 = !DILocation(line: 125, column: 42, scope: !198)
!208 = !DILocation(line: 125, column: 3, scope: !198)
!209 = distinct !{!209, !200, !210, !133}
!210 = !DILocation(line: 125, column: 88, scope: !193)
!211 = !DILocation(line: 126, column: 77, scope: !2)
!212 = !DILocation(line: 126, column: 93, scope: !2)
!213 = !DILocation(line: 126, column: 3, scope: !2)
!214 = !DILocation(line: 128, column: 3, scope: !2)
!215 = !DILocation(line: 129, column: 3, scope: !2)
!216 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 13, type: !217, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!217 = !DISubroutineType(types: !218)
!218 = !{!10, !61, null}
!219 = !DILocalVariable(name: "fmt", arg: 1, scope: !216, file: !3, line: 13, type: !61)
!220 = !DILocation(line: 13, column: 35, scope: !216)
!221 = !DILocalVariable(name: "ap", scope: !216, file: !3, line: 14, type: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !3, line: 8, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !224, baseType: !225)
!224 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 32, elements: !226)
!226 = !{!227}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__ap", scope: !225, file: !224, line: 14, baseType: !228, size: 32)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!229 = !DILocation(line: 14, column: 13, scope: !216)
!230 = !DILocalVariable(name: "ap2", scope: !216, file: !3, line: 14, type: !222)
!231 = !DILocation(line: 14, column: 17, scope: !216)
!232 = !DILocalVariable(name: "total", scope: !216, file: !3, line: 15, type: !10)
!233 = !DILocation(line: 15, column: 13, scope: !216)
!234 = !DILocation(line: 16, column: 3, scope: !216)
!235 = !DILocation(line: 17, column: 3, scope: !216)
!236 = !DILocalVariable(name: "f", scope: !237, file: !3, line: 18, type: !61)
!237 = distinct !DILexicalBlock(scope: !216, file: !3, line: 18, column: 3)
!238 = !DILocation(line: 18, column: 20, scope: !237)
!239 = !DILocation(line: 18, column: 24, scope: !237)
!240 = !DILocation(line: 18, column: 8, scope: !237)
!241 = !DILocation(line: 18, column: 30, scope: !242)
!242 = distinct !DILexicalBlock(scope: !237, file: !3, line: 18, column: 3)
!243 = !DILocation(line: 18, column: 29, scope: !242)
!244 = !DILocation(line: 18, column: 3, scope: !237)
!245 = !DILocation(line: 19, column: 14, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !3, line: 18, column: 38)
!247 = !DILocation(line: 19, column: 13, scope: !246)
!248 = !DILocation(line: 19, column: 5, scope: !246)
!249 = !DILocation(line: 20, column: 24, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !3, line: 19, column: 17)
!251 = !DILocation(line: 20, column: 21, scope: !250)
!252 = !DILocation(line: 20, column: 51, scope: !250)
!253 = !DILocation(line: 21, column: 24, scope: !250)
!254 = !DILocation(line: 21, column: 21, scope: !250)
!255 = !DILocation(line: 21, column: 57, scope: !250)
!256 = !DILocation(line: 22, column: 36, scope: !250)
!257 = !DILocation(line: 22, column: 65, scope: !250)
!258 = !DILocation(line: 22, column: 24, scope: !250)
!259 = !DILocation(line: 22, column: 21, scope: !250)
!260 = !DILocation(line: 22, column: 72, scope: !250)
!261 = !DILocalVariable(name: "s", scope: !262, file: !3, line: 23, type: !61)
!262 = distinct !DILexicalBlock(scope: !250, file: !3, line: 23, column: 15)
!263 = !DILocation(line: 23, column: 29, scope: !262)
!264 = !DILocation(line: 23, column: 33, scope: !262)
!265 = !DILocation(line: 23, column: 69, scope: !262)
!266 = !DILocation(line: 23, column: 78, scope: !262)
!267 = !DILocation(line: 23, column: 76, scope: !262)
!268 = !DILocation(line: 23, column: 82, scope: !262)
!269 = distinct !{!269, !265, !270, !133}
!270 = !DILocation(line: 23, column: 84, scope: !262)
!271 = !DILocation(line: 23, column: 91, scope: !262)
!272 = !DILocation(line: 24, column: 30, scope: !250)
!273 = !DILocation(line: 24, column: 24, scope: !250)
!274 = !DILocation(line: 24, column: 21, scope: !250)
!275 = !DILocation(line: 24, column: 57, scope: !250)
!276 = !DILocalVariable(name: "p", scope: !277, file: !3, line: 25, type: !96)
!277 = distinct !DILexicalBlock(scope: !250, file: !3, line: 25, column: 15)
!278 = !DILocation(line: 25, column: 27, scope: !277)
!279 = !DILocation(line: 25, column: 31, scope: !277)
!280 = !DILocation(line: 25, column: 75, scope: !277)
!281 = !DILocation(line: 25, column: 73, scope: !277)
!282 = !DILocation(line: 25, column: 77, scope: !277)
!283 = !DILocation(line: 25, column: 87, scope: !277)
!284 = !DILocation(line: 25, column: 85, scope: !277)
!285 = !DILocation(line: 25, column: 83, scope: !277)
!286 = !DILocation(line: 25, column: 70, scope: !277)
!287 = !DILocation(line: 25, column: 90, scope: !277)
!288 = !DILocation(line: 26, column: 14, scope: !250)
!289 = !DILocation(line: 28, column: 3, scope: !246)
!290 = !DILocation(line: 18, column: 33, scope: !242)
!291 = !DILocation(line: 18, column: 3, scope: !242)
!292 = distinct !{!292, !244, !293, !133}
!293 = !DILocation(line: 28, column: 3, scope: !237)
!294 = !DILocation(line: 29, column: 3, scope: !216)
!295 = !DILocalVariable(name: "first", scope: !216, file: !3, line: 31, type: !6)
!296 = !DILocation(line: 31, column: 7, scope: !216)
!297 = !DILocation(line: 31, column: 17, scope: !216)
!298 = !DILocation(line: 31, column: 16, scope: !216)
!299 = !DILocation(line: 31, column: 21, scope: !216)
!300 = !DILocation(line: 31, column: 15, scope: !216)
!301 = !DILocation(line: 31, column: 31, scope: !216)
!302 = !DILocation(line: 32, column: 3, scope: !216)
!303 = !DILocation(line: 33, column: 10, scope: !216)
!304 = !DILocation(line: 33, column: 16, scope: !216)
!305 = !DILocation(line: 33, column: 25, scope: !216)
!306 = !DILocation(line: 33, column: 23, scope: !216)
!307 = !DILocation(line: 33, column: 3, scope: !216)
!308 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !309, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!309 = !DISubroutineType(types: !310)
!310 = !{!6, !6, null}
!311 = !DILocalVariable(name: "n", arg: 1, scope: !308, file: !3, line: 36, type: !6)
!312 = !DILocation(line: 36, column: 24, scope: !308)
!313 = !DILocalVariable(name: "ap", scope: !308, file: !3, line: 37, type: !222)
!314 = !DILocation(line: 37, column: 13, scope: !308)
!315 = !DILocation(line: 38, column: 3, scope: !308)
!316 = !DILocalVariable(name: "r", scope: !308, file: !3, line: 39, type: !6)
!317 = !DILocation(line: 39, column: 7, scope: !308)
!318 = !DILocation(line: 40, column: 3, scope: !308)
!319 = !DILocation(line: 40, column: 11, scope: !308)
!320 = !DILocation(line: 40, column: 14, scope: !308)
!321 = !DILocation(line: 40, column: 23, scope: !308)
!322 = !DILocation(line: 40, column: 25, scope: !308)
!323 = !DILocation(line: 40, column: 32, scope: !308)
!324 = !DILocation(line: 40, column: 30, scope: !308)
!325 = !DILocation(line: 40, column: 21, scope: !308)
!326 = distinct !{!326, !318, !327, !133}
!327 = !DILocation(line: 40, column: 56, scope: !308)
!328 = !DILocation(line: 41, column: 3, scope: !308)
!329 = !DILocation(line: 42, column: 10, scope: !308)
!330 = !DILocation(line: 42, column: 3, scope: !308)
!331 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !332, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!332 = !DISubroutineType(types: !333)
!333 = !{!24, !11}
!334 = !DILocalVariable(name: "c", arg: 1, scope: !331, file: !3, line: 56, type: !11)
!335 = !DILocation(line: 56, column: 26, scope: !331)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 57, type: !163)
!337 = distinct !DILexicalBlock(scope: !331, file: !3, line: 57, column: 3)
!338 = !DILocation(line: 57, column: 17, scope: !337)
!339 = !DILocation(line: 57, column: 8, scope: !337)
!340 = !DILocation(line: 57, column: 24, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !3, line: 57, column: 3)
!342 = !DILocation(line: 57, column: 26, scope: !341)
!343 = !DILocation(line: 57, column: 3, scope: !337)
!344 = !DILocation(line: 58, column: 18, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !3, line: 58, column: 9)
!346 = !DILocation(line: 58, column: 9, scope: !345)
!347 = !DILocation(line: 58, column: 21, scope: !345)
!348 = !DILocation(line: 58, column: 28, scope: !345)
!349 = !DILocation(line: 58, column: 25, scope: !345)
!350 = !DILocation(line: 58, column: 9, scope: !341)
!351 = !DILocation(line: 58, column: 47, scope: !345)
!352 = !DILocation(line: 58, column: 38, scope: !345)
!353 = !DILocation(line: 58, column: 50, scope: !345)
!354 = !DILocation(line: 58, column: 31, scope: !345)
!355 = !DILocation(line: 57, column: 66, scope: !341)
!356 = !DILocation(line: 57, column: 3, scope: !341)
!357 = distinct !{!357, !343, !358, !133}
!358 = !DILocation(line: 58, column: 50, scope: !337)
!359 = !DILocation(line: 59, column: 3, scope: !331)
!360 = !DILocation(line: 60, column: 1, scope: !331)
!361 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!362 = !DILocalVariable(name: "a", arg: 1, scope: !361, file: !3, line: 47, type: !6)
!363 = !DILocation(line: 47, column: 23, scope: !361)
!364 = !DILocalVariable(name: "b", arg: 2, scope: !361, file: !3, line: 47, type: !6)
!365 = !DILocation(line: 47, column: 30, scope: !361)
!366 = !DILocation(line: 47, column: 42, scope: !361)
!367 = !DILocation(line: 47, column: 46, scope: !361)
!368 = !DILocation(line: 47, column: 44, scope: !361)
!369 = !DILocation(line: 47, column: 35, scope: !361)
!370 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!371 = !DILocalVariable(name: "a", arg: 1, scope: !370, file: !3, line: 49, type: !6)
!372 = !DILocation(line: 49, column: 23, scope: !370)
!373 = !DILocalVariable(name: "b", arg: 2, scope: !370, file: !3, line: 49, type: !6)
!374 = !DILocation(line: 49, column: 30, scope: !370)
!375 = !DILocation(line: 49, column: 42, scope: !370)
!376 = !DILocation(line: 49, column: 46, scope: !370)
!377 = !DILocation(line: 49, column: 44, scope: !370)
!378 = !DILocation(line: 49, column: 35, scope: !370)
!379 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!380 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !3, line: 48, type: !6)
!381 = !DILocation(line: 48, column: 23, scope: !379)
!382 = !DILocalVariable(name: "b", arg: 2, scope: !379, file: !3, line: 48, type: !6)
!383 = !DILocation(line: 48, column: 30, scope: !379)
!384 = !DILocation(line: 48, column: 42, scope: !379)
!385 = !DILocation(line: 48, column: 46, scope: !379)
!386 = !DILocation(line: 48, column: 44, scope: !379)
!387 = !DILocation(line: 48, column: 35, scope: !379)
!388 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !389, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!389 = !DISubroutineType(types: !390)
!390 = !{!6, !391, !6, !6, !6}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 32)
!392 = !DILocalVariable(name: "fns", arg: 1, scope: !388, file: !3, line: 62, type: !391)
!393 = !DILocation(line: 62, column: 35, scope: !388)
!394 = !DILocalVariable(name: "n", arg: 2, scope: !388, file: !3, line: 62, type: !6)
!395 = !DILocation(line: 62, column: 55, scope: !388)
!396 = !DILocalVariable(name: "a", arg: 3, scope: !388, file: !3, line: 62, type: !6)
!397 = !DILocation(line: 62, column: 62, scope: !388)
!398 = !DILocalVariable(name: "b", arg: 4, scope: !388, file: !3, line: 62, type: !6)
!399 = !DILocation(line: 62, column: 69, scope: !388)
!400 = !DILocalVariable(name: "acc", scope: !388, file: !3, line: 63, type: !6)
!401 = !DILocation(line: 63, column: 7, scope: !388)
!402 = !DILocalVariable(name: "i", scope: !403, file: !3, line: 64, type: !6)
!403 = distinct !DILexicalBlock(scope: !388, file: !3, line: 64, column: 3)
!404 = !DILocation(line: 64, column: 12, scope: !403)
!405 = !DILocation(line: 64, column: 8, scope: !403)
!406 = !DILocation(line: 64, column: 19, scope: !407)
!407 = distinct !DILexicalBlock(scope: !403, file: !3, line: 64, column: 3)
!408 = !DILocation(line: 64, column: 23, scope: !407)
!409 = !DILocation(line: 64, column: 21, scope: !407)
!410 = !DILocation(line: 64, column: 3, scope: !403)
!411 = !DILocation(line: 64, column: 38, scope: !407)
!412 = !DILocation(line: 64, column: 42, scope: !407)
!413 = !DILocation(line: 64, column: 45, scope: !407)
!414 = !DILocation(line: 64, column: 48, scope: !407)
!415 = !DILocation(line: 64, column: 35, scope: !407)
!416 = !DILocation(line: 64, column: 31, scope: !407)
!417 = !DILocation(line: 64, column: 26, scope: !407)
!418 = !DILocation(line: 64, column: 3, scope: !407)
!419 = distinct !{!419, !410, !420, !133}
!420 = !DILocation(line: 64, column: 49, scope: !403)
!421 = !DILocation(line: 65, column: 10, scope: !388)
!422 = !DILocation(line: 65, column: 3, scope: !388)
!423 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!424 = !DILocation(line: 71, column: 27, scope: !32)
!425 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !426)
!426 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !427)
!427 = !{!428}
!428 = !DISubrange(count: 16)
!429 = !DILocation(line: 74, column: 7, scope: !32)
!430 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!431 = !DILocation(line: 74, column: 18, scope: !32)
!432 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!433 = !DILocation(line: 74, column: 26, scope: !32)
!434 = !DILocation(line: 76, column: 3, scope: !32)
!435 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!436 = !DILocation(line: 77, column: 1, scope: !32)
!437 = !DILocation(line: 77, column: 24, scope: !32)
!438 = !DILocation(line: 77, column: 31, scope: !32)
!439 = !DILocation(line: 77, column: 18, scope: !32)
!440 = !DILocation(line: 77, column: 10, scope: !32)
!441 = !DILocation(line: 77, column: 22, scope: !32)
!442 = !DILocation(line: 77, column: 36, scope: !32)
!443 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!444 = !DILocation(line: 78, column: 1, scope: !32)
!445 = !DILocation(line: 78, column: 11, scope: !32)
!446 = !DILocation(line: 78, column: 38, scope: !32)
!447 = !DILocation(line: 78, column: 32, scope: !32)
!448 = !DILocation(line: 78, column: 21, scope: !32)
!449 = !DILocation(line: 78, column: 24, scope: !32)
!450 = !DILocation(line: 78, column: 15, scope: !32)
!451 = !DILocation(line: 78, column: 29, scope: !32)
!452 = !DILocation(line: 78, column: 43, scope: !32)
!453 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!454 = !DILocation(line: 79, column: 1, scope: !32)
!455 = !DILocation(line: 79, column: 11, scope: !32)
!456 = !DILocation(line: 79, column: 38, scope: !32)
!457 = !DILocation(line: 79, column: 32, scope: !32)
!458 = !DILocation(line: 79, column: 21, scope: !32)
!459 = !DILocation(line: 79, column: 24, scope: !32)
!460 = !DILocation(line: 79, column: 15, scope: !32)
!461 = !DILocation(line: 79, column: 29, scope: !32)
!462 = !DILocation(line: 79, column: 43, scope: !32)
!463 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!464 = !DILocation(line: 80, column: 1, scope: !32)
!465 = !DILocation(line: 80, column: 28, scope: !32)
!466 = !DILocation(line: 80, column: 31, scope: !32)
!467 = !DILocation(line: 80, column: 22, scope: !32)
!468 = !DILocation(line: 80, column: 16, scope: !32)
!469 = !DILocation(line: 80, column: 10, scope: !32)
!470 = !DILocation(line: 80, column: 20, scope: !32)
!471 = !DILocation(line: 80, column: 39, scope: !32)
!472 = !DILocation(line: 80, column: 43, scope: !32)
!473 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!474 = !DILocation(line: 81, column: 1, scope: !32)
!475 = !DILocalVariable(name: "t", scope: !476, file: !3, line: 81, type: !6)
!476 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!477 = !DILocation(line: 81, column: 15, scope: !476)
!478 = !DILocation(line: 81, column: 19, scope: !476)
!479 = !DILocation(line: 81, column: 26, scope: !476)
!480 = !DILocation(line: 81, column: 41, scope: !481)
!481 = distinct !DILexicalBlock(scope: !476, file: !3, line: 81, column: 35)
!482 = !DILocation(line: 81, column: 35, scope: !481)
!483 = !DILocation(line: 81, column: 35, scope: !476)
!484 = !DILocation(line: 81, column: 53, scope: !481)
!485 = !DILocation(line: 81, column: 51, scope: !481)
!486 = !DILocation(line: 81, column: 48, scope: !481)
!487 = !DILocation(line: 81, column: 56, scope: !476)
!488 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!489 = !DILocation(line: 82, column: 1, scope: !32)
!490 = !DILocation(line: 82, column: 15, scope: !32)
!491 = !DILocation(line: 82, column: 18, scope: !32)
!492 = !DILocation(line: 82, column: 9, scope: !32)
!493 = !DILocation(line: 82, column: 22, scope: !32)
!494 = !DILocation(line: 82, column: 26, scope: !32)
!495 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!496 = !DILocation(line: 83, column: 1, scope: !32)
!497 = !DILocalVariable(name: "t", scope: !498, file: !3, line: 83, type: !6)
!498 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!499 = !DILocation(line: 83, column: 16, scope: !498)
!500 = !DILocation(line: 83, column: 26, scope: !498)
!501 = !DILocation(line: 83, column: 29, scope: !498)
!502 = !DILocation(line: 83, column: 20, scope: !498)
!503 = !DILocation(line: 83, column: 57, scope: !498)
!504 = !DILocation(line: 83, column: 60, scope: !498)
!505 = !DILocation(line: 83, column: 51, scope: !498)
!506 = !DILocation(line: 83, column: 41, scope: !498)
!507 = !DILocation(line: 83, column: 44, scope: !498)
!508 = !DILocation(line: 83, column: 35, scope: !498)
!509 = !DILocation(line: 83, column: 49, scope: !498)
!510 = !DILocation(line: 83, column: 82, scope: !498)
!511 = !DILocation(line: 83, column: 72, scope: !498)
!512 = !DILocation(line: 83, column: 75, scope: !498)
!513 = !DILocation(line: 83, column: 66, scope: !498)
!514 = !DILocation(line: 83, column: 80, scope: !498)
!515 = !DILocation(line: 83, column: 85, scope: !498)
!516 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!517 = !DILocation(line: 84, column: 1, scope: !32)
!518 = !DILocation(line: 84, column: 23, scope: !32)
!519 = !DILocation(line: 84, column: 26, scope: !32)
!520 = !DILocation(line: 84, column: 17, scope: !32)
!521 = !DILocation(line: 84, column: 10, scope: !32)
!522 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!523 = !DILocalVariable(name: "a", arg: 1, scope: !522, file: !3, line: 50, type: !6)
!524 = !DILocation(line: 50, column: 23, scope: !522)
!525 = !DILocalVariable(name: "b", arg: 2, scope: !522, file: !3, line: 50, type: !6)
!526 = !DILocation(line: 50, column: 30, scope: !522)
!527 = !DILocation(line: 50, column: 42, scope: !522)
!528 = !DILocation(line: 50, column: 46, scope: !522)
!529 = !DILocation(line: 50, column: 50, scope: !522)
!530 = !DILocation(line: 50, column: 48, scope: !522)
!531 = !DILocation(line: 50, column: 35, scope: !522)
