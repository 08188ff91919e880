; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%struct.Pt = type { i16, i16 }
%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, ptr }

$"??_C@_04DNJNMJF@four?$AA@" = comdat any

$"??_C@_06HDBNDEOG@ildscp?$AA@" = comdat any

$"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = comdat any

$"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = comdat any

$"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = comdat any

$"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = comdat any

$"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = comdat any

$"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_03MKCEMJLP@esc?$AA@" = comdat any

$"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = comdat any

$"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = comdat any

$"??_C@_05IAEKHIAN@alpha?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_05KDLBCAI@gamma?$AA@" = comdat any

$"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = comdat any

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 2
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 4, !dbg !0
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 4, !dbg !7
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 8, !dbg !12
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 8, !dbg !17
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 4, !dbg !22
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 4, !dbg !27
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 8
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 8, !dbg !29
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 8, !dbg !31
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 8, !dbg !42
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 8, !dbg !101
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 8, !dbg !47
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 8, !dbg !107
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 8, !dbg !52
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 8, !dbg !112
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 8, !dbg !57
@words = internal constant [5 x ptr] [ptr @"??_C@_05IAEKHIAN@alpha?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@", ptr @"??_C@_05KDLBCAI@gamma?$AA@", ptr @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", ptr null], align 8, !dbg !127
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 4, !dbg !62
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 4, !dbg !67
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !132
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 8, !dbg !140
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 8, !dbg !72
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 16, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %17), ptr blockaddress(@run, %37), ptr blockaddress(@run, %59), ptr blockaddress(@run, %81), ptr blockaddress(@run, %101), ptr blockaddress(@run, %126), ptr blockaddress(@run, %142), ptr blockaddress(@run, %171)], align 16, !dbg !89
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 4, !dbg !116
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1, !dbg !118
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 4, !dbg !123
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 4, !dbg !125

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
    #dbg_declare(ptr %2, !154, !DIExpression(), !160)
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.pt, i64 4, i1 false), !dbg !160
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 2 %2, i64 4, i1 false), !dbg !161
  %13 = load i64, ptr %3, align 8, !dbg !161
  %14 = call i64 (ptr, ...) @vsum(ptr noundef @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @"??_C@_04DNJNMJF@four?$AA@", i32 noundef 65, i64 %13), !dbg !161
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 noundef %14), !dbg !161
  %16 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !162
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 noundef %16), !dbg !162
    #dbg_declare(ptr %4, !163, !DIExpression(), !164)
  store ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", ptr %4, align 8, !dbg !164
    #dbg_declare(ptr %5, !165, !DIExpression(), !167)
  %18 = load ptr, ptr %4, align 8, !dbg !167
  store ptr %18, ptr %5, align 8, !dbg !167
  br label %19, !dbg !167

19:                                               ; preds = %39, %0
  %20 = load ptr, ptr %5, align 8, !dbg !167
  %21 = load i8, ptr %20, align 1, !dbg !167
  %22 = icmp ne i8 %21, 0, !dbg !167
  br i1 %22, label %23, label %42, !dbg !167

23:                                               ; preds = %19
    #dbg_declare(ptr %6, !168, !DIExpression(), !171)
  %24 = load ptr, ptr %5, align 8, !dbg !171
  %25 = load i8, ptr %24, align 1, !dbg !171
  %26 = call ptr @lookup(i8 noundef %25), !dbg !171
  store ptr %26, ptr %6, align 8, !dbg !171
  %27 = load ptr, ptr %6, align 8, !dbg !172
  %28 = icmp ne ptr %27, null, !dbg !172
  br i1 %28, label %29, label %32, !dbg !172

29:                                               ; preds = %23
  %30 = load ptr, ptr %6, align 8, !dbg !172
  %31 = call i32 %30(i32 noundef 17, i32 noundef 5), !dbg !172
  br label %33, !dbg !172

32:                                               ; preds = %23
  br label %33, !dbg !172

33:                                               ; preds = %32, %29
  %34 = phi i32 [ %31, %29 ], [ -1, %32 ], !dbg !172
  %35 = load ptr, ptr %5, align 8, !dbg !172
  %36 = load i8, ptr %35, align 1, !dbg !172
  %37 = sext i8 %36 to i32, !dbg !172
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 noundef %37, i32 noundef %34), !dbg !172
  br label %39, !dbg !173

39:                                               ; preds = %33
  %40 = load ptr, ptr %5, align 8, !dbg !174
  %41 = getelementptr inbounds i8, ptr %40, i32 1, !dbg !174
  store ptr %41, ptr %5, align 8, !dbg !174
  br label %19, !dbg !174, !llvm.loop !175

42:                                               ; preds = %19
    #dbg_declare(ptr %7, !178, !DIExpression(), !182)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.fns, i64 24, i1 false), !dbg !182
  %43 = getelementptr inbounds [3 x ptr], ptr %7, i64 0, i64 0, !dbg !183
  %44 = call i32 @apply_all(ptr noundef %43, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !183
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 noundef %44), !dbg !183
    #dbg_declare(ptr %8, !184, !DIExpression(), !185)
  store i32 1, ptr %8, align 4, !dbg !185
    #dbg_declare(ptr %9, !186, !DIExpression(), !188)
  store i32 5, ptr %9, align 4, !dbg !188
  br label %46, !dbg !188

46:                                               ; preds = %53, %42
  %47 = load i32, ptr %9, align 4, !dbg !188
  %48 = icmp sgt i32 %47, 0, !dbg !188
  br i1 %48, label %49, label %56, !dbg !188

49:                                               ; preds = %46
  %50 = load i32, ptr %9, align 4, !dbg !189
  %51 = load i32, ptr %8, align 4, !dbg !189
  %52 = mul nsw i32 %51, %50, !dbg !189
  store i32 %52, ptr %8, align 4, !dbg !189
  br label %53, !dbg !189

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4, !dbg !189
  %55 = add nsw i32 %54, -1, !dbg !189
  store i32 %55, ptr %9, align 4, !dbg !189
  br label %46, !dbg !189, !llvm.loop !191

56:                                               ; preds = %46
  %57 = load i32, ptr %8, align 4, !dbg !192
  %58 = call i32 @run(ptr noundef @main.prog), !dbg !192
  %59 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 noundef %58, i32 noundef %57), !dbg !192
    #dbg_declare(ptr %10, !193, !DIExpression(), !195)
  store i32 -2128831035, ptr %10, align 4, !dbg !195
    #dbg_declare(ptr %11, !196, !DIExpression(), !198)
  store i32 0, ptr %11, align 4, !dbg !198
  br label %60, !dbg !198

60:                                               ; preds = %73, %56
  %61 = load i32, ptr %11, align 4, !dbg !198
  %62 = zext i32 %61 to i64, !dbg !198
  %63 = icmp ult i64 %62, 39, !dbg !198
  br i1 %63, label %64, label %76, !dbg !198

64:                                               ; preds = %60
  %65 = load i32, ptr %10, align 4, !dbg !199
  %66 = load i32, ptr %11, align 4, !dbg !199
  %67 = zext i32 %66 to i64, !dbg !199
  %68 = getelementptr inbounds [39 x i8], ptr @esc, i64 0, i64 %67, !dbg !199
  %69 = load i8, ptr %68, align 1, !dbg !199
  %70 = zext i8 %69 to i32, !dbg !199
  %71 = xor i32 %65, %70, !dbg !199
  %72 = mul i32 %71, 16777619, !dbg !199
  store i32 %72, ptr %10, align 4, !dbg !199
  br label %73, !dbg !199

73:                                               ; preds = %64
  %74 = load i32, ptr %11, align 4, !dbg !199
  %75 = add i32 %74, 1, !dbg !199
  store i32 %75, ptr %11, align 4, !dbg !199
  br label %60, !dbg !199, !llvm.loop !201

76:                                               ; preds = %60
  %77 = load i32, ptr %10, align 4, !dbg !202
  %78 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 noundef 39, i32 noundef %77), !dbg !202
  %79 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", ptr noundef @utf8, i32 noundef 23), !dbg !203
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 5), align 1, !dbg !204
  %81 = zext i8 %80 to i32, !dbg !204
  %82 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 3), align 1, !dbg !204
  %83 = zext i8 %82 to i32, !dbg !204
  %84 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i64 0, i64 2), align 2, !dbg !204
  %85 = zext i8 %84 to i32, !dbg !204
  %86 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %85, i32 noundef %83, i32 noundef %81), !dbg !204
    #dbg_declare(ptr %12, !205, !DIExpression(), !208)
  store ptr @words, ptr %12, align 8, !dbg !208
  br label %87, !dbg !208

87:                                               ; preds = %105, %76
  %88 = load ptr, ptr %12, align 8, !dbg !208
  %89 = load ptr, ptr %88, align 8, !dbg !208
  %90 = icmp ne ptr %89, null, !dbg !208
  br i1 %90, label %91, label %108, !dbg !208

91:                                               ; preds = %87
  %92 = load ptr, ptr %12, align 8, !dbg !209
  %93 = getelementptr inbounds ptr, ptr %92, i64 0, !dbg !209
  %94 = load ptr, ptr %93, align 8, !dbg !209
  %95 = load i8, ptr %94, align 1, !dbg !209
  %96 = sext i8 %95 to i32, !dbg !209
  %97 = icmp eq i32 %96, 27, !dbg !209
  br i1 %97, label %98, label %99, !dbg !209

98:                                               ; preds = %91
  br label %102, !dbg !209

99:                                               ; preds = %91
  %100 = load ptr, ptr %12, align 8, !dbg !209
  %101 = load ptr, ptr %100, align 8, !dbg !209
  br label %102, !dbg !209

102:                                              ; preds = %99, %98
  %103 = phi ptr [ @"??_C@_03MKCEMJLP@esc?$AA@", %98 ], [ %101, %99 ], !dbg !209
  %104 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef %103), !dbg !209
  br label %105, !dbg !209

105:                                              ; preds = %102
  %106 = load ptr, ptr %12, align 8, !dbg !209
  %107 = getelementptr inbounds ptr, ptr %106, i32 1, !dbg !209
  store ptr %107, ptr %12, align 8, !dbg !209
  br label %87, !dbg !209, !llvm.loop !211

108:                                              ; preds = %87
  %109 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !212
  %110 = load i32, ptr @init, align 8, !dbg !212
  %111 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i64 0, i64 2), i32 noundef %110, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %109, i32 noundef 6), !dbg !212
  %112 = call i32 @putchar(i32 noundef 10), !dbg !213
  ret i32 0, !dbg !214
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !215 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !218, !DIExpression(), !219)
    #dbg_declare(ptr %3, !220, !DIExpression(), !224)
    #dbg_declare(ptr %4, !225, !DIExpression(), !224)
    #dbg_declare(ptr %5, !226, !DIExpression(), !227)
  store i64 0, ptr %5, align 8, !dbg !227
  call void @llvm.va_start.p0(ptr %3), !dbg !228
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !229
    #dbg_declare(ptr %6, !230, !DIExpression(), !232)
  %10 = load ptr, ptr %2, align 8, !dbg !232
  store ptr %10, ptr %6, align 8, !dbg !232
  br label %11, !dbg !232

11:                                               ; preds = %77, %1
  %12 = load ptr, ptr %6, align 8, !dbg !232
  %13 = load i8, ptr %12, align 1, !dbg !232
  %14 = icmp ne i8 %13, 0, !dbg !232
  br i1 %14, label %15, label %80, !dbg !232

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 8, !dbg !233
  %17 = load i8, ptr %16, align 1, !dbg !233
  %18 = sext i8 %17 to i32, !dbg !233
  switch i32 %18, label %75 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %53
    i32 112, label %61
  ], !dbg !233

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8, !dbg !236
  %21 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !236
  store ptr %21, ptr %3, align 8, !dbg !236
  %22 = load i32, ptr %20, align 8, !dbg !236
  %23 = sext i32 %22 to i64, !dbg !236
  %24 = load i64, ptr %5, align 8, !dbg !236
  %25 = add nsw i64 %24, %23, !dbg !236
  store i64 %25, ptr %5, align 8, !dbg !236
  br label %76, !dbg !236

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 8, !dbg !238
  %28 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !238
  store ptr %28, ptr %3, align 8, !dbg !238
  %29 = load i64, ptr %27, align 8, !dbg !238
  %30 = load i64, ptr %5, align 8, !dbg !238
  %31 = add nsw i64 %30, %29, !dbg !238
  store i64 %31, ptr %5, align 8, !dbg !238
  br label %76, !dbg !238

32:                                               ; preds = %15
  %33 = load ptr, ptr %3, align 8, !dbg !239
  %34 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !239
  store ptr %34, ptr %3, align 8, !dbg !239
  %35 = load double, ptr %33, align 8, !dbg !239
  %36 = fmul double %35, 1.000000e+01, !dbg !239
  %37 = fptosi double %36 to i64, !dbg !239
  %38 = load i64, ptr %5, align 8, !dbg !239
  %39 = add nsw i64 %38, %37, !dbg !239
  store i64 %39, ptr %5, align 8, !dbg !239
  br label %76, !dbg !239

40:                                               ; preds = %15
    #dbg_declare(ptr %7, !240, !DIExpression(), !242)
  %41 = load ptr, ptr %3, align 8, !dbg !242
  %42 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !242
  store ptr %42, ptr %3, align 8, !dbg !242
  %43 = load ptr, ptr %41, align 8, !dbg !242
  store ptr %43, ptr %7, align 8, !dbg !242
  br label %44, !dbg !242

44:                                               ; preds = %49, %40
  %45 = load ptr, ptr %7, align 8, !dbg !242
  %46 = getelementptr inbounds i8, ptr %45, i32 1, !dbg !242
  store ptr %46, ptr %7, align 8, !dbg !242
  %47 = load i8, ptr %45, align 1, !dbg !242
  %48 = icmp ne i8 %47, 0, !dbg !242
  br i1 %48, label %49, label %52, !dbg !242

49:                                               ; preds = %44
  %50 = load i64, ptr %5, align 8, !dbg !242
  %51 = add nsw i64 %50, 1, !dbg !242
  store i64 %51, ptr %5, align 8, !dbg !242
  br label %44, !dbg !242, !llvm.loop !243

52:                                               ; preds = %44
  br label %76, !dbg !242

53:                                               ; preds = %15
  %54 = load ptr, ptr %3, align 8, !dbg !244
  %55 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !244
  store ptr %55, ptr %3, align 8, !dbg !244
  %56 = load i32, ptr %54, align 8, !dbg !244
  %57 = trunc i32 %56 to i8, !dbg !244
  %58 = sext i8 %57 to i64, !dbg !244
  %59 = load i64, ptr %5, align 8, !dbg !244
  %60 = add nsw i64 %59, %58, !dbg !244
  store i64 %60, ptr %5, align 8, !dbg !244
  br label %76, !dbg !244

61:                                               ; preds = %15
    #dbg_declare(ptr %8, !245, !DIExpression(), !247)
  %62 = load ptr, ptr %3, align 8, !dbg !247
  %63 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !247
  store ptr %63, ptr %3, align 8, !dbg !247
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %8, ptr align 8 %62, i64 4, i1 false), !dbg !247
  %64 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !247
  %65 = load i16, ptr %64, align 2, !dbg !247
  %66 = sext i16 %65 to i32, !dbg !247
  %67 = mul nsw i32 %66, 100, !dbg !247
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !247
  %69 = load i16, ptr %68, align 2, !dbg !247
  %70 = sext i16 %69 to i32, !dbg !247
  %71 = add nsw i32 %67, %70, !dbg !247
  %72 = sext i32 %71 to i64, !dbg !247
  %73 = load i64, ptr %5, align 8, !dbg !247
  %74 = add nsw i64 %73, %72, !dbg !247
  store i64 %74, ptr %5, align 8, !dbg !247
  br label %76, !dbg !247

75:                                               ; preds = %15
  br label %76, !dbg !248

76:                                               ; preds = %75, %61, %53, %52, %32, %26, %19
  br label %77, !dbg !249

77:                                               ; preds = %76
  %78 = load ptr, ptr %6, align 8, !dbg !250
  %79 = getelementptr inbounds i8, ptr %78, i32 1, !dbg !250
  store ptr %79, ptr %6, align 8, !dbg !250
  br label %11, !dbg !250, !llvm.loop !251

80:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !253
    #dbg_declare(ptr %9, !254, !DIExpression(), !255)
  %81 = load ptr, ptr %2, align 8, !dbg !255
  %82 = load i8, ptr %81, align 1, !dbg !255
  %83 = sext i8 %82 to i32, !dbg !255
  %84 = icmp eq i32 %83, 105, !dbg !255
  br i1 %84, label %85, label %89, !dbg !255

85:                                               ; preds = %80
  %86 = load ptr, ptr %4, align 8, !dbg !255
  %87 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !255
  store ptr %87, ptr %4, align 8, !dbg !255
  %88 = load i32, ptr %86, align 8, !dbg !255
  br label %90, !dbg !255

89:                                               ; preds = %80
  br label %90, !dbg !255

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ], !dbg !255
  store i32 %91, ptr %9, align 4, !dbg !255
  call void @llvm.va_end.p0(ptr %4), !dbg !256
  %92 = load i64, ptr %5, align 8, !dbg !257
  %93 = mul nsw i64 %92, 1000, !dbg !257
  %94 = load i32, ptr %9, align 4, !dbg !257
  %95 = sext i32 %94 to i64, !dbg !257
  %96 = add nsw i64 %93, %95, !dbg !257
  ret i64 %96, !dbg !257
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !258 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !261, !DIExpression(), !262)
    #dbg_declare(ptr %3, !263, !DIExpression(), !264)
  call void @llvm.va_start.p0(ptr %3), !dbg !265
    #dbg_declare(ptr %4, !266, !DIExpression(), !267)
  store i32 0, ptr %4, align 4, !dbg !267
  br label %5, !dbg !268

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !268
  %7 = add nsw i32 %6, -1, !dbg !268
  store i32 %7, ptr %2, align 4, !dbg !268
  %8 = icmp sgt i32 %6, 0, !dbg !268
  br i1 %8, label %9, label %16, !dbg !268

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !268
  %11 = mul nsw i32 %10, 31, !dbg !268
  %12 = load ptr, ptr %3, align 8, !dbg !268
  %13 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !268
  store ptr %13, ptr %3, align 8, !dbg !268
  %14 = load i32, ptr %12, align 8, !dbg !268
  %15 = add nsw i32 %11, %14, !dbg !268
  store i32 %15, ptr %4, align 4, !dbg !268
  br label %5, !dbg !268, !llvm.loop !269

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !270
  %17 = load i32, ptr %4, align 4, !dbg !271
  ret i32 %17, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef %0) #3 !dbg !272 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !275, !DIExpression(), !276)
    #dbg_declare(ptr %4, !277, !DIExpression(), !279)
  store i32 0, ptr %4, align 4, !dbg !279
  br label %5, !dbg !279

5:                                                ; preds = %26, %1
  %6 = load i32, ptr %4, align 4, !dbg !279
  %7 = zext i32 %6 to i64, !dbg !279
  %8 = icmp ult i64 %7, 4, !dbg !279
  br i1 %8, label %9, label %29, !dbg !279

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !280
  %11 = zext i32 %10 to i64, !dbg !280
  %12 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %11, !dbg !280
  %13 = getelementptr inbounds %struct.anon.0, ptr %12, i32 0, i32 0, !dbg !280
  %14 = load i8, ptr %13, align 16, !dbg !280
  %15 = sext i8 %14 to i32, !dbg !280
  %16 = load i8, ptr %3, align 1, !dbg !280
  %17 = sext i8 %16 to i32, !dbg !280
  %18 = icmp eq i32 %15, %17, !dbg !280
  br i1 %18, label %19, label %25, !dbg !280

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4, !dbg !282
  %21 = zext i32 %20 to i64, !dbg !282
  %22 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i64 0, i64 %21, !dbg !282
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1, !dbg !282
  %24 = load ptr, ptr %23, align 8, !dbg !282
  store ptr %24, ptr %2, align 8, !dbg !282
  br label %30, !dbg !282

25:                                               ; preds = %9
  br label %26, !dbg !282

26:                                               ; preds = %25
  %27 = load i32, ptr %4, align 4, !dbg !284
  %28 = add i32 %27, 1, !dbg !284
  store i32 %28, ptr %4, align 4, !dbg !284
  br label %5, !dbg !284, !llvm.loop !285

29:                                               ; preds = %5
  store ptr null, ptr %2, align 8, !dbg !287
  br label %30, !dbg !287

30:                                               ; preds = %29, %19
  %31 = load ptr, ptr %2, align 8, !dbg !288
  ret ptr %31, !dbg !288
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !289 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !290, !DIExpression(), !291)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !292, !DIExpression(), !291)
  %5 = load i32, ptr %4, align 4, !dbg !291
  %6 = load i32, ptr %3, align 4, !dbg !291
  %7 = add nsw i32 %5, %6, !dbg !291
  ret i32 %7, !dbg !291
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !293 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !294, !DIExpression(), !295)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !296, !DIExpression(), !295)
  %5 = load i32, ptr %4, align 4, !dbg !295
  %6 = load i32, ptr %3, align 4, !dbg !295
  %7 = mul nsw i32 %5, %6, !dbg !295
  ret i32 %7, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !297 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !298, !DIExpression(), !299)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !300, !DIExpression(), !299)
  %5 = load i32, ptr %4, align 4, !dbg !299
  %6 = load i32, ptr %3, align 4, !dbg !299
  %7 = sub nsw i32 %5, %6, !dbg !299
  ret i32 %7, !dbg !299
}

; Function Attrs: noinline optnone uwtable
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !301 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !305, !DIExpression(), !306)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !307, !DIExpression(), !306)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !308, !DIExpression(), !306)
  store ptr %0, ptr %8, align 8
    #dbg_declare(ptr %8, !309, !DIExpression(), !306)
    #dbg_declare(ptr %9, !310, !DIExpression(), !311)
  store i32 0, ptr %9, align 4, !dbg !311
    #dbg_declare(ptr %10, !312, !DIExpression(), !314)
  store i32 0, ptr %10, align 4, !dbg !314
  br label %11, !dbg !314

11:                                               ; preds = %26, %4
  %12 = load i32, ptr %10, align 4, !dbg !314
  %13 = load i32, ptr %7, align 4, !dbg !314
  %14 = icmp slt i32 %12, %13, !dbg !314
  br i1 %14, label %15, label %29, !dbg !314

15:                                               ; preds = %11
  %16 = load ptr, ptr %8, align 8, !dbg !315
  %17 = load i32, ptr %10, align 4, !dbg !315
  %18 = sext i32 %17 to i64, !dbg !315
  %19 = getelementptr inbounds ptr, ptr %16, i64 %18, !dbg !315
  %20 = load ptr, ptr %19, align 8, !dbg !315
  %21 = load i32, ptr %5, align 4, !dbg !315
  %22 = load i32, ptr %6, align 4, !dbg !315
  %23 = call i32 %20(i32 noundef %22, i32 noundef %21), !dbg !315
  %24 = load i32, ptr %9, align 4, !dbg !315
  %25 = add nsw i32 %24, %23, !dbg !315
  store i32 %25, ptr %9, align 4, !dbg !315
  br label %26, !dbg !315

26:                                               ; preds = %15
  %27 = load i32, ptr %10, align 4, !dbg !315
  %28 = add nsw i32 %27, 1, !dbg !315
  store i32 %28, ptr %10, align 4, !dbg !315
  br label %11, !dbg !315, !llvm.loop !317

29:                                               ; preds = %11
  %30 = load i32, ptr %9, align 4, !dbg !318
  ret i32 %30, !dbg !318
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
    #dbg_declare(ptr %2, !319, !DIExpression(), !320)
    #dbg_declare(ptr %3, !321, !DIExpression(), !325)
    #dbg_declare(ptr %4, !326, !DIExpression(), !325)
  store i32 0, ptr %4, align 4, !dbg !325
    #dbg_declare(ptr %5, !327, !DIExpression(), !325)
  store i32 0, ptr %5, align 4, !dbg !325
  %8 = load ptr, ptr %2, align 8, !dbg !328
  %9 = load i32, ptr %5, align 4, !dbg !328
  %10 = add nsw i32 %9, 1, !dbg !328
  store i32 %10, ptr %5, align 4, !dbg !328
  %11 = sext i32 %9 to i64, !dbg !328
  %12 = getelementptr inbounds i32, ptr %8, i64 %11, !dbg !328
  %13 = load i32, ptr %12, align 4, !dbg !328
  %14 = sext i32 %13 to i64, !dbg !328
  %15 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %14, !dbg !328
  %16 = load ptr, ptr %15, align 8, !dbg !328
  br label %177, !dbg !328

17:                                               ; preds = %177
    #dbg_label(!329, !330)
  %18 = load ptr, ptr %2, align 8, !dbg !330
  %19 = load i32, ptr %5, align 4, !dbg !330
  %20 = add nsw i32 %19, 1, !dbg !330
  store i32 %20, ptr %5, align 4, !dbg !330
  %21 = sext i32 %19 to i64, !dbg !330
  %22 = getelementptr inbounds i32, ptr %18, i64 %21, !dbg !330
  %23 = load i32, ptr %22, align 4, !dbg !330
  %24 = load i32, ptr %4, align 4, !dbg !330
  %25 = add nsw i32 %24, 1, !dbg !330
  store i32 %25, ptr %4, align 4, !dbg !330
  %26 = sext i32 %24 to i64, !dbg !330
  %27 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %26, !dbg !330
  store i32 %23, ptr %27, align 4, !dbg !330
  %28 = load ptr, ptr %2, align 8, !dbg !330
  %29 = load i32, ptr %5, align 4, !dbg !330
  %30 = add nsw i32 %29, 1, !dbg !330
  store i32 %30, ptr %5, align 4, !dbg !330
  %31 = sext i32 %29 to i64, !dbg !330
  %32 = getelementptr inbounds i32, ptr %28, i64 %31, !dbg !330
  %33 = load i32, ptr %32, align 4, !dbg !330
  %34 = sext i32 %33 to i64, !dbg !330
  %35 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %34, !dbg !330
  %36 = load ptr, ptr %35, align 8, !dbg !330
  br label %177, !dbg !330

37:                                               ; preds = %177
    #dbg_label(!331, !332)
  %38 = load i32, ptr %4, align 4, !dbg !332
  %39 = add nsw i32 %38, -1, !dbg !332
  store i32 %39, ptr %4, align 4, !dbg !332
  %40 = load i32, ptr %4, align 4, !dbg !332
  %41 = sext i32 %40 to i64, !dbg !332
  %42 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %41, !dbg !332
  %43 = load i32, ptr %42, align 4, !dbg !332
  %44 = load i32, ptr %4, align 4, !dbg !332
  %45 = sub nsw i32 %44, 1, !dbg !332
  %46 = sext i32 %45 to i64, !dbg !332
  %47 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %46, !dbg !332
  %48 = load i32, ptr %47, align 4, !dbg !332
  %49 = add nsw i32 %48, %43, !dbg !332
  store i32 %49, ptr %47, align 4, !dbg !332
  %50 = load ptr, ptr %2, align 8, !dbg !332
  %51 = load i32, ptr %5, align 4, !dbg !332
  %52 = add nsw i32 %51, 1, !dbg !332
  store i32 %52, ptr %5, align 4, !dbg !332
  %53 = sext i32 %51 to i64, !dbg !332
  %54 = getelementptr inbounds i32, ptr %50, i64 %53, !dbg !332
  %55 = load i32, ptr %54, align 4, !dbg !332
  %56 = sext i32 %55 to i64, !dbg !332
  %57 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %56, !dbg !332
  %58 = load ptr, ptr %57, align 8, !dbg !332
  br label %177, !dbg !332

59:                                               ; preds = %177
    #dbg_label(!333, !334)
  %60 = load i32, ptr %4, align 4, !dbg !334
  %61 = add nsw i32 %60, -1, !dbg !334
  store i32 %61, ptr %4, align 4, !dbg !334
  %62 = load i32, ptr %4, align 4, !dbg !334
  %63 = sext i32 %62 to i64, !dbg !334
  %64 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %63, !dbg !334
  %65 = load i32, ptr %64, align 4, !dbg !334
  %66 = load i32, ptr %4, align 4, !dbg !334
  %67 = sub nsw i32 %66, 1, !dbg !334
  %68 = sext i32 %67 to i64, !dbg !334
  %69 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %68, !dbg !334
  %70 = load i32, ptr %69, align 4, !dbg !334
  %71 = mul nsw i32 %70, %65, !dbg !334
  store i32 %71, ptr %69, align 4, !dbg !334
  %72 = load ptr, ptr %2, align 8, !dbg !334
  %73 = load i32, ptr %5, align 4, !dbg !334
  %74 = add nsw i32 %73, 1, !dbg !334
  store i32 %74, ptr %5, align 4, !dbg !334
  %75 = sext i32 %73 to i64, !dbg !334
  %76 = getelementptr inbounds i32, ptr %72, i64 %75, !dbg !334
  %77 = load i32, ptr %76, align 4, !dbg !334
  %78 = sext i32 %77 to i64, !dbg !334
  %79 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %78, !dbg !334
  %80 = load ptr, ptr %79, align 8, !dbg !334
  br label %177, !dbg !334

81:                                               ; preds = %177
    #dbg_label(!335, !336)
  %82 = load i32, ptr %4, align 4, !dbg !336
  %83 = sub nsw i32 %82, 2, !dbg !336
  %84 = sext i32 %83 to i64, !dbg !336
  %85 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %84, !dbg !336
  %86 = load i32, ptr %85, align 4, !dbg !336
  %87 = load i32, ptr %4, align 4, !dbg !336
  %88 = sext i32 %87 to i64, !dbg !336
  %89 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %88, !dbg !336
  store i32 %86, ptr %89, align 4, !dbg !336
  %90 = load i32, ptr %4, align 4, !dbg !336
  %91 = add nsw i32 %90, 1, !dbg !336
  store i32 %91, ptr %4, align 4, !dbg !336
  %92 = load ptr, ptr %2, align 8, !dbg !336
  %93 = load i32, ptr %5, align 4, !dbg !336
  %94 = add nsw i32 %93, 1, !dbg !336
  store i32 %94, ptr %5, align 4, !dbg !336
  %95 = sext i32 %93 to i64, !dbg !336
  %96 = getelementptr inbounds i32, ptr %92, i64 %95, !dbg !336
  %97 = load i32, ptr %96, align 4, !dbg !336
  %98 = sext i32 %97 to i64, !dbg !336
  %99 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %98, !dbg !336
  %100 = load ptr, ptr %99, align 8, !dbg !336
  br label %177, !dbg !336

101:                                              ; preds = %177
    #dbg_label(!337, !338)
    #dbg_declare(ptr %6, !339, !DIExpression(), !341)
  %102 = load ptr, ptr %2, align 8, !dbg !341
  %103 = load i32, ptr %5, align 4, !dbg !341
  %104 = add nsw i32 %103, 1, !dbg !341
  store i32 %104, ptr %5, align 4, !dbg !341
  %105 = sext i32 %103 to i64, !dbg !341
  %106 = getelementptr inbounds i32, ptr %102, i64 %105, !dbg !341
  %107 = load i32, ptr %106, align 4, !dbg !341
  store i32 %107, ptr %6, align 4, !dbg !341
  %108 = load i32, ptr %4, align 4, !dbg !341
  %109 = add nsw i32 %108, -1, !dbg !341
  store i32 %109, ptr %4, align 4, !dbg !341
  %110 = sext i32 %109 to i64, !dbg !341
  %111 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %110, !dbg !341
  %112 = load i32, ptr %111, align 4, !dbg !341
  %113 = icmp ne i32 %112, 0, !dbg !341
  br i1 %113, label %114, label %116, !dbg !341

114:                                              ; preds = %101
  %115 = load i32, ptr %6, align 4, !dbg !342
  store i32 %115, ptr %5, align 4, !dbg !342
  br label %116, !dbg !342

116:                                              ; preds = %114, %101
  %117 = load ptr, ptr %2, align 8, !dbg !341
  %118 = load i32, ptr %5, align 4, !dbg !341
  %119 = add nsw i32 %118, 1, !dbg !341
  store i32 %119, ptr %5, align 4, !dbg !341
  %120 = sext i32 %118 to i64, !dbg !341
  %121 = getelementptr inbounds i32, ptr %117, i64 %120, !dbg !341
  %122 = load i32, ptr %121, align 4, !dbg !341
  %123 = sext i32 %122 to i64, !dbg !341
  %124 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %123, !dbg !341
  %125 = load ptr, ptr %124, align 8, !dbg !341
  br label %177, !dbg !341

126:                                              ; preds = %177
    #dbg_label(!344, !345)
  %127 = load i32, ptr %4, align 4, !dbg !345
  %128 = sub nsw i32 %127, 1, !dbg !345
  %129 = sext i32 %128 to i64, !dbg !345
  %130 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %129, !dbg !345
  %131 = load i32, ptr %130, align 4, !dbg !345
  %132 = add nsw i32 %131, -1, !dbg !345
  store i32 %132, ptr %130, align 4, !dbg !345
  %133 = load ptr, ptr %2, align 8, !dbg !345
  %134 = load i32, ptr %5, align 4, !dbg !345
  %135 = add nsw i32 %134, 1, !dbg !345
  store i32 %135, ptr %5, align 4, !dbg !345
  %136 = sext i32 %134 to i64, !dbg !345
  %137 = getelementptr inbounds i32, ptr %133, i64 %136, !dbg !345
  %138 = load i32, ptr %137, align 4, !dbg !345
  %139 = sext i32 %138 to i64, !dbg !345
  %140 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %139, !dbg !345
  %141 = load ptr, ptr %140, align 8, !dbg !345
  br label %177, !dbg !345

142:                                              ; preds = %177
    #dbg_label(!346, !347)
    #dbg_declare(ptr %7, !348, !DIExpression(), !350)
  %143 = load i32, ptr %4, align 4, !dbg !350
  %144 = sub nsw i32 %143, 1, !dbg !350
  %145 = sext i32 %144 to i64, !dbg !350
  %146 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %145, !dbg !350
  %147 = load i32, ptr %146, align 4, !dbg !350
  store i32 %147, ptr %7, align 4, !dbg !350
  %148 = load i32, ptr %4, align 4, !dbg !350
  %149 = sub nsw i32 %148, 2, !dbg !350
  %150 = sext i32 %149 to i64, !dbg !350
  %151 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %150, !dbg !350
  %152 = load i32, ptr %151, align 4, !dbg !350
  %153 = load i32, ptr %4, align 4, !dbg !350
  %154 = sub nsw i32 %153, 1, !dbg !350
  %155 = sext i32 %154 to i64, !dbg !350
  %156 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %155, !dbg !350
  store i32 %152, ptr %156, align 4, !dbg !350
  %157 = load i32, ptr %7, align 4, !dbg !350
  %158 = load i32, ptr %4, align 4, !dbg !350
  %159 = sub nsw i32 %158, 2, !dbg !350
  %160 = sext i32 %159 to i64, !dbg !350
  %161 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %160, !dbg !350
  store i32 %157, ptr %161, align 4, !dbg !350
  %162 = load ptr, ptr %2, align 8, !dbg !350
  %163 = load i32, ptr %5, align 4, !dbg !350
  %164 = add nsw i32 %163, 1, !dbg !350
  store i32 %164, ptr %5, align 4, !dbg !350
  %165 = sext i32 %163 to i64, !dbg !350
  %166 = getelementptr inbounds i32, ptr %162, i64 %165, !dbg !350
  %167 = load i32, ptr %166, align 4, !dbg !350
  %168 = sext i32 %167 to i64, !dbg !350
  %169 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i64 0, i64 %168, !dbg !350
  %170 = load ptr, ptr %169, align 8, !dbg !350
  br label %177, !dbg !350

171:                                              ; preds = %177
    #dbg_label(!351, !352)
  %172 = load i32, ptr %4, align 4, !dbg !352
  %173 = sub nsw i32 %172, 1, !dbg !352
  %174 = sext i32 %173 to i64, !dbg !352
  %175 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %174, !dbg !352
  %176 = load i32, ptr %175, align 4, !dbg !352
  ret i32 %176, !dbg !352

177:                                              ; preds = %142, %126, %116, %81, %59, %37, %17, %1
  %178 = phi ptr [ %16, %1 ], [ %36, %17 ], [ %58, %37 ], [ %80, %59 ], [ %100, %81 ], [ %125, %116 ], [ %141, %126 ], [ %170, %142 ]
  indirectbr ptr %178, [label %17, label %37, label %59, label %81, label %101, label %126, label %142, label %171]
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !353 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !354, !DIExpression(), !355)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !356, !DIExpression(), !355)
  %5 = load i32, ptr %3, align 4, !dbg !355
  %6 = icmp ne i32 %5, 0, !dbg !355
  br i1 %6, label %7, label %11, !dbg !355

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !355
  %9 = load i32, ptr %3, align 4, !dbg !355
  %10 = sdiv i32 %8, %9, !dbg !355
  br label %12, !dbg !355

11:                                               ; preds = %2
  br label %12, !dbg !355

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !355
  ret i32 %13, !dbg !355
}

attributes #0 = { noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150, !151, !152}
!llvm.ident = !{!153}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "varargs.c", directory: "/ehi/corpus", checksumkind: CSK_MD5, checksum: "7bb1590e12c60aa33423d06d96fcbad7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
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
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !14, isLocal: true, isDefinition: true)
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
!41 = !{!0, !7, !12, !17, !22, !27, !29, !31, !42, !47, !52, !57, !62, !67, !69, !72, !77, !89, !101, !107, !112, !116, !118, !123, !125, !127, !132, !140}
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
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !3, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression(DW_OP_constu, 0, DW_OP_stack_value))
!70 = distinct !DIGlobalVariable(name: "wchar_t_dummy", scope: !37, file: !2, line: 95, type: !71, isLocal: true, isDefinition: true)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 27)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "op_table", scope: !37, file: !2, line: 52, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 512, elements: !65)
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
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
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
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 320, elements: !5)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "init", scope: !37, file: !2, line: 94, type: !134, isLocal: true, isDefinition: true)
!134 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 94, size: 192, elements: !135)
!135 = !{!136, !137, !138}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !134, file: !2, line: 94, baseType: !36, size: 32)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !134, file: !2, line: 94, baseType: !24, size: 48, offset: 32)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !134, file: !2, line: 94, baseType: !139, size: 64, offset: 128)
!139 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "buf2d", scope: !37, file: !2, line: 93, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !143)
!143 = !{!144, !6}
!144 = !DISubrange(count: 3)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 416, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 13)
!148 = !{i32 2, !"CodeView", i32 1}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 2}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"uwtable", i32 2}
!153 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!154 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !155)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !156)
!156 = !{!157, !159}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !155, file: !2, line: 11, baseType: !158, size: 16)
!158 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !155, file: !2, line: 11, baseType: !158, size: 16, offset: 16)
!160 = !DILocation(line: 100, scope: !33)
!161 = !DILocation(line: 101, scope: !33)
!162 = !DILocation(line: 102, scope: !33)
!163 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!164 = !DILocation(line: 104, scope: !33)
!165 = !DILocalVariable(name: "e", scope: !166, file: !2, line: 105, type: !131)
!166 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105)
!167 = !DILocation(line: 105, scope: !166)
!168 = !DILocalVariable(name: "f", scope: !169, file: !2, line: 106, type: !85)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 105)
!170 = distinct !DILexicalBlock(scope: !166, file: !2, line: 105)
!171 = !DILocation(line: 106, scope: !169)
!172 = !DILocation(line: 107, scope: !169)
!173 = !DILocation(line: 108, scope: !169)
!174 = !DILocation(line: 105, scope: !170)
!175 = distinct !{!175, !167, !176, !177}
!176 = !DILocation(line: 108, scope: !166)
!177 = !{!"llvm.loop.mustprogress"}
!178 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !179)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 192, elements: !181)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!181 = !{!144}
!182 = !DILocation(line: 109, scope: !33)
!183 = !DILocation(line: 110, scope: !33)
!184 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!185 = !DILocation(line: 116, scope: !33)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 117, type: !36)
!187 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117)
!188 = !DILocation(line: 117, scope: !187)
!189 = !DILocation(line: 117, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !2, line: 117)
!191 = distinct !{!191, !188, !188, !177}
!192 = !DILocation(line: 118, scope: !33)
!193 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !194)
!194 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!195 = !DILocation(line: 120, scope: !33)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 121, type: !194)
!197 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121)
!198 = !DILocation(line: 121, scope: !197)
!199 = !DILocation(line: 121, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 121)
!201 = distinct !{!201, !198, !198, !177}
!202 = !DILocation(line: 122, scope: !33)
!203 = !DILocation(line: 123, scope: !33)
!204 = !DILocation(line: 124, scope: !33)
!205 = !DILocalVariable(name: "w", scope: !206, file: !2, line: 125, type: !207)
!206 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!208 = !DILocation(line: 125, scope: !206)
!209 = !DILocation(line: 125, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 125)
!211 = distinct !{!211, !208, !208, !177}
!212 = !DILocation(line: 126, scope: !33)
!213 = !DILocation(line: 128, scope: !33)
!214 = !DILocation(line: 129, scope: !33)
!215 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !216, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!216 = !DISubroutineType(types: !217)
!217 = !{!40, !131, null}
!218 = !DILocalVariable(name: "fmt", arg: 1, scope: !215, file: !2, line: 13, type: !131)
!219 = !DILocation(line: 13, scope: !215)
!220 = !DILocalVariable(name: "ap", scope: !215, file: !2, line: 14, type: !221)
!221 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!224 = !DILocation(line: 14, scope: !215)
!225 = !DILocalVariable(name: "ap2", scope: !215, file: !2, line: 14, type: !221)
!226 = !DILocalVariable(name: "total", scope: !215, file: !2, line: 15, type: !40)
!227 = !DILocation(line: 15, scope: !215)
!228 = !DILocation(line: 16, scope: !215)
!229 = !DILocation(line: 17, scope: !215)
!230 = !DILocalVariable(name: "f", scope: !231, file: !2, line: 18, type: !131)
!231 = distinct !DILexicalBlock(scope: !215, file: !2, line: 18)
!232 = !DILocation(line: 18, scope: !231)
!233 = !DILocation(line: 19, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !2, line: 18)
!235 = distinct !DILexicalBlock(scope: !231, file: !2, line: 18)
!236 = !DILocation(line: 20, scope: !237)
!237 = distinct !DILexicalBlock(scope: !234, file: !2, line: 19)
!238 = !DILocation(line: 21, scope: !237)
!239 = !DILocation(line: 22, scope: !237)
!240 = !DILocalVariable(name: "s", scope: !241, file: !2, line: 23, type: !131)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 23)
!242 = !DILocation(line: 23, scope: !241)
!243 = distinct !{!243, !242, !242, !177}
!244 = !DILocation(line: 24, scope: !237)
!245 = !DILocalVariable(name: "p", scope: !246, file: !2, line: 25, type: !155)
!246 = distinct !DILexicalBlock(scope: !237, file: !2, line: 25)
!247 = !DILocation(line: 25, scope: !246)
!248 = !DILocation(line: 26, scope: !237)
!249 = !DILocation(line: 28, scope: !234)
!250 = !DILocation(line: 18, scope: !235)
!251 = distinct !{!251, !232, !252, !177}
!252 = !DILocation(line: 28, scope: !231)
!253 = !DILocation(line: 29, scope: !215)
!254 = !DILocalVariable(name: "first", scope: !215, file: !2, line: 31, type: !36)
!255 = !DILocation(line: 31, scope: !215)
!256 = !DILocation(line: 32, scope: !215)
!257 = !DILocation(line: 33, scope: !215)
!258 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !259, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!259 = !DISubroutineType(types: !260)
!260 = !{!36, !36, null}
!261 = !DILocalVariable(name: "n", arg: 1, scope: !258, file: !2, line: 36, type: !36)
!262 = !DILocation(line: 36, scope: !258)
!263 = !DILocalVariable(name: "ap", scope: !258, file: !2, line: 37, type: !221)
!264 = !DILocation(line: 37, scope: !258)
!265 = !DILocation(line: 38, scope: !258)
!266 = !DILocalVariable(name: "r", scope: !258, file: !2, line: 39, type: !36)
!267 = !DILocation(line: 39, scope: !258)
!268 = !DILocation(line: 40, scope: !258)
!269 = distinct !{!269, !268, !268, !177}
!270 = !DILocation(line: 41, scope: !258)
!271 = !DILocation(line: 42, scope: !258)
!272 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !273, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!273 = !DISubroutineType(types: !274)
!274 = !{!85, !4}
!275 = !DILocalVariable(name: "c", arg: 1, scope: !272, file: !2, line: 56, type: !4)
!276 = !DILocation(line: 56, scope: !272)
!277 = !DILocalVariable(name: "i", scope: !278, file: !2, line: 57, type: !194)
!278 = distinct !DILexicalBlock(scope: !272, file: !2, line: 57)
!279 = !DILocation(line: 57, scope: !278)
!280 = !DILocation(line: 58, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !2, line: 57)
!282 = !DILocation(line: 58, scope: !283)
!283 = distinct !DILexicalBlock(scope: !281, file: !2, line: 58)
!284 = !DILocation(line: 57, scope: !281)
!285 = distinct !{!285, !279, !286, !177}
!286 = !DILocation(line: 58, scope: !278)
!287 = !DILocation(line: 59, scope: !272)
!288 = !DILocation(line: 60, scope: !272)
!289 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!290 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !2, line: 47, type: !36)
!291 = !DILocation(line: 47, scope: !289)
!292 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !2, line: 47, type: !36)
!293 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !293, file: !2, line: 49, type: !36)
!295 = !DILocation(line: 49, scope: !293)
!296 = !DILocalVariable(name: "a", arg: 1, scope: !293, file: !2, line: 49, type: !36)
!297 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!298 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !2, line: 48, type: !36)
!299 = !DILocation(line: 48, scope: !297)
!300 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !2, line: 48, type: !36)
!301 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !302, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!302 = !DISubroutineType(types: !303)
!303 = !{!36, !304, !36, !36, !36}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!305 = !DILocalVariable(name: "b", arg: 4, scope: !301, file: !2, line: 62, type: !36)
!306 = !DILocation(line: 62, scope: !301)
!307 = !DILocalVariable(name: "a", arg: 3, scope: !301, file: !2, line: 62, type: !36)
!308 = !DILocalVariable(name: "n", arg: 2, scope: !301, file: !2, line: 62, type: !36)
!309 = !DILocalVariable(name: "fns", arg: 1, scope: !301, file: !2, line: 62, type: !304)
!310 = !DILocalVariable(name: "acc", scope: !301, file: !2, line: 63, type: !36)
!311 = !DILocation(line: 63, scope: !301)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 64, type: !36)
!313 = distinct !DILexicalBlock(scope: !301, file: !2, line: 64)
!314 = !DILocation(line: 64, scope: !313)
!315 = !DILocation(line: 64, scope: !316)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 64)
!317 = distinct !{!317, !314, !314, !177}
!318 = !DILocation(line: 65, scope: !301)
!319 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!320 = !DILocation(line: 71, scope: !91)
!321 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !322)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !323)
!323 = !{!324}
!324 = !DISubrange(count: 16)
!325 = !DILocation(line: 74, scope: !91)
!326 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!327 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!328 = !DILocation(line: 76, scope: !91)
!329 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!330 = !DILocation(line: 77, scope: !91)
!331 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!332 = !DILocation(line: 78, scope: !91)
!333 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!334 = !DILocation(line: 79, scope: !91)
!335 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!336 = !DILocation(line: 80, scope: !91)
!337 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!338 = !DILocation(line: 81, scope: !91)
!339 = !DILocalVariable(name: "t", scope: !340, file: !2, line: 81, type: !36)
!340 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81)
!341 = !DILocation(line: 81, scope: !340)
!342 = !DILocation(line: 81, scope: !343)
!343 = distinct !DILexicalBlock(scope: !340, file: !2, line: 81)
!344 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!345 = !DILocation(line: 82, scope: !91)
!346 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!347 = !DILocation(line: 83, scope: !91)
!348 = !DILocalVariable(name: "t", scope: !349, file: !2, line: 83, type: !36)
!349 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83)
!350 = !DILocation(line: 83, scope: !349)
!351 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!352 = !DILocation(line: 84, scope: !91)
!353 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!354 = !DILocalVariable(name: "b", arg: 2, scope: !353, file: !2, line: 50, type: !36)
!355 = !DILocation(line: 50, scope: !353)
!356 = !DILocalVariable(name: "a", arg: 1, scope: !353, file: !2, line: 50, type: !36)
