; ModuleID = 'src/filters.c'
source_filename = "filters.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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

; Function Attrs: nounwind
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %1, i32* nonnull %2, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5, i32* nonnull %6)
  %7 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str, i32 0, i32 0))
  store i32 0, i32* @trail, align 4, !tbaa !3
  invoke void @middle(i32 noundef -536870911) #9
          to label %16 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %11 to label %12

12:                                               ; preds = %10
  %13 = load i32, i32* @trail, align 4, !tbaa !3
  %14 = load i32, i32* %1, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %14, i32 noundef %13)
  br label %16

16:                                               ; preds = %0, %12
  %17 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.1, i32 0, i32 0))
  store i32 0, i32* @trail, align 4, !tbaa !3
  invoke void @middle(i32 noundef -536870910) #9
          to label %18 unwind label %21

18:                                               ; preds = %16
  %19 = load i32, i32* @trail, align 4, !tbaa !3
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %19) #9
          to label %27 unwind label %21

21:                                               ; preds = %18, %16
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.2, i32 0, i32 0))
  br label %27

27:                                               ; preds = %18, %25
  %28 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.3, i32 0, i32 0))
  invoke fastcc void @thrower(i32 noundef -536870909) #9
          to label %35 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %32 to label %33

33:                                               ; preds = %31
  %34 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @str.4, i32 0, i32 0))
  br label %35

35:                                               ; preds = %27, %33
  %36 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.5, i32 0, i32 0))
  invoke fastcc void @thrower(i32 noundef -536870908) #9
          to label %49 unwind label %37

37:                                               ; preds = %35
  %38 = catchswitch within none [label %39] unwind label %43

39:                                               ; preds = %37
  %40 = catchpad within %38 [i8* bitcast (i32 ()* @"?filt$4@0@main@@" to i8*)]
  catchret from %40 to label %41

41:                                               ; preds = %39
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@", i32 0, i32 0)) #9
          to label %49 unwind label %43

43:                                               ; preds = %41, %37
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [i8* bitcast (i32 ()* @"?filt$3@0@main@@" to i8*)]
  catchret from %46 to label %47

47:                                               ; preds = %45
  %48 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @str.6, i32 0, i32 0))
  br label %49

49:                                               ; preds = %35, %41, %47
  %50 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.7, i32 0, i32 0))
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870907, i32 noundef 0, i32 noundef 0, i32* noundef null) #9
          to label %51 unwind label %56

51:                                               ; preds = %49
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@", i32 0, i32 0)) #9
          to label %53 unwind label %56

53:                                               ; preds = %51
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870906, i32 noundef 0, i32 noundef 0, i32* noundef null) #9
          to label %54 unwind label %56

54:                                               ; preds = %53
  %55 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@", i32 0, i32 0)) #9
          to label %62 unwind label %56

56:                                               ; preds = %54, %53, %51, %49
  %57 = catchswitch within none [label %58] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [i8* bitcast (i32 ()* @"?filt$5@0@main@@" to i8*)]
  catchret from %59 to label %60

60:                                               ; preds = %58
  %61 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.8, i32 0, i32 0))
  br label %62

62:                                               ; preds = %54, %60
  %63 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.9, i32 0, i32 0))
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef 1) #10
  %12 = load i32, i32* @trail, align 4, !tbaa !3
  %13 = mul nsw i32 %12, 10
  %14 = or i32 %13, 1
  store i32 %14, i32* @trail, align 4, !tbaa !3
  ret i32 1
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

; Function Attrs: noinline nounwind
define internal void @middle(i32 noundef %0) #4 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %2)
  invoke fastcc void @thrower(i32 noundef %0) #9
          to label %10 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i32 ()* @"?filt$0@0@middle@@" to i8*)]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = load i32, i32* %2, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %8)
  br label %10

10:                                               ; preds = %1, %7
  ret void
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
define internal i32 @"?filt$1@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef 1) #10
  %12 = load i32, i32* @trail, align 4, !tbaa !3
  %13 = mul nsw i32 %12, 10
  %14 = or i32 %13, 1
  store i32 %14, i32* @trail, align 4, !tbaa !3
  ret i32 1
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define internal i32 @"?filt$2@0@main@@"() #5 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %2 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %0) #9
          to label %3 unwind label %11

3:                                                ; preds = %1
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %0, i32 noundef 0, i32 noundef 0, i32* noundef null) #9
          to label %4 unwind label %11

4:                                                ; preds = %3
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@", i32 0, i32 0)) #9
          to label %6 unwind label %11

6:                                                ; preds = %4
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 0, i32 0), i32 noundef 0) #10
  %8 = load i32, i32* @trail, align 4, !tbaa !3
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, 2
  store i32 %10, i32* @trail, align 4, !tbaa !3
  ret void

11:                                               ; preds = %4, %3, %1
  %12 = cleanuppad within none []
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 0, i32 0), i32 noundef 1) #10 [ "funclet"(token %12) ]
  %14 = load i32, i32* @trail, align 4, !tbaa !3
  %15 = mul nsw i32 %14, 10
  %16 = add nsw i32 %15, 2
  store i32 %16, i32* @trail, align 4, !tbaa !3
  cleanupret from %12 unwind to caller
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$3@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef 7) #10
  %12 = load i32, i32* @trail, align 4, !tbaa !3
  %13 = mul nsw i32 %12, 10
  %14 = or i32 %13, 1
  store i32 %14, i32* @trail, align 4, !tbaa !3
  ret i32 7
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$4@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 4)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef 0) #10
  %12 = load i32, i32* @trail, align 4, !tbaa !3
  %13 = mul nsw i32 %12, 10
  %14 = or i32 %13, 1
  store i32 %14, i32* @trail, align 4, !tbaa !3
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal i32 @"?filt$5@0@main@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 5)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = load volatile i32, i32* @resumes, align 4, !tbaa !3
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, i32* @resumes, align 4, !tbaa !3
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@", i32 0, i32 0), i32 noundef %10, i32 noundef %12) #10
  ret i32 -1
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #7

; Function Attrs: nofree nounwind
define internal i32 @"?filt$0@0@middle@@"() #2 {
  %1 = tail call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (void (i32)* @middle to i8*), i8* %1)
  %3 = tail call i8* @llvm.localrecover(i8* bitcast (void (i32)* @middle to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to { i32*, i8* }**
  %7 = load { i32*, i8* }*, { i32*, i8* }** %6, align 4
  %8 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 4
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %4, align 4
  %11 = icmp eq i32 %10, -536870910
  %12 = zext i1 %11 to i32
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0), i32 noundef %10, i32 noundef %12) #10
  %14 = load i32, i32* @trail, align 4, !tbaa !3
  %15 = mul nsw i32 %14, 10
  %16 = or i32 %15, 1
  store i32 %16, i32* @trail, align 4, !tbaa !3
  ret i32 %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
