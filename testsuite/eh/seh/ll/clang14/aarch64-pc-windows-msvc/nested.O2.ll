; ModuleID = 'src/nested.c'
source_filename = "nested.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@" = comdat any

$"??_C@_04DGGGELON@flip?$AA@" = comdat any

$"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@" = comdat any

$"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@" = comdat any

$"??_C@_09OLECANPH@in?9filter?$AA@" = comdat any

$"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@" = comdat any

$"??_C@_07HLHPLCKH@careful?$AA@" = comdat any

$"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@" = comdat any

$"??_C@_06KAGLOMJC@level2?$AA@" = comdat any

$"??_C@_0N@GGOFNJPH@an?5exception?$AA@" = comdat any

$"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@" = comdat any

$"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 4
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 8
@"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  main handles %08lx\0A\00", comdat, align 8
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 4
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 8
@"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  outer handles %08lx\0A\00", comdat, align 8
@"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  inner handler raises e0000051\0A\00", comdat, align 8
@flips = internal unnamed_addr global i32 0, align 4
@"??_C@_04DGGGELON@flip?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"flip\00", comdat, align 4
@"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  inner handles %08lx\0A\00", comdat, align 8
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 8
@"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  level1 handles %08lx\0A\00", comdat, align 8
@raised = internal unnamed_addr global i32 0, align 4
@"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"bad, again,\00", comdat, align 8
@"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  bad filter sees %08lx and raises e0000031\0A\00", comdat, align 8
@"??_C@_09OLECANPH@in?9filter?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"in-filter\00", comdat, align 8
@"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  the filter handled its own %08lx\0A\00", comdat, align 8
@"??_C@_07HLHPLCKH@careful?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"careful\00", comdat, align 8
@"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  level2 __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_06KAGLOMJC@level2?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"level2\00", comdat, align 4
@"??_C@_0N@GGOFNJPH@an?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"an exception\00", comdat, align 8
@"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"the normal path\00", comdat, align 8
@"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  __finally for %s raises e0000041\0A\00", comdat, align 8
@str = private unnamed_addr constant [43 x i8] c"1 a filter handles an exception of its own\00", align 1
@str.1 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@str.2 = private unnamed_addr constant [31 x i8] c"2 an exception leaves a filter\00", align 1
@str.3 = private unnamed_addr constant [48 x i8] c"3 a __finally raises while an exception unwinds\00", align 1
@str.4 = private unnamed_addr constant [27 x i8] c"4 an __except block raises\00", align 1
@str.5 = private unnamed_addr constant [41 x i8] c"5 a filter answers differently each time\00", align 1
@str.6 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @str, i64 0, i64 0))
  invoke void @level1(i32 noundef 0) #9
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.1, i64 0, i64 0))
  br label %8

8:                                                ; preds = %0, %6
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @str.2, i64 0, i64 0))
  invoke void @level1(i32 noundef 1) #9
          to label %17 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = tail call i32 @llvm.eh.exceptioncode(token %13)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %15)
  br label %17

17:                                               ; preds = %8, %14
  %18 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @str.3, i64 0, i64 0))
  invoke fastcc void @finally_raises() #9
          to label %33 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind label %26

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i32 (i8*, i8*)* @"?filt$3@0@main@@" to i8*)]
  catchret from %22 to label %23

23:                                               ; preds = %21
  %24 = tail call i32 @llvm.eh.exceptioncode(token %22)
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %24) #9
          to label %33 unwind label %26

26:                                               ; preds = %23, %19
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [i8* bitcast (i32 (i8*, i8*)* @"?filt$2@0@main@@" to i8*)]
  catchret from %29 to label %30

30:                                               ; preds = %28
  %31 = tail call i32 @llvm.eh.exceptioncode(token %29)
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %31)
  br label %33

33:                                               ; preds = %17, %23, %30
  %34 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @str.4, i64 0, i64 0))
  invoke void @RaiseException(i32 noundef -536870832, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %49 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within none [label %37] unwind label %42

37:                                               ; preds = %35
  %38 = catchpad within %36 [i8* null]
  catchret from %38 to label %39

39:                                               ; preds = %37
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@", i64 0, i64 0)) #9
          to label %41 unwind label %42

41:                                               ; preds = %39
  invoke void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %49 unwind label %42

42:                                               ; preds = %41, %39, %35
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [i8* bitcast (i32 (i8*, i8*)* @"?filt$4@0@main@@" to i8*)]
  catchret from %45 to label %46

46:                                               ; preds = %44
  %47 = tail call i32 @llvm.eh.exceptioncode(token %45)
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %47)
  br label %49

49:                                               ; preds = %33, %41, %46
  %50 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @str.5, i64 0, i64 0))
  br label %53

51:                                               ; preds = %70
  %52 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.6, i64 0, i64 0))
  ret i32 0

53:                                               ; preds = %49, %70
  %54 = phi i1 [ true, %49 ], [ false, %70 ]
  %55 = phi i32 [ -536870816, %49 ], [ -536870815, %70 ]
  invoke void @RaiseException(i32 noundef %55, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %70 unwind label %56

56:                                               ; preds = %53
  %57 = catchswitch within none [label %58] unwind label %63

58:                                               ; preds = %56
  %59 = catchpad within %57 [i8* bitcast (i32 (i8*, i8*)* @"?filt$6@0@main@@" to i8*)]
  catchret from %59 to label %60

60:                                               ; preds = %58
  %61 = tail call i32 @llvm.eh.exceptioncode(token %59)
  %62 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %61) #9
          to label %70 unwind label %63

63:                                               ; preds = %60, %56
  %64 = catchswitch within none [label %65] unwind to caller

65:                                               ; preds = %63
  %66 = catchpad within %64 [i8* bitcast (i32 (i8*, i8*)* @"?filt$5@0@main@@" to i8*)]
  catchret from %66 to label %67

67:                                               ; preds = %65
  %68 = tail call i32 @llvm.eh.exceptioncode(token %66)
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %68)
  br label %70

70:                                               ; preds = %53, %60, %67
  br i1 %54, label %53, label %51, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #10
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal void @level1(i32 noundef %0) #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %2)
  store i32 %0, i32* %2, align 4, !tbaa !10
  invoke fastcc void @level2() #9
          to label %10 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@level1@@" to i8*)]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 @llvm.eh.exceptioncode(token %6)
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %8)
  br label %10

10:                                               ; preds = %1, %7
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
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #10
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$2@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -536870848
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %7) #10
  ret i32 %7
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, -536870847
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %7) #10
  ret i32 %7
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @finally_raises() unnamed_addr #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@", i64 0, i64 0)) #10
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, i64* noundef null) #10
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef 1) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$4@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #10
  ret i32 1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$5@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #10
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$6@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* @flips, align 4, !tbaa !10
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @flips, align 4, !tbaa !10
  %8 = srem i32 %6, 2
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04DGGGELON@flip?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef %8) #10
  ret i32 %8
}

; Function Attrs: nounwind uwtable
define internal i32 @"?filt$0@0@level1@@"(i8* nocapture noundef readonly %0, i8* noundef readonly %1) #0 personality i32 (...)* @__C_specific_handler {
  %3 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (void (i32)* @level1 to i8*), i8* %1)
  %4 = tail call i8* @llvm.localrecover(i8* bitcast (void (i32)* @level1 to i8*), i8* %3, i32 0)
  %5 = bitcast i8* %4 to i32*
  %6 = bitcast i8* %0 to i32**
  %7 = load i32*, i32** %6, align 8
  %8 = load i32, i32* %7, align 4
  %9 = load i32, i32* %5, align 4, !tbaa !10
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %2
  %12 = load i32, i32* @raised, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @raised, align 4, !tbaa !10
  %14 = icmp eq i32 %12, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef 0) #10
  br label %29

17:                                               ; preds = %11
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@", i64 0, i64 0), i32 noundef %8) #10
  tail call void @RaiseException(i32 noundef -536870863, i32 noundef 0, i32 noundef 0, i64* noundef null) #10
  br label %29

19:                                               ; preds = %2
  invoke void @RaiseException(i32 noundef -536870855, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %27 unwind label %20

20:                                               ; preds = %19
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@careful_filter@@" to i8*)]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = tail call i32 @llvm.eh.exceptioncode(token %23) #10
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@", i64 0, i64 0), i32 noundef %25) #10
  br label %27

27:                                               ; preds = %19, %24
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HLHPLCKH@careful?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef 1) #10
  br label %29

29:                                               ; preds = %17, %15, %27
  %30 = phi i32 [ 1, %27 ], [ 0, %15 ], [ 1, %17 ]
  ret i32 %30
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #6

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @level2() unnamed_addr #3 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @RaiseException(i32 noundef -536870864, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
          to label %7 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %9

3:                                                ; preds = %1
  %4 = catchpad within %2 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@level2@@" to i8*)]
  catchret from %4 to label %5

5:                                                ; preds = %3
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #9
          to label %7 unwind label %9

7:                                                ; preds = %0, %5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i64 0, i64 0), i32 noundef 0) #10
  ret void

9:                                                ; preds = %5, %1
  %10 = cleanuppad within none []
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i64 0, i64 0), i32 noundef 1) #10 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #7

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@careful_filter@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OLECANPH@in?9filter?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #10
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@level2@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #2 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KAGLOMJC@level2?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 0) #10
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i8 %0, 0
  %3 = select i1 %2, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GGOFNJPH@an?5exception?$AA@", i64 0, i64 0)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", i64 0, i64 0), i8* noundef %3)
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, i64* noundef null) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #7 = { mustprogress nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
