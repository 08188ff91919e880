; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

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
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 4, !dbg !137
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 4, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !116
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !118
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !123
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1, !dbg !125

; Function Attrs: noinline optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 4
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
    #dbg_declare(ptr %2, !157, !DIExpression(), !163)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false), !dbg !163
  %12 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, ptr noundef byval(%struct.Pt) align 4 %2), !dbg !164
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %12), !dbg !165
  %14 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !166
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14), !dbg !167
    #dbg_declare(ptr %3, !168, !DIExpression(), !169)
  store ptr @.str.4, ptr %3, align 4, !dbg !169
    #dbg_declare(ptr %4, !170, !DIExpression(), !172)
  %16 = load ptr, ptr %3, align 4, !dbg !173
  store ptr %16, ptr %4, align 4, !dbg !172
  br label %17, !dbg !174

17:                                               ; preds = %37, %0
  %18 = load ptr, ptr %4, align 4, !dbg !175
  %19 = load i8, ptr %18, align 1, !dbg !177
  %20 = icmp ne i8 %19, 0, !dbg !178
  br i1 %20, label %21, label %40, !dbg !178

21:                                               ; preds = %17
    #dbg_declare(ptr %5, !179, !DIExpression(), !181)
  %22 = load ptr, ptr %4, align 4, !dbg !182
  %23 = load i8, ptr %22, align 1, !dbg !183
  %24 = call ptr @lookup(i8 noundef signext %23), !dbg !184
  store ptr %24, ptr %5, align 4, !dbg !181
  %25 = load ptr, ptr %4, align 4, !dbg !185
  %26 = load i8, ptr %25, align 1, !dbg !186
  %27 = sext i8 %26 to i32, !dbg !186
  %28 = load ptr, ptr %5, align 4, !dbg !187
  %29 = icmp ne ptr %28, null, !dbg !187
  br i1 %29, label %30, label %33, !dbg !187

30:                                               ; preds = %21
  %31 = load ptr, ptr %5, align 4, !dbg !188
  %32 = call i32 %31(i32 noundef 17, i32 noundef 5), !dbg !188
  br label %34, !dbg !187

33:                                               ; preds = %21
  br label %34, !dbg !187

34:                                               ; preds = %33, %30
  %35 = phi i32 [ %32, %30 ], [ -1, %33 ], !dbg !187
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %27, i32 noundef %35), !dbg !189
  br label %37, !dbg !190

37:                                               ; preds = %34
  %38 = load ptr, ptr %4, align 4, !dbg !191
  %39 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !191
  store ptr %39, ptr %4, align 4, !dbg !191
  br label %17, !dbg !192, !llvm.loop !193

40:                                               ; preds = %17
    #dbg_declare(ptr %6, !196, !DIExpression(), !200)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false), !dbg !200
  %41 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0, !dbg !201
  %42 = call i32 @apply_all(ptr noundef %41, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !202
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %42), !dbg !203
    #dbg_declare(ptr %7, !204, !DIExpression(), !205)
  store i32 1, ptr %7, align 4, !dbg !205
    #dbg_declare(ptr %8, !206, !DIExpression(), !208)
  store i32 5, ptr %8, align 4, !dbg !208
  br label %44, !dbg !209

44:                                               ; preds = %51, %40
  %45 = load i32, ptr %8, align 4, !dbg !210
  %46 = icmp sgt i32 %45, 0, !dbg !212
  br i1 %46, label %47, label %54, !dbg !213

47:                                               ; preds = %44
  %48 = load i32, ptr %8, align 4, !dbg !214
  %49 = load i32, ptr %7, align 4, !dbg !215
  %50 = mul nsw i32 %49, %48, !dbg !215
  store i32 %50, ptr %7, align 4, !dbg !215
  br label %51, !dbg !216

51:                                               ; preds = %47
  %52 = load i32, ptr %8, align 4, !dbg !217
  %53 = add nsw i32 %52, -1, !dbg !217
  store i32 %53, ptr %8, align 4, !dbg !217
  br label %44, !dbg !218, !llvm.loop !219

54:                                               ; preds = %44
  %55 = call i32 @run(ptr noundef @main.prog), !dbg !221
  %56 = load i32, ptr %7, align 4, !dbg !222
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %55, i32 noundef %56), !dbg !223
    #dbg_declare(ptr %9, !224, !DIExpression(), !226)
  store i32 -2128831035, ptr %9, align 4, !dbg !226
    #dbg_declare(ptr %10, !227, !DIExpression(), !229)
  store i32 0, ptr %10, align 4, !dbg !229
  br label %58, !dbg !230

58:                                               ; preds = %69, %54
  %59 = load i32, ptr %10, align 4, !dbg !231
  %60 = icmp ult i32 %59, 39, !dbg !233
  br i1 %60, label %61, label %72, !dbg !234

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4, !dbg !235
  %63 = load i32, ptr %10, align 4, !dbg !236
  %64 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %63, !dbg !237
  %65 = load i8, ptr %64, align 1, !dbg !237
  %66 = zext i8 %65 to i32, !dbg !238
  %67 = xor i32 %62, %66, !dbg !239
  %68 = mul i32 %67, 16777619, !dbg !240
  store i32 %68, ptr %9, align 4, !dbg !241
  br label %69, !dbg !242

69:                                               ; preds = %61
  %70 = load i32, ptr %10, align 4, !dbg !243
  %71 = add i32 %70, 1, !dbg !243
  store i32 %71, ptr %10, align 4, !dbg !243
  br label %58, !dbg !244, !llvm.loop !245

72:                                               ; preds = %58
  %73 = load i32, ptr %9, align 4, !dbg !247
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %73), !dbg !248
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23), !dbg !249
  %76 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1, !dbg !250
  %77 = zext i8 %76 to i32, !dbg !250
  %78 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1, !dbg !251
  %79 = zext i8 %78 to i32, !dbg !251
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1, !dbg !252
  %81 = zext i8 %80 to i32, !dbg !252
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %77, i32 noundef %79, i32 noundef %81), !dbg !253
    #dbg_declare(ptr %11, !254, !DIExpression(), !257)
  store ptr @words, ptr %11, align 4, !dbg !257
  br label %83, !dbg !258

83:                                               ; preds = %101, %72
  %84 = load ptr, ptr %11, align 4, !dbg !259
  %85 = load ptr, ptr %84, align 4, !dbg !261
  %86 = icmp ne ptr %85, null, !dbg !262
  br i1 %86, label %87, label %104, !dbg !262

87:                                               ; preds = %83
  %88 = load ptr, ptr %11, align 4, !dbg !263
  %89 = getelementptr inbounds ptr, ptr %88, i32 0, !dbg !263
  %90 = load ptr, ptr %89, align 4, !dbg !263
  %91 = load i8, ptr %90, align 1, !dbg !264
  %92 = sext i8 %91 to i32, !dbg !264
  %93 = icmp eq i32 %92, 27, !dbg !265
  br i1 %93, label %94, label %95, !dbg !264

94:                                               ; preds = %87
  br label %98, !dbg !264

95:                                               ; preds = %87
  %96 = load ptr, ptr %11, align 4, !dbg !266
  %97 = load ptr, ptr %96, align 4, !dbg !267
  br label %98, !dbg !264

98:                                               ; preds = %95, %94
  %99 = phi ptr [ @.str.12, %94 ], [ %97, %95 ], !dbg !264
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %99), !dbg !268
  br label %101, !dbg !268

101:                                              ; preds = %98
  %102 = load ptr, ptr %11, align 4, !dbg !269
  %103 = getelementptr inbounds ptr, ptr %102, i32 1, !dbg !269
  store ptr %103, ptr %11, align 4, !dbg !269
  br label %83, !dbg !270, !llvm.loop !271

104:                                              ; preds = %83
  %105 = load i32, ptr @init, align 4, !dbg !273
  %106 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 4, !dbg !274
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %105, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %106, i32 noundef 6), !dbg !275
  %108 = call i32 @putchar(i32 noundef 10), !dbg !276
  ret i32 0, !dbg !277
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !278 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !281, !DIExpression(), !282)
    #dbg_declare(ptr %3, !283, !DIExpression(), !287)
    #dbg_declare(ptr %4, !288, !DIExpression(), !289)
    #dbg_declare(ptr %5, !290, !DIExpression(), !291)
  store i64 0, ptr %5, align 8, !dbg !291
  call void @llvm.va_start.p0(ptr %3), !dbg !292
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !293
    #dbg_declare(ptr %6, !294, !DIExpression(), !296)
  %10 = load ptr, ptr %2, align 4, !dbg !297
  store ptr %10, ptr %6, align 4, !dbg !296
  br label %11, !dbg !298

11:                                               ; preds = %77, %1
  %12 = load ptr, ptr %6, align 4, !dbg !299
  %13 = load i8, ptr %12, align 1, !dbg !301
  %14 = icmp ne i8 %13, 0, !dbg !302
  br i1 %14, label %15, label %80, !dbg !302

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4, !dbg !303
  %17 = load i8, ptr %16, align 1, !dbg !305
  %18 = sext i8 %17 to i32, !dbg !305
  switch i32 %18, label %75 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %53
    i32 112, label %61
  ], !dbg !306

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4, !dbg !307
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !307
  store ptr %21, ptr %3, align 4, !dbg !307
  %22 = load i32, ptr %20, align 4, !dbg !307
  %23 = sext i32 %22 to i64, !dbg !307
  %24 = load i64, ptr %5, align 8, !dbg !309
  %25 = add nsw i64 %24, %23, !dbg !309
  store i64 %25, ptr %5, align 8, !dbg !309
  br label %76, !dbg !310

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4, !dbg !311
  %28 = getelementptr inbounds i8, ptr %27, i32 8, !dbg !311
  store ptr %28, ptr %3, align 4, !dbg !311
  %29 = load i64, ptr %27, align 4, !dbg !311
  %30 = load i64, ptr %5, align 8, !dbg !312
  %31 = add nsw i64 %30, %29, !dbg !312
  store i64 %31, ptr %5, align 8, !dbg !312
  br label %76, !dbg !313

32:                                               ; preds = %15
  %33 = load ptr, ptr %3, align 4, !dbg !314
  %34 = getelementptr inbounds i8, ptr %33, i32 8, !dbg !314
  store ptr %34, ptr %3, align 4, !dbg !314
  %35 = load double, ptr %33, align 4, !dbg !314
  %36 = fmul double %35, 1.000000e+01, !dbg !315
  %37 = fptosi double %36 to i64, !dbg !316
  %38 = load i64, ptr %5, align 8, !dbg !317
  %39 = add nsw i64 %38, %37, !dbg !317
  store i64 %39, ptr %5, align 8, !dbg !317
  br label %76, !dbg !318

40:                                               ; preds = %15
    #dbg_declare(ptr %7, !319, !DIExpression(), !321)
  %41 = load ptr, ptr %3, align 4, !dbg !322
  %42 = getelementptr inbounds i8, ptr %41, i32 4, !dbg !322
  store ptr %42, ptr %3, align 4, !dbg !322
  %43 = load ptr, ptr %41, align 4, !dbg !322
  store ptr %43, ptr %7, align 4, !dbg !321
  br label %44, !dbg !323

44:                                               ; preds = %49, %40
  %45 = load ptr, ptr %7, align 4, !dbg !324
  %46 = getelementptr inbounds i8, ptr %45, i32 1, !dbg !324
  store ptr %46, ptr %7, align 4, !dbg !324
  %47 = load i8, ptr %45, align 1, !dbg !325
  %48 = icmp ne i8 %47, 0, !dbg !323
  br i1 %48, label %49, label %52, !dbg !323

49:                                               ; preds = %44
  %50 = load i64, ptr %5, align 8, !dbg !326
  %51 = add nsw i64 %50, 1, !dbg !326
  store i64 %51, ptr %5, align 8, !dbg !326
  br label %44, !dbg !323, !llvm.loop !327

52:                                               ; preds = %44
  br label %76, !dbg !329

53:                                               ; preds = %15
  %54 = load ptr, ptr %3, align 4, !dbg !330
  %55 = getelementptr inbounds i8, ptr %54, i32 4, !dbg !330
  store ptr %55, ptr %3, align 4, !dbg !330
  %56 = load i32, ptr %54, align 4, !dbg !330
  %57 = trunc i32 %56 to i8, !dbg !331
  %58 = sext i8 %57 to i64, !dbg !331
  %59 = load i64, ptr %5, align 8, !dbg !332
  %60 = add nsw i64 %59, %58, !dbg !332
  store i64 %60, ptr %5, align 8, !dbg !332
  br label %76, !dbg !333

61:                                               ; preds = %15
    #dbg_declare(ptr %8, !334, !DIExpression(), !336)
  %62 = load ptr, ptr %3, align 4, !dbg !337
  %63 = getelementptr inbounds i8, ptr %62, i32 4, !dbg !337
  store ptr %63, ptr %3, align 4, !dbg !337
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 4 %62, i32 4, i1 false), !dbg !337
  %64 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !338
  %65 = load i16, ptr %64, align 2, !dbg !338
  %66 = sext i16 %65 to i32, !dbg !339
  %67 = mul nsw i32 %66, 100, !dbg !340
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !341
  %69 = load i16, ptr %68, align 2, !dbg !341
  %70 = sext i16 %69 to i32, !dbg !342
  %71 = add nsw i32 %67, %70, !dbg !343
  %72 = sext i32 %71 to i64, !dbg !339
  %73 = load i64, ptr %5, align 8, !dbg !344
  %74 = add nsw i64 %73, %72, !dbg !344
  store i64 %74, ptr %5, align 8, !dbg !344
  br label %76, !dbg !345

75:                                               ; preds = %15
  br label %76, !dbg !346

76:                                               ; preds = %75, %61, %53, %52, %32, %26, %19
  br label %77, !dbg !347

77:                                               ; preds = %76
  %78 = load ptr, ptr %6, align 4, !dbg !348
  %79 = getelementptr inbounds i8, ptr %78, i32 1, !dbg !348
  store ptr %79, ptr %6, align 4, !dbg !348
  br label %11, !dbg !349, !llvm.loop !350

80:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !352
    #dbg_declare(ptr %9, !353, !DIExpression(), !354)
  %81 = load ptr, ptr %2, align 4, !dbg !355
  %82 = load i8, ptr %81, align 1, !dbg !356
  %83 = sext i8 %82 to i32, !dbg !356
  %84 = icmp eq i32 %83, 105, !dbg !357
  br i1 %84, label %85, label %89, !dbg !358

85:                                               ; preds = %80
  %86 = load ptr, ptr %4, align 4, !dbg !359
  %87 = getelementptr inbounds i8, ptr %86, i32 4, !dbg !359
  store ptr %87, ptr %4, align 4, !dbg !359
  %88 = load i32, ptr %86, align 4, !dbg !359
  br label %90, !dbg !358

89:                                               ; preds = %80
  br label %90, !dbg !358

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ], !dbg !358
  store i32 %91, ptr %9, align 4, !dbg !354
  call void @llvm.va_end.p0(ptr %4), !dbg !360
  %92 = load i64, ptr %5, align 8, !dbg !361
  %93 = mul nsw i64 %92, 1000, !dbg !362
  %94 = load i32, ptr %9, align 4, !dbg !363
  %95 = sext i32 %94 to i64, !dbg !363
  %96 = add nsw i64 %93, %95, !dbg !364
  ret i64 %96, !dbg !365
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !366 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !369, !DIExpression(), !370)
    #dbg_declare(ptr %3, !371, !DIExpression(), !372)
  call void @llvm.va_start.p0(ptr %3), !dbg !373
    #dbg_declare(ptr %4, !374, !DIExpression(), !375)
  store i32 0, ptr %4, align 4, !dbg !375
  br label %5, !dbg !376

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !377
  %7 = add nsw i32 %6, -1, !dbg !377
  store i32 %7, ptr %2, align 4, !dbg !377
  %8 = icmp sgt i32 %6, 0, !dbg !378
  br i1 %8, label %9, label %16, !dbg !376

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !379
  %11 = mul nsw i32 %10, 31, !dbg !380
  %12 = load ptr, ptr %3, align 4, !dbg !381
  %13 = getelementptr inbounds i8, ptr %12, i32 4, !dbg !381
  store ptr %13, ptr %3, align 4, !dbg !381
  %14 = load i32, ptr %12, align 4, !dbg !381
  %15 = add nsw i32 %11, %14, !dbg !382
  store i32 %15, ptr %4, align 4, !dbg !383
  br label %5, !dbg !376, !llvm.loop !384

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !386
  %17 = load i32, ptr %4, align 4, !dbg !387
  ret i32 %17, !dbg !388
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef signext %0) #3 !dbg !389 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !392, !DIExpression(), !393)
    #dbg_declare(ptr %4, !394, !DIExpression(), !396)
  store i32 0, ptr %4, align 4, !dbg !396
  br label %5, !dbg !397

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !398
  %7 = icmp ult i32 %6, 4, !dbg !400
  br i1 %7, label %8, label %26, !dbg !401

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !402
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9, !dbg !404
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0, !dbg !405
  %12 = load i8, ptr %11, align 4, !dbg !405
  %13 = sext i8 %12 to i32, !dbg !404
  %14 = load i8, ptr %3, align 1, !dbg !406
  %15 = sext i8 %14 to i32, !dbg !406
  %16 = icmp eq i32 %13, %15, !dbg !407
  br i1 %16, label %17, label %22, !dbg !408

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !409
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18, !dbg !410
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1, !dbg !411
  %21 = load ptr, ptr %20, align 4, !dbg !411
  store ptr %21, ptr %2, align 4, !dbg !412
  br label %27, !dbg !412

22:                                               ; preds = %8
  br label %23, !dbg !406

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !413
  %25 = add i32 %24, 1, !dbg !413
  store i32 %25, ptr %4, align 4, !dbg !413
  br label %5, !dbg !414, !llvm.loop !415

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !417
  br label %27, !dbg !417

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !418
  ret ptr %28, !dbg !418
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !419 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !420, !DIExpression(), !421)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !422, !DIExpression(), !423)
  %5 = load i32, ptr %3, align 4, !dbg !424
  %6 = load i32, ptr %4, align 4, !dbg !425
  %7 = add nsw i32 %5, %6, !dbg !426
  ret i32 %7, !dbg !427
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !428 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !429, !DIExpression(), !430)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !431, !DIExpression(), !432)
  %5 = load i32, ptr %3, align 4, !dbg !433
  %6 = load i32, ptr %4, align 4, !dbg !434
  %7 = mul nsw i32 %5, %6, !dbg !435
  ret i32 %7, !dbg !436
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !437 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !438, !DIExpression(), !439)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !440, !DIExpression(), !441)
  %5 = load i32, ptr %3, align 4, !dbg !442
  %6 = load i32, ptr %4, align 4, !dbg !443
  %7 = sub nsw i32 %5, %6, !dbg !444
  ret i32 %7, !dbg !445
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !446 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !450, !DIExpression(), !451)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !452, !DIExpression(), !453)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !454, !DIExpression(), !455)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !456, !DIExpression(), !457)
    #dbg_declare(ptr %9, !458, !DIExpression(), !459)
  store i32 0, ptr %9, align 4, !dbg !459
    #dbg_declare(ptr %10, !460, !DIExpression(), !462)
  store i32 0, ptr %10, align 4, !dbg !462
  br label %11, !dbg !463

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4, !dbg !464
  %13 = load i32, ptr %6, align 4, !dbg !466
  %14 = icmp slt i32 %12, %13, !dbg !467
  br i1 %14, label %15, label %28, !dbg !468

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 4, !dbg !469
  %17 = load i32, ptr %10, align 4, !dbg !470
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17, !dbg !469
  %19 = load ptr, ptr %18, align 4, !dbg !469
  %20 = load i32, ptr %7, align 4, !dbg !471
  %21 = load i32, ptr %8, align 4, !dbg !472
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !469
  %23 = load i32, ptr %9, align 4, !dbg !473
  %24 = add nsw i32 %23, %22, !dbg !473
  store i32 %24, ptr %9, align 4, !dbg !473
  br label %25, !dbg !474

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4, !dbg !475
  %27 = add nsw i32 %26, 1, !dbg !475
  store i32 %27, ptr %10, align 4, !dbg !475
  br label %11, !dbg !476, !llvm.loop !477

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4, !dbg !479
  ret i32 %29, !dbg !480
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !481, !DIExpression(), !482)
    #dbg_declare(ptr %3, !483, !DIExpression(), !487)
    #dbg_declare(ptr %4, !488, !DIExpression(), !489)
  store i32 0, ptr %4, align 4, !dbg !489
    #dbg_declare(ptr %5, !490, !DIExpression(), !491)
  store i32 0, ptr %5, align 4, !dbg !491
  %8 = load ptr, ptr %2, align 4, !dbg !492
  %9 = load i32, ptr %5, align 4, !dbg !492
  %10 = add nsw i32 %9, 1, !dbg !492
  store i32 %10, ptr %5, align 4, !dbg !492
  %11 = getelementptr inbounds i32, ptr %8, i32 %9, !dbg !492
  %12 = load i32, ptr %11, align 4, !dbg !492
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !492
  %14 = load ptr, ptr %13, align 4, !dbg !492
  br label %145, !dbg !492

15:                                               ; preds = %145
    #dbg_label(!493, !494)
  %16 = load ptr, ptr %2, align 4, !dbg !495
  %17 = load i32, ptr %5, align 4, !dbg !496
  %18 = add nsw i32 %17, 1, !dbg !496
  store i32 %18, ptr %5, align 4, !dbg !496
  %19 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !495
  %20 = load i32, ptr %19, align 4, !dbg !495
  %21 = load i32, ptr %4, align 4, !dbg !497
  %22 = add nsw i32 %21, 1, !dbg !497
  store i32 %22, ptr %4, align 4, !dbg !497
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21, !dbg !498
  store i32 %20, ptr %23, align 4, !dbg !499
  %24 = load ptr, ptr %2, align 4, !dbg !500
  %25 = load i32, ptr %5, align 4, !dbg !500
  %26 = add nsw i32 %25, 1, !dbg !500
  store i32 %26, ptr %5, align 4, !dbg !500
  %27 = getelementptr inbounds i32, ptr %24, i32 %25, !dbg !500
  %28 = load i32, ptr %27, align 4, !dbg !500
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28, !dbg !500
  %30 = load ptr, ptr %29, align 4, !dbg !500
  br label %145, !dbg !500

31:                                               ; preds = %145
    #dbg_label(!501, !502)
  %32 = load i32, ptr %4, align 4, !dbg !503
  %33 = add nsw i32 %32, -1, !dbg !503
  store i32 %33, ptr %4, align 4, !dbg !503
  %34 = load i32, ptr %4, align 4, !dbg !504
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34, !dbg !505
  %36 = load i32, ptr %35, align 4, !dbg !505
  %37 = load i32, ptr %4, align 4, !dbg !506
  %38 = sub nsw i32 %37, 1, !dbg !507
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38, !dbg !508
  %40 = load i32, ptr %39, align 4, !dbg !509
  %41 = add nsw i32 %40, %36, !dbg !509
  store i32 %41, ptr %39, align 4, !dbg !509
  %42 = load ptr, ptr %2, align 4, !dbg !510
  %43 = load i32, ptr %5, align 4, !dbg !510
  %44 = add nsw i32 %43, 1, !dbg !510
  store i32 %44, ptr %5, align 4, !dbg !510
  %45 = getelementptr inbounds i32, ptr %42, i32 %43, !dbg !510
  %46 = load i32, ptr %45, align 4, !dbg !510
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46, !dbg !510
  %48 = load ptr, ptr %47, align 4, !dbg !510
  br label %145, !dbg !510

49:                                               ; preds = %145
    #dbg_label(!511, !512)
  %50 = load i32, ptr %4, align 4, !dbg !513
  %51 = add nsw i32 %50, -1, !dbg !513
  store i32 %51, ptr %4, align 4, !dbg !513
  %52 = load i32, ptr %4, align 4, !dbg !514
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52, !dbg !515
  %54 = load i32, ptr %53, align 4, !dbg !515
  %55 = load i32, ptr %4, align 4, !dbg !516
  %56 = sub nsw i32 %55, 1, !dbg !517
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56, !dbg !518
  %58 = load i32, ptr %57, align 4, !dbg !519
  %59 = mul nsw i32 %58, %54, !dbg !519
  store i32 %59, ptr %57, align 4, !dbg !519
  %60 = load ptr, ptr %2, align 4, !dbg !520
  %61 = load i32, ptr %5, align 4, !dbg !520
  %62 = add nsw i32 %61, 1, !dbg !520
  store i32 %62, ptr %5, align 4, !dbg !520
  %63 = getelementptr inbounds i32, ptr %60, i32 %61, !dbg !520
  %64 = load i32, ptr %63, align 4, !dbg !520
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64, !dbg !520
  %66 = load ptr, ptr %65, align 4, !dbg !520
  br label %145, !dbg !520

67:                                               ; preds = %145
    #dbg_label(!521, !522)
  %68 = load i32, ptr %4, align 4, !dbg !523
  %69 = sub nsw i32 %68, 2, !dbg !524
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69, !dbg !525
  %71 = load i32, ptr %70, align 4, !dbg !525
  %72 = load i32, ptr %4, align 4, !dbg !526
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72, !dbg !527
  store i32 %71, ptr %73, align 4, !dbg !528
  %74 = load i32, ptr %4, align 4, !dbg !529
  %75 = add nsw i32 %74, 1, !dbg !529
  store i32 %75, ptr %4, align 4, !dbg !529
  %76 = load ptr, ptr %2, align 4, !dbg !530
  %77 = load i32, ptr %5, align 4, !dbg !530
  %78 = add nsw i32 %77, 1, !dbg !530
  store i32 %78, ptr %5, align 4, !dbg !530
  %79 = getelementptr inbounds i32, ptr %76, i32 %77, !dbg !530
  %80 = load i32, ptr %79, align 4, !dbg !530
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !530
  %82 = load ptr, ptr %81, align 4, !dbg !530
  br label %145, !dbg !530

83:                                               ; preds = %145
    #dbg_label(!531, !532)
    #dbg_declare(ptr %6, !533, !DIExpression(), !535)
  %84 = load ptr, ptr %2, align 4, !dbg !536
  %85 = load i32, ptr %5, align 4, !dbg !537
  %86 = add nsw i32 %85, 1, !dbg !537
  store i32 %86, ptr %5, align 4, !dbg !537
  %87 = getelementptr inbounds i32, ptr %84, i32 %85, !dbg !536
  %88 = load i32, ptr %87, align 4, !dbg !536
  store i32 %88, ptr %6, align 4, !dbg !535
  %89 = load i32, ptr %4, align 4, !dbg !538
  %90 = add nsw i32 %89, -1, !dbg !538
  store i32 %90, ptr %4, align 4, !dbg !538
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90, !dbg !540
  %92 = load i32, ptr %91, align 4, !dbg !540
  %93 = icmp ne i32 %92, 0, !dbg !540
  br i1 %93, label %94, label %96, !dbg !541

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4, !dbg !542
  store i32 %95, ptr %5, align 4, !dbg !543
  br label %96, !dbg !544

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4, !dbg !545
  %98 = load i32, ptr %5, align 4, !dbg !545
  %99 = add nsw i32 %98, 1, !dbg !545
  store i32 %99, ptr %5, align 4, !dbg !545
  %100 = getelementptr inbounds i32, ptr %97, i32 %98, !dbg !545
  %101 = load i32, ptr %100, align 4, !dbg !545
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101, !dbg !545
  %103 = load ptr, ptr %102, align 4, !dbg !545
  br label %145, !dbg !545

104:                                              ; preds = %145
    #dbg_label(!546, !547)
  %105 = load i32, ptr %4, align 4, !dbg !548
  %106 = sub nsw i32 %105, 1, !dbg !549
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106, !dbg !550
  %108 = load i32, ptr %107, align 4, !dbg !551
  %109 = add nsw i32 %108, -1, !dbg !551
  store i32 %109, ptr %107, align 4, !dbg !551
  %110 = load ptr, ptr %2, align 4, !dbg !552
  %111 = load i32, ptr %5, align 4, !dbg !552
  %112 = add nsw i32 %111, 1, !dbg !552
  store i32 %112, ptr %5, align 4, !dbg !552
  %113 = getelementptr inbounds i32, ptr %110, i32 %111, !dbg !552
  %114 = load i32, ptr %113, align 4, !dbg !552
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114, !dbg !552
  %116 = load ptr, ptr %115, align 4, !dbg !552
  br label %145, !dbg !552

117:                                              ; preds = %145
    #dbg_label(!553, !554)
    #dbg_declare(ptr %7, !555, !DIExpression(), !557)
  %118 = load i32, ptr %4, align 4, !dbg !558
  %119 = sub nsw i32 %118, 1, !dbg !559
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119, !dbg !560
  %121 = load i32, ptr %120, align 4, !dbg !560
  store i32 %121, ptr %7, align 4, !dbg !557
  %122 = load i32, ptr %4, align 4, !dbg !561
  %123 = sub nsw i32 %122, 2, !dbg !562
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123, !dbg !563
  %125 = load i32, ptr %124, align 4, !dbg !563
  %126 = load i32, ptr %4, align 4, !dbg !564
  %127 = sub nsw i32 %126, 1, !dbg !565
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127, !dbg !566
  store i32 %125, ptr %128, align 4, !dbg !567
  %129 = load i32, ptr %7, align 4, !dbg !568
  %130 = load i32, ptr %4, align 4, !dbg !569
  %131 = sub nsw i32 %130, 2, !dbg !570
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131, !dbg !571
  store i32 %129, ptr %132, align 4, !dbg !572
  %133 = load ptr, ptr %2, align 4, !dbg !573
  %134 = load i32, ptr %5, align 4, !dbg !573
  %135 = add nsw i32 %134, 1, !dbg !573
  store i32 %135, ptr %5, align 4, !dbg !573
  %136 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !573
  %137 = load i32, ptr %136, align 4, !dbg !573
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137, !dbg !573
  %139 = load ptr, ptr %138, align 4, !dbg !573
  br label %145, !dbg !573

140:                                              ; preds = %145
    #dbg_label(!574, !575)
  %141 = load i32, ptr %4, align 4, !dbg !576
  %142 = sub nsw i32 %141, 1, !dbg !577
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142, !dbg !578
  %144 = load i32, ptr %143, align 4, !dbg !578
  ret i32 %144, !dbg !579

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi ptr [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr ptr %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !580 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !581, !DIExpression(), !582)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !583, !DIExpression(), !584)
  %5 = load i32, ptr %4, align 4, !dbg !585
  %6 = icmp ne i32 %5, 0, !dbg !585
  br i1 %6, label %7, label %11, !dbg !585

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !586
  %9 = load i32, ptr %4, align 4, !dbg !587
  %10 = sdiv i32 %8, %9, !dbg !588
  br label %12, !dbg !585

11:                                               ; preds = %2
  br label %12, !dbg !585

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !585
  ret i32 %13, !dbg !589
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154, !155}
!llvm.ident = !{!156}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
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
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 160, elements: !140)
!140 = !{!141, !142, !143}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !139, file: !2, line: 94, baseType: !36, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !139, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !139, file: !2, line: 94, baseType: !144, size: 64, offset: 96)
!144 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 13)
!148 = !{i32 1, !"NumRegisterParameters", i32 0}
!149 = !{i32 7, !"Dwarf Version", i32 5}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 4}
!152 = !{i32 8, !"PIC Level", i32 2}
!153 = !{i32 7, !"PIE Level", i32 2}
!154 = !{i32 7, !"uwtable", i32 2}
!155 = !{i32 7, !"frame-pointer", i32 2}
!156 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!157 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !158)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !159)
!159 = !{!160, !162}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !158, file: !2, line: 11, baseType: !161, size: 16)
!161 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !158, file: !2, line: 11, baseType: !161, size: 16, offset: 16)
!163 = !DILocation(line: 100, column: 13, scope: !33)
!164 = !DILocation(line: 101, column: 25, scope: !33)
!165 = !DILocation(line: 101, column: 3, scope: !33)
!166 = !DILocation(line: 102, column: 26, scope: !33)
!167 = !DILocation(line: 102, column: 3, scope: !33)
!168 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!169 = !DILocation(line: 104, column: 15, scope: !33)
!170 = !DILocalVariable(name: "e", scope: !171, file: !2, line: 105, type: !131)
!171 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105, column: 3)
!172 = !DILocation(line: 105, column: 20, scope: !171)
!173 = !DILocation(line: 105, column: 24, scope: !171)
!174 = !DILocation(line: 105, column: 8, scope: !171)
!175 = !DILocation(line: 105, column: 31, scope: !176)
!176 = distinct !DILexicalBlock(scope: !171, file: !2, line: 105, column: 3)
!177 = !DILocation(line: 105, column: 30, scope: !176)
!178 = !DILocation(line: 105, column: 3, scope: !171)
!179 = !DILocalVariable(name: "f", scope: !180, file: !2, line: 106, type: !85)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 105, column: 39)
!181 = !DILocation(line: 106, column: 11, scope: !180)
!182 = !DILocation(line: 106, column: 23, scope: !180)
!183 = !DILocation(line: 106, column: 22, scope: !180)
!184 = !DILocation(line: 106, column: 15, scope: !180)
!185 = !DILocation(line: 107, column: 23, scope: !180)
!186 = !DILocation(line: 107, column: 22, scope: !180)
!187 = !DILocation(line: 107, column: 26, scope: !180)
!188 = !DILocation(line: 107, column: 30, scope: !180)
!189 = !DILocation(line: 107, column: 5, scope: !180)
!190 = !DILocation(line: 108, column: 3, scope: !180)
!191 = !DILocation(line: 105, column: 34, scope: !176)
!192 = !DILocation(line: 105, column: 3, scope: !176)
!193 = distinct !{!193, !178, !194, !195}
!194 = !DILocation(line: 108, column: 3, scope: !171)
!195 = !{!"llvm.loop.mustprogress"}
!196 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 96, elements: !199)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!199 = !{!136}
!200 = !DILocation(line: 109, column: 15, scope: !33)
!201 = !DILocation(line: 110, column: 36, scope: !33)
!202 = !DILocation(line: 110, column: 26, scope: !33)
!203 = !DILocation(line: 110, column: 3, scope: !33)
!204 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!205 = !DILocation(line: 116, column: 7, scope: !33)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 117, type: !36)
!207 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117, column: 3)
!208 = !DILocation(line: 117, column: 12, scope: !207)
!209 = !DILocation(line: 117, column: 8, scope: !207)
!210 = !DILocation(line: 117, column: 19, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 117, column: 3)
!212 = !DILocation(line: 117, column: 21, scope: !211)
!213 = !DILocation(line: 117, column: 3, scope: !207)
!214 = !DILocation(line: 117, column: 39, scope: !211)
!215 = !DILocation(line: 117, column: 36, scope: !211)
!216 = !DILocation(line: 117, column: 31, scope: !211)
!217 = !DILocation(line: 117, column: 26, scope: !211)
!218 = !DILocation(line: 117, column: 3, scope: !211)
!219 = distinct !{!219, !213, !220, !195}
!220 = !DILocation(line: 117, column: 39, scope: !207)
!221 = !DILocation(line: 118, column: 35, scope: !33)
!222 = !DILocation(line: 118, column: 46, scope: !33)
!223 = !DILocation(line: 118, column: 3, scope: !33)
!224 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !225)
!225 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!226 = !DILocation(line: 120, column: 12, scope: !33)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 121, type: !225)
!228 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121, column: 3)
!229 = !DILocation(line: 121, column: 17, scope: !228)
!230 = !DILocation(line: 121, column: 8, scope: !228)
!231 = !DILocation(line: 121, column: 24, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 121, column: 3)
!233 = !DILocation(line: 121, column: 26, scope: !232)
!234 = !DILocation(line: 121, column: 3, scope: !228)
!235 = !DILocation(line: 121, column: 50, scope: !232)
!236 = !DILocation(line: 121, column: 73, scope: !232)
!237 = !DILocation(line: 121, column: 69, scope: !232)
!238 = !DILocation(line: 121, column: 54, scope: !232)
!239 = !DILocation(line: 121, column: 52, scope: !232)
!240 = !DILocation(line: 121, column: 77, scope: !232)
!241 = !DILocation(line: 121, column: 47, scope: !232)
!242 = !DILocation(line: 121, column: 45, scope: !232)
!243 = !DILocation(line: 121, column: 40, scope: !232)
!244 = !DILocation(line: 121, column: 3, scope: !232)
!245 = distinct !{!245, !234, !246, !195}
!246 = !DILocation(line: 121, column: 79, scope: !228)
!247 = !DILocation(line: 122, column: 53, scope: !33)
!248 = !DILocation(line: 122, column: 3, scope: !33)
!249 = !DILocation(line: 123, column: 3, scope: !33)
!250 = !DILocation(line: 124, column: 28, scope: !33)
!251 = !DILocation(line: 124, column: 36, scope: !33)
!252 = !DILocation(line: 124, column: 44, scope: !33)
!253 = !DILocation(line: 124, column: 3, scope: !33)
!254 = !DILocalVariable(name: "w", scope: !255, file: !2, line: 125, type: !256)
!255 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125, column: 3)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!257 = !DILocation(line: 125, column: 27, scope: !255)
!258 = !DILocation(line: 125, column: 8, scope: !255)
!259 = !DILocation(line: 125, column: 39, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !2, line: 125, column: 3)
!261 = !DILocation(line: 125, column: 38, scope: !260)
!262 = !DILocation(line: 125, column: 3, scope: !255)
!263 = !DILocation(line: 125, column: 63, scope: !260)
!264 = !DILocation(line: 125, column: 62, scope: !260)
!265 = !DILocation(line: 125, column: 68, scope: !260)
!266 = !DILocation(line: 125, column: 87, scope: !260)
!267 = !DILocation(line: 125, column: 86, scope: !260)
!268 = !DILocation(line: 125, column: 47, scope: !260)
!269 = !DILocation(line: 125, column: 42, scope: !260)
!270 = !DILocation(line: 125, column: 3, scope: !260)
!271 = distinct !{!271, !262, !272, !195}
!272 = !DILocation(line: 125, column: 88, scope: !255)
!273 = !DILocation(line: 126, column: 77, scope: !33)
!274 = !DILocation(line: 126, column: 93, scope: !33)
!275 = !DILocation(line: 126, column: 3, scope: !33)
!276 = !DILocation(line: 128, column: 3, scope: !33)
!277 = !DILocation(line: 129, column: 3, scope: !33)
!278 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !279, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!279 = !DISubroutineType(types: !280)
!280 = !{!40, !131, null}
!281 = !DILocalVariable(name: "fmt", arg: 1, scope: !278, file: !2, line: 13, type: !131)
!282 = !DILocation(line: 13, column: 35, scope: !278)
!283 = !DILocalVariable(name: "ap", scope: !278, file: !2, line: 14, type: !284)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!287 = !DILocation(line: 14, column: 13, scope: !278)
!288 = !DILocalVariable(name: "ap2", scope: !278, file: !2, line: 14, type: !284)
!289 = !DILocation(line: 14, column: 17, scope: !278)
!290 = !DILocalVariable(name: "total", scope: !278, file: !2, line: 15, type: !40)
!291 = !DILocation(line: 15, column: 13, scope: !278)
!292 = !DILocation(line: 16, column: 3, scope: !278)
!293 = !DILocation(line: 17, column: 3, scope: !278)
!294 = !DILocalVariable(name: "f", scope: !295, file: !2, line: 18, type: !131)
!295 = distinct !DILexicalBlock(scope: !278, file: !2, line: 18, column: 3)
!296 = !DILocation(line: 18, column: 20, scope: !295)
!297 = !DILocation(line: 18, column: 24, scope: !295)
!298 = !DILocation(line: 18, column: 8, scope: !295)
!299 = !DILocation(line: 18, column: 30, scope: !300)
!300 = distinct !DILexicalBlock(scope: !295, file: !2, line: 18, column: 3)
!301 = !DILocation(line: 18, column: 29, scope: !300)
!302 = !DILocation(line: 18, column: 3, scope: !295)
!303 = !DILocation(line: 19, column: 14, scope: !304)
!304 = distinct !DILexicalBlock(scope: !300, file: !2, line: 18, column: 38)
!305 = !DILocation(line: 19, column: 13, scope: !304)
!306 = !DILocation(line: 19, column: 5, scope: !304)
!307 = !DILocation(line: 20, column: 24, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !2, line: 19, column: 17)
!309 = !DILocation(line: 20, column: 21, scope: !308)
!310 = !DILocation(line: 20, column: 51, scope: !308)
!311 = !DILocation(line: 21, column: 24, scope: !308)
!312 = !DILocation(line: 21, column: 21, scope: !308)
!313 = !DILocation(line: 21, column: 57, scope: !308)
!314 = !DILocation(line: 22, column: 36, scope: !308)
!315 = !DILocation(line: 22, column: 65, scope: !308)
!316 = !DILocation(line: 22, column: 24, scope: !308)
!317 = !DILocation(line: 22, column: 21, scope: !308)
!318 = !DILocation(line: 22, column: 72, scope: !308)
!319 = !DILocalVariable(name: "s", scope: !320, file: !2, line: 23, type: !131)
!320 = distinct !DILexicalBlock(scope: !308, file: !2, line: 23, column: 15)
!321 = !DILocation(line: 23, column: 29, scope: !320)
!322 = !DILocation(line: 23, column: 33, scope: !320)
!323 = !DILocation(line: 23, column: 69, scope: !320)
!324 = !DILocation(line: 23, column: 78, scope: !320)
!325 = !DILocation(line: 23, column: 76, scope: !320)
!326 = !DILocation(line: 23, column: 82, scope: !320)
!327 = distinct !{!327, !323, !328, !195}
!328 = !DILocation(line: 23, column: 84, scope: !320)
!329 = !DILocation(line: 23, column: 91, scope: !320)
!330 = !DILocation(line: 24, column: 30, scope: !308)
!331 = !DILocation(line: 24, column: 24, scope: !308)
!332 = !DILocation(line: 24, column: 21, scope: !308)
!333 = !DILocation(line: 24, column: 57, scope: !308)
!334 = !DILocalVariable(name: "p", scope: !335, file: !2, line: 25, type: !158)
!335 = distinct !DILexicalBlock(scope: !308, file: !2, line: 25, column: 15)
!336 = !DILocation(line: 25, column: 27, scope: !335)
!337 = !DILocation(line: 25, column: 31, scope: !335)
!338 = !DILocation(line: 25, column: 75, scope: !335)
!339 = !DILocation(line: 25, column: 73, scope: !335)
!340 = !DILocation(line: 25, column: 77, scope: !335)
!341 = !DILocation(line: 25, column: 87, scope: !335)
!342 = !DILocation(line: 25, column: 85, scope: !335)
!343 = !DILocation(line: 25, column: 83, scope: !335)
!344 = !DILocation(line: 25, column: 70, scope: !335)
!345 = !DILocation(line: 25, column: 90, scope: !335)
!346 = !DILocation(line: 26, column: 14, scope: !308)
!347 = !DILocation(line: 28, column: 3, scope: !304)
!348 = !DILocation(line: 18, column: 33, scope: !300)
!349 = !DILocation(line: 18, column: 3, scope: !300)
!350 = distinct !{!350, !302, !351, !195}
!351 = !DILocation(line: 28, column: 3, scope: !295)
!352 = !DILocation(line: 29, column: 3, scope: !278)
!353 = !DILocalVariable(name: "first", scope: !278, file: !2, line: 31, type: !36)
!354 = !DILocation(line: 31, column: 7, scope: !278)
!355 = !DILocation(line: 31, column: 17, scope: !278)
!356 = !DILocation(line: 31, column: 16, scope: !278)
!357 = !DILocation(line: 31, column: 21, scope: !278)
!358 = !DILocation(line: 31, column: 15, scope: !278)
!359 = !DILocation(line: 31, column: 31, scope: !278)
!360 = !DILocation(line: 32, column: 3, scope: !278)
!361 = !DILocation(line: 33, column: 10, scope: !278)
!362 = !DILocation(line: 33, column: 16, scope: !278)
!363 = !DILocation(line: 33, column: 25, scope: !278)
!364 = !DILocation(line: 33, column: 23, scope: !278)
!365 = !DILocation(line: 33, column: 3, scope: !278)
!366 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !367, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!367 = !DISubroutineType(types: !368)
!368 = !{!36, !36, null}
!369 = !DILocalVariable(name: "n", arg: 1, scope: !366, file: !2, line: 36, type: !36)
!370 = !DILocation(line: 36, column: 24, scope: !366)
!371 = !DILocalVariable(name: "ap", scope: !366, file: !2, line: 37, type: !284)
!372 = !DILocation(line: 37, column: 13, scope: !366)
!373 = !DILocation(line: 38, column: 3, scope: !366)
!374 = !DILocalVariable(name: "r", scope: !366, file: !2, line: 39, type: !36)
!375 = !DILocation(line: 39, column: 7, scope: !366)
!376 = !DILocation(line: 40, column: 3, scope: !366)
!377 = !DILocation(line: 40, column: 11, scope: !366)
!378 = !DILocation(line: 40, column: 14, scope: !366)
!379 = !DILocation(line: 40, column: 23, scope: !366)
!380 = !DILocation(line: 40, column: 25, scope: !366)
!381 = !DILocation(line: 40, column: 32, scope: !366)
!382 = !DILocation(line: 40, column: 30, scope: !366)
!383 = !DILocation(line: 40, column: 21, scope: !366)
!384 = distinct !{!384, !376, !385, !195}
!385 = !DILocation(line: 40, column: 56, scope: !366)
!386 = !DILocation(line: 41, column: 3, scope: !366)
!387 = !DILocation(line: 42, column: 10, scope: !366)
!388 = !DILocation(line: 42, column: 3, scope: !366)
!389 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !390, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!390 = !DISubroutineType(types: !391)
!391 = !{!85, !4}
!392 = !DILocalVariable(name: "c", arg: 1, scope: !389, file: !2, line: 56, type: !4)
!393 = !DILocation(line: 56, column: 26, scope: !389)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 57, type: !225)
!395 = distinct !DILexicalBlock(scope: !389, file: !2, line: 57, column: 3)
!396 = !DILocation(line: 57, column: 17, scope: !395)
!397 = !DILocation(line: 57, column: 8, scope: !395)
!398 = !DILocation(line: 57, column: 24, scope: !399)
!399 = distinct !DILexicalBlock(scope: !395, file: !2, line: 57, column: 3)
!400 = !DILocation(line: 57, column: 26, scope: !399)
!401 = !DILocation(line: 57, column: 3, scope: !395)
!402 = !DILocation(line: 58, column: 18, scope: !403)
!403 = distinct !DILexicalBlock(scope: !399, file: !2, line: 58, column: 9)
!404 = !DILocation(line: 58, column: 9, scope: !403)
!405 = !DILocation(line: 58, column: 21, scope: !403)
!406 = !DILocation(line: 58, column: 28, scope: !403)
!407 = !DILocation(line: 58, column: 25, scope: !403)
!408 = !DILocation(line: 58, column: 9, scope: !399)
!409 = !DILocation(line: 58, column: 47, scope: !403)
!410 = !DILocation(line: 58, column: 38, scope: !403)
!411 = !DILocation(line: 58, column: 50, scope: !403)
!412 = !DILocation(line: 58, column: 31, scope: !403)
!413 = !DILocation(line: 57, column: 66, scope: !399)
!414 = !DILocation(line: 57, column: 3, scope: !399)
!415 = distinct !{!415, !401, !416, !195}
!416 = !DILocation(line: 58, column: 50, scope: !395)
!417 = !DILocation(line: 59, column: 3, scope: !389)
!418 = !DILocation(line: 60, column: 1, scope: !389)
!419 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!420 = !DILocalVariable(name: "a", arg: 1, scope: !419, file: !2, line: 47, type: !36)
!421 = !DILocation(line: 47, column: 23, scope: !419)
!422 = !DILocalVariable(name: "b", arg: 2, scope: !419, file: !2, line: 47, type: !36)
!423 = !DILocation(line: 47, column: 30, scope: !419)
!424 = !DILocation(line: 47, column: 42, scope: !419)
!425 = !DILocation(line: 47, column: 46, scope: !419)
!426 = !DILocation(line: 47, column: 44, scope: !419)
!427 = !DILocation(line: 47, column: 35, scope: !419)
!428 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!429 = !DILocalVariable(name: "a", arg: 1, scope: !428, file: !2, line: 49, type: !36)
!430 = !DILocation(line: 49, column: 23, scope: !428)
!431 = !DILocalVariable(name: "b", arg: 2, scope: !428, file: !2, line: 49, type: !36)
!432 = !DILocation(line: 49, column: 30, scope: !428)
!433 = !DILocation(line: 49, column: 42, scope: !428)
!434 = !DILocation(line: 49, column: 46, scope: !428)
!435 = !DILocation(line: 49, column: 44, scope: !428)
!436 = !DILocation(line: 49, column: 35, scope: !428)
!437 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!438 = !DILocalVariable(name: "a", arg: 1, scope: !437, file: !2, line: 48, type: !36)
!439 = !DILocation(line: 48, column: 23, scope: !437)
!440 = !DILocalVariable(name: "b", arg: 2, scope: !437, file: !2, line: 48, type: !36)
!441 = !DILocation(line: 48, column: 30, scope: !437)
!442 = !DILocation(line: 48, column: 42, scope: !437)
!443 = !DILocation(line: 48, column: 46, scope: !437)
!444 = !DILocation(line: 48, column: 44, scope: !437)
!445 = !DILocation(line: 48, column: 35, scope: !437)
!446 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !447, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!447 = !DISubroutineType(types: !448)
!448 = !{!36, !449, !36, !36, !36}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 32)
!450 = !DILocalVariable(name: "fns", arg: 1, scope: !446, file: !2, line: 62, type: !449)
!451 = !DILocation(line: 62, column: 35, scope: !446)
!452 = !DILocalVariable(name: "n", arg: 2, scope: !446, file: !2, line: 62, type: !36)
!453 = !DILocation(line: 62, column: 55, scope: !446)
!454 = !DILocalVariable(name: "a", arg: 3, scope: !446, file: !2, line: 62, type: !36)
!455 = !DILocation(line: 62, column: 62, scope: !446)
!456 = !DILocalVariable(name: "b", arg: 4, scope: !446, file: !2, line: 62, type: !36)
!457 = !DILocation(line: 62, column: 69, scope: !446)
!458 = !DILocalVariable(name: "acc", scope: !446, file: !2, line: 63, type: !36)
!459 = !DILocation(line: 63, column: 7, scope: !446)
!460 = !DILocalVariable(name: "i", scope: !461, file: !2, line: 64, type: !36)
!461 = distinct !DILexicalBlock(scope: !446, file: !2, line: 64, column: 3)
!462 = !DILocation(line: 64, column: 12, scope: !461)
!463 = !DILocation(line: 64, column: 8, scope: !461)
!464 = !DILocation(line: 64, column: 19, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !2, line: 64, column: 3)
!466 = !DILocation(line: 64, column: 23, scope: !465)
!467 = !DILocation(line: 64, column: 21, scope: !465)
!468 = !DILocation(line: 64, column: 3, scope: !461)
!469 = !DILocation(line: 64, column: 38, scope: !465)
!470 = !DILocation(line: 64, column: 42, scope: !465)
!471 = !DILocation(line: 64, column: 45, scope: !465)
!472 = !DILocation(line: 64, column: 48, scope: !465)
!473 = !DILocation(line: 64, column: 35, scope: !465)
!474 = !DILocation(line: 64, column: 31, scope: !465)
!475 = !DILocation(line: 64, column: 26, scope: !465)
!476 = !DILocation(line: 64, column: 3, scope: !465)
!477 = distinct !{!477, !468, !478, !195}
!478 = !DILocation(line: 64, column: 49, scope: !461)
!479 = !DILocation(line: 65, column: 10, scope: !446)
!480 = !DILocation(line: 65, column: 3, scope: !446)
!481 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!482 = !DILocation(line: 71, column: 27, scope: !91)
!483 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !484)
!484 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !485)
!485 = !{!486}
!486 = !DISubrange(count: 16)
!487 = !DILocation(line: 74, column: 7, scope: !91)
!488 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!489 = !DILocation(line: 74, column: 18, scope: !91)
!490 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!491 = !DILocation(line: 74, column: 26, scope: !91)
!492 = !DILocation(line: 76, column: 3, scope: !91)
!493 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!494 = !DILocation(line: 77, column: 1, scope: !91)
!495 = !DILocation(line: 77, column: 24, scope: !91)
!496 = !DILocation(line: 77, column: 31, scope: !91)
!497 = !DILocation(line: 77, column: 18, scope: !91)
!498 = !DILocation(line: 77, column: 10, scope: !91)
!499 = !DILocation(line: 77, column: 22, scope: !91)
!500 = !DILocation(line: 77, column: 36, scope: !91)
!501 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!502 = !DILocation(line: 78, column: 1, scope: !91)
!503 = !DILocation(line: 78, column: 11, scope: !91)
!504 = !DILocation(line: 78, column: 38, scope: !91)
!505 = !DILocation(line: 78, column: 32, scope: !91)
!506 = !DILocation(line: 78, column: 21, scope: !91)
!507 = !DILocation(line: 78, column: 24, scope: !91)
!508 = !DILocation(line: 78, column: 15, scope: !91)
!509 = !DILocation(line: 78, column: 29, scope: !91)
!510 = !DILocation(line: 78, column: 43, scope: !91)
!511 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!512 = !DILocation(line: 79, column: 1, scope: !91)
!513 = !DILocation(line: 79, column: 11, scope: !91)
!514 = !DILocation(line: 79, column: 38, scope: !91)
!515 = !DILocation(line: 79, column: 32, scope: !91)
!516 = !DILocation(line: 79, column: 21, scope: !91)
!517 = !DILocation(line: 79, column: 24, scope: !91)
!518 = !DILocation(line: 79, column: 15, scope: !91)
!519 = !DILocation(line: 79, column: 29, scope: !91)
!520 = !DILocation(line: 79, column: 43, scope: !91)
!521 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!522 = !DILocation(line: 80, column: 1, scope: !91)
!523 = !DILocation(line: 80, column: 28, scope: !91)
!524 = !DILocation(line: 80, column: 31, scope: !91)
!525 = !DILocation(line: 80, column: 22, scope: !91)
!526 = !DILocation(line: 80, column: 16, scope: !91)
!527 = !DILocation(line: 80, column: 10, scope: !91)
!528 = !DILocation(line: 80, column: 20, scope: !91)
!529 = !DILocation(line: 80, column: 39, scope: !91)
!530 = !DILocation(line: 80, column: 43, scope: !91)
!531 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!532 = !DILocation(line: 81, column: 1, scope: !91)
!533 = !DILocalVariable(name: "t", scope: !534, file: !2, line: 81, type: !36)
!534 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!535 = !DILocation(line: 81, column: 15, scope: !534)
!536 = !DILocation(line: 81, column: 19, scope: !534)
!537 = !DILocation(line: 81, column: 26, scope: !534)
!538 = !DILocation(line: 81, column: 41, scope: !539)
!539 = distinct !DILexicalBlock(scope: !534, file: !2, line: 81, column: 35)
!540 = !DILocation(line: 81, column: 35, scope: !539)
!541 = !DILocation(line: 81, column: 35, scope: !534)
!542 = !DILocation(line: 81, column: 53, scope: !539)
!543 = !DILocation(line: 81, column: 51, scope: !539)
!544 = !DILocation(line: 81, column: 48, scope: !539)
!545 = !DILocation(line: 81, column: 56, scope: !534)
!546 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!547 = !DILocation(line: 82, column: 1, scope: !91)
!548 = !DILocation(line: 82, column: 15, scope: !91)
!549 = !DILocation(line: 82, column: 18, scope: !91)
!550 = !DILocation(line: 82, column: 9, scope: !91)
!551 = !DILocation(line: 82, column: 22, scope: !91)
!552 = !DILocation(line: 82, column: 26, scope: !91)
!553 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!554 = !DILocation(line: 83, column: 1, scope: !91)
!555 = !DILocalVariable(name: "t", scope: !556, file: !2, line: 83, type: !36)
!556 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!557 = !DILocation(line: 83, column: 16, scope: !556)
!558 = !DILocation(line: 83, column: 26, scope: !556)
!559 = !DILocation(line: 83, column: 29, scope: !556)
!560 = !DILocation(line: 83, column: 20, scope: !556)
!561 = !DILocation(line: 83, column: 57, scope: !556)
!562 = !DILocation(line: 83, column: 60, scope: !556)
!563 = !DILocation(line: 83, column: 51, scope: !556)
!564 = !DILocation(line: 83, column: 41, scope: !556)
!565 = !DILocation(line: 83, column: 44, scope: !556)
!566 = !DILocation(line: 83, column: 35, scope: !556)
!567 = !DILocation(line: 83, column: 49, scope: !556)
!568 = !DILocation(line: 83, column: 82, scope: !556)
!569 = !DILocation(line: 83, column: 72, scope: !556)
!570 = !DILocation(line: 83, column: 75, scope: !556)
!571 = !DILocation(line: 83, column: 66, scope: !556)
!572 = !DILocation(line: 83, column: 80, scope: !556)
!573 = !DILocation(line: 83, column: 85, scope: !556)
!574 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!575 = !DILocation(line: 84, column: 1, scope: !91)
!576 = !DILocation(line: 84, column: 23, scope: !91)
!577 = !DILocation(line: 84, column: 26, scope: !91)
!578 = !DILocation(line: 84, column: 17, scope: !91)
!579 = !DILocation(line: 84, column: 10, scope: !91)
!580 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!581 = !DILocalVariable(name: "a", arg: 1, scope: !580, file: !2, line: 50, type: !36)
!582 = !DILocation(line: 50, column: 23, scope: !580)
!583 = !DILocalVariable(name: "b", arg: 2, scope: !580, file: !2, line: 50, type: !36)
!584 = !DILocation(line: 50, column: 30, scope: !580)
!585 = !DILocation(line: 50, column: 42, scope: !580)
!586 = !DILocation(line: 50, column: 46, scope: !580)
!587 = !DILocation(line: 50, column: 50, scope: !580)
!588 = !DILocation(line: 50, column: 48, scope: !580)
!589 = !DILocation(line: 50, column: 35, scope: !580)
