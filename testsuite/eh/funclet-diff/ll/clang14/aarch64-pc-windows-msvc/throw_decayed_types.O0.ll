; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }

$"??_R0PEAH@8" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0P6AHXZ@8" = comdat any

$"_CT??_R0P6AHXZ@88" = comdat any

$_CTA1P6AHXZ = comdat any

$_TI1P6AHXZ = comdat any

$"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@" = comdat any

$"??_R0PEAD@8" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$_CTA2PEAD = comdat any

$_TI2PEAD = comdat any

$"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAH\00" }, comdat
@table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAH@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAH to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", comdat, align 8
@"??_R0P6AHXZ@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".P6AHXZ\00" }, comdat
@"_CT??_R0P6AHXZ@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0P6AHXZ@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1P6AHXZ = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0P6AHXZ@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1P6AHXZ = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1P6AHXZ to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", comdat, align 8
@"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", comdat, align 8
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32*, align 8
  %4 = alloca i32 ()*, align 8
  %5 = alloca i32 ()*, align 8
  %6 = alloca [6 x i8], align 1
  %7 = alloca i8*, align 8
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @table, i64 0, i64 0), i32** %2, align 8
  %9 = bitcast i32** %2 to i8*
  invoke void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI2PEAH) #4
          to label %51 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 1, i32** %3]
  %14 = load i32*, i32** %3, align 8
  %15 = getelementptr inbounds i32, i32* %14, i64 2
  %16 = load i32, i32* %15, align 4
  %17 = load i32*, i32** %3, align 8
  %18 = getelementptr inbounds i32, i32* %17, i64 1
  %19 = load i32, i32* %18, align 4
  %20 = load i32*, i32** %3, align 8
  %21 = getelementptr inbounds i32, i32* %20, i64 0
  %22 = load i32, i32* %21, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22, i32 noundef %19, i32 noundef %16) [ "funclet"(token %13) ]
  catchret from %13 to label %24

24:                                               ; preds = %12
  br label %25

25:                                               ; preds = %24
  store i32 ()* @"?seven@@YAHXZ", i32 ()** %4, align 8
  %26 = bitcast i32 ()** %4 to i8*
  invoke void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @_TI1P6AHXZ) #4
          to label %51 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29, label %45] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor5* @"??_R0PEAX@8", i32 0, i8* null]
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@", i64 0, i64 0)) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32, %50
  %34 = bitcast [6 x i8]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %34, i8* align 1 getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.word, i32 0, i32 0), i64 6, i1 false)
  %35 = getelementptr inbounds [6 x i8], [6 x i8]* %6, i64 0, i64 0
  store i8* %35, i8** %7, align 8
  %36 = bitcast i8** %7 to i8*
  invoke void @_CxxThrowException(i8* %36, %eh.ThrowInfo* @_TI2PEAD) #4
          to label %51 unwind label %37

37:                                               ; preds = %33
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 1, i8** %8]
  %41 = load i8*, i8** %8, align 8
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %41) [ "funclet"(token %40) ]
  catchret from %40 to label %43

43:                                               ; preds = %39
  br label %44

44:                                               ; preds = %43
  ret i32 0

45:                                               ; preds = %27
  %46 = catchpad within %28 [%rtti.TypeDescriptor7* @"??_R0P6AHXZ@8", i32 0, i32 ()** %5]
  %47 = load i32 ()*, i32 ()** %5, align 8
  %48 = call noundef i32 %47() [ "funclet"(token %46) ]
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %48) [ "funclet"(token %46) ]
  catchret from %46 to label %50

50:                                               ; preds = %45
  br label %33

51:                                               ; preds = %33, %25, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?seven@@YAHXZ"() #2 {
  ret i32 7
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { noreturn }

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
