; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??_R0H@8" = comdat any

$"??_R0PAUS@@@8" = comdat any

$"??_R0$$T@8" = comdat any

$"_CT??_R0$$T@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA2$$T" = comdat any

$"_TI2$$T" = comdat any

$"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PQS@@H@8" = comdat any

$"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0PAUS@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUS@@\00" }, comdat
@"??_R0$$T@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".$$T\00" }, comdat
@"_CT??_R0$$T@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0$$T@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA2$$T" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0$$T@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI2$$T" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA2$$T" }, section ".xdata", comdat
@"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", comdat, align 1
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PQS@@H\00" }, comdat
@"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", comdat, align 1
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAH\00" }, comdat
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAH@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAH@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAH }, section ".xdata", comdat
@"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.1 = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.2 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store ptr null, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2$$T") #3
          to label %48 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11, label %42] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0H@8", i32 0, ptr null]
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %12) ]
  catchret from %12 to label %14

14:                                               ; preds = %42, %11
  store ptr null, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2$$T") #3
          to label %48 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0PQS@@H@8", i32 0, ptr %4]
  %19 = load i32, ptr %4, align 4
  %20 = icmp eq i32 %19, -1
  %21 = zext i1 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %21) [ "funclet"(token %18) ]
  catchret from %18 to label %23

23:                                               ; preds = %17
  store ptr null, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @"_TI2$$T") #3
          to label %48 unwind label %24

24:                                               ; preds = %23
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @"??_R0$$T@8", i32 0, ptr %6]
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %27) ]
  catchret from %27 to label %29

29:                                               ; preds = %26
  store ptr null, ptr %7, align 4
  invoke void @_CxxThrowException(ptr nonnull %7, ptr nonnull @_TI2PAH) #3
          to label %48 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32, label %36] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @"??_R0$$T@8", i32 0, ptr null]
  %34 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %33) ]
  catchret from %33 to label %35

35:                                               ; preds = %36, %32
  ret i32 0

36:                                               ; preds = %30
  %37 = catchpad within %31 [ptr @"??_R0PAH@8", i32 1, ptr %8]
  %38 = load ptr, ptr %8, align 4
  %39 = icmp eq ptr %38, null
  %40 = zext i1 %39 to i32
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %40) [ "funclet"(token %37) ]
  catchret from %37 to label %35

42:                                               ; preds = %9
  %43 = catchpad within %10 [ptr @"??_R0PAUS@@@8", i32 0, ptr %2]
  %44 = load ptr, ptr %2, align 4
  %45 = icmp eq ptr %44, null
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %14

48:                                               ; preds = %29, %23, %14, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
