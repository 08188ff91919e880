; ModuleID = 'src/filters.c'
source_filename = "filters.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

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

@"??_C@_0BJ@MBHLJACB@1?5outer?5filter?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"1 outer filter takes it\0A\00", comdat, align 1
@trail = internal global i32 0, align 4
@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [32 x i8] c"  main handles %08lx, trail %d\0A\00", comdat, align 1
@"??_C@_0BJ@LKECIPOO@2?5inner?5filter?5takes?5it?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"2 inner filter takes it\0A\00", comdat, align 1
@"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"  after middle, trail %d\0A\00", comdat, align 1
@"??_C@_0BF@FAKMPPCB@?5?5main?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"  main: not reached\0A\00", comdat, align 1
@"??_C@_0P@GJPBHFOB@3?5__except?$CI1?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"3 __except(1)\0A\00", comdat, align 1
@"??_C@_0BJ@MLNDMCJC@?5?5caught?5by?5__except?$CI1?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  caught by __except(1)\0A\00", comdat, align 1
@"??_C@_0BN@JOLBEMDL@4?5two?5__try?5in?5one?5function?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"4 two __try in one function\0A\00", comdat, align 1
@"??_C@_05DBOFKJBI@outer?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"outer\00", comdat, align 1
@"??_C@_05MPCIFLGN@inner?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"inner\00", comdat, align 1
@"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"  inner: not reached\0A\00", comdat, align 1
@"??_C@_0DK@OCEFBLNN@?5?5outer?5handles?5?$CIa?5positive?5answ@" = linkonce_odr dso_local unnamed_addr constant [58 x i8] c"  outer handles (a positive answer executes the handler)\0A\00", comdat, align 1
@"??_C@_0BN@HLPPBNPI@5?5continue?5execution?0?5twice?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"5 continue execution, twice\0A\00", comdat, align 1
@"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  back after the first\0A\00", comdat, align 1
@"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  back after the second\0A\00", comdat, align 1
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 1
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 1
@"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  middle handles %08lx\0A\00", comdat, align 1
@"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  thrower's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower raises %08lx\0A\00", comdat, align 1
@"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  thrower: not reached\0A\00", comdat, align 1
@resumes = internal global i32 0, align 4
@"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"  filter again sees %08lx, resume #%d\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %2, i32* %3, i32* %4, i32* %5, i32* %6, i32* %7)
  store i32 0, i32* %1, align 4
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@MBHLJACB@1?5outer?5filter?5takes?5it?6?$AA@", i32 0, i32 0))
  store i32 0, i32* @trail, align 4
  invoke void @middle(i32 noundef -536870911) #5
          to label %71 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = load i32, i32* @trail, align 4
  %15 = load i32, i32* %2, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @"??_C@_0CA@LKAHKONF@?5?5main?5handles?5?$CF08lx?0?5trail?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15, i32 noundef %14)
  br label %17

17:                                               ; preds = %13, %71
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@LKECIPOO@2?5inner?5filter?5takes?5it?6?$AA@", i32 0, i32 0))
  store i32 0, i32* @trail, align 4
  invoke void @middle(i32 noundef -536870910) #5
          to label %19 unwind label %22

19:                                               ; preds = %17
  %20 = load i32, i32* @trail, align 4
  %21 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@BEMHGNIB@?5?5after?5middle?0?5trail?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20) #5
          to label %70 unwind label %22

22:                                               ; preds = %19, %17
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %25 to label %26

26:                                               ; preds = %24
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@FAKMPPCB@?5?5main?3?5not?5reached?6?$AA@", i32 0, i32 0))
  br label %28

28:                                               ; preds = %26, %70
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@GJPBHFOB@3?5__except?$CI1?$CJ?6?$AA@", i32 0, i32 0))
  invoke void @thrower(i32 noundef -536870909) #5
          to label %69 unwind label %30

30:                                               ; preds = %28
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i32 ()* @"?filt$2@0@main@@" to i8*)]
  catchret from %33 to label %34

34:                                               ; preds = %32
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@MLNDMCJC@?5?5caught?5by?5__except?$CI1?$CJ?6?$AA@", i32 0, i32 0))
  br label %36

36:                                               ; preds = %34, %69
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@JOLBEMDL@4?5two?5__try?5in?5one?5function?6?$AA@", i32 0, i32 0))
  invoke void @thrower(i32 noundef -536870908) #5
          to label %68 unwind label %38

38:                                               ; preds = %36
  %39 = catchswitch within none [label %40] unwind label %44

40:                                               ; preds = %38
  %41 = catchpad within %39 [i8* bitcast (i32 ()* @"?filt$4@0@main@@" to i8*)]
  catchret from %41 to label %42

42:                                               ; preds = %40
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@HNGOPDKN@?5?5inner?3?5not?5reached?6?$AA@", i32 0, i32 0)) #5
          to label %66 unwind label %44

44:                                               ; preds = %42, %38
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [i8* bitcast (i32 ()* @"?filt$3@0@main@@" to i8*)]
  catchret from %47 to label %48

48:                                               ; preds = %46
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @"??_C@_0DK@OCEFBLNN@?5?5outer?5handles?5?$CIa?5positive?5answ@", i32 0, i32 0))
  br label %50

50:                                               ; preds = %48, %67
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@HLPPBNPI@5?5continue?5execution?0?5twice?6?$AA@", i32 0, i32 0))
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870907, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %52 unwind label %57

52:                                               ; preds = %50
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@DOABELF@?5?5back?5after?5the?5first?6?$AA@", i32 0, i32 0)) #5
          to label %54 unwind label %57

54:                                               ; preds = %52
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870906, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %55 unwind label %57

55:                                               ; preds = %54
  %56 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@KCGLOAMK@?5?5back?5after?5the?5second?6?$AA@", i32 0, i32 0)) #5
          to label %65 unwind label %57

57:                                               ; preds = %55, %54, %52, %50
  %58 = catchswitch within none [label %59] unwind to caller

59:                                               ; preds = %57
  %60 = catchpad within %58 [i8* bitcast (i32 ()* @"?filt$5@0@main@@" to i8*)]
  catchret from %60 to label %61

61:                                               ; preds = %59
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i32 0, i32 0))
  br label %63

63:                                               ; preds = %61, %65
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KJDAJCPN@done?6?$AA@", i32 0, i32 0))
  ret i32 0

65:                                               ; preds = %55
  br label %63

66:                                               ; preds = %42
  br label %67

67:                                               ; preds = %66, %68
  br label %50

68:                                               ; preds = %36
  br label %67

69:                                               ; preds = %28
  br label %36

70:                                               ; preds = %19
  br label %28

71:                                               ; preds = %0
  br label %17
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @note(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0), i32 noundef %14, i32 noundef 1)
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

; Function Attrs: noinline nounwind optnone
define internal i32 @note(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %0, i8** %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i8*, i8** %6, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i32 0, i32 0), i8* noundef %9, i32 noundef %8, i32 noundef %7)
  %11 = load i32, i32* @trail, align 4
  %12 = mul nsw i32 %11, 10
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @trail, align 4
  %14 = load i32, i32* %4, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone
define internal void @middle(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %3)
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  invoke void @thrower(i32 noundef %4) #5
          to label %13 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i32 ()* @"?filt$0@0@middle@@" to i8*)]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = load i32, i32* %3, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@IGHDPDCA@?5?5middle?5handles?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %10)
  br label %12

12:                                               ; preds = %9, %13
  ret void

13:                                               ; preds = %1
  br label %12
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: noinline nounwind
define internal i32 @"?filt$1@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @note(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i32 0, i32 0), i32 noundef %14, i32 noundef 1)
  ret i32 %15
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$2@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 2)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to { i32*, i8* }*
  %9 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %8, i32 0, i32 0
  %10 = load i32*, i32** %9, align 4
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  ret i32 1
}

; Function Attrs: noinline nounwind optnone
define internal void @thrower(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@NHNKFNAJ@?5?5thrower?5raises?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %3) #5
          to label %5 unwind label %11

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef %6, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %7 unwind label %11

7:                                                ; preds = %5
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@LHEIDAHO@?5?5thrower?3?5not?5reached?6?$AA@", i32 0, i32 0)) #5
          to label %9 unwind label %11

9:                                                ; preds = %7
  %10 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@thrower@@"(i8 noundef zeroext 0, i8* noundef %10)
  ret void

11:                                               ; preds = %7, %5, %1
  %12 = cleanuppad within none []
  %13 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@thrower@@"(i8 noundef zeroext 1, i8* noundef %13) [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$3@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 3)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @note(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05DBOFKJBI@outer?$AA@", i32 0, i32 0), i32 noundef %14, i32 noundef 7)
  ret i32 %15
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$4@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 4)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 4)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @note(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05MPCIFLGN@inner?$AA@", i32 0, i32 0), i32 noundef %14, i32 noundef 0)
  ret i32 %15
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$5@0@main@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 5)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 5)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 @again(i32 noundef %14)
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @again(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load volatile i32, i32* @resumes, align 4
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, i32* @resumes, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@CLNNDCKI@?5?5filter?5again?5sees?5?$CF08lx?0?5resum@", i32 0, i32 0), i32 noundef %5, i32 noundef %4)
  ret i32 -1
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) #1

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@middle@@"() #2 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (void (i32)* @middle to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (void (i32)* @middle to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (void (i32)* @middle to i8*), i8* %2, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp eq i32 %14, -536870910
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* %6, align 4
  %18 = call i32 @note(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CGLIEPEJ@middle?$AA@", i32 0, i32 0), i32 noundef %17, i32 noundef %16)
  ret i32 %18
}

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@thrower@@"(i8 noundef zeroext %0, i8* noundef %1) #2 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@IKJANBCH@?5?5thrower?8s?5__finally?0?5abnormal?$DN@", i32 0, i32 0), i32 noundef %5)
  %7 = load i32, i32* @trail, align 4
  %8 = mul nsw i32 %7, 10
  %9 = add nsw i32 %8, 2
  store i32 %9, i32* @trail, align 4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #3

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
