; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

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
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16, !dbg !31
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1, !dbg !42
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 16, !dbg !101
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1, !dbg !52
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16, !dbg !107
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1, !dbg !57
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !112
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 16, !dbg !127
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1, !dbg !69
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !132
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !137
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 16, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !116
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !118
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !123
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1, !dbg !125

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: noinline optnone
define hidden i32 @main() #0 !dbg !33 {
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
    #dbg_declare(ptr %2, !152, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false), !dbg !158
  %12 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, ptr noundef byval(%struct.Pt) align 2 %2), !dbg !159
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %12), !dbg !160
  %14 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !161
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %14), !dbg !162
    #dbg_declare(ptr %3, !163, !DIExpression(), !164)
  store ptr @.str.4, ptr %3, align 4, !dbg !164
    #dbg_declare(ptr %4, !165, !DIExpression(), !167)
  %16 = load ptr, ptr %3, align 4, !dbg !168
  store ptr %16, ptr %4, align 4, !dbg !167
  br label %17, !dbg !169

17:                                               ; preds = %37, %0
  %18 = load ptr, ptr %4, align 4, !dbg !170
  %19 = load i8, ptr %18, align 1, !dbg !172
  %20 = icmp ne i8 %19, 0, !dbg !173
  br i1 %20, label %21, label %40, !dbg !173

21:                                               ; preds = %17
    #dbg_declare(ptr %5, !174, !DIExpression(), !176)
  %22 = load ptr, ptr %4, align 4, !dbg !177
  %23 = load i8, ptr %22, align 1, !dbg !178
  %24 = call ptr @lookup(i8 noundef signext %23), !dbg !179
  store ptr %24, ptr %5, align 4, !dbg !176
  %25 = load ptr, ptr %4, align 4, !dbg !180
  %26 = load i8, ptr %25, align 1, !dbg !181
  %27 = sext i8 %26 to i32, !dbg !181
  %28 = load ptr, ptr %5, align 4, !dbg !182
  %29 = icmp ne ptr %28, null, !dbg !182
  br i1 %29, label %30, label %33, !dbg !182

30:                                               ; preds = %21
  %31 = load ptr, ptr %5, align 4, !dbg !183
  %32 = call i32 %31(i32 noundef 17, i32 noundef 5), !dbg !183
  br label %34, !dbg !182

33:                                               ; preds = %21
  br label %34, !dbg !182

34:                                               ; preds = %33, %30
  %35 = phi i32 [ %32, %30 ], [ -1, %33 ], !dbg !182
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %27, i32 noundef %35), !dbg !184
  br label %37, !dbg !185

37:                                               ; preds = %34
  %38 = load ptr, ptr %4, align 4, !dbg !186
  %39 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !186
  store ptr %39, ptr %4, align 4, !dbg !186
  br label %17, !dbg !187, !llvm.loop !188

40:                                               ; preds = %17
    #dbg_declare(ptr %6, !191, !DIExpression(), !195)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false), !dbg !195
  %41 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0, !dbg !196
  %42 = call i32 @apply_all(ptr noundef %41, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !197
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %42), !dbg !198
    #dbg_declare(ptr %7, !199, !DIExpression(), !200)
  store i32 1, ptr %7, align 4, !dbg !200
    #dbg_declare(ptr %8, !201, !DIExpression(), !203)
  store i32 5, ptr %8, align 4, !dbg !203
  br label %44, !dbg !204

44:                                               ; preds = %51, %40
  %45 = load i32, ptr %8, align 4, !dbg !205
  %46 = icmp sgt i32 %45, 0, !dbg !207
  br i1 %46, label %47, label %54, !dbg !208

47:                                               ; preds = %44
  %48 = load i32, ptr %8, align 4, !dbg !209
  %49 = load i32, ptr %7, align 4, !dbg !210
  %50 = mul nsw i32 %49, %48, !dbg !210
  store i32 %50, ptr %7, align 4, !dbg !210
  br label %51, !dbg !211

51:                                               ; preds = %47
  %52 = load i32, ptr %8, align 4, !dbg !212
  %53 = add nsw i32 %52, -1, !dbg !212
  store i32 %53, ptr %8, align 4, !dbg !212
  br label %44, !dbg !213, !llvm.loop !214

54:                                               ; preds = %44
  %55 = call i32 @run(ptr noundef @main.prog), !dbg !216
  %56 = load i32, ptr %7, align 4, !dbg !217
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %55, i32 noundef %56), !dbg !218
    #dbg_declare(ptr %9, !219, !DIExpression(), !221)
  store i32 -2128831035, ptr %9, align 4, !dbg !221
    #dbg_declare(ptr %10, !222, !DIExpression(), !224)
  store i32 0, ptr %10, align 4, !dbg !224
  br label %58, !dbg !225

58:                                               ; preds = %69, %54
  %59 = load i32, ptr %10, align 4, !dbg !226
  %60 = icmp ult i32 %59, 39, !dbg !228
  br i1 %60, label %61, label %72, !dbg !229

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4, !dbg !230
  %63 = load i32, ptr %10, align 4, !dbg !231
  %64 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %63, !dbg !232
  %65 = load i8, ptr %64, align 1, !dbg !232
  %66 = zext i8 %65 to i32, !dbg !233
  %67 = xor i32 %62, %66, !dbg !234
  %68 = mul i32 %67, 16777619, !dbg !235
  store i32 %68, ptr %9, align 4, !dbg !236
  br label %69, !dbg !237

69:                                               ; preds = %61
  %70 = load i32, ptr %10, align 4, !dbg !238
  %71 = add i32 %70, 1, !dbg !238
  store i32 %71, ptr %10, align 4, !dbg !238
  br label %58, !dbg !239, !llvm.loop !240

72:                                               ; preds = %58
  %73 = load i32, ptr %9, align 4, !dbg !242
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %73), !dbg !243
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23), !dbg !244
  %76 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1, !dbg !245
  %77 = zext i8 %76 to i32, !dbg !245
  %78 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1, !dbg !246
  %79 = zext i8 %78 to i32, !dbg !246
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1, !dbg !247
  %81 = zext i8 %80 to i32, !dbg !247
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %77, i32 noundef %79, i32 noundef %81), !dbg !248
    #dbg_declare(ptr %11, !249, !DIExpression(), !252)
  store ptr @words, ptr %11, align 4, !dbg !252
  br label %83, !dbg !253

83:                                               ; preds = %101, %72
  %84 = load ptr, ptr %11, align 4, !dbg !254
  %85 = load ptr, ptr %84, align 4, !dbg !256
  %86 = icmp ne ptr %85, null, !dbg !257
  br i1 %86, label %87, label %104, !dbg !257

87:                                               ; preds = %83
  %88 = load ptr, ptr %11, align 4, !dbg !258
  %89 = getelementptr inbounds ptr, ptr %88, i32 0, !dbg !258
  %90 = load ptr, ptr %89, align 4, !dbg !258
  %91 = load i8, ptr %90, align 1, !dbg !259
  %92 = sext i8 %91 to i32, !dbg !259
  %93 = icmp eq i32 %92, 27, !dbg !260
  br i1 %93, label %94, label %95, !dbg !259

94:                                               ; preds = %87
  br label %98, !dbg !259

95:                                               ; preds = %87
  %96 = load ptr, ptr %11, align 4, !dbg !261
  %97 = load ptr, ptr %96, align 4, !dbg !262
  br label %98, !dbg !259

98:                                               ; preds = %95, %94
  %99 = phi ptr [ @.str.12, %94 ], [ %97, %95 ], !dbg !259
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %99), !dbg !263
  br label %101, !dbg !263

101:                                              ; preds = %98
  %102 = load ptr, ptr %11, align 4, !dbg !264
  %103 = getelementptr inbounds ptr, ptr %102, i32 1, !dbg !264
  store ptr %103, ptr %11, align 4, !dbg !264
  br label %83, !dbg !265, !llvm.loop !266

104:                                              ; preds = %83
  %105 = load i32, ptr @init, align 8, !dbg !268
  %106 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !269
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %105, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %106, i32 noundef 6), !dbg !270
  %108 = call i32 @putchar(i32 noundef 10), !dbg !271
  ret i32 0, !dbg !272
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !273 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !276, !DIExpression(), !277)
    #dbg_declare(ptr %3, !278, !DIExpression(), !282)
    #dbg_declare(ptr %4, !283, !DIExpression(), !284)
    #dbg_declare(ptr %5, !285, !DIExpression(), !286)
  store i64 0, ptr %5, align 8, !dbg !286
  call void @llvm.va_start.p0(ptr %3), !dbg !287
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !288
    #dbg_declare(ptr %6, !289, !DIExpression(), !291)
  %10 = load ptr, ptr %2, align 4, !dbg !292
  store ptr %10, ptr %6, align 4, !dbg !291
  br label %11, !dbg !293

11:                                               ; preds = %82, %1
  %12 = load ptr, ptr %6, align 4, !dbg !294
  %13 = load i8, ptr %12, align 1, !dbg !296
  %14 = icmp ne i8 %13, 0, !dbg !297
  br i1 %14, label %15, label %85, !dbg !297

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4, !dbg !298
  %17 = load i8, ptr %16, align 1, !dbg !300
  %18 = sext i8 %17 to i32, !dbg !300
  switch i32 %18, label %80 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %34
    i32 115, label %44
    i32 99, label %57
    i32 112, label %65
  ], !dbg !301

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4, !dbg !302
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !302
  store ptr %21, ptr %3, align 4, !dbg !302
  %22 = load i32, ptr %20, align 4, !dbg !302
  %23 = sext i32 %22 to i64, !dbg !302
  %24 = load i64, ptr %5, align 8, !dbg !304
  %25 = add nsw i64 %24, %23, !dbg !304
  store i64 %25, ptr %5, align 8, !dbg !304
  br label %81, !dbg !305

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4, !dbg !306
  %28 = getelementptr inbounds i8, ptr %27, i32 7, !dbg !306
  %29 = call ptr @llvm.ptrmask.p0.i32(ptr %28, i32 -8), !dbg !306
  %30 = getelementptr inbounds i8, ptr %29, i32 8, !dbg !306
  store ptr %30, ptr %3, align 4, !dbg !306
  %31 = load i64, ptr %29, align 8, !dbg !306
  %32 = load i64, ptr %5, align 8, !dbg !307
  %33 = add nsw i64 %32, %31, !dbg !307
  store i64 %33, ptr %5, align 8, !dbg !307
  br label %81, !dbg !308

34:                                               ; preds = %15
  %35 = load ptr, ptr %3, align 4, !dbg !309
  %36 = getelementptr inbounds i8, ptr %35, i32 7, !dbg !309
  %37 = call ptr @llvm.ptrmask.p0.i32(ptr %36, i32 -8), !dbg !309
  %38 = getelementptr inbounds i8, ptr %37, i32 8, !dbg !309
  store ptr %38, ptr %3, align 4, !dbg !309
  %39 = load double, ptr %37, align 8, !dbg !309
  %40 = fmul double %39, 1.000000e+01, !dbg !310
  %41 = fptosi double %40 to i64, !dbg !311
  %42 = load i64, ptr %5, align 8, !dbg !312
  %43 = add nsw i64 %42, %41, !dbg !312
  store i64 %43, ptr %5, align 8, !dbg !312
  br label %81, !dbg !313

44:                                               ; preds = %15
    #dbg_declare(ptr %7, !314, !DIExpression(), !316)
  %45 = load ptr, ptr %3, align 4, !dbg !317
  %46 = getelementptr inbounds i8, ptr %45, i32 4, !dbg !317
  store ptr %46, ptr %3, align 4, !dbg !317
  %47 = load ptr, ptr %45, align 4, !dbg !317
  store ptr %47, ptr %7, align 4, !dbg !316
  br label %48, !dbg !318

48:                                               ; preds = %53, %44
  %49 = load ptr, ptr %7, align 4, !dbg !319
  %50 = getelementptr inbounds i8, ptr %49, i32 1, !dbg !319
  store ptr %50, ptr %7, align 4, !dbg !319
  %51 = load i8, ptr %49, align 1, !dbg !320
  %52 = icmp ne i8 %51, 0, !dbg !318
  br i1 %52, label %53, label %56, !dbg !318

53:                                               ; preds = %48
  %54 = load i64, ptr %5, align 8, !dbg !321
  %55 = add nsw i64 %54, 1, !dbg !321
  store i64 %55, ptr %5, align 8, !dbg !321
  br label %48, !dbg !318, !llvm.loop !322

56:                                               ; preds = %48
  br label %81, !dbg !324

57:                                               ; preds = %15
  %58 = load ptr, ptr %3, align 4, !dbg !325
  %59 = getelementptr inbounds i8, ptr %58, i32 4, !dbg !325
  store ptr %59, ptr %3, align 4, !dbg !325
  %60 = load i32, ptr %58, align 4, !dbg !325
  %61 = trunc i32 %60 to i8, !dbg !326
  %62 = sext i8 %61 to i64, !dbg !326
  %63 = load i64, ptr %5, align 8, !dbg !327
  %64 = add nsw i64 %63, %62, !dbg !327
  store i64 %64, ptr %5, align 8, !dbg !327
  br label %81, !dbg !328

65:                                               ; preds = %15
    #dbg_declare(ptr %8, !329, !DIExpression(), !331)
  %66 = load ptr, ptr %3, align 4, !dbg !332
  %67 = getelementptr inbounds i8, ptr %66, i32 4, !dbg !332
  store ptr %67, ptr %3, align 4, !dbg !332
  %68 = load ptr, ptr %66, align 4, !dbg !332
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 2 %68, i32 4, i1 false), !dbg !332
  %69 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !333
  %70 = load i16, ptr %69, align 2, !dbg !333
  %71 = sext i16 %70 to i32, !dbg !334
  %72 = mul nsw i32 %71, 100, !dbg !335
  %73 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !336
  %74 = load i16, ptr %73, align 2, !dbg !336
  %75 = sext i16 %74 to i32, !dbg !337
  %76 = add nsw i32 %72, %75, !dbg !338
  %77 = sext i32 %76 to i64, !dbg !334
  %78 = load i64, ptr %5, align 8, !dbg !339
  %79 = add nsw i64 %78, %77, !dbg !339
  store i64 %79, ptr %5, align 8, !dbg !339
  br label %81, !dbg !340

80:                                               ; preds = %15
  br label %81, !dbg !341

81:                                               ; preds = %80, %65, %57, %56, %34, %26, %19
  br label %82, !dbg !342

82:                                               ; preds = %81
  %83 = load ptr, ptr %6, align 4, !dbg !343
  %84 = getelementptr inbounds i8, ptr %83, i32 1, !dbg !343
  store ptr %84, ptr %6, align 4, !dbg !343
  br label %11, !dbg !344, !llvm.loop !345

85:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !347
    #dbg_declare(ptr %9, !348, !DIExpression(), !349)
  %86 = load ptr, ptr %2, align 4, !dbg !350
  %87 = load i8, ptr %86, align 1, !dbg !351
  %88 = sext i8 %87 to i32, !dbg !351
  %89 = icmp eq i32 %88, 105, !dbg !352
  br i1 %89, label %90, label %94, !dbg !353

90:                                               ; preds = %85
  %91 = load ptr, ptr %4, align 4, !dbg !354
  %92 = getelementptr inbounds i8, ptr %91, i32 4, !dbg !354
  store ptr %92, ptr %4, align 4, !dbg !354
  %93 = load i32, ptr %91, align 4, !dbg !354
  br label %95, !dbg !353

94:                                               ; preds = %85
  br label %95, !dbg !353

95:                                               ; preds = %94, %90
  %96 = phi i32 [ %93, %90 ], [ 0, %94 ], !dbg !353
  store i32 %96, ptr %9, align 4, !dbg !349
  call void @llvm.va_end.p0(ptr %4), !dbg !355
  %97 = load i64, ptr %5, align 8, !dbg !356
  %98 = mul nsw i64 %97, 1000, !dbg !357
  %99 = load i32, ptr %9, align 4, !dbg !358
  %100 = sext i32 %99 to i64, !dbg !358
  %101 = add nsw i64 %98, %100, !dbg !359
  ret i64 %101, !dbg !360
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !361 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !364, !DIExpression(), !365)
    #dbg_declare(ptr %3, !366, !DIExpression(), !367)
  call void @llvm.va_start.p0(ptr %3), !dbg !368
    #dbg_declare(ptr %4, !369, !DIExpression(), !370)
  store i32 0, ptr %4, align 4, !dbg !370
  br label %5, !dbg !371

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !372
  %7 = add nsw i32 %6, -1, !dbg !372
  store i32 %7, ptr %2, align 4, !dbg !372
  %8 = icmp sgt i32 %6, 0, !dbg !373
  br i1 %8, label %9, label %16, !dbg !371

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !374
  %11 = mul nsw i32 %10, 31, !dbg !375
  %12 = load ptr, ptr %3, align 4, !dbg !376
  %13 = getelementptr inbounds i8, ptr %12, i32 4, !dbg !376
  store ptr %13, ptr %3, align 4, !dbg !376
  %14 = load i32, ptr %12, align 4, !dbg !376
  %15 = add nsw i32 %11, %14, !dbg !377
  store i32 %15, ptr %4, align 4, !dbg !378
  br label %5, !dbg !371, !llvm.loop !379

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !381
  %17 = load i32, ptr %4, align 4, !dbg !382
  ret i32 %17, !dbg !383
}

; Function Attrs: noinline nounwind optnone
define internal ptr @lookup(i8 noundef signext %0) #3 !dbg !384 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !387, !DIExpression(), !388)
    #dbg_declare(ptr %4, !389, !DIExpression(), !391)
  store i32 0, ptr %4, align 4, !dbg !391
  br label %5, !dbg !392

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !393
  %7 = icmp ult i32 %6, 4, !dbg !395
  br i1 %7, label %8, label %26, !dbg !396

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !397
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9, !dbg !399
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0, !dbg !400
  %12 = load i8, ptr %11, align 8, !dbg !400
  %13 = sext i8 %12 to i32, !dbg !399
  %14 = load i8, ptr %3, align 1, !dbg !401
  %15 = sext i8 %14 to i32, !dbg !401
  %16 = icmp eq i32 %13, %15, !dbg !402
  br i1 %16, label %17, label %22, !dbg !403

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !404
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18, !dbg !405
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1, !dbg !406
  %21 = load ptr, ptr %20, align 4, !dbg !406
  store ptr %21, ptr %2, align 4, !dbg !407
  br label %27, !dbg !407

22:                                               ; preds = %8
  br label %23, !dbg !401

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !408
  %25 = add i32 %24, 1, !dbg !408
  store i32 %25, ptr %4, align 4, !dbg !408
  br label %5, !dbg !409, !llvm.loop !410

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !412
  br label %27, !dbg !412

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !413
  ret ptr %28, !dbg !413
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !414 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !415, !DIExpression(), !416)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !417, !DIExpression(), !418)
  %5 = load i32, ptr %3, align 4, !dbg !419
  %6 = load i32, ptr %4, align 4, !dbg !420
  %7 = add nsw i32 %5, %6, !dbg !421
  ret i32 %7, !dbg !422
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !423 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !424, !DIExpression(), !425)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !426, !DIExpression(), !427)
  %5 = load i32, ptr %3, align 4, !dbg !428
  %6 = load i32, ptr %4, align 4, !dbg !429
  %7 = mul nsw i32 %5, %6, !dbg !430
  ret i32 %7, !dbg !431
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !432 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !433, !DIExpression(), !434)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !435, !DIExpression(), !436)
  %5 = load i32, ptr %3, align 4, !dbg !437
  %6 = load i32, ptr %4, align 4, !dbg !438
  %7 = sub nsw i32 %5, %6, !dbg !439
  ret i32 %7, !dbg !440
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !441 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !445, !DIExpression(), !446)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !447, !DIExpression(), !448)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !449, !DIExpression(), !450)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !451, !DIExpression(), !452)
    #dbg_declare(ptr %9, !453, !DIExpression(), !454)
  store i32 0, ptr %9, align 4, !dbg !454
    #dbg_declare(ptr %10, !455, !DIExpression(), !457)
  store i32 0, ptr %10, align 4, !dbg !457
  br label %11, !dbg !458

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4, !dbg !459
  %13 = load i32, ptr %6, align 4, !dbg !461
  %14 = icmp slt i32 %12, %13, !dbg !462
  br i1 %14, label %15, label %28, !dbg !463

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 4, !dbg !464
  %17 = load i32, ptr %10, align 4, !dbg !465
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17, !dbg !464
  %19 = load ptr, ptr %18, align 4, !dbg !464
  %20 = load i32, ptr %7, align 4, !dbg !466
  %21 = load i32, ptr %8, align 4, !dbg !467
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !464
  %23 = load i32, ptr %9, align 4, !dbg !468
  %24 = add nsw i32 %23, %22, !dbg !468
  store i32 %24, ptr %9, align 4, !dbg !468
  br label %25, !dbg !469

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4, !dbg !470
  %27 = add nsw i32 %26, 1, !dbg !470
  store i32 %27, ptr %10, align 4, !dbg !470
  br label %11, !dbg !471, !llvm.loop !472

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4, !dbg !474
  ret i32 %29, !dbg !475
}

; Function Attrs: noinline nounwind optnone
define internal i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !476, !DIExpression(), !477)
    #dbg_declare(ptr %3, !478, !DIExpression(), !482)
    #dbg_declare(ptr %4, !483, !DIExpression(), !484)
  store i32 0, ptr %4, align 4, !dbg !484
    #dbg_declare(ptr %5, !485, !DIExpression(), !486)
  store i32 0, ptr %5, align 4, !dbg !486
  %8 = load ptr, ptr %2, align 4, !dbg !487
  %9 = load i32, ptr %5, align 4, !dbg !487
  %10 = add nsw i32 %9, 1, !dbg !487
  store i32 %10, ptr %5, align 4, !dbg !487
  %11 = getelementptr inbounds i32, ptr %8, i32 %9, !dbg !487
  %12 = load i32, ptr %11, align 4, !dbg !487
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !487
  %14 = load ptr, ptr %13, align 4, !dbg !487
  br label %145, !dbg !487

15:                                               ; preds = %145
    #dbg_label(!488, !489)
  %16 = load ptr, ptr %2, align 4, !dbg !490
  %17 = load i32, ptr %5, align 4, !dbg !491
  %18 = add nsw i32 %17, 1, !dbg !491
  store i32 %18, ptr %5, align 4, !dbg !491
  %19 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !490
  %20 = load i32, ptr %19, align 4, !dbg !490
  %21 = load i32, ptr %4, align 4, !dbg !492
  %22 = add nsw i32 %21, 1, !dbg !492
  store i32 %22, ptr %4, align 4, !dbg !492
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21, !dbg !493
  store i32 %20, ptr %23, align 4, !dbg !494
  %24 = load ptr, ptr %2, align 4, !dbg !495
  %25 = load i32, ptr %5, align 4, !dbg !495
  %26 = add nsw i32 %25, 1, !dbg !495
  store i32 %26, ptr %5, align 4, !dbg !495
  %27 = getelementptr inbounds i32, ptr %24, i32 %25, !dbg !495
  %28 = load i32, ptr %27, align 4, !dbg !495
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28, !dbg !495
  %30 = load ptr, ptr %29, align 4, !dbg !495
  br label %145, !dbg !495

31:                                               ; preds = %145
    #dbg_label(!496, !497)
  %32 = load i32, ptr %4, align 4, !dbg !498
  %33 = add nsw i32 %32, -1, !dbg !498
  store i32 %33, ptr %4, align 4, !dbg !498
  %34 = load i32, ptr %4, align 4, !dbg !499
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34, !dbg !500
  %36 = load i32, ptr %35, align 4, !dbg !500
  %37 = load i32, ptr %4, align 4, !dbg !501
  %38 = sub nsw i32 %37, 1, !dbg !502
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38, !dbg !503
  %40 = load i32, ptr %39, align 4, !dbg !504
  %41 = add nsw i32 %40, %36, !dbg !504
  store i32 %41, ptr %39, align 4, !dbg !504
  %42 = load ptr, ptr %2, align 4, !dbg !505
  %43 = load i32, ptr %5, align 4, !dbg !505
  %44 = add nsw i32 %43, 1, !dbg !505
  store i32 %44, ptr %5, align 4, !dbg !505
  %45 = getelementptr inbounds i32, ptr %42, i32 %43, !dbg !505
  %46 = load i32, ptr %45, align 4, !dbg !505
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46, !dbg !505
  %48 = load ptr, ptr %47, align 4, !dbg !505
  br label %145, !dbg !505

49:                                               ; preds = %145
    #dbg_label(!506, !507)
  %50 = load i32, ptr %4, align 4, !dbg !508
  %51 = add nsw i32 %50, -1, !dbg !508
  store i32 %51, ptr %4, align 4, !dbg !508
  %52 = load i32, ptr %4, align 4, !dbg !509
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52, !dbg !510
  %54 = load i32, ptr %53, align 4, !dbg !510
  %55 = load i32, ptr %4, align 4, !dbg !511
  %56 = sub nsw i32 %55, 1, !dbg !512
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56, !dbg !513
  %58 = load i32, ptr %57, align 4, !dbg !514
  %59 = mul nsw i32 %58, %54, !dbg !514
  store i32 %59, ptr %57, align 4, !dbg !514
  %60 = load ptr, ptr %2, align 4, !dbg !515
  %61 = load i32, ptr %5, align 4, !dbg !515
  %62 = add nsw i32 %61, 1, !dbg !515
  store i32 %62, ptr %5, align 4, !dbg !515
  %63 = getelementptr inbounds i32, ptr %60, i32 %61, !dbg !515
  %64 = load i32, ptr %63, align 4, !dbg !515
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64, !dbg !515
  %66 = load ptr, ptr %65, align 4, !dbg !515
  br label %145, !dbg !515

67:                                               ; preds = %145
    #dbg_label(!516, !517)
  %68 = load i32, ptr %4, align 4, !dbg !518
  %69 = sub nsw i32 %68, 2, !dbg !519
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69, !dbg !520
  %71 = load i32, ptr %70, align 4, !dbg !520
  %72 = load i32, ptr %4, align 4, !dbg !521
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72, !dbg !522
  store i32 %71, ptr %73, align 4, !dbg !523
  %74 = load i32, ptr %4, align 4, !dbg !524
  %75 = add nsw i32 %74, 1, !dbg !524
  store i32 %75, ptr %4, align 4, !dbg !524
  %76 = load ptr, ptr %2, align 4, !dbg !525
  %77 = load i32, ptr %5, align 4, !dbg !525
  %78 = add nsw i32 %77, 1, !dbg !525
  store i32 %78, ptr %5, align 4, !dbg !525
  %79 = getelementptr inbounds i32, ptr %76, i32 %77, !dbg !525
  %80 = load i32, ptr %79, align 4, !dbg !525
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !525
  %82 = load ptr, ptr %81, align 4, !dbg !525
  br label %145, !dbg !525

83:                                               ; preds = %145
    #dbg_label(!526, !527)
    #dbg_declare(ptr %6, !528, !DIExpression(), !530)
  %84 = load ptr, ptr %2, align 4, !dbg !531
  %85 = load i32, ptr %5, align 4, !dbg !532
  %86 = add nsw i32 %85, 1, !dbg !532
  store i32 %86, ptr %5, align 4, !dbg !532
  %87 = getelementptr inbounds i32, ptr %84, i32 %85, !dbg !531
  %88 = load i32, ptr %87, align 4, !dbg !531
  store i32 %88, ptr %6, align 4, !dbg !530
  %89 = load i32, ptr %4, align 4, !dbg !533
  %90 = add nsw i32 %89, -1, !dbg !533
  store i32 %90, ptr %4, align 4, !dbg !533
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90, !dbg !535
  %92 = load i32, ptr %91, align 4, !dbg !535
  %93 = icmp ne i32 %92, 0, !dbg !535
  br i1 %93, label %94, label %96, !dbg !536

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4, !dbg !537
  store i32 %95, ptr %5, align 4, !dbg !538
  br label %96, !dbg !539

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4, !dbg !540
  %98 = load i32, ptr %5, align 4, !dbg !540
  %99 = add nsw i32 %98, 1, !dbg !540
  store i32 %99, ptr %5, align 4, !dbg !540
  %100 = getelementptr inbounds i32, ptr %97, i32 %98, !dbg !540
  %101 = load i32, ptr %100, align 4, !dbg !540
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101, !dbg !540
  %103 = load ptr, ptr %102, align 4, !dbg !540
  br label %145, !dbg !540

104:                                              ; preds = %145
    #dbg_label(!541, !542)
  %105 = load i32, ptr %4, align 4, !dbg !543
  %106 = sub nsw i32 %105, 1, !dbg !544
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106, !dbg !545
  %108 = load i32, ptr %107, align 4, !dbg !546
  %109 = add nsw i32 %108, -1, !dbg !546
  store i32 %109, ptr %107, align 4, !dbg !546
  %110 = load ptr, ptr %2, align 4, !dbg !547
  %111 = load i32, ptr %5, align 4, !dbg !547
  %112 = add nsw i32 %111, 1, !dbg !547
  store i32 %112, ptr %5, align 4, !dbg !547
  %113 = getelementptr inbounds i32, ptr %110, i32 %111, !dbg !547
  %114 = load i32, ptr %113, align 4, !dbg !547
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114, !dbg !547
  %116 = load ptr, ptr %115, align 4, !dbg !547
  br label %145, !dbg !547

117:                                              ; preds = %145
    #dbg_label(!548, !549)
    #dbg_declare(ptr %7, !550, !DIExpression(), !552)
  %118 = load i32, ptr %4, align 4, !dbg !553
  %119 = sub nsw i32 %118, 1, !dbg !554
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119, !dbg !555
  %121 = load i32, ptr %120, align 4, !dbg !555
  store i32 %121, ptr %7, align 4, !dbg !552
  %122 = load i32, ptr %4, align 4, !dbg !556
  %123 = sub nsw i32 %122, 2, !dbg !557
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123, !dbg !558
  %125 = load i32, ptr %124, align 4, !dbg !558
  %126 = load i32, ptr %4, align 4, !dbg !559
  %127 = sub nsw i32 %126, 1, !dbg !560
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127, !dbg !561
  store i32 %125, ptr %128, align 4, !dbg !562
  %129 = load i32, ptr %7, align 4, !dbg !563
  %130 = load i32, ptr %4, align 4, !dbg !564
  %131 = sub nsw i32 %130, 2, !dbg !565
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131, !dbg !566
  store i32 %129, ptr %132, align 4, !dbg !567
  %133 = load ptr, ptr %2, align 4, !dbg !568
  %134 = load i32, ptr %5, align 4, !dbg !568
  %135 = add nsw i32 %134, 1, !dbg !568
  store i32 %135, ptr %5, align 4, !dbg !568
  %136 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !568
  %137 = load i32, ptr %136, align 4, !dbg !568
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137, !dbg !568
  %139 = load ptr, ptr %138, align 4, !dbg !568
  br label %145, !dbg !568

140:                                              ; preds = %145
    #dbg_label(!569, !570)
  %141 = load i32, ptr %4, align 4, !dbg !571
  %142 = sub nsw i32 %141, 1, !dbg !572
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142, !dbg !573
  %144 = load i32, ptr %143, align 4, !dbg !573
  ret i32 %144, !dbg !574

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
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !575 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !578, !DIExpression(), !579)
  %5 = load i32, ptr %4, align 4, !dbg !580
  %6 = icmp ne i32 %5, 0, !dbg !580
  br i1 %6, label %7, label %11, !dbg !580

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !581
  %9 = load i32, ptr %4, align 4, !dbg !582
  %10 = sdiv i32 %8, %9, !dbg !583
  br label %12, !dbg !580

11:                                               ; preds = %2
  br label %12, !dbg !580

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !580
  ret i32 %13, !dbg !584
}

attributes #0 = { noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150}
!llvm.ident = !{!151}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus")
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
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 192, elements: !140)
!140 = !{!141, !142, !143}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !139, file: !2, line: 94, baseType: !36, size: 32)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !139, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !139, file: !2, line: 94, baseType: !144, size: 64, offset: 128)
!144 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 416, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 13)
!148 = !{i32 7, !"Dwarf Version", i32 4}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!152 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !154)
!154 = !{!155, !157}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !153, file: !2, line: 11, baseType: !156, size: 16)
!156 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !153, file: !2, line: 11, baseType: !156, size: 16, offset: 16)
!158 = !DILocation(line: 100, column: 13, scope: !33)
!159 = !DILocation(line: 101, column: 25, scope: !33)
!160 = !DILocation(line: 101, column: 3, scope: !33)
!161 = !DILocation(line: 102, column: 26, scope: !33)
!162 = !DILocation(line: 102, column: 3, scope: !33)
!163 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!164 = !DILocation(line: 104, column: 15, scope: !33)
!165 = !DILocalVariable(name: "e", scope: !166, file: !2, line: 105, type: !131)
!166 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105, column: 3)
!167 = !DILocation(line: 105, column: 20, scope: !166)
!168 = !DILocation(line: 105, column: 24, scope: !166)
!169 = !DILocation(line: 105, column: 8, scope: !166)
!170 = !DILocation(line: 105, column: 31, scope: !171)
!171 = distinct !DILexicalBlock(scope: !166, file: !2, line: 105, column: 3)
!172 = !DILocation(line: 105, column: 30, scope: !171)
!173 = !DILocation(line: 105, column: 3, scope: !166)
!174 = !DILocalVariable(name: "f", scope: !175, file: !2, line: 106, type: !85)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 105, column: 39)
!176 = !DILocation(line: 106, column: 11, scope: !175)
!177 = !DILocation(line: 106, column: 23, scope: !175)
!178 = !DILocation(line: 106, column: 22, scope: !175)
!179 = !DILocation(line: 106, column: 15, scope: !175)
!180 = !DILocation(line: 107, column: 23, scope: !175)
!181 = !DILocation(line: 107, column: 22, scope: !175)
!182 = !DILocation(line: 107, column: 26, scope: !175)
!183 = !DILocation(line: 107, column: 30, scope: !175)
!184 = !DILocation(line: 107, column: 5, scope: !175)
!185 = !DILocation(line: 108, column: 3, scope: !175)
!186 = !DILocation(line: 105, column: 34, scope: !171)
!187 = !DILocation(line: 105, column: 3, scope: !171)
!188 = distinct !{!188, !173, !189, !190}
!189 = !DILocation(line: 108, column: 3, scope: !166)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !192)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !193, size: 96, elements: !194)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!194 = !{!136}
!195 = !DILocation(line: 109, column: 15, scope: !33)
!196 = !DILocation(line: 110, column: 36, scope: !33)
!197 = !DILocation(line: 110, column: 26, scope: !33)
!198 = !DILocation(line: 110, column: 3, scope: !33)
!199 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!200 = !DILocation(line: 116, column: 7, scope: !33)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 117, type: !36)
!202 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117, column: 3)
!203 = !DILocation(line: 117, column: 12, scope: !202)
!204 = !DILocation(line: 117, column: 8, scope: !202)
!205 = !DILocation(line: 117, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 117, column: 3)
!207 = !DILocation(line: 117, column: 21, scope: !206)
!208 = !DILocation(line: 117, column: 3, scope: !202)
!209 = !DILocation(line: 117, column: 39, scope: !206)
!210 = !DILocation(line: 117, column: 36, scope: !206)
!211 = !DILocation(line: 117, column: 31, scope: !206)
!212 = !DILocation(line: 117, column: 26, scope: !206)
!213 = !DILocation(line: 117, column: 3, scope: !206)
!214 = distinct !{!214, !208, !215, !190}
!215 = !DILocation(line: 117, column: 39, scope: !202)
!216 = !DILocation(line: 118, column: 35, scope: !33)
!217 = !DILocation(line: 118, column: 46, scope: !33)
!218 = !DILocation(line: 118, column: 3, scope: !33)
!219 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !220)
!220 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!221 = !DILocation(line: 120, column: 12, scope: !33)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 121, type: !220)
!223 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121, column: 3)
!224 = !DILocation(line: 121, column: 17, scope: !223)
!225 = !DILocation(line: 121, column: 8, scope: !223)
!226 = !DILocation(line: 121, column: 24, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !2, line: 121, column: 3)
!228 = !DILocation(line: 121, column: 26, scope: !227)
!229 = !DILocation(line: 121, column: 3, scope: !223)
!230 = !DILocation(line: 121, column: 50, scope: !227)
!231 = !DILocation(line: 121, column: 73, scope: !227)
!232 = !DILocation(line: 121, column: 69, scope: !227)
!233 = !DILocation(line: 121, column: 54, scope: !227)
!234 = !DILocation(line: 121, column: 52, scope: !227)
!235 = !DILocation(line: 121, column: 77, scope: !227)
!236 = !DILocation(line: 121, column: 47, scope: !227)
!237 = !DILocation(line: 121, column: 45, scope: !227)
!238 = !DILocation(line: 121, column: 40, scope: !227)
!239 = !DILocation(line: 121, column: 3, scope: !227)
!240 = distinct !{!240, !229, !241, !190}
!241 = !DILocation(line: 121, column: 79, scope: !223)
!242 = !DILocation(line: 122, column: 53, scope: !33)
!243 = !DILocation(line: 122, column: 3, scope: !33)
!244 = !DILocation(line: 123, column: 3, scope: !33)
!245 = !DILocation(line: 124, column: 28, scope: !33)
!246 = !DILocation(line: 124, column: 36, scope: !33)
!247 = !DILocation(line: 124, column: 44, scope: !33)
!248 = !DILocation(line: 124, column: 3, scope: !33)
!249 = !DILocalVariable(name: "w", scope: !250, file: !2, line: 125, type: !251)
!250 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125, column: 3)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!252 = !DILocation(line: 125, column: 27, scope: !250)
!253 = !DILocation(line: 125, column: 8, scope: !250)
!254 = !DILocation(line: 125, column: 39, scope: !255)
!255 = distinct !DILexicalBlock(scope: !250, file: !2, line: 125, column: 3)
!256 = !DILocation(line: 125, column: 38, scope: !255)
!257 = !DILocation(line: 125, column: 3, scope: !250)
!258 = !DILocation(line: 125, column: 63, scope: !255)
!259 = !DILocation(line: 125, column: 62, scope: !255)
!260 = !DILocation(line: 125, column: 68, scope: !255)
!261 = !DILocation(line: 125, column: 87, scope: !255)
!262 = !DILocation(line: 125, column: 86, scope: !255)
!263 = !DILocation(line: 125, column: 47, scope: !255)
!264 = !DILocation(line: 125, column: 42, scope: !255)
!265 = !DILocation(line: 125, column: 3, scope: !255)
!266 = distinct !{!266, !257, !267, !190}
!267 = !DILocation(line: 125, column: 88, scope: !250)
!268 = !DILocation(line: 126, column: 77, scope: !33)
!269 = !DILocation(line: 126, column: 93, scope: !33)
!270 = !DILocation(line: 126, column: 3, scope: !33)
!271 = !DILocation(line: 128, column: 3, scope: !33)
!272 = !DILocation(line: 129, column: 3, scope: !33)
!273 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !274, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!274 = !DISubroutineType(types: !275)
!275 = !{!40, !131, null}
!276 = !DILocalVariable(name: "fmt", arg: 1, scope: !273, file: !2, line: 13, type: !131)
!277 = !DILocation(line: 13, column: 35, scope: !273)
!278 = !DILocalVariable(name: "ap", scope: !273, file: !2, line: 14, type: !279)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !280)
!280 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!282 = !DILocation(line: 14, column: 13, scope: !273)
!283 = !DILocalVariable(name: "ap2", scope: !273, file: !2, line: 14, type: !279)
!284 = !DILocation(line: 14, column: 17, scope: !273)
!285 = !DILocalVariable(name: "total", scope: !273, file: !2, line: 15, type: !40)
!286 = !DILocation(line: 15, column: 13, scope: !273)
!287 = !DILocation(line: 16, column: 3, scope: !273)
!288 = !DILocation(line: 17, column: 3, scope: !273)
!289 = !DILocalVariable(name: "f", scope: !290, file: !2, line: 18, type: !131)
!290 = distinct !DILexicalBlock(scope: !273, file: !2, line: 18, column: 3)
!291 = !DILocation(line: 18, column: 20, scope: !290)
!292 = !DILocation(line: 18, column: 24, scope: !290)
!293 = !DILocation(line: 18, column: 8, scope: !290)
!294 = !DILocation(line: 18, column: 30, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 18, column: 3)
!296 = !DILocation(line: 18, column: 29, scope: !295)
!297 = !DILocation(line: 18, column: 3, scope: !290)
!298 = !DILocation(line: 19, column: 14, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !2, line: 18, column: 38)
!300 = !DILocation(line: 19, column: 13, scope: !299)
!301 = !DILocation(line: 19, column: 5, scope: !299)
!302 = !DILocation(line: 20, column: 24, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !2, line: 19, column: 17)
!304 = !DILocation(line: 20, column: 21, scope: !303)
!305 = !DILocation(line: 20, column: 51, scope: !303)
!306 = !DILocation(line: 21, column: 24, scope: !303)
!307 = !DILocation(line: 21, column: 21, scope: !303)
!308 = !DILocation(line: 21, column: 57, scope: !303)
!309 = !DILocation(line: 22, column: 36, scope: !303)
!310 = !DILocation(line: 22, column: 65, scope: !303)
!311 = !DILocation(line: 22, column: 24, scope: !303)
!312 = !DILocation(line: 22, column: 21, scope: !303)
!313 = !DILocation(line: 22, column: 72, scope: !303)
!314 = !DILocalVariable(name: "s", scope: !315, file: !2, line: 23, type: !131)
!315 = distinct !DILexicalBlock(scope: !303, file: !2, line: 23, column: 15)
!316 = !DILocation(line: 23, column: 29, scope: !315)
!317 = !DILocation(line: 23, column: 33, scope: !315)
!318 = !DILocation(line: 23, column: 69, scope: !315)
!319 = !DILocation(line: 23, column: 78, scope: !315)
!320 = !DILocation(line: 23, column: 76, scope: !315)
!321 = !DILocation(line: 23, column: 82, scope: !315)
!322 = distinct !{!322, !318, !323, !190}
!323 = !DILocation(line: 23, column: 84, scope: !315)
!324 = !DILocation(line: 23, column: 91, scope: !315)
!325 = !DILocation(line: 24, column: 30, scope: !303)
!326 = !DILocation(line: 24, column: 24, scope: !303)
!327 = !DILocation(line: 24, column: 21, scope: !303)
!328 = !DILocation(line: 24, column: 57, scope: !303)
!329 = !DILocalVariable(name: "p", scope: !330, file: !2, line: 25, type: !153)
!330 = distinct !DILexicalBlock(scope: !303, file: !2, line: 25, column: 15)
!331 = !DILocation(line: 25, column: 27, scope: !330)
!332 = !DILocation(line: 25, column: 31, scope: !330)
!333 = !DILocation(line: 25, column: 75, scope: !330)
!334 = !DILocation(line: 25, column: 73, scope: !330)
!335 = !DILocation(line: 25, column: 77, scope: !330)
!336 = !DILocation(line: 25, column: 87, scope: !330)
!337 = !DILocation(line: 25, column: 85, scope: !330)
!338 = !DILocation(line: 25, column: 83, scope: !330)
!339 = !DILocation(line: 25, column: 70, scope: !330)
!340 = !DILocation(line: 25, column: 90, scope: !330)
!341 = !DILocation(line: 26, column: 14, scope: !303)
!342 = !DILocation(line: 28, column: 3, scope: !299)
!343 = !DILocation(line: 18, column: 33, scope: !295)
!344 = !DILocation(line: 18, column: 3, scope: !295)
!345 = distinct !{!345, !297, !346, !190}
!346 = !DILocation(line: 28, column: 3, scope: !290)
!347 = !DILocation(line: 29, column: 3, scope: !273)
!348 = !DILocalVariable(name: "first", scope: !273, file: !2, line: 31, type: !36)
!349 = !DILocation(line: 31, column: 7, scope: !273)
!350 = !DILocation(line: 31, column: 17, scope: !273)
!351 = !DILocation(line: 31, column: 16, scope: !273)
!352 = !DILocation(line: 31, column: 21, scope: !273)
!353 = !DILocation(line: 31, column: 15, scope: !273)
!354 = !DILocation(line: 31, column: 31, scope: !273)
!355 = !DILocation(line: 32, column: 3, scope: !273)
!356 = !DILocation(line: 33, column: 10, scope: !273)
!357 = !DILocation(line: 33, column: 16, scope: !273)
!358 = !DILocation(line: 33, column: 25, scope: !273)
!359 = !DILocation(line: 33, column: 23, scope: !273)
!360 = !DILocation(line: 33, column: 3, scope: !273)
!361 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !362, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!362 = !DISubroutineType(types: !363)
!363 = !{!36, !36, null}
!364 = !DILocalVariable(name: "n", arg: 1, scope: !361, file: !2, line: 36, type: !36)
!365 = !DILocation(line: 36, column: 24, scope: !361)
!366 = !DILocalVariable(name: "ap", scope: !361, file: !2, line: 37, type: !279)
!367 = !DILocation(line: 37, column: 13, scope: !361)
!368 = !DILocation(line: 38, column: 3, scope: !361)
!369 = !DILocalVariable(name: "r", scope: !361, file: !2, line: 39, type: !36)
!370 = !DILocation(line: 39, column: 7, scope: !361)
!371 = !DILocation(line: 40, column: 3, scope: !361)
!372 = !DILocation(line: 40, column: 11, scope: !361)
!373 = !DILocation(line: 40, column: 14, scope: !361)
!374 = !DILocation(line: 40, column: 23, scope: !361)
!375 = !DILocation(line: 40, column: 25, scope: !361)
!376 = !DILocation(line: 40, column: 32, scope: !361)
!377 = !DILocation(line: 40, column: 30, scope: !361)
!378 = !DILocation(line: 40, column: 21, scope: !361)
!379 = distinct !{!379, !371, !380, !190}
!380 = !DILocation(line: 40, column: 56, scope: !361)
!381 = !DILocation(line: 41, column: 3, scope: !361)
!382 = !DILocation(line: 42, column: 10, scope: !361)
!383 = !DILocation(line: 42, column: 3, scope: !361)
!384 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !385, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!385 = !DISubroutineType(types: !386)
!386 = !{!85, !4}
!387 = !DILocalVariable(name: "c", arg: 1, scope: !384, file: !2, line: 56, type: !4)
!388 = !DILocation(line: 56, column: 26, scope: !384)
!389 = !DILocalVariable(name: "i", scope: !390, file: !2, line: 57, type: !220)
!390 = distinct !DILexicalBlock(scope: !384, file: !2, line: 57, column: 3)
!391 = !DILocation(line: 57, column: 17, scope: !390)
!392 = !DILocation(line: 57, column: 8, scope: !390)
!393 = !DILocation(line: 57, column: 24, scope: !394)
!394 = distinct !DILexicalBlock(scope: !390, file: !2, line: 57, column: 3)
!395 = !DILocation(line: 57, column: 26, scope: !394)
!396 = !DILocation(line: 57, column: 3, scope: !390)
!397 = !DILocation(line: 58, column: 18, scope: !398)
!398 = distinct !DILexicalBlock(scope: !394, file: !2, line: 58, column: 9)
!399 = !DILocation(line: 58, column: 9, scope: !398)
!400 = !DILocation(line: 58, column: 21, scope: !398)
!401 = !DILocation(line: 58, column: 28, scope: !398)
!402 = !DILocation(line: 58, column: 25, scope: !398)
!403 = !DILocation(line: 58, column: 9, scope: !394)
!404 = !DILocation(line: 58, column: 47, scope: !398)
!405 = !DILocation(line: 58, column: 38, scope: !398)
!406 = !DILocation(line: 58, column: 50, scope: !398)
!407 = !DILocation(line: 58, column: 31, scope: !398)
!408 = !DILocation(line: 57, column: 66, scope: !394)
!409 = !DILocation(line: 57, column: 3, scope: !394)
!410 = distinct !{!410, !396, !411, !190}
!411 = !DILocation(line: 58, column: 50, scope: !390)
!412 = !DILocation(line: 59, column: 3, scope: !384)
!413 = !DILocation(line: 60, column: 1, scope: !384)
!414 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!415 = !DILocalVariable(name: "a", arg: 1, scope: !414, file: !2, line: 47, type: !36)
!416 = !DILocation(line: 47, column: 23, scope: !414)
!417 = !DILocalVariable(name: "b", arg: 2, scope: !414, file: !2, line: 47, type: !36)
!418 = !DILocation(line: 47, column: 30, scope: !414)
!419 = !DILocation(line: 47, column: 42, scope: !414)
!420 = !DILocation(line: 47, column: 46, scope: !414)
!421 = !DILocation(line: 47, column: 44, scope: !414)
!422 = !DILocation(line: 47, column: 35, scope: !414)
!423 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!424 = !DILocalVariable(name: "a", arg: 1, scope: !423, file: !2, line: 49, type: !36)
!425 = !DILocation(line: 49, column: 23, scope: !423)
!426 = !DILocalVariable(name: "b", arg: 2, scope: !423, file: !2, line: 49, type: !36)
!427 = !DILocation(line: 49, column: 30, scope: !423)
!428 = !DILocation(line: 49, column: 42, scope: !423)
!429 = !DILocation(line: 49, column: 46, scope: !423)
!430 = !DILocation(line: 49, column: 44, scope: !423)
!431 = !DILocation(line: 49, column: 35, scope: !423)
!432 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!433 = !DILocalVariable(name: "a", arg: 1, scope: !432, file: !2, line: 48, type: !36)
!434 = !DILocation(line: 48, column: 23, scope: !432)
!435 = !DILocalVariable(name: "b", arg: 2, scope: !432, file: !2, line: 48, type: !36)
!436 = !DILocation(line: 48, column: 30, scope: !432)
!437 = !DILocation(line: 48, column: 42, scope: !432)
!438 = !DILocation(line: 48, column: 46, scope: !432)
!439 = !DILocation(line: 48, column: 44, scope: !432)
!440 = !DILocation(line: 48, column: 35, scope: !432)
!441 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !442, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!442 = !DISubroutineType(types: !443)
!443 = !{!36, !444, !36, !36, !36}
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 32)
!445 = !DILocalVariable(name: "fns", arg: 1, scope: !441, file: !2, line: 62, type: !444)
!446 = !DILocation(line: 62, column: 35, scope: !441)
!447 = !DILocalVariable(name: "n", arg: 2, scope: !441, file: !2, line: 62, type: !36)
!448 = !DILocation(line: 62, column: 55, scope: !441)
!449 = !DILocalVariable(name: "a", arg: 3, scope: !441, file: !2, line: 62, type: !36)
!450 = !DILocation(line: 62, column: 62, scope: !441)
!451 = !DILocalVariable(name: "b", arg: 4, scope: !441, file: !2, line: 62, type: !36)
!452 = !DILocation(line: 62, column: 69, scope: !441)
!453 = !DILocalVariable(name: "acc", scope: !441, file: !2, line: 63, type: !36)
!454 = !DILocation(line: 63, column: 7, scope: !441)
!455 = !DILocalVariable(name: "i", scope: !456, file: !2, line: 64, type: !36)
!456 = distinct !DILexicalBlock(scope: !441, file: !2, line: 64, column: 3)
!457 = !DILocation(line: 64, column: 12, scope: !456)
!458 = !DILocation(line: 64, column: 8, scope: !456)
!459 = !DILocation(line: 64, column: 19, scope: !460)
!460 = distinct !DILexicalBlock(scope: !456, file: !2, line: 64, column: 3)
!461 = !DILocation(line: 64, column: 23, scope: !460)
!462 = !DILocation(line: 64, column: 21, scope: !460)
!463 = !DILocation(line: 64, column: 3, scope: !456)
!464 = !DILocation(line: 64, column: 38, scope: !460)
!465 = !DILocation(line: 64, column: 42, scope: !460)
!466 = !DILocation(line: 64, column: 45, scope: !460)
!467 = !DILocation(line: 64, column: 48, scope: !460)
!468 = !DILocation(line: 64, column: 35, scope: !460)
!469 = !DILocation(line: 64, column: 31, scope: !460)
!470 = !DILocation(line: 64, column: 26, scope: !460)
!471 = !DILocation(line: 64, column: 3, scope: !460)
!472 = distinct !{!472, !463, !473, !190}
!473 = !DILocation(line: 64, column: 49, scope: !456)
!474 = !DILocation(line: 65, column: 10, scope: !441)
!475 = !DILocation(line: 65, column: 3, scope: !441)
!476 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!477 = !DILocation(line: 71, column: 27, scope: !91)
!478 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !479)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !480)
!480 = !{!481}
!481 = !DISubrange(count: 16)
!482 = !DILocation(line: 74, column: 7, scope: !91)
!483 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!484 = !DILocation(line: 74, column: 18, scope: !91)
!485 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!486 = !DILocation(line: 74, column: 26, scope: !91)
!487 = !DILocation(line: 76, column: 3, scope: !91)
!488 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!489 = !DILocation(line: 77, column: 1, scope: !91)
!490 = !DILocation(line: 77, column: 24, scope: !91)
!491 = !DILocation(line: 77, column: 31, scope: !91)
!492 = !DILocation(line: 77, column: 18, scope: !91)
!493 = !DILocation(line: 77, column: 10, scope: !91)
!494 = !DILocation(line: 77, column: 22, scope: !91)
!495 = !DILocation(line: 77, column: 36, scope: !91)
!496 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!497 = !DILocation(line: 78, column: 1, scope: !91)
!498 = !DILocation(line: 78, column: 11, scope: !91)
!499 = !DILocation(line: 78, column: 38, scope: !91)
!500 = !DILocation(line: 78, column: 32, scope: !91)
!501 = !DILocation(line: 78, column: 21, scope: !91)
!502 = !DILocation(line: 78, column: 24, scope: !91)
!503 = !DILocation(line: 78, column: 15, scope: !91)
!504 = !DILocation(line: 78, column: 29, scope: !91)
!505 = !DILocation(line: 78, column: 43, scope: !91)
!506 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!507 = !DILocation(line: 79, column: 1, scope: !91)
!508 = !DILocation(line: 79, column: 11, scope: !91)
!509 = !DILocation(line: 79, column: 38, scope: !91)
!510 = !DILocation(line: 79, column: 32, scope: !91)
!511 = !DILocation(line: 79, column: 21, scope: !91)
!512 = !DILocation(line: 79, column: 24, scope: !91)
!513 = !DILocation(line: 79, column: 15, scope: !91)
!514 = !DILocation(line: 79, column: 29, scope: !91)
!515 = !DILocation(line: 79, column: 43, scope: !91)
!516 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!517 = !DILocation(line: 80, column: 1, scope: !91)
!518 = !DILocation(line: 80, column: 28, scope: !91)
!519 = !DILocation(line: 80, column: 31, scope: !91)
!520 = !DILocation(line: 80, column: 22, scope: !91)
!521 = !DILocation(line: 80, column: 16, scope: !91)
!522 = !DILocation(line: 80, column: 10, scope: !91)
!523 = !DILocation(line: 80, column: 20, scope: !91)
!524 = !DILocation(line: 80, column: 39, scope: !91)
!525 = !DILocation(line: 80, column: 43, scope: !91)
!526 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!527 = !DILocation(line: 81, column: 1, scope: !91)
!528 = !DILocalVariable(name: "t", scope: !529, file: !2, line: 81, type: !36)
!529 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!530 = !DILocation(line: 81, column: 15, scope: !529)
!531 = !DILocation(line: 81, column: 19, scope: !529)
!532 = !DILocation(line: 81, column: 26, scope: !529)
!533 = !DILocation(line: 81, column: 41, scope: !534)
!534 = distinct !DILexicalBlock(scope: !529, file: !2, line: 81, column: 35)
!535 = !DILocation(line: 81, column: 35, scope: !534)
!536 = !DILocation(line: 81, column: 35, scope: !529)
!537 = !DILocation(line: 81, column: 53, scope: !534)
!538 = !DILocation(line: 81, column: 51, scope: !534)
!539 = !DILocation(line: 81, column: 48, scope: !534)
!540 = !DILocation(line: 81, column: 56, scope: !529)
!541 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!542 = !DILocation(line: 82, column: 1, scope: !91)
!543 = !DILocation(line: 82, column: 15, scope: !91)
!544 = !DILocation(line: 82, column: 18, scope: !91)
!545 = !DILocation(line: 82, column: 9, scope: !91)
!546 = !DILocation(line: 82, column: 22, scope: !91)
!547 = !DILocation(line: 82, column: 26, scope: !91)
!548 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!549 = !DILocation(line: 83, column: 1, scope: !91)
!550 = !DILocalVariable(name: "t", scope: !551, file: !2, line: 83, type: !36)
!551 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!552 = !DILocation(line: 83, column: 16, scope: !551)
!553 = !DILocation(line: 83, column: 26, scope: !551)
!554 = !DILocation(line: 83, column: 29, scope: !551)
!555 = !DILocation(line: 83, column: 20, scope: !551)
!556 = !DILocation(line: 83, column: 57, scope: !551)
!557 = !DILocation(line: 83, column: 60, scope: !551)
!558 = !DILocation(line: 83, column: 51, scope: !551)
!559 = !DILocation(line: 83, column: 41, scope: !551)
!560 = !DILocation(line: 83, column: 44, scope: !551)
!561 = !DILocation(line: 83, column: 35, scope: !551)
!562 = !DILocation(line: 83, column: 49, scope: !551)
!563 = !DILocation(line: 83, column: 82, scope: !551)
!564 = !DILocation(line: 83, column: 72, scope: !551)
!565 = !DILocation(line: 83, column: 75, scope: !551)
!566 = !DILocation(line: 83, column: 66, scope: !551)
!567 = !DILocation(line: 83, column: 80, scope: !551)
!568 = !DILocation(line: 83, column: 85, scope: !551)
!569 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!570 = !DILocation(line: 84, column: 1, scope: !91)
!571 = !DILocation(line: 84, column: 23, scope: !91)
!572 = !DILocation(line: 84, column: 26, scope: !91)
!573 = !DILocation(line: 84, column: 17, scope: !91)
!574 = !DILocation(line: 84, column: 10, scope: !91)
!575 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!576 = !DILocalVariable(name: "a", arg: 1, scope: !575, file: !2, line: 50, type: !36)
!577 = !DILocation(line: 50, column: 23, scope: !575)
!578 = !DILocalVariable(name: "b", arg: 2, scope: !575, file: !2, line: 50, type: !36)
!579 = !DILocation(line: 50, column: 30, scope: !575)
!580 = !DILocation(line: 50, column: 42, scope: !575)
!581 = !DILocation(line: 50, column: 46, scope: !575)
!582 = !DILocation(line: 50, column: 50, scope: !575)
!583 = !DILocation(line: 50, column: 48, scope: !575)
!584 = !DILocation(line: 50, column: 35, scope: !575)
