; ModuleID = 'leave_catch_by_return_break.cpp'
source_filename = "leave_catch_by_return_break.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.E = type { i32 }

$"??0E@@QAE@H@Z" = comdat any

$"??1E@@QAE@XZ" = comdat any

$"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_09JJNCAGGP@continue?6?$AA@" = comdat any

$"??_C@_05BNJHNCHO@goto?6?$AA@" = comdat any

$"??_C@_06FEHFHFJH@break?6?$AA@" = comdat any

$"??_C@_06DGNDMPDK@never?6?$AA@" = comdat any

$"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"by_return gave %d\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUE@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUE@@@84"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1E@@QAE@XZ", ptr null, ptr @"_CTA1?AUE@@" }, section ".xdata", comdat
@"??_C@_09JJNCAGGP@continue?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"continue\0A\00", comdat, align 1
@"??_C@_05BNJHNCHO@goto?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"goto\0A\00", comdat, align 1
@"??_C@_06FEHFHFJH@break?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"break\0A\00", comdat, align 1
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 1
@"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"after goto target %d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"return from handler %d\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call noundef i32 @"?by_return@@YAHXZ"()
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@GPAGBKDE@by_return?5gave?5?$CFd?6?$AA@", i32 noundef %6)
  store i32 2, ptr %2, align 4
  br label %8

8:                                                ; preds = %49, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 6
  br i1 %10, label %11, label %52

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = invoke x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %11
  invoke void @_CxxThrowException(ptr %3, ptr @"_TI1?AUE@@") #4
          to label %54 unwind label %15

15:                                               ; preds = %14, %11
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0?AUE@@@8", i32 8, ptr %4]
  %19 = load ptr, ptr %4, align 4
  %20 = getelementptr inbounds %struct.E, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = icmp eq i32 %21, 2
  br i1 %22, label %23, label %25

23:                                               ; preds = %17
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09JJNCAGGP@continue?6?$AA@") [ "funclet"(token %18) ]
  store i32 4, ptr %5, align 4
  br label %40

25:                                               ; preds = %17
  %26 = load ptr, ptr %4, align 4
  %27 = getelementptr inbounds %struct.E, ptr %26, i32 0, i32 0
  %28 = load i32, ptr %27, align 4
  %29 = icmp eq i32 %28, 3
  br i1 %29, label %30, label %32

30:                                               ; preds = %25
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05BNJHNCHO@goto?6?$AA@") [ "funclet"(token %18) ]
  store i32 5, ptr %5, align 4
  br label %40

32:                                               ; preds = %25
  %33 = load ptr, ptr %4, align 4
  %34 = getelementptr inbounds %struct.E, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = icmp eq i32 %35, 4
  br i1 %36, label %37, label %39

37:                                               ; preds = %32
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06FEHFHFJH@break?6?$AA@") [ "funclet"(token %18) ]
  store i32 2, ptr %5, align 4
  br label %40

39:                                               ; preds = %32
  store i32 0, ptr %5, align 4
  br label %40

40:                                               ; preds = %30, %39, %37, %23
  catchret from %18 to label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %5, align 4
  switch i32 %42, label %54 [
    i32 0, label %43
    i32 4, label %49
    i32 2, label %52
    i32 5, label %46
  ]

43:                                               ; preds = %41
  br label %44

44:                                               ; preds = %43
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DGNDMPDK@never?6?$AA@")
  br label %46

46:                                               ; preds = %44, %41
  %47 = load i32, ptr %2, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GPPGFMIG@after?5goto?5target?5?$CFd?6?$AA@", i32 noundef %47)
  br label %49

49:                                               ; preds = %46, %41
  %50 = load i32, ptr %2, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %2, align 4
  br label %8, !llvm.loop !5

52:                                               ; preds = %41, %8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
  ret i32 0

54:                                               ; preds = %41, %14
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?by_return@@YAHXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca ptr, align 4
  %4 = invoke x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %5 unwind label %6

5:                                                ; preds = %0
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUE@@") #4
          to label %21 unwind label %6

6:                                                ; preds = %5, %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AUE@@@8", i32 8, ptr %3]
  %10 = load ptr, ptr %3, align 4
  %11 = getelementptr inbounds %struct.E, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@JDNHCCKE@return?5from?5handler?5?$CFd?6?$AA@", i32 noundef %12) [ "funclet"(token %9) ]
  %14 = load ptr, ptr %3, align 4
  %15 = getelementptr inbounds %struct.E, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %1, align 4
  catchret from %9 to label %17

17:                                               ; preds = %8
  br label %19

18:                                               ; No predecessors!
  store i32 0, ptr %1, align 4
  br label %19

19:                                               ; preds = %18, %17
  %20 = load i32, ptr %1, align 4
  ret i32 %20

21:                                               ; preds = %5
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0E@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }
attributes #5 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
