; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { ptr, ptr, [12 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
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

$"??_R0PEAUBase@@@8" = comdat any

$"??_R0PEAUL@@@8" = comdat any

$"??_R0PEAUD@@@8" = comdat any

$"_CT??_R0PEAUD@@@88" = comdat any

$"_CT??_R0PEAUL@@@88" = comdat any

$"??_R0PEAUR@@@8" = comdat any

$"_CT??_R0PEAUR@@@888" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA4PEAUD@@" = comdat any

$"_TI4PEAUD@@" = comdat any

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
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 0 }, section ".xdata", comdat
@"??_R0?AUL@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUL@@\00" }, comdat
@"_CT??_R0?AUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0?AUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 8, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUD@@@816" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUL@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUR@@@888" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA3?AUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", comdat, align 1
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { ptr @"??_7type_info@@6B@", ptr null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_R0PEAUL@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUL@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUL@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUL@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUR@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".PEAUR@@\00" }, comdat
@"_CT??_R0PEAUR@@@888" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAUR@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 8, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUL@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAUR@@@888" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA4PEAUD@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", comdat, align 1
@"??_R0?AUPriv@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUPriv@@\00" }, comdat
@"_CT??_R0?AUPriv@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUPriv@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUPriv@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUPriv@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUPriv@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", comdat, align 1
@"??_R0?AUProt@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUProt@@\00" }, comdat
@"_CT??_R0?AUProt@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUProt@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUProt@@@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUProt@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUProt@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@str.1 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.2 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.3 = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.4 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.D, align 16
  %2 = alloca ptr, align 8
  %3 = alloca %struct.D, align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.Priv, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Prot, align 8
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, ptr %1, align 16
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI3?AUD@@") #4
          to label %54 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11, label %48] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %12) ]
  catchret from %12 to label %14

14:                                               ; preds = %48, %11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  store <4 x i32> <i32 7, i32 1, i32 7, i32 2>, ptr %3, align 16
  store ptr %3, ptr %4, align 8
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI4PEAUD@@") #4
          to label %54 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17, label %42] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0PEAUBase@@@8", i32 0, ptr null]
  %19 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %18) ]
  catchret from %18 to label %20

20:                                               ; preds = %42, %17
  store i64 12884901895, ptr %6, align 8
  invoke void @_CxxThrowException(ptr nonnull %6, ptr nonnull @"_TI1?AUPriv@@") #4
          to label %54 unwind label %21

21:                                               ; preds = %20
  %22 = catchswitch within none [label %23, label %36] unwind to caller

23:                                               ; preds = %21
  %24 = catchpad within %22 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %25 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %24) ]
  catchret from %24 to label %26

26:                                               ; preds = %36, %23
  store i64 17179869191, ptr %8, align 8
  invoke void @_CxxThrowException(ptr nonnull %8, ptr nonnull @"_TI1?AUProt@@") #4
          to label %54 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29, label %33] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @"??_R0?AUBase@@@8", i32 8, ptr null]
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %33, %29
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  ret i32 0

33:                                               ; preds = %27
  %34 = catchpad within %28 [ptr null, i32 64, ptr null]
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) @str.3) [ "funclet"(token %34) ]
  catchret from %34 to label %32

36:                                               ; preds = %21
  %37 = catchpad within %22 [ptr @"??_R0?AUPriv@@@8", i32 8, ptr %7]
  %38 = load ptr, ptr %7, align 8
  %39 = getelementptr inbounds i8, ptr %38, i64 4
  %40 = load i32, ptr %39, align 4
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@DALOOKIK@Priv?$CG?5p?$DN?$CFd?6?$AA@", i32 noundef %40) [ "funclet"(token %37) ]
  catchret from %37 to label %26

42:                                               ; preds = %15
  %43 = catchpad within %16 [ptr @"??_R0PEAUL@@@8", i32 0, ptr %5]
  %44 = load ptr, ptr %5, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 4
  %46 = load i32, ptr %45, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08ICABDLCM@L?$CK?5l?$DN?$CFd?6?$AA@", i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %20

48:                                               ; preds = %9
  %49 = catchpad within %10 [ptr @"??_R0?AUR@@@8", i32 8, ptr %2]
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 4
  %52 = load i32, ptr %51, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08IIHANEGL@R?$CG?5r?$DN?$CFd?6?$AA@", i32 noundef %52) [ "funclet"(token %49) ]
  catchret from %49 to label %14

54:                                               ; preds = %26, %20, %14, %0
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
