; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }

$"??_R0PAH@8" = comdat any

$"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_R0PAD@8" = comdat any

$"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = comdat any

$"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"_CT??_R0PAH@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = comdat any

$"_CT??_R0PAD@84" = comdat any

$_CTA2PAD = comdat any

$_TIC2PAD = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAH\00" }, comdat
@"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", comdat, align 1
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAD\00" }, comdat
@"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", comdat, align 1
@"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", comdat, align 1
@"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", comdat, align 1
@other = internal global i32 7, align 4
@"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", comdat, align 1
@"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"null: %d\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@value = internal global i32 42, align 4
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAH to i8*) }, section ".xdata", comdat
@"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"a string literal\00", comdat, align 1
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAD@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAD@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TIC2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAD to i8*) }, section ".xdata", comdat
@text = internal constant [17 x i8] c"an array of char\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32**, align 4
  %3 = alloca i8**, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i32**, align 4
  %6 = alloca i32**, align 4
  %7 = alloca i32**, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?throw_int_ptr@@YAXXZ"()
          to label %72 unwind label %8

8:                                                ; preds = %0
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 8, i32*** %2]
  %12 = load i32**, i32*** %2, align 4
  %13 = load i32*, i32** %12, align 4
  %14 = load i32, i32* %13, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %14) [ "funclet"(token %11) ]
  catchret from %11 to label %16

16:                                               ; preds = %10
  br label %17

17:                                               ; preds = %16, %72
  invoke void @"?throw_literal@@YAXXZ"()
          to label %71 unwind label %18

18:                                               ; preds = %17
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 9, i8*** %3]
  %22 = load i8**, i8*** %3, align 4
  %23 = load i8*, i8** %22, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@", i32 0, i32 0), i8* noundef %23) [ "funclet"(token %21) ]
  catchret from %21 to label %25

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25, %71
  invoke void @"?throw_array@@YAXXZ"()
          to label %70 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor4* @"??_R0PAD@8", i32 9, i8*** %4]
  %31 = load i8**, i8*** %4, align 4
  %32 = load i8*, i8** %31, align 4
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@", i32 0, i32 0), i8* noundef %32) [ "funclet"(token %30) ]
  catchret from %30 to label %34

34:                                               ; preds = %29
  br label %35

35:                                               ; preds = %34, %70
  invoke void @"?throw_int_ptr@@YAXXZ"()
          to label %69 unwind label %36

36:                                               ; preds = %35
  %37 = catchswitch within none [label %38] unwind label %46

38:                                               ; preds = %36
  %39 = catchpad within %37 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 8, i32*** %5]
  %40 = load i32**, i32*** %5, align 4
  %41 = load i32*, i32** %40, align 4
  %42 = load i32, i32* %41, align 4
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %42) [ "funclet"(token %39) ]
          to label %44 unwind label %46

44:                                               ; preds = %38
  %45 = load i32**, i32*** %5, align 4
  store i32* @other, i32** %45, align 4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #3 [ "funclet"(token %39) ]
          to label %74 unwind label %46

46:                                               ; preds = %44, %38, %36
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 8, i32*** %6]
  %50 = load i32**, i32*** %6, align 4
  %51 = load i32*, i32** %50, align 4
  %52 = load i32, i32* %51, align 4
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %54

54:                                               ; preds = %48
  br label %55

55:                                               ; preds = %54, %73
  invoke void @"?throw_null@@YAXXZ"()
          to label %68 unwind label %56

56:                                               ; preds = %55
  %57 = catchswitch within none [label %58] unwind to caller

58:                                               ; preds = %56
  %59 = catchpad within %57 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 8, i32*** %7]
  %60 = load i32**, i32*** %7, align 4
  %61 = load i32*, i32** %60, align 4
  %62 = icmp eq i32* %61, null
  %63 = zext i1 %62 to i32
  %64 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %63) [ "funclet"(token %59) ]
  catchret from %59 to label %65

65:                                               ; preds = %58
  br label %66

66:                                               ; preds = %65, %68
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KJDAJCPN@done?6?$AA@", i32 0, i32 0))
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

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_int_ptr@@YAXXZ"() #1 {
  %1 = alloca i32*, align 4
  store i32* @value, i32** %1, align 4
  %2 = bitcast i32** %1 to i8*
  call void @_CxxThrowException(i8* %2, %eh.ThrowInfo* @_TI2PAH) #3
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_literal@@YAXXZ"() #1 {
  %1 = alloca i8*, align 4
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@", i32 0, i32 0), i8** %1, align 4
  %2 = bitcast i8** %1 to i8*
  call void @_CxxThrowException(i8* %2, %eh.ThrowInfo* @_TIC2PAD) #3
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_array@@YAXXZ"() #1 {
  %1 = alloca i8*, align 4
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @text, i32 0, i32 0), i8** %1, align 4
  %2 = bitcast i8** %1 to i8*
  call void @_CxxThrowException(i8* %2, %eh.ThrowInfo* @_TIC2PAD) #3
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline optnone
define internal void @"?throw_null@@YAXXZ"() #1 {
  %1 = alloca i32*, align 4
  store i32* null, i32** %1, align 4
  %2 = bitcast i32** %1 to i8*
  call void @_CxxThrowException(i8* %2, %eh.ThrowInfo* @_TI2PAH) #3
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
