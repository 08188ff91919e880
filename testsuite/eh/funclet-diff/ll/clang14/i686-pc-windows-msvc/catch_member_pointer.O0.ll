; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%struct.S = type { i32, i32 }

$"?twice@S@@QAEHXZ" = comdat any

$"??_R0PQT@@H@8" = comdat any

$"??_R0PQS@@H@8" = comdat any

$"_CT??_R0PQS@@H@84" = comdat any

$"_CTA1PQS@@H" = comdat any

$"_TI1PQS@@H" = comdat any

$"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@" = comdat any

$"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_R0P8S@@AEHXZ@8" = comdat any

$"_CT??_R0P8S@@AEHXZ@84" = comdat any

$"_CTA1P8S@@AEHXZ" = comdat any

$"_TI1P8S@@AEHXZ" = comdat any

$"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PQT@@H\00" }, comdat
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PQS@@H\00" }, comdat
@"_CT??_R0PQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0PQS@@H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1PQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PQS@@H@84"] }, section ".xdata", comdat
@"_TI1PQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1PQS@@H" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 1
@"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", comdat, align 1
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 1
@"??_R0P8S@@AEHXZ@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".P8S@@AEHXZ\00" }, comdat
@"_CT??_R0P8S@@AEHXZ@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0P8S@@AEHXZ@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0P8S@@AEHXZ@84"] }, section ".xdata", comdat
@"_TI1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1P8S@@AEHXZ" to i8*) }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i8*, align 4
  store i32 0, i32* %1, align 4
  %9 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0
  store i32 3, i32* %9, align 4
  %10 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 1
  store i32 4, i32* %10, align 4
  store i32 4, i32* %3, align 4
  %11 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI1PQS@@H") #3
          to label %52 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14, label %43] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor7* @"??_R0PQT@@H@8", i32 0, i8* null]
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@", i32 0, i32 0)) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %14
  br label %18

18:                                               ; preds = %17, %51
  store i32 0, i32* %5, align 4
  %19 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI1PQS@@H") #3
          to label %52 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor7* @"??_R0PQS@@H@8", i32 1, i32* %6]
  %24 = load i32, i32* %6, align 4
  %25 = bitcast %struct.S* %2 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %28) [ "funclet"(token %23) ]
  catchret from %23 to label %30

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30
  store i8* bitcast (i32 (%struct.S*)* @"?twice@S@@QAEHXZ" to i8*), i8** %7, align 4
  %32 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI1P8S@@AEHXZ") #3
          to label %52 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor11* @"??_R0P8S@@AEHXZ@8", i32 0, i8** %8]
  %37 = load i8*, i8** %8, align 4
  %38 = bitcast i8* %37 to i32 (%struct.S*)*
  %39 = call x86_thiscallcc noundef i32 %38(%struct.S* noundef nonnull align 4 dereferenceable(8) %2) [ "funclet"(token %36) ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %39) [ "funclet"(token %36) ]
  catchret from %36 to label %41

41:                                               ; preds = %35
  br label %42

42:                                               ; preds = %41
  ret i32 0

43:                                               ; preds = %12
  %44 = catchpad within %13 [%rtti.TypeDescriptor7* @"??_R0PQS@@H@8", i32 0, i32* %4]
  %45 = load i32, i32* %4, align 4
  %46 = bitcast %struct.S* %2 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i32 %45
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %49) [ "funclet"(token %44) ]
  catchret from %44 to label %51

51:                                               ; preds = %43
  br label %18

52:                                               ; preds = %31, %18, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice@S@@QAEHXZ"(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %struct.S*, align 4
  store %struct.S* %0, %struct.S** %2, align 4
  %3 = load %struct.S*, %struct.S** %2, align 4
  %4 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
