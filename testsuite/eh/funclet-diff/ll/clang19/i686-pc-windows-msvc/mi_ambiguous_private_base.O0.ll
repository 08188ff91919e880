; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x ptr] }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$"??0D@@QAE@XZ" = comdat any

$"??0Priv@@QAE@XZ" = comdat any

$"??0Prot@@QAE@XZ" = comdat any

$"??0L@@QAE@XZ" = comdat any

$"??0R@@QAE@XZ" = comdat any

$"??0Base@@QAE@XZ" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0?AUR@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@816" = comdat any

$"??_R0?AUL@@@8" = comdat any

$"_CT??_R0?AUL@@@88" = comdat any

$"_CT??_R0?AUR@@@888" = comdat any

$"_CTA3?AUD@@" = comdat any

$"_TI3?AUD@@" = comdat any

$"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@" = comdat any

$"??_R0PAUBase@@@8" = comdat any

$"??_R0PAUL@@@8" = comdat any

$"??_R0PAUD@@@8" = comdat any

$"_CT??_R0PAUD@@@84" = comdat any

$"_CT??_R0PAUL@@@84" = comdat any

$"??_R0PAUR@@@8" = comdat any

$"_CT??_R0PAUR@@@848" = comdat any

$"??_R0PAX@8" = comdat any

$"_CT??_R0PAX@84" = comdat any

$"_CTA4PAUD@@" = comdat any

$"_TI4PAUD@@" = comdat any

$"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@" = comdat any

$"??_R0?AUPriv@@@8" = comdat any

$"_CT??_R0?AUPriv@@@88" = comdat any

$"_CTA1?AUPriv@@" = comdat any

$"_TI1?AUPriv@@" = comdat any

$"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@" = comdat any

$"??_R0?AUProt@@@8" = comdat any

$"_CT??_R0?AUProt@@@88" = comdat any

$"_CTA1?AUProt@@" = comdat any

$"_TI1?AUProt@@" = comdat any

$"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@" = comdat any

$"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUR@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@"_CT??_R0?AUD@@@816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUD@@@8", i32 0, i32 -1, i32 0, i32 16, ptr null }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUL@@@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CT??_R0?AUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUR@@@8", i32 8, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0?AUD@@@816", ptr @"_CT??_R0?AUL@@@88", ptr @"_CT??_R0?AUR@@@888"] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA3?AUD@@" }, section ".xdata", comdat
@"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", comdat, align 1
@"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", comdat, align 1
@"??_R0PAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".PAUBase@@\00" }, comdat
@"??_R0PAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUL@@\00" }, comdat
@"??_R0PAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUD@@\00" }, comdat
@"_CT??_R0PAUD@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUD@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0PAUL@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUL@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".PAUR@@\00" }, comdat
@"_CT??_R0PAUR@@@848" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAUR@@@8", i32 8, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"??_R0PAX@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAX\00" }, comdat
@"_CT??_R0PAX@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0PAX@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA4PAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x ptr] [ptr @"_CT??_R0PAUD@@@84", ptr @"_CT??_R0PAUL@@@84", ptr @"_CT??_R0PAUR@@@848", ptr @"_CT??_R0PAX@84"] }, section ".xdata", comdat
@"_TI4PAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA4PAUD@@" }, section ".xdata", comdat
@"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", comdat, align 1
@"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", comdat, align 1
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUPriv@@@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUPriv@@@88"] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUPriv@@" }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUProt@@@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUProt@@@88"] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUProt@@" }, section ".xdata", comdat
@"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", comdat, align 1
@"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.D, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.Priv, align 4
  %8 = alloca ptr, align 4
  %9 = alloca %struct.Prot, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i32(ptr align 4 %2, i8 0, i32 16, i1 false)
  %10 = call x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %2) #4
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI3?AUD@@") #5
          to label %67 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %60] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %15 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@JAGLPHAJ@wrong?3?5ambiguous?5Base?$CG?6?$AA@") [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13
  br label %17

17:                                               ; preds = %16, %66
  %18 = call x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %4) #4
  store ptr %4, ptr %5, align 4
  invoke void @_CxxThrowException(ptr %5, ptr @"_TI4PAUD@@") #5
          to label %67 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21, label %53] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @"??_R0PAUBase@@@8", i32 0, ptr null]
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@JJHBAOGN@wrong?3?5ambiguous?5Base?$CK?6?$AA@") [ "funclet"(token %22) ]
  catchret from %22 to label %24

24:                                               ; preds = %21
  br label %25

25:                                               ; preds = %24, %59
  call void @llvm.memset.p0.i32(ptr align 4 %7, i8 0, i32 8, i1 false)
  %26 = call x86_thiscallcc noundef ptr @"??0Priv@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %7) #4
  invoke void @_CxxThrowException(ptr %7, ptr @"_TI1?AUPriv@@") #5
          to label %67 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29, label %46] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %31 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@JOBFFLL@wrong?3?5private?5Base?$CG?6?$AA@") [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29
  br label %33

33:                                               ; preds = %32, %52
  call void @llvm.memset.p0.i32(ptr align 4 %9, i8 0, i32 8, i1 false)
  %34 = call x86_thiscallcc noundef ptr @"??0Prot@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %9) #4
  invoke void @_CxxThrowException(ptr %9, ptr @"_TI1?AUProt@@") #5
          to label %67 unwind label %35

35:                                               ; preds = %33
  %36 = catchswitch within none [label %37, label %42] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %39 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BI@KELGNCCA@wrong?3?5protected?5Base?$CG?6?$AA@") [ "funclet"(token %38) ]
  catchret from %38 to label %40

40:                                               ; preds = %37
  br label %41

41:                                               ; preds = %40, %45
  ret i32 0

42:                                               ; preds = %35
  %43 = catchpad within %36 [ptr null, i32 64, ptr null]
  %44 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@MCPBAJG@Prot?5caught?5by?5?4?4?4?6?$AA@") [ "funclet"(token %43) ]
  catchret from %43 to label %45

45:                                               ; preds = %42
  br label %41

46:                                               ; preds = %27
  %47 = catchpad within %28 [ptr @"??_R0?AUPriv@@@8", i32 8, ptr %8]
  %48 = load ptr, ptr %8, align 4
  %49 = getelementptr inbounds %struct.Priv, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i32 noundef %50) [ "funclet"(token %47) ]
  catchret from %47 to label %52

52:                                               ; preds = %46
  br label %33

53:                                               ; preds = %19
  %54 = catchpad within %20 [ptr @"??_R0PAUL@@@8", i32 0, ptr %6]
  %55 = load ptr, ptr %6, align 4
  %56 = getelementptr inbounds %struct.L, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i32 noundef %57) [ "funclet"(token %54) ]
  catchret from %54 to label %59

59:                                               ; preds = %53
  br label %25

60:                                               ; preds = %11
  %61 = catchpad within %12 [ptr @"??_R0?AUR@@@8", i32 8, ptr %3]
  %62 = load ptr, ptr %3, align 4
  %63 = getelementptr inbounds %struct.R, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i32 noundef %64) [ "funclet"(token %61) ]
  catchret from %61 to label %66

66:                                               ; preds = %60
  br label %17

67:                                               ; preds = %33, %25, %17, %0
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0D@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0L@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %3) #4
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  %6 = call x86_thiscallcc noundef ptr @"??0R@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(8) %5) #4
  ret ptr %3
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Priv@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = getelementptr inbounds %struct.Priv, ptr %3, i32 0, i32 1
  store i32 3, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Prot@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = getelementptr inbounds %struct.Prot, ptr %3, i32 0, i32 1
  store i32 4, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0L@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = getelementptr inbounds %struct.L, ptr %3, i32 0, i32 1
  store i32 1, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0R@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = getelementptr inbounds %struct.R, ptr %3, i32 0, i32 1
  store i32 2, ptr %5, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Base@@QAE@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 0
  store i32 7, ptr %4, align 4
  ret ptr %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
