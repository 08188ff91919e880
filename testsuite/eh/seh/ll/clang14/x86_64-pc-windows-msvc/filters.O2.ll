; ModuleID = 'src/filters.c'
source_filename = "filters.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = comdat any

$"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = comdat any

$"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = comdat any

@trail = internal unnamed_addr global i32 0, align 4
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  main handles %08lx, trail %d\0A\00", comdat, align 1
@"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"  after middle, trail %d\0A\00", comdat, align 1
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  inner: not reached\0A\00", comdat, align 1
@"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  back after the first\0A\00", comdat, align 1
@"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  back after the second\0A\00", comdat, align 1
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 1
@"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  thrower's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower raises %08lx\0A\00", comdat, align 1
@"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower: not reached\0A\00", comdat, align 1
@resumes = internal global i32 0, align 4
@"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"  filter again sees %08lx, resume #%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [24 x i8] c"1 outer filter takes it\00", align 1
@str.1 = private unnamed_addr constant [24 x i8] c"2 inner filter takes it\00", align 1
@str.2 = private unnamed_addr constant [20 x i8] c"  main: not reached\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"3 __except(1)\00", align 1
@str.4 = private unnamed_addr constant [24 x i8] c"  caught by __except(1)\00", align 1
@str.5 = private unnamed_addr constant [28 x i8] c"4 two __try in one function\00", align 1
@str.6 = private unnamed_addr constant [57 x i8] c"  outer handles (a positive answer executes the handler)\00", align 1
@str.7 = private unnamed_addr constant [28 x i8] c"5 continue execution, twice\00", align 1
@str.8 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@str.9 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str, i64 0, i64 0))
  store i32 0, i32* @trail, align 4, !tbaa !4
  invoke fastcc void @middle(i32 noundef -536870911) #7
          to label %10 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = load i32, i32* @trail, align 4, !tbaa !4
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7, i32 noundef %8)
  br label %10

10:                                               ; preds = %0, %6
  %11 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.1, i64 0, i64 0))
  store i32 0, i32* @trail, align 4, !tbaa !4
  invoke fastcc void @middle(i32 noundef -536870910) #7
          to label %12 unwind label %15

12:                                               ; preds = %10
  %13 = load i32, i32* @trail, align 4, !tbaa !4
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13) #7
          to label %21 unwind label %15

15:                                               ; preds = %12, %10
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %18 to label %19

19:                                               ; preds = %17
  %20 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.2, i64 0, i64 0))
  br label %21

21:                                               ; preds = %12, %19
  %22 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.3, i64 0, i64 0))
  invoke fastcc void @thrower(i32 noundef -536870909) #7
          to label %29 unwind label %23

23:                                               ; preds = %21
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* null]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.4, i64 0, i64 0))
  br label %29

29:                                               ; preds = %21, %27
  %30 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.5, i64 0, i64 0))
  invoke fastcc void @thrower(i32 noundef -536870908) #7
          to label %43 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33] unwind label %37

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %34 to label %35

35:                                               ; preds = %33
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@", i64 0, i64 0)) #7
          to label %43 unwind label %37

37:                                               ; preds = %35, %31
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %40 to label %41

41:                                               ; preds = %39
  %42 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @str.6, i64 0, i64 0))
  br label %43

43:                                               ; preds = %29, %35, %41
  %44 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.7, i64 0, i64 0))
  invoke void @RaiseException(i32 noundef -536870907, i32 noundef 0, i32 noundef 0, i64* noundef null) #7
          to label %45 unwind label %50

45:                                               ; preds = %43
  %46 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@", i64 0, i64 0)) #7
          to label %47 unwind label %50

47:                                               ; preds = %45
  invoke void @RaiseException(i32 noundef -536870906, i32 noundef 0, i32 noundef 0, i64* noundef null) #7
          to label %48 unwind label %50

48:                                               ; preds = %47
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@", i64 0, i64 0)) #7
          to label %56 unwind label %50

50:                                               ; preds = %48, %47, %45, %43
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast (i32 (i8*, i8*)* @"?filt$4@0@main@@" to i8*)]
  catchret from %53 to label %54

54:                                               ; preds = %52
  %55 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.8, i64 0, i64 0))
  br label %56

56:                                               ; preds = %48, %54
  %57 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.9, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #8
  %7 = load i32, i32* @trail, align 4, !tbaa !4
  %8 = mul nsw i32 %7, 10
  %9 = or i32 %8, 1
  store i32 %9, i32* @trail, align 4, !tbaa !4
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @middle(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke fastcc void @thrower(i32 noundef %0) #7
          to label %9 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@middle@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %7)
  br label %9

9:                                                ; preds = %1, %6
  ret void
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #8
  %7 = load i32, i32* @trail, align 4, !tbaa !4
  %8 = mul nsw i32 %7, 10
  %9 = or i32 %8, 1
  store i32 %9, i32* @trail, align 4, !tbaa !4
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %0) #7
          to label %3 unwind label %11

3:                                                ; preds = %1
  invoke void @RaiseException(i32 noundef %0, i32 noundef 0, i32 noundef 0, i64* noundef null) #7
          to label %4 unwind label %11

4:                                                ; preds = %3
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@", i64 0, i64 0)) #7
          to label %6 unwind label %11

6:                                                ; preds = %4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i64 0, i64 0), i32 noundef 0) #8
  %8 = load i32, i32* @trail, align 4, !tbaa !4
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, 2
  store i32 %10, i32* @trail, align 4, !tbaa !4
  ret void

11:                                               ; preds = %4, %3, %1
  %12 = cleanuppad within none []
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i64 0, i64 0), i32 noundef 1) #8 [ "funclet"(token %12) ]
  %14 = load i32, i32* @trail, align 4, !tbaa !4
  %15 = mul nsw i32 %14, 10
  %16 = add nsw i32 %15, 2
  store i32 %16, i32* @trail, align 4, !tbaa !4
  cleanupret from %12 unwind to caller
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$2@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 7) #8
  %7 = load i32, i32* @trail, align 4, !tbaa !4
  %8 = mul nsw i32 %7, 10
  %9 = or i32 %8, 1
  store i32 %9, i32* @trail, align 4, !tbaa !4
  ret i32 7
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 0) #8
  %7 = load i32, i32* @trail, align 4, !tbaa !4
  %8 = mul nsw i32 %7, 10
  %9 = or i32 %8, 1
  store i32 %9, i32* @trail, align 4, !tbaa !4
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$4@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load volatile i32, i32* @resumes, align 4, !tbaa !4
  %7 = add nsw i32 %6, 1
  store volatile i32 %7, i32* @resumes, align 4, !tbaa !4
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@", i64 0, i64 0), i32 noundef %5, i32 noundef %7) #8
  ret i32 -1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@middle@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -536870910
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %7) #8
  %9 = load i32, i32* @trail, align 4, !tbaa !4
  %10 = mul nsw i32 %9, 10
  %11 = or i32 %10, 1
  store i32 %11, i32* @trail, align 4, !tbaa !4
  ret i32 %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { noinline }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
