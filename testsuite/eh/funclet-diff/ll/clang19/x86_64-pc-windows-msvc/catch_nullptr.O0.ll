; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0H@8" = comdat any

$"??_R0PEAUS@@@8" = comdat any

$"??_R0$$T@8" = comdat any

$"_CT??_R0$$T@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA2$$T" = comdat any

$"_TI2$$T" = comdat any

$"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = comdat any

$"??_R0PEQS@@H@8" = comdat any

$"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@" = comdat any

$"??_R0PEAH@8" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0PEAUS@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUS@@\00" }, comdat
@"??_R0$$T@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".$$T\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0$$T@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0$$T@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2$$T" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0$$T@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2$$T" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA2$$T" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", comdat, align 1
@"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"wrong: int\0A\00", comdat, align 1
@"??_R0PEQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEQS@@H\00" }, comdat
@"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", comdat, align 1
@"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", comdat, align 1
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", comdat, align 1
@"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr null, ptr %2, align 8
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI2$$T") #2
          to label %55 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12, label %48] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0H@8", i32 0, ptr null]
  %14 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@") [ "funclet"(token %13) ]
  catchret from %13 to label %15

15:                                               ; preds = %12
  br label %16

16:                                               ; preds = %15, %54
  store ptr null, ptr %4, align 8
  invoke void @_CxxThrowException(ptr %4, ptr @"_TI2$$T") #2
          to label %55 unwind label %17

17:                                               ; preds = %16
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0PEQS@@H@8", i32 0, ptr %5]
  %21 = load i32, ptr %5, align 8
  %22 = icmp eq i32 %21, -1
  %23 = zext i1 %22 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %23) [ "funclet"(token %20) ]
  catchret from %20 to label %25

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25
  store ptr null, ptr %6, align 8
  invoke void @_CxxThrowException(ptr %6, ptr @"_TI2$$T") #2
          to label %55 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0$$T@8", i32 0, ptr %7]
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@") [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32
  store ptr null, ptr %8, align 8
  invoke void @_CxxThrowException(ptr %8, ptr @_TI2PEAH) #2
          to label %55 unwind label %34

34:                                               ; preds = %33
  %35 = catchswitch within none [label %36, label %41] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @"??_R0$$T@8", i32 0, ptr null]
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@") [ "funclet"(token %37) ]
  catchret from %37 to label %39

39:                                               ; preds = %36
  br label %40

40:                                               ; preds = %39, %47
  ret i32 0

41:                                               ; preds = %34
  %42 = catchpad within %35 [ptr @"??_R0PEAH@8", i32 1, ptr %9]
  %43 = load ptr, ptr %9, align 8
  %44 = icmp eq ptr %43, null
  %45 = zext i1 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %45) [ "funclet"(token %42) ]
  catchret from %42 to label %47

47:                                               ; preds = %41
  br label %40

48:                                               ; preds = %10
  %49 = catchpad within %11 [ptr @"??_R0PEAUS@@@8", i32 0, ptr %3]
  %50 = load ptr, ptr %3, align 8
  %51 = icmp eq ptr %50, null
  %52 = zext i1 %51 to i32
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@", i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %54

54:                                               ; preds = %48
  br label %16

55:                                               ; preds = %33, %26, %16, %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
