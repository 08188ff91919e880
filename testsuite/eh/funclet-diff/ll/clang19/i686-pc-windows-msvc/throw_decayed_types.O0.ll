; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }

$"??_R0PAH@8" = comdat any

$"_CT??_R0PAH@84" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$_CTA2PAH = comdat any

$_TI2PAH = comdat any

$"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_R0P6AHXZ@8" = comdat any

$"_CT??_R0P6AHXZ@84" = comdat any

$_CTA1P6AHXZ = comdat any

$_TI1P6AHXZ = comdat any

$"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@" = comdat any

$"??_R0PAD@8" = comdat any

$"_CT??_R0PAD@84" = comdat any

$_CTA2PAD = comdat any

$_TI2PAD = comdat any

$"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAH@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAH\00" }, comdat
@table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@"_CT??_R0PAH@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAH@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAH@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAH }, section ".xdata", comdat
@"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", comdat, align 1
@"??_R0P6AHXZ@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".P6AHXZ\00" }, comdat
@"_CT??_R0P6AHXZ@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0P6AHXZ@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1P6AHXZ = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0P6AHXZ@84"] }, section ".xdata", comdat
@_TI1P6AHXZ = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1P6AHXZ }, section ".xdata", comdat
@"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", comdat, align 1
@"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", comdat, align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"_CT??_R0PAD@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAD@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA2PAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0PAD@84", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@_TI2PAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA2PAD }, section ".xdata", comdat
@"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca [6 x i8], align 1
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store ptr @table, ptr %2, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @_TI2PAH) #4
          to label %47 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0PAH@8", i32 1, ptr %3]
  %13 = load ptr, ptr %3, align 4
  %14 = getelementptr inbounds i32, ptr %13, i32 2
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds i32, ptr %16, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = load ptr, ptr %3, align 4
  %20 = getelementptr inbounds i32, ptr %19, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@ELFBANDG@array?5as?5const?5int?$CK?3?5?$CFd?5?$CFd?5?$CFd?6?$AA@", i32 noundef %21, i32 noundef %18, i32 noundef %15) [ "funclet"(token %12) ]
  catchret from %12 to label %23

23:                                               ; preds = %11
  br label %24

24:                                               ; preds = %23
  store ptr @"?seven@@YAHXZ", ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1P6AHXZ) #4
          to label %47 unwind label %25

25:                                               ; preds = %24
  %26 = catchswitch within none [label %27, label %41] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0PAX@8", i32 0, ptr null]
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@PFDLFPLG@wrong?3?5function?5as?5void?$CK?6?$AA@") [ "funclet"(token %28) ]
  catchret from %28 to label %30

30:                                               ; preds = %27
  br label %31

31:                                               ; preds = %30, %46
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %6, ptr align 1 @__const.main.word, i32 6, i1 false)
  %32 = getelementptr inbounds [6 x i8], ptr %6, i32 0, i32 0
  store ptr %32, ptr %7, align 4
  invoke void @_CxxThrowException(ptr %7, ptr @_TI2PAD) #4
          to label %47 unwind label %33

33:                                               ; preds = %31
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0PAD@8", i32 1, ptr %8]
  %37 = load ptr, ptr %8, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@LFOJMCAA@char?5array?5as?5const?5char?$CK?3?5?$CFs?6?$AA@", ptr noundef %37) [ "funclet"(token %36) ]
  catchret from %36 to label %39

39:                                               ; preds = %35
  br label %40

40:                                               ; preds = %39
  ret i32 0

41:                                               ; preds = %25
  %42 = catchpad within %26 [ptr @"??_R0P6AHXZ@8", i32 0, ptr %5]
  %43 = load ptr, ptr %5, align 4
  %44 = call noundef i32 %43() [ "funclet"(token %42) ]
  %45 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BL@PFBAGBNP@function?5pointer?5gives?5?$CFd?6?$AA@", i32 noundef %44) [ "funclet"(token %42) ]
  catchret from %42 to label %46

46:                                               ; preds = %41
  br label %31

47:                                               ; preds = %31, %24, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?seven@@YAHXZ"() #2 {
  ret i32 7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
