; ModuleID = 'src/nested.c'
source_filename = "nested.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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

; Function Attrs: nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1, ptr nonnull %2, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %9 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @level1(i32 noundef 0) #9
          to label %16 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"?filt$0@0@main@@"]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %16

16:                                               ; preds = %0, %14
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @level1(i32 noundef 1) #9
          to label %25 unwind label %18

18:                                               ; preds = %16
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"?filt$1@0@main@@"]
  catchret from %21 to label %22

22:                                               ; preds = %20
  %23 = load i32, ptr %2, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@", i32 noundef %23)
  br label %25

25:                                               ; preds = %16, %22
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  invoke fastcc void @finally_raises() #9
          to label %41 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind label %34

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"?filt$3@0@main@@"]
  catchret from %30 to label %31

31:                                               ; preds = %29
  %32 = load i32, ptr %4, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %32) #9
          to label %41 unwind label %34

34:                                               ; preds = %31, %27
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @"?filt$2@0@main@@"]
  catchret from %37 to label %38

38:                                               ; preds = %36
  %39 = load i32, ptr %3, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %39)
  br label %41

41:                                               ; preds = %25, %31, %38
  %42 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870832, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %57 unwind label %43

43:                                               ; preds = %41
  %44 = catchswitch within none [label %45] unwind label %50

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @"?filt$5@0@main@@"]
  catchret from %46 to label %47

47:                                               ; preds = %45
  %48 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@") #9
          to label %49 unwind label %50

49:                                               ; preds = %47
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %57 unwind label %50

50:                                               ; preds = %49, %47, %43
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [ptr @"?filt$4@0@main@@"]
  catchret from %53 to label %54

54:                                               ; preds = %52
  %55 = load i32, ptr %5, align 4
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %55)
  br label %57

57:                                               ; preds = %41, %49, %54
  %58 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  br label %61

59:                                               ; preds = %78
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret i32 0

61:                                               ; preds = %57, %78
  %62 = phi i1 [ true, %57 ], [ false, %78 ]
  %63 = phi i32 [ -536870816, %57 ], [ -536870815, %78 ]
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %63, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %78 unwind label %64

64:                                               ; preds = %61
  %65 = catchswitch within none [label %66] unwind label %71

66:                                               ; preds = %64
  %67 = catchpad within %65 [ptr @"?filt$7@0@main@@"]
  catchret from %67 to label %68

68:                                               ; preds = %66
  %69 = load i32, ptr %8, align 4
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@", i32 noundef %69) #9
          to label %78 unwind label %71

71:                                               ; preds = %68, %64
  %72 = catchswitch within none [label %73] unwind to caller

73:                                               ; preds = %71
  %74 = catchpad within %72 [ptr @"?filt$6@0@main@@"]
  catchret from %74 to label %75

75:                                               ; preds = %73
  %76 = load i32, ptr %7, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %76)
  br label %78

78:                                               ; preds = %61, %68, %75
  br i1 %62, label %61, label %59, !llvm.loop !4
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #3

; Function Attrs: noinline nounwind
define internal void @level1(i32 noundef %0) #4 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2, ptr nonnull %3)
  store i32 %0, ptr %2, align 4
  invoke void @level2(i32 noundef -536870864) #9
          to label %11 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@level1@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = load i32, ptr %3, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@", i32 noundef %9)
  br label %11

11:                                               ; preds = %1, %8
  ret void
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$1@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal range(i32 -1, 2) i32 @"?filt$2@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 2)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = icmp eq i32 %7, -536870848
  %9 = zext i1 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %7, i32 noundef %9)
  ret i32 %9
}

; Function Attrs: nofree nounwind
define internal range(i32 -1, 2) i32 @"?filt$3@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 3)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = icmp eq i32 %7, -536870847
  %9 = zext i1 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %7, i32 noundef %9)
  ret i32 %9
}

; Function Attrs: noinline nounwind
define internal fastcc void @finally_raises() unnamed_addr #4 personality ptr @_except_handler3 {
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef nonnull @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@")
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef zeroext 1) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$4@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 4)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal noundef i32 @"?filt$5@0@main@@"() #5 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 5)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  ret i32 1
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$6@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 6)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$7@0@main@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 7)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr @flips, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @flips, align 4
  %10 = srem i32 %8, 2
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04DGGGELON@flip?$AA@", i32 noundef %7, i32 noundef %10)
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #7

; Function Attrs: nounwind
define internal noundef i32 @"?filt$0@0@level1@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @level1, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @level1, ptr %2, i32 0)
  %4 = tail call ptr @llvm.localrecover(ptr nonnull @level1, ptr %2, i32 1)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %0
  %12 = load i32, ptr @raised, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @raised, align 4
  %14 = icmp eq i32 %12, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@", i32 noundef %8, i32 noundef 0)
  br label %21

17:                                               ; preds = %11
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@", i32 noundef %8)
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870863, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  br label %21

19:                                               ; preds = %0
  %20 = tail call i32 @careful_filter(i32 noundef %8)
  br label %21

21:                                               ; preds = %17, %15, %19
  %22 = phi i32 [ %20, %19 ], [ 0, %15 ], [ 1, %17 ]
  ret i32 %22
}

; Function Attrs: nounwind
define internal noundef range(i32 -1, 2) i32 @careful_filter(i32 noundef %0) #0 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870855, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %10 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$0@0@careful_filter@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = load i32, ptr %2, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@", i32 noundef %8)
  br label %10

10:                                               ; preds = %1, %7
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_07HLHPLCKH@careful?$AA@", i32 noundef %0, i32 noundef 1)
  ret i32 1
}

; Function Attrs: noinline nounwind
define internal void @level2(i32 noundef %0) #4 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %0, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
          to label %9 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %11

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$0@0@level2@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #9
          to label %9 unwind label %11

9:                                                ; preds = %1, %7
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef 0)
  ret void

11:                                               ; preds = %7, %3
  %12 = cleanuppad within none []
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef 1) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@careful_filter@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @careful_filter, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @careful_filter, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_09OLECANPH@in?9filter?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind
define internal noundef range(i32 -1, 2) i32 @"?filt$0@0@level2@@"() #2 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @level2, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @level2, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_06KAGLOMJC@level2?$AA@", i32 noundef %7, i32 noundef 0)
  ret i32 0
}

; Function Attrs: nounwind
define internal fastcc void @"?fin$0@0@finally_raises@@"(i8 noundef zeroext %0) unnamed_addr #0 {
  %2 = icmp eq i8 %0, 0
  %3 = select i1 %2, ptr @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@", ptr @"??_C@_0N@GGOFNJPH@an?5exception?$AA@"
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef nonnull %3)
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { noinline nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
