; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%struct.Ex = type { i32 }
%struct.Sub = type { %struct.Ex }

$"??1Sub@@QAE@XZ" = comdat any

$"??0Ex@@QAE@H@Z" = comdat any

$"??0Ex@@QAE@ABU0@@Z" = comdat any

$"??1Ex@@QAE@XZ" = comdat any

$"??0Sub@@QAE@H@Z" = comdat any

$"??0Sub@@QAE@ABU0@@Z" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R0?AUEx@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = comdat any

$"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUEx@@" = comdat any

$"_TI1?AUEx@@" = comdat any

$"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4" = comdat any

$"_CTA2?AUSub@@" = comdat any

$"_TI2?AUSub@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R0?AUEx@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUEx@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@live = internal global i32 0, align 4
@"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", comdat, align 1
@copies = internal global i32 0, align 4
@made = internal global i32 0, align 4
@"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", comdat, align 1
@"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Ex* (%struct.Ex*, %struct.Ex*)* @"??0Ex@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Ex*)* @"??1Ex@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUEx@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Sub* (%struct.Sub*, %struct.Sub*)* @"??0Sub@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Sub*)* @"??1Sub@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUSub@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Ex*, align 4
  %6 = alloca %struct.Sub, align 4
  store i32 0, i32* %1, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %50, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 1000
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %11)
          to label %48 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14, label %31, label %41] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor9* @"??_R0?AUSub@@@8", i32 0, %struct.Sub* %6]
  %16 = bitcast %struct.Sub* %6 to %struct.Ex*
  %17 = getelementptr inbounds %struct.Ex, %struct.Ex* %16, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = mul nsw i32 %18, 3
  %20 = sext i32 %19 to i64
  %21 = load i64, i64* %2, align 8
  %22 = add nsw i64 %21, %20
  store i64 %22, i64* %2, align 8
  call x86_thiscallcc void @"??1Sub@@QAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %6) #4 [ "funclet"(token %15) ]
  catchret from %15 to label %23

23:                                               ; preds = %14
  br label %24

24:                                               ; preds = %23, %40, %47, %48
  %25 = load i32, i32* @live, align 4
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %49

27:                                               ; preds = %24
  %28 = load i32, i32* %3, align 4
  %29 = load i32, i32* @live, align 4
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %29, i32 noundef %28)
  br label %49

31:                                               ; preds = %12
  %32 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0?AUEx@@@8", i32 8, %struct.Ex** %5]
  %33 = load %struct.Ex*, %struct.Ex** %5, align 4
  %34 = getelementptr inbounds %struct.Ex, %struct.Ex* %33, i32 0, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = mul nsw i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = load i64, i64* %2, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, i64* %2, align 8
  catchret from %32 to label %40

40:                                               ; preds = %31
  br label %24

41:                                               ; preds = %12
  %42 = catchpad within %13 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %43 = load i32, i32* %4, align 4
  %44 = sext i32 %43 to i64
  %45 = load i64, i64* %2, align 8
  %46 = add nsw i64 %45, %44
  store i64 %46, i64* %2, align 8
  catchret from %42 to label %47

47:                                               ; preds = %41
  br label %24

48:                                               ; preds = %10
  br label %24

49:                                               ; preds = %27, %24
  br label %50

50:                                               ; preds = %49
  %51 = load i32, i32* %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %3, align 4
  br label %7, !llvm.loop !4

53:                                               ; preds = %7
  %54 = load i32, i32* @live, align 4
  %55 = load i32, i32* @copies, align 4
  %56 = load i32, i32* @made, align 4
  %57 = load i64, i64* %2, align 8
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@", i32 0, i32 0), i64 noundef %57, i32 noundef %56, i32 noundef %55, i32 noundef %54)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Ex, align 4
  %4 = alloca %struct.Sub, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = srem i32 %6, 3
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = load i32, i32* %2, align 4
  %11 = call x86_thiscallcc noundef %struct.Ex* @"??0Ex@@QAE@H@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %10)
  %12 = bitcast %struct.Ex* %3 to i8*
  call void @_CxxThrowException(i8* %12, %eh.ThrowInfo* @"_TI1?AUEx@@") #5
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* %2, align 4
  %15 = srem i32 %14, 3
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = load i32, i32* %2, align 4
  %19 = call x86_thiscallcc noundef %struct.Sub* @"??0Sub@@QAE@H@Z"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef %18)
  %20 = bitcast %struct.Sub* %4 to i8*
  call void @_CxxThrowException(i8* %20, %eh.ThrowInfo* @"_TI2?AUSub@@") #5
  unreachable

21:                                               ; preds = %13
  %22 = load i32, i32* %2, align 4
  store i32 %22, i32* %5, align 4
  %23 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %23, %eh.ThrowInfo* @_TI1H) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Sub@@QAE@XZ"(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Ex*
  call x86_thiscallcc void @"??1Ex@@QAE@XZ"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret void
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Ex* @"??0Ex@@QAE@H@Z"(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Ex*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Ex* %0, %struct.Ex** %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %4, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* @live, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @live, align 4
  %10 = load i32, i32* @made, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @made, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Ex* @"??0Ex@@QAE@ABU0@@Z"(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Ex*, align 4
  %4 = alloca %struct.Ex*, align 4
  store %struct.Ex* %1, %struct.Ex** %3, align 4
  store %struct.Ex* %0, %struct.Ex** %4, align 4
  %5 = load %struct.Ex*, %struct.Ex** %4, align 4
  %6 = getelementptr inbounds %struct.Ex, %struct.Ex* %5, i32 0, i32 0
  %7 = load %struct.Ex*, %struct.Ex** %3, align 4
  %8 = getelementptr inbounds %struct.Ex, %struct.Ex* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = load i32, i32* @live, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @live, align 4
  %12 = load i32, i32* @copies, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* @copies, align 4
  ret %struct.Ex* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Ex@@QAE@XZ"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Ex*, align 4
  store %struct.Ex* %0, %struct.Ex** %2, align 4
  %3 = load %struct.Ex*, %struct.Ex** %2, align 4
  %4 = load i32, i32* @live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, i32* @live, align 4
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Sub* @"??0Sub@@QAE@H@Z"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Sub*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Sub* %0, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %4, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load i32, i32* %3, align 4
  %8 = call x86_thiscallcc noundef %struct.Ex* @"??0Ex@@QAE@H@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %7)
  ret %struct.Sub* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Sub* @"??0Sub@@QAE@ABU0@@Z"(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Sub* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Sub*, align 4
  %4 = alloca %struct.Sub*, align 4
  store %struct.Sub* %1, %struct.Sub** %3, align 4
  store %struct.Sub* %0, %struct.Sub** %4, align 4
  %5 = load %struct.Sub*, %struct.Sub** %4, align 4
  %6 = bitcast %struct.Sub* %5 to %struct.Ex*
  %7 = load %struct.Sub*, %struct.Sub** %3, align 4
  %8 = bitcast %struct.Sub* %7 to %struct.Ex*
  %9 = call x86_thiscallcc noundef %struct.Ex* @"??0Ex@@QAE@ABU0@@Z"(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %6, %struct.Ex* noundef nonnull align 4 dereferenceable(4) %8)
  ret %struct.Sub* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
