; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%struct.Pt = type { i16, i16 }
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

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 4
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1
@main.prog = internal constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
@"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"bytecode %d fact %d\0A\00", comdat, align 1
@"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"esc len=%d hash=%08x\0A\00", comdat, align 1
@utf8 = internal constant [23 x i8] c"caf\C3\A9 \C3\BC\C3\9F \F0\9F\98\80 \FF\FE end\00", align 1
@"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"utf8 %s (%d bytes)\0A\00", comdat, align 1
@"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"raw %d %d %d\0A\00", comdat, align 1
@"??_C@_03MKCEMJLP@esc?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"esc\00", comdat, align 1
@"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"[%s]\00", comdat, align 1
@init = internal global %struct.anon { i32 9, [6 x i8] c"hi\00\00\00\00", double 2.500000e+00 }, align 8
@buf2d = internal global [3 x [5 x i8]] [[5 x i8] c"ab\00\00\00", [5 x i8] c"cde\00\00", [5 x i8] c"xyzwv"], align 1
@"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"\0A%s %s %.5s %d %s %.1f %d\0A\00", comdat, align 1
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, i32 (i32, i32)* @op_add }, %struct.anon.0 { i8 45, i32 (i32, i32)* @op_sub }, %struct.anon.0 { i8 42, i32 (i32, i32)* @op_mul }, %struct.anon.0 { i8 47, i32 (i32, i32)* @op_div }], align 4
@run.dispatch = internal unnamed_addr constant [8 x i8*] [i8* blockaddress(@run, %11), i8* blockaddress(@run, %26), i8* blockaddress(@run, %31), i8* blockaddress(@run, %36), i8* blockaddress(@run, %41), i8* blockaddress(@run, %51), i8* blockaddress(@run, %60), i8* blockaddress(@run, %63)], align 4
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1

define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (i8*, ...) @vsum(i8* undef, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DNJNMJF@four?$AA@", i32 0, i32 0), i32 noundef 65, %struct.Pt* noundef nonnull byval(%struct.Pt) align 4 @__const.main.pt)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i32 0, i32 0), i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 undef, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %3)
  br label %5

5:                                                ; preds = %32, %0
  %6 = phi i8* [ getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", i32 0, i32 0), %0 ], [ %37, %32 ]
  %7 = load i8, i8* %6, align 1, !tbaa !3
  switch i8 %7, label %32 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 54)
  %10 = tail call fastcc i32 @run(i32* noundef getelementptr inbounds ([13 x i32], [13 x i32]* @main.prog, i32 0, i32 0))
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 0, i32 0), i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @utf8, i32 0, i32 0), i32 noundef 23)
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05IAEKHIAN@alpha?$AA@", i32 0, i32 0))
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i32 0, i32 0))
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KDLBCAI@gamma?$AA@", i32 0, i32 0))
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03MKCEMJLP@esc?$AA@", i32 0, i32 0))
  %19 = load double, double* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 2), align 8, !tbaa !6
  %20 = load i32, i32* getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 0), align 8, !tbaa !10
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 1, i32 0), i8* noundef getelementptr inbounds ([3 x [5 x i8]], [3 x [5 x i8]]* @buf2d, i32 0, i32 2, i32 0), i32 noundef %20, i8* noundef getelementptr inbounds (%struct.anon, %struct.anon* @init, i32 0, i32 1, i32 0), double noundef %19, i32 noundef 6)
  %22 = tail call i32 @putchar(i32 noundef 10)
  ret i32 0

23:                                               ; preds = %5
  br label %26

24:                                               ; preds = %5
  br label %26

25:                                               ; preds = %5
  br label %26

26:                                               ; preds = %25, %24, %23, %5
  %27 = phi i32 [ 1, %23 ], [ 2, %24 ], [ 3, %25 ], [ 0, %5 ]
  %28 = getelementptr inbounds [4 x %struct.anon.0], [4 x %struct.anon.0]* @op_table, i32 0, i32 %27, i32 1
  %29 = load i32 (i32, i32)*, i32 (i32, i32)** %28, align 4, !tbaa !11
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  %31 = load i8, i8* %6, align 1, !tbaa !3
  br label %32

32:                                               ; preds = %5, %26
  %33 = phi i8 [ %31, %26 ], [ %7, %5 ]
  %34 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %35 = sext i8 %33 to i32
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 0, i32 0), i32 noundef %35, i32 noundef %34)
  %37 = getelementptr inbounds i8, i8* %6, i32 1
  br label %5, !llvm.loop !14
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
define internal i64 @vsum(i8* nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #7
  call void @llvm.va_start(i8* nonnull %4)
  call void @llvm.va_copy(i8* nonnull %5, i8* nonnull %4)
  br label %14

6:                                                ; preds = %76
  call void @llvm.va_end(i8* nonnull %4)
  %7 = load i8*, i8** %3, align 4
  %8 = getelementptr inbounds i8, i8* %7, i32 4
  store i8* %8, i8** %3, align 4
  %9 = bitcast i8* %7 to i32*
  %10 = load i32, i32* %9, align 4
  call void @llvm.va_end(i8* nonnull %5)
  %11 = mul nsw i64 %77, 1000
  %12 = sext i32 %10 to i64
  %13 = add nsw i64 %11, %12
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7
  ret i64 %13

14:                                               ; preds = %1, %76
  %15 = phi i8 [ 105, %1 ], [ %79, %76 ]
  %16 = phi i64 [ 0, %1 ], [ %77, %76 ]
  %17 = phi i8* [ getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 0, i32 0), %1 ], [ %78, %76 ]
  %18 = sext i8 %15 to i32
  switch i32 %18, label %76 [
    i32 105, label %19
    i32 108, label %26
    i32 100, label %32
    i32 115, label %40
    i32 99, label %54
    i32 112, label %62
  ]

19:                                               ; preds = %14
  %20 = load i8*, i8** %2, align 4
  %21 = getelementptr inbounds i8, i8* %20, i32 4
  store i8* %21, i8** %2, align 4
  %22 = bitcast i8* %20 to i32*
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 %16, %24
  br label %76

26:                                               ; preds = %14
  %27 = load i8*, i8** %2, align 4
  %28 = getelementptr inbounds i8, i8* %27, i32 8
  store i8* %28, i8** %2, align 4
  %29 = bitcast i8* %27 to i64*
  %30 = load i64, i64* %29, align 4
  %31 = add nsw i64 %30, %16
  br label %76

32:                                               ; preds = %14
  %33 = load i8*, i8** %2, align 4
  %34 = getelementptr inbounds i8, i8* %33, i32 8
  store i8* %34, i8** %2, align 4
  %35 = bitcast i8* %33 to double*
  %36 = load double, double* %35, align 4
  %37 = fmul double %36, 1.000000e+01
  %38 = fptosi double %37 to i64
  %39 = add nsw i64 %16, %38
  br label %76

40:                                               ; preds = %14
  %41 = load i8*, i8** %2, align 4
  %42 = getelementptr inbounds i8, i8* %41, i32 4
  store i8* %42, i8** %2, align 4
  %43 = bitcast i8* %41 to i8**
  %44 = load i8*, i8** %43, align 4
  %45 = load i8, i8* %44, align 1, !tbaa !3
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %76, label %47

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %51, %47 ], [ %16, %40 ]
  %49 = phi i8* [ %50, %47 ], [ %44, %40 ]
  %50 = getelementptr inbounds i8, i8* %49, i32 1
  %51 = add nsw i64 %48, 1
  %52 = load i8, i8* %50, align 1, !tbaa !3
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %76, label %47, !llvm.loop !16

54:                                               ; preds = %14
  %55 = load i8*, i8** %2, align 4
  %56 = getelementptr inbounds i8, i8* %55, i32 4
  store i8* %56, i8** %2, align 4
  %57 = bitcast i8* %55 to i32*
  %58 = load i32, i32* %57, align 4
  %59 = trunc i32 %58 to i8
  %60 = sext i8 %59 to i64
  %61 = add nsw i64 %16, %60
  br label %76

62:                                               ; preds = %14
  %63 = load i8*, i8** %2, align 4
  %64 = getelementptr inbounds i8, i8* %63, i32 4
  store i8* %64, i8** %2, align 4
  %65 = bitcast i8* %63 to i16*
  %66 = load i16, i16* %65, align 4, !tbaa.struct !17
  %67 = getelementptr inbounds i8, i8* %63, i32 2
  %68 = bitcast i8* %67 to i16*
  %69 = load i16, i16* %68, align 2, !tbaa.struct !20
  %70 = sext i16 %66 to i32
  %71 = mul nsw i32 %70, 100
  %72 = sext i16 %69 to i32
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = add nsw i64 %16, %74
  br label %76

76:                                               ; preds = %47, %40, %19, %26, %32, %54, %62, %14
  %77 = phi i64 [ %16, %14 ], [ %75, %62 ], [ %61, %54 ], [ %39, %32 ], [ %31, %26 ], [ %25, %19 ], [ %16, %40 ], [ %51, %47 ]
  %78 = getelementptr inbounds i8, i8* %17, i32 1
  %79 = load i8, i8* %78, align 1, !tbaa !3
  %80 = icmp eq i8* %78, getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06HDBNDEOG@ildscp?$AA@", i32 0, i32 6)
  br i1 %80, label %6, label %14, !llvm.loop !21
}

; Function Attrs: nofree nosync nounwind
define internal i32 @forward(i32 %0, ...) unnamed_addr #3 {
  %2 = alloca i8*, align 4
  %3 = bitcast i8** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #7
  call void @llvm.va_start(i8* nonnull %3)
  %4 = load i8*, i8** %2, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 4
  store i8* %5, i8** %2, align 4
  %6 = bitcast i8* %4 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = mul nsw i32 %7, 31
  %9 = getelementptr inbounds i8, i8* %4, i32 8
  %10 = bitcast i8* %5 to i32*
  %11 = load i32, i32* %10, align 4
  %12 = add nsw i32 %11, %8
  %13 = mul nsw i32 %12, 31
  %14 = getelementptr inbounds i8, i8* %4, i32 12
  %15 = bitcast i8* %9 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = add nsw i32 %16, %13
  %18 = mul nsw i32 %17, 31
  %19 = getelementptr inbounds i8, i8* %4, i32 16
  store i8* %19, i8** %2, align 4
  %20 = bitcast i8* %14 to i32*
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %21, %18
  call void @llvm.va_end(i8* nonnull %3)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #7
  ret i32 %22
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #4 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #4 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #4 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind readnone
define internal fastcc i32 @run(i32* nocapture noundef readnone %0) #5 {
  %2 = alloca [16 x i32], align 4
  br label %3

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 1, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %6 = phi i8* [ blockaddress(@run, %11), %1 ], [ %25, %18 ]
  %7 = add nsw i32 %5, -1
  %8 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %7
  %9 = add nsw i32 %5, -2
  %10 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %9
  br label %65

11:                                               ; preds = %65
  %12 = add nsw i32 %66, 1
  %13 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %14 = load i32, i32* %13, align 4, !tbaa !22
  %15 = add nsw i32 %5, 1
  %16 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5
  store i32 %14, i32* %16, align 4, !tbaa !22
  %17 = add nsw i32 %66, 2
  br label %18

18:                                               ; preds = %11, %48, %36, %31, %26
  %19 = phi i32 [ %12, %11 ], [ %49, %48 ], [ %66, %36 ], [ %66, %31 ], [ %66, %26 ]
  %20 = phi i32 [ %17, %11 ], [ %50, %48 ], [ %40, %36 ], [ %35, %31 ], [ %30, %26 ]
  %21 = phi i32 [ %15, %11 ], [ %7, %48 ], [ %39, %36 ], [ %7, %31 ], [ %7, %26 ]
  %22 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %19
  %23 = load i32, i32* %22, align 4, !tbaa !22
  %24 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %23
  %25 = load i8*, i8** %24, align 4, !tbaa !23
  br label %3

26:                                               ; preds = %65
  %27 = load i32, i32* %8, align 4, !tbaa !22
  %28 = load i32, i32* %10, align 4, !tbaa !22
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %10, align 4, !tbaa !22
  %30 = add nsw i32 %66, 1
  br label %18

31:                                               ; preds = %65
  %32 = load i32, i32* %8, align 4, !tbaa !22
  %33 = load i32, i32* %10, align 4, !tbaa !22
  %34 = mul nsw i32 %33, %32
  store i32 %34, i32* %10, align 4, !tbaa !22
  %35 = add nsw i32 %66, 1
  br label %18

36:                                               ; preds = %65
  %37 = load i32, i32* %10, align 4, !tbaa !22
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %2, i32 0, i32 %5
  store i32 %37, i32* %38, align 4, !tbaa !22
  %39 = add nsw i32 %5, 1
  %40 = add nsw i32 %66, 1
  br label %18

41:                                               ; preds = %65
  %42 = add nsw i32 %66, 1
  %43 = load i32, i32* %8, align 4, !tbaa !22
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %48, label %45

45:                                               ; preds = %41
  %46 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %47 = load i32, i32* %46, align 4, !tbaa !22
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %47, %45 ], [ %42, %41 ]
  %50 = add nsw i32 %49, 1
  br label %18

51:                                               ; preds = %65
  %52 = load i32, i32* %8, align 4, !tbaa !22
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %8, align 4, !tbaa !22
  br label %54

54:                                               ; preds = %51, %60
  %55 = getelementptr inbounds [13 x i32], [13 x i32]* @main.prog, i32 0, i32 %66
  %56 = load i32, i32* %55, align 4, !tbaa !22
  %57 = getelementptr inbounds [8 x i8*], [8 x i8*]* @run.dispatch, i32 0, i32 %56
  %58 = load i8*, i8** %57, align 4, !tbaa !23
  %59 = add nsw i32 %66, 1
  br label %65

60:                                               ; preds = %65
  %61 = load i32, i32* %8, align 4, !tbaa !22
  %62 = load i32, i32* %10, align 4, !tbaa !22
  store i32 %62, i32* %8, align 4, !tbaa !22
  store i32 %61, i32* %10, align 4, !tbaa !22
  br label %54

63:                                               ; preds = %65
  %64 = load i32, i32* %8, align 4, !tbaa !22
  ret i32 %64

65:                                               ; preds = %54, %3
  %66 = phi i32 [ %4, %3 ], [ %59, %54 ]
  %67 = phi i8* [ %6, %3 ], [ %58, %54 ]
  indirectbr i8* %67, [label %11, label %26, label %31, label %36, label %41, label %51, label %60, label %63]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
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

attributes #0 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !9, i64 16}
!7 = !{!"", !8, i64 0, !4, i64 4, !9, i64 16}
!8 = !{!"int", !4, i64 0}
!9 = !{!"double", !4, i64 0}
!10 = !{!7, !8, i64 0}
!11 = !{!12, !13, i64 4}
!12 = !{!"", !4, i64 0, !13, i64 4}
!13 = !{!"any pointer", !4, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{i64 0, i64 2, !18, i64 2, i64 2, !18}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !4, i64 0}
!20 = !{i64 0, i64 2, !18}
!21 = distinct !{!21, !15}
!22 = !{!8, !8, i64 0}
!23 = !{!13, !13, i64 0}
