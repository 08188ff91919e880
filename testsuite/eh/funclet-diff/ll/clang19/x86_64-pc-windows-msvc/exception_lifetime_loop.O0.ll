; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Sub = type { %struct.Ex }
%struct.Ex = type { i32 }

$"??1Sub@@QEAA@XZ" = comdat any

$"??0Ex@@QEAA@H@Z" = comdat any

$"??0Ex@@QEAA@AEBU0@@Z" = comdat any

$"??1Ex@@QEAA@XZ" = comdat any

$"??0Sub@@QEAA@H@Z" = comdat any

$"??0Sub@@QEAA@AEBU0@@Z" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R0?AUEx@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = comdat any

$"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUEx@@" = comdat any

$"_TI1?AUEx@@" = comdat any

$"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA2?AUSub@@" = comdat any

$"_TI2?AUSub@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R0?AUEx@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".?AUEx@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@live = internal global i32 0, align 4
@"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", comdat, align 1
@copies = internal global i32 0, align 4
@made = internal global i32 0, align 4
@"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUEx@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Ex@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Ex@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUEx@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUSub@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Sub@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUSub@@@8??0Sub@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUEx@@@8??0Ex@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Sub@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2?AUSub@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Sub, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %49, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 1000
  br i1 %9, label %10, label %52

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %47 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14, label %30, label %40] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AUSub@@@8", i32 0, ptr %6]
  %16 = getelementptr inbounds %struct.Ex, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  %18 = mul nsw i32 %17, 3
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %2, align 8
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %2, align 8
  call void @"??1Sub@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %15) ]
  catchret from %15 to label %22

22:                                               ; preds = %14
  br label %23

23:                                               ; preds = %22, %39, %46, %47
  %24 = load i32, ptr @live, align 4
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %48

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr @live, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@", i32 noundef %28, i32 noundef %27)
  br label %48

30:                                               ; preds = %12
  %31 = catchpad within %13 [ptr @"??_R0?AUEx@@@8", i32 8, ptr %5]
  %32 = load ptr, ptr %5, align 8
  %33 = getelementptr inbounds %struct.Ex, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = mul nsw i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = load i64, ptr %2, align 8
  %38 = add nsw i64 %37, %36
  store i64 %38, ptr %2, align 8
  catchret from %31 to label %39

39:                                               ; preds = %30
  br label %23

40:                                               ; preds = %12
  %41 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %4]
  %42 = load i32, ptr %4, align 4
  %43 = sext i32 %42 to i64
  %44 = load i64, ptr %2, align 8
  %45 = add nsw i64 %44, %43
  store i64 %45, ptr %2, align 8
  catchret from %41 to label %46

46:                                               ; preds = %40
  br label %23

47:                                               ; preds = %10
  br label %23

48:                                               ; preds = %26, %23
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  br label %7, !llvm.loop !5

52:                                               ; preds = %7
  %53 = load i32, ptr @live, align 4
  %54 = load i32, ptr @copies, align 4
  %55 = load i32, ptr @made, align 4
  %56 = load i64, ptr %2, align 8
  %57 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@", i64 noundef %56, i32 noundef %55, i32 noundef %54, i32 noundef %53)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Ex, align 4
  %4 = alloca %struct.Sub, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  %7 = srem i32 %6, 3
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4
  %11 = call noundef ptr @"??0Ex@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %10)
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUEx@@") #5
  unreachable

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4
  %18 = call noundef ptr @"??0Sub@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %17)
  call void @_CxxThrowException(ptr %4, ptr @"_TI2?AUSub@@") #5
  unreachable

19:                                               ; preds = %12
  %20 = load i32, ptr %2, align 4
  store i32 %20, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Sub@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1Ex@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Ex@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @live, align 4
  %10 = load i32, ptr @made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @made, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Ex@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Ex, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Ex, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr @live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @live, align 4
  %12 = load i32, ptr @copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @copies, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Ex@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @live, align 4
  ret void
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Sub@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = call noundef ptr @"??0Ex@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Sub@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = call noundef ptr @"??0Ex@@QEAA@AEBU0@@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef nonnull align 4 dereferenceable(4) %6)
  ret ptr %5
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
