; ModuleID = 'src/filters.c'
source_filename = "filters.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BJ@MBHLJACB@1?5outer?5filter?5takes?5it?6?$AA@" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BJ@LKECIPOO@2?5inner?5filter?5takes?5it?6?$AA@" = comdat any

$"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@FAKMPPCB@?5?5main?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0P@GJPBHFOB@3?5__except?$CI1?$CJ?6?$AA@" = comdat any

$"??_C@_0BJ@MLNDMCJC@?5?5caught?5by?5__except?$CI1?$CJ?6?$AA@" = comdat any

$"??_C@_0BN@JOLBEMDL@4?5two?5__try?5in?5one?5function?6?$AA@" = comdat any

$"??_C@_05DBOFKJBI@outer?$AA@" = comdat any

$"??_C@_05MPCIFLGN@inner?$AA@" = comdat any

$"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0DK@OCEFBLNN@?5?5outer?5handles?5?$CIa?5positive?5answ@" = comdat any

$"??_C@_0BN@HLPPBNPI@5?5continue?5execution?0?5twice?6?$AA@" = comdat any

$"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = comdat any

$"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = comdat any

$"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = comdat any

$"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = comdat any

@"??_C@_0BJ@MBHLJACB@1?5outer?5filter?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"1 outer filter takes it\0A\00", comdat, align 8
@trail = internal global i32 0, align 4
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 4
@"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  main handles %08lx, trail %d\0A\00", comdat, align 8
@"??_C@_0BJ@LKECIPOO@2?5inner?5filter?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"2 inner filter takes it\0A\00", comdat, align 8
@"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"  after middle, trail %d\0A\00", comdat, align 8
@"??_C@_0BF@FAKMPPCB@?5?5main?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  main: not reached\0A\00", comdat, align 8
@"??_C@_0P@GJPBHFOB@3?5__except?$CI1?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"3 __except(1)\0A\00", comdat, align 8
@"??_C@_0BJ@MLNDMCJC@?5?5caught?5by?5__except?$CI1?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  caught by __except(1)\0A\00", comdat, align 8
@"??_C@_0BN@JOLBEMDL@4?5two?5__try?5in?5one?5function?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"4 two __try in one function\0A\00", comdat, align 8
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 4
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 4
@"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  inner: not reached\0A\00", comdat, align 8
@"??_C@_0DK@OCEFBLNN@?5?5outer?5handles?5?$CIa?5positive?5answ@" = linkonce_odr dso_local unnamed_addr constant [58 x i8] c"  outer handles (a positive answer executes the handler)\0A\00", comdat, align 8
@"??_C@_0BN@HLPPBNPI@5?5continue?5execution?0?5twice?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"5 continue execution, twice\0A\00", comdat, align 8
@"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  back after the first\0A\00", comdat, align 8
@"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  back after the second\0A\00", comdat, align 8
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 8
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 4
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 8
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 8
@"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  thrower's __finally, abnormal=%d\0A\00", comdat, align 8
@"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower raises %08lx\0A\00", comdat, align 8
@"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower: not reached\0A\00", comdat, align 8
@resumes = internal global i32 0, align 4
@"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"  filter again sees %08lx, resume #%d\0A\00", comdat, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@MBHLJACB@1?5outer?5filter?5takes?5it?6?$AA@")
  store i32 0, ptr @trail, align 4
  invoke void @middle(i32 noundef -536870911) #5
          to label %77 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"?filt$0@0@main@@"]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 @llvm.eh.exceptioncode(token %12)
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr @trail, align 4
  %16 = load i32, ptr %2, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@", i32 noundef %16, i32 noundef %15)
  br label %18

18:                                               ; preds = %13, %77
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@LKECIPOO@2?5inner?5filter?5takes?5it?6?$AA@")
  store i32 0, ptr @trail, align 4
  invoke void @middle(i32 noundef -536870910) #5
          to label %20 unwind label %23

20:                                               ; preds = %18
  %21 = load i32, ptr @trail, align 4
  %22 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@", i32 noundef %21) #5
          to label %76 unwind label %23

23:                                               ; preds = %20, %18
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [ptr @"?filt$1@0@main@@"]
  catchret from %26 to label %27

27:                                               ; preds = %25
  %28 = call i32 @llvm.eh.exceptioncode(token %26)
  store i32 %28, ptr %3, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@FAKMPPCB@?5?5main?3?5not?5reached?6?$AA@")
  br label %30

30:                                               ; preds = %27, %76
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@GJPBHFOB@3?5__except?$CI1?$CJ?6?$AA@")
  invoke void @thrower(i32 noundef -536870909) #5
          to label %75 unwind label %32

32:                                               ; preds = %30
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [ptr null]
  catchret from %35 to label %36

36:                                               ; preds = %34
  %37 = call i32 @llvm.eh.exceptioncode(token %35)
  store i32 %37, ptr %4, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@MLNDMCJC@?5?5caught?5by?5__except?$CI1?$CJ?6?$AA@")
  br label %39

39:                                               ; preds = %36, %75
  %40 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@JOLBEMDL@4?5two?5__try?5in?5one?5function?6?$AA@")
  invoke void @thrower(i32 noundef -536870908) #5
          to label %74 unwind label %41

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %48

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"?filt$3@0@main@@"]
  catchret from %44 to label %45

45:                                               ; preds = %43
  %46 = call i32 @llvm.eh.exceptioncode(token %44)
  store i32 %46, ptr %6, align 4
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@") #5
          to label %72 unwind label %48

48:                                               ; preds = %45, %41
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [ptr @"?filt$2@0@main@@"]
  catchret from %51 to label %52

52:                                               ; preds = %50
  %53 = call i32 @llvm.eh.exceptioncode(token %51)
  store i32 %53, ptr %5, align 4
  %54 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DK@OCEFBLNN@?5?5outer?5handles?5?$CIa?5positive?5answ@")
  br label %55

55:                                               ; preds = %52, %73
  %56 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@HLPPBNPI@5?5continue?5execution?0?5twice?6?$AA@")
  invoke void @RaiseException(i32 noundef -536870907, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %57 unwind label %62

57:                                               ; preds = %55
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@") #5
          to label %59 unwind label %62

59:                                               ; preds = %57
  invoke void @RaiseException(i32 noundef -536870906, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %60 unwind label %62

60:                                               ; preds = %59
  %61 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@") #5
          to label %71 unwind label %62

62:                                               ; preds = %60, %59, %57, %55
  %63 = catchswitch within none [label %64] unwind to caller

64:                                               ; preds = %62
  %65 = catchpad within %63 [ptr @"?filt$4@0@main@@"]
  catchret from %65 to label %66

66:                                               ; preds = %64
  %67 = call i32 @llvm.eh.exceptioncode(token %65)
  store i32 %67, ptr %7, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@")
  br label %69

69:                                               ; preds = %66, %71
  %70 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0

71:                                               ; preds = %60
  br label %69

72:                                               ; preds = %45
  br label %73

73:                                               ; preds = %72, %74
  br label %55

74:                                               ; preds = %39
  br label %73

75:                                               ; preds = %30
  br label %39

76:                                               ; preds = %20
  br label %30

77:                                               ; preds = %0
  br label %18
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
  %10 = call i32 @note(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @note(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
  %11 = load i32, ptr @trail, align 4
  %12 = mul nsw i32 %11, 10
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @trail, align 4
  %14 = load i32, ptr %4, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @middle(i32 noundef %0) #0 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  invoke void @thrower(i32 noundef %4) #5
          to label %14 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$0@0@middle@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = call i32 @llvm.eh.exceptioncode(token %8)
  store i32 %10, ptr %3, align 4
  %11 = load i32, ptr %3, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 noundef %11)
  br label %13

13:                                               ; preds = %9, %14
  ret void

14:                                               ; preds = %1
  br label %13
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
  %10 = call i32 @note(ptr noundef @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %9, i32 noundef 1)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @thrower(i32 noundef %0) #0 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@", i32 noundef %3) #5
          to label %5 unwind label %11

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  invoke void @RaiseException(i32 noundef %6, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %7 unwind label %11

7:                                                ; preds = %5
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@") #5
          to label %9 unwind label %11

9:                                                ; preds = %7
  %10 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@thrower@@"(i8 noundef 0, ptr noundef %10)
  ret void

11:                                               ; preds = %7, %5, %1
  %12 = cleanuppad within none []
  %13 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@thrower@@"(i8 noundef 1, ptr noundef %13) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
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
  %10 = call i32 @note(ptr noundef @"??_C@_05DBOFKJBI@outer?$AA@", i32 noundef %9, i32 noundef 7)
  ret i32 %10
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
  %10 = call i32 @note(ptr noundef @"??_C@_05MPCIFLGN@inner?$AA@", i32 noundef %9, i32 noundef 0)
  ret i32 %10
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
  %10 = call i32 @again(i32 noundef %9)
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @again(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load volatile i32, ptr @resumes, align 4
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, ptr @resumes, align 4
  %5 = load i32, ptr %2, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@", i32 noundef %5, i32 noundef %4)
  ret i32 -1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@middle@@"(ptr noundef %0, ptr noundef %1) #2 {
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
  %10 = icmp eq i32 %9, -536870910
  %11 = zext i1 %10 to i32
  %12 = load i32, ptr %5, align 4
  %13 = call i32 @note(ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@", i32 noundef %12, i32 noundef %11)
  ret i32 %13
}

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@thrower@@"(i8 noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 noundef %5)
  %7 = load i32, ptr @trail, align 4
  %8 = mul nsw i32 %7, 10
  %9 = add nsw i32 %8, 2
  store i32 %9, ptr @trail, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #4

attributes #0 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
