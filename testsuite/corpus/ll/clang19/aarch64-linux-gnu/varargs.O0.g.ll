; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

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
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Pt, align 2
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x ptr], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !162)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false), !dbg !162
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 2 %2, i64 4, i1 false), !dbg !163
  %13 = load i64, ptr %3, align 8, !dbg !163
  %14 = call i64 (ptr, ...) @vsum(ptr noundef @.str.1, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @.str.2, i32 noundef 65, i64 %13), !dbg !163
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %14), !dbg !164
  %16 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !165
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %16), !dbg !166
    #dbg_declare(ptr %4, !167, !DIExpression(), !168)
  store ptr @.str.4, ptr %4, align 8, !dbg !168
    #dbg_declare(ptr %5, !169, !DIExpression(), !171)
  %18 = load ptr, ptr %4, align 8, !dbg !172
  store ptr %18, ptr %5, align 8, !dbg !171
  br label %19, !dbg !173

19:                                               ; preds = %39, %0
  %20 = load ptr, ptr %5, align 8, !dbg !174
  %21 = load i8, ptr %20, align 1, !dbg !176
  %22 = icmp ne i8 %21, 0, !dbg !177
  br i1 %22, label %23, label %42, !dbg !177

23:                                               ; preds = %19
    #dbg_declare(ptr %6, !178, !DIExpression(), !180)
  %24 = load ptr, ptr %5, align 8, !dbg !181
  %25 = load i8, ptr %24, align 1, !dbg !182
  %26 = call ptr @lookup(i8 noundef %25), !dbg !183
  store ptr %26, ptr %6, align 8, !dbg !180
  %27 = load ptr, ptr %5, align 8, !dbg !184
  %28 = load i8, ptr %27, align 1, !dbg !185
  %29 = zext i8 %28 to i32, !dbg !185
  %30 = load ptr, ptr %6, align 8, !dbg !186
  %31 = icmp ne ptr %30, null, !dbg !186
  br i1 %31, label %32, label %35, !dbg !186

32:                                               ; preds = %23
  %33 = load ptr, ptr %6, align 8, !dbg !187
  %34 = call i32 %33(i32 noundef 17, i32 noundef 5), !dbg !187
  br label %36, !dbg !186

35:                                               ; preds = %23
  br label %36, !dbg !186

36:                                               ; preds = %35, %32
  %37 = phi i32 [ %34, %32 ], [ -1, %35 ], !dbg !186
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %29, i32 noundef %37), !dbg !188
  br label %39, !dbg !189

39:                                               ; preds = %36
  %40 = load ptr, ptr %5, align 8, !dbg !190
  %41 = getelementptr inbounds i8, ptr %40, i32 1, !dbg !190
  store ptr %41, ptr %5, align 8, !dbg !190
  br label %19, !dbg !191, !llvm.loop !192

42:                                               ; preds = %19
    #dbg_declare(ptr %7, !195, !DIExpression(), !199)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.fns, i64 24, i1 false), !dbg !199
  %43 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0, !dbg !200
  %44 = call i32 @apply_all(ptr noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !201
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %44), !dbg !202
    #dbg_declare(ptr %8, !203, !DIExpression(), !204)
  store i32 1, ptr %8, align 4, !dbg !204
    #dbg_declare(ptr %9, !205, !DIExpression(), !207)
  store i32 5, ptr %9, align 4, !dbg !207
  br label %46, !dbg !208

46:                                               ; preds = %53, %42
  %47 = load i32, ptr %9, align 4, !dbg !209
  %48 = icmp sgt i32 %47, 0, !dbg !211
  br i1 %48, label %49, label %56, !dbg !212

49:                                               ; preds = %46
  %50 = load i32, ptr %9, align 4, !dbg !213
  %51 = load i32, ptr %8, align 4, !dbg !214
  %52 = mul nsw i32 %51, %50, !dbg !214
  store i32 %52, ptr %8, align 4, !dbg !214
  br label %53, !dbg !215

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4, !dbg !216
  %55 = add nsw i32 %54, -1, !dbg !216
  store i32 %55, ptr %9, align 4, !dbg !216
  br label %46, !dbg !217, !llvm.loop !218

56:                                               ; preds = %46
  %57 = call i32 @run(ptr noundef @main.prog), !dbg !220
  %58 = load i32, ptr %8, align 4, !dbg !221
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %57, i32 noundef %58), !dbg !222
    #dbg_declare(ptr %10, !223, !DIExpression(), !225)
  store i32 -2128831035, ptr %10, align 4, !dbg !225
    #dbg_declare(ptr %11, !226, !DIExpression(), !228)
  store i32 0, ptr %11, align 4, !dbg !228
  br label %60, !dbg !229

60:                                               ; preds = %73, %56
  %61 = load i32, ptr %11, align 4, !dbg !230
  %62 = zext i32 %61 to i64, !dbg !230
  %63 = icmp ult i64 %62, 39, !dbg !232
  br i1 %63, label %64, label %76, !dbg !233

64:                                               ; preds = %60
  %65 = load i32, ptr %10, align 4, !dbg !234
  %66 = load i32, ptr %11, align 4, !dbg !235
  %67 = zext i32 %66 to i64, !dbg !236
  %68 = getelementptr inbounds [39 x i8], ptr @esc, i64 0, i64 %67, !dbg !236
  %69 = load i8, ptr %68, align 1, !dbg !236
  %70 = zext i8 %69 to i32, !dbg !237
  %71 = xor i32 %65, %70, !dbg !238
  %72 = mul i32 %71, 16777619, !dbg !239
  store i32 %72, ptr %10, align 4, !dbg !240
  br label %73, !dbg !241

73:                                               ; preds = %64
  %74 = load i32, ptr %11, align 4, !dbg !242
  %75 = add i32 %74, 1, !dbg !242
  store i32 %75, ptr %11, align 4, !dbg !242
  br label %60, !dbg !243, !llvm.loop !244

76:                                               ; preds = %60
  %77 = load i32, ptr %10, align 4, !dbg !246
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 39, i32 noundef %77), !dbg !247
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef @utf8, i32 noundef 23), !dbg !248
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 1, !dbg !249
  %81 = zext i8 %80 to i32, !dbg !249
  %82 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1, !dbg !250
  %83 = zext i8 %82 to i32, !dbg !250
  %84 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1, !dbg !251
  %85 = zext i8 %84 to i32, !dbg !251
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %81, i32 noundef %83, i32 noundef %85), !dbg !252
    #dbg_declare(ptr %12, !253, !DIExpression(), !256)
  store ptr @words, ptr %12, align 8, !dbg !256
  br label %87, !dbg !257

87:                                               ; preds = %105, %76
  %88 = load ptr, ptr %12, align 8, !dbg !258
  %89 = load ptr, ptr %88, align 8, !dbg !260
  %90 = icmp ne ptr %89, null, !dbg !261
  br i1 %90, label %91, label %108, !dbg !261

91:                                               ; preds = %87
  %92 = load ptr, ptr %12, align 8, !dbg !262
  %93 = getelementptr inbounds ptr, ptr %92, i64 0, !dbg !262
  %94 = load ptr, ptr %93, align 8, !dbg !262
  %95 = load i8, ptr %94, align 1, !dbg !263
  %96 = zext i8 %95 to i32, !dbg !263
  %97 = icmp eq i32 %96, 27, !dbg !264
  br i1 %97, label %98, label %99, !dbg !263

98:                                               ; preds = %91
  br label %102, !dbg !263

99:                                               ; preds = %91
  %100 = load ptr, ptr %12, align 8, !dbg !265
  %101 = load ptr, ptr %100, align 8, !dbg !266
  br label %102, !dbg !263

102:                                              ; preds = %99, %98
  %103 = phi ptr [ @.str.12, %98 ], [ %101, %99 ], !dbg !263
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %103), !dbg !267
  br label %105, !dbg !267

105:                                              ; preds = %102
  %106 = load ptr, ptr %12, align 8, !dbg !268
  %107 = getelementptr inbounds ptr, ptr %106, i32 1, !dbg !268
  store ptr %107, ptr %12, align 8, !dbg !268
  br label %87, !dbg !269, !llvm.loop !270

108:                                              ; preds = %87
  %109 = load i32, ptr @init, align 8, !dbg !272
  %110 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !273
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef %109, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %110, i32 noundef 6), !dbg !274
  %112 = call i32 @putchar(i32 noundef 10), !dbg !275
  ret i32 0, !dbg !276
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !277 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !280, !DIExpression(), !281)
    #dbg_declare(ptr %3, !282, !DIExpression(), !293)
    #dbg_declare(ptr %4, !294, !DIExpression(), !295)
    #dbg_declare(ptr %5, !296, !DIExpression(), !297)
  store i64 0, ptr %5, align 8, !dbg !297
  call void @llvm.va_start.p0(ptr %3), !dbg !298
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !299
    #dbg_declare(ptr %6, !300, !DIExpression(), !302)
  %10 = load ptr, ptr %2, align 8, !dbg !303
  store ptr %10, ptr %6, align 8, !dbg !302
  br label %11, !dbg !304

11:                                               ; preds = %161, %1
  %12 = load ptr, ptr %6, align 8, !dbg !305
  %13 = load i8, ptr %12, align 1, !dbg !307
  %14 = icmp ne i8 %13, 0, !dbg !308
  br i1 %14, label %15, label %164, !dbg !308

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8, !dbg !309
  %17 = load i8, ptr %16, align 1, !dbg !311
  %18 = zext i8 %17 to i32, !dbg !311
  switch i32 %18, label %159 [
    i32 105, label %19
    i32 108, label %40
    i32 100, label %60
    i32 115, label %82
    i32 99, label %109
    i32 112, label %131
  ], !dbg !312

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !313
  %21 = load i32, ptr %20, align 8, !dbg !313
  %22 = icmp sge i32 %21, 0, !dbg !313
  br i1 %22, label %30, label %23, !dbg !313

23:                                               ; preds = %19
  %24 = add i32 %21, 8, !dbg !313
  store i32 %24, ptr %20, align 8, !dbg !313
  %25 = icmp sle i32 %24, 0, !dbg !313
  br i1 %25, label %26, label %30, !dbg !313

26:                                               ; preds = %23
  %27 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !313
  %28 = load ptr, ptr %27, align 8, !dbg !313
  %29 = getelementptr inbounds i8, ptr %28, i32 %21, !dbg !313
  br label %34, !dbg !313

30:                                               ; preds = %23, %19
  %31 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !313
  %32 = load ptr, ptr %31, align 8, !dbg !313
  %33 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !313
  store ptr %33, ptr %31, align 8, !dbg !313
  br label %34, !dbg !313

34:                                               ; preds = %30, %26
  %35 = phi ptr [ %29, %26 ], [ %32, %30 ], !dbg !313
  %36 = load i32, ptr %35, align 8, !dbg !313
  %37 = sext i32 %36 to i64, !dbg !313
  %38 = load i64, ptr %5, align 8, !dbg !315
  %39 = add nsw i64 %38, %37, !dbg !315
  store i64 %39, ptr %5, align 8, !dbg !315
  br label %160, !dbg !316

40:                                               ; preds = %15
  %41 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !317
  %42 = load i32, ptr %41, align 8, !dbg !317
  %43 = icmp sge i32 %42, 0, !dbg !317
  br i1 %43, label %51, label %44, !dbg !317

44:                                               ; preds = %40
  %45 = add i32 %42, 8, !dbg !317
  store i32 %45, ptr %41, align 8, !dbg !317
  %46 = icmp sle i32 %45, 0, !dbg !317
  br i1 %46, label %47, label %51, !dbg !317

47:                                               ; preds = %44
  %48 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !317
  %49 = load ptr, ptr %48, align 8, !dbg !317
  %50 = getelementptr inbounds i8, ptr %49, i32 %42, !dbg !317
  br label %55, !dbg !317

51:                                               ; preds = %44, %40
  %52 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !317
  %53 = load ptr, ptr %52, align 8, !dbg !317
  %54 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !317
  store ptr %54, ptr %52, align 8, !dbg !317
  br label %55, !dbg !317

55:                                               ; preds = %51, %47
  %56 = phi ptr [ %50, %47 ], [ %53, %51 ], !dbg !317
  %57 = load i64, ptr %56, align 8, !dbg !317
  %58 = load i64, ptr %5, align 8, !dbg !318
  %59 = add nsw i64 %58, %57, !dbg !318
  store i64 %59, ptr %5, align 8, !dbg !318
  br label %160, !dbg !319

60:                                               ; preds = %15
  %61 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4, !dbg !320
  %62 = load i32, ptr %61, align 4, !dbg !320
  %63 = icmp sge i32 %62, 0, !dbg !320
  br i1 %63, label %71, label %64, !dbg !320

64:                                               ; preds = %60
  %65 = add i32 %62, 16, !dbg !320
  store i32 %65, ptr %61, align 4, !dbg !320
  %66 = icmp sle i32 %65, 0, !dbg !320
  br i1 %66, label %67, label %71, !dbg !320

67:                                               ; preds = %64
  %68 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2, !dbg !320
  %69 = load ptr, ptr %68, align 8, !dbg !320
  %70 = getelementptr inbounds i8, ptr %69, i32 %62, !dbg !320
  br label %75, !dbg !320

71:                                               ; preds = %64, %60
  %72 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !320
  %73 = load ptr, ptr %72, align 8, !dbg !320
  %74 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !320
  store ptr %74, ptr %72, align 8, !dbg !320
  br label %75, !dbg !320

75:                                               ; preds = %71, %67
  %76 = phi ptr [ %70, %67 ], [ %73, %71 ], !dbg !320
  %77 = load double, ptr %76, align 8, !dbg !320
  %78 = fmul double %77, 1.000000e+01, !dbg !321
  %79 = fptosi double %78 to i64, !dbg !322
  %80 = load i64, ptr %5, align 8, !dbg !323
  %81 = add nsw i64 %80, %79, !dbg !323
  store i64 %81, ptr %5, align 8, !dbg !323
  br label %160, !dbg !324

82:                                               ; preds = %15
    #dbg_declare(ptr %7, !325, !DIExpression(), !327)
  %83 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !328
  %84 = load i32, ptr %83, align 8, !dbg !328
  %85 = icmp sge i32 %84, 0, !dbg !328
  br i1 %85, label %93, label %86, !dbg !328

86:                                               ; preds = %82
  %87 = add i32 %84, 8, !dbg !328
  store i32 %87, ptr %83, align 8, !dbg !328
  %88 = icmp sle i32 %87, 0, !dbg !328
  br i1 %88, label %89, label %93, !dbg !328

89:                                               ; preds = %86
  %90 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !328
  %91 = load ptr, ptr %90, align 8, !dbg !328
  %92 = getelementptr inbounds i8, ptr %91, i32 %84, !dbg !328
  br label %97, !dbg !328

93:                                               ; preds = %86, %82
  %94 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !328
  %95 = load ptr, ptr %94, align 8, !dbg !328
  %96 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !328
  store ptr %96, ptr %94, align 8, !dbg !328
  br label %97, !dbg !328

97:                                               ; preds = %93, %89
  %98 = phi ptr [ %92, %89 ], [ %95, %93 ], !dbg !328
  %99 = load ptr, ptr %98, align 8, !dbg !328
  store ptr %99, ptr %7, align 8, !dbg !327
  br label %100, !dbg !329

100:                                              ; preds = %105, %97
  %101 = load ptr, ptr %7, align 8, !dbg !330
  %102 = getelementptr inbounds i8, ptr %101, i32 1, !dbg !330
  store ptr %102, ptr %7, align 8, !dbg !330
  %103 = load i8, ptr %101, align 1, !dbg !331
  %104 = icmp ne i8 %103, 0, !dbg !329
  br i1 %104, label %105, label %108, !dbg !329

105:                                              ; preds = %100
  %106 = load i64, ptr %5, align 8, !dbg !332
  %107 = add nsw i64 %106, 1, !dbg !332
  store i64 %107, ptr %5, align 8, !dbg !332
  br label %100, !dbg !329, !llvm.loop !333

108:                                              ; preds = %100
  br label %160, !dbg !335

109:                                              ; preds = %15
  %110 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !336
  %111 = load i32, ptr %110, align 8, !dbg !336
  %112 = icmp sge i32 %111, 0, !dbg !336
  br i1 %112, label %120, label %113, !dbg !336

113:                                              ; preds = %109
  %114 = add i32 %111, 8, !dbg !336
  store i32 %114, ptr %110, align 8, !dbg !336
  %115 = icmp sle i32 %114, 0, !dbg !336
  br i1 %115, label %116, label %120, !dbg !336

116:                                              ; preds = %113
  %117 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !336
  %118 = load ptr, ptr %117, align 8, !dbg !336
  %119 = getelementptr inbounds i8, ptr %118, i32 %111, !dbg !336
  br label %124, !dbg !336

120:                                              ; preds = %113, %109
  %121 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !336
  %122 = load ptr, ptr %121, align 8, !dbg !336
  %123 = getelementptr inbounds i8, ptr %122, i64 8, !dbg !336
  store ptr %123, ptr %121, align 8, !dbg !336
  br label %124, !dbg !336

124:                                              ; preds = %120, %116
  %125 = phi ptr [ %119, %116 ], [ %122, %120 ], !dbg !336
  %126 = load i32, ptr %125, align 8, !dbg !336
  %127 = trunc i32 %126 to i8, !dbg !337
  %128 = zext i8 %127 to i64, !dbg !337
  %129 = load i64, ptr %5, align 8, !dbg !338
  %130 = add nsw i64 %129, %128, !dbg !338
  store i64 %130, ptr %5, align 8, !dbg !338
  br label %160, !dbg !339

131:                                              ; preds = %15
    #dbg_declare(ptr %8, !340, !DIExpression(), !342)
  %132 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !343
  %133 = load i32, ptr %132, align 8, !dbg !343
  %134 = icmp sge i32 %133, 0, !dbg !343
  br i1 %134, label %142, label %135, !dbg !343

135:                                              ; preds = %131
  %136 = add i32 %133, 8, !dbg !343
  store i32 %136, ptr %132, align 8, !dbg !343
  %137 = icmp sle i32 %136, 0, !dbg !343
  br i1 %137, label %138, label %142, !dbg !343

138:                                              ; preds = %135
  %139 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !343
  %140 = load ptr, ptr %139, align 8, !dbg !343
  %141 = getelementptr inbounds i8, ptr %140, i32 %133, !dbg !343
  br label %146, !dbg !343

142:                                              ; preds = %135, %131
  %143 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !343
  %144 = load ptr, ptr %143, align 8, !dbg !343
  %145 = getelementptr inbounds i8, ptr %144, i64 8, !dbg !343
  store ptr %145, ptr %143, align 8, !dbg !343
  br label %146, !dbg !343

146:                                              ; preds = %142, %138
  %147 = phi ptr [ %141, %138 ], [ %144, %142 ], !dbg !343
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 8 %147, i64 4, i1 false), !dbg !343
  %148 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !344
  %149 = load i16, ptr %148, align 2, !dbg !344
  %150 = sext i16 %149 to i32, !dbg !345
  %151 = mul nsw i32 %150, 100, !dbg !346
  %152 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !347
  %153 = load i16, ptr %152, align 2, !dbg !347
  %154 = sext i16 %153 to i32, !dbg !348
  %155 = add nsw i32 %151, %154, !dbg !349
  %156 = sext i32 %155 to i64, !dbg !345
  %157 = load i64, ptr %5, align 8, !dbg !350
  %158 = add nsw i64 %157, %156, !dbg !350
  store i64 %158, ptr %5, align 8, !dbg !350
  br label %160, !dbg !351

159:                                              ; preds = %15
  br label %160, !dbg !352

160:                                              ; preds = %159, %146, %124, %108, %75, %55, %34
  br label %161, !dbg !353

161:                                              ; preds = %160
  %162 = load ptr, ptr %6, align 8, !dbg !354
  %163 = getelementptr inbounds i8, ptr %162, i32 1, !dbg !354
  store ptr %163, ptr %6, align 8, !dbg !354
  br label %11, !dbg !355, !llvm.loop !356

164:                                              ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !358
    #dbg_declare(ptr %9, !359, !DIExpression(), !360)
  %165 = load ptr, ptr %2, align 8, !dbg !361
  %166 = load i8, ptr %165, align 1, !dbg !362
  %167 = zext i8 %166 to i32, !dbg !362
  %168 = icmp eq i32 %167, 105, !dbg !363
  br i1 %168, label %169, label %187, !dbg !364

169:                                              ; preds = %164
  %170 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3, !dbg !365
  %171 = load i32, ptr %170, align 8, !dbg !365
  %172 = icmp sge i32 %171, 0, !dbg !365
  br i1 %172, label %180, label %173, !dbg !365

173:                                              ; preds = %169
  %174 = add i32 %171, 8, !dbg !365
  store i32 %174, ptr %170, align 8, !dbg !365
  %175 = icmp sle i32 %174, 0, !dbg !365
  br i1 %175, label %176, label %180, !dbg !365

176:                                              ; preds = %173
  %177 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1, !dbg !365
  %178 = load ptr, ptr %177, align 8, !dbg !365
  %179 = getelementptr inbounds i8, ptr %178, i32 %171, !dbg !365
  br label %184, !dbg !365

180:                                              ; preds = %173, %169
  %181 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0, !dbg !365
  %182 = load ptr, ptr %181, align 8, !dbg !365
  %183 = getelementptr inbounds i8, ptr %182, i64 8, !dbg !365
  store ptr %183, ptr %181, align 8, !dbg !365
  br label %184, !dbg !365

184:                                              ; preds = %180, %176
  %185 = phi ptr [ %179, %176 ], [ %182, %180 ], !dbg !365
  %186 = load i32, ptr %185, align 8, !dbg !365
  br label %188, !dbg !364

187:                                              ; preds = %164
  br label %188, !dbg !364

188:                                              ; preds = %187, %184
  %189 = phi i32 [ %186, %184 ], [ 0, %187 ], !dbg !364
  store i32 %189, ptr %9, align 4, !dbg !360
  call void @llvm.va_end.p0(ptr %4), !dbg !366
  %190 = load i64, ptr %5, align 8, !dbg !367
  %191 = mul nsw i64 %190, 1000, !dbg !368
  %192 = load i32, ptr %9, align 4, !dbg !369
  %193 = sext i32 %192 to i64, !dbg !369
  %194 = add nsw i64 %191, %193, !dbg !370
  ret i64 %194, !dbg !371
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !372 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !375, !DIExpression(), !376)
    #dbg_declare(ptr %3, !377, !DIExpression(), !378)
  call void @llvm.va_start.p0(ptr %3), !dbg !379
    #dbg_declare(ptr %4, !380, !DIExpression(), !381)
  store i32 0, ptr %4, align 4, !dbg !381
  br label %5, !dbg !382

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %2, align 4, !dbg !383
  %7 = add nsw i32 %6, -1, !dbg !383
  store i32 %7, ptr %2, align 4, !dbg !383
  %8 = icmp sgt i32 %6, 0, !dbg !384
  br i1 %8, label %9, label %30, !dbg !382

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !385
  %11 = mul nsw i32 %10, 31, !dbg !386
  %12 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3, !dbg !387
  %13 = load i32, ptr %12, align 8, !dbg !387
  %14 = icmp sge i32 %13, 0, !dbg !387
  br i1 %14, label %22, label %15, !dbg !387

15:                                               ; preds = %9
  %16 = add i32 %13, 8, !dbg !387
  store i32 %16, ptr %12, align 8, !dbg !387
  %17 = icmp sle i32 %16, 0, !dbg !387
  br i1 %17, label %18, label %22, !dbg !387

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1, !dbg !387
  %20 = load ptr, ptr %19, align 8, !dbg !387
  %21 = getelementptr inbounds i8, ptr %20, i32 %13, !dbg !387
  br label %26, !dbg !387

22:                                               ; preds = %15, %9
  %23 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0, !dbg !387
  %24 = load ptr, ptr %23, align 8, !dbg !387
  %25 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !387
  store ptr %25, ptr %23, align 8, !dbg !387
  br label %26, !dbg !387

26:                                               ; preds = %22, %18
  %27 = phi ptr [ %21, %18 ], [ %24, %22 ], !dbg !387
  %28 = load i32, ptr %27, align 8, !dbg !387
  %29 = add nsw i32 %11, %28, !dbg !388
  store i32 %29, ptr %4, align 4, !dbg !389
  br label %5, !dbg !382, !llvm.loop !390

30:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !392
  %31 = load i32, ptr %4, align 4, !dbg !393
  ret i32 %31, !dbg !394
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef %0) #3 !dbg !395 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !398, !DIExpression(), !399)
    #dbg_declare(ptr %4, !400, !DIExpression(), !402)
  store i32 0, ptr %4, align 4, !dbg !402
  br label %5, !dbg !403

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %4, align 4, !dbg !404
  %7 = zext i32 %6 to i64, !dbg !404
  %8 = icmp ult i64 %7, 4, !dbg !406
  br i1 %8, label %9, label %29, !dbg !407

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !408
  %11 = zext i32 %10 to i64, !dbg !410
  %12 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %11, !dbg !410
  %13 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0, !dbg !411
  %14 = load i8, ptr %13, align 8, !dbg !411
  %15 = zext i8 %14 to i32, !dbg !410
  %16 = load i8, ptr %3, align 1, !dbg !412
  %17 = zext i8 %16 to i32, !dbg !412
  %18 = icmp eq i32 %15, %17, !dbg !413
  br i1 %18, label %19, label %25, !dbg !414

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4, !dbg !415
  %21 = zext i32 %20 to i64, !dbg !416
  %22 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %21, !dbg !416
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1, !dbg !417
  %24 = load ptr, ptr %23, align 8, !dbg !417
  store ptr %24, ptr %2, align 8, !dbg !418
  br label %30, !dbg !418

25:                                               ; preds = %9
  br label %26, !dbg !412

26:                                               ; preds = %25
  %27 = load i32, ptr %4, align 4, !dbg !419
  %28 = add i32 %27, 1, !dbg !419
  store i32 %28, ptr %4, align 4, !dbg !419
  br label %5, !dbg !420, !llvm.loop !421

29:                                               ; preds = %5
  store ptr null, ptr %2, align 8, !dbg !423
  br label %30, !dbg !423

30:                                               ; preds = %29, %19
  %31 = load ptr, ptr %2, align 8, !dbg !424
  ret ptr %31, !dbg !424
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !425 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !426, !DIExpression(), !427)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !428, !DIExpression(), !429)
  %5 = load i32, ptr %3, align 4, !dbg !430
  %6 = load i32, ptr %4, align 4, !dbg !431
  %7 = add nsw i32 %5, %6, !dbg !432
  ret i32 %7, !dbg !433
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !434 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !435, !DIExpression(), !436)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !437, !DIExpression(), !438)
  %5 = load i32, ptr %3, align 4, !dbg !439
  %6 = load i32, ptr %4, align 4, !dbg !440
  %7 = mul nsw i32 %5, %6, !dbg !441
  ret i32 %7, !dbg !442
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !443 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !444, !DIExpression(), !445)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !446, !DIExpression(), !447)
  %5 = load i32, ptr %3, align 4, !dbg !448
  %6 = load i32, ptr %4, align 4, !dbg !449
  %7 = sub nsw i32 %5, %6, !dbg !450
  ret i32 %7, !dbg !451
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !452 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !456, !DIExpression(), !457)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !458, !DIExpression(), !459)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !460, !DIExpression(), !461)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !462, !DIExpression(), !463)
    #dbg_declare(ptr %9, !464, !DIExpression(), !465)
  store i32 0, ptr %9, align 4, !dbg !465
    #dbg_declare(ptr %10, !466, !DIExpression(), !468)
  store i32 0, ptr %10, align 4, !dbg !468
  br label %11, !dbg !469

11:                                               ; preds = %26, %4
  %12 = load i32, ptr %10, align 4, !dbg !470
  %13 = load i32, ptr %6, align 4, !dbg !472
  %14 = icmp slt i32 %12, %13, !dbg !473
  br i1 %14, label %15, label %29, !dbg !474

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8, !dbg !475
  %17 = load i32, ptr %10, align 4, !dbg !476
  %18 = sext i32 %17 to i64, !dbg !475
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18, !dbg !475
  %20 = load ptr, ptr %19, align 8, !dbg !475
  %21 = load i32, ptr %7, align 4, !dbg !477
  %22 = load i32, ptr %8, align 4, !dbg !478
  %23 = call i32 %20(i32 noundef %21, i32 noundef %22), !dbg !475
  %24 = load i32, ptr %9, align 4, !dbg !479
  %25 = add nsw i32 %24, %23, !dbg !479
  store i32 %25, ptr %9, align 4, !dbg !479
  br label %26, !dbg !480

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4, !dbg !481
  %28 = add nsw i32 %27, 1, !dbg !481
  store i32 %28, ptr %10, align 4, !dbg !481
  br label %11, !dbg !482, !llvm.loop !483

29:                                               ; preds = %11
  %30 = load i32, ptr %9, align 4, !dbg !485
  ret i32 %30, !dbg !486
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #3 !dbg !91 {
  %2 = alloca ptr, align 8
  %3 = alloca [16 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !487, !DIExpression(), !488)
    #dbg_declare(ptr %3, !489, !DIExpression(), !493)
    #dbg_declare(ptr %4, !494, !DIExpression(), !495)
  store i32 0, ptr %4, align 4, !dbg !495
    #dbg_declare(ptr %5, !496, !DIExpression(), !497)
  store i32 0, ptr %5, align 4, !dbg !497
  %8 = load ptr, ptr %2, align 8, !dbg !498
  %9 = load i32, ptr %5, align 4, !dbg !498
  %10 = add nsw i32 %9, 1, !dbg !498
  store i32 %10, ptr %5, align 4, !dbg !498
  %11 = sext i32 %9 to i64, !dbg !498
  %12 = getelementptr inbounds i32, ptr %8, i64 %11, !dbg !498
  %13 = load i32, ptr %12, align 4, !dbg !498
  %14 = sext i32 %13 to i64, !dbg !498
  %15 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %14, !dbg !498
  %16 = load ptr, ptr %15, align 8, !dbg !498
  br label %177, !dbg !498

17:                                               ; preds = %177
    #dbg_label(!499, !500)
  %18 = load ptr, ptr %2, align 8, !dbg !501
  %19 = load i32, ptr %5, align 4, !dbg !502
  %20 = add nsw i32 %19, 1, !dbg !502
  store i32 %20, ptr %5, align 4, !dbg !502
  %21 = sext i32 %19 to i64, !dbg !501
  %22 = getelementptr inbounds i32, ptr %18, i64 %21, !dbg !501
  %23 = load i32, ptr %22, align 4, !dbg !501
  %24 = load i32, ptr %4, align 4, !dbg !503
  %25 = add nsw i32 %24, 1, !dbg !503
  store i32 %25, ptr %4, align 4, !dbg !503
  %26 = sext i32 %24 to i64, !dbg !504
  %27 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %26, !dbg !504
  store i32 %23, ptr %27, align 4, !dbg !505
  %28 = load ptr, ptr %2, align 8, !dbg !506
  %29 = load i32, ptr %5, align 4, !dbg !506
  %30 = add nsw i32 %29, 1, !dbg !506
  store i32 %30, ptr %5, align 4, !dbg !506
  %31 = sext i32 %29 to i64, !dbg !506
  %32 = getelementptr inbounds i32, ptr %28, i64 %31, !dbg !506
  %33 = load i32, ptr %32, align 4, !dbg !506
  %34 = sext i32 %33 to i64, !dbg !506
  %35 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %34, !dbg !506
  %36 = load ptr, ptr %35, align 8, !dbg !506
  br label %177, !dbg !506

37:                                               ; preds = %177
    #dbg_label(!507, !508)
  %38 = load i32, ptr %4, align 4, !dbg !509
  %39 = add nsw i32 %38, -1, !dbg !509
  store i32 %39, ptr %4, align 4, !dbg !509
  %40 = load i32, ptr %4, align 4, !dbg !510
  %41 = sext i32 %40 to i64, !dbg !511
  %42 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %41, !dbg !511
  %43 = load i32, ptr %42, align 4, !dbg !511
  %44 = load i32, ptr %4, align 4, !dbg !512
  %45 = sub nsw i32 %44, 1, !dbg !513
  %46 = sext i32 %45 to i64, !dbg !514
  %47 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %46, !dbg !514
  %48 = load i32, ptr %47, align 4, !dbg !515
  %49 = add nsw i32 %48, %43, !dbg !515
  store i32 %49, ptr %47, align 4, !dbg !515
  %50 = load ptr, ptr %2, align 8, !dbg !516
  %51 = load i32, ptr %5, align 4, !dbg !516
  %52 = add nsw i32 %51, 1, !dbg !516
  store i32 %52, ptr %5, align 4, !dbg !516
  %53 = sext i32 %51 to i64, !dbg !516
  %54 = getelementptr inbounds i32, ptr %50, i64 %53, !dbg !516
  %55 = load i32, ptr %54, align 4, !dbg !516
  %56 = sext i32 %55 to i64, !dbg !516
  %57 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %56, !dbg !516
  %58 = load ptr, ptr %57, align 8, !dbg !516
  br label %177, !dbg !516

59:                                               ; preds = %177
    #dbg_label(!517, !518)
  %60 = load i32, ptr %4, align 4, !dbg !519
  %61 = add nsw i32 %60, -1, !dbg !519
  store i32 %61, ptr %4, align 4, !dbg !519
  %62 = load i32, ptr %4, align 4, !dbg !520
  %63 = sext i32 %62 to i64, !dbg !521
  %64 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %63, !dbg !521
  %65 = load i32, ptr %64, align 4, !dbg !521
  %66 = load i32, ptr %4, align 4, !dbg !522
  %67 = sub nsw i32 %66, 1, !dbg !523
  %68 = sext i32 %67 to i64, !dbg !524
  %69 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %68, !dbg !524
  %70 = load i32, ptr %69, align 4, !dbg !525
  %71 = mul nsw i32 %70, %65, !dbg !525
  store i32 %71, ptr %69, align 4, !dbg !525
  %72 = load ptr, ptr %2, align 8, !dbg !526
  %73 = load i32, ptr %5, align 4, !dbg !526
  %74 = add nsw i32 %73, 1, !dbg !526
  store i32 %74, ptr %5, align 4, !dbg !526
  %75 = sext i32 %73 to i64, !dbg !526
  %76 = getelementptr inbounds i32, ptr %72, i64 %75, !dbg !526
  %77 = load i32, ptr %76, align 4, !dbg !526
  %78 = sext i32 %77 to i64, !dbg !526
  %79 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %78, !dbg !526
  %80 = load ptr, ptr %79, align 8, !dbg !526
  br label %177, !dbg !526

81:                                               ; preds = %177
    #dbg_label(!527, !528)
  %82 = load i32, ptr %4, align 4, !dbg !529
  %83 = sub nsw i32 %82, 2, !dbg !530
  %84 = sext i32 %83 to i64, !dbg !531
  %85 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %84, !dbg !531
  %86 = load i32, ptr %85, align 4, !dbg !531
  %87 = load i32, ptr %4, align 4, !dbg !532
  %88 = sext i32 %87 to i64, !dbg !533
  %89 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %88, !dbg !533
  store i32 %86, ptr %89, align 4, !dbg !534
  %90 = load i32, ptr %4, align 4, !dbg !535
  %91 = add nsw i32 %90, 1, !dbg !535
  store i32 %91, ptr %4, align 4, !dbg !535
  %92 = load ptr, ptr %2, align 8, !dbg !536
  %93 = load i32, ptr %5, align 4, !dbg !536
  %94 = add nsw i32 %93, 1, !dbg !536
  store i32 %94, ptr %5, align 4, !dbg !536
  %95 = sext i32 %93 to i64, !dbg !536
  %96 = getelementptr inbounds i32, ptr %92, i64 %95, !dbg !536
  %97 = load i32, ptr %96, align 4, !dbg !536
  %98 = sext i32 %97 to i64, !dbg !536
  %99 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %98, !dbg !536
  %100 = load ptr, ptr %99, align 8, !dbg !536
  br label %177, !dbg !536

101:                                              ; preds = %177
    #dbg_label(!537, !538)
    #dbg_declare(ptr %6, !539, !DIExpression(), !541)
  %102 = load ptr, ptr %2, align 8, !dbg !542
  %103 = load i32, ptr %5, align 4, !dbg !543
  %104 = add nsw i32 %103, 1, !dbg !543
  store i32 %104, ptr %5, align 4, !dbg !543
  %105 = sext i32 %103 to i64, !dbg !542
  %106 = getelementptr inbounds i32, ptr %102, i64 %105, !dbg !542
  %107 = load i32, ptr %106, align 4, !dbg !542
  store i32 %107, ptr %6, align 4, !dbg !541
  %108 = load i32, ptr %4, align 4, !dbg !544
  %109 = add nsw i32 %108, -1, !dbg !544
  store i32 %109, ptr %4, align 4, !dbg !544
  %110 = sext i32 %109 to i64, !dbg !546
  %111 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %110, !dbg !546
  %112 = load i32, ptr %111, align 4, !dbg !546
  %113 = icmp ne i32 %112, 0, !dbg !546
  br i1 %113, label %114, label %116, !dbg !547

114:                                              ; preds = %101
  %115 = load i32, ptr %6, align 4, !dbg !548
  store i32 %115, ptr %5, align 4, !dbg !549
  br label %116, !dbg !550

116:                                              ; preds = %114, %101
  %117 = load ptr, ptr %2, align 8, !dbg !551
  %118 = load i32, ptr %5, align 4, !dbg !551
  %119 = add nsw i32 %118, 1, !dbg !551
  store i32 %119, ptr %5, align 4, !dbg !551
  %120 = sext i32 %118 to i64, !dbg !551
  %121 = getelementptr inbounds i32, ptr %117, i64 %120, !dbg !551
  %122 = load i32, ptr %121, align 4, !dbg !551
  %123 = sext i32 %122 to i64, !dbg !551
  %124 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %123, !dbg !551
  %125 = load ptr, ptr %124, align 8, !dbg !551
  br label %177, !dbg !551

126:                                              ; preds = %177
    #dbg_label(!552, !553)
  %127 = load i32, ptr %4, align 4, !dbg !554
  %128 = sub nsw i32 %127, 1, !dbg !555
  %129 = sext i32 %128 to i64, !dbg !556
  %130 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %129, !dbg !556
  %131 = load i32, ptr %130, align 4, !dbg !557
  %132 = add nsw i32 %131, -1, !dbg !557
  store i32 %132, ptr %130, align 4, !dbg !557
  %133 = load ptr, ptr %2, align 8, !dbg !558
  %134 = load i32, ptr %5, align 4, !dbg !558
  %135 = add nsw i32 %134, 1, !dbg !558
  store i32 %135, ptr %5, align 4, !dbg !558
  %136 = sext i32 %134 to i64, !dbg !558
  %137 = getelementptr inbounds i32, ptr %133, i64 %136, !dbg !558
  %138 = load i32, ptr %137, align 4, !dbg !558
  %139 = sext i32 %138 to i64, !dbg !558
  %140 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %139, !dbg !558
  %141 = load ptr, ptr %140, align 8, !dbg !558
  br label %177, !dbg !558

142:                                              ; preds = %177
    #dbg_label(!559, !560)
    #dbg_declare(ptr %7, !561, !DIExpression(), !563)
  %143 = load i32, ptr %4, align 4, !dbg !564
  %144 = sub nsw i32 %143, 1, !dbg !565
  %145 = sext i32 %144 to i64, !dbg !566
  %146 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %145, !dbg !566
  %147 = load i32, ptr %146, align 4, !dbg !566
  store i32 %147, ptr %7, align 4, !dbg !563
  %148 = load i32, ptr %4, align 4, !dbg !567
  %149 = sub nsw i32 %148, 2, !dbg !568
  %150 = sext i32 %149 to i64, !dbg !569
  %151 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %150, !dbg !569
  %152 = load i32, ptr %151, align 4, !dbg !569
  %153 = load i32, ptr %4, align 4, !dbg !570
  %154 = sub nsw i32 %153, 1, !dbg !571
  %155 = sext i32 %154 to i64, !dbg !572
  %156 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %155, !dbg !572
  store i32 %152, ptr %156, align 4, !dbg !573
  %157 = load i32, ptr %7, align 4, !dbg !574
  %158 = load i32, ptr %4, align 4, !dbg !575
  %159 = sub nsw i32 %158, 2, !dbg !576
  %160 = sext i32 %159 to i64, !dbg !577
  %161 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %160, !dbg !577
  store i32 %157, ptr %161, align 4, !dbg !578
  %162 = load ptr, ptr %2, align 8, !dbg !579
  %163 = load i32, ptr %5, align 4, !dbg !579
  %164 = add nsw i32 %163, 1, !dbg !579
  store i32 %164, ptr %5, align 4, !dbg !579
  %165 = sext i32 %163 to i64, !dbg !579
  %166 = getelementptr inbounds i32, ptr %162, i64 %165, !dbg !579
  %167 = load i32, ptr %166, align 4, !dbg !579
  %168 = sext i32 %167 to i64, !dbg !579
  %169 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %168, !dbg !579
  %170 = load ptr, ptr %169, align 8, !dbg !579
  br label %177, !dbg !579

171:                                              ; preds = %177
    #dbg_label(!580, !581)
  %172 = load i32, ptr %4, align 4, !dbg !582
  %173 = sub nsw i32 %172, 1, !dbg !583
  %174 = sext i32 %173 to i64, !dbg !584
  %175 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %174, !dbg !584
  %176 = load i32, ptr %175, align 4, !dbg !584
  ret i32 %176, !dbg !585

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi ptr [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr ptr %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !586 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !587, !DIExpression(), !588)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !589, !DIExpression(), !590)
  %5 = load i32, ptr %4, align 4, !dbg !591
  %6 = icmp ne i32 %5, 0, !dbg !591
  br i1 %6, label %7, label %11, !dbg !591

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !592
  %9 = load i32, ptr %4, align 4, !dbg !593
  %10 = sdiv i32 %8, %9, !dbg !594
  br label %12, !dbg !591

11:                                               ; preds = %2
  br label %12, !dbg !591

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !591
  ret i32 %13, !dbg !595
}

attributes #0 = { noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
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
!154 = !{i32 7, !"frame-pointer", i32 1}
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
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list", size: 256, elements: !286)
!286 = !{!287, !289, !290, !291, !292}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "__stack", scope: !285, file: !2, line: 14, baseType: !288, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_top", scope: !285, file: !2, line: 14, baseType: !288, size: 64, offset: 64)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_top", scope: !285, file: !2, line: 14, baseType: !288, size: 64, offset: 128)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "__gr_offs", scope: !285, file: !2, line: 14, baseType: !36, size: 32, offset: 192)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "__vr_offs", scope: !285, file: !2, line: 14, baseType: !36, size: 32, offset: 224)
!293 = !DILocation(line: 14, column: 13, scope: !277)
!294 = !DILocalVariable(name: "ap2", scope: !277, file: !2, line: 14, type: !283)
!295 = !DILocation(line: 14, column: 17, scope: !277)
!296 = !DILocalVariable(name: "total", scope: !277, file: !2, line: 15, type: !40)
!297 = !DILocation(line: 15, column: 13, scope: !277)
!298 = !DILocation(line: 16, column: 3, scope: !277)
!299 = !DILocation(line: 17, column: 3, scope: !277)
!300 = !DILocalVariable(name: "f", scope: !301, file: !2, line: 18, type: !131)
!301 = distinct !DILexicalBlock(scope: !277, file: !2, line: 18, column: 3)
!302 = !DILocation(line: 18, column: 20, scope: !301)
!303 = !DILocation(line: 18, column: 24, scope: !301)
!304 = !DILocation(line: 18, column: 8, scope: !301)
!305 = !DILocation(line: 18, column: 30, scope: !306)
!306 = distinct !DILexicalBlock(scope: !301, file: !2, line: 18, column: 3)
!307 = !DILocation(line: 18, column: 29, scope: !306)
!308 = !DILocation(line: 18, column: 3, scope: !301)
!309 = !DILocation(line: 19, column: 14, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 18, column: 38)
!311 = !DILocation(line: 19, column: 13, scope: !310)
!312 = !DILocation(line: 19, column: 5, scope: !310)
!313 = !DILocation(line: 20, column: 24, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !2, line: 19, column: 17)
!315 = !DILocation(line: 20, column: 21, scope: !314)
!316 = !DILocation(line: 20, column: 51, scope: !314)
!317 = !DILocation(line: 21, column: 24, scope: !314)
!318 = !DILocation(line: 21, column: 21, scope: !314)
!319 = !DILocation(line: 21, column: 57, scope: !314)
!320 = !DILocation(line: 22, column: 36, scope: !314)
!321 = !DILocation(line: 22, column: 65, scope: !314)
!322 = !DILocation(line: 22, column: 24, scope: !314)
!323 = !DILocation(line: 22, column: 21, scope: !314)
!324 = !DILocation(line: 22, column: 72, scope: !314)
!325 = !DILocalVariable(name: "s", scope: !326, file: !2, line: 23, type: !131)
!326 = distinct !DILexicalBlock(scope: !314, file: !2, line: 23, column: 15)
!327 = !DILocation(line: 23, column: 29, scope: !326)
!328 = !DILocation(line: 23, column: 33, scope: !326)
!329 = !DILocation(line: 23, column: 69, scope: !326)
!330 = !DILocation(line: 23, column: 78, scope: !326)
!331 = !DILocation(line: 23, column: 76, scope: !326)
!332 = !DILocation(line: 23, column: 82, scope: !326)
!333 = distinct !{!333, !329, !334, !194}
!334 = !DILocation(line: 23, column: 84, scope: !326)
!335 = !DILocation(line: 23, column: 91, scope: !326)
!336 = !DILocation(line: 24, column: 30, scope: !314)
!337 = !DILocation(line: 24, column: 24, scope: !314)
!338 = !DILocation(line: 24, column: 21, scope: !314)
!339 = !DILocation(line: 24, column: 57, scope: !314)
!340 = !DILocalVariable(name: "p", scope: !341, file: !2, line: 25, type: !157)
!341 = distinct !DILexicalBlock(scope: !314, file: !2, line: 25, column: 15)
!342 = !DILocation(line: 25, column: 27, scope: !341)
!343 = !DILocation(line: 25, column: 31, scope: !341)
!344 = !DILocation(line: 25, column: 75, scope: !341)
!345 = !DILocation(line: 25, column: 73, scope: !341)
!346 = !DILocation(line: 25, column: 77, scope: !341)
!347 = !DILocation(line: 25, column: 87, scope: !341)
!348 = !DILocation(line: 25, column: 85, scope: !341)
!349 = !DILocation(line: 25, column: 83, scope: !341)
!350 = !DILocation(line: 25, column: 70, scope: !341)
!351 = !DILocation(line: 25, column: 90, scope: !341)
!352 = !DILocation(line: 26, column: 14, scope: !314)
!353 = !DILocation(line: 28, column: 3, scope: !310)
!354 = !DILocation(line: 18, column: 33, scope: !306)
!355 = !DILocation(line: 18, column: 3, scope: !306)
!356 = distinct !{!356, !308, !357, !194}
!357 = !DILocation(line: 28, column: 3, scope: !301)
!358 = !DILocation(line: 29, column: 3, scope: !277)
!359 = !DILocalVariable(name: "first", scope: !277, file: !2, line: 31, type: !36)
!360 = !DILocation(line: 31, column: 7, scope: !277)
!361 = !DILocation(line: 31, column: 17, scope: !277)
!362 = !DILocation(line: 31, column: 16, scope: !277)
!363 = !DILocation(line: 31, column: 21, scope: !277)
!364 = !DILocation(line: 31, column: 15, scope: !277)
!365 = !DILocation(line: 31, column: 31, scope: !277)
!366 = !DILocation(line: 32, column: 3, scope: !277)
!367 = !DILocation(line: 33, column: 10, scope: !277)
!368 = !DILocation(line: 33, column: 16, scope: !277)
!369 = !DILocation(line: 33, column: 25, scope: !277)
!370 = !DILocation(line: 33, column: 23, scope: !277)
!371 = !DILocation(line: 33, column: 3, scope: !277)
!372 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !373, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!373 = !DISubroutineType(types: !374)
!374 = !{!36, !36, null}
!375 = !DILocalVariable(name: "n", arg: 1, scope: !372, file: !2, line: 36, type: !36)
!376 = !DILocation(line: 36, column: 24, scope: !372)
!377 = !DILocalVariable(name: "ap", scope: !372, file: !2, line: 37, type: !283)
!378 = !DILocation(line: 37, column: 13, scope: !372)
!379 = !DILocation(line: 38, column: 3, scope: !372)
!380 = !DILocalVariable(name: "r", scope: !372, file: !2, line: 39, type: !36)
!381 = !DILocation(line: 39, column: 7, scope: !372)
!382 = !DILocation(line: 40, column: 3, scope: !372)
!383 = !DILocation(line: 40, column: 11, scope: !372)
!384 = !DILocation(line: 40, column: 14, scope: !372)
!385 = !DILocation(line: 40, column: 23, scope: !372)
!386 = !DILocation(line: 40, column: 25, scope: !372)
!387 = !DILocation(line: 40, column: 32, scope: !372)
!388 = !DILocation(line: 40, column: 30, scope: !372)
!389 = !DILocation(line: 40, column: 21, scope: !372)
!390 = distinct !{!390, !382, !391, !194}
!391 = !DILocation(line: 40, column: 56, scope: !372)
!392 = !DILocation(line: 41, column: 3, scope: !372)
!393 = !DILocation(line: 42, column: 10, scope: !372)
!394 = !DILocation(line: 42, column: 3, scope: !372)
!395 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !396, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!396 = !DISubroutineType(types: !397)
!397 = !{!85, !4}
!398 = !DILocalVariable(name: "c", arg: 1, scope: !395, file: !2, line: 56, type: !4)
!399 = !DILocation(line: 56, column: 26, scope: !395)
!400 = !DILocalVariable(name: "i", scope: !401, file: !2, line: 57, type: !224)
!401 = distinct !DILexicalBlock(scope: !395, file: !2, line: 57, column: 3)
!402 = !DILocation(line: 57, column: 17, scope: !401)
!403 = !DILocation(line: 57, column: 8, scope: !401)
!404 = !DILocation(line: 57, column: 24, scope: !405)
!405 = distinct !DILexicalBlock(scope: !401, file: !2, line: 57, column: 3)
!406 = !DILocation(line: 57, column: 26, scope: !405)
!407 = !DILocation(line: 57, column: 3, scope: !401)
!408 = !DILocation(line: 58, column: 18, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !2, line: 58, column: 9)
!410 = !DILocation(line: 58, column: 9, scope: !409)
!411 = !DILocation(line: 58, column: 21, scope: !409)
!412 = !DILocation(line: 58, column: 28, scope: !409)
!413 = !DILocation(line: 58, column: 25, scope: !409)
!414 = !DILocation(line: 58, column: 9, scope: !405)
!415 = !DILocation(line: 58, column: 47, scope: !409)
!416 = !DILocation(line: 58, column: 38, scope: !409)
!417 = !DILocation(line: 58, column: 50, scope: !409)
!418 = !DILocation(line: 58, column: 31, scope: !409)
!419 = !DILocation(line: 57, column: 66, scope: !405)
!420 = !DILocation(line: 57, column: 3, scope: !405)
!421 = distinct !{!421, !407, !422, !194}
!422 = !DILocation(line: 58, column: 50, scope: !401)
!423 = !DILocation(line: 59, column: 3, scope: !395)
!424 = !DILocation(line: 60, column: 1, scope: !395)
!425 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!426 = !DILocalVariable(name: "a", arg: 1, scope: !425, file: !2, line: 47, type: !36)
!427 = !DILocation(line: 47, column: 23, scope: !425)
!428 = !DILocalVariable(name: "b", arg: 2, scope: !425, file: !2, line: 47, type: !36)
!429 = !DILocation(line: 47, column: 30, scope: !425)
!430 = !DILocation(line: 47, column: 42, scope: !425)
!431 = !DILocation(line: 47, column: 46, scope: !425)
!432 = !DILocation(line: 47, column: 44, scope: !425)
!433 = !DILocation(line: 47, column: 35, scope: !425)
!434 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!435 = !DILocalVariable(name: "a", arg: 1, scope: !434, file: !2, line: 49, type: !36)
!436 = !DILocation(line: 49, column: 23, scope: !434)
!437 = !DILocalVariable(name: "b", arg: 2, scope: !434, file: !2, line: 49, type: !36)
!438 = !DILocation(line: 49, column: 30, scope: !434)
!439 = !DILocation(line: 49, column: 42, scope: !434)
!440 = !DILocation(line: 49, column: 46, scope: !434)
!441 = !DILocation(line: 49, column: 44, scope: !434)
!442 = !DILocation(line: 49, column: 35, scope: !434)
!443 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!444 = !DILocalVariable(name: "a", arg: 1, scope: !443, file: !2, line: 48, type: !36)
!445 = !DILocation(line: 48, column: 23, scope: !443)
!446 = !DILocalVariable(name: "b", arg: 2, scope: !443, file: !2, line: 48, type: !36)
!447 = !DILocation(line: 48, column: 30, scope: !443)
!448 = !DILocation(line: 48, column: 42, scope: !443)
!449 = !DILocation(line: 48, column: 46, scope: !443)
!450 = !DILocation(line: 48, column: 44, scope: !443)
!451 = !DILocation(line: 48, column: 35, scope: !443)
!452 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !453, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!453 = !DISubroutineType(types: !454)
!454 = !{!36, !455, !36, !36, !36}
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!456 = !DILocalVariable(name: "fns", arg: 1, scope: !452, file: !2, line: 62, type: !455)
!457 = !DILocation(line: 62, column: 35, scope: !452)
!458 = !DILocalVariable(name: "n", arg: 2, scope: !452, file: !2, line: 62, type: !36)
!459 = !DILocation(line: 62, column: 55, scope: !452)
!460 = !DILocalVariable(name: "a", arg: 3, scope: !452, file: !2, line: 62, type: !36)
!461 = !DILocation(line: 62, column: 62, scope: !452)
!462 = !DILocalVariable(name: "b", arg: 4, scope: !452, file: !2, line: 62, type: !36)
!463 = !DILocation(line: 62, column: 69, scope: !452)
!464 = !DILocalVariable(name: "acc", scope: !452, file: !2, line: 63, type: !36)
!465 = !DILocation(line: 63, column: 7, scope: !452)
!466 = !DILocalVariable(name: "i", scope: !467, file: !2, line: 64, type: !36)
!467 = distinct !DILexicalBlock(scope: !452, file: !2, line: 64, column: 3)
!468 = !DILocation(line: 64, column: 12, scope: !467)
!469 = !DILocation(line: 64, column: 8, scope: !467)
!470 = !DILocation(line: 64, column: 19, scope: !471)
!471 = distinct !DILexicalBlock(scope: !467, file: !2, line: 64, column: 3)
!472 = !DILocation(line: 64, column: 23, scope: !471)
!473 = !DILocation(line: 64, column: 21, scope: !471)
!474 = !DILocation(line: 64, column: 3, scope: !467)
!475 = !DILocation(line: 64, column: 38, scope: !471)
!476 = !DILocation(line: 64, column: 42, scope: !471)
!477 = !DILocation(line: 64, column: 45, scope: !471)
!478 = !DILocation(line: 64, column: 48, scope: !471)
!479 = !DILocation(line: 64, column: 35, scope: !471)
!480 = !DILocation(line: 64, column: 31, scope: !471)
!481 = !DILocation(line: 64, column: 26, scope: !471)
!482 = !DILocation(line: 64, column: 3, scope: !471)
!483 = distinct !{!483, !474, !484, !194}
!484 = !DILocation(line: 64, column: 49, scope: !467)
!485 = !DILocation(line: 65, column: 10, scope: !452)
!486 = !DILocation(line: 65, column: 3, scope: !452)
!487 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!488 = !DILocation(line: 71, column: 27, scope: !91)
!489 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !490)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !491)
!491 = !{!492}
!492 = !DISubrange(count: 16)
!493 = !DILocation(line: 74, column: 7, scope: !91)
!494 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!495 = !DILocation(line: 74, column: 18, scope: !91)
!496 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!497 = !DILocation(line: 74, column: 26, scope: !91)
!498 = !DILocation(line: 76, column: 3, scope: !91)
!499 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!500 = !DILocation(line: 77, column: 1, scope: !91)
!501 = !DILocation(line: 77, column: 24, scope: !91)
!502 = !DILocation(line: 77, column: 31, scope: !91)
!503 = !DILocation(line: 77, column: 18, scope: !91)
!504 = !DILocation(line: 77, column: 10, scope: !91)
!505 = !DILocation(line: 77, column: 22, scope: !91)
!506 = !DILocation(line: 77, column: 36, scope: !91)
!507 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!508 = !DILocation(line: 78, column: 1, scope: !91)
!509 = !DILocation(line: 78, column: 11, scope: !91)
!510 = !DILocation(line: 78, column: 38, scope: !91)
!511 = !DILocation(line: 78, column: 32, scope: !91)
!512 = !DILocation(line: 78, column: 21, scope: !91)
!513 = !DILocation(line: 78, column: 24, scope: !91)
!514 = !DILocation(line: 78, column: 15, scope: !91)
!515 = !DILocation(line: 78, column: 29, scope: !91)
!516 = !DILocation(line: 78, column: 43, scope: !91)
!517 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!518 = !DILocation(line: 79, column: 1, scope: !91)
!519 = !DILocation(line: 79, column: 11, scope: !91)
!520 = !DILocation(line: 79, column: 38, scope: !91)
!521 = !DILocation(line: 79, column: 32, scope: !91)
!522 = !DILocation(line: 79, column: 21, scope: !91)
!523 = !DILocation(line: 79, column: 24, scope: !91)
!524 = !DILocation(line: 79, column: 15, scope: !91)
!525 = !DILocation(line: 79, column: 29, scope: !91)
!526 = !DILocation(line: 79, column: 43, scope: !91)
!527 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!528 = !DILocation(line: 80, column: 1, scope: !91)
!529 = !DILocation(line: 80, column: 28, scope: !91)
!530 = !DILocation(line: 80, column: 31, scope: !91)
!531 = !DILocation(line: 80, column: 22, scope: !91)
!532 = !DILocation(line: 80, column: 16, scope: !91)
!533 = !DILocation(line: 80, column: 10, scope: !91)
!534 = !DILocation(line: 80, column: 20, scope: !91)
!535 = !DILocation(line: 80, column: 39, scope: !91)
!536 = !DILocation(line: 80, column: 43, scope: !91)
!537 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!538 = !DILocation(line: 81, column: 1, scope: !91)
!539 = !DILocalVariable(name: "t", scope: !540, file: !2, line: 81, type: !36)
!540 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81, column: 9)
!541 = !DILocation(line: 81, column: 15, scope: !540)
!542 = !DILocation(line: 81, column: 19, scope: !540)
!543 = !DILocation(line: 81, column: 26, scope: !540)
!544 = !DILocation(line: 81, column: 41, scope: !545)
!545 = distinct !DILexicalBlock(scope: !540, file: !2, line: 81, column: 35)
!546 = !DILocation(line: 81, column: 35, scope: !545)
!547 = !DILocation(line: 81, column: 35, scope: !540)
!548 = !DILocation(line: 81, column: 53, scope: !545)
!549 = !DILocation(line: 81, column: 51, scope: !545)
!550 = !DILocation(line: 81, column: 48, scope: !545)
!551 = !DILocation(line: 81, column: 56, scope: !540)
!552 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!553 = !DILocation(line: 82, column: 1, scope: !91)
!554 = !DILocation(line: 82, column: 15, scope: !91)
!555 = !DILocation(line: 82, column: 18, scope: !91)
!556 = !DILocation(line: 82, column: 9, scope: !91)
!557 = !DILocation(line: 82, column: 22, scope: !91)
!558 = !DILocation(line: 82, column: 26, scope: !91)
!559 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!560 = !DILocation(line: 83, column: 1, scope: !91)
!561 = !DILocalVariable(name: "t", scope: !562, file: !2, line: 83, type: !36)
!562 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83, column: 10)
!563 = !DILocation(line: 83, column: 16, scope: !562)
!564 = !DILocation(line: 83, column: 26, scope: !562)
!565 = !DILocation(line: 83, column: 29, scope: !562)
!566 = !DILocation(line: 83, column: 20, scope: !562)
!567 = !DILocation(line: 83, column: 57, scope: !562)
!568 = !DILocation(line: 83, column: 60, scope: !562)
!569 = !DILocation(line: 83, column: 51, scope: !562)
!570 = !DILocation(line: 83, column: 41, scope: !562)
!571 = !DILocation(line: 83, column: 44, scope: !562)
!572 = !DILocation(line: 83, column: 35, scope: !562)
!573 = !DILocation(line: 83, column: 49, scope: !562)
!574 = !DILocation(line: 83, column: 82, scope: !562)
!575 = !DILocation(line: 83, column: 72, scope: !562)
!576 = !DILocation(line: 83, column: 75, scope: !562)
!577 = !DILocation(line: 83, column: 66, scope: !562)
!578 = !DILocation(line: 83, column: 80, scope: !562)
!579 = !DILocation(line: 83, column: 85, scope: !562)
!580 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!581 = !DILocation(line: 84, column: 1, scope: !91)
!582 = !DILocation(line: 84, column: 23, scope: !91)
!583 = !DILocation(line: 84, column: 26, scope: !91)
!584 = !DILocation(line: 84, column: 17, scope: !91)
!585 = !DILocation(line: 84, column: 10, scope: !91)
!586 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!587 = !DILocalVariable(name: "a", arg: 1, scope: !586, file: !2, line: 50, type: !36)
!588 = !DILocation(line: 50, column: 23, scope: !586)
!589 = !DILocalVariable(name: "b", arg: 2, scope: !586, file: !2, line: 50, type: !36)
!590 = !DILocation(line: 50, column: 30, scope: !586)
!591 = !DILocation(line: 50, column: 42, scope: !586)
!592 = !DILocation(line: 50, column: 46, scope: !586)
!593 = !DILocation(line: 50, column: 50, scope: !586)
!594 = !DILocation(line: 50, column: 48, scope: !586)
!595 = !DILocation(line: 50, column: 35, scope: !586)
