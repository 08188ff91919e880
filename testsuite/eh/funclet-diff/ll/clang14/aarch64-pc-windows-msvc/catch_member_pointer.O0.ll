; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%struct.S = type { i32, i32 }

$"?twice@S@@QEAAHXZ" = comdat any

$"??_R0PEQT@@H@8" = comdat any

$"??_R0PEQS@@H@8" = comdat any

$"_CT??_R0PEQS@@H@84" = comdat any

$"_CTA1PEQS@@H" = comdat any

$"_TI1PEQS@@H" = comdat any

$"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@" = comdat any

$"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_R0P8S@@EAAHXZ@8" = comdat any

$"_CT??_R0P8S@@EAAHXZ@88" = comdat any

$"_CTA1P8S@@EAAHXZ" = comdat any

$"_TI1P8S@@EAAHXZ" = comdat any

$"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEQT@@H\00" }, comdat
@"??_R0PEQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEQS@@H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1PEQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEQS@@H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1PEQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1PEQS@@H" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 8
@"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", comdat, align 8
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 8
@"??_R0P8S@@EAAHXZ@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".P8S@@EAAHXZ\00" }, comdat
@"_CT??_R0P8S@@EAAHXZ@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0P8S@@EAAHXZ@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1P8S@@EAAHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1P8S@@EAAHXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %9 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 0
  store i32 3, i32* %9, align 4
  %10 = getelementptr inbounds %struct.S, %struct.S* %2, i32 0, i32 1
  store i32 4, i32* %10, align 4
  store i32 4, i32* %3, align 4
  %11 = bitcast i32* %3 to i8*
  invoke void @_CxxThrowException(i8* %11, %eh.ThrowInfo* @"_TI1PEQS@@H") #3
          to label %52 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14, label %43] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0PEQT@@H@8", i32 0, i8* null]
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %14
  br label %18

18:                                               ; preds = %17, %51
  store i32 0, i32* %5, align 4
  %19 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI1PEQS@@H") #3
          to label %52 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 1, i32* %6]
  %24 = load i32, i32* %6, align 8
  %25 = bitcast %struct.S* %2 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 %24
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %28) [ "funclet"(token %23) ]
  catchret from %23 to label %30

30:                                               ; preds = %22
  br label %31

31:                                               ; preds = %30
  store i8* bitcast (i32 (%struct.S*)* @"?twice@S@@QEAAHXZ" to i8*), i8** %7, align 8
  %32 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* %32, %eh.ThrowInfo* @"_TI1P8S@@EAAHXZ") #3
          to label %52 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor12* @"??_R0P8S@@EAAHXZ@8", i32 0, i8** %8]
  %37 = load i8*, i8** %8, align 8
  %38 = bitcast i8* %37 to i32 (%struct.S*)*
  %39 = call noundef i32 %38(%struct.S* noundef nonnull align 4 dereferenceable(8) %2) [ "funclet"(token %36) ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %39) [ "funclet"(token %36) ]
  catchret from %36 to label %41

41:                                               ; preds = %35
  br label %42

42:                                               ; preds = %41
  ret i32 0

43:                                               ; preds = %12
  %44 = catchpad within %13 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 0, i32* %4]
  %45 = load i32, i32* %4, align 8
  %46 = bitcast %struct.S* %2 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i32 %45
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %49) [ "funclet"(token %44) ]
  catchret from %44 to label %51

51:                                               ; preds = %43
  br label %18

52:                                               ; preds = %31, %18, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?twice@S@@QEAAHXZ"(%struct.S* noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca %struct.S*, align 8
  store %struct.S* %0, %struct.S** %2, align 8
  %3 = load %struct.S*, %struct.S** %2, align 8
  %4 = getelementptr inbounds %struct.S, %struct.S* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
