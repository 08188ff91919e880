; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0PEAH@8" = comdat any

$"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = comdat any

$"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", comdat, align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", comdat, align 1
@"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", comdat, align 1
@"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", comdat, align 1
@other = internal global i32 7, align 4
@"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", comdat, align 1
@"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"null: %d\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@value = internal global i32 42, align 4
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"a string literal\00", comdat, align 1
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@text = internal constant [17 x i8] c"an array of char\00", align 16

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  invoke void @"?throw_int_ptr@@YAXXZ"()
          to label %72 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @"??_R0PEAH@8", i32 8, ptr %2]
  %12 = load ptr, ptr %2, align 8
  %13 = load ptr, ptr %12, align 8
  %14 = load i32, ptr %13, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@", i32 noundef %14) [ "funclet"(token %11) ]
  catchret from %11 to label %16

16:                                               ; preds = %10
  br label %17

17:                                               ; preds = %16, %72
  invoke void @"?throw_literal@@YAXXZ"()
          to label %71 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @"??_R0PEAD@8", i32 9, ptr %3]
  %22 = load ptr, ptr %3, align 8
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@", ptr noundef %23) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %71
  invoke void @"?throw_array@@YAXXZ"()
          to label %70 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0PEAD@8", i32 9, ptr %4]
  %31 = load ptr, ptr %4, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@", ptr noundef %32) [ "funclet"(token %30) ]
  catchret from %30 to label %34

34:                                               ; preds = %29
  br label %35

35:                                               ; preds = %34, %70
  invoke void @"?throw_int_ptr@@YAXXZ"()
          to label %69 unwind label %36

36:                                               ; preds = %35
  %37 = catchswitch within none [label %38] unwind label %46

38:                                               ; preds = %36
  %39 = catchpad within %37 [ptr @"??_R0PEAH@8", i32 8, ptr %5]
  %40 = load ptr, ptr %5, align 8
  %41 = load ptr, ptr %40, align 8
  %42 = load i32, ptr %41, align 4
  %43 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@", i32 noundef %42) [ "funclet"(token %39) ]
          to label %44 unwind label %46

44:                                               ; preds = %38
  %45 = load ptr, ptr %5, align 8
  store ptr @other, ptr %45, align 8
  invoke void @_CxxThrowException(ptr null, ptr null) #3 [ "funclet"(token %39) ]
          to label %74 unwind label %46

46:                                               ; preds = %44, %38, %36
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @"??_R0PEAH@8", i32 8, ptr %6]
  %50 = load ptr, ptr %6, align 8
  %51 = load ptr, ptr %50, align 8
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@", i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %54

54:                                               ; preds = %48
  br label %55

55:                                               ; preds = %54, %73
  invoke void @"?throw_null@@YAXXZ"()
          to label %68 unwind label %56

56:                                               ; preds = %55
  %57 = catchswitch within none [label %58] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [ptr @"??_R0PEAH@8", i32 8, ptr %7]
  %60 = load ptr, ptr %7, align 8
  %61 = load ptr, ptr %60, align 8
  %62 = icmp eq ptr %61, null
  %63 = zext i1 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@", i32 noundef %63) [ "funclet"(token %59) ]
  catchret from %59 to label %65

65:                                               ; preds = %58
  br label %66

66:                                               ; preds = %65, %68
  %67 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05KJDAJCPN@done?6?$AA@")
  ret i32 0

68:                                               ; preds = %55
  br label %66

69:                                               ; preds = %35
  br label %73

70:                                               ; preds = %26
  br label %35

71:                                               ; preds = %17
  br label %26

72:                                               ; preds = %0
  br label %17

73:                                               ; preds = %69
  br label %55

74:                                               ; preds = %44
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_int_ptr@@YAXXZ"() #1 {
  %1 = alloca ptr, align 8
  store ptr @value, ptr %1, align 8
  call void @_CxxThrowException(ptr %1, ptr @_TI2PEAH) #3
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_literal@@YAXXZ"() #1 {
  %1 = alloca ptr, align 8
  store ptr @"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@", ptr %1, align 8
  call void @_CxxThrowException(ptr %1, ptr @_TIC2PEAD) #3
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_array@@YAXXZ"() #1 {
  %1 = alloca ptr, align 8
  store ptr @text, ptr %1, align 8
  call void @_CxxThrowException(ptr %1, ptr @_TIC2PEAD) #3
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?throw_null@@YAXXZ"() #1 {
  %1 = alloca ptr, align 8
  store ptr null, ptr %1, align 8
  call void @_CxxThrowException(ptr %1, ptr @_TI2PEAH) #3
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
