; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PQT@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PQT@@H\00" }, comdat
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PQS@@H\00" }, comdat
@"_CT??_R0PQS@@H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PQS@@H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1PQS@@H" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0PQS@@H@84"] }, section ".xdata", comdat
@"_TI1PQS@@H" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1PQS@@H" }, section ".xdata", comdat
@"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", comdat, align 1
@"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"wrong: int T::*\0A\00", comdat, align 1
@"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", comdat, align 1
@"??_R0P8S@@AEHXZ@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".P8S@@AEHXZ\00" }, comdat
@"_CT??_R0P8S@@AEHXZ@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0P8S@@AEHXZ@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0P8S@@AEHXZ@84"] }, section ".xdata", comdat
@"_TI1P8S@@AEHXZ" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1P8S@@AEHXZ" }, section ".xdata", comdat
@"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %9 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 0
  store i32 3, ptr %9, align 4
  %10 = getelementptr inbounds %struct.S, ptr %2, i32 0, i32 1
  store i32 4, ptr %10, align 4
  store i32 4, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %3, ptr @"_TI1PQS@@H") #3
          to label %44 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %37] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0PQT@@H@8", i32 0, ptr null]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@CNLPBKG@wrong?3?5int?5T?3?3?$CK?6?$AA@") [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %43
  store i32 0, ptr %5, align 4
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI1PQS@@H") #3
          to label %44 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0PQS@@H@8", i32 1, ptr %6]
  %22 = load i32, ptr %6, align 4
  %23 = getelementptr inbounds i8, ptr %2, i32 %22
  %24 = load i32, ptr %23, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GKNANHGI@const?5int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %24) [ "funclet"(token %21) ]
  catchret from %21 to label %26

26:                                               ; preds = %20
  br label %27

27:                                               ; preds = %26
  store ptr @"?twice@S@@QAEHXZ", ptr %7, align 4
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI1P8S@@AEHXZ") #3
          to label %44 unwind label %28

28:                                               ; preds = %27
  %29 = catchswitch within none [label %30] unwind to caller

30:                                               ; preds = %28
  %31 = catchpad within %29 [ptr @"??_R0P8S@@AEHXZ@8", i32 0, ptr %8]
  %32 = load ptr, ptr %8, align 4
  %33 = call x86_thiscallcc noundef i32 %32(ptr noundef nonnull align 4 dereferenceable(8) %2) [ "funclet"(token %31) ]
  %34 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@HMHAKJGE@int?5?$CIS?3?3?$CK?$CJ?$CI?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %33) [ "funclet"(token %31) ]
  catchret from %31 to label %35

35:                                               ; preds = %30
  br label %36

36:                                               ; preds = %35
  ret i32 0

37:                                               ; preds = %11
  %38 = catchpad within %12 [ptr @"??_R0PQS@@H@8", i32 0, ptr %4]
  %39 = load i32, ptr %4, align 4
  %40 = getelementptr inbounds i8, ptr %2, i32 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@HLNADLMP@int?5S?3?3?$CK?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %41) [ "funclet"(token %38) ]
  catchret from %38 to label %43

43:                                               ; preds = %37
  br label %17

44:                                               ; preds = %27, %17, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?twice@S@@QAEHXZ"(ptr noundef nonnull align 4 dereferenceable(8) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.S, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = mul nsw i32 2, %5
  ret i32 %6
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
