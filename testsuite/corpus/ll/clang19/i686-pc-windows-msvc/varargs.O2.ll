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

@__const.main.pt = private unnamed_addr constant %struct.Pt { i16 3, i16 4 }, align 4
@"??_C@_04DNJNMJF@four?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"four\00", comdat, align 1
@"??_C@_06HDBNDEOG@ildscp?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ildscp\00", comdat, align 1
@"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"vsum %lld\0A\00", comdat, align 1
@"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"forward %d\0A\00", comdat, align 1
@"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"+-*/%\00", comdat, align 1
@"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"%c:%d \00", comdat, align 1
@"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"\0Aapply %d\0A\00", comdat, align 1
@main.prog = internal unnamed_addr constant [13 x i32] [i32 0, i32 5, i32 0, i32 1, i32 3, i32 2, i32 6, i32 5, i32 6, i32 3, i32 4, i32 4, i32 7], align 4
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
@op_table = internal unnamed_addr constant [4 x %struct.anon.0] [%struct.anon.0 { i8 43, ptr @op_add }, %struct.anon.0 { i8 45, ptr @op_sub }, %struct.anon.0 { i8 42, ptr @op_mul }, %struct.anon.0 { i8 47, ptr @op_div }], align 4
@run.dispatch = internal unnamed_addr constant [8 x ptr] [ptr blockaddress(@run, %11), ptr blockaddress(@run, %25), ptr blockaddress(@run, %31), ptr blockaddress(@run, %37), ptr blockaddress(@run, %43), ptr blockaddress(@run, %54), ptr blockaddress(@run, %63), ptr blockaddress(@run, %66)], align 4
@"??_C@_05IAEKHIAN@alpha?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"alpha\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_05KDLBCAI@gamma?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"gamma\00", comdat, align 1

define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i64 (ptr, ...) @vsum(ptr nonnull poison, i32 noundef 5, i64 noundef 1000000000000, double noundef 1.250000e+00, ptr noundef nonnull @"??_C@_04DNJNMJF@four?$AA@", i32 noundef 65, ptr noundef nonnull byval(%struct.Pt) align 4 @__const.main.pt)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@GOJECPFA@vsum?5?$CFlld?6?$AA@", i64 noundef %1)
  %3 = tail call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@PBNILOCK@forward?5?$CFd?6?$AA@", i32 noundef %3)
  br label %5

5:                                                ; preds = %31, %0
  %6 = phi ptr [ @"??_C@_05OGKNOHM@?$CL?9?$CK?1?$CF?$AA@", %0 ], [ %35, %31 ]
  %7 = load i8, ptr %6, align 1
  switch i8 %7, label %31 [
    i8 0, label %8
    i8 43, label %26
    i8 45, label %23
    i8 42, label %24
    i8 47, label %25
  ]

8:                                                ; preds = %5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@JHCGKKHK@?6apply?5?$CFd?6?$AA@", i32 noundef 54)
  %10 = tail call fastcc i32 @run(ptr nonnull poison)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BF@KNGCHMNB@bytecode?5?$CFd?5fact?5?$CFd?6?$AA@", i32 noundef %10, i32 noundef 120)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@NFKPFBAC@esc?5len?$DN?$CFd?5hash?$DN?$CF08x?6?$AA@", i32 noundef 39, i32 noundef -1837022641)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@BHDBECDH@utf8?5?$CFs?5?$CI?$CFd?5bytes?$CJ?6?$AA@", ptr noundef nonnull @utf8, i32 noundef 23)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@JMBPMPME@raw?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef 128, i32 noundef 255, i32 noundef 39)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05IAEKHIAN@alpha?$AA@")
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_00CNPNBAHC@?$AA@")
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_05KDLBCAI@gamma?$AA@")
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04LIFAFMCE@?$FL?$CFs?$FN?$AA@", ptr noundef nonnull @"??_C@_03MKCEMJLP@esc?$AA@")
  %19 = load double, ptr getelementptr inbounds (i8, ptr @init, i32 16), align 8
  %20 = load i32, ptr @init, align 8
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@OKMMJGEA@?6?$CFs?5?$CFs?5?$CF?45s?5?$CFd?5?$CFs?5?$CF?41f?5?$CFd?6?$AA@", ptr noundef nonnull @buf2d, ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 5), ptr noundef nonnull getelementptr inbounds (i8, ptr @buf2d, i32 10), i32 noundef %20, ptr noundef nonnull getelementptr inbounds (i8, ptr @init, i32 4), double noundef %19, i32 noundef 6)
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
  %28 = getelementptr inbounds [4 x %struct.anon.0], ptr @op_table, i32 0, i32 %27, i32 1
  %29 = load ptr, ptr %28, align 4
  %30 = tail call i32 %29(i32 noundef 17, i32 noundef 5)
  br label %31

31:                                               ; preds = %5, %26
  %32 = phi i32 [ %30, %26 ], [ -1, %5 ]
  %33 = sext i8 %7 to i32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_06NHFBPDDL@?$CFc?3?$CFd?5?$AA@", i32 noundef %33, i32 noundef %32)
  %35 = getelementptr inbounds i8, ptr %6, i32 1
  br label %5, !llvm.loop !4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @vsum(ptr nocapture readnone %0, ...) unnamed_addr #3 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 4
  br label %5

5:                                                ; preds = %61, %1
  %6 = phi ptr [ %4, %1 ], [ %62, %61 ]
  %7 = phi ptr [ @"??_C@_06HDBNDEOG@ildscp?$AA@", %1 ], [ %64, %61 ]
  %8 = phi i64 [ 0, %1 ], [ %63, %61 ]
  %9 = load i8, ptr %7, align 1
  switch i8 %9, label %61 [
    i8 0, label %10
    i8 105, label %17
    i8 108, label %22
    i8 100, label %26
    i8 115, label %32
    i8 99, label %44
    i8 112, label %50
  ]

10:                                               ; preds = %5
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = load ptr, ptr %3, align 4
  %12 = getelementptr inbounds i8, ptr %11, i32 4
  store ptr %12, ptr %3, align 4
  %13 = load i32, ptr %11, align 4
  call void @llvm.va_end.p0(ptr nonnull %3)
  %14 = mul nsw i64 %8, 1000
  %15 = sext i32 %13 to i64
  %16 = add nsw i64 %14, %15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret i64 %16

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %18, ptr %2, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %8, %20
  br label %61

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, ptr %6, i32 8
  store ptr %23, ptr %2, align 4
  %24 = load i64, ptr %6, align 4
  %25 = add nsw i64 %24, %8
  br label %61

26:                                               ; preds = %5
  %27 = getelementptr inbounds i8, ptr %6, i32 8
  store ptr %27, ptr %2, align 4
  %28 = load double, ptr %6, align 4
  %29 = fmul double %28, 1.000000e+01
  %30 = fptosi double %29 to i64
  %31 = add nsw i64 %8, %30
  br label %61

32:                                               ; preds = %5
  %33 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %33, ptr %2, align 4
  %34 = load ptr, ptr %6, align 4
  %35 = load i8, ptr %34, align 1
  %36 = icmp eq i8 %35, 0
  br i1 %36, label %61, label %37

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %41, %37 ], [ %8, %32 ]
  %39 = phi ptr [ %40, %37 ], [ %34, %32 ]
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  %41 = add nsw i64 %38, 1
  %42 = load i8, ptr %40, align 1
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %61, label %37, !llvm.loop !6

44:                                               ; preds = %5
  %45 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %45, ptr %2, align 4
  %46 = load i32, ptr %6, align 4
  %47 = trunc i32 %46 to i8
  %48 = sext i8 %47 to i64
  %49 = add nsw i64 %8, %48
  br label %61

50:                                               ; preds = %5
  %51 = getelementptr inbounds i8, ptr %6, i32 4
  store ptr %51, ptr %2, align 4
  %52 = load i16, ptr %6, align 4
  %53 = getelementptr inbounds i8, ptr %6, i32 2
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %52 to i32
  %56 = mul nsw i32 %55, 100
  %57 = sext i16 %54 to i32
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = add nsw i64 %8, %59
  br label %61

61:                                               ; preds = %37, %32, %5, %17, %22, %26, %44, %50
  %62 = phi ptr [ %51, %50 ], [ %45, %44 ], [ %27, %26 ], [ %23, %22 ], [ %18, %17 ], [ %6, %5 ], [ %33, %32 ], [ %33, %37 ]
  %63 = phi i64 [ %60, %50 ], [ %49, %44 ], [ %31, %26 ], [ %25, %22 ], [ %21, %17 ], [ %8, %5 ], [ %8, %32 ], [ %41, %37 ]
  %64 = getelementptr inbounds i8, ptr %7, i32 1
  br label %5, !llvm.loop !7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  store ptr %4, ptr %2, align 4
  %5 = load i32, ptr %3, align 4
  %6 = mul nsw i32 %5, 31
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  %8 = load i32, ptr %4, align 4
  %9 = add nsw i32 %8, %6
  %10 = mul nsw i32 %9, 31
  %11 = getelementptr inbounds i8, ptr %3, i32 12
  %12 = load i32, ptr %7, align 4
  %13 = add nsw i32 %12, %10
  %14 = mul nsw i32 %13, 31
  %15 = getelementptr inbounds i8, ptr %3, i32 16
  store ptr %15, ptr %2, align 4
  %16 = load i32, ptr %11, align 4
  %17 = add nsw i32 %16, %14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #5 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #5 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #5 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(none)
define internal fastcc i32 @run(ptr nocapture readnone %0) #6 {
  %2 = alloca [16 x i32], align 4
  br label %3

3:                                                ; preds = %18, %1
  %4 = phi i32 [ 1, %1 ], [ %20, %18 ]
  %5 = phi i32 [ 0, %1 ], [ %21, %18 ]
  %6 = phi ptr [ blockaddress(@run, %11), %1 ], [ %24, %18 ]
  %7 = add nsw i32 %5, -1
  %8 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %7
  %9 = add nsw i32 %5, -2
  %10 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %9
  br label %68

11:                                               ; preds = %68
  %12 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %13 = load i32, ptr %12, align 4
  %14 = add nsw i32 %5, 1
  %15 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5
  store i32 %13, ptr %15, align 4
  %16 = add nsw i32 %69, 2
  %17 = getelementptr i8, ptr %12, i32 4
  br label %18

18:                                               ; preds = %11, %50, %37, %31, %25
  %19 = phi ptr [ %17, %11 ], [ %53, %50 ], [ %42, %37 ], [ %36, %31 ], [ %30, %25 ]
  %20 = phi i32 [ %16, %11 ], [ %52, %50 ], [ %41, %37 ], [ %35, %31 ], [ %29, %25 ]
  %21 = phi i32 [ %14, %11 ], [ %7, %50 ], [ %40, %37 ], [ %7, %31 ], [ %7, %25 ]
  %22 = load i32, ptr %19, align 4
  %23 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %22
  %24 = load ptr, ptr %23, align 4
  br label %3

25:                                               ; preds = %68
  %26 = load i32, ptr %8, align 4
  %27 = load i32, ptr %10, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr %10, align 4
  %29 = add nsw i32 %69, 1
  %30 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

31:                                               ; preds = %68
  %32 = load i32, ptr %8, align 4
  %33 = load i32, ptr %10, align 4
  %34 = mul nsw i32 %33, %32
  store i32 %34, ptr %10, align 4
  %35 = add nsw i32 %69, 1
  %36 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

37:                                               ; preds = %68
  %38 = load i32, ptr %10, align 4
  %39 = getelementptr inbounds [16 x i32], ptr %2, i32 0, i32 %5
  store i32 %38, ptr %39, align 4
  %40 = add nsw i32 %5, 1
  %41 = add nsw i32 %69, 1
  %42 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  br label %18

43:                                               ; preds = %68
  %44 = add nsw i32 %69, 1
  %45 = load i32, ptr %8, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %49 = load i32, ptr %48, align 4
  br label %50

50:                                               ; preds = %47, %43
  %51 = phi i32 [ %49, %47 ], [ %44, %43 ]
  %52 = add nsw i32 %51, 1
  %53 = getelementptr inbounds i32, ptr @main.prog, i32 %51
  br label %18

54:                                               ; preds = %68
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr %8, align 4
  br label %57

57:                                               ; preds = %54, %63
  %58 = getelementptr inbounds i32, ptr @main.prog, i32 %69
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds [8 x ptr], ptr @run.dispatch, i32 0, i32 %59
  %61 = load ptr, ptr %60, align 4
  %62 = add nsw i32 %69, 1
  br label %68

63:                                               ; preds = %68
  %64 = load i32, ptr %8, align 4
  %65 = load i32, ptr %10, align 4
  store i32 %65, ptr %8, align 4
  store i32 %64, ptr %10, align 4
  br label %57

66:                                               ; preds = %68
  %67 = load i32, ptr %8, align 4
  ret i32 %67

68:                                               ; preds = %57, %3
  %69 = phi i32 [ %4, %3 ], [ %62, %57 ]
  %70 = phi ptr [ %6, %3 ], [ %61, %57 ]
  indirectbr ptr %70, [label %11, label %25, label %31, label %37, label %43, label %54, label %63, label %66]
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @op_div(i32 noundef %0, i32 noundef %1) #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = sdiv i32 %0, %1
  br label %6

6:                                                ; preds = %2, %4
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  ret i32 %7
}

attributes #0 = { "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
