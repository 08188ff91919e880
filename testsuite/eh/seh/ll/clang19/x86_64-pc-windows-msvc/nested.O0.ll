; ModuleID = 'src/nested.c'
source_filename = "nested.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
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
  store i32 0, ptr %1, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CM@LHAPMLPA@1?5a?5filter?5handles?5an?5exception?5@")
  invoke void @level1(i32 noundef 0) #6
          to label %103 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"?filt$0@0@main@@"]
  catchret from %15 to label %16

16:                                               ; preds = %14
  %17 = call i32 @llvm.eh.exceptioncode(token %15)
  store i32 %17, ptr %2, align 4
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@")
  br label %19

19:                                               ; preds = %16, %103
  %20 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@EMNPMHFB@2?5an?5exception?5leaves?5a?5filter?6?$AA@")
  invoke void @level1(i32 noundef 1) #6
          to label %102 unwind label %21

21:                                               ; preds = %19
  %22 = catchswitch within none [label %23] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"?filt$1@0@main@@"]
  catchret from %24 to label %25

25:                                               ; preds = %23
  %26 = call i32 @llvm.eh.exceptioncode(token %24)
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %3, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@JAKDFKKP@?5?5main?5handles?5?$CF08lx?6?$AA@", i32 noundef %27)
  br label %29

29:                                               ; preds = %25, %102
  %30 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DB@HGKBFANK@3?5a?5__finally?5raises?5while?5an?5ex@")
  invoke void @finally_raises() #6
          to label %101 unwind label %31

31:                                               ; preds = %29
  %32 = catchswitch within none [label %33] unwind label %39

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"?filt$3@0@main@@"]
  catchret from %34 to label %35

35:                                               ; preds = %33
  %36 = call i32 @llvm.eh.exceptioncode(token %34)
  store i32 %36, ptr %5, align 4
  %37 = load i32, ptr %5, align 4
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %37) #6
          to label %99 unwind label %39

39:                                               ; preds = %35, %31
  %40 = catchswitch within none [label %41] unwind to caller

41:                                               ; preds = %39
  %42 = catchpad within %40 [ptr @"?filt$2@0@main@@"]
  catchret from %42 to label %43

43:                                               ; preds = %41
  %44 = call i32 @llvm.eh.exceptioncode(token %42)
  store i32 %44, ptr %4, align 4
  %45 = load i32, ptr %4, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %45)
  br label %47

47:                                               ; preds = %43, %100
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BM@JIGCGKNA@4?5an?5__except?5block?5raises?6?$AA@")
  invoke void @RaiseException(i32 noundef -536870832, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %98 unwind label %49

49:                                               ; preds = %47
  %50 = catchswitch within none [label %51] unwind label %57

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr null]
  catchret from %52 to label %53

53:                                               ; preds = %51
  %54 = call i32 @llvm.eh.exceptioncode(token %52)
  store i32 %54, ptr %7, align 4
  %55 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@HOFPCCBN@?5?5inner?5handler?5raises?5e0000051?6@") #6
          to label %56 unwind label %57

56:                                               ; preds = %53
  invoke void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %96 unwind label %57

57:                                               ; preds = %56, %53, %49
  %58 = catchswitch within none [label %59] unwind to caller

59:                                               ; preds = %57
  %60 = catchpad within %58 [ptr @"?filt$4@0@main@@"]
  catchret from %60 to label %61

61:                                               ; preds = %59
  %62 = call i32 @llvm.eh.exceptioncode(token %60)
  store i32 %62, ptr %6, align 4
  %63 = load i32, ptr %6, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %63)
  br label %65

65:                                               ; preds = %61, %97
  %66 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@HDHPPMEN@5?5a?5filter?5answers?5differently?5e@")
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %90, %65
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %68, 2
  br i1 %69, label %70, label %104

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  %72 = add i32 -536870816, %71
  invoke void @RaiseException(i32 noundef %72, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %95 unwind label %73

73:                                               ; preds = %70
  %74 = catchswitch within none [label %75] unwind label %81

75:                                               ; preds = %73
  %76 = catchpad within %74 [ptr @"?filt$6@0@main@@"]
  catchret from %76 to label %77

77:                                               ; preds = %75
  %78 = call i32 @llvm.eh.exceptioncode(token %76)
  store i32 %78, ptr %10, align 4
  %79 = load i32, ptr %10, align 4
  %80 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@HEIAFHKI@?5?5inner?5handles?5?$CF08lx?6?$AA@", i32 noundef %79) #6
          to label %93 unwind label %81

81:                                               ; preds = %77, %73
  %82 = catchswitch within none [label %83] unwind to caller

83:                                               ; preds = %81
  %84 = catchpad within %82 [ptr @"?filt$5@0@main@@"]
  catchret from %84 to label %85

85:                                               ; preds = %83
  %86 = call i32 @llvm.eh.exceptioncode(token %84)
  store i32 %86, ptr %9, align 4
  %87 = load i32, ptr %9, align 4
  %88 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@DOFOECEN@?5?5outer?5handles?5?$CF08lx?6?$AA@", i32 noundef %87)
  br label %89

89:                                               ; preds = %85, %94
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %67, !llvm.loop !5

93:                                               ; preds = %77
  br label %94

94:                                               ; preds = %93, %95
  br label %89

95:                                               ; preds = %70
  br label %94

96:                                               ; preds = %56
  br label %97

97:                                               ; preds = %96, %98
  br label %65

98:                                               ; preds = %47
  br label %97

99:                                               ; preds = %35
  br label %100

100:                                              ; preds = %99, %101
  br label %47

101:                                              ; preds = %29
  br label %100

102:                                              ; preds = %19
  br label %29

103:                                              ; preds = %0
  br label %19

104:                                              ; preds = %67
  %105 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @show(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %2, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef %9, i32 noundef %8, i32 noundef %7)
  %11 = load i32, ptr %4, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @level1(i32 noundef %0) #0 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2)
  store i32 %0, ptr %2, align 4
  invoke void @level2(i32 noundef -536870864) #6
          to label %13 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@level1@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = call i32 @llvm.eh.exceptioncode(token %7)
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@GCKFBMJK@?5?5level1?5handles?5?$CF08lx?6?$AA@", i32 noundef %10)
  br label %12

12:                                               ; preds = %8, %13
  ret void

13:                                               ; preds = %1
  br label %12
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$2@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, -536870848
  %11 = zext i1 %10 to i32
  %12 = load i32, ptr %5, align 4
  %13 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %12, i32 noundef %11)
  ret i32 %13
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$3@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = icmp eq i32 %9, -536870847
  %11 = zext i1 %10 to i32
  %12 = load i32, ptr %5, align 4
  %13 = call i32 @show(ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %12, i32 noundef %11)
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finally_raises() #0 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@finally_raises@@"(i8 noundef 0, ptr noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@finally_raises@@"(i8 noundef 1, ptr noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$4@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$5@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$6@0@main@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr @flips, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @flips, align 4
  %11 = srem i32 %9, 2
  %12 = load i32, ptr %5, align 4
  %13 = call i32 @show(ptr noundef @"??_C@_04DGGGELON@flip?$AA@", i32 noundef %12, i32 noundef %11)
  ret i32 %13
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@level1@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = call ptr @llvm.eh.recoverfp(ptr @level1, ptr %1)
  %6 = call ptr @llvm.localrecover(ptr @level1, ptr %5, i32 0)
  %7 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %8 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %2
  %14 = load i32, ptr %7, align 4
  %15 = call i32 @bad_filter(i32 noundef %14)
  br label %19

16:                                               ; preds = %2
  %17 = load i32, ptr %7, align 4
  %18 = call i32 @careful_filter(i32 noundef %17)
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi i32 [ %15, %13 ], [ %18, %16 ]
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
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
  call void @RaiseException(i32 noundef -536870863, i32 noundef 0, i32 noundef 0, ptr noundef null)
  store i32 1, ptr %2, align 4
  br label %13

13:                                               ; preds = %10, %7
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @careful_filter(i32 noundef %0) #0 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  invoke void @RaiseException(i32 noundef -536870855, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %15 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@careful_filter@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = call i32 @llvm.eh.exceptioncode(token %7)
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@BEMNNEAG@?5?5the?5filter?5handled?5its?5own?5?$CF08@", i32 noundef %10)
  br label %12

12:                                               ; preds = %8, %15
  %13 = load i32, ptr %2, align 4
  %14 = call i32 @show(ptr noundef @"??_C@_07HLHPLCKH@careful?$AA@", i32 noundef %13, i32 noundef 1)
  ret i32 %14

15:                                               ; preds = %1
  br label %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @level2(i32 noundef %0) #0 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  invoke void @RaiseException(i32 noundef %4, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %15 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind label %16

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$0@0@level2@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = call i32 @llvm.eh.exceptioncode(token %8)
  store i32 %10, ptr %3, align 4
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #6
          to label %12 unwind label %16

12:                                               ; preds = %9
  br label %13

13:                                               ; preds = %12, %15
  %14 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@level2@@"(i8 noundef 0, ptr noundef %14)
  ret void

15:                                               ; preds = %1
  br label %13

16:                                               ; preds = %9, %5
  %17 = cleanuppad within none []
  %18 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@level2@@"(i8 noundef 1, ptr noundef %18) [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #5

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@careful_filter@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_09OLECANPH@in?9filter?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@level2@@"(i8 noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CB@EMGFNGAJ@?5?5level2?5__finally?0?5abnormal?$DN?$CFd?6@", i32 noundef %5)
  ret void
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@level2@@"(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = call i32 @show(ptr noundef @"??_C@_06KAGLOMJC@level2?$AA@", i32 noundef %9, i32 noundef 0)
  ret i32 %10
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #4

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@finally_raises@@"(i8 noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = icmp ne i32 %5, 0
  %7 = zext i1 %6 to i64
  %8 = select i1 %6, ptr @"??_C@_0N@GGOFNJPH@an?5exception?$AA@", ptr @"??_C@_0BA@KABEFEFH@the?5normal?5path?$AA@"
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@DIFEPEIJ@?5?5__finally?5for?5?$CFs?5raises?5e00000@", ptr noundef %8)
  call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
