; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor16 = type { ptr, ptr, [17 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$"??0Widget@@QEAA@H_N@Z" = comdat any

$"??1Widget@@QEAA@XZ" = comdat any

$"??0Member@@QEAA@H@Z" = comdat any

$"??1Member@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUTranslated@@@8" = comdat any

$"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GJJAJELO@built?6?$AA@" = comdat any

$"??_C@_0N@FIDJNDKP@Widget?5body?6?$AA@" = comdat any

$"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUTranslated@@@84" = comdat any

$"_CTA1?AUTranslated@@" = comdat any

$"_TI1?AUTranslated@@" = comdat any

$"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_08HNMCMJNJ@?$HOWidget?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", comdat, align 1
@"??_R0?AUTranslated@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { ptr @"??_7type_info@@6B@", ptr null, [17 x i8] c".?AUTranslated@@\00" }, comdat
@"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", comdat, align 1
@"??_C@_06GJJAJELO@built?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"built\0A\00", comdat, align 1
@"??_C@_0N@FIDJNDKP@Widget?5body?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"Widget body\0A\00", comdat, align 1
@"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUTranslated@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUTranslated@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUTranslated@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUTranslated@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 1
@"??_C@_08HNMCMJNJ@?$HOWidget?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"~Widget\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Widget, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Widget, align 4
  store i32 0, ptr %1, align 4
  %7 = invoke noundef ptr @"??0Widget@@QEAA@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %31 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0H@8", i32 0, ptr %3]
  %12 = load i32, ptr %3, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@", i32 noundef %12) [ "funclet"(token %11) ]
  catchret from %11 to label %14

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %14, %31
  %16 = invoke noundef ptr @"??0Widget@@QEAA@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %4, i32 noundef -3, i1 noundef zeroext true)
          to label %30 unwind label %17

17:                                               ; preds = %15
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0?AUTranslated@@@8", i32 8, ptr %5]
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.Translated, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@", i32 noundef %23) [ "funclet"(token %20) ]
  catchret from %20 to label %25

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %30
  %27 = call noundef ptr @"??0Widget@@QEAA@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 4, i1 noundef zeroext false)
  %28 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06GJJAJELO@built?6?$AA@")
          to label %29 unwind label %32

29:                                               ; preds = %26
  call void @"??1Widget@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #4
  ret i32 0

30:                                               ; preds = %15
  call void @"??1Widget@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %4) #4
  br label %26

31:                                               ; preds = %0
  call void @"??1Widget@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %2) #4
  br label %15

32:                                               ; preds = %26
  %33 = cleanuppad within none []
  call void @"??1Widget@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %6) #4 [ "funclet"(token %33) ]
  cleanupret from %33 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Widget@@QEAA@H_N@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Translated, align 4
  %9 = zext i1 %2 to i8
  store i8 %9, ptr %4, align 1
  store i32 %1, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Widget, ptr %10, i32 0, i32 0
  %12 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 1)
          to label %13 unwind label %24

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, ptr %10, i32 0, i32 1
  %15 = load i32, ptr %5, align 4
  %16 = invoke noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %17 unwind label %22

17:                                               ; preds = %13
  %18 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@FIDJNDKP@Widget?5body?6?$AA@")
          to label %19 unwind label %20

19:                                               ; preds = %17
  br label %36

20:                                               ; preds = %17
  %21 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %14) #4 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %22

22:                                               ; preds = %20, %13
  %23 = cleanuppad within none []
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #4 [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %24

24:                                               ; preds = %22, %3
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @"??_R0H@8", i32 0, ptr %7]
  %28 = load i32, ptr %7, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@", i32 noundef %28) [ "funclet"(token %27) ]
  %30 = load i8, ptr %4, align 1
  %31 = trunc i8 %30 to i1
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = getelementptr inbounds %struct.Translated, ptr %8, i32 0, i32 0
  %34 = load i32, ptr %7, align 4
  store i32 %34, ptr %33, align 4
  call void @_CxxThrowException(ptr %8, ptr @"_TI1?AUTranslated@@") #5 [ "funclet"(token %27) ]
  unreachable

35:                                               ; preds = %26
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %27) ]
  unreachable

36:                                               ; preds = %19
  ret ptr %10
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Widget@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_08HNMCMJNJ@?$HOWidget?6?$AA@")
          to label %5 unwind label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 1
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %7 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 0
  call void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %7) #4
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Member@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Member, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #5
  unreachable

18:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Member@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Member, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
