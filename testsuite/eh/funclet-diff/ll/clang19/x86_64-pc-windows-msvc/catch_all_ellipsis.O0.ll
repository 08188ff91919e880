; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Obj = type { i32 }

$"??0Obj@@QEAA@H@Z" = comdat any

$"??0Obj@@QEAA@AEBU0@@Z" = comdat any

$"??1Obj@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_R0N@8" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = comdat any

$"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0N@88" = comdat any

$_CTA1N = comdat any

$_TI1N = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_R0PEAH@8" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0N@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".N\00" }, comdat
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", comdat, align 1
@"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", comdat, align 1
@"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", comdat, align 1
@"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", comdat, align 1
@"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0N@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0N@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1N = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0N@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1N = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1N to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUObj@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Obj@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Obj@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUObj@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"?x@?1??thrower@@YAXH@Z@4HA" = internal global i32 4, align 4
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"Obj copy(%d)\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %27, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 4
  br i1 %8, label %9, label %53

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %10)
          to label %51 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind label %18

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr null, i32 64, ptr null]
  %15 = load i32, ptr %2, align 4
  %16 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@MPOGGKP@?$CFd?3?5inner?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 noundef %15) [ "funclet"(token %14) ]
          to label %17 unwind label %18

17:                                               ; preds = %13
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %14) ]
          to label %54 unwind label %18

18:                                               ; preds = %17, %13, %11
  %19 = catchswitch within none [label %20, label %30, label %38, label %46] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0H@8", i32 0, ptr %5]
  %22 = load i32, ptr %5, align 4
  %23 = load i32, ptr %2, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@MAEJMDML@?$CFd?3?5outer?5int?5?$CFd?6?$AA@", i32 noundef %23, i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %37, %45, %50, %52
  br label %27

27:                                               ; preds = %26
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %2, align 4
  br label %6, !llvm.loop !5

30:                                               ; preds = %18
  %31 = catchpad within %19 [ptr @"??_R0N@8", i32 0, ptr %4]
  %32 = load double, ptr %4, align 8
  %33 = fmul double %32, 1.000000e+01
  %34 = fptosi double %33 to i32
  %35 = load i32, ptr %2, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BF@JJNLPDOC@?$CFd?3?5outer?5double?5?$CFd?6?$AA@", i32 noundef %35, i32 noundef %34) [ "funclet"(token %31) ]
  catchret from %31 to label %37

37:                                               ; preds = %30
  br label %26

38:                                               ; preds = %18
  %39 = catchpad within %19 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %3]
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.Obj, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 4
  %43 = load i32, ptr %2, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@BCMKBIF@?$CFd?3?5outer?5Obj?5?$CFd?6?$AA@", i32 noundef %43, i32 noundef %42) [ "funclet"(token %39) ]
  catchret from %39 to label %45

45:                                               ; preds = %38
  br label %26

46:                                               ; preds = %18
  %47 = catchpad within %19 [ptr null, i32 64, ptr null]
  %48 = load i32, ptr %2, align 4
  %49 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BH@GHCLAEOO@?$CFd?3?5outer?5catch?5?$CI?4?4?4?$CJ?6?$AA@", i32 noundef %48) [ "funclet"(token %47) ]
  catchret from %47 to label %50

50:                                               ; preds = %46
  br label %26

51:                                               ; preds = %9
  br label %52

52:                                               ; preds = %51
  br label %26

53:                                               ; preds = %6
  ret i32 0

54:                                               ; preds = %17
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca %struct.Obj, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store i32 17, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #4
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4
  %12 = icmp eq i32 %11, 1
  br i1 %12, label %13, label %14

13:                                               ; preds = %10
  store double 2.500000e+00, ptr %4, align 8
  call void @_CxxThrowException(ptr %4, ptr @_TI1N) #4
  unreachable

14:                                               ; preds = %10
  %15 = load i32, ptr %2, align 4
  %16 = icmp eq i32 %15, 2
  br i1 %16, label %17, label %19

17:                                               ; preds = %14
  %18 = call noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 3)
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUObj@@") #4
  unreachable

19:                                               ; preds = %14
  store ptr @"?x@?1??thrower@@YAXH@Z@4HA", ptr %6, align 8
  call void @_CxxThrowException(ptr %6, ptr @_TI2PEAH) #4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Obj, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Obj, ptr %5, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@OEHMIGGE@Obj?5copy?$CI?$CFd?$CJ?6?$AA@", i32 noundef %11)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
