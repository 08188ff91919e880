; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr }

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@.str = private unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"ildscp\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"four\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"forward %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"+-*/%\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"%c:%d \00", align 1, !dbg !27
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 4
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1, !dbg !29
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !31
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1, !dbg !42
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !101
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1, !dbg !52
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !107
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1, !dbg !57
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !112
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 4, !dbg !127
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1, !dbg !69
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !132
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !137
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 4, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !116
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !118
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !123
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1, !dbg !125

; Function Attrs: noinline optnone
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [3 x ptr], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !162)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false), !dbg !162
  %12 = load [1 x i32], ptr %2, align 2, !dbg !163
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, [1 x i32] %12), !dbg !163
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13), !dbg !164
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !165
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %15), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !168)
  store ptr @.str.4, ptr %3, align 4, !dbg !168
    #dbg_declare(ptr %4, !169, !DIExpression(), !171)
  %17 = load ptr, ptr %3, align 4, !dbg !172
  store ptr %17, ptr %4, align 4, !dbg !171
  br label %18, !dbg !173

18:                                               ; preds = %38, %0
  %19 = load ptr, ptr %4, align 4, !dbg !174
  %20 = load i8, ptr %19, align 1, !dbg !176
  %21 = icmp ne i8 %20, 0, !dbg !177
  br i1 %21, label %22, label %41, !dbg !177

22:                                               ; preds = %18
    #dbg_declare(ptr %5, !178, !DIExpression(), !180)
  %23 = load ptr, ptr %4, align 4, !dbg !181
  %24 = load i8, ptr %23, align 1, !dbg !182
  %25 = call ptr @lookup(i8 noundef zeroext %24), !dbg !183
  store ptr %25, ptr %5, align 4, !dbg !180
  %26 = load ptr, ptr %4, align 4, !dbg !184
  %27 = load i8, ptr %26, align 1, !dbg !185
  %28 = zext i8 %27 to i32, !dbg !185
  %29 = load ptr, ptr %5, align 4, !dbg !186
  %30 = icmp ne ptr %29, null, !dbg !186
  br i1 %30, label %31, label %34, !dbg !186

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 4, !dbg !187
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !187
  br label %35, !dbg !186

34:                                               ; preds = %22
  br label %35, !dbg !186

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ], !dbg !186
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28, i32 noundef %36), !dbg !188
  br label %38, !dbg !189

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 4, !dbg !190
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !190
  store ptr %40, ptr %4, align 4, !dbg !190
  br label %18, !dbg !191, !llvm.loop !192

41:                                               ; preds = %18
    #dbg_declare(ptr %6, !195, !DIExpression(), !199)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false), !dbg !199
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0, !dbg !200
  %43 = call i32 @apply_all(ptr noundef %42, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !201
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %43), !dbg !202
    #dbg_declare(ptr %7, !203, !DIExpression(), !204)
  store i32 1, ptr %7, align 4, !dbg !204
    #dbg_declare(ptr %8, !205, !DIExpression(), !207)
  store i32 5, ptr %8, align 4, !dbg !207
  br label %45, !dbg !208

45:                                               ; preds = %52, %41
  %46 = load i32, ptr %8, align 4, !dbg !209
  %47 = icmp sgt i32 %46, 0, !dbg !211
  br i1 %47, label %48, label %55, !dbg !212

48:                                               ; preds = %45
  %49 = load i32, ptr %8, align 4, !dbg !213
  %50 = load i32, ptr %7, align 4, !dbg !214
  %51 = mul nsw i32 %50, %49, !dbg !214
  store i32 %51, ptr %7, align 4, !dbg !214
  br label %52, !dbg !215

52:                                               ; preds = %48
  %53 = load i32, ptr %8, align 4, !dbg !216
  %54 = add nsw i32 %53, -1, !dbg !216
  store i32 %54, ptr %8, align 4, !dbg !216
  br label %45, !dbg !217, !llvm.loop !218

55:                                               ; preds = %45
  %56 = call i32 @run(ptr noundef @main.prog), !dbg !220
  %57 = load i32, ptr %7, align 4, !dbg !221
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56, i32 noundef %57), !dbg !222
    #dbg_declare(ptr %9, !223, !DIExpression(), !225)
  store i32 -2128831035, ptr %9, align 4, !dbg !225
    #dbg_declare(ptr %10, !226, !DIExpression(), !228)
  store i32 0, ptr %10, align 4, !dbg !228
  br label %59, !dbg !229

59:                                               ; preds = %70, %55
  %60 = load i32, ptr %10, align 4, !dbg !230
  %61 = icmp ult i32 %60, 39, !dbg !232
  br i1 %61, label %62, label %73, !dbg !233

62:                                               ; preds = %59
  %63 = load i32, ptr %9, align 4, !dbg !234
  %64 = load i32, ptr %10, align 4, !dbg !235
  %65 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %64, !dbg !236
  %66 = load i8, ptr %65, align 1, !dbg !236
  %67 = zext i8 %66 to i32, !dbg !237
  %68 = xor i32 %63, %67, !dbg !238
  %69 = mul i32 %68, 16777619, !dbg !239
  store i32 %69, ptr %9, align 4, !dbg !240
  br label %70, !dbg !241

70:                                               ; preds = %62
  %71 = load i32, ptr %10, align 4, !dbg !242
  %72 = add i32 %71, 1, !dbg !242
  store i32 %72, ptr %10, align 4, !dbg !242
  br label %59, !dbg !243, !llvm.loop !244

73:                                               ; preds = %59
  %74 = load i32, ptr %9, align 4, !dbg !246
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %74), !dbg !247
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23), !dbg !248
  %77 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1, !dbg !249
  %78 = zext i8 %77 to i32, !dbg !249
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1, !dbg !250
  %80 = zext i8 %79 to i32, !dbg !250
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1, !dbg !251
  %82 = zext i8 %81 to i32, !dbg !251
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %78, i32 noundef %80, i32 noundef %82), !dbg !252
    #dbg_declare(ptr %11, !253, !DIExpression(), !256)
  store ptr @words, ptr %11, align 4, !dbg !256
  br label %84, !dbg !257

84:                                               ; preds = %102, %73
  %85 = load ptr, ptr %11, align 4, !dbg !258
  %86 = load ptr, ptr %85, align 4, !dbg !260
  %87 = icmp ne ptr %86, null, !dbg !261
  br i1 %87, label %88, label %105, !dbg !261

88:                                               ; preds = %84
  %89 = load ptr, ptr %11, align 4, !dbg !262
  %90 = getelementptr inbounds ptr, ptr %89, i32 0, !dbg !262
  %91 = load ptr, ptr %90, align 4, !dbg !262
  %92 = load i8, ptr %91, align 1, !dbg !263
  %93 = zext i8 %92 to i32, !dbg !263
  %94 = icmp eq i32 %93, 27, !dbg !264
  br i1 %94, label %95, label %96, !dbg !263

95:                                               ; preds = %88
  br label %99, !dbg !263

96:                                               ; preds = %88
  %97 = load ptr, ptr %11, align 4, !dbg !265
  %98 = load ptr, ptr %97, align 4, !dbg !266
  br label %99, !dbg !263

99:                                               ; preds = %96, %95
  %100 = phi ptr [ @.str.12, %95 ], [ %98, %96 ], !dbg !263
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %100), !dbg !267
  br label %102, !dbg !267

102:                                              ; preds = %99
  %103 = load ptr, ptr %11, align 4, !dbg !268
  %104 = getelementptr inbounds ptr, ptr %103, i32 1, !dbg !268
  store ptr %104, ptr %11, align 4, !dbg !268
  br label %84, !dbg !269, !llvm.loop !270

105:                                              ; preds = %84
  %106 = load i32, ptr @init, align 8, !dbg !272
  %107 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !273
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %106, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %107, i32 noundef 6), !dbg !274
  %109 = call i32 @putchar(i32 noundef 10), !dbg !275
  ret i32 0, !dbg !276
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !277 {
  %2 = alloca ptr, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca %struct.__va_list, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !280, !DIExpression(), !281)
    #dbg_declare(ptr %3, !282, !DIExpression(), !289)
    #dbg_declare(ptr %4, !290, !DIExpression(), !291)
    #dbg_declare(ptr %5, !292, !DIExpression(), !293)
  store i64 0, ptr %5, align 8, !dbg !293
  call void @llvm.va_start.p0(ptr %3), !dbg !294
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !295
    #dbg_declare(ptr %6, !296, !DIExpression(), !298)
  %10 = load ptr, ptr %2, align 4, !dbg !299
  store ptr %10, ptr %6, align 4, !dbg !298
  br label %11, !dbg !300

11:                                               ; preds = %81, %1
  %12 = load ptr, ptr %6, align 4, !dbg !301
  %13 = load i8, ptr %12, align 1, !dbg !303
  %14 = icmp ne i8 %13, 0, !dbg !304
  br i1 %14, label %15, label %84, !dbg !304

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4, !dbg !305
  %17 = load i8, ptr %16, align 1, !dbg !307
  %18 = zext i8 %17 to i32, !dbg !307
  switch i32 %18, label %79 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %34
    i32 115, label %44
    i32 99, label %57
    i32 112, label %65
  ], !dbg !308

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4, !dbg !309
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !309
  store ptr %21, ptr %3, align 4, !dbg !309
  %22 = load i32, ptr %20, align 4, !dbg !309
  %23 = sext i32 %22 to i64, !dbg !309
  %24 = load i64, ptr %5, align 8, !dbg !311
  %25 = add nsw i64 %24, %23, !dbg !311
  store i64 %25, ptr %5, align 8, !dbg !311
  br label %80, !dbg !312

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4, !dbg !313
  %28 = getelementptr inbounds i8, ptr %27, i32 7, !dbg !313
  %29 = call ptr @llvm.ptrmask.p0.i32(ptr %28, i32 -8), !dbg !313
  %30 = getelementptr inbounds i8, ptr %29, i32 8, !dbg !313
  store ptr %30, ptr %3, align 4, !dbg !313
  %31 = load i64, ptr %29, align 8, !dbg !313
  %32 = load i64, ptr %5, align 8, !dbg !314
  %33 = add nsw i64 %32, %31, !dbg !314
  store i64 %33, ptr %5, align 8, !dbg !314
  br label %80, !dbg !315

34:                                               ; preds = %15
  %35 = load ptr, ptr %3, align 4, !dbg !316
  %36 = getelementptr inbounds i8, ptr %35, i32 7, !dbg !316
  %37 = call ptr @llvm.ptrmask.p0.i32(ptr %36, i32 -8), !dbg !316
  %38 = getelementptr inbounds i8, ptr %37, i32 8, !dbg !316
  store ptr %38, ptr %3, align 4, !dbg !316
  %39 = load double, ptr %37, align 8, !dbg !316
  %40 = fmul double %39, 1.000000e+01, !dbg !317
  %41 = fptosi double %40 to i64, !dbg !318
  %42 = load i64, ptr %5, align 8, !dbg !319
  %43 = add nsw i64 %42, %41, !dbg !319
  store i64 %43, ptr %5, align 8, !dbg !319
  br label %80, !dbg !320

44:                                               ; preds = %15
    #dbg_declare(ptr %7, !321, !DIExpression(), !323)
  %45 = load ptr, ptr %3, align 4, !dbg !324
  %46 = getelementptr inbounds i8, ptr %45, i32 4, !dbg !324
  store ptr %46, ptr %3, align 4, !dbg !324
  %47 = load ptr, ptr %45, align 4, !dbg !324
  store ptr %47, ptr %7, align 4, !dbg !323
  br label %48, !dbg !325

48:                                               ; preds = %53, %44
  %49 = load ptr, ptr %7, align 4, !dbg !326
  %50 = getelementptr inbounds i8, ptr %49, i32 1, !dbg !326
  store ptr %50, ptr %7, align 4, !dbg !326
  %51 = load i8, ptr %49, align 1, !dbg !327
  %52 = icmp ne i8 %51, 0, !dbg !325
  br i1 %52, label %53, label %56, !dbg !325

53:                                               ; preds = %48
  %54 = load i64, ptr %5, align 8, !dbg !328
  %55 = add nsw i64 %54, 1, !dbg !328
  store i64 %55, ptr %5, align 8, !dbg !328
  br label %48, !dbg !325, !llvm.loop !329

56:                                               ; preds = %48
  br label %80, !dbg !331

57:                                               ; preds = %15
  %58 = load ptr, ptr %3, align 4, !dbg !332
  %59 = getelementptr inbounds i8, ptr %58, i32 4, !dbg !332
  store ptr %59, ptr %3, align 4, !dbg !332
  %60 = load i32, ptr %58, align 4, !dbg !332
  %61 = trunc i32 %60 to i8, !dbg !333
  %62 = zext i8 %61 to i64, !dbg !333
  %63 = load i64, ptr %5, align 8, !dbg !334
  %64 = add nsw i64 %63, %62, !dbg !334
  store i64 %64, ptr %5, align 8, !dbg !334
  br label %80, !dbg !335

65:                                               ; preds = %15
    #dbg_declare(ptr %8, !336, !DIExpression(), !338)
  %66 = load ptr, ptr %3, align 4, !dbg !339
  %67 = getelementptr inbounds i8, ptr %66, i32 4, !dbg !339
  store ptr %67, ptr %3, align 4, !dbg !339
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 4 %66, i32 4, i1 false), !dbg !339
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !340
  %69 = load i16, ptr %68, align 2, !dbg !340
  %70 = sext i16 %69 to i32, !dbg !341
  %71 = mul nsw i32 %70, 100, !dbg !342
  %72 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !343
  %73 = load i16, ptr %72, align 2, !dbg !343
  %74 = sext i16 %73 to i32, !dbg !344
  %75 = add nsw i32 %71, %74, !dbg !345
  %76 = sext i32 %75 to i64, !dbg !341
  %77 = load i64, ptr %5, align 8, !dbg !346
  %78 = add nsw i64 %77, %76, !dbg !346
  store i64 %78, ptr %5, align 8, !dbg !346
  br label %80, !dbg !347

79:                                               ; preds = %15
  br label %80, !dbg !348

80:                                               ; preds = %79, %65, %57, %56, %34, %26, %19
  br label %81, !dbg !349

81:                                               ; preds = %80
  %82 = load ptr, ptr %6, align 4, !dbg !350
  %83 = getelementptr inbounds i8, ptr %82, i32 1, !dbg !350
  store ptr %83, ptr %6, align 4, !dbg !350
  br label %11, !dbg !351, !llvm.loop !352

84:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !354
    #dbg_declare(ptr %9, !355, !DIExpression(), !356)
  %85 = load ptr, ptr %2, align 4, !dbg !357
  %86 = load i8, ptr %85, align 1, !dbg !358
  %87 = zext i8 %86 to i32, !dbg !358
  %88 = icmp eq i32 %87, 105, !dbg !359
  br i1 %88, label %89, label %93, !dbg !360

89:                                               ; preds = %84
  %90 = load ptr, ptr %4, align 4, !dbg !361
  %91 = getelementptr inbounds i8, ptr %90, i32 4, !dbg !361
  store ptr %91, ptr %4, align 4, !dbg !361
  %92 = load i32, ptr %90, align 4, !dbg !361
  br label %94, !dbg !360

93:                                               ; preds = %84
  br label %94, !dbg !360

94:                                               ; preds = %93, %89
  %95 = phi i32 [ %92, %89 ], [ 0, %93 ], !dbg !360
  store i32 %95, ptr %9, align 4, !dbg !356
  call void @llvm.va_end.p0(ptr %4), !dbg !362
  %96 = load i64, ptr %5, align 8, !dbg !363
  %97 = mul nsw i64 %96, 1000, !dbg !364
  %98 = load i32, ptr %9, align 4, !dbg !365
  %99 = sext i32 %98 to i64, !dbg !365
  %100 = add nsw i64 %97, %99, !dbg !366
  ret i64 %100, !dbg !367
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !368 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !371, !DIExpression(), !372)
    #dbg_declare(ptr %3, !373, !DIExpression(), !374)
  call void @llvm.va_start.p0(ptr %3), !dbg !375
    #dbg_declare(ptr %4, !376, !DIExpression(), !377)
  store i32 0, ptr %4, align 4, !dbg !377
  br label %5, !dbg !378

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !379
  %7 = add nsw i32 %6, -1, !dbg !379
  store i32 %7, ptr %2, align 4, !dbg !379
  %8 = icmp sgt i32 %6, 0, !dbg !380
  br i1 %8, label %9, label %16, !dbg !378

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !381
  %11 = mul nsw i32 %10, 31, !dbg !382
  %12 = load ptr, ptr %3, align 4, !dbg !383
  %13 = getelementptr inbounds i8, ptr %12, i32 4, !dbg !383
  store ptr %13, ptr %3, align 4, !dbg !383
  %14 = load i32, ptr %12, align 4, !dbg !383
  %15 = add nsw i32 %11, %14, !dbg !384
  store i32 %15, ptr %4, align 4, !dbg !385
  br label %5, !dbg !378, !llvm.loop !386

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !388
  %17 = load i32, ptr %4, align 4, !dbg !389
  ret i32 %17, !dbg !390
}

; Function Attrs: noinline nounwind optnone
define internal ptr @lookup(i8 noundef zeroext %0) #3 !dbg !391 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !394, !DIExpression(), !395)
    #dbg_declare(ptr %4, !396, !DIExpression(), !398)
  store i32 0, ptr %4, align 4, !dbg !398
  br label %5, !dbg !399

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !400
  %7 = icmp ult i32 %6, 4, !dbg !402
  br i1 %7, label %8, label %26, !dbg !403

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !404
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9, !dbg !406
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0, !dbg !407
  %12 = load i8, ptr %11, align 4, !dbg !407
  %13 = zext i8 %12 to i32, !dbg !406
  %14 = load i8, ptr %3, align 1, !dbg !408
  %15 = zext i8 %14 to i32, !dbg !408
  %16 = icmp eq i32 %13, %15, !dbg !409
  br i1 %16, label %17, label %22, !dbg !410

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !411
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18, !dbg !412
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1, !dbg !413
  %21 = load ptr, ptr %20, align 4, !dbg !413
  store ptr %21, ptr %2, align 4, !dbg !414
  br label %27, !dbg !414

22:                                               ; preds = %8
  br label %23, !dbg !408

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !415
  %25 = add i32 %24, 1, !dbg !415
  store i32 %25, ptr %4, align 4, !dbg !415
  br label %5, !dbg !416, !llvm.loop !417

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !419
  br label %27, !dbg !419

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !420
  ret ptr %28, !dbg !420
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !421 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !422, !DIExpression(), !423)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !424, !DIExpression(), !425)
  %5 = load i32, ptr %3, align 4, !dbg !426
  %6 = load i32, ptr %4, align 4, !dbg !427
  %7 = add nsw i32 %5, %6, !dbg !428
  ret i32 %7, !dbg !429
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !430 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !431, !DIExpression(), !432)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !433, !DIExpression(), !434)
  %5 = load i32, ptr %3, align 4, !dbg !435
  %6 = load i32, ptr %4, align 4, !dbg !436
  %7 = mul nsw i32 %5, %6, !dbg !437
  ret i32 %7, !dbg !438
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !439 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !440, !DIExpression(), !441)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !442, !DIExpression(), !443)
  %5 = load i32, ptr %3, align 4, !dbg !444
  %6 = load i32, ptr %4, align 4, !dbg !445
  %7 = sub nsw i32 %5, %6, !dbg !446
  ret i32 %7, !dbg !447
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !448 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !452, !DIExpression(), !453)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !454, !DIExpression(), !455)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !456, !DIExpression(), !457)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !458, !DIExpression(), !459)
    #dbg_declare(ptr %9, !460, !DIExpression(), !461)
  store i32 0, ptr %9, align 4, !dbg !461
    #dbg_declare(ptr %10, !462, !DIExpression(), !464)
  store i32 0, ptr %10, align 4, !dbg !464
  br label %11, !dbg !465

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4, !dbg !466
  %13 = load i32, ptr %6, align 4, !dbg !468
  %14 = icmp slt i32 %12, %13, !dbg !469
  br i1 %14, label %15, label %28, !dbg !470

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 4, !dbg !471
  %17 = load i32, ptr %10, align 4, !dbg !472
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17, !dbg !471
  %19 = load ptr, ptr %18, align 4, !dbg !471
  %20 = load i32, ptr %7, align 4, !dbg !473
  %21 = load i32, ptr %8, align 4, !dbg !474
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !471
  %23 = load i32, ptr %9, align 4, !dbg !475
  %24 = add nsw i32 %23, %22, !dbg !475
  store i32 %24, ptr %9, align 4, !dbg !475
  br label %25, !dbg !476

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4, !dbg !477
  %27 = add nsw i32 %26, 1, !dbg !477
  store i32 %27, ptr %10, align 4, !dbg !477
  br label %11, !dbg !478, !llvm.loop !479

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4, !dbg !481
  ret i32 %29, !dbg !482
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !483, !DIExpression(), !484)
    #dbg_declare(ptr %3, !485, !DIExpression(), !489)
    #dbg_declare(ptr %4, !490, !DIExpression(), !491)
  store i32 0, ptr %4, align 4, !dbg !491
    #dbg_declare(ptr %5, !492, !DIExpression(), !493)
  store i32 0, ptr %5, align 4, !dbg !493
  %8 = load ptr, ptr %2, align 4, !dbg !494
  %9 = load i32, ptr %5, align 4, !dbg !494
  %10 = add nsw i32 %9, 1, !dbg !494
  store i32 %10, ptr %5, align 4, !dbg !494
  %11 = getelementptr inbounds i32, ptr %8, i32 %9, !dbg !494
  %12 = load i32, ptr %11, align 4, !dbg !494
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !494
  %14 = load ptr, ptr %13, align 4, !dbg !494
  br label %145, !dbg !494

15:                                               ; preds = %145
    #dbg_label(!495, !496)
  %16 = load ptr, ptr %2, align 4, !dbg !497
  %17 = load i32, ptr %5, align 4, !dbg !498
  %18 = add nsw i32 %17, 1, !dbg !498
  store i32 %18, ptr %5, align 4, !dbg !498
  %19 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !497
  %20 = load i32, ptr %19, align 4, !dbg !497
  %21 = load i32, ptr %4, align 4, !dbg !499
  %22 = add nsw i32 %21, 1, !dbg !499
  store i32 %22, ptr %4, align 4, !dbg !499
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21, !dbg !500
  store i32 %20, ptr %23, align 4, !dbg !501
  %24 = load ptr, ptr %2, align 4, !dbg !502
  %25 = load i32, ptr %5, align 4, !dbg !502
  %26 = add nsw i32 %25, 1, !dbg !502
  store i32 %26, ptr %5, align 4, !dbg !502
  %27 = getelementptr inbounds i32, ptr %24, i32 %25, !dbg !502
  %28 = load i32, ptr %27, align 4, !dbg !502
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28, !dbg !502
  %30 = load ptr, ptr %29, align 4, !dbg !502
  br label %145, !dbg !502

31:                                               ; preds = %145
    #dbg_label(!503, !504)
  %32 = load i32, ptr %4, align 4, !dbg !505
  %33 = add nsw i32 %32, -1, !dbg !505
  store i32 %33, ptr %4, align 4, !dbg !505
  %34 = load i32, ptr %4, align 4, !dbg !506
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34, !dbg !507
  %36 = load i32, ptr %35, align 4, !dbg !507
  %37 = load i32, ptr %4, align 4, !dbg !508
  %38 = sub nsw i32 %37, 1, !dbg !509
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38, !dbg !510
  %40 = load i32, ptr %39, align 4, !dbg !511
  %41 = add nsw i32 %40, %36, !dbg !511
  store i32 %41, ptr %39, align 4, !dbg !511
  %42 = load ptr, ptr %2, align 4, !dbg !512
  %43 = load i32, ptr %5, align 4, !dbg !512
  %44 = add nsw i32 %43, 1, !dbg !512
  store i32 %44, ptr %5, align 4, !dbg !512
  %45 = getelementptr inbounds i32, ptr %42, i32 %43, !dbg !512
  %46 = load i32, ptr %45, align 4, !dbg !512
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46, !dbg !512
  %48 = load ptr, ptr %47, align 4, !dbg !512
  br label %145, !dbg !512

49:                                               ; preds = %145
    #dbg_label(!513, !514)
  %50 = load i32, ptr %4, align 4, !dbg !515
  %51 = add nsw i32 %50, -1, !dbg !515
  store i32 %51, ptr %4, align 4, !dbg !515
  %52 = load i32, ptr %4, align 4, !dbg !516
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52, !dbg !517
  %54 = load i32, ptr %53, align 4, !dbg !517
  %55 = load i32, ptr %4, align 4, !dbg !518
  %56 = sub nsw i32 %55, 1, !dbg !519
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56, !dbg !520
  %58 = load i32, ptr %57, align 4, !dbg !521
  %59 = mul nsw i32 %58, %54, !dbg !521
  store i32 %59, ptr %57, align 4, !dbg !521
  %60 = load ptr, ptr %2, align 4, !dbg !522
  %61 = load i32, ptr %5, align 4, !dbg !522
  %62 = add nsw i32 %61, 1, !dbg !522
  store i32 %62, ptr %5, align 4, !dbg !522
  %63 = getelementptr inbounds i32, ptr %60, i32 %61, !dbg !522
  %64 = load i32, ptr %63, align 4, !dbg !522
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64, !dbg !522
  %66 = load ptr, ptr %65, align 4, !dbg !522
  br label %145, !dbg !522

67:                                               ; preds = %145
    #dbg_label(!523, !524)
  %68 = load i32, ptr %4, align 4, !dbg !525
  %69 = sub nsw i32 %68, 2, !dbg !526
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69, !dbg !527
  %71 = load i32, ptr %70, align 4, !dbg !527
  %72 = load i32, ptr %4, align 4, !dbg !528
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72, !dbg !529
  store i32 %71, ptr %73, align 4, !dbg !530
  %74 = load i32, ptr %4, align 4, !dbg !531
  %75 = add nsw i32 %74, 1, !dbg !531
  store i32 %75, ptr %4, align 4, !dbg !531
  %76 = load ptr, ptr %2, align 4, !dbg !532
  %77 = load i32, ptr %5, align 4, !dbg !532
  %78 = add nsw i32 %77, 1, !dbg !532
  store i32 %78, ptr %5, align 4, !dbg !532
  %79 = getelementptr inbounds i32, ptr %76, i32 %77, !dbg !532
  %80 = load i32, ptr %79, align 4, !dbg !532
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !532
  %82 = load ptr, ptr %81, align 4, !dbg !532
  br label %145, !dbg !532

83:                                               ; preds = %145
    #dbg_label(!533, !534)
    #dbg_declare(ptr %6, !535, !DIExpression(), !537)
  %84 = load ptr, ptr %2, align 4, !dbg !538
  %85 = load i32, ptr %5, align 4, !dbg !539
  %86 = add nsw i32 %85, 1, !dbg !539
  store i32 %86, ptr %5, align 4, !dbg !539
  %87 = getelementptr inbounds i32, ptr %84, i32 %85, !dbg !538
  %88 = load i32, ptr %87, align 4, !dbg !538
  store i32 %88, ptr %6, align 4, !dbg !537
  %89 = load i32, ptr %4, align 4, !dbg !540
  %90 = add nsw i32 %89, -1, !dbg !540
  store i32 %90, ptr %4, align 4, !dbg !540
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90, !dbg !542
  %92 = load i32, ptr %91, align 4, !dbg !542
  %93 = icmp ne i32 %92, 0, !dbg !542
  br i1 %93, label %94, label %96, !dbg !543

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4, !dbg !544
  store i32 %95, ptr %5, align 4, !dbg !545
  br label %96, !dbg !546

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4, !dbg !547
  %98 = load i32, ptr %5, align 4, !dbg !547
  %99 = add nsw i32 %98, 1, !dbg !547
  store i32 %99, ptr %5, align 4, !dbg !547
  %100 = getelementptr inbounds i32, ptr %97, i32 %98, !dbg !547
  %101 = load i32, ptr %100, align 4, !dbg !547
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101, !dbg !547
  %103 = load ptr, ptr %102, align 4, !dbg !547
  br label %145, !dbg !547

104:                                              ; preds = %145
    #dbg_label(!548, !549)
  %105 = load i32, ptr %4, align 4, !dbg !550
  %106 = sub nsw i32 %105, 1, !dbg !551
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106, !dbg !552
  %108 = load i32, ptr %107, align 4, !dbg !553
  %109 = add nsw i32 %108, -1, !dbg !553
  store i32 %109, ptr %107, align 4, !dbg !553
  %110 = load ptr, ptr %2, align 4, !dbg !554
  %111 = load i32, ptr %5, align 4, !dbg !554
  %112 = add nsw i32 %111, 1, !dbg !554
  store i32 %112, ptr %5, align 4, !dbg !554
  %113 = getelementptr inbounds i32, ptr %110, i32 %111, !dbg !554
  %114 = load i32, ptr %113, align 4, !dbg !554
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114, !dbg !554
  %116 = load ptr, ptr %115, align 4, !dbg !554
  br label %145, !dbg !554

117:                                              ; preds = %145
    #dbg_label(!555, !556)
    #dbg_declare(ptr %7, !557, !DIExpression(), !559)
  %118 = load i32, ptr %4, align 4, !dbg !560
  %119 = sub nsw i32 %118, 1, !dbg !561
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119, !dbg !562
  %121 = load i32, ptr %120, align 4, !dbg !562
  store i32 %121, ptr %7, align 4, !dbg !559
  %122 = load i32, ptr %4, align 4, !dbg !563
  %123 = sub nsw i32 %122, 2, !dbg !564
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123, !dbg !565
  %125 = load i32, ptr %124, align 4, !dbg !565
  %126 = load i32, ptr %4, align 4, !dbg !566
  %127 = sub nsw i32 %126, 1, !dbg !567
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127, !dbg !568
  store i32 %125, ptr %128, align 4, !dbg !569
  %129 = load i32, ptr %7, align 4, !dbg !570
  %130 = load i32, ptr %4, align 4, !dbg !571
  %131 = sub nsw i32 %130, 2, !dbg !572
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131, !dbg !573
  store i32 %129, ptr %132, align 4, !dbg !574
  %133 = load ptr, ptr %2, align 4, !dbg !575
  %134 = load i32, ptr %5, align 4, !dbg !575
  %135 = add nsw i32 %134, 1, !dbg !575
  store i32 %135, ptr %5, align 4, !dbg !575
  %136 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !575
  %137 = load i32, ptr %136, align 4, !dbg !575
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137, !dbg !575
  %139 = load ptr, ptr %138, align 4, !dbg !575
  br label %145, !dbg !575

140:                                              ; preds = %145
    #dbg_label(!576, !577)
  %141 = load i32, ptr %4, align 4, !dbg !578
  %142 = sub nsw i32 %141, 1, !dbg !579
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142, !dbg !580
  %144 = load i32, ptr %143, align 4, !dbg !580
  ret i32 %144, !dbg !581

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi ptr [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr ptr %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i32(ptr, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !582 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !583, !DIExpression(), !584)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !585, !DIExpression(), !586)
  %5 = load i32, ptr %4, align 4, !dbg !587
  %6 = icmp ne i32 %5, 0, !dbg !587
  br i1 %6, label %7, label %11, !dbg !587

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !588
  %9 = load i32, ptr %4, align 4, !dbg !589
  %10 = sdiv i32 %8, %9, !dbg !590
  br label %12, !dbg !587

11:                                               ; preds = %2
  br label %12, !dbg !587

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !587
  ret i32 %13, !dbg !591
}

attributes #0 = { noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "prog", scope: !33, file: !2, line: 113, type: !145, isLocal: true, isDefinition: true)
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !34, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !95)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !36, !40, !4}
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !{!0, !7, !12, !17, !22, !27, !29, !31, !42, !47, !52, !57, !62, !64, !69, !74, !77, !89, !101, !107, !112, !116, !118, !123, !125, !127, !132, !137}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 21)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 20)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !14, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 4)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 27)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!75 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !37, file: !2, line: 95, type: !76, isLocal: true, isDefinition: true)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "op_table", scope: !37, file: !2, line: 52, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 256, elements: !67)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 52, size: 64, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !81, file: !2, line: 52, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !81, file: !2, line: 52, baseType: !85, size: 32, offset: 32)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 46, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 32)
!87 = !DISubroutineType(types: !88)
!88 = !{!36, !36, !36}
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "dispatch", scope: !91, file: !2, line: 72, type: !96, isLocal: true, isDefinition: true)
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!36, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 32)
!95 = !{}
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 256, elements: !99)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!99 = !{!100}
!100 = !DISubrange(count: 8)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "esc", scope: !37, file: !2, line: 89, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 312, elements: !105)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!105 = !{!106}
!106 = !DISubrange(count: 39)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "utf8", scope: !37, file: !2, line: 90, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 184, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 23)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "raw", scope: !37, file: !2, line: 91, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 64, elements: !99)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !24, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 1)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !24, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 160, elements: !15)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "buf2d", scope: !37, file: !2, line: 93, type: !134, isLocal: true, isDefinition: true)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !135)
!135 = !{!136, !16}
!136 = !DISubrange(count: 3)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "init", scope: !37, file: !2, line: 94, type: !139, isLocal: true, isDefinition: true)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 192, elements: !140)
!140 = !{!141, !142, !143}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !139, file: !2, line: 94, baseType: !36, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !139, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !139, file: !2, line: 94, baseType: !144, size: 64, offset: 128)
!144 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 13)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 1, !"min_enum_size", i32 4}
!152 = !{i32 8, !"PIC Level", i32 2}
!153 = !{i32 7, !"PIE Level", i32 2}
!154 = !{i32 7, !"frame-pointer", i32 2}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !158)
!158 = !{!159, !161}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !157, file: !2, line: 11, baseType: !160, size: 16)
!160 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !157, file: !2, line: 11, baseType: !160, size: 16, offset: 16)
!162 = !DILocation(line: 100, column: 13, scope: !33)
!163 = !DILocation(line: 101, column: 25, scope: !33)
!164 = !DILocation(line: 101, column: 3, scope: !33)
!165 = !DILocation(line: 102, column: 26, scope: !33)
!166 = !DILocation(line: 102, column: 3, scope: !33)
!167 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!168 = !DILocation(line: 104, column: 15, scope: !33)
!169 = !DILocalVariable(name: "e", scope: !170, file: !2, line: 105, type: !131)
!170 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105, column: 3)
!171 = !DILocation(line: 105, column: 20, scope: !170)
!172 = !DILocation(line: 105, column: 24, scope: !170)
!173 = !DILocation(line: 105, column: 8, scope: !170)
!174 = !DILocation(line: 105, column: 31, scope: !175)
!175 = distinct !DILexicalBlock(scope: !170, file: !2, line: 105, column: 3)
!176 = !DILocation(line: 105, column: 30, scope: !175)
!177 = !DILocation(line: 105, column: 3, scope: !170)
!178 = !DILocalVariable(name: "f", scope: !179, file: !2, line: 106, type: !85)
!179 = distinct !DILexicalBlock(scope: !175, file: !2, line: 105, column: 39)
!180 = !DILocation(line: 106, column: 11, scope: !179)
!181 = !DILocation(line: 106, column: 23, scope: !179)
!182 = !DILocation(line: 106, column: 22, scope: !179)
!183 = !DILocation(line: 106, column: 15, scope: !179)
!184 = !DILocation(line: 107, column: 23, scope: !179)
!185 = !DILocation(line: 107, column: 22, scope: !179)
!186 = !DILocation(line: 107, column: 26, scope: !179)
!187 = !DILocation(line: 107, column: 30, scope: !179)
!188 = !DILocation(line: 107, column: 5, scope: !179)
!189 = !DILocation(line: 108, column: 3, scope: !179)
!190 = !DILocation(line: 105, column: 34, scope: !175)
!191 = !DILocation(line: 105, column: 3, scope: !175)
!192 = distinct !{!192, !177, !193, !194}
!193 = !DILocation(line: 108, column: 3, scope: !170)
!194 = !{!"llvm.loop.mustprogress"}
!195 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 96, elements: !198)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!198 = !{!136}
!199 = !DILocation(line: 109, column: 15, scope: !33)
!200 = !DILocation(line: 110, column: 36, scope: !33)
!201 = !DILocation(line: 110, column: 26, scope: !33)
!202 = !DILocation(line: 110, column: 3, scope: !33)
!203 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!204 = !DILocation(line: 116, column: 7, scope: !33)
!205 = !DILocalVariable(name: "i", scope: !206, file: !2, line: 117, type: !36)
!206 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117, column: 3)
!207 = !DILocation(line: 117, column: 12, scope: !206)
!208 = !DILocation(line: 117, column: 8, scope: !206)
!209 = !DILocation(line: 117, column: 19, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 117, column: 3)
!211 = !DILocation(line: 117, column: 21, scope: !210)
!212 = !DILocation(line: 117, column: 3, scope: !206)
!213 = !DILocation(line: 117, column: 39, scope: !210)
!214 = !DILocation(line: 117, column: 36, scope: !210)
!215 = !DILocation(line: 117, column: 31, scope: !210)
!216 = !DILocation(line: 117, column: 26, scope: !210)
!217 = !DILocation(line: 117, column: 3, scope: !210)
!218 = distinct !{!218, !212, !219, !194}
!219 = !DILocation(line: 117, column: 39, scope: !206)
!220 = !DILocation(line: 118, column: 35, scope: !33)
!221 = !DILocation(line: 118, column: 46, scope: !33)
!222 = !DILocation(line: 118, column: 3, scope: !33)
!223 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !224)
!224 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!225 = !DILocation(line: 120, column: 12, scope: !33)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 121, type: !224)
!227 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121, column: 3)
!228 = !DILocation(line: 121, column: 17, scope: !227)
!229 = !DILocation(line: 121, column: 8, scope: !227)
!230 = !DILocation(line: 121, column: 24, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !2, line: 121, column: 3)
!232 = !DILocation(line: 121, column: 26, scope: !231)
!233 = !DILocation(line: 121, column: 3, scope: !227)
!234 = !DILocation(line: 121, column: 50, scope: !231)
!235 = !DILocation(line: 121, column: 73, scope: !231)
!236 = !DILocation(line: 121, column: 69, scope: !231)
!237 = !DILocation(line: 121, column: 54, scope: !231)
!238 = !DILocation(line: 121, column: 52, scope: !231)
!239 = !DILocation(line: 121, column: 77, scope: !231)
!240 = !DILocation(line: 121, column: 47, scope: !231)
!241 = !DILocation(line: 121, column: 45, scope: !231)
!242 = !DILocation(line: 121, column: 40, scope: !231)
!243 = !DILocation(line: 121, column: 3, scope: !231)
!244 = distinct !{!244, !233, !245, !194}
!245 = !DILocation(line: 121, column: 79, scope: !227)
!246 = !DILocation(line: 122, column: 53, scope: !33)
!247 = !DILocation(line: 122, column: 3, scope: !33)
!248 = !DILocation(line: 123, column: 3, scope: !33)
!249 = !DILocation(line: 124, column: 28, scope: !33)
!250 = !DILocation(line: 124, column: 36, scope: !33)
!251 = !DILocation(line: 124, column: 44, scope: !33)
!252 = !DILocation(line: 124, column: 3, scope: !33)
!253 = !DILocalVariable(name: "w", scope: !254, file: !2, line: 125, type: !255)
!254 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125, column: 3)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!256 = !DILocation(line: 125, column: 27, scope: !254)
!257 = !DILocation(line: 125, column: 8, scope: !254)
!258 = !DILocation(line: 125, column: 39, scope: !259)
!259 = distinct !DILexicalBlock(scope: !254, file: !2, line: 125, column: 3)
!260 = !DILocation(line: 125, column: 38, scope: !259)
!261 = !DILocation(line: 125, column: 3, scope: !254)
!262 = !DILocation(line: 125, column: 63, scope: !259)
!263 = !DILocation(line: 125, column: 62, scope: !259)
!264 = !DILocation(line: 125, column: 68, scope: !259)
!265 = !DILocation(line: 125, column: 87, scope: !259)
!266 = !DILocation(line: 125, column: 86, scope: !259)
!267 = !DILocation(line: 125, column: 47, scope: !259)
!268 = !DILocation(line: 125, column: 42, scope: !259)
!269 = !DILocation(line: 125, column: 3, scope: !259)
!270 = distinct !{!270, !261, !271, !194}
!271 = !DILocation(line: 125, column: 88, scope: !254)
!272 = !DILocation(line: 126, column: 77, scope: !33)
!273 = !DILocation(line: 126, column: 93, scope: !33)
!274 = !DILocation(line: 126, column: 3, scope: !33)
!275 = !DILocation(line: 128, column: 3, scope: !33)
!276 = !DILocation(line: 129, column: 3, scope: !33)
!277 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !278, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!278 = !DISubroutineType(types: !279)
!279 = !{!40, !131, null}
!280 = !DILocalVariable(name: "fmt", arg: 1, scope: !277, file: !2, line: 13, type: !131)
!281 = !DILocation(line: 13, column: 35, scope: !277)
!282 = !DILocalVariable(name: "ap", scope: !277, file: !2, line: 14, type: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !285)
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 32, elements: !286)
!286 = !{!287}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "__ap", scope: !285, file: !2, line: 14, baseType: !288, size: 32)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!289 = !DILocation(line: 14, column: 13, scope: !277)
!290 = !DILocalVariable(name: "ap2", scope: !277, file: !2, line: 14, type: !283)
!291 = !DILocation(line: 14, column: 17, scope: !277)
!292 = !DILocalVariable(name: "total", scope: !277, file: !2, line: 15, type: !40)
!293 = !DILocation(line: 15, column: 13, scope: !277)
!294 = !DILocation(line: 16, column: 3, scope: !277)
!295 = !DILocation(line: 17, column: 3, scope: !277)
!296 = !DILocalVariable(name: "f", scope: !297, file: !2, line: 18, type: !131)
!297 = distinct !DILexicalBlock(scope: !277, file: !2, line: 18, column: 3)
!298 = !DILocation(line: 18, column: 20, scope: !297)
!299 = !DILocation(line: 18, column: 24, scope: !297)
!300 = !DILocation(line: 18, column: 8, scope: !297)
!301 = !DILocation(line: 18, column: 30, scope: !302)
!302 = distinct !DILexicalBlock(scope: !297, file: !2, line: 18, column: 3)
!303 = !DILocation(line: 18, column: 29, scope: !302)
!304 = !DILocation(line: 18, column: 3, scope: !297)
!305 = !DILocation(line: 19, column: 14, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 18, column: 38)
!307 = !DILocation(line: 19, column: 13, scope: !306)
!308 = !DILocation(line: 19, column: 5, scope: !306)
!309 = !DILocation(line: 20, column: 24, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 19, column: 17)
!311 = !DILocation(line: 20, column: 21, scope: !310)
!312 = !DILocation(line: 20, column: 51, scope: !310)
!313 = !DILocation(line: 21, column: 24, scope: !310)
!314 = !DILocation(line: 21, column: 21, scope: !310)
!315 = !DILocation(line: 21, column: 57, scope: !310)
!316 = !DILocation(line: 22, column: 36, scope: !310)
!317 = !DILocation(line: 22, column: 65, scope: !310)
!318 = !DILocation(line: 22, column: 24, scope: !310)
!319 = !DILocation(line: 22, column: 21, scope: !310)
!320 = !DILocation(line: 22, column: 72, scope: !310)
!321 = !DILocalVariable(name: "s", scope: !322, file: !2, line: 23, type: !131)
!322 = distinct !DILexicalBlock(scope: !310, file: !2, line: 23, column: 15)
!323 = !DILocation(line: 23, column: 29, scope: !322)
!324 = !DILocation(line: 23, column: 33, scope: !322)
!325 = !DILocation(line: 23, column: 69, scope: !322)
!326 = !DILocation(line: 23, column: 78, scope: !322)
!327 = !DILocation(line: 23, column: 76, scope: !322)
!328 = !DILocation(line: 23, column: 82, scope: !322)
!329 = distinct !{!329, !325, !330, !194}
!330 = !DILocation(line: 23, column: 84, scope: !322)
!331 = !DILocation(line: 23, column: 91, scope: !322)
!332 = !DILocation(line: 24, column: 30, scope: !310)
!333 = !DILocation(line: 24, column: 24, scope: !310)
!334 = !DILocation(line: 24, column: 21, scope: !310)
!335 = !DILocation(line: 24, column: 57, scope: !310)
!336 = !DILocalVariable(name: "p", scope: !337, file: !2, line: 25, type: !157)
!337 = distinct !DILexicalBlock(scope: !310, file: !2, line: 25, column: 15)
!338 = !DILocation(line: 25, column: 27, scope: !337)
!339 = !DILocation(line: 25, column: 31, scope: !337)
!340 = !DILocation(line: 25, column: 75, scope: !337)
!341 = !DILocation(line: 25, column: 73, scope: !337)
!342 = !DILocation(line: 25, column: 77, scope: !337)
!343 = !DILocation(line: 25, column: 87, scope: !337)
!344 = !DILocation(line: 25, column: 85, scope: !337)
!345 = !DILocation(line: 25, column: 83, scope: !337)
!346 = !DILocation(line: 25, column: 70, scope: !337)
!347 = !DILocation(line: 25, column: 90, scope: !337)
!348 = !DILocation(line: 26, column: 14, scope: !310)
!349 = !DILocation(line: 28, column: 3, scope: !306)
!350 = !DILocation(line: 18, column: 33, scope: !302)
!351 = !DILocation(line: 18, column: 3, scope: !302)
!352 = distinct !{!352, !304, !353, !194}
!353 = !DILocation(line: 28, column: 3, scope: !297)
!354 = !DILocation(line: 29, column: 3, scope: !277)
!355 = !DILocalVariable(name: "first", scope: !277, file: !2, line: 31, type: !36)
!356 = !DILocation(line: 31, column: 7, scope: !277)
!357 = !DILocation(line: 31, column: 17, scope: !277)
!358 = !DILocation(line: 31, column: 16, scope: !277)
!359 = !DILocation(line: 31, column: 21, scope: !277)
!360 = !DILocation(line: 31, column: 15, scope: !277)
!361 = !DILocation(line: 31, column: 31, scope: !277)
!362 = !DILocation(line: 32, column: 3, scope: !277)
!363 = !DILocation(line: 33, column: 10, scope: !277)
!364 = !DILocation(line: 33, column: 16, scope: !277)
!365 = !DILocation(line: 33, column: 25, scope: !277)
!366 = !DILocation(line: 33, column: 23, scope: !277)
!367 = !DILocation(line: 33, column: 3, scope: !277)
!368 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !369, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!369 = !DISubroutineType(types: !370)
!370 = !{!36, !36, null}
!371 = !DILocalVariable(name: "n", arg: 1, scope: !368, file: !2, line: 36, type: !36)
!372 = !DILocation(line: 36, column: 24, scope: !368)
!373 = !DILocalVariable(name: "ap", scope: !368, file: !2, line: 37, type: !283)
!374 = !DILocation(line: 37, column: 13, scope: !368)
!375 = !DILocation(line: 38, column: 3, scope: !368)
!376 = !DILocalVariable(name: "r", scope: !368, file: !2, line: 39, type: !36)
!377 = !DILocation(line: 39, column: 7, scope: !368)
!378 = !DILocation(line: 40, column: 3, scope: !368)
!379 = !DILocation(line: 40, column: 11, scope: !368)
!380 = !DILocation(line: 40, column: 14, scope: !368)
!381 = !DILocation(line: 40, column: 23, scope: !368)
!382 = !DILocation(line: 40, column: 25, scope: !368)
!383 = !DILocation(line: 40, column: 32, scope: !368)
!384 = !DILocation(line: 40, column: 30, scope: !368)
!385 = !DILocation(line: 40, column: 21, scope: !368)
!386 = distinct !{!386, !378, !387, !194}
!387 = !DILocation(line: 40, column: 56, scope: !368)
!388 = !DILocation(line: 41, column: 3, scope: !368)
!389 = !DILocation(line: 42, column: 10, scope: !368)
!390 = !DILocation(line: 42, column: 3, scope: !368)
!391 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !392, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!392 = !DISubroutineType(types: !393)
!393 = !{!85, !4}
!394 = !DILocalVariable(name: "c", arg: 1, scope: !391, file: !2, line: 56, type: !4)
!395 = !DILocation(line: 56, column: 26, scope: !391)
!396 = !DILocalVariable(name: "i", scope: !397, file: !2, line: 57, type: !224)
!397 = distinct !DILexicalBlock(scope: !391, file: !2, line: 57, column: 3)
!398 = !DILocation(line: 57, column: 17, scope: !397)
!399 = !DILocation(line: 57, column: 8, scope: !397)
!400 = !DILocation(line: 57, column: 24, scope: !401)
!401 = distinct !DILexicalBlock(scope: !397, file: !2, line: 57, column: 3)
!402 = !DILocation(line: 57, column: 26, scope: !401)
!403 = !DILocation(line: 57, column: 3, scope: !397)
!404 = !DILocation(line: 58, column: 18, scope: !405)
!405 = distinct !DILexicalBlock(scope: !401, file: !2, line: 58, column: 9)
!406 = !DILocation(line: 58, column: 9, scope: !405)
!407 = !DILocation(line: 58, column: 21, scope: !405)
!408 = !DILocation(line: 58, column: 28, scope: !405)
!409 = !DILocation(line: 58, column: 25, scope: !405)
!410 = !DILocation(line: 58, column: 9, scope: !401)
!411 = !DILocation(line: 58, column: 47, scope: !405)
!412 = !DILocation(line: 58, column: 38, scope: !405)
!413 = !DILocation(line: 58, column: 50, scope: !405)
!414 = !DILocation(line: 58, column: 31, scope: !405)
!415 = !DILocation(line: 57, column: 66, scope: !401)
!416 = !DILocation(line: 57, column: 3, scope: !401)
!417 = distinct !{!417, !403, !418, !194}
!418 = !DILocation(line: 58, column: 50, scope: !397)
!419 = !DILocation(line: 59, column: 3, scope: !391)
!420 = !DILocation(line: 60, column: 1, scope: !391)
!421 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!422 = !DILocalVariable(name: "a", arg: 1, scope: !421, file: !2, line: 47, type: !36)
!423 = !DILocation(line: 47, column: 23, scope: !421)
!424 = !DILocalVariable(name: "b", arg: 2, scope: !421, file: !2, line: 47, type: !36)
!425 = !DILocation(line: 47, column: 30, scope: !421)
!426 = !DILocation(line: 47, column: 42, scope: !421)
!427 = !DILocation(line: 47, column: 46, scope: !421)
!428 = !DILocation(line: 47, column: 44, scope: !421)
!429 = !DILocation(line: 47, column: 35, scope: !421)
!430 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!431 = !DILocalVariable(name: "a", arg: 1, scope: !430, file: !2, line: 49, type: !36)
!432 = !DILocation(line: 49, column: 23, scope: !430)
!433 = !DILocalVariable(name: "b", arg: 2, scope: !430, file: !2, line: 49, type: !36)
!434 = !DILocation(line: 49, column: 30, scope: !430)
!435 = !DILocation(line: 49, column: 42, scope: !430)
!436 = !DILocation(line: 49, column: 46, scope: !430)
!437 = !DILocation(line: 49, column: 44, scope: !430)
!438 = !DILocation(line: 49, column: 35, scope: !430)
!439 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!440 = !DILocalVariable(name: "a", arg: 1, scope: !439, file: !2, line: 48, type: !36)
!441 = !DILocation(line: 48, column: 23, scope: !439)
!442 = !DILocalVariable(name: "b", arg: 2, scope: !439, file: !2, line: 48, type: !36)
!443 = !DILocation(line: 48, column: 30, scope: !439)
!444 = !DILocation(line: 48, column: 42, scope: !439)
!445 = !DILocation(line: 48, column: 46, scope: !439)
!446 = !DILocation(line: 48, column: 44, scope: !439)
!447 = !DILocation(line: 48, column: 35, scope: !439)
!448 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !449, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!449 = !DISubroutineType(types: !450)
!450 = !{!36, !451, !36, !36, !36}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 32)
!452 = !DILocalVariable(name: "fns", arg: 1, scope: !448, file: !2, line: 62, type: !451)
!453 = !DILocation(line: 62, column: 35, scope: !448)
!454 = !DILocalVariable(name: "n", arg: 2, scope: !448, file: !2, line: 62, type: !36)
!455 = !DILocation(line: 62, column: 55, scope: !448)
!456 = !DILocalVariable(name: "a", arg: 3, scope: !448, file: !2, line: 62, type: !36)
!457 = !DILocation(line: 62, column: 62, scope: !448)
!458 = !DILocalVariable(name: "b", arg: 4, scope: !448, file: !2, line: 62, type: !36)
!459 = !DILocation(line: 62, column: 69, scope: !448)
!460 = !DILocalVariable(name: "acc", scope: !448, file: !2, line: 63, type: !36)
!461 = !DILocation(line: 63, column: 7, scope: !448)
!462 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 64, type: !36)
!463 = distinct !DILexicalBlock(scope: !448, file: !2, line: 64, column: 3)
!464 = !DILocation(line: 64, column: 12, scope: !463)
!465 = !DILocation(line: 64, column: 8, scope: !463)
!466 = !DILocation(line: 64, column: 19, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !2, line: 64, column: 3)
!468 = !DILocation(line: 64, column: 23, scope: !467)
!469 = !DILocation(line: 64, column: 21, scope: !467)
!470 = !DILocation(line: 64, column: 3, scope: !463)
!471 = !DILocation(line: 64, column: 38, scope: !467)
!472 = !DILocation(line: 64, column: 42, scope: !467)
!473 = !DILocation(line: 64, column: 45, scope: !467)
!474 = !DILocation(line: 64, column: 48, scope: !467)
!475 = !DILocation(line: 64, column: 35, scope: !467)
!476 = !DILocation(line: 64, column: 31, scope: !467)
!477 = !DILocation(line: 64, column: 26, scope: !467)
!478 = !DILocation(line: 64, column: 3, scope: !467)
!479 = distinct !{!479, !470, !480, !194}
!480 = !DILocation(line: 64, column: 49, scope: !463)
!481 = !DILocation(line: 65, column: 10, scope: !448)
!482 = !DILocation(line: 65, column: 3, scope: !448)
!483 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!484 = !DILocation(line: 71, column: 27, scope: !91)
!485 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !486)
!486 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !487)
!487 = !{!488}
!488 = !DISubrange(count: 16)
!489 = !DILocation(line: 74, column: 7, scope: !91)
!490 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!491 = !DILocation(line: 74, column: 18, scope: !91)
!492 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!493 = !DILocation(line: 74, column: 26, scope: !91)
!494 = !DILocation(line: 76, column: 3, scope: !91)
!495 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!496 = !DILocation(line: 77, column: 1, scope: !91)
!497 = !DILocation(line: 77, column: 24, scope: !91)
!498 = !DILocation(line: 77, column: 31, scope: !91)
!499 = !DILocation(line: 77, column: 18, scope: !91)
!500 = !DILocation(line: 77, column: 10, scope: !91)
!501 = !DILocation(line: 77, column: 22, scope: !91)
!502 = !DILocation(line: 77, column: 36, scope: !91)
!503 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!504 = !DILocation(line: 78, column: 1, scope: !91)
!505 = !DILocation(line: 78, column: 11, scope: !91)
!506 = !DILocation(line: 78, column: 38, scope: !91)
!507 = !DILocation(line: 78, column: 32, scope: !91)
!508 = !DILocation(line: 78, column: 21, scope: !91)
!509 = !DILocation(line: 78, column: 24, scope: !91)
!510 = !DILocation(line: 78, column: 15, scope: !91)
!511 = !DILocation(line: 78, column: 29, scope: !91)
!512 = !DILocation(line: 78, column: 43, scope: !91)
!513 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!514 = !DILocation(line: 79, column: 1, scope: !91)
!515 = !DILocation(line: 79, column: 11, scope: !91)
!516 = !DILocation(line: 79, column: 38, scope: !91)
!517 = !DILocation(line: 79, column: 32, scope: !91)
!518 = !DILocation(line: 79, column: 21, scope: !91)
!519 = !DILocation(line: 79, column: 24, scope: !91)
!520 = !DILocation(line: 79, column: 15, scope: !91)
!521 = !DILocation(line: 79, column: 29, scope: !91)
!522 = !DILocation(line: 79, column: 43, scope: !91)
!523 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!524 = !DILocation(line: 80, column: 1, scope: !91)
!525 = !DILocation(line: 80, column: 28, scope: !91)
!526 = !DILocation(line: 80, column: 31, scope: !91)
!527 = !DILocation(line: 80, column: 22, scope: !91)
!528 = !DILocation(line: 80, column: 16, scope: !91)
!529 = !DILocation(line: 80, column: 10, scope: !91)
!530 = !DILocation(line: 80, column: 20, scope: !91)
!531 = !DILocation(line: 80, column: 39, scope: !91)
!532 = !DILocation(line: 80, column: 43, scope: !91)
!533 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!534 = !DILocation(line: 81, column: 1, scope: !91)
!535 = !DILocalVariable(name: "t", scope: !536, file: !2, line: 81, type: !36)
!536 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!537 = !DILocation(line: 81, column: 15, scope: !536)
!538 = !DILocation(line: 81, column: 19, scope: !536)
!539 = !DILocation(line: 81, column: 26, scope: !536)
!540 = !DILocation(line: 81, column: 41, scope: !541)
!541 = distinct !DILexicalBlock(scope: !536, file: !2, line: 81, column: 35)
!542 = !DILocation(line: 81, column: 35, scope: !541)
!543 = !DILocation(line: 81, column: 35, scope: !536)
!544 = !DILocation(line: 81, column: 53, scope: !541)
!545 = !DILocation(line: 81, column: 51, scope: !541)
!546 = !DILocation(line: 81, column: 48, scope: !541)
!547 = !DILocation(line: 81, column: 56, scope: !536)
!548 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!549 = !DILocation(line: 82, column: 1, scope: !91)
!550 = !DILocation(line: 82, column: 15, scope: !91)
!551 = !DILocation(line: 82, column: 18, scope: !91)
!552 = !DILocation(line: 82, column: 9, scope: !91)
!553 = !DILocation(line: 82, column: 22, scope: !91)
!554 = !DILocation(line: 82, column: 26, scope: !91)
!555 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!556 = !DILocation(line: 83, column: 1, scope: !91)
!557 = !DILocalVariable(name: "t", scope: !558, file: !2, line: 83, type: !36)
!558 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!559 = !DILocation(line: 83, column: 16, scope: !558)
!560 = !DILocation(line: 83, column: 26, scope: !558)
!561 = !DILocation(line: 83, column: 29, scope: !558)
!562 = !DILocation(line: 83, column: 20, scope: !558)
!563 = !DILocation(line: 83, column: 57, scope: !558)
!564 = !DILocation(line: 83, column: 60, scope: !558)
!565 = !DILocation(line: 83, column: 51, scope: !558)
!566 = !DILocation(line: 83, column: 41, scope: !558)
!567 = !DILocation(line: 83, column: 44, scope: !558)
!568 = !DILocation(line: 83, column: 35, scope: !558)
!569 = !DILocation(line: 83, column: 49, scope: !558)
!570 = !DILocation(line: 83, column: 82, scope: !558)
!571 = !DILocation(line: 83, column: 72, scope: !558)
!572 = !DILocation(line: 83, column: 75, scope: !558)
!573 = !DILocation(line: 83, column: 66, scope: !558)
!574 = !DILocation(line: 83, column: 80, scope: !558)
!575 = !DILocation(line: 83, column: 85, scope: !558)
!576 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!577 = !DILocation(line: 84, column: 1, scope: !91)
!578 = !DILocation(line: 84, column: 23, scope: !91)
!579 = !DILocation(line: 84, column: 26, scope: !91)
!580 = !DILocation(line: 84, column: 17, scope: !91)
!581 = !DILocation(line: 84, column: 10, scope: !91)
!582 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!583 = !DILocalVariable(name: "a", arg: 1, scope: !582, file: !2, line: 50, type: !36)
!584 = !DILocation(line: 50, column: 23, scope: !582)
!585 = !DILocalVariable(name: "b", arg: 2, scope: !582, file: !2, line: 50, type: !36)
!586 = !DILocation(line: 50, column: 30, scope: !582)
!587 = !DILocation(line: 50, column: 42, scope: !582)
!588 = !DILocation(line: 50, column: 46, scope: !582)
!589 = !DILocation(line: 50, column: 50, scope: !582)
!590 = !DILocation(line: 50, column: 48, scope: !582)
!591 = !DILocation(line: 50, column: 35, scope: !582)
