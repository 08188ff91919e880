; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }
%struct.__va_list = type { i8*, i8*, i8*, i32, i32 }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1
@__const.main.fns = private unnamed_addr constant [3 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_sub], align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !0
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !53
@words = internal constant [5 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.17, i32 0, i32 0), i8* null], align 8, !dbg !57
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !64
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !69
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 8, !dbg !16
@run.dispatch = internal global [8 x i8*] [i8* blockaddress(@run, %17), i8* blockaddress(@run, %37), i8* blockaddress(@run, %59), i8* blockaddress(@run, %81), i8* blockaddress(@run, %101), i8* blockaddress(@run, %126), i8* blockaddress(@run, %142), i8* blockaddress(@run, %171)], align 8, !dbg !30
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1

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
  call void @llvm.dbg.declare(metadata %struct.Pt* %2, metadata !95, metadata !DIExpression()), !dbg !101
  %13 = bitcast %struct.Pt* %2 to i8*, !dbg !101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %13, i8* align 2 bitcast (%struct.Pt* @__const.main.pt to i8*), i64 4, i1 false), !dbg !101
  %14 = bitcast i64* %3 to i8*, !dbg !102
  %15 = bitcast %struct.Pt* %2 to i8*, !dbg !102
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %14, i8* align 2 %15, i64 4, i1 false), !dbg !102
  %16 = load i64, i64* %3, align 8, !dbg !102
  %17 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef 65, i64 %16), !dbg !102
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %17), !dbg !103
  %19 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !104
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %19), !dbg !105
  call void @llvm.dbg.declare(metadata i8** %4, metadata !106, metadata !DIExpression()), !dbg !107
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %4, align 8, !dbg !107
  call void @llvm.dbg.declare(metadata i8** %5, metadata !108, metadata !DIExpression()), !dbg !110
  %21 = load i8*, i8** %4, align 8, !dbg !111
  store i8* %21, i8** %5, align 8, !dbg !110
  br label %22, !dbg !112

22:                                               ; preds = %42, %0
  %23 = load i8*, i8** %5, align 8, !dbg !113
  %24 = load i8, i8* %23, align 1, !dbg !115
  %25 = icmp ne i8 %24, 0, !dbg !116
  br i1 %25, label %26, label %45, !dbg !116

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32 (i32, i32)** %6, metadata !117, metadata !DIExpression()), !dbg !119
  %27 = load i8*, i8** %5, align 8, !dbg !120
  %28 = load i8, i8* %27, align 1, !dbg !121
  %29 = call i32 (i32, i32)* @lookup(i8 noundef %28), !dbg !122
  store i32 (i32, i32)* %29, i32 (i32, i32)** %6, align 8, !dbg !119
  %30 = load i8*, i8** %5, align 8, !dbg !123
  %31 = load i8, i8* %30, align 1, !dbg !124
  %32 = zext i8 %31 to i32, !dbg !124
  %33 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !dbg !125
  %34 = icmp ne i32 (i32, i32)* %33, null, !dbg !125
  br i1 %34, label %35, label %38, !dbg !125

35:                                               ; preds = %26
  %36 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !dbg !126
  %37 = call i32 %36(i32 noundef 17, i32 noundef 5), !dbg !126
  br label %39, !dbg !125

38:                                               ; preds = %26
  br label %39, !dbg !125

39:                                               ; preds = %38, %35
  %40 = phi i32 [ %37, %35 ], [ -1, %38 ], !dbg !125
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef %32, i32 noundef %40), !dbg !127
  br label %42, !dbg !128

42:                                               ; preds = %39
  %43 = load i8*, i8** %5, align 8, !dbg !129
  %44 = getelementptr inbounds i8, i8* %43, i32 1, !dbg !129
  store i8* %44, i8** %5, align 8, !dbg !129
  br label %22, !dbg !130, !llvm.loop !131

45:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %7, metadata !134, metadata !DIExpression()), !dbg !138
  %46 = bitcast [3 x i32 (i32, i32)*]* %7 to i8*, !dbg !138
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false), !dbg !138
  %47 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %7, i64 0, i64 0, !dbg !139
  %48 = call i32 @apply_all(i32 (i32, i32)** noundef %47, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !140
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef %48), !dbg !141
  call void @llvm.dbg.declare(metadata i32* %8, metadata !142, metadata !DIExpression()), !dbg !143
  store i32 1, i32* %8, align 4, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %9, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 5, i32* %9, align 4, !dbg !146
  br label %50, !dbg !147

50:                                               ; preds = %57, %45
  %51 = load i32, i32* %9, align 4, !dbg !148
  %52 = icmp sgt i32 %51, 0, !dbg !150
  br i1 %52, label %53, label %60, !dbg !151

53:                                               ; preds = %50
  %54 = load i32, i32* %9, align 4, !dbg !152
  %55 = load i32, i32* %8, align 4, !dbg !153
  %56 = mul nsw i32 %55, %54, !dbg !153
  store i32 %56, i32* %8, align 4, !dbg !153
  br label %57, !dbg !154

57:                                               ; preds = %53
  %58 = load i32, i32* %9, align 4, !dbg !155
  %59 = add nsw i32 %58, -1, !dbg !155
  store i32 %59, i32* %9, align 4, !dbg !155
  br label %50, !dbg !156, !llvm.loop !157

60:                                               ; preds = %50
  %61 = call i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !159
  %62 = load i32, i32* %8, align 4, !dbg !160
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %61, i32 noundef %62), !dbg !161
  call void @llvm.dbg.declare(metadata i32* %10, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 -2128831035, i32* %10, align 4, !dbg !164
  call void @llvm.dbg.declare(metadata i32* %11, metadata !165, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %11, align 4, !dbg !167
  br label %64, !dbg !168

64:                                               ; preds = %77, %60
  %65 = load i32, i32* %11, align 4, !dbg !169
  %66 = zext i32 %65 to i64, !dbg !169
  %67 = icmp ult i64 %66, 39, !dbg !171
  br i1 %67, label %68, label %80, !dbg !172

68:                                               ; preds = %64
  %69 = load i32, i32* %10, align 4, !dbg !173
  %70 = load i32, i32* %11, align 4, !dbg !174
  %71 = zext i32 %70 to i64, !dbg !175
  %72 = getelementptr inbounds [39 x i8], [39 x i8]* @esc, i64 0, i64 %71, !dbg !175
  %73 = load i8, i8* %72, align 1, !dbg !175
  %74 = zext i8 %73 to i32, !dbg !176
  %75 = xor i32 %69, %74, !dbg !177
  %76 = mul i32 %75, 16777619, !dbg !178
  store i32 %76, i32* %10, align 4, !dbg !179
  br label %77, !dbg !180

77:                                               ; preds = %68
  %78 = load i32, i32* %11, align 4, !dbg !181
  %79 = add i32 %78, 1, !dbg !181
  store i32 %79, i32* %11, align 4, !dbg !181
  br label %64, !dbg !182, !llvm.loop !183

80:                                               ; preds = %64
  %81 = load i32, i32* %10, align 4, !dbg !185
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef 39, i32 noundef %81), !dbg !186
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23), !dbg !187
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1, !dbg !188
  %85 = zext i8 %84 to i32, !dbg !188
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1, !dbg !189
  %87 = zext i8 %86 to i32, !dbg !189
  %88 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1, !dbg !190
  %89 = zext i8 %88 to i32, !dbg !190
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef %85, i32 noundef %87, i32 noundef %89), !dbg !191
  call void @llvm.dbg.declare(metadata i8*** %12, metadata !192, metadata !DIExpression()), !dbg !195
  store i8** getelementptr inbounds ([5 x i8*], [5 x i8*]* @words, i64 0, i64 0), i8*** %12, align 8, !dbg !195
  br label %91, !dbg !196

91:                                               ; preds = %109, %80
  %92 = load i8**, i8*** %12, align 8, !dbg !197
  %93 = load i8*, i8** %92, align 8, !dbg !199
  %94 = icmp ne i8* %93, null, !dbg !200
  br i1 %94, label %95, label %112, !dbg !200

95:                                               ; preds = %91
  %96 = load i8**, i8*** %12, align 8, !dbg !201
  %97 = getelementptr inbounds i8*, i8** %96, i64 0, !dbg !201
  %98 = load i8*, i8** %97, align 8, !dbg !201
  %99 = load i8, i8* %98, align 1, !dbg !202
  %100 = zext i8 %99 to i32, !dbg !202
  %101 = icmp eq i32 %100, 27, !dbg !203
  br i1 %101, label %102, label %103, !dbg !202

102:                                              ; preds = %95
  br label %106, !dbg !202

103:                                              ; preds = %95
  %104 = load i8**, i8*** %12, align 8, !dbg !204
  %105 = load i8*, i8** %104, align 8, !dbg !205
  br label %106, !dbg !202

106:                                              ; preds = %103, %102
  %107 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i64 0, i64 0), %102 ], [ %105, %103 ], !dbg !202
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %107), !dbg !206
  br label %109, !dbg !206

109:                                              ; preds = %106
  %110 = load i8**, i8*** %12, align 8, !dbg !207
  %111 = getelementptr inbounds i8*, i8** %110, i32 1, !dbg !207
  store i8** %111, i8*** %12, align 8, !dbg !207
  br label %91, !dbg !208, !llvm.loop !209

112:                                              ; preds = %91
  %113 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !211
  %114 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !212
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %113, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %114, i32 noundef 6), !dbg !213
  %116 = call i32 @putchar(i32 noundef 10), !dbg !214
  ret i32 0, !dbg !215
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !216 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.declare(metadata %struct.__va_list* %3, metadata !221, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata %struct.__va_list* %4, metadata !234, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.declare(metadata i64* %5, metadata !236, metadata !DIExpression()), !dbg !237
  store i64 0, i64* %5, align 8, !dbg !237
  %10 = bitcast %struct.__va_list* %3 to i8*, !dbg !238
  call void @llvm.va_start(i8* %10), !dbg !238
  %11 = bitcast %struct.__va_list* %4 to i8*, !dbg !239
  %12 = bitcast %struct.__va_list* %3 to i8*, !dbg !239
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !239
  call void @llvm.dbg.declare(metadata i8** %6, metadata !240, metadata !DIExpression()), !dbg !242
  %13 = load i8*, i8** %2, align 8, !dbg !243
  store i8* %13, i8** %6, align 8, !dbg !242
  br label %14, !dbg !244

14:                                               ; preds = %178, %1
  %15 = load i8*, i8** %6, align 8, !dbg !245
  %16 = load i8, i8* %15, align 1, !dbg !247
  %17 = icmp ne i8 %16, 0, !dbg !248
  br i1 %17, label %18, label %181, !dbg !248

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8, !dbg !249
  %20 = load i8, i8* %19, align 1, !dbg !251
  %21 = zext i8 %20 to i32, !dbg !251
  switch i32 %21, label %176 [
    i32 105, label %22
    i32 108, label %45
    i32 100, label %67
    i32 115, label %91
    i32 99, label %120
    i32 112, label %144
  ], !dbg !252

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !253
  %24 = load i32, i32* %23, align 8, !dbg !253
  %25 = icmp sge i32 %24, 0, !dbg !253
  br i1 %25, label %34, label %26, !dbg !253

26:                                               ; preds = %22
  %27 = add i32 %24, 8, !dbg !253
  store i32 %27, i32* %23, align 8, !dbg !253
  %28 = icmp sle i32 %27, 0, !dbg !253
  br i1 %28, label %29, label %34, !dbg !253

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !253
  %31 = load i8*, i8** %30, align 8, !dbg !253
  %32 = getelementptr inbounds i8, i8* %31, i32 %24, !dbg !253
  %33 = bitcast i8* %32 to i32*, !dbg !253
  br label %39, !dbg !253

34:                                               ; preds = %26, %22
  %35 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !253
  %36 = load i8*, i8** %35, align 8, !dbg !253
  %37 = getelementptr inbounds i8, i8* %36, i64 8, !dbg !253
  store i8* %37, i8** %35, align 8, !dbg !253
  %38 = bitcast i8* %36 to i32*, !dbg !253
  br label %39, !dbg !253

39:                                               ; preds = %34, %29
  %40 = phi i32* [ %33, %29 ], [ %38, %34 ], !dbg !253
  %41 = load i32, i32* %40, align 8, !dbg !253
  %42 = sext i32 %41 to i64, !dbg !253
  %43 = load i64, i64* %5, align 8, !dbg !255
  %44 = add nsw i64 %43, %42, !dbg !255
  store i64 %44, i64* %5, align 8, !dbg !255
  br label %177, !dbg !256

45:                                               ; preds = %18
  %46 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !257
  %47 = load i32, i32* %46, align 8, !dbg !257
  %48 = icmp sge i32 %47, 0, !dbg !257
  br i1 %48, label %57, label %49, !dbg !257

49:                                               ; preds = %45
  %50 = add i32 %47, 8, !dbg !257
  store i32 %50, i32* %46, align 8, !dbg !257
  %51 = icmp sle i32 %50, 0, !dbg !257
  br i1 %51, label %52, label %57, !dbg !257

52:                                               ; preds = %49
  %53 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !257
  %54 = load i8*, i8** %53, align 8, !dbg !257
  %55 = getelementptr inbounds i8, i8* %54, i32 %47, !dbg !257
  %56 = bitcast i8* %55 to i64*, !dbg !257
  br label %62, !dbg !257

57:                                               ; preds = %49, %45
  %58 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !257
  %59 = load i8*, i8** %58, align 8, !dbg !257
  %60 = getelementptr inbounds i8, i8* %59, i64 8, !dbg !257
  store i8* %60, i8** %58, align 8, !dbg !257
  %61 = bitcast i8* %59 to i64*, !dbg !257
  br label %62, !dbg !257

62:                                               ; preds = %57, %52
  %63 = phi i64* [ %56, %52 ], [ %61, %57 ], !dbg !257
  %64 = load i64, i64* %63, align 8, !dbg !257
  %65 = load i64, i64* %5, align 8, !dbg !258
  %66 = add nsw i64 %65, %64, !dbg !258
  store i64 %66, i64* %5, align 8, !dbg !258
  br label %177, !dbg !259

67:                                               ; preds = %18
  %68 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 4, !dbg !260
  %69 = load i32, i32* %68, align 4, !dbg !260
  %70 = icmp sge i32 %69, 0, !dbg !260
  br i1 %70, label %79, label %71, !dbg !260

71:                                               ; preds = %67
  %72 = add i32 %69, 16, !dbg !260
  store i32 %72, i32* %68, align 4, !dbg !260
  %73 = icmp sle i32 %72, 0, !dbg !260
  br i1 %73, label %74, label %79, !dbg !260

74:                                               ; preds = %71
  %75 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 2, !dbg !260
  %76 = load i8*, i8** %75, align 8, !dbg !260
  %77 = getelementptr inbounds i8, i8* %76, i32 %69, !dbg !260
  %78 = bitcast i8* %77 to double*, !dbg !260
  br label %84, !dbg !260

79:                                               ; preds = %71, %67
  %80 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !260
  %81 = load i8*, i8** %80, align 8, !dbg !260
  %82 = getelementptr inbounds i8, i8* %81, i64 8, !dbg !260
  store i8* %82, i8** %80, align 8, !dbg !260
  %83 = bitcast i8* %81 to double*, !dbg !260
  br label %84, !dbg !260

84:                                               ; preds = %79, %74
  %85 = phi double* [ %78, %74 ], [ %83, %79 ], !dbg !260
  %86 = load double, double* %85, align 8, !dbg !260
  %87 = fmul double %86, 1.000000e+01, !dbg !261
  %88 = fptosi double %87 to i64, !dbg !262
  %89 = load i64, i64* %5, align 8, !dbg !263
  %90 = add nsw i64 %89, %88, !dbg !263
  store i64 %90, i64* %5, align 8, !dbg !263
  br label %177, !dbg !264

91:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !265, metadata !DIExpression()), !dbg !267
  %92 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !268
  %93 = load i32, i32* %92, align 8, !dbg !268
  %94 = icmp sge i32 %93, 0, !dbg !268
  br i1 %94, label %103, label %95, !dbg !268

95:                                               ; preds = %91
  %96 = add i32 %93, 8, !dbg !268
  store i32 %96, i32* %92, align 8, !dbg !268
  %97 = icmp sle i32 %96, 0, !dbg !268
  br i1 %97, label %98, label %103, !dbg !268

98:                                               ; preds = %95
  %99 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !268
  %100 = load i8*, i8** %99, align 8, !dbg !268
  %101 = getelementptr inbounds i8, i8* %100, i32 %93, !dbg !268
  %102 = bitcast i8* %101 to i8**, !dbg !268
  br label %108, !dbg !268

103:                                              ; preds = %95, %91
  %104 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !268
  %105 = load i8*, i8** %104, align 8, !dbg !268
  %106 = getelementptr inbounds i8, i8* %105, i64 8, !dbg !268
  store i8* %106, i8** %104, align 8, !dbg !268
  %107 = bitcast i8* %105 to i8**, !dbg !268
  br label %108, !dbg !268

108:                                              ; preds = %103, %98
  %109 = phi i8** [ %102, %98 ], [ %107, %103 ], !dbg !268
  %110 = load i8*, i8** %109, align 8, !dbg !268
  store i8* %110, i8** %7, align 8, !dbg !267
  br label %111, !dbg !269

111:                                              ; preds = %116, %108
  %112 = load i8*, i8** %7, align 8, !dbg !270
  %113 = getelementptr inbounds i8, i8* %112, i32 1, !dbg !270
  store i8* %113, i8** %7, align 8, !dbg !270
  %114 = load i8, i8* %112, align 1, !dbg !271
  %115 = icmp ne i8 %114, 0, !dbg !269
  br i1 %115, label %116, label %119, !dbg !269

116:                                              ; preds = %111
  %117 = load i64, i64* %5, align 8, !dbg !272
  %118 = add nsw i64 %117, 1, !dbg !272
  store i64 %118, i64* %5, align 8, !dbg !272
  br label %111, !dbg !269, !llvm.loop !273

119:                                              ; preds = %111
  br label %177, !dbg !275

120:                                              ; preds = %18
  %121 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !276
  %122 = load i32, i32* %121, align 8, !dbg !276
  %123 = icmp sge i32 %122, 0, !dbg !276
  br i1 %123, label %132, label %124, !dbg !276

124:                                              ; preds = %120
  %125 = add i32 %122, 8, !dbg !276
  store i32 %125, i32* %121, align 8, !dbg !276
  %126 = icmp sle i32 %125, 0, !dbg !276
  br i1 %126, label %127, label %132, !dbg !276

127:                                              ; preds = %124
  %128 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !276
  %129 = load i8*, i8** %128, align 8, !dbg !276
  %130 = getelementptr inbounds i8, i8* %129, i32 %122, !dbg !276
  %131 = bitcast i8* %130 to i32*, !dbg !276
  br label %137, !dbg !276

132:                                              ; preds = %124, %120
  %133 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !276
  %134 = load i8*, i8** %133, align 8, !dbg !276
  %135 = getelementptr inbounds i8, i8* %134, i64 8, !dbg !276
  store i8* %135, i8** %133, align 8, !dbg !276
  %136 = bitcast i8* %134 to i32*, !dbg !276
  br label %137, !dbg !276

137:                                              ; preds = %132, %127
  %138 = phi i32* [ %131, %127 ], [ %136, %132 ], !dbg !276
  %139 = load i32, i32* %138, align 8, !dbg !276
  %140 = trunc i32 %139 to i8, !dbg !277
  %141 = zext i8 %140 to i64, !dbg !277
  %142 = load i64, i64* %5, align 8, !dbg !278
  %143 = add nsw i64 %142, %141, !dbg !278
  store i64 %143, i64* %5, align 8, !dbg !278
  br label %177, !dbg !279

144:                                              ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !280, metadata !DIExpression()), !dbg !282
  %145 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !283
  %146 = load i32, i32* %145, align 8, !dbg !283
  %147 = icmp sge i32 %146, 0, !dbg !283
  br i1 %147, label %156, label %148, !dbg !283

148:                                              ; preds = %144
  %149 = add i32 %146, 8, !dbg !283
  store i32 %149, i32* %145, align 8, !dbg !283
  %150 = icmp sle i32 %149, 0, !dbg !283
  br i1 %150, label %151, label %156, !dbg !283

151:                                              ; preds = %148
  %152 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !283
  %153 = load i8*, i8** %152, align 8, !dbg !283
  %154 = getelementptr inbounds i8, i8* %153, i32 %146, !dbg !283
  %155 = bitcast i8* %154 to %struct.Pt*, !dbg !283
  br label %161, !dbg !283

156:                                              ; preds = %148, %144
  %157 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !283
  %158 = load i8*, i8** %157, align 8, !dbg !283
  %159 = getelementptr inbounds i8, i8* %158, i64 8, !dbg !283
  store i8* %159, i8** %157, align 8, !dbg !283
  %160 = bitcast i8* %158 to %struct.Pt*, !dbg !283
  br label %161, !dbg !283

161:                                              ; preds = %156, %151
  %162 = phi %struct.Pt* [ %155, %151 ], [ %160, %156 ], !dbg !283
  %163 = bitcast %struct.Pt* %8 to i8*, !dbg !283
  %164 = bitcast %struct.Pt* %162 to i8*, !dbg !283
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %163, i8* align 8 %164, i64 4, i1 false), !dbg !283
  %165 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !284
  %166 = load i16, i16* %165, align 2, !dbg !284
  %167 = sext i16 %166 to i32, !dbg !285
  %168 = mul nsw i32 %167, 100, !dbg !286
  %169 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !287
  %170 = load i16, i16* %169, align 2, !dbg !287
  %171 = sext i16 %170 to i32, !dbg !288
  %172 = add nsw i32 %168, %171, !dbg !289
  %173 = sext i32 %172 to i64, !dbg !285
  %174 = load i64, i64* %5, align 8, !dbg !290
  %175 = add nsw i64 %174, %173, !dbg !290
  store i64 %175, i64* %5, align 8, !dbg !290
  br label %177, !dbg !291

176:                                              ; preds = %18
  br label %177, !dbg !292

177:                                              ; preds = %176, %161, %137, %119, %84, %62, %39
  br label %178, !dbg !293

178:                                              ; preds = %177
  %179 = load i8*, i8** %6, align 8, !dbg !294
  %180 = getelementptr inbounds i8, i8* %179, i32 1, !dbg !294
  store i8* %180, i8** %6, align 8, !dbg !294
  br label %14, !dbg !295, !llvm.loop !296

181:                                              ; preds = %14
  %182 = bitcast %struct.__va_list* %3 to i8*, !dbg !298
  call void @llvm.va_end(i8* %182), !dbg !298
  call void @llvm.dbg.declare(metadata i32* %9, metadata !299, metadata !DIExpression()), !dbg !300
  %183 = load i8*, i8** %2, align 8, !dbg !301
  %184 = load i8, i8* %183, align 1, !dbg !302
  %185 = zext i8 %184 to i32, !dbg !302
  %186 = icmp eq i32 %185, 105, !dbg !303
  br i1 %186, label %187, label %207, !dbg !304

187:                                              ; preds = %181
  %188 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 3, !dbg !305
  %189 = load i32, i32* %188, align 8, !dbg !305
  %190 = icmp sge i32 %189, 0, !dbg !305
  br i1 %190, label %199, label %191, !dbg !305

191:                                              ; preds = %187
  %192 = add i32 %189, 8, !dbg !305
  store i32 %192, i32* %188, align 8, !dbg !305
  %193 = icmp sle i32 %192, 0, !dbg !305
  br i1 %193, label %194, label %199, !dbg !305

194:                                              ; preds = %191
  %195 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 1, !dbg !305
  %196 = load i8*, i8** %195, align 8, !dbg !305
  %197 = getelementptr inbounds i8, i8* %196, i32 %189, !dbg !305
  %198 = bitcast i8* %197 to i32*, !dbg !305
  br label %204, !dbg !305

199:                                              ; preds = %191, %187
  %200 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %4, i32 0, i32 0, !dbg !305
  %201 = load i8*, i8** %200, align 8, !dbg !305
  %202 = getelementptr inbounds i8, i8* %201, i64 8, !dbg !305
  store i8* %202, i8** %200, align 8, !dbg !305
  %203 = bitcast i8* %201 to i32*, !dbg !305
  br label %204, !dbg !305

204:                                              ; preds = %199, %194
  %205 = phi i32* [ %198, %194 ], [ %203, %199 ], !dbg !305
  %206 = load i32, i32* %205, align 8, !dbg !305
  br label %208, !dbg !304

207:                                              ; preds = %181
  br label %208, !dbg !304

208:                                              ; preds = %207, %204
  %209 = phi i32 [ %206, %204 ], [ 0, %207 ], !dbg !304
  store i32 %209, i32* %9, align 4, !dbg !300
  %210 = bitcast %struct.__va_list* %4 to i8*, !dbg !306
  call void @llvm.va_end(i8* %210), !dbg !306
  %211 = load i64, i64* %5, align 8, !dbg !307
  %212 = mul nsw i64 %211, 1000, !dbg !308
  %213 = load i32, i32* %9, align 4, !dbg !309
  %214 = sext i32 %213 to i64, !dbg !309
  %215 = add nsw i64 %212, %214, !dbg !310
  ret i64 %215, !dbg !311
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #4 !dbg !312 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !315, metadata !DIExpression()), !dbg !316
  call void @llvm.dbg.declare(metadata %struct.__va_list* %3, metadata !317, metadata !DIExpression()), !dbg !318
  %5 = bitcast %struct.__va_list* %3 to i8*, !dbg !319
  call void @llvm.va_start(i8* %5), !dbg !319
  call void @llvm.dbg.declare(metadata i32* %4, metadata !320, metadata !DIExpression()), !dbg !321
  store i32 0, i32* %4, align 4, !dbg !321
  br label %6, !dbg !322

6:                                                ; preds = %29, %1
  %7 = load i32, i32* %2, align 4, !dbg !323
  %8 = add nsw i32 %7, -1, !dbg !323
  store i32 %8, i32* %2, align 4, !dbg !323
  %9 = icmp sgt i32 %7, 0, !dbg !324
  br i1 %9, label %10, label %33, !dbg !322

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !325
  %12 = mul nsw i32 %11, 31, !dbg !326
  %13 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 3, !dbg !327
  %14 = load i32, i32* %13, align 8, !dbg !327
  %15 = icmp sge i32 %14, 0, !dbg !327
  br i1 %15, label %24, label %16, !dbg !327

16:                                               ; preds = %10
  %17 = add i32 %14, 8, !dbg !327
  store i32 %17, i32* %13, align 8, !dbg !327
  %18 = icmp sle i32 %17, 0, !dbg !327
  br i1 %18, label %19, label %24, !dbg !327

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 1, !dbg !327
  %21 = load i8*, i8** %20, align 8, !dbg !327
  %22 = getelementptr inbounds i8, i8* %21, i32 %14, !dbg !327
  %23 = bitcast i8* %22 to i32*, !dbg !327
  br label %29, !dbg !327

24:                                               ; preds = %16, %10
  %25 = getelementptr inbounds %struct.__va_list, %struct.__va_list* %3, i32 0, i32 0, !dbg !327
  %26 = load i8*, i8** %25, align 8, !dbg !327
  %27 = getelementptr inbounds i8, i8* %26, i64 8, !dbg !327
  store i8* %27, i8** %25, align 8, !dbg !327
  %28 = bitcast i8* %26 to i32*, !dbg !327
  br label %29, !dbg !327

29:                                               ; preds = %24, %19
  %30 = phi i32* [ %23, %19 ], [ %28, %24 ], !dbg !327
  %31 = load i32, i32* %30, align 8, !dbg !327
  %32 = add nsw i32 %12, %31, !dbg !328
  store i32 %32, i32* %4, align 4, !dbg !329
  br label %6, !dbg !322, !llvm.loop !330

33:                                               ; preds = %6
  %34 = bitcast %struct.__va_list* %3 to i8*, !dbg !332
  call void @llvm.va_end(i8* %34), !dbg !332
  %35 = load i32, i32* %4, align 4, !dbg !333
  ret i32 %35, !dbg !334
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef %0) #4 !dbg !335 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !338, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.declare(metadata i32* %4, metadata !340, metadata !DIExpression()), !dbg !342
  store i32 0, i32* %4, align 4, !dbg !342
  br label %5, !dbg !343

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4, !dbg !344
  %7 = zext i32 %6 to i64, !dbg !344
  %8 = icmp ult i64 %7, 4, !dbg !346
  br i1 %8, label %9, label %29, !dbg !347

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !348
  %11 = zext i32 %10 to i64, !dbg !350
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11, !dbg !350
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0, !dbg !351
  %14 = load i8, i8* %13, align 8, !dbg !351
  %15 = zext i8 %14 to i32, !dbg !350
  %16 = load i8, i8* %3, align 1, !dbg !352
  %17 = zext i8 %16 to i32, !dbg !352
  %18 = icmp eq i32 %15, %17, !dbg !353
  br i1 %18, label %19, label %25, !dbg !354

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !355
  %21 = zext i32 %20 to i64, !dbg !356
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21, !dbg !356
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1, !dbg !357
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !357
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8, !dbg !358
  br label %30, !dbg !358

25:                                               ; preds = %9
  br label %26, !dbg !352

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4, !dbg !359
  %28 = add i32 %27, 1, !dbg !359
  store i32 %28, i32* %4, align 4, !dbg !359
  br label %5, !dbg !360, !llvm.loop !361

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8, !dbg !363
  br label %30, !dbg !363

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8, !dbg !364
  ret i32 (i32, i32)* %31, !dbg !364
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 !dbg !365 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !366, metadata !DIExpression()), !dbg !367
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !368, metadata !DIExpression()), !dbg !369
  %5 = load i32, i32* %3, align 4, !dbg !370
  %6 = load i32, i32* %4, align 4, !dbg !371
  %7 = add nsw i32 %5, %6, !dbg !372
  ret i32 %7, !dbg !373
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 !dbg !374 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !375, metadata !DIExpression()), !dbg !376
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !377, metadata !DIExpression()), !dbg !378
  %5 = load i32, i32* %3, align 4, !dbg !379
  %6 = load i32, i32* %4, align 4, !dbg !380
  %7 = mul nsw i32 %5, %6, !dbg !381
  ret i32 %7, !dbg !382
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 !dbg !383 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !384, metadata !DIExpression()), !dbg !385
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !386, metadata !DIExpression()), !dbg !387
  %5 = load i32, i32* %3, align 4, !dbg !388
  %6 = load i32, i32* %4, align 4, !dbg !389
  %7 = sub nsw i32 %5, %6, !dbg !390
  ret i32 %7, !dbg !391
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !392 {
  %5 = alloca i32 (i32, i32)**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !396, metadata !DIExpression()), !dbg !397
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !398, metadata !DIExpression()), !dbg !399
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !400, metadata !DIExpression()), !dbg !401
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !402, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.declare(metadata i32* %9, metadata !404, metadata !DIExpression()), !dbg !405
  store i32 0, i32* %9, align 4, !dbg !405
  call void @llvm.dbg.declare(metadata i32* %10, metadata !406, metadata !DIExpression()), !dbg !408
  store i32 0, i32* %10, align 4, !dbg !408
  br label %11, !dbg !409

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4, !dbg !410
  %13 = load i32, i32* %6, align 4, !dbg !412
  %14 = icmp slt i32 %12, %13, !dbg !413
  br i1 %14, label %15, label %29, !dbg !414

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 8, !dbg !415
  %17 = load i32, i32* %10, align 4, !dbg !416
  %18 = sext i32 %17 to i64, !dbg !415
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18, !dbg !415
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8, !dbg !415
  %21 = load i32, i32* %7, align 4, !dbg !417
  %22 = load i32, i32* %8, align 4, !dbg !418
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22), !dbg !415
  %24 = load i32, i32* %9, align 4, !dbg !419
  %25 = add nsw i32 %24, %23, !dbg !419
  store i32 %25, i32* %9, align 4, !dbg !419
  br label %26, !dbg !420

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !421
  %28 = add nsw i32 %27, 1, !dbg !421
  store i32 %28, i32* %10, align 4, !dbg !421
  br label %11, !dbg !422, !llvm.loop !423

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4, !dbg !425
  ret i32 %30, !dbg !426
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
  call void @llvm.dbg.declare(metadata i32** %2, metadata !427, metadata !DIExpression()), !dbg !428
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !429, metadata !DIExpression()), !dbg !433
  call void @llvm.dbg.declare(metadata i32* %4, metadata !434, metadata !DIExpression()), !dbg !435
  store i32 0, i32* %4, align 4, !dbg !435
  call void @llvm.dbg.declare(metadata i32* %5, metadata !436, metadata !DIExpression()), !dbg !437
  store i32 0, i32* %5, align 4, !dbg !437
  %8 = load i32*, i32** %2, align 8, !dbg !438
  %9 = load i32, i32* %5, align 4, !dbg !438
  %10 = add nsw i32 %9, 1, !dbg !438
  store i32 %10, i32* %5, align 4, !dbg !438
  %11 = sext i32 %9 to i64, !dbg !438
  %12 = getelementptr inbounds i32, i32* %8, i64 %11, !dbg !438
  %13 = load i32, i32* %12, align 4, !dbg !438
  %14 = sext i32 %13 to i64, !dbg !438
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14, !dbg !438
  %16 = load i8*, i8** %15, align 8, !dbg !438
  br label %177, !dbg !438

17:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !439), !dbg !440
  %18 = load i32*, i32** %2, align 8, !dbg !441
  %19 = load i32, i32* %5, align 4, !dbg !442
  %20 = add nsw i32 %19, 1, !dbg !442
  store i32 %20, i32* %5, align 4, !dbg !442
  %21 = sext i32 %19 to i64, !dbg !441
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !441
  %23 = load i32, i32* %22, align 4, !dbg !441
  %24 = load i32, i32* %4, align 4, !dbg !443
  %25 = add nsw i32 %24, 1, !dbg !443
  store i32 %25, i32* %4, align 4, !dbg !443
  %26 = sext i32 %24 to i64, !dbg !444
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26, !dbg !444
  store i32 %23, i32* %27, align 4, !dbg !445
  %28 = load i32*, i32** %2, align 8, !dbg !446
  %29 = load i32, i32* %5, align 4, !dbg !446
  %30 = add nsw i32 %29, 1, !dbg !446
  store i32 %30, i32* %5, align 4, !dbg !446
  %31 = sext i32 %29 to i64, !dbg !446
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !446
  %33 = load i32, i32* %32, align 4, !dbg !446
  %34 = sext i32 %33 to i64, !dbg !446
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34, !dbg !446
  %36 = load i8*, i8** %35, align 8, !dbg !446
  br label %177, !dbg !446

37:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !447), !dbg !448
  %38 = load i32, i32* %4, align 4, !dbg !449
  %39 = add nsw i32 %38, -1, !dbg !449
  store i32 %39, i32* %4, align 4, !dbg !449
  %40 = load i32, i32* %4, align 4, !dbg !450
  %41 = sext i32 %40 to i64, !dbg !451
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41, !dbg !451
  %43 = load i32, i32* %42, align 4, !dbg !451
  %44 = load i32, i32* %4, align 4, !dbg !452
  %45 = sub nsw i32 %44, 1, !dbg !453
  %46 = sext i32 %45 to i64, !dbg !454
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46, !dbg !454
  %48 = load i32, i32* %47, align 4, !dbg !455
  %49 = add nsw i32 %48, %43, !dbg !455
  store i32 %49, i32* %47, align 4, !dbg !455
  %50 = load i32*, i32** %2, align 8, !dbg !456
  %51 = load i32, i32* %5, align 4, !dbg !456
  %52 = add nsw i32 %51, 1, !dbg !456
  store i32 %52, i32* %5, align 4, !dbg !456
  %53 = sext i32 %51 to i64, !dbg !456
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !456
  %55 = load i32, i32* %54, align 4, !dbg !456
  %56 = sext i32 %55 to i64, !dbg !456
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56, !dbg !456
  %58 = load i8*, i8** %57, align 8, !dbg !456
  br label %177, !dbg !456

59:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !457), !dbg !458
  %60 = load i32, i32* %4, align 4, !dbg !459
  %61 = add nsw i32 %60, -1, !dbg !459
  store i32 %61, i32* %4, align 4, !dbg !459
  %62 = load i32, i32* %4, align 4, !dbg !460
  %63 = sext i32 %62 to i64, !dbg !461
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63, !dbg !461
  %65 = load i32, i32* %64, align 4, !dbg !461
  %66 = load i32, i32* %4, align 4, !dbg !462
  %67 = sub nsw i32 %66, 1, !dbg !463
  %68 = sext i32 %67 to i64, !dbg !464
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68, !dbg !464
  %70 = load i32, i32* %69, align 4, !dbg !465
  %71 = mul nsw i32 %70, %65, !dbg !465
  store i32 %71, i32* %69, align 4, !dbg !465
  %72 = load i32*, i32** %2, align 8, !dbg !466
  %73 = load i32, i32* %5, align 4, !dbg !466
  %74 = add nsw i32 %73, 1, !dbg !466
  store i32 %74, i32* %5, align 4, !dbg !466
  %75 = sext i32 %73 to i64, !dbg !466
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !466
  %77 = load i32, i32* %76, align 4, !dbg !466
  %78 = sext i32 %77 to i64, !dbg !466
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78, !dbg !466
  %80 = load i8*, i8** %79, align 8, !dbg !466
  br label %177, !dbg !466

81:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !467), !dbg !468
  %82 = load i32, i32* %4, align 4, !dbg !469
  %83 = sub nsw i32 %82, 2, !dbg !470
  %84 = sext i32 %83 to i64, !dbg !471
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84, !dbg !471
  %86 = load i32, i32* %85, align 4, !dbg !471
  %87 = load i32, i32* %4, align 4, !dbg !472
  %88 = sext i32 %87 to i64, !dbg !473
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88, !dbg !473
  store i32 %86, i32* %89, align 4, !dbg !474
  %90 = load i32, i32* %4, align 4, !dbg !475
  %91 = add nsw i32 %90, 1, !dbg !475
  store i32 %91, i32* %4, align 4, !dbg !475
  %92 = load i32*, i32** %2, align 8, !dbg !476
  %93 = load i32, i32* %5, align 4, !dbg !476
  %94 = add nsw i32 %93, 1, !dbg !476
  store i32 %94, i32* %5, align 4, !dbg !476
  %95 = sext i32 %93 to i64, !dbg !476
  %96 = getelementptr inbounds i32, i32* %92, i64 %95, !dbg !476
  %97 = load i32, i32* %96, align 4, !dbg !476
  %98 = sext i32 %97 to i64, !dbg !476
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98, !dbg !476
  %100 = load i8*, i8** %99, align 8, !dbg !476
  br label %177, !dbg !476

101:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !477), !dbg !478
  call void @llvm.dbg.declare(metadata i32* %6, metadata !479, metadata !DIExpression()), !dbg !481
  %102 = load i32*, i32** %2, align 8, !dbg !482
  %103 = load i32, i32* %5, align 4, !dbg !483
  %104 = add nsw i32 %103, 1, !dbg !483
  store i32 %104, i32* %5, align 4, !dbg !483
  %105 = sext i32 %103 to i64, !dbg !482
  %106 = getelementptr inbounds i32, i32* %102, i64 %105, !dbg !482
  %107 = load i32, i32* %106, align 4, !dbg !482
  store i32 %107, i32* %6, align 4, !dbg !481
  %108 = load i32, i32* %4, align 4, !dbg !484
  %109 = add nsw i32 %108, -1, !dbg !484
  store i32 %109, i32* %4, align 4, !dbg !484
  %110 = sext i32 %109 to i64, !dbg !486
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110, !dbg !486
  %112 = load i32, i32* %111, align 4, !dbg !486
  %113 = icmp ne i32 %112, 0, !dbg !486
  br i1 %113, label %114, label %116, !dbg !487

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4, !dbg !488
  store i32 %115, i32* %5, align 4, !dbg !489
  br label %116, !dbg !490

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8, !dbg !491
  %118 = load i32, i32* %5, align 4, !dbg !491
  %119 = add nsw i32 %118, 1, !dbg !491
  store i32 %119, i32* %5, align 4, !dbg !491
  %120 = sext i32 %118 to i64, !dbg !491
  %121 = getelementptr inbounds i32, i32* %117, i64 %120, !dbg !491
  %122 = load i32, i32* %121, align 4, !dbg !491
  %123 = sext i32 %122 to i64, !dbg !491
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123, !dbg !491
  %125 = load i8*, i8** %124, align 8, !dbg !491
  br label %177, !dbg !491

126:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !492), !dbg !493
  %127 = load i32, i32* %4, align 4, !dbg !494
  %128 = sub nsw i32 %127, 1, !dbg !495
  %129 = sext i32 %128 to i64, !dbg !496
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129, !dbg !496
  %131 = load i32, i32* %130, align 4, !dbg !497
  %132 = add nsw i32 %131, -1, !dbg !497
  store i32 %132, i32* %130, align 4, !dbg !497
  %133 = load i32*, i32** %2, align 8, !dbg !498
  %134 = load i32, i32* %5, align 4, !dbg !498
  %135 = add nsw i32 %134, 1, !dbg !498
  store i32 %135, i32* %5, align 4, !dbg !498
  %136 = sext i32 %134 to i64, !dbg !498
  %137 = getelementptr inbounds i32, i32* %133, i64 %136, !dbg !498
  %138 = load i32, i32* %137, align 4, !dbg !498
  %139 = sext i32 %138 to i64, !dbg !498
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139, !dbg !498
  %141 = load i8*, i8** %140, align 8, !dbg !498
  br label %177, !dbg !498

142:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !499), !dbg !500
  call void @llvm.dbg.declare(metadata i32* %7, metadata !501, metadata !DIExpression()), !dbg !503
  %143 = load i32, i32* %4, align 4, !dbg !504
  %144 = sub nsw i32 %143, 1, !dbg !505
  %145 = sext i32 %144 to i64, !dbg !506
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145, !dbg !506
  %147 = load i32, i32* %146, align 4, !dbg !506
  store i32 %147, i32* %7, align 4, !dbg !503
  %148 = load i32, i32* %4, align 4, !dbg !507
  %149 = sub nsw i32 %148, 2, !dbg !508
  %150 = sext i32 %149 to i64, !dbg !509
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150, !dbg !509
  %152 = load i32, i32* %151, align 4, !dbg !509
  %153 = load i32, i32* %4, align 4, !dbg !510
  %154 = sub nsw i32 %153, 1, !dbg !511
  %155 = sext i32 %154 to i64, !dbg !512
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155, !dbg !512
  store i32 %152, i32* %156, align 4, !dbg !513
  %157 = load i32, i32* %7, align 4, !dbg !514
  %158 = load i32, i32* %4, align 4, !dbg !515
  %159 = sub nsw i32 %158, 2, !dbg !516
  %160 = sext i32 %159 to i64, !dbg !517
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160, !dbg !517
  store i32 %157, i32* %161, align 4, !dbg !518
  %162 = load i32*, i32** %2, align 8, !dbg !519
  %163 = load i32, i32* %5, align 4, !dbg !519
  %164 = add nsw i32 %163, 1, !dbg !519
  store i32 %164, i32* %5, align 4, !dbg !519
  %165 = sext i32 %163 to i64, !dbg !519
  %166 = getelementptr inbounds i32, i32* %162, i64 %165, !dbg !519
  %167 = load i32, i32* %166, align 4, !dbg !519
  %168 = sext i32 %167 to i64, !dbg !519
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168, !dbg !519
  %170 = load i8*, i8** %169, align 8, !dbg !519
  br label %177, !dbg !519

171:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !520), !dbg !521
  %172 = load i32, i32* %4, align 4, !dbg !522
  %173 = sub nsw i32 %172, 1, !dbg !523
  %174 = sext i32 %173 to i64, !dbg !524
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174, !dbg !524
  %176 = load i32, i32* %175, align 4, !dbg !524
  ret i32 %176, !dbg !525

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
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 !dbg !526 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !527, metadata !DIExpression()), !dbg !528
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !529, metadata !DIExpression()), !dbg !530
  %5 = load i32, i32* %4, align 4, !dbg !531
  %6 = icmp ne i32 %5, 0, !dbg !531
  br i1 %6, label %7, label %11, !dbg !531

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !532
  %9 = load i32, i32* %4, align 4, !dbg !533
  %10 = sdiv i32 %8, %9, !dbg !534
  br label %12, !dbg !531

11:                                               ; preds = %2
  br label %12, !dbg !531

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !531
  ret i32 %13, !dbg !535
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
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
!86 = !{i32 1, !"branch-target-enforcement", i32 0}
!87 = !{i32 1, !"sign-return-address", i32 0}
!88 = !{i32 1, !"sign-return-address-all", i32 0}
!89 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!90 = !{i32 7, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 1}
!93 = !{i32 7, !"frame-pointer", i32 1}
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
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 192, elements: !137)
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
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
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
!225 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !226)
!226 = !{!227, !229, !230, !231, !232}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !225, file: !224, line: 14, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !225, file: !224, line: 14, baseType: !228, size: 64, offset: 64)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !225, file: !224, line: 14, baseType: !228, size: 64, offset: 128)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !225, file: !224, line: 14, baseType: !6, size: 32, offset: 192)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !225, file: !224, line: 14, baseType: !6, size: 32, offset: 224)
!233 = !DILocation(line: 14, column: 13, scope: !216)
!234 = !DILocalVariable(name: "ap2", scope: !216, file: !3, line: 14, type: !222)
!235 = !DILocation(line: 14, column: 17, scope: !216)
!236 = !DILocalVariable(name: "total", scope: !216, file: !3, line: 15, type: !10)
!237 = !DILocation(line: 15, column: 13, scope: !216)
!238 = !DILocation(line: 16, column: 3, scope: !216)
!239 = !DILocation(line: 17, column: 3, scope: !216)
!240 = !DILocalVariable(name: "f", scope: !241, file: !3, line: 18, type: !61)
!241 = distinct !DILexicalBlock(scope: !216, file: !3, line: 18, column: 3)
!242 = !DILocation(line: 18, column: 20, scope: !241)
!243 = !DILocation(line: 18, column: 24, scope: !241)
!244 = !DILocation(line: 18, column: 8, scope: !241)
!245 = !DILocation(line: 18, column: 30, scope: !246)
!246 = distinct !DILexicalBlock(scope: !241, file: !3, line: 18, column: 3)
!247 = !DILocation(line: 18, column: 29, scope: !246)
!248 = !DILocation(line: 18, column: 3, scope: !241)
!249 = !DILocation(line: 19, column: 14, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !3, line: 18, column: 38)
!251 = !DILocation(line: 19, column: 13, scope: !250)
!252 = !DILocation(line: 19, column: 5, scope: !250)
!253 = !DILocation(line: 20, column: 24, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !3, line: 19, column: 17)
!255 = !DILocation(line: 20, column: 21, scope: !254)
!256 = !DILocation(line: 20, column: 51, scope: !254)
!257 = !DILocation(line: 21, column: 24, scope: !254)
!258 = !DILocation(line: 21, column: 21, scope: !254)
!259 = !DILocation(line: 21, column: 57, scope: !254)
!260 = !DILocation(line: 22, column: 36, scope: !254)
!261 = !DILocation(line: 22, column: 65, scope: !254)
!262 = !DILocation(line: 22, column: 24, scope: !254)
!263 = !DILocation(line: 22, column: 21, scope: !254)
!264 = !DILocation(line: 22, column: 72, scope: !254)
!265 = !DILocalVariable(name: "s", scope: !266, file: !3, line: 23, type: !61)
!266 = distinct !DILexicalBlock(scope: !254, file: !3, line: 23, column: 15)
!267 = !DILocation(line: 23, column: 29, scope: !266)
!268 = !DILocation(line: 23, column: 33, scope: !266)
!269 = !DILocation(line: 23, column: 69, scope: !266)
!270 = !DILocation(line: 23, column: 78, scope: !266)
!271 = !DILocation(line: 23, column: 76, scope: !266)
!272 = !DILocation(line: 23, column: 82, scope: !266)
!273 = distinct !{!273, !269, !274, !133}
!274 = !DILocation(line: 23, column: 84, scope: !266)
!275 = !DILocation(line: 23, column: 91, scope: !266)
!276 = !DILocation(line: 24, column: 30, scope: !254)
!277 = !DILocation(line: 24, column: 24, scope: !254)
!278 = !DILocation(line: 24, column: 21, scope: !254)
!279 = !DILocation(line: 24, column: 57, scope: !254)
!280 = !DILocalVariable(name: "p", scope: !281, file: !3, line: 25, type: !96)
!281 = distinct !DILexicalBlock(scope: !254, file: !3, line: 25, column: 15)
!282 = !DILocation(line: 25, column: 27, scope: !281)
!283 = !DILocation(line: 25, column: 31, scope: !281)
!284 = !DILocation(line: 25, column: 75, scope: !281)
!285 = !DILocation(line: 25, column: 73, scope: !281)
!286 = !DILocation(line: 25, column: 77, scope: !281)
!287 = !DILocation(line: 25, column: 87, scope: !281)
!288 = !DILocation(line: 25, column: 85, scope: !281)
!289 = !DILocation(line: 25, column: 83, scope: !281)
!290 = !DILocation(line: 25, column: 70, scope: !281)
!291 = !DILocation(line: 25, column: 90, scope: !281)
!292 = !DILocation(line: 26, column: 14, scope: !254)
!293 = !DILocation(line: 28, column: 3, scope: !250)
!294 = !DILocation(line: 18, column: 33, scope: !246)
!295 = !DILocation(line: 18, column: 3, scope: !246)
!296 = distinct !{!296, !248, !297, !133}
!297 = !DILocation(line: 28, column: 3, scope: !241)
!298 = !DILocation(line: 29, column: 3, scope: !216)
!299 = !DILocalVariable(name: "first", scope: !216, file: !3, line: 31, type: !6)
!300 = !DILocation(line: 31, column: 7, scope: !216)
!301 = !DILocation(line: 31, column: 17, scope: !216)
!302 = !DILocation(line: 31, column: 16, scope: !216)
!303 = !DILocation(line: 31, column: 21, scope: !216)
!304 = !DILocation(line: 31, column: 15, scope: !216)
!305 = !DILocation(line: 31, column: 31, scope: !216)
!306 = !DILocation(line: 32, column: 3, scope: !216)
!307 = !DILocation(line: 33, column: 10, scope: !216)
!308 = !DILocation(line: 33, column: 16, scope: !216)
!309 = !DILocation(line: 33, column: 25, scope: !216)
!310 = !DILocation(line: 33, column: 23, scope: !216)
!311 = !DILocation(line: 33, column: 3, scope: !216)
!312 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !313, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!313 = !DISubroutineType(types: !314)
!314 = !{!6, !6, null}
!315 = !DILocalVariable(name: "n", arg: 1, scope: !312, file: !3, line: 36, type: !6)
!316 = !DILocation(line: 36, column: 24, scope: !312)
!317 = !DILocalVariable(name: "ap", scope: !312, file: !3, line: 37, type: !222)
!318 = !DILocation(line: 37, column: 13, scope: !312)
!319 = !DILocation(line: 38, column: 3, scope: !312)
!320 = !DILocalVariable(name: "r", scope: !312, file: !3, line: 39, type: !6)
!321 = !DILocation(line: 39, column: 7, scope: !312)
!322 = !DILocation(line: 40, column: 3, scope: !312)
!323 = !DILocation(line: 40, column: 11, scope: !312)
!324 = !DILocation(line: 40, column: 14, scope: !312)
!325 = !DILocation(line: 40, column: 23, scope: !312)
!326 = !DILocation(line: 40, column: 25, scope: !312)
!327 = !DILocation(line: 40, column: 32, scope: !312)
!328 = !DILocation(line: 40, column: 30, scope: !312)
!329 = !DILocation(line: 40, column: 21, scope: !312)
!330 = distinct !{!330, !322, !331, !133}
!331 = !DILocation(line: 40, column: 56, scope: !312)
!332 = !DILocation(line: 41, column: 3, scope: !312)
!333 = !DILocation(line: 42, column: 10, scope: !312)
!334 = !DILocation(line: 42, column: 3, scope: !312)
!335 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !336, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!336 = !DISubroutineType(types: !337)
!337 = !{!24, !11}
!338 = !DILocalVariable(name: "c", arg: 1, scope: !335, file: !3, line: 56, type: !11)
!339 = !DILocation(line: 56, column: 26, scope: !335)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 57, type: !163)
!341 = distinct !DILexicalBlock(scope: !335, file: !3, line: 57, column: 3)
!342 = !DILocation(line: 57, column: 17, scope: !341)
!343 = !DILocation(line: 57, column: 8, scope: !341)
!344 = !DILocation(line: 57, column: 24, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !3, line: 57, column: 3)
!346 = !DILocation(line: 57, column: 26, scope: !345)
!347 = !DILocation(line: 57, column: 3, scope: !341)
!348 = !DILocation(line: 58, column: 18, scope: !349)
!349 = distinct !DILexicalBlock(scope: !345, file: !3, line: 58, column: 9)
!350 = !DILocation(line: 58, column: 9, scope: !349)
!351 = !DILocation(line: 58, column: 21, scope: !349)
!352 = !DILocation(line: 58, column: 28, scope: !349)
!353 = !DILocation(line: 58, column: 25, scope: !349)
!354 = !DILocation(line: 58, column: 9, scope: !345)
!355 = !DILocation(line: 58, column: 47, scope: !349)
!356 = !DILocation(line: 58, column: 38, scope: !349)
!357 = !DILocation(line: 58, column: 50, scope: !349)
!358 = !DILocation(line: 58, column: 31, scope: !349)
!359 = !DILocation(line: 57, column: 66, scope: !345)
!360 = !DILocation(line: 57, column: 3, scope: !345)
!361 = distinct !{!361, !347, !362, !133}
!362 = !DILocation(line: 58, column: 50, scope: !341)
!363 = !DILocation(line: 59, column: 3, scope: !335)
!364 = !DILocation(line: 60, column: 1, scope: !335)
!365 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!366 = !DILocalVariable(name: "a", arg: 1, scope: !365, file: !3, line: 47, type: !6)
!367 = !DILocation(line: 47, column: 23, scope: !365)
!368 = !DILocalVariable(name: "b", arg: 2, scope: !365, file: !3, line: 47, type: !6)
!369 = !DILocation(line: 47, column: 30, scope: !365)
!370 = !DILocation(line: 47, column: 42, scope: !365)
!371 = !DILocation(line: 47, column: 46, scope: !365)
!372 = !DILocation(line: 47, column: 44, scope: !365)
!373 = !DILocation(line: 47, column: 35, scope: !365)
!374 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!375 = !DILocalVariable(name: "a", arg: 1, scope: !374, file: !3, line: 49, type: !6)
!376 = !DILocation(line: 49, column: 23, scope: !374)
!377 = !DILocalVariable(name: "b", arg: 2, scope: !374, file: !3, line: 49, type: !6)
!378 = !DILocation(line: 49, column: 30, scope: !374)
!379 = !DILocation(line: 49, column: 42, scope: !374)
!380 = !DILocation(line: 49, column: 46, scope: !374)
!381 = !DILocation(line: 49, column: 44, scope: !374)
!382 = !DILocation(line: 49, column: 35, scope: !374)
!383 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!384 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !3, line: 48, type: !6)
!385 = !DILocation(line: 48, column: 23, scope: !383)
!386 = !DILocalVariable(name: "b", arg: 2, scope: !383, file: !3, line: 48, type: !6)
!387 = !DILocation(line: 48, column: 30, scope: !383)
!388 = !DILocation(line: 48, column: 42, scope: !383)
!389 = !DILocation(line: 48, column: 46, scope: !383)
!390 = !DILocation(line: 48, column: 44, scope: !383)
!391 = !DILocation(line: 48, column: 35, scope: !383)
!392 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !393, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!393 = !DISubroutineType(types: !394)
!394 = !{!6, !395, !6, !6, !6}
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!396 = !DILocalVariable(name: "fns", arg: 1, scope: !392, file: !3, line: 62, type: !395)
!397 = !DILocation(line: 62, column: 35, scope: !392)
!398 = !DILocalVariable(name: "n", arg: 2, scope: !392, file: !3, line: 62, type: !6)
!399 = !DILocation(line: 62, column: 55, scope: !392)
!400 = !DILocalVariable(name: "a", arg: 3, scope: !392, file: !3, line: 62, type: !6)
!401 = !DILocation(line: 62, column: 62, scope: !392)
!402 = !DILocalVariable(name: "b", arg: 4, scope: !392, file: !3, line: 62, type: !6)
!403 = !DILocation(line: 62, column: 69, scope: !392)
!404 = !DILocalVariable(name: "acc", scope: !392, file: !3, line: 63, type: !6)
!405 = !DILocation(line: 63, column: 7, scope: !392)
!406 = !DILocalVariable(name: "i", scope: !407, file: !3, line: 64, type: !6)
!407 = distinct !DILexicalBlock(scope: !392, file: !3, line: 64, column: 3)
!408 = !DILocation(line: 64, column: 12, scope: !407)
!409 = !DILocation(line: 64, column: 8, scope: !407)
!410 = !DILocation(line: 64, column: 19, scope: !411)
!411 = distinct !DILexicalBlock(scope: !407, file: !3, line: 64, column: 3)
!412 = !DILocation(line: 64, column: 23, scope: !411)
!413 = !DILocation(line: 64, column: 21, scope: !411)
!414 = !DILocation(line: 64, column: 3, scope: !407)
!415 = !DILocation(line: 64, column: 38, scope: !411)
!416 = !DILocation(line: 64, column: 42, scope: !411)
!417 = !DILocation(line: 64, column: 45, scope: !411)
!418 = !DILocation(line: 64, column: 48, scope: !411)
!419 = !DILocation(line: 64, column: 35, scope: !411)
!420 = !DILocation(line: 64, column: 31, scope: !411)
!421 = !DILocation(line: 64, column: 26, scope: !411)
!422 = !DILocation(line: 64, column: 3, scope: !411)
!423 = distinct !{!423, !414, !424, !133}
!424 = !DILocation(line: 64, column: 49, scope: !407)
!425 = !DILocation(line: 65, column: 10, scope: !392)
!426 = !DILocation(line: 65, column: 3, scope: !392)
!427 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!428 = !DILocation(line: 71, column: 27, scope: !32)
!429 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !430)
!430 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !431)
!431 = !{!432}
!432 = !DISubrange(count: 16)
!433 = !DILocation(line: 74, column: 7, scope: !32)
!434 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!435 = !DILocation(line: 74, column: 18, scope: !32)
!436 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!437 = !DILocation(line: 74, column: 26, scope: !32)
!438 = !DILocation(line: 76, column: 3, scope: !32)
!439 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!440 = !DILocation(line: 77, column: 1, scope: !32)
!441 = !DILocation(line: 77, column: 24, scope: !32)
!442 = !DILocation(line: 77, column: 31, scope: !32)
!443 = !DILocation(line: 77, column: 18, scope: !32)
!444 = !DILocation(line: 77, column: 10, scope: !32)
!445 = !DILocation(line: 77, column: 22, scope: !32)
!446 = !DILocation(line: 77, column: 36, scope: !32)
!447 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!448 = !DILocation(line: 78, column: 1, scope: !32)
!449 = !DILocation(line: 78, column: 11, scope: !32)
!450 = !DILocation(line: 78, column: 38, scope: !32)
!451 = !DILocation(line: 78, column: 32, scope: !32)
!452 = !DILocation(line: 78, column: 21, scope: !32)
!453 = !DILocation(line: 78, column: 24, scope: !32)
!454 = !DILocation(line: 78, column: 15, scope: !32)
!455 = !DILocation(line: 78, column: 29, scope: !32)
!456 = !DILocation(line: 78, column: 43, scope: !32)
!457 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!458 = !DILocation(line: 79, column: 1, scope: !32)
!459 = !DILocation(line: 79, column: 11, scope: !32)
!460 = !DILocation(line: 79, column: 38, scope: !32)
!461 = !DILocation(line: 79, column: 32, scope: !32)
!462 = !DILocation(line: 79, column: 21, scope: !32)
!463 = !DILocation(line: 79, column: 24, scope: !32)
!464 = !DILocation(line: 79, column: 15, scope: !32)
!465 = !DILocation(line: 79, column: 29, scope: !32)
!466 = !DILocation(line: 79, column: 43, scope: !32)
!467 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!468 = !DILocation(line: 80, column: 1, scope: !32)
!469 = !DILocation(line: 80, column: 28, scope: !32)
!470 = !DILocation(line: 80, column: 31, scope: !32)
!471 = !DILocation(line: 80, column: 22, scope: !32)
!472 = !DILocation(line: 80, column: 16, scope: !32)
!473 = !DILocation(line: 80, column: 10, scope: !32)
!474 = !DILocation(line: 80, column: 20, scope: !32)
!475 = !DILocation(line: 80, column: 39, scope: !32)
!476 = !DILocation(line: 80, column: 43, scope: !32)
!477 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!478 = !DILocation(line: 81, column: 1, scope: !32)
!479 = !DILocalVariable(name: "t", scope: !480, file: !3, line: 81, type: !6)
!480 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!481 = !DILocation(line: 81, column: 15, scope: !480)
!482 = !DILocation(line: 81, column: 19, scope: !480)
!483 = !DILocation(line: 81, column: 26, scope: !480)
!484 = !DILocation(line: 81, column: 41, scope: !485)
!485 = distinct !DILexicalBlock(scope: !480, file: !3, line: 81, column: 35)
!486 = !DILocation(line: 81, column: 35, scope: !485)
!487 = !DILocation(line: 81, column: 35, scope: !480)
!488 = !DILocation(line: 81, column: 53, scope: !485)
!489 = !DILocation(line: 81, column: 51, scope: !485)
!490 = !DILocation(line: 81, column: 48, scope: !485)
!491 = !DILocation(line: 81, column: 56, scope: !480)
!492 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!493 = !DILocation(line: 82, column: 1, scope: !32)
!494 = !DILocation(line: 82, column: 15, scope: !32)
!495 = !DILocation(line: 82, column: 18, scope: !32)
!496 = !DILocation(line: 82, column: 9, scope: !32)
!497 = !DILocation(line: 82, column: 22, scope: !32)
!498 = !DILocation(line: 82, column: 26, scope: !32)
!499 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!500 = !DILocation(line: 83, column: 1, scope: !32)
!501 = !DILocalVariable(name: "t", scope: !502, file: !3, line: 83, type: !6)
!502 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!503 = !DILocation(line: 83, column: 16, scope: !502)
!504 = !DILocation(line: 83, column: 26, scope: !502)
!505 = !DILocation(line: 83, column: 29, scope: !502)
!506 = !DILocation(line: 83, column: 20, scope: !502)
!507 = !DILocation(line: 83, column: 57, scope: !502)
!508 = !DILocation(line: 83, column: 60, scope: !502)
!509 = !DILocation(line: 83, column: 51, scope: !502)
!510 = !DILocation(line: 83, column: 41, scope: !502)
!511 = !DILocation(line: 83, column: 44, scope: !502)
!512 = !DILocation(line: 83, column: 35, scope: !502)
!513 = !DILocation(line: 83, column: 49, scope: !502)
!514 = !DILocation(line: 83, column: 82, scope: !502)
!515 = !DILocation(line: 83, column: 72, scope: !502)
!516 = !DILocation(line: 83, column: 75, scope: !502)
!517 = !DILocation(line: 83, column: 66, scope: !502)
!518 = !DILocation(line: 83, column: 80, scope: !502)
!519 = !DILocation(line: 83, column: 85, scope: !502)
!520 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!521 = !DILocation(line: 84, column: 1, scope: !32)
!522 = !DILocation(line: 84, column: 23, scope: !32)
!523 = !DILocation(line: 84, column: 26, scope: !32)
!524 = !DILocation(line: 84, column: 17, scope: !32)
!525 = !DILocation(line: 84, column: 10, scope: !32)
!526 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!527 = !DILocalVariable(name: "a", arg: 1, scope: !526, file: !3, line: 50, type: !6)
!528 = !DILocation(line: 50, column: 23, scope: !526)
!529 = !DILocalVariable(name: "b", arg: 2, scope: !526, file: !3, line: 50, type: !6)
!530 = !DILocation(line: 50, column: 30, scope: !526)
!531 = !DILocation(line: 50, column: 42, scope: !526)
!532 = !DILocation(line: 50, column: 46, scope: !526)
!533 = !DILocation(line: 50, column: 50, scope: !526)
!534 = !DILocation(line: 50, column: 48, scope: !526)
!535 = !DILocation(line: 50, column: 35, scope: !526)
