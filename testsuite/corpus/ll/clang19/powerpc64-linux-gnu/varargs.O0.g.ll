; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

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
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", align 1, !dbg !29
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !31
@.str.7 = private unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", align 1, !dbg !42
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !101
@.str.8 = private unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", align 1, !dbg !52
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !107
@.str.10 = private unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", align 1, !dbg !57
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !112
@words = internal constant [5 x ptr] [ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr null], align 8, !dbg !127
@.str.11 = private unnamed_addr constant [5 x i8] c"[%s]\00", align 1, !dbg !62
@.str.12 = private unnamed_addr constant [4 x i8] c"esc\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", align 1, !dbg !69
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !132
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !137
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 8, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %17), ptr blockaddress(@run, %37), ptr blockaddress(@run, %59), ptr blockaddress(@run, %81), ptr blockaddress(@run, %101), ptr blockaddress(@run, %126), ptr blockaddress(@run, %142), ptr blockaddress(@run, %171)], align 8, !dbg !89
@.str.14 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !116
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !118
@.str.16 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !123
@.str.17 = private unnamed_addr constant [5 x i8] c"\1B[0m\00", align 1, !dbg !125

; Function Attrs: noinline optnone uwtable
define dso_local signext i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !162)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false), !dbg !162
  %12 = load i32, ptr %2, align 2, !dbg !163
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef signext 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef signext 65, i32 %12), !dbg !163
  %14 = call signext i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13), !dbg !164
  %15 = call signext i32 (i32, ...) @forward(i32 noundef signext 4, i32 noundef signext 1, i32 noundef signext 2, i32 noundef signext 3, i32 noundef signext 4), !dbg !165
  %16 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef signext %15), !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !168)
  store ptr @.str.4, ptr %3, align 8, !dbg !168
    #dbg_declare(ptr %4, !169, !DIExpression(), !171)
  %17 = load ptr, ptr %3, align 8, !dbg !172
  store ptr %17, ptr %4, align 8, !dbg !171
  br label %18, !dbg !173

18:                                               ; preds = %38, %0
  %19 = load ptr, ptr %4, align 8, !dbg !174
  %20 = load i8, ptr %19, align 1, !dbg !176
  %21 = icmp ne i8 %20, 0, !dbg !177
  br i1 %21, label %22, label %41, !dbg !177

22:                                               ; preds = %18
    #dbg_declare(ptr %5, !178, !DIExpression(), !180)
  %23 = load ptr, ptr %4, align 8, !dbg !181
  %24 = load i8, ptr %23, align 1, !dbg !182
  %25 = call ptr @lookup(i8 noundef zeroext %24), !dbg !183
  store ptr %25, ptr %5, align 8, !dbg !180
  %26 = load ptr, ptr %4, align 8, !dbg !184
  %27 = load i8, ptr %26, align 1, !dbg !185
  %28 = zext i8 %27 to i32, !dbg !185
  %29 = load ptr, ptr %5, align 8, !dbg !186
  %30 = icmp ne ptr %29, null, !dbg !186
  br i1 %30, label %31, label %34, !dbg !186

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 8, !dbg !187
  %33 = call signext i32 %32(i32 noundef signext 17, i32 noundef signext 5), !dbg !187
  br label %35, !dbg !186

34:                                               ; preds = %22
  br label %35, !dbg !186

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ], !dbg !186
  %37 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef signext %28, i32 noundef signext %36), !dbg !188
  br label %38, !dbg !189

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 8, !dbg !190
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !190
  store ptr %40, ptr %4, align 8, !dbg !190
  br label %18, !dbg !191, !llvm.loop !192

41:                                               ; preds = %18
    #dbg_declare(ptr %6, !195, !DIExpression(), !199)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.fns, i64 24, i1 false), !dbg !199
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0, !dbg !200
  %43 = call signext i32 @apply_all(ptr noundef %42, i32 noundef signext 3, i32 noundef signext 6, i32 noundef signext 7), !dbg !201
  %44 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef signext %43), !dbg !202
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
  %56 = call signext i32 @run(ptr noundef @main.prog), !dbg !220
  %57 = load i32, ptr %7, align 4, !dbg !221
  %58 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef signext %56, i32 noundef signext %57), !dbg !222
    #dbg_declare(ptr %9, !223, !DIExpression(), !225)
  store i32 -2128831035, ptr %9, align 4, !dbg !225
    #dbg_declare(ptr %10, !226, !DIExpression(), !228)
  store i32 0, ptr %10, align 4, !dbg !228
  br label %59, !dbg !229

59:                                               ; preds = %72, %55
  %60 = load i32, ptr %10, align 4, !dbg !230
  %61 = zext i32 %60 to i64, !dbg !230
  %62 = icmp ult i64 %61, 39, !dbg !232
  br i1 %62, label %63, label %75, !dbg !233

63:                                               ; preds = %59
  %64 = load i32, ptr %9, align 4, !dbg !234
  %65 = load i32, ptr %10, align 4, !dbg !235
  %66 = zext i32 %65 to i64, !dbg !236
  %67 = getelementptr inbounds [39 x i8], ptr @esc, i64 0, i64 %66, !dbg !236
  %68 = load i8, ptr %67, align 1, !dbg !236
  %69 = zext i8 %68 to i32, !dbg !237
  %70 = xor i32 %64, %69, !dbg !238
  %71 = mul i32 %70, 16777619, !dbg !239
  store i32 %71, ptr %9, align 4, !dbg !240
  br label %72, !dbg !241

72:                                               ; preds = %63
  %73 = load i32, ptr %10, align 4, !dbg !242
  %74 = add i32 %73, 1, !dbg !242
  store i32 %74, ptr %10, align 4, !dbg !242
  br label %59, !dbg !243, !llvm.loop !244

75:                                               ; preds = %59
  %76 = load i32, ptr %9, align 4, !dbg !246
  %77 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef signext 39, i32 noundef zeroext %76), !dbg !247
  %78 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef signext 23), !dbg !248
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 1, !dbg !249
  %80 = zext i8 %79 to i32, !dbg !249
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1, !dbg !250
  %82 = zext i8 %81 to i32, !dbg !250
  %83 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1, !dbg !251
  %84 = zext i8 %83 to i32, !dbg !251
  %85 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef signext %80, i32 noundef signext %82, i32 noundef signext %84), !dbg !252
    #dbg_declare(ptr %11, !253, !DIExpression(), !256)
  store ptr @words, ptr %11, align 8, !dbg !256
  br label %86, !dbg !257

86:                                               ; preds = %104, %75
  %87 = load ptr, ptr %11, align 8, !dbg !258
  %88 = load ptr, ptr %87, align 8, !dbg !260
  %89 = icmp ne ptr %88, null, !dbg !261
  br i1 %89, label %90, label %107, !dbg !261

90:                                               ; preds = %86
  %91 = load ptr, ptr %11, align 8, !dbg !262
  %92 = getelementptr inbounds ptr, ptr %91, i64 0, !dbg !262
  %93 = load ptr, ptr %92, align 8, !dbg !262
  %94 = load i8, ptr %93, align 1, !dbg !263
  %95 = zext i8 %94 to i32, !dbg !263
  %96 = icmp eq i32 %95, 27, !dbg !264
  br i1 %96, label %97, label %98, !dbg !263

97:                                               ; preds = %90
  br label %101, !dbg !263

98:                                               ; preds = %90
  %99 = load ptr, ptr %11, align 8, !dbg !265
  %100 = load ptr, ptr %99, align 8, !dbg !266
  br label %101, !dbg !263

101:                                              ; preds = %98, %97
  %102 = phi ptr [ @.str.12, %97 ], [ %100, %98 ], !dbg !263
  %103 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %102), !dbg !267
  br label %104, !dbg !267

104:                                              ; preds = %101
  %105 = load ptr, ptr %11, align 8, !dbg !268
  %106 = getelementptr inbounds ptr, ptr %105, i32 1, !dbg !268
  store ptr %106, ptr %11, align 8, !dbg !268
  br label %86, !dbg !269, !llvm.loop !270

107:                                              ; preds = %86
  %108 = load i32, ptr @init, align 8, !dbg !272
  %109 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !273
  %110 = call signext i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef signext %108, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %109, i32 noundef signext 6), !dbg !274
  %111 = call signext i32 @putchar(i32 noundef signext 10), !dbg !275
  ret i32 0, !dbg !276
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare signext i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !277 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !280, !DIExpression(), !281)
    #dbg_declare(ptr %3, !282, !DIExpression(), !286)
    #dbg_declare(ptr %4, !287, !DIExpression(), !288)
    #dbg_declare(ptr %5, !289, !DIExpression(), !290)
  store i64 0, ptr %5, align 8, !dbg !290
  call void @llvm.va_start.p0(ptr %3), !dbg !291
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !292
    #dbg_declare(ptr %6, !293, !DIExpression(), !295)
  %10 = load ptr, ptr %2, align 8, !dbg !296
  store ptr %10, ptr %6, align 8, !dbg !295
  br label %11, !dbg !297

11:                                               ; preds = %80, %1
  %12 = load ptr, ptr %6, align 8, !dbg !298
  %13 = load i8, ptr %12, align 1, !dbg !300
  %14 = icmp ne i8 %13, 0, !dbg !301
  br i1 %14, label %15, label %83, !dbg !301

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8, !dbg !302
  %17 = load i8, ptr %16, align 1, !dbg !304
  %18 = zext i8 %17 to i32, !dbg !304
  switch i32 %18, label %78 [
    i32 105, label %19
    i32 108, label %27
    i32 100, label %33
    i32 115, label %41
    i32 99, label %54
    i32 112, label %63
  ], !dbg !305

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8, !dbg !306
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !306
  store ptr %21, ptr %3, align 8, !dbg !306
  %22 = getelementptr inbounds i8, ptr %20, i64 4, !dbg !306
  %23 = load i32, ptr %22, align 4, !dbg !306
  %24 = sext i32 %23 to i64, !dbg !306
  %25 = load i64, ptr %5, align 8, !dbg !308
  %26 = add nsw i64 %25, %24, !dbg !308
  store i64 %26, ptr %5, align 8, !dbg !308
  br label %79, !dbg !309

27:                                               ; preds = %15
  %28 = load ptr, ptr %3, align 8, !dbg !310
  %29 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !310
  store ptr %29, ptr %3, align 8, !dbg !310
  %30 = load i64, ptr %28, align 8, !dbg !310
  %31 = load i64, ptr %5, align 8, !dbg !311
  %32 = add nsw i64 %31, %30, !dbg !311
  store i64 %32, ptr %5, align 8, !dbg !311
  br label %79, !dbg !312

33:                                               ; preds = %15
  %34 = load ptr, ptr %3, align 8, !dbg !313
  %35 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !313
  store ptr %35, ptr %3, align 8, !dbg !313
  %36 = load double, ptr %34, align 8, !dbg !313
  %37 = fmul double %36, 1.000000e+01, !dbg !314
  %38 = fptosi double %37 to i64, !dbg !315
  %39 = load i64, ptr %5, align 8, !dbg !316
  %40 = add nsw i64 %39, %38, !dbg !316
  store i64 %40, ptr %5, align 8, !dbg !316
  br label %79, !dbg !317

41:                                               ; preds = %15
    #dbg_declare(ptr %7, !318, !DIExpression(), !320)
  %42 = load ptr, ptr %3, align 8, !dbg !321
  %43 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !321
  store ptr %43, ptr %3, align 8, !dbg !321
  %44 = load ptr, ptr %42, align 8, !dbg !321
  store ptr %44, ptr %7, align 8, !dbg !320
  br label %45, !dbg !322

45:                                               ; preds = %50, %41
  %46 = load ptr, ptr %7, align 8, !dbg !323
  %47 = getelementptr inbounds i8, ptr %46, i32 1, !dbg !323
  store ptr %47, ptr %7, align 8, !dbg !323
  %48 = load i8, ptr %46, align 1, !dbg !324
  %49 = icmp ne i8 %48, 0, !dbg !322
  br i1 %49, label %50, label %53, !dbg !322

50:                                               ; preds = %45
  %51 = load i64, ptr %5, align 8, !dbg !325
  %52 = add nsw i64 %51, 1, !dbg !325
  store i64 %52, ptr %5, align 8, !dbg !325
  br label %45, !dbg !322, !llvm.loop !326

53:                                               ; preds = %45
  br label %79, !dbg !328

54:                                               ; preds = %15
  %55 = load ptr, ptr %3, align 8, !dbg !329
  %56 = getelementptr inbounds i8, ptr %55, i64 8, !dbg !329
  store ptr %56, ptr %3, align 8, !dbg !329
  %57 = getelementptr inbounds i8, ptr %55, i64 4, !dbg !329
  %58 = load i32, ptr %57, align 4, !dbg !329
  %59 = trunc i32 %58 to i8, !dbg !330
  %60 = zext i8 %59 to i64, !dbg !330
  %61 = load i64, ptr %5, align 8, !dbg !331
  %62 = add nsw i64 %61, %60, !dbg !331
  store i64 %62, ptr %5, align 8, !dbg !331
  br label %79, !dbg !332

63:                                               ; preds = %15
    #dbg_declare(ptr %8, !333, !DIExpression(), !335)
  %64 = load ptr, ptr %3, align 8, !dbg !336
  %65 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !336
  store ptr %65, ptr %3, align 8, !dbg !336
  %66 = getelementptr inbounds i8, ptr %64, i64 4, !dbg !336
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 4 %66, i64 4, i1 false), !dbg !336
  %67 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !337
  %68 = load i16, ptr %67, align 2, !dbg !337
  %69 = sext i16 %68 to i32, !dbg !338
  %70 = mul nsw i32 %69, 100, !dbg !339
  %71 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !340
  %72 = load i16, ptr %71, align 2, !dbg !340
  %73 = sext i16 %72 to i32, !dbg !341
  %74 = add nsw i32 %70, %73, !dbg !342
  %75 = sext i32 %74 to i64, !dbg !338
  %76 = load i64, ptr %5, align 8, !dbg !343
  %77 = add nsw i64 %76, %75, !dbg !343
  store i64 %77, ptr %5, align 8, !dbg !343
  br label %79, !dbg !344

78:                                               ; preds = %15
  br label %79, !dbg !345

79:                                               ; preds = %78, %63, %54, %53, %33, %27, %19
  br label %80, !dbg !346

80:                                               ; preds = %79
  %81 = load ptr, ptr %6, align 8, !dbg !347
  %82 = getelementptr inbounds i8, ptr %81, i32 1, !dbg !347
  store ptr %82, ptr %6, align 8, !dbg !347
  br label %11, !dbg !348, !llvm.loop !349

83:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !351
    #dbg_declare(ptr %9, !352, !DIExpression(), !353)
  %84 = load ptr, ptr %2, align 8, !dbg !354
  %85 = load i8, ptr %84, align 1, !dbg !355
  %86 = zext i8 %85 to i32, !dbg !355
  %87 = icmp eq i32 %86, 105, !dbg !356
  br i1 %87, label %88, label %93, !dbg !357

88:                                               ; preds = %83
  %89 = load ptr, ptr %4, align 8, !dbg !358
  %90 = getelementptr inbounds i8, ptr %89, i64 8, !dbg !358
  store ptr %90, ptr %4, align 8, !dbg !358
  %91 = getelementptr inbounds i8, ptr %89, i64 4, !dbg !358
  %92 = load i32, ptr %91, align 4, !dbg !358
  br label %94, !dbg !357

93:                                               ; preds = %83
  br label %94, !dbg !357

94:                                               ; preds = %93, %88
  %95 = phi i32 [ %92, %88 ], [ 0, %93 ], !dbg !357
  store i32 %95, ptr %9, align 4, !dbg !353
  call void @llvm.va_end.p0(ptr %4), !dbg !359
  %96 = load i64, ptr %5, align 8, !dbg !360
  %97 = mul nsw i64 %96, 1000, !dbg !361
  %98 = load i32, ptr %9, align 4, !dbg !362
  %99 = sext i32 %98 to i64, !dbg !362
  %100 = add nsw i64 %97, %99, !dbg !363
  ret i64 %100, !dbg !364
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @forward(i32 noundef signext %0, ...) #3 !dbg !365 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !368, !DIExpression(), !369)
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
  call void @llvm.va_start.p0(ptr %3), !dbg !372
    #dbg_declare(ptr %4, !373, !DIExpression(), !374)
  store i32 0, ptr %4, align 4, !dbg !374
  br label %5, !dbg !375

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !376
  %7 = add nsw i32 %6, -1, !dbg !376
  store i32 %7, ptr %2, align 4, !dbg !376
  %8 = icmp sgt i32 %6, 0, !dbg !377
  br i1 %8, label %9, label %17, !dbg !375

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !378
  %11 = mul nsw i32 %10, 31, !dbg !379
  %12 = load ptr, ptr %3, align 8, !dbg !380
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !380
  store ptr %13, ptr %3, align 8, !dbg !380
  %14 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !380
  %15 = load i32, ptr %14, align 4, !dbg !380
  %16 = add nsw i32 %11, %15, !dbg !381
  store i32 %16, ptr %4, align 4, !dbg !382
  br label %5, !dbg !375, !llvm.loop !383

17:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !385
  %18 = load i32, ptr %4, align 4, !dbg !386
  ret i32 %18, !dbg !387
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef zeroext %0) #3 !dbg !388 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !391, !DIExpression(), !392)
    #dbg_declare(ptr %4, !393, !DIExpression(), !395)
  store i32 0, ptr %4, align 4, !dbg !395
  br label %5, !dbg !396

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %4, align 4, !dbg !397
  %7 = zext i32 %6 to i64, !dbg !397
  %8 = icmp ult i64 %7, 4, !dbg !399
  br i1 %8, label %9, label %29, !dbg !400

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !401
  %11 = zext i32 %10 to i64, !dbg !403
  %12 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %11, !dbg !403
  %13 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0, !dbg !404
  %14 = load i8, ptr %13, align 8, !dbg !404
  %15 = zext i8 %14 to i32, !dbg !403
  %16 = load i8, ptr %3, align 1, !dbg !405
  %17 = zext i8 %16 to i32, !dbg !405
  %18 = icmp eq i32 %15, %17, !dbg !406
  br i1 %18, label %19, label %25, !dbg !407

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4, !dbg !408
  %21 = zext i32 %20 to i64, !dbg !409
  %22 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %21, !dbg !409
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1, !dbg !410
  %24 = load ptr, ptr %23, align 8, !dbg !410
  store ptr %24, ptr %2, align 8, !dbg !411
  br label %30, !dbg !411

25:                                               ; preds = %9
  br label %26, !dbg !405

26:                                               ; preds = %25
  %27 = load i32, ptr %4, align 4, !dbg !412
  %28 = add i32 %27, 1, !dbg !412
  store i32 %28, ptr %4, align 4, !dbg !412
  br label %5, !dbg !413, !llvm.loop !414

29:                                               ; preds = %5
  store ptr null, ptr %2, align 8, !dbg !416
  br label %30, !dbg !416

30:                                               ; preds = %29, %19
  %31 = load ptr, ptr %2, align 8, !dbg !417
  ret ptr %31, !dbg !417
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_add(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !418 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !419, !DIExpression(), !420)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !421, !DIExpression(), !422)
  %5 = load i32, ptr %3, align 4, !dbg !423
  %6 = load i32, ptr %4, align 4, !dbg !424
  %7 = add nsw i32 %5, %6, !dbg !425
  ret i32 %7, !dbg !426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_mul(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !427 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !428, !DIExpression(), !429)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !430, !DIExpression(), !431)
  %5 = load i32, ptr %3, align 4, !dbg !432
  %6 = load i32, ptr %4, align 4, !dbg !433
  %7 = mul nsw i32 %5, %6, !dbg !434
  ret i32 %7, !dbg !435
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_sub(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !436 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !437, !DIExpression(), !438)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !439, !DIExpression(), !440)
  %5 = load i32, ptr %3, align 4, !dbg !441
  %6 = load i32, ptr %4, align 4, !dbg !442
  %7 = sub nsw i32 %5, %6, !dbg !443
  ret i32 %7, !dbg !444
}

; Function Attrs: noinline optnone uwtable
define internal signext i32 @apply_all(ptr noundef %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) #0 !dbg !445 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !449, !DIExpression(), !450)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !451, !DIExpression(), !452)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !453, !DIExpression(), !454)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !455, !DIExpression(), !456)
    #dbg_declare(ptr %9, !457, !DIExpression(), !458)
  store i32 0, ptr %9, align 4, !dbg !458
    #dbg_declare(ptr %10, !459, !DIExpression(), !461)
  store i32 0, ptr %10, align 4, !dbg !461
  br label %11, !dbg !462

11:                                               ; preds = %26, %4
  %12 = load i32, ptr %10, align 4, !dbg !463
  %13 = load i32, ptr %6, align 4, !dbg !465
  %14 = icmp slt i32 %12, %13, !dbg !466
  br i1 %14, label %15, label %29, !dbg !467

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8, !dbg !468
  %17 = load i32, ptr %10, align 4, !dbg !469
  %18 = sext i32 %17 to i64, !dbg !468
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18, !dbg !468
  %20 = load ptr, ptr %19, align 8, !dbg !468
  %21 = load i32, ptr %7, align 4, !dbg !470
  %22 = load i32, ptr %8, align 4, !dbg !471
  %23 = call signext i32 %20(i32 noundef signext %21, i32 noundef signext %22), !dbg !468
  %24 = load i32, ptr %9, align 4, !dbg !472
  %25 = add nsw i32 %24, %23, !dbg !472
  store i32 %25, ptr %9, align 4, !dbg !472
  br label %26, !dbg !473

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4, !dbg !474
  %28 = add nsw i32 %27, 1, !dbg !474
  store i32 %28, ptr %10, align 4, !dbg !474
  br label %11, !dbg !475, !llvm.loop !476

29:                                               ; preds = %11
  %30 = load i32, ptr %9, align 4, !dbg !478
  ret i32 %30, !dbg !479
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !480, !DIExpression(), !481)
    #dbg_declare(ptr %3, !482, !DIExpression(), !486)
    #dbg_declare(ptr %4, !487, !DIExpression(), !488)
  store i32 0, ptr %4, align 4, !dbg !488
    #dbg_declare(ptr %5, !489, !DIExpression(), !490)
  store i32 0, ptr %5, align 4, !dbg !490
  %8 = load ptr, ptr %2, align 8, !dbg !491
  %9 = load i32, ptr %5, align 4, !dbg !491
  %10 = add nsw i32 %9, 1, !dbg !491
  store i32 %10, ptr %5, align 4, !dbg !491
  %11 = sext i32 %9 to i64, !dbg !491
  %12 = getelementptr inbounds i32, ptr %8, i64 %11, !dbg !491
  %13 = load i32, ptr %12, align 4, !dbg !491
  %14 = sext i32 %13 to i64, !dbg !491
  %15 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %14, !dbg !491
  %16 = load ptr, ptr %15, align 8, !dbg !491
  br label %177, !dbg !491

17:                                               ; preds = %177
    #dbg_label(!492, !493)
  %18 = load ptr, ptr %2, align 8, !dbg !494
  %19 = load i32, ptr %5, align 4, !dbg !495
  %20 = add nsw i32 %19, 1, !dbg !495
  store i32 %20, ptr %5, align 4, !dbg !495
  %21 = sext i32 %19 to i64, !dbg !494
  %22 = getelementptr inbounds i32, ptr %18, i64 %21, !dbg !494
  %23 = load i32, ptr %22, align 4, !dbg !494
  %24 = load i32, ptr %4, align 4, !dbg !496
  %25 = add nsw i32 %24, 1, !dbg !496
  store i32 %25, ptr %4, align 4, !dbg !496
  %26 = sext i32 %24 to i64, !dbg !497
  %27 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %26, !dbg !497
  store i32 %23, ptr %27, align 4, !dbg !498
  %28 = load ptr, ptr %2, align 8, !dbg !499
  %29 = load i32, ptr %5, align 4, !dbg !499
  %30 = add nsw i32 %29, 1, !dbg !499
  store i32 %30, ptr %5, align 4, !dbg !499
  %31 = sext i32 %29 to i64, !dbg !499
  %32 = getelementptr inbounds i32, ptr %28, i64 %31, !dbg !499
  %33 = load i32, ptr %32, align 4, !dbg !499
  %34 = sext i32 %33 to i64, !dbg !499
  %35 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %34, !dbg !499
  %36 = load ptr, ptr %35, align 8, !dbg !499
  br label %177, !dbg !499

37:                                               ; preds = %177
    #dbg_label(!500, !501)
  %38 = load i32, ptr %4, align 4, !dbg !502
  %39 = add nsw i32 %38, -1, !dbg !502
  store i32 %39, ptr %4, align 4, !dbg !502
  %40 = load i32, ptr %4, align 4, !dbg !503
  %41 = sext i32 %40 to i64, !dbg !504
  %42 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %41, !dbg !504
  %43 = load i32, ptr %42, align 4, !dbg !504
  %44 = load i32, ptr %4, align 4, !dbg !505
  %45 = sub nsw i32 %44, 1, !dbg !506
  %46 = sext i32 %45 to i64, !dbg !507
  %47 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %46, !dbg !507
  %48 = load i32, ptr %47, align 4, !dbg !508
  %49 = add nsw i32 %48, %43, !dbg !508
  store i32 %49, ptr %47, align 4, !dbg !508
  %50 = load ptr, ptr %2, align 8, !dbg !509
  %51 = load i32, ptr %5, align 4, !dbg !509
  %52 = add nsw i32 %51, 1, !dbg !509
  store i32 %52, ptr %5, align 4, !dbg !509
  %53 = sext i32 %51 to i64, !dbg !509
  %54 = getelementptr inbounds i32, ptr %50, i64 %53, !dbg !509
  %55 = load i32, ptr %54, align 4, !dbg !509
  %56 = sext i32 %55 to i64, !dbg !509
  %57 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %56, !dbg !509
  %58 = load ptr, ptr %57, align 8, !dbg !509
  br label %177, !dbg !509

59:                                               ; preds = %177
    #dbg_label(!510, !511)
  %60 = load i32, ptr %4, align 4, !dbg !512
  %61 = add nsw i32 %60, -1, !dbg !512
  store i32 %61, ptr %4, align 4, !dbg !512
  %62 = load i32, ptr %4, align 4, !dbg !513
  %63 = sext i32 %62 to i64, !dbg !514
  %64 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %63, !dbg !514
  %65 = load i32, ptr %64, align 4, !dbg !514
  %66 = load i32, ptr %4, align 4, !dbg !515
  %67 = sub nsw i32 %66, 1, !dbg !516
  %68 = sext i32 %67 to i64, !dbg !517
  %69 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %68, !dbg !517
  %70 = load i32, ptr %69, align 4, !dbg !518
  %71 = mul nsw i32 %70, %65, !dbg !518
  store i32 %71, ptr %69, align 4, !dbg !518
  %72 = load ptr, ptr %2, align 8, !dbg !519
  %73 = load i32, ptr %5, align 4, !dbg !519
  %74 = add nsw i32 %73, 1, !dbg !519
  store i32 %74, ptr %5, align 4, !dbg !519
  %75 = sext i32 %73 to i64, !dbg !519
  %76 = getelementptr inbounds i32, ptr %72, i64 %75, !dbg !519
  %77 = load i32, ptr %76, align 4, !dbg !519
  %78 = sext i32 %77 to i64, !dbg !519
  %79 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %78, !dbg !519
  %80 = load ptr, ptr %79, align 8, !dbg !519
  br label %177, !dbg !519

81:                                               ; preds = %177
    #dbg_label(!520, !521)
  %82 = load i32, ptr %4, align 4, !dbg !522
  %83 = sub nsw i32 %82, 2, !dbg !523
  %84 = sext i32 %83 to i64, !dbg !524
  %85 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %84, !dbg !524
  %86 = load i32, ptr %85, align 4, !dbg !524
  %87 = load i32, ptr %4, align 4, !dbg !525
  %88 = sext i32 %87 to i64, !dbg !526
  %89 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %88, !dbg !526
  store i32 %86, ptr %89, align 4, !dbg !527
  %90 = load i32, ptr %4, align 4, !dbg !528
  %91 = add nsw i32 %90, 1, !dbg !528
  store i32 %91, ptr %4, align 4, !dbg !528
  %92 = load ptr, ptr %2, align 8, !dbg !529
  %93 = load i32, ptr %5, align 4, !dbg !529
  %94 = add nsw i32 %93, 1, !dbg !529
  store i32 %94, ptr %5, align 4, !dbg !529
  %95 = sext i32 %93 to i64, !dbg !529
  %96 = getelementptr inbounds i32, ptr %92, i64 %95, !dbg !529
  %97 = load i32, ptr %96, align 4, !dbg !529
  %98 = sext i32 %97 to i64, !dbg !529
  %99 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %98, !dbg !529
  %100 = load ptr, ptr %99, align 8, !dbg !529
  br label %177, !dbg !529

101:                                              ; preds = %177
    #dbg_label(!530, !531)
    #dbg_declare(ptr %6, !532, !DIExpression(), !534)
  %102 = load ptr, ptr %2, align 8, !dbg !535
  %103 = load i32, ptr %5, align 4, !dbg !536
  %104 = add nsw i32 %103, 1, !dbg !536
  store i32 %104, ptr %5, align 4, !dbg !536
  %105 = sext i32 %103 to i64, !dbg !535
  %106 = getelementptr inbounds i32, ptr %102, i64 %105, !dbg !535
  %107 = load i32, ptr %106, align 4, !dbg !535
  store i32 %107, ptr %6, align 4, !dbg !534
  %108 = load i32, ptr %4, align 4, !dbg !537
  %109 = add nsw i32 %108, -1, !dbg !537
  store i32 %109, ptr %4, align 4, !dbg !537
  %110 = sext i32 %109 to i64, !dbg !539
  %111 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %110, !dbg !539
  %112 = load i32, ptr %111, align 4, !dbg !539
  %113 = icmp ne i32 %112, 0, !dbg !539
  br i1 %113, label %114, label %116, !dbg !540

114:                                              ; preds = %101
  %115 = load i32, ptr %6, align 4, !dbg !541
  store i32 %115, ptr %5, align 4, !dbg !542
  br label %116, !dbg !543

116:                                              ; preds = %114, %101
  %117 = load ptr, ptr %2, align 8, !dbg !544
  %118 = load i32, ptr %5, align 4, !dbg !544
  %119 = add nsw i32 %118, 1, !dbg !544
  store i32 %119, ptr %5, align 4, !dbg !544
  %120 = sext i32 %118 to i64, !dbg !544
  %121 = getelementptr inbounds i32, ptr %117, i64 %120, !dbg !544
  %122 = load i32, ptr %121, align 4, !dbg !544
  %123 = sext i32 %122 to i64, !dbg !544
  %124 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %123, !dbg !544
  %125 = load ptr, ptr %124, align 8, !dbg !544
  br label %177, !dbg !544

126:                                              ; preds = %177
    #dbg_label(!545, !546)
  %127 = load i32, ptr %4, align 4, !dbg !547
  %128 = sub nsw i32 %127, 1, !dbg !548
  %129 = sext i32 %128 to i64, !dbg !549
  %130 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %129, !dbg !549
  %131 = load i32, ptr %130, align 4, !dbg !550
  %132 = add nsw i32 %131, -1, !dbg !550
  store i32 %132, ptr %130, align 4, !dbg !550
  %133 = load ptr, ptr %2, align 8, !dbg !551
  %134 = load i32, ptr %5, align 4, !dbg !551
  %135 = add nsw i32 %134, 1, !dbg !551
  store i32 %135, ptr %5, align 4, !dbg !551
  %136 = sext i32 %134 to i64, !dbg !551
  %137 = getelementptr inbounds i32, ptr %133, i64 %136, !dbg !551
  %138 = load i32, ptr %137, align 4, !dbg !551
  %139 = sext i32 %138 to i64, !dbg !551
  %140 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %139, !dbg !551
  %141 = load ptr, ptr %140, align 8, !dbg !551
  br label %177, !dbg !551

142:                                              ; preds = %177
    #dbg_label(!552, !553)
    #dbg_declare(ptr %7, !554, !DIExpression(), !556)
  %143 = load i32, ptr %4, align 4, !dbg !557
  %144 = sub nsw i32 %143, 1, !dbg !558
  %145 = sext i32 %144 to i64, !dbg !559
  %146 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %145, !dbg !559
  %147 = load i32, ptr %146, align 4, !dbg !559
  store i32 %147, ptr %7, align 4, !dbg !556
  %148 = load i32, ptr %4, align 4, !dbg !560
  %149 = sub nsw i32 %148, 2, !dbg !561
  %150 = sext i32 %149 to i64, !dbg !562
  %151 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %150, !dbg !562
  %152 = load i32, ptr %151, align 4, !dbg !562
  %153 = load i32, ptr %4, align 4, !dbg !563
  %154 = sub nsw i32 %153, 1, !dbg !564
  %155 = sext i32 %154 to i64, !dbg !565
  %156 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %155, !dbg !565
  store i32 %152, ptr %156, align 4, !dbg !566
  %157 = load i32, ptr %7, align 4, !dbg !567
  %158 = load i32, ptr %4, align 4, !dbg !568
  %159 = sub nsw i32 %158, 2, !dbg !569
  %160 = sext i32 %159 to i64, !dbg !570
  %161 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %160, !dbg !570
  store i32 %157, ptr %161, align 4, !dbg !571
  %162 = load ptr, ptr %2, align 8, !dbg !572
  %163 = load i32, ptr %5, align 4, !dbg !572
  %164 = add nsw i32 %163, 1, !dbg !572
  store i32 %164, ptr %5, align 4, !dbg !572
  %165 = sext i32 %163 to i64, !dbg !572
  %166 = getelementptr inbounds i32, ptr %162, i64 %165, !dbg !572
  %167 = load i32, ptr %166, align 4, !dbg !572
  %168 = sext i32 %167 to i64, !dbg !572
  %169 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %168, !dbg !572
  %170 = load ptr, ptr %169, align 8, !dbg !572
  br label %177, !dbg !572

171:                                              ; preds = %177
    #dbg_label(!573, !574)
  %172 = load i32, ptr %4, align 4, !dbg !575
  %173 = sub nsw i32 %172, 1, !dbg !576
  %174 = sext i32 %173 to i64, !dbg !577
  %175 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %174, !dbg !577
  %176 = load i32, ptr %175, align 4, !dbg !577
  ret i32 %176, !dbg !578

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi ptr [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr ptr %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare signext i32 @putchar(i32 noundef signext) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i32 @op_div(i32 noundef signext %0, i32 noundef signext %1) #3 !dbg !579 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !580, !DIExpression(), !581)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !582, !DIExpression(), !583)
  %5 = load i32, ptr %4, align 4, !dbg !584
  %6 = icmp ne i32 %5, 0, !dbg !584
  br i1 %6, label %7, label %11, !dbg !584

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !585
  %9 = load i32, ptr %4, align 4, !dbg !586
  %10 = sdiv i32 %8, %9, !dbg !587
  br label %12, !dbg !584

11:                                               ; preds = %2
  br label %12, !dbg !584

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !584
  ret i32 %13, !dbg !588
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

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
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !67)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 52, size: 128, elements: !82)
!82 = !{!83, !84}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !81, file: !2, line: 52, baseType: !4, size: 8)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !81, file: !2, line: 52, baseType: !85, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 46, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DISubroutineType(types: !88)
!88 = !{!36, !36, !36}
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(name: "dispatch", scope: !91, file: !2, line: 72, type: !96, isLocal: true, isDefinition: true)
!91 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 71, type: !92, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{!36, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!95 = !{}
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 512, elements: !99)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
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
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 320, elements: !15)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
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
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
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
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 192, elements: !198)
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
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
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
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!286 = !DILocation(line: 14, column: 13, scope: !277)
!287 = !DILocalVariable(name: "ap2", scope: !277, file: !2, line: 14, type: !283)
!288 = !DILocation(line: 14, column: 17, scope: !277)
!289 = !DILocalVariable(name: "total", scope: !277, file: !2, line: 15, type: !40)
!290 = !DILocation(line: 15, column: 13, scope: !277)
!291 = !DILocation(line: 16, column: 3, scope: !277)
!292 = !DILocation(line: 17, column: 3, scope: !277)
!293 = !DILocalVariable(name: "f", scope: !294, file: !2, line: 18, type: !131)
!294 = distinct !DILexicalBlock(scope: !277, file: !2, line: 18, column: 3)
!295 = !DILocation(line: 18, column: 20, scope: !294)
!296 = !DILocation(line: 18, column: 24, scope: !294)
!297 = !DILocation(line: 18, column: 8, scope: !294)
!298 = !DILocation(line: 18, column: 30, scope: !299)
!299 = distinct !DILexicalBlock(scope: !294, file: !2, line: 18, column: 3)
!300 = !DILocation(line: 18, column: 29, scope: !299)
!301 = !DILocation(line: 18, column: 3, scope: !294)
!302 = !DILocation(line: 19, column: 14, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !2, line: 18, column: 38)
!304 = !DILocation(line: 19, column: 13, scope: !303)
!305 = !DILocation(line: 19, column: 5, scope: !303)
!306 = !DILocation(line: 20, column: 24, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !2, line: 19, column: 17)
!308 = !DILocation(line: 20, column: 21, scope: !307)
!309 = !DILocation(line: 20, column: 51, scope: !307)
!310 = !DILocation(line: 21, column: 24, scope: !307)
!311 = !DILocation(line: 21, column: 21, scope: !307)
!312 = !DILocation(line: 21, column: 57, scope: !307)
!313 = !DILocation(line: 22, column: 36, scope: !307)
!314 = !DILocation(line: 22, column: 65, scope: !307)
!315 = !DILocation(line: 22, column: 24, scope: !307)
!316 = !DILocation(line: 22, column: 21, scope: !307)
!317 = !DILocation(line: 22, column: 72, scope: !307)
!318 = !DILocalVariable(name: "s", scope: !319, file: !2, line: 23, type: !131)
!319 = distinct !DILexicalBlock(scope: !307, file: !2, line: 23, column: 15)
!320 = !DILocation(line: 23, column: 29, scope: !319)
!321 = !DILocation(line: 23, column: 33, scope: !319)
!322 = !DILocation(line: 23, column: 69, scope: !319)
!323 = !DILocation(line: 23, column: 78, scope: !319)
!324 = !DILocation(line: 23, column: 76, scope: !319)
!325 = !DILocation(line: 23, column: 82, scope: !319)
!326 = distinct !{!326, !322, !327, !194}
!327 = !DILocation(line: 23, column: 84, scope: !319)
!328 = !DILocation(line: 23, column: 91, scope: !319)
!329 = !DILocation(line: 24, column: 30, scope: !307)
!330 = !DILocation(line: 24, column: 24, scope: !307)
!331 = !DILocation(line: 24, column: 21, scope: !307)
!332 = !DILocation(line: 24, column: 57, scope: !307)
!333 = !DILocalVariable(name: "p", scope: !334, file: !2, line: 25, type: !157)
!334 = distinct !DILexicalBlock(scope: !307, file: !2, line: 25, column: 15)
!335 = !DILocation(line: 25, column: 27, scope: !334)
!336 = !DILocation(line: 25, column: 31, scope: !334)
!337 = !DILocation(line: 25, column: 75, scope: !334)
!338 = !DILocation(line: 25, column: 73, scope: !334)
!339 = !DILocation(line: 25, column: 77, scope: !334)
!340 = !DILocation(line: 25, column: 87, scope: !334)
!341 = !DILocation(line: 25, column: 85, scope: !334)
!342 = !DILocation(line: 25, column: 83, scope: !334)
!343 = !DILocation(line: 25, column: 70, scope: !334)
!344 = !DILocation(line: 25, column: 90, scope: !334)
!345 = !DILocation(line: 26, column: 14, scope: !307)
!346 = !DILocation(line: 28, column: 3, scope: !303)
!347 = !DILocation(line: 18, column: 33, scope: !299)
!348 = !DILocation(line: 18, column: 3, scope: !299)
!349 = distinct !{!349, !301, !350, !194}
!350 = !DILocation(line: 28, column: 3, scope: !294)
!351 = !DILocation(line: 29, column: 3, scope: !277)
!352 = !DILocalVariable(name: "first", scope: !277, file: !2, line: 31, type: !36)
!353 = !DILocation(line: 31, column: 7, scope: !277)
!354 = !DILocation(line: 31, column: 17, scope: !277)
!355 = !DILocation(line: 31, column: 16, scope: !277)
!356 = !DILocation(line: 31, column: 21, scope: !277)
!357 = !DILocation(line: 31, column: 15, scope: !277)
!358 = !DILocation(line: 31, column: 31, scope: !277)
!359 = !DILocation(line: 32, column: 3, scope: !277)
!360 = !DILocation(line: 33, column: 10, scope: !277)
!361 = !DILocation(line: 33, column: 16, scope: !277)
!362 = !DILocation(line: 33, column: 25, scope: !277)
!363 = !DILocation(line: 33, column: 23, scope: !277)
!364 = !DILocation(line: 33, column: 3, scope: !277)
!365 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !366, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!366 = !DISubroutineType(types: !367)
!367 = !{!36, !36, null}
!368 = !DILocalVariable(name: "n", arg: 1, scope: !365, file: !2, line: 36, type: !36)
!369 = !DILocation(line: 36, column: 24, scope: !365)
!370 = !DILocalVariable(name: "ap", scope: !365, file: !2, line: 37, type: !283)
!371 = !DILocation(line: 37, column: 13, scope: !365)
!372 = !DILocation(line: 38, column: 3, scope: !365)
!373 = !DILocalVariable(name: "r", scope: !365, file: !2, line: 39, type: !36)
!374 = !DILocation(line: 39, column: 7, scope: !365)
!375 = !DILocation(line: 40, column: 3, scope: !365)
!376 = !DILocation(line: 40, column: 11, scope: !365)
!377 = !DILocation(line: 40, column: 14, scope: !365)
!378 = !DILocation(line: 40, column: 23, scope: !365)
!379 = !DILocation(line: 40, column: 25, scope: !365)
!380 = !DILocation(line: 40, column: 32, scope: !365)
!381 = !DILocation(line: 40, column: 30, scope: !365)
!382 = !DILocation(line: 40, column: 21, scope: !365)
!383 = distinct !{!383, !375, !384, !194}
!384 = !DILocation(line: 40, column: 56, scope: !365)
!385 = !DILocation(line: 41, column: 3, scope: !365)
!386 = !DILocation(line: 42, column: 10, scope: !365)
!387 = !DILocation(line: 42, column: 3, scope: !365)
!388 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !389, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!389 = !DISubroutineType(types: !390)
!390 = !{!85, !4}
!391 = !DILocalVariable(name: "c", arg: 1, scope: !388, file: !2, line: 56, type: !4)
!392 = !DILocation(line: 56, column: 26, scope: !388)
!393 = !DILocalVariable(name: "i", scope: !394, file: !2, line: 57, type: !224)
!394 = distinct !DILexicalBlock(scope: !388, file: !2, line: 57, column: 3)
!395 = !DILocation(line: 57, column: 17, scope: !394)
!396 = !DILocation(line: 57, column: 8, scope: !394)
!397 = !DILocation(line: 57, column: 24, scope: !398)
!398 = distinct !DILexicalBlock(scope: !394, file: !2, line: 57, column: 3)
!399 = !DILocation(line: 57, column: 26, scope: !398)
!400 = !DILocation(line: 57, column: 3, scope: !394)
!401 = !DILocation(line: 58, column: 18, scope: !402)
!402 = distinct !DILexicalBlock(scope: !398, file: !2, line: 58, column: 9)
!403 = !DILocation(line: 58, column: 9, scope: !402)
!404 = !DILocation(line: 58, column: 21, scope: !402)
!405 = !DILocation(line: 58, column: 28, scope: !402)
!406 = !DILocation(line: 58, column: 25, scope: !402)
!407 = !DILocation(line: 58, column: 9, scope: !398)
!408 = !DILocation(line: 58, column: 47, scope: !402)
!409 = !DILocation(line: 58, column: 38, scope: !402)
!410 = !DILocation(line: 58, column: 50, scope: !402)
!411 = !DILocation(line: 58, column: 31, scope: !402)
!412 = !DILocation(line: 57, column: 66, scope: !398)
!413 = !DILocation(line: 57, column: 3, scope: !398)
!414 = distinct !{!414, !400, !415, !194}
!415 = !DILocation(line: 58, column: 50, scope: !394)
!416 = !DILocation(line: 59, column: 3, scope: !388)
!417 = !DILocation(line: 60, column: 1, scope: !388)
!418 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!419 = !DILocalVariable(name: "a", arg: 1, scope: !418, file: !2, line: 47, type: !36)
!420 = !DILocation(line: 47, column: 23, scope: !418)
!421 = !DILocalVariable(name: "b", arg: 2, scope: !418, file: !2, line: 47, type: !36)
!422 = !DILocation(line: 47, column: 30, scope: !418)
!423 = !DILocation(line: 47, column: 42, scope: !418)
!424 = !DILocation(line: 47, column: 46, scope: !418)
!425 = !DILocation(line: 47, column: 44, scope: !418)
!426 = !DILocation(line: 47, column: 35, scope: !418)
!427 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!428 = !DILocalVariable(name: "a", arg: 1, scope: !427, file: !2, line: 49, type: !36)
!429 = !DILocation(line: 49, column: 23, scope: !427)
!430 = !DILocalVariable(name: "b", arg: 2, scope: !427, file: !2, line: 49, type: !36)
!431 = !DILocation(line: 49, column: 30, scope: !427)
!432 = !DILocation(line: 49, column: 42, scope: !427)
!433 = !DILocation(line: 49, column: 46, scope: !427)
!434 = !DILocation(line: 49, column: 44, scope: !427)
!435 = !DILocation(line: 49, column: 35, scope: !427)
!436 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!437 = !DILocalVariable(name: "a", arg: 1, scope: !436, file: !2, line: 48, type: !36)
!438 = !DILocation(line: 48, column: 23, scope: !436)
!439 = !DILocalVariable(name: "b", arg: 2, scope: !436, file: !2, line: 48, type: !36)
!440 = !DILocation(line: 48, column: 30, scope: !436)
!441 = !DILocation(line: 48, column: 42, scope: !436)
!442 = !DILocation(line: 48, column: 46, scope: !436)
!443 = !DILocation(line: 48, column: 44, scope: !436)
!444 = !DILocation(line: 48, column: 35, scope: !436)
!445 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !446, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!446 = !DISubroutineType(types: !447)
!447 = !{!36, !448, !36, !36, !36}
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!449 = !DILocalVariable(name: "fns", arg: 1, scope: !445, file: !2, line: 62, type: !448)
!450 = !DILocation(line: 62, column: 35, scope: !445)
!451 = !DILocalVariable(name: "n", arg: 2, scope: !445, file: !2, line: 62, type: !36)
!452 = !DILocation(line: 62, column: 55, scope: !445)
!453 = !DILocalVariable(name: "a", arg: 3, scope: !445, file: !2, line: 62, type: !36)
!454 = !DILocation(line: 62, column: 62, scope: !445)
!455 = !DILocalVariable(name: "b", arg: 4, scope: !445, file: !2, line: 62, type: !36)
!456 = !DILocation(line: 62, column: 69, scope: !445)
!457 = !DILocalVariable(name: "acc", scope: !445, file: !2, line: 63, type: !36)
!458 = !DILocation(line: 63, column: 7, scope: !445)
!459 = !DILocalVariable(name: "i", scope: !460, file: !2, line: 64, type: !36)
!460 = distinct !DILexicalBlock(scope: !445, file: !2, line: 64, column: 3)
!461 = !DILocation(line: 64, column: 12, scope: !460)
!462 = !DILocation(line: 64, column: 8, scope: !460)
!463 = !DILocation(line: 64, column: 19, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !2, line: 64, column: 3)
!465 = !DILocation(line: 64, column: 23, scope: !464)
!466 = !DILocation(line: 64, column: 21, scope: !464)
!467 = !DILocation(line: 64, column: 3, scope: !460)
!468 = !DILocation(line: 64, column: 38, scope: !464)
!469 = !DILocation(line: 64, column: 42, scope: !464)
!470 = !DILocation(line: 64, column: 45, scope: !464)
!471 = !DILocation(line: 64, column: 48, scope: !464)
!472 = !DILocation(line: 64, column: 35, scope: !464)
!473 = !DILocation(line: 64, column: 31, scope: !464)
!474 = !DILocation(line: 64, column: 26, scope: !464)
!475 = !DILocation(line: 64, column: 3, scope: !464)
!476 = distinct !{!476, !467, !477, !194}
!477 = !DILocation(line: 64, column: 49, scope: !460)
!478 = !DILocation(line: 65, column: 10, scope: !445)
!479 = !DILocation(line: 65, column: 3, scope: !445)
!480 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!481 = !DILocation(line: 71, column: 27, scope: !91)
!482 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !483)
!483 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !484)
!484 = !{!485}
!485 = !DISubrange(count: 16)
!486 = !DILocation(line: 74, column: 7, scope: !91)
!487 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!488 = !DILocation(line: 74, column: 18, scope: !91)
!489 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!490 = !DILocation(line: 74, column: 26, scope: !91)
!491 = !DILocation(line: 76, column: 3, scope: !91)
!492 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!493 = !DILocation(line: 77, column: 1, scope: !91)
!494 = !DILocation(line: 77, column: 24, scope: !91)
!495 = !DILocation(line: 77, column: 31, scope: !91)
!496 = !DILocation(line: 77, column: 18, scope: !91)
!497 = !DILocation(line: 77, column: 10, scope: !91)
!498 = !DILocation(line: 77, column: 22, scope: !91)
!499 = !DILocation(line: 77, column: 36, scope: !91)
!500 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!501 = !DILocation(line: 78, column: 1, scope: !91)
!502 = !DILocation(line: 78, column: 11, scope: !91)
!503 = !DILocation(line: 78, column: 38, scope: !91)
!504 = !DILocation(line: 78, column: 32, scope: !91)
!505 = !DILocation(line: 78, column: 21, scope: !91)
!506 = !DILocation(line: 78, column: 24, scope: !91)
!507 = !DILocation(line: 78, column: 15, scope: !91)
!508 = !DILocation(line: 78, column: 29, scope: !91)
!509 = !DILocation(line: 78, column: 43, scope: !91)
!510 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!511 = !DILocation(line: 79, column: 1, scope: !91)
!512 = !DILocation(line: 79, column: 11, scope: !91)
!513 = !DILocation(line: 79, column: 38, scope: !91)
!514 = !DILocation(line: 79, column: 32, scope: !91)
!515 = !DILocation(line: 79, column: 21, scope: !91)
!516 = !DILocation(line: 79, column: 24, scope: !91)
!517 = !DILocation(line: 79, column: 15, scope: !91)
!518 = !DILocation(line: 79, column: 29, scope: !91)
!519 = !DILocation(line: 79, column: 43, scope: !91)
!520 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!521 = !DILocation(line: 80, column: 1, scope: !91)
!522 = !DILocation(line: 80, column: 28, scope: !91)
!523 = !DILocation(line: 80, column: 31, scope: !91)
!524 = !DILocation(line: 80, column: 22, scope: !91)
!525 = !DILocation(line: 80, column: 16, scope: !91)
!526 = !DILocation(line: 80, column: 10, scope: !91)
!527 = !DILocation(line: 80, column: 20, scope: !91)
!528 = !DILocation(line: 80, column: 39, scope: !91)
!529 = !DILocation(line: 80, column: 43, scope: !91)
!530 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!531 = !DILocation(line: 81, column: 1, scope: !91)
!532 = !DILocalVariable(name: "t", scope: !533, file: !2, line: 81, type: !36)
!533 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!534 = !DILocation(line: 81, column: 15, scope: !533)
!535 = !DILocation(line: 81, column: 19, scope: !533)
!536 = !DILocation(line: 81, column: 26, scope: !533)
!537 = !DILocation(line: 81, column: 41, scope: !538)
!538 = distinct !DILexicalBlock(scope: !533, file: !2, line: 81, column: 35)
!539 = !DILocation(line: 81, column: 35, scope: !538)
!540 = !DILocation(line: 81, column: 35, scope: !533)
!541 = !DILocation(line: 81, column: 53, scope: !538)
!542 = !DILocation(line: 81, column: 51, scope: !538)
!543 = !DILocation(line: 81, column: 48, scope: !538)
!544 = !DILocation(line: 81, column: 56, scope: !533)
!545 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!546 = !DILocation(line: 82, column: 1, scope: !91)
!547 = !DILocation(line: 82, column: 15, scope: !91)
!548 = !DILocation(line: 82, column: 18, scope: !91)
!549 = !DILocation(line: 82, column: 9, scope: !91)
!550 = !DILocation(line: 82, column: 22, scope: !91)
!551 = !DILocation(line: 82, column: 26, scope: !91)
!552 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!553 = !DILocation(line: 83, column: 1, scope: !91)
!554 = !DILocalVariable(name: "t", scope: !555, file: !2, line: 83, type: !36)
!555 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!556 = !DILocation(line: 83, column: 16, scope: !555)
!557 = !DILocation(line: 83, column: 26, scope: !555)
!558 = !DILocation(line: 83, column: 29, scope: !555)
!559 = !DILocation(line: 83, column: 20, scope: !555)
!560 = !DILocation(line: 83, column: 57, scope: !555)
!561 = !DILocation(line: 83, column: 60, scope: !555)
!562 = !DILocation(line: 83, column: 51, scope: !555)
!563 = !DILocation(line: 83, column: 41, scope: !555)
!564 = !DILocation(line: 83, column: 44, scope: !555)
!565 = !DILocation(line: 83, column: 35, scope: !555)
!566 = !DILocation(line: 83, column: 49, scope: !555)
!567 = !DILocation(line: 83, column: 82, scope: !555)
!568 = !DILocation(line: 83, column: 72, scope: !555)
!569 = !DILocation(line: 83, column: 75, scope: !555)
!570 = !DILocation(line: 83, column: 66, scope: !555)
!571 = !DILocation(line: 83, column: 80, scope: !555)
!572 = !DILocation(line: 83, column: 85, scope: !555)
!573 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!574 = !DILocation(line: 84, column: 1, scope: !91)
!575 = !DILocation(line: 84, column: 23, scope: !91)
!576 = !DILocation(line: 84, column: 26, scope: !91)
!577 = !DILocation(line: 84, column: 17, scope: !91)
!578 = !DILocation(line: 84, column: 10, scope: !91)
!579 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!580 = !DILocalVariable(name: "a", arg: 1, scope: !579, file: !2, line: 50, type: !36)
!581 = !DILocation(line: 50, column: 23, scope: !579)
!582 = !DILocalVariable(name: "b", arg: 2, scope: !579, file: !2, line: 50, type: !36)
!583 = !DILocation(line: 50, column: 30, scope: !579)
!584 = !DILocation(line: 50, column: 42, scope: !579)
!585 = !DILocation(line: 50, column: 46, scope: !579)
!586 = !DILocation(line: 50, column: 50, scope: !579)
!587 = !DILocation(line: 50, column: 48, scope: !579)
!588 = !DILocation(line: 50, column: 35, scope: !579)
