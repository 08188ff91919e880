; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
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

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", comdat, align 8
@"??_R0P6AHXZ@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".P6AHXZ\00" }, comdat
@"_CT??_R0P6AHXZ@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0P6AHXZ@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA1P6AHXZ = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0P6AHXZ@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1P6AHXZ = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1P6AHXZ to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", comdat, align 8
@"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", comdat, align 8
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [6 x i8], align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @table, ptr %2, align 8
  invoke void @_CxxThrowException(ptr %2, ptr @_TI2PEAH) #4
          to label %47 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0PEAH@8", i32 1, ptr %3]
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds i32, ptr %13, i64 2
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds i32, ptr %16, i64 1
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds i32, ptr %19, i64 0
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %21, i32 noundef %18, i32 noundef %15) [ "funclet"(token %12) ]
  catchret from %12 to label %23

23:                                               ; preds = %11
  br label %24

24:                                               ; preds = %23
  store ptr @"?seven@@YAHXZ", ptr %4, align 8
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1P6AHXZ) #4
          to label %47 unwind label %25

25:                                               ; preds = %24
  %26 = catchswitch within none [label %27, label %41] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PEAX@8", i32 0, ptr null]
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@") [ "funclet"(token %28) ]
  catchret from %28 to label %30

30:                                               ; preds = %27
  br label %31

31:                                               ; preds = %30, %46
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.word, i64 6, i1 false)
  %32 = getelementptr inbounds [6 x i8], ptr %6, i64 0, i64 0
  store ptr %32, ptr %7, align 8
  invoke void @_CxxThrowException(ptr %7, ptr @_TI2PEAD) #4
          to label %47 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0PEAD@8", i32 1, ptr %8]
  %37 = load ptr, ptr %8, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@", ptr noundef %37) [ "funclet"(token %36) ]
  catchret from %36 to label %39

39:                                               ; preds = %35
  br label %40

40:                                               ; preds = %39
  ret i32 0

41:                                               ; preds = %25
  %42 = catchpad within %26 [ptr @"??_R0P6AHXZ@8", i32 0, ptr %5]
  %43 = load ptr, ptr %5, align 8
  %44 = call noundef i32 %43() [ "funclet"(token %42) ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@", i32 noundef %44) [ "funclet"(token %42) ]
  catchret from %42 to label %46

46:                                               ; preds = %41
  br label %31

47:                                               ; preds = %31, %24, %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?seven@@YAHXZ"() #2 {
  ret i32 7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
