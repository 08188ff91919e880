; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

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

; Function Attrs: noinline optnone ssp
define i32 @main() #0 !dbg !33 {
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
    #dbg_declare(ptr %2, !155, !DIExpression(), !161)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false), !dbg !161
  %12 = load [1 x i32], ptr %2, align 2, !dbg !162
  %13 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, [1 x i32] %12), !dbg !162
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %13), !dbg !163
  %15 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !164
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %15), !dbg !165
    #dbg_declare(ptr %3, !166, !DIExpression(), !167)
  store ptr @.str.4, ptr %3, align 4, !dbg !167
    #dbg_declare(ptr %4, !168, !DIExpression(), !170)
  %17 = load ptr, ptr %3, align 4, !dbg !171
  store ptr %17, ptr %4, align 4, !dbg !170
  br label %18, !dbg !172

18:                                               ; preds = %38, %0
  %19 = load ptr, ptr %4, align 4, !dbg !173
  %20 = load i8, ptr %19, align 1, !dbg !175
  %21 = icmp ne i8 %20, 0, !dbg !176
  br i1 %21, label %22, label %41, !dbg !176

22:                                               ; preds = %18
    #dbg_declare(ptr %5, !177, !DIExpression(), !179)
  %23 = load ptr, ptr %4, align 4, !dbg !180
  %24 = load i8, ptr %23, align 1, !dbg !181
  %25 = call ptr @lookup(i8 noundef signext %24), !dbg !182
  store ptr %25, ptr %5, align 4, !dbg !179
  %26 = load ptr, ptr %4, align 4, !dbg !183
  %27 = load i8, ptr %26, align 1, !dbg !184
  %28 = sext i8 %27 to i32, !dbg !184
  %29 = load ptr, ptr %5, align 4, !dbg !185
  %30 = icmp ne ptr %29, null, !dbg !185
  br i1 %30, label %31, label %34, !dbg !185

31:                                               ; preds = %22
  %32 = load ptr, ptr %5, align 4, !dbg !186
  %33 = call i32 %32(i32 noundef 17, i32 noundef 5), !dbg !186
  br label %35, !dbg !185

34:                                               ; preds = %22
  br label %35, !dbg !185

35:                                               ; preds = %34, %31
  %36 = phi i32 [ %33, %31 ], [ -1, %34 ], !dbg !185
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %28, i32 noundef %36), !dbg !187
  br label %38, !dbg !188

38:                                               ; preds = %35
  %39 = load ptr, ptr %4, align 4, !dbg !189
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !189
  store ptr %40, ptr %4, align 4, !dbg !189
  br label %18, !dbg !190, !llvm.loop !191

41:                                               ; preds = %18
    #dbg_declare(ptr %6, !194, !DIExpression(), !198)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false), !dbg !198
  %42 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0, !dbg !199
  %43 = call i32 @apply_all(ptr noundef %42, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !200
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %43), !dbg !201
    #dbg_declare(ptr %7, !202, !DIExpression(), !203)
  store i32 1, ptr %7, align 4, !dbg !203
    #dbg_declare(ptr %8, !204, !DIExpression(), !206)
  store i32 5, ptr %8, align 4, !dbg !206
  br label %45, !dbg !207

45:                                               ; preds = %52, %41
  %46 = load i32, ptr %8, align 4, !dbg !208
  %47 = icmp sgt i32 %46, 0, !dbg !210
  br i1 %47, label %48, label %55, !dbg !211

48:                                               ; preds = %45
  %49 = load i32, ptr %8, align 4, !dbg !212
  %50 = load i32, ptr %7, align 4, !dbg !213
  %51 = mul nsw i32 %50, %49, !dbg !213
  store i32 %51, ptr %7, align 4, !dbg !213
  br label %52, !dbg !214

52:                                               ; preds = %48
  %53 = load i32, ptr %8, align 4, !dbg !215
  %54 = add nsw i32 %53, -1, !dbg !215
  store i32 %54, ptr %8, align 4, !dbg !215
  br label %45, !dbg !216, !llvm.loop !217

55:                                               ; preds = %45
  %56 = call i32 @run(ptr noundef @main.prog), !dbg !219
  %57 = load i32, ptr %7, align 4, !dbg !220
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %56, i32 noundef %57), !dbg !221
    #dbg_declare(ptr %9, !222, !DIExpression(), !224)
  store i32 -2128831035, ptr %9, align 4, !dbg !224
    #dbg_declare(ptr %10, !225, !DIExpression(), !227)
  store i32 0, ptr %10, align 4, !dbg !227
  br label %59, !dbg !228

59:                                               ; preds = %70, %55
  %60 = load i32, ptr %10, align 4, !dbg !229
  %61 = icmp ult i32 %60, 39, !dbg !231
  br i1 %61, label %62, label %73, !dbg !232

62:                                               ; preds = %59
  %63 = load i32, ptr %9, align 4, !dbg !233
  %64 = load i32, ptr %10, align 4, !dbg !234
  %65 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %64, !dbg !235
  %66 = load i8, ptr %65, align 1, !dbg !235
  %67 = zext i8 %66 to i32, !dbg !236
  %68 = xor i32 %63, %67, !dbg !237
  %69 = mul i32 %68, 16777619, !dbg !238
  store i32 %69, ptr %9, align 4, !dbg !239
  br label %70, !dbg !240

70:                                               ; preds = %62
  %71 = load i32, ptr %10, align 4, !dbg !241
  %72 = add i32 %71, 1, !dbg !241
  store i32 %72, ptr %10, align 4, !dbg !241
  br label %59, !dbg !242, !llvm.loop !243

73:                                               ; preds = %59
  %74 = load i32, ptr %9, align 4, !dbg !245
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %74), !dbg !246
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23), !dbg !247
  %77 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1, !dbg !248
  %78 = zext i8 %77 to i32, !dbg !248
  %79 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1, !dbg !249
  %80 = zext i8 %79 to i32, !dbg !249
  %81 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1, !dbg !250
  %82 = zext i8 %81 to i32, !dbg !250
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %78, i32 noundef %80, i32 noundef %82), !dbg !251
    #dbg_declare(ptr %11, !252, !DIExpression(), !255)
  store ptr @words, ptr %11, align 4, !dbg !255
  br label %84, !dbg !256

84:                                               ; preds = %102, %73
  %85 = load ptr, ptr %11, align 4, !dbg !257
  %86 = load ptr, ptr %85, align 4, !dbg !259
  %87 = icmp ne ptr %86, null, !dbg !260
  br i1 %87, label %88, label %105, !dbg !260

88:                                               ; preds = %84
  %89 = load ptr, ptr %11, align 4, !dbg !261
  %90 = getelementptr inbounds ptr, ptr %89, i32 0, !dbg !261
  %91 = load ptr, ptr %90, align 4, !dbg !261
  %92 = load i8, ptr %91, align 1, !dbg !262
  %93 = sext i8 %92 to i32, !dbg !262
  %94 = icmp eq i32 %93, 27, !dbg !263
  br i1 %94, label %95, label %96, !dbg !262

95:                                               ; preds = %88
  br label %99, !dbg !262

96:                                               ; preds = %88
  %97 = load ptr, ptr %11, align 4, !dbg !264
  %98 = load ptr, ptr %97, align 4, !dbg !265
  br label %99, !dbg !262

99:                                               ; preds = %96, %95
  %100 = phi ptr [ @.str.12, %95 ], [ %98, %96 ], !dbg !262
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %100), !dbg !266
  br label %102, !dbg !266

102:                                              ; preds = %99
  %103 = load ptr, ptr %11, align 4, !dbg !267
  %104 = getelementptr inbounds ptr, ptr %103, i32 1, !dbg !267
  store ptr %104, ptr %11, align 4, !dbg !267
  br label %84, !dbg !268, !llvm.loop !269

105:                                              ; preds = %84
  %106 = load i32, ptr @init, align 4, !dbg !271
  %107 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 4, !dbg !272
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %106, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %107, i32 noundef 6), !dbg !273
  %109 = call i32 @putchar(i32 noundef 10), !dbg !274
  ret i32 0, !dbg !275
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone ssp
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !276 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !279, !DIExpression(), !280)
    #dbg_declare(ptr %3, !281, !DIExpression(), !285)
    #dbg_declare(ptr %4, !286, !DIExpression(), !287)
    #dbg_declare(ptr %5, !288, !DIExpression(), !289)
  store i64 0, ptr %5, align 8, !dbg !289
  call void @llvm.va_start.p0(ptr %3), !dbg !290
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !291
    #dbg_declare(ptr %6, !292, !DIExpression(), !294)
  %10 = load ptr, ptr %2, align 4, !dbg !295
  store ptr %10, ptr %6, align 4, !dbg !294
  br label %11, !dbg !296

11:                                               ; preds = %77, %1
  %12 = load ptr, ptr %6, align 4, !dbg !297
  %13 = load i8, ptr %12, align 1, !dbg !299
  %14 = icmp ne i8 %13, 0, !dbg !300
  br i1 %14, label %15, label %80, !dbg !300

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4, !dbg !301
  %17 = load i8, ptr %16, align 1, !dbg !303
  %18 = sext i8 %17 to i32, !dbg !303
  switch i32 %18, label %75 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %53
    i32 112, label %61
  ], !dbg !304

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4, !dbg !305
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !305
  store ptr %21, ptr %3, align 4, !dbg !305
  %22 = load i32, ptr %20, align 4, !dbg !305
  %23 = sext i32 %22 to i64, !dbg !305
  %24 = load i64, ptr %5, align 8, !dbg !307
  %25 = add nsw i64 %24, %23, !dbg !307
  store i64 %25, ptr %5, align 8, !dbg !307
  br label %76, !dbg !308

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4, !dbg !309
  %28 = getelementptr inbounds i8, ptr %27, i32 8, !dbg !309
  store ptr %28, ptr %3, align 4, !dbg !309
  %29 = load i64, ptr %27, align 4, !dbg !309
  %30 = load i64, ptr %5, align 8, !dbg !310
  %31 = add nsw i64 %30, %29, !dbg !310
  store i64 %31, ptr %5, align 8, !dbg !310
  br label %76, !dbg !311

32:                                               ; preds = %15
  %33 = load ptr, ptr %3, align 4, !dbg !312
  %34 = getelementptr inbounds i8, ptr %33, i32 8, !dbg !312
  store ptr %34, ptr %3, align 4, !dbg !312
  %35 = load double, ptr %33, align 4, !dbg !312
  %36 = fmul double %35, 1.000000e+01, !dbg !313
  %37 = fptosi double %36 to i64, !dbg !314
  %38 = load i64, ptr %5, align 8, !dbg !315
  %39 = add nsw i64 %38, %37, !dbg !315
  store i64 %39, ptr %5, align 8, !dbg !315
  br label %76, !dbg !316

40:                                               ; preds = %15
    #dbg_declare(ptr %7, !317, !DIExpression(), !319)
  %41 = load ptr, ptr %3, align 4, !dbg !320
  %42 = getelementptr inbounds i8, ptr %41, i32 4, !dbg !320
  store ptr %42, ptr %3, align 4, !dbg !320
  %43 = load ptr, ptr %41, align 4, !dbg !320
  store ptr %43, ptr %7, align 4, !dbg !319
  br label %44, !dbg !321

44:                                               ; preds = %49, %40
  %45 = load ptr, ptr %7, align 4, !dbg !322
  %46 = getelementptr inbounds i8, ptr %45, i32 1, !dbg !322
  store ptr %46, ptr %7, align 4, !dbg !322
  %47 = load i8, ptr %45, align 1, !dbg !323
  %48 = icmp ne i8 %47, 0, !dbg !321
  br i1 %48, label %49, label %52, !dbg !321

49:                                               ; preds = %44
  %50 = load i64, ptr %5, align 8, !dbg !324
  %51 = add nsw i64 %50, 1, !dbg !324
  store i64 %51, ptr %5, align 8, !dbg !324
  br label %44, !dbg !321, !llvm.loop !325

52:                                               ; preds = %44
  br label %76, !dbg !327

53:                                               ; preds = %15
  %54 = load ptr, ptr %3, align 4, !dbg !328
  %55 = getelementptr inbounds i8, ptr %54, i32 4, !dbg !328
  store ptr %55, ptr %3, align 4, !dbg !328
  %56 = load i32, ptr %54, align 4, !dbg !328
  %57 = trunc i32 %56 to i8, !dbg !329
  %58 = sext i8 %57 to i64, !dbg !329
  %59 = load i64, ptr %5, align 8, !dbg !330
  %60 = add nsw i64 %59, %58, !dbg !330
  store i64 %60, ptr %5, align 8, !dbg !330
  br label %76, !dbg !331

61:                                               ; preds = %15
    #dbg_declare(ptr %8, !332, !DIExpression(), !334)
  %62 = load ptr, ptr %3, align 4, !dbg !335
  %63 = getelementptr inbounds i8, ptr %62, i32 4, !dbg !335
  store ptr %63, ptr %3, align 4, !dbg !335
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 4 %62, i32 4, i1 false), !dbg !335
  %64 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !336
  %65 = load i16, ptr %64, align 2, !dbg !336
  %66 = sext i16 %65 to i32, !dbg !337
  %67 = mul nsw i32 %66, 100, !dbg !338
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !339
  %69 = load i16, ptr %68, align 2, !dbg !339
  %70 = sext i16 %69 to i32, !dbg !340
  %71 = add nsw i32 %67, %70, !dbg !341
  %72 = sext i32 %71 to i64, !dbg !337
  %73 = load i64, ptr %5, align 8, !dbg !342
  %74 = add nsw i64 %73, %72, !dbg !342
  store i64 %74, ptr %5, align 8, !dbg !342
  br label %76, !dbg !343

75:                                               ; preds = %15
  br label %76, !dbg !344

76:                                               ; preds = %75, %61, %53, %52, %32, %26, %19
  br label %77, !dbg !345

77:                                               ; preds = %76
  %78 = load ptr, ptr %6, align 4, !dbg !346
  %79 = getelementptr inbounds i8, ptr %78, i32 1, !dbg !346
  store ptr %79, ptr %6, align 4, !dbg !346
  br label %11, !dbg !347, !llvm.loop !348

80:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !350
    #dbg_declare(ptr %9, !351, !DIExpression(), !352)
  %81 = load ptr, ptr %2, align 4, !dbg !353
  %82 = load i8, ptr %81, align 1, !dbg !354
  %83 = sext i8 %82 to i32, !dbg !354
  %84 = icmp eq i32 %83, 105, !dbg !355
  br i1 %84, label %85, label %89, !dbg !356

85:                                               ; preds = %80
  %86 = load ptr, ptr %4, align 4, !dbg !357
  %87 = getelementptr inbounds i8, ptr %86, i32 4, !dbg !357
  store ptr %87, ptr %4, align 4, !dbg !357
  %88 = load i32, ptr %86, align 4, !dbg !357
  br label %90, !dbg !356

89:                                               ; preds = %80
  br label %90, !dbg !356

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ], !dbg !356
  store i32 %91, ptr %9, align 4, !dbg !352
  call void @llvm.va_end.p0(ptr %4), !dbg !358
  %92 = load i64, ptr %5, align 8, !dbg !359
  %93 = mul nsw i64 %92, 1000, !dbg !360
  %94 = load i32, ptr %9, align 4, !dbg !361
  %95 = sext i32 %94 to i64, !dbg !361
  %96 = add nsw i64 %93, %95, !dbg !362
  ret i64 %96, !dbg !363
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !364 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !367, !DIExpression(), !368)
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
  call void @llvm.va_start.p0(ptr %3), !dbg !371
    #dbg_declare(ptr %4, !372, !DIExpression(), !373)
  store i32 0, ptr %4, align 4, !dbg !373
  br label %5, !dbg !374

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !375
  %7 = add nsw i32 %6, -1, !dbg !375
  store i32 %7, ptr %2, align 4, !dbg !375
  %8 = icmp sgt i32 %6, 0, !dbg !376
  br i1 %8, label %9, label %16, !dbg !374

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !377
  %11 = mul nsw i32 %10, 31, !dbg !378
  %12 = load ptr, ptr %3, align 4, !dbg !379
  %13 = getelementptr inbounds i8, ptr %12, i32 4, !dbg !379
  store ptr %13, ptr %3, align 4, !dbg !379
  %14 = load i32, ptr %12, align 4, !dbg !379
  %15 = add nsw i32 %11, %14, !dbg !380
  store i32 %15, ptr %4, align 4, !dbg !381
  br label %5, !dbg !374, !llvm.loop !382

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !384
  %17 = load i32, ptr %4, align 4, !dbg !385
  ret i32 %17, !dbg !386
}

; Function Attrs: noinline nounwind optnone ssp
define internal ptr @lookup(i8 noundef signext %0) #3 !dbg !387 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !390, !DIExpression(), !391)
    #dbg_declare(ptr %4, !392, !DIExpression(), !394)
  store i32 0, ptr %4, align 4, !dbg !394
  br label %5, !dbg !395

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !396
  %7 = icmp ult i32 %6, 4, !dbg !398
  br i1 %7, label %8, label %26, !dbg !399

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !400
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9, !dbg !402
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0, !dbg !403
  %12 = load i8, ptr %11, align 4, !dbg !403
  %13 = sext i8 %12 to i32, !dbg !402
  %14 = load i8, ptr %3, align 1, !dbg !404
  %15 = sext i8 %14 to i32, !dbg !404
  %16 = icmp eq i32 %13, %15, !dbg !405
  br i1 %16, label %17, label %22, !dbg !406

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !407
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18, !dbg !408
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1, !dbg !409
  %21 = load ptr, ptr %20, align 4, !dbg !409
  store ptr %21, ptr %2, align 4, !dbg !410
  br label %27, !dbg !410

22:                                               ; preds = %8
  br label %23, !dbg !404

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !411
  %25 = add i32 %24, 1, !dbg !411
  store i32 %25, ptr %4, align 4, !dbg !411
  br label %5, !dbg !412, !llvm.loop !413

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !415
  br label %27, !dbg !415

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !416
  ret ptr %28, !dbg !416
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !417 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !418, !DIExpression(), !419)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !420, !DIExpression(), !421)
  %5 = load i32, ptr %3, align 4, !dbg !422
  %6 = load i32, ptr %4, align 4, !dbg !423
  %7 = add nsw i32 %5, %6, !dbg !424
  ret i32 %7, !dbg !425
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !426 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !427, !DIExpression(), !428)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !429, !DIExpression(), !430)
  %5 = load i32, ptr %3, align 4, !dbg !431
  %6 = load i32, ptr %4, align 4, !dbg !432
  %7 = mul nsw i32 %5, %6, !dbg !433
  ret i32 %7, !dbg !434
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !435 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !436, !DIExpression(), !437)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !438, !DIExpression(), !439)
  %5 = load i32, ptr %3, align 4, !dbg !440
  %6 = load i32, ptr %4, align 4, !dbg !441
  %7 = sub nsw i32 %5, %6, !dbg !442
  ret i32 %7, !dbg !443
}

; Function Attrs: noinline optnone ssp
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !444 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !448, !DIExpression(), !449)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !450, !DIExpression(), !451)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !452, !DIExpression(), !453)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !454, !DIExpression(), !455)
    #dbg_declare(ptr %9, !456, !DIExpression(), !457)
  store i32 0, ptr %9, align 4, !dbg !457
    #dbg_declare(ptr %10, !458, !DIExpression(), !460)
  store i32 0, ptr %10, align 4, !dbg !460
  br label %11, !dbg !461

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4, !dbg !462
  %13 = load i32, ptr %6, align 4, !dbg !464
  %14 = icmp slt i32 %12, %13, !dbg !465
  br i1 %14, label %15, label %28, !dbg !466

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 4, !dbg !467
  %17 = load i32, ptr %10, align 4, !dbg !468
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17, !dbg !467
  %19 = load ptr, ptr %18, align 4, !dbg !467
  %20 = load i32, ptr %7, align 4, !dbg !469
  %21 = load i32, ptr %8, align 4, !dbg !470
  %22 = call i32 %19(i32 noundef %20, i32 noundef %21), !dbg !467
  %23 = load i32, ptr %9, align 4, !dbg !471
  %24 = add nsw i32 %23, %22, !dbg !471
  store i32 %24, ptr %9, align 4, !dbg !471
  br label %25, !dbg !472

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4, !dbg !473
  %27 = add nsw i32 %26, 1, !dbg !473
  store i32 %27, ptr %10, align 4, !dbg !473
  br label %11, !dbg !474, !llvm.loop !475

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4, !dbg !477
  ret i32 %29, !dbg !478
}

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 4
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !479, !DIExpression(), !480)
    #dbg_declare(ptr %3, !481, !DIExpression(), !485)
    #dbg_declare(ptr %4, !486, !DIExpression(), !487)
  store i32 0, ptr %4, align 4, !dbg !487
    #dbg_declare(ptr %5, !488, !DIExpression(), !489)
  store i32 0, ptr %5, align 4, !dbg !489
  %8 = load ptr, ptr %2, align 4, !dbg !490
  %9 = load i32, ptr %5, align 4, !dbg !490
  %10 = add nsw i32 %9, 1, !dbg !490
  store i32 %10, ptr %5, align 4, !dbg !490
  %11 = getelementptr inbounds i32, ptr %8, i32 %9, !dbg !490
  %12 = load i32, ptr %11, align 4, !dbg !490
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !490
  %14 = load ptr, ptr %13, align 4, !dbg !490
  br label %145, !dbg !490

15:                                               ; preds = %145
    #dbg_label(!491, !492)
  %16 = load ptr, ptr %2, align 4, !dbg !493
  %17 = load i32, ptr %5, align 4, !dbg !494
  %18 = add nsw i32 %17, 1, !dbg !494
  store i32 %18, ptr %5, align 4, !dbg !494
  %19 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !493
  %20 = load i32, ptr %19, align 4, !dbg !493
  %21 = load i32, ptr %4, align 4, !dbg !495
  %22 = add nsw i32 %21, 1, !dbg !495
  store i32 %22, ptr %4, align 4, !dbg !495
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21, !dbg !496
  store i32 %20, ptr %23, align 4, !dbg !497
  %24 = load ptr, ptr %2, align 4, !dbg !498
  %25 = load i32, ptr %5, align 4, !dbg !498
  %26 = add nsw i32 %25, 1, !dbg !498
  store i32 %26, ptr %5, align 4, !dbg !498
  %27 = getelementptr inbounds i32, ptr %24, i32 %25, !dbg !498
  %28 = load i32, ptr %27, align 4, !dbg !498
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28, !dbg !498
  %30 = load ptr, ptr %29, align 4, !dbg !498
  br label %145, !dbg !498

31:                                               ; preds = %145
    #dbg_label(!499, !500)
  %32 = load i32, ptr %4, align 4, !dbg !501
  %33 = add nsw i32 %32, -1, !dbg !501
  store i32 %33, ptr %4, align 4, !dbg !501
  %34 = load i32, ptr %4, align 4, !dbg !502
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34, !dbg !503
  %36 = load i32, ptr %35, align 4, !dbg !503
  %37 = load i32, ptr %4, align 4, !dbg !504
  %38 = sub nsw i32 %37, 1, !dbg !505
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38, !dbg !506
  %40 = load i32, ptr %39, align 4, !dbg !507
  %41 = add nsw i32 %40, %36, !dbg !507
  store i32 %41, ptr %39, align 4, !dbg !507
  %42 = load ptr, ptr %2, align 4, !dbg !508
  %43 = load i32, ptr %5, align 4, !dbg !508
  %44 = add nsw i32 %43, 1, !dbg !508
  store i32 %44, ptr %5, align 4, !dbg !508
  %45 = getelementptr inbounds i32, ptr %42, i32 %43, !dbg !508
  %46 = load i32, ptr %45, align 4, !dbg !508
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46, !dbg !508
  %48 = load ptr, ptr %47, align 4, !dbg !508
  br label %145, !dbg !508

49:                                               ; preds = %145
    #dbg_label(!509, !510)
  %50 = load i32, ptr %4, align 4, !dbg !511
  %51 = add nsw i32 %50, -1, !dbg !511
  store i32 %51, ptr %4, align 4, !dbg !511
  %52 = load i32, ptr %4, align 4, !dbg !512
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52, !dbg !513
  %54 = load i32, ptr %53, align 4, !dbg !513
  %55 = load i32, ptr %4, align 4, !dbg !514
  %56 = sub nsw i32 %55, 1, !dbg !515
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56, !dbg !516
  %58 = load i32, ptr %57, align 4, !dbg !517
  %59 = mul nsw i32 %58, %54, !dbg !517
  store i32 %59, ptr %57, align 4, !dbg !517
  %60 = load ptr, ptr %2, align 4, !dbg !518
  %61 = load i32, ptr %5, align 4, !dbg !518
  %62 = add nsw i32 %61, 1, !dbg !518
  store i32 %62, ptr %5, align 4, !dbg !518
  %63 = getelementptr inbounds i32, ptr %60, i32 %61, !dbg !518
  %64 = load i32, ptr %63, align 4, !dbg !518
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64, !dbg !518
  %66 = load ptr, ptr %65, align 4, !dbg !518
  br label %145, !dbg !518

67:                                               ; preds = %145
    #dbg_label(!519, !520)
  %68 = load i32, ptr %4, align 4, !dbg !521
  %69 = sub nsw i32 %68, 2, !dbg !522
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69, !dbg !523
  %71 = load i32, ptr %70, align 4, !dbg !523
  %72 = load i32, ptr %4, align 4, !dbg !524
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72, !dbg !525
  store i32 %71, ptr %73, align 4, !dbg !526
  %74 = load i32, ptr %4, align 4, !dbg !527
  %75 = add nsw i32 %74, 1, !dbg !527
  store i32 %75, ptr %4, align 4, !dbg !527
  %76 = load ptr, ptr %2, align 4, !dbg !528
  %77 = load i32, ptr %5, align 4, !dbg !528
  %78 = add nsw i32 %77, 1, !dbg !528
  store i32 %78, ptr %5, align 4, !dbg !528
  %79 = getelementptr inbounds i32, ptr %76, i32 %77, !dbg !528
  %80 = load i32, ptr %79, align 4, !dbg !528
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !528
  %82 = load ptr, ptr %81, align 4, !dbg !528
  br label %145, !dbg !528

83:                                               ; preds = %145
    #dbg_label(!529, !530)
    #dbg_declare(ptr %6, !531, !DIExpression(), !533)
  %84 = load ptr, ptr %2, align 4, !dbg !534
  %85 = load i32, ptr %5, align 4, !dbg !535
  %86 = add nsw i32 %85, 1, !dbg !535
  store i32 %86, ptr %5, align 4, !dbg !535
  %87 = getelementptr inbounds i32, ptr %84, i32 %85, !dbg !534
  %88 = load i32, ptr %87, align 4, !dbg !534
  store i32 %88, ptr %6, align 4, !dbg !533
  %89 = load i32, ptr %4, align 4, !dbg !536
  %90 = add nsw i32 %89, -1, !dbg !536
  store i32 %90, ptr %4, align 4, !dbg !536
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90, !dbg !538
  %92 = load i32, ptr %91, align 4, !dbg !538
  %93 = icmp ne i32 %92, 0, !dbg !538
  br i1 %93, label %94, label %96, !dbg !539

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4, !dbg !540
  store i32 %95, ptr %5, align 4, !dbg !541
  br label %96, !dbg !542

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4, !dbg !543
  %98 = load i32, ptr %5, align 4, !dbg !543
  %99 = add nsw i32 %98, 1, !dbg !543
  store i32 %99, ptr %5, align 4, !dbg !543
  %100 = getelementptr inbounds i32, ptr %97, i32 %98, !dbg !543
  %101 = load i32, ptr %100, align 4, !dbg !543
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101, !dbg !543
  %103 = load ptr, ptr %102, align 4, !dbg !543
  br label %145, !dbg !543

104:                                              ; preds = %145
    #dbg_label(!544, !545)
  %105 = load i32, ptr %4, align 4, !dbg !546
  %106 = sub nsw i32 %105, 1, !dbg !547
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106, !dbg !548
  %108 = load i32, ptr %107, align 4, !dbg !549
  %109 = add nsw i32 %108, -1, !dbg !549
  store i32 %109, ptr %107, align 4, !dbg !549
  %110 = load ptr, ptr %2, align 4, !dbg !550
  %111 = load i32, ptr %5, align 4, !dbg !550
  %112 = add nsw i32 %111, 1, !dbg !550
  store i32 %112, ptr %5, align 4, !dbg !550
  %113 = getelementptr inbounds i32, ptr %110, i32 %111, !dbg !550
  %114 = load i32, ptr %113, align 4, !dbg !550
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114, !dbg !550
  %116 = load ptr, ptr %115, align 4, !dbg !550
  br label %145, !dbg !550

117:                                              ; preds = %145
    #dbg_label(!551, !552)
    #dbg_declare(ptr %7, !553, !DIExpression(), !555)
  %118 = load i32, ptr %4, align 4, !dbg !556
  %119 = sub nsw i32 %118, 1, !dbg !557
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119, !dbg !558
  %121 = load i32, ptr %120, align 4, !dbg !558
  store i32 %121, ptr %7, align 4, !dbg !555
  %122 = load i32, ptr %4, align 4, !dbg !559
  %123 = sub nsw i32 %122, 2, !dbg !560
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123, !dbg !561
  %125 = load i32, ptr %124, align 4, !dbg !561
  %126 = load i32, ptr %4, align 4, !dbg !562
  %127 = sub nsw i32 %126, 1, !dbg !563
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127, !dbg !564
  store i32 %125, ptr %128, align 4, !dbg !565
  %129 = load i32, ptr %7, align 4, !dbg !566
  %130 = load i32, ptr %4, align 4, !dbg !567
  %131 = sub nsw i32 %130, 2, !dbg !568
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131, !dbg !569
  store i32 %129, ptr %132, align 4, !dbg !570
  %133 = load ptr, ptr %2, align 4, !dbg !571
  %134 = load i32, ptr %5, align 4, !dbg !571
  %135 = add nsw i32 %134, 1, !dbg !571
  store i32 %135, ptr %5, align 4, !dbg !571
  %136 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !571
  %137 = load i32, ptr %136, align 4, !dbg !571
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137, !dbg !571
  %139 = load ptr, ptr %138, align 4, !dbg !571
  br label %145, !dbg !571

140:                                              ; preds = %145
    #dbg_label(!572, !573)
  %141 = load i32, ptr %4, align 4, !dbg !574
  %142 = sub nsw i32 %141, 1, !dbg !575
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142, !dbg !576
  %144 = load i32, ptr %143, align 4, !dbg !576
  ret i32 %144, !dbg !577

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

; Function Attrs: noinline nounwind optnone ssp
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !578 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !581, !DIExpression(), !582)
  %5 = load i32, ptr %4, align 4, !dbg !583
  %6 = icmp ne i32 %5, 0, !dbg !583
  br i1 %6, label %7, label %11, !dbg !583

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !584
  %9 = load i32, ptr %4, align 4, !dbg !585
  %10 = sdiv i32 %8, %9, !dbg !586
  br label %12, !dbg !583

11:                                               ; preds = %2
  br label %12, !dbg !583

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !583
  ret i32 %13, !dbg !587
}

attributes #0 = { noinline optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline nounwind optnone ssp "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

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
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !41, splitDebugInlining: false, nameTableKind: Apple, sysroot: "/")
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
!148 = !{i32 7, !"Dwarf Version", i32 2}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 1, !"min_enum_size", i32 4}
!152 = !{i32 8, !"PIC Level", i32 2}
!153 = !{i32 7, !"frame-pointer", i32 2}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !156)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !157)
!157 = !{!158, !160}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !156, file: !2, line: 11, baseType: !159, size: 16)
!159 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !156, file: !2, line: 11, baseType: !159, size: 16, offset: 16)
!161 = !DILocation(line: 100, column: 13, scope: !33)
!162 = !DILocation(line: 101, column: 25, scope: !33)
!163 = !DILocation(line: 101, column: 3, scope: !33)
!164 = !DILocation(line: 102, column: 26, scope: !33)
!165 = !DILocation(line: 102, column: 3, scope: !33)
!166 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!167 = !DILocation(line: 104, column: 15, scope: !33)
!168 = !DILocalVariable(name: "e", scope: !169, file: !2, line: 105, type: !131)
!169 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105, column: 3)
!170 = !DILocation(line: 105, column: 20, scope: !169)
!171 = !DILocation(line: 105, column: 24, scope: !169)
!172 = !DILocation(line: 105, column: 8, scope: !169)
!173 = !DILocation(line: 105, column: 31, scope: !174)
!174 = distinct !DILexicalBlock(scope: !169, file: !2, line: 105, column: 3)
!175 = !DILocation(line: 105, column: 30, scope: !174)
!176 = !DILocation(line: 105, column: 3, scope: !169)
!177 = !DILocalVariable(name: "f", scope: !178, file: !2, line: 106, type: !85)
!178 = distinct !DILexicalBlock(scope: !174, file: !2, line: 105, column: 39)
!179 = !DILocation(line: 106, column: 11, scope: !178)
!180 = !DILocation(line: 106, column: 23, scope: !178)
!181 = !DILocation(line: 106, column: 22, scope: !178)
!182 = !DILocation(line: 106, column: 15, scope: !178)
!183 = !DILocation(line: 107, column: 23, scope: !178)
!184 = !DILocation(line: 107, column: 22, scope: !178)
!185 = !DILocation(line: 107, column: 26, scope: !178)
!186 = !DILocation(line: 107, column: 30, scope: !178)
!187 = !DILocation(line: 107, column: 5, scope: !178)
!188 = !DILocation(line: 108, column: 3, scope: !178)
!189 = !DILocation(line: 105, column: 34, scope: !174)
!190 = !DILocation(line: 105, column: 3, scope: !174)
!191 = distinct !{!191, !176, !192, !193}
!192 = !DILocation(line: 108, column: 3, scope: !169)
!193 = !{!"llvm.loop.mustprogress"}
!194 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !195)
!195 = !DICompositeType(tag: DW_TAG_array_type, baseType: !196, size: 96, elements: !197)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!197 = !{!136}
!198 = !DILocation(line: 109, column: 15, scope: !33)
!199 = !DILocation(line: 110, column: 36, scope: !33)
!200 = !DILocation(line: 110, column: 26, scope: !33)
!201 = !DILocation(line: 110, column: 3, scope: !33)
!202 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!203 = !DILocation(line: 116, column: 7, scope: !33)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 117, type: !36)
!205 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117, column: 3)
!206 = !DILocation(line: 117, column: 12, scope: !205)
!207 = !DILocation(line: 117, column: 8, scope: !205)
!208 = !DILocation(line: 117, column: 19, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 117, column: 3)
!210 = !DILocation(line: 117, column: 21, scope: !209)
!211 = !DILocation(line: 117, column: 3, scope: !205)
!212 = !DILocation(line: 117, column: 39, scope: !209)
!213 = !DILocation(line: 117, column: 36, scope: !209)
!214 = !DILocation(line: 117, column: 31, scope: !209)
!215 = !DILocation(line: 117, column: 26, scope: !209)
!216 = !DILocation(line: 117, column: 3, scope: !209)
!217 = distinct !{!217, !211, !218, !193}
!218 = !DILocation(line: 117, column: 39, scope: !205)
!219 = !DILocation(line: 118, column: 35, scope: !33)
!220 = !DILocation(line: 118, column: 46, scope: !33)
!221 = !DILocation(line: 118, column: 3, scope: !33)
!222 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !223)
!223 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!224 = !DILocation(line: 120, column: 12, scope: !33)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 121, type: !223)
!226 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121, column: 3)
!227 = !DILocation(line: 121, column: 17, scope: !226)
!228 = !DILocation(line: 121, column: 8, scope: !226)
!229 = !DILocation(line: 121, column: 24, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 121, column: 3)
!231 = !DILocation(line: 121, column: 26, scope: !230)
!232 = !DILocation(line: 121, column: 3, scope: !226)
!233 = !DILocation(line: 121, column: 50, scope: !230)
!234 = !DILocation(line: 121, column: 73, scope: !230)
!235 = !DILocation(line: 121, column: 69, scope: !230)
!236 = !DILocation(line: 121, column: 54, scope: !230)
!237 = !DILocation(line: 121, column: 52, scope: !230)
!238 = !DILocation(line: 121, column: 77, scope: !230)
!239 = !DILocation(line: 121, column: 47, scope: !230)
!240 = !DILocation(line: 121, column: 45, scope: !230)
!241 = !DILocation(line: 121, column: 40, scope: !230)
!242 = !DILocation(line: 121, column: 3, scope: !230)
!243 = distinct !{!243, !232, !244, !193}
!244 = !DILocation(line: 121, column: 79, scope: !226)
!245 = !DILocation(line: 122, column: 53, scope: !33)
!246 = !DILocation(line: 122, column: 3, scope: !33)
!247 = !DILocation(line: 123, column: 3, scope: !33)
!248 = !DILocation(line: 124, column: 28, scope: !33)
!249 = !DILocation(line: 124, column: 36, scope: !33)
!250 = !DILocation(line: 124, column: 44, scope: !33)
!251 = !DILocation(line: 124, column: 3, scope: !33)
!252 = !DILocalVariable(name: "w", scope: !253, file: !2, line: 125, type: !254)
!253 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125, column: 3)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!255 = !DILocation(line: 125, column: 27, scope: !253)
!256 = !DILocation(line: 125, column: 8, scope: !253)
!257 = !DILocation(line: 125, column: 39, scope: !258)
!258 = distinct !DILexicalBlock(scope: !253, file: !2, line: 125, column: 3)
!259 = !DILocation(line: 125, column: 38, scope: !258)
!260 = !DILocation(line: 125, column: 3, scope: !253)
!261 = !DILocation(line: 125, column: 63, scope: !258)
!262 = !DILocation(line: 125, column: 62, scope: !258)
!263 = !DILocation(line: 125, column: 68, scope: !258)
!264 = !DILocation(line: 125, column: 87, scope: !258)
!265 = !DILocation(line: 125, column: 86, scope: !258)
!266 = !DILocation(line: 125, column: 47, scope: !258)
!267 = !DILocation(line: 125, column: 42, scope: !258)
!268 = !DILocation(line: 125, column: 3, scope: !258)
!269 = distinct !{!269, !260, !270, !193}
!270 = !DILocation(line: 125, column: 88, scope: !253)
!271 = !DILocation(line: 126, column: 77, scope: !33)
!272 = !DILocation(line: 126, column: 93, scope: !33)
!273 = !DILocation(line: 126, column: 3, scope: !33)
!274 = !DILocation(line: 128, column: 3, scope: !33)
!275 = !DILocation(line: 129, column: 3, scope: !33)
!276 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !277, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!277 = !DISubroutineType(types: !278)
!278 = !{!40, !131, null}
!279 = !DILocalVariable(name: "fmt", arg: 1, scope: !276, file: !2, line: 13, type: !131)
!280 = !DILocation(line: 13, column: 35, scope: !276)
!281 = !DILocalVariable(name: "ap", scope: !276, file: !2, line: 14, type: !282)
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !283)
!283 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !284)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!285 = !DILocation(line: 14, column: 13, scope: !276)
!286 = !DILocalVariable(name: "ap2", scope: !276, file: !2, line: 14, type: !282)
!287 = !DILocation(line: 14, column: 17, scope: !276)
!288 = !DILocalVariable(name: "total", scope: !276, file: !2, line: 15, type: !40)
!289 = !DILocation(line: 15, column: 13, scope: !276)
!290 = !DILocation(line: 16, column: 3, scope: !276)
!291 = !DILocation(line: 17, column: 3, scope: !276)
!292 = !DILocalVariable(name: "f", scope: !293, file: !2, line: 18, type: !131)
!293 = distinct !DILexicalBlock(scope: !276, file: !2, line: 18, column: 3)
!294 = !DILocation(line: 18, column: 20, scope: !293)
!295 = !DILocation(line: 18, column: 24, scope: !293)
!296 = !DILocation(line: 18, column: 8, scope: !293)
!297 = !DILocation(line: 18, column: 30, scope: !298)
!298 = distinct !DILexicalBlock(scope: !293, file: !2, line: 18, column: 3)
!299 = !DILocation(line: 18, column: 29, scope: !298)
!300 = !DILocation(line: 18, column: 3, scope: !293)
!301 = !DILocation(line: 19, column: 14, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !2, line: 18, column: 38)
!303 = !DILocation(line: 19, column: 13, scope: !302)
!304 = !DILocation(line: 19, column: 5, scope: !302)
!305 = !DILocation(line: 20, column: 24, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 19, column: 17)
!307 = !DILocation(line: 20, column: 21, scope: !306)
!308 = !DILocation(line: 20, column: 51, scope: !306)
!309 = !DILocation(line: 21, column: 24, scope: !306)
!310 = !DILocation(line: 21, column: 21, scope: !306)
!311 = !DILocation(line: 21, column: 57, scope: !306)
!312 = !DILocation(line: 22, column: 36, scope: !306)
!313 = !DILocation(line: 22, column: 65, scope: !306)
!314 = !DILocation(line: 22, column: 24, scope: !306)
!315 = !DILocation(line: 22, column: 21, scope: !306)
!316 = !DILocation(line: 22, column: 72, scope: !306)
!317 = !DILocalVariable(name: "s", scope: !318, file: !2, line: 23, type: !131)
!318 = distinct !DILexicalBlock(scope: !306, file: !2, line: 23, column: 15)
!319 = !DILocation(line: 23, column: 29, scope: !318)
!320 = !DILocation(line: 23, column: 33, scope: !318)
!321 = !DILocation(line: 23, column: 69, scope: !318)
!322 = !DILocation(line: 23, column: 78, scope: !318)
!323 = !DILocation(line: 23, column: 76, scope: !318)
!324 = !DILocation(line: 23, column: 82, scope: !318)
!325 = distinct !{!325, !321, !326, !193}
!326 = !DILocation(line: 23, column: 84, scope: !318)
!327 = !DILocation(line: 23, column: 91, scope: !318)
!328 = !DILocation(line: 24, column: 30, scope: !306)
!329 = !DILocation(line: 24, column: 24, scope: !306)
!330 = !DILocation(line: 24, column: 21, scope: !306)
!331 = !DILocation(line: 24, column: 57, scope: !306)
!332 = !DILocalVariable(name: "p", scope: !333, file: !2, line: 25, type: !156)
!333 = distinct !DILexicalBlock(scope: !306, file: !2, line: 25, column: 15)
!334 = !DILocation(line: 25, column: 27, scope: !333)
!335 = !DILocation(line: 25, column: 31, scope: !333)
!336 = !DILocation(line: 25, column: 75, scope: !333)
!337 = !DILocation(line: 25, column: 73, scope: !333)
!338 = !DILocation(line: 25, column: 77, scope: !333)
!339 = !DILocation(line: 25, column: 87, scope: !333)
!340 = !DILocation(line: 25, column: 85, scope: !333)
!341 = !DILocation(line: 25, column: 83, scope: !333)
!342 = !DILocation(line: 25, column: 70, scope: !333)
!343 = !DILocation(line: 25, column: 90, scope: !333)
!344 = !DILocation(line: 26, column: 14, scope: !306)
!345 = !DILocation(line: 28, column: 3, scope: !302)
!346 = !DILocation(line: 18, column: 33, scope: !298)
!347 = !DILocation(line: 18, column: 3, scope: !298)
!348 = distinct !{!348, !300, !349, !193}
!349 = !DILocation(line: 28, column: 3, scope: !293)
!350 = !DILocation(line: 29, column: 3, scope: !276)
!351 = !DILocalVariable(name: "first", scope: !276, file: !2, line: 31, type: !36)
!352 = !DILocation(line: 31, column: 7, scope: !276)
!353 = !DILocation(line: 31, column: 17, scope: !276)
!354 = !DILocation(line: 31, column: 16, scope: !276)
!355 = !DILocation(line: 31, column: 21, scope: !276)
!356 = !DILocation(line: 31, column: 15, scope: !276)
!357 = !DILocation(line: 31, column: 31, scope: !276)
!358 = !DILocation(line: 32, column: 3, scope: !276)
!359 = !DILocation(line: 33, column: 10, scope: !276)
!360 = !DILocation(line: 33, column: 16, scope: !276)
!361 = !DILocation(line: 33, column: 25, scope: !276)
!362 = !DILocation(line: 33, column: 23, scope: !276)
!363 = !DILocation(line: 33, column: 3, scope: !276)
!364 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !365, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!365 = !DISubroutineType(types: !366)
!366 = !{!36, !36, null}
!367 = !DILocalVariable(name: "n", arg: 1, scope: !364, file: !2, line: 36, type: !36)
!368 = !DILocation(line: 36, column: 24, scope: !364)
!369 = !DILocalVariable(name: "ap", scope: !364, file: !2, line: 37, type: !282)
!370 = !DILocation(line: 37, column: 13, scope: !364)
!371 = !DILocation(line: 38, column: 3, scope: !364)
!372 = !DILocalVariable(name: "r", scope: !364, file: !2, line: 39, type: !36)
!373 = !DILocation(line: 39, column: 7, scope: !364)
!374 = !DILocation(line: 40, column: 3, scope: !364)
!375 = !DILocation(line: 40, column: 11, scope: !364)
!376 = !DILocation(line: 40, column: 14, scope: !364)
!377 = !DILocation(line: 40, column: 23, scope: !364)
!378 = !DILocation(line: 40, column: 25, scope: !364)
!379 = !DILocation(line: 40, column: 32, scope: !364)
!380 = !DILocation(line: 40, column: 30, scope: !364)
!381 = !DILocation(line: 40, column: 21, scope: !364)
!382 = distinct !{!382, !374, !383, !193}
!383 = !DILocation(line: 40, column: 56, scope: !364)
!384 = !DILocation(line: 41, column: 3, scope: !364)
!385 = !DILocation(line: 42, column: 10, scope: !364)
!386 = !DILocation(line: 42, column: 3, scope: !364)
!387 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !388, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!388 = !DISubroutineType(types: !389)
!389 = !{!85, !4}
!390 = !DILocalVariable(name: "c", arg: 1, scope: !387, file: !2, line: 56, type: !4)
!391 = !DILocation(line: 56, column: 26, scope: !387)
!392 = !DILocalVariable(name: "i", scope: !393, file: !2, line: 57, type: !223)
!393 = distinct !DILexicalBlock(scope: !387, file: !2, line: 57, column: 3)
!394 = !DILocation(line: 57, column: 17, scope: !393)
!395 = !DILocation(line: 57, column: 8, scope: !393)
!396 = !DILocation(line: 57, column: 24, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !2, line: 57, column: 3)
!398 = !DILocation(line: 57, column: 26, scope: !397)
!399 = !DILocation(line: 57, column: 3, scope: !393)
!400 = !DILocation(line: 58, column: 18, scope: !401)
!401 = distinct !DILexicalBlock(scope: !397, file: !2, line: 58, column: 9)
!402 = !DILocation(line: 58, column: 9, scope: !401)
!403 = !DILocation(line: 58, column: 21, scope: !401)
!404 = !DILocation(line: 58, column: 28, scope: !401)
!405 = !DILocation(line: 58, column: 25, scope: !401)
!406 = !DILocation(line: 58, column: 9, scope: !397)
!407 = !DILocation(line: 58, column: 47, scope: !401)
!408 = !DILocation(line: 58, column: 38, scope: !401)
!409 = !DILocation(line: 58, column: 50, scope: !401)
!410 = !DILocation(line: 58, column: 31, scope: !401)
!411 = !DILocation(line: 57, column: 66, scope: !397)
!412 = !DILocation(line: 57, column: 3, scope: !397)
!413 = distinct !{!413, !399, !414, !193}
!414 = !DILocation(line: 58, column: 50, scope: !393)
!415 = !DILocation(line: 59, column: 3, scope: !387)
!416 = !DILocation(line: 60, column: 1, scope: !387)
!417 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!418 = !DILocalVariable(name: "a", arg: 1, scope: !417, file: !2, line: 47, type: !36)
!419 = !DILocation(line: 47, column: 23, scope: !417)
!420 = !DILocalVariable(name: "b", arg: 2, scope: !417, file: !2, line: 47, type: !36)
!421 = !DILocation(line: 47, column: 30, scope: !417)
!422 = !DILocation(line: 47, column: 42, scope: !417)
!423 = !DILocation(line: 47, column: 46, scope: !417)
!424 = !DILocation(line: 47, column: 44, scope: !417)
!425 = !DILocation(line: 47, column: 35, scope: !417)
!426 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!427 = !DILocalVariable(name: "a", arg: 1, scope: !426, file: !2, line: 49, type: !36)
!428 = !DILocation(line: 49, column: 23, scope: !426)
!429 = !DILocalVariable(name: "b", arg: 2, scope: !426, file: !2, line: 49, type: !36)
!430 = !DILocation(line: 49, column: 30, scope: !426)
!431 = !DILocation(line: 49, column: 42, scope: !426)
!432 = !DILocation(line: 49, column: 46, scope: !426)
!433 = !DILocation(line: 49, column: 44, scope: !426)
!434 = !DILocation(line: 49, column: 35, scope: !426)
!435 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!436 = !DILocalVariable(name: "a", arg: 1, scope: !435, file: !2, line: 48, type: !36)
!437 = !DILocation(line: 48, column: 23, scope: !435)
!438 = !DILocalVariable(name: "b", arg: 2, scope: !435, file: !2, line: 48, type: !36)
!439 = !DILocation(line: 48, column: 30, scope: !435)
!440 = !DILocation(line: 48, column: 42, scope: !435)
!441 = !DILocation(line: 48, column: 46, scope: !435)
!442 = !DILocation(line: 48, column: 44, scope: !435)
!443 = !DILocation(line: 48, column: 35, scope: !435)
!444 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !445, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!445 = !DISubroutineType(types: !446)
!446 = !{!36, !447, !36, !36, !36}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 32)
!448 = !DILocalVariable(name: "fns", arg: 1, scope: !444, file: !2, line: 62, type: !447)
!449 = !DILocation(line: 62, column: 35, scope: !444)
!450 = !DILocalVariable(name: "n", arg: 2, scope: !444, file: !2, line: 62, type: !36)
!451 = !DILocation(line: 62, column: 55, scope: !444)
!452 = !DILocalVariable(name: "a", arg: 3, scope: !444, file: !2, line: 62, type: !36)
!453 = !DILocation(line: 62, column: 62, scope: !444)
!454 = !DILocalVariable(name: "b", arg: 4, scope: !444, file: !2, line: 62, type: !36)
!455 = !DILocation(line: 62, column: 69, scope: !444)
!456 = !DILocalVariable(name: "acc", scope: !444, file: !2, line: 63, type: !36)
!457 = !DILocation(line: 63, column: 7, scope: !444)
!458 = !DILocalVariable(name: "i", scope: !459, file: !2, line: 64, type: !36)
!459 = distinct !DILexicalBlock(scope: !444, file: !2, line: 64, column: 3)
!460 = !DILocation(line: 64, column: 12, scope: !459)
!461 = !DILocation(line: 64, column: 8, scope: !459)
!462 = !DILocation(line: 64, column: 19, scope: !463)
!463 = distinct !DILexicalBlock(scope: !459, file: !2, line: 64, column: 3)
!464 = !DILocation(line: 64, column: 23, scope: !463)
!465 = !DILocation(line: 64, column: 21, scope: !463)
!466 = !DILocation(line: 64, column: 3, scope: !459)
!467 = !DILocation(line: 64, column: 38, scope: !463)
!468 = !DILocation(line: 64, column: 42, scope: !463)
!469 = !DILocation(line: 64, column: 45, scope: !463)
!470 = !DILocation(line: 64, column: 48, scope: !463)
!471 = !DILocation(line: 64, column: 35, scope: !463)
!472 = !DILocation(line: 64, column: 31, scope: !463)
!473 = !DILocation(line: 64, column: 26, scope: !463)
!474 = !DILocation(line: 64, column: 3, scope: !463)
!475 = distinct !{!475, !466, !476, !193}
!476 = !DILocation(line: 64, column: 49, scope: !459)
!477 = !DILocation(line: 65, column: 10, scope: !444)
!478 = !DILocation(line: 65, column: 3, scope: !444)
!479 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!480 = !DILocation(line: 71, column: 27, scope: !91)
!481 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !482)
!482 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !483)
!483 = !{!484}
!484 = !DISubrange(count: 16)
!485 = !DILocation(line: 74, column: 7, scope: !91)
!486 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!487 = !DILocation(line: 74, column: 18, scope: !91)
!488 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!489 = !DILocation(line: 74, column: 26, scope: !91)
!490 = !DILocation(line: 76, column: 3, scope: !91)
!491 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!492 = !DILocation(line: 77, column: 1, scope: !91)
!493 = !DILocation(line: 77, column: 24, scope: !91)
!494 = !DILocation(line: 77, column: 31, scope: !91)
!495 = !DILocation(line: 77, column: 18, scope: !91)
!496 = !DILocation(line: 77, column: 10, scope: !91)
!497 = !DILocation(line: 77, column: 22, scope: !91)
!498 = !DILocation(line: 77, column: 36, scope: !91)
!499 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!500 = !DILocation(line: 78, column: 1, scope: !91)
!501 = !DILocation(line: 78, column: 11, scope: !91)
!502 = !DILocation(line: 78, column: 38, scope: !91)
!503 = !DILocation(line: 78, column: 32, scope: !91)
!504 = !DILocation(line: 78, column: 21, scope: !91)
!505 = !DILocation(line: 78, column: 24, scope: !91)
!506 = !DILocation(line: 78, column: 15, scope: !91)
!507 = !DILocation(line: 78, column: 29, scope: !91)
!508 = !DILocation(line: 78, column: 43, scope: !91)
!509 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!510 = !DILocation(line: 79, column: 1, scope: !91)
!511 = !DILocation(line: 79, column: 11, scope: !91)
!512 = !DILocation(line: 79, column: 38, scope: !91)
!513 = !DILocation(line: 79, column: 32, scope: !91)
!514 = !DILocation(line: 79, column: 21, scope: !91)
!515 = !DILocation(line: 79, column: 24, scope: !91)
!516 = !DILocation(line: 79, column: 15, scope: !91)
!517 = !DILocation(line: 79, column: 29, scope: !91)
!518 = !DILocation(line: 79, column: 43, scope: !91)
!519 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!520 = !DILocation(line: 80, column: 1, scope: !91)
!521 = !DILocation(line: 80, column: 28, scope: !91)
!522 = !DILocation(line: 80, column: 31, scope: !91)
!523 = !DILocation(line: 80, column: 22, scope: !91)
!524 = !DILocation(line: 80, column: 16, scope: !91)
!525 = !DILocation(line: 80, column: 10, scope: !91)
!526 = !DILocation(line: 80, column: 20, scope: !91)
!527 = !DILocation(line: 80, column: 39, scope: !91)
!528 = !DILocation(line: 80, column: 43, scope: !91)
!529 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!530 = !DILocation(line: 81, column: 1, scope: !91)
!531 = !DILocalVariable(name: "t", scope: !532, file: !2, line: 81, type: !36)
!532 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!533 = !DILocation(line: 81, column: 15, scope: !532)
!534 = !DILocation(line: 81, column: 19, scope: !532)
!535 = !DILocation(line: 81, column: 26, scope: !532)
!536 = !DILocation(line: 81, column: 41, scope: !537)
!537 = distinct !DILexicalBlock(scope: !532, file: !2, line: 81, column: 35)
!538 = !DILocation(line: 81, column: 35, scope: !537)
!539 = !DILocation(line: 81, column: 35, scope: !532)
!540 = !DILocation(line: 81, column: 53, scope: !537)
!541 = !DILocation(line: 81, column: 51, scope: !537)
!542 = !DILocation(line: 81, column: 48, scope: !537)
!543 = !DILocation(line: 81, column: 56, scope: !532)
!544 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!545 = !DILocation(line: 82, column: 1, scope: !91)
!546 = !DILocation(line: 82, column: 15, scope: !91)
!547 = !DILocation(line: 82, column: 18, scope: !91)
!548 = !DILocation(line: 82, column: 9, scope: !91)
!549 = !DILocation(line: 82, column: 22, scope: !91)
!550 = !DILocation(line: 82, column: 26, scope: !91)
!551 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!552 = !DILocation(line: 83, column: 1, scope: !91)
!553 = !DILocalVariable(name: "t", scope: !554, file: !2, line: 83, type: !36)
!554 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!555 = !DILocation(line: 83, column: 16, scope: !554)
!556 = !DILocation(line: 83, column: 26, scope: !554)
!557 = !DILocation(line: 83, column: 29, scope: !554)
!558 = !DILocation(line: 83, column: 20, scope: !554)
!559 = !DILocation(line: 83, column: 57, scope: !554)
!560 = !DILocation(line: 83, column: 60, scope: !554)
!561 = !DILocation(line: 83, column: 51, scope: !554)
!562 = !DILocation(line: 83, column: 41, scope: !554)
!563 = !DILocation(line: 83, column: 44, scope: !554)
!564 = !DILocation(line: 83, column: 35, scope: !554)
!565 = !DILocation(line: 83, column: 49, scope: !554)
!566 = !DILocation(line: 83, column: 82, scope: !554)
!567 = !DILocation(line: 83, column: 72, scope: !554)
!568 = !DILocation(line: 83, column: 75, scope: !554)
!569 = !DILocation(line: 83, column: 66, scope: !554)
!570 = !DILocation(line: 83, column: 80, scope: !554)
!571 = !DILocation(line: 83, column: 85, scope: !554)
!572 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!573 = !DILocation(line: 84, column: 1, scope: !91)
!574 = !DILocation(line: 84, column: 23, scope: !91)
!575 = !DILocation(line: 84, column: 26, scope: !91)
!576 = !DILocation(line: 84, column: 17, scope: !91)
!577 = !DILocation(line: 84, column: 10, scope: !91)
!578 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!579 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !2, line: 50, type: !36)
!580 = !DILocation(line: 50, column: 23, scope: !578)
!581 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !2, line: 50, type: !36)
!582 = !DILocation(line: 50, column: 30, scope: !578)
!583 = !DILocation(line: 50, column: 42, scope: !578)
!584 = !DILocation(line: 50, column: 46, scope: !578)
!585 = !DILocation(line: 50, column: 50, scope: !578)
!586 = !DILocation(line: 50, column: 48, scope: !578)
!587 = !DILocation(line: 50, column: 35, scope: !578)
