; ModuleID = 'src/nested.c'
source_filename = "nested.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0CM@LHAPMLPA@1?5a?5filter?5handles?5an?5exception?5@" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0CA@EMNPMHFB@2?5an?5exception?5leaves?5a?5filter?6?$AA@" = comdat any

$"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0DB@HGKBFANK@3?5a?5__finally?5raises?5while?5an?5ex@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BM@JIGCGKNA@4?5an?5__except?5block?5raises?6?$AA@" = comdat any

$"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@" = comdat any

$"??_C@_0CK@HDHPPMEN@5?5a?5filter?5answers?5differently?5e@" = comdat any

$"??_C@_04DGGGELON@flip?$AA@" = comdat any

$"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

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

@"??_C@_0CM@LHAPMLPA@1?5a?5filter?5handles?5an?5exception?5@" = linkonce_odr dso_local unnamed_addr constant [44 x i8] c"1 a filter handles an exception of its own\0A\00", comdat, align 1
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0CA@EMNPMHFB@2?5an?5exception?5leaves?5a?5filter?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"2 an exception leaves a filter\0A\00", comdat, align 1
@"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  main handles %08lx\0A\00", comdat, align 1
@"??_C@_0DB@HGKBFANK@3?5a?5__finally?5raises?5while?5an?5ex@" = linkonce_odr dso_local unnamed_addr constant [49 x i8] c"3 a __finally raises while an exception unwinds\0A\00", comdat, align 1
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 1
@"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  outer handles %08lx\0A\00", comdat, align 1
@"??_C@_0BM@JIGCGKNA@4?5an?5__except?5block?5raises?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"4 an __except block raises\0A\00", comdat, align 1
@"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@" = linkonce_odr dso_local unnamed_addr constant [33 x i8] c"  inner handler raises e0000051\0A\00", comdat, align 1
@"??_C@_0CK@HDHPPMEN@5?5a?5filter?5answers?5differently?5e@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"5 a filter answers differently each time\0A\00", comdat, align 1
@flips = internal global i32 0, align 4
@"??_C@_04DGGGELON@flip?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"flip\00", comdat, align 1
@"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  inner handles %08lx\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 1
@"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  level1 handles %08lx\0A\00", comdat, align 1
@raised = internal global i32 0, align 4
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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2, ptr %3, ptr %4, ptr %5, ptr %6, ptr %7, ptr %9, ptr %10)
  store i32 0, ptr %1, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CM@LHAPMLPA@1?5a?5filter?5handles?5an?5exception?5@")
  invoke void @level1(i32 noundef 0) #5
          to label %95 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"?filt$0@0@main@@"]
  catchret from %15 to label %16

16:                                               ; preds = %14
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@")
  br label %18

18:                                               ; preds = %16, %95
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@EMNPMHFB@2?5an?5exception?5leaves?5a?5filter?6?$AA@")
  invoke void @level1(i32 noundef 1) #5
          to label %94 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [ptr @"?filt$1@0@main@@"]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = load i32, ptr %3, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@", i32 noundef %25)
  br label %27

27:                                               ; preds = %24, %94
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DB@HGKBFANK@3?5a?5__finally?5raises?5while?5an?5ex@")
  invoke void @finally_raises() #5
          to label %93 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind label %36

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"?filt$3@0@main@@"]
  catchret from %32 to label %33

33:                                               ; preds = %31
  %34 = load i32, ptr %5, align 4
  %35 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %34) #5
          to label %91 unwind label %36

36:                                               ; preds = %33, %29
  %37 = catchswitch within none [label %38] unwind to caller

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr @"?filt$2@0@main@@"]
  catchret from %39 to label %40

40:                                               ; preds = %38
  %41 = load i32, ptr %4, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %41)
  br label %43

43:                                               ; preds = %40, %92
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@JIGCGKNA@4?5an?5__except?5block?5raises?6?$AA@")
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870832, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %90 unwind label %45

45:                                               ; preds = %43
  %46 = catchswitch within none [label %47] unwind label %52

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"?filt$5@0@main@@"]
  catchret from %48 to label %49

49:                                               ; preds = %47
  %50 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@") #5
          to label %51 unwind label %52

51:                                               ; preds = %49
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %88 unwind label %52

52:                                               ; preds = %51, %49, %45
  %53 = catchswitch within none [label %54] unwind to caller

54:                                               ; preds = %52
  %55 = catchpad within %53 [ptr @"?filt$4@0@main@@"]
  catchret from %55 to label %56

56:                                               ; preds = %54
  %57 = load i32, ptr %6, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %57)
  br label %59

59:                                               ; preds = %56, %89
  %60 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@HDHPPMEN@5?5a?5filter?5answers?5differently?5e@")
  store i32 0, ptr %8, align 4
  br label %61

61:                                               ; preds = %82, %59
  %62 = load i32, ptr %8, align 4
  %63 = icmp slt i32 %62, 2
  br i1 %63, label %64, label %96

64:                                               ; preds = %61
  %65 = load i32, ptr %8, align 4
  %66 = add i32 -536870816, %65
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %66, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %87 unwind label %67

67:                                               ; preds = %64
  %68 = catchswitch within none [label %69] unwind label %74

69:                                               ; preds = %67
  %70 = catchpad within %68 [ptr @"?filt$7@0@main@@"]
  catchret from %70 to label %71

71:                                               ; preds = %69
  %72 = load i32, ptr %10, align 4
  %73 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@", i32 noundef %72) #5
          to label %85 unwind label %74

74:                                               ; preds = %71, %67
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [ptr @"?filt$6@0@main@@"]
  catchret from %77 to label %78

78:                                               ; preds = %76
  %79 = load i32, ptr %9, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %79)
  br label %81

81:                                               ; preds = %78, %86
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %8, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %8, align 4
  br label %61, !llvm.loop !5

85:                                               ; preds = %71
  br label %86

86:                                               ; preds = %85, %87
  br label %81

87:                                               ; preds = %64
  br label %86

88:                                               ; preds = %51
  br label %89

89:                                               ; preds = %88, %90
  br label %59

90:                                               ; preds = %43
  br label %89

91:                                               ; preds = %33
  br label %92

92:                                               ; preds = %91, %93
  br label %43

93:                                               ; preds = %27
  br label %92

94:                                               ; preds = %18
  br label %27

95:                                               ; preds = %0
  br label %18

96:                                               ; preds = %61
  %97 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @show(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef %9, i32 noundef %8, i32 noundef %7)
  %11 = load i32, ptr %4, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal void @level1(i32 noundef %0) #0 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2, ptr %3)
  store i32 %0, ptr %2, align 4
  invoke void @level2(i32 noundef -536870864) #5
          to label %12 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@level1@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = load i32, ptr %3, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@", i32 noundef %9)
  br label %11

11:                                               ; preds = %8, %12
  ret void

12:                                               ; preds = %1
  br label %11
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: noinline nounwind
define internal i32 @"?filt$1@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 1)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 1)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$2@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 2)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 2)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, -536870848
  %12 = zext i1 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %13, i32 noundef %12)
  ret i32 %14
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$3@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 3)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 3)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %10, -536870847
  %12 = zext i1 %11 to i32
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @show(ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %13, i32 noundef %12)
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal void @finally_raises() #0 personality ptr @_except_handler3 {
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@finally_raises@@"(i8 noundef zeroext 0, ptr noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@finally_raises@@"(i8 noundef zeroext 1, ptr noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$4@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 4)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 4)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$5@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 5)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  ret i32 1
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind
define internal i32 @"?filt$6@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 6)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 6)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$7@0@main@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 7)
  %4 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 7)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr @flips, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @flips, align 4
  %12 = srem i32 %10, 2
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @show(ptr noundef @"??_C@_04DGGGELON@flip?$AA@", i32 noundef %13, i32 noundef %12)
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@level1@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @level1, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @level1, ptr %2, i32 0)
  %4 = call ptr @llvm.localrecover(ptr @level1, ptr %2, i32 1)
  %5 = call ptr @llvm.localrecover(ptr @level1, ptr %2, i32 1)
  %6 = getelementptr inbounds i8, ptr %1, i32 -20
  %7 = load ptr, ptr %6, align 4
  %8 = getelementptr inbounds { ptr, ptr }, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %3, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %0
  %14 = load i32, ptr %5, align 4
  %15 = call i32 @bad_filter(i32 noundef %14)
  br label %19

16:                                               ; preds = %0
  %17 = load i32, ptr %5, align 4
  %18 = call i32 @careful_filter(i32 noundef %17)
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi i32 [ %15, %13 ], [ %18, %16 ]
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone
define internal i32 @bad_filter(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr @raised, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @raised, align 4
  %6 = icmp ne i32 %4, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = call i32 @show(ptr noundef @"??_C@_0M@DFJCCGFH@bad?0?5again?0?$AA@", i32 noundef %8, i32 noundef 0)
  store i32 %9, ptr %2, align 4
  br label %13

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CN@JEGCGEGC@?5?5bad?5filter?5sees?5?$CF08lx?5and?5rais@", i32 noundef %11)
  call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870863, i32 noundef 0, i32 noundef 0, ptr noundef null)
  store i32 1, ptr %2, align 4
  br label %13

13:                                               ; preds = %10, %7
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal i32 @careful_filter(i32 noundef %0) #0 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %3)
  store i32 %0, ptr %2, align 4
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870855, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %14 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@careful_filter@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = load i32, ptr %3, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@", i32 noundef %9)
  br label %11

11:                                               ; preds = %8, %14
  %12 = load i32, ptr %2, align 4
  %13 = call i32 @show(ptr noundef @"??_C@_07HLHPLCKH@careful?$AA@", i32 noundef %12, i32 noundef 1)
  ret i32 %13

14:                                               ; preds = %1
  br label %11
}

; Function Attrs: noinline nounwind optnone
define internal void @level2(i32 noundef %0) #0 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %3)
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %4, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %14 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind label %15

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$0@0@level2@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #5
          to label %11 unwind label %15

11:                                               ; preds = %9
  br label %12

12:                                               ; preds = %11, %14
  %13 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@level2@@"(i8 noundef zeroext 0, ptr noundef %13)
  ret void

14:                                               ; preds = %1
  br label %12

15:                                               ; preds = %9, %5
  %16 = cleanuppad within none []
  %17 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@level2@@"(i8 noundef zeroext 1, ptr noundef %17) [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@careful_filter@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @careful_filter, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @careful_filter, ptr %2, i32 0)
  %4 = call ptr @llvm.localrecover(ptr @careful_filter, ptr %2, i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_09OLECANPH@in?9filter?$AA@", i32 noundef %10, i32 noundef 1)
  ret i32 %11
}

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@level2@@"(i8 noundef zeroext %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 4
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@level2@@"() #2 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @level2, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @level2, ptr %2, i32 0)
  %4 = call ptr @llvm.localrecover(ptr @level2, ptr %2, i32 0)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = getelementptr inbounds { ptr, ptr }, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 4
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = call i32 @show(ptr noundef @"??_C@_06KAGLOMJC@level2?$AA@", i32 noundef %10, i32 noundef 0)
  ret i32 %11
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #3

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@finally_raises@@"(i8 noundef zeroext %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 4
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, ptr @"??_C@_0N@GGOFNJPH@an?5exception?$AA@", ptr @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@"
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef %8)
  call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null)
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
