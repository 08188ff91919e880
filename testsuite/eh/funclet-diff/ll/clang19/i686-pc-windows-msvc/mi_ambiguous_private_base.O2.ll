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

$"??_R0?AUPriv@@@8" = comdat any

$"_CT??_R0?AUPriv@@@88" = comdat any

$"_CTA1?AUPriv@@" = comdat any

$"_TI1?AUPriv@@" = comdat any

$"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = comdat any

$"??_R0?AUProt@@@8" = comdat any

$"_CT??_R0?AUProt@@@88" = comdat any

$"_CTA1?AUProt@@" = comdat any

$"_TI1?AUProt@@" = comdat any

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
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUPriv@@@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUPriv@@@88"] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUPriv@@" }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUProt@@@8", i32 0, i32 -1, i32 0, i32 8, ptr null }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUProt@@@88"] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUProt@@" }, section ".xdata", comdat
@str = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.3 = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.4 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.D, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.Priv, align 4
  %7 = alloca ptr, align 4
  %8 = alloca %struct.Prot, align 4
  store i32 7, ptr %1, align 4
  %9 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %1, i32 8
  store i32 7, ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %11, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI3?AUD@@") #4
          to label %60 unwind label %12

12:                                               ; preds = %0
  %13 = catchswitch within none [label %14, label %54] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %15) ]
  catchret from %15 to label %17

17:                                               ; preds = %54, %14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  store i32 7, ptr %3, align 4
  %18 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 1, ptr %18, align 4
  %19 = getelementptr inbounds i8, ptr %3, i32 8
  store i32 7, ptr %19, align 4
  %20 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 2, ptr %20, align 4
  store ptr %3, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI4PAUD@@") #4
          to label %60 unwind label %21

21:                                               ; preds = %17
  %22 = catchswitch within none [label %23, label %48] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0PAUBase@@@8", i32 0, ptr null]
  %25 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %24) ]
  catchret from %24 to label %26

26:                                               ; preds = %48, %23
  store i64 12884901895, ptr %6, align 4
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI1?AUPriv@@") #4
          to label %60 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29, label %42] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %42, %29
  store i64 17179869191, ptr %8, align 4
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUProt@@") #4
          to label %60 unwind label %33

33:                                               ; preds = %32
  %34 = catchswitch within none [label %35, label %39] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %37 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4) [ "funclet"(token %36) ]
  catchret from %36 to label %38

38:                                               ; preds = %39, %35
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  ret i32 0

39:                                               ; preds = %33
  %40 = catchpad within %34 [ptr null, i32 64, ptr null]
  %41 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3) [ "funclet"(token %40) ]
  catchret from %40 to label %38

42:                                               ; preds = %27
  %43 = catchpad within %28 [ptr @"??_R0?AUPriv@@@8", i32 8, ptr %7]
  %44 = load ptr, ptr %7, align 4
  %45 = getelementptr inbounds i8, ptr %44, i32 4
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %32

48:                                               ; preds = %21
  %49 = catchpad within %22 [ptr @"??_R0PAUL@@@8", i32 0, ptr %5]
  %50 = load ptr, ptr %5, align 4
  %51 = getelementptr inbounds i8, ptr %50, i32 4
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %26

54:                                               ; preds = %12
  %55 = catchpad within %13 [ptr @"??_R0?AUR@@@8", i32 8, ptr %2]
  %56 = load ptr, ptr %2, align 4
  %57 = getelementptr inbounds i8, ptr %56, i32 4
  %58 = load i32, ptr %57, align 4
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i32 noundef %58) [ "funclet"(token %55) ]
  catchret from %55 to label %17

60:                                               ; preds = %32, %26, %17, %0
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
