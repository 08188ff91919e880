; ModuleID = 'varargs.c'
source_filename = "varargs.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%struct.Pair = type { i32, i16 }

$"??_C@_0BE@DFIJOPOB@sum_ints?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@KCNIPCBC@sum_ll?3?5?$CFlld?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0BI@OJNONEP@sum_doubles?3?5?$CF?44f?5?$CF?44f?6?$AA@" = comdat any

$"??_C@_04CBHHLJIG@five?$AA@" = comdat any

$"??_C@_03MPLDOAMA@isd?$AA@" = comdat any

$"??_C@_0L@LNJHJPCL@iiiiiiiiii?$AA@" = comdat any

$"??_C@_0M@LIHEAIIC@ddddddddddd?$AA@" = comdat any

$"??_C@_0BF@DHHEJEMC@idldidldidldidldidld?$AA@" = comdat any

$"??_C@_03OJMAPEGJ@str?$AA@" = comdat any

$"??_C@_07DBPAEFIK@pcpshfP?$AA@" = comdat any

$"??_C@_0BD@CCOGLKML@lllllllldddddddddd?$AA@" = comdat any

$"??_C@_0BD@ONCKEIJH@after_seven?3?5?$CFlld?6?$AA@" = comdat any

$"??_C@_0N@CKOJIOBN@forward?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_01LKDEMHDF@s?$AA@" = comdat any

$"??_C@_0FB@BKOOLHGG@printf?3?5?$CFd?5?$CFu?5?$CFx?5?$CFX?5?$CFo?5?$CFc?5?$CFs?5?$CFll@" = comdat any

$"??_C@_02DPKJAMEF@?$CFd?$AA@" = comdat any

$"??_C@_04BFAHMMK@?$CFlld?$AA@" = comdat any

$"??_C@_04GFJLOHHD@?$CF?43f?$AA@" = comdat any

$"??_C@_02DKCKIIND@?$CFs?$AA@" = comdat any

$"??_C@_03COCDEFBB@?$CK?$CFd?$AA@" = comdat any

$"??_C@_07CDJFAPGJ@?$HL?$CFd?0?$CFd?$HN?$AA@" = comdat any

$"??_C@_04ENIEGDOG@?8?$CFc?8?$AA@" = comdat any

$"??_C@_02BEIEFPIG@?$CFg?$AA@" = comdat any

$"??_C@_0BE@FHFOIILK@?5ints?$DN?$CFd?5dsum?$DN?$CF?43f?6?$AA@" = comdat any

@"??_C@_0BE@DFIJOPOB@sum_ints?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"sum_ints: %d %d %d\0A\00", comdat, align 1
@"??_C@_0BD@KCNIPCBC@sum_ll?3?5?$CFlld?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"sum_ll: %lld %lld\0A\00", comdat, align 1
@"??_C@_0BI@OJNONEP@sum_doubles?3?5?$CF?44f?5?$CF?44f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"sum_doubles: %.4f %.4f\0A\00", comdat, align 1
@__const.main.pr = private unnamed_addr constant %struct.Pair { i32 99, i16 -3 }, align 4
@"??_C@_04CBHHLJIG@five?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"five\00", comdat, align 1
@"??_C@_03MPLDOAMA@isd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"isd\00", comdat, align 1
@"??_C@_0L@LNJHJPCL@iiiiiiiiii?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"iiiiiiiiii\00", comdat, align 1
@"??_C@_0M@LIHEAIIC@ddddddddddd?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"ddddddddddd\00", comdat, align 1
@"??_C@_0BF@DHHEJEMC@idldidldidldidldidld?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"idldidldidldidldidld\00", comdat, align 1
@"??_C@_03OJMAPEGJ@str?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"str\00", comdat, align 1
@"??_C@_07DBPAEFIK@pcpshfP?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"pcpshfP\00", comdat, align 1
@"??_C@_0BD@CCOGLKML@lllllllldddddddddd?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"lllllllldddddddddd\00", comdat, align 1
@"??_C@_0BD@ONCKEIJH@after_seven?3?5?$CFlld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"after_seven: %lld\0A\00", comdat, align 1
@"??_C@_0N@CKOJIOBN@forward?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"forward: %d\0A\00", comdat, align 1
@"??_C@_01LKDEMHDF@s?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"s\00", comdat, align 1
@"??_C@_0FB@BKOOLHGG@printf?3?5?$CFd?5?$CFu?5?$CFx?5?$CFX?5?$CFo?5?$CFc?5?$CFs?5?$CFll@" = linkonce_odr dso_local unnamed_addr constant [81 x i8] c"printf: %d %u %x %X %o %c %s %lld %llu %.2f %e %g %5d|%-5d|%05d %+d %% %hd %hhu\0A\00", comdat, align 1
@"??_C@_02DPKJAMEF@?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%d\00", comdat, align 1
@"??_C@_04BFAHMMK@?$CFlld?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%lld\00", comdat, align 1
@"??_C@_04GFJLOHHD@?$CF?43f?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"%.3f\00", comdat, align 1
@"??_C@_02DKCKIIND@?$CFs?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%s\00", comdat, align 1
@"??_C@_03COCDEFBB@?$CK?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"*%d\00", comdat, align 1
@"??_C@_07CDJFAPGJ@?$HL?$CFd?0?$CFd?$HN?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"{%d,%d}\00", comdat, align 1
@"??_C@_04ENIEGDOG@?8?$CFc?8?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"'%c'\00", comdat, align 1
@"??_C@_02BEIEFPIG@?$CFg?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%g\00", comdat, align 1
@"??_C@_0BE@FHFOIILK@?5ints?$DN?$CFd?5dsum?$DN?$CF?43f?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c" ints=%d dsum=%.3f\0A\00", comdat, align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 12, i32 noundef 1, i32 noundef -2, i32 noundef 3, i32 noundef -4, i32 noundef 5, i32 noundef -6, i32 noundef 7, i32 noundef -8, i32 noundef 9, i32 noundef -10, i32 noundef 11, i32 noundef -12)
  %4 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@DFIJOPOB@sum_ints?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %5, i32 noundef %4, i32 noundef %3)
  %7 = tail call i64 (i32, ...) @sum_ll(i32 noundef 9, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 1125899906842624, i64 noundef 5, i64 noundef -6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %8 = tail call i64 (i32, ...) @sum_ll(i32 noundef 2, i64 noundef 1099511627776, i64 noundef -1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@KCNIPCBC@sum_ll?3?5?$CFlld?5?$CFlld?6?$AA@", i64 noundef %8, i64 noundef %7)
  %10 = tail call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 5.000000e-01)
  %11 = tail call double (i32, ...) @sum_doubles(i32 noundef 3, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@OJNONEP@sum_doubles?3?5?$CF?44f?5?$CF?44f?6?$AA@", double noundef %11, double noundef %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  store i32 42, ptr %1, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 -7, ptr %2, align 4
  tail call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_03MPLDOAMA@isd?$AA@", i32 noundef 5, ptr noundef nonnull @"??_C@_04CBHHLJIG@five?$AA@", double noundef 5.500000e+00)
  tail call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_0L@LNJHJPCL@iiiiiiiiii?$AA@", i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10)
  tail call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_0M@LIHEAIIC@ddddddddddd?$AA@", double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  tail call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_0BF@DHHEJEMC@idldidldidldidldidld?$AA@", i32 noundef 1, double noundef 5.000000e-01, i64 noundef 10, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.500000e+00, i64 noundef 20, double noundef 2.250000e+00, i32 noundef 3, double noundef 3.500000e+00, i64 noundef 30, double noundef 3.250000e+00, i32 noundef 4, double noundef 4.500000e+00, i64 noundef 40, double noundef 4.250000e+00, i32 noundef 5, double noundef 5.500000e+00, i64 noundef 50, double noundef 5.250000e+00)
  call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_07DBPAEFIK@pcpshfP?$AA@", ptr noundef nonnull %1, i32 noundef 90, ptr noundef nonnull %2, ptr noundef nonnull @"??_C@_03OJMAPEGJ@str?$AA@", i32 noundef -300, double noundef 7.500000e-01, ptr noundef nonnull byval(%struct.Pair) align 4 @__const.main.pr)
  call void (ptr, ...) @show(ptr noundef nonnull @"??_C@_0BD@CCOGLKML@lllllllldddddddddd?$AA@", i64 noundef 8589934592, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef -34359738368, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01, double noundef 5.000000e-01, double noundef 6.000000e-01, double noundef 0x3FE6666666666666, double noundef 8.000000e-01, double noundef 9.000000e-01, double noundef 1.000000e+00)
  %13 = call i64 (i32, i32, i32, i32, i32, i32, i32, ...) @after_seven(i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 noundef 1, i64 noundef 100, i32 noundef 2, double noundef 5.000000e-01, i32 noundef 1, i64 noundef 1048576, i32 noundef 2, double noundef 1.250000e+00, i32 noundef 2, double noundef 2.000000e+00, i32 noundef 2, double noundef 3.000000e+00, i32 noundef 2, double noundef 4.000000e+00, i32 noundef 2, double noundef 5.000000e+00, i32 noundef 2, double noundef 6.000000e+00, i32 noundef 2, double noundef 7.000000e+00, i32 noundef 2, double noundef 8.000000e+00, i32 noundef 2, double noundef 9.000000e+00, i32 noundef 0)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@ONCKEIJH@after_seven?3?5?$CFlld?6?$AA@", i64 noundef %13)
  %15 = call i32 (i32, ...) @forward(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@CKOJIOBN@forward?3?5?$CFd?6?$AA@", i32 noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0FB@BKOOLHGG@printf?3?5?$CFd?5?$CFu?5?$CFx?5?$CFX?5?$CFo?5?$CFc?5?$CFs?5?$CFll@", i32 noundef -1, i32 noundef -294967296, i32 noundef 48879, i32 noundef 48879, i32 noundef 8, i32 noundef 65, ptr noundef nonnull @"??_C@_01LKDEMHDF@s?$AA@", i64 noundef -9000000000, i64 noundef -446744073709551616, double noundef 3.141590e+00, double noundef 1.000000e-10, double noundef 0x419D6F3454000000, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef -2, i32 noundef 200)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 23
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  %6 = and i32 %0, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i32 %0, 2147483644
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi i32 [ poison, %4 ], [ %54, %30 ]
  %12 = phi i32 [ 0, %4 ], [ %52, %30 ]
  %13 = phi i32 [ 0, %4 ], [ %54, %30 ]
  %14 = phi ptr [ %5, %4 ], [ %50, %30 ]
  %15 = icmp eq i32 %6, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %23, %16 ], [ %12, %10 ]
  %18 = phi i32 [ %25, %16 ], [ %13, %10 ]
  %19 = phi ptr [ %21, %16 ], [ %14, %10 ]
  %20 = phi i32 [ %26, %16 ], [ 0, %10 ]
  %21 = getelementptr inbounds i8, ptr %19, i32 4
  store ptr %21, ptr %2, align 4
  %22 = load i32, ptr %19, align 4
  %23 = add nuw nsw i32 %17, 1
  %24 = mul nsw i32 %22, %23
  %25 = add nsw i32 %24, %18
  %26 = add i32 %20, 1
  %27 = icmp eq i32 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !4

28:                                               ; preds = %10, %16, %1
  %29 = phi i32 [ 0, %1 ], [ %11, %10 ], [ %25, %16 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret i32 %29

30:                                               ; preds = %30, %8
  %31 = phi i32 [ 0, %8 ], [ %52, %30 ]
  %32 = phi i32 [ 0, %8 ], [ %54, %30 ]
  %33 = phi ptr [ %5, %8 ], [ %50, %30 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %30 ]
  %35 = getelementptr inbounds i8, ptr %33, i32 4
  store ptr %35, ptr %2, align 4
  %36 = load i32, ptr %33, align 4
  %37 = or disjoint i32 %31, 1
  %38 = mul nsw i32 %36, %37
  %39 = add nsw i32 %38, %32
  %40 = getelementptr inbounds i8, ptr %33, i32 8
  store ptr %40, ptr %2, align 4
  %41 = load i32, ptr %35, align 4
  %42 = or disjoint i32 %31, 2
  %43 = mul nsw i32 %41, %42
  %44 = add nsw i32 %43, %39
  %45 = getelementptr inbounds i8, ptr %33, i32 12
  store ptr %45, ptr %2, align 4
  %46 = load i32, ptr %40, align 4
  %47 = or disjoint i32 %31, 3
  %48 = mul nsw i32 %46, %47
  %49 = add nsw i32 %48, %44
  %50 = getelementptr inbounds i8, ptr %33, i32 16
  store ptr %50, ptr %2, align 4
  %51 = load i32, ptr %45, align 4
  %52 = add nuw nsw i32 %31, 4
  %53 = mul nsw i32 %51, %52
  %54 = add nsw i32 %53, %49
  %55 = add i32 %34, 4
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %10, label %30, !llvm.loop !6
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @sum_ll(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %33

5:                                                ; preds = %1
  %6 = shl i32 %0, 3
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i32 %0, 2147483644
  br label %35

11:                                               ; preds = %35, %5
  %12 = phi i64 [ poison, %5 ], [ %62, %35 ]
  %13 = phi i32 [ 0, %5 ], [ %63, %35 ]
  %14 = phi i64 [ 0, %5 ], [ %62, %35 ]
  %15 = phi ptr [ %3, %5 ], [ %58, %35 ]
  %16 = icmp eq i32 %7, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %11, %17
  %18 = phi i32 [ %27, %17 ], [ %13, %11 ]
  %19 = phi i64 [ %26, %17 ], [ %14, %11 ]
  %20 = phi ptr [ %22, %17 ], [ %15, %11 ]
  %21 = phi i32 [ %28, %17 ], [ 0, %11 ]
  %22 = getelementptr inbounds i8, ptr %20, i32 8
  %23 = load i64, ptr %20, align 4
  %24 = zext nneg i32 %18 to i64
  %25 = add nsw i64 %23, %24
  %26 = xor i64 %25, %19
  %27 = add nuw nsw i32 %18, 1
  %28 = add i32 %21, 1
  %29 = icmp eq i32 %28, %7
  br i1 %29, label %30, label %17, !llvm.loop !8

30:                                               ; preds = %17, %11
  %31 = phi i64 [ %12, %11 ], [ %26, %17 ]
  %32 = getelementptr i8, ptr %3, i32 %6
  store ptr %32, ptr %2, align 4
  br label %33

33:                                               ; preds = %30, %1
  %34 = phi i64 [ %31, %30 ], [ 0, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret i64 %34

35:                                               ; preds = %35, %9
  %36 = phi i32 [ 0, %9 ], [ %63, %35 ]
  %37 = phi i64 [ 0, %9 ], [ %62, %35 ]
  %38 = phi ptr [ %3, %9 ], [ %58, %35 ]
  %39 = phi i32 [ 0, %9 ], [ %64, %35 ]
  %40 = getelementptr inbounds i8, ptr %38, i32 8
  %41 = load i64, ptr %38, align 4
  %42 = zext nneg i32 %36 to i64
  %43 = add nsw i64 %41, %42
  %44 = xor i64 %43, %37
  %45 = or disjoint i32 %36, 1
  %46 = getelementptr inbounds i8, ptr %38, i32 16
  %47 = load i64, ptr %40, align 4
  %48 = zext nneg i32 %45 to i64
  %49 = add nsw i64 %47, %48
  %50 = xor i64 %49, %44
  %51 = or disjoint i32 %36, 2
  %52 = getelementptr inbounds i8, ptr %38, i32 24
  %53 = load i64, ptr %46, align 4
  %54 = zext nneg i32 %51 to i64
  %55 = add nsw i64 %53, %54
  %56 = xor i64 %55, %50
  %57 = or disjoint i32 %36, 3
  %58 = getelementptr inbounds i8, ptr %38, i32 32
  %59 = load i64, ptr %52, align 4
  %60 = zext nneg i32 %57 to i64
  %61 = add nsw i64 %59, %60
  %62 = xor i64 %61, %56
  %63 = add nuw nsw i32 %36, 4
  %64 = add i32 %39, 4
  %65 = icmp eq i32 %64, %10
  br i1 %65, label %11, label %35, !llvm.loop !9
}

; Function Attrs: nofree norecurse nosync nounwind
define internal double @sum_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %1
  %6 = shl i32 %0, 3
  %7 = and i32 %0, 3
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i32 %0, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %45, %30 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %45, %30 ]
  %14 = phi ptr [ %3, %5 ], [ %43, %30 ]
  %15 = icmp eq i32 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11, %16
  %17 = phi double [ %22, %16 ], [ %13, %11 ]
  %18 = phi ptr [ %20, %16 ], [ %14, %11 ]
  %19 = phi i32 [ %23, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds i8, ptr %18, i32 8
  %21 = load double, ptr %18, align 4
  %22 = call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %21)
  %23 = add i32 %19, 1
  %24 = icmp eq i32 %23, %7
  br i1 %24, label %25, label %16, !llvm.loop !10

25:                                               ; preds = %16, %11
  %26 = phi double [ %12, %11 ], [ %22, %16 ]
  %27 = getelementptr i8, ptr %3, i32 %6
  store ptr %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %25, %1
  %29 = phi double [ %26, %25 ], [ 0.000000e+00, %1 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi double [ 0.000000e+00, %9 ], [ %45, %30 ]
  %32 = phi ptr [ %3, %9 ], [ %43, %30 ]
  %33 = phi i32 [ 0, %9 ], [ %46, %30 ]
  %34 = getelementptr inbounds i8, ptr %32, i32 8
  %35 = load double, ptr %32, align 4
  %36 = call double @llvm.fmuladd.f64(double %31, double 2.000000e+00, double %35)
  %37 = getelementptr inbounds i8, ptr %32, i32 16
  %38 = load double, ptr %34, align 4
  %39 = call double @llvm.fmuladd.f64(double %36, double 2.000000e+00, double %38)
  %40 = getelementptr inbounds i8, ptr %32, i32 24
  %41 = load double, ptr %37, align 4
  %42 = call double @llvm.fmuladd.f64(double %39, double 2.000000e+00, double %41)
  %43 = getelementptr inbounds i8, ptr %32, i32 32
  %44 = load double, ptr %40, align 4
  %45 = call double @llvm.fmuladd.f64(double %42, double 2.000000e+00, double %44)
  %46 = add i32 %33, 4
  %47 = icmp eq i32 %46, %10
  br i1 %47, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
define internal void @show(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = call i32 @putchar(i32 91)
  %5 = load i8, ptr %0, align 1
  switch i8 %5, label %59 [
    i8 0, label %63
    i8 105, label %54
    i8 108, label %49
    i8 100, label %44
    i8 115, label %39
    i8 112, label %33
    i8 80, label %25
    i8 99, label %18
    i8 104, label %11
    i8 102, label %6
  ]

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 4
  %8 = getelementptr inbounds i8, ptr %7, i32 8
  store ptr %8, ptr %2, align 4
  %9 = load double, ptr %7, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02BEIEFPIG@?$CFg?$AA@", double noundef %9)
  br label %59

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 4
  store ptr %13, ptr %2, align 4
  %14 = load i32, ptr %12, align 4
  %15 = shl i32 %14, 16
  %16 = ashr exact i32 %15, 16
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DPKJAMEF@?$CFd?$AA@", i32 noundef %16)
  br label %59

18:                                               ; preds = %1
  %19 = load ptr, ptr %2, align 4
  %20 = getelementptr inbounds i8, ptr %19, i32 4
  store ptr %20, ptr %2, align 4
  %21 = load i32, ptr %19, align 4
  %22 = shl i32 %21, 24
  %23 = ashr exact i32 %22, 24
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04ENIEGDOG@?8?$CFc?8?$AA@", i32 noundef %23)
  br label %59

25:                                               ; preds = %1
  %26 = load ptr, ptr %2, align 4
  %27 = getelementptr inbounds i8, ptr %26, i32 8
  store ptr %27, ptr %2, align 4
  %28 = load i32, ptr %26, align 4
  %29 = getelementptr inbounds i8, ptr %26, i32 4
  %30 = load i16, ptr %29, align 4
  %31 = sext i16 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07CDJFAPGJ@?$HL?$CFd?0?$CFd?$HN?$AA@", i32 noundef %28, i32 noundef %31)
  br label %59

33:                                               ; preds = %1
  %34 = load ptr, ptr %2, align 4
  %35 = getelementptr inbounds i8, ptr %34, i32 4
  store ptr %35, ptr %2, align 4
  %36 = load ptr, ptr %34, align 4
  %37 = load i32, ptr %36, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03COCDEFBB@?$CK?$CFd?$AA@", i32 noundef %37)
  br label %59

39:                                               ; preds = %1
  %40 = load ptr, ptr %2, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 4
  store ptr %41, ptr %2, align 4
  %42 = load ptr, ptr %40, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef %42)
  br label %59

44:                                               ; preds = %1
  %45 = load ptr, ptr %2, align 4
  %46 = getelementptr inbounds i8, ptr %45, i32 8
  store ptr %46, ptr %2, align 4
  %47 = load double, ptr %45, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GFJLOHHD@?$CF?43f?$AA@", double noundef %47)
  br label %59

49:                                               ; preds = %1
  %50 = load ptr, ptr %2, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 8
  store ptr %51, ptr %2, align 4
  %52 = load i64, ptr %50, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04BFAHMMK@?$CFlld?$AA@", i64 noundef %52)
  br label %59

54:                                               ; preds = %1
  %55 = load ptr, ptr %2, align 4
  %56 = getelementptr inbounds i8, ptr %55, i32 4
  store ptr %56, ptr %2, align 4
  %57 = load i32, ptr %55, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DPKJAMEF@?$CFd?$AA@", i32 noundef %57)
  br label %59

59:                                               ; preds = %1, %54, %49, %44, %39, %33, %25, %18, %11, %6
  %60 = getelementptr inbounds i8, ptr %0, i32 1
  %61 = load i8, ptr %60, align 1
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %66

63:                                               ; preds = %123, %1, %59
  %64 = call i32 @putchar(i32 93)
  %65 = load ptr, ptr %3, align 4
  br label %127

66:                                               ; preds = %59, %123
  %67 = phi ptr [ %124, %123 ], [ %60, %59 ]
  %68 = call i32 @putchar(i32 32)
  %69 = load i8, ptr %67, align 1
  switch i8 %69, label %123 [
    i8 105, label %70
    i8 108, label %75
    i8 100, label %80
    i8 115, label %85
    i8 112, label %90
    i8 80, label %96
    i8 99, label %104
    i8 104, label %111
    i8 102, label %118
  ]

70:                                               ; preds = %66
  %71 = load ptr, ptr %2, align 4
  %72 = getelementptr inbounds i8, ptr %71, i32 4
  store ptr %72, ptr %2, align 4
  %73 = load i32, ptr %71, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DPKJAMEF@?$CFd?$AA@", i32 noundef %73)
  br label %123

75:                                               ; preds = %66
  %76 = load ptr, ptr %2, align 4
  %77 = getelementptr inbounds i8, ptr %76, i32 8
  store ptr %77, ptr %2, align 4
  %78 = load i64, ptr %76, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04BFAHMMK@?$CFlld?$AA@", i64 noundef %78)
  br label %123

80:                                               ; preds = %66
  %81 = load ptr, ptr %2, align 4
  %82 = getelementptr inbounds i8, ptr %81, i32 8
  store ptr %82, ptr %2, align 4
  %83 = load double, ptr %81, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04GFJLOHHD@?$CF?43f?$AA@", double noundef %83)
  br label %123

85:                                               ; preds = %66
  %86 = load ptr, ptr %2, align 4
  %87 = getelementptr inbounds i8, ptr %86, i32 4
  store ptr %87, ptr %2, align 4
  %88 = load ptr, ptr %86, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DKCKIIND@?$CFs?$AA@", ptr noundef %88)
  br label %123

90:                                               ; preds = %66
  %91 = load ptr, ptr %2, align 4
  %92 = getelementptr inbounds i8, ptr %91, i32 4
  store ptr %92, ptr %2, align 4
  %93 = load ptr, ptr %91, align 4
  %94 = load i32, ptr %93, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_03COCDEFBB@?$CK?$CFd?$AA@", i32 noundef %94)
  br label %123

96:                                               ; preds = %66
  %97 = load ptr, ptr %2, align 4
  %98 = getelementptr inbounds i8, ptr %97, i32 8
  store ptr %98, ptr %2, align 4
  %99 = load i32, ptr %97, align 4
  %100 = getelementptr inbounds i8, ptr %97, i32 4
  %101 = load i16, ptr %100, align 4
  %102 = sext i16 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07CDJFAPGJ@?$HL?$CFd?0?$CFd?$HN?$AA@", i32 noundef %99, i32 noundef %102)
  br label %123

104:                                              ; preds = %66
  %105 = load ptr, ptr %2, align 4
  %106 = getelementptr inbounds i8, ptr %105, i32 4
  store ptr %106, ptr %2, align 4
  %107 = load i32, ptr %105, align 4
  %108 = shl i32 %107, 24
  %109 = ashr exact i32 %108, 24
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_04ENIEGDOG@?8?$CFc?8?$AA@", i32 noundef %109)
  br label %123

111:                                              ; preds = %66
  %112 = load ptr, ptr %2, align 4
  %113 = getelementptr inbounds i8, ptr %112, i32 4
  store ptr %113, ptr %2, align 4
  %114 = load i32, ptr %112, align 4
  %115 = shl i32 %114, 16
  %116 = ashr exact i32 %115, 16
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02DPKJAMEF@?$CFd?$AA@", i32 noundef %116)
  br label %123

118:                                              ; preds = %66
  %119 = load ptr, ptr %2, align 4
  %120 = getelementptr inbounds i8, ptr %119, i32 8
  store ptr %120, ptr %2, align 4
  %121 = load double, ptr %119, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02BEIEFPIG@?$CFg?$AA@", double noundef %121)
  br label %123

123:                                              ; preds = %70, %75, %80, %85, %90, %96, %104, %111, %118, %66
  %124 = getelementptr inbounds i8, ptr %67, i32 1
  %125 = load i8, ptr %124, align 1
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %63, label %66, !llvm.loop !12

127:                                              ; preds = %159, %63
  %128 = phi ptr [ %65, %63 ], [ %160, %159 ]
  %129 = phi i32 [ 0, %63 ], [ %161, %159 ]
  %130 = phi double [ 0.000000e+00, %63 ], [ %162, %159 ]
  %131 = phi ptr [ %0, %63 ], [ %163, %159 ]
  %132 = load i8, ptr %131, align 1
  switch i8 %132, label %159 [
    i8 0, label %133
    i8 105, label %135
    i8 99, label %135
    i8 104, label %135
    i8 108, label %139
    i8 100, label %144
    i8 102, label %144
    i8 115, label %148
    i8 112, label %150
    i8 80, label %155
  ]

133:                                              ; preds = %127
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@FHFOIILK@?5ints?$DN?$CFd?5dsum?$DN?$CF?43f?6?$AA@", i32 noundef %129, double noundef %130)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret void

135:                                              ; preds = %127, %127, %127
  %136 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %136, ptr %3, align 4
  %137 = load i32, ptr %128, align 4
  %138 = add nsw i32 %137, %129
  br label %159

139:                                              ; preds = %127
  %140 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %140, ptr %3, align 4
  %141 = load i64, ptr %128, align 4
  %142 = trunc i64 %141 to i32
  %143 = add nsw i32 %129, %142
  br label %159

144:                                              ; preds = %127, %127
  %145 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %145, ptr %3, align 4
  %146 = load double, ptr %128, align 4
  %147 = fadd double %130, %146
  br label %159

148:                                              ; preds = %127
  %149 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %149, ptr %3, align 4
  br label %159

150:                                              ; preds = %127
  %151 = getelementptr inbounds i8, ptr %128, i32 4
  store ptr %151, ptr %3, align 4
  %152 = load ptr, ptr %128, align 4
  %153 = load i32, ptr %152, align 4
  %154 = add nsw i32 %153, %129
  br label %159

155:                                              ; preds = %127
  %156 = getelementptr inbounds i8, ptr %128, i32 8
  store ptr %156, ptr %3, align 4
  %157 = load i32, ptr %128, align 4
  %158 = add nsw i32 %157, %129
  br label %159

159:                                              ; preds = %127, %135, %139, %144, %148, %150, %155
  %160 = phi ptr [ %156, %155 ], [ %151, %150 ], [ %149, %148 ], [ %145, %144 ], [ %140, %139 ], [ %136, %135 ], [ %128, %127 ]
  %161 = phi i32 [ %158, %155 ], [ %154, %150 ], [ %129, %148 ], [ %129, %144 ], [ %143, %139 ], [ %138, %135 ], [ %129, %127 ]
  %162 = phi double [ %130, %155 ], [ %130, %150 ], [ %130, %148 ], [ %147, %144 ], [ %130, %139 ], [ %130, %135 ], [ %130, %127 ]
  %163 = getelementptr inbounds i8, ptr %131, i32 1
  br label %127, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i64 @after_seven(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, ...) unnamed_addr #2 {
  %8 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #8
  call void @llvm.va_start.p0(ptr nonnull %8)
  %9 = load ptr, ptr %8, align 4
  br label %10

10:                                               ; preds = %23, %7
  %11 = phi ptr [ %24, %23 ], [ %9, %7 ]
  %12 = phi double [ %26, %23 ], [ 0.000000e+00, %7 ]
  %13 = phi i64 [ %16, %23 ], [ 28, %7 ]
  br label %14

14:                                               ; preds = %10, %19
  %15 = phi ptr [ %20, %19 ], [ %11, %10 ]
  %16 = phi i64 [ %22, %19 ], [ %13, %10 ]
  %17 = getelementptr inbounds i8, ptr %15, i32 4
  store ptr %17, ptr %8, align 4
  %18 = load i32, ptr %15, align 4
  switch i32 %18, label %23 [
    i32 0, label %27
    i32 1, label %19
  ]

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %15, i32 12
  store ptr %20, ptr %8, align 4
  %21 = load i64, ptr %17, align 4
  %22 = add nsw i64 %21, %16
  br label %14

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %15, i32 12
  store ptr %24, ptr %8, align 4
  %25 = load double, ptr %17, align 4
  %26 = fadd double %12, %25
  br label %10

27:                                               ; preds = %14
  call void @llvm.va_end.p0(ptr nonnull %8)
  %28 = mul nsw i64 %16, 1000
  %29 = fmul double %12, 1.000000e+01
  %30 = fptosi double %29 to i64
  %31 = add nsw i64 %28, %30
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #8
  ret i64 %31
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define internal i32 @forward(i32 %0, ...) unnamed_addr #4 {
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 4
  %5 = load i32, ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %3, i32 8
  %7 = load i32, ptr %4, align 4
  %8 = add nsw i32 %7, %5
  %9 = getelementptr inbounds i8, ptr %3, i32 12
  %10 = load i32, ptr %6, align 4
  %11 = add nsw i32 %8, %10
  %12 = getelementptr inbounds i8, ptr %3, i32 16
  %13 = load i32, ptr %9, align 4
  %14 = add nsw i32 %11, %13
  %15 = getelementptr inbounds i8, ptr %3, i32 20
  %16 = load i32, ptr %12, align 4
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i8, ptr %3, i32 24
  %19 = load i32, ptr %15, align 4
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds i8, ptr %3, i32 28
  %22 = load i32, ptr %18, align 4
  %23 = add nsw i32 %20, %22
  %24 = load i32, ptr %21, align 4
  %25 = add nsw i32 %23, %24
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  ret i32 %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !5}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7, !13}
!13 = !{!"llvm.loop.peeled.count", i32 1}
!14 = distinct !{!14, !7}
