; ModuleID = 'src/nested.c'
source_filename = "nested.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  main handles %08lx\0A\00", comdat, align 1
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 1
@"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  outer handles %08lx\0A\00", comdat, align 1
@"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  inner handler raises e0000051\0A\00", comdat, align 1
@flips = internal unnamed_addr global i32 0, align 4
@"??_C@_04DGGGELON@flip?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"flip\00", comdat, align 1
@"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  inner handles %08lx\0A\00", comdat, align 1
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 1
@"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  level1 handles %08lx\0A\00", comdat, align 1
@raised = internal unnamed_addr global i32 0, align 4
@"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"bad, again,\00", comdat, align 1
@"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"  bad filter sees %08lx and raises e0000031\0A\00", comdat, align 1
@"??_C@_09OLECANPH@in?9filter?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"in-filter\00", comdat, align 1
@"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  the filter handled its own %08lx\0A\00", comdat, align 1
@"??_C@_07HLHPLCKH@careful?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"careful\00", comdat, align 1
@"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  level2 __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_06KAGLOMJC@level2?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"level2\00", comdat, align 1
@"??_C@_0N@GGOFNJPH@an?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"an exception\00", comdat, align 1
@"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"the normal path\00", comdat, align 1
@"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  __finally for %s raises e0000041\0A\00", comdat, align 1
@str = private unnamed_addr constant [43 x i8] c"1 a filter handles an exception of its own\00", align 1
@str.1 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@str.2 = private unnamed_addr constant [31 x i8] c"2 an exception leaves a filter\00", align 1
@str.3 = private unnamed_addr constant [48 x i8] c"3 a __finally raises while an exception unwinds\00", align 1
@str.4 = private unnamed_addr constant [27 x i8] c"4 an __except block raises\00", align 1
@str.5 = private unnamed_addr constant [41 x i8] c"5 a filter answers differently each time\00", align 1
@str.6 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @level1(i32 noundef 0) #9
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"?filt$0@0@main@@"]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %9

9:                                                ; preds = %0, %6
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @level1(i32 noundef 1) #9
          to label %18 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"?filt$1@0@main@@"]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = tail call i32 @llvm.eh.exceptioncode(token %14)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@", i32 noundef %16)
  br label %18

18:                                               ; preds = %9, %15
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  invoke fastcc void @finally_raises() #9
          to label %34 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind label %27

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @"?filt$3@0@main@@"]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = tail call i32 @llvm.eh.exceptioncode(token %23)
  %26 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %25) #9
          to label %34 unwind label %27

27:                                               ; preds = %24, %20
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"?filt$2@0@main@@"]
  catchret from %30 to label %31

31:                                               ; preds = %29
  %32 = tail call i32 @llvm.eh.exceptioncode(token %30)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %32)
  br label %34

34:                                               ; preds = %18, %24, %31
  %35 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  invoke void @RaiseException(i32 noundef -536870832, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %51 unwind label %36

36:                                               ; preds = %34
  %37 = catchswitch within none [label %38] unwind label %44

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr null]
  catchret from %39 to label %40

40:                                               ; preds = %38
  %41 = tail call i32 @llvm.eh.exceptioncode(token %39)
  %42 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@") #9
          to label %43 unwind label %44

43:                                               ; preds = %40
  invoke void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %51 unwind label %44

44:                                               ; preds = %43, %40, %36
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @"?filt$4@0@main@@"]
  catchret from %47 to label %48

48:                                               ; preds = %46
  %49 = tail call i32 @llvm.eh.exceptioncode(token %47)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %49)
  br label %51

51:                                               ; preds = %34, %43, %48
  %52 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  br label %55

53:                                               ; preds = %72
  %54 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret i32 0

55:                                               ; preds = %51, %72
  %56 = phi i1 [ true, %51 ], [ false, %72 ]
  %57 = phi i32 [ -536870816, %51 ], [ -536870815, %72 ]
  invoke void @RaiseException(i32 noundef %57, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %72 unwind label %58

58:                                               ; preds = %55
  %59 = catchswitch within none [label %60] unwind label %65

60:                                               ; preds = %58
  %61 = catchpad within %59 [ptr @"?filt$6@0@main@@"]
  catchret from %61 to label %62

62:                                               ; preds = %60
  %63 = tail call i32 @llvm.eh.exceptioncode(token %61)
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@", i32 noundef %63) #9
          to label %72 unwind label %65

65:                                               ; preds = %62, %58
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @"?filt$5@0@main@@"]
  catchret from %68 to label %69

69:                                               ; preds = %67
  %70 = tail call i32 @llvm.eh.exceptioncode(token %68)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %70)
  br label %72

72:                                               ; preds = %55, %62, %69
  br i1 %56, label %55, label %53, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: noinline nounwind uwtable
define internal void @level1(i32 noundef %0) #3 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  store i32 %0, ptr %2, align 4
  invoke fastcc void @level2() #9
          to label %10 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$0@0@level1@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 @llvm.eh.exceptioncode(token %6)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@", i32 noundef %8)
  br label %10

10:                                               ; preds = %1, %7
  ret void
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$2@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -536870848
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %4, i32 noundef %6)
  ret i32 %6
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = icmp eq i32 %4, -536870847
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %4, i32 noundef %6)
  ret i32 %6
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @finally_raises() unnamed_addr #3 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef nonnull @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@")
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef 1) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$4@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$5@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$6@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr @flips, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @flips, align 4
  %7 = srem i32 %5, 2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04DGGGELON@flip?$AA@", i32 noundef %4, i32 noundef %7)
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$0@0@level1@@"(ptr nocapture noundef readonly %0, ptr noundef readonly %1) #0 personality ptr @__C_specific_handler {
  %3 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @level1, ptr %1)
  %4 = tail call ptr @llvm.localrecover(ptr nonnull @level1, ptr %3, i32 0)
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %2
  %10 = load i32, ptr @raised, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @raised, align 4
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %9
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@", i32 noundef %6, i32 noundef 0)
  br label %27

15:                                               ; preds = %9
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@", i32 noundef %6)
  tail call void @RaiseException(i32 noundef -536870863, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  br label %27

17:                                               ; preds = %2
  invoke void @RaiseException(i32 noundef -536870855, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %25 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"?filt$0@0@careful_filter@@"]
  catchret from %21 to label %22

22:                                               ; preds = %20
  %23 = tail call i32 @llvm.eh.exceptioncode(token %21)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@", i32 noundef %23)
  br label %25

25:                                               ; preds = %17, %22
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_07HLHPLCKH@careful?$AA@", i32 noundef %6, i32 noundef 1)
  br label %27

27:                                               ; preds = %15, %13, %25
  %28 = phi i32 [ 1, %25 ], [ 0, %13 ], [ 1, %15 ]
  ret i32 %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @level2() unnamed_addr #3 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870864, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %8 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %10

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @"?filt$0@0@level2@@"]
  catchret from %4 to label %5

5:                                                ; preds = %3
  %6 = tail call i32 @llvm.eh.exceptioncode(token %4)
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #9
          to label %8 unwind label %10

8:                                                ; preds = %0, %5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef 0)
  ret void

10:                                               ; preds = %5, %1
  %11 = cleanuppad within none []
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef 1) [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #7

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@careful_filter@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_09OLECANPH@in?9filter?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@level2@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #2 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_06KAGLOMJC@level2?$AA@", i32 noundef %4, i32 noundef 0)
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef %0) unnamed_addr #0 {
  %2 = icmp eq i8 %0, 0
  %3 = select i1 %2, ptr @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@", ptr @"??_C@_0N@GGOFNJPH@an?5exception?$AA@"
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef nonnull %3)
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
