; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.anon = type { i32, [6 x i8], double }
%struct.anon.0 = type { i8, i32 (i32, i32)* }

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

@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 16
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 16
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 16
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %14), i8* blockaddress(@run, %36), i8* blockaddress(@run, %44), i8* blockaddress(@run, %52), i8* blockaddress(@run, %61), i8* blockaddress(@run, %75), i8* blockaddress(@run, %85), i8* blockaddress(@run, %88)], align 16
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1

; Function Attrs: uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i64 0, i64 0), i32 noundef 65, i32 262147)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 0, i64 0), i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3)
  br label %5

5:                                                ; preds = %32, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i64 0, i64 0), %0 ], [ %37, %32 ]
  %7 = load i8, i8* %6, align 1, !tbaa !4
  switch i8 %7, label %32 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 54)
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i64 0, i64 0))
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i64 0, i64 0), i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i64 0, i64 0), i32 noundef 23)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i64 0, i64 0))
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0))
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i64 0, i64 0))
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i64 0, i64 0))
  %19 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 2), align 8, !tbaa !7
  %20 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 0), align 8, !tbaa !11
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 1, i64 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i64 0, i64 2, i64 0), i32 noundef %20, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i64 0, i32 1, i64 0), double noundef %19, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i64 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i64 0, i64 %27, i32 1
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 8, !tbaa !12
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  %31 = load i8, i8* %6, align 1, !tbaa !4
  br label %32

32:                                               ; preds = %5, %26
  %33 = phi i8 [ %31, %26 ], [ %7, %5 ]
  %34 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %35 = sext i8 %33 to i32
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i64 0, i64 0), i32 noundef %35, i32 noundef %34)
  %37 = getelementptr inbounds i8, i8* %6, i64 1
  br label %5, !llvm.loop !15
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind uwtable
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  br label %14

6:                                                ; preds = %76
  call void @llvm.va_end(i8* nonnull %4)
  %7 = load i8*, i8** %3, align 8
  %8 = getelementptr inbounds i8, i8* %7, i64 8
  store i8* %8, i8** %3, align 8
  %9 = bitcast i8* %7 to i32*
  %10 = load i32, i32* %9, align 8
  call void @llvm.va_end(i8* nonnull %5)
  %11 = mul nsw i64 %77, 1000
  %12 = sext i32 %10 to i64
  %13 = add nsw i64 %11, %12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret i64 %13

14:                                               ; preds = %1, %76
  %15 = phi i8 [ 105, %1 ], [ %79, %76 ]
  %16 = phi i64 [ 0, %1 ], [ %77, %76 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 0), %1 ], [ %78, %76 ]
  %18 = sext i8 %15 to i32
  switch i32 %18, label %76 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %54
    i32 112, label %63
  ]

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 8
  %21 = getelementptr inbounds i8, i8* %20, i64 8
  store i8* %21, i8** %2, align 8
  %22 = bitcast i8* %20 to i32*
  %23 = load i32, i32* %22, align 8
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %16, %24
  br label %76

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 8
  %28 = getelementptr inbounds i8, i8* %27, i64 8
  store i8* %28, i8** %2, align 8
  %29 = bitcast i8* %27 to i64*
  %30 = load i64, i64* %29, align 8
  %31 = add nsw i64 %30, %16
  br label %76

32:                                               ; preds = %14
  %33 = load i8*, i8** %2, align 8
  %34 = getelementptr inbounds i8, i8* %33, i64 8
  store i8* %34, i8** %2, align 8
  %35 = bitcast i8* %33 to double*
  %36 = load double, double* %35, align 8
  %37 = fmul double %36, 1.000000e+01
  %38 = fptosi double %37 to i64
  %39 = add nsw i64 %16, %38
  br label %76

40:                                               ; preds = %14
  %41 = load i8*, i8** %2, align 8
  %42 = getelementptr inbounds i8, i8* %41, i64 8
  store i8* %42, i8** %2, align 8
  %43 = bitcast i8* %41 to i8**
  %44 = load i8*, i8** %43, align 8
  %45 = load i8, i8* %44, align 1, !tbaa !4
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %76, label %47

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %51, %47 ], [ %16, %40 ]
  %49 = phi i8* [ %50, %47 ], [ %44, %40 ]
  %50 = getelementptr inbounds i8, i8* %49, i64 1
  %51 = add nsw i64 %48, 1
  %52 = load i8, i8* %50, align 1, !tbaa !4
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %76, label %47, !llvm.loop !17

54:                                               ; preds = %14
  %55 = load i8*, i8** %2, align 8
  %56 = getelementptr inbounds i8, i8* %55, i64 8
  store i8* %56, i8** %2, align 8
  %57 = bitcast i8* %55 to i32*
  %58 = load i32, i32* %57, align 8
  %59 = zext i32 %58 to i64
  %60 = shl i64 %59, 56
  %61 = ashr exact i64 %60, 56
  %62 = add nsw i64 %61, %16
  br label %76

63:                                               ; preds = %14
  %64 = load i8*, i8** %2, align 8
  %65 = getelementptr inbounds i8, i8* %64, i64 8
  store i8* %65, i8** %2, align 8
  %66 = bitcast i8* %64 to i16*
  %67 = load i16, i16* %66, align 8, !tbaa.struct !18
  %68 = getelementptr inbounds i8, i8* %64, i64 2
  %69 = bitcast i8* %68 to i16*
  %70 = load i16, i16* %69, align 2, !tbaa.struct !21
  %71 = sext i16 %67 to i64
  %72 = mul nsw i64 %71, 100
  %73 = sext i16 %70 to i64
  %74 = add i64 %16, %73
  %75 = add i64 %74, %72
  br label %76

76:                                               ; preds = %47, %40, %19, %26, %32, %54, %63, %14
  %77 = phi i64 [ %16, %14 ], [ %75, %63 ], [ %62, %54 ], [ %39, %32 ], [ %31, %26 ], [ %25, %19 ], [ %16, %40 ], [ %51, %47 ]
  %78 = getelementptr inbounds i8, i8* %17, i64 1
  %79 = load i8, i8* %78, align 1, !tbaa !4
  %80 = icmp eq i8* %78, getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i64 0, i64 6)
  br i1 %80, label %6, label %14, !llvm.loop !22
}

; Function Attrs: nofree nosync nounwind uwtable
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 8
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 8
  store i8* %5, i8** %2, align 8
  %6 = bitcast i8* %4 to i32*
  %7 = load i32, i32* %6, align 8
  %8 = mul nsw i32 %7, 31
  %9 = getelementptr inbounds i8, i8* %4, i64 16
  %10 = bitcast i8* %5 to i32*
  %11 = load i32, i32* %10, align 8
  %12 = add nsw i32 %11, %8
  %13 = mul nsw i32 %12, 31
  %14 = getelementptr inbounds i8, i8* %4, i64 24
  %15 = bitcast i8* %9 to i32*
  %16 = load i32, i32* %15, align 8
  %17 = add nsw i32 %16, %13
  %18 = mul nsw i32 %17, 31
  %19 = getelementptr inbounds i8, i8* %4, i64 32
  store i8* %19, i8** %2, align 8
  %20 = bitcast i8* %14 to i32*
  %21 = load i32, i32* %20, align 8
  %22 = add nsw i32 %21, %18
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7
  ret i32 %22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #5 {
  %2 = alloca [16 x i32], align 16
  br label %3

3:                                                ; preds = %27, %1
  %4 = phi i32 [ 1, %1 ], [ %29, %27 ]
  %5 = phi i32 [ 0, %1 ], [ %30, %27 ]
  %6 = phi i8* [ blockaddress(@run, %14), %1 ], [ %35, %27 ]
  %7 = add nsw i32 %5, -1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %8
  %10 = add nsw i32 %5, -2
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %11
  %13 = sext i32 %4 to i64
  br label %90

14:                                               ; preds = %90
  %15 = trunc i64 %91 to i32
  %16 = shl i64 %91, 32
  %17 = ashr exact i64 %16, 32
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !23
  %20 = add nsw i32 %5, 1
  %21 = sext i32 %5 to i64
  %22 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %21
  store i32 %19, i32* %22, align 4, !tbaa !23
  %23 = add nsw i32 %15, 2
  %24 = shl i64 %91, 32
  %25 = add i64 %24, 4294967296
  %26 = ashr exact i64 %25, 32
  br label %27

27:                                               ; preds = %14, %71, %52, %44, %36
  %28 = phi i64 [ %26, %14 ], [ %74, %71 ], [ %60, %52 ], [ %51, %44 ], [ %43, %36 ]
  %29 = phi i32 [ %23, %14 ], [ %73, %71 ], [ %58, %52 ], [ %49, %44 ], [ %41, %36 ]
  %30 = phi i32 [ %20, %14 ], [ %7, %71 ], [ %57, %52 ], [ %7, %44 ], [ %7, %36 ]
  %31 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %28
  %32 = load i32, i32* %31, align 4, !tbaa !23
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %33
  %35 = load i8*, i8** %34, align 8, !tbaa !24
  br label %3

36:                                               ; preds = %90
  %37 = trunc i64 %91 to i32
  %38 = load i32, i32* %9, align 4, !tbaa !23
  %39 = load i32, i32* %12, align 4, !tbaa !23
  %40 = add nsw i32 %39, %38
  store i32 %40, i32* %12, align 4, !tbaa !23
  %41 = add nsw i32 %37, 1
  %42 = shl i64 %91, 32
  %43 = ashr exact i64 %42, 32
  br label %27

44:                                               ; preds = %90
  %45 = trunc i64 %91 to i32
  %46 = load i32, i32* %9, align 4, !tbaa !23
  %47 = load i32, i32* %12, align 4, !tbaa !23
  %48 = mul nsw i32 %47, %46
  store i32 %48, i32* %12, align 4, !tbaa !23
  %49 = add nsw i32 %45, 1
  %50 = shl i64 %91, 32
  %51 = ashr exact i64 %50, 32
  br label %27

52:                                               ; preds = %90
  %53 = trunc i64 %91 to i32
  %54 = load i32, i32* %12, align 4, !tbaa !23
  %55 = sext i32 %5 to i64
  %56 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i64 0, i64 %55
  store i32 %54, i32* %56, align 4, !tbaa !23
  %57 = add nsw i32 %5, 1
  %58 = add nsw i32 %53, 1
  %59 = shl i64 %91, 32
  %60 = ashr exact i64 %59, 32
  br label %27

61:                                               ; preds = %90
  %62 = trunc i64 %91 to i32
  %63 = add nsw i32 %62, 1
  %64 = load i32, i32* %9, align 4, !tbaa !23
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %71, label %66

66:                                               ; preds = %61
  %67 = shl i64 %91, 32
  %68 = ashr exact i64 %67, 32
  %69 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !23
  br label %71

71:                                               ; preds = %66, %61
  %72 = phi i32 [ %70, %66 ], [ %63, %61 ]
  %73 = add nsw i32 %72, 1
  %74 = sext i32 %72 to i64
  br label %27

75:                                               ; preds = %90
  %76 = load i32, i32* %9, align 4, !tbaa !23
  %77 = add nsw i32 %76, -1
  store i32 %77, i32* %9, align 4, !tbaa !23
  br label %78

78:                                               ; preds = %75, %85
  %79 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i64 0, i64 %91
  %80 = load i32, i32* %79, align 4, !tbaa !23
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i64 0, i64 %81
  %83 = load i8*, i8** %82, align 8, !tbaa !24
  %84 = add i64 %91, 1
  br label %90

85:                                               ; preds = %90
  %86 = load i32, i32* %9, align 4, !tbaa !23
  %87 = load i32, i32* %12, align 4, !tbaa !23
  store i32 %87, i32* %9, align 4, !tbaa !23
  store i32 %86, i32* %12, align 4, !tbaa !23
  br label %78

88:                                               ; preds = %90
  %89 = load i32, i32* %9, align 4, !tbaa !23
  ret i32 %89

90:                                               ; preds = %78, %3
  %91 = phi i64 [ %84, %78 ], [ %13, %3 ]
  %92 = phi i8* [ %83, %78 ], [ %6, %3 ]
  indirectbr i8* %92, [label %14, label %36, label %44, label %52, label %61, label %75, label %85, label %88]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !10, i64 16}
!8 = !{!"", !9, i64 0, !5, i64 4, !10, i64 16}
!9 = !{!"int", !5, i64 0}
!10 = !{!"double", !5, i64 0}
!11 = !{!8, !9, i64 0}
!12 = !{!13, !14, i64 8}
!13 = !{!"", !5, i64 0, !14, i64 8}
!14 = !{!"any pointer", !5, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i64 0, i64 2, !19, i64 2, i64 2, !19}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !5, i64 0}
!21 = !{i64 0, i64 2, !19}
!22 = distinct !{!22, !16}
!23 = !{!9, !9, i64 0}
!24 = !{!14, !14, i64 0}
