; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1, !dbg !0
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1, !dbg !7
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1, !dbg !12
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1, !dbg !17
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1, !dbg !22
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1, !dbg !27
@__const.main.fns = private unnamed_addr constant [3 x ptr] [ptr @op_add, ptr @op_mul, ptr @op_sub], align 4
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1, !dbg !29
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4, !dbg !31
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1, !dbg !42
@esc = internal constant [39 x i8] c"tab\09here\0Anl \22q\22 \\ \07\08\0C\0B\0D \7F \7F \00after-nul\00", align 1, !dbg !101
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1, !dbg !47
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1, !dbg !107
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1, !dbg !52
@raw = internal constant [8 x i8] c"\00\01\80\FFA'\22\7F", align 1, !dbg !112
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1, !dbg !57
@words = internal constant [5 x ptr] [ptr @"??_C@_05IAEKHIAN@alpha?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@", ptr @"??_C@_05KDLBCAI@gamma?$AA@", ptr @"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@", ptr null], align 4, !dbg !127
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1, !dbg !62
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1, !dbg !67
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8, !dbg !132
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1, !dbg !140
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1, !dbg !72
@op_table = internal constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4, !dbg !77
@run.dispatch = internal global [8 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %31), ptr blockaddress(@run, %49), ptr blockaddress(@run, %67), ptr blockaddress(@run, %83), ptr blockaddress(@run, %104), ptr blockaddress(@run, %117), ptr blockaddress(@run, %140)], align 4, !dbg !89
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1, !dbg !116
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1, !dbg !118
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1, !dbg !123
@"??_C@_04MGNJNGKI@?$BL?$FL0m?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"\1B[0m\00", comdat, align 1, !dbg !125

; Function Attrs: noinline optnone
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
    #dbg_declare(ptr %2, !155, !DIExpression(), !161)
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %2, ptr align 2 @__const.main.pt, i32 4, i1 false), !dbg !161
  %12 = call i64 (ptr, ...) @vsum(ptr noundef @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef @"??_C@_04DNJNMJF@four?$AA@", i32 noundef 65, ptr noundef byval(%struct.Pt) align 4 %2), !dbg !162
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 noundef %12), !dbg !162
  %14 = call i32 (i32, ...) @forward(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !163
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 noundef %14), !dbg !163
    #dbg_declare(ptr %3, !164, !DIExpression(), !165)
  store ptr @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", ptr %3, align 4, !dbg !165
    #dbg_declare(ptr %4, !166, !DIExpression(), !168)
  %16 = load ptr, ptr %3, align 4, !dbg !168
  store ptr %16, ptr %4, align 4, !dbg !168
  br label %17, !dbg !168

17:                                               ; preds = %37, %0
  %18 = load ptr, ptr %4, align 4, !dbg !168
  %19 = load i8, ptr %18, align 1, !dbg !168
  %20 = icmp ne i8 %19, 0, !dbg !168
  br i1 %20, label %21, label %40, !dbg !168

21:                                               ; preds = %17
    #dbg_declare(ptr %5, !169, !DIExpression(), !172)
  %22 = load ptr, ptr %4, align 4, !dbg !172
  %23 = load i8, ptr %22, align 1, !dbg !172
  %24 = call ptr @lookup(i8 noundef signext %23), !dbg !172
  store ptr %24, ptr %5, align 4, !dbg !172
  %25 = load ptr, ptr %5, align 4, !dbg !173
  %26 = icmp ne ptr %25, null, !dbg !173
  br i1 %26, label %27, label %30, !dbg !173

27:                                               ; preds = %21
  %28 = load ptr, ptr %5, align 4, !dbg !173
  %29 = call i32 %28(i32 noundef 17, i32 noundef 5), !dbg !173
  br label %31, !dbg !173

30:                                               ; preds = %21
  br label %31, !dbg !173

31:                                               ; preds = %30, %27
  %32 = phi i32 [ %29, %27 ], [ -1, %30 ], !dbg !173
  %33 = load ptr, ptr %4, align 4, !dbg !173
  %34 = load i8, ptr %33, align 1, !dbg !173
  %35 = sext i8 %34 to i32, !dbg !173
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 noundef %35, i32 noundef %32), !dbg !173
  br label %37, !dbg !174

37:                                               ; preds = %31
  %38 = load ptr, ptr %4, align 4, !dbg !175
  %39 = getelementptr inbounds i8, ptr %38, i32 1, !dbg !175
  store ptr %39, ptr %4, align 4, !dbg !175
  br label %17, !dbg !175, !llvm.loop !176

40:                                               ; preds = %17
    #dbg_declare(ptr %6, !179, !DIExpression(), !183)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %6, ptr align 4 @__const.main.fns, i32 12, i1 false), !dbg !183
  %41 = getelementptr inbounds [3 x ptr], ptr %6, i32 0, i32 0, !dbg !184
  %42 = call i32 @apply_all(ptr noundef %41, i32 noundef 3, i32 noundef 6, i32 noundef 7), !dbg !184
  %43 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 noundef %42), !dbg !184
    #dbg_declare(ptr %7, !185, !DIExpression(), !186)
  store i32 1, ptr %7, align 4, !dbg !186
    #dbg_declare(ptr %8, !187, !DIExpression(), !189)
  store i32 5, ptr %8, align 4, !dbg !189
  br label %44, !dbg !189

44:                                               ; preds = %51, %40
  %45 = load i32, ptr %8, align 4, !dbg !189
  %46 = icmp sgt i32 %45, 0, !dbg !189
  br i1 %46, label %47, label %54, !dbg !189

47:                                               ; preds = %44
  %48 = load i32, ptr %8, align 4, !dbg !190
  %49 = load i32, ptr %7, align 4, !dbg !190
  %50 = mul nsw i32 %49, %48, !dbg !190
  store i32 %50, ptr %7, align 4, !dbg !190
  br label %51, !dbg !190

51:                                               ; preds = %47
  %52 = load i32, ptr %8, align 4, !dbg !190
  %53 = add nsw i32 %52, -1, !dbg !190
  store i32 %53, ptr %8, align 4, !dbg !190
  br label %44, !dbg !190, !llvm.loop !192

54:                                               ; preds = %44
  %55 = load i32, ptr %7, align 4, !dbg !193
  %56 = call i32 @run(ptr noundef @main.prog), !dbg !193
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 noundef %56, i32 noundef %55), !dbg !193
    #dbg_declare(ptr %9, !194, !DIExpression(), !196)
  store i32 -2128831035, ptr %9, align 4, !dbg !196
    #dbg_declare(ptr %10, !197, !DIExpression(), !199)
  store i32 0, ptr %10, align 4, !dbg !199
  br label %58, !dbg !199

58:                                               ; preds = %69, %54
  %59 = load i32, ptr %10, align 4, !dbg !199
  %60 = icmp ult i32 %59, 39, !dbg !199
  br i1 %60, label %61, label %72, !dbg !199

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4, !dbg !200
  %63 = load i32, ptr %10, align 4, !dbg !200
  %64 = getelementptr inbounds [39 x i8], ptr @esc, i32 0, i32 %63, !dbg !200
  %65 = load i8, ptr %64, align 1, !dbg !200
  %66 = zext i8 %65 to i32, !dbg !200
  %67 = xor i32 %62, %66, !dbg !200
  %68 = mul i32 %67, 16777619, !dbg !200
  store i32 %68, ptr %9, align 4, !dbg !200
  br label %69, !dbg !200

69:                                               ; preds = %61
  %70 = load i32, ptr %10, align 4, !dbg !200
  %71 = add i32 %70, 1, !dbg !200
  store i32 %71, ptr %10, align 4, !dbg !200
  br label %58, !dbg !200, !llvm.loop !202

72:                                               ; preds = %58
  %73 = load i32, ptr %9, align 4, !dbg !203
  %74 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 noundef 39, i32 noundef %73), !dbg !203
  %75 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", ptr noundef @utf8, i32 noundef 23), !dbg !204
  %76 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 5), align 1, !dbg !205
  %77 = zext i8 %76 to i32, !dbg !205
  %78 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 3), align 1, !dbg !205
  %79 = zext i8 %78 to i32, !dbg !205
  %80 = load i8, ptr getelementptr inbounds ([8 x i8], ptr @raw, i32 0, i32 2), align 1, !dbg !205
  %81 = zext i8 %80 to i32, !dbg !205
  %82 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %81, i32 noundef %79, i32 noundef %77), !dbg !205
    #dbg_declare(ptr %11, !206, !DIExpression(), !209)
  store ptr @words, ptr %11, align 4, !dbg !209
  br label %83, !dbg !209

83:                                               ; preds = %101, %72
  %84 = load ptr, ptr %11, align 4, !dbg !209
  %85 = load ptr, ptr %84, align 4, !dbg !209
  %86 = icmp ne ptr %85, null, !dbg !209
  br i1 %86, label %87, label %104, !dbg !209

87:                                               ; preds = %83
  %88 = load ptr, ptr %11, align 4, !dbg !210
  %89 = getelementptr inbounds ptr, ptr %88, i32 0, !dbg !210
  %90 = load ptr, ptr %89, align 4, !dbg !210
  %91 = load i8, ptr %90, align 1, !dbg !210
  %92 = sext i8 %91 to i32, !dbg !210
  %93 = icmp eq i32 %92, 27, !dbg !210
  br i1 %93, label %94, label %95, !dbg !210

94:                                               ; preds = %87
  br label %98, !dbg !210

95:                                               ; preds = %87
  %96 = load ptr, ptr %11, align 4, !dbg !210
  %97 = load ptr, ptr %96, align 4, !dbg !210
  br label %98, !dbg !210

98:                                               ; preds = %95, %94
  %99 = phi ptr [ @"??_C@_03MKCEMJLP@esc?$AA@", %94 ], [ %97, %95 ], !dbg !210
  %100 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef %99), !dbg !210
  br label %101, !dbg !210

101:                                              ; preds = %98
  %102 = load ptr, ptr %11, align 4, !dbg !210
  %103 = getelementptr inbounds ptr, ptr %102, i32 1, !dbg !210
  store ptr %103, ptr %11, align 4, !dbg !210
  br label %83, !dbg !210, !llvm.loop !212

104:                                              ; preds = %83
  %105 = load double, ptr getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 2), align 8, !dbg !213
  %106 = load i32, ptr @init, align 8, !dbg !213
  %107 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", ptr noundef @buf2d, ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 1), ptr noundef getelementptr inbounds ([3 x [5 x i8]], ptr @buf2d, i32 0, i32 2), i32 noundef %106, ptr noundef getelementptr inbounds (%struct.anon, ptr @init, i32 0, i32 1), double noundef %105, i32 noundef 6), !dbg !213
  %108 = call i32 @putchar(i32 noundef 10), !dbg !214
  ret i32 0, !dbg !215
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define internal i64 @vsum(ptr noundef %0, ...) #3 !dbg !216 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Pt, align 2
  %9 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !219, !DIExpression(), !220)
    #dbg_declare(ptr %3, !221, !DIExpression(), !225)
    #dbg_declare(ptr %4, !226, !DIExpression(), !225)
    #dbg_declare(ptr %5, !227, !DIExpression(), !228)
  store i64 0, ptr %5, align 8, !dbg !228
  call void @llvm.va_start.p0(ptr %3), !dbg !229
  call void @llvm.va_copy.p0(ptr %4, ptr %3), !dbg !230
    #dbg_declare(ptr %6, !231, !DIExpression(), !233)
  %10 = load ptr, ptr %2, align 4, !dbg !233
  store ptr %10, ptr %6, align 4, !dbg !233
  br label %11, !dbg !233

11:                                               ; preds = %77, %1
  %12 = load ptr, ptr %6, align 4, !dbg !233
  %13 = load i8, ptr %12, align 1, !dbg !233
  %14 = icmp ne i8 %13, 0, !dbg !233
  br i1 %14, label %15, label %80, !dbg !233

15:                                               ; preds = %11
  %16 = load ptr, ptr %6, align 4, !dbg !234
  %17 = load i8, ptr %16, align 1, !dbg !234
  %18 = sext i8 %17 to i32, !dbg !234
  switch i32 %18, label %75 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %53
    i32 112, label %61
  ], !dbg !234

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 4, !dbg !237
  %21 = getelementptr inbounds i8, ptr %20, i32 4, !dbg !237
  store ptr %21, ptr %3, align 4, !dbg !237
  %22 = load i32, ptr %20, align 4, !dbg !237
  %23 = sext i32 %22 to i64, !dbg !237
  %24 = load i64, ptr %5, align 8, !dbg !237
  %25 = add nsw i64 %24, %23, !dbg !237
  store i64 %25, ptr %5, align 8, !dbg !237
  br label %76, !dbg !237

26:                                               ; preds = %15
  %27 = load ptr, ptr %3, align 4, !dbg !239
  %28 = getelementptr inbounds i8, ptr %27, i32 8, !dbg !239
  store ptr %28, ptr %3, align 4, !dbg !239
  %29 = load i64, ptr %27, align 4, !dbg !239
  %30 = load i64, ptr %5, align 8, !dbg !239
  %31 = add nsw i64 %30, %29, !dbg !239
  store i64 %31, ptr %5, align 8, !dbg !239
  br label %76, !dbg !239

32:                                               ; preds = %15
  %33 = load ptr, ptr %3, align 4, !dbg !240
  %34 = getelementptr inbounds i8, ptr %33, i32 8, !dbg !240
  store ptr %34, ptr %3, align 4, !dbg !240
  %35 = load double, ptr %33, align 4, !dbg !240
  %36 = fmul double %35, 1.000000e+01, !dbg !240
  %37 = fptosi double %36 to i64, !dbg !240
  %38 = load i64, ptr %5, align 8, !dbg !240
  %39 = add nsw i64 %38, %37, !dbg !240
  store i64 %39, ptr %5, align 8, !dbg !240
  br label %76, !dbg !240

40:                                               ; preds = %15
    #dbg_declare(ptr %7, !241, !DIExpression(), !243)
  %41 = load ptr, ptr %3, align 4, !dbg !243
  %42 = getelementptr inbounds i8, ptr %41, i32 4, !dbg !243
  store ptr %42, ptr %3, align 4, !dbg !243
  %43 = load ptr, ptr %41, align 4, !dbg !243
  store ptr %43, ptr %7, align 4, !dbg !243
  br label %44, !dbg !243

44:                                               ; preds = %49, %40
  %45 = load ptr, ptr %7, align 4, !dbg !243
  %46 = getelementptr inbounds i8, ptr %45, i32 1, !dbg !243
  store ptr %46, ptr %7, align 4, !dbg !243
  %47 = load i8, ptr %45, align 1, !dbg !243
  %48 = icmp ne i8 %47, 0, !dbg !243
  br i1 %48, label %49, label %52, !dbg !243

49:                                               ; preds = %44
  %50 = load i64, ptr %5, align 8, !dbg !243
  %51 = add nsw i64 %50, 1, !dbg !243
  store i64 %51, ptr %5, align 8, !dbg !243
  br label %44, !dbg !243, !llvm.loop !244

52:                                               ; preds = %44
  br label %76, !dbg !243

53:                                               ; preds = %15
  %54 = load ptr, ptr %3, align 4, !dbg !245
  %55 = getelementptr inbounds i8, ptr %54, i32 4, !dbg !245
  store ptr %55, ptr %3, align 4, !dbg !245
  %56 = load i32, ptr %54, align 4, !dbg !245
  %57 = trunc i32 %56 to i8, !dbg !245
  %58 = sext i8 %57 to i64, !dbg !245
  %59 = load i64, ptr %5, align 8, !dbg !245
  %60 = add nsw i64 %59, %58, !dbg !245
  store i64 %60, ptr %5, align 8, !dbg !245
  br label %76, !dbg !245

61:                                               ; preds = %15
    #dbg_declare(ptr %8, !246, !DIExpression(), !248)
  %62 = load ptr, ptr %3, align 4, !dbg !248
  %63 = getelementptr inbounds i8, ptr %62, i32 4, !dbg !248
  store ptr %63, ptr %3, align 4, !dbg !248
  call void @llvm.memcpy.p0.p0.i32(ptr align 2 %8, ptr align 4 %62, i32 4, i1 false), !dbg !248
  %64 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 0, !dbg !248
  %65 = load i16, ptr %64, align 2, !dbg !248
  %66 = sext i16 %65 to i32, !dbg !248
  %67 = mul nsw i32 %66, 100, !dbg !248
  %68 = getelementptr inbounds %struct.Pt, ptr %8, i32 0, i32 1, !dbg !248
  %69 = load i16, ptr %68, align 2, !dbg !248
  %70 = sext i16 %69 to i32, !dbg !248
  %71 = add nsw i32 %67, %70, !dbg !248
  %72 = sext i32 %71 to i64, !dbg !248
  %73 = load i64, ptr %5, align 8, !dbg !248
  %74 = add nsw i64 %73, %72, !dbg !248
  store i64 %74, ptr %5, align 8, !dbg !248
  br label %76, !dbg !248

75:                                               ; preds = %15
  br label %76, !dbg !249

76:                                               ; preds = %75, %61, %53, %52, %32, %26, %19
  br label %77, !dbg !250

77:                                               ; preds = %76
  %78 = load ptr, ptr %6, align 4, !dbg !251
  %79 = getelementptr inbounds i8, ptr %78, i32 1, !dbg !251
  store ptr %79, ptr %6, align 4, !dbg !251
  br label %11, !dbg !251, !llvm.loop !252

80:                                               ; preds = %11
  call void @llvm.va_end.p0(ptr %3), !dbg !254
    #dbg_declare(ptr %9, !255, !DIExpression(), !256)
  %81 = load ptr, ptr %2, align 4, !dbg !256
  %82 = load i8, ptr %81, align 1, !dbg !256
  %83 = sext i8 %82 to i32, !dbg !256
  %84 = icmp eq i32 %83, 105, !dbg !256
  br i1 %84, label %85, label %89, !dbg !256

85:                                               ; preds = %80
  %86 = load ptr, ptr %4, align 4, !dbg !256
  %87 = getelementptr inbounds i8, ptr %86, i32 4, !dbg !256
  store ptr %87, ptr %4, align 4, !dbg !256
  %88 = load i32, ptr %86, align 4, !dbg !256
  br label %90, !dbg !256

89:                                               ; preds = %80
  br label %90, !dbg !256

90:                                               ; preds = %89, %85
  %91 = phi i32 [ %88, %85 ], [ 0, %89 ], !dbg !256
  store i32 %91, ptr %9, align 4, !dbg !256
  call void @llvm.va_end.p0(ptr %4), !dbg !257
  %92 = load i64, ptr %5, align 8, !dbg !258
  %93 = mul nsw i64 %92, 1000, !dbg !258
  %94 = load i32, ptr %9, align 4, !dbg !258
  %95 = sext i32 %94 to i64, !dbg !258
  %96 = add nsw i64 %93, %95, !dbg !258
  ret i64 %96, !dbg !258
}

; Function Attrs: noinline nounwind optnone
define internal i32 @forward(i32 noundef %0, ...) #3 !dbg !259 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !262, !DIExpression(), !263)
    #dbg_declare(ptr %3, !264, !DIExpression(), !265)
  call void @llvm.va_start.p0(ptr %3), !dbg !266
    #dbg_declare(ptr %4, !267, !DIExpression(), !268)
  store i32 0, ptr %4, align 4, !dbg !268
  br label %5, !dbg !269

5:                                                ; preds = %9, %1
  %6 = load i32, ptr %2, align 4, !dbg !269
  %7 = add nsw i32 %6, -1, !dbg !269
  store i32 %7, ptr %2, align 4, !dbg !269
  %8 = icmp sgt i32 %6, 0, !dbg !269
  br i1 %8, label %9, label %16, !dbg !269

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !269
  %11 = mul nsw i32 %10, 31, !dbg !269
  %12 = load ptr, ptr %3, align 4, !dbg !269
  %13 = getelementptr inbounds i8, ptr %12, i32 4, !dbg !269
  store ptr %13, ptr %3, align 4, !dbg !269
  %14 = load i32, ptr %12, align 4, !dbg !269
  %15 = add nsw i32 %11, %14, !dbg !269
  store i32 %15, ptr %4, align 4, !dbg !269
  br label %5, !dbg !269, !llvm.loop !270

16:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr %3), !dbg !271
  %17 = load i32, ptr %4, align 4, !dbg !272
  ret i32 %17, !dbg !272
}

; Function Attrs: noinline nounwind optnone
define internal ptr @lookup(i8 noundef signext %0) #3 !dbg !273 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
    #dbg_declare(ptr %4, !278, !DIExpression(), !280)
  store i32 0, ptr %4, align 4, !dbg !280
  br label %5, !dbg !280

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !280
  %7 = icmp ult i32 %6, 4, !dbg !280
  br i1 %7, label %8, label %26, !dbg !280

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !281
  %10 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %9, !dbg !281
  %11 = getelementptr inbounds %struct.anon.0, ptr %10, i32 0, i32 0, !dbg !281
  %12 = load i8, ptr %11, align 4, !dbg !281
  %13 = sext i8 %12 to i32, !dbg !281
  %14 = load i8, ptr %3, align 1, !dbg !281
  %15 = sext i8 %14 to i32, !dbg !281
  %16 = icmp eq i32 %13, %15, !dbg !281
  br i1 %16, label %17, label %22, !dbg !281

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !283
  %19 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %18, !dbg !283
  %20 = getelementptr inbounds %struct.anon.0, ptr %19, i32 0, i32 1, !dbg !283
  %21 = load ptr, ptr %20, align 4, !dbg !283
  store ptr %21, ptr %2, align 4, !dbg !283
  br label %27, !dbg !283

22:                                               ; preds = %8
  br label %23, !dbg !283

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !285
  %25 = add i32 %24, 1, !dbg !285
  store i32 %25, ptr %4, align 4, !dbg !285
  br label %5, !dbg !285, !llvm.loop !286

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !288
  br label %27, !dbg !288

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !289
  ret ptr %28, !dbg !289
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #3 !dbg !290 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !291, !DIExpression(), !292)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !293, !DIExpression(), !292)
  %5 = load i32, ptr %4, align 4, !dbg !292
  %6 = load i32, ptr %3, align 4, !dbg !292
  %7 = add nsw i32 %5, %6, !dbg !292
  ret i32 %7, !dbg !292
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #3 !dbg !294 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !295, !DIExpression(), !296)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !297, !DIExpression(), !296)
  %5 = load i32, ptr %4, align 4, !dbg !296
  %6 = load i32, ptr %3, align 4, !dbg !296
  %7 = mul nsw i32 %5, %6, !dbg !296
  ret i32 %7, !dbg !296
}

; Function Attrs: noinline nounwind optnone
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #3 !dbg !298 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !299, !DIExpression(), !300)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !301, !DIExpression(), !300)
  %5 = load i32, ptr %4, align 4, !dbg !300
  %6 = load i32, ptr %3, align 4, !dbg !300
  %7 = sub nsw i32 %5, %6, !dbg !300
  ret i32 %7, !dbg !300
}

; Function Attrs: noinline optnone
define internal i32 @apply_all(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !302 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %3, ptr %5, align 4
    #dbg_declare(ptr %5, !306, !DIExpression(), !307)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !308, !DIExpression(), !307)
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !309, !DIExpression(), !307)
  store ptr %0, ptr %8, align 4
    #dbg_declare(ptr %8, !310, !DIExpression(), !307)
    #dbg_declare(ptr %9, !311, !DIExpression(), !312)
  store i32 0, ptr %9, align 4, !dbg !312
    #dbg_declare(ptr %10, !313, !DIExpression(), !315)
  store i32 0, ptr %10, align 4, !dbg !315
  br label %11, !dbg !315

11:                                               ; preds = %25, %4
  %12 = load i32, ptr %10, align 4, !dbg !315
  %13 = load i32, ptr %7, align 4, !dbg !315
  %14 = icmp slt i32 %12, %13, !dbg !315
  br i1 %14, label %15, label %28, !dbg !315

15:                                               ; preds = %11
  %16 = load ptr, ptr %8, align 4, !dbg !316
  %17 = load i32, ptr %10, align 4, !dbg !316
  %18 = getelementptr inbounds ptr, ptr %16, i32 %17, !dbg !316
  %19 = load ptr, ptr %18, align 4, !dbg !316
  %20 = load i32, ptr %5, align 4, !dbg !316
  %21 = load i32, ptr %6, align 4, !dbg !316
  %22 = call i32 %19(i32 noundef %21, i32 noundef %20), !dbg !316
  %23 = load i32, ptr %9, align 4, !dbg !316
  %24 = add nsw i32 %23, %22, !dbg !316
  store i32 %24, ptr %9, align 4, !dbg !316
  br label %25, !dbg !316

25:                                               ; preds = %15
  %26 = load i32, ptr %10, align 4, !dbg !316
  %27 = add nsw i32 %26, 1, !dbg !316
  store i32 %27, ptr %10, align 4, !dbg !316
  br label %11, !dbg !316, !llvm.loop !318

28:                                               ; preds = %11
  %29 = load i32, ptr %9, align 4, !dbg !319
  ret i32 %29, !dbg !319
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
    #dbg_declare(ptr %2, !320, !DIExpression(), !321)
    #dbg_declare(ptr %3, !322, !DIExpression(), !326)
    #dbg_declare(ptr %4, !327, !DIExpression(), !326)
  store i32 0, ptr %4, align 4, !dbg !326
    #dbg_declare(ptr %5, !328, !DIExpression(), !326)
  store i32 0, ptr %5, align 4, !dbg !326
  %8 = load ptr, ptr %2, align 4, !dbg !329
  %9 = load i32, ptr %5, align 4, !dbg !329
  %10 = add nsw i32 %9, 1, !dbg !329
  store i32 %10, ptr %5, align 4, !dbg !329
  %11 = getelementptr inbounds i32, ptr %8, i32 %9, !dbg !329
  %12 = load i32, ptr %11, align 4, !dbg !329
  %13 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !329
  %14 = load ptr, ptr %13, align 4, !dbg !329
  br label %145, !dbg !329

15:                                               ; preds = %145
    #dbg_label(!330, !331)
  %16 = load ptr, ptr %2, align 4, !dbg !331
  %17 = load i32, ptr %5, align 4, !dbg !331
  %18 = add nsw i32 %17, 1, !dbg !331
  store i32 %18, ptr %5, align 4, !dbg !331
  %19 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !331
  %20 = load i32, ptr %19, align 4, !dbg !331
  %21 = load i32, ptr %4, align 4, !dbg !331
  %22 = add nsw i32 %21, 1, !dbg !331
  store i32 %22, ptr %4, align 4, !dbg !331
  %23 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %21, !dbg !331
  store i32 %20, ptr %23, align 4, !dbg !331
  %24 = load ptr, ptr %2, align 4, !dbg !331
  %25 = load i32, ptr %5, align 4, !dbg !331
  %26 = add nsw i32 %25, 1, !dbg !331
  store i32 %26, ptr %5, align 4, !dbg !331
  %27 = getelementptr inbounds i32, ptr %24, i32 %25, !dbg !331
  %28 = load i32, ptr %27, align 4, !dbg !331
  %29 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %28, !dbg !331
  %30 = load ptr, ptr %29, align 4, !dbg !331
  br label %145, !dbg !331

31:                                               ; preds = %145
    #dbg_label(!332, !333)
  %32 = load i32, ptr %4, align 4, !dbg !333
  %33 = add nsw i32 %32, -1, !dbg !333
  store i32 %33, ptr %4, align 4, !dbg !333
  %34 = load i32, ptr %4, align 4, !dbg !333
  %35 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %34, !dbg !333
  %36 = load i32, ptr %35, align 4, !dbg !333
  %37 = load i32, ptr %4, align 4, !dbg !333
  %38 = sub nsw i32 %37, 1, !dbg !333
  %39 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %38, !dbg !333
  %40 = load i32, ptr %39, align 4, !dbg !333
  %41 = add nsw i32 %40, %36, !dbg !333
  store i32 %41, ptr %39, align 4, !dbg !333
  %42 = load ptr, ptr %2, align 4, !dbg !333
  %43 = load i32, ptr %5, align 4, !dbg !333
  %44 = add nsw i32 %43, 1, !dbg !333
  store i32 %44, ptr %5, align 4, !dbg !333
  %45 = getelementptr inbounds i32, ptr %42, i32 %43, !dbg !333
  %46 = load i32, ptr %45, align 4, !dbg !333
  %47 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %46, !dbg !333
  %48 = load ptr, ptr %47, align 4, !dbg !333
  br label %145, !dbg !333

49:                                               ; preds = %145
    #dbg_label(!334, !335)
  %50 = load i32, ptr %4, align 4, !dbg !335
  %51 = add nsw i32 %50, -1, !dbg !335
  store i32 %51, ptr %4, align 4, !dbg !335
  %52 = load i32, ptr %4, align 4, !dbg !335
  %53 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %52, !dbg !335
  %54 = load i32, ptr %53, align 4, !dbg !335
  %55 = load i32, ptr %4, align 4, !dbg !335
  %56 = sub nsw i32 %55, 1, !dbg !335
  %57 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %56, !dbg !335
  %58 = load i32, ptr %57, align 4, !dbg !335
  %59 = mul nsw i32 %58, %54, !dbg !335
  store i32 %59, ptr %57, align 4, !dbg !335
  %60 = load ptr, ptr %2, align 4, !dbg !335
  %61 = load i32, ptr %5, align 4, !dbg !335
  %62 = add nsw i32 %61, 1, !dbg !335
  store i32 %62, ptr %5, align 4, !dbg !335
  %63 = getelementptr inbounds i32, ptr %60, i32 %61, !dbg !335
  %64 = load i32, ptr %63, align 4, !dbg !335
  %65 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %64, !dbg !335
  %66 = load ptr, ptr %65, align 4, !dbg !335
  br label %145, !dbg !335

67:                                               ; preds = %145
    #dbg_label(!336, !337)
  %68 = load i32, ptr %4, align 4, !dbg !337
  %69 = sub nsw i32 %68, 2, !dbg !337
  %70 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %69, !dbg !337
  %71 = load i32, ptr %70, align 4, !dbg !337
  %72 = load i32, ptr %4, align 4, !dbg !337
  %73 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %72, !dbg !337
  store i32 %71, ptr %73, align 4, !dbg !337
  %74 = load i32, ptr %4, align 4, !dbg !337
  %75 = add nsw i32 %74, 1, !dbg !337
  store i32 %75, ptr %4, align 4, !dbg !337
  %76 = load ptr, ptr %2, align 4, !dbg !337
  %77 = load i32, ptr %5, align 4, !dbg !337
  %78 = add nsw i32 %77, 1, !dbg !337
  store i32 %78, ptr %5, align 4, !dbg !337
  %79 = getelementptr inbounds i32, ptr %76, i32 %77, !dbg !337
  %80 = load i32, ptr %79, align 4, !dbg !337
  %81 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !337
  %82 = load ptr, ptr %81, align 4, !dbg !337
  br label %145, !dbg !337

83:                                               ; preds = %145
    #dbg_label(!338, !339)
    #dbg_declare(ptr %6, !340, !DIExpression(), !342)
  %84 = load ptr, ptr %2, align 4, !dbg !342
  %85 = load i32, ptr %5, align 4, !dbg !342
  %86 = add nsw i32 %85, 1, !dbg !342
  store i32 %86, ptr %5, align 4, !dbg !342
  %87 = getelementptr inbounds i32, ptr %84, i32 %85, !dbg !342
  %88 = load i32, ptr %87, align 4, !dbg !342
  store i32 %88, ptr %6, align 4, !dbg !342
  %89 = load i32, ptr %4, align 4, !dbg !342
  %90 = add nsw i32 %89, -1, !dbg !342
  store i32 %90, ptr %4, align 4, !dbg !342
  %91 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %90, !dbg !342
  %92 = load i32, ptr %91, align 4, !dbg !342
  %93 = icmp ne i32 %92, 0, !dbg !342
  br i1 %93, label %94, label %96, !dbg !342

94:                                               ; preds = %83
  %95 = load i32, ptr %6, align 4, !dbg !343
  store i32 %95, ptr %5, align 4, !dbg !343
  br label %96, !dbg !343

96:                                               ; preds = %94, %83
  %97 = load ptr, ptr %2, align 4, !dbg !342
  %98 = load i32, ptr %5, align 4, !dbg !342
  %99 = add nsw i32 %98, 1, !dbg !342
  store i32 %99, ptr %5, align 4, !dbg !342
  %100 = getelementptr inbounds i32, ptr %97, i32 %98, !dbg !342
  %101 = load i32, ptr %100, align 4, !dbg !342
  %102 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %101, !dbg !342
  %103 = load ptr, ptr %102, align 4, !dbg !342
  br label %145, !dbg !342

104:                                              ; preds = %145
    #dbg_label(!345, !346)
  %105 = load i32, ptr %4, align 4, !dbg !346
  %106 = sub nsw i32 %105, 1, !dbg !346
  %107 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %106, !dbg !346
  %108 = load i32, ptr %107, align 4, !dbg !346
  %109 = add nsw i32 %108, -1, !dbg !346
  store i32 %109, ptr %107, align 4, !dbg !346
  %110 = load ptr, ptr %2, align 4, !dbg !346
  %111 = load i32, ptr %5, align 4, !dbg !346
  %112 = add nsw i32 %111, 1, !dbg !346
  store i32 %112, ptr %5, align 4, !dbg !346
  %113 = getelementptr inbounds i32, ptr %110, i32 %111, !dbg !346
  %114 = load i32, ptr %113, align 4, !dbg !346
  %115 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %114, !dbg !346
  %116 = load ptr, ptr %115, align 4, !dbg !346
  br label %145, !dbg !346

117:                                              ; preds = %145
    #dbg_label(!347, !348)
    #dbg_declare(ptr %7, !349, !DIExpression(), !351)
  %118 = load i32, ptr %4, align 4, !dbg !351
  %119 = sub nsw i32 %118, 1, !dbg !351
  %120 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %119, !dbg !351
  %121 = load i32, ptr %120, align 4, !dbg !351
  store i32 %121, ptr %7, align 4, !dbg !351
  %122 = load i32, ptr %4, align 4, !dbg !351
  %123 = sub nsw i32 %122, 2, !dbg !351
  %124 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %123, !dbg !351
  %125 = load i32, ptr %124, align 4, !dbg !351
  %126 = load i32, ptr %4, align 4, !dbg !351
  %127 = sub nsw i32 %126, 1, !dbg !351
  %128 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %127, !dbg !351
  store i32 %125, ptr %128, align 4, !dbg !351
  %129 = load i32, ptr %7, align 4, !dbg !351
  %130 = load i32, ptr %4, align 4, !dbg !351
  %131 = sub nsw i32 %130, 2, !dbg !351
  %132 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %131, !dbg !351
  store i32 %129, ptr %132, align 4, !dbg !351
  %133 = load ptr, ptr %2, align 4, !dbg !351
  %134 = load i32, ptr %5, align 4, !dbg !351
  %135 = add nsw i32 %134, 1, !dbg !351
  store i32 %135, ptr %5, align 4, !dbg !351
  %136 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !351
  %137 = load i32, ptr %136, align 4, !dbg !351
  %138 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %137, !dbg !351
  %139 = load ptr, ptr %138, align 4, !dbg !351
  br label %145, !dbg !351

140:                                              ; preds = %145
    #dbg_label(!352, !353)
  %141 = load i32, ptr %4, align 4, !dbg !353
  %142 = sub nsw i32 %141, 1, !dbg !353
  %143 = getelementptr inbounds [16 x i32], ptr %3, i32 0, i32 %142, !dbg !353
  %144 = load i32, ptr %143, align 4, !dbg !353
  ret i32 %144, !dbg !353

145:                                              ; preds = %117, %104, %96, %67, %49, %31, %15, %1
  %146 = phi ptr [ %14, %1 ], [ %30, %15 ], [ %48, %31 ], [ %66, %49 ], [ %82, %67 ], [ %103, %96 ], [ %116, %104 ], [ %139, %117 ]
  indirectbr ptr %146, [label %15, label %31, label %49, label %67, label %83, label %104, label %117, label %140]
}

declare dso_local i32 @putchar(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #3 !dbg !354 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !355, !DIExpression(), !356)
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !357, !DIExpression(), !356)
  %5 = load i32, ptr %3, align 4, !dbg !356
  %6 = icmp ne i32 %5, 0, !dbg !356
  br i1 %6, label %7, label %11, !dbg !356

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !356
  %9 = load i32, ptr %3, align 4, !dbg !356
  %10 = sdiv i32 %8, %9, !dbg !356
  br label %12, !dbg !356

11:                                               ; preds = %2
  br label %12, !dbg !356

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !356
  ret i32 %13, !dbg !356
}

attributes #0 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153}
!llvm.ident = !{!154}

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
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 256, elements: !65)
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
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 32)
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
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "words", scope: !37, file: !2, line: 92, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 160, elements: !5)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 32)
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
!148 = !{i32 1, !"NumRegisterParameters", i32 0}
!149 = !{i32 2, !"CodeView", i32 1}
!150 = !{i32 2, !"Debug Info Version", i32 3}
!151 = !{i32 1, !"wchar_size", i32 2}
!152 = !{i32 7, !"frame-pointer", i32 2}
!153 = !{i32 1, !"MaxTLSAlign", i32 65536}
!154 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!155 = !DILocalVariable(name: "pt", scope: !33, file: !2, line: 100, type: !156)
!156 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Pt", file: !2, line: 11, size: 32, elements: !157)
!157 = !{!158, !160}
!158 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !156, file: !2, line: 11, baseType: !159, size: 16)
!159 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !156, file: !2, line: 11, baseType: !159, size: 16, offset: 16)
!161 = !DILocation(line: 100, scope: !33)
!162 = !DILocation(line: 101, scope: !33)
!163 = !DILocation(line: 102, scope: !33)
!164 = !DILocalVariable(name: "expr", scope: !33, file: !2, line: 104, type: !131)
!165 = !DILocation(line: 104, scope: !33)
!166 = !DILocalVariable(name: "e", scope: !167, file: !2, line: 105, type: !131)
!167 = distinct !DILexicalBlock(scope: !33, file: !2, line: 105)
!168 = !DILocation(line: 105, scope: !167)
!169 = !DILocalVariable(name: "f", scope: !170, file: !2, line: 106, type: !85)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 105)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 105)
!172 = !DILocation(line: 106, scope: !170)
!173 = !DILocation(line: 107, scope: !170)
!174 = !DILocation(line: 108, scope: !170)
!175 = !DILocation(line: 105, scope: !171)
!176 = distinct !{!176, !168, !177, !178}
!177 = !DILocation(line: 108, scope: !167)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !DILocalVariable(name: "fns", scope: !33, file: !2, line: 109, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 96, elements: !182)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!182 = !{!144}
!183 = !DILocation(line: 109, scope: !33)
!184 = !DILocation(line: 110, scope: !33)
!185 = !DILocalVariable(name: "fact", scope: !33, file: !2, line: 116, type: !36)
!186 = !DILocation(line: 116, scope: !33)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 117, type: !36)
!188 = distinct !DILexicalBlock(scope: !33, file: !2, line: 117)
!189 = !DILocation(line: 117, scope: !188)
!190 = !DILocation(line: 117, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !2, line: 117)
!192 = distinct !{!192, !189, !189, !178}
!193 = !DILocation(line: 118, scope: !33)
!194 = !DILocalVariable(name: "h", scope: !33, file: !2, line: 120, type: !195)
!195 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!196 = !DILocation(line: 120, scope: !33)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 121, type: !195)
!198 = distinct !DILexicalBlock(scope: !33, file: !2, line: 121)
!199 = !DILocation(line: 121, scope: !198)
!200 = !DILocation(line: 121, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !2, line: 121)
!202 = distinct !{!202, !199, !199, !178}
!203 = !DILocation(line: 122, scope: !33)
!204 = !DILocation(line: 123, scope: !33)
!205 = !DILocation(line: 124, scope: !33)
!206 = !DILocalVariable(name: "w", scope: !207, file: !2, line: 125, type: !208)
!207 = distinct !DILexicalBlock(scope: !33, file: !2, line: 125)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!209 = !DILocation(line: 125, scope: !207)
!210 = !DILocation(line: 125, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 125)
!212 = distinct !{!212, !209, !209, !178}
!213 = !DILocation(line: 126, scope: !33)
!214 = !DILocation(line: 128, scope: !33)
!215 = !DILocation(line: 129, scope: !33)
!216 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 13, type: !217, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!217 = !DISubroutineType(types: !218)
!218 = !{!40, !131, null}
!219 = !DILocalVariable(name: "fmt", arg: 1, scope: !216, file: !2, line: 13, type: !131)
!220 = !DILocation(line: 13, scope: !216)
!221 = !DILocalVariable(name: "ap", scope: !216, file: !2, line: 14, type: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list_t", file: !2, line: 8, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!225 = !DILocation(line: 14, scope: !216)
!226 = !DILocalVariable(name: "ap2", scope: !216, file: !2, line: 14, type: !222)
!227 = !DILocalVariable(name: "total", scope: !216, file: !2, line: 15, type: !40)
!228 = !DILocation(line: 15, scope: !216)
!229 = !DILocation(line: 16, scope: !216)
!230 = !DILocation(line: 17, scope: !216)
!231 = !DILocalVariable(name: "f", scope: !232, file: !2, line: 18, type: !131)
!232 = distinct !DILexicalBlock(scope: !216, file: !2, line: 18)
!233 = !DILocation(line: 18, scope: !232)
!234 = !DILocation(line: 19, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 18)
!236 = distinct !DILexicalBlock(scope: !232, file: !2, line: 18)
!237 = !DILocation(line: 20, scope: !238)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 19)
!239 = !DILocation(line: 21, scope: !238)
!240 = !DILocation(line: 22, scope: !238)
!241 = !DILocalVariable(name: "s", scope: !242, file: !2, line: 23, type: !131)
!242 = distinct !DILexicalBlock(scope: !238, file: !2, line: 23)
!243 = !DILocation(line: 23, scope: !242)
!244 = distinct !{!244, !243, !243, !178}
!245 = !DILocation(line: 24, scope: !238)
!246 = !DILocalVariable(name: "p", scope: !247, file: !2, line: 25, type: !156)
!247 = distinct !DILexicalBlock(scope: !238, file: !2, line: 25)
!248 = !DILocation(line: 25, scope: !247)
!249 = !DILocation(line: 26, scope: !238)
!250 = !DILocation(line: 28, scope: !235)
!251 = !DILocation(line: 18, scope: !236)
!252 = distinct !{!252, !233, !253, !178}
!253 = !DILocation(line: 28, scope: !232)
!254 = !DILocation(line: 29, scope: !216)
!255 = !DILocalVariable(name: "first", scope: !216, file: !2, line: 31, type: !36)
!256 = !DILocation(line: 31, scope: !216)
!257 = !DILocation(line: 32, scope: !216)
!258 = !DILocation(line: 33, scope: !216)
!259 = distinct !DISubprogram(name: "forward", scope: !2, file: !2, line: 36, type: !260, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!260 = !DISubroutineType(types: !261)
!261 = !{!36, !36, null}
!262 = !DILocalVariable(name: "n", arg: 1, scope: !259, file: !2, line: 36, type: !36)
!263 = !DILocation(line: 36, scope: !259)
!264 = !DILocalVariable(name: "ap", scope: !259, file: !2, line: 37, type: !222)
!265 = !DILocation(line: 37, scope: !259)
!266 = !DILocation(line: 38, scope: !259)
!267 = !DILocalVariable(name: "r", scope: !259, file: !2, line: 39, type: !36)
!268 = !DILocation(line: 39, scope: !259)
!269 = !DILocation(line: 40, scope: !259)
!270 = distinct !{!270, !269, !269, !178}
!271 = !DILocation(line: 41, scope: !259)
!272 = !DILocation(line: 42, scope: !259)
!273 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 56, type: !274, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!274 = !DISubroutineType(types: !275)
!275 = !{!85, !4}
!276 = !DILocalVariable(name: "c", arg: 1, scope: !273, file: !2, line: 56, type: !4)
!277 = !DILocation(line: 56, scope: !273)
!278 = !DILocalVariable(name: "i", scope: !279, file: !2, line: 57, type: !195)
!279 = distinct !DILexicalBlock(scope: !273, file: !2, line: 57)
!280 = !DILocation(line: 57, scope: !279)
!281 = !DILocation(line: 58, scope: !282)
!282 = distinct !DILexicalBlock(scope: !279, file: !2, line: 57)
!283 = !DILocation(line: 58, scope: !284)
!284 = distinct !DILexicalBlock(scope: !282, file: !2, line: 58)
!285 = !DILocation(line: 57, scope: !282)
!286 = distinct !{!286, !280, !287, !178}
!287 = !DILocation(line: 58, scope: !279)
!288 = !DILocation(line: 59, scope: !273)
!289 = !DILocation(line: 60, scope: !273)
!290 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 47, type: !87, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!291 = !DILocalVariable(name: "b", arg: 2, scope: !290, file: !2, line: 47, type: !36)
!292 = !DILocation(line: 47, scope: !290)
!293 = !DILocalVariable(name: "a", arg: 1, scope: !290, file: !2, line: 47, type: !36)
!294 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 49, type: !87, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!295 = !DILocalVariable(name: "b", arg: 2, scope: !294, file: !2, line: 49, type: !36)
!296 = !DILocation(line: 49, scope: !294)
!297 = !DILocalVariable(name: "a", arg: 1, scope: !294, file: !2, line: 49, type: !36)
!298 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 48, type: !87, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!299 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !2, line: 48, type: !36)
!300 = !DILocation(line: 48, scope: !298)
!301 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !2, line: 48, type: !36)
!302 = distinct !DISubprogram(name: "apply_all", scope: !2, file: !2, line: 62, type: !303, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!303 = !DISubroutineType(types: !304)
!304 = !{!36, !305, !36, !36, !36}
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 32)
!306 = !DILocalVariable(name: "b", arg: 4, scope: !302, file: !2, line: 62, type: !36)
!307 = !DILocation(line: 62, scope: !302)
!308 = !DILocalVariable(name: "a", arg: 3, scope: !302, file: !2, line: 62, type: !36)
!309 = !DILocalVariable(name: "n", arg: 2, scope: !302, file: !2, line: 62, type: !36)
!310 = !DILocalVariable(name: "fns", arg: 1, scope: !302, file: !2, line: 62, type: !305)
!311 = !DILocalVariable(name: "acc", scope: !302, file: !2, line: 63, type: !36)
!312 = !DILocation(line: 63, scope: !302)
!313 = !DILocalVariable(name: "i", scope: !314, file: !2, line: 64, type: !36)
!314 = distinct !DILexicalBlock(scope: !302, file: !2, line: 64)
!315 = !DILocation(line: 64, scope: !314)
!316 = !DILocation(line: 64, scope: !317)
!317 = distinct !DILexicalBlock(scope: !314, file: !2, line: 64)
!318 = distinct !{!318, !315, !315, !178}
!319 = !DILocation(line: 65, scope: !302)
!320 = !DILocalVariable(name: "code", arg: 1, scope: !91, file: !2, line: 71, type: !94)
!321 = !DILocation(line: 71, scope: !91)
!322 = !DILocalVariable(name: "stack", scope: !91, file: !2, line: 74, type: !323)
!323 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 512, elements: !324)
!324 = !{!325}
!325 = !DISubrange(count: 16)
!326 = !DILocation(line: 74, scope: !91)
!327 = !DILocalVariable(name: "sp", scope: !91, file: !2, line: 74, type: !36)
!328 = !DILocalVariable(name: "pc", scope: !91, file: !2, line: 74, type: !36)
!329 = !DILocation(line: 76, scope: !91)
!330 = !DILabel(scope: !91, name: "do_push", file: !2, line: 77)
!331 = !DILocation(line: 77, scope: !91)
!332 = !DILabel(scope: !91, name: "do_add", file: !2, line: 78)
!333 = !DILocation(line: 78, scope: !91)
!334 = !DILabel(scope: !91, name: "do_mul", file: !2, line: 79)
!335 = !DILocation(line: 79, scope: !91)
!336 = !DILabel(scope: !91, name: "do_over", file: !2, line: 80)
!337 = !DILocation(line: 80, scope: !91)
!338 = !DILabel(scope: !91, name: "do_jnz", file: !2, line: 81)
!339 = !DILocation(line: 81, scope: !91)
!340 = !DILocalVariable(name: "t", scope: !341, file: !2, line: 81, type: !36)
!341 = distinct !DILexicalBlock(scope: !91, file: !2, line: 81)
!342 = !DILocation(line: 81, scope: !341)
!343 = !DILocation(line: 81, scope: !344)
!344 = distinct !DILexicalBlock(scope: !341, file: !2, line: 81)
!345 = !DILabel(scope: !91, name: "do_dec", file: !2, line: 82)
!346 = !DILocation(line: 82, scope: !91)
!347 = !DILabel(scope: !91, name: "do_swap", file: !2, line: 83)
!348 = !DILocation(line: 83, scope: !91)
!349 = !DILocalVariable(name: "t", scope: !350, file: !2, line: 83, type: !36)
!350 = distinct !DILexicalBlock(scope: !91, file: !2, line: 83)
!351 = !DILocation(line: 83, scope: !350)
!352 = !DILabel(scope: !91, name: "do_halt", file: !2, line: 84)
!353 = !DILocation(line: 84, scope: !91)
!354 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 50, type: !87, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !95)
!355 = !DILocalVariable(name: "b", arg: 2, scope: !354, file: !2, line: 50, type: !36)
!356 = !DILocation(line: 50, scope: !354)
!357 = !DILocalVariable(name: "a", arg: 1, scope: !354, file: !2, line: 50, type: !36)
