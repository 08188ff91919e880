; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
define dso_local signext i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32 (i32, i32)*, align 8
  %6 = alloca [3 x i32 (i32, i32)*], align 8
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
  %15 = call i64 (i8*, ...) @vsum(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i64 0, i64 0), i32 noundef signext 65, i32 %14), !dbg !98
  %16 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %15), !dbg !99
  %17 = call signext i32 (i32, ...) @forward(i32 noundef signext 4, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4), !dbg !100
  %18 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef signext %17), !dbg !101
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
  %27 = call i32 (i32, i32)* @lookup(i8 noundef zeroext %26), !dbg !118
  store i32 (i32, i32)* %27, i32 (i32, i32)** %5, align 8, !dbg !115
  %28 = load i8*, i8** %4, align 8, !dbg !119
  %29 = load i8, i8* %28, align 1, !dbg !120
  %30 = zext i8 %29 to i32, !dbg !120
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !121
  %32 = icmp ne i32 (i32, i32)* %31, null, !dbg !121
  br i1 %32, label %33, label %36, !dbg !121

33:                                               ; preds = %24
  %34 = load i32 (i32, i32)*, i32 (i32, i32)** %5, align 8, !dbg !122
  %35 = call signext i32 %34(i32 noundef signext 17, i32 noundef signext 5), !dbg !122
  br label %37, !dbg !121

36:                                               ; preds = %24
  br label %37, !dbg !121

37:                                               ; preds = %36, %33
  %38 = phi i32 [ %35, %33 ], [ -1, %36 ], !dbg !121
  %39 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef signext %30, i32 noundef signext %38), !dbg !123
  br label %40, !dbg !124

40:                                               ; preds = %37
  %41 = load i8*, i8** %4, align 8, !dbg !125
  %42 = getelementptr inbounds i8, i8* %41, i32 1, !dbg !125
  store i8* %42, i8** %4, align 8, !dbg !125
  br label %20, !dbg !126, !llvm.loop !127

43:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata [3 x i32 (i32, i32)*]* %6, metadata !130, metadata !DIExpression()), !dbg !134
  %44 = bitcast [3 x i32 (i32, i32)*]* %6 to i8*, !dbg !134
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %44, i8* align 8 bitcast ([3 x i32 (i32, i32)*]* @__const.main.fns to i8*), i64 24, i1 false), !dbg !134
  %45 = getelementptr inbounds [3 x i32 (i32, i32)*], [3 x i32 (i32, i32)*]* %6, i64 0, i64 0, !dbg !135
  %46 = call signext i32 @apply_all(i32 (i32, i32)** noundef %45, i32 noundef signext 3, i32 noundef signext 6, i32 noundef signext 7), !dbg !136
  %47 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext %46), !dbg !137
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
  %59 = call signext i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0)), !dbg !155
  %60 = load i32, i32* %7, align 4, !dbg !156
  %61 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef signext %59, i32 noundef signext %60), !dbg !157
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
  %80 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef signext 39, i32 noundef zeroext %79), !dbg !182
  %81 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef signext 23), !dbg !183
  %82 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 2), align 1, !dbg !184
  %83 = zext i8 %82 to i32, !dbg !184
  %84 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 3), align 1, !dbg !185
  %85 = zext i8 %84 to i32, !dbg !185
  %86 = load i8, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @raw, i64 0, i64 5), align 1, !dbg !186
  %87 = zext i8 %86 to i32, !dbg !186
  %88 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.10, i64 0, i64 0), i32 noundef signext %83, i32 noundef signext %85, i32 noundef signext %87), !dbg !187
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
  %98 = zext i8 %97 to i32, !dbg !198
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
  %106 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.11, i64 0, i64 0), i8* noundef %105), !dbg !202
  br label %107, !dbg !202

107:                                              ; preds = %104
  %108 = load i8**, i8*** %11, align 8, !dbg !203
  %109 = getelementptr inbounds i8*, i8** %108, i32 1, !dbg !203
  store i8** %109, i8*** %11, align 8, !dbg !203
  br label %89, !dbg !204, !llvm.loop !205

110:                                              ; preds = %89
  %111 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !dbg !207
  %112 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !dbg !208
  %113 = call signext i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.13, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef signext %111, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i64 0), double noundef %112, i32 noundef signext 6), !dbg !209
  %114 = call signext i32 @putchar(i32 noundef signext 10), !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare signext i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(i8* noundef %0, ...) #4 !dbg !212 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !215, metadata !DIExpression()), !dbg !216
  call void @llvm.dbg.declare(metadata i8** %3, metadata !217, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.declare(metadata i8** %4, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.declare(metadata i64* %5, metadata !225, metadata !DIExpression()), !dbg !226
  store i64 0, i64* %5, align 8, !dbg !226
  %10 = bitcast i8** %3 to i8*, !dbg !227
  call void @llvm.va_start(i8* %10), !dbg !227
  %11 = bitcast i8** %4 to i8*, !dbg !228
  %12 = bitcast i8** %3 to i8*, !dbg !228
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !228
  call void @llvm.dbg.declare(metadata i8** %6, metadata !229, metadata !DIExpression()), !dbg !231
  %13 = load i8*, i8** %2, align 8, !dbg !232
  store i8* %13, i8** %6, align 8, !dbg !231
  br label %14, !dbg !233

14:                                               ; preds = %90, %1
  %15 = load i8*, i8** %6, align 8, !dbg !234
  %16 = load i8, i8* %15, align 1, !dbg !236
  %17 = icmp ne i8 %16, 0, !dbg !237
  br i1 %17, label %18, label %93, !dbg !237

18:                                               ; preds = %14
  %19 = load i8*, i8** %6, align 8, !dbg !238
  %20 = load i8, i8* %19, align 1, !dbg !240
  %21 = zext i8 %20 to i32, !dbg !240
  switch i32 %21, label %88 [
    i32 105, label %22
    i32 108, label %31
    i32 100, label %38
    i32 115, label %47
    i32 99, label %61
    i32 112, label %71
  ], !dbg !241

22:                                               ; preds = %18
  %23 = load i8*, i8** %3, align 8, !dbg !242
  %24 = getelementptr inbounds i8, i8* %23, i64 8, !dbg !242
  store i8* %24, i8** %3, align 8, !dbg !242
  %25 = getelementptr inbounds i8, i8* %23, i64 4, !dbg !242
  %26 = bitcast i8* %25 to i32*, !dbg !242
  %27 = load i32, i32* %26, align 4, !dbg !242
  %28 = sext i32 %27 to i64, !dbg !242
  %29 = load i64, i64* %5, align 8, !dbg !244
  %30 = add nsw i64 %29, %28, !dbg !244
  store i64 %30, i64* %5, align 8, !dbg !244
  br label %89, !dbg !245

31:                                               ; preds = %18
  %32 = load i8*, i8** %3, align 8, !dbg !246
  %33 = getelementptr inbounds i8, i8* %32, i64 8, !dbg !246
  store i8* %33, i8** %3, align 8, !dbg !246
  %34 = bitcast i8* %32 to i64*, !dbg !246
  %35 = load i64, i64* %34, align 8, !dbg !246
  %36 = load i64, i64* %5, align 8, !dbg !247
  %37 = add nsw i64 %36, %35, !dbg !247
  store i64 %37, i64* %5, align 8, !dbg !247
  br label %89, !dbg !248

38:                                               ; preds = %18
  %39 = load i8*, i8** %3, align 8, !dbg !249
  %40 = getelementptr inbounds i8, i8* %39, i64 8, !dbg !249
  store i8* %40, i8** %3, align 8, !dbg !249
  %41 = bitcast i8* %39 to double*, !dbg !249
  %42 = load double, double* %41, align 8, !dbg !249
  %43 = fmul double %42, 1.000000e+01, !dbg !250
  %44 = fptosi double %43 to i64, !dbg !251
  %45 = load i64, i64* %5, align 8, !dbg !252
  %46 = add nsw i64 %45, %44, !dbg !252
  store i64 %46, i64* %5, align 8, !dbg !252
  br label %89, !dbg !253

47:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i8** %7, metadata !254, metadata !DIExpression()), !dbg !256
  %48 = load i8*, i8** %3, align 8, !dbg !257
  %49 = getelementptr inbounds i8, i8* %48, i64 8, !dbg !257
  store i8* %49, i8** %3, align 8, !dbg !257
  %50 = bitcast i8* %48 to i8**, !dbg !257
  %51 = load i8*, i8** %50, align 8, !dbg !257
  store i8* %51, i8** %7, align 8, !dbg !256
  br label %52, !dbg !258

52:                                               ; preds = %57, %47
  %53 = load i8*, i8** %7, align 8, !dbg !259
  %54 = getelementptr inbounds i8, i8* %53, i32 1, !dbg !259
  store i8* %54, i8** %7, align 8, !dbg !259
  %55 = load i8, i8* %53, align 1, !dbg !260
  %56 = icmp ne i8 %55, 0, !dbg !258
  br i1 %56, label %57, label %60, !dbg !258

57:                                               ; preds = %52
  %58 = load i64, i64* %5, align 8, !dbg !261
  %59 = add nsw i64 %58, 1, !dbg !261
  store i64 %59, i64* %5, align 8, !dbg !261
  br label %52, !dbg !258, !llvm.loop !262

60:                                               ; preds = %52
  br label %89, !dbg !264

61:                                               ; preds = %18
  %62 = load i8*, i8** %3, align 8, !dbg !265
  %63 = getelementptr inbounds i8, i8* %62, i64 8, !dbg !265
  store i8* %63, i8** %3, align 8, !dbg !265
  %64 = getelementptr inbounds i8, i8* %62, i64 4, !dbg !265
  %65 = bitcast i8* %64 to i32*, !dbg !265
  %66 = load i32, i32* %65, align 4, !dbg !265
  %67 = trunc i32 %66 to i8, !dbg !266
  %68 = zext i8 %67 to i64, !dbg !266
  %69 = load i64, i64* %5, align 8, !dbg !267
  %70 = add nsw i64 %69, %68, !dbg !267
  store i64 %70, i64* %5, align 8, !dbg !267
  br label %89, !dbg !268

71:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.Pt* %8, metadata !269, metadata !DIExpression()), !dbg !271
  %72 = load i8*, i8** %3, align 8, !dbg !272
  %73 = getelementptr inbounds i8, i8* %72, i64 8, !dbg !272
  store i8* %73, i8** %3, align 8, !dbg !272
  %74 = bitcast i8* %72 to %struct.Pt*, !dbg !272
  %75 = bitcast %struct.Pt* %8 to i8*, !dbg !272
  %76 = bitcast %struct.Pt* %74 to i8*, !dbg !272
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %75, i8* align 8 %76, i64 4, i1 false), !dbg !272
  %77 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 0, !dbg !273
  %78 = load i16, i16* %77, align 2, !dbg !273
  %79 = sext i16 %78 to i32, !dbg !274
  %80 = mul nsw i32 %79, 100, !dbg !275
  %81 = getelementptr inbounds %struct.Pt, %struct.Pt* %8, i32 0, i32 1, !dbg !276
  %82 = load i16, i16* %81, align 2, !dbg !276
  %83 = sext i16 %82 to i32, !dbg !277
  %84 = add nsw i32 %80, %83, !dbg !278
  %85 = sext i32 %84 to i64, !dbg !274
  %86 = load i64, i64* %5, align 8, !dbg !279
  %87 = add nsw i64 %86, %85, !dbg !279
  store i64 %87, i64* %5, align 8, !dbg !279
  br label %89, !dbg !280

88:                                               ; preds = %18
  br label %89, !dbg !281

89:                                               ; preds = %88, %71, %61, %60, %38, %31, %22
  br label %90, !dbg !282

90:                                               ; preds = %89
  %91 = load i8*, i8** %6, align 8, !dbg !283
  %92 = getelementptr inbounds i8, i8* %91, i32 1, !dbg !283
  store i8* %92, i8** %6, align 8, !dbg !283
  br label %14, !dbg !284, !llvm.loop !285

93:                                               ; preds = %14
  %94 = bitcast i8** %3 to i8*, !dbg !287
  call void @llvm.va_end(i8* %94), !dbg !287
  call void @llvm.dbg.declare(metadata i32* %9, metadata !288, metadata !DIExpression()), !dbg !289
  %95 = load i8*, i8** %2, align 8, !dbg !290
  %96 = load i8, i8* %95, align 1, !dbg !291
  %97 = zext i8 %96 to i32, !dbg !291
  %98 = icmp eq i32 %97, 105, !dbg !292
  br i1 %98, label %99, label %105, !dbg !293

99:                                               ; preds = %93
  %100 = load i8*, i8** %4, align 8, !dbg !294
  %101 = getelementptr inbounds i8, i8* %100, i64 8, !dbg !294
  store i8* %101, i8** %4, align 8, !dbg !294
  %102 = getelementptr inbounds i8, i8* %100, i64 4, !dbg !294
  %103 = bitcast i8* %102 to i32*, !dbg !294
  %104 = load i32, i32* %103, align 4, !dbg !294
  br label %106, !dbg !293

105:                                              ; preds = %93
  br label %106, !dbg !293

106:                                              ; preds = %105, %99
  %107 = phi i32 [ %104, %99 ], [ 0, %105 ], !dbg !293
  store i32 %107, i32* %9, align 4, !dbg !289
  %108 = bitcast i8** %4 to i8*, !dbg !295
  call void @llvm.va_end(i8* %108), !dbg !295
  %109 = load i64, i64* %5, align 8, !dbg !296
  %110 = mul nsw i64 %109, 1000, !dbg !297
  %111 = load i32, i32* %9, align 4, !dbg !298
  %112 = sext i32 %111 to i64, !dbg !298
  %113 = add nsw i64 %110, %112, !dbg !299
  ret i64 %113, !dbg !300
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @forward(i32 noundef signext %0, ...) #4 !dbg !301 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !304, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.declare(metadata i8** %3, metadata !306, metadata !DIExpression()), !dbg !307
  %5 = bitcast i8** %3 to i8*, !dbg !308
  call void @llvm.va_start(i8* %5), !dbg !308
  call void @llvm.dbg.declare(metadata i32* %4, metadata !309, metadata !DIExpression()), !dbg !310
  store i32 0, i32* %4, align 4, !dbg !310
  br label %6, !dbg !311

6:                                                ; preds = %10, %1
  %7 = load i32, i32* %2, align 4, !dbg !312
  %8 = add nsw i32 %7, -1, !dbg !312
  store i32 %8, i32* %2, align 4, !dbg !312
  %9 = icmp sgt i32 %7, 0, !dbg !313
  br i1 %9, label %10, label %19, !dbg !311

10:                                               ; preds = %6
  %11 = load i32, i32* %4, align 4, !dbg !314
  %12 = mul nsw i32 %11, 31, !dbg !315
  %13 = load i8*, i8** %3, align 8, !dbg !316
  %14 = getelementptr inbounds i8, i8* %13, i64 8, !dbg !316
  store i8* %14, i8** %3, align 8, !dbg !316
  %15 = getelementptr inbounds i8, i8* %13, i64 4, !dbg !316
  %16 = bitcast i8* %15 to i32*, !dbg !316
  %17 = load i32, i32* %16, align 4, !dbg !316
  %18 = add nsw i32 %12, %17, !dbg !317
  store i32 %18, i32* %4, align 4, !dbg !318
  br label %6, !dbg !311, !llvm.loop !319

19:                                               ; preds = %6
  %20 = bitcast i8** %3 to i8*, !dbg !321
  call void @llvm.va_end(i8* %20), !dbg !321
  %21 = load i32, i32* %4, align 4, !dbg !322
  ret i32 %21, !dbg !323
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32, i32)* @lookup(i8 noundef zeroext %0) #4 !dbg !324 {
  %2 = alloca i32 (i32, i32)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !327, metadata !DIExpression()), !dbg !328
  call void @llvm.dbg.declare(metadata i32* %4, metadata !329, metadata !DIExpression()), !dbg !331
  store i32 0, i32* %4, align 4, !dbg !331
  br label %5, !dbg !332

5:                                                ; preds = %26, %1
  %6 = load i32, i32* %4, align 4, !dbg !333
  %7 = zext i32 %6 to i64, !dbg !333
  %8 = icmp ult i64 %7, 4, !dbg !335
  br i1 %8, label %9, label %29, !dbg !336

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !337
  %11 = zext i32 %10 to i64, !dbg !339
  %12 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %11, !dbg !339
  %13 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %12, i32 0, i32 0, !dbg !340
  %14 = load i8, i8* %13, align 8, !dbg !340
  %15 = zext i8 %14 to i32, !dbg !339
  %16 = load i8, i8* %3, align 1, !dbg !341
  %17 = zext i8 %16 to i32, !dbg !341
  %18 = icmp eq i32 %15, %17, !dbg !342
  br i1 %18, label %19, label %25, !dbg !343

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !344
  %21 = zext i32 %20 to i64, !dbg !345
  %22 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %21, !dbg !345
  %23 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %22, i32 0, i32 1, !dbg !346
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !346
  store i32 (i32, i32)* %24, i32 (i32, i32)** %2, align 8, !dbg !347
  br label %30, !dbg !347

25:                                               ; preds = %9
  br label %26, !dbg !341

26:                                               ; preds = %25
  %27 = load i32, i32* %4, align 4, !dbg !348
  %28 = add i32 %27, 1, !dbg !348
  store i32 %28, i32* %4, align 4, !dbg !348
  br label %5, !dbg !349, !llvm.loop !350

29:                                               ; preds = %5
  store i32 (i32, i32)* null, i32 (i32, i32)** %2, align 8, !dbg !352
  br label %30, !dbg !352

30:                                               ; preds = %29, %19
  %31 = load i32 (i32, i32)*, i32 (i32, i32)** %2, align 8, !dbg !353
  ret i32 (i32, i32)* %31, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #4 !dbg !354 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !355, metadata !DIExpression()), !dbg !356
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !357, metadata !DIExpression()), !dbg !358
  %5 = load i32, i32* %3, align 4, !dbg !359
  %6 = load i32, i32* %4, align 4, !dbg !360
  %7 = add nsw i32 %5, %6, !dbg !361
  ret i32 %7, !dbg !362
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #4 !dbg !363 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !364, metadata !DIExpression()), !dbg !365
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !366, metadata !DIExpression()), !dbg !367
  %5 = load i32, i32* %3, align 4, !dbg !368
  %6 = load i32, i32* %4, align 4, !dbg !369
  %7 = mul nsw i32 %5, %6, !dbg !370
  ret i32 %7, !dbg !371
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #4 !dbg !372 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !373, metadata !DIExpression()), !dbg !374
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !375, metadata !DIExpression()), !dbg !376
  %5 = load i32, i32* %3, align 4, !dbg !377
  %6 = load i32, i32* %4, align 4, !dbg !378
  %7 = sub nsw i32 %5, %6, !dbg !379
  ret i32 %7, !dbg !380
}

; Function Attrs: noinline optnone uwtable
define internal signext i32 @apply_all(i32 (i32, i32)** noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #0 !dbg !381 {
  %5 = alloca i32 (i32, i32)**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 (i32, i32)** %0, i32 (i32, i32)*** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i32, i32)*** %5, metadata !385, metadata !DIExpression()), !dbg !386
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !387, metadata !DIExpression()), !dbg !388
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !389, metadata !DIExpression()), !dbg !390
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !391, metadata !DIExpression()), !dbg !392
  call void @llvm.dbg.declare(metadata i32* %9, metadata !393, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %9, align 4, !dbg !394
  call void @llvm.dbg.declare(metadata i32* %10, metadata !395, metadata !DIExpression()), !dbg !397
  store i32 0, i32* %10, align 4, !dbg !397
  br label %11, !dbg !398

11:                                               ; preds = %26, %4
  %12 = load i32, i32* %10, align 4, !dbg !399
  %13 = load i32, i32* %6, align 4, !dbg !401
  %14 = icmp slt i32 %12, %13, !dbg !402
  br i1 %14, label %15, label %29, !dbg !403

15:                                               ; preds = %11
  %16 = load i32 (i32, i32)**, i32 (i32, i32)*** %5, align 8, !dbg !404
  %17 = load i32, i32* %10, align 4, !dbg !405
  %18 = sext i32 %17 to i64, !dbg !404
  %19 = getelementptr inbounds i32 (i32, i32)*, i32 (i32, i32)** %16, i64 %18, !dbg !404
  %20 = load i32 (i32, i32)*, i32 (i32, i32)** %19, align 8, !dbg !404
  %21 = load i32, i32* %7, align 4, !dbg !406
  %22 = load i32, i32* %8, align 4, !dbg !407
  %23 = call signext i32 %20(i32 noundef signext %21, i32 noundef signext %22), !dbg !404
  %24 = load i32, i32* %9, align 4, !dbg !408
  %25 = add nsw i32 %24, %23, !dbg !408
  store i32 %25, i32* %9, align 4, !dbg !408
  br label %26, !dbg !409

26:                                               ; preds = %15
  %27 = load i32, i32* %10, align 4, !dbg !410
  %28 = add nsw i32 %27, 1, !dbg !410
  store i32 %28, i32* %10, align 4, !dbg !410
  br label %11, !dbg !411, !llvm.loop !412

29:                                               ; preds = %11
  %30 = load i32, i32* %9, align 4, !dbg !414
  ret i32 %30, !dbg !415
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @run(i32* noundef %0) #4 !dbg !32 {
  %2 = alloca i32*, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !416, metadata !DIExpression()), !dbg !417
  call void @llvm.dbg.declare(metadata [16 x i32]* %3, metadata !418, metadata !DIExpression()), !dbg !422
  call void @llvm.dbg.declare(metadata i32* %4, metadata !423, metadata !DIExpression()), !dbg !424
  store i32 0, i32* %4, align 4, !dbg !424
  call void @llvm.dbg.declare(metadata i32* %5, metadata !425, metadata !DIExpression()), !dbg !426
  store i32 0, i32* %5, align 4, !dbg !426
  %8 = load i32*, i32** %2, align 8, !dbg !427
  %9 = load i32, i32* %5, align 4, !dbg !427
  %10 = add nsw i32 %9, 1, !dbg !427
  store i32 %10, i32* %5, align 4, !dbg !427
  %11 = sext i32 %9 to i64, !dbg !427
  %12 = getelementptr inbounds i32, i32* %8, i64 %11, !dbg !427
  %13 = load i32, i32* %12, align 4, !dbg !427
  %14 = sext i32 %13 to i64, !dbg !427
  %15 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %14, !dbg !427
  %16 = load i8*, i8** %15, align 8, !dbg !427
  br label %177, !dbg !427

17:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !428), !dbg !429
  %18 = load i32*, i32** %2, align 8, !dbg !430
  %19 = load i32, i32* %5, align 4, !dbg !431
  %20 = add nsw i32 %19, 1, !dbg !431
  store i32 %20, i32* %5, align 4, !dbg !431
  %21 = sext i32 %19 to i64, !dbg !430
  %22 = getelementptr inbounds i32, i32* %18, i64 %21, !dbg !430
  %23 = load i32, i32* %22, align 4, !dbg !430
  %24 = load i32, i32* %4, align 4, !dbg !432
  %25 = add nsw i32 %24, 1, !dbg !432
  store i32 %25, i32* %4, align 4, !dbg !432
  %26 = sext i32 %24 to i64, !dbg !433
  %27 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %26, !dbg !433
  store i32 %23, i32* %27, align 4, !dbg !434
  %28 = load i32*, i32** %2, align 8, !dbg !435
  %29 = load i32, i32* %5, align 4, !dbg !435
  %30 = add nsw i32 %29, 1, !dbg !435
  store i32 %30, i32* %5, align 4, !dbg !435
  %31 = sext i32 %29 to i64, !dbg !435
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !435
  %33 = load i32, i32* %32, align 4, !dbg !435
  %34 = sext i32 %33 to i64, !dbg !435
  %35 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %34, !dbg !435
  %36 = load i8*, i8** %35, align 8, !dbg !435
  br label %177, !dbg !435

37:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !436), !dbg !437
  %38 = load i32, i32* %4, align 4, !dbg !438
  %39 = add nsw i32 %38, -1, !dbg !438
  store i32 %39, i32* %4, align 4, !dbg !438
  %40 = load i32, i32* %4, align 4, !dbg !439
  %41 = sext i32 %40 to i64, !dbg !440
  %42 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %41, !dbg !440
  %43 = load i32, i32* %42, align 4, !dbg !440
  %44 = load i32, i32* %4, align 4, !dbg !441
  %45 = sub nsw i32 %44, 1, !dbg !442
  %46 = sext i32 %45 to i64, !dbg !443
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %46, !dbg !443
  %48 = load i32, i32* %47, align 4, !dbg !444
  %49 = add nsw i32 %48, %43, !dbg !444
  store i32 %49, i32* %47, align 4, !dbg !444
  %50 = load i32*, i32** %2, align 8, !dbg !445
  %51 = load i32, i32* %5, align 4, !dbg !445
  %52 = add nsw i32 %51, 1, !dbg !445
  store i32 %52, i32* %5, align 4, !dbg !445
  %53 = sext i32 %51 to i64, !dbg !445
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !445
  %55 = load i32, i32* %54, align 4, !dbg !445
  %56 = sext i32 %55 to i64, !dbg !445
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %56, !dbg !445
  %58 = load i8*, i8** %57, align 8, !dbg !445
  br label %177, !dbg !445

59:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !446), !dbg !447
  %60 = load i32, i32* %4, align 4, !dbg !448
  %61 = add nsw i32 %60, -1, !dbg !448
  store i32 %61, i32* %4, align 4, !dbg !448
  %62 = load i32, i32* %4, align 4, !dbg !449
  %63 = sext i32 %62 to i64, !dbg !450
  %64 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %63, !dbg !450
  %65 = load i32, i32* %64, align 4, !dbg !450
  %66 = load i32, i32* %4, align 4, !dbg !451
  %67 = sub nsw i32 %66, 1, !dbg !452
  %68 = sext i32 %67 to i64, !dbg !453
  %69 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %68, !dbg !453
  %70 = load i32, i32* %69, align 4, !dbg !454
  %71 = mul nsw i32 %70, %65, !dbg !454
  store i32 %71, i32* %69, align 4, !dbg !454
  %72 = load i32*, i32** %2, align 8, !dbg !455
  %73 = load i32, i32* %5, align 4, !dbg !455
  %74 = add nsw i32 %73, 1, !dbg !455
  store i32 %74, i32* %5, align 4, !dbg !455
  %75 = sext i32 %73 to i64, !dbg !455
  %76 = getelementptr inbounds i32, i32* %72, i64 %75, !dbg !455
  %77 = load i32, i32* %76, align 4, !dbg !455
  %78 = sext i32 %77 to i64, !dbg !455
  %79 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %78, !dbg !455
  %80 = load i8*, i8** %79, align 8, !dbg !455
  br label %177, !dbg !455

81:                                               ; preds = %177
  call void @llvm.dbg.label(metadata !456), !dbg !457
  %82 = load i32, i32* %4, align 4, !dbg !458
  %83 = sub nsw i32 %82, 2, !dbg !459
  %84 = sext i32 %83 to i64, !dbg !460
  %85 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %84, !dbg !460
  %86 = load i32, i32* %85, align 4, !dbg !460
  %87 = load i32, i32* %4, align 4, !dbg !461
  %88 = sext i32 %87 to i64, !dbg !462
  %89 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %88, !dbg !462
  store i32 %86, i32* %89, align 4, !dbg !463
  %90 = load i32, i32* %4, align 4, !dbg !464
  %91 = add nsw i32 %90, 1, !dbg !464
  store i32 %91, i32* %4, align 4, !dbg !464
  %92 = load i32*, i32** %2, align 8, !dbg !465
  %93 = load i32, i32* %5, align 4, !dbg !465
  %94 = add nsw i32 %93, 1, !dbg !465
  store i32 %94, i32* %5, align 4, !dbg !465
  %95 = sext i32 %93 to i64, !dbg !465
  %96 = getelementptr inbounds i32, i32* %92, i64 %95, !dbg !465
  %97 = load i32, i32* %96, align 4, !dbg !465
  %98 = sext i32 %97 to i64, !dbg !465
  %99 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %98, !dbg !465
  %100 = load i8*, i8** %99, align 8, !dbg !465
  br label %177, !dbg !465

101:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !466), !dbg !467
  call void @llvm.dbg.declare(metadata i32* %6, metadata !468, metadata !DIExpression()), !dbg !470
  %102 = load i32*, i32** %2, align 8, !dbg !471
  %103 = load i32, i32* %5, align 4, !dbg !472
  %104 = add nsw i32 %103, 1, !dbg !472
  store i32 %104, i32* %5, align 4, !dbg !472
  %105 = sext i32 %103 to i64, !dbg !471
  %106 = getelementptr inbounds i32, i32* %102, i64 %105, !dbg !471
  %107 = load i32, i32* %106, align 4, !dbg !471
  store i32 %107, i32* %6, align 4, !dbg !470
  %108 = load i32, i32* %4, align 4, !dbg !473
  %109 = add nsw i32 %108, -1, !dbg !473
  store i32 %109, i32* %4, align 4, !dbg !473
  %110 = sext i32 %109 to i64, !dbg !475
  %111 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %110, !dbg !475
  %112 = load i32, i32* %111, align 4, !dbg !475
  %113 = icmp ne i32 %112, 0, !dbg !475
  br i1 %113, label %114, label %116, !dbg !476

114:                                              ; preds = %101
  %115 = load i32, i32* %6, align 4, !dbg !477
  store i32 %115, i32* %5, align 4, !dbg !478
  br label %116, !dbg !479

116:                                              ; preds = %114, %101
  %117 = load i32*, i32** %2, align 8, !dbg !480
  %118 = load i32, i32* %5, align 4, !dbg !480
  %119 = add nsw i32 %118, 1, !dbg !480
  store i32 %119, i32* %5, align 4, !dbg !480
  %120 = sext i32 %118 to i64, !dbg !480
  %121 = getelementptr inbounds i32, i32* %117, i64 %120, !dbg !480
  %122 = load i32, i32* %121, align 4, !dbg !480
  %123 = sext i32 %122 to i64, !dbg !480
  %124 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %123, !dbg !480
  %125 = load i8*, i8** %124, align 8, !dbg !480
  br label %177, !dbg !480

126:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !481), !dbg !482
  %127 = load i32, i32* %4, align 4, !dbg !483
  %128 = sub nsw i32 %127, 1, !dbg !484
  %129 = sext i32 %128 to i64, !dbg !485
  %130 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %129, !dbg !485
  %131 = load i32, i32* %130, align 4, !dbg !486
  %132 = add nsw i32 %131, -1, !dbg !486
  store i32 %132, i32* %130, align 4, !dbg !486
  %133 = load i32*, i32** %2, align 8, !dbg !487
  %134 = load i32, i32* %5, align 4, !dbg !487
  %135 = add nsw i32 %134, 1, !dbg !487
  store i32 %135, i32* %5, align 4, !dbg !487
  %136 = sext i32 %134 to i64, !dbg !487
  %137 = getelementptr inbounds i32, i32* %133, i64 %136, !dbg !487
  %138 = load i32, i32* %137, align 4, !dbg !487
  %139 = sext i32 %138 to i64, !dbg !487
  %140 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %139, !dbg !487
  %141 = load i8*, i8** %140, align 8, !dbg !487
  br label %177, !dbg !487

142:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !488), !dbg !489
  call void @llvm.dbg.declare(metadata i32* %7, metadata !490, metadata !DIExpression()), !dbg !492
  %143 = load i32, i32* %4, align 4, !dbg !493
  %144 = sub nsw i32 %143, 1, !dbg !494
  %145 = sext i32 %144 to i64, !dbg !495
  %146 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %145, !dbg !495
  %147 = load i32, i32* %146, align 4, !dbg !495
  store i32 %147, i32* %7, align 4, !dbg !492
  %148 = load i32, i32* %4, align 4, !dbg !496
  %149 = sub nsw i32 %148, 2, !dbg !497
  %150 = sext i32 %149 to i64, !dbg !498
  %151 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %150, !dbg !498
  %152 = load i32, i32* %151, align 4, !dbg !498
  %153 = load i32, i32* %4, align 4, !dbg !499
  %154 = sub nsw i32 %153, 1, !dbg !500
  %155 = sext i32 %154 to i64, !dbg !501
  %156 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %155, !dbg !501
  store i32 %152, i32* %156, align 4, !dbg !502
  %157 = load i32, i32* %7, align 4, !dbg !503
  %158 = load i32, i32* %4, align 4, !dbg !504
  %159 = sub nsw i32 %158, 2, !dbg !505
  %160 = sext i32 %159 to i64, !dbg !506
  %161 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %160, !dbg !506
  store i32 %157, i32* %161, align 4, !dbg !507
  %162 = load i32*, i32** %2, align 8, !dbg !508
  %163 = load i32, i32* %5, align 4, !dbg !508
  %164 = add nsw i32 %163, 1, !dbg !508
  store i32 %164, i32* %5, align 4, !dbg !508
  %165 = sext i32 %163 to i64, !dbg !508
  %166 = getelementptr inbounds i32, i32* %162, i64 %165, !dbg !508
  %167 = load i32, i32* %166, align 4, !dbg !508
  %168 = sext i32 %167 to i64, !dbg !508
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %168, !dbg !508
  %170 = load i8*, i8** %169, align 8, !dbg !508
  br label %177, !dbg !508

171:                                              ; preds = %177
  call void @llvm.dbg.label(metadata !509), !dbg !510
  %172 = load i32, i32* %4, align 4, !dbg !511
  %173 = sub nsw i32 %172, 1, !dbg !512
  %174 = sext i32 %173 to i64, !dbg !513
  %175 = getelementptr inbounds [16 x i32], [16 x i32]* %3, i64 0, i64 %174, !dbg !513
  %176 = load i32, i32* %175, align 4, !dbg !513
  ret i32 %176, !dbg !514

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi i8* [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr i8* %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare signext i32 @putchar(i32 noundef signext) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #5

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #4 !dbg !515 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !516, metadata !DIExpression()), !dbg !517
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !518, metadata !DIExpression()), !dbg !519
  %5 = load i32, i32* %4, align 4, !dbg !520
  %6 = icmp ne i32 %5, 0, !dbg !520
  br i1 %6, label %7, label %11, !dbg !520

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4, !dbg !521
  %9 = load i32, i32* %4, align 4, !dbg !522
  %10 = sdiv i32 %8, %9, !dbg !523
  br label %12, !dbg !520

11:                                               ; preds = %2
  br label %12, !dbg !520

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !520
  ret i32 %13, !dbg !524
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
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
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!222 = !DILocation(line: 14, column: 13, scope: !212)
!223 = !DILocalVariable(name: "ap2", scope: !212, file: !3, line: 14, type: !218)
!224 = !DILocation(line: 14, column: 17, scope: !212)
!225 = !DILocalVariable(name: "total", scope: !212, file: !3, line: 15, type: !10)
!226 = !DILocation(line: 15, column: 13, scope: !212)
!227 = !DILocation(line: 16, column: 3, scope: !212)
!228 = !DILocation(line: 17, column: 3, scope: !212)
!229 = !DILocalVariable(name: "f", scope: !230, file: !3, line: 18, type: !61)
!230 = distinct !DILexicalBlock(scope: !212, file: !3, line: 18, column: 3)
!231 = !DILocation(line: 18, column: 20, scope: !230)
!232 = !DILocation(line: 18, column: 24, scope: !230)
!233 = !DILocation(line: 18, column: 8, scope: !230)
!234 = !DILocation(line: 18, column: 30, scope: !235)
!235 = distinct !DILexicalBlock(scope: !230, file: !3, line: 18, column: 3)
!236 = !DILocation(line: 18, column: 29, scope: !235)
!237 = !DILocation(line: 18, column: 3, scope: !230)
!238 = !DILocation(line: 19, column: 14, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !3, line: 18, column: 38)
!240 = !DILocation(line: 19, column: 13, scope: !239)
!241 = !DILocation(line: 19, column: 5, scope: !239)
!242 = !DILocation(line: 20, column: 24, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 19, column: 17)
!244 = !DILocation(line: 20, column: 21, scope: !243)
!245 = !DILocation(line: 20, column: 51, scope: !243)
!246 = !DILocation(line: 21, column: 24, scope: !243)
!247 = !DILocation(line: 21, column: 21, scope: !243)
!248 = !DILocation(line: 21, column: 57, scope: !243)
!249 = !DILocation(line: 22, column: 36, scope: !243)
!250 = !DILocation(line: 22, column: 65, scope: !243)
!251 = !DILocation(line: 22, column: 24, scope: !243)
!252 = !DILocation(line: 22, column: 21, scope: !243)
!253 = !DILocation(line: 22, column: 72, scope: !243)
!254 = !DILocalVariable(name: "s", scope: !255, file: !3, line: 23, type: !61)
!255 = distinct !DILexicalBlock(scope: !243, file: !3, line: 23, column: 15)
!256 = !DILocation(line: 23, column: 29, scope: !255)
!257 = !DILocation(line: 23, column: 33, scope: !255)
!258 = !DILocation(line: 23, column: 69, scope: !255)
!259 = !DILocation(line: 23, column: 78, scope: !255)
!260 = !DILocation(line: 23, column: 76, scope: !255)
!261 = !DILocation(line: 23, column: 82, scope: !255)
!262 = distinct !{!262, !258, !263, !129}
!263 = !DILocation(line: 23, column: 84, scope: !255)
!264 = !DILocation(line: 23, column: 91, scope: !255)
!265 = !DILocation(line: 24, column: 30, scope: !243)
!266 = !DILocation(line: 24, column: 24, scope: !243)
!267 = !DILocation(line: 24, column: 21, scope: !243)
!268 = !DILocation(line: 24, column: 57, scope: !243)
!269 = !DILocalVariable(name: "p", scope: !270, file: !3, line: 25, type: !92)
!270 = distinct !DILexicalBlock(scope: !243, file: !3, line: 25, column: 15)
!271 = !DILocation(line: 25, column: 27, scope: !270)
!272 = !DILocation(line: 25, column: 31, scope: !270)
!273 = !DILocation(line: 25, column: 75, scope: !270)
!274 = !DILocation(line: 25, column: 73, scope: !270)
!275 = !DILocation(line: 25, column: 77, scope: !270)
!276 = !DILocation(line: 25, column: 87, scope: !270)
!277 = !DILocation(line: 25, column: 85, scope: !270)
!278 = !DILocation(line: 25, column: 83, scope: !270)
!279 = !DILocation(line: 25, column: 70, scope: !270)
!280 = !DILocation(line: 25, column: 90, scope: !270)
!281 = !DILocation(line: 26, column: 14, scope: !243)
!282 = !DILocation(line: 28, column: 3, scope: !239)
!283 = !DILocation(line: 18, column: 33, scope: !235)
!284 = !DILocation(line: 18, column: 3, scope: !235)
!285 = distinct !{!285, !237, !286, !129}
!286 = !DILocation(line: 28, column: 3, scope: !230)
!287 = !DILocation(line: 29, column: 3, scope: !212)
!288 = !DILocalVariable(name: "first", scope: !212, file: !3, line: 31, type: !6)
!289 = !DILocation(line: 31, column: 7, scope: !212)
!290 = !DILocation(line: 31, column: 17, scope: !212)
!291 = !DILocation(line: 31, column: 16, scope: !212)
!292 = !DILocation(line: 31, column: 21, scope: !212)
!293 = !DILocation(line: 31, column: 15, scope: !212)
!294 = !DILocation(line: 31, column: 31, scope: !212)
!295 = !DILocation(line: 32, column: 3, scope: !212)
!296 = !DILocation(line: 33, column: 10, scope: !212)
!297 = !DILocation(line: 33, column: 16, scope: !212)
!298 = !DILocation(line: 33, column: 25, scope: !212)
!299 = !DILocation(line: 33, column: 23, scope: !212)
!300 = !DILocation(line: 33, column: 3, scope: !212)
!301 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 36, type: !302, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!302 = !DISubroutineType(types: !303)
!303 = !{!6, !6, null}
!304 = !DILocalVariable(name: "n", arg: 1, scope: !301, file: !3, line: 36, type: !6)
!305 = !DILocation(line: 36, column: 24, scope: !301)
!306 = !DILocalVariable(name: "ap", scope: !301, file: !3, line: 37, type: !218)
!307 = !DILocation(line: 37, column: 13, scope: !301)
!308 = !DILocation(line: 38, column: 3, scope: !301)
!309 = !DILocalVariable(name: "r", scope: !301, file: !3, line: 39, type: !6)
!310 = !DILocation(line: 39, column: 7, scope: !301)
!311 = !DILocation(line: 40, column: 3, scope: !301)
!312 = !DILocation(line: 40, column: 11, scope: !301)
!313 = !DILocation(line: 40, column: 14, scope: !301)
!314 = !DILocation(line: 40, column: 23, scope: !301)
!315 = !DILocation(line: 40, column: 25, scope: !301)
!316 = !DILocation(line: 40, column: 32, scope: !301)
!317 = !DILocation(line: 40, column: 30, scope: !301)
!318 = !DILocation(line: 40, column: 21, scope: !301)
!319 = distinct !{!319, !311, !320, !129}
!320 = !DILocation(line: 40, column: 56, scope: !301)
!321 = !DILocation(line: 41, column: 3, scope: !301)
!322 = !DILocation(line: 42, column: 10, scope: !301)
!323 = !DILocation(line: 42, column: 3, scope: !301)
!324 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 56, type: !325, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!325 = !DISubroutineType(types: !326)
!326 = !{!24, !11}
!327 = !DILocalVariable(name: "c", arg: 1, scope: !324, file: !3, line: 56, type: !11)
!328 = !DILocation(line: 56, column: 26, scope: !324)
!329 = !DILocalVariable(name: "i", scope: !330, file: !3, line: 57, type: !159)
!330 = distinct !DILexicalBlock(scope: !324, file: !3, line: 57, column: 3)
!331 = !DILocation(line: 57, column: 17, scope: !330)
!332 = !DILocation(line: 57, column: 8, scope: !330)
!333 = !DILocation(line: 57, column: 24, scope: !334)
!334 = distinct !DILexicalBlock(scope: !330, file: !3, line: 57, column: 3)
!335 = !DILocation(line: 57, column: 26, scope: !334)
!336 = !DILocation(line: 57, column: 3, scope: !330)
!337 = !DILocation(line: 58, column: 18, scope: !338)
!338 = distinct !DILexicalBlock(scope: !334, file: !3, line: 58, column: 9)
!339 = !DILocation(line: 58, column: 9, scope: !338)
!340 = !DILocation(line: 58, column: 21, scope: !338)
!341 = !DILocation(line: 58, column: 28, scope: !338)
!342 = !DILocation(line: 58, column: 25, scope: !338)
!343 = !DILocation(line: 58, column: 9, scope: !334)
!344 = !DILocation(line: 58, column: 47, scope: !338)
!345 = !DILocation(line: 58, column: 38, scope: !338)
!346 = !DILocation(line: 58, column: 50, scope: !338)
!347 = !DILocation(line: 58, column: 31, scope: !338)
!348 = !DILocation(line: 57, column: 66, scope: !334)
!349 = !DILocation(line: 57, column: 3, scope: !334)
!350 = distinct !{!350, !336, !351, !129}
!351 = !DILocation(line: 58, column: 50, scope: !330)
!352 = !DILocation(line: 59, column: 3, scope: !324)
!353 = !DILocation(line: 60, column: 1, scope: !324)
!354 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 47, type: !26, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!355 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !3, line: 47, type: !6)
!356 = !DILocation(line: 47, column: 23, scope: !354)
!357 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !3, line: 47, type: !6)
!358 = !DILocation(line: 47, column: 30, scope: !354)
!359 = !DILocation(line: 47, column: 42, scope: !354)
!360 = !DILocation(line: 47, column: 46, scope: !354)
!361 = !DILocation(line: 47, column: 44, scope: !354)
!362 = !DILocation(line: 47, column: 35, scope: !354)
!363 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 49, type: !26, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!364 = !DILocalVariable(name: "a", arg: 1, scope: !363, file: !3, line: 49, type: !6)
!365 = !DILocation(line: 49, column: 23, scope: !363)
!366 = !DILocalVariable(name: "b", arg: 2, scope: !363, file: !3, line: 49, type: !6)
!367 = !DILocation(line: 49, column: 30, scope: !363)
!368 = !DILocation(line: 49, column: 42, scope: !363)
!369 = !DILocation(line: 49, column: 46, scope: !363)
!370 = !DILocation(line: 49, column: 44, scope: !363)
!371 = !DILocation(line: 49, column: 35, scope: !363)
!372 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 48, type: !26, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!373 = !DILocalVariable(name: "a", arg: 1, scope: !372, file: !3, line: 48, type: !6)
!374 = !DILocation(line: 48, column: 23, scope: !372)
!375 = !DILocalVariable(name: "b", arg: 2, scope: !372, file: !3, line: 48, type: !6)
!376 = !DILocation(line: 48, column: 30, scope: !372)
!377 = !DILocation(line: 48, column: 42, scope: !372)
!378 = !DILocation(line: 48, column: 46, scope: !372)
!379 = !DILocation(line: 48, column: 44, scope: !372)
!380 = !DILocation(line: 48, column: 35, scope: !372)
!381 = distinct !DISubprogram(name: "apply_all", scope: !3, file: !3, line: 62, type: !382, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!382 = !DISubroutineType(types: !383)
!383 = !{!6, !384, !6, !6, !6}
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!385 = !DILocalVariable(name: "fns", arg: 1, scope: !381, file: !3, line: 62, type: !384)
!386 = !DILocation(line: 62, column: 35, scope: !381)
!387 = !DILocalVariable(name: "n", arg: 2, scope: !381, file: !3, line: 62, type: !6)
!388 = !DILocation(line: 62, column: 55, scope: !381)
!389 = !DILocalVariable(name: "a", arg: 3, scope: !381, file: !3, line: 62, type: !6)
!390 = !DILocation(line: 62, column: 62, scope: !381)
!391 = !DILocalVariable(name: "b", arg: 4, scope: !381, file: !3, line: 62, type: !6)
!392 = !DILocation(line: 62, column: 69, scope: !381)
!393 = !DILocalVariable(name: "acc", scope: !381, file: !3, line: 63, type: !6)
!394 = !DILocation(line: 63, column: 7, scope: !381)
!395 = !DILocalVariable(name: "i", scope: !396, file: !3, line: 64, type: !6)
!396 = distinct !DILexicalBlock(scope: !381, file: !3, line: 64, column: 3)
!397 = !DILocation(line: 64, column: 12, scope: !396)
!398 = !DILocation(line: 64, column: 8, scope: !396)
!399 = !DILocation(line: 64, column: 19, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !3, line: 64, column: 3)
!401 = !DILocation(line: 64, column: 23, scope: !400)
!402 = !DILocation(line: 64, column: 21, scope: !400)
!403 = !DILocation(line: 64, column: 3, scope: !396)
!404 = !DILocation(line: 64, column: 38, scope: !400)
!405 = !DILocation(line: 64, column: 42, scope: !400)
!406 = !DILocation(line: 64, column: 45, scope: !400)
!407 = !DILocation(line: 64, column: 48, scope: !400)
!408 = !DILocation(line: 64, column: 35, scope: !400)
!409 = !DILocation(line: 64, column: 31, scope: !400)
!410 = !DILocation(line: 64, column: 26, scope: !400)
!411 = !DILocation(line: 64, column: 3, scope: !400)
!412 = distinct !{!412, !403, !413, !129}
!413 = !DILocation(line: 64, column: 49, scope: !396)
!414 = !DILocation(line: 65, column: 10, scope: !381)
!415 = !DILocation(line: 65, column: 3, scope: !381)
!416 = !DILocalVariable(name: "code", arg: 1, scope: !32, file: !3, line: 71, type: !35)
!417 = !DILocation(line: 71, column: 27, scope: !32)
!418 = !DILocalVariable(name: "stack", scope: !32, file: !3, line: 74, type: !419)
!419 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512, elements: !420)
!420 = !{!421}
!421 = !DISubrange(count: 16)
!422 = !DILocation(line: 74, column: 7, scope: !32)
!423 = !DILocalVariable(name: "sp", scope: !32, file: !3, line: 74, type: !6)
!424 = !DILocation(line: 74, column: 18, scope: !32)
!425 = !DILocalVariable(name: "pc", scope: !32, file: !3, line: 74, type: !6)
!426 = !DILocation(line: 74, column: 26, scope: !32)
!427 = !DILocation(line: 76, column: 3, scope: !32)
!428 = !DILabel(scope: !32, name: "do_push", file: !3, line: 77)
!429 = !DILocation(line: 77, column: 1, scope: !32)
!430 = !DILocation(line: 77, column: 24, scope: !32)
!431 = !DILocation(line: 77, column: 31, scope: !32)
!432 = !DILocation(line: 77, column: 18, scope: !32)
!433 = !DILocation(line: 77, column: 10, scope: !32)
!434 = !DILocation(line: 77, column: 22, scope: !32)
!435 = !DILocation(line: 77, column: 36, scope: !32)
!436 = !DILabel(scope: !32, name: "do_add", file: !3, line: 78)
!437 = !DILocation(line: 78, column: 1, scope: !32)
!438 = !DILocation(line: 78, column: 11, scope: !32)
!439 = !DILocation(line: 78, column: 38, scope: !32)
!440 = !DILocation(line: 78, column: 32, scope: !32)
!441 = !DILocation(line: 78, column: 21, scope: !32)
!442 = !DILocation(line: 78, column: 24, scope: !32)
!443 = !DILocation(line: 78, column: 15, scope: !32)
!444 = !DILocation(line: 78, column: 29, scope: !32)
!445 = !DILocation(line: 78, column: 43, scope: !32)
!446 = !DILabel(scope: !32, name: "do_mul", file: !3, line: 79)
!447 = !DILocation(line: 79, column: 1, scope: !32)
!448 = !DILocation(line: 79, column: 11, scope: !32)
!449 = !DILocation(line: 79, column: 38, scope: !32)
!450 = !DILocation(line: 79, column: 32, scope: !32)
!451 = !DILocation(line: 79, column: 21, scope: !32)
!452 = !DILocation(line: 79, column: 24, scope: !32)
!453 = !DILocation(line: 79, column: 15, scope: !32)
!454 = !DILocation(line: 79, column: 29, scope: !32)
!455 = !DILocation(line: 79, column: 43, scope: !32)
!456 = !DILabel(scope: !32, name: "do_over", file: !3, line: 80)
!457 = !DILocation(line: 80, column: 1, scope: !32)
!458 = !DILocation(line: 80, column: 28, scope: !32)
!459 = !DILocation(line: 80, column: 31, scope: !32)
!460 = !DILocation(line: 80, column: 22, scope: !32)
!461 = !DILocation(line: 80, column: 16, scope: !32)
!462 = !DILocation(line: 80, column: 10, scope: !32)
!463 = !DILocation(line: 80, column: 20, scope: !32)
!464 = !DILocation(line: 80, column: 39, scope: !32)
!465 = !DILocation(line: 80, column: 43, scope: !32)
!466 = !DILabel(scope: !32, name: "do_jnz", file: !3, line: 81)
!467 = !DILocation(line: 81, column: 1, scope: !32)
!468 = !DILocalVariable(name: "t", scope: !469, file: !3, line: 81, type: !6)
!469 = distinct !DILexicalBlock(scope: !32, file: !3, line: 81, column: 9)
!470 = !DILocation(line: 81, column: 15, scope: !469)
!471 = !DILocation(line: 81, column: 19, scope: !469)
!472 = !DILocation(line: 81, column: 26, scope: !469)
!473 = !DILocation(line: 81, column: 41, scope: !474)
!474 = distinct !DILexicalBlock(scope: !469, file: !3, line: 81, column: 35)
!475 = !DILocation(line: 81, column: 35, scope: !474)
!476 = !DILocation(line: 81, column: 35, scope: !469)
!477 = !DILocation(line: 81, column: 53, scope: !474)
!478 = !DILocation(line: 81, column: 51, scope: !474)
!479 = !DILocation(line: 81, column: 48, scope: !474)
!480 = !DILocation(line: 81, column: 56, scope: !469)
!481 = !DILabel(scope: !32, name: "do_dec", file: !3, line: 82)
!482 = !DILocation(line: 82, column: 1, scope: !32)
!483 = !DILocation(line: 82, column: 15, scope: !32)
!484 = !DILocation(line: 82, column: 18, scope: !32)
!485 = !DILocation(line: 82, column: 9, scope: !32)
!486 = !DILocation(line: 82, column: 22, scope: !32)
!487 = !DILocation(line: 82, column: 26, scope: !32)
!488 = !DILabel(scope: !32, name: "do_swap", file: !3, line: 83)
!489 = !DILocation(line: 83, column: 1, scope: !32)
!490 = !DILocalVariable(name: "t", scope: !491, file: !3, line: 83, type: !6)
!491 = distinct !DILexicalBlock(scope: !32, file: !3, line: 83, column: 10)
!492 = !DILocation(line: 83, column: 16, scope: !491)
!493 = !DILocation(line: 83, column: 26, scope: !491)
!494 = !DILocation(line: 83, column: 29, scope: !491)
!495 = !DILocation(line: 83, column: 20, scope: !491)
!496 = !DILocation(line: 83, column: 57, scope: !491)
!497 = !DILocation(line: 83, column: 60, scope: !491)
!498 = !DILocation(line: 83, column: 51, scope: !491)
!499 = !DILocation(line: 83, column: 41, scope: !491)
!500 = !DILocation(line: 83, column: 44, scope: !491)
!501 = !DILocation(line: 83, column: 35, scope: !491)
!502 = !DILocation(line: 83, column: 49, scope: !491)
!503 = !DILocation(line: 83, column: 82, scope: !491)
!504 = !DILocation(line: 83, column: 72, scope: !491)
!505 = !DILocation(line: 83, column: 75, scope: !491)
!506 = !DILocation(line: 83, column: 66, scope: !491)
!507 = !DILocation(line: 83, column: 80, scope: !491)
!508 = !DILocation(line: 83, column: 85, scope: !491)
!509 = !DILabel(scope: !32, name: "do_halt", file: !3, line: 84)
!510 = !DILocation(line: 84, column: 1, scope: !32)
!511 = !DILocation(line: 84, column: 23, scope: !32)
!512 = !DILocation(line: 84, column: 26, scope: !32)
!513 = !DILocation(line: 84, column: 17, scope: !32)
!514 = !DILocation(line: 84, column: 10, scope: !32)
!515 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 50, type: !26, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !36)
!516 = !DILocalVariable(name: "a", arg: 1, scope: !515, file: !3, line: 50, type: !6)
!517 = !DILocation(line: 50, column: 23, scope: !515)
!518 = !DILocalVariable(name: "b", arg: 2, scope: !515, file: !3, line: 50, type: !6)
!519 = !DILocation(line: 50, column: 30, scope: !515)
!520 = !DILocation(line: 50, column: 42, scope: !515)
!521 = !DILocation(line: 50, column: 46, scope: !515)
!522 = !DILocation(line: 50, column: 50, scope: !515)
!523 = !DILocation(line: 50, column: 48, scope: !515)
!524 = !DILocation(line: 50, column: 35, scope: !515)
