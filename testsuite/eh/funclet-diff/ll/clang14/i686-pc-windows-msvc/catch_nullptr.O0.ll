; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.S = type { i32 }

$"??_R0H@8" = comdat any

$"??_R0PAUS@@@8" = comdat any

$"??_R0$$T@8" = comdat any

$"_CT??_R0$$T@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA2$$T" = comdat any

$"_TI2$$T" = comdat any

$"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = comdat any

$"??_R0PQS@@H@8" = comdat any

$"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@" = comdat any

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0PAUS@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PAUS@@\00" }, comdat
@"??_R0$$T@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".$$T\00" }, comdat
@"_CT??_R0$$T@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0$$T@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAX@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA2$$T" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0$$T@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI2$$T" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2$$T" to i8*) }, section ".xdata", comdat
@"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", comdat, align 1
@"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"wrong: int\0A\00", comdat, align 1
@"??_R0PQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".PQS@@H\00" }, comdat
@"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", comdat, align 1
@"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", comdat, align 1
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".PAH\00" }, comdat
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor4* @"??_R0PAH@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0PAH@84", %eh.CatchableType* @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @_CTA2PAH to i8*) }, section ".xdata", comdat
@"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", comdat, align 1
@"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.S*, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i8*, align 4
  %8 = alloca i32*, align 4
  %9 = alloca i32*, align 4
  store i32 0, i32* %1, align 4
  store i8* null, i8** %2, align 4
  %10 = bitcast i8** %2 to i8*
  invoke void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @"_TI2$$T") #2
          to label %59 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %52] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@PBKGFEJA@wrong?3?5int?6?$AA@", i32 0, i32 0)) [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %58
  store i8* null, i8** %4, align 4
  %18 = bitcast i8** %4 to i8*
  invoke void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @"_TI2$$T") #2
          to label %59 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor7* @"??_R0PQS@@H@8", i32 0, i32* %5]
  %23 = load i32, i32* %5, align 4
  %24 = icmp eq i32 %23, -1
  %25 = zext i1 %24 to i32
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %25) [ "funclet"(token %22) ]
  catchret from %22 to label %27

27:                                               ; preds = %21
  br label %28

28:                                               ; preds = %27
  store i8* null, i8** %6, align 4
  %29 = bitcast i8** %6 to i8*
  invoke void @_CxxThrowException(i8* %29, %eh.ThrowInfo* @"_TI2$$T") #2
          to label %59 unwind label %30

30:                                               ; preds = %28
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [%rtti.TypeDescriptor4* @"??_R0$$T@8", i32 0, i8** %7]
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@HOBJGBBE@nullptr_t?6?$AA@", i32 0, i32 0)) [ "funclet"(token %33) ]
  catchret from %33 to label %35

35:                                               ; preds = %32
  br label %36

36:                                               ; preds = %35
  store i32* null, i32** %8, align 4
  %37 = bitcast i32** %8 to i8*
  invoke void @_CxxThrowException(i8* %37, %eh.ThrowInfo* @_TI2PAH) #2
          to label %59 unwind label %38

38:                                               ; preds = %36
  %39 = catchswitch within none [label %40, label %45] unwind to caller

40:                                               ; preds = %38
  %41 = catchpad within %39 [%rtti.TypeDescriptor4* @"??_R0$$T@8", i32 0, i8* null]
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@DOKKBNBO@wrong?3?5nullptr_t?6?$AA@", i32 0, i32 0)) [ "funclet"(token %41) ]
  catchret from %41 to label %43

43:                                               ; preds = %40
  br label %44

44:                                               ; preds = %43, %51
  ret i32 0

45:                                               ; preds = %38
  %46 = catchpad within %39 [%rtti.TypeDescriptor4* @"??_R0PAH@8", i32 1, i32** %9]
  %47 = load i32*, i32** %9, align 4
  %48 = icmp eq i32* %47, null
  %49 = zext i1 %48 to i32
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %49) [ "funclet"(token %46) ]
  catchret from %46 to label %51

51:                                               ; preds = %45
  br label %44

52:                                               ; preds = %11
  %53 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0PAUS@@@8", i32 0, %struct.S** %3]
  %54 = load %struct.S*, %struct.S** %3, align 4
  %55 = icmp eq %struct.S* %54, null
  %56 = zext i1 %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %56) [ "funclet"(token %53) ]
  catchret from %53 to label %58

58:                                               ; preds = %52
  br label %17

59:                                               ; preds = %36, %28, %17, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
